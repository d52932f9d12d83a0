"""Boston, after Theodor Engelmann, Berlin 1798: Whist played like l'Hombre.

"Dieſes Spiel iſt Whiſt, das wie l'Hombre geſpielt wird" [engelmann:boston.whist]: four players,
the 52-card Whist pack, thirteen cards each, tricks won by the highest trump or else the highest
card of the suit led, and suit must be followed. On top of Whist sits Ombre's bidding: "5
Spielarten, die ſich wie Frage, Tournée etc. in l'Hombre verhalten" [engelmann:boston.spielarten],
a ladder of contracts each outbidding the one below:

==================  ======  =======  ===============================================
contract            tricks  points   passage
==================  ======  =======  ===============================================
klein Boston        5       1        engelmann:boston.klein-boston, boston.payments
groß Boston         6       2        engelmann:boston.ladder, boston.payments
klein Independence  7       4        engelmann:boston.ladder, boston.payments
groß Independence   9       (none)   engelmann:boston.ladder (OCR "9%"); no payment printed
Misery              0       8        engelmann:boston.misery, boston.payments
klein Misery        0 (12)  5        engelmann:boston.klein-misery ("neuerlich" invented)
==================  ======  =======  ===============================================

The winner of the bidding names a trump, in every contract [engelmann:boston.trump]. He "gewinnt
oder verliert" the contract's points [engelmann:boston.payments]. "Die Bêtes werden wie im
l'Hombre aufgeſetzt und angeſchrieben, nur daß kein Spiel doppelt geht, auch nicht gezogen wird,
und keine Matadors, Erſten und Tout bezahlt werden" [engelmann:boston.beasts]: so nothing is ever
paid double and there are no matadors, Erste or Tout to pay; :data:`UNPAID` lists them.

Where the booklet is silent this module says "unspecified in source" and makes the choice an
option of :class:`BostonGame`:

* ``gross_independence`` (default 6): the points of groß Independence, which the payment list
  leaves out. Payments rise with the ladder (4 for klein Independence, 5 for klein Misery below
  it, 8 for Misery above), so 6 or 7 fit; 6 is the default.
* ``klein_misery``: ``"klein Independence"`` (default: as the booklet says it is played, it
  "forcirt" klein Independence), ``"groß Boston"`` (the author's fairer proposal,
  engelmann:boston.klein-misery-rank) or ``None`` (only the five original games).
* ``misery_trump`` (default True): the booklet's "Bei allen dieſen Spielarten ernennt der
  Spielende einen Trumpf" includes Misery; later Boston plays misère without trumps (False).
* ``loss`` (default ``"beast"``): a lost game is set as a beast into the pot, "wie im
  l'Hombre", of what the player would have received had he won (academie:losses.beast-is-debt,
  academie:beast.amount): the contract's points from each of the three others and the beasts
  the won game would have drawn (the beast in play). ``"pay"``: the loser pays each of the
  others the contract's points, as later Boston does. Either way a won game is paid by each of the three others (unspecified in source;
  Whist's and l'Hombre's custom).
* ``beast_draw`` (default ``"in play"``): how a won game draws the beasts, "wie im l'Hombre".
  As on the Académie's sheet (academie:beast.sheet, academie:beast.paid) one beast is in play at
  a time, the highest waiting one (the first made of equal ones), circled at the start of a deal;
  a won game draws that one beast (its owner's own beast is simply cancelled), and the next is
  circled for the next deal. l'Hombre's vole draws every outstanding beast (academie:beast.vole);
  Boston's vole is the Tout, all thirteen tricks, and "keine ... Tout bezahlt werden", so by
  default a Tout draws only the beast in play like any won game. ``"vole"``: a Tout draws every
  beast, reading "Tout bezahlt" as l'Hombre's cash payment for the vole only. ``"all"``: every
  won game draws every beast in the pot.
* the bidding (unspecified beyond "wie ... in l'Hombre"): eldest speaks first, each in turn names
  a higher game or passes, a player who passed stays out, the last bidder plays; if all four
  pass the deal is thrown in without payment. ``priority`` (default False): as at the
  Académie's l'Hombre (academie:bid.priority) a player earlier from eldest may hold, match, the
  game of a later one, who must then go higher; by default, as in Hoyle's Boston, only a higher
  game outbids.
* klein Misery's discard: "Man ſchmeißet ... die gefährlichſte Karte weg"; so that every trick
  still has four cards, every player discards one card face down, the player first, and twelve
  tricks are played (unspecified in source).
* eldest (seat A unless set) leads to the first trick, the winner of a trick leads the next.
* no partner: "der Spielende" plays alone against the three others (later Boston lets another
  player answer "Whist" and help in the small games; the booklet does not).
* the length of a game: each deal is settled by itself; :func:`play_session` plays any number
  of deals on one ledger, the beasts carried from deal to deal.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import numpy as np

from gamelib.core.cards import SUIT_NAMES, SUITS, Card, CardSet, deck
from gamelib.core.deal import deal_round, fixed_hands
from gamelib.core.engine import TERMINAL, Action, Game, IllegalAction, State, as_generator, get_game
from gamelib.core.errors import UnknownName
from gamelib.core.hand_report import HandReport, by_suit
from gamelib.core.ledger import Ledger
from gamelib.core.names import and_list, plural
from gamelib.core.options import Option
from gamelib.core.session import Session, SessionDeal
from gamelib.core.setup import cards_given, deal_number, seat_given
from gamelib.core.told import Told
from gamelib.core.tricks import Trick, TrickPlay, TrickRules

NUM_PLAYERS = 4
HAND_SIZE = 13          # Whist: 52 cards among four [engelmann:boston.whist]
WHIST_RANKS = "AKQJT98765432"   # highest first, as at Whist [engelmann:boston.whist]
BEAST_POT = "beasts"


@dataclass(frozen=True)
class Contract:
    """One of the Spielarten: the tricks it needs (Misery: none at all) and its points."""

    name: str
    tricks: int          # tricks needed; for a Misery the most tricks allowed (0)
    points: int | None   # None: the booklet prints no payment
    misery: bool
    passage: str
    discard: bool = False

    def made(self, tricks: int) -> bool:
        """Whether the player made the game with ``tricks`` tricks."""
        return tricks == 0 if self.misery else tricks >= self.tricks

    def __str__(self) -> str:
        return self.name


KLEIN_BOSTON = Contract("klein Boston", 5, 1, False, "engelmann:boston.klein-boston")
GROSS_BOSTON = Contract("groß Boston", 6, 2, False, "engelmann:boston.ladder")
KLEIN_INDEPENDENCE = Contract("klein Independence", 7, 4, False, "engelmann:boston.ladder")
# "groß Independence, welches 9% Stiche erfordert": OCR 9% read as 9 [engelmann:boston.ladder]
GROSS_INDEPENDENCE = Contract("groß Independence", 9, None, False, "engelmann:boston.ladder")
MISERY = Contract("Misery", 0, 8, True, "engelmann:boston.misery")
KLEIN_MISERY = Contract("klein Misery", 0, 5, True, "engelmann:boston.klein-misery", discard=True)

# "Es ſind nämlich 5 Spielarten" and "Dieſe Spielarten werden vom Miſery aufgetrieben":
# the five games, lowest first [engelmann:boston.spielarten, engelmann:boston.misery]
FIVE_GAMES = (KLEIN_BOSTON, GROSS_BOSTON, KLEIN_INDEPENDENCE, GROSS_INDEPENDENCE, MISERY)

# Where klein Misery enters the ladder: just above the game it "forcirt".
# [engelmann:boston.klein-misery, engelmann:boston.klein-misery-rank]
KLEIN_MISERY_PLACES = {"klein Independence": KLEIN_INDEPENDENCE, "groß Boston": GROSS_BOSTON,
                       None: None}

# "kein Spiel doppelt geht, auch nicht gezogen wird, und keine Matadors, Erſten und Tout bezahlt
# werden" [engelmann:boston.beasts]; the author's wish to pay 3 honours as matadors and the
# first 5, 6, 7 or 9 tricks as Erste names no amounts [engelmann:boston.proposal].
UNPAID = (
    "no game goes double (no doubled payment of any kind)",
    "no game is 'drawn' (gezogen)",
    "no matadors (honours are not paid)",
    "no Erste (first tricks are not paid)",
    "no Tout (winning every trick earns nothing extra)",
    "no payment for overtricks (unspecified in source: the booklet names none)",
)

LOSS_MODES = ("beast", "pay")

#: How a won game draws the beasts: the beast in play only (default), every beast on a Tout as at
#: l'Hombre's vole, or every beast on every won game. [engelmann:boston.beasts]
BEAST_DRAWS = ("in play", "vole", "all")


@dataclass(frozen=True)
class Beast:
    """A beast on the sheet: its line (the order made), its owner and its amount.
    [engelmann:boston.beasts, academie:beast.sheet]"""

    number: int
    owner: str
    amount: int
    made_in: int | None = None

    def __str__(self) -> str:
        return f"{self.owner}'s beast of {self.amount}"


def beast_into_play(waiting) -> Beast | None:
    """The beast circled at the start of a deal when none is in play: "it must be the highest
    one recorded in the table"; between equal beasts the one made first (unspecified in
    source). [engelmann:boston.beasts, academie:beast.sheet, academie:beast.counters]"""
    waiting = list(waiting)
    if not waiting:
        return None
    return max(waiting, key=lambda b: (b.amount, -b.number))


def beast_sheet(entries) -> tuple[Beast | None, tuple[Beast, ...]]:
    """The beast in play and the beasts waiting, read from a Boston ledger's entries: an entry
    paying into the pot sets a beast, an entry paid out of it draws one, first the beast in play,
    then the waiting ones in the order made. Between deals (after any entry that draws nothing)
    the highest waiting beast is circled when none is in play.
    [engelmann:boston.beasts, academie:beast.sheet, academie:beast.paid, academie:beast.vole]"""
    in_play: Beast | None = None
    waiting: list[Beast] = []
    made = 0

    def circle():
        nonlocal in_play
        if in_play is None:
            in_play = beast_into_play(waiting)
            if in_play is not None:
                waiting.remove(in_play)

    for entry in entries:
        amount = entry.amounts.get(BEAST_POT, 0)
        if amount < 0:
            beast = in_play if in_play is not None else (waiting.pop(0) if waiting else None)
            in_play = None
            if beast is None or beast.amount != -amount:
                raise ValueError(f"the ledger line {entry.label!r} draws {-amount} from the pot, "
                                 "which is no beast on the sheet [engelmann:boston.beasts]")
            continue
        if amount > 0:
            owner = next(p for p, a in entry.amounts.items() if a < 0)
            made += 1
            waiting.append(Beast(made, owner, amount, entry.hand))
        circle()
    circle()
    return in_play, tuple(waiting)


def ladder(klein_misery: str | None = "klein Independence") -> tuple[Contract, ...]:
    """The contracts in bidding order, lowest first, with klein Misery where the option puts it.
    [engelmann:boston.spielarten, engelmann:boston.klein-misery]"""
    if klein_misery not in KLEIN_MISERY_PLACES:
        raise ValueError(f"klein_misery={klein_misery!r}: klein Misery 'forcirt klein "
                         "Independence' as played, or 'groß Boston' as the author proposes; "
                         "choose 'klein Independence', 'groß Boston' or None "
                         "[engelmann:boston.klein-misery-rank]")
    below = KLEIN_MISERY_PLACES[klein_misery]
    if below is None:
        return FIVE_GAMES
    at = FIVE_GAMES.index(below) + 1
    return FIVE_GAMES[:at] + (KLEIN_MISERY,) + FIVE_GAMES[at:]


#: How Whist's cards take tricks, one rule set per trump (None: Misery played without trumps):
#: the highest trump takes the trick, else the highest card of the suit led, A high to 2 low.
#: [engelmann:boston.whist, engelmann:boston.trump]
WHIST = {trump: TrickRules.by_rank(WHIST_RANKS, trump) for trump in (*SUITS, None)}


class BostonGame(Game):
    """Engelmann's Boston: Whist with l'Hombre's ladder of games, beasts and pot."""

    name = "boston"
    #: What the game is, in a sentence or two (python -m gamelib games).
    description = (
        "Whist played like l'Hombre: four players bid for a contract of tricks or a "
        "Misery, the bidder plays for it alone against the three others, and a lost game "
        "sets a beast."
    )
    hand_deck = "full"
    trump_named = True
    num_players = NUM_PLAYERS
    seats = ("A", "B", "C", "D")

    OPTIONS = (
        Option("gross_independence", int, 6, "the points of groß Independence, which the payment "
               "list leaves out (unspecified in source): between klein Independence's 4 and "
               "Misery's 8", "engelmann:boston.payments", low=5, high=7),
        Option("klein_misery", (str, type(None)), "klein Independence", "where klein Misery "
               "enters the ladder: above the game it 'forcirt' as played, above groß Boston as "
               "the author proposes, or not at all", "engelmann:boston.klein-misery-rank",
               choices=tuple(KLEIN_MISERY_PLACES)),
        Option("misery_trump", bool, True, "the Misery player names a trump too (else misère "
               "without trumps, as later Boston plays it)", "engelmann:boston.trump"),
        Option("loss", str, "beast", "a lost game is set as a beast 'wie im l'Hombre' or paid "
               "to each of the others", "engelmann:boston.beasts", choices=LOSS_MODES),
        Option("beast_draw", str, "in play", "the beasts a won game draws: the beast in play, "
               "every beast on a Tout, or every beast on any won game",
               "engelmann:boston.beasts", choices=BEAST_DRAWS),
        Option("priority", bool, False, "a player earlier from eldest may hold a later "
               "player's game, as at l'Hombre (else only a higher game outbids, as "
               "in Hoyle's Boston)", "engelmann:boston.spielarten"),
    )

    def __init__(self, *, gross_independence: int = 6,
                 klein_misery: str | None = "klein Independence",
                 misery_trump: bool = True, loss: str = "beast", beast_draw: str = "in play",
                 priority: bool = False):
        super().__init__(gross_independence=gross_independence, klein_misery=klein_misery,
                         misery_trump=misery_trump, loss=loss, beast_draw=beast_draw,
                         priority=priority)
        self.contracts = ladder(klein_misery)

    def points(self, contract: Contract) -> int:
        """The points a contract wins or loses. [engelmann:boston.payments]"""
        if contract.points is None:   # groß Independence: unspecified in source, an option
            return self.options["gross_independence"]
        return contract.points

    def hand_report(self, cards, trump: str | None = None) -> HandReport:
        """A hand in Whist's order (the trump named first, each suit A to 2), its trumps marked
        and counted, and what the booklet pays: tricks only. Cards that are no cards of the
        pack, or a trump that is no suit, are a ValueError.
        [engelmann:boston.whist, engelmann:boston.beasts]"""
        hand = cards_given(self, "cards", cards)
        if trump is not None and trump not in tuple(SUITS):
            raise ValueError(f"boston: trump={trump!r} is not allowed; the player names one of "
                             f"the suits {', '.join(SUITS)} [engelmann:boston.trump]")
        report = HandReport(self.name, None, trump, hand, by_suit(hand, WHIST_RANKS, trump))
        if trump:
            report.marks.update({c: "trump" for c in hand.suit(trump)})
            report.counts.append((f"trumps held ({SUIT_NAMES[trump]})", len(hand.suit(trump)),
                                  "engelmann:boston.whist"))
        report.counts.append(("paid", "tricks only: " + "; ".join(UNPAID[:3]),
                              "engelmann:boston.whist"))
        return report

    def new_initial_state(self, seed=None, *, hands=None, eldest: int = 0,
                          ledger: Ledger | None = None, deal: int = 1) -> BostonState:
        """A dealt deal. ``hands`` fixes the four hands; ``ledger`` carries the beasts and
        balances of earlier deals (its pot ``"beasts"``); ``eldest`` speaks and leads first;
        ``deal`` numbers the deal in the ledger (from 1). Each is checked, with a ValueError
        naming it. [engelmann:boston.whist, engelmann:boston.beasts]"""
        seat_given(self, "eldest", eldest, "engelmann:boston.whist")
        deal_number(self, deal)
        if ledger is not None and (not isinstance(ledger, Ledger)
                                   or BEAST_POT not in ledger.pots
                                   or set(self.seats) - set(ledger.players)):
            raise ValueError(f"boston: ledger={ledger!r} is not allowed; it takes a Ledger of "
                             f"the players {', '.join(self.seats)} with the pot {BEAST_POT!r} "
                             "[engelmann:boston.beasts]")
        return BostonState(self, as_generator(seed), hands, int(eldest), ledger, int(deal))


