"""Every game and rule set of the collection as an OpenSpiel game (the optional extra
``.[openspiel]``: ``pip install -e '.[openspiel]'``).

    import gamelib.openspiel, pyspiel
    game = pyspiel.load_game("python_gamelib_ombre_academie")
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)

Importing the package registers one game a rule set (:data:`VARIANTS`) with
``pyspiel.register_game``. The engine in ``gamelib/games`` stays the specification: an
OpenSpiel state holds one of its states and never reads a hidden hand itself. The deal is
explicit chance (``deals``), the engine's own draws too (``chance``); the actions are numbered
once a game (``actions``); OpenSpiel's bots sit at our table (``bots``). How each game is
dealt, and why so: docs/openspiel.md.
"""

try:
    import pyspiel
except ImportError as error:  # the optional extra is missing
    raise ImportError("gamelib.openspiel needs OpenSpiel: pip install -e '.[openspiel]'") \
        from error

from gamelib.openspiel.actions import CARDS, ActionCodec, action_key
from gamelib.openspiel.bots import ISMCTSPolicies, OpenSpielPolicy, deal, ismcts_bot, play
from gamelib.openspiel.chance import ChanceDraws, ChanceNeeded
from gamelib.openspiel.deals import PUBLIC, DealPlan, Pile
from gamelib.openspiel.game import (
    MAX_CHANCE_OUTCOMES,
    GamelibGame,
    GamelibObserver,
    game_info,
    game_type,
    load,
)
from gamelib.openspiel.state import PUBLIC_KINDS, GamelibState, copy_engine, resample
from gamelib.openspiel.variants import BOUNDS, LENGTHS, VARIANTS, Variant

__all__ = [
    "BOUNDS", "CARDS", "GAME_CLASSES", "LENGTHS", "MAX_CHANCE_OUTCOMES", "PUBLIC",
    "PUBLIC_KINDS", "VARIANTS", "ActionCodec", "ChanceDraws", "ChanceNeeded", "DealPlan",
    "GamelibGame", "GamelibObserver", "GamelibState", "ISMCTSPolicies", "OpenSpielPolicy", "Pile",
    "Variant", "action_key", "copy_engine", "deal", "game_info", "game_type", "ismcts_bot",
    "load", "play", "resample",
]


def _register(variant: Variant) -> type[GamelibGame]:
    """The game class of a variant, registered with OpenSpiel under its short name."""
    cls = type(f"Gamelib_{variant.short_name}", (GamelibGame,), {"variant": variant})
    cls.__module__ = __name__
    globals()[cls.__name__] = cls  # so that its states can be copied and pickled by name
    if variant.short_name not in pyspiel.registered_names():
        pyspiel.register_game(game_type(variant), cls)
    return cls


GAME_CLASSES = {name: _register(v) for name, v in VARIANTS.items()}
