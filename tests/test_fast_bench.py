"""``python -m gamelib bench`` runs and prints every speed figure beside its baseline (no time
asserted)."""

from __future__ import annotations

from gamelib.__main__ import main


def test_bench_quick_prints_every_figure(capsys):
    """The command runs at a tiny size and prints the hardware, the reference engine's Ombre and
    Quadrille rates beside the Kleeblatt baseline and the OpenSpiel line, the fast path with its
    ratio, and the beast growth with its ratio to PoolSession."""
    assert main(["bench", "--quick", "--scale", "0.02", "--no-solver"]) == 0
    out = capsys.readouterr().out
    for text in ("cpu", "cores", "Ombre (academie) hands/s", "Quadrille hands/s",
                 "Kleeblatt deals/s", "OpenSpiel", "fast path hands/s", "x the reference engine",
                 "x PoolSession", "PoolSession hands/s", "Solver and PIMC"):
        assert text in out, text


def test_bench_refuses_a_bad_scale(capsys):
    """A non-positive scale is refused by the argument parser."""
    import pytest

    with pytest.raises(SystemExit):
        main(["bench", "--scale", "0"])
    assert "--scale must be positive" in capsys.readouterr().err


def test_bench_warms_up_when_asked_and_refuses_a_negative_warm_up(capsys):
    """A full run first keeps the processor busy (gamelib.analysis.bench.WARM_UP seconds: a shared
    machine runs slower after idling), a quick or scaled-down run does not unless asked, and the
    printout says so; a negative warm-up is refused by the argument parser."""
    import pytest

    from gamelib.analysis import bench

    assert bench.WARM_UP > 0
    assert main(["bench", "--quick", "--scale", "0.02", "--no-solver"]) == 0
    assert "warm-up" not in capsys.readouterr().out
    assert main(["bench", "--quick", "--scale", "0.02", "--no-solver", "--warm-up", "0.1"]) == 0
    assert "warm-up   0.1 s of busy work" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["bench", "--warm-up", "-1"])
    assert "--warm-up must be zero or positive" in capsys.readouterr().err


def test_solver_bench_is_run_through_its_main(capsys):
    """The solver benchmark is called through its public main(argv): small sizes under --quick,
    its defaults otherwise; arguments it refuses are reported, not raised."""
    import types

    from gamelib.analysis import bench

    calls = []

    def main(argv):
        calls.append(list(argv))
        if "--refuse" in argv:
            raise SystemExit(2)

    module = types.SimpleNamespace(main=main)
    bench.run_solver_bench(module, quick=True)
    bench.run_solver_bench(module, quick=False)
    assert calls == [bench.SOLVER_QUICK_ARGS, []]
    saved = bench.SOLVER_QUICK_ARGS
    try:
        bench.SOLVER_QUICK_ARGS = ["--refuse"]
        bench.run_solver_bench(module, quick=True)
    finally:
        bench.SOLVER_QUICK_ARGS = saved
    assert "refused the arguments" in capsys.readouterr().out


def test_exact_bench_measures_boston_also_on_its_table_players_contracts():
    """Boston's first leads are measured also on the contracts its table player bids: each deal
    seeded, played by that player at every seat up to the first card (no card played yet),
    and a Misery only where the bidder's hand has at most the high cards the player allows."""
    from gamelib.analysis import bench
    from gamelib.players.boston import misery_risk

    leads = bench.play_first_leads("boston", 6, bidder=bench.EXACT_TABLE_BID["boston"])
    again = bench.play_first_leads("boston", 6, bidder=bench.EXACT_TABLE_BID["boston"])
    for (state, position), (other, _) in zip(leads, again):
        assert (state.contract, state.bidder) == (other.contract, other.bidder)
        lengths = {int(h).bit_count() for h in position.hands}
        assert len(lengths) == 1 and lengths.pop() >= 12 and not position.trick
        if state.contract.misery:
            assert misery_risk(state.hands[state.bidder]) <= (1 if state.contract.discard else 0)


def test_exact_bench_measures_what_boston_pays_and_every_trick(capsys, monkeypatch):
    """Boston pays its contract made or not, so the exact bench measures its first leads for
    what it pays (every card's outcome) and for every trick (the value), each on its line."""
    from gamelib.analysis import bench

    monkeypatch.setattr(bench, "EXACT_GAMES", {"boston": 10.0})
    monkeypatch.setattr(bench, "EXACT_TABLE_BID", {})
    monkeypatch.setattr(bench, "dds_times", lambda deals: None)
    bench.run_exact_bench(quick=True, scale=0.01)
    out = capsys.readouterr().out
    assert "boston, what it pays" in out and "solved 1/1" in out
    assert "boston, every trick" in out
