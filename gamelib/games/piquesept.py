"""Piquesept, after Theodor Engelmann, Berlin 1798 ("Eingeſandt von Hrn. L. C. Kehr").

A 32-card pack among three or four players; with three, two eights of hearts, diamonds or
clubs are laid aside [engelmann:piquesept.pack]. Spades are always trumps
[engelmann:piquesept.trump]. Whoever holds the seven of spades leads it at once, and every other
player must throw his highest trump, or his highest card if he has no trump
[engelmann:piquesept.seven-led]; the others play against him [engelmann:piquesept.why]. He may
trump a high card led by another even when he can follow; the others must follow suit or trump
[engelmann:piquesept.privilege]. In return, right at the start, the player after him draws an
unseen card from his hand and gives him any other card for it [engelmann:piquesept.blind-draw].
Cards count as in Mariage, the seven of spades 10, no extra 10 for the last trick: 130 in all,
66 or more wins [engelmann:piquesept.points, engelmann:piquesept.values].

Where the text is silent the choice is an option of :class:`PiqueseptGame` (``OPTIONS``), or
named "unspecified in source" where it is made; docs/piquesept.md gives the reasons.
"""

from __future__ import annotations

import numbers
from html import escape

import numpy as np

from gamelib.core.cards import SUIT_NAMES, SUITS, Card, CardSet, deck, parse_ordered
from gamelib.core.deal import deal_round, fixed_hands
from gamelib.core.engine import TERMINAL, Action, Game, IllegalAction, State, as_generator
from gamelib.core.hand_report import HandReport, by_suit, hand_of
from gamelib.core.ledger import Ledger, net_of
from gamelib.core.options import Option
from gamelib.core.tricks import Trick, TrickPlay, TrickRules

SEATS = ("A", "B", "C", "D")
TRUMP = "S"                           # "Pique iſt immer Trumpf" [engelmann:piquesept.trump]
SPADE_SEVEN = Card("7S")
HAND_SIZES = {4: 8, 3: 10}            # 32 cards among 4; 30 among 3 [engelmann:piquesept.pack]
LAYABLE_EIGHTS = (Card("8H"), Card("8D"), Card("8C"))   # "entweder Coeur, Caro oder Trefle"

# "Die zählenden Karten ſind: Aß (11) — 10 (10) — König (4) Dame (3) Valet (2) Pique Sieben (10)"
# [engelmann:piquesept.values]
CARD_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
SPADE_SEVEN_POINTS = 10
TOTAL_POINTS = 130                    # "Folglich iſt die Anzahl der Points zuſammen 130"
WINNING_POINTS = 66                   # "wer 66 oder mehr hat, gewinnt das Spiel"
LAST_TRICK_BONUS = 0                  # "der letzte Stich nicht ... noch 10 weiter zählt"

ORDERS = {"mariage": "ATKQJ987", "natural": "AKQJT987"}
TRICKS = {name: TrickRules.by_rank(ranks, trump=TRUMP) for name, ranks in ORDERS.items()}
"""How the cards take tricks in each order: the highest spade, else the highest card of the suit
led. [engelmann:piquesept.trump]"""
SIDES = ("holder", "each")
EXCHANGES = ("before the lead", "after the first trick")
DRAWERS = ("next", "winner")


def points(card: Card) -> int:
    """A card's points: as in Mariage, the seven of spades 10. [engelmann:piquesept.values]"""
    if card == SPADE_SEVEN:
        return SPADE_SEVEN_POINTS
    return CARD_POINTS.get(card.rank, 0)


def pack(players: int, removed_eights=()) -> CardSet:
    """The 32-card pack, less the two eights laid aside for three players.
    [engelmann:piquesept.pack]"""
    return deck("piquet") - CardSet(list(removed_eights)) if players == 3 else deck("piquet")


def pack_points(cards: CardSet) -> int:
    """The points in a set of cards; a whole pack holds 130. [engelmann:piquesept.points]"""
    return sum(points(c) for c in cards)


