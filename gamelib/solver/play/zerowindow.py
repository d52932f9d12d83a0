"""The zero-window search (numba): the exact search of every card-play model that gives its
cards' ranks, after the design of Haglund's double-dummy solver (DDS) and the Ombre family's
kernel (:mod:`gamelib.solver.kernel`).

One *test* asks "can the maximisers make the value still to come at least ``target``?" and
answers yes or no; a driver (:mod:`gamelib.solver.play.exact`) finds the value by tests. What
makes the test quick:

* **equivalent cards**: a player's cards of one suit and one class (the model's ``ranks``)
  with no other player's card still out (in a hand or on the table) between them are played
  as one; and once a card has failed, his cards of its suit and class below the lowest card
  of the suit whose rank decided its search are not searched, where the table leaves that
  class free (partition search's siblings, :func:`siblings`);
* **a transposition table on relative ranks**: probed and stored at each trick's start, keyed
  on each hand's cards *among the cards still out* (so positions that differ only in which
  cards of the same class are gone share an entry), the classes of those cards, the leader and
  what the model's value still reads of the play so far (the tricks won where ``final`` reads
  them, the points where the value is not their sum); each entry holds a lower and an upper
  bound of the value still to come and the card that decided;
* **bounds** before the search: the model's ``bounds`` (quick tricks, sure tricks), and the
  last trick played out without a search;
* **move order**: the table's card, the two latest leads that cut off from the same leader
  with as many cards left (killers), the trick's provisional taker and points for a follower
  (cheapest winning card, else the lowest), the trick played out greedily for a leader and,
  where cards score by class, for the second hand.

The kernel's code is bound to each model's compiled rule functions as
:mod:`gamelib.solver.play.kernel` binds its own. Cards keep the models' numbers where the rule
functions read them; the kernel keeps each hand twice, once in a *layout* of its own where
each suit holds 16 bits, its highest card highest (``lay``), for the relative ranks and the
equivalent cards (PEXT, one instruction). Design and figures: docs/solver.md.
"""

from __future__ import annotations

import numpy as np

from gamelib.solver.play.kernel import HAVE_NUMBA

#: The table's entries: WORDS int64 each, BUCKET a bucket. Words 0..EXACT-1 must equal the
#: position's (the suits' lengths in each hand, the leader and epoch, the tricks won, the points,
#: the classes, the cards of no class); RELEVANT is the mask, among the cards out,
#: of the cards whose holders the entry fixes, HELD + i hand i's cards under it; then the bounds
#: and the best card.
EXACT = 8
#: Entries a bucket (the entries of one exact key are looked for in one bucket).
BUCKET = 8
LENS, META, WON, POINTS, PLANES, SOLO = 0, 1, 2, 3, 4, 7
RELEVANT, HELD, LOWER, UPPER, BEST, LOOSE, WORDS = 8, 9, 13, 14, 15, 16, 17
#: Entries of the table (a power of two): 2**19 are 68 MiB.
DEFAULT_ENTRIES = 1 << 19
#: The stats the kernel writes: nodes, stopped at the node limit, the card that decided the
#: root's test.
NODES, STOPPED, ROOT_CARD = 0, 1, 2

legal = close = final = bounds = None  # bound per model
#: The deepest search: a frame a card still to play, and the root's.
DEPTH = 53
#: The killer leads' slots: one for each number of cards left and leader (``left * n + leader``).
KILLERS = 4 * 64
#: The number of hands, bound per kernel (a constant, so that the loops over them unroll).
PLAYERS = None

if HAVE_NUMBA:
    from gamelib.solver.bits import _nb_highest as highest
    from gamelib.solver.bits import _nb_lowest as lowest
    from gamelib.solver.bits import _nb_pdep as pdep
    from gamelib.solver.bits import _nb_pext as pext
    from gamelib.solver.bits import _nb_popcount as popcount


