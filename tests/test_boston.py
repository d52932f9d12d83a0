"""Engelmann's Boston (1798): contracts, bidding, Whist play, payments and beasts."""

import pytest

from gamelib import IllegalAction, get_game
from gamelib.boston import (
    BEAST_POT, FIVE_GAMES, GROSS_BOSTON, GROSS_INDEPENDENCE, KLEIN_BOSTON, KLEIN_INDEPENDENCE,
    KLEIN_MISERY, MISERY, SEATS, UNPAID, BostonGame, ladder, misery_card, misery_policy,
    play_session, trick_winner,
)
from gamelib.cards import CardSet, Card, deck, parse
from gamelib.engine import RandomPlayer, play
from gamelib.ledger import Ledger

# Four hands with a known shape: A holds every spade, B every heart, C every diamond, D clubs.
SUITED = [CardSet(deck("full").suit(s)) for s in "SHDC"]


def fresh(**options):
    return BostonGame(**options).new_initial_state(seed=1, hands=SUITED)


def bid_through(state, *labels):
    for label in labels:
        state.apply_action(label)
    return state


def test_five_games_in_their_order_with_tricks():
    """klein Boston 5, groß Boston 6, klein Independence 7, groß Independence 9 tricks, Misery
    none, each outbidding the one before. [engelmann:boston.klein-boston, engelmann:boston.ladder,
    engelmann:boston.misery]"""
    assert [c.name for c in FIVE_GAMES] == ["klein Boston", "groß Boston", "klein Independence",
                                            "groß Independence", "Misery"]
    assert [c.tricks for c in FIVE_GAMES[:4]] == [5, 6, 7, 9]
    assert MISERY.made(0) and not MISERY.made(1)
    assert KLEIN_BOSTON.made(5) and not KLEIN_BOSTON.made(4)


def test_payments_as_printed_and_gross_independence_unspecified():
    """1, 2, 4 and 8 points; groß Independence has no printed payment, so it is the option
    gross_independence (default 6). [engelmann:boston.payments]"""
    game = BostonGame()
    assert [game.points(c) for c in (KLEIN_BOSTON, GROSS_BOSTON, KLEIN_INDEPENDENCE, MISERY)] == \
        [1, 2, 4, 8]
    assert GROSS_INDEPENDENCE.points is None
    assert game.points(GROSS_INDEPENDENCE) == 6
    assert BostonGame(gross_independence=7).points(GROSS_INDEPENDENCE) == 7


def test_gross_independence_payment_must_fit_the_ladder():
    """A payment for groß Independence outside 5..7 is refused naming the passage.
    [engelmann:boston.payments]"""
    with pytest.raises(ValueError, match=r"groß Independence.*boston\.payments"):
        BostonGame(gross_independence=10)


def test_klein_misery_places():
    """klein Misery (5 points) 'forcirt klein Independence' as played; the author would let it
    outbid only groß Boston; it can be left out. [engelmann:boston.klein-misery,
    engelmann:boston.klein-misery-rank]"""
    assert ladder("klein Independence").index(KLEIN_MISERY) == 3
    assert ladder("groß Boston").index(KLEIN_MISERY) == 2
    assert KLEIN_MISERY not in ladder(None)
    assert KLEIN_MISERY.points == 5
    with pytest.raises(ValueError, match="klein-misery-rank"):
        ladder("Misery")


def test_whist_trick_winner():
    """The highest trump takes the trick, else the highest card of the suit led; A high, 2 low.
    [engelmann:boston.whist]"""
    def cards(text):
        return [Card(face) for face in text.split()]

    assert trick_winner(cards("KH AH 2S QH"), "S") == 2
    assert trick_winner(cards("KH AS 2C QH"), "D") == 0
    assert trick_winner(cards("2D 3D 4D AC"), None) == 2


def test_misery_worked_example_puts_on_the_five():
    """Eldest leads a two; the Misery player, second, holds the three and the five and must put
    on the five, for below it only the four is out and two players follow.
    [engelmann:boston.misery-example]"""
    hand = parse("3S 5S 2H 7D")
    unseen = deck("full") - hand - parse("2S")
    assert misery_card(hand, [Card("2S")], unseen, players_after=2) == Card("5S")


def test_misery_advice_keeps_the_low_card_when_the_high_one_is_not_safe():
    """With the three and the six and both the four and the five out, the six could win; the
    three is the card that is sure to be beaten. [engelmann:boston.misery-hardest]"""
    hand = parse("3S 6S")
    unseen = deck("full") - hand - parse("2S")
    assert misery_card(hand, [Card("2S")], unseen, players_after=2) == Card("3S")


def test_misery_policy_plays_the_example_through_the_protocol():
    """Through the protocol: B plays Misery, A leads the 2 of spades, B holding 3 and 5 of spades
    puts on the 5. [engelmann:boston.misery-example]"""
    full = deck("full")
    b = parse("3S 5S AH KH QH JH TH 9H 8H 7H 6H 5H 4H")
    a = parse("2S AS KS QS JS TS 9S 8S 7S 6S AD KD QD")
    c = parse("4S AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C")
    d = full - a - b - c
    state = BostonGame().new_initial_state(hands=[a, b, c, d])
    bid_through(state, "pass", "Misery", "trump clubs")
    state.apply_action("2S")
    assert str(misery_policy(state)) == "5S"


