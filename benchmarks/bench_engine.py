"""Where the reference engine spends its time, and what proposed changes would buy.

    .venv/bin/python benchmarks/bench_engine.py              # profile Ombre and Quadrille
    .venv/bin/python benchmarks/bench_engine.py --proposals  # also time the proposed changes
    .venv/bin/python benchmarks/bench_engine.py --micro      # the cost of each piece of a hand
    PYTHONHASHSEED=0 valgrind --tool=callgrind --toggle-collect=_PyEval_CallTracing \
        .venv/bin/python benchmarks/bench_engine.py --count reference -n 400
                                           # instructions of 400 modern Quadrille hands alone

``--proposals`` applies each proposed change *in this process only* (by replacing a function),
cumulatively, and times random play after each, so that the gain of each change is measured on
the same machine in the same run. The changes keep every result identical except the last
(RandomPlayer drawing with ``random()``), which changes the random streams and is shown for
information. ``--count`` plays the measured loop inside ``sys.call_tracing``, so that callgrind
counts the instructions of the hands alone. This script's own timings (``rate``, ``--micro``)
make a Generator and a RandomPlayer from each seed, a hand at a time; ``python -m gamelib
bench`` deals each timed run from one Generator and plays it with one RandomPlayer. What was
adopted, measured and dropped: docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import time

from gamelib.core import engine
from gamelib.core.engine import RandomPlayer, get_game


def rate(name: str, n: int, repeat: int = 3, **options) -> float:
    """Deals a second with random players, the best of ``repeat`` timed runs."""
    game = get_game(name, **options)
    best = 0.0
    for _ in range(repeat):
        play = engine.play
        start = time.perf_counter()
        for seed in range(n):
            state = play(game.new_initial_state(seed=seed), RandomPlayer(seed))
            state.returns()
        best = max(best, n / (time.perf_counter() - start))
    return best


def profile(name: str, n: int, top: int, **options) -> str:
    game = get_game(name, **options)
    for seed in range(20):
        engine.play(game.new_initial_state(seed=seed), RandomPlayer(seed)).returns()
    profiler = cProfile.Profile()
    profiler.enable()
    steps = 0
    for seed in range(n):
        state = engine.play(game.new_initial_state(seed=seed), RandomPlayer(seed))
        state.returns()
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(top)
    steps = sum(v[0] for k, v in stats.stats.items() if k[2] == "apply_action")
    return f"{name} {options}: {steps / n:.1f} decisions a deal\n" + out.getvalue()


# ---- the proposed changes, applied in this process only -----------------------------------

def _trump_sequence_table():
    """gamelib.games.ombre.order.trump_sequence on a table of card ints (no Card parsing per call)."""
    from gamelib.games.ombre import order

    table = {s: tuple(int(c) for c in order.trump_order(s)) for s in "SHDC"}

    def trump_sequence(hand, trump):
        mask = hand.mask if hasattr(hand, "mask") else order._cards(hand).mask
        n = 0
        for card in table[trump]:
            if not mask >> card & 1:
                break
            n += 1
        return n

    order.trump_sequence = trump_sequence


def _random_player_random():
    """gamelib.core.engine.RandomPlayer: ``legal[int(rng.random() * n)]`` instead of
    ``rng.integers(n)`` (changes the streams)."""
    def call(self, state):
        legal = state.legal_actions()
        return legal[int(self.rng.random() * len(legal))]

    RandomPlayer.__call__ = call
    # and through the protocol loop: the player's own loop (RandomPlayer.play) draws otherwise
    RandomPlayer.play = lambda self, state, max_steps=100_000: engine.play(
        state, self.__call__, max_steps=max_steps)


def count(loop: str, n: int) -> None:
    """Play ``n`` random hands of the modern Quadrille inside ``sys.call_tracing`` (after 20
    hands that load and cache what a first hand needs), for callgrind to count their
    instructions alone (``--toggle-collect=_PyEval_CallTracing``; divide by ``n``). ``loop``:
    "reference", ``gamelib.analysis.bench.reference_rate``'s loop (one Generator deals every hand, one
    RandomPlayer plays them all), or "seeds", :func:`rate`'s (both made from each seed)."""
    import sys

    import numpy as np

    game = get_game("quadrille", rules="hoe-speel-je")

    def reference(k: int) -> None:
        deals, player = np.random.default_rng(k), RandomPlayer(k + 1)
        for _ in range(k):
            engine.play(game.new_initial_state(seed=deals), player).returns()

    def seeds(k: int) -> None:
        for seed in range(k):
            engine.play(game.new_initial_state(seed=seed), RandomPlayer(seed)).returns()

    hands = {"reference": reference, "seeds": seeds}[loop]
    hands(20)
    sys.call_tracing(hands, (n,))


