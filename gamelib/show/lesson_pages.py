"""The offline site's lessons: a static walk-through page for every lesson, and their index.

    write_lesson_pages("site")     # site/lesson-index.html and site/lesson-<id>.html

A page shows every step in order as the lesson widget draws it (the step, what lies on the
table, the passage beside it, the source's figures beside the engine's), each question with
its choices and, folded under "the answer", what the source answers and what good play gives.
Plain HTML and inline SVG: no script, no network, no kernel.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from gamelib.analysis.lessons import Lesson, all_lessons
from gamelib.show.widgets.base import STYLE
from gamelib.show.widgets.lesson import (LESSON_STYLE, checks_html, header_html, passages_html,
                                         step_html)

PAGE_STYLE = """<style>
body {font-family: "DejaVu Sans", sans-serif; max-width: 78em; margin: 1.5em auto;
      padding: 0 1em; color: #222; line-height: 1.4;}
.lesson-row {display: flex; flex-wrap: wrap; gap: 1.5em; border-top: 1px solid #ccc;
             padding-top: 0.6em; margin-top: 1em;}
.lesson-row > .left {flex: 3 1 32em; min-width: 0;}
.lesson-row > .lesson-passages {flex: 2 1 22em; min-width: 0;}
details.answer {margin-top: 0.4em;} details.answer summary {cursor: pointer; color: #2455a4;}
nav.steps ol {columns: 2; font-size: 90%;}
@media print {details.answer {display: none;} .lesson-row {break-inside: avoid;}}
</style>"""


def page_file(lesson_id: str) -> str:
    return f"lesson-{lesson_id}.html"


def question_html(step) -> str:
    """A step's question, its choices, and the answer folded."""
    q = step.question
    if q is None:
        return ""
    choices = "".join(f"<li>{escape(c)}</li>" for c in q.choices)
    told = (f"<p><b>{escape(q.answer)}</b>"
            + (f" (also right: {escape(', '.join(q.accepted))})" if q.accepted else "")
            + (f". The source prints {escape(q.printed)}, which is wrong." if q.erratum
               else ", as the source has it.") + f" {escape(q.why)}</p>")
    good = f"<p>{escape(q.good_play_text())}</p>" if q.good_play else ""
    return (f'<div class="lesson-question"><b>Question:</b> {escape(q.prompt)}'
            f'<ol type="a" class="choices">{choices}</ol><details class="answer">'
            f"<summary>the answer</summary>{told}{good}</details></div>")


def lesson_page(built: Lesson) -> str:
    """One lesson as a page: every step, question and passage."""
    total = len(built.steps)
    toc = "".join(f'<li><a href="#step-{n}">{escape(s.title)}</a></li>'
                  for n, s in enumerate(built.steps, 1))
    rows = []
    for n, step in enumerate(built.steps, 1):
        rows.append(f'<section class="lesson-row" id="step-{n}"><div class="left">'
                    f"{step_html(step, n, total, built.language)}{question_html(step)}"
                    f'{checks_html(step)}</div><div class="lesson-passages">'
                    f"<b>the source</b>{passages_html(step)}</div></section>")
    notes = "".join(f"<li>{escape(text)} <code>{escape(pid)}</code></li>"
                    for pid, text in built.notes)
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f"<title>{escape(built.title)}</title>{PAGE_STYLE}</head><body>"
            f'<p><a href="lesson-index.html">all lessons</a> · <a href="index.html">the collection</a>'
            f'</p><div class="gamelib-static gamelib-lesson">{STYLE}{LESSON_STYLE}'
            f'{header_html(built)}<nav class="steps"><b>the steps</b><ol>{toc}</ol></nav>'
            f"{''.join(rows)}"
            + (f"<h3>Readings</h3><ul>{notes}</ul>" if notes else "")
            + "</div></body></html>\n")


def lessons_index(lessons: list[Lesson]) -> str:
    """The list of lessons, each with its counts and a link to its page."""
    rows = "".join(
        f'<tr><td><a href="{page_file(x.id)}">{escape(x.title)}</a></td>'
        f"<td>{escape(x.game)}</td><td>{len(x.steps)}</td><td>{len(x.questions)}</td>"
        f"<td>{len(x.checks)}</td><td>{len(x.errata)}</td></tr>" for x in lessons)
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Lessons from '
            f"the sources' worked examples</title>{PAGE_STYLE}</head><body>"
            '<p><a href="index.html">the collection</a></p>'
            "<h1>Lessons from the sources' worked examples</h1><p>Every worked example of the "
            "four sources, step by step, with the passage beside each step, questions with the "
            "source's own answers, and every figure the source prints checked against the "
            "game (the errata with their evidence). In JupyterLab the same lessons are played "
            "at the table (notebook <code>lessons</code>); in a terminal, "
            "<code>python -m gamelib lessons</code>.</p>"
            "<table><tr><th>lesson</th><th>game</th><th>steps</th><th>questions</th>"
            f"<th>figures checked</th><th>errata</th></tr>{rows}</table></body></html>\n")


def write_lesson_pages(out: Path | str) -> list[Path]:
    """Write ``lesson-index.html`` and a page for every lesson into ``out``; returns the paths."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    lessons = all_lessons()
    paths = [out / "lesson-index.html"]
    paths[0].write_text(lessons_index(lessons), encoding="utf-8")
    for built in lessons:
        path = out / page_file(built.id)
        path.write_text(lesson_page(built), encoding="utf-8")
        paths.append(path)
    return paths
