"""One of our games with one rule set as an OpenSpiel game: its type, its sizes, its
observer."""

from __future__ import annotations

import numpy as np
import pyspiel

import gamelib
from gamelib.core.cards import Card
from gamelib.openspiel.actions import _CODECS, ActionCodec
from gamelib.openspiel.deals import _PLANS
from gamelib.openspiel.state import _CARD_TOKEN, GamelibState
from gamelib.openspiel.variants import BOUNDS, LENGTHS, VARIANTS, Variant

#: The most outcomes a chance node has: a card of the whole pack, a stone, a cut, a lot.
MAX_CHANCE_OUTCOMES = 52

_NUMBERED: dict[str, ActionCodec] = {}



class GamelibObserver:
    """OpenSpiel's observer: a player's observation is ``state.information(player)`` in
    words; his information state adds the actions he took (perfect recall). No tensor."""

    def __init__(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"the observer takes no parameters, not {params}")
        self.recall = iig_obs_type is None or iig_obs_type.perfect_recall
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict = {}

    def set_from(self, state: GamelibState, player: int) -> None:
        pass

    def string_from(self, state: GamelibState, player: int) -> str:
        return state.information_text(player, self.recall)


class GamelibGame(pyspiel.Game):
    """One of our games with one rule set, as an OpenSpiel game."""

    variant: Variant

    def __init__(self, params=None):
        variant = self.variant
        engine_game = variant.make()
        if variant.short_name not in _NUMBERED:  # numbered once (Casino has 4,219 actions)
            _NUMBERED[variant.short_name] = _CODECS[variant.game](engine_game)
        codec = _NUMBERED[variant.short_name]
        super().__init__(game_type(variant), game_info(variant, engine_game, codec),
                         params or {})
        self.engine_game, self.codec = engine_game, codec
        self.plan = _PLANS[variant.game](engine_game)
        self.unresampled = 0

    def new_initial_state(self) -> GamelibState:
        return GamelibState(self)

    def __deepcopy__(self, memo) -> GamelibGame:
        return self  # a game is shared by its states, never copied with them

    def make_py_observer(self, iig_obs_type=None, params=None) -> GamelibObserver:
        return GamelibObserver(iig_obs_type, params)

    def item(self, outcome: int):
        """The card (or stone) a chance outcome of the deal stands for."""
        if self.variant.game == "domino":
            from gamelib.games.domino.tiles import ALL_TILES
            return ALL_TILES[outcome]
        return Card(outcome)

    def codec_kind(self, action: int) -> str:
        """The kind of an action id ("card", "discard", "bid", ...)."""
        return self.codec.key(action)[0]

    def describe(self, action: int) -> str:
        """An action id in words, outside any state: its kind and its card or value."""
        kind, value = self.codec.key(action)
        return f"{kind} {value}"

    def seen_outcomes(self, state: GamelibState, player: int) -> set[int]:
        """The dealt cards (stones) ``player`` has seen: named in his information or by an
        action every player sees (a card played, trailed, taken, a stone set)."""
        tokens = set(_CARD_TOKEN.findall(state.information_text(player)))
        for label in state.public:
            tokens |= set(_CARD_TOKEN.findall(label))
        return {c for c in state.dealt if self.plan.label(c) in tokens}


# ---- types, info, registration -------------------------------------------------------------

def game_type(variant: Variant) -> pyspiel.GameType:
    """The OpenSpiel game type of a variant: sequential, explicit stochastic chance,
    imperfect information, returns at the end, zero-sum or general-sum as the game pays."""
    players = variant.make().num_players
    utility = (pyspiel.GameType.Utility.ZERO_SUM if variant.utility == "zero-sum"
               else pyspiel.GameType.Utility.GENERAL_SUM)
    options = ", ".join(f"{k}={v}" for k, v in variant.options.items())
    return pyspiel.GameType(
        short_name=variant.short_name,
        long_name=f"gamelib {variant.game}" + (f" ({options})" if options else ""),
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players,
        min_num_players=players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={})


def game_info(variant: Variant, game, codec: ActionCodec) -> pyspiel.GameInfo:
    """The sizes of a variant: its numbered actions, the 52 outcomes of a chance node at
    most, its seats, the bound of a return (:data:`BOUNDS`) and of a deal's length
    (:data:`LENGTHS`)."""
    bound = BOUNDS[variant.short_name]
    return pyspiel.GameInfo(
        num_distinct_actions=codec.size,
        max_chance_outcomes=MAX_CHANCE_OUTCOMES,
        num_players=game.num_players,
        min_utility=-bound,
        max_utility=bound,
        utility_sum=0.0 if variant.utility == "zero-sum" else None,
        max_game_length=LENGTHS[variant.short_name])


def load(short_name: str) -> GamelibGame:
    """The OpenSpiel game of a variant, e.g. ``load("python_gamelib_piquet")``."""
    if short_name not in VARIANTS:
        raise gamelib.UnknownName(f"unknown OpenSpiel name {short_name!r}; registered: "
                                  f"{', '.join(VARIANTS)}")
    return pyspiel.load_game(short_name)
