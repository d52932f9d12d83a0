"""What is said at the table, as a player hears it: each seat's roles and the announcements.

Every state answers ``state.roles(viewer)`` (each seat's roles in words, as far as ``viewer``
may know them) and ``state.told(viewer)`` (what has been said aloud so far, each line a
:class:`Told` with the passage it rests on). The defaults here read :meth:`State.details`;
a game tells its own better (Piquet's declarations and running score, Boston's player and
contract). The table widget shows both and decides nothing itself.
"""

from __future__ import annotations

from dataclasses import dataclass

#: details() keys naming the seat that plays the game against the others, and his role.
DECLARER_KEYS = {"ombre": "the Ombre", "declarer": "the declarer", "player": "the player",
                 "holder of the seven": "holder of the seven of spades"}


@dataclass(frozen=True)
class Told:
    """One thing said at the table: the words, the passage they rest on, and whether it tells
    the outcome of the deal (what a review shows under "the outcome")."""

    text: str
    passage: str | None = None
    outcome: bool = False

    def __str__(self) -> str:
        return f"{self.text} [{self.passage}]" if self.passage else self.text


def seat_of(seats, value) -> int | None:
    """The index of the seat ``value`` names (an index, or a name of ``seats``), or None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int) and 0 <= value < len(seats):
        return value
    if isinstance(value, str) and value in seats:
        return list(seats).index(value)
    return None


def default_roles(state, viewer: int | None = None) -> dict[int, list[str]]:
    """The dealer, and the seat that plays the game, where ``details()`` names them."""
    seats = state.game.seats
    details = state.details()
    roles: dict[int, list[str]] = {p: [] for p in range(len(seats))}
    dealer = seat_of(seats, details.get("dealer"))
    if dealer is not None:
        roles[dealer].append("the dealer")
    for key, role in DECLARER_KEYS.items():
        who = seat_of(seats, details.get(key))
        if who is not None:
            roles[who].append(role)
            break
    return roles


def _words(value) -> str:
    """A suit letter as its word, a card's face as its name, anything else as it is."""
    from gamelib.core.cards import SUIT_NAMES, Card

    if isinstance(value, str) and value in SUIT_NAMES:
        return SUIT_NAMES[value]
    try:
        return Card(value).name("en") if isinstance(value, (str, Card)) else str(value)
    except ValueError:
        return str(value)


def default_told(state, viewer: int | None = None) -> list[Told]:
    """What ``details()`` tells aloud: the favourite, each bid, the game with its player, its
    trumps and the called king; at the end the outcome and every payment line."""
    details = state.details()
    seats = state.game.seats
    lines = []
    if details.get("favourite"):
        lines.append(Told(f"the favourite: {_words(details['favourite'])}"))
    for bid in details.get("bids") or details.get("auction") or []:
        lines.append(Told(str(bid)))
    contract = details.get("contract")
    if contract:
        who = next((details[k] for k in DECLARER_KEYS if details.get(k) not in (None, "")), None)
        who = seats[who] if isinstance(who, int) and 0 <= who < len(seats) else who
        words = [f"the game: {contract}" + (f", played by {who}" if who is not None else "")]
        if details.get("trump"):
            words.append(f"{_words(details['trump'])} trumps")
        if details.get("called king"):
            words.append(f"the {_words(details['called king'])} called")
        lines.append(Told(", ".join(words)))
    if state.is_terminal():
        lines.append(Told(state.explain(), outcome=True))
    return lines


__all__ = ["DECLARER_KEYS", "Told", "default_roles", "default_told", "seat_of"]
