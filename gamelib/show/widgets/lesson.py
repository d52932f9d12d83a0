"""LessonWidget: walk through a worked example of a source, step by step, and answer its
questions (:mod:`gamelib.analysis.lessons`).

    LessonWidget("academie-pool")

Back and Next step through the example; beside each step stands the passage it follows. What
lies on the table is drawn from the lesson's data (cards as faces, a game's own pictures such
as a line of domino stones, small tables); at a step with a question the choices are buttons,
and an answer is told whether it agrees with the source and, where the solver applies, what
good play gives. The source's figures at a step are shown beside the engine's, an erratum with
its evidence (after the question is answered, where they would give its answer away). The functions that draw
a step serve the site's static pages too (:mod:`gamelib.show.lesson_pages`).
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from gamelib.analysis.lessons import Lesson, Panel, Question, Step, lesson, lesson_ids
from gamelib.core.options import in_words
from gamelib.core.sources import quote
from gamelib.show.widgets.base import STYLE, GameWidget, look, one_of, styled, table_html
from gamelib.show.widgets.faces import cards_svg

LESSON_STYLE = """<style>
.gamelib-lesson .lesson-step h3 {margin: 0.2em 0;}
.gamelib-lesson .lesson-panel {margin: 0.4em 0;}
.gamelib-lesson .lesson-panel .panel-label {font-weight: bold; color: #333;}
.gamelib-lesson .lesson-question {background: #f4f7fb; border-left: 4px solid #2455a4;
  padding: 0.4em 0.8em; margin: 0.5em 0;}
.gamelib-lesson .lesson-feedback .right {color: #1f6b2a;}
.gamelib-lesson .lesson-feedback .wrong {color: #8a1c1c;}
.gamelib-lesson .erratum {background: #fff3e0;}
.gamelib-lesson .lesson-passages {font-size: 90%; border-left: 1px solid #ddd;
  padding-left: 0.8em;}
</style>"""


def panel_html(panel: Panel, language: str = "en", style: str = "french") -> str:
    """One thing on the table: cards as faces, a game's own picture, a table, or words."""
    label = f'<div class="panel-label">{escape(panel.label)}</div>'
    if panel.cards:
        captions = dict(zip(panel.cards, panel.captions)) if panel.captions else None
        body = cards_svg(panel.cards, language=language, style=style, captions=captions,
                         scale=0.8, label=panel.label)
    elif panel.picture is not None and hasattr(panel.picture, "_repr_svg_"):
        body = panel.picture._repr_svg_()
    elif panel.rows:
        body = table_html(panel.rows, panel.header or None)
    elif panel.words:
        body = f"<div>{escape(panel.words)}</div>"
    else:
        body = "<div><em>none</em></div>"
    return f'<div class="lesson-panel">{label}{body}</div>'


def checks_html(step: Step) -> str:
    """The source's figures at a step beside the engine's, errata marked."""
    if not step.checks:
        return ""
    rows = []
    for check in step.checks:
        mark = "agrees" if check.agrees else ("html", "<b>erratum</b>")
        rows.append((check.what, str(in_words(check.printed)), str(in_words(check.computed)), mark,
                     ("html", f"&ldquo;{escape(check.words)}&rdquo;<br><code>"
                      f"{escape(check.passage)}</code>"
                      + (f"<br>{escape(check.why)}" if check.why else ""))))
    table = table_html(rows, ("figure", "the source prints", "computed", "", "the source's "
                              "words, and why"))
    table = table.replace("<tr><td>", "<tr class='check'><td>")
    for check in step.checks:
        if not check.agrees:
            table = table.replace(f"<tr class='check'><td>{escape(check.what)}</td>",
                                  f"<tr class='check erratum'><td>{escape(check.what)}</td>", 1)
    return f'<div class="lesson-checks"><b>the source\'s figures</b>{table}</div>'


def passages_html(step: Step) -> str:
    return "".join(quote(pid)._repr_html_() for pid in step.passages)


def answer_html(question: Question, choice: str) -> str:
    """What a student is told about ``choice``."""
    verdict = question.judge(choice)
    return (f'<div class="verdict {"right" if verdict.right else "wrong"}" '
            f'data-right="{str(verdict.right).lower()}" '
            f'data-agrees="{str(verdict.agrees_with_source).lower()}">{escape(verdict.text)}'
            "</div>")


def step_html(step: Step, number: int, total: int, language: str = "en",
              style: str = "french") -> str:
    """A step's title, words and table (not its question)."""
    panels = "".join(panel_html(p, language, style) for p in step.panels)
    return (f'<div class="lesson-step" data-step="{number}"><div class="step-count">step '
            f"{number} of {total}</div><h3>{escape(step.title)}</h3><p>{escape(step.text)}</p>"
            f"{panels}</div>")


def header_html(built: Lesson) -> str:
    chosen = (f"<p><em>Not printed in the source, chosen here:</em> {escape(built.chosen)}</p>"
              if built.chosen else "")
    errata = len(built.errata)
    return (f'<div class="lesson-header"><h2>{escape(built.title)}</h2>'
            f"<p>{escape(built.summary)}</p>{chosen}<p><small>{len(built.steps)} steps, "
            f"{len(built.questions)} questions; the source's figures: {len(built.checks)} "
            f"checked against the engine, {errata} {'erratum' if errata == 1 else 'errata'} "
            "found</small></p></div>")


class LessonWidget(GameWidget):
    """Walk through a lesson: ``LessonWidget("academie-pool")``; the list offers every lesson.

    ``widget.lesson`` is the lesson, ``widget.index`` the step shown (from 0);
    ``widget.next()``, ``widget.back()``, ``widget.go(index)``, ``widget.answer(choice)`` and
    ``widget.choose(lesson_id)`` act as the buttons and lists do."""

    def __init__(self, lesson_id: str = "academie-pool", step: int = 1, style: str = "french"):
        super().__init__()
        one_of("lesson", lesson_id, tuple(lesson_ids()))
        look("en", style)
        self.style = style
        self.add_class("gamelib-lesson")
        self.lesson_box = w.Dropdown(options=lesson_ids(), value=lesson_id, description="lesson",
                                     layout=w.Layout(width="420px"))
        self.back_button = styled(w.Button(description="Back", icon="arrow-left"), "lesson-back")
        self.next_button = styled(w.Button(description="Next", icon="arrow-right",
                                           button_style="primary"), "lesson-next")
        self.step_box = w.Dropdown(description="step", layout=w.Layout(width="460px"))
        self.header = styled(w.HTML(), "lesson-header-view")
        self.step_view = styled(w.HTML(), "lesson-step-view")
        self.prompt = styled(w.HTML(), "lesson-prompt")
        self.choice_box = styled(w.HBox(layout=w.Layout(flex_flow="row wrap")), "lesson-choices")
        self.feedback = styled(w.HTML(), "lesson-feedback")
        self.checks = styled(w.HTML(), "lesson-checks-view")
        self.passages = styled(w.HTML(layout=w.Layout(width="40%")), "lesson-passages")
        self.question_box = styled(w.VBox([self.prompt, self.choice_box, self.feedback]),
                                   "lesson-question")
        self.answers: dict[int, str] = {}
        self.renders = 0
        self.back_button.on_click(self.guard(lambda _b: self.back()))
        self.next_button.on_click(self.guard(lambda _b: self.next()))
        self.lesson_box.observe(self.guard(lambda c: self.choose(c["new"])), names="value")
        self.step_box.observe(self.guard(lambda c: self.go(c["new"])), names="value")
        left = w.VBox([self.step_view, self.question_box, self.checks],
                      layout=w.Layout(width="60%"))
        self.children = [w.HTML(STYLE + LESSON_STYLE), self.lesson_box, self.header,
                         w.HBox([self.back_button, self.next_button, self.step_box]),
                         self.message, w.HBox([left, self.passages])]
        self.choose(lesson_id, step - 1)

    # -- moving -------------------------------------------------------------------------------

    def choose(self, lesson_id: str, index: int = 0) -> None:
        """Open a lesson at a step (from 0)."""
        self.say(f"opening {escape(lesson_id)} ...")
        self.lesson = lesson(lesson_id)
        self.answers = {}
        self.header.value = header_html(self.lesson)
        total = len(self.lesson.steps)
        self.index = max(0, min(index, total - 1))
        with self.hold_trait_notifications():
            self.step_box.options = [(f"{i}. {s.title}", i - 1)
                                     for i, s in enumerate(self.lesson.steps, 1)]
        self.go(self.index)
        self.say("")

    def go(self, index) -> None:
        if index is None:
            return
        self.index = int(index)
        if self.step_box.value != self.index:
            self.step_box.value = self.index
        self.render()

    def next(self) -> bool:
        if self.index + 1 >= len(self.lesson.steps):
            self.say("the last step: the lesson is over (Back, or choose another lesson)")
            return False
        self.go(self.index + 1)
        return True

    def back(self) -> bool:
        if self.index == 0:
            self.say("the first step already")
            return False
        self.go(self.index - 1)
        return True

    def answer(self, choice: str) -> str:
        """Answer the step's question with ``choice``; returns what the student is told."""
        question = self.step.question
        if question is None:
            raise ValueError("this step asks no question")
        self.answers[self.index] = choice
        self.render()
        return question.judge(choice).text

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    # -- drawing ------------------------------------------------------------------------------

    def render(self) -> None:
        self.renders += 1
        step, total = self.step, len(self.lesson.steps)
        self.step_view.value = step_html(step, self.index + 1, total, self.lesson.language,
                                         self.style)
        self.passages.value = "<b>the source</b>" + passages_html(step)
        self.back_button.disabled = self.index == 0
        self.next_button.disabled = self.index + 1 >= total
        question, chosen = step.question, self.answers.get(self.index)
        old = list(self.choice_box.children)
        if question is None:
            self.question_box.layout.display = "none"
            self.choice_box.children = []
            self.prompt.value = self.feedback.value = ""
        else:
            self.question_box.layout.display = None
            self.prompt.value = (f'<div class="question-prompt" data-render="{self.renders}">'
                                 f"<b>Question:</b> {escape(question.prompt)}</div>")
            self.choice_box.children = [self._choice_button(c, chosen) for c in question.choices]
            self.feedback.value = answer_html(question, chosen) if chosen else (
                "<em>choose an answer</em>")
        for button in old:
            button.close()
        # the source's figures wait for the answer when they would give it away
        hidden = question is not None and chosen is None and any(
            c.passage == question.passage for c in step.checks)
        self.checks.value = ("<em>the source's figures are shown once the question is "
                             "answered</em>" if hidden else checks_html(step))

    def _choice_button(self, choice: str, chosen: str | None) -> w.Button:
        button = styled(w.Button(description=choice, layout=w.Layout(width="auto", margin="2px"),
                                 tooltip=choice), "lesson-choice", f"r{self.renders}")
        if chosen == choice:
            button.button_style = "success" if self.step.question.judge(choice).right \
                else "danger"
        button.on_click(self.guard(lambda _b, c=choice: self.answer(c)))
        return button

    def static_html(self) -> str:
        question = self.step.question
        asked = ""
        if question is not None:
            items = "".join(f"<li>{escape(c)}</li>" for c in question.choices)
            chosen = self.answers.get(self.index)
            asked = (f'<div class="lesson-question"><b>Question:</b> {escape(question.prompt)}'
                     f"<ul>{items}</ul>{answer_html(question, chosen) if chosen else ''}</div>")
        return (f'<div class="gamelib-static gamelib-lesson">{STYLE}{LESSON_STYLE}'
                f"{self.header.value}{self.step_view.value}{asked}{self.checks.value}"
                f'<div class="lesson-passages">{self.passages.value}</div></div>')
