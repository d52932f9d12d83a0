"""An edition of each source, a glossary of the games' words and an offline search, for the site.

    python -m gamelib.show.edition --out site     # edition-<source>.html, glossary.html,
                                                  # search-index.js (build_site writes them too)

An edition page reads a whole source in order, passage by passage (ordered by where the passage
stands in the file, :func:`gamelib.core.sources.locate`): each passage with its locator, the
original as printed, the reading with the words it changes marked (a word-level diff,
:func:`word_diff`), the English gloss, the note, and where the collection uses it: the notebooks
that quote or cite its id (linked to their site pages) and the modules and tests that cite it.
Excluded passages (title pages, prices, debris) are shown greyed as not rule text.

The glossary is data (``glossary.toml`` beside this module): a term, its spellings in the
sources, the OCR's misreadings of it (listed apart), a one-line meaning and the passage that
defines it. The search is plain JavaScript over an index
written as a script (``search-index.js`` sets ``GAMELIB_SEARCH``), so it works from ``file://``
with no request to fetch it and no network.
"""

from __future__ import annotations

import argparse
import difflib
import html
import json
import re
import shutil
import sys
import tomllib
from functools import cache
from pathlib import Path

import ipywidgets as w

from gamelib.core.sources import (
    MARKS_FAMILY, PASSAGE_ID, SOURCES, Quote, all_quotes, locate, marks_style, quote,
)
from gamelib.show.widgets.base import GameWidget

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = Path(__file__).resolve().parent / "glossary.toml"
SEARCH_INDEX = "search-index.js"


def anchor(passage_id: str) -> str:
    """The HTML id of a passage: ``engelmann:piquet.capot`` is ``engelmann-piquet-capot``."""
    return passage_id.replace(":", "-").replace(".", "-")


def edition_file(source: str) -> str:
    return f"edition-{source}.html"


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "x"


def in_order(source: str) -> list[Quote]:
    """Every catalogued passage of a source, in the order of its place in the file."""
    return sorted(all_quotes(source), key=lambda q: (locate(q), q.id))


# ---- the reading against the original -------------------------------------------------------

def word_changes(original: str, reading: str) -> list[tuple[str, list[str], list[str]]]:
    """The word-level diff of ``original`` against ``reading``: (tag, original words, reading
    words) for each run, tag one of equal, replace, delete, insert."""
    a, b = original.split(), reading.split()
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    return [(tag, a[i1:i2], b[j1:j2]) for tag, i1, i2, j1, j2 in matcher.get_opcodes()]


def word_diff(original: str, reading: str) -> str:
    """The reading as HTML with the changes marked: words of the original it drops or replaces in
    ``<del>``, its own words in ``<ins>``, the rest as is."""
    parts = []
    for tag, old, new in word_changes(original, reading):
        if tag == "equal":
            parts.append(html.escape(" ".join(new)))
            continue
        if old:
            parts.append(f"<del>{html.escape(' '.join(old))}</del>")
        if new:
            parts.append(f"<ins>{html.escape(' '.join(new))}</ins>")
    return " ".join(parts)


# ---- where the collection uses a passage ----------------------------------------------------

@cache
def uses() -> dict[str, dict[str, list[str]]]:
    """For each passage id: the notebooks (stems) that quote or cite it, and the code modules and
    tests (paths from the repository's root) that cite it."""
    found: dict[str, dict[str, set[str]]] = {}

    def scan(kind: str, paths, name) -> None:
        for path in paths:
            for pid in set(PASSAGE_ID.findall(path.read_text(encoding="utf-8"))):
                found.setdefault(pid, {"notebooks": set(), "code": set()})[kind].add(name(path))

    scan("notebooks", sorted((ROOT / "notebooks").glob("*.py")), lambda p: p.stem)
    code = sorted((ROOT / "gamelib").rglob("*.py")) + sorted((ROOT / "tests").glob("*.py"))
    scan("code", code, lambda p: p.relative_to(ROOT).as_posix())
    return {pid: {k: sorted(v) for k, v in kinds.items()} for pid, kinds in found.items()}


# ---- the glossary ---------------------------------------------------------------------------

