"""The plain references the solver is tested and benchmarked against, on the solver's objective
and scale (:attr:`gamelib.solver.search.Solution.value`): a minimax with no pruning, and the
benchmark's baseline alpha-beta (full window, no table, no ordering, no collapsing). See
docs/solver.md."""

from __future__ import annotations

from gamelib.core.cards import CardSet
from gamelib.solver.search import position_of


def minimax(state) -> int:
    """The plain minimax value (no pruning, no table, no collapsing) of a play-phase Ombre or
    Quadrille position, through the solver's objective: the reference the tests compare the
    solver with. Same scale as :attr:`~gamelib.solver.search.Solution.value`."""
    pos, _ = position_of(state)

    def rec() -> int:
        if pos.remaining() == 0:
            return pos.final_value()
        maxer = pos.maximiser[pos.to_move()]
        best = None
        for c in CardSet(pos.legal()):
            saved = pos.play(int(c))
            v = rec()
            pos.undo(saved)
            if best is None or (v > best if maxer else v < best):
                best = v
        return best

    return rec()


def alphabeta(state, node_limit: int | None = None) -> tuple[int | None, int]:
    """The plain alpha-beta baseline of the benchmark: full window, no transposition table,
    no move ordering (the cards in deck order), no collapsing; Python. Returns the value (as
    :attr:`~gamelib.solver.search.Solution.value`) and the nodes searched, or ``(None, nodes)``
    when ``node_limit`` nodes did not suffice."""
    pos, _ = position_of(state, fast=False)
    nodes = 0

    class _Limit(Exception):
        pass

    def rec(alpha, beta):
        nonlocal nodes
        nodes += 1
        if node_limit is not None and nodes > node_limit:
            raise _Limit
        if pos.remaining() == 0:
            return pos.final_value()
        maxer = pos.maximiser[pos.to_move()]
        m = pos.legal()
        best = -(1 << 30) if maxer else 1 << 30
        while m:
            low = m & -m
            m ^= low
            saved = pos.play(low.bit_length() - 1)
            v = rec(alpha, beta)
            pos.undo(saved)
            if maxer:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best

    try:
        return rec(-(1 << 30), 1 << 30), nodes
    except _Limit:
        return None, nodes
