"""The zero-window search of the card-play models (gamelib.solver.play.values, its kernel
zerowindow, and for Boston and Whist the Whist kernel, whistsearch): the same values as the
readable search, the specification, on endings of every model that gives its cards' ranks,
under the options that change its classes; and the Whist model against Bo Haglund's
double-dummy solver (DDS, through endplay) on random deals."""

from __future__ import annotations

import dataclasses
import random

import numpy as np
import pytest

from gamelib.solver.play import MODELS, connections, reference, search, values, whist, zerowindow
from gamelib.solver.play.search import Play, Stopped, cards_of

RANKED = sorted(name for name, model in MODELS.items() if model.ranks is not None)
#: The options that change a model's classes or sides, beside its defaults.
OPTIONS = {
    "tresette": [{"two_on_three": True}],
    "piquesept": [{"sides": "each"}, {"players": 3}],
    "connections": [{"paid_to": "trick"}],
}
#: Random Whist deals checked against DDS in the suite (the closing note runs more).
DDS_DEALS = 300


def _endings(game, tricks, seeds):
    for options in [None, *OPTIONS.get(game, [])]:
        for seed in seeds:
            yield reference.ending(game, seed, tricks, options)


@pytest.mark.parametrize("game", RANKED)
def test_values_equal_the_readable_search(game):
    """Every card's value, and the position's, equal the readable search's (the plain
    alpha-beta over the model, the specification) on endings of three tricks, under the
    options that change the classes of the cards; the best card keeps the value."""
    model = MODELS[game]
    for state in _endings(game, 3, range(4)):
        pos = model.position(state, state.current_player())
        expected = search.card_values(pos)
        got, _ = values.card_values(pos)
        assert got == expected
        solution = values.solve(pos)
        assert solution.value == search.solve(pos, line=False).value
        assert got[solution.best_card] == solution.value


@pytest.mark.parametrize("game", RANKED)
def test_values_equal_minimax_mid_trick(game):
    """From a trick in progress (no table at the root, the model's bounds not asked) the
    value equals a plain minimax over the game's own states."""
    model = MODELS[game]
    for seed in range(6):
        state = reference.ending(game, seed, 2)
        pos = model.position(state, state.current_player())
        assert values.solve(pos).value == reference.game_minimax(state, state.current_player())


def _followed_greedily(play, model, strength, st, j0, last):
    """The trick ``st`` completed as the guess plays it: each later player the card best for
    his side were the players after him to play the card led again, the weaker of equals."""
    n = play.n
    hands = play.hands.copy()
    for j in range(j0, n):
        q = (play.leader + j) % n
        best = None
        for card in cards_of(int(model.legal(play.params, hands, st, j, play.leader, q))):
            trial = np.array([*st[:j], card, *[st[0]] * (n - j - 1)], dtype=np.int64)
            points = play.points.copy()
            model.close(play.params, trial, play.leader, last, points)
            worth = int(np.dot(play.weights, points)) * (1 if play.maximiser[q] else -1)
            if best is None or worth * 64 - strength[card] > best[0]:
                best = (worth * 64 - strength[card], card)
        st[j] = best[1]
    return st


def _greedy_play_out(pos, model):
    """The value still to come of the greedy play-out, read plainly from the model."""
    play = Play(pos, model)
    strength = values.layout(model, play.params)[5]
    start = play.value()
    while play.cards_left():
        last = 1 if play.cards_left() == play.n - play.k else 0
        st = np.array([*play.trick[:play.k], *[0] * (play.n - play.k)], dtype=np.int64)
        if play.k == 0:
            best = None
            for card in cards_of(play.legal()):
                st[0] = card
                play.hands[play.leader] &= ~(1 << card)
                trick = _followed_greedily(play, model, strength, st.copy(), 1, last)
                play.hands[play.leader] |= 1 << card
                points = play.points.copy()
                model.close(play.params, trick, play.leader, last, points)
                worth = int(np.dot(play.weights, points - play.points))
                worth *= 1 if play.maximiser[play.leader] else -1
                if best is None or worth * 64 - strength[card] > best[0]:
                    best = (worth * 64 - strength[card], trick)
            st = best[1]
        else:
            st = _followed_greedily(play, model, strength, st, play.k, last)
        for card in st[play.k:]:
            play.play(int(card))
    return play.value() - start


@pytest.mark.parametrize("game", RANKED)
def test_the_first_guess_is_the_greedy_play_out(game):
    """The tests' first target is the value of the play in which every player plays greedily
    (at a lead the card whose trick, the followers playing greedily, is worth most to his
    side), from trick starts and from tricks in progress, under every option."""
    model = MODELS[game]
    for tricks in (2, 3):
        for state in _endings(game, tricks, range(3)):
            while model.in_play(state):
                pos = model.position(state, state.current_player())
                assert values.Tests(pos, model).playout() == _greedy_play_out(pos, model)
                state.apply_action(state.legal_actions()[-1])


