"""The standard figures of the collection: outcome rates, distributions, growth over sessions.

    from gamelib.show import plots
    plots.rates(frame, "outcome", by="contract")        # rates with Wilson 95 % intervals
    plots.distribution(frame, "return_0")               # histogram of a seat's result
    plots.growth(pool_paths, label="pool (counters)")   # quantile bands over many sessions

Each function draws on ``ax`` (or a new figure) and returns the Axes; colours come from the fixed
``tab10`` cycle in order, so the same data always gives the same picture.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from gamelib.core.errors import UnknownName
from gamelib.core.names import (
    game_name,
    header,
    method_name,
    options_text,
    player_name,
    shown,
)
from gamelib.core.stats import mean_interval, rate_table

PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
           "#7f7f7f", "#bcbd22", "#17becf")
"""Matplotlib's ``tab10`` colours, used in this order (group 0 the first colour, and so on)."""


def _axes(ax: Any, height: float = 4.0, width: float = 7.0) -> Any:
    if ax is not None:
        return ax
    import matplotlib.pyplot as plt

    _, ax = plt.subplots(figsize=(width, height), layout="constrained")
    return ax


def _label(value: Any, column: Any = None) -> str:
    """A value of ``column`` as a tick or legend label, in the naming table's words
    (:func:`gamelib.core.names.shown`); a missing value (no contract in an all-pass deal, say)
    reads "(none)"."""
    import pandas as pd

    if value is None or (pd.api.types.is_scalar(value) and pd.isna(value)):
        return "(none)"
    if isinstance(value, tuple) and len(value) == 1:  # a groupby key
        return _label(value[0], column)
    return str(shown(column, value))


def _percent(x: float) -> str:
    return f"{100 * x:.1f} %"


def rates(frame: Any, column: str, by: str | None = None, ax: Any = None,
          confidence: float = 0.95) -> Any:
    """A horizontal bar per value of ``column``: its share of the deals, with the Wilson
    interval as an error bar and the rate written beside it; with ``by``, one bar per group
    for each value (rates within the group), the groups told apart by colour in a legend
    headed by the group's name. Values, headers and groups read in the naming table's words
    (``policy`` is "player", "failed-vole" "failed vole")."""
    table = rate_table(frame, column, by=by, confidence=confidence)
    # Values in sorted order (missing last), the same for every group.
    ordered = rate_table(frame, column, confidence=confidence)[column]
    values = list(dict.fromkeys(_label(v, column) for v in ordered))
    where = {value: i for i, value in enumerate(values)}
    parts = ([(None, table)] if by is None else
             list(table.groupby(by, dropna=False, sort=False)))
    bar_height = 0.8 / len(parts)
    ax = _axes(ax, height=1.4 + 0.25 * len(values) * len(parts), width=7.0 if by is None else 9.0)
    positions = np.arange(len(values), dtype=float)
    for g, (group, part) in enumerate(parts):
        y = np.array([positions[where[_label(v, column)]] for v in part[column]])
        y = y - 0.4 + bar_height * (g + 0.5)
        rate = part["rate"].to_numpy()
        errors = np.vstack([rate - part["low"].to_numpy(), part["high"].to_numpy() - rate])
        label = (None if by is None else
                 f"{_label(group, by)} (n = {int(part['n'].iloc[0]):,})")
        ax.barh(y, rate, height=bar_height * 0.9, xerr=errors, color=PALETTE[g % len(PALETTE)],
                error_kw={"ecolor": "#333333", "capsize": 3, "elinewidth": 1}, label=label)
        for yi, r, high in zip(y, rate, part["high"].to_numpy()):
            ax.text(high + 0.01, yi, _percent(r), va="center", ha="left", fontsize=8)
    ax.set_yticks(positions, values)
    ax.invert_yaxis()  # the first value at the top, as a table reads
    # Room right of the longest error bar for its label; ticks only up to 100 %.
    top = min(1.0, float(np.nanmax(table["high"]))) if len(table) else 1.0
    ax.set_xlim(0, top + 0.13)
    ax.set_xticks(np.arange(0, min(1.0, top + 0.13) + 1e-9, 0.1 if top <= 0.5 else 0.2))
    ax.xaxis.set_major_formatter(_percent_formatter())
    ax.set_xlabel(f"share of deals, with {confidence:.0%} Wilson interval")
    ax.set_ylabel(header(column))
    n = len(frame)
    title = (f"{header(column)} (n = {n:,} deals)" if by is None
             else f"{header(column)} by {header(by)} (n = {n:,} deals)")
    ax.set_title(title)
    if by is not None:
        ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8, frameon=False,
                  title=header(by), title_fontsize=8, alignment="left")
    ax.grid(axis="x", color="#dddddd", linewidth=0.6)
    ax.set_axisbelow(True)
    return ax


