"""The example hands of the booklet's Quadrille chapter, as data.

The booklet prints sixteen "goede spellen, waarop men permissie kan vragen" (good asks, eight in
black, eight in red: noothoven:quadrille.good-asks) and ten solo hands with their odds of
winning, "De kans om te winnen is hierbij als 27 : 4" (noothoven:quadrille.solo-examples).
They are kept as data in ``book-hands.toml`` beside this module. Each :class:`BookHand` holds
the ten cards, the trump, the contract, the advice printed with it, the odds as printed and as
a probability, its passage ids, and a note where the OCR or a short or long list forced a
reading.

Where the booklet writes "lage" (low) or gives only a count ("twee ruiten"), the hand takes the
lowest free cards of that suit: low trumps in black 3, 4, 5; in red 6, 5, 4 (the lowest red trumps,
noothoven:ombre.trump-red); plain red 7, 6, 5; plain black 2, 3, 4 (noothoven:ombre.plain-order).
Those fills are marked in ``low`` so a study can treat them as "any low card".
The black examples say "klaveren (of schoppen)" and the red ones "harten (of ruiten)": the hands
are written with clubs and hearts as trumps, the alternative suit is in ``alternative_trump``.
Odds "als a : b" are a chances for to b against, so the probability of winning is a / (a + b).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from fractions import Fraction
from html import escape
from pathlib import Path

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


#: The file the example hands are kept in, one table a hand, as the booklet prints them.
BOOK_HANDS_FILE = Path(__file__).with_name("book-hands.toml")


def _book_hands() -> list[BookHand]:
    """The example hands of :data:`BOOK_HANDS_FILE`, in the booklet's order."""
    with BOOK_HANDS_FILE.open("rb") as file:
        rows = tomllib.load(file)["hand"]
    return [BookHand(row["key"], row["contract"], row["trump"], parse(row["cards"], OMBRE_DECK),
                     row["described"], row.get("advice", ""), row.get("odds", ""),
                     tuple(row["passages"]), tuple(row.get("low", "").split()),
                     row.get("alternative_trump", ""), row.get("note", "")) for row in rows]


BOOK_HANDS: dict[str, BookHand] = {hand.key: hand for hand in _book_hands()}


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
