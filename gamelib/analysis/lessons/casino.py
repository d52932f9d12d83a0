"""Engelmann's worked examples of Casino as lessons: the four-player deal told round by round
(engelmann:casino.example-deal ... engelmann:casino.example-next-round), the last cards of a
deal (engelmann:casino.example-last), the deduction (engelmann:casino.law-deduction-example) and
the three-player finish (engelmann:casino.three-example-scores ... three-example-answer).

The deals are :mod:`gamelib.games.casino.examples`'s, played through the protocol; what each
card would take is the engine's (:func:`gamelib.games.casino.rules.captures`).
"""

from __future__ import annotations

from gamelib.analysis.lessons.model import (
    Check,
    Lesson,
    Question,
    Step,
    cards_panel,
    faces,
    pretty,
    table_panel,
)
from gamelib.analysis.lessons.replay import Move, replay
from gamelib.core.cards import CardSet, deck, parse
from gamelib.core.engine import get_game
from gamelib.games.casino.examples import (
    EXAMPLE_MOVES,
    EXAMPLE_SETUP,
    LAST_COURT_PAIRS,
    LAST_TRICK,
    THREE_FINISH_DEAL,
    THREE_FINISH_MOVES,
    scripted_deal,
)
from gamelib.games.casino.rules import captures
from gamelib.games.casino.scoring import deal_points, deduct, totals

SEATS = ("A", "B", "C", "D")
ENGINE = "What each move does, by the rules of the game (the engine)"


def whole_move(state, action) -> str:
    """An action as a whole move: a take with the most cards its card can take."""
    if action.kind == "take":
        taken = captures(action.value, CardSet(state.table), state.game.take)[0]
        return f"{action.value} takes {' '.join(str(c) for c in taken)}"
    return str(action)


def normal(label: str) -> str:
    """A move's label as :func:`whole_move` writes it (the taken cards in the pack's order)."""
    card, verb, *taken = label.split()
    return f"{card} {verb} {' '.join(str(c) for c in parse(' '.join(taken)))}" if taken \
        else label


def moves_offered(state) -> list[str]:
    return [whole_move(state, a) for a in state.legal_actions()]


def what_each_takes(state, choices):
    """What each move offered would take: the engine's own record of it."""
    def values():
        out = []
        for label in choices:
            after = state.clone()
            after.apply_action(label)
            record = str(after.moves[-1]).split(" — ")
            out.append((label, record[0] + (f" ({record[1]})" if len(record) > 1 else "")))
        return out
    return values


def view(state) -> list:
    """The table, every hand, the marks."""
    panels = [cards_panel("the table", state.table)]
    for p, seat in enumerate(state.game.seats):
        if p < len(state.hands):
            panels.append(cards_panel(f"{seat}'s hand", state.hands[p]))
    details = state.details()
    panels.append(table_panel("marks", details["sides"], [details["marks"]]))
    return panels


def _ranks(cards) -> str:
    return " ".join(sorted((c.rank for c in cards), key="AKQJT98765432".index))


def _round_checks(state) -> list[Check]:
    """The table the text leaves after the first round: "ein König, eine Dame, ein Valet, eine
    Zehen, eine Neun, eine Fünf und eine Drei" [engelmann:casino.example-next-round]."""
    return [Check("the cards left on the table after the round", "K Q J T 9 5 3",
                  _ranks(state.table), "ein König, eine Dame, ein Valet, eine Zehen, eine Neun, "
                  "eine Fünf und eine Drei", "engelmann:casino.example-next-round")]


def _eye_skip_check(_state) -> list[Check]:
    """The text as printed has B lay a queen where the reading has him lay his second seven:
    then no seven lies on the table for A's seven to take."""
    literal = get_game("casino", players=4).new_initial_state(
        0, table=EXAMPLE_SETUP["table"], hands=["JH 8C 7C AD", "7H KS QH 3C", "QD TC 7D AS",
                                                EXAMPLE_SETUP["hands"][3]])
    for label in EXAMPLE_MOVES[:8] + ["QH trails"]:
        literal.apply_action(label)
    seven = [c for c in literal.table if c.rank == "7"]
    return [Check("a seven on the table for A's seven to take, the text read as printed",
                  "the seven that B played", f"none: the table holds {faces(literal.table)}",
                  "A hätte eine Sieben, so nimmt er mit dieser die Sieben, die B gespielt",
                  "engelmann:casino.example-round-2",
                  "The text skips C's third card, and B's only seven so far cleared the table "
                  "at his first turn, so as printed A's seven has nothing to take. Read here: "
                  "the compositor's eye skipped between two identical phrases 'so giebt er eine "
                  "zu,' and lost 'this be a seven. C could not pair either, so he adds one': B "
                  "laid a second seven, C the queen. The lesson plays that reading.")] \
        if not seven else []


