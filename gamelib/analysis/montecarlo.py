"""Monte Carlo over whole deals of any game, one row a deal, the same rows on any number of workers.

    from gamelib.analysis.montecarlo import simulate, replay
    frame = simulate("kleeblatt", policies="random", n=10_000, seed=1)    # a pandas DataFrame
    frame["return_0"].mean(); frame["outcome"].value_counts()
    state = replay("kleeblatt", "random", frame.seed[17])                  # deal 17 again, played out

Seeds. Deal ``i`` of ``simulate(..., seed=s)`` is driven by the ``i``-th child of
``numpy.random.SeedSequence(s).spawn(n)``, turned into one integer, the deal's ``seed`` column:
the game deals from ``game.new_initial_state(seed=deal_seed)``, and seat ``p``'s policy gets
``default_rng(SeedSequence(deal_seed).spawn(num_players)[p])``. Each deal is thus fixed by its
own seed, never by which chunk or worker played it, so one worker or many give identical frames.

Policies are given by name (see :data:`gamelib.players.POLICIES`) or as factories
``factory(rng) -> policy``, one for every seat or one per seat; see
:func:`gamelib.players.seat_factories`. For a process pool they must be picklable (names and
module-level classes are).

Executors. ``executor="inline"`` plays in this process; ``None`` does so for small runs and uses a
``ProcessPoolExecutor`` over every core from :data:`PARALLEL_THRESHOLD` deals on; an int asks for
a process pool of that many workers; any object with ``submit(fn, *args)`` returning futures with
``.result()`` runs the chunks: a ``concurrent.futures.Executor`` or a Dask ``distributed.Client``.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from fractions import Fraction
from typing import Any

import numpy as np
import pandas as pd

from gamelib.core.engine import Game, State, get_game, play
from gamelib.players import PolicyFactory, not_its_game, seat_factories

PARALLEL_THRESHOLD = 10_000
"""From this many deals on, ``executor=None`` runs a process pool; below it, in process."""

MAX_CHUNK = 2_000
"""The most deals one task plays (so that progress moves and work spreads over the workers)."""

PROGRESS_DELAY = 1.0
"""Seconds before the automatic progress bar appears: a quick run shows none."""
PROGRESS_SETTING = "GAMELIB_PROGRESS"
"""Set to ``0`` in the environment, no bar at all: the stored notebooks and their tests run so,
since a bar left in a notebook would show a finished run's timing."""

Columns = Sequence[str] | Callable[[State], Mapping[str, Any]] | None


# ------------------------------------------------------------------------------------------------
# Seeds


def deal_seed(seed: int, index: int) -> int:
    """The integer seed of deal ``index`` of a run seeded ``seed``: 63 bits drawn from
    ``SeedSequence(seed).spawn(n)[index]`` (written so that no other child need be made)."""
    child = np.random.SeedSequence(seed, spawn_key=(index,))
    return int(child.generate_state(1, dtype=np.uint64)[0] >> np.uint64(1))


def deal_seeds(seed: int, n: int, start: int = 0) -> list[int]:
    """The seeds of deals ``start .. start + n - 1`` of a run seeded ``seed``."""
    return [deal_seed(seed, i) for i in range(start, start + n)]


# ------------------------------------------------------------------------------------------------
# One deal


def _resolve_game(game: Game | str, options: Mapping[str, Any] | None) -> Game:
    if isinstance(game, str):
        return get_game(game, **dict(options or {}))
    if options:
        raise ValueError("options= is for a game given by name; a Game object has its options already")
    if not isinstance(game, Game):
        raise ValueError(f"game must be a gamelib Game or a game's name, not {game!r}")
    return game


def replay(game: Game | str, policies: Any, seed: int, *,
           options: Mapping[str, Any] | None = None) -> State:
    """The deal with this ``seed`` (a frame's ``seed`` column) played to the end again, exactly
    as :func:`simulate` played it with the same policies."""
    game = _resolve_game(game, options)
    return _play_deal(game, seat_factories(policies, game.num_players), int(seed))


def _play_deal(game: Game, factories: Sequence[PolicyFactory], seed: int) -> State:
    state = game.new_initial_state(seed=seed)
    seat_seeds = np.random.SeedSequence(seed).spawn(len(factories))
    seats = [factory(np.random.default_rng(s)) for factory, s in zip(factories, seat_seeds)]
    for factory, policy in zip(factories, seats):
        if not callable(policy):
            raise ValueError(f"the policy factory {factory!r} returned {policy!r}, which is not "
                             "a policy: a factory takes a generator and returns policy(state)")
    return play(state, seats)


# ------------------------------------------------------------------------------------------------
# One row


class _NotScalar:
    pass


_NOT_SCALAR = _NotScalar()


