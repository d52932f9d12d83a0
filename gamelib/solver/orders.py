"""The card tables of the search: each trump suit's suit masks, the strength of a card in a
trick led in each suit, and each suit's order highest first (the matador boundary marked), read
from :mod:`gamelib.games.ombre.order` -- the Ombre family's cards, shared by Ombre and Quadrille.
See docs/solver.md."""

from __future__ import annotations

from gamelib.games.ombre.order import (
    MATADOR_MASK,
    STRENGTH,
    SUIT_MASK,
    SUIT_OF,
    TRUMP_MASK,
    plain_order,
    trump_order,
)

SUITS = "SHDC"
#: BIT[c]: the mask of card c.
BIT = [1 << c for c in range(52)]


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
