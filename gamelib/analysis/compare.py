"""Where the sources agree, disagree and err: Ombre in the booklet and in the Académie, Quadrille in
the booklet and on the modern page, side by side, as pandas DataFrames.

Every table is read from the rule data of :mod:`gamelib.games.ombre` and :mod:`gamelib.games.quadrille` (and
from the passage catalogue), never typed in again, so that the comparison cannot drift from the
games. The functions, in the order of the comparison notebook:

* :func:`card_orders`, :func:`matadors_table`, :func:`contracts_table`: the cards and the ladders;
* :func:`ombre_outcomes`, :func:`quadrille_outcomes`: every trick split under each source;
* :func:`ombre_payments`, :func:`quadrille_payments`: what each result pays;
* :func:`differences`: every difference between two sources of one game, with its passages;
* :func:`errata`: every error found in a source (misprints, contradictions, arithmetic, OCR
  readings, printed odds that play rejects), with its passage and how it was found;
* :func:`readings`: where one source can be read two ways, the reading each game plays and the
  other, its option;
* :func:`ombre_effects`, :func:`quadrille_effects` and their ``*_isolated`` companions: what the
  differences do to the outcome rates and payouts over many seeded deals.

Rule sets are named by their source key: ``noothoven`` (the Dutch booklet), ``academie``,
``hoe-speel-je`` (the modern page); Engelmann's errors come from his modules and the catalogue.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
import pandas as pd

from gamelib.analysis.tables import outcome_table
from gamelib.core.cards import SUITS, Card
from gamelib.core.sources import all_quotes, quote
from gamelib.games.ombre import bidding
from gamelib.games.ombre import order as om
from gamelib.games.ombre.outcome import UNSPECIFIED, outcome_academie, outcome_noothoven
from gamelib.games.quadrille import rules as qr
from gamelib.games.quadrille.payment import classify, matador_bonus
from gamelib.games.quadrille.payment import matador_fiches as quadrille_matador_fiches
from gamelib.games.quadrille.tables import (
    booklet_tariff_table,
    comparison_table,
    modern_payout_table,
)
from gamelib.players.plain import ombre_plain, ombre_plain_player
from gamelib.players.quadrille import quadrille_plain

#: The four rule sets compared, each with the card order it plays (matadors, Ponto, names).
ORDERS = {
    ("Ombre", "noothoven"): om.NOOTHOVEN,
    ("Ombre", "academie"): om.ACADEMIE,
    ("Quadrille", "noothoven"): qr.NOOTHOVEN_ORDER,
    ("Quadrille", "hoe-speel-je"): qr.HOE_SPEEL_JE_ORDER,
}
SOURCE_LABEL = {"noothoven": "booklet (noothoven)", "academie": "Académie (academie)",
                "hoe-speel-je": "modern page (hoe-speel-je)"}
#: A suit of each colour, to print the orders with (the orders are the same for both suits of a
#: colour: om.trump_order builds them from the colour).
EXAMPLE_SUIT = {"black": "S", "red": "H"}
ORDER_PASSAGES = {
    ("Ombre", "noothoven"): "noothoven:ombre.trump-black; noothoven:ombre.trump-red; "
                            "noothoven:ombre.plain-order",
    ("Ombre", "academie"): "academie:cards.trump-order; academie:cards.natural-order",
    ("Quadrille", "noothoven"): "noothoven:quadrille.order; noothoven:ombre.trump-black",
    ("Quadrille", "hoe-speel-je"): "hoe-speel-je:trumps.ponto; hoe-speel-je:trumps.rest; "
                                   "hoe-speel-je:deck.red-order",
}
MATADOR_PASSAGE = {
    ("Ombre", "noothoven"): "noothoven:ombre.matadors",
    ("Ombre", "academie"): "academie:cards.matadors",
    ("Quadrille", "noothoven"): "noothoven:quadrille.forcing",
    ("Quadrille", "hoe-speel-je"): "hoe-speel-je:glossary.matadores",
}


def _names(cards: Sequence[Card], trump: str, rules: om.OmbreOrder) -> str:
    return ", ".join(om.card_name(c, trump, rules) for c in cards)


# ---- cards ---------------------------------------------------------------------------------

def card_orders() -> pd.DataFrame:
    """The trump and plain orders of every rule set, highest first, named as each source names
    them (Spadille, Manille, Basta/Basto, Ponto); ``agree`` tells whether the four print the same
    cards in the same order, ``names agree`` whether they also call them the same."""
    rows = []
    for colour, suit in EXAMPLE_SUIT.items():
        for kind in ("trumps", "plain suit"):
            row = {"colour": colour, "order": kind}
            cards = []
            names = []
            for (game, key), rules in ORDERS.items():
                if kind == "trumps":
                    seq = om.trump_order(suit, rules)
                    shown = _names(seq, suit, rules)
                else:
                    seq = om.plain_order(suit, rules)
                    shown = ", ".join(c.face for c in seq)
                row[f"{game}, {key}"] = shown
                cards.append(tuple(seq))
                names.append(shown)
            row["agree"] = len(set(cards)) == 1
            row["names agree"] = len(set(names)) == 1
            rows.append(row)
    return pd.DataFrame(rows)


def matadors_table() -> pd.DataFrame:
    """The matadors of each rule set for a black and a red trump, their number, whether the
    fourth trump is called Ponto in black, and from how many in sequence matadors are paid."""
    rows = []
    for (game, key), rules in ORDERS.items():
        for colour, suit in EXAMPLE_SUIT.items():
            mats = om.matadors(suit, rules)
            fourth = om.trump_order(suit, rules)[3]
            rows.append({
                "game": game, "source": key, "trumps": colour,
                "matadors": _names(mats, suit, rules), "number": len(mats),
                "fourth trump": om.card_name(fourth, suit, rules),
                "Ponto a matador": rules.ponto_is_matador,
                "paid from": rules.matadors_paid_from,
                "passage": MATADOR_PASSAGE[(game, key)],
            })
    return pd.DataFrame(rows)


# ---- contracts -----------------------------------------------------------------------------

def contracts_table() -> pd.DataFrame:
    """Each source's ladder of contracts, lowest first, with the passage that states each."""
    rows = []
    for key, bids in (("noothoven", bidding.NOOTHOVEN_BIDS), ("academie", bidding.ACADEMIE_BIDS)):
        for b in bids:
            rows.append({"game": "Ombre", "source": key, "rank": b.rank, "contract": b.label,
                         "passage": b.passage})
    for key, rs in qr.RULE_SETS.items():
        for c in sorted(rs.contracts, key=lambda c: (c.rank, c.key)):
            rows.append({"game": "Quadrille", "source": key, "rank": c.rank,
                         "contract": c.label + ("" if c.biddable else " (when all pass)"),
                         "passage": c.passage})
    return pd.DataFrame(rows)


