"""What every browser test does: wait for a signal, open a notebook in JupyterLab and run it all,
open a notebook served by Voila, check no widget shows an error (notes/jupyter.md).

Every wait is bounded and says, when it runs out, what it waited for.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[2]

#: Seconds for a notebook to run all its cells (JupyterLab) or to be drawn (Voila).
RUN_ALL_SECONDS = int(os.environ.get("GAMELIB_E2E_RUN_SECONDS", 300))
#: Seconds for a widget to answer a click that needs no solver's first call.
CLICK_SECONDS = 30
#: Seconds for a widget's first solve in a fresh kernel: the solver's kernels are compiled, or
#: loaded from numba's disk cache (``make e2e`` warms it first: tests/e2e/warm.py); cold, on two
#: shared cores, a game's kernels take up to a minute.
FIRST_SOLVE_SECONDS = 180
#: Clicks after which a deal that has not ended is a failure.
MAX_CLICKS = 150
#: Seconds for JupyterLab to open a notebook and start its kernel.
KERNEL_SECONDS = 120


def wait_until(predicate, seconds: float, what: str, page=None):
    """``predicate()``'s first true value, polled every 0.2 s; TimeoutError naming ``what``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        if page is not None:
            page.wait_for_timeout(200)
        else:
            time.sleep(0.2)
    raise TimeoutError(f"{what}: not within {seconds} s")


def widget(page, marker: str):
    """The gamelib widget that contains an element of class ``marker``."""
    return page.locator(f".gamelib-widget:has(.{marker})").first


def no_widget_error(page):
    errors = page.locator(".gamelib-widget .gl-error")
    assert errors.count() == 0, errors.first.inner_text()


def shown_code_cells(path: Path) -> int:
    """The code cells of ``path`` whose input, and so whose prompt, JupyterLab shows: a folded
    check cell (``source_hidden``) shows neither."""
    return sum(1 for c in nbformat.read(path, as_version=4).cells
               if c.cell_type == "code" and not c.metadata.get("jupyter", {}).get("source_hidden"))


def kernel_idle(page) -> bool:
    return page.get_by_text(re.compile(r"ipykernel\) \| Idle")).count() > 0


def menu(page, title: str, item: str) -> None:
    """Click ``item`` in the menu bar's menu ``title``."""
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(rf"^{title}$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(rf"^{item}$")).first.click()


def open_in_lab(page, lab, notebook: str) -> None:
    """Open ``notebook`` (a file of the served folder) in JupyterLab, in a workspace of its own,
    and wait for its kernel. In the default workspace JupyterLab reopens an earlier test's
    notebooks beside it: their prompts count too, and two notebooks opening at once raise the
    kernel chooser, which stops Run All."""
    url, token = lab
    page.goto(f"{url}/lab/workspaces/{Path(notebook).stem}/tree/{notebook}?token={token}",
              timeout=90_000)
    # the status bar names the kernel once it runs; the toolbar says "idle" before that
    wait_until(lambda: kernel_idle(page), KERNEL_SECONDS, f"the kernel of {notebook} starts", page)


def run_all(page, notebook: Path, widgets: int) -> None:
    """Run every cell of ``notebook``, open in JupyterLab, from the Run menu after clearing the
    outputs (a notebook stored with outputs already shows numbered prompts), wait until every
    shown prompt has its number and the kernel is idle (a folded check cell shows no prompt),
    check that no cell failed, and wait until ``widgets`` gamelib widgets are drawn."""
    prompts = page.locator(".jp-Notebook .jp-CodeCell .jp-InputArea-prompt")
    menu(page, "Edit", "Clear Outputs of All Cells")
    # text_content, not inner_text: JupyterLab does not render the cells out of view
    wait_until(lambda: all(t.strip() in ("[ ]:", "") for t in prompts.all_text_contents()),
               CLICK_SECONDS, "the outputs are cleared", page)
    menu(page, "Run", "Run All Cells")
    n = shown_code_cells(notebook)
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")

    def all_done():
        failed = [t for t in errors.all_inner_texts() if "Traceback" in t or "Error" in t]
        assert not failed, f"a cell of {notebook.name} failed:\n{failed[0][:2000]}"
        texts = [t.strip() for t in prompts.all_text_contents()]
        return (len(texts) >= n and all(re.fullmatch(r"\[\d+\]:", t) for t in texts)
                and kernel_idle(page))

    try:
        wait_until(all_done, RUN_ALL_SECONDS, f"every cell of {notebook.name} has run", page)
    except TimeoutError as exc:
        raise TimeoutError(f"{exc}; prompts: {prompts.all_text_contents()}") from None
    wait_until(lambda: page.locator(".gamelib-widget").count() >= widgets, CLICK_SECONDS,
               f"the {widgets} widgets of {notebook.name} are drawn", page)


def open_in_voila(page, url: str, widgets: str, count: int = 1) -> None:
    """Open ``url`` (a notebook served by Voila), wait until Voila has run every cell (its
    spinner gone) and ``count`` widgets matching ``widgets`` are drawn; no traceback shown."""
    page.goto(url, timeout=RUN_ALL_SECONDS * 1000, wait_until="domcontentloaded")
    page.locator("#loading").wait_for(state="detached", timeout=RUN_ALL_SECONDS * 1000)
    wait_until(lambda: page.locator(widgets).count() >= count, CLICK_SECONDS,
               f"Voila draws {count} of {widgets}", page)
    assert page.locator("text=Traceback").count() == 0
