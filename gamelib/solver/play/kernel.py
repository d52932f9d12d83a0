"""The compiled search (numba): the alpha-beta of :mod:`gamelib.solver.play.search` on int64
arrays, an explicit stack of frames, calling the model's ``legal``, ``close`` and ``final``
compiled with it. One kernel per model, made by :func:`kernel_for`: the kernel's code bound to
the model's compiled functions under a name of its own, which numba caches on disk; the name
carries a digest of the code the kernel runs (:func:`code_digest`), so an edited or replaced
rule function compiles afresh (docs/solver.md gives the times).

The same algorithm, move ordering and table as the readable search, so on a position whose
table never fills the two visit the same nodes and return the same values; tested equal to it
and to the reference. Without numba (``HAVE_NUMBA`` False) :func:`solve` and
:func:`card_values` run the readable search.
"""

from __future__ import annotations

import hashlib
import re
import time
import types

import numpy as np

from gamelib.solver.bits import HAVE_NUMBA
from gamelib.solver.play import search as readable
from gamelib.solver.play.model import PlayModel, PlayPosition
from gamelib.solver.play.search import (
    INFINITY,
    MAX_HAND,
    Play,
    PlaySolution,
    cards_of,
    check_position,
    model_of,
)

if HAVE_NUMBA:  # numba is optional: without it the readable search runs
    import numba as _numba

#: The table's entries: rows of 12 int64 (four hands, leader + tricks won + epoch, four players'
#: points, lower bound, upper bound, best card); 2**19 rows are 48 MiB.
DEFAULT_SLOTS = 1 << 19
#: The table's columns.
META, POINTS, LOWER, UPPER, BEST, COLUMNS = 4, 5, 9, 10, 11, 12
#: Stats written by the kernel: nodes searched, 1 when the node limit stopped it, 1 when the
#: horizon's heuristic valued a position.
NODES, STOPPED, HEURISTIC = 0, 1, 2

_KERNELS: dict[str, tuple] = {}
_TABLES: dict[int, np.ndarray] = {}
_EPOCH = [0]
#: Seconds each model's kernel took to compile in this process, by game.
COMPILE_SECONDS: dict[str, float] = {}


def _jit(function):
    """The model's rule function compiled (itself when numba already compiled it); not cached
    on disk by itself, where numba would not see a change of a helper it calls: the kernel
    compiled from it is, keyed on every code it runs (:func:`code_digest`)."""
    if hasattr(function, "py_func"):
        return function
    return _numba.njit(nogil=True)(function)


def compiled(function):
    """A model's helper compiled by numba where it is installed, else as it is: the bounds
    and rules call it. Not cached on disk by itself (numba's cache would not see a change of a
    helper it calls); the kernels compiled from it are, keyed on its source. Always with
    numba's runtime, so that a helper may make an array even where a kernel compiled without
    it (:func:`bound_kernel`) is the first to call it."""
    return _numba.njit(nogil=True, _nrt=True)(function) if HAVE_NUMBA else function


def _shared(function):
    """A helper of every kernel, compiled once and cached on disk (itself without numba)."""
    return _numba.njit(cache=True, nogil=True)(function) if HAVE_NUMBA else function


# -- the kernel: ``legal``, ``close``, ``final`` and ``playout`` are the model's, bound by
# -- _make_kernel in a copy of this module's globals --------------------------------------------

legal = close = final = None  # bound per model by _make_kernel


if HAVE_NUMBA:  # one instruction each where the processor has it (LLVM's ctpop and cttz)
    from gamelib.solver.bits import _nb_lowest as lowest
    from gamelib.solver.bits import _nb_popcount as popcount

@_shared
def weighted(weights, points):
    v = 0
    for i in range(weights.shape[0]):
        v += weights[i] * points[i]
    return v

@_shared
def slot_of(table, hands, meta, points):
    h = meta * -7046029254386353131
    for i in range(hands.shape[0]):
        h ^= hands[i] + -7046029254386353131 + (h << 6) + (h >> 2)
        h *= -4658895280553007687
        h ^= points[i] + (h << 6) + (h >> 2)
    h ^= h >> 31
    return h & (table.shape[0] - 2)

