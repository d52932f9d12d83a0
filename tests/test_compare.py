"""The comparison of the sources (gamelib.analysis.compare): every table read from the rule data."""

import pandas as pd
import pytest

from gamelib.analysis import compare
from gamelib.core.sources import quote
from gamelib.games.ombre.outcome import outcome_academie, outcome_noothoven


def test_the_card_orders_are_the_same_cards_in_every_source():
    """All four rule sets rank the same cards the same way (noothoven:ombre.trump-black,
    academie:cards.trump-order, hoe-speel-je:trumps.ponto); only the names differ."""
    orders = compare.card_orders()
    assert orders["agree"].all()
    black = orders[(orders.colour == "black") & (orders.order == "trumps")].iloc[0]
    assert black["Ombre, noothoven"].split(", ")[3] == "Ponto"
    assert black["Ombre, academie"].split(", ")[3] == "KS"
    assert not black["names agree"]


def test_the_booklet_counts_four_matadors_the_others_three():
    """"eigenlijk maar vier matadors" (noothoven:ombre.matadors) against the Académie's three
    (academie:cards.matadors) and the modern page's (hoe-speel-je:glossary.matadores)."""
    m = compare.matadors_table()
    assert dict(m.groupby(["game", "source"])["number"].max()) == {
        ("Ombre", "academie"): 3, ("Ombre", "noothoven"): 4,
        ("Quadrille", "hoe-speel-je"): 3, ("Quadrille", "noothoven"): 4}
    for pid in m["passage"]:
        quote(pid)


def test_the_ladders_side_by_side_keep_every_contract():
    """Every contract of each source appears once in its ladder (noothoven:ombre.declare,
    academie:bid.contracts, noothoven:quadrille.ladder, hoe-speel-je:bidding.order)."""
    table = compare.contracts_table()
    ombre = compare.contracts_side_by_side("Ombre")
    assert list(ombre["booklet (noothoven)"]) == ["ask", "ask in favourite", "gasco",
                                                  "sans prendre", "vole déclarée"]
    assert list(ombre["Académie (academie)"])[:4] == ["ask leave", "retourne", "sans prendre",
                                                     "vole"]
    q = table[(table.game == "Quadrille") & (table.source == "hoe-speel-je")]
    assert len(q) == 6


def test_ombre_split_table_marks_the_differences_from_the_outcome_functions():
    """A split is marked 'differ' exactly when both sources name it and name it differently
    (noothoven:ombre.lose, academie:outcome.codille)."""
    t = compare.ombre_outcomes()
    for row in t.itertuples(index=False):
        split = (row[0], row[1], row[2])
        n, a = outcome_noothoven(split), outcome_academie(split)
        if "unspecified" in (n, a):
            assert row.mark == "silent"
        else:
            assert row.mark == ("differ" if n != a else "")
    assert t.loc[t.mark == "differ", ["ombre", "ally 1", "ally 2"]].values.tolist() == [[3, 3, 3]]


def test_quadrille_split_table_six_tricks_win_five_remise_four_codille():
    """"moeten er altijd zes trekken worden gemaakt" (noothoven:quadrille.six-tricks); the modern
    page the same (hoe-speel-je:object)."""
    t = compare.quadrille_outcomes().set_index("side")
    assert t.loc[6, "modern page"] == "won" and t.loc[5, "modern page"] == "remise"
    assert t.loc[4, "booklet: ordinary game"] == "codille"
    assert t.loc[0, "booklet: misère"] == "won" and t.loc[1, "booklet: misère"] == "lost"
    assert t.loc[10, "booklet: vole déclarée"] == "won"
    with pytest.raises(ValueError, match="0 to 10"):
        compare.quadrille_outcome(11, "noothoven")


