"""The studies' long runs from the command line (``python -m gamelib studies``): the studies
(:mod:`gamelib.analysis.studies`), the matches (:mod:`gamelib.analysis.matches`) and the
comparison's plays (:mod:`gamelib.analysis.compare`) played at full size into the store."""

from __future__ import annotations

import os

from gamelib.analysis import studies
from gamelib.analysis.store import RESULTS, Store


def cmd_studies(argv: list[str]) -> int:
    """Play the studies' long runs at full size into the notebook's store (notebooks/results):
    the booklet's odds by double dummy and by PIMC, the outcome deals played by PIMC, and the
    comparison notebook's deals of Ombre and Quadrille under each source by the plain players
    (gamelib.analysis.compare.ombre_deals, quadrille_deals), PIMC against each trick game's
    field seat by seat and the readings played by PIMC (gamelib.analysis.matches). A run
    resumes where the store stops; stop it at any time (at most one step of SLOW_STEP deals is
    lost). The notebook then reads the results back at full size in a moment."""
    import argparse

    from gamelib.games.quadrille import BOOK_HANDS

    solos = [h.key for h in BOOK_HANDS.values() if h.contract == "solo"]
    runs = ("odds-double-dummy", "odds-pimc", "outcome-pimc", "compare-plain", "matches",
            "readings")
    parser = argparse.ArgumentParser(prog="python -m gamelib studies",
                                     description=cmd_studies.__doc__)
    parser.add_argument("runs", nargs="*", metavar="RUN",
                        help=f"which runs, in order (default all): {', '.join(runs)}")
    parser.add_argument("--hands", nargs="+", choices=solos, default=None, metavar="S",
                        help="the solo hands of the odds runs (default all ten)")
    parser.add_argument("--deals", type=int, default=None, metavar="N",
                        help="play each piece up to N deals only (default: its full size), so "
                             "that every hand gets some deals before any gets all")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                        help="worker processes (default: every core; 0: in this process)")
    parser.add_argument("--store", default=str(RESULTS), help="the store's directory")
    args = parser.parse_args(argv)
    unknown = [name for name in args.runs if name not in runs]
    if unknown:
        parser.error(f"unknown run {', '.join(map(repr, unknown))}; the runs: {', '.join(runs)}")
    args.runs = args.runs or list(runs)
    if args.workers < 0:
        parser.error(f"--workers must be 0 (in this process) or more, not {args.workers}")
    if args.deals is not None and args.deals < 1:
        parser.error(f"--deals must be 1 or more, not {args.deals}")

    def size(full: int) -> int:
        return full if args.deals is None else min(full, args.deals)

    store = Store(args.store)
    run = {"executor": args.workers or "inline", "progress": True}
    for name in args.runs:
        if name == "outcome-pimc":
            deals = studies.outcome_deals(0, studies.SEED, policies=["pimc"],
                                          sizes={"pimc": size(studies.FULL_PIMC_DEALS)},
                                          store=store, **run)
            print(studies.outcome_rates(deals, by_contract=False).round(3)
                  .to_string(index=False))
        elif name in ("matches", "readings"):
            from gamelib.analysis import matches

            n = size(matches.FULL_MATCH_DEALS)
            if name == "readings":
                table = matches.reading_differences(n, studies.SEED, store=store, **run)
                print(table.round(3).to_string(index=False))
                continue
            for game, options in matches.TRICK_GAMES:
                for field in matches.fields(game):
                    table = matches.seat_matches(game, options, "pimc", field, n,
                                                 studies.SEED, store=store, **run)
                    print(table.round(3).to_string(index=False))
        elif name == "compare-plain":
            from gamelib.analysis import compare

            n = size(compare.FULL_DEALS)
            for game, deals in (("Ombre", compare.ombre_deals(n, compare.PLAY_SEED, store)),
                                ("Quadrille", compare.quadrille_deals(n, compare.PLAY_SEED,
                                                                      store))):
                print(f"{game}: " + ", ".join(f"{rules} {len(frame)} deals"
                                              for rules, frame in deals.items()))
        else:
            method = name.removeprefix("odds-")
            full = (studies.FULL_ODDS_DOUBLE_DUMMY if method == "double-dummy"
                    else studies.FULL_ODDS_PIMC)
            table = studies.booklet_odds(size(full), studies.SEED, method, keys=args.hands,
                                         store=store, **run)
            print(table.drop(columns=["described", "passage"]).round(3).to_string(index=False))
    print(store)
    return 0
