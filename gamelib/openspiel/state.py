"""A deal of one of our games as an OpenSpiel state: the chance nodes of the deal, then the
engine's state, asked for everything; and the worlds IS-MCTS draws for a player."""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from typing import Any

import numpy as np
import pyspiel

from gamelib.core.cards import Card
from gamelib.core.engine import Action, State
from gamelib.openspiel.chance import ChanceDraws, ChanceNeeded
from gamelib.openspiel.deals import PUBLIC

_CARD_TOKEN = re.compile(r"[^\s,;:()\[\]{}'\"]+")
#: The kinds of action every player sees made, with the cards they name: a card played,
#: trailed, taken or shown, a stone set.
PUBLIC_KINDS = ("card", "trail", "take", "kehraus", "group", "open", "place", "accept")


def _lot_label(need: ChanceNeeded | None, fallen: Sequence[int], outcome: int) -> str:
    """A lot in words: the item drawn where the engine named it (after the ``fallen`` lots
    of the same draw), else its number."""
    if need is not None and need.items is not None:
        left = list(need.items)
        for lot in fallen:
            left.pop(lot)
        if outcome < len(left) and (isinstance(left[outcome], Card)
                                    or type(left[outcome]).__name__ == "Tile"):
            return f"lot: {left[outcome]}"
    count = "" if need is None else f" of {need.counts[len(fallen)]}"
    return f"lot {outcome + 1}{count}"


def _information_text(info: dict) -> str:
    """What a player has seen (``state.information(player)``) as one line, key by key."""
    return "; ".join(f"{key}: {value}" for key, value in info.items())


class _Shared:
    """An engine state shared by an OpenSpiel state and its clones until one of them
    changes it: OpenSpiel clones states often and changes few of the clones, so a clone
    copies the engine only when it takes a step (copy on write)."""

    def __init__(self, engine: State | None):
        self.engine = engine
        self.shared = False

    def __deepcopy__(self, memo) -> _Shared:
        self.shared = True
        twin = _Shared(self.engine)
        twin.shared = True
        return twin

    def own(self) -> State:
        """The engine state, this holder's own to change."""
        if self.shared:
            self.engine = copy_engine(self.engine)
            self.shared = False
        return self.engine


def _frozen(item: Any) -> bool:
    """A frozen dataclass instance: a record the engine never changes."""
    params = getattr(type(item), "__dataclass_params__", None)
    return params is not None and params.frozen


def copy_engine(engine: State) -> State:
    """A deep copy of an engine state that shares the frozen records (moves, tricks,
    actions) its lists hold: a Casino game's record of moves is most of its state."""
    memo: dict[int, Any] = {}
    for value in vars(engine).values():
        if isinstance(value, (list, tuple)):
            for item in value:
                if _frozen(item):
                    memo[id(item)] = item
    return copy.deepcopy(engine, memo)


class _Cache:
    """A cache a clone does not copy (it starts empty)."""

    def __init__(self):
        self.value = None

    def __deepcopy__(self, memo) -> _Cache:
        return _Cache()


