"""Trick play for every trick game: following suit, the winner of a trick, the trick record.

A game states how its cards take tricks as data, a :class:`TrickRules`: each suit's cards
highest first, as its source prints them, and the trump suit. A card belongs to the suit whose
list holds it, so Ombre's black aces, listed among the trumps, are trumps whatever their printed
suit. The highest trump takes the trick, else the highest card of the suit led.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from gamelib.core.cards import CARD_GAP, CARD_H, CARD_W, SUITS, Card, card_svg
from gamelib.core.engine import Action

SuitOf = Callable[[Card], str]


def card_named(action) -> Card | None:
    """The card ``action`` plays: an Action's card, or the last word of a text such as
    "play KS"; None when the text names no card."""
    if isinstance(action, Action):
        return action.value
    try:
        return Card(str(action).split()[-1])
    except (ValueError, IndexError):
        return None


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


@dataclass(frozen=True)
class TrickRules:
    """How a game's cards take tricks: ``order`` maps each suit (in the game's sense) to its
    cards, highest first; ``trump`` is the trump suit, or None in a game without trumps."""

    order: Mapping[str, tuple[Card, ...]]
    trump: str | None = None
    _suit: dict = field(init=False, repr=False, compare=False)
    _rank: dict = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        suit, rank = {}, {}
        for name, cards in self.order.items():
            for place, card in enumerate(cards):
                if card in suit:
                    raise ValueError(f"{card} is listed in the suits {suit[card]} and {name}")
                suit[card] = name
                rank[card] = len(cards) - place  # the highest card ranks highest
        object.__setattr__(self, "_suit", suit)
        object.__setattr__(self, "_rank", rank)

    @classmethod
    def by_rank(cls, ranks: str, trump: str | None = None, suits: str = SUITS) -> TrickRules:
        """Every suit ranked alike, ``ranks`` highest first (``"AKQJT987"`` at Piquet)."""
        return cls({s: tuple(Card(r + s) for r in ranks) for s in suits}, trump)

    def suit_of(self, card: Card) -> str:
        """The suit a card belongs to in this game."""
        try:
            return self._suit[card]
        except KeyError:
            raise ValueError(f"{card} is not a card of this game") from None

    def power(self, card: Card, led: Card) -> int:
        """A card's power in a trick led by ``led``: any trump above the suit led, a card of
        another suit nothing (it cannot take the trick)."""
        suit = self.suit_of(card)
        if suit == self.trump:
            return 200 + self._rank[card]
        if suit == self.suit_of(led):
            return 100 + self._rank[card]
        return 0

    def winner(self, cards: Sequence[Card]) -> int:
        """The position in ``cards`` (in the order played) of the card that takes the trick."""
        return winning_index(cards, self.power)

    def following(self, hand: Iterable[Card], led: Card | None) -> list[Card]:
        """The cards of ``hand`` that may be played to a trick led by ``led``: the suit led if
        the hand holds it, else any card."""
        return following(hand, led, self.suit_of)


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

    def told(self, seats) -> str:
        """The trick with the seats by name: "C: 7S, D: AS, A: KS, B: TS -> D"."""
        played = ", ".join(f"{seats[p]}: {c}" for p, c in zip(self.players(), self.cards))
        return played + (f" -> {seats[self.winner]}" if self.winner is not None else "")

    def _repr_pretty_(self, printer, cycle) -> None:  # a notebook's text, not the dataclass
        printer.text(str(self))

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


class TrickPlay:
    """A state whose players play one card each in turn to a trick: it holds the hands
    (``hands``, a CardSet a seat), the player to move (``turn``), the trick being played
    (``trick``, a :class:`Trick`) and the tricks taken (``tricks``)."""

    def _play_to_trick(self, card: Card,
                       winner_of: Callable[[Sequence[Card]], int]) -> int | None:
        """The player to move plays ``card`` from his hand. If the trick is not complete, the
        next player is to move and None is returned; otherwise the trick is taken by the card at
        ``winner_of(cards)``, kept with the others, and its taker's seat returned."""
        self.hands[self.turn] = self.hands[self.turn].remove(card)
        trick = self.trick
        trick.cards.append(card)
        if not trick.is_complete():
            self.turn = (self.turn + 1) % trick.num_players
            return None
        trick.winner = trick.players()[winner_of(trick.cards)]
        self.tricks.append(trick)
        return trick.winner
