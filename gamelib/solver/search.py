"""The exact double-dummy search for Ombre and Quadrille: every hand open, best play by all.

    from gamelib.solver import solve
    sol = solve(state)          # a play-phase Ombre or Quadrille state (any trick, any card)
    sol.best_card, sol.tricks, sol.outcome

The objective: Quadrille's declaring side maximises its tricks and the opponents minimise them
(in a misère the declarer minimises his own tricks and the others maximise them); the Ombre
maximises ``16 * rank + tricks`` against the allies, the rank of the rule set's outcome
(:func:`gamelib.games.ombre.outcome`) being codille 0 < remise 1 < win 2 < vole 3
(:data:`OUTCOME_RANK`). :class:`Position` holds a position on 52-bit masks and runs
zero-window tests -- compiled (:mod:`gamelib.solver.kernel`) when numba is installed, else its
readable Python search -- under a binary search over the values still possible; :func:`solve`,
:func:`card_values` and :func:`position_of` take a game's state. How and why: docs/solver.md.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field

from gamelib.core.cards import Card
from gamelib.games.ombre.order import STRENGTH, SUIT_OF
from gamelib.games.ombre.play import legal_mask, winner_index
from gamelib.solver.bounds import _classes, _collapse, _completions, sure_tricks
from gamelib.solver.compiled import FastSearch
from gamelib.solver.bits import HAVE_NUMBA
from gamelib.solver.orders import BIT, EFFECTIVE, ORDERS, SUIT_MASKS
from gamelib.solver.table import DEFAULT_MAX_ENTRIES, DEFAULT_SLOTS, Table

#: The values a position can still end with and their outcomes (:meth:`Position.outcomes`), per
#: (tricks to play, tricks counted, steps) or for Ombre (score function, tricks won, tricks to
#: play, steps): shared by the searches of the process (PIMC's worlds ask them again and again).
_CANDIDATES: dict = {}

#: The order of the Ombre's results for the maximiser (a failed vole ranks with the remise,
#: below the win it forfeits).
OUTCOME_RANK = {
    "codille": 0, "unspecified": 1, "remise": 1, "remise-royale": 1, "failed-vole": 1,
    "win": 2, "vole": 3,
}


@dataclass
class Solution:
    """The solver's answer for a position (the objective: the module docstring)."""

    game: str
    value: int
    best_card: Card | None
    tricks: tuple[int, ...]          # per seat (Quadrille) or per seat in the hand (Ombre), totals
    side_tricks: int | None = None   # Quadrille: the declarer's side's total
    outcome: str | None = None       # Ombre: the rule set's outcome of the line
    line: list[Card] = field(default_factory=list)
    nodes: int = 0

    def __repr__(self) -> str:
        extra = f", outcome={self.outcome!r}" if self.outcome else ""
        if self.side_tricks is not None:
            extra += f", side_tricks={self.side_tricks}"
        best = None if self.best_card is None else self.best_card.face
        return f"Solution({self.game}, best={best}, tricks={self.tricks}{extra})"


