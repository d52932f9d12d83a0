"""The browser test's servers and browser: JupyterLab (and Voila) on 127.0.0.1, Debian's chromium
driven by Playwright (notes/jupyter.md).

Collected by plain ``pytest`` only when chromium, Playwright and JupyterLab are there; ``make e2e``
sets ``GAMELIB_E2E=1``, and then anything missing is a failure, not a skip. Nothing here ever runs
``playwright install``: the browser is Debian's (``apt-get install chromium``).

One JupyterLab and one Voila server for the whole session, each in a temporary directory (a
copy of ``notebooks/``, temporary ``JUPYTER_*`` directories, autosave and the news pop-up off) so
that no run can write a notebook of the repository; in JupyterLab every notebook opens in a
workspace of its own and its kernel is shut down after its test. Every wait is bounded, the
servers are stopped when the session ends, and a failing test leaves a screenshot of the screen
(its path in the failure's message).
"""

from __future__ import annotations

import importlib.util
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.e2e.helpers import ROOT, open_in_lab

CHROMIUM = os.environ.get("GAMELIB_CHROMIUM", "/usr/bin/chromium")
REQUIRED = os.environ.get("GAMELIB_E2E", "") not in ("", "0")
SCREENSHOTS = ROOT / "screenshots"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]
SERVER_START_SECONDS = 90
WHOLE_SESSION_SECONDS = 1200  # a backstop: the browser test stops by itself


def _missing() -> list[str]:
    missing = []
    if not (Path(CHROMIUM).exists() and os.access(CHROMIUM, os.X_OK)):
        missing.append(f"chromium at {CHROMIUM} (apt-get install -y chromium)")
    for module in ("playwright", "jupyterlab"):
        if importlib.util.find_spec(module) is None:
            missing.append(f"the Python package {module} (pip install -e '.[browser]')")
    return missing


MISSING = _missing()
if MISSING and not REQUIRED:
    collect_ignore_glob = ["test_*.py"]


def pytest_configure(config):
    config.addinivalue_line("markers", "e2e: drives a real browser (make e2e)")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A test that fails with a page open leaves a screenshot of what was on screen, and its
    path is added to the failure's message."""
    page = item.funcargs.get("page") if call.when == "call" and call.excinfo else None
    if page is not None:
        SCREENSHOTS.mkdir(exist_ok=True)
        path = SCREENSHOTS / f"failure-{item.name}.png"
        try:
            page.screenshot(path=str(path), timeout=10_000)
            note = f"what was on screen: {path}"
        except Exception as exc:  # the page may be gone: say so, keep the failure
            note = f"no screenshot of the screen ({type(exc).__name__}: {exc})"
        call.excinfo.value.add_note(note)
    yield


