"""The double-dummy kernel of the Whist family (numba): Whist and Boston, whose tricks go to the
highest trump or else the highest card of the suit led, suit followed, a trick counting one.

One *test* asks whether the players who want the *counted* players to take tricks (``want``)
can make them take at least ``target`` of the tricks still to come. The counted players are a
partnership at Whist and the player at Boston; at a Misery his three opponents want him to
take tricks and he wants none. After the design of Haglund's DDS:

* hands as four 16-bit suits in one int64 a hand, the highest card on the highest bit;
* a player's cards of one suit with no other card still out between them played as one;
  and once a card has failed, his cards of its suit that lie with it below the lowest card
  of the suit whose rank decided its search are not searched (partition search's siblings:
  such a card leaves a position the failed card's relevant ranks cannot tell apart);
* at each trick's start, sure bounds (each side's sure trumps, the side on lead's quick tricks,
  a partner's through an entry) and a transposition table on *relative ranks* with the
  *winning ranks* of partition search: an entry fixes, in each suit, only the holders of the
  cards from the top down to the lowest card whose rank decided a trick below it (or a bound),
  so it matches every position whose relevant cards lie alike and whose hands have the same
  lengths in every suit;
* moves ordered by the trick each card would make were the later players to play greedily for
  their wish, the table's card and a killer lead first, among leads a history of the leads
  that cut off (each counted by the square of 14 less its depth below the root).

The trick is a loop over its four cards; the next trick is a call (thirteen deep at most).
Design and figures: docs/solver.md.
"""

from __future__ import annotations

import numpy as np

from gamelib.solver.play.kernel import HAVE_NUMBA

#: A table entry's words: the hands' lengths, the key's rest, the mask of the relevant
#: relative ranks, three hands under it (the fourth holds the rest), the bounds and best card.
ENTRY = 8
#: Entries a bucket (found by the lengths and the key's rest): the entries of one set of
#: lengths differ in the cards they fix and share the bucket, so it is wide.
BUCKET = 256
#: A bucket's tags: one int64 an entry after all the entries, the high bits of the key's hash
#: over the low bits of the entry's epoch (0: the entry unused), scanned before any entry.
TAG_HASH = -(1 << 24)
TAG_EPOCHS = (1 << 24) - 1
#: The table's int64 words an entry: the entry and its tag.
WORDS = ENTRY + 1
#: The bucket's first tags, prefetched while the bounds are counted (eight a cache line).
PREFETCHED = 32
#: Entries of the table by default (a power of two): 2**20 are 72 MiB with their tags.
DEFAULT_ENTRIES = 1 << 20
#: The config's words (int64): the trump suit (-1 none), the counted players and those who
#: want them to take tricks (bit masks), the key's config bits, the table's bucket mask, the
#: node limit (0 none) and count, the stop flag, the root's deciding card, the epoch,
#: counters, the cards already in the root's trick and from C_TRICK they (three words at most).
(C_TRUMP, C_COUNTED, C_WANT, C_META, C_BUCKETS, C_LIMIT, C_NODES, C_STOPPED, C_ROOT_CARD,
 C_EPOCH, C_PROBES, C_HITS, C_BOUNDS, C_K0, C_TRICK) = range(15)
C_WORDS = 64
C_STATS = 32
#: A suit's card bits in the layout; bit 13 of each suit is the runs' sentinel.
SUIT16 = 0x1FFF
SENTINELS = sum(1 << (16 * s + 13) for s in range(4))
#: Rows of the per-ply arrays: 14 depths (13 tricks and a root) of four plies; a ply's
#: state row: the move tried, the moves, the failed moves' relevant cards, the trick's best
#: card and its player before the ply's card, the cards a failed move showed to fail too,
#: and from column 8 the moves' scores.
PLY_ROWS = 56
PLY_WORDS = 24

