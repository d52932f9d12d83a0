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


@pytest.mark.parametrize("hands", [
    ["AS KS QS JS AH KH QH JH AD KD QD", "7S 8S 9S 7H 8H 9H 7D 8D 9D 7C 8C 9C"],
    ["AS KS QS JS AH KH QH JH AD KD QD JD TD", "7S 8S 9S 7H 8H 9H 7D 8D 9D 7C 8C 9C"]])
def test_piquet_hands_are_twelve_each_unless_a_misdeal_is_set_up(hands):
    """'Er giebt jedem zwölf Karten': a hand of eleven or thirteen is refused by name; the laws'
    misdeals (law 1: a card too many; law 6: a hand short) are set up with misdealt=True.
    [engelmann:piquet.deal, engelmann:piquet.law-1, engelmann:piquet.law-6]"""
    game = gamelib.get_game("piquet")
    with pytest.raises(ValueError, match=r"hands\[0\] has 1[13] cards.*twelve.*misdealt=True"):
        game.new_initial_state(seed=1, hands=hands)
    assert not game.new_initial_state(seed=1, hands=hands, misdealt=True).is_terminal()


def test_kleeblatt_offers_a_side_bet_of_at_most_a_hundred():
    """Each wager from 0 to max_wager is a decision of its own; the text names no limit, and a
    table's largest is a hundred units (nine times an ace's 11). [engelmann:kleeblatt.side-bet]"""
    with pytest.raises(ValueError, match=r"max_wager=1000000000 .*from 0 to 100"):
        gamelib.get_game("kleeblatt", max_wager=10**9)
    assert gamelib.get_game("kleeblatt", max_wager=100).max_wager == 100


@pytest.mark.parametrize("name", [None, 5, 1.5], ids=repr)
def test_a_policy_of_the_wrong_type_is_a_value_error_naming_it(name):
    """make_policy takes a registered name or a factory: anything else is a ValueError that
    names it, as the README promises for a value of the wrong type."""
    with pytest.raises(ValueError, match=repr(name)):
        make_policy(name)


@pytest.mark.parametrize("game", [None, 5], ids=repr)
def test_simulate_refuses_a_game_of_the_wrong_type_by_name(game):
    """simulate takes a Game or a game's name; anything else is a ValueError naming it."""
    with pytest.raises(ValueError, match=f"game.*{game!r}"):
        simulate(game, n=1)


@pytest.mark.parametrize("steps", [0, -1, 1.5, "10", True], ids=repr)
def test_play_takes_a_positive_whole_number_of_steps(steps):
    """gamelib.play(state, max_steps=...) takes a whole number >= 1; anything else is a
    ValueError naming it, before anything is played."""
    state = gamelib.get_game("ombre", rules="academie").new_initial_state(seed=1)
    with pytest.raises(ValueError, match=r"max_steps="):
        gamelib.play(state, max_steps=steps)


def test_a_policy_name_works_wherever_a_policy_does():
    """A registered name is a policy: gamelib.play, a session and a game's play_session take
    it as they take the policy itself, seeded from the deal's seed."""
    from gamelib.games import boston

    ledger, states = boston.play_session(3, seed=1, policies="boston-table")
    assert len(states) == 3 and ledger.total() == 0
    seats = ["boston-table", "random", "boston-table", make_policy("first")]
    ledger, states = boston.play_session(2, seed=1, policies=seats)
    assert len(states) == 2
    by_name = gamelib.play(gamelib.get_game("tresette", deals=1).new_initial_state(seed=2),
                           "first")
    by_policy = gamelib.play(gamelib.get_game("tresette", deals=1).new_initial_state(seed=2),
                             make_policy("first"))
    assert by_name.returns() == by_policy.returns()
    with pytest.raises(gamelib.UnknownName, match="unknown policy 'nobody'"):
        gamelib.play(gamelib.get_game("tresette").new_initial_state(seed=2), "nobody")
    with pytest.raises(ValueError, match="policies=5"):
        gamelib.play(gamelib.get_game("tresette").new_initial_state(seed=2), 5)