def _percent_formatter():
    from matplotlib.ticker import FuncFormatter

    return FuncFormatter(lambda x, _pos: f"{100 * x:.0f} %")


def distribution(frame: Any, column: str, ax: Any = None, bins: Any = None) -> Any:
    """A histogram of the numeric ``column`` (one bar per whole number when the values are
    whole and few), with the mean and its 95 % interval marked."""
    if column not in frame.columns:
        raise UnknownName(f"no column {column!r}; the frame has: "
                          f"{', '.join(map(str, frame.columns))}")
    if frame[column].dropna().empty:  # (an empty column has no numeric type either)
        raise ValueError(f"column {column!r} has no values to draw")
    if not _numeric(frame[column]):
        raise ValueError(f"column {column!r} is not numeric: use plots.rates for its values")
    values = np.asarray(frame[column].dropna(), dtype=float)
    from matplotlib.ticker import MaxNLocator

    ax = _axes(ax)
    if bins is None:
        low, high = values.min(), values.max()
        whole = np.all(values == np.round(values))
        bins = (np.arange(low - 0.5, high + 1.5) if whole and high - low <= 60
                else np.histogram_bin_edges(values, bins="auto"))
    ax.hist(values, bins=bins, color=PALETTE[0], edgecolor="white", linewidth=0.6)
    est = mean_interval(values)
    ax.axvline(est.mean, color=PALETTE[3], linestyle="--", linewidth=1.2,
               label=f"mean {est.mean:.3g}"
               + (f" ± {est.high - est.mean:.2g} (95 %)" if est.n > 1 else ""))
    ax.legend(loc="upper right", fontsize=8, frameon=False)
    ax.set_xlabel(column)
    ax.set_ylabel("deals")
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))  # counts of deals are whole
    ax.set_title(f"distribution of {column} (n = {values.size:,})")
    ax.grid(axis="y", color="#dddddd", linewidth=0.6)
    ax.set_axisbelow(True)
    return ax


def _numeric(series: Any) -> bool:
    import pandas as pd

    return pd.api.types.is_numeric_dtype(series) or pd.api.types.is_bool_dtype(series)


