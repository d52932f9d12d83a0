"""The glue between a :class:`gamelib.solver.search.Position` and the compiled search: the
search's own numbering of the cards (:class:`Layout`, each row of the order on 16 bits) and
the arrays of one position's searches (:class:`FastSearch`), which translate hands and cards at
the kernel's door. See docs/solver.md."""

from __future__ import annotations

import threading

import numpy as np

from gamelib.games.ombre.order import MATADOR_MASK, STRENGTH, SUIT_OF, TRUMP_MASK, TRUMP_RANK
from gamelib.solver.bits import HAVE_NUMBA
from gamelib.solver.orders import EFFECTIVE, ORDERS, SUIT_MASKS
from gamelib.solver.table import DEFAULT_SLOTS, new_epoch, shared_table

if HAVE_NUMBA:
    from gamelib.solver.kernel import _nb_search

#: The bound tables of an Ombre score function (shared by the worlds of one PIMC decision).
_BOUNDS: dict = {}
#: Each thread's working arrays of the compiled search (its moves, keys, frames, relative
#: ranks, holders, suits' best cards): written afresh by every search, so one set a thread
#: serves every position it searches.
_SCRATCH = threading.local()
#: No killer lead yet at any depth (copied for each position).
_NO_KILLER = np.full(64, -1, dtype=np.int64)
#: A Quadrille position's unused bound tables and its tricks' multipliers, per (tricks, players).
_ADDITIVE: dict = {}


def _scratch():
    """The calling thread's working arrays of the compiled search (made on first use)."""
    arrays = getattr(_SCRATCH, "arrays", None)
    if arrays is None:
        arrays = _SCRATCH.arrays = (
            np.zeros((64, 16), dtype=np.int64), np.zeros((64, 16), dtype=np.int64),
            np.zeros((64, 23), dtype=np.int64), np.zeros((64, 8), dtype=np.int64),
            np.zeros(64, dtype=np.int64), np.zeros(4, dtype=np.int64))
    return arrays


class Layout:
    """The compiled search's own numbering of the cards for one trump suit and matador rule:
    each row of :data:`ORDERS` (an effective suit, highest first) takes the bits ``16 * row``
    upwards in its order, the trump row's non-matadors from ``16 * row + 4`` -- so a card's bit
    is its relative-rank code when every card of its row is still out, and the cards of a row
    in play order are its bits from the lowest. The search's tables are laid out in it; hands,
    cards and the cut card are translated at the search's door (:meth:`mask`, :meth:`card`,
    :meth:`card_of`)."""

    _made: dict = {}

    @classmethod
    def of(cls, pm: bool, t: int) -> Layout:
        lay = cls._made.get((pm, t))
        if lay is None:
            lay = cls._made[(pm, t)] = cls(pm, t)
        return lay

    def __init__(self, pm: bool, t: int):
        to = [-1] * 52
        for row, seq in enumerate(ORDERS[(pm, t)]):
            j = 0
            for c in seq:
                if c == -1:
                    assert j <= 4, "more than four matadors"
                    j = 4  # the trump row's non-matadors
                    continue
                assert j < 16, "a row of the order is longer than 16 cards"
                to[c] = 16 * row + j
                j += 1
            # the search takes a suit's mask for its row of the order
            assert sorted(c for c in seq if c >= 0) == [c for c in range(52)
                                                        if SUIT_MASKS[t][row] >> c & 1]
        frm = [-1] * 64
        for c, b in enumerate(to):
            if b >= 0:
                frm[b] = c
        self.to, self.frm = to, frm
        self._memo: dict[int, int] = {}
        # a mask translated a byte at a time
        self._bytes = [[sum(1 << to[8 * i + j] for j in range(8)
                            if 8 * i + j < 52 and byte >> j & 1 and to[8 * i + j] >= 0)
                        for byte in range(256)] for i in range(7)]

        def by_bit(table, missing):
            return np.array([missing if c < 0 else table[c] for c in frm], dtype=np.int64)

        self.suit_masks = np.array([self.mask(m) for m in SUIT_MASKS[t]], dtype=np.int64)
        self.eff = np.array([by_bit(EFFECTIVE[t][s], -1) for s in range(4)], dtype=np.int64)
        self.suit_of = by_bit(SUIT_OF[t], 0)
        self.strength = by_bit(STRENGTH[t], -1)
        self.trank = by_bit([-1 if r is None else r for r in TRUMP_RANK[t]], -1)

    def mask(self, m: int) -> int:
        """A mask of cards in the search's numbering (remembered: the hands of a position are
        translated again at each of its tests)."""
        memo = self._memo
        out = memo.get(m)
        if out is not None:
            return out
        key, out = m, 0
        table = self._bytes
        i = 0
        while m:
            out |= table[i][m & 255]
            m >>= 8
            i += 1
        if len(memo) >= 1 << 16:
            memo.clear()
        memo[key] = out
        return out

    def card(self, c: int) -> int:
        """A card (or -1) in the search's numbering."""
        return -1 if c < 0 else self.to[c]

    def card_of(self, b: int) -> int:
        """The card of the search's bit ``b`` (or -1)."""
        return -1 if b < 0 else self.frm[b]


