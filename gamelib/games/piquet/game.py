"""Piquet as Theodor Engelmann taught it (Berlin 1798), "Das Piquetſpiel".

Two players, 32 French cards ("engelmann:piquet.players"), ace high to seven low in every suit,
no trumps ("engelmann:piquet.order"). The dealer gives 12 cards each by threes or twos
("engelmann:piquet.deal"); the 8 left form a talon of 5 over 3 ("engelmann:piquet.talon"). The
non-dealer is elder ("Vorhand", "engelmann:piquet.elder") and buys first from the 5, discarding at
least 3; the younger discards at least 2 and takes the cards that follow in order
("engelmann:piquet.exchange", OCR "z" read as 3). Then, in the booklet's order, carte blanche, the
Rummel (point), the sequences and the trios/quatorzes are declared, the better combination
annulling the lesser ("engelmann:piquet.rummel", "engelmann:piquet.sequence-annul",
"engelmann:piquet.sets-annul", "engelmann:piquet.precedence"); a player scores one for each lead
and each trick taken ("engelmann:piquet.play", "engelmann:piquet.who-counts"), three for the last
trick as printed ("engelmann:piquet.last-trick"), ten for the most tricks or forty for capot
("engelmann:piquet.most-tricks", "engelmann:piquet.capot"); thirty before play makes a repic
(ninety), thirty by the elder in play before the younger scores makes a pic (sixty)
("engelmann:piquet.repic", "engelmann:piquet.pic").

The partie is 101 or 100 points ("engelmann:piquet.target"), or four deals reckoned in tens with
five and over counting a partie ("engelmann:piquet.four-games", "engelmann:piquet.partie-tens").
A state is one deal of a partie to 101 (the default) or 100, starting from the totals carried;
:func:`partie_session` plays the deals in a row until one reaches the number
("engelmann:piquet.scorekeeping"). A partie of four deals is one state; ``partie="deal"`` pays
each deal's point difference by itself.
The laws ("Gesetze") that change a score are setup of a state: a hand of 13 cards (law 1), 15 or
more (law 2), fewer than 12 (law 6), two faced cards in the deal (law 17), and an offence that
forfeits the deal's count (laws 5, 6, 8, 9, 12).

Where the source is silent the choice is named (``SILENT_POINTS``) and, where historical answers
differ, it is an option of :class:`PiquetGame`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

import numpy as np

from gamelib.core.cards import Card, CardSet, deck
from gamelib.core.deal import deal_packets, shuffled
from gamelib.core.engine import (
    TERMINAL,
    Action,
    Game,
    IllegalAction,
    State,
    as_generator,
)
from gamelib.core.ledger import Ledger
from gamelib.core.session import Session

# ----------------------------------------------------------------------------------------------
# Rules as data

RANKS_LOW_TO_HIGH = "789TJQKA"
"""Trick order, seven lowest, ace highest, the same in every suit. [engelmann:piquet.order]"""

PIP_VALUES = {"A": 11, "K": 10, "Q": 10, "J": 10, "T": 10, "9": 9, "8": 8, "7": 7}
"""Pips that break a tie of equally long Rummels. [engelmann:piquet.pips] (OCR "11r" = 11)"""

SEQUENCE_VALUES = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}
"""Tierce 3 (printed "2", emended), quart 4, quint 15, sixième 16 (printed "6 16"), septième 17,
octave 18. [engelmann:piquet.sequence-values]"""

SEQUENCE_NAMES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "octave"}
"""Tertie, Quarte, Quinte, Sechste, Siebende, Achte. [engelmann:piquet.sequence-names]"""

SET_RANKS = "TJQKA"
"""Only aces, kings, queens, jacks and tens make trios and quatorzes, aces highest.
[engelmann:piquet.sets, engelmann:piquet.sets-ranks]"""

TRIO_VALUE = 3       # "Für jedes Gedritte werden 3 Points gezählet." [engelmann:piquet.trio]
QUATORZE_VALUE = 14  # "ſo gilt jede Sorte davon Vierzehen." [engelmann:piquet.quatorze]

HAND_SIZE = 12       # "bis ein jeder zwölf hat" [engelmann:piquet.deal]
TALON_HEAPS = (5, 3)  # "oben zu 5 und unten zu 3 Blättern" [engelmann:piquet.talon]
PACKETS = (3, 2)     # "nicht mehr und nicht weniger als 3 oder 2 Blätter auf einmal" [engelmann:piquet.deal]

ELDER_MINIMUM = 3    # the elder (B) "nicht unter z [3]" [engelmann:piquet.exchange]
YOUNGER_MINIMUM = 2  # the dealer (A) "nicht unter 2" [engelmann:piquet.exchange]

CATEGORIES = ("carte blanche", "point", "sequences", "sets")
"""The order of counting and of winning a close race. [engelmann:piquet.precedence]"""

LEAD_POINT = 1       # "zählet für jede Karte, mit der er ſticht und ausſpielt, eins" [engelmann:piquet.play]
TRICK_POINT = 1
MOST_TRICKS = 10     # [engelmann:piquet.most-tricks]
CAPOT = 40           # "anſtatt ... zehen ..., vierzig" [engelmann:piquet.capot]
PIC_THRESHOLD = 30
REPIC_BONUS = 60     # 30 counts 90 [engelmann:piquet.repic]
PIC_BONUS = 30       # 30 counts 60 [engelmann:piquet.pic]
PARTIE_DEALS = 4     # [engelmann:piquet.partie-tens]

LAST_TRICK = {"printed": 3, "usual": 2}
"""The last trick counts "ſtatt ein, drei" as printed; every other source says two.
[engelmann:piquet.last-trick]"""

LEAD_POINTS = ("every", "ten-up")
"""Every lead scores (the general sentence, engelmann:piquet.play) or, on the narrow reading of
the example, only a lead of a ten or higher (engelmann:piquet.lead-example): a seven, eight or
nine led counts nothing, even when it takes its own trick (Hoyle: "except it be a nine or an
inferior card")."""

TEN_UP = "TJQKA"
"""The leads that count on the narrow reading: "König, Dame, Buben, Zehne".
[engelmann:piquet.lead-example]"""

PARTIES = ("101", "100", "four", "deal")
"""A race to 101 (the default) or 100 [engelmann:piquet.target, engelmann:piquet.scorekeeping];
four deals reckoned in tens [engelmann:piquet.four-games, engelmann:piquet.partie-tens]; or each
deal's point difference paid by itself (no partie; an option for studies of single deals)."""

REPIC_READINGS = ("literal", "in-order")
"""Who counts a repic. "literal": thirty from declarations while the opponent brings nothing
valid at all ("noch sein Mitspieler etwas Gültiges gegen ihn aufbringen können",
engelmann:piquet.repic). "in-order": the declarations counted category by category in the order
of precedence, thirty reached before the opponent has counted anything (Cavendish's reading,
engelmann:piquet.precedence)."""

OFFENCES = {
    "law-5": "a false declaration of trios or quatorzes",
    "law-6": "more cards taken than discarded",
    "law-8": "a card misnamed in declaring after play began",
    "law-9": "the hand thrown down as lost and mixed",
    "law-12": "too many cards taken and looked at",
}
"""Errors after which the offender counts nothing of the deal and the other counts all he has
(law 5's penalty, which laws 6 and 8 apply; laws 9 and 12 say he "loses his game", read the
same way)."""

OFFENCE_PASSAGES = {"law-5": "engelmann:piquet.law-5", "law-6": "engelmann:piquet.law-6",
                    "law-8": "engelmann:piquet.law-8", "law-9": "engelmann:piquet.law-9",
                    "law-12": "engelmann:piquet.law-12"}

SILENT_POINTS = {
    "Rummel value": "the winning point scores one per card (Hoyle, Meyers); the booklet gives no value",
    "carte blanche": "twelve dealt cards without king, queen or jack; worth 10; shown before the "
                     "exchange (Hoyle); the booklet only names it",
    "packets": "the same packet size throughout the deal, the non-dealer served first",
    "next dealer": "the deal alternates",
    "pic": "the elder only; reached by declarations and points in play (leads, tricks, last trick) "
           "while the younger has scored nothing; the ten for the most tricks, and the forty of "
           "capot that counts instead of it, come too late",
    "repic": "thirty from declarations alone while the opponent's declarations are all void "
             "(the literal reading; counting category by category is the option "
             "repic='in-order')",
    "race": "in a partie to 101 or 100 the points fall in the canonical order and play stops "
            "when the target is reached",
    "partie": "a partie to 101 by default, the book's first and agreed number; four deals in "
              "tens and a payment per deal are options",
    "talon": "the younger may not look at talon cards he leaves; cards left are out of play",
}


def rank_index(card: Card) -> int:
    return RANKS_LOW_TO_HIGH.index(card.rank)


def pips(cards) -> int:
    """The pip count of cards. [engelmann:piquet.pips]"""
    return sum(PIP_VALUES[c.rank] for c in cards)


def cut_for_deal(rng) -> tuple[int, list[Card]]:
    """Each player cuts (or draws) a card; the lower deals, equal ranks cut again (unspecified
    in source). Returns the dealer and the cards cut. [engelmann:piquet.first-dealer,
    engelmann:piquet.draw]"""
    rng = as_generator(rng)
    cards = [Card(int(c)) for c in np.array(list(deck("piquet")), dtype=int)]
    cut: list[Card] = []
    while True:
        pair = [cards[int(i)] for i in rng.choice(len(cards), size=2, replace=False)]
        cut.extend(pair)
        if rank_index(pair[0]) != rank_index(pair[1]):
            return (0 if rank_index(pair[0]) < rank_index(pair[1]) else 1), cut


def is_carte_blanche(hand: CardSet) -> bool:
    """Twelve cards without a king, queen or jack (unspecified in source; Hoyle's definition)."""
    return len(hand) >= HAND_SIZE and not any(c.rank in "KQJ" for c in hand)


def partie_points(points: int) -> int:
    """Points reckoned in tens, "5 und drüber auch eine Parthie": 44 -> 4, 45 -> 5.
    [engelmann:piquet.partie-tens, engelmann:piquet.four-games]"""
    if points < 0:
        return -partie_points(-points)
    tens, rest = divmod(points, 10)
    return tens + (1 if rest >= 5 else 0)


# ----------------------------------------------------------------------------------------------
# Combinations


@dataclass(frozen=True)
class Combination:
    """One declared combination: a point, a sequence, a trio or quatorze, or carte blanche."""

    category: str
    name: str
    cards: CardSet
    points: int
    key: tuple

    def __str__(self) -> str:
        return f"{self.name} ({self.points})"


def rummel(hand: CardSet) -> Combination | None:
    """The best suit by number of cards, then pips. [engelmann:piquet.rummel, engelmann:piquet.pips]"""
    best = None
    for suit in "SHDC":
        cards = hand.suit(suit)
        if not cards:
            continue
        key = (len(cards), pips(cards))
        if best is None or key > best.key:
            best = Combination("point", f"point of {len(cards)} ({key[1]}) in {suit}", cards,
                               len(cards), key)
    return best


def sequences(hand: CardSet) -> list[Combination]:
    """Every run of three or more cards of one suit, highest first. [engelmann:piquet.sequences]"""
    found = []
    for suit in "SHDC":
        held = sorted((rank_index(c) for c in hand.suit(suit)))
        run: list[int] = []
        for idx in held + [99]:
            if run and idx == run[-1] + 1:
                run.append(idx)
                continue
            if len(run) >= 3:
                top = RANKS_LOW_TO_HIGH[run[-1]]
                length = min(len(run), 8)
                label = "major" if top == "A" else f"from the {top}"
                cards = CardSet([Card(RANKS_LOW_TO_HIGH[i] + suit) for i in run])
                found.append(Combination("sequences", f"{SEQUENCE_NAMES[length]} {label} in {suit}",
                                         cards, SEQUENCE_VALUES[length], (length, run[-1])))
            run = [idx]
    return sorted(found, key=lambda c: c.key, reverse=True)


def sets(hand: CardSet) -> list[Combination]:
    """Trios (3) and quatorzes (14) of tens and higher, best first.
    [engelmann:piquet.sets, engelmann:piquet.trio, engelmann:piquet.quatorze]"""
    found = []
    names = {"A": "aces", "K": "kings", "Q": "queens", "J": "jacks", "T": "tens"}
    for rank in SET_RANKS:
        cards = CardSet([c for c in hand if c.rank == rank])
        if len(cards) == 4:
            found.append(Combination("sets", f"four {names[rank]}", cards, QUATORZE_VALUE,
                                     (4, SET_RANKS.index(rank))))
        elif len(cards) == 3:
            found.append(Combination("sets", f"three {names[rank]}", cards, TRIO_VALUE,
                                     (3, SET_RANKS.index(rank))))
    return sorted(found, key=lambda c: c.key, reverse=True)


def combinations_of(hand: CardSet, category: str, *, carte_blanche_value: int = 10) -> list[Combination]:
    """What a hand holds in one of the booklet's categories."""
    if category == "carte blanche":
        return ([Combination("carte blanche", "carte blanche", hand, carte_blanche_value, (1,))]
                if is_carte_blanche(hand) else [])
    if category == "point":
        best = rummel(hand)
        return [best] if best else []
    if category == "sequences":
        return sequences(hand)
    if category == "sets":
        return sets(hand)
    raise ValueError(f"unknown category {category!r}; the booklet's are {', '.join(CATEGORIES)} "
                     "[engelmann:piquet.precedence]")


@dataclass(frozen=True)
class Line:
    """A combination of one player, counted or annulled, with the passage that decides it."""

    player: int
    combination: Combination
    valid: bool
    reason: str
    passage: str

    @property
    def points(self) -> int:
        return self.combination.points if self.valid else 0


@dataclass(frozen=True)
class Declarations:
    """Both players' declarations by category, the annulled ones marked. Player 0 is the elder."""

    lines: tuple[Line, ...]
    names: tuple[str, str] = ("elder", "younger")

    def points(self, player: int) -> int:
        return sum(line.points for line in self.lines if line.player == player)

    def by_category(self, player: int) -> dict[str, int]:
        """Points per category for one player, in the booklet's order."""
        return {cat: sum(l.points for l in self.lines if l.player == player
                         and l.combination.category == cat) for cat in CATEGORIES}

    def annulled(self, player: int) -> list[Combination]:
        return [l.combination for l in self.lines if l.player == player and not l.valid]

    def rows(self) -> list[dict]:
        return [{"player": self.names[l.player], "category": l.combination.category,
                 "combination": l.combination.name, "cards": str(l.combination.cards),
                 "points": l.points, "counted": "yes" if l.valid else "annulled",
                 "why": l.reason, "passage": l.passage} for l in self.lines]

    def to_frame(self):
        import pandas as pd
        return pd.DataFrame(self.rows(), columns=["player", "category", "combination", "cards",
                                                  "points", "counted", "why", "passage"])

    def __str__(self) -> str:
        out = [f"{r['player']:8} {r['category']:13} {r['combination']:32} {r['points']:>3} {r['counted']}"
               for r in self.rows()]
        out.append(f"totals: {self.names[0]} {self.points(0)}, {self.names[1]} {self.points(1)}")
        return "\n".join(out)

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{h}</th>" for h in ("player", "category", "combination", "points",
                                                   "counted", "why", "passage"))
        body = []
        for r in self.rows():
            style = "" if r["counted"] == "yes" else ' style="color:#888;text-decoration:line-through"'
            body.append(f"<tr{style}><td>{escape(r['player'])}</td><td>{escape(r['category'])}</td>"
                        f"<td>{escape(r['combination'])}</td><td>{r['points']}</td>"
                        f"<td>{r['counted']}</td><td>{escape(r['why'])}</td>"
                        f"<td><code>{escape(r['passage'])}</code></td></tr>")
        totals = (f"<tr><td colspan='7'><b>{escape(self.names[0])} {self.points(0)}, "
                  f"{escape(self.names[1])} {self.points(1)}</b></td></tr>")
        return f'<table class="piquet-declarations"><tr>{head}</tr>{"".join(body)}{totals}</table>'


