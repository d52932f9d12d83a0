"""The study functions (gamelib.analysis.studies): the expected columns at a tiny size, the same table
for the same seed, and sane values."""

import os

import numpy as np
import pandas as pd
import pytest

from gamelib.analysis import studies
from gamelib.analysis.store import resumable


@pytest.fixture(scope="module")
def deals():
    return studies.outcome_deals(12, seed=3)


def test_outcome_deals_columns(deals):
    """One row a deal for every game, rule set and policy asked for."""
    assert list(deals.columns) == ["game", "rules", "policy", "contract", "outcome", "seed"]
    assert len(deals) == 12 * len(studies.OUTCOME_GAMES) * 2
    assert set(deals["policy"]) == {"random", "advice"}


def test_outcome_rates(deals):
    """Rates by contract sum to one within each group and lie inside their Wilson intervals."""
    table = studies.outcome_rates(deals)
    assert list(table.columns) == ["game", "rules", "policy", "contract", "outcome", "count",
                                   "n", "rate", "low", "high"]
    sums = table.groupby(["game", "rules", "policy", "contract"])["rate"].sum()
    assert np.allclose(sums, 1.0)
    assert ((table["low"] <= table["rate"]) & (table["rate"] <= table["high"])).all()
    flat = studies.outcome_rates(deals, by_contract=False)
    assert "contract" not in flat.columns


def test_outcome_deterministic():
    """The same seed gives the same deals."""
    a = studies.outcome_deals(5, seed=9, games=(("ombre", "academie"),))
    b = studies.outcome_deals(5, seed=9, games=(("ombre", "academie"),))
    assert a.equals(b)


def test_stated_rates_and_beasts(deals):
    """The Académie deals give rates that sum to one; the beast study gives a row per marking
    and length, the largest beast never shrinks with a longer partie, and the same seed gives
    the same table (academie:beast.sequence)."""
    academie = deals[(deals["rules"] == "academie") & (deals["policy"] == "advice")]
    rates, contracts = studies.stated_rates(academie)
    assert abs(sum(rates.values()) - 1) < 1e-12 and abs(sum(contracts.values()) - 1) < 1e-12
    table, paths = studies.beast_study(rates, contracts, sessions=20, seed=1)
    again, _ = studies.beast_study(rates, contracts, sessions=20, seed=1)
    assert table.equals(again)
    assert list(table["hands"]) == [20, 30, 40, 20, 30, 40]
    assert {"pool median", "beasts median", "largest beast seen"} <= set(table.columns)
    for _, part in table.groupby("marking"):
        assert part["largest beast seen"].is_monotonic_increasing
    assert paths["2-and-1"]["beasts"].shape == (20, 40)


def test_seat_advantages():
    """A row per question with an interval around its estimate; the exact Kleeblatt rows equal
    their reference; the same seed gives the same table."""
    a = studies.seat_advantages(12, seed=2, casino_games=3, kleeblatt_games=30)
    b = studies.seat_advantages(12, seed=2, casino_games=3, kleeblatt_games=30)
    assert a.equals(b)
    assert set(a["game"]) == {"domino", "piquet", "casino", "kleeblatt"}
    assert ((a["low"] <= a["estimate"] + 1e-12) & (a["estimate"] <= a["high"] + 1e-12)).all()
    exact = a[a["method"] == "exact"]
    assert (exact["estimate"] == exact["reference"]).all() and len(exact) == 2


def test_goodhope_pot():
    """A row per round; the quantiles are ordered."""
    table = studies.goodhope_pot(rounds=6, sessions=3, seed=4)
    assert len(table) == 6 and list(table["round"]) == list(range(1, 7))
    assert (table["pot 10 %"] <= table["pot median"]).all()
    assert (table["pot median"] <= table["pot 90 %"]).all()
    assert table.equals(studies.goodhope_pot(rounds=6, sessions=3, seed=4))


def test_booklet_odds_plain():
    """Every solo hand of the booklet, its printed odds as a probability, the plain player's
    share of wins inside its interval; deterministic for a seed
    (noothoven:quadrille.solo-examples)."""
    table = studies.booklet_odds(4, seed=5, method="plain")
    assert list(table["hand"]) == [f"S{i}" for i in range(1, 11)]
    assert table.loc[0, "odds printed"] == "27 : 4"
    assert abs(table.loc[0, "printed p"] - 27 / 31) < 1e-12
    assert ((table["low"] <= table["p"]) & (table["p"] <= table["high"])).all()
    assert table.equals(studies.booklet_odds(4, seed=5, method="plain"))


