"""Goodhope, after Theodor Engelmann, Berlin 1798: "Dieſes urſprünglich Engliſche Spiel, für die
teutſche Karte verändert" ("engelmann:goodhope.intro").

A pot game for any number ("engelmann:goodhope.players") with the German 32-card pack
(Daus, König, Ober, Unter, 10, 9, 8, 7; ``gamelib.core.cards.deck("german")`` maps them onto the faces
A K Q J T 9 8 7, and ``Card.name("de")`` gives the German names). The dealer is free of stake
("Satzfrei") and turns up the last card for trump ("engelmann:goodhope.deal"); each player stakes
into the plate, the pot ("engelmann:goodhope.stake"), and gets two cards ("engelmann:goodhope.two-cards").
In turn each may say "Fear!" and lay his cards away ("engelmann:goodhope.fear"), buy one card
for half the stake ("engelmann:goodhope.buy-one") or two for the whole stake
("engelmann:goodhope.buy-two"), as often as he pays, and keep his cards to take part
("engelmann:goodhope.take-part"). Those in the game say "Hope!" (one trick), "Good Hope!" (both
tricks) or nothing ("engelmann:goodhope.announce"); the first player on the dealer's left leads,
the winner of the first trick leads the second ("engelmann:goodhope.play"). The pot shares and
fines ("engelmann:goodhope.both-tricks" to "engelmann:goodhope.silent-failed") are paid on the
pot as it stands when the tricks are done; what is not taken stays for the next game. A dealt
pair draws its stake threefold (Daus, König, Ober, Unter) or twofold (10, 9, 8, 7) from the pot
at once ("engelmann:goodhope.pairs"). When all pass, the cards are dealt and staked anew
("engelmann:goodhope.all-pass").

OCR emendations (reading aid §7.4): rule 11 prints "nur des Pots" for a silent winner of both
tricks, rule 12 "£ des Pots" and "jeder nur des Pots, die andre Hälfte bleibt": the fraction is
lost each time and read as a quarter (¼) - in rule 12 two quarters make the half that is paid
out while "the other half" stays, and rule 15 fines the silent player a quarter. "Täuſer" is
"Däuſer" (Daus).

Unspecified in source, each named where it is decided (options of :class:`GoodhopeGame`):
the dealer plays (``dealer_plays=True``): "Satzfrei" frees him of the stake, not of the game,
and a player who sat the round out would need no freeing; his pair draws the stake the others
pay. ``dealer_plays=False`` reads him out of the round, no stake and no cards. The order of the cards (Daus, König, Ober, Unter, 10, 9, 8, 7) and
the duty to follow suit (``must_follow=True``) and to trump (``must_trump=False``); the turned
trump stays face up and out of play; fines go into the pot; a Good Hope that makes one trick
only pays its fine and takes no share; only a dealt pair draws the bonus (``pair_from_purchase``);
the bonus takes no more than the pot holds; no buying once the stock is out; a player left
alone in the game cannot play tricks, and the deal goes again as if all had passed
(``lone="redeal"``, or ``"takes-tricks"``: he makes both tricks unopposed); the dealer keeps the
deal after a redeal and it passes to the left after a game.
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from html import escape

import numpy as np

from gamelib.core.cards import SUITS, Card, CardSet, _svg_row, deck
from gamelib.core.deal import deal_packets, shuffled
from gamelib.core.engine import (
    TERMINAL,
    Action,
    Game,
    IllegalAction,
    RandomPlayer,
    State,
    as_generator,
    play,
)
from gamelib.core.ledger import Ledger
from gamelib.core.names import SEAT_LETTERS, plural
from gamelib.core.options import Option
from gamelib.core.session import Session
from gamelib.core.setup import cards_given, seat_given
from gamelib.core.tricks import TrickRules, cards_of_suit

# The order of the German cards, highest first: unspecified in source; the usual order of the
# German pack in trick games (Daus, König, Ober, Unter, Zehn, Neun, Acht, Sieben).
ORDER = "AKQJT987"
HAND = 2   # "erhält jeder Spielende 2 Blatt" [engelmann:goodhope.two-cards]
TRICKS = 2

# The price of buying [engelmann:goodhope.buy-one, engelmann:goodhope.buy-two], in stakes.
BUY_ONE = Fraction(1, 2)   # "mit ½ des Einſatzes"
BUY_TWO = Fraction(1)      # "die Kaufſumme muß dann auch doppelt in den Pot gelegt werden"

# What a player who makes both tricks draws, by his announcement [engelmann:goodhope.both-tricks]
BOTH_TRICKS_SHARE = {"good hope": Fraction(1), "hope": Fraction(1, 2),
                     "silent": Fraction(1, 4)}   # "nur [¼] des Pots": emended, the OCR lost it
# What each of two players who make one trick each draws [engelmann:goodhope.one-trick-each]
ONE_TRICK_SHARE = {"hope": Fraction(1, 2),       # "jeder die Hälfte"
                   "silent": Fraction(1, 4)}     # "£ des Pots", "jeder nur [¼] des Pots": emended
# The fines, in parts of the pot, by announcement and tricks made
FINES = {
    ("good hope", 1): Fraction(1, 2),   # "zahlt die Hälfte des Pots" [engelmann:goodhope.good-hope-failed]
    ("good hope", 0): Fraction(1),      # "ſo viel, als der Pot ſelbſt ſtark iſt"
    ("hope", 0): Fraction(1, 2),        # "ſo viel, als die Hälfte des Pots" [engelmann:goodhope.hope-failed]
    ("silent", 0): Fraction(1, 4),      # "den vierten Theil des Pots" [engelmann:goodhope.silent-failed]
}
# A dealt pair draws the stake threefold or twofold [engelmann:goodhope.pairs]
PAIR_BONUS = {"A": 3, "K": 3, "Q": 3, "J": 3, "T": 2, "9": 2, "8": 2, "7": 2}
ANNOUNCEMENTS = ("good hope", "hope", "silent")   # [engelmann:goodhope.announce]



#: How the cards take a trick, one rule set per trump suit: the highest trump, else the highest
#: card of the suit led, each suit Daus to Sieben (unspecified in source: the rule of every
#: trump game, the German pack's usual order). [engelmann:goodhope.play]
TRICK_RULES = {trump: TrickRules.by_rank(ORDER, trump) for trump in SUITS}


def pair_bonus(hand: CardSet) -> int:
    """Stakes a dealt pair draws from the pot: 3 for two Däuser, Könige, Ober or Unter, 2 for two
    Zehnen, Neunen, Achten or Sieben, else 0. [engelmann:goodhope.pairs]"""
    cards = list(hand)
    if len(cards) == 2 and cards[0].rank == cards[1].rank:
        return PAIR_BONUS[cards[0].rank]
    return 0


def shares(tricks: dict[int, int], said: dict[int, str]) -> dict[int, Fraction]:
    """Each player's draw from the pot, as a part of it, by tricks made and announcement.
    [engelmann:goodhope.both-tricks, engelmann:goodhope.one-trick-each]"""
    out = {}
    winners = [p for p, t in tricks.items() if t]
    if len(winners) == 1:
        out[winners[0]] = BOTH_TRICKS_SHARE[said[winners[0]]]
    else:
        for p in winners:
            if said[p] != "good hope":   # a failed Good Hope pays its fine and draws nothing
                out[p] = ONE_TRICK_SHARE[said[p]]
    return out


def fines(tricks: dict[int, int], said: dict[int, str]) -> dict[int, Fraction]:
    """Each player's fine into the pot, as a part of it. [engelmann:goodhope.good-hope-failed,
    engelmann:goodhope.hope-failed, engelmann:goodhope.silent-failed]"""
    return {p: FINES[(said[p], t)] for p, t in tricks.items() if (said[p], t) in FINES}



@dataclass(frozen=True)
class Step:
    """One thing that happened, for the transcript."""

    deal: int
    seat: int | None
    what: str

    def __str__(self) -> str:
        return self.what


class GoodhopeGame(Game):
    """Goodhope for any number of players (at least three with the dealer sitting out)."""

    name = "goodhope"
    #: What the game is, in a sentence or two (python -m gamelib games).
    description = (
        "A pot game for any number with the German pack: the dealer turns up the trump, "
        "each player stakes, gets two cards, may fear, buy or keep, and says Hope, Good "
        "Hope or nothing; two tricks are played for shares of the pot, and what is not "
        "taken stays for the next game."
    )

    OPTIONS = (
        Option("players", int, 4, "the players at the table, the dealer among them: two cards "
               "each for those in the game and the trump, from the German pack of 32",
               "engelmann:goodhope.players", low=2, high=16),
        Option("stake", (int, Fraction), 4, "what each player but the dealer stakes into the "
               "pot ('Der Einſatz iſt willkührlich'): any amount above nothing",
               "engelmann:goodhope.stake", low=0),
        Option("dealer_plays", bool, True, "the dealer, free of stake, gets cards and plays too "
               "('Satzfrei': free of the stake, not of the game), or sits the round out",
               "engelmann:goodhope.deal"),
        Option("must_follow", bool, True, "a player must follow suit if he can (unspecified in "
               "source)", "engelmann:goodhope.play"),
        Option("must_trump", bool, False, "a player who cannot follow must trump if he can "
               "(unspecified in source)", "engelmann:goodhope.play"),
        Option("pair_from_purchase", bool, False, "a pair made by buying draws the bonus too "
               "('erhält': only a dealt pair, by default)", "engelmann:goodhope.pairs"),
        Option("lone", str, "redeal", "a player left alone in the game: the cards are dealt "
               "anew, or he takes both tricks unopposed (unspecified in source)",
               "engelmann:goodhope.all-pass", choices=("redeal", "takes-tricks")),
    )

    def __init__(self, players: int = 4, *, stake: int | Fraction = 4, dealer_plays: bool = True,
                 must_follow: bool = True, must_trump: bool = False,
                 pair_from_purchase: bool = False, lone: str = "redeal"):
        # who plays decides how many may sit at the table: two to play the tricks, and two
        # cards each and the trump from the 32 [engelmann:goodhope.players,
        # engelmann:goodhope.two-cards]
        least = 2 if dealer_plays else 3
        active = players if dealer_plays else players - 1
        if players < least or active * HAND + 1 > 32:
            raise ValueError(
                f"goodhope: players={players!r} with dealer_plays={dealer_plays!r} is not allowed: "
                f"Goodhope needs at least {least} players, two to play the tricks"
                f"{'' if dealer_plays else ' besides the dealer, who is free of stake'}, and "
                f"{active} in the game need {active * HAND + 1} cards of the German pack of 32 "
                "[engelmann:goodhope.players, engelmann:goodhope.two-cards]")
        if stake == 0:
            raise ValueError("goodhope: stake=0 is not allowed; the stake is any amount above "
                             "nothing ('Der Einſatz iſt willkührlich') [engelmann:goodhope.stake]")
        chosen = {"dealer_plays": dealer_plays, "must_follow": must_follow,
                  "must_trump": must_trump, "pair_from_purchase": pair_from_purchase, "lone": lone}
        defaults = {o.name: o.default for o in self.OPTIONS}
        super().__init__(players=players, stake=Fraction(stake),
                         **{k: v for k, v in chosen.items() if v != defaults[k]})
        self.num_players = players
        self.stake = Fraction(stake)
        self.dealer_plays = dealer_plays
        self.must_follow = must_follow
        self.must_trump = must_trump
        self.pair_from_purchase = pair_from_purchase
        self.lone = lone
        self.pack = deck("german")
        self.seats = tuple(SEAT_LETTERS[:players])

    def new_initial_state(self, seed=None, *, pot: int | Fraction = 0, dealer: int = 0,
                          hands=None, trump=None, stock=None) -> GoodhopeState:
        """A round, dealt and staked. ``pot`` is what the last round left in the pot (a whole
        number or a Fraction, not below nothing); ``dealer`` a seat; ``hands`` (two cards for
        each player in the game, by seat; the dealer's entry is ignored unless he plays),
        ``trump`` (the turned card) and ``stock`` (the cards to buy, in order) fix the first
        deal, trump and stock only with the hands. Each is checked, with a ValueError naming it.
        [engelmann:goodhope.deal, engelmann:goodhope.one-trick-each]"""
        n = self.num_players
        seat_given(self, "dealer", dealer, "engelmann:goodhope.deal")
        if isinstance(pot, bool) or not isinstance(pot, (numbers.Integral, Fraction)) or pot < 0:
            raise ValueError(f"goodhope: pot={pot!r} is not allowed; it takes what the last round "
                             "left in the pot, a whole number or a Fraction >= 0 "
                             "[engelmann:goodhope.one-trick-each]")
        if hands is None and (trump is not None or stock is not None):
            given = "trump" if trump is not None else "stock"
            raise ValueError(f"goodhope: {given}={trump if trump is not None else stock!r} "
                             "without hands= would be dealt over; give the hands too "
                             "[engelmann:goodhope.deal]")
        if hands is not None and (isinstance(hands, (str, CardSet))
                                  or not isinstance(hands, Sequence) or len(hands) != n):
            raise ValueError(f"goodhope: hands={hands!r} is not allowed; it takes one entry a "
                             f"seat ({n}), the dealer's ignored unless he plays "
                             "[engelmann:goodhope.two-cards]")
        return GoodhopeState(self, as_generator(seed), Fraction(pot), int(dealer), hands, trump,
                             stock)


class GoodhopeState(State):
    """A round of Goodhope: stakes, buying, announcements, two tricks, the pot shared."""

    def __init__(self, game: GoodhopeGame, rng: np.random.Generator, pot: Fraction, dealer: int,
                 hands=None, trump=None, stock=None):
        self.game = game
        self.rng = rng
        self.ledger = Ledger(game.seats, pots=["pot", "earlier rounds"])
        self.pot_in = pot
        if pot:
            # "die andre Hälfte bleibt fürs künftige Spiel ſtehen" [engelmann:goodhope.one-trick-each]
            self.ledger.pay("earlier rounds", "pot", pot, "the pot left standing from the last game",
                            passage="engelmann:goodhope.one-trick-each")
        self.dealer = dealer
        self.deal_number = 0
        self.steps: list[Step] = []
        self.over = False
        self._deal(hands, trump, stock)

    # -- dealing and staking -------------------------------------------------------------------
    def seats_in_order(self) -> list[int]:
        """The players who get cards, from the dealer's left round the table (the order of
        play; the dealer last, if he plays at all). [engelmann:goodhope.play]"""
        n = self.game.num_players
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        return order if self.game.dealer_plays else order[:-1]

    def _deal(self, hands=None, trump=None, stock=None) -> None:
        """Stakes in, two cards each, the last card turned for trump.
        [engelmann:goodhope.deal, engelmann:goodhope.stake, engelmann:goodhope.two-cards]"""
        game = self.game
        self.deal_number += 1
        seats = self.seats_in_order()
        for seat in range(game.num_players):
            if seat != self.dealer:   # "Der Geber iſt Satzfrei"
                name = game.seats[seat]
                self.ledger.pay(name, "pot", game.stake, f"{name} stakes",
                                passage="engelmann:goodhope.stake", hand=self.deal_number)
        self.hands = [CardSet() for _ in range(game.num_players)]
        if hands is not None:
            self._fixed(seats, hands, trump, stock)
        else:
            # dealt "von der rechten zur Linken": the order of a shuffled pack changes no
            # chance, so the cards go round from the dealer's right [engelmann:goodhope.deal]
            self.hands, rest = deal_packets(shuffled(self.rng, game.pack), seats[::-1], HAND, HAND,
                                            game.num_players)
            self.trump_card, self.stock = rest[0], rest[1:]
        self.trump = self.trump_card.suit
        self.dealt = [CardSet(h) for h in self.hands]
        self.phase = "buy"
        self.queue = list(seats)          # who still has to decide in the buying round
        self.player = self.queue[0]
        self.status = {s: "waiting" for s in seats}   # waiting, in, fear
        self.claimed: set[int] = set()
        self.must_replace: set[int] = set()
        self.said: dict[int, str] = {}
        self.trick: list[tuple[int, Card]] = []
        self.tricks_won: dict[int, int] = {}
        self.trick_log: list[list[tuple[int, Card]]] = []
        self.discards = CardSet()
        self.steps.append(Step(self.deal_number, None,
                               f"deal {self.deal_number}: {self.game.seats[self.dealer]} deals, "
                               f"turns {self.trump_card} ({self.trump_card.name('de')}): "
                               f"trump {self.trump_card.name('de').split()[0]}"))

    def _fixed(self, seats, hands, trump, stock) -> None:
        game = self.game
        seen = CardSet()
        for seat in seats:
            h = cards_given(game, f"hands[{seat}]", hands[seat])
            if len(h) != HAND:
                raise ValueError(f"{game.seats[seat]} has {len(h)} cards: each player gets two "
                                 "[engelmann:goodhope.two-cards]")
            if h - game.pack:
                raise ValueError(f"{h - game.pack} not in the German pack of 32 (Daus to Sieben) "
                                 "[engelmann:goodhope.intro]")
            if seen & h:
                raise ValueError(f"{seen & h} dealt twice [engelmann:goodhope.two-cards]")
            seen = seen | h
            self.hands[seat] = h
        if trump is None:
            raise ValueError("a fixed deal needs the turned trump card too [engelmann:goodhope.deal]")
        turned = cards_given(game, "trump", [trump]) if isinstance(trump, (str, Card)) else None
        if turned is None or len(turned) != 1 or turned & seen or turned - game.pack:
            raise ValueError(f"goodhope: trump={trump!r} is not allowed: the turned trump card "
                             "is another card of the German pack [engelmann:goodhope.deal]")
        self.trump_card = next(iter(turned))
        rest = game.pack - seen.add(self.trump_card)
        if stock is None:
            self.stock = shuffled(self.rng, rest)
        else:
            self.stock = cards_given(game, "stock", stock, ordered=True)
            if len(set(self.stock)) != len(self.stock) or CardSet(self.stock) - rest:
                raise ValueError(f"goodhope: stock={stock!r} is not allowed: the stock is cards "
                                 "not dealt and not turned [engelmann:goodhope.buy-one]")

    # -- the protocol --------------------------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.over else self.player

    def hand(self, player: int) -> CardSet:
        return self.hands[player]

    def pot(self) -> Fraction:
        """What the pot holds now (after the round: what is carried to the next)."""
        return Fraction(self.ledger.balance("pot"))

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        p = self.player
        game = self.game
        if self.phase == "buy":
            acts = []
            hand = self.hands[p]
            if p in self.must_replace:
                # "und ſich dann neue Karten kaufen, oder auch für diesmal ruhen" [engelmann:goodhope.pairs]
                if len(self.stock) >= 2:
                    acts.append(Action("buy2", None, "buy two"))
                acts.append(Action("fear", "rest", "rest"))
                return acts
            if pair_bonus(hand) and p not in self.claimed and (
                    hand == self.dealt[p] or game.pair_from_purchase):
                acts.append(Action("claim", None, "claim pair"))
            acts.append(Action("keep", None, "keep"))
            acts.append(Action("fear", "fear", "fear"))
            if self.stock:
                for card in hand:
                    acts.append(Action("buy1", card, f"buy one for {card}"))
            if len(self.stock) >= 2:
                acts.append(Action("buy2", None, "buy two"))
            return acts
        if self.phase == "announce":
            return [Action("say", a, a) for a in ANNOUNCEMENTS]
        return [Action("card", c, f"play {c}") for c in self._playable()]

    def _playable(self) -> list[Card]:
        hand = list(self.hands[self.player])
        if not self.trick:
            return hand
        if not self.game.must_follow:
            return hand
        led = self.trick[0][1]
        rules = TRICK_RULES[self.trump]
        if self.game.must_trump and not cards_of_suit(hand, rules.suit_of(led), rules.suit_of):
            return cards_of_suit(hand, self.trump, rules.suit_of) or hand
        return rules.following(hand, led)

    def resolve(self, action):
        """Accept "B: buy two" with the seat named: a player who said Fear can buy no more."""
        if isinstance(action, str) and ":" in action and not self.over:
            who, _, rest = action.partition(":")
            who = who.strip().upper()
            if who in self.game.seats:
                seat = self.game.seats.index(who)
                if seat != self.player:
                    if self.status.get(seat) == "fear":
                        raise IllegalAction(
                            f"{who} said Fear and laid his cards away: he takes no more part, "
                            "buys nothing and plays nothing ('mit dem Ausdruck: Fear! Furcht! "
                            "weglegen')", "engelmann:goodhope.fear")
                    raise IllegalAction(f"it is {self.game.seats[self.player]}'s turn, not {who}'s",
                                        "engelmann:goodhope.play")
                action = rest
        return super().resolve(action)

    def why_illegal(self, action) -> IllegalAction:
        if self.over:
            return IllegalAction("the round is over")
        text = str(action).strip().lower()
        who = self.game.seats[self.player]
        if text.startswith("buy"):
            if self.phase != "buy":
                return IllegalAction("buying is over: the announcements and the play have begun "
                                     "('Die Spielenden ſagen hierauf an')", "engelmann:goodhope.announce")
            if not self.stock or (text.startswith("buy two") and len(self.stock) < 2):
                return IllegalAction("the stock is out: no more cards to buy (unspecified in source)",
                                     "engelmann:goodhope.buy-one")
            if self.player in self.must_replace and text.startswith("buy one"):
                return IllegalAction(f"{who} has drawn for his pair: 'und ſich dann neue Karten "
                                     "kaufen' - both new, or rest", "engelmann:goodhope.pairs")
            return IllegalAction(f"{who} can only buy in place of a card he holds "
                                 f"({self.hands[self.player]}): 'buy one for <card>' or 'buy two'",
                                 "engelmann:goodhope.buy-one")
        if text.startswith("claim"):
            return IllegalAction(f"{who} has no dealt pair to draw on (or has drawn already): "
                                 "'Wer zwei Däuſer, Könige, Ober oder Unter erhält ...'",
                                 "engelmann:goodhope.pairs")
        if text in ANNOUNCEMENTS:
            return IllegalAction("announcements come after the buying, from those who keep their "
                                 "cards", "engelmann:goodhope.announce")
        if text.startswith("play"):
            if self.phase != "play":
                return IllegalAction("no card is played before everyone has bought and announced",
                                     "engelmann:goodhope.play")
            return IllegalAction(f"{who} must play one of {', '.join(map(str, self._playable()))} "
                                 "(follow suit if able; unspecified in source)",
                                 "engelmann:goodhope.play")
        return IllegalAction(f"{action!r} is not possible now; choose one of: "
                             f"{', '.join(str(a) for a in self.legal_actions())}",
                             "engelmann:goodhope.fear")

    def _apply(self, action: Action) -> None:
        p = self.player
        name = self.game.seats[p]
        game = self.game
        if action.kind == "claim":
            bonus = pair_bonus(self.hands[p]) * game.stake
            paid = min(bonus, self.pot())   # no more than the pot holds: unspecified in source
            if paid:
                self.ledger.pay("pot", name, paid,
                                f"{name} draws {pair_bonus(self.hands[p])}× his stake for the pair "
                                f"{self.hands[p]}", passage="engelmann:goodhope.pairs",
                                hand=self.deal_number)
            self.claimed.add(p)
            self.must_replace.add(p)
            self._log(p, f"{name} shows the pair {self.hands[p]} and draws {paid}")
            return
        if action.kind == "buy1":
            self._buy(p, [action.value], BUY_ONE, "engelmann:goodhope.buy-one")
            return
        if action.kind == "buy2":
            self._buy(p, list(self.hands[p]), BUY_TWO, "engelmann:goodhope.buy-two")
            self.must_replace.discard(p)
            return
        if action.kind == "fear":
            self.status[p] = "fear"
            self.discards = self.discards | self.hands[p]
            self.hands[p] = CardSet()
            self.must_replace.discard(p)
            self._log(p, f"{name}: {'rests' if action.value == 'rest' else 'Fear! Furcht!'}")
            self._next_buyer()
            return
        if action.kind == "keep":
            self.status[p] = "in"
            self._log(p, f"{name} keeps {self.hands[p]}")
            self._next_buyer()
            return
        if action.kind == "say":
            self.said[p] = action.value
            self._log(p, f"{name}: {dict(zip(ANNOUNCEMENTS, ('Good Hope! Gute Hoffnung!', 'Hope! Hoffnung!', '(silent)')))[action.value]}")
            self.queue.pop(0)
            if self.queue:
                self.player = self.queue[0]
            else:
                self._start_play()
            return
        self._play(p, action.value)

    def _log(self, seat, what: str) -> None:
        self.steps.append(Step(self.deal_number, seat, what))

    def _buy(self, p: int, give: list[Card], price: Fraction, passage: str) -> None:
        """Pay into the pot and draw as many cards from the stock as are given up."""
        name = self.game.seats[p]
        cost = price * self.game.stake
        self.ledger.pay(name, "pot", cost, f"{name} buys {len(give)}", passage=passage,
                        hand=self.deal_number)
        new = self.stock[:len(give)]
        self.stock = self.stock[len(give):]
        self.discards = self.discards | CardSet(give)
        self.hands[p] = (self.hands[p] - CardSet(give)) | CardSet(new)
        self._log(p, f"{name} buys {len(give)} for {cost}: gives {' '.join(map(str, give))}, "
                     f"gets {' '.join(map(str, new))}")

    def _next_buyer(self) -> None:
        self.queue.pop(0)
        if self.queue:
            self.player = self.queue[0]
            return
        playing = [s for s in self.seats_in_order() if self.status[s] == "in"]
        if not playing or (len(playing) == 1 and self.game.lone == "redeal"):
            # "Wenn alle paſſen: ſo wird von neuem Karte ausgetheilt und eingeſetzt"
            # [engelmann:goodhope.all-pass]; one player alone cannot play tricks (unspecified)
            self._log(None, "all pass: new cards and new stakes" if not playing else
                      f"{self.game.seats[playing[0]]} alone keeps his cards: no game, "
                      "dealt anew (unspecified in source)")
            self._deal()
            return
        self.phase = "announce"
        self.queue = playing
        self.player = playing[0]

    def _start_play(self) -> None:
        """The first player on the dealer's left leads. [engelmann:goodhope.play]"""
        self.playing = [s for s in self.seats_in_order() if self.status[s] == "in"]
        self.tricks_won = {s: 0 for s in self.playing}
        if len(self.playing) == 1:   # lone="takes-tricks": both tricks his, unopposed
            self.tricks_won[self.playing[0]] = TRICKS
            self._settle()
            return
        self.phase = "play"
        self.leader = self.playing[0]
        self.player = self.leader

    def _play(self, p: int, card: Card) -> None:
        self.hands[p] = self.hands[p].remove(card)
        self.trick.append((p, card))
        if len(self.trick) < len(self.playing):
            i = self.playing.index(p)
            self.player = self.playing[(i + 1) % len(self.playing)]
            return
        winner = self.trick[TRICK_RULES[self.trump].winner([c for _, c in self.trick])][0]
        self.tricks_won[winner] += 1
        self.trick_log.append(self.trick)
        self._log(winner, f"trick {len(self.trick_log)}: "
                          f"{' '.join(f'{self.game.seats[s]} {c}' for s, c in self.trick)} - "
                          f"{self.game.seats[winner]} takes it")
        self.trick = []
        if len(self.trick_log) == TRICKS:
            self._settle()
        else:
            self.player = winner   # "und der, welcher den erſten Stich bekommt, das zweite"

    def _settle(self) -> None:
        """Shares and fines on the pot as it stands now; the rest stays in the pot.
        [engelmann:goodhope.both-tricks .. engelmann:goodhope.silent-failed]"""
        pot = self.pot()
        self.settled_pot = pot
        said = {s: self.said[s] for s in self.playing}
        seats = self.game.seats
        for seat, part in shares(self.tricks_won, said).items():
            amount = part * pot
            if amount:
                passage = ("engelmann:goodhope.both-tricks" if self.tricks_won[seat] == TRICKS
                           else "engelmann:goodhope.one-trick-each")
                self.ledger.pay("pot", seats[seat], amount,
                                f"{seats[seat]} ({said[seat]}, {plural(self.tricks_won[seat], 'trick')}) "
                                f"draws {part} of the pot", passage=passage, hand=self.deal_number)
        for seat, part in fines(self.tricks_won, said).items():
            amount = part * pot
            passage = {"good hope": "engelmann:goodhope.good-hope-failed",
                       "hope": "engelmann:goodhope.hope-failed",
                       "silent": "engelmann:goodhope.silent-failed"}[said[seat]]
            if amount:
                self.ledger.pay(seats[seat], "pot", amount,
                                f"{seats[seat]} ({said[seat]}, {self.tricks_won[seat]} "
                                f"trick{'s' if self.tricks_won[seat] != 1 else ''}) is fined "
                                f"{part} of the pot", passage=passage, hand=self.deal_number)
        self.over = True
        self.phase = "over"

    def returns(self) -> list[float]:
        """Each player's net for the round; what the pot gains or loses is carried on."""
        return self.ledger.net()

    def information(self, player: int) -> dict:
        return {"player": player, "hand": self.hands[player], "trump card": self.trump_card,
                "pot": self.pot(), "said": {self.game.seats[s]: a for s, a in self.said.items()},
                "trick": [(self.game.seats[s], c) for s, c in self.trick],
                "stock left": len(self.stock)}

    def details(self) -> dict:
        seats = self.game.seats
        return {
            "players": self.game.num_players,
            "dealer": seats[self.dealer],
            "deals": self.deal_number,
            "trump": f"{self.trump_card} ({self.trump_card.name('de')})",
            "stake": self.game.stake,
            "pot before": self.pot_in,
            "pot settled on": getattr(self, "settled_pot", None),
            "pot after": self.pot(),
            "in the game": {seats[s]: self.said.get(s) for s in getattr(self, "playing", [])},
            "tricks": {seats[s]: t for s, t in self.tricks_won.items()},
            "steps": [str(s) for s in self.steps],
            "payments": self.ledger.lines(),
        }

    def _repr_html_(self) -> str:
        rows = []
        for seat in range(self.game.num_players):
            role = " (dealer)" if seat == self.dealer else ""
            state = self.status.get(seat, "free of stake")
            name = self.game.seats[seat]
            rows.append(f"<tr><td>{name}{role}</td><td>{escape(state)}</td>"
                        f"<td>{_svg_row(self.hands[seat], language='de', label=name)}</td>"
                        f"<td>{escape(self.said.get(seat, ''))}</td>"
                        f"<td>{self.tricks_won.get(seat, '')}</td></tr>")
        return (f'<div class="goodhope"><p>trump: {escape(self.trump_card.name("de"))} '
                f"({self.trump_card}); pot {self.pot()}</p>{_svg_row([self.trump_card], language='de', label='trump')}"
                "<table><tr><th>seat</th><th>status</th><th>cards</th><th>said</th><th>tricks</th></tr>"
                f"{''.join(rows)}</table></div>")


