"""The coach at a decision: what the book plays and why, what a strong player plays, and each
legal move's expected value in the game's own units with its uncertainty.

    from gamelib.analysis.coach import hint
    h = hint(state)                  # the decision at hand, from what its seat has seen
    h.best, h.book, h.moves          # the strong player's move, the book's pick, every value
    print(h)

The values, all from what the deciding seat has seen and nothing more:

* a card of the play: PIMC, the player's unseen cards dealt again ``worlds`` times as he may
  imagine them (:mod:`gamelib.players.worlds` for Ombre and Quadrille, each game's model for
  the others) and every world solved double dummy; the mean and its standard error per card.
  When every deal sampled is the same (the cards still out can lie only one way) the exact
  solver's values are given, without error. The games whose whole play is too large to solve
  in time (the first leads of the four-hand games) are searched a few tricks deep in each world
  and the rest played out by the search's playout heuristic: the values say so.
* any other decision (a bid, a discard, a call): each legal action tried in the same ``worlds``
  deals the seat cannot tell from this one (:mod:`gamelib.analysis.redeal`), the deal carried
  on by the book's players to the first card, and the play then valued as above, every hand
  open.

Every value is for the deciding seat's side, higher better for it, in the units of
:func:`scale_of` (Ombre: the Ombre's net in counters or fiches; Piquet: the deal's points, his
less his opponent's; ...). :func:`values` is the one place that asks the solvers.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from gamelib.core.engine import Action, State, as_generator
from gamelib.core.names import number, percent, player_name, plural, signed, words
from gamelib.players import make_policy
from gamelib.players.pimc_play import NODES
from gamelib.players.reasons import BookPick, book_pick

#: The book's player of each game (registered names): who plays the seats of a review and
#: carries a world on after a decision; where the source gives no advice a player could
#: follow, none (random play).
BOOK = {"ombre": "ombre-booklet", "quadrille": "quadrille-booklet", "piquet": "piquet-engelmann",
        "boston": "boston-table"}
#: Worlds a decision is valued in by default: cards, and the actions before the play.
CARD_WORLDS = 32
ACTION_WORLDS = 10
#: The nodes each world's search of a play-model game may take: PIMC's own budget.
PLAY_NODES = NODES
#: The nodes the exact search with every hand open may take in a review.
OPEN_NODES = 300_000
#: The nodes the exact search for a deal's outcome may take where the game's payoff follows
#: its outcome (Boston): past them the play is valued by PIMC's deepening search instead.
OUTCOME_NODES = 200_000
#: The Whist kernel's table for that search, cleared before each (a millisecond), so that
#: whether a world is searched whole depends on the world alone.
OUTCOME_ENTRIES = 1 << 16


@dataclass(frozen=True)
class Scale:
    """What a game's values count: ``unit`` ("counters"), ``measure`` (what is counted, for
    the side deciding), and the cost from which a move is a ``mistake`` or a ``blunder``."""

    unit: str
    measure: str
    mistake: float
    blunder: float


SCALES = {
    "ombre-academie": Scale("counters", "the Ombre's net for the hand (for the Allies, what "
                            "he loses)", 6, 18),
    "ombre-noothoven": Scale("fiches", "the Ombre's net for the hand (for the opponents, what "
                             "he loses)", 2, 4),
    "quadrille": Scale("fiches", "his own net for the hand", 1, 3),
    "piquet": Scale("points", "the points of the deal, his less his opponent's", 3, 10),
    "tresette": Scale("points", "the card points of the deal, his company's less the other's",
                      1, 3),
    "boston": Scale("tricks", "the player's tricks over what his game needs (the three "
                    "against him play to lower it)", 0.5, 1.5),
    "connections": Scale("pfennig", "his own draw from the Casse in the deal", 3, 6),
    "piquesept": Scale("points", "the card points, his side's less the other's", 5, 15),
}


#: Where the decisions before the play are valued in other units than the cards: Boston's
#: games differ too much in what a trick is worth, so each bid is valued by the seat's net.
BEFORE_PLAY = {
    "boston": Scale("counters", "his own net for the deal, the beasts aside", 1, 3),
}
#: Why a game's decisions before the play are not valued, where they are not: Tresette's call
#: "changes no score" [engelmann:tresette.calls].
NOT_VALUED = {
    "tresette": "the call changes no score; it shows the partner the called suit, and what "
                "that tells him a search that sees every hand cannot weigh",
}
#: The fewest worlds a decision before the play is valued in, whatever the time given; the
#: time a hint gives them.
MIN_ROLLOUT_WORLDS = 4
MIN_CARD_WORLDS = 8
HINT_SECONDS = 0.4


#: The games the coach values: the table's trick games.
COACHED = ("ombre", "quadrille", "piquet", "tresette", "boston", "connections", "piquesept")


def scale_of(game, cards: bool = True) -> Scale:
    """The units and thresholds of ``game``'s values (:data:`SCALES`); with ``cards`` False,
    of its decisions before the play (:data:`BEFORE_PLAY`)."""
    name = game.name
    if not cards and name in BEFORE_PLAY:
        return BEFORE_PLAY[name]
    if name == "ombre":
        return SCALES[f"ombre-{game.rules}"]
    if name not in SCALES:
        raise ValueError(f"the coach values the trick games the table plays "
                         f"({', '.join(sorted({k.split('-')[0] for k in SCALES}))}), "
                         f"not {name}")
    return SCALES[name]


@dataclass(frozen=True)
class MoveValue:
    """One legal action's value: the mean over the worlds and its standard error (0 when
    exact), and, where the play decides a game won or lost, the chance of each outcome."""

    action: Action
    mean: float
    error: float
    outcomes: dict[str, float] = field(default_factory=dict)
    #: how far it falls short of the best choice, world by world (the same worlds for every
    #: choice, so the gap is known more closely than either value), and that gap's error
    gap: float = 0.0
    gap_error: float = 0.0

    @property
    def label(self) -> str:
        return str(self.action)


@dataclass
class Valuation:
    """Every legal action's value, best first for the deciding side, and how they were found."""

    moves: list[MoveValue]
    how: str
    exact: bool
    worlds: int
    scale: Scale
    seconds: float = 0.0
    #: the play was too large to search whole in time in some world: the values are estimates
    approximate: bool = False

    @property
    def best(self) -> MoveValue | None:
        return self.moves[0] if self.moves else None

    def of(self, action) -> MoveValue | None:
        """The value of ``action`` (an Action or its label)."""
        label = str(action)
        return next((m for m in self.moves if m.label == label), None)


