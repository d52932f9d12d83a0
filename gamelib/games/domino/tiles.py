"""Domino stones after the Dutch booklet (noothoven, "Het Dominospel"): the 28 stones of the
double-six set as small integers, a set of them as a bitmask, their faces as SVG, and the line of
play.

"Die steenen zijn acht en twintig in getal" ("noothoven:domino.tiles"): ivory with black eyes,
double blank to double six.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

import numpy as np

# "Die steenen zijn acht en twintig in getal." [noothoven:domino.tiles] -- the double-six set,
# pips 0 (blank, "blank") to 6: "blank-aas" is 0|1 [noothoven:domino.close-neither].
HIGHEST_PIP = 6
TILE_COUNT = 28
PIP_NAMES = ("blank", "ace", "two", "three", "four", "five", "six")
PIP_NAMES_NL = ("blank", "aas", "twee", "drie", "vier", "vijf", "zes")

P_TILES = "noothoven:domino.tiles"



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


# -- faces as SVG (deterministic, a <title> per stone) ----------------------------------------

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
