"""Every game of the collection inside OpenSpiel (gamelib.openspiel): registered, dealt by
explicit chance nodes into the games' own set-up keywords, its actions numbered once, what a
player knows read from ``state.information(player)``, OpenSpiel's own checks passed, and
OpenSpiel's IS-MCTS playing a deal of each game to the end."""

import numpy as np
import pytest

pyspiel = pytest.importorskip(
    "pyspiel", reason="OpenSpiel is the optional extra .[openspiel]: pip install -e '.[openspiel]'")

import gamelib
from gamelib.core.cards import Card, CardSet
from gamelib.core.engine import RandomPlayer
from gamelib.openspiel import (
    VARIANTS,
    ChanceDraws,
    ChanceNeeded,
    ISMCTSPolicies,
    OpenSpielPolicy,
    deal,
    ismcts_bot,
    load,
    play,
    resample,
)

#: Random simulations a variant under test (OpenSpiel's random_sim_test); a Casino game runs
#: to eleven points over several deals, so one is enough there.
SIMS = {"python_gamelib_casino": 1, "python_gamelib_casino_3": 1, "python_gamelib_casino_2": 1,
        "python_gamelib_tresette": 1}
#: The rule set of each game IS-MCTS plays under test (the shortest deal of the game).
ISMCTS_VARIANTS = ("python_gamelib_ombre_academie", "python_gamelib_quadrille_noothoven",
                   "python_gamelib_piquet_deal", "python_gamelib_tresette_one_deal",
                   "python_gamelib_boston", "python_gamelib_connections_3",
                   "python_gamelib_piquesept", "python_gamelib_casino_2",
                   "python_gamelib_goodhope", "python_gamelib_domino",
                   "python_gamelib_kleeblatt")


def dealt(name: str, seed: int = 0):
    """A deal of the variant ``name``, its chance nodes drawn from ``seed``."""
    return deal(load(name), seed)


def play_randomly(state, seed: int = 0):
    """Play ``state`` to the end: chance by its probabilities, every decision at random."""
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[int(rng.integers(len(outcomes)))][0])
        else:
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.integers(len(legal)))])
    return state


def test_every_game_and_rule_set_is_registered():
    """Every game of the collection, each rule set of Ombre and Quadrille, is an OpenSpiel
    game under a short name python_gamelib_..."""
    games = {v.game for v in VARIANTS.values()}
    assert games == set(gamelib.GAMES)
    for game in ("ombre", "quadrille"):
        rules = {o.choices for o in gamelib.core.engine.game_class(game).OPTIONS
                 if o.name == "rules"}.pop()
        assert {v.options["rules"] for v in VARIANTS.values() if v.game == game} == set(rules)
    registered = set(pyspiel.registered_names())
    assert all(name in registered and name.startswith("python_gamelib_") for name in VARIANTS)


def test_an_unknown_name_is_refused_by_name():
    """A name that is no registered variant raises UnknownName, listing the names."""
    with pytest.raises(gamelib.UnknownName, match="python_gamelib_ombre_academie"):
        load("python_gamelib_whist")


@pytest.mark.parametrize("name", list(VARIANTS))
def test_openspiel_random_sim_test_passes(name):
    """OpenSpiel's own check of a game (random play, clones, strings, returns, bounds)."""
    game = load(name)
    pyspiel.random_sim_test(game, num_sims=SIMS.get(name, 2), serialize=False, verbose=False)


@pytest.mark.parametrize("name", list(VARIANTS))
def test_game_type_and_info_say_what_the_game_is(name):
    """Sequential, explicit stochastic chance, imperfect information, its seats, zero-sum
    only where the game pays from player to player, every action numbered."""
    game, variant = load(name), VARIANTS[name]
    kind = game.get_type()
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game.num_players() == variant.make().num_players
    zero_sum = kind.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert zero_sum == (variant.utility == "zero-sum")
    assert game.num_distinct_actions() == game.codec.size
    assert game.min_utility() < 0 < game.max_utility()


