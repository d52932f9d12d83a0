"""Trick play in one place: a game's TrickRules (each suit's cards highest first, the trump)
decide who takes a trick and what may be played."""

import pytest

from gamelib.core.cards import Card, parse_ordered
from gamelib.core.tricks import TrickRules

WHIST = TrickRules.by_rank("AKQJT98765432", trump="H")
NO_TRUMPS = TrickRules.by_rank("AKQJT987")


def test_the_highest_card_of_the_suit_led_takes_a_trick_without_trumps():
    """Without trumps a card of another suit cannot take the trick, however high."""
    assert NO_TRUMPS.winner(parse_ordered("9S AH TS 7S")) == 2


def test_any_trump_takes_a_trick_led_in_another_suit():
    """The lowest trump beats the ace of the suit led; the highest trump takes the trick."""
    assert WHIST.winner(parse_ordered("AS 2H KS 3H")) == 3


def test_one_must_follow_suit_when_able():
    """The suit led if the hand holds it, else any card."""
    hand = parse_ordered("AS 2H KD")
    assert WHIST.following(hand, Card("QS")) == [Card("AS")]
    assert WHIST.following(hand, Card("QC")) == hand
    assert WHIST.following(hand, None) == hand


def test_a_card_belongs_to_the_suit_that_lists_it():
    """Ombre's black aces, listed among the trumps of a red trump, are trumps."""
    order = {"H": tuple(parse_ordered("AS 7H AC AH KH QH JH 2H 3H 4H 5H 6H")),
             "S": tuple(parse_ordered("KS QS JS 7S 6S 5S 4S 3S 2S")),
             "C": tuple(parse_ordered("KC QC JC 7C 6C 5C 4C 3C 2C")),
             "D": tuple(parse_ordered("KD QD JD AD 2D 3D 4D 5D 6D 7D"))}
    rules = TrickRules(order, trump="H")
    assert rules.suit_of(Card("AS")) == "H"
    assert rules.winner(parse_ordered("KS AS QS")) == 1


def test_a_card_listed_twice_or_unknown_is_refused():
    """The order is data: a card in two suits, or a card of no suit, is a ValueError."""
    with pytest.raises(ValueError, match="listed in the suits"):
        TrickRules({"S": (Card("AS"),), "H": (Card("AS"),)})
    with pytest.raises(ValueError, match="not a card of this game"):
        NO_TRUMPS.suit_of(Card("2S"))
