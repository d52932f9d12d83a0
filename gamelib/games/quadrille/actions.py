"""The decisions of a Quadrille hand as actions, each made once: a policy hands back one of
these very objects, so that a legal action is found by identity, and the plays of a mask of
legal cards are listed by table look-ups (:class:`gamelib.games.ombre.play.CardActions`).
"""

from __future__ import annotations

from gamelib.core.cards import SUIT_NAMES, SUITS, Card
from gamelib.core.deal import BIT
from gamelib.core.engine import Action
from gamelib.games.ombre.order import OMBRE_DECK
from gamelib.games.ombre.play import CardActions
from gamelib.games.quadrille.rules import KINGS, QUEENS, RULE_SETS

DECK_CARDS = tuple(OMBRE_DECK)
#: The pack as card bits (``1 << card``), what a deal shuffles (QuadrilleState._deal).
DECK_BITS = tuple(BIT[c] for c in DECK_CARDS)
PASS = Action("pass", None, "pass")
BIDS = {rules: {c.key: Action("bid", c.key, c.label) for c in rs.contracts}
        for rules, rs in RULE_SETS.items()}
TRUMPS = {s: Action("trump", s, f"trumps {SUIT_NAMES[s]}") for s in SUITS}
CALLS = {k: Action("call", k, f"call {Card(k)}") for k in KINGS + QUEENS}
BUYS = {k: Action("buy", k, f"buy {Card(k)}") for k in KINGS}
PLAYS = {c: Action("card", c, str(c)) for c in DECK_CARDS}
PLAY_LIST: list[Action | None] = [PLAYS.get(i) for i in range(52)]
PLAY_ACTIONS = CardActions(PLAY_LIST, OMBRE_DECK.mask)
#: plays_of(mask): the plays of a mask of legal cards, lowest card first
plays_of = PLAY_ACTIONS.lister()
GIVES = {c: Action("give", c, f"give {c}") for c in DECK_CARDS}
RETURNS = {c: Action("return", c, f"return {c}") for c in DECK_CARDS}
# a mask's gives and returns, lowest card first (as a CardSet lists them), made as first met
GIVE_ACTIONS = CardActions([GIVES.get(c) for c in range(52)])
RETURN_ACTIONS = CardActions([RETURNS.get(c) for c in range(52)])
END_GIVE = Action("give", None, "end exchange")
#: NEXT_SEAT[players][seat]: the seat after ``seat``, to the right (noothoven:quadrille.deal),
#: as a table
NEXT_SEAT = {n: tuple((seat + 1) % n for seat in range(n)) for n in range(2, 8)}
SHOW = Action("show", None, "lay hand open")
PLAY_ON = Action("vole", True, "play on for the vole")
STOP = Action("vole", False, "stop")
ANNOUNCE = Action("announce", True, "announce vole")
NO_ANNOUNCE = Action("announce", False, "no announcement")


def mask_of_ints(cards) -> int:
    """The mask of a few card ints."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask
