"""Ombre as its two sources play it: the Dutch booklet (``rules="noothoven"``) and the Académie
des jeux oubliés (``rules="academie"``), never blended.

``gamelib.get_game("ombre", rules="academie")`` plays a whole hand through the protocol; the
modules hold the rules as data and small functions:

* :mod:`.order`: the card orders, the matadors and the count of matadors paid for;
* :mod:`.play`: the cards that may be played (following suit, the matador privileges and
  forcing) and the winner of a trick;
* :mod:`.outcome`: win, remise, remise-royale, codille, vole, failed vole from a trick split;
* :mod:`.bidding`: each source's ladder of contracts and its auction;
* :mod:`.tariff`: the booklet's fiche payments;
* :mod:`.rules`: the forms of the game, the messages' passages, the actions;
* :mod:`.deal`: the deal, and the hands given in set-up checked;
* :mod:`.state`: a hand as a state machine (auction, exchange, play);
* :mod:`.settlement`: a hand's result and payments, fiches or pool;
* :mod:`.game`: :class:`OmbreGame`, the rule set and its options.

The Académie's pool and beasts live in :mod:`.pool` (``PoolSession``, ``beast_table``), loaded
on first use.
"""

from gamelib.games.ombre import (
    outcome,  # the module, callable as outcome(tricks, rules=..., contract=...)
)
from gamelib.games.ombre.order import (
    ACADEMIE,
    NOOTHOVEN,
    OmbreOrder,
    card_name,
    count_matadors,
    false_matadors,
    is_trump,
    matadors,
    order_rules,
    plain_order,
    strength,
    suit_of,
    trump_order,
)
from gamelib.games.ombre.outcome import OUTCOMES, all_splits, outcome_rows
from gamelib.games.ombre.play import legal_cards, trick_winner

__all__ = [
    "ACADEMIE", "NOOTHOVEN", "OmbreOrder", "card_name", "count_matadors", "false_matadors",
    "is_trump", "matadors", "order_rules", "plain_order", "strength", "suit_of", "trump_order",
    "legal_cards", "trick_winner", "outcome", "OUTCOMES", "all_splits", "outcome_rows",
    "PoolSession", "beast_table",
]


def __getattr__(name):
    # The later modules are imported on first use, so that the card order (which Quadrille
    # imports) never waits for them.
    if name in ("PoolSession", "beast_table"):
        from gamelib.games.ombre import pool
        return getattr(pool, name)
    raise AttributeError(f"module 'gamelib.games.ombre' has no attribute {name!r}")
