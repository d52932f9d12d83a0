"""The words a reader sees: one naming table for the table widget, the command line, the
notebooks and the site.

    from gamelib.core.names import player_name, game_title, number, plural, words
    player_name("ombre-booklet")          # "the booklet's advice"
    game_title(get_game("boston"))        # "Boston (Engelmann 1798)"
    plural(1, "trick"), number(89051)     # "1 trick", "89,051"
    words("ask-leave")                    # "ask leave"

Seats are the games' own (``game.seats``: A, B, C, ... as the Académie and Engelmann letter
them; where a source letters none, the same letters). Registry ids ("ombre-booklet"), option
dicts and reprs stay in code; what is shown goes through this table.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

#: Every game by its reader's name.
GAME_NAMES = {
    "ombre": "Ombre", "quadrille": "Quadrille", "domino": "Domino", "piquet": "Piquet",
    "tresette": "Tresette", "boston": "Boston", "casino": "Casino",
    "connections": "Connections", "piquesept": "Piquesept", "goodhope": "Goodhope",
    "kleeblatt": "Kleeblatt",
}

#: Every source and rule set by its reader's name.
SOURCE_NAMES = {
    "academie": "the Académie's rules",
    "noothoven": "the Dutch booklet's rules",
    "hoe-speel-je": "the modern Dutch page's rules",
    "engelmann": "Engelmann 1798",
}

#: Every registered player by the name a reader sees (the registry's ids stay in code).
PLAYER_NAMES = {
    "advice": "the source's advice",
    "ombre-booklet": "the booklet's advice",
    "ombre-booklet-experienced": "the booklet's advice for experienced players",
    "ombre-plain": "a plain player (no source's advice)",
    "quadrille-booklet": "the booklet's advice",
    "quadrille-plain": "a plain player (no source's advice)",
    "casino-engelmann": "Engelmann's advice",
    "piquet-engelmann": "Engelmann's advice",
    "domino-booklet": "the booklet's advice",
    "boston-table": "a table player (Engelmann's advice at Misery)",
    "pimc": "a strong player (PIMC)",
    "random": "random",
    "first": "the first legal move",
}

#: The games' keys for contracts, outcomes and forms in words (a key not listed reads as it is).
WORDS = {
    "ask-leave": "ask leave", "sans-prendre": "sans prendre", "vole-declaree": "vole déclarée",
    "failed-vole": "failed vole", "remise-royale": "remise royale", "all-pass": "all passed",
    "spadille-undeclared": "Spadille not declared", "misere": "misère",
    "misere-ouverte": "misère ouverte", "a-deux": "à deux", "a-trois": "à trois",
    "a-quatre": "à quatre", "unspecified": "a split the source does not name",
}


def player_name(policy: str) -> str:
    """The reader's name of a registered player (its id where none is given)."""
    return PLAYER_NAMES.get(str(policy).strip().lower(), str(policy))


def rules_of(game) -> str | None:
    """The rule set or source a game follows: its ``rules`` option, else the source its options
    cite (Engelmann for the games of his book), else None."""
    rules = getattr(game, "options", {}).get("rules")
    if rules is None:
        rules = getattr(game, "rules", None)
    if isinstance(rules, str):
        return rules
    passages = {o.passage.split(":")[0] for o in getattr(game, "OPTIONS", ()) if o.passage}
    return passages.pop() if len(passages) == 1 else None


def game_title(game) -> str:
    """A game as a reader names it: "Ombre (the Académie's rules)", "Boston (Engelmann 1798)"."""
    name = GAME_NAMES.get(game.name, game.name.capitalize())
    rules = rules_of(game)
    return f"{name} ({SOURCE_NAMES[rules]})" if rules in SOURCE_NAMES else name


def options_words(game) -> str:
    """The options a game was given that differ from their defaults, as the command line
    writes them ("rules=noothoven, form=a-deux"), or "every option at its default"."""
    defaults = {o.name: o.default for o in getattr(game, "OPTIONS", ())}
    given = [f"{k}={v}" for k, v in getattr(game, "options", {}).items()
             if k in defaults and v != defaults[k]]
    return ", ".join(given) if given else "every option at its default"


def words(key) -> str:
    """A game's key in words ("ask-leave" -> "ask leave"); anything else as it is."""
    return WORDS.get(key, str(key)) if isinstance(key, str) else str(key)


def listing(value) -> str:
    """A value of ``details()`` as a line of words: a list joined by semicolons, a dict as its
    "key: value" pairs, anything else as it prints."""
    if isinstance(value, dict):
        return ", ".join(f"{k}: {listing(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return "; ".join(listing(v) for v in value)
    return str(value)


def number(value, digits: int = 2) -> str:
    """A number as a reader reads it: thousands separated, a whole number without a point,
    a fraction of a counter as a decimal with ``digits`` places at most."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, Fraction) and value.denominator == 1:
        value = int(value)
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        value = int(value)
    if isinstance(value, int):
        return f"{value:,}"
    text = f"{float(value):,.{digits}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def signed(value, digits: int = 2) -> str:
    """A number with its sign: "+1,200", "-3.5", "0"."""
    text = number(value, digits)
    return text if text.startswith("-") or text == "0" else "+" + text


def plural(count, word: str, many: str | None = None) -> str:
    """ "1 trick", "2 tricks", "1,000 deals"; ``many`` for an irregular plural."""
    one = count == 1
    return f"{number(count)} {word if one else (many or word + 's')}"


def percent(share: float, digits: int = 0) -> str:
    """A share as a percentage: 0.125 -> "12.5%" with ``digits`` 1, "13%" with 0."""
    return f"{100 * share:.{digits}f}%"


def and_list(items: Iterable, last: str = "and") -> str:
    """ "A", "A and B", "A, B and C"."""
    items = [str(i) for i in items]
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def or_list(items: Iterable) -> str:
    """ "A", "A or B", "A, B or C"."""
    return and_list(items, "or")


__all__ = ["GAME_NAMES", "PLAYER_NAMES", "SOURCE_NAMES", "WORDS", "and_list", "game_title",
           "listing", "number", "options_words", "or_list", "percent", "player_name", "plural",
           "rules_of", "signed", "words"]
