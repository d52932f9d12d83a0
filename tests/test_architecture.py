"""The floors of the package (docs/architecture.md): an import only ever points down, so that
a game never depends on a player, the solver, a study or a widget; and inside a floor no files
import each other in a circle, so that every folder reads bottom up."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "gamelib"

#: The floors, bottom up. ``openspiel`` (the games inside OpenSpiel, its bots as our
#: players) stands on the games and the players, below the studies that may compare with it.
FLOORS = ("core", "games", "solver", "players", "openspiel", "analysis", "show")
#: What a game never imports (tables and figures belong to the analysis and show floors).
NOT_IN_GAMES = ("pandas", "matplotlib", "ipywidgets")


def floor_of(module: str) -> int:
    """The floor of a gamelib module; the package's face and the command line stand on top."""
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in FLOORS:
        return FLOORS.index(parts[1])
    return len(FLOORS)


def floor_imported(name: str) -> int:
    """The floor an imported name comes from: the face (``from gamelib import get_game``) only
    re-exports the ground floor."""
    parts = name.split(".")
    if len(parts) > 1 and parts[1] == "__main__":
        return len(FLOORS)
    return floor_of(name) if len(parts) > 1 and parts[1] in FLOORS else 0


def _modules():
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        yield ".".join(p for p in parts if p != "__init__"), path


def _imports(path: Path):
    """Every module an import in the file names, at any depth (imports inside functions too)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module
            yield from (f"{node.module}.{alias.name}" for alias in node.names)


MODULES = list(_modules())


@pytest.mark.parametrize("module, path", MODULES, ids=[m for m, _ in MODULES])
def test_no_import_runs_up_a_floor(module, path):
    """A module imports only from its own floor or the floors below it."""
    floor = floor_of(module)
    up = sorted({name for name in _imports(path)
                 if name.split(".")[0] == "gamelib" and floor_imported(name) > floor})
    assert not up, f"{module} (floor {FLOORS[floor] if floor < len(FLOORS) else 'top'}) " \
                   f"imports from a floor above it: {', '.join(up)}"


GAME_MODULES = [(m, p) for m, p in MODULES if floor_of(m) == FLOORS.index("games")]


@pytest.mark.parametrize("module, path", GAME_MODULES, ids=[m for m, _ in GAME_MODULES])
def test_a_game_needs_no_tables_plots_or_widgets(module, path):
    """A game's rules import neither pandas nor matplotlib nor the widgets: tables and figures
    of its results belong to the analysis and show floors."""
    used = sorted({name for name in _imports(path)
                   if name.split(".")[0] in NOT_IN_GAMES})
    assert not used, f"{module} imports {', '.join(used)}"


def test_relative_imports_are_not_used():
    """Imports name the floor they come from (``from gamelib.core.cards import Card``)."""
    relative = [str(path.relative_to(PACKAGE)) for _, path in MODULES
                if any(isinstance(n, ast.ImportFrom) and n.level
                       for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))))]
    assert not relative


NAMES = {module for module, _ in MODULES}


def _imported_modules(path: Path):
    """The gamelib modules a file imports, at any depth, type-checking imports too: ``from
    package import name`` counts as the module ``package.name`` when that is one, else as the
    package."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                yield full if full in NAMES else node.module


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_files_import_each_other_in_a_circle():
    """The modules' imports form no circle: a module never imports, directly or through others,
    a module that imports it (a type annotation's import included)."""
    graph = {module: {name for name in _imported_modules(path) if name in NAMES and name != module}
             for module, path in MODULES}
    circles = _circles(graph)
    assert not circles, "modules importing each other: " + "; ".join(map(", ".join, circles))


def test_the_circle_check_finds_a_circle():
    """The check above sees a circle of three and leaves a chain alone."""
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _circles({"a": {"b"}, "b": {"c"}, "c": set()}) == []
