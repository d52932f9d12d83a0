"""The Casino game after Engelmann (1798): a game of several deals played until a side reaches
the target, as one state of the game protocol.

A move is one card from the hand ("engelmann:casino.law-move"): it takes by pairs and sums, made
group by group, or is laid to the table. Whoever clears the table marks a point at once
("engelmann:casino.law-clear"); the last trick takes what is left (the Kehraus,
"engelmann:casino.law-sweep"); the deal is counted ("engelmann:casino.law-points") and the game
settled with a lurch doubled ("engelmann:casino.law-lurch"). Seats are lettered as in the text: A
deals, B plays first ("engelmann:casino.example-deal").
"""

from __future__ import annotations

import numbers
import re
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

import numpy as np

from gamelib.core.cards import Card, CardSet, _svg_row, deck
from gamelib.core.deal import deal_packets, shuffled
from gamelib.core.engine import TERMINAL, Action, Game, IllegalAction, State, as_generator
from gamelib.core.ledger import Ledger
from gamelib.core.options import Option
from gamelib.core.setup import cards_given, seat_given
from gamelib.games.casino.rules import (
    GAME,
    GAME_THREE,
    HAND_SIZE,
    LURCH,
    LURCH_THREE,
    SEATS,
    TABLE_SIZE,
    faces,
    groups,
    is_court,
    partition,
)
from gamelib.games.casino.scoring import count_out, deal_points, deduct, totals

# -- moves -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Move:
    """One card played: who, which card, what it took, what lay on the table before and after."""

    deal: int
    round: int
    seat: int
    card: Card
    kind: str                 # "trail", "take" or "kehraus"
    taken: CardSet
    table_before: tuple[Card, ...]
    table_after: tuple[Card, ...]
    cleared: bool             # marks a table-clearing point

    def __str__(self) -> str:
        who = SEATS[self.seat]
        if self.kind == "trail":
            text = f"{who} trails {self.card}"
        elif self.kind == "kehraus":
            text = f"{who}'s {self.card} sweeps {faces(self.taken)} (Kehraus)"
        else:
            text = f"{who}'s {self.card} takes {faces(self.taken)}"
        return text + (" — table cleared, 1 point" if self.cleared else "")


def move_label(card: Card, kind: str, taken: CardSet = CardSet()) -> str:
    if kind == "trail":
        return f"{card} trails"
    if kind == "kehraus":
        return f"{card} Kehraus"
    return f"{card} takes {faces(taken)}"


_LABEL = re.compile(r"^\s*(?P<card>\w\w)\s+(?P<verb>trails|takes|kehraus)(?P<rest>.*)$", re.I)


# -- the game --------------------------------------------------------------------------------


