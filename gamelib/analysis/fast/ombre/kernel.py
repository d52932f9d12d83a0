"""The compiled loop of the Ombre fast path (numba when installed, plain Python otherwise):
whole hands dealt, bid, exchanged, played and settled over card integers and 52-bit masks, on
the card order of :mod:`gamelib.games.ombre.order`, with the stream's draws of
:mod:`gamelib.analysis.fast.ombre.stream` (the rules: :mod:`gamelib.analysis.fast.ombre`)."""

from __future__ import annotations

import numpy as np

from gamelib.analysis.fast._jit import njit
from gamelib.analysis.fast.occasional import occasional
from gamelib.analysis.fast.ombre.stream import FAVOURITE_DRAW, GOLDEN, MASK64, SUITS
from gamelib.games.ombre import order as _order

SPADILLE = int(_order.SPADILLE)
BASTA = int(_order.BASTA)

# --------------------------------------------------------------------------------------------
# Tables of the card order (from gamelib.games.ombre.order, the Académie's: three matadors)
# --------------------------------------------------------------------------------------------


def _tables():
    strength = np.array(_order.STRENGTH, dtype=np.int64)
    suit_of = np.array(_order.SUIT_OF, dtype=np.int64)
    trump_mask = np.array(_order.TRUMP_MASK, dtype=np.int64)
    suit_mask = np.array(_order.SUIT_MASK, dtype=np.int64)
    trump_rank = np.array([[-1 if r is None else r for r in row] for row in _order.TRUMP_RANK],
                          dtype=np.int64)
    # [0]: the Académie's three matadors; [1]: the booklet's four, with Ponto
    matador_mask = np.array([[_order.MATADOR_MASK[(pm, t)] for t in range(4)] for pm in (False, True)],
                            dtype=np.int64)
    trump_order = np.full((4, 12), -1, dtype=np.int64)
    for t, s in enumerate(SUITS):
        for i, c in enumerate(_order.trump_order(s)):
            trump_order[t, i] = int(c)
    return strength, suit_of, trump_mask, suit_mask, trump_rank, matador_mask, trump_order


TABLES = _tables()

# --------------------------------------------------------------------------------------------
# The kernel
# --------------------------------------------------------------------------------------------

_U30, _U27, _U31, _U32 = np.uint64(30), np.uint64(27), np.uint64(31), np.uint64(32)
_M1, _M2, _G = np.uint64(0xBF58476D1CE4E5B9), np.uint64(0x94D049BB133111EB), np.uint64(GOLDEN)


@njit
def _mix(x):
    x = (x ^ (x >> _U30)) * _M1
    x = (x ^ (x >> _U27)) * _M2
    return x ^ (x >> _U31)


@njit
def _draw(key, counter, n):
    z = _mix(key + np.uint64(counter + 1) * _G)
    return np.int64(((z >> _U32) * np.uint64(n)) >> _U32)


@njit
def _popcount(m):
    c = 0
    while m:
        m &= m - 1
        c += 1
    return c


_DEBRUIJN = np.uint64(0x03F79D71B4CB0A89)
_U58 = np.uint64(58)
_DEBRUIJN_TABLE = np.zeros(64, dtype=np.int64)
for _i in range(64):
    _DEBRUIJN_TABLE[((1 << _i) * 0x03F79D71B4CB0A89 & MASK64) >> 58] = _i


@njit
def _low_index(low, table):
    """The index of the single set bit of ``low`` (a de Bruijn multiplication)."""
    return table[(np.uint64(low) * _DEBRUIJN) >> _U58]


@njit
def _nth_bit(m, idx, table):
    """The card of the ``idx``-th set bit of ``m``, lowest first."""
    while idx:
        m &= m - 1
        idx -= 1
    return _low_index(m & -m, table)


