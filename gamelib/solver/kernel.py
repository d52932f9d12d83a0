"""The compiled search (numba): the zero-window test of :meth:`gamelib.solver.search.Position.test`
on numpy arrays, an explicit stack of frames so that numba can cache it, with the partition
table's store, the sure tricks (the twin of :func:`gamelib.solver.bounds.sure_tricks`) and the
relative-rank codes; its bit operations are :mod:`gamelib.solver.bits`'. Cards are numbered by
:class:`gamelib.solver.compiled.Layout`. The same search as the readable one, on the same
objective; see docs/solver.md. Without numba nothing here is defined and the readable search
runs."""

from __future__ import annotations

from gamelib.solver.bits import HAVE_NUMBA

if HAVE_NUMBA:
    from gamelib.solver.bits import (_PREFETCH, _inline, _nb_highest, _nb_lowest, _nb_pdep,
                                     _nb_pext, _nb_popcount, _njit)

    @_inline
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

    @_inline
    def _nb_store(base, target, r, best, meta, lens, dm, rel, d, n, tt, victim):
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
                    if tt[e + 1 + q] != rel[d, q] & dm:
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
                tt[e + 1 + q] = rel[d, q] & dm
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

    @_inline
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

    @_inline
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

    @_inline
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

    @_inline
    def _nb_trump_tricks(mine, theirs):
        """The tricks one player's trumps ``mine`` are sure of for his side against the other
        side's trumps ``theirs`` (the trump row of the :class:`Layout`: a higher trump on a
        lower bit; see :func:`gamelib.solver.bounds.trump_tricks`, the readable twin)."""
        x = mine | theirs
        above = 0  # their trumps above, not yet matched
        beaten = 0
        while x:
            low = x & -x
            if theirs & low:
                above += 1
            elif above:
                above -= 1
                beaten += 1
            x ^= low
        return _nb_popcount(mine) - beaten

    @_inline
    def _nb_sure(hands, n, maximiser, t_mask, ts, lens, misere):
        """Sure trumps at a trick's first card (see :func:`sure_tricks`, the readable twin), on
        hands in the search's :class:`Layout` (a row's higher cards on its lower bits) and
        their lengths ``lens`` (:func:`_nb_lens`): (the maximising side's, the minimising
        side's, the players holding a trump as bits) -- the quick plain tricks are
        :func:`_nb_sure_quick`'s, counted only when these decide nothing."""
        tmax = 0
        tmin = 0
        holders = 0
        for q in range(n):
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
            # each player's trumps less those the other side's can beat, one each
            for q in range(n):
                tq = hands[q] & t_mask
                lq = _nb_popcount(tq)
                if maximiser[q]:
                    if lq > sure_max:  # no more than his trumps
                        v = _nb_trump_tricks(tq, tmin)
                        if v > sure_max:
                            sure_max = v
                elif lq > sure_min:
                    v = _nb_trump_tricks(tq, tmax)
                    if v > sure_min:
                        sure_min = v
        return sure_max, sure_min, holders

    @_inline
    def _nb_sure_quick(hands, n, leader, maximiser, suit_masks, ts, called, aide, lens, allc,
                       holders):
        """The leader's quick plain tricks, or a partner's through an entry (see
        :func:`sure_tricks`), and the cards those count on; ``allc`` the cards out, ``holders``
        as :func:`_nb_sure` returns them."""
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
        return quick, qmask

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
        held = 0
        for q in range(n):
            held |= hands[q]
        F[0, 21] = held  # the cards still held, likewise
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
                            if (F[d, 21] ^ hands[w]) & suit_masks[wc >> 4]:  # its row
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
                        allc = F[d, 21]
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
                        if d > 0:  # the bucket's four cache lines, asked for while the
                            _PREFETCH(tt, slot)  # bounds are counted
                            _PREFETCH(tt, slot + 8)
                            _PREFETCH(tt, slot + 16)
                            _PREFETCH(tt, slot + 24)
                        # The bounds, then the table, below the root only: the root names a
                        # card whenever a test goes the mover's way (docs/solver.md, *Proof
                        # cards*)
                        if not decided and d > 0 and additive:
                            # the sure trumps of each side (the quick plain tricks below,
                            # when these decide nothing)
                            smax, smin, holders = _nb_sure(hands, n, maximiser, t_mask, P[1],
                                                           lens, misere)
                            if misere:
                                # the counted side is the minimisers', and nobody wants a
                                # trick: sure trumps only (see Position._build)
                                smax, smin = smin, smax
                            if target <= smax:
                                r = True
                                decided = True
                            elif target > rem - smin:
                                r = False
                                decided = True
                            elif not misere:
                                # the quick tricks of the side to lead, counted only when the
                                # sure trumps alone decide nothing (their ranks then decide)
                                quick, qmask = _nb_sure_quick(hands, n, pos, maximiser,
                                                              suit_masks, P[1], called, aide,
                                                              lens, allc, holders)
                                if maximiser[pos]:
                                    if target <= smax + quick:
                                        r = True
                                        decided = True
                                        lw = qmask
                                elif target > rem - smin - quick:
                                    r = False
                                    decided = True
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
                        if d > 0 and not decided:
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
                others = tm | (F[d, 21] ^ h)
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
                    # player after this one can play (the root keeps its static order:
                    # docs/solver.md, *Proof cards*). Quadrille only: at Ombre, where it
                    # matters which of the allies takes a trick, it gave more nodes.
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
                                  rel, d, n, tt, nodes[0] & 3)
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
                F[e, 21] = F[d, 21] ^ b
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
                    oth = F[d, 6] | (F[d, 21] ^ F[d, 7])
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
                                  rel, d, n, tt, nodes[0] & 3)
                    wr |= F[d, 19]
                    mode = 2
                else:
                    F[d, 18] |= wr
                    F[d, 11] += 1
                    mode = 1

