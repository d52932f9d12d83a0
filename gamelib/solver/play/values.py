"""The exact value of a card play by zero-window tests (:mod:`gamelib.solver.play.zerowindow`),
for every model that gives its cards' ranks (``PlayModel.ranks``).

    from gamelib.solver.play import values
    values.solve(position).value       # exact, the best card with it
    values.card_values(position)       # {card: the value after it}

A value is found as MTD's drivers find it: a test at a guess (the model's bounds' middle, or
the last value found), then steps away from it doubling until a test goes the other way, then
halving between; every test of one position shares one epoch of the table, so the later tests
walk the entries the earlier ones stored. ``nodes`` bounds the nodes of all the tests (0: no
bound); past it :class:`Stopped` is raised.

A model whose ``final`` only rounds (``PlayModel.rounding``: Tresette) is searched on its raw
value: a minimax value commutes with a map that never falls, so "the value still to come
reaches ``t``" is "the raw value still to come reaches the least raw value whose rounding
reaches ``t``", and the raw value still to come reads nothing of the points scored (the
table's entries serve every history). The tests are asked on the game's value all the same.
"""

from __future__ import annotations

import ast
import bisect
import dataclasses
import functools
import threading
import types

import numpy as np

from gamelib.solver.play import whistsearch, zerowindow
from gamelib.solver.play.kernel import HAVE_NUMBA, bound_kernel
from gamelib.solver.play.model import PlayModel, PlayPosition
from gamelib.solver.play.search import (
    INFINITY,
    Play,
    PlaySolution,
    Stopped,
    cards_of,
    check_position,
    definition_of,
    model_of,
    points_in_key,
    zero_window,
)

if HAVE_NUMBA:
    import numba

_KERNELS: dict[tuple[str, int], tuple] = {}
_LOCAL = threading.local()
_EPOCH = [0]
_EPOCH_LOCK = threading.Lock()


# -- the layout ---------------------------------------------------------------------------------

@functools.lru_cache(maxsize=64)
def _layout_of(name: str, params_bytes: bytes, ranks) -> tuple:
    params = np.frombuffer(params_bytes, dtype=np.int64)
    strength, classes = ranks(params)
    card_bit = np.full(52, 0, dtype=np.int64)
    bit_card = np.full(64, -1, dtype=np.int64)
    ids = sorted({int(c) for c in classes if c >= 0})
    nplanes = max(1, (len(ids) - 1).bit_length()) if len(ids) > 1 else 0
    planes = np.zeros(nplanes, dtype=np.int64)
    solo = 0
    for s in range(4):
        cards = [c for c in range(13 * s, 13 * s + 13) if strength[c] > 0]
        cards.sort(key=lambda c: -int(strength[c]))
        if len(cards) > 15:
            raise ValueError(f"{name}: a suit of {len(cards)} cards is more than the layout's 15")
        for place, c in enumerate(cards):
            bit = 16 * s + 14 - place
            card_bit[c] = bit
            bit_card[bit] = c
            if classes[c] < 0:
                solo |= 1 << bit
            elif nplanes:
                index = ids.index(int(classes[c]))
                for j in range(nplanes):
                    if index >> j & 1:
                        planes[j] |= 1 << bit
    sentinel = sum(1 << (16 * s + 15) for s in range(3))
    strength_of = np.array([card_bit[c] % 16 if strength[c] > 0 else 0 for c in range(52)],
                           dtype=np.int64)
    return card_bit, bit_card, planes, np.int64(solo), np.int64(sentinel), strength_of


def layout(model: PlayModel, params: np.ndarray) -> tuple:
    """The kernel's layout of the model's cards under ``params``: each card's bit, each bit's
    card, the class planes, the cards of no class (never played as one with another), the
    suits' sentinels and each card's strength in its suit."""
    return _layout_of(model.name, np.asarray(params, dtype=np.int64).tobytes(), model.ranks)


