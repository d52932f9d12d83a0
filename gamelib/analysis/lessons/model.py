"""A lesson: one worked example of a source, step by step, as data.

A :class:`Lesson` holds the example as the source prints it, replayed on the game's engine: its
:class:`Step` s, each with the passage it follows, what lies on the table (:class:`Panel` s),
the figures the source prints beside what the engine computes (:class:`Check` s: an erratum
is a check that disagrees, with why), and at chosen steps a :class:`Question` with the source's
own answer. The table widget, the site's pages and the terminal all show the same data;
:meth:`Lesson.text` is the terminal's.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cached_property

from gamelib.core.cards import SUIT_SYMBOLS, Card

WIDTH = 96


def face(card: Card | str) -> str:
    """A card as a reader writes it: rank and suit sign, ``10♥`` (text presentation)."""
    card = Card(card)
    rank = "10" if card.rank == "T" else card.rank
    return rank + SUIT_SYMBOLS[card.suit].rstrip("\ufe0e")


def faces(cards: Iterable) -> str:
    return " ".join(face(c) for c in cards) or "none"


_FACE = re.compile(r"\b([AKQJT98765432])([SHDC])\b")


def pretty(text: str) -> str:
    """Every card face in ``text`` ("7H takes 7S") written as a reader writes it ("7♥ takes 7♠")."""
    return _FACE.sub(lambda m: face(m.group(0)), str(text))


@dataclass(frozen=True)
class Panel:
    """One thing on the table at a step: a row of cards (with a caption under each, such as who
    played it), a small table, or words; ``picture`` is an object of the game that draws itself
    (``_repr_svg_``: a line of domino stones), told in ``words`` in the terminal."""

    label: str
    cards: tuple[Card, ...] = ()
    captions: tuple[str, ...] = ()
    header: tuple[str, ...] = ()
    rows: tuple[tuple[str, ...], ...] = ()
    words: str = ""
    picture: object = None

    def text(self) -> str:
        if self.cards or (not self.rows and not self.words):
            shown = " ".join(face(c) + (f" ({w})" if w else "")
                             for c, w in zip(self.cards, self.captions or [""] * len(self.cards)))
            return f"{self.label}: {shown or 'none'}"
        if self.rows:
            widths = [max(len(str(r[i])) for r in (self.header, *self.rows) if len(r) > i)
                      for i in range(max(len(r) for r in (self.header, *self.rows)))]
            lines = [f"{self.label}:"]
            for r in ((self.header,) if self.header else ()) + self.rows:
                lines.append("    " + "  ".join(str(v).ljust(widths[i]) for i, v in
                                                enumerate(r)).rstrip())
            return "\n".join(lines)
        return f"{self.label}: {self.words}"


def cards_panel(label: str, cards: Iterable, captions: Iterable[str] = ()) -> Panel:
    return Panel(label, cards=tuple(Card(c) for c in cards), captions=tuple(captions))


def table_panel(label: str, header: Iterable, rows: Iterable[Iterable]) -> Panel:
    return Panel(label, header=tuple(str(h) for h in header),
                 rows=tuple(tuple(str(v) for v in r) for r in rows))


@dataclass(frozen=True)
class Check:
    """A figure the source prints at a step (``printed``, in ``words``) beside what the engine
    computes; where they differ, ``why`` says which is right. A figure measured with an
    interval (odds) sets ``within``: whether the printed one lies inside it."""

    what: str
    printed: object
    computed: object
    words: str
    passage: str
    why: str = ""
    within: bool | None = None

    @property
    def agrees(self) -> bool:
        return self.printed == self.computed if self.within is None else self.within

    def text(self) -> str:
        if self.agrees and self.printed == self.computed:
            return f"{self.what}: {self.printed} (the source: \"{self.words}\"; computed alike)"
        if self.agrees:
            return (f"{self.what}: the source prints {self.printed}; computed: "
                    f"{self.computed}, which agrees")
        return (f"{self.what}: the source prints {self.printed} (\"{self.words}\", "
                f"{self.passage}); computed: {self.computed}. {self.why}")


@dataclass(frozen=True)
class Verdict:
    """What a student is told about an answer."""

    right: bool
    agrees_with_source: bool
    text: str


@dataclass(frozen=True)
class Question:
    """A question at a step: ``answer`` is the right choice (the engine's, the source's where it
    does not err), ``printed`` the source's own answer as printed, ``why`` the reasoning told
    after an answer. ``values``, where the solver applies, computes what good play gives each
    choice, as ``(choice, in words)`` best first (when first asked for: :attr:`good_play`);
    ``solver`` says how ("the exact solver, every hand open, on the deal chosen here")."""

    prompt: str
    choices: tuple[str, ...]
    answer: str
    printed: str
    passage: str
    why: str
    values: Callable[[], tuple[tuple[str, str], ...]] | None = None
    solver: str = ""
    accepted: tuple[str, ...] = ()  # other choices that are right as well (equal cards, bands)

    def __post_init__(self):
        for given in (self.answer, *self.accepted):
            if given not in self.choices:
                raise ValueError(f"the answer {given!r} is not among the choices {self.choices}")

    @cached_property
    def good_play(self) -> tuple[tuple[str, str], ...]:
        """What good play gives each choice (computed once, when first asked for)."""
        return tuple(self.values()) if self.values else ()

    @property
    def right_choices(self) -> tuple[str, ...]:
        return (self.answer, *self.accepted)

    @property
    def erratum(self) -> bool:
        """The source's printed answer is not a right one."""
        return self.printed not in self.right_choices

    def judge(self, choice: str) -> Verdict:
        """The verdict on ``choice``: right or not, and whether it agrees with the source."""
        if choice not in self.choices:
            raise ValueError(f"{choice!r} is not one of the choices: {', '.join(self.choices)}")
        right, printed = choice in self.right_choices, choice == self.printed
        if right and printed:
            head = f"Right: {choice}, as the source has it."
        elif right and not self.erratum:
            head = f"Right: {choice} (so is {self.printed})."
        elif right:
            head = (f"Right: {choice}. The source prints {self.printed} here, which is wrong "
                    "(see below).")
        elif printed:
            head = (f"{choice} is what the source prints, but it is wrong: the answer is "
                    f"{self.answer}.")
        else:
            head = (f"Not so: the answer is {self.answer}"
                    + (f" (the source prints {self.printed}, which is wrong)." if self.erratum
                       else ", as the source has it."))
        lines = [head, self.why]
        if self.good_play:
            lines.append(self.good_play_text())
        return Verdict(right, printed, " ".join(line for line in lines if line))

    def good_play_text(self) -> str:
        values = "; ".join(f"{c}: {v}" for c, v in self.good_play)
        return f"{self.solver}: {values}." if values else ""