def test_ombre_payments_come_from_the_tariff():
    """Sans-prendre 4 fiches, a lost ask 1 paid back (noothoven:ombre.pay-sans-prendre,
    noothoven:ombre.pay-loss); the Académie's Sans Prendre premium 12
    (academie:winnings.sans-prendre)."""
    p = compare.ombre_payments().set_index("event")
    assert p.loc["sans prendre won"].iloc[0] == 4
    assert p.loc["remise (ask)"].iloc[0] == -1
    assert p.loc["three matadors (added)"].iloc[0] == 1
    assert "12 from each Ally" in p.loc["sans prendre won"].iloc[1]


def test_quadrille_payments_pair_the_games_and_keep_the_booklet_only_ones():
    """The booklet's tariff (noothoven:quadrille.pay-vraag ...) beside the page's pot payouts
    (hoe-speel-je:pay.alliance ...): solo pays the pot and 1 from each on the page."""
    p = compare.quadrille_payments(pot=16)
    solo = p[p["booklet game"] == "solo"].iloc[0]
    assert solo["modern contract"] == "Solo" and solo["modern: side takes"] == 16 + 3
    assert "Dimidiator" in set(p["modern contract"])


def test_every_difference_cites_catalogued_passages():
    """Each difference names passages that exist, and no row shows the same value twice."""
    d = compare.differences()
    assert (d["source A"] != d["source B"]).all()
    for cell in d["passages"]:
        for pid in cell.split(";"):
            quote(pid.strip())
    assert {"matadors", "contracts", "splits named differently"} <= set(d[d.game == "Ombre"].topic)


def test_the_modern_page_lists_eleven_red_trumps_without_the_king():
    """"rood: Vrouw, Boer, dan 2, 3, 4, 5, 6" (hoe-speel-je:trumps.rest): the King is missing."""
    red = compare.modern_page_red_trumps()
    assert len(red) == 11 and "K" not in red and red[4:6] == ["Q", "J"]
    e = compare.errata()
    row = e[e.passage == "hoe-speel-je:trumps.rest"].iloc[0]
    assert row["kind"] == "contradiction: a trump missing" and "Missing: K." in row["why"]


def test_errata_list_the_academie_misprints_and_engelmann_arithmetic():
    """The worked example's 27, 'third' and 'for A' (academie:example.hand5.win,
    academie:example.hand6.beast, academie:example.hand6.win) and Connections' '22 oder 24'
    (engelmann:connections.deal)."""
    e = compare.errata()
    misprints = e[e.kind == "misprint in the worked example"]
    assert sorted(misprints.passage) == ["academie:example.hand5.win",
                                         "academie:example.hand6.beast",
                                         "academie:example.hand6.win"]
    eng = e[e.kind == "arithmetic"].iloc[0]
    assert eng.passage == "engelmann:connections.deal" and "20" in eng["read as"]
    for pid in e.passage:
        quote(pid)


def test_errata_carry_every_catalogued_reading_once():
    """Every non-excluded passage with a reading different from its text is in the errata."""
    from gamelib.core.sources import all_quotes

    e = compare.errata()
    want = {q.id for q in all_quotes() if not q.excluded and q.reading and q.reading != q.text}
    assert want <= set(e.passage)
    assert e[e["found by"].str.startswith("catalogue")].passage.is_unique


def test_the_same_seed_gives_the_same_deals_under_both_ombres():
    """Both rule sets are dealt the same cards (the same seeds) and the plain policy finishes
    every deal; the outcome rates sum to one for each."""
    deals = compare.ombre_deals(40, seed=3)
    a, b = deals["noothoven"], deals["academie"]
    assert list(a["seed"]) == list(b["seed"])
    rates = compare.ombre_effects(deals)
    assert rates.groupby("rules")["rate"].sum().round(9).eq(1).all()
    again = compare.ombre_effects(compare.ombre_deals(40, seed=3))
    pd.testing.assert_frame_equal(rates, again)


def test_outcome_effect_reclassifies_the_same_splits():
    """The cross table counts each played split once; a win is a win in both sources."""
    deals = compare.ombre_deals(60, seed=5)
    cross = compare.ombre_outcome_effect(deals["academie"])
    played = deals["academie"].dropna(subset=["split.0"])
    played = played[~played["contract"].astype(str).str.startswith("vole")]
    assert cross.values.sum() == len(played)
    if "win" in cross.index:
        assert cross.loc["win"].sum() == cross.loc["win", "win"]


