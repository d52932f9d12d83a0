"""Piquet after Engelmann 1798: each rule a test, with its passage; the booklet's examples."""

import pytest
from cards_seen import cards_in

from gamelib import IllegalAction, get_game, play
from gamelib.core.cards import Card, CardSet, deck
from gamelib.core.engine import RandomPlayer
from gamelib.core.ledger import Ledger
from gamelib.games.piquet import (
    CAPOT,
    SEQUENCE_VALUES,
    TRICKS,
    Declarations,
    PiquetGame,
    partie_points,
    partie_progress,
    partie_session,
    partie_won,
    repic,
    repic_of,
    rummel,
    score_declarations,
    sequences,
    sets,
)


def state(**setup):
    options = setup.pop("options", {})
    return get_game("piquet", **options).new_initial_state(seed=1, **setup)


def rest_of(*hands):
    used = CardSet()
    for h in hands:
        used = used | CardSet(h)
    return deck("piquet") - used


def through_declarations(younger, elder, talon, elder_discards, younger_discards, *,
                         declare=True, totals=(0, 0), misdealt=False, **options):
    """A deal of fixed hands (the younger, seat 0, deals) brought to the first lead: the given
    discards, then every combination declared (or every one withheld, carte blanche too); a
    partie's deal starts from the ``totals`` carried."""
    s = state(hands=[younger, elder], talon=talon.split(), dealer=0, totals=totals,
              misdealt=misdealt, options=options)
    while s.phase == "blanche":
        s.apply_action(s.legal_actions()[0 if declare else 1])
    for card in elder_discards.split():
        s.apply_action("discard " + card)
    s.apply_action("take")
    for card in younger_discards.split():
        s.apply_action("discard " + card)
    s.apply_action("take")
    while s.phase == "declare":
        s.apply_action(s.legal_actions()[0 if declare else 1])
    assert s.phase == "play"
    return s


def highest_first(state):
    """Lead the highest card; follow with the first legal card."""
    legal = state.legal_actions()
    if state.phase == "play" and not state.trick:
        return max(legal, key=lambda a: "789TJQKA".index(a.value.rank))
    return legal[0]


# --- declarations: the booklet's examples ------------------------------------------------------

def test_four_aces_and_three_tens_count_17_and_annul_the_opponents_sets():
    """'ich habe 4 Aß und 3 Zehen, ſo zähle ich 17, und mein Gegner, der vier Damen, vier Buben,
    und drei Könige hat, zählet nichts.' [engelmann:piquet.sets-example]"""
    me = "AS AH AD AC TS TH TD 9S 8H 7D 9C 8C"
    him = "QS QH QD QC JS JH JD JC KS KH KD 7S"
    decl = score_declarations(me, him)
    assert decl.by_category(0)["sets"] == 17
    assert decl.by_category(1)["sets"] == 0
    assert {c.name for c in decl.annulled(1) if c.category == "sets"} == {
        "four queens", "four jacks", "three kings"}


def test_the_highest_tierce_makes_the_lesser_tierces_count():
    """A tierce major annuls the opponent's tierce from the king, and its holder counts his lesser
    tierces from the queen and the jack too (3 each, emended). [engelmann:piquet.sequence-annul]"""
    me = "AS KS QS QH JH TH JD TD 9D 7C 8S 7H"
    him = "KC QC JC 8C 9S 7S 9H 8H 8D 7D AD TS"
    decl = score_declarations(me, him)
    assert decl.by_category(0)["sequences"] == 3 * SEQUENCE_VALUES[3] == 9
    assert decl.by_category(1)["sequences"] == 0


def test_a_sixieme_counts_his_tierce_beside_it_against_higher_quints_and_quarts():
    """'der, welcher eine Sechſte hat, ſeine Tertie ... mitzählen kann, obgleich der andere ...
    Quarte und Quinte von höhern Werthe beſitzt.' (The printed example needs 18 cards; this is the
    feasible form.) [engelmann:piquet.sequence-length]"""
    me = "QS JS TS 9S 8S 7S 9H 8H 7H AD 7C 8C"
    him = "AH KH QH JH TH AC KC QC JC KD QD 9C"
    decl = score_declarations(me, him)
    assert decl.by_category(0)["sequences"] == 16 + 3
    assert decl.by_category(1)["sequences"] == 0


def test_the_printed_sixieme_example_cannot_be_held_in_twelve_cards():
    """A sixième with a tierce, a quart and a quint beside it needs 6 + 3 + 4 + 5 cards, more than
    the twelve a player holds. [engelmann:piquet.sequence-length]"""
    assert 6 + 3 + 4 + 5 > 12


def test_sequence_values_with_the_tierce_and_sixieme_emended():
    """Tierce 3 (printed 2), quart 4, quint 15, sixième 16 (printed '6 16'), 17, 18.
    [engelmann:piquet.sequence-values]"""
    hand = CardSet("AS KS QS JS TS 9S AH KH QH JH 7D 8C")
    found = {c.name: c.points for c in sequences(hand)}
    assert found == {"sixième major in S": 16, "quart major in H": 4}


def test_nines_eights_and_sevens_make_no_sets():
    """'Die Neune, Achte und Sieben werden niemals zu Gedritten oder Gevierten gezählet.'
    [engelmann:piquet.sets-ranks]"""
    assert sets(CardSet("9S 9H 9D 9C 8S 8H 8D 7S 7H 7D AS KS")) == []


def test_the_rummel_goes_by_number_of_cards_then_pips_and_a_tie_counts_nothing():
    """Longer suit wins; equal length: pips (ace 11, figures 10); equal pips: neither counts.
    [engelmann:piquet.rummel, engelmann:piquet.pips]"""
    assert rummel(CardSet("AS KS 7S 8H")).key == (3, 28)
    longer = score_declarations("AS KS QS JS 9S 7H 8H 7D 8D 9D TC 7C",
                                "AH KH QH JH 7S 8S TS 8C 9C JC QC KD")
    assert longer.by_category(0)["point"] == 5 and longer.by_category(1)["point"] == 0
    pipped = score_declarations("AS KS QS 9S 7H 8H TD 7D 8D 9D TC 7C",
                                "AH KH QH JH 7S 8S TS JS 8C 9C JC QC")
    assert pipped.by_category(1)["point"] == 4  # 4 hearts (41) beat 4 spades (40)
    equal = score_declarations("AS KS 7S 8S 9H TD 9D 7D QD TC 9C 7C",
                               "AH KH 7H 8H 9S TS JS JD 8D AC KC 8C")
    points = [l for l in equal.lines if l.combination.category == "point"]
    assert len(points) == 2 and not any(l.valid for l in points)


def test_equal_best_sequences_count_for_neither():
    """'wenn beide Spieler gleiche Rummels, gleiche Sequenzen ... hätten, keiner ... etwas zählen'
    [engelmann:piquet.equality]"""
    decl = score_declarations("AS KS QS 7H 8H TD 9D 7D TC 9C 7C JD",
                              "AH KH QH 8S 9S JS QD KD 8D 8C JC QC")
    seq = [l for l in decl.lines if l.combination.category == "sequences"]
    assert len(seq) == 3 and not any(l.valid for l in seq)