def test(params, hands, lay, trick, k, leader, won, points, weights, maxer, target,
         table, epoch, node_limit, stats, card_bit, bit_card, planes, solo, sentinel,
         strength, key_won, key_points, killers, blank, loose, work):
    """Whether the maximisers can make the value still to come (from this position) at least
    ``target``. The arrays are the search's own copies, ``work`` its working arrays
    (:func:`working`); ``stats`` gets the nodes; ``blank`` the layout of the cards that score
    nothing and no rule names, ``loose`` of the class whose cards the table counts rather than
    fixes below the cards whose ranks decided (:func:`store`). Where the classes partition
    nothing but the cards of no class (the cards a rule names), an entry fixes those cards'
    holders."""
    n = PLAYERS
    inf = 1 << 40
    partition = planes.shape[0] == 0
    fixed = solo if partition else ~(blank | loose)
    left = 0
    for i in range(n):
        left += popcount(hands[i])
    frames, f_moves, f_runs, f_ex, f_held, f_points, f_trick, small = work
    for a in (frames, f_moves, f_runs, f_ex, f_held, f_points, f_trick, small):
        a[:] = 0
    f_tgt, f_nm, f_i, f_player, f_slot = frames[0], frames[1], frames[2], frames[3], frames[4]
    f_out, f_win, f_tw, f_taker, f_leader = frames[5], frames[6], frames[7], frames[8], frames[9]
    f_res, f_sib = frames[10], frames[11]
    score, window, sp, st, sg = small[0], small[1], small[2, :n], small[3, :n], small[4, :n]
    buckets = table.shape[0] - BUCKET
    trick_lay = 0
    for i in range(k):
        trick_lay |= np.int64(1) << card_bit[trick[i]]
    d = 0
    f_tgt[0] = target
    res = 0
    win = 0
    mode = 0  # 0 enter, 1 next move, 2 back from a child
    while True:
        if mode == 0:
            stats[0] += 1
            if node_limit > 0 and stats[0] > node_limit:
                stats[1] = 1
                return False
            t = f_tgt[d]
            f_slot[d] = -1
            hint = -1
            done = False
            if k == 0:
                if left == 0:
                    res = 1 if t <= 0 else 0
                    win = 0
                    done = True
                elif left == n:
                    # the last trick: each plays his one card
                    for i in range(n):
                        sp[i] = points[i]
                    before = worth(weights, points)
                    for j in range(n):
                        trick[j] = lowest(hands[(leader + j) % n])
                    taker = close(params, trick, leader, 1, points)
                    won[taker] += 1
                    final(params, won, points)
                    after = worth(weights, points)
                    won[taker] -= 1
                    win = by_rank(trick, (taker - leader) % n, card_bit)
                    for i in range(n):
                        points[i] = sp[i]
                        trick[i] = 0
                    res = 1 if after - before >= t else 0
                    done = True
                else:
                    out = 0
                    for i in range(n):
                        out |= lay[i]
                    bounds(params, hands, leader, won, points, weights, maxer, window)
                    if window[0] >= t or window[1] < t:
                        res = 1 if window[0] >= t else 0
                        win = 0
                        m = window[2]
                        while m:
                            c = lowest(m)
                            m &= m - 1
                            win |= np.int64(1) << card_bit[c]
                        done = True
                    else:
                        # the entry's exact words, and each hand among the cards out
                        lens = 0
                        for i in range(n):
                            for s in range(4):
                                lens |= popcount((lay[i] >> (16 * s)) & 65535) << (16 * i + 4 * s)
                        f_ex[d, LENS] = lens
                        f_ex[d, META] = leader | (epoch << 3)
                        w = 0
                        if key_won:
                            for i in range(n):
                                w |= won[i] << (5 * i)
                        f_ex[d, WON] = w
                        w = 0
                        if key_points:
                            for i in range(n):
                                w ^= (points[i] + 4096) << (16 * i)
                        f_ex[d, POINTS] = w
                        for j in range(3):
                            f_ex[d, PLANES + j] = 0
                        for j in range(planes.shape[0]):
                            f_ex[d, PLANES + j] = pext(planes[j], out)
                        if partition:
                            f_ex[d, PLANES] = pext(solo, out)
                        f_ex[d, SOLO] = solo & out
                        for i in range(n):
                            f_held[d, i] = pext(lay[i], out)
                        f_out[d] = out
                        h = np.int64(-7046029254386353131)
                        for i in range(EXACT):
                            h ^= f_ex[d, i] + np.int64(-7046029254386353131) + (h << 6) + (h >> 2)
                            h *= np.int64(-4658895280553007687)
                        h ^= h >> 29
                        base = h & buckets
                        f_slot[d] = base
                        lower = -inf
                        upper = inf
                        low_rel = 0
                        up_rel = 0
                        for e in range(BUCKET):
                            row = base + e
                            same = exact_match(table, row, f_ex, d)
                            if same:
                                rel = table[row, RELEVANT]
                                for i in range(n):
                                    if f_held[d, i] & rel != table[row, HELD + i]:
                                        same = False
                            if same and loose:
                                same = counted(f_held, d, n, out, loose & ~pdep(rel, out)) == \
                                    table[row, LOOSE]
                            if same:
                                if table[row, LOWER] > lower:
                                    lower = table[row, LOWER]
                                    low_rel = table[row, RELEVANT]
                                if table[row, UPPER] < upper:
                                    upper = table[row, UPPER]
                                    up_rel = table[row, RELEVANT]
                                if hint < 0:
                                    hint = table[row, BEST]
                        if lower >= t:
                            res = 1
                            win = pdep(low_rel, out)
                            done = True
                        elif upper < t:
                            res = 0
                            win = pdep(up_rel, out)
                            done = True
            if done:
                f_slot[d] = -1
                mode = 2
            else:
                p = (leader + k) % n
                f_player[d] = p
                f_res[d] = 1 - maxer[p]  # what the mover gets when no card goes his way
                f_win[d] = 0
                f_sib[d] = 0
                m = legal(params, hands, trick, k, leader, p)
                # the legal cards in the layout (a suit's cards lie in its row), one of each
                # run of equivalent cards
                row = lowest(m) // 13
                if m == hands[p]:
                    lm = lay[p]
                elif m == hands[p] & (np.int64(8191) << (13 * row)):
                    lm = lay[p] & (np.int64(65535) << (16 * row))
                else:
                    lm = 0
                    while m:
                        c = lowest(m)
                        m &= m - 1
                        lm |= np.int64(1) << card_bit[c]
                live = trick_lay | sentinel
                for i in range(n):
                    live |= lay[i]
                nm = 0
                mx = maxer[p]
                if lm & (lm - 1) == 0:   # his one card: its own run, nothing to order
                    f_moves[d, 0] = bit_card[lowest(lm)]
                    f_runs[d, 0] = lm
                    nm = 1
                for cls in range((1 << planes.shape[0]) * (nm == 0)):
                    part = lm & ~solo
                    for j in range(planes.shape[0]):
                        if (cls >> j) & 1:
                            part &= planes[j]
                        else:
                            part &= ~planes[j]
                    if cls == 0:
                        part |= lm & solo
                    if part == 0:
                        continue
                    x = pext(part & ~solo, live)
                    tops = x & ~(x >> 1)
                    reps = pdep(tops, live) | (part & solo)
                    while reps:
                        b = highest(reps)
                        reps &= ~(np.int64(1) << b)
                        c = bit_card[b]
                        run = np.int64(1) << b
                        if (solo >> b) & 1 == 0:
                            # the run below it: the cards of ``part`` that follow it in ``live``
                            pos = popcount(live & ((np.int64(1) << b) - 1))
                            below = x & ((np.int64(1) << pos) - 1)
                            ones = 0
                            while (below >> (pos - 1 - ones)) & 1 and ones < pos:
                                ones += 1
                            if ones:
                                run |= pdep(((np.int64(1) << ones) - 1) << (pos - ones), live)
                        sc = 0
                        if c == hint:
                            sc += 8 * inf
                        if lm & (lm - 1) == 0:
                            g = 0   # his one card: nothing to order
                        elif k == 0:
                            slot = left * n + leader
                            if c == killers[0, slot]:
                                sc += 4 * inf
                            elif c == killers[1, slot]:
                                sc += 2 * inf
                            hands[p] &= ~(np.int64(1) << c)
                            st[0] = c
                            g = greedy(params, hands, st, 1, leader, left, points, weights, maxer,
                                       strength, sp, sg)
                            hands[p] |= np.int64(1) << c
                        elif k == 1 and n > 2 and not partition:
                            # the second hand where cards score by class: the trick played
                            # out greedily after him (which card he gives matters most there)
                            hands[p] &= ~(np.int64(1) << c)
                            st[0] = trick[0]
                            st[1] = c
                            g = greedy(params, hands, st, 2, leader, left, points, weights,
                                       maxer, strength, sp, sg)
                            hands[p] |= np.int64(1) << c
                        else:
                            # the trick's value were the rest to play the card led again
                            g = greedy_gain(params, trick, k, leader, 1 if left == n - k else 0,
                                            c, points, weights, sp, st)
                        if not mx:
                            g = -g
                        sc += g * 1024 - strength[c] * 16
                        ranked(score, f_moves, f_runs, d, nm, sc, c, run)
                        nm += 1
                f_nm[d] = nm
                f_i[d] = 0
                mode = 1
        elif mode == 1:
            # a failed card's siblings fail as it did (:func:`siblings`): not searched
            while f_i[d] < f_nm[d] and (f_sib[d] >> card_bit[f_moves[d, f_i[d]]]) & 1:
                f_i[d] += 1
            if f_i[d] >= f_nm[d]:
                res = f_res[d]
                win = f_win[d]
                if f_slot[d] >= 0:
                    store(table, f_slot[d], f_ex, f_held, f_out[d], d, n, fixed, loose, win,
                          res, f_tgt[d], -1, stats[0])
                mode = 2
            else:
                c = f_moves[d, f_i[d]]
                p = f_player[d]
                hands[p] &= ~(np.int64(1) << c)
                bit = np.int64(1) << card_bit[c]
                lay[p] &= ~bit
                trick_lay |= bit
                trick[k] = c
                k += 1
                left -= 1
                gain = 0
                f_taker[d] = -1
                f_tw[d] = 0
                if k == n:   # the trick closes: what undoes it saved first
                    f_leader[d] = leader
                    before = save(points, trick, f_points, f_trick, d, weights)
                    last = 1 if left == 0 else 0
                    taker = close(params, trick, leader, last, points)
                    j = (taker - leader) % n
                    f_tw[d] = by_rank(trick, j, card_bit)
                    if f_tw[d] and d - (n - 1) + j >= 0:
                        # the winner's rank decided: it and the cards played as one with it
                        # (a card on the table before the root's trick was searched alone)
                        f_tw[d] = f_runs[d - (n - 1) + j, f_i[d - (n - 1) + j]]
                    won[taker] += 1
                    leader = taker
                    k = 0
                    trick_lay = 0
                    if last:
                        final(params, won, points)
                    after = worth(weights, points)
                    gain = after - before
                    f_taker[d] = taker
                f_tgt[d + 1] = f_tgt[d] - gain
                d += 1
                mode = 0
        else:
            if d == 0:
                stats[3] = win
                return res == 1
            d -= 1
            p = f_player[d]
            c = f_moves[d, f_i[d]]
            if f_taker[d] >= 0:   # the trick this card closed, open again
                won[f_taker[d]] -= 1
                leader = f_leader[d]
                k = n
                trick_lay = reopen(points, trick, f_points, f_trick, d, card_bit)
            k -= 1
            trick[k] = 0
            bit = np.int64(1) << card_bit[c]
            trick_lay &= ~bit
            hands[p] |= np.int64(1) << c
            lay[p] |= bit
            left += 1
            win |= f_tw[d]
            if res == maxer[p]:
                # the mover's way: this card decides
                slot = left * n + leader
                if k == 0 and killers[0, slot] != c:   # the latest first
                    killers[1, slot] = killers[0, slot]
                    killers[0, slot] = c
                if d == 0:
                    stats[2] = c
                if f_slot[d] >= 0:
                    store(table, f_slot[d], f_ex, f_held, f_out[d], d, n, fixed, loose, win,
                          res, f_tgt[d], c, stats[0])
                mode = 2
            else:
                f_win[d] |= win
                f_sib[d] |= siblings(card_bit[c], win, fixed, blank, loose)
                f_i[d] += 1
                mode = 1


