"""One exact solve for every trick game: ``gamelib.solver.solve(state)`` and
``gamelib.solver.card_values(state)``.

    from gamelib.solver import solve, card_values
    answer = solve(state)         # any trick game's state whose next action is a card
    answer.value, answer.best_card, answer.units
    card_values(state)            # {Card: the value after that card}
    solve(state, objective="outcome")   # what the game pays only (Boston: made or not)

Both answer for the player to move, every hand open, best play by all: ``value`` is the value
of the whole deal's play for *his side* (what was scored before included), in the game's own
units (``units`` names them), higher always better for that side. Ombre and Quadrille go to the
Ombre family's solver (:mod:`gamelib.solver.search`), every other trick game to the play
search over its card-play model (:mod:`gamelib.solver.play`).

The ``objective`` "outcome" asks only what the payoff needs where it changes at a few values
of the play (:attr:`PlayModel.outcome`: the Boston player "gewinnt oder verliert" his game's
points, whatever the margin [engelmann:boston.payments]): how many of those steps the play
reaches, by one zero-window test a card (:mod:`gamelib.solver.play.outcome`). Where the game
has no such steps the outcome is the value.

A search is given a budget of ``nodes`` (:data:`DEFAULT_NODES`); a position that needs more
raises :class:`BudgetExceeded`, which names the budget, instead of running on without a word.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamelib.core.cards import Card

#: The nodes a solve may search before it gives up (about a few seconds of the compiled search).
DEFAULT_NODES = 50_000_000

#: What a solve may answer: the exact value, or the outcome the payoff reads (module docstring).
OBJECTIVES = ("value", "outcome")

#: The games of the Ombre family's solver.
OMBRE_FAMILY = ("ombre", "quadrille")

#: What the value counts, by game (for the side of the player to move, higher is better).
UNITS = {
    "ombre": "16 x the outcome's rank for this side (for the Ombre codille 0, remise 1, win 2, "
             "vole 3; the reverse for the allies) plus this side's tricks",
    "quadrille": "tricks: this side's (in a misère the declarer counts the defenders' tricks, "
                 "the defenders the declarer's)",
}


class BudgetExceeded(RuntimeError):
    """The exact search needed more nodes than its budget allowed."""

    def __init__(self, game: str, nodes: int):
        super().__init__(
            f"the exact search of this {game} position stopped at its budget of {nodes:,} nodes "
            f"(solve(..., nodes=...)); give it a larger budget, or solve a later position")
        self.game = game
        self.nodes = nodes


@dataclass(frozen=True)
class Answer:
    """The exact value of a position's play for the side of the player to move.

    ``value``: the whole deal's play for that side (points scored before included), in
    ``units``, higher better for the side; ``best_card``: a card that keeps it; ``player``: the
    seat to move; ``nodes``: the positions searched."""

    game: str
    player: int
    value: int
    best_card: Card
    units: str
    nodes: int


def _game(state) -> str:
    name = getattr(getattr(state, "game", None), "name", None)
    if name is None:
        raise ValueError(f"the exact solve takes a game's state, not {state!r}")
    return name


def _check_nodes(nodes) -> int:
    if isinstance(nodes, bool) or not isinstance(nodes, int) or nodes < 1:
        raise ValueError(f"the exact solve's budget is a whole number of nodes, at least 1, "
                         f"not nodes={nodes!r}")
    return nodes


def _check_objective(objective) -> str:
    if objective not in OBJECTIVES:
        raise ValueError(f"the exact solve answers objective='value' (the exact value) or "
                         f"'outcome' (what the payoff reads), not objective={objective!r}")
    return objective


def _play_position(state, name: str):
    """The play search's position of ``state`` for the player to move, and its model."""
    from gamelib.solver.play import MODELS

    model = MODELS.get(name)
    if model is None:
        games = ", ".join(sorted(set(MODELS) | set(OMBRE_FAMILY)))
        raise ValueError(f"the exact solve plays the trick games ({games}); {name!r} is none "
                         f"of them")
    if not model.in_play(state):
        raise ValueError(f"{name}: the next action is not a card of the play, so there is "
                         f"nothing to solve")
    return model.position(state, state.current_player()), model


