"""Options declared as data (gamelib.core.options.Option) and checked once: exact type, values
allowed, range, rule set; a refusal names the option, the value and what is allowed."""

import numpy as np
import pytest

from gamelib.core.options import Option, check

STAKE = Option("stake", int, 4, "fiches each player puts in", "hoe-speel-je:deal.stake", low=1)
FAVOURITE = Option("favourite", bool, True, "play with the favourite suit")
RULES = Option("rules", str, "academie", "the source", choices=("academie", "noothoven"))
FORM = Option("form", str, "a-trois", "the booklet's form", choices=("a-trois", "a-deux"),
              rules=("noothoven",))
DECLARED = (RULES, STAKE, FAVOURITE, FORM)


@pytest.mark.parametrize("option, value", [
    (FAVOURITE, "false"), (FAVOURITE, 1), (FAVOURITE, None),
    (STAKE, "4"), (STAKE, 4.0), (STAKE, 1.5), (STAKE, None), (STAKE, True), (STAKE, 0),
    (STAKE, -4), (RULES, "hoyle"), (RULES, 3)], ids=repr)
def test_a_value_of_the_wrong_type_choice_or_range_is_refused_by_name(option, value):
    """"false" is no bool, "4" and 4.0 no whole number, 0 below the range: each a ValueError
    naming the option, the value and what it takes."""
    with pytest.raises(ValueError, match=f"option {option.name}={value!r} .* it takes"):
        option.check("game", value)


@pytest.mark.parametrize("option, value", [
    (FAVOURITE, False), (STAKE, 4), (STAKE, np.int64(2)), (RULES, "noothoven")], ids=repr)
def test_a_value_of_the_declared_type_is_taken(option, value):
    """The declared type, numpy's integers among whole numbers."""
    assert option.check("game", value) == value


def test_an_option_of_another_rule_set_is_refused_with_the_options_there_are():
    """An option that belongs to other rules is named as such."""
    with pytest.raises(ValueError, match="belongs to the rules noothoven"):
        check("ombre", DECLARED, {"form": "a-deux"}, rules="academie")
    assert check("ombre", DECLARED, {"form": "a-deux"}, rules="noothoven")


def test_an_unknown_option_is_refused_with_the_options_there_are():
    """An option no rule set has."""
    with pytest.raises(ValueError, match="no option 'colour'.*stake"):
        check("ombre", DECLARED, {"colour": 1}, rules="academie")


# ---- every game's declared options ----------------------------------------------------------

import gamelib  # noqa: E402
from gamelib.core.engine import game_class  # noqa: E402


def _declared():
    for name in gamelib.GAMES:
        for option in game_class(name).OPTIONS:
            yield name, option


def _bad_values(option):
    """Values of the wrong type, outside the choices or outside the range of ``option``."""
    kinds = option.kinds
    bad = [object(), [option.default]]
    if bool in kinds:
        bad += ["false", "true", 1, 0]
    if int in kinds:
        bad += ["4", 4.5, True]
        if float not in kinds:
            bad.append(2.0)
    if float in kinds:
        bad += ["0.5", float("nan")]
    if str in kinds:
        bad += [3, b"x"]
        if option.choices is not None:
            bad.append("no-such-" + option.name)
    if type(None) not in kinds:
        bad.append(None)
    if option.low is not None:
        bad.append(option.low - 1)
    if option.high is not None:
        bad.append(option.high + 1)
    return [v for v in bad if not option.accepts(v)]


@pytest.mark.parametrize("name", gamelib.GAMES)
def test_every_game_declares_its_options(name):
    """Every game lists its options as data, each with a meaning; its defaults are values the
    option takes."""
    declared = game_class(name).OPTIONS
    assert declared, f"{name} declares no OPTIONS"
    for option in declared:
        assert option.meaning and option.accepts(option.default), option


@pytest.mark.parametrize("name, option", list(_declared()),
                         ids=lambda v: v if isinstance(v, str) else v.name)
def test_a_wrong_option_value_is_refused_by_name(name, option):
    """get_game refuses a value of the wrong type, choice or range for each declared option with
    a ValueError naming the option and the value."""
    rules = {} if option.rules is None or option.name == "rules" else {"rules": option.rules[0]}
    for value in _bad_values(option):
        with pytest.raises(ValueError, match=f"{option.name}"):
            gamelib.get_game(name, **rules, **{option.name: value})


@pytest.mark.parametrize("name", gamelib.GAMES)
def test_the_declared_defaults_are_the_games_defaults(name):
    """A game made with every declared default given explicitly plays as the game made with
    none: the same seed gives the same deal and the same details."""
    rules = next((o.default for o in game_class(name).OPTIONS if o.name == "rules"), None)
    given = {o.name: o.default for o in game_class(name).OPTIONS
             if o.rules is None or rules in o.rules}
    plain, explicit = gamelib.get_game(name), gamelib.get_game(name, **given)
    a = gamelib.play(plain.new_initial_state(seed=3), seed=3)
    b = gamelib.play(explicit.new_initial_state(seed=3), seed=3)
    assert str(a.details()) == str(b.details())
