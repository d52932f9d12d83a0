"""Problems from the exact solver: positions of real deals where one card alone is best.

    from gamelib.analysis.problems import load, generate
    problems = load("ombre-academie")           # the stored set, checked by the tests
    problems[0].answer, problems[0].plays[0].line

A problem is a position of a deal dealt by a seed and played by the source's advice (by the
strong player, PIMC, where the collection has no advice player for the game), with three to
six tricks left, where the exact search, every hand open, finds exactly one card (up to cards
that are the same card, :func:`gamelib.analysis.problems_play.same_card_classes`) that gets the
best result for the side to play: the best outcome where the game pays by outcome, the most
points where every point is paid (:func:`gamelib.analysis.problems_play.worths`). Every other card is a *play* too, with its value, its best
line and its result, so that any card a student picks is answered; the *tempting* one is the
card the deal's own player chose when it was wrong, else the nearest miss. Each problem is
rated easy, medium or hard by :func:`rating`. How they are chosen and rated: docs/problems.md.

The sets are stored as TOML beside this module (``problem_sets/``), written by
``python -m gamelib problems --generate`` and checked again by the tests (each is replayed
from its seed and moves and solved afresh).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from gamelib.core.cards import Card, CardSet, parse
from gamelib.core.engine import get_game
from gamelib.core.errors import UnknownName
from gamelib.core.names import player_name
from gamelib.analysis.problems_play import (
    Table,
    best_card,
    examine_position,
    in_card_play,
    playing_order,
    table,
    taker,
)

#: Where the stored sets live, one TOML file a set.
STORE = Path(__file__).with_name("problem_sets")
#: The tricks that may be left at a problem's position (the trick in progress counted).
TRICKS_LEFT = (3, 6)


@dataclass(frozen=True)
class ProblemSet:
    """A set of problems: a game under one rule set, the players of its deals, its title."""

    key: str
    game: str
    options: dict
    title: str
    player: str   # the policy that plays the deals: the source's advice, or "pimc"

    @property
    def player_words(self) -> str:
        """The deal's players as a reader names them ("the booklet's advice")."""
        return player_name(self.player)

    def new_game(self):
        return get_game(self.game, **self.options)


#: Every set, by key. The deals are played by the source's advice where the collection has a
#: player that follows it in the card play, else by the strong player (PIMC): Boston's table
#: player plays its cards at random outside Misery, and Tresette has no advice player.
#: Tresette's deals are single deals (``deals=1``): the card play of a deal does not depend on
#: the sitting around it, and a line then ends where the state ends.
SETS = {s.key: s for s in (
    ProblemSet("ombre-noothoven", "ombre", {"rules": "noothoven"},
               "Ombre, by the Dutch booklet", "ombre-booklet"),
    ProblemSet("ombre-academie", "ombre", {"rules": "academie"},
               "Ombre, by the Académie des jeux oubliés", "ombre-booklet"),
    ProblemSet("quadrille-noothoven", "quadrille", {"rules": "noothoven"},
               "Quadrille, by the Dutch booklet", "quadrille-booklet"),
    ProblemSet("quadrille-hoe-speel-je", "quadrille", {"rules": "hoe-speel-je"},
               "Quadrille, by the modern Dutch page", "quadrille-booklet"),
    ProblemSet("piquet", "piquet", {}, "Piquet, by Engelmann (1798)", "piquet-engelmann"),
    ProblemSet("boston", "boston", {}, "Boston, by Engelmann (1798)", "pimc"),
    ProblemSet("tresette", "tresette", {"deals": 1}, "Tresette, by Engelmann (1798)", "pimc"),
)}


