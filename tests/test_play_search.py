"""The double-dummy search over every trick game's card-play model (gamelib.solver.play):
the readable search and the compiled one against a plain minimax over the game's own states,
and against each other. Every registered model is covered (the tests are parametrised over
MODELS); a small model written here, a three-handed plain-trick game, checks what no game
exercises alone."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from gamelib.solver.play import MODELS, kernel, reference, search
from gamelib.solver.play.model import PlayModel, PlayPosition

GAMES = sorted(MODELS)
#: Seeded endings per game and test; the full size for a longer run.
SEEDS = range(3)


# -- a small model: three hands, the suit led followed, the highest of it takes the trick; each
# -- ace 4, king 3, queen 2, jack 1, the last trick params[0], the most tricks params[1] ---------

def toy_legal(params, hands, trick, k, leader, player):
    hand = hands[player]
    if k == 0:
        return hand
    follow = hand & (8191 << (13 * (trick[0] // 13)))
    if follow != 0:
        return follow
    return hand


def toy_close(params, trick, leader, last, points):
    n = trick.shape[0]
    best = 0
    for i in range(1, n):
        if trick[i] // 13 == trick[0] // 13 and trick[i] < trick[best]:
            best = i
    taker = (leader + best) % n
    score = 0
    for i in range(n):
        if trick[i] % 13 < 4:
            score += 4 - trick[i] % 13
    if last:
        score += params[0]
    points[taker] += score
    return taker


def toy_final(params, won, points):
    top = 0
    for i in range(1, won.shape[0]):
        if won[i] > won[top]:
            top = i
    points[top] += params[1]


TOY = PlayModel("toy", toy_legal, toy_close, toy_final, None, None, None)


def toy_deal(seed: int, size: int = 4, leader: int = 0) -> PlayPosition:
    """A random deal of ``size`` cards to each of three hands, the first hand against the two
    others."""
    cards = np.random.default_rng(seed).permutation(52)[:3 * size]
    hands = tuple(int(sum(1 << int(c) for c in cards[i * size:(i + 1) * size])) for i in range(3))
    return PlayPosition("toy", hands, leader, (), (0, 0, 0), (0, 0, 0), (1, -1, -1),
                        (True, False, False), np.array([3, 5], dtype=np.int64), (0, 1, 2))


def _ending(game: str, seed: int, tricks: int):
    state = reference.ending(game, seed, tricks)
    seat = state.current_player()
    return state, seat, MODELS[game].position(state, seat)


# -- the searches against the game's own states -------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_readable_search_equals_minimax_over_the_game(game):
    """The readable search's value of the last two tricks is the plain minimax over the game's
    own states, valued by the model."""
    for seed in SEEDS:
        state, seat, pos = _ending(game, seed, 2)
        assert search.solve(pos).value == reference.game_minimax(state, seat), seed


@pytest.mark.parametrize("game", GAMES)
def test_card_values_equal_minimax_over_the_game(game):
    """The value after each legal card, readable and compiled, is the plain minimax over the
    game's states after that card."""
    for seed in SEEDS:
        state, seat, pos = _ending(game, seed, 2)
        expected = reference.game_card_values(state, seat)
        assert search.card_values(pos) == expected, seed
        assert kernel.card_values(pos) == expected, seed


@pytest.mark.parametrize("game", GAMES)
def test_compiled_search_equals_readable(game):
    """On the last three tricks the compiled search returns the readable search's value and
    card, having searched the same nodes (one algorithm, one move order)."""
    for seed in SEEDS:
        _, _, pos = _ending(game, 100 + seed, 3)
        readable, compiled = search.solve(pos, line=False), kernel.solve(pos)
        assert (compiled.value, compiled.best_card, compiled.nodes) == (
            readable.value, readable.best_card, readable.nodes), seed


