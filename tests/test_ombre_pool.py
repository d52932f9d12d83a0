"""The Académie's pool, beasts and payments (gamelib.games.ombre.pool), its worked example
(gamelib.games.ombre.example) and its tables (gamelib.analysis.beasts)."""

import re
from fractions import Fraction

import numpy as np
import pytest

from gamelib import IllegalAction
from gamelib.__main__ import main
from gamelib.analysis.beasts import (
    beast_sheet,
    compare_beast_tables,
    entries_table,
    example_claims,
    history,
    random_hand,
    simulate_partie,
)
from gamelib.core.sources import quote
from gamelib.games.ombre.example import CLAIMS, EXAMPLE_HANDS, SUMMARY_CLAIMS, SUMMARY_WORDS
from gamelib.games.ombre.marking import (
    MARKINGS,
    beast_number,
    beast_table,
    markers_to_lay,
    pool_amount,
    possible_beasts,
)
from gamelib.games.ombre.pool import PoolSession, academie_example, premium, split_in_two


def session_with_all_passes(passes, **options):
    """A session whose pool has grown by ``passes`` all-passes, no beast made."""
    session = PoolSession(**options)
    for _ in range(passes):
        session.play_hand(result="all-pass")
    return session


def moves(entries):
    """The net movement per account over some ledger entries."""
    total = {}
    for entry in entries:
        for name, value in entry.amounts.items():
            total[name] = total.get(name, 0) + value
    return {k: v for k, v in total.items() if v}


# ---- the pool and its marking ---------------------------------------------------------------


def test_the_pool_starts_with_two_markers_each_worth_three():
    """'each player lines up 2 counters ... Each of these counters is worth 3 ... the pool then
    contains 18 counters' (academie:pool.start)."""
    session = PoolSession()
    session.play_hand(result="all-pass")
    assert session.rows[0].markers == 2 and session.rows[0].pool == 18
    assert session.ledger.balance("pool") == 18
    assert all(session.ledger.balance(p) == -6 for p in "ABC")


def test_the_pool_is_nine_times_the_markers_of_one_player():
    """'if there are 3 counters the pool is 27 counters, if there are 7 it is 63'
    (academie:pool.count)."""
    assert pool_amount(3) == 27 and pool_amount(7) == 63
    session = session_with_all_passes(6)
    assert session.markers == 7 and session.ledger.balance("pool") == 63


def test_an_all_pass_adds_one_marker_each():
    """'Every time all three players pass ... each adds in front of himself 1 counter ... The
    total addition to the pool is therefore 9 counters' (academie:pool.all-pass)."""
    session = session_with_all_passes(2)
    assert [r.pool for r in session.rows] == [18, 27]


@pytest.mark.parametrize("marking,first_hand,taken,pending,expected", [
    ("2-and-1", True, True, False, 2),   # academie:pool.start
    ("2-and-1", False, True, False, 2),  # academie:pool.taken
    ("2-and-1", False, True, True, 1),   # academie:pool.beast-to-play
    ("2-and-1", False, False, True, 1),  # pool not won, beast to put into play: one marker
    ("2-and-1", False, False, False, 1),  # all passed: academie:pool.all-pass
    ("3-and-2", True, True, False, 3),   # '3 counters when the wager is empty'
    ("3-and-2", False, True, True, 2),   # '2 counters otherwise' (academie:beast.sequence)
    ("3-and-2", False, False, False, 2),
])
def test_markers_laid_before_a_hand(marking, first_hand, taken, pending, expected):
    """2-and-1: 2 markers when the wager is empty, 1 otherwise; 3-and-2: 3 and 2
    (academie:pool.taken, academie:pool.beast-to-play, academie:beast.sequence)."""
    assert markers_to_lay(marking, first_hand, taken, pending) == expected


def test_an_all_pass_with_a_beast_in_play_adds_one_marker_only():
    """The example's fourth hand: after the all-pass of hand 3, with A's beast in play, one
    marker is added, not two (academie:example.hand4: 'The pool = 5 x 9')."""
    session = academie_example()
    assert session.rows[2].markers == 4 and session.rows[3].markers == 5


# ---- the beasts -------------------------------------------------------------------------


def test_a_remise_makes_the_beast_of_the_wager_and_leaves_the_pool():
    """'Whether he loses by remise or codille ... the Ombre makes the beast' (academie:losses.beast);
    'In case of a remise, the pool and the beast are won by no one' (academie:summary.remise)."""
    session = PoolSession()
    entries = session.play_hand(ombre="A", contract="ask-leave", result="remise")
    assert moves(entries)["beasts"] == 18 and session.ledger.balance("pool") == 18
    assert [(b.owner, b.amount, b.status) for b in session.sheet] == [("A", 18, "outstanding")]


def test_a_new_beast_goes_into_play_with_the_pool_next_hand():
    """'A must put his beast into play. The wager = 27 from the pool + 18 from the beast'
    (academie:example.hand2)."""
    session = PoolSession()
    session.play_hand(ombre="A", contract="ask-leave", result="remise")
    session.play_hand(ombre="B", contract="ask-leave", result="remise")
    assert session.rows[1].wager == 45 and session.rows[1].in_play.owner == "A"


def test_the_beast_in_play_stays_until_the_wager_is_won():
    """'The beast that is put into play with the pool remains so as long as the wager has not
    been won' (academie:beast.sheet): B's later, larger beasts wait."""
    session = academie_example()
    assert [r.in_play_amount for r in session.rows[1:5]] == [18, 18, 18, 18]


def test_the_highest_outstanding_beast_goes_into_play_next():
    """'the new beast to be put into play is circled, and it must be the highest one recorded'
    (academie:beast.sheet): B's 63 before his 45 (academie:example.hand6)."""
    session = academie_example()
    assert session.rows[5].in_play_amount == 63 and session.rows[6].in_play_amount == 45


