"""PIMC on the play search (gamelib.players.pimc_play) for every game with a card-play model:
legal, seeded, whole deals played, registered for the table. Few worlds and a small budget
keep the tests short; the full size is measured by ``python -m gamelib bench``."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from gamelib.core.engine import get_game
from gamelib.players import games_of, policy_factory
from gamelib.players.pimc import PIMCPlayer
from gamelib.players.pimc_play import (
    PLAY_GAMES,
    PlayPIMCPlayer,
    play_pimc_choice,
    play_pimc_decision,
    play_pimc_values,
)
from gamelib.solver import card_values as exact_card_values
from gamelib.solver.play.kernel import deepening_card_values
from gamelib.solver.play import MODELS, reference

#: Worlds a decision and the cap of a world's exact search in these tests (the defaults are
#: WORLDS and CAP of gamelib.players.pimc_play).
WORLDS, CAP = 4, 400
#: The most actions a whole deal may take before the test calls it stuck.
MAX_ACTIONS = 2000


def small(rng):
    """A PIMC player small enough for whole deals in a test."""
    return PlayPIMCPlayer(rng, worlds=WORLDS, cap=CAP)


def _in_play(game: str, seed: int, tricks: int = 99):
    return reference.ending(game, seed, tricks)


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_pimc_plays_a_legal_card(game):
    """At the first lead and in the last tricks the card chosen is one of the legal actions."""
    for seed, tricks in ((0, 99), (1, 3)):
        state = _in_play(game, seed, tricks)
        action = PlayPIMCPlayer(seed, worlds=WORLDS, cap=CAP)(state)
        assert action in state.legal_actions()


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_pimc_is_seeded(game):
    """The same seed gives the same worlds, the same averages and the same card, whatever was
    searched in between (another deal's first lead)."""
    state = _in_play(game, 2, 4)
    first = play_pimc_decision(state, WORLDS, 11, CAP)
    play_pimc_values(_in_play(game, 0), WORLDS, 1, 20_000)
    assert play_pimc_decision(state, WORLDS, 11, CAP) == first
    assert play_pimc_choice(state, WORLDS, 11, CAP) == first.choice()


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_pimc_averages_a_value_per_legal_card(game):
    """The averages are given for exactly the legal cards of the player to play."""
    state = _in_play(game, 3, 3)
    legal = {int(a.value) for a in state.legal_actions() if a.kind == "card"}
    assert set(play_pimc_values(state, WORLDS, 5, CAP)) == legal


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_pimc_plays_whole_deals(game):
    """Every seat played by PIMC (other decisions by the game's advice or at random), a deal
    runs to its end, every action legal."""
    state = get_game(game).new_initial_state(seed=4)
    players = {}
    for _ in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        seat = state.current_player()
        players.setdefault(seat, small(100 + seat))
        action = players[seat](state)
        assert action in state.legal_actions()
        state.apply_action(action)
    assert state.is_terminal()


def test_last_card_is_played_without_search():
    """With one card left to play there is nothing to search: PIMC plays it."""
    for game in PLAY_GAMES:
        state = _in_play(game, 5, 1)
        while not MODELS[game].in_play(state) or len(
                [a for a in state.legal_actions() if a.kind == "card"]) > 1:
            state.apply_action(state.legal_actions()[0])
        cards = [a for a in state.legal_actions() if a.kind == "card"]
        assert PlayPIMCPlayer(0, worlds=WORLDS, cap=CAP)(state) in cards


def test_the_registered_pimc_plays_every_modelled_game_by_the_play_search():
    """"pimc" plays every game with a card-play model, its cards by the play search's PIMC with
    the same generator: the same seed chooses the same card."""
    assert policy_factory("pimc") is PIMCPlayer and set(MODELS) <= set(games_of(PIMCPlayer))
    for game in PLAY_GAMES:
        state = get_game(game).new_initial_state(seed=2)
        while not MODELS[game].in_play(state) or len(state.legal_actions()) < 2:
            if state.is_terminal():
                break
            state.apply_action(state.legal_actions()[0])
        if state.is_terminal():
            continue
        assert PIMCPlayer(np.random.default_rng(5), play_worlds=WORLDS)(state) == \
            PlayPIMCPlayer(np.random.default_rng(5), worlds=WORLDS)(state), game


def test_table_offers_pimc_for_its_games():
    """The table widget lists "pimc" among the players of every modelled game."""
    from gamelib.show.widgets.table import policies_for

    for game in PLAY_GAMES:
        assert "pimc" in policies_for(game)


def test_another_game_is_refused():
    """A game without a card-play model is refused by name: ValueError."""
    state = get_game("kleeblatt").new_initial_state(seed=1)
    with pytest.raises(ValueError, match="not kleeblatt"):
        PlayPIMCPlayer(0)(state)


def test_bad_worlds_and_cap_are_refused():
    """A number of worlds or a cap that is not a whole number of at least one: ValueError."""
    with pytest.raises(ValueError, match="worlds=0"):
        PlayPIMCPlayer(0, worlds=0)
    with pytest.raises(ValueError, match="cap=2.5"):
        PlayPIMCPlayer(0, cap=2.5)


def test_an_unknown_objective_is_refused_by_name():
    """PIMC counts a world's outcome or its value, nothing else: ValueError naming both."""
    with pytest.raises(ValueError, match="one of outcome, value, not 'tricks'"):
        PlayPIMCPlayer(0, objective="tricks")
    with pytest.raises(ValueError, match="not 'margin'"):
        play_pimc_decision(_in_play("boston", 0, 3), 1, 0, objective="margin")


def _open(monkeypatch, game: str):
    """``game``'s model made to deal every world as the deal truly lies (every hand open)."""
    model = MODELS[game]
    truth = dataclasses.replace(model, world=lambda state, seat, rng: model.position(state, seat))
    monkeypatch.setitem(MODELS, game, truth)


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_pimc_on_the_true_world_gives_the_exact_values(game, monkeypatch):
    """Where the world is the truth, PIMC's values are the exact solver's
    (gamelib.solver.card_values), one world or several, on one thread or two."""
    _open(monkeypatch, game)
    for seed, tricks in ((0, 4), (1, 5)):
        state = _in_play(game, seed, tricks)
        exact = {int(card): value for card, value in exact_card_values(state).items()}
        for worlds, threads in ((1, 1), (3, 2)):
            decision = play_pimc_decision(state, worlds, 7, threads=threads, objective="value")
            assert decision.values == exact and decision.capped == 0, (seed, worlds)


def test_pimc_for_the_outcome_on_the_true_world_gives_the_exact_outcome(monkeypatch):
    """Boston's payoff changes only where the contract is made or not: where the world is the
    truth, PIMC for the outcome gives each card 1 where the exact value after it makes the
    contract, else 0, for either side. [engelmann:boston.payments]"""
    _open(monkeypatch, "boston")
    model = MODELS["boston"]
    for seed, tricks in ((0, 4), (1, 5), (2, 6), (3, 3)):
        state = _in_play("boston", seed, tricks)
        position = model.position(state, state.current_player())
        cuts = model.outcome(position.params, position.maximiser)
        exact = {int(card): value for card, value in exact_card_values(state).items()}
        decision = play_pimc_decision(state, 2, 7)
        assert decision.values == {c: sum(v >= cut for cut in cuts) for c, v in exact.items()}
        assert decision.capped == 0


def test_a_world_past_the_cap_is_read_as_an_outcome(monkeypatch):
    """Where a world's search for the outcome passes the cap, the deepening search's value
    after each card is read as the outcome it reaches, as the exact search's would be."""
    from gamelib.players.pimc_play import NODES

    _open(monkeypatch, "boston")
    model = MODELS["boston"]
    state = _in_play("boston", 2, 6)
    truth = model.position(state, state.current_player())
    cuts = model.outcome(truth.params, truth.maximiser)
    decision = play_pimc_decision(state, 2, 3, cap=1)
    assert (decision.worlds, decision.capped) == (2, 2)
    assert decision.values == {c: sum(v >= cut for cut in cuts)
                               for c, v in deepening_card_values(truth, NODES)[0].items()}


@pytest.mark.parametrize("game", ["piquet", "piquesept", "goodhope"])
def test_a_world_past_the_cap_falls_back_and_is_counted(game, monkeypatch):
    """A world whose exact search needs more nodes than the cap is counted as capped and valued
    by the deepening search (NODES nodes); the player counts it too."""
    from gamelib.players.pimc_play import NODES

    _open(monkeypatch, game)
    state = _in_play(game, 2, 5)
    truth = MODELS[game].position(state, state.current_player())
    decision = play_pimc_decision(state, 2, 3, cap=1)
    assert (decision.worlds, decision.capped) == (2, 2)
    assert decision.values == deepening_card_values(truth, NODES)[0]
    player = PlayPIMCPlayer(3, worlds=2, cap=1)
    player(state)
    assert (player.searched, player.capped) == (2, 2)
