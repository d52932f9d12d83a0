"""Quadrille through the game protocol: ``get_game("quadrille", rules="noothoven")`` (the Dutch
booklet) or ``rules="hoe-speel-je"`` (the modern page), never blended.

:class:`QuadrilleGame` holds a rule set with its options (:attr:`QuadrilleGame.OPTIONS`), checks
a hand's set-up and deals it as a :class:`gamelib.games.quadrille.state.QuadrilleState`; it
reads a hand for the hand widget (:meth:`QuadrilleGame.hand_report`).
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from gamelib.core.cards import SUITS, CardSet
from gamelib.core.deal import packet_slots, slot_getter
from gamelib.core.engine import Game, IllegalAction, as_generator
from gamelib.core.hand_report import HandReport
from gamelib.core.ledger import Ledger
from gamelib.core.options import Option
from gamelib.core.setup import cards_given, seat_given
from gamelib.games.ombre.order import OMBRE_DECK, count_matadors
from gamelib.games.ombre.report import family_report, mark_matadors
from gamelib.games.quadrille import payment
from gamelib.games.quadrille.actions import BIDS, DECK_CARDS
from gamelib.games.quadrille.hands import book_matches
from gamelib.games.quadrille.payment import matador_bonus
from gamelib.games.quadrille.rules import (
    DEFAULT_STAKE,
    MATADOR_BONUS,
    RULE_SETS,
    SPADILLE_FORCEE_READINGS,
    RuleSet,
    count_kings,
    holdings,
)
from gamelib.games.quadrille.state import QuadrilleState

#: The rule sets an option belongs to: the booklet's, the modern page's.
BOOKLET, PAGE = ("noothoven",), ("hoe-speel-je",)


class QuadrilleGame(Game):
    """Quadrille for four (or five in the modern page's Quintille) under one source's rules:
    ``rules="noothoven"`` (the booklet) or ``rules="hoe-speel-je"`` (the modern page), each with
    its own options (:attr:`OPTIONS`)."""

    name = "quadrille"
    #: What the game is, in a sentence or two (python -m gamelib games).
    description = (
        "Ombre for four: the declarer asks and calls a king, whose holder becomes his "
        "secret partner, or plays solo, misère or a vole; the Dutch booklet and the "
        "modern Dutch page pay it differently."
    )
    hand_deck = "ombre"
    trump_named = True

    OPTIONS = (
        Option("rules", str, "noothoven", "the source followed: the Dutch booklet or the modern "
               "Dutch page", "noothoven:quadrille.players", choices=tuple(RULE_SETS)),
        Option("favourite", bool, True, "the top card of the other pack gives the favourite "
               "suit: an ask in it outranks a plain ask and every payment in it is doubled "
               "(else the players agree to play without one)", "noothoven:ombre.favourite",
               rules=BOOKLET),
        Option("misere_trump", str, "fewest", "misère: trumps are the suit of which the player "
               "holds the fewest cards ('fewest', read as a rule) or any suit ('free', read as "
               "advice)", "noothoven:quadrille.misere-trump", choices=("fewest", "free"),
               rules=BOOKLET),
        Option("partners_pay", str, "together", "a game between two pairs: each winner "
               "receives the game and each loser pays it ('together'), or every loser pays "
               "every winner ('each'); the booklet leaves it open",
               "noothoven:quadrille.vraag-loss", choices=("together", "each"), rules=BOOKLET),
        Option("spadille_forcee", str, "ask", "spadille-forcée read as an ordinary ask, the vole "
               "open and the codille the forced player's alone ('ask'), or as Hoyle's laws 16 "
               "and 33 have it, no vole and the codille paid by the two ('hoyle')",
               "noothoven:quadrille.spadille-forcee", choices=tuple(SPADILLE_FORCEE_READINGS),
               rules=BOOKLET),
        Option("call_own_king", bool, False, "the declarer may call his own king and play alone "
               "for six tricks (Hoyle's law 23; the booklet names another player)",
               "noothoven:quadrille.vraag-call", rules=BOOKLET),
        Option("call_queen", bool, False, "with four kings the declarer may call a queen, not "
               "the queen of trumps (Hoyle's law 12)", "noothoven:quadrille.vraag-call",
               rules=BOOKLET),
        Option("stake", int, DEFAULT_STAKE, "fiches each player stakes into the pot for the "
               "first round", "hoe-speel-je:deal.stake", low=1, rules=PAGE),
        Option("mediateur", bool, False, "the Mediateur is played, between Alliance and "
               "Dimidiator", "hoe-speel-je:variants.mediateur", rules=PAGE),
        Option("quintille", bool, False, "Quintille: five players, eight cards each, no Solo",
               "hoe-speel-je:variants.quintille", rules=PAGE),
        Option("forced_spadille", bool, True, "when all pass the holder of Spadille must play "
               "(else a new deal)", "hoe-speel-je:variants.no-forced-spadille", rules=PAGE),
        Option("fixed_partners", bool, False, "the called King's holder is known openly",
               "hoe-speel-je:variants.fixed-partners", rules=PAGE),
        Option("matador_bonus", str, "any", "who is paid for holding the matadores: any player "
               "('any', 'Een speler' read literally) or only the Hombre and his partner "
               "('hombre-side')", "hoe-speel-je:pay.matadors", choices=("any", "hombre-side"),
               rules=PAGE),
    )

    def __init__(self, rules: str = "noothoven", **options: Any):
        super().__init__(rules=rules, **options)
        self.rules: RuleSet = RULE_SETS[rules]
        #: every option of this rule set, the defaults filled in
        self.settings = {o.name: options.get(o.name, o.default) for o in self.OPTIONS
                         if o.name != "rules" and (o.rules is None or rules in o.rules)}
        self.modern = rules == "hoe-speel-je"
        quintille = self.modern and self.settings["quintille"]
        self.num_players = 5 if quintille else 4
        self.hand_size = 8 if quintille else 10
        # Quintille: the page gives no target for eight tricks; a majority, five, is read
        # (unspecified in source).
        self.win_at = 5 if quintille else 6
        self.packets = (4, 4) if quintille else ((4, 3, 3) if self.modern else (3, 3, 4))
        # where the cards of the players from the dealer's right on lie in the shuffled pack
        self.deal_slots = packet_slots(self.num_players, self.hand_size, self.packets)
        self.deal_takers = tuple(slot_getter(slots) for slots in self.deal_slots)
        contracts = []
        for c in self.rules.contracts:
            if not c.biddable:
                continue
            if c.key == "vraag-favourite" and not self.settings.get("favourite"):
                continue
            if c.key == "mediateur" and self.modern and not self.settings["mediateur"]:
                continue
            if c.key == "solo" and quintille:
                continue  # "Er bestaat geen Solo-contract" (hoe-speel-je:variants.quintille)
            contracts.append(c)
        self.contracts = tuple(contracts)
        # The ladder as the auction reads it, made once: each contract's rank, the test of the
        # holding it needs (rules.HOLDINGS; None for "any hand": no test to call) and its bid,
        # in the ladder's order.
        bids = BIDS[rules]
        # How a declarer may call (the booklet read, or Hoyle's laws 23 and 12: options), and
        # so which hands may announce a game with a called partner (rules.holdings).
        self.own_king = not self.modern and self.settings["call_own_king"]
        self.queen = not self.modern and self.settings["call_queen"]
        self.holdings = holdings(self.own_king, self.queen)
        self.ladder = tuple((c.rank, None if c.needs == "any" else self.holdings[c.needs][0],
                             bids[c.key]) for c in contracts)
        self.contract_of = {c.key: c for c in self.rules.contracts}  # a bid's contract by key
        self.forced = self.rules.contract(self.rules.all_pass)
        # Spadille-forcée read as an ask (the vole open, the codille the forced player's alone)
        # or as Hoyle's laws have it (rules.SPADILLE_FORCEE_READINGS)
        self.forced_is_ask = self.modern or self.settings["spadille_forcee"] == "ask"
        # The sources letter no seats: A, B, C, D (E at Quintille) to the right, as the
        # Académie and Engelmann letter theirs, in the ledger, details and simulation columns.
        self.seats = tuple("ABCDE"[: self.num_players])
        self._opening: Ledger | None = None  # made at the first deal (opening_ledger)

    def opening_ledger(self) -> Ledger:
        """The ledger a hand starts from: the accounts and, on the modern page, each player's
        stake in the pot ("Elke speler legt een gelijke, overeengekomen inzet ... in een centrale
        pot", hoe-speel-je:deal.stake). The same for every hand: posted at the first deal, then
        copied (:meth:`gamelib.core.ledger.Ledger.copy`)."""
        if self._opening is None:
            ledger = Ledger(self.seats, pots=(payment.POT,) if self.modern else ())
            if self.modern:
                payment.stake_in(ledger, self.seats, self.settings["stake"])
            self._opening = ledger
        return self._opening.copy()

    def deal_around(self, fixed: dict, seed=None) -> list[CardSet]:
        """Hands for every seat: the seats in ``fixed`` (seat -> cards) keep theirs, the rest of
        the pack is dealt at random to the others (for the booklet's example hands)."""
        rng = as_generator(seed)
        given, taken = {}, 0
        for seat, cards in fixed.items():
            if not _is_seat(seat, self.num_players):
                raise ValueError(f"quadrille: seat {seat!r} is no seat; the seats are 0 .. "
                                 f"{self.num_players - 1}")
            cards = cards_given(self, f"fixed[{seat}]", cards)
            if len(cards) != self.hand_size or cards.mask & taken:
                raise IllegalAction(f"seat {seat}: {self.hand_size} cards, none given twice",
                                    self.rules.passage("deal"))
            given[seat] = cards
            taken |= cards.mask
        rest = [c for c in DECK_CARDS if not taken >> c & 1]
        order = rng.permutation(len(rest))
        hands, pos = [], 0
        for seat in range(self.num_players):
            if seat in given:
                hands.append(given[seat])
            else:
                hands.append(CardSet([rest[i] for i in order[pos:pos + self.hand_size]]))
                pos += self.hand_size
        return hands

    def carried_ledger(self, pot, after_remise: bool = False) -> Ledger:
        """The ledger of a modern hand that opens with a carried ``pot`` (the account
        :data:`.payment.EARLIER` brings it in) and the stakes :func:`.payment.opening_stake`
        says come in: none, a doubling after a remise, or the first round's again for an empty
        pot (hoe-speel-je:deal.stake, hoe-speel-je:pay.remise)."""
        ledger = Ledger(self.seats, pots=(payment.POT, payment.EARLIER))
        payment.open_hand(ledger, self.seats, self.settings["stake"], pot, after_remise)
        return ledger

    def new_initial_state(self, seed=None, *, hands=None, dealer: int | None = None,
                          favourite: str | None = None, pot: int | Fraction | None = None,
                          after_remise: bool = False) -> QuadrilleState:
        """A dealt hand. ``hands``: one hand per seat instead of a deal; ``dealer``: a seat
        (drawn by lot when not given); ``favourite``: the favourite suit, a letter (the booklet,
        noothoven:ombre.favourite; turned at random when not given); on the modern page ``pot``:
        the pot carried from the hand before (without it the hand opens with the first round's
        stakes, hoe-speel-je:deal.stake) and ``after_remise``: the hand before was a remise, the
        pot is doubled (hoe-speel-je:pay.remise). Each is checked, with a ValueError naming it.
        Hands in a row: :mod:`.session`."""
        masks = None if hands is None else self.hands_given(hands)
        if dealer is not None:
            seat_given(self, "dealer", dealer)
        if favourite is not None:
            if not self.settings.get("favourite"):
                raise ValueError(f"quadrille: favourite={favourite!r}, but this game has no "
                                 "favourite (the booklet's rules with favourite=True) "
                                 "[noothoven:quadrille.pay-favourite]")
            if not isinstance(favourite, str) or favourite not in SUITS:
                raise ValueError(f"quadrille: favourite={favourite!r} is no suit; it takes S, H, "
                                 "D or C [noothoven:ombre.favourite]")
        if pot is not None:
            if not self.modern:
                raise ValueError(f"quadrille: pot={pot!r}, but the booklet pays in fiches by its "
                                 "tariff: no pot is carried [noothoven:quadrille.pay-fiches]")
            if isinstance(pot, bool) or not isinstance(pot, (numbers.Integral, Fraction)) \
                    or pot < 0:
                raise ValueError(f"quadrille: pot={pot!r} is not allowed; it takes a whole or "
                                 "fractional number of fiches >= 0: a carried pot is never "
                                 "negative [hoe-speel-je:deal.stake]")
        if not isinstance(after_remise, bool):
            raise ValueError(f"quadrille: after_remise={after_remise!r} is not allowed; it takes "
                             "True or False [hoe-speel-je:pay.remise]")
        if after_remise and pot is None:
            raise ValueError("quadrille: after_remise=True needs the pot the remise left: give "
                             "pot= [hoe-speel-je:pay.remise]")
        return QuadrilleState(self, as_generator(seed), masks, dealer, favourite, pot,
                              after_remise)

    def hand_report(self, cards, trump: str | None = None) -> HandReport:
        """What ``cards`` (a hand of the Ombre pack: faces, cards or a CardSet) hold with
        ``trump`` as trump: the Ombre family's order and names, the matadors marked and counted
        as this source pays them (noothoven:quadrille.pay-matadors counted by
        noothoven:quadrille.matadors; hoe-speel-je:pay.matadors pays three or four, nothing
        more for a longer run), the kings held, and the booklet's example hands it equals or
        comes nearest to (noothoven:quadrille.good-asks, noothoven:quadrille.solo-examples)."""
        cards = cards_given(self, "cards", cards)
        foreign = cards - OMBRE_DECK
        if foreign:
            raise ValueError(f"quadrille: cards {foreign} are not in the 40-card Ombre pack (no "
                             "eights, nines or tens) [noothoven:quadrille.players]")
        if trump is not None and (not isinstance(trump, str) or trump not in SUITS):
            raise ValueError(f"quadrille: trump={trump!r} is not a suit: S, H, D, C or None")
        order = self.rules.order
        report = family_report(self.name, self.rules.key, cards, trump, order)
        if not trump:
            return report
        paid = count_matadors(cards, trump, order)
        if self.modern:
            bonus = matador_bonus(paid)
            paid = max((k for k in MATADOR_BONUS if k <= paid), default=0)
            counts = [("matadors paid for", paid, "hoe-speel-je:pay.matadors"),
                      ("matador bonus, fiches from each opponent", bonus,
                       "hoe-speel-je:pay.matadors")]
        else:
            counts = [("matadors paid for", paid,
                       order.passage("pay-matadors") or order.passage("matadors"))]
        mark_matadors(report, order, paid, counts)
        report.matches, report.nearest = book_matches(cards, trump)
        report.counts.append(("kings held", count_kings(cards.mask), ""))
        return report

    def hands_given(self, hands) -> list[int]:
        """The ``hands`` given in set-up as masks, checked: one hand per seat, each of
        :attr:`hand_size` cards of the Ombre pack, no card twice (noothoven:quadrille.deal,
        hoe-speel-je:deal.packets)."""
        rule = self.rules.passage("deal")
        if isinstance(hands, (str, CardSet)) or not isinstance(hands, Sequence):
            raise ValueError(f"quadrille: hands={hands!r} is not allowed; it takes a list of "
                             f"{self.num_players} hands of {self.hand_size} cards, one a seat "
                             f"[{rule}]")
        if len(hands) != self.num_players:
            raise IllegalAction(f"hands: a deal gives {self.num_players} hands, not "
                                f"{len(hands)}", rule)
        masks, seen = [], 0
        for i, hand in enumerate(hands):
            cards = cards_given(self, f"hands[{i}]", hand)
            if len(cards) != self.hand_size:
                raise IllegalAction(f"hands[{i}] holds {len(cards)} cards: each player receives "
                                    f"{self.hand_size}", rule)
            foreign = cards - OMBRE_DECK
            if foreign:
                raise IllegalAction(f"hands[{i}]: {foreign} not in the 40-card Ombre pack (no "
                                    "eights, nines or tens)", "noothoven:quadrille.players")
            if cards.mask & seen:
                raise IllegalAction(f"hands[{i}]: {CardSet(cards.mask & seen)} dealt twice",
                                    rule)
            seen |= cards.mask
            masks.append(cards.mask)
        return masks


def _is_seat(seat, players: int) -> bool:
    """A seat number: a whole number (no bool) from 0 to ``players - 1``."""
    return not isinstance(seat, bool) and isinstance(seat, numbers.Integral) \
        and 0 <= seat < players

