"""The books' example hands as exercises: is this a good ask?

The booklet names good asks and "fairly good but weak" ones for Ombre
(noothoven:ombre.good-asks-intro ... noothoven:ombre.weak-asks) and sixteen good asks for
Quadrille (noothoven:quadrille.good-asks), and gives the rule behind them: an ask is good on
three sure tricks, two and a half for a practised player (noothoven:ombre.ask-rule,
noothoven:quadrille.ask-rule). Each hand is answered twice:

* by the advice: its sure tricks as :func:`gamelib.players.advice.sure_tricks` counts them,
  against the booklet's three (and two and a half);
* by play: the hand asks, the others pass, and every seat plays by PIMC
  (:func:`gamelib.analysis.studies.pimc_with_advice`: the cards by PIMC, the exchange and the
  call by the books' advice) over many deals of the other cards; the asker's win rate with its
  Wilson interval and his mean result with its 95 % interval, under the booklet's tariff, and
  for Ombre under the Académie's rules as well (whose only bidding advice is that a borderline
  hand may overbid, academie:bid.examples).

The Ombre holdings name three to six cards; the rest of the hand is what the booklet discards
("De overige kaarten ecarteert men", noothoven:ombre.good-asks-intro): drawn here at random
from the plain suits' cards below the jack (an assumption, stated with the results). Deal ``i``
of hand ``k`` depends only on the seed, ``k`` and ``i``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from gamelib.core.cards import CardSet
from gamelib.core.engine import get_game, play
from gamelib.core.stats import mean_interval, wilson_interval

SEED = 1798
#: The deals of each hand: under the test suite, in the notebook by default, at full size.
QUICK_DEALS, NOTEBOOK_DEALS, FULL_DEALS = 4, 12, 200
ASK = {"noothoven": "ask", "academie": "ask leave"}
GOOD, PRACTISED = 3.0, 2.5  # noothoven:ombre.ask-rule, noothoven:quadrille.ask-rule


@dataclass(frozen=True)
class Exercise:
    """One of the books' example hands, asked: is this a good ask?"""

    key: str
    game: str          # "ombre" or "quadrille"
    rules: str         # the rule set it is played under
    book: str          # the booklet's own word for it: "good ask", "weak ask"
    cards: CardSet     # the cards the booklet names (a whole hand for Quadrille)
    trump: str
    words: str
    passage: str

    @property
    def name(self) -> str:
        return f"{self.game} {self.key}" + (" (Académie)" if self.rules == "academie" else "")


def exercises(rules: Sequence[str] = ("noothoven", "academie")) -> list[Exercise]:
    """The booklet's Ombre asks (under each rule set in ``rules``) and its Quadrille asks."""
    from gamelib.games.ombre.advice import BOOK_HANDS as OMBRE_HANDS
    from gamelib.games.quadrille import BOOK_HANDS as QUADRILLE_HANDS

    out = [Exercise(h.key, "ombre", r, h.category, h.holding(), h.trump, h.words, h.passage)
           for r in rules for h in OMBRE_HANDS if h.category in ("good ask", "weak ask")]
    out += [Exercise(h.key, "quadrille", "noothoven", "good ask", h.cards, h.trump, h.described,
                     h.passage) for h in QUADRILLE_HANDS.values() if h.contract == "vraag"]
    return out


def advice(ex: Exercise) -> tuple[float, str]:
    """The sure tricks of the hand and the advice's verdict on asking with it."""
    from gamelib.players.advice import sure_tricks

    count = sure_tricks(ex.cards, ex.trump)
    verdict = ("a good ask (three sure tricks)" if count >= GOOD else
               "a good ask for a practised player (two and a half)" if count >= PRACTISED else
               "not a good ask")
    return count, verdict


def _filler(ex: Exercise, rng: np.random.Generator, deck: CardSet) -> CardSet:
    """The rest of an Ombre hand: plain cards below the jack, at random (module docstring)."""
    from gamelib.games.ombre.order import is_trump

    low = [c for c in deck - ex.cards if not is_trump(c, ex.trump) and c.rank not in "KQJ"]
    picked = rng.choice(len(low), size=9 - len(ex.cards), replace=False)
    return ex.cards | CardSet([low[i] for i in picked])