def test_the_deal_gives_each_remaining_card_equal_chance():
    """The first chance node of an Ombre deal offers the forty cards at 1/40 each; once a
    card is dealt, the next node offers the thirty-nine others."""
    state = load("python_gamelib_ombre_academie").new_initial_state()
    outcomes = state.chance_outcomes()
    assert sorted(c for c, _ in outcomes) == sorted(gamelib.get_game("ombre").deck_cards)
    assert {p for _, p in outcomes} == {1 / 40}
    state.apply_action(outcomes[5][0])
    assert len(state.chance_outcomes()) == 39
    assert outcomes[5][0] not in dict(state.chance_outcomes())


def test_the_deal_feeds_the_games_own_set_up():
    """The cards dealt at the chance nodes are the hands the engine plays: Piquet's first
    twelve to seat 0, the next twelve to seat 1, the last eight the talon."""
    state = dealt("python_gamelib_piquet", seed=3)
    cards = state.history()[:32]
    assert state.engine.hand(0) == CardSet([Card(c) for c in cards[:12]])
    assert state.engine.hand(1) == CardSet([Card(c) for c in cards[12:24]])


def test_a_draw_of_the_engine_is_a_chance_node():
    """Quadrille's first dealer is drawn by lot: once the cards are dealt, a chance node
    offers the four seats at 1/4 each (the engine never draws it itself)."""
    state = load("python_gamelib_quadrille_hoe_speel_je").new_initial_state()
    while state.engine is None and len(state.history()) < 40:
        state.apply_action(state.chance_outcomes()[0][0])
    assert state.is_chance_node()
    assert state.chance_outcomes() == [(k, 0.25) for k in range(4)]


def test_the_engine_gets_a_generator_that_only_deals_out_chance():
    """ChanceDraws hands out the lots that have fallen, asks for the next one by
    ChanceNeeded, and refuses a weighted draw."""
    draws = ChanceDraws([2, 0])
    assert draws.integers(3) == 2 and draws.choice(["a", "b"]) == "a"
    with pytest.raises(ChanceNeeded) as need:
        draws.integers(5)
    assert need.value.outcomes == 5
    with pytest.raises(ValueError, match="uniform"):
        ChanceDraws([0]).choice(2, p=[0.9, 0.1])


@pytest.mark.parametrize("name", ["python_gamelib_ombre_noothoven", "python_gamelib_casino_2",
                                  "python_gamelib_domino"])
def test_legal_actions_are_the_engines_numbered(name):
    """OpenSpiel's legal actions are the engine's legal actions, each by its fixed number,
    and an action prints as the engine's label."""
    state = dealt(name, seed=1)
    engine_legal = state.engine.legal_actions()
    assert sorted(state._game.codec.number(a) for a in engine_legal) == state.legal_actions()
    labels = {state.action_to_string(state.current_player(), a) for a in state.legal_actions()}
    assert labels == {str(a) for a in engine_legal}


@pytest.mark.parametrize("name", ["python_gamelib_ombre_academie", "python_gamelib_boston"])
def test_information_is_the_engines_information(name):
    """A player's observation is ``state.information(player)`` and nothing more: no card of
    another player's hand appears in it."""
    state = dealt(name, seed=2)
    for player in range(state.num_players()):
        observed = state.observation_string(player)
        assert observed == "; ".join(f"{k}: {v}"
                                     for k, v in state.engine.information(player).items())
        for other in range(state.num_players()):
            if other != player:
                assert not any(f" {c} " in f" {observed} " for c in state.engine.hand(other))


#: The zero-sum variants whose deals are short (a Casino game runs over several deals:
#: random_sim_test checks its sum).
ZERO_SUM_SHORT = [n for n, v in VARIANTS.items() if v.utility == "zero-sum" and v.game != "casino"]


