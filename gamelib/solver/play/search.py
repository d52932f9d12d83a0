"""The readable double-dummy search over any :class:`~gamelib.solver.play.model.PlayModel`.

    from gamelib.solver.play import solve, card_values
    solution = solve(position)        # a PlayPosition: every hand open
    solution.value, solution.best_card, solution.line
    card_values(position)             # {card: value of the play after that card}

Alpha-beta (fail-soft) over the cards, the game's own rules supplied by its model: the model's
``legal`` gives the cards a player may play, ``close`` the taker and the points of a complete
trick, ``final`` the bonuses of the whole play. The value is ``sum(weights[i] * points[i])``
after ``final``; the players with ``maximiser[i]`` push it up, the others down.

What is exact: without a ``horizon`` the value is the exact minimax value of the play under
the model. The transposition table is keyed at the start of each trick on everything the rest
of the play reads there (the hands, the leader, the tricks won and the points scored: a model's
``final`` may read the points, as Tresette's rounding and Piquet's partie do; they are left out
only where ``close`` and ``final`` provably only add to them, :func:`points_in_key`) and stores
bounds on the value still to come, so a hit is always the value of the same play. With a ``horizon`` the tricks
past it are valued by :func:`first_card_playout`, a heuristic, and ``PlaySolution.exact`` is
False when it was used.
The compiled twin of this search is :mod:`gamelib.solver.play.kernel`; the reference both are
tested against is :mod:`gamelib.solver.play.reference`. Design and figures: docs/solver.md.
"""

from __future__ import annotations

import ast
import functools
import inspect
import textwrap
import threading
from dataclasses import dataclass

import numpy as np

from gamelib.solver.play.model import MODELS, PlayModel, PlayPosition

#: A value beyond any value of a play (the window's open ends).
INFINITY = 1 << 40
#: The largest number of cards the search's tables allow a player to hold.
MAX_HAND = 16


@dataclass(frozen=True)
class PlaySolution:
    """The value of a play (points so far included), a card that keeps it, the principal line
    from the position (one optimal card after another to the last card, when asked for), the
    nodes searched, and whether the value is exact (no heuristic past a horizon)."""

    value: int
    best_card: int | None
    line: tuple[int, ...]
    nodes: int
    exact: bool


def model_of(position: PlayPosition) -> PlayModel:
    """The registered model of the position's game (ValueError naming it when none is)."""
    model = MODELS.get(position.game)
    if model is None:
        known = ", ".join(sorted(MODELS)) or "none yet"
        raise ValueError(f"no card-play model is registered for {position.game!r} "
                         f"(registered: {known})")
    return model


def weighted(weights, points) -> int:
    """The value of ``points``: ``sum(weights[i] * points[i])``."""
    return int(sum(int(w) * int(p) for w, p in zip(weights, points)))


def cards_of(mask: int) -> list[int]:
    """The cards of a mask, lowest number first."""
    mask = int(mask)
    return [c for c in range(mask.bit_length()) if mask >> c & 1]


def check_position(position: PlayPosition) -> None:
    """Refuse a position the search cannot read: hands that share a card, a trick with more
    cards than players, or lengths that differ from the number of players (ValueError)."""
    n = position.n
    if not 2 <= n <= 4:
        raise ValueError(f"the play search takes 2 to 4 players, not {n}")
    for name in ("won", "points", "weights", "maximiser", "seats"):
        if len(getattr(position, name)) != n:
            raise ValueError(f"the position's {name} has {len(getattr(position, name))} "
                             f"entries for {n} players")
    if len(position.trick) >= n:
        raise ValueError(f"a trick in progress holds fewer cards than players ({n}), "
                         f"not {len(position.trick)}")
    seen = 0
    for hand in list(position.hands) + [1 << c for c in position.trick]:
        if hand & seen:
            raise ValueError("a card lies in two hands (or a hand and the trick)")
        if hand < 0 or hand >> 52:
            raise ValueError(f"a hand is a mask of cards 0..51, not {hand!r}")
        seen |= hand
    sizes = [int(h).bit_count() for h in position.hands]
    if max(sizes) > MAX_HAND:
        raise ValueError(f"a hand of {max(sizes)} cards is more than the search's {MAX_HAND}")


#: CPython 3.11's parser is not safe in two threads at once (PIMC's worlds run on every core).
_PARSING = threading.Lock()


