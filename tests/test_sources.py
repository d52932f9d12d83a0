"""The sources byte for byte, and the passage catalogue verbatim in them."""

import hashlib
import re
from pathlib import Path

import pytest

from gamelib.core import sources
from gamelib.core.sources import SOURCES, all_quotes, coverage, locate, quote

ROOT = Path(__file__).resolve().parent.parent


def test_sources_are_byte_identical_to_their_checksums():
    """Each source file has the SHA-256 sum listed in sources/SHA256SUMS."""
    listed = {}
    for line in (ROOT / "sources" / "SHA256SUMS").read_text().splitlines():
        digest, name = line.split()
        listed[name] = digest
    assert set(listed) == {s.file for s in SOURCES.values()}
    for name, digest in listed.items():
        assert hashlib.sha256((ROOT / "sources" / name).read_bytes()).hexdigest() == digest, name


@pytest.mark.parametrize("passage", all_quotes(), ids=lambda q: q.id)
def test_every_passage_occurs_verbatim_at_its_lines(passage):
    """A catalogued passage occurs, whitespace normalised, in its source at the stated lines."""
    start, end = locate(passage)
    found = passage.document.text()[start:end]
    assert sources.normalise(found) == sources.normalise(passage.text)


@pytest.mark.parametrize("passage", all_quotes(), ids=lambda q: q.id)
def test_every_passage_has_a_gloss(passage):
    """Every passage carries an English gloss."""
    assert passage.gloss


def _cited_files():
    for folder in ("gamelib", "notebooks", "tests"):
        for path in (ROOT / folder).rglob("*"):
            if path.name == "test_sources.py":  # its own examples of unknown ids
                continue
            if path.suffix in {".py", ".ipynb", ".md"} and ".ipynb_checkpoints" not in path.parts:
                yield path


def test_every_id_cited_in_code_and_notebooks_exists():
    """Every passage id that gamelib, the notebooks or the tests cite is in the catalogue."""
    known = {q.id for q in all_quotes()}
    missing = {}
    for path in _cited_files():
        for pid in sources.cited_ids(path.read_text(encoding="utf-8")):
            if pid not in known:
                missing.setdefault(pid, []).append(str(path.relative_to(ROOT)))
    assert not missing, f"cited passages missing from the catalogue: {missing}"


def test_an_unknown_id_names_the_closest_ids():
    """quote() of an unknown id raises KeyError naming the nearest catalogued ids."""
    with pytest.raises(KeyError, match=r"no passage 'engelmann:kleeblatt\.value'.*kleeblatt\.values"):
        quote("engelmann:kleeblatt.value")


def test_a_passage_not_in_its_source_is_reported():
    """A passage whose text is not in its lines is reported with its id."""
    bad = sources.Quote(id="engelmann:no-such.passage", source="engelmann", language="de",
                        lines=(5, 5), text="Dieser Satz steht nirgends.", gloss="x")
    with pytest.raises(ValueError, match="engelmann:no-such.passage: the text is not found"):
        locate(bad)


def test_quote_renders_original_reading_and_gloss():
    """A Quote displays itself with its original, its reading and its gloss."""
    q = quote("engelmann:kleeblatt.values")
    html = q._repr_html_()
    assert "ührigen" in html and "übrigen" in html and "face value" in html
    assert q.language == "de" and q.lines == (5, 5)


def test_coverage_is_a_share_for_every_source():
    """coverage() is between 0 and 1 for every source."""
    for key in SOURCES:
        assert 0.0 <= coverage(key) <= 1.0


def test_passages_frame_lists_the_catalogue():
    """passages() is a DataFrame with a row per passage."""
    frame = sources.passages("engelmann")
    assert len(frame) == len(all_quotes("engelmann"))
    assert re.fullmatch(r"engelmann:.*", frame["id"].iloc[0])


def test_a_quote_reads_as_prose_and_says_where_it_stands():
    """A passage shows original, reading and gloss side by side (stacked when narrow), each
    left-aligned from the top, and its place as line and character range: Engelmann's whole
    book is one line of its file, so the line alone locates nothing."""
    q = quote("engelmann:kleeblatt.six")
    html = q._repr_html_()
    assert "<table" not in html and "flex-wrap:wrap" in html
    assert html.count("text-align:left;vertical-align:top") == 3
    assert "characters 59,492–59,771" in q.where() and "characters" in html
    text = str(q)
    assert text.index("original:") < text.index("reading:") < text.index("gloss:")