def next_round(session: Session) -> dict:
    """The set-up of the next round from the last one: the pot it left standing ("die andre
    Hälfte bleibt fürs künftige Spiel ſtehen") and the deal passed to the left (unspecified in
    source). [engelmann:goodhope.one-trick-each]"""
    last = session.last
    if last is None:
        return {}
    return {"pot": last.pot(), "dealer": (last.dealer + 1) % session.game.num_players}


class GoodhopeSession(Session):
    """Rounds of Goodhope in a row (:class:`gamelib.core.session.Session`): the pot carried from
    each to the next (:func:`next_round`), every movement of money in one ledger.

    ``GoodhopeSession(game, rounds, policies, seed)`` plays ``rounds`` rounds at once, dealt
    from one stream seeded by ``seed``, each played by ``policies`` (random players drawing
    from that stream by default; a policy's name draws from it too)."""

    def __init__(self, game: GoodhopeGame, rounds: int = 0, policies=None, seed=None):
        super().__init__(game, next_round, ledger=Ledger(game.seats, pots=["pot"]))
        rng = as_generator(seed)
        for _ in range(rounds):
            state = self.deal(rng)
            play(state, policies if policies is not None else RandomPlayer(rng), seed=rng)
            self.keep(state)

    @property
    def rounds(self) -> list[GoodhopeState]:
        """The rounds played, in order."""
        return self.states

    def keep(self, state: GoodhopeState) -> None:
        """Keep a finished round and post its payments to the session's ledger (the pot it
        opened with is there already: that entry is left out)."""
        super().keep(state)
        for entry in state.ledger.entries:
            if "earlier rounds" not in entry.amounts:
                self.ledger.post(entry.label, entry.amounts, passage=entry.passage,
                                 hand=self.number)

    def pot(self) -> Fraction:
        """What the pot holds after the last round."""
        return Fraction(self.ledger.balance("pot"))
