"""Ombre through the game protocol: ``get_game("ombre", rules="noothoven" | "academie", ...)``.

:class:`OmbreGame` holds a rule set and its options (``OPTIONS``, each with its passage; the
booklet's forms a-trois, a-deux, a-quatre and cinquille): the seats and who sits out, the pack,
the deal's packets and the ladder of bids. A hand is :class:`.state.OmbreState`; its result and
settlement :mod:`.settlement`; the rule data and the actions :mod:`.rules`.

Choices where the sources are silent are named where they are made ("unspecified in source").
"""

from __future__ import annotations

from typing import Any

from gamelib.core.cards import Card, CardSet, parse
from gamelib.core.deal import packet_slots
from gamelib.core.engine import Game, as_generator
from gamelib.core.hand_report import HandReport
from gamelib.core.options import Option
from gamelib.core.setup import seat_given
from gamelib.games.ombre import bidding
from gamelib.games.ombre.order import count_matadors, order_rules
from gamelib.games.ombre.outcome import outcome_cinquille
from gamelib.games.ombre.pool import MARKINGS
from gamelib.games.ombre.report import family_report, mark_matadors, ombre_matches
from gamelib.games.ombre.rules import BID, FORMS, SEAT_NAMES, SUITS, P
from gamelib.games.ombre.settlement import fresh_pool_returns
from gamelib.games.ombre.state import OmbreState

__all__ = ["OmbreGame", "OmbreState", "fresh_pool_returns", "outcome_cinquille"]

#: The solver's name for :func:`.outcome.outcome_cinquille`.
_cinquille_outcome = outcome_cinquille


