"""Tresette after Engelmann 1798: each rule a test, with its passage; properties over random deals."""

from fractions import Fraction

import pytest
from cards_seen import cards_in

from gamelib import IllegalAction, get_game, play
from gamelib.core.cards import Card, CardSet, deck
from gamelib.core.engine import RandomPlayer
from gamelib.games.tresette import (
    DEAL_POINTS,
    TRICKS,
    CardPoints,
    card_points,
    TresetteGame,
    declarations,
    napolitana,
    special_win,
)

HANDS = [  # seat 1 (the Vorhand when seat 0 deals) holds three threes and a napolitaine in spades
    "KS QS JS 7S 6S 5S 4S KH QH JH",
    "3S 2S AS 3H 3D 2H AH 7H 6H 5H",
    "4H 2D AD KD QD JD 7D 6D 5D 4D",
    "3C 2C AC KC QC JC 7C 6C 5C 4C",
]


def cards_only(state):
    """A policy that never declares: the first legal card."""
    return next(a for a in state.legal_actions() if a.kind == "card")


def fixed(**options):
    setup = {k: options.pop(k) for k in ("marks", "parties", "dealer") if k in options}
    options.setdefault("zurufen", False)
    return get_game("tresette", **options).new_initial_state(seed=0, hands=HANDS, **setup)


def test_the_order_in_every_suit_is_three_two_ace_king_down_to_four():
    """'1. Drei. 2. Zwei. 3. Aß. 4. König. 5. Dame. 6. Bube. 7. Sieben. 8. Sechs. 9. Fünf. 10. Vier.'
    [engelmann:tresette.order]"""
    led = Card("4H")
    ranked = sorted((Card(r + "H") for r in "A2K3QJ7654"), key=lambda c: TRICKS.power(c, led),
                    reverse=True)
    assert "".join(c.rank for c in ranked) == "32AKQJ7654"
    assert TRICKS.winner([Card("AH"), Card("3H"), Card("2H"), Card("KH")]) == 1
    assert TRICKS.winner([Card("4H"), Card("5H"), Card("JH"), Card("7H")]) == 2


def test_there_is_no_trump_and_the_suit_led_must_be_followed():
    """No suit is trump; a card of another suit never wins; the suit led is followed while one can.
    [engelmann:tresette.follow]"""
    assert TRICKS.trump is None
    assert TRICKS.winner([Card("4S"), Card("3H"), Card("3D"), Card("3C")]) == 0
    assert TRICKS.following(CardSet("4S 3H 3D"), Card("KS")) == [Card("4S")]
    assert len(TRICKS.following(CardSet("3H 3D"), Card("KS"))) == 2


def test_a_revoke_is_refused():
    """[engelmann:tresette.follow]"""
    s = fixed()
    s.apply_action("3H")
    with pytest.raises(IllegalAction, match=r"revokes: the suit led \(3H\).*engelmann:tresette.follow"):
        s.apply_action("2D")


@pytest.mark.parametrize("figures", range(21))
def test_the_card_points_of_a_deal_add_to_eleven(figures):
    """Three figures make a point, each ace one, the last trick one: 'eilf Points', the two odd
    figures counting nothing. [engelmann:tresette.card-points]"""
    for aces in range(5):
        for last in (True, False):
            a = CardPoints(figures, aces, last)
            b = CardPoints(20 - figures, 4 - aces, not last)
            assert a.points + b.points == DEAL_POINTS
            assert a.thirds + b.thirds == Fraction(20, 3) + 4 + 1  # exact thirds: 11 and 2/3


def test_napolitaine_three_and_one_more_for_each_following_card():
    """3-2-A of a suit: 3 markers; with the king 4; each following card one more.
    [engelmann:tresette.napolitana]"""
    assert napolitana(CardSet("3S 2S AS"), "S").marks == 3
    assert napolitana(CardSet("3S 2S AS KS QS"), "S").marks == 5
    assert napolitana(CardSet("3S 2S AS QS"), "S").marks == 3
    whole = CardSet([Card(r + "S") for r in "32AKQJ7654"])
    assert napolitana(whole, "S").marks == 10
    assert napolitana(CardSet("2S AS KS"), "S") is None


