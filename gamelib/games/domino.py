"""Domino, the block game of the Dutch booklet *De regelen van het Ombre-, Quadrille- en
Dominospel* (Leyden, D. Noothoven van Goor), chapter "Het Dominospel" (ll. 511–593).

Twenty-eight stones, double blank to double six ("noothoven:domino.tiles"); two players as a
rule, three to six by agreement ("noothoven:domino.players", "noothoven:domino.players-more");
six stones each at the least, or seven, eight, nine, ten, twelve or fourteen by agreement
("noothoven:domino.six-tiles", "noothoven:domino.more-tiles"). Five and six players cannot each
hold six of the 28 stones: there each takes the most that fit, five for five players and four
for six (:func:`stones_each`). A draw of one stone each decides
the first move: the highest stone has it ("noothoven:domino.draw-first"). The first mover stirs
again ("noothoven:domino.restir"); the stones are laid in a row, the second player breaks the
row ("noothoven:domino.break-row") and the stones are taken one by one from its upper end, the
player who plays last taking first ("noothoven:domino.deal-order", "noothoven:domino.take-tiles",
"noothoven:domino.blind"). The stones left over lie at the first mover's right and are not used
("noothoven:domino.stock"): there is no drawing, so a player who cannot set a stone lets his turn
pass ("noothoven:domino.first-move-weight"). The first mover sets any stone
("noothoven:domino.opening"); each next stone is set against an open end with the same number
("noothoven:domino.example"). A game ends when one player has set all his stones, "domino"
("noothoven:domino.terms", "noothoven:domino.domino-wins"), or when no one can set a stone at
either end, "closed" ("noothoven:domino.close-neither"), and then the fewest pips win
("noothoven:domino.closed-count").

Three ways to play a partie ("noothoven:domino.partie"): for a set sum a game (``scoring="stake"``),
for so much a pip (``"pips"``: the loser pays for every pip he keeps more than the winner,
"noothoven:domino.points-pay", "noothoven:domino.domino-pay"), or to 100, 150 or an agreed number
(``"race"``: the winner writes all the pips the others keep, "zonder er iets af te trekken",
"noothoven:domino.race-write"). :class:`Partie` plays games one after another and settles them
through a :class:`~gamelib.core.ledger.Ledger`.

Where the booklet is silent the choice is named here, and made an option where it matters:

* what "the highest stone" of the draw is (``highest``: the pip total, ties drawn again; or the
  higher end first) and who stirs for the draw (``stirrer``);
* how three to six players draw, take their stones and settle (each other player pays the winner);
* how many stones five and six players take, whom six each would need 30 and 36 stones: the
  most the 28 allow, five and four (Hoyle's successors deal five each when more than two play);
* how far the second player breaks the row (a chance cut of 1 to 27 stones: he cannot see them);
* a closed game with equal fewest pips (``blocked_tie``: ``"void"``, nobody wins; or
  ``"lightest_tile"``, the holder of the lightest single stone wins, the modern block-game rule);
* who has the first move in the next game of a partie (``next_first``) and what the loser of a
  race pays (``race_stake``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

import numpy as np

from gamelib.core.engine import (
    TERMINAL,
    Action,
    Game,
    IllegalAction,
    RandomPlayer,
    State,
    as_generator,
)
from gamelib.core.ledger import Ledger
from gamelib.core.stats import wilson_interval  # noqa: F401  (re-exported: the interval of the first-move study)
from gamelib.players import refuse_other_games, register

# ----------------------------------------------------------------------------------------------
# The rules as data

# "Die steenen zijn acht en twintig in getal." [noothoven:domino.tiles] -- the double-six set,
# pips 0 (blank, "blank") to 6: "blank-aas" is 0|1 [noothoven:domino.close-neither].
HIGHEST_PIP = 6
TILE_COUNT = 28
PIP_NAMES = ("blank", "ace", "two", "three", "four", "five", "six")
PIP_NAMES_NL = ("blank", "aas", "twee", "drie", "vier", "vijf", "zes")

# "gemeenlijk gespeeld door twee personen ... ook ... met drie, vier, vijf en zelfs zes personen"
# [noothoven:domino.players, noothoven:domino.players-more]
DEFAULT_PLAYERS = 2
PLAYER_COUNTS = (2, 3, 4, 5, 6)

# "met zes steenen, op zijn minst" [noothoven:domino.six-tiles]; "zeven, acht, negen, tien, twaalf
# of zelfs veertien" [noothoven:domino.more-tiles]. Eleven and thirteen are not in the list.
DEFAULT_TILES = 6
HAND_SIZES = (6, 7, 8, 9, 10, 12, 14)

# The booklet contradicts itself: "vijf en zelfs zes personen" [noothoven:domino.players-more]
# cannot each hold "zes steenen, op zijn minst" [noothoven:domino.six-tiles] of the 28
# [noothoven:domino.tiles]: 30 and 36 stones. The minimum is said of "deze partij", the ordinary
# partie, which the booklet calls the game of two ("zijnde dit de gewone partij",
# noothoven:domino.players); the larger tables are "uitzonderingen" whose stones are "een zoodanig
# getal ... als ... afgesproken is" [noothoven:domino.take-tiles]. How many, the booklet does not
# say (unspecified in source): Hoyle's successors deal seven each to two players and five each
# when three or four play, and name no larger table. Where six do not fit, each takes the most
# the 28 stones allow: five for five players (Hoyle's five; three laid aside), four for six (five
# would need 30; four laid aside).
CROWDED_HANDS = {n: TILE_COUNT // n for n in PLAYER_COUNTS if n * DEFAULT_TILES > TILE_COUNT}

# The three ways to play a partie [noothoven:domino.partie] and the passages that settle a game.
SCORINGS = {
    # "de bepaalde som" / "eene overeengekomene som, wanneer er enkel partij wordt gespeeld"
    "stake": "a set sum a game",
    # "zoo- of zooveel voor ieder oog, dat hij meer overhoudt dan de winner"
    "pips": "so much for every pip the loser keeps more than the winner",
    # "schrijft de winner al de oogen welke de tegenpartij overhoudt, zonder er iets af te trekken"
    "race": "to 100, 150 or an agreed number: the winner writes all the others' pips",
}
RACE_TARGETS = (100, 150)  # "honderd of honderd vijftig oogen ... of zooveel ... als men zal overeenkomen"

# What "den hoogsten steen" of the draw means: unspecified in source.
HIGHEST_RULES = {
    "pips": "the stone with most pips; equal totals draw again",
    "end": "the stone with the higher end, then the higher other end (no ties)",
}
# A closed game with equal fewest pips: unspecified in source [noothoven:domino.closed-count].
BLOCKED_TIES = {
    "void": "nobody wins; nothing is paid or written",
    "lightest_tile": "of those tied, the holder of the lightest single stone wins (modern block rule)",
}
# Who has the first move in the next game of a partie: unspecified in source.
NEXT_FIRST = {
    "draw": "draw again before every game, as the booklet describes the start of a game",
    "winner": "the winner of the last game (after a void game: draw again)",
    "alternate": "the first move passes to the next player in turn",
}

LEFT, RIGHT = "left", "right"

P_TILES = "noothoven:domino.tiles"
P_PLAYERS = "noothoven:domino.players-more"
P_PARTIE = "noothoven:domino.partie"
P_SIX = "noothoven:domino.six-tiles"
P_MORE = "noothoven:domino.more-tiles"
P_DRAW = "noothoven:domino.draw-first"
P_TAKE = "noothoven:domino.take-tiles"
P_BREAK = "noothoven:domino.break-row"
P_DEAL = "noothoven:domino.deal-order"
P_EXPOSED = "noothoven:domino.exposed"
P_OPENING = "noothoven:domino.opening"
P_MATCH = "noothoven:domino.example"
P_PASS = "noothoven:domino.first-move-weight"
P_CLOSED = "noothoven:domino.close-neither"
P_COUNT = "noothoven:domino.closed-count"
P_POINTS = "noothoven:domino.points-pay"
P_RACE = "noothoven:domino.race-write"
P_DOMINO = "noothoven:domino.domino-pay"
P_CONTINUE = "noothoven:domino.continue"


# ----------------------------------------------------------------------------------------------
# Tiles


def _index(low: int, high: int) -> int:
    return high * (high + 1) // 2 + low


class Tile(int):
    """One domino stone: ``Tile(3, 5)`` or ``Tile("3|5")`` prints as ``3|5`` (low end first).

    It is an integer 0..27 (0|0 is 0, 0|1 is 1, 1|1 is 2, ..., 6|6 is 27), so a hand is a bitmask.
    """

    low: int
    high: int

    def __new__(cls, a: Any, b: int | None = None) -> Tile:
        if b is None:
            if isinstance(a, Tile):
                return a
            if isinstance(a, str):
                return _parse_tile(a)
            if isinstance(a, tuple) and len(a) == 2:
                a, b = a
            elif isinstance(a, (int, np.integer)) and not isinstance(a, bool):
                if not 0 <= int(a) < TILE_COUNT:
                    raise ValueError(f"there is no stone number {a}: the {TILE_COUNT} stones are "
                                     f"numbered 0 to {TILE_COUNT - 1} [{P_TILES}]")
                return _TILES[int(a)]
            else:
                raise ValueError(f"{a!r} is not a domino stone: write one like '3|5' [{P_TILES}]")
        try:
            a, b = int(a), int(b)
        except (TypeError, ValueError):
            raise ValueError(f"{a!r}|{b!r} is not a domino stone: write one like '3|5' "
                             f"[{P_TILES}]") from None
        if not (0 <= a <= HIGHEST_PIP and 0 <= b <= HIGHEST_PIP):
            raise ValueError(f"there is no stone {a}|{b}: the {TILE_COUNT} stones run from double "
                             f"blank (0|0) to double six (6|6) [{P_TILES}]")
        return _TILES[_index(min(a, b), max(a, b))]

    @classmethod
    def _make(cls, low: int, high: int) -> Tile:
        tile = int.__new__(cls, _index(low, high))
        tile.low, tile.high = low, high
        return tile

    @property
    def ends(self) -> tuple[int, int]:
        """The two numbers of the stone, low first: ``Tile(5, 3).ends == (3, 5)``."""
        return self.low, self.high

    @property
    def pips(self) -> int:
        """The number of eyes ("oogen") on the stone."""
        return self.low + self.high

    @property
    def is_double(self) -> bool:
        return self.low == self.high

    def has(self, pip: int) -> bool:
        """Whether one end of the stone shows ``pip``."""
        return pip == self.low or pip == self.high

    def other(self, pip: int) -> int:
        """The number at the far end when the stone is set with ``pip`` against the line."""
        if pip == self.low:
            return self.high
        if pip == self.high:
            return self.low
        raise ValueError(f"{self} has no end {pip}")

    def name(self, language: str = "en") -> str:
        """'double six', 'five-six'; in Dutch the booklet's 'dubbele zes', 'zes-vijf'."""
        if language == "nl":
            names = PIP_NAMES_NL
            return (f"dubbele {names[self.low]}" if self.is_double
                    else f"{names[self.high]}-{names[self.low]}")
        names = PIP_NAMES
        return f"double {names[self.low]}" if self.is_double else f"{names[self.low]}-{names[self.high]}"

    def __str__(self) -> str:
        return f"{self.low}|{self.high}"

    def __repr__(self) -> str:
        return f"Tile('{self}')"

    def __reduce__(self):
        return (Tile, (int(self),))

    def __copy__(self) -> Tile:
        return self

    def __deepcopy__(self, memo) -> Tile:
        return self

    def svg(self, *, left: int | None = None) -> str:
        """The stone's face as a standalone SVG; ``left`` is the end shown on the left."""
        return _svg_tiles([(self, self.low if left is None else left)], label=str(self))

    def _repr_svg_(self) -> str:
        return self.svg()


