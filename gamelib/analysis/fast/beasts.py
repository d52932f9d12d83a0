"""The Académie's pool and beasts over thousands of sessions at once.

:class:`gamelib.games.ombre.pool.PoolSession` is the reference: one session, every payment a ledger
entry with its passage. Here the same rules settle many sessions of many hands in one compiled
loop (numba when installed, plain Python otherwise), on arrays:

* a hand is a row of small integers (:data:`KINDS`, :data:`CONTRACTS`, seats 0..2);
* :func:`settle_sessions` plays ``hands[session, hand]`` through the rules of
  :mod:`gamelib.games.ombre.pool` -- markers (academie:pool.start, academie:pool.taken,
  academie:pool.beast-to-play, academie:pool.all-pass), the beast put into play
  (academie:beast.sheet), the pool won (academie:winnings.systematic, academie:losses.codille),
  beasts made (academie:losses.beast, academie:beast.amount) and paid (academie:beast.paid), the
  vole (academie:winnings.vole, academie:beast.vole, academie:summary.double-wager), the failed
  vole (academie:losses.failed-vole, academie:losses.committed-vole), the occasional payments
  (academie:winnings.matadors, academie:winnings.sans-prendre, academie:retourne.payment) -- and
  returns, per hand and session, the pool, the beast in play, the wager, the open beasts (count,
  total, largest) and every account's balance, exactly the figures of ``PoolSession.rows``;
* :func:`hands_from_rates` draws hand results from stated outcome rates, and
  :func:`hands_from_frame` takes played deals (a ``montecarlo.simulate`` DataFrame of Académie
  Ombre);
* :func:`beast_growth` puts the two together for :func:`gamelib.show.plots.growth`.

The kernel takes each option of ``PoolSession`` where the source is silent (``UNSPECIFIED`` and
the two payment flags) as an argument, with the same defaults. The differential test
(``tests/test_fast_beasts.py``) settles many random sequences both ways and compares every
figure. The end of the game (``PoolSession.end_game``) is not part of a session here: the
figures are those after each hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from gamelib.analysis.beasts import DEFAULT_RATES
from gamelib.analysis.fast._jit import HAVE_NUMBA, njit
from gamelib.analysis.fast.occasional import occasional
from gamelib.games.ombre.marking import MARKER_VALUE, MARKINGS, POOL_PER_MARKER
from gamelib.games.ombre.pool import UNSPECIFIED, check_options

#: Hand results, as :data:`gamelib.games.ombre.result.RESULTS` names them, by code.
KINDS = ("all-pass", "win", "remise", "codille", "vole", "failed-vole", "spadille-undeclared")
KIND = {name: i for i, name in enumerate(KINDS)}
#: Contracts, as :data:`gamelib.games.ombre.result.CONTRACTS` names them, by code (-1: none).
CONTRACTS = ("ask-leave", "retourne", "sans-prendre", "vole")
CONTRACT = {name: i for i, name in enumerate(CONTRACTS)}
#: Accounts of the balances: the three players by seat, then the two pots of ``PoolSession``.
ACCOUNTS = ("seat 0", "seat 1", "seat 2", "pool", "beasts")
ODD_SPLITS = UNSPECIFIED["odd_split"]  # "exact", "right-first", "right-last"

#: Default shares of the contracts in a drawn hand and of the committed vole among voles: an
#: illustration, like :data:`gamelib.analysis.beasts.DEFAULT_RATES` (the source gives no frequencies).
DEFAULT_CONTRACTS = {"ask-leave": 0.8, "sans-prendre": 0.2}


@dataclass
class Hands:
    """Hand results for ``sessions x hands``: one int array per field of
    :class:`gamelib.games.ombre.result.HandResult` (seats 0..2, -1 for none)."""

    kind: np.ndarray
    ombre: np.ndarray
    contract: np.ndarray
    matadors: np.ndarray
    codille_winner: np.ndarray
    committed: np.ndarray

    @property
    def shape(self) -> tuple[int, int]:
        return self.kind.shape

    def stated(self, session: int, hand: int) -> dict:
        """One hand as the keywords of ``PoolSession.play_hand`` (players given by seat)."""
        kind = KINDS[int(self.kind[session, hand])]
        if kind == "all-pass":
            return {"result": "all-pass"}
        out = {"result": kind, "ombre": int(self.ombre[session, hand])}
        if kind == "spadille-undeclared":
            return out
        out["contract"] = CONTRACTS[int(self.contract[session, hand])]
        out["matadors"] = int(self.matadors[session, hand])
        if kind == "codille":
            out["codille_winner"] = int(self.codille_winner[session, hand])
        out["committed_vole"] = bool(self.committed[session, hand])
        return out


@dataclass
class Growth:
    """Per hand and session (arrays ``sessions x hands``): the pool and the beast in play at the
    hand, the wager, and after it the open beasts (count, total, largest) and the balances
    (``balances[s, h, account]``, accounts as :data:`ACCOUNTS`; a player's balance counts his
    open beasts as debts, like ``PoolSession.balances``). ``cash`` adds the open beasts back
    (``PoolSession.cash``). ``pools_won[s, seat]`` counts the pools won as Ombre."""

    pool: np.ndarray
    in_play: np.ndarray
    wager: np.ndarray
    open_count: np.ndarray
    open_total: np.ndarray
    largest: np.ndarray
    balances: np.ndarray
    cash: np.ndarray
    pools_won: np.ndarray

    @property
    def sessions(self) -> int:
        return self.pool.shape[0]

    @property
    def hands(self) -> int:
        return self.pool.shape[1]

    def frame(self, session: int = 0):
        """One session as a DataFrame, one row a hand (the columns of :func:`gamelib.analysis.beasts.simulate_partie`)."""
        import pandas as pd

        data = {"hand": np.arange(1, self.hands + 1), "pool": self.pool[session],
                "beast in play": self.in_play[session], "wager": self.wager[session],
                "beasts open": self.open_count[session], "beasts total": self.open_total[session],
                "largest beast": self.largest[session]}
        for i, name in enumerate(ACCOUNTS):
            data[f"balance {name}"] = self.balances[session, :, i]
        return pd.DataFrame(data)


# --------------------------------------------------------------------------------------------
# The kernel
# --------------------------------------------------------------------------------------------


@njit
def _half(amount, odd):
    """``split_in_two(amount, odd)`` of gamelib.games.ombre.pool: (first, second), first to the player
    first to the Ombre's right. odd: 0 exact, 1 right-first, 2 right-last."""
    if odd == 0 or amount % 2 == 0:
        return amount / 2.0, amount / 2.0
    low = amount // 2
    if odd == 1:
        return low + 1.0, low * 1.0
    return low * 1.0, low + 1.0