def test_threes_and_other_triples_and_quadruples():
    """Three threes 3, four threes 4; every other triple 1, quadruple 2.
    [engelmann:tresette.declare, engelmann:tresette.other-sets]"""
    found = {d.name: d.marks for d in declarations(CardSet("3S 3H 3D KS KH KD KC 4S 4H 4D"))}
    assert found == {"three threes": 3, "four kings": 2, "three fours": 1}
    four = {d.name: d.marks for d in declarations(CardSet("3S 3H 3D 3C KS KH 4S 4H 5D 6D"))}
    assert four == {"four threes": 4}
    honours = {d.name for d in declarations(CardSet("3S 3H 3D KS KH KD KC 4S 4H 4D"), sets="honours")}
    assert honours == {"three threes"}


def test_three_sevens_win_a_partie_and_a_marker_and_four_sevens_two_markers():
    """[engelmann:tresette.three-sevens]"""
    three = [d for d in declarations(CardSet("7S 7H 7D KS KH 4S 4H 5D 6D 6C")) if "sevens" in d.name]
    four = [d for d in declarations(CardSet("7S 7H 7D 7C KH 4S 4H 5D 6D 6C")) if "sevens" in d.name]
    assert (three[0].parties, three[0].marks) == (1, 1)
    assert (four[0].parties, four[0].marks) == (1, 2)


def test_the_newer_rule_gives_three_sevens_twos_or_aces_three_markers():
    """'Neuerlich läßt man drei Sieben blos drei Marquen gelten; auch gelten dann drei Zwei und
    drei Aß gleichfalls 3.' [engelmann:tresette.newer]"""
    found = {d.name: (d.marks, d.parties) for d in
             declarations(CardSet("7S 7H 7D 2S 2H 2D AS AH AC 4C"), sevens="newer")}
    assert found == {"three sevens": (3, 0), "three twos": (3, 0), "three aces": (3, 0)}


def test_the_vorhand_declares_with_his_lead_and_the_others_at_the_second_trick():
    """Whoever has not the lead declares 'erſt nachher, wenn zu dem zweiten Stiche ausgeſpielt
    iſt'; a missed declaration counts nothing. [engelmann:tresette.declare-time,
    engelmann:tresette.declare-when]"""
    s = fixed()
    assert s.current_player() == 1
    s.apply_action("declare three threes")
    s.apply_action("declare napolitaine in S")
    assert s.marks == [0, 6]
    s.apply_action("3H")
    s.apply_action("4H")
    with pytest.raises(IllegalAction,
                       match=r"^D may declare only at the second trick.*tresette.declare-when"):
        s.apply_action("declare napolitaine in C of 10")
    s.apply_action("4C")
    s.apply_action("KH")
    assert s.current_player() == 1 and s.open_declarations(1) == []  # his moment is past
    s.apply_action("2H")
    s.apply_action("2D")
    s.apply_action("declare napolitaine in C of 10")
    assert s.marks == [0, 6]                          # laid when the second trick is complete
    s.apply_action("2C")
    s.apply_action("QH")
    assert s.marks == [0, 16]


def test_declaring_what_one_does_not_hold_is_refused():
    """[engelmann:tresette.declare]"""
    s = fixed()
    with pytest.raises(IllegalAction, match=r"^B cannot declare four threes.*tresette.declare"):
        s.apply_action("declare four threes")