def test_a_point_not_shown_lets_the_opponent_count_his_lower_one():
    """Who does not show his Rummel or sequences before his first card loses them, and the other
    counts his own even if lower. [engelmann:piquet.law-4]"""
    elder, younger = "AS KS QS JS TS 7H 8H 9D 7D TC 9C 8C", "AH KH QH 9H 8S 9S AD KD QC JC 7C 7S"
    shown = score_declarations(elder, younger)
    hidden = score_declarations(elder, younger, declared={"point": (False, True)})
    assert shown.by_category(1)["point"] == 0
    assert hidden.by_category(1)["point"] == 4 and hidden.by_category(0)["point"] == 0


def test_a_false_declarer_counts_nothing_and_the_other_counts_everything():
    """The false declarer 'nicht das geringſte ... zählen darf, dahingegen der andere nun alles
    rechnen kann, was er hat.' [engelmann:piquet.law-5]"""
    me = "AS AH AD AC TS TH TD 9S 8H 7D 9C 8C"
    him = "QS QH QD QC JS JH JD JC KS KH KD 7S"
    decl = score_declarations(me, him, offender=0)
    assert decl.points(0) == 0
    assert decl.by_category(1)["sets"] == 14 + 14 + 3


def test_thirty_from_declarations_alone_is_a_repic_counted_from_ninety():
    """'zählet anſtatt der Dreißig, Neunzig, und wenn er über 30 hat, ſo ſaget er 91, 92, 93, 94'
    Played through the protocol: the elder declares 34 unopposed and counts 94.
    [engelmann:piquet.repic]"""
    elder = "AH KH QH JH TH TS TD TC 7S 8D 9C 7C"
    younger = "AS KS QS JS AD KD QD JD AC KC QC JC"
    talon = "7D 8C 9S 8S 9H 8H 7H 9D".split()
    s = state(hands=[younger, elder], talon=talon, dealer=0)
    for action in ("discard 8D", "discard 9C", "discard 7C", "take",
                   "discard JS", "discard JD", "take"):
        s.apply_action(action)
    while s.phase == "declare":
        s.apply_action(s.legal_actions()[0])  # declare everything
    decl = s.deal.declarations
    assert decl.points(0) == 34 and decl.points(1) == 0
    assert repic((34, 0)) == 0
    assert s.scores()[1] == 94


def test_thirty_reached_in_play_before_the_younger_scores_is_a_pic():
    """The elder who cannot count 30 in hand but reaches it by leading, before his opponent takes
    a trick, counts sixty instead of thirty. [engelmann:piquet.pic]"""
    elder = "AH KH QH JH TH 9H AS KS AD KD 8D 7D"
    younger = "QS JS TS 9S 8S 7S QD JD TD QC JC TC"
    talon = "9C 8C 7C 8H 7H 9D AC KC".split()
    s = state(hands=[younger, elder], talon=talon, dealer=0)
    for action in ("discard 8D", "discard 7D", "discard KD", "take",
                   "discard TD", "discard TC", "take"):
        s.apply_action(action)
    while s.phase == "declare":
        s.apply_action(s.legal_actions()[0])
    assert s.scores() == [0, 28]
    s.apply_action("AH"); s.apply_action("7H")
    assert s.scores() == [0, 29]
    s.apply_action("KH"); s.apply_action("8H")
    assert s.scores() == [0, 60]
    assert any(e[1] == "pic" for e in s.deal.events)


# --- the exchange ------------------------------------------------------------------------------

def test_the_elder_may_not_discard_fewer_than_three():
    """'B [the elder] nicht unter z [3] wegwerfen' [engelmann:piquet.exchange]"""
    s = state()
    assert s.phase == "exchange"
    s.apply_action(s.legal_actions()[0])
    s.apply_action(s.legal_actions()[0])
    with pytest.raises(IllegalAction, match=r"elder may not discard fewer than 3.*engelmann:piquet.exchange"):
        s.apply_action("take")


def test_the_younger_may_not_discard_fewer_than_two_and_takes_the_cards_that_follow():
    """The elder takes 3 of the 5; the younger must discard at least 2 and takes 'die unmittelbar
    darauf folgenden' cards, or all the rest. [engelmann:piquet.exchange]"""
    elder = "AH KH QH JH TH TS TD TC 7S 8D 9C 7C"
    younger = "AS KS QS JS AD KD QD JD AC KC QC JC"
    talon = "7D 8C 9S 8S 9H 8H 7H 9D".split()
    s = state(hands=[younger, elder], talon=talon, dealer=0)
    for action in ("discard 8D", "discard 9C", "discard 7C", "take", "discard JS"):
        s.apply_action(action)
    with pytest.raises(IllegalAction, match="younger may not discard fewer than 2"):
        s.apply_action("take")
    for action in ("discard JD", "discard JC", "discard QC", "discard QD", "take"):
        s.apply_action(action)
    assert [str(c) for c in s.deal.taken[0]] == ["8S", "9H", "8H", "7H", "9D"]


def test_no_more_than_five_can_be_bought_by_the_elder():
    """The elder buys from the upper five; there is no second exchange. [engelmann:piquet.law-11]"""
    s = state()
    while s.phase == "blanche":
        s.apply_action(s.legal_actions()[0])
    for _ in range(5):
        s.apply_action(next(a for a in s.legal_actions() if a.kind == "discard"))
    assert [a.kind for a in s.legal_actions()] == ["take"]
    with pytest.raises(IllegalAction, match="engelmann:piquet.law-11"):
        s.apply_action("discard " + str(next(iter(s.hand(1)))))


# --- play ---------------------------------------------------------------------------------------

def test_only_a_higher_card_of_the_suit_led_takes_the_trick():
    """No trumps: a card of another suit never takes the trick, however high; a lead played
    alone (the long hand's last card) takes its own trick. [engelmann:piquet.follow,
    engelmann:piquet.low-card]"""
    assert TRICKS.trump is None
    assert TRICKS.winner([Card("7S"), Card("AH")]) == 0
    assert TRICKS.winner([Card("KS"), Card("AS")]) == 1
    assert TRICKS.winner([Card("TS"), Card("9S")]) == 0
    assert TRICKS.winner([Card("8D")]) == 0
    assert TRICKS.following(CardSet("AH 7S KD"), Card("9S")) == [Card("7S")]
    assert len(TRICKS.following(CardSet("AH KD"), Card("9S"))) == 2


