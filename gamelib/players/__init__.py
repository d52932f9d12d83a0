"""Policies for any seat of any game, and a registry of them by name.

    from gamelib.players import make_policy, register, POLICIES
    policy = make_policy("random", seed=7)          # policy(state) -> one of state.legal_actions()
    state.apply_action(policy(state))

A *policy* is a callable ``policy(state) -> Action``. A *policy factory* is a callable
``factory(rng) -> policy`` taking a :class:`numpy.random.Generator`; every entry of
:data:`POLICIES` is a factory, and a policy class whose constructor takes the generator (like
:class:`RandomPlayer` and :class:`FirstLegal`) is its own factory. :func:`gamelib.analysis.montecarlo.simulate`
calls the factory once per deal and seat with a generator derived from that deal's seed, so a
seeded policy plays a deal the same way whether the deal runs alone, in a chunk, or on another
worker. Later players (the sources' advice, PIMC on the solver) register themselves with
``@register("name")``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from gamelib.core import engine
from gamelib.core.engine import Action, RandomPlayer, State, as_generator
from gamelib.core.errors import UnknownName

Policy = Callable[[State], Action]
PolicyFactory = Callable[[np.random.Generator], Policy]

POLICIES: dict[str, PolicyFactory] = {}
"""Every registered policy factory by name: ``POLICIES["random"](rng)`` is a policy."""

_PROVIDERS: dict[str, str] = {
    "advice": "gamelib.players.advice",
    "ombre-booklet": "gamelib.players.advice",
    "ombre-booklet-experienced": "gamelib.players.advice",
    "quadrille-booklet": "gamelib.players.advice",
    "ombre-plain": "gamelib.players.plain",
    "quadrille-plain": "gamelib.players.quadrille",
    "casino-engelmann": "gamelib.players.advice",
    "piquet-engelmann": "gamelib.players.advice",
    "domino-booklet": "gamelib.players.domino",
    "boston-table": "gamelib.players.boston",
    "pimc": "gamelib.players.pimc",
}
"""The module that registers each policy not defined here (like ``engine._REGISTRY`` for games):
imported on the first use of the name, so ``make_policy("piquet-engelmann")`` works without a
prior ``import gamelib.players.advice``. A module that registers a new policy adds its name here."""


def games_of(policy: Any) -> tuple[str, ...] | None:
    """The games a policy (or its factory) plays: its ``games`` attribute, a tuple of game
    names; None when it plays any game (random, first)."""
    return getattr(policy, "games", None)


def not_its_game(policy: Any, game: str) -> str | None:
    """Why ``policy`` (or its factory) cannot play ``game`` ("OmbreBooklet plays ombre, not
    casino"), or None when it can."""
    games = games_of(policy)
    if games is None or game in games:
        return None
    who = getattr(policy, "__name__", None) or type(policy).__name__
    listed = " and ".join(games) if len(games) < 3 else ", ".join(games[:-1]) + " and " + games[-1]
    return f"{who} plays {listed}, not {game}"


def refuse_other_games(policy: Any, state: State) -> None:
    """Refuse, with a ValueError naming both, a state of a game ``policy`` does not play: a
    player built on one game's rules (its ``games``) would otherwise fail somewhere inside."""
    reason = not_its_game(policy, state.game.name)
    if reason:
        raise ValueError(reason)


def policy_names() -> list[str]:
    """Every policy name known: those registered and those whose module is not imported yet."""
    return sorted(set(POLICIES) | set(_PROVIDERS))


def _lookup(key: str) -> PolicyFactory | None:
    """The factory registered under ``key``, importing its providing module on a miss."""
    if key not in POLICIES and key in _PROVIDERS:
        import importlib

        importlib.import_module(_PROVIDERS[key])
    return POLICIES.get(key)


def register(name: str, factory: PolicyFactory | None = None):
    """Register ``factory`` under ``name``; usable as ``@register("name")`` on a class or function.

    The factory must be a module-level callable (so that process pools can pickle it)."""
    key = name.strip().lower()

    def add(target: PolicyFactory) -> PolicyFactory:
        if not callable(target):
            raise ValueError(f"a policy factory must be callable, not {target!r}")
        if key in POLICIES and POLICIES[key] is not target:
            raise ValueError(f"a policy named {key!r} is already registered ({POLICIES[key]!r})")
        POLICIES[key] = target
        return target

    return add(factory) if factory is not None else add


def policy_factory(spec: str | PolicyFactory) -> PolicyFactory:
    """The factory meant by ``spec``: a registered name, or a factory itself."""
    if isinstance(spec, str):
        factory = _lookup(spec.strip().lower())
        if factory is None:
            raise UnknownName(f"unknown policy {spec!r}; registered policies: "
                              f"{', '.join(policy_names())}")
        return factory
    if isinstance(spec, (RandomPlayer, FirstLegal)):
        raise ValueError(f"{spec!r} is a policy, not a factory: pass its class "
                        f"({type(spec).__name__}) or its name, so that every deal gets a policy "
                        "with its own generator")
    if callable(spec):
        return spec
    raise ValueError(f"a policy is named by a registered name or given as a factory "
                     f"factory(rng) -> policy, not {spec!r}")


def make_policy(name: str | PolicyFactory, seed: int | np.random.Generator | None = None) -> Policy:
    """A ready policy: the factory named ``name`` (or given) called with a generator from ``seed``."""
    return policy_factory(name)(as_generator(seed))


def seat_factories(policies: Any, num_players: int) -> list[PolicyFactory]:
    """One factory per seat from what a caller may pass: ``None`` (random for every seat), a name
    or factory (the same for every seat), a sequence with one entry per seat, or a mapping
    ``{seat: name or factory}`` (seats not named play at random)."""
    if policies is None:
        return [POLICIES["random"]] * num_players
    if isinstance(policies, str) or (callable(policies) and not isinstance(policies, Sequence)):
        return [policy_factory(policies)] * num_players
    if isinstance(policies, Mapping):
        unknown = [seat for seat in policies if seat not in range(num_players)]
        if unknown:
            raise ValueError(f"no seat {unknown[0]!r}: the game has seats 0..{num_players - 1}")
        return [policy_factory(policies.get(seat, "random")) for seat in range(num_players)]
    if isinstance(policies, Sequence):
        if len(policies) != num_players:
            raise ValueError(f"one policy per seat is needed: the game has {num_players} seats, "
                             f"{len(policies)} policies were given")
        return [policy_factory(p) for p in policies]
    raise ValueError(f"policies must be None, a name, a factory, a sequence or a mapping, "
                     f"not {policies!r}")


class AdvicePlayer(ABC):
    """A player of one source's advice: it refuses a state of a game it does not play, takes a
    forced action without more ado, and otherwise asks :meth:`choose`. Deterministic, it takes
    (and ignores) a generator so that the class is its own policy factory."""

    games: tuple[str, ...] = ()  # the games it plays (games_of)

    def __init__(self, rng: np.random.Generator | int | None = None):
        pass

    def __call__(self, state: State) -> Action:
        refuse_other_games(self, state)
        legal = state.legal_actions()
        return legal[0] if len(legal) == 1 else self.choose(state, legal)

    @abstractmethod
    def choose(self, state: State, legal: list[Action]) -> Action:
        """The advice's action of ``legal``, two or more: each source's player gives its own."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class FirstLegal:
    """Always takes the first of the legal actions (deterministic; a baseline and a test aid)."""

    def __init__(self, rng: np.random.Generator | int | None = None):
        # Takes (and ignores) a generator so that the class is its own policy factory.
        pass

    def __call__(self, state: State) -> Action:
        return state.legal_actions()[0]

    def __repr__(self) -> str:
        return "FirstLegal()"


register("random", RandomPlayer)
register("first", FirstLegal)
# a name works wherever a policy does: the protocol's play makes it with make_policy
engine.policy_by_name = make_policy

#: The players that follow a source's own advice, the first that plays a game taken.
ADVICE = ("advice", "domino-booklet", "boston-table")


def advice_for(game: str) -> str:
    """The name of the player that follows the source's advice for ``game``, or ``"random"``
    where the source gives none a player could follow."""
    for name in ADVICE:
        if not not_its_game(policy_factory(name), game):
            return name
    return "random"

__all__ = ["ADVICE", "POLICIES", "AdvicePlayer", "FirstLegal", "Policy", "PolicyFactory", "RandomPlayer", "advice_for", "games_of",
           "make_policy", "not_its_game", "policy_factory", "policy_names", "refuse_other_games",
           "register", "seat_factories"]