def test_twenty_one_markers_win_a_partie_double_if_the_others_end_the_deal_at_ten_or_less():
    """'Welche Spieler ihre 21 Marquen eher als die andern anlegen können, gewinnen eine
    Parthie und kann die gegenſeitige Parthei nicht über die Hälfte, nämlich über die Zehen
    anlegen, ſo iſt die Parthie doppelt gewonnen': the partie is broken when 21 are laid, and
    doubled when the others, their card points of the deal counted (4 here), stand at ten or
    less. [engelmann:tresette.partie]"""
    for theirs, parties in ((0, 2), (6, 2), (7, 1)):
        s = fixed(marks=(theirs, 15), deals=1)
        s.apply_action("declare three threes")
        s.apply_action("declare napolitaine in S")
        assert s.parties == [0, 1] and s.marks == [0, 0]
        play(s, cards_only)
        assert s.deal.points[0].points == 4 and s.parties == [0, parties]


def test_continuation_carries_the_surplus_and_is_refused_with_calls():
    """[engelmann:tresette.continuation]"""
    s = fixed(marks=(0, 17), continuation=True)
    s.apply_action("declare three threes")
    s.apply_action("declare napolitaine in S")
    assert s.parties == [0, 1] and s.marks == [0, 2]
    with pytest.raises(ValueError, match="engelmann:tresette.continuation"):
        get_game("tresette", zurufen=True, continuation=True)


def test_gallata_gallaton_stramazzet_stramazzeton():
    """All tricks to one company: 4 parties, to one player: 8; all but one pointless trick: 3,
    to one player: 6. [engelmann:tresette.gallata, engelmann:tresette.gallaton,
    engelmann:tresette.stramazzet, engelmann:tresette.stramazzeton]"""
    low = [Card("4S"), Card("5S"), Card("6S"), Card("7S")]
    figures = [Card("KH"), Card("JH"), Card("4H"), Card("5H")]
    ace = [Card("AH"), Card("4H"), Card("5H"), Card("6H")]
    assert special_win([(0, low, 0)] * 10)[1:3] == ("Gallaton", 8)
    assert special_win([(0, low, 0)] * 5 + [(0, low, 2)] * 5)[1:3] == ("Gallata", 4)
    one = [(0, low, 0)] * 4 + [(0, figures, 1)] + [(0, low, 2)] * 5
    assert special_win(one)[:3] == (0, "Stramazzet", 3)
    alone = [(0, low, 0)] * 4 + [(0, figures, 1)] + [(0, low, 0)] * 5
    assert special_win(alone)[:3] == (0, "Stramazzeton", 6)
    assert special_win([(0, low, 0)] * 4 + [(0, ace, 1)] + [(0, low, 2)] * 5) is None
    assert special_win([(0, low, 0)] * 9 + [(0, low, 1)]) is None  # the last trick is a point


def test_calls_the_vorhand_first_calls_a_suit_he_holds():
    """'die Vorhand ruft was ſie will' [engelmann:tresette.calls]"""
    s = get_game("tresette").new_initial_state(seed=0, hands=HANDS)
    assert [a.kind for a in s.legal_actions()] == ["call"] * 3
    s.apply_action("call H")
    assert s.deal.called == (1, "H") and s.legal_actions()[0].kind != "call"


def test_the_partner_gives_his_two_on_a_three_when_the_option_is_on():
    """[engelmann:tresette.try-three]"""
    hands = ["4S QD JD 3C 2C AC KC QC JC 7C", "3S AS 2H 3H AH KH 2D 3D AD KD",
             "KS QS JS 7S 6S QH JH 6C 5C 4H", "2S 5S 5H 6H 7H 4D 5D 6D 7D 4C"]
    for enforced, playable in ((True, ["2S"]), (False, ["2S", "5S"])):
        s = get_game("tresette", zurufen=False, two_on_three=enforced).new_initial_state(hands=hands)
        s.apply_action("3S")
        s.apply_action("KS")
        assert sorted(str(a) for a in s.legal_actions() if a.kind == "card") == playable
    s = get_game("tresette", zurufen=False, two_on_three=True).new_initial_state(hands=hands)
    s.apply_action("3S")
    s.apply_action("KS")
    with pytest.raises(IllegalAction, match=r"must give it on the three.*engelmann:tresette.try-three"):
        s.apply_action("5S")


