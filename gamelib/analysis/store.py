"""The store of the studies' long runs: one CSV file a *piece*, one row a deal, read back by the
notebooks in a moment and resumed where a run stopped (:class:`Store`, :func:`resumable`). The
studies (:mod:`gamelib.analysis.studies`), the matches (:mod:`gamelib.analysis.matches`) and the
comparison's plays (:mod:`gamelib.analysis.compare`) keep their long runs here."""

from __future__ import annotations

import io
import json
import math
import os
import warnings
from collections.abc import Callable
from pathlib import Path

import pandas as pd

#: Deals a step of a slow run (PIMC, double dummy) plays before its rows are stored.
SLOW_STEP = 20

#: Where the notebook keeps the per-deal results of its full-size runs (:class:`Store`).
RESULTS = Path(__file__).resolve().parents[2] / "notebooks" / "results"


class Store:
    """The per-deal results of long study runs, one CSV file a *piece* (a study, method, hand or
    game, and seed) in ``directory``, so that a full-size run is done once, resumed where it
    stopped, and read back by the notebook in a moment.

    A piece holds one row a deal, indexed by the deal's number ``deal``; deal ``i`` depends
    only on the seed and ``i``, so stored rows are exactly the rows a new run would compute
    (``tests/test_studies.py`` recomputes some of every stored piece and compares). A sidecar
    ``<piece>.json`` says what was run. Rows are saved after every step of a run, so an
    interrupted run loses at most one step."""

    def __init__(self, directory: str | Path = RESULTS, read_only: bool = False):
        self.directory = Path(directory)
        #: With ``read_only`` a run reads the deals stored so far and plays none: the tables
        #: then count the stored deals (their ``n``), which may be fewer than asked.
        self.read_only = read_only

    def path(self, piece: str) -> Path:
        return self.directory / f"{piece}.csv"

    def pieces(self) -> list[str]:
        """The names of the stored pieces."""
        return sorted(p.stem for p in self.directory.glob("*.csv"))

    def load(self, piece: str) -> pd.DataFrame | None:
        """The stored deals of ``piece``, every row checked (:func:`valid_rows`): a damaged tail
        (a cut last row, a value of the wrong type, deals out of order) is dropped with a
        warning that says how many deals a run will play again."""
        path = self.path(piece)
        if not path.exists():
            return None
        try:
            frame = pd.read_csv(path, keep_default_na=False, dtype=str)
        except (pd.errors.EmptyDataError, pd.errors.ParserError, UnicodeDecodeError) as error:
            warnings.warn(f"stored piece {piece!r} cannot be read ({error}): all its deals "
                          f"will be played again", RuntimeWarning, stacklevel=2)
            return None
        good = valid_rows(frame)
        if good < len(frame):
            warnings.warn(f"stored piece {piece!r}: row {good + 1} of {len(frame)} is damaged; "
                          f"the {len(frame) - good} deals from deal {good} on will be played "
                          f"again", RuntimeWarning, stacklevel=2)
        return _typed(frame.iloc[:good])

    def count(self, piece: str) -> int:
        """How many deals of ``piece`` are stored."""
        frame = self.load(piece)
        return 0 if frame is None else len(frame)

    def about(self, piece: str) -> dict:
        """What was run for ``piece`` (its sidecar JSON), or {} when there is none or it is
        damaged."""
        path = self.path(piece).with_suffix(".json")
        try:
            about = json.loads(path.read_text()) if path.exists() else {}
        except (json.JSONDecodeError, UnicodeDecodeError):
            return {}  # a run then plays the piece again, and says so
        return about if isinstance(about, dict) else {}

    def save(self, piece: str, frame: pd.DataFrame, about: dict) -> None:
        """Store ``frame`` as the deals of ``piece``, atomically: the description first (the
        same for every step of a run but its ``deals``), then the rows, each written to a
        temporary file and moved into place, so that a kill at any moment leaves the old files
        or the new ones, never a half-written one."""
        self.directory.mkdir(parents=True, exist_ok=True)
        describe = self.path(piece).with_suffix(".json")
        text = json.dumps(about, indent=1, sort_keys=True) + "\n"
        if not describe.exists():
            _write_atomically(describe, json.dumps(dict(about, deals=0), indent=1,
                                                   sort_keys=True) + "\n")
        _write_atomically(self.path(piece), frame.sort_values("deal").to_csv(index=False))
        _write_atomically(describe, text)

    def __repr__(self) -> str:
        mode = ", read only" if self.read_only else ""
        return f"Store({str(self.directory)!r}, {len(self.pieces())} pieces{mode})"


