"""The double-dummy search over the card play of every trick game with a model: Piquet,
Tresette, Boston, Connections, Piquesept and Goodhope (Ombre and Quadrille have their own
solver, :mod:`gamelib.solver`).

* :mod:`gamelib.solver.play.model`: :class:`PlayPosition`, :class:`PlayModel`, the registry
  :data:`MODELS` that each game's model module fills;
* :mod:`gamelib.solver.play.cards`: what the models read of the cards on the Python side
  (suit masks, the tricks on the table, the two dealers of the unseen cards);
* :mod:`gamelib.solver.play.search`: the readable search (``search.solve``,
  ``search.card_values``);
* :mod:`gamelib.solver.play.kernel`: the same search compiled (numba), one kernel per model;
  :func:`solve` and :func:`card_values` here are its, the readable search where numba is not
  installed;
* :mod:`gamelib.solver.play.reference`: the plain minimax over the game's own states that both
  are tested against.

Importing the package imports every model module in it, so :data:`MODELS` holds every game
that has one. What the search does, what is exact and its figures: docs/solver.md.
"""

import importlib
import pkgutil

from gamelib.solver.play.model import MODELS, PlayModel, PlayPosition, register

#: The package's modules that are not a game's model.
SEARCH_MODULES = ("model", "cards", "search", "kernel", "reference", "tricks", "values", "outcome",
                  "zerowindow", "whistkernel", "whistsearch", "tresettecards")


def load_models() -> dict[str, PlayModel]:
    """Import every model module of the package (each registers its model); returns MODELS."""
    for info in pkgutil.iter_modules(__path__):
        if info.name not in SEARCH_MODULES and not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}")
    return MODELS


load_models()

from gamelib.solver.play import kernel, reference, search
from gamelib.solver.play.kernel import HAVE_NUMBA, card_values, solve
from gamelib.solver.play.search import PlaySolution

__all__ = ["HAVE_NUMBA", "MODELS", "PlayModel", "PlayPosition", "PlaySolution", "card_values",
           "kernel", "load_models", "reference", "register", "search", "solve"]