class Position:
    """A mutable play-phase position of the Ombre family on masks, and its search.

    ``hands``: masks per position 0..n-1; ``leader``: the position leading the current trick;
    ``trick``: the cards played to it; ``won``: tricks won per position; ``t``: trump suit index;
    ``pm``: Ponto is a matador (the booklet); ``maximiser``: a 0/1 per position (1: the side
    that maximises); ``additive``: the value is a side's trick count (Quadrille: see
    ``misere``) rather than ``score(won)`` (Ombre); ``score``: the final value of a split ``won``;
    ``called``/``aide``: the modern Quadrille's called king and its holder's position;
    ``misere``: the value counts the *minimisers'* tricks (Quadrille's misère: the declarer
    minimises his own tricks, the others maximise them), otherwise the maximisers' (the
    positions whose tricks count are :attr:`counted`);
    ``steps``: when given, the values at which the *outcome* changes (ascending, on the absolute
    scale: the maximising side's final tricks for Quadrille, the score for Ombre), and the
    searches ask only which outcome the maximiser can force: :meth:`value` is then the least
    value of the best outcome he can force (the least candidate of its class; a *floor* of the
    exact value with the same outcome), found with tests at the outcome's boundaries only."""

    def __init__(self, hands, leader, trick, won, t, pm, maximiser, additive, score=None,
                 called=-1, aide=-1, table: Table | None = None, fast: bool | None = None,
                 slots: int | None = None, epoch: int | None = None,
                 steps: tuple[int, ...] | None = None, misere: bool = False):
        self.n = len(hands)
        self.hands = list(hands)
        self.leader = leader
        self.trick = list(trick)
        self.won = list(won)
        self.t = t
        self.pm = pm
        self.maximiser = list(maximiser)
        self.misere = bool(misere)
        self.counted = [1 - m for m in self.maximiser] if self.misere else list(self.maximiser)
        self.additive = additive
        self.score = score
        self.called = called
        self.aide = aide
        self.steps = None if steps is None else tuple(sorted(steps))
        self.table = table if table is not None else Table()
        self.total = sum(self.won) + (sum(h.bit_count() for h in self.hands)
                                      + len(self.trick)) // self.n
        self._bounds: dict = {}
        self.nodes = 0
        self.cut = -1       # the card of the last cut-off of a test (see :meth:`test`)
        self.root_value = None  # the value found by the last card_values_of
        self._proofs: dict = {}
        self._first: dict = {}  # the root's first card at each position (see test)
        self._short: dict = {}  # the cards found short at each position (see test)
        self._search = None  # the readable search, built when first asked for
        self.fast = HAVE_NUMBA if fast is None else bool(fast)
        self.slots = slots or DEFAULT_SLOTS
        self.epoch = epoch
        self._fast = None

    # ---- moves on the position ---------------------------------------------------------
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % self.n

    def legal(self) -> int:
        """The legal cards (a mask) of the player to move."""
        pos = self.to_move()
        return self._legal(pos, self.hands[pos], self.trick[0] if self.trick else -1)

    def _legal(self, pos, h, led):
        m = legal_mask(h, None if led < 0 else led, self.t, self.pm)
        c = self.called
        if c >= 0 and pos == self.aide and h >> c & 1:
            if led < 0:
                rest = m & ~BIT[c]
                if rest:
                    m = rest
            elif SUIT_OF[self.t][c] == SUIT_OF[self.t][led]:
                m = BIT[c]
        return m

    def play(self, card: int):
        """Play ``card`` for the player to move; returns what :meth:`undo` needs."""
        saved = (list(self.hands), self.leader, list(self.trick), list(self.won))
        pos = self.to_move()
        self.hands[pos] &= ~BIT[card]
        self.trick.append(card)
        if len(self.trick) == self.n:
            w = (self.leader + winner_index(self.trick, self.t)) % self.n
            self.won[w] += 1
            self.leader = w
            self.trick.clear()
        return saved

    def undo(self, saved) -> None:
        # In place: the search holds these very lists.
        self.hands[:] = saved[0]
        self.leader = saved[1]
        self.trick[:] = saved[2]
        self.won[:] = saved[3]

    def remaining(self) -> int:
        """Tricks still to be completed (the current one included)."""
        return self.total - sum(self.won)

    # ---- values --------------------------------------------------------------------------
    def all_bounds(self) -> dict:
        """:meth:`bounds` for every split of the tricks played so far or later (Ombre), by
        dynamic programming from the final splits."""
        T, n = self.total, self.n
        out = {}
        layers = [[] for _ in range(T + 1)]
        for total in range(T + 1):
            layers[total] = list(_completions((0,) * n, total))
        for w in layers[T]:
            v = self.score(w)
            out[w] = (v, v)
        for total in range(T - 1, -1, -1):
            for w in layers[total]:
                lo, hi = None, None
                for q in range(n):
                    nw = w[:q] + (w[q] + 1,) + w[q + 1:]
                    a, b = out[nw]
                    lo = a if lo is None or a < lo else lo
                    hi = b if hi is None or b > hi else hi
                out[w] = (lo, hi)
        return out

    def bounds(self, won: tuple) -> tuple[int, int]:
        """The least and greatest final value over every split of the tricks still to play
        (Ombre); memoised."""
        b = self._bounds.get(won)
        if b is None:
            rest = self.total - sum(won)
            vals = [self.score(s) for s in _completions(won, rest)]
            b = (min(vals), max(vals))
            self._bounds[won] = b
        return b

    def candidates(self) -> list[int]:
        """The values the position can still end with, ascending (relative for Quadrille);
        with :attr:`steps`, only the least of each outcome (see the class docstring)."""
        return [v for _, v in self.outcomes()]

    def outcomes(self) -> tuple[tuple[int, int], ...]:
        """:meth:`candidates` with the outcome each ends in (:meth:`outcome_class` of its
        absolute value): pairs ``(outcome, value)``, ascending; memoised (PIMC asks them of
        every card in every world)."""
        rest = self.remaining()
        if self.additive:
            base = self.side_won()
            key = (rest, base, self.steps)
        else:
            base = 0
            key = (self.score, tuple(self.won), rest, self.steps)
        out = _CANDIDATES.get(key)
        if out is None:
            if self.additive:
                found = range(rest + 1)
            else:
                found = sorted({self.score(s) for s in _completions(tuple(self.won), rest)})
            out, last = [], None
            for c in found:
                k = self.outcome_class(c + base)
                if self.steps is None or k != last:
                    out.append((k, c))
                    last = k
            if len(_CANDIDATES) > 100_000:
                _CANDIDATES.clear()
            out = _CANDIDATES[key] = tuple(out)
        return out

    def side_won(self) -> int:
        """The tricks counted by the value (see :attr:`counted`) won so far."""
        return sum(self.won[p] for p in range(self.n) if self.counted[p])

    def base(self) -> int:
        """What the values of this position leave out: the counted tricks won so far when they
        are relative (Quadrille), 0 when they are absolute (Ombre)."""
        return self.side_won() if self.additive else 0

    def counted_since(self, before) -> int:
        """The counted tricks won since the tricks won were ``before`` (Quadrille); 0 for
        Ombre, whose values are absolute."""
        if not self.additive:
            return 0
        return sum(self.won[p] - before[p] for p in range(self.n) if self.counted[p])

    def final_value(self) -> int:
        """The value once every trick is played: the counted tricks won (Quadrille), the score
        of the split (Ombre)."""
        return self.side_won() if self.additive else self.score(tuple(self.won))

    def outcome_class(self, value: int) -> int:
        """The outcome of an absolute value (0 below the first of :attr:`steps`, 1 from it, and so
        on); with no steps, the value itself."""
        if self.steps is None:
            return value
        return bisect_right(self.steps, value)

    def test(self, target: int) -> bool:
        """Whether the maximiser can force a value >= ``target`` (relative for Quadrille)."""
        trick = self.trick
        k = len(trick)
        pos = (self.leader + k) % self.n
        search = self._search
        if search is None and not self.fast:
            search = self._search = self._build()
        if self.fast:
            if self._fast is None:
                self._fast = FastSearch(self, self.slots)
            search = self._fast.search
        self.cut = -1
        key = self._key()
        if self.fast:
            # The root's first card: the card of the last test here that went the mover's way.
            # Given from here, not read from the table, so that the card proving a value
            # depends on the values alone (docs/solver.md, *Proof cards*).
            self._fast.first = self._first.get(key, -1)
        if k == 0:
            r = search(target, pos, 0, -1, -1, 0, 0)
        else:
            led = trick[0]
            eff = EFFECTIVE[self.t][SUIT_OF[self.t][led]]
            bp, bs, tm = 0, -2, 0
            for i, c in enumerate(trick):
                tm |= BIT[c]
                if eff[c] > bs:
                    bs, bp = eff[c], i
            if self.fast:
                self._fast.best = trick[bp]
            r = search(target, pos, k, led, bs, (self.leader + bp) % self.n, tm)
        if self.cut >= 0 and r == bool(self.maximiser[pos]):
            # The test went the mover's way through a card of his (the last cut-off of the
            # search is the root's): that card keeps a value >= target (the maximiser) or
            # < target (the minimiser). Remembered for :meth:`best`.
            if len(self._proofs) > 4096:
                self._proofs.clear()
                self._first.clear()
                self._short.clear()
            self._proofs[(key, target)] = self._first[key] = self.cut
            if self.fast:
                # the cards the root tried before that card went the other way: each keeps a
                # value < target (the maximiser's), >= target (the minimiser's)
                self._short.setdefault(key, {})[target] = self._fast.tried()
        return r

    def short(self) -> dict[int, frozenset[int]]:
        """What the compiled tests of this position learnt of its other cards: for each target
        of a test that went the mover's way, the cards tried before the card that decided it
        -- each leads to a value < target if the mover maximises, >= target if he minimises
        (one card of each class of equivalent cards: the one the search played). Empty for
        the Python search."""
        return self._short.get(self._key(), {})

    def _key(self):
        return tuple(self.hands), self.leader, tuple(self.trick), tuple(self.won)

    def value(self, guess: int | None = None, lo: int | None = None,
              hi: int | None = None) -> int:
        """The exact value from this position: a binary search of zero-window tests over the
        possible values or, given a ``guess``, steps from it (MTD-style: few tests when the
        guess is close, as for the cards of one position). ``lo``/``hi``: bounds of the value
        known beforehand (e.g. a card's value is at most its position's for the maximiser), so
        that no test is spent on them. With :attr:`steps`, the least value of the outcome the
        maximiser can force (``lo``/``hi`` then bound the outcome)."""
        cands = self.candidates()
        if lo is not None or hi is not None:
            # By outcome (the same as by value when there are no steps): a floor below ``lo``
            # may still belong to ``lo``'s outcome.
            base = self.base()
            k = self.outcome_class
            lo_k = None if lo is None else k(lo + base)
            hi_k = None if hi is None else k(hi + base)
            cands = [c for c in cands if (lo is None or k(c + base) >= lo_k)
                     and (hi is None or k(c + base) <= hi_k)]
            if not cands:
                raise ValueError(f"no value of the position lies in [{lo}, {hi}]")
        first, last = 0, len(cands) - 1  # cands[first] is always reachable
        if guess is not None:
            i = min(range(len(cands)), key=lambda j: (abs(cands[j] - guess), j))
            if i == 0 or self.test(cands[i]):
                while i < last and self.test(cands[i + 1]):
                    i += 1
            else:
                while i > 0:
                    i -= 1
                    if i == 0 or self.test(cands[i]):
                        break
            return cands[i]
        while first < last:
            mid = (first + last + 1) // 2
            if self.test(cands[mid]):
                first = mid
            else:
                last = mid - 1
        return cands[first]

    def moves(self) -> list[int]:
        """The legal cards of the player to move, one per class of equivalent cards, in the
        solver's order."""
        pos = self.to_move()
        trick = self.trick
        led = trick[0] if trick else -1
        tm = 0
        for c in trick:
            tm |= BIT[c]
        return self._moves(pos, len(trick), led, tm, -1)

    def classes(self) -> list[list[int]]:
        """The legal cards of the player to move grouped in classes of equivalent cards, each
        class's first card being the one the search plays."""
        pos = self.to_move()
        others = 0
        for c in self.trick:
            others |= BIT[c]
        for i in range(self.n):
            if i != pos:
                others |= self.hands[i]
        return _classes(self.legal(), others, ORDERS[(self.pm, self.t)], SUIT_MASKS[self.t],
                        self.called)

    def child_value(self, card: int, guess: int | None = None, lo: int | None = None,
                    hi: int | None = None) -> int:
        """The exact value after ``card`` (same reference as :meth:`value`: absolute for Ombre,
        relative to *this* position for Quadrille); ``guess``, ``lo``, ``hi`` as for
        :meth:`value`, on the same reference."""
        before = self.won[:]
        saved = self.play(card)
        try:
            gained = self.counted_since(before)

            def shift(x):
                return None if x is None else x - gained

            v = self.value(shift(guess), shift(lo), shift(hi)) + gained
        finally:
            self.undo(saved)
        return v

    def proof(self, v: int) -> int | None:
        """The card with which a test of this position proved its value ``v`` (see
        :meth:`best`), if such a test has been run; None otherwise."""
        target = self._target(v)
        return None if target is None else self._proofs.get((self._key(), target))

    def _target(self, v: int) -> int | None:
        """The target of the test that proves the value ``v``: ``v`` itself for the maximiser
        ("at least ``v``"), the next value up for the minimiser (None when there is none)."""
        if self.maximiser[self.to_move()]:
            return v
        above = [c for c in self.candidates() if c > v]
        return above[0] if above else None

    def best(self, v: int | None = None) -> tuple[int, int]:
        """The value and a best card: the card with which the search proved the value (for
        the maximiser the card of the test "at least ``v``", for the minimiser that of the
        failed test of the next value up -- a test run here if the value search did not run
        it); when a test was decided without trying a card (by the bounds or the table), the
        first card in move order that keeps the value."""
        if v is None:
            v = self.value()
        maxer = self.maximiser[self.to_move()]
        target = self._target(v)
        if target is not None:
            key = (self._key(), target)
            card = self._proofs.get(key)
            if card is None:
                ok = self.test(target)
                if ok != bool(maxer):
                    raise AssertionError("the value does not hold: the search is inconsistent")
                card = self._proofs.get(key)
            if card is not None:
                return v, card
        ms = self.moves()
        before = self.won[:]
        for c in ms:
            saved = self.play(c)
            try:
                gained = self.counted_since(before)
                if maxer:
                    ok = self.test(v - gained)
                else:  # stays below the next value (outcome) up
                    ok = target is None or not self.test(target - gained)
            finally:
                self.undo(saved)
            if ok:
                return v, c
        raise AssertionError("no card keeps the value: the search is inconsistent")

    # ---- the search ------------------------------------------------------------------------
    def _moves(self, pos, k, led, tm, hint):
        t = self.t
        hands = self.hands
        h = hands[pos]
        L = self._legal(pos, h, led)
        others = tm
        for i in range(self.n):
            if i != pos:
                others |= hands[i]
        return _collapse(L, others, ORDERS[(self.pm, t)], SUIT_MASKS[t], self.called)

    def _build(self):
        n = self.n
        hands = self.hands
        won = self.won
        t = self.t
        pm = self.pm
        masks = SUIT_MASKS[t]
        orders = ORDERS[(pm, t)]
        effective = EFFECTIVE[t]
        suit_of = SUIT_OF[t]
        strength = STRENGTH[t]
        maximiser = self.maximiser
        counted = self.counted
        misere = self.misere
        additive = self.additive
        table = self.table
        called = self.called
        aide = self.aide
        bounds = self.bounds
        lm = legal_mask
        collapse = _collapse
        nxt = [(p + 1) % n for p in range(n)]
        stats = self
        neg_strength = {c: -strength[c] for c in range(52)}.__getitem__

        def search(target, pos, k, led, bs, bp, tm):
            stats.nodes += 1
            hint = -1
            key = None
            if k == 0:
                h = hands[pos]
                if additive:
                    if target <= 0:
                        return True
                    if target > h.bit_count():
                        return False
                    smax, smin, quick = sure_tricks(hands, pos, maximiser, t, pm, called, aide,
                                                     misere)
                    if misere:
                        # the counted side is the minimisers', and nobody wants a trick: the
                        # sure trumps still win theirs, the quick plain tricks need not be taken
                        smax, smin = smin, smax
                    elif maximiser[pos]:
                        smax += quick
                    else:
                        smin += quick
                    if target <= smax:
                        return True
                    if target > h.bit_count() - smin:
                        return False
                    key = (*hands, pos)
                else:
                    w = tuple(won)
                    lo, hi = bounds(w)
                    if lo >= target:
                        return True
                    if hi < target:
                        return False
                    key = (*hands, pos, w)
                e = table.get(key)
                if e is not None:
                    if e[0] >= target:
                        return True
                    if e[1] < target:
                        return False
                    hint = e[2]
            h = hands[pos]
            if k == 0:
                L = h
                if called >= 0 and pos == aide and h >> called & 1:
                    rest = L & ~BIT[called]
                    if rest:
                        L = rest
            else:
                L = lm(h, led, t, pm)
                if called >= 0 and pos == aide and h >> called & 1 and \
                        suit_of[called] == suit_of[led]:
                    L = BIT[called]
            others = tm
            for i in range(n):
                if i != pos:
                    others |= hands[i]
            ms = collapse(L, others, orders, masks, called)
            maxer = maximiser[pos]
            if len(ms) > 1:
                if k == 0:
                    ms.sort(key=neg_strength)
                    if hint >= 0 and hint in ms:
                        ms.remove(hint)
                        ms.insert(0, hint)
                else:
                    eff = effective[suit_of[led]]

                    def low(c):  # a discard (eff -1) goes lowest first
                        e = eff[c]
                        return e if e >= 0 else strength[c] - 100

                    if maximiser[bp] == maxer:
                        ms.sort(key=low)
                    else:
                        win = sorted((c for c in ms if eff[c] > bs), key=low)
                        if win:
                            lose = sorted((c for c in ms if eff[c] <= bs), key=low)
                            ms = win + lose
                        else:
                            ms.sort(key=low)
            result = not maxer
            best = -1
            for c in ms:
                b = BIT[c]
                hands[pos] = h ^ b
                if k == 0:
                    nled = c
                    nbs = effective[suit_of[c]][c]
                    nbp = pos
                else:
                    nled = led
                    s = effective[suit_of[led]][c]
                    if s > bs:
                        nbs, nbp = s, pos
                    else:
                        nbs, nbp = bs, bp
                if k + 1 < n:
                    r = search(target, nxt[pos], k + 1, nled, nbs, nbp, tm | b)
                elif additive:
                    r = search(target - counted[nbp], nbp, 0, -1, -1, 0, 0)
                else:
                    won[nbp] += 1
                    r = search(target, nbp, 0, -1, -1, 0, 0)
                    won[nbp] -= 1
                hands[pos] = h
                if r == maxer:
                    result = r
                    best = c
                    stats.cut = c
                    break
            if key is not None:
                e = table.get(key)
                if e is None:
                    e = [-1 << 30, 1 << 30, best]
                else:
                    e = list(e)
                if result:
                    if target > e[0]:
                        e[0] = target
                else:
                    if target - 1 < e[1]:
                        e[1] = target - 1
                if best >= 0:
                    e[2] = best
                table.put(key, e)
            return result

        return search