@njit
def _pay_beast(bal, amt, owner, status, b, w1, w2, ally_cancel, odd):
    """PoolSession._pay_beast: to one winner (w2 < 0) or shared by the two Allies."""
    a = amt[b]
    bal[4] -= a
    if w2 < 0:
        bal[w1] += a
    elif ally_cancel and (owner[b] == w1 or owner[b] == w2):
        bal[owner[b]] += a
    else:
        first, second = _half(a, odd)
        bal[w1] += first
        bal[w2] += second
    status[b] = 0


@njit
def _make_beast(bal, amt, owner, status, nb, ombre, amount):
    """PoolSession._make_beast: the Ombre's debt of ``amount`` booked into the beasts pot, on
    line ``nb`` of the sheet (academie:losses.beast-is-debt); the sheet's new length."""
    amt[nb] = amount
    owner[nb] = ombre
    status[nb] = 1
    bal[ombre] -= amount
    bal[4] += amount
    return nb + 1


@njit
def _settle_sessions(kind, ombre, contract, matadors, cwin, committed, empty, otherwise,
                     single, odd, failed_beast_would_have, ally_cancel, committed_paid,
                     retourne_paid_by_loser, pool_out, inplay_out, wager_out, count_out,
                     total_out, largest_out, bal_out, cash_out, won_out):
    """Each session's hands settled one after another, as ``PoolSession`` settles them: the
    markers laid and the beast put into play, the result's payments and beasts, and the figures
    after each hand written into the ``*_out`` arrays (sessions x hands)."""
    S, H = kind.shape
    amt = np.zeros(H + 1, dtype=np.int64)
    owner = np.zeros(H + 1, dtype=np.int64)
    status = np.zeros(H + 1, dtype=np.int64)  # 0 closed, 1 outstanding, 2 in play
    bal = np.zeros(5)
    for s in range(S):
        nb = 0
        markers = 0
        taken = True
        inplay = -1
        for i in range(5):
            bal[i] = 0.0
        for i in range(3):
            won_out[s, i] = 0
        for h in range(H):
            # -- the markers laid (markers_to_lay) and the beast put into play --------------
            pending = inplay >= 0
            if not pending:
                for b in range(nb):
                    if status[b] == 1:
                        pending = True
                        break
            if h == 0 or (taken and not pending):
                laid = empty
            else:
                laid = otherwise
            each = MARKER_VALUE * laid
            for p in range(3):
                bal[p] -= each
            bal[3] += 3 * each
            markers += laid
            taken = False
            if inplay < 0:
                best = -1
                for b in range(nb):
                    if status[b] == 1 and (best < 0 or amt[b] > amt[best]):
                        best = b
                if best >= 0:
                    status[best] = 2
                    inplay = best
            pool = POOL_PER_MARKER * markers
            stake = amt[inplay] if inplay >= 0 else 0
            wager = pool + stake
            pool_out[s, h] = pool
            inplay_out[s, h] = stake
            wager_out[s, h] = wager
            # -- the result ---------------------------------------------------------------
            k = kind[s, h]
            o = ombre[s, h]
            c = contract[s, h]
            m = matadors[s, h]
            if k == 1 or k == 3 or k == 4:  # win, codille, vole: the pool is taken
                winner = cwin[s, h] if k == 3 else o
                waiting_any = False
                if k == 4:
                    for b in range(nb):
                        if status[b] == 1:
                            waiting_any = True
                            _pay_beast(bal, amt, owner, status, b, o, -1, ally_cancel, odd)
                bal[3] -= pool
                bal[winner] += pool
                markers = 0
                taken = True
                if inplay >= 0:
                    _pay_beast(bal, amt, owner, status, inplay, winner, -1, ally_cancel, odd)
                    inplay = -1
                if k == 1:
                    occasional(bal, o, c, m, 1.0, single, retourne_paid_by_loser)
                    won_out[s, o] += 1
                elif k == 3:
                    occasional(bal, o, c, m, -1.0, single, retourne_paid_by_loser)
                    nb = _make_beast(bal, amt, owner, status, nb, o, wager)
                else:
                    if not waiting_any:
                        # academie:summary.double-wager: each Ally pays half the wager
                        first, second = _half(wager, odd)
                        half = second if odd == 2 else first
                        bal[o] += 2.0 * half
                        bal[(o + 1) % 3] -= half
                        bal[(o + 2) % 3] -= half
                    occasional(bal, o, c, m, 1.0, single, retourne_paid_by_loser)
                    won_out[s, o] += 1
            elif k == 2 or k == 6:  # remise, undeclared Spadille: the beast of the wager
                if k == 2:
                    occasional(bal, o, c, m, -1.0, single, retourne_paid_by_loser)
                nb = _make_beast(bal, amt, owner, status, nb, o, wager)
            elif k == 5:  # failed vole: the Allies share the pool and every beast
                a1 = (o + 1) % 3
                a2 = (o + 2) % 3
                waiting_total = 0
                waiting_any = False
                for b in range(nb):
                    if status[b] == 1:
                        waiting_any = True
                        waiting_total += amt[b]
                would_have = wager + waiting_total if waiting_any else 2 * wager
                first, second = _half(pool, odd)
                bal[3] -= pool
                bal[a1] += first
                bal[a2] += second
                markers = 0
                taken = True
                if inplay >= 0:
                    _pay_beast(bal, amt, owner, status, inplay, a1, a2, ally_cancel, odd)
                    inplay = -1
                for b in range(nb):
                    if status[b] == 1:
                        _pay_beast(bal, amt, owner, status, b, a1, a2, ally_cancel, odd)
                if committed[s, h]:
                    if committed_paid:
                        occasional(bal, o, c, m, 1.0, single, retourne_paid_by_loser)
                else:
                    occasional(bal, o, c, m, -1.0, single, retourne_paid_by_loser)
                    amount = would_have if failed_beast_would_have else wager
                    nb = _make_beast(bal, amt, owner, status, nb, o, amount)
            # -- the figures after the hand -----------------------------------------------
            count = 0
            total = 0
            largest = 0
            for b in range(nb):
                if status[b] != 0:
                    count += 1
                    total += amt[b]
                    if amt[b] > largest:
                        largest = amt[b]
            count_out[s, h] = count
            total_out[s, h] = total
            largest_out[s, h] = largest
            for i in range(5):
                bal_out[s, h, i] = bal[i]
            for p in range(3):
                cash_out[s, h, p] = bal[p]
            for b in range(nb):
                if status[b] != 0:
                    cash_out[s, h, owner[b]] += amt[b]


