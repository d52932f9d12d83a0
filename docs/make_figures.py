"""Draw the pictures of the README and docs/: a dealt Ombre hand, the growth of the beasts and
the floors of the package.

    .venv/bin/python docs/make_figures.py

The first two are computed by gamelib from fixed seeds, the third from the package's files, so
they come out the same every time.
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


#: The floors of the package, bottom up, with what each holds (docs/architecture.md).
FLOORS = (
    ("core", "cards, passages, ledger, the protocol, options, dealing, tricks, sessions"),
    ("games", "one module or package a game: the rules as data, the state machine, settlement"),
    ("solver", "the exact double-dummy search: readable, bounded, compiled; play/ for the rest"),
    ("players", "random, the sources' advice, PIMC on the solver for every trick game"),
    ("openspiel", "every game as an OpenSpiel game: chance deals, numbered actions, bots"),
    ("analysis", "Monte Carlo, studies, the comparison, fast paths, benchmarks, playthroughs"),
    ("show", "widgets, faces, plots, the offline site; the notebooks and the CLI use them all"),
)


def _modules(floor: str) -> list[str]:
    """The modules and packages of a floor, by name."""
    root = HERE.parent / "gamelib" / floor
    names = [p.stem for p in sorted(root.glob("*.py")) if p.stem != "__init__"]
    names += [f"{p.name}/" for p in sorted(root.iterdir())
              if p.is_dir() and (p / "__init__.py").exists()]
    return names


def floors(path: Path = HERE / "floors.png") -> None:
    """The floors of gamelib, bottom up, each with its modules; every import points down."""
    fig, ax = plt.subplots(figsize=(11, 6.4))
    ax.set_xlim(0, 11)
    ax.set_ylim(0, len(FLOORS) * 1.05 + 0.9)
    ax.axis("off")
    for level, (name, what) in enumerate(FLOORS):
        y = 0.2 + level * 1.05
        ax.add_patch(plt.Rectangle((0.2, y), 9.6, 0.9, facecolor="#eef3f8", edgecolor="#4a6d8c"))
        ax.text(0.35, y + 0.68, f"gamelib/{name}/", fontsize=12, fontweight="bold",
                color="#1f3b57", va="center")
        ax.text(2.4, y + 0.68, what, fontsize=9, color="#333333", va="center")
        ax.text(0.35, y + 0.28, "  ".join(_modules(name)), fontsize=8.5, family="monospace",
                color="#1f3b57", va="center", wrap=True)
        if level:
            ax.annotate("", xy=(10.3, y - 0.1), xytext=(10.3, y + 0.5),
                        arrowprops={"arrowstyle": "->", "color": "#4a6d8c"})
    top = 0.2 + len(FLOORS) * 1.05
    ax.text(0.35, top + 0.25, "notebooks/  ·  python -m gamelib (__main__)  ·  "
            "gamelib/__init__ (the face: get_game, quote, play, GAMES, options)",
            fontsize=10, color="#1f3b57")
    ax.text(10.45, 2.8, "imports point down", rotation=90, fontsize=9, color="#4a6d8c",
            va="center")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


if __name__ == "__main__":
    dealt_hand()
    beasts()
    floors()
