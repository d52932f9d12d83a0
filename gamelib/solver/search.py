"""An exact double-dummy solver for Ombre and Quadrille: every hand open, best play by all.

    from gamelib.solver.search import solve
    sol = solve(state)          # a play-phase Ombre or Quadrille state (any trick, any card)
    sol.best_card, sol.tricks, sol.outcome

**What "best play" means** (the objective, stated exactly):

* *Quadrille* is a two-sided game. The declarer's side (declarer and aide, the aide known to the
  solver even while hidden at the table) plays to *maximise its tricks*; the opponents to
  minimise them -- except in the misère families, where the declarer plays to take *none*, so
  the roles turn: he minimises and the three others maximise his tricks. The value is the side's
  total of tricks, those already won plus those still to come (``Solution.value``,
  ``Solution.side_tricks``). Play is searched to the last card: the booklet stops a hand when its
  outcome can no longer change (noothoven:quadrille.six-tricks), which changes no outcome.
* *Ombre* has a three-way result (win, remise, codille, and the vole), so the value is not a
  trick count. The solver solves the *Ombre-against-the-coalition* game: the Ombre maximises,
  the allies (together) minimise the pair ``(rank of the outcome, the Ombre's tricks)`` in
  lexicographic order, where the outcome is the rule set's own :func:`gamelib.games.ombre.outcome`
  of the final split and its rank is codille 0 < remise, remise-royale, the unnamed splits 1 <
  win 2 < vole 3 (a failed vole ranks 1, below the win it forfeits; under a vole contract or a
  committed vole the rank is simply made or failed). So the Ombre first secures the best result
  he can force and then takes as many tricks as he can within it; the allies first push him
  down the results and then hold his tricks down. ``Solution.value`` is ``16 * rank + tricks``.
  The *per-player* split (``Solution.tricks``) is that of one principal line of this game:
  at each card a card that keeps the value -- the card with which the search's own test
  proved the value (the first card in the search's order at that moment that reached it); within the
  coalition it is one optimal split among possibly several (which ally takes a codille is
  therefore the line's, not a third objective). Play runs to the ninth trick: the Ombre's
  choice to play on for the vole after five tricks is not a move of the solver; it is read off
  the value (a vole ranks 3 only when all the tricks can be forced).

**The search.** Zero-window alpha-beta tests ("can the maximiser reach at least ``v``?") driven
by a binary search over the values possible from the position (MTD-style; from a guess, steps
from it), all sharing one transposition table. The best card is the one the root cut off with
in the test that proved the value (no further test per card); the value after each card
(:func:`card_values`, PIMC) is searched only on the side of the position's value it can lie
(at most it for the maximiser's cards, at least it for the minimiser's), and the card that
proved the value takes it without a test. Cards are the integers of :mod:`gamelib.core.cards`,
hands 52-bit masks; the order tables are :mod:`gamelib.games.ombre.order`'s, and the legal cards are
:func:`gamelib.games.ombre.play.legal_mask` (the matador privileges and forcing, exactly as the game
applies them) plus, for the modern Quadrille's called king, the game's own rule. Two
implementations of one algorithm: a compiled one (numba, used when numba is installed; an
explicit stack of frames so that numba can cache it) and a readable Python one (``fast=False``;
the fallback and a second reference). Both are tested against a plain minimax.

* *Transposition table*, probed and stored at each trick's first card; an entry holds a lower
  and an upper bound of the value and the best card found. The value of an Ombre position
  depends on the tricks won so far, which enter its key; Quadrille's is relative (the side's
  tricks still to come), so the past does not.
  - Compiled: *partition search* (Ginsberg's; the "winning ranks" of bridge double-dummy
    solvers) on the hands as *relative ranks* among the cards still out. An entry holds for
    every position with the same player to move, past, sides, called king's place, lengths of
    every hand in every suit, and holders of the ranks that decided the result: all the
    trumps (so the matador privilege is respected; partitioning the small trumps as well
    saved no nodes, measured), and in each plain suit every card from
    the top down to the lowest card whose rank counted below -- a card that won a trick in
    which another card of its suit fell, or a card a sure-trick bound counted on (with the
    cards played as one with it); the called king always. Every other card of a plain suit is
    a small card whose rank decided nothing, so the positions differing in where the small
    cards lie share the entry (positions differing only in which small cards were played
    already shared it through the relative ranks). Four entries a bucket, the bucket found by
    the lengths and the trumps; a bucket is 32 int64 (four cache lines: first the four
    entries' tags -- the lengths and the key's rest -- so that a probe reads one line unless a
    tag matches; then each entry's mask of deciding ranks, each hand under that mask, and the
    bounds and the best card packed in one word), and every field of the partition is
    compared, so another position's entry is never taken for a hit. Replacement: a result
    updates the entry of its own partition, else takes an entry of another epoch, else
    replaces one of the four (chosen by the node count: in effect at random; keeping the
    larger subtrees instead gave a fifth more nodes). ``slots`` entries (default
    :data:`DEFAULT_SLOTS` = 2**20, 64 MiB, within the bound of 1 GiB). One array per
    (players, slots) is kept for the process and shared by successive searches through epochs
    (an entry of another epoch counts as empty). Positions of one game, trump and score may
    share an epoch (:func:`new_epoch`; PIMC's worlds of one decision do), since an entry
    holds all that decides its value.
  - Python: keyed by the hands' masks, the leader and the past, in :class:`Table`, at most
    ``max_entries`` entries (default :data:`DEFAULT_MAX_ENTRIES` = 1,000,000, about 250 MB in
    CPython). Replacement: two generations; new entries go to the young table; when it holds
    ``max_entries // 2`` the old generation is dropped, the young becomes old and a new young
    one starts; a hit in the old generation is copied to the young one.
* *Bounds before searching*: the values still possible from the tricks won (Ombre: the least
  and greatest outcome over every split of the tricks to come); *quick tricks*: the holder of
  the highest trump still out takes a trick with each trump of his unbroken run from the top,
  which narrows those bounds (Ombre); the last trick is played out directly. Quadrille counts
  each side's *sure tricks* (:func:`sure_tricks`): the most trumps one player of a side holds
  above every trump of the other side, and the leader's quick plain tricks (his top cards in a
  plain suit, as many rounds as every other player holding a trump must follow); a test whose
  target lies outside ``[side's sure tricks, tricks to play - other side's]`` is decided at once
  (the top trumps' holder's run is among these sure trumps; two partners' top trumps as
  :func:`sure_tricks` says; the compiled search's root excepted, see *Proof cards*). (Ombre's values are outcome
  ranks, which such counts rarely decide before the last tricks: measured, they saved no
  nodes there, so Ombre keeps the holder's run alone.)
* *Move ordering*: when leading, (compiled, below the root) the lead that last refuted at the
  same depth after another lead had failed there (a *killer* lead: it cut the nodes spent on
  failed first leads by a third to a half); the table's best card; then by class -- the best
  card out of a suit that no opponent can ruff, then a suit whose best card the partner holds
  or that the partner can ruff, then the other suits, last a suit an opponent can ruff (void in
  it, holding a trump) and trumps when the opponents hold none -- and within a class the
  strongest first in the first class, the lowest first in the others, ties broken by the cards
  that refuted most often in this search (a history count); (Python) the table's card, then
  the strongest. When following, a player whose side already holds the trick plays low,
  otherwise the cheapest winning card first, then the rest low; (compiled, below the root,
  Quadrille) "holds" also counts the best card each player still to play can put on the
  trick: low when the side takes it without this card, else first the cheapest card above
  everything the opponents still to play can put on it (this took 38% of the nodes off PIMC's
  first tricks). A discard (no card of the suit led, no trump) goes lowest first.
* *Proof cards* (compiled): the card with which a test proved its result at the root (PIMC's
  tie-break, :meth:`Position.best`) is the first card, in the root's order, whose own value
  decides the test. The root is therefore ordered by its static keys alone -- the card of the
  last test of the same position that went the mover's way first (kept by the
  :class:`Position`), then by class and strength, no history count -- and it neither reads the
  table nor is decided by it, nor by the bounds (sure or quick tricks: a root they would decide
  is searched, so that a test going the mover's way always names its card; before the eighth
  session a sharper bound took the proof of a few worlds away and with it a tie-break). So the
  proof cards depend on the values alone, not on what the table held, what the bounds could
  tell or what the search pruned below the root: any change to the search that keeps the
  values keeps every proof, and with it every PIMC choice (tested).
* *Equivalent cards collapsed*: cards of one player, adjacent in the current order of a suit
  (trumps with the black aces) with no card of another player -- in a hand or on the table in
  this trick -- between them, are played as one. Two exceptions keep the collapse exact: a
  matador and a non-matador are never merged (the matador privilege distinguishes them), and
  the modern Quadrille's called king is never merged (its holder may not lead it and must play
  it to its suit).

* *Compiled, on its own numbering of the cards* (:class:`Layout`): each row of the order
  (a suit; the trumps with the black aces) takes 16 bits, highest card first. A hand's
  relative-rank key is then its cards packed under the cards out and spread over each row's
  first bits (PEXT and PDEP, one instruction each with BMI2), and a suit's runs of equivalent
  cards, its best card out and each side's top trumps are a few bit operations instead of a
  walk along the order. The search is the one it was on the cards' own numbers: the same
  nodes, values and proof cards, measured when it came (``benchmarks/bench_solver.py``).

The other trick games of the collection are not solved here: Piquet, Boston, Tresette,
Connections and Piquesept score card points, declarations or contracts that a trick count does
not capture, and their states do not share Ombre's masks and order tables; ``solve`` refuses
them with a message.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Any

from gamelib.core.cards import Card, CardSet
from gamelib.games.ombre.order import (
    MATADOR_MASK,
    STRENGTH,
    SUIT_MASK,
    SUIT_OF,
    TRUMP_MASK,
    TRUMP_RANK,
    plain_order,
    trump_order,
)
from gamelib.games.ombre.play import legal_mask, winner_index

SUITS = "SHDC"
DEFAULT_MAX_ENTRIES = 1_000_000

BIT = [1 << c for c in range(52)]
#: The values a position can still end with and their outcomes (:meth:`Position.outcomes`), per
#: (tricks to play, tricks counted, steps) or for Ombre (score function, tricks won, tricks to
#: play, steps): shared by the searches of the process (PIMC's worlds ask them again and again).
_CANDIDATES: dict = {}

#: OUTCOME_RANK: the order of the Ombre's results for the maximiser (see the module docstring).
OUTCOME_RANK = {
    "codille": 0, "unspecified": 1, "remise": 1, "remise-royale": 1, "failed-vole": 1,
    "win": 2, "vole": 3,
}


def _tables():
    """Per trump suit index t: the Ombre-family suit masks, the effective strength of a card
    in a trick whose led suit is s (-1 when it cannot win), and per (ponto_is_matador, t) the
    suit orders, highest first, with -1 marking the matador/non-matador boundary."""
    masks, eff, orders = [], [], {}
    for t, ts in enumerate(SUITS):
        masks.append(tuple(TRUMP_MASK[t] if s == t else SUIT_MASK[t][s] for s in range(4)))
        per_led = []
        for s in range(4):
            row = [-1] * 52
            for c in range(52):
                st = STRENGTH[t][c]
                if st < 0:
                    continue
                if st >= 100 or (s != t and SUIT_OF[t][c] == s):
                    row[c] = st
            per_led.append(row)
        eff.append(per_led)
        for pm in (False, True):
            mats = MATADOR_MASK[(pm, t)]
            suits = []
            for s, ss in enumerate(SUITS):
                if s == t:
                    seq, prev = [], True
                    for c in trump_order(ts):
                        c = int(c)
                        is_mat = bool(mats >> c & 1)
                        if prev and not is_mat:
                            seq.append(-1)
                        prev = is_mat
                        seq.append(c)
                    suits.append(tuple(seq))
                else:
                    suits.append(tuple(int(c) for c in plain_order(ss)))
            orders[(pm, t)] = tuple(suits)
    return masks, eff, orders


SUIT_MASKS, EFFECTIVE, ORDERS = _tables()


class Table:
    """The bounded transposition table (two generations; see the module docstring)."""

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


@dataclass
class Solution:
    """The solver's answer for a position (see the module docstring for the objective)."""

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
        self.root_value = None  # the value found by the last _card_values
        self._proofs: dict = {}
        self._first: dict = {}  # the root's first card at each position (see test)
        self._short: dict = {}  # the cards found short at each position (see test)
        self._search = self._build()
        self.fast = (_numba is not None) if fast is None else bool(fast)
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
        if self.fast:
            if self._fast is None:
                self._fast = FastSearch(self, self.slots)
            search = self._fast.search
        self.cut = -1
        key = self._key()
        if self.fast:
            # The root's first card: the card of the last test here that went the mover's way.
            # Given from here, not read from the table, so that the card proving a value
            # depends on the values alone (see *Proof cards* in the module docstring).
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
            base = self.side_won() if self.additive else 0
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
            gained = 0
            if self.additive:
                gained = sum(self.won[p] - before[p] for p in range(self.n) if self.counted[p])

            def shift(x):
                return None if x is None else x - gained

            v = self.value(shift(guess), shift(lo), shift(hi)) + gained
        finally:
            self.undo(saved)
        return v

    def proof(self, v: int) -> int | None:
        """The card with which a test of this position proved its value ``v`` (see
        :meth:`best`), if such a test has been run; None otherwise."""
        if self.maximiser[self.to_move()]:
            target = v
        else:
            above = [c for c in self.candidates() if c > v]
            if not above:
                return None
            target = above[0]
        return self._proofs.get((self._key(), target))

    def best(self, v: int | None = None) -> tuple[int, int]:
        """The value and a best card: the card with which the search proved the value (for
        the maximiser the card of the test "at least ``v``", for the minimiser that of the
        failed test of the next value up -- a test run here if the value search did not run
        it); when a test was decided without trying a card (by the bounds or the table), the
        first card in move order that keeps the value."""
        if v is None:
            v = self.value()
        pos = self.to_move()
        maxer = self.maximiser[pos]
        if maxer:
            target = v
        else:
            above = [c for c in self.candidates() if c > v]
            target = above[0] if above else None
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
                gained = 0
                if self.additive:
                    gained = sum(self.won[p] - before[p] for p in range(self.n)
                                 if self.counted[p])
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


