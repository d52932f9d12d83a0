"""The offline site: every notebook executed and rendered to HTML, an index page, no network.

    python -m gamelib.show.site --out site                 # every notebook in notebooks/
    python -m gamelib.show.site --out /tmp/s --only comparison engelmann-1798-kleeblatt

Each notebook is executed in a fresh kernel (nbclient, the widget state stored in the notebook)
and exported by nbconvert's HTML exporter with the template ``offline`` of
``gamelib/site_assets/templates``: JupyterLab's page without MathJax and Mermaid from a CDN, with
require.js and the widget manager loaded from copies vendored from the npm registry
(``vendor/``, see its README for versions and licences), copied into ``<out>/vendor/``. So a
widget's embedded state renders in a browser with no network, and a page's static renderings
(SVG cards, PNG figures, tables) need no kernel at all.

The build also writes an edition of each source, the glossary and the offline search's index
(``edition-<source>.html``, ``glossary.html``, ``search-index.js``: :mod:`gamelib.show.edition`),
and a walk-through page for every lesson (``lessons.html``, ``lesson-<id>.html``:
:mod:`gamelib.show.lesson_pages`) and a printable sheet of problems per game
(``problems-<set>.html``: :mod:`gamelib.show.problem_pages`), linked from the index page, which
carries the search box too.

:func:`outside_references` lists every resource a page would load from another host (scripts,
style sheets, images, frames, CSS ``url()`` and ``@import``, script code that builds such an
address); :func:`build_site` refuses to finish with any. Links in prose (``<a href>``) are not
resources and are allowed.

The Monte Carlo size of each notebook follows ``GAMELIB_QUICK`` in the environment, as under
the test suite: set it for a quick build, leave it unset for the full sizes.
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

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
VENDOR = ROOT / "vendor"
TEMPLATES = Path(__file__).resolve().parent / "site_assets" / "templates"
TEMPLATE = "offline"

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
    raw: list[str] = field(default_factory=list)  # outputs a reader should not see raw


#: A float printed the way pandas prints an unformatted column (``16.000000``), or a missing value.
_UNFORMATTED = re.compile(r"(?<![\d.])-?\d+\.\d{6}(?![\d])|(?<![\w-])(?:NaN|nan)(?![\w-])")


def raw_outputs(nb) -> list[str]:
    """The outputs of an executed notebook that show a reader what was meant for a machine: SVG
    markup or a Python dict's repr as plain text (where no picture or table stands beside it),
    and tables of floats printed unformatted (``16.000000``) or with ``nan``."""
    found = []
    for number, cell in enumerate(nb.cells, 1):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            text = data.get("text/plain", "")
            text = "".join(text) if isinstance(text, list) else text
            rich = any(kind in data for kind in ("image/svg+xml", "text/html", "image/png"))
            plain = text.strip().lstrip("'\"")
            if not rich and plain.startswith("<svg"):
                found.append(f"cell {number}: SVG markup printed as text")
            elif not rich and plain.startswith("{") and ":" in plain:
                found.append(f"cell {number}: a dict printed as its repr")
            html = data.get("text/html", "")
            html = "".join(html) if isinstance(html, list) else html
            if "<table" in html:
                cells = re.findall(r"<td[^>]*>([^<]*)</td>", html)
                if any(_UNFORMATTED.fullmatch(c.strip()) for c in cells):
                    found.append(f"cell {number}: a table with floats unformatted or nan")
    return found


def notebook_paths(only: list[str] | None = None, notebooks: Path = NOTEBOOKS) -> list[Path]:
    """The notebooks to render, by stem (``--only``), in name order; an unknown stem is an error
    naming the notebooks there are."""
    paths = sorted(notebooks.glob("*.ipynb"))
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

    exp = HTMLExporter(
        template_name=TEMPLATE, extra_template_basedirs=[str(TEMPLATES)],
        widget_renderer_url=WIDGET_RENDERER, require_js_url=REQUIRE_JS,
        mathjax_url="", exclude_input_prompt=False)
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


def render(path: Path, out: Path, timeout: int = 600, execute: bool = True) -> Page:
    """Execute one notebook (in its own directory, a fresh ``python3`` kernel) and write
    ``out/<stem>.html``; the page's outside references are recorded, not raised."""
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
                widgets, outside_references(body), error=error, raw=raw_outputs(nb))