@njit
def _legal_mask(hand, led, t, trump_mask, suit_mask, suit_of, matador_mask, trump_rank, table):
    """gamelib.games.ombre.play.legal_mask (academie:play.follow-suit, academie:play.matadors)."""
    if led < 0:
        return hand
    tmask = trump_mask[t]
    if not (tmask >> led) & 1:
        same = hand & suit_mask[t, suit_of[t, led]]
        return same if same else hand
    trumps = hand & tmask
    if not trumps:
        return hand
    mats = matador_mask[t]
    if trumps & ~mats:
        return trumps
    if (mats >> led) & 1:
        led_rank = trump_rank[t, led]
        m = trumps
        while m:
            low = m & -m
            c = _low_index(low, table)
            if trump_rank[t, c] > led_rank:
                return trumps
            m ^= low
    return hand


@njit
def _winner(trick, t, strength, suit_of, trump_mask):
    """gamelib.games.ombre.play.winner_index: the position in the trick of the card that takes it."""
    led = trick[0]
    led_suit = suit_of[t, led]
    led_trump = (trump_mask[t] >> led) & 1
    best = 0
    best_s = strength[t, led]
    for i in range(1, 3):
        c = trick[i]
        s = strength[t, c]
        if s < 100 and (led_trump or suit_of[t, c] != led_suit):
            continue
        if s > best_s:
            best = i
            best_s = s
    return best


