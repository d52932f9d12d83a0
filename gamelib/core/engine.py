"""The one game protocol that every game of the collection follows, with OpenSpiel's names.

    game = gamelib.get_game("kleeblatt")
    state = game.new_initial_state(seed=7)
    while not state.is_terminal():
        state.apply_action(policy(state))      # one of state.legal_actions()
    state.returns(), state.details()

Players, simulation, the solver, the widgets and the command line are written once against
:class:`Game` and :class:`State` and so work for every game.
"""

from __future__ import annotations

import copy
import functools
import importlib
import importlib.util
import inspect
import numbers
import types
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from gamelib.core.cards import SUIT_NAMES, CardSet
from gamelib.core.errors import UnknownName
from gamelib.core.names import in_words, shown
from gamelib.core.names import words as say
from gamelib.core.options import check as check_declared
from gamelib.core.told import default_roles, default_told

TERMINAL = -4  # current_player() of a finished deal (OpenSpiel's kTerminalPlayerId)


_SUIT_WORDS = SUIT_NAMES


def _tricks_taken(tricks: Any, seats: tuple[str, ...]) -> dict[str, int]:
    """How many tricks each seat took, by name, from details()' tricks: a count for each seat,
    or the trick records ("... -> B") counted; {} where neither is given."""
    if isinstance(tricks, dict):
        return {s: int(tricks.get(s, 0)) for s in seats} if set(tricks) <= set(seats) else {}
    if not isinstance(tricks, list) or not tricks or not seats:
        return {}
    taken = dict.fromkeys(seats, 0)
    for trick in tricks:
        winner = str(trick).rpartition("->")[2].strip()
        if winner.isdigit() and int(winner) < len(seats):
            winner = seats[int(winner)]
        if winner not in taken:
            return {}
        taken[winner] += 1
    return taken


def _words(value: Any) -> str:
    """A details() value as words: a list joined, a dict as its pairs."""
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value))
    return str(value)


def _listed(legal: list, most: int = 12) -> str:
    """The legal actions' labels, the first ``most`` of them."""
    more = f", ... ({len(legal)} in all)" if len(legal) > most else ""
    return ", ".join(str(a) for a in legal[:most]) + more


class IllegalAction(ValueError):
    """An action the rules forbid; the message names the rule, ``.passage`` the passage id."""

    def __init__(self, rule: str, passage: str | None = None):
        self.rule = rule
        self.passage = passage
        super().__init__(f"{rule} [{passage}]" if passage else rule)


@dataclass(frozen=True)
class Action:
    """A decision: a bid, a discard, a called king, a card, a tile. Prints as its ``label``."""

    kind: str
    value: Any
    label: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.label or f"{self.kind} {self.value}"

    def _repr_pretty_(self, printer, cycle) -> None:  # a notebook's text: the label
        printer.text(str(self))


def as_generator(seed: int | np.random.Generator | None) -> np.random.Generator:
    """A numpy Generator from a seed, a Generator (used as is) or None (fresh entropy)."""
    if isinstance(seed, np.random.Generator):
        return seed
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, numbers.Integral)
                             or seed < 0):
        raise ValueError(f"a seed is a whole number >= 0, a numpy Generator or None, "
                         f"not {seed!r}")
    return np.random.default_rng(seed)


class Details(dict):
    """What ``details()`` tells of a deal: a dict, that a notebook shows as a table of what
    and how (lists one item a line), never as a dict's repr; its keys (a rule set, a form, a
    contract, an outcome) in the naming table's words."""

    def _repr_pretty_(self, printer, cycle) -> None:
        """What a notebook shows as plain text (beside the table): one "what: how" line each,
        in the same words as the table."""
        printer.text("\n".join(f"{str(k).replace('_', ' ')}: {self._said(k, v)}"
                                for k, v in self.items()))

    @staticmethod
    def _said(key, value) -> str:
        """One value in words: yes or no, none, a list or a dict item by item, a key through
        the naming table."""
        if isinstance(value, bool):
            return "yes" if value else "no"
        if value is None:
            return "none"
        if isinstance(value, (list, tuple)):
            return "; ".join(in_words(str(v)) for v in value)
        if isinstance(value, dict):
            return ", ".join(f"{k}: {in_words(str(v))}" for k, v in value.items())
        return str(shown(key, in_words(value)) if isinstance(value, str) else value)

    def _repr_html_(self) -> str:
        from html import escape

        def cell(key, value) -> str:
            if isinstance(value, (list, tuple)):
                return "<br>".join(escape(in_words(str(v))) for v in value)
            if isinstance(value, dict):
                return "<br>".join(f"{escape(str(k))}: {escape(in_words(str(v)))}"
                                   for k, v in value.items())
            return escape(self._said(key, value))

        rows = "".join(f'<tr><th style="text-align:left;vertical-align:top">'
                       f'{escape(str(k).replace("_", " "))}</th>'
                       f'<td style="text-align:left">{cell(k, v)}</td></tr>'
                       for k, v in self.items())
        return f'<table class="details">{rows}</table>'