@_shared
def put(table, row, hands, keyp, meta, lower, upper, card):
    """An entry: the hands, the points keyed, the leader and tricks won, the bounds, the card."""
    n = hands.shape[0]
    for i in range(4):
        table[row, i] = hands[i] if i < n else 0
        table[row, 5 + i] = keyp[i] if i < n else 0
    table[row, 4] = meta
    table[row, 9] = lower
    table[row, 10] = upper
    table[row, 11] = card


def playout(params, hands, trick, leader, won, points, weights):
    """first_card_playout on copies, from a trick's start."""
    n = hands.shape[0]
    hs = hands.copy()
    tr = trick.copy()
    wn = won.copy()
    pts = points.copy()
    before = weighted(weights, pts)
    lead = leader
    left = 0
    for i in range(n):
        left += popcount(hs[i])
    while left > 0:
        for j in range(n):
            p = (lead + j) % n
            m = legal(params, hs, tr, j, lead, p)
            c = lowest(m)
            hs[p] &= ~(1 << c)
            tr[j] = c
        left -= n
        last = 1 if left == 0 else 0
        lead = close(params, tr, lead, last, pts)
        wn[lead] += 1
    final(params, wn, pts)
    return weighted(weights, pts) - before

def kernel(params, hands, trick, k, leader, won, points, weights, maxer, alpha, beta,
           table, epoch, history, stop_at, node_limit, use_table, use_order, key_points, stats):
    n = hands.shape[0]
    left = 0
    for i in range(n):
        left += popcount(hands[i])
    depth = left + 1
    inf = 1 << 40
    # the points the table's key holds: the play's own, or none where final never reads them
    unkeyed = np.zeros(n, np.int64)
    keyp = points if key_points else unkeyed
    # the frames: one row of each scalar a depth, and the moves, points and trick of each
    frames = np.zeros((15, depth), np.int64)
    f_alpha, f_beta, f_a, f_b, f_best = frames[0], frames[1], frames[2], frames[3], frames[4]
    f_card, f_nm, f_i, f_gain, f_slot = frames[5], frames[6], frames[7], frames[8], frames[9]
    f_meta, f_leader, f_taker, f_player, f_left = (frames[10], frames[11], frames[12],
                                                   frames[13], frames[14])
    f_moves = np.zeros((depth, 16), np.int64)
    f_score = np.zeros(16, np.int64)
    f_points = np.zeros((depth, n), np.int64)
    f_trick = np.zeros((depth, n), np.int64)
    scratch_trick = np.zeros(n, np.int64)
    scratch_points = np.zeros(n, np.int64)
    d = 0
    f_alpha[0] = alpha
    f_beta[0] = beta
    ret = 0
    ret_card = -1
    mode = 0  # 0 enter a node, 1 next move, 2 return to the parent
    while True:
        if mode == 0:
            stats[0] += 1
            if node_limit > 0 and stats[0] > node_limit:
                stats[1] = 1
                return 0, -1
            a = f_alpha[d]
            b = f_beta[d]
            hint = -1
            f_slot[d] = -1
            f_left[d] = left
            done = False
            if k == 0:
                if left == 0:
                    ret = 0
                    ret_card = -1
                    done = True
                else:
                    if use_table:
                        meta = leader
                        for i in range(n):
                            meta |= won[i] << (2 + 5 * i)
                        meta |= epoch << 24
                        s = slot_of(table, hands, meta, keyp)
                        hit = -1
                        for t in range(2):
                            row = s + t
                            same = table[row, 4] == meta
                            for i in range(n):
                                if table[row, i] != hands[i] or table[row, 5 + i] != keyp[i]:
                                    same = False
                            if same:
                                hit = row
                        f_meta[d] = meta
                        if hit < 0:
                            # an entry of another epoch, else the bucket's first
                            f_slot[d] = s
                            if (table[s, 4] >> 24) == epoch and (table[s + 1, 4] >> 24) != epoch:
                                f_slot[d] = s + 1
                        else:
                            f_slot[d] = hit
                            lower = table[hit, 9]
                            upper = table[hit, 10]
                            hint = table[hit, 11]
                            if lower >= b or lower == upper:
                                ret = lower
                                ret_card = hint
                                done = True
                            elif upper <= a:
                                ret = upper
                                ret_card = hint
                                done = True
                            else:
                                a = max(a, lower)
                                b = min(b, upper)
                    if not done and stop_at >= 0 and left // n <= stop_at:
                        stats[2] = 1
                        ret = playout(params, hands, trick, leader, won, points, weights)
                        ret_card = -1
                        done = True
                        if f_slot[d] >= 0:  # the playout's value, exact at this horizon
                            put(table, f_slot[d], hands, keyp, f_meta[d], ret, ret, -1)
            if done:
                mode = 2
            else:
                p = (leader + k) % n
                f_player[d] = p
                f_a[d] = a
                f_b[d] = b
                f_alpha[d] = a
                f_beta[d] = b
                mx = maxer[p]
                f_best[d] = -inf if mx else inf
                f_card[d] = -1
                m = legal(params, hands, trick, k, leader, p)
                nm = 0
                while m:
                    c = lowest(m)
                    m &= m - 1
                    score = 0
                    if use_order:
                        score = history[p, c]
                        if k > 0:
                            # the trick's taker were the rest to play the card led again
                            # (the last card: the taker itself)
                            for i in range(n):
                                scratch_trick[i] = trick[i] if i < k else trick[0]
                                scratch_points[i] = points[i]
                            scratch_trick[k] = c
                            last = 1 if left == n - k else 0
                            taker = close(params, scratch_trick, leader, last, scratch_points)
                            if maxer[taker] == mx:
                                score += inf
                        if c == hint:
                            score += 2 * inf
                    # insertion by score, greatest first, equal scores lowest card first
                    j = nm
                    while j > 0 and f_score[j - 1] < score:
                        f_score[j] = f_score[j - 1]
                        f_moves[d, j] = f_moves[d, j - 1]
                        j -= 1
                    f_score[j] = score
                    f_moves[d, j] = c
                    nm += 1
                f_nm[d] = nm
                f_i[d] = 0
                mode = 1
        elif mode == 1:
            if f_i[d] >= f_nm[d] or f_alpha[d] >= f_beta[d]:
                best = f_best[d]
                if f_slot[d] >= 0:
                    row = f_slot[d]
                    lower = -inf
                    upper = inf
                    same = table[row, 4] == f_meta[d]
                    for i in range(n):
                        if table[row, i] != hands[i] or table[row, 5 + i] != keyp[i]:
                            same = False
                    if same:
                        lower = table[row, 9]
                        upper = table[row, 10]
                    if best <= f_a[d]:
                        upper = min(upper, best)
                    elif best >= f_b[d]:
                        lower = max(lower, best)
                    else:
                        lower = best
                        upper = best
                    put(table, row, hands, keyp, f_meta[d], lower, upper, f_card[d])
                ret = best
                ret_card = f_card[d]
                mode = 2
            else:
                c = f_moves[d, f_i[d]]
                p = f_player[d]
                hands[p] &= ~(1 << c)
                trick[k] = c
                k += 1
                left -= 1
                gain = 0
                f_taker[d] = -1
                if k == n:
                    for i in range(n):
                        f_points[d, i] = points[i]
                        f_trick[d, i] = trick[i]
                    f_leader[d] = leader
                    before = weighted(weights, points)
                    last = 1 if left == 0 else 0
                    taker = close(params, trick, leader, last, points)
                    won[taker] += 1
                    leader = taker
                    k = 0
                    if last:
                        final(params, won, points)
                    gain = weighted(weights, points) - before
                    f_taker[d] = taker
                f_gain[d] = gain
                f_alpha[d + 1] = f_alpha[d] - gain
                f_beta[d + 1] = f_beta[d] - gain
                d += 1
                mode = 0
        else:
            if d == 0:
                return ret, ret_card
            d -= 1
            c = f_moves[d, f_i[d]]
            p = f_player[d]
            if f_taker[d] >= 0:
                for i in range(n):
                    points[i] = f_points[d, i]
                    trick[i] = f_trick[d, i]
                won[f_taker[d]] -= 1
                leader = f_leader[d]
                k = n
            k -= 1
            trick[k] = 0
            hands[p] |= 1 << c
            left += 1
            v = ret + f_gain[d]
            if maxer[p]:
                if v > f_best[d]:
                    f_best[d] = v
                    f_card[d] = c
                f_alpha[d] = max(f_alpha[d], f_best[d])
            else:
                if v < f_best[d]:
                    f_best[d] = v
                    f_card[d] = c
                f_beta[d] = min(f_beta[d], f_best[d])
            if f_alpha[d] >= f_beta[d]:
                history[p, c] += f_left[d] * f_left[d]
            f_i[d] += 1
            mode = 1



