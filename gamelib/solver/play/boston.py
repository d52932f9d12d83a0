"""Boston's card play (Engelmann 1798) as a :class:`~gamelib.solver.play.model.PlayModel`.

Boston "iſt Whiſt" [engelmann:boston.whist]: four players, suit must be followed, the highest
trump takes the trick, else the highest card of the suit led; the player names the trump in every
game [engelmann:boston.trump] (a Misery without trumps when the game's ``misery_trump`` is False).
The player ("der Spielende") plays alone against the three others: the booklet knows no partner
(gamelib.games.boston). klein Misery is played with twelve cards each after the discards
[engelmann:boston.klein-misery-discard].

The value. The player "gewinnt oder verliert" the contract's points [engelmann:boston.payments]
by whether he makes his tricks (5, 6, 7 or 9 [engelmann:boston.klein-boston,
engelmann:boston.ladder]) or, at a Misery, no trick at all [engelmann:boston.misery]; overtricks
are not paid [engelmann:boston.beasts]. The value is his tricks against the target: ``tricks -
target`` in the trick games, ``-tricks`` in the Miseries, so that it is at least 0 exactly when
the game is won, and its margin orders the plays of equal outcome. ``points`` are the tricks each
player took; ``final`` takes the target off the player's. For the player's seat the value is
that, for a defender's seat the three defenders' side plays for its negation. A trick scores
one point whatever came before it, and ``final`` depends on the contract alone, as the search's
transposition table requires.
docs/solver-play-boston.md gives the reasons.
"""

from __future__ import annotations

import numpy as np

from gamelib.core.cards import SUITS, deck
from gamelib.games.boston import HAND_SIZE, NUM_PLAYERS, BostonState
from gamelib.solver.play.cards import (
    DECK_MASK,
    all_played,
    played_by,
    public_tricks,
    seated,
    suit_masks,
)
from gamelib.solver.play.cards import deal_by_suits as deal_unseen
from gamelib.solver.play.model import PlayModel, PlayPosition, register
from gamelib.solver.play.tricks import follow_suit, side_tricks, whist_ranks, whist_taker

# -- params, as the rule functions read them ---------------------------------------------------
TRUMP = 0          # the trump suit's index in SUITS, -1 without trumps
DECLARER = 1       # the player ("der Spielende"), a model index
TARGET = 2         # the tricks he must make (0 at a Misery)
SUIT_MASKS = 3     # four masks, one per suit: params[SUIT_MASKS + s]
TOUT = 7           # 1 where a Tout would draw beasts a won game does not, else 0
PARAMS = 8

SUIT_CARDS = 13    # a Whist suit, A high to 2 low: Card(13 * s + r), r = 0 for the ace


