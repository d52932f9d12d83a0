"""Perfect-Information Monte Carlo on the play search, for every trick game with a card-play
model (Piquet, Tresette, Boston, Connections, Piquesept, Goodhope: gamelib.solver.play).

    from gamelib.players import make_policy
    policy = make_policy("pimc", seed=7)   # gamelib.players.pimc.PIMCPlayer plays these by it
    state.apply_action(policy(state))

To choose a card the player deals the cards he cannot see into *worlds* with his game's model
(``model.world(state, seat, rng)``: from what he has seen only), finds in every world what
each of his legal cards leads to (every hand open, best play by all: :func:`world_values`, the
zero-window search of :mod:`gamelib.solver.play.values`, Boston's by the Whist kernel) and
plays the card with the best average for his side; among equal averages the lowest card. What
a world counts is the ``objective``: "outcome" (the default), how the payoff comes out where
the game's payoff changes at a few values only (Boston: the contract made or not, and a Tout
where it draws more: :attr:`PlayModel.outcome`; one zero-window test a card), else the exact
value; "value", the exact value (tricks or points) in every game. A world whose exact search
needs more than ``cap`` nodes is searched instead one trick deeper at a time within
:data:`NODES` nodes, past the deepest horizon valued by the search's named heuristic
(:func:`gamelib.solver.play.kernel.deepening_card_values`), and counted
(:attr:`Decision.capped`). The worlds are searched on every core (``threads``).
Decisions other than cards go to the game's advice player (:func:`gamelib.players.advice_for`),
else random. Seeded: the same generator state gives the same worlds and the same choice, on
any number of threads. Figures and reasoning: docs/pimc.md.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import numpy as np

from gamelib.core.engine import Action, State, as_generator
from gamelib.players import advice_for, policy_factory, refuse_other_games
from gamelib.solver.play import (
    MODELS,
    PlayModel,
    PlayPosition,
    kernel,
    outcome,
    values,
    whistsearch,
)
from gamelib.solver.play.kernel import deepening_card_values
from gamelib.solver.play.search import Stopped

#: The games PIMC plays on the play search: every game with a card-play model.
PLAY_GAMES = tuple(sorted(MODELS))
#: What a world counts: the deal's outcome (the value where the game has no outcome of its
#: own), or the exact value.
OBJECTIVES = ("outcome", "value")
#: Worlds a decision: as many as keep a decision at the first lead within a second on two
#: cores with each world solved exactly (docs/pimc.md has the measured times).
WORLDS = 20
#: The nodes of one world's exact search (every legal card's value) before it falls back on
#: the deepening search: above every world of the bench's first leads of Piquet, Piquesept and
#: Goodhope and nearly every one of Connections (docs/pimc.md: how often it is reached).
CAP = 1_000_000
#: The nodes of the deepening search of a world whose exact search reached the cap.
NODES = 3_000
#: The Whist kernel's table for one world: its entries hold from one search to the next, so
#: each world is searched from a cleared table (the same nodes, and the same worlds capped,
#: whatever the thread searched before); 2**18 entries are cleared in a few milliseconds.
WHIST_ENTRIES = 1 << 18

_POOLS: dict[tuple[int, int], ThreadPoolExecutor] = {}


@dataclass(frozen=True)
class Decision:
    """One decision's search: each legal card's average value for the player's side, the sign
    of the player to play (+1 when his side maximises the value), the worlds, how many of them
    reached the cap and were valued by the deepening search instead, and the nodes of the
    exact searches (a capped world counts its cap)."""

    values: dict[int, float]
    sign: int
    worlds: int
    capped: int
    nodes: int

    def choice(self) -> int:
        """The card with the best average for the player's side; among equals the lowest."""
        return max(sorted(self.values), key=lambda card: self.sign * self.values[card])


def _check_count(what: str, value: Any, meaning: str) -> None:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 1:
        raise ValueError(f"PIMC: {what}={value!r} is not allowed; {meaning}, at least 1")


