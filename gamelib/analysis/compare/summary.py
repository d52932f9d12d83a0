"""The comparison in short: where the two sources of each game agree and part, counted
(:func:`agreement`), the errata counted by source and kind (:func:`errata_summary`) and by how
they were found (:func:`errata_counts`), and the three paragraphs written from those counts
(:func:`in_short`)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from gamelib.analysis.compare.differences import differences
from gamelib.analysis.compare.errata import errata
from gamelib.analysis.compare.tables import EXAMPLE_SUIT, ORDERS, ombre_outcomes, quadrille_outcomes
from gamelib.games.ombre import order as om


def errata_summary() -> pd.DataFrame:
    """How many errors of each kind each source has (from :func:`errata`)."""
    e = errata()
    return (e.groupby(["source", "kind"]).size().rename("count").reset_index()
            .sort_values(["source", "kind"]).reset_index(drop=True))


#: The two sources of each game compared, and how the tables name the sources.
GAME_SOURCES = {"Ombre": ("noothoven", "academie"), "Quadrille": ("noothoven", "hoe-speel-je")}
SOURCE_NAMES = {"noothoven": "booklet", "academie": "Académie", "hoe-speel-je": "modern page",
                "engelmann": "Engelmann"}


def agreement() -> pd.DataFrame:
    """Where the two sources of each game agree and where they part, counted: one column a game
    and its two sources, one row a question: the card orders (trumps and plain suit, black and
    red) that rank the same cards alike, the trick splits given the same result, those named
    differently and those one source leaves unnamed (:func:`ombre_outcomes`,
    :func:`quadrille_outcomes`), and the topics of :func:`differences`."""
    diffs = differences()
    out = {}
    for game, (a, b) in GAME_SOURCES.items():
        orders = [order(suit, ORDERS[(game, key)]) for key in (a, b)
                  for suit in EXAMPLE_SUIT.values() for order in (om.trump_order, om.plain_order)]
        half = len(orders) // 2
        alike = sum(x == y for x, y in zip(orders[:half], orders[half:]))
        marks = (ombre_outcomes() if game == "Ombre" else quadrille_outcomes())["mark"]
        out[f"{game}: {SOURCE_NAMES[a]} / {SOURCE_NAMES[b]}"] = {
            "card orders ranking the same cards alike": f"{alike} of {half}",
            "trick splits given the same result": f"{int((marks == '').sum())} of {len(marks)}",
            "trick splits named differently": int((marks == "differ").sum()),
            "trick splits one source leaves unnamed": int((marks == "silent").sum()),
            "topics where the two sources differ": int((diffs["game"] == game).sum()),
        }
    return pd.DataFrame(out)


#: How :func:`errata_counts` groups the errata: by computation, the catalogue's readings of
#: damaged words, and its notes with the remarks on the Académie's example.
ERRATA_GROUPS = ("found by computation", "OCR or printing readings", "notes and remarks")


def errata_counts() -> pd.DataFrame:
    """The errata of each source (:func:`errata`) counted in :data:`ERRATA_GROUPS`: errors found
    by computation (a replay, a count, the tariff as data, the stored play of the printed
    odds), the catalogue's readings of words the OCR or the printer damaged, and the notes and
    remarks on a reading; one row a source, and its total."""
    e = errata()
    noted = (e["found by"] == "catalogue note") | (e["kind"] == "remark on the example")
    group = np.select([e["found by"] == "catalogue reading", noted], ERRATA_GROUPS[1:],
                      ERRATA_GROUPS[0])
    table = pd.crosstab(e["source"].map(SOURCE_NAMES), group).reindex(
        index=[n for n in SOURCE_NAMES.values() if n in set(e["source"].map(SOURCE_NAMES))],
        columns=list(ERRATA_GROUPS), fill_value=0).astype(int)
    table["total"] = table.sum(axis=1)
    table.index.name, table.columns.name = "source", None
    return table


#: How a sentence places a source's errors.
_IN_SOURCE = {"booklet": "in the booklet", "Académie": "in the Académie",
              "modern page": "on the modern page", "Engelmann": "in Engelmann"}


def in_short(agree: pd.DataFrame | None = None, counts: pd.DataFrame | None = None) -> str:
    """Where the sources agree, disagree and err, in three short paragraphs of Markdown written
    from the counts of :func:`agreement` and :func:`errata_counts` (computed when not given)."""
    agree = agreement() if agree is None else agree
    counts = errata_counts() if counts is None else counts
    ombre, quadrille = agree.columns
    a = agree.loc
    computed = counts["found by computation"]
    where = ", ".join(f"{n} {_IN_SOURCE.get(source, source)}"
                      for source, n in computed.items() if n)
    return (
        "**Where they agree.** The four rule sets rank the same forty cards alike "
        f"({a['card orders ranking the same cards alike', ombre]} orders in Ombre, "
        f"{a['card orders ranking the same cards alike', quadrille]} in Quadrille), and the "
        "two Quadrilles give every split of the tricks the same result "
        f"({a['trick splits given the same result', quadrille]}).\n\n"
        "**Where they disagree.** The two Ombres give "
        f"{a['trick splits given the same result', ombre]} splits the same result, name "
        f"{a['trick splits named differently', ombre]} differently and leave "
        f"{a['trick splits one source leaves unnamed', ombre]} unnamed in one of them; they "
        f"part on {a['topics where the two sources differ', ombre]} topics (names, matadors, "
        "contracts, money), the two Quadrilles on "
        f"{a['topics where the two sources differ', quadrille]}.\n\n"
        f"**Where they err.** {computed.sum()} errors are found by computation ({where}): "
        "misprints, contradictions, omissions, arithmetic, and printed odds that play rejects. "
        f"Beside them the catalogue reads {counts['OCR or printing readings'].sum()} passages "
        "whose words the OCR or the printer damaged, and carries "
        f"{counts['notes and remarks'].sum()} notes and remarks.")