def test_a_revoke_is_refused_naming_the_law():
    """Suit must be followed while possible; a wrong card is taken back. [engelmann:piquet.law-7]"""
    s = state()
    play_until = lambda st: st.phase != "play"
    while play_until(s):
        s.apply_action(s.legal_actions()[0])
    lead = s.legal_actions()[0]
    s.apply_action(lead)
    follower = s.current_player()
    offsuit = [c for c in s.hand(follower) if c.suit != lead.value.suit]
    if len(offsuit) < len(s.hand(follower)) and offsuit:
        with pytest.raises(IllegalAction, match=r"revokes.*engelmann:piquet.law-7"):
            s.apply_action(str(offsuit[0]))
    else:
        pytest.fail("seed 1 should give the follower both suits")


def test_declaring_what_one_does_not_hold_is_refused():
    """Declaring trios or quatorzes one does not hold is a false declaration.
    [engelmann:piquet.law-5]"""
    s = state(hands=["AS KS QS JS AD KD QD JD AC KC QC JC",
                     "AH KH QH JH TH TS TD TC 7S 8D 9C 7C"], talon="7D 8C 9S 8S 9H 8H 7H 9D".split())
    with pytest.raises(IllegalAction, match=r"^B declares carte blanche but holds none.*law-5"):
        s.apply_action("declare carte blanche")


def test_the_short_hand_must_give_its_last_card_and_can_be_capoted():
    """With eleven cards against twelve, the short hand plays its last card to the eleventh lead,
    whatever its suit, and can be capoted. [engelmann:piquet.law-6, engelmann:piquet.law-6-example]"""
    younger = "8S 9S 7S 8H 9H 7H 7D 8D 9D 7C 8C"
    elder = "AS KS QS AH KH QH AD KD QD AC KC QC"
    talon = "JS TS JH TH JD TD JC TC 9C".split()
    s = state(hands=[younger, elder], talon=talon, dealer=0, misdealt=True,
              options={"partie": "deal"})
    for action in ("discard QS", "discard QH", "discard QD", "take", "discard 7S", "discard 7H", "take"):
        s.apply_action(action)
    while s.phase == "declare":
        s.apply_action(s.legal_actions()[0])
    play(s, highest_first)
    tricks = s.deal.tricks
    assert len(tricks) == 12 and tricks[-1][2] is None
    assert all(t[3] == 1 for t in tricks)
    assert ("capot" in [e[1] for e in s.deal.events if e[0] == 1])
    assert any(e[2] == CAPOT for e in s.deal.events)


def test_one_point_per_lead_and_per_trick_taken_and_three_for_the_last():
    """The leader counts one for each lead, the second player one if he takes the trick, the
    leader who takes his own lead only one; the last trick three instead of one.
    [engelmann:piquet.play, engelmann:piquet.who-counts, engelmann:piquet.last-trick]"""
    for option, last in (("printed", 3), ("usual", 2)):
        s = get_game("piquet", last_trick=option, partie="deal").new_initial_state(seed=5)
        play(s, seed=5)
        d = s.deal
        ev = [e for e in d.events if e[3] in ("engelmann:piquet.play", "engelmann:piquet.lead-example",
                                             "engelmann:piquet.last-trick")]
        assert sum(e[2] for e in ev) == 11 + last + sum(1 for l, a, b, w in d.tricks[:-1] if w != l)
        assert [e[2] for e in d.events if e[1] == "last trick"] == [last]


def test_the_most_tricks_count_ten_and_an_equal_split_nothing():
    """[engelmann:piquet.most-tricks]"""
    for seed in range(40):
        s = get_game("piquet", partie="deal").new_initial_state(seed=seed)
        play(s, seed=seed)
        won = [sum(1 for t in s.deal.tricks if t[3] == p) for p in (0, 1)]
        bonus = [e for e in s.deal.events if e[1] in ("most tricks", "capot")]
        if won[0] == won[1]:
            assert bonus == []
        else:
            assert len(bonus) == 1 and bonus[0][0] == (0 if won[0] > won[1] else 1)


# --- parties --------------------------------------------------------------------------------------

@pytest.mark.parametrize("points,parties", [(44, 4), (45, 5), (10, 1), (24, 2), (35, 4), (46, 5)])
def test_points_reckoned_in_tens_with_five_and_over_a_partie(points, parties):
    """'44 ſind vier, und 45 fünf Parthien'; 'ich gewinne in vier Spielen 10, 24, 35, 46, ſo
    bekomme ich 1, 2, 4, 5.' [engelmann:piquet.partie-tens, engelmann:piquet.partie-example]"""
    assert partie_points(points) == parties


def test_four_remaining_count_nothing_and_five_one():
    """'was über 10 iſt, wird, wenn es 4 iſt, für nichts, und wenn es 5 iſt, für 1 Point'
    [engelmann:piquet.four-games]"""
    assert partie_points(14) - partie_points(10) == 0 and partie_points(15) - partie_points(10) == 1


def test_the_partie_of_four_deals_pays_the_difference_in_tens():
    """Four deals are added, subtracted and divided by ten. [engelmann:piquet.partie-tens]"""
    for seed in range(10):
        s = get_game("piquet", partie="four").new_initial_state(seed=seed)
        play(s, seed=seed)
        assert len(s.deals) == 4
        diff = sum(d.score(0) - d.score(1) for d in s.deals)
        assert s.returns()[0] == partie_points(diff)


def test_the_race_to_101_stops_when_the_target_is_reached():
    """The partie is played to 101 (or 100); the stake goes to who reaches it, and the deal in
    which he reaches it stops there. [engelmann:piquet.target, engelmann:piquet.precedence]"""
    for target in ("101", "100"):
        session = partie_session(get_game("piquet", partie=target)).play(until=partie_won, seed=3)
        last = session.last
        assert max(last.totals) >= int(target) and last.returns()[last.winner] == 1
        assert sum(last.totals) < sum(s.deal.score(0) + s.deal.score(1) for s in session) + 1
        assert last.totals[last.winner] - int(target) < 60  # stopped at once, not at the end


def test_the_default_partie_is_a_race_to_101_and_a_deal_pays_nothing_by_itself():
    """The partie goes 'bis auf welche Zahl ... insgemein Hundert und Eins': a deal that leaves
    both short of 101 pays nothing, its points are marked and carried.
    [engelmann:piquet.target, engelmann:piquet.scorekeeping]"""
    s = play(get_game("piquet").new_initial_state(seed=0), seed=0)
    assert s.game.partie == "101" and max(s.totals) < 101
    assert s.returns() == [0.0, 0.0] and s.ledger.entries == []
    assert s.totals == s.scores() and s.details()["winner"] is None


def test_a_partie_is_a_session_of_deals_carrying_the_totals_until_one_reaches_101():
    """'ſo fährt man mit ſpielen ſo lange fort, bis der eine ſeine Zahl erreicht hat': each deal
    starts from the totals of the one before, the deal alternates, and the stake is paid once,
    by the deal that reaches the number. [engelmann:piquet.scorekeeping, engelmann:piquet.target]"""
    for seed in range(5):
        session = partie_session().play(until=partie_won, seed=seed)
        states = session.states
        assert len(states) >= 2 and all(s.winner is None for s in states[:-1])
        totals = [0, 0]
        for number, s in enumerate(states, start=1):
            assert s.deal.number == number and s.deal.dealer == (number - 1) % 2
            totals = [totals[p] + s.deal.score(p) for p in (0, 1)]
            assert s.totals == totals
        winner = states[-1].winner
        assert states[-1].totals[winner] >= 101 > states[-1].totals[1 - winner]
        assert [s.returns() for s in states[:-1]] == [[0.0, 0.0]] * (len(states) - 1)
        assert session.ledger.net()[winner] == 1 and session.ledger.total() == 0
        rows = partie_progress(session)
        assert [r["A total"] for r in rows] == [s.totals[0] for s in states]


