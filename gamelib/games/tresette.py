"""Tresette as Theodor Engelmann taught it (Berlin 1798), "Das Treſett⸗ oder Triſettſpiel".

Four players in two companies sitting opposite ("engelmann:tresette.partners"), the 40-card
l'Hombre pack ("engelmann:tresette.pack"), dealt to the right twice five ("engelmann:tresette.deal").
In every suit the cards rank 3 2 A K Q J 7 6 5 4 ("engelmann:tresette.order"); suit must be
followed and there is no trump ("engelmann:tresette.follow"). Declarations are laid in markers:
three 3s 3, four 3s 4, every other triple 1 and quadruple 2 ("engelmann:tresette.declare",
"engelmann:tresette.other-sets"), three sevens a partie and a marker, four sevens a partie and two
("engelmann:tresette.three-sevens"; the newer rule gives three sevens, twos or aces 3 markers,
"engelmann:tresette.newer"), the Napolitaine 3-2-A of a suit 3 and one more for each following
card ("engelmann:tresette.napolitana"). The elder hand declares with his lead, the others at their
second trick; a missed declaration is void ("engelmann:tresette.declare-time",
"engelmann:tresette.declare-when"); the declarations are laid in seat order from the elder hand
("engelmann:tresette.count-out"). After the deal each company counts a point for three figures
(3, 2, K, Q, J), a point for each ace and a point for the last trick, eleven in all
("engelmann:tresette.card-points"); when both companies count out with them, the first tricks
decide ("engelmann:tresette.count-out"). 21 markers win a partie, double if the others end the
deal at ten or less ("engelmann:tresette.partie"); all ten tricks make a Gallata (4 parties) or Gallaton (8),
all but one pointless trick a Stramazzet (3) or Stramazzeton (6) ("engelmann:tresette.gallata",
"engelmann:tresette.gallaton", "engelmann:tresette.stramazzet",
"engelmann:tresette.stramazzeton"). At the end the companies' parties are compared and the
difference paid ("engelmann:tresette.settlement").

Seats are numbered in the direction of play (to the right): 0, 1, 2, 3, named A, B, C, D; A and C
are one company, B and D the other. Where the source is silent the choice is named in ``SILENT_POINTS``;
where historical answers differ it is an option of :class:`TresetteGame`.
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass, field
from fractions import Fraction
from html import escape

import numpy as np

from gamelib.core.cards import SUITS, Card, CardSet, deck
from gamelib.core.deal import deal_packets, fixed_hands, shuffled
from gamelib.core.engine import TERMINAL, Action, Game, IllegalAction, State, as_generator
from gamelib.core.hand_report import HandReport, by_suit, hand_of
from gamelib.core.names import plural
from gamelib.core.ledger import Ledger
from gamelib.core.options import Option
from gamelib.core.setup import seat_given
from gamelib.core.tricks import TrickRules, card_named

# ----------------------------------------------------------------------------------------------
# Rules as data

RANKS_HIGH_TO_LOW = "32AKQJ7654"
"""'1. Drei. 2. Zwei. 3. Aß. 4. König. 5. Dame. 6. Bube. 7. Sieben. 8. Sechs. 9. Fünf. 10. Vier.'
[engelmann:tresette.order] (OCR '§.' = 5., 'ro.' = 10.)"""

TRICKS = TrickRules.by_rank(RANKS_HIGH_TO_LOW)
"""How the cards take tricks: the order above in every suit, no trump, the suit led followed
while one can. [engelmann:tresette.order, engelmann:tresette.follow]"""

HAND_SIZE = 10          # [engelmann:tresette.pack]
PACKETS = (5, 5)        # "rechter Hand zweimal § [5] Blätter" [engelmann:tresette.deal]

FIGURES = "32KQJ"       # "Drei, Zwei, König, Dame und Bube, heißen Figuren" [engelmann:tresette.card-points]
FIGURES_PER_POINT = 3   # implied: 20 figures give 6 points with "zwei Figuren, welche übrig bleiben"
ACE_POINT = 1           # "Jedes Aß macht vor ſich einen Point"
LAST_TRICK_POINT = 1    # "der letzte Stich ebenfalls für einen Point"
DEAL_POINTS = 11        # "ſo ſind in der ganzen Karte eilf Points"

PARTIE_MARKS = 21       # "dreimal ſieben Marquen, nämlich [21]" [engelmann:tresette.comb, engelmann:tresette.partie]
DOUBLE_AT_MOST = 10     # "nicht über die Hälfte, nämlich über die Zehen" [engelmann:tresette.partie]

GALLATA = 4             # [engelmann:tresette.gallata]
GALLATON = 8            # [engelmann:tresette.gallaton]
STRAMAZZET = 3          # [engelmann:tresette.stramazzet]
STRAMAZZETON = 6        # [engelmann:tresette.stramazzeton]

SEVENS_RULES = ("old", "newer")
"""'old': three sevens win a partie and a marker, four a partie and two markers
[engelmann:tresette.three-sevens]; 'newer': three sevens only 3 markers, and three twos and three
aces 3 as well [engelmann:tresette.newer]."""

SET_RULES = ("all", "honours")
"""'all' (literal): 'Für alles andere dreifache' counts, any rank; 'honours': only threes, twos
and aces make sets, as in the Italian rules."""

SPECIAL_RULES = ("replace", "add")
"""Whether a Gallata etc. replaces the deal's card points in markers (default) or comes on top
(unspecified in source)."""

SILENT_POINTS = {
    "direction and first lead": "play goes to the right like the deal; the player on the dealer's "
                                "right (the Vorhand) leads first",
    "declaring time": "the Vorhand with his first card (an option lets him declare at his card "
                      "to the second trick too), every other player with his card to the second "
                      "trick; a declaration is about the hand as dealt",
    "order of the declarations": "laid in seat order from the Vorhand: the Vorhand's with his "
                                 "lead, the others' when the second trick is complete",
    "four sevens, twos, aces under the newer rule": "4 markers, as four threes",
    "special wins": "Gallata, Gallaton, Stramazzet and Stramazzeton replace the deal's card "
                    "points: these are not laid",
    "partie won within a deal": "without continuation the rest of that deal's markers are void; "
                                "with it the winners' later markers go to the next partie; the "
                                "losers' later markers count only toward the double",
    "double partie": "judged when the deal is over, on the losers' markers with all they laid "
                     "in that deal",
    "Zurufen": "the Vorhand calls a suit with his first lead and shows his cards of it to his "
               "partner ('dem andern'); the opponents hear the call; it changes no score but "
               "excludes continuation",
    "dealer": "the deal passes to the right",
    "payment": "each player of the company behind pays each player ahead the stake per partie of "
               "difference",
}


def side(seat: int) -> int:
    """The company of a seat: 0 (seats 0 and 2) or 1 (seats 1 and 3). [engelmann:tresette.partners]"""
    return seat % 2


@dataclass(frozen=True)
class CardPoints:
    """A company's card points: figures in thirds, aces, the last trick."""

    figures: int
    aces: int
    last_trick: bool

    @property
    def thirds(self) -> Fraction:
        """Figures and aces counted exactly in thirds of a point."""
        return Fraction(self.figures, FIGURES_PER_POINT) + self.aces + (LAST_TRICK_POINT if self.last_trick else 0)

    @property
    def points(self) -> int:
        """What is laid in markers: whole points only, odd figures count nothing."""
        return self.figures // FIGURES_PER_POINT + self.aces * ACE_POINT + (LAST_TRICK_POINT if self.last_trick else 0)

    def __str__(self) -> str:
        return f"{self.figures} figures, {self.aces} aces{', last trick' if self.last_trick else ''}: {self.points}"


