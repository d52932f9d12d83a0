"""What the differences do in play: the same seeded deals played under each rule set by the plain
players (:func:`ombre_deals`, :func:`quadrille_deals`, stored and read back through
:class:`gamelib.analysis.store.Store`), the outcome rates and payouts they give, each
difference alone (the outcome rule, the matador payments), their figures, and the Monte Carlo
size (:func:`size`)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from gamelib.core.cards import SUITS
from gamelib.core.names import source_name, words
from gamelib.games.ombre import order as om
from gamelib.games.ombre.outcome import outcome_academie, outcome_noothoven
from gamelib.games.quadrille.payment import matador_bonus
from gamelib.games.quadrille.payment import matador_fiches as quadrille_matador_fiches
from gamelib.players.plain import ombre_plain
from gamelib.players.quadrille import quadrille_plain

# ---- simulation ----------------------------------------------------------------------------

#: The seed of the comparison's plays (section 9 of the notebook) and their full size. The full
#: size is played once, by ``python -m gamelib studies compare-plain``, into the notebooks' store
#: (:class:`gamelib.analysis.store.Store`, ``notebooks/results``), and read back from there.
PLAY_SEED = 2026
FULL_DEALS = 20_000
#: Deals a step of a stored run plays before its rows are saved.
PLAY_STEP = 2_000
#: A value a deal does not have, as stored (an all-pass Ombre has no Ombre, split or matadors).
NONE = "(none)"
#: What is kept of each deal: the columns the effects below read, besides ``deal`` and ``seed``.
DEAL_COLUMNS = {
    "ombre": ("ombre", "contract", "outcome", "split.0", "split.1", "split.2", "matadors",
              "premieres", "ombre net"),
    "quadrille": ("contract", "declarer", "outcome", "declarer net"),
}
_NUMBERS = ("split.0", "split.1", "split.2", "matadors", "ombre net", "declarer", "declarer net")
#: The players, and their names in the store.
_PLAYERS = {"ombre": (ombre_plain, "ombre-plain"),
            "quadrille": (quadrille_plain, "quadrille-plain")}
_RULES = {"ombre": ("noothoven", "academie"), "quadrille": ("noothoven", "hoe-speel-je")}


def _text(value) -> str:
    """A value of a deal as the store writes it: a whole number without its ``.0``, a truth as
    1 or 0, a missing one as :data:`NONE`."""
    if value is None or (isinstance(value, float) and np.isnan(value)) or value is pd.NA:
        return NONE
    if isinstance(value, (bool, np.bool_)):
        return str(int(value))
    if isinstance(value, (float, np.floating)) and float(value).is_integer():
        return str(int(value))
    return str(value)


def play_rows(game: str, rules: str, seed: int, first: int, stop: int) -> pd.DataFrame:
    """Deals ``first .. stop - 1`` of ``game`` under ``rules``, seeded ``seed``, played by the
    game's plain player, as the store keeps them: ``deal`` and the :data:`DEAL_COLUMNS`, each
    value of the latter as text (:func:`_text`). Deal ``i`` depends only on ``seed`` and ``i``
    (:func:`gamelib.analysis.montecarlo.deal_seed`)."""
    from gamelib.analysis.montecarlo import simulate

    columns = ["deal", *DEAL_COLUMNS[game]]
    if stop <= first:
        return pd.DataFrame({c: pd.Series(dtype=int if c == "deal" else object)
                             for c in columns})
    frame = simulate(game, _PLAYERS[game][0], n=stop - first, seed=seed, first=first,
                     executor="inline", progress=False, options={"rules": rules})
    missing = pd.Series([None] * len(frame), index=frame.index, dtype=object)
    if game == "ombre":
        who = frame.get("ombre", missing)
        frame = frame.assign(**{"ombre net": [frame.at[i, f"net.{w}"] if isinstance(w, str)
                                              else None for i, w in who.items()]})
    else:
        frame = frame.assign(**{"declarer net": [
            frame.at[i, f"return_{int(d)}"] if pd.notna(d) else None
            for i, d in frame.get("declarer", missing).items()]})
    rows = pd.DataFrame({c: [_text(v) for v in frame.get(c, missing)] for c in columns})
    rows["deal"] = frame["deal"].astype(int).to_numpy()
    return rows


def _deals_frame(game: str, rows: pd.DataFrame, seed: int) -> pd.DataFrame:
    """Stored rows (:func:`play_rows`) as the effects read them: each deal's ``seed``, the
    numbers as floats with NaN where a deal has none, ``premieres`` a truth (None when all
    passed), text as text (NaN where missing)."""
    from gamelib.analysis.montecarlo import deal_seeds

    rows = rows.astype(str)
    frame = pd.DataFrame({"deal": rows["deal"].astype(int)})
    frame["seed"] = pd.Series(deal_seeds(seed, len(rows)), index=rows.index, dtype="int64")
    for c in DEAL_COLUMNS[game]:
        text = rows[c].where(rows[c] != NONE)
        if c in _NUMBERS:
            frame[c] = pd.to_numeric(text).astype(float)
        elif c == "premieres":
            frame[c] = text.map({"1": True, "0": False}).astype(object).where(text.notna(), None)
        else:
            frame[c] = text.astype(object)
    return frame


def _played(game: str, n: int, seed: int, store=None) -> dict[str, pd.DataFrame]:
    """``n`` deals of ``game`` under each of its rule sets, from ``seed``: with a ``store``
    (:class:`gamelib.analysis.store.Store`) those stored are read back and the others played
    and stored; a read-only store's missing deals are played here and not stored. Each frame's
    ``attrs["stored"]`` says how many of its deals were read from the store."""
    from gamelib.analysis.store import resumable

    out = {}
    for rules in _RULES[game]:
        def compute(first: int, stop: int, rules=rules) -> pd.DataFrame:
            return play_rows(game, rules, seed, first, stop)

        policy = _PLAYERS[game][1]
        piece = f"compare-deals.{game}.{rules}.{policy}.seed{seed}"
        about = {"study": "compare_deals", "game": game, "rules": rules, "policy": policy,
                 "seed": seed}
        before = 0 if store is None else min(n, store.count(piece))
        rows = resumable(store, piece, n, about, compute, PLAY_STEP)
        if len(rows) < n:  # a read-only store holding fewer
            rows = pd.concat([rows, compute(len(rows), n)], ignore_index=True)
        out[rules] = _deals_frame(game, rows, seed)
        out[rules].attrs["stored"] = before  # deals read from the store, not played here
    return out


def ombre_deals(n: int, seed: int = 0, store=None) -> dict[str, pd.DataFrame]:
    """``n`` deals played under each Ombre rule set by the plain Ombre player
    (:func:`gamelib.players.plain.ombre_plain_player`), the same seeds for both: the same cards
    are dealt, and only the rules differ. One row a deal: ``deal``, ``seed``, the Ombre, the
    contract, the outcome, the split (``split.0`` the Ombre's tricks), the matadors, the
    premières and the Ombre's net (``ombre net``), NaN when all passed. With a ``store`` the
    deals are read from it where stored (:func:`_played`)."""
    return _played("ombre", n, seed, store)


def quadrille_deals(n: int, seed: int = 0, store=None) -> dict[str, pd.DataFrame]:
    """``n`` deals under each Quadrille rule set by the demonstration player
    (:func:`gamelib.players.quadrille.plain_player`), the same seeds: ``deal``, ``seed``, the
    contract, the declarer's seat, the outcome and the declarer's net (``declarer net``). With
    a ``store`` as :func:`ombre_deals`."""
    return _played("quadrille", n, seed, store)


def _ombre_return(frame: pd.DataFrame) -> pd.Series:
    """The Ombre's net of each played deal (NaN when all passed)."""
    return frame["ombre net"].where(frame["ombre"].notna())


def ombre_effects(deals: dict[str, pd.DataFrame]) -> pd.DataFrame:
    """Outcome rates under each Ombre rule set, each deal played through its own rules (the
    matador privileges, the ladders and the outcome rules all at work), with Wilson 95 %
    intervals; and the Ombre's mean net per deal in each source's money."""
    from gamelib.core.stats import mean_interval, rate_table

    rows = []
    for rules, frame in deals.items():
        f = frame.assign(outcome=frame["outcome"].fillna("all-pass"))
        table = rate_table(f, "outcome")
        table.insert(0, "rules", rules)
        rows.append(table)
    rates = pd.concat(rows, ignore_index=True)
    money = []
    for rules, frame in deals.items():
        r = _ombre_return(frame).dropna()
        m = mean_interval(r.to_numpy(dtype=float))
        money.append({"rules": rules, "played": len(r), "ombre's mean net": m.mean,
                      "low": m.low, "high": m.high,
                      "unit": "fiches" if rules == "noothoven" else "counters (fresh pool)"})
    rates.attrs["money"] = pd.DataFrame(money)
    return rates


def ombre_outcome_effect(frame: pd.DataFrame) -> pd.DataFrame:
    """The outcome difference alone: the same played splits (of one set of deals) classified by
    the booklet's and by the Académie's rules for an ask. Rows: the booklet's result; columns:
    the Académie's; cells: deals. Splits a source leaves unnamed are counted as such."""
    f = frame.dropna(subset=["split.0"])
    if "contract" in f:
        f = f[~f["contract"].astype(str).str.startswith(("vole", "vole-declaree"))]
    splits = f[["split.0", "split.1", "split.2"]].astype(int).to_numpy()
    book = [outcome_noothoven(tuple(s)) for s in splits]
    acad = [outcome_academie(tuple(s)) for s in splits]
    table = pd.crosstab(pd.Series(book, name="booklet"), pd.Series(acad, name="Académie"))
    return table


def ombre_outcome_payout_effect(frame: pd.DataFrame) -> pd.DataFrame:
    """What the outcome rule alone does to the booklet's payments: the booklet's played asks
    (one set of deals), each settled by the booklet's tariff twice, once with the booklet's
    result for its split and once with the Académie's (noothoven:ombre.pay-loss: a lost game pays
    the tariff to each opponent, codille one fiche more to its maker). One row per split whose
    result differs, with the deals and the Ombre's net per deal under each result; the last row
    the mean over all deals."""
    from gamelib.games.ombre.tariff import codille_extra, tariff_lines

    f = frame.dropna(subset=["split.0"])
    f = f[f["contract"] == "vraag"]

    def net(result: str, matadors: int, premieres: bool) -> int:
        per = sum(ln.fiches for ln in tariff_lines("vraag", result, matadors=matadors,
                                                   premieres=premieres))
        return 2 * per - codille_extra("vraag", result)

    rows, total_b, total_a = {}, 0, 0
    for split, m, prem in zip(f[["split.0", "split.1", "split.2"]].astype(int).itertuples(
            index=False, name=None), f["matadors"].fillna(0).astype(int), f["premieres"]):
        b, a = outcome_noothoven(split), outcome_academie(split)
        nb, na = net(b, m, bool(prem)), net(a, m, bool(prem))
        total_b += nb
        total_a += na
        if b != a:
            key = "-".join(map(str, split))
            row = rows.setdefault(key, {"split": key, "booklet result": b, "Académie result": a,
                                        "deals": 0, "booklet net": 0, "Académie-rule net": 0})
            row["deals"] += 1
            row["booklet net"] += nb
            row["Académie-rule net"] += na
    out = pd.DataFrame(list(rows.values()), columns=["split", "booklet result",
                                                     "Académie result", "deals", "booklet net",
                                                     "Académie-rule net"])
    for col in ("booklet net", "Académie-rule net"):
        out[col] = out[col] / out["deals"].where(out["deals"] > 0, 1)
    n = max(len(f), 1)
    mean = pd.DataFrame([{"split": "all asks (mean per deal)", "booklet result": "",
                          "Académie result": "", "deals": len(f), "booklet net": total_b / n,
                          "Académie-rule net": total_a / n}])
    return pd.concat([out.sort_values("split").reset_index(drop=True), mean], ignore_index=True)


def ombre_matador_effect(frame: pd.DataFrame, single_payment: bool = False) -> pd.DataFrame:
    """The matador payment alone, on the same Ombre hands: the count paid for (the same in both
    sources, :func:`gamelib.games.ombre.order.count_matadors`) and what it pays: booklet fiches from
    each opponent (count - 2, noothoven:ombre.pay-matadors), Académie counters from each Ally
    (2 or 1 per matador, academie:winnings.matadors)."""
    from gamelib.games.ombre import pool
    from gamelib.games.ombre.tariff import matador_fiches

    per = pool.rates(single_payment)["matador"]
    f = frame.dropna(subset=["matadors"])
    counts = f["matadors"].astype(int).value_counts()
    # 0, then every count paid for: 3 up to the nine cards of a hand
    table = pd.DataFrame({"matadors": [0] + list(range(3, 10))})
    table["hands"] = [int(counts.get(k, 0)) for k in table["matadors"]]
    table["booklet fiches from each"] = [matador_fiches(m) for m in table["matadors"]]
    table["Académie counters from each"] = [per * m for m in table["matadors"]]
    table["share"] = table["hands"] / table["hands"].sum()
    return table


def quadrille_effects(deals: dict[str, pd.DataFrame]) -> pd.DataFrame:
    """Outcome rates of the declaring side under each Quadrille rule set (the same seeds, each
    played through its own ladder, partners and matadors), with Wilson 95 % intervals; the
    declarer's mean net in ``attrs["money"]``."""
    from gamelib.core.stats import mean_interval, rate_table

    rows, money = [], []
    for rules, frame in deals.items():
        table = rate_table(frame, "outcome")
        table.insert(0, "rules", rules)
        rows.append(table)
        net = frame["declarer net"].dropna().to_numpy(dtype=float)
        m = mean_interval(net)
        money.append({"rules": rules, "played": len(net), "declarer's mean net": m.mean,
                      "low": m.low, "high": m.high,
                      "unit": "fiches" if rules == "noothoven" else "fiches (pot shares)"})
    rates = pd.concat(rows, ignore_index=True)
    rates.attrs["money"] = pd.DataFrame(money)
    return rates


def quadrille_matador_effect(n: int, seed: int = 0) -> pd.DataFrame:
    """The matador payments alone on ``n`` random deals of Quadrille (trumps drawn at random):
    the booklet pays the side's joint sequence from Spadille (L - 2 fiches from each opponent,
    noothoven:quadrille.pay-matadors, noothoven:quadrille.matadors, partners counted together:
    here a player's own sequence, the lower bound), the modern page pays a player holding three
    matadors 1 fiche, with Ponto 2 (hoe-speel-je:pay.matadors)."""
    from gamelib.games.quadrille.rules import sequence_from_spadille

    rng = np.random.default_rng(seed)
    deck = np.array([int(c) for c in om.OMBRE_DECK])
    rows = []
    for _ in range(n):
        cards = rng.permutation(deck)[:10]
        mask = 0
        for c in cards:
            mask |= 1 << int(c)
        trump = SUITS[int(rng.integers(4))]
        seq = sequence_from_spadille(mask, trump)
        rows.append({"sequence": seq, "booklet": quadrille_matador_fiches(seq),
                     "modern page": matador_bonus(seq)})
    frame = pd.DataFrame(rows)
    counts = frame["sequence"].value_counts()
    # every length a ten-card hand can hold (up to ten trumps in sequence), seen or not
    table = pd.DataFrame({"sequence from Spadille": range(0, 11)})
    table["hands"] = [int(counts.get(k, 0)) for k in table["sequence from Spadille"]]
    table["booklet fiches from each"] = [quadrille_matador_fiches(k)
                                         for k in table["sequence from Spadille"]]
    table["modern page fiches from each"] = [matador_bonus(k)
                                             for k in table["sequence from Spadille"]]
    table["share"] = table["hands"] / n
    return table


def mean_payment(table: pd.DataFrame, column: str) -> float:
    """The mean of a payment column of a matador-effect table, weighted by its hands."""
    return float((table[column] * table["hands"]).sum() / table["hands"].sum())


# ---- figures -------------------------------------------------------------------------------

def plot_rates(rates: pd.DataFrame, title: str, ax=None):
    """The outcome rates of two rule sets as grouped horizontal bars with their intervals, the
    sources and outcomes in the naming table's words."""
    import matplotlib.pyplot as plt

    if ax is None:
        _, ax = plt.subplots(figsize=(7.5, 4), layout="constrained")
    keys = list(dict.fromkeys(rates["rules"]))
    outcomes = sorted(set(rates["outcome"]), key=str)
    height = 0.8 / len(keys)
    for k, rules in enumerate(keys):
        part = rates[rates["rules"] == rules].set_index("outcome")
        y = np.arange(len(outcomes)) + k * height
        vals = [part["rate"].get(o, 0.0) for o in outcomes]
        low = [v - part["low"].get(o, 0.0) for o, v in zip(outcomes, vals)]
        high = [part["high"].get(o, 0.0) - v for o, v in zip(outcomes, vals)]
        ax.barh(y, vals, height=height, xerr=[low, high], capsize=2,
                label=source_name(rules), color=("#1f77b4", "#ff7f0e")[k % 2])
    ax.set_yticks(np.arange(len(outcomes)) + height * (len(keys) - 1) / 2)
    ax.set_yticklabels([words(o) for o in outcomes])
    ax.invert_yaxis()
    ax.set_xlabel("share of deals (Wilson 95 % interval)")
    ax.set_ylabel("outcome")
    ax.set_title(title)
    ax.legend(loc="center right")
    return ax


def plot_matador_payments(table: pd.DataFrame, booklet: str, other: str, other_label: str,
                          title: str, ax=None):
    """What the same matador holdings pay in each source, per count held."""
    import matplotlib.pyplot as plt

    if ax is None:
        _, ax = plt.subplots(figsize=(7.5, 3.6), layout="constrained")
    x = np.arange(len(table))
    ax.bar(x - 0.2, table[booklet], width=0.4, label="booklet (fiches from each)",
           color="#1f77b4")
    ax.bar(x + 0.2, table[other], width=0.4, label=other_label, color="#ff7f0e")
    ax.set_xticks(x)
    ax.set_xticklabels([str(v) for v in table.iloc[:, 0]])
    ax.set_xlabel(table.columns[0])
    ax.set_ylabel("paid by each opponent (each source's unit)")
    ax.set_title(title)
    ax.legend()
    return ax