def _stable(value) -> bytes:
    """``value`` as bytes that are the same in every process: a code object by its own parts,
    a set sorted, an array by its bytes, anything else without an address by its repr, else by
    its type's name."""
    if isinstance(value, types.CodeType):
        return b"code(" + value.co_code + repr(value.co_names).encode() + b"".join(
            _stable(c) for c in value.co_consts) + b")"
    if isinstance(value, (tuple, list)):
        return b"(" + b",".join(_stable(v) for v in value) + b")"
    if isinstance(value, (set, frozenset)):
        return b"{" + b",".join(sorted(_stable(v) for v in value)) + b"}"
    if isinstance(value, np.ndarray):
        return repr((value.dtype.str, value.shape)).encode() + value.tobytes()
    text = repr(value)
    if " at 0x" in text:
        return f"<{type(value).__module__}.{type(value).__qualname__}>".encode()
    return text.encode()


def _codes(code: types.CodeType):
    """``code`` and the code objects nested in it (inner functions, comprehensions)."""
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _codes(const)


def _inner(value):
    """The Python function behind ``value``: a numba dispatcher's, an intrinsic's definition,
    or ``value`` itself."""
    return getattr(value, "py_func", None) or getattr(value, "_defn", None) or value


def code_digest(functions) -> str:
    """A digest of what a kernel compiled from ``functions`` computes: each function's code
    (bytecode, constants, names), defaults and closure cells, and the values of the globals it
    reads (numba freezes them), through every function those globals and cells hold, compiled
    or not; a module read counts by its name. The same in every process; a function replaced
    by another, even from the same file, changes it."""
    digest = hashlib.sha256()
    seen: set[int] = set()
    todo = [_inner(f) for f in functions if f is not None]
    while todo:
        f = todo.pop(0)
        if id(f) in seen:
            continue
        seen.add(id(f))
        digest.update(f"{f.__module__}.{f.__qualname__}".encode() + _stable(f.__code__)
                      + _stable(f.__defaults__))
        names = sorted({n for code in _codes(f.__code__) for n in code.co_names})
        reads = [(n, f.__globals__[n]) for n in names if n in f.__globals__]
        reads += [(f"cell {i}", c.cell_contents) for i, c in enumerate(f.__closure__ or ())]
        for name, value in reads:
            inner = _inner(value)
            if isinstance(inner, types.FunctionType):
                todo.append(inner)
                value = f"{inner.__module__}.{inner.__qualname__}"
            elif isinstance(value, types.ModuleType):
                value = value.__name__
            digest.update(name.encode() + b"=" + _stable(value))
    return digest.hexdigest()[:12]