def test_the_deal_gives_ten_cards_to_each_from_the_forty():
    """[engelmann:tresette.pack, engelmann:tresette.deal]"""
    s = get_game("tresette").new_initial_state(seed=3)
    hands = [s.hand(p) for p in range(4)]
    assert all(len(h) == 10 for h in hands)
    assert hands[0] | hands[1] | hands[2] | hands[3] == deck("tresette")
    with pytest.raises(ValueError, match="engelmann:tresette.pack"):
        get_game("tresette").new_initial_state(hands=["8S"] + HANDS[1:])


@pytest.mark.parametrize("options", [{}, {"zurufen": False, "continuation": True},
                                     {"sevens": "newer", "sets": "honours", "special": "add",
                                      "two_on_three": True}])
def test_random_sittings_end_always_offer_an_action_count_eleven_and_balance(options):
    """Play ends; a legal action exists until then; card points are 11 each deal; the ledger
    balances and the companies' players get equal and opposite amounts."""
    game = get_game("tresette", **options)
    for seed in range(15):
        s = game.new_initial_state(seed=seed)
        steps = 0
        while not s.is_terminal():
            legal = s.legal_actions()
            assert legal
            s.apply_action(legal[(seed * 7 + steps) % len(legal)])
            steps += 1
        assert all(sum(p.points for p in d.points) == DEAL_POINTS for d in s.deals)
        r = s.returns()
        assert sum(r) == 0 and r[0] == r[2] and r[1] == r[3]
        assert r[0] == (s.parties[0] - s.parties[1]) * game.stake


def test_the_same_seed_gives_the_same_game():
    a = play(get_game("tresette").new_initial_state(seed=9), seed=2)
    b = play(get_game("tresette").new_initial_state(seed=9), seed=2)
    assert str(a.details()) == str(b.details())


def test_three_sevens_declared_break_a_partie_on_the_comb_at_once():
    """'Der, welcher drei Sieben anſagt, gewinnt eine Parthie, welche er und ſein Mitſpieler an
    dem ... Kamme anbrechen und zugleich eine Marque anlegen.' [engelmann:tresette.three-sevens]"""
    hands = ["KS QS JS 6S 5S 4S KH QH JH 4H", "7S 7H 7D 3S 2S AS 3H 2H AH 6H",
             "5H 2D AD KD QD JD 6D 5D 4D 3D", "3C 2C AC KC QC JC 7C 6C 5C 4C"]
    s = get_game("tresette", zurufen=False).new_initial_state(seed=0, hands=hands)
    s.apply_action("declare three sevens")
    assert s.parties == [0, 1] and s.marks == [0, 1]
    newer = get_game("tresette", zurufen=False, sevens="newer").new_initial_state(seed=0, hands=hands)
    newer.apply_action("declare three sevens")
    assert newer.parties == [0, 0] and newer.marks == [0, 3]


def test_a_special_win_replaces_or_adds_to_the_card_points():
    """The book does not say whether the card points are laid beside a Gallata etc.; both
    readings are options; replaced, the card points are not laid. [engelmann:tresette.gallata, engelmann:tresette.card-points]"""
    found = {}
    for special in ("replace", "add"):
        game = get_game("tresette", zurufen=False, deals=1, special=special)
        for seed in range(400):
            s = play(game.new_initial_state(seed=seed), cards_only)
            if s.deal.special:
                found[special] = (seed, list(s.marks), sum(line[3] for line in s.log))
                break
    assert found["replace"][0] == found["add"][0]          # the same deal, the same special
    assert found["replace"][1:] == ([0, 0], 0)
    assert sum(found["add"][1]) == DEAL_POINTS and found["add"][2] == DEAL_POINTS


# Seat 0 (the Vorhand when seat 3 deals) leads the three of clubs; seat 1 holds only the ace of
# clubs, which falls to it: a point for seat 0's company in the first trick. Seat 1 holds three
# threes, which he may declare only at the second trick.
COUNT_OUT_HANDS = [
    "3C 2C KC QC JC 7C 6S 5S 4S 2H",
    "3S 3H 3D AC 2S AS KS QS JS 7S",
    "6C 5C 4C AH KH QH JH 7H 6H 5H",
    "4H 2D AD KD QD JD 7D 6D 5D 4D",
]


