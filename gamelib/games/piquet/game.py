"""Piquet after Engelmann: the game and one deal's state machine (the deal, a misdeal, carte
blanche, the exchange, the declarations, the play, the count) and the partie of four deals.
[engelmann:piquet.deal, engelmann:piquet.exchange, engelmann:piquet.play]"""

from __future__ import annotations

import numbers
from dataclasses import dataclass, field
from html import escape

import numpy as np

from gamelib.core.cards import Card, CardSet, deck
from gamelib.core.deal import deal_packets, shuffled
from gamelib.core.engine import TERMINAL, Action, Game, IllegalAction, State, as_generator
from gamelib.core.hand_report import HandReport, by_suit, hand_of
from gamelib.core.ledger import Ledger, net_of
from gamelib.core.options import Option
from gamelib.core.setup import cards_given
from gamelib.core.setup import seat_given as core_seat_given
from gamelib.core.tricks import card_named
from gamelib.games.piquet import narration
from gamelib.games.piquet.declarations import (
    _CATEGORY_PASSAGE,
    Declarations,
    combinations_of,
    repic_of,
    rummel,
    score_declarations,
    sequences,
    sets,
)
from gamelib.games.piquet.rules import (
    CAPOT,
    CATEGORIES,
    ELDER_MINIMUM,
    HAND_SIZE,
    LAST_TRICK,
    LEAD_POINT,
    LEAD_POINTS,
    LONE_CARD,
    MOST_TRICKS,
    OFFENCE_PASSAGES,
    OFFENCES,
    PACKETS,
    PARTIE_DEALS,
    PARTIES,
    PIC_BONUS,
    PIC_THRESHOLD,
    RANKS_LOW_TO_HIGH,
    REPIC_BONUS,
    REPIC_READINGS,
    TALON_HEAPS,
    TEN_UP,
    TRICK_POINT,
    TRICKS,
    YOUNGER_MINIMUM,
    is_carte_blanche,
    partie_points,
)


