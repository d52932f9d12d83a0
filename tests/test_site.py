"""The offline site (gamelib.show.site): every notebook rendered as it is stored (or run afresh
first), no outside address, and no page showing a reader what is meant for a machine.

The full build renders the stored notebooks (seconds each); it is marked ``slow`` and stays
part of ``make test``."""

from pathlib import Path

import pytest
from offline_browser import offline_page

from gamelib.show import site
from gamelib.show.proofread import page_problems
from gamelib.show.widgets.base import STATIC_NOTE

NOTEBOOKS = sorted(p.stem for p in site.NOTEBOOKS.glob("*.ipynb") if p.stem != site.INDEX)


# ---- the checker -----------------------------------------------------------------------------

@pytest.mark.parametrize("page", [
    '<script src="https://cdn.jsdelivr.net/npm/x.js"></script>',
    '<script src="//cdnjs.cloudflare.com/require.js"></script>',
    '<link rel="stylesheet" href="http://example.org/a.css">',
    '<img src="https://example.org/a.png">',
    '<img srcset="a.png 1x, https://example.org/b.png 2x">',
    '<iframe src="https://example.org/"></iframe>',
    '<style>@import "https://fonts.example.org/a.css";</style>',
    '<div style="background: url(https://example.org/a.png)"></div>',
    "<script>var s = 'https://cdn.example.org/embed-amd.js'; load(s);</script>",
    '<svg><image href="https://example.org/a.png"/></svg>',
])
def test_an_outside_resource_is_found(page):
    """Scripts, style sheets, images, frames, CSS and script code that load from another host."""
    assert site.outside_references(page)


@pytest.mark.parametrize("page", [
    '<a href="https://pagat.com/">a link in prose</a>',
    '<script src="vendor/requirejs-2.3.8/require.js"></script>',
    '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    '<script type="application/vnd.jupyter.widget-state+json">{"u": "https://x.org/"}</script>',
    '<img src="data:image/png;base64,AAAA">',
    '<link rel="canonical" href="https://example.org/">',
])
def test_links_namespaces_data_and_local_files_are_not_outside(page):
    """A link a reader may follow is not a resource the page loads."""
    assert site.outside_references(page) == []


def test_an_unknown_notebook_is_refused_by_name():
    with pytest.raises(ValueError, match="no notebook nonesuch"):
        site.notebook_paths(["nonesuch"])


def test_the_index_picture_is_a_deterministic_dealt_hand():
    """The same seed deals the same nine cards (drawn as SVG with a title per card)."""
    svg, caption = site.dealt_hand_svg(7)
    assert svg == site.dealt_hand_svg(7)[0]
    assert svg.count("<title>") == 9 and "seed 7" in caption


# ---- building ----------------------------------------------------------------------------------

def _check_site(out: Path, stems: list[str]) -> None:
    index = (out / "index.html").read_text(encoding="utf-8")
    assert site.outside_references(index) == []
    assert "<svg" in index
    for stem in stems:
        page = out / f"{stem}.html"
        assert page.exists(), f"{stem} has no page"
        assert f'href="{stem}.html"' in index, f"the index does not link {stem}"
        text = page.read_text(encoding="utf-8")
        assert site.outside_references(text) == [], f"{stem}: {site.outside_references(text)}"
        for ref in site.local_references(text):
            assert (out / ref).exists(), f"{stem} loads {ref}, which is not in the site"


def test_a_stored_widget_is_a_picture_that_says_where_it_plays(tmp_path):
    """Rendered as stored, a widget is its picture, under a line saying that JupyterLab or
    Voila plays it; the notebook's checks are left out."""
    site.build_site(tmp_path, only=["widgets"], log=lambda *a: None)
    text = (tmp_path / "widgets.html").read_text(encoding="utf-8")
    assert "gamelib-static table-widget" in text and STATIC_NOTE in text
    assert "assert " not in text


def test_a_page_with_widgets_embeds_their_state_and_loads_the_vendored_scripts(tmp_path):
    """The widgets notebook executed: its widget state is in the page, and require.js and the
    widget manager are the vendored copies (vendor/README.md)."""
    pages = site.build_site(tmp_path, only=["widgets"], log=lambda *a: None, execute=True)
    assert [p.stem for p in pages] == ["widgets"] and pages[0].widgets
    text = (tmp_path / "widgets.html").read_text(encoding="utf-8")
    assert "application/vnd.jupyter.widget-state+json" in text
    assert site.REQUIRE_JS in text and site.WIDGET_RENDERER in text
    assert "cdn.jsdelivr" not in text and "cdnjs" not in text
    for folder in site.FONT_DIRS:
        assert any((tmp_path / folder).glob("*.woff2"))
    _check_site(tmp_path, ["widgets"])


