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
    args = parser.parse_args(argv)
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
