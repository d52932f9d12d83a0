"""The problems widget without a browser: a wrong card is answered with its line and the
student may try again, the right card with the winning line and the tempting card's cost; a
card the rules forbid is refused with the reason; every set and rating can be chosen."""

from __future__ import annotations

import re

from gamelib.analysis.problems import SETS, load
from gamelib.show.widgets import ProblemWidget

LEAKS = re.compile(r"gamelib\.|Card\(|CardSet\(|P0|dtype:|Traceback")


def test_a_wrong_card_then_the_right_one():
    """The tempting card is answered as not the best, with what follows; the answer's card
    then as right, with the winning line and why the tempting card fails."""
    widget = ProblemWidget("boston")
    problem = load("boston")[0]
    wrong = problem.plays[problem.tempting].cards[0]
    assert widget.pick(wrong) is False
    assert 'data-verdict="wrong"' in widget.verdict.value
    assert "Not the best" in widget.verdict.value and "problem-line" in widget.verdict.value
    assert widget.pick(problem.answer.cards[0]) is True
    assert 'data-verdict="right"' in widget.verdict.value
    assert "Why not" in widget.verdict.value
    assert widget.errors == []
    assert not LEAKS.search(widget.static_html())


def test_a_card_the_rules_forbid_is_refused_with_the_reason():
    """A card of the player's hand that the rules do not allow now is not taken as an answer."""
    for key in SETS:
        for number, problem in enumerate(load(key), 1):
            legal = {c for p in problem.plays for c in p.cards}
            held = set(problem.position.hands[problem.position.to_play])
            if held - legal:
                widget = ProblemWidget(key, number=number)
                assert widget.pick(sorted(held - legal)[0]) is False
                assert "do not allow" in widget.message.value
                assert widget.verdict.value == "" and widget.errors == []
                return
    raise AssertionError("no stored problem has a card its player may not play")


def test_every_set_and_rating_can_be_chosen():
    """The set and the rating pickers load the set's problems of that rating; next and previous
    step through them."""
    widget = ProblemWidget()
    for key in SETS:
        widget.set_picker.value = key
        for rating in ("easy", "medium", "hard"):
            widget.rating_picker.value = rating
            assert widget.problems and all(p.rating == rating for p in widget.problems)
            assert widget.view.id.startswith(key)
    widget.forward.click()
    assert widget.index == 1
    widget.back.click()
    assert widget.index == 0 and widget.back.disabled
    assert widget.errors == []


def test_the_answer_can_be_shown_without_guessing():
    """'show the answer' gives the answer, its line and the rating's reasons."""
    widget = ProblemWidget("tresette", rating="hard")
    widget.answer_button.click()
    assert widget.revealed and "The answer:" in widget.verdict.value
    assert "Rated hard" in widget.verdict.value and widget.errors == []
