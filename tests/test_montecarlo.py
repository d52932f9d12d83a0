"""Simulation through the protocol: one row a deal, the same rows on one worker or many."""

import pickle
from concurrent.futures import ProcessPoolExecutor

import numpy as np
import pandas as pd
import pytest

from gamelib import GAMES, get_game
from gamelib.analysis.montecarlo import (
    deal_seed,
    deal_seeds,
    flat_fields,
    replay,
    simulate,
    summary_fields,
)
from gamelib.players import FirstLegal

# Small sizes for every game; Kleeblatt, the quickest, carries the larger checks.
N_EACH = 10


@pytest.fixture(scope="module")
def two_workers():
    with ProcessPoolExecutor(2) as pool:
        yield pool


@pytest.fixture(scope="module")
def one_worker():
    with ProcessPoolExecutor(1) as pool:
        yield pool


class DeferredExecutor:
    """A duck-typed executor like a Dask ``Client``: ``submit`` returns an object (not a
    ``concurrent.futures.Future``) whose ``result()`` runs the task; the arguments go through
    pickle as they would to a remote worker."""

    def __init__(self):
        self.submitted = 0

    def submit(self, fn, *args):
        self.submitted += 1
        fn, args = pickle.loads(pickle.dumps((fn, args)))
        return _Deferred(fn, args)


class _Deferred:
    def __init__(self, fn, args):
        self.fn, self.args = fn, args

    def result(self):
        return self.fn(*self.args)


def test_deal_seeds_are_the_spawned_children_of_the_run_seed():
    """Deal i's seed comes from SeedSequence(seed).spawn(n)[i], whatever the chunking."""
    children = np.random.SeedSequence(11).spawn(5)
    want = [int(c.generate_state(1, dtype=np.uint64)[0] >> np.uint64(1)) for c in children]
    assert deal_seeds(11, 5) == want and deal_seed(11, 3) == want[3]
    assert deal_seeds(11, 2, start=3) == want[3:5]
    assert all(0 <= s < 2 ** 63 for s in want) and len(set(want)) == 5


def test_a_run_played_in_parts_gives_the_rows_of_one_run():
    """Deal i depends on the seed and i only, so deals 4 .. 9 played apart (first=4) are rows
    4 .. 9 of the whole run."""
    whole = simulate("kleeblatt", n=10, seed=3, executor="inline", progress=False)
    part = simulate("kleeblatt", n=6, seed=3, first=4, executor="inline", progress=False)
    assert list(part["deal"]) == list(range(4, 10))
    pd.testing.assert_frame_equal(part, whole.iloc[4:].reset_index(drop=True))
    with pytest.raises(ValueError, match="first must be a deal index"):
        simulate("kleeblatt", n=1, first=-1)


@pytest.mark.parametrize("name", GAMES)
def test_every_game_gives_one_row_a_deal_with_returns(name):
    game = get_game(name)
    frame = simulate(name, n=N_EACH, seed=1, progress=False)
    assert len(frame) == N_EACH and list(frame["deal"]) == list(range(N_EACH))
    returns = [f"return_{p}" for p in range(game.num_players)]
    assert list(frame.columns[:2 + game.num_players]) == ["deal", "seed", *returns]
    assert list(frame["seed"]) == deal_seeds(1, N_EACH)
    assert frame[returns].notna().all().all()
    assert frame.shape[1] > 2 + game.num_players, f"{name}: no summary field reached the frame"


@pytest.mark.parametrize("name", GAMES)
def test_every_game_gives_identical_rows_on_one_and_on_two_workers(name, one_worker, two_workers):
    """Inline, one worker and two workers with small chunks: the same DataFrame."""
    inline = simulate(name, n=N_EACH, seed=4, executor="inline", progress=False)
    single = simulate(name, n=N_EACH, seed=4, executor=one_worker, chunk_size=N_EACH, progress=False)
    double = simulate(name, n=N_EACH, seed=4, executor=two_workers, chunk_size=5, progress=False)
    pd.testing.assert_frame_equal(inline, single)
    pd.testing.assert_frame_equal(inline, double)


