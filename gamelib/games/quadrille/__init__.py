"""Quadrille as its two sources play it: the Dutch booklet (``rules="noothoven"``) and the modern
Dutch page (``rules="hoe-speel-je"``), never blended.

* :mod:`.rules`: each source's contracts, ladder, holdings and tariff, as data;
* :mod:`.actions`: the decisions of a hand, each an action made once;
* :mod:`.game`: :class:`QuadrilleGame`, the rule set with its options, the set-up checked, the
  reading of a hand;
* :mod:`.state`: :class:`QuadrilleState`, a hand (deal, auction, called king, play, outcome);
* :mod:`.refusals`: why an action is refused, with its passage;
* :mod:`.payment`: the booklet's fiche payments and the modern page's pot, on the Ledger;
* :mod:`.session`: ``QuadrilleSession``, hands in a row, the modern page's pot carried
  (imported from its module: it stands on :mod:`gamelib.core.session`, which the game registry
  does not load);
* :mod:`.hands`: :data:`BOOK_HANDS`, every example hand of the booklet's Quadrille chapter;
* :mod:`.tables`: the two Quadrilles side by side, the tariffs, the example hands, as rows.

The card order, matadors and the legal cards are Ombre's (:mod:`gamelib.games.ombre.order`,
:mod:`gamelib.games.ombre.play`), given Quadrille's own rule data.
"""

from gamelib.games.quadrille.game import QuadrilleGame
from gamelib.games.quadrille.hands import BOOK_HANDS, BookHand
from gamelib.games.quadrille.rules import HOE_SPEEL_JE, NOOTHOVEN, RULE_SETS, sequence_from_spadille
from gamelib.games.quadrille.state import QuadrilleState

__all__ = ["BOOK_HANDS", "HOE_SPEEL_JE", "NOOTHOVEN", "RULE_SETS", "BookHand", "QuadrilleGame",
           "QuadrilleState", "sequence_from_spadille"]