# -- the card play ------------------------------------------------------------------------------

def card_play(state: State) -> bool:
    """Whether the decision at hand is a card of the play (with at least one card legal)."""
    if state.is_terminal():
        return False
    name = state.game.name
    if name in ("ombre", "quadrille"):
        return getattr(state, "phase", None) == "play"
    from gamelib.solver.play import MODELS

    model = MODELS.get(name)
    return model is not None and model.in_play(state) and any(
        a.kind == "card" for a in state.legal_actions())


def _mean_error(samples: Sequence[float]) -> tuple[float, float]:
    n = len(samples)
    mean = sum(samples) / n
    if n < 2:
        return mean, 0.0
    var = sum((x - mean) ** 2 for x in samples) / (n - 1)
    return mean, math.sqrt(var / n)


def _ombre_value(state, value: int, start: int, mover_is_ombre: bool) -> tuple[float, str]:
    """An Ombre value (16 x the outcome's rank + the Ombre's tricks) as the Ombre's net in the
    world where he began the play with ``start``, for the mover's side; and the outcome."""
    from gamelib.games.ombre.outcome import CODILLE, FAILED_VOLE, REMISE, VOLE, WIN

    rank = value // 16
    if rank == 1 and (state.committed or state.contract in ("vole", "vole-declaree")):
        result = FAILED_VOLE
    else:
        result = (CODILLE, REMISE, WIN, VOLE)[rank]
    net = float(state.net_if(result, start))
    return (net if mover_is_ombre else -net), words(result)


def _quadrille_value(state, value: int, seat: int, start=None) -> tuple[float, str]:
    """A Quadrille value (the declarer's side's tricks; in a misère the declarer's own) as
    ``seat``'s net in fiches with the hands ``start`` began the play with, and the outcome."""
    nets, outcome = state.nets_if(value, start)
    return float(nets[seat]), f"the declarer {outcome}" if outcome in ("won", "lost") \
        else outcome


def _enough(deadline: float | None, done: int) -> bool:
    """Whether a decision's time is spent, with at least :data:`MIN_CARD_WORLDS` worlds."""
    return deadline is not None and done >= MIN_CARD_WORLDS and time.perf_counter() > deadline


