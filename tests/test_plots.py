"""The standard figures, drawn with the Agg backend on small data."""

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
import pytest  # noqa: E402

from gamelib.analysis.montecarlo import simulate  # noqa: E402
from gamelib.core.stats import wilson_interval  # noqa: E402
from gamelib.show import plots  # noqa: E402


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


@pytest.fixture
def outcomes():
    return pd.DataFrame({
        "outcome": ["win"] * 6 + ["remise"] * 3 + ["codille"] * 1 + ["win", "remise"],
        "contract": ["solo"] * 5 + ["ask"] * 5 + ["solo", None],
    })


def test_rates_draws_one_bar_per_value_with_its_wilson_interval(outcomes):
    ax = plots.rates(outcomes, "outcome")
    assert len(ax.patches) == 3
    assert [t.get_text() for t in ax.get_yticklabels()] == ["codille", "remise", "win"]
    widths = [bar.get_width() for bar in ax.patches]
    assert widths == pytest.approx([1 / 12, 4 / 12, 7 / 12])
    # the error bar of "win" spans its Wilson interval
    caps = [line for line in ax.lines if len(line.get_xdata()) == 3]
    low, high = wilson_interval(7, 12)
    xs = np.concatenate([line.get_xdata() for line in caps])
    assert np.isclose(xs, low).any() and np.isclose(xs, high).any()
    assert [t.get_text() for t in ax.texts] == ["8.3 %", "33.3 %", "58.3 %"]
    assert ax.get_title() == "outcome (n = 12 deals)"
    assert ax.get_xlabel() == "share of deals, with 95% Wilson interval"
    assert ax.get_ylabel() == "outcome"


def test_rates_by_group_draws_a_coloured_bar_per_group_and_value_and_names_missing(outcomes):
    ax = plots.rates(outcomes, "outcome", by="contract")
    # one bar for each (contract, outcome) pair that occurs, a missing contract included
    groups = pd.Series(outcomes["contract"]).fillna("(none)")
    pairs = len(set(zip(groups, outcomes["outcome"])))
    assert len(ax.patches) == pairs
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    assert legend == ["ask (n = 5)", "solo (n = 6)", "(none) (n = 1)"]
    assert ax.get_legend().get_title().get_text() == "contract"
    colours = {bar.get_facecolor()[:3] for bar in ax.patches}
    assert len(colours) == 3
    assert ax.get_title() == "outcome by contract (n = 12 deals)"


def test_rates_are_deterministic(outcomes):
    a = plots.rates(outcomes, "outcome", by="contract")
    b = plots.rates(outcomes, "outcome", by="contract")
    assert [p.get_facecolor() for p in a.patches] == [p.get_facecolor() for p in b.patches]
    assert [p.get_width() for p in a.patches] == [p.get_width() for p in b.patches]


def test_distribution_of_whole_numbers_has_a_bar_per_value_and_marks_the_mean():
    frame = pd.DataFrame({"return_0": [-2, -2, 0, 1, 1, 1, 3]})
    ax = plots.distribution(frame, "return_0")
    assert len(ax.patches) == 6  # -2 .. 3, one bin each
    assert [p.get_height() for p in ax.patches] == [2, 0, 1, 3, 0, 1]
    mean_line = ax.lines[0]
    assert mean_line.get_xdata()[0] == pytest.approx(2 / 7)
    assert ax.get_legend().get_texts()[0].get_text().startswith("mean 0.286 ± ")
    assert (ax.get_xlabel(), ax.get_ylabel()) == ("return_0", "deals")
    assert ax.get_title() == "distribution of return_0 (n = 7)"


def test_distribution_refuses_text_and_unknown_columns(outcomes):
    with pytest.raises(ValueError, match="not numeric: use plots.rates"):
        plots.distribution(outcomes, "outcome")
    with pytest.raises(KeyError, match="no column 'tricks'"):
        plots.distribution(outcomes, "tricks")


def test_growth_draws_nested_bands_and_the_median():
    paths = np.cumsum(np.random.default_rng(0).integers(0, 3, size=(200, 15)), axis=1)
    ax = plots.growth(paths, quantiles=(0.05, 0.25, 0.5, 0.75, 0.95), label="pool", show_max=True)
    assert len(ax.collections) == 2 and len(ax.lines) == 2
    median = ax.lines[0]
    assert list(median.get_xdata()) == list(range(1, 16))
    assert np.allclose(median.get_ydata(), np.median(paths, axis=0))
    assert np.allclose(ax.lines[1].get_ydata(), paths.max(axis=0))
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    assert legend == ["5 %–95 % of sessions", "25 %–75 % of sessions", "median",
                      "largest in any of the 200 sessions"]
    assert (ax.get_xlabel(), ax.get_ylabel()) == ("hand", "pool")
    assert ax.get_title() == "pool over 15 hands, 200 sessions"


def test_growth_band_edges_are_the_quantiles():
    paths = np.arange(100.0).reshape(20, 5)  # session s, step t: 5 s + t
    ax = plots.growth(paths, quantiles=(0.1, 0.9))
    band = ax.collections[0].get_paths()[0].vertices
    assert band[:, 1].min() == pytest.approx(np.quantile(paths[:, 0], 0.1))
    assert band[:, 1].max() == pytest.approx(np.quantile(paths[:, -1], 0.9))
    assert len(ax.lines) == 0  # an even count of quantiles: bands only, no middle line


def test_growth_refuses_bad_shapes_and_quantiles():
    with pytest.raises(ValueError, match="2-D array of sessions x steps"):
        plots.growth(np.zeros(5))
    with pytest.raises(ValueError, match=r"quantiles must lie in \[0, 1\]"):
        plots.growth(np.zeros((3, 3)), quantiles=(0.5, 1.5))


def test_plots_draw_on_a_given_axes_and_save(tmp_path):
    """Each plot draws on the Axes it is given; a simulated frame makes all three figures."""
    frame = simulate("kleeblatt", n=40, seed=1, progress=False)
    fig, axes = plt.subplots(1, 3, figsize=(15, 4))
    assert plots.rates(frame, "phase", ax=axes[0]) is axes[0]
    assert plots.distribution(frame, "banker", ax=axes[1]) is axes[1]
    paths = np.cumsum(frame[["return_0", "return_1", "return_2"]].to_numpy().T, axis=1)
    assert plots.growth(paths, ax=axes[2], label="net", xlabel="deal") is axes[2]
    fig.savefig(tmp_path / "three.png")
    assert (tmp_path / "three.png").stat().st_size > 10_000