def contracts_side_by_side(game: str) -> pd.DataFrame:
    """The two ladders of one game in two columns, rank by rank."""
    table = contracts_table()
    table = table[table.game == game]
    keys = list(dict.fromkeys(table.source))
    wide = {}
    for key in keys:
        part = table[table.source == key]
        wide[SOURCE_LABEL[key]] = part.groupby("rank")["contract"].agg(" / ".join)
    return pd.DataFrame(wide).rename_axis("rank").fillna("").reset_index()


# ---- outcomes ------------------------------------------------------------------------------

def ombre_outcomes() -> pd.DataFrame:
    """All 55 splits of nine tricks, each source's result side by side (from
    :func:`gamelib.analysis.tables.outcome_table`); ``mark`` is ``differ`` where both name a
    different result and ``silent`` where a source names none."""
    return outcome_table()


def quadrille_outcome(side_tricks: int, rules: str, family: str = "ordinary") -> str:
    """The result of a Quadrille hand from the tricks of the playing side (of 10).

    ordinary games: six tricks win, five are remise, four or fewer codille, in both sources
    (noothoven:quadrille.six-tricks, noothoven:quadrille.remise-codille; hoe-speel-je:object,
    hoe-speel-je:pay.remise, hoe-speel-je:pay.codille), through
    :func:`gamelib.games.quadrille.payment.classify`. The booklet's misère is won with no trick
    (noothoven:quadrille.misere) and its vole-déclarée with all ten
    (noothoven:quadrille.vole-declaree); the modern page has neither."""
    if not 0 <= side_tricks <= 10:
        raise ValueError(f"a side takes 0 to 10 tricks, not {side_tricks!r}")
    if family == "ordinary":
        return classify(side_tricks)
    if rules != "noothoven":
        return "no such game"
    if family == "misere":
        return "won" if side_tricks == 0 else "lost"
    if family == "vole-declaree":
        return "won" if side_tricks == 10 else "lost"
    raise ValueError(f"unknown family {family!r}: ordinary, misere or vole-declaree")


def quadrille_outcomes() -> pd.DataFrame:
    """The eleven splits of a Quadrille hand (the playing side's tricks, 10 to 0), each source's
    result for an ordinary game, the booklet's misère and vole-déclarée, and the vole."""
    rows = []
    for s in range(10, -1, -1):
        n = quadrille_outcome(s, "noothoven")
        m = quadrille_outcome(s, "hoe-speel-je")
        rows.append({
            "side": s, "opponents": 10 - s,
            "booklet: ordinary game": n + (" + vole" if s == 10 else ""),
            "booklet: misère": quadrille_outcome(s, "noothoven", "misere"),
            "booklet: vole-déclarée": quadrille_outcome(s, "noothoven", "vole-declaree"),
            "modern page": m + (" + vole" if s == 10 else ""),
            "mark": "" if n == m else "differ",
        })
    return pd.DataFrame(rows)


# ---- payments ------------------------------------------------------------------------------

def ombre_payments() -> pd.DataFrame:
    """What each result of an Ombre hand pays in each source, per opponent (booklet, fiches) and
    per Ally (Académie, counters), computed from the tariffs: the booklet's
    :func:`gamelib.games.ombre.tariff.tariff_lines`, the Académie's pool rates
    (:mod:`gamelib.games.ombre.pool`)."""
    from gamelib.games.ombre import pool
    from gamelib.games.ombre.tariff import tariff_lines

    def fiches(contract, result, **kw):
        return sum(line.fiches for line in tariff_lines(contract, result, **kw))

    double, single = pool.rates(False), pool.rates(True)
    rows = [
        ("ask won", fiches("vraag", "win"), "the pool and the beast in play; no payment from the "
         "Allies", "noothoven:ombre.pay-vraag; academie:winnings.systematic"),
        ("gasco / retourne won", fiches("gasco", "win"),
         f"the pool and the beast; {pool.premium('retourne')} from each Ally "
         f"({pool.premium('retourne', True)} single)",
         "noothoven:ombre.pay-gasco; academie:retourne.payment"),
        ("sans-prendre won", fiches("sans-prendre", "win"),
         f"the pool and the beast; {pool.premium('sans-prendre')} from each Ally "
         f"({pool.premium('sans-prendre', True)} single)",
         "noothoven:ombre.pay-sans-prendre; academie:winnings.sans-prendre"),
        ("three matadors (added)", fiches("vraag", "win", matadors=3) - fiches("vraag", "win"),
         f"{3 * double['matador']} from each Ally ({3 * single['matador']} single), won or lost",
         "noothoven:ombre.pay-matadors; academie:winnings.matadors"),
        ("five matadors (added)", fiches("vraag", "win", matadors=5) - fiches("vraag", "win"),
         f"{5 * double['matador']} from each Ally ({5 * single['matador']} single)",
         "noothoven:ombre.pay-matadors; academie:winnings.matadors"),
        ("premières (added)", fiches("vraag", "win", premieres=True) - fiches("vraag", "win"),
         "not in the source", "noothoven:ombre.pay-premieres"),
        ("vole after an ask (added)", fiches("vraag", "vole") - fiches("vraag", "win"),
         "the pool, the beast in play and every beast outstanding (or twice the wager)",
         "noothoven:ombre.pay-vole; academie:winnings.vole"),
        ("failed vole (after an ask)", fiches("vraag", "failed-vole"),
         "the Allies share the pool and the beasts; the Ombre makes a beast",
         "noothoven:ombre.pay-failed-vole; academie:losses.failed-vole"),
        ("failed vole (after gasco)", fiches("gasco", "failed-vole"),
         "as after an ask (the Académie has no gasco; its Retourne fails alike)",
         "noothoven:ombre.pay-failed-vole; noothoven:ombre.vole; "
         "noothoven:ombre.pay-vole-gasco; academie:losses.failed-vole"),
        ("vole-déclarée / vole won, no matadors", fiches("vole-declaree", "vole"),
         "as a vole, and the Sans Prendre payment from each Ally",
         "noothoven:ombre.pay-vole-declaree; academie:winnings.vole"),
        ("remise (ask)", fiches("vraag", "remise"), "the Ombre makes a beast of the wager; "
         "nothing paid now", "noothoven:ombre.pay-loss; academie:losses.beast"),
        ("codille (ask)", fiches("vraag", "codille"), "the Ally with most tricks takes the pool "
         "and the beast; the Ombre makes a beast", "noothoven:ombre.pay-loss; "
         "academie:losses.codille"),
    ]
    frame = pd.DataFrame(rows, columns=["event", "booklet: fiches from each opponent",
                                        "Académie: counters", "passages"])
    frame.attrs["codille extra fiche"] = "booklet: one fiche more to the codille maker"
    return frame