def working(players: int) -> tuple:
    """The working arrays of :func:`test` for ``players`` hands, made by its caller: the test is
    compiled without numba's runtime (no reference counts), so it allocates nothing. The
    frames (each scalar a row, a column a depth), the moves and their runs a depth each, the
    table entry's exact words and the hands under them, the points and the trick saved a depth
    each, and the scratch rows (the move scores, the bounds' window, the greedy guesses'
    points and tricks)."""
    return (np.zeros((12, DEPTH), np.int64), np.zeros((DEPTH, 16), np.int64),
            np.zeros((DEPTH, 16), np.int64), np.zeros((DEPTH, EXACT), np.int64),
            np.zeros((DEPTH, 4), np.int64), np.zeros((DEPTH, players), np.int64),
            np.zeros((DEPTH, players), np.int64), np.zeros((5, 16), np.int64))


def siblings(b, win, fixed, blank, loose):
    """The layout of the cards that fail as the card on bit ``b`` failed, its search having
    read the cards ``win`` (partition search's siblings): the cards of its suit and its class
    that lie with it below the lowest card of the suit in ``win`` (the whole suit when none
    is), where that class is one the table does not fix there (blank or loose, or the one
    class of a partition). Played instead of it by the same player, such a card leaves a
    position that differs from its own only below every card whose rank decided, in a card
    of the same class: the trick goes to the same card (a card that took it by its rank is in
    ``win``), the same points are scored, the same cards are legal, and every entry and bound
    that decided below reads the same words (the same lengths, the same holders above its
    lowest card, the same counts of loose cards). So its search would fail too, on the same
    cards, which the node's relevant cards then hold."""
    one = np.int64(1) << b
    if fixed & one:
        return np.int64(0)
    if blank & one:
        kind = blank
    elif loose & one:
        kind = loose
    else:
        kind = ~fixed
    suit = np.int64(65535) << (16 * (b >> 4))
    ws = win & suit
    if ws == 0:
        return suit & kind
    low = ws & -ws
    if one >= low:
        return np.int64(0)
    return suit & kind & (low - 1)


