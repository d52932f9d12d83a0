"""The review of a whole deal: every decision of every seat with the move played, the book's
pick and the strong player's values, the costliest moves marked as mistakes, the tricks with
their cards named, the expected result over the play, and the outcome told with its passages.

    from gamelib.analysis.review import review, review_deal
    r = review("ombre", seed=3)              # a deal played by the book's players, reviewed
    r = review_deal(fresh, actions)          # a deal played at the table: its state as dealt
    print(r); r.mistakes; r.curve; r.tricks

``python -m gamelib review GAME --seed N`` prints it. The values come from
:mod:`gamelib.analysis.coach` (what each seat had seen when he decided); the cards of the play
are valued first, then the decisions before the play (rollouts, dearer) while the time budget
lasts: a decision left unvalued says so.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from gamelib.analysis.coach import (
    BOOK,
    CARD_WORLDS,
    NOT_VALUED,
    MoveValue,
    Scale,
    Valuation,
    card_play,
    exact_values,
    scale_of,
    values,
)
from gamelib.core.cards import Card
from gamelib.core.engine import Action, State, get_game
from gamelib.core.names import (
    game_title,
    number,
    options_words,
    player_name,
    plural,
    signed,
)
from gamelib.players import make_policy
from gamelib.players.reasons import BookPick, book_pick

#: The time a review may spend valuing, by game (seconds, on the bench's machine): Ombre's
#: deal is short; the four-hand games play thirty to forty cards.
BUDGET = {"ombre": 2.5}
DEFAULT_BUDGET = 8.0
#: The share of the budget the cards may take, and the fewest worlds a card is valued in;
#: a decision before the play takes at most the budget left over this.
CARD_SHARE = 0.6
DECISION_SHARE = 3
MIN_WORLDS = 8
#: The phases of the games in words.
PHASE_WORDS = {"bid": "the auction", "bidding": "the auction", "trump": "naming trumps",
               "declare": "declaring the game", "exchange": "the exchange", "call": "the call",
               "give": "the exchange", "rest": "the rest of the stock", "vole": "the vole",
               "play": "the play"}


@dataclass
class Decision:
    """One decision of the deal: who, when, what he played, the book's pick and the values;
    ``cost`` what the move played cost against the best (in the values' units), ``verdict``
    "mistake" or "blunder" where it cost more than the thresholds and more than twice the
    values' uncertainty."""

    index: int
    seat: int
    seat_name: str
    when: str
    played: Action
    book: BookPick | None
    valuation: Valuation | None
    trick: int | None = None
    note: str = ""
    open: Valuation | None = None

    @property
    def played_value(self) -> MoveValue | None:
        return self.valuation.of(self.played) if self.valuation else None

    @property
    def cost(self) -> float | None:
        played = self.played_value
        return None if played is None else max(0.0, played.gap)

    @property
    def noise(self) -> float:
        played = self.played_value
        return 0.0 if played is None else played.gap_error

    @property
    def estimated(self) -> bool:
        """Whether the values are estimates (the play too large to search whole in time)."""
        return bool(self.valuation and self.valuation.approximate)

    @property
    def verdict(self) -> str:
        """ "mistake" or "blunder" (see the class docstring); none where the values are
        estimates (the play too large to search whole in time): they are shown, not judged."""
        cost = self.cost
        if cost is None or cost <= 2 * self.noise or self.estimated:
            return ""
        scale = self.valuation.scale
        return "blunder" if cost >= scale.blunder else "mistake" if cost >= scale.mistake \
            else ""


@dataclass
class TrickShown:
    """A trick of the deal: its number, the cards by seat with their names, the taker."""

    number: int
    leader: int
    plays: list[tuple[int, Card, str]]
    winner: int


@dataclass
class Review:
    """A reviewed deal (see the module docstring)."""

    title: str
    seed: int | None
    options: str
    players: dict[int, str]
    seats: tuple[str, ...]
    decisions: list[Decision]
    tricks: list[TrickShown]
    told: list
    returns: list[float]
    scale: Scale
    viewer: int
    budget: float
    seconds: float = 0.0
    #: the expected result for the viewer's side after each card played: as the seat to play
    #: could see it (PIMC), and with every hand open (the deal as it lay; where solved)
    curve: list[tuple[int, float, float]] = field(default_factory=list)
    open_curve: list[tuple[int, float]] = field(default_factory=list)

    @property
    def mistakes(self) -> list[Decision]:
        return [d for d in self.decisions if d.verdict]

    @property
    def unvalued(self) -> list[Decision]:
        return [d for d in self.decisions if d.valuation is None]

    def __str__(self) -> str:
        return "\n".join(review_lines(self))


# -- making it ----------------------------------------------------------------------------------

def _card_words(state: State, trump) -> Callable[[Card], str]:
    """A card in words, as its game names it (Spadille, Manille, Basta, ...) where it names
    the trumps, else "seven of hearts"."""
    names = {}
    if trump is not None:
        try:
            cards = state.game.hand_report(_all_cards(state), trump)
            names = dict(cards.names) if cards is not None else {}
        except ValueError:
            names = {}
    return lambda card: names.get(card, card.name("en"))


def _all_cards(state):
    from gamelib.core.cards import CardSet

    cards = CardSet()
    for _, plays, _ in state.played_tricks():
        cards = cards | CardSet([c for _, c in plays])
    return cards


def _trump(state) -> str | None:
    trump = state.details().get("trump")
    from gamelib.core.cards import SUIT_NAMES

    letters = {v: k for k, v in SUIT_NAMES.items()}
    trump = letters.get(trump, trump)
    return trump if isinstance(trump, str) and trump in SUIT_NAMES else None


def _viewer(final: State) -> int:
    """The seat whose side the curve follows: the one who played the game against the others
    (the Ombre, the declarer, the player, the holder), else the first seat."""
    roles = final.roles(None)
    for seat, said in roles.items():
        if any(r.startswith(("the Ombre", "the declarer", "the player", "holder of the seven"))
               for r in said):
            return seat
    return 0


def _sides(state: State) -> dict[int, int] | None:
    """Each seat's side in the card play (1 with the mover, 0 against), from the solver's own
    position; None where everyone plays for himself."""
    name = state.game.name
    if name == "connections" or (name == "piquesept" and state.game.options["sides"] == "each"):
        return None
    if name in ("ombre", "quadrille"):
        from gamelib.solver.search import position_of

        pos, _ = position_of(state)
        seats = state.active if name == "ombre" else range(pos.n)
        flags = dict(zip(seats, pos.maximiser))
    else:
        from gamelib.solver.play import MODELS

        position = MODELS[name].position(state, state.current_player())
        flags = dict(zip(position.seats, position.maximiser))
    mover = flags[state.current_player()]
    return {seat: int(flag == mover) for seat, flag in flags.items()}


#: The cards still to be played from which the review solves the deal with every hand open.
OPEN_ENDING = 20


def _ending(state: State) -> bool:
    """Whether the play is near its end: the exact solve with every hand open is quick."""
    left = sum(len(state.hand(p)) for p in range(state.game.num_players))
    return state.game.name in ("ombre", "quadrille") or left <= OPEN_ENDING


def _when(state: State, trick: int | None) -> str:
    if trick is not None:
        return f"trick {trick}"
    return PHASE_WORDS.get(getattr(state, "phase", None), "before the play")


def review_deal(fresh: State, actions: Sequence[tuple[int, Action]], *, seed: int | None = None,
                players: dict[int, str] | None = None, worlds: int | None = None,
                seconds: float | None = None, viewer: int | None = None,
                progress: Callable[[int, int], None] | None = None) -> Review:
    """The review of the deal dealt as ``fresh`` and played by ``actions`` (``(seat,
    action)`` pairs, to the end): see the module docstring. ``seconds`` the time budget (by
    default :data:`BUDGET`), ``worlds`` per decision (by default the coach's), ``viewer`` the
    seat whose side the curve follows, ``progress(done, total)`` called as it goes."""
    start = time.perf_counter()
    game = fresh.game
    budget = seconds if seconds is not None else BUDGET.get(game.name, DEFAULT_BUDGET)
    state = fresh.clone()
    points: list[tuple[int, State, int | None]] = []
    decisions: list[Decision] = []
    for i, (seat, action) in enumerate(actions):
        if state.current_player() != seat:
            raise ValueError(f"action {i + 1} ({action}) is {game.seats[seat]}'s, but "
                             f"{game.seats[state.current_player()]} is to decide")
        legal = state.legal_actions()
        if len(legal) > 1:
            trick = len(state.played_tricks()) + 1 if card_play(state) else None
            decisions.append(Decision(i, seat, game.seats[seat], _when(state, trick), action,
                                      None, None, trick))
            points.append((i, state.clone(), trick))
        state.apply_action(action)
    if not state.is_terminal():
        raise ValueError("the actions do not finish the deal: a review needs the whole deal")
    final = state
    viewer = _viewer(final) if viewer is None else viewer
    # the cards first (cheap), then the decisions before the play while the budget lasts: the
    # first of each seat's run of discards before the rest of the run
    def rank(k: int) -> tuple:
        if points[k][2] is not None:
            return (0, k)
        d, before = decisions[k], decisions[k - 1] if k else None
        run = (before is not None and before.seat == d.seat and before.trick is None
               and before.played.kind == d.played.kind == "discard")
        return (2 if run else 1, k)

    order = sorted(range(len(points)), key=rank)
    cards_left = sum(1 for _, _, trick in points if trick is not None)
    per_world = None  # seconds a world of a card decision took so far
    for done, k in enumerate(order):
        i, at, trick = points[k]
        decision = decisions[k]
        decision.book = book_pick(at)
        spent = time.perf_counter() - start
        many = worlds
        if trick is not None and worlds is None and per_world:
            # the cards take at most CARD_SHARE of the budget: fewer worlds when they are many
            room = (CARD_SHARE * budget - spent) / max(cards_left, 1) / per_world
            many = int(min(CARD_WORLDS, max(MIN_WORLDS, room)))
        if trick is None and spent > budget and game.name not in NOT_VALUED:
            decision.note = f"not valued: the review's time budget of {number(budget)} s was spent"
        else:
            clock = time.perf_counter()
            decision.valuation = values(at, worlds=many, fresh=fresh, history=actions[:i],
                                        seed=np.random.default_rng([i, seed or 0]),
                                        seconds=None if worlds else
                                        max(0.0, (budget - spent) / DECISION_SHARE))
            if trick is not None and decision.valuation is not None:
                if _ending(at):
                    decision.open = exact_values(at)
                cards_left -= 1
                took = (time.perf_counter() - clock) / max(decision.valuation.worlds, 1)
                per_world = took if per_world is None else 0.7 * per_world + 0.3 * took
            if decision.valuation is None:
                decision.note = "not valued"
            elif not decision.valuation.moves:
                decision.note = decision.valuation.how
                decision.valuation = None
        if progress is not None:
            progress(done + 1, len(order))
    curve, open_curve = _curves(decisions, points, viewer)
    trump = _trump(final)
    words = _card_words(final, trump)
    tricks = [TrickShown(n, lead, [(s, c, words(c)) for s, c in plays], winner)
              for n, (lead, plays, winner) in enumerate(final.played_tricks(), 1)]
    return Review(game_title(game), seed, options_words(game), dict(players or {}),
                  tuple(game.seats), decisions, tricks, final.told(None),
                  [float(r) for r in final.returns()], scale_of(game), viewer, budget,
                  time.perf_counter() - start, curve, open_curve)


def _curves(decisions, points, viewer: int) -> tuple[list, list]:
    """The expected result for the viewer's side after each card played, in the card play's
    units: (card number, the value of the card played as its seat saw it, its error), and
    (card number, its value with every hand open)."""
    curve, open_curve = [], []
    for n, (decision, (i, at, trick)) in enumerate(
            ((d, p) for d, p in zip(decisions, points) if p[2] is not None), 1):
        played = decision.played_value
        if played is None:
            continue
        sides = _sides(at)
        if decision.seat == viewer:
            sign = 1
        elif sides is None or viewer not in sides:
            continue
        else:
            sign = 1 if sides[viewer] else -1
        curve.append((n, sign * played.mean, played.error))
        seen = decision.open.of(decision.played) if decision.open else None
        if seen is not None:
            open_curve.append((n, sign * seen.mean))
    return curve, open_curve


def review(game: str, seed: int = 0, options: dict | None = None, players=None, **kwargs
           ) -> Review:
    """Deal ``game`` (with ``options``) from ``seed``, play every seat by ``players`` (a name
    for all, or one per seat; by default the book's advice, or its table player), and review
    the deal (:func:`review_deal`, whose keywords it passes on)."""
    g = get_game(game, **(options or {}))
    fresh = g.new_initial_state(seed=seed)
    names = _seat_players(g, players)
    policies = {p: make_policy(names[p], np.random.default_rng([seed, p])) for p in names}
    state = fresh.clone()
    actions = []
    while not state.is_terminal():
        seat = state.current_player()
        action = policies[seat](state)
        actions.append((seat, action))
        state.apply_action(action)
    return review_deal(fresh, actions, seed=seed,
                       players={p: player_name(n) for p, n in names.items()}, **kwargs)


def _seat_players(game, players) -> dict[int, str]:
    if players is None:
        players = BOOK.get(game.name, "random")
    if isinstance(players, str):
        return {p: players for p in range(game.num_players)}
    if len(players) != game.num_players:
        raise ValueError(f"{game.name}: one player a seat, {game.num_players} in all, not "
                         f"{len(players)}")
    return dict(enumerate(players))


# -- telling it ---------------------------------------------------------------------------------

def _values_words(decision: Decision, most: int = 4) -> str:
    v = decision.valuation
    if v is None:
        return decision.note or "not valued"
    shown = v.moves[:most]
    if decision.played_value is not None and decision.played_value not in shown:
        shown.append(decision.played_value)
    return "; ".join(f"{m.label} {signed(m.mean)}" + (f" ± {number(m.error)}" if m.error else "")
                     for m in shown) + (f"; {plural(len(v.moves) - len(shown), 'other move')}"
                                        if len(v.moves) > len(shown) else "")


def decision_line(d: Decision) -> str:
    """One decision in a line: who, what he played, the book's pick, the strong player's
    values, the cost."""
    book = f"book: {d.book.action}" if d.book and d.book.action is not None else "the book gives no advice"
    cost = d.cost
    mark = f"  << {d.verdict}, costs {number(cost, 1)}" if d.verdict else ""
    if d.estimated:
        mark += "  (estimates, not judged)"
    return f"{d.seat_name} {d.played}  ({book}; values: {_values_words(d)}){mark}"


def review_lines(r: Review) -> list[str]:
    """The review as text, for the command line."""
    s = r.scale
    played_by = sorted(set(r.players.values()))
    lines = [f"Review of a deal of {r.title}, seed {r.seed}, {r.options}"
             + (f"; played by {', '.join(played_by)}" if played_by else "")
             + (" (the source gives no advice a player could follow)"
                if played_by == ["random"] else "") + ".",
             f"Values: {s.measure}, in {s.unit}, for the side deciding, from what its seat had "
             f"seen. A move that falls short of the best by {number(s.mistake)} or more is a "
             f"mistake, by {number(s.blunder)} or more a blunder ({s.unit}; and by more than "
             "twice the uncertainty of the shortfall). Values that are estimates (the play "
             "too large to search whole in time) are shown, not judged.",
             f"Reviewed in {number(r.seconds, 1)} s (budget {number(r.budget, 1)} s): "
             f"{plural(len(r.decisions) - len(r.unvalued), 'decision')} valued"
             + (f", {len(r.unvalued)} not" if r.unvalued else "") + "."]
    before = [d for d in r.decisions if d.trick is None]
    if before:
        lines += ["", "Before the play:"]
        for d in before:
            unit = f" [{d.valuation.scale.unit}]" if d.valuation and \
                d.valuation.scale != s else ""
            lines.append(f"  {d.when}: {decision_line(d)}{unit}")
    if r.tricks:
        lines += ["", "The play, trick by trick:"]
        by_trick: dict[int, list[Decision]] = {}
        for d in r.decisions:
            if d.trick is not None:
                by_trick.setdefault(d.trick, []).append(d)
        for t in r.tricks:
            cards = ", ".join(f"{r.seats[seat]} {card} ({name})" for seat, card, name in t.plays)
            lines.append(f"  trick {t.number}: {cards}; {r.seats[t.winner]} takes it")
            for d in by_trick.get(t.number, []):
                lines.append(f"      {decision_line(d)}")
    if r.curve:
        lines += ["", f"The expected result for {r.seats[r.viewer]}'s side after each card "
                  f"played ({s.unit}), as the seat to play saw it: "
                  + " ".join(signed(v, 1) for _, v, _ in r.curve)]
    if r.open_curve:
        lines.append("  and with every hand open, from card "
                     f"{r.open_curve[0][0]}: " + " ".join(signed(v, 1) for _, v in r.open_curve))
    lines += ["", "The outcome:"] + [f"  {t}" for t in r.told if t.outcome]
    lines.append("  paid in this deal: " + ", ".join(f"{seat} {signed(x)}"
                                                    for seat, x in zip(r.seats, r.returns))
                 if any(r.returns) else "  nothing is paid in this deal")
    mistakes = r.mistakes
    lines += ["", f"Mistakes: {len(mistakes) or 'none'}"]
    lines += [f"  {d.when}: {decision_line(d)}" for d in mistakes]
    return lines


__all__ = ["BUDGET", "Decision", "Review", "TrickShown", "decision_line",
           "review", "review_deal", "review_lines"]