@pytest.fixture(scope="session", autouse=True)
def _everything_needed():
    if MISSING:
        pytest.fail("make e2e needs " + "; ".join(MISSING))
    previous = signal.signal(signal.SIGALRM, _too_long)
    signal.alarm(WHOLE_SESSION_SECONDS)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def _too_long(_signum, _frame):
    raise TimeoutError(f"the browser test ran longer than {WHOLE_SESSION_SECONDS} s")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for(url: str, process: subprocess.Popen, log: Path, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited ({process.returncode}):\n"
                               f"{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=3) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise TimeoutError(f"no answer from {url} within {seconds} s:\n{log.read_text()[-3000:]}")


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


@pytest.fixture(scope="session")
def workdir(tmp_path_factory) -> Path:
    """A temporary copy of notebooks/ and temporary Jupyter directories with autosave off and
    the news pop-up off."""
    base = tmp_path_factory.mktemp("e2e")
    shutil.copytree(ROOT / "notebooks", base / "notebooks",
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    settings = base / "lab-settings"
    for plugin, values in {
        "@jupyterlab/apputils-extension/notification": {"fetchNews": "false",
                                                        "checkForUpdates": False},
        "@jupyterlab/docmanager-extension/plugin": {"autosave": False},
    }.items():
        package, name = plugin.rsplit("/", 1)
        target = settings / package / f"{name}.jupyterlab-settings"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(values))
    for sub in ("config", "data", "runtime", "ipython", "workspaces"):
        (base / sub).mkdir()
    return base


def _environment(base: Path) -> dict:
    env = dict(os.environ)
    env.update({
        "JUPYTER_CONFIG_DIR": str(base / "config"), "JUPYTER_DATA_DIR": str(base / "data"),
        "JUPYTER_RUNTIME_DIR": str(base / "runtime"), "IPYTHONDIR": str(base / "ipython"),
        "JUPYTERLAB_SETTINGS_DIR": str(base / "lab-settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(base / "workspaces"),
        "PYTHONPATH": str(ROOT),
    })
    return env


def _root_flag() -> list[str]:
    return ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []


@pytest.fixture(scope="session")
def lab(workdir):
    """JupyterLab on 127.0.0.1 with a token; yields its base URL and token."""
    port, token = free_port(), secrets.token_hex(16)
    log = workdir / "lab.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ip=127.0.0.1",
             f"--port={port}", f"--ServerApp.token={token}", "--ServerApp.port_retries=0",
             f"--ServerApp.root_dir={workdir / 'notebooks'}", "--LabApp.news_url=",
             "--ContentsManager.allow_hidden=False", *_root_flag()],
            cwd=workdir, env=_environment(workdir), stdout=out, stderr=subprocess.STDOUT)
    try:
        _wait_for(f"http://127.0.0.1:{port}/api/status?token={token}", process, log,
                  SERVER_START_SECONDS)
        yield f"http://127.0.0.1:{port}", token
    finally:
        _stop(process)


@pytest.fixture
def lab_notebook(page, lab, workdir):
    """``lab_notebook("widgets.ipynb")``: the notebook of the copy opened in JupyterLab in a
    workspace of its own (helpers.open_in_lab); gives its path. Its kernel is shut down after
    the test, so that the next notebook's kernel has the cores to itself."""
    opened = []

    def open_notebook(notebook: str) -> Path:
        opened.append(notebook)
        open_in_lab(page, lab, notebook)
        return workdir / "notebooks" / notebook

    yield open_notebook
    for notebook in opened:
        _shut_down(lab, notebook)


def _shut_down(lab, notebook: str) -> None:
    url, token = lab
    with urllib.request.urlopen(f"{url}/api/sessions?token={token}", timeout=10) as answer:
        sessions = json.load(answer)
    for session in sessions:
        if session["path"] == notebook:
            request = urllib.request.Request(f"{url}/api/sessions/{session['id']}?token={token}",
                                             method="DELETE")
            urllib.request.urlopen(request, timeout=30).close()


@pytest.fixture(scope="session")
def voila_app(workdir):
    """Voila serving the copy of ``notebooks/`` on 127.0.0.1 behind a token, as ``make voila``
    serves the folder: one server for the session, a kernel of its own for every page opened;
    ``voila_app("widgets.ipynb")`` gives the notebook's URL."""
    if importlib.util.find_spec("voila") is None:
        if not REQUIRED:
            pytest.skip("voila is not installed (it belongs in the browser extra)")
        pytest.fail("voila is not installed: it belongs in the browser extra "
                    "(pip install -e '.[browser]')")
    port, token = free_port(), secrets.token_hex(16)
    log = workdir / "voila.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "voila", "--no-browser", f"--port={port}",
             "--Voila.ip=127.0.0.1", f"--token={token}",
             "--VoilaConfiguration.show_tracebacks=True", str(workdir / "notebooks")],
            cwd=workdir, env=_environment(workdir), stdout=out, stderr=subprocess.STDOUT)
    try:
        # the folder's listing: it runs no notebook
        _wait_for(f"http://127.0.0.1:{port}/?token={token}", process, log, SERVER_START_SECONDS)
        yield lambda notebook: f"http://127.0.0.1:{port}/voila/render/{notebook}?token={token}"
    finally:
        _stop(process)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS, timeout=60_000)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1800})
    context.set_default_timeout(30_000)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    try:
        yield page
    finally:
        context.close()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(exist_ok=True)
    return SCREENSHOTS