def test_the_options_are_declared_with_todays_defaults():
    """The options are data, each with its default, meaning and passage; the game made with
    none is the game made with every default."""
    declared = {o.name: o.default for o in TresetteGame.OPTIONS}
    assert declared == {"sevens": "old", "sets": "all", "zurufen": True, "continuation": False,
                        "special": "replace", "deals": 4, "stake": 1, "two_on_three": False,
                        "vorhand_second": False}
    assert get_game("tresette").options == declared


@pytest.mark.parametrize("dealer", [4, -1, True, "1", 1.5, None])
def test_the_dealer_is_one_of_the_four_seats(dealer):
    """Four play, seats 0 to 3. [engelmann:tresette.partners]"""
    with pytest.raises(ValueError, match=r"dealer=.*no seat.*engelmann:tresette.partners"):
        get_game("tresette").new_initial_state(seed=1, dealer=dealer)


@pytest.mark.parametrize("parties", [(1, 2, 3), (-1, 0), (0.5, 0), (True, 0), 3, "ab"])
def test_the_parties_are_two_whole_numbers_not_below_nought(parties):
    """Each company's parties broken on the comb: two whole numbers, none negative.
    [engelmann:tresette.partie]"""
    with pytest.raises(ValueError, match=r"parties=.*engelmann:tresette.partie"):
        get_game("tresette").new_initial_state(seed=1, parties=parties)


@pytest.mark.parametrize("marks", [(-1, 0), (21, 0), (1, 2, 3), (1.0, 0), None])
def test_the_markers_on_the_comb_are_below_twenty_one(marks):
    """Markers are laid whole, none negative, and 21 win a partie: a company holds 0 to 20.
    [engelmann:tresette.partie]"""
    with pytest.raises(ValueError, match=r"marks=.*engelmann:tresette.partie"):
        get_game("tresette").new_initial_state(seed=1, marks=marks)


@pytest.mark.parametrize("hands", [5, [None] * 4, HANDS[:3], "3S 2S", [HANDS[0]] * 4])
def test_the_hands_given_are_four_hands_of_ten(hands):
    """Four hands of ten cards of the 40-card pack, no card twice. [engelmann:tresette.pack]"""
    with pytest.raises(ValueError, match=r"engelmann:tresette.pack"):
        get_game("tresette").new_initial_state(seed=1, hands=hands)


def test_the_seats_are_named_once():
    """The four seats' names are the game's seats and the ledger's accounts."""
    game = get_game("tresette", deals=1)
    assert game.seats == ("A", "B", "C", "D")
    s = play(game.new_initial_state(seed=0), seed=0)
    assert s.ledger.players == game.seats


def test_the_hand_report_refuses_cards_outside_the_pack_and_a_trump():
    """The l'Hombre pack has no eights, nines or tens, and Tresette no trump.
    [engelmann:tresette.pack, engelmann:tresette.follow]"""
    game = get_game("tresette")
    with pytest.raises(ValueError, match=r"cards=.*8S.*engelmann:tresette.pack"):
        game.hand_report("8S 3S")
    with pytest.raises(ValueError, match=r"trump='S'.*engelmann:tresette.follow"):
        game.hand_report("3S 2S", trump="S")
    with pytest.raises(ValueError, match=r"cards=None"):
        game.hand_report(None)


