"""Connections (Das Connectionen oder Verbindungsspiel), after Theodor Engelmann, Berlin 1798.

Twelve numbered rules. The company stakes thalers into the pool (*Caſſe*) and draws groschen and
pfennig out of it [engelmann:connections.stakes]. Four players get eight cards each, three get
ten [engelmann:connections.deal]; the cards rank as at Whist [engelmann:connections.whist] and
diamonds are always trumps [engelmann:connections.trump]. Three pairs of cards make the
connections [engelmann:connections.first, engelmann:connections.second,
engelmann:connections.third], paid from the pool [engelmann:connections.payouts]:

==========  ==========================  ====================================
connection  cards                       paid from the Casse
==========  ==========================  ====================================
first       ace of spades, ace of clubs  2 groschen: 1 groschen for each ace
second      ace of spades, king of hearts 1 groschen: 6 pfennig for each card
third       ace of clubs, jack of spades  6 pfennig: a Dreier (3) for each card
==========  ==========================  ====================================

The most tricks of a deal take 6 pfennig; equal tricks win nothing
[engelmann:connections.most-tricks]. A trick holding a connection goes to a trump played in it,
else to the player of the first card of the connection [engelmann:connections.trick-winner].
Once a connection lies on the table, a later player may trump it even though he could follow
[engelmann:connections.trump-right], and a connection card may be played whatever suit was led
[engelmann:connections.card-right]; in every other case suit must be followed.

Amounts are in pfennig: 1 thaler = 24 groschen = 288 pfennig, 1 groschen = 12 pfennig, 1 Dreier
= 3 pfennig.

The booklet's card counts do not add up: "ſo daß allemal, entweder zwei und zwanzig oder vier
und zwanzig Karten ... zurückbleiben", but 52 - 3 x 10 = 22 and 52 - 4 x 8 = 20: with four
players 20 cards stay undealt, not 24 (see :func:`card_count_check`).

Where the booklet is silent ("unspecified in source"), the choices, options where the
historical answers differ:

* ``paid_to`` (default ``"trick"``): who draws a connection's money. Rule 10 gives a trick
  holding a connection to a trump played in it, and rule 11 gives the following players "das
  Recht ſie zu trumpfen": the right to trump the connection, which is worth something only if
  its money goes with the trick. So by default the winner of the trick draws the whole
  connection (Hoyle: "the possessors of the connexions"); rule 8's "für jedes As" sizes the
  payment. ``"cards"`` pays each player who played a card of the connection that card's share.
* ``stake`` (default 288, a thaler): what each player puts into the Casse when the game begins
  ("Wir wollen aber im folgenden Thaler annehmen"); when the Casse cannot pay a line, every
  player stakes again first.
* Several connections in one trick (the ace of spades with both the ace of clubs and the king of
  hearts) are all paid; connections are paid at the end of the deal trick by trick, the most
  tricks last.
* The deal: one card at a time from eldest; eldest leads, the winner of a trick leads the next;
  the rest of the pack lies aside unseen. Over-trumping is never compulsory (Whist).
* Rule 12's "allein der nächste Spieler muß die Farbe, die zuerſt geſpielt worden, bekennen":
  read as saying that a connection card played out of suit does not change the suit to follow;
  the next player may still answer it with a connection card. Answering is a right, never a
  duty.
* Rule 11's "entweder der nächſte, oder der letzte Spieler": with three or four players a
  connection is complete at the second or third card at the earliest, so the players still to
  play are exactly "the next or the last": every one of them may trump it.
* How long a game lasts and how the Casse is shared at the end: not modelled; the Casse carries
  from deal to deal (:func:`play_session`).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import numpy as np

from gamelib.core.cards import SUIT_NAMES, SUITS, Card, CardSet, deck, parse
from gamelib.core.deal import deal_round, fixed_hands
from gamelib.core.engine import (
    TERMINAL,
    Action,
    Details,
    Game,
    IllegalAction,
    State,
    as_generator,
    get_game,
)
from gamelib.core.hand_report import HandReport, by_suit
from gamelib.core.ledger import Ledger
from gamelib.core.options import Option
from gamelib.core.session import Session, SessionDeal
from gamelib.core.setup import deal_number, seat_given
from gamelib.core.tricks import Trick, TrickPlay, TrickRules

CASSE = "Casse"
WHIST_RANKS = "AKQJT98765432"     # "auf die nämliche Art wie beim Whiſt" [engelmann:connections.whist]
TRUMP = "D"                       # "Caro iſt beſtänd[ig]er Trumpf" [engelmann:connections.trump]

PFENNIG_PER_GROSCHEN = 12
PFENNIG_PER_THALER = 24 * PFENNIG_PER_GROSCHEN
DREIER = 3

# "Wenn vier Perſonen ſpielen, ſo giebt man jeder Perſon acht Karten. Wenn nur drei ſpielen,
# giebt man jedem Spieler zehen Karten" [engelmann:connections.deal]
HAND_SIZES = {4: 8, 3: 10}
# "ſo daß allemal, entweder zwei und zwanzig oder vier und zwanzig Karten ... zurückbleiben"
BOOKLET_UNDEALT = (22, 24)


@dataclass(frozen=True)
class Connection:
    """A pair of cards that pays from the Casse when both fall in one trick: each card's share."""

    name: str
    shares: tuple[tuple[Card, int], ...]   # (card, pfennig)
    passage: str

    @property
    def cards(self) -> CardSet:
        return CardSet([c for c, _ in self.shares])

    @property
    def value(self) -> int:
        """What the connection draws from the Casse, in pfennig."""
        return sum(p for _, p in self.shares)

    def __str__(self) -> str:
        return f"{self.name} connection ({' + '.join(str(c) for c, _ in self.shares)})"