def definition_of(function) -> ast.FunctionDef | None:
    """The parsed definition of ``function`` (a compiled function's Python original), or None
    where its source cannot be read."""
    function = getattr(function, "py_func", function)
    try:
        source = textwrap.dedent(inspect.getsource(function))
        with _PARSING:
            tree = ast.parse(source)
    except (OSError, TypeError, SyntaxError):
        return None
    definition = tree.body[0] if tree.body else None
    return definition if isinstance(definition, ast.FunctionDef) else None


@functools.cache
def only_adds_to_points(function) -> bool:
    """Whether ``function`` (a model's ``close`` or ``final``, its points the last argument) uses
    its points only as ``points[i] += x`` or ``points[i] -= x`` with neither ``i`` nor ``x``
    naming them, read from its source (once a function): then what it adds cannot depend on the
    points already scored. Any doubt (no source to read) is a no."""
    definition = definition_of(function)
    if definition is None or not definition.args.args:
        return False
    name = definition.args.args[-1].arg

    def names(node) -> bool:
        return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(node))

    allowed = set()
    for node in ast.walk(definition):
        if (isinstance(node, ast.AugAssign) and isinstance(node.op, (ast.Add, ast.Sub))
                and isinstance(node.target, ast.Subscript)
                and isinstance(node.target.value, ast.Name) and node.target.value.id == name
                and not names(node.target.slice) and not names(node.value)):
            allowed.add(id(node.target.value))
    return all(id(n) in allowed for n in ast.walk(definition)
               if isinstance(n, ast.Name) and n.id == name)


def points_in_key(model: PlayModel) -> bool:
    """Whether the table must key on the points scored: unless the model's ``close`` and
    ``final`` only add to the points (:func:`only_adds_to_points`), the value still to come at a
    trick's start may depend on them (Tresette's rounding, Piquet's partie and pic do)."""
    return not (only_adds_to_points(model.close) and only_adds_to_points(model.final))


class Play:
    """A position being searched: mutable arrays the model's functions read, and the moves
    that play a card and take it back. Shared by the readable search and the reference."""

    def __init__(self, position: PlayPosition, model: PlayModel | None = None):
        check_position(position)
        self.model = model or model_of(position)
        self.params = np.asarray(position.params, dtype=np.int64)
        self.n = position.n
        self.hands = np.array(position.hands, dtype=np.int64)
        self.trick = np.zeros(self.n, dtype=np.int64)
        self.k = len(position.trick)
        self.trick[:self.k] = position.trick
        self.leader = int(position.leader)
        self.won = np.array(position.won, dtype=np.int64)
        self.points = np.array(position.points, dtype=np.int64)
        self.weights = np.array(position.weights, dtype=np.int64)
        self.maximiser = tuple(bool(m) for m in position.maximiser)
        self.key_points = points_in_key(self.model)

    def to_play(self) -> int:
        return (self.leader + self.k) % self.n

    def cards_left(self) -> int:
        return sum(int(h).bit_count() for h in self.hands)

    def legal(self) -> int:
        """The mask of the cards the player to play may play (the model's rule)."""
        p = self.to_play()
        return int(self.model.legal(self.params, self.hands, self.trick, self.k, self.leader, p))

    def play(self, card: int) -> tuple[int, tuple]:
        """Play ``card`` for the player to play; returns the value it gains (the points of the
        trick it closes, and the final bonuses after the last trick) and what undoes it."""
        p = self.to_play()
        self.hands[p] &= ~(1 << card)
        self.trick[self.k] = card
        self.k += 1
        if self.k < self.n:
            return 0, (p, card, None)
        saved = (self.points.copy(), self.leader, self.trick.copy())
        before = weighted(self.weights, self.points)
        last = 1 if not self.hands.any() else 0
        taker = int(self.model.close(self.params, self.trick, self.leader, last, self.points))
        self.won[taker] += 1
        self.leader = taker
        self.k = 0
        if last:
            self.model.final(self.params, self.won, self.points)
        return weighted(self.weights, self.points) - before, (p, card, (saved, taker))

    def undo(self, undo: tuple) -> None:
        """Take back the card :meth:`play` played."""
        p, card, closed = undo
        if closed is not None:
            (points, leader, trick), taker = closed
            self.points[:] = points
            self.trick[:] = trick
            self.won[taker] -= 1
            self.leader = leader
            self.k = self.n
        self.k -= 1
        self.trick[self.k] = 0
        self.hands[p] |= 1 << card

    def provisional_taker(self, card: int) -> int:
        """Who would take the trick after ``card`` were the players after him to play the card
        led again (for the last card, who takes it): a guess that orders the moves only."""
        trick = self.trick.copy()
        trick[self.k + 1:] = trick[0]
        trick[self.k] = card
        last = 1 if self.cards_left() == self.n - self.k else 0
        return int(self.model.close(self.params, trick, self.leader, last, self.points.copy()))

    def value(self) -> int:
        """The value of the points scored so far."""
        return weighted(self.weights, self.points)

    def position(self) -> PlayPosition:
        """The position reached, as a :class:`PlayPosition` of the model's game."""
        return PlayPosition(
            self.model.name, tuple(int(h) for h in self.hands), self.leader,
            tuple(int(c) for c in self.trick[:self.k]), tuple(int(w) for w in self.won),
            tuple(int(x) for x in self.points), tuple(int(w) for w in self.weights),
            self.maximiser, self.params, tuple(range(self.n)))