def test_matador_effects_pay_by_each_tariff():
    """Booklet count - 2 fiches (noothoven:ombre.pay-matadors), Académie 2 a matador
    (academie:winnings.matadors); Quadrille page 1 for three, 2 with Ponto
    (hoe-speel-je:pay.matadors)."""
    deals = compare.ombre_deals(60, seed=7)
    t = compare.ombre_matador_effect(deals["academie"])
    for row in t.itertuples(index=False):
        assert row[2] == (row[0] - 2 if row[0] >= 3 else 0)
        assert row[3] == 2 * row[0]
    q = compare.quadrille_matador_effect(500, seed=1).set_index("sequence from Spadille")
    assert q["hands"].sum() == 500
    if 3 in q.index:
        assert q.loc[3, "modern page fiches from each"] == 1 == q.loc[3, "booklet fiches from each"]


def test_quadrille_effects_have_rates_and_money_for_both():
    deals = compare.quadrille_deals(30, seed=2)
    rates = compare.quadrille_effects(deals)
    assert set(rates["rules"]) == {"noothoven", "hoe-speel-je"}
    assert len(rates.attrs["money"]) == 2


def test_the_outcome_rule_alone_changes_only_the_unnamed_splits_payouts():
    """Settled by the booklet's tariff (noothoven:ombre.pay-loss), a split the booklet leaves
    unnamed costs one fiche more read as the Académie's codille (academie:outcome.codille);
    3-3-3 (remise-royale or remise) pays the same."""
    deals = compare.ombre_deals(300, seed=2026)
    t = compare.ombre_outcome_payout_effect(deals["noothoven"])
    rows = t.iloc[:-1].set_index("split")
    for split, row in rows.iterrows():
        if row["booklet result"] == "unspecified":
            assert row["Académie result"] == "codille"
            assert row["Académie-rule net"] == row["booklet net"] - 1
        else:
            assert row["Académie-rule net"] == row["booklet net"]
    mean = t.iloc[-1]
    assert mean["deals"] == (deals["noothoven"]["contract"] == "vraag").sum()


def test_errata_name_the_boston_contract_without_a_payment():
    """engelmann:boston.payments lists no points for groß Independence."""
    e = compare.errata()
    row = e[(e.kind == "omission") & (e.source == "engelmann")].iloc[0]
    assert row.passage == "engelmann:boston.payments" and "groß Independence" in row.printed


# ---- the booklet's errors found by computation ----------------------------------------------

def _errata_row(passage, kind=None):
    e = compare.errata()
    rows = e[(e.passage == passage) & ((e.kind == kind) if kind else True)]
    assert len(rows) == 1, (passage, kind, rows)
    return rows.iloc[0]


def test_printed_solo_odds_outside_both_intervals_are_wrong_for_the_printed_hand():
    """The stored double-dummy and PIMC runs (notebooks/results) exclude five printed odds:
    S3 11 : 2 and S4 10 : 1 too high (noothoven:quadrille.solo-black-3, -black-4), S5 27 : 2
    and S6 2 : 1 too low (solo-black-5, solo-red-1), S9 10 : 2 between the two intervals
    (solo-red-4); the other five lie inside an interval."""
    odds = compare.printed_odds().set_index("hand")
    assert len(odds) == 10
    verdict = odds["verdict"].to_dict()
    assert {h for h, v in verdict.items() if v.startswith("too high")} == {"S3", "S4"}
    assert {h for h, v in verdict.items() if v.startswith("too low")} == {"S5", "S6"}
    assert {h for h, v in verdict.items() if v.startswith("between")} == {"S9"}
    assert odds.loc["S3", "double dummy high"] < odds.loc["S3", "printed p"]
    for hand in ("S3", "S4", "S5", "S6", "S9"):
        row = _errata_row(odds.loc[hand, "passage"], "printed odds contradicted")
        assert row["printed"].startswith(f"{hand}: {odds.loc[hand, 'odds printed']}")
        assert row["read as"].startswith(verdict[hand])