_CATEGORY_PASSAGE = {
    "carte blanche": "engelmann:piquet.precedence",
    "point": "engelmann:piquet.rummel",
    "sequences": "engelmann:piquet.sequence-annul",
    "sets": "engelmann:piquet.sets-annul",
}


def score_declarations(elder, younger, *, declared=None, offender: int | None = None,
                       carte_blanche: tuple[bool, bool] | None = None,
                       carte_blanche_value: int = 10, names=("elder", "younger")) -> Declarations:
    """Each player's points by category, the annulled combinations marked.

    ``elder`` and ``younger`` are hands (CardSet or text). ``declared`` maps a category to a pair
    of booleans (False: withheld or not shown in time, engelmann:piquet.law-3 and law-4; the
    opponent then counts his own, however low). ``offender`` is a player who committed an
    offence of ``OFFENCES`` (engelmann:piquet.law-5): he counts nothing, the other everything.
    ``carte_blanche`` says whether each dealt hand was blanche (by default: the hands given).
    """
    hands = [h if isinstance(h, CardSet) else CardSet(h) for h in (elder, younger)]
    declared = declared or {}
    if carte_blanche is None:
        carte_blanche = (is_carte_blanche(hands[0]), is_carte_blanche(hands[1]))
    lines: list[Line] = []
    for category in CATEGORIES:
        shown = declared.get(category, (True, True))
        held = []
        for p in (0, 1):
            if category == "carte blanche":
                combos = ([Combination("carte blanche", "carte blanche", hands[p],
                                       carte_blanche_value, (1,))] if carte_blanche[p] else [])
            else:
                combos = combinations_of(hands[p], category)
            held.append(combos if shown[p] else [])
        best = [max((c.key for c in held[p]), default=None) for p in (0, 1)]
        for p in (0, 1):
            other = 1 - p
            for combo in held[p]:
                if offender is not None:
                    valid = p != offender
                    reason = ("the offender counts nothing" if not valid
                              else "the other counts all he has")
                    passage = "engelmann:piquet.law-5"
                elif category == "carte blanche":
                    valid, reason, passage = True, "carte blanche counts first", _CATEGORY_PASSAGE[category]
                elif best[other] is None:
                    valid, passage = True, _CATEGORY_PASSAGE[category]
                    reason = "unopposed"
                    hidden = (category != "carte blanche" and not shown[other]
                              and combinations_of(hands[other], category))
                    if hidden:
                        reason, passage = "the opponent did not show his", "engelmann:piquet.law-4"
                elif best[p] > best[other]:
                    valid, reason, passage = True, "his best is higher", _CATEGORY_PASSAGE[category]
                elif best[p] == best[other]:
                    valid, reason = False, "equal on both sides: neither counts"
                    passage = ("engelmann:piquet.rummel" if category == "point"
                               else "engelmann:piquet.equality")
                else:
                    valid, reason, passage = False, "annulled by the opponent's higher", _CATEGORY_PASSAGE[category]
                lines.append(Line(p, combo, valid, reason, passage))
    return Declarations(tuple(lines), tuple(names))