class PiquetGame(Game):
    """Engelmann's Piquet for two seats, A and B; its options are ``OPTIONS``."""

    name = "piquet"
    #: What the game is, in a sentence or two (python -m gamelib games).
    description = (
        "Two players with thirty-two cards: after the exchange from the talon each "
        "declares his point, sequences and sets, then both play twelve tricks without "
        "trumps, scoring a point for leads and tricks, until a partie of a hundred and "
        "one."
    )
    hand_deck = "piquet"
    num_players = 2
    seats = ("A", "B")  # "Wenn A giebt, ſo hat B Vorhand" (engelmann:piquet.elder)

    OPTIONS = (
        Option("partie", str, "101", "a race to 101 or 100 points, four deals reckoned in tens, "
               "or each deal's points paid by themselves", "engelmann:piquet.target",
               choices=PARTIES),
        Option("packet", int, 3, "the cards dealt at a time, three or two",
               "engelmann:piquet.deal", choices=PACKETS),
        Option("last_trick", str, "printed", "the last trick counts three as printed, or two as "
               "every other source says", "engelmann:piquet.last-trick",
               choices=tuple(LAST_TRICK)),
        Option("lead_point", str, "every", "every lead counts a point, or only a lead of a ten "
               "or higher (the example's narrow reading)", "engelmann:piquet.lead-example",
               choices=LEAD_POINTS),
        Option("carte_blanche", int, 10, "the points of a carte blanche (Hoyle's 10; the book "
               "only names it)", "engelmann:piquet.precedence", low=0),
        Option("stake", int, 1, "the units a partie is worth (per partie of difference in four "
               "deals); the book names no stake", None, low=1),
        Option("repic", str, "literal", "a repic needs the opponent to bring nothing valid at "
               "all, or thirty reached category by category (Cavendish)",
               "engelmann:piquet.repic", choices=REPIC_READINGS),
        Option("lone_card", str, "last trick", "the long hand's card led alone, the other hand "
               "being short: the last trick (all twelve cards played), or no trick (the last "
               "two-card trick is the last); the law is silent", "engelmann:piquet.law-6",
               choices=LONE_CARD),
    )

    def __init__(self, **options):
        super().__init__(**{o.name: options.get(o.name, o.default) for o in self.OPTIONS})
        chosen = self.options
        self.partie = chosen["partie"]
        self.packet = chosen["packet"]
        self.last_trick = LAST_TRICK[chosen["last_trick"]]
        self.lead_point = chosen["lead_point"]
        self.repic = chosen["repic"]
        self.lone_card = chosen["lone_card"]
        self.carte_blanche_value = chosen["carte_blanche"]
        self.stake = chosen["stake"]
        self.target = int(self.partie) if self.partie.isdigit() else None

    def hand_report(self, cards, trump: str | None = None) -> HandReport:
        """What a hand could declare: carte blanche, the point (its cards marked), the sequences,
        the trios and quatorzes, each with its passage; the cards suit by suit, ace to seven.
        Cards outside the piquet pack, or a trump (Piquet has none), are a ValueError.
        [engelmann:piquet.rummel, engelmann:piquet.sequences, engelmann:piquet.sets]"""
        hand = hand_of(self.name, cards, deck("piquet"), "engelmann:piquet.players")
        if trump is not None:
            raise ValueError(f"piquet: trump={trump!r} is not allowed; Piquet has no trump "
                             "[engelmann:piquet.order]")
        report = HandReport(self.name, None, None, hand, by_suit(hand, RANKS_LOW_TO_HIGH[::-1]))
        if is_carte_blanche(hand):
            report.counts.append(("carte blanche", self.carte_blanche_value,
                                  _CATEGORY_PASSAGE["carte blanche"]))
        point = rummel(hand)
        if point:
            report.counts.append(("point", f"{point.name}: {point.points}",
                                  _CATEGORY_PASSAGE["point"]))
            report.marks.update({c: "trump" for c in point.cards})
        for combo in sequences(hand):
            report.counts.append(("sequence", f"{combo.name}: {combo.points}",
                                  _CATEGORY_PASSAGE["sequences"]))
        for combo in sets(hand):
            report.counts.append(("set", f"{combo.name}: {combo.points}",
                                  _CATEGORY_PASSAGE["sets"]))
        return report

    def new_initial_state(self, seed=None, *, dealer: int = 0, hands=None, talon=None,
                          misdealt: bool = False, offence=None, faced_cards: int = 0,
                          totals=(0, 0), number: int = 1,
                          ledger: Ledger | None = None) -> PiquetState:
        """A dealt state. ``hands`` (by seat) and ``talon`` (the undealt cards in order, the
        elder's upper heap of five first) fix the deal, twelve cards each; with
        ``misdealt=True`` a hand may hold from 10 to 16, the misdeals of the laws (a card too
        many, law 1; a packet, law 2; a hand short, law 6); ``offence=(seat, "law-5")`` records an
        error of the laws; ``faced_cards`` is the number of cards found face up in the deal (law
        17). In a partie to 101 or 100, ``totals`` are the points carried from the deals before,
        ``number`` this deal's number in the partie and ``ledger`` the partie's, which the stake
        is paid into (:func:`partie_session` gives all three). [engelmann:piquet.scorekeeping]
        Each keyword is checked first, with a ValueError naming it."""
        rng = as_generator(seed)
        dealer = seat_given("dealer", dealer, "engelmann:piquet.first-dealer")
        if hands is None and talon is not None:
            raise ValueError("piquet: talon= without hands= would put dealt cards into the "
                             "talon; give the hands too [engelmann:piquet.talon]")
        if not isinstance(misdealt, bool):
            raise ValueError(f"piquet: misdealt={misdealt!r} is not allowed; it takes True or "
                             "False [engelmann:piquet.law-1]")
        if offence is not None:
            if not isinstance(offence, (tuple, list)) or len(offence) != 2 \
                    or not isinstance(offence[1], str) or offence[1] not in OFFENCES:
                raise ValueError(f"piquet: offence={offence!r} is not allowed; it takes (seat 0 "
                                 f"or 1, one of {', '.join(OFFENCES)}) [engelmann:piquet.law-5]")
            offence = (seat_given("offence's seat", offence[0], "engelmann:piquet.law-5"),
                       offence[1])
        if not _whole(faced_cards) or not 0 <= faced_cards <= len(deck("piquet")):
            raise ValueError(f"piquet: faced_cards={faced_cards!r} is not allowed; it takes the "
                             "number of cards found face up in the deal, a whole number from 0 "
                             "to 32 [engelmann:piquet.law-17]")
        if not isinstance(totals, (tuple, list)) or len(totals) != 2 \
                or not all(_whole(t) and t >= 0 for t in totals):
            raise ValueError(f"piquet: totals={totals!r} is not allowed; it takes the two "
                             "players' points so far, whole numbers >= 0 "
                             "[engelmann:piquet.scorekeeping]")
        if self.target is not None and max(totals) >= self.target:
            raise ValueError(f"piquet: totals={tuple(totals)}: the partie to {self.target} is "
                             "already won; a new partie starts from nought "
                             "[engelmann:piquet.target]")
        if self.target is None and tuple(totals) != (0, 0):
            raise ValueError(f"piquet: totals={tuple(totals)}: only a partie to 101 or 100 "
                             "carries points from deal to deal [engelmann:piquet.scorekeeping]")
        if not _whole(number) or number < 1:
            raise ValueError(f"piquet: number={number!r} is not allowed; it takes a deal's "
                             "number in the partie, a whole number >= 1")
        if ledger is not None and (not isinstance(ledger, Ledger)
                                   or not set(self.seats) <= set(ledger.players)):
            raise ValueError(f"piquet: ledger={ledger!r} is not allowed; it takes a Ledger "
                             f"with the accounts {', '.join(self.seats)}")
        return PiquetState(self, rng, dealer=dealer, hands=hands, talon=talon,
                           misdealt=misdealt, offence=offence, faced_cards=int(faced_cards),
                           totals=tuple(int(t) for t in totals), number=int(number),
                           ledger=ledger)