class BostonState(TrickPlay, SessionDeal, State):
    """A deal of Boston: bidding, naming the trump, (klein Misery's discards), play, settlement."""

    def __init__(self, game: BostonGame, rng: np.random.Generator, hands, eldest: int,
                 ledger: Ledger | None, deal: int):
        self.game = game
        self.rng = rng
        self.eldest = eldest
        self.deal = deal
        self.ledger = ledger if ledger is not None else Ledger(game.seats, pots=[BEAST_POT])
        self.beasts_at_start = self.ledger.balance(BEAST_POT)
        # the sheet at the start of the deal: the beast in play and those waiting
        self.beast_in_play, self.beasts_waiting = beast_sheet(self.ledger.entries)
        self._first_entry = len(self.ledger.entries)
        self._end_entry: int | None = None     # set when the deal is settled
        if hands is None:
            # dealt as at Whist, one card at a time from eldest on (unspecified in source)
            self.hands = deal_round(rng, deck("full"), NUM_PLAYERS, HAND_SIZE, first=eldest)
        else:
            self.hands = _check_hands(hands)
        self.initial_hands = list(self.hands)
        self.phase = "bidding"
        self.bids: list[tuple[int, str]] = []
        self.passed: set[int] = set()
        self.bidder: int | None = None
        self.contract: Contract | None = None
        self.turn = eldest
        self.trump: str | None = None
        self.discards: dict[int, Card] = {}
        self.tricks: list[Trick] = []
        self.trick: Trick | None = None
        self.won = [0] * NUM_PLAYERS
        self.outcome = ""
        self.result = None  # "won", "lost" or "thrown in": the outcome as a category

    # -- the protocol -------------------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.phase == "done" else self.turn

    def legal_actions(self) -> list[Action]:
        if self.phase == "bidding":
            return [Action("bid", None, "pass")] + [
                Action("bid", c.name, c.name) for c in self._biddable(self.turn)]
        if self.phase == "trump":
            return [Action("trump", s, f"trump {SUIT_NAMES[s]}") for s in SUITS]
        if self.phase == "discard":
            return [Action("discard", c, f"discard {c}") for c in self.hands[self.turn]]
        if self.phase == "play":
            led = self.trick.led if self.trick else None
            return [Action("card", c, str(c))
                    for c in WHIST[self.trump].following(self.hands[self.turn], led)]
        return []

    def why_illegal(self, action) -> IllegalAction:
        if self.phase == "done":
            return IllegalAction("the deal is over: no action can be taken")
        label = str(action)
        kind = action.kind if isinstance(action, Action) else None
        who = self.game.seats[self.turn]
        if self.phase == "bidding":
            names = {c.name.lower(): c for c in self.game.contracts}
            wanted = label.lower()
            if wanted == KLEIN_MISERY.name.lower() and KLEIN_MISERY not in self.game.contracts:
                return IllegalAction("klein Misery is not played under these options "
                                     "(klein_misery=None): only the five games",
                                     "engelmann:boston.klein-misery")
            if wanted in names:
                best = self._best_bid()
                held = (" (or held by a player earlier from eldest)"
                        if self.game.options["priority"] else "")
                return IllegalAction(
                    f"{names[wanted].name} does not outbid {best}: a game is outbid only by a "
                    f"higher one{held}, as Frage, Tournée etc. in l'Hombre",
                    "engelmann:boston.spielarten")
            return IllegalAction(f"{who} is bidding: name a game ("
                                 f"{', '.join(c.name for c in self.game.contracts)}) or pass",
                                 "engelmann:boston.spielarten")
        if self.phase == "trump":
            return IllegalAction(f"{who} plays {self.contract} and names a trump: "
                                 "trump spades, trump hearts, trump diamonds or trump clubs",
                                 "engelmann:boston.trump")
        card = _as_card(action)
        if self.phase == "discard":
            if card is not None and card not in self.hands[self.turn]:
                return IllegalAction(f"{card} is not in {who}'s hand: one discards a card "
                                     "one holds", "engelmann:boston.klein-misery-discard")
            return IllegalAction(f"{who} discards one card face down for klein Misery "
                                 "(write 'discard 7H')", "engelmann:boston.klein-misery-discard")
        if card is None or kind not in (None, "card"):
            return IllegalAction(f"{who} plays a card to the trick (write it as '7H')",
                                 "engelmann:boston.whist")
        if card not in self.hands[self.turn]:
            return IllegalAction(f"{card} is not in {who}'s hand", "engelmann:boston.whist")
        led = self.trick.led
        return IllegalAction(f"revoke: {who} holds {SUIT_NAMES[led.suit]} and must follow suit "
                             f"to {led}, as at Whist", "engelmann:boston.whist")

    def _apply(self, action: Action) -> None:
        getattr(self, f"_apply_{action.kind}")(action)

    # -- bidding [engelmann:boston.spielarten, engelmann:boston.misery] ---------------------------

    def _best_bid(self) -> Contract | None:
        for _, name in reversed(self.bids):
            if name != "pass":
                return _contract(self.game.contracts, name)
        return None

    def _biddable(self, seat: int) -> list[Contract]:
        """The games ``seat`` may bid: those above the best bid, and under ``priority`` the best
        bid itself when he comes before its bidder from eldest. [academie:bid.priority]"""
        best = self._best_bid()
        if best is None:
            return list(self.game.contracts)
        at = self.game.contracts.index(best)
        holds = self.game.options["priority"] and (
            (seat - self.eldest) % NUM_PLAYERS < (self.bidder - self.eldest) % NUM_PLAYERS)
        return list(self.game.contracts[at if holds else at + 1:])

    def _apply_bid(self, action: Action) -> None:
        seat = self.turn
        self.bids.append((seat, action.label))
        if action.value is None:
            self.passed.add(seat)
        else:
            self.bidder = seat
        active = [s for s in range(NUM_PLAYERS) if s not in self.passed]
        if not active:                      # all four passed: thrown in
            self.outcome = "all passed: the deal is thrown in, nothing is paid"
            self.result = "thrown in"
            self.phase = "done"
            self._end_entry = len(self.ledger.entries)
            return
        if self.bidder is not None and active == [self.bidder]:
            self._contract_made()
            return
        if not any(self._biddable(s) for s in active if s != self.bidder):  # none can outbid
            self.passed.update(s for s in active if s != self.bidder)
            self._contract_made()
            return
        self.turn = self._next_active(seat)

    def _contract_made(self) -> None:
        """The last bidder plays the best game bid and names the trump (a Misery without
        trumps goes straight on). [engelmann:boston.trump]"""
        self.contract = self._best_bid()
        if self.contract.misery and not self.game.options["misery_trump"]:
            self._after_trump()
        else:
            self.phase, self.turn = "trump", self.bidder

    def _next_active(self, seat: int) -> int:
        for step in range(1, NUM_PLAYERS + 1):
            nxt = (seat + step) % NUM_PLAYERS
            if nxt not in self.passed:
                return nxt
        return seat

    # -- trump [engelmann:boston.trump] -------------------------------------------------------

    def _apply_trump(self, action: Action) -> None:
        self.trump = action.value
        self._after_trump()

    def _after_trump(self) -> None:
        if self.contract.discard:
            self.phase, self.turn = "discard", self.bidder
        else:
            self._start_play()

    # -- klein Misery's discards [engelmann:boston.klein-misery-discard] ------------------------

    def _apply_discard(self, action: Action) -> None:
        self.discards[self.turn] = action.value
        self.hands[self.turn] = self.hands[self.turn].remove(action.value)
        if len(self.discards) == NUM_PLAYERS:
            self._start_play()
        else:
            self.turn = (self.turn + 1) % NUM_PLAYERS

    # -- play [engelmann:boston.whist] ---------------------------------------------------------

    def _start_play(self) -> None:
        self.phase = "play"
        self.turn = self.eldest
        self.trick = Trick(self.eldest, NUM_PLAYERS)

    def _apply_card(self, action: Action) -> None:
        winner = self._play_to_trick(action.value, WHIST[self.trump].winner)
        if winner is None:
            return
        self.won[winner] += 1
        if self.hands[winner]:
            self.trick = Trick(winner, NUM_PLAYERS)
            self.turn = winner
        else:
            self.trick = None
            self._settle()

    # -- settlement [engelmann:boston.payments, engelmann:boston.beasts] -------------------------

    def _settle(self) -> None:
        self._post_settlement()
        self._end_entry = len(self.ledger.entries)

    def _post_settlement(self) -> None:
        self.phase = "done"
        player = self.game.seats[self.bidder]
        others = [s for s in self.game.seats if s != player]
        points = self.game.points(self.contract)
        made = self.contract.made(self.won[self.bidder])
        tricks = self.won[self.bidder]
        self.result = "won" if made else "lost"
        if made:
            self.outcome = f"{player} wins {self.contract} with {plural(tricks, 'trick')}"
            for other in others:
                self.ledger.pay(other, player, points, f"{other} pays {player}: {self.contract} "
                                f"won ({points})", passage="engelmann:boston.payments",
                                hand=self.deal)
            if self.game.options["loss"] == "beast":
                self._draw_beasts(player, vole=tricks == len(self.tricks))
            return
        self.outcome = f"{player} loses {self.contract} with {plural(tricks, 'trick')}"
        if self.game.options["loss"] == "beast":
            would_draw = sum(b.amount for b in self.beasts_drawn(vole=False))
            beast = points * len(others) + would_draw
            self.ledger.pay(player, BEAST_POT, beast,
                            f"{player} sets a beast of {beast} ({self.contract} lost: "
                            f"{points} x {len(others)}"
                            + (f", and {would_draw} of beasts it would have drawn"
                               if would_draw else "") + ")",
                            passage="engelmann:boston.beasts", hand=self.deal,
                            note="what he would have received, as at l'Hombre "
                                 "(academie:losses.beast-is-debt, academie:beast.amount)")
        else:
            for other in others:
                self.ledger.pay(player, other, points, f"{player} pays {other}: "
                                f"{self.contract} lost ({points})",
                                passage="engelmann:boston.payments", hand=self.deal)

    def beasts_drawn(self, vole: bool) -> list[Beast]:
        """The beasts a won game draws: the beast in play, and with it every waiting beast on a
        Tout when ``beast_draw`` is "vole", or on any won game when it is "all".
        [engelmann:boston.beasts, academie:beast.paid, academie:beast.vole]"""
        mode = self.game.options["beast_draw"]
        drawn = [self.beast_in_play] if self.beast_in_play is not None else []
        if mode == "all" or (mode == "vole" and vole):
            drawn += list(self.beasts_waiting)
        return drawn

    def _draw_beasts(self, player: str, vole: bool) -> None:
        for beast in self.beasts_drawn(vole):
            if beast.owner == player:
                label = f"{player}'s own beast of {beast.amount} is cancelled"
            else:
                label = f"{player} draws {beast}"
            note = ("the beast in play, one at a time, as on l'Hombre's sheet"
                    if beast is self.beast_in_play else
                    "every beast on a Tout, as at l'Hombre's vole"
                    if self.game.options["beast_draw"] == "vole" else
                    "every beast on every won game")
            self.ledger.pay(BEAST_POT, player, beast.amount, label,
                            passage="engelmann:boston.beasts", hand=self.deal, note=note)

    def pot_change(self) -> int:
        """What this deal put into (+) or drew from (-) the beast pot."""
        return sum(e.amounts.get(BEAST_POT, 0) for e in self.entries())

    def hand(self, player: int) -> CardSet:
        return self.hands[player]

    def information(self, player: int) -> dict:
        return {"player": player, "hand": self.hands[player], "bids": list(self.bids),
                "contract": str(self.contract) if self.contract else None,
                "bidder": self.bidder, "trump": self.trump,
                "tricks": [str(t) for t in self.tricks],
                "trick": str(self.trick) if self.trick else None,
                "discarded": self.discards.get(player)}

    def details(self) -> dict:
        seats = self.game.seats
        return {
            "deal": self.deal,
            "eldest": seats[self.eldest],
            "bids": [f"{seats[s]}: {b}" for s, b in self.bids],
            "contract": str(self.contract) if self.contract else None,
            "player": seats[self.bidder] if self.contract else None,
            "needs": (("no trick" if self.contract.misery else f"{self.contract.tricks} tricks")
                      if self.contract else None),
            "points": self.game.points(self.contract) if self.contract else None,
            "trump": SUIT_NAMES[self.trump] if self.trump else None,
            "discards": {seats[s]: str(c) for s, c in self.discards.items()},
            "tricks": dict(zip(seats, self.won)),
            "outcome": self.outcome,
            "result": self.result,
            "payments": [str(e) for e in self.entries()],
            "beasts in pot": self.ledger.balance(BEAST_POT),
            "unpaid": list(UNPAID),
        }

    def nets_if(self, made: bool) -> list[int]:
        """Each seat's net if the player makes (``made``) or loses his game, as
        :meth:`_post_settlement` pays it, the beasts drawn aside: for the coach's values
        [engelmann:boston.payments, engelmann:boston.beasts]."""
        nets = [0] * NUM_PLAYERS
        if self.contract is None:
            return nets
        points = self.game.points(self.contract) or 0
        for p in range(NUM_PLAYERS):
            if p != self.bidder:
                if made or self.game.options["loss"] != "beast":
                    nets[p] = -points if made else points
                nets[self.bidder] += points if made else -points
        return nets

    def roles(self, viewer: int | None = None) -> dict[int, list[str]]:
        """Eldest hand, who bids first and leads; once the game is bid, the player and the three
        who play against him (the booklet knows no partner) [engelmann:boston.spielarten]."""
        roles: dict[int, list[str]] = {p: [] for p in range(NUM_PLAYERS)}
        roles[self.eldest].append("eldest hand: bids first and leads")
        if self.contract is not None:
            for p in roles:
                roles[p].append(f"the player: {self._contract_words()}" if p == self.bidder
                                else "against the player")
        return roles

    def _contract_words(self) -> str:
        c = self.contract
        trump = f", {SUIT_NAMES[self.trump]} trumps" if self.trump else ""
        needs = "no trick" if c.misery else f"{c.tricks} tricks"
        return f"{c}{trump}, needs {needs}"

    def told(self, viewer: int | None = None) -> list[Told]:
        """The bidding, the player's game and what it pays, the tricks against what he needs,
        and the outcome with every payment [engelmann:boston.payments, engelmann:boston.beasts]."""
        seats = self.game.seats
        lines = [Told(f"{seats[self.eldest]} is eldest hand: bids first and leads",
                      "engelmann:boston.spielarten")]
        for seat, bid in self.bids:
            contract = None if bid == "pass" else _contract(self.game.contracts, bid)
            more = ""
            if contract is not None:
                needs = "no trick" if contract.misery else plural(contract.tricks, "trick")
                points = self.game.points(contract)
                more = f" ({needs}, {plural(points, 'point')})" if points else f" ({needs})"
            lines.append(Told(f"{seats[seat]}: {bid}{more}",
                              contract.passage if contract else "engelmann:boston.spielarten"))
        if self.contract is not None:
            player, others = seats[self.bidder], [s for i, s in enumerate(seats)
                                                  if i != self.bidder]
            points = self.game.points(self.contract)
            loss = (f"he sets a beast of {points * len(others)}"
                    if self.game.options["loss"] == "beast"
                    else f"he pays each of them {points}")
            lines.append(Told(f"{player} plays {self._contract_words()}, alone against "
                              f"{and_list(others)}: won, each of them pays him {points}; lost, "
                              f"{loss}", "engelmann:boston.payments"))
            if self.tricks:
                needs = "no trick" if self.contract.misery else f"{self.contract.tricks}"
                lines.append(Told(f"tricks so far: {player} {self.won[self.bidder]} (he needs "
                                  f"{needs}), the others {len(self.tricks) - self.won[self.bidder]}",
                                  "engelmann:boston.whist"))
        elif self.phase == "done":
            lines.append(Told("all four passed: the deal is thrown in, nothing is paid",
                              "engelmann:boston.spielarten", True))
        if self.phase == "done" and self.contract is not None:
            lines.append(Told(self.outcome, self.contract.passage, True))
            lines += [Told(e.label, e.passage, True) for e in self.entries()]
        return lines

    def clone(self) -> BostonState:
        other = BostonState.__new__(BostonState)
        other.__dict__.update(self.__dict__)
        other.hands = list(self.hands)
        other.bids = list(self.bids)
        other.passed = set(self.passed)
        other.discards = dict(self.discards)
        other.won = list(self.won)
        other.tricks = [Trick(t.leader, t.num_players, list(t.cards), t.winner) for t in self.tricks]
        other.trick = (Trick(self.trick.leader, NUM_PLAYERS, list(self.trick.cards))
                       if self.trick else None)
        other.ledger = self.ledger.copy()
        return other

    def _repr_html_(self) -> str:
        rows = []
        for seat in range(NUM_PLAYERS):
            rows.append(f"<tr><td><b>{self.game.seats[seat]}</b></td><td>{self.won[seat]}</td>"
                        f"<td>{self.initial_hands[seat].svg(order=_display_order)}</td></tr>")
        head = escape(f"deal {self.deal}: {self.contract or 'bidding'}"
                      + (f", trump {SUIT_NAMES[self.trump]}" if self.trump else "")
                      + (f"; {self.outcome}" if self.outcome else ""))
        return (f'<div class="boston"><div>{head}</div><table><tr><th>seat</th><th>tricks</th>'
                f"<th>hand as dealt</th></tr>{''.join(rows)}</table></div>")