@cache
def glossary() -> tuple[dict, ...]:
    """The glossary's terms: each a dict of term, forms (the spellings of the sources),
    misreadings (the OCR's damaged forms), meaning, passage (an id)."""
    data = tomllib.loads(GLOSSARY.read_text(encoding="utf-8"))
    terms = []
    for entry in data["term"]:
        quote(entry["passage"])  # an unknown id raises, naming the closest
        forms = list(entry.get("forms") or [entry["term"]])
        terms.append({"term": entry["term"], "forms": forms,
                      "misreadings": list(entry.get("misreadings", [])),
                      "meaning": entry["meaning"], "passage": entry["passage"],
                      "slug": "term-" + _slug(entry["term"])})
    return tuple(terms)


def _passage_href(pid: str) -> str:
    return f"{edition_file(quote(pid).source)}#{anchor(pid)}"


def _link_terms(text_html: str, pending: dict[str, dict]) -> str:
    """Link, in escaped text, the first occurrence of each term still ``pending`` (by form), and
    take the linked terms out of ``pending``."""
    if not pending:
        return text_html
    written = {t["slug"]: t["forms"] + t["misreadings"] for t in pending.values()}
    forms = sorted({f for fs in written.values() for f in fs}, key=len, reverse=True)
    pattern = re.compile(r"(?<!\w)(" + "|".join(re.escape(html.escape(f)) for f in forms)
                         + r")(?!\w)")
    by_form = {html.escape(f): pending[slug] for slug, fs in written.items() for f in fs}

    def link(m: re.Match) -> str:
        term = by_form.get(m.group(1))
        if term is None or term["slug"] not in pending:
            return m.group(0)
        del pending[term["slug"]]
        return (f'<a class="term" href="glossary.html#{term["slug"]}" '
                f'title="{html.escape(term["meaning"])}">{m.group(1)}</a>')

    return pattern.sub(link, text_html)


# ---- the pages --------------------------------------------------------------------------------

STYLE = f"""
.edition {{ font-family: "{MARKS_FAMILY}", "Junicode Two Beta", "Junicode", "DejaVu Serif", serif;
           line-height: 1.45; color: #222; }}""" + """
.edition .passage { border-top: 1px solid #ddd; padding: 0.5em 0; }
.edition .passage.excluded { color: #999; }
.edition .passage.excluded .original { font-style: italic; }
.edition .locator { font-size: 80%; color: #555; font-family: "DejaVu Sans", sans-serif; }
.edition .label { font-size: 75%; color: #777; text-transform: uppercase; letter-spacing: 0.05em;
                  font-family: "DejaVu Sans", sans-serif; margin-right: 0.5em; }
.edition .row { margin: 0.2em 0; }
.edition del { background: #fdd; color: #900; }
.edition ins { background: #dfd; color: #060; text-decoration: none; }
.edition .uses { font-size: 85%; font-family: "DejaVu Sans", sans-serif; }
.edition a.term { color: inherit; text-decoration: underline dotted; }
"""

#: The vendored font that has the sources' Fraktur and early-modern characters (ſ, ⸗, ꝛ), as the
#: pages name it beside them.
FONT_FILE = Path("vendor") / "fonts" / "junicode" / "JunicodeTwoBeta-Regular.otf"

PAGE_STYLE = """
@font-face { font-family: "Junicode Two Beta"; font-style: normal; font-weight: 400;
             src: local("Junicode Two Beta"),
                  url("vendor/fonts/junicode/JunicodeTwoBeta-Regular.otf") format("opentype"); }
body { font-family: "DejaVu Sans", sans-serif; max-width: 60em; margin: 2em auto; padding: 0 1em;
       color: #222; line-height: 1.45; }
#gamelib-search { width: 100%; font-size: 110%; padding: 0.3em; box-sizing: border-box; }
#gamelib-results li { margin: 0.3em 0; }
#gamelib-results small { color: #555; }
dt { font-weight: bold; margin-top: 0.6em; }
"""