def _whole(value) -> bool:
    """A whole number that is no bool (numpy's integers too)."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


class CasinoGame(Game):
    """Casino for 4 (two partnerships), 3 or 2 players, played to the end of a game. The seats
    are lettered as in the text, A the first dealer ("engelmann:casino.example-deal")."""

    name = "casino"
    #: What the game is, in a sentence or two (python -m gamelib games).
    description = (
        "Four, three or two players pair, build and take cards from the table with the "
        "cards of their hands; the cards, the spades, big and little Casino, the aces and "
        "the sweeps score toward eleven."
    )

    OPTIONS = (
        Option("players", int, 4, "four players in two partnerships, three, or two",
               "engelmann:casino.three-intro", low=2, high=4),
        Option("take", str, "any", "a card takes any union of its pairs and sums ('any'), or "
               "must take all it can ('all')", "engelmann:casino.law-move",
               choices=("any", "all")),
        Option("trail_when_able", bool, True, "a card that can take may still be laid to the "
               "table", "engelmann:casino.law-move", choices=(True, False)),
        Option("kehraus_point", bool, False, "the Kehraus marks a table-clearing point too",
               "engelmann:casino.law-sweep", choices=(False, True)),
        Option("last_clear_point", bool, True, "clearing the table with the deal's last card "
               "marks a point (no: Hoyle's 'before the conclusion')",
               "engelmann:casino.law-clear", choices=(True, False)),
        Option("leftover", str, "last-taker", "when nobody takes in the last round, the cards "
               "left go to the deal's last taker, or to nobody (unspecified in source)",
               "engelmann:casino.law-sweep", choices=("last-taker", "nobody")),
        Option("game_end", str, "at-once", "a side that reaches the target in mid-deal wins at "
               "once, or at the end of the deal", "engelmann:casino.law-clear",
               choices=("at-once", "end-of-deal")),
        Option("three", str, "usual", "three players: the usual way (fifteen, no deduction) or "
               "the eleven points with Hoyle's deduction", "engelmann:casino.two",
               choices=("usual", "deduction")),
        Option("target", (int, type(None)), None, "the points that win: none for the rule "
               "(eleven; fifteen for three the usual way), 16 the three-player example's",
               "engelmann:casino.three-race", choices=(None, GAME, GAME_THREE, 16)),
        Option("stake", int, 1, "units each loser pays for a game, twice for a lurch "
               "(unspecified in source)", None, low=1),
    )

    def __init__(self, players: int = 4, **options):
        super().__init__(players=players, **options)
        chosen = {o.name: options.get(o.name, o.default) for o in self.OPTIONS}
        three, target = chosen["three"], chosen["target"]
        if chosen["kehraus_point"] and not chosen["last_clear_point"]:
            raise ValueError("kehraus_point=True marks the Kehraus at the end of the deal, "
                             "last_clear_point=False (Hoyle) marks nothing at the end: choose "
                             "one [engelmann:casino.law-clear, engelmann:casino.law-sweep]")
        if three != "usual" and players != 3:
            raise ValueError(f"casino: three={three!r} is a reading of the three-player game; "
                             f"with players={players} it does not apply [engelmann:casino.two]")
        usual_three = players == 3 and three == "usual"
        if target is None:
            target = GAME_THREE if usual_three else GAME
        if usual_three and target not in (GAME_THREE, 16):
            raise ValueError("the three-player game is fifteen by its rule, sixteen in its "
                             f"example, not target={target!r} [engelmann:casino.three-rules]")
        if not usual_three and target != GAME:
            raise ValueError(f"the game of players={players} is eleven points, not "
                             f"target={target!r} [engelmann:casino.law-points, "
                             "engelmann:casino.two]")
        self.num_players = players
        self.seats = SEATS[:players]
        self.take = chosen["take"]
        self.trail_when_able = chosen["trail_when_able"]
        self.kehraus_point = chosen["kehraus_point"]
        self.last_clear_point = chosen["last_clear_point"]
        self.leftover = chosen["leftover"]
        self.game_end = chosen["game_end"]
        self.three = three
        self.target = target
        self.stake = chosen["stake"]
        self.sides = 2 if players == 4 else players
        # "Jede Perſon marquirt die Points, die er gewinnt, ohne irgend einen Abzug"
        # [engelmann:casino.three-rules]; otherwise the deduction [engelmann:casino.law-deduction]
        self.deduction = not usual_three
        self.lurch = LURCH_THREE if usual_three else LURCH
        self.pack = deck("full")

    def side_of(self, seat: int) -> int:
        """A seat's side: partners sit opposite in the four-player game (A+C against B+D;
        unspecified in source), otherwise every player is his own side."""
        return seat % 2 if self.num_players == 4 else seat

    def side_name(self, side: int) -> str:
        if self.num_players == 4:
            return "A+C" if side == 0 else "B+D"
        return self.seats[side]

    def new_initial_state(self, seed=None, *, hands=None, table=None, stock=None,
                          marks=None, dealer: int = 0) -> CasinoState:
        """A game, dealt. ``hands`` (four cards per seat, A first) and ``table`` (four cards)
        fix the first deal, ``stock`` with them the rest of the pack in the order it is dealt
        (else shuffled); ``marks`` gives each side's points already marked, ``dealer`` the
        first dealer's seat. Later deals are shuffled from ``seed``. Each keyword is checked,
        with a ValueError naming it. [engelmann:casino.law-deal]"""
        seat_given(self, "dealer", dealer, "engelmann:casino.example-deal")
        if marks is None:
            marks = [0] * self.sides
        if isinstance(marks, (str, bytes)) or not isinstance(marks, Sequence) \
                or len(marks) != self.sides or not all(_whole(m) and m >= 0 for m in marks):
            raise ValueError(f"casino: marks={marks!r} is not allowed; it takes one whole number "
                             f">= 0 for each of the {self.sides} sides "
                             "[engelmann:casino.law-points]")
        if max(marks) >= self.target:
            raise ValueError(f"casino: marks={list(marks)!r}: a side has already reached "
                             f"{self.target}, the game is over [engelmann:casino.law-points]")
        if (hands is None) != (table is None) or (stock is not None and hands is None):
            raise ValueError("casino: a fixed deal needs both hands= and table= (and stock= "
                             "only with them) [engelmann:casino.law-deal]")
        return CasinoState(self, as_generator(seed), hands=hands, table=table, stock=stock,
                           marks=[int(m) for m in marks], dealer=int(dealer))


#: The readings of the points the source leaves open (docs/casino.md): each option's values,
#: the default first.
READINGS = {o.name: o.choices for o in CasinoGame.OPTIONS
            if o.choices is not None and o.name != "target"}


class CasinoState(State):
    """A game of Casino in progress: deals are played until a side reaches the target."""

    def __init__(self, game: CasinoGame, rng: np.random.Generator, *, hands=None, table=None,
                 stock=None, marks=None, dealer: int = 0):
        self.game = game
        self.rng = rng
        self.ledger = Ledger(game.seats)
        self.marks = list(marks) if marks is not None else [0] * game.sides
        self.start_marks = list(self.marks)
        self.dealer = dealer
        self.deal_number = 0
        self.moves: list[Move] = []
        self.deals: list[dict] = []       # one record a finished deal
        self.winner: int | None = None
        self.decided_by: str | None = None
        self.lurched: list[int] = []
        self._start_deal(hands, table, stock)

    # -- dealing -----------------------------------------------------------------------------
    def _start_deal(self, hands=None, table=None, stock=None) -> None:
        """Four cards to each and four to the table. [engelmann:casino.law-deal]"""
        n = self.game.num_players
        self.deal_number += 1
        self.round = 1
        if hands is None and table is None and stock is None:
            self.hands, rest = deal_packets(shuffled(self.rng, deck("full")), range(n), HAND_SIZE,
                                            HAND_SIZE, n)
            self.table, self.stock = rest[:TABLE_SIZE], rest[TABLE_SIZE:]
        else:
            self._fixed_deal(hands, table, stock)
        self.piles = [CardSet() for _ in range(self.game.sides)]
        self.sweeps = [0] * self.game.sides
        self.last_taker: int | None = None
        self.last_round_taker: int | None = None
        self.player = (self.dealer + 1) % n   # "ſo fängt B an zu ſpielen" [engelmann:casino.example-deal]
        self.pending: tuple[Card, CardSet] | None = None   # a capture being made, group by group
        self._cache: tuple = (-1, None, [])

    def _fixed_deal(self, hands, table, stock) -> None:
        """The first deal as given: each hand and the table checked, no card twice, the stock
        the rest of the pack. [engelmann:casino.law-deal]"""
        n = self.game.num_players
        if isinstance(hands, (str, CardSet)) or not isinstance(hands, Sequence) \
                or len(hands) != n:
            raise ValueError(f"casino: hands={hands!r} is not allowed; it takes one hand of "
                             f"{HAND_SIZE} cards for each of the {n} players, A first "
                             "[engelmann:casino.law-deal]")
        self.hands = [cards_given(self.game, f"hands[{i}] (the hand of {self.game.seats[i]})", h,
                                  size=HAND_SIZE, passage="engelmann:casino.law-deal")
                      for i, h in enumerate(hands)]
        table_cards = cards_given(self.game, "table", table, size=TABLE_SIZE,
                                  passage="engelmann:casino.law-deal")
        self.table = list(table_cards)
        seen = CardSet()
        for part in [*self.hands, table_cards]:
            if seen & part:
                raise ValueError(f"casino: card {seen & part} dealt twice in hands= and table= "
                                 "[engelmann:casino.law-deal]")
            seen = seen | part
        rest = self.game.pack - seen
        if stock is None:
            self.stock = shuffled(self.rng, rest)
        else:
            try:
                self.stock = [Card(f) for f in (stock.split() if isinstance(stock, str)
                                                else stock)]
                ordered = CardSet(self.stock)
            except (TypeError, ValueError) as error:
                raise ValueError(f"casino: stock={stock!r} is not allowed: {error} "
                                 "[engelmann:casino.law-deal]") from None
            if ordered != rest or len(self.stock) != len(rest):
                raise ValueError("casino: stock= must be exactly the cards not in the hands or "
                                 "on the table, in the order they are dealt "
                                 "[engelmann:casino.law-deal]")

    def _deal_round(self) -> None:
        """Four more to each player, none to the table. [engelmann:casino.law-deal]"""
        n = self.game.num_players
        self.hands, self.stock = deal_packets(self.stock, [(self.dealer + 1 + i) % n for i in range(n)],
                                              HAND_SIZE, HAND_SIZE, n)
        self.round += 1

    # -- the rules of a move -----------------------------------------------------------------
    def last_card_of_deal(self) -> bool:
        """Is the current card the last of the deal (the dealer's last card)?"""
        return (not self.stock and self.player == self.dealer and len(self.hands[self.player]) == 1)

    def legal_actions(self) -> list[Action]:
        """A move is made in steps, as a player picks up the cards: he names his card ("7H
        takes" or "7H trails"), then takes its groups one by one ("take 7S", "take 4D 2C AH"),
        and says "done" when he will take no more (with ``take="all"`` he must go on while a
        group is left). A whole capture may also be given at once: "7H takes 7S 4D 2C AH"."""
        if self._cache[0] == len(self.moves) and self._cache[1] == self.pending:
            return list(self._cache[2])
        actions = self._legal_actions()
        self._cache = (len(self.moves), self.pending, actions)
        return list(actions)

    def _legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        table = CardSet(self.table)
        if self.pending is not None:
            card, taken = self.pending
            actions = [Action("group", g.mask, "take " + faces(g))
                       for g in groups(card, table)]
            # A take takes at least one group: a card that takes nothing is laid to the table,
            # "wo nicht, ſo giebt er eine zu" [engelmann:casino.example-next-round]
            if taken and self.game.take == "any":
                actions.append(Action("done", None, "done"))
            return actions
        actions = []
        for card in self.hands[self.player]:
            if is_court(card) and self.last_card_of_deal() and table:
                # "hat aber A eine Hofkarte, ſo nimmt A die noch übrigen Karten"
                # [engelmann:casino.example-last, engelmann:casino.courts]
                actions.append(Action("kehraus", card, move_label(card, "kehraus")))
                continue
            can_take = bool(groups(card, table))
            if can_take:
                actions.append(Action("take", card, f"{card} takes"))
            if not can_take or self.game.trail_when_able:
                actions.append(Action("trail", card, move_label(card, "trail")))
        return actions

    def apply_action(self, action) -> None:
        """Take an action; a whole capture ("7H takes 7S 4D 2C AH", the cards in any order) is
        checked against the rule of pairs and sums and then made group by group."""
        if isinstance(action, str) and self.pending is None and not self.is_terminal():
            m = _LABEL.match(action)
            if m and m["verb"].lower() == "takes" and m["rest"].strip():
                steps = self._capture_steps(action)
                for step in steps:
                    self._apply(step)
                return
        super().apply_action(action)

    def _capture_steps(self, text: str) -> list[Action]:
        """The steps of a whole capture, or the IllegalAction that names the rule it breaks."""
        m = _LABEL.match(text)
        try:
            card = Card(m["card"])
            taken = CardSet(m["rest"].replace("+", " ").replace(",", " ").split())
        except ValueError as error:
            raise IllegalAction(f"{text!r}: {error}", "engelmann:casino.law-move") from None
        problem = self._capture_problem(card, taken)
        if problem is not None:
            raise problem
        parts = partition(card, taken)
        steps = [Action("take", card, f"{card} takes")]
        steps += [Action("group", p.mask, "take " + faces(p)) for p in parts]
        if self.game.take == "any" and groups(card, CardSet(self.table) - taken):
            steps.append(Action("done", None, "done"))
        return steps

    def _kehraus_due(self, card: Card, table: CardSet) -> IllegalAction | None:
        """The refusal of any other move of the dealer's court card at the last trick, which
        takes the rest of the table ("ſo nimmt A die noch übrigen Karten"), or None.
        [engelmann:casino.example-last]"""
        if is_court(card) and self.last_card_of_deal() and table:
            return IllegalAction(f"the dealer's court card {card} at the last trick takes the "
                                 "rest of the table ('ſo nimmt A die noch übrigen Karten'): play "
                                 f"'{card} Kehraus'", "engelmann:casino.example-last")
        return None

    def _capture_problem(self, card: Card, taken: CardSet) -> IllegalAction | None:
        """Why ``card`` may not take ``taken`` now, or None if it may."""
        who = self.game.seats[self.player]
        table = CardSet(self.table)
        if card not in self.hands[self.player]:
            return IllegalAction(f"{who} does not hold {card}: Niemand kann mehr als eine Karte "
                                 "auf einmal aus ſeiner Hand ſpielen (one card, from one's own "
                                 "hand)", "engelmann:casino.law-move")
        kehraus = self._kehraus_due(card, table)
        if kehraus is not None:
            return kehraus
        missing = taken - table
        if not taken:
            return IllegalAction("a capture takes at least one table card",
                                 "engelmann:casino.law-move")
        if missing:
            return IllegalAction(f"{faces(missing)} not on the table ({faces(table) or 'empty'})",
                                 "engelmann:casino.law-move")
        if is_court(card) and any(t.rank != card.rank for t in taken):
            return IllegalAction(
                f"a court card only pairs: {card} takes only cards of its own name, never by "
                f"sums ({faces(taken)}); 'die Hofkarten zu weiter keinen Nutzen ſind, als etwa ein "
                "Paar zu machen'", "engelmann:casino.advice-2")
        courts = [t for t in taken if is_court(t)]
        if courts and not is_court(card):
            return IllegalAction(
                f"{faces(courts)} cannot be taken by sums: a court card is taken only by its own "
                "name ('der König iſt nicht mehr wie die Dame, dieſe nicht mehr wie der Valet, und "
                "alle drei nicht mehr wie die übrigen')", "engelmann:casino.courts")
        if partition(card, taken) is None:
            return IllegalAction(
                f"{faces(taken)} do not add up to {card}: the cards a card takes must pair with it "
                "or make its number in sums (Verbindungen), each table card in one sum only",
                "engelmann:casino.law-move")
        if self.game.take == "all" and groups(card, table - taken):
            return IllegalAction(
                f"{card} must take every card it can combine (option take='all'): "
                f"{faces(groups(card, table - taken)[0])} is left", "engelmann:casino.law-move")
        return None

    def why_illegal(self, action) -> IllegalAction:
        if self.is_terminal():
            return IllegalAction("the game is over: no card can be played")
        who = self.game.seats[self.player]
        if self.pending is not None:
            card, taken = self.pending
            if not taken and str(action).strip().lower() == "done":
                return IllegalAction(
                    f"{who}'s {card} has taken nothing yet: a take takes at least one card that "
                    "pairs it or adds up to it; a card that takes nothing is laid to the table "
                    "('wo nicht, ſo giebt er eine zu')", "engelmann:casino.example-next-round")
            return IllegalAction(
                f"{who} is taking with {card}: take a group of table cards that pairs it or adds "
                f"up to it ({', '.join(str(a) for a in self.legal_actions())})",
                "engelmann:casino.law-move")
        if isinstance(action, str):
            m = _LABEL.match(action)
            if m is None:
                return IllegalAction(
                    f"{action!r} is not a move: write '7H trails', '7H takes 7S AH 2C 4D' or "
                    "'QH Kehraus'; one card from the hand on each turn", "engelmann:casino.law-move")
            try:
                action = Action({"trails": "trail", "takes": "take", "kehraus": "kehraus"}
                                [m["verb"].lower()], Card(m["card"]))
            except ValueError as error:
                return IllegalAction(str(error), "engelmann:casino.law-move")
        if not isinstance(action, Action) or not isinstance(action.value, Card):
            return IllegalAction(f"{action!r} is not a move", "engelmann:casino.law-move")
        card = action.value
        if card not in self.hands[self.player]:
            return self._capture_problem(card, CardSet())
        table = CardSet(self.table)
        if action.kind == "kehraus":
            if not is_court(card):
                return IllegalAction(f"{card} is no court card: only a king, queen or jack takes "
                                     "what is left (Kehraus)", "engelmann:casino.courts")
            return IllegalAction("only the dealer's court card at the last trick takes the rest "
                                 "of the table: 'ausgenommen bei dem letzten Stich, wo der König, "
                                 "die Dame, oder der Valet, in der Hand des Gebers die noch "
                                 "übrigen Tiſchkarten wegnehmen kann'", "engelmann:casino.courts")
        kehraus = self._kehraus_due(card, table)
        if kehraus is not None:
            return kehraus
        if action.kind == "trail":
            return IllegalAction(f"{card} can take from the table and must not be laid to it "
                                 "(option trail_when_able=False)", "engelmann:casino.law-move")
        return IllegalAction(f"{card} can take nothing from the table ({faces(table) or 'empty'}):"
                             " it pairs no card and makes its number with none",
                             "engelmann:casino.law-move")

    def _apply(self, action: Action) -> None:
        if action.kind == "take":
            self.pending = (action.value, CardSet())
            return
        if action.kind == "group":
            card, taken = self.pending
            group = CardSet(action.value)
            self.table = [t for t in self.table if t not in group]
            self.pending = (card, taken | group)
            if not groups(card, CardSet(self.table)):
                self._finish(card, "take", taken | group)
            return
        if action.kind == "done":
            card, taken = self.pending
            self._finish(card, "take", taken)
            return
        if action.kind == "kehraus":
            taken = CardSet(self.table)
            self.table = []
            self._finish(action.value, "kehraus", taken)
            return
        self.table.append(action.value)
        self._finish(action.value, "trail", CardSet())

    def _finish(self, card: Card, kind: str, taken: CardSet) -> None:
        """The move is made: the card and what it took go to the side's pile; a cleared table
        marks a point; then the next player, the next round or the end of the deal."""
        game = self.game
        seat = self.player
        side = game.side_of(seat)
        self.pending = None
        if kind == "trail":
            before = tuple(self.table[:-1])
        else:
            before = tuple(self.table) + tuple(taken)
            self.piles[side] = self.piles[side] | taken.add(card)
            self.last_taker = side
            if not self.stock:
                self.last_round_taker = side
        self.hands[seat] = self.hands[seat].remove(card)
        cleared = False
        if kind != "trail" and not self.table:
            # "Derjenige, der die letzte Tiſchkarte nimmt, oder den Tiſch räumt, zählt für
            # jedesmal unwiderruflich eine Point" [engelmann:casino.law-clear]: each time, the
            # last card of the deal too (Hoyle's "before the conclusion of the game" by option).
            # The dealer's Kehraus marks it only if his court card pairs everything left, or by
            # option.
            cleared = (kind == "take" or game.kehraus_point
                       or all(t.rank == card.rank for t in taken))
            last_card = not self.stock and not any(self.hands)
            if last_card and not game.last_clear_point:
                cleared = False
        self.moves.append(Move(self.deal_number, self.round, seat, card, kind, taken,
                               before, tuple(self.table), cleared))
        if cleared:
            self.sweeps[side] += 1
            self.marks[side] += 1   # "werden jedesmal marquirt" [engelmann:casino.sweeps-marked]
            if self.marks[side] >= game.target and self.winner is None:
                self._win(side, "table cleared")
                if self.is_terminal():
                    return
        self.player = (seat + 1) % game.num_players
        if all(not h for h in self.hands):
            if self.stock:
                self._deal_round()
            else:
                self._end_deal()

    def _end_deal(self) -> None:
        """The last trick takes the rest, then the deal is counted and marked.
        [engelmann:casino.law-sweep, engelmann:casino.count-cards, engelmann:casino.law-deduction]"""
        game = self.game
        left = CardSet(self.table)
        kehraus_to = self.last_round_taker
        if kehraus_to is None and game.leftover == "last-taker":
            kehraus_to = self.last_taker   # nobody took in the last round: unspecified in source
        if left and kehraus_to is not None:
            self.piles[kehraus_to] = self.piles[kehraus_to] | left
            if game.kehraus_point:
                self.sweeps[kehraus_to] += 1
                self.marks[kehraus_to] += 1
        self.table = [] if kehraus_to is not None else self.table
        items = deal_points(self.piles)
        points = totals(items, game.sides)
        marked = deduct(points) if game.deduction else points
        # With the deduction only the larger side marks, and all its net points at once; without
        # it every item is marked in the order of counting [engelmann:casino.three-order].
        if game.deduction:
            counted = [("points after deduction", marked[s], s) for s in range(game.sides)
                       if marked[s]]
        else:
            counted = items
        before = list(self.marks)
        result = count_out(self.marks, counted, game.target)
        record = {
            "deal": self.deal_number, "dealer": self.game.seats[self.dealer],
            "kehraus": (game.side_name(kehraus_to) if kehraus_to is not None else None,
                        faces(left)),
            "cards": [len(p) for p in self.piles], "spades": [len(p.suit("S")) for p in self.piles],
            "items": [(item, pts, None if w is None else game.side_name(w)) for item, pts, w in items],
            "points": points, "marked": marked, "sweeps": list(self.sweeps),
            "marks before": before, "count": result,
        }
        if self.winner is None and result.winner is not None:
            # the race: the marks stop where the winning item was counted
            self.marks = list(result.steps[-1][3])
            record["marks after"] = list(self.marks)
            self.deals.append(record)
            self._win(result.winner, result.decided_by)
            return
        self.marks = [m + p for m, p in zip(self.marks, marked)]
        record["marks after"] = list(self.marks)
        self.deals.append(record)
        if self.winner is not None:      # reached in mid-deal with game_end="end-of-deal"
            self._settle()
            return
        # the next deal: the deal passes to the left (unspecified in source)
        self.dealer = (self.dealer + 1) % game.num_players
        self._start_deal()

    def _win(self, side: int, how: str) -> None:
        """A side has reached the target: the game ends now, unless a table-clearing point did
        it in mid-deal with ``game_end="end-of-deal"`` (the deal is then played out)."""
        self.winner = side
        self.decided_by = how
        if self.game.game_end == "at-once" or how != "table cleared":
            self._settle()

    def _settle(self) -> None:
        """The winner is paid a game by each loser, two for a lurch: "Der Lurch (Bredouille) oder
        doppelt gewonnenes Spiel iſt Fünf" [engelmann:casino.law-lurch]; seven for three players
        [engelmann:casino.three-rules]. A loser is lurched who has not reached the lurch number.
        The stake of a game is unspecified in source."""
        game = self.game
        self._over = True
        for side in range(game.sides):
            if side == self.winner:
                continue
            double = self.marks[side] < game.lurch
            if double:
                self.lurched.append(side)
            amount = game.stake * (2 if double else 1)
            label = (f"{game.side_name(side)} lose{'s' if game.num_players != 4 else ''} "
                     f"{'a lurch (double game)' if double else 'the game'} "
                     f"to {game.side_name(self.winner)}")
            payers = [s for s in range(game.num_players) if game.side_of(s) == side]
            payees = [s for s in range(game.num_players) if game.side_of(s) == self.winner]
            amounts = {game.seats[p]: -amount for p in payers}
            for p in payees:
                amounts[game.seats[p]] = amounts.get(game.seats[p], 0) + amount * len(payers) // len(payees)
            self.ledger.post(label, amounts, passage="engelmann:casino.three-rules"
                             if game.sides == 3 and game.three == "usual"
                             else "engelmann:casino.law-lurch")

    # -- protocol ----------------------------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if getattr(self, "_over", False) else self.player

    def returns(self) -> list[float]:
        return self.ledger.net()

    def hand(self, player: int) -> CardSet:
        return self.hands[player]

    def information(self, player: int) -> dict:
        """What a player may see: his hand, the table, the marks, and only the last trick
        ("Es iſt niemanden erlaubt, mehrere Stiche, als den letzgeſpielten nachzuſehen")
        [engelmann:casino.law-inspect]."""
        last = next((m for m in reversed(self.moves) if m.kind != "trail"), None)
        return {"player": player, "hand": self.hands[player], "table": CardSet(self.table),
                "marks": list(self.marks), "dealer": self.dealer,
                "cards in stock": len(self.stock), "last trick": str(last) if last else None}

    def details(self) -> dict:
        game = self.game
        return {
            "players": game.num_players,
            "sides": [game.side_name(s) for s in range(game.sides)],
            "target": game.target,
            "deal": self.deal_number,
            "dealer": self.game.seats[self.dealer],
            "table": faces(self.table),
            "marks": list(self.marks),
            "deals": [{k: v for k, v in d.items() if k != "count"} for d in self.deals],
            "winner": None if self.winner is None else game.side_name(self.winner),
            "decided by": self.decided_by,
            "lurched": [game.side_name(s) for s in self.lurched],
            "payments": self.ledger.lines(),
        }

    def table_view(self) -> CardSet:
        return CardSet(self.table)

    def whereabouts(self) -> list[CardSet]:
        """Hands, table, stock, cards being taken and the sides' piles: together the pack."""
        taking = self.pending[1] if self.pending else CardSet()
        return [*self.hands, CardSet(self.table), CardSet(self.stock), taking, *self.piles]

    def _repr_html_(self) -> str:
        game = self.game
        rows = []
        for i in range(game.num_players):
            rows.append(f"<tr><td>{game.seats[i]}{' (dealer)' if i == self.dealer else ''}</td>"
                        f"<td>{_svg_row(self.hands[i], label=f'hand of {game.seats[i]}')}</td></tr>")
        marks = ", ".join(f"{game.side_name(s)} {m}" for s, m in enumerate(self.marks))
        status = (f"game won by {game.side_name(self.winner)}" if self.winner is not None
                  else f"deal {self.deal_number}, round {self.round}, "
                       f"{self.game.seats[self.player]} to play")
        return (f'<div class="casino"><p>{escape(status)}; marks: {escape(marks)}</p>'
                f"<p>table:</p>{_svg_row(self.table, label='table')}"
                f"<table>{''.join(rows)}</table></div>")
