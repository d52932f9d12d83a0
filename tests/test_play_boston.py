"""Boston's card play as the generic search reads it, tested equal to the game itself."""

from itertools import combinations

import numba
import numpy as np
import pytest
from play_checks import arrays, card_mask, ledger_minimax, legal_mask, same_world, swap_one_card

from gamelib.core.cards import Card, CardSet
from gamelib.games.boston import BostonGame, ladder
from gamelib.solver.play import boston as model
from gamelib.solver.play import reference
from gamelib.solver.play.model import MODELS

DEALS = 6          # deals per contract in the equality tests (all of them: raise it here)
CONTRACTS = [c.name for c in ladder("klein Independence")]


# Each seat holds one whole suit: A spades, B hearts, C diamonds, D clubs.
SUITED = [sum(1 << (13 * s + r) for r in range(13)) for s in range(4)]


def in_play(seed: int, contract: str, hands=None, trump=None, **options):
    """A deal whose eldest bids ``contract`` and the others pass, the trump (unless given) and
    the discards at random, at the first card of the play."""
    rng = np.random.default_rng(seed)
    eldest = 0 if hands else seed % 4
    state = BostonGame(**options).new_initial_state(seed=seed, eldest=eldest, hands=hands)
    state.apply_action(contract)
    while state.phase == "bidding":
        state.apply_action("pass")
    if state.phase == "trump" and trump is not None:
        state.apply_action(f"trump {trump}")
    while state.phase in ("trump", "discard"):
        actions = state.legal_actions()
        state.apply_action(actions[rng.integers(len(actions))])
    return state, rng


def play_checked(state, rng, check_card=None):
    """Play the deal out with random legal cards, checking the model's legal cards at every card
    and its taker and points at every trick; returns the points of the model."""
    points = np.array(state.won, dtype=np.int64)
    while model.in_play(state):
        pos = model.position(state, state.bidder)
        assert legal_mask(model, pos) == card_mask(state.legal_actions())
        _, trick = arrays(pos)
        k = len(pos.trick)
        actions = state.legal_actions()
        action = actions[rng.integers(len(actions))]
        if check_card is not None:
            check_card(state, pos)
        before = len(state.tricks)
        leader = pos.leader
        trick[k] = int(action.value)
        state.apply_action(action)
        if len(state.tricks) > before:
            taker = model.close(pos.params, trick, leader, int(not model.in_play(state)), points)
            assert taker == state.tricks[-1].winner
            assert list(points) == state.won
    return points, pos


@pytest.mark.parametrize("contract", CONTRACTS)
def test_legal_cards_and_takers_equal_the_game(contract):
    """At every card the model allows the cards the game allows (Whist's following), and at
    every trick it names the game's taker and counts the game's tricks.
    [engelmann:boston.whist, engelmann:boston.trump]"""
    for seed in range(DEALS):
        state, rng = in_play(seed, contract)
        play_checked(state, rng)


def test_misery_without_trumps_equal_the_game():
    """A Misery played without trumps (misery_trump False): the highest card of the suit led
    takes every trick, as the game plays it. [engelmann:boston.trump]"""
    for seed in range(DEALS):
        state, rng = in_play(seed, "Misery", misery_trump=False)
        assert model.position(state, 0).params[model.TRUMP] == -1
        play_checked(state, rng)


@pytest.mark.parametrize("contract", CONTRACTS)
def test_value_is_the_tricks_against_the_target_and_its_sign_the_payment(contract):
    """The play's value for the player is his tricks less the target (a Misery: minus his
    tricks); it is at least 0 exactly when the game pays him, and the defenders' side plays for
    its negation. [engelmann:boston.payments, engelmann:boston.misery, engelmann:boston.ladder]"""
    misery = contract.endswith("Misery")
    # eldest A holds the spades: spades trumps make every game; at a Misery B trumps every
    # spade A leads with his hearts, so A takes no trick
    won = in_play(0, contract, hands=[CardSet(h) for h in SUITED],
                  trump="hearts" if misery else "spades")
    results = set()
    for state, rng in [won] + [in_play(seed, contract) for seed in range(DEALS)]:
        player = state.bidder
        points, pos = play_checked(state, rng)
        model.final(pos.params, np.array(state.won, dtype=np.int64), points)
        value = sum(w * p for w, p in zip(pos.weights, points))
        tricks = state.won[player]
        assert value == (-tricks if state.contract.misery else tricks - state.contract.tricks)
        assert (value >= 0) == (state.details()["result"] == "won")
        assert (value >= 0) == (state.returns()[player] > 0)
        results.add(state.result)
        for seat in range(4):
            weights = model.side_value(state, seat)[0]
            assert sum(w * p for w, p in zip(weights, points)) == (value if seat == player
                                                                    else -value)
    assert results == {"won", "lost"}