def test_errata_name_the_vole_the_booklet_omits_after_spadille_forcee():
    """noothoven:quadrille.pay-vole lists no vole after spadille-forcée; played as "een gewoon
    vraagspel" (noothoven:quadrille.spadille-forcee) it pays the ask's vole, 4 fiches."""
    row = _errata_row("noothoven:quadrille.pay-vole", "omission")
    assert row["printed"] == "no vole listed after spadille-forcée"
    assert row["read as"].startswith("4 fiches, the vole after an ordinary ask (4)")


def test_errata_read_the_failed_vole_after_gasco_as_the_vole_it_would_pay():
    """"vier fiches afgetrokken" (noothoven:ombre.pay-failed-vole) against "de vole" deducted
    (noothoven:ombre.vole) and no vole paid after gasco (noothoven:ombre.pay-vole-gasco): 4
    after an ask, 0 after gasco, 4 with the option of the literal four, named by its meaning."""
    row = _errata_row("noothoven:ombre.pay-failed-vole")
    assert row["kind"] == "contradiction within the booklet"
    assert row["printed"] == "dan worden er vier fiches afgetrokken"
    assert "4 after an ask or sans prendre, 0 after gasco" in row["read as"]
    assert ("with the option “a failed vole deducts four fiches at every game (else the vole's "
            "own payment)”, 4") in row["read as"]


def test_ombre_payments_a_failed_vole_after_gasco_keeps_the_game():
    """After gasco a failed vole deducts nothing while the vole is unpaid
    (noothoven:ombre.pay-vole-gasco): the gasco's own 3 fiches stay."""
    p = compare.ombre_payments().set_index("event")
    assert p.loc["failed vole (after gasco)"].iloc[0] == p.loc["gasco / retourne won"].iloc[0]
    assert p.loc["failed vole (after an ask)"].iloc[0] == p.loc["ask won"].iloc[0] - 4


def test_errata_name_the_six_stones_five_and_six_players_cannot_hold():
    """"met drie, vier, vijf en zelfs zes personen" (noothoven:domino.players-more) and six
    stones each at the least (noothoven:domino.six-tiles) of 28 (noothoven:domino.tiles):
    5 x 6 = 30 and 6 x 6 = 36; five take 5 each, six 4 each."""
    row = _errata_row("noothoven:domino.players-more")
    assert row["kind"] == "contradiction within the source"
    assert row["why"] == "5 x 6 = 30, 6 x 6 = 36 > 28 stones"
    assert row["read as"] == "5 players 5 each, 6 players 4 each; 2 to 4 players keep 6"


def test_errata_read_the_modern_remise_as_the_pot_doubled_in_the_next_hand():
    """hoe-speel-je:pay.remise: nobody pays in the hand; the next hand opens with the pot
    doubled, each player adding an equal share (4 each to a pot of 16)."""
    row = _errata_row("hoe-speel-je:pay.remise")
    assert row["read as"].startswith("nobody pays in the hand; the next hand opens with the "
                                     "pot doubled")
    assert row["read as"].endswith("a pot of 16: 4 each)")


def test_errata_name_the_pot_carried_beyond_the_first_round():
    """"voor de eerste ronde" (hoe-speel-je:deal.stake): the pot is carried from hand to hand,
    and an empty pot is staked again (unspecified in source)."""
    row = _errata_row("hoe-speel-je:deal.stake", "omission")
    assert row["printed"] == "voor de eerste ronde"
    assert "carried: 0 staked" in row["read as"] and "staked again, 4 each" in row["read as"]


def test_printed_words_must_be_the_passage_s():
    """The printed words of a row are checked against its passage (long s and line breaks
    aside): words the passage does not hold are refused by name."""
    assert compare.printed_words("noothoven:domino.six-tiles", "op zijn minst") == "op zijn minst"
    with pytest.raises(ValueError, match="noothoven:domino.six-tiles"):
        compare.printed_words("noothoven:domino.six-tiles", "op zijn meest")