def blank_layout(model: PlayModel, params: np.ndarray, card_bit: np.ndarray,
                 kind: str = "blank") -> np.int64:
    """The layout of the cards of the model's ``blank`` class (they score nothing and no rule
    names them), or of its ``loose`` class, none when it has none."""
    which = getattr(model, kind)
    if which is None:
        return np.int64(0)
    _, classes = model.ranks(params)
    mask = 0
    for c in range(52):
        if classes[c] == which:
            mask |= 1 << int(card_bit[c])
    return np.int64(mask)


# -- the kernel of a model ---------------------------------------------------------------------

@functools.cache
def reads_won(function) -> bool:
    """Whether ``final`` reads the tricks won (its second argument), from its source; any doubt
    is a yes."""
    definition = definition_of(function)
    if definition is None or len(definition.args.args) < 2:
        return True
    name = definition.args.args[1].arg
    return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(definition))


def _jit(function):
    if function is None:
        return None
    function = getattr(function, "py_func", function)
    return numba.njit(nogil=True, inline="always")(function)


def kernel_of(model: PlayModel, players: int = 4):
    """The zero-window test of ``model`` for ``players`` hands compiled (made on first use,
    cached on disk under a name that carries a digest of every code it runs:
    :func:`~gamelib.solver.play.kernel.bound_kernel`)."""
    cached = _KERNELS.get((model.name, players))
    if cached is not None and cached[0] is model:
        return cached[1]
    names = dict(vars(zerowindow))
    names["PLAYERS"] = players
    names["legal"] = _jit(model.legal)
    names["close"] = _jit(model.close)
    names["final"] = _jit(model.final)
    names["bounds"] = _jit(model.bounds or zerowindow.no_bounds)
    for helper in ("store", "counted", "by_rank", "greedy", "better", "worth", "exact_match",
                   "reopen", "save", "ranked", "siblings", "greedy_gain"):
        names[helper] = numba.njit(nogil=True, inline="always")(
            types.FunctionType(getattr(zerowindow, helper).__code__, names, helper))
    if model.greedy_gain is not None:
        names["greedy_gain"] = _jit(model.greedy_gain)
    if model.greedy_trick is not None:
        names["greedy"] = _jit(model.greedy_trick)
    compiled = bound_kernel(zerowindow.test, names, model.name, counted=False)
    _KERNELS[model.name, players] = (model, compiled,
                                     bound_kernel(zerowindow.playout, names, model.name))
    return compiled


def playout_of(model: PlayModel, players: int = 4):
    """The greedy play-out of ``model`` for ``players`` hands compiled (:func:`zerowindow.playout`),
    the tests' guess."""
    kernel_of(model, players)
    return _KERNELS[model.name, players][2]


@functools.cache
def searched(model: PlayModel, raw: bool) -> PlayModel:
    """The model as the kernel searches it: a model that gives ``rounding`` on its raw value
    (``final`` left out) when ``raw``, else on its rounded value without its bounds (they bound
    the raw value); any other model as it is."""
    if model.rounding is None:
        return model
    if raw:
        return dataclasses.replace(model, name=f"{model.name}-raw", final=zerowindow.no_final,
                                   rounding=None)
    return dataclasses.replace(model, name=f"{model.name}-rounded", bounds=None, rounding=None)


def _table(entries: int) -> np.ndarray:
    tables = getattr(_LOCAL, "tables", None)
    if tables is None:
        tables = _LOCAL.tables = {}
    table = tables.get(entries)
    if table is None:
        if entries < 2 or entries & (entries - 1):
            raise ValueError(f"the table's entries are a power of two, not {entries}")
        # written whole at once, so that its pages are not faulted in one by one mid-search
        table = tables[entries] = np.empty((entries, zerowindow.WORDS), dtype=np.int64)
        table.fill(0)
    return table


def new_epoch() -> int:
    """A fresh epoch of the tables (positions of one epoch share the entries they store)."""
    with _EPOCH_LOCK:
        _EPOCH[0] += 1
        return _EPOCH[0]


# -- the tests and the value -------------------------------------------------------------------