def _parse_tile(text: str) -> Tile:
    parts = text.strip().replace("-", "|").split("|")
    if len(parts) == 2 and all(p.strip().isdigit() for p in parts):
        return Tile(int(parts[0]), int(parts[1]))
    raise ValueError(f"{text!r} is not a domino stone: write one like '3|5' [{P_TILES}]")


_TILES: list[Tile] = [None] * TILE_COUNT  # type: ignore[list-item]
for _high in range(HIGHEST_PIP + 1):
    for _low in range(_high + 1):
        _TILES[_index(_low, _high)] = Tile._make(_low, _high)
ALL_TILES: tuple[Tile, ...] = tuple(_TILES)
FULL_MASK = (1 << TILE_COUNT) - 1
PIPS_OF = tuple(t.pips for t in ALL_TILES)
MEAN_PIPS = sum(PIPS_OF) / TILE_COUNT  # 168 / 28 = 6
# MATCHING[n]: the bitmask of the stones that show n at one end.
MATCHING = tuple(sum(1 << t for t in ALL_TILES if t.has(n)) for n in range(HIGHEST_PIP + 1))


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_pips(mask: int) -> int:
    """The pips on the stones of a bitmask."""
    return sum(PIPS_OF[i] for i in _bits(mask))


class Tiles:
    """A set of stones (a hand, the stones laid aside): iterates, prints and renders as a row."""

    __slots__ = ("mask",)

    def __init__(self, tiles: Iterable[Tile | str | int | tuple] | int | str = 0):
        if isinstance(tiles, Tiles):
            self.mask = tiles.mask
            return
        if isinstance(tiles, Tile):
            self.mask = 1 << tiles
            return
        if isinstance(tiles, int) and not isinstance(tiles, Tile):
            if not 0 <= tiles <= FULL_MASK:
                raise ValueError(f"{tiles} is not a set of the {TILE_COUNT} stones [{P_TILES}]")
            self.mask = tiles
            return
        if isinstance(tiles, str):
            tiles = tiles.replace(",", " ").split()
        mask = 0
        for item in tiles:
            tile = Tile(item)
            if mask >> tile & 1:
                raise ValueError(f"duplicate stone {tile}: each of the {TILE_COUNT} stones is "
                                 f"there once [{P_TILES}]")
            mask |= 1 << tile
        self.mask = mask

    def __iter__(self) -> Iterator[Tile]:
        return (ALL_TILES[i] for i in _bits(self.mask))

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __contains__(self, tile: object) -> bool:
        try:
            return bool(self.mask >> Tile(tile) & 1)  # type: ignore[arg-type]
        except ValueError:
            return False

    def __bool__(self) -> bool:
        return bool(self.mask)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Tiles):
            return self.mask == other.mask
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("Tiles", self.mask))

    def __or__(self, other: Tiles) -> Tiles:
        return Tiles(self.mask | Tiles(other).mask)

    def __and__(self, other: Tiles) -> Tiles:
        return Tiles(self.mask & Tiles(other).mask)

    def __sub__(self, other: Tiles) -> Tiles:
        return Tiles(self.mask & ~Tiles(other).mask)

    @property
    def pips(self) -> int:
        """All the eyes on these stones: what a player 'keeps' at the end of a game."""
        return mask_pips(self.mask)

    def matching(self, pip: int) -> Tiles:
        """The stones that show ``pip`` at one end."""
        return Tiles(self.mask & MATCHING[pip])

    def __str__(self) -> str:
        return " ".join(map(str, self))

    def __repr__(self) -> str:
        return f"Tiles('{self}')"

    def svg(self) -> str:
        return _svg_tiles([(t, t.low) for t in self], label=str(self) or "no stones")

    def _repr_svg_(self) -> str:
        return self.svg()


