"""The vendored Junicode (vendor/fonts/junicode): it has the characters of the Fraktur OCR that
the system's fonts lack, the site copies it and its pages name it."""


import pytest

from gamelib.core.sources import quote
from gamelib.show import site
from gamelib.show.edition import write_pages

FONT = site.VENDOR / "fonts" / "junicode" / "JunicodeTwoBeta-Regular.otf"
FAMILY = "Junicode Two Beta"
# The double oblique hyphen, the r rotunda (Engelmann's 'ꝛc.') and the long s.
CHARACTERS = "\u2e17\ua75b\u017f"


def test_the_vendored_font_has_the_fraktur_characters_and_its_licence():
    ttlib = pytest.importorskip(
        "fontTools.ttLib", reason="fontTools is not installed: the font's cmap cannot be read "
        "(pip install fonttools to run this check; it is no dependency of gamelib)")
    font = ttlib.TTFont(FONT)
    cmap = font.getBestCmap()
    assert [ch for ch in CHARACTERS if ord(ch) not in cmap] == []
    assert font["name"].getDebugName(1) == FAMILY
    assert "OFL" in (FONT.parent / "OFL.txt").read_text(encoding="utf-8")


def test_a_quote_names_the_font_by_its_family():
    html = quote("engelmann:kleeblatt.six")._repr_html_()
    assert f"font-family:'{FAMILY}'" in html


def test_the_site_copies_the_font_and_its_pages_name_it(tmp_path):
    """A notebook page (rendered without executing it) and an edition page declare the font with
    @font-face at the vendored file, which the site has copied."""
    site.copy_vendor(tmp_path)
    notebook = sorted(site.NOTEBOOKS.glob("*.ipynb"))[0]
    site.render(notebook, tmp_path, execute=False)
    written = [p for p in write_pages(tmp_path) if p.suffix == ".html"]
    for page in [tmp_path / f"{notebook.stem}.html", written[0]]:
        text = page.read_text(encoding="utf-8")
        assert "@font-face" in text and f'font-family: "{FAMILY}"' in text, page.name
        ref = "vendor/fonts/junicode/JunicodeTwoBeta-Regular.otf"
        assert ref in text and (tmp_path / ref).exists(), page.name
        assert site.outside_references(text) == [], page.name