def card_points(cards, last_trick: bool = False) -> CardPoints:
    """Count a company's tricks. [engelmann:tresette.card-points]"""
    cards = list(cards)
    return CardPoints(sum(1 for c in cards if c.rank in FIGURES), sum(1 for c in cards if c.rank == "A"),
                      last_trick)


def first_to_count_out(tricks: list[tuple[int, list[Card], int]], need: list[int]) -> int | None:
    """The company whose card points, counted trick by trick, first reach what it ``need``s:
    'ſo gewinnen diejenigen die Parthie, welche die erſten Stiche, und in ſelbigen die erſten
    Points gemacht haben'. ``tricks`` are (leader, cards, winner seat) in order.
    [engelmann:tresette.count-out]"""
    won: list[list[Card]] = [[], []]
    for i, (_, cards, winner) in enumerate(tricks):
        company = side(winner)
        won[company].extend(cards)
        if card_points(won[company], last_trick=i == HAND_SIZE - 1).points >= need[company]:
            return company
    return None


@dataclass(frozen=True)
class Declaration:
    """One declarable combination: its name, cards, markers and whether it wins a partie."""

    name: str
    cards: CardSet
    marks: int
    parties: int
    passage: str

    def __str__(self) -> str:
        extra = f" and {self.parties} partie" if self.parties else ""
        return f"{self.name}: {self.marks} marker{'s' if self.marks != 1 else ''}{extra}"