#: The modern page's contract nearest to each booklet game (by who plays with whom and what the
#: hand needs: rules.Contract.partner and .needs).
QUADRILLE_PAIRS = {"vraag": "Alliance", "spadille-forcée": "forced Spadille",
                   "mediateur": "Mediateur", "gasco": "Casco", "solo": "Solo"}


def _fiches(amount) -> int | float:
    """An amount of fiches (a Fraction) as a whole number where it is one."""
    return int(amount) if amount == int(amount) else float(amount)


def quadrille_payments(pot: int = qr.DEFAULT_STAKE * 4) -> pd.DataFrame:
    """The booklet's tariff (fiches from each opponent) beside the modern page's payout from a
    pot of ``pot`` fiches (the stake of four players), game by game; a game one source does not
    have is left blank in its columns."""
    modern = {row["contract"]: row for row in modern_payout_table(pot)}
    rows = []
    for row in booklet_tariff_table():
        family = row["game"].split(" ")[0]
        label = QUADRILLE_PAIRS.get(family)
        other = modern.get(label) if label else None
        rows.append({
            "booklet game": row["game"], "booklet fiches": row["fiches"],
            "booklet vole after it": row["vole after it"],
            "modern contract": label or "(none)",
            "modern: side takes": _fiches(other["side takes"]) if other else "",
            "modern: each winner": _fiches(other["each winner"]) if other else "",
            "passages": row["passage"] + (f"; {other['passage']}" if other else ""),
        })
    seen = {r["modern contract"] for r in rows}
    for label, other in modern.items():
        if label not in seen:
            rows.append({"booklet game": "(none)", "booklet fiches": "", "booklet vole after it":
                         "", "modern contract": label, "modern: side takes":
                         _fiches(other["side takes"]), "modern: each winner":
                         _fiches(other["each winner"]), "passages": other["passage"]})
    return pd.DataFrame(rows)


# ---- the differences -----------------------------------------------------------------------

def _splits_where(mark: str) -> list[tuple[int, int, int]]:
    t = ombre_outcomes()
    t = t[t["mark"] == mark]
    return [tuple(int(x) for x in r) for r in t[["ombre", "ally 1", "ally 2"]].to_numpy()]


def differences() -> pd.DataFrame:
    """Every difference between the two sources of a game, each with the passages that state it;
    the values are read from the rule data (counts, ladders, splits, tariffs)."""
    mt = matadors_table()

    def mats(game, key, colour="black"):
        r = mt[(mt.game == game) & (mt.source == key) & (mt.trumps == colour)].iloc[0]
        return f"{r['number']}: {r['matadors']}"

    def fourth(game, key):
        r = mt[(mt.game == game) & (mt.source == key) & (mt.trumps == "black")].iloc[0]
        return r["fourth trump"]

    def ladder(game, key):
        t = contracts_table()
        t = t[(t.game == game) & (t.source == key)]
        return " < ".join(t.contract)

    differ = _splits_where("differ")
    silent = ombre_outcomes()
    book_col = next(c for c in silent.columns if c.startswith("noothoven ("))
    acad_col = next(c for c in silent.columns if c.startswith("academie ("))
    silent_n = silent[silent[book_col] == UNSPECIFIED][["ombre", "ally 1", "ally 2"]]
    silent_a = silent[silent[acad_col] == UNSPECIFIED][["ombre", "ally 1", "ally 2"]]
    fmt = lambda rows: ", ".join(f"{a}-{b}-{c}" for a, b, c in rows)  # noqa: E731
    pay = ombre_payments().set_index("event")
    o = [
        ("matadors", mats("Ombre", "noothoven"), mats("Ombre", "academie"),
         "noothoven:ombre.matadors; academie:cards.matadors"),
        ("the black fourth trump", fourth("Ombre", "noothoven"), fourth("Ombre", "academie"),
         "noothoven:ombre.trump-black; academie:cards.ponto"),
        ("contracts", ladder("Ombre", "noothoven"), ladder("Ombre", "academie"),
         "noothoven:ombre.declare; academie:bid.contracts"),
        ("splits named differently",
         "; ".join(f"{a}-{b}-{c} {outcome_noothoven((a, b, c))}" for a, b, c in differ),
         "; ".join(f"{a}-{b}-{c} {outcome_academie((a, b, c))}" for a, b, c in differ),
         "noothoven:ombre.lose; academie:outcome.codille"),
        ("splits a source leaves unnamed", fmt(silent_n.to_numpy()), fmt(silent_a.to_numpy()),
         "noothoven:ombre.lose; academie:outcome.remise"),
        ("money", "fiches between the players, by tariff",
         "a pool marked by all and beasts (debts) made by a losing Ombre",
         "noothoven:ombre.pay-vraag; academie:pool.start"),
        ("sans-prendre won", f"{pay.loc['sans-prendre won'].iloc[0]} fiches from each",
         pay.loc["sans-prendre won"].iloc[1], "noothoven:ombre.pay-sans-prendre; "
         "academie:winnings.sans-prendre"),
        ("matadors paid", f"three: {pay.loc['three matadors (added)'].iloc[0]} fiche, "
         f"five: {pay.loc['five matadors (added)'].iloc[0]}",
         pay.loc["three matadors (added)"].iloc[1], "noothoven:ombre.pay-matadors; "
         "academie:winnings.matadors"),
        ("premières", f"{pay.loc['premières (added)'].iloc[0]} fiche", "none",
         "noothoven:ombre.pay-premieres"),
        ("a lost hand", f"remise: {pay.loc['remise (ask)'].iloc[0]} fiche to each; codille the "
         "same and one more to the codille maker", pay.loc["remise (ask)"].iloc[1],
         "noothoven:ombre.pay-loss; academie:losses.beast"),
    ]
    rows = [{"game": "Ombre", "topic": t, "source A": a, "source B": b, "passages": p,
             "sources": "noothoven / academie"} for t, a, b, p in o]
    q = [("matadors", mats("Quadrille", "noothoven"), mats("Quadrille", "hoe-speel-je"),
          "noothoven:quadrille.forcing; hoe-speel-je:glossary.matadores"),
         ("contracts", ladder("Quadrille", "noothoven"), ladder("Quadrille", "hoe-speel-je"),
          "noothoven:quadrille.ladder; hoe-speel-je:bidding.order")]
    for row in comparison_table():
        if row["topic"] in ("matadors", "ladder"):
            continue
        q.append((row["topic"], row["booklet (noothoven)"], row["modern page (hoe-speel-je)"],
                  row["passages"]))
    rows += [{"game": "Quadrille", "topic": t, "source A": a, "source B": b, "passages": p,
              "sources": "noothoven / hoe-speel-je"} for t, a, b, p in q]
    frame = pd.DataFrame(rows)
    return frame[frame["source A"] != frame["source B"]].reset_index(drop=True)


# ---- the errors ----------------------------------------------------------------------------

RED_NAMES = {"Heer": "K", "Vrouw": "Q", "Boer": "J", "Aas": "A"}


