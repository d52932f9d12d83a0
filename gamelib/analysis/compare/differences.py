"""Where two sources part and where one source can be read two ways: :func:`differences`, every
difference between the two sources of a game with its passages, and :func:`readings`, a
source's silences, unclear rules and choices with the reading each game plays and the other as
its option. The printed words a reading quotes are checked against its passages
(:func:`gamelib.analysis.compare.errata.printed_words`)."""

from __future__ import annotations

import pandas as pd

from gamelib.analysis.compare.errata import printed_words
from gamelib.analysis.compare.tables import (
    contracts_table,
    matadors_table,
    ombre_outcomes,
    ombre_payments,
)
from gamelib.core.names import and_list, option_value, or_list, words
from gamelib.games.ombre.outcome import UNSPECIFIED, outcome_academie, outcome_noothoven
from gamelib.games.quadrille.tables import comparison_table

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
        return " < ".join(words(c) for c in t.contract)

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
         "; ".join(f"{a}-{b}-{c} {words(outcome_noothoven((a, b, c)))}" for a, b, c in differ),
         "; ".join(f"{a}-{b}-{c} {words(outcome_academie((a, b, c)))}" for a, b, c in differ),
         "noothoven:ombre.lose; academie:outcome.codille"),
        ("splits a source leaves unnamed", fmt(silent_n.to_numpy()), fmt(silent_a.to_numpy()),
         "noothoven:ombre.lose; academie:outcome.remise"),
        ("money", "fiches between the players, by tariff",
         "a pool marked by all and beasts (debts) made by a losing Ombre",
         "noothoven:ombre.pay-vraag; academie:pool.start"),
        ("sans prendre won", f"{pay.loc['sans prendre won'].iloc[0]} fiches from each",
         pay.loc["sans prendre won"].iloc[1], "noothoven:ombre.pay-sans-prendre; "
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

    def read(texts, default):
        """The default reading's words and the other readings', from the words of each value
        of the option (the option's name stays in code: a reader is told the readings)."""
        return texts[default], "; ".join(t for v, t in texts.items() if v != default)

    def count(points, default):
        """A worked case's points by default and on the other reading."""
        other = ", ".join(str(p) for v, p in points.items() if v != default)
        return f"{points[default]} by default, {other} on the other reading"

    rows = []

    def add(game, source, passages, kind, words, reading, differs, why):
        default, other = reading
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
        read({True: "the point counts each time, with the deal's last card too",
              False: "Hoyle's law: a point only before the end of the deal"}, last),
        "great Casino clears the table with the deal's last card; A's points for it: "
        + count(clears, last),
        "Hoyle's law reads \"if he clear the board before the conclusion of the game\"; "
        "Engelmann drops the condition")
    kehraus = _default("casino", "kehraus_point")
    swept = {v: _casino_points(casino.LAST_TRICK, 4, kehraus_point=v)
             for v in casino.READINGS["kehraus_point"]}
    left = casino.LAST_TRICK[0].split()
    add("Casino", "engelmann",
        "engelmann:casino.law-sweep; engelmann:casino.law-clear; engelmann:casino.advice-11-b",
        "silence", "und dieses nennet man den Sweep … oder den Kehraus",
        read({False: "the Kehraus marks no point", True: "the Kehraus marks a point"}, kehraus),
        f"the last trick takes the cards left on the table, {' '.join(left)} among them; A and "
        "C's points for it: " + count(swept, kehraus),
        "law 7 gives no point, and law 6's cases are advice 11's single card or combination")

    # Piquet
    repic = _default("piquet", "repic")
    both = piquet.score_declarations(*REPIC_EXAMPLE)
    counted = {r: both.points(0) + (piquet.REPIC_BONUS if piquet.repic_of(both, r) == 0 else 0)
               for r in piquet.REPIC_READINGS}
    add("Piquet", "engelmann", "engelmann:piquet.repic", "reading of an unclear rule",
        "noch sein Mitspieler etwas Gültiges gegen ihn aufbringen können",
        read({"literal": "any valid combination of the opponent stops the repic",
              "in-order": "counted category by category, as Cavendish has it"}, repic),
        f"a point of five and two quints ({both.points(0)}) against three aces: "
        + count(counted, repic),
        "the words are about what the opponent can bring against him at all")
    partie = _default("piquet", "partie")
    add("Piquet", "engelmann", "engelmann:piquet.target; engelmann:piquet.four-games; "
        "engelmann:piquet.partie-tens; engelmann:piquet.scorekeeping",
        "choice between the source's options",
        "bis auf welche Zahl … insgemein Hundert und Eins, oder auch nur Hundert … Manche "
        "rechnen auch blos 4 Spiele",
        read({v: option_value("partie", v) + {"101": ", the deals carrying the totals",
                                               "deal": " (in no source)"}.get(v, "")
              for v in piquet.PARTIES}, partie),
        "how long a partie lasts and what it pays: in tens (four deals) a difference of 44 "
        f"makes {piquet.partie_points(44)} parties, 45 {piquet.partie_points(45)}",
        "named first, as usual (\"insgemein\")")
    lead = _default("piquet", "lead_point")
    low = [r for r in piquet.RANKS_LOW_TO_HIGH if r not in piquet.TEN_UP]
    add("Piquet", "engelmann", "engelmann:piquet.lead-example; engelmann:piquet.play", "reading",
        "Spielet einer einen König, Dame, Buben, Zehne aus",
        read({"every": "every card led counts one (\"für jede Karte, mit der er sticht und "
                       "ausspielt\")",
              "ten-up": "only " + ", ".join(piquet.TEN_UP) + " led count; a "
                        + or_list(low) + " led never counts, even when it takes its trick"},
             lead),
        "a " + ", ".join(low) + " led: one point when every lead counts, none when only ten "
        "and up do",
        "the general sentence counts every lead; the example names ten and up, as Hoyle: "
        "\"except it be a nine or an inferior card\"")

    lone = _default("piquet", "lone_card")
    add("Piquet", "engelmann", "engelmann:piquet.law-6; engelmann:piquet.law-6-example",
        "silence: two readings", "daß also mit weniger, aber nicht mit mehreren Karten, als man "
        "haben soll, gespielet werden kann",
        read({"last trick": "the long hand's card led alone is the last trick",
              "no trick": "it is taken by nobody; the last two-card trick is the last"}, lone),
        "a short hand that takes all eleven tricks of two cards: the most tricks (10) and the "
        "other's last trick, or the last trick and a capot (40)",
        "all twelve cards are played, and Hoyle counts the last trick when 'all the twelve "
        "cards are played'")

    # Boston
    draw = _default("boston", "beast_draw")
    add("Boston", "engelmann", "engelmann:boston.beasts; academie:beast.sheet; "
        "academie:beast.paid", "reading of a silent point (\"wie im l'Hombre\")",
        "Die Bêtes werden wie im l'Hombre aufgesetzt und angeschrieben",
        read({"in play": "one beast in play at a time, the highest, picked at the start of a "
                         "deal; a won game draws that one; the owner's own beast is cancelled",
              "vole": "a Tout draws every beast", "all": "every won game draws every beast"},
             draw),
        "how many beasts a won game takes", "the Académie's beast sheet: one beast circled and "
        "in play at a time (academie:beast.sheet, academie:beast.paid)")
    add("Boston", "engelmann", "engelmann:boston.beasts", "reading",
        "keine Matadors, Ersten und Tout bezahlt werden",
        read({"in play": "Boston's vole is the Tout (13 tricks); it draws only the beast in "
                         "play",
              "vole": "a Tout draws every beast, as l'Hombre's vole"}, draw),
        "what a Tout takes: one beast or all",
        "at l'Hombre the outstanding beasts are the vole's reward (academie:beast.vole, "
        "academie:winnings.vole), and the Tout is not paid")

    add("Boston", "engelmann", "engelmann:boston.beasts; academie:losses.beast-is-debt; "
        "academie:beast.amount", "reading of a silent point (\"wie im l'Hombre\")",
        "Die Bêtes werden wie im l'Hombre aufgesetzt und angeschrieben … a debt equal to the "
        "amount that the Ombre would have received had he won",
        ("a lost game's beast is what it would have received: its points from the three others "
         "and the beast in play",
         "none (an option pays each of the others the points instead, as later Boston)"),
        "a klein Boston lost while a beast of 3 is in play sets 6, not 3",
        "at l'Hombre the beast is the whole wager, the beast in play included")
    priority = _default("boston", "priority")
    add("Boston", "engelmann", "engelmann:boston.spielarten; academie:bid.priority",
        "silence: two readings", "die sich wie Frage, Tournée etc. in l'Hombre verhalten … "
        "Matching a previous contract is only possible for a player who has priority",
        read({False: "only a higher game outbids",
              True: "a player earlier from eldest may hold a later one's game"}, priority),
        "whether the eldest can keep a game by matching it",
        "the booklet compares the games, not the auction; Hoyle's Boston lets only a higher "
        "game outbid")

    # Connections
    paid = _default("connections", "paid_to")
    add("Connections", "engelmann", "engelmann:connections.trump-right; "
        "engelmann:connections.trick-winner; engelmann:connections.payouts",
        "silence: two readings", "das Recht sie zu trumpfen … einen Groschen für jedes As",
        read({"trick": "the winner of the connection's trick draws its money",
              "cards": "each player of a connection card draws that card's share"}, paid),
        "who is paid when a connection is trumped: A's and B's black aces trumped by C pay C "
        "24 Pf, or A and B 12 each",
        "the right to trump a connection is worth something only if its money goes with the "
        "trick; Hoyle: 'the possessors of the connexions'")

    # Goodhope
    dealer = _default("goodhope", "dealer_plays")
    add("Goodhope", "engelmann", "engelmann:goodhope.deal; engelmann:goodhope.pairs",
        "silence: two readings", "Der Geber ist Satzfrei",
        read({True: "the dealer plays, free of the stake",
              False: "the dealer sits the round out, no stake and no cards"}, dealer),
        "whether the dealer holds cards and may draw from the pot",
        "'Satzfrei' frees him of the stake, not of the game: a player out of the round would "
        "need no freeing")

    # Tresette
    add("Tresette", "engelmann", "engelmann:tresette.card-points; engelmann:tresette.count-out",
        "reading of the order", "Ist das Spiel zu Ende, so zählt jede Compagnie die Points … "
        "welche die ersten Stiche, und in selbigen die ersten Points gemacht haben … so gehet "
        "es nach der Vorhand",
        ("the declarations laid in seat order from the Vorhand, the card points when the deal "
         "is over; when both companies count out with the card points, the one whose points "
         "reach 21 first trick by trick", "none"),
        "who counts out first when both companies can: three threes declared at the second "
        "trick beat a point taken at the first",
        "the card points are counted at the end of the deal; 'die ersten Stiche' orders them "
        "only among themselves")
    add("Tresette", "engelmann", "engelmann:tresette.partie", "reading",
        "kann die gegenseitige Parthei nicht über die Hälfte, nämlich über die Zehen anlegen",
        ("the partie broken when 21 are laid, doubled when the others end that deal at ten or "
         "less, all they laid in it counted", "none"),
        "a partie won mid-deal is double only if the others' card points of the deal keep "
        "them at ten", "the others' markers are laid until the deal is counted")
    add("Tresette", "engelmann", "engelmann:tresette.calls", "reading",
        "weist dem andern seine gerufene Farbe",
        ("the called suit shown to the Vorhand's partner; the opponents hear the call", "none"),
        "what the opponents know of the called suit", "'dem andern' is the other of his "
        "company, as in 'der andere' of the invitations (engelmann:tresette.discard-signal)")
    second = _default("tresette", "vorhand_second")
    add("Tresette", "engelmann", "engelmann:tresette.declare-when; "
        "engelmann:tresette.napolitana", "reading of a permission",
        "Doch ist dieses erlaubt, wenn man das Anspielen oder die Vorhand hat … bei dem andern "
        "Stiche des Spielers angesagt",
        read({False: "the Vorhand declares with his lead only",
              True: "he may also declare at his card to the second trick"}, second),
        "when the Vorhand's declarations can be made",
        "with calls, the usual game, the Vorhand 'giebt was sie zuruft mit an' "
        "(engelmann:tresette.calls); 'wo nicht' names the second trick for the others")

    # Quadrille (the booklet)
    forced = _default("quadrille", "spadille_forcee", rules="noothoven")
    add("Quadrille", "noothoven", "noothoven:quadrille.spadille-forcee", "silence: two readings",
        "om hierop een gewoon vraagspel te spelen", read(SPADILLE_FORCEE_READINGS, forced),
        "the vole, and who pays a codille",
        "the booklet's own words; Hoyle's laws 16 and 33 say the forced player did not ask")
    add("Quadrille", "noothoven", "noothoven:quadrille.trois-quarts-aces", "reading",
        "op de wijze als bij een gewoon vraagspel",
        ("the ask's vole and codille rules, under either reading of spadille-forcée", "none"),
        "the vole and the codille of trois-quarts with the aces",
        "it is played as an ask and announced freely")
    add("Quadrille", "noothoven", "noothoven:quadrille.trois-quarts-kings; "
        "noothoven:quadrille.trois-quarts-aces", "silence",
        "dan maakt spadille troef en speelt mede",
        ("played as the aces' case: the ask's vole and codille rules", "none"),
        "the vole and the codille of trois-quarts with three kings",
        "the paragraph of the kings says only who plays along; 'op de wijze als bij een "
        "gewoon vraagspel' is said of the aces, and nothing sets the kings' case apart")
    own = _default("quadrille", "call_own_king", rules="noothoven")
    queen = _default("quadrille", "call_queen", rules="noothoven")
    own_king = {False: "a king held by another player",
                True: "his own king, to play alone (Hoyle's law 23)"}
    a_queen = {False: "never a queen", True: "a queen, with four kings (Hoyle's law 12)"}
    add("Quadrille", "noothoven", "noothoven:quadrille.vraag-call", "silence",
        "de maat (of aide) van den speler",
        (f"{own_king[own]}, {a_queen[queen]}", f"{own_king[not own]}; {a_queen[not queen]}"),
        "which cards the asker may call", "the booklet is silent")

    # Quadrille (the modern page)
    add("Quadrille", "hoe-speel-je", "hoe-speel-je:intro.outline; hoe-speel-je:bidding.casco",
        "reading", "mag een niet-troef Heer roepen … in plaats daarvan wijst de houder van de "
        "geroepen Heer troef aan",
        ("in Casco the King's holder names any suit but the King's", "none"),
        "whether Casco's called King may become a trump King",
        "the page's King called is always 'een niet-troef Heer', as at the booklet's "
        "(noothoven:quadrille.aide-trump)")

    # the favourite (the booklet's Ombre and Quadrille)
    fav = {"Ombre": _default("ombre", "favourite", rules="noothoven"),
           "Quadrille": _default("quadrille", "favourite", rules="noothoven")}
    turned = [g for g, v in fav.items() if v]
    add("Ombre, Quadrille", "noothoven", "noothoven:ombre.favourite", "reading",
        "Is men overeengekomen om dit niet te doen, zoo als vaak gebeurt",
        ("the favourite turned, in " + and_list(turned) if turned else "no favourite suit",
         "the agreement not to turn it: no favourite suit"),
        "the favourite ask and the doubled payments",
        "not turning requires an agreement")
    return pd.DataFrame(rows)