def test_booklet_odds_method_parameter():
    """A method may be any function of the dealt state; the same deals are used for every
    method (a method that always wins wins every deal)."""
    table = studies.booklet_odds(3, seed=5, method=lambda state: True, keys=["S1", "S2"])
    assert list(table["wins"]) == [3, 3]
    with pytest.raises(ValueError, match="unknown method"):
        studies.booklet_odds(1, seed=0, method="guess")


def test_booklet_odds_double_dummy():
    """Double dummy (gamelib.solver.search) as the method: the same columns, deterministic."""
    a = studies.booklet_odds(2, seed=5, method="double-dummy", keys=["S2"])
    assert list(a["method"]) == ["double-dummy"] and a.loc[0, "n"] == 2
    assert a.equals(studies.booklet_odds(2, seed=5, method="double-dummy", keys=["S2"]))


def test_double_dummy_method_is_the_solvers_value():
    """The double-dummy method's single test says what the solver's whole value says: the solo
    is won when the side can force six tricks (noothoven:quadrille.solo-examples)."""
    from gamelib.games.quadrille import BOOK_HANDS
    from gamelib.solver.search import solve

    for key, i in (("S3", 0), ("S3", 1), ("S4", 0), ("S4", 2), ("S2", 0)):
        state = studies.odds_deal(BOOK_HANDS[key], 5, i)
        want = solve(state, line=False).side_tricks >= state.game.win_at
        assert studies.ODDS_METHODS["double-dummy"][0](state) == want, (key, i)


def test_pimc_with_advice(monkeypatch):
    """The studies' PIMC player (cards by PIMC, everything else by the advice) plays a deal of
    Ombre and a solo of the booklet; deterministic for a seed."""
    monkeypatch.setattr(studies, "PIMC_WORLDS", 2)
    a = studies.outcome_deals(1, seed=5, policies=["pimc"], games=(("ombre", "academie"),))
    b = studies.outcome_deals(1, seed=5, policies=["pimc"], games=(("ombre", "academie"),))
    assert a.equals(b) and a.loc[0, "policy"] == "pimc"
    odds = studies.booklet_odds(1, seed=5, method="pimc", keys=["S2"])
    assert odds.loc[0, "wins"] in (0, 1)


def test_store_resumes(tmp_path):
    """A run kept in a Store and continued to a larger size gives the same table as one run
    at that size, and reads its stored deals back (the deals of a run depend on the seed and
    the deal's number only)."""
    store = studies.Store(tmp_path)
    one = studies.booklet_odds(2, seed=5, method="double-dummy", keys=["S2"], store=store)
    assert store.pieces() == ["booklet-odds.double-dummy.S2.seed5"]
    assert list(store.load(store.pieces()[0])["deal"]) == [0, 1]
    more = studies.booklet_odds(3, seed=5, method="double-dummy", keys=["S2"], store=store)
    assert more.equals(studies.booklet_odds(3, seed=5, method="double-dummy", keys=["S2"]))
    assert one.loc[0, "n"] == 2 and list(store.load(store.pieces()[0])["deal"]) == [0, 1, 2]
    assert store.about(store.pieces()[0])["deals"] == 3


def test_store_keeps_only_slow_runs(tmp_path):
    """The players' methods and policies take seconds and are never stored; PIMC deals are."""
    store = studies.Store(tmp_path)
    studies.booklet_odds(2, seed=5, method="plain", keys=["S2"], store=store)
    studies.outcome_deals(2, seed=5, games=(("ombre", "academie"),), store=store)
    assert store.pieces() == []


def _replay_picks(frame, k=2):
    """The ``k`` quickest stored deals (a PIMC deal can take minutes)."""
    return sorted(frame.sort_values(["seconds", "deal"]).head(k)["deal"].tolist())


