"""Tresette's card play as the generic search reads it: the model equals the game on random
deals, a world keeps what the seat knows and reads nothing else, and numba compiles the rules."""

import collections
import itertools

import numba
import numpy as np
import pytest
from play_checks import arrays, card_mask, legal_mask

from gamelib import IllegalAction, get_game
from gamelib.core.cards import Card, CardSet
from gamelib.core.engine import RandomPlayer
from gamelib.games.tresette import card_points
from gamelib.solver.play import tresette as model
from gamelib.solver.play.model import MODELS

DEALS = 12   # random deals per set of options; the whole file runs in seconds
OPTIONS = [{"zurufen": True}, {"zurufen": False}, {"zurufen": True, "two_on_three": True},
           {"zurufen": False, "two_on_three": True, "sets": "honours", "sevens": "newer"}]


def played_deals(options, deals=DEALS):
    """(game, dealer, dealt hands, actions, states before each action) of random one-deal
    sittings, every seat played by a seeded random player (declarations included)."""
    game = get_game("tresette", deals=1, **options)
    for seed in range(deals):
        dealer = seed % 4
        state = game.new_initial_state(seed=seed, dealer=dealer)
        dealt = [str(h) for h in state.deal.dealt]
        player = RandomPlayer(100 + seed)
        actions, states = [], []
        while not state.is_terminal():
            states.append(state.clone())
            action = player(state)
            actions.append(action)
            state.apply_action(action)
        yield game, dealer, dealt, actions, states + [state]


@pytest.mark.parametrize("options", OPTIONS)
def test_the_legal_cards_are_the_games(options):
    """At every card the model allows exactly the cards the game allows: the suit led while one
    holds it, the two on the partner's three under two_on_three.
    [engelmann:tresette.follow, engelmann:tresette.try-three]"""
    for *_, states in played_deals(options):
        for state in states:
            if not model.in_play(state):
                continue
            assert legal_mask(model, model.position(state, 0)) == \
                card_mask(state.legal_actions())


@pytest.mark.parametrize("options", OPTIONS[:2])
def test_each_trick_goes_to_the_games_taker_with_the_games_points(options):
    """The highest card of the suit led takes the trick; the thirds it scores (figures a third,
    aces and the last trick a point) add up to what the game lays for the company.
    [engelmann:tresette.order, engelmann:tresette.card-points]"""
    for *_, states in played_deals(options):
        points = np.zeros(4, dtype=np.int64)
        for before, after in itertools.pairwise(states):
            if len(after.deal.tricks) == len(before.deal.tricks):
                continue
            leader, cards, winner = after.deal.tricks[-1]
            last = 1 if len(after.deal.tricks) == 10 else 0
            taker = model.close(model.rule_params(False), np.array(cards, dtype=np.int64),
                                leader, last, points)
            assert taker == winner
            for company in (0, 1):
                won = card_points(c for _, cards, w in after.deal.tricks if w % 2 == company
                                  for c in cards)
                laid = won.figures + 3 * won.aces + 3 * last * (company == winner % 2)
                assert points[company] + points[company + 2] == laid


@pytest.mark.parametrize("options", OPTIONS[:2])
def test_the_closed_play_values_the_games_card_points_in_thirds(options):
    """The value for a seat is his company's card points minus the other's, in thirds, the odd
    figures counting nothing as the game counts them. [engelmann:tresette.card-points]"""
    for *_, states in played_deals(options):
        last_card = next(s for s in reversed(states) if model.in_play(s))
        end = states[-1]
        for seat in range(4):
            position = model.position(last_card, seat)
            _, trick = arrays(position)
            trick[3] = next(iter(CardSet(position.hands[position.to_play])))
            points = np.array(position.points, dtype=np.int64)
            model.close(position.params, trick, position.leader, 1, points)
            model.final(position.params, np.array(position.won), points)
            value = sum(w * p for w, p in zip(position.weights, points))
            counted = end.deal.points
            assert value == 3 * (counted[seat % 2].points - counted[1 - seat % 2].points)


def test_the_position_is_valued_for_the_seats_company():
    """Seats 0 and 2 are one company, 1 and 3 the other; a company maximises its own points.
    [engelmann:tresette.partners]"""
    state = get_game("tresette", zurufen=False).new_initial_state(seed=1)
    for seat in range(4):
        position = model.position(state, seat)
        assert position.weights == tuple(1 if p % 2 == seat % 2 else -1 for p in range(4))
        assert position.maximiser == tuple(p % 2 == seat % 2 for p in range(4))
        assert position.leader == state.deal.vorhand and position.seats == (0, 1, 2, 3)