# --------------------------------------------------------------------------------------------
# The same rules vectorised over the sessions with numpy (no numba needed)
# --------------------------------------------------------------------------------------------


def _halves(amount, odd):
    """:func:`_half` on an array of integer amounts."""
    amount = np.asarray(amount, dtype=np.int64)
    exact = amount / 2.0
    if odd == 0:
        return exact, exact
    low = (amount // 2).astype(float)
    odd_rows = amount % 2 == 1
    if odd == 1:
        return np.where(odd_rows, low + 1, exact), np.where(odd_rows, low, exact)
    return np.where(odd_rows, low, exact), np.where(odd_rows, low + 1, exact)


def _settle_numpy(kind, ombre, contract, matadors, cwin, committed, empty, otherwise, single,
                  odd, failed_beast_would_have, ally_cancel, committed_paid,
                  retourne_paid_by_loser, pool_out, inplay_out, wager_out, count_out, total_out,
                  largest_out, bal_out, cash_out, won_out):
    """:func:`_settle_sessions` with each hand's step vectorised over all sessions at once.

    The beast sheets are arrays ``[slot, session]`` (slot-major, so that sums over a session's
    beasts are sums of contiguous rows); a closed beast frees its slot, and ``num`` keeps each
    beast's line on the sheet for the tie rule of :func:`gamelib.games.ombre.pool.beast_into_play`."""
    S, H = kind.shape
    rows = np.arange(S)
    amt = np.zeros((H + 1, S), dtype=np.int64)
    owner = np.zeros((H + 1, S), dtype=np.int64)
    status = np.zeros((H + 1, S), dtype=np.int64)  # 0 free or closed, 1 outstanding, 2 in play
    num = np.zeros((H + 1, S), dtype=np.int64)  # the beast's line on the sheet, in order made
    nb = np.zeros(S, dtype=np.int64)  # beasts made so far in each session
    width = 1  # slots in use: closed beasts free theirs, so this stays near the most open at once
    inplay = np.full(S, -1, dtype=np.int64)
    markers = np.zeros(S, dtype=np.int64)
    taken = np.ones(S, dtype=bool)
    bal = np.zeros((5, S))  # accounts x sessions
    won_out[:] = 0
    # hand-major copies of the outputs: a row per hand is written contiguously
    pool_h, inplay_h, wager_h, count_h, total_h, largest_h = (
        np.zeros((H, S), dtype=np.int64) for _ in range(6))
    bal_h = np.zeros((H, 5, S))
    cash_h = np.zeros((H, 3, S))
    sp = 6.0 if single else 12.0
    due_of = np.array([0.0, sp / 2.0, sp, sp, 0.0])  # by contract code; index -1: none
    mat_rate = 1.0 if single else 2.0

    def occasional(mask, o, c, m, sign):
        if not mask.any():
            return
        r, o, c, m = rows[mask], o[mask], c[mask], m[mask]
        due = due_of[c]
        if not retourne_paid_by_loser and sign < 0:
            due = np.where(c == 1, 0.0, due)
        each = m * mat_rate + due
        bal[o, r] += sign * 2.0 * each
        bal[(o + 1) % 3, r] -= sign * each
        bal[(o + 2) % 3, r] -= sign * each

    def make_beast(mask, o, amount):
        # A new beast takes the first free slot of its session.
        nonlocal width
        if not mask.any():
            return
        r, o, a = rows[mask], o[mask], amount[mask]
        slot = (status[:width + 1, r] == 0).argmax(axis=0)
        amt[slot, r] = a
        owner[slot, r] = o
        status[slot, r] = 1
        num[slot, r] = nb[mask]
        bal[o, r] -= a
        bal[4, r] += a
        nb[mask] += 1
        width = max(width, int(slot.max()) + 1)

    for h in range(H):
        kk = width
        am = amt[:kk]
        # -- markers and the beast put into play ------------------------------------------
        waiting = status[:kk] == 1
        pending = (inplay >= 0) | waiting.any(axis=0)
        laid = np.full(S, empty) if h == 0 else np.where(taken & ~pending, empty, otherwise)
        bal[:3] -= (MARKER_VALUE * laid)[None, :]
        bal[3] += 3 * MARKER_VALUE * laid
        markers += laid
        taken[:] = False
        # the highest; between equals the first made (the lowest line on the sheet)
        masked = np.where(waiting, am * (H + 1) + (H - num[:kk]), -1)
        best = masked.argmax(axis=0)
        put = (inplay < 0) & (masked[best, rows] >= 0)
        status[best[put], rows[put]] = 2
        inplay[put] = best[put]
        pool = POOL_PER_MARKER * markers
        has = inplay >= 0
        stake = np.where(has, amt[np.maximum(inplay, 0), rows], 0)
        wager = pool + stake
        pool_h[h] = pool
        inplay_h[h] = stake
        wager_h[h] = wager
        # -- the result -------------------------------------------------------------------
        k, o, c, m = kind[:, h], ombre[:, h], contract[:, h], matadors[:, h]
        waiting = status[:kk] == 1
        win, remise, codille = k == 1, k == 2, k == 3
        vole, failed, undeclared = k == 4, k == 5, k == 6
        waiting_any = waiting.any(axis=0)
        # the vole made: every waiting beast to the Ombre (academie:beast.vole)
        if vole.any():
            paid = waiting & vole[None, :]
            total_paid = (am * paid).sum(axis=0)
            bal[4] -= total_paid
            bal[o[vole], rows[vole]] += total_paid[vole]
            status[:kk][paid] = 0
        # the pool taken, with the beast in play (academie:winnings.systematic, .codille)
        takes = win | codille | vole
        winner = np.where(codille, cwin[:, h], o)
        tr = rows[takes]
        bal[3, tr] -= pool[takes]
        bal[winner[takes], tr] += pool[takes] + stake[takes]
        bal[4, tr] -= stake[takes]
        beast_paid = takes & has
        status[inplay[beast_paid], rows[beast_paid]] = 0
        inplay[beast_paid] = -1
        markers[takes] = 0
        taken[takes] = True
        occasional(win | vole, o, c, m, 1.0)
        occasional(codille | remise, o, c, m, -1.0)
        double = vole & ~waiting_any  # academie:summary.double-wager
        if double.any():
            first, second = _halves(wager[double], odd)
            half = second if odd == 2 else first
            dr, do = rows[double], o[double]
            bal[do, dr] += 2.0 * half
            bal[(do + 1) % 3, dr] -= half
            bal[(do + 2) % 3, dr] -= half
        np.add.at(won_out, (rows[win | vole], o[win | vole]), 1)
        # the failed vole: the Allies share the pool and every beast (academie:losses.failed-vole)
        if failed.any():
            fr, fo = rows[failed], o[failed]
            a1, a2 = (fo + 1) % 3, (fo + 2) % 3
            waiting_total = (am * waiting).sum(axis=0)
            would_have = np.where(waiting_any, wager + waiting_total, 2 * wager)
            first, second = _halves(pool[failed], odd)
            bal[3, fr] -= pool[failed]
            bal[a1, fr] += first
            bal[a2, fr] += second
            open_f = status[:kk, fr] > 0
            amf = am[:, fr]
            if ally_cancel:
                own1 = open_f & (owner[:kk, fr] == a1[None, :])
                own2 = open_f & (owner[:kk, fr] == a2[None, :])
            else:
                own1 = own2 = np.zeros_like(open_f)
            shared = open_f & ~own1 & ~own2
            f1, f2 = _halves(amf, odd)
            bal[4, fr] -= (amf * open_f).sum(axis=0)
            bal[a1, fr] += (amf * own1).sum(axis=0) + (f1 * shared).sum(axis=0)
            bal[a2, fr] += (amf * own2).sum(axis=0) + (f2 * shared).sum(axis=0)
            status[:kk, fr] = np.where(open_f, 0, status[:kk, fr])
            inplay[failed] = -1
            markers[failed] = 0
            taken[failed] = True
            is_committed = committed[:, h] == 1
            if committed_paid:
                occasional(failed & is_committed, o, c, m, 1.0)
            lost = failed & ~is_committed
            occasional(lost, o, c, m, -1.0)
            make_beast(lost, o, would_have if failed_beast_would_have else wager)
        make_beast(remise | codille | undeclared, o, wager)
        # -- the figures after the hand ---------------------------------------------------
        kk = width
        open_ = status[:kk] > 0
        held = amt[:kk] * open_
        count_h[h] = open_.sum(axis=0)
        total_h[h] = held.sum(axis=0)
        largest_h[h] = held.max(axis=0)
        bal_h[h] = bal
        for p in range(3):
            cash_h[h, p] = bal[p] + (held * (owner[:kk] == p)).sum(axis=0)
    for hand_major, out in ((pool_h, pool_out), (inplay_h, inplay_out), (wager_h, wager_out),
                            (count_h, count_out), (total_h, total_out), (largest_h, largest_out)):
        out[:] = hand_major.T
    bal_out[:] = bal_h.transpose(2, 0, 1)
    cash_out[:] = cash_h.transpose(2, 0, 1)


def settle_sessions(hands: Hands, marking: str = "2-and-1", single_payment: bool = False, *,
                    failed_vole_beast: str = "wager", ally_own_beast: str = "share",
                    odd_split: str = "exact", failed_committed_vole_paid: bool = False,
                    retourne_paid_by_loser: bool = True, backend: str = "auto") -> Growth:
    """Settle ``hands`` (sessions x hands) through the pool and the beasts, each session from a
    fresh start, with the options of :class:`gamelib.games.ombre.pool.PoolSession`, checked as
    the session checks them (:func:`gamelib.games.ombre.pool.check_options`).

    ``backend``: ``"kernel"`` runs the compiled loop (numba; plain Python without it),
    ``"numpy"`` the same rules vectorised over the sessions, ``"auto"`` the kernel when numba is
    installed and numpy otherwise. All give the same figures."""
    if backend not in ("auto", "kernel", "numpy"):
        raise ValueError(f"backend must be 'auto', 'kernel' or 'numpy', not {backend!r}")
    check_options({"marking": marking, "single_payment": single_payment,
                   "failed_vole_beast": failed_vole_beast, "ally_own_beast": ally_own_beast,
                   "odd_split": odd_split, "failed_committed_vole_paid": failed_committed_vole_paid,
                   "retourne_paid_by_loser": retourne_paid_by_loser})
    S, H = hands.shape
    rule = MARKINGS[marking]
    out = Growth(pool=np.zeros((S, H), np.int64), in_play=np.zeros((S, H), np.int64),
                 wager=np.zeros((S, H), np.int64), open_count=np.zeros((S, H), np.int64),
                 open_total=np.zeros((S, H), np.int64), largest=np.zeros((S, H), np.int64),
                 balances=np.zeros((S, H, 5)), cash=np.zeros((S, H, 3)),
                 pools_won=np.zeros((S, 3), np.int64))
    a = [np.ascontiguousarray(x, dtype=np.int64) for x in
         (hands.kind, hands.ombre, hands.contract, hands.matadors, hands.codille_winner,
          hands.committed)]
    if backend == "auto":
        backend = "kernel" if HAVE_NUMBA else "numpy"
    kernel = _settle_sessions if backend == "kernel" else _settle_numpy
    kernel(*a, rule.empty, rule.otherwise, bool(single_payment),
           ODD_SPLITS.index(odd_split), failed_vole_beast == "would-have-received",
           ally_own_beast == "cancel", bool(failed_committed_vole_paid),
           bool(retourne_paid_by_loser), out.pool, out.in_play, out.wager,
           out.open_count, out.open_total, out.largest, out.balances, out.cash, out.pools_won)
    return out


# --------------------------------------------------------------------------------------------
# Hands from stated rates, or from played deals
# --------------------------------------------------------------------------------------------


def _probabilities(weights: Mapping[str, float], names: Sequence[str], what: str) -> np.ndarray:
    unknown = set(weights) - set(names)
    if unknown:
        raise ValueError(f"unknown {what} {', '.join(sorted(unknown))}: the {what}s are "
                         f"{', '.join(names)}")
    p = np.array([float(weights.get(n, 0.0)) for n in names])
    if (p < 0).any() or p.sum() <= 0:
        raise ValueError(f"{what} rates must be non-negative and not all zero, not {dict(weights)}")
    return p / p.sum()


def hands_from_rates(rates: Mapping[str, float] = DEFAULT_RATES, hands: int = 40,
                     sessions: int = 1000, seed=None, *,
                     contracts: Mapping[str, float] = DEFAULT_CONTRACTS,
                     ombre: Sequence[float] = (1 / 3, 1 / 3, 1 / 3), committed_share: float = 0.5,
                     matadors_rate: float = 0.15, matadors_range: tuple[int, int] = (3, 6)) -> Hands:
    """Hand results drawn independently from stated rates, vectorised over all hands.

    ``rates``: the share of each result (:data:`KINDS`; "failed-vole" and "vole" are split
    between the announced vole and the committed one by ``committed_share``); ``contracts``: the
    shares of the contracts other than the announced vole; ``ombre``: each seat's chance of being
    the Ombre; the codille winner is either Ally with equal chance; a hand has matadors paid
    with chance ``matadors_rate``, their number uniform in ``matadors_range``. A seed or numpy
    Generator makes it deterministic."""
    rng = np.random.default_rng(seed)
    p_kind = _probabilities(rates, KINDS, "result")
    p_contract = _probabilities(contracts, [c for c in CONTRACTS if c != "vole"], "contract")
    p_seat = np.asarray(ombre, dtype=float)
    if p_seat.shape != (3,) or (p_seat < 0).any() or p_seat.sum() <= 0:
        raise ValueError(f"ombre must give three non-negative seat weights, not {ombre!r}")
    shape = (int(sessions), int(hands))
    kind = rng.choice(len(KINDS), size=shape, p=p_kind)
    seat = rng.choice(3, size=shape, p=p_seat / p_seat.sum())
    plain = np.array([CONTRACT[c] for c in CONTRACTS if c != "vole"])
    contract = plain[rng.choice(len(plain), size=shape, p=p_contract)]
    voles = (kind == KIND["vole"]) | (kind == KIND["failed-vole"])
    committed = voles & (rng.random(shape) < committed_share)
    contract = np.where(voles & ~committed, CONTRACT["vole"], contract)
    codille_winner = (seat + 1 + rng.integers(2, size=shape)) % 3
    lo, hi = matadors_range
    matadors = np.where(rng.random(shape) < matadors_rate, rng.integers(lo, hi + 1, size=shape), 0)
    nobody = kind == KIND["all-pass"]
    return Hands(kind=kind.astype(np.int64), ombre=np.where(nobody, -1, seat),
                 contract=np.where(nobody | (kind == KIND["spadille-undeclared"]), -1, contract),
                 matadors=np.where(nobody | (kind == KIND["spadille-undeclared"]), 0, matadors),
                 codille_winner=np.where(kind == KIND["codille"], codille_winner, -1),
                 committed=committed.astype(np.int64))


def hands_from_frame(frame, sessions: int, hands: int | None = None) -> Hands:
    """Played Académie Ombre deals (a ``gamelib.analysis.montecarlo.simulate`` DataFrame: columns
    ``ombre``, ``contract``, ``outcome``, ``matadors``, ``committed vole``, ``split.0..2``) cut
    into ``sessions`` sessions of ``hands`` hands each, in row order. The players are named A, B,
    C (seats 0, 1, 2); the split counts tricks from the Ombre in playing order, so the codille
    winner is the Ally with more tricks. A 1-4-4 split ("unspecified") is settled as a remise,
    as ``OmbreState.hand_result`` does."""
    n = len(frame)
    hands = n // sessions if hands is None else int(hands)
    if hands < 1 or sessions * hands > n:
        raise ValueError(f"{n} deals cannot make {sessions} sessions of {hands} hands")
    rows = frame.iloc[: sessions * hands]
    outcome = rows["outcome"].astype(str).replace({"unspecified": "remise"}).to_numpy()
    unknown = set(outcome) - set(KINDS)
    if unknown:
        raise ValueError(f"outcomes {sorted(unknown)} are not Académie hand results "
                         f"({', '.join(KINDS)}): simulate Ombre with rules='academie'")
    kind = np.array([KIND[k] for k in outcome])
    seat_of = {"A": 0, "B": 1, "C": 2}
    ombre = np.array([seat_of.get(x, -1) if isinstance(x, str) else -1 for x in rows["ombre"]])
    contract_text = rows["contract"].fillna("").astype(str).str.replace(" (forced Spadille)", "",
                                                                        regex=False)
    contract = np.array([CONTRACT.get(c, -1) for c in contract_text])
    matadors = rows["matadors"].fillna(0).astype(int).to_numpy()
    committed = rows["committed vole"].fillna(False).astype(bool).to_numpy()
    s1 = rows["split.1"].fillna(0).to_numpy()
    s2 = rows["split.2"].fillna(0).to_numpy()
    cw = np.where(s1 > s2, (ombre + 1) % 3, (ombre + 2) % 3)
    cw = np.where(kind == KIND["codille"], cw, -1)
    nobody = kind == KIND["all-pass"]
    matadors = np.where(nobody | (kind == KIND["spadille-undeclared"]), 0, matadors)
    shape = (sessions, hands)
    return Hands(kind=kind.reshape(shape), ombre=ombre.reshape(shape),
                 contract=contract.reshape(shape), matadors=matadors.reshape(shape),
                 codille_winner=cw.reshape(shape), committed=committed.astype(np.int64).reshape(shape))


def hands_from_deals(deals, sessions: int, hands: int | None = None) -> Hands:
    """Académie hands played by the fast path (:func:`gamelib.analysis.fast.ombre.play_hands`, a
    ``Deals``) cut into ``sessions`` sessions of ``hands`` hands, in deal order: the same hand
    results ``OmbreState.hand_result`` gives (a 1-4-4 split settled as a remise; the codille
    winner the Ally with more tricks)."""
    from gamelib.analysis.fast import ombre as fast

    if getattr(deals, "rules", "academie") != "academie":
        raise ValueError("the pool and the beasts are the Académie's: play the deals with "
                         "rules='academie'")
    n = len(deals)
    hands = n // sessions if hands is None else int(hands)
    if hands < 1 or sessions * hands > n:
        raise ValueError(f"{n} deals cannot make {sessions} sessions of {hands} hands")
    m = sessions * hands
    names = np.array(fast.RESULTS)[deals.result[:m]]
    names = np.where(names == "unspecified", "remise", names)
    kind = np.array([KIND[x] for x in names])
    ombre = deals.ombre[:m]
    s1, s2 = deals.split[:m, 1], deals.split[:m, 2]
    cw = np.where(kind == KIND["codille"], np.where(s1 > s2, (ombre + 1) % 3, (ombre + 2) % 3), -1)
    shape = (sessions, hands)
    return Hands(kind=kind.reshape(shape), ombre=ombre.reshape(shape),
                 contract=deals.contract[:m].reshape(shape),
                 matadors=deals.matadors[:m].reshape(shape), codille_winner=cw.reshape(shape),
                 committed=deals.committed[:m].astype(np.int64).reshape(shape))


def beast_growth(rates: Mapping[str, float] | object = DEFAULT_RATES, hands: int = 40,
                 sessions: int = 10_000, marking: str = "2-and-1", seed=None, **options) -> Growth:
    """The pool and the beasts over ``sessions`` sessions of ``hands`` hands each, from stated
    outcome rates (a mapping, see :func:`hands_from_rates`) or from played deals (a
    ``montecarlo.simulate`` DataFrame, or the fast path's ``Deals``, cut into sessions in
    order), under ``marking``.

    Options of :func:`hands_from_rates` (``contracts``, ``ombre``, ``committed_share``,
    ``matadors_rate``, ``matadors_range``) and of :func:`settle_sessions` (the PoolSession
    options) may be given. Returns a :class:`Growth`: e.g.
    ``gamelib.show.plots.growth(beast_growth(...).largest)``."""
    draw_keys = {"contracts", "ombre", "committed_share", "matadors_rate", "matadors_range"}
    draw = {k: options.pop(k) for k in list(options) if k in draw_keys}
    if isinstance(rates, Mapping):
        played = hands_from_rates(rates, hands, sessions, seed, **draw)
    elif hasattr(rates, "iloc") or hasattr(rates, "split"):
        if draw:
            raise ValueError(f"{', '.join(sorted(draw))} are for stated rates, not played deals")
        played = (hands_from_frame(rates, sessions, hands) if hasattr(rates, "iloc")
                  else hands_from_deals(rates, sessions, hands))
    else:
        raise ValueError(f"rates={rates!r} is not allowed: it takes a mapping of outcome "
                         "rates, a DataFrame of played deals or the fast path's Deals")
    return settle_sessions(played, marking, **options)
