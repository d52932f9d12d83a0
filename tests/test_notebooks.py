"""The notebooks: each paired with its jupytext text file, each quoting its source.

nbval runs the notebooks themselves (make test collects notebooks/*.ipynb)."""

from pathlib import Path

import jupytext
import nbformat
import pytest

from gamelib.core.sources import SOURCES

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
PAIRS = sorted(NOTEBOOKS.glob("*.py"))


def test_there_is_a_notebook_for_every_source():
    """Every source document has its notebook (Engelmann's, one per game, named after it)."""
    stems = {p.stem for p in PAIRS}
    for key in SOURCES:
        assert any(stem.startswith(key) for stem in stems), f"no notebook for the {key} source"


@pytest.mark.parametrize("text_file", PAIRS, ids=lambda p: p.stem)
def test_the_ipynb_has_the_cells_of_its_text_file(text_file):
    """Each .ipynb holds exactly the cells of its jupytext .py (run `make notebooks` after editing)."""
    ipynb = text_file.with_suffix(".ipynb")
    assert ipynb.exists(), f"{ipynb.name} is missing: run make notebooks"
    want = [(c.cell_type, c.source.strip()) for c in jupytext.read(text_file).cells]
    have = [(c.cell_type, c.source.strip()) for c in nbformat.read(ipynb, as_version=4).cells]
    assert have == want, f"{ipynb.name} differs from {text_file.name}: run make notebooks"


@pytest.mark.parametrize("text_file", [p for p in PAIRS if p.stem != "index"],
                         ids=lambda p: p.stem)
def test_every_notebook_quotes_its_source_and_checks_its_results(text_file):
    """Every notebook but the index (a list of the others) quotes its source and checks what it
    shows."""
    text = text_file.read_text(encoding="utf-8")
    assert "quote(" in text, f"{text_file.name} quotes no passage"
    assert "assert " in text, f"{text_file.name} checks none of its results"
