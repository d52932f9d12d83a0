"""The options of a game, declared once as data and checked once by the engine.

Every game lists its options in ``OPTIONS``: name, type, the values or range allowed, default,
what it means in a line, and the passage it comes from. ``get_game`` checks every option given
against that list before the game is made: the exact type (``"false"`` is no bool, ``"4"`` and
``4.0`` are no whole number), the values allowed, the range. ``gamelib.options("ombre")`` shows
the list as a table.
"""

from __future__ import annotations

import numbers
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

_NAMES = {bool: "true or false", int: "a whole number", float: "a number", str: "a text",
          type(None): "None"}


@dataclass(frozen=True)
class Option:
    """One option of a game. ``kind`` is a type or a tuple of types (``(int, type(None))``);
    ``choices`` the values allowed, or ``low``/``high`` the range of a number; ``rules`` the
    rule sets it belongs to (None: every rule set)."""

    name: str
    kind: type | tuple[type, ...]
    default: Any
    meaning: str
    passage: str | None = None
    choices: tuple | None = None
    low: float | None = None
    high: float | None = None
    rules: tuple[str, ...] | None = None

    @property
    def kinds(self) -> tuple[type, ...]:
        return self.kind if isinstance(self.kind, tuple) else (self.kind,)

    def allowed(self) -> str:
        """What the option takes, in words."""
        if self.choices is not None:
            return "one of " + ", ".join(map(repr, self.choices))
        words = " or ".join(_NAMES.get(k, k.__name__) for k in self.kinds)
        if self.low is not None and self.high is not None:
            return f"{words} from {self.low} to {self.high}"
        if self.low is not None:
            return f"{words} >= {self.low}"
        if self.high is not None:
            return f"{words} <= {self.high}"
        return words

    def accepts(self, value: Any) -> bool:
        """Whether ``value`` is of this option's exact type, among its choices, in its range."""
        if not any(_is(value, kind) for kind in self.kinds):
            return False
        if self.choices is not None and value not in self.choices:
            return False
        if value is None or isinstance(value, (str, bool)):
            return True
        if self.low is not None and value < self.low:
            return False
        return self.high is None or value <= self.high

    def check(self, game: str, value: Any) -> Any:
        """``value`` if this option takes it, else a ValueError naming option, value and what
        is allowed (and the passage)."""
        if not self.accepts(value):
            cite = f" [{self.passage}]" if self.passage else ""
            raise ValueError(f"{game}: option {self.name}={value!r} is not allowed; it takes "
                             f"{self.allowed()} (default {self.default!r}): "
                             f"{self.meaning}{cite}")
        return value


def _is(value: Any, kind: type) -> bool:
    """An exact type test: a bool is no number, a float no whole number, numpy's integers are."""
    if kind is type(None):
        return value is None
    if kind is bool:
        return isinstance(value, bool)
    if kind is int:
        return isinstance(value, numbers.Integral) and not isinstance(value, bool)
    if kind is float:
        return isinstance(value, numbers.Real) and not isinstance(value, bool) \
            and value == value  # not NaN
    return isinstance(value, kind)


def check(game: str, declared: Sequence[Option], given: dict[str, Any],
          rules: str | None = None) -> dict[str, Any]:
    """Check ``given`` against the ``declared`` options of ``game`` (of rule set ``rules``):
    an unknown option, or one of another rule set, is refused with the options there are."""
    known = {o.name: o for o in declared if rules is None or o.rules is None or rules in o.rules}
    for name, value in given.items():
        option = known.get(name)
        if option is None:
            other = next((o for o in declared if o.name == name), None)
            where = f" (it belongs to the rules {', '.join(other.rules)})" if other else ""
            of = f" with rules={rules!r}" if rules else ""
            raise ValueError(f"{game}{of} has no option {name!r}{where}; its options: "
                             f"{', '.join(known) or 'none'}")
        option.check(game, value)
    return given


def in_words(value: Any) -> Any:
    """An option's value as a table shows it to a reader: yes and no for true and false, none
    for None, any other value as it is."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "none" if value is None else value


def _takes(option: Option) -> str:
    if option.choices is not None:
        return "one of " + ", ".join(str(in_words(c)) for c in option.choices)
    return "yes or no" if option.kinds == (bool,) else option.allowed()


def rows(declared: Iterable[Option]) -> list[dict[str, Any]]:
    """The declared options as rows of a table, their values in words; ``option`` is the name
    code types (for the command line), ``meaning`` what a reader is shown."""
    return [{"option": o.name, "takes": _takes(o), "default": in_words(o.default),
             "rules": ", ".join(o.rules) if o.rules else "all", "meaning": o.meaning,
             "passage": o.passage or ""} for o in declared]


def _spoken(value: Any) -> Any:
    """A reading as a reader says it: "end-of-deal" as end of deal, "2-and-1" as 2 and 1."""
    return value.replace("-", " ").replace("_", " ") if isinstance(value, str) else value


def reader_rows(declared: Iterable[Option]) -> list[dict[str, Any]]:
    """The declared options as a reader's table shows them: each told by its meaning, then
    what it takes and its default in words, its rule sets and its passage; no name of code
    (the code cells that set an option show the name where it is typed)."""
    return [{"option": o.meaning,
             "takes": "one of " + ", ".join(str(_spoken(in_words(c))) for c in o.choices)
             if o.choices is not None and o.kinds != (bool,) else _takes(o),
             "default": _spoken(in_words(o.default)),
             "rule sets": ", ".join(o.rules) if o.rules else "all",
             "passage": o.passage or ""} for o in declared]