def test_maximisers_are_the_seats_side():
    """The player alone maximises for his own seat; for a defender's seat the three defenders
    maximise (no partner in the booklet). [engelmann:boston.whist]"""
    state, _ = in_play(3, "groß Boston")
    player = state.bidder
    assert model.position(state, player).maximiser == tuple(p == player for p in range(4))
    defender = (player + 1) % 4
    assert model.position(state, defender).maximiser == tuple(p != player for p in range(4))


def test_position_refuses_the_bidding():
    """Only the card play is a position: the bidding is refused with its phase named.
    [engelmann:boston.whist]"""
    state = BostonGame().new_initial_state(seed=1)
    assert not model.in_play(state)
    with pytest.raises(ValueError, match="bidding"):
        model.position(state, 0)
    with pytest.raises(ValueError, match="bidding"):
        model.world(state, 0, np.random.default_rng(0))


def test_registered():
    """The model is registered under the game's name."""
    assert MODELS["boston"] is model.MODEL


def midway(seed: int, contract: str, cards: int):
    state, rng = in_play(seed, contract)
    for _ in range(cards):
        actions = state.legal_actions()
        state.apply_action(actions[rng.integers(len(actions))])
    return state


def test_world_keeps_what_the_seat_knows():
    """A world keeps the seat's own hand, the cards played, each hand's card count and every
    void shown by not following suit; the unseen cards go to the others. [engelmann:boston.whist]"""
    checked_voids = 0
    for seed, contract in enumerate(["klein Boston", "Misery", "klein Misery", "groß Boston"] * 3):
        state = midway(seed, contract, 17 + 3 * seed)
        seat = seed % 4
        pos = model.world(state, seat, np.random.default_rng(seed))
        assert pos.hands[seat] == state.hands[seat].mask
        played = {int(c) for t in state.tricks for c in t.cards} | set(map(int, state.trick.cards))
        union = 0
        for p in range(4):
            assert pos.hands[p].bit_count() == len(state.hands[p])
            assert not any(pos.hands[p] >> c & 1 for c in played)
            assert union & pos.hands[p] == 0
            union |= pos.hands[p]
        for p, suits in enumerate(model.shown_voids(model.public_tricks(state), 4)):
            for s in suits:
                checked_voids += 1
                assert pos.hands[p] & pos.params[model.SUIT_MASKS + s] == 0
        assert pos.trick == tuple(int(c) for c in state.trick.cards)
        assert pos.won == tuple(state.won)
    assert checked_voids > 0


def test_world_reads_nothing_hidden():
    """Two states that differ only in the cards the seat cannot see give the same world for the
    same seed. [engelmann:boston.whist]"""
    for seed in range(6):
        state = midway(seed, "klein Independence", 9)
        seat = seed % 4
        other = state.clone()
        a, b = [p for p in range(4) if p != seat][:2]
        swap_one_card(other, a, b)
        assert other.hands != state.hands
        assert same_world(model, state, other, seat, seed)


def test_world_reads_no_discard_but_the_seats_own():
    """At klein Misery the others' discards lie face down: a state where one of them discarded
    another card of his hand gives the same world; the seat's own discard stays out of every
    hand. [engelmann:boston.klein-misery-discard]"""
    for seed in range(4):
        state = midway(seed, "klein Misery", 6)
        seat = (state.bidder + 1) % 4
        other = state.clone()
        hider = (seat + 1) % 4
        kept, thrown = next(iter(other.hands[hider])), other.discards[hider]
        other.hands[hider] = other.hands[hider].remove(kept).add(thrown)
        other.discards[hider] = kept
        one = model.world(state, seat, np.random.default_rng(seed))
        two = model.world(other, seat, np.random.default_rng(seed))
        assert one.hands == two.hands
        assert not any(h >> int(state.discards[seat]) & 1 for h in one.hands)


