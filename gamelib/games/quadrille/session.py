"""Quadrille hands in a row (:class:`gamelib.core.session.Session`), with what one hand leaves
to the next: on the modern page the pot, in the booklet only the deal passing on.

The modern page plays for one pot that lives from hand to hand. The first hand opens with each
player's stake "voor de eerste ronde" (hoe-speel-je:deal.stake); a won Alliance brings the
opponents' new stakes (hoe-speel-je:pay.alliance); after a remise "De pot wordt verdubbeld voor
de volgende ronde" (hoe-speel-je:pay.remise); a pot left empty is staked again as for the first
round (unspecified in source). :func:`gamelib.games.quadrille.payment.opening_stake` is that rule;
each hand is dealt with the pot the last one left (``new_initial_state(pot=...,
after_remise=...)``), and the session's ledger keeps every fiche that moved, the pot included.

The deal passes to the right, the way the cards are dealt ("naar de regterhand om",
noothoven:quadrille.deal; "tegen de klok in", hoe-speel-je:deal.packets): the next dealer is the
seat at the last dealer's right (the booklet: noothoven:quadrille.turn-to-deal; the modern page
does not say: unspecified in source).
"""

from __future__ import annotations

from gamelib.core.ledger import Ledger
from gamelib.core.session import Session
from gamelib.games.quadrille import payment
from gamelib.games.quadrille.game import QuadrilleGame


def next_hand(session: Session) -> dict:
    """The set-up of the next hand from the last one: the dealer at the last dealer's right and,
    on the modern page, the pot it left and whether it was a remise."""
    last = session.last
    if last is None:
        return {}
    setup = {"dealer": (last.dealer + 1) % session.game.num_players}
    if session.game.modern:
        setup.update(pot=last.pot(), after_remise=last.outcome == "remise")
    return setup


class QuadrilleSession(Session):
    """Hands of one Quadrille in a row, every payment in one ledger (:attr:`ledger`); on the
    modern page the pot carried from each hand to the next (:func:`next_hand`).

        session = QuadrilleSession(get_game("quadrille", rules="hoe-speel-je")).play(20, seed=1)
        session.pot(), session.ledger.balances()
    """

    def __init__(self, game: QuadrilleGame):
        if not isinstance(game, QuadrilleGame):
            raise ValueError(f"a Quadrille session plays Quadrille, not {game}")
        pots = (payment.POT,) if game.modern else ()
        super().__init__(game, next_hand, ledger=Ledger(game.seats, pots=pots))

    def keep(self, state) -> None:
        """Keep a finished hand and post its payments to the session's ledger (the carried pot
        it opened with is already there: that entry is left out)."""
        super().keep(state)
        for entry in state.ledger.entries:
            if payment.EARLIER in entry.amounts:
                continue
            self.ledger.post(entry.label, entry.amounts, passage=entry.passage,
                             hand=self.number)
        if self.game.modern and self.ledger.balance(payment.POT) != state.pot():
            raise AssertionError("the session's pot and the hand's differ")

    def pot(self):
        """The pot now (0 in the booklet, which has none)."""
        return self.ledger.balance(payment.POT) if self.game.modern else 0

    def pots(self) -> list:
        """The pot each hand left, in order (what the next one opened with, before its stakes)."""
        return [state.pot() for state in self.states]