def test_each_deals_points_paid_as_money_is_an_option():
    """partie="deal" pays each deal's point difference by itself, a choice beside the book's
    partie (which marks the points, engelmann:piquet.scorekeeping)."""
    s = play(get_game("piquet", partie="deal").new_initial_state(seed=0), seed=0)
    diff = s.deal.score(0) - s.deal.score(1)
    assert diff and s.returns() == [float(diff), float(-diff)]


def partie_won_lines(s) -> list[str]:
    return [line for line in s.ledger.lines() if line.startswith("partie of")]


PIC_DEAL = dict(hands=["QS JS TS 9S 8S 7S QD JD TD QC JC TC",
                       "AH KH QH JH TH 9H AS KS AD KD 8D 7D"],
                talon="9C 8C 7C 8H 7H 9D AC KC".split(), dealer=0)


def test_a_pic_that_reaches_the_number_ends_the_partie_once():
    """The elder at 60 counts 28 in hand, leads two hearts and reaches thirty: the pic makes it
    sixty, 120 in all; the partie is won there, its stake paid once and the pic counted once.
    [engelmann:piquet.pic, engelmann:piquet.target]"""
    s = get_game("piquet").new_initial_state(seed=1, totals=(0, 60), **PIC_DEAL)
    for action in ("discard 8D", "discard 7D", "discard KD", "take",
                   "discard TD", "discard TC", "take"):
        s.apply_action(action)
    while s.phase == "declare":
        s.apply_action(s.legal_actions()[0])
    for card in ("AH", "7H", "KH", "8H"):
        s.apply_action(card)
    assert s.is_terminal() and s.winner == 1
    assert s.totals == [0, 120] and s.returns() == [-1.0, 1.0]
    assert partie_won_lines(s) == ["partie of 101 won: A -1, B +1 [engelmann:piquet.target]"]


def test_a_repic_that_reaches_the_number_ends_the_partie_once():
    """The elder at 60 declares 34 unopposed: the repic makes it 94, 154 in all, before a card
    is played; the stake is paid once. [engelmann:piquet.repic, engelmann:piquet.target]"""
    s = get_game("piquet").new_initial_state(
        seed=1, totals=(0, 60), dealer=0,
        hands=["AS KS QS JS AD KD QD JD AC KC QC JC", "AH KH QH JH TH TS TD TC 7S 8D 9C 7C"],
        talon="7D 8C 9S 8S 9H 8H 7H 9D".split())
    for action in ("discard 8D", "discard 9C", "discard 7C", "take",
                   "discard JS", "discard JD", "take"):
        s.apply_action(action)
    while not s.is_terminal():
        s.apply_action(s.legal_actions()[0])
    assert s.deal.tricks == [] and s.totals == [0, 154] and s.returns() == [-1.0, 1.0]
    assert len(partie_won_lines(s)) == 1


CAPOT_DEAL = dict(younger="7S 8S 9S 7H 8H 9H 7D 8D 9D 7C 8C 9C",
                  elder="AS KS QS JS AH KH QH JH AD KD QD JD", talon="TS TH TD JC TC AC KC QC",
                  elder_discards="JS JH JD", younger_discards="7C 8C", declare=False)


def test_a_lead_that_reaches_the_number_ends_the_partie_at_once():
    """The elder at 100 leads his ace and counts 101: the partie is won with that point, the
    play stops and the stake is paid once. [engelmann:piquet.play, engelmann:piquet.target]"""
    s = through_declarations(**CAPOT_DEAL, totals=(0, 100))
    play(s, highest_first)
    assert len(s.deal.tricks) == 1 and s.totals == [0, 101] and s.returns() == [-1.0, 1.0]
    assert len(partie_won_lines(s)) == 1


def test_a_capot_that_reaches_the_number_ends_the_partie_once():
    """The elder at 60 takes every trick: 11 leads and 3 for the last make 74, the capot's forty
    114; the stake is paid once. [engelmann:piquet.capot, engelmann:piquet.target]"""
    s = through_declarations(**CAPOT_DEAL, totals=(0, 60))
    play(s, highest_first)
    assert [e[1] for e in s.deal.events].count("capot") == 1
    assert s.totals == [0, 114] and s.returns() == [-1.0, 1.0]
    assert len(partie_won_lines(s)) == 1


SPADES_DEAL = dict(hands=["QH JH TH 9H QD JD TD 9D QC JC TC 9C",
                          "AS KS QS JS TS 9S 8S 7S AH KH AD KD"],
                   talon="8H 7H 8D 7D AC KC 8C 7C".split(), dealer=0)


def elder_declares(policy):
    """The elder declares all, the younger withholds all (leaving a pic open); the rest at
    random by ``policy``."""
    def choose(s):
        legal = s.legal_actions()
        if legal[0].kind == "declare":
            return legal[0 if s.current_player() == s.deal.elder else 1]
        return policy(s)
    return choose


def test_from_any_score_a_deal_ends_the_partie_at_most_once():
    """Deals played at random from scores near the number, the elder's eight spades often
    making a pic: a deal pays the stake once or not at all, and the totals are the points
    carried plus the deal's. [engelmann:piquet.target, engelmann:piquet.scorekeeping]"""
    game = get_game("piquet")
    won = pics = 0
    for seed in range(24):
        start = (seed * 7 % 60, 40 + seed * 13 % 60)
        deal = SPADES_DEAL if seed % 2 else {}
        s = play(game.new_initial_state(seed=seed, totals=start, **deal),
                 elder_declares(RandomPlayer(seed)))
        lines = partie_won_lines(s)
        assert len(lines) == (s.winner is not None) and len(s.ledger.entries) == len(lines)
        assert s.totals == [start[p] + s.deal.score(p) for p in (0, 1)]
        won += len(lines)
        pics += any(e[1] == "pic" for e in s.deal.events) and s.winner is not None
    assert won > 0 and pics > 0


def test_a_partie_won_ends_its_session():
    """A partie once won is over; carrying its totals further is refused.
    [engelmann:piquet.target, engelmann:piquet.next-partie]"""
    session = partie_session().play(until=partie_won, seed=1)
    with pytest.raises(ValueError, match="engelmann:piquet.next-partie"):
        session.play(deals=1)
    with pytest.raises(ValueError, match="engelmann:piquet.target"):
        get_game("piquet").new_initial_state(seed=1, totals=(101, 40))


# --- the laws ---------------------------------------------------------------------------------------