def playout(params, hands, trick, k, leader, won, points, weights, maxer, strength):
    """The value still to come were every player to play greedily to the end (a guess, the
    first target of the zero-window tests): the trick in progress completed as
    :func:`greedy` completes it, then at each lead the card whose trick, so played out, is
    worth most to the leader's side, the lower of equals. The arrays are the caller's own
    copies."""
    n = PLAYERS
    st = np.zeros(n, np.int64)
    sp = np.zeros(n, np.int64)
    sg = np.zeros(n, np.int64)
    before = worth(weights, points)
    for i in range(k):
        st[i] = trick[i]
    left = 0
    for i in range(n):
        left += popcount(hands[i])
    while left > 0:
        if k == 0:
            p = leader
            m = legal(params, hands, st, 0, leader, p)
            best = -(1 << 50)
            pick = lowest(m)
            while m:
                c = lowest(m)
                m &= m - 1
                hands[p] &= ~(np.int64(1) << c)
                st[0] = c
                g = greedy(params, hands, st, 1, leader, left, points, weights, maxer,
                           strength, sp, sg)
                hands[p] |= np.int64(1) << c
                best, pick = better(g, maxer[p], strength[c], c, best, pick)
            hands[p] &= ~(np.int64(1) << pick)
            st[0] = pick
            k = 1
            left -= 1
        # the rest of the trick (``greedy`` knows the last trick by one card more than left)
        greedy(params, hands, st, k, leader, left + 1, points, weights, maxer, strength, sp, sg)
        for j in range(k, n):
            hands[(leader + j) % n] &= ~(np.int64(1) << st[j])
            left -= 1
        taker = close(params, st, leader, 1 if left == 0 else 0, points)
        won[taker] += 1
        leader = taker
        k = 0
    final(params, won, points)
    return worth(weights, points) - before


