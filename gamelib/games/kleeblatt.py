"""Kleeblatt (the Cloverleaf), after Theodor Engelmann, Berlin 1798.

A banking game. Before every card a player draws, the banker shuffles the whole pack and offers
three fresh cards face down ("engelmann:kleeblatt.offer"); the player chooses one and stakes its
value into the bowl ("engelmann:kleeblatt.stake"). When all have staked, the cloverleaf goes
round again and each player receives from the bowl the value of his new card
("engelmann:kleeblatt.payout"); the banker covers any shortfall and keeps any surplus
("engelmann:kleeblatt.banker"). Before looking at his second card a player may wager with the
banker that it is over 6; under 6 wins for the banker, and a 6 carries the wager into the next
game ("engelmann:kleeblatt.side-bet", "engelmann:kleeblatt.six"). Side bets are settled before
the bowl pays out ("engelmann:kleeblatt.settle-first").

Which pack? The text needs a card worth 6 and names As, König, Dame, Bube: French court cards.
Engelmann's own Piquet chapter calls the 52-card pack "ein ganzes Spiel franzöſiſcher Karten",
and the 32-card piquet pack has no 6, so the full 52-card pack is the default reading; the
36-card (6 to ace) and 40-card (Ombre) packs are options for comparison. "Unter 6" is read by
value (the jack, worth 2, is under 6), since the text has just given every card its value.

Games follow each other with the wagers a 6 carries (:func:`next_game`, for a
:class:`gamelib.core.session.Session`); the banker's odds, exact and simulated, are a study in
:mod:`gamelib.analysis.kleeblatt`.
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence

import numpy as np

from gamelib.core.cards import SUITS, Card, CardSet, parse_ordered
from gamelib.core.engine import TERMINAL, Action, Game, IllegalAction, State, as_generator
from gamelib.core.ledger import Ledger
from gamelib.core.names import SEAT_LETTERS
from gamelib.core.options import Option

# "Das As gilt 11, der König 4, die Dame 3, der Bube 2, die übrigen zählen nach ihrem Werth."
# [engelmann:kleeblatt.values]
CARD_VALUES = {"A": 11, "K": 4, "Q": 3, "J": 2, "T": 10, "9": 9, "8": 8, "7": 7, "6": 6,
               "5": 5, "4": 4, "3": 3, "2": 2}

PACKS = {
    "full": "AKQJT98765432",   # the primary reading: "ein ganzes Spiel franzöſiſcher Karten"
    "36": "AKQJT9876",         # a 36-card pack, 6 to ace, for comparison
    "ombre": "AKQJ765432",     # the 40-card l'Hombre pack, for comparison
}

OFFER_SIZE = 3          # "nimmt willkührlich drei friſche Blätter heraus" [engelmann:kleeblatt.offer]
SIX = 6                 # "Die 6 ſelbſt zieht keinen Satz" [engelmann:kleeblatt.six]


def value(card: Card) -> int:
    """A card's worth in Kleeblatt. [engelmann:kleeblatt.values]"""
    return CARD_VALUES[card.rank]


def pack_cards(name: str = "full") -> CardSet:
    """The pack Kleeblatt is dealt from: ``"full"`` (52, the default reading), ``"36"``, ``"ombre"``."""
    try:
        ranks = PACKS[name]
    except KeyError:
        raise ValueError(f"unknown Kleeblatt pack {name!r}; choose one of {', '.join(PACKS)} "
                         "(the text needs a 6, so the 32-card piquet pack cannot be meant) "
                         "[engelmann:kleeblatt.six]") from None
    return CardSet([Card(r + s) for s in SUITS for r in ranks])


def side_bet_result(card: Card) -> str:
    """The wager on the second card: under 6 the banker wins, over 6 he loses, a 6 carries it.
    [engelmann:kleeblatt.side-bet, engelmann:kleeblatt.six]"""
    v = value(card)
    return "banker" if v < SIX else "player" if v > SIX else "carried"


