"""Where the sources agree, disagree and err: Ombre in the booklet and in the Académie, Quadrille in
the booklet and on the modern page, side by side, as pandas DataFrames.

Every table is read from the rule data of :mod:`gamelib.games.ombre` and :mod:`gamelib.games.quadrille` (and
from the passage catalogue), never typed in again, so that the comparison cannot drift from the
games. The modules, by concern, in the order of the comparison notebook:

* :mod:`~gamelib.analysis.compare.tables`: the rules side by side: :func:`card_orders`,
  :func:`matadors_table`, :func:`contracts_table` (the cards and the ladders);
  :func:`ombre_outcomes`, :func:`quadrille_outcomes` (every trick split under each source);
  :func:`ombre_payments`, :func:`quadrille_payments` (what each result pays);
* :mod:`~gamelib.analysis.compare.differences`: :func:`differences`, every difference between two
  sources of one game, with its passages; :func:`readings`, where one source can be read two
  ways, the reading each game plays and the other, its option;
* :mod:`~gamelib.analysis.compare.errata`: :func:`errata`, every error found in a source
  (misprints, contradictions, arithmetic, OCR readings, printed odds that play rejects:
  :func:`printed_odds`), with its passage and how it was found; :func:`printed_words`;
* :mod:`~gamelib.analysis.compare.summary`: :func:`agreement`, :func:`errata_counts`,
  :func:`errata_summary` and :func:`in_short`, the comparison counted and told in short;
* :mod:`~gamelib.analysis.compare.effects`: :func:`ombre_effects`, :func:`quadrille_effects` and
  the effects of each difference alone: what the differences do to the outcome rates and payouts
  over many seeded deals (:func:`ombre_deals`, :func:`quadrille_deals`, stored and read back).

Every public name is imported here: ``from gamelib.analysis.compare import errata`` and
``compare.errata()`` work whichever module holds it.

Rule sets are named by their source key: ``noothoven`` (the Dutch booklet), ``academie``,
``hoe-speel-je`` (the modern page); Engelmann's errors come from his modules and the catalogue.
"""

from gamelib.analysis.compare.differences import REPIC_EXAMPLE, differences, readings
from gamelib.analysis.compare.effects import (
    DEAL_COLUMNS,
    FULL_DEALS,
    NONE,
    PLAY_SEED,
    PLAY_STEP,
    mean_payment,
    ombre_deals,
    ombre_effects,
    ombre_matador_effect,
    ombre_outcome_effect,
    ombre_outcome_payout_effect,
    play_rows,
    plot_matador_payments,
    plot_rates,
    quadrille_deals,
    quadrille_effects,
    quadrille_matador_effect,
)
from gamelib.analysis.compare.errata import (
    RED_NAMES,
    errata,
    modern_page_red_trumps,
    printed_odds,
    printed_words,
)
from gamelib.analysis.compare.summary import (
    ERRATA_GROUPS,
    GAME_SOURCES,
    SOURCE_NAMES,
    agreement,
    errata_counts,
    errata_summary,
    in_short,
)
from gamelib.analysis.compare.tables import (
    EXAMPLE_SUIT,
    MATADOR_PASSAGE,
    ORDER_PASSAGES,
    ORDERS,
    QUADRILLE_PAIRS,
    SOURCE_LABEL,
    card_orders,
    contracts_side_by_side,
    contracts_table,
    matadors_table,
    ombre_outcomes,
    ombre_payments,
    quadrille_outcome,
    quadrille_outcomes,
    quadrille_payments,
)
from gamelib.players.plain import ombre_plain_player

__all__ = [
    "DEAL_COLUMNS", "ERRATA_GROUPS", "EXAMPLE_SUIT", "FULL_DEALS", "GAME_SOURCES",
    "MATADOR_PASSAGE", "NONE", "ORDERS", "ORDER_PASSAGES", "PLAY_SEED", "PLAY_STEP",
    "QUADRILLE_PAIRS", "RED_NAMES", "REPIC_EXAMPLE", "SOURCE_LABEL", "SOURCE_NAMES", "agreement",
    "card_orders", "contracts_side_by_side", "contracts_table", "differences", "errata",
    "errata_counts", "errata_summary", "in_short", "matadors_table", "mean_payment",
    "modern_page_red_trumps", "ombre_deals", "ombre_effects", "ombre_matador_effect",
    "ombre_outcome_effect", "ombre_outcome_payout_effect", "ombre_outcomes", "ombre_payments",
    "ombre_plain_player", "play_rows", "plot_matador_payments", "plot_rates", "printed_odds",
    "printed_words", "quadrille_deals", "quadrille_effects", "quadrille_matador_effect",
    "quadrille_outcome", "quadrille_outcomes", "quadrille_payments", "readings",
]
