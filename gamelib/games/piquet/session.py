"""A partie of Piquet to 101 (or 100): deals in a row on the session helper, each starting from
the totals of the one before, until one player reaches the number.
[engelmann:piquet.target, engelmann:piquet.scorekeeping]"""

from __future__ import annotations

from gamelib.core.ledger import Ledger
from gamelib.core.session import Session
from gamelib.games.piquet.game import PiquetGame, seat_given


def partie_session(game: PiquetGame | None = None, *, dealer: int = 0) -> Session:
    """A partie to 101 (or 100): deals in a row, each starting from the totals of the one before,
    the deal alternating, until one player reaches the number and is paid the stake into the
    partie's ledger. ``partie_session().play(until=partie_won, seed=...)`` plays it out.
    [engelmann:piquet.target, engelmann:piquet.scorekeeping]"""
    game = PiquetGame() if game is None else game
    if not isinstance(game, PiquetGame):
        raise ValueError(f"piquet: game={game!r} is not allowed; it takes a PiquetGame "
                         "(get_game('piquet', ...))")
    if game.target is None:
        raise ValueError(f"partie={game.partie!r}: a session plays a partie to 101 or 100; four "
                         "deals are one state [engelmann:piquet.target]")
    dealer = seat_given("dealer", dealer, "engelmann:piquet.first-dealer")

    def next_deal(session: Session) -> dict:
        last = session.last
        if last is not None and last.winner is not None:
            raise ValueError("the partie is won: a new partie is a new session "
                             "[engelmann:piquet.next-partie]")
        if last is None:
            return {"dealer": dealer, "ledger": session.ledger}
        # the deal alternates (unspecified in source) [engelmann:piquet.next-partie]
        return {"dealer": 1 - last.deal.dealer, "totals": tuple(last.totals),
                "number": last.deal.number + 1, "ledger": session.ledger}

    return Session(game, next_deal, ledger=Ledger(game.seats))


def partie_won(session: Session) -> bool:
    """True once a deal of the session has reached the partie's number. [engelmann:piquet.target]"""
    return session.last is not None and session.last.winner is not None


def partie_progress(session: Session) -> list[dict]:
    """The score after each deal of a partie: the deal, its dealer, the points of the deal, the
    totals and the winner ("" until the partie is won). [engelmann:piquet.scorekeeping]"""
    seats = session.game.seats
    return [{"deal": s.deal.number, "dealer": seats[s.deal.dealer],
             **{f"{seat} points": s.deal.score(p) for p, seat in enumerate(seats)},
             **{f"{seat} total": s.totals[p] for p, seat in enumerate(seats)},
             "winner": "" if s.winner is None else seats[s.winner]} for s in session.states]