# [engelmann:connections.first, engelmann:connections.second, engelmann:connections.third,
#  engelmann:connections.payouts]
CONNECTIONS = (
    Connection("first", ((Card("AS"), PFENNIG_PER_GROSCHEN), (Card("AC"), PFENNIG_PER_GROSCHEN)),
               "engelmann:connections.first"),
    Connection("second", ((Card("AS"), 6), (Card("KH"), 6)), "engelmann:connections.second"),
    Connection("third", ((Card("AC"), DREIER), (Card("JS"), DREIER)),
               "engelmann:connections.third"),
)
# the four cards that can make a connection: AS, AC, KH, JS [engelmann:connections.card-right]
CONNECTION_CARDS = CardSet({card for conn in CONNECTIONS for card, _ in conn.shares})
MOST_TRICKS = 6    # "nimmt ſechs Pfennige aus der Caſſe" [engelmann:connections.most-tricks]
PAID_TO = ("cards", "trick")


def undealt(players: int) -> int:
    """The cards of the 52 that stay undealt: 52 less the hands. [engelmann:connections.deal]"""
    return 52 - players * HAND_SIZES[players]


def card_count_check() -> Details:
    """The booklet's remainders against the arithmetic: it prints 22 or 24, the hands leave 22
    (three players) or 20 (four); a dict that a notebook shows as a table.
    [engelmann:connections.deal]"""
    computed = {players: undealt(players) for players in (4, 3)}
    return Details({"printed": BOOKLET_UNDEALT, "computed": computed,
            "agree": sorted(BOOKLET_UNDEALT) == sorted(computed.values()),
            "not in the text": sorted(set(computed.values()) - set(BOOKLET_UNDEALT)),
            "printed but impossible": sorted(set(BOOKLET_UNDEALT) - set(computed.values()))})


def completed(cards) -> list[Connection]:
    """The connections whose two cards both lie in ``cards`` (one trick). """
    present = CardSet(list(cards))
    return [conn for conn in CONNECTIONS if (conn.cards & present) == conn.cards]


#: Whist's trick with diamonds trumps: each suit A high to 2 low; the highest trump takes the
#: trick, else the highest card of the suit led. [engelmann:connections.whist,
#: engelmann:connections.trump]
WHIST = TrickRules.by_rank(WHIST_RANKS, trump=TRUMP)


