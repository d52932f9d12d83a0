"""Coverage by source and chapter (gamelib.core.coverage), and every catalogued passage quoted in a
notebook ("every passage is quoted in a notebook next to the code that implements it, or next to
a note saying why it is not code")."""

import pytest

from gamelib.__main__ import main
from gamelib.core import coverage
from gamelib.core.sources import SOURCES, all_quotes
from gamelib.core.sources import coverage as source_coverage


@pytest.mark.parametrize("key", list(SOURCES))
def test_the_chapters_add_up_to_the_source(key):
    """The chapters' rows (with the text between chapters) count every rule character of the
    source once: their covered share is the source's coverage (gamelib.core.sources.coverage)."""
    t = coverage.coverage_by_chapter(key)
    assert t["covered"].sum() / t["characters"].sum() == pytest.approx(source_coverage(key))
    assert set(t["chapter"]) - {coverage.BETWEEN} == {q.chapter for q in all_quotes(key)}


def test_a_chapter_counts_its_passages():
    t = coverage.coverage_by_chapter("noothoven").set_index("chapter")
    ombre = [q for q in all_quotes("noothoven") if q.chapter == "Ombre"]
    assert t.loc["Ombre", "passages"] == sum(not q.excluded for q in ombre)
    assert t.loc["Ombre", "excluded"] == sum(q.excluded for q in ombre)
    assert 0 <= t["coverage"].min() and t["coverage"].max() <= 1


def test_an_unknown_source_is_refused_by_name():
    with pytest.raises(KeyError, match="known sources: noothoven"):
        coverage.coverage_by_chapter("hoyle")


def test_the_coverage_command_prints_every_chapter(capsys):
    """python -m gamelib coverage: a row per source and chapter."""
    assert main(["coverage", "--source", "academie"]) == 0
    out = capsys.readouterr().out
    for chapter in {q.chapter for q in all_quotes("academie")}:
        assert chapter[:39] in out


def test_quote_calls_are_read_from_the_notebooks(tmp_path):
    (tmp_path / "a.py").write_text('x = quote("noothoven:ombre.matadors")\n'
                                   "quote( 'academie:cards.deck' )\nquote(pid)\n",
                                   encoding="utf-8")
    assert coverage.quoted_ids(tmp_path) == {"a": {"noothoven:ombre.matadors",
                                                   "academie:cards.deck"}}


def test_every_passage_has_a_notebook_that_should_quote_it():
    """Each catalogue file maps to a notebook there is (front and back matter to any of the
    source's)."""
    stems = {p.stem for p in coverage.NOTEBOOKS.glob("*.py")}
    for q in all_quotes():
        nb = coverage.expected_notebook(q.id)
        assert nb.endswith(": any") or nb in stems, f"{q.id}: no notebook {nb}"


EXPECTED = sorted({coverage.expected_notebook(q.id) for q in all_quotes()})


@pytest.mark.parametrize("notebook", EXPECTED)
def test_every_catalogued_passage_is_quoted_in_a_notebook(notebook):
    """Every passage, rule text and excluded alike (a heading, a page number, front matter,
    debris: quoted next to a note saying why it is not code), appears as quote("id") in some
    notebooks/*.py; the failure lists the ids missing under the notebook expected to quote
    them."""
    missing = coverage.missing_quotes(include_excluded=True).get(notebook, [])
    assert not missing, f"{notebook}: {len(missing)} passages not quoted: {', '.join(missing)}"