# ---- the games -----------------------------------------------------------------------------

_SCORES: dict = {}


def ombre_score(state):
    """The Ombre's value of a final split (the module docstring) and its outcome, one pair
    per (rules, contract, committed vole, Ombre's position, players): shared by every solve of
    such hands, so that their bound tables are computed once."""
    key = (state.rules, state.contract, state.committed, state.ombre, state.n)
    found = _SCORES.get(key)
    if found is None:
        found = _SCORES[key] = _make_ombre_score(state)
    return found


def _make_ombre_score(state):
    from gamelib.games.ombre.game import _cinquille_outcome
    from gamelib.games.ombre.outcome import outcome
    n = state.n
    o = state.ombre
    rules, contract, committed = state.rules, state.contract, state.committed

    def result(won):
        split = tuple(won[(o + i) % n] for i in range(n))
        if n == 5:
            return _cinquille_outcome(split, contract, committed)
        return outcome(split, rules, contract, committed)

    memo: dict = {}

    def score(won):
        v = memo.get(won)
        if v is None:
            v = 16 * OUTCOME_RANK[result(won)] + won[o]
            memo[won] = v
        return v

    return score, result


def position_of(state, table: Table | None = None, max_entries: int = DEFAULT_MAX_ENTRIES,
                fast: bool | None = None, slots: int | None = None):
    """The solver's :class:`Position` for a play-phase Ombre or Quadrille state, and a
    function from the final ``won`` list to the game's own outcome (Ombre) or None."""
    name = getattr(getattr(state, "game", None), "name", None)
    table = table if table is not None else Table(max_entries)
    if name == "ombre":
        if state.phase != "play":
            raise ValueError(f"the solver plays cards: the Ombre hand is in its {state.phase!r} "
                             "phase, not the play of the tricks")
        score, result = ombre_score(state)
        maximiser = [1 if p == state.ombre else 0 for p in range(state.n)]
        pos = Position(state.hands, state.leader, state.trick, state.won, state.trump,
                       state.game.order.ponto_is_matador, maximiser, additive=False,
                       score=score, table=table, fast=fast, slots=slots)
        return pos, result
    if name == "quadrille":
        if state.phase != "play":
            raise ValueError(f"the solver plays cards: the Quadrille hand is in its "
                             f"{state.phase!r} phase, not the play of the tricks")
        side = set(state.side)
        fam = state.contract.family
        misere = fam in ("misere", "misere-ouverte")
        maximiser = [1 if ((p in side) != misere) else 0 for p in range(state.game.num_players)]
        called, aide = -1, -1
        if state.game.modern and state.called is not None and state.aide is not None and \
                state.contract.partner == "called":
            called, aide = state.called, state.aide
        pos = Position(state.hands, state.leader, state.trick, state.won, state.t,
                       state.rules.order.ponto_is_matador, maximiser, additive=True,
                       called=called, aide=aide, table=table, fast=fast, slots=slots,
                       misere=misere)
        return pos, None
    raise ValueError(
        f"the double-dummy solver handles Ombre and Quadrille (the Ombre family's cards, orders "
        f"and trick counts); {name or type(state).__name__!r} is not one of them")


