"""The bounds and the move classes of the search: the tricks sure to each side at a trick's
first card (:func:`sure_tricks`, the Quadrille search's bounds), the classes of equivalent cards
played as one (:func:`_classes`, :func:`_collapse`) and the final splits still reachable
(:func:`_completions`, the Ombre's bounds). See docs/solver.md."""

from __future__ import annotations

from gamelib.games.ombre.order import TRUMP_MASK
from gamelib.solver.orders import BIT, ORDERS, SUIT_MASKS


def trump_tricks(mine: int, theirs: int, t: int, pm: bool) -> int:
    """The tricks one player's trumps ``mine`` are sure of for his side against the other
    side's trumps ``theirs`` (masks; trump suit ``t``, matador rule ``pm``): each of his trumps
    falls in a trick of its own, which his side takes unless a higher trump of the other side
    falls in it too -- and each of theirs falls in one trick only. So his trumps less the most
    of them theirs can beat, one each, matched from the top (the booklet's solo S9, seven
    trumps without spadille, is sure of three against the other five). The compiled twin is
    ``_nb_trump_tricks``."""
    above = beaten = 0  # their trumps above, not yet matched; his trumps so beaten
    for c in ORDERS[(pm, t)][t]:
        if c < 0:
            continue
        if theirs >> c & 1:
            above += 1
        elif mine >> c & 1 and above:
            above -= 1
            beaten += 1
    return mine.bit_count() - beaten


def sure_tricks(hands, leader, maximiser, t, pm, called=-1, aide=-1, misere=False
                ) -> tuple[int, int, int]:
    """Tricks sure to each side at a trick's first card, ``leader`` to lead (the bounds of the
    Quadrille search; the compiled twins are ``_nb_sure`` and ``_nb_sure_quick``). Returns
    three counts of the tricks still to play:

    * the maximising side's *sure trumps*: the most trumps one of its players holds above every
      trump of the other side (its *top trumps*). Each is played in a trick of its own, and the
      best trump of that trick is its own or a partner's, so the side takes that trick whatever
      is played. Two partners holding ``a`` and ``b`` top trumps among ``la`` and ``lb`` trumps
      take ``min(a + b, max(la, lb))``: only a trick in which both play a trump can hold two of
      their top trumps, and where both must play one, the partner who still has a lower trump
      plays it under the other's top trump -- so their top trumps fall in tricks of their own,
      one a trick, until the longer of the two has played all his trumps. Not in a misère
      (``misere``): there a side's top trumps count the tricks it *must* take, and partners may
      crash them together on purpose. Or, if more, one of its players' *trump tricks*
      (:func:`trump_tricks`);
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
        theirs = 0
        for q in range(n):
            if maximiser[q] != side:
                theirs |= hands[q] & tm
        for q in range(n):
            if maximiser[q] == side:
                best = max(best, trump_tricks(hands[q] & tm, theirs, t, pm))
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
    """One card per class of equivalent legal cards (docs/solver.md, *Equivalent cards*)."""
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
