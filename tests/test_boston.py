"""Engelmann's Boston (1798): contracts, bidding, Whist play, payments and beasts."""

import pytest

from gamelib import IllegalAction, get_game
from gamelib.core.cards import Card, CardSet, deck, parse
from gamelib.core.engine import RandomPlayer, play
from gamelib.core.ledger import Ledger
from gamelib.games.boston import (
    BEAST_POT,
    FIVE_GAMES,
    GROSS_BOSTON,
    GROSS_INDEPENDENCE,
    KLEIN_BOSTON,
    KLEIN_INDEPENDENCE,
    KLEIN_MISERY,
    MISERY,
    UNPAID,
    WHIST,
    BostonGame,
    ladder,
    play_session,
)
from gamelib.players.boston import TablePlayer, estimated_tricks, misery_card, misery_policy

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
    with pytest.raises(ValueError, match=r"gross_independence=10 .*groß Independence.*"
                                         r"boston\.payments"):
        get_game("boston", gross_independence=10)


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


def test_the_whist_trick_goes_to_the_highest_trump_else_the_suit_led():
    """The highest trump takes the trick, else the highest card of the suit led; A high, 2 low.
    [engelmann:boston.whist]"""
    def cards(text):
        return [Card(face) for face in text.split()]

    assert WHIST["S"].winner(cards("KH AH 2S QH")) == 2
    assert WHIST["D"].winner(cards("KH AS 2C QH")) == 0
    assert WHIST[None].winner(cards("2D 3D 4D AC")) == 2


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
    ledger = Ledger(BostonGame.seats, pots=[BEAST_POT])
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


# A holds twelve spades and the two of hearts, B the other hearts and the two of spades: with
# spades trumps A makes twelve tricks, never thirteen (his two of hearts always loses).
NEAR = [SUITED[0].remove(Card("2S")) | CardSet([Card("2H")]),
        SUITED[1].remove(Card("2H")) | CardSet([Card("2S")]), SUITED[2], SUITED[3]]

# The bids (seat A speaks first) of a game each seat loses or wins with the hands above.
D_LOSES = ("pass", "pass", "pass", "klein Boston", "trump hearts")    # B takes all 13: beast 3
C_LOSES = ("pass", "pass", "klein Boston", "pass", "trump hearts")    # B takes all 13: beast 3
B_LOSES = ("pass", "Misery", "trump hearts")                          # B takes all 13: beast 24
A_WINS = ("klein Boston", "pass", "pass", "pass", "trump spades")


def deals_in_a_row(game, *deals):
    """Play the deals (hands, bids) one after another on one ledger."""
    ledger = Ledger(BostonGame.seats, pots=[BEAST_POT])
    states = []
    for number, (hands, bids) in enumerate(deals, start=1):
        state = bid_through(game.new_initial_state(hands=hands, ledger=ledger, deal=number), *bids)
        states.append(play(state, RandomPlayer(number)))
    return ledger, states


def drawn(state):
    """What the deal drew from the beast pot, beast by beast."""
    return [-e.amounts[BEAST_POT] for e in state.entries() if e.amounts.get(BEAST_POT, 0) < 0]


def test_a_won_game_draws_only_the_beast_in_play():
    """The beasts are drawn 'wie im l'Hombre': a won game takes the beast in play, one at a
    time, not every beast in the pot. [engelmann:boston.beasts, academie:beast.paid]"""
    ledger, states = deals_in_a_row(BostonGame(), (SUITED, D_LOSES), (SUITED, B_LOSES),
                                    (NEAR, A_WINS), (NEAR, A_WINS))
    assert [s.won[0] for s in states[2:]] == [12, 12]
    assert drawn(states[2]) == [3] and ledger.balance(BEAST_POT) == 0   # all drawn by the end
    assert states[2].returns() == [3.0 + 3, -1.0, -1.0, -1.0]
    # B's Misery was lost with D's beast of 3 in play: 24 + 3
    assert drawn(states[3]) == [27] and states[3].returns() == [3.0 + 27, -1.0, -1.0, -1.0]
    assert ledger.total() == 0


