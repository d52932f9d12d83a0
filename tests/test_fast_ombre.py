"""The fast path for whole Académie Ombre hands (gamelib.analysis.fast.ombre) against the reference engine.

The two share one definition of random play (the deal's counter-based stream, see the module's
docstring): the reference engine plays with StreamPlayer, the fast path in its compiled loop, and
every deal, action and payment must agree. Without numba the same kernel runs as plain Python.
"""

from __future__ import annotations

import zlib

import numpy as np
import pytest

from gamelib.analysis.fast import ombre as fo
from gamelib.core.engine import RandomPlayer, play
from gamelib.games.ombre.game import OmbreGame

OPTIONS = [
    {},
    {"retourne": True, "forced_spadille": True, "single_payment": True, "marking": "3-and-2"},
    {"rules": "noothoven"},
    {"rules": "noothoven", "favourite": False, "gasco_vole_paid": True},
    {"rules": "noothoven", "failed_vole_four": True},
]
IDS = ["academie", "academie-all-options", "noothoven", "noothoven-no-favourite",
       "noothoven-failed-vole-four"]


def _game(options):
    options = dict(options)
    return OmbreGame(options.pop("rules", "academie"), **options)


def _check_deal(deals, i, seed, game, start=0, vole_bids=True):
    state, taken = fo.reference_hand(seed, start + i, game=game, vole_bids=vole_bids)
    hands, _stock = fo.deal_cards(fo.deal_key(seed, start + i))
    assert deals.dealt[i].tolist() == hands
    assert [fo.encode(a, game.rules) for a in taken] == \
        deals.actions[i, :deals.n_actions[i]].tolist()
    assert state.returns() == deals.returns[i].tolist()
    assert state.result == fo.RESULTS[deals.result[i]]
    info = state.hand_result()
    assert (info["ombre"] if info["ombre"] is not None else -1) == deals.ombre[i]
    if state.ombre is not None and state.log:
        assert state.split() == tuple(deals.split[i].tolist())
        assert info["matadors"] == deals.matadors[i]
        assert info["committed_vole"] == bool(deals.committed[i])
        assert deals.contract_names.index(state.contract) == deals.contract[i]
        assert "SHDC"[state.trump] == "SHDC"[deals.trump[i]]


@pytest.mark.parametrize("options", OPTIONS, ids=IDS)
def test_same_deals_actions_and_settlements_as_the_reference(options):
    """On recorded seeds the fast path deals the same hands, takes the same action at every
    decision (auction academie:bid.priority / noothoven:ombre.overcall, the booklet's
    declaration noothoven:ombre.declare, exchange academie:exchange.ask-leave /
    noothoven:ombre.exchange, play academie:play.matadors / noothoven:ombre.trump-led) and
    settles the same returns (the pool's first hand / the booklet's fiches) as the reference."""
    game = _game(options)
    deals = fo.play_hands(60, seed=7, record=True, **options)
    for i in range(len(deals)):
        _check_deal(deals, i, 7, game)


@pytest.mark.parametrize("options", OPTIONS, ids=IDS)
def test_rare_branches_agree_with_the_reference(options):
    """The first deal (among 6,000 of seed 11) that reaches each rare branch -- the choice to play
    on for the vole or lay down (academie:vole.committed), a vole made, a committed vole failed,
    Retourne's turn-up (academie:retourne.turn-up), forced Spadille declared or kept silent
    (academie:options.forced-spadille), the 1-4-4 split; the booklet's gasco, ask in the favourite,
    premières, remise royale and codille (noothoven:ombre.gasco, noothoven:ombre.overcall,
    noothoven:ombre.pay-premieres, noothoven:ombre.pay-loss) -- plays as in the reference
    engine."""
    booklet = options.get("rules") == "noothoven"
    deals = fo.play_hands(6_000, seed=11, record=True, **options)
    codes = deals.actions
    wanted = {
        "play on": (codes == 41).any(axis=1), "lay down": (codes == 40).any(axis=1),
        "vole made": deals.result == fo.RESULTS.index("vole"),
        "committed vole failed": (deals.result == fo.RESULTS.index("failed-vole")) & (deals.committed == 1),
        "sans prendre won": (deals.contract == 2) & (deals.result == 1),
    }
    if booklet:
        wanted["gasco"] = deals.contract == 1
        wanted["remise royale"] = deals.result == fo.RESULTS.index("remise-royale")
        wanted["codille"] = deals.result == fo.RESULTS.index("codille")
        if options.get("favourite", True):
            wanted["ask in favourite"] = (codes == 2).any(axis=1)
    else:
        wanted["1-4-4"] = deals.result == fo.RESULTS.index("unspecified")
    if options.get("retourne"):
        wanted["retourne"] = deals.contract == 1
    if options.get("forced_spadille"):
        wanted["spadille declared"] = (codes == 21).any(axis=1)
        wanted["spadille silent"] = (codes == 20).any(axis=1)
    game = _game(options)
    for name, hits in wanted.items():
        assert hits.any(), f"no deal reaches {name}"
        i = int(np.argmax(hits))
        single = fo.play_hands(1, seed=11, start=i, record=True, **options)
        _check_deal(single, 0, 11, game, start=i)


