"""Piquesept (Engelmann 1798, sent in by L. C. Kehr): the seven led, privileges, 130 points."""

import pytest
from cards_seen import cards_in

from gamelib import IllegalAction, get_game
from gamelib.core.cards import Card, parse, parse_ordered
from gamelib.core.engine import RandomPlayer, play
from gamelib.core.ledger import Ledger
from gamelib.games.piquesept import (
    CARD_POINTS,
    ORDERS,
    SPADE_SEVEN,
    TOTAL_POINTS,
    TRICKS,
    WINNING_POINTS,
    PiqueseptGame,
    pack,
    pack_points,
    points,
)

# Four hands of eight: A holds the seven of spades and little else.
HANDS = [parse("7S 7H 8H 7D 8D 7C 8C 9C"),
         parse("AS 9S AH KH QH JH AD KD"),
         parse("TS KS TH 9H QD JD AC KC"),
         parse("8S QS JS TD 9D TC QC JC")]


def test_the_pack_counts_130_with_and_without_the_eights():
    """A 11, 10 10, K 4, Q 3, J 2, the seven of spades 10: 130 in all, also when two eights are
    laid aside for three players. [engelmann:piquesept.values, engelmann:piquesept.points]"""
    assert CARD_POINTS == {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
    assert points(SPADE_SEVEN) == 10 and points(Card("7H")) == 0
    assert pack_points(pack(4)) == TOTAL_POINTS == 130
    assert pack_points(pack(3, (Card("8H"), Card("8C")))) == 130
    assert len(pack(3, (Card("8H"), Card("8C")))) == 30


def test_66_wins_and_is_a_majority():
    """Whoever has 66 or more wins: more than half of 130. [engelmann:piquesept.points]"""
    assert WINNING_POINTS == 66 and 2 * WINNING_POINTS > TOTAL_POINTS


def test_three_players_lay_two_eights_aside():
    """With three, two eights of hearts, diamonds or clubs are laid aside; the eight of spades
    never. [engelmann:piquesept.pack]"""
    state = PiqueseptGame(players=3).new_initial_state(seed=3)
    assert len(state.removed) == 2 and Card("8S") not in state.removed
    assert [len(h) for h in state.initial_hands] == [10, 10, 10]
    with pytest.raises(ValueError, match=r"two eights of hearts, diamonds or clubs.*piquesept\.pack"):
        PiqueseptGame(players=3, removed_eights=("8S", "8H"))


def test_the_player_after_the_holder_draws_blind_and_gives_another_card():
    """The player after the holder draws an unseen card from his hand and gives him any other
    card; giving back the drawn card is refused. [engelmann:piquesept.blind-draw]"""
    state = PiqueseptGame().new_initial_state(hands=HANDS, drawn="9C")
    assert state.holder == 0 and state.current_player() == 1
    assert Card("9C") in state.hand(1) and Card("9C") not in state.hand(0)
    with pytest.raises(IllegalAction, match=r"another card.*not 9C.*piquesept\.blind-draw"):
        state.apply_action("give 9C")
    state.apply_action("give JH")
    assert Card("JH") in state.hand(0) and len(state.hand(0)) == 8


def test_the_seven_of_spades_cannot_be_drawn_before_the_lead():
    """The holder must lead the seven at once, so the blind draw takes another card
    (unspecified in source). [engelmann:piquesept.seven-led]"""
    with pytest.raises(ValueError, match=r"7S cannot be drawn.*blind-draw"):
        PiqueseptGame().new_initial_state(hands=HANDS, drawn="7S")
    for seed in range(30):
        assert PiqueseptGame().new_initial_state(seed=seed).drawn != SPADE_SEVEN


def test_the_seven_is_led_at_once():
    """Whoever has the seven of spades leads it at once; another lead is refused.
    [engelmann:piquesept.seven-led]"""
    state = PiqueseptGame().new_initial_state(hands=HANDS, drawn="9C")
    state.apply_action("give JH")
    assert [str(a) for a in state.legal_actions()] == ["7S"]
    with pytest.raises(IllegalAction, match=r"must lead it at once.*piquesept\.seven-led"):
        state.apply_action("7H")


def test_everyone_throws_his_highest_trump_or_highest_card():
    """To the seven each must throw his highest trump, or his highest card without a trump;
    with tens high (Mariage) the ten of spades outranks the king. [engelmann:piquesept.seven-led]"""
    state = PiqueseptGame().new_initial_state(hands=HANDS, drawn="9C")
    state.apply_action("give JH")
    state.apply_action("7S")
    assert [str(a) for a in state.legal_actions()] == ["AS"]
    with pytest.raises(IllegalAction, match=r"highest trump.*AS.*piquesept\.seven-led"):
        state.apply_action("9S")
    state.apply_action("AS")
    assert [str(a) for a in state.legal_actions()] == ["TS"]     # tens high, as in Mariage
    state.apply_action("TS")
    assert [str(a) for a in state.legal_actions()] == ["QS"]
    natural = PiqueseptGame(order="natural").new_initial_state(hands=HANDS, drawn="9C")
    for action in ("give JH", "7S", "AS"):
        natural.apply_action(action)
    assert [str(a) for a in natural.legal_actions()] == ["KS"]   # A K Q J 10: the king


def test_highest_card_without_a_trump_may_be_any_suit_of_that_rank():
    """Without a trump the highest card is thrown; two aces tie and either may go
    (unspecified in source)."""
    hands = [parse("7S 7H 8H 7D 8D 7C 8C 9C"), parse("AH AD KH QH JH KD 9H 9D"),
             parse("AS TS KS QS JS 9S 8S AC"), parse("TH TD TC KC QC JC QD JD")]
    state = PiqueseptGame().new_initial_state(hands=hands, drawn="9C")
    state.apply_action("give 9D")
    state.apply_action("7S")
    assert {str(a) for a in state.legal_actions()} == {"AH", "AD"}


def test_the_others_must_follow_or_trump():
    """The others must follow suit, or trump when they cannot. [engelmann:piquesept.privilege]"""
    state = PiqueseptGame().new_initial_state(hands=HANDS, drawn="9C")
    for action in ("give JH", "7S", "AS", "TS", "QS"):
        state.apply_action(action)
    assert state.current_player() == 1          # B took the first trick with the ace
    state.apply_action("KD")
    assert {str(a) for a in state.legal_actions()} == {"QD", "JD"}
    with pytest.raises(IllegalAction, match=r"revoke: C holds diamonds.*piquesept\.privilege"):
        state.apply_action("AC")
    state.apply_action("QD")
    assert {str(a) for a in state.legal_actions()} == {"TD", "9D"}


def test_the_holder_may_trump_a_high_card_though_he_can_follow():
    """The holder may trump a high card led by another even when he can follow; a low card he
    must follow. [engelmann:piquesept.privilege]"""
    hands = [parse("7S 8S 7H 8H 7D 8D 7C 8C"), parse("AS 9S AH KH QH JH AD KD"),
             parse("TS KS TH 9H QD JD AC KC"), parse("QS JS TD 9D TC QC JC 9C")]
    state = PiqueseptGame().new_initial_state(hands=hands, drawn="7C")
    # B draws the 7 of clubs and gives back the 9 of spades, a trump.
    state.apply_action("give 9S")
    for action in ("7S", "AS", "TS", "QS"):
        state.apply_action(action)
    assert state.current_player() == 1          # B took it with the ace
    state.apply_action("AH")                    # a high card led by another
    state.apply_action("TH")
    # D has no heart: he must trump (he holds the jack of spades).
    assert [str(a) for a in state.legal_actions()] == ["JS"]
    state.apply_action("JS")
    assert {str(a) for a in state.legal_actions()} == {"7H", "8H", "8S", "9S"}


def test_the_holder_must_follow_a_low_card():
    """A low card led by another gives the holder no right to trump it.
    [engelmann:piquesept.privilege]"""
    hands = [parse("7S 8S 7H 8H 7D 8D 7C 8C"), parse("AS 9S 9H KH QH JH AD KD"),
             parse("TS KS TH AH QD JD AC KC"), parse("QS JS TD 9D TC QC JC 9C")]
    state = PiqueseptGame().new_initial_state(hands=hands, drawn="7C")
    state.apply_action("give 9S")
    for action in ("7S", "AS", "TS", "QS", "9H", "AH", "JS"):
        state.apply_action(action)
    with pytest.raises(IllegalAction, match=r"only when another leads a high card.*9H is not "
                                            r"one.*piquesept\.privilege"):
        state.apply_action("8S")


def test_exchange_after_the_first_trick():
    """With exchange='after the first trick' the seven is led first and the draw follows."""
    state = PiqueseptGame(exchange="after the first trick").new_initial_state(hands=HANDS,
                                                                               drawn="9C")
    assert [str(a) for a in state.legal_actions()] == ["7S"]
    for action in ("7S", "AS", "TS", "QS"):
        state.apply_action(action)
    assert state.phase == "give" and state.drawn == Card("9C") and state.current_player() == 1
    state.apply_action("give JH")
    assert state.current_player() == 1          # B won the first trick and leads


def test_the_first_tricks_winner_draws_when_so_read():
    """Read as 'who leads after him', the drawer is the winner of the first trick; that needs the
    exchange after the first trick. [engelmann:piquesept.blind-draw]"""
    game = PiqueseptGame(exchange="after the first trick", drawer="winner")
    hands = [HANDS[0], HANDS[3], HANDS[2], HANDS[1]]   # now D holds the ace of spades
    state = game.new_initial_state(hands=hands, drawn="9C")
    for action in ("7S", "QS", "TS", "AS"):
        state.apply_action(action)
    assert state.drawer == 3 and state.current_player() == 3 and Card("9C") in state.hand(3)
    with pytest.raises(ValueError, match=r"drawer='winner'.*after the first trick.*blind-draw"):
        PiqueseptGame(drawer="winner")


def test_holder_against_the_others_pays_the_stake():
    """The holder wins with 66 and is paid by each other; otherwise he pays each; 65 to 65 pays
    nobody (unspecified in source). [engelmann:piquesept.points, engelmann:piquesept.why]"""
    for seed in range(30):
        state = play(PiqueseptGame().new_initial_state(seed=seed), seed=seed)
        mine = state.card_points()[state.holder]
        r = state.returns()
        if mine >= 66:
            assert r[state.holder] == 3
        elif mine <= 64:
            assert r[state.holder] == -3
        else:
            assert r == [0.0] * 4


@pytest.mark.parametrize("options", [{}, {"players": 3}, {"order": "natural", "sides": "each"},
                                     {"exchange": "after the first trick", "high": "AKT"},
                                     {"exchange": "after the first trick", "drawer": "winner",
                                      "players": 3}])
def test_random_deals_count_130_end_balance_and_repeat(options):
    """Over many random deals: play ends, a legal action always exists, the card points add to
    130, payments balance, the same seed gives the same deal. [engelmann:piquesept.points]"""
    game = get_game("piquesept", **options)
    for seed in range(30):
        state = game.new_initial_state(seed=seed)
        policy = RandomPlayer(seed)
        while not state.is_terminal():
            assert state.legal_actions()
            state.apply_action(policy(state))
        assert sum(state.card_points()) == 130
        assert state.tricks[0].cards[0] == SPADE_SEVEN
        assert sum(state.returns()) == 0 and state.ledger.total() == 0
        if seed % 5 == 0:      # the same seed, the same deal and play
            again = play(game.new_initial_state(seed=seed), RandomPlayer(seed))
            assert again.details() == state.details()


def test_bad_options_and_hands_are_refused():
    """Options and hands outside the rules name the passage."""
    with pytest.raises(ValueError, match=r"players=5.*piquesept\.pack"):
        get_game("piquesept", players=5)
    with pytest.raises(ValueError, match=r"hold 8 cards each.*piquesept\.pack"):
        PiqueseptGame().new_initial_state(hands=[parse("7S")] * 4)
    with pytest.raises(ValueError, match=r"pack of 32: 9C missing.*piquesept\.pack"):
        PiqueseptGame().new_initial_state(hands=[parse("7S 7H 8H 7D 8D 7C 8C 2S")] + HANDS[1:])
    assert ORDERS["mariage"] == "ATKQJ987"


@pytest.mark.parametrize("options", [{}, {"sides": "each"}])
def test_result_is_the_outcome_as_a_category(options):
    """Each deal's result names who won in one word (the simulation's category for rate
    studies): "holder won" or "others won" when the holder of the seven of spades plays against
    the others, "won" when each plays for himself, "nobody" when no one reaches 66 and nothing
    is paid (engelmann:piquesept.points)."""
    game = get_game("piquesept", **options)
    allowed = {"holder won", "others won", "nobody"} if not options else {"won", "nobody"}
    seen = set()
    for seed in range(30):
        state = play(game.new_initial_state(seed=seed), RandomPlayer(seed))
        result = state.details()["result"]
        seen.add(result)
        assert result in allowed
        assert (result == "nobody") == (state.returns() == [0] * len(state.returns()))
    assert len(seen) >= 2


def test_the_options_are_declared_with_todays_defaults():
    """The options are data, each with its default, meaning and passage; the game made with
    none is the game made with every default."""
    declared = {o.name: o.default for o in PiqueseptGame.OPTIONS}
    assert declared == {"players": 4, "order": "mariage", "high": "AT", "sides": "holder",
                        "exchange": "before the lead", "drawer": "next", "removed_eights": None,
                        "stake": 1}
    assert get_game("piquesept").options == declared


@pytest.mark.parametrize("high", ["", "AX", "10"])
def test_a_high_card_is_named_by_ranks_of_the_pack(high):
    """The holder's 'hohe Karte' is named by rank letters of the piquet pack.
    [engelmann:piquesept.privilege]"""
    with pytest.raises(ValueError, match=r"high=.*piquesept\.privilege"):
        get_game("piquesept", high=high)


@pytest.mark.parametrize("eights", ["8H", "8H 8H", "8H 9C", ["8H", None], ("8H", "8D", "8C")])
def test_the_eights_laid_aside_are_two_of_hearts_diamonds_or_clubs(eights):
    """With three players two eights of hearts, diamonds or clubs are laid aside.
    [engelmann:piquesept.pack]"""
    with pytest.raises(ValueError, match=r"removed_eights=.*piquesept\.pack"):
        get_game("piquesept", players=3, removed_eights=eights)


@pytest.mark.parametrize("setup", [{"drawn": "XX"}, {"drawn": 5.5}, {"drawn": "AS"},
                                   {"drawn": "7S"}])
def test_the_card_drawn_is_a_card_of_the_holders_hand_but_the_seven(setup):
    """The blind draw takes a card of the holder's hand, not the seven he must lead; a card
    given that cannot be drawn is refused before play, whenever the draw is made.
    [engelmann:piquesept.blind-draw]"""
    for exchange in ("before the lead", "after the first trick"):
        with pytest.raises(ValueError, match=r"drawn"):
            get_game("piquesept", exchange=exchange).new_initial_state(hands=HANDS, **setup)


@pytest.mark.parametrize("setup", [{"deal": 0}, {"deal": True}, {"deal": 1.0}, {"ledger": 5},
                                   {"ledger": Ledger(["P0", "P1", "P2", "P3"])},
                                   {"hands": 5}, {"hands": [None] * 4}])
def test_the_deals_number_ledger_and_hands_are_checked(setup):
    """A deal's number is 1 or more, its ledger holds the seats, its hands are four hands of
    cards."""
    with pytest.raises(ValueError, match=next(iter(setup))):
        get_game("piquesept").new_initial_state(seed=1, **setup)


def test_the_seats_are_named_once():
    """The seats' names, A to D as the source letters them, are the game's seats and the
    ledger's accounts."""
    for players, seats in ((4, ("A", "B", "C", "D")), (3, ("A", "B", "C"))):
        game = get_game("piquesept", players=players)
        assert game.seats == seats
        assert game.new_initial_state(seed=0).ledger.players == seats


def test_the_highest_spade_takes_the_trick_else_the_highest_of_the_suit_led():
    """Spades are always trumps; in the Mariage order the ten is second only to the ace.
    [engelmann:piquesept.trump]"""
    mariage, natural = TRICKS["mariage"], TRICKS["natural"]
    assert mariage.trump == natural.trump == "S"
    assert mariage.winner(parse_ordered("AH 7S TH KH")) == 1
    assert mariage.winner(parse_ordered("KH TH 9D AC")) == 1
    assert natural.winner(parse_ordered("KH TH 9D AC")) == 0


def test_the_hand_report_refuses_cards_outside_the_pack_and_another_trump():
    """The pack is the piquet pack of 32, and spades are always trumps.
    [engelmann:piquesept.pack, engelmann:piquesept.trump]"""
    game = get_game("piquesept")
    with pytest.raises(ValueError, match=r"cards=.*2S.*piquesept\.pack"):
        game.hand_report("2S 7S")
    with pytest.raises(ValueError, match=r"trump='H'.*piquesept\.trump"):
        game.hand_report("7S AS", trump="H")


def test_the_holder_is_told_which_card_was_drawn_from_his_hand():
    """The drawn card leaves the holder's hand, so he knows it as the drawer does.
    [engelmann:piquesept.blind-draw]"""
    game = get_game("piquesept")
    state = game.new_initial_state(seed=4)
    policy = RandomPlayer(4)
    while state.drawn is None or state.given is None:
        state.apply_action(policy(state))
    assert state.information(state.holder)["drawn"] == state.drawn
    assert state.information(state.drawer)["drawn"] == state.drawn
    other = next(p for p in range(game.num_players) if p not in (state.holder, state.drawer))
    assert "drawn" not in state.information(other)


@pytest.mark.parametrize("options", [{}, {"exchange": "after the first trick", "players": 3}])
def test_information_holds_no_card_the_player_has_not_seen(options):
    """Under random play, at every decision of many deals, what a player is told holds only his
    own cards, the cards played, and the card drawn blindly and the one given for it to the two
    who exchanged them. [engelmann:piquesept.blind-draw]"""
    game = get_game("piquesept", **options)
    for seed in range(20):
        state = game.new_initial_state(seed=seed)
        policy = RandomPlayer(seed)
        while True:
            played = {c for t in state.tricks + [state.trick] for c in t.cards}
            for player in range(game.num_players):
                seen = set(state.initial_hands[player]) | played
                if player in (state.drawer, state.holder) and state.drawn is not None:
                    seen.add(state.drawn)
                if player in (state.drawer, state.holder) and state.given is not None:
                    seen.add(state.given)
                assert cards_in(state.information(player)) <= seen, (seed, player)
            if state.is_terminal():
                break
            state.apply_action(policy(state))
