"""Intervals for Monte Carlo estimates: Wilson intervals for rates, normal intervals for means.

    from gamelib.core.stats import wilson_interval, mean_interval, agrees, rate_table
    low, high = wilson_interval(27, 31)                    # a rate of 27 in 31, 95 % interval
    est = mean_interval(frame["return_0"]); agrees(est.mean, est.se, exact=0.0)
    rate_table(frame, "outcome", by="contract")            # count, n, rate, low, high per value

Everything is computed with the standard library's normal distribution (no scipy needed).
"""

from __future__ import annotations

import math
from statistics import NormalDist
from typing import Any, NamedTuple

import numpy as np

from gamelib.core.errors import UnknownName


def z_value(confidence: float = 0.95) -> float:
    """The two-sided normal quantile for ``confidence`` (1.959964... for 0.95)."""
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must lie strictly between 0 and 1, not {confidence!r}")
    return NormalDist().inv_cdf(1.0 - (1.0 - confidence) / 2.0)


def wilson_interval(successes: Any, n: Any, confidence: float = 0.95) -> tuple[Any, Any]:
    """Wilson's score interval ``(low, high)`` for a rate of ``successes`` in ``n`` trials.

    Works elementwise on numpy arrays (then it returns two arrays); with ``n == 0`` the interval
    is ``(nan, nan)``: no trials, no information. Unlike the plain normal interval it stays inside
    [0, 1] and is not empty at 0 or n successes (E. B. Wilson, JASA 22, 1927).
    """
    k = np.asarray(successes, dtype=float)
    m = np.asarray(n, dtype=float)
    if np.any(m < 0) or np.any(k < 0) or np.any(k > m):
        raise ValueError("wilson_interval needs 0 <= successes <= n "
                         f"(got successes={successes!r}, n={n!r})")
    z = z_value(confidence)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = k / m
        denominator = 1.0 + z * z / m
        centre = (p + z * z / (2.0 * m)) / denominator
        half = z * np.sqrt(p * (1.0 - p) / m + z * z / (4.0 * m * m)) / denominator
        low = np.where(m > 0, np.clip(centre - half, 0.0, 1.0), np.nan)
        high = np.where(m > 0, np.clip(centre + half, 0.0, 1.0), np.nan)
    # At 0 (or n) successes the bound is exactly 0 (or 1); rounding must not move it.
    low = np.where(k == 0, np.where(m > 0, 0.0, np.nan), low)
    high = np.where((k == m) & (m > 0), 1.0, high)
    if low.ndim == 0:
        return float(low), float(high)
    return low, high


class MeanInterval(NamedTuple):
    """A sample mean with its standard error and normal-approximation interval."""

    mean: float
    se: float
    low: float
    high: float
    n: int

    def __str__(self) -> str:
        return f"{self.mean:.4g} ± {self.se:.2g} (n={self.n}, [{self.low:.4g}, {self.high:.4g}])"


def mean_interval(values: Any, confidence: float = 0.95) -> MeanInterval:
    """The mean of ``values`` with its standard error (sample sd / sqrt n) and the interval
    mean ± z·se. NaN values are dropped; a single value has se = nan."""
    x = np.asarray(values, dtype=float).ravel()
    x = x[~np.isnan(x)]
    n = int(x.size)
    if n == 0:
        raise ValueError("mean_interval needs at least one value")
    mean = float(x.mean())
    se = float(x.std(ddof=1) / math.sqrt(n)) if n > 1 else math.nan
    z = z_value(confidence)
    return MeanInterval(mean, se, mean - z * se, mean + z * se, n)


def agrees(estimate: float, se: float, exact: float, k: float = 4.0) -> bool:
    """Whether a Monte Carlo ``estimate`` with standard error ``se`` lies within ``k`` standard
    errors of the ``exact`` value (for tests that cross-check simulation against enumeration).
    With ``se == 0`` the estimate must equal the exact value (to rounding)."""
    if se < 0 or math.isnan(se):
        raise ValueError(f"a standard error must be a non-negative number, not {se!r}")
    return abs(estimate - exact) <= k * se + 1e-12 * max(1.0, abs(exact))


def rate_table(frame: Any, column: str, by: str | None = None,
               confidence: float = 0.95) -> Any:
    """Each value of ``column`` with its count, the number of rows, the rate and its Wilson
    interval; with ``by``, one block of rates per group (rates within the group).

    Returns a pandas DataFrame with columns (``by``,) ``column``, count, n, rate, low, high,
    sorted by group then by value, so the order is deterministic."""
    import pandas as pd

    if column not in frame.columns:
        raise UnknownName(f"no column {column!r}; the frame has: "
                          f"{', '.join(map(str, frame.columns))}")
    keys = [by, column] if by is not None else [column]
    if by is not None and by not in frame.columns:
        raise UnknownName(f"no column {by!r}; the frame has: "
                          f"{', '.join(map(str, frame.columns))}")
    counts = frame.groupby(keys, dropna=False, sort=True).size().rename("count").reset_index()
    if by is None:
        counts["n"] = len(frame)
    else:
        counts["n"] = counts.groupby(by, dropna=False)["count"].transform("sum")
    counts["rate"] = counts["count"] / counts["n"]
    low, high = wilson_interval(counts["count"].to_numpy(), counts["n"].to_numpy(), confidence)
    counts["low"], counts["high"] = low, high
    return pd.DataFrame(counts).reset_index(drop=True)