def _details_shown(method: Callable) -> Callable:
    """``details()`` returning a :class:`Details`, which a notebook shows as a table."""

    @functools.wraps(method)
    def shown(self) -> Details:
        found = method(self)
        return found if isinstance(found, Details) else Details(found)

    shown.details_shown = True
    return shown


def _seat_checked(method: Callable) -> Callable:
    """``method(state, player, ...)`` with ``player`` checked first: a seat number of the game."""

    @functools.wraps(method)
    def checked(self, player, *args, **kwargs):
        seats = self.game.num_players
        if isinstance(player, bool) or not isinstance(player, numbers.Integral) \
                or not 0 <= player < seats:
            raise ValueError(f"{self.game.name}: player={player!r} is no seat; the seats are "
                             f"0 .. {seats - 1}")
        return method(self, player, *args, **kwargs)

    checked.seat_checked = True
    return checked


class State(ABC):
    """A position in a deal. Subclasses implement the rules; this class gives the protocol.

    ``hand(player)`` and ``information(player)`` of every game take a seat number only: the
    protocol checks it once, here, for every subclass."""

    game: Game
    rng: np.random.Generator

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        for name in ("hand", "information"):
            method = cls.__dict__.get(name)
            if method is not None and not getattr(method, "seat_checked", False):
                setattr(cls, name, _seat_checked(method))
        method = cls.__dict__.get("details")
        if method is not None and not getattr(method, "details_shown", False):
            cls.details = _details_shown(method)

    @abstractmethod
    def current_player(self) -> int:
        """The seat to decide now, or ``TERMINAL`` when the deal is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the rules allow the current player now."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out a legal action (chance that follows is drawn from ``self.rng``)."""

    @abstractmethod
    def why_illegal(self, action: Any) -> IllegalAction:
        """The rule (and passage) that an action not in ``legal_actions()`` breaks."""

    @abstractmethod
    def returns(self) -> list[float]:
        """Each player's net result of the deal (zero before the end)."""

    @abstractmethod
    def details(self) -> dict:
        """Everything a reader wants to see: contract, tricks, outcome, every payment line."""

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def explain(self) -> str:
        """What came of the deal, in words: who played what, the outcome, the tricks and every
        payment with its passage, read from :meth:`details` (a game may tell it better)."""
        if not self.is_terminal():
            return f"The deal is on: {self.game.seats[self.current_player()]} to play." \
                if self.game.seats else "The deal is on."
        d = self.details()
        who = next((d[k] for k in ("ombre", "declarer", "player", "holder of the seven")
                    if d.get(k) not in (None, "")), None)
        if isinstance(who, int) and self.game.seats:
            who = self.game.seats[who]
        words = []
        if who is not None and d.get("contract"):
            trump = d.get("trump")
            trump = f" with {_SUIT_WORDS.get(trump, trump)} trumps" if trump else ""
            words.append(f"{who} played {say(d['contract'])}{trump}.")
        taken = _tricks_taken(d.get("tricks"), self.game.seats)
        if taken:
            words.append("Tricks taken: " + ", ".join(f"{s} {n}" for s, n in taken.items())
                         + ".")
        elif d.get("split") not in (None, ""):
            words.append(f"Tricks: {_words(d['split'])}.")
        for key in ("outcome", "result", "winner", "most tricks", "connections"):
            if d.get(key) not in (None, "", [], {}):
                words.append(f"{key.capitalize()}: {say(_words(d[key]))}.")
        payments = d.get("payments") or []
        if payments:
            words.append("Payments: " + "; ".join(str(p) for p in payments) + ".")
        else:
            words.append("No payment.")
        return " ".join(words)

    def roles(self, viewer: int | None = None) -> dict[int, list[str]]:
        """Each seat's roles in words ("the dealer", "the Ombre", "elder hand"), as far as
        ``viewer`` may know them (None: what every seat knows); see :mod:`gamelib.core.told`."""
        return default_roles(self, viewer)

    def told(self, viewer: int | None = None) -> list:
        """What has been said aloud at the table so far, as ``viewer`` hears it: a list of
        :class:`gamelib.core.told.Told` (words and passage); see :mod:`gamelib.core.told`."""
        return default_told(self, viewer)

    def played_tricks(self) -> list[tuple[int, list[tuple[int, Any]], int]]:
        """The tricks played so far, each ``(leader, [(seat, card), ...], winner)`` in seats;
        by default read from a list ``self.tricks`` of :class:`gamelib.core.tricks.Trick`
        (a game that keeps its tricks otherwise tells them itself)."""
        found = []
        for trick in getattr(self, "tricks", None) or []:
            players = getattr(trick, "players", None)
            if players is None or trick.winner is None:
                return []
            found.append((trick.leader, list(zip(players(), trick.cards)), trick.winner))
        return found

    def hand(self, player: int) -> CardSet:
        """The cards a player holds now (games without cards may return an empty set)."""
        return CardSet()

    def information(self, player: int) -> dict:
        """What ``player`` can see; by default their own hand and the public details."""
        return {"player": player, "hand": self.hand(player)}

    def resolve(self, action: Action | str) -> Action:
        """The legal action meant by ``action`` (an Action or its printed label).

        An action that *is* one of the objects ``legal_actions()`` returns (what every policy
        hands back) is legal by that very fact and is taken at once; an equal Action or a label
        is searched for."""
        if self.is_terminal():
            raise IllegalAction("the deal is over: no action can be taken")
        legal = self.legal_actions()
        for candidate in legal:
            if candidate is action:
                return action
        if isinstance(action, Action):
            if action in legal:
                return action
        elif isinstance(action, str):
            wanted = " ".join(action.split()).lower()
            said = in_words(wanted).lower()  # a label typed with a game's key: "sans-prendre"
            spaced = wanted.replace("-", " ")  # a label of old, hyphenated: "misère-ouverte"
            for candidate in legal:
                if str(candidate).lower() in (wanted, said, spaced):
                    return candidate
        raise self.refusal(action, legal)

    def refusal(self, action: Any, legal: list[Action] | None = None) -> IllegalAction:
        """The game's own reason (:meth:`why_illegal`) for refusing ``action``. An input the
        game's diagnosis cannot even read (no Action and no label; an Action of the right kind
        with a value that is no card, no bid, ...) is refused all the same, with what is legal
        now: bad input gives IllegalAction, never an error from inside the diagnosis.
        ``legal``: ``legal_actions()``, when the caller has it at hand."""
        if legal is None:
            legal = self.legal_actions()
        if not isinstance(action, (Action, str)):
            return IllegalAction(f"{action!r} is no action: give one of legal_actions() or its "
                                 f"label ({_listed(legal)})")
        try:
            return self.why_illegal(action)
        except IllegalAction as error:
            return error
        except (ValueError, TypeError, AttributeError, KeyError, IndexError) as error:
            reason = f": {error}" if type(error) is ValueError else ""
            return IllegalAction(f"{action!s} is not a legal action now{reason}; legal: "
                                 f"{_listed(legal)}")

    def apply_action(self, action: Action | str) -> None:
        """Take an action; an illegal one raises :class:`IllegalAction` naming rule and passage."""
        self._apply(self.resolve(action))

    def clone(self) -> State:
        return copy.deepcopy(self)

    def __str__(self) -> str:
        lines = [f"{self.game}"]
        for key, value in self.details().items():
            lines.append(f"  {key}: {value}")
        return "\n".join(lines)

    def _repr_pretty_(self, printer, cycle) -> None:
        """A notebook shows a state that has no picture of its own as the deal in words."""
        printer.text(self.explain())