PHASES = ("stake", "wager", "payout")


class Kleeblatt(Game):
    """Kleeblatt: a banker offers three cards; stake a card's value, draw again, be paid its value."""

    name = "kleeblatt"
    #: What the game is, in a sentence or two (python -m gamelib games).
    description = (
        "A banking game for three or more: each player chooses one of three cards the "
        "banker offers and stakes its value into the bowl, then is paid from the bowl the "
        "value of his next card; he may also wager with the banker that his second card "
        "is over six."
    )

    OPTIONS = (
        Option("players", int, 3, "the players besides the banker (the text sets no number; "
               "'jeder' stakes)", "engelmann:kleeblatt.stake", low=1, high=12),
        Option("pack", str, "full", "the pack: the whole French pack of 52 (the reading), or the "
               "36-card or 40-card packs for comparison; the 32-card piquet pack has no 6",
               "engelmann:kleeblatt.six", choices=tuple(PACKS)),
        Option("max_wager", int, 3, "the largest side bet offered on the second card, each "
               "amount from nothing up a decision of its own; the text names no limit, and a "
               "hundred units, nine times an ace's 11, is the most a table offers",
               "engelmann:kleeblatt.side-bet", low=0, high=100),
    )

    def __init__(self, players: int = 3, pack: str = "full", max_wager: int = 3):
        super().__init__(players=players, pack=pack, max_wager=max_wager)
        self.cards = list(pack_cards(pack))
        self.num_players = players
        self.seats = tuple(SEAT_LETTERS[:players])
        self.pack_name = pack
        self.max_wager = max_wager

    def new_initial_state(self, seed=None, *, carried=None, offers=None) -> KleeblattState:
        """A new game. ``carried`` lists the wagers left standing by a 6 in the game before,
        one whole number >= 0 a player; ``offers`` may fix the offered cards (each three
        different cards of the pack, as text or cards, in drawing order). Each is checked, with
        a ValueError naming it. [engelmann:kleeblatt.six, engelmann:kleeblatt.offer]"""
        n = self.num_players
        if carried is not None and (
                isinstance(carried, str) or not isinstance(carried, Sequence)
                or len(carried) != n or any(isinstance(x, bool) or not isinstance(
                    x, numbers.Integral) or x < 0 for x in carried)):
            raise ValueError(f"kleeblatt: carried={carried!r} is not allowed; it takes one wager, "
                             f"a whole number >= 0, for each of the {n} players "
                             "[engelmann:kleeblatt.six]")
        return KleeblattState(self, as_generator(seed), carried, self._offers_given(offers))

    def _offers_given(self, offers) -> list[list[Card]]:
        """The fixed offers read, each three different cards of the pack, in the order
        written ("take card 1" is the first card named). [engelmann:kleeblatt.offer]"""
        if offers is None:
            return []
        if isinstance(offers, str) or not isinstance(offers, Sequence):
            raise ValueError(  # noqa: TRY004 (a set-up keyword is refused by a ValueError)
                f"kleeblatt: offers={offers!r} is not allowed; it takes a list of offers of "
                "three cards [engelmann:kleeblatt.offer]")
        read = []
        for offer in offers:
            try:
                cards = parse_ordered(offer, CardSet(self.cards))
            except (TypeError, ValueError) as error:
                raise ValueError(f"kleeblatt: offers={offers!r}: the offer {offer!r} is no cards "
                                 f"of the {self.pack_name} pack: {error} "
                                 "[engelmann:kleeblatt.offer]") from None
            if len(cards) != OFFER_SIZE:
                raise ValueError(f"kleeblatt: offers={offers!r}: an offer is three different "
                                 f"cards, not {offer!r} [engelmann:kleeblatt.offer]")
            read.append(cards)
        return read