def test_the_winner_is_paid_the_beast_in_play_by_its_owner():
    """'whoever it belongs to must pay its amount to the winner' (academie:beast.paid)."""
    session = academie_example()
    hand5 = moves(session.rows[4].entries)
    # A's debt of 18 leaves the beasts pot for C; A's ledger balance already carried it.
    assert hand5["beasts"] == -18 and session.rows[4].cash["A"] - session.rows[3].cash["A"] == -21


def test_a_winner_cancels_his_own_beast():
    """'if he is himself the winner, the beast is simply cancelled' (academie:beast.paid)."""
    session = academie_example()
    cancelled = sorted((b for b in session.sheet if b.status == "cancelled"), key=lambda b: b.settled_in)
    assert [(b.owner, b.amount) for b in cancelled] == [("B", 63), ("B", 45)]
    assert session.rows[5].cash["B"] - session.rows[4].cash["B"] == 6


def test_only_the_ombre_makes_the_beast():
    """'Only the Ombre can make the beast' (academie:losses.only-ombre): in a codille the Ombre,
    not the codille winner, owns the new beast."""
    session = PoolSession()
    session.play_hand(ombre="B", contract="ask-leave", result="codille", codille_winner="C")
    assert [b.owner for b in session.sheet] == ["B"]


def test_codille_winner_takes_the_pool_and_the_beast_in_play():
    """'the Ally who wins codille takes the pool and is paid the possible beast in play'
    (academie:losses.codille), and the Ombre makes the beast of the wager."""
    session = PoolSession()
    session.play_hand(ombre="A", contract="ask-leave", result="remise")  # A 18
    entries = session.play_hand(ombre="B", contract="ask-leave", result="codille",
                                codille_winner="C")
    assert moves(entries) == {"A": -3, "B": -3 - 45, "C": -3 + 27 + 18, "pool": -18, "beasts": 45 - 18}
    assert [(b.owner, b.amount, b.status) for b in session.sheet] == [
        ("A", 18, "won"), ("B", 45, "outstanding")]


# ---- the vole ---------------------------------------------------------------------------


def test_a_vole_takes_the_pool_the_beast_in_play_and_all_outstanding_beasts():
    """'the Ombre takes the pool, the beast in play, and all outstanding beasts'
    (academie:winnings.vole, academie:beast.vole)."""
    session = PoolSession()
    session.play_hand(ombre="A", contract="ask-leave", result="remise")   # A 18
    session.play_hand(ombre="B", contract="ask-leave", result="remise")   # B 45, A's 18 in play
    session.play_hand(ombre="A", contract="ask-leave", result="remise")   # A 54
    entries = session.play_hand(ombre="C", contract="vole", result="vole")
    got = moves(entries)
    assert got["beasts"] == -(18 + 45 + 54) and not session.open_beasts()
    assert session.ledger.balance("pool") == 0 and got["C"] == -3 + 45 + 18 + 45 + 54 + 2 * 12


def test_a_vole_with_no_outstanding_beast_is_paid_double_the_wager():
    """'if the wager (pool + beast) is 72 counters, the Ombre wins it and each of the Allies pays
    him in addition 36 counters' (academie:summary.double-wager)."""
    session = session_with_all_passes(6)  # 8 markers each at the next hand: pool 72
    assert session.preview()["wager"] == 72
    entries = session.play_hand(ombre="A", contract="vole", result="vole")
    double = [e for e in entries if e.passage == "academie:summary.double-wager"]
    assert len(double) == 1 and double[0].amounts == {"A": 72, "B": -36, "C": -36}


def test_an_odd_half_wager_follows_the_odd_split_option():
    """Half of an odd wager is unspecified in the source: exact halves, or rounded."""
    exact = session_with_all_passes(3)  # pool 45 next hand
    entries = exact.play_hand(ombre="A", contract="vole", result="vole")
    double = next(e for e in entries if e.passage == "academie:summary.double-wager")
    assert double.amounts["B"] == Fraction(-45, 2)
    rounded = session_with_all_passes(3, odd_split="right-first")
    entries = rounded.play_hand(ombre="A", contract="vole", result="vole")
    double = next(e for e in entries if e.passage == "academie:summary.double-wager")
    assert double.amounts["B"] == -23
    assert split_in_two(45, "right-last") == (22, 23)


def test_a_failed_announced_vole_shares_everything_and_makes_the_beast():
    """'the Allies share the pool and any beasts' (academie:losses.failed-vole); the Ombre who
    'fails to make his announced vole ... makes the beast' (academie:losses.beast) and pays the
    Sans Prendre payment (academie:losses.sans-prendre)."""
    session = PoolSession()
    session.play_hand(ombre="A", contract="ask-leave", result="remise")  # A 18
    entries = session.play_hand(ombre="B", contract="vole", result="failed-vole")
    got = moves(entries)
    # pool 27 shared, A's beast 18 shared (A pays it and gets half back), B's beast of 45 made
    assert got["pool"] == 9 - 27 and got["beasts"] == -18 + 45
    assert got["C"] == -3 + Fraction(27, 2) + 9 + 12 and got["B"] == -3 - 45 - 24
    assert [b.status for b in session.sheet] == ["shared", "outstanding"]


def test_the_allies_are_not_paid_double():
    """'If there is no outstanding beast, the Allies are not paid double' (academie:losses.failed-vole)."""
    session = session_with_all_passes(6)
    entries = session.play_hand(ombre="A", contract="vole", result="failed-vole")
    assert not [e for e in entries if e.passage == "academie:summary.double-wager"]
    assert moves(entries)["B"] == -3 + 36 + 12