State.hand = _seat_checked(State.hand)
State.information = _seat_checked(State.information)


def _setup_checked(method: Callable) -> Callable:
    """``new_initial_state`` with its set-up keywords checked first: an unknown keyword is a
    ValueError naming the keywords the game takes (not Python's TypeError)."""
    params = inspect.signature(method).parameters
    if any(p.kind is p.VAR_KEYWORD for p in params.values()):
        return method  # the game checks its open-ended set-up itself
    known = [n for n, p in params.items() if n not in ("self", "seed")
             and p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD)]

    @functools.wraps(method)
    def checked(self, *args, **setup):
        unknown = [k for k in setup if k not in known and k != "seed"]
        if unknown:
            raise ValueError(f"{self.name}: new_initial_state has no set-up keyword "
                             f"{', '.join(map(repr, unknown))}; it takes: "
                             f"{', '.join(known) or 'none'}")
        return method(self, *args, **setup)

    checked.setup_checked = True
    return checked


class Game(ABC):
    """A game with its rule set and options; makes dealt states."""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        method = cls.__dict__.get("new_initial_state")
        if method is not None and not getattr(method, "setup_checked", False):
            cls.new_initial_state = _setup_checked(method)

    name: str = ""
    num_players: int = 0
    #: What the game is, in a sentence or two, for a reader (``python -m gamelib games``).
    description: str = ""
    #: The game's options (:class:`gamelib.core.options.Option`), checked by ``get_game``.
    OPTIONS: tuple = ()
    #: The seats' names as the source names them, one a player: what details, the widgets
    #: and the simulation's columns call the players.
    seats: tuple[str, ...] = ()
    #: The pack the hand widget offers for a hand (a name of ``gamelib.core.cards.DECKS``),
    #: for a game with a :meth:`hand_report`; and whether the player names the trump.
    hand_deck: str | None = None
    trump_named: bool = False

    def __init__(self, **options: Any):
        self.options = options

    @abstractmethod
    def new_initial_state(self, seed: int | np.random.Generator | None = None, **setup: Any) -> State:
        """A dealt state, ready for the first decision; ``setup`` may fix hands for examples."""

    def hand_report(self, cards, trump: str | None = None):
        """What a hand of this game holds (:class:`gamelib.core.hand_report.HandReport`), for the
        hand widget; None for a game whose hands the widget does not read."""
        return None

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in self.options.items())
        return f"{self.name}({opts})" if opts else self.name


