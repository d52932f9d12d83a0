"""The checks of what a deal is set up with: a seat, a deal's number, cards. Each refusal is a
ValueError that names the game, the keyword, the value and what is allowed."""

from __future__ import annotations

import numbers
from typing import Any

from gamelib.core.cards import Card, CardSet, parse, parse_ordered


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


def cards_given(game, keyword: str, value: Any, *, ordered: bool = False, size: int | None = None,
                passage: str | None = None) -> CardSet | list[Card]:
    """``value`` as cards given in set-up as ``keyword``: faces in a text ("AS 7H"), a list of
    cards or faces, or a CardSet (a list in the order given when ``ordered``), ``size`` of them
    when it is given; anything else is a ValueError naming the keyword and what it takes."""
    cite = f" [{passage}]" if passage else ""
    try:
        cards = parse_ordered(value) if ordered else parse(value)
    except (TypeError, ValueError) as error:
        raise ValueError(f"{game.name}: {keyword}={value!r} is not allowed; it takes cards "
                         f"written as 'AS 7H ...', a list of cards or a CardSet: {error}{cite}"
                         ) from None
    if size is not None and len(cards) != size:
        raise ValueError(f"{game.name}: {keyword}={value!r} has {len(cards)} cards: the deal "
                         f"gives {size}{cite}")
    return cards
