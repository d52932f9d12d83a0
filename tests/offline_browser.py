"""A page of Debian's chromium with every request that would leave the machine blocked and
recorded, shared by the tests that open the offline site from disk."""

import contextlib
import os

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]


@contextlib.contextmanager
def offline_page(playwright):
    """``(page, outside, failed)``: a new page whose requests to anything but a file or a data
    URL are aborted and listed in ``outside``; failed requests are listed in ``failed``."""
    outside, failed = [], []
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=os.environ.get("GAMELIB_CHROMIUM", "/usr/bin/chromium"),
            args=CHROMIUM_FLAGS)
        page = browser.new_page()

        def route(r):
            if r.request.url.startswith(("file://", "data:")):
                r.continue_()
            else:
                outside.append(r.request.url)
                r.abort()

        page.route("**/*", route)
        page.on("requestfailed", lambda r: failed.append(r.url))
        try:
            yield page, outside, failed
        finally:
            browser.close()