# name -> "module:class"; modules are imported on first use so that one game's import cost or
# dependencies never burden another.
_REGISTRY = {
    "kleeblatt": "gamelib.games.kleeblatt:Kleeblatt",
    "ombre": "gamelib.games.ombre.game:OmbreGame",
    "quadrille": "gamelib.games.quadrille.game:QuadrilleGame",
    "piquet": "gamelib.games.piquet:PiquetGame",
    "tresette": "gamelib.games.tresette:TresetteGame",
    "boston": "gamelib.games.boston:BostonGame",
    "connections": "gamelib.games.connections:ConnectionsGame",
    "piquesept": "gamelib.games.piquesept:PiqueseptGame",
    "casino": "gamelib.games.casino:CasinoGame",
    "goodhope": "gamelib.games.goodhope:GoodhopeGame",
    "domino": "gamelib.games.domino:DominoGame",
}


def _available() -> tuple[str, ...]:
    """The registered games whose module is present."""
    found = []
    for name, target in _REGISTRY.items():
        try:
            if importlib.util.find_spec(target.split(":")[0]) is not None:
                found.append(name)
        except ModuleNotFoundError:  # its package is not there either
            continue
    return tuple(found)


GAMES: tuple[str, ...] = _available()


def get_game(name: str, **options: Any) -> Game:
    """The game called ``name`` with its options, e.g. ``get_game("ombre", rules="academie")``."""
    cls = game_class(name)
    check_options(cls.name or name, cls, options)
    return cls(**options)


def game_class(name: str) -> type[Game]:
    """The class of the game called ``name``."""
    if not isinstance(name, str):
        raise UnknownName(f"a game is named by a string, not {name!r}; known games: "
                          f"{', '.join(GAMES)}")
    key = name.strip().lower()
    if key not in GAMES:
        raise UnknownName(f"unknown game {name!r}; known games: {', '.join(GAMES)}")
    module, cls = _REGISTRY[key].split(":")
    return getattr(importlib.import_module(module), cls)


