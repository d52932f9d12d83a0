"""Casino's cards and captures after Engelmann (1798): the values of the cards, the eleven points
as data, and what one card may take from the table by pairs and sums.

Court cards only pair ("engelmann:casino.courts"); number cards take by their pips, the ace one
("engelmann:casino.example-best"); a card takes every table card of its own name and as many
sums of its number as it can combine ("engelmann:casino.law-move").
"""

from __future__ import annotations

from functools import lru_cache

from gamelib.core.cards import Card, CardSet

# "der König iſt nicht mehr wie die Dame, dieſe nicht mehr wie der Valet" [engelmann:casino.courts]
COURTS = frozenset("KQJ")
# Number cards take by their pips; the ace is one ("die Fünf blos das As und die Vier")
# [engelmann:casino.example-best]
PIPS = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "T": 10}

BIG_CASINO = Card("TD")     # "die Zehen von Caro" [engelmann:casino.big-casino]
LITTLE_CASINO = Card("2S")  # "die Zwei von Piques" [engelmann:casino.little-casino]

# The eleven points and what each is for [engelmann:casino.law-points], in the order of counting
# of the three-player game [engelmann:casino.three-order]: big casino, little casino, cards,
# spades, then the aces of spades, clubs, hearts, diamonds.
POINT_ITEMS = (
    ("big casino", 2),
    ("little casino", 1),
    ("cards", 3),
    ("spades", 1),
    ("ace of spades", 1),
    ("ace of clubs", 1),
    ("ace of hearts", 1),
    ("ace of diamonds", 1),
)
POINTS_A_DEAL = sum(points for _, points in POINT_ITEMS)  # "Summa x1r" = 11
ACES = {"ace of spades": Card("AS"), "ace of clubs": Card("AC"), "ace of hearts": Card("AH"),
        "ace of diamonds": Card("AD")}

HAND_SIZE = 4      # "vier Karten jeder Perſon" [engelmann:casino.law-deal]
TABLE_SIZE = 4     # "und vier Karten dem Tiſche" [engelmann:casino.law-deal]
GAME = 11          # "Dieſes Spiel beſteht aus eilf Points" [engelmann:casino.law-points]
LURCH = 5          # "Der Lurch ... iſt Fünf" [engelmann:casino.law-lurch]
GAME_THREE = 15    # "Anſtatt eilf Points beſteht das Spiel aus funfzehn" [engelmann:casino.three-rules]
LURCH_THREE = 7    # "Der Lurch, oder doppelt Spiel iſt Sieben" [engelmann:casino.three-rules]

# The seats lettered as in the text: A deals, B on his left plays first, then C, D, A
# [engelmann:casino.example-deal]
SEATS = ("A", "B", "C", "D")


def is_court(card: Card) -> bool:
    """King, queen and jack: court cards, which only pair. [engelmann:casino.court-cards]"""
    return card.rank in COURTS


def pips(card: Card) -> int | None:
    """A number card's value in sums (ace 1, ten 10); a court card has none."""
    return PIPS.get(card.rank)


# -- captures --------------------------------------------------------------------------------

# pips and court bits by card number, for the bit arithmetic of captures
_PIPS = tuple(PIPS.get(Card(i).rank, 0) for i in range(52))
_COURT_MASK = sum(1 << i for i in range(52) if Card(i).rank in COURTS)
_RANK_MASK = {r: sum(1 << i for i in range(52) if Card(i).rank == r) for r in "AKQJT98765432"}


def _value(index: int) -> int:
    return _PIPS[index]


@lru_cache(maxsize=1 << 16)
def _subsets_summing(total: int, mask: int) -> tuple[int, ...]:
    """Every subset of the number cards in ``mask`` whose pips add to ``total``."""
    cards = [(i, _PIPS[i]) for i in CardSet(mask)]
    found: list[int] = []

    def walk(start: int, left: int, chosen: int) -> None:
        if left == 0:
            found.append(chosen)
            return
        for k in range(start, len(cards)):
            i, v = cards[k]
            if v <= left:
                walk(k + 1, left - v, chosen | 1 << i)

    walk(0, total, 0)
    return tuple(found)