@pytest.mark.parametrize("name", GAMES)
def test_every_game_same_seed_same_frame_other_seed_other_frame(name):
    a = simulate(name, n=N_EACH, seed=7, progress=False, chunk_size=3)
    b = simulate(name, n=N_EACH, seed=7, progress=False, chunk_size=N_EACH)
    c = simulate(name, n=N_EACH, seed=8, progress=False)
    pd.testing.assert_frame_equal(a, b)
    assert list(a["seed"]) != list(c["seed"])
    assert not a.drop(columns=["seed"]).equals(c.drop(columns=["seed"]))


@pytest.mark.parametrize("name", GAMES)
def test_replay_plays_a_row_again(name):
    """The seed column replays its deal exactly: the same returns and the same fields."""
    frame = simulate(name, n=4, seed=2, progress=False)
    row = frame.iloc[3]
    state = replay(name, "random", row["seed"])
    assert state.is_terminal()
    assert [row[f"return_{p}"] for p in range(len(state.returns()))] == state.returns()


def test_kleeblatt_one_worker_against_two_workers_over_fifty_deals(one_worker, two_workers):
    one = simulate("kleeblatt", n=50, seed=123, executor=one_worker, progress=False)
    two = simulate("kleeblatt", n=50, seed=123, executor=two_workers, chunk_size=7, progress=False)
    pd.testing.assert_frame_equal(one, two)
    assert one["return_0"].nunique() > 3  # the deals really differ


def test_a_prefix_of_a_longer_run_is_the_shorter_run():
    """Deal i depends only on (seed, i): the first 20 of 50 deals are the run of 20."""
    short = simulate("kleeblatt", n=20, seed=5, progress=False)
    long = simulate("kleeblatt", n=50, seed=5, progress=False)
    pd.testing.assert_frame_equal(short, long.iloc[:20])


def test_a_duck_typed_executor_like_dask_gives_the_same_rows():
    executor = DeferredExecutor()
    duck = simulate("kleeblatt", n=30, seed=9, executor=executor, chunk_size=4, progress=False)
    inline = simulate("kleeblatt", n=30, seed=9, executor="inline", progress=False)
    pd.testing.assert_frame_equal(duck, inline)
    assert executor.submitted == 8


def test_a_game_object_with_options_and_a_name_with_options_agree():
    by_name = simulate("kleeblatt", n=20, seed=3, options={"pack": "36"}, progress=False)
    by_object = simulate(get_game("kleeblatt", pack="36"), n=20, seed=3, progress=False)
    pd.testing.assert_frame_equal(by_name, by_object)
    assert set(by_name["pack"]) == {"36"}
    with pytest.raises(ValueError, match="options= is for a game given by name"):
        simulate(get_game("kleeblatt"), n=2, options={"pack": "36"})


def test_policies_per_seat_change_the_play_and_first_legal_is_seeded_by_nothing():
    """Policies per seat are used: FirstLegal everywhere gives other rows than random play,
    and the seats' policies are made afresh for every deal (rows do not depend on order)."""
    seats = get_game("kleeblatt").num_players
    first = simulate("kleeblatt", ["first"] * seats, n=30, seed=1, progress=False)
    rand = simulate("kleeblatt", "random", n=30, seed=1, progress=False)
    assert not first.equals(rand)
    mapped = simulate("kleeblatt", {0: FirstLegal}, n=30, seed=1, chunk_size=4, progress=False)
    listed = simulate("kleeblatt", [FirstLegal, "random", "random"], n=30, seed=1, progress=False)
    pd.testing.assert_frame_equal(mapped, listed)


def test_columns_select_fields_or_are_made_by_a_function():
    chosen = simulate("kleeblatt", n=5, seed=1, columns=["banker", "pack"], progress=False)
    assert list(chosen.columns) == ["deal", "seed", "return_0", "return_1", "return_2",
                                    "banker", "pack"]
    made = simulate("kleeblatt", n=5, seed=1, progress=False,
                    columns=lambda state: {"side bets won by the banker":
                                           state.details()["side bets"].count("banker")})
    assert list(made.columns)[-1] == "side bets won by the banker"
    assert made["side bets won by the banker"].between(0, 3).all()


def test_flat_fields_keeps_scalars_flattens_dicts_and_per_seat_numbers():
    details = {"contract": "solo", "tricks": {"A": 5, "B": 2, "C": 2}, "scores": [3, 1, 0],
               "payments": ["A +3", "B -3", "pool 0"], "marks": [1, 2], "matadors": np.int64(3),
               "vole": False, "hands": ["AS KS", "QH", "2C"], "object": object()}
    assert flat_fields(details, 3) == {
        "contract": "solo", "tricks.A": 5, "tricks.B": 2, "tricks.C": 2, "scores.0": 3,
        "scores.1": 1, "scores.2": 0, "matadors": 3, "vole": False}


