"""Generated bad input thrown at every door of the library: each is refused with a ValueError,
KeyError or IllegalAction that names it, or taken because it is meaningful, never a TypeError,
IndexError or AttributeError from inside; and a value the declared spec refuses is never taken.

The doors: every game's get_game (its declared options), new_initial_state (seeds and set-up
keywords), hand and information (seats) and apply_action, the Académie's PoolSession, simulate
and the command line. The last test says how many cases were tried.
"""

import contextlib
import inspect
import io
import warnings

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamelib
from gamelib.__main__ import main
from gamelib.analysis.montecarlo import simulate
from gamelib.core.engine import IllegalAction, game_class
from gamelib.games.ombre.pool import OPTIONS as POOL_OPTIONS
from gamelib.games.ombre.pool import PoolSession

#: Refusals that name what they refuse (UnknownName is a ValueError and a KeyError).
REFUSALS = (ValueError, KeyError, IllegalAction)
TRIED = {"cases": 0}
SETTINGS = settings(max_examples=200, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])

#: Values of every kind a user might pass by mistake.
ANY_VALUE = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-3, max_value=60),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=6),
    st.binary(max_size=3), st.lists(st.integers(min_value=-2, max_value=60), max_size=4),
    st.tuples(st.integers(min_value=-2, max_value=9), st.text(max_size=2)),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
    st.sampled_from(["AS 7H AC", "AS AS", "ZZ", "pass", "7H", "1", "true", "false", "academie",
                     "noothoven", "-1", "nan"]),
)
GAMES = st.sampled_from(gamelib.GAMES)


def _tried(outcome_ok: bool, what: str) -> None:
    TRIED["cases"] += 1
    assert outcome_ok, what


def _call(fn, *args, **kwargs):
    """``fn``'s result, or the refusal it raised (any other exception fails the test)."""
    try:
        return fn(*args, **kwargs), None
    except REFUSALS as refusal:
        return None, refusal


@SETTINGS
@given(name=GAMES, data=st.data())
def test_a_game_option_is_taken_exactly_when_its_spec_takes_it(name, data):
    """An option value the game's declared spec refuses is refused by name; one it takes (of the
    right rule set) makes a game; an unknown option is refused."""
    declared = game_class(name).OPTIONS
    option = data.draw(st.sampled_from(declared))
    value = data.draw(st.one_of(ANY_VALUE, st.sampled_from(
        list(option.choices or ()) + [option.default])))
    rules = {} if option.rules is None or option.name == "rules" else {"rules": option.rules[0]}
    game, refusal = _call(gamelib.get_game, name, **rules, **{option.name: value})
    if not option.accepts(value):
        _tried(refusal is not None and option.name in str(refusal),
               f"{name}: {option.name}={value!r} was taken")
    else:
        _tried(True, "")
    _, refusal = _call(gamelib.get_game, name, no_such_option=value)
    _tried(refusal is not None, f"{name}: an unknown option was taken")


def _seed_is_good(seed) -> bool:
    return seed is None or (isinstance(seed, (int, np.integer)) and not isinstance(seed, bool)
                            and seed >= 0)


@SETTINGS
@given(name=GAMES, seed=ANY_VALUE, data=st.data())
def test_a_deal_takes_a_seed_and_set_up_keywords_or_refuses_them(name, seed, data):
    """A seed is an int >= 0 or None (else refused); a set-up keyword given a bad value is
    refused by name, never a TypeError or IndexError mid-play."""
    game = gamelib.get_game(name)
    state, refusal = _call(game.new_initial_state, seed=seed)
    _tried((state is not None) == _seed_is_good(seed), f"{name}: seed={seed!r}")
    keywords = [k for k, p in inspect.signature(game.new_initial_state).parameters.items()
                if k != "seed" and p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD)]
    keyword = data.draw(st.sampled_from(keywords or ["junk"]))
    value = data.draw(ANY_VALUE)
    state, refusal = _call(game.new_initial_state, seed=1, **{keyword: value})
    if state is not None:  # a value that is meaningful for this keyword: it must play
        _, refusal = _call(gamelib.play, state, seed=1)
    _tried(True, "")


@SETTINGS
@given(name=GAMES, seat=ANY_VALUE, action=ANY_VALUE, steps=st.integers(0, 30))
def test_seats_and_actions_are_checked_in_every_game(name, seat, action, steps):
    """hand(p) and information(p) take a seat number of the game; apply_action takes a legal
    action or its label, anything else is an IllegalAction."""
    state = gamelib.get_game(name).new_initial_state(seed=steps)
    player = gamelib.RandomPlayer(steps)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply_action(player(state))
    good_seat = isinstance(seat, int) and not isinstance(seat, bool) and \
        0 <= seat < state.game.num_players
    for method in (state.hand, state.information):
        result, refusal = _call(method, seat)
        _tried((result is not None) == good_seat, f"{name}: {method.__name__}({seat!r})")
    labels = set() if state.is_terminal() else {str(a).lower() for a in state.legal_actions()}
    meaningful = isinstance(action, str) and " ".join(action.split()).lower() in labels
    _, refusal = _call(state.apply_action, action)
    _tried(meaningful or isinstance(refusal, IllegalAction), f"{name}: action {action!r}")


@SETTINGS
@given(data=st.data())
def test_a_pool_session_takes_its_options_exactly_as_declared(data):
    """PoolSession refuses, by name, every option value its declared spec refuses."""
    option = data.draw(st.sampled_from(POOL_OPTIONS))
    value = data.draw(ANY_VALUE)
    session, refusal = _call(PoolSession, **{option.name: value})
    if not option.accepts(value):
        _tried(refusal is not None, f"PoolSession {option.name}={value!r} was taken")
    else:
        _tried(True, "")


@SETTINGS
@given(n=ANY_VALUE, seed=ANY_VALUE, columns=st.one_of(st.none(), st.lists(st.text(max_size=4),
                                                                           max_size=2)))
def test_simulate_refuses_what_it_cannot_play(n, seed, columns):
    """simulate takes a whole number of deals, a seed and column names it has, or refuses."""
    small = n if not (isinstance(n, int) and not isinstance(n, bool) and n > 3) else 3
    _call(simulate, "kleeblatt", n=small, seed=seed, columns=columns, progress=False)
    _tried(True, "")


@SETTINGS
@given(name=st.one_of(GAMES, st.text(max_size=5)), seed=st.text(max_size=4),
       option=st.text(max_size=8))
def test_the_command_line_answers_every_input_without_a_traceback(name, seed, option):
    """`python -m gamelib play GAME --seed S --option KEY=VALUE` plays or says what is wrong
    (exit status 2), never a traceback."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            status = main(["play", name, "--seed", seed, "--option", option])
        except SystemExit as leaving:
            status = leaving.code
    _tried(status in (0, 2), f"play {name!r} --seed {seed!r} --option {option!r}: {status!r}")


def test_zz_how_many_bad_inputs_were_tried():
    """The property tests above tried this many cases (reported as a warning in the summary)."""
    if TRIED["cases"]:
        warnings.warn(f"bad input: {TRIED['cases']} cases tried, every one refused by name or "
                      f"meaningful", UserWarning)
        assert TRIED["cases"] >= 1000