@pytest.mark.parametrize("game", GAMES)
def test_plain_baseline_equals_search(game):
    """The plain alpha-beta baseline (no table, no ordering) finds the search's value."""
    for seed in SEEDS:
        _, _, pos = _ending(game, 200 + seed, 3)
        assert kernel.solve(pos, plain=True).value == kernel.solve(pos).value, seed


@pytest.mark.parametrize("game", GAMES)
def test_best_card_keeps_the_value(game):
    """The best card's value is the position's value, and no legal card does better for the
    player to play."""
    _, _, pos = _ending(game, 7, 3)
    solution, values = kernel.solve(pos), kernel.card_values(pos)
    assert values[solution.best_card] == solution.value
    best = max(values.values()) if pos.maximiser[pos.to_play] else min(values.values())
    assert best == solution.value


# -- the search on the small model -------------------------------------------------------------

def test_search_equals_model_minimax():
    """On whole deals of four cards each, both searches find the plain minimax value."""
    for seed in range(6):
        pos = toy_deal(seed, 4, leader=seed % 3)
        expected = reference.model_minimax(pos, TOY)
        assert search.solve(pos, model=TOY).value == expected
        assert kernel.solve(pos, model=TOY).value == expected


def test_search_from_a_trick_in_progress():
    """A position in the middle of a trick, with points and tricks already scored, is valued
    with them: the search equals the plain minimax there."""
    pos = toy_deal(11, 4)
    play = search.Play(pos, TOY)
    for _ in range(5):  # one trick and two cards of the next
        legal = play.legal()
        play.play((legal & -legal).bit_length() - 1)
    mid = dataclasses.replace(pos, hands=tuple(int(h) for h in play.hands), leader=play.leader,
                              trick=tuple(int(c) for c in play.trick[:play.k]),
                              won=tuple(int(w) for w in play.won),
                              points=tuple(int(x) for x in play.points))
    expected = reference.model_minimax(mid, TOY)
    assert search.solve(mid, model=TOY).value == expected
    assert kernel.solve(mid, model=TOY).value == expected
    assert kernel.card_values(mid, model=TOY) == search.card_values(mid, model=TOY)


def test_principal_line_reaches_the_value():
    """The principal line plays legal cards to the end and scores exactly the value."""
    pos = toy_deal(3, 5)
    solution = search.solve(pos, model=TOY)
    play = search.Play(pos, TOY)
    for card in solution.line:
        assert play.legal() >> card & 1
        play.play(card)
    assert play.cards_left() == 0 and play.value() == solution.value


def test_horizon_is_a_named_heuristic():
    """Past a horizon the rest is valued by the first-card playout, the same in both searches,
    and the solution says it is not exact."""
    pos = toy_deal(5, 5)
    readable, compiled = search.solve(pos, model=TOY, horizon=2, line=False), kernel.solve(
        pos, model=TOY, horizon=2)
    assert not readable.exact and not compiled.exact
    assert (readable.value, readable.nodes) == (compiled.value, compiled.nodes)
    assert kernel.card_values(pos, model=TOY, horizon=2) == search.card_values(
        pos, model=TOY, horizon=2)
    assert search.solve(pos, model=TOY, horizon=5, line=False).exact


def test_node_limit_stops_the_search():
    """A search stopped by its node limit gives no card and says it is not exact."""
    solution = kernel.solve(toy_deal(2, 6), model=TOY, node_limit=50, plain=True)
    assert solution.best_card is None and not solution.exact and solution.nodes == 51


def test_a_card_in_two_hands_is_refused():
    """A position whose hands share a card is no deal: ValueError."""
    pos = toy_deal(1, 3)
    bad = dataclasses.replace(pos, hands=(pos.hands[0], pos.hands[1] | pos.hands[0], pos.hands[2]))
    with pytest.raises(ValueError, match="two hands"):
        search.solve(bad, model=TOY)


def test_a_game_without_a_model_is_refused():
    """The search names a game that registers no model: ValueError."""
    with pytest.raises(ValueError, match="no card-play model is registered for 'toy'"):
        kernel.solve(toy_deal(1, 3))