class PiqueseptGame(Game):
    """Piquesept: the holder of the seven of spades against the others, spades always trumps;
    seats A, B, C (and D); its options are ``OPTIONS``."""

    name = "piquesept"
    #: What the game is, in a sentence or two (python -m gamelib games).
    description = (
        "Four players (or three) with the piquet pack, spades trumps: the holder of the "
        "seven of spades plays alone against the others for the most card points, after a "
        "blind exchange of one card."
    )
    hand_deck = "piquet"

    OPTIONS = (
        Option("players", int, 4, "three or four players; with three two eights are laid aside",
               "engelmann:piquesept.pack", choices=tuple(HAND_SIZES)),
        Option("order", str, "mariage", "the rank of the cards: A 10 K Q J 9 8 7 as in Mariage, "
               "or A K Q J 10 9 8 7; the text names no order", "engelmann:piquesept.points",
               choices=tuple(ORDERS)),
        Option("high", str, "AT", "the ranks of a 'hohe Karte' the holder may trump though he "
               "can follow, letters of A K Q J T 9 8 7", "engelmann:piquesept.privilege"),
        Option("sides", str, "holder", "the holder plays alone against the others, or each "
               "counts for himself", "engelmann:piquesept.why", choices=SIDES),
        Option("exchange", str, "before the lead", "the blind draw is made before the seven is "
               "led, or after the first trick", "engelmann:piquesept.blind-draw",
               choices=EXCHANGES),
        Option("drawer", str, "next", "who draws: the player after the holder, or the first "
               "trick's winner (with the exchange after the first trick)",
               "engelmann:piquesept.blind-draw", choices=DRAWERS),
        Option("removed_eights", (type(None), str, tuple, list), None, "with three players, "
               "the two eights of hearts, diamonds or clubs laid aside (none: by chance)",
               "engelmann:piquesept.pack"),
        Option("stake", int, 1, "what the loser pays each winner; stakes are not in the text",
               None, low=1),
    )

    def __init__(self, **options):
        chosen = {o.name: options.get(o.name, o.default) for o in self.OPTIONS}
        players, high = chosen["players"], chosen["high"]
        if not high or any(r not in ORDERS["natural"] for r in high):
            raise ValueError(f"piquesept: high={high!r}: the ranks of a 'hohe Karte', from "
                             "A K Q J T 9 8 7 [engelmann:piquesept.privilege]")
        if chosen["drawer"] == "winner" and chosen["exchange"] != "after the first trick":
            raise ValueError(f"piquesept: drawer={chosen['drawer']!r}: 'winner' (who leads after "
                             "the holder: the first trick's winner) needs exchange='after the "
                             "first trick' [engelmann:piquesept.blind-draw]")
        removed_eights = chosen["removed_eights"]
        if removed_eights is not None:
            try:
                removed_eights = tuple(parse_ordered(removed_eights))
            except ValueError as error:
                raise ValueError(f"piquesept: removed_eights={removed_eights!r}: {error} "
                                 "[engelmann:piquesept.pack]") from None
            if players != 3 or len(set(removed_eights)) != 2 or \
                    any(c not in LAYABLE_EIGHTS for c in removed_eights):
                raise ValueError(f"removed_eights={[str(c) for c in removed_eights]}: with three "
                                 "players two eights of hearts, diamonds or clubs are laid aside "
                                 "[engelmann:piquesept.pack]")
            chosen["removed_eights"] = removed_eights
        self.num_players = players
        self.hand_size = HAND_SIZES[players]
        self.seats = SEATS[:players]
        self.rank_order = ORDERS[chosen["order"]]
        self.tricks = TRICKS[chosen["order"]]
        super().__init__(**chosen)

    def power(self, card: Card) -> int:
        """A card's rank in the chosen order, higher is stronger."""
        return 8 - self.rank_order.index(card.rank)

    def hand_report(self, cards, trump: str | None = None) -> HandReport:
        """The card points a hand holds, whether it holds the seven of spades, and its trumps
        marked; spades first, each suit in the game's order. Cards outside the piquet pack, or
        a trump other than spades, are a ValueError. [engelmann:piquesept.points,
        engelmann:piquesept.trump]"""
        hand = hand_of(self.name, cards, pack(4), "engelmann:piquesept.pack")
        if trump not in (None, TRUMP):
            raise ValueError(f"piquesept: trump={trump!r} is not allowed; spades are always "
                             "trumps [engelmann:piquesept.trump]")
        report = HandReport(self.name, None, TRUMP, hand, by_suit(hand, self.rank_order, TRUMP))
        report.counts.append(("card points held", pack_points(hand), "engelmann:piquesept.points"))
        report.counts.append(("seven of spades", "held" if SPADE_SEVEN in hand else "not held",
                              "engelmann:piquesept.points"))
        report.marks.update({c: "trump" for c in hand.suit(TRUMP)})
        return report

    def new_initial_state(self, seed=None, *, hands=None, drawn=None,
                          ledger: Ledger | None = None, deal: int = 1) -> PiqueseptState:
        """A dealt deal; ``hands`` fixes the hands, ``drawn`` the card blindly drawn from the
        holder's hand, ``ledger`` the ledger paid into (its accounts the seats) and ``deal``
        the deal's number. Each keyword is checked, with a ValueError naming it."""
        rng = as_generator(seed)
        if drawn is not None and not isinstance(drawn, Card):
            try:
                drawn = Card(drawn)
            except ValueError as error:
                raise ValueError(f"piquesept: drawn={drawn!r}: {error}") from None
        if ledger is not None and (not isinstance(ledger, Ledger)
                                   or not set(self.seats) <= set(ledger.players)):
            raise ValueError(f"piquesept: ledger={ledger!r} is not allowed; it takes a Ledger "
                             f"with the accounts {', '.join(self.seats)}")
        if isinstance(deal, bool) or not isinstance(deal, numbers.Integral) or deal < 1:
            raise ValueError(f"piquesept: deal={deal!r} is not allowed; it takes the deal's "
                             "number, a whole number >= 1")
        return PiqueseptState(self, rng, hands, drawn, ledger, int(deal))