def options(name: str):
    """The options of the game called ``name`` as a reader's table (a pandas DataFrame): each
    told by its meaning, with what it takes, its default, the rule sets it belongs to and its
    passage (the names code types are in ``game_class(name).OPTIONS``)."""
    import pandas as pd

    from gamelib.core.options import reader_rows

    return pd.DataFrame(reader_rows(game_class(name).OPTIONS))


def option_meaning(name: str, option: str) -> str:
    """What an option of the game called ``name`` means, in the words its ``Option`` carries
    (Ombre's "failed_vole_four" -> "a failed vole deducts four fiches at every game (else the
    vole's own payment)"): what a table or a notebook shows a reader for the option's name."""
    declared = game_class(name).OPTIONS
    for o in declared:
        if o.name == option:
            return o.meaning
    raise UnknownName(f"{name} has no option {option!r}; its options: "
                      f"{', '.join(o.name for o in declared)}")


def check_options(name: str, game_class: type, options: dict) -> None:
    """Refuse, with a ValueError naming the option, an option the game does not have or a value
    of the wrong type for its annotation (``stake: int``, ``zurufen: bool``,
    ``klein_misery: str | None`` ...): what a game's constructor would otherwise meet as a
    TypeError deep inside, or only in the middle of a deal. Options taken as ``**options`` are
    checked by the game itself, and so is the range of a value.

    A game that declares its ``OPTIONS`` (:mod:`gamelib.core.options`) has every option checked
    against them instead: exact type, values allowed, range, rule set."""
    if game_class.OPTIONS:
        rules_option = next((o for o in game_class.OPTIONS if o.name == "rules"), None)
        rules = options.get("rules", rules_option.default if rules_option else None)
        if rules_option is not None:
            rules_option.check(name, rules)
        check_declared(name, game_class.OPTIONS, options, rules)
        return
    params = dict(inspect.signature(game_class.__init__).parameters)
    params.pop("self", None)
    open_ended = any(p.kind is p.VAR_KEYWORD for p in params.values())
    named = {k: p for k, p in params.items() if p.kind is not p.VAR_KEYWORD}
    unknown = [k for k in options if k not in named]
    if unknown and not open_ended:
        raise ValueError(f"{name} has no option {', '.join(map(repr, unknown))}; its options: "
                         f"{', '.join(named) or 'none'}")
    try:
        hints = typing.get_type_hints(game_class.__init__)
    except (NameError, TypeError):  # an annotation that cannot be read at run time: not checked
        hints = {}
    for key, value in options.items():
        wanted = _types_of(hints.get(key))
        if wanted is None:
            continue
        accepted = tuple(numbers.Integral if t is int else t for t in wanted)  # numpy ints too
        if isinstance(value, accepted) and not (isinstance(value, bool) and bool not in wanted):
            continue
        names = " or ".join("None" if t is type(None) else t.__name__ for t in wanted)
        raise ValueError(f"{name}: option {key}={value!r} must be {names} "
                         f"(default {named[key].default!r})")


def _types_of(hint: Any) -> tuple[type, ...] | None:
    """The plain types an annotation allows (``int | None`` -> (int, NoneType)); None for an
    annotation that is not a plain type or a union of them (left to the game)."""
    if hint is None or hint is Any:
        return None
    if isinstance(hint, type):
        return (hint,)
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        args = typing.get_args(hint)
        if all(isinstance(a, type) for a in args):
            return tuple(args)
    return None


Policy = Callable[[State], Action]

#: Makes a policy from a registered name and a generator: the players' floor sets it
#: (:func:`gamelib.players.make_policy`), and the package's face imports that floor, so a name
#: works wherever a policy does (:func:`play`, a session, a game's ``play_session``).
policy_by_name: Callable[[str, np.random.Generator], Policy] | None = None


def _policy(spec: Any, rng: np.random.Generator, keyword: str) -> Policy:
    """One seat's policy from what a caller may pass: a policy, or a registered name made a
    policy with ``rng``; anything else is a ValueError naming ``keyword``."""
    if isinstance(spec, str):
        if policy_by_name is None:
            raise ValueError(f"{keyword}={spec!r}: policy names are known once gamelib.players "
                             "is imported (import gamelib does it)")
        return policy_by_name(spec, rng)
    if callable(spec):
        return spec
    raise ValueError(f"{keyword}={spec!r} is not allowed; a seat is played by a policy, "
                     "policy(state) -> action, or a registered policy's name")