def greedy(params, hands, st, j0, leader, left, points, weights, maxer, strength, sp, sg):
    """The trick ``st`` (its first ``j0`` cards played) played out greedily, a guess that
    orders the moves: each later player plays the card best for his side were the players
    after him to play the card led again, the lower of equals; returns the value the trick
    adds. A model may give its own, the same cards and value (``PlayModel.greedy_trick``)."""
    n = PLAYERS
    last = 1 if left == n - j0 + 1 else 0
    for j in range(j0, n):
        q = (leader + j) % n
        mq = legal(params, hands, st, j, leader, q)
        best = -(1 << 40)
        pick = lowest(mq)
        if mq & (mq - 1) == 0:   # one card: no choice
            mq = 0
        while mq:
            cq = lowest(mq)
            mq &= mq - 1
            g = greedy_gain(params, st, j, leader, last, cq, points, weights, sp, sg)
            best, pick = better(g, maxer[q], strength[cq], cq, best, pick)
        st[j] = pick
    return greedy_gain(params, st, n - 1, leader, last, st[n - 1], points, weights, sp, sg)


def greedy_gain(params, trick, j, leader, last, card, points, weights, sp, sg):
    """The value the trick adds when ``card`` is played ``j``-th (``j`` >= 1) after the first
    ``j`` cards of ``trick`` and the players after him play the card led again (the move
    order's guess), by the model's ``close``; ``sp`` and ``sg`` are scratch. A model may give
    its own, the same value without playing the trick (``PlayModel.greedy_gain``)."""
    for i in range(PLAYERS):
        sp[i] = points[i]
        sg[i] = trick[i] if i < j else trick[0]
    sg[j] = card
    close(params, sg, leader, last, sp)
    g = 0
    for i in range(PLAYERS):
        g += weights[i] * (sp[i] - points[i])
    return g