def test_thirteen_cards_give_the_elder_the_choice_and_he_rectifies_in_buying():
    """With 13 cards the elder may have a new deal or play on; playing on, he discards one more
    than he takes. [engelmann:piquet.law-1, engelmann:piquet.law-1-rectify]"""
    elder = "AS KS QS JS TS AH KH QH JH TH AD KD QD"
    younger = "AC KC QC JC TC 9C 8C 7C 9S 8S 7S 9H"
    s = state(hands=[younger, elder], dealer=0, misdealt=True)
    assert s.phase == "misdeal" and [str(a) for a in s.legal_actions()] == ["deal anew", "play on"]
    s.apply_action("play on")
    for a in ("discard 9S", "discard QD", "discard KD", "discard AD"):
        s.apply_action(a) if a in [str(x) for x in s.legal_actions()] else None
    s.apply_action("take")
    assert len(s.hand(1)) == 12
    redeal = state(hands=[younger, elder], dealer=0, misdealt=True)
    redeal.apply_action("deal anew")
    assert [len(redeal.hand(p)) for p in (0, 1)] == [12, 12]


def test_fifteen_cards_force_a_new_deal():
    """'funfzehen oder ſechszehn Blätter ... ſo muß man nothwendig die Karten von neuem geben'
    [engelmann:piquet.law-2]"""
    big = "AS KS QS JS TS AH KH QH JH TH AD KD QD JD TD"
    s = state(hands=["AC KC QC JC TC 9C 8C 7C 9S 8S 7S 9H", big], misdealt=True)
    assert [len(s.hand(p)) for p in (0, 1)] == [12, 12]
    assert any("law-2" in n for n in s.details()["notes"])


def test_two_faced_cards_force_a_new_deal():
    """One faced card is kept; two mean a new deal. [engelmann:piquet.law-17]"""
    assert any("law-17" in n for n in state(faced_cards=2).details()["notes"])
    assert state(faced_cards=1).details()["notes"] == []


def test_an_offender_counts_nothing_of_the_deal():
    """Laws 5, 6, 8: the offender counts nothing at all this deal. [engelmann:piquet.law-6]"""
    s = state(offence=(1, "law-6"))
    play(s, seed=2)
    assert s.deal.score(1) == 0
    assert s.deal.notes[-1].startswith("B: ")  # the offender named as the game names him


def test_an_unknown_option_names_the_passage():
    """[engelmann:piquet.last-trick, engelmann:piquet.deal]"""
    with pytest.raises(ValueError, match="engelmann:piquet.last-trick"):
        get_game("piquet", last_trick="four")
    with pytest.raises(ValueError, match="engelmann:piquet.deal"):
        get_game("piquet", packet=4)
    with pytest.raises(ValueError, match="piquet pack"):
        state(hands=["2S KS QS JS TS AH KH QH JH TH AD KD", "AC KC QC JC TC 9C 8C 7C 9S 8S 7S 9H"])


def test_the_options_are_declared_with_todays_defaults():
    """The options are data, each with its default, meaning and passage; the game made with
    none is the game made with every default."""
    declared = {o.name: o.default for o in PiquetGame.OPTIONS}
    assert declared == {"partie": "101", "packet": 3, "last_trick": "printed",
                        "lead_point": "every", "carte_blanche": 10, "stake": 1,
                        "repic": "literal", "lone_card": "last trick"}
    assert get_game("piquet").options == declared


@pytest.mark.parametrize("dealer", [2, -1, True, "1", 1.7, None])
def test_the_dealer_is_a_seat(dealer):
    """The dealer is one of the two players, seat 0 or 1. [engelmann:piquet.first-dealer]"""
    with pytest.raises(ValueError, match=r"dealer=.*no seat.*engelmann:piquet.first-dealer"):
        get_game("piquet").new_initial_state(seed=1, dealer=dealer)
    with pytest.raises(ValueError, match=r"dealer=.*no seat"):
        partie_session(dealer=dealer)


@pytest.mark.parametrize("game", [5, "piquet", get_game("piquet", partie="four")])
def test_a_partie_session_plays_a_piquet_partie_to_a_number(game):
    """A partie of deals in a row is played to 101 or 100; four deals are one state.
    [engelmann:piquet.target]"""
    with pytest.raises(ValueError, match=r"game=|partie="):
        partie_session(game)


@pytest.mark.parametrize("totals", [("a", 0), (-5, 0), (1.5, 0), (1, 2, 3), 5, "ab"])
def test_the_totals_carried_are_two_whole_numbers_not_below_nought(totals):
    """The points marked so far are counted, whole and not negative.
    [engelmann:piquet.scorekeeping]"""
    with pytest.raises(ValueError, match=r"totals=.*engelmann:piquet.scorekeeping"):
        get_game("piquet").new_initial_state(seed=1, totals=totals)


@pytest.mark.parametrize("faced", [-1, 1.5, True, "2", 33])
def test_the_faced_cards_are_a_number_of_cards_of_the_pack(faced):
    """Law 17 counts the cards found face up: a whole number from 0 to 32.
    [engelmann:piquet.law-17]"""
    with pytest.raises(ValueError, match=r"faced_cards=.*engelmann:piquet.law-17"):
        get_game("piquet").new_initial_state(seed=1, faced_cards=faced)


@pytest.mark.parametrize("hands", [5, [None, None], ["AS KS"], "AS KS QS", [5, 7]])
def test_the_hands_given_are_two_hands_of_cards(hands):
    """Piquet is played by two: the hands given are two hands of cards.
    [engelmann:piquet.players]"""
    with pytest.raises(ValueError, match=r"hands"):
        get_game("piquet").new_initial_state(seed=1, hands=hands)


def test_a_talon_needs_the_hands_and_is_kept_in_the_order_given():
    """The talon is the eight cards not dealt, the elder's five on top, so it is given with the
    hands, and written as text it keeps its order. [engelmann:piquet.talon]"""
    with pytest.raises(ValueError, match=r"talon= without hands=.*engelmann:piquet.talon"):
        get_game("piquet").new_initial_state(seed=1, talon="7D 8C 9S 8S 9H 8H 7H 9D")
    hands = ["AS KS QS JS AD KD QD JD AC KC QC JC", "AH KH QH JH TH TS TD TC 7S 8D 9C 7C"]
    written = get_game("piquet").new_initial_state(hands=hands, talon="9D 8C 9S 8S 9H 8H 7H 7D")
    assert [str(c) for c in written.deal.talon] == "9D 8C 9S 8S 9H 8H 7H 7D".split()
    with pytest.raises(ValueError, match=r"talon=5"):
        get_game("piquet").new_initial_state(hands=hands, talon=5)


@pytest.mark.parametrize("offence", [(True, "law-5"), (2, "law-5"), (0, "law-4"), "law-5",
                                     (0,), (0, 5)])
