"""Options declared as data (gamelib.options.Option) and checked once: exact type, values
allowed, range, rule set; a refusal names the option, the value and what is allowed."""

import numpy as np
import pytest

from gamelib.options import Option, check

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
