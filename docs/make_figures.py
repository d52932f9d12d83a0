"""Draw the README's two pictures: a dealt Ombre hand and the growth of the beasts.

    .venv/bin/python docs/make_figures.py

Both are computed by gamelib from fixed seeds, so they come out the same every time.
"""

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from gamelib import get_game  # noqa: E402
from gamelib.analysis.fast.beasts import beast_growth  # noqa: E402
from gamelib.games.ombre.order import trump_order  # noqa: E402
from gamelib.show.plots import growth  # noqa: E402

HERE = Path(__file__).resolve().parent


def dealt_hand(path: Path = HERE / "ombre-hand.svg") -> None:
    """The eldest hand of an Académie deal (seed 1674), hearts trumps first, in trump order."""
    state = get_game("ombre", rules="academie").new_initial_state(seed=1674)
    rank = {card: i for i, card in enumerate(trump_order("H", "academie"))}
    hand = state.hand(0)
    path.write_text(hand.svg(order=lambda c: (c not in rank, rank.get(c, 0), c)), encoding="utf-8")


def beasts(path: Path = HERE / "beast-growth.png") -> None:
    """The wager at stake (pool plus the beast in play) over a partie of 40 hands, 20,000
    sessions, under both markings, from the pool module's default outcome rates."""
    fig, axes = plt.subplots(1, 2, figsize=(11, 3.8), sharey=True)
    for ax, marking in zip(axes, ("2-and-1", "3-and-2")):
        run = beast_growth(hands=40, sessions=20_000, marking=marking, seed=1674)
        growth(run.wager, quantiles=(0.1, 0.25, 0.5, 0.75, 0.9), ax=ax,
               label="wager: pool + beast in play (counters)", show_max=True)
        ax.set_title(f"The Académie's beasts, {marking} marking")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


if __name__ == "__main__":
    dealt_hand()
    beasts()
