"""The exact value of a Whist-family card play (Whist, Boston) by zero-window tests on the
counted players' tricks, with the compiled kernel :mod:`gamelib.solver.play.whistkernel`.

    from gamelib.solver.play import whistsearch
    whistsearch.solve(position, model).value       # exact, in the model's units
    whistsearch.card_values(position, model)       # {card: the value after it}

The value of such a play is ``base + sign * X + final``: the points scored so far, the counted
players' tricks still to come ``X`` (the players whose weight is not 0, every weight ``sign``),
and the constant the model's ``final`` adds. The kernel's test asks whether the players who
want ``X`` high (the maximisers when ``sign`` is +1, else the minimisers) can make ``X`` at
least a target; :class:`Tricks` finds ``X`` by such tests, every test of one position and of
its cards in one epoch of the thread's table. Past ``nodes`` :class:`Stopped` is raised.
"""

from __future__ import annotations

import functools
import threading

import numpy as np

from gamelib.solver.play import whistkernel as wk
from gamelib.solver.play.model import PlayModel, PlayPosition
from gamelib.solver.play.search import (
    Play,
    PlaySolution,
    Stopped,
    cards_of,
    check_position,
    zero_window,
)

_LOCAL = threading.local()
_EPOCH = [0]
_EPOCH_LOCK = threading.Lock()


@functools.cache
def _reversed13() -> np.ndarray:
    """A suit's 13 card bits (the ace on bit 0) turned over (the ace on bit 12)."""
    return np.array([int(f"{x:013b}"[::-1], 2) for x in range(1 << 13)], dtype=np.int64)


def lay(mask: int) -> int:
    """A mask of cards ``13 * s + r`` (``r`` 0 the ace) in the kernel's layout: suit ``s`` on
    bits ``16 * s`` up, the ace on bit 12."""
    rev = _reversed13()
    out = 0
    for s in range(4):
        out |= int(rev[(mask >> (13 * s)) & 0x1FFF]) << (16 * s)
    return out


def card_of(bit: int) -> int:
    """The card of a layout bit."""
    return 13 * (bit >> 4) + 12 - (bit & 15)


