"""``python -m gamelib lessons``: the lessons listed, or one printed for a teacher."""

from __future__ import annotations

import argparse
import sys
import textwrap


def lesson_table() -> list[tuple[str, ...]]:
    """One row a lesson: id, game, steps, questions, the source's figures checked and the
    errata found, and its title."""
    from gamelib.analysis.lessons import all_lessons

    return [(x.id, x.game, str(len(x.steps)), str(len(x.questions)), str(len(x.checks)),
             str(len(x.errata)), x.title) for x in all_lessons()]


def cmd_lessons(argv: list[str]) -> int:
    """List the lessons made from the sources' worked examples, or print one: every step with
    its passage, what lies on the table, the source's figures checked against the engine (the
    errata with their evidence) and the questions with their answers."""
    parser = argparse.ArgumentParser(prog="python -m gamelib lessons",
                                     description=cmd_lessons.__doc__)
    parser.add_argument("id", nargs="?", help="a lesson's id, e.g. academie-pool")
    parser.add_argument("--list", action="store_true", help="list the lessons")
    parser.add_argument("--no-answers", action="store_true",
                        help="print the questions without their answers (a worksheet)")
    parser.add_argument("--exercises", action="store_true",
                        help="the books' example hands as exercises: is this a good ask? "
                             "answered by the advice and by PIMC play")
    parser.add_argument("--deals", type=int, default=None, metavar="N",
                        help="deals of each hand for --exercises (default 12; the full run: 200)")
    parser.add_argument("--hands", nargs="*", metavar="HAND",
                        help="only these hands for --exercises, e.g. 'ombre B3' 'quadrille V1'")
    parser.add_argument("--store", action="store_true",
                        help="keep the deals in notebooks/results (resumed where stopped)")
    args = parser.parse_args(argv)
    if args.exercises:
        return _exercises(parser, args)
    from gamelib.analysis.lessons import lesson, lesson_ids

    if args.list or args.id is None:
        header = ("id", "game", "steps", "questions", "checked", "errata", "title")
        rows = [header, *lesson_table()]
        widths = [max(len(r[i]) for r in rows) for i in range(len(header) - 1)]
        for row in rows:
            print("  ".join(v.ljust(w) for v, w in zip(row, widths)) + "  " + row[-1])
        if args.id is None and not args.list:
            print("\npython -m gamelib lessons ID prints one lesson")
        return 0
    if args.id not in lesson_ids():
        print(textwrap.fill(f"no lesson {args.id!r}; the lessons: {', '.join(lesson_ids())}",
                            96), file=sys.stderr)
        return 2
    print(lesson(args.id).text(answers=not args.no_answers))
    return 0


def _exercises(parser, args) -> int:
    from gamelib.analysis.lessons.exercises import (NOTEBOOK_DEALS, STORE, agreement,
                                                    exercise_deals, exercise_table, table_text)

    n = NOTEBOOK_DEALS if args.deals is None else args.deals
    if n < 1:
        parser.error("--deals must be at least 1")
    try:
        deals = exercise_deals(n, keys=args.hands or None, store=STORE if args.store else None,
                               progress=lambda line: print(line, file=sys.stderr, flush=True))
    except ValueError as error:
        print(textwrap.fill(str(error), 96), file=sys.stderr)
        return 2
    table = exercise_table(deals)
    print(table_text(table))
    told = agreement(table)
    print(f"\nPlay decides {told['decided by play']} of {told['hands']} hands at {n} deals "
          f"each; it agrees with the booklet's word on {told['play agrees with the booklet']} "
          f"and with the advice's count on {told['play agrees with the advice']}.")
    return 0
