"""The booklet's fiche tariff, paid between the players through the ledger."""

import pytest

from gamelib.core.ledger import Ledger
from gamelib.games.ombre.tariff import matador_fiches, settle, tariff_lines


def pay(contract, result, **kw):
    ledger = Ledger(["A", "B", "C"])
    entries = settle(ledger, "A", ["B", "C"], contract, result, **kw)
    assert ledger.total() == 0
    assert all(e.passage and e.passage.startswith("noothoven:") for e in entries)
    return ledger.balances()


@pytest.mark.parametrize("contract,fiches", [("vraag", 1), ("gasco", 3), ("sans-prendre", 4)])
def test_game_pays_from_each(contract, fiches):
    """vraag 1, gasco 3, sans-prendre 4 fiches from each opponent (noothoven:ombre.pay-vraag,
    noothoven:ombre.pay-gasco, noothoven:ombre.pay-sans-prendre)."""
    assert pay(contract, "win") == {"A": 2 * fiches, "B": -fiches, "C": -fiches}


def test_matadors_three_pay_one_and_each_following_one_more():
    """Three matadors one fiche, each following card one more (noothoven:ombre.pay-matadors)."""
    assert [matador_fiches(n) for n in (0, 3, 4, 6)] == [0, 1, 2, 4]
    assert pay("vraag", "win", matadors=4)["B"] == -(1 + 2)


def test_premieres_one_fiche():
    """The first five tricks in a row: one fiche more (noothoven:ombre.pay-premieres)."""
    assert pay("vraag", "win", premieres=True)["C"] == -2


def test_favourite_doubles():
    """Every game in the favourite pays double (noothoven:ombre.pay-favourite)."""
    assert pay("gasco", "win", matadors=3, favourite=True)["B"] == -2 * (3 + 1)


def test_remise_pays_each_opponent_the_same_tariff():
    """Remise or remise-royale: the ombre pays each opponent the same tariff
    (noothoven:ombre.pay-loss)."""
    assert pay("sans-prendre", "remise") == {"A": -8, "B": 4, "C": 4}
    assert pay("vraag", "remise-royale") == {"A": -2, "B": 1, "C": 1}


def test_codille_one_fiche_more_to_its_maker():
    """Codille: one fiche more to the opponent who made it (noothoven:ombre.pay-loss)."""
    assert pay("vraag", "codille", codille_maker="C") == {"A": -3, "B": 1, "C": 2}


def test_vole_after_ask_four_more():
    """A vole after an ask pays four fiches more (noothoven:ombre.pay-vole)."""
    assert pay("vraag", "vole", premieres=True)["B"] == -(1 + 1 + 4)


def test_vole_after_gasco_usually_not_paid_nor_codille():
    """"Doorgaans betaalt men niet voor de vole na gasco", and then no codille fiche at gasco
    either (noothoven:ombre.pay-vole-gasco)."""
    assert pay("gasco", "vole")["B"] == -3
    assert pay("gasco", "vole", gasco_vole_paid=True)["B"] == -7
    assert pay("gasco", "codille", codille_maker="B") == {"A": -6, "B": 3, "C": 3}


def test_failed_vole_deducts_four():
    """A failed vole after an ask or sans-prendre: four fiches deducted from the game's
    winnings (noothoven:ombre.pay-failed-vole)."""
    assert pay("sans-prendre", "failed-vole", premieres=True)["B"] == -(4 + 1 - 4)
    assert pay("vraag", "failed-vole", matadors=3)["C"] == -(1 + 1 - 4)


def test_failed_vole_after_gasco_deducts_the_unpaid_vole():
    """A failed vole deducts "de vole", what the vole would have paid (noothoven:ombre.vole):
    after gasco, whose vole is "doorgaans" not paid (noothoven:ombre.pay-vole-gasco), nothing;
    so playing on after gasco risks nothing the game had won."""
    assert pay("gasco", "failed-vole", premieres=True)["B"] == -(3 + 1)
    assert pay("gasco", "failed-vole", premieres=True) == pay("gasco", "win", premieres=True)
    # with the vole after gasco paid, the four fiches it would have paid are deducted
    assert pay("gasco", "failed-vole", gasco_vole_paid=True)["B"] == -(3 - 4)