@pytest.mark.parametrize("piece", studies.Store().pieces())
def test_stored_results_replay(piece):
    """Every stored piece of the notebook's full-size runs (notebooks/results) is what the code
    computes now: its deals are 0 .. k - 1 in order, and its quickest deals (the booklet's odds)
    or its first deal (the outcome deals, the matches and readings; the comparison's deals, its
    first and last), replayed
    from their seeds, give the stored results."""
    store = studies.Store()
    frame, about = store.load(piece), store.about(piece)
    assert list(frame["deal"]) == list(range(len(frame))) and about["deals"] == len(frame)
    if "pimc" in (about.get("method"), about.get("policy")):
        assert (about["worlds"], about["objective"]) == (studies.PIMC_WORLDS,
                                                        studies.PIMC_OBJECTIVE), piece
    if about["study"] == "booklet_odds":
        for i in _replay_picks(frame):
            again = studies._odds_rows(about["method"], about["hand"], about["seed"], i, i + 1)
            assert again["won"] == [frame.loc[i, "won"]], (piece, i)
    elif about["study"] == "compare_deals":  # the comparison notebook's plain plays
        from gamelib.analysis import compare

        stored = pd.read_csv(store.path(piece), dtype=str, keep_default_na=False)
        for i in (0, len(frame) - 1):
            again = compare.play_rows(about["game"], about["rules"], about["seed"], i, i + 1)
            assert again.astype(str).iloc[0].tolist() == stored.iloc[i].tolist(), (piece, i)
    elif about["study"] in ("seat_matches", "reading_differences"):
        from gamelib.analysis import matches

        assert about.get("worlds", matches.MATCH_WORLDS) == matches.MATCH_WORLDS, piece
        again = matches.replay(about, 0, 1)
        assert again.iloc[0].tolist() == frame.iloc[0].tolist(), piece
    else:
        assert about["study"] == "outcome_deals"
        deals = frame["deal"].tolist()
        i = deals[0]
        again = studies.outcome_deals(1, about["seed"], policies=[about["policy"]],
                                      games=((about["game"], about["rules"]),))
        assert again.loc[0, ["contract", "outcome", "seed"]].tolist() == \
            frame.loc[i, ["contract", "outcome", "seed"]].tolist(), piece


def test_store_refuses_a_piece_played_otherwise(tmp_path):
    """A stored piece is resumed only with the settings it was played with (its sidecar): a run
    with other settings (here another PIMC objective) is refused with a message, never mixed
    into the stored deals."""
    store = studies.Store(tmp_path)
    about = {"study": "booklet_odds", "method": "pimc", "hand": "S2", "seed": 1,
             "objective": "tricks", "worlds": 20}
    store.save("piece", pd.DataFrame({"deal": [0], "won": [1]}), dict(about, deals=1))

    def compute(first, stop):
        return pd.DataFrame({"deal": list(range(first, stop)), "won": [0] * (stop - first)})

    assert len(resumable(store, "piece", 2, about, compute, 1)) == 2
    with pytest.raises(ValueError, match="was played with .*another store"):
        resumable(store, "piece", 3, dict(about, objective="outcome"), compute, 1)


def test_command_line_fills_the_store(tmp_path, monkeypatch, capsys):
    """`python -m gamelib studies` plays the long runs into a store and prints their tables; a
    second call finds them stored and plays nothing."""
    from gamelib.__main__ import main

    monkeypatch.setattr(studies, "FULL_ODDS_DOUBLE_DUMMY", 2)
    argv = ["studies", "odds-double-dummy", "--hands", "S2", "--workers", "0",
            "--store", str(tmp_path)]
    assert main(argv) == 0
    store = studies.Store(tmp_path)
    assert store.pieces() == ["booklet-odds.double-dummy.S2.seed1798"]
    assert "S2" in capsys.readouterr().out
    before = store.path(store.pieces()[0]).stat().st_mtime_ns
    assert main(argv) == 0
    assert store.path(store.pieces()[0]).stat().st_mtime_ns == before
    monkeypatch.setattr(studies, "FULL_ODDS_DOUBLE_DUMMY", 5)
    assert main(argv + ["--deals", "3"]) == 0  # up to 3 deals only
    assert store.count(store.pieces()[0]) == 3


def test_read_only_store_plays_nothing(tmp_path):
    """A read-only store gives the deals stored so far and plays none: a hand's n is what was
    stored, and a hand with nothing stored has no row."""
    studies.booklet_odds(2, seed=5, method="double-dummy", keys=["S2"],
                         store=studies.Store(tmp_path))
    table = studies.booklet_odds(50, seed=5, method="double-dummy", keys=["S2", "S3"],
                                 store=studies.Store(tmp_path, read_only=True))
    assert list(table["hand"]) == ["S2"] and list(table["n"]) == [2]
    assert studies.Store(tmp_path).count("booklet-odds.double-dummy.S2.seed5") == 2
    deals = studies.outcome_deals(3, seed=5, policies=["pimc"], games=(("ombre", "academie"),),
                                  store=studies.Store(tmp_path, read_only=True))
    assert len(deals) == 0


def _odds_run(store):
    return studies.booklet_odds(3, seed=5, method="double-dummy", keys=["S2"], store=store)