def test_an_offence_names_a_seat_and_a_law_that_forfeits_the_deal(offence):
    """An offence is (seat, law) for a law whose penalty is the deal's count.
    [engelmann:piquet.law-5]"""
    with pytest.raises(ValueError, match=r"offence.*engelmann:piquet.law-5"):
        get_game("piquet").new_initial_state(seed=1, offence=offence)


@pytest.mark.parametrize("setup", [{"number": 0}, {"number": True}, {"number": 1.0},
                                   {"ledger": 5}, {"ledger": Ledger(["P0", "P1"])}])
def test_a_deals_number_and_the_partie_ledger_are_checked(setup):
    """A deal's number in the partie is 1 or more; the partie's ledger holds the two seats."""
    with pytest.raises(ValueError, match=next(iter(setup))):
        get_game("piquet").new_initial_state(seed=1, **setup)


def test_the_seats_are_named_once():
    """The two seats' names are the game's seats, the partie's ledger accounts and the names
    in the details."""
    game = get_game("piquet", partie="deal")
    assert game.seats == ("A", "B")
    s = play(game.new_initial_state(seed=0), seed=0)
    assert s.ledger.players == game.seats
    assert partie_session().ledger.players == game.seats
    assert all(line.split()[0] in game.seats for line in s.details()["events"])


# --- properties over many random deals ---------------------------------------------------------------

@pytest.mark.parametrize("partie", ["deal", "four", "101"])
def test_random_parties_end_with_a_legal_action_always_and_balance(partie):
    """Play ends; until then a legal action exists; the ledger sums to zero."""
    game = get_game("piquet", partie=partie, packet=2 if partie == "four" else 3)
    for seed in range(25 if partie == "deal" else 6):
        s = game.new_initial_state(seed=seed)
        steps = 0
        while not s.is_terminal():
            legal = s.legal_actions()
            assert legal
            s.apply_action(legal[(seed + steps) % len(legal)])
            steps += 1
        assert s.ledger.total() == 0 and sum(s.returns()) == 0


def test_the_same_seed_gives_the_same_game():
    a = play(get_game("piquet", partie="four").new_initial_state(seed=11), seed=4)
    b = play(get_game("piquet", partie="four").new_initial_state(seed=11), seed=4)
    assert str(a.details()) == str(b.details())
    assert a.deal.tricks == b.deal.tricks


def test_the_declaring_player_declares_everything_he_holds():
    """The demonstration policy declares every category in which the player holds something."""
    from gamelib.games.piquet import combinations_of
    from gamelib.players.piquet import DeclaringPlayer
    policy = DeclaringPlayer(6)
    s = get_game("piquet").new_initial_state(seed=6)
    while s.phase != "play":
        s.apply_action(policy(s))
    shown = {k: v for k, v in s.deal.shown.items() if k[1] != "carte blanche"}
    assert len(shown) == 6
    assert all(v == bool(combinations_of(s.hand(seat), cat)) for (seat, cat), v in shown.items())


def test_a_false_claim_that_blocked_a_repic_lets_the_other_count_it():
    """'wenn dasjenige, ſo einer erſt falſch gerechnet hat, des andern Pic oder Repic
    verhinderte ... kann derjenige, der den Fehler begangen hat, nicht verhindern daß der andere
    nicht ſein Spiel zähle' [engelmann:piquet.law-5-pic]"""
    me = "AH KH QH JH TH TS TD TC 7S 8D 9C 7C"
    him = "AS KS QS JS 9S 8S AD KD QD AC KC QC"
    honest = score_declarations(me, him)
    assert (honest.points(0), honest.points(1)) == (29, 6) and repic((29, 6)) is None
    penalised = score_declarations(me, him, offender=1)
    assert penalised.points(0) == 34 and repic((penalised.points(0), penalised.points(1))) == 0


def test_point_and_sequences_are_shown_and_sets_only_named():
    """Sets 'nicht wie Rummel und Sequenzen aufgewieſen werden dürfen'. [engelmann:piquet.law-5]"""
    s = get_game("piquet").new_initial_state(
        hands=["AS KS QS JS AD KD QD JD AC KC QC JC", "AH KH QH JH TH TS TD TC 7S 8D 9C 7C"],
        talon="7D 8C 9S 8S 9H 8H 7H 9D".split(), dealer=0)
    for action in ("discard 8D", "discard 9C", "discard 7C", "take", "discard JS", "discard JD", "take"):
        s.apply_action(action)
    while s.phase == "declare":
        s.apply_action(s.legal_actions()[0])
    seen = s.information(0)
    assert seen["opponent shown"] == CardSet("AH KH QH JH TH")
    assert seen["opponent named"] == ["four tens"]


ELDER_POINT_OF_FIVE = "AS QS TS 8S 7S KH 9H 7D 9D JC 8C 7C"


def test_a_withheld_point_and_a_lesser_one_are_both_answered_good():
    """Against a point of five the younger who withholds a greater (he loses it, law 4) and the
    younger who holds a lesser both leave it unanswered: 'nicht gut' is said only of a greater.
    The elder is told the same in both deals: his point, unopposed.
    [engelmann:piquet.rummel, engelmann:piquet.law-4, engelmann:piquet.law-14]"""
    withheld = score_declarations(ELDER_POINT_OF_FIVE, "AH QH JH TH 8H 7H KS JS AD KD AC KC",
                                  declared={c: (True, False) for c in ("point", "sequences",
                                                                       "sets")},
                                  carte_blanche=(False, False))
    lesser = score_declarations(ELDER_POINT_OF_FIVE, "AH JH 8H 7H KS JS 9S AD QD 8D KC 9C",
                                carte_blanche=(False, False))
    assert [l.reason for l in withheld.lines] == ["the opponent did not show his"]
    assert [l.player for l in lesser.lines] == [0, 1]
    told = withheld.seen_by(0)
    assert told == lesser.seen_by(0)
    assert [(l.reason, l.passage) for l in told.lines] == [("unopposed", "engelmann:piquet.rummel")]


def through_exchange(younger, elder, talon, elder_discards, younger_discards):
    """A deal of fixed hands (the younger, seat 0, deals) brought to the declarations."""
    s = state(hands=[younger, elder], talon=talon.split(), dealer=0)
    for card in elder_discards.split():
        s.apply_action("discard " + card)
    s.apply_action("take")
    for card in younger_discards.split():
        s.apply_action("discard " + card)
    s.apply_action("take")
    assert s.phase == "declare"
    return s


def test_the_elder_is_not_told_what_the_younger_withheld():
    """The younger withholds his combinations (he loses them, law 4) and says nothing of them:
    the elder's information reads each of his own as unopposed, where the count gives the
    reason. [engelmann:piquet.law-4, engelmann:piquet.rummel]"""
    s = through_exchange("QH JH TH 9H QD JD TD 9D QC JC TC 9C",
                         "AS KS QS JS TS 9S 8S 7S AH KH AD KD",
                         "8H 7H 8D 7D AC KC 8C 7C", "KH KD 7S", "9D 9C")
    while s.phase == "declare":
        s.apply_action(s.legal_actions()[0 if s.current_player() == s.deal.elder else 1])
    counted = s.deal.declarations.lines
    assert {l.reason for l in counted} == {"the opponent did not show his"}
    told = s.information(s.deal.elder)["declarations"].lines
    assert [l.combination.name for l in told] == [l.combination.name for l in counted]
    assert {l.reason for l in told} == {"unopposed"}
    assert "engelmann:piquet.law-4" not in {l.passage for l in told}