def bound_kernel(function, names: dict, model_name: str, counted: bool = True):
    """``function``'s code with the globals ``names``, compiled and cached on disk under a name
    of its own: the model's and the digest of the bound code (:func:`code_digest`), so numba
    loads a kernel only for the very functions it was compiled from. Not ``counted``: without
    numba's runtime (no reference counts; the function then allocates no array)."""
    bound = types.FunctionType(function.__code__, names, function.__name__)
    tag = f"{re.sub(r'[^0-9A-Za-z]', '_', model_name)}_{code_digest([bound])}"
    bound.__qualname__ = f"{function.__qualname__}_{tag}" + ("" if counted else "_uncounted")
    options = {} if counted else {"_nrt": False}
    return _numba.njit(cache=True, nogil=True, **options)(bound)


def _make_kernel(model: PlayModel):
    """The search kernel with the model's three rule functions compiled into it, cached on
    disk under a name that changes whenever any code it runs does (:func:`bound_kernel`)."""
    names = dict(globals())
    names["legal"] = _jit(model.legal)
    names["close"] = _jit(model.close)
    names["final"] = _jit(model.final)
    names["playout"] = bound_kernel(playout, names, model.name)
    return bound_kernel(kernel, names, model.name)


def kernel_for(model: PlayModel):
    """The compiled search of ``model`` (made and compiled on first use, kept for the process;
    the seconds it took are in :data:`COMPILE_SECONDS`)."""
    if not HAVE_NUMBA:
        raise RuntimeError("numba is not installed: the compiled play search is not here")
    key = model.name
    cached = _KERNELS.get(key)
    if cached is not None and cached[0] is model:
        return cached[1]
    start = time.perf_counter()
    compiled = _make_kernel(model)
    # compile now, on a finished play, so that the first search's time is the search's own
    _run(compiled, _empty(model), 1 << 1, None, 0, True, True)
    COMPILE_SECONDS[key] = time.perf_counter() - start
    _KERNELS[key] = (model, compiled)
    return compiled


