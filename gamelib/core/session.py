"""Deals in a row, with something carried from each deal to the next.

A pot that stays, beasts that wait to be drawn, a partie's score, the deal passing round: every
game whose deals follow each other says only *what the next deal starts from*; this module plays
the deals, one seeded stream for all of them, and keeps the finished states in order.

    session = Session(game, next_deal=lambda session: {"dealer": session.number % 3})
    session.play(deals=10, seed=1)          # or until=lambda session: max(score) >= 101
    session.states[-1].details()
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from gamelib.core.engine import Game, Policy, State, as_generator, play
from gamelib.core.ledger import Entry, net_of

#: The longest session :meth:`Session.play` runs when it is told to play ``until`` something
#: happens (a partie that never ends is an error, not an endless loop).
MAX_DEALS = 10_000


class Session:
    """Deals of one game in a row. ``next_deal(session)`` gives the keywords of the next deal's
    ``new_initial_state`` (a ledger shared by every deal, the carried pot, the dealer, ...), from
    what the session holds so far (``session.states``, ``session.number``)."""

    def __init__(self, game: Game, next_deal: Callable[[Session], dict[str, Any]] | None = None,
                 ledger=None):
        self.game = game
        self.next_deal = next_deal or (lambda session: {})
        self.ledger = ledger
        self.states: list[State] = []

    @property
    def number(self) -> int:
        """How many deals have been played."""
        return len(self.states)

    @property
    def last(self) -> State | None:
        """The last finished deal, or None before the first."""
        return self.states[-1] if self.states else None

    def deal(self, rng: np.random.Generator) -> State:
        """The next deal, dealt from ``rng`` and ready for its first decision (not yet kept)."""
        return self.game.new_initial_state(rng, **self.next_deal(self))

    def keep(self, state: State) -> None:
        """Keep a finished deal (played elsewhere, say at the table widget)."""
        if not state.is_terminal():
            raise ValueError("only a finished deal can be kept in a session")
        self.states.append(state)

    def play(self, deals: int | None = None, *, seed: int | np.random.Generator | None = 0,
             policies: Policy | str | Sequence[Policy | str] | None = None,
             until: Callable[[Session], bool] | None = None) -> Session:
        """Play ``deals`` more deals, or deals until ``until(session)`` is true (at most
        ``MAX_DEALS``). Each deal is dealt from the session's stream and played by
        ``policies`` (random players by default) seeded from that stream."""
        if deals is None and until is None:
            raise ValueError("a session plays a number of deals or until something holds: "
                             "give deals= or until=")
        if deals is not None and (isinstance(deals, bool) or not isinstance(deals, int)
                                  or deals < 0):
            raise ValueError(f"deals={deals!r}: a session plays a whole number >= 0 of deals")
        rng = as_generator(seed)
        limit = deals if deals is not None else MAX_DEALS
        for _ in range(limit):
            if until is not None and until(self):
                return self
            state = self.deal(rng)
            play(state, policies, seed=int(rng.integers(2**31)))
            self.keep(state)
        if deals is None and not until(self):
            raise RuntimeError(f"{self.game}: the session did not end within {MAX_DEALS} deals")
        return self

    def __len__(self) -> int:
        return len(self.states)

    def __iter__(self):
        return iter(self.states)

    def _repr_html_(self) -> str:
        if self.ledger is not None and hasattr(self.ledger, "_repr_html_"):
            return self.ledger._repr_html_()
        return f"<p>{self.game}: {self.number} deals</p>"


class SessionDeal:
    """A deal that posts its payments to a ledger carried from deal to deal (a session's), for
    a State to inherit: its own entries are those from ``_first_entry`` (the ledger's length
    when it was dealt) to ``_end_entry`` (None until it is settled), its returns their net for
    each of the game's seats."""

    ledger: object
    _first_entry: int
    _end_entry: int | None

    def entries(self) -> list[Entry]:
        """The ledger entries of this deal (the settlement, line by line)."""
        return self.ledger.entries[self._first_entry:self._end_entry]

    def returns(self) -> list[float]:
        """Each seat's net of this deal's entries."""
        return net_of(self.entries(), self.game.seats)
