"""The widgets in a real browser: JupyterLab and Voila, Debian's chromium, Playwright.

In JupyterLab: open notebooks/widgets.ipynb (a temporary copy), run all cells from the Run menu,
wait for every prompt to show its number, then deal a hand in HandWidget, play a whole Ombre
hand to its payment in TableWidget by clicking cards and buttons (a card clicked in the auction
first, which is answered; then a negative seed, which is refused and clears the table), step
LedgerWidget through the Académie's seven hands, move a slider of SimulationWidget, and save a
screenshot of each to ``screenshots/``. In Voila: the same flows on the same notebook served as
an app. Every wait is bounded.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.e2e.helpers import (CLICK_SECONDS, MAX_CLICKS, no_widget_error, open_in_voila,
                               run_all, wait_until, widget)

pytestmark = pytest.mark.e2e

NOTEBOOK = "widgets.ipynb"


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

def test_widgets_in_jupyterlab(page, lab_notebook, screenshots):
    run_all(page, lab_notebook(NOTEBOOK), widgets=4)
    deal_a_hand(page, screenshots, "lab")
    click_a_card_in_the_auction(page, screenshots, "lab")
    play_an_ombre_hand(page, screenshots, "lab")
    give_a_bad_seed(page, screenshots, "lab")
    step_the_ledger(page, screenshots, "lab")
    seconds = move_a_slider(page, screenshots, "lab")
    assert seconds < 5, f"the simulation took {seconds} s to redraw"
    assert page.errors == [], page.errors


# ---- Voila ------------------------------------------------------------------------------------

def test_widgets_in_voila(page, voila_app, screenshots):
    open_in_voila(page, voila_app(NOTEBOOK), ".gamelib-widget", count=4)
    deal_a_hand(page, screenshots, "voila")
    click_a_card_in_the_auction(page, screenshots, "voila")
    play_an_ombre_hand(page, screenshots, "voila")
    give_a_bad_seed(page, screenshots, "voila")
    step_the_ledger(page, screenshots, "voila")
    page.screenshot(path=str(screenshots / "voila-page.png"), full_page=True)
    assert page.errors == [], page.errors