def test_a_passage_after_a_page_mark_names_that_page():
    """The printed page is the last page mark before the passage: Engelmann's page 41 is
    catalogued as a passage of its own, and what follows it stands on page 41 until the next."""
    marks = dict((page, at) for at, page in sources.page_marks("engelmann"))
    assert quote("engelmann:connections.page-41").page() == 41
    after = [q for q in all_quotes("engelmann") if marks[41] <= locate(q)[0] < marks[43]]
    assert after and all(q.page() == 41 for q in after)
    assert quote("engelmann:kleeblatt.six").where().startswith(
        "p. 47, engelmann-1798.de.txt, line 5, characters 59,492–59,771")
    # A page number named inside a passage's gloss marks the page where its digits stand.
    assert 45 in marks and 18 in marks


def test_page_marks_run_forwards():
    """Page marks in file order never go backwards: OCR noise such as a '7' after page 8 is
    dropped, not believed."""
    for key in SOURCES:
        pages = [page for _, page in sources.page_marks(key)]
        assert pages == sorted(set(pages)), key


def test_a_source_without_page_marks_names_no_page_but_always_its_characters():
    """The web pages have no printed pages: no 'p.' in their locators, and every passage of
    every source still names its character range."""
    assert sources.page_marks("academie") == ()
    for q in all_quotes():
        where = q.where()
        assert re.search(r"characters [\d,]+–[\d,]+$", where), q.id
        if q.source in ("academie", "hoe-speel-je"):
            assert q.page() is None and not where.startswith("p. "), q.id
        elif q.page() is not None:
            assert where.startswith(f"p. {q.page()}, {q.document.file}"), q.id


# A hyphen before one of these words is a suspended compound ("Goodhope- und Kleeblattspiel",
# "vraag- of gascospel"), which the rule for readings keeps; before any other lower-case word it
# is a line-end hyphen the reading should have joined.
_SUSPENDED = r"(?:und|oder|of|als|en|and|or|u\.)\b"
_BROKEN_WORD = re.compile(rf"\w[-⸗¬]\s+(?!{_SUSPENDED})[a-zäöüßſ]")


@pytest.mark.parametrize("q", [q for q in all_quotes() if q.reading], ids=lambda q: q.id)
def test_a_reading_follows_the_one_rule(q):
    """sources/catalogue/README.md: the long s read as s, line-end hyphens joined (no '⸗' left),
    and a reading that adds nothing to the original is no reading ('as printed')."""
    assert "ſ" not in q.reading, "the long s is read as s"
    assert "⸗" not in q.reading, "a line-end ⸗ is joined, a printed hyphen becomes '-'"
    broken = _BROKEN_WORD.search(q.reading)
    assert not broken, f"a word broken at a line end: {broken.group()!r}"
    assert sources.normalise(q.reading) != sources.normalise(q.text), \
        "a reading equal to the original is left out (the passage reads 'as printed')"


def _has_long_s_or_line_end_hyphen(text: str) -> bool:
    return "ſ" in text or "⸗" in text or "¬" in text or bool(_BROKEN_WORD.search(text))


@pytest.mark.parametrize(
    "q", [q for q in all_quotes() if not q.excluded and _has_long_s_or_line_end_hyphen(q.text)],
    ids=lambda q: q.id)
def test_a_rule_passage_with_a_long_s_or_a_line_end_hyphen_has_a_reading(q):
    """sources/catalogue/README.md: every rule passage whose original has a long s or a
    line-end hyphen has a reading (excluded passages, titles and bleed-through, need none)."""
    assert q.reading, "the original has a long s or a line-end hyphen: give it a reading"


def test_a_quote_as_plain_text_is_its_words_and_a_readers_citation():
    """A passage's plain text (what a notebook shows without HTML) is its original, reading and
    gloss with a citation as a reader writes it: no passage id, file name or field of code."""
    from IPython.core.formatters import PlainTextFormatter

    q = quote("engelmann:kleeblatt.values")
    text = PlainTextFormatter()(q)
    assert q.text in text and q.reading in text and q.gloss in text
    assert text.endswith("Engelmann 1798, Kleeblatt, p. 46")
    assert not any(key in text for key in (q.id, q.document.file, "Quote(", "gloss=", "lines="))
