"""The rules' own tables as pandas frames, for the notebooks: a game gives its rows, this
module lays them out (a game never imports pandas)."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from gamelib.games.ombre.advice import book_hand_facts
from gamelib.games.ombre.outcome import outcome_rows
from gamelib.games.ombre.tariff import TABLE_GAMES, TABLE_RESULTS, tariff_rows


def book_hands(category: str | None = None) -> pd.DataFrame:
    """The Dutch booklet's example Ombre hands with their facts (one category or all)."""
    return pd.DataFrame(book_hand_facts(category))


def outcome_table() -> pd.DataFrame:
    """The 55 splits of nine tricks with each source's result side by side, differences and
    silences marked."""
    return pd.DataFrame(outcome_rows())


def tariff_table(games: Sequence[str] = TABLE_GAMES, results: Sequence[str] = TABLE_RESULTS,
                 **terms) -> pd.DataFrame:
    """The booklet's Ombre tariff: a row per game, a column per result, the fiches between the
    ombre and one opponent (:func:`gamelib.games.ombre.tariff.tariff_rows`)."""
    table = pd.DataFrame.from_dict(tariff_rows(games, results, **terms), orient="index",
                                   columns=list(results))
    table.index.name = "game"
    table.columns.name = "result"
    return table
