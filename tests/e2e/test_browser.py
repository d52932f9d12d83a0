"""The widgets in a real browser: JupyterLab and Voila, Debian's chromium, Playwright.

In JupyterLab: open notebooks/widgets.ipynb (a temporary copy), run all cells from the Run menu,
wait for every prompt to show its number, then deal a hand in HandWidget, play a whole Ombre
hand to its payment in TableWidget by clicking cards and buttons (a card clicked in the auction
first, which is answered; then a negative seed, which is refused and clears the table), step LedgerWidget through the
Académie's seven hands, move a slider of SimulationWidget, and save a screenshot of each to
``screenshots/``. In Voila: the same flows on the same notebook served as an app.
Every wait is bounded.
"""

from __future__ import annotations

import re
import time
from contextlib import contextmanager
from pathlib import Path

import nbformat
import pytest

pytestmark = pytest.mark.e2e

NOTEBOOK = "widgets.ipynb"
RUN_ALL_SECONDS = int(__import__("os").environ.get("GAMELIB_E2E_RUN_SECONDS", 300))
CLICK_SECONDS = 30
MAX_CLICKS = 150


def code_cells(path: Path) -> int:
    return sum(1 for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code")


def widget(page, marker: str):
    """The gamelib widget that contains an element of class ``marker``."""
    return page.locator(f".gamelib-widget:has(.{marker})").first


def wait_until(predicate, seconds: float, what: str, page=None):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        if page is not None:
            page.wait_for_timeout(200)
        else:
            time.sleep(0.2)
    raise TimeoutError(f"{what}: not within {seconds} s")


@contextmanager
def failure_screenshot(page, path: Path):
    """On any failure, a screenshot of the page as it was, then the failure."""
    try:
        yield
    except BaseException:
        try:
            page.screenshot(path=str(path), full_page=False, timeout=10_000)
        finally:
            raise


def no_widget_error(page):
    errors = page.locator(".gamelib-widget .gl-error")
    assert errors.count() == 0, errors.first.inner_text()


# ---- the four flows, the same in JupyterLab and Voila ----------------------------------------

def deal_a_hand(page, shots: Path, prefix: str):
    hand = widget(page, "hand-view")
    hand.scroll_into_view_if_needed()
    before = hand.locator(".hand-view").inner_html()
    seed = hand.locator(".widget-inline-hbox:has(> label:text-is('seed')) input")
    seed.fill("21")
    seed.press("Enter")
    hand.locator("button.deal-button").click()
    wait_until(lambda: hand.locator(".hand-view").inner_html() != before, CLICK_SECONDS,
               "the hand widget deals a new hand", page)
    wait_until(lambda: "seed 21" in hand.locator(".gl-message").inner_text(), CLICK_SECONDS,
               "the hand widget says which seed it dealt", page)
    cards = hand.locator(".hand-view svg.hand g.card")
    assert cards.count() == 9, "an Ombre hand has nine cards"
    assert hand.locator(".hand-view svg.trump-order").count() == 1
    assert "matadors paid for" in hand.locator(".hand-view").inner_text()
    no_widget_error(page)
    hand.screenshot(path=str(shots / f"{prefix}-hand.png"))


def click_a_card_in_the_auction(page, shots: Path, prefix: str):
    """A card clicked while the auction is on says so and lists what may be done now."""
    table = widget(page, "hand-buttons")
    table.scroll_into_view_if_needed()
    status = table.locator(".table-status .status")
    drawn = f".r{status.get_attribute('data-render')}"
    wait_until(lambda: table.locator(f"button.action-button{drawn}").count(), CLICK_SECONDS,
               "the auction's choices are drawn", page)
    assert table.locator(f"button.card-button.legal{drawn}").count() == 0, "the auction is on"
    table.locator(f"button.card-button{drawn}").first.click()
    explanation = table.locator(".explanation")
    wait_until(lambda: "the auction is on" in explanation.inner_text(), CLICK_SECONDS,
               "a card clicked in the auction is answered", page)
    text = explanation.inner_text()
    for label in table.locator(f"button.action-button{drawn}").all_inner_texts():
        assert label.strip() in text, (label, text)
    assert "is not a bid" not in text
    seats = table.locator("ul.seats").inner_text()
    assert "you (A)" in seats and "B" in seats and "seat 1" not in seats
    no_widget_error(page)
    table.screenshot(path=str(shots / f"{prefix}-table-auction.png"))


def play_an_ombre_hand(page, shots: Path, prefix: str):
    table = widget(page, "hand-buttons")
    table.scroll_into_view_if_needed()
    status = table.locator(".table-status .status")
    clicks = 0
    shot_in_play = False
    while status.get_attribute("data-over") != "true":
        assert clicks < MAX_CLICKS, "the deal did not end"
        moves = status.get_attribute("data-moves")
        drawn = f".r{status.get_attribute('data-render')}"  # only buttons of the latest drawing
        legal = table.locator(f"button.card-button.legal{drawn}")
        actions = table.locator(f"button.action-button{drawn}")
        wait_until(lambda: legal.count() or actions.count(), CLICK_SECONDS,
                   "your cards or choices are drawn", page)
        if legal.count() and not shot_in_play:
            table.screenshot(path=str(shots / f"{prefix}-table-in-play.png"))
            shot_in_play = True
        (legal if legal.count() else actions).first.click()
        clicks += 1
        wait_until(lambda: status.get_attribute("data-moves") != moves, CLICK_SECONDS,
                   "the table takes the click", page)
    result = table.locator(".table-result")
    # each widget model syncs on its own: the result may arrive just after the status
    wait_until(lambda: "every payment line" in result.inner_text(), CLICK_SECONDS,
               "the result and its payment lines are shown", page)
    assert result.locator("ol.payments li").count() >= 1
    # the deal explained in the game's own words, and the seats with their roles
    assert re.search(r"played .+ Outcome: ", result.locator(".outcome").inner_text())
    assert "the Ombre" in status.locator("ul.seats").inner_text()
    no_widget_error(page)
    result.scroll_into_view_if_needed()
    table.screenshot(path=str(shots / f"{prefix}-table.png"))
    return clicks


def give_a_bad_seed(page, shots: Path, prefix: str):
    """A negative seed is answered in the widget, and the old deal is cleared, not left."""
    table = widget(page, "hand-buttons")
    table.scroll_into_view_if_needed()
    seed = table.locator(".widget-inline-hbox:has(> label:text-is('seed')) input")
    seed.fill("-3")
    seed.press("Enter")
    table.locator("button.new-deal").click()
    message = table.locator(".gl-message")
    wait_until(lambda: "negative" in message.inner_text(), CLICK_SECONDS,
               "a negative seed is answered", page)
    wait_until(lambda: table.locator("button.card-button").count() == 0, CLICK_SECONDS,
               "the old deal is cleared", page)
    assert "no deal on the table" in table.locator(".table-status").inner_text()
    assert table.locator(".table-result").inner_text().strip() == ""
    assert page.locator("text=Traceback").count() == 0
    no_widget_error(page)
    table.screenshot(path=str(shots / f"{prefix}-table-bad-seed.png"))
    seed.fill("3")
    seed.press("Enter")
    table.locator("button.new-deal").click()
    wait_until(lambda: table.locator("button.card-button").count() > 0, CLICK_SECONDS,
               "a good seed deals again", page)


def step_the_ledger(page, shots: Path, prefix: str):
    ledger = widget(page, "ledger-summary")
    ledger.scroll_into_view_if_needed()
    for hand in range(1, 8):
        ledger.locator("button.next-hand").click()
        wait_until(lambda: f"{hand} of 7" in ledger.locator(".ledger-summary").inner_text(),
                   CLICK_SECONDS, f"the ledger steps to hand {hand}", page)
    # the plot is a widget model of its own: it may arrive just after the summary
    wait_until(lambda: "after hand 7 of 7" in ledger.locator(".ledger-plot").inner_html(),
               CLICK_SECONDS, "the ledger's plot shows hand 7", page)
    assert ledger.locator(".ledger-plot polyline").count() == 5
    no_widget_error(page)
    ledger.screenshot(path=str(shots / f"{prefix}-ledger.png"))


def move_a_slider(page, shots: Path, prefix: str):
    sim = widget(page, "simulation-plot")
    sim.scroll_into_view_if_needed()
    before = sim.locator(".simulation-plot").inner_html()
    slider = sim.locator(".widget-slider:has(> label:text-is('codille')) .noUi-handle,"
                         ".widget-slider:has(> label:text-is('codille')) [role=slider]").first
    slider.focus()
    slider.press("ArrowRight")
    slider.press("ArrowRight")
    wait_until(lambda: sim.locator(".simulation-plot").inner_html() != before, CLICK_SECONDS,
               "the simulation redraws after the slider moved", page)
    message = sim.locator(".gl-message").inner_text()
    seconds = float(re.search(r"drawn in (\d+\.\d+) s", message).group(1))
    no_widget_error(page)
    sim.screenshot(path=str(shots / f"{prefix}-simulation.png"))
    return seconds


# ---- JupyterLab -------------------------------------------------------------------------------

def run_all_in_lab(page, lab, workdir, notebook: str = NOTEBOOK, widgets: int = 4):
    """Open ``notebook`` in JupyterLab, run every cell, check no cell failed, and wait until
    ``widgets`` gamelib widgets are drawn."""
    url, token = lab
    # a workspace of the notebook's own: JupyterLab would reopen the notebooks of an earlier
    # test beside it, and their prompts would count too
    workspace = Path(notebook).stem
    page.goto(f"{url}/lab/workspaces/{workspace}/tree/{notebook}?token={token}", timeout=90_000)
    page.get_by_text(re.compile(r"ipykernel\) \| Idle")).first.wait_for(timeout=120_000)
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    prompts = page.locator(".jp-Notebook .jp-CodeCell .jp-InputArea-prompt")
    n = code_cells(workdir / "notebooks" / notebook)

    def all_done():
        # text_content, not inner_text: JupyterLab does not render the cells out of view
        texts = [t.strip() for t in prompts.all_text_contents()]
        return len(texts) >= n and all(re.fullmatch(r"\[\d+\]:", t) for t in texts)

    try:
        wait_until(all_done, RUN_ALL_SECONDS, "every cell has run", page)
    except TimeoutError as exc:
        page.screenshot(path=str(workdir / "lab-failure.png"))
        raise TimeoutError(f"{exc}; prompts: {prompts.all_text_contents()}") from None
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    tracebacks = [t for t in errors.all_inner_texts() if "Traceback" in t or "Error" in t]
    assert not tracebacks, tracebacks[0][:2000]
    wait_until(lambda: page.locator(".gamelib-widget").count() >= widgets, 60,
               f"the notebook's {widgets} widgets are drawn", page)


def test_widgets_in_jupyterlab(page, lab, workdir, screenshots):
    with failure_screenshot(page, screenshots / "lab-failure.png"):
        run_all_in_lab(page, lab, workdir)
        deal_a_hand(page, screenshots, "lab")
        click_a_card_in_the_auction(page, screenshots, "lab")
        play_an_ombre_hand(page, screenshots, "lab")
        give_a_bad_seed(page, screenshots, "lab")
        step_the_ledger(page, screenshots, "lab")
        seconds = move_a_slider(page, screenshots, "lab")
    assert seconds < 5, f"the simulation took {seconds} s to redraw"
    assert page.errors == [], page.errors


# ---- Voila ------------------------------------------------------------------------------------

def test_widgets_in_voila(page, voila, screenshots):
    with failure_screenshot(page, screenshots / "voila-failure.png"):
        page.goto(voila, timeout=RUN_ALL_SECONDS * 1000, wait_until="domcontentloaded")
        wait_until(lambda: page.locator(".gamelib-widget").count() >= 4, RUN_ALL_SECONDS,
                   "Voila draws the four widgets", page)
        assert page.locator("text=Traceback").count() == 0
        deal_a_hand(page, screenshots, "voila")
        click_a_card_in_the_auction(page, screenshots, "voila")
        play_an_ombre_hand(page, screenshots, "voila")
        give_a_bad_seed(page, screenshots, "voila")
        step_the_ledger(page, screenshots, "voila")
        page.screenshot(path=str(screenshots / "voila-page.png"), full_page=True)
    assert page.errors == [], page.errors
