"""The session helper: deals in a row, something carried from each to the next."""

import pytest

import gamelib
from gamelib.core.session import Session


def test_a_session_plays_the_deals_it_is_asked_for_in_order():
    """Deals are kept in the order played, each one finished."""
    session = Session(gamelib.get_game("tresette")).play(3, seed=1)
    assert session.number == 3 and all(s.is_terminal() for s in session)


def test_the_next_deal_starts_from_what_the_session_holds():
    """next_deal sees the deals played so far: here the deal number passes the eldest round."""
    seen = []

    def next_deal(session):
        seen.append(session.number)
        return {"eldest": session.number % 4, "deal": session.number + 1}

    Session(gamelib.get_game("boston"), next_deal).play(3, seed=2)
    assert seen == [0, 1, 2]


def test_a_session_plays_until_its_end_holds():
    """until= stops the session at the first deal after which the condition holds."""
    session = Session(gamelib.get_game("tresette")).play(until=lambda s: s.number >= 2, seed=0)
    assert session.number == 2


def test_the_same_seed_plays_the_same_session():
    """Deterministic: one stream deals and seeds every deal."""
    one = Session(gamelib.get_game("boston")).play(2, seed=5)
    two = Session(gamelib.get_game("boston")).play(2, seed=5)
    assert [s.details() for s in one] == [s.details() for s in two]


@pytest.mark.parametrize("deals", [-1, 1.5, "2", True])
def test_a_bad_number_of_deals_is_refused_by_name(deals):
    """A session plays a whole number >= 0 of deals; anything else is a ValueError."""
    with pytest.raises(ValueError, match="deals"):
        Session(gamelib.get_game("tresette")).play(deals)


def test_only_a_finished_deal_is_kept():
    """keep() refuses a deal that is still being played."""
    game = gamelib.get_game("tresette")
    with pytest.raises(ValueError, match="finished"):
        Session(game).keep(game.new_initial_state(seed=0))