# ---- readings of one source -----------------------------------------------------------------

def _reading(passage):
    r = compare.readings()
    rows = r[r.passages.str.split("; ").str[0] == passage]
    assert len(rows) >= 1, passage
    return rows


def test_readings_casino_law_6_counts_the_last_card_clear_unlike_hoyle():
    """"zählt für jedesmal unwiderruflich eine Point" (engelmann:casino.law-clear): the point
    counts with the deal's last card too; Hoyle's "before the conclusion" is the option."""
    row = _reading("engelmann:casino.law-clear").iloc[0]
    assert row["kind"] == "difference from the Hoyle law it follows"
    assert row["played by default"].startswith("the point counts each time")
    assert row["other reading (option)"].startswith("Hoyle's law")
    assert row["what differs"].endswith("1 by default, 0 on the other reading")


def test_readings_casino_kehraus_marks_no_point_by_default():
    """"den Sweep, oder den Kehraus" (engelmann:casino.law-sweep): no point by default, the
    other reading marks one."""
    row = _reading("engelmann:casino.law-sweep").iloc[0]
    assert row["kind"] == "silence"
    assert row["played by default"] == "the Kehraus marks no point"
    assert row["what differs"].endswith("0 by default, 1 on the other reading")


def test_readings_piquet_repic_literal_against_in_order():
    """"noch sein Mitspieler etwas Gültiges gegen ihn aufbringen können"
    (engelmann:piquet.repic): literal by default; counted in order (Cavendish) the point of five
    and two quints against three aces counts 95 instead of 35."""
    row = _reading("engelmann:piquet.repic").iloc[0]
    assert row["played by default"].startswith("any valid combination of the opponent")
    assert row["other reading (option)"].startswith("counted category by category")
    assert row["what differs"].endswith("35 by default, 95 on the other reading")


def test_readings_piquet_partie_to_101_first():
    """"insgemein Hundert und Eins, oder auch nur Hundert" (engelmann:piquet.target): 101 by
    default; 100, four deals in tens (engelmann:piquet.four-games) and a payment per deal are
    options."""
    row = _reading("engelmann:piquet.target").iloc[0]
    assert row["kind"] == "choice between the source's options"
    assert row["played by default"].startswith("a race to 101")
    assert row["other reading (option)"] == ("a race to 100; four deals reckoned in tens; each "
                                             "deal paid by itself (in no source)")
    assert row["what differs"].endswith("44 makes 4 parties, 45 5")


def test_readings_piquet_every_lead_counts_ten_up_is_the_option():
    """"Spielet einer einen König, Dame, Buben, Zehne aus" (engelmann:piquet.lead-example):
    every lead counts by default (engelmann:piquet.play); the other reading never counts a
    7, 8 or 9 led."""
    row = _reading("engelmann:piquet.lead-example").iloc[0]
    assert row["played by default"].startswith("every card led counts one")
    assert row["other reading (option)"].startswith("only T, J, Q, K, A led count")
    assert row["what differs"].startswith("a 7, 8, 9 led")


def test_readings_boston_beasts_one_in_play_and_the_tout():
    """"wie im l'Hombre" (engelmann:boston.beasts): one beast in play at a time, drawn by a
    won game (academie:beast.sheet, academie:beast.paid); the Tout draws only it, since "keine
    ... Tout bezahlt werden"; a Tout or every won game drawing every beast are the options."""
    rows = _reading("engelmann:boston.beasts")
    assert len(rows) == 3
    sheet, tout = rows.iloc[0], rows.iloc[1]
    assert sheet["played by default"].startswith("one beast in play")
    assert sheet["other reading (option)"] == ("a Tout draws every beast; every won game draws "
                                               "every beast")
    assert tout["printed"] == "keine Matadors, Ersten und Tout bezahlt werden"
    assert "Tout (13 tricks)" in tout["played by default"]