@dataclass(frozen=True)
class Step:
    """One step of a worked example."""

    title: str
    text: str
    passages: tuple[str, ...]
    panels: tuple[Panel, ...] = ()
    checks: tuple[Check, ...] = ()
    question: Question | None = None


@dataclass(frozen=True)
class Lesson:
    """A worked example of a source as a lesson (see the module's docstring). ``chosen`` says
    what the lesson had to choose where the source prints nothing (the suits, the rest of a
    deal); ``language`` is the language the cards are named in."""

    id: str
    title: str
    game: str
    source: str
    passages: tuple[str, ...]
    summary: str
    steps: tuple[Step, ...]
    chosen: str = ""
    language: str = "en"
    notes: tuple[tuple[str, str], ...] = field(default=())  # (passage, remark): readings

    @property
    def questions(self) -> list[tuple[int, Question]]:
        """The questions with their step's number (from 1)."""
        return [(i, s.question) for i, s in enumerate(self.steps, 1) if s.question]

    @property
    def checks(self) -> list[tuple[int, Check]]:
        return [(i, c) for i, s in enumerate(self.steps, 1) for c in s.checks]

    @property
    def errata(self) -> list[tuple[int, Check]]:
        """The source's figures that the engine contradicts, with the step they stand at."""
        return [(i, c) for i, c in self.checks if not c.agrees]

    def text(self, answers: bool = True) -> str:
        """The lesson as a teacher reads it in a terminal: every step, its passage, what lies on
        the table, the source's figures and the questions (with ``answers``, their answers)."""
        from gamelib.core.sources import quote

        out = [self.title, "=" * len(self.title), _wrap(self.summary)]
        if self.chosen:
            out.append(_wrap("Not printed in the source, chosen here: " + self.chosen))
        for n, step in enumerate(self.steps, 1):
            out += ["", f"Step {n} of {len(self.steps)}: {step.title}", _wrap(step.text)]
            for pid in step.passages:
                q = quote(pid)
                out.append(_wrap(f"[{pid}] {q.gloss}", indent="    "))
            for panel in step.panels:
                out.append(textwrap.indent(panel.text(), "  "))
            for check in step.checks:
                out.append(_wrap(("  checked: " if check.agrees else "  ERRATUM: ")
                                 + check.text(), indent="      "))
            if step.question:
                q = step.question
                out.append(_wrap(f"  Question: {q.prompt}", indent="      "))
                out.append(_wrap("  Choices: " + " | ".join(q.choices), indent="      "))
                if answers:
                    out.append(_wrap(f"  Answer: {q.answer}"
                                     + (f" (the source prints {q.printed})" if q.erratum else
                                        " (the source's own)") + f". {q.why}", indent="      "))
                    if q.good_play:
                        out.append(_wrap("  " + q.good_play_text(), indent="      "))
        errata = self.errata
        out += ["", f"The source's figures: {len(self.checks)} checked against the engine, "
                    f"{len(self.checks) - len(errata)} agree, {len(errata)} differ."]
        for n, check in errata:
            out.append(_wrap(f"- step {n}: {check.text()}", indent="  "))
        for pid, remark in self.notes:
            out.append(_wrap(f"- {remark} [{pid}]", indent="  "))
        return "\n".join(out)


def _wrap(text: str, indent: str = "") -> str:
    return textwrap.fill(text, WIDTH, subsequent_indent=indent, break_on_hyphens=False)