def zero_window(test, low: int, high: int, guess: int) -> int:
    """The value ``v`` in ``low..high`` found by zero-window tests (``test(t)``: is ``v`` at
    least ``t``?), as MTD's drivers find it: a test at ``guess``, then steps away from it
    doubling until a test goes the other way, then halving between."""
    guess = min(max(guess, low), high)
    step = 1
    if low == high:
        return low
    if guess > low and not test(guess):
        high = guess - 1
        while low < high:
            t = max(guess - step, low + 1)
            if test(t):
                low = t
                break
            high = t - 1
            step *= 2
    else:
        low = guess
        while low < high:
            t = min(guess + step, high)
            if not test(t):
                high = t - 1
                break
            low = t
            step *= 2
    while low < high:
        mid = (low + high + 1) // 2
        if test(mid):
            low = mid
        else:
            high = mid - 1
    return low


def first_card_playout(play: Play) -> int:
    """The heuristic value still to come past a horizon: the rest played out with every player
    playing his lowest-numbered legal card (deck order). Deterministic; not a bound."""
    undos = []
    gained = 0
    while play.cards_left():
        legal = play.legal()
        gain, undo = play.play((legal & -legal).bit_length() - 1)
        gained += gain
        undos.append(undo)
    for undo in reversed(undos):
        play.undo(undo)
    return gained


class Stopped(Exception):
    """The search reached its node limit."""


class _Search:
    """Fail-soft alpha-beta with a transposition table at trick starts and a history table."""

    def __init__(self, play: Play, horizon: int | None = None, table: dict | None = None,
                 node_limit: int = 0):
        self.p = play
        self.node_limit = node_limit
        self.table = {} if table is None else table
        self.history = np.zeros((play.n, 52), dtype=np.int64)
        self.nodes = 0
        self.horizon_used = False
        tricks_left = (play.cards_left() + play.k) // play.n
        self.stop_at = None if horizon is None else max(tricks_left - horizon, 0)

    def key(self) -> tuple:
        p = self.p
        points = tuple(int(x) for x in p.points) if p.key_points else ()
        return (tuple(int(h) for h in p.hands), p.leader, tuple(int(w) for w in p.won), points)

    def ordered(self, legal: int, hint: int) -> list[int]:
        """The cards to try, most promising first: the table's best card, then (after the lead)
        the cards that give the trick to the player's side so far (:meth:`Play.provisional_taker`),
        then by history."""
        p = self.p
        player = p.to_play()
        side = p.maximiser[player]
        scored = []
        for card in cards_of(legal):
            score = int(self.history[player, card])
            if p.k > 0:
                taker = p.provisional_taker(card)
                if p.maximiser[taker] == side:
                    score += INFINITY
            if card == hint:
                score += 2 * INFINITY
            scored.append((-score, card))
        scored.sort()
        return [card for _, card in scored]

    def value(self, alpha: int, beta: int) -> tuple[int, int | None]:
        """The value still to come and the card that reached it (fail-soft in (alpha, beta))."""
        p = self.p
        self.nodes += 1
        if self.node_limit and self.nodes > self.node_limit:
            raise Stopped
        hint = -1
        key = None
        if p.k == 0:
            left = p.cards_left()
            if left == 0:
                return 0, None
            key = self.key()
            entry = self.table.get(key)
            if entry is not None:
                lower, upper, hint = entry
                if lower >= beta or lower == upper:
                    return lower, hint
                if upper <= alpha:
                    return upper, hint
                alpha, beta = max(alpha, lower), min(beta, upper)
            if self.stop_at is not None and left // p.n <= self.stop_at:
                self.horizon_used = True
                value = first_card_playout(p)
                self.table[key] = (value, value, -1)  # exact at this horizon
                return value, None
        player = p.to_play()
        maxer = p.maximiser[player]
        best = -INFINITY if maxer else INFINITY
        best_card = None
        a, b = alpha, beta
        for card in self.ordered(p.legal(), hint):
            gain, undo = p.play(card)
            v = gain + self.value(a - gain, b - gain)[0]
            p.undo(undo)
            if (v > best) if maxer else (v < best):
                best, best_card = v, card
            if maxer:
                a = max(a, best)
            else:
                b = min(b, best)
            if a >= b:
                self.history[player, card] += p.cards_left() ** 2
                break
        if key is not None:
            lower, upper = -INFINITY, INFINITY
            old = self.table.get(key)
            if old is not None:
                lower, upper = old[0], old[1]
            if best <= alpha:
                upper = min(upper, best)
            elif best >= beta:
                lower = max(lower, best)
            else:
                lower = upper = best
            self.table[key] = (lower, upper, best_card)
        return best, best_card