def test_readings_tresette_card_points_counted_when_the_deal_is_over():
    """"Iſt das Spiel zu Ende, ſo zählt jede Compagnie die Points" (engelmann:tresette.card-points):
    the card points come after the declarations, which are laid in seat order from the Vorhand;
    the first tricks order the card points only among themselves
    (engelmann:tresette.count-out)."""
    row = _reading("engelmann:tresette.card-points").iloc[0]
    assert row["kind"] == "reading of the order"
    assert "the card points when the deal is over" in row["played by default"]
    assert "seat order from the Vorhand" in row["played by default"]


def test_readings_boston_a_beast_is_what_the_game_would_have_received():
    """"wie im l'Hombre" (engelmann:boston.beasts): the beast is the debt of what the player
    would have received, the beast in play included (academie:losses.beast-is-debt,
    academie:beast.amount)."""
    size = _reading("engelmann:boston.beasts").iloc[2]
    assert "and the beast in play" in size["played by default"]


def test_readings_boston_only_a_higher_game_outbids_by_default():
    """"die ſich wie Frage, Tournée etc. in l'Hombre verhalten" (engelmann:boston.spielarten)
    compares the games, not the auction: Hoyle's strict outbidding by default, the Académie's
    holding by priority (academie:bid.priority) the option."""
    row = _reading("engelmann:boston.spielarten").iloc[0]
    assert row["played by default"] == "only a higher game outbids"
    assert row["other reading (option)"].startswith("a player earlier from eldest may hold")


def test_readings_connections_a_trumped_connection_pays_its_trick():
    """"das Recht ſie zu trumpfen" (engelmann:connections.trump-right): the connection's money
    goes with its trick by default; "für jedes As" card by card is the option."""
    row = _reading("engelmann:connections.trump-right").iloc[0]
    assert row["played by default"].startswith("the winner of the connection's trick")
    assert row["other reading (option)"].startswith("each player of a connection card")


def test_readings_goodhope_the_dealer_plays_free_of_stake():
    """"Der Geber iſt Satzfrei" (engelmann:goodhope.deal): free of the stake, not of the game;
    the dealer sitting out is the option."""
    row = _reading("engelmann:goodhope.deal").iloc[0]
    assert row["played by default"].startswith("the dealer plays")
    assert row["other reading (option)"].startswith("the dealer sits the round out")


def test_readings_piquet_the_lone_card_is_a_reading_of_law_6():
    """Law 6 (engelmann:piquet.law-6) lets a hand play short and is silent on the long hand's
    card led alone: the last trick by default, no trick the option."""
    row = _reading("engelmann:piquet.law-6").iloc[0]
    assert row["kind"] == "silence: two readings"
    assert row["played by default"].endswith("is the last trick")
    assert row["other reading (option)"].startswith("it is taken by nobody")


def test_readings_tresette_the_double_on_the_deal_s_end():
    """"nicht über die Hälfte, nämlich über die Zehen" (engelmann:tresette.partie): the double
    is judged on all the losers laid in the deal."""
    row = _reading("engelmann:tresette.partie").iloc[0]
    assert "doubled when the others end that deal at ten or less" in row["played by default"]


def test_readings_tresette_the_called_suit_shown_to_the_partner():
    """"weiſt dem andern ſeine gerufene Farbe" (engelmann:tresette.calls): to the partner."""
    row = _reading("engelmann:tresette.calls").iloc[0]
    assert row["played by default"].startswith("the called suit shown to the Vorhand's partner")


def test_readings_tresette_the_vorhand_declares_with_his_lead():
    """"Doch iſt dieſes erlaubt, wenn man ... die Vorhand hat" (engelmann:tresette.declare-when):
    with his lead by default; also at the second trick the option."""
    row = _reading("engelmann:tresette.declare-when").iloc[0]
    assert row["played by default"] == "the Vorhand declares with his lead only"
    assert row["other reading (option)"].startswith("he may also declare at his card to the second")