def test_the_younger_names_nothing_he_holds_less_than_the_elder():
    """The elder's quint major, four tens and point of five beat all the younger holds: the
    younger answers 'good' and says nothing of his quarts, point and trios, so the elder is
    told none of them; the younger is told all the elder counted.
    [engelmann:piquet.rummel, engelmann:piquet.law-14]"""
    s = through_exchange("AS KS QS JS AD KD QD JD AC KC QC JC",
                         "AH KH QH JH TH TS TD TC 7S 8D 9C 7C",
                         "7D 8C 9S 8S 9H 8H 7H 9D", "8D 9C 7C", "JS JD")
    while s.phase == "declare":
        s.apply_action(s.legal_actions()[0])
    assert any(l.player == 1 and not l.valid for l in s.deal.declarations.lines)
    elder, younger = s.information(1), s.information(0)
    assert elder["opponent named"] == [] and elder["opponent shown"] == CardSet()
    assert {l.reason for l in elder["declarations"].lines} == {"unopposed"}
    assert younger["opponent named"] == ["four tens"]
    assert younger["opponent shown"] == CardSet("AH KH QH JH TH")


def seen_by(s, player) -> set:
    """The cards ``player`` has seen in the deal: dealt and taken, played, and the cards of the
    opponent's point and sequences that count, which are shown. [engelmann:piquet.law-4]"""
    d = s.deal
    seen = set(d.dealt[player]) | set(d.taken[player]) | set(s.trick)
    seen |= {c for trick in d.tricks for c in trick[1:3] if c is not None}
    if d.declarations is not None:
        me = 0 if player == d.elder else 1
        seen |= {c for line in d.declarations.lines if line.player != me and line.valid
                 and line.combination.category in ("point", "sequences")
                 for c in line.combination.cards}
    return seen


def test_information_holds_no_card_the_player_has_not_seen():
    """Under random play, at every decision of many deals, what a player is told holds only his
    own cards, the cards played and the opponent's point and sequences that count: trios and
    quatorzes are 'nicht wie Rummel und Sequenzen aufgewieſen', and what is annulled is only
    named. [engelmann:piquet.law-4, engelmann:piquet.law-5]"""
    game = get_game("piquet", partie="four")
    hidden_named = 0
    for seed in range(12):
        s = game.new_initial_state(seed=seed)
        policy = RandomPlayer(seed)
        while True:
            for player in (0, 1):
                info = s.information(player)
                assert cards_in(info) <= seen_by(s, player), (seed, player)
                hidden_named += sum(1 for line in (info["declarations"] or
                                                   Declarations(())).lines
                                    if line.player != (0 if player == s.deal.elder else 1)
                                    and not line.combination.cards)
            if s.is_terminal():
                break
            s.apply_action(policy(s))
    assert hidden_named > 0


def test_an_annulled_trio_is_named_and_not_shown():
    """The elder's three queens, annulled by the younger's three aces, reach the younger as
    'three queens' without their cards: which queen is missing stays hidden.
    [engelmann:piquet.law-5, engelmann:piquet.sets-annul]"""
    s = get_game("piquet").new_initial_state(seed=10)
    policy = RandomPlayer(10)
    while s.phase != "play":
        s.apply_action(policy(s))
    seen = s.information(0)
    assert seen["opponent named"] == ["three queens"] and seen["opponent shown"] == CardSet()
    line = next(l for l in seen["declarations"].lines if l.combination.name == "three queens")
    assert not line.valid and line.combination.cards == CardSet()
    assert len(next(l for l in s.deal.declarations.lines
                    if l.combination.name == "three queens").combination.cards) == 3


def test_the_lower_cut_deals():
    """'Demjenigen, der die niedrigſte Karte abhebt, kömmt das Miſchen und Geben zu.'
    [engelmann:piquet.first-dealer]"""
    from gamelib.games.piquet import cut_for_deal, rank_index
    for seed in range(30):
        dealer, cut = cut_for_deal(seed)
        last = cut[-2:]
        assert rank_index(last[dealer]) < rank_index(last[1 - dealer])
        assert all(rank_index(a) == rank_index(b) for a, b in zip(cut[:-2:2], cut[1:-2:2]))


def test_the_deal_by_twos_also_gives_twelve_each_and_a_talon_of_eight():
    """'3 oder 2 Blätter auf einmal ... bis ein jeder zwölf hat' [engelmann:piquet.deal]"""
    by3 = get_game("piquet", packet=3).new_initial_state(seed=4)
    by2 = get_game("piquet", packet=2).new_initial_state(seed=4)
    for s in (by3, by2):
        assert [len(s.hand(p)) for p in (0, 1)] == [12, 12] and len(s.deal.talon) == 8
    assert by3.hand(1) != by2.hand(1)


def test_on_the_narrow_reading_a_low_lead_scores_nothing_even_when_it_wins():
    """Only a lead of a ten or higher counts on the reading of the example 'Spielet einer einen
    König, Dame, Buben, Zehne aus, ſo zählt er im Ausſpielen eins' (Hoyle: 'except it be a nine
    or an inferior card'): a seven, eight or nine led counts nothing, whether it is taken or
    takes its own trick. [engelmann:piquet.lead-example]"""
    low_leads_won = 0
    for seed in range(20):
        s = get_game("piquet", lead_point="ten-up", partie="deal").new_initial_state(seed=seed)
        play(s, seed=seed)
        tricks = s.deal.tricks
        # the last trick's taker counts the last trick, not a lead [engelmann:piquet.last-trick]
        expected = sum(1 for i, (leader, lead, reply, taker) in enumerate(tricks)
                       if lead.rank in "TJQKA" and not (i == len(tricks) - 1 and taker == leader))
        low_leads_won += sum(1 for leader, lead, reply, taker in tricks[:-1]
                             if taker == leader and lead.rank in "987")
        assert sum(1 for e in s.deal.events if e[1] == "lead") == expected
    assert low_leads_won > 0


def test_a_nine_led_that_takes_its_trick_counts_on_the_general_reading_only():
    """The elder leads the nine of spades, the younger holds only the seven and eight: on the
    general sentence ('für jede Karte, mit der er ſticht und ausſpielt, eins') he counts one, on
    the narrow reading nothing. [engelmann:piquet.play, engelmann:piquet.lead-example]"""
    deal = dict(younger="7S 8S 7H 8H 9H TH 7D 8D 9D TD 7C 8C",
                elder="AS KS QS 9S AH KH QH AD KD QD AC KC",
                talon="JH JD QC JC TC 9C JS TS", elder_discards="AC KC QD",
                younger_discards="7C 8C")
    for reading, point in (("every", 1), ("ten-up", 0)):
        s = through_declarations(**deal, lead_point=reading, partie="deal")
        before = s.scores()[1]
        s.apply_action("9S")
        s.apply_action("7S")
        assert s.deal.tricks[-1][3] == 1 and s.scores()[1] - before == point


