"""Every error found in a source, with its passage and how it was found (:func:`errata`): the
misprints of the Académie's worked example, the modern page's contradictions and omissions, the
booklet's printed odds that stored play rejects (:func:`printed_odds`) and its tariff's gaps,
Engelmann's arithmetic and omissions, Domino's crowded hands, and the catalogue's readings and
notes. :func:`printed_words` checks quoted words against their passages."""

from __future__ import annotations

import re

import pandas as pd

from gamelib.core.engine import game_class, option_meaning
from gamelib.core.sources import all_quotes, quote
from gamelib.games.ombre import order as om
from gamelib.games.quadrille import rules as qr

RED_NAMES = {"Heer": "K", "Vrouw": "Q", "Boer": "J", "Aas": "A"}


def the_option(game: str, name: str) -> str:
    """An option as a reader is told of it: by its meaning, never its name ("the option “the
    vole after gasco is paid (it 'doorgaans' is not)”")."""
    return f"the option “{option_meaning(game, name)}”"


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
                        "defines the 'Alliance-tarief'.",
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
                     "read as": reading, "why": "the page's two rules cannot both hold; the settlement reads them so that they do",
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
                 "found by": "the opening stake computed hand after hand"})
    rows += _booklet_rows()
    from gamelib.games import boston

    for contract in boston.FIVE_GAMES:
        if contract.points is None:
            rows.append({"source": "engelmann", "passage": "engelmann:boston.payments",
                         "kind": "omission", "printed": f"no payment for {contract.name}",
                         "read as": f"{the_option('boston', 'gross_independence')}, "
                                    f"{_default_of('boston', 'gross_independence')} by default",
                         "why": f"{contract.name} ({contract.tricks} tricks, "
                                f"{contract.passage}) has no points in the payment list",
                         "found by": "the payment list read game by game"})
    check = connections.card_count_check()
    if not check["agree"]:
        rows.append({"source": "engelmann", "passage": "engelmann:connections.deal",
                     "kind": "arithmetic",
                     "printed": f"{' or '.join(map(str, check['printed']))} cards remain",
                     "read as": ", ".join(f"{p} players: {c}" for p, c in
                                          check["computed"].items()),
                     "why": f"52 less the hands; {check['printed but impossible']} cannot remain",
                     "found by": "the cards dealt counted against the pack"})
    rows += _domino_rows()
    if include_readings:
        # a computed row stands for the catalogue's reading and note of its passage
        known = {r["passage"] for r in rows}
        for source in ("noothoven", "academie", "hoe-speel-je", "engelmann"):
            rows += [r for r in _catalogue_rows(source) if r["passage"] not in known]
    frame = pd.DataFrame(rows, columns=["source", "passage", "kind", "printed", "read as", "why",
                                        "found by"])
    return frame


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


def _default_of(game: str, name: str):
    """The default of a game's option, as its ``Option`` declares it."""
    return next(o.default for o in game_class(game).OPTIONS if o.name == name)


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
                     "found by": "the hands played out by double dummy and by PIMC (the stored studies)"})
    for c in qr.NOOTHOVEN.contracts:
        if c.vole and c.family not in qr.NOOTHOVEN_VOLE and c.family != "vole-declaree":
            rows.append({"source": "noothoven", "passage": "noothoven:quadrille.pay-vole",
                         "kind": "omission", "printed": f"no vole listed after {c.label}",
                         "read as": f"{c.vole} fiches, the vole after an ordinary ask "
                                    f"({qr.NOOTHOVEN_VOLE['vraag']}); none when read as Hoyle's "
                                    "laws have it (the game's other reading, an option)",
                         "why": f"{c.label} is played as \"een gewoon vraagspel\" ({c.passage})",
                         "found by": "the booklet's vole tariff, as data, read against its "
                                     "contracts"})
    ask, gasco = failed_vole_fiches("vraag"), failed_vole_fiches("gasco")
    paid = failed_vole_fiches("gasco", gasco_vole_paid=True)
    four = failed_vole_fiches("gasco", failed_vole_four=True)
    rows.append({"source": "noothoven", "passage": "noothoven:ombre.pay-failed-vole",
                 "kind": "contradiction within the booklet",
                 "printed": printed_words("noothoven:ombre.pay-failed-vole",
                                          "dan worden er vier fiches afgetrokken"),
                 "read as": f"the vole's own payment: {ask} after an ask or sans prendre, "
                            f"{gasco} after gasco while its vole is unpaid ({paid} with "
                            f"{the_option('ombre', 'gasco_vole_paid')}); with "
                            f"{the_option('ombre', 'failed_vole_four')}, {four}",
                 "why": "noothoven:ombre.vole deducts \"de vole\" and noothoven:ombre.pay-vole-gasco "
                        "leaves the vole after gasco unpaid: the literal four would make playing "
                        "on after gasco a bet that can only lose",
                 "found by": "the failed vole's fiches computed after each contract"})
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
             "found by": "the stones each hand needs counted against the twenty-eight"}]