def _ombre_family_cards(state, worlds: int, rng, deadline=None) -> tuple[dict, dict, bool]:
    """Each card's values (one per world) and outcomes, and whether every world was the same."""
    from gamelib.players.worlds import _View
    from gamelib.solver import card_values_of, new_epoch

    view = _View(state)
    ombre = state.game.name == "ombre"
    epoch = new_epoch()
    samples: dict[int, list[float]] = {}
    outcomes: dict[int, list[str]] = {}
    deals = set()
    played = [0] * len(state.hands)  # each position's cards played so far
    for lead, cards, _ in (state.log if ombre else state.tricks):
        for i, c in enumerate(cards):
            played[(lead + i) % len(played)] |= 1 << c
    for i, c in enumerate(state.trick):
        played[(state.leader + i) % len(played)] |= 1 << c
    maximiser = view.maximises()
    seat = state.current_player()
    for done in range(worlds):
        if _enough(deadline, done):
            break
        world = view.sample(rng)
        deals.add(tuple(world.hands))
        pos = view.position(world, epoch=epoch, objective="outcome")
        start = [h | p for h, p in zip(world.hands, played)]
        for card, value in card_values_of(pos).items():
            if ombre:
                units, outcome = _ombre_value(state, value, start[state.ombre], maximiser)
            else:
                units, outcome = _quadrille_value(state, value, seat, start)
            samples.setdefault(card, []).append(units)
            outcomes.setdefault(card, []).append(outcome)
    return samples, outcomes, len(deals) == 1


def _play_cards(state, worlds: int, rng, nodes: int,
                deadline=None) -> tuple[dict, dict, bool, bool]:
    """Each card's values (one per world) for the play-model games, their outcomes (Boston:
    the game made or lost), whether every world was the same, and whether every search was
    exact."""
    from gamelib.solver.play import MODELS
    from gamelib.solver.play.kernel import deepening_card_values

    name = state.game.name
    model = MODELS[name]
    seat = state.current_player()
    samples: dict[int, list[float]] = {}
    outcomes: dict[int, list[str]] = {}
    deals = set()
    exact = True
    for done in range(worlds):
        if _enough(deadline, done):
            break
        position = model.world(state, seat, rng)
        deals.add(position.hands)
        values, _, whole = deepening_card_values(position, nodes)
        exact &= whole
        offset = _offset(state, seat, position)
        for card, value in values.items():
            units = _play_units(name, value) + offset
            samples.setdefault(card, []).append(units)
            if name == "boston":
                player_side = position.maximiser[position.to_play] == position.maximiser[
                    position.seats.index(state.bidder)]
                made = (value if player_side else -value) >= 0
                outcomes.setdefault(card, []).append("the game made" if made
                                                     else "the game lost")
    return samples, outcomes, len(deals) == 1, exact


def _play_units(name: str, value: int) -> float:
    """A play search's value in the game's units (Tresette counts thirds of a point)."""
    return value / 3 if name == "tresette" else float(value)


def _offset(state, seat: int, position) -> float:
    """What the game's measure counts beyond the play's value: Piquet's points declared (and
    the pic or repic) in this deal, his less his opponent's."""
    if state.game.name != "piquet":
        return 0.0
    scores = state.scores()
    played = sum(w * p for w, p in zip(position.weights, position.points))
    return float(scores[seat] - scores[1 - seat] - played)


def _moves(actions: dict, samples: dict, outcomes: dict, same: bool) -> list[MoveValue]:
    """Each action's value from its samples (one a world, the worlds the same for every
    action), best first, with its paired gap to the best."""
    found = {}
    for key, values in samples.items():
        if key in actions and values:
            found[key] = (values[0], 0.0) if same else _mean_error(values)
    if not found:
        return []
    best = max(found, key=lambda k: found[k][0])
    moves = []
    for key, (mean, error) in found.items():
        gaps = [b - v for b, v in zip(samples[best], samples[key])]
        gap, gap_error = (gaps[0], 0.0) if same else _mean_error(gaps)
        said = outcomes.get(key, [])
        shares = {o: said.count(o) / len(said) for o in sorted(set(said))}
        moves.append(MoveValue(actions[key], mean, error, shares, gap, gap_error))
    moves.sort(key=lambda m: (-m.mean, str(m.action)))
    return moves


