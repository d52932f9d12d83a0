"""LedgerWidget: step hand by hand through the Académie's pool (:class:`gamelib.games.ombre.pool.PoolSession`).

By default the seven hands of the Académie's worked example (academie:example.intro, replayed
from :data:`gamelib.games.ombre.example.EXAMPLE_HANDS`); or a simulated partie of stated hands drawn by
:func:`gamelib.analysis.beasts.random_hand` from a seed. Each step plays one hand on the session and
shows: the pool and the beast in play before it, the outstanding beasts, the hand's ledger
entries with their passages, every account's balance and each player's cash, the history so far,
and a plot that grows by one hand at each step. Back replays the session from the start (a
session is never edited backwards).
"""

from __future__ import annotations

from html import escape

import ipywidgets as w
import numpy as np

from gamelib.analysis.beasts import DEFAULT_RATES, entries_table, history, random_hand
from gamelib.games.ombre.example import EXAMPLE_HANDS
from gamelib.games.ombre.pool import MARKINGS, PoolSession
from gamelib.show.widgets.base import (STYLE, GameWidget, line_chart_svg, one_of, styled,
                                       table_html, within)
from gamelib.show.widgets.table import quote_html

EXAMPLE = "the Académie's example"
SIMULATED = "a simulated partie"


def example_hands() -> list[tuple[dict, str]]:
    """The Académie's seven hands as stated results with their passages."""
    return [(dict(stated), passage) for stated, passage in EXAMPLE_HANDS]


def simulated_hands(seed: int, hands: int = 20, players=("A", "B", "C"),
                    rates=DEFAULT_RATES) -> list[tuple[dict, str]]:
    """``hands`` stated results drawn by :func:`gamelib.analysis.beasts.random_hand` from ``seed``."""
    rng = np.random.default_rng(seed)
    return [(random_hand(rng, players, rates), "") for _ in range(hands)]


def session_chart(session: PoolSession, total: int) -> str:
    """Pool, beasts pot and each player's cash after every hand played so far, as SVG (the x
    axis runs to ``total`` hands so the chart grows as one steps)."""
    from gamelib.show import plots

    hands = [0] + [row.hand for row in session.rows]
    series = [("pool (pot)", "#1f77b4", False, hands,
               [0] + [row.balances["pool"] for row in session.rows]),
              ("beasts (pot)", "#7f7f7f", False, hands,
               [0] + [row.balances["beasts"] for row in session.rows])]
    for i, p in enumerate(session.players):
        series.append((f"cash {p}", plots.PALETTE[i + 1], True, hands,
                       [0] + [row.cash[p] for row in session.rows]))
    return line_chart_svg(series, total, title=f"after hand {len(hands) - 1} of {total}",
                          xlabel="hand", ylabel="counters", css_class="gl-chart ledger-chart")


