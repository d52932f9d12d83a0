"""Perfect-Information Monte Carlo on the double-dummy solver, for Ombre and Quadrille; the
registered "pimc" plays the other trick games by :mod:`gamelib.players.pimc_play`.

    from gamelib.players import make_policy      # "pimc" is registered by this module
    policy = make_policy("pimc", seed=7)         # or PIMCPlayer(rng, worlds=100)
    state.apply_action(policy(state))

To choose a card the player deals the cards he cannot see into *worlds* consistent with what he
has seen (:mod:`gamelib.players.worlds`; nothing hidden is read), solves every world double
dummy (:mod:`gamelib.solver`) and plays the card with the best average: of the outcome each card leads
to (``objective="outcome"``, the default: Ombre codille 0, remise 1, win 2, vole 3; Quadrille
codille 0, remise 1, won 2, the vole 3 when it pays, a misère lost or won) or of the solver's
exact value ("tricks") -- the greatest for the maximising side, the least for the others; among
equals the card with which most worlds' searches proved their value, then the lowest card.
:func:`pimc_choice` finds that card by branch and bound. Decisions other than cards go to a
fallback policy; the Ombre plays on for the vole when every world lets him force the remaining
tricks. A decision's worlds are searched on every core (:data:`PIMC_THREADS`). Seeded: the same
generator state gives the same worlds and the same choice, on any number of threads.
How the worlds are dealt, what a player knows, and the measured history: docs/pimc.md.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import threading
from concurrent.futures import Future
from typing import Any

import numpy as np

from gamelib.core.engine import Action, State, as_generator
from gamelib.games.ombre.order import SUIT_OF, TRUMP_MASK
from gamelib.players import POLICIES, refuse_other_games, register
from gamelib.players.pimc_play import PLAY_GAMES, PlayPIMCPlayer
from gamelib.players.pimc_play import WORLDS as PLAY_WORLDS
from gamelib.players.worlds import OBJECTIVES, SOLVER_GAMES, World, _check, _View, sample_worlds
from gamelib.solver import Position, card_values_of, new_epoch

#: The threads on which a decision's worlds are searched (:func:`pimc_choice`); None: every
#: core, or one in a worker process of a pool (the pool's processes already take every core).
#: The compiled search runs without Python's lock, each thread in its own table; the worlds,
#: their values, their proof cards and the card chosen are the same for any number of threads.
PIMC_THREADS: int | None = None


class _Crew:
    """``threads`` worker threads, each with a queue of its own: a world's tests go to the
    thread that searched its value, whose compiled table holds that world's entries (each
    thread searches in a table of its own). Made on first use for each process and kept
    (:func:`_crew`)."""

    def __init__(self, threads: int):
        self.queues = [queue.SimpleQueue() for _ in range(threads)]
        for k, q in enumerate(self.queues):
            threading.Thread(target=self._serve, args=(q,), name=f"pimc-{k}",
                             daemon=True).start()

    @staticmethod
    def _serve(q) -> None:
        while True:
            future, work, args = q.get()
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(work(*args))
                except Exception as exc:  # noqa: BLE001 - raised again by the caller
                    future.set_exception(exc)

    def submit(self, k: int, work, *args) -> Future:
        """Run ``work(*args)`` on thread ``k``."""
        future: Future = Future()
        self.queues[k].put((future, work, args))
        return future


_CREWS: dict[tuple[int, int], _Crew] = {}
_CREWS_LOCK = threading.Lock()


def _crew(threads: int) -> _Crew:
    """The process's crew of ``threads`` threads (a process forked from this one makes its
    own)."""
    key = (os.getpid(), threads)
    with _CREWS_LOCK:
        crew = _CREWS.get(key)
        if crew is None:
            crew = _CREWS[key] = _Crew(threads)
        return crew


def _check_threads(threads) -> int:
    """The number of threads to use: ``threads``, or :data:`PIMC_THREADS` for None (decided
    when asked: a pool's worker process may be forked from a process that chose otherwise);
    anything but a whole number of at least one is refused by name."""
    if threads is None:
        threads = PIMC_THREADS
    if threads is None:
        return 1 if multiprocessing.parent_process() is not None else (os.cpu_count() or 1)
    if isinstance(threads, bool) or not isinstance(threads, (int, np.integer)) or threads < 1:
        raise ValueError(f"PIMC: threads={threads!r} is not allowed; it searches on a whole "
                         f"number of threads, at least 1")
    return int(threads)


def pimc_values(state: State, worlds: int = 100, seed: int | np.random.Generator | None = None,
                exact: bool = True, objective: str = "outcome") -> dict[int, float]:
    """The average double-dummy value of each legal card over ``worlds`` sampled worlds.

    ``objective`` (:data:`OBJECTIVES`): "outcome", the outcome each card leads to in each world,
    numbered from 0 (codille; a lost misère) up; "tricks", the solver's exact value.
    ``exact``: each card's value in each world (as :func:`gamelib.solver.card_values`).
    Otherwise the quicker *best-card* values: the world's value for every card that keeps it
    (one zero-window test a card) and one step worse (the next value or outcome down for the
    maximising side's cards, up for the others') for a card that does not -- a bound, not the
    value."""
    _check(objective, worlds)
    return _pimc(state, worlds, seed, exact, objective)[0]


def _pimc(state, worlds, seed, exact, objective):
    """:func:`pimc_values`, and how often each card was the one with which a world's search
    proved its value (the solver's own choice there: PIMCPlayer's tie-break)."""
    view = _View(state)
    rng = as_generator(seed)
    total: dict[int, float] = {}
    proofs: dict[int, int] = {}
    epoch = new_epoch()
    guess = None  # the most frequent value of the worlds so far: the next one's is often it
    seen: dict[int, int] = {}
    for _ in range(worlds):
        pos = view.position(view.sample(rng), epoch=epoch, objective=objective)
        values = card_values_of(pos, guess) if exact else _best_card_values(pos, guess)
        seen[pos.root_value] = seen.get(pos.root_value, 0) + 1
        guess = max(seen, key=lambda v: (seen[v], v == pos.root_value))
        for c, v in values.items():
            total[c] = total.get(c, 0.0) + pos.outcome_class(v)
        proved = pos.proof(pos.root_value)
        if proved is not None:
            proofs[proved] = proofs.get(proved, 0) + 1
    return {c: v / worlds for c, v in total.items()}, proofs


class _World:
    """What the decision has learnt of one world's cards: how many classes of cards are known
    to lead to a worse outcome for the chooser than the world's own (``worse``) and how many to
    keep it (``keep``), in all (index 4) and by effective suit (0-3) -- the evidence that tells
    :func:`pimc_choice` where a card is likely to fall short."""

    __slots__ = ("busy", "cost", "keep", "owner", "worse")

    def __init__(self, cost: int, owner: int = 0):
        self.cost = cost  # the nodes of the world's own value search: its tests dear or cheap
        self.owner = owner  # the thread that searched it, whose table holds its entries
        self.busy = False  # a thread is testing one of its cards
        self.worse = [0] * 5
        self.keep = [0] * 5

    def count(self, suit: int, status: int, step: int) -> None:
        if status:
            tally = self.worse if status < 0 else self.keep
            tally[suit] += step
            tally[4] += step

    def evidence(self, suit: int) -> int:
        """How strongly the cards known so far say that a card of ``suit`` falls short here:
        each class known worse counts one (two of the same suit), each known to keep the
        world's outcome counts minus as much."""
        return self.worse[4] - self.keep[4] + self.worse[suit] - self.keep[suit]


class _Card:
    """One class of equivalent cards in one world, and what the decision knows of the outcome
    it leads to: between ``lo`` and ``hi`` (outcome numbers, :meth:`Position.outcome_class`),
    narrowed one zero-window test at a time."""

    __slots__ = ("cands", "card", "group", "hi", "lo", "outcome", "pos", "root", "status", "suit",
                 "world")

    def __init__(self, pos: Position, group: list[int], root_class: int, proved: bool,
                 world: _World, short: dict[int, frozenset[int]] | None = None):
        self.pos, self.card, self.group = pos, group[0], group
        self.world, self.root, self.status = world, root_class, 0
        # the world's outcome on the chooser's scale, the lower the worse (see promise)
        self.outcome = root_class if pos.maximiser[pos.to_move()] else -root_class
        self.suit = pos.t if TRUMP_MASK[pos.t] >> self.card & 1 else SUIT_OF[pos.t][self.card]
        # the outcomes the position after the card can end in, and their least values: the
        # position's own when the card does not end the trick (the same tricks won and to play)
        if len(pos.trick) + 1 < pos.n:
            self.cands = pos.outcomes()
        else:
            saved = pos.play(self.card)
            try:
                self.cands = pos.outcomes()
            finally:
                pos.undo(saved)
        # a maximiser's card leads to at most the world's outcome, a minimiser's to at least
        if proved:
            self.lo = self.hi = root_class
        elif pos.maximiser[pos.to_move()]:
            self.lo, self.hi = self.cands[0][0], root_class
        else:
            self.lo, self.hi = root_class, self.cands[-1][0]
        if short and not proved:
            # the world's own tests found the card short of a target (Position.short)
            base = pos.side_won() if pos.additive else 0
            for target, cards in short.items():
                if cards.isdisjoint(group):
                    continue
                k = pos.outcome_class(target + base)
                if pos.maximiser[pos.to_move()]:
                    self.hi = min(self.hi, k - 1)
                else:
                    self.lo = max(self.lo, k)
        self._settle()

    def _inside(self) -> list[tuple[int, int]]:
        return [(k, v) for k, v in self.cands if self.lo <= k <= self.hi]

    def _settle(self) -> None:
        inside = self._inside()
        if len(inside) == 1:  # one outcome left: known without a test
            self.lo = self.hi = inside[0][0]
        # known worse than the world's outcome for the mover (-1), known to keep it (1)
        maxer = self.pos.maximiser[self.pos.to_move()]
        status = (-1 if (self.hi < self.root if maxer else self.lo > self.root)
                  else 1 if self.lo == self.hi == self.root else 0)
        if status != self.status:
            self.world.count(self.suit, self.status, -1)
            self.world.count(self.suit, status, 1)
            self.status = status

    def question(self) -> tuple[int, int]:
        """The next test: the maximiser's card at its best outcome still possible (kept, or
        one outcome down), the minimiser's at the next outcome up (reached, or it stays) --
        the tests :func:`gamelib.solver.card_values_of` runs, in the same order: the outcome
        and the value tested."""
        inside = self._inside()
        return inside[-1] if self.pos.maximiser[self.pos.to_move()] else inside[1]

    def ask(self, value: int) -> bool:
        """Whether the card reaches ``value`` (a zero-window test after it)."""
        pos = self.pos
        saved = pos.play(self.card)
        try:
            return pos.test(value)
        finally:
            pos.undo(saved)

    def learn(self, k: int, reached: bool) -> None:
        """Narrow the card's outcomes by the answer to the test of outcome ``k``."""
        inside = self._inside()
        if reached:
            self.lo = k
        elif self.pos.maximiser[self.pos.to_move()]:
            self.hi = inside[-2][0]
        else:
            self.hi = inside[0][0]
        self._settle()

    def best(self, sign: int) -> int:
        """The best outcome still possible on the chooser's scale (``sign`` 1: the
        maximising side's, -1: the other's)."""
        return self.hi if sign > 0 else -self.lo

    def promise(self) -> tuple:
        """Which of a card's open worlds to test first: where the evidence says it most likely
        falls short (a test that drops what the card may still reach), then where the world's
        outcome is the worst for the chooser (more cards fall short of a narrow outcome than of
        a clear one), then the cheapest."""
        return -self.world.evidence(self.suit), self.outcome, self.world.cost


def pimc_choice(state: State, worlds: int = 100,
                seed: int | np.random.Generator | None = None, objective: str = "outcome",
                threads: int | None = None) -> int:
    """The card PIMCPlayer plays (``exact``): the best average outcome over the worlds, among
    equals the card that proved most worlds' values, then the lowest card -- the choice made
    from every card's value in every world (:func:`_pimc`), found by branch and bound: every
    world's value is searched as there (the same tests, so the same proofs), which bounds each
    card's outcome in it (a maximiser's card leads to at most the world's outcome, a
    minimiser's to at least it; a card its tests tried before the card that decided one goes
    the other way of that test's target: :meth:`gamelib.solver.Position.short`); then the card
    whose best possible total is greatest is tested, one world at a time, until that card's
    total is known -- it is then the choice, as no other card can reach it. The cards that
    cannot catch up are never searched. Which of its worlds a card is tested in first changes
    nothing chosen, only the work: first where the cards known so far say it most likely falls
    short of the world's outcome (the tests that drop a card out of the running), then the
    world whose own search was cheapest.

    ``threads`` (default :data:`PIMC_THREADS`: every core): the worlds' values are searched on
    that many threads at once, and each free thread tests the leading card in one of its open
    worlds -- the same worlds, values, proofs and choice for any number; only the tests spent
    on the way differ. The worlds are dealt in order from the one generator."""
    _check(objective, worlds)
    threads = _check_threads(threads)
    view = _View(state)
    rng = as_generator(seed)
    epoch = new_epoch()
    sign = 1 if view.maximises() else -1
    proofs: dict[int, int] = {}
    cards: dict[int, list[_Card]] = {}  # card -> its class in every world
    best: dict[int, int] = {}  # card -> its greatest total on the chooser's scale

    # The worlds are dealt in order from the one generator as they are taken up, and each
    # world's value search starts from the most frequent value of the worlds searched so far
    # (the latest among equals): a guess changes the tests run, never the value or its proof
    # card, so the threads never wait for one another's worlds.
    lock = threading.Lock()
    order = iter(range(worlds))
    seen: dict[int, int] = {}
    last: list[int | None] = [None]

    def take(k):  # thread k deals and searches the next world until none is left
        out = []
        while True:
            with lock:
                i = next(order, None)
                if i is None:
                    return out
                world = view.sample(rng)
                guess = max(seen, key=lambda v: (seen[v], v == last[0])) if seen else None
            pos = view.position(world, epoch=epoch, objective=objective)
            value = pos.value(guess)
            with lock:
                seen[value] = seen.get(value, 0) + 1
                last[0] = value
            out.append((i, *bounded(pos, value, k)))

    def bounded(pos, root, k):  # the world's proof card, and its cards bounded by its outcome
        proved = pos.proof(root)
        root_class = pos.outcome_class(root + (pos.side_won() if pos.additive else 0))
        known = _World(pos.nodes, k)
        short = pos.short()
        return proved, [_Card(pos, group, root_class, proved in group, known, short)
                        for group in pos.classes()]

    crew = _crew(threads) if threads > 1 else None
    found = take(0) if crew is None else \
        [x for f in [crew.submit(k, take, k) for k in range(threads)] for x in f.result()]
    for _, proved, world in sorted(found, key=lambda x: x[0]):
        if proved is not None:
            proofs[proved] = proofs.get(proved, 0) + 1
        for one in world:
            for c in one.group:
                cards.setdefault(c, []).append(one)
                best[c] = best.get(c, 0) + one.best(sign)

    def best_possible(c):  # the card's greatest total, then the ties
        return best[c], proofs.get(c, 0), -c

    # The leader's most promising open worlds are tested, one a free thread, each on the
    # thread that searched its value (that thread's table holds the world's entries); a world
    # is tested by one thread at a time (its position is shared by its cards). An answer may
    # come for a card no longer leading: it is kept all the same.
    pending: dict[Future, tuple[_Card, int, int]] = {}
    answers: queue.SimpleQueue = queue.SimpleQueue()  # the tests' futures, as they end
    free = list(range(threads))
    while True:
        leader = max(cards, key=best_possible)
        open_ = [x for x in cards[leader] if x.lo < x.hi]
        if not open_:
            for _ in pending:  # the tests still running end before their positions go
                answers.get()
            return leader
        open_ = [x for x in open_ if not x.world.busy]
        # the threads that searched some of these worlds first (a world of another thread's
        # table costs it three times the nodes); a thread with none tests the next card in
        # one of its own worlds instead (a test that card may need later), or waits
        free.sort(key=lambda k: any(x.world.owner == k for x in open_))
        waiting = []
        while free and open_:
            k = free.pop()
            mine = [x for x in open_ if x.world.owner == k]
            if not mine:
                runner = max((c for c in cards if c != leader), key=best_possible,
                             default=None)
                mine = [] if runner is None else [x for x in cards[runner] if x.lo < x.hi
                                                  and not x.world.busy and x.world.owner == k]
            if not mine:
                waiting.append(k)
                continue
            x = min(mine, key=_Card.promise)
            if x in open_:
                open_.remove(x)
            outcome, value = x.question()
            if crew is None:
                future: Future = Future()
                future.set_result(x.ask(value))
            else:
                future = crew.submit(k, x.ask, value)
            pending[future] = (x, outcome, k)
            future.add_done_callback(answers.put)
            x.world.busy = True
        free += waiting
        future = answers.get()
        x, outcome, k = pending.pop(future)
        x.world.busy = False
        free.append(k)
        was = x.best(sign)
        x.learn(outcome, future.result())
        for c in x.group:
            best[c] += x.best(sign) - was


def _best_card_values(pos: Position, guess: int | None = None) -> dict[int, int]:
    base = pos.side_won() if pos.additive else 0
    root = pos.root_value = pos.value(guess)
    maxer = pos.maximiser[pos.to_move()]
    proved = pos.proof(root)
    cands = pos.candidates()
    below = [c for c in cands if c < root]  # one step worse: the next value (outcome) down
    above = [c for c in cands if c > root]  # or up
    out = {}
    for group in pos.classes():
        if proved in group:  # the card that proved the value keeps it
            for c in group:
                out[c] = root + base
            continue
        before = pos.won[:]
        saved = pos.play(group[0])
        try:
            gained = 0
            if pos.additive:
                gained = sum(pos.won[p] - before[p] for p in range(pos.n) if pos.counted[p])
            if maxer:
                keeps = pos.test(root - gained)
            else:
                keeps = not above or not pos.test(above[0] - gained)
        finally:
            pos.undo(saved)
        v = root if keeps else (below[-1] if maxer else above[0])
        for c in group:
            out[c] = v + base
    return out


class PIMCPlayer:
    """A policy playing cards by PIMC (see the module docstring); other decisions go to the
    ``fallback`` policy (a registered name or factory; by default the game's advice player,
    else random). It plays every trick game: Ombre and Quadrille on their solver, the games
    with a card-play model on the play search (:class:`gamelib.players.pimc_play.PlayPIMCPlayer`,
    with the same generator and ``play_worlds`` worlds, each solved exactly, for the outcome
    or, with ``objective="tricks"``, the exact value); another game is refused (ValueError)."""

    games = (*SOLVER_GAMES, *PLAY_GAMES)  # the games it plays (gamelib.players.games_of)

    def __init__(self, rng: np.random.Generator | int | None = None, worlds: int = 100,
                 fallback: Any = None, exact: bool = True, objective: str = "outcome",
                 threads: int | None = None, play_worlds: int = PLAY_WORLDS):
        _check(objective, worlds)
        if threads is not None:
            _check_threads(threads)
        self.threads = threads  # None: PIMC_THREADS, decided at each decision
        self.rng = as_generator(rng)
        self.worlds = worlds
        self.exact = exact
        self.objective = objective
        # the other trick games, and every decision besides the cards, as the play search's
        # PIMC takes them (the same generator)
        self._play = PlayPIMCPlayer(self.rng, play_worlds, fallback=fallback, threads=threads,
                                    objective="outcome" if objective == "outcome" else "value")

    def fallback(self, game: str):
        """The policy that takes ``game``'s decisions other than cards."""
        return self._play.fallback(game)

    def __call__(self, state: State) -> Action:
        refuse_other_games(self, state)
        name = state.game.name
        if name not in SOLVER_GAMES:
            return self._play(state)
        phase = getattr(state, "phase", None)
        if phase == "play":
            acts = state.legal_actions()
            if len(acts) == 1:
                return acts[0]
            if self.exact:
                best = pimc_choice(state, self.worlds, self.rng, self.objective,
                                   self.threads)
            else:
                sign = 1 if _View(state).maximises() else -1
                vals, proofs = _pimc(state, self.worlds, self.rng, False, self.objective)
                # the best average; among equals the card the worlds' searches chose most
                # often, then the lowest card
                best = max(sorted(vals), key=lambda c: (sign * vals[c], proofs.get(c, 0)))
            return next(a for a in acts if a.value == best)
        if name == "ombre" and phase == "vole":
            return self._vole(state)
        return self.fallback(name)(state)

    def _vole(self, state) -> Action:
        """Play on for the vole when every world lets the Ombre force the remaining tricks."""
        acts = state.legal_actions()
        play_on = next(a for a in acts if a.value is True)
        lay_down = next(a for a in acts if a.value is False)
        st = state.clone()
        st.phase = "play"  # the same position, asked as a play of the cards
        view = _View(st)
        for _ in range(self.worlds):
            world = view.sample(self.rng)
            pos = Position(world.hands, st.leader, st.trick, [0] * st.n, st.trump,
                           st.game.order.ponto_is_matador, world.maximiser, additive=True)
            if not pos.test(pos.remaining()):
                return lay_down
        return play_on

    def __repr__(self) -> str:
        return f"PIMCPlayer(worlds={self.worlds}, objective={self.objective!r})"


if "pimc" not in POLICIES:
    register("pimc", PIMCPlayer)

__all__ = ["OBJECTIVES", "PIMCPlayer", "World", "pimc_choice", "pimc_values", "sample_worlds"]