def full_set() -> Tiles:
    """The 28 stones, double blank to double six. [noothoven:domino.tiles]"""
    return Tiles(FULL_MASK)


# ----------------------------------------------------------------------------------------------
# Faces as SVG (deterministic, a <title> per stone)

HALF = 30          # one half of a stone is a HALF x HALF square
GAP = 4
_SPOTS = {
    0: (),
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.22), (0.5, 0.22), (0.75, 0.22), (0.25, 0.78), (0.5, 0.78), (0.75, 0.78)),
}


def tile_svg(tile: Tile, x: float = 0, y: float = 0, *, first: int | None = None,
             crosswise: bool = False, classes: str = "") -> str:
    """One stone's face as an SVG group: ivory with black eyes, as the booklet describes
    ("met een zwart domino bedekte platte steenen van wit been of ivoor ... zwarte oogen")
    [noothoven:domino.tiles]. ``first`` is the end drawn left (or on top when ``crosswise``)."""
    first = tile.low if first is None else first
    second = tile.other(first)
    width, height = (HALF, 2 * HALF) if crosswise else (2 * HALF, HALF)
    cls = f"tile tile-{tile.low}-{tile.high} {classes}".strip()
    parts = [
        f'<g class="{cls}" data-tile="{tile}" transform="translate({x:g},{y:g})">',
        f"<title>{escape(tile.name())}</title>",
        f'<rect width="{width}" height="{height}" rx="4" fill="#fffdf6" stroke="#333" '
        'stroke-width="1.2"/>',
    ]
    if crosswise:
        parts.append(f'<line x1="4" y1="{HALF}" x2="{HALF - 4}" y2="{HALF}" stroke="#333" '
                     'stroke-width="1"/>')
    else:
        parts.append(f'<line x1="{HALF}" y1="4" x2="{HALF}" y2="{HALF - 4}" stroke="#333" '
                     'stroke-width="1"/>')
    for half, pip in enumerate((first, second)):
        ox, oy = (0, half * HALF) if crosswise else (half * HALF, 0)
        for sx, sy in _SPOTS[pip]:
            # a half shown crosswise is turned a quarter, so its rows of six run across
            px, py = (sy, sx) if crosswise else (sx, sy)
            parts.append(f'<circle cx="{ox + px * HALF:g}" cy="{oy + py * HALF:g}" r="3.1" '
                         'fill="#111"/>')
    parts.append("</g>")
    return "".join(parts)


PER_ROW = 14  # a set of stones wraps after this many (the full set shows in two rows)


def _svg_tiles(placed: Sequence[tuple[Tile, int]], *, label: str, line: bool = False) -> str:
    """A row of stones; in a line of play doubles stand crosswise, as they are laid.
    A set of more than ``PER_ROW`` stones (not a line) wraps into rows."""
    x = 2.0
    top = 0.0
    width = 2 * HALF + 4.0
    body = []
    for i, (tile, first) in enumerate(placed):
        if not line and i and i % PER_ROW == 0:
            x, top = 2.0, top + HALF + 2 * GAP
        crosswise = line and tile.is_double
        y = 2 if crosswise else (2 + HALF / 2 if line else 2 + top)
        body.append(tile_svg(tile, x, y, first=first, crosswise=crosswise))
        x += (HALF if crosswise else 2 * HALF) + GAP
        width = max(width, x)
    height = 2 * HALF + 4 if line else top + HALF + 4
    kind = "domino-line" if line else "tiles"
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="{kind}" width="{width:g}" '
            f'height="{height}" viewBox="0 0 {width:g} {height}" role="img" '
            f'aria-label="{escape(label)}">{"".join(body)}</svg>')


@dataclass(frozen=True)
class Line:
    """The stones set so far, left to right, each as (stone, its left number, its right number)."""

    pieces: tuple[tuple[Tile, int, int], ...] = ()

    @property
    def ends(self) -> tuple[int, int] | None:
        """The open numbers at the left and right end (None before the first stone)."""
        if not self.pieces:
            return None
        return self.pieces[0][1], self.pieces[-1][2]

    def __len__(self) -> int:
        return len(self.pieces)

    def tiles(self) -> Tiles:
        return Tiles(t for t, _, _ in self.pieces)

    def __str__(self) -> str:
        return " ".join(f"{a}|{b}" for _, a, b in self.pieces) or "(no stone set)"

    def _repr_svg_(self) -> str:
        return _svg_tiles([(t, a) for t, a, _ in self.pieces], label=str(self), line=True)


# ----------------------------------------------------------------------------------------------
# The draw, the row and the deal (chance)


def draw_key(tile: Tile, highest: str = "pips") -> tuple[int, ...]:
    """How high a drawn stone is: "den hoogsten steen" [noothoven:domino.draw-first].

    Unspecified in source: ``"pips"`` ranks by the eyes on the stone (equal totals tie and are
    drawn again), ``"end"`` by the higher end and then the other end (no two stones tie)."""
    if highest == "pips":
        return (tile.pips,)
    if highest == "end":
        return (tile.high, tile.low)
    raise ValueError(f"unknown meaning of 'den hoogsten steen' {highest!r}; choose one of "
                     f"{', '.join(HIGHEST_RULES)} (unspecified in source) [{P_DRAW}]")


def drawing_order(players: int, stirrer: int) -> list[int]:
    """Who takes a drawn stone in what order: "degene die niet geroerd heeft" first, the stirrer
    ("de roerder") last [noothoven:domino.draw-first]. For three or more players the others take
    in turn from the stirrer's right (unspecified in source)."""
    return [(stirrer + i) % players for i in range(1, players)] + [stirrer]


def first_by_draw(drawn: Sequence[Tile], order: Sequence[int], highest: str = "pips") -> int | None:
    """The seat that drew the highest stone, or None on a tie (then the stones are drawn again:
    unspecified in source). [noothoven:domino.draw-first]"""
    keys = [draw_key(t, highest) for t in drawn]
    top = max(keys)
    if keys.count(top) > 1:
        return None
    return order[keys.index(top)]


def break_the_row(row: Sequence[Tile], cut: int) -> list[Tile]:
    """The second player "breekt die rij": he takes ``cut`` stones from the end at his right and
    lays them in the same order at the bottom of the row [noothoven:domino.break-row].

    The row is read from its upper end ("boveneinde"), where the taking begins
    (noothoven:domino.deal-order). The end at his right must be that upper end: laying stones
    taken from the bottom back "onder aan de rij" would change nothing. So the break is a cut."""
    row = list(row)
    if not 1 <= cut < len(row):
        raise ValueError(f"the second player breaks the row by taking 1 to {len(row) - 1} stones, "
                         f"not {cut} [{P_BREAK}]")
    return row[cut:] + row[:cut]


def taking_order(first: int, players: int) -> list[int]:
    """The order of taking stones from the row: "degene die het laatst moet spelen den eersten
    steen ...; hij die den eersten zet heeft, neemt den tweeden" [noothoven:domino.deal-order],
    so the player without the first move takes first [noothoven:domino.take-tiles]. Play goes
    round to the right (seat + 1); with three or more players the others follow in playing order
    (unspecified in source)."""
    last = (first - 1) % players
    return [last] + [(first + i) % players for i in range(players - 1)]