def test_winner_is_the_parties_winner():
    """The details name the partie's winner by seat (the simulation's category for rate
    studies), the player the outcome names and the ledger pays; None while the partie is on."""
    game = get_game("piquet", partie="four", packet=2)
    for seed in range(4):
        s = game.new_initial_state(seed=seed)
        assert s.details()["winner"] is None
        s = play(s, seed=seed)
        winner = s.details()["winner"]
        if winner is None:
            assert "wins" not in s.details()["outcome"]
        else:
            assert s.details()["outcome"].startswith(f"{game.seats[winner]} wins")
            assert s.returns()[winner] > 0


def test_the_capot_comes_too_late_for_the_pic():
    """The forty of capot counts 'anſtatt daß er ... zehen zählen ſollte', when the play is
    over: an elder who takes every trick but reaches thirty only with the capot makes no pic.
    Both withhold their declarations; the elder counts 11 leads and 3 for the last trick, then
    40. [engelmann:piquet.capot, engelmann:piquet.pic]"""
    s = through_declarations("7S 8S 9S 7H 8H 9H 7D 8D 9D 7C 8C 9C",
                             "AS KS QS JS AH KH QH JH AD KD QD JD",
                             "TS TH TD JC TC AC KC QC", "JS JH JD", "7C 8C", declare=False,
                             partie="deal")
    play(s, highest_first)
    assert all(t[3] == 1 for t in s.deal.tricks) and len(s.deal.tricks) == 12
    labels = [e[1] for e in s.deal.events]
    assert "capot" in labels and "pic" not in labels
    assert s.scores() == [0, 11 + 3 + CAPOT]


SHORT_DEAL = ("AS KS QS JS AH KH QH JH AD KD QD", "7S 8S 9S 7H 8H 9H 7D 8D 9D 7C 8C 9C",
              "TS TH TD JD TC AC KC QC JC", "7S 7H 7D", "JS JH")


def test_when_the_short_hand_takes_trick_eleven_the_long_hand_leads_the_last():
    """With eleven cards against twelve the short hand is out of cards after trick eleven, even
    when he takes it; the long hand then leads his twelfth card alone. Law 6 says he may play
    short, not what that card counts: by default (lone_card="last trick") it is the last trick,
    all twelve cards being played (Hoyle: "till all the twelve cards are played, and he who
    takes the last trick counts two"). [engelmann:piquet.law-6, engelmann:piquet.last-trick]"""
    s = through_declarations(*SHORT_DEAL, partie="deal", misdealt=True)
    assert [len(s.hand(p)) for p in (0, 1)] == [11, 12]
    play(s, highest_first)
    tricks = s.deal.tricks
    assert len(tricks) == 12 and [t[3] for t in tricks[:11]] == [0] * 11
    leader, lead, reply, taker = tricks[-1]
    assert (leader, reply, taker) == (1, None, 1)
    labels = [(e[0], e[1]) for e in s.deal.events]
    assert (1, "last trick") in labels and (0, "most tricks") in labels
    assert (0, "capot") not in labels and (0, "last trick") not in labels


def test_the_long_hands_lone_card_is_no_trick_on_the_other_reading():
    """lone_card="no trick": a card led alone takes nothing, so the eleventh trick, the last
    with two cards, is the last trick, and the short hand who took all eleven is capot's winner.
    [engelmann:piquet.law-6, engelmann:piquet.last-trick, engelmann:piquet.capot]"""
    s = through_declarations(*SHORT_DEAL, partie="deal", lone_card="no trick", misdealt=True)
    play(s, highest_first)
    labels = [(e[0], e[1]) for e in s.deal.events]
    assert (0, "last trick") in labels and (0, "capot") in labels
    assert (1, "last trick") not in labels and (0, "most tricks") not in labels
    assert s.deal.tricks[-1][2:] == (None, None)     # led alone, taken by nobody


REPIC_HANDS = dict(elder="KS QS JS TS 9S 9H 8D 7C KH QH JH TH",
                   younger="AS 8S 7S AH 8H 7H AD 9D JD TC 9C 8C")


def test_a_repic_needs_the_opponent_to_bring_nothing_valid_at_all():
    """Engelmann's repic: thirty from declarations 'daß ... noch ſein Mitſpieler etwas Gültiges
    gegen ihn aufbringen können'. Point of five and two quints, 35, against three aces: no
    repic on the literal reading, the default. [engelmann:piquet.repic]"""
    decl = score_declarations(REPIC_HANDS["elder"], REPIC_HANDS["younger"])
    assert (decl.points(0), decl.points(1)) == (35, 3)
    assert decl.by_category(1) == {"carte blanche": 0, "point": 0, "sequences": 0, "sets": 3}
    assert repic_of(decl) is None and repic_of(decl, "literal") is None


def test_counted_category_by_category_the_thirty_before_the_aces_is_a_repic():
    """repic="in-order" (Cavendish): the declarations are counted in the order of precedence, and
    the elder's 35 is reached with the sequences, before the younger's aces are counted: he
    counts 95. [engelmann:piquet.repic, engelmann:piquet.precedence]"""
    decl = score_declarations(REPIC_HANDS["elder"], REPIC_HANDS["younger"])
    assert repic_of(decl, "in-order") == 0
    setup = dict(younger="AS 8S 7S AH 8H 7H AD 9D JD TC KD QD",
                 elder="KS QS JS TS 9S KH QH JH TH QC JC KC",
                 talon="9H 8D 7C 9C 8C 7D TD AC", elder_discards="QC JC KC",
                 younger_discards="KD QD", partie="deal")
    literal = through_declarations(**setup)
    in_order = through_declarations(**setup, repic="in-order")
    assert literal.hand(1) == CardSet(REPIC_HANDS["elder"])
    assert literal.hand(0) == CardSet(REPIC_HANDS["younger"])
    assert literal.scores() == [3, 35] and in_order.scores() == [3, 95]
    with pytest.raises(ValueError, match="engelmann:piquet.repic"):
        get_game("piquet", repic="by halves")


def test_the_hand_report_refuses_cards_outside_the_pack_and_a_trump():
    """The piquet pack has no twos to sixes, and Piquet no trump. [engelmann:piquet.players,
    engelmann:piquet.order]"""
    game = get_game("piquet")
    with pytest.raises(ValueError, match=r"cards=.*2S.*engelmann:piquet.players"):
        game.hand_report("2S AS")
    with pytest.raises(ValueError, match=r"trump='H'.*engelmann:piquet.order"):
        game.hand_report("AS KS", trump="H")
    with pytest.raises(ValueError, match=r"cards=5"):
        game.hand_report(5)
