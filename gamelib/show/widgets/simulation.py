"""SimulationWidget: the Académie's pool over many random parties, redrawn as the sliders move.

The simulation is :func:`partie_paths`, a plain function on :class:`gamelib.games.ombre.pool.PoolSession`
and :func:`gamelib.analysis.beasts.random_hand` (stated hand results drawn from outcome rates, which
the source does not give: :data:`gamelib.analysis.beasts.DEFAULT_RATES` is an illustration). It
returns, per partie and hand, the pool, the open beasts and each player's cash as numpy arrays;
the widget only draws them, as SVG: the growth of the open beasts
(the 10-90 % band and median over parties, as :func:`gamelib.show.plots.growth` draws them) and each
player's payout at the end of the partie.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from html import escape

import ipywidgets as w
import numpy as np

from gamelib.analysis.beasts import DEFAULT_RATES, random_hand
from gamelib.core.names import words
from gamelib.games.ombre.pool import MARKINGS, PoolSession
from gamelib.show.widgets.base import (STYLE, GameWidget, SvgChart, one_of, styled, table_html,
                                       within)

PLAYERS = ("A", "B", "C")


@dataclass(frozen=True)
class PartiePaths:
    """Per partie (rows) and hand (columns): pool on the table, total of the open beasts,
    the largest open beast; and per partie, hand and player, the player's cash."""

    pool: np.ndarray
    beasts: np.ndarray
    largest: np.ndarray
    cash: np.ndarray  # parties x hands x 3

    @property
    def payouts(self) -> np.ndarray:
        """Each player's cash at the end of each partie (parties x 3)."""
        return self.cash[:, -1, :]


def partie_paths(seed: int | np.random.Generator, parties: int = 30, hands: int = 40,
                 rates: Mapping[str, float] = DEFAULT_RATES, **options) -> PartiePaths:
    """Play ``parties`` random parties of ``hands`` stated hands each on PoolSession (options
    such as ``marking`` pass through) and record the paths. All parties draw from one numpy
    Generator made from ``seed``."""
    if parties < 1 or hands < 1:
        raise ValueError(f"at least one partie of one hand, not {parties} x {hands}")
    if not any(float(v) > 0 for v in rates.values()):
        raise ValueError("at least one outcome must have a rate above zero")
    rng = np.random.default_rng(seed) if not isinstance(seed, np.random.Generator) else seed
    pool = np.zeros((parties, hands))
    beasts = np.zeros((parties, hands))
    largest = np.zeros((parties, hands))
    cash = np.zeros((parties, hands, 3))
    for i in range(parties):
        session = PoolSession(PLAYERS, **options)
        for j in range(hands):
            session.play_hand(**random_hand(rng, PLAYERS, rates, session.retourne))
            open_beasts = session.open_beasts()
            pool[i, j] = float(session.ledger.balance("pool"))
            beasts[i, j] = float(sum(b.amount for b in open_beasts))
            largest[i, j] = float(max((b.amount for b in open_beasts), default=0))
            c = session.cash()
            cash[i, j] = [float(c[p]) for p in PLAYERS]
    return PartiePaths(pool, beasts, largest, cash)


def simulation_charts(paths: PartiePaths) -> str:
    """The beast growth (10-90 % band, median and largest over the parties, per hand) beside
    each player's payout at the end of the partie (histograms), as two SVG charts."""
    from gamelib.show import plots

    parties, hands = paths.beasts.shape
    xs = np.arange(1, hands + 1)
    lo, med, hi = np.quantile(paths.beasts, [0.1, 0.5, 0.9], axis=0)
    top = float(paths.beasts.max()) or 1.0
    growth = SvgChart((1, hands), (0, top * 1.05), title=f"open beasts, {parties} parties of "
                      f"{hands} hands", xlabel="hand", ylabel="open beasts (counters)",
                      css_class="gl-chart beast-growth")
    growth.band(xs, lo, hi, plots.PALETTE[0], "10-90 % of parties")
    growth.line(xs, med, plots.PALETTE[0], "median")
    growth.line(xs, paths.beasts.max(axis=0), plots.PALETTE[3], "largest in any partie",
                dashed=True, width=1.4)
    payouts = paths.payouts
    low, high = float(payouts.min()), float(payouts.max())
    if high == low:
        low, high = low - 1, high + 1
    edges = np.linspace(low, high, 21)
    counts = [np.histogram(payouts[:, k], bins=edges)[0] for k in range(3)]
    peak = max(int(c.max()) for c in counts) or 1
    payout = SvgChart((low, high), (0, peak * 1.15), title="payout per player",
                      xlabel="cash at the end of the partie (counters)", ylabel="parties",
                      css_class="gl-chart payouts")
    if low < 0 < high:
        payout.vline(0)
    for k, p in enumerate(PLAYERS):
        ys = list(counts[k]) + [counts[k][-1]]
        payout.line(edges, ys, plots.PALETTE[k + 1], f"{p}: mean {payouts[:, k].mean():+.1f}",
                    width=1.8, steps=True)
    return (f'<div style="display:flex;flex-wrap:wrap;gap:8px">{growth.svg()}{payout.svg()}'
            "</div>")