#: The main line of the example, move by move: (index in EXAMPLE_MOVES, title, words,
#: passage, the question asked before it).
MAIN_LINE = {
    0: ("B clears the table", "B's seven pairs the seven on the table, and ace, two and four "
        "make seven too: he takes all four and marks a point.", "engelmann:casino.example-seven",
        "B to play first. What does he play, and what does it take?"),
    1: ("C lays a queen", "The table is empty: C must lay a card to it, a queen.",
        "engelmann:casino.example-clear", ""),
    2: ("D clears the table again", "D has a queen: he takes C's queen and marks a point.",
        "engelmann:casino.example-round-1", "C laid a queen to the empty table. What does D "
        "play?"),
    3: ("A lays a jack", "A must lay a card to the empty table.",
        "engelmann:casino.example-round-1", ""),
    4: ("B lays a king", "B has no jack and lays a king.", "engelmann:casino.example-round-1", ""),
    5: ("C lays a ten", "C has neither jack nor king and lays a ten.",
        "engelmann:casino.example-round-1", ""),
    6: ("D lays a nine", "D has none of the three and lays a nine.",
        "engelmann:casino.example-round-1", ""),
    7: ("A lays an eight", "A can pair none of the four and lays an eight.",
        "engelmann:casino.example-round-2", ""),
    8: ("B lays his second seven", "B cannot pair either and lays a card: his second seven (the "
        "words the printer lost, see the erratum).", "engelmann:casino.example-round-2", ""),
    9: ("C lays a queen", "C cannot pair either and lays a queen.",
        "engelmann:casino.example-round-2", ""),
    10: ("D takes A's eight", "D has an eight and takes the eight A played.",
         "engelmann:casino.example-round-2", "The table holds a jack, a king, a ten, a nine, an "
         "eight, a seven and a queen. What does D play?"),
    11: ("A takes B's seven", "A has a seven and takes the seven B played.",
         "engelmann:casino.example-round-2", "What does A play?"),
    12: ("B lays a three", "B still cannot take and lays his last card, a three.",
         "engelmann:casino.example-round-3", ""),
    13: ("C lays an ace", "C cannot pair either and throws down his last card, an ace.",
         "engelmann:casino.example-round-3", ""),
    14: ("D lays a five", "D is in the same case and lays his last card, a five.",
         "engelmann:casino.example-round-3", ""),
    15: ("A takes C's ace", "A's last card is an ace, and he takes the ace C played.",
         "engelmann:casino.example-round-3", "A's last card. What does he play?"),
}


def _alternative(hand: str, prompt: str, title: str, words: str, answer: str, why: str) -> Step:
    """The text's "suppose B had ...": the same table, B holding ``hand``."""
    hands = list(EXAMPLE_SETUP["hands"])
    hands[1] = hand
    state = get_game("casino", players=4).new_initial_state(0, table=EXAMPLE_SETUP["table"],
                                                           hands=hands)
    offered = tuple(moves_offered(state))
    takes = what_each_takes(state.clone(), offered)
    return Step(title, words, ("engelmann:casino.example-best",), tuple(view(state)), (),
                Question(prompt, tuple(pretty(c) for c in offered), pretty(normal(answer)),
                         pretty(normal(answer)), "engelmann:casino.example-best", why,
                         lambda: [(pretty(c), pretty(v)) for c, v in takes()], ENGINE))