class GamelibState(pyspiel.State):
    """A deal of one of our games in OpenSpiel: the chance nodes of the deal, then the
    engine's state, asked for everything. Made by its game (a
    :class:`gamelib.openspiel.game.GamelibGame`: this module below it names no game)."""

    def __init__(self, game: pyspiel.Game):
        super().__init__(game)
        self._game = game
        self.dealt: list[int] = []          # the deal's chance outcomes, in order
        self._held = _Shared(None)
        self._pending: tuple[Any, list[int]] | None = None  # (the step, its lots so far)
        self._need: ChanceNeeded | None = None
        self._need_at = 0                   # the lots of that need fallen so far
        self._legal = _Cache()
        self._moves = 0                     # the actions applied (the legal cache's key)
        self.public: list[str] = []         # the actions every player sees, in words
        self.own_actions: list[tuple[int, str]] = []  # (player, action in words), in order
        self._lots: list[int] = []          # the engine's lots taken, in order
        self._steps: list[int] = []         # the engine's actions taken, by id
        self._before = _Shared(None)        # the state before a step that waits for a lot

    @property
    def engine(self) -> State | None:
        """The engine's state of the deal (None while the deal is dealt)."""
        return self._held.engine

    # -- whose turn -----------------------------------------------------------------------
    def current_player(self) -> int:
        if self._pending is not None or self.engine is None:
            return pyspiel.PlayerId.CHANCE
        player = self.engine.current_player()
        return pyspiel.PlayerId.TERMINAL if player < 0 else player

    def is_terminal(self) -> bool:
        return self._pending is None and self.engine is not None and self.engine.is_terminal()

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self._game.num_players()
        return [float(r) for r in self.engine.returns()]

    # -- chance -----------------------------------------------------------------------------
    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self._pending is not None:
            n = self._need.counts[self._need_at]
            return [(k, 1.0 / n) for k in range(n)]
        pool = self._game.plan.pool(self.dealt)
        return [(c, 1.0 / len(pool)) for c in pool]

    # -- actions ----------------------------------------------------------------------------
    def _legal_map(self) -> dict[int, Action]:
        """The engine's legal actions by their ids."""
        key = self._moves
        if self._legal.value is None or self._legal.value[0] != key:
            codec = self._game.codec
            self._legal.value = (key, {codec.number(a): a for a in self.engine.legal_actions()})
        return self._legal.value[1]

    def _legal_actions(self, player: int) -> list[int]:
        if self.is_terminal() or player != self.current_player():
            return []
        return sorted(self._legal_map())

    def _apply_action(self, action: int) -> None:
        if self._pending is not None:
            step, lots = self._pending
            self._need_at += 1
            if self._need_at < len(self._need.counts):  # the draw needs more lots first
                self._pending = (step, lots + [action])
            else:
                self._step(step, lots + [action])
        elif self.engine is None:
            self.dealt.append(action)
            if self._game.plan.pool(self.dealt) is None:
                self._step(None, [])
        else:
            self._record(self.current_player(), self._legal_map()[action])
            self._step(action, [])
        self._legal = _Cache()
        self._moves += 1

    def _record(self, player: int, action: Action) -> None:
        """Remember ``action`` as ``player``'s own, and as public where every player sees it."""
        if action.kind in PUBLIC_KINDS:
            self.public.append(str(action))
        self.own_actions.append((player, str(action)))

    def _step(self, step: int | None, lots: list[int]) -> None:
        """Make the engine (``step`` None) or take the action ``step`` with ``lots`` fallen.
        When the engine asks for one more lot, the state before the step is made again from
        the deal, the lots and the steps so far, and the step waits for the lot at a chance
        node."""
        try:
            if step is None:
                engine = self._made(lots)
            elif self._before.engine is None:
                action = self._legal_map()[step]
                engine = self._held.own()
                engine.rng.lots.extend(lots)
                engine.apply_action(action)
            else:
                engine = copy_engine(self._before.engine)
                engine.rng.lots.extend(lots)
                engine.apply_action(self._engine_action(engine, step))
        except ChanceNeeded as need:
            if step is not None and self._before.engine is None:
                self._before = _Shared(self._rebuilt())
            self._held = _Shared(None if step is None else self._before.engine)
            self._pending, self._need, self._need_at = (step, lots), need, 0
            return
        self._lots += lots
        if step is not None:
            self._steps.append(step)
        self._held, self._before = _Shared(engine), _Shared(None)
        self._pending, self._need = None, None

    def _made(self, lots: Sequence[int]) -> State:
        """The engine's state of the deal, its own draws taken from ``lots``."""
        plan = self._game.plan
        game = plan.game(self._game.engine_game, self.dealt)
        return game.new_initial_state(ChanceDraws(lots), **plan.setup(self.dealt, self._game.item))

    def _rebuilt(self) -> State:
        """The engine's state made again from the deal, every lot and every step so far."""
        engine = self._made(self._lots)
        for step in self._steps:
            engine.apply_action(self._engine_action(engine, step))
        return engine

    def _engine_action(self, engine: State, action: int) -> Action:
        """The engine's action numbered ``action`` in ``engine``."""
        codec = self._game.codec
        return next(a for a in engine.legal_actions() if codec.number(a) == action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            if self._pending is not None or self.engine is not None:
                fallen = self._pending[1][len(self._pending[1]) - self._need_at:] \
                    if self._pending is not None else []
                return _lot_label(self._need, fallen, action)
            return self._game.plan.label_of(self.dealt, action)
        if self.engine is not None and self._pending is None \
                and player == self.current_player() and action in self._legal_map():
            return str(self._legal_map()[action])
        return self._game.describe(action)

    # -- what a player knows ----------------------------------------------------------------
    def information_text(self, player: int, recall: bool = True) -> str:
        """What ``player`` has seen, from ``state.information(player)`` only, and with
        ``recall`` every action he took himself (a player remembers what he did, a discard
        not yet shown among his discards too); while the deal is dealt, how far it is (nobody
        looks at his cards before the deal is done)."""
        if self.engine is None:
            return f"player: {player}; dealt: {len(self.dealt)} of {self._game.plan.size()}"
        text = _information_text(self.engine.information(player))
        if recall:
            text += "; my actions: " + ", ".join(a for p, a in self.own_actions if p == player)
        return text + ("; a lot is drawn" if self._pending is not None else "")

    def __str__(self) -> str:
        if self.engine is None:
            return f"dealing: {len(self.dealt)} of {self._game.plan.size()}"
        return str(self.engine)

    # -- worlds for IS-MCTS -----------------------------------------------------------------
    def resample_from_infostate(self, player: int, probability_sampler) -> GamelibState:
        """A deal ``player`` cannot tell from this one (:func:`resample`), seeded by the
        sampler OpenSpiel's IS-MCTS passes."""
        seed = int(probability_sampler() * 2**32)
        return resample(self, player, np.random.default_rng(seed))


def _stand_in(legal: Sequence[Action], wanted: Action, played: set[str],
              rng: np.random.Generator) -> Action | None:
    """A legal action of ``wanted``'s kind drawn by ``rng``, not one naming a card seen played
    later (a discard of it would be undone) where there is another; None when none is legal."""
    same = [a for a in legal if a.kind == wanted.kind]
    if not same:
        return None
    unplayed = [a for a in same if not set(_CARD_TOKEN.findall(str(a))) & played]
    same = unplayed or same
    return same[int(rng.integers(len(same)))]


def _replayed(state: GamelibState, dealt: list[int], player: int,
              rng: np.random.Generator) -> GamelibState | None:
    """``state``'s deal made again with the outcomes ``dealt``: the same lots, the same
    steps, except that an action of another player the new cards forbid is replaced by one of
    the same kind, drawn by ``rng``; None when that cannot be done."""
    game = state._game
    world = GamelibState(game)
    world.dealt = list(dealt)
    codec = game.codec
    played = {token for label in state.public for token in _CARD_TOKEN.findall(label)}
    try:
        engine = world._made(state._lots)
        for step in state._steps:
            who = engine.current_player()
            wanted = codec.action(step)
            legal = engine.legal_actions()
            chosen = next((a for a in legal if a == wanted), None)
            if chosen is None:  # the engine's own action, with its label and its stones
                chosen = None if who == player else _stand_in(legal, wanted, played, rng)
                if chosen is None:
                    return None
            engine.apply_action(chosen)
            world._steps.append(codec.number(chosen))
            world._record(who, chosen)
    except (ChanceNeeded, ValueError):  # the new deal asks other lots: not this world
        return None
    if engine.rng.used != len(engine.rng.lots):
        return None
    world._held, world._lots, world._moves = _Shared(engine), list(state._lots), len(state._steps)
    return world


def resample(state: GamelibState, player: int, rng: np.random.Generator,
             tries: int = 200) -> GamelibState:
    """A deal consistent with what ``player`` has seen: the cards dealt that he has not seen
    (neither in his information nor named by an action every player sees) dealt again among
    the places nobody showed him, the deal replayed on the engine, an unseen action of another
    player that the new cards forbid replaced by one of the same kind; kept when the player's
    information is the same as in ``state``. After ``tries`` failures the deal itself is
    returned (and counted in ``GamelibGame.unresampled``)."""
    game = state._game
    target = state.information_text(player)
    seen = game.seen_outcomes(state, player)
    owners = game.plan.owners(state.dealt)
    free = [i for i, (outcome, owner) in enumerate(zip(state.dealt, owners))
            if owner not in (PUBLIC, player) and outcome not in seen]
    for _ in range(tries):
        new = list(state.dealt)
        for i, outcome in zip(free, rng.permutation([state.dealt[i] for i in free])):
            new[i] = int(outcome)
        world = _replayed(state, new, player, rng)
        if world is not None and world.information_text(player) == target:
            return world
    game.unresampled += 1
    return state.clone()
