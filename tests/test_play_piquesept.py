"""Piquesept's card play as the generic search reads it: the model equals the game on random
deals, a world keeps what the seat knows and reads nothing else, and numba compiles the rules."""

import itertools

import numba
import numpy as np
import pytest
from play_checks import arrays, card_mask, legal_mask

from gamelib import IllegalAction, get_game
from gamelib.core.cards import Card, CardSet
from gamelib.core.engine import RandomPlayer
from gamelib.games.piquesept import pack_points
from gamelib.solver.play import piquesept as model
from gamelib.solver.play.model import MODELS

DEALS = 12   # random deals per set of options; the whole file runs in seconds
AFTER = "after the first trick"
OPTIONS = [{}, {"players": 3}, {"order": "natural", "high": "ATK", "sides": "each"},
           {"exchange": AFTER, "players": 3, "sides": "each"},
           {"exchange": AFTER, "drawer": "winner"}]


def played_deals(options, deals=DEALS):
    """(game, state at the start, actions, states before each action) of random deals, every
    seat played by a seeded random player."""
    game = get_game("piquesept", **options)
    for seed in range(deals):
        state = game.new_initial_state(seed=seed)
        start = state.clone()
        player = RandomPlayer(200 + seed)
        actions, states = [], []
        while not state.is_terminal():
            states.append(state.clone())
            action = player(state)
            actions.append(action)
            state.apply_action(action)
        yield game, start, actions, states + [state]


@pytest.mark.parametrize("options", OPTIONS)
def test_the_legal_cards_are_the_games(options):
    """At every card the model allows exactly the cards the game allows: the seven led, the
    highest trump or highest card thrown to it, the suit followed or trumped, the holder's
    privilege. [engelmann:piquesept.seven-led, engelmann:piquesept.privilege]"""
    for *_, states in played_deals(options):
        for state in states:
            if not model.in_play(state):
                continue
            assert legal_mask(model, model.position(state, 0)) == \
                card_mask(state.legal_actions())


@pytest.mark.parametrize("options", OPTIONS[:3])
def test_each_trick_goes_to_the_games_taker_with_its_points(options):
    """The highest trump, else the highest card of the suit led, takes the trick and its cards'
    points, the last trick nothing more. [engelmann:piquesept.trump, engelmann:piquesept.values]"""
    for *_, states in played_deals(options):
        position = model.position(next(s for s in states if model.in_play(s)), 0)
        points = np.zeros(position.n, dtype=np.int64)
        for before, after in itertools.pairwise(states):
            if len(after.tricks) == len(before.tricks):
                continue
            trick = after.tricks[-1]
            taker = model.close(position.params, np.array(trick.cards, dtype=np.int64),
                                trick.leader, int(after.is_terminal()), points)
            assert taker == trick.winner
            assert list(points) == [pack_points(t) for t in after.taken]


@pytest.mark.parametrize("options", OPTIONS[:3])
def test_the_closed_play_values_the_games_points_for_the_seats_side(options):
    """The value for a seat is his side's points minus the other side's (the holder alone, or
    each for himself against all), and his side has won with 66 exactly when it is 2 or more.
    [engelmann:piquesept.why, engelmann:piquesept.points]"""
    for game, _, _, states in played_deals(options):
        last_card, end = states[-2], states[-1]
        counted = list(end.details()["points"].values())
        for seat in range(game.num_players):
            position = model.position(last_card, seat)
            _, trick = arrays(position)
            trick[-1] = next(iter(CardSet(position.hands[position.to_play])))
            points = np.array(position.points, dtype=np.int64)
            model.close(position.params, trick, position.leader, 1, points)
            model.final(position.params, np.array(position.won), points)
            value = sum(w * p for w, p in zip(position.weights, points))
            if game.options["sides"] == "holder":
                holder_side = counted[end.holder] - (sum(counted) - counted[end.holder])
                assert value == (holder_side if seat == end.holder else -holder_side)
                assert (end.returns()[seat] < 0) == (value <= -2)
            else:
                assert value == counted[seat] - (sum(counted) - counted[seat])
            assert (end.returns()[seat] > 0) == (value >= 2)


def test_the_blind_draw_is_no_move_of_the_model():
    """The blind exchange is made before the card play the model reads; under the exchange after
    the first trick, that trick is refused. [engelmann:piquesept.blind-draw]"""
    state = get_game("piquesept").new_initial_state(seed=1)
    assert state.phase == "give" and not model.in_play(state)
    with pytest.raises(ValueError, match="'give' phase"):
        model.position(state, 0)
    state = get_game("piquesept", exchange=AFTER).new_initial_state(seed=1)
    assert not model.in_play(state)
    with pytest.raises(ValueError, match="before the blind draw"):
        model.world(state, 0, np.random.default_rng(0))


