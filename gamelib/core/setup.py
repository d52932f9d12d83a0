"""The checks of what a deal is set up with: a seat, a deal's number. Each refusal is a
ValueError that names the game, the keyword, the value and what is allowed."""

from __future__ import annotations

import numbers
from typing import Any


def seat_given(game, keyword: str, value: Any, passage: str | None = None,
               seats: int | None = None) -> int:
    """``value`` as a seat of ``game`` (0 .. ``seats`` - 1; by default its number of players),
    given in set-up as ``keyword``; anything else (a bool, a float, text, out of range) is a
    ValueError naming the keyword and the seats."""
    seats = game.num_players if seats is None else seats
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) \
            or not 0 <= value < seats:
        names = f" ({', '.join(game.seats)})" if len(game.seats) == seats else ""
        cite = f" [{passage}]" if passage else ""
        raise ValueError(f"{game.name}: {keyword}={value!r} is no seat; the seats are 0 .. "
                         f"{seats - 1}{names}{cite}")
    return int(value)


def deal_number(game, value: Any, note: str = "") -> int:
    """``value`` as the number of a deal in a ledger (1, 2, 3, ...), else a ValueError."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 1:
        raise ValueError(f"{game.name}: deal={value!r} is not allowed; the deals are numbered "
                         f"1, 2, 3, ...{note}")
    return int(value)