def deal_from_row(row: Sequence[Tile], first: int, players: int,
                  tiles_each: int) -> tuple[list[Tiles], Tiles, list[int]]:
    """Each takes one stone in turn from the upper end of the broken row until each has the
    agreed number; the rest is laid aside [noothoven:domino.deal-order, noothoven:domino.stock].
    Returns the hands, the stones laid aside, and the seat that took each dealt stone."""
    order = taking_order(first, players)
    hands = [0] * players
    takers = []
    for i in range(players * tiles_each):
        seat = order[i % players]
        hands[seat] |= 1 << row[i]
        takers.append(seat)
    stock = Tiles(row[players * tiles_each:])
    return [Tiles(h) for h in hands], stock, takers


# ----------------------------------------------------------------------------------------------
# Settlement of one game


def stones_each(players: int) -> int:
    """How many stones each of ``players`` takes unless more are agreed: six at the least
    [noothoven:domino.six-tiles]; for five and six players, whom six each would need 30 and 36 of
    the 28 stones [noothoven:domino.players-more], the most that fit, five and four
    (:data:`CROWDED_HANDS`; unspecified in source, after Hoyle's successors' five each)."""
    if players not in PLAYER_COUNTS:
        raise ValueError(f"Domino is played by two, or by agreement by three, four, five or "
                         f"six players, not {players!r} [{P_PLAYERS}]")
    return CROWDED_HANDS.get(players, DEFAULT_TILES)


def fits(players: int, tiles: int) -> bool:
    """Whether ``players`` may play with ``tiles`` stones each: two players, or by agreement three
    to six [noothoven:domino.players-more]; six stones each at the least, or seven, eight, nine,
    ten, twelve or fourteen [noothoven:domino.six-tiles, noothoven:domino.more-tiles]; and the
    28 stones must suffice for all hands [noothoven:domino.tiles]. Five and six players, for
    whom six do not fit, take the most that do: five and four (:data:`CROWDED_HANDS`)."""
    if players not in PLAYER_COUNTS:
        return False
    if players in CROWDED_HANDS:
        return tiles == CROWDED_HANDS[players]
    return tiles in HAND_SIZES and players * tiles <= TILE_COUNT


def winner_of_closed_game(hands: Sequence[Tiles], blocked_tie: str = "void") -> int | None:
    """The fewest pips win a closed game [noothoven:domino.closed-count]; equal fewest pips are
    unspecified in source: ``"void"`` (None: nobody wins) or ``"lightest_tile"``."""
    pips = [h.pips for h in hands]
    fewest = min(pips)
    tied = [seat for seat, p in enumerate(pips) if p == fewest]
    if len(tied) == 1:
        return tied[0]
    if blocked_tie == "void":
        return None
    if blocked_tie == "lightest_tile":
        lightest = {seat: min((t.pips for t in hands[seat]), default=0) for seat in tied}
        best = min(lightest.values())
        holders = [seat for seat in tied if lightest[seat] == best]
        return holders[0] if len(holders) == 1 else None
    raise ValueError(f"unknown rule for a tie in a closed game {blocked_tie!r}; choose one of "
                     f"{', '.join(BLOCKED_TIES)} (unspecified in source) [{P_COUNT}]")


def payments(scoring: str, winner: int, pips: Sequence[int], *, stake: int = 1,
             per_pip: int = 1) -> dict[int, int]:
    """What each loser pays the winner of a game (``"stake"`` or ``"pips"``).

    "de verliezer betaalt volgens overeenkomst de bepaalde som of wel zoo- of zooveel voor ieder
    oog, dat hij meer overhoudt dan de winner" [noothoven:domino.points-pay,
    noothoven:domino.domino-pay]. With three or more players every other player pays
    (unspecified in source)."""
    owed = {}
    for seat, kept in enumerate(pips):
        if seat == winner:
            continue
        amount = stake if scoring == "stake" else per_pip * (kept - pips[winner])
        if amount:
            owed[seat] = amount
    return owed


def written(winner: int, pips: Sequence[int]) -> int:
    """In a race the winner writes "al de oogen welke de tegenpartij overhoudt, zonder er iets af
    te trekken" [noothoven:domino.race-write, noothoven:domino.domino-pay]: every other
    player's pips, his own not subtracted."""
    return sum(p for seat, p in enumerate(pips) if seat != winner)


# ----------------------------------------------------------------------------------------------
# Actions (created once)

PASS = Action("pass", None, "pass")
RESTIR = Action("restir", None, "restir")
OPEN = tuple(Action("open", t, str(t)) for t in ALL_TILES)
PLACE = tuple({side: Action("place", (t, side), f"{t} {side}") for side in (LEFT, RIGHT)}
              for t in ALL_TILES)
ACCEPT = tuple(Action("accept", t, f"accept {t}") for t in ALL_TILES)


# ----------------------------------------------------------------------------------------------
# The game and its states

OPTION_DEFAULTS: dict[str, Any] = {
    "players": DEFAULT_PLAYERS,
    "tiles": None,
    "scoring": "stake",
    "stake": 1,
    "per_pip": 1,
    "target": 100,
    "highest": "pips",
    "blocked_tie": "void",
    "stirrer": 0,
    "names": None,
}


class DominoGame(Game):
    """The booklet's Domino. Options (defaults in ``OPTION_DEFAULTS``):

    ``players`` 2 (3 to 6 by agreement), ``tiles`` each: None for :func:`stones_each` (6; 5 for
    five players, 4 for six), or by agreement 7, 8, 9, 10, 12, 14 where the stones suffice,
    ``scoring`` "stake" | "pips" | "race", ``stake`` the set sum, ``per_pip`` the price of
    a pip, ``target`` of a race (100, 150 or agreed), ``highest`` the meaning of the highest drawn
    stone, ``blocked_tie`` the rule for equal pips in a closed game, ``stirrer`` who stirs for the
    draw, ``names`` of the seats (default A, B, ...)."""

    name = "domino"

    def __init__(self, **options: Any):
        unknown = set(options) - set(OPTION_DEFAULTS)
        if unknown:
            raise ValueError(f"unknown Domino option(s) {', '.join(sorted(unknown))}; the options "
                             f"are {', '.join(OPTION_DEFAULTS)}")
        super().__init__(**options)
        merged = {**OPTION_DEFAULTS, **options}
        players, tiles = merged["players"], merged["tiles"]
        if players not in PLAYER_COUNTS:
            raise ValueError(f"Domino is played by two, or by agreement by three, four, five or "
                             f"six players, not {players!r} [{P_PLAYERS}]")
        if tiles is None:
            tiles = stones_each(players)
        crowded = CROWDED_HANDS.get(players)
        if isinstance(tiles, int) and players * tiles > TILE_COUNT:
            if crowded is not None:
                raise ValueError(
                    f"{players} players with {tiles} stones each need {players * tiles} stones, "
                    f"but there are only {TILE_COUNT}: the booklet allows five and even six "
                    f"players and six stones each at the least, which cannot both hold; where "
                    f"six do not fit each takes the most that do, so {players} players take "
                    f"{crowded} each (unspecified in source) [{P_PLAYERS}, {P_SIX}]")
            raise ValueError(f"{players} players with {tiles} stones each need {players * tiles} "
                             f"stones, but there are only {TILE_COUNT} [{P_TILES}, {P_MORE}]")
        if crowded is not None and tiles != crowded:
            raise ValueError(f"{players} players take {crowded} stones each, the most the "
                             f"{TILE_COUNT} stones allow when six each do not fit (unspecified "
                             f"in source), not {tiles!r} [{P_PLAYERS}, {P_SIX}, {P_TAKE}]")
        if crowded is None and tiles not in HAND_SIZES:
            raise ValueError(f"each player has six stones at the least, or by agreement seven, "
                             f"eight, nine, ten, twelve or fourteen, not {tiles!r} "
                             f"[{P_SIX}, {P_MORE}]")
        if merged["scoring"] not in SCORINGS:
            raise ValueError(f"a partie is played for a set sum, for the pips, or to a number of "
                             f"pips: scoring must be one of {', '.join(SCORINGS)}, not "
                             f"{merged['scoring']!r} [{P_PARTIE}]")
        for key in ("stake", "per_pip", "target"):
            value = merged[key]
            if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                raise ValueError(f"{key} must be a positive whole number, not {value!r} "
                                 f"[{P_PARTIE}]")
        draw_key(ALL_TILES[0], merged["highest"])  # validates, naming the choices
        if merged["blocked_tie"] not in BLOCKED_TIES:
            raise ValueError(f"unknown rule for a tie in a closed game {merged['blocked_tie']!r}; "
                             f"choose one of {', '.join(BLOCKED_TIES)} (unspecified in source) "
                             f"[{P_COUNT}]")
        if merged["stirrer"] not in range(players):
            raise ValueError(f"the stirrer must be a seat 0..{players - 1}, not "
                             f"{merged['stirrer']!r} [{P_DRAW}]")
        names = merged["names"] or [chr(ord("A") + i) for i in range(players)]
        if len(names) != players or len(set(names)) != players:
            raise ValueError(f"give {players} different names, not {names!r}")
        self.num_players = players
        self.tiles_each = tiles
        self.scoring = merged["scoring"]
        self.stake = merged["stake"]
        self.per_pip = merged["per_pip"]
        self.target = merged["target"]
        self.highest = merged["highest"]
        self.blocked_tie = merged["blocked_tie"]
        self.stirrer = merged["stirrer"]
        self.names = tuple(names)

    def new_initial_state(self, seed: int | np.random.Generator | None = None,
                          **setup: Any) -> DominoState:
        """A dealt game, ready for the first move.

        ``setup`` may fix the chance outcomes: ``first`` (the seat with the first move; no draw),
        ``draw`` (the stones drawn, in drawing order), ``row`` (the 28 stones as stirred) and
        ``cut`` (the break), or ``hands`` (each seat's stones; the rest are laid aside); and
        ``exposed`` (the position in the deal of a stone shown by mishap, noothoven:domino.exposed).
        """
        allowed = {"first", "draw", "row", "cut", "hands", "exposed"}
        unknown = set(setup) - allowed
        if unknown:
            raise ValueError(f"unknown set-up {', '.join(sorted(unknown))}; a Domino game may fix "
                             f"{', '.join(sorted(allowed))}")
        rng = as_generator(seed)
        return DominoState(self, rng, **setup)

    def seat_name(self, seat: int) -> str:
        return self.names[seat]