def modern_page_red_trumps() -> list[str]:
    """The red trumps as the modern page prints them: Spadille, Manille, Basto, Ponto
    (hoe-speel-je:trumps.ponto) and then its list "rood: Vrouw, Boer, dan 2, 3, 4, 5, 6"
    (hoe-speel-je:trumps.rest), parsed from the catalogued text."""
    text = quote("hoe-speel-je:trumps.rest").text
    listed = re.search(r"rood:\s*([^;)]*?),\s*waarbij", text)
    if listed is None:
        raise ValueError("hoe-speel-je:trumps.rest: the red list is not where it was")
    items = [w.strip() for w in re.split(r",\s*(?:dan\s+)?", listed.group(1))]
    return ["Spadille", "Manille", "Basto", "Ponto"] + [RED_NAMES.get(w, w) for w in items]


def _catalogue_rows(source: str) -> list[dict]:
    rows = []
    for q in all_quotes(source):
        if q.excluded:
            continue
        if q.reading and q.reading != q.text:
            rows.append({"source": source, "passage": q.id, "kind": "OCR or printing: reading",
                         "printed": q.text, "read as": q.reading, "why": q.note,
                         "found by": "catalogue reading"})
        elif q.note:
            rows.append({"source": source, "passage": q.id, "kind": "note on the text",
                         "printed": q.text, "read as": "", "why": q.note,
                         "found by": "catalogue note"})
    return rows


def errata(include_readings: bool = True) -> pd.DataFrame:
    """Every error or contradiction found in a source, with its passage, the printed words, the
    reading adopted and how it was found (computed check, or the catalogue's reading and note).

    * the Académie's worked example: every stated figure that the replayed ledger contradicts
      (:func:`gamelib.analysis.beasts.example_claims`), and the remarks on its reading;
    * the modern page: the red trumps without their King (the page's list parsed and counted
      against the trump order), and the passages whose catalogue note records a contradiction;
    * the modern page's pot, carried from hand to hand though the page stakes only the first
      (:func:`gamelib.games.quadrille.payment.opening_stake`);
    * the booklet: the printed solo odds that both stored intervals of play exclude
      (:func:`printed_odds`), the vole its tariff leaves out after spadille-forcée, the failed
      vole's four fiches against "de vole" after gasco
      (:func:`gamelib.games.ombre.tariff.failed_vole_fiches`), Domino's six stones each that five and
      six players cannot hold (:data:`gamelib.games.domino.CROWDED_HANDS`);
    * the booklet and Engelmann: the catalogue's readings (OCR damage, misprints) and notes,
      Engelmann's remaining-cards arithmetic in Connections checked by
      :func:`gamelib.games.connections.card_count_check`, and the Boston contract his payment list
      leaves without a payment (:data:`gamelib.games.boston.FIVE_GAMES`).

    Where a source is not wrong but can be read two ways, the reading is in :func:`readings`."""
    from gamelib.analysis.beasts import example_claims
    from gamelib.games import connections
    from gamelib.games.ombre.example import EXAMPLE_REMARKS

    rows: list[dict] = []
    claims = example_claims()
    for r in claims[~claims["agrees"]].itertuples():
        rows.append({"source": "academie", "passage": r.passage,
                     "kind": "misprint in the worked example",
                     "printed": f"{r.words} ({r.quantity}: {r.source})",
                     "read as": str(r.ledger), "why": r.why,
                     "found by": "the seven hands replayed on the ledger"})
    for pid, remark in EXAMPLE_REMARKS:
        rows.append({"source": "academie", "passage": pid, "kind": "remark on the example",
                     "printed": "", "read as": "", "why": remark, "found by": "replay"})
    printed = modern_page_red_trumps()
    full = [om.card_name(c, "H", qr.HOE_SPEEL_JE_ORDER) for c in om.trump_order("H")]
    full = [name if len(name) > 2 else name[:-1] for name in full]  # "QH" -> "Q"
    if len(printed) != len(full):
        missing = [n for n in full if n not in printed]
        rows.append({"source": "hoe-speel-je", "passage": "hoe-speel-je:trumps.rest",
                     "kind": "contradiction: a trump missing",
                     "printed": f"{len(printed)} red trumps: {', '.join(printed)}",
                     "read as": f"{len(full)} red trumps: {', '.join(full)}",
                     "why": qr.RED_TRUMP_KING_NOTE + f" Missing: {', '.join(missing)}.",
                     "found by": "the page's list counted against the trump order"})
    dimidiator = qr.HOE_SPEEL_JE.contract("dimidiator").tariff
    rows.append({"source": "hoe-speel-je", "passage": "hoe-speel-je:pay.dimidiator",
                 "kind": "contradiction: payment undefined",
                 "printed": f"Dimidiator pays {dimidiator} x the Alliance rate",
                 "read as": "the Alliance rate is a partner's take, half the pot",
                 "why": "x1.5 of a one-fiche base is no whole number of fiches, and the page never "
                        "defines the 'Alliance-tarief' (gamelib.games.quadrille.payment).",
                 "found by": "the tariff as data"})
    from gamelib.games.quadrille.payment import opening_stake

    pot, stake, players = qr.DEFAULT_STAKE * 4, qr.DEFAULT_STAKE, 4
    for pid, words, reading in (
            ("hoe-speel-je:pay.remise", "verliest geen fiches ... de basisinzet van het contract "
             "wordt aan de pot toegevoegd", "nobody pays in the hand; the next hand opens with "
             "the pot doubled, each player adding an equal share (a pot of "
             f"{pot}: {opening_stake(pot, stake, players, after_remise=True)} each)"),
            ("hoe-speel-je:pay.codille", "betaalt alsof hij had gewonnen, verviervoudigt de inzet",
             f"the defenders share the pot; the Hombre pays {qr.CODILLE_FACTOR} x the stake")):
        rows.append({"source": "hoe-speel-je", "passage": pid,
                     "kind": "contradiction within the page", "printed": words,
                     "read as": reading, "why": "see gamelib.games.quadrille.payment",
                     "found by": "the settlement made to balance on the ledger"})
    rows.append({"source": "hoe-speel-je", "passage": "hoe-speel-je:deal.stake",
                 "kind": "omission", "printed": printed_words("hoe-speel-je:deal.stake",
                                                              "voor de eerste ronde"),
                 "read as": "the pot is carried from hand to hand (a pot of "
                            f"{pot} carried: {opening_stake(pot, stake, players)} staked); an "
                            f"empty pot is staked again, {opening_stake(0, stake, players)} each "
                            "(unspecified in source)",
                 "why": "a round is played for a pot; the page says how the first pot is made "
                        "and never how the later ones are",
                 "found by": "gamelib.games.quadrille.payment.opening_stake"})
    rows += _booklet_rows()
    from gamelib.games import boston

    for contract in boston.FIVE_GAMES:
        if contract.points is None:
            rows.append({"source": "engelmann", "passage": "engelmann:boston.payments",
                         "kind": "omission", "printed": f"no payment for {contract.name}",
                         "read as": "an option of BostonGame (gross_independence, default 6)",
                         "why": f"{contract.name} ({contract.tricks} tricks, "
                                f"{contract.passage}) has no points in the payment list",
                         "found by": "gamelib.games.boston contracts: points None"})
    check = connections.card_count_check()
    if not check["agree"]:
        rows.append({"source": "engelmann", "passage": "engelmann:connections.deal",
                     "kind": "arithmetic",
                     "printed": f"{' or '.join(map(str, check['printed']))} cards remain",
                     "read as": ", ".join(f"{p} players: {c}" for p, c in
                                          check["computed"].items()),
                     "why": f"52 less the hands; {check['printed but impossible']} cannot remain",
                     "found by": "gamelib.games.connections.card_count_check"})
    rows += _domino_rows()
    if include_readings:
        # a computed row stands for the catalogue's reading and note of its passage
        known = {r["passage"] for r in rows}
        for source in ("noothoven", "academie", "hoe-speel-je", "engelmann"):
            rows += [r for r in _catalogue_rows(source) if r["passage"] not in known]
    frame = pd.DataFrame(rows, columns=["source", "passage", "kind", "printed", "read as", "why",
                                        "found by"])
    return frame


