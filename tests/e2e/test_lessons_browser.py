"""The lesson widget in a real browser: the lessons notebook in JupyterLab and in Voila.

Open notebooks/lessons.ipynb (a temporary copy), run all cells, and in the lesson widget answer
the Académie's first question wrongly and then rightly, then go to the fifth hand's misprinted
beast and answer with the source's figure, which is told wrong, then with the ledger's; a
screenshot of each answer goes to ``screenshots/``. In Voila the same answers on the notebook
served as an app. Every wait is bounded.
"""

from __future__ import annotations

import re
import time

import pytest

from tests.e2e.helpers import (CLICK_SECONDS, RUN_ALL_SECONDS, no_widget_error, open_in_voila,
                               run_all, wait_until)

pytestmark = pytest.mark.e2e

NOTEBOOK = "lessons.ipynb"
LESSON = ".gamelib-widget.gamelib-lesson"


def lesson_widget(page):
    return page.locator(LESSON).first


def answer(page, lesson, choice: str, right: bool):
    """Click ``choice`` among the drawn choices and wait for the verdict."""
    drawn = lesson.locator(".question-prompt").get_attribute("data-render")
    lesson.locator(f"button.lesson-choice.r{drawn}", has_text=re.compile(
        rf"^\s*{re.escape(choice)}\s*$")).click()
    verdict = lesson.locator(".lesson-feedback .verdict")
    wait_until(lambda: verdict.count() and verdict.get_attribute("data-right")
               == str(right).lower(), CLICK_SECONDS, f"the answer {choice} is judged", page)
    return verdict.inner_text()


def go_to_step(page, lesson, number: int):
    lesson.locator(".widget-dropdown:has(> label:text-is('step')) select").select_option(
        index=number - 1)
    wait_until(lambda: f"step {number} of" in lesson.locator(".lesson-step").inner_text(),
               CLICK_SECONDS, f"the lesson shows step {number}", page)


def answer_the_pool_questions(page, shots, prefix: str):
    lesson = lesson_widget(page)
    lesson.scroll_into_view_if_needed()
    wait_until(lambda: "step 1 of" in lesson.locator(".lesson-step").inner_text(), CLICK_SECONDS,
               "the lesson opens at its first step", page)
    assert lesson.locator(".lesson-passages .quote").count() >= 1, "the passage stands beside"
    told = answer(page, lesson, "27", right=False)
    assert told.startswith("Not so: the answer is 18"), told
    lesson.screenshot(path=str(shots / f"{prefix}-lesson-wrong.png"))
    told = answer(page, lesson, "18", right=True)
    assert told.startswith("Right: 18, as the source has it"), told
    lesson.screenshot(path=str(shots / f"{prefix}-lesson-right.png"))
    # the fifth hand's question: the source prints 27 for A's beast, the ledger 18
    go_to_step(page, lesson, 5)
    told = answer(page, lesson, "27", right=False)
    assert "is what the source prints, but it is wrong" in told, told
    assert "misprint" in told
    lesson.screenshot(path=str(shots / f"{prefix}-lesson-erratum.png"))
    told = answer(page, lesson, "18", right=True)
    assert told.startswith("Right: 18. The source prints 27 here"), told
    lesson.locator("button.lesson-next").click()
    wait_until(lambda: "step 6 of" in lesson.locator(".lesson-step").inner_text(),
               CLICK_SECONDS, "Next steps to the fifth hand", page)
    wait_until(lambda: lesson.locator(".lesson-checks-view tr.erratum").count() == 1,
               CLICK_SECONDS, "the fifth hand's erratum is shown", page)
    no_widget_error(page)
    lesson.screenshot(path=str(shots / f"{prefix}-lesson-fifth-hand.png"))


def test_a_lesson_in_jupyterlab(page, lab_notebook, screenshots):
    run_all(page, lab_notebook(NOTEBOOK), widgets=1)
    wait_until(lambda: lesson_widget(page).count(), CLICK_SECONDS, "the lesson widget is drawn",
               page)
    answer_the_pool_questions(page, screenshots, "lab")
    assert page.errors == [], page.errors


def test_a_lesson_in_voila(page, voila_app, screenshots):
    start = time.monotonic()
    open_in_voila(page, voila_app(NOTEBOOK), LESSON)
    answer_the_pool_questions(page, screenshots, "voila")
    page.screenshot(path=str(screenshots / "voila-lessons-page.png"), full_page=True)
    assert time.monotonic() - start < RUN_ALL_SECONDS
    assert page.errors == [], page.errors