@pytest.mark.parametrize("failed_vole_four", [False, True])
def test_failed_vole_after_gasco_agrees(failed_vole_four):
    """Deal 50,688 of seed 11, a gasco whose vole is played on and lost, settles as in the
    reference: nothing deducted while the vole after gasco is unpaid (noothoven:ombre.vole),
    four fiches when read literally (noothoven:ombre.pay-failed-vole)."""
    options = {"rules": "noothoven", "failed_vole_four": failed_vole_four}
    deals = fo.play_hands(1, seed=11, start=50_688, record=True, **options)
    assert deals.contract[0] == 1 and fo.RESULTS[deals.result[0]] == "failed-vole"
    _check_deal(deals, 0, 11, _game(options), start=50_688)


def test_random_player_without_the_vole_bid_agrees():
    """The random player that never announces the vole (vole_bids=False) plays the same in both
    paths; its hands are played out (most reach the ninth trick)."""
    game = OmbreGame("academie")
    deals = fo.play_hands(40, seed=21, record=True, vole_bids=False)
    assert not (deals.contract == fo.CONTRACTS.index("vole")).any()
    assert deals.split.sum(axis=1).mean() > 6
    for i in range(len(deals)):
        _check_deal(deals, i, 21, game, vole_bids=False)


def test_golden_vectors():
    """Deals 0..5 of seed 1798, as recorded from the first run of the fast path (result, Ombre's
    seat, contract, split, returns, number of actions, CRC-32 of the action codes); the
    reference engine gives them too. Guards both paths against drifting together."""
    recorded = [
        ("failed-vole", 0, 3, (1, 1, 0), (-48.0, 15.0, 15.0), 19, 710909780),
        ("failed-vole", 2, 3, (1, 0, 1), (15.0, 15.0, -48.0), 23, 43909228),
        ("failed-vole", 2, 3, (0, 0, 1), (15.0, 15.0, -48.0), 22, 1582464079),
        ("failed-vole", 2, 3, (0, 1, 0), (15.0, 15.0, -48.0), 22, 190650257),
        ("failed-vole", 1, 3, (0, 0, 1), (15.0, -48.0, 15.0), 22, 4251191865),
        ("codille", 1, 2, (3, 2, 4), (24.0, -48.0, 6.0), 37, 180102833),
    ]
    deals = fo.play_hands(6, seed=1798, record=True)
    game = OmbreGame("academie")
    for i, expected in enumerate(recorded):
        actions = deals.actions[i, :deals.n_actions[i]]
        got = (fo.RESULTS[deals.result[i]], int(deals.ombre[i]), int(deals.contract[i]),
               tuple(int(x) for x in deals.split[i]), tuple(float(x) for x in deals.returns[i]),
               int(deals.n_actions[i]), zlib.crc32(actions.astype("<i8").tobytes()))
        assert got == expected
        _check_deal(deals, i, 1798, game)


def test_stream_is_the_recorded_one():
    """The counter-based stream: recorded draws and deal of seed 1798, deal 0."""
    key = fo.deal_key(1798, 0)
    assert [fo.draw_index(key, c, 10) for c in range(10)] == [1, 4, 9, 0, 9, 7, 0, 1, 8, 9]
    hands, stock = fo.deal_cards(key)
    assert hands == [1689692277835780, 141837170975744, 72568048505088]
    assert stock == [51, 1, 33, 37, 36, 9, 3, 35, 42, 0, 48, 24, 7]


@pytest.mark.parametrize("rules", ["academie", "noothoven"])
def test_outcome_rates_within_sampling_error(rules):
    """Random play is uniform over the legal actions in both paths; on random deals the reference
    engine with its own RandomPlayer (a numpy stream) gives the fast path's outcome rates within
    sampling error (4 standard errors of the difference; the fast path plays 40,000 deals, or
    4,000 when numba is missing and its kernel runs as plain Python)."""
    n_ref = 300
    game = OmbreGame(rules)
    counts = dict.fromkeys(fo.RESULTS, 0)
    for seed in range(n_ref):
        state = play(game.new_initial_state(seed=seed), RandomPlayer(10_000 + seed))
        counts[state.result] += 1
    n_fast = 40_000 if fo.HAVE_NUMBA else 4_000
    fast = fo.play_hands(n_fast, seed=3, rules=rules).rates()
    for name in fo.RESULTS:
        p = fast[name]
        se = max(np.sqrt(p * (1 - p) * (1 / n_ref + 1 / n_fast)), 1 / n_ref)
        assert abs(counts[name] / n_ref - p) <= 4 * se, (name, counts[name] / n_ref, p)


def test_bad_marking_and_foreign_actions_are_refused():
    """An unknown marking is refused naming the two the Académie describes; an action of another
    game has no code."""
    with pytest.raises(ValueError, match="2-and-1"):
        fo.play_hands(1, marking="4-and-3")
    with pytest.raises(ValueError, match="do not belong to the academie rules"):
        fo.play_hands(1, favourite=True)
    with pytest.raises(ValueError, match="unknown Ombre rule set"):
        fo.play_hands(1, rules="hoyle")
    from gamelib.core.engine import Action

    with pytest.raises(ValueError, match="not an Académie Ombre action"):
        fo.encode(Action("call", "king"))