def test_a_node_limit_stops_the_search():
    """A search given fewer nodes than it needs stops with Stopped (the one solve turns it into
    its budget error)."""
    state = reference.ending("boston", 0, 13)
    pos = MODELS["boston"].position(state, state.current_player())
    with pytest.raises(Stopped):
        values.solve(pos, nodes=50)


def _deal(rng: random.Random, size: int) -> list[list[int]]:
    cards = list(range(52))
    rng.shuffle(cards)
    return [sorted(cards[size * p:size * (p + 1)]) for p in range(4)]


def whist_against_dds(deals: int, seed: int = 0, sizes=(3, 4, 5, 6, 7)):
    """Random Whist deals (hands of ``sizes`` cards in turn, every trump and no trumps, every
    leader): the deals whose first-lead cards' trick counts differ from DDS's."""
    rng = random.Random(seed)
    differ = []
    for i in range(deals):
        hands = _deal(rng, sizes[i % len(sizes)])
        trump, leader = i % 5 - 1, (i // 5) % 4
        pos = whist.position([sum(1 << c for c in h) for h in hands], trump, leader)
        got, _ = values.card_values(pos, model=whist.MODEL)
        if got != whist.dds_card_tricks(hands, trump, leader):
            differ.append(i)
    return differ


def test_whist_equals_the_readable_search():
    """The Whist model's values by the zero-window search equal the readable search's on
    small random deals (trumps and no trumps)."""
    rng = random.Random(7)
    for i in range(20):
        hands = _deal(rng, 3)
        pos = whist.position([sum(1 << c for c in h) for h in hands], i % 5 - 1, i % 4)
        got, _ = values.card_values(pos, model=whist.MODEL)
        assert got == search.card_values(pos, model=whist.MODEL)


def test_whist_equals_dds():
    """Every first-lead card's trick count of random Whist deals equals Bo Haglund's DDS
    (endplay), over every trump suit and no trumps and every leader."""
    pytest.importorskip("endplay")
    assert whist_against_dds(DDS_DEALS) == []


def test_the_zero_window_tests_play_the_whist_family_too():
    """Boston's values by the zero-window tests themselves (the search of the Whist family
    where the Whist kernel cannot run) equal the readable search's on endings of three
    tricks."""
    model = MODELS["boston"]
    for state in _endings("boston", 3, range(4)):
        pos = model.position(state, state.current_player())
        tests = values.Tests(pos, model)
        assert tests.value() + tests.play.value() == search.solve(pos, line=False).value


@pytest.mark.parametrize("game", ["boston", "connections", "piquesept", "tresette"])
def test_values_equal_the_readable_search_with_three_cards_down(game):
    """With three cards of the trick on the table (the root's trick read from the search's
    words) every card's value after several tests of one position equals the readable
    search's, on endings of four tricks of the four-hand games."""
    model = MODELS[game]
    for seed in range(8):
        state = reference.ending(game, seed, 4)
        while len(model.position(state, state.current_player()).trick) < 3:
            state.apply_action(state.legal_actions()[0])
        pos = model.position(state, state.current_player())
        assert values.card_values(pos)[0] == search.card_values(pos)


def _connections_ending(seed, tricks, paid_to):
    """A Connections state with at most ``tricks`` tricks left, played at random (seeded) with
    the connection cards kept in the hands while another card may be played."""
    from gamelib.core.engine import get_game
    from gamelib.games.connections import CONNECTION_CARDS

    model = MODELS["connections"]
    rng = np.random.default_rng([seed, 7])
    state = get_game("connections", paid_to=paid_to).new_initial_state(seed=rng)
    while True:
        if model.in_play(state):
            pos = model.position(state, state.current_player())
            if reference.cards_left(pos) + len(pos.trick) <= tricks * pos.n:
                return state
        actions = state.legal_actions()
        if model.in_play(state):
            actions = [a for a in actions if a.value not in CONNECTION_CARDS] or actions
        state.apply_action(actions[rng.integers(len(actions))])


def test_an_entry_fixes_the_holders_of_the_cards_a_rule_names():
    """A table entry holds only where each card a rule names (a card of no class: Connections'
    connection cards) lies in the same hand: after one deal's search, the deal with a
    connection card exchanged for a card of its suit in another hand, searched in the same
    epoch, still gets the readable search's value."""
    model = MODELS["connections"]
    checked = 0
    for paid_to in ("cards", "trick"):
        state = _connections_ending(14, 4, paid_to)
        pos = model.position(state, state.current_player())
        hands = list(pos.hands)
        for i, j in ((0, 3), (2, 1)):
            for c in cards_of(hands[i] & int(pos.params[connections.CONNECTION_MASK])):
                for d in cards_of(hands[j]):
                    if d // 13 != c // 13:
                        continue
                    other = list(hands)
                    other[i] = hands[i] & ~(1 << c) | 1 << d
                    other[j] = hands[j] & ~(1 << d) | 1 << c
                    swapped = dataclasses.replace(pos, hands=tuple(other))
                    epoch = values.new_epoch()
                    values.Tests(pos, model, epoch=epoch).value()
                    shared = values.Tests(swapped, model, epoch=epoch).value()
                    expected = search.solve(swapped, line=False).value
                    assert shared + Play(swapped, model).value() == expected
                    checked += 1
    assert checked >= 4


def test_a_failed_card_stands_for_its_class_below_the_lowest_deciding_card():
    """A failed card stands for the cards of its suit and class that lie with it below the
    lowest card of the suit whose rank decided its search (the whole suit where none did), for
    none where it lies at or above that card, and for none of a class the table fixes."""
    suit = 0xFFFF << 16
    blank, loose = np.int64(0xF << 16), np.int64(0x1F0 << 16)
    fixed = ~(blank | loose)
    decided = np.int64(1 << 22 | 1 << 40)
    assert zerowindow.siblings(17, decided, fixed, blank, loose) == 0xF << 16
    assert zerowindow.siblings(20, decided, fixed, blank, loose) == 0x30 << 16
    assert zerowindow.siblings(17, np.int64(1 << 18), fixed, blank, loose) == 0x3 << 16
    assert zerowindow.siblings(19, np.int64(1 << 18), fixed, blank, loose) == 0
    assert zerowindow.siblings(22, decided, fixed, blank, loose) == 0
    assert zerowindow.siblings(17, np.int64(1 << 40), fixed, blank, loose) == 0xF << 16
    assert zerowindow.siblings(25, np.int64(1 << 40), fixed, blank, loose) == 0
    solo = np.int64(1 << 18)
    assert zerowindow.siblings(20, decided, solo, np.int64(0), np.int64(0)) == \
        suit & ~(1 << 18) & ((1 << 22) - 1)
    assert zerowindow.siblings(18, decided, solo, np.int64(0), np.int64(0)) == 0


def _tested_card_values(pos, model):
    """Every legal card's value by the zero-window tests themselves (the Whist family's too),
    each card's position tested from its own root, all in one epoch."""
    play = Play(pos, model)
    base = play.value()
    epoch = values.new_epoch()
    out = {}
    for card in cards_of(play.legal()):
        gain, undo = play.play(card)
        child = play.position()
        play.undo(undo)
        out[card] = base + gain + values.Tests(child, model, epoch=epoch).value()
    return out


@pytest.mark.parametrize("game", ["boston", "connections", "tresette"])
def test_a_failed_cards_low_siblings_fail_too(game):
    """Once a card has failed, the mover's cards of its suit and class that lie with it below
    the lowest card of the suit whose rank decided its search are not searched: they fail
    too. Every card's value equals the readable search's on endings of four tricks with 0 to
    3 cards of the trick down, under the options that change the classes, in the games whose
    table leaves some cards free (one class; Tresette's blank cards and figures)."""
    model = MODELS[game]
    for i, ending in enumerate(_endings(game, 4, range(8))):
        for down in range(4):
            state = ending.clone()
            while len(model.position(state, state.current_player()).trick) != down:
                actions = state.legal_actions()
                state.apply_action(actions[i % len(actions)])
            pos = model.position(state, state.current_player())
            assert _tested_card_values(pos, model) == search.card_values(pos)


def _helper_making_an_array(n):
    """A model helper that makes an array (as Connections' quick tricks do)."""
    held = np.zeros(n, dtype=np.int64)
    held[0] = n
    return held[0]


def test_a_helper_keeps_numbas_runtime_under_an_uncounted_kernel():
    """A model's compiled helper may make an array even when a caller compiled without numba's
    runtime (as the zero-window test is, :func:`~gamelib.solver.play.kernel.bound_kernel`) is
    the first to call it: the helper does not take its caller's flags."""
    numba = pytest.importorskip("numba")
    from gamelib.solver.play.kernel import compiled

    helper = compiled(_helper_making_an_array)
    caller = numba.njit(nogil=True, _nrt=False)(lambda n: helper(n))
    assert caller(3) == 3
