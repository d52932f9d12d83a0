"""The example hands of the booklet's Quadrille chapter, as data.

The booklet prints eighteen "goede spellen, waarop men permissie kan vragen" (good asks, eight in
black, eight in red: noothoven:quadrille.good-asks) and ten solo hands with their odds of
winning, "De kans om te winnen is hierbij als 27 : 4" (noothoven:quadrille.solo-examples).
Each :class:`BookHand` holds the ten cards, the trump, the contract, the advice printed with it,
the odds as printed and as a probability, its passage ids, and a note where the OCR or a short
or long list forced a reading.

Where the booklet writes "lage" (low) or gives only a count ("twee ruiten"), the hand takes the
lowest free cards of that suit: low trumps in black 3, 4, 5; in red 6, 5, 4 (the lowest red trumps,
noothoven:ombre.trump-red); plain red 7, 6, 5; plain black 2, 3, 4 (noothoven:ombre.plain-order).
Those fills are marked in ``low`` so a study can treat them as "any low card".
The black examples say "klaveren (of schoppen)" and the red ones "harten (of ruiten)": the hands
are written with clubs and hearts as trumps, the alternative suit is in ``alternative_trump``.
Odds "als a : b" are a chances for to b against, so the probability of winning is a / (a + b).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from html import escape

from gamelib.core.cards import CardSet, parse
from gamelib.games.ombre.order import OMBRE_DECK, card_name
from gamelib.games.ombre.report import translate


@dataclass(frozen=True)
class BookHand:
    """One example hand of the booklet, exactly as printed (with the reading it needed)."""

    key: str
    contract: str            # "solo" or "vraag"
    trump: str               # S H D C
    cards: CardSet
    described: str           # the booklet's description, OCR normalised
    advice: str              # the lead advice printed with it, OCR normalised ("" when none)
    odds_printed: str        # "27 : 4" as printed ("" for the asks: none printed)
    passages: tuple[str, ...]
    low: tuple[str, ...] = ()  # the cards chosen for an unspecified "lage" card
    alternative_trump: str = ""
    note: str = ""

    @property
    def passage(self) -> str:
        return self.passages[0]

    @property
    def odds(self) -> tuple[int, int] | None:
        """The printed odds as (for, against), e.g. (27, 4)."""
        if not self.odds_printed:
            return None
        a, b = self.odds_printed.split(":")
        return int(a), int(b)

    @property
    def probability(self) -> Fraction | None:
        """The chance of winning that the odds state: a / (a + b)."""
        if self.odds is None:
            return None
        a, b = self.odds
        return Fraction(a, a + b)

    def trumps_named(self) -> list[str]:
        """The trumps of the hand by their names (Spadille, Manille, Basta, Ponto, ...)."""
        from gamelib.games.ombre.order import is_trump, trump_order
        return [card_name(c, self.trump, "noothoven") for c in trump_order(self.trump)
                if c in self.cards and is_trump(c, self.trump)]

    def svg(self) -> str:
        """The cards as one row, trumps first in their order (marked), then the other suits."""
        from gamelib.games.ombre.order import trump_order
        order = [int(c) for c in trump_order(self.trump)]
        trumps = [c for c in self.cards if int(c) in order]
        return self.cards.svg(order=lambda c: order.index(int(c)) if int(c) in order
                              else 20 + int(c), highlight=trumps)

    def _repr_html_(self) -> str:
        odds = (f"odds {escape(self.odds_printed)} = {float(self.probability):.3f}"
                if self.odds_printed else "no odds printed")
        note = f"<br><em>{escape(self.note)}</em>" if self.note else ""
        return (f'<div class="book-hand" data-hand="{self.key}"><b>{self.key}</b> '
                f"{escape(self.contract)}, trumps {self.trump}: {escape(self.described)}<br>"
                f"{self.svg()}<br>{escape(self.advice or 'no advice printed')}; {odds}"
                f"{note}</div>")


def _hand(key, contract, trump, faces, described, advice, odds, passages, low="", alt="",
          note=""):
    return BookHand(key, contract, trump, parse(faces, OMBRE_DECK), described, advice, odds,
                    tuple(passages), tuple(low.split()), alt, note)


_Q = "noothoven" ":quadrille."  # (split so the prefix is not read as a passage id)
_BOOK = [
    # ---- good asks in black (noothoven:quadrille.asks-black); trumps clubs (or spades) ----
    _hand("V1", "vraag", "C", "AS 2C 3C 4C QH 7H 6H 7D 6D 5D",
          "Spadille, manille en twee lage klaveren, vrouw en twee lage harten, en drie lage ruiten",
          "Als men de voorhand heeft, of spoedig aan den slag kan komen, begint men met een lage "
          "troef uit te spelen", "",
          [_Q + "ask-black-1"], "3C 4C 7H 6H 7D 6D 5D", "S"),
    _hand("V2", "vraag", "C", "AS KC QC 3C 4C QH 7H 7D 6D 5D",
          "Spadille, ponto, vrouw en twee lage klaveren, met de vrouw en een lage harten, en drie "
          "lage ruiten",
          "Men begint, natuurlijk als men de voorhand heeft, met troef heer uit te spelen", "",
          [_Q + "ask-black-2", _Q + "ask-black-2-end"], "3C 4C 7H 7D 6D 5D", "S",
          "The advice 'troef heer' for a hand that holds 'ponto' shows that the black Ponto is "
          "the king of trumps (noothoven:ombre.trump-black)."),
    _hand("V3", "vraag", "C", "2C KC QC 3C 4C KH 7H QD JD 7D",
          "Manille, ponto, vrouw en twee lage klaveren, heer en een lage harten, vrouw, boer en "
          "een lage ruiten", "Men begint met manille", "", [_Q + "ask-black-3"], "3C 4C 7H 7D",
          "S"),
    _hand("V4", "vraag", "C", "2C KC JC 3C 4C KH 7H QD 7D 6D",
          "Manille, ponto, boer en twee lage klaveren, heer en een lage harten, vrouw en twee "
          "ruiten", "Speel manille uit", "", [_Q + "ask-black-4"], "3C 4C 7H 7D 6D", "S"),
    _hand("V5", "vraag", "C", "AC KC QC 3C 4C QD 7D 6D 7H 6H",
          "Basta, ponto, vrouw en twee lage klaveren, vrouw en twee lage ruiten",
          "Men begint met basta uit te spelen", "", [_Q + "ask-black-5"], "3C 4C 7D 6D 7H 6H", "S",
          "Short hand: the booklet lists eight cards. Two are lost; the hand has no hearts as "
          "printed, so two low hearts (7H 6H) are supplied, the commonest third holding of the "
          "neighbouring examples. A conjecture: treat 7H 6H as unknown."),
    _hand("V6", "vraag", "C", "AC KC JC 3C 4C JH 7H KD 7D 6D",
          "Basta, ponto, boer en twee lage klaveren, boer en een harten, heer en twee lage ruiten",
          "Speel basta uit", "", [_Q + "ask-black-6"], "3C 4C 7H 7D 6D", "S"),
    _hand("V7", "vraag", "C", "AC KC 3C 4C 5C KH QH QD 7D 6D",
          "Basta, ponto, en drie lage klaveren, harten heer en vrouw, ruiten vrouw met twee lage "
          "ruiten", "Men beginne met een lage troef uit te spelen", "", [_Q + "ask-black-7"],
          "3C 4C 5C 7D 6D", "S",
          "Printed on the same line as V6 (l. 349): the OCR runs the two hands together."),
    _hand("V8", "vraag", "C", "KC QC JC 3C 4C KH QH JD 7D 6D",
          "Ponto, vrouw, boer en twee lage klaveren, harten heer en vrouw, ruiten boer met twee "
          "lage ruiten", "Speel ponto uit", "", [_Q + "ask-black-8"], "3C 4C 7D 6D", "S"),
    # ---- good asks in red (noothoven:quadrille.asks-red); trumps hearts (or diamonds) ----
    _hand("R1", "vraag", "H", "AS 7H 6H 5H QC 2C 7D 6D 2S 3S",
          "Spadille, manille, twee lage harten, klaveren vrouw met eene andere, en vier lage "
          "kaarten van de andere kleuren",
          "Als men voor de hand zit, speelt men een lage troefkaart", "",
          [_Q + "ask-red-1"], "6H 5H 2C 7D 6D 2S 3S", "D",
          "'vier lage kaarten van de andere kleuren' does not say how they split between "
          "diamonds and spades: two of each is taken."),
    _hand("R2", "vraag", "H", "7H AC KH 6H 5H QC 2C 2S 3S 4S",
          "Manille, basta, heer en twee lage harten, klaveren vrouw en een lage klaveren, en drie "
          "lage schoppen", "Speel manille uit", "", [_Q + "ask-red-2"], "6H 5H 2C 2S 3S 4S", "D"),
    _hand("R3", "vraag", "H", "7H AC QH 6H 5H QC 2C 3C JS 2S",
          "Manille, basta, vrouw en twee lage harten, de vrouw en twee lage klaveren, de boer en "
          "nog een schoppen", "Speel manille uit", "", [_Q + "ask-red-3"], "6H 5H 2C 3C 2S", "D"),
    _hand("R4", "vraag", "H", "7H AH KH 6H 5H QC JC 2C KS 2S",
          "Manille, ponto, heer en twee lage harten, vrouw, boer en [een] lage klaveren, heer en "
          "een lage schoppen", "", "", [_Q + "ask-red-4"], "6H 5H 2C 2S", "D",
          "Long hand: the booklet lists eleven cards ('vrouw, boer en twee lage klaveren'). Read "
          "'een lage klaveren', as in its black counterpart V3 ('vrouw, boer en een lage "
          "ruiten'). No lead is advised."),
    _hand("R5", "vraag", "H", "AC AH KH 6H 5H KC QC QS 2S 3S",
          "Basta, ponto, heer en twee lage harten, heer en vrouw van klaveren, vrouw en twee lage "
          "schoppen", "Speel basta uit", "", [_Q + "ask-red-5"], "6H 5H 2S 3S", "D"),
    _hand("R6", "vraag", "H", "AC AH QH 6H 5H QC JC 2C KS QS",
          "Basta, ponto, vrouw en twee lage harten, vrouw, boer en een lage klaveren, schoppen "
          "heer en vrouw", "Men begint, zoo mogelijk, met basta uit te spelen", "",
          [_Q + "ask-red-6"], "6H 5H 2C", "D",
          "OCR 'niet basta' read 'met basta' (reading aid section 0)."),
    _hand("R7", "vraag", "H", "AC AH 6H 5H 4H KC QC JS 2S 3S",
          "Basta, ponto, en drie van de laagste harten, klaveren heer en vrouw, boer en [twee] "
          "lage schoppen", "Men begint een lage troef uit te spelen", "", [_Q + "ask-red-7"],
          "6H 5H 4H 2S 3S", "D",
          "Short hand: nine cards are listed. Read 'boer en twee lage schoppen', after the "
          "three-card third suit of its black counterpart V7; 3S is supplied."),
    _hand("R8", "vraag", "H", "AH KH QH 6H 5H KC QC QS JS 2S",
          "Ponto, heer, vrouw en twee lage harten, klaveren heer en vrouw, vrouw, boer en een "
          "lage schoppen", "Men speelt ponto uit", "", [_Q + "ask-red-8"], "6H 5H 2S", "D"),
    # ---- solo hands in black (noothoven:quadrille.solos-black) ----
    _hand("S1", "solo", "C", "AS 2C AC KD 6D KH 6H KS 6S 2S",
          "Drie matadors in klaveren, ruiten heer en de zes, harten heer en de zes, schoppen heer "
          "en de zes", "Speel troef uit", "27 : 4", [_Q + "solo-black-1"], "2S", "S",
          "Short hand: nine cards are listed. Its red counterpart S6 holds king and one, king and "
          "one, king and two in the side suits, so a low spade (2S) is supplied. A conjecture: "
          "a lost fourth trump would fit the high odds as well."),
    _hand("S2", "solo", "C", "AS 2C AC 3C 4C 5C 7D 6D 7H 6H",
          "Drie matadors met de drie, vier en vijf van klaveren, twee ruiten en twee harten", "",
          "10 : 1", [_Q + "solo-black-2"], "7D 6D 7H 6H", "S"),
    _hand("S3", "solo", "C", "AS 2C 3C 4C 5C KD 7D 7H 6H 5H",
          "Spadille, manille, drie, vier en vijf van klaveren, ruiten heer en een lage ruiten met "
          "drie lage harten", "", "11 : 2", [_Q + "solo-black-3"], "7D 7H 6H 5H", "S",
          "OCR 'Npnclill«gt;gt; mnnillc' read 'Spadille, manille'."),
    _hand("S4", "solo", "C", "2C AC KC 3C 4C 5C KD 6D 7H 6H",
          "Drie faux-matadors, drie, vier en vijf van klaveren, ruiten heer en de zes, en twee "
          "lage harten", "", "10 : 1", [_Q + "solo-black-4"], "7H 6H", "S",
          "Faux-matadors: manille, basta and ponto without spadille (noothoven:ombre.matadors)."),
    _hand("S5", "solo", "C", "AS 3C 4C 5C 6C 7C KD 7D KS KH",
          "Spadille, drie, vier, vijf, zes en zeven van klaveren, ruiten heer en een lage ruiten, "
          "schoppen heer en harten heer", "", "27 : 2", [_Q + "solo-black-5"], "7D", "S",
          "OCR 'Niiaililln' read 'Spadille' (N for S, as in 'Npadille'); the hand is then the "
          "black counterpart of S10."),
    # ---- solo hands in red (noothoven:quadrille.solos-red) ----
    _hand("S6", "solo", "H", "AS 7H AC KD 7D KS 2S KC 2C 3C",
          "Drie matadors in harten, ruiten heer met nog een ruiten, schoppen heer en een schoppen, "
          "klaveren heer en twee klaveren", "", "2 : 1", [_Q + "solo-red-1"], "7D 2S 2C 3C", "D"),
    _hand("S7", "solo", "H", "AS 7H AC 3H 4H 5H 7D 6D 2C 3C",
          "Drie matadors, drie, vier en vijf van harten, twee lage ruiten en twee klaveren", "",
          "10 : 3", [_Q + "solo-red-2", _Q + "solo-red-2-odds"], "7D 6D 2C 3C", "D"),
    _hand("S8", "solo", "H", "AS 7H 2H 3H 4H 5H 6H 7D 6D 2C",
          "Spadille, manille, twee, drie, vier, vijf en zes van harten, twee lage ruiten en een "
          "lage klaveren", "", "10 : 1", [_Q + "solo-red-3"], "7D 6D 2C", "D"),
    _hand("S9", "solo", "D", "7D AC AD QD 3D 4D 5D 7H 2C 3C",
          "Drie faux-matadors met de vrouw, drie, vier en vijf van ruiten, een lage harten, en "
          "twee klaveren", "", "10 : 2", [_Q + "solo-red-4"], "7H 2C 3C", "H",
          "Diamonds are trumps as printed ('van ruiten'). The odds are printed unreduced, "
          "'10: 2' (= 5 : 1)."),
    _hand("S10", "solo", "H", "AS 2H 3H 4H 5H 6H KD 7D KS KC",
          "Spadille, twee, drie, vier, vijf en zes van harten, ruiten heer en een ruiten, "
          "schoppen heer en klaveren heer", "", "4 : 1", [_Q + "solo-red-5"], "7D", "D",
          "OCR 'N»|iaclillo' read 'Spadille'."),
]

#: Every example hand of the booklet's Quadrille chapter, by key (V = asks in black, R = asks
#: in red, S = solo hands with their odds).
BOOK_HANDS: dict[str, BookHand] = {hand.key: hand for hand in _BOOK}


def book_matches(cards: CardSet, trump: str) -> tuple[list[tuple], tuple | None]:
    """The booklet's example hands equal to ``cards`` with ``trump`` as trump (a hand written
    in clubs also fits spades, one in hearts diamonds: "klaveren (of schoppen)", "harten (of
    ruiten)", :func:`gamelib.games.ombre.report.translate`), each as (key, contract, words,
    odds, passage); and the nearest, (key, cards shared, cards), the first with the most cards
    in common."""
    found, best = [], None
    for key, book in BOOK_HANDS.items():
        held = translate(book.cards, book.trump, trump)
        if held is None:
            continue
        shared = len(held & cards)
        if held == cards:
            found.append((key, book.contract, book.described,
                          f"odds {book.odds_printed}" if book.odds_printed else "an ask",
                          book.passage))
        if best is None or shared > best[1]:
            best = (key, shared, len(held))
    return found, best