class DominoState(State):
    """A game of Domino in progress. ``tiles(seat)`` is a player's hand of stones."""

    def __init__(self, game: DominoGame, rng: np.random.Generator, *, first: int | None = None,
                 draw: Sequence | None = None, row: Sequence | None = None, cut: int | None = None,
                 hands: Sequence | None = None, exposed: int | None = None):
        self.game = game
        self.rng = rng
        n = game.num_players
        self.draws: list[dict] = []
        # 4. "Men trekt eerst, om te zien wie de eerste zet zal hebben" [noothoven:domino.draw-first]
        if first is not None:
            if draw is not None:
                raise ValueError("give either the first mover or the drawn stones, not both "
                                 f"[{P_DRAW}]")
            if first not in range(n):
                raise ValueError(f"the first mover must be a seat 0..{n - 1}, not {first!r} "
                                 f"[{P_DRAW}]")
            self.first = first
        else:
            self.first = self._draw_for_first_move(draw)
        self.hands: list[int]
        self.cut: int | None = None
        self.row: list[Tile] | None = None
        self.takers: list[int] = []
        self.exposed: dict | None = None
        self.restirred = 0
        if hands is not None:
            if row is not None or cut is not None or exposed is not None:
                raise ValueError("give either the hands or the row (and cut, exposed), not both "
                                 f"[{P_DEAL}]")
            self._set_hands(hands)
        else:
            self._deal(row, cut)
            if exposed is not None:
                if not isinstance(exposed, int) or not 0 <= exposed < len(self.takers):
                    raise ValueError(f"the exposed stone must be one of the {len(self.takers)} "
                                     f"stones dealt, by its position 0..{len(self.takers) - 1}, "
                                     f"not {exposed!r} [{P_EXPOSED}]")
                assert self.row is not None
                self.exposed = {"position": exposed, "tile": self.row[exposed],
                                "owner": self.takers[exposed], "choice": None}
        self.seat = self.first
        self.line: list[tuple[Tile, int, int]] = []
        self.moves: list[tuple[int, str]] = []
        self.passes = 0
        self.outcome: dict | None = None
        self.ledger = Ledger(game.names)

    # -- chance ---------------------------------------------------------------------------------

    def _draw_for_first_move(self, draw: Sequence | None) -> int:
        """Draw one stone each; the highest has the first move [noothoven:domino.draw-first]."""
        g = self.game
        order = drawing_order(g.num_players, g.stirrer)
        if draw is not None:
            drawn = [Tile(t) for t in draw]
            if len(drawn) != g.num_players or len(set(drawn)) != len(drawn):
                raise ValueError(f"the draw for the first move is {g.num_players} different "
                                 f"stones, one a player, not {draw!r} [{P_DRAW}]")
            winner = first_by_draw(drawn, order, g.highest)
            self.draws.append({"order": order, "drawn": drawn, "first": winner})
            if winner is None:
                raise ValueError(f"the stones {' '.join(map(str, drawn))} tie for highest; they "
                                 f"would be drawn again (unspecified in source) [{P_DRAW}]")
            return winner
        while True:
            # "het spel dooreen te roeren en er twee steenen uit te halen"
            drawn = [ALL_TILES[i] for i in self.rng.choice(TILE_COUNT, g.num_players, replace=False)]
            winner = first_by_draw(drawn, order, g.highest)
            self.draws.append({"order": order, "drawn": drawn, "first": winner})
            if winner is not None:
                return winner

    def _deal(self, row: Sequence | None, cut: int | None) -> None:
        """Stir, lay the row, break it, take one by one [noothoven:domino.restir,
        noothoven:domino.break-row, noothoven:domino.deal-order]."""
        g = self.game
        if row is None:
            # 5. "De speler, die den eersten zet heeft, roert de steenen op nieuw."
            stirred = [ALL_TILES[i] for i in self.rng.permutation(TILE_COUNT)]
        else:
            stirred = [Tile(t) for t in row]
            if len(stirred) != TILE_COUNT or len(set(stirred)) != TILE_COUNT:
                raise ValueError(f"the row holds all {TILE_COUNT} stones once each, not "
                                 f"{len(stirred)} stones with {len(stirred) - len(set(stirred))} "
                                 f"repeated [{P_BREAK}]")
        if cut is None:
            # He breaks the row "waar hij wil", but sees only the backs: a chance cut.
            cut = int(self.rng.integers(1, TILE_COUNT))
        self.cut = cut
        self.row = break_the_row(stirred, cut)
        self.stirred_row = stirred
        hands, stock, takers = deal_from_row(self.row, self.first, g.num_players, g.tiles_each)
        self.hands = [h.mask for h in hands]
        self.stock = stock
        self.takers = takers

    def _set_hands(self, hands: Sequence) -> None:
        g = self.game
        if len(hands) != g.num_players:
            raise ValueError(f"give {g.num_players} hands, one a player, not {len(hands)} "
                             f"[{P_TAKE}]")
        masks = []
        seen = 0
        for seat, hand in enumerate(hands):
            tiles = Tiles(hand)
            if len(tiles) != g.tiles_each:
                raise ValueError(f"{g.names[seat]} must take {g.tiles_each} stones, the agreed "
                                 f"number, not {len(tiles)} [{P_TAKE}, {P_SIX}]")
            if seen & tiles.mask:
                dup = Tiles(seen & tiles.mask)
                raise ValueError(f"stone(s) {dup} dealt twice: each of the {TILE_COUNT} stones is "
                                 f"there once [{P_TILES}]")
            seen |= tiles.mask
            masks.append(tiles.mask)
        self.hands = masks
        self.stock = Tiles(FULL_MASK & ~seen)

    # -- the protocol ---------------------------------------------------------------------------

    def current_player(self) -> int:
        if self.outcome is not None:
            return TERMINAL
        if self.exposed is not None and self.exposed["choice"] is None:
            return self.exposed["owner"]
        return self.seat

    def ends(self) -> tuple[int, int] | None:
        """The open numbers at the left and right of the line (None before the first stone)."""
        if not self.line:
            return None
        return self.line[0][1], self.line[-1][2]

    def _playable(self, mask: int) -> int:
        ends = self.ends()
        if ends is None:
            return mask
        return mask & (MATCHING[ends[0]] | MATCHING[ends[1]])

    def legal_actions(self) -> list[Action]:
        if self.outcome is not None:
            return []
        if self.exposed is not None and self.exposed["choice"] is None:
            return [ACCEPT[self.exposed["tile"]], RESTIR]
        hand = self.hands[self.seat]
        ends = self.ends()
        if ends is None:
            # 10. "kan zetten welken steen hij verkiest" [noothoven:domino.opening]
            return [OPEN[i] for i in _bits(hand)]
        left, right = ends
        actions = []
        for i in _bits(hand & (MATCHING[left] | MATCHING[right])):
            tile = ALL_TILES[i]
            if tile.has(left):
                actions.append(PLACE[i][LEFT])
            if tile.has(right):
                actions.append(PLACE[i][RIGHT])
        # No drawing: the stones left over are laid aside [noothoven:domino.stock]; one who
        # cannot set a stone lets his turn pass [noothoven:domino.first-move-weight].
        return actions or [PASS]

    def _apply(self, action: Action) -> None:
        if action.kind in ("accept", "restir"):
            self._choose_exposed(action)
            return
        seat = self.seat
        self.moves.append((seat, str(action)))
        if action.kind == "pass":
            self.passes += 1
        else:
            if action.kind == "open":
                tile, side = action.value, None
                self.line.append((tile, tile.low, tile.high))
            else:
                tile, side = action.value
                left, right = self.ends()  # type: ignore[misc]
                if side == LEFT:
                    self.line.insert(0, (tile, tile.other(left), left))
                else:
                    self.line.append((tile, right, tile.other(right)))
            self.hands[seat] &= ~(1 << tile)
            if not self.hands[seat]:
                # "Domino zijn beteekent: het eerst al zijne steenen aangezet te hebben."
                self._finish("domino", seat)
                return
            if not any(self._playable(h) for h in self.hands):
                # 15. "wanneer geen van beide spelers kan aanzetten noch aan den eenen, noch aan
                # den anderen kant" [noothoven:domino.close-neither]
                self._finish("closed", None)
                return
        self.seat = (seat + 1) % self.game.num_players

    def _choose_exposed(self, action: Action) -> None:
        """9. The player a shown stone belongs to takes it or has the stones stirred again
        [noothoven:domino.exposed]."""
        assert self.exposed is not None
        owner = self.exposed["owner"]
        self.moves.append((owner, str(action)))
        if action.kind == "accept":
            self.exposed["choice"] = "accepted"
        else:
            self.exposed["choice"] = "restirred"
            self.restirred += 1
            self._deal(None, None)

    def _finish(self, how: str, domino_seat: int | None) -> None:
        g = self.game
        hands = [Tiles(h) for h in self.hands]
        pips = [h.pips for h in hands]
        if how == "domino":
            winner: int | None = domino_seat
            passage = P_DOMINO
        else:
            # 17. "worden de oogen geteld, en diegene ... die de minste oogen heeft, wint"
            winner = winner_of_closed_game(hands, g.blocked_tie)
            passage = P_POINTS if g.scoring != "race" else P_RACE
        score = [0] * g.num_players
        if winner is not None:
            if g.scoring == "race":
                score[winner] = written(winner, pips)
            else:
                for seat, amount in payments(g.scoring, winner, pips, stake=g.stake,
                                             per_pip=g.per_pip).items():
                    self.ledger.pay(g.names[seat], g.names[winner], amount,
                                    f"{g.names[winner]} wins ({how}): {g.names[seat]} pays "
                                    + (f"the set sum {amount}" if g.scoring == "stake" else
                                       f"{g.per_pip} x {pips[seat] - pips[winner]} pips"),
                                    passage=passage)
        self.outcome = {"how": how, "winner": winner, "pips": pips, "written": score,
                        "passage": passage if winner is not None else P_COUNT}

    def why_illegal(self, action: Any) -> IllegalAction:
        g = self.game
        if self.outcome is not None:
            return IllegalAction("the game is over: no stone can be set", P_DOMINO)
        text = str(action).strip().lower()
        words = text.split()
        seat = self.current_player()
        who = g.names[seat]
        if self.exposed is not None and self.exposed["choice"] is None:
            return IllegalAction(
                f"the stone {self.exposed['tile']} was shown in the deal; {who}, to whom it "
                f"belongs, first says 'accept {self.exposed['tile']}' or 'restir'", P_EXPOSED)
        if words and words[0] in ("accept", "restir"):
            return IllegalAction("only the player to whom a stone shown in the deal belongs may "
                                 "accept it or have the stones stirred again", P_EXPOSED)
        if text == "pass":
            playable = Tiles(self._playable(self.hands[seat]))
            return IllegalAction(f"{who} can set {playable} and may not pass: a turn is let pass "
                                 "only 'omdat zij niet kunnen', when one cannot set a stone", P_PASS)
        if not words or len(words) > 2 or (len(words) == 2 and words[1] not in (LEFT, RIGHT)):
            return IllegalAction(f"{action!r} is not a move: write a stone and an end, like "
                                 "'3|5 right', or 'pass'", P_MATCH)
        try:
            tile = Tile(words[0])
        except ValueError as error:
            return IllegalAction(str(error).rsplit(" [", 1)[0], P_TILES)
        side = words[1] if len(words) == 2 else None
        hand = Tiles(self.hands[seat])
        if tile not in hand:
            return IllegalAction(f"{who} does not hold {tile}: each sets only the stones he took "
                                 f"(his stones: {hand})", P_TAKE)
        ends = self.ends()
        if ends is None:
            return IllegalAction(f"the first stone is set down alone, at no end: write '{tile}'",
                                 P_OPENING)
        if side is None:
            return IllegalAction(f"say at which end {tile} is set: '{tile} left' (at "
                                 f"{ends[0]}) or '{tile} right' (at {ends[1]})", P_MATCH)
        pip = ends[0] if side == LEFT else ends[1]
        return IllegalAction(f"{tile} does not match the {side} end, which shows {pip}: a stone "
                             "is set against an end with the same number of eyes", P_MATCH)

    def returns(self) -> list[float]:
        """The result of the game for each seat: the money moved (``"stake"``, ``"pips"``; sums to
        zero), or in a race the pips written to each (the winner's score, not money)."""
        if self.outcome is None:
            return [0.0] * self.game.num_players
        if self.game.scoring == "race":
            return [float(s) for s in self.outcome["written"]]
        return self.ledger.net()

    # -- what players see -----------------------------------------------------------------------

    def tiles(self, player: int) -> Tiles:
        """The stones ``player`` holds now."""
        return Tiles(self.hands[player])

    def line_of_play(self) -> Line:
        return Line(tuple(self.line))

    def information(self, player: int) -> dict:
        """What ``player`` sees: his own stones, the line, how many stones each holds, how many
        lie aside face down, and the moves so far."""
        return {
            "player": player,
            "tiles": self.tiles(player),
            "line": self.line_of_play(),
            "ends": self.ends(),
            "counts": [Tiles(h).__len__() for h in self.hands],
            "laid aside": len(self.stock),
            "first": self.first,
            "moves": [f"{self.game.names[s]}: {m}" for s, m in self.moves],
        }

    def details(self) -> dict:
        g = self.game
        out: dict[str, Any] = {
            "players": list(g.names),
            "scoring": f"{g.scoring}: {SCORINGS[g.scoring]}",
            "draw": [{g.names[s]: str(t) for s, t in zip(d["order"], d["drawn"])} for d in self.draws],
            "first move": g.names[self.first],
            "cut": self.cut,
            "laid aside": str(self.stock),
            "hands": {g.names[s]: str(Tiles(h)) for s, h in enumerate(self.hands)},
            "line": str(self.line_of_play()),
            "moves": [f"{g.names[s]}: {m}" for s, m in self.moves],
            "passes": self.passes,
        }
        if self.exposed is not None:
            out["exposed"] = {"tile": str(self.exposed["tile"]),
                              "owner": g.names[self.exposed["owner"]],
                              "choice": self.exposed["choice"]}
        if self.outcome is not None:
            winner = self.outcome["winner"]
            out["outcome"] = (f"{self.outcome['how']}: " +
                              (f"{g.names[winner]} wins" if winner is not None
                               else "equal fewest pips, nobody wins (blocked_tie='void')"))
            out["pips kept"] = {g.names[s]: p for s, p in enumerate(self.outcome["pips"])}
            if g.scoring == "race":
                out["written"] = {g.names[s]: w for s, w in enumerate(self.outcome["written"])}
            out["payments"] = self.ledger.lines()
        return out

    def summary(self) -> dict:
        """One flat row for ``gamelib.analysis.montecarlo.simulate``: who had the first move, how the game
        ended, the winner (None when void), the passes, the stones set and the pips kept."""
        out = self.outcome or {}
        winner = out.get("winner")
        return {"first": self.first, "how": out.get("how"), "winner": winner,
                "first_won": winner is not None and winner == self.first,
                "void": self.outcome is not None and winner is None,
                "passes": self.passes, "stones_set": len(self.line),
                "pips": list(out.get("pips", [])), "written": list(out.get("written", []))}

    @property
    def winner(self) -> int | None:
        return None if self.outcome is None else self.outcome["winner"]

    def clone(self) -> DominoState:
        twin = object.__new__(DominoState)
        twin.__dict__.update(self.__dict__)
        twin.hands = list(self.hands)
        twin.line = list(self.line)
        twin.moves = list(self.moves)
        twin.draws = list(self.draws)
        twin.exposed = dict(self.exposed) if self.exposed is not None else None
        twin.rng = np.random.Generator(type(self.rng.bit_generator)())
        twin.rng.bit_generator.state = self.rng.bit_generator.state
        twin.ledger = Ledger(self.game.names)
        for entry in self.ledger.entries:
            twin.ledger.post(entry.label, entry.amounts, passage=entry.passage)
        twin.outcome = dict(self.outcome) if self.outcome is not None else None
        return twin

    def _repr_html_(self) -> str:
        g = self.game
        rows = []
        for seat, mask in enumerate(self.hands):
            mark = " (first move)" if seat == self.first else ""
            turn = " ◀" if seat == self.current_player() else ""
            rows.append(f"<tr><td><b>{escape(g.names[seat])}</b>{mark}{turn}</td>"
                        f"<td>{Tiles(mask).svg()}</td><td>{Tiles(mask).pips} pips</td></tr>")
        status = escape(self.details().get("outcome", f"{g.names[self.current_player()]} to play"
                                           if self.outcome is None else ""))
        return (f'<div class="domino-state"><div>{self.line_of_play()._repr_svg_()}</div>'
                f"<table>{''.join(rows)}</table><div>{status}</div></div>")


