"""The booklet's example hands for Ombre, as data: good asks, fairly good but weak asks, and
good sans-prendre hands (noothoven:ombre.good-asks-intro to noothoven:ombre.good-sp).

The booklet names holdings, not whole hands: "Spadille, manille, de heer (of ponto) en eene lage
kaart van dezelfde kleur". Each is made concrete here with clubs as the black trump and hearts as
the red one; a "low trump" is the lowest trump not yet named; "a king of another suit" is the king
of spades (of diamonds in black); "anderen" (others), which may be trumps or any cards, are read
as low trumps where the booklet says "troeven" and left out where it says only "anderen"
(listed under ``unspecified``). The rest of the hand is what the booklet leaves to the player:
"De overige kaarten ecarteert men" (noothoven:ombre.good-asks-intro).

The advice beside them: "men, nog niet zeer ervaren in het spelen zijnde, op drie vaste trekken
vraagt; meer geoefende spelers kunnen echter ook vragen op twee en een halven trek"
(noothoven:ombre.ask-rule); a queen "bezet" or "gardée" (noothoven:ombre.bezet-gardee).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from gamelib.core.cards import CardSet, parse
from gamelib.games.ombre.order import count_matadors, false_matadors, trump_sequence


@dataclass(frozen=True)
class BookHand:
    """One of the booklet's example holdings."""

    key: str
    category: str      # "good ask", "weak ask", "good sans-prendre"
    colour: str        # "black" (clubs trump here) or "red" (hearts trump here)
    words: str         # the booklet's words (reading)
    cards: str         # the holding made concrete
    passage: str
    unspecified: str = ""

    @property
    def trump(self) -> str:
        return "C" if self.colour == "black" else "H"

    def holding(self) -> CardSet:
        return parse(self.cards, "ombre")

    def facts(self) -> dict:
        """What the holding is worth by the booklet's own measures."""
        h = self.holding()
        trumps = [c for c in h if c.suit == self.trump or c.face in ("AS", "AC")]
        return {
            "key": self.key, "category": self.category, "colour": self.colour,
            "booklet": self.words, "holding": self.cards,
            "trumps": len(trumps),
            "top trumps in sequence": trump_sequence(h, self.trump),
            "matadors paid": count_matadors(h, self.trump, "noothoven"),
            "false matadors": " ".join(str(c) for c in false_matadors(h, self.trump, "noothoven")),
            "passage": self.passage, "left open": self.unspecified,
        }


#: The file the example holdings are kept in, one table a holding, in the booklet's order.
BOOK_HANDS_FILE = Path(__file__).with_name("book-hands.toml")


def _book_hands() -> tuple[BookHand, ...]:
    """The example holdings of :data:`BOOK_HANDS_FILE`."""
    with BOOK_HANDS_FILE.open("rb") as file:
        return tuple(BookHand(**row) for row in tomllib.load(file)["hand"])


BOOK_HANDS: tuple[BookHand, ...] = _book_hands()


def book_hand_facts(category: str | None = None) -> list[dict]:
    """The example hands' facts, a row each (one category or all)."""
    return [h.facts() for h in BOOK_HANDS if category in (None, h.category)]