@dataclass(frozen=True)
class Play:
    """One choice of the player to move: a card (with the cards that are the same card for the
    answer), what it keeps for his side (the outcome's rank or the points the game pays on,
    and the solver's exact value), its best line to the end of the deal (tricks of
    cards, the first finishing the trick on the table), the seat taking each trick of the line,
    and the deal's result in the game's words."""

    cards: tuple[Card, ...]
    worth: int      # what the game pays on (problems_play.worths), for the side to play
    value: int      # the solver's exact value, for the side to play
    line: tuple[tuple[Card, ...], ...]
    takers: tuple[int, ...]
    outcome: str    # the outcome in words where the game pays by outcome, else ""
    result: str     # the deal's end in the game's words (tricks, points)


@dataclass(frozen=True)
class Problem:
    """A position and its answer (module docstring). ``plays`` best first; ``played``: the card
    the deal's own player chose here; ``tempting``: the index in ``plays`` of the tempting
    wrong play."""

    set: str
    number: int
    seed: int
    moves: tuple[str, ...]
    position: Table
    plays: tuple[Play, ...]
    played: Card
    tempting: int
    rating: str

    @property
    def answer(self) -> Play:
        return self.plays[0]

    @property
    def problem_set(self) -> ProblemSet:
        return SETS[self.set]

    @property
    def id(self) -> str:
        return f"{self.set}-{self.number:02d}"

    @property
    def measure(self) -> dict:
        """What the rating is made of (:func:`rating`)."""
        return measure(self.position.tricks_left, len(self.plays),
                       self.played not in self.answer.cards)

    def state(self):
        """The deal's state at the problem's position, replayed from its seed and moves."""
        state = self.problem_set.new_game().new_initial_state(seed=self.seed)
        for move in self.moves:
            state.apply_action(move)
        return state


# -- the rating ---------------------------------------------------------------------------------

#: The ratings, easiest first; the score at which a problem is medium, and hard (:func:`rating`).
RATINGS = ("easy", "medium", "hard")
MEDIUM, HARD = 2, 4


def measure(tricks_left: int, choices: int, misled: bool) -> dict:
    """The three things a problem's difficulty is read from: the tricks left (how deep the line
    runs, 3 to 6), the choices (how many different cards the player may play, the same cards
    counted once) and whether the deal's own player (the book's advice) chose wrong there;
    and their score: ``(tricks_left - 3) + min(choices - 2, 3) + 2 * misled``, 0 to 8."""
    score = (tricks_left - TRICKS_LEFT[0]) + min(choices - 2, 3) + 2 * int(misled)
    return {"tricks left": tricks_left, "choices": choices, "misled": misled, "score": score}


def rating(score: int) -> str:
    """Easy below :data:`MEDIUM`, hard from :data:`HARD`, medium between."""
    return "hard" if score >= HARD else "medium" if score >= MEDIUM else "easy"


# -- finding problems ---------------------------------------------------------------------------

#: The worlds the strong player (PIMC) deals for each card of a problem's deal.
PIMC_WORLDS = 30


def policies(problem_set: ProblemSet, seed: int, seats: int) -> list:
    """The deal's players, one per seat, each with its own generator from the deal's seed."""
    from gamelib.players import make_policy
    from gamelib.players.pimc import PIMCPlayer
    streams = [np.random.default_rng(s) for s in np.random.SeedSequence(seed).spawn(seats)]
    if problem_set.player == "pimc":
        return [PIMCPlayer(rng, worlds=PIMC_WORLDS) for rng in streams]
    return [make_policy(problem_set.player, rng) for rng in streams]


def line_from(state, first: Card | None = None):
    """The line from a state to the end of its deal: ``first`` (if given) and then one best card
    after another. Returns its tricks of cards (the first finishing the trick on the table), the
    seat taking each, and the state at the end; None when a decision other than a card comes
    before the end (the Ombre's choice to play on for the vole)."""
    tricks, takers, trick = [], [], []
    while not state.is_terminal():
        if not in_card_play(state):
            return None
        card = best_card(state) if first is None else first
        first = None
        trick.append(card)
        if len(table(state).trick) + 1 == len(playing_order(state)):
            takers.append(taker(state, card))
            tricks.append(tuple(trick))
            trick = []
        state.apply_action(card.face)
    return (tuple(tricks), tuple(takers), state) if not trick else None