def _check_worlds(worlds: Any) -> None:
    _check_count("worlds", worlds, "it samples a whole number of worlds")


def _check_cap(cap: Any) -> None:
    _check_count("cap", cap, "each world's exact search stops at a whole number of nodes")


def _check_objective(objective: Any) -> None:
    if objective not in OBJECTIVES:
        raise ValueError(f"PIMC's objective is one of {', '.join(OBJECTIVES)}, not "
                         f"{objective!r}")


def _threads(threads: int | None) -> int:
    """``threads``, or for None every core (one thread in a worker process of a pool, whose
    sibling processes already take the cores)."""
    if threads is None:
        return 1 if multiprocessing.parent_process() is not None else (os.cpu_count() or 1)
    _check_count("threads", threads, "it searches on a whole number of threads")
    return int(threads)


def world_values(position: PlayPosition, model: PlayModel, cap: int,
                 objective: str = "outcome") -> tuple[dict[int, int] | None, int]:
    """What each legal card of one world leads to, by ``objective``: the outcome where the
    model has one (how many of its values the play reaches), else the exact value (points so
    far included); and the nodes searched; None (and ``cap``) past ``cap`` nodes."""
    if model.ranks is None:  # a model without its cards' ranks: the plain search
        found, used, _ = kernel.bounded_card_values(position, node_limit=cap, model=model)
        return found, used
    whist = model.whist is not None and kernel.HAVE_NUMBA
    if whist:
        whistsearch.clear_table(WHIST_ENTRIES)
    try:
        if objective == "outcome" and model.outcome is not None:
            cuts = model.outcome(position.params, position.maximiser)
            return outcome.card_outcomes(position, model, cuts, nodes=cap,
                                         entries=WHIST_ENTRIES)
        if whist:
            return whistsearch.card_values(position, model, nodes=cap, entries=WHIST_ENTRIES)
        return values.card_values(position, nodes=cap, model=model)
    except Stopped:
        return None, cap


def _searched(positions: list[PlayPosition], model: PlayModel, cap: int, threads: int,
              objective: str) -> list:
    """:func:`world_values` of every position, on ``threads`` threads where the model's search
    keeps a table a thread (the zero-window and Whist kernels; the plain one shares one)."""
    if threads == 1 or model.ranks is None or len(positions) == 1:
        return [world_values(p, model, cap, objective) for p in positions]
    key = (os.getpid(), threads)
    if key not in _POOLS:  # kept: each thread's table is made once
        _POOLS[key] = ThreadPoolExecutor(threads, thread_name_prefix="play-pimc")
    return list(_POOLS[key].map(lambda p: world_values(p, model, cap, objective), positions))


def play_pimc_decision(state: State, worlds: int = WORLDS,
                       seed: int | np.random.Generator | None = None, cap: int = CAP,
                       threads: int | None = None, objective: str = "outcome") -> Decision:
    """The search of one decision (see the module docstring): ``worlds`` worlds dealt in turn
    from ``seed``, each solved exactly for ``objective`` within ``cap`` nodes, else by the
    deepening search (its value then read as an outcome where the objective asks for one)."""
    _check_worlds(worlds)
    _check_cap(cap)
    _check_objective(objective)
    threads = _threads(threads)
    game = state.game.name
    if game not in MODELS:
        raise ValueError(f"PIMC on the play search plays {', '.join(PLAY_GAMES)}, not {game}")
    model = MODELS[game]
    if not model.in_play(state):
        raise ValueError(f"{game}: the state is not in its card play")
    rng = as_generator(seed)
    seat = state.current_player()
    positions = [model.world(state, seat, rng) for _ in range(worlds)]
    totals: dict[int, int] = {}
    capped = nodes = 0
    outcomes = objective == "outcome" and model.outcome is not None
    for position, (found, used) in zip(positions, _searched(positions, model, cap, threads,
                                                            objective)):
        nodes += used
        if found is None:
            capped += 1
            found = deepening_card_values(position, NODES, model=model)[0]
            if outcomes:
                cuts = model.outcome(position.params, position.maximiser)
                found = {card: outcome.band(value, cuts) for card, value in found.items()}
        for card, value in found.items():
            totals[card] = totals.get(card, 0) + value
    first = positions[0]
    sign = 1 if first.maximiser[first.to_play] else -1
    return Decision({card: total / worlds for card, total in totals.items()}, sign, worlds,
                    capped, nodes)


