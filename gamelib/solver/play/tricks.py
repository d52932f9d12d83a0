"""The rules of Whist's tricks that several card-play models share, as compiled helpers their
rule functions call (Boston, Whist, Connections): following suit, the taker of a trick, and
the sure and quick tricks of the bounds.

Cards are the models' numbers: ``Card(13 * s + r)``, the suit's ace ``r = 0`` highest, so within
a suit a lower number is a higher card. Compiled by numba when it is installed (the kernels
that call them are keyed on this file's source too), plain Python otherwise.
"""

from __future__ import annotations

import functools

import numpy as np

from gamelib.solver.play.kernel import HAVE_NUMBA, compiled

#: A suit's thirteen numbers.
SUIT_CARDS = 13
#: The mask of suit 0's cards (shift by 13 * s for suit s).
SUIT = (1 << SUIT_CARDS) - 1


if HAVE_NUMBA:  # the bounds run in the compiled search only
    from gamelib.solver.bits import _nb_lowest as _lowest
    from gamelib.solver.bits import _nb_pdep as _pdep
    from gamelib.solver.bits import _nb_pext as _pext
    from gamelib.solver.bits import _nb_popcount as _count


@compiled
def follow_suit(hand, suit_mask):
    """The cards a player may play to a trick led in the suit of ``suit_mask``: that suit if
    he holds it, else any card (Whist's following)."""
    follow = hand & suit_mask
    if follow != 0:
        return follow
    return hand


@compiled
def whist_taker(trick, leader, trump):
    """The taker of a complete trick: the highest trump (``trump`` a suit index, -1 for none),
    else the highest card of the suit led, the ace high."""
    n = trick.shape[0]
    led = trick[0] // SUIT_CARDS
    best = 0
    best_power = -1
    for i in range(n):
        card = trick[i]
        suit = card // SUIT_CARDS
        power = 0
        if suit == trump:
            power = 200 + SUIT_CARDS - card % SUIT_CARDS
        elif suit == led:
            power = 100 + SUIT_CARDS - card % SUIT_CARDS
        if power > best_power:
            best = i
            best_power = power
    return (leader + best) % n


@compiled
def _top_run(mine, out):
    """How many of the cards ``out`` of a suit, from its top down, are ``mine``, and they."""
    run = _lowest(~_pext(mine, out))
    return run, _pdep((1 << run) - 1, out)


@compiled
def top_trumps(hands, side, trump):
    """Tricks the players of ``side`` (a mask: bit p for player p) take whatever anyone plays: the most trumps one of
    them holds above every trump of the other players -- the highest trump takes the trick in
    which it falls, and one player's cards fall in tricks of their own; and the trumps whose
    ranks the count read (those down to the others' best)."""
    if trump < 0:
        return 0, 0
    trumps = SUIT << (SUIT_CARDS * trump)
    theirs = 0
    for p in range(hands.shape[0]):
        if not (side >> p) & 1:
            theirs |= hands[p] & trumps
    above = trumps if theirs == 0 else (theirs & -theirs) - 1
    read = 0 if theirs == 0 else trumps & ((theirs & -theirs) * 2 - 1)
    most = 0
    for p in range(hands.shape[0]):
        if (side >> p) & 1:
            c = _count(hands[p] & trumps & above)
            if c > most:
                most = c
    return most, read


@compiled
def quick_tricks(hands, leader, side, trump):
    """Tricks the leader can take at once with his own top cards, keeping the lead, whatever
    the others do: in each suit his unbroken run from the top (every card of it when no other
    player holds more of the suit than the run), in a plain suit of a trump game no more rounds
    than every opponent (not of ``side``, a mask of players) holding a trump still follows. The suits are cashed plain suits first
    (opponents with trumps follow and keep them), then the trumps. Returns the tricks and the
    cards whose ranks the count read (the runs)."""
    n = hands.shape[0]
    mine = hands[leader]
    total = 0
    read = 0
    for s in range(4):
        suit = SUIT << (SUIT_CARDS * s)
        if mine & suit == 0:
            continue
        out = 0
        longest = 0
        for p in range(n):
            out |= hands[p] & suit
            if p != leader:
                length = _count(hands[p] & suit)
                if length > longest:
                    longest = length
        run, cards = _top_run(mine & suit, out)
        if run == 0:
            continue
        read |= cards
        count = _count(mine & suit) if run >= longest else run
        if trump >= 0 and s != trump:
            trumps = SUIT << (SUIT_CARDS * trump)
            for p in range(n):
                if not (side >> p) & 1 and hands[p] & trumps != 0:
                    length = _count(hands[p] & suit)
                    if length < count:
                        count = length
        total += count
    return total, read


@functools.cache
def _whist_ranks() -> tuple[np.ndarray, np.ndarray]:
    strength = np.array([SUIT_CARDS - c % SUIT_CARDS for c in range(52)], dtype=np.int64)
    return strength, np.zeros(52, dtype=np.int64)


def whist_ranks() -> tuple[np.ndarray, np.ndarray]:
    """The ranks of a whole Whist pack for the zero-window search (``PlayModel.ranks``): each
    suit A high to 2 low, every card of one class."""
    return _whist_ranks()


@compiled
def side_tricks(hands, leader, side, trump, plays_for_tricks):
    """Sure bounds of the tricks still to come of the players of ``side`` (a mask) at a
    trick's start, and the cards whose ranks they read: at least their top trumps, at most
    what the others' top trumps leave them; and when the side plays for tricks, at least the
    quick tricks it cashes on lead, at most what the others' quick tricks leave it."""
    left = _count(hands[0])
    others = ((1 << hands.shape[0]) - 1) ^ side
    low, read = top_trumps(hands, side, trump)
    sure, also = top_trumps(hands, others, trump)
    high = left - sure
    read |= also
    if plays_for_tricks:
        if (side >> leader) & 1:
            quick, also = quick_tricks(hands, leader, side, trump)
            low = max(low, quick)
        else:
            quick, also = quick_tricks(hands, leader, others, trump)
            high = min(high, left - quick)
        read |= also
    return low, high, read


__all__ = ["SUIT", "SUIT_CARDS", "follow_suit", "quick_tricks", "side_tricks", "top_trumps", "whist_ranks",
           "whist_taker"]
