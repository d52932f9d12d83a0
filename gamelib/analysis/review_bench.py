"""The coach's speed for ``python -m gamelib bench``: a hint at every decision of seeded deals
(the cards, and the decisions before the play) and a whole deal's review, for every game the
table plays, beside their targets (a hint within 0.5 s; an Ombre deal reviewed within 3 s,
any other within 10 s). Each game is warmed up first (its kernels compiled or loaded) and the
first call's time printed apart."""

from __future__ import annotations

import time

from gamelib.analysis.coach import BOOK, COACHED, card_play, hint
from gamelib.analysis.review import review
from gamelib.core.engine import get_game
from gamelib.players import make_policy

#: The targets, seconds.
HINT_TARGET = 0.5
REVIEW_TARGET = {"ombre": 3.0}
REVIEW_TARGET_DEFAULT = 10.0


def hint_times(game: str, seeds) -> tuple[list[float], list[float]]:
    """Seconds of a hint at every decision with a choice of the deals ``seeds``, played by the
    book's players: (the cards, the decisions before the play)."""
    cards, before = [], []
    for seed in seeds:
        fresh = get_game(game).new_initial_state(seed=seed)
        state, history = fresh.clone(), []
        player = make_policy(BOOK.get(game, "random"), seed)
        while not state.is_terminal():
            if len(state.legal_actions()) > 1:
                start = time.perf_counter()
                hint(state, fresh=fresh, history=history)
                (cards if card_play(state) else before).append(time.perf_counter() - start)
            action = player(state)
            history.append((state.current_player(), action))
            state.apply_action(action)
    return cards, before


def _figures(times: list[float]) -> str:
    if not times:
        return "none"
    times = sorted(times)
    return (f"median {times[len(times) // 2]:.2f} s, max {times[-1]:.2f} s over "
            f"{len(times)}")


def run_coach_bench(quick: bool) -> None:
    """Print the coach's figures for every game the table plays."""
    seeds = (3,) if quick else (3, 4)
    for game in COACHED:
        start = time.perf_counter()
        review(game, 1, seconds=1.0)  # imports, kernels compiled or loaded, tables
        first = time.perf_counter() - start
        cards, before = hint_times(game, seeds)
        slow = [t for t in cards + before if t > HINT_TARGET]
        print(f"  {game}: first call {first:.1f} s (compile or load the kernels)")
        print(f"    hint, a card:              {_figures(cards)}")
        print(f"    hint, before the play:     {_figures(before)}")
        print(f"    hints over {HINT_TARGET} s: {len(slow)} of {len(cards) + len(before)}  "
              f"(target {HINT_TARGET} s)")
        target = REVIEW_TARGET.get(game, REVIEW_TARGET_DEFAULT)
        for seed in seeds:
            start = time.perf_counter()
            found = review(game, seed)
            took = time.perf_counter() - start
            print(f"    review of the deal of seed {seed}: {took:.1f} s, "
                  f"{len(found.decisions) - len(found.unvalued)} of {len(found.decisions)} "
                  f"decisions valued (budget {found.budget:g} s)  target {target:g} s  "
                  f"{'met' if took <= target else 'NOT MET'}")


__all__ = ["HINT_TARGET", "hint_times", "run_coach_bench"]