def micro(n: int = 300) -> str:
    """The cost of each piece of an Académie hand, in microseconds (the least of five timings of
    ``n`` calls each, which the machine's other work disturbs least)."""
    import timeit

    from gamelib.games.ombre.game import OmbreGame

    game = OmbreGame("academie")
    finished = [engine.play(game.new_initial_state(seed=s), RandomPlayer(s)) for s in range(n)]
    steps = []
    for s in range(n):  # one mid-hand state per deal, to time one decision
        state = game.new_initial_state(seed=s)
        player = RandomPlayer(s)
        for _ in range(6):
            if state.is_terminal():
                break
            state.apply_action(player(state))
        if not state.is_terminal():
            steps.append((state, player))

    def least(fn, count):
        return min(timeit.repeat(fn, number=1, repeat=5)) / count * 1e6

    def whole():
        for s in range(n):
            engine.play(game.new_initial_state(seed=s), RandomPlayer(s)).returns()

    def deal():
        for s in range(n):
            game.new_initial_state(seed=s)

    def players():
        for s in range(n):
            RandomPlayer(s)

    def play_only():
        for s in range(n):
            engine.play(game.new_initial_state(seed=s), RandomPlayer(s))

    def apply():
        for state, player in steps:
            clone = state.clone()
            clone.apply_action(player(clone))

    def clone():
        for state, _ in steps:
            state.clone()

    def settle():
        for state in finished:
            state._settlement = None
            state.session = None
            state.returns()

    def matadors():
        for state in finished:
            state.matadors()

    def decide():
        for state, player in steps:
            player(state)

    def legal():
        for state, _ in steps:
            state._legal = None
            state.legal_actions()

    def resolve():
        for state, player in steps:
            state.resolve(state.legal_actions()[0])

    def terminal():
        for state, _ in steps:
            state.is_terminal()
            state.current_player()

    rows = [("whole hand: deal, play, settle", least(whole, n)),
            ("  deal (new_initial_state, its numpy Generator)", least(deal, n)),
            ("  RandomPlayer(seed) (its numpy Generator)", least(players, n)),
            ("  deal and play to the end, no settlement", least(play_only, n)),
            ("  settlement (returns(): a fresh PoolSession)", least(settle, n)),
            ("    of which matadors() (trump_order parses card faces)", least(matadors, n)),
            ("  one decision: RandomPlayer (legal_actions, rng.integers)", least(decide, len(steps))),
            ("  one decision: legal_actions() uncached", least(legal, len(steps))),
            ("  one decision: resolve() (equality search)", least(resolve, len(steps))),
            ("  one decision: is_terminal() + current_player()", least(terminal, len(steps))),
            ("  one decision: choose and apply_action() (less clone())",
             least(apply, len(steps)) - least(clone, len(steps)))]
    tricks = sum(len(st.log) for st in finished) / n
    lines = [f"Académie Ombre, the least of five timings of {n} calls (microseconds)"]
    lines += [f"  {label:<62}{value:>9.1f}" for label, value in rows]
    lines.append(f"  tricks played a hand on average: {tricks:.1f} (random play bids the vole often)")
    return "\n".join(lines)


PROPOSALS = [
    ("ombre.order.trump_sequence on an int table", _trump_sequence_table),
    ("engine.RandomPlayer: rng.random() (new streams)", _random_player_random),
]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=2000, help="deals per measurement")
    parser.add_argument("--top", type=int, default=15, help="profile lines per game")
    parser.add_argument("--proposals", action="store_true", help="time the proposed changes")
    parser.add_argument("--micro", action="store_true",
                        help="only the cost of each piece of a hand, in microseconds")
    parser.add_argument("--count", choices=("reference", "seeds"),
                        help="only play -n modern Quadrille hands inside sys.call_tracing, for "
                             "callgrind --toggle-collect=_PyEval_CallTracing")
    args = parser.parse_args(argv)
    if args.micro:
        print(micro())
        return 0
    if args.count:
        count(args.count, args.n)
        return 0
    games = [("ombre", {"rules": "academie"}), ("ombre", {"rules": "noothoven"}),
             ("quadrille", {})]
    for name, options in games:
        print(profile(name, max(50, args.n // 4), args.top, **options))
    if args.proposals:
        def row(label):
            cells = "  ".join(f"{rate(name, args.n, **options):>9,.0f}" for name, options in games)
            print(f"{label:<50}{cells}", flush=True)

        print(f"{'deals/s, cumulative changes':<50}{'academie':>9}  {'noothoven':>9}  {'quadrille':>9}")
        row("as is")
        for label, apply in PROPOSALS:
            apply()
            row("+ " + label)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
