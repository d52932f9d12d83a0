"""Domino studies and tables (noothoven, "Het Dominospel"): how much the first move weighs, over
seeded games, with a Wilson interval ("noothoven:domino.first-move-weight"); a partie as a table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pandas as pd

from gamelib.core.engine import RandomPlayer, as_generator, get_game
from gamelib.core.stats import wilson_interval
from gamelib.games.domino import Partie


def partie_frame(partie: Partie) -> pd.DataFrame:
    """A partie's games as a table, one row a game (:meth:`Partie.rows`): first mover, how it
    ended, the winner, the pips kept, and the pips written with their running totals (a race)
    or the money paid."""
    return pd.DataFrame(partie.rows())


@dataclass(frozen=True)
class FirstMoveStudy:
    """How often the first mover wins, over ``games`` seeded games. [noothoven:domino.first-move-weight]"""

    games: int
    seed: int
    players: int
    tiles: int
    first_wins: int
    other_wins: int
    void: int
    no_pass_games: int
    no_pass_first_wins: int

    @property
    def decided(self) -> int:
        return self.first_wins + self.other_wins

    @property
    def rate(self) -> float:
        """The first mover's share of the decided games."""
        return self.first_wins / self.decided

    @property
    def interval(self) -> tuple[float, float]:
        """95 % Wilson interval of ``rate``."""
        return wilson_interval(self.first_wins, self.decided)

    def __str__(self) -> str:
        low, high = self.interval
        return (f"first mover wins {self.first_wins:,} of {self.decided:,} decided games "
                f"({self.rate:.1%}, 95% Wilson interval {low:.1%}–{high:.1%}); {self.void:,} void; "
                f"{self.games:,} games, seed {self.seed}, {self.players} players, "
                f"{self.tiles} stones each")


def first_move_study(games: int, seed: int, *, policies: Any = None, **options: Any) -> FirstMoveStudy:
    """Play ``games`` games (random players unless ``policies``) and count the first mover's wins.

    Also counts the games in which no one passed, where the booklet says the first mover must
    go out first [noothoven:domino.first-move-weight]."""
    game = get_game("domino", **options)
    rng = as_generator(seed)
    if policies is None:
        policies = RandomPlayer(rng.integers(2**63))
    seats = policies if isinstance(policies, Sequence) else None
    first_wins = other_wins = void = no_pass = no_pass_first = 0
    for _ in range(games):
        state = game.new_initial_state(seed=rng.integers(2**63))
        while state.outcome is None:
            policy = seats[state.current_player()] if seats is not None else policies
            state.apply_action(policy(state))
        winner = state.outcome["winner"]
        if winner is None:
            void += 1
        elif winner == state.first:
            first_wins += 1
        else:
            other_wins += 1
        if state.passes == 0 and state.outcome["how"] == "domino":
            # nobody let a turn pass (a closed game means the next player would have to)
            no_pass += 1
            no_pass_first += winner == state.first
    return FirstMoveStudy(games, seed, game.num_players, game.tiles_each, first_wins, other_wins,
                          void, no_pass, no_pass_first)