def _card_valuation(state, worlds: int, seed, nodes: int,
                    seconds: float | None = None) -> Valuation:
    rng = as_generator(seed)
    name = state.game.name
    deadline = None if seconds is None else time.perf_counter() + seconds
    if name in ("ombre", "quadrille"):
        samples, outcomes, same = _ombre_family_cards(state, worlds, rng, deadline)
        exact_search = True
    else:
        samples, outcomes, same, exact_search = _play_cards(state, worlds, rng, nodes,
                                                            deadline)
    worlds = len(next(iter(samples.values()), []))
    cards = {int(a.value): a for a in state.legal_actions() if a.kind == "card"}
    moves = _moves(cards, samples, outcomes, same)
    if same and exact_search:
        how = ("exact: the cards still out can lie only one way (every deal of them sampled "
               "was the same), solved double dummy")
    else:
        how = (f"a strong player (PIMC): the unseen cards dealt {worlds} times as the seat may "
               "imagine them, each deal solved double dummy")
        if not exact_search:
            how += (f" (the whole play too large to solve in time: searched trick by trick "
                    f"within {number(nodes)} nodes a deal, the rest by a simple playout)")
    return Valuation(moves, how, same and exact_search, 1 if same else worlds,
                     scale_of(state.game), approximate=not exact_search)


def exact_values(state: State, nodes: int = OPEN_NODES) -> Valuation | None:
    """Every legal card's value with every hand open (the deal as it really lies, best play by
    all), by the exact solver, in the game's units for the side of the player to move; None
    when the search needs more than ``nodes`` nodes. What the review shows beside PIMC's."""
    from gamelib.solver import BudgetExceeded

    if not card_play(state) or len(state.legal_actions()) < 2:
        return None
    name = state.game.name
    seat = state.current_player()
    cards = {int(a.value): a for a in state.legal_actions() if a.kind == "card"}
    found: dict[int, tuple[float, str | None]] = {}
    try:
        if name in ("ombre", "quadrille"):
            from gamelib.solver.search import card_values_of, position_of

            from gamelib.players.worlds import quadrille_steps

            pos, _ = position_of(state)
            pos.steps = (16, 32, 48) if name == "ombre" else tuple(sorted(quadrille_steps(state)))
            mine = bool(pos.maximiser[pos.to_move()])
            for card, value in card_values_of(pos).items():
                if pos.nodes > nodes:
                    raise BudgetExceeded(name, nodes)
                found[card] = (_ombre_value(state, value, state.ombre_start, mine)
                               if name == "ombre" else _quadrille_value(state, value, seat))
        else:
            from gamelib.solver import card_values

            position = _open_position(state, seat)
            offset = _offset(state, seat, position)
            for card, value in card_values(state, nodes=nodes).items():
                found[int(card)] = (_play_units(name, value) + offset, None)
    except BudgetExceeded:
        return None
    moves = _moves(cards, {c: [v] for c, (v, _) in found.items()},
                   {c: [o] for c, (_, o) in found.items() if o}, True)
    return Valuation(moves, "every hand open: the deal as it lies, solved exactly", True, 1,
                     scale_of(state.game))


def _open_position(state, seat):
    from gamelib.solver.play import MODELS

    return MODELS[state.game.name].position(state, seat)


# -- the decisions before the play --------------------------------------------------------------

def continuation_player(game: str, seed=0) -> Callable[[State], Action]:
    """The player who carries a world on after the decision: the book's (:data:`BOOK`)."""
    return make_policy(BOOK.get(game, "random"), seed)


def play_value(state: State, seat: int, nodes: int = PLAY_NODES,
               estimated: list | None = None) -> tuple[float, str | None]:
    """The value for ``seat``'s side of a state whose next action is the first card (every hand
    open, best play by all; a deal thrown in before the play is worth nothing), and its
    outcome; ``estimated[0]`` counts the plays too large to search whole."""
    if state.is_terminal():
        return 0.0, None
    name = state.game.name
    if name in ("ombre", "quadrille"):
        from gamelib.players.worlds import quadrille_steps
        from gamelib.solver.search import position_of

        pos, _ = position_of(state)
        # only the outcome is searched for (its least value): what decides the game
        pos.steps = (16, 32, 48) if name == "ombre" else tuple(sorted(quadrille_steps(state)))
        value = pos.best()[0] + pos.base()
        if name == "ombre":
            mine = state.active.index(seat) == state.ombre if seat in state.active else False
            return _ombre_value(state, value, state.ombre_start, mine)
        return _quadrille_value(state, value, seat)
    from gamelib.solver.play import MODELS
    from gamelib.solver.play.kernel import deepening_card_values

    if name == "boston":
        made = _made(state)
        if made is not None:
            return 0.0, "the game made" if made else "the game lost"
    position = MODELS[name].position(state, seat)
    values, _, whole = deepening_card_values(position, nodes)
    if estimated is not None and not whole:
        estimated[0] += 1  # the caller learns that a world's value is an estimate
    mover = position.maximiser[position.to_play]
    best = max(values.values()) if mover else min(values.values())
    outcome = None
    if name == "boston":
        player_side = position.maximiser[position.seats.index(state.bidder)]
        outcome = "the game made" if (best if player_side else -best) >= 0 else "the game lost"
    return _play_units(name, best) + _offset(state, seat, position), outcome


