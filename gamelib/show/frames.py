"""Tables and lists as a reader reads them. Tables (pandas DataFrames and Series): numbers with
thousands separators and at most three decimals, yes and no for true and false, nothing for a
missing value, no row numbers 0, 1, 2 of pandas' own; text left-aligned and wrapped, a stable
id so the page is the same at every run (nbval compares it), and a long table folded under a
line that opens it."""

from __future__ import annotations

from html import escape

import numpy as np
import pandas as pd
from IPython.display import HTML, Markdown

from gamelib.core.names import READING_COLUMNS, header, listing, option_value, shown

#: Formats a notebook names for its columns: a rate, a share of hands (some rare), a mean.
PERCENT, SHARE, MEAN = "{:.1%}", "{:.2%}", "{:.2f}"


def _number(value) -> str:
    """A cell as a reader reads it: whole numbers with thousands separated, other numbers to
    three decimals at most, nothing for a missing value, a list in words."""
    if value is None or (isinstance(value, (float, np.floating)) and np.isnan(value)):
        return ""
    if isinstance(value, (bool, np.bool_)):
        return "yes" if value else "no"
    if isinstance(value, (int, np.integer)):
        return f"{value:,}"
    if isinstance(value, (float, np.floating)):
        return f"{value:,.3f}".rstrip("0").rstrip(".") if value != int(value) else f"{int(value):,}"
    if isinstance(value, (list, tuple, dict)):
        return listing(value)
    return str(value)


def _index_for_readers(index: pd.Index) -> pd.Index:
    """An index's keys in words, level by level (:func:`gamelib.core.names.shown` by the
    level's name), and the levels' names as headers."""
    if isinstance(index, pd.MultiIndex):
        levels = [[shown(name, v) for v in level] for name, level in zip(index.names, index.levels)]
        return index.set_levels(levels, verify_integrity=False).set_names(
            [None if n is None else header(n) for n in index.names])
    if _numbered(index):
        return index
    named = pd.Index([shown(index.name, v) for v in index], name=index.name)
    return named.rename(None if index.name is None else header(index.name))


def for_readers(frame: pd.DataFrame) -> pd.DataFrame:
    """The table as a reader reads it, its numbers untouched: the keys of the known columns
    (game, rules, player, outcome, contract, method, options ...) and of the index in the
    naming table's words, a reading ("default", "other reading") in the words of the option its
    row names, headers a reader understands ("policy" -> "player"). The frame given keeps its
    keys (for code and checks); only what is shown changes."""
    shown_frame = frame.copy()
    rules = frame["rule"] if "rule" in frame.columns and frame.columns.is_unique else None
    for i, column in enumerate(frame.columns):
        cells = frame.iloc[:, i]
        if pd.api.types.is_numeric_dtype(cells):
            continue
        if rules is not None and column in READING_COLUMNS:
            said = [option_value(rule, v) if isinstance(v, str) else v
                    for rule, v in zip(rules, cells)]
        else:
            said = [shown(column, v) for v in cells]
        shown_frame.isetitem(i, said)
    shown_frame.index = _index_for_readers(frame.index)
    if not isinstance(frame.columns, pd.MultiIndex):
        name = frame.columns.name
        labels = [shown(name, c) if name is not None else header(c) if isinstance(c, str)
                  else c for c in frame.columns]
        shown_frame.columns = pd.Index(labels, name=None if name is None else header(name))
    return shown_frame


def _numbered(index: pd.Index) -> bool:
    """Whether an index is pandas' own numbering 0, 1, 2, ..., which means nothing to a reader."""
    return (isinstance(index, pd.RangeIndex) and index.name is None and index.start == 0
            and index.step == 1)


def table_html(frame: pd.DataFrame | pd.Series) -> str:
    """A table as a reader reads it (see the module's docstring): its cells through the same
    formatting as :func:`styled`, pandas' own row numbers left out, a Series as a table of two
    columns (no ``dtype`` footer). What a notebook shows for a table that ends a cell
    (:func:`show_tables_for_readers`)."""
    if isinstance(frame, pd.Series):
        frame = frame.to_frame(name=frame.name if frame.name is not None else "")
    numbered = _numbered(frame.index)
    frame = for_readers(frame)
    cells = frame.map(_number) if len(frame.columns) else frame
    return cells.to_html(index=not numbered, na_rep="", border=0,
                         classes="reader-table", max_rows=pd.get_option("display.max_rows"))


def show_tables_for_readers() -> None:
    """In a running notebook, show every DataFrame and Series that ends a cell through
    :func:`table_html` (a no-op outside IPython)."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with the notebooks
        return
    shell = get_ipython()
    if shell is None:
        return
    html = shell.display_formatter.formatters["text/html"]
    html.for_type(pd.DataFrame, table_html)
    html.for_type(pd.Series, table_html)


def styled(frame: pd.DataFrame, name: str, formats: dict | None = None, index: bool = False):
    """The table styled for reading: its keys in words and its headers for readers
    (:func:`for_readers`), ``name`` its stable id, ``formats`` a format per column (e.g.
    ``{"rate": PERCENT}``), other numbers with thousands separators and at most three decimals;
    the index shown only with ``index``."""
    frame = for_readers(frame)
    styler = frame.style.set_uuid(name).format(_number)
    if formats:
        formats = {header(column): form for column, form in formats.items()}
        known = {column: form for column, form in formats.items() if column in frame.columns}
        styler = styler.format(known, subset=list(known))
    if not index:
        styler = styler.hide(axis="index")
    return styler.set_properties(**{"text-align": "left", "white-space": "normal"})


def folded(frame: pd.DataFrame, name: str, summary: str, head: pd.DataFrame | None = None,
           **options) -> HTML:
    """A long table folded: ``head`` (a few of its rows, or none) shown, the whole table inside
    a ``<details>`` the reader opens by its ``summary``."""
    shown = "" if head is None else styled(head, f"{name}-head", **options).to_html()
    whole = styled(frame, name, **options).to_html()
    return HTML(f"{shown}<details><summary>{escape(summary)}</summary>{whole}</details>")


def listed(items, numbered: bool = False) -> Markdown:
    """Items (actions, steps of a deal, payment lines: anything that prints) as a list in words,
    one a line, never as a Python list's repr."""
    mark = "1." if numbered else "-"
    return Markdown("\n".join(f"{mark} {item}" for item in items) or "(none)")
