"""A trick game's card play as the generic double-dummy search sees it.

Every trick game other than Ombre and Quadrille (Piquet, Tresette, Boston, Connections,
Piquesept, Goodhope) states its card play for the search as a :class:`PlayModel`: three rule
functions over plain integers and int64 arrays (so that the compiled search can call them) and
two translations from the game's state. The rules stay the game's own: each model module is
tested equal to its game (legal cards, the taker of each trick, the points of the play) on many
random deals, and the search is tested equal to a plain minimax over the game's own states.

The arrays the rule functions receive:

* ``params`` -- int64 array of the game's constants (trump, options, card values), laid out by
  the model module itself;
* ``hands`` -- int64 array, each player's cards as a mask (bit ``c`` is ``Card(c)``);
* ``trick`` -- int64 array of length ``n``: the cards played to the current trick, its leader's
  first; only the first ``k`` are meaningful;
* ``won`` / ``points`` -- int64 arrays by player: tricks taken and points scored in the play.

Players are numbered ``0 .. n-1`` in playing order (``PlayPosition.seats`` names each one's
seat at the game's table, for games where not every seat plays).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from gamelib.core.engine import State


@dataclass(frozen=True)
class PlayPosition:
    """One position of a trick game's card play, every hand open.

    The value of the play is ``sum(weights[i] * points[i])`` once the last trick is closed and
    the model's ``final`` bonuses are added; the players with ``maximiser[i]`` True play to make
    it as great as they can, the others as small."""

    game: str                      # the model's name, e.g. "piquet"
    hands: tuple[int, ...]         # each player's cards, a mask of Card ints
    leader: int                    # who led the current trick (or leads the next)
    trick: tuple[int, ...]         # the cards played to the current trick, leader first
    won: tuple[int, ...]           # tricks taken so far, by player
    points: tuple[int, ...]        # points scored in the play so far, by player
    weights: tuple[int, ...]       # the value's weight of each player's points
    maximiser: tuple[bool, ...]    # who maximises the value; the others minimise it
    params: np.ndarray             # the model's constants (int64), as its rule functions read them
    seats: tuple[int, ...]         # each player's seat at the game's table

    @property
    def n(self) -> int:
        return len(self.hands)

    @property
    def to_play(self) -> int:
        """The player whose card is next."""
        return (self.leader + len(self.trick)) % self.n


@dataclass(frozen=True)
class PlayModel:
    """A trick game's card play for the search (see the module's docstring).

    * ``legal(params, hands, trick, k, leader, player) -> int``: the mask of the cards
      ``player`` may play when ``k`` cards lie in the trick;
    * ``close(params, trick, leader, last, points) -> int``: the player who takes the complete
      trick; adds the points the trick scores (its cards, the lead, the last trick when
      ``last`` is 1) to ``points``;
    * ``final(params, won, points) -> None``: adds the bonuses of the whole play (most tricks,
      capot, ...) once the last trick is closed;
    * ``position(state, seat) -> PlayPosition``: the game's state in its card play, every hand
      read, valued for ``seat``'s side;
    * ``world(state, seat, rng) -> PlayPosition``: the same position with the cards ``seat``
      cannot see dealt at random consistently with ``state.information(seat)`` only;
    * ``in_play(state) -> bool``: whether the state's next action is a card of the play;
    * ``units``: what the value counts, in words (for the side it is valued for);
    * ``ranks(params) -> (strength, classes)``: for the zero-window search
      (:mod:`gamelib.solver.play.zerowindow`), int arrays by card: its strength in its suit
      (higher beats lower; 0 for a card not in the pack) and its class (cards of one class
      score and rule alike; -1 for a card the rules name alone). The model promises that its
      rules read the cards still out only through their suits, their order in the suit and
      their classes;
    * ``bounds(params, hands, leader, won, points, weights, maxer, window)``: optional, at a
      trick's start, sure bounds of the value still to come written to ``window[0]`` (lower)
      and ``window[1]`` (upper) -- of the raw value where the model gives ``rounding``;
    * ``whist(params) -> int``: optional, for a game whose tricks are Whist's (four hands,
      suit followed, the highest trump or else the highest card of the suit led takes it, a
      trick one point to its taker, ``final`` a constant): the trump suit's index (-1 none);
      then the Whist family's kernel (:mod:`gamelib.solver.play.whistsearch`) solves it;
    * ``rounding(params, hands, trick, points, weights) -> (raws, values) | None``: optional,
      for a game whose ``final`` only rounds the points (Tresette's thirds to whole points):
      the *raw* values still to come the play can reach from this position (``final`` left
      out), ascending, and the value still to come at each, never falling as the raw value
      grows; None where the weights make it no such function. The zero-window search then
      searches the raw value (``final`` left out, ``bounds`` the raw value's) and asks each
      target's least raw value (:class:`~gamelib.solver.play.values.Tests`);
    * ``blank``: optional, the class (of ``ranks``) of the cards that score nothing and that no
      rule names (Tresette's 7 6 5 4): the zero-window search's table then fixes their holders
      only down to the lowest card whose rank decided, as for a model of one class;
    * ``loose``: optional, a class (of ``ranks``) whose cards below the lowest card whose rank
      decided the table counts, hand by hand and suit by suit, instead of fixing their holders
      (Tresette's figures: they score alike, and such a card takes no trick by its rank);
    * ``greedy_gain(params, trick, j, leader, last, card, points, weights, sp, sg) -> int``:
      optional, the value (by ``weights``) the trick adds when ``card`` is played ``j``-th
      (``j`` >= 1) after the first ``j`` cards of ``trick`` and the players after him play the
      card led again, as ``close`` scores it (the zero-window search's move order; without it
      the trick is closed, ``sp`` and ``sg`` its scratch arrays);
    * ``greedy_trick(params, hands, trick, j, leader, left, points, weights, maxer, strength,
      sp, sg) -> int``: optional, the trick completed as
      :func:`~gamelib.solver.play.zerowindow.greedy` completes it by scoring each card with
      ``greedy_gain`` (the same cards into ``trick``, the same value returned);
    * ``outcome(params, maximiser) -> tuple``: optional, for a game whose payoff changes at a
      few values of the play only: those values, ascending, for the side valued (Boston: the
      contract made; :mod:`gamelib.solver.play.outcome`). Without it the payoff is the value;
    * ``outcome_units``: what the outcome counts, in words (with ``outcome``).
    """

    name: str
    legal: Callable
    close: Callable
    final: Callable
    position: Callable[[State, int], PlayPosition]
    world: Callable[[State, int, np.random.Generator], PlayPosition]
    in_play: Callable[[State], bool]
    units: str = "points"
    ranks: Callable | None = None
    bounds: Callable | None = None
    whist: Callable | None = None
    rounding: Callable | None = None
    blank: int | None = None
    loose: int | None = None
    outcome: Callable | None = None
    outcome_units: str = ""
    greedy_gain: Callable | None = None
    greedy_trick: Callable | None = None


#: The models by game name, filled by the model modules as they are imported.
MODELS: dict[str, PlayModel] = {}


def register(model: PlayModel) -> PlayModel:
    """Make ``model`` the card play of its game for the search."""
    MODELS[model.name] = model
    return model