class OmbreGame(Game):
    """Ombre under one source's rules (``OPTIONS``: the rule set and each rule set's own)."""

    name = "ombre"
    #: What the game is, in a sentence or two (python -m gamelib games).
    description = (
        "Three players (the booklet also has forms for two, four and five) with forty "
        "cards: after an auction one player, the Ombre, names trumps and plays alone "
        "against the other two for the most tricks, paid from a pool with beasts (the "
        "Académie) or in fiches by a tariff (the booklet)."
    )
    hand_deck = "ombre"
    trump_named = True

    OPTIONS = (
        Option("rules", str, "academie", "the source followed: the Académie des jeux oubliés or "
               "the Dutch booklet", None, choices=("academie", "noothoven")),
        Option("favourite", bool, True, "the favourite suit is turned (else the players agree "
               "to play without one)", "noothoven:ombre.favourite", rules=("noothoven",)),
        Option("gasco_vole_paid", bool, False, "the vole after gasco is paid (it 'doorgaans' is "
               "not)", "noothoven:ombre.pay-vole-gasco", rules=("noothoven",)),
        Option("failed_vole_four", bool, False, "a failed vole deducts four fiches at every game "
               "(else the vole's own payment)", "noothoven:ombre.pay-failed-vole",
               rules=("noothoven",)),
        Option("form", str, "a-trois", "the booklet's form: three players, two, four with the "
               "dealer sitting out, or five", "noothoven:ombre.variants",
               choices=tuple(FORMS), rules=("noothoven",)),
        Option("forced_spadille", bool, False, "when all pass, the holder of Spadille must play "
               "Ask Leave", "academie:options.forced-spadille", rules=("academie",)),
        Option("single_payment", bool, False, "the occasional payments at half rate",
               "academie:options.single-payment", rules=("academie",)),
        Option("retourne", bool, False, "the Retourne contract may be bid",
               "academie:retourne.contract", rules=("academie",)),
        Option("marking", str, "2-and-1", "how the pool is marked: 2-and-1 or 3-and-2",
               "academie:pool.name", choices=tuple(MARKINGS), rules=("academie",)),
    )

    def __init__(self, rules: str = "academie", **options: Any):
        super().__init__(rules=rules, **options)
        self.rules = rules
        self.order = order_rules(rules)

        def option(name: str) -> Any:
            return next(o.default for o in self.OPTIONS if o.name == name) \
                if name not in options else options[name]

        # The booklet plays with the favourite unless the players agree not to turn it ("Is men
        # overeengekomen om dit niet te doen, zoo als vaak gebeurt, dan bestaat er geen
        # favorite", noothoven:ombre.favourite): the rule is with it, the agreement the option.
        self.favourite = rules == "noothoven" and option("favourite")
        self.gasco_vole_paid = option("gasco_vole_paid")
        self.failed_vole_four = option("failed_vole_four")
        self.form = option("form")
        if self.form == "a-deux":
            # "Men écarteert dan al de ruiten uitgezonderd de manille, maakt dan ruiten tot
            # favorite" (noothoven:ombre.a-deux)
            self.favourite = True
        self.forced_spadille = option("forced_spadille")
        self.single_payment = option("single_payment")
        self.retourne = option("retourne")
        self.marking = option("marking")
        self.num_seats, self.num_players_in_hand, self.hand_size, _ = FORMS[self.form]
        self.num_players = self.num_seats
        seats, n = self.num_seats, self.num_players_in_hand
        if self.form == "a-quatre":
            # "Hierbij blijft de gever stil zitten" (noothoven:ombre.a-quatre)
            self.seating = tuple(tuple((d + 1 + i) % 4 for i in range(3)) for d in range(4))
        else:
            # The eldest hand is at the dealer's right and speaks and leads first
            # (noothoven:ombre.speak, academie:deal.eldest); seat i+1 sits at seat i's right.
            self.seating = tuple(tuple((d + 1 + i) % seats for i in range(n))
                                 for d in range(seats))
        deck = CardSet([Card(r + s) for s in SUITS for r in "AKQJ765432"])
        if self.form == "a-deux":
            deck = deck - CardSet([Card(r + "D") for r in "AKQJ65432"])
        self.deck = deck
        self.deck_cards = [int(c) for c in deck]
        # Where each player's cards lie in the shuffled pack: "drie aan drie, tot dat ieder negen
        # kaarten heeft" (noothoven:ombre.deal); "nine cards to each player, three at a time,
        # counter-clockwise" (academie:deal.deal), the eldest first. Cinquille's eight are dealt
        # 3, 3, 2 (unspecified in source).
        self.deal_slots = packet_slots(self.num_players_in_hand, self.hand_size,
                                       (3, 3, 3) if self.hand_size == 9 else (3, 3, 2))
        self.seats = tuple(SEAT_NAMES[: self.num_seats])
        self.bids = bidding.ladder(rules, favourite=self.favourite, retourne=self.retourne,
                                   stock=len(deck) > self.num_players_in_hand * self.hand_size)
        self.bid_rank = {b.key: b.rank for b in self.bids}
        self.bid_actions = tuple((b, BID[rules][b.key]) for b in self.bids)  # the ladder's actions

    def new_initial_state(self, seed=None, *, hands=None, stock=None, dealer: int = 0,
                          favourite: str | None = None, session=None) -> OmbreState:
        """A dealt hand. ``hands`` fixes the hands (one per player in the hand, eldest first),
        ``stock`` with them the stock (top first), ``dealer`` the dealer's seat, ``favourite``
        the favourite suit (a letter, booklet), ``session`` the ``PoolSession`` the hand is
        played into (Académie). Each is checked, with a ValueError naming it."""
        seat_given(self, "dealer", dealer, seats=self.num_seats)
        if stock is not None and hands is None:
            raise ValueError("ombre: stock= without hands= would put the dealt cards into play "
                             "twice; give the hands too")
        if favourite is not None:
            if not self.favourite:
                raise ValueError(f"ombre: favourite={favourite!r} needs the booklet's rules with "
                                 f"the option favourite=True (noothoven:ombre.favourite)")
            if not isinstance(favourite, str) or favourite not in SUITS \
                    or (self.form == "a-deux" and favourite != "D"):
                allowed = "'D' (noothoven:ombre.a-deux)" if self.form == "a-deux" else \
                    "a suit letter S, H, D or C"
                raise ValueError(f"ombre: favourite={favourite!r} is not allowed; it takes "
                                 f"{allowed}")
        if session is not None:
            from gamelib.games.ombre.pool import PoolSession

            if self.rules != "academie" or not isinstance(session, PoolSession):
                raise ValueError(f"ombre: session={session!r} is not allowed; it takes a "
                                 f"PoolSession of the Académie's rules (academie:pool.name)")
        return OmbreState(self, as_generator(seed), hands, stock, dealer, favourite, session)

    def hand_report(self, cards, trump: str | None = None) -> HandReport:
        """What ``cards`` (a hand of this game's pack: faces, cards or a CardSet) hold with
        ``trump`` as trump: the order, the great trumps' names, the matadors marked and
        counted (noothoven:ombre.matadors, academie:cards.matadors) and the booklet's example
        holdings it contains (noothoven:ombre.good-asks-intro)."""
        try:
            cards = parse(cards, self.deck) if isinstance(cards, str) else CardSet(cards)
        except (TypeError, ValueError) as error:
            raise ValueError(f"ombre: cards={cards!r} is not a hand of cards: {error}") from None
        foreign = cards - self.deck
        if foreign:
            raise ValueError(f"ombre: cards {foreign} are not in the {len(self.deck)}-card "
                             f"Ombre pack ({P[self.rules]['deck']})")
        if trump is not None and (not isinstance(trump, str) or trump not in SUITS):
            raise ValueError(f"ombre: trump={trump!r} is not a suit: S, H, D, C or None")
        report = family_report("ombre", self.rules, cards, trump, self.order)
        if trump:
            paid = count_matadors(cards, trump, self.order)
            mark_matadors(report, self.order, paid, [
                ("matadors paid for", paid,
                 self.order.passage("pay-matadors") or self.order.passage("matadors"))])
            report.matches = ombre_matches(cards, trump)
            report.notes.append("the booklet's example holdings (noothoven): a hand matches one "
                                "when it holds the cards the booklet names, read with clubs as "
                                "the black trump and hearts as the red one")
        return report
