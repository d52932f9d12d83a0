"""Historical card games played as their sources wrote them.

    import gamelib
    gamelib.GAMES                                   # every game's name
    game = gamelib.get_game("kleeblatt")
    state = gamelib.play(game.new_initial_state(seed=7), seed=7)
    state.returns(), state.details()
    gamelib.quote("engelmann:kleeblatt.values")     # the passage a rule rests on
"""

from gamelib.core.cards import Card, CardSet, deck, parse
from gamelib.core.engine import (
    GAMES,
    TERMINAL,
    Action,
    Game,
    IllegalAction,
    RandomPlayer,
    State,
    get_game,
    options,
    play,
)
from gamelib.core.errors import UnknownName
from gamelib.core.ledger import Ledger
from gamelib.core.options import Option
from gamelib.core.sources import quote
from gamelib import players  # noqa: F401  (registers the policy names play() takes)

__all__ = [
    "GAMES", "TERMINAL", "Action", "Card", "CardSet", "Game", "IllegalAction", "Ledger",
    "Option", "RandomPlayer", "State", "UnknownName", "deck", "get_game", "options", "parse",
    "play", "quote",
]