@njit
def _play_deals(seed_mix, start, n, retourne, forced_spadille, single, empty, vole_bids, nl, fav,
                gasco_vole_paid, deck,
                strength, suit_of, trump_mask, suit_mask, trump_rank, matador_mask, trump_order,
                table, record, out_result, out_ombre, out_contract, out_trump, out_split, out_matadors,
                out_committed, out_returns, out_dealt, out_actions, out_nactions, favourite_on,
                failed_vole_four):
    perm = np.zeros(40, dtype=np.int64)
    hands = np.zeros(3, dtype=np.int64)
    won = np.zeros(3, dtype=np.int64)
    passed = np.zeros(3, dtype=np.int64)
    trick = np.zeros(3, dtype=np.int64)
    order = np.zeros(3, dtype=np.int64)
    bids = np.zeros(6, dtype=np.int64)
    decl = np.zeros(16, dtype=np.int64)
    ret = np.zeros(3)
    # the ladders by rank: academie ask-leave 1, retourne 2 (option), sans-prendre 3, vole 4
    # (academie:bid.contracts); noothoven vraag 1, vraag-favourite 2 (option), gasco 3,
    # sans-prendre 4, vole-declaree 5 (noothoven:ombre.overcall)
    ladder = np.array([1, 2, 3, 4, 5], dtype=np.int64)
    mm = matador_mask[1 if nl else 0]  # the booklet's Ponto is a matador (ponto_is_matador)
    black_aces = (np.int64(1) << SPADILLE) | (np.int64(1) << BASTA)
    for d in range(n):
        key = _mix(seed_mix + np.uint64(start + d))
        # -- the deal -----------------------------------------------------------------------
        for i in range(40):
            perm[i] = deck[i]
        for i in range(39, 0, -1):
            j = _draw(key, 39 - i, i + 1)
            tmp = perm[i]
            perm[i] = perm[j]
            perm[j] = tmp
        for p in range(3):
            hands[p] = 0
            won[p] = 0
            passed[p] = 0
        k = 0
        for _packet in range(3):
            for p in range(3):
                for q in range(3):
                    hands[p] |= np.int64(1) << perm[k + q]
                k += 3
        for p in range(3):
            out_dealt[d, p] = hands[p]
        if favourite_on:
            fav = _draw(key, FAVOURITE_DRAW, 4)  # favourite_suit
        sp = 27  # stock: perm[sp:40], top first
        counter = 39
        na = 0
        # -- the auction (academie:bid.priority, academie:bid.pass) ------------------------
        holder = -1
        best = 0
        speaker = 0
        ombre = -1
        contract = -1
        trump = -1
        turned = -1
        forced = False
        result = -1
        premieres = False
        committed = False
        while True:
            nb = 0
            bids[nb] = 0
            nb += 1
            for r in ladder:
                if nl:
                    if ((r == 2 and fav < 0) or (r == 5 and not vole_bids)
                            or (r == 3 and (hands[speaker] & black_aces) != black_aces)):
                        continue
                elif r == 5 or (r == 2 and not retourne) or (r == 4 and not vole_bids):
                    continue
                if r > best or (not nl and r == best and holder >= 0 and r != 4
                                and speaker < holder):
                    bids[nb] = r
                    nb += 1
            choice = bids[_draw(key, counter, nb)]
            counter += 1
            if record:
                out_actions[d, na] = 0 if choice == 0 else choice
                na += 1
            if choice == 0:
                passed[speaker] = 1
            else:
                best = choice
                holder = speaker
            # bidding.next_speaker
            nxt = -1
            n_active = 0
            only = -1
            for p in range(3):
                if not passed[p]:
                    n_active += 1
                    only = p
            if not (holder >= 0 and n_active == 1 and only == holder) and n_active > 0:
                for step in range(1, 4):
                    p = (speaker + step) % 3
                    if not passed[p] and p != holder:
                        nxt = p
                        break
            if nxt >= 0:
                speaker = nxt
                continue
            break
        if holder < 0:
            spad = -1
            if forced_spadille:
                for p in range(3):
                    if (hands[p] >> SPADILLE) & 1:
                        spad = p
            if spad >= 0:
                # academie:options.forced-spadille: declare (index 0) or keep silent (index 1)
                pick = _draw(key, counter, 2)
                counter += 1
                if record:
                    out_actions[d, na] = 21 if pick == 0 else 20
                    na += 1
                ombre = spad
                if pick == 0:
                    forced = True
                    contract = 0
                else:
                    result = 6
            else:
                result = 0
        elif not nl:
            ombre = holder
            contract = best - 1
        else:
            # -- the booklet: the ombre declares his game and trumps (noothoven:ombre.declare) --
            ombre = holder
            nd = 0
            for s_ in range(4):
                if best <= 1 or (best == 2 and s_ == fav):
                    decl[nd] = 50 + s_
                    nd += 1
            if best <= 3 and (hands[ombre] & black_aces) == black_aces:
                decl[nd] = 62
                nd += 1
            if best <= 4:
                for s_ in range(4):
                    decl[nd] = 54 + s_
                    nd += 1
            if vole_bids:
                for s_ in range(4):
                    decl[nd] = 58 + s_
                    nd += 1
            code = decl[_draw(key, counter, nd)]
            counter += 1
            if record:
                out_actions[d, na] = code
                na += 1
            if code == 62:
                contract = 1  # gasco: the top card of the stock is turned (noothoven:ombre.gasco)
            else:
                contract = (0, 2, 3)[(code - 50) // 4]
                trump = (code - 50) % 4
        if result < 0:
            # -- trumps, or Retourne's / gasco's turn-up --------------------------------------
            if contract == 1:
                turned = perm[sp]
                sp += 1
                trump = turned // 13
            elif nl:
                pass  # declared with the game
            else:
                trump = _draw(key, counter, 4)
                counter += 1
                if record:
                    out_actions[d, na] = 10 + trump
                    na += 1
            # -- the exchange (academie:exchange.ask-leave, .sans-prendre, .vole) -------------
            n_order = 0
            for i in range(3):
                p = (ombre + i) % 3
                if i == 0 and contract >= 2:
                    continue
                order[n_order] = p
                n_order += 1
            for i in range(n_order):
                p = order[i]
                pending = 0
                kd = 0
                if p != ombre:
                    mind = 0
                elif nl:
                    mind = 1 if contract == 1 else 0  # gasco takes the turned card
                elif contract == 1:
                    mind = 2
                else:
                    mind = 1
                extra = 1 if (p == ombre and turned >= 0) else 0
                maxd = 40 - sp + extra
                if maxd > 9:
                    maxd = 9
                while True:
                    free = hands[p] & ~pending
                    nd = _popcount(free) if kd < maxd else 0
                    n_legal = nd + (1 if kd >= mind else 0)
                    idx = _draw(key, counter, n_legal)
                    counter += 1
                    if idx < nd:
                        c = _nth_bit(free, idx, table)
                        pending |= np.int64(1) << c
                        kd += 1
                        if record:
                            out_actions[d, na] = 100 + c
                            na += 1
                        continue
                    if record:
                        out_actions[d, na] = 200 + kd
                        na += 1
                    got = 0
                    taken = 0
                    if p == ombre and turned >= 0:
                        got |= np.int64(1) << turned
                        taken = 1
                    while taken < kd:
                        got |= np.int64(1) << perm[sp]
                        sp += 1
                        taken += 1
                    hands[p] = (hands[p] & ~pending) | got
                    break
            if sp < 40:
                pick = _draw(key, counter, 2)  # look at the rest (index 0) or not (index 1)
                counter += 1
                if record:
                    out_actions[d, na] = 31 if pick == 0 else 30
                    na += 1
            # -- the play ---------------------------------------------------------------------
            ombre_start = hands[ombre]
            leader = 0
            committed = False
            laid_down = False
            premieres = False
            n_tricks = 0
            while True:
                for i in range(3):
                    p = (leader + i) % 3
                    led = trick[0] if i > 0 else -1
                    m = _legal_mask(hands[p], led, trump, trump_mask, suit_mask, suit_of,
                                    mm, trump_rank, table)
                    c = _nth_bit(m, _draw(key, counter, _popcount(m)), table)
                    counter += 1
                    if record:
                        out_actions[d, na] = 300 + c
                        na += 1
                    hands[p] &= ~(np.int64(1) << c)
                    trick[i] = c
                w = (leader + _winner(trick, trump, strength, suit_of, trump_mask)) % 3
                won[w] += 1
                leader = w
                n_tricks += 1
                ombre_all = won[ombre] == n_tricks
                if n_tricks == 5:
                    premieres = ombre_all  # noothoven:ombre.pay-premieres
                if (committed or contract == 3) and not ombre_all:
                    break  # academie:vole.failure; the booklet's choice (OmbreState._apply_card)
                if n_tricks == 9:
                    break
                if n_tricks == 5 and ombre_all and contract != 3 and not forced:
                    pick = _draw(key, counter, 2)  # play on (index 0) or lay down (index 1)
                    counter += 1
                    if record:
                        out_actions[d, na] = 41 if pick == 0 else 40
                        na += 1
                    if pick == 0:
                        committed = True
                    else:
                        laid_down = True
                        break
            o = won[ombre]
            a1 = won[(ombre + 1) % 3]
            a2 = won[(ombre + 2) % 3]
            if laid_down:
                result = 1
            elif nl:
                # outcome_noothoven (noothoven:ombre.win, .lose, .vole, .vole-declaree)
                hi = a1 if a1 > a2 else a2
                lo = a2 if a1 > a2 else a1
                if contract == 3:
                    result = 4 if o == 9 else 7
                elif committed:
                    result = 4 if o == 9 else 5
                elif o == 9:
                    result = 4
                elif o >= 5 or (o == 4 and lo == 2 and hi == 3):
                    result = 1
                elif hi >= 5:
                    result = 3
                elif (o == 4 and hi == 4) or (o == 1 and a1 == 4 and a2 == 4):
                    result = 2
                elif o == 3 and a1 == 3 and a2 == 3:
                    result = 8
                else:
                    result = 7
            elif contract == 3 or committed:
                if a1 or a2:
                    result = 5
                elif o == 9:
                    result = 4
                else:
                    result = 1
            elif o == 9:
                result = 4
            else:
                b = a1 if a1 > a2 else a2
                if o > b:
                    result = 1
                elif o == b:
                    result = 2
                elif a1 == a2:
                    result = 7
                else:
                    result = 3
            # matadors paid (count_matadors, academie:winnings.true-matadors)
            mats = 0
            for i in range(12):
                c = trump_order[trump, i]
                if c < 0 or not (ombre_start >> c) & 1:
                    break
                mats += 1
            if mats < 3:
                mats = 0
            out_split[d, 0] = o
            out_split[d, 1] = a1
            out_split[d, 2] = a2
            out_matadors[d] = mats
            out_committed[d] = committed
        else:
            out_split[d, 0] = 0
            out_split[d, 1] = 0
            out_split[d, 2] = 0
            out_matadors[d] = 0
            out_committed[d] = False
        if nl:
            # -- the booklet's fiches (gamelib.games.ombre.tariff) ---------------------------------
            for p in range(3):
                ret[p] = 0.0
            if result >= 1:
                oseat = (ombre + 1) % 3
                mats = out_matadors[d]
                m = mats - 2 if mats >= 3 else 0  # matador_fiches
                if contract == 3:
                    t_ = 8.0 * (1 + m + 4) * (1.0 if result == 4 else -1.0)
                else:
                    base = (1.0, 3.0, 4.0)[contract]
                    if result == 1 or result == 4 or result == 5:
                        t_ = base + m + (1.0 if premieres else 0.0)
                        if result == 4 and not (contract == 1 and not gasco_vole_paid):
                            t_ += 4.0
                        if result == 5 and (failed_vole_four or not (
                                contract == 1 and not gasco_vole_paid)):
                            t_ -= 4.0  # "de vole afgetrokken" (tariff.failed_vole_fiches)
                    else:
                        t_ = -(base + m)
                favoured = fav >= 0 and trump == fav
                if favoured:
                    t_ *= 2.0
                ret[oseat] += 2.0 * t_
                ret[(oseat + 1) % 3] -= t_
                ret[(oseat + 2) % 3] -= t_
                if result == 3 and contract != 3 and not (contract == 1 and not gasco_vole_paid):
                    extra = 2.0 if favoured else 1.0
                    cw = (oseat + 1) % 3 if out_split[d, 1] > out_split[d, 2] else (oseat + 2) % 3
                    ret[oseat] -= extra
                    ret[cw] += extra
            out_result[d] = result
            out_ombre[d] = (ombre + 1) % 3 if ombre >= 0 else -1
            out_contract[d] = contract
            out_trump[d] = trump
            for p in range(3):
                out_returns[d, p] = ret[p]
            out_nactions[d] = na
            continue
        # -- the settlement: the first hand of a pool (PoolSession, fresh; the loser of a
        # Retourne pays its premium, PoolSession's default) ------------------------------------
        pool = 9.0 * empty
        for p in range(3):
            ret[p] = -3.0 * empty
        oseat = (ombre + 1) % 3 if ombre >= 0 else -1  # position -> seat: the dealer is seat 0
        mats = out_matadors[d]
        if result == 1:
            ret[oseat] += pool
            occasional(ret, oseat, contract, mats, 1.0, single, True)
        elif result == 2 or result == 7:
            occasional(ret, oseat, contract, mats, -1.0, single, True)
            ret[oseat] -= pool
        elif result == 3:
            cw = (oseat + 1) % 3 if out_split[d, 1] > out_split[d, 2] else (oseat + 2) % 3
            ret[cw] += pool
            occasional(ret, oseat, contract, mats, -1.0, single, True)
            ret[oseat] -= pool
        elif result == 4:
            ret[oseat] += pool + pool  # the pool, and half the wager from each Ally
            ret[(oseat + 1) % 3] -= pool / 2.0
            ret[(oseat + 2) % 3] -= pool / 2.0
            occasional(ret, oseat, contract, mats, 1.0, single, True)
        elif result == 5:
            ret[(oseat + 1) % 3] += pool / 2.0
            ret[(oseat + 2) % 3] += pool / 2.0
            if not out_committed[d]:
                occasional(ret, oseat, contract, mats, -1.0, single, True)
                ret[oseat] -= pool
        elif result == 6:
            ret[oseat] -= pool
        out_result[d] = result
        out_ombre[d] = oseat
        out_contract[d] = contract
        out_trump[d] = trump
        for p in range(3):
            out_returns[d, p] = ret[p]
        out_nactions[d] = na