SEARCH_SCRIPT = r"""
(function () {
  function fold(s) {
    return (s || "").toLowerCase().replace(/\u017f/g, "s").normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "");
  }
  function esc(s) {
    return (s || "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;");
  }
  function search(query) {
    var data = window.GAMELIB_SEARCH || {passages: [], glossary: []};
    var words = fold(query).split(/\s+/).filter(function (w) { return w.length > 0; });
    if (!words.length) { return []; }
    function hit(hay) {
      hay = fold(hay);
      return words.every(function (w) { return hay.indexOf(w) >= 0; });
    }
    var found = [];
    data.glossary.forEach(function (t) {
      if (hit([t.term, t.forms.concat(t.misreadings).join(" "), t.meaning].join(" "))) {
        found.push({href: "glossary.html#" + t.slug, title: t.term, kind: "glossary",
                    text: t.meaning});
      }
    });
    data.passages.forEach(function (p) {
      if (hit([p.id, p.chapter, p.text, p.reading, p.gloss].join(" "))) {
        found.push({href: p.href, title: p.id, kind: p.source + ", " + p.chapter, text: p.gloss});
      }
    });
    return found;
  }
  function show(box, list) {
    var found = search(box.value);
    var shown = found.slice(0, 60).map(function (r) {
      return "<li><a href=\"" + esc(r.href) + "\">" + esc(r.title) + "</a> <small>" +
        esc(r.kind) + "</small><br>" + esc(r.text) + "</li>";
    });
    var more = found.length > 60 ? "<li><small>" + (found.length - 60) + " more</small></li>" : "";
    list.innerHTML = box.value.trim() && !found.length ? "<li>nothing found</li>"
      : shown.join("") + more;
  }
  window.gamelibSearch = search;
  function start() {
    var box = document.getElementById("gamelib-search");
    var list = document.getElementById("gamelib-results");
    if (!box || !list) { return; }
    box.addEventListener("input", function () { show(box, list); });
    if (box.value) { show(box, list); }
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else { start(); }
})();
"""


def search_box() -> str:
    """The search box and its results list, with the index and the script that answers it."""
    return (f'<script src="{SEARCH_INDEX}"></script>'
            '<p><label for="gamelib-search">Search every passage (original, reading, gloss) and '
            'the glossary:</label><br><input id="gamelib-search" type="search" '
            'placeholder="e.g. Spadille, codille, Rummel, trumps" autocomplete="off"></p>'
            f'<ul id="gamelib-results"></ul><script>{SEARCH_SCRIPT}</script>')


def _uses_html(pid: str, notebook_link: str) -> str:
    used = uses().get(pid, {"notebooks": [], "code": []})
    parts = []
    if used["notebooks"]:
        parts.append("notebooks: " + ", ".join(
            f'<a href="{html.escape(notebook_link.format(stem=s))}">{html.escape(s)}</a>'
            for s in used["notebooks"]))
    if used["code"]:
        parts.append("code: " + ", ".join(f"<code>{html.escape(p)}</code>"
                                          for p in used["code"]))
    return (f'<div class="uses"><span class="label">used in</span>{"; ".join(parts)}</div>'
            if parts else "")


def passage_html(q: Quote, notebook_link: str = "{stem}.html", pending: dict | None = None) -> str:
    """One passage of an edition: locator, original, reading with its changes, gloss, note, uses."""
    original = html.escape(q.text)
    if pending is not None and not q.excluded:
        original = _link_terms(original, pending)
    rows = [f'<div class="locator"><a href="#{anchor(q.id)}"><code>{html.escape(q.id)}</code></a>'
            f" · {html.escape(q.where())}{' · not rule text' if q.excluded else ''}</div>",
            f'<div class="row original" lang="{q.language}"><span class="label">original</span>'
            f"{original}</div>"]
    if q.reading:
        rows.append(f'<div class="row reading" lang="{q.language}"><span class="label">reading'
                    f"</span>{word_diff(q.text, q.reading)}</div>")
    if q.gloss:
        rows.append(f'<div class="row gloss" lang="en"><span class="label">gloss</span>'
                    f"{html.escape(q.gloss)}</div>")
    if q.note:
        rows.append(f'<div class="row note"><span class="label">note</span>'
                    f"{html.escape(q.note)}</div>")
    rows.append(_uses_html(q.id, notebook_link))
    cls = "passage excluded" if q.excluded else "passage"
    return (f'<div class="{cls}" id="{anchor(q.id)}" data-passage="{html.escape(q.id)}">'
            f'{"".join(rows)}</div>')


def chapters(source: str) -> list[str]:
    """The chapters of a source in the order they first appear."""
    return list(dict.fromkeys(q.chapter for q in in_order(source)))