# ----------------------------------------------------------------------------------------------
# Players


class BookletPlayer:
    """Plays by the booklet's advice, seeing only its own stones and the line.

    Opening: a player with few pips sets a double of which he holds no other stone, hoping to
    close the game at once [noothoven:domino.close-first-advice]; otherwise the highest double,
    by custom "dat echter geen wet is" [noothoven:domino.custom]; otherwise the heaviest stone.
    Later: make "zes overal" (both ends one number of which he holds no more) when he expects to
    keep fewer pips than the others [noothoven:domino.close-watch, noothoven:domino.close-how];
    otherwise set the heaviest stone, to keep few pips if the game closes
    [noothoven:domino.aim]. "Few pips" means fewer than the others are expected to hold: each
    unseen stone counts the mean pips of the unseen stones."""

    games = ("domino",)  # the games it plays (gamelib.players.games_of)

    def __init__(self, rng: np.random.Generator | int | None = None):
        # Deterministic: it needs no chance, but takes a generator so that the class is its own
        # policy factory (gamelib.players).
        self.rng = rng

    def __call__(self, state: DominoState) -> Action:
        refuse_other_games(self, state)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if legal[0].kind in ("accept", "restir"):
            # The booklet gives no advice here; aiming at few pips, take a shown stone no heavier
            # than the average stone (168 / 28 = 6 pips), else have the stones stirred again.
            tile = legal[0].value
            return legal[0] if tile.pips <= MEAN_PIPS else RESTIR
        seat = state.current_player()
        mine = state.hands[seat]
        seen = mine | state.line_of_play().tiles().mask
        unseen = FULL_MASK & ~seen
        n_unseen = unseen.bit_count()
        mean_unseen = mask_pips(unseen) / n_unseen if n_unseen else 0.0
        others = sum(Tiles(h).__len__() for s, h in enumerate(state.hands) if s != seat)
        expected_other = mean_unseen * others / max(1, state.game.num_players - 1)

        def after(action: Action) -> tuple[int, int] | None:
            tile = action.value if action.kind == "open" else action.value[0]
            if action.kind == "open":
                return tile.low, tile.high
            left, right = state.ends()  # type: ignore[misc]
            if action.value[1] == LEFT:
                return tile.other(left), right
            return left, tile.other(right)

        def tile_of(action: Action) -> Tile:
            return action.value if action.kind == "open" else action.value[0]

        def closing_attempt(action: Action) -> bool:
            ends = after(action)
            assert ends is not None
            rest = mine & ~(1 << tile_of(action))
            return ends[0] == ends[1] and not rest & MATCHING[ends[0]]

        heaviest = max(legal, key=lambda a: (tile_of(a).pips, tile_of(a).high, a.label))
        if legal[0].kind == "open":
            few = mask_pips(mine) < expected_other
            doubles = [a for a in legal if tile_of(a).is_double]
            if few:
                lone = [a for a in doubles if closing_attempt(a)]
                if lone:
                    return max(lone, key=lambda a: tile_of(a).pips)
            if doubles:
                return max(doubles, key=lambda a: tile_of(a).pips)
            return heaviest
        attempts = [a for a in legal if closing_attempt(a)
                    and mask_pips(mine & ~(1 << tile_of(a))) < expected_other]
        if attempts:
            return max(attempts, key=lambda a: (tile_of(a).pips, a.label))
        return heaviest

    def __repr__(self) -> str:
        return "BookletPlayer()"