def test_a_summary_method_is_preferred_to_details():
    """A game that gives summary() chooses its own columns; details() is then not read."""
    class WithSummary:
        def summary(self):
            return {"outcome": "win", "tricks": {"A": 5}, "object": object()}

        def details(self):
            raise AssertionError("details() must not be asked when summary() exists")

    assert summary_fields(WithSummary(), 3) == {"outcome": "win", "tricks.A": 5}


def test_a_game_field_named_like_a_frame_column_is_kept_under_game_prefix():
    """Piquet's details() has its own 'deal' (the deal's number in the partie); the frame's
    'deal' stays the run's index and the game's value appears as 'game.deal'."""
    frame = simulate("piquet", n=3, seed=1, progress=False)
    assert list(frame["deal"]) == [0, 1, 2] and "game.deal" in frame.columns


def test_a_failing_deal_is_named_with_its_seed():
    class Broken:
        def __init__(self, rng):
            pass

        def __call__(self, state):
            raise ValueError("no idea what to play")

    with pytest.raises(RuntimeError, match=r"deal 0 \(seed \d+\) failed: ValueError: no idea"):
        simulate("kleeblatt", Broken, n=2, progress=False)


def test_bad_arguments_are_refused_with_a_message():
    with pytest.raises(ValueError, match="n must be a whole number"):
        simulate("kleeblatt", n=-1)
    with pytest.raises(ValueError, match="seed must be a non-negative integer"):
        simulate("kleeblatt", n=2, seed=-3)
    with pytest.raises(ValueError, match="chunk_size must be a positive integer"):
        simulate("kleeblatt", n=2, chunk_size=0)
    with pytest.raises(ValueError, match="executor must be 'inline'"):
        simulate("kleeblatt", n=2, executor="threads")
    with pytest.raises(ValueError, match="has no submit"):
        simulate("kleeblatt", n=2, executor=object())
    with pytest.raises(KeyError, match="unknown game"):
        simulate("whist", n=2)


def test_no_deals_give_an_empty_frame_with_the_fixed_columns():
    frame = simulate("kleeblatt", n=0, progress=False)
    assert len(frame) == 0 and list(frame.columns) == ["deal", "seed", "return_0", "return_1",
                                                       "return_2"]


def test_progress_bar_shows_when_asked_and_not_when_suppressed(capsys, monkeypatch):
    monkeypatch.delenv("GAMELIB_PROGRESS", raising=False)
    simulate("kleeblatt", n=5, seed=1, progress=True)
    assert "5/5" in capsys.readouterr().err
    simulate("kleeblatt", n=5, seed=1, progress=False)
    assert capsys.readouterr().err == ""


def test_no_progress_bar_at_all_where_the_environment_says_so(capsys, monkeypatch):
    """GAMELIB_PROGRESS=0 (the stored notebooks' runs): no bar even when one is asked for, since
    a stored bar would show a finished run's timing."""
    monkeypatch.setenv("GAMELIB_PROGRESS", "0")
    simulate("kleeblatt", n=5, seed=1, progress=True)
    assert capsys.readouterr().err == ""
    simulate("kleeblatt", n=5, seed=1)  # automatic: a quick run shows no bar
    assert capsys.readouterr().err == ""


def test_an_int_executor_is_a_process_pool_of_that_size():
    pd.testing.assert_frame_equal(simulate("kleeblatt", n=10, seed=2, executor=2, progress=False),
                                  simulate("kleeblatt", n=10, seed=2, progress=False))


def test_the_frame_records_how_it_was_made():
    frame = simulate("kleeblatt", n=3, seed=6, progress=False)
    assert frame.attrs["n"] == 3 and frame.attrs["seed"] == 6
    assert frame.attrs["policies"] == ["RandomPlayer"] * 3


def test_a_game_object_travels_to_the_workers(two_workers):
    game = get_game("kleeblatt", pack="ombre")
    pooled = simulate(game, n=15, seed=4, executor=two_workers, chunk_size=2, progress=False)
    pd.testing.assert_frame_equal(pooled, simulate(game, n=15, seed=4, progress=False))
    assert set(pooled["pack"]) == {"ombre"}


