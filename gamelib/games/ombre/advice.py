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

from dataclasses import dataclass

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


GA = "noothoven:ombre.good-asks-intro"
GB = "noothoven:ombre.good-asks-black"
GR = "noothoven:ombre.good-asks-red"
GR2 = "noothoven:ombre.good-asks-red-2"
WK = "noothoven:ombre.weak-asks"
SP = "noothoven:ombre.good-sp"

BOOK_HANDS: tuple[BookHand, ...] = (
    BookHand("G1", "good ask", "red", "Spadille met harten manille, basta en een of twee lage troeven",
             "AS 7H AC 6H", GA, "one or two low trumps: one shown"),
    BookHand("G2", "good ask", "red", "(Spadille, manille, basta) en een heer van eene andere kleur",
             "AS 7H AC KS", GA),
    BookHand("B1", "good ask", "black", "Spadille, manille, de heer (of ponto) en eene lage kaart van dezelfde kleur",
             "AS 2C KC 3C", GB),
    BookHand("B2", "good ask", "black", "Spadille, manille en twee of drie lage kaarten van dezelfde kleur",
             "AS 2C 3C 4C", GB, "two or three low cards: two shown"),
    BookHand("B3", "good ask", "black", "Spadille, heer, vrouw, boer, en zeven", "AS KC QC JC 7C", GB),
    BookHand("B4", "good ask", "black", "Manille, basta, ponto (dat zijn drie faux-matadors) en nog een of twee troeven",
             "2C AC KC 3C", GB, "one or two trumps: one shown"),
    BookHand("B5", "good ask", "black", "Manille, basta, vrouw en nog twee troeven", "2C AC QC 3C 4C", GB),
    BookHand("B6", "good ask", "black", "Manille, ponto, vrouw, boer en de zeven", "2C KC QC JC 7C", GB),
    BookHand("B7", "good ask", "black", "Basta, ponto, vrouw, boer en de zeven", "AC KC QC JC 7C", GB),
    BookHand("B8", "good ask", "black", "Ponto, vrouw, boer, zeven, zes en de vijf", "KC QC JC 7C 6C 5C", GB),
    BookHand("R1", "good ask", "red", "Spadille, manille, ponto en nog een of twee anderen",
             "AS 7H AH", GR, "'een of twee anderen': trumps or any cards, not said"),
    BookHand("R2", "good ask", "red", "Spadille, manille, ponto en vrouw bezet of gardée",
             "AS 7H AH QS 3S", GR, "the queen of another suit, guarded by a low card (bezet)"),
    BookHand("R3", "good ask", "red", "Spadille, manille, heer en vrouw", "AS 7H KH QH", GR2),
    BookHand("R4", "good ask", "red", "Manille, basta, heer, vrouw en een heer van eene andere kleur",
             "7H AC KH QH KS", GR2),
    BookHand("R5", "good ask", "red", "Manille, basta, vrouw, boer en twee anderen", "7H AC QH JH", GR2,
             "'twee anderen': not said which"),
    BookHand("R6", "good ask", "red", "Manille, basta, ponto, (drie faux-matadors) en een of twee anderen",
             "7H AC AH", GR2, "'een of twee anderen': not said which"),
    BookHand("R7", "good ask", "red", "Basta, ponto, heer en drie anderen", "AC AH KH", GR2,
             "'drie anderen': not said which"),
    BookHand("W1", "weak ask", "black", "Spadille, basta, ponto", "AS AC KC", WK),
    BookHand("W2", "weak ask", "black", "Spadille, manille en een of twee lage troeven", "AS 2C 3C", WK,
             "one or two: one shown"),
    BookHand("W3", "weak ask", "black", "Manille, basta, zeven, zes en vijf", "2C AC 7C 6C 5C", WK),
    BookHand("W4", "weak ask", "black", "Basta, ponto, vrouw, boer en eene kleine troef", "AC KC QC JC 3C", WK),
    BookHand("W5", "weak ask", "black", "Spadille, ponto, vijf, vier en drie", "AS KC 5C 4C 3C", WK),
    BookHand("W6", "weak ask", "black", "Heer, vrouw, boer, zeven en zes", "KC QC JC 7C 6C", WK),
    BookHand("W7", "weak ask", "red", "Spadille, basta, ponto", "AS AC AH", WK),
    BookHand("W8", "weak ask", "red", "Spadille, basta, heer en boer", "AS AC KH JH", WK),
    BookHand("W9", "weak ask", "red", "Spadille, basta, boer en vrouw", "AS AC JH QH", WK),
    BookHand("W10", "weak ask", "red", "Basta, ponto, heer, vrouw en boer", "AC AH KH QH JH", WK),
    BookHand("W11", "weak ask", "red", "Manille, ponto, heer, vrouw en boer", "7H AH KH QH JH", WK),
    BookHand("W12", "weak ask", "red", "Manille, basta, boer, twee", "7H AC JH 2H", WK),
    BookHand("S1", "good sans-prendre", "black", "Vier matadors, een troef en een heer",
             "AS 2C AC KC 3C KH", SP),
    BookHand("S2", "good sans-prendre", "black", "Hetzelfde spel, zonder heer, maar met eene renonce",
             "AS 2C AC KC 3C", SP, "the void: which suit not said"),
    BookHand("S3", "good sans-prendre", "black", "Drie matadors, drie troeven en een heer",
             "AS 2C AC 5C 4C 3C KH", SP),
    BookHand("S4", "good sans-prendre", "black",
             "Spadille, manille, heer en vrouw (of vrouw en boer), twee heeren en eene renonce",
             "AS 2C KC QC KH KD", SP),
    BookHand("S5", "good sans-prendre", "black", "Drie faux-matadors, drie troeven en een heer of eene renonce",
             "2C AC KC 5C 4C 3C KH", SP),
    BookHand("S6", "good sans-prendre", "black", "Manille, basta, vrouw, boer, twee troeven en een heer",
             "2C AC QC JC 4C 3C KH", SP),
    BookHand("S7", "good sans-prendre", "red", "Spadille, manille, ponto, drie troeven en een heer",
             "AS 7H AH 6H 5H 4H KS", SP),
    BookHand("S8", "good sans-prendre", "red",
             "Spadille, manille, ponto, twee troeven, een heer en eene vrouw, bezet of gardée",
             "AS 7H AH 6H 5H KS QD 7D", SP),
    BookHand("S9", "good sans-prendre", "red",
             "Drie faux-matadors, drie troeven, een heer en eene vrouw bezet of eene renonce",
             "7H AC AH 6H 5H 4H KS QD 7D", SP),
    BookHand("S10", "good sans-prendre", "red", "Basta, ponto, heer, drie troeven en twee heeren",
             "AC AH KH 6H 5H 4H KS KD", SP),
)


def book_hand_facts(category: str | None = None) -> list[dict]:
    """The example hands' facts, a row each (one category or all)."""
    return [h.facts() for h in BOOK_HANDS if category in (None, h.category)]