def _display_order(card: Card):
    return (SUITS.index(card.suit), WHIST_RANKS.index(card.rank))


def _contract(contracts, name: str) -> Contract:
    for c in contracts:
        if c.name == name:
            return c
    raise UnknownName(f"unknown Boston game {name!r}; known games: "
                      f"{', '.join(c.name for c in contracts)}")


def _as_card(action) -> Card | None:
    value = action.value if isinstance(action, Action) else action
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        text = value.split()[-1] if value.split() else value
        try:
            return Card(text)
        except ValueError:
            return None
    return None



def _check_hands(hands) -> list[CardSet]:
    """Four hands of thirteen different cards of the Whist pack. [engelmann:boston.whist]"""
    return fixed_hands(hands, NUM_PLAYERS, HAND_SIZE, "engelmann:boston.whist",
                       count_message="Boston is Whist: four hands of {size} cards, not {sizes}")


def play_session(deals: int, seed: int | None = 0, policies=None, **options):
    """Several deals on one ledger, the beasts carried from deal to deal; eldest moves left.
    Returns the ledger and the finished states. [engelmann:boston.beasts]"""
    game = get_game("boston", **options)
    ledger = Ledger(game.seats, pots=[BEAST_POT])
    session = Session(game, lambda s: {"eldest": s.number % NUM_PLAYERS, "ledger": ledger,
                                       "deal": s.number + 1}, ledger=ledger)
    session.play(deals, seed=seed, policies=policies)
    return ledger, session.states
