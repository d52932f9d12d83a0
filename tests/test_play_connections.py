"""Connections' card play as the generic search reads it, tested equal to the game itself."""

import numba
import numpy as np
import pytest
from play_checks import arrays, card_mask, ledger_minimax, legal_mask, same_world, swap_one_card

from gamelib.core.cards import Card
from gamelib.games.connections import CASSE, CONNECTION_CARDS, ConnectionsGame, completed
from gamelib.solver.play import connections as model
from gamelib.solver.play import reference
from gamelib.solver.play.model import MODELS

DEALS = 25         # deals per rule set in the equality tests (raise it here for a longer run)
RULES = [(4, "cards"), (4, "trick"), (3, "cards"), (3, "trick")]


def dealt(seed: int, players: int = 4, paid_to: str = "cards", hands=None):
    game = ConnectionsGame(players=players, paid_to=paid_to)
    return game.new_initial_state(seed=seed, eldest=seed % players, hands=hands)


def drawn(state, seat: str) -> int:
    """What ``seat`` drew from the Casse in the deal, as the ledger records it."""
    return sum(e.amounts.get(seat, 0) for e in state.entries() if e.amounts.get(CASSE, 0) < 0)


def play_checked(state, rng):
    """Play the deal out with random legal cards, checking the model's legal cards at every card
    and its taker and pfennig at every trick; returns the model's pfennig and last position."""
    points = np.zeros(state.game.num_players, dtype=np.int64)
    while model.in_play(state):
        pos = model.position(state, 0)
        assert pos.points == tuple(points)
        assert legal_mask(model, pos) == card_mask(state.legal_actions())
        _, trick = arrays(pos)
        k = len(pos.trick)
        actions = state.legal_actions()
        action = actions[rng.integers(len(actions))]
        before = len(state.tricks)
        trick[k] = int(action.value)
        state.apply_action(action)
        if len(state.tricks) > before:
            taker = model.close(pos.params, trick, pos.leader, int(state.done), points)
            assert taker == state.tricks[-1].winner
            assert tuple(points) == model.drawn_so_far(state)
    return points, pos


@pytest.mark.parametrize(("players", "paid_to"), RULES)
def test_legal_cards_takers_and_connections_equal_the_game(players, paid_to):
    """At every card the model allows the cards the game allows (suit followed, a connection
    card always, a trump once a connection lies on the table); at every trick it names the
    game's taker (the first card of a connection unless trumped) and the connections' money.
    [engelmann:connections.whist, engelmann:connections.card-right,
    engelmann:connections.trump-right, engelmann:connections.trick-winner,
    engelmann:connections.payouts]"""
    connections = 0
    for seed in range(DEALS):
        state = dealt(seed, players, paid_to)
        play_checked(state, np.random.default_rng(seed))
        connections += len(state.connection_lines())
    assert connections > 0


@pytest.mark.parametrize(("players", "paid_to"), RULES)
def test_value_is_the_seats_own_pfennig_from_the_casse(players, paid_to):
    """After the last trick and the most tricks' 6 pfennig (nobody's when the most are equal),
    each seat's value is what the ledger shows he drew from the Casse in the deal.
    [engelmann:connections.payouts, engelmann:connections.most-tricks]"""
    ties = 0
    for seed in range(DEALS):
        state = dealt(seed, players, paid_to)
        points, _ = play_checked(state, np.random.default_rng(seed))
        model.final(model.params_of(state), np.array(state.won, dtype=np.int64), points)
        ties += state.most_tricks() is None
        for seat, name in enumerate(state.game.seats):
            pos = model.position(dealt(seed, players, paid_to), seat)
            assert sum(w * p for w, p in zip(pos.weights, points)) == drawn(state, name)
    assert 0 < ties < DEALS


def test_each_plays_for_himself_against_the_others():
    """The seat alone maximises his own pfennig; the others together minimise it ("paranoid").
    [engelmann:connections.payouts]"""
    pos = model.position(dealt(1), 2)
    assert pos.weights == (0, 0, 1, 0)
    assert pos.maximiser == (False, False, True, False)


def test_a_connection_in_a_trumped_trick_goes_to_the_trump():
    """A trick holding a connection goes to the first card of the connection, unless a trump is
    played in it. [engelmann:connections.trick-winner]"""
    params = model.params_of(dealt(0))
    trick = np.array([int(Card(c)) for c in ("3S", "AS", "AC", "KS")], dtype=np.int64)
    assert model.close(params, trick, 0, 0, np.zeros(4, dtype=np.int64)) == 1
    trick[3] = int(Card("2D"))
    points = np.zeros(4, dtype=np.int64)
    assert model.close(params, trick, 0, 0, points) == 3
    assert list(points) == [0, 12, 12, 0]


def test_position_refuses_a_finished_deal():
    """Only the card play is a position: a deal that is over is refused with its phase named."""
    state = dealt(2)
    rng = np.random.default_rng(2)
    while not state.done:
        actions = state.legal_actions()
        state.apply_action(actions[rng.integers(len(actions))])
    assert not model.in_play(state)
    with pytest.raises(ValueError, match="done"):
        model.position(state, 0)
    with pytest.raises(ValueError, match="done"):
        model.world(state, 0, rng)


def test_registered():
    """The model is registered under the game's name."""
    assert MODELS["connections"] is model.MODEL


def midway(seed: int, cards: int, players: int = 4):
    state = dealt(seed, players)
    rng = np.random.default_rng(seed)
    for _ in range(cards):
        actions = state.legal_actions()
        state.apply_action(actions[rng.integers(len(actions))])
    return state


