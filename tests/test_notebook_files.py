"""Opening and saving a notebook in JupyterLab leaves git status clean: the jupytext pairs are
committed as JupyterLab's jupytext writes them (header pinned, no outputs in the .ipynb), so a
save without a change rewrites neither file."""

import shutil
from pathlib import Path

from jupytext import TextFileContentsManager

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def test_opening_and_saving_every_notebook_changes_no_file(tmp_path):
    """Every notebook, opened and saved through jupytext's contents manager (what JupyterLab
    uses), is written back byte for byte, both its .ipynb and its paired .py."""
    copy = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, copy, ignore=shutil.ignore_patterns("results"))
    manager = TextFileContentsManager(root_dir=str(copy))
    names = sorted(p.name for p in copy.glob("*.ipynb"))
    for name in names:
        manager.save(manager.get(name), name)
    changed = [p.name for p in sorted(copy.iterdir())
               if p.is_file() and p.read_bytes() != (NOTEBOOKS / p.name).read_bytes()]
    assert names and not changed, f"saving rewrote: {', '.join(changed)}"
