"""The offline site: every notebook rendered to HTML, an index page, no network.

    python -m gamelib.show.site --out site                 # every notebook in notebooks/
    python -m gamelib.show.site --out /tmp/s --only comparison engelmann-1798-kleeblatt
    python -m gamelib.show.site --out site --execute       # run each notebook afresh first

Each notebook is rendered with the outputs it is stored with (``make notebooks`` keeps them
current, :mod:`gamelib.show.outputs`), its hidden checks (cells tagged ``check``) left out, by
nbconvert's HTML exporter with the template ``offline`` of ``gamelib/site_assets/templates``:
JupyterLab's page without MathJax and Mermaid from a CDN, with require.js and the widget manager
loaded from copies vendored from the npm registry (``vendor/``, see its README for versions and
licences), copied into ``<out>/vendor/``. A page's cards, figures and tables need no kernel; a
widget shows its picture, under a line saying that JupyterLab or Voila plays it. With
``--execute`` each notebook is first run in a fresh kernel (nbclient, the widget state embedded,
so a widget is drawn by the vendored widget manager, still without a kernel behind it).

The build also writes an edition of each source, the glossary and the offline search's index
(``edition-<source>.html``, ``glossary.html``, ``search-index.js``: :mod:`gamelib.show.edition`),
and a walk-through page for every lesson (``lesson-index.html``, ``lesson-<id>.html``:
:mod:`gamelib.show.lesson_pages`) and a printable sheet of problems per game
(``problems-<set>.html``: :mod:`gamelib.show.problem_pages`), linked from the index page, which
carries the search box too.

:func:`outside_references` lists every resource a page would load from another host (scripts,
style sheets, images, frames, CSS ``url()`` and ``@import``, script code that builds such an
address); :func:`build_site` refuses to finish with any. Links in prose (``<a href>``) are not
resources and are allowed.

Run with ``--execute``, the Monte Carlo size of each notebook follows ``GAMELIB_FULL`` in the
environment (``make site FULL=1``): unset, the class sizes the stored notebooks have.

Every page is proofread for what a reader should not see (:mod:`gamelib.show.proofread`): the
build prints what it finds, and the test suite fails on it.
"""

from __future__ import annotations

import argparse
import html
import logging
import re
import shutil
import sys
import time
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

from gamelib.show.contents import INDEX

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
VENDOR = ROOT / "vendor"
TEMPLATES = Path(__file__).resolve().parent / "site_assets" / "templates"
TEMPLATE = "offline"

#: The tag of a notebook's checks: cells a reader does not need (JupyterLab folds them, Voila
#: shows no input, the site leaves them out), which nbval runs all the same.
CHECK_TAG = "check"

#: The vendored scripts, as paths relative to the site's root (see vendor/README.md).
WIDGET_RENDERER = "vendor/html-manager-1.0.15/embed-amd.js"
REQUIRE_JS = "vendor/requirejs-2.3.8/require.js"

# ---- checking a page -------------------------------------------------------------------------

#: Tag and attribute pairs that load a resource (a link's href loads one only for rel values
#: such as stylesheet, icon, preload, modulepreload, manifest).
RESOURCE_ATTRIBUTES = {
    "script": ("src",), "img": ("src", "srcset"), "iframe": ("src",), "frame": ("src",),
    "embed": ("src",), "source": ("src", "srcset"), "video": ("src", "poster"),
    "audio": ("src",), "track": ("src",), "object": ("data",), "input": ("src",),
    "image": ("href", "xlink:href"), "use": ("href", "xlink:href"),
}
LOADING_RELS = {"stylesheet", "icon", "shortcut", "preload", "modulepreload", "prefetch",
                "manifest", "apple-touch-icon", "import"}
OUTSIDE = re.compile(r"^\s*(?:[a-z][a-z0-9+.\-]*:)?//", re.IGNORECASE)
CSS_URL = re.compile(r"""url\(\s*['"]?([^'")\s]+)|@import\s+['"]([^'"]+)""", re.IGNORECASE)
# An outside address in script code: a string literal that starts with http(s):// or //host.
SCRIPT_URL = re.compile(r"""["'`]((?:https?:)?//[a-z0-9][^"'`\s]*)""", re.IGNORECASE)
# Names of XML namespaces, not addresses that anything loads.
NAMESPACES = ("http://www.w3.org/", "https://www.w3.org/")
# Script types whose content is data (widget state, JSON), not code.
DATA_SCRIPTS = ("application/vnd.jupyter.widget-state+json",
                "application/vnd.jupyter.widget-view+json", "application/json",
                "application/ld+json", "text/x-mathjax-config")


