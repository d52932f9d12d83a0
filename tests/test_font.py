"""The vendored Junicode (vendor/fonts/junicode): it has the characters of the Fraktur OCR that
the system's fonts lack, the site copies it and its pages name it."""


from pathlib import Path

import pytest

from gamelib.core.sources import MARKS, MARKS_FAMILY, MARKS_FONT, SOURCES, all_quotes, quote
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
    assert f"'{FAMILY}'" in html


def test_a_quote_carries_the_glyphs_of_the_rare_characters_it_prints():
    """A passage with the line-end hyphen (U+2E17) draws it from the font it carries, cut from
    the vendored Junicode, wherever it is shown (JupyterLab, Voila, the site) with no font
    installed; a passage without such characters carries none."""
    ttlib = pytest.importorskip("fontTools.ttLib", reason="fontTools reads the font's cmap")
    hyphenated = next(q for key in SOURCES for q in all_quotes(key) if "\u2e17" in q.text)
    html = hyphenated._repr_html_()
    assert html.count("@font-face") == 1 and f"font-family:'{MARKS_FAMILY}'" in html
    assert f"font-family:'{MARKS_FAMILY}'," in html.split("</style>", 1)[1]
    cut = ttlib.TTFont(MARKS_FONT).getBestCmap()
    assert sorted(cut) == sorted(ord(c) for c in MARKS)
    assert "@font-face" not in quote("academie:cards.black-aces")._repr_html_()


def test_every_rare_character_of_the_sources_is_in_the_font_a_quote_carries():
    """Each character of a passage that DejaVu (matplotlib's copy, the machine's default family)
    lacks is one of the marks the cut font draws, or the vendored Junicode's site font lacks it."""
    ttlib = pytest.importorskip("fontTools.ttLib", reason="fontTools reads the fonts' cmaps")
    import matplotlib

    fonts = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
    dejavu = set(ttlib.TTFont(fonts / "DejaVuSans.ttf").getBestCmap()) | \
        set(ttlib.TTFont(fonts / "DejaVuSerif.ttf").getBestCmap())
    junicode = set(ttlib.TTFont(FONT).getBestCmap())
    printed = {c for key in SOURCES for q in all_quotes(key)
               for c in q.text + (q.reading or "") + q.gloss + q.note}
    missing = {c for c in printed if c.isprintable() and not c.isspace()
               and ord(c) not in dejavu and ord(c) in junicode}
    assert missing <= set(MARKS), sorted(f"U+{ord(c):04X}" for c in missing - set(MARKS))


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
