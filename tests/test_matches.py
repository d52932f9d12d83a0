"""The strength and readings studies (gamelib.analysis.matches) on a few seeded deals."""

import pytest

from gamelib.analysis.matches import READINGS, fields, reading_differences, seat_matches
from gamelib.analysis.montecarlo import simulate


def test_a_seat_match_is_the_paired_difference_of_the_seats_nets():
    """The challenger's gain at a seat is its net there minus the field's net at the same seat
    on the same deals (the deals are the seed's whoever plays them)."""
    table = seat_matches("piquet", {"partie": "deal"}, challenger="random", n=12, seed=5)
    field = simulate("piquet", "piquet-engelmann", n=12, seed=5, executor="inline",
                     progress=False, options={"partie": "deal"})
    alone = simulate("piquet", ["random", "piquet-engelmann"], n=12, seed=5, executor="inline",
                     progress=False, options={"partie": "deal"})
    row = table.iloc[0]
    assert row["field"] == "piquet-engelmann" and row["seat"] == "A" and row["deals"] == 12
    assert row["gain"] == pytest.approx((alone["return_0"] - field["return_0"]).mean())
    assert row["low"] <= row["gain"] <= row["high"]


def test_the_field_is_the_sources_advice_where_it_gives_some_else_random():
    assert fields("piquet") == ("piquet-engelmann", "random")
    assert fields("tresette") == ("random",)


def test_a_reading_that_changes_nothing_moves_nothing_and_one_that_does_is_counted():
    """Boston's beasts drawn by every won game move stakes in a session where beasts lie; the
    table counts the sessions changed and the stakes moved. [engelmann:boston.beasts]"""
    boston = tuple((g, o, opt, p, "boston-table") for g, o, opt, p, _ in READINGS
                   if g == "boston")
    table = reading_differences(12, seed=3, readings=boston).set_index("other reading")
    every = table.loc["all"]
    assert every["deals changed"] > 0 and every["moved a deal"] > 0
    assert every["low"] <= every["deals changed"] <= every["high"]
    assert every["played"] == "12 sessions of 8 deals"