def ask_deal(ex: Exercise, index: int, seed: int = SEED):
    """Deal ``index`` of exercise ``ex``: the hand at the eldest (who speaks and leads first),
    the other cards at random, the ask made and the others passing; ready for the exchange."""
    rng = np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(_number(ex), index)))
    words = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    if ex.game == "quadrille":
        from gamelib.games.quadrille.game import QuadrilleGame

        game = QuadrilleGame(rules="noothoven")
        other = next(s for s in "SHDC" if s != ex.trump)
        state = game.new_initial_state(seed=rng, hands=game.deal_around({0: ex.cards}, seed=rng),
                                       dealer=3, favourite=other)
        bids = ("vraag", "pass", "pass", "pass", f"trumps {words[ex.trump]}")
    else:
        game = get_game("ombre", rules=ex.rules)
        hand = _filler(ex, rng, game.deck)
        rest = [c for c in game.deck - hand]
        order = rng.permutation(len(rest))
        cards = [rest[i] for i in order]
        state = game.new_initial_state(seed=rng, hands=[hand, CardSet(cards[:9]),
                                                        CardSet(cards[9:18])],
                                       stock=[str(c) for c in cards[18:]])
        bids = (ASK[ex.rules], "pass", "pass")
    for bid in bids:
        state.apply_action(bid)
    return state


def _number(ex: Exercise) -> int:
    return [e.name for e in exercises()].index(ex.name)


def asker_result(state, ex: Exercise) -> tuple[bool, float]:
    """Whether the asker won, and his net result of the deal."""
    seat = 0 if ex.game == "quadrille" else state.active[state.ombre]
    details = state.details()
    won = details.get("outcome") in ("won", "win", "vole")
    return won, float(state.returns()[seat])


def play_deal(ex: Exercise, index: int, seed: int = SEED) -> tuple[bool, float]:
    """Deal ``index`` of ``ex`` played out by PIMC at every seat."""
    from gamelib.analysis.studies import pimc_with_advice

    state = ask_deal(ex, index, seed)
    play(state, pimc_with_advice(np.random.default_rng([seed, _number(ex), index])))
    return asker_result(state, ex)


def verdict(low: float, high: float) -> str:
    return "good" if low > 0 else "poor" if high < 0 else "undecided at this size"


#: Where the full run keeps its deals, one row a deal (``python -m gamelib lessons --exercises
#: --store``); the notebook reads them back. A folder of its own: the studies' store reads
#: every file of notebooks/results as one of its pieces.
STORE = (Path(__file__).resolve().parents[3] / "notebooks" / "results" / "lessons"
         / f"ask-exercises.seed{SEED}.csv")
COLUMNS = ["hand", "deal", "won", "result"]


def exercise_deals(n: int, seed: int = SEED, keys: Sequence[str] | None = None,
                   rules: Sequence[str] = ("noothoven", "academie"),
                   progress: Callable[[str], None] | None = print, store: Path | None = None):
    """The first ``n`` deals of every exercise (those named in ``keys``, e.g. "ombre B3",
    "quadrille V1", or all), one row a deal: whether the asker won and his result. With
    ``store`` (a CSV file) the deals stored there are read back and only the missing ones
    played, each hand's deals written as soon as they are played. ``progress`` receives a line
    of words after each hand (None: silent)."""
    import pandas as pd

    known = exercises(rules)
    chosen = [e for e in known if keys is None or e.name in keys]
    if keys is not None and len(chosen) < len(set(keys)):
        missing = sorted(set(keys) - {e.name for e in chosen})
        raise ValueError(f"no exercise {', '.join(missing)}; the exercises: "
                         f"{', '.join(e.name for e in known)}")
    stored = pd.read_csv(store) if store is not None and store.exists() else \
        pd.DataFrame(columns=COLUMNS)
    frames, start, played = [stored], time.perf_counter(), 0
    for k, ex in enumerate(chosen, 1):
        have = set(stored.loc[stored["hand"] == ex.name, "deal"])
        rows = [(ex.name, i, *play_deal(ex, i, seed)) for i in range(n) if i not in have]
        played += len(rows)
        if rows:
            frames.append(pd.DataFrame(rows, columns=COLUMNS))
            if store is not None:
                _write(pd.concat(frames, ignore_index=True), store)
        if progress:
            progress(f"hand {k} of {len(chosen)} ({ex.name}): {n} deals, {len(rows)} played "
                     f"now; {played} played in {time.perf_counter() - start:.0f} s")
    deals = pd.concat(frames, ignore_index=True).astype({"deal": int, "won": bool,
                                                         "result": float})
    names = [e.name for e in chosen]
    deals = deals[deals["hand"].isin(names) & (deals["deal"] < n)]
    return deals.sort_values(["hand", "deal"], key=lambda c: c.map(names.index)
                             if c.name == "hand" else c).reset_index(drop=True)