def casino_example() -> Lesson:
    """Engelmann's four-player deal, round by round."""
    state = get_game("casino", players=4).new_initial_state(0, **EXAMPLE_SETUP)
    start = Step("the deal", "A deals and has D cut; each player and the table get four cards, "
                 "the table's face up. B, at the dealer's left, plays first.",
                 ("engelmann:casino.example-deal",), tuple(view(state)))
    script = []
    for i, label in enumerate(EXAMPLE_MOVES):
        title, words, passage, ask = MAIN_LINE[i]
        checks = _round_checks if i == len(EXAMPLE_MOVES) - 1 else \
            _eye_skip_check if i == 11 else None
        seven = [normal(m) for m in ("7D takes 7S 4D 2C AH",)] if i == 0 else []
        script.append(Move(normal(label), title, words, (passage,), ask,
                           why=words, accepted=tuple(seven), checks=checks))
    main = replay(state, script, view, what_each_takes, ENGINE, moves_offered)
    alternatives = [
        _alternative("5H 6S TD KS", "Suppose B had no seven, but a five, a six, a ten and a "
                     "court card. Which card takes the most and the best?",
                     "suppose B had no seven", "The same table; B holds a five, a six, a ten "
                     "and a court card.", "TD takes 7S 2C AH",
                     "\"That is the ten, which takes the seven, the two and the ace; whereas the "
                     "five takes only the ace and the four, and the six only the four and the "
                     "two.\""),
        _alternative("5H 6S KS KH", "And without the ten: a five, a six and two court cards?",
                     "suppose B had no ten either", "The same table; B holds a five, a six and "
                     "two court cards.", "5H takes 4D AH",
                     "\"Without the ten, only five and six, he must take with the five, to get "
                     "the ace into his trick.\""),
    ]
    back = Step("back to the first case", "B had a seven and cleared the table with it.",
                ("engelmann:casino.example-clear",), tuple(main[0].panels), (),
                main[0].question)
    steps = [start, *alternatives, back, *main[1:]]
    end = Step("the next round", "The players' cards are all played; A gives each four more, "
               "none to the table, and B begins again, until the pack is dealt out.",
               ("engelmann:casino.example-next-round",), tuple(view(state)))
    return Lesson(
        "engelmann-casino-example", "Engelmann's Casino: a deal told round by round", "casino",
        "engelmann",
        ("engelmann:casino.example-deal", "engelmann:casino.example-seven",
         "engelmann:casino.example-best", "engelmann:casino.example-clear",
         "engelmann:casino.example-round-1", "engelmann:casino.example-round-2",
         "engelmann:casino.example-round-3", "engelmann:casino.example-next-round"),
        "The first round of a four-player deal as Engelmann tells it: which card takes the "
        "most and the best, how the table is cleared, and the cards left for the next round; "
        "one line of the text was lost by the printer.",
        (*steps, end),
        chosen="the suits (the text gives ranks only) and the cards the text does not name "
               "(B's second seven, C's third card)",
        language="en",
        notes=(("engelmann:casino.example-round-2", "The reading aid's alternative (C laid the "
                "seven; 'B' a slip for 'C') needs two errors; played on the engine, it reaches "
                "the same table."),))


# ---------------------------------------------------------------------------------------------

def _told(state) -> str:
    """The last move as the engine records it."""
    return str(state.moves[-1]).split(" — ")[0]


def _last_steps(deal, title: str, ask: str, printed: str, why: str) -> list[Step]:
    """A scripted deal played to its last round silently, its last moves as steps, and a
    question before the last card: who takes the cards left on the table?"""
    passage = "engelmann:casino.example-last"
    table, moves = deal
    state = scripted_deal(4, table, moves)
    for label in moves[:-4]:
        state.apply_action(label)
    steps = [Step(title, "The deal played to its last round: the pack is dealt out, and each "
                  "player has one card left.", (passage,), tuple(view(state)))]
    steps += replay(state, [Move(normal(label), f"{state.game.seats[(1 + k) % 4]} plays", "",
                                 (passage,)) for k, label in enumerate(moves[-4:-1])],
                    view, tell=_told)
    before = tuple(view(state))
    state.apply_action(normal(moves[-1]))
    side, left = state.deals[0]["kehraus"]
    takers = "A and C" if side in ("A", "A+C") else "B and D"
    taken = parse(left) if left else state.moves[-1].taken
    steps.append(Step("the last card: your answer", f"A, the dealer, has one card left: "
                      f"{pretty(normal(moves[-1]).split()[0])}.", (passage,), before, (),
                      Question(ask, ("A and C", "B and D", "nobody: they stay on the table"),
                               takers, printed, passage, why)))
    steps.append(Step("the end of the deal", f"{pretty(_told(state))}; the cards left on the "
                      f"table go to {takers}: {faces(taken)}.", (passage,),
                      (cards_panel("the last cards taken", taken),),
                      (Check("the side that takes the last cards", printed, takers,
                             "so nimmt derjenige, der den letzten Stich macht, die übrigen "
                             "Karten mit weg", passage),)))
    return steps