def solve(state, line: bool = True, max_entries: int = DEFAULT_MAX_ENTRIES,
          table: Table | None = None, fast: bool | None = None, slots: int | None = None
          ) -> Solution:
    """Solve a play-phase Ombre or Quadrille position double dummy (the module docstring).

    Returns the value, the best card for the player to move, and -- with ``line`` -- the
    principal line to the last card and the trick totals it gives: per position in the hand
    (Ombre, positions as ``state.hands``) or per seat (Quadrille), tricks already won included."""
    pos, result = position_of(state, table, max_entries, fast, slots)
    name = state.game.name
    if pos.remaining() == 0 or not any(pos.hands):
        won = tuple(pos.won)
        return _solution(state, name, pos, result, None, won, [], 0)
    start_won = pos.won[:]
    v, card = pos.best()
    value = v + pos.base()
    seq = []
    if line:
        saved = pos.play(card)
        seq.append(card)
        target = v - pos.counted_since(start_won)
        while any(pos.hands):
            before = pos.won[:]
            _, c = pos.best(target)
            pos.play(c)
            seq.append(c)
            target -= pos.counted_since(before)
        won = tuple(pos.won)
        pos.undo(saved)
    else:
        won = ()
    return _solution(state, name, pos, result, card, won, seq, value)