def test_bidding_must_outbid():
    """A game is outbid only by a higher game, as in l'Hombre. [engelmann:boston.spielarten]"""
    state = fresh()
    state.apply_action("groß Boston")
    with pytest.raises(IllegalAction, match=r"klein Boston does not outbid groß Boston.*"
                                            r"boston\.spielarten"):
        state.apply_action("klein Boston")


def test_klein_misery_refused_when_not_played():
    """With klein_misery=None, bidding it is refused naming its passage.
    [engelmann:boston.klein-misery]"""
    state = fresh(klein_misery=None)
    with pytest.raises(IllegalAction, match=r"klein Misery is not played.*boston\.klein-misery"):
        state.apply_action("klein Misery")


def test_misery_outbids_everything_and_ends_the_bidding():
    """Misery outbids every game; nobody can bid over it. [engelmann:boston.misery]"""
    state = fresh()
    bid_through(state, "groß Independence", "Misery")
    assert state.phase == "trump" and state.current_player() == 1


def test_the_player_names_the_trump_even_in_misery():
    """'Bei allen dieſen Spielarten ernennt der Spielende einen Trumpf'; misery_trump=False
    plays misère without trumps. [engelmann:boston.trump]"""
    state = bid_through(fresh(), "Misery")
    assert [str(a) for a in state.legal_actions()] == ["trump spades", "trump hearts",
                                                       "trump diamonds", "trump clubs"]
    state = bid_through(fresh(misery_trump=False), "Misery")
    assert state.phase == "play" and state.trump is None


def test_naming_a_non_suit_is_refused():
    """The trump is one of the four suits. [engelmann:boston.trump]"""
    state = bid_through(fresh(), "klein Boston", "pass", "pass", "pass")
    with pytest.raises(IllegalAction, match=r"names a trump.*boston\.trump"):
        state.apply_action("trump roses")