def _write(frame, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    frame.sort_values(["hand", "deal"]).to_csv(temporary, index=False)
    temporary.replace(path)


def exercise_table(deals, rules: Sequence[str] = ("noothoven", "academie")):
    """One row an exercise of ``deals`` (:func:`exercise_deals`): the booklet's word, the
    advice's count and verdict, and the deals played by PIMC: the asker's win rate and mean
    result, each with its 95 % interval, and the verdict of play."""
    import pandas as pd

    by_name = {e.name: e for e in exercises(rules)}
    rows = []
    for name, group in deals.groupby("hand", sort=False):
        ex, n, wins = by_name[name], len(group), int(group["won"].sum())
        low, high = wilson_interval(wins, n)
        net = mean_interval(group["result"]) if n > 1 else None
        count, advised = advice(ex)
        rows.append({
            "hand": name, "the booklet": ex.book, "booklet's words": ex.words,
            "sure tricks": count, "the advice": advised, "deals": n, "won": wins,
            "win rate": wins / n, "win low": low, "win high": high,
            "mean result": net.mean if net else float("nan"),
            "result low": net.low if net else float("nan"),
            "result high": net.high if net else float("nan"),
            "by play": verdict(net.low, net.high) if net else "undecided at this size",
            "passage": ex.passage})
    return pd.DataFrame(rows)


def table_text(table) -> str:
    """The exercises' table as a teacher reads it in a terminal."""
    head = (f"{'hand':<24}{'booklet':<10}{'sure tricks':>12}  {'the advice':<52}{'won':>8}  "
            f"{'win rate [95 %]':<18}{'mean result [95 %]':<25}by play")
    lines = [head]
    for r in table.to_dict("records"):
        lines.append(f"{r['hand']:<24}{r['the booklet']:<10}{r['sure tricks']:>12.1f}  "
                     f"{r['the advice']:<52}{str(r['won']) + '/' + str(r['deals']):>8}  "
                     f"{_percent(r['win rate'], r['win low'], r['win high']):<18}"
                     f"{_signed(r['mean result'], r['result low'], r['result high']):<25}"
                     f"{r['by play']}")
    return "\n".join(lines)


def _percent(p, low, high) -> str:
    return f"{p:.0%} [{low:.0%}, {high:.0%}]"


def _signed(mean, low, high) -> str:
    return "n/a" if mean != mean else f"{mean:+.2f} [{low:+.2f}, {high:+.2f}]"


def agreement(table) -> dict[str, int]:
    """How often play agrees with the booklet's word and with the advice's count."""
    decided = table[table["by play"] != "undecided at this size"]
    book_good = decided["the booklet"] == "good ask"
    play_good = decided["by play"] == "good"
    advice_good = decided["the advice"] != "not a good ask"
    return {"decided by play": len(decided), "hands": len(table),
            "play agrees with the booklet": int((book_good == play_good).sum()),
            "play agrees with the advice": int((advice_good == play_good).sum())}
