"""The notebooks as a reader first opens them: stored with their outputs (``make notebooks``),
written as JupyterLab writes them so that opening and saving one changes no file, one import
line to begin, the checks folded out of the way, and nothing in any output or prose that a
reader should not see.

Whether the stored outputs are those the cells and the library give today is nbval's part:
``make test`` runs every notebook and compares each output with the one stored."""

import copy
import re
import shutil
from pathlib import Path

import jupytext
import nbformat
import pytest
from jupytext import TextFileContentsManager

from gamelib.show.contents import INDEX, entries
from gamelib.show.outputs import normalise, notebook_stems
from gamelib.show.proofread import notebook_problems
from gamelib.show.site import CHECK_TAG

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
STEMS = notebook_stems()
SETUP = "from gamelib.notebook import *"


def stored(stem: str):
    return nbformat.read(NOTEBOOKS / f"{stem}.ipynb", as_version=4)


def test_opening_and_saving_every_notebook_changes_no_file(tmp_path):
    """Every notebook, opened and saved through jupytext's contents manager (what JupyterLab
    uses), is written back byte for byte, both its .ipynb and its paired .py."""
    copy_ = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, copy_, ignore=shutil.ignore_patterns("results"))
    manager = TextFileContentsManager(root_dir=str(copy_))
    names = sorted(p.name for p in copy_.glob("*.ipynb"))
    for name in names:
        manager.save(manager.get(name), name)
    changed = [p.name for p in sorted(copy_.iterdir())
               if p.is_file() and p.read_bytes() != (NOTEBOOKS / p.name).read_bytes()]
    assert names and not changed, f"saving rewrote: {', '.join(changed)}"


@pytest.mark.parametrize("stem", STEMS)
def test_every_notebook_is_stored_with_its_outputs_as_jupyterlab_writes_it(stem):
    """Its cells ran (each code cell numbered in order), the kernel and its language are
    recorded as JupyterLab records them once a kernel starts, and what a reader without a
    kernel cannot use is not stored (make notebooks)."""
    nb = stored(stem)
    assert nb.metadata.get("kernelspec", {}).get("name") == "python3", stem
    assert nb.metadata.get("language_info", {}).get("name") == "python", \
        f"{stem}.ipynb does not record its kernel's language: make notebooks ONLY={stem}"
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert [c.execution_count for c in code] == list(range(1, len(code) + 1)), \
        f"{stem}.ipynb is not stored as run top to bottom: make notebooks ONLY={stem}"
    assert any(c.outputs for c in code)
    assert normalise(copy.deepcopy(nb)) == nb, f"{stem}.ipynb is not normalised: make notebooks"


@pytest.mark.parametrize("stem", STEMS)
def test_no_output_and_no_prose_shows_a_reader_what_is_meant_for_a_machine(stem):
    """No module path, class name or repr, pandas footer, exception class, Python value, hedged
    or wrong plural, unseparated thousands, yes/no as True/False, row numbers, and no seat by
    number (P0) (gamelib.show.proofread)."""
    found = notebook_problems(stored(stem))
    assert found == [], f"{stem}: " + "; ".join(found)


@pytest.mark.parametrize("stem", STEMS)
def test_no_stored_form_of_an_output_shows_a_module_path_or_a_repr(stem):
    """Every form an output is stored in, its plain text too (what a viewer without
    JupyterLab's tables shows), is free of module paths, card reprs and pandas footers."""
    machine = re.compile(r"gamelib\.[a-z_]+\.[a-z_]+|Card\('|dtype: ")
    forms = [(kind, data) for cell in stored(stem).cells if cell.cell_type == "code"
             for out in cell.outputs
             for kind, data in [*out.get("data", {}).items(), ("text", out.get("text", ""))]]
    found = [f"{kind}: {m.group(0)}" for kind, data in forms
             if isinstance(data, str) and (m := machine.search(data))]
    assert found == [], f"{stem}: " + "; ".join(found)


@pytest.mark.parametrize("stem", [s for s in STEMS if s != INDEX])
def test_every_notebook_begins_with_one_import_line(stem):
    """The set-up is the library's (gamelib.notebook): the first code cell is one line."""
    first = next(c for c in jupytext.read(NOTEBOOKS / f"{stem}.py").cells if c.cell_type == "code")
    assert first.source.strip() == SETUP


@pytest.mark.parametrize("stem", STEMS)
def test_the_checks_are_folded_out_of_the_readers_way(stem):
    """Every assert stands in a cell tagged as a check, whose code JupyterLab keeps folded (the
    site and Voila show no such cell); nbval runs them all the same."""
    for number, cell in enumerate(jupytext.read(NOTEBOOKS / f"{stem}.py").cells, 1):
        if cell.cell_type != "code":
            continue
        check = CHECK_TAG in cell.metadata.get("tags", [])
        if re.search(r"^\s*assert\b", cell.source, re.MULTILINE):
            assert check, f"{stem}, cell {number}: an assert in a cell a reader reads"
        if check:
            assert cell.metadata.get("jupyter", {}).get("source_hidden"), \
                f"{stem}, cell {number}: a check whose code is not folded"


@pytest.mark.parametrize("stem", STEMS)
def test_a_longer_run_says_how_long_and_is_off_by_default(stem):
    """A size switched by FULL is the class size by default and its line says how long the full
    size takes ("# FULL: about 3 minutes")."""
    for line in (NOTEBOOKS / f"{stem}.py").read_text(encoding="utf-8").splitlines():
        if re.search(r"\bif FULL else\b", line):
            assert re.search(r"#\s*FULL: about \d+ (seconds|minutes?)\b", line), line


def test_every_notebook_says_what_it_is_for():
    """The index lists every notebook but itself, each with its sentence for a teacher."""
    listed = entries()
    assert sorted(e.stem for e in listed) == sorted(s for s in STEMS if s != INDEX)
    assert all(e.purpose and e.title != e.stem for e in listed), \
        [e.stem for e in listed if not e.purpose]