class FastSearch:
    """The compiled search's arrays for one position (a :class:`gamelib.solver.search.Position`,
    which makes it: this module below it names no search); its table entries are its own
    epoch's in the table of that size of the thread that searches (:func:`shared_table`)."""

    def __init__(self, position, slots: int = DEFAULT_SLOTS):
        if not HAVE_NUMBA:
            raise RuntimeError("numba is not installed: use the Python search (fast=False)")
        if slots & (slots - 1) or slots < 4:
            raise ValueError("the compiled table's size must be a power of two, at least 4 "
                             f"(one bucket of four entries), not {slots}")
        p = position
        n, t = p.n, p.t
        self.p = p
        epoch = p.epoch if p.epoch is not None else new_epoch()
        lay = self.layout = Layout.of(p.pm, t)
        self.P = np.array([n, t, int(p.pm), int(p.additive), lay.card(p.called), p.aide,
                           lay.mask(TRUMP_MASK[t]), lay.mask(MATADOR_MASK[(p.pm, t)]),
                           slots - 1, epoch, int(p.misere), -1, -1], dtype=np.int64)
        self.first = -1  # the root's first card (Position.test), in the position's numbering
        self.best = -1  # the best card of the root's trick so far (Position.test), likewise
        self.suit_masks, self.eff, self.suit_of = lay.suit_masks, lay.eff, lay.suit_of
        self.strength, self.trank = lay.strength, lay.trank
        self.maximiser = np.array(p.maximiser, dtype=np.int64)
        T = p.total
        size = (T + 1) ** n if not p.additive else 1
        if p.additive:  # the kernel reads these, never writes them: one set for all
            made = _ADDITIVE.get((T, n))
            if made is None:
                made = _ADDITIVE[(T, n)] = (
                    np.array([(T + 1) ** q for q in range(n)], dtype=np.int64),
                    np.zeros(1, dtype=np.int64), np.zeros(1, dtype=np.int64))
            self.mult, self.lo, self.hi = made
        else:
            self.mult = np.array([(T + 1) ** q for q in range(n)], dtype=np.int64)
            self.lo = np.zeros(size, dtype=np.int64)
            self.hi = np.zeros(size, dtype=np.int64)
            cached = _BOUNDS.get((p.score, T, n))
            if cached is None:
                for w, (lo, hi) in p.all_bounds().items():
                    idx = sum(w[q] * (T + 1) ** q for q in range(n))
                    self.lo[idx] = lo
                    self.hi[idx] = hi
                if len(_BOUNDS) > 64:
                    _BOUNDS.clear()
                _BOUNDS[(p.score, T, n)] = (self.lo, self.hi)
            else:
                self.lo, self.hi = cached
        if size * 128 * 64 > 1 << 29:  # the key's past and sides (see _nb_search's meta)
            raise ValueError(f"{n} players and {T} tricks do not fit the compiled table's key")
        self.slots = slots
        # the position's own: its history counts, killer leads and node count carry over from
        # one of its tests to the next (the working arrays are the thread's: _scratch)
        self.hist = np.zeros(64, dtype=np.int64)
        self.killer = _NO_KILLER.copy()
        self.nodes = np.zeros(8, dtype=np.int64)
        self.moves = self.frames = None  # the last search's root moves and frames (tried)

    def search(self, target, pos, k, led, bs, bp, tm) -> bool:
        p = self.p
        lay = self.layout
        hands = np.array([lay.mask(h) for h in p.hands], dtype=np.int64)
        won = np.array(p.won, dtype=np.int64)
        self.maximiser[:] = p.maximiser
        before = int(self.nodes[0])
        self.P[11] = lay.card(self.first)
        self.P[12] = lay.card(self.best)
        # the calling thread's table and working arrays (the worlds of a decision are searched
        # on every core); the search addresses the table's buckets in a flat view
        flat = shared_table(p.n, self.slots).reshape(-1)
        moves, keys, frames, rel, own, tops = _scratch()
        frames[0, 10] = frames[0, 11] = 0  # (see tried)
        self.moves, self.frames = moves, frames
        r = _nb_search(target, pos, k, lay.card(led), bs, bp, lay.mask(tm), hands, won, self.P,
                       self.suit_masks, self.eff, self.suit_of, self.strength, self.trank,
                       self.maximiser, self.lo, self.hi, self.mult, flat,
                       moves, keys, frames, self.nodes, self.hist, self.killer, rel, own, tops)
        p.nodes += int(self.nodes[0]) - before
        p.cut = lay.card_of(int(self.nodes[1]))
        return bool(r)

    def tried(self) -> frozenset[int]:
        """The root's cards the last search tried before the one it stopped at (none when the
        root was decided before its cards were tried), in the position's numbering; asked
        straight after the search, in its thread."""
        if self.frames is None:
            return frozenset()
        i = min(int(self.frames[0, 11]), int(self.frames[0, 10]))
        return frozenset(self.layout.card_of(int(self.moves[0, j])) for j in range(i))

