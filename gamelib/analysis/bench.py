"""``python -m gamelib bench``: the collection's speed figures, each beside its target and its
baseline measured in the same run, and the hardware they were measured on.

* the reference engine (:mod:`gamelib.core.engine` protocol, random play): whole Ombre hands a second
  (deal, auction, exchange, play, settlement; both rule sets) and Quadrille hands (both rule
  sets: the modern page plays every hand's ten tricks and settles a pot); baseline: the
  same loop over Kleeblatt, the smallest game on the protocol, and OpenSpiel's random Skat games
  when ``open_spiel`` is importable. Each timed run deals its hands from one seeded Generator and
  plays them with one seeded RandomPlayer (:func:`reference_rate`), not two new Generators a
  hand;
* the fast path (:mod:`gamelib.analysis.fast.ombre`): Académie Ombre hands a second with the ratio to the
  reference engine playing the same rules;
* the beast growth (:mod:`gamelib.analysis.fast.beasts`): hands settled a second across sessions with the
  ratio to :class:`gamelib.games.ombre.pool.PoolSession` settling the same hands;
* the solver and PIMC, from ``benchmarks/bench_solver.py`` when it is there;
* the play search of every game with a card-play model (:mod:`gamelib.solver.play`): the
  compiled search's time at the first lead (median, p99) beside the plain alpha-beta baseline,
  each within a node limit (a deal not solved within it is counted and its time is a lower
  bound), PIMC's decisions at the first lead (each world solved exactly, on every core: the
  median time and the share of worlds whose search reached the cap, beside their targets), and
  PIMC's side against random play on seeded endings (:func:`play_duel`);
* the exact play search at the first lead (:func:`run_exact_bench`): deals solved within the
  budget, median and p99 beside DDS's median on bridge deals; Boston, which pays only its
  contract made or not, both for what it pays (every card's outcome) and for every trick.

Everything runs in this one process, on one core, after :data:`WARM_UP` seconds of busy work
(``--warm-up``; a shared machine's processor runs slower for a while after idling).
``--quick`` runs small sizes (seconds); figures from it are rough. No test asserts a time.
The targets and the measured history: docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

#: The speed targets, per second on one core: whole random hands through the reference engine
#: (Ombre, Quadrille), Académie Ombre hands on the fast path, hands settled by the beast growth.
TARGETS = {
    "ombre": 10_000,
    "quadrille": 7_000,
    "fast": 250_000,
    "beasts": 1_000_000,
}
#: The target of a PIMC decision on the play search at the first lead, on every core (seconds),
#: and of the share of its worlds whose exact search reaches the cap.
PLAY_PIMC_TARGET = 1.0
PLAY_CAPPED_TARGET = 0.0
#: The play search's sizes: deals a game, node limit of one search, PIMC decisions a game
#: (full run; --quick takes the second of each pair).
PLAY_DEALS = (20, 3)
PLAY_NODE_LIMIT = (5_000_000, 1_000_000)
PLAY_PIMC_DECISIONS = (5, 1)
#: PIMC against random play: endings a game, tricks left in each, worlds a decision.
PLAY_DUEL_ENDINGS = (40, 4)
PLAY_DUEL_TRICKS = 4
PLAY_DUEL_WORLDS = 20
#: The exact play search at the first lead: the games and their median targets in seconds
#: (None: at most DDS's median on bridge deals measured in the same run), the p99 target, the
#: deals a game and each search's node budget (full run, --quick).
EXACT_GAMES = {"boston": None, "tresette": 0.020, "connections": 0.020, "piquesept": 0.020}
EXACT_P99 = 1.0
#: The games whose first leads are measured also on the contracts their table player bids (at
#: every seat), beside the deals bid at random above.
EXACT_TABLE_BID = {"boston": "boston-table"}
EXACT_DEALS = (20, 3)
EXACT_NODES = (5_000_000, 200_000)


def hardware() -> dict[str, str]:
    """The platform, CPU model, cores, and the versions that matter for speed."""
    model = platform.processor() or ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            for line in handle:
                if line.lower().startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    import numpy

    info = {"platform": platform.platform(), "cpu": model or "unknown",
            "cores": f"{os.cpu_count()} logical (figures use one)",
            "python": platform.python_version(), "numpy": numpy.__version__}
    if importlib.util.find_spec("numba") is not None:
        import numba

        info["numba"] = numba.__version__
    else:
        info["numba"] = "not installed (the fast kernels run as plain Python)"
    return info


#: Each figure is the best of this many timed runs (the machine is shared: the best run is the
#: one least disturbed by other work; every figure, baseline or not, is taken the same way).
REPEAT = 3
#: Seconds of work before the first figure of a full run: a shared machine's processor runs
#: slower for a while after idling, and at full speed after ten seconds of any busy work
#: (docs/benchmarks.md).
WARM_UP = 10.0


def warm_up(seconds: float) -> None:
    """Keep the processor busy for ``seconds`` (random Kleeblatt deals through the reference
    engine) so that the figures after it are measured at the machine's running speed."""
    if seconds <= 0:
        return
    import numpy as np

    from gamelib.core.engine import RandomPlayer, get_game, play

    game = get_game("kleeblatt")
    deals, player = np.random.default_rng(0), RandomPlayer(1)
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        play(game.new_initial_state(seed=deals), player).returns()