_NAMES = {"3": "threes", "2": "twos", "A": "aces", "K": "kings", "Q": "queens", "J": "jacks",
          "7": "sevens", "6": "sixes", "5": "fives", "4": "fours"}


def napolitana(hand: CardSet, suit: str) -> Declaration | None:
    """3, 2 and ace of one suit: 3 markers, and one more for each following card.
    [engelmann:tresette.napolitana]"""
    run = []
    for rank in RANKS_HIGH_TO_LOW:
        if Card(rank + suit) not in hand:
            break
        run.append(Card(rank + suit))
    if len(run) < 3:
        return None
    name = f"napolitaine in {suit}" + (f" of {len(run)}" if len(run) > 3 else "")
    return Declaration(name, CardSet(run), len(run), 0, "engelmann:tresette.napolitana")


def declarations(hand: CardSet, *, sevens: str = "old", sets: str = "all") -> list[Declaration]:
    """Everything a dealt hand may declare, under the chosen rules.
    [engelmann:tresette.declare, engelmann:tresette.other-sets, engelmann:tresette.three-sevens,
    engelmann:tresette.newer, engelmann:tresette.napolitana]"""
    found = []
    for rank in RANKS_HIGH_TO_LOW:
        cards = CardSet([c for c in hand if c.rank == rank])
        n = len(cards)
        if n < 3:
            continue
        name = f"{'three' if n == 3 else 'four'} {_NAMES[rank]}"
        if rank == "3":
            found.append(Declaration(name, cards, n, 0, "engelmann:tresette.declare"))
        elif rank == "7" and sevens == "old":
            found.append(Declaration(name, cards, n - 2, 1, "engelmann:tresette.three-sevens"))
        elif rank in "72A" and sevens == "newer":
            found.append(Declaration(name, cards, n, 0, "engelmann:tresette.newer"))
        elif sets == "all" or rank in "2A":
            found.append(Declaration(name, cards, n - 2, 0, "engelmann:tresette.other-sets"))
    for suit in SUITS:
        napo = napolitana(hand, suit)
        if napo:
            found.append(napo)
    return found


def special_win(tricks: list[tuple[int, list[Card], int]]) -> tuple[int, str, int, str] | None:
    """(company, name, parties, passage) for a Gallata, Gallaton, Stramazzet or Stramazzeton.

    ``tricks`` are (leader, cards, winner seat) in order. [engelmann:tresette.gallata,
    engelmann:tresette.gallaton, engelmann:tresette.stramazzet, engelmann:tresette.stramazzeton]"""
    winners = [w for _, _, w in tricks]
    for company in (0, 1):
        ours = [w for w in winners if side(w) == company]
        theirs = [(i, t) for i, t in enumerate(tricks) if side(t[2]) != company]
        if len(ours) == len(tricks):
            if len(set(ours)) == 1:
                return company, "Gallaton", GALLATON, "engelmann:tresette.gallaton"
            return company, "Gallata", GALLATA, "engelmann:tresette.gallata"
        if len(theirs) == 1:
            i, (_, cards, _) = theirs[0]
            pointless = card_points(cards, last_trick=i == len(tricks) - 1).points == 0
            if pointless:
                if len(set(ours)) == 1:
                    return company, "Stramazzeton", STRAMAZZETON, "engelmann:tresette.stramazzeton"
                return company, "Stramazzet", STRAMAZZET, "engelmann:tresette.stramazzet"
    return None