def casino_last() -> Lesson:
    """Who takes the cards left at the end of a deal."""
    steps = _last_steps(LAST_TRICK, "the last trick taken by C",
                        "At the last trick B laid an eight and C paired it; D could take "
                        "nothing, and A's last card takes nothing either. Who takes the cards "
                        "left on the table?", "A and C",
                        "\"Whoever makes the last trick takes the remaining cards with it\": C "
                        "paired last, so his side, A and C, takes them.")
    steps += _last_steps(LAST_COURT_PAIRS, "the dealer's court card at the last card",
                         "The dealer A's last card is a queen. Who takes the cards left on the "
                         "table?", "A and C",
                         "\"But if A has a court card, A takes the remaining cards\": the "
                         "dealer's court card takes them all (the Kehraus).")
    return Lesson(
        "engelmann-casino-last", "Engelmann's Casino: the cards left at the end of a deal",
        "casino", "engelmann", ("engelmann:casino.example-last", "engelmann:casino.courts"),
        "Two deals played to their last round: the last capture takes what is left, and the "
        "dealer's court card at the last card takes it all (the Kehraus).",
        tuple(steps), chosen="every card of both deals (the text names only the last ones)",
        language="en")


# ---------------------------------------------------------------------------------------------

def _points_panel(piles) -> object:
    items = deal_points(piles)
    names = ("the first side", "the second side")
    return table_panel("the eleven points of the deal", ("item", "points", "won by"),
                       [(item, pts, names[side] if side is not None else "nobody")
                        for item, pts, side in items])


def _piles(first_cards: int, first: str, second: str) -> list[CardSet]:
    """Two sides' piles: the first side ``first`` and plain cards to ``first_cards`` cards, the
    second ``second`` and the rest, the spades among them (chosen: the text gives only the
    points)."""
    pack = deck("full")
    given = parse(first) | parse(second)
    plain = [c for c in pack if c.suit != "S" and c not in given]
    first_pile = parse(first) | CardSet(plain[:first_cards - len(parse(first))])
    return [first_pile, pack - first_pile]


#: The text's two cases: (the piles, the question, the printed figure, the words).
DEDUCTION_CASES = (
    (_piles(27, "TD AS AC", "2S AH AD"), "One side wins seven points of the eleven, the other "
     "four. What does the first side mark?", 3, "und blos die übrigen drei Points marquirt"),
    (_piles(26, "TD AS AC", "2S AH AD"), "The cards are equal, 26 each, and the other eight "
     "points are split four and four. What does the first side mark?", 0,
     "so kann keine Parthei marquiren"),
)


def casino_deduction() -> Lesson:
    """The deduction of the smaller side's points, with two deals that show it."""
    passage = "engelmann:casino.law-deduction-example"
    steps = []
    for piles, prompt, printed, words in DEDUCTION_CASES:
        won = totals(deal_points(piles), 2)
        marked = deduct(won)
        panel = _points_panel(piles)
        steps.append(Step(f"{won[0]} points against {won[1]}",
                          f"The first side holds {len(piles[0])} cards, the second "
                          f"{len(piles[1])}.", (passage, "engelmann:casino.law-deduction"),
                          (panel,), (),
                          Question(prompt, ("0", "3", "4", "7", "11"), str(marked[0]),
                                   str(printed), passage, f"The source: \"{words}\"; the "
                                   "smaller side's points are deducted from the greater's.")))
        steps.append(Step(f"marked: {marked[0]} and {marked[1]}",
                          f"{won[0]} - {won[1]}: the first side marks {marked[0]}, the second "
                          f"{marked[1]}.", (passage,), (panel,),
                          (Check("points marked by the first side", printed, marked[0], words,
                                 passage),)))
    return Lesson(
        "engelmann-casino-deduction", "Engelmann's Casino: the deduction", "casino",
        "engelmann", ("engelmann:casino.law-points", "engelmann:casino.law-deduction",
                      "engelmann:casino.law-deduction-example"),
        "The eleven points of a deal, and why only the difference is marked: seven against "
        "four marks three, and an even deal marks nothing.", tuple(steps),
        chosen="the cards of each side (the text gives only the points)", language="en")