def errata_summary() -> pd.DataFrame:
    """How many errors of each kind each source has (from :func:`errata`)."""
    e = errata()
    return (e.groupby(["source", "kind"]).size().rename("count").reset_index()
            .sort_values(["source", "kind"]).reset_index(drop=True))


#: The two sources of each game compared, and how the tables name the sources.
GAME_SOURCES = {"Ombre": ("noothoven", "academie"), "Quadrille": ("noothoven", "hoe-speel-je")}
SOURCE_NAMES = {"noothoven": "booklet", "academie": "Académie", "hoe-speel-je": "modern page",
                "engelmann": "Engelmann"}


def agreement() -> pd.DataFrame:
    """Where the two sources of each game agree and where they part, counted: one column a game
    and its two sources, one row a question: the card orders (trumps and plain suit, black and
    red) that rank the same cards alike, the trick splits given the same result, those named
    differently and those one source leaves unnamed (:func:`ombre_outcomes`,
    :func:`quadrille_outcomes`), and the topics of :func:`differences`."""
    diffs = differences()
    out = {}
    for game, (a, b) in GAME_SOURCES.items():
        orders = [order(suit, ORDERS[(game, key)]) for key in (a, b)
                  for suit in EXAMPLE_SUIT.values() for order in (om.trump_order, om.plain_order)]
        half = len(orders) // 2
        alike = sum(x == y for x, y in zip(orders[:half], orders[half:]))
        marks = (ombre_outcomes() if game == "Ombre" else quadrille_outcomes())["mark"]
        out[f"{game}: {SOURCE_NAMES[a]} / {SOURCE_NAMES[b]}"] = {
            "card orders ranking the same cards alike": f"{alike} of {half}",
            "trick splits given the same result": f"{int((marks == '').sum())} of {len(marks)}",
            "trick splits named differently": int((marks == "differ").sum()),
            "trick splits one source leaves unnamed": int((marks == "silent").sum()),
            "topics where the two sources differ": int((diffs["game"] == game).sum()),
        }
    return pd.DataFrame(out)


#: How :func:`errata_counts` groups the errata: by computation, the catalogue's readings of
#: damaged words, and its notes with the remarks on the Académie's example.
ERRATA_GROUPS = ("found by computation", "OCR or printing readings", "notes and remarks")


def errata_counts() -> pd.DataFrame:
    """The errata of each source (:func:`errata`) counted in :data:`ERRATA_GROUPS`: errors found
    by computation (a replay, a count, the tariff as data, the stored play of the printed
    odds), the catalogue's readings of words the OCR or the printer damaged, and the notes and
    remarks on a reading; one row a source, and its total."""
    e = errata()
    noted = (e["found by"] == "catalogue note") | (e["kind"] == "remark on the example")
    group = np.select([e["found by"] == "catalogue reading", noted], ERRATA_GROUPS[1:],
                      ERRATA_GROUPS[0])
    table = pd.crosstab(e["source"].map(SOURCE_NAMES), group).reindex(
        index=[n for n in SOURCE_NAMES.values() if n in set(e["source"].map(SOURCE_NAMES))],
        columns=list(ERRATA_GROUPS), fill_value=0).astype(int)
    table["total"] = table.sum(axis=1)
    table.index.name, table.columns.name = "source", None
    return table


#: How a sentence places a source's errors.
_IN_SOURCE = {"booklet": "in the booklet", "Académie": "in the Académie",
              "modern page": "on the modern page", "Engelmann": "in Engelmann"}


def in_short(agree: pd.DataFrame | None = None, counts: pd.DataFrame | None = None) -> str:
    """Where the sources agree, disagree and err, in three short paragraphs of Markdown written
    from the counts of :func:`agreement` and :func:`errata_counts` (computed when not given)."""
    agree = agreement() if agree is None else agree
    counts = errata_counts() if counts is None else counts
    ombre, quadrille = agree.columns
    a = agree.loc
    computed = counts["found by computation"]
    where = ", ".join(f"{n} {_IN_SOURCE.get(source, source)}"
                      for source, n in computed.items() if n)
    return (
        "**Where they agree.** The four rule sets rank the same forty cards alike "
        f"({a['card orders ranking the same cards alike', ombre]} orders in Ombre, "
        f"{a['card orders ranking the same cards alike', quadrille]} in Quadrille), and the "
        "two Quadrilles give every split of the tricks the same result "
        f"({a['trick splits given the same result', quadrille]}).\n\n"
        "**Where they disagree.** The two Ombres give "
        f"{a['trick splits given the same result', ombre]} splits the same result, name "
        f"{a['trick splits named differently', ombre]} differently and leave "
        f"{a['trick splits one source leaves unnamed', ombre]} unnamed in one of them; they "
        f"part on {a['topics where the two sources differ', ombre]} topics (names, matadors, "
        "contracts, money), the two Quadrilles on "
        f"{a['topics where the two sources differ', quadrille]}.\n\n"
        f"**Where they err.** {computed.sum()} errors are found by computation ({where}): "
        "misprints, contradictions, omissions, arithmetic, and printed odds that play rejects. "
        f"Beside them the catalogue reads {counts['OCR or printing readings'].sum()} passages "
        "whose words the OCR or the printer damaged, and carries "
        f"{counts['notes and remarks'].sum()} notes and remarks.")


