"""The lesson widget in a real browser: the lessons notebook in JupyterLab and in Voila.

Open notebooks/lessons.ipynb (a temporary copy), run all cells, and in the lesson widget answer
the Académie's first question wrongly and then rightly, then go to the fifth hand's misprinted
beast and answer with the source's figure, which is told wrong, then with the ledger's; a
screenshot of each answer goes to ``screenshots/``. In Voila the same answers on the notebook
served as an app. Every wait is bounded.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_browser import (CLICK_SECONDS, RUN_ALL_SECONDS, code_cells, failure_screenshot,
                          no_widget_error, wait_until)

pytestmark = pytest.mark.e2e

# The servers' helpers of this folder's conftest, loaded by path: two conftest.py files of the
# test suite would otherwise share the module name.
_spec = importlib.util.spec_from_file_location("e2e_servers", Path(__file__).with_name("conftest.py"))
servers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(servers)

NOTEBOOK = "lessons.ipynb"


def lesson_widget(page):
    return page.locator(".gamelib-widget.gamelib-lesson").first


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


def test_a_lesson_in_jupyterlab(page, lab, workdir, screenshots):
    url, token = lab
    with failure_screenshot(page, screenshots / "lab-lesson-failure.png"):
        page.goto(f"{url}/lab/tree/{NOTEBOOK}?token={token}", timeout=90_000)
        page.get_by_text(re.compile(r"ipykernel\) \| Idle")).first.wait_for(timeout=120_000)
        page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
        page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
        prompts = page.locator(".jp-Notebook .jp-CodeCell .jp-InputArea-prompt")
        n = code_cells(workdir / "notebooks" / NOTEBOOK)

        def all_done():
            texts = [t.strip() for t in prompts.all_text_contents()]
            return len(texts) >= n and all(re.fullmatch(r"\[\d+\]:", t) for t in texts)

        wait_until(all_done, RUN_ALL_SECONDS, "every cell has run", page)
        errors = page.locator(".jp-OutputArea-output"
                              "[data-mime-type='application/vnd.jupyter.stderr']")
        assert not [t for t in errors.all_inner_texts() if "Traceback" in t]
        wait_until(lambda: lesson_widget(page).count(), 60, "the lesson widget is drawn", page)
        answer_the_pool_questions(page, screenshots, "lab")
    assert page.errors == [], page.errors


@pytest.fixture(scope="module")
def voila_lessons(workdir):
    """Voila serving the lessons notebook on 127.0.0.1; yields its URL."""
    if importlib.util.find_spec("voila") is None:
        pytest.skip("voila is not installed (it belongs in the browser extra)")
    port = servers.free_port()
    log = workdir / "voila-lessons.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "voila", "--no-browser", f"--port={port}",
             "--Voila.ip=127.0.0.1", "--VoilaConfiguration.show_tracebacks=True",
             str(workdir / "notebooks" / NOTEBOOK)],
            cwd=workdir, env=servers._environment(workdir), stdout=out,
            stderr=subprocess.STDOUT)
    try:
        servers._wait_for_port(port, process, log, servers.SERVER_START_SECONDS)
        yield f"http://127.0.0.1:{port}/"
    finally:
        servers._stop(process)


def test_a_lesson_in_voila(page, voila_lessons, screenshots):
    with failure_screenshot(page, screenshots / "voila-lesson-failure.png"):
        start = time.monotonic()
        page.goto(voila_lessons, timeout=RUN_ALL_SECONDS * 1000, wait_until="domcontentloaded")
        wait_until(lambda: lesson_widget(page).count(), RUN_ALL_SECONDS,
                   "Voila draws the lesson widget", page)
        assert page.locator("text=Traceback").count() == 0
        answer_the_pool_questions(page, screenshots, "voila")
        page.screenshot(path=str(screenshots / "voila-lessons-page.png"), full_page=True)
    assert time.monotonic() - start < RUN_ALL_SECONDS
    assert page.errors == [], page.errors
