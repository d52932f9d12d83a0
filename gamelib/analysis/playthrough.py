"""Playthroughs: whole seeded deals written as text, so that a reviewer sees in a diff what a
change did to play.

A transcript lists the hands dealt, every action with the seat that took it (every seat played
by the player that follows the source's advice, or at random where the source gives none), the
details at the end with every payment line, and the returns. ``python -m gamelib playthroughs`` writes one
file per game and rule set under ``tests/playthroughs/``; ``make test`` compares them with what
the code plays now (``tests/test_playthroughs.py``).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from gamelib.core.engine import get_game
from gamelib.core.names import game_title, listing, options_words, player_name, signed
from gamelib.players import advice_for, make_policy

#: Where the transcripts are kept.
PLAYTHROUGHS = Path(__file__).resolve().parents[2] / "tests" / "playthroughs"

#: Every game and rule set transcribed: (file name, game, options).
CASES: tuple[tuple[str, str, dict], ...] = (
    ("ombre.academie", "ombre", {"rules": "academie"}),
    ("ombre.noothoven", "ombre", {"rules": "noothoven"}),
    ("ombre.noothoven.a-deux", "ombre", {"rules": "noothoven", "form": "a-deux"}),
    ("ombre.noothoven.a-quatre", "ombre", {"rules": "noothoven", "form": "a-quatre"}),
    ("ombre.noothoven.cinquille", "ombre", {"rules": "noothoven", "form": "cinquille"}),
    ("quadrille.noothoven", "quadrille", {"rules": "noothoven"}),
    ("quadrille.hoe-speel-je", "quadrille", {"rules": "hoe-speel-je"}),
    ("domino", "domino", {}),
    ("piquet", "piquet", {}),
    ("tresette", "tresette", {}),
    ("boston", "boston", {}),
    ("casino.4", "casino", {"players": 4}),
    ("casino.3", "casino", {"players": 3}),
    ("casino.2", "casino", {"players": 2}),
    ("connections", "connections", {}),
    ("piquesept", "piquesept", {}),
    ("goodhope", "goodhope", {}),
    ("kleeblatt", "kleeblatt", {}),
)

#: The seeds of the deals transcribed for each case.
SEEDS = (1, 2)


def transcript(game_name: str, options: dict, seed: int, players: str | None = None) -> str:
    """One deal of ``game_name`` dealt from ``seed`` and played by ``players`` (a player's
    name; by default the source's advice, or random where it gives none), as text."""
    game = get_game(game_name, **options)
    state = game.new_initial_state(seed=seed)
    name = players or advice_for(game.name)
    lines = [f"== {game_title(game)}, seed {seed}, {options_words(game)}; every seat played by "
             f"{player_name(name)}", "hands dealt:"]
    seat_names = game.seats if len(game.seats) == game.num_players else \
        [str(seat) for seat in range(game.num_players)]
    for seat in range(game.num_players):
        lines.append(f"  {seat_names[seat]}: {state.hand(seat)}")
    report = hand_report_lines(game, state.hand(0))
    if report:
        lines += [f"the hand of {seat_names[0]}, as the game reads it:"] + report
    player = make_policy(name, seed)
    while not state.is_terminal():
        seat = state.current_player()
        action = player(state)
        lines.append(f"{seat_names[seat]}: {action}")
        state.apply_action(action)
    lines.append("details:")
    for key, value in state.details().items():
        lines.append(f"  {key}: {listing(value)}")
    lines.append("the result: " + ", ".join(f"{seat_names[p]} {signed(r)}"
                                            for p, r in enumerate(state.returns())))
    lines.append(f"in words: {state.explain()}")
    return "\n".join(lines) + "\n"


def hand_report_lines(game, hand) -> list[str]:
    """The game's reading of ``hand`` (its HandReport), trumps in the suit it is longest in where
    the player names the trump; none for a game that does not read hands."""
    from gamelib.core.cards import SUITS
    from gamelib.core.engine import Game

    if type(game).hand_report is Game.hand_report:
        return []
    trump = max(SUITS, key=lambda s: (len(hand.suit(s)), -SUITS.index(s))) \
        if game.trump_named else None
    report = game.hand_report(hand, trump)
    lines = [f"  trump: {report.trump}", f"  order: {' '.join(c.face for c in report.order)}"]
    if report.trump_order:
        lines.append(f"  trump order: {' '.join(c.face for c in report.trump_order)}")
    if report.names:
        lines.append("  names: " + ", ".join(f"{c} {n}" for c, n in report.names.items()))
    if report.marks:
        lines.append("  marks: " + ", ".join(f"{c} {m}" for c, m in report.marks.items()))
    lines += [f"  {what}: {value}" + (f" [{passage}]" if passage else "")
              for what, value, passage in report.counts]
    lines += [f"  matches {key} ({kind}): {how} [{passage}]"
              for key, kind, _words, how, passage in report.matches]
    if report.nearest:
        lines.append(f"  nearest example: {report.nearest}")
    lines += [f"  note: {note}" for note in report.notes]
    return lines


def case_text(game_name: str, options: dict) -> str:
    """The transcripts of one case, every seed of :data:`SEEDS`."""
    return "\n".join(transcript(game_name, options, seed) for seed in SEEDS)


def write(directory: Path = PLAYTHROUGHS) -> list[Path]:
    """Write every case's transcripts into ``directory``; the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, game_name, options in CASES:
        path = directory / f"{name}.txt"
        path.write_text(case_text(game_name, options), encoding="utf-8")
        written.append(path)
    return written


def cmd_playthroughs(argv: list[str]) -> int:
    """Write the playthroughs (seeded deals of every game and rule set, as text) into
    tests/playthroughs, where make test compares them with what the code plays."""
    parser = argparse.ArgumentParser(prog="python -m gamelib playthroughs",
                                     description=cmd_playthroughs.__doc__)
    parser.add_argument("--out", default=str(PLAYTHROUGHS), help="the folder to write into")
    args = parser.parse_args(argv)
    for path in write(Path(args.out)):
        print(path)
    return 0