def _plain(text: str) -> str:
    """Text compared as words: the long s as s, line-break hyphens joined, no space before a
    stop or comma, single spaces."""
    text = text.replace("ſ", "s").replace("⸗ ", "").replace("⸗", "")
    text = re.sub(r"\s+", " ", text)
    return re.sub(r"\s+([,;:.!?])", r"\1", text).strip()


def printed_words(passages: str, words: str) -> str:
    """``words`` as printed, checked against the passages named (ids separated by ";"): every
    fragment of ``words`` (fragments separated by "…") is in one passage's text or reading.
    Raises ValueError naming the passages when a fragment is not."""
    texts = []
    for pid in passages.split(";"):
        q = quote(pid.strip())
        texts += [_plain(q.text), _plain(q.reading or "")]
    for fragment in (f.strip(" .") for f in words.split("…")):
        if fragment and not any(_plain(fragment) in t for t in texts if t):
            raise ValueError(f"{fragment!r} is not in the words of {passages}")
    return words


def printed_odds(store=None) -> pd.DataFrame:
    """The booklet's ten solo hands (:data:`gamelib.games.quadrille.BOOK_HANDS`) with their printed
    odds beside the stored results of double dummy and PIMC (``gamelib.analysis.studies``, read back from
    ``store``, by default the notebooks' read-only store, not played again), each a Wilson 95 %
    interval; ``verdict`` says where the printed probability lies: inside an interval, above both
    (too high for the printed hand: optimistic), below both (too low: pessimistic) or between
    them. The hands are transcribed as printed, each checked against its OCR line, and double
    dummy is perfect play, so a figure outside both intervals is wrong for the printed hand.
    A hand without stored results of both methods has no row."""
    from gamelib.analysis import studies

    store = store if store is not None else studies.Store(read_only=True)
    parts = {method: studies.booklet_odds(n, studies.SEED, method, store=store)
             for method, n in (("double-dummy", studies.FULL_ODDS_DOUBLE_DUMMY),
                               ("pimc", studies.FULL_ODDS_PIMC))}
    if any(part.empty for part in parts.values()):
        return pd.DataFrame(columns=["hand", "odds printed", "printed p", "verdict", "passage"])
    dd, pimc = (parts[m].set_index("hand") for m in ("double-dummy", "pimc"))
    rows = []
    for hand in dd.index.intersection(pimc.index, sort=False):
        printed = float(dd.at[hand, "printed p"])
        row = {"hand": hand, "odds printed": dd.at[hand, "odds printed"], "printed p": printed}
        for name, part in (("double dummy", dd), ("PIMC", pimc)):
            row.update({f"{name} p": float(part.at[hand, "p"]),
                        f"{name} low": float(part.at[hand, "low"]),
                        f"{name} high": float(part.at[hand, "high"]),
                        f"{name} n": int(part.at[hand, "n"])})
        intervals = [(row[f"{m} low"], row[f"{m} high"]) for m in ("double dummy", "PIMC")]
        if any(low <= printed <= high for low, high in intervals):
            verdict = "inside an interval"
        elif printed > max(high for _, high in intervals):
            verdict = "too high for the printed hand (optimistic)"
        elif printed < min(low for low, _ in intervals):
            verdict = "too low for the printed hand (pessimistic)"
        else:
            verdict = "between the two intervals, inside neither"
        row["verdict"] = verdict
        row["passage"] = dd.at[hand, "passage"]
        rows.append(row)
    return pd.DataFrame(rows)


def _booklet_rows() -> list[dict]:
    """The booklet's errors found by computation: the printed solo odds the stored play rejects,
    the vole its tariff omits after spadille-forcée, the failed vole's four fiches after gasco."""
    from gamelib.games.ombre.tariff import failed_vole_fiches

    rows = []
    odds = printed_odds()
    for _, r in odds[odds["verdict"] != "inside an interval"].iterrows():
        play = "; ".join(f"{m} {r[f'{m} p']:.3f} ({r[f'{m} low']:.3f}–{r[f'{m} high']:.3f}, "
                         f"{r[f'{m} n']} deals)" for m in ("double dummy", "PIMC"))
        rows.append({"source": "noothoven", "passage": r["passage"],
                     "kind": "printed odds contradicted",
                     "printed": f"{r['hand']}: {r['odds printed']} ({r['printed p']:.3f})",
                     "read as": f"{r['verdict']}: {play}",
                     "why": "the hand is transcribed as printed; double dummy is perfect play and "
                            "PIMC a strong player, and both 95 % intervals exclude the printed "
                            "probability",
                     "found by": "gamelib.analysis.compare.printed_odds (the stored studies)"})
    for c in qr.NOOTHOVEN.contracts:
        if c.vole and c.family not in qr.NOOTHOVEN_VOLE and c.family != "vole-declaree":
            rows.append({"source": "noothoven", "passage": "noothoven:quadrille.pay-vole",
                         "kind": "omission", "printed": f"no vole listed after {c.label}",
                         "read as": f"{c.vole} fiches, the vole after an ordinary ask "
                                    f"({qr.NOOTHOVEN_VOLE['vraag']}); none when read as Hoyle's "
                                    "laws have it (spadille_forcee='hoyle')",
                         "why": f"{c.label} is played as \"een gewoon vraagspel\" ({c.passage})",
                         "found by": "the tariff as data (quadrille.rules.NOOTHOVEN_VOLE) "
                                     "against the contracts"})
    ask, gasco = failed_vole_fiches("vraag"), failed_vole_fiches("gasco")
    paid = failed_vole_fiches("gasco", gasco_vole_paid=True)
    four = failed_vole_fiches("gasco", failed_vole_four=True)
    rows.append({"source": "noothoven", "passage": "noothoven:ombre.pay-failed-vole",
                 "kind": "contradiction within the booklet",
                 "printed": printed_words("noothoven:ombre.pay-failed-vole",
                                          "dan worden er vier fiches afgetrokken"),
                 "read as": f"the vole's own payment: {ask} after an ask or sans-prendre, "
                            f"{gasco} after gasco while its vole is unpaid ({paid} with "
                            f"gasco_vole_paid); failed_vole_four=True keeps {four}",
                 "why": "noothoven:ombre.vole deducts \"de vole\" and noothoven:ombre.pay-vole-gasco "
                        "leaves the vole after gasco unpaid: the literal four would make playing "
                        "on after gasco a bet that can only lose",
                 "found by": "gamelib.games.ombre.tariff.failed_vole_fiches"})
    return rows