@pytest.mark.parametrize("contract", ["vraag", "gasco", "sans-prendre"])
@pytest.mark.parametrize("gasco_vole_paid", [False, True])
def test_failed_vole_loses_what_the_vole_would_win(contract, gasco_vole_paid):
    """Playing on for the vole is an even bet of the vole's payment: a failed vole costs, against
    laying down, what a made one gains (noothoven:ombre.vole, noothoven:ombre.pay-failed-vole,
    noothoven:ombre.pay-vole, noothoven:ombre.pay-vole-gasco)."""
    from gamelib.games.ombre.tariff import failed_vole_fiches, vole_fiches

    terms = {"matadors": 3, "gasco_vole_paid": gasco_vole_paid}
    fiches = {r: sum(ln.fiches for ln in tariff_lines(contract, r, **terms))
              for r in ("win", "vole", "failed-vole")}
    assert fiches["vole"] - fiches["win"] == fiches["win"] - fiches["failed-vole"]
    assert failed_vole_fiches(contract, gasco_vole_paid=gasco_vole_paid) == \
        vole_fiches(contract, gasco_vole_paid=gasco_vole_paid)


def test_failed_vole_four_option_reads_the_four_fiches_literally():
    """Option ``failed_vole_four``: "dan worden er vier fiches afgetrokken" after "een vraag-,
    gasco- of sans-prendre-spel" read literally (noothoven:ombre.pay-failed-vole): four fiches
    after gasco too, although its vole pays nothing."""
    assert pay("gasco", "failed-vole", failed_vole_four=True)["B"] == -(3 - 4)
    assert pay("vraag", "failed-vole", failed_vole_four=True) == pay("vraag", "failed-vole")
    (line,) = [ln for ln in tariff_lines("gasco", "failed-vole", failed_vole_four=True)
               if ln.fiches < 0]
    assert line.passage == "noothoven:ombre.pay-failed-vole" and "literally" in line.note


def test_vole_declaree_eightfold():
    """Vole-déclarée: (vraag + matadors + vole on a vraag) x 8
    (noothoven:ombre.pay-vole-declaree)."""
    lines = tariff_lines("vole-declaree", "vole", matadors=4)
    assert sum(ln.fiches for ln in lines) == 8 * (1 + 2 + 4)
    assert pay("vole-declaree", "vole", matadors=3, favourite=True)["C"] == -2 * 8 * (1 + 1 + 4)


def _figure(passage_id, words):
    """The number the catalogued passage writes in words (OCR damage and all)."""
    from gamelib.core.sources import quote

    text = " ".join(quote(passage_id).text.split())
    number = {"een fiche": 1, "drie fiches": 3, "vier": 4}[words]
    assert words in text, f"{passage_id}: {words!r} not in {text!r}"
    return number


@pytest.mark.parametrize("game,passage,words", [
    ("vraag", "noothoven:ombre.pay-vraag", "een fiche"),
    ("gasco", "noothoven:ombre.pay-gasco", "drie fiches"),
    ("sans-prendre", "noothoven:ombre.pay-sans-prendre", "vier"),
])
def test_tariff_table_row_by_row(game, passage, words):
    """Each row of the table, with three matadors: the game's figure as the catalogue prints it
    plus the matadors' fiche ("drie matadors ... een fiche", noothoven:ombre.pay-matadors) when
    won; the same tariff paid back at remise; at codille one fiche more to its maker
    (noothoven:ombre.pay-loss), except at gasco while its vole goes unpaid
    (noothoven:ombre.pay-vole-gasco)."""
    from gamelib.analysis.tables import tariff_table

    table = tariff_table(matadors=3)
    won = _figure(passage, words) + _figure("noothoven:ombre.pay-matadors", "een fiche")
    extra = 0 if game == "gasco" else 1
    assert table.loc[game].to_dict() == {"win": won, "remise": -won, "codille": -won - extra}


def test_tariff_table_shape_and_options():
    """Rows in the booklet's order, a column per result; the favourite doubles every cell,
    codille's fiche included (noothoven:ombre.pay-favourite); with the vole after gasco paid,
    gasco's codille pays the extra fiche too."""
    from gamelib.analysis.tables import tariff_table

    plain = tariff_table(matadors=3)
    assert list(plain.index) == ["vraag", "gasco", "sans-prendre"]
    assert list(plain.columns) == ["win", "remise", "codille"]
    assert (tariff_table(matadors=3, favourite=True) == 2 * plain).all().all()
    assert tariff_table(gasco_vole_paid=True).loc["gasco", "codille"] == -4
    assert tariff_table(["vole-declaree"], ["vole"], matadors=3).iloc[0, 0] == 48
