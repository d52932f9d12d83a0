"""Fill numba's disk cache with the solver's kernels the browser tests call, before any notebook
kernel starts (``make e2e`` runs it first):

    .venv/bin/python tests/e2e/warm.py

A fresh clone has no cache: the first solve of each game then compiles its kernels inside the
notebook's kernel, while the browser waits. Here they are compiled once, or loaded when the
cache already holds them (a game's first review compiles or loads them, as the coach's bench
warms up). The games: the coach's tables in test_coach_browser.py; Ombre's solver also serves the
lessons' exercises.
"""

import time

from gamelib.analysis.review import review

GAMES = ("ombre", "piquet", "boston")


def main() -> None:
    start = time.perf_counter()
    for game in GAMES:
        began = time.perf_counter()
        review(game, 1, seconds=1.0)
        print(f"  {game}: the solver's kernels ready in {time.perf_counter() - began:.1f} s",
              flush=True)
    print(f"numba's cache warm for the browser tests in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
