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