class Tests:
    """The zero-window tests of one position (:func:`zerowindow.test`), in one epoch, each on
    the game's value still to come; a model that gives ``rounding`` is searched on its raw
    value where the position's weights allow (:meth:`raw`)."""

    def __init__(self, position: PlayPosition, model: PlayModel | None = None,
                 entries: int = zerowindow.DEFAULT_ENTRIES, epoch: int | None = None,
                 nodes: int = 0):
        check_position(position)
        self.model = model or model_of(position)
        if self.model.ranks is None:
            raise ValueError(f"{self.model.name}: the model gives no ranks of its cards, so the "
                             "zero-window search cannot play it")
        self.play = p = Play(position, self.model)
        scale = None
        if self.model.rounding is not None:
            scale = self.model.rounding(p.params, p.hands, p.trick[:p.k], p.points, p.weights)
        self.raws, self.values = scale if scale is not None else (None, None)
        self.searched = searched(self.model, scale is not None)
        self.kernel = kernel_of(self.searched, p.n)
        (self.card_bit, self.bit_card, self.planes, self.solo, self.sentinel,
         self.strength) = layout(self.model, p.params)
        self.blank = blank_layout(self.model, p.params, self.card_bit)
        self.loose = blank_layout(self.model, p.params, self.card_bit, "loose")
        self.table = _table(entries)
        self.epoch = new_epoch() if epoch is None else epoch
        self.limit = nodes
        self.nodes = 0
        self.key_won = reads_won(self.searched.final)
        self.key_points = points_in_key(self.searched)
        self.killers = np.full((2, zerowindow.KILLERS), -1, dtype=np.int64)
        self.work = zerowindow.working(p.n)
        self.maxer = np.array(p.maximiser, dtype=np.int64)
        self.cards: dict[int, int] = {}      # raw target -> the root's card that decided it
        self.answers: dict[int, bool] = {}   # raw target -> the test's answer

    def lay(self) -> np.ndarray:
        out = np.zeros(self.play.n, dtype=np.int64)
        for i, hand in enumerate(self.play.hands):
            for c in cards_of(int(hand)):
                out[i] |= 1 << int(self.card_bit[c])
        return out

    def raw(self, target: int) -> int:
        """The target the kernel tests for ``target``: the least raw value still to come whose
        value reaches it (one above the greatest when none does); ``target`` itself where the
        value is searched as it is."""
        if self.values is None:
            return target
        i = bisect.bisect_left(self.values, target)
        return self.raws[i] if i < len(self.raws) else self.raws[-1] + 1

    def rounded(self, raw: int) -> int:
        """The value still to come when the raw value still to come is ``raw`` (the value at
        the greatest raw value the play can reach not above it); ``raw`` itself where the value
        is searched as it is."""
        if self.values is None:
            return raw
        return self.values[max(bisect.bisect_right(self.raws, raw) - 1, 0)]

    def __call__(self, target: int) -> bool:
        """Whether the maximisers can make the value still to come at least ``target``."""
        t = self.raw(target)
        if t in self.answers:
            return self.answers[t]
        p = self.play
        stats = np.zeros(4, dtype=np.int64)
        stats[2] = -1
        left = 0 if self.limit <= 0 else max(self.limit - self.nodes, 1)
        result = self.kernel(
            p.params, p.hands.copy(), self.lay(), p.trick.copy(), p.k, p.leader, p.won.copy(),
            p.points.copy(), p.weights, self.maxer, t, self.table, self.epoch, left,
            stats, self.card_bit, self.bit_card, self.planes, self.solo, self.sentinel,
            self.strength, self.key_won, self.key_points, self.killers, self.blank, self.loose,
            self.work)
        self.nodes += int(stats[0])
        if stats[1]:
            raise Stopped
        if stats[2] >= 0:
            self.cards[t] = int(stats[2])
        self.answers[t] = bool(result)
        return bool(result)

    def window(self) -> tuple[int, int]:
        """The model's bounds of the value still to come at a trick's start, else none."""
        p = self.play
        if p.k or self.searched.bounds is None or not p.cards_left():
            return -INFINITY, INFINITY
        out = np.zeros(3, dtype=np.int64)
        self.searched.bounds(p.params, p.hands, p.leader, p.won, p.points, p.weights,
                             self.maxer, out)
        return self.rounded(int(out[0])), self.rounded(int(out[1]))

    def value(self, guess: int | None = None, lo: int | None = None,
              hi: int | None = None) -> int:
        """The exact value still to come: tests from ``guess``, doubling their steps away
        from it until one goes the other way, then halving; ``lo``/``hi``: known bounds.
        Where the value is rounded the tests step over the values the play can take only."""
        if not self.play.cards_left():
            return 0
        low, high = self.window()
        low = low if lo is None else max(low, lo)
        high = high if hi is None else min(high, hi)
        if guess is None:
            guess = self.playout()
        if self.values is None:
            return zero_window(self, low, high, guess)
        reach = sorted(set(self.values))
        u = zero_window(lambda u: self(reach[u]), bisect.bisect_left(reach, low),
                        bisect.bisect_right(reach, high) - 1,
                        bisect.bisect_right(reach, guess) - 1)
        return reach[u]

    def playout(self) -> int:
        """The value still to come were every player to play greedily to the end."""
        p = self.play
        return self.rounded(int(playout_of(self.searched, p.n)(
            p.params, p.hands.copy(), p.trick.copy(), p.k, p.leader, p.won.copy(),
            p.points.copy(), p.weights, self.maxer, self.strength)))

    def best(self, v: int) -> int:
        """A card of the player to play that keeps the value ``v``: the card that decided the
        root's test at ``v`` (the maximiser) or above it (the minimiser), else the first card
        whose own test keeps it."""
        p = self.play
        maxer = p.maximiser[p.to_play()]
        target = v if maxer else v + 1
        if self.raw(target) not in self.answers:
            self(target)
        if self.raw(target) in self.cards:
            return self.cards[self.raw(target)]
        for card in cards_of(p.legal()):
            gain, undo = p.play(card)
            try:
                ok = Tests(self.play.position(), self.model, self.table.shape[0], self.epoch,
                           0)(target - gain)
            finally:
                p.undo(undo)
            if ok == maxer:
                return card
        raise AssertionError("no card keeps the value: the search is inconsistent")