def trick_winner(cards: list[Card]) -> int:
    """The position of the card that takes a trick: with a connection in it and no trump
    played, the first card of the connection; else as at Whist with diamonds trumps.
    [engelmann:connections.trick-winner, engelmann:connections.whist]"""
    found = completed(cards)
    if not found or any(c.suit == TRUMP for c in cards):
        return WHIST.winner(cards)
    members = CardSet()
    for conn in found:
        members = members | conn.cards
    return min(i for i, c in enumerate(cards) if c in members)


def playable(hand: CardSet, trick: list[Card]) -> CardSet:
    """The cards a player may put on ``trick``: suit followed if he can; a connection card
    always; once a connection lies on the table, a trump too.
    [engelmann:connections.trump-right, engelmann:connections.card-right]"""
    if not trick:
        return hand
    allowed = CardSet(WHIST.following(hand, trick[0]))
    allowed = allowed | (hand & CONNECTION_CARDS)        # rule 12
    if completed(trick):                                 # rule 11
        allowed = allowed | hand.suit(TRUMP)
    return allowed


class ConnectionsGame(Game):
    """Engelmann's Connections for three or four players."""

    name = "connections"
    #: What the game is, in a sentence or two (python -m gamelib games).
    description = (
        "Whist for three or four with diamonds trumps, where a trick holding both cards "
        "of a connection goes to the first of them; the most tricks and the connections "
        "draw from the Casse."
    )
    hand_deck = "full"

    OPTIONS = (
        Option("players", int, 4, "four players with eight cards each, or three with ten",
               "engelmann:connections.deal", choices=tuple(HAND_SIZES)),
        Option("paid_to", str, "trick", "who draws a connection's money: the winner of its "
               "trick, who may have trumped it, or each player of its cards his share "
               "('für jedes As')", "engelmann:connections.trump-right", choices=PAID_TO),
        Option("stake", int, PFENNIG_PER_THALER, "what each player stakes into the Casse, in "
               "pfennig (a thaler is 288), at least the 24 of the first connection",
               "engelmann:connections.stakes", low=2 * PFENNIG_PER_GROSCHEN),
    )

    def __init__(self, *, players: int = 4, paid_to: str = "trick",
                 stake: int = PFENNIG_PER_THALER):
        super().__init__(players=players, paid_to=paid_to, stake=stake)
        self.num_players = players
        self.hand_size = HAND_SIZES[players]
        self.seats = ("A", "B", "C", "D")[:players]

    def hand_report(self, cards, trump: str | None = None) -> HandReport:
        """A hand in Whist's order with diamonds, the trump, first; for each connection the
        cards of it held (marked as matadors), the diamonds marked as trumps. Cards that are no
        cards of the pack, or a trump other than diamonds, are a ValueError.
        [engelmann:connections.trump, engelmann:connections.payouts]"""
        try:
            hand = parse(cards) if isinstance(cards, str) else CardSet(cards)
        except (TypeError, ValueError) as error:
            raise ValueError(f"connections: cards={cards!r} are no cards of the pack: "
                             f"{error}") from None
        if trump not in (None, TRUMP):
            raise ValueError(f"connections: trump={trump!r} is not allowed; diamonds ({TRUMP!r}) "
                             "are always trumps [engelmann:connections.trump]")
        report = HandReport(self.name, None, TRUMP, hand, by_suit(hand, WHIST_RANKS, TRUMP))
        for conn in CONNECTIONS:
            held = conn.cards & hand
            report.counts.append((f"{conn.name} connection ({' + '.join(map(str, conn.cards))})",
                                  f"{len(held)} of 2 held" + (f": {held}" if held else ""),
                                  conn.passage))
            report.marks.update({c: "matador" for c in held})
        report.marks.update({c: "trump" for c in hand.suit(TRUMP) if c not in report.marks})
        return report

    def new_ledger(self) -> Ledger:
        """A ledger for a new game: every player stakes into the Casse (deal 0).
        [engelmann:connections.stakes]"""
        ledger = Ledger(self.seats, pots=[CASSE])
        for seat in self.seats:
            ledger.pay(seat, CASSE, self.options["stake"], f"{seat} stakes into the Casse",
                       passage="engelmann:connections.stakes", hand=0)
        return ledger

    def new_initial_state(self, seed=None, *, hands=None, ledger: Ledger | None = None,
                          eldest: int = 0, deal: int = 1) -> ConnectionsState:
        """A dealt deal; ``hands`` fixes the hands, ``ledger`` carries the Casse of earlier
        deals, ``eldest`` leads first, ``deal`` numbers the deal in the ledger (from 1). Each is
        checked, with a ValueError naming it. [engelmann:connections.deal]"""
        seat_given(self, "eldest", eldest, "engelmann:connections.deal")
        deal_number(self, deal, " (the stakes are deal 0)")
        if ledger is not None and (not isinstance(ledger, Ledger) or CASSE not in ledger.pots
                                   or set(self.seats) - set(ledger.players)):
            raise ValueError(f"connections: ledger={ledger!r} is not allowed; it takes a Ledger "
                             f"of the players {', '.join(self.seats)} with the pot {CASSE!r} "
                             "[engelmann:connections.stakes]")
        return ConnectionsState(self, as_generator(seed), hands, ledger, int(eldest), int(deal))