def test_the_call_is_no_card_of_the_play():
    """With calls the Vorhand first calls a suit: no card is played yet, so no position is read.
    [engelmann:tresette.calls]"""
    state = get_game("tresette").new_initial_state(seed=1)
    assert not model.in_play(state)
    with pytest.raises(ValueError, match="'call' phase"):
        model.position(state, 0)
    with pytest.raises(ValueError, match="'call' phase"):
        model.world(state, 0, np.random.default_rng(0))


def test_in_play_is_when_a_card_may_be_played():
    """The card play is under way exactly when the next action may be a card (a declaration is
    said with a card). [engelmann:tresette.declare-time]"""
    for *_, states in played_deals(OPTIONS[0], deals=4):
        for state in states:
            assert model.in_play(state) == any(a.kind == "card" for a in state.legal_actions())


def replayed(game, dealer, dealt, actions):
    """The game dealt ``dealt`` and played ``actions``; IllegalAction if they cannot be."""
    state = game.new_initial_state(seed=0, dealer=dealer, hands=dealt)
    for action in actions:
        state.apply_action(action)
    return state


def dealt_in(position, state):
    """The hands the world's players were dealt: what they hold and what they played."""
    hands = [CardSet(h) for h in position.hands]
    for leader, cards, _ in state.deal.tricks + [(state.leader, state.trick, None)]:
        for i, card in enumerate(cards):
            hands[(leader + i) % 4] = hands[(leader + i) % 4].add(card)
    return [str(h) for h in hands]


@pytest.mark.parametrize("options", OPTIONS)
def test_a_world_could_have_been_dealt(options):
    """A world keeps the seat's hand and every card played; dealt so, the same actions are legal
    (voids, declarations, the two on a three) and the seat is told the same things, the called
    suit shown included. [engelmann:tresette.follow, engelmann:tresette.declare,
    engelmann:tresette.calls, engelmann:tresette.try-three]"""
    for game, dealer, _, actions, states in played_deals(options, deals=8):
        for n in range(0, len(states) - 1, 3):
            state = states[n]
            if not model.in_play(state):
                continue
            seat = n % 4
            world = model.world(state, seat, np.random.default_rng(n))
            assert world.hands[seat] == state.hands[seat].mask
            assert [h.bit_count() for h in world.hands] == [len(h) for h in state.hands]
            again = replayed(game, dealer, dealt_in(world, state), actions[:n])
            assert again.information(seat) == state.information(seat)


@pytest.mark.parametrize("options", OPTIONS)
def test_a_world_is_dealt_at_every_card_for_every_seat(options):
    """Whatever the seat has seen, some deal agrees with it, and a world is found: the seat's
    hand kept, every other hand its size."""
    for game, *_, states in played_deals(options, deals=6):
        for state in states:
            if not model.in_play(state):
                continue
            for seat in range(4):
                world = model.world(state, seat, np.random.default_rng(seat))
                assert world.hands[seat] == state.hands[seat].mask
                assert [h.bit_count() for h in world.hands] == [len(h) for h in state.hands]


def test_declared_cards_are_kept_in_every_world():
    """A Napolitaine declared stays in the declarer's world hand without the king after it;
    three threes declared are exactly three, the missing one any unseen three.
    [engelmann:tresette.declare, engelmann:tresette.napolitana]"""
    hands = ["KS QS JS 7S 6S 5S 4S KH QH JH", "3S 2S AS 3H 3D 2H AH 7H 6H 5H",
             "4H 2D AD KD QD JD 7D 6D 5D 4D", "3C 2C AC KC QC JC 7C 6C 5C 4C"]
    state = get_game("tresette", zurufen=False).new_initial_state(seed=0, hands=hands)
    state.apply_action("declare three threes")
    state.apply_action("declare napolitaine in S")
    state.apply_action("3H")
    threes_left = set()
    for seed in range(20):
        world = CardSet(model.world(state, 2, np.random.default_rng(seed)).hands[1])
        assert CardSet("3S 2S AS").mask & ~world.mask == 0 and Card("KS") not in world
        held = [c for c in world if c.rank == "3"]
        assert len(held) == 2 and Card("3S") in held
        threes_left |= set(held) - {Card("3S")}
    assert threes_left == {Card("3D"), Card("3C")}