def _made(state: State) -> bool | None:
    """Whether the player makes his game under best play with every hand open (the exact
    search for the outcome, one test a card: :mod:`gamelib.solver.play.outcome`), or None
    past :data:`OUTCOME_NODES`. [engelmann:boston.payments]"""
    from gamelib.solver.play import MODELS, outcome, whistsearch
    from gamelib.solver.play.search import Stopped

    model = MODELS[state.game.name]
    position = model.position(state, state.bidder)   # valued for the player: made at 0
    whistsearch.clear_table(OUTCOME_ENTRIES)
    try:
        reached, _ = outcome.card_outcomes(position, model, (0,), nodes=OUTCOME_NODES,
                                           entries=OUTCOME_ENTRIES)
    except Stopped:
        return None
    mover_is_player = position.maximiser[position.to_play]
    return (max if mover_is_player else min)(reached.values()) == 1


def _to_play(state: State, player: Callable[[State], Action]) -> State:
    """``state`` carried on by ``player`` until its next action is a card of the play."""
    while not state.is_terminal() and not card_play(state):
        state.apply_action(player(state))
    return state


def _after(state: State, seat: int, player: Callable[[State], Action], nodes: int,
           estimated: list | None = None) -> tuple[float, str | None]:
    """What a world is worth to ``seat`` once his action is taken, in the units of
    :func:`scale_of` (``cards=False``): the deal carried on by ``player`` to the first card and
    the play valued every hand open (Boston: the net of the game made or lost)."""
    name = state.game.name
    value, outcome = play_value(_to_play(state, player), seat, nodes, estimated)
    if name == "boston":
        return float(state.nets_if(outcome == "the game made")[seat]), outcome
    return value, outcome


def _action_valuation(fresh: State, history: Sequence[tuple[int, Action]], state: State,
                      worlds: int, seed, nodes: int, seconds: float | None) -> Valuation:
    from gamelib.analysis.redeal import Redealer

    seat = state.current_player()
    legal = state.legal_actions()
    rng = as_generator(seed)
    carry_on = continuation_player(state.game.name, rng)
    redealer = Redealer(fresh, history, seat, carry_on)
    deadline = None if seconds is None else time.perf_counter() + seconds
    samples: dict[str, list[float]] = {str(a): [] for a in legal}
    estimated = [0]
    outcomes: dict[str, list[str]] = {str(a): [] for a in legal}
    found = 0
    for _ in range(worlds):
        if deadline is not None and found >= MIN_ROLLOUT_WORLDS and \
                time.perf_counter() > deadline:
            break  # the time given is spent: the worlds so far, their number said
        world = redealer.world(rng)
        if world is None:
            continue
        found += 1
        for action in legal:
            tried = world.clone()
            tried.apply_action(action)
            value, outcome = _after(tried, seat, carry_on, nodes, estimated)
            samples[str(action)].append(value)
            if outcome:
                outcomes[str(action)].append(outcome)
    if not found:
        return Valuation([], "not valued: no deal of the unseen cards could be replayed to "
                         "this decision", False, 0, scale_of(state.game, cards=False))
    moves = _moves({str(a): a for a in legal}, samples, outcomes, False)
    name = state.game.name
    how = (f"each choice tried in {found} deals of the cards the seat has not seen, the deal "
           f"carried on by {player_name(BOOK.get(name, 'random'))} to the first card and the "
           "play then solved double dummy")
    if estimated[0]:
        how += (f" ({plural(estimated[0], 'play')} of {found * len(legal)} too large to solve "
                f"whole in time: searched trick by trick within {number(nodes)} nodes, the "
                "rest by a simple playout)")
    return Valuation(moves, how, False, found, scale_of(state.game, cards=False),
                     approximate=bool(estimated[0]))