@pytest.mark.slow
def test_the_site_has_every_notebook_and_no_outside_address(tmp_path):
    """make site: every notebook in notebooks/ rendered, an index linking each, no page loads
    anything from another host, and no page (notebooks, index, editions, glossary, lessons,
    problem sheets) shows a module path, a class name or repr, a pandas footer, a seat by
    number (P0), ... (gamelib.show.proofread)."""
    pages = site.build_site(tmp_path, log=lambda *a: None)
    assert sorted(p.stem for p in pages) == NOTEBOOKS
    _check_site(tmp_path, NOTEBOOKS)
    found = {path.name: page_problems(path.read_text(encoding="utf-8"))
             for path in sorted(tmp_path.glob("*.html"))}
    assert len(found) > len(pages) + 10
    assert {name: f for name, f in found.items() if f} == {}


@pytest.mark.parametrize("target, want", [
    ("site", "-m gamelib.show.site --out site"),
    ("voila", "-m voila --Voila.ip=127.0.0.1"),
])
def test_the_make_targets_build_the_site_and_serve_voila_on_localhost(target, want):
    """mk/site.mk (included by the Makefile): `make site` and `make voila`, dry run."""
    import shutil
    import subprocess

    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    root = site.ROOT
    files = ["-f", "Makefile"]
    if "mk/site.mk" not in (root / "Makefile").read_text(encoding="utf-8"):
        files += ["-f", "mk/site.mk"]  # until the Makefile includes it
    run = subprocess.run(["make", "-n", *files, target], cwd=root,
                         capture_output=True, text=True, check=True)
    assert want in run.stdout


@pytest.mark.skipif(not __import__("os").environ.get("GAMELIB_E2E"),
                    reason="a browser test: GAMELIB_E2E=1 (make e2e installs chromium)")
def test_widgets_render_in_a_browser_with_every_outside_request_blocked(tmp_path):
    """The widgets page opened from disk in Debian's chromium with the network blocked: no
    request leaves the machine, none fails, and the embedded widgets are drawn."""
    playwright = pytest.importorskip("playwright.sync_api")
    site.build_site(tmp_path, only=["widgets"], log=lambda *a: None, execute=True)
    with offline_page(playwright) as (page, outside, failed):
        page.goto((tmp_path / "widgets.html").as_uri())
        page.wait_for_selector(".jupyter-widgets", timeout=20_000)
        drawn = page.locator(".jupyter-widgets").count()
    assert outside == [] and failed == []
    assert drawn > 0


def test_the_index_files_a_notebook_under_the_games_it_is_about():
    """A game's own notebook by its name; another by the games it plays or imports."""
    assert site._games_of("noothoven-quadrille", "from gamelib.games.ombre.order import x") == \
        ["quadrille"]
    assert site._games_of("comparison", "`gamelib.games.ombre`, `gamelib.games.quadrille`") == \
        ["ombre", "quadrille"]
    assert site._games_of("studies", 'get_game("domino")') == ["domino"]


def test_a_notebook_that_fails_is_named_and_the_others_still_built(tmp_path):
    """The build goes on past a failing notebook, renders what ran, and names it at the end."""
    import nbformat

    books = tmp_path / "nb"
    books.mkdir()
    good = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Good"),
                                           nbformat.v4.new_code_cell("1 + 1")])
    bad = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Bad"),
                                          nbformat.v4.new_code_cell("raise ValueError('no')")])
    nbformat.write(good, books / "a-good.ipynb")
    nbformat.write(bad, books / "b-bad.ipynb")
    out = tmp_path / "site"
    with pytest.raises(RuntimeError, match="b-bad did not run to the end"):
        site.build_site(out, notebooks=books, log=lambda *a: None, execute=True)
    assert (out / "a-good.html").exists() and (out / "b-bad.html").exists()
    index = (out / "index.html").read_text(encoding="utf-8")
    assert "did not run to the end" in index.lower()


def test_a_title_is_text_without_markdown_marks():
    """The index names a notebook by its heading as text: no asterisks or backticks."""
    import nbformat

    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(
        "# The Game of Ombre: *Académie des jeux oubliés* and `gamelib`")])
    assert site.title_of(nb) == "The Game of Ombre: Académie des jeux oubliés and gamelib"


def test_the_exporter_drops_only_the_missing_alt_text_warning():
    """nbconvert warns "Alternative text is missing" for every plot (it supplies a generic alt
    itself); the site's exporter drops that warning and lets every other one through."""
    import logging

    log = site.exporter().log
    make = lambda msg: logging.LogRecord("traitlets", logging.WARNING, __file__, 1, msg, (3,), None)
    assert not all(f.filter(make("Alternative text is missing on %s image(s).")) for f in log.filters)
    assert all(f.filter(make("Something else on %s")) for f in log.filters)
