"""The coach: the hint at a decision, the review of a deal, what is told at the table."""

from __future__ import annotations

import dataclasses

import pytest

import gamelib
from gamelib.analysis.coach import (
    SCALES,
    _card_valuation,
    card_play,
    exact_values,
    hint,
    scale_of,
)
from gamelib.analysis.redeal import Redealer
from gamelib.analysis.review import review, review_deal
from gamelib.core.engine import get_game
from gamelib.players import make_policy
from gamelib.solver import card_values
from gamelib.solver.play import MODELS


def played(game: str, seed: int, player: str, until) -> tuple:
    """The deal of ``game`` from ``seed`` as dealt, and played by ``player`` until ``until``
    (state) holds: (fresh state, state, actions)."""
    fresh = get_game(game).new_initial_state(seed=seed)
    state, actions, policy = fresh.clone(), [], make_policy(player, 1)
    while not state.is_terminal() and not until(state):
        action = policy(state)
        actions.append((state.current_player(), action))
        state.apply_action(action)
    return fresh, state, actions


def ending(tricks_left: int):
    """Stop at a card decision with at most ``tricks_left`` cards in the mover's hand."""
    return lambda s: (card_play(s) and len(s.legal_actions()) > 1
                      and len(s.hand(s.current_player())) <= tricks_left)


def test_a_hint_gives_the_books_pick_with_its_passage_and_every_cards_value():
    """At a card of Ombre the hint names the booklet's card and the rule behind it, and values
    every legal card in counters, best first."""
    _, state, _ = played("ombre", 3, "ombre-booklet", lambda s: card_play(s))
    found = hint(state, worlds=8)
    legal = {str(a) for a in state.legal_actions()}
    assert {m.label for m in found.moves} == legal
    assert found.valuation.scale.unit == "counters"
    assert [m.mean for m in found.moves] == sorted((m.mean for m in found.moves), reverse=True)
    assert found.book.action is not None and str(found.book.action) in legal
    assert "A strong player plays" in str(found)


@pytest.mark.parametrize("game, player", [("boston", "boston-table"), ("tresette", "random"),
                                          ("piquesept", "random")])
def test_the_open_hand_values_are_the_exact_solvers(game, player):
    """With every hand open, the coach's value of each card is the exact solver's
    (gamelib.solver.card_values), in the game's units: Boston's tricks over the contract,
    Tresette's thirds of a point as points, Piquesept's card points."""
    _, state, _ = played(game, 4, player, ending(3))
    found = exact_values(state)
    solved = card_values(state)
    divisor = 3 if game == "tresette" else 1
    assert {m.label: m.mean for m in found.moves} == \
        {str(card): value / divisor for card, value in solved.items()}


def test_pimc_is_the_exact_solver_when_the_unseen_cards_can_lie_only_one_way(monkeypatch):
    """When every deal of the unseen cards is the same, PIMC's value of each card is the exact
    solver's, without error, and the hint says it is exact."""
    _, state, _ = played("boston", 5, "boston-table", ending(3))
    model = MODELS["boston"]
    monkeypatch.setitem(MODELS, "boston", dataclasses.replace(
        model, world=lambda s, seat, rng: model.position(s, seat)))
    found = _card_valuation(state, 6, 0, 100_000)
    assert found.exact and found.how.startswith("exact")
    assert {m.label: (m.mean, m.error) for m in found.moves} == \
        {str(c): (float(v), 0.0) for c, v in card_values(state).items()}


def test_the_reviews_open_hand_values_equal_the_exact_solver_in_the_ending():
    """The review of a Boston deal gives, at every card of the ending, each card's value with
    every hand open equal to the exact solver's."""
    fresh, final, actions = played("boston", 7, "boston-table", lambda s: False)
    r = review_deal(fresh, actions, worlds=4, seconds=0.1)
    state, checked = fresh.clone(), 0
    for i, (seat, action) in enumerate(actions):
        d = next((d for d in r.decisions if d.index == i), None)
        if d is not None and d.open is not None:
            solved = card_values(state)
            assert {m.label: m.mean for m in d.open.moves} == \
                {str(c): float(v) for c, v in solved.items()}
            checked += 1
        state.apply_action(action)
    assert checked >= 5


