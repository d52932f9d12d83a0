"""Widgets to deal, read and play the collection's games, and to step through and simulate the
Académie's pool (ipywidgets; every one works through the game protocol and gamelib's functions).

    from gamelib.show.widgets import HandWidget, TableWidget, LedgerWidget, SimulationWidget
    from gamelib.show.widgets import LessonWidget, ProblemWidget
    HandWidget(game="ombre", rules="noothoven", trump="C", seed=7)
    TableWidget(game="ombre", seed=3)
    LedgerWidget()            # the Académie's seven-hand example
    SimulationWidget()
    LessonWidget("academie-pool")   # a worked example of a source, step by step, with questions
    ProblemWidget("ombre-academie")   # a stored problem: pick the one card

Each has ``static_html()``: its present view as plain HTML for a page without a kernel, and
``errors``: the exceptions raised in its callbacks (recorded, never swallowed).
Card faces (deterministic SVG, titled in the notebook's language) are in :mod:`.faces`.
"""

from gamelib.show.widgets.faces import card_face, cards_svg, tiles_svg
from gamelib.show.widgets.hand import HandWidget, hand_order, hand_report
from gamelib.show.widgets.ledger import LedgerWidget
from gamelib.show.widgets.lesson import LessonWidget
from gamelib.show.widgets.problem import ProblemWidget
from gamelib.show.widgets.simulation import SimulationWidget, partie_paths
from gamelib.show.widgets.table import TableWidget

__all__ = ["HandWidget", "LedgerWidget", "LessonWidget", "ProblemWidget", "SimulationWidget",
           "TableWidget", "card_face", "cards_svg", "hand_order", "hand_report", "partie_paths",
           "tiles_svg"]
