"""Counting a Casino deal after Engelmann (1798): the eleven points item by item, the deduction of
the smaller side's points, and the three-player race decided by the order of counting.

"engelmann:casino.law-points", "engelmann:casino.law-deduction", "engelmann:casino.count-cards",
"engelmann:casino.three-order", "engelmann:casino.three-race".
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from gamelib.core.cards import CardSet
from gamelib.games.casino.rules import ACES, BIG_CASINO, LITTLE_CASINO, POINT_ITEMS, SEATS


def majority(counts: list[int]) -> int | None:
    """The side with strictly more than every other side, or None on a tie for the most.

    With two sides this is the text's "27 oder mehr" of 52 cards and "7 oder mehrere Piques"
    of 13 [engelmann:casino.count-cards]; with three, "Mehrheit" is read as the most (a tie for
    the most scores for nobody: unspecified in source)."""
    best = max(counts)
    leaders = [i for i, c in enumerate(counts) if c == best]
    return leaders[0] if len(leaders) == 1 else None


def deal_points(piles: list[CardSet]) -> list[tuple[str, int, int | None]]:
    """The points of a deal, item by item in the order of counting: (item, points, side or None).
    [engelmann:casino.law-points, engelmann:casino.three-order]"""
    items = []
    for item, points in POINT_ITEMS:
        if item == "big casino":
            winner = next((i for i, p in enumerate(piles) if BIG_CASINO in p), None)
        elif item == "little casino":
            winner = next((i for i, p in enumerate(piles) if LITTLE_CASINO in p), None)
        elif item == "cards":
            winner = majority([len(p) for p in piles])
        elif item == "spades":
            winner = majority([len(p.suit("S")) for p in piles])
        else:
            winner = next((i for i, p in enumerate(piles) if ACES[item] in p), None)
        items.append((item, points, winner))
    return items


def totals(items, sides: int) -> list[int]:
    """Each side's points from the counted items."""
    out = [0] * sides
    for _, points, winner in items:
        if winner is not None:
            out[winner] += points
    return out


def deduct(points: list[int]) -> list[int]:
    """The points each side marks after the deduction.

    Two sides: "die geringere Zahl wird von der größern abgezogen, und blos das, was übrig
    bleibt, wird marquirt" [engelmann:casino.law-deduction]. Three sides (the ``three="deduction"``
    reading of engelmann:casino.two; how is unspecified in source): Hoyle's rule, the two lower
    add their points and subtract them from the highest; if they reach it, nobody marks."""
    if len(points) == 2:
        a, b = points
        return [max(0, a - b), max(0, b - a)]
    top = max(range(len(points)), key=lambda i: (points[i], -i))
    others = sum(points) - points[top]
    out = [0] * len(points)
    if sum(1 for p in points if p == points[top]) == 1:
        out[top] = max(0, points[top] - others)
    return out


@dataclass(frozen=True)
class CountOut:
    """The end of a deal counted out item by item: the marks after each, and who won."""

    start: tuple[int, ...]
    steps: tuple[tuple[str, int | None, int, tuple[int, ...]], ...]
    winner: int | None
    decided_by: str | None

    def _repr_html_(self) -> str:
        rows = "".join(f"<tr><td>{escape(item)}</td><td>{'' if side is None else SEATS[side]}"
                       f"</td><td>{pts}</td><td>{' · '.join(map(str, marks))}</td></tr>"
                       for item, side, pts, marks in self.steps)
        won = "nobody yet" if self.winner is None else f"{SEATS[self.winner]} ({self.decided_by})"
        return (f'<table class="casino-count"><tr><th>item</th><th>to</th><th>points</th>'
                f"<th>marks</th></tr><tr><td>before</td><td></td><td></td>"
                f"<td>{' · '.join(map(str, self.start))}</td></tr>{rows}</table>"
                f"<p>game won by: {won}</p>")


def count_out(marks: list[int], items, target: int) -> CountOut:
    """Mark the items one by one in the order of counting; the first side to reach ``target``
    wins, however many points the others would still have counted.

    "ſo wird alsdann das Spiel nach dem Range derer Points, die man gewonnen hat, entſchieden"
    [engelmann:casino.three-race, engelmann:casino.three-order]"""
    now = list(marks)
    steps = []
    for item, points, side in items:
        if side is None:
            continue
        now[side] += points
        steps.append((item, side, points, tuple(now)))
        if now[side] >= target:
            return CountOut(tuple(marks), tuple(steps), side, item)
    return CountOut(tuple(marks), tuple(steps), None, None)
