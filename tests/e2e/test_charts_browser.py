"""The charts as a teacher sees them: notebooks/studies.ipynb (seven matplotlib charts drawn from
the stored results) run in JupyterLab, every chart drawn inline as an image, with a screenshot
of the first in ``screenshots/``."""

from __future__ import annotations

import nbformat
import pytest

from tests.e2e.helpers import CLICK_SECONDS, run_all, wait_until

pytestmark = pytest.mark.e2e

NOTEBOOK = "studies.ipynb"


def charts(path) -> int:
    """The code cells of ``path`` that draw a chart (``plt.show()``)."""
    return sum(1 for c in nbformat.read(path, as_version=4).cells
               if c.cell_type == "code" and "plt.show()" in c.source)


def test_every_chart_is_drawn_in_jupyterlab(page, lab_notebook, screenshots):
    """Run All draws each chart of the notebook inline, as an image of a readable size (the
    kernel's default backend, as on a teacher's machine)."""
    path = lab_notebook(NOTEBOOK)
    run_all(page, path, widgets=0)
    expected = charts(path)
    assert expected >= 5
    images = page.locator(".jp-OutputArea-output.jp-RenderedImage img")
    wait_until(lambda: images.count() >= expected, CLICK_SECONDS,
               f"the {expected} charts of {NOTEBOOK} are drawn", page)
    assert images.count() == expected
    first = images.first
    first.scroll_into_view_if_needed()
    box = first.bounding_box()
    assert box["width"] >= 300 and box["height"] >= 150, box
    first.screenshot(path=str(screenshots / "lab-studies-chart.png"))
    assert page.errors == [], page.errors
