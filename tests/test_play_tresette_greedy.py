"""Tresette's greedy guesses as the zero-window search's move order reads them: the trick's
value with the later players playing the card led again (``greedy_gain``) and the trick
completed by each follower's greedy card (``greedy_trick``), each found without playing the
trick out, equal what closing the trick with the model's ``close`` gives, under both
options."""

from __future__ import annotations

import random

import numpy as np
import pytest

from gamelib.solver.play import MODELS, tresettecards, values
from gamelib.solver.play import tresette as model_module
from gamelib.solver.play.search import cards_of

MODEL = MODELS["tresette"]
PACK = [int(c) for c in model_module.PACK]


def _tricks(two_on_three, count, seed):
    """Random deals of the pack with a trick of one to three cards on the table (any cards,
    whether they followed or not), the player to follow, his legal cards, valued for a
    random company."""
    rng = random.Random(seed)
    params = model_module.rule_params(two_on_three)
    for _ in range(count):
        cards = PACK[:]
        rng.shuffle(cards)
        hands = np.zeros(4, dtype=np.int64)
        size = rng.randint(1, 9)
        for p in range(4):
            for c in cards[p * size:(p + 1) * size]:
                hands[p] |= 1 << c
        j = rng.randint(1, 3)
        leader = rng.randrange(4)
        rest = cards[4 * size:]
        trick = np.array(rest[:j] + [0] * (4 - j), dtype=np.int64)
        if rng.random() < 0.3:   # a three led, for the two on it
            three = 13 * rng.randrange(4) + model_module.THREE_RANK
            if not any(hands[p] >> three & 1 for p in range(4)):
                trick[0] = three
        side = rng.randrange(2)
        weights = np.array([1 if p % 2 == side else -1 for p in range(4)], dtype=np.int64)
        maxer = np.array([1 if p % 2 == side else 0 for p in range(4)], dtype=np.int64)
        last = 1 if rng.random() < 0.2 else 0
        q = (leader + j) % 4
        legal = int(MODEL.legal(params, hands, trick, j, leader, q))
        yield params, hands, trick, j, leader, last, legal, weights, maxer


def _closed(params, trick, j, leader, last, card, weights):
    """The trick's value by ``close``, the later players playing the card led again."""
    full = np.array([*trick[:j], card, *[trick[0]] * (3 - j)], dtype=np.int64)
    points = np.zeros(4, dtype=np.int64)
    MODEL.close(params, full, leader, last, points)
    return int(np.dot(weights, points))


@pytest.mark.parametrize("two_on_three", [False, True])
def test_the_greedy_gain_is_the_closed_tricks(two_on_three):
    """The trick's value for each follower's card equals the trick closed by ``close`` with
    the players after him playing the card led again. [engelmann:tresette.order]"""
    scratch = np.zeros(4, dtype=np.int64)
    for params, hands, trick, j, leader, last, legal, weights, _ in _tricks(two_on_three, 400, 1):
        for card in cards_of(legal):
            got = tresettecards.greedy_gain(params, trick, j, leader, last, card,
                                           np.zeros(4, dtype=np.int64), weights, scratch,
                                           scratch.copy())
            assert got == _closed(params, trick, j, leader, last, card, weights)


@pytest.mark.parametrize("two_on_three", [False, True])
def test_the_greedy_trick_is_each_followers_best_closed_trick(two_on_three):
    """The trick completed greedily: each later player gives the card of his legal ones
    whose closed trick (the players after him playing the card led again) is best for his
    side, the weaker of equals; its value is the completed trick's, by ``close``.
    [engelmann:tresette.follow, engelmann:tresette.try-three, engelmann:tresette.card-points]"""
    strength = None
    for params, hands, trick, j0, leader, last, _, weights, maxer in _tricks(two_on_three,
                                                                             800, 3):
        if strength is None:
            strength = values.layout(MODEL, params)[5]
        expected = trick.copy()
        for j in range(j0, 4):
            q = (leader + j) % 4
            best = None
            for card in cards_of(int(MODEL.legal(params, hands, expected, j, leader, q))):
                worth = _closed(params, expected, j, leader, last, card, weights)
                key = (worth if maxer[q] else -worth) * 64 - int(strength[card])
                if best is None or key > best[0]:
                    best = (key, card)
            expected[j] = best[1]
        got = trick.copy()
        left = 5 - j0 if last else 5 - j0 + 4
        value = tresettecards.greedy_trick(params, hands, got, j0, leader, left,
                                          np.zeros(4, dtype=np.int64), weights, maxer, strength,
                                          np.zeros(4, dtype=np.int64), np.zeros(4, dtype=np.int64))
        assert list(got) == list(expected)
        assert value == _closed(params, expected, 3, leader, last, expected[3], weights)