# ---- the index page --------------------------------------------------------------------------

def _source_of(stem: str) -> str:
    from gamelib.core.sources import SOURCES

    for key in sorted(SOURCES, key=len, reverse=True):
        if stem.startswith(key):
            return key
    return ""


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
    return state.hand(seat).svg(), (f"A hand of Ombre: the nine cards of the eldest hand, dealt "
                                    f"with seed {seed} by get_game(\"ombre\", rules=\"academie\").")


def summary_line(doc: str) -> str:
    """The first sentence of a docstring's first paragraph, reST literals made plain."""
    paragraph = " ".join(doc.strip().split("\n\n")[0].split())
    sentence = re.split(r"(?<=[.!?])\s", paragraph, maxsplit=1)[0]
    return sentence.replace("``", "")


def index_page(pages: list[Page]) -> str:
    """The index: title, the sources, the games and their notebooks, a dealt hand."""
    from gamelib import GAMES, get_game
    from gamelib.core.sources import SOURCES

    from gamelib.show.edition import edition_file, search_box
    from gamelib.show.problem_pages import index_links as problem_links

    svg, caption = dealt_hand_svg()
    edition_rows = "".join(
        f'<li><a href="{edition_file(k)}">Edition of <code>{html.escape(k)}</code></a>: '
        f"{html.escape(s.title)}</li>" for k, s in SOURCES.items())
    source_rows = "".join(
        f"<tr><td><code>{html.escape(k)}</code></td><td>{html.escape(s.title)}</td>"
        f"<td>{html.escape(s.language)}</td><td><code>{html.escape(s.file)}</code></td></tr>"
        for k, s in SOURCES.items())
    game_rows = []
    for name in GAMES:
        doc = summary_line(type(get_game(name)).__doc__ or "")
        books = [p for p in pages if name in p.stem or name in p.games]
        links = ", ".join(f'<a href="{html.escape(p.html.name)}">{html.escape(p.stem)}</a>'
                          for p in books) or "&mdash;"
        game_rows.append(f"<tr><td><code>{name}</code></td><td>{html.escape(doc)}</td>"
                         f"<td>{links}</td></tr>")
    page_rows = "".join(
        f'<li><a href="{html.escape(p.html.name)}">{html.escape(p.title)}</a> '
        f"<small>(<code>{html.escape(p.stem)}</code>; source: "
        f"<code>{html.escape(_source_of(p.stem) or 'several')}</code>"
        f"{'; widgets' if p.widgets else ''}"
        f"{'; <strong>did not run to the end</strong>' if p.error else ''})</small></li>"
        for p in pages)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>gamelib: historical card games as their sources wrote them</title>
