"""The lessons made from the sources' worked examples: every catalogued example is one, each
replays on the engine with the source's figures as printed or its erratum shown, and the
questions answer as the source does."""

import re
import tomllib
from pathlib import Path

import pytest

from gamelib.__main__ import main
from gamelib.analysis.lessons import all_lessons, lesson, lesson_ids
from gamelib.core.sources import quote

CATALOGUE = Path(__file__).resolve().parents[1] / "sources" / "catalogue"

#: The errata the lessons find: lesson -> the passages of the figures the engine contradicts.
ERRATA = {
    "academie-pool": ["academie:example.hand5.win", "academie:example.hand6.beast",
                      "academie:example.hand6.win"],
    "noothoven-solos": ["noothoven:quadrille.solo-black-3", "noothoven:quadrille.solo-black-4",
                        "noothoven:quadrille.solo-black-5", "noothoven:quadrille.solo-red-1",
                        "noothoven:quadrille.solo-red-4"],
    "engelmann-casino-example": ["engelmann:casino.example-round-2"],
}


def worked_examples() -> list[str]:
    """Every passage of the catalogue whose id names it an example."""
    found = []
    for path in sorted(CATALOGUE.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        found += [f"{data['source']}:{key}" for key in data["passages"]
                  if re.search(r"example", key)]
    return found


def test_every_catalogued_worked_example_is_in_a_lesson():
    """Each passage the catalogue names an example (the Académie's pool example, its retourne
    and bidding examples, the booklet's solo examples, Engelmann's Piquet, Casino and Boston
    examples, the Domino examples) is quoted by a lesson."""
    covered = {p for x in all_lessons() for p in x.passages}
    covered |= {p for x in all_lessons() for s in x.steps for p in s.passages}
    examples = worked_examples()
    assert len(examples) > 40
    assert [p for p in examples if p not in covered] == []


@pytest.mark.parametrize("lesson_id", lesson_ids())
def test_each_lesson_replays_with_the_figures_as_printed_or_the_erratum_shown(lesson_id):
    """Every figure the source prints at a step agrees with the engine, except the errata,
    each of which says why the engine's figure is right."""
    built = lesson(lesson_id)
    assert built.steps and all(s.passages for s in built.steps)
    for _, check in built.errata:
        assert check.why and check.printed != check.computed
    assert sorted(c.passage for _, c in built.errata) == ERRATA.get(lesson_id, [])


@pytest.mark.parametrize("lesson_id", lesson_ids())
def test_each_lessons_passages_are_catalogued(lesson_id):
    """Every passage a lesson shows is in the catalogue."""
    built = lesson(lesson_id)
    for pid in {*built.passages, *(p for s in built.steps for p in s.passages)}:
        assert quote(pid).text


@pytest.mark.parametrize("lesson_id", lesson_ids())
def test_each_question_is_answered_as_the_source_answers_it(lesson_id):
    """The right choice is judged right and agrees with the source unless the source errs;
    another choice is judged wrong; the source's misprinted figure is judged wrong but
    recognised as the source's."""
    for _, q in lesson(lesson_id).questions:
        verdict = q.judge(q.answer)
        assert verdict.right and verdict.text.startswith("Right")
        assert verdict.agrees_with_source == (q.answer == q.printed)
        wrong = [c for c in q.choices if c not in q.right_choices]
        if wrong:
            assert not q.judge(wrong[0]).right
        if q.erratum:
            printed = q.judge(q.printed)
            assert not printed.right and printed.agrees_with_source
            assert "wrong" in printed.text


def test_the_pools_misprinted_beast_is_asked_and_corrected():
    """'A gives 27 counters to C' (academie:example.hand5.win): the student who answers 27 is
    told it is the source's figure and wrong; 18 is right."""
    q = next(q for _, q in lesson("academie-pool").questions
             if q.passage == "academie:example.hand5.win" and "beast" in q.prompt)
    assert (q.answer, q.printed) == ("18", "27")
    assert "misprint" in q.judge("27").text


def test_the_solo_odds_that_play_contradicts_give_the_interval():
    """The booklet's 11 : 2 for its third black solo lies outside the interval of 200 deals
    played by PIMC (noothoven:quadrille.solo-black-3)."""
    check = next(c for _, c in lesson("noothoven-solos").errata
                 if c.passage == "noothoven:quadrille.solo-black-3")
    assert check.printed.startswith("11 : 2") and "of 200 deals" in check.computed
    assert re.search(r"\[\d+%, \d+%\]", check.computed)


def test_the_misery_players_five_is_what_good_play_gives():
    """The exact solver, every hand open: the five keeps the Misery, the three loses it
    (engelmann:boston.misery-example, engelmann:boston.misery-hardest)."""
    q = lesson("engelmann-boston-misery").questions[0][1]
    values = dict(q.good_play)
    assert values["5♠"].startswith("B takes 0 tricks") and "makes" in values["5♠"]
    assert values["3♠"].startswith("B takes 1 trick") and "loses" in values["3♠"]


def test_casinos_ten_takes_the_most_and_the_best():
    """'Dieses wird durch die Zehen geschehen' (engelmann:casino.example-best): the ten is the
    answer, and the engine says what every card would take."""
    q = next(q for _, q in lesson("engelmann-casino-example").questions
             if q.passage == "engelmann:casino.example-best" and "ten" in q.why)
    assert q.answer == "10♦ takes 7♠ A♥ 2♣"
    assert dict(q.good_play)["5♥ takes A♥ 4♦"] == "B's 5♥ takes 4♦ A♥"


def test_a_quadrille_lead_is_judged_by_pimc():
    """The booklet's lead for an ask, and what PIMC's worlds give every card of the hand."""
    q = next(q for _, q in lesson("noothoven-quadrille-asks").questions
             if q.passage == "noothoven:quadrille.ask-black-3")
    assert q.answer == "2♣ (Manille)"
    assert len(q.good_play) == len(q.choices)
    assert all(v.endswith("tricks for your side") for _, v in q.good_play)


def test_the_terminal_lists_the_lessons_and_prints_one(capsys):
    """python -m gamelib lessons --list, and lessons academie-pool."""
    assert main(["lessons", "--list"]) == 0
    listed = capsys.readouterr().out
    assert all(i in listed for i in lesson_ids())
    assert main(["lessons", "academie-pool"]) == 0
    text = capsys.readouterr().out
    assert "Step 1 of" in text and "ERRATUM" in text and "27" in text


@pytest.mark.parametrize("lesson_id", lesson_ids())
def test_a_lesson_reads_without_module_paths_or_reprs(lesson_id):
    """What a teacher reads holds no module path, repr or seat number of the code."""
    text = lesson(lesson_id).text()
    assert not re.search(r"Card\(|CardSet\(|gamelib\.|\bP[0-3]\b|dtype:|<[a-z]+ ", text)


def test_an_unknown_lesson_is_named_with_the_lessons_there_are(capsys):
    assert main(["lessons", "no-such-lesson"]) == 2
    assert "academie-pool" in capsys.readouterr().err
