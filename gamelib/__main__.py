"""The command line: ``python -m gamelib COMMAND``.

    python -m gamelib sources            coverage of the four sources by the passage catalogue
    python -m gamelib quote ID           one passage: original, reading, gloss
    python -m gamelib games              the games and their options
    python -m gamelib play GAME --seed N play one deal, every seat by the source's advice
    python -m gamelib review GAME --seed N   a deal played by the book, every decision reviewed
    python -m gamelib coverage           coverage per source and chapter; --missing: unquoted passages
    python -m gamelib beasts             the Académie's beast table; --example academie: its 7 hands
    python -m gamelib lessons            the sources' worked examples as lessons; lessons ID prints one
    python -m gamelib bench              speed of the engine, the fast path, the solver (--quick)
    python -m gamelib studies            the studies' long runs at full size, into notebooks/results
    python -m gamelib playthroughs       seeded deals of every game as text, into tests/playthroughs
    python -m gamelib problems GAME      problems from the exact solver: positions, then answers
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import textwrap

# name -> "module:function", the function taking the remaining arguments: a command's module is
# imported only when it is run.
COMMANDS = {
    "sources": "gamelib.__main__:cmd_sources",
    "quote": "gamelib.__main__:cmd_quote",
    "games": "gamelib.__main__:cmd_games",
    "play": "gamelib.__main__:cmd_play",
    "review": "gamelib.__main__:cmd_review",
    "beasts": "gamelib.analysis.beasts:cmd_beasts",
    "lessons": "gamelib.analysis.lessons.command:cmd_lessons",
    "coverage": "gamelib.core.coverage:cmd_coverage",
    "bench": "gamelib.analysis.bench:cmd_bench",
    "studies": "gamelib.analysis.runs:cmd_studies",
    "playthroughs": "gamelib.analysis.playthrough:cmd_playthroughs",
    "problems": "gamelib.analysis.problems:cmd_problems",
}


def cmd_sources(argv: list[str]) -> int:
    """Print the share of each source's rule text that the catalogue covers."""
    argparse.ArgumentParser(prog="python -m gamelib sources",
                            description=cmd_sources.__doc__).parse_args(argv)
    from gamelib.core.sources import coverage_table

    table = coverage_table()
    print(f"{'source':<14}{'passages':>9}{'excluded':>9}{'coverage':>10}  file")
    for row in table.itertuples():
        print(f"{row.source:<14}{row.passages:>9}{row.excluded:>9}{row.coverage:>10.1%}  {row.file}")
    return 0


def cmd_quote(argv: list[str]) -> int:
    """Print a passage of a source by its id: where it stands, the original as printed, the
    reading where the print or the OCR damaged it, and the English gloss. With --list, the ids
    of every passage (of one source: --list engelmann)."""
    parser = argparse.ArgumentParser(prog="python -m gamelib quote", description=cmd_quote.__doc__)
    parser.add_argument("id", nargs="?", help="a passage id, e.g. engelmann:kleeblatt.six")
    parser.add_argument("--list", nargs="?", const="", metavar="SOURCE",
                        help="list the passage ids (of one source)")
    args = parser.parse_args(argv)
    from gamelib.core.sources import all_quotes, quote

    try:
        if args.list is not None:
            for q in all_quotes(args.list or None):
                print(f"{q.id:<48} {q.gloss[:70]}")
            return 0
        if args.id is None:
            parser.error("give a passage id, or --list")
        print(quote(args.id))
    except KeyError as error:
        print(error.args[0], file=sys.stderr)
        return 2
    return 0


def cmd_games(argv: list[str]) -> int:
    """List the games of the collection; with --options, each game's options: what each takes,
    its default, its meaning and the passage it comes from."""
    parser = argparse.ArgumentParser(prog="python -m gamelib games", description=cmd_games.__doc__)
    parser.add_argument("--options", action="store_true", help="list every game's options")
    parser.add_argument("names", nargs="*", metavar="GAME", help="only these games")
    args = parser.parse_args(argv)
    from gamelib import GAMES
    from gamelib.core.engine import game_class
    from gamelib.core.options import rows

    for name in args.names or GAMES:
        try:
            cls = game_class(name)
        except KeyError as error:
            parser.error(error.args[0])
        print(textwrap.fill(f"{name}: {cls.description}", width=96, subsequent_indent="    "))
        if args.options:
            for row in rows(cls.OPTIONS):
                rules = "" if row["rules"] == "all" else f" (rules {row['rules']})"
                cite = f" [{row['passage']}]" if row["passage"] else ""
                print(f"    {row['option']}: {row['takes']}; default {row['default']}{rules}")
                print(f"        {row['meaning']}{cite}")
    return 0


