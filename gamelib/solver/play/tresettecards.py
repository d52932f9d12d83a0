"""Tresette's cards as the searches read them (Engelmann 1798): the layout of the rule
functions' ``params``, the order the sure bounds read the hands in (each suit's ten cards on
ten bits from its three down, so that a suit's higher cards lie on its lower bits), and the
zero-window search's greedy guesses in that order -- a follower's greedy card and the trick
so completed, found by masks rather than by closing the trick card by card. The model is
:mod:`gamelib.solver.play.tresette`; docs/solver.md describes the search.
"""

from __future__ import annotations

import numpy as np

from gamelib.core.cards import RANKS
from gamelib.solver.play.kernel import HAVE_NUMBA, compiled

# The layout of ``params``: per card (0..51) its rank in its suit and its thirds, the pack's suit
# masks, the option and the last trick's thirds.
STRENGTH = 0            # 10 for a three down to 1 for a four; 0 off the pack [engelmann:tresette.order]
THIRDS = 52             # a figure 1, an ace 3, any other card 0 [engelmann:tresette.card-points]
SUIT_MASK = 104         # the pack's cards of suit s at SUIT_MASK + s
TWO_ON_THREE = 108      # 1 when the partner must give the two on a three led [engelmann:tresette.try-three]
LAST_THIRDS = 109       # the last trick's point, in thirds [engelmann:tresette.card-points]
PARAMS = 110

THREE_RANK = RANKS.index("3")   # a card's rank index is card % 13; the two is the next one
THIRDS_PER_POINT = 3


if HAVE_NUMBA:  # how many cards a mask holds, and its highest bit: the shared bit operations
    from gamelib.solver.bits import _nb_highest as _highest
    from gamelib.solver.bits import _nb_lowest as _lowest
    from gamelib.solver.bits import _nb_popcount as _count
else:
    def _count(cards):
        """How many cards a mask holds."""
        return int(cards).bit_count()

    def _highest(bits):
        """The highest bit of a non-empty mask."""
        return int(bits).bit_length() - 1

    def _lowest(bits):
        """The lowest bit of a non-empty mask."""
        return (int(bits) & -int(bits)).bit_length() - 1


# The bounds read the hands in an order of their own: each suit's ten cards on ten bits from its
# three (bit 0) down to its four (bit 9), at the suit's thirteen bits of the card numbers, so
# that a suit's higher cards lie on its lower bits. Card number 13 s + i is rank i of
# "AKQJT98765432": the ace to the jack move up two bits, the seven to the four down one, the
# three and the two down eleven.
_ACE_TO_JACK = sum(0xF << (13 * s) for s in range(4))
_SEVEN_TO_FOUR = sum(0x780 << (13 * s) for s in range(4))
_THREE_TWO = sum(0x3 << (13 * s) for s in range(4))
_SUIT = 0x3FF           # a suit's cards in the order, at its shift 13 s
_FIGURES = sum(0x3B << (13 * s) for s in range(4))   # 3 2 K Q J
_ACES = sum(0x4 << (13 * s) for s in range(4))
_BLANKS = sum(0x3C0 << (13 * s) for s in range(4))   # 7 6 5 4
_SUIT_BOTTOMS = sum(1 << (13 * s) for s in range(4))  # each suit's three
_SUITS = _SUIT * _SUIT_BOTTOMS                        # every suit's ten bits
_GUARDS = (_SUIT + 1) * _SUIT_BOTTOMS                 # the free bit above each suit's ten


@compiled
def _ordered(cards):
    """``cards`` (a mask of card numbers) in the bounds' order. [engelmann:tresette.order]"""
    return (((cards & _ACE_TO_JACK) << 2) | ((cards & _SEVEN_TO_FOUR) >> 1)
            | ((cards >> 11) & _THREE_TWO))


@compiled
def _numbered(cards):
    """``cards`` in the bounds' order back as a mask of card numbers."""
    return (((cards >> 2) & _ACE_TO_JACK) | ((cards << 1) & _SEVEN_TO_FOUR)
            | ((cards & _THREE_TWO) << 11))


@compiled
def _orders(hands):
    """The four hands in the bounds' order."""
    return (_ordered(hands[0]), _ordered(hands[1]), _ordered(hands[2]), _ordered(hands[3]))


@compiled
def _thirds_in(cards):
    """The thirds of ``cards`` (in the bounds' order). [engelmann:tresette.card-points]"""
    return _count(cards & _FIGURES) + THIRDS_PER_POINT * _count(cards & _ACES)


@compiled
def _held(cards):
    """The guard bit of each suit of which ``cards`` (in the bounds' order) hold a card: the
    suits' ten bits added to their ten ones carry into it."""
    return (cards + _SUITS) & _GUARDS


@compiled
def _above(cards):
    """The bits of each suit above the highest card of ``cards`` in it (in the bounds' order;
    all ten where it holds none): each suit's lowest bit, its guard bit standing in for an
    empty suit, borrowed from."""
    guarded = cards | _GUARDS
    return (guarded - _SUIT_BOTTOMS) & ~guarded


