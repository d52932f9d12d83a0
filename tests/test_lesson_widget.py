"""The lesson widget without a browser, the site's lesson pages, and the ask exercises."""

import pytest

from gamelib.analysis.lessons import lesson, lesson_ids
from gamelib.analysis.lessons import exercises as ex
from gamelib.show.lesson_pages import lesson_page, lessons_index, write_lesson_pages
from gamelib.show.site import outside_references
from gamelib.show.widgets import LessonWidget


def test_the_widget_steps_and_judges_an_answer():
    """Next and Back step through the lesson; a choice clicked is judged and coloured; a
    misprinted figure chosen is told the source's and wrong."""
    widget = LessonWidget("academie-pool")
    assert widget.index == 0 and widget.back_button.disabled
    buttons = {b.description: b for b in widget.choice_box.children}
    buttons["27"].click()
    assert "Not so: the answer is 18" in widget.feedback.value
    assert {b.description: b.button_style for b in widget.choice_box.children}["27"] == "danger"
    widget.go(4)
    widget.answer("27")
    assert "is what the source prints, but it is wrong" in widget.feedback.value
    assert widget.next() and widget.index == 5
    assert "erratum" in widget.checks.value and "27" in widget.checks.value
    assert widget.back() and widget.index == 4
    assert "data-right=\"false\"" in widget.feedback.value   # the answer given is kept
    assert widget.errors == []


def test_the_widget_opens_every_lesson_and_draws_each_step():
    """Every lesson opens from the list and every step draws without an error."""
    widget = LessonWidget("academie-pool")
    for lesson_id in lesson_ids():
        widget.lesson_box.value = lesson_id
        assert widget.lesson.id == lesson_id and widget.index == 0
        for _ in widget.lesson.steps[1:]:
            assert widget.next()
        assert not widget.next() and "the last step" in widget.message.value
    assert widget.errors == []


def test_the_figures_that_give_an_answer_away_wait_for_it():
    """At the end of an auction the Ombre is asked for; the source's figures naming him are
    shown once the question is answered."""
    widget = LessonWidget("academie-bidding")
    assert widget.step.question and "shown once the question is answered" in widget.checks.value
    widget.answer(widget.step.question.answer)
    assert "the Ombre" in widget.checks.value


def test_the_static_rendering_shows_the_step_and_its_question():
    widget = LessonWidget("engelmann-casino-three", step=3)
    html = widget.static_html()
    assert "Who has won?" in html and "<li>B</li>" in html and "data-passage" in html


@pytest.mark.parametrize("lesson_id", ["academie-pool", "noothoven-domino-example"])
def test_a_lesson_page_is_whole_and_offline(lesson_id):
    """A lesson's page holds every step, its questions with the answers folded, the passages,
    and loads nothing from elsewhere."""
    built = lesson(lesson_id)
    page = lesson_page(built)
    assert page.count('class="lesson-row"') == len(built.steps)
    assert page.count('<details class="answer">') == len(built.questions)
    assert outside_references(page) == [] and "<script" not in page


def test_the_lesson_pages_are_written_with_their_index(tmp_path):
    paths = write_lesson_pages(tmp_path)
    assert {p.name for p in paths} == {"lesson-index.html", *(f"lesson-{i}.html" for i in lesson_ids())}
    index = (tmp_path / "lesson-index.html").read_text()
    assert all(f'href="lesson-{i}.html"' in index for i in lesson_ids())
    assert lessons_index([]) .count("<tr>") == 1


def test_an_ask_exercise_answers_by_advice_and_by_play():
    """A good ask of the booklet, counted by the advice and played a few deals by PIMC: the
    win rate within its interval, the verdict of play among the three. Deal i is the same
    whatever the size of the run."""
    deals = ex.exercise_deals(2, keys=["ombre B3", "quadrille V3"], progress=None)
    table = ex.exercise_table(deals)
    assert list(table["hand"]) == ["ombre B3", "quadrille V3"]
    row = table.iloc[0]
    assert row["sure tricks"] >= 3 and row["the advice"].startswith("a good ask")
    assert row["win low"] <= row["win rate"] <= row["win high"]
    assert row["by play"] in ("good", "poor", "undecided at this size")
    again = ex.exercise_deals(1, keys=["ombre B3"], progress=None)
    assert again.iloc[0].to_dict() == deals.iloc[0].to_dict()


def test_an_unknown_exercise_is_named():
    with pytest.raises(ValueError, match=r"no exercise ombre Z9.*ombre B3"):
        ex.exercise_deals(1, keys=["ombre Z9"], progress=None)


@pytest.mark.skipif(not ex.STORE.exists(), reason="the full run is not stored")
def test_the_stored_exercise_deals_replay():
    """The first stored deal of two hands is what a new run plays."""
    import pandas as pd

    stored = pd.read_csv(ex.STORE)
    for hand in ("ombre G1", "quadrille V1"):
        row = stored[(stored["hand"] == hand) & (stored["deal"] == 0)]
        if row.empty:
            continue
        played = ex.exercise_deals(1, keys=[hand], progress=None).iloc[0]
        assert bool(row["won"].iloc[0]) == bool(played["won"])
        assert float(row["result"].iloc[0]) == float(played["result"])
