"""OpenSpiel's bots at our table: a deal dealt through OpenSpiel, played to the end by our
policies and OpenSpiel's (IS-MCTS drawing its worlds with ``resample``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from gamelib.core.engine import Action, State, as_generator
from gamelib.openspiel.game import GamelibGame, load
from gamelib.openspiel.state import GamelibState, resample
from gamelib.openspiel.variants import VARIANTS
from gamelib.players import refuse_other_games


def deal(game: GamelibGame, seed: int | np.random.Generator | None = None) -> GamelibState:
    """A deal of ``game`` with its chance nodes drawn from ``seed``: ready for the first
    decision."""
    state = game.new_initial_state()
    _chance(state, as_generator(seed))
    return state


def _chance(state: GamelibState, rng: np.random.Generator) -> None:
    """Draw the chance nodes that stand next, each outcome with its probability."""
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[int(rng.integers(len(outcomes)))][0])


class OpenSpielPolicy:
    """An OpenSpiel bot as a policy of our table: ``policy(state) -> Action``, ``state`` the
    engine state of a deal played through :func:`play` (the bot is asked with the OpenSpiel
    state that holds it); ``games``: the game it plays, when given."""

    def __init__(self, bot, name: str = "OpenSpiel bot", games: tuple[str, ...] | None = None):
        self.bot = bot
        self.name = name
        self.games = games

    def __call__(self, state: State) -> Action:
        refuse_other_games(self, state)
        holder = _HOLDERS.get(id(state))
        if holder is None or holder.engine is not state:
            raise ValueError(f"{self.name} plays deals dealt through gamelib.openspiel.play: "
                             "it asks OpenSpiel's state, which this state has none of")
        return holder._legal_map()[self.bot.step(holder)]

    def __repr__(self) -> str:
        return self.name


class ISMCTSPolicies:
    """A policy factory in the players' registry style (``factory(rng) -> policy``): IS-MCTS
    on the variant ``short_name``, each policy seeded from the generator it is given."""

    def __init__(self, short_name: str, simulations: int = 20, world_samples: int = 4,
                 rollout: int | None = None):
        self.game = load(short_name)
        self.games = (VARIANTS[short_name].game,)
        self.settings = (simulations, world_samples)
        self.rollout = rollout

    def __call__(self, rng: np.random.Generator) -> OpenSpielPolicy:
        seed = int(as_generator(rng).integers(2**31))
        simulations, world_samples = self.settings
        bot = ismcts_bot(self.game, seed, simulations, world_samples, rollout=self.rollout)
        return OpenSpielPolicy(bot, "IS-MCTS", self.games)


#: id(engine state) -> the OpenSpiel state that holds it, for the deal in play
_HOLDERS: dict[int, GamelibState] = {}


def play(state: GamelibState, policies: Sequence[Callable[[State], Action]],
         seed: int | np.random.Generator | None = None) -> GamelibState:
    """Play an OpenSpiel state to the end: each seat by its policy of our table (ours, or an
    OpenSpiel bot in :class:`OpenSpielPolicy`), asked with the engine state; every action
    goes through OpenSpiel's state; chance drawn from ``seed``."""
    rng = as_generator(seed)
    codec = state._game.codec
    while True:
        _chance(state, rng)
        if state.is_terminal():
            return state
        _HOLDERS.clear()
        _HOLDERS[id(state.engine)] = state
        action = policies[state.current_player()](state.engine)
        state.apply_action(codec.number(action))


def ismcts_bot(game: GamelibGame, seed: int = 0, simulations: int = 20, world_samples: int = 4,
               uct_c: float = 2.0, rollout: int | None = None):
    """OpenSpiel's IS-MCTS (``open_spiel.python.algorithms.ismcts``) with random rollouts
    (to the end, or cut after ``rollout`` actions: a Casino game runs over several deals),
    seeded, drawing its worlds with :func:`resample` (``world_samples`` a decision)."""
    from open_spiel.python.algorithms import ismcts, mcts

    random_state = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(1, random_state, max_length=rollout)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c, simulations,
                           max_world_samples=world_samples, random_state=random_state,
                           allow_inconsistent_action_sets=False)
    worlds = np.random.default_rng(seed)
    bot.set_resampler(lambda state, player: resample(state, player, worlds))
    return bot