def _is_outside(url: str) -> bool:
    url = html.unescape(url or "").strip()
    if url.startswith(NAMESPACES):
        return False
    return bool(OUTSIDE.match(url))


class _Resources(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self._script: str | None = None  # the type of the open <script>, "" for code
        self._style = False

    def handle_starttag(self, tag, attrs):
        a = {k.lower(): (v or "") for k, v in attrs}
        for name in RESOURCE_ATTRIBUTES.get(tag, ()):
            for url in re.split(r",\s*", a.get(name, "")) if name == "srcset" else [a.get(name)]:
                url = (url or "").split(" ")[0]
                if url and _is_outside(url):
                    self.found.append(f"<{tag} {name}={url}>")
        if tag == "link" and set(a.get("rel", "").lower().split()) & LOADING_RELS:
            if _is_outside(a.get("href", "")):
                self.found.append(f"<link rel={a.get('rel')} href={a.get('href')}>")
        if "style" in a:
            self._css(a["style"], f"<{tag} style>")
        if tag == "script":
            self._script = a.get("type", "").lower()
        if tag == "style":
            self._style = True

    def handle_endtag(self, tag):
        if tag == "script":
            self._script = None
        if tag == "style":
            self._style = False

    def handle_data(self, data):
        if self._style:
            self._css(data, "<style>")
        elif self._script is not None and not self._script.startswith(DATA_SCRIPTS):
            for url in SCRIPT_URL.findall(data):
                if _is_outside(url):
                    self.found.append(f"<script> code: {url}")

    def _css(self, text: str, where: str) -> None:
        for a, b in CSS_URL.findall(text):
            url = a or b
            if _is_outside(url):
                self.found.append(f"{where} url: {url}")


def outside_references(page: str) -> list[str]:
    """Every resource the HTML ``page`` would load from another host, as readable strings (an
    empty list for a page that works offline). ``<a href>`` links are not resources."""
    parser = _Resources()
    parser.feed(page)
    parser.close()
    return parser.found


def local_references(page: str) -> list[str]:
    """The relative addresses of the scripts and style sheets a page loads (to check they exist)."""
    found = re.findall(r"""<script[^>]*\bsrc=["']([^"']+)""", page)
    found += re.findall(r"""<link[^>]*\bhref=["']([^"'#]+)""", page)
    found += re.findall(r"""widgetRendererSrc\s*=\s*['"]([^'"]+)""", page)
    return [u for u in found if not _is_outside(u) and not u.startswith(("data:", "#"))]


# ---- building ------------------------------------------------------------------------------

@dataclass
class Page:
    """One rendered notebook."""

    stem: str
    title: str
    html: Path
    seconds: float
    widgets: bool
    outside: list[str] = field(default_factory=list)
    games: list[str] = field(default_factory=list)
    error: str = ""  # why the execution stopped, if it did (the page shows what ran)
    findings: list[str] = field(default_factory=list)  # what a reader should not see


def notebook_paths(only: list[str] | None = None, notebooks: Path = NOTEBOOKS) -> list[Path]:
    """The notebooks to render, by stem (``--only``), in name order; an unknown stem is an error
    naming the notebooks there are. The index notebook is not one of them: the site's own
    index page says the same, linking the pages."""
    paths = sorted(p for p in notebooks.glob("*.ipynb") if p.stem != INDEX)
    if not only:
        return paths
    by_stem = {p.stem: p for p in paths}
    unknown = [s for s in only if s not in by_stem]
    if unknown:
        raise ValueError(f"no notebook {', '.join(unknown)} in {notebooks}; there are: "
                         f"{', '.join(by_stem)}")
    return [by_stem[s] for s in only]


def title_of(nb) -> str:
    """The notebook's title as text: the first level-one heading of its first markdown cell,
    its Markdown emphasis and code marks taken off (``*Académie*`` reads Académie)."""
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            m = re.search(r"^#\s+(.+)$", cell.source, re.MULTILINE)
            if m:
                return re.sub(r"(\*\*|\*|__|_(?=\w)|(?<=\w)_|`)", "", m.group(1)).strip()
    return ""


def exporter():
    """nbconvert's HTML exporter with the offline template and the vendored scripts."""
    from nbconvert import HTMLExporter
    from nbconvert.preprocessors import TagRemovePreprocessor

    exp = HTMLExporter(
        template_name=TEMPLATE, extra_template_basedirs=[str(TEMPLATES)],
        widget_renderer_url=WIDGET_RENDERER, require_js_url=REQUIRE_JS,
        mathjax_url="", exclude_input_prompt=False)
    exp.register_preprocessor(TagRemovePreprocessor(remove_cell_tags={CHECK_TAG}), enabled=True)
    if not any(isinstance(f, _NoAltWarning) for f in exp.log.filters):
        exp.log.addFilter(_NoAltWarning())
    return exp


class _NoAltWarning(logging.Filter):
    """Drops nbconvert's "Alternative text is missing on N image(s)" and nothing else.

    The HTML exporter warns for every plot: a matplotlib figure is a PNG output without alt text,
    and the lab template has no way to take one from the output's metadata, so nbconvert itself
    gives each such image a generic alt ("No description has been provided for this image").
    The warning would repeat for every notebook with a plot and hide the warnings that matter;
    each plot's meaning is in the markdown and the printed table beside it."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("Alternative text is missing")


#: Where the widget manager's style sheets look for their icon fonts, relative to the page: it
#: resolves them against require.js module names (``@jupyter-widgets/...``), not its own file.
FONT_DIRS = ("@jupyter-widgets", "@jupyter-widgets/html-manager/dist")
FONT_SUFFIXES = (".woff2", ".woff", ".ttf", ".eot", ".svg")


def copy_vendor(out: Path) -> None:
    """The vendored scripts, fonts and licences into ``out/vendor``, and the icon fonts where
    the widget manager asks for them (:data:`FONT_DIRS`)."""
    target = out / "vendor"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(VENDOR, target)
    manager = target / Path(WIDGET_RENDERER).parent.name
    for folder in FONT_DIRS:
        where = out / folder
        where.mkdir(parents=True, exist_ok=True)
        for font in manager.iterdir():
            if font.suffix in FONT_SUFFIXES:
                shutil.copy2(font, where / font.name)


def render(path: Path, out: Path, timeout: int = 600, execute: bool = False) -> Page:
    """Write ``out/<stem>.html`` from one notebook as it is stored, or first executed (in its
    own directory, a fresh ``python3`` kernel); the page's outside references and proofreading
    findings are recorded, not raised."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError

    start = time.perf_counter()
    nb = nbformat.read(path, as_version=4)
    error = ""
    if execute:
        # The kernel's own log stays quiet below errors: its warning that a kernel on
        # 127.0.0.1 talks over TCP without encryption would otherwise print once a notebook.
        client = NotebookClient(nb, timeout=timeout, kernel_name="python3",
                                resources={"metadata": {"path": str(path.parent)}},
                                store_widget_state=True,
                                extra_arguments=["--IPKernelApp.log_level=ERROR"])
        try:
            client.execute()
        except (CellExecutionError, CellTimeoutError, DeadKernelError) as failure:
            error = f"{type(failure).__name__}: {str(failure).strip().splitlines()[0][:300]}"
    body, _ = exporter().from_notebook_node(nb, resources={"metadata": {"name": title_of(nb)
                                                                        or path.stem}})
    target = out / f"{path.stem}.html"
    target.write_text(body, encoding="utf-8")
    widgets = "application/vnd.jupyter.widget-state+json" in body
    return Page(path.stem, title_of(nb) or path.stem, target, time.perf_counter() - start,
                widgets, outside_references(body), error=error)


# ---- the index page --------------------------------------------------------------------------


def _games_of(stem: str, text: str) -> list[str]:
    """The games a notebook is about: those its name names, else those it plays or imports."""
    from gamelib import GAMES

    named = [g for g in GAMES if g in stem]
    if named:  # a game's own notebook (its card order may come from another game's module)
        return named
    return [g for g in GAMES
            if re.search(rf"""get_game\(\s*["']{g}["']|\bgamelib\.games\.{g}\b""", text)]


def dealt_hand_svg(seed: int = 1798) -> tuple[str, str]:
    """A picture for the index: the eldest hand of a seeded deal of Ombre (Académie rules), as
    the deterministic SVG of :meth:`gamelib.core.cards.CardSet.svg`, and its caption."""
    from gamelib import get_game

    state = get_game("ombre", rules="academie").new_initial_state(seed=seed)
    seat = state.current_player()
    return state.hand(seat).svg(), (f"A hand of Ombre after the Académie: the nine cards of the "
                                    f"eldest hand, dealt from seed {seed} (the same seed deals "
                                    f"the same cards every time).")


def index_page(pages: list[Page]) -> str:
    """The index: what the collection is, where to start, every notebook with what it is for
    (:mod:`gamelib.show.contents`), the editions, the glossary, the games and the sources."""
    from gamelib import GAMES
    from gamelib.core.engine import game_class
    from gamelib.core.names import GAME_NAMES
    from gamelib.core.sources import SOURCES
    from gamelib.show.contents import contents_html
    from gamelib.show.edition import edition_file, search_box
    from gamelib.show.problem_pages import index_links as problem_links

    svg, caption = dealt_hand_svg()
    edition_rows = "".join(
        f'<li><a href="{edition_file(k)}">{html.escape(s.title)}</a></li>'
        for k, s in SOURCES.items())
    source_rows = "".join(
        f"<tr><td>{html.escape(s.title)}</td><td>{html.escape(s.language)}</td>"
        f"<td><code>{html.escape(k)}</code></td></tr>" for k, s in SOURCES.items())
    game_rows = []
    for name in GAMES:
        books = [p for p in pages if name in p.stem or name in p.games]
        links = ", ".join(f'<a href="{html.escape(p.html.name)}">{html.escape(p.title)}</a>'
                          for p in books) or "&mdash;"
        game_rows.append(f"<tr><td>{html.escape(GAME_NAMES.get(name, name))}</td>"
                         f"<td>{html.escape(game_class(name).description)}</td>"
                         f"<td>{links}</td></tr>")
    failed = [p for p in pages if p.error]
    warning = ("<p><strong>Did not run to the end:</strong> "
               + ", ".join(html.escape(p.title) for p in failed) + "</p>") if failed else ""
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Historical card games, played as their sources wrote them</title>
<style>
body {{ font-family: "DejaVu Sans", sans-serif; max-width: 60em; margin: 2em auto; padding: 0 1em;
       color: #222; line-height: 1.45; }}
table {{ border-collapse: collapse; }}
td, th {{ border-bottom: 1px solid #ddd; padding: 0.3em 0.6em; text-align: left;
          vertical-align: top; }}
figure {{ margin: 1em 0; }} figcaption {{ font-size: 90%; color: #555; }}
.gamelib-contents li {{ margin: 0.3em 0; }}
</style>
</head>
<body>
<h1>Historical card games, played as their sources wrote them</h1>
<p>Ombre, Quadrille, Domino and the eight games of Theodor Engelmann's <em>Unterricht</em> (Berlin
1798), each played exactly as its source states it. Every notebook reads like an edition of its
source: the passage in the original language, a reading where the print is damaged, an English
gloss, then the rule at work in a dealt hand, a table or a picture. These pages need neither a
network nor a running program; to play the games at the table, open the notebooks in JupyterLab
(<code>make lab</code>) or as apps in Voila (<code>make voila</code>).</p>
<figure>{svg}<figcaption>{html.escape(caption)}</figcaption></figure>
<h2>Where to start</h2>
<p>A first lesson: <a href="widgets.html">Play and explore</a> deals a hand and plays it at the
table; each game's own notebook then follows its source chapter by chapter.</p>
{warning}{contents_html(link="{stem}.html")}
<h2>Search</h2>
{search_box()}
<h2>The editions and the glossary</h2>
<p>Each source read whole, in order, passage by passage: the original as printed, the reading with
its changes marked, the English gloss, and where the collection uses the passage.</p>
<ul>{edition_rows}<li><a href="glossary.html">Glossary of the games' words</a></li></ul>
<h2>Lessons</h2>
<p><a href="lesson-index.html">Lessons from the sources' worked examples</a>: every example of the
four books step by step, with questions and the source's answers, and the errata found.</p>
<h2>Problems for a class</h2>
<p>Positions of real deals where one card alone gets the best result, proven by the exact
solver: a printable sheet per game, the answers on a second page.</p>
{problem_links()}
<h2>The games</h2>
<table><tr><th>game</th><th>what it is</th><th>notebooks</th></tr>{''.join(game_rows)}</table>
<h2>The sources</h2>
<table><tr><th>document</th><th>language</th><th>cited as</th></tr>{source_rows}</table>
<p><small>Widget pages load require.js {html.escape(REQUIRE_JS.split('/')[1])} and
@jupyter-widgets/html-manager {html.escape(WIDGET_RENDERER.split('/')[1])} from
<code>vendor/</code> (licences there).</small></p>
</body>
</html>
"""


def build_site(out: Path | str = "site", only: list[str] | None = None, timeout: int = 600,
               notebooks: Path = NOTEBOOKS, log=print, execute: bool = False) -> list[Page]:
    """Render the notebooks (all, or the stems in ``only``) into ``out`` with an index page,
    the editions, the glossary, the lessons and the vendored scripts; with ``execute`` each
    notebook is run afresh first, and one whose run fails (an error, a cell over ``timeout``
    seconds) is rendered as far as it ran. Every page is proofread and what is found printed
    (``page.findings``); at the end ``RuntimeError`` names every notebook that failed and every
    page that refers to an outside address."""
    import nbformat

    from gamelib.show.edition import write_pages
    from gamelib.show.lesson_pages import write_lesson_pages
    from gamelib.show.problem_pages import write_pages as write_problem_sheets
    from gamelib.show.proofread import notebook_problems, page_problems

    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    copy_vendor(out)
    pages = []
    for path in notebook_paths(only, notebooks):
        page = render(path, out, timeout=timeout, execute=execute)
        text = path.with_suffix(".py").read_text(encoding="utf-8") \
            if path.with_suffix(".py").exists() else path.read_text(encoding="utf-8")
        page.games = _games_of(path.stem, text)
        page.findings = notebook_problems(nbformat.read(path, as_version=4)) + \
            page_problems(page.html.read_text(encoding="utf-8"))
        pages.append(page)
        log(f"{page.stem:<36} {page.seconds:6.1f} s  {page.html}"
            + (f"  FAILED: {page.error}" if page.error else ""))
    index = index_page(pages)
    (out / "index.html").write_text(index, encoding="utf-8")
    bad = {p.stem: p.outside for p in pages if p.outside}
    # the editions, the glossary, the search index, the lessons' walk-through pages, the
    # problem sheets
    others = [out / "index.html", *write_pages(out), *write_lesson_pages(out),
              *write_problem_sheets(out)]
    for path in (p for p in others if p.suffix == ".html"):
        page = path.read_text(encoding="utf-8")
        if outside_references(page):
            bad[path.stem] = outside_references(page)
        for finding in page_problems(page):
            log(f"{path.name}: {finding}")
    for page in pages:
        for finding in page.findings:
            log(f"{page.stem}: {finding}")
    problems = [f"{p.stem} did not run to the end ({p.error})" for p in pages if p.error]
    problems += [f"{path.name} was written over by another page of the site" for path in others
                 if path in {p.html for p in pages}]
    problems += [f"{stem} refers to outside addresses: {', '.join(refs)}"
                 for stem, refs in bad.items()]
    if problems:
        raise RuntimeError("; ".join(problems))
    return pages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gamelib.show.site", description=__doc__.split(
        "\n\n")[0])
    parser.add_argument("--out", default="site", help="the directory to write (default: site)")
    parser.add_argument("--only", nargs="*", metavar="STEM",
                        help="render only these notebooks (file names without .ipynb)")
    parser.add_argument("--timeout", type=int, default=600, help="seconds a cell may run")
    parser.add_argument("--execute", action="store_true",
                        help="run each notebook afresh (at the size GAMELIB_FULL sets) first")
    args = parser.parse_args(argv)
    try:
        pages = build_site(args.out, args.only, args.timeout, execute=args.execute)
    except (ValueError, RuntimeError) as error:
        print(error, file=sys.stderr)
        return 1
    print(f"{len(pages)} notebooks and index.html in {args.out}/ (open {args.out}/index.html)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
