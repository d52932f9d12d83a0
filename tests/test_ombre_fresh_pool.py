"""The reference engine's quick settlement of an Académie hand against the pool session.

``OmbreState.returns()`` settles a hand played without a session as the first hand of a fresh
pool with :func:`gamelib.games.ombre.game.fresh_pool_returns`, building no ledger; ``details()`` and
``state.session`` still book it through ``PoolSession.play_hand``. The two must agree to the
counter, under every option (academie:pool.start, academie:pool.count, academie:winnings.systematic,
academie:losses.beast, academie:losses.codille, academie:winnings.vole,
academie:losses.failed-vole, academie:options.single-payment, academie:retourne.payment).
"""

from fractions import Fraction

import numpy as np
import pytest

from gamelib import get_game
from gamelib.core.engine import RandomPlayer, play
from gamelib.games.ombre.game import fresh_pool_returns
from gamelib.games.ombre.pool import PoolSession

OPTIONS = [
    {},
    {"marking": "3-and-2"},
    {"single_payment": True},
    {"retourne": True, "forced_spadille": True},
    {"retourne": True, "single_payment": True, "marking": "3-and-2", "forced_spadille": True},
]


class NoVoleBid:
    """Random play that never bids the vole, so that wins, remises and codilles are common."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def __call__(self, state):
        legal = [a for a in state.legal_actions() if not (a.kind == "bid" and a.value == "vole")]
        return legal[int(self.rng.integers(len(legal)))]


def session_net(state):
    """Each seat's net booked by a fresh PoolSession playing the finished hand."""
    g = state.game
    session = PoolSession(players=g.seats, marking=g.marking, single_payment=g.single_payment,
                          forced_spadille=g.forced_spadille, retourne=g.retourne)
    session.play_hand(state=state)
    return [session.ledger.balance(p) for p in g.seats]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "default")
def test_quick_settlement_equals_the_pool_session(options):
    """The net of every random hand equals the session's, exactly; returns() before details()
    and after give the same floats, and details() shows the session's net."""
    game = get_game("ombre", rules="academie", **options)
    results = set()
    for seed in range(120):
        policy = RandomPlayer(seed) if seed % 2 else NoVoleBid(seed)
        state = play(game.new_initial_state(seed), policy)
        quick = fresh_pool_returns(state.hand_result(), game.marking, game.single_payment)
        assert quick == session_net(state), (seed, state.hand_result())
        first = state.returns()
        assert first == [float(x) for x in quick]
        assert state.details()["net"] == dict(zip(game.seats, quick))
        assert state.returns() == first
        assert sum(state.session.ledger.balances().values()) == 0
        results.add(state.result)
    # the comparison covered the ordinary results, not only the all-passes
    assert {"win", "codille", "failed-vole"} <= results
    assert results & {"remise", "unspecified"}


# The eldest (seat 1, at the dealer's right) holds the nine highest spade trumps: his vole is made.
STRONG = ["AS 2S AC KS QS JS 7S 6S 5S", "KH QH JH AH 2H 3H 4H 5H 6H", "KD QD JD AD 2D 3D 4D 5D 6D"]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "default")
def test_quick_settlement_of_a_vole_made(options):
    """An announced vole made: the pool and half the wager from each Ally, and the Sans Prendre
    payment and matadors (academie:winnings.vole, academie:summary.double-wager), as the
    session books them."""
    game = get_game("ombre", rules="academie", **options)
    for seed in range(6):
        state = game.new_initial_state(seed, hands=STRONG)
        state.apply_action("vole")
        for label in ("pass", "pass", "trumps spades"):
            state.apply_action(label)
        play(state, RandomPlayer(seed))
        assert state.result == "vole"
        quick = fresh_pool_returns(state.hand_result(), game.marking, game.single_payment)
        assert quick == session_net(state)
        assert state.returns() == [float(x) for x in quick]
        assert state.details()["net"] == dict(zip(game.seats, quick))


def test_a_vole_in_a_three_and_two_pool_pays_half_counters():
    """3-and-2: the pool is 27, so each Ally pays half the wager, 13 1/2, after a vole
    (academie:beast.sequence, academie:summary.double-wager)."""
    hand = {"result": "vole", "ombre": 1, "contract": "vole", "matadors": 0,
            "codille_winner": None, "committed_vole": False}
    net = fresh_pool_returns(hand, "3-and-2", single_payment=False)
    assert net == [-9 - Fraction(27, 2) - 12, -9 + 27 + 27 + 24, -9 - Fraction(27, 2) - 12]
    assert sum(net) == 0  # the pool laid is taken back whole


def test_a_given_session_is_played_into():
    """A session given in setup receives the hand (returns() books it there once)."""
    game = get_game("ombre", rules="academie")
    session = PoolSession(players=game.seats)
    state = play(game.new_initial_state(4, session=session), RandomPlayer(4))
    net = state.returns()
    assert len(session.rows) == 1 and state.session is session
    assert net == [float(session.ledger.balance(p)) for p in game.seats]
    state.returns()
    state.details()
    assert len(session.rows) == 1


def test_the_session_appears_only_at_the_end():
    """Without a session given, ``state.session`` is None until the hand is over, then a fresh
    session holding this hand."""
    game = get_game("ombre", rules="academie")
    state = game.new_initial_state(5)
    assert state.session is None
    play(state, RandomPlayer(5))
    assert state.session is not None and len(state.session.rows) == 1
    assert state.returns() == [float(state.session.ledger.balance(p)) for p in game.seats]


BOOKLET = [
    {}, {"favourite": False}, {"gasco_vole_paid": True}, {"failed_vole_four": True},
    {"form": "a-deux"},
    {"form": "a-quatre"}, {"form": "cinquille"},
]


@pytest.mark.parametrize("options", BOOKLET, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "default")
def test_booklet_returns_equal_the_ledger(options):
    """Under the booklet, returns() sums the tariff lines without a ledger; the ledger that
    details() fills books the same net to the fiche (noothoven:ombre.pay-vraag,
    noothoven:ombre.pay-loss, noothoven:ombre.pay-favourite)."""
    game = get_game("ombre", rules="noothoven", **options)
    paid = 0
    for seed in range(80):
        policy = RandomPlayer(seed) if seed % 2 else NoVoleBid(seed)
        state = play(game.new_initial_state(seed), policy)
        quick = state.returns()
        details = state.details()
        booked = state._settle()
        assert quick == [float(x) for x in booked[1]], (seed, details)
        assert sum(booked[2].balances().values()) == 0
        assert state.returns() == quick
        paid += any(quick)
    assert paid > 20  # most hands were paid, not passed