def test_the_beast_in_play_stays_until_won_then_the_highest_waiting_one():
    """The circled beast stays in play until a game wins it, even when a higher one is set; then
    the highest beast on the sheet goes into play (the first made of equal ones).
    [engelmann:boston.beasts, academie:beast.sheet]"""
    game = BostonGame()
    ledger, states = deals_in_a_row(game, (SUITED, D_LOSES), (SUITED, C_LOSES),
                                    (SUITED, B_LOSES), (NEAR, A_WINS), (NEAR, A_WINS))
    assert str(states[3].beast_in_play) == "D's beast of 3"
    assert [str(b) for b in states[3].beasts_waiting] == ["C's beast of 6", "B's beast of 27"]
    assert drawn(states[3]) == [3]
    assert str(states[4].beast_in_play) == "B's beast of 27" and drawn(states[4]) == [27]
    assert ledger.balance(BEAST_POT) == 6


def test_a_tout_draws_only_the_beast_in_play_unless_the_vole_reading_is_chosen():
    """Boston's vole is the Tout, all thirteen tricks, and 'keine ... Tout bezahlt werden': by
    default a Tout draws only the beast in play; beast_draw='vole' lets it draw every beast as at
    l'Hombre's vole, and beast_draw='all' lets every won game draw them all.
    [engelmann:boston.beasts, academie:beast.vole]"""
    setup = [(SUITED, D_LOSES), (SUITED, B_LOSES)]
    for draw, tout, twelve in (("in play", [3], [3]), ("vole", [3, 27], [3]),
                               ("all", [3, 27], [3, 27])):
        game = BostonGame(beast_draw=draw)
        _, states = deals_in_a_row(game, *setup, (SUITED, A_WINS))
        assert states[2].won[0] == 13 and drawn(states[2]) == tout, draw
        _, states = deals_in_a_row(game, *setup, (NEAR, A_WINS))
        assert states[2].won[0] == 12 and drawn(states[2]) == twelve, draw
    with pytest.raises(ValueError, match=r"beast_draw='every' .*boston\.beasts"):
        get_game("boston", beast_draw="every")


def test_a_winner_s_own_beast_in_play_is_cancelled():
    """When the winner owns the beast in play, it is simply cancelled: the pot gives it back.
    [engelmann:boston.beasts, academie:beast.paid]"""
    d_wins = ("pass", "pass", "pass", "klein Boston", "trump clubs")
    _, states = deals_in_a_row(BostonGame(), (SUITED, D_LOSES), (SUITED, d_wins))
    (entry,) = [e for e in states[1].entries() if BEAST_POT in e.amounts]
    assert entry.label == "D's own beast of 3 is cancelled"
    assert states[1].returns() == [-1.0, -1.0, -1.0, 3.0 + 3]


def test_session_draws_the_beasts_one_at_a_time():
    """Over a session no won game draws more than the one beast in play, and the sheet read
    from the ledger always adds up to the pot. [engelmann:boston.beasts]"""
    _, states = play_session(120, seed=11)
    assert all(len(drawn(s)) <= 1 for s in states)
    assert any(drawn(s) and drawn(s)[0] < s.beasts_at_start for s in states)
    for s in states:
        on_sheet = sum(b.amount for b in s.beasts_waiting) + (
            s.beast_in_play.amount if s.beast_in_play else 0)
        assert on_sheet == s.beasts_at_start


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
    assert sum(ledger.balance(s) for s in BostonGame.seats) == -ledger.balance(BEAST_POT)
    assert len(states) == 20 and all(s.is_terminal() for s in states)


def test_table_player_bids_by_its_estimate():
    """The demonstration player bids klein Boston or more with strong cards, Misery with only
    low cards, and plays whole sessions to the end."""
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
            player = game.seats.index(state.details()["player"])
            assert (result == "won") == state.contract.made(state.won[player])
            assert (state.returns()[player] > 0) == (result == "won")
    assert seen <= {"won", "lost", "thrown in"} and {"won", "lost"} <= seen
    assert states[0].details()["result"] == "won"


@pytest.mark.parametrize("setup", [
    {"eldest": True}, {"eldest": "1"}, {"eldest": 1.7}, {"eldest": 1.0}, {"eldest": 4},
    {"eldest": -1}], ids=repr)
def test_eldest_is_a_seat(setup):
    """Eldest is one of the four seats, a whole number 0 to 3. [engelmann:boston.whist]"""
    with pytest.raises(ValueError, match=r"eldest=.* is no seat.*boston\.whist"):
        BostonGame().new_initial_state(seed=1, **setup)