def _rate(run: Callable[[int], int], n: int, min_time: float = 0.0, repeat: int | None = None
          ) -> float:
    """Items a second: ``run(n)`` returns how many items it did; one timed run repeats it until
    ``min_time`` has passed; the best of ``repeat`` runs is returned."""
    best = 0.0
    for _ in range(REPEAT if repeat is None else repeat):
        done = 0
        start = time.perf_counter()
        while True:
            done += run(n)
            elapsed = time.perf_counter() - start
            if elapsed >= min_time:
                break
        best = max(best, done / elapsed)
    return best


def reference_rate(name: str, n: int, **options) -> float:
    """Whole deals a second through the protocol with random players: deal, play to the end,
    settle (``returns()``).

    Each timed run makes two numpy Generators, seeded, and no more: one that deals every hand of
    the run (``new_initial_state(seed=deals)``) and the random player's own
    (``RandomPlayer(seed)``, which chooses every decision of every hand), as a simulation draws
    its hands from one stream; making a Generator is no work of the engine's
    (docs/benchmarks.md)."""
    import numpy as np

    from gamelib.core.engine import RandomPlayer, get_game, play

    game = get_game(name, **options)

    def run(k: int) -> int:
        deals, player = np.random.default_rng(k), RandomPlayer(k + 1)
        for _ in range(k):
            state = play(game.new_initial_state(seed=deals), player)
            state.returns()
        return k

    run(min(5, n))  # imports and caches
    return _rate(run, n)


def openspiel_rate(n: int) -> float | None:
    """OpenSpiel's random Skat games a second, or None when ``open_spiel`` is not importable."""
    if importlib.util.find_spec("pyspiel") is None:
        return None
    import numpy as np
    import pyspiel

    game = pyspiel.load_game("skat")
    rng = np.random.default_rng(0)

    def run(k: int) -> int:
        for _ in range(k):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes, probs = zip(*state.chance_outcomes())
                    state.apply_action(outcomes[rng.choice(len(outcomes), p=probs)])
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[rng.integers(len(legal))])
            state.returns()
        return k

    return _rate(run, n)


def fast_rate(n: int, vole_bids: bool = True, rules: str = "academie") -> tuple[float, float]:
    """The fast path's hands a second, and the first call's time (numba compiles or loads its
    cache then)."""
    from gamelib.analysis.fast import ombre as fast

    start = time.perf_counter()
    fast.play_hands(10, seed=0, vole_bids=vole_bids, rules=rules)
    warm = time.perf_counter() - start
    return _rate(lambda k: len(fast.play_hands(k, seed=1, vole_bids=vole_bids, rules=rules)),
                 n), warm


def stream_reference_rate(n: int, vole_bids: bool = True, rules: str = "academie") -> float:
    """The reference engine's hands a second playing exactly the fast path's hands (the same
    deals and random draws, through :class:`gamelib.analysis.fast.ombre.StreamPlayer`)."""
    from gamelib.analysis.fast import ombre as fast
    from gamelib.games.ombre.game import OmbreGame

    game = OmbreGame(rules)

    def run(k: int) -> int:
        for deal in range(k):
            state, _ = fast.reference_hand(1, deal, game=game, vole_bids=vole_bids)
            state.returns()
        return k

    return _rate(run, n)