def test_an_allys_own_beast_in_a_shared_win_follows_the_option():
    """Unspecified in source: an Ally who owns a shared beast pays it into the shared winnings
    ('share') or has it cancelled ('cancel')."""
    for option, c_gets in (("share", 9), ("cancel", 0)):
        session = PoolSession(ally_own_beast=option)
        session.play_hand(ombre="A", contract="ask-leave", result="remise")
        entries = session.play_hand(ombre="B", contract="vole", result="failed-vole")
        beast_entry = next(e for e in entries if "beast of 18" in e.label)
        assert beast_entry.amounts.get("C", 0) == c_gets


def test_a_failed_vole_beast_follows_the_option():
    """The beast of a failed announced vole: the wager (academie:beast.amount) or what the Ombre
    would have received (academie:losses.beast-is-debt), here double the wager."""
    wager = session_with_all_passes(1)
    wager.play_hand(ombre="A", contract="vole", result="failed-vole")
    would = session_with_all_passes(1, failed_vole_beast="would-have-received")
    would.play_hand(ombre="A", contract="vole", result="failed-vole")
    assert wager.sheet[0].amount == 27 and would.sheet[0].amount == 54


def test_a_failed_committed_vole_makes_no_beast_and_pays_nothing():
    """'In the case of an unsuccessful committed vole, the Ombre does not make the beast'
    (academie:losses.committed-vole-no-beast), and pays 'neither the Sans Prendre payment nor
    the matadors' (academie:losses.committed-vole)."""
    session = PoolSession()
    entries = session.play_hand(ombre="A", contract="sans-prendre", result="failed-vole",
                                committed_vole=True, matadors=3)
    assert not session.sheet and moves(entries) == {"A": -6, "B": -6 + 9, "C": -6 + 9}


def test_a_failed_committed_vole_may_keep_the_contracts_payments_by_option():
    """Unspecified in source: with failed_committed_vole_paid (Hoyle's law) the Ombre is still
    paid matadors and Sans Prendre for the five tricks he took."""
    session = PoolSession(failed_committed_vole_paid=True)
    entries = session.play_hand(ombre="A", contract="sans-prendre", result="failed-vole",
                                committed_vole=True, matadors=3)
    assert moves(entries)["A"] == -6 + 2 * (12 + 6)


def test_a_committed_vole_pays_sans_prendre_only_in_sans_prendre():
    """'the Ombre is paid by each of the two Allies the Sans Prendre payment only if that was his
    contract. If it had been Ask Leave the Ombre would not be paid' (academie:winnings.committed-vole)."""
    ask = PoolSession().play_hand(ombre="A", contract="ask-leave", result="vole", committed_vole=True)
    sp = PoolSession().play_hand(ombre="A", contract="sans-prendre", result="vole", committed_vole=True)
    assert not [e for e in ask if "Sans Prendre" in e.label]
    assert [e.amounts["B"] for e in sp if "Sans Prendre" in e.label] == [-12]


# ---- occasional payments ----------------------------------------------------------------


def test_matadors_are_paid_at_two_a_piece_by_each_ally():
    """'each of the two Allies would pay him 12 counters for the six "matadors"'
    (academie:winnings.matadors)."""
    entries = PoolSession().play_hand(ombre="A", contract="ask-leave", result="win", matadors=6)
    mat = next(e for e in entries if "matadors" in e.label)
    assert mat.amounts == {"A": 24, "B": -12, "C": -12} and mat.passage == "academie:winnings.matadors"


def test_a_losing_ombre_pays_the_matadors_to_each_ally():
    """'the Ombre pays the matadors to each of the two Allies at a rate of 2 counters per matador'
    (academie:losses.matadors)."""
    entries = PoolSession().play_hand(ombre="A", contract="ask-leave", result="remise", matadors=3)
    mat = next(e for e in entries if "matadors" in e.label)
    assert mat.amounts == {"A": -12, "B": 6, "C": 6}


def test_single_payment_halves_matadors_and_sans_prendre():
    """'the single rate of 6 counters for Sans Prendre and 1 counter per matador'
    (academie:options.single-payment)."""
    entries = PoolSession(single_payment=True).play_hand(
        ombre="A", contract="sans-prendre", result="win", matadors=4)
    assert moves([e for e in entries if e.label.startswith("4 matadors")]) == {"A": 8, "B": -4, "C": -4}
    assert moves([e for e in entries if "Sans Prendre" in e.label]) == {"A": 12, "B": -6, "C": -6}


def test_sans_prendre_pays_twelve_both_ways():
    """The Sans Prendre payment of 12 is paid to a winning Ombre (academie:winnings.sans-prendre)
    and by a losing one (academie:losses.sans-prendre)."""
    win = PoolSession().play_hand(ombre="A", contract="sans-prendre", result="win")
    lose = PoolSession().play_hand(ombre="A", contract="sans-prendre", result="remise")
    assert [e.amounts["A"] for e in win if "Sans Prendre" in e.label] == [24]
    assert [e.amounts["A"] for e in lose if "Sans Prendre" in e.label] == [-24]


def test_ask_leave_has_no_contract_payment():
    """Only Sans Prendre and the announced vole pay the Sans Prendre payment
    (academie:losses.sans-prendre)."""
    entries = PoolSession().play_hand(ombre="A", contract="ask-leave", result="remise")
    assert not [e for e in entries if "payment" in e.label]


def test_retourne_pays_half_the_sans_prendre_payment():
    """'if Sans Prendre is set at 12 counters, Retourne will be set at 6 counters, and if Sans
    Prendre is 6 counters, Retourne will be 3 counters' (academie:retourne.payment)."""
    assert premium("retourne") == 6 and premium("retourne", single_payment=True) == 3
    entries = PoolSession(retourne=True).play_hand(ombre="A", contract="retourne", result="win")
    assert [e.amounts for e in entries if "Retourne" in e.label] == [{"A": 12, "B": -6, "C": -6}]


