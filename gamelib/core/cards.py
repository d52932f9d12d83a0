"""Cards, hands and the named decks of the sources.

A card is a small integer with a readable face: ``Card("AS")`` is the ace of spades, and
``str(Card("AS")) == "AS"``. Rank letters are ``A K Q J T 9 8 7 6 5 4 3 2`` and suits ``S H D C``.
A hand is a :class:`CardSet`, a 52-bit mask that iterates, prints and renders itself as cards.

The order of cards depends on the game and on trumps, so it lives with each game; here cards
iterate in deck order (spades, hearts, diamonds, clubs; ace down to two).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from html import escape

from gamelib.core.errors import UnknownName

SUITS = "SHDC"
RANKS = "AKQJT98765432"

SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {
    "A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten", "9": "nine", "8": "eight",
    "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two",
}
# Text presentation selector U+FE0E keeps the suit signs as text, not emoji (notes/jupyter.md).
SUIT_SYMBOLS = {"S": "\u2660\ufe0e", "H": "\u2665\ufe0e", "D": "\u2666\ufe0e", "C": "\u2663\ufe0e"}
RED_SUITS = frozenset("HD")

# Dutch names, for the booklet's notebooks (the booklet: "schoppen", "harten", "ruiten", "klaveren").
SUIT_NAMES_NL = {"S": "schoppen", "H": "harten", "D": "ruiten", "C": "klaveren"}
RANK_NAMES_NL = {
    "A": "aas", "K": "heer", "Q": "vrouw", "J": "boer", "T": "tien", "9": "negen", "8": "acht",
    "7": "zeven", "6": "zes", "5": "vijf", "4": "vier", "3": "drie", "2": "twee",
}

# The German 32-card pack that Goodhope names (Engelmann: "für die teutſche Karte verändert";
# its ranks are Daus, König, Ober, Unter, 10, 9, 8, 7). It maps onto the French faces of the
# piquet pack rank for rank (Daus = A, König = K, Ober = Q, Unter = J) and suit for suit by the
# customary correspondence: Eichel = clubs, Grün (Laub) = spades, Herz (Rot) = hearts,
# Schellen = diamonds.
GERMAN_SUIT_NAMES = {"C": "Eichel", "S": "Grün", "H": "Herz", "D": "Schellen"}
GERMAN_RANK_NAMES = {
    "A": "Daus", "K": "König", "Q": "Ober", "J": "Unter", "T": "Zehn", "9": "Neun", "8": "Acht",
    "7": "Sieben",
}


class Card(int):
    """One card: an integer 0..51 (suit * 13 + rank index) with a face such as ``"AS"``."""

    __slots__ = ()

    def __new__(cls, face: str | int) -> Card:
        if isinstance(face, int) and not isinstance(face, bool):
            if not 0 <= face < 52:
                raise ValueError(f"no card has the number {face}: cards are numbered 0 to 51")
            return super().__new__(cls, face)
        if isinstance(face, str):
            text = face.strip().upper()
            if text.startswith("10"):
                text = "T" + text[2:]
            if len(text) == 2 and text[0] in RANKS and text[1] in SUITS:
                return super().__new__(cls, SUITS.index(text[1]) * 13 + RANKS.index(text[0]))
        raise ValueError(
            f"{face!r} is not a card: write a rank (A K Q J T 9 8 7 6 5 4 3 2) "
            f"followed by a suit (S H D C), for example 'AS' or '7H'"
        )

    @property
    def rank(self) -> str:
        """The rank letter: one of ``A K Q J T 9 8 7 6 5 4 3 2``."""
        return RANKS[int(self) % 13]

    @property
    def suit(self) -> str:
        """The suit letter: one of ``S H D C``."""
        return SUITS[int(self) // 13]

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def face(self) -> str:
        return self.rank + self.suit

    def name(self, language: str = "en") -> str:
        """The card's full name: ``"ace of spades"``, ``"schoppen aas"``, ``"Grün Daus"``."""
        if language == "nl":
            return f"{SUIT_NAMES_NL[self.suit]} {RANK_NAMES_NL[self.rank]}"
        if language == "de":
            return f"{GERMAN_SUIT_NAMES[self.suit]} {GERMAN_RANK_NAMES.get(self.rank, self.rank)}"
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return self.face

    def __repr__(self) -> str:
        return f"Card({self.face!r})"

    def _repr_pretty_(self, printer, cycle) -> None:  # a notebook's text: the face, not the repr
        printer.text(self.face)

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo) -> Card:
        return self  # a card never changes: a copied state shares it (as Tile does)

    def _repr_svg_(self) -> str:
        return _svg_row([self])