def test_a_world_reads_no_hidden_card():
    """Two deals that differ only in cards the seat has not seen give him the same worlds."""
    for game, dealer, dealt, actions, states in played_deals(OPTIONS[1], deals=6):
        n = 17
        seat, state = n % 4, states[n]
        others = [p for p in range(4) if p != seat]
        swapped = None
        for a in state.hands[others[0]]:
            for b in state.hands[others[1]]:
                if a.suit == b.suit and swapped is None:
                    hands = [CardSet(h) for h in dealt]
                    hands[others[0]] = hands[others[0]].remove(a).add(b)
                    hands[others[1]] = hands[others[1]].remove(b).add(a)
                    try:
                        twin = replayed(game, dealer, [str(h) for h in hands], actions[:n])
                    except IllegalAction:
                        continue
                    if twin.information(seat) == state.information(seat):
                        swapped = twin
        assert swapped is not None and swapped.hands != state.hands
        for seed in range(3):
            assert model.world(state, seat, np.random.default_rng(seed)) \
                .hands == model.world(swapped, seat, np.random.default_rng(seed)).hands


def test_a_world_is_seeded():
    """The same seed deals the same world; another seed may deal another."""
    state = get_game("tresette", zurufen=False).new_initial_state(seed=4)
    worlds = {model.world(state, 2, np.random.default_rng(seed)).hands for seed in range(5)}
    assert len(worlds) > 1
    assert model.world(state, 2, np.random.default_rng(9)).hands == \
        model.world(state, 2, np.random.default_rng(9)).hands


def test_the_unseen_cards_are_dealt_uniformly_among_the_deals_allowed():
    """Every deal that gives each player his number of cards, his forced cards and only cards he
    may hold comes alike: counted exactly, then 200 draws of each expected, every one within
    four standard deviations (about 14); no other deal comes."""
    unseen, sizes = 0b11111111, [0, 3, 3, 2]
    must = [0, 0, 0, 1 << 7]
    allowed = [0, unseen & ~0b111, unseen & ~(1 << 5), unseen]
    deals = set()
    for owners in itertools.product((1, 2, 3), repeat=7):
        hands = [0, 0, 0, 1 << 7]
        for card, owner in enumerate(owners):
            hands[owner] |= 1 << card
        if all(h.bit_count() == sizes[p] and h & ~allowed[p] == 0 for p, h in enumerate(hands)
               if p):
            deals.add(tuple(hands))
    rng = np.random.default_rng(3)
    drawn = collections.Counter(tuple(model.deal_unseen(rng, unseen, sizes, must, allowed, "test"))
                                for _ in range(200 * len(deals)))
    assert set(drawn) == deals
    assert all(abs(n - 200) <= 57 for n in drawn.values())


def test_the_rules_compile_with_numba_and_agree():
    """legal, close and final give the same answers compiled by numba as in plain Python."""
    legal, close, final = (numba.njit(f) for f in (model.legal, model.close, model.final))
    for _, _, _, _, states in played_deals(OPTIONS[2], deals=3):
        for state in states:
            if not model.in_play(state):
                continue
            position = model.position(state, 1)
            hands, trick = arrays(position)
            k, leader = len(position.trick), position.leader
            params = position.params
            assert legal(params, hands, trick, k, leader, position.to_play) == \
                model.legal(params, hands, trick, k, leader, position.to_play)
            if k == 3:
                trick[3] = next(iter(CardSet(position.hands[position.to_play])))
                plain, compiled = np.array(position.points), np.array(position.points)
                assert close(params, trick, leader, 1, compiled) == \
                    model.close(params, trick, leader, 1, plain)
                final(params, np.array(position.won), compiled)
                model.final(params, np.array(position.won), plain)
                assert list(compiled) == list(plain)


def test_a_seat_not_at_the_table_is_refused():
    """Four seats play Tresette, 0 to 3. [engelmann:tresette.partners]"""
    state = get_game("tresette", zurufen=False).new_initial_state(seed=1)
    for seat in (4, -1, "0"):
        with pytest.raises(ValueError, match="is no seat"):
            model.position(state, seat)
        with pytest.raises(ValueError, match="is no seat"):
            model.world(state, seat, np.random.default_rng(0))


def test_before_anything_is_seen_each_card_lies_in_each_other_hand_alike():
    """At the first card, no call and no declaration made, a card the seat cannot see lies in
    each of the three other hands a third of the time: 300 worlds, 100 expected in each hand,
    within four standard deviations (8.2 each)."""
    state = get_game("tresette", zurufen=False).new_initial_state(seed=5)
    hidden = next(iter(state.hands[1]))
    counts = [0, 0, 0, 0]
    for seed in range(300):
        hands = model.world(state, 0, np.random.default_rng(seed)).hands
        counts[next(p for p in range(4) if hands[p] >> hidden & 1)] += 1
    assert counts[0] == 0 and all(abs(c - 100) <= 33 for c in counts[1:])


def test_the_model_is_registered():
    """Importing the module registers Tresette's card play for the search."""
    assert MODELS["tresette"] is model.MODEL