def sure_tricks(hands, leader, maximiser, t, pm, called=-1, aide=-1, misere=False
                ) -> tuple[int, int, int]:
    """Tricks sure to each side at a trick's first card, ``leader`` to lead (the bounds of the
    Quadrille search; the compiled twin is ``_nb_sure``). Returns three counts of the tricks
    still to play:

    * the maximising side's *sure trumps*: the most trumps one of its players holds above every
      trump of the other side (its *top trumps*). Each is played in a trick of its own, and the
      best trump of that trick is its own or a partner's, so the side takes that trick whatever
      is played. Two partners holding ``a`` and ``b`` top trumps among ``la`` and ``lb`` trumps
      take ``min(a + b, max(la, lb))``: only a trick in which both play a trump can hold two of
      their top trumps, and where both must play one, the partner who still has a lower trump
      plays it under the other's top trump -- so their top trumps fall in tricks of their own,
      one a trick, until the longer of the two has played all his trumps. Not in a misère
      (``misere``): there a side's top trumps count the tricks it *must* take, and partners may
      crash them together on purpose;
    * the same for the minimising side;
    * the leader's *quick plain tricks*: in each plain suit, his cards above every other card
      of the suit still out (his run from the top; the modern Quadrille's called king, which its
      holder may not lead, ends the run), as many rounds as every other player holding a trump
      must follow (his cards in the suit; who must follow cannot ruff, and who has no trump
      cannot win it). Cashed first, they keep the lead, and no trump falls in them (whoever
      holds one follows suit), so the sure trumps above still follow -- the leader's side is
      sure of his quick tricks plus its sure trumps. Or a partner's quick tricks, when the
      leader holds a card of a plain suit whose best card out the partner holds and every
      other player holding a trump holds a card of it: the leader leads it, the partner wins
      with his best card (his first quick trick) and cashes the rest -- whichever of the two
      counts is greater.

    Counted conservatively, as the "quick tricks" of bridge double-dummy solvers: the counts
    are what a side can force, never more (tested against a plain minimax)."""
    n = len(hands)
    tm = TRUMP_MASK[t]
    count = [0] * n
    stopped = [False, False]  # stopped[side]: the other side's best trump has been passed
    for c in ORDERS[(pm, t)][t]:
        if c < 0:
            continue
        q = next((q for q in range(n) if hands[q] >> c & 1), None)
        if q is None:
            continue
        side = maximiser[q]
        if not stopped[side]:
            count[q] += 1
        stopped[1 - side] = True
        if all(stopped):
            break
    length = [(h & tm).bit_count() for h in hands]

    def sure(side):
        tops = [q for q in range(n) if maximiser[q] == side and count[q]]
        best = max([count[q] for q in tops], default=0)
        if not misere:
            for i, a in enumerate(tops):
                for b in tops[:i]:
                    best = max(best, min(count[a] + count[b], max(length[a], length[b])))
        return best

    sure_max, sure_min = sure(1), sure(0)

    def quick(leader):
        count = 0
        mine = hands[leader]
        for s in range(4):
            if s == t or not mine & SUIT_MASKS[t][s]:
                continue
            safe = min([(hands[q] & SUIT_MASKS[t][s]).bit_count() for q in range(n)
                        if q != leader and hands[q] & tm], default=99)
            run = 0
            for c in ORDERS[(pm, t)][s]:
                if run >= safe:
                    break
                if mine >> c & 1:
                    if c == called and leader == aide:
                        break
                    run += 1
                elif any(h >> c & 1 for h in hands):
                    break
            count += run
        return count

    def entry(partner, s):  # the leader can lead a card of s to the partner's best card out
        row = SUIT_MASKS[t][s]
        best = next((c for c in ORDERS[(pm, t)][s] if c >= 0 and any(h >> c & 1 for h in hands)),
                    None)
        return (s != t and hands[leader] & row and best is not None
                and hands[partner] >> best & 1
                and all(hands[q] & row for q in range(n) if q != partner and hands[q] & tm))

    best_quick = quick(leader)
    for p in range(n):
        if p != leader and maximiser[p] == maximiser[leader] and \
                any(entry(p, s) for s in range(4)):
            best_quick = max(best_quick, quick(p))
    return sure_max, sure_min, best_quick