def _values(search: _Search) -> dict[int, int]:
    """The value still to come after each legal card (each searched with a full window)."""
    p = search.p
    values = {}
    for card in cards_of(p.legal()):
        gain, undo = p.play(card)
        values[card] = gain + search.value(-INFINITY, INFINITY)[0]
        p.undo(undo)
    return values


def _line(search: _Search) -> tuple[int, ...]:
    """One optimal card after another from the position to the last card (among equal cards
    the lowest)."""
    p = search.p
    undos, line = [], []
    while p.cards_left():
        values = _values(search)
        sign = 1 if p.maximiser[p.to_play()] else -1
        card = max(sorted(values), key=lambda c: sign * values[c])
        line.append(card)
        undos.append(p.play(card)[1])
    for undo in reversed(undos):
        p.undo(undo)
    return tuple(line)


def solve(position: PlayPosition, *, line: bool = True, horizon: int | None = None,
          model: PlayModel | None = None) -> PlaySolution:
    """The value of the play from ``position`` (the points so far included), a card that keeps
    it, and (``line``) the principal line. ``horizon``: search that many tricks (counting the
    trick in progress) and value the rest by :func:`first_card_playout`. ``model``: the
    position's model when it is not the registered one of its game."""
    play = Play(position, model)
    search = _Search(play, horizon)
    if play.cards_left() == 0:
        return PlaySolution(play.value(), None, (), 0, True)
    future, best_card = search.value(-INFINITY, INFINITY)
    principal = _line(search) if line else ((best_card,) if best_card is not None else ())
    return PlaySolution(play.value() + future, best_card, principal, search.nodes,
                        not search.horizon_used)


def card_values(position: PlayPosition, *, horizon: int | None = None,
                model: PlayModel | None = None) -> dict[int, int]:
    """The value of the play after each card the player to play may play (points so far
    included), each searched exactly with one shared table (heuristic past ``horizon``)."""
    return bounded_card_values(position, horizon=horizon, model=model)[0]


def bounded_card_values(position: PlayPosition, *, horizon: int | None = None,
                        node_limit: int = 0, model: PlayModel | None = None
                        ) -> tuple[dict[int, int] | None, int, bool]:
    """:func:`card_values` within ``node_limit`` nodes (0: no limit): the values (None when the
    limit stopped the search), the nodes searched, and whether they are exact."""
    play = Play(position, model)
    search = _Search(play, horizon, node_limit=node_limit)
    base = play.value()
    try:
        values = {card: base + v for card, v in _values(search).items()}
    except Stopped:
        return None, search.nodes, False
    return values, search.nodes, not search.horizon_used


__all__ = ["INFINITY", "Play", "PlaySolution", "Stopped", "bounded_card_values", "card_values",
           "cards_of", "check_position", "first_card_playout", "model_of", "only_adds_to_points",
           "points_in_key", "solve", "weighted", "zero_window"]