def card_svg(card: Card, x: float = 0, y: float = 0, *, language: str = "en",
             classes: str = "") -> str:
    """A deterministic SVG group showing one card face, with a ``<title>`` naming the card; a
    card of class ``marked`` (a matador in a trump order, say) has a thick gold frame."""
    colour = "#b0141c" if card.is_red else "#111111"
    frame = 'stroke="#c8930a" stroke-width="3"' if "marked" in classes.split() else \
        'stroke="#555" stroke-width="1"'

    rank = "10" if card.rank == "T" else card.rank
    symbol = SUIT_SYMBOLS[card.suit]
    cls = f"card suit-{card.suit} rank-{card.rank} {classes}".strip()
    return (
        f'<g class="{cls}" data-card="{card.face}" transform="translate({x:g},{y:g})">'
        f"<title>{escape(card.name(language))}</title>"
        f'<rect width="{CARD_W}" height="{CARD_H}" rx="5" fill="#fffdf6" {frame}/>'
        f'<text x="6" y="20" font-family="DejaVu Sans, sans-serif" font-size="17" font-weight="bold" '
        f'fill="{colour}">{rank}</text>'
        f'<text x="{CARD_W / 2:g}" y="{CARD_H / 2 + 14:g}" text-anchor="middle" '
        f'font-family="DejaVu Sans, sans-serif" font-size="34" fill="{colour}">{symbol}</text>'
        f'<text x="{CARD_W / 2:g}" y="{CARD_H - 8}" text-anchor="middle" '
        f'font-family="DejaVu Sans, sans-serif" font-size="10" fill="{colour}">'
        f"{escape(SUIT_NAMES[card.suit][:-1] if language == 'en' else '')}</text>"
        "</g>"
    )


CARD_W, CARD_H, CARD_GAP = 48, 70, 6