def solve(position: PlayPosition, *, nodes: int = 0, model: PlayModel | None = None,
          entries: int = zerowindow.DEFAULT_ENTRIES) -> PlaySolution:
    """The exact value of the play from ``position`` (points so far included) and a card that
    keeps it; :class:`Stopped` past ``nodes`` nodes (0: no bound). A Whist-family model
    (``PlayModel.whist``) goes to its own kernel, :mod:`gamelib.solver.play.whistsearch`."""
    model = model or model_of(position)
    if model.whist is not None and HAVE_NUMBA:
        return whistsearch.solve(position, model, nodes=nodes)
    tests = Tests(position, model, entries, nodes=nodes)
    base = tests.play.value()
    if not tests.play.cards_left():
        return PlaySolution(base, None, (), 0, True)
    v = tests.value()
    card = tests.best(v)
    return PlaySolution(base + v, card, (card,), tests.nodes, True)


def card_values(position: PlayPosition, *, nodes: int = 0, model: PlayModel | None = None,
                entries: int = zerowindow.DEFAULT_ENTRIES) -> tuple[dict[int, int], int]:
    """The exact value after each legal card (points so far included) and the nodes searched,
    every card's tests in one epoch and with one set of killer leads, each from the value
    before it; :class:`Stopped` past ``nodes`` nodes; a Whist-family model goes to its own
    kernel, as in :func:`solve`."""
    model = model or model_of(position)
    if model.whist is not None and HAVE_NUMBA:
        return whistsearch.card_values(position, model, nodes=nodes)
    first = Tests(position, model, entries, nodes=nodes)
    play = first.play
    base = play.value()
    out: dict[int, int] = {}
    spent = 0
    guess = None
    for card in cards_of(play.legal()):
        gain, undo = play.play(card)
        child = play.position()
        play.undo(undo)
        left = 0 if nodes <= 0 else max(nodes - spent, 1)
        tests = Tests(child, model, entries, first.epoch, left)
        tests.killers = first.killers
        try:
            v = tests.value(None if guess is None else guess - gain) + gain
        finally:
            spent += tests.nodes
        out[card] = base + v
        guess = v
    return out, spent


__all__ = ["Tests", "card_values", "kernel_of", "layout", "new_epoch", "reads_won", "searched",
           "solve"]
