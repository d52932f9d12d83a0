"""The random play of the Ombre fast path, defined once for both paths: the counter-based
stream of a deal (:func:`deal_key`, :func:`draw_index`), the deal it shuffles
(:func:`deal_cards`, academie:deal.deal), and, for the reference engine, the player that takes
the stream's draws (:class:`StreamPlayer`) and the hand it plays (:func:`reference_hand`)."""

from __future__ import annotations

import numpy as np

from gamelib.core.cards import Card, CardSet

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
DEAL_DRAWS = 39  # the Fisher-Yates shuffle of 40 cards uses draws 0..38
#: Draw number of the favourite suit (the turned card of the other pack,
#: noothoven:ombre.favourite), far beyond the decisions' draws.
FAVOURITE_DRAW = 1 << 20
SUITS = "SHDC"
#: The 40 cards of the Ombre pack in the reference engine's deck order (``OmbreGame.deck_cards``).
DECK = np.array([int(c) for c in CardSet([Card(r + s) for s in SUITS for r in "AKQJ765432"])],
                dtype=np.int64)


def mix64(x: int) -> int:
    """The splitmix64 finaliser on a 64-bit integer."""
    x &= MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK64
    return x ^ (x >> 31)


def deal_key(seed: int, deal: int) -> int:
    """The key of deal ``deal`` of a run seeded ``seed`` (both non-negative integers)."""
    return mix64(mix64(int(seed)) + int(deal))


def draw_index(key: int, counter: int, n: int) -> int:
    """Draw number ``counter`` of a deal: an index in ``0 .. n-1``, ``floor(u * n)`` with ``u``
    the high 32 bits of ``splitmix64(key + (counter + 1) * golden)`` over 2**32."""
    z = mix64(key + (counter + 1) * GOLDEN)
    return ((z >> 32) * n) >> 32


def deal_cards(key: int) -> tuple[list[int], list[int]]:
    """The deal of a key: three hands (masks, eldest first) and the stock (top first), shuffled
    by draws 0..38 and dealt "nine cards to each player, three at a time" (academie:deal.deal)."""
    perm = [int(c) for c in DECK]
    for i in range(39, 0, -1):
        j = draw_index(key, 39 - i, i + 1)
        perm[i], perm[j] = perm[j], perm[i]
    hands = [0, 0, 0]
    k = 0
    for _packet in range(3):
        for pos in range(3):
            for c in perm[k:k + 3]:
                hands[pos] |= 1 << c
            k += 3
    return hands, perm[27:]


class StreamPlayer:
    """The random policy of the fast path, for the reference engine: at each decision it takes
    legal action ``draw_index(key, counter, n)`` and counts the draw. One player serves all three
    seats of a deal (the stream is the deal's, not a seat's). ``vole_bids=False`` leaves the bid
    of the vole out of the choices (a random player that never announces the vole, whose hands
    are mostly played out to the ninth trick)."""

    def __init__(self, key: int, counter: int = DEAL_DRAWS, vole_bids: bool = True):
        self.key = key
        self.counter = counter
        self.vole_bids = vole_bids
        self.taken: list = []

    def __call__(self, state):
        legal = state.legal_actions()
        if not self.vole_bids:
            legal = [a for a in legal if not (
                (a.kind == "bid" and a.value in ("vole", "vole-declaree"))
                or (a.kind == "declare" and a.value[0] == "vole-declaree"))]
        action = legal[draw_index(self.key, self.counter, len(legal))]
        self.counter += 1
        self.taken.append(action)
        return action


def favourite_suit(key: int) -> str:
    """The favourite suit of a deal (the booklet's option): uniform over the four suits, as the
    reference's turned card of the other pack is (ten cards of each suit)."""
    return SUITS[draw_index(key, FAVOURITE_DRAW, 4)]


def reference_hand(seed: int, deal: int, game=None, vole_bids: bool = True, rules="academie",
                   **options):
    """Deal ``deal`` of a run seeded ``seed`` played by the reference engine with the stream's
    random play; returns ``(state, actions taken)``. ``rules`` and ``options`` are those of
    ``get_game("ombre", rules=..., ...)`` (the booklet's a-trois form only); ``vole_bids`` as in
    :class:`StreamPlayer`."""
    from gamelib.core.engine import play
    from gamelib.games.ombre.game import OmbreGame

    game = game or OmbreGame(rules, **options)
    key = deal_key(seed, deal)
    hands, stock = deal_cards(key)
    setup = {"favourite": favourite_suit(key)} if game.favourite else {}
    state = game.new_initial_state(hands=[CardSet(h) for h in hands], stock=stock, **setup)
    player = StreamPlayer(key, vole_bids=vole_bids)
    play(state, player)
    return state, player.taken