# ----------------------------------------------------------------------------------------------
# Bonuses


def repic(declared_points: tuple[int, int]) -> int | None:
    """The player who counts thirty from declarations alone, the other counting nothing valid:
    the literal reading. [engelmann:piquet.repic]"""
    for p in (0, 1):
        if declared_points[p] >= PIC_THRESHOLD and declared_points[1 - p] == 0:
            return p
    return None


def repic_in_order(declarations: Declarations) -> int | None:
    """The player who reaches thirty with the declarations counted category by category in the
    order of precedence (carte blanche, point, sequences, sets) before the other has counted
    anything: Cavendish's reading, the option ``repic="in-order"``. [engelmann:piquet.repic,
    engelmann:piquet.precedence]"""
    running = [0, 0]
    for category in CATEGORIES:
        for p in (0, 1):
            running[p] += declarations.by_category(p)[category]
        for p in (0, 1):
            if running[p] >= PIC_THRESHOLD and running[1 - p] == 0:
                return p
    return None


def repic_of(declarations: Declarations, reading: str = "literal") -> int | None:
    """Who counts a repic on ``reading`` (one of ``REPIC_READINGS``). [engelmann:piquet.repic]"""
    if reading == "literal":
        return repic((declarations.points(0), declarations.points(1)))
    if reading == "in-order":
        return repic_in_order(declarations)
    raise ValueError(f"repic={reading!r}: choose one of {', '.join(REPIC_READINGS)} "
                     "[engelmann:piquet.repic]")


