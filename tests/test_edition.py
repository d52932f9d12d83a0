"""The edition of each source, the glossary and the offline search (gamelib.show.edition)."""

import json
import os
import re
from html import unescape
from pathlib import Path

import pytest
from offline_browser import offline_page

from gamelib.core.sources import SOURCES, all_quotes, locate, quote
from gamelib.show import edition, site


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site")
    edition.write_pages(out)
    return out


@pytest.mark.parametrize("key", list(SOURCES))
def test_every_passage_stands_in_its_edition_in_source_order_with_its_locator(built, key):
    page = (built / edition.edition_file(key)).read_text(encoding="utf-8")
    at = []
    for q in all_quotes(key):
        where = page.find(f'id="{edition.anchor(q.id)}"')
        assert where >= 0, f"{q.id} is not in the edition of {key}"
        block = page[where:page.find('<div class="passage', where + 1)]
        assert unescape(q.where()) in unescape(block), f"{q.id}: no locator"
        assert q.text.split()[0] in unescape(block)
        if q.excluded:
            assert page.rfind('class="passage excluded"', 0, where + 40) > \
                page.rfind('class="passage"', 0, where + 40)
        at.append((locate(q), where))
    at.sort()
    positions = [w for _, w in at]
    assert positions == sorted(positions), f"the edition of {key} is not in source order"


def test_an_anchor_has_no_colon_or_dot():
    assert edition.anchor("engelmann:piquet.capot") == "engelmann-piquet-capot"


def test_the_diff_marks_exactly_the_changed_words():
    marked = edition.word_diff("Der Spieler nimt die Karte auf.", "Der Spieler nimmt die Karte auf.")
    assert re.findall(r"<del>(.*?)</del>", marked) == ["nimt"]
    assert re.findall(r"<ins>(.*?)</ins>", marked) == ["nimmt"]
    assert re.sub(r"<del>.*?</del> ", "", marked).replace("<ins>", "").replace("</ins>", "") == \
        "Der Spieler nimmt die Karte auf."


def test_the_diff_of_every_reading_marks_the_words_that_differ():
    """For every catalogued passage with a reading: the marked words are the words the reading
    does not share with the original, and the unmarked text with <ins> kept is the reading."""
    readings = [q for q in all_quotes() if q.reading]
    assert readings
    for q in readings:
        marked = edition.word_diff(q.text, q.reading)
        kept = re.sub(r"<del>.*?</del> ?", "", marked).replace("<ins>", "").replace("</ins>", "")
        assert unescape(kept).split() == q.reading.split(), q.id
        dropped = " ".join(unescape(w) for w in re.findall(r"<del>(.*?)</del>", marked)).split()
        added = " ".join(unescape(w) for w in re.findall(r"<ins>(.*?)</ins>", marked)).split()
        same = sum(n for tag, old, _ in edition.word_changes(q.text, q.reading)
                   if tag == "equal" for n in [len(old)])
        assert len(dropped) + same == len(q.text.split()), q.id
        assert len(added) + same == len(q.reading.split()), q.id
        if q.text.split() != q.reading.split():
            assert dropped or added, q.id


def test_every_glossary_term_has_its_passage_and_its_page_links_it(built):
    page = (built / "glossary.html").read_text(encoding="utf-8")
    terms = edition.glossary()
    assert len(terms) >= 20
    for t in terms:
        q = quote(t["passage"])
        assert t["meaning"] and t["forms"]
        assert f'id="{t["slug"]}"' in page
        assert f'href="edition-{q.source}.html#{edition.anchor(q.id)}"' in page
        edition_page = (built / edition.edition_file(q.source)).read_text(encoding="utf-8")
        assert f'id="{edition.anchor(q.id)}"' in edition_page


def test_every_glossary_term_is_linked_in_the_edition_of_the_source_that_defines_it(built):
    """glossary.toml: a term's forms and misreadings are what the sources print, so the edition
    of the source that defines a term links it."""
    for t in edition.glossary():
        source = quote(t["passage"]).source
        page = (built / edition.edition_file(source)).read_text(encoding="utf-8")
        assert f'href="glossary.html#{t["slug"]}"' in page, \
            f"{t['term']}: none of its forms {t['forms']} is printed in {source}"


def _written(form: str, text: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(form) + r"(?!\w)", text) is not None


def test_the_glossary_lists_the_ocr_misreadings_apart_from_the_spellings():
    """A misreading stands in the original of a damaged passage and in no reading or gloss (the
    readings mend it: ``IKasta`` is Basta); a spelling stands in a source, a reading or a gloss."""
    quotes = [q for key in SOURCES for q in edition.in_order(key)]
    for t in edition.glossary():
        for form in t["misreadings"]:
            printed = [q for q in quotes if _written(form, q.text)]
            assert printed, f"{t['term']}: the misreading {form!r} is printed nowhere"
            mended = [q.id for q in quotes if _written(form, (q.reading or "") + " " + q.gloss)]
            assert all(q.reading for q in printed) and not mended, \
                f"{t['term']}: {form!r} is a spelling, not a misreading ({', '.join(mended)})"
        for form in t["forms"]:
            assert any(_written(form, " ".join([q.text, q.reading or "", q.gloss]))
                       for q in quotes), f"{t['term']}: the spelling {form!r} is written nowhere"
    basto = next(t for t in edition.glossary() if t["term"] == "Basto")
    assert "IKasta" in basto["misreadings"] and "IKasta" not in basto["forms"]


