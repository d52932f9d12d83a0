"""Goodhope's card-play model for the double-dummy search: equal to the game on random rounds
(the cards allowed, the taker of each trick, each player's draw and fine), its worlds read only
what a seat has seen, and its rule functions compile with numba unchanged."""

from fractions import Fraction

import numpy as np
import pytest
from play_checks import card_mask

from gamelib import get_game
from gamelib.core.cards import CardSet
from gamelib.solver.play import goodhope as model
from gamelib.solver.play.model import MODELS

ROUNDS = 40  # seeded rounds per test; raise for a longer check


def to_play_phase(state, rng):
    """Random legal actions until the two tricks (or the round's end)."""
    while not state.over and not model.in_play(state):
        legal = state.legal_actions()
        state.apply_action(legal[int(rng.integers(len(legal)))])
    return state


def in_play_states(options=None, seeds=range(ROUNDS)):
    game = get_game("goodhope", **(options or {}))
    for seed in seeds:
        rng = np.random.default_rng(seed)
        state = to_play_phase(game.new_initial_state(seed=seed), rng)
        if model.in_play(state):
            yield state, rng


def play_round(state, rng, seat):
    """Plays the tricks by random legal cards, the model's arrays beside the game: checks every
    legal mask and every taker; returns the model's final points and the position."""
    pos = model.position(state, seat)
    params, n = pos.params, pos.n
    hands = np.array(pos.hands, dtype=np.int64)
    trick = np.zeros(n, dtype=np.int64)
    k = len(pos.trick)
    trick[:k] = pos.trick
    leader = pos.leader
    won = np.array(pos.won, dtype=np.int64)
    points = np.array(pos.points, dtype=np.int64)
    while model.in_play(state):
        player = (leader + k) % n
        assert pos.seats[player] == state.current_player()
        actions = state.legal_actions()
        assert int(model.legal(params, hands, trick, k, leader, player)) == card_mask(actions)
        card = actions[int(rng.integers(len(actions)))].value
        before = dict(state.tricks_won)
        state.apply_action(f"play {card}")
        hands[player] &= ~(1 << int(card))
        trick[k] = int(card)
        k += 1
        if k == n:
            taker = int(model.close(params, trick, leader, 0, points))
            taken = [s for s in before if state.tricks_won[s] > before[s]]
            assert taken == [pos.seats[taker]]
            won[taker] += 1
            leader, k = taker, 0
    model.final(params, won, points)
    assert list(won) == [state.tricks_won[s] for s in pos.seats]
    return pos, points


OPTIONS = [{}, {"players": 6}, {"players": 3, "dealer_plays": True},
           {"players": 5, "must_trump": True}, {"players": 5, "must_follow": False}]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items())
                         or "default")
def test_legal_cards_and_the_taker_are_the_games(options):
    """The highest trump takes the trick, else the highest card of the suit led; suit is
    followed (and trumped) as the game's options say (engelmann:goodhope.play)."""
    rounds = 0
    for state, rng in in_play_states(options):
        play_round(state, rng, state.playing[0])
        rounds += 1
    assert rounds > 0


@pytest.mark.parametrize("options", OPTIONS[:3], ids=lambda o: ",".join(
    f"{k}={v}" for k, v in o.items()) or "default")
def test_the_value_is_the_seats_draw_less_his_fine_in_quarters_of_the_pot(options):
    """The tricks decide each player's draw from the pot and his fine into it, parts of the pot
    by his announcement (engelmann:goodhope.both-tricks, engelmann:goodhope.one-trick-each,
    engelmann:goodhope.good-hope-failed, engelmann:goodhope.hope-failed,
    engelmann:goodhope.silent-failed)."""
    paid = 0
    for state, rng in in_play_states(options):
        seat = state.playing[int(rng.integers(len(state.playing)))]
        pot = state.pot()
        before = state.returns()
        pos, points = play_round(state, rng, seat)
        after = state.returns()
        for j, s in enumerate(pos.seats):
            assert Fraction(after[s]).limit_denominator() - Fraction(before[s]).limit_denominator() \
                == points[j] * pot / 4
        value = sum(int(w) * int(p) for w, p in zip(pos.weights, points))
        assert value == points[pos.seats.index(seat)]
        paid += any(points)
    assert paid > 0


def test_each_announcement_prices_the_tricks():
    """Both tricks draw the pot after Good Hope, half after Hope, a quarter silent; one trick a
    half or a quarter, a Good Hope with one trick is fined half; no trick is fined the pot, a
    half or a quarter (engelmann:goodhope.both-tricks, engelmann:goodhope.one-trick-each,
    engelmann:goodhope.good-hope-failed, engelmann:goodhope.hope-failed,
    engelmann:goodhope.silent-failed)."""
    assert [model.net_quarters("good hope", t) for t in (0, 1, 2)] == [-4, -2, 4]
    assert [model.net_quarters("hope", t) for t in (0, 1, 2)] == [-2, 2, 2]
    assert [model.net_quarters("silent", t) for t in (0, 1, 2)] == [-1, 1, 1]


def test_the_seat_plays_for_his_net_against_all_the_others():
    """Paranoid: the seat maximises his own net, every other player in the game minimises it."""
    for state, _ in in_play_states({"players": 5}, range(10)):
        for seat in state.playing:
            pos = model.position(state, seat)
            j = pos.seats.index(seat)
            assert pos.weights == tuple(int(i == j) for i in range(pos.n))
            assert pos.maximiser == tuple(i == j for i in range(pos.n))