def _solution(state, name, pos, result, card, won, seq, value):
    if name == "ombre":
        if not won:
            return Solution("ombre", value, None if card is None else Card(card), (),
                            line=[], nodes=pos.nodes)
        out = result(won) if won else None
        if card is None:
            value = pos.score(won)
        return Solution("ombre", value, None if card is None else Card(card), won,
                        outcome=out, line=[Card(c) for c in seq], nodes=pos.nodes)
    if card is None:
        value = pos.side_won()
    side_counted = all(pos.counted[p] for p in state.side)
    side = value if side_counted else pos.total - value
    return Solution("quadrille", value, None if card is None else Card(card), won,
                    side_tricks=side, line=[Card(c) for c in seq], nodes=pos.nodes)


def card_values(state, table: Table | None = None, max_entries: int = DEFAULT_MAX_ENTRIES,
                fast: bool | None = None) -> dict[int, int]:
    """The exact value (as :attr:`Solution.value`, higher is better for the maximising side)
    after each legal card of the player to move; equivalent cards share their value."""
    pos, _ = position_of(state, table, max_entries, fast)
    return card_values_of(pos)


def card_values_of(pos: Position, guess: int | None = None) -> dict[int, int]:
    """The exact value after each legal card: the position's value first (``guess``: a value
    to step from), then each class of equivalent cards -- the class of the card that proved the
    value has it; another class's value is at most the position's for the maximiser, at least
    for the minimiser, so it costs one test when it keeps the value and one more per step
    away."""
    base = pos.base()
    out = {}
    root = pos.root_value = pos.value(guess)
    proved = pos.proof(root)
    maxer = pos.maximiser[pos.to_move()]
    for group in pos.classes():
        if proved in group:
            v = root
        elif maxer:
            v = pos.child_value(group[0], root, hi=root)
        else:
            v = pos.child_value(group[0], root, lo=root)
        for c in group:
            out[c] = v + base
    return out