def test_the_editions_link_a_term_where_it_first_appears(built):
    page = (built / "edition-academie.html").read_text(encoding="utf-8")
    assert page.count('href="glossary.html#term-spadille"') == 1


def test_a_passage_names_the_notebooks_and_code_that_use_it(built):
    uses = edition.uses()["engelmann:piquet.capot"]
    assert "engelmann-1798-piquet" in uses["notebooks"]
    assert any(p.startswith("gamelib/games/piquet/") for p in uses["code"])
    page = (built / "edition-engelmann.html").read_text(encoding="utf-8")
    block = page[page.find('id="engelmann-piquet-capot"'):]
    block = block[:block.find('<div class="passage', 1)]
    assert 'href="engelmann-1798-piquet.html"' in block
    assert "gamelib/games/piquet/" in block


def test_the_search_index_holds_every_passage_and_term(built):
    text = (built / edition.SEARCH_INDEX).read_text(encoding="utf-8")
    assert text.startswith("window.GAMELIB_SEARCH = ") and text.rstrip().endswith(";")
    data = json.loads(text[len("window.GAMELIB_SEARCH = "):].rstrip().rstrip(";"))
    assert sorted(p["id"] for p in data["passages"]) == sorted(q.id for q in all_quotes())
    by_id = {p["id"]: p for p in data["passages"]}
    for q in all_quotes():
        p = by_id[q.id]
        assert (p["source"], p["chapter"], p["text"], p["reading"], p["gloss"]) == \
            (q.source, q.chapter, q.text, q.reading or "", q.gloss)
    assert [t["term"] for t in data["glossary"]] == [t["term"] for t in edition.glossary()]
    assert "https://" not in text and "http://" not in text


def test_no_page_loads_anything_from_another_host(built):
    pages = sorted(built.glob("*.html"))
    assert len(pages) == len(SOURCES) + 1
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert site.outside_references(text) == [], page.name
        assert 'id="gamelib-search"' in text and edition.SEARCH_INDEX in text
        for ref in site.local_references(text):
            assert (built / ref).exists(), f"{page.name} loads {ref}"


def test_the_index_links_the_editions_the_glossary_and_has_the_search_box():
    page = site.index_page([])
    for key in SOURCES:
        assert f'href="edition-{key}.html"' in page
    assert 'href="glossary.html"' in page and 'id="gamelib-search"' in page
    assert site.outside_references(page) == []


def test_a_chapter_alone_and_an_unknown_one():
    one = edition.edition_html("engelmann", chapter=edition.chapters("engelmann")[0])
    assert 0 < one.count('class="passage') < len(all_quotes("engelmann"))
    with pytest.raises(KeyError, match="no chapter"):
        edition.edition_html("engelmann", chapter="Whist")


def test_the_command_writes_the_pages(tmp_path, capsys):
    assert edition.main(["--out", str(tmp_path)]) == 0
    assert (tmp_path / "glossary.html").exists() and (tmp_path / "edition-noothoven.html").exists()


@pytest.mark.skipif(not os.environ.get("GAMELIB_E2E"),
                    reason="a browser test: GAMELIB_E2E=1 (make e2e installs chromium)")
def test_search_and_glossary_work_in_a_browser_with_every_outside_request_blocked(tmp_path):
    """The index and the glossary opened from disk in Debian's chromium with the network
    blocked: a word typed in the search box finds a passage, a glossary link lands on its
    passage, and no request leaves the machine."""
    playwright = pytest.importorskip("playwright.sync_api")
    edition.write_pages(tmp_path)
    (tmp_path / "index.html").write_text(site.index_page([]), encoding="utf-8")
    with offline_page(playwright) as (page, outside, failed):
        page.goto((tmp_path / "index.html").as_uri())
        page.fill("#gamelib-search", "codille")
        page.wait_for_selector("#gamelib-results li a", timeout=10_000)
        found = page.locator("#gamelib-results li a").all_inner_texts()

        page.goto((tmp_path / "glossary.html").as_uri())
        page.fill("#gamelib-search", "Rummel")
        page.wait_for_selector("#gamelib-results li a", timeout=10_000)
        page.click('#term-capot + dd a[href^="edition-"]')
        page.wait_for_load_state()
        landed = page.url
        visible = page.locator("#engelmann-piquet-capot").is_visible()
    assert outside == [] and failed == []
    assert "academie:outcome.codille" in found
    assert landed.endswith("edition-engelmann.html#engelmann-piquet-capot") and visible