def _classes(L, others, orders, masks, called):
    """The classes of equivalent legal cards, each highest first (the slow, readable twin of
    :func:`_collapse`, for reports)."""
    out = []
    for s in range(4):
        Ls = L & masks[s]
        run = None
        for c in orders[s]:
            if c < 0:
                run = None
                continue
            if Ls >> c & 1:
                if c == called:
                    out.append([c])
                    run = None
                elif run is None:
                    run = [c]
                    out.append(run)
                else:
                    run.append(c)
            elif others >> c & 1 or c == called:
                run = None
    return out


def _collapse(L, others, orders, masks, called):
    """One card per class of equivalent legal cards (see the module docstring)."""
    out = []
    for s in range(4):
        Ls = L & masks[s]
        if not Ls:
            continue
        if not Ls & (Ls - 1):
            out.append(Ls.bit_length() - 1)
            continue
        run = False
        for c in orders[s]:
            if c < 0:
                run = False
                continue
            b = BIT[c]
            if Ls & b:
                if c == called:
                    out.append(c)
                    run = False
                elif not run:
                    out.append(c)
                    run = True
            elif others & b or c == called:
                run = False
    return out


def _completions(won: tuple, rest: int):
    """Every final split reachable from ``won`` with ``rest`` tricks still to play."""
    n = len(won)
    if n == 1:
        yield (won[0] + rest,)
        return
    for first in range(rest + 1):
        for tail in _completions(won[1:], rest - first):
            yield (won[0] + first,) + tail


# ---- the games -----------------------------------------------------------------------------

_SCORES: dict = {}


def _ombre_score(state):
    """The Ombre's value of a final split (see the module docstring) and its outcome, one pair
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
        score, result = _ombre_score(state)
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
    """Solve a play-phase Ombre or Quadrille position double dummy (see the module docstring).

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
    if pos.additive:
        value = v + pos.side_won()
    else:
        value = v
    seq = []
    if line:
        saved = pos.play(card)
        seq.append(card)
        gained = sum(pos.won[p] - start_won[p] for p in range(pos.n) if pos.counted[p])
        target = v - gained if pos.additive else v
        while any(pos.hands):
            before = pos.won[:]
            _, c = pos.best(target)
            pos.play(c)
            seq.append(c)
            if pos.additive:
                target -= sum(pos.won[p] - before[p] for p in range(pos.n) if pos.counted[p])
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
    return _card_values(pos)


def _card_values(pos: Position, guess: int | None = None) -> dict[int, int]:
    """The exact value after each legal card: the position's value first (``guess``: a value
    to step from), then each class of equivalent cards -- the class of the card that proved the
    value has it; another class's value is at most the position's for the maximiser, at least
    for the minimiser, so it costs one test when it keeps the value and one more per step
    away."""
    base = pos.side_won() if pos.additive else 0
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


