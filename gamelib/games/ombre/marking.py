"""How the Académie's pool is marked, and the beasts that its marking can make.

Each player lays markers in front of himself, each worth 3 counters, and the pool is 9 x the
markers in front of any one player (academie:pool.start, academie:pool.count). How many are laid
before a hand depends on the marking system, 2-and-1 (academie:pool.name) or 3-and-2
(academie:beast.sequence), and on what the last hand left (academie:pool.taken,
academie:pool.beast-to-play, academie:pool.all-pass): :func:`markers_to_lay`. A beast is the
wager of the hand it was lost in (academie:beast.amount), so only some amounts can be beasts:
:func:`possible_beasts` finds them by exploring the hands' effects on the pool and the beasts,
and :func:`beast_table` numbers them as the source's beast table does (academie:beast.table);
the 3-and-2 table is the "disorder" the source speaks of (academie:beast.three-and-two).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

#: "Each of these counters is worth 3 at settlement" (academie:pool.start).
MARKER_VALUE = 3
#: "multiply by 9 (3 x 3) the number of marker counters that are in front of any one of the
#: players" (academie:pool.count): three players, each marker worth 3.
POOL_PER_MARKER = 3 * MARKER_VALUE


@dataclass(frozen=True)
class Marking:
    """A way of marking the pool: markers each when the wager is empty, and otherwise."""

    name: str
    empty: int  # markers each at the start, and after a pool taken with no beast to put into play
    otherwise: int  # markers each added after an all-pass, a remise, or with a beast to put in play
    passage: str


MARKINGS = {
    # "each player lines up 2 counters" (academie:pool.start); "each adds ... 1 counter"
    # (academie:pool.all-pass); "if there is a beast to put into play, each player puts in front
    # of himself 1 counter" (academie:pool.beast-to-play); "This marking system is called 2 and 1"
    # (academie:pool.name).
    "2-and-1": Marking("2-and-1", 2, 1, "academie:pool.name"),
    # "the 3-and-2 system ... (3 counters when the wager is empty, and 2 counters otherwise)"
    # (academie:beast.sequence). UNSPECIFIED: the worth of a 3-and-2 marker; taken as 3 like the
    # 2-and-1 ones, since the system was "introduced to enlarge the wager"
    # (academie:beast.three-and-two), which 1-counter markers would not do.
    "3-and-2": Marking("3-and-2", 3, 2, "academie:beast.sequence"),
}


def markers_to_lay(marking: str, first_hand: bool, pool_taken: bool, beast_pending: bool) -> int:
    """Markers each player lays before a hand.

    * the first hand: 2 (3 in 3-and-2) (academie:pool.start);
    * the pool was taken and no beast is to be put into play: 2 (3), "as at the very start of the
      game" (academie:pool.taken);
    * the pool was taken and a beast is to be put into play: 1 (2) (academie:pool.beast-to-play);
    * the pool was not taken (all passed, remise, undeclared Spadille): 1 (2)
      (academie:pool.all-pass, academie:pool.beast-to-play). The two rules do not stack: in the
      example an all-pass with a beast in play adds one marker only (academie:example.hand4).

    UNSPECIFIED: academie:pool.taken says "taken by the Ombre"; a pool taken by a codille Ally or
    shared by the Allies is treated alike.
    """
    rule = MARKINGS[marking]
    if first_hand:
        return rule.empty
    if pool_taken and not beast_pending:
        return rule.empty
    return rule.otherwise


def pool_amount(markers: int) -> int:
    """The pool: 9 x the markers in front of any one player (academie:pool.count)."""
    return POOL_PER_MARKER * markers


# --------------------------------------------------------------------------------------------
# The sequence of possible beasts
# --------------------------------------------------------------------------------------------

#: The hand results that move the pool and beasts differently (owners do not change amounts).
_KINDS = ("all-pass", "remise", "win", "codille", "vole", "failed-vole", "failed-committed-vole")


def possible_beasts(limit: int, marking: str = "2-and-1", max_outstanding: int = 1) -> list[int]:
    """Every beast amount up to ``limit`` that some sequence of hands can make, found by
    exploring the hands' effects on the pool and the beasts (the same :func:`markers_to_lay` and
    :func:`beast_into_play` rules the session uses). States are kept small (at most
    ``max_outstanding`` beasts waiting), so every amount found is truly reachable."""
    return list(_possible_beasts(int(limit), marking, int(max_outstanding)))


@lru_cache(maxsize=64)
def _possible_beasts(limit: int, marking: str, max_outstanding: int) -> tuple[int, ...]:
    if marking not in MARKINGS:
        raise ValueError(f"unknown marking {marking!r}: the Académie describes "
                         f"{' and '.join(MARKINGS)} [academie:beast.sequence]")
    # state after a hand: (markers, pool_taken, in_play amount or 0, waiting amounts sorted)
    start = (0, True, 0, ())
    seen = {start}
    frontier = [start]
    found: set[int] = set()
    while frontier:
        nxt = []
        for markers, taken, in_play, waiting in frontier:
            # the first hand is the start state, which the "pool taken, no beast" rule covers
            laid = markers_to_lay(marking, False, taken, bool(in_play or waiting))
            m = markers + laid
            if not in_play and waiting:
                in_play, waiting = max(waiting), tuple(sorted(waiting)[:-1])
            wager = pool_amount(m) + in_play
            if wager > limit:
                continue
            for kind in _KINDS:
                if kind == "all-pass":
                    after = (m, False, in_play, waiting)
                elif kind == "remise":
                    found.add(wager)
                    after = (m, False, in_play, tuple(sorted(waiting + (wager,))))
                elif kind == "win":
                    after = (0, True, 0, waiting)
                elif kind == "codille":
                    found.add(wager)
                    after = (0, True, 0, tuple(sorted(waiting + (wager,))))
                elif kind == "vole" or kind == "failed-committed-vole":
                    after = (0, True, 0, ())
                else:  # failed announced vole: everything shared, a new beast of the wager
                    found.add(wager)
                    after = (0, True, 0, (wager,))
                if len(after[3]) > max_outstanding or after in seen:
                    continue
                seen.add(after)
                nxt.append(after)
        frontier = nxt
    return tuple(sorted(found))


def beast_table(n: int = 20, marking: str = "2-and-1") -> list[int]:
    """The first ``n`` possible beasts, no. 1 first: "Starting from no. 1, the beasts increase
    successively by 9 counters" in 2-and-1 (academie:beast.table); the 3-and-2 sequence
    (academie:beast.sequence) is derived the same way and is not regular."""
    if n < 1:
        raise ValueError(f"a beast table has at least one beast, not {n}")
    return list(_beast_table(int(n), marking))


@lru_cache(maxsize=64)
def _beast_table(n: int, marking: str) -> tuple[int, ...]:
    limit = POOL_PER_MARKER * (n + 6)
    while True:
        found = possible_beasts(limit, marking)
        if len(found) >= n:
            return tuple(found[:n])
        limit *= 2


def beast_number(amount: int, marking: str = "2-and-1") -> int | None:
    """The number of a beast amount in the beast table (None if no hand can make it)."""
    table = beast_table(max(1, amount // POOL_PER_MARKER), marking)
    return table.index(amount) + 1 if amount in table else None
