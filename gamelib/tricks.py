"""Trick-taking helpers shared by the trick games: following suit and the winner of a trick.

Each game supplies its own idea of a card's suit (in Ombre the black aces are trumps whatever
their printed suit) and of a card's strength; these functions only apply them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from html import escape

from .cards import CARD_GAP, CARD_H, CARD_W, Card, card_svg

SuitOf = Callable[[Card], str]


def printed_suit(card: Card) -> str:
    return card.suit


def cards_of_suit(hand: Iterable[Card], suit: str, suit_of: SuitOf = printed_suit) -> list[Card]:
    """The cards of ``hand`` that belong to ``suit`` in the game's sense."""
    return [card for card in hand if suit_of(card) == suit]


def following(hand: Iterable[Card], led: Card | None, suit_of: SuitOf = printed_suit) -> list[Card]:
    """The cards that may be played to a trick when one must follow suit if able."""
    hand = list(hand)
    if led is None:
        return hand
    same = cards_of_suit(hand, suit_of(led), suit_of)
    return same or hand


def winning_index(cards: Sequence[Card], strength: Callable[[Card, Card], int]) -> int:
    """The position in ``cards`` (played in order) of the card that takes the trick.

    ``strength(card, led)`` is the card's power in this trick given the first card led; a card
    that cannot win (a discard of another suit) must have a strength below any that can."""
    led = cards[0]
    best = 0
    for i in range(1, len(cards)):
        if strength(cards[i], led) > strength(cards[best], led):
            best = i
    return best


@dataclass
class Trick:
    """The cards played to one trick, from its leader on, and who took it."""

    leader: int
    num_players: int
    cards: list[Card] = field(default_factory=list)
    winner: int | None = None

    @property
    def led(self) -> Card | None:
        return self.cards[0] if self.cards else None

    def players(self) -> list[int]:
        """The seats in playing order."""
        return [(self.leader + i) % self.num_players for i in range(len(self.cards))]

    def is_complete(self, size: int | None = None) -> bool:
        return len(self.cards) == (size or self.num_players)

    def __str__(self) -> str:
        played = " ".join(f"{p}:{c}" for p, c in zip(self.players(), self.cards))
        taker = f" -> {self.winner}" if self.winner is not None else ""
        return f"[{played}]{taker}"

    def _repr_svg_(self) -> str:
        width = max(1, len(self.cards)) * (CARD_W + CARD_GAP) + 2
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="trick" width="{width}" '
                 f'height="{CARD_H + 22}" viewBox="0 0 {width} {CARD_H + 22}">']
        for i, (player, card) in enumerate(zip(self.players(), self.cards)):
            x = 1 + i * (CARD_W + CARD_GAP)
            won = " won" if player == self.winner else ""
            parts.append(card_svg(card, x, 2, classes=f"seat-{player}{won}"))
            parts.append(f'<text x="{x + CARD_W / 2:g}" y="{CARD_H + 18}" text-anchor="middle" '
                         f'font-family="DejaVu Sans, sans-serif" font-size="12" '
                         f'font-weight="{"bold" if won else "normal"}">{escape(str(player))}</text>')
        parts.append("</svg>")
        return "".join(parts)