class LedgerWidget(GameWidget):
    """Step through a PoolSession: ``LedgerWidget()`` (the Académie's example) or
    ``LedgerWidget(source="simulated", seed=1, hands=20)``.

    ``widget.session`` is the session after ``widget.step`` hands; ``widget.next()``,
    ``widget.back()``, ``widget.restart()`` act as the buttons do."""

    def __init__(self, source: str = "example", seed: int = 1, hands: int = 20,
                 marking: str = "2-and-1"):
        super().__init__()
        one_of("source", source, ("example", "simulated"))
        one_of("marking", marking, tuple(MARKINGS))
        within("hands", hands, 1, 200)
        self.source_box = w.Dropdown(options=[EXAMPLE, SIMULATED],
                                     value=EXAMPLE if source == "example" else SIMULATED,
                                     description="hands")
        self.seed_box = w.IntText(value=seed, description="seed", layout=w.Layout(width="160px"))
        self.count_box = w.BoundedIntText(value=hands, min=1, max=200, description="how many",
                                          layout=w.Layout(width="170px"))
        self.marking_box = w.Dropdown(options=list(MARKINGS), value=marking,
                                      description="marking")
        self.next_button = styled(w.Button(description="Next hand", button_style="primary"),
                                  "next-hand")
        self.back_button = styled(w.Button(description="Back"), "back-hand")
        self.restart_button = styled(w.Button(description="Restart"), "restart")
        self.summary = styled(w.HTML(), "ledger-summary")
        self.entries = styled(w.HTML(), "ledger-entries")
        self.plot = styled(w.HTML(), "ledger-plot")
        self.history_view = styled(w.HTML(), "ledger-history")
        self.next_button.on_click(self.guard(lambda _b: self.next()))
        self.back_button.on_click(self.guard(lambda _b: self.back()))
        self.restart_button.on_click(self.guard(lambda _b: self.restart()))
        for box in (self.source_box, self.seed_box, self.count_box, self.marking_box):
            box.observe(self.guard(lambda _c: self.restart()), names="value")
        self.children = [
            w.HTML(STYLE),
            w.HBox([self.source_box, self.seed_box, self.count_box, self.marking_box]),
            w.HBox([self.next_button, self.back_button, self.restart_button]),
            self.message, self.summary, self.plot, self.entries, self.history_view,
        ]
        self.restart()

    @property
    def total(self) -> int:
        return len(self.hands)

    def restart(self) -> None:
        """A fresh session and the list of hands to play."""
        if self.source_box.value == EXAMPLE:
            self.hands = example_hands()
        else:
            self.hands = simulated_hands(self.seed_box.value, self.count_box.value)
        self.session = PoolSession(("A", "B", "C"), marking=self.marking_box.value)
        self.step = 0
        self.say(f"{escape(self.source_box.value)}: {self.total} hands, marking "
                 f"{escape(self.marking_box.value)}")
        self.render()

    def next(self) -> bool:
        """Play the next hand on the session."""
        if self.step >= self.total:
            self.say("every hand has been played: Restart to begin again")
            return False
        stated, _passage = self.hands[self.step]
        self.session.play_hand(**stated)
        self.step += 1
        self.say(f"hand {self.step}: {escape(self.session.rows[-1].result.event())}")
        self.render()
        return True

    def back(self) -> bool:
        """Replay the session up to the previous hand."""
        if self.step == 0:
            self.say("at the start already")
            return False
        target = self.step - 1
        self.session = PoolSession(("A", "B", "C"), marking=self.marking_box.value)
        for stated, _passage in self.hands[:target]:
            self.session.play_hand(**stated)
        self.step = target
        self.say(f"back to after hand {target}")
        self.render()
        return True

    def render(self) -> None:
        s = self.session
        preview = s.preview() if self.step < self.total else None
        beasts = s.outstanding()
        in_play = s.in_play
        rows = [("hands played", f"{self.step} of {self.total}"),
                ("pool (counters on the table)", s.ledger.balance("pool")),
                ("beast in play", str(in_play) if in_play else "none"),
                ("outstanding beasts", ", ".join(map(str, beasts)) or "none")]
        if preview:
            rows.append(("next hand: markers laid, pool, beast at stake, wager",
                         f"{preview['markers laid']}, {preview['pool']}, "
                         f"{preview['beast in play']}, {preview['wager']}"))
        balances = s.balances()
        cash = s.cash()
        accounts = table_html(
            [["ledger balance"] + [str(balances[a]) for a in balances],
             ["cash (beasts not yet paid added back)"] + [str(cash.get(a, "")) for a in balances]],
            ["account"] + list(balances))
        self.summary.value = table_html(rows) + accounts
        if self.step:
            row = s.rows[-1]
            passage = self.hands[self.step - 1][1]
            table = entries_table(row.entries).to_html(index=False, classes="gl")
            self.entries.value = (f"<b>hand {row.hand}: {escape(row.result.event())}</b>"
                                  f"{table}{quote_html(passage)}")
            self.history_view.value = history(s).to_html(index=False, classes="gl")
        else:
            self.entries.value = "<b>no hand played yet</b>: Next hand plays the first"
            self.history_view.value = ""
        self.plot.value = session_chart(s, self.total)

    def static_html(self) -> str:
        return (f'<div class="gamelib-static ledger-widget">{STYLE}<p>The ledger: '
                f"{escape(self.source_box.value)}, after {self.step} of {self.total} hands</p>"
                f"{self.summary.value}{self.plot.value}{self.entries.value}"
                f"{self.history_view.value}</div>")
