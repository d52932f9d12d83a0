"""The vectorised pool and beasts (gamelib.analysis.fast.beasts) against the reference PoolSession."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from gamelib.analysis.fast import beasts
from gamelib.games.ombre.pool import PoolSession

ALL_RATES = {"all-pass": 0.15, "win": 0.4, "remise": 0.12, "codille": 0.13, "vole": 0.08,
             "failed-vole": 0.1, "spadille-undeclared": 0.02}


def _reference(hands: beasts.Hands, session: int, **options) -> PoolSession:
    ref = PoolSession(("A", "B", "C"), **options)
    for h in range(hands.shape[1]):
        ref.play_hand(**hands.stated(session, h))
    return ref


def _compare(hands, growth, session, ref):
    for h, row in enumerate(ref.rows):
        assert growth.pool[session, h] == row.pool
        assert growth.in_play[session, h] == row.in_play_amount
        assert growth.wager[session, h] == row.wager
        expected = [float(row.balances[a]) for a in ("A", "B", "C", "pool", "beasts")]
        assert growth.balances[session, h].tolist() == expected, (session, h)
        assert growth.cash[session, h].tolist() == [float(row.cash[p]) for p in "ABC"]
    open_beasts = ref.open_beasts()
    assert growth.open_count[session, -1] == len(open_beasts)
    assert growth.open_total[session, -1] == sum(b.amount for b in open_beasts)
    assert growth.largest[session, -1] == max((b.amount for b in open_beasts), default=0)
    assert growth.pools_won[session].tolist() == [ref.pools_won[p] for p in "ABC"]


OPTION_SETS = [
    dict(marking=m, single_payment=sp, retourne=True, forced_spadille=True, failed_vole_beast=f,
         ally_own_beast=a, odd_split=o, failed_committed_vole_paid=cp, retourne_paid_by_loser=rp)
    for m, sp, f, a, o, cp, rp in itertools.product(
        ("2-and-1", "3-and-2"), (False, True), ("wager", "would-have-received"),
        ("share", "cancel"), ("exact", "right-first", "right-last"), (False, True), (True, False))
]


@pytest.mark.parametrize("backend", ["kernel", "numpy"])
@pytest.mark.parametrize("k", range(0, len(OPTION_SETS), 7))
def test_sessions_settle_as_pool_session(k, backend):
    """The same hands give the same pool, beast in play, wager, open beasts and balances, hand by
    hand, as PoolSession, for both markings (academie:pool.name, academie:beast.sequence) and
    the options where the source is silent (pool.UNSPECIFIED); the compiled kernel and the
    numpy-vectorised step alike."""
    options = OPTION_SETS[k]
    hands = beasts.hands_from_rates(ALL_RATES, hands=30, sessions=12, seed=k,
                                    contracts={"ask-leave": 0.6, "retourne": 0.2,
                                               "sans-prendre": 0.2}, matadors_rate=0.3)
    kernel_options = {key: v for key, v in options.items() if key not in ("retourne", "forced_spadille")}
    growth = beasts.settle_sessions(hands, backend=backend, **kernel_options)
    for s in range(hands.shape[0]):
        _compare(hands, growth, s, _reference(hands, s, **options))


def test_every_option_set_is_tried():
    """The parametrised test above walks the option sets with a stride that reaches both markings
    and every odd-split choice."""
    chosen = [OPTION_SETS[k] for k in range(0, len(OPTION_SETS), 7)]
    assert {o["marking"] for o in chosen} == {"2-and-1", "3-and-2"}
    assert {o["odd_split"] for o in chosen} == {"exact", "right-first", "right-last"}
    assert {o["ally_own_beast"] for o in chosen} == {"share", "cancel"}


def test_odd_amounts_split_by_the_option():
    """Under 3-and-2 the pool is 27 (an odd amount): a failed vole shares it 13.5 + 13.5 exactly,
    or 14 + 13 to the first to the Ombre's right (academie:losses.failed-vole; odd_split)."""
    hands = beasts.Hands(*(np.array([[v]]) for v in (beasts.KIND["failed-vole"], 0,
                                                      beasts.CONTRACT["vole"], 0, -1, 0)))
    exact = beasts.settle_sessions(hands, "3-and-2")
    first = beasts.settle_sessions(hands, "3-and-2", odd_split="right-first")
    assert exact.balances[0, 0, 1] == -9 + 13.5 + 12  # markers, half the pool, Sans Prendre rate
    assert first.balances[0, 0, 1] == -9 + 14 + 12
    assert first.balances[0, 0, 2] == -9 + 13 + 12


@pytest.mark.parametrize("backend", ["kernel", "numpy"])
def test_played_deals_settle_as_pool_session(backend):
    """Played Académie deals (montecarlo.simulate) cut into sessions settle as PoolSession fed
    the same finished hands."""
    from gamelib.analysis.montecarlo import simulate

    frame = simulate("ombre", "random", n=60, seed=3, executor="inline", progress=False,
                     options={"rules": "academie"})
    hands = beasts.hands_from_frame(frame, sessions=3)
    growth = beasts.settle_sessions(hands, backend=backend)
    for s in range(3):
        _compare(hands, growth, s, _reference(hands, s))


