"""The browser test's servers and browser: JupyterLab (and Voila) on 127.0.0.1, Debian's chromium
driven by Playwright (notes/jupyter.md).

Collected by plain ``pytest`` only when chromium, Playwright and JupyterLab are there; ``make e2e``
sets ``GAMELIB_E2E=1``, and then anything missing is a failure, not a skip. Nothing here ever runs
``playwright install``: the browser is Debian's (``apt-get install chromium``).

Every server runs in a temporary directory (a copy of ``notebooks/``, temporary ``JUPYTER_*``
directories, autosave and the news pop-up off) so that no run can write a notebook of the
repository; every wait is bounded, and the servers are stopped when the session ends.
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

ROOT = Path(__file__).resolve().parents[2]
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
            raise RuntimeError(f"the server exited ({process.returncode}):\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=3) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise TimeoutError(f"no answer from {url} within {seconds} s:\n{log.read_text()[-3000:]}")


def _wait_for_port(port: int, process: subprocess.Popen, log: Path, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited ({process.returncode}):\n{log.read_text()[-3000:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=2):
                return
        except OSError:
            time.sleep(0.5)
    raise TimeoutError(f"nothing listens on port {port} after {seconds} s:\n{log.read_text()[-3000:]}")


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
        "MPLBACKEND": "Agg", "GAMELIB_QUICK": "1", "PYTHONPATH": str(ROOT),
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


@pytest.fixture(scope="session")
def voila_app(workdir):
    """Voila serving a notebook of the copy on 127.0.0.1: ``voila_app("widgets.ipynb")`` gives
    its URL, one server a notebook, every server stopped when the session ends."""
    if importlib.util.find_spec("voila") is None:
        if not REQUIRED:
            pytest.skip("voila is not installed (it belongs in the browser extra)")
        pytest.fail("voila is not installed: it belongs in the browser extra "
                    "(pip install -e '.[browser]')")
    servers: dict[str, tuple[subprocess.Popen, str]] = {}

    def serve(notebook: str) -> str:
        if notebook not in servers:
            port = free_port()
            log = workdir / f"voila-{Path(notebook).stem}.log"
            with log.open("w") as out:
                process = subprocess.Popen(
                    [sys.executable, "-m", "voila", "--no-browser", f"--port={port}",
                     "--Voila.ip=127.0.0.1", "--VoilaConfiguration.show_tracebacks=True",
                     str(workdir / "notebooks" / notebook)],
                    cwd=workdir, env=_environment(workdir), stdout=out, stderr=subprocess.STDOUT)
            servers[notebook] = process, f"http://127.0.0.1:{port}/"
            _wait_for_port(port, process, log, SERVER_START_SECONDS)  # GET / would run it
        return servers[notebook][1]

    try:
        yield serve
    finally:
        for process, _ in servers.values():
            _stop(process)


@pytest.fixture(scope="session")
def voila(voila_app):
    """Voila serving the widgets notebook on 127.0.0.1; yields its URL."""
    return voila_app("widgets.ipynb")


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
