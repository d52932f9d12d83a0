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

import re
from collections.abc import Iterable
from fractions import Fraction

#: The seats' letters, A, B, C, ... as the Académie and Engelmann letter them, for every game
#: whose source letters none (Goodhope's sixteen players and the dealer among them at most).
SEAT_LETTERS = "ABCDEFGHIJKLMNOP"

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
    "spadille-forcee": "spadille-forcée",
}

#: Every source document by its reader's name, where a table names the document, not its rules.
SOURCES = {
    "academie": "the Académie", "noothoven": "the Dutch booklet",
    "hoe-speel-je": "the modern Dutch page", "engelmann": "Engelmann 1798",
}

#: The studies' methods by their reader's names (a method that is a player reads as the player).
METHOD_NAMES = {
    "double-dummy": "double dummy", "pimc": "PIMC",
    "plain": "a plain player (no source's advice)", "booklet": "the booklet's advice",
    "engelmann": "Engelmann's advice", "simulated": "simulated", "exact": "exact, by enumeration",
}

#: The options a reader meets in a table or a figure, in words (an option not listed reads as
#: its name with spaces).
OPTION_NAMES = {
    "rules": "rules", "form": "form", "partie": "partie", "repic": "what makes a repic",
    "last_clear_point": "a point for clearing with the deal's last card",
    "beast_draw": "the beasts a won game draws",
    "matador_bonus": "who is paid for the matadores",
}

#: An option's value in words, where the value alone does not say it.
OPTION_VALUES = {
    ("partie", "101"): "a race to 101", ("partie", "100"): "a race to 100",
    ("partie", "four"): "four deals reckoned in tens",
    ("partie", "deal"): "each deal paid by itself",
    ("repic", "literal"): "as printed: the opponent brings nothing valid",
    ("repic", "in-order"): "thirty reached category by category (Cavendish)",
    ("beast_draw", "in play"): "the beast in play", ("beast_draw", "vole"): "every beast on a Tout",
    ("beast_draw", "all"): "every beast on any won game",
    ("matador_bonus", "any"): "any player who holds them",
    ("matador_bonus", "hombre-side"): "only the Hombre and his partner",
}


def player_name(policy: str) -> str:
    """The reader's name of a registered player (its id where none is given)."""
    return PLAYER_NAMES.get(str(policy).strip().lower(), str(policy))


def source_name(key) -> str:
    """A source document by its reader's name ("academie" -> "the Académie"); else as it is."""
    return SOURCES.get(key, str(key)) if isinstance(key, str) else str(key)


def rules_name(key) -> str:
    """A rule set by its reader's name ("academie" -> "the Académie's rules"); else as it is."""
    return SOURCE_NAMES.get(key, str(key)) if isinstance(key, str) else str(key)


def method_name(key) -> str:
    """A study's method in words ("double-dummy" -> "double dummy"); a method
    that is a registered player by the player's name."""
    if isinstance(key, str) and key in METHOD_NAMES:
        return METHOD_NAMES[key]
    return player_name(key) if isinstance(key, str) else str(key)


def option_name(name) -> str:
    """An option in words ("beast_draw" -> "the beasts a won game draws"); an option not in
    :data:`OPTION_NAMES` by its name with spaces."""
    return OPTION_NAMES.get(name, str(name).replace("_", " "))