# ----------------------------------------------------------------------------------------------
# The game


class TresetteGame(Game):
    """Engelmann's Tresette for four seats, A to D in the direction of play, A and C one
    company; its options are ``OPTIONS``."""

    name = "tresette"
    #: What the game is, in a sentence or two (python -m gamelib games).
    description = (
        "Four players in two partnerships with forty Italian-ranked cards (three, two and "
        "ace high), no trumps: declarations of threes, twos and aces, then ten tricks "
        "counted in card points."
    )
    hand_deck = "tresette"
    num_players = 4
    # The source letters no seats: A, B, C, D as Engelmann letters Boston's and Piquet's.
    seats = ("A", "B", "C", "D")

    OPTIONS = (
        Option("sevens", str, "old", "three sevens win a partie and a marker (old), or only 3 "
               "markers, as three twos and three aces (newer)", "engelmann:tresette.newer",
               choices=SEVENS_RULES),
        Option("sets", str, "all", "every other triple and quadruple counts (all), or only "
               "threes, twos and aces (honours, the Italian rule)",
               "engelmann:tresette.other-sets", choices=SET_RULES),
        Option("zurufen", bool, True, "play with calls: the Vorhand calls a suit and shows it",
               "engelmann:tresette.calls"),
        Option("continuation", bool, False, "the winners carry their surplus markers into the "
               "next partie (not with calls)", "engelmann:tresette.continuation"),
        Option("special", str, "replace", "a Gallata, Gallaton, Stramazzet or Stramazzeton "
               "replaces the deal's card points, or is added to them",
               "engelmann:tresette.gallata", choices=SPECIAL_RULES),
        Option("deals", int, 4, "the deals of the sitting, settled at its end",
               "engelmann:tresette.settlement", low=1),
        Option("stake", int, 1, "what each player pays per partie of difference; the book "
               "names no stake", "engelmann:tresette.settlement", low=1),
        Option("two_on_three", bool, False, "the partner holding the two must play it on a "
               "three led", "engelmann:tresette.try-three"),
        Option("vorhand_second", bool, False, "the Vorhand may also declare at his card to "
               "the second trick, as the others do", "engelmann:tresette.declare-when"),
    )

    def __init__(self, **options):
        super().__init__(**{o.name: options.get(o.name, o.default) for o in self.OPTIONS})
        chosen = self.options
        if chosen["zurufen"] and chosen["continuation"]:
            raise ValueError("tresette: continuation 'nicht Statt finden kann, wenn man mit "
                             "Zurufen ſpielt': choose one [engelmann:tresette.continuation]")
        self.sevens, self.sets, self.zurufen = chosen["sevens"], chosen["sets"], chosen["zurufen"]
        self.continuation, self.special = chosen["continuation"], chosen["special"]
        self.deals, self.stake = chosen["deals"], chosen["stake"]
        self.two_on_three, self.vorhand_second = chosen["two_on_three"], chosen["vorhand_second"]

    def hand_report(self, cards, trump: str | None = None) -> HandReport:
        """What a hand may declare under this game's rules, each declaration's cards marked,
        and the card points it holds; the cards suit by suit, three down to four. Cards outside
        the 40-card pack, or a trump (Tresette has none), are a ValueError.
        [engelmann:tresette.declare, engelmann:tresette.card-points]"""
        hand = hand_of(self.name, cards, deck("tresette"), "engelmann:tresette.pack")
        if trump is not None:
            raise ValueError(f"tresette: trump={trump!r} is not allowed; Tresette has no trump "
                             "[engelmann:tresette.follow]")
        report = HandReport(self.name, None, None, hand, by_suit(hand, RANKS_HIGH_TO_LOW))
        found = declarations(hand, sevens=self.sevens, sets=self.sets)
        for declared in found:
            report.counts.append(("declaration", str(declared), declared.passage))
            report.marks.update({c: "matador" for c in declared.cards})
        if not found:
            report.counts.append(("declaration", "none", "engelmann:tresette.declare"))
        report.counts.append(("card points held", str(card_points(hand)),
                              "engelmann:tresette.card-points"))
        return report

    def new_initial_state(self, seed=None, *, dealer: int = 0, hands=None, marks=(0, 0),
                          parties=(0, 0)) -> TresetteState:
        """A dealt state; ``hands`` (by seat) fix the first deal, ``marks`` and ``parties`` the
        companies' markers on the comb and parties at the start. Each keyword is checked first,
        with a ValueError naming it."""
        rng = as_generator(seed)
        seat_given(self, "dealer", dealer, "engelmann:tresette.partners")
        if hands is not None:
            hands = fixed_hands(hands, 4, HAND_SIZE, "engelmann:tresette.pack",
                                within=deck("tresette"),
                                count_message="four players get {size} cards each of the "
                                              "40-card l'Hombre pack, not {sizes}")
        for keyword, pair, most in (("marks", marks, PARTIE_MARKS - 1), ("parties", parties, None)):
            if not isinstance(pair, (tuple, list)) or len(pair) != 2 or not all(
                    isinstance(n, numbers.Integral) and not isinstance(n, bool) and n >= 0
                    and (most is None or n <= most) for n in pair):
                held = f"from 0 to {most}" if most is not None else ">= 0"
                raise ValueError(f"tresette: {keyword}={pair!r} is not allowed; it takes the two "
                                 f"companies' {keyword}, whole numbers {held} "
                                 "[engelmann:tresette.partie]")
        return TresetteState(self, rng, dealer=int(dealer), hands=hands,
                             marks=tuple(int(n) for n in marks),
                             parties=tuple(int(n) for n in parties))