def _whole(value) -> bool:
    """A whole number: an int or numpy's, not a bool."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def seat_given(keyword: str, value, passage: str) -> int:
    """A seat given in set-up, 0 or 1; anything else is a ValueError naming ``keyword``."""
    return core_seat_given(PiquetGame, keyword, value, passage, seats=2)



@dataclass
class Deal:
    """The record of one deal."""

    number: int
    dealer: int
    dealt: list[CardSet]
    talon: list[Card]
    discards: list[list[Card]] = field(default_factory=lambda: [[], []])
    taken: list[list[Card]] = field(default_factory=lambda: [[], []])
    shown: dict = field(default_factory=dict)
    tricks: list[tuple[int, Card, Card | None, int]] = field(default_factory=list)
    events: list[tuple[int, str, int, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    declarations: Declarations | None = None
    offender: int | None = None

    @property
    def elder(self) -> int:
        return 1 - self.dealer

    def score(self, seat: int) -> int:
        return sum(points for who, _, points, _ in self.events if who == seat)


class PiquetState(State):
    """One deal of Piquet (of a partie to 101 or 100, or paid by itself), or the four deals of
    a partie reckoned in tens. Seats 0 and 1."""

    def __init__(self, game: PiquetGame, rng: np.random.Generator, *, dealer=0, hands=None,
                 talon=None, misdealt=False, offence=None, faced_cards=0, totals=(0, 0), number=1, ledger=None):
        self.game = game
        self.rng = rng
        self.ledger = Ledger(game.seats) if ledger is None else ledger
        self._payments = []  # the entries this state posted, of the ledger it may share
        self._number = int(number)
        self.deals: list[Deal] = []
        self.totals = [int(t) for t in totals]
        self.winner: int | None = None
        self._done = False
        self._start_deal(dealer, hands, talon, offence, faced_cards, misdealt)

    # -- dealing -----------------------------------------------------------------------------

    def _random_deal(self, dealer: int) -> tuple[list[CardSet], list[Card]]:
        """Shuffle and deal by packets, the non-dealer first. [engelmann:piquet.deal]"""
        return deal_packets(shuffled(self.rng, deck("piquet")), (1 - dealer, dealer), HAND_SIZE,
                            self.game.packet)

    def _start_deal(self, dealer, hands=None, talon=None, offence=None, faced_cards=0,
                    misdealt=False):
        notes = []
        if hands is None:
            hands, talon = self._random_deal(dealer)
        else:
            hands, talon = self._fixed_deal(hands, talon, misdealt)
        if faced_cards >= 2:
            # "zwei umgekehrte Blätter ... wieder mengen und anders geben" [engelmann:piquet.law-17]
            notes.append("two cards faced in the deal: dealt anew [engelmann:piquet.law-17]")
            hands, talon = self._random_deal(dealer)
        if any(len(h) > HAND_SIZE + 1 for h in hands):
            # 15 or 16 cards, or a packet too many: a new deal is compulsory [engelmann:piquet.law-2]
            notes.append(f"hands of {len(hands[0])} and {len(hands[1])} cards: dealt anew, "
                         "no choice [engelmann:piquet.law-2]")
            hands, talon = self._random_deal(dealer)
        deal = Deal(self._number + len(self.deals), dealer, hands, list(talon), notes=notes)
        if offence is not None:
            deal.offender = offence[0]
            deal.notes.append(f"{self.game.seats[offence[0]]}: {OFFENCES[offence[1]]} "
                              f"[{OFFENCE_PASSAGES[offence[1]]}]")
        self.deals.append(deal)
        self.hands = [CardSet(h) for h in hands]
        self.phase = "misdeal" if any(len(h) == HAND_SIZE + 1 for h in hands) else "blanche"
        self.rectify = False
        self.pending_discards: list[Card] = []
        self.decl_queue = []
        self.trick: list[Card] = []
        self.leader = deal.elder
        self.younger_scored = False
        self.pic_open = True
        if self.phase == "blanche":
            self._queue_blanche()

    def _fixed_deal(self, hands, talon, misdealt=False):
        """The hands given, checked (twelve each, unless ``misdealt``), and the talon given (in
        order) or the rest shuffled."""
        if not isinstance(hands, (list, tuple)) or len(hands) != 2:
            raise ValueError(f"piquet: hands={hands!r} is not allowed; Piquet is played by two: "
                             "give two hands [engelmann:piquet.players]")
        cards = [cards_given(self.game, f"hands[{i}]", h) for i, h in enumerate(hands)]
        pack = deck("piquet")
        for h in cards:
            foreign = h - pack
            if foreign:
                raise ValueError(f"{foreign} not in the piquet pack: the twos to sixes are taken "
                                 "out, 32 cards remain [engelmann:piquet.players]")
        for i, h in enumerate(cards):
            if not misdealt and len(h) != HAND_SIZE:
                raise ValueError(f"piquet: hands[{i}] has {len(h)} cards: each player receives "
                                 "twelve; a misdeal of the laws (a card or a packet too many, "
                                 "laws 1 and 2, a hand short, law 6) is set up with "
                                 "misdealt=True [engelmann:piquet.deal, engelmann:piquet.law-1]")
            if not 10 <= len(h) <= 16:
                raise ValueError(f"a hand of {len(h)} cards: each receives twelve (a card or a "
                                 "packet more or fewer is a misdeal of the laws) "
                                 "[engelmann:piquet.deal, engelmann:piquet.law-1]")
        if cards[0] & cards[1]:
            raise ValueError(f"{cards[0] & cards[1]} dealt to both players [engelmann:piquet.deal]")
        rest = pack - cards[0] - cards[1]
        if talon is None:
            order = shuffled(self.rng, rest)
        else:
            order = cards_given(self.game, "talon", talon, ordered=True)
            if CardSet(order) != rest:
                raise ValueError(f"the talon must be the {len(rest)} cards not dealt ({rest}) "
                                 "[engelmann:piquet.talon]")
        return cards, order

    @property
    def deal(self) -> Deal:
        return self.deals[-1]

    def _upper(self) -> int:
        """Size of the elder's upper heap: 5, less if the talon is short. [engelmann:piquet.talon]"""
        return min(TALON_HEAPS[0], len(self.deal.talon))

    # -- the phases --------------------------------------------------------------------------

    def _queue_blanche(self):
        self.decl_queue = [(p, "carte blanche") for p in (self.deal.elder, self.deal.dealer)
                           if is_carte_blanche(self.hands[p])]
        self.phase = "blanche" if self.decl_queue else "exchange"
        if self.phase == "exchange":
            self.exchanger = self.deal.elder

    def _queue_declarations(self):
        d = self.deal
        self.decl_queue = []
        for category in CATEGORIES[1:]:
            for p in (d.elder, d.dealer):
                if combinations_of(self.hands[p], category):
                    self.decl_queue.append((p, category))
                else:
                    d.shown[(p, category)] = False
        self.phase = "declare"
        self._advance_declarations()

    def _advance_declarations(self):
        if self.decl_queue:
            return
        self._score_declarations()
        self.phase = "play"
        self.leader = self.deal.elder
        self.trick = []

    def current_player(self) -> int:
        if self._done:
            return TERMINAL
        if self.phase == "misdeal":
            return self.deal.elder
        if self.phase in ("blanche", "declare"):
            return self.decl_queue[0][0]
        if self.phase == "exchange":
            return self.exchanger
        return self.leader if not self.trick else 1 - self.leader

    def _min_discard(self, seat: int) -> int:
        if seat == self.deal.elder:
            return ELDER_MINIMUM
        return min(YOUNGER_MINIMUM, self._rest_size())

    def _max_discard(self, seat: int) -> int:
        if seat == self.deal.elder:
            return self._upper() + (1 if self.rectify else 0)
        return self._rest_size()

    def _rest_size(self) -> int:
        return len(self.deal.talon) - len(self.deal.taken[self.deal.elder])

    def legal_actions(self) -> list[Action]:
        if self._done:
            return []
        if self.phase == "misdeal":
            return [Action("misdeal", "redeal", "deal anew"), Action("misdeal", "play", "play on")]
        if self.phase in ("blanche", "declare"):
            category = self.decl_queue[0][1]
            return [Action("declare", (category, True), f"declare {category}"),
                    Action("declare", (category, False), f"withhold {category}")]
        if self.phase == "exchange":
            seat = self.exchanger
            acts = []
            if len(self.pending_discards) < self._max_discard(seat):
                acts = [Action("discard", c, f"discard {c}") for c in self.hands[seat]
                        if c not in self.pending_discards]
            if len(self.pending_discards) >= self._min_discard(seat):
                acts.append(Action("take", len(self.pending_discards), "take"))
            return acts
        seat = self.current_player()
        hand = self.hands[seat]
        cards = TRICKS.following(hand, self.trick[0] if self.trick else None)
        return [Action("card", c, str(c)) for c in cards]

    def why_illegal(self, action) -> IllegalAction:
        if self._done:
            return IllegalAction("the deal is over")
        text = " ".join(str(action).split()).lower()
        seat = self.current_player()
        who = self.game.seats[seat]
        if text.startswith("declare "):
            wanted = text[len("declare "):]
            hand = self.deal.dealt[seat] if wanted == "carte blanche" else self.hands[seat]
            if wanted in CATEGORIES and not combinations_of(hand, wanted):
                return IllegalAction(f"{who} declares {wanted} but holds none: a false "
                                     "declaration", "engelmann:piquet.law-5")
        if self.phase == "exchange":
            n = len(self.pending_discards)
            if text == "take":
                if seat == self.deal.elder:
                    return IllegalAction(f"the elder may not discard fewer than {ELDER_MINIMUM} "
                                         f"(he has discarded {n})", "engelmann:piquet.exchange")
                return IllegalAction(f"the younger may not discard fewer than {YOUNGER_MINIMUM} "
                                     f"(he has discarded {n})", "engelmann:piquet.exchange")
            if text.startswith("discard"):
                if n >= self._max_discard(seat):
                    return IllegalAction(f"no more than {self._max_discard(seat)} cards can be "
                                         "bought; no second exchange", "engelmann:piquet.law-11")
                return IllegalAction(f"{text[8:].upper()} is not in {who}'s hand",
                                     "engelmann:piquet.exchange")
            return IllegalAction("now the cards are discarded one at a time, then 'take'",
                                 "engelmann:piquet.exchange")
        if self.phase in ("blanche", "declare"):
            category = self.decl_queue[0][1]
            if text.startswith("declare"):
                wanted = text[len("declare"):].strip()
                if wanted and wanted != category:
                    held = combinations_of(self.hands[seat], wanted) if wanted in CATEGORIES else None
                    if held == []:
                        return IllegalAction(f"{who} declares {wanted} but holds none",
                                             "engelmann:piquet.law-5")
                    return IllegalAction(f"declarations go in the booklet's order; now: {category}",
                                         "engelmann:piquet.precedence")
            return IllegalAction(f"declare or withhold {category} now", "engelmann:piquet.precedence")
        if self.phase == "misdeal":
            return IllegalAction("the elder chooses: deal anew or play on", "engelmann:piquet.law-1")
        # play
        card = card_named(action)
        if card is None:
            return IllegalAction(f"{action!r} is not a card to play", "engelmann:piquet.play")
        if card not in self.hands[seat]:
            return IllegalAction(f"{card} is not in {who}'s hand", "engelmann:piquet.play")
        if self.trick and TRICKS.suit_of(card) != TRICKS.suit_of(self.trick[0]):
            return IllegalAction(f"{card} revokes: suit must be followed while possible "
                                 f"({self.trick[0]} was led); the wrong card is taken back",
                                 "engelmann:piquet.law-7")
        return IllegalAction(f"{card} cannot be played now", "engelmann:piquet.follow")

    def _apply(self, action: Action) -> None:
        d = self.deal
        if action.kind == "misdeal":
            big = 0 if len(self.hands[0]) == HAND_SIZE + 1 else 1
            if action.value == "redeal":
                d.notes.append("elder chose a new deal [engelmann:piquet.law-1]")
                hands, talon = self._random_deal(d.dealer)
                d.dealt, d.talon = hands, talon
                self.hands = [CardSet(h) for h in hands]
            else:
                if big == d.elder:
                    # he discards one more than he takes [engelmann:piquet.law-1-rectify]
                    self.rectify = True
                    d.notes.append("elder plays on with 13 and discards one more than he takes "
                                   "[engelmann:piquet.law-1-rectify]")
                else:
                    d.notes.append("dealer holds 13; elder plays on [engelmann:piquet.law-1-dealer]")
            self.phase = "blanche"
            self._queue_blanche()
        elif action.kind == "declare":
            seat, category = self.decl_queue.pop(0)
            d.shown[(seat, category)] = action.value[1]
            if self.phase == "blanche":
                if not self.decl_queue:
                    self.phase = "exchange"
                    self.exchanger = d.elder
            else:
                self._advance_declarations()
        elif action.kind == "discard":
            self.pending_discards.append(action.value)
        elif action.kind == "take":
            self._exchange(self.exchanger, list(self.pending_discards))
            self.pending_discards = []
            if self.exchanger == d.elder:
                self.exchanger = d.dealer
            else:
                self._queue_declarations()
        elif action.kind == "card":
            self._play(action.value)

    def _exchange(self, seat: int, discards: list[Card]) -> None:
        """Discard first, then take from the talon in order. [engelmann:piquet.exchange,
        engelmann:piquet.law-11]"""
        d = self.deal
        for c in discards:
            self.hands[seat] = self.hands[seat].remove(c)
        if seat == d.elder:
            n = len(discards) - (1 if self.rectify else 0)
            taken = d.talon[:n]
        else:
            start = len(d.taken[d.elder])
            taken = d.talon[start:start + len(discards)]
        for c in taken:
            self.hands[seat] = self.hands[seat].add(c)
        d.discards[seat] = discards
        d.taken[seat] = taken
        if len(self.hands[seat]) > HAND_SIZE and d.offender is None:
            # "zählet ganz und gar nichts" [engelmann:piquet.law-6]
            d.offender = seat
            d.notes.append(f"{self.game.seats[seat]} holds {len(self.hands[seat])} cards: counts "
                           "nothing [engelmann:piquet.law-6]")

    def _score_declarations(self) -> None:
        d, seats = self.deal, self.game.seats
        elder, younger = d.elder, d.dealer
        shown = {cat: (d.shown.get((elder, cat), False), d.shown.get((younger, cat), False))
                 for cat in CATEGORIES}
        blanche = (is_carte_blanche(d.dealt[elder]), is_carte_blanche(d.dealt[younger]))
        offender = None if d.offender is None else (0 if d.offender == elder else 1)
        decl = score_declarations(self.hands[elder], self.hands[younger], declared=shown,
                                  offender=offender, carte_blanche=blanche,
                                  carte_blanche_value=self.game.carte_blanche_value,
                                  names=(f"{seats[elder]} (elder)", f"{seats[younger]} (younger)"))
        d.declarations = decl
        seat_of = (elder, younger)
        for line in decl.lines:
            if line.valid:
                self._event(seat_of[line.player], line.combination.name, line.points, line.passage)
        totals = (decl.points(0), decl.points(1))
        who = repic_of(decl, self.game.repic)
        if who is not None and not (d.offender is not None and seat_of[who] == d.offender):
            self._event(seat_of[who], "repic", REPIC_BONUS, "engelmann:piquet.repic")
            self.pic_open = False
        if totals[1] > 0 or d.offender == elder or totals[0] >= PIC_THRESHOLD:
            # the younger brought something valid against him, or the elder already had thirty
            # ("nicht ganz bis auf 30 Points zählen kann") [engelmann:piquet.pic]
            self.pic_open = False

    def _event(self, seat: int, label: str, points: int, passage: str) -> None:
        if self._done:
            return
        if self.deal.offender is not None and seat == self.deal.offender:
            return  # the offender counts nothing this deal [engelmann:piquet.law-5]
        self.deal.events.append((seat, label, points, passage))
        if seat == self.deal.dealer and points > 0:
            self.younger_scored = True
            self.pic_open = False
        elif self.phase == "play":
            self._check_pic()
        # the pic is an event of its own and may have finished the partie: it ends once
        # [engelmann:piquet.target]
        if self.game.target is not None and not self._done \
                and self.totals[seat] + self.deal.score(seat) >= self.game.target:
            self.winner = seat
            self._finish_partie()

    def _check_pic(self) -> None:
        """Pic: the elder reaches 30 in play before the younger has scored anything.
        [engelmann:piquet.pic]"""
        d = self.deal
        if not self.pic_open or self._done:
            return
        if d.score(d.elder) >= PIC_THRESHOLD:
            self.pic_open = False
            self._event(d.elder, "pic", PIC_BONUS, "engelmann:piquet.pic")

    def _play(self, card: Card) -> None:
        seat = self.current_player()
        self.hands[seat] = self.hands[seat].remove(card)
        self.trick.append(card)
        other = 1 - seat
        if len(self.trick) == 1 and self.hands[other]:
            return
        self._close_trick()

    def _close_trick(self) -> None:
        d = self.deal
        lead = self.trick[0]
        reply = self.trick[1] if len(self.trick) > 1 else None
        leader = self.leader
        over = not self.hands[0] and not self.hands[1]
        # A short hand out of cards leaves the long hand to lead its last card(s) alone
        # [engelmann:piquet.law-6]. The law does not say what such a card counts: by default
        # the last of them is the last trick; lone_card="no trick" counts it nothing, and the
        # last trick is then the last with two cards.
        if reply is None and self.game.lone_card == "no trick":
            d.tricks.append((leader, lead, None, None))
            self.trick = []
            if over and not self._done:
                self._end_of_play()
            return
        taker = leader if TRICKS.winner(self.trick) == 0 else 1 - leader
        last = over if self.game.lone_card == "last trick" else \
            not self.hands[0] or not self.hands[1]
        d.tricks.append((leader, lead, reply, taker))
        lead_counts = self.game.lead_point == "every" or lead.rank in TEN_UP
        win_points = self.game.last_trick if last else TRICK_POINT
        if taker == leader:
            # "Es kömmt dem nur zu zählen zu, der da ſticht, oder anfängt auszuſpielen"
            # [engelmann:piquet.who-counts]: one point, not two, for leading and taking; on the
            # narrow reading a seven, eight or nine led counts nothing [engelmann:piquet.lead-example]
            if last:
                self._event(leader, "last trick", win_points, "engelmann:piquet.last-trick")
            elif lead_counts:
                self._event(leader, "lead", LEAD_POINT, "engelmann:piquet.play")
        else:
            if lead_counts:
                self._event(leader, "lead", LEAD_POINT, "engelmann:piquet.play")
            self._event(taker, "last trick" if last else "trick", win_points,
                        "engelmann:piquet.last-trick" if last else "engelmann:piquet.lead-example")
        self.trick = []
        # the taker leads next; a short hand with no card left cannot [engelmann:piquet.law-6]
        self.leader = taker if self.hands[taker] else 1 - taker
        if over and not self._done:
            self._end_of_play()

    def _end_of_play(self) -> None:
        d = self.deal
        # The ten for the most tricks, or the forty of capot "anstatt ... zehen", is counted when
        # the play is over: too late for the pic, which is reached in play [engelmann:piquet.capot,
        # engelmann:piquet.pic]
        self.pic_open = False
        won = [sum(1 for t in d.tricks if t[3] == p) for p in (0, 1)]
        if won[0] != won[1]:
            top = 0 if won[0] > won[1] else 1
            if won[1 - top] == 0:
                self._event(top, "capot", CAPOT, "engelmann:piquet.capot")
            else:
                self._event(top, "most tricks", MOST_TRICKS, "engelmann:piquet.most-tricks")
        if self._done:
            return
        for p in (0, 1):
            self.totals[p] += d.score(p)
        self._after_deal()

    def _after_deal(self) -> None:
        game = self.game
        if game.target is not None:
            # the partie goes on in the next deal, from these totals [engelmann:piquet.scorekeeping]
            self._done = True
        elif game.partie == "deal":
            diff = self.totals[0] - self.totals[1]
            if diff:
                self._pay(1, 0, diff, "points of the deal, paid by themselves",
                          "engelmann:piquet.scorekeeping")
            self._done = True
        elif game.partie == "four":
            if len(self.deals) < PARTIE_DEALS:
                self._start_deal(1 - self.deal.dealer)
                return
            diff = self.totals[0] - self.totals[1]
            parties = partie_points(abs(diff))
            if parties:
                winner = 0 if diff > 0 else 1
                self.winner = winner
                self._pay(1 - winner, winner, parties * game.stake,
                          f"{abs(diff)} points over four deals make {parties} parties",
                          "engelmann:piquet.partie-tens")
            self._done = True

    def _pay(self, payer: int, payee: int, amount: int, label: str, passage: str) -> None:
        seats = self.game.seats
        self._payments.append(self.ledger.pay(seats[payer], seats[payee], amount, label,
                                              passage=passage))

    def _finish_partie(self) -> None:
        """The target is reached: the partie ends at once and the stake is paid.
        [engelmann:piquet.target, engelmann:piquet.precedence]"""
        for p in (0, 1):
            self.totals[p] += self.deal.score(p)
        w = self.winner
        self._pay(1 - w, w, self.game.stake, f"partie of {self.game.target} won",
                  "engelmann:piquet.target")
        self._done = True

    # -- the protocol's views -----------------------------------------------------------------

    def hand(self, player: int) -> CardSet:
        return self.hands[player]

    def returns(self) -> list[float]:
        """What this state paid each seat: a partie's stake, its parties, or a deal's points
        (nothing while it is in play, nor for a deal that leaves the partie on)."""
        if not self._done:
            return [0.0, 0.0]
        return net_of(self._payments, self.game.seats)

    def scores(self) -> list[int]:
        """Points of the current deal so far, by seat."""
        return [self.deal.score(p) for p in (0, 1)]

    def played_tricks(self) -> list:
        """The tricks of every deal so far as ``(leader, [(seat, card), ...], taker)``."""
        return [(lead, [(lead, a)] + ([(1 - lead, b)] if b is not None else []), taker)
                for d in self.deals for lead, a, b, taker in d.tricks]

    def roles(self, viewer: int | None = None) -> dict[int, list[str]]:
        """The dealer (younger hand) and the elder (:mod:`.narration`)."""
        return narration.roles(self, viewer)

    def told(self, viewer: int | None = None) -> list:
        """The deal as a player hears it: exchange, declarations, score (:mod:`.narration`)."""
        return narration.told(self, viewer)

    def information(self, player: int) -> dict:
        """What ``player`` has seen: his hand, his exchange, the cards played, his own
        declarations and the opponent's by name, with the cards of the opponent's point and
        sequences where they count, which are shown; trios, quatorzes and what is annulled are
        only named. [engelmann:piquet.law-4, engelmann:piquet.law-5]"""
        d = self.deal
        declarations, shown, named = None, CardSet(), []
        if d.declarations is not None:
            me = 0 if player == d.elder else 1
            declarations = d.declarations.seen_by(me)
            for line in declarations.lines:
                if line.player != me:
                    if line.shown:
                        shown = shown | line.combination.cards
                    else:
                        named.append(line.combination.name)
        return {"player": player, "hand": self.hands[player], "dealer": d.dealer,
                "opponent shown": shown, "opponent named": named,
                "discarded": d.discards[player], "taken": d.taken[player],
                "declarations": declarations, "tricks": list(d.tricks), "trick": list(self.trick),
                "scores": self.scores(), "totals": list(self.totals)}

    def details(self) -> dict:
        d, seats = self.deal, self.game.seats
        return {
            "partie": self.game.partie, "deal": d.number, "dealer": d.dealer, "elder": d.elder,
            "phase": "over" if self._done else self.phase,
            "dealt": [str(h) for h in d.dealt], "talon": " ".join(map(str, d.talon)),
            "discards": [" ".join(map(str, x)) for x in d.discards],
            "taken": [" ".join(map(str, x)) for x in d.taken],
            "declarations": d.declarations,
            "tricks": [f"{seats[l]}: {a} {b if b is not None else '-'} -> {seats[w]}"
                       for l, a, b, w in d.tricks],
            "events": [f"{seats[s]} {label} {pts} [{p}]" for s, label, pts, p in d.events],
            "scores": self.scores(), "totals": list(self.totals),
            "deal scores": [[x.score(0), x.score(1)] for x in self.deals],
            "notes": [n for x in self.deals for n in x.notes],
            "outcome": self._outcome(), "winner": self.winner if self._done else None,
            "payments": self.ledger.lines(),
        }

    def _outcome(self) -> str:
        if not self._done:
            return "in play"
        if self.winner is None and self.game.target is not None:
            return (f"the partie to {self.game.target} goes on "
                    f"({self.totals[0]} : {self.totals[1]})")
        if self.winner is None:
            return f"totals {self.totals[0]} : {self.totals[1]}"
        return f"{self.game.seats[self.winner]} wins ({self.totals[0]} : {self.totals[1]})"

    def _repr_html_(self) -> str:
        d = self.deal
        rows = "".join(f"<tr><td>{self.game.seats[s]}</td><td>{escape(label)}</td><td>{pts}</td>"
                       f"<td><code>{escape(p)}</code></td></tr>" for s, label, pts, p in d.events)
        return (f"<div class='piquet'><p>deal {d.number}, dealer {self.game.seats[d.dealer]}; "
                f"{escape(self._outcome())}</p><table><tr><th>seat</th><th>count</th>"
                f"<th>points</th><th>passage</th></tr>{rows}</table></div>")