def option_value(name, value) -> str:
    """An option's value in words: a rule set by its name, yes and no for true and false, a
    value of :data:`OPTION_VALUES` by its words, a game's key through :func:`words`."""
    if name == "rules":
        return rules_name(value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return OPTION_VALUES.get((name, str(value)), words(str(value)))


def options_text(options) -> str:
    """Options in words, from a dict or the command line's "key=value, ..." text: a rule set by
    its name, any other option as "option: value" ("rules=academie, partie=deal" -> "the
    Académie's rules; partie: each deal paid by itself"); no options, "the source's rules"."""
    if isinstance(options, str):
        pairs = [part.split("=", 1) for part in options.split(",") if "=" in part]
        options = {k.strip(): v.strip() for k, v in pairs}
    if not options:
        return "the source's rules"
    return "; ".join(option_value(k, v) if k == "rules"
                     else f"{option_name(k)}: {option_value(k, v)}" for k, v in options.items())


def game_name(game, rules=None) -> str:
    """A game by its key and rule set as a reader names it: "Ombre (the Académie's rules)",
    "Goodhope"."""
    name = GAME_NAMES.get(game, str(game).capitalize())
    return f"{name} ({SOURCE_NAMES[rules]})" if rules in SOURCE_NAMES else name


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
    return game_name(game.name, rules_of(game))


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


def _game_or_words(key) -> str:
    return GAME_NAMES[key] if key in GAME_NAMES else words(key)


#: The columns of a table (or the levels of its index) whose values are keys, and how each
#: reads; a text not in the naming table reads as it is, anything else is left to the table.
COLUMN_WORDS = {
    "game": _game_or_words, "rules": rules_name, "source": source_name,
    "policy": player_name, "player": player_name, "field": player_name,
    "challenger": player_name, "outcome": words, "contract": words, "result": words,
    "method": method_name, "options": options_text, "rule": option_name,
}

#: Headers a reader understands, where a table's column is named for code.
HEADERS = {"policy": "player", "options": "rules and options"}

_KEY_IN_PARENTHESES = re.compile(r" \((?:" + "|".join(map(re.escape, SOURCES)) + r")\)")
_HEADER_KEY = re.compile(r"(?<![\w:.-])(?:" + "|".join(
    map(re.escape, sorted([*SOURCES, *(k for k in WORDS if "-" in k)], key=len, reverse=True)))
    + r")(?![\w:-])")

#: The game's keys a cell or header of any column reads in words when it is the whole text:
#: the hyphenated keys ("failed-vole") and a split a source leaves unnamed ("unspecified").
_SPOKEN_KEYS = frozenset({k for k in WORDS if "-" in k} | {"unspecified"})

_KEY_IN_TEXT = re.compile(r"(?<![\w:.-])(?:" + "|".join(
    map(re.escape, sorted((k for k in WORDS if "-" in k), key=len, reverse=True))) + r")(?![\w:-])")

#: Columns that hold a value of the option named in the row's "rule" column.
READING_COLUMNS = ("default", "other reading")


def header(column) -> str:
    """A column's header as a reader reads it: "policy" -> "player" (:data:`HEADERS`); in any
    other header a source's key in parentheses left out ("booklet (noothoven)" -> "booklet"),
    a source's key alone by its name ("Ombre, academie" -> "Ombre, the Académie") and a
    game's hyphenated key in words ("vole-declaree" -> "vole déclarée"), as is a header that
    is "unspecified" and nothing else."""
    if not isinstance(column, str):
        return str(column)
    if column in HEADERS:
        return HEADERS[column]
    if column in _SPOKEN_KEYS:
        return WORDS[column]
    text = _KEY_IN_PARENTHESES.sub("", column)
    return _HEADER_KEY.sub(lambda m: SOURCES.get(m[0]) or WORDS[m[0]], text)


def in_words(text) -> str:
    """A text with every game's hyphenated key in it in words ("sans-prendre in spades" ->
    "sans prendre in spades", "vole-declaree: 8 x ..." -> "vole déclarée: 8 x ..."); a passage
    id ("noothoven:ombre.pay-sans-prendre") and anything not a text left as it is."""
    if not isinstance(text, str):
        return text
    return _KEY_IN_TEXT.sub(lambda m: WORDS[m[0]], text)


def shown(column, value):
    """A cell of ``column`` as a reader reads it: a key through :data:`COLUMN_WORDS`; in any
    other column a cell that is a game's hyphenated key ("failed-vole") or "unspecified" in
    words; any other value (a number, a missing value, a text not in the table) unchanged."""
    if not isinstance(value, str):
        return value
    say = COLUMN_WORDS.get(column)
    if say is not None:
        return say(value)
    return WORDS[value] if value in _SPOKEN_KEYS else value


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


__all__ = ["COLUMN_WORDS", "GAME_NAMES", "HEADERS", "METHOD_NAMES", "OPTION_NAMES",
           "OPTION_VALUES", "PLAYER_NAMES", "READING_COLUMNS", "SEAT_LETTERS", "SOURCES",
           "SOURCE_NAMES", "WORDS", "and_list", "game_name", "game_title", "header", "in_words", "listing",
           "method_name", "number", "option_name", "option_value", "options_text",
           "options_words", "or_list", "percent", "player_name", "plural", "rules_name",
           "rules_of", "shown", "signed", "source_name", "words"]
