"""Piquet's declarations after Engelmann: carte blanche, the Rummel (point), the sequences, the
trios and quatorzes, the better combination annulling the lesser, and the repic they may make.
[engelmann:piquet.rummel, engelmann:piquet.sequence-annul, engelmann:piquet.sets-annul,
engelmann:piquet.precedence, engelmann:piquet.repic]"""

from __future__ import annotations

from dataclasses import dataclass, replace
from html import escape

from gamelib.core.cards import Card, CardSet
from gamelib.games.piquet.rules import (
    CATEGORIES,
    PIC_THRESHOLD,
    QUATORZE_VALUE,
    RANKS_LOW_TO_HIGH,
    REPIC_READINGS,
    SEQUENCE_NAMES,
    SEQUENCE_VALUES,
    SET_RANKS,
    SHOWN,
    TRIO_VALUE,
    is_carte_blanche,
    pips,
    rank_index,
)


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
        held = sorted(rank_index(c) for c in hand.suit(suit))
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


UNOPPOSED = "unopposed"
NOT_SHOWN = "the opponent did not show his"
HIGHER = "his best is higher"
LOWER = "annulled by the opponent's higher"
EQUAL = "equal on both sides: neither counts"
"""Why a line counts or not, as the score reckons it (``Line.reason``)."""


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

    @property
    def shown(self) -> bool:
        """Whether the opponent sees its cards: a point or sequence that counts is shown, all
        else only named. [engelmann:piquet.law-4, engelmann:piquet.law-5]"""
        return self.valid and self.combination.category in SHOWN


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

    def seen_by(self, player: int) -> Declarations:
        """The declarations as ``player`` (0 the elder, 1 the younger) was told them: the
        other's lines said aloud (:func:`said_aloud`), by name, with the cards of a point or
        sequence that counts, which is shown, and no other; his own as he was answered
        (:func:`as_answered`). [engelmann:piquet.rummel, engelmann:piquet.law-4,
        engelmann:piquet.law-5]"""
        told = [line for line in self.lines if line.player != player and said_aloud(line)]
        return Declarations(tuple(
            as_answered(line, told) if line.player == player
            else line if line.shown
            else replace(line, combination=replace(line.combination, cards=CardSet()))
            for line in self.lines if line.player == player or line in told), self.names)

    def rows(self) -> list[dict]:
        return [{"player": self.names[l.player], "category": l.combination.category,
                 "combination": l.combination.name, "cards": str(l.combination.cards),
                 "points": l.points, "counted": "yes" if l.valid else "annulled",
                 "why": l.reason, "passage": l.passage} for l in self.lines]

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


def said_aloud(line: Line) -> bool:
    """Whether a line was said at the table. The elder counts aloud first; the younger who holds
    a greater says "nicht gut" and counts his, one who holds an equal answers so, and one who
    holds less says nothing of it (law 14: he answers that they are good).
    [engelmann:piquet.rummel, engelmann:piquet.law-14]"""
    return not (line.player == 1 and line.reason == LOWER)


def as_answered(line: Line, told: list[Line]) -> Line:
    """A player's own line as he was answered. One that counts against nothing said of the
    opponent's in its category was answered "good" and reads unopposed: an opponent who
    withheld his (law 4) or held less said nothing of it. [engelmann:piquet.rummel,
    engelmann:piquet.law-4, engelmann:piquet.law-14]"""
    category = line.combination.category
    if line.reason not in (NOT_SHOWN, HIGHER) \
            or any(t.combination.category == category for t in told):
        return line
    return replace(line, reason=UNOPPOSED, passage=_CATEGORY_PASSAGE[category])


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
                    reason = UNOPPOSED
                    hidden = (category != "carte blanche" and not shown[other]
                              and combinations_of(hands[other], category))
                    if hidden:
                        reason, passage = NOT_SHOWN, "engelmann:piquet.law-4"
                elif best[p] > best[other]:
                    valid, reason, passage = True, HIGHER, _CATEGORY_PASSAGE[category]
                elif best[p] == best[other]:
                    valid, reason = False, EQUAL
                    passage = ("engelmann:piquet.rummel" if category == "point"
                               else "engelmann:piquet.equality")
                else:
                    valid, reason, passage = False, LOWER, _CATEGORY_PASSAGE[category]
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