def _empty(model: PlayModel) -> Play:
    """A two-player play with no cards left (to compile a kernel on)."""
    pos = PlayPosition(model.name, (0, 0), 0, (), (0, 0), (0, 0), (1, -1), (True, False),
                       np.zeros(64, dtype=np.int64), (0, 1))
    return Play(pos, model)


def table_of(slots: int) -> np.ndarray:
    """The process's table of ``slots`` rows (a power of two), shared by searches through
    epochs."""
    if slots < 2 or slots & (slots - 1):
        raise ValueError(f"the table's slots are a power of two (at least 2), not {slots}")
    table = _TABLES.get(slots)
    if table is None:
        table = np.zeros((slots, COLUMNS), dtype=np.int64)
        _TABLES[slots] = table
    return table


def _run(kernel, play: Play, slots: int, horizon: int | None, node_limit: int,
         use_table: bool, use_order: bool, alpha: int = -INFINITY, beta: int = INFINITY,
         history: np.ndarray | None = None, epoch: int | None = None):
    """One kernel call on copies of the play's arrays: (value still to come, card, stats)."""
    n = play.n
    tricks_left = (play.cards_left() + play.k) // n
    stop_at = -1 if horizon is None else max(tricks_left - horizon, 0)
    if epoch is None:
        _EPOCH[0] += 1
        epoch = _EPOCH[0]
    stats = np.zeros(3, dtype=np.int64)
    if history is None:
        history = np.zeros((n, 52), dtype=np.int64)
    maxer = np.array(play.maximiser, dtype=np.int64)
    value, card = kernel(play.params, play.hands.copy(), play.trick.copy(), play.k, play.leader,
                         play.won.copy(), play.points.copy(), play.weights, maxer, alpha, beta,
                         table_of(slots), epoch, history, stop_at, node_limit, use_table,
                         use_order, play.key_points, stats)
    return int(value), int(card), stats


def _new_epoch() -> int:
    _EPOCH[0] += 1
    return _EPOCH[0]