class SimulationWidget(GameWidget):
    """Sliders for the outcome rates, the marking system, the length of the partie and the number
    of parties; the plots redraw when a slider is let go. ``widget.paths`` holds the last run,
    ``widget.seconds`` how long the last redraw took."""

    def __init__(self, parties: int = 24, hands: int = 40, marking: str = "2-and-1",
                 seed: int = 1, rates: Mapping[str, float] | None = None):
        super().__init__()
        one_of("marking", marking, tuple(MARKINGS))
        within("hands", hands, 5, 120)
        within("parties", parties, 5, 200)
        rates = dict(rates or DEFAULT_RATES)
        for outcome, rate in rates.items():
            one_of("an outcome of rates", outcome, tuple(DEFAULT_RATES))
            within(f"rates[{outcome!r}]", rate, 0.0, 1.0)
        self.rate_sliders = {
            k: w.FloatSlider(value=v, min=0.0, max=1.0, step=0.01, description=k,
                             continuous_update=False, readout_format=".2f")
            for k, v in rates.items()}
        self.marking_box = w.Dropdown(options=list(MARKINGS), value=marking,
                                      description="marking")
        self.hands_slider = w.IntSlider(value=hands, min=5, max=120, step=5,
                                        description="hands", continuous_update=False)
        self.parties_slider = w.IntSlider(value=parties, min=5, max=200, step=5,
                                          description="parties", continuous_update=False)
        self.seed_box = w.IntText(value=seed, description="seed", layout=w.Layout(width="160px"))
        self.plot = styled(w.HTML(), "simulation-plot")
        self.table = styled(w.HTML(), "simulation-table")
        for control in (*self.rate_sliders.values(), self.marking_box, self.hands_slider,
                        self.parties_slider, self.seed_box):
            control.observe(self.guard(self._on_change), names="value")
        self.children = [
            w.HTML(STYLE),
            w.HBox([w.VBox(list(self.rate_sliders.values())),
                    w.VBox([self.marking_box, self.hands_slider, self.parties_slider,
                            self.seed_box])]),
            self.message, self.plot, self.table,
        ]
        self.paths: PartiePaths | None = None
        self.seconds = 0.0
        self._holding = False
        self.redraw()

    def _on_change(self, _change) -> None:
        if not self._holding:
            self.redraw()

    def set(self, *, marking: str | None = None, hands: int | None = None,
            parties: int | None = None, seed: int | None = None, **rates: float) -> None:
        """Set several controls at once and redraw once (``set(codille=0.3, hands=20)``)."""
        unknown = set(rates) - set(self.rate_sliders)
        if unknown:
            raise ValueError(f"no outcome {', '.join(sorted(unknown))}: the outcomes are "
                             f"{', '.join(self.rate_sliders)}")
        self._holding = True
        try:
            for key, value in rates.items():
                self.rate_sliders[key].value = value
            for box, value in ((self.marking_box, marking), (self.hands_slider, hands),
                               (self.parties_slider, parties), (self.seed_box, seed)):
                if value is not None:
                    box.value = value
        finally:
            self._holding = False
        self.redraw()

    def rates(self) -> dict[str, float]:
        return {k: s.value for k, s in self.rate_sliders.items()}

    def redraw(self) -> None:
        started = time.perf_counter()
        try:
            self.paths = partie_paths(self.seed_box.value, self.parties_slider.value,
                                      self.hands_slider.value, self.rates(),
                                      marking=self.marking_box.value)
        except ValueError as exc:  # every rate at zero: say so, keep the last picture
            self.say(f'<span class="gl-error">{escape(str(exc))}</span>')
            return
        self.plot.value = simulation_charts(self.paths)
        p = self.paths
        total = sum(self.rates().values())
        self.table.value = table_html(
            [("parties x hands", f"{p.beasts.shape[0]} x {p.beasts.shape[1]}"),
             ("outcome rates (normalised)",
              ", ".join(f"{words(k)} {v / total:.2f}" for k, v in self.rates().items())),
             ("open beasts at the end: median, largest",
              f"{np.median(p.beasts[:, -1]):g}, {p.beasts[:, -1].max():g}"),
             ("largest single beast", f"{p.largest.max():g}"),
             ("mean payout A, B, C", ", ".join(f"{x:+.1f}" for x in p.payouts.mean(axis=0)))])
        self.seconds = time.perf_counter() - started
        self.say(f"drawn in {self.seconds:.2f} s (seed {self.seed_box.value})")

    def static_html(self) -> str:
        return (f'<div class="gamelib-static simulation-widget">{STYLE}<p>Simulated: '
                f"{self.parties_slider.value} parties of {self.hands_slider.value} hands, marking "
                f"{escape(self.marking_box.value)}, seed {self.seed_box.value}</p>"
                f"{self.plot.value}{self.table.value}</div>")