def test_information_holds_no_card_the_player_has_not_seen():
    """Under random play, at every decision of many sittings, what a player is told holds only
    his own cards, the cards played and, for the Vorhand's partner, the called suit: declarations
    are said, not shown ('ſo ſaget ein Jeder an'), and reach the others by name only.
    [engelmann:tresette.declare, engelmann:tresette.calls]"""
    declared = 0
    for options in ({}, {"zurufen": False, "deals": 2}):
        game = get_game("tresette", **options)
        for seed in range(8):
            s = game.new_initial_state(seed=seed)
            policy = RandomPlayer(seed)
            while not s.is_terminal():
                d = s.deal
                played = {c for _, cards, _ in d.tricks for c in cards} | set(s.trick)
                called = d.dealt[d.called[0]].suit(d.called[1]) if d.called else CardSet()
                for player in range(4):
                    partner = d.called and d.called[0] % 2 == player % 2
                    seen = set(d.dealt[player]) | played | (set(called) if partner else set())
                    assert cards_in(s.information(player)) <= seen, (seed, player)
                declared += len(d.declared)
                s.apply_action(policy(s))
    assert declared > 0


# Seat 0 deals, so seat 1 is the Vorhand and leads the four of clubs; seat 3 takes the trick
# with the three and so leads to the second trick. Seat 2 holds three kings, seat 3 four
# queens: both declare at the second trick, seat 3 first in the order of play.
SEAT_ORDER_HANDS = [
    "2C AC KC JC 7C 5S 4S 5H 4H JD",
    "4C 4D AS 7S 6S 3H 6H 3D 2D 5D",
    "KS KH KD 3S 2H AD JS 7H 6D 5C",
    "QS QH QD QC 3C 2S AH JH 7D 6C",
]


def test_declarations_that_count_both_out_are_laid_in_seat_order_from_the_vorhand():
    """'Wenn ſich nun beide durch ein Gedrittes, oder durch Neapolitainen ausſagen können, ſo
    gehet es nach der Vorhand, und darf keiner eher etwas anfangen, als ihn, der Ordnung nach,
    die Reihe trift': at 20 to 20 the three kings of the seat after the Vorhand count out before
    the four queens of the seat after him, whoever leads the second trick.
    [engelmann:tresette.count-out]"""
    s = get_game("tresette", zurufen=False, deals=1).new_initial_state(
        seed=0, hands=SEAT_ORDER_HANDS, dealer=0, marks=(20, 20))
    for card in ("4C", "5C", "3C", "7C"):
        s.apply_action(card)
    assert s.current_player() == 3
    s.apply_action("declare four queens")
    for card in ("QS", "5S", "6S"):
        s.apply_action(card)
    s.apply_action("declare three kings")
    s.apply_action("KS")
    assert s.parties == [1, 0]
    assert [label for _, _, label, *_ in s.log][:2] == ["C three kings", "partie: 21 to 20"]


def test_the_card_points_are_laid_when_the_deal_is_over():
    """'Iſt das Spiel zu Ende, ſo zählt jede Compagnie die Points in ihrer Karte ... So viel nun
    jede Compagnie Points zählen kann, ſo viel Marquen werden angelegt': no marker for card
    points until the tenth trick is taken, then all eleven at once.
    [engelmann:tresette.card-points, engelmann:tresette.marks]"""
    s = get_game("tresette", zurufen=False, deals=2).new_initial_state(seed=5)
    while len(s.deals) == 1 and len(s.deal.tricks) < 9:
        s.apply_action(cards_only(s))
        assert s.marks == [0, 0] and not s.log
    while len(s.deals) == 1:
        s.apply_action(cards_only(s))
    assert sum(s.marks) == DEAL_POINTS and s.marks == [p.points for p in s.deals[0].points]


def test_a_declaration_at_the_second_trick_counts_out_before_the_card_points():
    """The card points are counted when the deal is over, so at 20 to 20 three threes declared
    at the second trick win the partie, although the other company took a point at the first.
    [engelmann:tresette.card-points, engelmann:tresette.declare-time, engelmann:tresette.partie]"""
    s = get_game("tresette", zurufen=False, deals=1).new_initial_state(
        seed=0, hands=COUNT_OUT_HANDS, dealer=3, marks=(20, 20))
    for action in ("3C", "AC", "4C", "4D", "2C", "declare three threes"):
        s.apply_action(action)
    play(s, cards_only)
    assert s.parties == [0, 1]