def seat_policies(policies: Any, seed: Any = None) -> Policy | list[Policy]:
    """What :func:`play` plays with: random players (``None``), one policy or name for every
    seat, or one a seat; each name made a policy with a generator of its own from ``seed``."""
    if policies is None:
        return RandomPlayer(seed)
    if isinstance(policies, Sequence) and not isinstance(policies, str):
        named = any(isinstance(p, str) for p in policies)
        rngs = as_generator(seed).spawn(len(policies)) if named else [None] * len(policies)
        return [_policy(p, rng, "policies") for p, rng in zip(policies, rngs)]
    return _policy(policies, as_generator(seed) if isinstance(policies, str) else None,
                   "policies")


class RandomPlayer:
    """Chooses uniformly among the legal actions: ``legal[rng.integers(len(legal))]``, from its
    own seeded generator.

    A player made from a seed (or None) owns its generator: nobody else draws from it. It then
    computes the very numbers ``rng.integers(n)`` would give without a numpy call a decision
    (about a microsecond and a half each, a third of a whole decision in the Ombre engine): it
    takes the generator's raw words a batch at a time and applies numpy's own method to them
    (:func:`lemire_below`), so the same seed still plays the same game as it always did. A
    player given a Generator shares it with whoever gave it (a PIMC player, a simulation's
    per-deal stream) and draws with ``rng.integers`` itself, one number a decision, so that the
    generator's other users see exactly the draws they always saw.

    Each 32-bit word ``w`` is kept as the double ``w / 2**32`` (exact: 32 bits fit a double's
    53), so that a draw is float arithmetic on small numbers instead of integer arithmetic on
    numbers above 2**30, which CPython does slowly: ``x = (w / 2**32) * n`` is exact too (for
    ``n < 2**21``), its integer part is numpy's ``(w * n) >> 32`` and its fraction times 2**32
    is numpy's ``(w * n) & 0xFFFFFFFF``.
    """

    #: Raw 64-bit words fetched at a time (two draws each), at most. The first fetch takes
    #: FIRST_BATCH and each next one twice the last, up to BATCH: a player made for one deal (an
    #: Ombre hand makes about 25 draws, a modern Quadrille hand about 45) then does not turn a
    #: thousand words it never uses into floats, and a player that plays on soon fetches BATCH.
    #: The words are the same, taken in the same order, whatever the batches.
    BATCH = 512
    FIRST_BATCH = 32

    def __init__(self, seed: int | np.random.Generator | None = None):
        self.rng = as_generator(seed)
        owned = not isinstance(seed, (np.random.Generator, np.random.BitGenerator)) and \
            type(self.rng.bit_generator) is np.random.PCG64
        # the 32-bit words not used yet, each as w / 2**32, the next one last (None: draw with
        # rng.integers)
        self._words: list[float] | None = [] if owned else None
        self._batch = self.FIRST_BATCH  # the size of the next fetch (_refill)

    def __call__(self, state: State) -> Action:
        legal = state.legal_actions()
        n = len(legal)
        if n == 1:
            return legal[0]  # rng.integers(1) is 0 and draws nothing
        words = self._words
        if words is None:
            return legal[int(self.rng.integers(n))]
        if words and n < _FEW:  # lemire_below's first round, written out: it decides nearly
            x = words.pop() * n  # every draw
            k = int(x)
            if x - k >= _CLEAR:  # the product is far from the rejected ones: accepted
                return legal[k]
            if (x - k) * _TWO_32 >= _TWO_32 % n:  # numpy's exact test, rarely needed
                return legal[k]
        return legal[lemire_below(n, words, self._refill)]

    def play(self, state: State, max_steps: int = 100_000) -> State:
        """Play every seat of ``state`` to the end (what :func:`play` does with this one
        player): the same draws and the same game as asking the player at each decision, with
        the draw written out in the loop, and ``legal_actions()`` asked once a decision (its
        empty list is the end of the deal: then ``is_terminal()`` is asked to be sure)."""
        words = self._words
        if words is None:  # a shared Generator: one rng.integers a decision, through __call__
            return play(state, self.__call__, max_steps=max_steps)
        legal_actions, apply_action, refill = state.legal_actions, state.apply_action, self._refill
        pop, few, clear = words.pop, _FEW, _CLEAR  # (locals: looked up at every decision)
        for _ in range(max_steps):
            legal = legal_actions()
            n = len(legal)
            if n == 1:
                apply_action(legal[0])  # rng.integers(1) is 0 and draws nothing
                continue
            if not n:
                if state.is_terminal():
                    return state
                raise RuntimeError(f"{state.game}: no legal action in a live state")
            if words and n < few:  # as in __call__
                x = pop() * n
                k = int(x)
                if x - k >= clear or (x - k) * _TWO_32 >= _TWO_32 % n:
                    apply_action(legal[k])
                    continue
            apply_action(legal[lemire_below(n, words, refill)])
        raise RuntimeError(f"{state.game} did not end within {max_steps} actions")

    def _refill(self) -> None:
        """The next raw words (a batch: see ``BATCH``) as numpy's 32-bit draws take them: each
        64-bit word's low half first, then its high half (PCG64's ``next_uint32``); stored
        last-first for pop(), each as ``w / 2**32``."""
        batch = self._batch
        self._batch = min(2 * batch, self.BATCH)
        raw = self.rng.bit_generator.random_raw(batch).astype("<u8")
        self._words[:0] = (raw.view("<u4")[::-1] * _INVERSE_TWO_32).tolist()

    def __repr__(self) -> str:
        return "RandomPlayer()"