<style>
body {{ font-family: "DejaVu Sans", sans-serif; max-width: 60em; margin: 2em auto; padding: 0 1em;
       color: #222; line-height: 1.45; }}
table {{ border-collapse: collapse; }}
td, th {{ border-bottom: 1px solid #ddd; padding: 0.3em 0.6em; text-align: left;
          vertical-align: top; }}
figure {{ margin: 1em 0; }} figcaption {{ font-size: 90%; color: #555; }}
</style>
</head>
<body>
<h1>gamelib: historical card games as their sources wrote them</h1>
<p>Ombre, Quadrille, Domino and the eight games of Theodor Engelmann's <em>Unterricht</em> (Berlin
1798), each played exactly as its source states it. Every notebook below reads like an edition of
its source: the passage in the original language, a reading where the text is damaged, an English
gloss, the code that implements the rule and a small live demonstration. These pages were executed
when the site was built and work without a network and without a kernel.</p>
<figure>{svg}<figcaption>{html.escape(caption)}</figcaption></figure>
<h2>Search</h2>
{search_box()}
<h2>The editions and the glossary</h2>
<p>Each source read whole, in order, passage by passage: the original as printed, the reading with
its changes marked, the English gloss, and where the collection uses the passage.</p>
<ul>{edition_rows}<li><a href="glossary.html">Glossary of the games' words</a></li></ul>
<h2>Lessons</h2>
<p><a href="lessons.html">Lessons from the sources' worked examples</a>: every example of the
four books step by step, with questions and the source's answers, and the errata found.</p>
<h2>Problems for a class</h2>
<p>Positions of real deals where one card alone gets the best result, proven by the exact
solver: a printable sheet per game, the answers on a second page.</p>
{problem_links()}
<h2>The notebooks</h2>
<ul>{page_rows}</ul>
<h2>The games</h2>
<table><tr><th>game</th><th>what it is</th><th>notebooks</th></tr>{''.join(game_rows)}</table>
<h2>The sources</h2>
<table><tr><th>key</th><th>document</th><th>language</th><th>file</th></tr>{source_rows}</table>
<p><small>Widget pages load require.js {html.escape(REQUIRE_JS.split('/')[1])} and
@jupyter-widgets/html-manager {html.escape(WIDGET_RENDERER.split('/')[1])} from
<code>vendor/</code> (licences there).</small></p>
</body>
</html>
"""


def build_site(out: Path | str = "site", only: list[str] | None = None, timeout: int = 600,
               notebooks: Path = NOTEBOOKS, log=print) -> list[Page]:
    """Render the notebooks (all, or the stems in ``only``) into ``out`` with an index page and
    the vendored scripts. A notebook whose execution fails (an error, a cell over ``timeout``
    seconds) is rendered as far as it ran and the build goes on; at the end ``RuntimeError``
    names every notebook that failed and every page that refers to an outside address."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    copy_vendor(out)
    pages = []
    for path in notebook_paths(only, notebooks):
        page = render(path, out, timeout=timeout)
        text = path.with_suffix(".py").read_text(encoding="utf-8") \
            if path.with_suffix(".py").exists() else path.read_text(encoding="utf-8")
        page.games = _games_of(path.stem, text)
        pages.append(page)
        log(f"{page.stem:<36} {page.seconds:6.1f} s  {page.html}"
            + (f"  FAILED: {page.error}" if page.error else ""))
    index = index_page(pages)
    (out / "index.html").write_text(index, encoding="utf-8")
    from gamelib.show.edition import write_pages

    from gamelib.show.lesson_pages import write_lesson_pages
    from gamelib.show.problem_pages import write_pages as write_problem_sheets

    bad = {p.stem: p.outside for p in pages if p.outside}
    # the editions, the glossary, the search index, the lessons' walk-through pages, the
    # problem sheets
    for path in [*write_pages(out), *write_lesson_pages(out), *write_problem_sheets(out)]:
        if path.suffix == ".html" and outside_references(path.read_text(encoding="utf-8")):
            bad[path.stem] = outside_references(path.read_text(encoding="utf-8"))
    if outside_references(index):
        bad["index"] = outside_references(index)
    problems = [f"{p.stem} did not run to the end ({p.error})" for p in pages if p.error]
    problems += [f"{p.stem} shows raw output: {'; '.join(p.raw)}" for p in pages if p.raw]
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
    args = parser.parse_args(argv)
    try:
        pages = build_site(args.out, args.only, args.timeout)
    except (ValueError, RuntimeError) as error:
        print(error, file=sys.stderr)
        return 1
    print(f"{len(pages)} notebooks and index.html in {args.out}/ (open {args.out}/index.html)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
