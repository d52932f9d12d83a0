"""Whole Ombre hands with random play, fast, and action for action the reference's.

The reference is :mod:`gamelib.games.ombre.game`: ``rules="academie"`` with its pool settlement
(:class:`gamelib.games.ombre.pool.PoolSession`, a fresh session per hand, as ``OmbreState.returns``
settles it), and ``rules="noothoven"`` in its ordinary three-handed form with the booklet's
fiches (:mod:`gamelib.games.ombre.tariff`). This module plays the same hands over the same card
integers and 52-bit masks in one compiled loop (numba when installed; the same code runs as
plain Python without it, slowly). For the Académie:
the deal, the auction with the Académie's priority and matching (academie:bid.priority), the
naming of trumps, Retourne's turn-up (academie:retourne.turn-up), the exchange with its minimum
discard (academie:exchange.ask-leave), the last player's look at the rest, forced Spadille
(academie:options.forced-spadille), the play with the matador privileges (academie:play.matadors),
the committed vole after five tricks (academie:vole.committed), the result
(academie:outcome.win ... academie:outcome.failed-vole) and the payments of the first hand of a
pool (academie:pool.start, academie:winnings.systematic, academie:losses.beast, ...).

For the booklet: its ladder without matching (noothoven:ombre.overcall), ask in the favourite
and gasco with the black aces (noothoven:ombre.favourite, noothoven:ombre.gasco), the declaration
of game and trumps (noothoven:ombre.declare), four matadors with Ponto
(noothoven:ombre.trump-led), the results (noothoven:ombre.win, noothoven:ombre.lose) and the
tariff with premières, favourite doubling and the codille fiche (noothoven:ombre.pay-loss).
The booklet's other forms (``form="a-deux"``, ``"a-quatre"``, ``"cinquille"``) are not ported.
The favourite suit is drawn from the deal's stream (:func:`favourite_suit`) and given to the
reference as ``setup favourite=``.

**Random play, defined once for both.** A deal ``d`` of a run seeded ``seed`` has a key
``deal_key(seed, d)``; draw number ``c`` of that deal is ``floor(u * n)`` with
``u = hi32(splitmix64(key + (c + 1) * golden)) / 2**32`` (:func:`draw_index`), an integer
computation that Python and numba carry out identically. Draws 0..38 shuffle the 40 cards
(Fisher-Yates, :func:`deal_cards`); the deal is then dealt in threes like the reference
(academie:deal.deal); from draw 39 on, each decision takes legal action ``draw_index(key, c, n)``
of the ``n`` legal actions *in the order the reference engine lists them*. The reference plays the
same hand with ``new_initial_state(hands=..., stock=...)`` and :class:`StreamPlayer`
(:func:`reference_hand`), so both make the same deal, the same bids, discards and cards, and the
same settlement; ``tests/test_fast_ombre.py`` checks it action by action on recorded seeds.

The stream and the reference's player are in :mod:`~gamelib.analysis.fast.ombre.stream`, the
codes of results, contracts and actions in :mod:`~gamelib.analysis.fast.ombre.codes`, the
compiled loop in :mod:`~gamelib.analysis.fast.ombre.kernel`, and :func:`play_hands` with its
:class:`Deals` in :mod:`~gamelib.analysis.fast.ombre.hands`.
"""

from __future__ import annotations

from gamelib.analysis.fast._jit import HAVE_NUMBA
from gamelib.analysis.fast.ombre.codes import (
    ACTION_CODES,
    BID_RANKS,
    CONTRACTS,
    DECLARED,
    NOOTHOVEN_CONTRACTS,
    RESULTS,
    encode,
)
from gamelib.analysis.fast.ombre.hands import Deals, play_hands
from gamelib.analysis.fast.ombre.stream import (
    DEAL_DRAWS,
    DECK,
    FAVOURITE_DRAW,
    StreamPlayer,
    deal_cards,
    deal_key,
    draw_index,
    favourite_suit,
    mix64,
    reference_hand,
)

__all__ = ["ACTION_CODES", "BID_RANKS", "CONTRACTS", "DEAL_DRAWS", "DECK", "DECLARED",
           "FAVOURITE_DRAW", "HAVE_NUMBA", "NOOTHOVEN_CONTRACTS", "RESULTS", "Deals",
           "StreamPlayer", "deal_cards", "deal_key", "draw_index", "encode", "favourite_suit",
           "mix64", "play_hands", "reference_hand"]