@pytest.mark.parametrize("deal", [0, -1, True, 1.5, "2"], ids=repr)
def test_the_deal_number_counts_from_one(deal):
    """The deals of a ledger are numbered 1, 2, 3, ..."""
    with pytest.raises(ValueError, match=r"deal=.* the deals are numbered 1, 2, 3"):
        BostonGame().new_initial_state(seed=1, deal=deal)


@pytest.mark.parametrize("ledger", ["x", Ledger(("A", "B"), pots=[BEAST_POT]),
                                    Ledger(("A", "B", "C", "D"))], ids=repr)
def test_a_ledger_carries_the_four_players_and_the_beasts(ledger):
    """The ledger of earlier deals is a Ledger of the four players with the beast pot.
    [engelmann:boston.beasts]"""
    with pytest.raises(ValueError, match=r"ledger=.* a Ledger of the players A, B, C, D.*beasts"):
        BostonGame().new_initial_state(seed=1, ledger=ledger)


@pytest.mark.parametrize("hands", [5, [None] * 4, "AS KS", [[1.5]] * 4], ids=repr)
def test_hands_that_are_no_hands_are_refused(hands):
    """Fixed hands are four hands of cards. [engelmann:boston.whist]"""
    with pytest.raises(ValueError, match=r"hands=.*boston\.whist"):
        BostonGame().new_initial_state(seed=1, hands=hands)


def test_the_seats_are_named_a_to_d():
    """The four seats, as the ledger, the details and the simulation name them."""
    game = get_game("boston")
    state = play(game.new_initial_state(seed=3), seed=3)
    assert game.seats == ("A", "B", "C", "D") == state.ledger.players
    assert set(state.details()["tricks"]) == set(game.seats)


def test_a_clone_plays_on_without_touching_the_original():
    """A clone has its own hands, tricks and ledger: playing it out leaves the original as it
    was."""
    state = BostonGame().new_initial_state(seed=1, hands=SUITED)
    bid_through(state, "klein Boston", "pass", "pass", "pass", "trump spades")
    before = state.details()
    twin = play(state.clone(), RandomPlayer(3))
    assert twin.is_terminal() and twin.ledger.entries
    assert state.details() == before and not state.ledger.entries


@pytest.mark.parametrize("cards, trump, wrong", [("AS XX", None, "cards"), (5.5, None, "cards"),
                                                 ("AS", "X", "trump"), ("AS", 1, "trump"),
                                                 ("AS", "SH", "trump")],
                         ids=repr)
def test_the_hand_report_refuses_what_is_no_card_or_no_suit(cards, trump, wrong):
    """Cards of the 52-card pack, a trump of its four suits. [engelmann:boston.trump]"""
    with pytest.raises(ValueError, match=f"boston: {wrong}="):
        BostonGame().hand_report(cards, trump)


def test_a_lost_games_beast_is_what_it_would_have_won_the_beast_in_play_included():
    """'Die Bêtes werden wie im l'Hombre aufgeſetzt': at l'Hombre the beast is 'a debt equal to
    the amount that the Ombre would have received had he won', the pool 'and, where
    applicable, a beast' in play. With D's beast of 3 in play, C's lost klein Boston sets the 3
    it would have won from the others and the 3 of the beast it would have drawn: 6.
    [engelmann:boston.beasts, academie:losses.beast-is-debt, academie:beast.amount]"""
    ledger, states = deals_in_a_row(BostonGame(), (SUITED, D_LOSES), (SUITED, C_LOSES))
    assert str(states[1].beast_in_play) == "D's beast of 3"
    assert states[1].pot_change() == 6 and ledger.balance(BEAST_POT) == 3 + 6


def test_the_eldest_may_hold_a_bid_when_priority_is_played():
    """'Matching a previous contract is only possible for a player who has priority over the one
    who proposed the last contract' (the Académie's l'Hombre, whose games Boston's follow): with
    ``priority=True`` the eldest may hold a later player's klein Independence, who must then bid
    higher; by default a game is outbid only by a higher one, as Hoyle's Boston bids.
    [engelmann:boston.spielarten, academie:bid.priority]"""
    bids = ("groß Boston", "klein Independence", "pass", "pass")
    for priority in (False, True):
        state = bid_through(BostonGame(priority=priority).new_initial_state(seed=1, hands=SUITED),
                            *bids)
        assert state.current_player() == 0
        assert ("klein Independence" in {str(a) for a in state.legal_actions()}) == priority
    state.apply_action("klein Independence")
    assert state.current_player() == 1
    assert "klein Independence" not in {str(a) for a in state.legal_actions()}
