"""The sure bounds of the card-point games' play models (Tresette, Piquesept, Connections): at
a trick's start the value still to come lies within them, checked against the readable search
(which reads no bounds) on endings of every length and the options that change the value; and
the zero-window search that prunes with them equals the readable search on longer endings."""

from __future__ import annotations

import numpy as np
import pytest

from gamelib.solver.play import MODELS, connections, reference, search, values
from gamelib.solver.play.search import Play

GAMES = ["connections", "piquesept", "tresette"]
#: The options that change each model's value, beside its defaults.
OPTIONS = {
    "tresette": [{"two_on_three": True}],
    "piquesept": [{"sides": "each"}, {"players": 3}],
    "connections": [{"paid_to": "trick"}],
}


def _trick_starts(game, tricks, seeds):
    model = MODELS[game]
    for options in [None, *OPTIONS[game]]:
        for seed in seeds:
            state = reference.ending(game, seed, tricks, options)
            while model.in_play(state) and len(model.position(state, 0).trick):
                state.apply_action(state.legal_actions()[0])
            if model.in_play(state):
                yield model.position(state, state.current_player())


@pytest.mark.parametrize("game", GAMES)
def test_the_value_still_to_come_lies_within_the_bounds(game):
    """The model's bounds are sure: the exact value of the rest of the play (the readable
    search's, less the points already scored) is neither under the lower nor over the upper,
    from the last two tricks to four. [engelmann:tresette.card-points,
    engelmann:piquesept.values, engelmann:connections.payouts]"""
    model = MODELS[game]
    checked = 0
    for tricks in (2, 3, 4):
        for pos in _trick_starts(game, tricks, range(6)):
            play = Play(pos, model)
            window = np.zeros(3, dtype=np.int64)
            model.bounds(play.params, play.hands, play.leader, play.won, play.points,
                         play.weights, np.array(play.maximiser, dtype=np.int64), window)
            rest = search.solve(pos, line=False).value - play.value()
            assert window[0] <= rest <= window[1], (tricks, rest, tuple(window))
            checked += 1
    assert checked >= 30


@pytest.mark.parametrize("game", GAMES)
def test_the_pruned_search_equals_the_readable_search(game):
    """With the bounds cutting, every card's value on endings of five tricks equals the
    readable search's (the specification), under the options that change the value."""
    model = MODELS[game]
    for options in [None, *OPTIONS[game]]:
        for seed in range(2):
            state = reference.ending(game, seed, 5, options)
            pos = model.position(state, state.current_player())
            assert values.card_values(pos)[0] == search.card_values(pos)


def test_connections_most_tricks_sure_by_the_seat_s_top_trumps():
    """Connections: where the seat's sure trump tricks (his trumps less those the others'
    higher trumps can beat, one each) put him past every other player's tricks, were that
    player to take all the rest, the lower bound is the most tricks' 6 pfennig, and the value
    still to come reaches it (the readable search's). [engelmann:connections.most-tricks]"""
    model = MODELS["connections"]
    fired = 0
    for tricks in (2, 3, 4):
        for pos in _trick_starts("connections", tricks, range(40)):
            play = Play(pos, model)
            window = np.zeros(3, dtype=np.int64)
            model.bounds(play.params, play.hands, play.leader, play.won, play.points,
                         play.weights, np.array(play.maximiser, dtype=np.int64), window)
            if window[0] == 0:
                continue
            assert window[0] == int(pos.params[connections.MOST])
            rest = search.solve(pos, line=False).value - play.value()
            assert rest >= window[0], (tricks, rest, tuple(window))
            fired += 1
    assert fired >= 5
