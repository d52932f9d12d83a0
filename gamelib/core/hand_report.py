"""What a hand holds, as its game tells it: the report a game gives the hand widget.

A game's ``hand_report(cards, trump)`` fills a :class:`HandReport` from its own rule functions
(the matadors of Ombre, the point and sequences of Piquet, the declarations of Tresette, ...),
so that the widget shows any game's hand without naming the game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from gamelib.core.cards import SUITS, Card, CardSet, parse
from gamelib.core.errors import UnknownName


@dataclass
class HandReport:
    """What a hand holds: its cards in the game's order, the names and marks of its cards
    (Spadille; matador, false matador, trump), counts with their passages, the source's example
    holdings it matches, and notes for the reader."""

    game: str
    rules: str | None
    trump: str | None
    cards: CardSet
    order: list[Card]
    trump_order: list[Card] = field(default_factory=list)
    names: dict = field(default_factory=dict)        # card -> Spadille, Manille, ...
    marks: dict = field(default_factory=dict)        # card -> matador / false-matador / trump
    counts: list = field(default_factory=list)       # (what, value, passage)
    matches: list = field(default_factory=list)      # (key, category, words, how, passage)
    nearest: tuple | None = None                     # Quadrille: (key, shared cards)
    notes: list = field(default_factory=list)
    #: The source's example hands ``matches`` were sought among ("" where it prints none).
    examples: str = ""

    def count(self, what: str):
        """The value of the count named ``what``."""
        for name, value, _ in self.counts:
            if name == what:
                return value
        known = ", ".join(n for n, _, _ in self.counts)
        raise UnknownName(f"no count {what!r} for this hand; its counts: {known}")


def by_suit(cards: Iterable[Card], ranks: str, trump: str | None = None) -> list[Card]:
    """The cards in a game's order: the trump suit first, then the others, each suit by
    ``ranks`` (highest first)."""
    held = CardSet(cards)
    suits = ([trump] if trump else []) + [s for s in SUITS if s != trump]
    return [Card(r + s) for s in suits for r in ranks if Card(r + s) in held]


def hand_of(game: str, cards, pack: CardSet, passage: str) -> CardSet:
    """The hand a game reports on: ``cards`` written as faces ("AS 7H"), a list of cards or a
    CardSet, each a card of the game's ``pack``; anything else is a ValueError naming the cards
    and ending with the game's ``passage``."""
    try:
        hand = cards if isinstance(cards, CardSet) else parse(cards)
    except ValueError as error:
        raise ValueError(f"{game}: cards={cards!r}: {error} [{passage}]") from None
    if hand - pack:
        raise ValueError(f"{game}: cards={cards!r}: {hand - pack} not in the pack of {len(pack)} "
                         f"[{passage}]")
    return hand