def _ombre_position(state, name: str):
    """The Ombre family's position of ``state``, and the constant that turns its value into the
    value of the side that minimises it (:data:`UNITS`)."""
    from gamelib.solver.search import position_of

    pos, _ = position_of(state)
    top = pos.total + (48 if name == "ombre" else 0)
    return pos, top


def _ombre_values(state, name: str, nodes: int) -> tuple[dict[int, int], int, int]:
    from gamelib.solver.search import card_values_of

    pos, top = _ombre_position(state, name)
    values = card_values_of(pos)
    if pos.nodes > nodes:
        raise BudgetExceeded(name, nodes)
    mover = pos.to_move()
    if not pos.maximiser[mover]:
        values = {c: top - v for c, v in values.items()}
    return values, pos.nodes, pos.proof(pos.root_value)


def _play_solve(position, model, nodes: int) -> tuple[int, int, int]:
    """The value, a best card and the nodes of the play search: the zero-window search where
    the model gives its cards' ranks, else the plain one."""
    from gamelib.solver.play import kernel, values
    from gamelib.solver.play.search import Stopped

    if model.ranks is not None:
        try:
            sol = values.solve(position, nodes=nodes, model=model)
        except Stopped:
            raise BudgetExceeded(model.name, nodes) from None
    else:
        sol = kernel.solve(position, node_limit=nodes, model=model)
        if sol.best_card is None:
            raise BudgetExceeded(model.name, nodes)
    return sol.value, sol.best_card, sol.nodes


def _play_values(position, model, nodes: int, objective: str) -> tuple[dict[int, int], int]:
    """Each legal card's value (or outcome) and the nodes searched."""
    from gamelib.solver.play import kernel, outcome, values
    from gamelib.solver.play.search import Stopped

    if objective == "outcome" and model.outcome is not None:
        cuts = model.outcome(position.params, position.maximiser)
        try:
            return outcome.card_outcomes(position, model, cuts, nodes=nodes)
        except Stopped:
            raise BudgetExceeded(model.name, nodes) from None
    if model.ranks is not None:
        try:
            return values.card_values(position, nodes=nodes, model=model)
        except Stopped:
            raise BudgetExceeded(model.name, nodes) from None
    found, searched, _ = kernel.bounded_card_values(position, node_limit=nodes, model=model)
    if found is None:
        raise BudgetExceeded(model.name, nodes)
    return found, searched


def solve(state, *, nodes: int = DEFAULT_NODES, objective: str = "value") -> Answer:
    """The exact value of ``state``'s play for the side of the player to move and a card that
    keeps it, or with ``objective="outcome"`` the outcome the payoff reads (see the module
    docstring); :class:`BudgetExceeded` past ``nodes`` nodes."""
    nodes = _check_nodes(nodes)
    objective = _check_objective(objective)
    name = _game(state)
    player = state.current_player()
    if name in OMBRE_FAMILY:
        pos, top = _ombre_position(state, name)
        v, card = pos.best()
        if pos.nodes > nodes:
            raise BudgetExceeded(name, nodes)
        value = v + pos.base()
        value = value if pos.maximiser[pos.to_move()] else top - value
        return Answer(name, player, value, Card(card), UNITS[name], pos.nodes)
    position, model = _play_position(state, name)
    if objective == "outcome" and model.outcome is not None:
        found, searched = _play_values(position, model, nodes, objective)
        card = max(sorted(found), key=found.get)
        return Answer(name, player, found[card], Card(card), model.outcome_units, searched)
    value, card, searched = _play_solve(position, model, nodes)
    return Answer(name, player, value, Card(card), model.units, searched)


def card_values(state, *, nodes: int = DEFAULT_NODES, objective: str = "value"
                ) -> dict[Card, int]:
    """The exact value after each legal card of the player to move, for his side, on the scale
    of :func:`solve` (with ``objective="outcome"``, the outcome); :class:`BudgetExceeded` past
    ``nodes`` nodes in all."""
    nodes = _check_nodes(nodes)
    objective = _check_objective(objective)
    name = _game(state)
    if name in OMBRE_FAMILY:
        values = _ombre_values(state, name, nodes)[0]
    else:
        position, model = _play_position(state, name)
        values = _play_values(position, model, nodes, objective)[0]
    return {Card(c): v for c, v in sorted(values.items())}


__all__ = ["DEFAULT_NODES", "OBJECTIVES", "Answer", "BudgetExceeded", "card_values", "solve"]
