"""Quadrille as its two sources play it: the Dutch booklet (``rules="noothoven"``) and the modern
Dutch page (``rules="hoe-speel-je"``), never blended.

* :mod:`.rules`: each source's contracts, ladder, holdings and tariff, as data;
* :mod:`.payment`: the booklet's fiche payments and the modern page's pot, on the Ledger;
* :mod:`.game`: :class:`QuadrilleGame` and its state (deal, auction, called king, play, outcome);
* :mod:`.hands`: :data:`BOOK_HANDS`, every example hand of the booklet's Quadrille chapter;
* :mod:`.session`: ``QuadrilleSession``, hands in a row, the modern page's pot carried (imported
  from :mod:`gamelib.games.quadrille.session`: it stands on :mod:`gamelib.core.session`, above the games).

The card order, matadors and the legal cards are Ombre's (:mod:`gamelib.games.ombre.order`,
:mod:`gamelib.games.ombre.play`), given Quadrille's own rule data.
"""

from gamelib.games.quadrille.game import QuadrilleGame
from gamelib.games.quadrille.hands import BOOK_HANDS, BookHand
from gamelib.games.quadrille.rules import HOE_SPEEL_JE, NOOTHOVEN, RULE_SETS
from gamelib.games.quadrille.state import QuadrilleState

__all__ = ["BOOK_HANDS", "BookHand", "HOE_SPEEL_JE", "NOOTHOVEN", "QuadrilleGame",
           "QuadrilleState", "RULE_SETS"]