def test_a_losing_retourne_pays_by_option():
    """Unspecified in source: a losing Ombre in Retourne pays its payment 'as in Sans Prendre'
    by default; retourne_paid_by_loser=False drops it."""
    paid = PoolSession(retourne=True).play_hand(ombre="A", contract="retourne", result="remise")
    free = PoolSession(retourne=True, retourne_paid_by_loser=False).play_hand(
        ombre="A", contract="retourne", result="remise")
    assert [e.amounts["A"] for e in paid if "Retourne" in e.label] == [-12]
    assert not [e for e in free if "Retourne" in e.label]


# ---- forced Spadille ----------------------------------------------------------------------


def test_a_forced_spadille_may_not_attempt_the_vole():
    """'Whoever plays a forced Spadille is not allowed to attempt the vole'
    (academie:options.forced-spadille.no-vole)."""
    session = PoolSession(forced_spadille=True)
    with pytest.raises(IllegalAction, match=r"not allowed to attempt the vole.*no-vole"):
        session.play_hand(ombre="A", contract="ask-leave", result="vole", committed_vole=True,
                          forced=True)


def test_an_undeclared_spadille_makes_the_beast_without_play():
    """'A player who had failed to declare it would make the beast, but the hand would not be
    played' (academie:options.forced-spadille.undeclared)."""
    session = PoolSession(forced_spadille=True)
    session.play_hand(ombre="B", result="spadille-undeclared")
    assert [(b.owner, b.amount) for b in session.sheet] == [("B", 18)]
    assert session.ledger.balance("pool") == 18


def test_forced_spadille_needs_the_option():
    """Forced Spadille 'must be agreed upon between the players before the game'
    (academie:options.forced-spadille.agreed)."""
    with pytest.raises(IllegalAction, match=r"agreed before the game.*forced-spadille.agreed"):
        PoolSession().play_hand(ombre="A", contract="ask-leave", result="win", forced=True)


# ---- bad input --------------------------------------------------------------------------


@pytest.mark.parametrize("kwargs,message", [
    (dict(ombre="A", contract="ask-leave", result="codille"), r"codille_winner.*outcome.codille"),
    (dict(ombre="A", contract="ask-leave", result="codille", codille_winner="A"), r"more tricks than"),
    (dict(ombre="A", contract="retourne", result="win"), r"Retourne is a variant.*retourne.name"),
    (dict(ombre="A", contract="vole", result="win"), r"announced vole is made.*outcome.vole"),
    (dict(ombre="A", contract="ask-leave", result="vole"), r"committed_vole=True.*vole.committed"),
    (dict(ombre="A", contract="ask-leave", result="win", matadors=2), r"three true ones"),
    (dict(ombre="A", contract="ask-leave", result="win", matadors=10), r"hand of nine cards"),
    (dict(ombre="D", contract="ask-leave", result="win"), r"'D' is not a player"),
    (dict(ombre="A", contract="grand", result="win"), r"unknown contract 'grand'"),
    (dict(ombre="A", contract="ask-leave", result="lost"), r"unknown result 'lost'"),
    (dict(ombre="A", result="all-pass"), r"no Ombre and no contract"),
])
def test_bad_hands_are_refused_naming_the_rule(kwargs, message):
    """A result the rules do not allow raises IllegalAction naming the rule and its passage, and
    leaves the session unchanged."""
    session = PoolSession()
    with pytest.raises(IllegalAction, match=message):
        session.play_hand(**kwargs)
    assert session.hands_played == 0 and not session.ledger.entries


def test_unknown_options_are_refused():
    """An unknown marking names the two the Académie describes (academie:beast.sequence)."""
    with pytest.raises(ValueError, match=r"2-and-1 and 3-and-2.*beast.sequence"):
        PoolSession(marking="4-and-3")
    with pytest.raises(ValueError, match="odd_split must be one of"):
        PoolSession(odd_split="coin")


@pytest.mark.parametrize("players", [None, "ABC", ("A", "B"), ("A", "A", "B"), (1, 2, 3),
                                     ("A", "B", "C", "D"), (["A"], ["B"], ["C"])])
def test_the_players_are_three_different_names(players):
    """Ombre for the pool is played by three players (academie:pool.count), named: a ValueError
    names the argument, the value and what is allowed."""
    with pytest.raises(ValueError, match=r"players=.* three different names"):
        PoolSession(players)


@pytest.mark.parametrize("name", ["single_payment", "forced_spadille", "retourne",
                                  "failed_committed_vole_paid", "retourne_paid_by_loser"])
@pytest.mark.parametrize("value", ["no", 0, 1, None])
def test_a_yes_or_no_option_takes_true_or_false(name, value):
    """An option agreed or not (academie:options.single-payment, academie:retourne.name, ...)
    is true or false: "no" is not taken for true."""
    with pytest.raises(ValueError, match=rf"{name}={value!r} is not allowed.*true or false"):
        PoolSession(**{name: value})


@pytest.mark.parametrize("length", [2.5, "5", 0, -20, True])
def test_the_length_is_a_whole_number_of_pools(length):
    """'The length of a game is generally set at 20, 30 or as many as 40 pools won by the Ombre'
    (academie:end.pools): a whole number >= 1, or None for no agreed end."""
    with pytest.raises(ValueError, match=r"length=.* whole number.*end.pools"):
        PoolSession(length=length)


def test_every_option_is_declared_with_its_default():
    """PoolSession.OPTIONS names every keyword of the session with the default it takes, and the
    options where the source is silent with their choices (UNSPECIFIED)."""
    import inspect

    from gamelib.games.ombre.pool import UNSPECIFIED

    defaults = {name: p.default for name, p in inspect.signature(PoolSession).parameters.items()}
    assert {o.name: o.default for o in PoolSession.OPTIONS} == defaults
    for name, choices in UNSPECIFIED.items():
        assert next(o for o in PoolSession.OPTIONS if o.name == name).choices == choices