def replayed(game, start, dealt, drawn, given, actions):
    """The deal dealt ``dealt`` before the exchange, ``drawn`` drawn and ``given`` given, played
    with ``actions``; a ValueError (IllegalAction among them) if it cannot be."""
    options = dict(game.options)
    if game.num_players == 3:
        options["removed_eights"] = tuple(start.removed)
    state = get_game("piquesept", **options).new_initial_state(seed=0, hands=dealt, drawn=drawn)
    for action in actions:
        state.apply_action(f"give {given}" if action.kind == "give" else action)
    return state


def could_be_dealt(game, start, state, seat, hands, actions) -> bool:
    """Whether some blind draw and exchange make ``hands`` (the world's, after the exchange) a
    deal that plays ``actions`` and tells ``seat`` what the game told him."""
    n = game.num_players
    cards = [CardSet(h) for h in hands]
    for trick in state.tricks + [state.trick]:
        for player, card in zip(trick.players(), trick.cards):
            cards[player] = cards[player].add(card)
    drawer, holder = state.drawer, state.holder
    draws = [state.drawn] if seat == drawer else [c for c in cards[drawer] if c != Card("7S")]
    gives = [state.given] if seat in (drawer, holder) else list(cards[holder])
    for drawn, given in itertools.product(draws, gives):
        if drawn == given or given == Card("7S"):
            continue
        dealt = list(cards)
        dealt[drawer] = dealt[drawer].remove(drawn).add(given)
        dealt[holder] = dealt[holder].remove(given).add(drawn)
        try:
            again = replayed(game, start, [str(h) for h in dealt[:n]], drawn, given, actions)
        except ValueError:   # an illegal action, or a draw the deal cannot make
            continue
        if again.information(seat) == state.information(seat):
            return True
    return False


@pytest.mark.parametrize("options", OPTIONS)
def test_a_world_could_have_been_dealt(options):
    """A world keeps the seat's hand and every card played, each hand its size; with some blind
    draw the same actions are legal with it (the throws to the seven, the suits followed or
    trumped) and tell the seat the same things. [engelmann:piquesept.seven-led,
    engelmann:piquesept.privilege, engelmann:piquesept.blind-draw]"""
    for game, start, actions, states in played_deals(options, deals=8):
        for k in range(1, len(states) - 1, 3):
            state = states[k]
            if not model.in_play(state):
                continue
            seat = k % game.num_players
            world = model.world(state, seat, np.random.default_rng(k))
            assert world.hands[seat] == state.hands[seat].mask
            assert [h.bit_count() for h in world.hands] == [len(h) for h in state.hands]
            assert could_be_dealt(game, start, state, seat, world.hands, actions[:k])


@pytest.mark.parametrize("options", OPTIONS)
def test_a_world_is_dealt_at_every_card_for_every_seat(options):
    """Whatever the seat has seen, some deal agrees with it, and a world is found: the seat's
    hand kept, every other hand its size."""
    for game, *_, states in played_deals(options, deals=6):
        for state in states:
            if not model.in_play(state):
                continue
            for seat in range(game.num_players):
                world = model.world(state, seat, np.random.default_rng(seat))
                assert world.hands[seat] == state.hands[seat].mask
                assert [h.bit_count() for h in world.hands] == [len(h) for h in state.hands]


def test_the_card_given_stays_with_the_holder_for_the_drawer():
    """The drawer saw the card he gave the holder for the one drawn: in his worlds the holder
    keeps it until he plays it. [engelmann:piquesept.blind-draw]"""
    for seed in range(10):
        state = get_game("piquesept").new_initial_state(seed=seed)
        state.apply_action(state.legal_actions()[0])
        given, holder, drawer = state.given, state.holder, state.drawer
        for k in range(5):
            assert given in CardSet(model.world(state, drawer, np.random.default_rng(k)).hands[holder])


def test_a_throw_to_the_seven_denies_higher_cards_in_every_world():
    """Who throws a king to the seven has no trump and no higher card: in C's worlds B holds no
    ace and no ten. [engelmann:piquesept.seven-led]"""
    hands = ["7S 7H 8H 7D 8D 7C 8C 9C", "KH QH JH 9H KD QD JD 9D",
             "AS TS KS QS JS 9S 8S AH", "TH AD TD AC TC KC QC JC"]
    state = get_game("piquesept").new_initial_state(seed=0, hands=hands, drawn="9C")
    for action in ("give 9D", "7S", "KH", "AS", "AD"):
        state.apply_action(action)
    for seed in range(20):
        world = CardSet(model.world(state, 2, np.random.default_rng(seed)).hands[1])
        assert not [c for c in world if c.rank in "AT" or c.suit == "S"]


