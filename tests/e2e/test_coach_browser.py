"""The coach at the table in a real browser (JupyterLab, Debian's chromium, Playwright).

A notebook of three tables (Ombre under the Académie's rules, Piquet and Boston, seed 3) is
written into the temporary copy of ``notebooks/`` and run; at each table the hint is asked
for at the first decision of your seat, the deal is played to its end by clicking, and the
review is asked for. Screenshots of the hint, what is told at the table, and the review go to
``screenshots/``. Every wait is bounded.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from tests.e2e.helpers import (CLICK_SECONDS, FIRST_SOLVE_SECONDS, MAX_CLICKS, no_widget_error,
                               run_all, wait_until)

pytestmark = pytest.mark.e2e

NOTEBOOK = "coach-at-the-table.ipynb"
#: The tables, whose games tests/e2e/warm.py warms the solver of.
TABLES = (("ombre", 'game="ombre", rules="academie", seed=3'),
          ("piquet", 'game="piquet", seed=3'),
          ("boston", 'game="boston", seed=3'))


def write_notebook(directory: Path) -> Path:
    cells = [nbformat.v4.new_code_cell("from gamelib.show.widgets import TableWidget")]
    cells += [nbformat.v4.new_code_cell(f"TableWidget({setup})") for _, setup in TABLES]
    path = directory / NOTEBOOK
    kernel = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nbformat.write(nbformat.v4.new_notebook(cells=cells, metadata={"kernelspec": kernel}), path)
    return path


def ask_for(page, table, what: str, when: str, says: str):
    """Click the table's button ``what`` ("hint", "review") once it is offered (``when``) and
    wait, bounded, for its panel to say ``says``: the panel, with no widget error raised."""
    button = table.locator(f"button.{what}")
    wait_until(lambda: button.is_enabled(), CLICK_SECONDS, f"the {what} is offered {when}", page)
    button.click()
    panel = table.locator(f".{what}-panel")
    wait_until(lambda: panel.count() and says in panel.inner_text(), FIRST_SOLVE_SECONDS,
               f"the {what} is shown", page)
    no_widget_error(page)
    return panel


def ask_for_a_hint(page, table, shots: Path, name: str) -> str:
    panel = ask_for(page, table, "hint", "at your turn", "A strong player plays")
    text = panel.inner_text()
    assert table.locator(".hint-panel table.values tr").count() >= 3, text
    panel.scroll_into_view_if_needed()
    panel.screenshot(path=str(shots / f"coach-{name}-hint.png"))
    return text


def play_to_the_end(page, table, shots: Path, name: str) -> None:
    status = table.locator(".table-status .status")
    for clicks in range(MAX_CLICKS):
        if status.get_attribute("data-over") == "true":
            break
        moves = status.get_attribute("data-moves")
        drawn = f".r{status.get_attribute('data-render')}"
        legal = table.locator(f"button.card-button.legal{drawn}")
        actions = table.locator(f"button.action-button{drawn}")
        wait_until(lambda: legal.count() or actions.count(), CLICK_SECONDS,
                   "your cards or choices are drawn", page)
        if clicks == 12:
            table.screenshot(path=str(shots / f"coach-{name}-in-play.png"))
        (legal if legal.count() else actions).first.click()
        wait_until(lambda: status.get_attribute("data-moves") != moves, FIRST_SOLVE_SECONDS,
                   "the table takes the click", page)
    else:
        raise AssertionError(f"the {name} deal did not end within {MAX_CLICKS} clicks")


def ask_for_the_review(page, table, shots: Path, name: str) -> str:
    panel = ask_for(page, table, "review", "at the end", "the play, trick by trick")
    assert panel.locator("svg.review-trick").count() >= 8, "the tricks in card faces"
    assert panel.locator("svg.review-curve").count() == 1, "the expected result plotted"
    for part, shot in (("review-summary", "review"), ("trick-block", "review-trick"),
                       ("review-outcome", "review-outcome")):
        element = panel.locator(f".{part}").first
        element.scroll_into_view_if_needed()
        element.screenshot(path=str(shots / f"coach-{name}-{shot}.png"))
    return panel.inner_text()


def test_the_coach_at_the_table(page, lab_notebook, workdir, screenshots):
    write_notebook(workdir / "notebooks")
    run_all(page, lab_notebook(NOTEBOOK), widgets=len(TABLES))
    tables = page.locator(".gamelib-widget:has(.hand-buttons)")
    wait_until(lambda: tables.count() == len(TABLES), CLICK_SECONDS, "the three tables are drawn",
               page)
    said = {}
    for i, (name, _) in enumerate(TABLES):
        table = tables.nth(i)
        table.scroll_into_view_if_needed()
        hint = ask_for_a_hint(page, table, screenshots, name)
        play_to_the_end(page, table, screenshots, name)
        talk = table.locator(".table-talk").inner_text()
        table.locator(".table-status").scroll_into_view_if_needed()
        table.locator(".table-talk").screenshot(
            path=str(screenshots / f"coach-{name}-told.png"))
        review = ask_for_the_review(page, table, screenshots, name)
        said[name] = (hint, talk, review, table.locator("ul.seats").inner_text())
    hint, talk, review, seats = said["ombre"]
    assert "the Ombre" in seats and "eldest hand" in seats
    assert re.search(r"(win|remise|codille|vole)", review)
    hint, talk, review, seats = said["piquet"]
    assert "elder hand" in seats and "younger hand" in seats
    assert "elder hand (Vorhand)" in talk and "in this deal" in talk and "partie" in talk
    assert "Engelmann plays" in hint
    hint, talk, review, seats = said["boston"]
    assert "eldest hand" in seats and "alone against" in talk
    for text in (talk, review):
        assert "P0" not in text and "ombre-booklet" not in text and "(s)" not in text
    assert page.errors == [], page.errors
