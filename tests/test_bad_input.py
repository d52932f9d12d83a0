"""Bad input is refused by name, before anything is played: a ValueError (or UnknownName, a
ValueError and KeyError alike) that names the argument, the value and what is allowed."""

import numpy as np
import pytest

import gamelib
from gamelib.analysis.montecarlo import simulate
from gamelib.core.cards import parse
from gamelib.players import make_policy

BAD_SEEDS = [1.5, "3", b"x", float("nan"), -1.0, -1, [1, 2], True, {}]
BAD_SEATS = [-1, 99, 1.0, "0", None, True]


@pytest.mark.parametrize("name", gamelib.GAMES)
@pytest.mark.parametrize("seed", BAD_SEEDS, ids=repr)
def test_a_seed_is_a_whole_number_a_generator_or_none(name, seed):
    """Every game deals from an int >= 0, a numpy Generator or None; any other seed is a
    ValueError that names it."""
    with pytest.raises(ValueError, match="seed"):
        gamelib.get_game(name).new_initial_state(seed=seed)


@pytest.mark.parametrize("seed", BAD_SEEDS, ids=repr)
def test_a_policy_takes_the_same_seeds(seed):
    """make_policy refuses the seeds the games refuse."""
    with pytest.raises(ValueError, match="seed"):
        make_policy("random", seed)


@pytest.mark.parametrize("name", gamelib.GAMES)
def test_the_seeds_the_docs_promise_are_taken(name):
    """An int >= 0 (numpy's too), a Generator and None all deal."""
    game = gamelib.get_game(name)
    for seed in (0, np.int64(7), np.random.default_rng(1), None):
        assert not game.new_initial_state(seed=seed).is_terminal() or name == "kleeblatt"


@pytest.mark.parametrize("name", gamelib.GAMES)
@pytest.mark.parametrize("seat", BAD_SEATS, ids=repr)
def test_hand_and_information_take_a_seat_of_the_game(name, seat):
    """hand(p) and information(p) take a seat number 0 .. players - 1: a negative p no longer
    shows another seat's private hand, and any other p is a ValueError naming the seats."""
    state = gamelib.get_game(name).new_initial_state(seed=1)
    for method in (state.hand, state.information):
        with pytest.raises(ValueError, match="no seat"):
            method(seat)


@pytest.mark.parametrize("name", [None, 123, ["ombre"], b"ombre"], ids=repr)
def test_a_game_is_named_by_a_string(name):
    """get_game refuses a name that is no string, with the games there are."""
    with pytest.raises(gamelib.UnknownName, match="known games"):
        gamelib.get_game(name)


@pytest.mark.parametrize("passage", [None, ["x"], 5], ids=repr)
def test_a_passage_is_named_by_its_id(passage):
    """quote refuses an id that is no string."""
    with pytest.raises(gamelib.UnknownName, match="passage"):
        gamelib.quote(passage)


@pytest.mark.parametrize("text", [None, 5, b"AS", {"AS": 1}], ids=repr)
def test_cards_are_written_as_text_or_a_list(text):
    """parse refuses what is neither a string of faces nor a list of them."""
    with pytest.raises(ValueError, match="cards are written"):
        parse(text)


def test_simulate_refuses_a_column_no_deal_has():
    """simulate(columns=[...]) names a column that no deal has, instead of a column of None."""
    with pytest.raises(ValueError, match="'nope'"):
        simulate("ombre", n=3, seed=1, columns=["outcome", "nope"])
    frame = simulate("ombre", n=3, seed=1, columns=["contract", "outcome"])
    assert list(frame.columns[-2:]) == ["contract", "outcome"]


@pytest.mark.parametrize("name", gamelib.GAMES)
def test_an_unknown_set_up_keyword_is_a_value_error(name):
    """new_initial_state refuses a keyword it does not take with a ValueError, in every game."""
    with pytest.raises(ValueError, match="junk"):
        gamelib.get_game(name).new_initial_state(seed=1, junk=3)