class ConnectionsState(TrickPlay, SessionDeal, State):
    """One deal of Connections: the tricks, then the payments from the Casse."""

    def __init__(self, game: ConnectionsGame, rng: np.random.Generator, hands, ledger, eldest,
                 deal):
        self.game = game
        self.rng = rng
        n = game.num_players
        self.eldest, self.deal = eldest, deal
        self.ledger = ledger if ledger is not None else game.new_ledger()
        self._first_entry = len(self.ledger.entries)
        self._end_entry: int | None = None
        full = deck("full")
        if hands is None:   # one at a time from eldest (unspecified)
            self.hands = deal_round(rng, full, n, game.hand_size, first=eldest)
        else:
            self.hands = fixed_hands(hands, n, game.hand_size, "engelmann:connections.deal")
        self.initial_hands = list(self.hands)
        dealt_cards = CardSet()
        for h in self.hands:
            dealt_cards = dealt_cards | h
        self.undealt = full - dealt_cards     # laid aside unseen (unspecified in source)
        self.tricks: list[Trick] = []
        self.trick = Trick(eldest, n)
        self.turn = eldest
        self.won = [0] * n
        self.done = False

    def current_player(self) -> int:
        return TERMINAL if self.done else self.turn

    def legal_actions(self) -> list[Action]:
        if self.done:
            return []
        return [Action("card", c, str(c)) for c in playable(self.hands[self.turn], self.trick.cards)]

    def why_illegal(self, action) -> IllegalAction:
        if self.done:
            return IllegalAction("the deal is over: no action can be taken")
        who = self.game.seats[self.turn]
        value = action.value if isinstance(action, Action) else action
        try:
            card = value if isinstance(value, Card) else Card(str(value))
        except ValueError:
            return IllegalAction(f"{who} plays a card (write it as '7H')",
                                 "engelmann:connections.whist")
        if card not in self.hands[self.turn]:
            return IllegalAction(f"{card} is not in {who}'s hand", "engelmann:connections.whist")
        led = self.trick.led
        if card.suit == TRUMP:
            return IllegalAction(
                f"{who} holds {SUIT_NAMES[led.suit]} and may trump over them only when a "
                "connection lies on the table; in every other case suit must be followed",
                "engelmann:connections.trump-right")
        return IllegalAction(
            f"revoke: {who} holds {SUIT_NAMES[led.suit]} and must follow suit to {led}; only a "
            "connection card (or, once a connection lies on the table, a trump) may be played "
            "instead", "engelmann:connections.trump-right")

    def _apply(self, action: Action) -> None:
        winner = self._play_to_trick(action.value, trick_winner)
        if winner is None:
            return
        self.won[winner] += 1
        self.trick = Trick(winner, self.game.num_players)
        if self.hands[winner]:
            self.turn = winner
        else:
            self.done = True
            self._settle()
            self._end_entry = len(self.ledger.entries)

    # -- payments from the Casse [engelmann:connections.payouts, engelmann:connections.most-tricks]

    def _draw(self, seat: str, amount: int, label: str, passage: str, note: str = "") -> None:
        if self.ledger.balance(CASSE) < amount:   # unspecified in source: everyone stakes again
            for s in self.game.seats:
                self.ledger.pay(s, CASSE, self.game.options["stake"],
                                f"{s} stakes again: the Casse cannot pay {amount}",
                                passage="engelmann:connections.stakes", hand=self.deal,
                                note="unspecified in source")
        self.ledger.pay(CASSE, seat, amount, label, passage=passage, hand=self.deal, note=note)

    def connection_lines(self) -> list[tuple[int, Connection, str, int]]:
        """Every payment for a connection: (trick number, connection, seat, pfennig)."""
        lines = []
        for number, trick in enumerate(self.tricks, 1):
            seats = dict(zip(trick.cards, trick.players()))
            for conn in completed(trick.cards):
                if self.game.options["paid_to"] == "trick":
                    lines.append((number, conn, self.game.seats[trick.winner], conn.value))
                else:
                    for card, share in conn.shares:
                        lines.append((number, conn, self.game.seats[seats[card]], share))
        return lines

    def most_tricks(self) -> str | None:
        """The seat with more tricks than any other, or None when the most are shared."""
        top = max(self.won)
        leaders = [s for s, w in zip(self.game.seats, self.won) if w == top]
        return leaders[0] if len(leaders) == 1 else None

    def _settle(self) -> None:
        for number, conn, seat, amount in self.connection_lines():
            self._draw(seat, amount, f"{seat} draws {amount} Pf for the {conn} in trick {number}",
                       "engelmann:connections.payouts")
        leader = self.most_tricks()
        if leader is not None:
            self._draw(leader, MOST_TRICKS, f"{leader} draws {MOST_TRICKS} Pf for the most "
                       f"tricks ({max(self.won)})", "engelmann:connections.most-tricks")

    def casse_change(self) -> int:
        return sum(e.amounts.get(CASSE, 0) for e in self.entries())

    def hand(self, player: int) -> CardSet:
        return self.hands[player]

    def roles(self, viewer: int | None = None) -> dict[int, list[str]]:
        """Every player plays for himself and draws from the Casse
        [engelmann:connections.payouts]."""
        return {p: ["plays for himself"] for p in range(self.game.num_players)}

    def information(self, player: int) -> dict:
        return {"player": player, "hand": self.hands[player],
                "tricks": [str(t) for t in self.tricks], "trick": str(self.trick)}

    def details(self) -> dict:
        seats = self.game.seats
        return {
            "deal": self.deal,
            "players": self.game.num_players,
            "undealt": len(self.undealt),
            "tricks": dict(zip(seats, self.won)),
            "connections": [f"trick {n}: {conn} -> {seat} {amount} Pf"
                            for n, conn, seat, amount in self.connection_lines()]
            if self.done else [],
            "most tricks": (self.most_tricks() or "tie: nobody") if self.done else None,
            "payments": [str(e) for e in self.entries()],
            "Casse": self.ledger.balance(CASSE),
        }

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td><b>{escape(seat)}</b></td><td>{self.won[i]}</td>"
            f"<td>{self.initial_hands[i].svg(order=_display_order)}</td></tr>"
            for i, seat in enumerate(self.game.seats))
        return (f'<div class="connections"><div>deal {self.deal}: diamonds trumps, '
                f"{len(self.undealt)} cards undealt</div><table><tr><th>seat</th><th>tricks</th>"
                f"<th>hand as dealt</th></tr>{rows}</table></div>")


def _display_order(card: Card):
    return (SUITS.index(card.suit), WHIST_RANKS.index(card.rank))


def play_session(deals: int, seed: int | None = 0, policies=None, **options):
    """Several deals on one ledger and one Casse, eldest moving round (a
    :class:`gamelib.core.session.Session`); returns the ledger and the finished states.
    [engelmann:connections.stakes]"""
    game = get_game("connections", **options)
    ledger = game.new_ledger()
    session = Session(game, lambda s: {"ledger": ledger, "deal": s.number + 1,
                                       "eldest": s.number % game.num_players}, ledger=ledger)
    session.play(deals, seed=seed, policies=policies)
    return ledger, session.states