def test_a_deliberately_bad_card_is_marked_a_blunder():
    """The Ombre's partner who throws away the trick-winning card late in the deal (the card
    every hand open values 84 counters below the best) is marked a blunder, the book's card
    played everywhere else. Threshold: 18 counters (SCALES)."""
    fresh, state, actions = played("ombre", 0, "ombre-booklet",
                                   lambda s: len(s.played_tricks()) >= 4 and card_play(s)
                                   and len(s.legal_actions()) > 1)
    while len(actions) < 36:
        action = make_policy("ombre-booklet", 1)(state)
        actions.append((state.current_player(), action))
        state.apply_action(action)
    worst = exact_values(state).moves[-1]
    assert worst.gap >= SCALES["ombre-academie"].blunder
    actions.append((state.current_player(), worst.action))
    state.apply_action(worst.action)
    policy = make_policy("ombre-booklet", 1)
    while not state.is_terminal():
        action = policy(state)
        actions.append((state.current_player(), action))
        state.apply_action(action)
    r = review_deal(fresh, actions, seed=0, worlds=24, seconds=0.1)
    bad = next(d for d in r.decisions if d.index == 36)
    assert bad.verdict == "blunder" and bad in r.mistakes
    assert bad.cost >= SCALES["ombre-academie"].blunder


def test_the_review_tells_the_tricks_with_their_cards_named_and_the_outcome():
    """The review lists every trick with its cards in words (Spadille, Manille, ...), who took
    it, and the outcome with its passage."""
    r = review("ombre", 3, worlds=6, seconds=0.2)
    assert len(r.tricks) == 9
    names = {name for t in r.tricks for _, _, name in t.plays}
    assert {"Spadille", "Manille"} & names
    assert any(t.outcome and t.passage == "academie:outcome.codille" for t in r.told)
    text = str(r)
    assert "trick 9" in text and "Mistakes" in text and "counters" in text


def test_the_command_line_prints_the_review(capsys):
    """`python -m gamelib review GAME --seed N` prints the review; a game the table does not
    play is refused by name."""
    from gamelib.__main__ import main

    assert main(["review", "piquesept", "--seed", "3", "--seconds", "1"]) == 0
    out = capsys.readouterr().out
    assert "Review of a deal of Piquesept (Engelmann 1798), seed 3" in out and "trick 8" in out
    assert main(["review", "kleeblatt"]) == 2
    assert "the review plays the table's games" in capsys.readouterr().err


def test_a_world_keeps_what_the_seat_has_seen():
    """Every deal the coach imagines for a Piquet discard keeps the seat's own hand, and is
    replayed to the very decision at hand."""
    fresh, state, actions = played("piquet", 3, "piquet-engelmann",
                                   lambda s: s.current_player() == 0)
    import numpy as np

    redealer = Redealer(fresh, actions, 0, make_policy("piquet-engelmann", 2))
    rng = np.random.default_rng(0)
    for _ in range(5):
        world = redealer.world(rng)
        assert world.hand(0) == state.hand(0) and world.current_player() == 0
        assert [str(a) for a in world.legal_actions()] == [str(a) for a in state.legal_actions()]


def test_piquet_is_told_as_a_player_hears_it():
    """Piquet at the table: elder and younger, each declaration with its value and who scores,
    the running score, and at the end the breakdown and the partie."""
    _, state, _ = played("piquet", 3, "piquet-engelmann", lambda s: False)
    told = [str(t) for t in state.told(0)]
    assert told[0] == "A deals; B is elder hand (Vorhand) and leads [engelmann:piquet.elder]"
    assert any(": good: " not in t and "scores" in t for t in told)
    assert any("in this deal" in t for t in told)
    assert any(t.startswith("the partie to 101") for t in told)
    assert state.roles(0) == {0: ["the dealer", "younger hand"],
                              1: ["elder hand (Vorhand): exchanges, declares and leads first"]}