def legal(params, hands, trick, k, leader, player):
    """The cards ``player`` may play: any to lead, else the suit led if he holds it, else any
    (Whist's following). [engelmann:boston.whist]"""
    if k == 0:
        return hands[player]
    return follow_suit(hands[player], params[SUIT_MASKS + trick[0] // SUIT_CARDS])


def close(params, trick, leader, last, points):
    """The taker of a complete trick: the highest trump, else the highest card of the suit led
    (A high to 2 low); he scores the trick as one point. [engelmann:boston.whist,
    engelmann:boston.trump]"""
    taker = whist_taker(trick, leader, params[TRUMP])
    points[taker] += 1
    return taker


def final(params, won, points):
    """The player's tricks against his target: the target taken off his tricks (none at a
    Misery). [engelmann:boston.payments, engelmann:boston.ladder, engelmann:boston.misery]"""
    points[params[DECLARER]] -= params[TARGET]


def ranks(params):
    """Every card of the pack in its suit's order, the ace high; all of one class (a trick
    counts one whatever its cards). [engelmann:boston.whist]"""
    return whist_ranks()


def trump_of(params):
    """The trump suit's index, -1 for none."""
    return int(params[TRUMP])


def bounds(params, hands, leader, won, points, weights, maxer, window):
    """Sure bounds of the value still to come at a trick's start, from the player's tricks
    still to come: at least his top trumps (they take their tricks whatever anyone plays), at
    most those the three's top trumps leave him; and when he plays for tricks, at least the
    quick tricks he cashes on lead, at most what the three's quick tricks leave him; and the
    cards whose ranks the counts read."""
    player = params[DECLARER]
    sign = weights[player]
    low, high, read = side_tricks(hands, leader, 1 << player, params[TRUMP],
                                  (maxer[player] == 1) == (sign > 0))   # no Misery
    a = sign * (low - params[TARGET])
    b = sign * (high - params[TARGET])
    window[0] = min(a, b)
    window[1] = max(a, b)
    window[2] = read


def outcome(params, maximiser) -> tuple[int, ...]:
    """The values at which the deal's payoff changes, for the side valued: the player makes
    his game at 0 (his tricks reach the target; at a Misery he takes none) and, where a Tout
    would draw the waiting beasts too (the "vole" reading), at all thirteen; overtricks are
    not paid. For the three the same, from their side. [engelmann:boston.payments,
    engelmann:boston.beasts]"""
    cuts = [0]
    if params[TOUT] and params[TARGET]:
        cuts.append(HAND_SIZE - int(params[TARGET]))
    if maximiser[int(params[DECLARER])]:
        return tuple(cuts)
    return tuple(sorted(1 - cut for cut in cuts))


def in_play(state: BostonState) -> bool:
    """The next action is a card of the tricks. [engelmann:boston.whist]"""
    return state.phase == "play"


def _check_play(state: BostonState, seat: int) -> None:
    if not isinstance(state, BostonState) or not in_play(state):
        what = (f"the deal is in its {state.phase!r} phase, not its card play"
                if isinstance(state, BostonState) else f"{state!r} is no Boston state")
        raise ValueError(f"boston play model: {what} [engelmann:boston.whist]")
    if not (isinstance(seat, (int, np.integer)) and 0 <= seat < NUM_PLAYERS):
        raise ValueError(f"boston play model: seat={seat!r} is no seat of the four "
                         "[engelmann:boston.whist]")


def params_of(state: BostonState) -> np.ndarray:
    """The trump, the player, his target, the suits' masks and whether a Tout would draw
    beasts a won game does not. [engelmann:boston.trump, engelmann:boston.ladder,
    engelmann:boston.misery, engelmann:boston.beasts]"""
    params = np.zeros(PARAMS, dtype=np.int64)
    params[TRUMP] = -1 if state.trump is None else SUITS.index(state.trump)
    params[DECLARER] = state.bidder
    params[TARGET] = 0 if state.contract.misery else state.contract.tricks
    params[SUIT_MASKS:SUIT_MASKS + 4] = suit_masks(deck("full"))
    options = state.game.options
    params[TOUT] = (options["loss"] == "beast" and options["beast_draw"] == "vole"
                    and bool(state.beasts_waiting))
    return params


def side_value(state: BostonState, seat: int) -> tuple[tuple[int, ...], tuple[bool, ...]]:
    """The weights and maximisers for ``seat``'s side: the player's tricks count +1 (a Misery
    -1) for him, the negation for the three against him. [engelmann:boston.payments,
    engelmann:boston.misery]"""
    player = state.bidder
    sign = -1 if state.contract.misery else 1
    if seat != player:
        sign = -sign
    weights = tuple(sign if p == player else 0 for p in range(NUM_PLAYERS))
    maximiser = tuple((p == player) == (seat == player) for p in range(NUM_PLAYERS))
    return weights, maximiser


def _position(state: BostonState, seat: int, hands) -> PlayPosition:
    weights, maximiser = side_value(state, seat)
    trick = state.trick
    return PlayPosition(
        game="boston", hands=tuple(int(h) for h in hands), leader=trick.leader,
        trick=tuple(int(c) for c in trick.cards), won=tuple(state.won),
        points=tuple(state.won), weights=weights, maximiser=maximiser,
        params=params_of(state), seats=tuple(range(NUM_PLAYERS)))


def position(state: BostonState, seat: int) -> PlayPosition:
    """The state's card play with every hand read, valued for ``seat``'s side."""
    _check_play(state, seat)
    return _position(state, seat, [h.mask for h in state.hands])


# -- the worlds a seat can imagine -------------------------------------------------------------

def shown_voids(tricks, n: int) -> list[set[int]]:
    """The suits each player showed he lacks: a card of another suit on a suit led, where he
    had to follow. [engelmann:boston.whist]"""
    voids = [set() for _ in range(n)]
    for leader, cards in tricks:
        led = cards[0] // SUIT_CARDS if cards else None
        for i, card in enumerate(cards[1:], 1):
            if card // SUIT_CARDS != led:
                voids[(leader + i) % n].add(led)
    return voids


def world(state: BostonState, seat: int, rng: np.random.Generator) -> PlayPosition:
    """The card play as ``seat`` may imagine it: his own hand, the cards played, the trump and
    the contract as they are; the unseen cards (the others' hands and, at klein Misery, their
    discards face down) dealt uniformly over every deal that fits each hand's size and every
    void shown by not following suit. [engelmann:boston.whist,
    engelmann:boston.klein-misery-discard]"""
    _check_play(state, seat)
    info = state.information(seat)
    tricks = public_tricks(state)
    played = played_by(tricks, NUM_PLAYERS)
    seen = info["hand"].mask | all_played(played)
    discards = state.contract.discard
    if discards and info["discarded"] is not None:
        seen |= 1 << int(info["discarded"])
    start = HAND_SIZE - (1 if discards else 0)
    others = [p for p in range(NUM_PLAYERS) if p != seat]
    voids = shown_voids(tricks, NUM_PLAYERS)
    sizes = [start - played[p].bit_count() for p in others]
    allowed = [[s not in voids[p] for s in range(4)] for p in others]
    if discards:   # the three other discards lie face down, any suit
        sizes.append(NUM_PLAYERS - 1)
        allowed.append([True] * 4)
    dealt = deal_unseen(rng, DECK_MASK & ~seen, sizes, allowed)
    return _position(state, seat, seated(NUM_PLAYERS, seat, info["hand"].mask, others, dealt))


#: What the value counts.
UNITS = ("tricks against the contract: the player's tricks less his target (at a Misery his "
         "tricks, negative), negated for the three against him")

#: What the outcome counts.
OUTCOME_UNITS = ("the payoff's steps reached: for the player 0 his game lost, 1 made (2 a Tout, "
                 "where a Tout draws the waiting beasts too); for the three the same steps "
                 "from their side, his game beaten the highest")

MODEL = register(PlayModel(name="boston", legal=legal, close=close, final=final,
                           position=position, world=world, in_play=in_play,
                           units=UNITS, ranks=ranks, bounds=bounds, whist=trump_of,
                           outcome=outcome, outcome_units=OUTCOME_UNITS))
