"""A partie of the booklet's Domino: games one after another on the session helper, each settled
through one ledger, in one of the booklet's three ways ("noothoven:domino.partie").

For a set sum or for the pips, a number of games; in a race, games until one player has written
the target, the stones stirred anew after every game ("noothoven:domino.continue").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Any

import numpy as np

from gamelib.core.engine import RandomPlayer, State, as_generator, get_game, play
from gamelib.core.ledger import Ledger
from gamelib.core.session import Session
from gamelib.games.domino.rules import NEXT_FIRST, P_CONTINUE, P_PARTIE, P_RACE, SCORINGS


@dataclass
class Partie:
    """A partie of Domino played in one of the booklet's three ways [noothoven:domino.partie].

    ``scoring="stake"`` or ``"pips"``: ``games`` games, each settled at once in the ledger.
    ``scoring="race"``: games until one player has written ``target`` pips or more; then each
    other player pays the winner ``race_stake`` (what is played for is unspecified in source).
    ``next_first`` decides who has the first move after the first game (unspecified in source);
    ``options`` are the game's other options."""

    scoring: str = "stake"
    games: int | None = None
    target: int = 100
    next_first: str = "draw"
    race_stake: int = 1
    max_games: int = 10_000
    options: dict = field(default_factory=dict)

    def __post_init__(self):
        if self.next_first not in NEXT_FIRST:
            raise ValueError(f"unknown rule for the next first move {self.next_first!r}; choose "
                             f"one of {', '.join(NEXT_FIRST)} (unspecified in source) [{P_CONTINUE}]")
        if self.scoring == "race":
            if self.games is not None:
                raise ValueError("a race is played until a player reaches the target, not for a "
                                 f"number of games [{P_RACE}]")
        else:
            self.games = 10 if self.games is None else self.games
            if isinstance(self.games, bool) or not isinstance(self.games, int) or self.games < 1:
                raise ValueError(f"play at least one game, not {self.games!r} [{P_PARTIE}]")
        if isinstance(self.race_stake, bool) or not isinstance(self.race_stake, int) \
                or self.race_stake < 1:
            raise ValueError(f"race_stake={self.race_stake!r}: each loser of a race pays a whole "
                             f"number >= 1 (unspecified in source) [{P_PARTIE}]")
        self.game = get_game("domino", scoring=self.scoring, target=self.target, **self.options)
        self.ledger = Ledger(self.game.seats)
        self.session = Session(self.game, next_deal=self._next_deal, ledger=self.ledger)
        self.sheet: list[list[int]] = []  # race: pips written per game, per seat
        self.winner: int | None = None

    @property
    def states(self) -> list[State]:
        """The games played, in order."""
        return self.session.states

    def totals(self) -> list[int]:
        """Pips written so far to each seat (race)."""
        return [sum(col) for col in zip(*self.sheet)] if self.sheet else [0] * self.game.num_players

    def _next_deal(self, session: Session) -> dict[str, Any]:
        """The set-up of the next game: who has the first move, when it is not drawn."""
        if session.number == 0 or self.next_first == "draw":
            return {}
        last = session.last
        first = last.winner if self.next_first == "winner" else \
            (last.first + 1) % self.game.num_players
        return {} if first is None else {"first": first}

    def play(self, seed: int | np.random.Generator | None = None,
             policies: Any = None) -> Partie:
        """Play the whole partie, each game from its own seed drawn from ``seed``, every seat by
        ``policies`` (one policy or one a seat; random players by default)."""
        rng = as_generator(seed)
        if policies is None:
            policies = RandomPlayer(rng.integers(2**63))
        seats = self.game.seats
        while True:
            number = self.session.number
            if self.scoring != "race" and number >= (self.games or 0):
                break
            if number >= self.max_games:
                raise RuntimeError(f"the race was not decided in {self.max_games} games")
            state = self.session.deal(as_generator(int(rng.integers(2**63))))
            play(state, policies)
            self.session.keep(state)
            for entry in state.ledger.entries:
                self.ledger.post(f"game {number + 1}: {entry.label}", entry.amounts,
                                 passage=entry.passage, hand=number + 1)
            if self.scoring == "race":
                self.sheet.append(list(state.outcome["written"]))
                totals = self.totals()
                leaders = [s for s, t in enumerate(totals) if t >= self.target]
                if leaders:
                    # Only the winner of a game writes, so one player reaches the target first.
                    self.winner = leaders[0]
                    for seat in range(self.game.num_players):
                        if seat != self.winner:
                            self.ledger.pay(seats[seat], seats[self.winner], self.race_stake,
                                            f"{seats[self.winner]} reaches {totals[self.winner]} "
                                            f"of {self.target}: {seats[seat]} pays the race",
                                            passage=P_PARTIE, hand=number + 1)
                    break
        if self.scoring != "race":
            net = self.ledger.net()
            best = max(net)
            self.winner = net.index(best) if net.count(best) == 1 else None
        return self

    def rows(self) -> list[dict[str, Any]]:
        """One row a game: first mover, how it ended, the winner, the passes, the pips kept, and
        the pips written (with the running totals) or the money paid."""
        seats = self.game.seats
        rows = []
        running = [0] * len(seats)
        for number, state in enumerate(self.states, 1):
            out = state.outcome or {}
            row = {"game": number, "first move": seats[state.first], "ended": out.get("how"),
                   "winner": seats[out["winner"]] if out.get("winner") is not None else "—",
                   "passes": state.passes}
            row.update({f"pips {n}": p for n, p in zip(seats, out.get("pips", []))})
            if self.scoring == "race":
                written = out.get("written", [])
                row.update({f"written {n}": w for n, w in zip(seats, written)})
                running = [t + w for t, w in zip(running, written)]
                row.update({f"total {n}": t for n, t in zip(seats, running)})
            else:
                row.update({f"paid to {n}": v for n, v in zip(seats, state.ledger.net())})
            rows.append(row)
        return rows

    def _repr_html_(self) -> str:
        seats = self.game.seats
        head = (f"<p>Partie for {escape(SCORINGS[self.scoring])}: {len(self.states)} games, "
                f"winner {escape(seats[self.winner]) if self.winner is not None else '—'}</p>")
        rows = self.rows()
        columns = list(rows[0]) if rows else []
        table = ('<table class="domino-partie"><tr>'
                 + "".join(f"<th>{escape(c)}</th>" for c in columns) + "</tr>"
                 + "".join("<tr>" + "".join(f"<td>{escape(str(row[c]))}</td>" for c in columns)
                           + "</tr>" for row in rows) + "</table>")
        return head + table + self.ledger._repr_html_()