def examine(state) -> tuple[dict, dict, list] | None:
    """The values, the worths and the classes of a position
    (:func:`~gamelib.analysis.problems_play.examine_position`) when there are at least two
    classes and exactly one is best by what the game pays; None otherwise."""
    values, paid, classes = examine_position(state)
    best = max(paid.values())
    if len(classes) < 2 or sum(paid[c[0]] == best for c in classes) != 1:
        return None
    return values, paid, classes


def build(problem_set: ProblemSet, number: int, seed: int, moves: list[str], state,
          values: dict, paid: dict, classes: list, played: Card) -> Problem | None:
    """The problem at a position: each class's line and result, best first (by what the game
    pays, then by the exact value, then in the game's order); None if a line meets a decision
    other than a card."""
    from gamelib.analysis.problems_words import result_words
    plays = []
    for cards in sorted(classes, key=lambda c: (-paid[c[0]], -values[c[0]])):
        line = line_from(state.clone(), cards[0])
        if line is None:
            return None
        tricks, takers, end = line
        outcome, result = result_words(end, state.current_player())
        plays.append(Play(tuple(cards), paid[cards[0]], values[cards[0]], tricks, takers,
                          outcome, result))
    misled = played not in plays[0].cards
    tempting = next(i for i, p in enumerate(plays) if played in p.cards) if misled else 1
    position = table(state)
    score = measure(position.tricks_left, len(plays), misled)["score"]
    return Problem(problem_set.key, number, seed, tuple(moves), position, tuple(plays), played,
                   tempting, rating(score))


def find_in_deal(problem_set: ProblemSet, number: int, seed: int,
                 have: dict[str, int] | None = None) -> Problem | None:
    """One problem from the deal of ``seed`` played by the set's players, or None when no
    position of it qualifies. Among the positions that do, the one whose rating ``have`` (the
    ratings found so far) holds fewest, then one at random (seeded)."""
    have = have or {}
    state = problem_set.new_game().new_initial_state(seed=seed)
    players = policies(problem_set, seed, state.game.num_players)
    moves: list[str] = []
    found = []
    while not state.is_terminal():
        if in_card_play(state) and table(state).tricks_left < TRICKS_LEFT[0]:
            break   # no problem can come after this
        action = players[state.current_player()](state)
        if in_card_play(state) and _qualifies(state):
            checked = examine(state)
            if checked is not None:
                values, paid, classes = checked
                best = max(paid.values())
                misled = paid[Card(action.value)] != best
                score = measure(table(state).tricks_left, len(classes), misled)["score"]
                found.append((have.get(rating(score), 0),
                              (list(moves), state.clone(), *checked, Card(action.value))))
        moves.append(str(action))
        state.apply_action(action)
    shuffled = np.random.default_rng(seed).permutation(len(found))
    for i in sorted(shuffled, key=lambda i: found[i][0]):
        problem = build(problem_set, number, seed, *found[i][1])
        if problem is not None:
            return problem
    return None


def _qualifies(state) -> bool:
    """A position with 3 to 6 tricks left, and for Ombre none where the Ombre has taken every
    trick so far (his choice to play on for the vole may come)."""
    now = table(state)
    low, high = TRICKS_LEFT
    if not low <= now.tricks_left <= high:
        return False
    if state.game.name == "ombre":
        ombre = state.active[state.ombre]
        return sum(now.won) > now.won[ombre] and not state.committed
    return True