def bit_of(card: int) -> int:
    """The layout bit of a card."""
    return 16 * (card // 13) + 12 - card % 13


def new_epoch() -> int:
    """A fresh epoch of the tables (an entry of another epoch may be replaced first)."""
    with _EPOCH_LOCK:
        _EPOCH[0] = (_EPOCH[0] + 1) & ((1 << 40) - 1)
        return _EPOCH[0]


def _arrays(entries: int):
    """The calling thread's table of ``entries`` entries and working arrays."""
    made = getattr(_LOCAL, "made", None)
    if made is None:
        made = _LOCAL.made = {}
    arrays = made.get(entries)
    if arrays is None:
        if entries < wk.BUCKET or entries & (entries - 1):
            raise ValueError(f"the table's entries are a power of two, at least {wk.BUCKET}, "
                             f"not {entries}")
        table = np.zeros(entries * wk.WORDS, dtype=np.int64)
        arrays = made[entries] = (
            table, np.zeros((wk.PLY_ROWS, 16), dtype=np.int64),
            np.zeros((wk.PLY_ROWS, 16), dtype=np.int64),
            np.zeros((wk.PLY_ROWS, wk.PLY_WORDS), dtype=np.int64),
            np.zeros(64, dtype=np.int64))
    return arrays


def clear_table(entries: int = wk.DEFAULT_ENTRIES) -> None:
    """Empty the calling thread's table of ``entries`` entries: the next search finds no entry
    of an earlier one, so its nodes do not depend on what the thread searched before."""
    _arrays(entries)[0].fill(0)


def whist_terms(play: Play, model: PlayModel) -> tuple[int, int, int, int]:
    """The counted players (a mask), the sign of their weight, the constant ``final`` adds
    to the value and the players who want the counted tricks high (a mask)."""
    weights = [int(w) for w in play.weights]
    counted = sum(1 << i for i, w in enumerate(weights) if w)
    signs = {w for w in weights if w}
    if len(signs) != 1 or abs(next(iter(signs))) != 1:
        raise ValueError(f"{model.name}: the Whist search counts tricks of equal weight +1 or "
                         f"-1, not the weights {weights}")
    sign = signs.pop()
    points = np.zeros(play.n, dtype=np.int64)
    model.final(play.params, np.zeros(play.n, dtype=np.int64), points)
    adj = int(sum(w * int(x) for w, x in zip(weights, points)))
    want = sum(1 << i for i, m in enumerate(play.maximiser) if bool(m) == (sign > 0))
    return counted, sign, adj, want


class Tricks:
    """The zero-window tests on the counted tricks ``X`` still to come of one position."""

    def __init__(self, position: PlayPosition, model: PlayModel,
                 entries: int = wk.DEFAULT_ENTRIES, epoch: int | None = None, nodes: int = 0,
                 orders: tuple[np.ndarray, np.ndarray] | None = None):
        """``orders``: the killers and the leads' history to order the moves by, shared with
        the tests of other positions of one depth (by default of these tests alone)."""
        check_position(position)
        if position.n != 4:
            raise ValueError(f"{model.name}: the Whist search plays four hands, not {position.n}")
        self.model = model
        self.play = Play(position, model)
        self.counted, self.sign, self.adj, self.want = whist_terms(self.play, model)
        self.trump = int(model.whist(self.play.params))
        (self.table, self.mv, self.rn, self.st, self.wrs) = _arrays(entries)
        if orders is None:
            orders = (np.full(64, -1, dtype=np.int64), np.zeros(256, dtype=np.int64))
        self.killers, self.hist = orders
        self.epoch = new_epoch() if epoch is None else epoch
        self.limit = nodes
        self.nodes = 0
        self.cards: dict[int, int] = {}   # target -> the root's card that decided it
        self.relevant = 0   # the cards whose ranks decided the tests so far (layout bits)
        self.hands = np.array([lay(int(h)) for h in self.play.hands], dtype=np.int64)
        self.rem = int(self.play.hands[self.play.to_play()]).bit_count()
        cfg = self.cfg = np.zeros(wk.C_WORDS, dtype=np.int64)
        cfg[wk.C_TRUMP] = self.trump
        cfg[wk.C_COUNTED] = self.counted
        cfg[wk.C_WANT] = self.want
        cfg[wk.C_META] = ((self.trump + 1) << 2) | (self.counted << 5) | (self.want << 9)
        cfg[wk.C_BUCKETS] = entries // wk.BUCKET - 1
        cfg[wk.C_EPOCH] = self.epoch
        cfg[wk.C_K0] = self.play.k
        for j in range(self.play.k):
            cfg[wk.C_TRICK + j] = bit_of(int(self.play.trick[j]))

    def __call__(self, target: int) -> bool:
        """Whether the players who want it can make the counted tricks still to come at least
        ``target``."""
        cfg = self.cfg
        cfg[wk.C_NODES] = 0
        cfg[wk.C_STOPPED] = 0
        cfg[wk.C_ROOT_CARD] = -1
        cfg[wk.C_LIMIT] = 0 if self.limit <= 0 else max(self.limit - self.nodes, 1)
        result = wk.search(self.hands.copy(), cfg, self.table, 0, self.play.leader, target,
                           self.mv, self.rn, self.st, self.wrs, self.killers, self.hist)
        self.nodes += int(cfg[wk.C_NODES])
        if cfg[wk.C_STOPPED]:
            raise Stopped
        self.relevant |= int(self.wrs[0])
        if cfg[wk.C_ROOT_CARD] >= 0:
            self.cards[target] = card_of(int(cfg[wk.C_ROOT_CARD]))
        return bool(result)

    def tricks(self, guess: int | None = None, lo: int = 0, hi: int | None = None) -> int:
        """The counted tricks still to come, by tests from ``guess`` (the middle);
        ``lo``/``hi`` known bounds."""
        high = self.rem if hi is None else min(hi, self.rem)
        low = max(lo, 0)
        return zero_window(self, low, high, (low + high + 1) // 2 if guess is None else guess)

    def value_of(self, x: int) -> int:
        """The whole play's value when the counted tricks still to come are ``x``."""
        return self.play.value() + self.sign * x + self.adj

    def best(self, x: int) -> int:
        """A card of the player to move that keeps ``x``: the card with which the root's test
        went his way."""
        mover_wants = (self.want >> self.play.to_play()) & 1
        target = x if mover_wants else x + 1
        if target <= 0 or target > self.rem:   # every card keeps it
            return cards_of(self.play.legal())[0]
        if target not in self.cards:
            self(target)
        return self.cards[target]


def solve(position: PlayPosition, model: PlayModel, *, nodes: int = 0,
          entries: int = wk.DEFAULT_ENTRIES) -> PlaySolution:
    """The exact value of the play from ``position`` (points so far included) and a card that
    keeps it; :class:`Stopped` past ``nodes`` nodes (0: no bound)."""
    tests = Tricks(position, model, entries, nodes=nodes)
    if not tests.play.cards_left():
        return PlaySolution(tests.play.value() + tests.adj, None, (), 0, True)
    x = tests.tricks()
    card = tests.best(x)
    return PlaySolution(tests.value_of(x), card, (card,), tests.nodes, True)


def card_values(position: PlayPosition, model: PlayModel, *, nodes: int = 0,
                entries: int = wk.DEFAULT_ENTRIES) -> tuple[dict[int, int], int]:
    """The exact value after each legal card (points so far included) and the nodes searched:
    one search a run of equivalent cards, every test in one epoch, each card's tests from the
    position's own value."""
    root = Tricks(position, model, entries, nodes=nodes)
    play = root.play
    legal = play.legal()
    if not play.cards_left():
        return {}, 0
    x = root.tricks()
    spent = root.nodes
    mover_wants = (root.want >> play.to_play()) & 1
    out: dict[int, int] = {}
    done: dict[int, int] = {}
    for card in cards_of(legal):
        run = run_top(play, card, root.trump)
        if run not in done:
            won = play.won.copy()
            gain, undo = play.play(card)
            # the counted trick this card closed, if it closed one
            closed = int(sum(int(a) - int(b) for i, (a, b) in enumerate(zip(play.won, won))
                             if (root.counted >> i) & 1))
            child = play.position()
            play.undo(undo)
            left = 0 if nodes <= 0 else max(nodes - spent, 1)
            tests = Tricks(child, model, entries, root.epoch, left)
            try:
                if mover_wants:
                    xc = tests.tricks(x - closed, hi=x - closed)
                else:
                    xc = tests.tricks(x - closed, lo=x - closed)
            finally:
                spent += tests.nodes
            done[run] = tests.value_of(xc)
        out[card] = done[run]
    return out, spent


def run_top(play: Play, card: int, trump: int) -> int:
    """The highest card of the run of equivalent cards ``card`` belongs to in the hand of
    the player to move: his cards of its suit with no other card between them still in a
    hand or the trick's best card (a card of the trick beaten or below the best leaves with
    the trick and decides nothing)."""
    mine = lay(int(play.hands[play.to_play()]))
    live = 0
    for h in play.hands:
        live |= lay(int(h))
    if play.k:
        best = bit_of(int(play.trick[0]))
        for j in range(1, play.k):
            b = bit_of(int(play.trick[j]))
            if ((b >> 4) == (best >> 4) and b > best) or ((b >> 4) == trump
                                                           and (best >> 4) != trump):
                best = b
        live |= 1 << best
    b = bit_of(card)
    top = b
    for up in range(b + 1, 16 * (b >> 4) + 13):
        if not (live >> up) & 1:
            continue
        if not (mine >> up) & 1:
            break
        top = up
    return top


def low_siblings(play: Play, card: int, relevant: int) -> list[int]:
    """The cards of the player to move that the position after ``card`` stands for, given
    ``relevant``, the cards whose ranks decided its tests (layout bits): his cards of its
    suit that lie with it below the lowest card of the suit in ``relevant`` (all of the suit
    when none is). Played instead, such a card leaves a position those ranks cannot tell
    apart -- the same holders of every card from that lowest one up, the same lengths -- so
    its tests go the same way (partition search's siblings). Only for a card that leaves the
    trick open: a card closing it decides its taker, which the tests after it do not read."""
    if play.k == len(play.hands) - 1:
        return [card]
    b = bit_of(card)
    suit = (0x1FFF << (16 * (b >> 4)))
    decided = relevant & suit
    if decided:
        lowest_decided = (decided & -decided).bit_length() - 1
        if b >= lowest_decided:
            return [card]
        suit &= (1 << lowest_decided) - 1
    mine = lay(int(play.hands[play.to_play()])) & suit
    return [card_of(x) for x in range(64) if (mine >> x) & 1]


__all__ = ["Tricks", "bit_of", "card_of", "card_values", "clear_table", "lay", "low_siblings",
           "new_epoch", "run_top", "solve"]
