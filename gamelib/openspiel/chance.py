"""The engine's draws as OpenSpiel's chance nodes: a generator that hands the engine the lots
fallen in OpenSpiel, and asks for the next one when it has none left (docs/openspiel.md)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


class ChanceNeeded(BaseException):
    """The engine asked for a draw that has not fallen yet: ``counts`` the lots it needs, one
    after another (a shuffle's: 52, 51, ... 2), each among so many equally likely outcomes;
    ``items`` what the first is drawn among, when the engine named them."""

    def __init__(self, counts: Sequence[int], items: Sequence | None = None):
        super().__init__(list(counts), items)
        self.counts = list(counts)
        self.outcomes = counts[0]
        self.items = None if items is None else list(items)


class ChanceDraws(np.random.Generator):
    """A generator for the engine that deals out chance outcomes that have fallen in OpenSpiel
    (``lots``, each a number below the draw's count) and raises :class:`ChanceNeeded` when it
    has none left. Each of numpy's draws the games use is a lot or a sequence of lots, every
    lot uniform: ``integers``, ``choice`` (with or without replacement), ``permutation``,
    ``shuffle``."""

    def __init__(self, lots: Sequence[int] = ()):
        super().__init__(np.random.PCG64(0))
        self.lots = list(lots)
        self.used = 0

    def __reduce__(self):
        return (_draws_at, (self.lots, self.used))

    def __deepcopy__(self, memo):
        return _draws_at(self.lots, self.used)

    def lot(self, outcomes: int, items: Sequence | None = None) -> int:
        """The next lot among ``outcomes``, or the request for it."""
        if outcomes < 1:
            raise ValueError(f"a draw among {outcomes} outcomes")
        if outcomes == 1:
            return 0
        if self.used == len(self.lots):
            raise ChanceNeeded([outcomes], items)
        value = self.lots[self.used]
        if not 0 <= value < outcomes:
            raise ValueError(f"lot {value} is not among the {outcomes} outcomes drawn")
        self.used += 1
        return value

    def _sequence(self, items: list, count: int) -> list:
        """``count`` items drawn one after another without replacement."""
        left, drawn = list(items), []
        for _ in range(count):
            if self.used == len(self.lots) and len(left) > 1:  # every lot still to come
                counts = [len(left) - j for j in range(count - len(drawn)) if len(left) - j > 1]
                raise ChanceNeeded(counts, left)
            drawn.append(left.pop(self.lot(len(left), left)))
        return drawn

    def integers(self, low, high=None, size=None, dtype=np.int64, endpoint=False):
        if high is None:
            low, high = 0, low
        count = int(high) - int(low) + (1 if endpoint else 0)
        if size is not None:
            return np.array([int(low) + self.lot(count) for _ in range(int(np.prod(size)))])
        return np.int64(int(low) + self.lot(count))

    def choice(self, a, size=None, replace=True, p=None, axis=0, shuffle=True):
        if p is not None:
            raise ValueError("a weighted draw is not a uniform lot")
        items = list(range(int(a))) if isinstance(a, (int, np.integer)) else list(a)
        if size is None:
            return items[self.lot(len(items), items)]
        count = int(np.prod(size))
        drawn = ([items[self.lot(len(items), items)] for _ in range(count)] if replace
                 else self._sequence(items, count))
        return np.array(drawn)

    def permutation(self, x):
        items = list(range(int(x))) if isinstance(x, (int, np.integer)) else list(x)
        return np.array(self._sequence(items, len(items)))

    def shuffle(self, x, axis=0):
        x[:] = self._sequence(list(x), len(x))

    def _hidden(self, *args, **kwargs):
        raise ValueError("the engine drew a number that is no uniform lot: it cannot be a "
                         "chance node of OpenSpiel")

    random = uniform = normal = standard_normal = bytes = binomial = _hidden


def _draws_at(lots: Sequence[int], used: int) -> ChanceDraws:
    """A :class:`ChanceDraws` with ``lots`` fallen and the first ``used`` of them taken."""
    draws = ChanceDraws(lots)
    draws.used = used
    return draws
