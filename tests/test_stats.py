"""Intervals for Monte Carlo estimates, checked against closed forms and published values."""

import math
from statistics import NormalDist

import numpy as np
import pandas as pd
import pytest

from gamelib.core.stats import agrees, mean_interval, rate_table, wilson_interval, z_value

Z95 = NormalDist().inv_cdf(0.975)


def wilson_by_hand(k, n, z=Z95):
    """Wilson's score interval written out from its definition, independently of the module:
    the p with |k/n - p| = z sqrt(p(1-p)/n), the two roots of a quadratic in p."""
    a = 1 + z * z / n
    b = -(2 * k / n + z * z / n)
    c = (k / n) ** 2
    root = math.sqrt(b * b - 4 * a * c)
    return (-b - root) / (2 * a), (-b + root) / (2 * a)


def test_z_value_is_the_two_sided_normal_quantile():
    assert z_value(0.95) == pytest.approx(1.959963984540054)
    assert z_value(0.99) == pytest.approx(2.5758293035489)
    with pytest.raises(ValueError, match="strictly between 0 and 1"):
        z_value(1.0)


@pytest.mark.parametrize("k", [0, 5, 10])
def test_wilson_for_0_5_10_of_10_matches_the_quadratic_roots(k):
    """The interval is where the score test just fails to reject p: the quadratic's roots."""
    low, high = wilson_interval(k, 10)
    want_low, want_high = wilson_by_hand(k, 10)
    assert low == pytest.approx(max(0.0, want_low), abs=1e-12)
    assert high == pytest.approx(min(1.0, want_high), abs=1e-12)


def test_wilson_closed_forms_at_the_ends():
    """0 of n: [0, z²/(n+z²)]; n of n: [n/(n+z²), 1]; both exact at the end they touch."""
    z2 = Z95 ** 2
    assert wilson_interval(0, 10) == (0.0, pytest.approx(z2 / (10 + z2)))
    assert wilson_interval(10, 10) == (pytest.approx(10 / (10 + z2)), 1.0)
    assert wilson_interval(5, 10) == (pytest.approx(0.2365930905), pytest.approx(0.7634069095))


@pytest.mark.parametrize("k, n, low, high", [
    # Newcombe, Statistics in Medicine 17 (1998) 857-872, Table I, method 3 (score, no correction)
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
])
def test_wilson_matches_newcombes_published_table(k, n, low, high):
    got = wilson_interval(k, n)
    assert got[0] == pytest.approx(low, abs=5e-5) and got[1] == pytest.approx(high, abs=5e-5)


def test_wilson_is_vectorised_and_gives_nan_without_trials():
    low, high = wilson_interval(np.array([0, 5, 10, 0]), np.array([10, 10, 10, 0]))
    assert low.shape == high.shape == (4,)
    for i, k in enumerate([0, 5, 10]):
        assert (low[i], high[i]) == pytest.approx(wilson_interval(k, 10))
    assert math.isnan(low[3]) and math.isnan(high[3])


def test_wilson_narrows_with_more_trials_and_widens_with_confidence():
    assert np.ptp(wilson_interval(50, 100)) < np.ptp(wilson_interval(5, 10))
    assert np.ptp(wilson_interval(5, 10, 0.99)) > np.ptp(wilson_interval(5, 10, 0.95))


def test_wilson_refuses_impossible_counts():
    with pytest.raises(ValueError, match="0 <= successes <= n"):
        wilson_interval(11, 10)
    with pytest.raises(ValueError, match="0 <= successes <= n"):
        wilson_interval(-1, 10)


def test_mean_interval_uses_the_standard_error_of_the_mean():
    """For 1, 2, 3, 4: mean 2.5, sample sd sqrt(5/3), se = sd/2, interval mean ± z se."""
    est = mean_interval([1, 2, 3, 4])
    se = math.sqrt(5 / 3) / 2
    assert est.mean == 2.5 and est.n == 4 and est.se == pytest.approx(se)
    assert (est.low, est.high) == (pytest.approx(2.5 - Z95 * se), pytest.approx(2.5 + Z95 * se))
    assert "n=4" in str(est)


def test_mean_interval_drops_nan_and_needs_a_value():
    assert mean_interval([1.0, np.nan, 3.0]).n == 2
    assert math.isnan(mean_interval([7.0]).se)
    with pytest.raises(ValueError, match="at least one value"):
        mean_interval([])


def test_agrees_within_k_standard_errors():
    assert agrees(1.0, 0.1, 1.39) and not agrees(1.0, 0.1, 1.41)
    assert agrees(1.0, 0.1, 1.25, k=3) and not agrees(1.0, 0.1, 1.35, k=3)
    assert agrees(0.5, 0.0, 0.5) and not agrees(0.5, 0.0, 0.5001)
    with pytest.raises(ValueError, match="standard error"):
        agrees(1.0, -0.1, 1.0)


def test_rate_table_counts_rates_and_intervals_per_group():
    frame = pd.DataFrame({"outcome": ["win", "win", "remise", "win", "codille", "win"],
                          "contract": ["solo", "solo", "solo", "ask", "ask", "ask"]})
    overall = rate_table(frame, "outcome")
    assert list(overall["outcome"]) == ["codille", "remise", "win"]
    assert list(overall["count"]) == [1, 1, 4] and set(overall["n"]) == {6}
    row = overall.set_index("outcome").loc["win"]
    assert row["rate"] == pytest.approx(4 / 6)
    assert (row["low"], row["high"]) == pytest.approx(wilson_interval(4, 6))
    grouped = rate_table(frame, "outcome", by="contract").set_index(["contract", "outcome"])
    assert grouped.loc[("solo", "win"), "rate"] == pytest.approx(2 / 3)
    assert grouped.loc[("ask", "codille"), "n"] == 3
    with pytest.raises(KeyError, match="no column 'tricks'"):
        rate_table(frame, "tricks")