def test_world_is_seeded():
    """The same seed deals the same world; other seeds deal others."""
    state = midway(2, "groß Boston", 10)
    worlds = [model.world(state, 1, np.random.default_rng(s)).hands for s in (7, 7, 8, 9)]
    assert worlds[0] == worlds[1]
    assert len(set(worlds)) == 3


def test_deal_unseen_is_uniform_over_the_deals_that_fit():
    """Every deal of the unseen cards that fits the sizes and the voids is equally likely
    (frequencies within 5 standard deviations over 3000 draws)."""
    cards = [Card(c) for c in ("AS", "KS", "QS", "AH", "KH", "AD")]
    unseen = sum(1 << int(c) for c in cards)
    sizes, allowed = [2, 3, 1], [[False, True, True, True], [True] * 4, [True] * 4]
    fits = []
    for first in combinations(cards, 2):
        if any(c.suit == "S" for c in first):
            continue
        rest = [c for c in cards if c not in first]
        for second in combinations(rest, 3):
            third = [c for c in rest if c not in second]
            fits.append(tuple(sum(1 << int(c) for c in h) for h in (first, second, third)))
    rng = np.random.default_rng(11)
    draws = 3000
    counts = dict.fromkeys(fits, 0)
    for _ in range(draws):
        counts[tuple(model.deal_unseen(rng, unseen, sizes, allowed))] += 1
    p = 1 / len(fits)
    sigma = (draws * p * (1 - p)) ** 0.5
    assert all(abs(c - draws * p) < 5 * sigma for c in counts.values())


def test_deal_unseen_refuses_an_impossible_deal():
    """Sizes the unseen cards cannot fill under the voids are a ValueError."""
    unseen = (1 << int(Card("AS"))) | (1 << int(Card("KS")))
    with pytest.raises(ValueError, match="voids"):
        model.deal_unseen(np.random.default_rng(0), unseen, [2], [[False, True, True, True]])


def test_rule_functions_compile_with_numba_and_agree():
    """legal, close and final compile with numba.njit unchanged and give the plain answers."""
    legal, close, final = (numba.njit(f) for f in (model.legal, model.close, model.final))
    state, rng = in_play(5, "klein Independence")
    for _ in range(20):
        pos = model.position(state, 0)
        hands, trick = arrays(pos)
        k = len(pos.trick)
        assert legal(pos.params, hands, trick, k, pos.leader, pos.to_play) == \
            model.legal(pos.params, hands, trick, k, pos.leader, pos.to_play)
        actions = state.legal_actions()
        action = actions[rng.integers(len(actions))]
        trick[k] = int(action.value)
        if k == 3:
            fast, plain = np.zeros(4, dtype=np.int64), np.zeros(4, dtype=np.int64)
            assert close(pos.params, trick, pos.leader, 0, fast) == \
                model.close(pos.params, trick, pos.leader, 0, plain)
            assert list(fast) == list(plain)
            won = np.array(state.won, dtype=np.int64)
            final(pos.params, won, fast)
            model.final(pos.params, won, plain)
            assert list(fast) == list(plain)
        state.apply_action(action)


def game_minimax(state, seat, maximiser) -> int:
    """The value of the play over the game's own states: the player's tricks against his target
    as the game records them, negated for the defenders."""
    def settled(end):
        player, contract = end.bidder, end.contract
        tricks = end.details()["tricks"][end.game.seats[player]]
        value = -tricks if contract.misery else tricks - contract.tricks
        return value if seat == player else -value

    return ledger_minimax(state, model.in_play, maximiser, settled)


def test_minimax_over_the_model_equals_minimax_over_the_game():
    """Over the last two tricks, every line of play valued by the model's rule functions gives
    the minimax value the game's own states give, for every seat. [engelmann:boston.whist,
    engelmann:boston.payments]"""
    for seed, contract in enumerate(["klein Boston", "Misery", "klein Misery", "groß Boston"]):
        cards = (48 if contract == "klein Misery" else 52) - 8 + seed % 3
        state = midway(seed, contract, cards)
        for seat in range(4):
            pos = model.position(state, seat)
            assert reference.model_minimax(pos) == game_minimax(state, seat, pos.maximiser)