def test_readings_casco_s_king_stays_a_non_trump_king():
    """"mag een niet-troef Heer roepen" (hoe-speel-je:intro.outline): in Casco the King's
    holder names any suit but the King's."""
    row = _reading("hoe-speel-je:intro.outline").iloc[0]
    assert row["played by default"] == "in Casco the King's holder names any suit but the King's"


def test_readings_trois_quarts_with_kings_follows_the_aces_silently():
    """"op de wijze als bij een gewoon vraagspel" is said of trois-quarts with the aces
    (noothoven:quadrille.trois-quarts-aces); the paragraph of the kings
    (noothoven:quadrille.trois-quarts-kings) says only who plays along: the kings' case is
    played as an ask too, a reading of a silence."""
    row = _reading("noothoven:quadrille.trois-quarts-kings").iloc[0]
    assert row["kind"] == "silence"
    assert "as the aces' case" in row["played by default"]


def test_readings_spadille_forcee_an_ordinary_ask_by_default():
    """"om hierop een gewoon vraagspel te spelen" (noothoven:quadrille.spadille-forcee): an
    ordinary ask by default; Hoyle's laws 16 and 33 the option."""
    row = _reading("noothoven:quadrille.spadille-forcee").iloc[0]
    assert row["kind"] == "silence: two readings"
    assert row["played by default"].startswith("an ordinary ask")
    assert row["other reading (option)"].startswith("not an ask (Hoyle's laws 16 and 33)")


def test_readings_trois_quarts_aces_played_as_an_ask():
    """"op de wijze als bij een gewoon vraagspel" (noothoven:quadrille.trois-quarts-aces): the
    ask's vole and codille rules in both forms."""
    row = _reading("noothoven:quadrille.trois-quarts-aces").iloc[0]
    assert row["played by default"].startswith("the ask's vole and codille rules")


def test_readings_the_asker_calls_another_player_s_king():
    """"de maat (of aide) van den speler" (noothoven:quadrille.vraag-call): a king held by
    another player; his own king (Hoyle's law 23) and a queen (law 12) are options."""
    row = _reading("noothoven:quadrille.vraag-call").iloc[0]
    assert row["played by default"] == "a king held by another player, never a queen"
    assert row["other reading (option)"] == ("his own king, to play alone (Hoyle's law 23); a "
                                             "queen, with four kings (Hoyle's law 12)")


def test_readings_the_booklet_plays_with_the_favourite():
    """"Is men overeengekomen om dit niet te doen" (noothoven:ombre.favourite): the favourite
    is on by default in the booklet's Ombre and Quadrille."""
    row = _reading("noothoven:ombre.favourite").iloc[0]
    assert row["played by default"] == "the favourite turned, in Ombre and Quadrille"


def test_readings_cite_catalogued_passages():
    """Every reading names passages that exist, and its printed words are theirs."""
    r = compare.readings()
    for row in r.itertuples(index=False):
        for pid in row.passages.split(";"):
            quote(pid.strip())
        compare.printed_words(row.passages, row.printed)


def test_the_deals_read_back_from_a_store_are_the_deals_played(tmp_path):
    """The comparison's deals kept in a store (gamelib.analysis.studies.Store) and read back are
    the deals a new run plays; a read-only store holding fewer has the rest played, not stored."""
    from gamelib.analysis import studies

    for deals in (compare.ombre_deals, compare.quadrille_deals):
        played = deals(30, seed=4)
        stored = deals(30, seed=4, store=studies.Store(tmp_path))
        more = deals(40, seed=4, store=studies.Store(tmp_path, read_only=True))
        for rules, frame in played.items():
            assert stored[rules].attrs["stored"] == 0 and more[rules].attrs["stored"] == 30
            pd.testing.assert_frame_equal(frame, stored[rules])
            pd.testing.assert_frame_equal(frame, more[rules].iloc[:30])
            assert list(more[rules]["deal"]) == list(range(40))
    assert all(studies.Store(tmp_path).count(p) == 30 for p in studies.Store(tmp_path).pieces())