def test_revoke_is_refused():
    """Suit must be followed as at Whist. [engelmann:boston.whist]"""
    hands = [parse("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S AH"),
             parse("2S KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
             CardSet(deck("full").suit("D")), CardSet(deck("full").suit("C"))]
    state = BostonGame().new_initial_state(hands=hands)
    bid_through(state, "klein Boston", "pass", "pass", "pass", "trump spades", "AS")
    with pytest.raises(IllegalAction, match=r"revoke: B holds spades and must follow.*boston\.whist"):
        state.apply_action("KH")


def test_all_pass_throws_the_deal_in():
    """If all four pass nothing is played or paid (unspecified in source)."""
    state = bid_through(fresh(), "pass", "pass", "pass", "pass")
    assert state.is_terminal() and state.returns() == [0.0] * 4


def test_won_game_paid_by_each_other():
    """A holding all thirteen spades wins klein Boston; each of the three others pays him 1.
    [engelmann:boston.payments]"""
    state = bid_through(fresh(), "klein Boston", "pass", "pass", "pass", "trump spades")
    play(state, RandomPlayer(3))
    assert state.won[0] == 13
    assert state.returns() == [3.0, -1.0, -1.0, -1.0]


def test_lost_game_sets_a_beast_and_the_next_winner_draws_it():
    """A lost game is set as a beast into the pot as in l'Hombre (the points it would have won
    from the three others) and the next winner draws it; every entry balances.
    [engelmann:boston.beasts]"""
    ledger = Ledger(SEATS, pots=[BEAST_POT])
    game = BostonGame()
    # B holds every heart and names hearts trumps for Misery: he must take all 13 tricks.
    lose = game.new_initial_state(hands=SUITED, ledger=ledger, deal=1)
    bid_through(lose, "pass", "Misery", "trump hearts")
    play(lose, RandomPlayer(1))
    assert lose.won[1] == 13
    assert lose.returns() == [0.0, -24.0, 0.0, 0.0] and ledger.balance(BEAST_POT) == 24
    win = game.new_initial_state(hands=SUITED, ledger=ledger, deal=2)
    bid_through(win, "klein Boston", "pass", "pass", "pass", "trump spades")
    play(win, RandomPlayer(2))
    assert win.returns() == [3.0 + 24, -1.0, -1.0, -1.0] and ledger.balance(BEAST_POT) == 0
    assert lose.returns() == [0.0, -24.0, 0.0, 0.0]     # a deal's returns are its own entries
    assert ledger.total() == 0
    assert [e.hand for e in ledger.entries] == [1, 2, 2, 2, 2]


def test_loss_paid_to_each_other_when_chosen():
    """With loss='pay' the loser pays each other the contract's points instead of setting a
    beast. [engelmann:boston.payments]"""
    state = BostonGame(loss="pay").new_initial_state(hands=SUITED)
    bid_through(state, "pass", "Misery", "trump hearts")
    play(state, RandomPlayer(5))
    assert state.returns() == [8.0, -24.0, 8.0, 8.0]


def test_klein_misery_everyone_discards_and_twelve_tricks_are_played():
    """klein Misery: the player throws away his most dangerous card; every player discards one
    so that twelve full tricks are played (unspecified in source).
    [engelmann:boston.klein-misery-discard]"""
    state = bid_through(fresh(), "klein Misery", "pass", "pass", "pass", "trump clubs")
    assert state.phase == "discard" and state.current_player() == 0
    with pytest.raises(IllegalAction, match=r"2H is not in A's hand.*klein-misery-discard"):
        state.apply_action("discard 2H")
    play(state, RandomPlayer(4))
    assert len(state.tricks) == 12 and len(state.discards) == 4


def test_nothing_of_what_the_booklet_leaves_unpaid_is_paid():
    """No double game, no matadors, Erste or Tout: the only entries are game payments and
    beasts. [engelmann:boston.beasts]"""
    assert any("Tout" in u for u in UNPAID) and any("matadors" in u for u in UNPAID)
    for seed in range(20):
        state = play(BostonGame().new_initial_state(seed=seed), seed=seed)
        for entry in state.entries():
            assert entry.passage in ("engelmann:boston.payments", "engelmann:boston.beasts")
            assert max(abs(v) for v in entry.amounts.values()) <= 8 * 3 + state.beasts_at_start


def test_hands_of_the_wrong_size_are_refused():
    """Boston is Whist: four hands of thirteen. [engelmann:boston.whist]"""
    with pytest.raises(ValueError, match=r"four hands of 13.*boston\.whist"):
        BostonGame().new_initial_state(hands=[parse("AS KS")] * 4)


@pytest.mark.parametrize("options", [{}, {"klein_misery": "groß Boston", "loss": "pay"},
                                     {"klein_misery": None, "misery_trump": False}])
def test_random_deals_end_balance_and_repeat(options):
    """Over many random deals: play ends, a legal action always exists, every trick is counted,
    the ledger sums to zero, and the same seed gives the same deal."""
    game = get_game("boston", **options)
    for seed in range(30):
        state = game.new_initial_state(seed=seed)
        policy = RandomPlayer(seed)
        while not state.is_terminal():
            actions = state.legal_actions()
            assert actions
            state.apply_action(policy(state))
        if state.contract is not None:
            assert sum(state.won) == (12 if state.contract.discard else 13)
        assert state.ledger.total() == 0
        assert sum(state.returns()) + state.pot_change() == 0
        if seed % 5 == 0:      # the same seed, the same deal and play
            again = play(game.new_initial_state(seed=seed), RandomPlayer(seed))
            assert again.details() == state.details()


def test_session_carries_beasts_and_balances():
    """Several deals on one ledger: beasts carried, the whole ledger balances."""
    ledger, states = play_session(20, seed=11)
    assert ledger.total() == 0
    assert sum(ledger.balance(s) for s in SEATS) == -ledger.balance(BEAST_POT)
    assert len(states) == 20 and all(s.is_terminal() for s in states)


def test_table_player_bids_by_its_estimate():
    """The demonstration player bids klein Boston or more with strong cards, Misery with only
    low cards, and plays whole sessions to the end."""
    from gamelib.boston import TablePlayer, estimated_tricks

    strong = parse("AS KS QS JS TS AH KH AD KD AC 2C 3C 4C")
    assert estimated_tricks(strong) == (9, "S")   # 7 honours + 2 long spades
    low = parse("2S 3S 4S 5S 2H 3H 4H 5H 2D 3D 4D 2C 3C")
    others = deck("full") - low
    rest = list(others)
    state = BostonGame().new_initial_state(hands=[low, CardSet(rest[:13]), CardSet(rest[13:26]),
                                                  CardSet(rest[26:])])
    state.apply_action(TablePlayer(0)(state))
    assert state.bids[0] == (0, "Misery")
    ledger, states = play_session(30, seed=2, policies=TablePlayer(2))
    assert ledger.total() == 0 and all(s.is_terminal() for s in states)


def test_result_is_the_outcome_as_a_category():
    """Each deal's result is one of "won", "lost", "thrown in" (the simulation's category for
    rate studies): won when the player made his contract and was paid by the three others,
    lost when he paid or set a beast, thrown in when all passed (engelmann:boston.payments)."""
    game = get_game("boston")
    win = game.new_initial_state(hands=SUITED)  # A holds every spade: klein Boston is sure
    bid_through(win, "klein Boston", "pass", "pass", "pass", "trump spades")
    states = [play(win, RandomPlayer(2))]
    states += [play(game.new_initial_state(seed=seed), RandomPlayer(seed)) for seed in range(40)]
    seen = set()
    for state in states:
        result = state.details()["result"]
        seen.add(result)
        if result == "thrown in":
            assert state.contract is None and state.returns() == [0.0] * 4
        else:
            player = SEATS.index(state.details()["player"])
            assert (result == "won") == state.contract.made(state.won[player])
            assert (state.returns()[player] > 0) == (result == "won")
    assert seen <= {"won", "lost", "thrown in"} and {"won", "lost"} <= seen
    assert states[0].details()["result"] == "won"