@pytest.mark.parametrize("matadors", [3.9, "3", None, True, 4.0])
def test_the_matadors_are_a_whole_number(matadors):
    """The matadors paid for are counted in whole cards (academie:winnings.true-matadors): 3.9
    is not read as 3, nor "3" as a number."""
    session = PoolSession()
    with pytest.raises(ValueError, match=r"matadors=.* whole number"):
        session.play_hand(ombre="A", contract="ask-leave", result="win", matadors=matadors)
    assert session.hands_played == 0


@pytest.mark.parametrize("name", ["committed_vole", "forced"])
@pytest.mark.parametrize("value", ["yes", 1, None])
def test_a_committed_vole_or_forced_hand_is_true_or_false(name, value):
    """Whether the vole was committed (academie:vole.committed) or Spadille forced
    (academie:options.forced-spadille) is true or false."""
    session = PoolSession(forced_spadille=True)
    with pytest.raises(ValueError, match=rf"{name}=.* true or false"):
        session.play_hand(ombre="A", contract="ask-leave", result="win", **{name: value})


@pytest.mark.parametrize("tricks", [(9, 9, 9), (-1, 5, 5), "abc", 5, (5, 4), (5, 2, 2, 0),
                                    (5.0, 2, 2), (True, 4, 4)])
def test_the_tricks_share_the_hands_nine(tricks):
    """The tricks are the Ombre's and each Ally's, whole numbers >= 0 that share the nine
    tricks of a hand of nine cards (academie:deal.deal)."""
    session = PoolSession()
    with pytest.raises(ValueError, match=r"tricks=.* is not allowed"):
        session.play_hand(ombre="A", contract="ask-leave", result="win", tricks=tricks)
    assert session.hands_played == 0


@pytest.mark.parametrize("kwargs, message", [
    (dict(contract="ask-leave", result="win", tricks=(2, 4, 3)), r"give a codille.*not a win"),
    (dict(contract="ask-leave", result="remise", tricks=(5, 2, 2)), r"give a win.*not a remise"),
    (dict(contract="ask-leave", result="codille", codille_winner="B", tricks=(3, 2, 4)),
     r"codille is won by C"),
    (dict(contract="vole", result="vole", tricks=(8, 1, 0)), r"give a failed-vole.*not a vole"),
    (dict(contract="ask-leave", result="remise", tricks=(3, 3, 2)), r"share 8 of the 9"),
    (dict(contract="ask-leave", result="win", tricks=(4, 0, 0)), r"share 4 of the 9"),
    (dict(contract="ask-leave", result="failed-vole", committed_vole=True, tricks=(4, 1, 0)),
     r"first five tricks"),
])
def test_the_tricks_give_the_stated_result(kwargs, message):
    """The tricks, when given, give the stated result under the Académie's rules
    (academie:outcome.win, academie:outcome.remise, academie:outcome.codille,
    academie:outcome.vole); a hand stops early only when a vole fails at the Allies' first
    trick (academie:vole.failure) or the Ombre lays down his hand after five."""
    session = PoolSession()
    with pytest.raises(IllegalAction, match=message):
        session.play_hand(ombre="A", **kwargs)
    assert session.hands_played == 0 and not session.ledger.entries


@pytest.mark.parametrize("kwargs", [
    dict(contract="ask-leave", result="win", tricks=(5, 0, 0)),
    dict(contract="ask-leave", result="win", tricks=(4, 3, 2)),
    dict(contract="ask-leave", result="remise", tricks=(1, 4, 4)),
    dict(contract="ask-leave", result="codille", codille_winner="B", tricks=(3, 4, 2)),
    dict(contract="vole", result="failed-vole", tricks=(0, 0, 1)),
    dict(contract="sans-prendre", result="failed-vole", committed_vole=True, tricks=(6, 1, 0)),
    dict(contract="ask-leave", result="vole", committed_vole=True, tricks=(9, 0, 0)),
])
def test_tricks_that_give_the_result_are_taken(kwargs):
    """A split that gives the result is taken, a hand that ended early included (a laid-down
    hand after five tricks, a vole failed at the first Ally trick), and 1-4-4, which the game
    settles as a remise (academie:outcome.codille names no winner)."""
    session = PoolSession()
    session.play_hand(ombre="A", **kwargs)
    assert session.rows[0].result.tricks == kwargs["tricks"]


def test_a_hand_not_played_has_no_tricks_nor_matadors():
    """An all-pass is not played (academie:bid.all-pass): no tricks but none at all, no matadors."""
    session = PoolSession()
    session.play_hand(result="all-pass", tricks=())
    session.play_hand(result="all-pass", tricks=(0, 0, 0))
    with pytest.raises(IllegalAction, match=r"tricks=\(1, 0, 0\).*not played"):
        session.play_hand(result="all-pass", tricks=(1, 0, 0))
    with pytest.raises(IllegalAction, match=r"matadors=3.*hand played"):
        session.play_hand(result="all-pass", matadors=3)
    assert session.hands_played == 2


# ---- the beast tables -------------------------------------------------------------------


def test_the_2_and_1_beasts_increase_by_nine_from_eighteen():
    """'Starting from no. 1, the beasts increase successively by 9 counters' (academie:beast.table);
    the first beast is the opening wager of 18 (academie:pool.start)."""
    table = beast_table(30, "2-and-1")
    assert table[0] == pool_amount(MARKINGS["2-and-1"].empty)
    assert all(b - a == 9 for a, b in zip(table, table[1:]))