def generate(key: str, count: int, first_seed: int = 1, progress: bool = True) -> list[Problem]:
    """``count`` problems of the set ``key``, one from each deal that has one, deals from
    ``first_seed`` up, each deal's the rating found least so far (:func:`find_in_deal`)."""
    from tqdm.auto import tqdm
    problem_set = problem_set_of(key)
    problems: list[Problem] = []
    seed = first_seed
    bar = tqdm(total=count, desc=f"problems of {problem_set.title}", disable=not progress)
    have: dict[str, int] = {}
    while len(problems) < count:
        problem = find_in_deal(problem_set, len(problems) + 1, seed, have)
        if problem is not None:
            problems.append(problem)
            have[problem.rating] = have.get(problem.rating, 0) + 1
            bar.update(1)
        seed += 1
    bar.close()
    return problems


def problem_set_of(key: str) -> ProblemSet:
    """The set named ``key``; a game's name gives its set under the game's default rules."""
    if key in SETS:
        return SETS[key]
    sets = [s for s in SETS.values() if s.game == key]
    if not sets:
        raise UnknownName(f"no problems for {key!r}; the sets: {', '.join(SETS)}")
    from gamelib.core.engine import game_class
    rules = next((o.default for o in game_class(key).OPTIONS if o.name == "rules"), None)
    return next((s for s in sets if s.options.get("rules") == rules), sets[0])


# -- storing ------------------------------------------------------------------------------------

def _faces(cards) -> str:
    return " ".join(Card(c).face for c in cards)


def _toml_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _toml_string(value)
    return "[" + ", ".join(_toml_value(v) for v in value) + "]"


def to_toml(problem_set: ProblemSet, problems: list[Problem], command: str) -> str:
    """The set as TOML: a header saying how it was made, then one ``[[problem]]`` table a
    problem, each play a ``[[problem.play]]`` table; seats by their numbers in the game."""
    lines = [f"# Problems of {problem_set.title}: positions of real deals where one card alone",
             "# gets the best result, proven by the exact search (docs/problems.md).",
             f"# Written by: {command}", "# Checked again by tests/test_problems.py.", ""]
    for p in problems:
        pos = p.position
        fields = [
            ("number", p.number), ("seed", p.seed), ("rating", p.rating),
            ("to_play", pos.to_play), ("answer", _faces(p.answer.cards)),
            ("played", p.played.face), ("tempting", _faces(p.plays[p.tempting].cards)),
            ("trump", pos.trump or ""), ("hands", [_faces(h) for h in pos.hands]),
            ("leader", pos.leader),
            ("trick", _faces(pos.trick)), ("won", list(pos.won)),
            ("moves", list(p.moves)),
        ]
        lines.append("[[problem]]")
        lines += [f"{k} = {_toml_value(v)}" for k, v in fields]
        for play in p.plays:
            lines += ["", "[[problem.play]]", f"cards = {_toml_value(_faces(play.cards))}",
                      f"worth = {play.worth}", f"value = {play.value}",
                      f"outcome = {_toml_value(play.outcome)}",
                      f"result = {_toml_value(play.result)}",
                      f"line = {_toml_value(' / '.join(_faces(t) for t in play.line))}",
                      f"takers = {_toml_value(list(play.takers))}"]
        lines.append("")
    return "\n".join(lines)


def save(key: str, problems: list[Problem], command: str) -> Path:
    """Write the set ``key`` to :data:`STORE`, easy problems first, then medium, then hard (each
    in the order found), numbered from 1."""
    ordered = sorted(problems, key=lambda p: RATINGS.index(p.rating))
    ordered = [replace(p, number=k) for k, p in enumerate(ordered, 1)]
    STORE.mkdir(exist_ok=True)
    path = STORE / f"{key}.toml"
    path.write_text(to_toml(SETS[key], ordered, command), encoding="utf-8")
    return path


def load(key: str) -> list[Problem]:
    """The stored problems of the set ``key`` (or of a game's default set)."""
    problem_set = problem_set_of(key)
    path = STORE / f"{problem_set.key}.toml"
    if not path.exists():
        raise UnknownName(f"the problems of {problem_set.title} are not stored yet: "
                          f"python -m gamelib problems --generate {problem_set.key}")
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return [_problem(problem_set, entry) for entry in data.get("problem", [])]


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card(f) for f in text.split())


