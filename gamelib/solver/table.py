"""The transposition tables of the search and their epochs: the readable search's bounded
:class:`Table` (two generations), and the compiled search's tables, one array per (players,
slots) for the process, shared by successive searches through epochs (:func:`new_epoch`; an
entry of another epoch counts as empty). See docs/solver.md, *Transposition table*."""

from __future__ import annotations

import threading
import weakref

import numpy as np

DEFAULT_MAX_ENTRIES = 1_000_000
#: The compiled table's entries (2**20: 64 MiB).
DEFAULT_SLOTS = 1 << 20


class Table:
    """The bounded transposition table (two generations, at most ``max_entries`` entries)."""

    def __init__(self, max_entries: int = DEFAULT_MAX_ENTRIES):
        if max_entries < 2:
            raise ValueError("a transposition table needs room for at least 2 entries")
        self.max_entries = max_entries
        self.young: dict = {}
        self.old: dict = {}

    def get(self, key):
        e = self.young.get(key)
        if e is None:
            e = self.old.get(key)
            if e is not None:
                self.put(key, e)
        return e

    def put(self, key, entry) -> None:
        young = self.young
        if len(young) >= self.max_entries // 2 and key not in young:
            self.old = young
            self.young = young = {}
        young[key] = entry

    def __len__(self) -> int:
        return len(self.young) + len(self.old)


_EPOCH = 0
#: The compiled tables, one per (players, slots) and thread, shared by every search the thread
#: runs; a new search takes a new epoch, and entries of older epochs count as empty (so no
#: clearing). A thread of its own table: the searches of PIMC's worlds run on every core, and
#: an entry written by one thread while another reads it would be read half old, half new.
_TABLES = threading.local()
#: Every compiled table of every thread still alive, by weak reference (cleared together when
#: the epochs wrap round).
_ALL_TABLES: list = []
_MADE = threading.Lock()


def _table(slots: int):
    """A compiled table of ``slots`` entries, every one empty: a row of 8 int64 (64 bytes, one
    cache line) an entry, in memory the system is asked to back with huge pages where it can
    (the probes fall all over the table, and with 4 KiB pages nearly every one would also miss
    the processor's page cache, the TLB). Empty is all zero, an entry of epoch 0, which no
    search has (:func:`new_epoch` starts at 1): the system hands out zeroed pages as the
    searches first touch them, so a new table costs nothing up front."""
    import mmap
    size = slots * 64
    huge = 1 << 21
    try:
        buf = mmap.mmap(-1, size + huge, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
        start = -np.frombuffer(buf, dtype=np.uint8, count=1).ctypes.data % huge
        if hasattr(mmap, "MADV_HUGEPAGE"):
            buf.madvise(mmap.MADV_HUGEPAGE, start, size)
        tt = np.frombuffer(buf, dtype=np.int64, count=slots * 8, offset=start)
    except (OSError, ValueError, AttributeError):  # no such mapping here: ordinary memory
        tt = np.zeros(slots * 8, dtype=np.int64)
    return tt.reshape(slots, 8)


def new_epoch() -> int:
    """A fresh epoch of the compiled tables. Positions given the same epoch share their table
    entries: exact when they are of one game with the same trump suit, matador rule, players
    and (Ombre) score function -- as the worlds of one PIMC decision -- since an entry holds
    the lengths of every hand in every suit, the holders of the ranks that decided it (as
    relative ranks), the player to move, the tricks won (Ombre), the called king's place and
    which players maximise: all that decides its value (partition search, docs/solver.md).
    (After 2**31 epochs the tables are cleared and the count starts again: an
    entry holds its epoch in 31 bits.)"""
    global _EPOCH
    _EPOCH += 1
    if _EPOCH >= 1 << 31:
        with _MADE:
            for ref in _ALL_TABLES:
                table = ref()
                if table is not None:
                    table.fill(0)
        _EPOCH = 1
    return _EPOCH


def shared_table(players: int, slots: int):
    """The calling thread's compiled table for ``players`` and ``slots`` (made on first use)."""
    mine = getattr(_TABLES, "made", None)
    if mine is None:
        mine = _TABLES.made = {}
    tt = mine.get((players, slots))
    if tt is None:  # 8 int64 an entry: a bucket of four is four cache lines
        tt = mine[(players, slots)] = _table(slots)
        with _MADE:
            _ALL_TABLES[:] = [ref for ref in _ALL_TABLES if ref() is not None]
            _ALL_TABLES.append(weakref.ref(tt))
    return tt