def values(state: State, *, worlds: int | None = None, seed=0,
           fresh: State | None = None, history: Sequence[tuple[int, Action]] | None = None,
           nodes: int = PLAY_NODES, seconds: float | None = None) -> Valuation | None:
    """Every legal action's value at the decision of ``state`` (see the module docstring):
    a card by PIMC or the exact solver; any other decision by trying each action in deals the
    seat cannot tell from this one, which needs the deal as dealt (``fresh``) and the actions
    since (``history``, ``(seat, action)`` pairs). None when there is one legal action or
    nothing to value with. ``seconds``: the decisions before the play take no more worlds
    once this time is spent (at least :data:`MIN_ROLLOUT_WORLDS`)."""
    if state.is_terminal() or len(state.legal_actions()) < 2:
        return None
    scale_of(state.game)
    start = time.perf_counter()
    if card_play(state):
        found = _card_valuation(state, worlds or CARD_WORLDS, seed, nodes, seconds)
    elif fresh is not None and history is not None:
        from gamelib.analysis.redeal import PLANS

        if state.game.name not in PLANS:
            why = NOT_VALUED.get(state.game.name)
            return None if why is None else Valuation([], why, False, 0,
                                                      scale_of(state.game, cards=False))
        found = _action_valuation(fresh, history, state, worlds or ACTION_WORLDS, seed, nodes,
                                  seconds)
    else:
        return None
    found.seconds = time.perf_counter() - start
    return found


# -- the hint -----------------------------------------------------------------------------------

@dataclass
class Hint:
    """The coach's word at a decision: the book's pick and why, every legal action's value
    for the deciding side, the strong player's choice, the units."""

    seat: int
    seat_name: str
    book: BookPick
    valuation: Valuation | None
    seconds: float

    @property
    def best(self) -> MoveValue | None:
        return self.valuation.best if self.valuation else None

    @property
    def moves(self) -> list[MoveValue]:
        return self.valuation.moves if self.valuation else []

    def __str__(self) -> str:
        lines = [f"{self.seat_name} to decide."]
        if self.book.action is not None:
            lines.append(f"{self.book.adviser.capitalize()} plays {self.book.action}: "
                         f"{self.book.reason}" + (f" [{self.book.passage}]"
                                                  if self.book.passage else ""))
        else:
            lines.append(self.book.reason[:1].upper() + self.book.reason[1:] + ".")
        if self.valuation is None or not self.valuation.moves:
            lines.append("Nothing to value: " + (self.valuation.how if self.valuation
                                                 else "one choice only, or none"))
            return "\n".join(lines)
        scale = self.valuation.scale
        lines.append(f"A strong player plays {self.best.label}. Each choice's value for the "
                     f"deciding side, {scale.measure}, in {scale.unit} ({self.valuation.how}):")
        lines += [f"  {move_line(m, scale)}" for m in self.moves]
        return "\n".join(lines)


def move_line(move: MoveValue, scale: Scale) -> str:
    """ "7H  +2.3 counters ± 0.4, 1.2 behind the best ± 0.2; win 62%, remise 25%" """
    error = f" ± {number(move.error, 1)}" if move.error else ""
    gap = (f", {number(move.gap, 1)} behind the best" + (f" ± {number(move.gap_error, 1)}"
                                                         if move.gap_error else "")
           if move.gap > 0 else "")
    shares = ", ".join(f"{o} {percent(p)}" for o, p in move.outcomes.items())
    return f"{move.label:<22} {signed(move.mean, 1)} {scale.unit}{error}{gap}" + \
        (f"; {shares}" if shares else "")


def hint(state: State, *, worlds: int | None = None, seed=0, fresh: State | None = None,
         history: Sequence[tuple[int, Action]] | None = None, book: str | None = None) -> Hint:
    """The coach's hint for the decision at hand (see :class:`Hint` and the module
    docstring); ``fresh`` and ``history`` let it value the decisions before the play too,
    ``book`` names the advice player (default: the game's)."""
    if state.is_terminal():
        raise ValueError("the deal is over: there is no decision to hint at")
    start = time.perf_counter()
    seat = state.current_player()
    valuation = values(state, worlds=worlds, seed=seed, fresh=fresh, history=history,
                       seconds=None if worlds else HINT_SECONDS)
    return Hint(seat, state.game.seats[seat], book_pick(state, book), valuation,
                time.perf_counter() - start)


__all__ = ["ACTION_WORLDS", "BOOK", "CARD_WORLDS", "COACHED", "Hint", "MoveValue", "NOT_VALUED", "SCALES", "Scale", "Valuation",
           "card_play", "continuation_player", "exact_values", "hint", "move_line", "play_value", "scale_of",
           "values"]