def _problem(problem_set: ProblemSet, entry: dict) -> Problem:
    plays = tuple(Play(_cards(p["cards"]), p["worth"], p["value"],
                       tuple(_cards(t) for t in p["line"].split(" / ")), tuple(p["takers"]),
                       p["outcome"], p["result"]) for p in entry["play"])
    position = Table(tuple(parse(h) if h else CardSet() for h in entry["hands"]),
                     entry["leader"], _cards(entry["trick"]), tuple(entry["won"]),
                     entry["trump"] or None, entry["to_play"])
    tempting = next(i for i, p in enumerate(plays) if _faces(p.cards) == entry["tempting"])
    return Problem(problem_set.key, entry["number"], entry["seed"], tuple(entry["moves"]),
                   position, plays, Card(entry["played"]), tempting, entry["rating"])



# -- the command line ---------------------------------------------------------------------------

GENERATE_COUNT = 36
GENERATE = "python -m gamelib problems --generate"


def cmd_problems(argv: list[str]) -> int:
    """Print problems of a game from the stored sets (the positions, then the answers), list
    the sets, or generate them anew with the exact solver."""
    import argparse
    import sys
    import time

    from gamelib.analysis.problems_words import answer_text, problem_text, view
    parser = argparse.ArgumentParser(prog="python -m gamelib problems",
                                     description=cmd_problems.__doc__)
    parser.add_argument("game", nargs="*", help="a game (ombre, quadrille, piquet, boston, "
                        "tresette) or a set (ombre-noothoven, ...); with --generate, the sets")
    parser.add_argument("--rules", help="the rule set, where the game has two (noothoven, "
                        "academie, hoe-speel-je)")
    parser.add_argument("--count", type=int, help="how many problems (default: 3 to print, "
                        f"{GENERATE_COUNT} to generate)")
    parser.add_argument("--rating", choices=("easy", "medium", "hard"),
                        help="only problems of this rating")
    parser.add_argument("--list", action="store_true", help="list the sets and their ratings")
    parser.add_argument("--generate", action="store_true",
                        help="search the deals anew and store the sets (every set by default)")
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed (--generate)")
    args = parser.parse_args(argv)
    try:
        if args.list:
            for key, problem_set in SETS.items():
                stored = load(key) if (STORE / f"{key}.toml").exists() else []
                counts = ", ".join(f"{sum(p.rating == r for p in stored)} {r}"
                                   for r in ("easy", "medium", "hard"))
                print(f"{key:<24} {problem_set.title}: {len(stored)} problems ({counts})")
            return 0
        if args.generate:
            keys = args.game or list(SETS)
            for key in keys:
                problem_set_of(key)
            count = args.count or GENERATE_COUNT
            for key in keys:
                key = problem_set_of(key).key
                start = time.perf_counter()
                found = generate(key, count, args.seed)
                command = f"{GENERATE} {key} --count {count} --seed {args.seed}"
                path = save(key, found, command)
                print(f"{key}: {len(found)} problems in {time.perf_counter() - start:.0f} s, "
                      f"written to {path.name}")
            return 0
        if len(args.game) != 1:
            parser.error("name one game (or set), e.g. python -m gamelib problems ombre")
        key = args.game[0]
        if args.rules:
            key = f"{key}-{args.rules}"
        problems = [p for p in load(key) if args.rating in (None, p.rating)]
        chosen = problems[:args.count or 3]
        views = [view(p) for p in chosen]
        if not views:
            print(f"no {args.rating} problems are stored for {key}")
            return 0
        for k, v in enumerate(views, 1):
            print(problem_text(v, k), end="\n\n")
        print("Answers\n")
        for k, v in enumerate(views, 1):
            print(answer_text(v, k), end="\n\n")
    except (KeyError, ValueError) as error:
        print(error.args[0] if error.args else error, file=sys.stderr)
        return 2
    return 0
