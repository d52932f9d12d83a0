"""Opening and saving a notebook in JupyterLab changes no file of the collection.

Each notebook of the temporary copy is opened in JupyterLab as a reader opens it, without
running it; once its kernel is up (JupyterLab then records the kernel and its language in the
notebook) it is saved from the File menu, and the saved notebook and its jupytext pair
(JupyterLab's jupytext extension writes both) are compared byte by byte with the repository's:
any difference would show in ``git status`` after a reader's first save. Then the notebook is
closed and its kernel shut down. JupyterLab is loaded once for all of them, and each notebook
is opened from the File menu, as a reader opens one after another.
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path

import pytest

from tests.e2e.helpers import CLICK_SECONDS, KERNEL_SECONDS, ROOT, kernel_idle, menu, wait_until

pytestmark = pytest.mark.e2e

NOTEBOOKS = sorted(path.name for path in (ROOT / "notebooks").glob("*.ipynb"))


@pytest.fixture(scope="module")
def page(browser, lab):
    """One JupyterLab page for every notebook of this module, in a workspace of its own."""
    url, token = lab
    context = browser.new_context(viewport={"width": 1400, "height": 1800})
    context.set_default_timeout(30_000)
    page = context.new_page()
    page.goto(f"{url}/lab/workspaces/saving?token={token}", timeout=90_000)
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile("^File$")).wait_for()
    try:
        yield page
    finally:
        context.close()


def open_from_path(page, notebook: str) -> None:
    """Open ``notebook`` from File, Open from Path, and wait until it is the current tab and
    its kernel is idle."""
    menu(page, "File", "Open from Path…")
    field = page.locator(".jp-Dialog input")
    field.fill(notebook)
    field.press("Enter")
    current = page.locator(".lm-DockPanel-tabBar .lm-mod-current .lm-TabBar-tabLabel")
    wait_until(lambda: current.count() and current.first.text_content() == notebook,
               CLICK_SECONDS, f"{notebook} opens", page)
    wait_until(lambda: kernel_idle(page), KERNEL_SECONDS, f"the kernel of {notebook} starts", page)


def close_and_shut_down(page, notebook: str) -> None:
    menu(page, "File", "Close and Shut Down Notebook…")
    page.locator(".jp-Dialog .jp-mod-accept").click()
    wait_until(lambda: page.locator(".jp-NotebookPanel").count() == 0, CLICK_SECONDS,
               f"{notebook} is closed", page)


def difference(original: Path, saved: Path) -> str:
    """The first lines of a unified diff between the repository's file and the saved one."""
    lines = difflib.unified_diff(original.read_text().splitlines(), saved.read_text().splitlines(),
                                 str(original.relative_to(ROOT)), "as JupyterLab saved it",
                                 lineterm="", n=1)
    return "\n".join(list(lines)[:40])


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_a_notebook_opened_and_saved_is_unchanged(page, workdir, notebook):
    path = workdir / "notebooks" / notebook
    files = [file for file in (path, path.with_suffix(".py")) if file.exists()]
    written = {file: file.stat().st_mtime_ns for file in files}
    open_from_path(page, notebook)
    try:
        menu(page, "File", "Save Notebook")
        wait_until(lambda: all(file.stat().st_mtime_ns != written[file] for file in files),
                   CLICK_SECONDS, f"{notebook} and its pair are saved", page)
    finally:
        close_and_shut_down(page, notebook)
    changed = [difference(ROOT / "notebooks" / file.name, file) for file in files
               if file.read_bytes() != (ROOT / "notebooks" / file.name).read_bytes()]
    assert not changed, "\n\n".join(changed)