def better(g, maxes, strength, c, best, pick):
    """The greedy choice so far, ``(best, pick)``, or the card ``c`` of value ``g`` (for the
    maximisers) when it is better for its player: the greater value for his side, the weaker
    card among equals."""
    if not maxes:
        g = -g
    g = g * 64 - strength
    if g > best:
        return g, c
    return best, pick


def reopen(points, trick, f_points, f_trick, d, card_bit):
    """The points and the trick as the frame ``d`` saved them before its card closed the
    trick; returns the layout of the trick's cards but that last one."""
    n = PLAYERS
    cards = 0
    for i in range(n):
        points[i] = f_points[d, i]
        trick[i] = f_trick[d, i]
        if i < n - 1:
            cards |= np.int64(1) << card_bit[trick[i]]
    return cards


def ranked(score, f_moves, f_runs, d, nm, sc, c, run):
    """The move ``c`` (its run ``run``, its score ``sc``) among the frame's ``nm`` moves, the
    greatest score first, equal scores in the order they came."""
    j = nm
    while j > 0 and score[j - 1] < sc:
        score[j], f_moves[d, j], f_runs[d, j] = score[j - 1], f_moves[d, j - 1], f_runs[d, j - 1]
        j -= 1
    score[j], f_moves[d, j], f_runs[d, j] = sc, c, run


def save(points, trick, f_points, f_trick, d, weights):
    """The points and the trick into the frame ``d`` (:func:`reopen` takes them back); returns
    the value of the points."""
    for i in range(PLAYERS):
        f_points[d, i] = points[i]
        f_trick[d, i] = trick[i]
    return worth(weights, points)


def worth(weights, points):
    """The value of ``points``."""
    v = 0
    for i in range(PLAYERS):
        v += weights[i] * points[i]
    return v


