"""Perfect-Information Monte Carlo on the play search, for every trick game with a card-play
model (Piquet, Tresette, Boston, Connections, Piquesept, Goodhope: gamelib.solver.play).

    from gamelib.players import make_policy
    policy = make_policy("pimc", seed=7)   # gamelib.players.pimc.PIMCPlayer plays these by it
    state.apply_action(policy(state))

To choose a card the player deals the cards he cannot see into *worlds* with his game's model
(``model.world(state, seat, rng)``: from what he has seen only), finds in every world the value
of the play after each of his legal cards (:func:`gamelib.solver.play.card_values`, every hand
open, best play by all) and plays the card with the best average value for his side; among
equal averages the lowest card. A world too large to solve whole within ``nodes`` nodes (the
first leads of the four-handed games) is searched one trick deeper at a time while the budget
lasts, the tricks past the deepest horizon completed valued by the search's named heuristic
(:func:`gamelib.solver.play.search.first_card_playout`):
:func:`gamelib.solver.play.kernel.deepening_card_values`. Decisions other than cards go to the
game's advice player (:func:`gamelib.players.advice_for`), else random. Seeded: the same generator state gives the
same worlds and the same choice. Figures and reasoning: docs/pimc.md.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gamelib.core.engine import Action, State, as_generator
from gamelib.players import advice_for, policy_factory, refuse_other_games
from gamelib.solver.play import MODELS
from gamelib.solver.play.kernel import deepening_card_values

#: The games PIMC plays on the play search: every game with a card-play model.
PLAY_GAMES = tuple(sorted(MODELS))
#: The nodes each world's search may take (:func:`deepening_card_values`): chosen so that a
#: decision of 100 worlds at the first lead takes about a second on the bench's machine
#: (docs/pimc.md has the measured times); a world that can be solved within it is solved exactly.
NODES = 3_000


def _check_worlds(worlds: Any) -> None:
    if isinstance(worlds, bool) or not isinstance(worlds, (int, np.integer)) or worlds < 1:
        raise ValueError(f"PIMC: worlds={worlds!r} is not allowed; it samples a whole number "
                         f"of worlds, at least 1")


def _check_nodes(nodes: Any) -> None:
    if isinstance(nodes, bool) or not isinstance(nodes, (int, np.integer)) or nodes < 1:
        raise ValueError(f"PIMC: nodes={nodes!r} is not allowed; each world's search takes a "
                         f"whole number of nodes, at least 1")


def _pimc(state: State, worlds: int, seed, nodes: int) -> tuple[dict[int, float], int]:
    """The average values of :func:`play_pimc_values` and the sign of the player to play
    (+1 when his side maximises the value, as a position valued for his seat has it)."""
    _check_worlds(worlds)
    _check_nodes(nodes)
    game = state.game.name
    if game not in MODELS:
        raise ValueError(f"PIMC on the play search plays {', '.join(PLAY_GAMES)}, not {game}")
    model = MODELS[game]
    if not model.in_play(state):
        raise ValueError(f"{game}: the state is not in its card play")
    rng = as_generator(seed)
    seat = state.current_player()
    totals: dict[int, int] = {}
    sign = 1
    for _ in range(worlds):
        position = model.world(state, seat, rng)
        sign = 1 if position.maximiser[position.to_play] else -1
        values, _, _ = deepening_card_values(position, nodes)
        for card, value in values.items():
            totals[card] = totals.get(card, 0) + value
    return {card: total / worlds for card, total in totals.items()}, sign


def play_pimc_values(state: State, worlds: int = 100,
                     seed: int | np.random.Generator | None = None,
                     nodes: int = NODES) -> dict[int, float]:
    """The average over ``worlds`` sampled worlds of the value of the play after each legal
    card of the player to play, valued for his side (each world searched within ``nodes``)."""
    return _pimc(state, worlds, seed, nodes)[0]


def play_pimc_choice(state: State, worlds: int = 100,
                     seed: int | np.random.Generator | None = None,
                     nodes: int = NODES) -> int:
    """The card with the best average value for the player's side; among equal averages the
    lowest card."""
    values, sign = _pimc(state, worlds, seed, nodes)
    return max(sorted(values), key=lambda card: sign * values[card])


class PlayPIMCPlayer:
    """A policy playing cards by PIMC on the play search (see the module docstring); other
    decisions go to ``fallback`` (a registered name or factory; by default the game's advice
    player, else random). It plays the games with a card-play model; another game is refused
    (ValueError)."""

    games = PLAY_GAMES  # the games it plays (gamelib.players.games_of)

    def __init__(self, rng: np.random.Generator | int | None = None, worlds: int = 100,
                 fallback: Any = None, nodes: int = NODES):
        _check_worlds(worlds)
        _check_nodes(nodes)
        self.rng = as_generator(rng)
        self.worlds = worlds
        self.nodes = nodes
        self.fallback_spec = fallback
        self._fallbacks: dict[str, Any] = {}

    def fallback(self, game: str):
        """The policy that takes ``game``'s decisions other than cards (made once, seeded from
        this player's generator)."""
        if game not in self._fallbacks:
            spec = self.fallback_spec if self.fallback_spec is not None else advice_for(game)
            self._fallbacks[game] = policy_factory(spec)(self.rng)
        return self._fallbacks[game]

    def __call__(self, state: State) -> Action:
        refuse_other_games(self, state)
        game = state.game.name
        if not MODELS[game].in_play(state):
            return self.fallback(game)(state)
        acts = state.legal_actions()
        cards = [a for a in acts if a.kind == "card"]
        if len(cards) < len(acts):  # a decision besides the card (a declaration said with it)
            chosen = self.fallback(game)(state)
            if chosen.kind != "card":
                return chosen
        if len(cards) == 1:
            return cards[0]
        best = play_pimc_choice(state, self.worlds, self.rng, self.nodes)
        return next(a for a in cards if int(a.value) == best)

    def __repr__(self) -> str:
        return f"PlayPIMCPlayer(worlds={self.worlds}, nodes={self.nodes})"


__all__ = ["NODES", "PLAY_GAMES", "PlayPIMCPlayer", "play_pimc_choice", "play_pimc_values"]