if HAVE_NUMBA:
    import numba

    from gamelib.solver.bits import _PREFETCH as prefetch
    from gamelib.solver.bits import _nb_highest as highest
    from gamelib.solver.bits import _nb_lowest as lowest
    from gamelib.solver.bits import _nb_pdep as pdep
    from gamelib.solver.bits import _nb_pext as pext
    from gamelib.solver.bits import _nb_popcount as popcount

    _jit = numba.njit(cache=True, nogil=True, error_model="numpy", _nrt=False)
    _inline = numba.njit(cache=True, nogil=True, error_model="numpy", inline="always",
                         _nrt=False)

    @_inline
    def suit_mask(s):
        return np.int64(SUIT16) << (16 * s)

    @_inline
    def above(c):
        """The cards of ``c``'s suit above it."""
        return suit_mask(c >> 4) & ~((np.int64(2) << c) - 1)

    @_inline
    def beats(c, best, trump):
        """Whether the card ``c`` beats the trick's best card ``best``."""
        if (c >> 4) == (best >> 4):
            return c > best
        return (c >> 4) == trump

    @_inline
    def top_trumps(h, side, trump):
        """Tricks the players of ``side`` take with trumps whatever anyone plays, and the cards
        read: the most one of them is sure of, each of his trumps falling in a trick of its
        own that his side takes unless a higher trump of the others falls in it -- each of
        theirs in one trick only, so his trumps less the most of them theirs can beat one
        each, matched from the top."""
        if trump < 0:
            return 0, np.int64(0)
        tm = suit_mask(trump)
        theirs = np.int64(0)
        for q in range(4):
            if not (side >> q) & 1:
                theirs |= h[q] & tm
        most = 0
        last = np.int64(0)
        for q in range(4):
            mine = h[q] & tm
            if not (side >> q) & 1 or mine == 0:
                continue
            x = mine | theirs
            free = 0   # their trumps above, not yet matched
            sure = 0
            at = np.int64(0)
            while x:
                c = highest(x)
                x ^= np.int64(1) << c
                if (theirs >> c) & 1:
                    free += 1
                elif free:
                    free -= 1
                else:
                    sure += 1
                    at = c
            if sure > most:
                most = sure
                last = at
        # the count read the trumps from the top down to the last one it counted
        return most, (np.int64(1) << last) if most else np.int64(0)

    @_inline
    def quick(h, p, side, trump):
        """Tricks ``p`` cashes on lead from the top of his suits whatever the others do (in a
        plain suit of a trump game no more rounds than every opponent holding a trump
        follows; every card of the suit when no other hand holds more of it than his run),
        and the cards whose ranks that read."""
        mine = h[p]
        total = 0
        read = np.int64(0)
        tm = suit_mask(trump) if trump >= 0 else np.int64(0)
        for s in range(4):
            sm = suit_mask(s)
            ms = mine & sm
            if ms == 0:
                continue
            others = np.int64(0)
            longest = 0
            for q in range(4):
                if q != p:
                    x = h[q] & sm
                    others |= x
                    lq = popcount(x)
                    if lq > longest:
                        longest = lq
            run = ms & above(highest(others)) if others else ms
            r = popcount(run)
            if r == 0:
                continue
            count = popcount(ms) if r >= longest else r
            if trump >= 0 and s != trump:
                for q in range(4):
                    if not (side >> q) & 1 and h[q] & tm:
                        lq = popcount(h[q] & sm)
                        if lq < count:
                            count = lq
            if count:
                total += count
                read |= run
        return total, read

    @_inline
    def side_quick(h, leader, side, trump):
        """The quick tricks of the side on lead: the leader's, or a partner's reached by a
        low card of a suit whose top card he holds (no opponent with a trump void in it)."""
        best, read = quick(h, leader, side, trump)
        tm = suit_mask(trump) if trump >= 0 else np.int64(0)
        out = h[0] | h[1] | h[2] | h[3]
        for q in range(4):
            if q == leader or not (side >> q) & 1:
                continue
            for s in range(4):
                sm = suit_mask(s)
                if s == trump or h[leader] & sm == 0 or h[q] & sm == 0:
                    continue
                top = highest(out & sm)
                if not (h[q] >> top) & 1:
                    continue
                entry = True
                for o in range(4):
                    if not (side >> o) & 1 and h[o] & tm and h[o] & sm == 0:
                        entry = False
                if entry:
                    via, vread = quick(h, q, side, trump)
                    if via > best:
                        best = via
                        read = vread | (np.int64(1) << top)
                    break
        return best, read

    @_inline
    def bounds(h, leader, counted, want, trump, rem):
        """Sure bounds of the counted players' tricks still to come at a trick's start, and
        the cards whose ranks they read."""
        others = 15 ^ counted
        low, rlow = top_trumps(h, counted, trump)
        sure, rhigh = top_trumps(h, others, trump)
        high = rem - sure
        if want == counted:   # the counted side plays for tricks, the others against them
            if (counted >> leader) & 1:
                q, also = side_quick(h, leader, counted, trump)
                if q > low:
                    low = q
                    rlow = also
            else:
                q, also = side_quick(h, leader, others, trump)
                if rem - q < high:
                    high = rem - q
                    rhigh = also
        return low, high, rlow, rhigh

    @_inline
    def greedy(h, j, leader, ls, best, wp, counted, want, trump):
        """The taker of the trick were the players from its ``j``-th card on to play
        greedily: one whose wish the trick already meets keeps it (overtaking only when every
        card he may play does); else he takes it with his cheapest card that can, when his
        taking it meets his wish; else he plays low."""
        for jj in range(j, 4):
            q = (leader + jj) & 3
            hq = h[q]
            wish = (want >> q) & 1
            follow = hq & suit_mask(ls)
            if follow:
                cards = follow
                win = follow & above(best) if (best >> 4) == ls else np.int64(0)
            else:
                cards = hq
                win = np.int64(0)
                if trump >= 0 and ls != trump:
                    tq = hq & suit_mask(trump)
                    win = tq & above(best) if (best >> 4) == trump else tq
            if ((counted >> wp) & 1) == wish:
                if cards & ~win == 0:
                    best = lowest(win)
                    wp = q
            elif win and (((counted >> q) & 1) == wish or cards & ~win == 0):
                best = lowest(win)
                wp = q
        return wp

    @_inline
    def relevant_of(wr, out):
        """The cards out from each suit's top down to its lowest card in ``wr``."""
        rel = np.int64(0)
        for s in range(4):
            x = wr & out & suit_mask(s)
            if x:
                rel |= out & suit_mask(s) & ~((np.int64(1) << lowest(x)) - 1)
        return rel

    @_jit
    def search(h, cfg, tt, d, leader, target, mv, rn, st, wrs, killers, hist):
        """Whether the ``want`` players can make the counted ones take at least ``target``
        of the tricks still to come; ``wrs[d]`` gets the cards whose ranks decided it. At the
        root (``d`` 0) ``cfg[C_K0]`` cards of the trick may lie on the table already
        (``cfg[C_TRICK:]``, from ``leader``'s)."""
        cfg[C_NODES] += 1
        if cfg[C_LIMIT] > 0 and cfg[C_NODES] > cfg[C_LIMIT]:
            cfg[C_STOPPED] = 1
            wrs[d] = 0
            return False
        trump = cfg[C_TRUMP]
        counted = cfg[C_COUNTED]
        want = cfg[C_WANT]
        k0 = cfg[C_K0] if d == 0 else 0
        hint = np.int64(-1)
        slot = np.int64(-1)
        lens = np.int64(0)
        meta = np.int64(0)
        out = h[0] | h[1] | h[2] | h[3]
        dest = np.int64(0)
        r0 = r1 = r2 = np.int64(0)
        if k0 == 0:
            rem = popcount(h[leader])
            if target <= 0:
                wrs[d] = 0
                return True
            if target > rem:
                wrs[d] = 0
                return False
            if rem == 1:   # the last trick: each plays his card
                best = lowest(h[leader])
                wp = leader
                for j in range(1, 4):
                    q = (leader + j) & 3
                    c = lowest(h[q])
                    if beats(c, best, trump):
                        best = c
                        wp = q
                # the best card's rank decided when another card of its suit fell
                wrs[d] = (np.int64(1) << best) if out & suit_mask(best >> 4) & ~(
                    np.int64(1) << best) else np.int64(0)
                return ((counted >> wp) & 1) >= target
            for q in range(4):
                for s in range(4):
                    lens |= popcount(h[q] & suit_mask(s)) << (16 * q + 4 * s)
            meta = cfg[C_META] | leader
            hk = (lens ^ (meta * np.int64(-7046029254386353131))) * np.int64(-4658895280553007687)
            hk ^= (hk >> 29)
            hk *= np.int64(-7046029254386353131)
            hk ^= (hk >> 32)
            slot = (hk & cfg[C_BUCKETS]) * (BUCKET * ENTRY)
            tags = (cfg[C_BUCKETS] + 1) * (BUCKET * ENTRY) + slot // ENTRY
            tag = hk & TAG_HASH
            if d > 0:
                for e in range(0, PREFETCHED, 8):
                    prefetch(tt, tags + e)
                low, high, rlow, rhigh = bounds(h, leader, counted, want, trump, rem)
                if low >= target:
                    cfg[C_BOUNDS] += 1
                    wrs[d] = rlow
                    return True
                if high < target:
                    cfg[C_BOUNDS] += 1
                    wrs[d] = rhigh
                    return False
            for s in range(4):
                dest |= ((np.int64(1) << popcount(out & suit_mask(s))) - 1) << (16 * s)
            r0 = pdep(pext(h[0], out), dest)
            r1 = pdep(pext(h[1], out), dest)
            r2 = pdep(pext(h[2], out), dest)
            if d > 0:
                cfg[C_PROBES] += 1
                for e in range(BUCKET):
                    t = tt[tags + e]
                    if t == 0:   # the bucket's entries fill it from its start
                        break
                    if (t ^ tag) & TAG_HASH:
                        continue
                    b = slot + ENTRY * e
                    if tt[b] != lens or tt[b + 1] != meta:
                        continue
                    m = tt[b + 2]
                    if r0 & m != tt[b + 3] or r1 & m != tt[b + 4] or r2 & m != tt[b + 5]:
                        continue
                    pk = tt[b + 6]
                    lo = pk & 31
                    hi = (pk >> 5) & 31
                    if lo >= target or hi < target:
                        cfg[C_HITS] += 1
                        wrs[d] = pdep(pext(m, dest), out)
                        return lo >= target
                    bc = ((pk >> 10) & 127) - 1
                    if bc >= 0 and hint < 0:
                        hint = lowest(pdep(pext(np.int64(1) << bc, dest), out))
        # -- the trick, card by card --------------------------------------------------------
        tcards = np.int64(0)
        best = np.int64(-1)
        wp = leader
        ls = np.int64(-1)
        for j in range(k0):
            c = cfg[C_TRICK + j]
            tcards |= np.int64(1) << c
            if j == 0 or beats(c, best, trump):
                best = c
                wp = (leader + j) & 3
        if k0 > 0:
            ls = cfg[C_TRICK] >> 4
        j = k0
        gen(h, j, 4 * d + j, leader, ls, best, wp, tcards, counted, want, trump, hint,
            killers[d] if (d > 0 and j == 0) else np.int64(-1), mv, rn, st, hist)
        mode = 0
        res = False
        wr = np.int64(0)
        while True:
            r = 4 * d + j
            p = (leader + j) & 3
            if mode == 0:
                i = st[r, 0]
                if i >= st[r, 1]:
                    cfg[C_STATS + 4 * j + 2] += 1
                    res = ((want >> p) & 1) == 0
                    wr = st[r, 2]
                    if j == k0:
                        break
                    j, tcards, best, wp = retreat(h, mv, st, d, j, leader, tcards)
                    mode = 1
                    continue
                c = mv[r, i]
                if (st[r, 5] >> c) & 1:   # it fails as a card already failed
                    st[r, 0] = i + 1
                    continue
                bit = np.int64(1) << c
                h[p] ^= bit
                tcards |= bit
                if j == 0:
                    ls = c >> 4
                    best = c
                    wp = p
                elif beats(c, best, trump):
                    best = c
                    wp = p
                if j < 3:
                    cfg[C_NODES] += 1
                    j += 1
                    gen(h, j, r + 1, leader, ls, best, wp, tcards, counted, want, trump,
                        np.int64(-1), np.int64(-1), mv, rn, st, hist)
                    continue
                # the trick is complete: its taker, and its best card's rank when it beat
                # another card of its suit
                byrank = np.int64(0)
                if tcards & suit_mask(best >> 4) & ~(np.int64(1) << best):
                    byrank = np.int64(1) << best
                res = search(h, cfg, tt, d + 1, wp, target - ((counted >> wp) & 1), mv, rn,
                             st, wrs, killers, hist)
                wr = wrs[d + 1] | byrank
                h[p] ^= bit
                tcards ^= bit
                best = st[r, 3]
                wp = st[r, 4]
                mode = 1
                if cfg[C_STOPPED]:
                    wrs[d] = 0
                    return False
            else:
                i = st[r, 0]
                c = mv[r, i]
                if (wr >> c) & 1:
                    wr |= rn[r, i]
                if res == (((want >> p) & 1) == 1):
                    cfg[C_STATS + 4 * j + (0 if i == 0 else 1)] += 1
                    if j == 0 and d > 0 and i > 0:
                        killers[d] = c
                    if j == 0:   # the history of leads only, a cut-off nearer the root more
                        hist[64 * p + c] += (14 - d) * (14 - d)
                    if d == 0 and j == k0:
                        cfg[C_ROOT_CARD] = c
                    if j == k0:
                        break
                    j, tcards, best, wp = retreat(h, mv, st, d, j, leader, tcards)
                else:
                    st[r, 2] |= wr
                    st[r, 0] = i + 1
                    # the mover's cards of c's suit below the lowest one whose rank decided
                    # c's search, c among them, leave positions alike to its relevant ranks
                    ws = wr & suit_mask(c >> 4)
                    if ws == 0:
                        st[r, 5] |= suit_mask(c >> 4)
                    elif c < lowest(ws):
                        st[r, 5] |= suit_mask(c >> 4) & ((np.int64(1) << lowest(ws)) - 1)
                    mode = 0
        if k0 == 0:
            cut = np.int64(-1)
            r = 4 * d
            if res == (((want >> leader) & 1) == 1):
                cut = mv[r, st[r, 0]]
            store(tt, slot, tags, tag, lens, meta, relevant_of(wr, out), out, dest, r0, r1,
                  r2, res, target, cut, cfg)
        wrs[d] = wr
        return res

    @_inline
    def retreat(h, mv, st, d, j, leader, tcards):
        """Take back the trick's card before the ``j``-th: its ply, the cards on the table,
        the trick's best card and its player before it."""
        j -= 1
        r = 4 * d + j
        c = mv[r, st[r, 0]]
        h[(leader + j) & 3] |= np.int64(1) << c
        return j, tcards ^ (np.int64(1) << c), st[r, 3], st[r, 4]

    @_inline
    def store(tt, slot, tags, tag, lens, meta, rel, out, dest, r0, r1, r2, res, target, cut,
              cfg):
        """A test's result at a trick's start into the table: a lower bound ``target`` when
        it went the counted side's way, else an upper bound ``target - 1``, for every
        position with the same lengths and key whose ``rel`` cards lie alike -- in its own
        entry when the bucket has it, else in one of another epoch, else in one chosen by
        the node count."""
        m = pdep(pext(rel, out), dest)
        h0 = r0 & m
        h1 = r1 & m
        h2 = r2 & m
        epoch = cfg[C_EPOCH]
        ep = epoch % TAG_EPOCHS + 1
        at = np.int64(-1)
        spare = np.int64(-1)
        for e in range(BUCKET):
            t = tt[tags + e]
            if t == 0:   # unused, and so is every entry after it
                if spare < 0:
                    spare = e
                break
            b = slot + ENTRY * e
            if ((t ^ tag) & TAG_HASH == 0 and tt[b] == lens and tt[b + 1] == meta
                    and tt[b + 2] == m and tt[b + 3] == h0 and tt[b + 4] == h1
                    and tt[b + 5] == h2):
                at = e
                break
            if spare < 0 and t & TAG_EPOCHS != ep:
                spare = e
        row = slot + ENTRY * at
        if at < 0:
            at = spare if spare >= 0 else cfg[C_NODES] & (BUCKET - 1)
            row = slot + ENTRY * at
            tt[row] = lens
            tt[row + 1] = meta
            tt[row + 2] = m
            tt[row + 3] = h0
            tt[row + 4] = h1
            tt[row + 5] = h2
            tt[row + 6] = np.int64(0) | (np.int64(31) << 5)
        pk = tt[row + 6]
        lo = pk & 31
        hi = (pk >> 5) & 31
        bc = (pk >> 10) & 127
        if res:
            if target > lo:
                lo = target
        elif target - 1 < hi:
            hi = target - 1
        if cut >= 0:
            bc = lowest(pdep(pext(np.int64(1) << cut, out), dest)) + 1
        tt[row + 6] = lo | (hi << 5) | (bc << 10) | (epoch << 17)
        tt[tags + at] = tag | ep

    @_inline
    def gen(h, j, r, leader, ls, best, wp, tcards, counted, want, trump, hint, killer, mv,
            rn, st, hist):
        """The moves of the ``j``-th card of the trick into row ``r``: one card of each run
        of equivalent cards, its run beside it, best first."""
        p = (leader + j) & 3
        hp = h[p]
        if j == 0:
            legal = hp
        else:
            legal = hp & suit_mask(ls)
            if legal == 0:
                legal = hp
        # the cards that tell two of the mover's apart: those still in the hands and the
        # trick's best card; a card already played to the trick below the best or beaten
        # does not (it leaves with the trick, and no later card compares with it)
        live = h[0] | h[1] | h[2] | h[3] | np.int64(SENTINELS)
        if j > 0:
            live |= np.int64(1) << best
        x = pext(legal, live)
        reps = pdep(x & ~(x >> 1), live)
        wish = (want >> p) & 1
        # the player counted who wants no trick (a Misery's player): high cards go first
        shed = ((counted >> p) & 1) != wish
        n = 0
        while reps:
            c = highest(reps)
            reps ^= np.int64(1) << c
            # the run below c: the cards of ``legal`` that follow it in ``live``
            pos = popcount(live & ((np.int64(1) << c) - 1))
            gaps = ~x & ((np.int64(1) << pos) - 1)
            ones = pos if gaps == 0 else pos - 1 - highest(gaps)
            run = pdep(((np.int64(1) << ones) - 1) << (pos - ones), live) if ones else np.int64(0)
            rank = c & 15
            if j == 0:
                tw = greedy(h, 1, leader, c >> 4, c, p, counted, want, trump)
            elif beats(c, best, trump):
                tw = greedy(h, j + 1, leader, ls, c, p, counted, want, trump)
            else:
                tw = greedy(h, j + 1, leader, ls, best, wp, counted, want, trump)
            good = ((counted >> tw) & 1) == wish
            sc = np.int64(0)
            if good:
                sc += 1 << 20
            if c == hint:
                sc += 1 << 24
            if c == killer:
                sc += 1 << 23
            if shed:
                sc += rank * 16
            elif j > 0 or not good:
                sc -= rank * 16
            else:
                sc += rank * 16 if tw == p else -rank * 16
            sc += hist[64 * p + c] if j == 0 else 0
            # insertion, the greatest score first
            k = n
            while k > 0 and st[r, 7 + k] < sc:
                mv[r, k] = mv[r, k - 1]
                rn[r, k] = rn[r, k - 1]
                st[r, 8 + k] = st[r, 7 + k]
                k -= 1
            mv[r, k] = c
            rn[r, k] = run
            st[r, 8 + k] = sc
            n += 1
        st[r, 0] = 0
        st[r, 1] = n
        st[r, 2] = 0
        st[r, 3] = best
        st[r, 4] = wp
        st[r, 5] = 0


__all__ = ["BUCKET", "C_WORDS", "DEFAULT_ENTRIES", "ENTRY", "PLY_ROWS", "SENTINELS", "SUIT16", "WORDS"]