def _scalar(value: Any) -> Any:
    """``value`` as a plain scalar for a frame cell, or ``_NOT_SCALAR``."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, Fraction):
        return float(value)
    return _NOT_SCALAR


def _number(value: Any) -> bool:
    return isinstance(value, (bool, int, float, Fraction, np.number, np.bool_))


def flat_fields(details: Mapping[str, Any], num_players: int) -> dict[str, Any]:
    """The scalar fields of a ``details()`` dict, flattened for one frame row: scalars as they
    are; a dict's scalar entries as ``"key.subkey"``; a list of numbers with one entry per seat
    as ``"key.0"``, ``"key.1"``, ... Lists of other lengths, lists of text (payment lines) and
    other objects are left out: a game that wants them in the frame gives ``state.summary()``."""
    row: dict[str, Any] = {}
    for key, value in details.items():
        cell = _scalar(value)
        if cell is not _NOT_SCALAR:
            row[str(key)] = cell
        elif isinstance(value, Mapping):
            for sub, inner in value.items():
                cell = _scalar(inner)
                if cell is not _NOT_SCALAR:
                    row[f"{key}.{sub}"] = cell
        elif (isinstance(value, (list, tuple)) and len(value) == num_players
              and all(_number(x) for x in value)):
            for seat, inner in enumerate(value):
                row[f"{key}.{seat}"] = _scalar(inner)
    return row


def summary_fields(state: State, num_players: int) -> dict[str, Any]:
    """A terminal state's row fields: ``state.summary()`` (a flat dict of scalars) where the game
    gives one, else the scalar fields of ``state.details()`` (see :func:`flat_fields`)."""
    summary = getattr(state, "summary", None)
    if callable(summary):
        return flat_fields(summary(), num_players)
    return flat_fields(state.details(), num_players)


def _row(state: State, index: int, seed: int, num_players: int, columns: Columns) -> dict:
    row: dict[str, Any] = {"deal": index, "seed": seed}
    for seat, value in enumerate(state.returns()):
        row[f"return_{seat}"] = float(value)
    if callable(columns):
        fields = flat_fields(columns(state), num_players)
    else:
        fields = summary_fields(state, num_players)
        if columns is not None:  # a name this deal lacks is None in its row (see _join)
            fields = {name: fields[name] for name in columns if name in fields}
    for name, cell in fields.items():
        # A game's own field named like one of ours (Piquet's and Casino's "deal", the number
        # of the deal within the partie) keeps its value under "game.<name>".
        row[f"game.{name}" if name in row else name] = cell
    return row


# ------------------------------------------------------------------------------------------------
# One chunk (runs in a worker: module level so that it pickles)


def _run_chunk(game: Game | tuple[str, dict], factories: Sequence[PolicyFactory], seed: int,
               start: int, stop: int, columns: Columns) -> dict[str, list]:
    """Play deals ``start .. stop - 1`` of a run and return their rows by column (a field a deal
    lacks is None there), which is compact to send back from a worker."""
    if isinstance(game, tuple):
        game = get_game(game[0], **game[1])
    table: dict[str, list] = {}
    for offset, index in enumerate(range(start, stop)):
        this_seed = deal_seed(seed, index)
        try:
            state = _play_deal(game, factories, this_seed)
        except Exception as error:  # name the deal, so that it can be replayed and fixed
            raise RuntimeError(f"{game!r}: deal {index} (seed {this_seed}) failed: "
                               f"{type(error).__name__}: {error}") from error
        for name, cell in _row(state, index, this_seed, game.num_players, columns).items():
            if name not in table:
                table[name] = [None] * offset
            table[name].append(cell)
        for cells in table.values():
            if len(cells) <= offset:
                cells.append(None)
    return table


def _join(tables: Sequence[dict[str, list]]) -> dict[str, list]:
    """The chunks' columns end to end, in order of first appearance; None where a chunk lacks
    a column. The result is the same however the deals were chunked."""
    joined: dict[str, list] = {}
    done = 0
    for table in tables:
        size = len(next(iter(table.values()))) if table else 0
        for name, cells in table.items():
            if name not in joined:
                joined[name] = [None] * done
            joined[name].extend(cells)
        done += size
        for cells in joined.values():
            if len(cells) < done:
                cells.extend([None] * (done - len(cells)))
    return joined


# ------------------------------------------------------------------------------------------------
# The run


def _progress_bar(total: int, progress: bool | None, description: str):
    from tqdm.auto import tqdm

    off = progress is False or os.environ.get(PROGRESS_SETTING) == "0"
    return tqdm(total=total, desc=description, unit="deal", disable=off,
                delay=0.0 if progress else PROGRESS_DELAY, leave=bool(progress))


def _executor_for(executor: Any, n: int) -> tuple[Any, bool]:
    """(the executor to use or None for in process, whether this call owns and must close it)."""
    if isinstance(executor, str):
        if executor != "inline":
            raise ValueError(f"executor must be 'inline', an int, or an executor, not {executor!r}")
        return None, False
    if executor is None:
        if n < PARALLEL_THRESHOLD:
            return None, False
        return ProcessPoolExecutor(max_workers=os.cpu_count() or 1), True
    if isinstance(executor, bool):
        raise ValueError("executor must be 'inline', an int, or an executor, not a bool")
    if isinstance(executor, int):
        if executor < 1:
            raise ValueError(f"a process pool needs at least one worker, not {executor}")
        return ProcessPoolExecutor(max_workers=executor), True
    if not callable(getattr(executor, "submit", None)):
        raise ValueError(f"executor {executor!r} has no submit(); pass a concurrent.futures "
                         "Executor, a Dask Client, an int, 'inline' or None")
    return executor, False


def simulate(game: Game | str, policies: Any = None, n: int = 1000, seed: int = 0,
             executor: Any = None, chunk_size: int | None = None, progress: bool | None = None,
             columns: Columns = None, *, options: Mapping[str, Any] | None = None,
             first: int = 0, label: str | None = None) -> pd.DataFrame:
    """Play ``n`` deals of ``game`` and return one row a deal.

    Deal ``i`` of a run depends only on ``seed`` and ``i`` (:func:`deal_seed`), so a run may be
    played in parts: ``first`` is the index of the first deal played (``simulate(n=5, first=5)``
    gives rows 5 .. 9 of ``simulate(n=10)``).

    Columns: ``deal`` (its index), ``seed`` (replays it, see :func:`replay`), ``return_0`` ..
    (each seat's net of the deal), then the scalar fields of ``state.summary()`` or
    ``state.details()`` (contract, outcome, tricks, ...); a game field named like one of these
    becomes ``game.<name>`` (Piquet's ``game.deal``). ``columns`` keeps only the named fields,
    or, as a callable ``columns(state) -> dict``, makes them. ``progress``: ``None`` shows a bar
    only when the run lasts more than a moment, ``True`` always, ``False`` never; ``label``
    names the bar (by default the game and its options).
    """
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 0:
        raise ValueError(f"n must be a whole number of deals >= 0, not {n!r}")
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise ValueError(f"seed must be a non-negative integer, not {seed!r}")
    if isinstance(first, bool) or not isinstance(first, (int, np.integer)) or first < 0:
        raise ValueError(f"first must be a deal index >= 0, not {first!r}")
    n, seed, first = int(n), int(seed), int(first)
    the_game = _resolve_game(game, options)
    factories = seat_factories(policies, the_game.num_players)
    for seat, factory in enumerate(factories):
        reason = not_its_game(factory, the_game.name)
        if reason:  # refused before any deal is played
            raise ValueError(f"seat {seat}: {reason}")
    # A game given by name travels to the workers as its name and options (cheap to send).
    spec: Game | tuple[str, dict] = (game, dict(options or {})) if isinstance(game, str) else the_game
    if chunk_size is None:
        chunk_size = max(1, min(MAX_CHUNK, math.ceil(n / 64)))
    elif isinstance(chunk_size, bool) or not isinstance(chunk_size, int) or chunk_size < 1:
        raise ValueError(f"chunk_size must be a positive integer, not {chunk_size!r}")
    bounds = [(start, min(start + chunk_size, first + n))
              for start in range(first, first + n, chunk_size)]

    pool, owned = _executor_for(executor, n)
    results: list[dict[str, list] | None] = [None] * len(bounds)
    futures: list[Any] = []
    try:
        if pool is not None:
            # Submitted before the progress bar exists, so that process workers are forked
            # before tqdm starts its monitor thread.
            futures = [pool.submit(_run_chunk, spec, factories, seed, start, stop, columns)
                       for start, stop in bounds]
        with _progress_bar(n, progress, label or f"{the_game!r}") as bar:
            if pool is None:
                for i, (start, stop) in enumerate(bounds):
                    results[i] = _run_chunk(spec, factories, seed, start, stop, columns)
                    bar.update(stop - start)
            elif all(isinstance(f, Future) for f in futures):
                where = {id(f): i for i, f in enumerate(futures)}
                for future in as_completed(futures):
                    i = where[id(future)]
                    results[i] = future.result()
                    bar.update(bounds[i][1] - bounds[i][0])
            else:  # a Dask Client or another duck-typed executor: collect in order
                for i, future in enumerate(futures):
                    results[i] = future.result()
                    bar.update(bounds[i][1] - bounds[i][0])
    except BaseException:
        for future in futures:
            cancel = getattr(future, "cancel", None)
            if callable(cancel):
                cancel()
        raise
    finally:
        if owned:
            pool.shutdown(wait=True, cancel_futures=True)

    joined = _join(results)  # type: ignore[arg-type]
    if not joined:
        base = ["deal", "seed"] + [f"return_{p}" for p in range(the_game.num_players)]
        return pd.DataFrame(columns=base)
    frame = pd.DataFrame(joined)
    if columns is not None and not callable(columns):
        unknown = [name for name in columns if name not in frame.columns]
        if unknown:
            raise ValueError(f"columns: no deal of {the_game!r} has "
                             f"{', '.join(map(repr, unknown))} (simulate without columns= shows "
                             f"the fields there are)")
        frame = frame[list(frame.columns[:2 + the_game.num_players]) + list(columns)]
    frame.attrs.update({"game": repr(the_game), "n": n, "seed": seed, "first": first,
                        "policies": [getattr(f, "__name__", repr(f)) for f in factories]})
    return frame


__all__ = ["MAX_CHUNK", "PARALLEL_THRESHOLD", "deal_seed", "deal_seeds", "flat_fields", "replay",
           "simulate", "summary_fields"]