_TWO_32 = 1 << 32
_INVERSE_TWO_32 = 2.0 ** -32
#: Lists shorter than this take the quick float round of :meth:`RandomPlayer.__call__`: ``x``
#: is exact (``w * n < 2**53``), and a product whose fraction is at least ``_CLEAR`` has a low
#: word ``>= 2**32 * _CLEAR = 2**11 >= n > 2**32 % n``, so numpy accepts it.
_FEW = 1 << 11
_CLEAR = 2.0 ** -21


def lemire_below(n: int, words: list[float], refill: Callable[[], None]) -> int:
    """A uniform integer in ``0 .. n-1`` (``2 <= n <= 2**32``) from 32-bit random ``words``
    (each ``w`` kept as the exact double ``w / 2**32``, taken with ``words.pop()``;
    ``refill()`` adds more when they run out): numpy's ``Generator.integers`` method for ranges
    that fit in 32 bits (Lemire's multiply-and-shift, "Fast random integer generation in an
    interval", 2019, with numpy's rejection of the ``2**32 % n`` biased products), so that the
    same words give the same numbers."""
    threshold = _TWO_32 % n
    while True:
        if not words:
            refill()
        product = int(words.pop() * _TWO_32) * n
        if product & 0xFFFFFFFF >= threshold:
            return product >> 32


def play(state: State, policies: Policy | str | Sequence[Policy | str] | None = None, *,
         seed: int | np.random.Generator | None = None, max_steps: int = 100_000) -> State:
    """Play ``state`` to the end, each seat by its policy (random players by default).

    ``policies`` is a policy or a registered policy's name for every seat, or one a seat
    (:func:`seat_policies`); ``max_steps``, a whole number >= 1, bounds the actions taken.
    One RandomPlayer for every seat plays the deal itself (:meth:`RandomPlayer.play`: the same
    draws, fewer calls a decision). Another single policy is asked ``is_terminal()`` when the
    state's class answers it itself (cheaper than ``current_player()`` in the card games)."""
    if isinstance(max_steps, bool) or not isinstance(max_steps, numbers.Integral) \
            or max_steps < 1:
        raise ValueError(f"max_steps={max_steps!r} is not allowed; it takes a whole number >= 1, "
                         "the most actions played before the deal is given up as endless")
    policies = seat_policies(policies, seed)
    if type(policies) is RandomPlayer and policies._words is not None:
        return policies.play(state, max_steps)
    current_player, apply_action = state.current_player, state.apply_action
    if isinstance(policies, Sequence):
        seats = policies
        for _ in range(max_steps):
            player = current_player()
            if player == TERMINAL:
                return state
            apply_action(seats[player](state))
    else:
        if type(state).is_terminal is not State.is_terminal:
            is_terminal = state.is_terminal
            for _ in range(max_steps):
                if is_terminal():
                    return state
                apply_action(policies(state))
        else:
            for _ in range(max_steps):
                if current_player() == TERMINAL:
                    return state
                apply_action(policies(state))
    raise RuntimeError(f"{state.game} did not end within {max_steps} actions")