def _domino_rows() -> list[dict]:
    """Domino: the six stones each "op zijn minst" that five and six players cannot hold."""
    from gamelib.games import domino

    if not domino.CROWDED_HANDS:
        return []
    need = ", ".join(f"{n} x {domino.DEFAULT_TILES} = {n * domino.DEFAULT_TILES}"
                     for n in domino.CROWDED_HANDS)
    take = ", ".join(f"{n} players {domino.stones_each(n)} each" for n in domino.CROWDED_HANDS)
    keep = [n for n in domino.PLAYER_COUNTS if n not in domino.CROWDED_HANDS]
    return [{"source": "noothoven", "passage": "noothoven:domino.players-more",
             "kind": "contradiction within the source",
             "printed": printed_words("noothoven:domino.players-more; noothoven:domino.six-tiles; "
                                      "noothoven:domino.tiles",
                                      "met drie, vier, vijf en zelfs zes personen … met zes "
                                      "steenen, op zijn minst, in handen van elk der spelers … "
                                      "acht en twintig"),
             "read as": f"{take}; {keep[0]} to {keep[-1]} players keep "
                        f"{domino.stones_each(keep[0])}",
             "why": f"{need} > {domino.TILE_COUNT} stones",
             "found by": "gamelib.games.domino.CROWDED_HANDS, fits, stones_each"}]


# ---- readings of one source ----------------------------------------------------------------

def _default(game: str, option: str, **rules):
    """The value a game plays ``option`` with when it is not given (its rule)."""
    from gamelib.core.engine import get_game

    g = get_game(game, **rules)
    for table in (getattr(g, "options", None), getattr(g, "settings", None)):
        if table and option in table:
            return table[option]
    return getattr(g, option)


#: The two hands of the repic's readings: the elder's point of five and two quints against the
#: younger's three aces (engelmann:piquet.repic).
REPIC_EXAMPLE = ("KS QS JS TS 9S KH QH JH TH 9H 8D 7C", "AS 8S 7S AH 8H 7H AD 9D JD TC 9C 8C")


def _casino_points(example, players: int, **option) -> int:
    """A's table-clearing points in a scripted Casino deal (gamelib.games.casino) on one reading."""
    from gamelib.games import casino

    table, moves = example
    deal = casino.scripted_deal(players, table, moves, **option)
    casino.replay(deal, moves)
    return deal.deals[0]["sweeps"][0]


def readings() -> pd.DataFrame:
    """Where one source can be read two ways (it is silent, unclear, or offers a choice), the
    reading each game plays by default and the other reading(s), its option: one row a rule,
    each with the printed words (checked against the passage), what the readings change (a
    worked case played or counted by the game where there is one) and why the default. The
    defaults and the options are read from the games."""
    from gamelib.games import boston, casino, piquet
    from gamelib.games.quadrille.rules import SPADILLE_FORCEE_READINGS

    def choice(option, values, default):
        return ", ".join(f"{option}={v!r}" for v in values if v != default)

    rows = []

    def add(game, source, passages, kind, words, default, other, differs, why):
        rows.append({"game": game, "source": source, "passages": passages, "kind": kind,
                     "printed": printed_words(passages, words), "played by default": default,
                     "other reading (option)": other, "what differs": differs, "why": why})

    # Casino
    last = _default("casino", "last_clear_point")
    clears = {v: _casino_points(casino.LAST_CARD_CLEARS, 2, last_clear_point=v)
              for v in casino.READINGS["last_clear_point"]}
    add("Casino", "engelmann", "engelmann:casino.law-clear",
        "difference from the Hoyle law it follows",
        "Derjenige, der die letzte Tischkarte nimmt, oder den Tisch räumt, zählt für jedesmal "
        "unwiderruflich eine Point",
        f"last_clear_point={last!r}: the point counts each time, with the deal's last card too",
        choice("last_clear_point", casino.READINGS["last_clear_point"], last)
        + ": Hoyle's law, a point only before the end of the deal",
        "great Casino clears the table with the deal's last card (casino.LAST_CARD_CLEARS), "
        "A's points for it: " + ", ".join(f"{p} ({v})" for v, p in clears.items()),
        "Hoyle's law reads \"if he clear the board before the conclusion of the game\"; "
        "Engelmann drops the condition")
    kehraus = _default("casino", "kehraus_point")
    swept = {v: _casino_points(casino.LAST_TRICK, 4, kehraus_point=v)
             for v in casino.READINGS["kehraus_point"]}
    left = casino.LAST_TRICK[0].split()
    add("Casino", "engelmann",
        "engelmann:casino.law-sweep; engelmann:casino.law-clear; engelmann:casino.advice-11-b",
        "silence", "und dieses nennet man den Sweep … oder den Kehraus",
        f"kehraus_point={kehraus!r}: the Kehraus marks no point",
        choice("kehraus_point", casino.READINGS["kehraus_point"], kehraus)
        + ": the Kehraus marks a point",
        f"the last trick takes the cards left on the table, {' '.join(left)} among them "
        "(casino.LAST_TRICK), A and C's points for it: "
        + ", ".join(f"{p} ({v})" for v, p in swept.items()),
        "law 7 gives no point, and law 6's cases are advice 11's single card or combination")

    # Piquet
    repic = _default("piquet", "repic")
    both = piquet.score_declarations(*REPIC_EXAMPLE)
    counted = {r: both.points(0) + (piquet.REPIC_BONUS if piquet.repic_of(both, r) == 0 else 0)
               for r in piquet.REPIC_READINGS}
    add("Piquet", "engelmann", "engelmann:piquet.repic", "reading of an unclear rule",
        "noch sein Mitspieler etwas Gültiges gegen ihn aufbringen können",
        f"repic={repic!r}: any valid combination of the opponent stops the repic",
        choice("repic", piquet.REPIC_READINGS, repic)
        + ": counted category by category, as Cavendish has it",
        f"a point of five and two quints ({both.points(0)}) against three aces: "
        + ", ".join(f"{r}: {p}" for r, p in counted.items()),
        "the words are about what the opponent can bring against him at all")
    partie = _default("piquet", "partie")
    add("Piquet", "engelmann", "engelmann:piquet.target; engelmann:piquet.four-games; "
        "engelmann:piquet.partie-tens; engelmann:piquet.scorekeeping",
        "choice between the source's options",
        "bis auf welche Zahl … insgemein Hundert und Eins, oder auch nur Hundert … Manche "
        "rechnen auch blos 4 Spiele",
        f"partie={partie!r}: a race to {partie}, the deals carrying the totals",
        choice("partie", piquet.PARTIES, partie) + " (four deals in tens; 'deal': each deal "
        "paid by itself, in no source)",
        "how long a partie lasts and what it pays: in tens (four deals) a difference of 44 "
        f"makes {piquet.partie_points(44)} parties, 45 {piquet.partie_points(45)}",
        "named first, as usual (\"insgemein\")")
    lead = _default("piquet", "lead_point")
    add("Piquet", "engelmann", "engelmann:piquet.lead-example; engelmann:piquet.play", "reading",
        "Spielet einer einen König, Dame, Buben, Zehne aus",
        f"lead_point={lead!r}: every card led counts one (\"für jede Karte, mit der er sticht "
        "und ausspielt\")",
        choice("lead_point", piquet.LEAD_POINTS, lead) + ": only "
        + ", ".join(piquet.TEN_UP) + " led count; a 7, 8 or 9 led never counts, even when it "
        "takes its trick",
        "a " + ", ".join(r for r in piquet.RANKS_LOW_TO_HIGH if r not in piquet.TEN_UP)
        + f" led: one point on {lead!r}, none on the other",
        "the general sentence counts every lead; the example names ten and up, as Hoyle: "
        "\"except it be a nine or an inferior card\"")

    # Boston
    draw = _default("boston", "beast_draw")
    others = choice("beast_draw", boston.BEAST_DRAWS, draw)
    add("Boston", "engelmann", "engelmann:boston.beasts; academie:beast.sheet; "
        "academie:beast.paid", "reading of a silent point (\"wie im l'Hombre\")",
        "Die Bêtes werden wie im l'Hombre aufgesetzt und angeschrieben",
        f"beast_draw={draw!r}: one beast in play at a time, the highest, picked at the start "
        "of a deal; a won game draws that one; the owner's own beast is cancelled",
        others + " ('vole': a Tout draws all; 'all': every won game draws all)",
        "how many beasts a won game takes", "the Académie's beast sheet: one beast circled and "
        "in play at a time (academie:beast.sheet, academie:beast.paid)")
    add("Boston", "engelmann", "engelmann:boston.beasts", "reading",
        "keine Matadors, Ersten und Tout bezahlt werden",
        f"beast_draw={draw!r}: Boston's vole is the Tout (13 tricks); it draws only the beast "
        "in play",
        "beast_draw='vole': a Tout draws every beast, as l'Hombre's vole",
        "what a Tout takes: one beast or all",
        "at l'Hombre the outstanding beasts are the vole's reward (academie:beast.vole, "
        "academie:winnings.vole), and the Tout is not paid")

    # Tresette
    add("Tresette", "engelmann", "engelmann:tresette.count-out", "reading of the order",
        "welche die ersten Stiche, und in selbigen die ersten Points gemacht haben",
        "card points laid trick by trick, as made, among the declarations: a point at trick 1 "
        "beats a declaration at trick 2",
        "none (the card points counted at the end of the deal would contradict the passage)",
        "who counts out first when both companies can",
        "the passage orders the points by when they are made")

    # Quadrille (the booklet)
    forced = _default("quadrille", "spadille_forcee", rules="noothoven")
    add("Quadrille", "noothoven", "noothoven:quadrille.spadille-forcee", "silence: two readings",
        "om hierop een gewoon vraagspel te spelen",
        f"spadille_forcee={forced!r}: {SPADILLE_FORCEE_READINGS[forced]}",
        "; ".join(f"spadille_forcee={k!r}: {v}" for k, v in SPADILLE_FORCEE_READINGS.items()
                  if k != forced),
        "the vole, and who pays a codille",
        "the booklet's own words; Hoyle's laws 16 and 33 say the forced player did not ask")
    add("Quadrille", "noothoven", "noothoven:quadrille.trois-quarts-aces", "reading",
        "op de wijze als bij een gewoon vraagspel",
        "the ask's vole and codille rules, in both forms (kings, aces), under either "
        "spadille_forcee reading", "none", "the vole and the codille of trois-quarts",
        "it is played as an ask and announced freely")
    own = _default("quadrille", "call_own_king", rules="noothoven")
    queen = _default("quadrille", "call_queen", rules="noothoven")
    add("Quadrille", "noothoven", "noothoven:quadrille.vraag-call", "silence",
        "de maat (of aide) van den speler",
        f"call_own_king={own!r}, call_queen={queen!r}: a king held by another player",
        f"call_own_king={not own!r} (Hoyle's law 23), call_queen={not queen!r} (law 12)",
        "which cards the asker may call", "the booklet is silent")

    # the favourite (the booklet's Ombre and Quadrille)
    fav = {"Ombre": _default("ombre", "favourite", rules="noothoven"),
           "Quadrille": _default("quadrille", "favourite", rules="noothoven")}
    add("Ombre, Quadrille", "noothoven", "noothoven:ombre.favourite", "reading",
        "Is men overeengekomen om dit niet te doen, zoo als vaak gebeurt",
        "favourite on: " + ", ".join(f"{g} favourite={v!r}" for g, v in fav.items()),
        "favourite=False: no favourite suit", "the favourite ask and the doubled payments",
        "not turning requires an agreement")
    return pd.DataFrame(rows)


