"""Cards, card sets and the named decks."""

import pytest

from gamelib.core.cards import Card, CardSet, deck, parse, parse_ordered


def test_a_card_is_a_small_integer_with_a_face():
    """Card("AS") prints as AS and is an integer in 0..51."""
    card = Card("AS")
    assert str(card) == "AS" and 0 <= card < 52 and Card(int(card)) == card
    assert Card("10h") == Card("TH") and Card("7h").suit == "H" and Card("7h").rank == "7"


def test_parse_reads_a_hand():
    """parse("AS 7H AC") reads three cards."""
    hand = parse("AS 7H AC")
    assert len(hand) == 3 and "7H" in hand and str(hand) == "AS 7H AC"


@pytest.mark.parametrize("name,size", [("ombre", 40), ("piquet", 32), ("german", 32), ("full", 52)])
def test_named_decks_have_their_sizes(name, size):
    """The Ombre deck has 40 cards, the piquet and German packs 32, the full pack 52."""
    assert len(deck(name)) == size


def test_the_ombre_deck_lacks_eights_nines_and_tens():
    """Ombre: 'door er de achten, negens en tienen van elke kleur uit te schieten'."""
    assert not {c.rank for c in deck("ombre")} & {"8", "9", "T"}


def test_an_unknown_card_is_a_clear_error():
    """parse("ZZ") names the card and says how to write one."""
    with pytest.raises(ValueError, match=r"'ZZ' is not a card: write a rank"):
        parse("ZZ")


def test_a_duplicate_card_is_a_clear_error():
    """A card twice in a hand is refused, naming the card."""
    with pytest.raises(ValueError, match="duplicate card AS"):
        parse("AS 7H AS")


def test_a_card_outside_the_deck_is_a_clear_error():
    """A ten in an Ombre hand is refused, naming the deck."""
    with pytest.raises(ValueError, match=r"TS not in the ombre deck \(40 cards"):
        parse("AS TS", deck="ombre")


def test_an_unknown_deck_lists_the_known_ones():
    with pytest.raises(KeyError, match="known decks: ombre"):
        deck("tarot")


def test_cardset_renders_deterministic_svg_with_a_title_per_card():
    """A hand renders as SVG with a <title> naming each card, the same every time."""
    hand = parse("AS 7H")
    svg = hand._repr_svg_()
    assert svg == parse("AS 7H")._repr_svg_()
    assert "<title>ace of spades</title>" in svg and "<title>seven of hearts</title>" in svg
    assert 'data-card="7H"' in svg


def test_cardset_set_operations():
    a, b = parse("AS 7H"), parse("7H 2C")
    assert a | b == parse("AS 7H 2C") and a & b == parse("7H") and a - b == parse("AS")
    assert CardSet("AS") == parse("AS") and a.remove(Card("AS")) == parse("7H")
    with pytest.raises(ValueError, match="2C is not among"):
        a.remove(Card("2C"))


def test_parse_ordered_keeps_the_order_written():
    """parse_ordered("KH AH 2S QH") is the trick as played, card by card, not sorted."""
    trick = parse_ordered("KH AH 2S QH")
    assert trick == [Card("KH"), Card("AH"), Card("2S"), Card("QH")]
    assert parse_ordered(["7H", "AS"]) == [Card("7H"), Card("AS")]


def test_parse_ordered_makes_the_checks_of_parse():
    """An unknown face, a card twice, or a card outside the named deck is refused as by parse."""
    with pytest.raises(ValueError, match=r"'ZZ' is not a card: write a rank"):
        parse_ordered("AS ZZ")
    with pytest.raises(ValueError, match="duplicate card AS"):
        parse_ordered("AS 7H AS")
    with pytest.raises(ValueError, match="TS not in the ombre deck"):
        parse_ordered("AS TS", "ombre")
