"""The comparison of the sources (gamelib.compare): every table read from the rule data."""

import pandas as pd
import pytest

from gamelib import compare
from gamelib.ombre.outcome import outcome_academie, outcome_noothoven
from gamelib.sources import quote


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
                                                  "sans-prendre", "vole-declaree"]
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
    assert t.loc[10, "booklet: vole-déclarée"] == "won"
    with pytest.raises(ValueError, match="0 to 10"):
        compare.quadrille_outcome(11, "noothoven")


def test_ombre_payments_come_from_the_tariff():
    """Sans-prendre 4 fiches, a lost ask 1 paid back (noothoven:ombre.pay-sans-prendre,
    noothoven:ombre.pay-loss); the Académie's Sans Prendre premium 12
    (academie:winnings.sans-prendre)."""
    p = compare.ombre_payments().set_index("event")
    assert p.loc["sans-prendre won"].iloc[0] == 4
    assert p.loc["remise (ask)"].iloc[0] == -1
    assert p.loc["three matadors (added)"].iloc[0] == 1
    assert "12 from each Ally" in p.loc["sans-prendre won"].iloc[1]


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
    from gamelib.sources import all_quotes

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


def test_size_is_small_under_the_test_suite(monkeypatch):
    monkeypatch.setenv("GAMELIB_QUICK", "1")
    assert compare.size(full=10, quick=2) == 2
    monkeypatch.delenv("GAMELIB_QUICK")
    assert compare.size(full=10, quick=2) == 10


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
    row = e[e.kind == "omission"].iloc[0]
    assert row.passage == "engelmann:boston.payments" and "groß Independence" in row.printed