register("domino-booklet", BookletPlayer)


# ----------------------------------------------------------------------------------------------
# A partie: games one after another, settled through a ledger


@dataclass
class Partie:
    """A partie of Domino played in one of the booklet's three ways [noothoven:domino.partie].

    ``scoring="stake"`` or ``"pips"``: ``games`` games, each settled at once in the ledger.
    ``scoring="race"``: games until one player has written ``target`` pips or more; the stones
    are stirred anew after every game [noothoven:domino.continue]; then each other player pays
    the winner ``race_stake`` (what is played for is unspecified in source).
    ``next_first`` decides who has the first move after the first game (unspecified in source)."""

    scoring: str = "stake"
    games: int | None = None
    target: int = 100
    next_first: str = "draw"
    race_stake: int = 1
    max_games: int = 10_000
    options: dict = field(default_factory=dict)

    def __post_init__(self):
        if self.next_first not in NEXT_FIRST:
            raise ValueError(f"unknown rule for the next first move {self.next_first!r}; choose "
                             f"one of {', '.join(NEXT_FIRST)} (unspecified in source) [{P_CONTINUE}]")
        if self.scoring == "race":
            if self.games is not None:
                raise ValueError("a race is played until a player reaches the target, not for a "
                                 f"number of games [{P_RACE}]")
        else:
            self.games = 10 if self.games is None else self.games
            if not isinstance(self.games, int) or self.games < 1:
                raise ValueError(f"play at least one game, not {self.games!r} [{P_PARTIE}]")
        self.game = DominoGame(scoring=self.scoring, target=self.target, **self.options)
        self.ledger = Ledger(self.game.names)
        self.states: list[DominoState] = []
        self.sheet: list[list[int]] = []  # race: pips written per game, per seat
        self.winner: int | None = None

    def totals(self) -> list[int]:
        """Pips written so far to each seat (race)."""
        return [sum(col) for col in zip(*self.sheet)] if self.sheet else [0] * self.game.num_players

    def _first_of_next(self, number: int) -> int | None:
        if number == 0 or self.next_first == "draw":
            return None
        last = self.states[-1]
        if self.next_first == "winner":
            return last.winner
        return (last.first + 1) % self.game.num_players

    def play(self, seed: int | np.random.Generator | None = None,
             policies: Any = None) -> Partie:
        """Play the whole partie, each game from its own seed drawn from ``seed``."""
        rng = as_generator(seed)
        if policies is None:
            policies = RandomPlayer(rng.integers(2**63))
        seats = policies if isinstance(policies, Sequence) else None
        names = self.game.names
        while True:
            number = len(self.states)
            if self.scoring != "race" and number >= (self.games or 0):
                break
            if number >= self.max_games:
                raise RuntimeError(f"the race was not decided in {self.max_games} games")
            first = self._first_of_next(number)
            setup = {} if first is None else {"first": first}
            state = self.game.new_initial_state(seed=int(rng.integers(2**63)), **setup)
            while not state.is_terminal():
                policy = seats[state.current_player()] if seats is not None else policies
                state.apply_action(policy(state))
            self.states.append(state)
            for entry in state.ledger.entries:
                self.ledger.post(f"game {number + 1}: {entry.label}", entry.amounts,
                                 passage=entry.passage, hand=number + 1)
            if self.scoring == "race":
                self.sheet.append(list(state.outcome["written"]))  # type: ignore[index]
                totals = self.totals()
                leaders = [s for s, t in enumerate(totals) if t >= self.target]
                if leaders:
                    # Only the winner of a game writes, so one player reaches the target first.
                    self.winner = leaders[0]
                    for seat in range(self.game.num_players):
                        if seat != self.winner:
                            self.ledger.pay(names[seat], names[self.winner], self.race_stake,
                                            f"{names[self.winner]} reaches {totals[self.winner]} "
                                            f"of {self.target}: {names[seat]} pays the race",
                                            passage=P_PARTIE, hand=number + 1)
                    break
        if self.scoring != "race":
            net = self.ledger.net()
            best = max(net)
            self.winner = net.index(best) if net.count(best) == 1 else None
        return self

    def to_frame(self):
        """One row a game: first mover, how it ended, the winner, pips kept, written or paid."""
        import pandas as pd

        names = self.game.names
        rows = []
        for number, state in enumerate(self.states, 1):
            out = state.outcome or {}
            row = {"game": number, "first move": names[state.first], "ended": out.get("how"),
                   "winner": names[out["winner"]] if out.get("winner") is not None else "—",
                   "passes": state.passes}
            row.update({f"pips {n}": p for n, p in zip(names, out.get("pips", []))})
            if self.scoring == "race":
                row.update({f"written {n}": w for n, w in zip(names, out.get("written", []))})
            else:
                row.update({f"paid to {n}": v for n, v in zip(names, state.ledger.net())})
            rows.append(row)
        frame = pd.DataFrame(rows)
        if self.scoring == "race" and rows:
            for seat, n in enumerate(names):
                frame[f"total {n}"] = frame[f"written {n}"].cumsum()
        return frame

    def _repr_html_(self) -> str:
        names = self.game.names
        head = (f"<p>Partie for {escape(SCORINGS[self.scoring])}: {len(self.states)} games, "
                f"winner {escape(names[self.winner]) if self.winner is not None else '—'}</p>")
        return head + self.to_frame().to_html(index=False) + self.ledger._repr_html_()