def test_the_3_and_2_sequence_is_not_regular():
    """The 3-and-2 system 'brought disorder into the list of beasts' (academie:beast.three-and-two):
    its possible beasts are 9k with k odd from 3 and every k from 8 (an independent derivation:
    without a beast in play the markers are odd; a beast can be in play over an even number of
    markers, or over the odd number after the one it was made on)."""
    found = possible_beasts(9 * 40, "3-and-2")
    expected = [9 * k for k in range(3, 41) if k % 2 == 1 or k >= 8]
    assert found == expected
    frame = compare_beast_tables(10)
    assert frame.attrs["missing in 3-and-2"] == [18, 36, 54] and frame.attrs["missing in 2-and-1"] == []


def test_the_example_beasts_are_numbers_one_four_and_six():
    """'3 beasts were made ... of 18, ... 45 and ... 63, which correspond respectively in the beast
    table to no. 1, no. 4, and no. 6' (academie:example.summary)."""
    text = quote("academie:example.summary").text
    assert SUMMARY_WORDS[0] in text and SUMMARY_WORDS[1] in text
    for amount, number in SUMMARY_CLAIMS:
        assert beast_number(amount) == number
    assert [b.amount for b in academie_example().sheet] == [a for a, _ in SUMMARY_CLAIMS]


# ---- the worked example -----------------------------------------------------------------


def test_every_example_claim_quotes_its_passage():
    """Each figure checked is in the words quoted, and the words are in the passage."""
    for claim in CLAIMS:
        assert claim.words in quote(claim.passage).text, claim
        stated = abs(claim.stated) if isinstance(claim.stated, int) else claim.stated
        assert str(stated) in claim.words, claim
    for stated, passage in EXAMPLE_HANDS:
        quote(passage)


def test_the_example_agrees_with_the_ledger_but_for_three_misprints():
    """Replayed on the ledger, every figure of the seven hands agrees with the source except
    '27' for A's beast (hand 5), 'third' for the sixth hand and 'for A' for B (hand 6)."""
    claims = example_claims()
    wrong = claims[~claims["agrees"]]
    assert sorted(zip(wrong["hand"], wrong["quantity"])) == [
        (5, "beast paid to the winner"), (6, "hand"), (6, "winner")]
    assert list(wrong["ledger"]) == [18, "sixth", "B"]
    assert all(wrong["why"].str.len() > 0)


def test_the_27_contradicts_its_own_sentence():
    """'A has lost 18 + 18 for the beast = 36 counters' and 'C has won 36 + 18 + 18 recovered = 72'
    (academie:example.hand5.win) make A's beast 36 - 18 = 18, not the 27 printed before them."""
    text = quote("academie:example.hand5.win").text
    lost = re.search(r"A has lost (\d+) \+ (\d+) for the beast = (\d+)", text)
    won = re.search(r"C has won (\d+) \+ (\d+) \+ (\d+) recovered = (\d+)", text)
    pool_share, beast, total = map(int, lost.groups())
    assert pool_share + beast == total and beast == 18
    assert sum(map(int, won.groups()[:3])) == int(won.group(4)) == 72
    assert "A gives 27 counters" in text


def test_the_example_nets_add_up_to_the_sources_per_pool_figures():
    """The cash of the three players after hand 7 equals the sum of the source's own figures per
    pool won (hands 5, 6, 7), and sums to zero."""
    session = academie_example()
    stated = {}
    for claim in CLAIMS:
        m = re.fullmatch(r"net (\w) since the pool was laid", claim.quantity)
        if m:
            stated[m.group(1)] = stated.get(m.group(1), 0) + claim.stated
    stated["C"] = -stated["A"] - stated["B"] if "C" not in stated else stated["C"]
    # C's hand-5 gain is stated as 'won ... 72' gross: his net over that pool is 72 - 18
    c_net = 72 - 18 + sum(c.stated for c in CLAIMS if c.quantity == "net C since the pool was laid")
    assert session.cash() == {"A": stated["A"], "B": stated["B"], "C": c_net}
    assert sum(session.cash().values()) == 0


def test_the_eighth_hand_lays_two_markers_again():
    """'Eighth hand : 2 counters in front of each player (there are no more beasts to put into
    play). The pool = 2 x 9, i.e. 18 counters' (academie:example.hand8)."""
    preview = academie_example().preview()
    assert (preview["hand"], preview["markers"], preview["pool"], preview["wager"]) == (8, 2, 18, 18)


def test_history_has_a_row_a_hand_with_the_columns_named():
    """history(session): markers, pool, beast in play, outstanding, wager, event, beast made, transfers
    and running balances, one row a hand."""
    frame = history(academie_example())
    assert len(frame) == 7
    for column in ("markers", "pool", "beast in play", "outstanding", "wager", "event",
                   "beast made", "transfers", "balance A", "cash C"):
        assert column in frame.columns
    assert list(frame["wager"]) == [18, 45, 54, 63, 72, 72, 54]
    assert frame["beast made"].tolist()[:4] == ["A 18", "B 45", "", "B 63"]


def test_the_beast_sheet_shows_table_numbers():
    """beast_sheet(session): each beast with its owner, amount, table number and what became of it."""
    sheet = beast_sheet(academie_example())
    assert list(sheet["table no."]) == [1, 4, 6]
    assert list(sheet["status"]) == ["won", "cancelled", "cancelled"]


# ---- the end of the game ------------------------------------------------------------------


def test_outstanding_beasts_are_shared_among_the_three_at_the_end():
    """'they place in the middle of the table the sum of counters corresponding to their beasts,
    and these counters are then shared among the three players' (academie:end.beasts)."""
    session = PoolSession()
    session.play_hand(ombre="A", contract="ask-leave", result="remise")  # A 18
    session.end_game()
    assert session.cash() == {"A": -12, "B": 6, "C": 6}
    assert session.ledger.balance("pool") == 0 and session.ledger.balance("beasts") == 0
    with pytest.raises(IllegalAction, match="game is over"):
        session.play_hand(result="all-pass")