def test_boston_is_told_with_the_players_game_and_what_it_pays():
    """Boston at the table: eldest hand, every bid with what it needs, the player's game alone
    against the three, and the outcome with the payments."""
    _, state, _ = played("boston", 3, "boston-table", lambda s: False)
    told = [str(t) for t in state.told(0)]
    assert "alone against" in " ".join(told) and "(s)" not in " ".join(told)
    roles = state.roles(0)
    assert any(r.startswith("the player: ") for rs in roles.values() for r in rs)
    assert sum("against the player" in rs for rs in roles.values()) == 3


@pytest.mark.parametrize("game", ["ombre", "quadrille", "piquet", "tresette", "boston",
                                  "connections", "piquesept"])
def test_every_table_game_names_its_seats_roles_and_its_units(game):
    """Every game the table plays gives its seats' roles and has the coach's units."""
    state = gamelib.get_game(game).new_initial_state(seed=1)
    roles = state.roles(0)
    assert set(roles) == set(range(state.game.num_players))
    assert any(roles.values())
    assert scale_of(state.game).unit


def test_quadrilles_nets_if_settle_as_the_hand_does():
    """Quadrille's nets for a number of the side's tricks, asked after the sixth trick (the
    premières decided), are what the hand pays when it ends with that many
    (noothoven:quadrille.remise-codille and the payments after it)."""
    checked = 0
    for seed in range(200):
        state = get_game("quadrille").new_initial_state(seed=seed)
        policy = make_policy("random", seed)
        while not state.is_terminal() and not (card_play(state) and len(state.tricks) >= 6):
            state.apply_action(policy(state))
        if state.is_terminal():
            continue
        at = state.clone()
        while not state.is_terminal():
            state.apply_action(policy(state))
        if state.vole is None and not at.vole_on:
            assert at.nets_if(state.side_tricks)[0] == state.returns()
            checked += 1
    assert checked >= 5


def test_tresette_s_call_is_not_valued_and_the_coach_says_why():
    """Tresette's call "changes no score" [engelmann:tresette.calls]: the hint and the review
    value none of the calls and say so in those words, not as a time budget spent."""
    fresh = get_game("tresette").new_initial_state(seed=3)
    assert fresh.phase == "call" and len(fresh.legal_actions()) > 1
    told = hint(fresh, fresh=fresh.clone(), history=[])
    assert told.valuation is not None and not told.valuation.moves
    assert told.valuation.how.startswith("the call changes no score")
    calls = [d for d in review("tresette", 3, worlds=4, seconds=0.1).decisions
             if d.played.kind == "call"]
    assert calls and all(d.valuation is None and d.note.startswith("the call changes no score")
                         for d in calls)


def test_at_boston_the_coach_finds_whether_the_game_is_made_exactly():
    """Boston pays the game made or lost [engelmann:boston.payments]: the coach's rollouts
    decide it by the exact search for the outcome, which agrees with the exact value of the
    play (made when the player's value is at least 0) on seeded endings, and is counted as
    searched whole."""
    from gamelib.analysis.coach import _made, play_value
    from gamelib.solver.play import reference, values

    model = MODELS["boston"]
    checked = 0
    for seed in range(40):
        state = reference.ending("boston", seed, 5)
        if state.is_terminal() or not model.in_play(state):
            continue
        position = model.position(state, state.bidder)
        exact, _ = values.card_values(position, model=model)
        mover_is_player = position.maximiser[position.to_play]
        best = (max if mover_is_player else min)(exact.values())
        assert _made(state) == (best >= 0), seed
        estimated = [0]
        _, said = play_value(state, state.bidder, estimated=estimated)
        assert said == ("the game made" if best >= 0 else "the game lost")
        assert estimated == [0]
        checked += 1
    assert checked >= 20