def test_the_drawer_may_hold_the_drawn_card_his_throw_denies():
    """With the exchange after the first trick, B threw his only trump, the eight, to the seven
    and then drew from the holder: in C's worlds B holds one trump above the eight or none,
    never two. [engelmann:piquesept.blind-draw, engelmann:piquesept.seven-led]"""
    hands = ["7S AS TS 7H 8H 7D 8D 7C", "8S 9H TH AH 9D TD AD 8C",
             "KS QS JS KH QH JH KD QD", "9S 9C TC AC KC QC JC JD"]
    state = get_game("piquesept", exchange=AFTER).new_initial_state(seed=0, hands=hands,
                                                                     drawn="AS")
    for action in ("7S", "8S", "KS", "9S", "give 8C"):
        state.apply_action(action)
    high_trumps = set()
    for seed in range(40):
        world = CardSet(model.world(state, 2, np.random.default_rng(seed)).hands[1])
        high_trumps.add(len([c for c in world if c in CardSet("AS TS")]))
    assert high_trumps == {0, 1}


def test_a_world_reads_no_hidden_card():
    """Two deals that differ only in cards the seat has not seen give him the same worlds."""
    checked = 0
    for game, start, actions, states in played_deals(OPTIONS[0], deals=6):
        k = 14
        state, seat = states[k], (states[k].holder + 2) % 4
        others = [p for p in range(4) if p != seat]
        known = {state.drawn, state.given}
        twin = None
        for a, b in itertools.product(state.hands[others[0]], state.hands[others[1]]):
            if twin is not None or a.suit != b.suit or known & {a, b}:
                continue
            dealt = list(start.initial_hands)
            dealt[others[0]] = dealt[others[0]].remove(a).add(b)
            dealt[others[1]] = dealt[others[1]].remove(b).add(a)
            try:
                again = replayed(game, start, [str(h) for h in dealt], state.drawn, state.given,
                                 actions[:k])
            except IllegalAction:
                continue
            if again.information(seat) == state.information(seat):
                twin = again
        if twin is None:
            continue
        checked += 1
        assert twin.hands != state.hands
        for seed in range(3):
            assert model.world(state, seat, np.random.default_rng(seed)).hands == \
                model.world(twin, seat, np.random.default_rng(seed)).hands
    assert checked >= 3


def test_a_world_is_seeded():
    """The same seed deals the same world; another seed may deal another."""
    state = get_game("piquesept").new_initial_state(seed=4)
    state.apply_action(state.legal_actions()[0])
    seat = (state.holder + 2) % 4
    worlds = {model.world(state, seat, np.random.default_rng(seed)).hands for seed in range(5)}
    assert len(worlds) > 1
    assert model.world(state, seat, np.random.default_rng(9)).hands == \
        model.world(state, seat, np.random.default_rng(9)).hands


def test_the_position_is_valued_for_the_seats_side():
    """With sides='holder' the holder plays alone against the others; with 'each' a seat plays
    for himself against all. [engelmann:piquesept.why]"""
    for sides in ("holder", "each"):
        state = get_game("piquesept", sides=sides).new_initial_state(seed=2)
        state.apply_action(state.legal_actions()[0])
        for seat in range(4):
            position = model.position(state, seat)
            if sides == "holder":
                mine = [(p == state.holder) == (seat == state.holder) for p in range(4)]
            else:
                mine = [p == seat for p in range(4)]
            assert position.maximiser == tuple(mine)
            assert position.weights == tuple(1 if m else -1 for m in mine)
            assert position.leader == state.holder and position.seats == (0, 1, 2, 3)


def test_the_rules_compile_with_numba_and_agree():
    """legal, close and final give the same answers compiled by numba as in plain Python."""
    legal, close, final = (numba.njit(f) for f in (model.legal, model.close, model.final))
    for _, _, _, states in itertools.chain(played_deals(OPTIONS[0], deals=2),
                                           played_deals(OPTIONS[3], deals=2)):
        for state in states:
            if not model.in_play(state):
                continue
            position = model.position(state, 1)
            hands, trick = arrays(position)
            k, leader, params = len(position.trick), position.leader, position.params
            assert legal(params, hands, trick, k, leader, position.to_play) == \
                model.legal(params, hands, trick, k, leader, position.to_play)
            if k == position.n - 1:
                trick[k] = next(iter(CardSet(position.hands[position.to_play])))
                plain, compiled = np.array(position.points), np.array(position.points)
                assert close(params, trick, leader, 0, compiled) == \
                    model.close(params, trick, leader, 0, plain)
                final(params, np.array(position.won), compiled)
                model.final(params, np.array(position.won), plain)
                assert list(compiled) == list(plain)


def test_a_seat_not_at_the_table_is_refused():
    """Three players sit at A, B and C. [engelmann:piquesept.pack]"""
    state = get_game("piquesept", players=3).new_initial_state(seed=1)
    state.apply_action(state.legal_actions()[0])
    for seat in (3, -1, "0"):
        with pytest.raises(ValueError, match="is no seat"):
            model.position(state, seat)
        with pytest.raises(ValueError, match="is no seat"):
            model.world(state, seat, np.random.default_rng(0))


def test_the_model_is_registered():
    """Importing the module registers Piquesept's card play for the search."""
    assert MODELS["piquesept"] is model.MODEL