def growth(paths: Any, quantiles: Sequence[float] = (0.1, 0.5, 0.9), ax: Any = None,
           label: str = "value", xlabel: str = "hand", start: int = 1,
           show_max: bool = False) -> Any:
    """Quantile bands of a quantity per step over many sessions: ``paths`` is a 2-D array
    (sessions x steps). The outer quantiles bound shaded bands (nested, darker inwards); the
    middle quantile, when the count is odd, is drawn as a line; ``show_max`` adds the largest
    value of any session at each step as a dotted line. Steps are numbered from ``start``."""
    data = np.asarray(paths, dtype=float)
    if data.ndim != 2 or data.shape[0] == 0 or data.shape[1] == 0:
        raise ValueError(f"paths must be a 2-D array of sessions x steps, not of shape {data.shape}")
    qs = sorted(float(q) for q in quantiles)
    if not qs or any(not 0.0 <= q <= 1.0 for q in qs):
        raise ValueError(f"quantiles must lie in [0, 1], not {tuple(quantiles)!r}")
    ax = _axes(ax)
    steps = np.arange(start, start + data.shape[1])
    levels = np.quantile(data, qs, axis=0)
    pairs = len(qs) // 2
    for i in range(pairs):
        lo, hi = qs[i], qs[-1 - i]
        ax.fill_between(steps, levels[i], levels[-1 - i], color=PALETTE[0],
                        alpha=0.18 + 0.22 * i / max(1, pairs), linewidth=0,
                        label=f"{_quantile_name(lo)}–{_quantile_name(hi)} of sessions")
    if len(qs) % 2:
        middle = qs[pairs]
        name = "median" if middle == 0.5 else f"{_quantile_name(middle)} quantile"
        ax.plot(steps, levels[pairs], color=PALETTE[0], linewidth=1.8, label=name)
    if show_max:
        ax.plot(steps, data.max(axis=0), color=PALETTE[3], linestyle=":", linewidth=1.4,
                label=f"largest in any of the {data.shape[0]:,} sessions")
    if len(steps) > 1:
        ax.set_xlim(steps[0], steps[-1])
    ax.set_xlabel(xlabel)
    ax.set_ylabel(label)
    ax.set_title(f"{label} over {data.shape[1]:,} {xlabel}s, {data.shape[0]:,} sessions")
    ax.legend(loc="upper left", fontsize=8, frameon=False)
    ax.grid(color="#dddddd", linewidth=0.6)
    ax.set_axisbelow(True)
    return ax


def _quantile_name(q: float) -> str:
    return f"{100 * q:g} %"




# ---- the studies' figures (gamelib.analysis.studies) ----------------------------------------


def plot_beasts(paths: dict, what: str = "beasts", label: str = "open beasts (counters)"):
    """One panel per marking: the quantile bands of ``what`` over the hands, and the largest
    value of any session (:func:`gamelib.show.plots.growth`)."""
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, len(paths), figsize=(6 * len(paths), 3.8), sharey=True,
                             layout="constrained")
    axes = np.atleast_1d(axes)
    for ax, (marking, p) in zip(axes, paths.items()):
        growth(p[what], ax=ax, label=label, show_max=True)
        ax.set_title(f"{marking} marking: {label}, {p[what].shape[0]:,} sessions")
    return axes


def plot_seat_advantages(table: Any):
    """The estimates with their intervals, and as a cross the value of no advantage (one half
    for a rate, nought for a lead) or the exact value: one panel for the rates and one for each
    game measured by a mean (their units differ)."""
    import matplotlib.pyplot as plt

    panels = [("rates", table[table["kind"] == "rate"], "share, with 95 % Wilson interval")]
    means = table[table["kind"] != "rate"]
    for game, part in means.groupby("game", sort=False):
        panels.append((game_name(game), part, "mean, with 95 % interval"))
    fig, axes = plt.subplots(len(panels), 1, figsize=(10, 1.0 + 0.55 * len(table) + 1.0 *
                                                      len(panels)), layout="constrained",
                             height_ratios=[max(1, len(p)) for _, p, _ in panels])
    for ax, (name, part, xlabel) in zip(np.atleast_1d(axes), panels):
        labels = [f"{game_name(g)}: {q} [{method_name(m)}]"
                  for g, q, m in zip(part["game"], part["question"], part["method"])]
        y = np.arange(len(part))
        est = part["estimate"].to_numpy(float)
        err = np.vstack([est - part["low"].to_numpy(float), part["high"].to_numpy(float) - est])
        ax.errorbar(est, y, xerr=err, fmt="o", color="#1f77b4", capsize=3,
                    label="estimate (simulated) or exact value")
        ax.plot(part["reference"].to_numpy(float), y, "x", color="#d62728", markersize=9,
                label="no advantage, or the exact value")
        ax.set_yticks(y, labels, fontsize=8)
        ax.set_ylim(len(part) - 0.5, -0.5)
        ax.set_xlabel(xlabel)
        ax.set_title(f"who is favoured: {name}", fontsize=10)
        ax.grid(axis="x", color="#dddddd", linewidth=0.6)
        ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
    return axes


