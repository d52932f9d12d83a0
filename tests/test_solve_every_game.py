"""One exact solve for every trick game (gamelib.solver.solve, gamelib.solver.card_values):
the value for the side of the player to move, the best card keeping it, and a budget that
stops a search too large for it with an error naming the budget."""

from __future__ import annotations

import pytest

from gamelib.core.cards import Card
from gamelib.core.engine import get_game
from gamelib.players.scripted import first_lead
from gamelib.solver import BudgetExceeded, card_values, solve
from gamelib.solver.play import MODELS, reference

PLAY_GAMES = sorted(MODELS)


def _ombre_family_ending(name: str, rules: str, seed: int):
    """An Ombre or Quadrille position of about three tricks left, by random legal cards."""
    import numpy as np

    game = get_game(name, rules=rules)
    for s in range(seed, seed + 40):
        state = first_lead(game, s)
        if state is None:
            continue
        rng = np.random.default_rng(s)
        left = 3 * state.n if name == "ombre" else 12
        while state.phase == "play" and sum(h.bit_count() for h in state.hands) > left:
            acts = state.legal_actions()
            state.apply_action(acts[rng.integers(len(acts))])
        if state.phase == "play":
            return state
    raise AssertionError(f"no {name} ending from seed {seed}")


def _check(state, answer, values):
    legal = {int(a.value) for a in state.legal_actions() if a.kind == "card"}
    assert set(values) == legal
    assert all(isinstance(c, Card) for c in values)
    assert int(answer.best_card) in legal
    assert answer.value == values[answer.best_card] == max(values.values())
    assert answer.player == state.current_player()
    assert answer.units


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_solve_plays_every_card_play_game(game):
    """For every game with a card-play model the one solve gives the exact value for the side
    to move (a plain minimax over the game's own states), the best card keeps it, and every
    card's value is on the same scale (higher is better for the side to move)."""
    for seed in range(3):
        state = reference.ending(game, seed, 2)
        answer, values = solve(state), card_values(state)
        _check(state, answer, values)
        assert answer.value == reference.game_minimax(state, state.current_player())


@pytest.mark.parametrize("name,rules", [("ombre", "academie"), ("quadrille", "noothoven"),
                                        ("quadrille", "hoe-speel-je")])
def test_solve_plays_the_ombre_family(name, rules):
    """Ombre and Quadrille go to their own solver; the value is turned to the side to move
    (the allies' or the defenders' view reversed), so the best card is the highest value."""
    for seed in range(4):
        state = _ombre_family_ending(name, rules, seed)
        _check(state, solve(state), card_values(state))


def test_solve_refuses_what_is_no_card_play():
    """A game that is no trick game, or a state whose next action is no card, is refused with
    a sentence, not a traceback from inside the search."""
    casino = get_game("casino").new_initial_state(seed=1)
    with pytest.raises(ValueError, match="trick games"):
        solve(casino)
    with pytest.raises(ValueError, match="whole number of nodes"):
        solve(reference.ending("piquet", 0, 2), nodes=0)


def test_a_tiny_budget_raises_the_budget_error():
    """A whole Boston deal at its first lead with a budget of a thousand nodes stops with the
    budget error, which names the budget, for solve and card_values alike."""
    state = reference.ending("boston", 0, 13)
    with pytest.raises(BudgetExceeded, match="1,000 nodes"):
        solve(state, nodes=1000)
    with pytest.raises(BudgetExceeded, match="nodes="):
        card_values(state, nodes=1000)


@pytest.mark.parametrize("seed", range(4))
def test_the_outcome_is_the_step_of_the_payoff_the_exact_value_reaches(seed):
    """The Boston player "gewinnt oder verliert" his game's points, the margin unpaid
    [engelmann:boston.payments]: asked for the outcome, every card's answer is how many of the
    payoff's steps its exact value reaches, and the best card's the highest."""
    from gamelib.solver.play.outcome import band

    state = reference.ending("boston", seed, 4)
    position = MODELS["boston"].position(state, state.current_player())
    cuts = MODELS["boston"].outcome(position.params, position.maximiser)
    exact = card_values(state)
    outcomes = card_values(state, objective="outcome")
    assert outcomes == {card: band(value, cuts) for card, value in exact.items()}
    answer = solve(state, objective="outcome")
    assert answer.value == max(outcomes.values()) == outcomes[answer.best_card]
    assert "payoff" in answer.units


def test_a_game_without_steps_answers_its_value_as_the_outcome():
    """Where the payoff is the value itself (Piquet's points), the outcome is the value."""
    state = reference.ending("piquet", 1, 2)
    assert card_values(state, objective="outcome") == card_values(state)
    assert solve(state, objective="outcome") == solve(state)


def test_a_whole_boston_deal_is_solved_for_its_payoff():
    """At the first lead of a whole Boston deal the outcome of every card is found within a
    million nodes; a tiny budget still raises the budget error."""
    state = reference.ending("boston", 0, 13)
    outcomes = card_values(state, nodes=1_000_000, objective="outcome")
    assert len(outcomes) == 13 and set(outcomes.values()) <= {0, 1, 2}
    with pytest.raises(BudgetExceeded, match="10 nodes"):
        solve(state, nodes=10, objective="outcome")


def test_an_unknown_objective_is_refused_in_words():
    """The objective is the value or the outcome; anything else is refused naming both."""
    with pytest.raises(ValueError, match="'outcome'"):
        solve(reference.ending("piquet", 0, 2), objective="payoff")