def _reached_first(tricks, need):
    """The company whose card points, counted as the tricks fell, first reach ``need``."""
    won = [[], []]
    for i, (_, cards, winner) in enumerate(tricks):
        won[winner % 2] += cards
        for company in (0, 1):
            last = i == len(tricks) - 1 and winner % 2 == company
            if card_points(won[company], last_trick=last).points >= need[company]:
                return company
    return None


def test_when_both_count_out_with_the_card_points_the_first_tricks_decide():
    """'Bleiben bei beiden Geſellſchaften ſo wenige Marquen übrig, daß ſie ſich beide mit denen
    Points hinausſagen können, ſo gewinnen diejenigen die Parthie, welche die erſten Stiche, und
    in ſelbigen die erſten Points gemacht haben': of two companies at 17 and 18, the one whose
    points, counted trick by trick, reach 21 first wins the partie, and it is single.
    [engelmann:tresette.count-out]"""
    checked = 0
    for seed in range(60):
        s = get_game("tresette", zurufen=False, deals=1).new_initial_state(seed=seed, marks=(17, 18))
        play(s, cards_only)
        d = s.deal
        if d.special or min(p.points - need for p, need in zip(d.points, (4, 3))) < 0:
            continue
        first = _reached_first(d.tricks, (4, 3))
        assert s.parties == [int(first == 0), int(first == 1)], seed
        checked += 1
    assert checked >= 10


def test_the_double_is_judged_on_the_losers_markers_at_the_end_of_the_deal():
    """'kann die gegenſeitige Parthei nicht über die Hälfte, nämlich über die Zehen anlegen, ſo
    iſt die Parthie doppelt gewonnen': a partie won with the card points is double only when the
    losers, their own card points of the deal laid, stand at ten or less.
    [engelmann:tresette.partie, engelmann:tresette.card-points]"""
    doubles = singles = 0
    for seed in range(300):
        s = get_game("tresette", zurufen=False, deals=1).new_initial_state(seed=seed, marks=(14, 9))
        play(s, cards_only)
        d = s.deal
        if d.special or sum(s.parties) == 0:
            continue
        winner = 0 if s.parties[0] else 1
        losers_total = (14, 9)[1 - winner] + d.points[1 - winner].points
        assert s.parties[winner] == (2 if losers_total <= 10 else 1), seed
        doubles += s.parties[winner] == 2
        singles += s.parties[winner] == 1
    assert doubles and singles


def test_the_called_suit_is_shown_to_the_partner_only():
    """'... und weiſt dem andern ſeine gerufene Farbe, ſo viel er davon hat': the Vorhand shows
    his called suit to the other of his company; the opponents hear the call, not the cards.
    [engelmann:tresette.calls]"""
    s = get_game("tresette").new_initial_state(seed=0, hands=HANDS)
    s.apply_action("call H")
    assert s.information(3)["shown"] == CardSet("3H 2H AH 7H 6H 5H")
    assert s.information(0)["shown"] == s.information(2)["shown"] == CardSet()
    assert all(s.information(p)["called"] == (1, "H") for p in range(4))


def test_the_vorhand_may_declare_at_the_second_trick_when_the_option_says_so():
    """'Doch iſt dieſes erlaubt, wenn man das Anſpielen oder die Vorhand hat ... Wo nicht, ſo
    geſchiehet es beim zweiten Stiche', and the Napolitaine 'bei dem andern Stiche des Spielers
    angeſagt': read as a permission, the Vorhand may also wait for his card to the second
    trick (``vorhand_second``); by default he declares with his lead, as with calls he 'giebt
    was ſie zuruft mit an'. [engelmann:tresette.declare-when, engelmann:tresette.napolitana]"""
    for allowed in (False, True):
        s = fixed(vorhand_second=allowed)
        for card in ("3H", "4H", "4C", "KH"):
            s.apply_action(card)
        assert s.current_player() == 1
        names = {a.value for a in s.legal_actions() if a.kind == "declare"}
        assert names == ({"three threes", "napolitaine in S", "napolitaine in H"} if allowed
                         else set())