def casino_three() -> Lesson:
    """Engelmann's three-player finish: who wins when all three would reach the target."""
    game = get_game("casino", players=3, target=16)
    state = game.new_initial_state(0, marks=[12, 12, 13], **THREE_FINISH_DEAL)
    start = Step("the scores", "A has won twelve points, B as many, C thirteen.",
                 ("engelmann:casino.three-example-scores", "engelmann:casino.three-race"),
                 (table_panel("points so far", SEATS[:3], [[12, 12, 13]]),))
    for label in THREE_FINISH_MOVES:
        state.apply_action(label)
    record = state.deals[0]
    won = {item: side for item, _, side in record["items"]}
    printed = {"big casino": "A", "ace of clubs": "A", "ace of spades": "A",
               "little casino": "B", "cards": "B", "spades": "C", "ace of hearts": "C",
               "ace of diamonds": "C"}
    items = record["items"]
    deal = Step("the last deal", "At the last deal A wins great Casino and the aces of clubs "
                "and spades, B little Casino and the majority of the cards, C the majority of "
                "the spades and the aces of hearts and diamonds.",
                ("engelmann:casino.three-example-deal",),
                (table_panel("what each won", ("item", "points", "won by"), items),),
                tuple(Check(f"who wins {item}", printed[item], won[item],
                            "A. gewönne das große Casino ... C. gewönne die Mehrheit der Piques",
                            "engelmann:casino.three-example-deal") for item in printed))
    result = record["count"]
    each = [m + p for m, p in zip(record["marks before"], record["points"])]
    question = Question(f"Each would reach {each[0]}, {each[1]} and {each[2]}: all three make "
                        f"{game.target}. Who has won?", SEATS[:3], SEATS[result.winner], "B",
                        "engelmann:casino.three-example-answer",
                        "The points are counted in their order: great Casino first (A: 14), "
                        "then little Casino (B: 13) and the cards (B: 16), before any ace or "
                        "the spades: B reaches the game first.")
    ask = Step("who has won?", "\"Die Frage aber ist: Wer hat gewonnen?\"",
               ("engelmann:casino.three-example-answer",), deal.panels, (), question)
    count = Step("counted in order", f"Counted item by item, {SEATS[result.winner]} reaches "
                 f"{game.target} with {result.decided_by}.",
                 ("engelmann:casino.three-example-answer", "engelmann:casino.three-order"),
                 (table_panel("the count", ("item", "to", "points", "A B C after"),
                              [(i, SEATS[s], p, " ".join(map(str, m)))
                               for i, s, p, m in result.steps]),),
                 (Check("the winner", "B", SEATS[result.winner], "B hat es gewonnen",
                        "engelmann:casino.three-example-answer"),
                  Check("the points each would have", "16 16 16", " ".join(map(str, each)),
                        "hat jeder Spieler 16 Points zu marquiren",
                        "engelmann:casino.three-example-answer")))
    return Lesson(
        "engelmann-casino-three", "Engelmann's Casino for three: who wins the race", "casino",
        "engelmann", ("engelmann:casino.three-race", "engelmann:casino.three-example-scores",
                      "engelmann:casino.three-example-deal",
                      "engelmann:casino.three-example-answer"),
        "All three players would reach the game with the last deal: the order in which the "
        "points are counted decides, and the book asks its reader who has won.",
        (start, deal, ask, count),
        chosen="every card of the last deal (played through the engine so that each item "
               "falls as the text says)", language="en")