def test_deepening_solves_exactly_within_its_budget():
    """With nodes enough, the deepening search reaches the end: the exact values, exact."""
    pos = toy_deal(8, 4)
    values, horizon, exact = kernel.deepening_card_values(pos, 10**6, model=TOY)
    assert exact and horizon == 4
    assert values == search.card_values(pos, model=TOY)


def test_deepening_keeps_the_deepest_horizon_completed():
    """On a budget too small for the second trick, the values are those of horizon one (the
    first horizon always completes), marked not exact."""
    pos = toy_deal(8, 5)
    values, horizon, exact = kernel.deepening_card_values(pos, 1, model=TOY)
    assert (horizon, exact) == (1, False)
    assert values == search.card_values(pos, model=TOY, horizon=1)


def test_node_limit_stops_both_searches_alike():
    """The readable and the compiled search stop at the same node under one limit."""
    pos = toy_deal(9, 4)
    for limit in (10, 200, 10**6):
        readable = search.bounded_card_values(pos, node_limit=limit, model=TOY)
        compiled = kernel.bounded_card_values(pos, node_limit=limit, model=TOY)
        assert readable == compiled, limit


def toy_rounding(params, won, points):
    """The first hand's points rounded down to an even number at the end of the play."""
    points[0] -= points[0] % 2


def test_points_leave_the_key_only_where_they_are_only_added_to():
    """The table keys on the points unless close and final only add to them (read from their
    code); with the points in the key or without, the search finds the plain minimax value."""
    rounding = dataclasses.replace(TOY, name="toy-rounding", final=toy_rounding)
    assert not search.points_in_key(TOY)
    assert search.points_in_key(rounding)
    for model in (TOY, rounding):
        for seed in range(3):
            pos = dataclasses.replace(toy_deal(seed, 4), game=model.name)
            expected = reference.model_minimax(pos, model)
            assert search.solve(pos, model=model, line=False).value == expected
            assert kernel.solve(pos, model=model).value == expected


def toy_fewest(params, won, points):
    """The bonus to the hand with the fewest tricks, not the most."""
    low = 0
    for i in range(1, won.shape[0]):
        if won[i] < won[low]:
            low = i
    points[low] += params[1]


def test_a_rule_function_replaced_under_the_same_name_compiles_its_own_kernel():
    """The compiled kernel is cached on disk under a name keyed on the code it runs: a model
    replaced in memory under the same name by another rule function from the same file gets a
    name of its own, and its own values (the readable search's), not the other's kernel."""
    fewest = dataclasses.replace(TOY, final=toy_fewest)
    assert (kernel.kernel_for(TOY).py_func.__qualname__
            != kernel.kernel_for(fewest).py_func.__qualname__)
    pos = toy_deal(3, 4)
    most, least = (kernel.card_values(pos, model=m) for m in (TOY, fewest))
    assert most != least
    assert most == search.card_values(pos, model=TOY)
    assert least == search.card_values(pos, model=fewest)


def test_a_closure_s_cells_key_its_kernel():
    """Two functions of one code that differ only in the value they close over are keyed
    apart; the same function is keyed alike."""
    def bonus(k):
        def final(params, won, points):
            points[0] += k
        return final

    assert kernel.code_digest([bonus(1)]) != kernel.code_digest([bonus(2)])
    assert kernel.code_digest([bonus(1)]) == kernel.code_digest([bonus(1)])


def test_a_model_s_kernel_has_the_same_name_in_every_process():
    """The kernel's cached name is the same in another process (another hash seed): the disk
    cache is found again."""
    import os
    import subprocess
    import sys

    script = ("from gamelib.solver.play import MODELS, kernel; "
              "print(kernel.kernel_for(MODELS['goodhope']).py_func.__qualname__)")
    env = dict(os.environ, PYTHONHASHSEED="12345")
    other = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                           env=env, check=True).stdout.strip()
    assert other == kernel.kernel_for(MODELS["goodhope"]).py_func.__qualname__
