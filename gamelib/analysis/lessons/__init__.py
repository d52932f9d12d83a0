"""Lessons from the sources' worked examples, and the books' example hands as exercises.

    from gamelib.analysis.lessons import lesson, lesson_ids
    print(lesson("academie-pool").text())

Every worked example the catalogue holds is a :class:`~gamelib.analysis.lessons.model.Lesson`
(:data:`LESSONS`, built on demand by its module); ``python -m gamelib lessons`` lists and prints
them.
"""

from __future__ import annotations

import importlib

from gamelib.analysis.lessons.model import Check, Lesson, Panel, Question, Step, Verdict
from gamelib.core.errors import UnknownName

#: The lessons by id: "module:function" building each.
LESSONS = {
    "academie-pool": "ombre:academie_pool",
    "academie-bidding": "ombre:academie_bidding",
    "academie-retourne": "ombre:academie_retourne",
    "noothoven-quadrille-asks": "quadrille:quadrille_asks",
    "noothoven-solos": "quadrille:quadrille_solos",
    "engelmann-casino-example": "casino:casino_example",
    "engelmann-casino-last": "casino:casino_last",
    "engelmann-casino-deduction": "casino:casino_deduction",
    "engelmann-casino-three": "casino:casino_three",
    "engelmann-piquet-sets": "piquet:piquet_sets",
    "engelmann-piquet-lead": "piquet:piquet_lead",
    "engelmann-piquet-partie": "piquet:piquet_partie",
    "engelmann-piquet-law-6": "piquet:piquet_law6",
    "engelmann-boston-misery": "boston:boston_misery",
    "noothoven-domino-example": "domino:domino_example",
}

_BUILT: dict[str, Lesson] = {}


def lesson_ids() -> list[str]:
    return list(LESSONS)


def lesson(lesson_id: str) -> Lesson:
    """The lesson ``lesson_id`` (built once, then kept)."""
    if lesson_id not in LESSONS:
        raise UnknownName(f"no lesson {lesson_id!r}; the lessons: {', '.join(LESSONS)}")
    if lesson_id not in _BUILT:
        module, function = LESSONS[lesson_id].split(":")
        built = getattr(importlib.import_module(f"{__name__}.{module}"), function)()
        _BUILT[lesson_id] = built
    return _BUILT[lesson_id]


def all_lessons() -> list[Lesson]:
    return [lesson(i) for i in LESSONS]


__all__ = ["LESSONS", "Check", "Lesson", "Panel", "Question", "Step", "Verdict", "all_lessons",
           "lesson", "lesson_ids"]