def _write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, flushed to disk
    and moved over ``path`` in one step (``os.replace``)."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temporary, "w", encoding="utf-8", newline="") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)


def _whole(text: str, low: int = 0, high: int | None = None) -> bool:
    return text.isdigit() and int(text) >= low and (high is None or int(text) <= high)


def _seconds(text: str) -> bool:
    try:
        return math.isfinite(float(text)) and float(text) >= 0
    except ValueError:
        return False


#: What a stored column holds: a test of each value as read from the CSV (a string).
COLUMN_CHECKS: dict[str, Callable[[str], bool]] = {
    "deal": _whole,
    "won": lambda text: _whole(text, 0, 1),
    "seconds": _seconds,
    "seed": _whole,
}

def valid_rows(frame: pd.DataFrame) -> int:
    """How many leading rows of a stored piece (read as text) are sound: deal numbers 0, 1, 2,
    ... in order, every value of its column's type and range (:data:`COLUMN_CHECKS`; other
    columns, such as a contract or an outcome, not empty)."""
    if "deal" not in frame.columns:
        return 0
    for number, row in enumerate(frame.itertuples(index=False)):
        values = dict(zip(frame.columns, row))
        if values["deal"] != str(number):
            return number
        for column, text in values.items():
            check = COLUMN_CHECKS.get(column, bool)
            if not isinstance(text, str) or not check(text):
                return number
    return len(frame)


def _typed(frame: pd.DataFrame) -> pd.DataFrame:
    """A checked piece (read as text) with the types pandas reads its columns as."""
    return pd.read_csv(io.StringIO(frame.to_csv(index=False)), keep_default_na=False)


def resumable(store: Store | None, piece: str, n: int, about: dict,
               compute: Callable[[int, int], pd.DataFrame], step: int) -> pd.DataFrame:
    """Deals ``0 .. n - 1`` of ``piece``: those in ``store``, the others by
    ``compute(first, stop)`` (a frame with a ``deal`` column), ``step`` deals at a time, each
    step saved before the next begins. Without a store, all at once and nothing saved; with a
    read-only store, only those stored (perhaps fewer than ``n``)."""
    if store is None:
        return compute(0, n)
    have = store.load(piece)
    rows = [] if have is None else [have]
    done = 0 if have is None else len(have)
    stored = {k: v for k, v in store.about(piece).items() if k != "deals"}
    if have is not None and not stored:
        warnings.warn(f"stored piece {piece!r} has lost its description (or it is damaged): "
                      f"its {done} deals "
                      f"will be played again", RuntimeWarning, stacklevel=2)
        have, rows, done = None, [], 0
    if have is not None and stored != about:
        raise ValueError(f"stored piece {piece!r} was played with {stored}, not {about}: "
                         f"run with those settings, or into another store (--store)")
    if store.read_only:
        n = min(n, done)
    elif have is not None and store.about(piece).get("deals") != done:
        store.save(piece, have, dict(about, deals=done))  # killed between its two writes
    for first in range(done, n, step):
        stop = min(n, first + step)
        rows.append(compute(first, stop))
        store.save(piece, pd.concat(rows, ignore_index=True), dict(about, deals=stop))
    frame = pd.concat(rows, ignore_index=True) if rows else compute(0, 0)
    return frame[frame["deal"] < n].reset_index(drop=True)
