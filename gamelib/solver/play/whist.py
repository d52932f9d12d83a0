"""Whist's card play as a :class:`~gamelib.solver.play.model.PlayModel`: four hands in two
partnerships (North-South, East-West), suit followed, the highest trump or else the highest card
of the suit led takes the trick, a trump suit or none, and the value the tricks one partnership
takes.

No game of the collection is Whist itself -- Boston "iſt Whiſt" [engelmann:boston.whist] with
one player against three -- so the model is not registered for a game: it is the play search's
reference against Bo Haglund's double-dummy solver (DDS, through ``endplay``), which solves
exactly this game. Its rules are the trick helpers Boston and Connections use
(:mod:`gamelib.solver.play.tricks`).

    from gamelib.solver.play import values, whist
    pos = whist.position(hands, trump=0, leader=3)   # hands N, E, S, W as masks; 0 = spades
    values.card_values(pos, model=whist.MODEL)       # {card: tricks of the leader's side}
"""

from __future__ import annotations

import numpy as np

from gamelib.solver.play.model import PlayModel, PlayPosition
from gamelib.solver.play.tricks import (
    SUIT,
    SUIT_CARDS,
    follow_suit,
    side_tricks,
    whist_ranks,
    whist_taker,
)

#: The seats in playing order, as DDS numbers them.
SEATS = ("North", "East", "South", "West")
TRUMP = 0        # the trump suit's index in SUITS (S H D C), -1 for none (no trumps)
PARAMS = 1


def legal(params, hands, trick, k, leader, player):
    """Any card to lead, else the suit led if he holds it, else any."""
    if k == 0:
        return hands[player]
    return follow_suit(hands[player], SUIT << (SUIT_CARDS * (trick[0] // SUIT_CARDS)))


def close(params, trick, leader, last, points):
    """The highest trump takes the trick, else the highest card of the suit led; one point."""
    taker = whist_taker(trick, leader, params[TRUMP])
    points[taker] += 1
    return taker


def final(params, won, points):
    """Nothing is added at the end: the value is the tricks."""


def ranks(params):
    """Each suit A high to 2 low, every card of one class."""
    return whist_ranks()


def trump_of(params):
    """The trump suit's index, -1 for none."""
    return int(params[TRUMP])


def bounds(params, hands, leader, won, points, weights, maxer, window):
    """Sure bounds of the counted side's tricks still to come: at least its top trumps and,
    on lead, its quick tricks; at most what the other side's leave."""
    counted = 0
    for p in range(hands.shape[0]):
        if weights[p] > 0:
            counted |= 1 << p
    low, high, read = side_tricks(hands, leader, counted, params[TRUMP], True)
    window[0] = low
    window[1] = high
    window[2] = read


MODEL = PlayModel(name="whist", legal=legal, close=close, final=final, position=None,
                  world=None, in_play=None, units="tricks of the side to lead", ranks=ranks,
                  bounds=bounds, whist=trump_of)


def position(hands, trump: int, leader: int) -> PlayPosition:
    """The play of a Whist deal at its first lead: ``hands`` North, East, South, West as masks
    of cards, ``trump`` a suit index (S H D C) or -1, ``leader`` the seat to lead; valued as the
    tricks of the leader's partnership."""
    if not -1 <= trump <= 3 or not 0 <= leader <= 3:
        raise ValueError(f"whist: trump={trump} is no suit index (-1 for no trumps) or "
                         f"leader={leader} no seat")
    params = np.zeros(PARAMS, dtype=np.int64)
    params[TRUMP] = trump
    side = tuple(p % 2 == leader % 2 for p in range(4))
    return PlayPosition("whist", tuple(int(h) for h in hands), leader, (), (0,) * 4, (0,) * 4,
                        tuple(1 if s else 0 for s in side), side, params, tuple(range(4)))


#: The rank letters of DDS's deals, the ace first (as the collection's card numbers run).
DDS_RANKS = "AKQJT98765432"


def dds_card_tricks(hands, trump: int, leader: int) -> dict[int, int]:
    """Bo Haglund's DDS (``endplay.dds.solve_board``, an optional package) on the same deal:
    the tricks of the leader's side after each card he may lead, by the collection's card
    numbers (``hands`` North, East, South, West as lists of card numbers)."""
    from endplay.dds import solve_board
    from endplay.types import Deal, Denom, Player

    pbn = "N:" + " ".join(".".join("".join(DDS_RANKS[c % 13] for c in sorted(h) if c // 13 == s)
                                   for s in range(4)) for h in hands)
    deal = Deal.from_pbn(pbn)
    deal.first = Player(leader)
    deal.trump = Denom(4 if trump < 0 else trump)
    return {13 * card.suit.value + DDS_RANKS.index(card.rank.abbr): tricks
            for card, tricks in solve_board(deal)}


__all__ = ["DDS_RANKS", "MODEL", "SEATS", "bounds", "close", "dds_card_tricks", "final", "legal",
           "position", "ranks"]