@pytest.mark.parametrize("failing_write", range(1, 8))
def test_a_kill_at_any_write_leaves_a_store_that_loads_and_resumes(tmp_path, monkeypatch,
                                                                     failing_write):
    """A run killed at any of its seven writes (a description, then each of three steps' rows
    and description; the failure injected at the n-th file moved into place) leaves files that load, and the next run replays only what was lost: its table is
    the table of a run never interrupted."""
    monkeypatch.setattr(studies, "SLOW_STEP", 1)  # three steps, three writes each
    whole = _odds_run(studies.Store(tmp_path / "whole"))
    moves, real_replace = [], os.replace

    def replace(source, target):
        moves.append(target)
        if len(moves) == failing_write:
            raise KeyboardInterrupt("killed")
        real_replace(source, target)

    store = studies.Store(tmp_path / "cut")
    monkeypatch.setattr(studies.os, "replace", replace)
    with pytest.raises(KeyboardInterrupt):
        _odds_run(store)
    monkeypatch.setattr(studies.os, "replace", real_replace)
    piece = "booklet-odds.double-dummy.S2.seed5"
    assert store.count(piece) <= 3
    assert not list(store.directory.glob(".*tmp"))
    assert _odds_run(store).equals(whole)
    assert store.count(piece) == 3 and store.about(piece)["deals"] == 3


def _cut_last_row(lines):
    return lines[:-1] + [lines[-1].split(",")[0] + ","]


def _wrong_type(lines):
    return lines[:2] + [lines[2].replace(",", ",x,", 1).replace(",x,0,", ",x,").replace(
        ",x,1,", ",x,")] + lines[3:]


@pytest.mark.parametrize("damage, kept", [
    (_cut_last_row, 2),                              # a cut last row: "2,"
    (_wrong_type, 1),                                # "won" of deal 1 is "x"
    (lambda lines: lines[:2] + lines[3:], 1),        # deal 1 missing
    (lambda lines: [], 0),                           # an empty file
])
def test_a_damaged_tail_is_dropped_with_a_warning_and_played_again(tmp_path, damage, kept):
    """Stored rows are checked on reading (types, ranges, deal numbers in order): a damaged
    tail is dropped with a warning that says how many deals will be played again, and a run
    replays them; the user is never asked to delete a piece."""
    store = studies.Store(tmp_path)
    whole = _odds_run(store)
    piece = "booklet-odds.double-dummy.S2.seed5"
    lines = store.path(piece).read_text().splitlines()
    store.path(piece).write_text("\n".join(damage(lines)))
    with pytest.warns(RuntimeWarning, match="played again"):
        assert store.count(piece) == kept
    with pytest.warns(RuntimeWarning):
        again = _odds_run(store)
    assert store.count(piece) == 3
    pd.testing.assert_frame_equal(again, whole)


def test_a_lost_description_replays_the_piece(tmp_path):
    """A piece whose description (the sidecar JSON) is half written or gone is played again,
    with a warning, rather than trusted or refused."""
    store = studies.Store(tmp_path)
    whole = _odds_run(store)
    piece = "booklet-odds.double-dummy.S2.seed5"
    store.path(piece).with_suffix(".json").write_text('{"study": "booklet_od')
    with pytest.warns(RuntimeWarning, match="played again"):
        assert _odds_run(store).equals(whole)
    assert store.about(piece)["deals"] == 3


def test_the_studies_command_runs_every_study_by_default(monkeypatch, tmp_path):
    """`python -m gamelib studies --deals 1` runs every run, in order, one deal a piece; an
    unknown run is refused with the runs there are."""
    from gamelib.__main__ import main
    from gamelib.analysis import matches

    calls = []
    monkeypatch.setattr(studies, "booklet_odds",
                        lambda n, seed, method, **kw: calls.append((method, n)) or
                        pd.DataFrame({"described": [], "passage": []}))
    monkeypatch.setattr(studies, "outcome_deals",
                        lambda n, seed, **kw: calls.append(("outcome", kw["sizes"]["pimc"])))
    monkeypatch.setattr(studies, "outcome_rates", lambda *a, **kw: pd.DataFrame())
    monkeypatch.setattr(matches, "seat_matches",
                        lambda game, options, challenger, field, n, seed, **kw:
                        calls.append((game, field, n)) or pd.DataFrame())
    monkeypatch.setattr(matches, "reading_differences",
                        lambda n, seed, **kw: calls.append(("readings", n)) or pd.DataFrame())
    assert main(["studies", "--deals", "1", "--store", str(tmp_path)]) == 0
    assert calls == [("double-dummy", 1), ("pimc", 1), ("outcome", 1),
                     *((game, field, 1) for game, _ in matches.TRICK_GAMES
                       for field in matches.fields(game)),
                     ("readings", 1)]
    with pytest.raises(SystemExit) as refused:
        main(["studies", "odds-nothing", "--store", str(tmp_path)])
    assert refused.value.code == 2
