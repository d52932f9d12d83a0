"""The set-up files agree with each other."""

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~\[ ;]", requirement.strip(), maxsplit=1)[0].lower()


def test_environment_yml_names_the_packages_of_pyproject():
    """environment.yml (for conda users) lists exactly the packages pyproject.toml depends on."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = {_name(r) for r in project["dependencies"]}
    for extra in project["optional-dependencies"].values():
        wanted |= {_name(r) for r in extra}
    listed = set()
    text = (ROOT / "environment.yml").read_text()
    for line in text.split("dependencies:", 1)[1].splitlines():
        match = re.match(r"\s+- ([A-Za-z][\w.-]*)", line)
        if match and match.group(1) not in {"python", "pip"}:
            listed.add(match.group(1).lower())
    assert listed == wanted


def test_ci_runs_the_readme_test_command():
    """.ci/run runs the test command that the README gives."""
    readme = (ROOT / "README.md").read_text()
    assert "make test" in readme and "make lab" in readme
    assert "make test" in (ROOT / ".ci" / "run").read_text()


def _locked() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "requirements.lock").read_text().splitlines():
        match = re.match(r"([A-Za-z0-9_.-]+)==(\S+)", line)
        if match:
            pins[match.group(1).lower().replace("_", "-")] = match.group(2)
    return pins


def test_the_lock_pins_every_dependency_and_environment_yml_the_same_versions():
    """requirements.lock (what make installs) pins every package pyproject.toml names, and
    environment.yml asks for those very versions."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = {_name(r) for r in project["dependencies"]}
    for extra in project["optional-dependencies"].values():
        wanted |= {_name(r) for r in extra}
    pins = _locked()
    assert wanted <= set(pins)
    text = (ROOT / "environment.yml").read_text()
    asked = dict(re.findall(r"^\s+- ([A-Za-z][\w.-]*)==(\S+)$", text, flags=re.M))
    assert {k.lower(): v for k, v in asked.items()} == {name: pins[name] for name in wanted}