def test_world_keeps_what_the_seat_knows():
    """A world keeps the seat's own hand, the cards played, each hand's card count and every void
    shown by a card that was no connection card and no trump on a connection; the unseen cards go
    to the others and to the pack laid aside. [engelmann:connections.deal,
    engelmann:connections.trump-right, engelmann:connections.card-right]"""
    checked_voids = 0
    for seed in range(16):
        players = 3 if seed % 2 else 4
        state = midway(seed, 5 + seed, players)
        seat = seed % players
        pos = model.world(state, seat, np.random.default_rng(seed))
        assert pos.hands[seat] == state.hands[seat].mask
        played = {int(c) for t in state.tricks for c in t.cards} | set(map(int, state.trick.cards))
        union = 0
        for p in range(players):
            assert pos.hands[p].bit_count() == len(state.hands[p])
            assert not any(pos.hands[p] >> c & 1 for c in played)
            assert union & pos.hands[p] == 0
            union |= pos.hands[p]
        for p, suits in enumerate(model.shown_voids(model.public_tricks(state), players)):
            for s in suits:
                checked_voids += 1
                assert state.hands[p].mask & pos.params[model.SUIT_MASKS + s] == 0
                assert pos.hands[p] & pos.params[model.SUIT_MASKS + s] == 0
        assert pos.trick == tuple(int(c) for c in state.trick.cards)
        assert pos.points == model.position(state, seat).points
    assert checked_voids > 0


def test_a_connection_card_or_a_trump_on_a_connection_shows_no_void():
    """A connection card played on another suit, or a trump once a connection lies on the table,
    was the player's right: it shows no void. [engelmann:connections.card-right,
    engelmann:connections.trump-right]"""
    cards = [int(Card(c)) for c in ("AS", "3H", "AC", "2D")]
    assert model.shown_voids([(0, [cards[1], cards[0], cards[2], cards[3]])], 4) == \
        [set(), set(), set(), set()]
    assert model.shown_voids([(0, [cards[1], cards[3]])], 4) == [set(), {1}, set(), set()]


def test_world_reads_nothing_hidden():
    """Two states that differ only in the cards the seat cannot see (the others' hands and the
    pack laid aside) give the same world for the same seed. [engelmann:connections.deal]"""
    for seed in range(6):
        state = midway(seed, 6)
        seat = seed % 4
        other = state.clone()
        a, b = [p for p in range(4) if p != seat][:2]
        card_a, card_b = next(iter(other.hands[a])), next(iter(state.undealt))
        other.hands[a] = other.hands[a].remove(card_a).add(card_b)
        other.undealt = other.undealt.remove(card_b).add(card_a)
        swap_one_card(other, a, b)
        assert other.hands != state.hands
        assert same_world(model, state, other, seat, seed)


def test_world_is_seeded():
    """The same seed deals the same world; other seeds deal others."""
    state = midway(3, 7)
    worlds = [model.world(state, 1, np.random.default_rng(s)).hands for s in (7, 7, 8, 9)]
    assert worlds[0] == worlds[1]
    assert len(set(worlds)) == 3


def test_rule_functions_compile_with_numba_and_agree():
    """legal, close and final compile with numba.njit unchanged and give the plain answers."""
    legal, close, final = (numba.njit(f) for f in (model.legal, model.close, model.final))
    for seed in range(4):
        state = dealt(seed, paid_to="trick" if seed % 2 else "cards")
        rng = np.random.default_rng(seed)
        while not state.done:
            pos = model.position(state, 0)
            hands, trick = arrays(pos)
            k = len(pos.trick)
            assert legal(pos.params, hands, trick, k, pos.leader, pos.to_play) == \
                model.legal(pos.params, hands, trick, k, pos.leader, pos.to_play)
            actions = state.legal_actions()
            action = actions[rng.integers(len(actions))]
            trick[k] = int(action.value)
            if k == pos.n - 1:
                fast, plain = np.zeros(4, dtype=np.int64), np.zeros(4, dtype=np.int64)
                assert close(pos.params, trick, pos.leader, 0, fast) == \
                    model.close(pos.params, trick, pos.leader, 0, plain)
                assert list(fast) == list(plain)
            state.apply_action(action)
        won = np.array(state.won, dtype=np.int64)
        fast, plain = np.zeros(4, dtype=np.int64), np.zeros(4, dtype=np.int64)
        final(pos.params, won, fast)
        model.final(pos.params, won, plain)
        assert list(fast) == list(plain)


def game_minimax(state, seat, maximiser) -> int:
    """The value of the play over the game's own states: what the seat drew from the Casse in
    the deal, as the ledger records it."""
    return ledger_minimax(state, model.in_play, maximiser,
                          lambda end: drawn(end, end.game.seats[seat]))


def test_minimax_over_the_model_equals_minimax_over_the_game():
    """Over the last two tricks, both cards of a connection still in the hands, every line
    of play valued by the model's rule functions gives the minimax value the game's own states
    give, for every seat, three and four players, both ways of paying a connection.
    [engelmann:connections.trick-winner, engelmann:connections.payouts,
    engelmann:connections.most-tricks]"""
    checked = 0
    for seed in range(400):
        players, paid_to = RULES[seed % len(RULES)]
        state = dealt(seed, players, paid_to)
        rng = np.random.default_rng(seed)
        for _ in range(players * (state.game.hand_size - 2) + seed % 2):
            actions = state.legal_actions()   # the connection cards kept back where one may
            kept = [a for a in actions if a.value not in CONNECTION_CARDS] or actions
            state.apply_action(kept[rng.integers(len(kept))])
        if not completed([c for hand in state.hands for c in hand]):
            continue
        checked += 1
        for seat in range(players):
            pos = model.position(state, seat)
            assert reference.model_minimax(pos) == game_minimax(state, seat, pos.maximiser)
        if checked == 8:
            break
    assert checked == 8