def test_the_game_ends_after_the_agreed_pools_won_by_the_ombre():
    """'Pools won by an Ally through codille ... do not count' (academie:end.length)."""
    session = PoolSession(length=2)
    session.play_hand(ombre="A", contract="ask-leave", result="win")
    session.play_hand(ombre="A", contract="ask-leave", result="codille", codille_winner="B")
    assert not session.finished and session.pools_won == {"A": 1, "B": 0, "C": 0}
    session.play_hand(ombre="A", contract="ask-leave", result="win")
    assert session.finished


# ---- a played state -------------------------------------------------------------------


class _Finished:
    """A stand-in for a terminal Académie state: only hand_result() matters to the pool."""

    def __init__(self, **result):
        self._result = result

    def hand_result(self):
        return dict(self._result)


def test_a_played_state_is_read_by_seat():
    """play_hand(state=...) maps the state's seat indexes to the players by position."""
    session = PoolSession(("Ann", "Bob", "Cy"))
    session.play_hand(state=_Finished(ombre=2, contract="ask-leave", result="codille",
                                      matadors=0, codille_winner=0, committed_vole=False,
                                      tricks=(3, 4, 2)))
    assert session.sheet[0].owner == "Cy" and session.ledger.balance("Ann") == 18 - 6


@pytest.mark.parametrize("options", [
    {}, {"forced_spadille": True}, {"retourne": True},
    {"single_payment": True, "forced_spadille": True, "retourne": True},
])
def test_random_played_hands_settle_through_the_pool(options):
    """Random hands of gamelib.get_game('ombre', rules='academie', ...), played to the end, pay
    through a session with the same options: every hand is accepted, the ledger stays at zero,
    the pool is 9 x the markers and the beasts pot the sum of the open beasts."""
    import gamelib

    game = gamelib.get_game("ombre", rules="academie", **options)
    session = PoolSession(**options)
    for seed in range(30):
        state = gamelib.play(game.new_initial_state(seed=seed), seed=seed)
        session.play_hand(state=state)
        assert session.ledger.total() == 0
        assert session.ledger.balance("pool") == pool_amount(session.markers)
        assert session.ledger.balance("beasts") == sum(b.amount for b in session.open_beasts())
    assert session.hands_played == 30


# ---- hands dealt by the session ------------------------------------------------------------


def test_the_session_deals_and_settles_hands_in_a_row():
    """PoolSession is a core Session: play(n, seed=...) deals n hands of the Académie's Ombre,
    under the session's options, into the pool; each is settled once, and the same seed gives
    the same hands (academie:pool.name)."""
    session = PoolSession(retourne=True).play(9, seed=1)
    assert session.game.retourne and session.game.rules == "academie"
    assert session.number == len(session) == len(session.rows) == len(session.states) == 9
    assert session.ledger.total() == 0
    for state in session.states:
        state.returns()
        state.details()
    assert len(session.rows) == 9
    again = PoolSession(retourne=True).play(9, seed=1)
    assert [r.result for r in again.rows] == [r.result for r in session.rows]
    assert again.ledger.balances() == session.ledger.balances()


def test_the_deal_passes_to_the_eldest_hand():
    """'The eldest hand of a given hand becomes the dealer of the next hand ... the hand is still
    considered to have been played' (academie:deal.next-dealer): a stated all-pass counts too."""
    session = PoolSession()
    session.play_hand(result="all-pass")
    session.play(4, seed=2)
    assert [state.dealer for state in session.states] == [1, 2, 0, 1]
    assert session.dealer == 2


def test_a_session_plays_to_the_agreed_number_of_pools():
    """'The game of Ombre is played for an agreed number of pools won by the Ombre'
    (academie:end.length): play(until=...) deals until a player has won them."""
    session = PoolSession(length=2).play(until=lambda s: s.finished, seed=3)
    assert session.finished and max(session.pools_won.values()) == 2
    assert session.rows[-1].result.result in ("win", "vole")


def test_a_hand_played_elsewhere_is_kept_and_settled():
    """keep(state) settles a finished hand dealt without the session from its hand_result(),
    and refuses one that is not finished."""
    import gamelib

    game = gamelib.get_game("ombre", rules="academie")
    session = PoolSession()
    with pytest.raises(ValueError, match="finished"):
        session.keep(game.new_initial_state(seed=4))
    state = gamelib.play(game.new_initial_state(seed=4), seed=4)
    session.keep(state)
    assert session.states == [state] and len(session.rows) == 1
    assert session.rows[0].result.tricks == tuple(state.hand_result()["tricks"])


# ---- conservation over many random sequences --------------------------------------------


@pytest.mark.parametrize("options", [
    {},
    {"marking": "3-and-2"},
    {"single_payment": True, "retourne": True},
    {"marking": "3-and-2", "retourne": True, "odd_split": "right-first", "ally_own_beast": "cancel"},
    {"failed_vole_beast": "would-have-received", "failed_committed_vole_paid": True,
     "odd_split": "right-last", "retourne": True, "retourne_paid_by_loser": False},
])
def test_random_sequences_conserve_every_counter(options):
    """Over many random stated results, every entry sums to zero, the pool is always 9 x the
    markers, the beasts pot is always the sum of the open beasts, at most one beast is in play,
    and at the end of the game every pot is empty."""
    rng = np.random.default_rng(2026)
    rates = {"all-pass": 0.15, "win": 0.35, "remise": 0.15, "codille": 0.15,
             "vole": 0.1, "failed-vole": 0.1}
    for _ in range(12):
        session = PoolSession(**options)
        for _ in range(30):
            session.play_hand(**random_hand(rng, session.players, rates, session.retourne))
            assert session.ledger.total() == 0
            assert session.ledger.balance("pool") == pool_amount(session.markers)
            assert session.ledger.balance("beasts") == sum(b.amount for b in session.open_beasts())
            assert sum(b.status == "in play" for b in session.sheet) <= 1
            assert sum(session.cash().values()) + session.ledger.balance("pool") == 0
        session.end_game()
        assert session.ledger.balance("pool") == 0 and session.ledger.balance("beasts") == 0
        assert sum(session.cash().values()) == 0