def hand_profile(n: int, vole_bids: bool = True, rules: str = "academie"
                 ) -> tuple[float, float, float]:
    """What an average random hand is (fast path, Académie): decisions, tricks played, and the
    share of announced voles (random play bids the vole often; a failed vole stops at the first
    trick the Allies take, academie:vole.failure)."""
    from gamelib.analysis.fast import ombre as fast

    deals = fast.play_hands(n, seed=1, record=True, vole_bids=vole_bids, rules=rules)
    voles = float((deals.contract == 3).mean())  # vole / vole-declaree
    return float(deals.n_actions.mean()), float(deals.split.sum(axis=1).mean()), voles


def beast_rates(sessions: int, hands: int, reference_sessions: int,
                kernel_sessions: int | None = None) -> tuple[float, float, float, float]:
    """Hands settled a second: the vectorised sessions (drawing the hands from rates and
    settling them, numba's kernel or else numpy's step; settling alone with the kernel, on
    ``kernel_sessions`` of them; settling alone with the numpy step) and PoolSession settling
    the same hands one by one."""
    from gamelib.analysis.fast import beasts
    from gamelib.games.ombre.pool import PoolSession

    beasts.beast_growth(hands=4, sessions=4, seed=0)  # compile or load the cache
    drawn = beasts.hands_from_rates(hands=hands, sessions=sessions, seed=1)
    total = sessions * hands

    def both(_k: int) -> int:
        beasts.beast_growth(hands=hands, sessions=sessions, seed=1)
        return total

    kernel_sessions = sessions if kernel_sessions is None else min(kernel_sessions, sessions)
    few = beasts.Hands(*(getattr(drawn, name)[:kernel_sessions] for name in (
        "kind", "ombre", "contract", "matadors", "codille_winner", "committed")))

    def settle(_k: int) -> int:
        beasts.settle_sessions(few, backend="kernel")
        return kernel_sessions * hands

    def settle_numpy(_k: int) -> int:
        beasts.settle_sessions(drawn, backend="numpy")
        return total

    stated = [[drawn.stated(s, h) for h in range(hands)] for s in range(reference_sessions)]

    def reference(_k: int) -> int:
        for session_hands in stated:
            session = PoolSession()
            for hand in session_hands:
                session.play_hand(**hand)
        return reference_sessions * hands

    return (_rate(both, 1, 0.2), _rate(settle, 1, 0.2), _rate(settle_numpy, 1),
            _rate(reference, 1))