def trick_winner(lead: Card, reply: Card | None) -> int:
    """0 if the leader takes the trick, 1 if the reply does: only a higher card of the suit led
    takes it. [engelmann:piquet.follow, engelmann:piquet.low-card]"""
    if reply is not None and reply.suit == lead.suit and rank_index(reply) > rank_index(lead):
        return 1
    return 0


def legal_replies(hand: CardSet, lead: Card) -> list[Card]:
    """Follow suit while possible; otherwise any card. [engelmann:piquet.follow]"""
    same = [c for c in hand if c.suit == lead.suit]
    return same or list(hand)


# ----------------------------------------------------------------------------------------------
# The game


class PiquetGame(Game):
    """Engelmann's Piquet. Options: ``partie`` ("101", the default, "100", "four", "deal"),
    ``packet`` (3 or 2), ``last_trick`` ("printed" 3 or "usual" 2), ``lead_point`` ("every" or
    "ten-up"), ``repic`` ("literal" or "in-order"), ``carte_blanche`` (its value, 10),
    ``stake`` (per partie)."""

    name = "piquet"
    num_players = 2

    def __init__(self, partie: str = "101", packet: int = 3, last_trick: str = "printed",
                 lead_point: str = "every", carte_blanche: int = 10, stake: int = 1,
                 repic: str = "literal"):
        if partie not in PARTIES:
            raise ValueError(f"unknown partie {partie!r}: choose one of {', '.join(PARTIES)} "
                             "[engelmann:piquet.target, engelmann:piquet.partie-tens]")
        if packet not in PACKETS:
            raise ValueError(f"packet {packet!r}: the cards are dealt 3 or 2 at a time "
                             "[engelmann:piquet.deal]")
        if last_trick not in LAST_TRICK:
            raise ValueError(f"last_trick {last_trick!r}: choose 'printed' (3) or 'usual' (2) "
                             "[engelmann:piquet.last-trick]")
        if lead_point not in LEAD_POINTS:
            raise ValueError(f"lead_point {lead_point!r}: choose 'every' or 'ten-up' "
                             "[engelmann:piquet.play, engelmann:piquet.lead-example]")
        if repic not in REPIC_READINGS:
            raise ValueError(f"repic {repic!r}: choose 'literal' (the opponent brings nothing "
                             "valid at all) or 'in-order' (category by category) "
                             "[engelmann:piquet.repic]")
        if carte_blanche < 0:
            raise ValueError(f"carte_blanche={carte_blanche}: the points of a carte blanche "
                             "(Hoyle's 10; Engelmann does not name it), a whole number >= 0")
        if stake < 1:
            raise ValueError(f"stake={stake}: the value of a game in units, a whole number >= 1")
        super().__init__(partie=partie, packet=packet, last_trick=last_trick,
                         lead_point=lead_point, carte_blanche=carte_blanche, stake=stake,
                         repic=repic)
        self.partie = partie
        self.packet = packet
        self.last_trick = LAST_TRICK[last_trick]
        self.lead_point = lead_point
        self.repic = repic
        self.carte_blanche_value = carte_blanche
        self.stake = stake
        self.target = int(partie) if partie.isdigit() else None

    def new_initial_state(self, seed=None, *, dealer: int = 0, hands=None, talon=None,
                          offence=None, faced_cards: int = 0, totals=(0, 0), number: int = 1,
                          ledger: Ledger | None = None) -> PiquetState:
        """A dealt state. ``hands`` (by seat) and ``talon`` (the undealt cards in order, the
        elder's upper heap of five first) fix the deal; ``offence=(seat, "law-5")`` records an
        error of the laws; ``faced_cards`` is the number of cards found face up in the deal (law
        17). In a partie to 101 or 100, ``totals`` are the points carried from the deals before,
        ``number`` this deal's number in the partie and ``ledger`` the partie's, which the stake
        is paid into (:func:`partie_session` gives all three). [engelmann:piquet.scorekeeping]"""
        return PiquetState(self, as_generator(seed), dealer=dealer, hands=hands, talon=talon,
                           offence=offence, faced_cards=faced_cards, totals=totals,
                           number=number, ledger=ledger)


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
                 talon=None, offence=None, faced_cards=0, totals=(0, 0), number=1, ledger=None):
        self.game = game
        self.rng = rng
        if len(totals) != 2 or any(isinstance(t, bool) or not isinstance(t, (int, np.integer))
                                   or t < 0 for t in totals):
            raise ValueError(f"totals={totals!r}: the two players' points so far, whole numbers "
                             ">= 0 [engelmann:piquet.scorekeeping]")
        if game.target is not None and max(totals) >= game.target:
            raise ValueError(f"totals={tuple(totals)}: the partie to {game.target} is already "
                             "won; a new partie starts from nought [engelmann:piquet.target]")
        if game.target is None and tuple(totals) != (0, 0):
            raise ValueError(f"totals={tuple(totals)}: only a partie to 101 or 100 carries points "
                             "from deal to deal [engelmann:piquet.scorekeeping]")
        if isinstance(number, bool) or not isinstance(number, (int, np.integer)) or number < 1:
            raise ValueError(f"number={number!r}: a deal's number in the partie, 1 or more")
        self.ledger = Ledger(["P0", "P1"]) if ledger is None else ledger
        self._payments = []  # the entries this state posted, of the ledger it may share
        self._number = int(number)
        self.deals: list[Deal] = []
        self.totals = [int(t) for t in totals]
        self.winner: int | None = None
        self._done = False
        if offence is not None:
            seat, law = offence
            if law not in OFFENCES or seat not in (0, 1):
                raise ValueError(f"offence {offence!r}: give (seat 0 or 1, one of "
                                 f"{', '.join(OFFENCES)}) [engelmann:piquet.law-5]")
        self._start_deal(dealer, hands, talon, offence, faced_cards)

    # -- dealing -----------------------------------------------------------------------------

    def _random_deal(self, dealer: int) -> tuple[list[CardSet], list[Card]]:
        """Shuffle and deal by packets, the non-dealer first. [engelmann:piquet.deal]"""
        return deal_packets(shuffled(self.rng, deck("piquet")), (1 - dealer, dealer), HAND_SIZE,
                            self.game.packet)

    def _start_deal(self, dealer, hands=None, talon=None, offence=None, faced_cards=0):
        notes = []
        if hands is None:
            hands, talon = self._random_deal(dealer)
        else:
            hands, talon = self._fixed_deal(hands, talon)
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
            deal.notes.append(f"seat {offence[0]}: {OFFENCES[offence[1]]} "
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

    def _fixed_deal(self, hands, talon):
        cards = [h if isinstance(h, CardSet) else CardSet(h) for h in hands]
        if len(cards) != 2:
            raise ValueError("Piquet is played by two: give two hands [engelmann:piquet.players]")
        pack = deck("piquet")
        for h in cards:
            foreign = h - pack
            if foreign:
                raise ValueError(f"{foreign} not in the piquet pack: the twos to sixes are taken "
                                 "out, 32 cards remain [engelmann:piquet.players]")
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
            order = list(talon if isinstance(talon, (list, tuple)) else CardSet(talon))
            order = [c if isinstance(c, Card) else Card(c) for c in order]
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
        cards = list(hand) if not self.trick else legal_replies(hand, self.trick[0])
        return [Action("card", c, str(c)) for c in cards]

    def why_illegal(self, action) -> IllegalAction:
        if self._done:
            return IllegalAction("the deal is over")
        text = " ".join(str(action).split()).lower()
        seat = self.current_player()
        if text.startswith("declare "):
            wanted = text[len("declare "):]
            hand = self.deal.dealt[seat] if wanted == "carte blanche" else self.hands[seat]
            if wanted in CATEGORIES and not combinations_of(hand, wanted):
                return IllegalAction(f"seat {seat} declares {wanted} but holds none: a false "
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
                return IllegalAction(f"{text[8:].upper()} is not in the hand of seat {seat}",
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
                        return IllegalAction(f"seat {seat} declares {wanted} but holds none",
                                             "engelmann:piquet.law-5")
                    return IllegalAction(f"declarations go in the booklet's order; now: {category}",
                                         "engelmann:piquet.precedence")
            return IllegalAction(f"declare or withhold {category} now", "engelmann:piquet.precedence")
        if self.phase == "misdeal":
            return IllegalAction("the elder chooses: deal anew or play on", "engelmann:piquet.law-1")
        # play
        try:
            card = action.value if isinstance(action, Action) else Card(text.split()[-1])
        except (ValueError, IndexError):
            return IllegalAction(f"{action!r} is not a card to play", "engelmann:piquet.play")
        if card not in self.hands[seat]:
            return IllegalAction(f"{card} is not in the hand of seat {seat}", "engelmann:piquet.play")
        if self.trick and card.suit != self.trick[0].suit:
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
            d.notes.append(f"seat {seat} holds {len(self.hands[seat])} cards: counts nothing "
                           "[engelmann:piquet.law-6]")

    def _score_declarations(self) -> None:
        d = self.deal
        elder, younger = d.elder, d.dealer
        shown = {cat: (d.shown.get((elder, cat), False), d.shown.get((younger, cat), False))
                 for cat in CATEGORIES}
        blanche = (is_carte_blanche(d.dealt[elder]), is_carte_blanche(d.dealt[younger]))
        offender = None if d.offender is None else (0 if d.offender == elder else 1)
        decl = score_declarations(self.hands[elder], self.hands[younger], declared=shown,
                                  offender=offender, carte_blanche=blanche,
                                  carte_blanche_value=self.game.carte_blanche_value,
                                  names=(f"P{elder} (elder)", f"P{younger} (younger)"))
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
        if self.game.target is not None:
            if self.totals[seat] + self.deal.score(seat) >= self.game.target:
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
        taker = leader if trick_winner(lead, reply) == 0 else 1 - leader
        # the play is over when both hands are empty: a short hand out of cards leaves the
        # long hand to lead its last card alone, and that is the last trick [engelmann:piquet.law-6]
        last = not self.hands[0] and not self.hands[1]
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
        if last and not self._done:
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
                self._pay("P1", "P0", diff, "points of the deal, paid by themselves",
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
                self._pay(f"P{1 - winner}", f"P{winner}", parties * game.stake,
                          f"{abs(diff)} points over four deals make {parties} parties",
                          "engelmann:piquet.partie-tens")
            self._done = True

    def _pay(self, payer: str, payee: str, amount: int, label: str, passage: str) -> None:
        self._payments.append(self.ledger.pay(payer, payee, amount, label, passage=passage))

    def _finish_partie(self) -> None:
        """The target is reached: the partie ends at once and the stake is paid.
        [engelmann:piquet.target, engelmann:piquet.precedence]"""
        for p in (0, 1):
            self.totals[p] += self.deal.score(p)
        w = self.winner
        self._pay(f"P{1 - w}", f"P{w}", self.game.stake, f"partie of {self.game.target} won",
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
        paid = {"P0": 0, "P1": 0}
        for entry in self._payments:
            for seat in paid:
                paid[seat] += entry.amounts.get(seat, 0)
        return [float(paid["P0"]), float(paid["P1"])]

    def scores(self) -> list[int]:
        """Points of the current deal so far, by seat."""
        return [self.deal.score(p) for p in (0, 1)]

    def information(self, player: int) -> dict:
        """What ``player`` sees: his hand and exchange, and of the opponent's declarations the
        cards of his point and sequences, which are shown, while trios and quatorzes are only
        named, not shown. [engelmann:piquet.law-4, engelmann:piquet.law-5]"""
        d = self.deal
        shown, named = CardSet(), []
        if d.declarations is not None:
            other = 0 if (1 - player) == d.elder else 1
            for line in d.declarations.lines:
                if line.player == other:
                    if line.combination.category in ("point", "sequences"):
                        shown = shown | line.combination.cards
                    else:
                        named.append(line.combination.name)
        return {"player": player, "hand": self.hands[player], "dealer": d.dealer,
                "opponent shown": shown, "opponent named": named,
                "discarded": d.discards[player], "taken": d.taken[player],
                "declarations": d.declarations, "tricks": list(d.tricks), "trick": list(self.trick),
                "scores": self.scores(), "totals": list(self.totals)}

    def details(self) -> dict:
        d = self.deal
        return {
            "partie": self.game.partie, "deal": d.number, "dealer": d.dealer, "elder": d.elder,
            "phase": "over" if self._done else self.phase,
            "dealt": [str(h) for h in d.dealt], "talon": " ".join(map(str, d.talon)),
            "discards": [" ".join(map(str, x)) for x in d.discards],
            "taken": [" ".join(map(str, x)) for x in d.taken],
            "declarations": d.declarations,
            "tricks": [f"P{l}: {a} {b if b is not None else '-'} -> P{w}" for l, a, b, w in d.tricks],
            "events": [f"P{s} {label} {pts} [{p}]" for s, label, pts, p in d.events],
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
        return f"P{self.winner} wins ({self.totals[0]} : {self.totals[1]})"

    def _repr_html_(self) -> str:
        d = self.deal
        rows = "".join(f"<tr><td>P{s}</td><td>{escape(label)}</td><td>{pts}</td>"
                       f"<td><code>{escape(p)}</code></td></tr>" for s, label, pts, p in d.events)
        return (f"<div class='piquet'><p>deal {d.number}, dealer P{d.dealer}; "
                f"{escape(self._outcome())}</p><table><tr><th>seat</th><th>count</th>"
                f"<th>points</th><th>passage</th></tr>{rows}</table></div>")


def partie_session(game: PiquetGame | None = None, *, dealer: int = 0) -> Session:
    """A partie to 101 (or 100): deals in a row, each starting from the totals of the one before,
    the deal alternating, until one player reaches the number and is paid the stake into the
    partie's ledger. ``partie_session().play(until=partie_won, seed=...)`` plays it out.
    [engelmann:piquet.target, engelmann:piquet.scorekeeping]"""
    game = game or PiquetGame()
    if game.target is None:
        raise ValueError(f"partie={game.partie!r}: a session plays a partie to 101 or 100; four "
                         "deals are one state [engelmann:piquet.target]")
    if dealer not in (0, 1):
        raise ValueError(f"dealer={dealer!r}: seat 0 or 1 [engelmann:piquet.first-dealer]")

    def next_deal(session: Session) -> dict:
        last = session.last
        if last is not None and last.winner is not None:
            raise ValueError("the partie is won: a new partie is a new session "
                             "[engelmann:piquet.next-partie]")
        if last is None:
            return {"dealer": dealer, "ledger": session.ledger}
        # the deal alternates (unspecified in source) [engelmann:piquet.next-partie]
        return {"dealer": 1 - last.deal.dealer, "totals": tuple(last.totals),
                "number": last.deal.number + 1, "ledger": session.ledger}

    return Session(game, next_deal, ledger=Ledger(["P0", "P1"]))


def partie_won(session: Session) -> bool:
    """True once a deal of the session has reached the partie's number. [engelmann:piquet.target]"""
    return session.last is not None and session.last.winner is not None


def partie_progress(session: Session) -> list[dict]:
    """The score after each deal of a partie: the deal, its dealer, the points of the deal and
    the totals. [engelmann:piquet.scorekeeping]"""
    return [{"deal": s.deal.number, "dealer": f"P{s.deal.dealer}",
             "P0 points": s.deal.score(0), "P1 points": s.deal.score(1),
             "P0 total": s.totals[0], "P1 total": s.totals[1],
             "winner": None if s.winner is None else f"P{s.winner}"} for s in session.states]


class DeclaringPlayer:
    """A random player who always declares what he holds and otherwise chooses at random."""

    def __init__(self, seed=None):
        self.rng = as_generator(seed)

    def __call__(self, state: PiquetState) -> Action:
        legal = state.legal_actions()
        for action in legal:
            if action.kind == "declare" and action.value[1]:
                return action
        return legal[int(self.rng.integers(len(legal)))]