def test_random_sessions_make_only_beasts_of_the_table():
    """Every beast a random session makes (wager beasts) is in its marking's beast table."""
    rng = np.random.default_rng(7)
    for marking in MARKINGS:
        for _ in range(5):
            session = PoolSession(marking=marking)
            for _ in range(25):
                session.play_hand(**random_hand(rng, session.players))
            table = set(possible_beasts(max([b.amount for b in session.sheet] + [18]), marking))
            assert {b.amount for b in session.sheet} <= table


def test_the_same_seed_gives_the_same_partie():
    """simulate_partie is deterministic for a seeded Generator."""
    a = simulate_partie(np.random.default_rng(3), hands=20)
    b = simulate_partie(np.random.default_rng(3), hands=20)
    assert a.equals(b) and len(a) == 20


# ---- the command line -------------------------------------------------------------------


def test_cli_example_prints_the_table_and_the_corrections(capsys):
    """python -m gamelib beasts --example academie prints the seven hands and the misprints."""
    assert main(["beasts", "--example", "academie"]) == 0
    out = capsys.readouterr().out
    assert "A gives 27 counters to C" in out and "the ledger gives 18" in out
    assert "third" in out and "winnings for A" in out
    assert "A 18 (table no. 1), B 45 (table no. 4), B 63 (table no. 6)" in out


def test_cli_prints_a_3_and_2_table(capsys):
    """python -m gamelib beasts --marking 3-and-2 -n 10 lists ten beasts and the departures."""
    assert main(["beasts", "--marking", "3-and-2", "-n", "10"]) == 0
    out = capsys.readouterr().out
    rows = [line.split() for line in out.splitlines() if re.match(r"\s+\d+\s+\d+\s+\d+$", line)]
    assert len(rows) == 10 and [int(r[1]) for r in rows[:4]] == beast_table(4, "3-and-2")
    assert "3-and-2 cannot make: [18, 36, 54]" in out


def test_entries_table_shows_signed_amounts_and_passages():
    """entries_table(): one row an entry, signed amounts, blank where an account is untouched."""
    entries = PoolSession().play_hand(ombre="A", contract="ask-leave", result="win", matadors=3)
    frame = entries_table(entries)
    assert list(frame.columns) == ["entry", "A", "B", "C", "pool", "passage"]
    assert frame.iloc[-1]["A"] == "+12" and frame.iloc[-1]["pool"] == ""
    assert frame.iloc[-1]["passage"] == "academie:winnings.matadors"


def test_a_numpy_seat_index_names_a_player():
    """Seat indexes may be numpy integers, as a game state may give them."""
    session = PoolSession()
    session.play_hand(ombre=np.int64(1), contract="ask-leave", result="remise")
    assert session.sheet[0].owner == "B"


def test_each_marker_entry_cites_the_rule_that_laid_it():
    """The markers of each hand cite their rule: the start (academie:pool.start), an all-pass
    (academie:pool.all-pass), a beast to put into play (academie:pool.beast-to-play), a pool taken
    with no beast (academie:pool.taken)."""
    session = PoolSession()
    for stated in ({"result": "all-pass"},
                   {"ombre": "A", "contract": "ask-leave", "result": "remise"},
                   {"ombre": "B", "contract": "ask-leave", "result": "codille",
                    "codille_winner": "C"},
                   {"ombre": "C", "contract": "ask-leave", "result": "win"},
                   {"ombre": "C", "contract": "ask-leave", "result": "win"}):
        session.play_hand(**stated)
    cited = [row.entries[0].passage for row in session.rows]
    assert cited == ["academie:pool.start", "academie:pool.all-pass", "academie:pool.beast-to-play",
                     "academie:pool.beast-to-play", "academie:pool.taken"]


def test_the_beast_search_does_not_depend_on_its_state_bound():
    """The search for possible beasts finds the same amounts with one or two beasts waiting."""
    for marking in MARKINGS:
        assert possible_beasts(9 * 20, marking, 1) == possible_beasts(9 * 20, marking, 2)


def test_the_3_and_2_pool_starts_at_27():
    """3-and-2: '3 counters when the wager is empty' (academie:beast.sequence), each worth 3."""
    session = PoolSession(marking="3-and-2")
    session.play_hand(ombre="A", contract="ask-leave", result="remise")
    session.play_hand(ombre="B", contract="ask-leave", result="remise")
    assert [r.wager for r in session.rows] == [27, 45 + 27]
    assert [b.amount for b in session.sheet] == beast_table(4, "3-and-2")[0:4:3]


def test_the_package_offers_the_pool():
    """gamelib.games.ombre.PoolSession and gamelib.games.ombre.beast_table are the pool's (the names of the package)."""
    import gamelib.games.ombre
    import gamelib.games.ombre.pool as pool

    assert gamelib.games.ombre.PoolSession is pool.PoolSession and gamelib.games.ombre.beast_table is pool.beast_table


def test_a_vole_cancels_the_ombres_own_waiting_beast_without_doubling():
    """Read literally, the Ombre's own waiting beast is 'outstanding' (academie:winnings.vole):
    it is cancelled and no half wager is paid."""
    session = PoolSession()
    session.play_hand(ombre="A", contract="ask-leave", result="remise")   # A 18, into play next
    session.play_hand(ombre="A", contract="ask-leave", result="remise")   # A 45 waiting
    entries = session.play_hand(ombre="A", contract="vole", result="vole")
    assert not [e for e in entries if e.passage == "academie:summary.double-wager"]
    assert {b.status for b in session.sheet} == {"cancelled"}