class KleeblattState(State):
    """One game of Kleeblatt: every player stakes, may wager, and is paid from the bowl."""

    def __init__(self, game: Kleeblatt, rng: np.random.Generator, carried=None, offers=None):
        self.game = game
        self.rng = rng
        n = game.num_players
        # the banker is an account of the ledger, not a seat: he makes no decision
        self.ledger = Ledger(game.seats + ("banker",), pots=["bowl", "wagers"])
        self.carried_in = [int(x) for x in (carried or [0] * n)]
        for i, amount in enumerate(self.carried_in):
            if amount:  # the carried wager is money already standing on the table
                self.ledger.post("wager carried by a 6",
                                 {self.game.seats[i]: -amount, "wagers": amount},
                                 passage="engelmann:kleeblatt.six")
        self._fixed_offers = list(offers or [])
        self.phase = "stake"
        self.player = 0
        self.first_cards: list[Card] = []
        self.second_cards: list[Card] = []
        self.new_wagers = [0] * n
        self.side_results: list[str] = []
        self.carried_out = [0] * n
        self.offer = self._draw_offer()

    # -- chance ------------------------------------------------------------------------------
    def _draw_offer(self) -> list[Card]:
        """Shuffle the whole pack and take three fresh cards. [engelmann:kleeblatt.offer]"""
        if self._fixed_offers:
            return self._fixed_offers.pop(0)
        cards = self.game.cards
        picks = self.rng.choice(len(cards), OFFER_SIZE, replace=False)
        return [cards[i] for i in picks]

    # -- protocol ----------------------------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.phase == "over" else self.player

    def legal_actions(self) -> list[Action]:
        if self.phase in ("stake", "payout"):
            return [Action("choose", i, f"take card {i + 1}") for i in range(OFFER_SIZE)]
        if self.phase == "wager":
            return [Action("wager", w, f"wager {w}") for w in range(self.game.max_wager + 1)]
        return []

    def why_illegal(self, action) -> IllegalAction:
        if self.phase == "wager":
            return IllegalAction(
                f"{action} is not a wager here: offer a whole number from 0 to "
                f"{self.game.max_wager} before looking at the second card",
                "engelmann:kleeblatt.side-bet")
        return IllegalAction(f"{action} is not a choice here: take one of the three cards "
                             "of the cloverleaf (take card 1, 2 or 3)", "engelmann:kleeblatt.offer")

    def _apply(self, action: Action) -> None:
        name = self.game.seats[self.player]
        n = self.game.num_players
        if self.phase == "stake":
            card = self.offer[action.value]
            self.first_cards.append(card)
            self.ledger.pay(name, "bowl", value(card), f"{name} stakes {card} ({value(card)})",
                            passage="engelmann:kleeblatt.stake")
            self._next(n, "wager")
        elif self.phase == "wager":
            if action.value:
                self.new_wagers[self.player] = action.value
                self.ledger.pay(name, "wagers", action.value, f"{name} wagers {action.value}",
                                passage="engelmann:kleeblatt.side-bet")
            self._next(n, "payout")
        elif self.phase == "payout":
            self.second_cards.append(self.offer[action.value])
            if self.player == n - 1:
                self._settle()
            else:
                self._next(n, "payout")

    def _next(self, n: int, following: str) -> None:
        if self.player < n - 1:
            self.player += 1
        else:
            self.player, self.phase = 0, following
        if self.phase in ("stake", "payout"):
            self.offer = self._draw_offer()

    def _settle(self) -> None:
        """Side bets first, then the bowl. [engelmann:kleeblatt.settle-first]"""
        for i, card in enumerate(self.second_cards):
            name = self.game.seats[i]
            new, old = self.new_wagers[i], self.carried_in[i]
            standing = new + old
            result = side_bet_result(card)
            self.side_results.append(result)
            if not standing:
                continue
            if result == "banker":      # under 6: everything standing falls to the banker
                self.ledger.pay("wagers", "banker", standing, f"{name}'s wager lost on {card}",
                                passage="engelmann:kleeblatt.side-bet")
            elif result == "player":    # over 6: stake back, and the banker pays the new sum only
                self.ledger.pay("wagers", name, standing, f"{name}'s wager returned on {card}",
                                passage="engelmann:kleeblatt.six")
                if new:
                    self.ledger.pay("banker", name, new, f"{name}'s wager won on {card}",
                                    passage="engelmann:kleeblatt.six")
            else:                       # a 6: it stands undecided into the next game
                self.carried_out[i] = standing
                self.ledger.pay("wagers", name, standing, f"{name}'s wager carried by the 6",
                                passage="engelmann:kleeblatt.six")
        payouts = [value(card) for card in self.second_cards]
        shortfall = sum(payouts) - self.ledger.balance("bowl")
        if shortfall > 0:
            self.ledger.pay("banker", "bowl", shortfall, "banker makes up the shortfall",
                            passage="engelmann:kleeblatt.banker")
        for i, card in enumerate(self.second_cards):
            self.ledger.pay("bowl", self.game.seats[i], payouts[i],
                            f"{self.game.seats[i]} is paid {card} ({payouts[i]})",
                            passage="engelmann:kleeblatt.payout")
        surplus = self.ledger.balance("bowl")
        if surplus:
            self.ledger.pay("bowl", "banker", surplus, "the surplus falls to the banker",
                            passage="engelmann:kleeblatt.banker")
        self.phase = "over"

    def carried(self) -> list[int]:
        """The wagers a 6 leaves standing for the next game (pass as ``carried=``);
        they are taken back from the table into each player's keeping meanwhile."""
        return list(self.carried_out)

    def returns(self) -> list[float]:
        """Each player's net of the game; a wager carried by a 6 counts as still his."""
        if self.phase != "over":
            return [0.0] * self.game.num_players
        return self.ledger.net(self.game.seats)

    def banker_net(self) -> float:
        return float(self.ledger.balance("banker"))

    def details(self) -> dict:
        return {
            "pack": self.game.pack_name,
            "phase": self.phase,
            "stake cards": [str(c) for c in self.first_cards],
            "wagers": list(self.new_wagers),
            "carried in": list(self.carried_in),
            "second cards": [str(c) for c in self.second_cards],
            "side bets": list(self.side_results),
            "carried out": list(self.carried_out),
            "banker": self.banker_net() if self.phase == "over" else 0.0,
            "payments": self.ledger.lines(),
        }

    def information(self, player: int) -> dict:
        """The three offered cards are face down: a player sees only what has been played."""
        info = self.details()
        info["player"] = player
        return info

    def _repr_html_(self) -> str:
        from html import escape

        from gamelib.core.cards import _svg_row

        rows = []
        for i, name in enumerate(self.game.seats):
            first = self.first_cards[i:i + 1]
            second = self.second_cards[i:i + 1]
            rows.append(f"<tr><td>{name}</td><td>{_svg_row(first)}</td>"
                        f"<td>{self.new_wagers[i]}</td><td>{_svg_row(second)}</td>"
                        f"<td>{escape(self.side_results[i]) if i < len(self.side_results) else ''}</td>"
                        f"<td>{self.ledger.balance(name)}</td></tr>")
        head = ("<tr><th>player</th><th>stake card</th><th>wager</th><th>second card</th>"
                "<th>wager won by</th><th>net</th></tr>")
        return (f'<table class="kleeblatt">{head}{"".join(rows)}</table>'
                f"<p>banker: {self.ledger.balance('banker')}</p>")


def next_game(session) -> dict:
    """The set-up of the next game of a :class:`gamelib.core.session.Session`: the wagers a 6
    left standing in the last one ("bringt ihn in das nächſte Spiel").
    [engelmann:kleeblatt.six]"""
    last = session.last
    return {} if last is None else {"carried": last.carried()}