def test_position_refuses_another_phase_and_a_seat_out_of_the_game():
    """The model reads the card play only, and only for a player in the game: the dealer who
    sits out (dealer_plays=False) and one who said Fear have nothing of it
    (engelmann:goodhope.fear)."""
    state = get_game("goodhope").new_initial_state(seed=1)
    assert not model.in_play(state)
    with pytest.raises(ValueError, match="phase"):
        model.position(state, 1)
    state, _ = next(in_play_states({"dealer_plays": False}))
    with pytest.raises(ValueError, match="not in the game"):
        model.position(state, state.dealer)


def test_the_model_is_registered():
    """Importing the module registers Goodhope's card play for the search."""
    assert MODELS["goodhope"] is model.MODEL


# -- worlds -------------------------------------------------------------------------------------

def states_with_cards_played(options=None, seeds=range(ROUNDS)):
    """Rounds in their play with 0 to (players in the game + 1) cards played, by seed."""
    for state, rng in in_play_states(options, seeds):
        for _ in range(int(rng.integers(0, len(state.playing) + 2))):
            if not model.in_play(state):
                break
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.integers(len(legal)))])
        if model.in_play(state):
            yield state


def test_a_world_keeps_what_the_seat_has_seen():
    """A world keeps the seat's hand, the cards played, each hand's size and the voids shown by
    not following, and on must_trump by not trumping either (engelmann:goodhope.play)."""
    voids = {"suit led": 0, "trumps": 0}
    for options in ({"players": 5}, {"players": 5, "must_trump": True}):
        for state in states_with_cards_played(options):
            trump = state.trump
            tricks = model.tricks_seen(state)
            seen = CardSet([c for t in tricks for _, c in t]).add(state.trump_card)
            for seat in state.playing:
                true = model.position(state, seat)
                w = model.world(state, seat, np.random.default_rng(3))
                j = true.seats.index(seat)
                assert w.hands[j] == true.hands[j]
                assert [int(h).bit_count() for h in w.hands] == \
                    [int(h).bit_count() for h in true.hands]
                assert (w.trick, w.won, w.leader, w.seats) == (true.trick, true.won, true.leader,
                                                               true.seats)
                held = {s: CardSet(h) for s, h in zip(w.seats, w.hands)}
                assert not any(h & seen for h in held.values())
                for trick in tricks:
                    for who, card in trick[1:]:
                        led = trick[0][1].suit
                        if card.suit != led:
                            assert not held[who].suit(led)
                            voids["suit led"] += 1
                            if options.get("must_trump") and card.suit != trump:
                                assert not held[who].suit(trump)
                                voids["trumps"] += 1
    assert all(voids.values())


def test_a_world_reads_nothing_hidden():
    """Two states that differ only in a card the seat cannot see give the same world for the
    same seed; the same seed gives the same world."""
    compared = 0
    for state in states_with_cards_played({"players": 5}):
        seat = state.playing[0]
        other = state.playing[-1]
        if not state.hands[other] or not state.stock:
            continue
        twin = state.clone()
        his, spare = next(iter(twin.hands[other])), twin.stock[0]
        if his.suit != spare.suit:
            continue
        twin.hands[other] = twin.hands[other].remove(his).add(spare)
        twin.stock[0] = his
        w1 = model.world(state, seat, np.random.default_rng(9))
        w2 = model.world(twin, seat, np.random.default_rng(9))
        assert w1.hands == w2.hands
        assert model.world(state, seat, np.random.default_rng(9)).hands == w1.hands
        compared += 1
    assert compared > 0


# -- numba ----------------------------------------------------------------------------------------

def test_the_rule_functions_compile_and_agree():
    """legal, close and final compile with numba.njit unchanged and give the plain answers."""
    numba = pytest.importorskip("numba")
    legal, close, final = (numba.njit(f) for f in (model.legal, model.close, model.final))
    checked = 0
    for options in ({}, {"must_trump": True}, {"must_follow": False}):
        for state, rng in in_play_states({"players": 5, **options}, range(6)):
            pos = model.position(state, state.playing[0])
            n, params = pos.n, pos.params
            hands = np.array(pos.hands, dtype=np.int64)
            pack = [int(c) for c in state.game.pack]
            for _ in range(30):
                trick = np.array(rng.choice(pack, size=n, replace=False), dtype=np.int64)
                for k in range(n):
                    for leader in range(n):
                        player = (leader + k) % n
                        assert legal(params, hands, trick, k, leader, player) == \
                            model.legal(params, hands, trick, k, leader, player)
                points = np.zeros(n, dtype=np.int64)
                assert close(params, trick, 0, 1, points) == model.close(params, trick, 0, 1,
                                                                         points)
                won = np.zeros(n, dtype=np.int64)
                won[rng.integers(n)] += 1
                won[rng.integers(n)] += 1
                p1, p2 = np.zeros(n, dtype=np.int64), np.zeros(n, dtype=np.int64)
                final(params, won, p1)
                model.final(params, won, p2)
                assert list(p1) == list(p2)
                checked += 1
    assert checked > 0