# ---- simulation ----------------------------------------------------------------------------

#: The seed of the comparison's plays (section 9 of the notebook) and their full size. The full
#: size is played once, by ``python -m gamelib studies compare-plain``, into the notebooks' store
#: (:class:`gamelib.analysis.studies.Store`, ``notebooks/results``), and read back from there.
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
    (:class:`gamelib.analysis.studies.Store`) those stored are read back and the others played
    and stored; a read-only store's missing deals are played here and not stored. Each frame's
    ``attrs["stored"]`` says how many of its deals were read from the store."""
    from gamelib.analysis import studies

    out = {}
    for rules in _RULES[game]:
        def compute(first: int, stop: int, rules=rules) -> pd.DataFrame:
            return play_rows(game, rules, seed, first, stop)

        policy = _PLAYERS[game][1]
        piece = f"compare-deals.{game}.{rules}.{policy}.seed{seed}"
        about = {"study": "compare_deals", "game": game, "rules": rules, "policy": policy,
                 "seed": seed}
        before = 0 if store is None else min(n, store.count(piece))
        rows = studies._resumable(store, piece, n, about, compute, PLAY_STEP)
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
    """The outcome rates of two rule sets as grouped horizontal bars with their intervals."""
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
                label=SOURCE_LABEL.get(rules, rules), color=("#1f77b4", "#ff7f0e")[k % 2])
    ax.set_yticks(np.arange(len(outcomes)) + height * (len(keys) - 1) / 2)
    ax.set_yticklabels(outcomes)
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


def size(full: int = 20_000, quick: int = 300) -> int:
    """The Monte Carlo size: ``quick`` under the test suite (GAMELIB_QUICK), else ``full``."""
    import os

    return quick if os.environ.get("GAMELIB_QUICK") else full


__all__ = [
    "agreement", "card_orders", "contracts_side_by_side", "contracts_table", "differences",
    "errata", "errata_counts", "errata_summary", "in_short", "matadors_table", "mean_payment",
    "modern_page_red_trumps", "ombre_deals", "ombre_effects", "ombre_matador_effect",
    "ombre_outcome_effect", "ombre_outcome_payout_effect", "ombre_outcomes", "ombre_payments",
    "ombre_plain_player", "play_rows", "plot_matador_payments", "plot_rates", "printed_odds",
    "printed_words", "quadrille_deals", "quadrille_effects", "quadrille_matador_effect",
    "quadrille_outcome", "quadrille_outcomes", "quadrille_payments", "readings", "size",
]
