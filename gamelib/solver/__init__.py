"""The exact double-dummy search: over the Ombre family's cards (Ombre and Quadrille), and in
:mod:`gamelib.solver.play` over every other trick game's card play; :func:`solve` and
:func:`card_values` answer for every trick game's state (:mod:`gamelib.solver.exact`).

* :mod:`gamelib.solver.search`: the position, its readable search, :func:`solve`,
  :func:`card_values`;
* :mod:`gamelib.solver.bounds`: sure tricks and the classes of equivalent cards;
* :mod:`gamelib.solver.table`: the transposition tables and their epochs;
* :mod:`gamelib.solver.kernel`: the compiled search (numba);
* :mod:`gamelib.solver.compiled`: the glue between a position and the kernel;
* :mod:`gamelib.solver.reference`: the plain minimax and alpha-beta it is checked against;
* :mod:`gamelib.solver.play`: the search over every other trick game's card-play model (Piquet,
  Tresette, Boston, Connections, Piquesept, Goodhope): ``play.solve``, ``play.card_values``.

What the search does and why: docs/solver.md; its measured history: docs/solver-history.md.
"""

from gamelib.solver import play
from gamelib.solver.bounds import sure_tricks, trump_tricks
from gamelib.solver.compiled import FastSearch, Layout
from gamelib.solver.bits import HAVE_NUMBA, NUMBA_VERSION
from gamelib.solver.orders import BIT, ORDERS, SUIT_MASKS
from gamelib.solver.play import PlayModel, PlayPosition, PlaySolution
from gamelib.solver.reference import alphabeta, minimax
from gamelib.solver.exact import DEFAULT_NODES, Answer, BudgetExceeded, card_values, solve
from gamelib.solver.search import (
    OUTCOME_RANK,
    Position,
    Solution,
    card_values_of,
    ombre_score,
    position_of,
)
from gamelib.solver.table import DEFAULT_MAX_ENTRIES, DEFAULT_SLOTS, Table, new_epoch

__all__ = [
    "Answer",
    "BudgetExceeded",
    "BIT",
    "DEFAULT_MAX_ENTRIES",
    "DEFAULT_NODES",
    "DEFAULT_SLOTS",
    "HAVE_NUMBA",
    "NUMBA_VERSION",
    "ORDERS",
    "OUTCOME_RANK",
    "SUIT_MASKS",
    "FastSearch",
    "Layout",
    "PlayModel",
    "PlayPosition",
    "PlaySolution",
    "Position",
    "Solution",
    "Table",
    "alphabeta",
    "card_values",
    "card_values_of",
    "minimax",
    "new_epoch",
    "ombre_score",
    "play",
    "position_of",
    "solve",
    "sure_tricks",
    "trump_tricks",
]