def solve(position: PlayPosition, *, horizon: int | None = None, slots: int = DEFAULT_SLOTS,
          node_limit: int = 0, plain: bool = False, model: PlayModel | None = None
          ) -> PlaySolution:
    """:func:`gamelib.solver.play.search.solve` compiled (the line is the best card only).
    ``plain``: the plain alpha-beta baseline, no table and no move ordering. ``node_limit``
    (> 0) stops the search after that many nodes: then ``value`` is None-like (the solution's
    ``best_card`` is None and ``exact`` False)."""
    if not HAVE_NUMBA:
        return readable.solve(position, line=False, horizon=horizon, model=model)
    check_position(position)
    model = model or model_of(position)
    play = Play(position, model)
    if play.cards_left() == 0:
        return PlaySolution(play.value(), None, (), 0, True)
    value, card, stats = _run(kernel_for(model), play, slots, horizon, node_limit,
                              not plain, not plain)
    if stats[STOPPED]:
        return PlaySolution(play.value(), None, (), int(stats[NODES]), False)
    return PlaySolution(play.value() + value, card, (card,), int(stats[NODES]),
                        not stats[HEURISTIC])


def card_values(position: PlayPosition, *, horizon: int | None = None,
                slots: int = DEFAULT_SLOTS, model: PlayModel | None = None
                ) -> dict[int, int]:
    """:func:`gamelib.solver.play.search.card_values` compiled: the value after each legal card,
    the cards searched one after another in one epoch of the table."""
    return bounded_card_values(position, horizon=horizon, slots=slots, model=model)[0]


def bounded_card_values(position: PlayPosition, *, horizon: int | None = None,
                        node_limit: int = 0, slots: int = DEFAULT_SLOTS,
                        model: PlayModel | None = None) -> tuple[dict[int, int] | None, int, bool]:
    """:func:`card_values` within ``node_limit`` nodes (0: no limit): the values (None when the
    limit stopped the search), the nodes searched, and whether the values are exact (no
    heuristic past the horizon)."""
    if not HAVE_NUMBA:
        return readable.bounded_card_values(position, horizon=horizon, node_limit=node_limit,
                                            model=model)
    check_position(position)
    model = model or model_of(position)
    compiled = kernel_for(model)
    play = Play(position, model)
    tricks_left = (play.cards_left() + play.k) // play.n
    base = play.value()
    epoch = _new_epoch()
    history = np.zeros((play.n, 52), dtype=np.int64)
    values = {}
    nodes, exact = 0, True
    for card in cards_of(play.legal()):
        gain, undo = play.play(card)
        # the horizon counts from the root, as the readable search's does
        after = (play.cards_left() + play.k) // play.n
        h = None if horizon is None else horizon - (tricks_left - after)
        left = 0 if node_limit <= 0 else max(node_limit - nodes, 1)
        value, _, stats = _run(compiled, play, slots, h, left, True, True, history=history,
                               epoch=epoch)
        play.undo(undo)
        nodes += int(stats[NODES])
        if stats[STOPPED]:
            return None, nodes, False
        exact = exact and not stats[HEURISTIC]
        values[card] = base + gain + value
    return values, nodes, exact


def deepening_card_values(position: PlayPosition, nodes: int, *, slots: int = DEFAULT_SLOTS,
                          model: PlayModel | None = None) -> tuple[dict[int, int], int, bool]:
    """The value after each legal card searched one trick deeper at a time (horizon 1, 2, ...,
    past it :func:`~gamelib.solver.play.search.first_card_playout`) while the searches so far
    took fewer than ``nodes`` nodes: the values of the deepest horizon completed (the first
    always completes), that horizon in tricks, and whether they are exact (searched to the
    end)."""
    play_tricks = (sum(int(h).bit_count() for h in position.hands) + len(position.trick)
                   + position.n - 1) // position.n
    spent = 0
    best: tuple[dict[int, int], int, bool] | None = None
    for horizon in range(1, play_tricks + 1):
        limit = 0 if best is None else max(nodes - spent, 1)
        values, used, exact = bounded_card_values(
            position, horizon=None if horizon == play_tricks else horizon, node_limit=limit,
            slots=slots, model=model)
        spent += used
        if values is None:
            break
        best = (values, horizon, exact)
        if exact or spent >= nodes:
            break
    return best


__all__ = ["COMPILE_SECONDS", "DEFAULT_SLOTS", "HAVE_NUMBA", "MAX_HAND", "bounded_card_values",
           "card_values", "deepening_card_values", "kernel_for", "solve", "table_of"]
