"""Replaying a worked example on a game's engine, step by step, for a lesson.

A script is a list of :class:`Move`: an action as the source tells it (the engine's label),
with the step's title, words and passages; a move with ``ask`` is preceded by a question step
showing the position before it: "what would you play?", the choices the engine's legal
actions, the source's move the answer, and what each choice leads to (``values``) where the
solver or the engine can say.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gamelib.analysis.lessons.model import Check, Panel, Question, Step, pretty


@dataclass(frozen=True)
class Move:
    """One action of a worked example and how the lesson tells it."""

    label: str
    title: str
    text: str
    passages: tuple[str, ...]
    ask: str = ""             # the question asked before it, if any
    before: str = ""          # the words of the question's step (by default ``text``)
    why: str = ""             # told after the answer
    accepted: tuple[str, ...] = ()   # other legal actions that are right as well
    checks: Callable[[object], Sequence[Check]] | None = None  # the source's figures after it


def replay(state, script: Sequence[Move], view: Callable[[object], Sequence[Panel]],
           values: Callable[[object, tuple[str, ...]], Callable] | None = None,
           solver: str = "", choices: Callable[[object], Sequence[str]] | None = None,
           tell: Callable[[object], str] | None = None) -> list[Step]:
    """The steps of ``script`` played on ``state`` (changed in place): a question step before
    every move that asks, then the move's step with what lies on the table after it (``view``)
    and the source's figures it checks. ``values(state, choices)`` returns a function computing
    what good play gives each choice, as (choice, words) (the lesson computes it when asked);
    ``choices(state)`` lists the moves offered (by default the legal actions' labels);
    ``tell(state)`` words a move just made whose ``text`` is empty. Cards in the choices are
    written as a reader writes them (:func:`pretty`)."""
    steps = []
    for move in script:
        if move.ask:
            legal = tuple(choices(state) if choices else (str(a) for a in state.legal_actions()))
            if move.label not in legal:
                raise ValueError(f"the source's move {move.label!r} is not legal here: "
                                 f"{', '.join(legal)}")
            computed = values(state.clone(), legal) if values else None
            question = Question(
                move.ask, tuple(pretty(c) for c in legal), pretty(move.label),
                pretty(move.label), move.passages[0], move.why,
                (lambda f=computed: [(pretty(c), pretty(v)) for c, v in f()]) if computed
                else None, solver if computed else "",
                accepted=tuple(pretty(c) for c in move.accepted))
            steps.append(Step(move.title + ": your choice", move.before or move.text,
                              move.passages, tuple(view(state)), (), question))
        state.apply_action(move.label)
        checks = tuple(move.checks(state)) if move.checks else ()
        text = move.text or (pretty(tell(state)) if tell else "")
        steps.append(Step(move.title, text, move.passages, tuple(view(state)), checks))
    return steps