def _option_value(text: str):
    """A game option typed on the command line: a whole number, true/false (yes/no), none, or
    text."""
    lowered = text.lower()
    if lowered in ("true", "false", "yes", "no"):
        return lowered in ("true", "yes")
    if lowered == "none":
        return None
    return int(text) if text.lstrip("-").isdigit() else text


def cmd_play(argv: list[str]) -> int:
    """Deal one hand of a game from a seed and play it out, every seat by the player that
    follows the source's own advice (at random where the source gives none a player could
    follow): print the hands dealt, every action, and what came of it."""
    parser = argparse.ArgumentParser(prog="python -m gamelib play", description=cmd_play.__doc__)
    parser.add_argument("game")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. --option rules=academie")
    parser.add_argument("--players", default="advice", metavar="NAME",
                        help="who plays every seat: advice (the source's, the default), random, "
                             "or a player's name")
    args = parser.parse_args(argv)
    from gamelib.analysis.playthrough import transcript

    malformed = [item for item in args.option if "=" not in item or item.startswith("=")]
    if malformed:
        parser.error(f"--option {malformed[0]!r}: write an option as KEY=VALUE, "
                     f"e.g. --option rules=academie")
    options = {key: _option_value(value)
               for key, _, value in (item.partition("=") for item in args.option)}
    try:
        print(transcript(args.game, options, args.seed,
                         None if args.players == "advice" else args.players), end="")
    except ValueError as error:  # an unknown game, option, player, a bad value or seed
        print(error.args[0], file=sys.stderr)
        return 2
    return 0


def cmd_review(argv: list[str]) -> int:
    """Deal a game from a seed, play every seat by the book's advice (or --players), and
    print the review: every decision with the book's pick and the strong player's values, the
    mistakes, the tricks, the outcome."""
    parser = argparse.ArgumentParser(prog="python -m gamelib review", description=cmd_review.__doc__)
    parser.add_argument("game")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. --option rules=noothoven")
    parser.add_argument("--players", default=None, metavar="NAME",
                        help="who plays every seat: the book's advice by default, or random, "
                             "pimc, or a player's name")
    parser.add_argument("--seconds", type=float, default=None,
                        help="the time budget for valuing (default 2.5 s for Ombre, 8 s for the others)")
    args = parser.parse_args(argv)
    from gamelib.analysis.coach import COACHED
    from gamelib.analysis.review import review

    malformed = [item for item in args.option if "=" not in item or item.startswith("=")]
    if malformed:
        parser.error(f"--option {malformed[0]!r}: write an option as KEY=VALUE")
    options = {k: _option_value(v) for k, _, v in (item.partition("=") for item in args.option)}
    if args.game not in COACHED:
        print(f"the review plays the table's games: {', '.join(COACHED)}; not {args.game!r}",
              file=sys.stderr)
        return 2
    try:
        found = review(args.game, args.seed, options, args.players, seconds=args.seconds,
                       progress=_progress_bar())
    except ValueError as error:
        print(error.args[0], file=sys.stderr)
        return 2
    print(found)
    return 0


def _progress_bar():
    """A progress line on stderr while the decisions are valued (nothing when not a tty)."""
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        print(f"\rvaluing the decisions: {done} of {total}", end="" if done < total else "\n",
              file=sys.stderr, flush=True)

    return show



def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in {"-h", "--help"}:
        print(__doc__.strip())
        return 0
    if argv[0] not in COMMANDS:
        print(f"unknown command {argv[0]!r}; the commands: {', '.join(COMMANDS)} "
              f"(python -m gamelib --help says what each does)", file=sys.stderr)
        return 2
    module, function = COMMANDS[argv[0]].split(":")
    try:
        code = getattr(importlib.import_module(module), function)(argv[1:])
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader's pager closed the pipe (`... | head`): stop quietly, as a Unix tool does,
        # and keep Python from complaining again when it flushes stdout at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return code


if __name__ == "__main__":
    sys.exit(main())