def test_beast_growth_shapes_and_zero_sum():
    """beast_growth returns sessions x hands arrays; every hand's balances sum to zero (the ledger
    is zero-sum) and the beasts pot holds the open beasts."""
    g = beasts.beast_growth(hands=20, sessions=50, marking="3-and-2", seed=1)
    assert g.pool.shape == (50, 20) and g.balances.shape == (50, 20, 5)
    assert np.allclose(g.balances.sum(axis=2), 0)
    assert np.array_equal(g.balances[:, :, 4], g.open_total)
    assert (g.largest <= g.open_total).all()
    again = beasts.beast_growth(hands=20, sessions=50, marking="3-and-2", seed=1)
    assert np.array_equal(g.largest, again.largest)


def test_bad_rates_are_refused():
    """An unknown result name is refused with the list of results."""
    with pytest.raises(ValueError, match="unknown result"):
        beasts.hands_from_rates({"grand-slam": 1.0})
    with pytest.raises(ValueError, match="backend must be"):
        beasts.beast_growth(hands=2, sessions=2, backend="gpu")
    with pytest.raises(ValueError, match="unknown marking"):
        beasts.beast_growth(hands=2, sessions=2, marking="4-and-3")


@pytest.mark.parametrize("options", [
    {"marking": "4-and-3"}, {"odd_split": "coin"}, {"single_payment": "no"},
    {"failed_committed_vole_paid": 1}, {"retourne_paid_by_loser": None},
])
def test_the_fast_path_refuses_what_the_session_refuses(options):
    """settle_sessions checks the options of PoolSession as the session does
    (gamelib.games.ombre.pool.check_options), with a ValueError naming the option."""
    from gamelib.games.ombre.pool import PoolSession

    (name, value), = options.items()
    hands = beasts.hands_from_rates(hands=2, sessions=2, seed=0)
    with pytest.raises(ValueError, match=name) as fast:
        beasts.settle_sessions(hands, **options)
    with pytest.raises(ValueError) as reference:
        PoolSession(**options)
    assert str(fast.value) == str(reference.value)


def test_backends_agree_on_many_sessions():
    """The kernel and the numpy step give identical arrays over 2,000 sessions (300 when the
    kernel runs as plain Python) of 40 hands with every result, under 3-and-2 and the
    non-default options."""
    from gamelib.analysis.fast._jit import HAVE_NUMBA

    hands = beasts.hands_from_rates(ALL_RATES, hands=40, sessions=2000 if HAVE_NUMBA else 300, seed=9,
                                    contracts={"ask-leave": 0.5, "retourne": 0.2,
                                               "sans-prendre": 0.3})
    options = dict(marking="3-and-2", odd_split="right-last", ally_own_beast="cancel",
                   failed_vole_beast="would-have-received", failed_committed_vole_paid=True,
                   retourne_paid_by_loser=False)
    a = beasts.settle_sessions(hands, backend="kernel", **options)
    b = beasts.settle_sessions(hands, backend="numpy", **options)
    for name in ("pool", "in_play", "wager", "open_count", "open_total", "largest", "balances",
                 "cash", "pools_won"):
        assert np.array_equal(getattr(a, name), getattr(b, name)), name


def test_growth_arrays_feed_the_growth_plot():
    """The arrays are what gamelib.show.plots.growth draws: sessions x hands."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from gamelib.show import plots

    g = beasts.beast_growth(hands=10, sessions=30, seed=2)
    ax = plots.growth(g.largest, label="largest open beast", show_max=True)
    assert ax.get_xlim() == (1.0, 10.0)
    plt.close("all")


def test_fast_played_deals_settle_as_reference_states():
    """Deals played by the fast path (gamelib.analysis.fast.ombre), cut into sessions, settle exactly as a
    PoolSession fed the reference engine's terminal states of the same deals
    (play_hand(state=...)), under forced Spadille and Retourne too."""
    from gamelib.analysis.fast import ombre as fo
    from gamelib.games.ombre.game import OmbreGame

    options = {"retourne": True, "forced_spadille": True}
    deals = fo.play_hands(60, seed=4, **options)
    hands = beasts.hands_from_deals(deals, sessions=3)
    growth = beasts.beast_growth(deals, hands=20, sessions=3, marking="3-and-2")
    game = OmbreGame("academie", **options)
    for s in range(3):
        ref = PoolSession(("A", "B", "C"), marking="3-and-2", **options)
        for h in range(20):
            state, _ = fo.reference_hand(4, 20 * s + h, game=game)
            ref.play_hand(state=state)
        _compare(hands, growth, s, ref)


def test_fast_deals_frame_reads_like_simulate():
    """The fast path's DataFrame has simulate's Ombre columns, so hands_from_frame reads it into
    the same hands as hands_from_deals."""
    from gamelib.analysis.fast import ombre as fo

    deals = fo.play_hands(200, seed=8)
    a = beasts.hands_from_frame(deals.frame(), sessions=4)
    b = beasts.hands_from_deals(deals, sessions=4)
    for name in ("kind", "ombre", "contract", "matadors", "codille_winner", "committed"):
        assert np.array_equal(getattr(a, name), getattr(b, name)), name