def play_pimc_values(state: State, worlds: int = WORLDS,
                     seed: int | np.random.Generator | None = None, cap: int = CAP,
                     threads: int | None = None, objective: str = "outcome"
                     ) -> dict[int, float]:
    """The average over ``worlds`` sampled worlds of what the play after each legal card of
    the player to play leads to by ``objective``, valued for his side."""
    return play_pimc_decision(state, worlds, seed, cap, threads, objective).values


def play_pimc_choice(state: State, worlds: int = WORLDS,
                     seed: int | np.random.Generator | None = None, cap: int = CAP,
                     threads: int | None = None, objective: str = "outcome") -> int:
    """The card with the best average for the player's side by ``objective``; among equal
    averages the lowest card."""
    return play_pimc_decision(state, worlds, seed, cap, threads, objective).choice()


class PlayPIMCPlayer:
    """A policy playing cards by PIMC on the play search (see the module docstring); other
    decisions go to ``fallback`` (a registered name or factory; by default the game's advice
    player, else random). It plays the games with a card-play model; another game is refused
    (ValueError). ``objective``: what a world counts (:data:`OBJECTIVES`). It counts the worlds
    it searched and those that reached the cap (``searched``, ``capped``)."""

    games = PLAY_GAMES  # the games it plays (gamelib.players.games_of)

    def __init__(self, rng: np.random.Generator | int | None = None, worlds: int = WORLDS,
                 fallback: Any = None, cap: int = CAP, threads: int | None = None,
                 objective: str = "outcome"):
        _check_worlds(worlds)
        _check_cap(cap)
        _check_objective(objective)
        _threads(threads)
        self.rng = as_generator(rng)
        self.worlds, self.cap, self.objective, self.threads = worlds, cap, objective, threads
        self.fallback_spec = fallback
        self._fallbacks: dict[str, Any] = {}
        self.searched = self.capped = 0

    def fallback(self, game: str):
        """The policy that takes ``game``'s decisions other than cards (made once, seeded from
        this player's generator)."""
        if game not in self._fallbacks:
            spec = self.fallback_spec if self.fallback_spec is not None else advice_for(game)
            self._fallbacks[game] = policy_factory(spec)(self.rng)
        return self._fallbacks[game]

    def __call__(self, state: State) -> Action:
        refuse_other_games(self, state)
        game = state.game.name
        if not MODELS[game].in_play(state):
            return self.fallback(game)(state)
        acts = state.legal_actions()
        cards = [a for a in acts if a.kind == "card"]
        if len(cards) < len(acts):  # a decision besides the card (a declaration said with it)
            chosen = self.fallback(game)(state)
            if chosen.kind != "card":
                return chosen
        if len(cards) == 1:
            return cards[0]
        decision = play_pimc_decision(state, self.worlds, self.rng, self.cap, self.threads,
                                      self.objective)
        self.searched += decision.worlds
        self.capped += decision.capped
        best = decision.choice()
        return next(a for a in cards if int(a.value) == best)

    def __repr__(self) -> str:
        return (f"PlayPIMCPlayer(worlds={self.worlds}, cap={self.cap}, "
                f"objective={self.objective!r})")


__all__ = ["CAP", "NODES", "OBJECTIVES", "PLAY_GAMES", "WORLDS", "Decision", "PlayPIMCPlayer",
           "play_pimc_choice", "play_pimc_decision", "play_pimc_values", "world_values"]
