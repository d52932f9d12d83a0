"""The naming table: one set of words for what a reader sees (gamelib.core.names)."""

from fractions import Fraction

import pytest

from gamelib import get_game
from gamelib.core.engine import GAMES
from gamelib.core.names import (
    PLAYER_NAMES,
    and_list,
    game_title,
    listing,
    number,
    options_words,
    player_name,
    plural,
    signed,
    words,
)
from gamelib.players import policy_names


def test_every_player_has_a_readers_name():
    """Every registered player is shown by a name in words, never by its registry id."""
    for name in policy_names():
        assert name in PLAYER_NAMES, name
        assert player_name(name) != name or name == "random"
    assert player_name("pimc") == "a strong player (PIMC)"
    assert player_name("ombre-booklet") == "the booklet's advice"


@pytest.mark.parametrize("game", GAMES)
def test_a_game_is_titled_without_its_options(game):
    """A game's title is its name and its source, never the options' repr."""
    title = game_title(get_game(game))
    assert "=" not in title and "(" not in title.split(" ", 1)[0]
    assert title[0].isupper()


def test_titles_name_the_rule_set():
    """Ombre under the Académie's rules, Boston after Engelmann."""
    assert game_title(get_game("ombre", rules="academie")) == "Ombre (the Académie's rules)"
    assert game_title(get_game("quadrille", rules="noothoven")) == \
        "Quadrille (the Dutch booklet's rules)"
    assert game_title(get_game("boston")) == "Boston (Engelmann 1798)"


def test_options_are_told_only_where_they_differ_from_the_defaults():
    """The command line's own KEY=VALUE form, and only for what differs from the default."""
    assert options_words(get_game("boston")) == "every option at its default"
    assert options_words(get_game("ombre", rules="noothoven", form="a-deux")) == \
        "rules=noothoven, form=a-deux"


def test_numbers_plurals_and_lists_read_as_words():
    """Thousands separated, plurals right, lists joined with "and"."""
    assert number(89051) == "89,051" and number(2.5) == "2.5" and number(3.0) == "3"
    assert number(Fraction(9, 2)) == "4.5" and signed(12) == "+12" and signed(-1.5) == "-1.5"
    assert plural(1, "trick") == "1 trick" and plural(0, "trick") == "0 tricks"
    assert plural(1, "passage") == "1 passage" and plural(1200, "deal") == "1,200 deals"
    assert and_list(["A", "B", "C"]) == "A, B and C" and and_list(["A"]) == "A"
    assert words("ask-leave") == "ask leave" and words("codille") == "codille"
    assert listing(["A: pass", "B: ask leave"]) == "A: pass; B: ask leave"
    assert listing({"A": 1, "B": 2}) == "A: 1, B: 2"


@pytest.mark.parametrize("game", ["piquet", "tresette", "quadrille", "ombre", "boston"])
def test_seats_are_lettered_as_the_sources_letter_them(game):
    """Seats are A, B, C, ... ("Wenn A giebt, ſo hat B Vorhand", engelmann:piquet.elder; the
    Académie's A, B, C), never P0."""
    seats = get_game(game).seats
    assert seats == tuple("ABCDE"[: len(seats)])