def exact_match(table, row, f_ex, d):
    """Whether the entry ``row`` has the exact words of the frame ``d``."""
    for i in range(EXACT):
        if table[row, i] != f_ex[d, i]:
            return False
    return True


def by_rank(trick, j, card_bit):
    """The layout bit of the trick's ``j``-th card when it took the trick by its rank (another
    card of its suit lies in the trick), else 0."""
    suit = trick[j] // 13
    for i in range(PLAYERS):
        if i != j and trick[i] // 13 == suit:
            return np.int64(1) << card_bit[trick[j]]
    return np.int64(0)


def counted(f_held, d, n, out, below):
    """Each hand's number of cards among ``below`` (a layout mask) in each suit, four bits a
    suit and sixteen a hand, the hands being the frame ``d``'s (among the cards ``out``)."""
    word = np.int64(0)
    for i in range(n):
        held = pdep(f_held[d, i], out) & below
        for s in range(4):
            word |= popcount((held >> (16 * s)) & 65535) << (16 * i + 4 * s)
    return word


def store(table, base, f_ex, f_held, out, d, n, fixed, loose, win, res, t, card, nodes):
    """The test's result at a trick's start into the table: a lower bound ``t`` when it went
    the maximisers' way, else an upper bound ``t - 1``, for every position with the same
    exact words whose cards ``win`` (and every card above them in their suits) and cards
    ``fixed`` lie in the same hands, and whose hands hold as many of the ``loose`` cards below
    those in each suit -- in its own entry when the bucket has it, else in one of another
    epoch, else in one of the bucket's chosen by the node count. A card not fixed lies below
    every card whose rank decided, so it wins no trick by its rank; where cards have classes
    it scores nothing and no rule names it (a blank card), or it is counted (a loose card):
    each hand then holds the same number of each class below them, and one position's play
    is the other's with cards of one class exchanged, which take the same tricks and score
    the same."""
    # in each suit the cards out from its top down to its lowest relevant card
    relevant = out & fixed
    for s in range(4):
        r = (win >> (16 * s)) & 65535
        if r:
            low = r & -r
            relevant |= (((out >> (16 * s)) & 65535) & ~(low - 1)) << (16 * s)
    count = counted(f_held, d, n, out, loose & ~relevant)
    relevant = pext(relevant, out)
    row = -1
    spare = -1
    for e in range(BUCKET):
        r = base + e
        same = exact_match(table, r, f_ex, d)
        if same and table[r, RELEVANT] == relevant and table[r, LOOSE] == count:
            for i in range(n):
                if table[r, HELD + i] != f_held[d, i] & relevant:
                    same = False
            if same:
                row = r
        elif spare < 0 and (table[r, META] >> 3) != (f_ex[d, META] >> 3):
            spare = r
    if row < 0:
        row = spare if spare >= 0 else base + (nodes & (BUCKET - 1))
        for i in range(EXACT):
            table[row, i] = f_ex[d, i]
        table[row, RELEVANT] = relevant
        for i in range(4):
            table[row, HELD + i] = f_held[d, i] & relevant if i < n else 0
        table[row, LOWER] = -(1 << 40)
        table[row, UPPER] = 1 << 40
        table[row, BEST] = -1
        table[row, LOOSE] = count
    if res == 1:
        if t > table[row, LOWER]:
            table[row, LOWER] = t
    elif t - 1 < table[row, UPPER]:
        table[row, UPPER] = t - 1
    if card >= 0:
        table[row, BEST] = card


def no_bounds(params, hands, leader, won, points, weights, maxer, window):
    """No bounds: the value still to come is anywhere."""
    window[0] = -(1 << 40)
    window[1] = 1 << 40
    window[2] = 0


def no_final(params, won, points):
    """Nothing added at the end: the raw value of a model whose ``final`` only rounds
    (``PlayModel.rounding``)."""
    return None


__all__ = ["DEFAULT_ENTRIES", "WORDS", "no_bounds", "no_final", "playout", "test", "working"]
