"""Take the README's screenshots from the offline site, as a reader's browser shows it.

    .venv/bin/python docs/make_screenshots.py [SITE_DIR]

Builds the pages it needs into SITE_DIR (a temporary folder by default) at the test sizes, opens
them from file:// in Debian's chromium (Playwright, no network) and saves, under docs/: the
trump orders with the matadors marked and a quoted passage (the Académie's notebook), and an
edition page of Engelmann's book when the site has one. The table at the end of a deal comes
from the browser test (make e2e writes screenshots/lab-table.png).
"""

import os
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from gamelib.show import site

HERE = Path(__file__).resolve().parent
CHROMIUM = os.environ.get("GAMELIB_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run"]


def shoot(out: Path) -> list[Path]:
    """Build the pages into ``out`` and save the screenshots; the paths saved."""
    os.environ.setdefault("GAMELIB_PROGRESS", "0")
    site.build_site(out, only=["academie-ombre"], log=lambda *a: None)
    saved = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": 1100, "height": 900})
        page.route("http*://**", lambda route: route.abort())  # nothing from outside
        page.goto((out / "academie-ombre.html").as_uri())
        page.wait_for_load_state("load")
        orders = page.locator(".jp-RenderedSVG").nth(3)  # the red and black trump orders
        orders.locator("xpath=ancestor::div[contains(@class,'jp-Cell-outputWrapper')][1]"
                       ).screenshot(path=HERE / "screenshot-trump-orders.png")
        saved.append(HERE / "screenshot-trump-orders.png")
        page.locator("div.quote").first.screenshot(path=HERE / "screenshot-quote.png")
        saved.append(HERE / "screenshot-quote.png")
        edition = out / "edition-engelmann.html"
        if edition.exists():
            page.goto(edition.as_uri())
            page.wait_for_load_state("load")
            page.screenshot(path=HERE / "screenshot-edition.png")
            saved.append(HERE / "screenshot-edition.png")
        browser.close()
    return saved


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    for path in shoot(target):
        print(path)