@lru_cache(maxsize=1 << 16)
def _unions(total: int, mask: int) -> frozenset[int]:
    """Every union of disjoint groups of cards in ``mask``, each group adding to ``total``
    (the empty union included). The lowest card is either left out or in one group."""
    if not mask:
        return frozenset({0})
    low = mask & -mask
    rest = mask ^ low
    result = set(_unions(total, rest))
    need = total - _value(low.bit_length() - 1)
    for partners in _subsets_summing(need, rest) if need >= 0 else ():
        group = low | partners
        for other in _unions(total, rest & ~partners):
            result.add(group | other)
    return frozenset(result)


def groups(card: Card, table: CardSet) -> list[CardSet]:
    """The groups one card can take from the table: each card of its own name (a pair) and,
    for a number card, each set of two or more number cards whose pips add to its own.
    [engelmann:casino.law-move]"""
    if is_court(card):
        return [CardSet(1 << i) for i in CardSet(table.mask & _RANK_MASK[card.rank])]
    return [CardSet(m) for m in _subsets_summing(_PIPS[card], table.mask & ~_COURT_MASK)]


def captures(card: Card, table: CardSet, take: str = "any") -> list[CardSet]:
    """Every set of table cards ``card`` may take: a union of disjoint groups (pairs and sums).

    "mit dieſer mag er nicht allein ein Paar machen, und jede andere Karte, die dieſelbige
    Benennung führet, nehmen, ſondern er mag auch mit dieſer einzigen Karte ſo viele andere
    Karten aufnehmen, als er durch Verbindungen mit ſeiner Karte herausbringen kann"
    [engelmann:casino.law-move]. With ``take="all"`` only the full takes are allowed, those that
    leave no group on the table ("ſo viele ... als er ... herausbringen kann" read as a duty)."""
    if is_court(card):
        same = [t for t in table if t.rank == card.rank]
        found = [sum(1 << t for t, keep in zip(same, bits) if keep)
                 for bits in _selections(len(same))]
    else:
        number_cards = sum(1 << t for t in table if not is_court(t))
        found = [m for m in _unions(pips(card), number_cards) if m]
    if take == "all":
        found = [m for m in found if not groups(card, CardSet(table.mask & ~m))]
    return [CardSet(m) for m in sorted(found, key=lambda m: (-m.bit_count(), m))]


def _selections(n: int) -> list[tuple[bool, ...]]:
    """Every non-empty choice among ``n`` things."""
    return [tuple(bool(k >> j & 1) for j in range(n)) for k in range(1, 1 << n)]


def partition(card: Card, taken: CardSet) -> list[CardSet] | None:
    """One way to split ``taken`` into groups that ``card`` takes (pairs and sums), or None."""
    if is_court(card):
        return [CardSet([t]) for t in taken] if all(t.rank == card.rank for t in taken) else None
    if any(is_court(t) for t in taken):
        return None
    v = pips(card)

    def split(mask: int) -> list[int] | None:
        if not mask:
            return []
        low = mask & -mask
        need = v - _value(low.bit_length() - 1)
        if need < 0:
            return None
        for partners in _subsets_summing(need, mask ^ low):
            rest = split(mask & ~(low | partners))
            if rest is not None:
                return [low | partners, *rest]
        return None

    parts = split(taken.mask)
    return None if parts is None else [CardSet(p) for p in parts]


def _face_order(card: Card) -> tuple[int, int]:
    """Table cards in a label: highest pips first, courts before, suits in deck order."""
    return (-(pips(card) or 11 + "JQK".index(card.rank)), int(card))


def faces(cards) -> str:
    return " ".join(str(c) for c in sorted(cards, key=_face_order))
