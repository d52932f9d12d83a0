"""Goodhope's card play (Engelmann 1798) as a :class:`~gamelib.solver.play.model.PlayModel`.

Two tricks among the players in the game, those who kept their cards; the first on the dealer's
left leads, the taker of the first trick the second [engelmann:goodhope.play]. The highest trump
takes the trick, else the highest card of the suit led, Daus to Sieben; suit is followed if one
can (``must_follow``) and, on ``must_trump``, a trump played by one who cannot
(gamelib.games.goodhope: unspecified in source). Model player ``j`` is the ``j``-th player in
the game from the dealer's left (``PlayPosition.seats``); the dealer who sits out, and those who
said Fear, are no model players.

What the play decides. The announcements are made and the pot stands when the cards are played;
the tricks decide each player's draw from the pot and his fine into it, and both are parts of
that pot: making both tricks draws the pot after a Good Hope, half after a Hope, a quarter
silent [engelmann:goodhope.both-tricks]; one trick each draws a half after a Hope, a quarter
silent, and a Good Hope with one trick draws nothing and is fined half the pot
[engelmann:goodhope.one-trick-each, engelmann:goodhope.good-hope-failed]; no trick is fined the
pot after a Good Hope, half after a Hope, a quarter silent [engelmann:goodhope.good-hope-failed,
engelmann:goodhope.hope-failed, engelmann:goodhope.silent-failed]. A player's net from the play
thus depends on his announcement and his own tricks only, and is counted in quarters of the pot
(the pot being the same for all, its amount is a factor of the value): ``final`` adds each
player's quarters once the two tricks are done, and no trick scores by itself.

The value for a seat in the game is his own net, paranoid: he plays for it, every other player
in the game plays against it.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from gamelib.core.cards import SUITS, CardSet
from gamelib.games.goodhope import TRICKS, GoodhopeState, fines, shares
from gamelib.solver.play.cards import suit_masks
from gamelib.solver.play.model import PlayModel, PlayPosition, register
from gamelib.solver.play.tricks import whist_taker

# -- params, as the rule functions read them ---------------------------------------------------
TRUMP = 0          # the trump suit's index in SUITS
MUST_FOLLOW = 1    # 1: suit is followed if one can
MUST_TRUMP = 2     # 1: one who cannot follow trumps if he can
SUIT_MASKS = 3     # four masks, one per suit: params[SUIT_MASKS + s]
NET = 7            # each player's net in quarters of the pot by tricks made:
                   # params[NET + (TRICKS + 1) * j + t] for player j with t tricks

SUIT_CARDS = 13    # Card(13 * s + r), r = 0 for the Daus: a lower number is a higher card
QUARTERS = 4       # the value's unit: a quarter of the pot


def legal(params, hands, trick, k, leader, player):
    """The cards ``player`` may play: any to lead or where suit need not be followed; else the
    suit led if he holds it, else (on ``must_trump``) a trump if he holds one, else any.
    [engelmann:goodhope.play]"""
    hand = hands[player]
    if k == 0 or params[MUST_FOLLOW] == 0:
        return hand
    follow = hand & params[SUIT_MASKS + trick[0] // SUIT_CARDS]
    if follow != 0:
        return follow
    if params[MUST_TRUMP] == 1:
        trumps = hand & params[SUIT_MASKS + params[TRUMP]]
        if trumps != 0:
            return trumps
    return hand


def close(params, trick, leader, last, points):
    """The taker of a complete trick: the highest trump, else the highest card of the suit led,
    Daus high to Sieben low. A trick scores nothing by itself. [engelmann:goodhope.play]"""
    return whist_taker(trick, leader, params[TRUMP])


def final(params, won, points):
    """Each player's draw from the pot less his fine, in quarters of the pot, by his
    announcement and his tricks. [engelmann:goodhope.both-tricks,
    engelmann:goodhope.one-trick-each, engelmann:goodhope.good-hope-failed,
    engelmann:goodhope.hope-failed, engelmann:goodhope.silent-failed]"""
    for j in range(won.shape[0]):
        points[j] += params[NET + (TRICKS + 1) * j + won[j]]


def net_quarters(said: str, tricks: int) -> int:
    """What a player draws less what he is fined, in quarters of the pot, after ``said`` and
    ``tricks`` of the two (the others holding the rest). [engelmann:goodhope.both-tricks,
    engelmann:goodhope.one-trick-each, engelmann:goodhope.silent-failed]"""
    others = {1: TRICKS - tricks} if tricks < TRICKS else {}
    made = {0: tricks, **{p: t for p, t in others.items() if t}}
    announced = {p: said if p == 0 else "silent" for p in made}
    part = shares(made, announced).get(0, Fraction(0)) - fines(made, announced).get(0, Fraction(0))
    quarters = part * QUARTERS
    if quarters.denominator != 1:
        raise ValueError(f"goodhope play model: {part} of the pot is no whole number of quarters")
    return int(quarters)


def in_play(state: GoodhopeState) -> bool:
    """The next action is a card of the two tricks. [engelmann:goodhope.play]"""
    return state.phase == "play" and not state.over


def _check_play(state: GoodhopeState, seat: int) -> None:
    if not isinstance(state, GoodhopeState):
        raise ValueError(  # noqa: TRY004 (bad input is a ValueError in every game)
            f"goodhope play model: {state!r} is no Goodhope state")
    if not in_play(state):
        raise ValueError(f"goodhope play model: the round is in its {state.phase!r} phase, not "
                         "its card play [engelmann:goodhope.play]")
    if not (isinstance(seat, (int, np.integer)) and not isinstance(seat, bool)
            and 0 <= seat < state.game.num_players):
        raise ValueError(f"goodhope play model: seat={seat!r} is no seat at the table of "
                         f"{state.game.num_players} [engelmann:goodhope.players]")
    if seat not in state.playing:
        raise ValueError(f"goodhope play model: seat {seat} is not in the game (the dealer free "
                         "of stake, or one who said Fear): the play decides nothing of his "
                         "[engelmann:goodhope.fear]")


def params_of(state: GoodhopeState) -> np.ndarray:
    """The trump, the duties to follow and to trump, the suits' masks and each player's net by
    tricks. [engelmann:goodhope.deal, engelmann:goodhope.play, engelmann:goodhope.announce]"""
    game = state.game
    playing = state.playing
    params = np.zeros(NET + (TRICKS + 1) * len(playing), dtype=np.int64)
    params[TRUMP] = SUITS.index(state.trump)
    params[MUST_FOLLOW] = 1 if game.must_follow else 0
    params[MUST_TRUMP] = 1 if game.must_trump else 0
    params[SUIT_MASKS:SUIT_MASKS + 4] = suit_masks(game.pack)
    for j, seat in enumerate(playing):
        for t in range(TRICKS + 1):
            params[NET + (TRICKS + 1) * j + t] = net_quarters(state.said[seat], t)
    return params


def _position(state: GoodhopeState, seat: int, hands) -> PlayPosition:
    playing = state.playing
    index = {s: j for j, s in enumerate(playing)}
    leader = state.trick[0][0] if state.trick else state.player
    n = len(playing)
    return PlayPosition(
        game="goodhope", hands=tuple(int(hands[s]) for s in playing), leader=index[leader],
        trick=tuple(int(c) for _, c in state.trick),
        won=tuple(state.tricks_won[s] for s in playing), points=(0,) * n,
        weights=tuple(1 if s == seat else 0 for s in playing),
        maximiser=tuple(s == seat for s in playing), params=params_of(state),
        seats=tuple(playing))


def position(state: GoodhopeState, seat: int) -> PlayPosition:
    """The state's card play with every hand in the game read, valued for ``seat``: his net
    from the pot, in quarters of it, against all the others in the game."""
    _check_play(state, seat)
    return _position(state, seat, [h.mask for h in state.hands])


# -- the worlds a seat can imagine -------------------------------------------------------------

#: Deals of the unseen cards drawn before a world is given up as not found.
MAX_DRAWS = 100_000


def tricks_seen(state: GoodhopeState) -> list[list[tuple[int, int]]]:
    """The tricks on the table, the current one last, as (seat, card) in the order played: the
    cards are played face up to all."""
    return [list(t) for t in state.trick_log] + [list(state.trick)]


def shown_voids(state: GoodhopeState, tricks) -> dict[int, set[int]]:
    """The suits each player showed he lacks: another suit than the one led where he had to
    follow; on ``must_trump``, a card that is neither of the suit led nor a trump shows he
    lacks trumps too. [engelmann:goodhope.play]"""
    game = state.game
    trump = SUITS.index(state.trump)
    voids: dict[int, set[int]] = {}
    if not game.must_follow:
        return voids
    for trick in tricks:
        if not trick:
            continue
        led = trick[0][1] // SUIT_CARDS
        for seat, card in trick[1:]:
            suit = card // SUIT_CARDS
            if suit != led:
                voids.setdefault(seat, set()).add(led)
                if game.must_trump and suit != trump:
                    voids[seat].add(trump)
    return voids


def world(state: GoodhopeState, seat: int, rng: np.random.Generator) -> PlayPosition:
    """The card play as ``seat`` may imagine it: his hand, the turned trump, the cards played
    and the announcements as they are; the cards he has not seen (the others' hands, the cards
    laid away face down and the stock) dealt uniformly over every deal that gives each other
    player in the game as many cards as he holds and no card of a suit he showed he lacks (a
    uniform deal, drawn again until it fits). [engelmann:goodhope.play,
    engelmann:goodhope.fear, engelmann:goodhope.buy-one]"""
    _check_play(state, seat)
    info = state.information(seat)
    tricks = tricks_seen(state)
    played = CardSet([c for trick in tricks for _, c in trick])
    unseen = state.game.pack - info["hand"] - played - CardSet([info["trump card"]])
    others = [s for s in state.playing if s != seat]
    sizes = {s: TRICKS - sum(1 for trick in tricks for who, _ in trick if who == s)
             for s in others}
    voids = shown_voids(state, tricks)
    cards = np.array([int(c) for c in unseen], dtype=np.int64)
    for _ in range(MAX_DRAWS):
        order = rng.permutation(cards)
        hands = [0] * state.game.num_players
        hands[seat] = info["hand"].mask
        at = 0
        fits = True
        for s in others:
            for card in order[at:at + sizes[s]]:
                if int(card) // SUIT_CARDS in voids.get(s, ()):
                    fits = False
                hands[s] |= 1 << int(card)
            at += sizes[s]
        if fits:
            return _position(state, seat, hands)
    raise ValueError(f"goodhope play model: no deal of the unseen cards fits the voids shown in "
                     f"{MAX_DRAWS} draws [engelmann:goodhope.play]")


#: What the value counts.
UNITS = "quarters of the pot, this player's draw less his fines"

MODEL = register(PlayModel("goodhope", legal, close, final, position, world, in_play, UNITS))