def greedy_gain(params, trick, j, leader, last, card, points, weights, sp, sg):
    """The thirds (by ``weights``) the trick scores when ``card`` is played ``j``-th after the
    first ``j`` cards of ``trick`` and the players after him play the card led again, as the
    model's ``close`` scores it, without playing it out: the highest card of the suit led
    (the first of equals) takes every card's thirds and the last trick's point. The search's
    move order reads it. [engelmann:tresette.order, engelmann:tresette.card-points]"""
    led = trick[0]
    suit = led // 13
    at = 0
    top = params[STRENGTH + led]
    gained = params[THIRDS + led] * (4 - j) + params[THIRDS + card]
    for i in range(1, j):
        c = trick[i]
        gained += params[THIRDS + c]
        if c // 13 == suit and params[STRENGTH + c] > top:
            top = params[STRENGTH + c]
            at = i
    if card // 13 == suit and params[STRENGTH + card] > top:
        at = j
    if last == 1:
        gained += params[LAST_THIRDS]
    return weights[(leader + at) % 4] * gained


@compiled
def _weakest(cards, side, gained, strength):
    """Of ``cards`` (in the bounds' order) the one whose trick, worth ``gained`` thirds with
    it and taken by a player of value sign ``side`` to the player who gives it, is best for
    him: the most thirds where his side takes it, the fewest where the other does, the weakest
    card of those, the lowest suit of equal rank; returns it (a card number) and its key.
    [engelmann:tresette.order, engelmann:tresette.card-points]"""
    pick = cards
    if side > 0:
        pick = cards & _ACES if cards & _ACES else cards & _FIGURES if cards & _FIGURES else cards
    elif side < 0:
        pick = cards & _BLANKS if cards & _BLANKS else cards & _FIGURES if cards & _FIGURES else cards
    # the weakest rank held in any suit (a suit's weaker cards lie on its higher bits), then
    # the lowest suit holding it
    low = _highest((pick | (pick >> 13) | (pick >> 26) | (pick >> 39)) & _SUIT)
    at = low + _lowest((pick >> low) & _SUIT_BOTTOMS)
    card = _highest(_numbered(np.int64(1) << at))
    return card, side * (gained + _thirds_in(np.int64(1) << at)) * 64 - strength[card]


@compiled
def _greedy_card(cards, suit, top, gained, mine, theirs, strength):
    """The card of ``cards`` (two or more, card numbers) that a follower gives greedily to a
    trick led in ``suit`` whose highest card so far is ``top``: the best for his side were
    the players after him to play the card led again -- the trick then worth ``gained``
    thirds and the card's own, and ``mine`` (``theirs``) the sign of its value to him when he
    (the holder of ``top``) takes it -- the weaker of equals, the lower suit of equal rank.
    Of the cards that would take the trick and those that would not, each the best by
    :func:`_weakest`, then the better of the two. [engelmann:tresette.order,
    engelmann:tresette.card-points]"""
    ordered = _ordered(cards)
    above = ordered & (np.int64(_SUIT) << (13 * suit)) & (_ordered(np.int64(1) << top) - 1)
    if above == 0:
        return _weakest(ordered, theirs, gained, strength)[0]
    win, high = _weakest(above, mine, gained, strength)
    if ordered == above:
        return win
    lose, low = _weakest(ordered & ~above, theirs, gained, strength)
    if high > low or (high == low and win < lose):
        return win
    return lose


def greedy_trick(params, hands, trick, j0, leader, left, points, weights, maxer, strength, sp,
                 sg):
    """The trick ``trick`` (its first ``j0`` cards played) completed as the search's move
    order guesses it, each later player giving his greedy card (:func:`_greedy_card`, the
    suit led followed, the two on his partner's three where the rule binds him); returns
    the thirds (by ``weights``) the trick scores. [engelmann:tresette.order,
    engelmann:tresette.follow, engelmann:tresette.try-three, engelmann:tresette.card-points]"""
    led = trick[0]
    suit = led // 13
    last = params[LAST_THIRDS] if left == 5 - j0 else 0
    at = 0
    gained = params[THIRDS + led]
    for i in range(1, j0):
        c = trick[i]
        gained += params[THIRDS + c]
        if c // 13 == suit and params[STRENGTH + c] > params[STRENGTH + trick[at]]:
            at = i
    for j in range(j0, 4):
        q = (leader + j) % 4
        cards = hands[q] & params[SUIT_MASK + suit]
        two = np.int64(1) << (led + 1)
        if cards == 0:
            cards = hands[q]
        elif params[TWO_ON_THREE] == 1 and j == 2 and led % 13 == THREE_RANK and cards & two:
            cards = two
        if cards & (cards - 1) == 0:
            c = _highest(cards)
        else:
            sign = 1 if maxer[q] else -1
            c = _greedy_card(cards, suit, trick[at], gained + params[THIRDS + led] * (3 - j)
                             + last, sign * weights[q], sign * weights[(leader + at) % 4],
                             strength)
        trick[j] = c
        gained += params[THIRDS + c]
        if c // 13 == suit and params[STRENGTH + c] > params[STRENGTH + trick[at]]:
            at = j
    return weights[(leader + at) % 4] * (gained + last)