def test_a_large_run_uses_a_process_pool_by_default_and_gives_the_same_rows(monkeypatch):
    """executor=None: in process below PARALLEL_THRESHOLD deals, a process pool from it on."""
    import gamelib.analysis.montecarlo as montecarlo

    made = []

    class CountingPool(ProcessPoolExecutor):
        def __init__(self, max_workers=None):
            made.append(max_workers)
            super().__init__(max_workers=2)

    monkeypatch.setattr(montecarlo, "ProcessPoolExecutor", CountingPool)
    monkeypatch.setattr(montecarlo, "PARALLEL_THRESHOLD", 12)
    small = simulate("kleeblatt", n=11, seed=3, progress=False)
    assert made == []
    large = simulate("kleeblatt", n=12, seed=3, progress=False)
    assert len(made) == 1
    pd.testing.assert_frame_equal(small, large.iloc[:11])


def test_fields_missing_in_some_deals_are_empty_there_whatever_the_chunking():
    """A field only some deals have (a column the game gives for a contract) is missing (NaN)
    in the others, and the frame is the same for any chunk size."""
    def fields(state):
        banker = state.details()["banker"]
        return {"banker won": banker} if banker > 0 else {"banker lost": -banker}

    frames = [simulate("kleeblatt", n=25, seed=2, chunk_size=size, columns=fields, progress=False)
              for size in (1, 3, 25)]
    for frame in frames[1:]:
        pd.testing.assert_frame_equal(frames[0], frame)
    frame = frames[0]
    assert (frame["banker won"].isna() | frame["banker lost"].isna()).all()
    assert frame["banker won"].notna().any() and frame["banker lost"].notna().any()


def test_a_dask_client_runs_the_chunks_when_dask_is_installed():
    """The optional extra: a local Dask cluster gives the same rows (skipped without dask)."""
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        dask_frame = simulate("kleeblatt", n=20, seed=5, executor=client, chunk_size=3,
                              progress=False)
    pd.testing.assert_frame_equal(dask_frame, simulate("kleeblatt", n=20, seed=5, progress=False))


def test_a_factory_that_returns_no_policy_is_named():
    with pytest.raises(RuntimeError, match="returned 3, which is not a policy"):
        simulate("kleeblatt", lambda rng: 3, n=1, progress=False)


def test_each_seat_draws_from_its_own_stream_whatever_the_other_seats_play():
    """Seat p's generator depends only on the deal's seed and p: changing the other seats'
    policies leaves it unchanged (common random numbers when policies are compared)."""
    drawn = []

    def recorder(rng):
        drawn.append(rng.random())
        return FirstLegal(rng)

    simulate("kleeblatt", [recorder, "random", "random"], n=6, seed=1, progress=False)
    with_random = drawn[:]
    drawn.clear()
    simulate("kleeblatt", [recorder, "first", "first"], n=6, seed=1, progress=False)
    assert drawn == with_random and len(set(drawn)) == 6
    drawn.clear()
    simulate("kleeblatt", ["random", recorder, "random"], n=6, seed=1, progress=False)
    assert drawn != with_random  # another seat, another stream


def test_a_player_of_another_game_is_refused_before_any_deal():
    """simulate refuses a seat's player that does not play the game (its ``games``), naming
    the seat, before a deal is played."""
    with pytest.raises(ValueError, match=r"seat 0: PiquetEngelmann plays piquet, not tresette"):
        simulate("tresette", "piquet-engelmann", 4, seed=1)


def test_a_progress_bar_is_named_by_its_label(monkeypatch):
    """simulate's bar carries the label it is given, so the studies' bars for each game, rule
    set, policy and step are told apart; by default it names the game."""
    from gamelib.analysis import montecarlo

    seen = []
    real = montecarlo._progress_bar

    def spy(total, progress, description):
        seen.append(description)
        return real(total, False, description)

    monkeypatch.setattr(montecarlo, "_progress_bar", spy)
    simulate("kleeblatt", n=2, seed=1, label="Kleeblatt, random, deals 0-1")
    simulate("kleeblatt", n=2, seed=1)
    assert seen[0] == "Kleeblatt, random, deals 0-1" and seen[1].startswith("kleeblatt")