def edition_html(source: str, chapter: str | list[str] | None = None,
                 notebook_link: str = "{stem}.ipynb", terms: bool = False) -> str:
    """The edition of ``source`` as an HTML fragment (for a notebook: ``HTML(edition_html(...))``),
    all of it or only the named chapter(s). Links to notebooks follow ``notebook_link`` (their
    ``.ipynb`` beside this notebook; the site uses their pages); ``terms`` links the glossary's
    terms where they first appear (the site, where glossary.html stands beside the page)."""
    if source not in SOURCES:
        raise KeyError(f"unknown source {source!r}; known sources: {', '.join(SOURCES)}")
    wanted = None if chapter is None else ({chapter} if isinstance(chapter, str) else set(chapter))
    known = chapters(source)
    if wanted is not None and wanted - set(known):
        raise KeyError(f"no chapter {', '.join(sorted(wanted - set(known)))} in {source}; "
                       f"its chapters: {', '.join(known)}")
    pending = {t["slug"]: t for t in glossary()} if terms else None
    out = [marks_style(), f"<style>{STYLE}</style>", '<div class="edition">']
    seen, current = set(), None
    for q in in_order(source):
        if wanted is not None and q.chapter not in wanted:
            current = None
            continue
        if q.chapter != current:
            current = q.chapter
            title = html.escape(q.chapter or "(no chapter)")
            if q.chapter in seen:
                out.append(f"<h2>{title} <small>(continued)</small></h2>")
            else:
                seen.add(q.chapter)
                out.append(f'<h2 id="chapter-{_slug(q.chapter)}">{title}</h2>')
        out.append(passage_html(q, notebook_link, pending))
    out.append("</div>")
    return "\n".join(out)


def first_rules_chapter(source: str) -> str:
    """The first chapter of a source that holds rule text: past the front matter (title pages,
    prices) and any chapter whose every passage is excluded."""
    ruled = {q.chapter for q in in_order(source) if not q.excluded}
    return next((c for c in chapters(source) if c in ruled and not c.lower().startswith("front")),
                chapters(source)[0])


class ChapterPicker(GameWidget):
    """One chapter of an edition at a time, chosen from two lists (the source, its chapter);
    it opens on the first rules chapter of the source (:func:`first_rules_chapter`).

        ChapterPicker()                          # the Dutch booklet's Ombre
        ChapterPicker("engelmann", "Boston")
    """

    def __init__(self, source: str | None = None, chapter: str | None = None) -> None:
        super().__init__()
        source = source or next(iter(SOURCES))
        if source not in SOURCES:
            raise ValueError(f"no source {source!r}; the sources: {', '.join(SOURCES)}")
        self.source_list = w.Dropdown(options=[(s.title, k) for k, s in SOURCES.items()],
                                      value=source, description="source",
                                      layout=w.Layout(width="60em"))
        self.chapter_list = w.Dropdown(options=chapters(source), description="chapter",
                                       value=chapter or first_rules_chapter(source))
        self.view = w.HTML()
        self.source_list.observe(self.guard(self._source_chosen), names="value")
        self.chapter_list.observe(self.guard(self._show), names="value")
        self.children = [self.source_list, self.chapter_list, self.message, self.view]
        self._show()

    def _source_chosen(self, _change=None) -> None:
        source = self.source_list.value
        self.chapter_list.options = chapters(source)
        self.chapter_list.value = first_rules_chapter(source)
        self._show()

    def _show(self, _change=None) -> None:
        self.view.value = edition_html(self.source_list.value, chapter=self.chapter_list.value)

    def static_html(self) -> str:
        title = SOURCES[self.source_list.value].title
        return (f'<div class="gamelib-static chapter-picker"><p>{html.escape(title)}: '
                f"{html.escape(self.chapter_list.value)}</p>{self.view.value}</div>")