@pytest.mark.parametrize("name", ZERO_SUM_SHORT)
def test_a_zero_sum_game_pays_from_player_to_player(name):
    """A game declared zero-sum returns amounts that add up to nothing, deal after deal,
    each the engine's own returns."""
    for seed in range(2):
        state = play_randomly(dealt(name, seed), seed)
        assert abs(sum(state.returns())) < 1e-9
        assert state.returns() == [float(r) for r in state.engine.returns()]


def test_a_world_resampled_keeps_what_the_player_saw():
    """A deal resampled for a player gives him the same information (his hand, the tricks
    played) and deals the cards he has not seen anew among the others."""
    state = dealt("python_gamelib_connections", seed=4)
    rng = np.random.default_rng(4)
    for _ in range(10):
        legal = state.legal_actions()
        state.apply_action(legal[int(rng.integers(len(legal)))])
    player = state.current_player()
    worlds = [resample(state, player, np.random.default_rng(seed)) for seed in range(3)]
    for world in worlds:
        assert world.information_state_string(player) == state.information_state_string(player)
        assert world.engine.hand(player) == state.engine.hand(player)
    others = [p for p in range(state.num_players()) if p != player]
    assert any(world.engine.hand(p) != state.engine.hand(p) for world in worlds for p in others)


def test_ismcts_plays_a_whole_deal_of_each_game():
    """OpenSpiel's IS-MCTS, at the first seat to decide, plays a deal of every game to the
    end against random players (a few simulations a decision), every world it searches
    consistent with what it has seen."""
    for name in ISMCTS_VARIANTS:
        game = load(name)
        state = deal(game, seed=5)
        seat = state.current_player()
        bot = ismcts_bot(game, seed=5, simulations=2, world_samples=1, rollout=30)
        rng = np.random.default_rng(5)
        decided = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rng.integers(len(outcomes)))][0])
            elif state.current_player() == seat:
                state.apply_action(bot.step(state))
                decided += 1
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.integers(len(legal)))])
        assert decided >= 1, name
        assert len(state.returns()) == game.num_players()
        assert game.unresampled == 0, f"{name}: a world fell back on the deal itself"


def test_an_openspiel_bot_sits_at_our_table():
    """An OpenSpiel bot wrapped as a policy plays a seat of our table beside our policies,
    and the deal ends as the engine settles it."""
    game = load("python_gamelib_piquesept")
    state = deal(game, seed=6)
    bot = OpenSpielPolicy(ismcts_bot(game, seed=6, simulations=2, world_samples=1), "IS-MCTS")
    policies = [bot, RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)]
    play(state, policies, seed=6)
    assert state.is_terminal() and state.engine.is_terminal()
    assert sum(state.returns()) == 0


def test_a_bot_policy_refuses_a_state_not_dealt_through_openspiel():
    """The bot's policy asks OpenSpiel's state: given a bare engine state it raises a
    ValueError that says so."""
    game = load("python_gamelib_piquesept")
    bot = OpenSpielPolicy(ismcts_bot(game, seed=0, simulations=1), "IS-MCTS")
    with pytest.raises(ValueError, match="gamelib.openspiel.play"):
        bot(gamelib.get_game("piquesept").new_initial_state(seed=0))


def test_the_ismcts_factory_makes_seeded_policies_for_its_game():
    """ISMCTSPolicies is a factory of the players' registry: each generator gives a policy
    of IS-MCTS, which plays its own game and refuses another by name."""
    factory = ISMCTSPolicies("python_gamelib_domino", simulations=2, world_samples=1)
    state = deal(factory.game, seed=8)
    play(state, [factory(np.random.default_rng(1)), RandomPlayer(2)], seed=8)
    assert state.is_terminal()
    with pytest.raises(ValueError, match="plays domino, not piquesept"):
        factory(np.random.default_rng(1))(gamelib.get_game("piquesept").new_initial_state(seed=0))
