"""The rule tables of the four rule sets side by side: the card orders and the matadors, the
ladders of contracts, the result of every split of the tricks and what each result pays, all read
from the rule data of :mod:`gamelib.games.ombre` and :mod:`gamelib.games.quadrille`. Also the
names the other tables share: the rule sets compared (:data:`ORDERS`) and how a source is
labelled (:data:`SOURCE_LABEL`)."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from gamelib.analysis.tables import outcome_table
from gamelib.core.cards import Card
from gamelib.core.names import words
from gamelib.games.ombre import bidding
from gamelib.games.ombre import order as om
from gamelib.games.quadrille import rules as qr
from gamelib.games.quadrille.payment import classify
from gamelib.games.quadrille.tables import booklet_tariff_table, modern_payout_table

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
            "booklet: " + words("vole-declaree"):
                quadrille_outcome(s, "noothoven", "vole-declaree"),
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
        ("sans prendre won", fiches("sans-prendre", "win"),
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
        (words("vole-declaree") + " / vole won, no matadors", fiches("vole-declaree", "vole"),
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
