"""The studies: what the old books answered by feel, computed.

Each study is a function that returns a pandas DataFrame (and, for the figures, a plot function
that draws it with labelled axes), so that the notebook ``notebooks/studies.py`` only calls and
shows them. Every function takes its size and its seed; the same seed gives the same table.

1. :func:`outcome_deals` / :func:`outcome_rates`: outcome rates of Ombre (both rule sets) and
   Quadrille (both) by contract and policy, with Wilson intervals.
2. :func:`stated_rates` and :func:`beast_study`: the Académie's pool and beasts over a partie of
   20, 30 and 40 hands under the 2-and-1 and the 3-and-2 marking, from the outcome rates of
   played deals, with the largest beast seen.
3. :func:`seat_advantages` and :func:`goodhope_pot`: the first mover at Domino, the elder at
   Piquet, the first side at Casino, the banker at Kleeblatt (exact against simulated) and the
   pot of Goodhope carried over rounds.
4. :func:`booklet_odds`: every solo hand of the Quadrille booklet played out against the other
   thirty cards dealt at random, by a method given as a parameter (:data:`ODDS_METHODS`), beside
   the odds the booklet prints.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Sequence

import numpy as np
import pandas as pd

from gamelib.analysis.montecarlo import _executor_for, _progress_bar, simulate
from gamelib.analysis.store import RESULTS, SLOW_STEP, Store, resumable
from gamelib.core.engine import get_game, play
from gamelib.core.stats import mean_interval, rate_table, wilson_interval
from gamelib.players import POLICIES, make_policy
from gamelib.players import advice as _advice_players  # noqa: F401  (registers the advice players)

__all__ = ["ADVICE", "FULL_ODDS_DOUBLE_DUMMY", "FULL_ODDS_PIMC", "FULL_PIMC_DEALS", "ODDS_METHODS",
           "OUTCOME_GAMES", "PIMC_OBJECTIVE", "PIMC_WORLDS", "RESULTS", "SEED", "Store",
           "available_odds_methods", "available_policies", "beast_study", "booklet_odds", "goodhope_pot",
           "odds_deal", "outcome_deals", "outcome_rates", "pimc_with_advice", "seat_advantages",
           "solo_trials", "stated_rates"]

#: The games of study 1: (game, rule set).
OUTCOME_GAMES = (("ombre", "academie"), ("ombre", "noothoven"),
                 ("quadrille", "noothoven"), ("quadrille", "hoe-speel-je"))

#: The advice player of each game (gamelib.players.advice).
ADVICE = {"ombre": "ombre-booklet", "quadrille": "quadrille-booklet",
          "casino": "casino-engelmann", "piquet": "piquet-engelmann", "domino": "domino-booklet"}


def available_policies() -> list[str]:
    """"random" and "advice", and "pimc" when :mod:`gamelib.players.pimc` is installed and registers it."""
    out = ["random", "advice"]
    try:
        from gamelib.players import pimc  # noqa: F401  (registers "pimc")
    except ImportError:
        return out
    if "pimc" in POLICIES:
        out.append("pimc")
    return out


#: Worlds sampled for each card by the studies' PIMC player (the policy "pimc" samples 100).
PIMC_WORLDS = 20

#: The seed of the notebook's studies.
SEED = 1798
#: The full sizes of the long runs, the notebook's and ``python -m gamelib studies``'s: deals of
#: each game played by PIMC (study 1), deals of each solo hand by double dummy and by PIMC
#: (study 4; the issue asks for at least 1,000 and 200).
FULL_PIMC_DEALS = 200
FULL_ODDS_DOUBLE_DUMMY = 1_000
FULL_ODDS_PIMC = 200


#: What the studies' PIMC player solves its worlds for (gamelib.players.pimc.OBJECTIVES).
PIMC_OBJECTIVE = "outcome"


def pimc_with_advice(rng: np.random.Generator):
    """The studies' PIMC player: cards by PIMC over :data:`PIMC_WORLDS` worlds, solved for
    :data:`PIMC_OBJECTIVE`, every other decision (bidding, trumps, calls, the exchange) by the
    books' advice
    (``gamelib.players.advice.BookletAdvice``): a random auction would make the cards meaningless."""
    from gamelib.players.pimc import PIMCPlayer

    return PIMCPlayer(rng, worlds=PIMC_WORLDS, fallback="advice", objective=PIMC_OBJECTIVE)


def _policy_name(game: str, policy: str):
    if policy == "advice":
        return ADVICE[game]
    if policy == "pimc":
        return pimc_with_advice
    return policy


# ------------------------------------------------------------------------------------------------
# Study 1: outcome rates by contract and policy


def outcome_deals(n: int, seed: int, policies: Sequence[str] = ("random", "advice"),
                  games: Sequence[tuple[str, str]] = OUTCOME_GAMES,
                  sizes: dict[str, int] | None = None, executor="inline",
                  store: Store | None = None, progress: bool | None = False) -> pd.DataFrame:
    """Play ``n`` deals of each game and rule set with every seat playing ``policy`` (for each
    of ``policies``; ``sizes`` may give another ``n`` per policy, e.g. a small one for "pimc"),
    all from ``seed``. One row a deal: game, rules, policy, contract (as the game names it;
    "(none)" when all passed), outcome, and the deal's seed. ``executor`` and ``progress`` as
    for :func:`gamelib.analysis.montecarlo.simulate`; with a ``store`` (:class:`Store`) the deals played
    by PIMC already stored are read back and the rest played and stored, in steps of
    :data:`SLOW_STEP` deals (the other policies take seconds and are never stored)."""
    rows = []
    for game, rules in games:
        for policy in policies:
            size = (sizes or {}).get(policy, n)

            def compute(first: int, stop: int, game=game, rules=rules, policy=policy):
                frame = simulate(game, _policy_name(game, policy), n=stop - first, seed=seed,
                                 first=first, options={"rules": rules}, executor=executor,
                                 progress=progress,
                                 label=f"{game} ({rules}), {policy}, deals {first}-{stop - 1}")
                empty = pd.Series([None] * len(frame), dtype=object)
                return pd.DataFrame({
                    "deal": frame["deal"].astype(int),
                    "contract": frame.get("contract", empty).fillna("(none)").astype(str),
                    "outcome": frame.get("outcome", empty).fillna("(none)").astype(str),
                    "seed": frame["seed"].astype("int64")})

            piece = f"outcome-deals.{game}.{rules}.{policy}.seed{seed}"
            about = {"study": "outcome_deals", "game": game, "rules": rules, "policy": policy,
                     "seed": seed}
            if policy == "pimc":
                about.update(worlds=PIMC_WORLDS, objective=PIMC_OBJECTIVE)
            slow = policy == "pimc"  # the others take seconds: never stored
            part = resumable(store if slow else None, piece, size, about, compute,
                              SLOW_STEP if slow else max(size, 1))
            part = part.drop(columns="deal")
            for i, (name, value) in enumerate((("game", game), ("rules", rules),
                                               ("policy", policy))):
                part.insert(i, name, value)
            rows.append(part)
    return pd.concat(rows, ignore_index=True)


def outcome_rates(deals: pd.DataFrame, by_contract: bool = True) -> pd.DataFrame:
    """The rate of every outcome within each game, rule set, policy (and contract), with the
    Wilson 95 % interval: columns game, rules, policy, (contract,) outcome, count, n, rate, low,
    high."""
    keys = ["game", "rules", "policy"] + (["contract"] if by_contract else [])
    parts = []
    for key, part in deals.groupby(keys, sort=True):
        table = rate_table(part, "outcome")
        for name, value in zip(keys, key):
            table.insert(len([k for k in keys if k in table.columns]), name, value)
        parts.append(table)
    out = pd.concat(parts, ignore_index=True)
    return out[keys + ["outcome", "count", "n", "rate", "low", "high"]]


# ------------------------------------------------------------------------------------------------
# Study 2: pool and beasts

#: Académie outcomes as the pool's hand results (a 1-4-4 split, "unspecified", settles as a
#: remise, as ``OmbreState.hand_result`` does).
_POOL_KIND = {"win": "win", "remise": "remise", "unspecified": "remise", "codille": "codille",
              "vole": "vole", "failed-vole": "failed-vole", "all-pass": "all-pass",
              "spadille-undeclared": "spadille-undeclared"}


def stated_rates(deals: pd.DataFrame) -> tuple[dict[str, float], dict[str, float]]:
    """The outcome rates and the contract shares of played Académie deals (a frame of
    :func:`outcome_deals` restricted to one policy, or of ``simulate``): what
    :func:`gamelib.analysis.fast.beasts.hands_from_rates` draws hands from."""
    counts: dict[str, float] = {}
    for outcome, k in deals["outcome"].value_counts().items():
        kind = _POOL_KIND.get(str(outcome))
        if kind is None:
            raise ValueError(f"outcome {outcome!r} is not an Académie hand result")
        counts[kind] = counts.get(kind, 0.0) + k
    total = sum(counts.values())
    rates = {k: v / total for k, v in sorted(counts.items())}
    contracts = deals.loc[deals["contract"].isin(["ask-leave", "retourne", "sans-prendre"]),
                          "contract"].value_counts()
    shares = {str(k): float(v) / float(contracts.sum()) for k, v in sorted(contracts.items())}
    return rates, shares or {"ask-leave": 1.0}


def _growth(rates, contracts, hands: int, sessions: int, marking: str, seed: int):
    """Vectorised sessions by :mod:`gamelib.analysis.fast.beasts`, else :class:`PoolSession` one by one."""
    try:
        from gamelib.analysis.fast.beasts import beast_growth
    except ImportError:  # pragma: no cover - the fast path is part of the package
        beast_growth = None
    if beast_growth is not None:
        g = beast_growth(rates, hands=hands, sessions=sessions, marking=marking, seed=seed,
                         contracts=contracts)
        return g.pool, g.open_total, g.largest
    from gamelib.analysis.beasts import simulate_partie  # pragma: no cover
    rng = np.random.default_rng(seed)
    pools, totals, largest = [], [], []
    for _ in range(sessions):
        f = simulate_partie(rng, hands, rates, marking=marking)
        pools.append(f["pool"].to_numpy())
        totals.append(f["beasts total"].to_numpy())
        largest.append(f["largest beast"].to_numpy())
    return np.array(pools), np.array(totals), np.array(largest)


def beast_study(rates: dict[str, float], contracts: dict[str, float], sessions: int, seed: int,
                lengths: Sequence[int] = (20, 30, 40),
                markings: Sequence[str] = ("2-and-1", "3-and-2")) -> tuple[pd.DataFrame, dict]:
    """The pool and the beasts after a partie of each of ``lengths`` hands, under each marking,
    over ``sessions`` sessions drawn from the stated ``rates`` (one seed for all, so the two
    markings settle the same hands). Returns the table (marking, hands, sessions, the median and
    90 % quantile of the pool and of the open beasts' total, the mean and the largest beast seen
    in any session up to then) and the paths per marking (arrays sessions x hands: "pool",
    "beasts", "largest") for :func:`gamelib.show.plots.plot_beasts`."""
    longest = max(lengths)
    rows, paths = [], {}
    for marking in markings:
        pool, total, largest = _growth(rates, contracts, longest, sessions, marking, seed)
        paths[marking] = {"pool": pool, "beasts": total, "largest": largest}
        for h in lengths:
            rows.append({
                "marking": marking, "hands": h, "sessions": sessions,
                "pool median": float(np.median(pool[:, h - 1])),
                "pool 90 %": float(np.quantile(pool[:, h - 1], 0.9)),
                "beasts median": float(np.median(total[:, h - 1])),
                "beasts 90 %": float(np.quantile(total[:, h - 1], 0.9)),
                "largest beast, mean": float(largest[:, :h].max(axis=1).mean()),
                "largest beast seen": float(largest[:, :h].max()),
            })
    return pd.DataFrame(rows), paths


# ------------------------------------------------------------------------------------------------
# Study 3: seat advantages


def _rate_row(game, question, successes, n, method, reference=0.5, passage=""):
    low, high = wilson_interval(successes, n)
    return {"game": game, "question": question, "method": method, "n": int(n),
            "estimate": successes / n if n else math.nan, "low": low, "high": high,
            "reference": reference, "kind": "rate", "passage": passage}


def _mean_row(game, question, values, method, reference=0.0, passage=""):
    est = mean_interval(values)
    return {"game": game, "question": question, "method": method, "n": est.n,
            "estimate": est.mean, "low": est.low, "high": est.high, "reference": reference,
            "kind": "mean", "passage": passage}


def seat_advantages(n: int, seed: int, casino_games: int | None = None,
                    kleeblatt_games: int | None = None) -> pd.DataFrame:
    """One row a question, each with its estimate, 95 % interval and the value of no advantage
    (``reference``): rates with Wilson intervals, means with normal ones.

    * Domino: the first mover's share of the decided games, random players and the booklet's
      player (:func:`gamelib.analysis.domino.first_move_study`).
    * Piquet: the elder's share of the deals he outscores the younger (ties left out) and his
      mean lead in points, both players by Engelmann's discard advice.
    * Casino (four, Engelmann's rules at every seat): the share of games won by the side of the
      first player (B and D; A deals first and the deal passes to the left).
    * Kleeblatt: the banker's mean net per player in the main game (exact 0) and his gain per
      unit of wager (exact from :func:`gamelib.analysis.kleeblatt.expectations`).
    """
    from gamelib.analysis.domino import first_move_study
    from gamelib.analysis.kleeblatt import expectations
    from gamelib.analysis.kleeblatt import simulate as kleeblatt_simulate

    rows = []
    for label, policies in (("random", None), ("booklet", "domino-booklet")):
        pol = None if policies is None else make_policy(policies, seed)
        study = first_move_study(n, seed, policies=pol)
        rows.append(_rate_row("domino", "first mover wins", study.first_wins, study.decided,
                              label, passage="noothoven:domino.first-move-weight"))
    piquet = simulate("piquet", "piquet-engelmann", n=n, seed=seed, executor="inline",
                      progress=False, options={"partie": "deal"})  # whole deals, none cut short
    elder = piquet["elder"].astype(int).to_numpy()
    s0, s1 = piquet["scores.0"].to_numpy(float), piquet["scores.1"].to_numpy(float)
    lead = np.where(elder == 1, s1 - s0, s0 - s1)
    decided = lead != 0
    rows.append(_rate_row("piquet", "elder outscores the younger", int((lead > 0).sum()),
                          int(decided.sum()), "engelmann", passage="engelmann:piquet.elder"))
    rows.append(_mean_row("piquet", "elder's lead in points a deal", lead, "engelmann",
                          passage="engelmann:piquet.elder"))
    games = casino_games or max(20, n // 10)
    casino = simulate("casino", "casino-engelmann", n=games, seed=seed, executor="inline",
                      progress=False)
    rows.append(_rate_row("casino", "first player's side (B+D) wins the game",
                          int((casino["winner"] == "B+D").sum()), len(casino), "engelmann",
                          passage="engelmann:casino.example-deal"))
    k = kleeblatt_games or n
    sim = kleeblatt_simulate(k, seed=seed, players=3)
    exact = expectations("full")
    for question, mean, se, value in (
            ("banker's net per player, main game", sim["banker_main"], sim["banker_main_se"],
             float(exact.banker_main)),
            ("banker's gain per unit of wager", sim["banker_side_per_unit"],
             sim["banker_side_se"], float(exact.side_bet_carry))):
        rows.append({"game": "kleeblatt", "question": question, "method": "simulated",
                     "n": k, "estimate": mean, "low": mean - 1.96 * se, "high": mean + 1.96 * se,
                     "reference": value, "kind": "mean", "passage": "engelmann:kleeblatt.banker"})
        rows.append({"game": "kleeblatt", "question": question, "method": "exact", "n": 0,
                     "estimate": value, "low": value, "high": value, "reference": value,
                     "kind": "exact", "passage": "engelmann:kleeblatt.banker"})
    return pd.DataFrame(rows)


def goodhope_pot(rounds: int, sessions: int, seed: int, players: int = 5,
                 stake: int = 4) -> pd.DataFrame:
    """The pot carried after each round of Goodhope
    (:class:`gamelib.games.goodhope.GoodhopeSession`, random players), over ``sessions``
    sessions seeded from ``seed``: one row a round, with the median,
    the 10 % and 90 % quantiles and the mean of the pot, and the share of sessions with a pot."""
    from gamelib.games.goodhope import GoodhopeSession

    game = get_game("goodhope", players=players, stake=stake)
    seeds = np.random.SeedSequence(seed).spawn(sessions)
    paths = np.zeros((sessions, rounds))
    for i, s in enumerate(seeds):
        session = GoodhopeSession(game, rounds, seed=np.random.default_rng(s))
        if session.ledger.total() != 0:
            raise AssertionError("Goodhope session ledger does not balance")
        paths[i] = [float(r.pot()) for r in session.rounds]
    q10, q50, q90 = np.quantile(paths, [0.1, 0.5, 0.9], axis=0)
    return pd.DataFrame({"round": np.arange(1, rounds + 1), "pot median": q50, "pot 10 %": q10,
                         "pot 90 %": q90, "pot mean": paths.mean(axis=0),
                         "share with a pot": (paths > 0).mean(axis=0), "sessions": sessions})


# ------------------------------------------------------------------------------------------------
# Study 4: the booklet's odds


def _solo_state(hand, rng):
    """A deal with the booklet's solo ``hand`` at the dealer's right (first to speak and lead),
    the other thirty cards at random; solo announced, the others pass, its trumps named. The
    favourite is another suit, so nothing is doubled (it changes no trick)."""
    from gamelib.games.quadrille.game import QuadrilleGame

    game = QuadrilleGame(rules="noothoven")
    other = next(s for s in "SHDC" if s != hand.trump)
    hands = game.deal_around({0: hand.cards}, seed=rng)
    state = game.new_initial_state(seed=rng, hands=hands, dealer=3, favourite=other)
    words = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    for label in ("solo", "pass", "pass", "pass", f"trumps {words[hand.trump]}"):
        state.apply_action(label)
    return state


def _by_players(policy: Callable) -> Callable:
    def method(state) -> bool:
        play(state, policy)
        return state.outcome == "won"
    return method


def _plain(state) -> bool:
    from gamelib.players.quadrille import plain_player
    return _by_players(plain_player)(state)


def solo_trials(hand, n: int, seed: int = 0) -> float:
    """The share of ``n`` deals in which the booklet's solo ``hand`` (a
    :class:`gamelib.games.quadrille.hands.BookHand`) wins, the other thirty cards of each deal
    (:func:`_solo_state`) drawn from one stream seeded ``seed``, all four seats played by the
    plain player (:func:`gamelib.players.quadrille.plain_player`)."""
    rng = np.random.default_rng(seed)
    return sum(_plain(_solo_state(hand, rng)) for _ in range(n)) / n


def _advice(state) -> bool:
    return _by_players(make_policy("quadrille-booklet"))(state)


def _double_dummy(state) -> bool:
    """Whether the soloist can force ``win_at`` tricks with every hand open: one zero-window
    test of the solver (:meth:`gamelib.solver.search.Position.test`), not the whole value, which
    asks the same question of the same search several times (tested equal to
    ``solve(state).side_tricks >= win_at``)."""
    from gamelib.solver.search import position_of

    pos, _ = position_of(state)
    return bool(pos.test(state.game.win_at - pos.side_won()))


def _pimc(state) -> bool:
    policy = pimc_with_advice(np.random.default_rng(int(state.rng.integers(2**31))))
    return _by_players(policy)(state)


#: The ways of playing a deal out: name -> (function(state) -> solo won, what it assumes).
ODDS_METHODS: dict[str, tuple[Callable, str]] = {
    "plain": (_plain, "all four seats play the demonstration player: trumps led by the soloist, cheapest winning card, otherwise low; "
              "a weak, honest baseline with no look-ahead"),
    "advice": (_advice, "all four seats play the booklet's advice; no look-ahead, no card reading beyond the cards played"),
    "double-dummy": (_double_dummy, "every hand open to every player, best play by both sides: "
                     "optimistic for the soloist, who always finds the winning "
                     "line, and for the defence, who always finds the best defence; the "
                     "booklet's player sees neither the other hands nor their best defence"),
    "pimc": (_pimc, "every seat plays Perfect-Information Monte Carlo: it samples "
             "the unseen cards, solves each world double dummy and plays the best card on "
             "average; it suffers strategy fusion (it assumes it will know in later tricks what "
             "it only guesses now) and non-locality, and it does not hide its own hand"),
}


def available_odds_methods() -> list[str]:
    """The methods of :data:`ODDS_METHODS` that can run here: "plain" and "advice" always,
    "double-dummy" when :mod:`gamelib.solver.search` is installed, "pimc" when :mod:`gamelib.players.pimc` is
    installed and registers its policy."""
    out = ["plain", "advice"]
    try:
        from gamelib.solver.search import solve  # noqa: F401
    except ImportError:
        return out
    out.append("double-dummy")
    if "pimc" in available_policies():
        out.append("pimc")
    return out


def odds_deal(hand, seed: int, index: int):
    """Deal ``index`` of the booklet's solo ``hand`` (a :class:`gamelib.games.quadrille.hands.BookHand`)
    in a run seeded ``seed``: the other thirty cards and every later chance drawn from
    ``SeedSequence(seed, spawn_key=(k, index))``, ``k`` the hand's place in ``BOOK_HANDS``. So
    deal ``index`` is the same for every method and every size of run."""
    from gamelib.games.quadrille import BOOK_HANDS

    k = list(BOOK_HANDS).index(hand.key)
    return _solo_state(hand, np.random.default_rng(np.random.SeedSequence(seed,
                                                                          spawn_key=(k, index))))


def _odds_rows(method: str | Callable, key: str, seed: int, first: int, stop: int) -> dict:
    """Deals ``first .. stop - 1`` of hand ``key`` played out by ``method``: whether the solo
    won, and the seconds each took."""
    from gamelib.games.quadrille import BOOK_HANDS

    run = ODDS_METHODS[method][0] if isinstance(method, str) else method
    out: dict[str, list] = {"deal": [], "won": [], "seconds": []}
    for index in range(first, stop):
        state = odds_deal(BOOK_HANDS[key], seed, index)
        start = time.perf_counter()
        out["won"].append(int(bool(run(state))))
        out["seconds"].append(round(time.perf_counter() - start, 3))
        out["deal"].append(index)
    return out


def booklet_odds(n: int, seed: int, method: str | Callable = "plain",
                 keys: Sequence[str] | None = None, executor="inline",
                 store: Store | None = None, progress: bool | None = False) -> pd.DataFrame:
    """For every solo hand of :data:`gamelib.games.quadrille.BOOK_HANDS` (or those in ``keys``): the
    share of ``n`` deals of the other thirty cards that the solo wins when played out by
    ``method`` (a name of :data:`ODDS_METHODS` or a function ``state -> bool``), with its Wilson
    95 % interval, beside the odds the booklet prints and the probability they state. Deal ``i``
    of a hand is :func:`odds_deal` ``(hand, seed, i)``, the same for every method, so methods
    are compared on the same deals.

    ``executor``: "inline" (default), ``None`` (a process pool when the run is long), a number of
    worker processes, or a ``concurrent.futures`` executor; a method given as a function runs
    in process. With a ``store`` (:class:`Store`) the deals of double dummy and PIMC already
    stored are read back and the others played and stored, in steps of :data:`SLOW_STEP` deals
    (the players' methods take seconds and are never stored); with a read-only store, the
    deals stored so far only: a hand's ``n`` is then what was stored, and a hand with none has
    no row. ``progress`` as for :func:`gamelib.analysis.montecarlo.simulate`."""
    from gamelib.games.quadrille import BOOK_HANDS

    if isinstance(method, str):
        if method not in ODDS_METHODS:
            raise ValueError(f"unknown method {method!r}: {', '.join(ODDS_METHODS)}")
        name = method
    else:
        name = getattr(method, "__name__", "custom")
    solos = [h for h in BOOK_HANDS.values() if h.contract == "solo"
             and (keys is None or h.key in keys)]
    slow = name in ("double-dummy", "pimc")
    store = store if slow else None  # the players' methods take seconds: never stored
    pieces = {h.key: f"booklet-odds.{name}.{h.key}.seed{seed}" for h in solos}
    missing = 0 if store and store.read_only else sum(
        max(0, n - (store.count(pieces[h.key]) if store else 0)) for h in solos)
    if not isinstance(method, str):
        pool, owned = None, False
    elif executor is None and slow and missing:  # long by nature: every core
        pool, owned = _executor_for(os.cpu_count() or 1, missing)
    else:
        pool, owned = _executor_for(executor, missing)
    rows = []
    try:
        with _progress_bar(missing, progress, f"booklet odds, {name}") as bar:
            for hand in solos:
                def compute(first: int, stop: int, key=hand.key) -> pd.DataFrame:
                    if pool is None:
                        part = _odds_rows(method, key, seed, first, stop)
                    else:
                        cuts = np.linspace(first, stop, min(stop - first, 8) + 1).astype(int)
                        futures = [pool.submit(_odds_rows, method, key, seed, int(a), int(b))
                                   for a, b in zip(cuts[:-1], cuts[1:]) if b > a]
                        parts = [f.result() for f in futures]
                        part = {c: sum((p[c] for p in parts), []) for c in ("deal", "won",
                                                                             "seconds")}
                    bar.update(stop - first)
                    return pd.DataFrame(part, columns=["deal", "won", "seconds"])

                about = {"study": "booklet_odds", "method": name, "hand": hand.key,
                         "seed": seed}
                if name == "pimc":
                    about.update(worlds=PIMC_WORLDS, objective=PIMC_OBJECTIVE)
                deals = resumable(store, pieces[hand.key], n, about, compute,
                                   SLOW_STEP if slow else max(n, 1))
                played, wins = len(deals), int(deals["won"].sum())
                if not played and store is not None:  # nothing stored yet (read only)
                    continue
                low, high = wilson_interval(wins, played)
                printed = float(hand.probability)
                rows.append({"hand": hand.key, "trump": hand.trump, "described": hand.described,
                             "odds printed": hand.odds_printed, "printed p": printed,
                             "method": name, "n": played, "wins": wins, "p": wins / played
                             if played else math.nan, "low": low, "high": high,
                             "printed inside interval": bool(low <= printed <= high),
                             "passage": hand.passage})
    finally:
        if owned:
            pool.shutdown(wait=True, cancel_futures=True)
    return pd.DataFrame(rows)