class Svg(str):
    """SVG markup that a notebook shows as a picture, and that still is the markup where text is
    wanted (inside HTML); its repr is short, never the markup itself."""

    def _repr_svg_(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        return f"<SVG picture, {len(self):,} characters>"


#: Cards in one row of a picture at most; a longer row wraps (the 40-card pack in four rows).
CARDS_PER_ROW = 13


def _svg_row(cards: Iterable[Card], *, language: str = "en", label: str = "cards",
             highlight: Iterable[Card] = ()) -> Svg:
    cards = list(cards)
    marked = set(highlight)
    rows = max(1, -(-len(cards) // CARDS_PER_ROW))
    across = min(max(1, len(cards)), CARDS_PER_ROW)
    width = across * (CARD_W + CARD_GAP) + 2
    height = rows * (CARD_H + CARD_GAP) + 4 - CARD_GAP
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cardset" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" role="img" '
        f'aria-label="{escape(label)}">'
    ]
    for i, card in enumerate(cards):
        row, column = divmod(i, CARDS_PER_ROW)
        parts.append(card_svg(card, 1 + column * (CARD_W + CARD_GAP),
                              2 + row * (CARD_H + CARD_GAP), language=language,
                              classes="marked" if card in marked else ""))
    parts.append("</svg>")
    return Svg("".join(parts))


class CardSet:
    """A set of cards as a 52-bit mask; iterates in deck order, prints as faces, renders as SVG."""

    __slots__ = ("mask",)

    def __init__(self, cards: Iterable[Card | str | int] | int | str = 0):
        if isinstance(cards, int) and not isinstance(cards, Card):
            if cards < 0 or cards >= 1 << 52:
                raise ValueError(f"{cards} is not a mask of 52 cards")
            self.mask = cards
            return
        if isinstance(cards, str):
            cards = parse(cards)
        mask = 0
        for item in cards:
            card = item if isinstance(item, Card) else Card(item)
            bit = 1 << card
            if mask & bit:
                raise ValueError(f"duplicate card {card}: a card can be in a hand only once")
            mask |= bit
        self.mask = mask

    def __iter__(self) -> Iterator[Card]:
        mask = self.mask
        while mask:
            low = mask & -mask
            yield Card(low.bit_length() - 1)
            mask ^= low

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __contains__(self, card: object) -> bool:
        if isinstance(card, str):
            card = Card(card)
        return isinstance(card, int) and 0 <= card < 52 and bool(self.mask >> card & 1)

    def __bool__(self) -> bool:
        return self.mask != 0

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardSet):
            return self.mask == other.mask
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def add(self, card: Card) -> CardSet:
        """A new set with ``card`` added."""
        return CardSet(self.mask | 1 << card)

    def remove(self, card: Card) -> CardSet:
        """A new set without ``card``; a card not in the set is an error."""
        if card not in self:
            raise ValueError(f"{card} is not among {self}")
        return CardSet(self.mask & ~(1 << card))

    def suit(self, suit: str) -> CardSet:
        """The cards of one suit."""
        return CardSet(self.mask & (((1 << 13) - 1) << (SUITS.index(suit) * 13)))

    def sorted(self, key=None) -> list[Card]:
        """The cards as a list, in deck order or by ``key``."""
        return sorted(self, key=key) if key else list(self)

    def __str__(self) -> str:
        return " ".join(card.face for card in self)

    def __repr__(self) -> str:
        return f"CardSet({str(self)!r})"

    def _repr_pretty_(self, printer, cycle) -> None:  # a notebook's text: the faces
        printer.text(str(self) or "no cards")

    def svg(self, *, order=None, language: str = "en", highlight: Iterable[Card] = ()) -> Svg:
        """The cards as a picture (in ``order`` when given), rows of at most
        :data:`CARDS_PER_ROW`."""
        cards = self.sorted(order) if order else list(self)
        return _svg_row(cards, language=language, label=str(self), highlight=highlight)

    def _repr_svg_(self) -> str:
        return self.svg()


def parse(text: str | Iterable[str], deck: str | CardSet | None = None) -> CardSet:
    """Read a hand such as ``"AS 7H AC"``; with ``deck`` every card must belong to it."""
    faces = _faces(text)
    cards = CardSet([Card(face) for face in faces])
    if deck is not None:
        allowed = DECKS[deck]() if isinstance(deck, str) else deck
        foreign = cards - allowed
        if foreign:
            name = deck if isinstance(deck, str) else "this game's"
            raise ValueError(
                f"{foreign} not in the {name} deck ({len(allowed)} cards: {describe_deck(allowed)})"
            )
    return cards


def parse_ordered(text: str | Iterable[str], deck: str | CardSet | None = None) -> list[Card]:
    """Read cards in the order written, such as the trick ``"KH AH 2S QH"``: the checks of
    :func:`parse` (every face known, no card twice; with ``deck`` every card in it)."""
    faces = _faces(text)
    parse(faces, deck)
    return [Card(face) for face in faces]


def _faces(text: str | Iterable[str]) -> list:
    """The faces written in ``text`` (a string such as ``"AS 7H AC"`` or a list of faces or
    cards); anything else is refused by name."""
    if isinstance(text, str):
        return text.replace(",", " ").split()
    if isinstance(text, Iterable) and not isinstance(text, (bytes, Mapping)):
        return list(text)
    raise ValueError(f"cards are written as a string such as 'AS 7H AC' or a list of faces, "
                     f"not {text!r}")


def _ranks(ranks: str) -> CardSet:
    return CardSet([Card(r + s) for s in SUITS for r in ranks])


DECKS = {
    # Ombre and Quadrille: "door er de achten, negens en tienen van elke kleur uit te schieten"
    "ombre": lambda: _ranks("AKQJ765432"),
    # Piquet: "aus welchem die Zwei, Drei, Vier, Fünf und Sechs genommen, alſo mit 32 Blättern"
    "piquet": lambda: _ranks("AKQJT987"),
    # The German 32-card pack of Goodhope, on the same French faces as the piquet pack.
    "german": lambda: _ranks("AKQJT987"),
    # Tresette: 40 cards, "3 2 A K Q J 7 6 5 4"
    "tresette": lambda: _ranks("AKQJ765432"),
    "full": lambda: _ranks(RANKS),
}


def deck(name: str = "full") -> CardSet:
    """A named deck: ``"ombre"`` (40), ``"piquet"`` (32), ``"german"`` (32), ``"full"`` (52)."""
    try:
        return DECKS[name]()
    except KeyError:
        raise UnknownName(f"unknown deck {name!r}; known decks: {', '.join(DECKS)}") from None


def describe_deck(cards: CardSet) -> str:
    """Which ranks a deck holds, e.g. ``"A K Q J 7 6 5 4 3 2 in each suit"``."""
    ranks = [r for r in RANKS if all(Card(r + s) in cards for s in SUITS)]
    return " ".join(ranks) + " in each suit"
