"""The outcome of a card play (gamelib.solver.play.outcome): where a game's payoff changes at a
few values only, each card's outcome by zero-window tests, equal to what the exact value after
the card reaches; Boston's values where its payoff changes."""

from __future__ import annotations

import dataclasses

import pytest

from gamelib.core.engine import get_game
from gamelib.players import make_policy
from gamelib.solver.play import MODELS, reference, values
from gamelib.solver.play.boston import HAND_SIZE, TOUT, params_of
from gamelib.solver.play.outcome import band, card_outcomes

BOSTON = MODELS["boston"]


def _endings(contracts: str, count: int, tricks=(3, 5)):
    """Seeded Boston endings of ``tricks`` tricks whose contract is a Misery or one played for
    tricks (``contracts``), each valued for the player to play."""
    found = []
    for seed in range(400):
        for left in tricks:
            state = reference.ending("boston", seed, left)
            if state.is_terminal() or not BOSTON.in_play(state):
                continue
            if state.contract.misery != (contracts == "misery"):
                continue
            found.append(BOSTON.position(state, state.current_player()))
            if len(found) == count:
                return found
    raise AssertionError(f"fewer than {count} endings of {contracts}")


def _with_tout(position, tout: int):
    params = position.params.copy()
    params[TOUT] = tout
    return dataclasses.replace(position, params=params)


def _checked(position, model):
    cuts = model.outcome(position.params, position.maximiser)
    exact, _ = values.card_values(position, model=model)
    found, _ = card_outcomes(position, model, cuts)
    assert found == {card: band(value, cuts) for card, value in exact.items()}, cuts


@pytest.mark.parametrize("contracts", ["misery", "tricks"])
def test_each_card_s_outcome_is_what_its_exact_value_reaches(contracts):
    """Over seeded endings of Misery and of the games played for tricks, valued for whichever
    side is to play, with and without a Tout that pays more: each card's outcome (the contract
    made, the Tout) is exactly what the exact value after it reaches. [engelmann:boston.payments,
    engelmann:boston.beasts]"""
    for position in _endings(contracts, 40):
        for tout in (0, 1):
            _checked(_with_tout(position, tout), BOSTON)


def test_the_zero_window_search_finds_the_same_outcomes_as_the_whist_kernel():
    """Without the Whist kernel (the generic zero-window search on Boston's ranks) each card's
    outcome is the same."""
    generic = dataclasses.replace(BOSTON, whist=None)
    for position in _endings("tricks", 6) + _endings("misery", 6):
        _checked(_with_tout(position, 1), generic)


def test_boston_s_payoff_changes_where_the_contract_is_made():
    """The player makes his game at value 0 (his tricks reach the target; at a Misery, none
    taken); for the three the payoff changes at 1 (he takes one trick too few, or one at a
    Misery). [engelmann:boston.payments, engelmann:boston.misery]"""
    misery, tricks = _endings("misery", 1)[0], _endings("tricks", 1)[0]
    for position in (misery, tricks):
        player = int(position.params[1])
        cuts = BOSTON.outcome(position.params, position.maximiser)
        assert cuts == ((0,) if position.maximiser[player] else (1,))


def test_a_tout_is_a_second_outcome_only_where_it_draws_more():
    """Where a Tout would draw the waiting beasts (the "vole" reading), all thirteen tricks
    are an outcome of their own: at 13 less the target for the player, 1 less that for the
    three; never at a Misery, where there is no Tout to make. [engelmann:boston.beasts]"""
    position = _with_tout(_endings("tricks", 1)[0], 1)
    player = int(position.params[1])
    tout = HAND_SIZE - int(position.params[2])
    as_player = dataclasses.replace(position, maximiser=tuple(
        p == player for p in range(4)))
    as_three = dataclasses.replace(position, maximiser=tuple(p != player for p in range(4)))
    assert BOSTON.outcome(as_player.params, as_player.maximiser) == (0, tout)
    assert BOSTON.outcome(as_three.params, as_three.maximiser) == (1 - tout, 1)
    misery = _with_tout(_endings("misery", 1)[0], 1)
    assert len(BOSTON.outcome(misery.params, misery.maximiser)) == 1


def _at_play_with_beasts_waiting(beast_draw: str):
    """A Boston session played at random until a game played for tricks reaches its card play
    with beasts waiting; its state."""
    game = get_game("boston", beast_draw=beast_draw)
    policy, ledger = make_policy("random", 0), None
    for deal in range(1, 60):
        state = game.new_initial_state(seed=deal, ledger=ledger, deal=deal)
        while not state.is_terminal():
            if BOSTON.in_play(state) and state.beasts_waiting and not state.contract.misery:
                return state
            state.apply_action(policy(state))
        ledger = state.ledger
    raise AssertionError("no game for tricks with beasts waiting")


def test_a_tout_is_an_outcome_only_where_it_draws_the_waiting_beasts():
    """With beasts waiting, a Tout draws them under the "vole" reading and not under the
    default ("keine ... Tout bezahlt": only the beast in play, as any won game): the model
    marks the Tout as an outcome in the first case only. [engelmann:boston.beasts]"""
    assert params_of(_at_play_with_beasts_waiting("vole"))[TOUT] == 1
    assert params_of(_at_play_with_beasts_waiting("in play"))[TOUT] == 0


def _down(position, cards: int):
    """``position`` played on by its lowest legal cards until ``cards`` lie in the trick."""
    from gamelib.solver.play.search import Play, cards_of
    play = Play(position, BOSTON)
    while play.k < cards:
        play.play(cards_of(play.legal())[0])
    return play.position()


@pytest.mark.parametrize("cards", [1, 2, 3])
def test_outcomes_mid_trick_are_what_the_exact_values_reach(cards):
    """With cards of the trick on the table, where one test serves a run and the low
    siblings its relevant ranks cannot tell apart, each card's outcome is still exactly
    what the exact value after it reaches (endings of Misery and for tricks)."""
    for position in _endings("misery", 10) + _endings("tricks", 10):
        _checked(_down(position, cards), BOSTON)
