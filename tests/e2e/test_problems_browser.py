"""The problems widget in a real browser: notebooks/problems.ipynb run in JupyterLab and served
by Voila; one problem answered first with the tempting wrong card, then with the right one,
with a screenshot of each answer in ``screenshots/``."""

from __future__ import annotations

import re

import pytest

from gamelib.analysis.problems import load
from tests.e2e.helpers import (CLICK_SECONDS, no_widget_error, open_in_voila, run_all,
                               wait_until)

pytestmark = pytest.mark.e2e

NOTEBOOK = "problems.ipynb"
SET = "ombre-academie"   # the widget's first set in the notebook


def answer_wrongly_then_rightly(page, shots, prefix: str):
    """The first problem: the tempting card is answered as wrong with what it leads to, then
    the answer as right with its line and the tempting card's cost."""
    problem = load(SET)[0]
    wrong = problem.plays[problem.tempting].cards[0].face
    right = problem.answer.cards[0].face
    widget = page.locator(".gamelib-widget:has(.problem-position)").first
    widget.scroll_into_view_if_needed()
    wait_until(lambda: widget.locator(f"button.card-{right}").count(), CLICK_SECONDS,
               "the cards of the player to move are drawn", page)
    assert widget.locator(".status").get_attribute("data-problem") == problem.id
    assert widget.locator("svg g.card").count() >= sum(len(h) for h in problem.position.hands)
    widget.screenshot(path=str(shots / f"{prefix}-problem.png"))
    widget.locator(f"button.card-{wrong}").click()
    verdict = widget.locator(".verdict")
    wait_until(lambda: verdict.count() and verdict.get_attribute("data-verdict") == "wrong",
               CLICK_SECONDS, "a wrong card is answered", page)
    assert "Not the best" in verdict.inner_text()
    assert widget.locator(".problem-line .trick").count() >= 3
    no_widget_error(page)
    widget.screenshot(path=str(shots / f"{prefix}-problem-wrong.png"))
    widget.locator(f"button.card-{right}").click()
    wait_until(lambda: verdict.get_attribute("data-verdict") == "right", CLICK_SECONDS,
               "the right card is answered", page)
    text = widget.inner_text()
    assert "Right." in text and "Why not" in text
    assert not re.search(r"gamelib\.|Card\(|P0", text)
    no_widget_error(page)
    widget.screenshot(path=str(shots / f"{prefix}-problem-right.png"))


def test_a_problem_in_jupyterlab(page, lab_notebook, screenshots):
    run_all(page, lab_notebook(NOTEBOOK), widgets=1)
    answer_wrongly_then_rightly(page, screenshots, "lab")
    assert page.errors == [], page.errors


def test_a_problem_in_voila(page, voila_app, screenshots):
    open_in_voila(page, voila_app(NOTEBOOK), ".gamelib-widget:has(.problem-position)")
    answer_wrongly_then_rightly(page, screenshots, "voila")
    page.screenshot(path=str(screenshots / "voila-problems-page.png"), full_page=True)
    assert page.errors == [], page.errors