def minimax(state) -> int:
    """The plain minimax value (no pruning, no table, no collapsing) of a play-phase Ombre or
    Quadrille position, through the solver's objective: the reference the tests compare the
    solver with. Same scale as :attr:`Solution.value`."""
    pos, _ = position_of(state)

    def rec() -> int:
        if pos.remaining() == 0:
            if pos.additive:
                return pos.side_won()
            return pos.score(tuple(pos.won))
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
    :attr:`Solution.value`) and the nodes searched, or ``(None, nodes)`` when ``node_limit``
    nodes did not suffice."""
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
            if pos.additive:
                return pos.side_won()
            return pos.score(tuple(pos.won))
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


# ---- the compiled search (numba) ---------------------------------------------------------------
#
# The same search as Position._build's on numpy arrays (see the module docstring).

DEFAULT_SLOTS = 1 << 20

try:  # numba is optional: without it the Python search runs
    import numba as _numba
    import numpy as _np
except ImportError:  # pragma: no cover - exercised only where numba is missing
    _numba = None

if _numba is not None:
    _njit = _numba.njit(cache=True, nogil=True, error_model="numpy")

    def _has_bmi2() -> bool:
        """Whether numba compiles for a processor with BMI2's PEXT and PDEP."""
        from numba.core import config
        if config.CPU_NAME or config.CPU_FEATURES:  # compiling for another processor
            return False
        import llvmlite.binding as llb
        try:
            return bool(llb.get_host_cpu_features().get("bmi2", False))
        except RuntimeError:  # llvmlite cannot tell on this platform
            return False

    def _llvm(name, arity, flag=None):
        """The LLVM intrinsic ``name`` on ``arity`` int64 arguments (and a constant i1 ``flag``
        after them when given) as a numba function returning int64."""
        from llvmlite import ir
        from numba.core import cgutils, types
        from numba.extending import intrinsic

        def codegen(context, builder, signature, args):
            i64 = ir.IntType(64)
            params = [i64] * arity + ([ir.IntType(1)] if flag is not None else [])
            fn = cgutils.get_or_insert_function(builder.module, ir.FunctionType(i64, params),
                                                name)
            extra = [ir.Constant(ir.IntType(1), flag)] if flag is not None else []
            return builder.call(fn, list(args) + extra)

        if arity == 1:
            @intrinsic
            def op(typingctx, x):
                return types.int64(types.int64), codegen
        else:
            @intrinsic
            def op(typingctx, x, m):
                return types.int64(types.int64, types.int64), codegen
        return op

    _CTPOP = _llvm("llvm.ctpop.i64", 1)
    _CTTZ = _llvm("llvm.cttz.i64", 1, flag=False)  # 64 for 0
    _CTLZ = _llvm("llvm.ctlz.i64", 1, flag=False)

    @_njit
    def _bit_pext(x, m):
        """PEXT a bit at a time: where the processor lacks BMI2, and the tests' reference."""
        r = 0
        k = 0
        while m:
            low = m & -m
            if x & low:
                r |= 1 << k
            k += 1
            m ^= low
        return r

    @_njit
    def _bit_pdep(x, m):
        """PDEP a bit at a time (see :func:`_bit_pext`)."""
        r = 0
        k = 0
        while m:
            low = m & -m
            if (x >> k) & 1:
                r |= low
            k += 1
            m ^= low
        return r

    if _has_bmi2():
        _PEXT = _llvm("llvm.x86.bmi.pext.64", 2)
        _PDEP = _llvm("llvm.x86.bmi.pdep.64", 2)

        @_njit
        def _nb_pext(x, m):
            """The bits of ``x`` under the mask ``m``, packed to the bottom (BMI2's PEXT)."""
            return _PEXT(x, m)

        @_njit
        def _nb_pdep(x, m):
            """The bottom bits of ``x`` spread over the bits of the mask ``m`` (BMI2's PDEP)."""
            return _PDEP(x, m)
    else:  # pragma: no cover - where BMI2 is missing
        _nb_pext, _nb_pdep = _bit_pext, _bit_pdep

    @_njit
    def _nb_legal(h, led, t_mask, suit_masks, suit_of, mats, trank):
        if led < 0:
            return h
        if not (t_mask >> led) & 1:
            same = h & suit_masks[suit_of[led]]
            if same:
                return same
            return h
        trumps = h & t_mask
        if trumps == 0:
            return h
        if trumps & ~mats:
            return trumps
        if (mats >> led) & 1:
            for c in range(64):
                if (trumps >> c) & 1 and trank[c] > trank[led]:
                    return trumps
        return h

    @_njit
    def _nb_popcount(x):
        """The bits set in ``x`` (LLVM's ctpop: one instruction where the processor has it)."""
        return _CTPOP(x)

    @_njit
    def _nb_lowest(x):
        """The lowest card of a non-empty mask ``x`` (LLVM's cttz)."""
        return _CTTZ(x)

    @_njit
    def _nb_highest(x):
        """The highest card of a non-empty mask ``x`` (LLVM's ctlz)."""
        return 63 - _CTLZ(x)

    @_njit
    def _nb_store(base, target, r, best, meta, lens, dm, key, n, tt, victim):
        """Store a test's result in the table's bucket at ``base`` (a flat view of the table: 32
        int64, four cache lines: first each entry's tags -- the hands' lengths in each suit and
        ``meta``, the epoch, player to move, past and sides --, then each entry's mask ``dm``
        of the relative ranks that decided it, the hands' relative ranks under it, and the
        lower and upper bounds and the best card's code packed in one word). The entry of the
        same partition is updated; otherwise an entry of another epoch is taken, else the
        entry ``victim``."""
        hit = -1
        free = -1
        for j in range(4):
            if tt[base + 2 * j + 1] == meta and tt[base + 2 * j] == lens:
                e = base + 8 + 6 * j
                same = tt[e] == dm
                for q in range(n):
                    if tt[e + 1 + q] != key[q] & dm:
                        same = False
                if same:
                    hit = j
                    break
            if free < 0 and (tt[base + 2 * j + 1] >> 32) != (meta >> 32):
                free = j
        if hit >= 0:
            e = base + 8 + 6 * hit
            pk = tt[e + 5]
            lo = (pk & 1023) - 512
            hi = ((pk >> 10) & 1023) - 512
            bc = ((pk >> 20) & 255) - 1
        else:
            j = free if free >= 0 else victim
            tt[base + 2 * j] = lens
            tt[base + 2 * j + 1] = meta
            e = base + 8 + 6 * j
            tt[e] = dm
            for q in range(n):
                tt[e + 1 + q] = key[q] & dm
            lo = -511
            hi = 511
            bc = -1
        if r:
            if target > lo:
                lo = target if target < 511 else 511
        elif target - 1 < hi:
            hi = target - 1 if target - 1 > -511 else -511
        if best >= 0:
            bc = best
        tt[e + 5] = (lo + 512) | ((hi + 512) << 10) | ((bc + 1) << 20)

    @_njit
    def _nb_depth(wr, allc, suit_masks, ts, dest, called):
        """The relative ranks that must be held as here for a result to hold (partition
        search): the whole trump row; in each plain suit, every card out from the top down to
        the lowest card in ``wr`` (the cards whose ranks decided a trick or a bound below),
        the called king always -- as a mask of relative-rank codes (see :func:`_nb_codes`)."""
        if called >= 0:
            wr |= (1 << called) & allc
        dm = allc & suit_masks[ts]
        for s in range(4):
            if s != ts:
                x = wr & suit_masks[s] & allc
                if x:
                    dm |= allc & suit_masks[s] & ((2 << _nb_highest(x)) - 1)
        return _nb_pdep(_nb_pext(dm, allc), dest)

    @_njit
    def _nb_lens(hands, n):
        """Each hand's length in each row of the order: 4 bits a player, 16 bits a row (the
        row's count in its own 16 bits, SWAR)."""
        lens = 0
        for q in range(n):
            x = hands[q] - ((hands[q] >> 1) & 0x5555555555555555)
            x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333)
            x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0F
            x = (x + (x >> 8)) & 0x000F000F000F000F  # at most 10 a row
            lens |= x << (4 * q)
        return lens

    @_njit
    def _nb_quick(hands, leader, suit_masks, ts, called, aide, allc, lens, holders):
        """The leader's quick plain tricks (see :func:`sure_tricks`), and the cards counted;
        ``lens`` as :func:`_nb_lens`, ``holders`` the players holding a trump (bits)."""
        quick = 0
        counted = 0
        hl = hands[leader]
        others = holders & ~(1 << leader)
        for s in range(4):
            row = suit_masks[s]
            if s == ts or not (hl & row):
                continue
            # the leader's cards above every other card out of the suit
            rest = allc & row & ~hl
            run = hl & row & ((rest & -rest) - 1 if rest else -1)
            if called >= 0 and leader == aide and (run >> called) & 1:
                run &= (1 << called) - 1  # his run stops at the called king
            if not run:
                continue
            m = _nb_popcount(run)
            x = others  # as many rounds as every other trump holder must follow
            while x:
                q = _nb_lowest(x)
                length = (lens >> (16 * s + 4 * q)) & 15
                if length < m:
                    m = length
                x &= x - 1
            quick += m
            counted |= _nb_pdep((1 << m) - 1, run)
        return quick, counted

    @_njit
    def _nb_sure(hands, n, leader, maximiser, t_mask, suit_masks, ts, called, aide, lens,
                 misere):
        """Sure tricks at a trick's first card (see :func:`sure_tricks`, the readable twin), on
        hands in the search's :class:`Layout` (a row's higher cards on its lower bits) and
        their lengths ``lens`` (:func:`_nb_lens`): (the maximising side's, the minimising
        side's, the leader's quick plain tricks, and the cards those count on: the cards whose
        ranks the count depends on, the trumps apart)."""
        tmax = 0
        tmin = 0
        allc = 0
        holders = 0
        for q in range(n):
            allc |= hands[q]
            tq = hands[q] & t_mask
            if tq:
                holders |= 1 << q
            if maximiser[q]:
                tmax |= tq
            else:
                tmin |= tq
        sure_max = 0
        sure_min = 0
        if tmax | tmin:
            # the side of the best trump out: each of its players' trumps above the other
            # side's best
            top_max = (tmax & -tmax) < (tmin & -tmin) if tmax and tmin else tmax != 0
            other = tmin if top_max else tmax
            above = (other & -other) - 1 if other else -1
            best = 0
            for q in range(n):
                if (maximiser[q] != 0) != top_max:
                    continue
                m = _nb_popcount(hands[q] & t_mask & above)
                if m == 0:
                    continue
                if m > best:
                    best = m
                if misere:
                    continue
                lq = (lens >> (16 * ts + 4 * q)) & 15
                for r in range(q):  # a partner's top trumps (see sure_tricks)
                    if (maximiser[r] != 0) != top_max:
                        continue
                    mr = _nb_popcount(hands[r] & t_mask & above)
                    if mr:
                        lr = (lens >> (16 * ts + 4 * r)) & 15
                        v = min(m + mr, max(lq, lr))
                        if v > best:
                            best = v
            if top_max:
                sure_max = best
            else:
                sure_min = best
        quick, qmask = _nb_quick(hands, leader, suit_masks, ts, called, aide, allc, lens,
                                 holders)
        hl = hands[leader]
        for p in range(n):
            if p == leader or maximiser[p] != maximiser[leader]:
                continue
            # a partner's quick tricks, reached by a low card to his best card out of a suit
            for s in range(4):
                row = suit_masks[s]
                out = allc & row
                if s == ts or not (hl & row) or not (hands[p] & out & -out):
                    continue
                entry = True
                x = holders & ~(1 << p)  # every other trump holder follows
                while x:
                    if not (lens >> (16 * s + 4 * _nb_lowest(x))) & 15:
                        entry = False
                        break
                    x &= x - 1
                if entry:
                    via, vmask = _nb_quick(hands, p, suit_masks, ts, called, aide, allc, lens,
                                           holders)
                    if via > quick:
                        quick = via
                        qmask = vmask | (out & -out)
                    break
        return sure_max, sure_min, quick, qmask

    @_njit
    def _nb_code(c, allc, dest):
        """The key code of the card ``c`` among the cards out ``allc`` (see :func:`_nb_codes`)."""
        return _nb_lowest(_nb_pdep(_nb_pext(1 << c, allc), dest))

    @_njit
    def _nb_codes(allc, ts):
        """Where the relative-rank codes of the cards out ``allc`` lie (in the search's
        :class:`Layout`): the key codes a card by its row * 16 + its place among the row's cards
        out, the trump row's matadors from 0 and its other cards from 4, so a hand's codes are
        its cards packed under ``allc`` (PEXT) and spread over these bits (PDEP)."""
        dest = 0
        for s in range(4):
            row = (allc >> (16 * s)) & 0xFFFF
            if s == ts:
                mats = (1 << _nb_popcount(row & 0xF)) - 1
                dest |= (mats | (((1 << _nb_popcount(row & 0xFFF0)) - 1) << 4)) << (16 * s)
            else:
                dest |= ((1 << _nb_popcount(row)) - 1) << (16 * s)
        return dest

    @_njit
    def _nb_search(target0, pos0, k0, led0, bs0, bp0, tm0, hands, won, P, suit_masks, eff,
                   suit_of, strength, trank, maximiser, lo_tab, hi_tab, mult,
                   tt, moves, keys, F, nodes, hist, killer, rel, own, tops):
        """The zero-window test, iterative (an explicit stack of frames ``F``, one row per
        card played from the root) so that numba can cache it."""
        n = P[0]
        additive = P[3]
        called = P[4]
        aide = P[5]
        t_mask = P[6]
        mats = P[7]
        slot_mask = P[8]
        epoch = P[9]
        misere = P[10]  # the value counts the minimisers' tricks (see Position)
        maxmask = misere << 5  # which players maximise: in the key, for tables shared
        for q in range(n):     # across worlds
            maxmask |= maximiser[q] << q
        for c in range(64):  # own[c]: the position holding card c (-1: none), kept up to date
            own[c] = -1
        for q in range(n):
            for c in range(64):
                if (hands[q] >> c) & 1:
                    own[c] = q
        d = 0
        nodes[1] = -1  # the card of the last cut-off: the root's, when the root cuts off
        F[0, 0] = target0
        F[0, 1] = pos0
        F[0, 2] = k0
        F[0, 3] = led0
        F[0, 4] = bs0
        F[0, 5] = bp0
        F[0, 6] = tm0
        F[0, 22] = P[12]  # the best card of the trick so far (a root in mid-trick)
        F[0, 19] = 0
        F[0, 20] = _nb_lens(hands, n)  # the hands' lengths, kept up to date card by card
        trow = 0xFFFF << (16 * P[1])  # the trump row's relative ranks: always in the key
        mode = 0  # 0: enter frame d; 1: next move of frame d; 2: return r from frame d
        r = False
        wr = 0  # the cards whose ranks decided the result returned (partition search)
        while True:
            if mode == 0:
                nodes[0] += 1
                target = F[d, 0]
                pos = F[d, 1]
                k = F[d, 2]
                led = F[d, 3]
                bs = F[d, 4]
                bp = F[d, 5]
                tm = F[d, 6]
                hint = -1
                slot = -1
                allc = 0
                dest = 0
                meta = 0
                widx = 0
                lens = F[d, 20]
                lw = 0  # a result decided here: the cards whose ranks decided it
                decided = False
                if k == 0:
                    h = hands[pos]
                    rem = _nb_popcount(h)
                    if not additive:
                        for q in range(n):
                            widx += won[q] * mult[q]
                    if rem == 1:
                        # the last trick: every card is forced
                        lc = _nb_lowest(h)
                        row = suit_of[lc]
                        w = pos
                        wbest = eff[row, lc]
                        for q in range(n):
                            hq = hands[q]
                            if q == pos or hq == 0:
                                continue
                            cq = _nb_lowest(hq)
                            if eff[row, cq] > wbest:
                                wbest = eff[row, cq]
                                w = q
                        wc = _nb_lowest(hands[w])
                        if not (t_mask >> wc) & 1:
                            others = 0
                            for q in range(n):
                                if q != w:
                                    others |= hands[q]
                            if others & suit_masks[wc >> 4]:  # its row
                                lw = 1 << wc  # it won by its rank
                        if additive:
                            r = target - (maximiser[w] ^ misere) <= 0
                        else:
                            r = lo_tab[widx + mult[w]] >= target
                        decided = True
                    elif additive and target <= 0:
                        r = True
                        decided = True
                    elif additive and target > rem:
                        r = False
                        decided = True
                    else:
                        # The table. Its key: each hand as relative ranks among the cards still
                        # out (16 bits a suit; the matadors first, the others from 4; the called
                        # king's place apart), so positions differing only in cards already
                        # played share an entry.
                        allc = 0
                        for q in range(n):
                            allc |= hands[q]
                        dest = _nb_codes(allc, P[1])
                        for q in range(n):
                            rel[d, q] = _nb_pdep(_nb_pext(hands[q], allc), dest)
                        crel = -1
                        if called >= 0 and (allc >> called) & 1:
                            crel = _nb_code(called, allc, dest)
                        keyx = (widx * 128 + crel + 1) * 64 + maxmask
                        # Partition search: an entry holds for every position with the same
                        # lengths in each suit and the same holders of the relative ranks that
                        # decided it (its mask: the trumps, and in each plain suit the cards
                        # from the top down to the lowest rank that won a trick or counted in
                        # a bound); so the bucket is found by the lengths and the trumps.
                        hk = keyx * 0x1E3779B97F4A7C15 + pos * 0x232BE59BD9B4E019
                        hk = (hk ^ lens) * 0x100000001B3
                        hk ^= (hk >> 31) & 0x1FFFFFFFF
                        for q in range(n):
                            hk = (hk ^ (rel[d, q] & trow)) * 0x100000001B3
                            hk ^= (hk >> 31) & 0x1FFFFFFFF
                        hk = (hk ^ ((hk >> 33) & 0x7FFFFFFF)) * 0x7F51AFD7ED558CCD
                        hk ^= (hk >> 29) & 0x7FFFFFFFF
                        slot = (hk & (slot_mask >> 2)) << 5  # a bucket: 32 int64
                        meta = (epoch << 32) | (pos << 29) | keyx
                        if d > 0:  # the root: ordered and searched without the table
                            for j in range(4):
                                if tt[slot + 2 * j + 1] != meta or tt[slot + 2 * j] != lens:
                                    continue
                                e = slot + 8 + 6 * j
                                dm = tt[e]
                                same = True
                                for q in range(n):
                                    if rel[d, q] & dm != tt[e + 1 + q]:
                                        same = False
                                        break
                                if not same:
                                    continue
                                pk = tt[e + 5]
                                if (pk & 1023) - 512 >= target:
                                    r = True
                                    decided = True
                                elif ((pk >> 10) & 1023) - 512 < target:
                                    r = False
                                    decided = True
                                if decided:
                                    lw = _nb_pdep(_nb_pext(dm, dest), allc)
                                    break
                                bc = ((pk >> 20) & 255) - 1
                                if bc >= 0 and hint < 0:
                                    hint = _nb_lowest(_nb_pdep(_nb_pext(1 << bc, dest), allc))
                        # The bounds, below the root only: the root names a card whenever a
                        # test goes the mover's way (see *Proof cards*)
                        if not decided and d > 0 and additive:
                            # sure tricks of each side, the leader's quick plain tricks (they
                            # include the top trumps' holder's run)
                            smax, smin, quick, qmask = _nb_sure(hands, n, pos, maximiser,
                                                                t_mask, suit_masks, P[1],
                                                                called, aide, lens, misere)
                            qmax = 0  # the quick tricks counted for each side
                            qmin = 0
                            if misere:
                                # the counted side is the minimisers', and nobody wants a
                                # trick: sure trumps only (see Position._build)
                                smax, smin = smin, smax
                            elif maximiser[pos]:
                                qmax = quick
                            else:
                                qmin = quick
                            if target <= smax + qmax:
                                r = True
                                decided = True
                                if target > smax:  # the quick tricks' ranks decided it
                                    lw = qmask
                            elif target > rem - smin - qmin:
                                r = False
                                decided = True
                                if target <= rem - smin:
                                    lw = qmask
                        elif not decided and d > 0:
                            # quick tricks: the holder of the highest trump out wins a trick
                            # with each trump of his unbroken run from the top (nothing can beat
                            # them)
                            out = allc & t_mask
                            w2 = widx
                            if out:
                                holder = own[_nb_lowest(out)]
                                rest = out & ~hands[holder]
                                run = hands[holder] & t_mask & ((rest & -rest) - 1 if rest else -1)
                                w2 += _nb_popcount(run) * mult[holder]
                            if lo_tab[w2] >= target:
                                r = True
                                decided = True
                            elif hi_tab[w2] < target:
                                r = False
                                decided = True
                if decided:
                    wr = lw | F[d, 19]
                    mode = 2
                    continue
                h = hands[pos]
                if k == 0:
                    L = h
                    if called >= 0 and pos == aide and (h >> called) & 1:
                        rest = L & ~(1 << called)
                        if rest:
                            L = rest
                else:
                    L = _nb_legal(h, led, t_mask, suit_masks, suit_of, mats, trank)
                    if called >= 0 and pos == aide and (h >> called) & 1 and \
                            suit_of[called] == suit_of[led]:
                        L = 1 << called
                others = tm
                for q in range(n):
                    if q != pos:
                        others |= hands[q]
                # one move per run: a legal card, unless it follows (in its suit's order, cards
                # played before this trick skipped) another legal card with no card of another
                # player between them; a matador and a non-matador, and the called king, never
                # share a run
                cb = (1 << called) if called >= 0 else 0
                m = 0
                for s in range(4):
                    Ls = L & suit_masks[s]
                    if Ls == 0:
                        continue
                    seq = (Ls | others | cb) & suit_masks[s]  # the cards that make or break runs
                    cont = _nb_pext(Ls & ~cb, seq) << 1  # the places after a legal card
                    if s == P[1]:
                        cont &= ~(1 << _nb_popcount(seq & mats))  # the first non-matador
                    mv = _nb_pdep((_nb_pext(Ls, seq) & ~cont) | _nb_pext(Ls & cb, seq), seq)
                    while mv:
                        moves[d, m] = _nb_lowest(mv)
                        m += 1
                        mv &= mv - 1
                maxer = maximiser[pos]
                if k == 0:
                    if d == 0:
                        hint = P[11]  # the root's first card, given (Position.test)
                    ts = P[1]
                    trumpers = 0  # the opponents of the leader who hold a trump
                    for q in range(n):
                        if maximiser[q] != maxer and hands[q] & t_mask:
                            trumpers |= 1 << q
                    for s in range(4):  # each suit's best card out
                        out = (others | h) & suit_masks[s]
                        tops[s] = _nb_lowest(out) if out else -1
                    # below the root, the lead that last refuted at this depth after another
                    # lead had failed there comes first (a "killer"), then the table's card
                    kc = killer[d] if d > 0 else -1
                    for i in range(m):
                        c = moves[d, i]
                        if c == kc:
                            keys[d, i] = -(1 << 61)
                            continue
                        if c == hint:
                            keys[d, i] = -(1 << 60)
                            continue
                        s = suit_of[c]
                        if (t_mask >> c) & 1:
                            s = ts
                        top = tops[s]  # the suit's best card out, and who holds it
                        tq = own[top]
                        ruff = False
                        pruff = False
                        if s != ts:
                            for q in range(n):
                                if not (hands[q] & suit_masks[s]) and hands[q] & t_mask:
                                    if (trumpers >> q) & 1:
                                        ruff = True
                                    elif q != pos:
                                        pruff = True
                        if ruff or (s == ts and trumpers == 0):
                            cls = 0  # an opponent can ruff it
                        elif top == c:
                            cls = 3  # the best card out, and no ruff
                        elif maximiser[tq] == maxer or pruff:
                            cls = 2  # towards the partner's best card, or his ruff
                        else:
                            cls = 1
                        st = strength[c] if cls == 3 else 200 - strength[c]
                        keys[d, i] = -(cls * (1 << 40) + st * (1 << 30)
                                       + (hist[c] if d > 0 else 0))
                else:
                    ls = suit_of[led]
                    same_side = maximiser[bp] == maxer
                    # below the root: whether the side takes the trick without this card, and
                    # what the opponents still to play can put on it -- the best card each
                    # player after this one can play (the root keeps its static order: see
                    # *Proof cards*). Where the side's tricks are counted (Quadrille); at
                    # Ombre, where it matters which of the allies takes a trick, this gave
                    # more nodes.
                    mine = bs if same_side else -1
                    theirs = -1 if same_side else bs
                    if d > 0 and additive:
                        q = pos
                        for j in range(k + 1, n):
                            q = q + 1 if q + 1 < n else 0
                            x = hands[q] & suit_masks[ls]
                            if x == 0:
                                x = hands[q] & t_mask
                            if x:
                                top = eff[ls, _nb_lowest(x)]
                                if maximiser[q] == maxer:
                                    if top > mine:
                                        mine = top
                                elif top > theirs:
                                    theirs = top
                    for i in range(m):
                        c = moves[d, i]
                        e = eff[ls, c]
                        if e < 0:
                            e = strength[c] - 100  # a discard: the lowest first
                        if mine > theirs or e > theirs:
                            # the side holds the trick without it (the lowest first), or the
                            # cheapest card that holds it against all still to play
                            keys[d, i] = e
                        else:
                            keys[d, i] = 1000 + e  # cannot: the lowest
                for i in range(1, m):
                    kc = keys[d, i]
                    mc = moves[d, i]
                    j = i - 1
                    while j >= 0 and keys[d, j] > kc:
                        keys[d, j + 1] = keys[d, j]
                        moves[d, j + 1] = moves[d, j]
                        j -= 1
                    keys[d, j + 1] = kc
                    moves[d, j + 1] = mc
                F[d, 7] = h
                F[d, 8] = slot
                F[d, 16] = allc
                F[d, 17] = dest
                F[d, 18] = 0
                F[d, 9] = meta
                F[d, 10] = m
                F[d, 11] = 0
                F[d, 12] = maxer
                F[d, 13] = 1 - maxer
                F[d, 14] = -1
                F[d, 15] = -1
                mode = 1
            elif mode == 1:
                i = F[d, 11]
                if i >= F[d, 10]:
                    r = F[d, 13] == 1
                    if F[d, 8] >= 0:
                        _nb_store(F[d, 8], F[d, 0], r,
                                  _nb_code(F[d, 14], F[d, 16], F[d, 17]) if F[d, 14] >= 0 else -1,
                                  F[d, 9], F[d, 20],
                                  _nb_depth(F[d, 18], F[d, 16], suit_masks, P[1], F[d, 17],
                                            called),
                                  rel[d], n, tt, nodes[0] & 3)
                    wr = F[d, 18] | F[d, 19]
                    mode = 2
                    continue
                c = moves[d, i]
                pos = F[d, 1]
                k = F[d, 2]
                led = F[d, 3]
                bs = F[d, 4]
                bp = F[d, 5]
                b = 1 << c
                hands[pos] = F[d, 7] ^ b
                own[c] = -1
                if k == 0:
                    nled = c
                    nbs = eff[suit_of[c], c]
                    nbp = pos
                    nbc = c
                else:
                    nled = led
                    sc = eff[suit_of[led], c]
                    if sc > bs:
                        nbs = sc
                        nbp = pos
                        nbc = c
                    else:
                        nbs = bs
                        nbp = bp
                        nbc = F[d, 22]
                e = d + 1
                F[e, 20] = F[d, 20] - (1 << (16 * (c >> 4) + 4 * pos))
                if k + 1 < n:
                    F[e, 0] = F[d, 0]
                    F[e, 1] = pos + 1 if pos + 1 < n else 0
                    F[e, 2] = k + 1
                    F[e, 3] = nled
                    F[e, 4] = nbs
                    F[e, 5] = nbp
                    F[e, 6] = F[d, 6] | b
                    F[e, 19] = 0
                    F[e, 22] = nbc  # the trick's best card so far
                else:
                    # the trick is complete: its winning card decided it by its rank when
                    # another card of its plain suit is in it
                    F[e, 19] = 0
                    if not (t_mask >> nbc) & 1 and \
                            (F[d, 6] | b) & suit_masks[nbc >> 4] & ~(1 << nbc):  # its row
                        F[e, 19] = 1 << nbc
                    if additive:
                        F[e, 0] = F[d, 0] - (maximiser[nbp] ^ misere)
                    else:
                        F[e, 0] = F[d, 0]
                        won[nbp] += 1
                        F[d, 15] = nbp
                    F[e, 1] = nbp
                    F[e, 2] = 0
                    F[e, 3] = -1
                    F[e, 4] = -1
                    F[e, 5] = 0
                    F[e, 6] = 0
                d = e
                mode = 0
            else:
                if d == 0:
                    return r
                d -= 1
                hands[F[d, 1]] = F[d, 7]
                c = moves[d, F[d, 11]]
                own[c] = F[d, 1]
                if F[d, 15] >= 0:
                    won[F[d, 15]] -= 1
                    F[d, 15] = -1
                if (wr >> c) & 1 and not (t_mask >> c) & 1 and c != called:
                    # the card's rank counted: so do the cards played as one with it (its run)
                    below = suit_masks[c >> 4] & ~((2 << c) - 1)  # its row, below it
                    oth = F[d, 6]
                    for q in range(n):
                        if q != F[d, 1]:
                            oth |= hands[q]
                    if called >= 0:
                        oth |= 1 << called
                    mine = below & F[d, 7]
                    stop = below & oth
                    if stop:
                        mine &= (stop & -stop) - 1
                    wr |= mine
                if r == (F[d, 12] == 1):
                    F[d, 13] = 1 if r else 0
                    F[d, 14] = c
                    F[d, 18] = wr
                    nodes[1] = c
                    if F[d, 2] == 0:
                        hist[c] += 1
                        if F[d, 11] > 0:
                            killer[d] = c
                    if F[d, 8] >= 0:
                        _nb_store(F[d, 8], F[d, 0], r, _nb_code(c, F[d, 16], F[d, 17]),
                                  F[d, 9], F[d, 20],
                                  _nb_depth(wr, F[d, 16], suit_masks, P[1], F[d, 17], called),
                                  rel[d], n, tt, nodes[0] & 3)
                    wr |= F[d, 19]
                    mode = 2
                else:
                    F[d, 18] |= wr
                    F[d, 11] += 1
                    mode = 1


