"""The policy registry: policies for any seat of any game, made by name from a seed."""

import numpy as np
import pytest

import gamelib
from gamelib import GAMES, get_game, play
from gamelib.core.engine import RandomPlayer as EngineRandomPlayer
from gamelib.players import (
    POLICIES,
    FirstLegal,
    RandomPlayer,
    make_policy,
    policy_factory,
    register,
    seat_factories,
)


def test_random_player_is_the_engines():
    assert RandomPlayer is EngineRandomPlayer and POLICIES["random"] is RandomPlayer


def test_registered_names_include_random_and_first():
    assert {"random", "first"} <= set(POLICIES)


@pytest.mark.parametrize("name", GAMES)
def test_first_legal_takes_the_first_legal_action(name):
    """FirstLegal chooses legal_actions()[0] at every decision, to the end of the deal."""
    state = get_game(name).new_initial_state(seed=2)
    policy = make_policy("first")
    for _ in range(10_000):
        if state.is_terminal():
            break
        action = policy(state)
        assert action == state.legal_actions()[0]
        state.apply_action(action)
    assert state.is_terminal()


@pytest.mark.parametrize("name", GAMES)
def test_make_policy_with_a_seed_plays_the_same_deal_the_same_way(name):
    seats = get_game(name).num_players
    a = play(get_game(name).new_initial_state(seed=5), [make_policy("random", 9)] * seats)
    b = play(get_game(name).new_initial_state(seed=5), [make_policy("random", 9)] * seats)
    assert a.returns() == b.returns() and str(a.details()) == str(b.details())


def test_make_policy_accepts_a_generator_and_uses_it():
    rng = np.random.default_rng(3)
    policy = make_policy("random", rng)
    assert policy.rng is rng


def test_an_unknown_policy_lists_the_registered_ones():
    with pytest.raises(KeyError, match=r"unknown policy 'oracle'; registered policies: .*first.*random"):
        make_policy("oracle")


def test_register_adds_a_factory_by_name_and_refuses_a_second_under_the_same_name():
    class Last:
        def __init__(self, rng):
            self.rng = rng

        def __call__(self, state):
            return state.legal_actions()[-1]

    try:
        assert register("Last-Test")(Last) is Last
        assert policy_factory("last-test") is Last
        state = get_game("kleeblatt").new_initial_state(seed=1)
        assert make_policy("last-test", 1)(state) == state.legal_actions()[-1]
        register("last-test", Last)  # the same factory again is harmless
        with pytest.raises(ValueError, match="already registered"):
            register("last-test", FirstLegal)
    finally:
        POLICIES.pop("last-test", None)
    with pytest.raises(ValueError, match="must be callable"):
        register("nothing", 3)


def test_seat_factories_from_none_name_sequence_and_mapping():
    assert seat_factories(None, 3) == [RandomPlayer] * 3
    assert seat_factories("first", 2) == [FirstLegal, FirstLegal]
    assert seat_factories(FirstLegal, 2) == [FirstLegal, FirstLegal]
    assert seat_factories(["first", RandomPlayer, "random"], 3) == [FirstLegal, RandomPlayer, RandomPlayer]
    assert seat_factories({1: "first"}, 3) == [RandomPlayer, FirstLegal, RandomPlayer]


def test_seat_factories_refuse_a_wrong_number_of_seats():
    with pytest.raises(ValueError, match="the game has 3 seats, 2 policies were given"):
        seat_factories(["random", "first"], 3)
    with pytest.raises(ValueError, match=r"no seat 4: the game has seats 0..2"):
        seat_factories({4: "first"}, 3)
    with pytest.raises(ValueError, match="policies must be"):
        seat_factories(3.5, 3)


def test_the_package_exports_the_same_random_player():
    assert gamelib.RandomPlayer is RandomPlayer


def test_a_policy_instance_is_refused_where_a_factory_is_wanted():
    """simulate() makes a policy per deal from a factory; an instance would share one generator."""
    with pytest.raises(ValueError, match=r"RandomPlayer\(\) is a policy, not a factory: pass its class"):
        seat_factories(RandomPlayer(3), 3)
    with pytest.raises(ValueError, match="FirstLegal"):
        policy_factory(FirstLegal())


def _fresh(code: str) -> str:
    """Run ``code`` in a fresh interpreter (nothing of gamelib imported yet); its stdout."""
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_a_policy_registered_in_another_module_resolves_by_name_without_importing_it():
    """make_policy("piquet-engelmann") imports gamelib.players.advice on the miss, in a fresh process."""
    out = _fresh(
        "import sys\n"
        "from gamelib.players import make_policy\n"
        "assert 'gamelib.players.advice' not in sys.modules\n"
        "for name in ('piquet-engelmann', 'casino-engelmann', 'ombre-booklet', 'domino-booklet', 'pimc'):\n"
        "    print(name, type(make_policy(name, 1)).__name__)\n")
    assert "piquet-engelmann PiquetEngelmann" in out
    assert "domino-booklet BookletPlayer" in out
    assert "pimc PIMCPlayer" in out


def test_an_unknown_policy_lists_every_name_even_those_not_imported_yet():
    out = _fresh(
        "from gamelib.players import make_policy\n"
        "try:\n"
        "    make_policy('oracle')\n"
        "except KeyError as e:\n"
        "    print(e)\n")
    assert "unknown policy 'oracle'" in out
    for name in ("casino-engelmann", "domino-booklet", "first", "ombre-booklet", "pimc",
                 "piquet-engelmann", "random"):
        assert name in out


def test_every_provider_named_registers_its_policy():
    """Each name in the lazy map is registered by the module it names (the map is not stale)."""
    import importlib

    from gamelib.players import _PROVIDERS

    for name, module in _PROVIDERS.items():
        importlib.import_module(module)
        assert name in POLICIES, (name, module)


@pytest.mark.parametrize("name", ["ombre-booklet", "ombre-booklet-experienced",
                                  "quadrille-booklet", "casino-engelmann", "piquet-engelmann",
                                  "domino-booklet", "advice", "pimc"])
def test_a_player_of_some_games_refuses_another_game_by_name(name):
    """A player built on one game's rules declares the games it plays (``games``) and refuses
    a state of another game with a ValueError naming both, not a failure from inside."""
    from gamelib.players import games_of

    policy = make_policy(name, seed=0)
    games = games_of(policy)
    assert games and games == games_of(POLICIES[name])
    other = next(g for g in ("tresette", "goodhope", "kleeblatt") if g not in games)
    state = get_game(other).new_initial_state(seed=0)
    with pytest.raises(ValueError, match=rf"plays .*{games[-1]}, not {other}"):
        policy(state)
    assert games_of(make_policy("random", seed=0)) is None