def _document(title: str, body: str) -> str:
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{html.escape(title)}</title>
<style>{PAGE_STYLE}</style>
</head>
<body>
<p><a href="index.html">gamelib</a> · <a href="glossary.html">glossary</a> · {' · '.join(
        f'<a href="{edition_file(k)}">{k}</a>' for k in SOURCES)}</p>
{body}
</body>
</html>
"""


def edition_page(source: str) -> str:
    """The site's page of one source's edition: contents, search box, every passage."""
    doc = SOURCES[source]
    quotes = in_order(source)
    contents = "".join(f'<li><a href="#chapter-{_slug(c)}">{html.escape(c or "(no chapter)")}'
                       f"</a></li>" for c in chapters(source))
    body = (f"<h1>{html.escape(doc.title)}</h1>"
            f"<p>The edition of <code>{html.escape(doc.file)}</code>: its {len(quotes)} catalogued "
            "passages in the order they stand in the file, each with the original as printed, "
            "the reading where the print or the OCR damaged it (the words it drops or replaces "
            "<del>struck</del>, its own <ins>marked</ins>), the English gloss, the note and where "
            "the collection uses it. Passages that are not rule text (title pages, prices, "
            "debris) are greyed.</p>"
            f"{search_box()}<h2>Chapters</h2><ol>{contents}</ol>"
            + edition_html(source, notebook_link="{stem}.html", terms=True))
    return _document(f"Edition: {doc.title}", body)


def glossary_html(link: bool = True) -> str:
    """The glossary as an HTML fragment: each term, its meaning, spellings, misreadings and
    defining passage."""
    items = []
    for t in sorted(glossary(), key=lambda t: t["term"].lower()):
        pid = t["passage"]
        target = (f'<a href="{_passage_href(pid)}"><code>{html.escape(pid)}</code></a>' if link
                  else f"<code>{html.escape(pid)}</code>")
        misread = (f"; misread by the OCR as {html.escape(', '.join(t['misreadings']))}"
                   if t["misreadings"] else "")
        items.append(f'<dt id="{t["slug"]}">{html.escape(t["term"])}</dt><dd>'
                     f"{html.escape(t['meaning'])}<br><small>spelt in the sources: "
                     f"{html.escape(', '.join(t['forms']))}{misread}; defined in {target}"
                     f"</small></dd>")
    return f'<dl class="glossary">{"".join(items)}</dl>'


def glossary_page() -> str:
    body = ("<h1>Glossary of the games' words</h1><p>Each term with its meaning in one line, "
            "the spellings the sources print (old spellings such as the long s included), the "
            "OCR's misreadings of it apart (damaged text, not words of any period), and the "
            "passage that defines it, in its edition."
            f"</p>{search_box()}{glossary_html()}")
    return _document("gamelib: glossary", body)


def search_index() -> dict:
    """Every passage (id, source, chapter, original, reading, gloss, its place in the site) and
    every glossary term."""
    passages = [{"id": q.id, "source": q.source, "chapter": q.chapter, "text": q.text,
                 "reading": q.reading or "", "gloss": q.gloss, "excluded": q.excluded,
                 "href": f"{edition_file(q.source)}#{anchor(q.id)}"}
                for key in SOURCES for q in in_order(key)]
    terms = [{**t, "href": _passage_href(t["passage"])} for t in glossary()]
    return {"passages": passages, "glossary": terms}


def search_index_js() -> str:
    """The index as a script that sets ``window.GAMELIB_SEARCH`` (loaded, not fetched: works from
    file://). ``/`` is escaped so no string in it reads as an address or closes a script."""
    data = json.dumps(search_index(), ensure_ascii=False, separators=(",", ":"))
    return "window.GAMELIB_SEARCH = " + data.replace("/", "\\/") + ";\n"


def write_pages(out: Path | str) -> list[Path]:
    """Write the edition pages, glossary.html and search-index.js into ``out``, with the font
    they name (unless the site has copied it already); their paths."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    font = out / FONT_FILE
    if not font.exists():
        font.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(Path(__file__).resolve().parents[2] / FONT_FILE, font)
    written = []
    for key in SOURCES:
        path = out / edition_file(key)
        path.write_text(edition_page(key), encoding="utf-8")
        written.append(path)
    (out / "glossary.html").write_text(glossary_page(), encoding="utf-8")
    (out / SEARCH_INDEX).write_text(search_index_js(), encoding="utf-8")
    return written + [out / "glossary.html", out / SEARCH_INDEX]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gamelib.show.edition",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default="site", help="the directory to write (default: site)")
    args = parser.parse_args(argv)
    for path in write_pages(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