@dataclass
class TresetteDeal:
    number: int
    dealer: int
    dealt: list[CardSet]
    called: tuple[int, str] | None = None
    declared: list[tuple[int, Declaration]] = field(default_factory=list)
    tricks: list[tuple[int, list[Card], int]] = field(default_factory=list)
    special: tuple | None = None
    points: list[CardPoints] | None = None

    @property
    def vorhand(self) -> int:
        return (self.dealer + 1) % 4


class TresetteState(State):
    """A sitting of Tresette: ``deals`` deals, parties on the comb, settled at the end."""

    def __init__(self, game: TresetteGame, rng: np.random.Generator, *, dealer=0, hands=None,
                 marks=(0, 0), parties=(0, 0)):
        self.game = game
        self.rng = rng
        self.ledger = Ledger(game.seats)
        self.marks = list(marks)
        self.parties = list(parties)
        self.log: list[tuple[int, int, str, int, int, str]] = []  # deal, company, label, marks, parties, passage
        self.deals: list[TresetteDeal] = []
        self._done = False
        self._start(dealer, hands)

    # -- dealing -----------------------------------------------------------------------------

    def _start(self, dealer: int, hands=None) -> None:
        if hands is None:
            # twice five, to the right, beginning at the dealer's right
            hands, _ = deal_packets(shuffled(self.rng, deck("tresette")),
                                    [(dealer + k) % 4 for k in range(1, 5)], HAND_SIZE, PACKETS)
        self.deals.append(TresetteDeal(len(self.deals) + 1, dealer, hands))
        self.hands = list(hands)
        self.leader = self.deal.vorhand
        self.trick: list[Card] = []
        self.partie_closed = False   # a partie was won in this deal
        self.carry_side: int | None = None
        self.losers_total = 0        # the losers' markers of that partie, all the deal laid
        self.declared_names: list[set[str]] = [set(), set(), set(), set()]
        self.waiting: list[tuple[int, Declaration]] = []   # declared at the second trick
        self.phase = "call" if self.game.zurufen else "play"

    @property
    def deal(self) -> TresetteDeal:
        return self.deals[-1]

    # -- whose turn, what may be done -----------------------------------------------------------

    def current_player(self) -> int:
        if self._done:
            return TERMINAL
        return (self.leader + len(self.trick)) % 4

    def _trick_number(self) -> int:
        return len(self.deal.tricks)

    def declaring_now(self, seat: int) -> bool:
        """The Vorhand declares with his first card (and under ``vorhand_second`` at his card to
        the second trick too), every other player with his card to the second trick.
        [engelmann:tresette.declare-time, engelmann:tresette.declare-when]"""
        if seat == self.deal.vorhand:
            return self._trick_number() == 0 or (self.game.vorhand_second
                                                 and self._trick_number() == 1)
        return self._trick_number() == 1

    def open_declarations(self, seat: int) -> list[Declaration]:
        if not self.declaring_now(seat):
            return []
        return [d for d in declarations(self.deal.dealt[seat], sevens=self.game.sevens, sets=self.game.sets)
                if d.name not in self.declared_names[seat]]

    def legal_actions(self) -> list[Action]:
        if self._done:
            return []
        seat = self.current_player()
        hand = self.hands[seat]
        if self.phase == "call":
            return [Action("call", s, f"call {s}") for s in SUITS if hand.suit(s)]
        acts = [Action("declare", d.name, f"declare {d.name}") for d in self.open_declarations(seat)]
        led = self.trick[0] if self.trick else None
        cards = TRICKS.following(hand, led)
        if self.game.two_on_three and led is not None and led.rank == "3" and len(self.trick) == 2:
            # the partner of the leader who led a three must give his two [engelmann:tresette.try-three]
            two = Card("2" + led.suit)
            if two in hand:
                cards = [two]
        return acts + [Action("card", c, str(c)) for c in cards]

    def why_illegal(self, action) -> IllegalAction:
        if self._done:
            return IllegalAction("the sitting is over")
        seat = self.current_player()
        who = self.game.seats[seat]
        text = " ".join(str(action).split()).lower()
        if self.phase == "call":
            return IllegalAction("with calls the Vorhand first calls a suit he holds ('call S')",
                                 "engelmann:tresette.calls")
        if text.startswith("declare"):
            wanted = text[len("declare"):].strip()
            held = {d.name for d in declarations(self.deal.dealt[seat], sevens=self.game.sevens,
                                                 sets=self.game.sets)}
            held_lower = {name.lower() for name in held}
            if wanted not in held_lower:
                return IllegalAction(f"{who} cannot declare {wanted}: his hand holds "
                                     f"{', '.join(sorted(held)) or 'nothing to declare'}",
                                     "engelmann:tresette.declare")
            if wanted in {name.lower() for name in self.declared_names[seat]}:
                return IllegalAction(f"{wanted} is already declared", "engelmann:tresette.declare")
            when = "at the second trick"
            if seat == self.deal.vorhand:
                when = "with his first lead" + (" or at the second trick"
                                                 if self.game.vorhand_second else "")
            return IllegalAction(f"{who} may declare only {when}; a missed declaration "
                                 "is past and counts nothing", "engelmann:tresette.declare-when")
        card = card_named(action)
        if card is None:
            return IllegalAction(f"{action!r} is neither a card nor a declaration",
                                 "engelmann:tresette.follow")
        if card not in self.hands[seat]:
            return IllegalAction(f"{card} is not in {who}'s hand", "engelmann:tresette.pack")
        led = self.trick[0] if self.trick else None
        if led is not None and TRICKS.suit_of(card) != TRICKS.suit_of(led):
            return IllegalAction(f"{card} revokes: the suit led ({led}) must be followed while "
                                 "one can", "engelmann:tresette.follow")
        return IllegalAction(f"the partner holding the two must give it on the three led "
                             f"(not {card})", "engelmann:tresette.try-three")

    # -- doing it --------------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        seat = self.current_player()
        if action.kind == "call":
            self.deal.called = (seat, action.value)
            self.phase = "play"
        elif action.kind == "declare":
            decl = next(d for d in self.open_declarations(seat) if d.name == action.value)
            self.declared_names[seat].add(decl.name)
            self.deal.declared.append((seat, decl))
            if self._trick_number() == 0:
                self._lay(seat, decl)
            else:
                self.waiting.append((seat, decl))
        else:
            self.hands[seat] = self.hands[seat].remove(action.value)
            self.trick.append(action.value)
            if len(self.trick) == 4:
                winner = (self.leader + TRICKS.winner(self.trick)) % 4
                self.deal.tricks.append((self.leader, list(self.trick), winner))
                self.trick = []
                self.leader = winner
                if len(self.deal.tricks) == 2:
                    self._lay_second_trick()
                if len(self.deal.tricks) == HAND_SIZE:
                    self._end_of_deal()

    def _lay(self, seat: int, decl: Declaration) -> None:
        """A declaration's parties and markers. [engelmann:tresette.declare]"""
        if decl.parties:
            self._parties(side(seat), decl.parties, decl.name, decl.passage)
        self._marks(side(seat), decl.marks, f"{self.game.seats[seat]} {decl.name}", decl.passage)

    def _lay_second_trick(self) -> None:
        """The declarations of the second trick, laid in seat order from the Vorhand once every
        player has had his time: 'ſo gehet es nach der Vorhand, und darf keiner eher etwas
        anfangen, als ihn, der Ordnung nach, die Reihe trift'. [engelmann:tresette.count-out]"""
        vorhand = self.deal.vorhand
        for seat, decl in sorted(self.waiting, key=lambda said: (said[0] - vorhand) % 4):
            self._lay(seat, decl)
        self.waiting = []

    def _parties(self, company: int, n: int, label: str, passage: str) -> None:
        """Parties broken on the comb. [engelmann:tresette.comb]"""
        self.parties[company] += n
        self.log.append((self.deal.number, company, label, 0, n, passage))

    def _marks(self, company: int, n: int, label: str, passage: str) -> None:
        """Markers laid; 21 win a partie. After it, in the same deal, the winners' markers are
        void or, with continuation, go to the next partie; the losers' count only toward the
        double. [engelmann:tresette.partie, engelmann:tresette.continuation]"""
        if n <= 0:
            return
        if self.partie_closed:
            if company != self.carry_side:
                self.losers_total += n
                self.log.append((self.deal.number, company, f"{label}, {n} (after the partie: "
                                 "counted only toward the double)", 0, 0, "engelmann:tresette.partie"))
                return
            if not self.game.continuation:
                self.log.append((self.deal.number, company, f"{label}, {n} (void: partie already "
                                 "won)", 0, 0, "engelmann:tresette.continuation"))
                return
        self.marks[company] += n
        self.log.append((self.deal.number, company, label, n, 0, passage))
        if self.marks[company] >= PARTIE_MARKS and not self.partie_closed:
            other = 1 - company
            self._parties(company, 1, f"partie: {self.marks[company]} to {self.marks[other]}",
                          "engelmann:tresette.partie")
            surplus = self.marks[company] - PARTIE_MARKS
            self.losers_total = self.marks[other]
            self.marks = [0, 0]
            self.partie_closed = True
            self.carry_side = company
            if self.game.continuation and surplus:
                self.marks[company] = surplus
                self.log.append((self.deal.number, company, "surplus carried", surplus, 0,
                                 "engelmann:tresette.continuation"))

    def _card_points(self) -> None:
        """Each company's card points, laid when the deal is over: 'Iſt das Spiel zu Ende, ſo
        zählt jede Compagnie die Points in ihrer Karte'. When both count out with them the
        first tricks decide, and the others' points follow the partie; else the company that
        does not count out lays first, so that the partie is judged on its whole deal.
        [engelmann:tresette.card-points, engelmann:tresette.marks, engelmann:tresette.count-out]"""
        d = self.deal
        need = [PARTIE_MARKS - m for m in self.marks]
        out = [not self.partie_closed and d.points[c].points >= need[c] for c in (0, 1)]
        if all(out):
            first = first_to_count_out(d.tricks, need)
            order = (first, 1 - first)
        else:
            order = (0, 1) if out[1] else (1, 0)
        for company in order:
            self._marks(company, d.points[company].points, "card points",
                        "engelmann:tresette.card-points")

    def _end_of_deal(self) -> None:
        d = self.deal
        d.special = special_win(d.tricks)
        won: list[list[Card]] = [[], []]
        for _, cards, w in d.tricks:
            won[side(w)].extend(cards)
        last_side = side(d.tricks[-1][2])
        d.points = [card_points(won[c], last_trick=last_side == c) for c in (0, 1)]
        if d.special and self.game.special == "replace":
            # the special win replaces the card points: they are not laid [engelmann:tresette.gallata]
            self.log.append((d.number, d.special[0], f"card points not laid: the {d.special[1]} "
                             "replaces them", 0, 0, d.special[3]))
        else:
            self._card_points()
        if self.partie_closed and self.losers_total <= DOUBLE_AT_MOST:
            self._parties(self.carry_side, 1, f"double partie: the others ended the deal at "
                          f"{self.losers_total}", "engelmann:tresette.partie")
        if d.special:
            company, name, n, passage = d.special
            self._parties(company, n, name, passage)
        if len(self.deals) < self.game.deals:
            self._start((d.dealer + 1) % 4)
        else:
            self._settle()

    def _settle(self) -> None:
        """Each company counts its parties; the difference is paid at the agreed stake.
        [engelmann:tresette.settlement]"""
        diff = self.parties[0] - self.parties[1]
        if diff:
            win, lose = (0, 1) if diff > 0 else (1, 0)
            amount = abs(diff) * self.game.stake
            self.ledger.post(f"{plural(abs(diff), 'partie')} ahead",
                             {seat: (amount if side(s) == win else -amount)
                              for s, seat in enumerate(self.game.seats)},
                             passage="engelmann:tresette.settlement")
        self._done = True

    # -- views -----------------------------------------------------------------------------------

    def hand(self, player: int) -> CardSet:
        return self.hands[player]

    def returns(self) -> list[float]:
        return self.ledger.net() if self._done else [0.0] * 4

    def played_tricks(self) -> list:
        """The tricks of every deal so far as ``(leader, [(seat, card), ...], winner)``."""
        return [(lead, [((lead + i) % 4, c) for i, c in enumerate(cards)], w)
                for d in self.deals for lead, cards, w in d.tricks]

    def roles(self, viewer: int | None = None) -> dict[int, list[str]]:
        """The companies (A and C against B and D), the dealer and the Vorhand, who leads
        [engelmann:tresette.partners]."""
        seats = self.game.seats
        roles = {p: [f"with {seats[(p + 2) % 4]}, against {seats[(p + 1) % 4]} and "
                     f"{seats[(p + 3) % 4]}"] for p in range(4)}
        roles[self.deal.dealer].append("the dealer")
        roles[self.deal.vorhand].append("Vorhand: leads")
        return roles

    def information(self, player: int) -> dict:
        d = self.deal
        shown = CardSet()
        if d.called and side(d.called[0]) == side(player):
            # "weiſt dem andern ſeine gerufene Farbe": to his partner [engelmann:tresette.calls]
            caller, suit = d.called
            shown = d.dealt[caller].suit(suit)
        return {"player": player, "hand": self.hands[player], "called": d.called, "shown": shown,
                "declared": [(s, str(x)) for s, x in d.declared], "tricks": list(d.tricks),
                "trick": list(self.trick), "marks": list(self.marks), "parties": list(self.parties)}

    def details(self) -> dict:
        d, seats = self.deal, self.game.seats
        return {
            "deal": d.number, "dealer": d.dealer, "vorhand": d.vorhand,
            "dealt": [str(h) for h in d.dealt],
            "called": d.called,
            "declared": [f"{seats[s]} {x}" for s, x in d.declared],
            "tricks": [f"{seats[l]}: {' '.join(map(str, c))} -> {seats[w]}" for l, c, w in d.tricks],
            "card points": [str(p) for p in d.points] if d.points else None,
            "special": d.special[1] if d.special else None,
            "marks": list(self.marks), "parties": list(self.parties),
            "log": [f"deal {n}, company {c}: {label} {m:+d} {'marker' if abs(m) == 1 else 'markers'}"
                    f" +{p} {'partie' if p == 1 else 'parties'} [{ps}]"
                    for n, c, label, m, p, ps in self.log],
            "outcome": ("in play" if not self._done else
                        f"parties {self.parties[0]} : {self.parties[1]}"),
            "payments": self.ledger.lines(),
        }

    def _repr_html_(self) -> str:
        rows = "".join(f"<tr><td>{n}</td><td>{'A and C' if c == 0 else 'B and D'}</td><td>{escape(label)}</td>"
                       f"<td>{m or ''}</td><td>{p or ''}</td><td><code>{escape(ps)}</code></td></tr>"
                       for n, c, label, m, p, ps in self.log)
        return ("<table class='tresette-log'><tr><th>deal</th><th>company</th><th>what</th>"
                f"<th>markers</th><th>parties</th><th>passage</th></tr>{rows}</table>")
