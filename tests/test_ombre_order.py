"""The order of the cards and the matadors, per Ombre source."""

import pytest

from gamelib.core.cards import parse
from gamelib.games.ombre import (
    card_name,
    count_matadors,
    false_matadors,
    is_trump,
    matadors,
    plain_order,
    strength,
    suit_of,
    trump_order,
)
from gamelib.games.ombre.order import OmbreOrder, trump_sequence


def faces(cards):
    return " ".join(str(c) for c in cards)


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_black_trump_order_as_printed(rules):
    """Black trumps: Spadille, Manille (the two), Basta, K Q J 7 6 5 4 3 -- 11 in all
    (noothoven:ombre.trump-black; academie:cards.trump-order)."""
    assert faces(trump_order("C", rules)) == "AS 2C AC KC QC JC 7C 6C 5C 4C 3C"
    assert faces(trump_order("S", rules)) == "AS 2S AC KS QS JS 7S 6S 5S 4S 3S"


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_red_trump_order_as_printed(rules):
    """Red trumps: Spadille, Manille (the seven), Basta, Ponto (the ace), K Q J 2 3 4 5 6 -- 12
    (noothoven:ombre.trump-red; academie:cards.trump-order)."""
    assert faces(trump_order("H", rules)) == "AS 7H AC AH KH QH JH 2H 3H 4H 5H 6H"
    assert len(trump_order("D", rules)) == 12


def test_plain_orders_as_printed():
    """Plain order: red K Q J A 2 3 4 5 6 7, black K Q J 7 6 5 4 3 2 (noothoven:ombre.plain-order,
    academie:cards.natural-order)."""
    assert faces(plain_order("D")) == "KD QD JD AD 2D 3D 4D 5D 6D 7D"
    assert faces(plain_order("S")) == "KS QS JS 7S 6S 5S 4S 3S 2S"


@pytest.mark.parametrize("trump", list("SHDC"))
def test_black_aces_are_always_trumps(trump):
    """The black aces are trumps whatever the trump suit (noothoven:ombre.black-aces,
    academie:cards.black-aces); every card of the 40 is in exactly one order."""
    assert is_trump("AS", trump) and is_trump("AC", trump)
    assert suit_of("AC", trump) == trump
    every = trump_order(trump) + [c for s in "SHDC" if s != trump for c in plain_order(s)]
    assert len(every) == 40 == len(set(every))


def test_matadors_differ_on_ponto():
    """The booklet braces four matadors with Ponto (noothoven:ombre.matadors); the Académie has
    three (academie:cards.matadors)."""
    assert faces(matadors("C", "noothoven")) == "AS 2C AC KC"
    assert faces(matadors("H", "noothoven")) == "AS 7H AC AH"
    assert faces(matadors("H", "academie")) == "AS 7H AC"


def test_ponto_names():
    """The booklet names the black king Ponto (noothoven:ombre.trump-black); the Académie's Ponto
    is only the red ace (academie:cards.ponto)."""
    assert card_name("KC", "C", "noothoven") == "Ponto"
    assert card_name("KC", "C", "academie") == "KC"
    assert card_name("AH", "H", "academie") == "Ponto"
    assert card_name("AC", "D", "academie") == "Basto"


def test_academie_matador_example():
    """S, M, B, Ponto, K, Q without the J are six "matadors" (academie:winnings.matadors)."""
    hand = parse("AS 7H AC AH KH QH 2H 5C 6D")
    assert count_matadors(hand, "H", "academie") == 6


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_no_matadors_without_spadille(rules):
    """False matadors (no Spadille) are neither counted nor paid (noothoven:ombre.matadors;
    academie:winnings.true-matadors)."""
    hand = parse("2C AC KC QC JC 7C 6C 5C 4C")
    assert count_matadors(hand, "C", rules) == 0
    assert faces(false_matadors(hand, "C", rules))[:5] == "2C AC"


def test_two_matadors_are_not_paid():
    """Payment starts at three matadors (noothoven:ombre.pay-matadors)."""
    assert count_matadors(parse("AS 2C KC"), "C", "noothoven") == 0
    assert count_matadors(parse("AS 2C AC QC"), "C", "noothoven") == 3
    assert count_matadors(parse("AS 2C AC KC QC JC"), "C", "noothoven") == 6
    assert trump_sequence(parse("AS 2C"), "C") == 2


def test_strength_trump_beats_plain_and_offsuit_cannot_win():
    """A trump beats any plain card; a card of another plain suit cannot win."""
    assert strength("3C", "KH", "C") > strength("KH", "KH", "C")
    assert strength("KD", "2H", "C") == -1
    assert strength("AH", "2H", "C") > strength("2H", "2H", "C")  # red: A above 2


def test_rule_data_object_for_quadrille():
    """A rule set can be passed as data, e.g. Quadrille's four matadors."""
    r = OmbreOrder("noothoven-quadrille", ponto_is_matador=True, black_ponto=True)
    assert len(matadors("S", r)) == 4


def test_unknown_rules_and_suits_are_named():
    """Bad rule set names and suits raise ValueError naming what is allowed."""
    with pytest.raises(ValueError, match="noothoven.*academie"):
        trump_order("S", "hoyle")
    with pytest.raises(ValueError, match="not a suit"):
        trump_order("X")