# ----------------------------------------------------------------------------------------------
# The weight of the first move: a seeded study with a Wilson interval


@dataclass(frozen=True)
class FirstMoveStudy:
    """How often the first mover wins, over ``games`` seeded games. [noothoven:domino.first-move-weight]"""

    games: int
    seed: int
    players: int
    tiles: int
    first_wins: int
    other_wins: int
    void: int
    no_pass_games: int
    no_pass_first_wins: int

    @property
    def decided(self) -> int:
        return self.first_wins + self.other_wins

    @property
    def rate(self) -> float:
        """The first mover's share of the decided games."""
        return self.first_wins / self.decided

    @property
    def interval(self) -> tuple[float, float]:
        """95 % Wilson interval of ``rate``."""
        return wilson_interval(self.first_wins, self.decided)

    def __str__(self) -> str:
        low, high = self.interval
        return (f"first mover wins {self.first_wins} of {self.decided} decided games "
                f"({self.rate:.3f}, 95% Wilson interval {low:.3f}–{high:.3f}); {self.void} void; "
                f"{self.games} games, seed {self.seed}, {self.players} players, {self.tiles} stones each")


def first_move_study(games: int, seed: int, *, policies: Any = None, **options: Any) -> FirstMoveStudy:
    """Play ``games`` games (random players unless ``policies``) and count the first mover's wins.

    Also counts the games in which no one passed, where the booklet says the first mover must
    go out first [noothoven:domino.first-move-weight]."""
    game = DominoGame(**options)
    rng = as_generator(seed)
    if policies is None:
        policies = RandomPlayer(rng.integers(2**63))
    seats = policies if isinstance(policies, Sequence) else None
    first_wins = other_wins = void = no_pass = no_pass_first = 0
    for _ in range(games):
        state = game.new_initial_state(seed=rng.integers(2**63))
        while state.outcome is None:
            policy = seats[state.current_player()] if seats is not None else policies
            state.apply_action(policy(state))
        winner = state.outcome["winner"]
        if winner is None:
            void += 1
        elif winner == state.first:
            first_wins += 1
        else:
            other_wins += 1
        if state.passes == 0 and state.outcome["how"] == "domino":
            # nobody let a turn pass (a closed game means the next player would have to)
            no_pass += 1
            no_pass_first += winner == state.first
    return FirstMoveStudy(games, seed, game.num_players, game.tiles_each, first_wins, other_wins,
                          void, no_pass, no_pass_first)