def solver_module():
    """``benchmarks/bench_solver.py`` of the repository, imported, or None when absent."""
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_solver.py"
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location("bench_solver", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_solver", module)
    spec.loader.exec_module(module)
    return module


def _line(name: str, value: float | None, unit: str, target: float | None = None,
          baseline: str = "") -> str:
    shown = "n/a" if value is None else f"{value:>12,.0f} {unit}"
    mark = ""
    if target is not None and value is not None:
        mark = f"target {target:>9,}  {'met' if value >= target else 'NOT MET'}"
    return f"  {name:<44}{shown:<22}{mark:<28}{baseline}"


def cmd_bench(argv: list[str]) -> int:
    """Print the speed figures (the reference engine's Ombre and Quadrille hands a second, the
    fast path's Ombre hands, the beast growth's settled hands, the solver and PIMC) beside
    their targets and baselines, and the hardware."""
    parser = argparse.ArgumentParser(prog="python -m gamelib bench", description=cmd_bench.__doc__)
    parser.add_argument("--quick", action="store_true", help="small sizes: a rough run in seconds")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="multiply every size by this (the tests use a tiny one)")
    parser.add_argument("--no-solver", action="store_true",
                        help="skip benchmarks/bench_solver.py even when it is there")
    parser.add_argument("--no-coach", action="store_true",
                        help="skip the coach's hints and reviews")
    parser.add_argument("--warm-up", type=float, default=None, metavar="SECONDS",
                        help=f"busy work before the first figure (default {WARM_UP:g} s for a "
                             "full run, none for --quick or a smaller --scale): a shared "
                             "machine's processor runs slower for a while after idling")
    args = parser.parse_args(argv)
    if args.scale <= 0:
        parser.error("--scale must be positive")
    if args.warm_up is not None and args.warm_up < 0:
        parser.error("--warm-up must be zero or positive")
    scale = args.scale * (0.1 if args.quick else 1.0)
    if args.warm_up is None:
        args.warm_up = WARM_UP if scale >= 1.0 else 0.0

    from gamelib.analysis.fast._jit import HAVE_NUMBA

    def size(n: int) -> int:
        return max(2, int(n * scale))

    def kernel_size(n: int) -> int:
        # without numba the kernels run as plain Python, a few hundred times slower
        return size(n) if HAVE_NUMBA else max(2, size(n) // 200)

    global REPEAT
    REPEAT = 1 if args.quick else 3
    print("gamelib bench" + (" --quick (rough figures)" if args.quick else
                             f" (each figure the best of {REPEAT} runs)"))
    for key, value in hardware().items():
        print(f"  {key:<10}{value}")
    if args.warm_up > 0:
        print(f"  warm-up   {args.warm_up:g} s of busy work before the first figure")
    warm_up(args.warm_up)
    print()
    print("Reference engine, random play, whole deals through the protocol (one core)")
    kleeblatt = reference_rate("kleeblatt", size(2000))
    ombre = reference_rate("ombre", size(2000), rules="academie")
    ombre_nl = reference_rate("ombre", size(2000), rules="noothoven")
    quadrille = reference_rate("quadrille", size(2000))
    quadrille_hsj = reference_rate("quadrille", size(2000), rules="hoe-speel-je")
    print(_line("Ombre (academie) hands/s", ombre, "/s", TARGETS["ombre"],
                f"{ombre / kleeblatt:.2f} x Kleeblatt"))
    print(_line("Ombre (noothoven) hands/s", ombre_nl, "/s", TARGETS["ombre"],
                f"{ombre_nl / kleeblatt:.2f} x Kleeblatt"))
    print(_line("Quadrille hands/s (booklet)", quadrille, "/s", TARGETS["quadrille"],
                f"{quadrille / kleeblatt:.2f} x Kleeblatt"))
    print(_line("Quadrille hands/s (hoe-speel-je)", quadrille_hsj, "/s", TARGETS["quadrille"],
                f"{quadrille_hsj / kleeblatt:.2f} x Kleeblatt"))
    print(_line("baseline: Kleeblatt deals/s, same loop", kleeblatt, "/s"))
    spiel = openspiel_rate(size(2000))
    if spiel is None:
        print("  baseline: OpenSpiel random Skat games/s      not measured: open_spiel is not "
              "installed (about 50,000/s on this collection's machines)")
    else:
        print(_line("baseline: OpenSpiel random Skat games/s", spiel, "/s"))
    print()
    print("Fast path (gamelib.analysis.fast.ombre) against the reference engine playing the same hands")
    print("(same deals, same draws: fast.ombre.StreamPlayer)")
    first_call = None
    for rules, vole_bids, name in (
            ("academie", True, "academie, random play"),
            ("academie", False, "academie, random play never bidding the vole"),
            ("noothoven", True, "noothoven, random play")):
        fast, warm = fast_rate(kernel_size(200_000), vole_bids, rules)
        first_call = warm if first_call is None else first_call
        same = stream_reference_rate(size(1000), vole_bids, rules)
        decisions, tricks, voles = hand_profile(kernel_size(20_000), vole_bids, rules)
        print(f"  {name}: {decisions:.1f} decisions and {tricks:.1f} tricks a hand on average; "
              f"{voles:.0%} of hands are announced voles")
        print(_line("fast path hands/s", fast, "/s", TARGETS["fast"],
                    f"{fast / same:,.0f} x the reference engine"))
        print(_line("baseline: reference engine, same hands", same, "/s"))
        if spiel is not None:
            print(f"  {'fast path / OpenSpiel Skat':<44}{fast / spiel:>12.1f} x")
    if HAVE_NUMBA:
        print(f"  {'(first call: compile or load the numba cache)':<44}{first_call:>12.2f} s")
    else:
        print("  numba is not installed: the fast path runs its kernel as plain Python "
              "(pip install numba)")
    print()
    print("Beast growth (gamelib.analysis.fast.beasts), the Académie's pool and beasts")
    hands = 40
    both, settle, settle_numpy, reference = beast_rates(size(50_000), hands, size(100),
                                                        kernel_size(50_000))
    print(_line("hands/s, drawn from rates and settled", both, "/s", TARGETS["beasts"],
                f"{both / reference:,.0f} x PoolSession"))
    kernel = "numba kernel" if HAVE_NUMBA else "kernel as plain Python"
    print(_line(f"hands/s, settled only ({kernel})", settle, "/s", TARGETS["beasts"],
                f"{settle / reference:,.0f} x PoolSession"))
    print(_line("hands/s, settled only (numpy step)", settle_numpy, "/s", TARGETS["beasts"],
                f"{settle_numpy / reference:,.0f} x PoolSession"))
    print(_line("baseline: PoolSession hands/s, same hands", reference, "/s"))
    print()
    print("Solver and PIMC (benchmarks/bench_solver.py)")
    module = None if args.no_solver else solver_module()
    if args.no_solver:
        print("  skipped (--no-solver)")
    elif module is None:
        print("  benchmarks/bench_solver.py is not there: no solver figures")
    else:
        run_solver_bench(module, args.quick)
    print()
    print("Play search (gamelib.solver.play) and PIMC on it, at the first lead of seeded deals")
    if args.no_solver:
        print("  skipped (--no-solver)")
    else:
        run_exact_bench(args.quick, scale)
        run_play_bench(args.quick, scale)
    print()
    print("The coach at the table (gamelib.analysis.coach, review): hints and whole reviews")
    if args.no_coach or args.no_solver:
        print("  skipped (--no-coach, or --no-solver: the coach is built on the solver)")
    else:
        from gamelib.analysis.review_bench import run_coach_bench

        run_coach_bench(args.quick)
    print()
    print("The booklet's odds by PIMC (python -m gamelib studies odds-pimc), at a small size")
    if args.no_solver:
        print("  skipped (--no-solver)")
    else:
        deals = 1 if args.quick else max(1, int(ODDS_DEALS * args.scale))
        seconds, hands, full = odds_pimc_seconds(deals)
        cores = os.cpu_count() or 1
        mean = sum(seconds) / len(seconds)
        minutes = mean * full * hands / cores / 60
        print(f"  {deals} deal(s) of each of {hands} solo hands in one worker process, as the "
              f"study plays them: mean {mean:.2f} s a deal, max {max(seconds):.2f} s (wall)")
        print(f"  {'extrapolated: ' + str(full) + ' deals a hand on ' + str(cores) + ' cores':<44}"
              f"{minutes:>12.1f} min      target {ODDS_TARGET_MINUTES} min  "
              f"{'met' if minutes <= ODDS_TARGET_MINUTES else 'NOT MET'}  (rough: a deal "
              "takes from a tenth of a second to many seconds)")
    return 0


#: Deals of each solo hand the odds figure plays in a full run (``--quick``: one).
ODDS_DEALS = 3
#: The target of the booklet's PIMC odds study: minutes for its full size
#: (``studies.FULL_ODDS_PIMC`` deals of each solo hand) on every core of the machine.
ODDS_TARGET_MINUTES = 5


def odds_pimc_seconds(deals: int) -> tuple[list[float], int, int]:
    """The booklet's odds by PIMC (:func:`gamelib.analysis.studies.booklet_odds`, method
    "pimc") on its first ``deals`` deals of each solo hand, played in one worker process as the
    study plays them (after one deal not counted: imports, the compiled kernels, the tables):
    the seconds each deal took, the number of solo hands and the study's full deals a hand."""
    from concurrent.futures import ProcessPoolExecutor

    from gamelib.analysis import studies
    from gamelib.games.quadrille import BOOK_HANDS

    keys = [h.key for h in BOOK_HANDS.values() if h.contract == "solo"]
    seconds: list[float] = []
    with ProcessPoolExecutor(1) as pool:
        pool.submit(studies._odds_rows, "pimc", keys[0], studies.SEED, deals,
                    deals + 1).result()
        for key in keys:
            rows = pool.submit(studies._odds_rows, "pimc", key, studies.SEED, 0, deals).result()
            seconds += rows["seconds"]
    return seconds, len(keys), studies.FULL_ODDS_PIMC


#: The arguments of ``benchmarks/bench_solver.py``'s ``main(argv)`` for a quick run (its
#: documented options); a full run takes its defaults (200 deals a game, 100 worlds).
SOLVER_QUICK_ARGS = ["--deals", "5", "--baseline-deals", "1", "--node-limit", "100000",
                     "--pimc-deals", "1", "--first-lead-deals", "1", "--worlds", "20"]


def run_solver_bench(module, quick: bool) -> None:
    """Run the solver benchmark through its public entry point ``main(argv)`` (small sizes when
    quick); it prints its own figures beside its own baselines."""
    if not hasattr(module, "main"):
        print("  benchmarks/bench_solver.py has no main(argv): not run")
        return
    argv = list(SOLVER_QUICK_ARGS) if quick else []
    try:
        result = module.main(argv)
    except SystemExit as exit_:
        print(f"  benchmarks/bench_solver.py refused the arguments {argv} ({exit_.code})")
        return
    if isinstance(result, str):
        print(result)


def _percentile(times: list[float], q: float) -> float:
    """The ``q``-th percentile of ``times`` (nearest rank)."""
    ordered = sorted(times)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def play_first_leads(game: str, deals: int, seed: int = 0, bidder: str | None = None):
    """The play positions at the first lead of ``deals`` seeded deals of ``game``, each with its
    state: the deal played up to its card play at random, or by the registered player
    ``bidder`` at every seat (the contracts a table would bid)."""
    import numpy as np

    from gamelib.core.engine import get_game
    from gamelib.players import make_policy
    from gamelib.solver.play import MODELS, reference

    model = MODELS[game]
    out = []
    for deal in range(deals):
        if bidder is None:
            state = reference.ending(game, seed + deal, 99)
        else:   # the seeds after this deal's in turn when every seat passed
            attempt = 0
            while True:
                rng = np.random.default_rng([seed + deal, attempt])
                state = get_game(game).new_initial_state(seed=rng)
                player = make_policy(bidder, rng)
                while not (state.is_terminal() or model.in_play(state)):
                    state.apply_action(player(state))
                if not state.is_terminal():
                    break
                attempt += 1
        out.append((state, model.position(state, state.current_player())))
    return out


def play_search_times(positions, node_limit: int, plain: bool) -> tuple[list[float], int]:
    """Seconds each search of ``positions`` took (compiled; ``plain``: the plain alpha-beta
    baseline) and how many were solved within ``node_limit`` nodes."""
    from gamelib.solver.play import kernel

    times, solved = [], 0
    for _, position in positions:
        start = time.perf_counter()
        solution = kernel.solve(position, node_limit=node_limit, plain=plain)
        times.append(time.perf_counter() - start)
        solved += solution.best_card is not None
    return times, solved


def run_play_bench(quick: bool, scale: float = 1.0) -> None:
    """Print the play search's figures for every game with a card-play model (see the module
    docstring)."""
    from gamelib.players.pimc_play import CAP, WORLDS
    from gamelib.solver.play import HAVE_NUMBA, MODELS, kernel

    pick = 1 if quick else 0
    deals = max(1, int(PLAY_DEALS[pick] * min(scale * (10 if quick else 1), 1.0)))
    limit = PLAY_NODE_LIMIT[pick]
    decisions = PLAY_PIMC_DECISIONS[pick]
    if not HAVE_NUMBA:
        print("  numba is not installed: the play search runs as readable Python (slow)")
    print(f"  {deals} deals a game, each search within {limit:,} nodes (a deal not solved "
          "within it counts its time as a lower bound); PIMC: "
          f"{WORLDS} worlds solved exactly within {CAP:,} nodes each, {decisions} decision(s) "
          "a game")
    for game in sorted(MODELS):
        start = time.perf_counter()
        kernel.kernel_for(MODELS[game])
        compile_time = time.perf_counter() - start
        positions = play_first_leads(game, deals)
        tricks = (sum(int(h).bit_count() for h in positions[0][1].hands)
                  + len(positions[0][1].trick)) // positions[0][1].n
        fast, solved = play_search_times(positions, limit, plain=False)
        base, base_solved = play_search_times(positions, limit, plain=True)
        print(f"  {game} ({tricks} tricks, {positions[0][1].n} hands; kernel compiled or "
              f"loaded in {compile_time:.2f} s)")
        print(f"    {'compiled search, first lead':<40}median {statistics.median(fast):>8.3f} s"
              f"  p99 {_percentile(fast, 99):>8.3f} s  solved {solved}/{len(fast)}")
        print(f"    {'baseline: plain alpha-beta, same deals':<40}median {statistics.median(base):>8.3f} s"
              f"  p99 {_percentile(base, 99):>8.3f} s  solved {base_solved}/{len(base)}")
        print(pimc_line(positions[:decisions]))
        endings = PLAY_DUEL_ENDINGS[pick]
        gain, error = play_duel(game, endings)
        unit = "outcomes" if MODELS[game].outcome else "points of value"
        print(f"    {'PIMC side against random, endings':<40}{gain:>+8.2f} {unit} a "
              f"deal (+- {error:.2f}, {endings} endings of {PLAY_DUEL_TRICKS} tricks)")


def pimc_line(positions) -> str:
    """The bench's line of PIMC's decisions at the first lead of ``positions`` (states and
    positions): the median wall time on every core and the share of the worlds whose exact
    search reached the cap, each beside its target; a world counts the deal's outcome where
    the game has one (PIMC's default objective), else its value."""
    from gamelib.players.pimc_play import play_pimc_decision
    from gamelib.solver.play import MODELS

    play_pimc_decision(positions[0][0], seed=0)  # the kernels and every thread's table made first
    counts = "the outcome" if MODELS[positions[0][1].game].outcome else "the value"
    times, worlds, capped = [], 0, 0
    for state, _ in positions:
        start = time.perf_counter()
        decision = play_pimc_decision(state, seed=0)
        times.append(time.perf_counter() - start)
        worlds += decision.worlds
        capped += decision.capped
    median = statistics.median(times)
    met = median <= PLAY_PIMC_TARGET and capped <= PLAY_CAPPED_TARGET * worlds
    return (f"    {'PIMC decision, first lead':<40}median {median:>8.3f} s  ({counts})  capped "
            f"{capped}/{worlds} worlds  target {PLAY_PIMC_TARGET:g} s, "
            f"{PLAY_CAPPED_TARGET:.0%} capped  {'met' if met else 'NOT MET'}")


def dds_times(deals: int, seed: int = 0) -> list[float] | None:
    """Seconds Haglund's DDS (endplay) takes for every first-lead card's tricks of ``deals``
    random bridge deals (random trump or no trumps), or None when endplay is not importable."""
    import random

    try:
        import endplay  # noqa: F401
    except ImportError:
        return None
    from gamelib.solver.play.whist import dds_card_tricks

    rng = random.Random(seed)
    times = []
    for i in range(deals):
        cards = list(range(52))
        rng.shuffle(cards)
        hands = [cards[13 * p:13 * (p + 1)] for p in range(4)]
        start = time.perf_counter()
        dds_card_tricks(hands, i % 5 - 1, 3)
        times.append(time.perf_counter() - start)
    return times


def run_exact_bench(quick: bool, scale: float = 1.0) -> None:
    """Print the exact play search's first leads (deals solved within the budget, median and
    p99; a deal not solved counts its time to the budget) beside DDS on bridge deals."""
    pick = 1 if quick else 0
    deals = max(1, int(EXACT_DEALS[pick] * min(scale * (10 if quick else 1), 1.0)))
    budget = EXACT_NODES[pick]
    from gamelib.solver.play import MODELS

    print(f"Exact play search (gamelib.solver.solve) at the first lead: {deals} deals a "
          f"game, each within {budget:,} nodes (a game that pays only its contract made or "
          "not: every card's outcome, what it pays; and the value, every trick, unpaid)")
    dds = dds_times(max(deals, 20))
    if dds is None:
        print("  baseline: DDS (endplay) not measured: endplay is not installed (pip install "
              "endplay, or the test extra)")
        dds_median = None
    else:
        dds_median = statistics.median(dds)
        print(f"    {'baseline: DDS, bridge deals, every card':<40}median {dds_median * 1000:>8.1f} ms"
              f"  p99 {_percentile(dds, 99) * 1000:>8.1f} ms  ({len(dds)} deals)")
    for game, target in EXACT_GAMES.items():
        goal = dds_median if target is None else target
        deals_of = {game: play_first_leads(game, deals)}
        if game in EXACT_TABLE_BID:
            deals_of[f"{game}, table's bids"] = play_first_leads(
                game, deals, bidder=EXACT_TABLE_BID[game])
        for label, positions in deals_of.items():
            if MODELS[game].outcome is not None:
                print(_exact_line(f"{label}, what it pays", positions, budget, goal, "outcome"))
                label = f"{label}, every trick"
            print(_exact_line(label, positions, budget, goal))
    print()


def _exact_line(label: str, positions, budget: int, goal: float | None,
                objective: str = "value") -> str:
    """The bench's line of the exact search's first leads ``positions`` (states and
    positions), each solved within ``budget`` nodes by the one solve
    (:func:`gamelib.solver.solve` with ``objective``), beside the median ``goal`` (seconds)."""
    from gamelib.solver import BudgetExceeded, solve

    try:  # the kernel compiled or loaded before the clock runs
        solve(positions[0][0], nodes=1, objective=objective)
    except BudgetExceeded:
        pass
    times, solved = [], 0
    for state, _ in positions:
        start = time.perf_counter()
        try:
            solve(state, nodes=budget, objective=objective)
            solved += 1
        except BudgetExceeded:
            pass
        times.append(time.perf_counter() - start)
    median, p99 = statistics.median(times), _percentile(times, 99)
    if goal is None:
        verdict = "target: DDS's median (not measured)"
    else:
        met = solved == len(times) and median <= goal and p99 <= EXACT_P99
        verdict = (f"target {goal * 1000:.0f} ms, p99 {EXACT_P99:g} s, every deal  "
                   f"{'met' if met else 'NOT MET'}")
    return (f"    {label:<40}median {median * 1000:>8.1f} ms  p99 {p99 * 1000:>8.1f} ms  "
            f"solved {solved}/{len(times)}  {verdict}")


def play_duel(game: str, endings: int, seed: int = 0) -> tuple[float, float]:
    """PIMC's side against random play: over ``endings`` seeded endings of
    :data:`PLAY_DUEL_TRICKS` tricks, the side of the player to play plays once by PIMC
    (:data:`PLAY_DUEL_WORLDS` worlds) and once at random, the others at random from the same
    seed both times; returns the mean of the difference in what PIMC plays for (the outcome
    where the game has one: how many of the model's cuts the side's value reaches; else the
    value), and its standard error."""
    import numpy as np

    from gamelib.core.engine import RandomPlayer
    from gamelib.players.pimc_play import PlayPIMCPlayer
    from gamelib.solver.play import MODELS, reference
    from gamelib.solver.play.outcome import band

    model = MODELS[game]

    def value(ending: int, pimc: bool) -> int:
        state = reference.ending(game, seed + ending, PLAY_DUEL_TRICKS)
        seat = state.current_player()
        root = model.position(state, seat)
        side = {s for s, m in zip(root.seats, root.maximiser) if m}
        smart = PlayPIMCPlayer(ending, worlds=PLAY_DUEL_WORLDS)
        chance = RandomPlayer(10_000 + ending)
        while True:
            pos = model.position(state, seat)
            if reference.cards_left(pos) <= 1:
                closing = reference.closing_value(pos, model)
                if model.outcome is None:
                    return closing
                return band(closing, model.outcome(root.params, root.maximiser))
            player = state.current_player()
            action = smart(state) if pimc and player in side else chance(state)
            state.apply_action(action)

    gains = np.array([value(e, True) - value(e, False) for e in range(endings)], dtype=float)
    error = float(gains.std(ddof=1) / np.sqrt(len(gains))) if len(gains) > 1 else float("nan")
    return float(gains.mean()), error