def plot_seat_matches(table: Any):
    """A challenger's gain a deal at each seat against each field (the rows of
    :func:`gamelib.analysis.matches.seat_matches`), with its 95 % interval: one panel a game
    (their units differ), a row a field and seat; the line at nought is no gain."""
    import matplotlib.pyplot as plt

    games = list(dict.fromkeys(zip(table["game"], table["options"])))
    parts = [table[(table["game"] == g) & (table["options"] == o)] for g, o in games]
    fig, axes = plt.subplots(len(parts), 1, figsize=(9, 0.9 + sum(0.28 * len(p) + 0.7
                                                                  for p in parts)),
                             layout="constrained", height_ratios=[len(p) for p in parts])
    for ax, (game, options), part in zip(np.atleast_1d(axes), games, parts):
        y = np.arange(len(part))
        gain = part["gain"].to_numpy(float)
        err = np.vstack([gain - part["low"].to_numpy(float), part["high"].to_numpy(float) - gain])
        ax.errorbar(gain, y, xerr=err, fmt="o", color="#1f77b4", capsize=3)
        ax.axvline(0, color="#d62728", linewidth=1)
        ax.set_yticks(y, [f"{s} against {player_name(f)}"
                          for s, f in zip(part["seat"], part["field"])], fontsize=8)
        ax.set_ylim(len(part) - 0.5, -0.5)
        where = "" if options == "(defaults)" else f" ({options_text(options)})"
        ax.set_title(f"{game_name(game)}{where}: PIMC's gain a deal, with 95 % interval",
                     fontsize=9)
        ax.grid(axis="x", color="#dddddd", linewidth=0.6)
    return axes


def plot_odds(table: Any):
    """Each solo hand: the win probability by each method with its interval, and the booklet's
    printed odds as a cross."""
    import matplotlib.pyplot as plt

    hands = list(dict.fromkeys(table["hand"]))
    methods = list(dict.fromkeys(table["method"]))
    fig, ax = plt.subplots(figsize=(9, 1.2 + 0.5 * len(hands)), layout="constrained")
    y0 = np.arange(len(hands), dtype=float)
    step = 0.7 / max(1, len(methods))
    for m, method in enumerate(methods):
        part = table[table["method"] == method].set_index("hand").reindex(hands)
        y = y0 - 0.35 + step * (m + 0.5)
        p = part["p"].to_numpy(float)
        err = np.vstack([p - part["low"].to_numpy(float), part["high"].to_numpy(float) - p])
        n = part["n"].dropna().astype(int)
        deals = f"{n.min()}" if n.min() == n.max() else f"{n.min()}-{n.max()}"
        ax.errorbar(p, y, xerr=err, fmt="o", capsize=3, color=PALETTE[m % len(PALETTE)],
                    label=f"{method_name(method)} (n = {deals} deals a hand)")
    printed = table.drop_duplicates("hand").set_index("hand").reindex(hands)
    labels = [f"{h}  ({o})" for h, o in zip(hands, printed["odds printed"])]
    ax.plot(printed["printed p"].to_numpy(float), y0, "x", color="black", markersize=9,
            label="the booklet's printed odds")
    ax.set_yticks(y0, labels)
    ax.invert_yaxis()
    ax.set_xlim(0, 1.02)
    ax.set_xlabel("probability that the solo wins (95 % Wilson interval)")
    ax.set_ylabel("solo hand (odds printed)")
    ax.set_title("The booklet's solo hands: printed odds against play")
    ax.grid(axis="x", color="#dddddd", linewidth=0.6)
    ax.legend(fontsize=8, loc="lower left")
    return ax


__all__ = ["PALETTE", "distribution", "growth", "plot_beasts", "plot_odds",
           "plot_seat_advantages", "rates"]
