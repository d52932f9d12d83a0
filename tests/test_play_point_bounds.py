"""The sure bounds of the card-point games' play models (Tresette, Piquesept, Connections): at
a trick's start the value still to come lies within them, checked against the readable search
(which reads no bounds) on endings of every length and the options that change the value; and
the zero-window search that prunes with them equals the readable search on longer endings."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from gamelib.core.cards import Card
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
    search's, less the points already scored; Tresette's raw thirds, as its bounds count
    them) is neither under the lower nor over the upper, from the last two tricks to four.
    [engelmann:tresette.card-points, engelmann:piquesept.values,
    engelmann:connections.payouts]"""
    model = MODELS[game]
    searched = values.searched(model, True)
    checked = 0
    for tricks in (2, 3, 4):
        for pos in _trick_starts(game, tricks, range(6)):
            play = Play(pos, model)
            window = np.zeros(3, dtype=np.int64)
            model.bounds(play.params, play.hands, play.leader, play.won, play.points,
                         play.weights, np.array(play.maximiser, dtype=np.int64), window)
            rest = search.solve(pos, line=False, model=searched).value - play.value()
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


def test_connections_most_tricks_sure_by_the_seat_s_cashing_tricks():
    """Connections: where the seat's cashing tricks (his trumps and his cards above all of the
    others' in their suits, when he leads or can come to the lead, none of the others can trump
    or draws their trumps first, and they hold no connection between them) put him past every
    other player's tricks, were that player to take all the rest, the value still to come
    reaches the most tricks' 6 pfennig (the readable search's).
    [engelmann:connections.most-tricks, engelmann:connections.trick-winner]"""
    model = MODELS["connections"]
    fired = led = 0
    for tricks in (2, 3, 4):
        for start in _trick_starts("connections", tricks, range(60)):
            for seat in range(start.n):
                pos = replace(start, weights=tuple(int(p == seat) for p in range(start.n)),
                              maximiser=tuple(p == seat for p in range(start.n)))
                fired, led = _cashed(model, pos, seat, tricks, fired, led)
    assert fired >= 10 and 0 < led < fired


def _cashed(model, pos, seat, tricks, fired, led):
    play = Play(pos, model)
    cards = 0
    for hand in play.hands:
        cards |= int(hand)
    quick, _ = connections.quick_tricks(play.params, play.hands, play.leader, seat,
                                        np.int64(cards))
    if not quick or any(play.won[p] + tricks - quick >= play.won[seat] + quick
                        for p in range(play.n) if p != seat):
        return fired, led
    rest = search.solve(pos, line=False).value - play.value()
    assert rest >= int(pos.params[connections.MOST]), (seat, tricks, rest, quick)
    return fired + 1, led + (play.leader == seat)


def test_connections_every_seat_s_value_equals_the_readable_search():
    """Connections: every card's value for each seat, on lead or not, by the zero-window search
    (its bounds cutting, the cards they read fixed in the table's entries) equals the readable
    search's on endings of four tricks, under both payments of a connection."""
    model = MODELS["connections"]
    checked = 0
    for options in [None, *OPTIONS["connections"]]:
        for seed in range(12):
            state = reference.ending("connections", seed, 4, options)
            for seat in range(state.game.num_players):
                pos = model.position(state, seat)
                assert values.card_values(pos)[0] == search.card_values(pos), (seed, seat)
                checked += 1
    assert checked == 96


def test_connections_a_connection_card_followed_to_is_no_cashing_trick():
    """Connections: following suit, the seat's top card of the suit led is no sure trick when
    it is a connection card whose other card the others hold: played before it off suit, the
    other card makes the connection, and the trick goes to its first card (here the king of
    hearts after the ace of spades: the seat keeps only his trump's trick, ties and draws
    nothing). [engelmann:connections.trick-winner, engelmann:connections.card-right]"""
    model = MODELS["connections"]
    base = model.position(reference.ending("connections", 0, 2, None), 0)
    hands = [sum(1 << int(Card(c)) for c in cards.split())
             for cards in ("KH 2D", "5H 3C", "AS 4C", "6H 5C")]
    pos = replace(base, hands=tuple(hands), leader=1, trick=(), won=(2, 2, 2, 0),
                  points=(0, 0, 0, 0))
    play = Play(pos, model)
    quick, _ = connections.quick_tricks(play.params, play.hands, play.leader, 0,
                                        np.int64(sum(hands)))
    assert quick == 1
    assert search.solve(pos, line=False).value == 0


def _unbeaten(play, seat, trump):
    """The most trumps one other player holds that the seat's higher trumps cannot beat, one
    each."""
    most = 0
    for p in range(play.n):
        if p == seat:
            continue
        free = count = 0
        for c in range(13 * trump, 13 * trump + 13):
            if (int(play.hands[seat]) >> c) & 1:
                free += 1
            elif (int(play.hands[p]) >> c) & 1:
                if free:
                    free -= 1
                else:
                    count += 1
        most = max(most, count)
    return most


def test_connections_no_most_tricks_past_the_others_unbeaten_trumps():
    """Connections: each trump of another player that the seat's higher trumps cannot beat (one
    each) falls in a trick of its own that the seat does not take; where the tricks left less
    those leave the seat short of some other player's tricks, though all of them would not, he
    draws no 6 pfennig: with no connection still whole, the value still to come and the upper
    bound are nothing.
    [engelmann:connections.most-tricks, engelmann:connections.trump]"""
    model = MODELS["connections"]
    fired = 0
    for tricks in (2, 3):
        for start in _trick_starts("connections", tricks, range(60)):
            play = Play(start, model)
            trump = int(start.params[connections.TRUMP_SUIT])
            cards = 0
            for hand in play.hands:
                cards |= int(hand)
            if any((cards >> a) & 1 and (cards >> b) & 1 for a, b, *_ in
                   start.params[connections.PAIRS:].reshape(-1, 4)):
                continue
            for seat in range(start.n):
                others = [play.won[p] for p in range(start.n) if p != seat]
                short = tricks - _unbeaten(play, seat, trump)
                if max(others) >= play.won[seat] + tricks or \
                        max(others) < play.won[seat] + short:
                    continue
                pos = replace(start, weights=tuple(int(p == seat) for p in range(start.n)),
                              maximiser=tuple(p == seat for p in range(start.n)))
                seated = Play(pos, model)
                window = np.zeros(3, dtype=np.int64)
                model.bounds(seated.params, seated.hands, seated.leader, seated.won,
                             seated.points, seated.weights,
                             np.array(seated.maximiser, dtype=np.int64), window)
                rest = search.solve(pos, line=False).value - seated.value()
                assert window[1] == rest == 0, (seat, tricks, rest, tuple(window))
                fired += 1
    assert fired >= 10, fired