class PiqueseptState(TrickPlay, State):
    """One deal: the blind draw and exchange, the seven led, the tricks, the count."""

    def __init__(self, game: PiqueseptGame, rng: np.random.Generator, hands, drawn, ledger, deal):
        self.game, self.rng, self.deal = game, rng, deal
        n = game.num_players
        removed = game.options["removed_eights"]
        if n == 3 and removed is None:    # unspecified in source which two: chance decides
            pick = rng.choice(3, size=2, replace=False)
            removed = tuple(LAYABLE_EIGHTS[i] for i in sorted(pick))
        self.removed = tuple(removed or ())
        cards = pack(n, self.removed)
        if hands is None:
            self.hands = deal_round(rng, cards, n, game.hand_size)
        else:
            self.hands = fixed_hands(hands, n, game.hand_size, "engelmann:piquesept.pack", cards,
                                     count_message="{players} players hold {size} cards each, "
                                                   "not {sizes}")
        self.initial_hands = list(self.hands)
        self.holder = next(i for i, h in enumerate(self.hands) if SPADE_SEVEN in h)
        self.drawer = (self.holder + 1) % n   # "von demjenigen, der nach ihm ausſpielt"
        if drawn is not None and (drawn == SPADE_SEVEN or drawn not in self.hands[self.holder]):
            raise ValueError(f"{drawn} cannot be drawn: the card is drawn from the holder's hand "
                             f"{self.hands[self.holder] - CardSet([SPADE_SEVEN])} "
                             "[engelmann:piquesept.blind-draw]")
        self._fixed_draw = drawn
        self.drawn: Card | None = None
        self.given: Card | None = None
        self.ledger = ledger if ledger is not None else Ledger(game.seats)
        self._first_entry = len(self.ledger.entries)
        self._end_entry: int | None = None
        self.tricks: list[Trick] = []
        self.trick = Trick(self.holder, n)
        self.taken = [CardSet() for _ in range(n)]
        self.outcome = ""
        #: The outcome as a category: "holder won", "others won" (the holder's sides), "won"
        #: (each for himself), "nobody" (no 66); None in play.
        self.result = None
        if game.options["exchange"] == "before the lead":
            self._draw()
        else:
            self.phase, self.turn = "play", self.holder

    # -- the blind draw [engelmann:piquesept.blind-draw] ---------------------------------------

    def _draw(self) -> None:
        """The player after the holder draws an unseen card from the holder's hand (not the
        seven while the holder must still lead it: unspecified in source)."""
        n = self.game.num_players
        if self.game.options["drawer"] == "winner" and self.tricks[0].winner != self.holder:
            self.drawer = self.tricks[0].winner        # who leads after him
        else:
            self.drawer = (self.holder + 1) % n        # who plays after him
        pool = self.hands[self.holder] - CardSet([SPADE_SEVEN])
        if self._fixed_draw is not None:
            card = self._fixed_draw
        else:
            listed = list(pool)
            card = listed[int(self.rng.integers(len(listed)))]
        self.drawn = card
        self.hands[self.holder] = self.hands[self.holder].remove(card)
        self.hands[self.drawer] = self.hands[self.drawer].add(card)
        self.phase, self.turn = "give", self.drawer

    # -- the protocol ---------------------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.phase == "done" else self.turn

    def legal_actions(self) -> list[Action]:
        if self.phase == "give":
            return [Action("give", c, f"give {c}") for c in self.hands[self.drawer]
                    if c != self.drawn]
        if self.phase == "play":
            return [Action("card", c, str(c)) for c in self._playable()]
        return []

    def _highest(self, cards) -> list[Card]:
        best = max(self.game.power(c) for c in cards)
        return [c for c in cards if self.game.power(c) == best]

    def _playable(self) -> list[Card]:
        """The cards the player to move may play: the seven led, then each one's highest trump
        or highest card; after that the suit led is followed, or trumped when one has none, and
        the holder may trump a high card led by another though he can follow.
        [engelmann:piquesept.seven-led, engelmann:piquesept.privilege]"""
        hand = self.hands[self.turn]
        if not self.tricks and not self.trick.cards:
            return [SPADE_SEVEN]
        rules = self.game.tricks
        trumps = [c for c in hand if rules.suit_of(c) == rules.trump]
        if not self.tricks:                             # trick 1: highest trump, else highest card
            return self._highest(trumps or hand)
        led = self.trick.led
        if led is None:
            return list(hand)
        follow = rules.following(hand, led)             # the suit led if held, else every card
        if rules.suit_of(follow[0]) != rules.suit_of(led):
            return trumps or follow                     # "müſſen Farbe bekennen oder trumpfen"
        if self._privileged():
            return [c for c in hand if c in follow or c in trumps]
        return follow

    def _privileged(self) -> bool:
        """The holder may trump a high card led by another, though he can follow."""
        led = self.trick.led
        return (self.turn == self.holder and self.trick.leader != self.holder
                and led.suit != TRUMP and led.rank in self.game.options["high"])

    def why_illegal(self, action) -> IllegalAction:
        if self.phase == "done":
            return IllegalAction("the deal is over: no action can be taken")
        who = self.game.seats[self.turn]
        words = str(action).split()
        value = action.value if isinstance(action, Action) else (words[-1] if words else "")
        try:
            card = value if isinstance(value, Card) else Card(str(value))
        except ValueError:
            card = None
        if self.phase == "give":
            if card == self.drawn:
                return IllegalAction(f"{who} gives the holder another card for the one drawn, "
                                     f"not {card} itself", "engelmann:piquesept.blind-draw")
            return IllegalAction(f"{who} gives the holder a card of his own in exchange "
                                 "(write 'give 9H')", "engelmann:piquesept.blind-draw")
        if card is None:
            return IllegalAction(f"{who} plays a card (write it as '7S')",
                                 "engelmann:piquesept.trump")
        if card not in self.hands[self.turn]:
            return IllegalAction(f"{card} is not in {who}'s hand", "engelmann:piquesept.pack")
        if not self.tricks and not self.trick.cards:
            return IllegalAction(f"{who} holds the seven of spades and must lead it at once",
                                 "engelmann:piquesept.seven-led")
        if not self.tricks:
            return IllegalAction(
                f"to the seven of spades {who} must throw his highest trump, or his highest card "
                f"if he has no trump: {' or '.join(map(str, self._playable()))}",
                "engelmann:piquesept.seven-led")
        led = self.trick.led
        if card.suit == TRUMP and self.turn == self.holder:
            return IllegalAction(f"{who} may trump over a suit he holds only when another leads a "
                                 f"high card ({', '.join(self.game.options['high'])}); "
                                 f"{led} is not one", "engelmann:piquesept.privilege")
        if self.hands[self.turn].suit(led.suit):
            return IllegalAction(f"revoke: {who} holds {SUIT_NAMES[led.suit]} and must follow "
                                 f"suit to {led}", "engelmann:piquesept.privilege")
        return IllegalAction(f"{who} has no {SUIT_NAMES[led.suit]} and must trump",
                             "engelmann:piquesept.privilege")

    def _apply(self, action: Action) -> None:
        if action.kind == "give":
            self.given = action.value
            self.hands[self.drawer] = self.hands[self.drawer].remove(action.value)
            self.hands[self.holder] = self.hands[self.holder].add(action.value)
            if self.tricks:           # exchange after the first trick: its winner leads on
                self.phase, self.turn = "play", self.trick.leader
            else:
                self.phase, self.turn = "play", self.holder
            return
        winner = self._play_to_trick(action.value, self.game.tricks.winner)
        if winner is None:
            return
        self.taken[winner] = self.taken[winner] | CardSet(self.trick.cards)
        self.trick = Trick(winner, self.game.num_players)
        if not self.hands[winner]:
            self._settle()
        elif len(self.tricks) == 1 and self.game.options["exchange"] == "after the first trick":
            self._draw()
        else:
            self.turn = winner

    # -- the count [engelmann:piquesept.points] --------------------------------------------------

    def card_points(self) -> list[int]:
        """Each player's points in the cards he took (no bonus for the last trick)."""
        return [pack_points(t) for t in self.taken]

    def _settle(self) -> None:
        self.phase = "done"
        seats, stake = self.game.seats, self.game.options["stake"]
        counted = self.card_points()
        if self.game.options["sides"] == "holder":
            holder = seats[self.holder]
            others = [s for i, s in enumerate(seats) if i != self.holder]
            mine = counted[self.holder]
            theirs = sum(counted) - mine
            if mine >= WINNING_POINTS:
                self.outcome = f"{holder} (the seven of spades) wins with {mine} to {theirs}"
                self.result = "holder won"
                for other in others:
                    self.ledger.pay(other, holder, stake, f"{other} pays {holder}: {mine} points",
                                    passage="engelmann:piquesept.points", hand=self.deal)
            elif theirs >= WINNING_POINTS:
                self.outcome = f"{', '.join(others)} win with {theirs} to {holder}'s {mine}"
                self.result = "others won"
                for other in others:
                    self.ledger.pay(holder, other, stake, f"{holder} pays {other}: only {mine} "
                                    "points", passage="engelmann:piquesept.points", hand=self.deal)
            else:
                self.outcome = f"{mine} to {theirs}: nobody has 66, nothing is paid"
                self.result = "nobody"
        else:
            best = max(range(len(seats)), key=lambda i: counted[i])
            if counted[best] >= WINNING_POINTS:
                self.outcome = f"{seats[best]} wins with {counted[best]}"
                self.result = "won"
                for i, other in enumerate(seats):
                    if i != best:
                        self.ledger.pay(other, seats[best], stake, f"{other} pays {seats[best]}: "
                                        f"{counted[best]} points",
                                        passage="engelmann:piquesept.points", hand=self.deal)
            else:
                self.outcome = f"nobody reaches 66 ({counted}): nothing is paid"
                self.result = "nobody"
        self._end_entry = len(self.ledger.entries)

    def entries(self):
        return self.ledger.entries[self._first_entry:self._end_entry]

    def returns(self) -> list[float]:
        return net_of(self.entries(), self.game.seats)

    def hand(self, player: int) -> CardSet:
        return self.hands[player]

    def roles(self, viewer: int | None = None) -> dict[int, list[str]]:
        """The holder of the seven of spades, who leads it (alone against the others, or each
        for himself, as the game's ``sides``), and the player who draws from his hand
        [engelmann:piquesept.seven-led, engelmann:piquesept.blind-draw]."""
        alone = self.game.options["sides"] == "holder"
        roles = {p: ["plays for himself"] if not alone else [] for p in range(self.game.num_players)}
        roles[self.holder].append("holder of the seven of spades: leads it"
                                  + (", alone against the others" if alone else ""))
        roles[self.drawer].append("draws a card from the holder's hand")
        if alone:
            for p in roles:
                if p != self.holder:
                    roles[p].append("against the holder")
        return roles

    def information(self, player: int) -> dict:
        info = {"player": player, "hand": self.hands[player], "holder": self.holder,
                "tricks": [str(t) for t in self.tricks], "trick": str(self.trick)}
        if player in (self.drawer, self.holder):  # the card leaves the one, reaches the other
            info["drawn"] = self.drawn
            info["given"] = self.given
        return info

    def details(self) -> dict:
        seats = self.game.seats
        return {
            "deal": self.deal,
            "players": self.game.num_players,
            "laid aside": [str(c) for c in self.removed],
            "holder of the seven": seats[self.holder],
            "drawn by": seats[self.drawer],
            "drawn": str(self.drawn) if self.drawn else None,
            "given": str(self.given) if self.given else None,
            "tricks": [t.told(seats) for t in self.tricks],
            "points": dict(zip(seats, self.card_points())),
            "outcome": self.outcome,
            "result": self.result,
            "payments": [str(e) for e in self.entries()],
        }

    def _repr_html_(self) -> str:
        order = lambda c: (SUITS.index(c.suit), self.game.rank_order.index(c.rank))  # noqa: E731
        rows = "".join(
            f"<tr><td><b>{escape(seat)}</b>{' (7♠)' if i == self.holder else ''}</td>"
            f"<td>{self.card_points()[i]}</td><td>{self.initial_hands[i].svg(order=order)}</td></tr>"
            for i, seat in enumerate(self.game.seats))
        return (f'<div class="piquesept"><div>deal {self.deal}: spades trumps'
                f"{'; ' + escape(self.outcome) if self.outcome else ''}</div><table><tr><th>seat"
                f"</th><th>points</th><th>hand as dealt</th></tr>{rows}</table></div>")