_EPOCH = 0
#: The compiled tables, one per (players, slots), shared by every search of the process; a new
#: search takes a new epoch, and entries of older epochs count as empty (so no clearing).
_TABLES: dict = {}
#: The bound tables of an Ombre score function (shared by the worlds of one PIMC decision).
_BOUNDS: dict = {}


def _table(slots: int):
    """A compiled table of ``slots`` entries, every one empty: a row of 8 int64 (64 bytes, one
    cache line) an entry, in memory the system is asked to back with huge pages where it can
    (the probes fall all over the table, and with 4 KiB pages nearly every one would also miss
    the processor's page cache, the TLB)."""
    import mmap
    size = slots * 64
    huge = 1 << 21
    try:
        buf = mmap.mmap(-1, size + huge, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
        start = -_np.frombuffer(buf, dtype=_np.uint8, count=1).ctypes.data % huge
        if hasattr(mmap, "MADV_HUGEPAGE"):
            buf.madvise(mmap.MADV_HUGEPAGE, start, size)
        tt = _np.frombuffer(buf, dtype=_np.int64, count=slots * 8, offset=start)
    except (OSError, ValueError, AttributeError):  # no such mapping here: ordinary memory
        tt = _np.empty(slots * 8, dtype=_np.int64)
    tt = tt.reshape(slots, 8)
    tt.fill(-1)
    return tt


def new_epoch() -> int:
    """A fresh epoch of the compiled tables. Positions given the same epoch share their table
    entries: exact when they are of one game with the same trump suit, matador rule, players
    and (Ombre) score function -- as the worlds of one PIMC decision -- since an entry holds
    the lengths of every hand in every suit, the holders of the ranks that decided it (as
    relative ranks), the player to move, the tricks won (Ombre), the called king's place and
    which players maximise: all that decides its value (partition search, see the module
    docstring). (After 2**31 epochs the tables are cleared and the count starts again: an
    entry holds its epoch in 31 bits.)"""
    global _EPOCH
    _EPOCH += 1
    if _EPOCH >= 1 << 31:
        for table in _TABLES.values():
            table.fill(-1)
        _EPOCH = 1
    return _EPOCH


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
    def of(cls, pm: bool, t: int) -> "Layout":
        lay = cls._made.get((pm, t))
        if lay is None:
            lay = cls._made[(pm, t)] = cls(pm, t)
        return lay

    def __init__(self, pm: bool, t: int):
        np = _np
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
        """A mask of cards in the search's numbering."""
        out = 0
        table = self._bytes
        i = 0
        while m:
            out |= table[i][m & 255]
            m >>= 8
            i += 1
        return out

    def card(self, c: int) -> int:
        """A card (or -1) in the search's numbering."""
        return -1 if c < 0 else self.to[c]

    def card_of(self, b: int) -> int:
        """The card of the search's bit ``b`` (or -1)."""
        return -1 if b < 0 else self.frm[b]


class FastSearch:
    """The compiled search's arrays for one :class:`Position`; its table entries are its own
    epoch's in the process's shared table of that size."""

    def __init__(self, position: "Position", slots: int = DEFAULT_SLOTS):
        if _numba is None:
            raise RuntimeError("numba is not installed: use the Python search (fast=False)")
        if slots & (slots - 1) or slots < 4:
            raise ValueError("the compiled table's size must be a power of two, at least 4 "
                             f"(one bucket of four entries), not {slots}")
        p = position
        n, t = p.n, p.t
        np = _np
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
        self.mult = np.array([(T + 1) ** q for q in range(n)], dtype=np.int64)
        size = (T + 1) ** n if not p.additive else 1
        self.lo = np.zeros(size, dtype=np.int64)
        self.hi = np.zeros(size, dtype=np.int64)
        if not p.additive:
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
        self.tt = _TABLES.get((n, slots))
        if self.tt is None:  # 8 int64 an entry: a bucket of four is four cache lines
            self.tt = _TABLES[(n, slots)] = _table(slots)
        self.flat = self.tt.reshape(-1)  # the search addresses its buckets in a flat view
        self.moves = np.zeros((64, 16), dtype=np.int64)
        self.keys = np.zeros((64, 16), dtype=np.int64)
        self.frames = np.zeros((64, 23), dtype=np.int64)
        self.hist = np.zeros(64, dtype=np.int64)
        self.killer = np.full(64, -1, dtype=np.int64)
        self.rel = np.zeros((64, 8), dtype=np.int64)
        self.nodes = np.zeros(8, dtype=np.int64)
        self.own = np.zeros(64, dtype=np.int64)
        self.tops = np.zeros(4, dtype=np.int64)

    def search(self, target, pos, k, led, bs, bp, tm) -> bool:
        p = self.p
        lay = self.layout
        hands = _np.array([lay.mask(h) for h in p.hands], dtype=_np.int64)
        won = _np.array(p.won, dtype=_np.int64)
        self.maximiser[:] = p.maximiser
        before = int(self.nodes[0])
        self.P[11] = lay.card(self.first)
        self.P[12] = lay.card(self.best)
        self.frames[0, 10] = self.frames[0, 11] = 0  # (see tried)
        r = _nb_search(target, pos, k, lay.card(led), bs, bp, lay.mask(tm), hands, won, self.P,
                       self.suit_masks, self.eff, self.suit_of, self.strength, self.trank,
                       self.maximiser, self.lo, self.hi, self.mult, self.flat,
                       self.moves, self.keys, self.frames, self.nodes, self.hist, self.killer,
                       self.rel, self.own, self.tops)
        p.nodes += int(self.nodes[0]) - before
        p.cut = lay.card_of(int(self.nodes[1]))
        return bool(r)

    def tried(self) -> frozenset[int]:
        """The root's cards the last search tried before the one it stopped at (none when the
        root was decided before its cards were tried), in the position's numbering."""
        i = min(int(self.frames[0, 11]), int(self.frames[0, 10]))
        return frozenset(self.layout.card_of(int(self.moves[0, j])) for j in range(i))


# ---- positions to solve ----------------------------------------------------------------------

def first_lead(game, seed) -> Any:
    """A dealt Ombre or Quadrille hand brought to its first lead by a plain declarer, for the
    benchmark and the tests: the first speaker takes the lowest contract and the others pass;
    the trumps are the declarer's longest trump suit (Spadille and Basta counted); the Ombre
    discards his plain cards below the queen, the others keep their hands (Ombre); a called king
    is the first callable and no vole is announced (Quadrille). ``None`` if the hand is not
    played (e.g. the stock cannot serve)."""
    st = game.new_initial_state(seed=seed)
    name = game.name

    def longest(h):
        return max(range(4), key=lambda t: ((TRUMP_MASK[t] & h).bit_count(), -t))

    guard = 0
    while not st.is_terminal() and st.phase != "play":
        guard += 1
        if guard > 200:
            return None
        acts = st.legal_actions()
        ph = st.phase
        a = acts[0]
        if name == "ombre":
            if ph == "bid":
                a = acts[1] if (st.speaker == 0 and st.best is None and len(acts) > 1) else acts[0]
            elif ph in ("declare", "trump"):
                best = SUITS[longest(st.hands[st.ombre])]
                pick = [x for x in acts if (x.value == best if ph == "trump" else
                                            x.value == ("vraag", best))]
                a = pick[0] if pick else acts[0]
            elif ph == "exchange":
                pos = st.exch_order[st.exch_i]
                h = st.hands[pos] & ~st.pending
                t = st.trump
                drop = [x for x in acts if x.kind == "discard" and pos == st.ombre
                        and not TRUMP_MASK[t] >> x.value & 1 and STRENGTH[t][x.value] < 11
                        and h >> x.value & 1]
                take = [x for x in acts if x.kind == "take"]
                a = drop[0] if drop else take[0]
            elif ph == "rest":
                a = acts[-1]
        else:
            if ph == "bid":
                a = acts[1] if (not st.bids and len(acts) > 1) else acts[0]
            elif ph == "trump":
                best = SUITS[longest(st.hands[st.to_move])]
                a = next((x for x in acts if x.value == best), acts[0])
            elif ph == "announce":
                a = next((x for x in acts if x.value is False), acts[0])
        st.apply_action(a)
    if st.is_terminal():
        return None
    return st


__all__ = ["DEFAULT_MAX_ENTRIES", "alphabeta", "first_lead", "OUTCOME_RANK", "Position", "Solution",
           "Table", "card_values", "minimax", "new_epoch", "position_of", "solve", "sure_tricks"]
