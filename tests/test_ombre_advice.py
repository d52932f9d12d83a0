"""The booklet's example hands as data (noothoven:ombre.good-asks-black and the rest)."""

from gamelib.analysis.tables import book_hands
from gamelib.core.sources import quote
from gamelib.games.ombre.advice import BOOK_HANDS


def test_every_example_is_cited_and_parses():
    """Every example holding parses as Ombre cards and cites a catalogued passage."""
    assert len(BOOK_HANDS) == 39
    for hand in BOOK_HANDS:
        assert 3 <= len(hand.holding()) <= 9
        assert quote(hand.passage).source == "noothoven"


def test_three_faux_matadors_are_named_so():
    """"Manille, basta, ponto (dat zijn drie faux-matadors)" (noothoven:ombre.good-asks-black):
    three false matadors, no matadors paid (noothoven:ombre.matadors)."""
    table = book_hands().set_index("key")
    assert table.loc["B4", "false matadors"] == "2C AC KC"
    assert table.loc["B4", "matadors paid"] == 0
    assert table.loc["S1", "matadors paid"] == 4  # "Vier matadors": Ponto is the fourth


def test_categories():
    """Good asks, weak asks and good sans-prendre hands, in the booklet's order."""
    cats = [h.category for h in BOOK_HANDS]
    assert cats.count("good ask") == 17 and cats.count("weak ask") == 12
    assert cats.count("good sans-prendre") == 10
