"""The Académie's worked examples of Ombre as lessons: the eight hands of the pool and beasts
(academie:example.intro ... academie:example.summary), the four auctions of the bidding
(academie:bid.examples) and the two of Retourne (academie:retourne.example1,
academie:retourne.example2).

The pool is replayed on :class:`gamelib.games.ombre.pool.PoolSession` from the hands as
:mod:`gamelib.games.ombre.example` states them, and every figure the source prints is set
beside the ledger's by :func:`gamelib.analysis.beasts.ledger_figures`; the auctions are bid on
the Académie's game through the protocol.
"""

from __future__ import annotations

from gamelib.analysis.beasts import ORDINALS, ledger_figures
from gamelib.analysis.lessons.model import Check, Lesson, Question, Step, table_panel
from gamelib.core.engine import get_game
from gamelib.games.ombre.example import CLAIMS, EXAMPLE_HANDS, EXAMPLE_REMARKS
from gamelib.games.ombre.pool import PoolSession, signed

PLAYERS = ("A", "B", "C")

#: The passages of each hand, in the source's order (hand 1's heading is lost).
HAND_PASSAGES = {
    1: ("academie:example.intro", "academie:example.hand1.wager", "academie:example.hand1"),
    2: ("academie:example.hand2", "academie:example.hand2.beast", "academie:example.hand2.remise"),
    3: ("academie:example.hand3", "academie:example.hand3.beast", "academie:example.hand3.pass"),
    4: ("academie:example.hand4", "academie:example.hand4.beast", "academie:example.hand4.remise"),
    5: ("academie:example.hand5", "academie:example.hand5.beast", "academie:example.hand5.win",
        "academie:example.hand5.after"),
    6: ("academie:example.hand6", "academie:example.hand6.beast", "academie:example.hand6.win",
        "academie:example.hand6.after"),
    7: ("academie:example.hand7", "academie:example.hand7.beast", "academie:example.hand7.win",
        "academie:example.hand7.after"),
    8: ("academie:example.hand8", "academie:example.continues", "academie:example.summary"),
}

#: The questions, each asked after a hand about the next: (after hand, the figure asked, of
#: hand, the question, the choices offered). The answer is the ledger's figure, the printed one
#: the source's (:data:`gamelib.games.ombre.example.CLAIMS`).
POOL_QUESTIONS = (
    (0, "beast made", 1, "In the first hand A is the Ombre in Ask Leave and loses by remise. "
     "How big is the beast he makes?", ("9", "18", "27", "36")),
    (1, "wager", 2, "One more marker each, and A must put his beast into play. What is the "
     "wager of the second hand?", ("27", "36", "45", "54")),
    (2, "beast in play", 4, "In the third hand all three pass. Which beast is in play in the "
     "fourth hand? (its amount)", ("0", "18", "45", "63")),
    (3, "beast made", 4, "In the fourth hand B is the Ombre again and loses by remise. How big "
     "is his new beast?", ("45", "54", "63", "72")),
    (4, "beast paid to the winner", 5, "In the fifth hand C is the Ombre in Ask Leave and wins. "
     "What does A pay C for the beast he had put into play?", ("0", "18", "27", "36")),
    (5, "markers", 6, "The pool has been taken, but beasts remain to be put into play. How many "
     "markers does each player lay for the sixth hand?", ("0", "1", "2", "3")),
    (6, "winner", 6, "The source closes the sixth hand: 'These 72 counters of winnings for ... "
     "correctly correspond to the wager'. Whose winnings are the 72?", ("A", "B", "C")),
    (7, "markers", 8, "No beast is left. How many markers does each player lay for the eighth "
     "hand?", ("1", "2", "3")),
)


def _claims(hand: int) -> list:
    return [c for c in CLAIMS if c.hand == hand]


def _before_panel(session: PoolSession, hand: int) -> object:
    """What lies on the table before ``hand``: markers, pool, beasts, wager."""
    if hand <= len(session.rows):
        row = session.rows[hand - 1]
        markers, pool, beast, wager = row.markers, row.pool, row.in_play, row.wager
        outstanding = ", ".join(row.outstanding) or "none"
    else:
        nxt = session.preview()
        markers, pool, wager = nxt["markers"], nxt["pool"], nxt["wager"]
        beast = f"{nxt['beast owner']} {nxt['beast in play']}" if nxt["beast in play"] else None
        outstanding = ", ".join(str(b) for b in session.outstanding()) or "none"
    return table_panel(f"the {ORDINALS[hand]} hand, before play", (), [
        ("markers in front of each player", markers), ("pool (counters)", pool),
        ("beast in play", beast or "none"), ("beasts outstanding", outstanding),
        ("wager (pool + beast in play)", wager)])


def _hand_panels(session: PoolSession, hand: int) -> tuple:
    row = session.rows[hand - 1]
    accounts = [*PLAYERS, "pool", "beasts"]
    entries = table_panel("what the hand moves (the ledger)", ["entry", *accounts, "passage"], [
        [e.label, *(signed(e.amounts[a]) if a in e.amounts else "" for a in accounts),
         e.passage or ""] for e in row.entries])
    cash = table_panel("each player's counters since the game began (beasts open not yet "
                       "paid)", PLAYERS, [[signed(row.cash[p]) for p in PLAYERS]])
    return (_before_panel(session, hand), entries, cash)


def _hand_text(session: PoolSession, hand: int) -> tuple[str, str]:
    row = session.rows[hand - 1]
    event = row.result.event()
    title = f"the {ORDINALS[hand]} hand: " + (
        "all three pass" if event == "all pass" else
        f"{row.result.ombre} is the Ombre in Ask Leave and "
        + ("loses by remise" if row.result.result == "remise" else "wins"))
    beast = f"{row.in_play} is in play" if row.in_play else "no beast is in play"
    laid = f"{row.markers_laid} marker{'s' if row.markers_laid != 1 else ''}"
    words = (f"{laid} laid each: {row.markers} in front of each player, "
             f"the pool is {row.pool}; {beast}; the wager is {row.wager}. "
             + (f"{row.result.ombre} makes a beast of {row.beast_made.amount}."
                if row.beast_made else ""))
    return title, words


def _checks(figures: dict, hand: int) -> tuple[Check, ...]:
    return tuple(Check(c.quantity, c.stated, figures[hand].get(c.quantity), c.words, c.passage,
                       c.why) for c in _claims(hand))


def _question(figures: dict, quantity: str, hand: int, prompt: str, choices) -> Question:
    claim = next(c for c in _claims(hand) if c.quantity == quantity)
    answer = str(figures[hand][quantity])
    why = claim.why or f"The source: \"{claim.words}\"; the ledger agrees."
    return Question(prompt, tuple(choices), answer, str(claim.stated), claim.passage, why)


def academie_pool() -> Lesson:
    """The Académie's eight hands of the pool and beasts, replayed on the ledger, with the
    three misprints shown by the ledger's figures."""
    session = PoolSession(PLAYERS, marking="2-and-1")
    for stated, _passage in EXAMPLE_HANDS:
        session.play_hand(**stated)
    figures = ledger_figures(session)
    asked = {after: _question(figures, quantity, hand, prompt, choices)
             for after, quantity, hand, prompt, choices in POOL_QUESTIONS}
    steps = [Step("before the first hand",
                  "Three players, A, B and C, lay the pool with the 2-and-1 marking: two "
                  "markers each at the start, one more at each hand while the pool is not taken "
                  "or a beast waits to be put into play; a marker is worth 3 counters. The "
                  "first hand's heading is lost in the source; the rules give it.",
                  ("academie:example.intro", "academie:pool.start", "academie:pool.count"),
                  (_before_panel(session, 1),), question=asked[0])]
    for hand in range(1, len(EXAMPLE_HANDS) + 1):
        title, words = _hand_text(session, hand)
        steps.append(Step(title, words, HAND_PASSAGES[hand], _hand_panels(session, hand),
                          _checks(figures, hand), asked.get(hand)))
    steps.append(Step("the eighth hand, and the summary",
                      "No beast is left: two markers each again, as at the start. Three beasts "
                      "were made, 18, 45 and 63, numbers 1, 4 and 6 of the beast table.",
                      HAND_PASSAGES[8], (_before_panel(session, 8),), _checks(figures, 8)))
    return Lesson(
        "academie-pool", "The Académie's pool and beasts: eight hands", "ombre", "academie",
        tuple(p for ps in HAND_PASSAGES.values() for p in ps),
        "How beasts are made and put into play, hand by hand: each hand's markers, pool, beast "
        "in play and wager, who pays whom, and every figure the source prints checked against "
        "the ledger (three misprints).",
        tuple(steps),
        chosen="the contract of the three remises (the source names none; any without an "
               "occasional payment gives its figures): Ask Leave",
        notes=tuple(EXAMPLE_REMARKS))


# ---------------------------------------------------------------------------------------------
# The auctions

#: The Académie's auctions: (passage, the bids in order from the eldest, the Ombre by his
#: number, the contract, the source's words for the result, the bid asked about: where a rule
#: decides, a match by priority or a vole that cannot be matched).
AUCTIONS = (
    ("academie:bid.examples", ("ask leave", "pass", "pass"), 1, "ask-leave",
     "The first player is the Ombre; he plays Ask Leave.", None),
    ("academie:bid.examples", ("ask leave", "pass", "sans prendre", "pass"), 3, "sans-prendre",
     "The last player is the Ombre; he plays Sans Prendre.", None),
    ("academie:bid.examples", ("ask leave", "pass", "sans prendre", "sans prendre", "pass"), 1,
     "sans-prendre", "The first player is the Ombre; he plays Sans Prendre, having taken "
     "advantage of his priority over the last player.", 3),
    ("academie:bid.examples", ("sans prendre", "vole", "pass", "pass"), 2, "vole",
     "The second player is the Ombre; he plays Sans Prendre and must make the vole", 2),
)
RETOURNE_AUCTIONS = (
    ("academie:retourne.example1",
     ("ask leave", "pass", "retourne", "retourne", "sans prendre", "pass"), 3, "sans-prendre",
     "The last player is the Ombre; he plays Sans Prendre.", 3),
    ("academie:retourne.example2", ("pass", "ask leave", "retourne", "retourne", "pass"), 2,
     "retourne", "The second player is the Ombre; he plays Retourne.", 3),
)
NUMBER = {1: "1 (eldest)", 2: "2 (second)", 3: "3 (last)"}
CONTRACT_WORDS = {"ask-leave": "Ask Leave", "sans-prendre": "Sans Prendre", "vole": "the vole",
                  "retourne": "Retourne"}


def _number(state, seat: int) -> int:
    """A seat's number in the source's legend: 1 the eldest, 2 the second, 3 the last."""
    return (seat - state.dealer - 1) % 3 + 1


def _auction_steps(k: int, passage: str, bids, ombre: int, contract: str, words: str,
                   deciding: int | None, retourne: bool) -> list[Step]:
    state = get_game("ombre", rules="academie", retourne=retourne).new_initial_state(seed=k)
    steps, said = [], []
    for i, bid in enumerate(bids):
        player = _number(state, state.current_player())
        if i == deciding:
            legal = tuple(str(a) for a in state.legal_actions())
            steps.append(Step(
                f"auction {k + 1}: what may {NUMBER[player]} bid?",
                "The bids so far: " + "; ".join(said) + ".", (passage, "academie:bid.priority"),
                (_bids_panel(said),),
                question=Question(f"{NUMBER[player]} to speak. What does the source have him "
                                  "bid?", legal, bid, bid, passage,
                                  _why_bid(passage, bid))))
        state.apply_action(bid)
        said.append(f"{player} {bid}")
    found = _number(state, state.active[state.ombre])
    bid = [c for c in CONTRACT_WORDS if c.replace("-", " ") in bids]
    choices = tuple(f"{NUMBER[n]} in {CONTRACT_WORDS[c]}" for n in (1, 2, 3) for c in bid)
    result = f"{NUMBER[found]} in {CONTRACT_WORDS[state.contract]}"
    printed = f"{NUMBER[ombre]} in {CONTRACT_WORDS[contract]}"
    checks = (Check("the Ombre", NUMBER[ombre], NUMBER[found], words, passage),
              Check("his contract", CONTRACT_WORDS[contract], CONTRACT_WORDS[state.contract],
                    words, passage))
    question = Question("The auction is over. Who is the Ombre, and what does he play?",
                        choices, result, printed, passage, f"The source: \"{words}\"")
    steps.append(Step(f"auction {k + 1}: " + "; ".join(said), "The bids, in order from the "
                      "eldest: " + "; ".join(said) + ".", (passage,), (_bids_panel(said),),
                      checks, question))
    return steps


def _bids_panel(said):
    return table_panel("the bids", ("player", "bid"), [s.split(" ", 1) for s in said])


def _why_bid(passage: str, bid: str) -> str:
    if bid == "vole":
        return ("A vole outbids Sans Prendre, and \"when a player commits to the vole it is clear "
                "that no one else can do the same\".")
    if bid == "retourne":
        return ("The eldest has priority over the last player and may match his Retourne "
                "(academie:bid.priority); \"The Retourne contract increases the value of "
                "priority\".")
    return ("Priority: a player not yet passed may match the last bid if he has priority over "
            "its bidder, the eldest over the others (academie:bid.priority).")


def _auction_lesson(lesson_id: str, title: str, auctions, retourne: bool, summary: str,
                    extra: tuple[str, ...]) -> Lesson:
    steps = [s for k, auction in enumerate(auctions) for s in _auction_steps(k, *auction, retourne)]
    passages = tuple(dict.fromkeys(("academie:bid.priority", *extra,
                                    *(a[0] for a in auctions))))
    return Lesson(lesson_id, title, "ombre", "academie", passages, summary, tuple(steps),
                  chosen="the cards dealt (the auctions do not depend on them): seeded deals")


def academie_bidding() -> Lesson:
    """The Académie's four auctions, bid through the protocol."""
    return _auction_lesson(
        "academie-bidding", "The Académie's auctions: priority and the forced Sans Prendre",
        AUCTIONS, False, "Four auctions of the Académie, bid by bid: who becomes the Ombre, "
        "how the eldest's priority lets him match a bid (the forced Sans Prendre), and why a "
        "vole cannot be matched.", ("academie:bid.order", "academie:bid.ombre"))


def academie_retourne() -> Lesson:
    """The Académie's two Retourne auctions."""
    return _auction_lesson(
        "academie-retourne", "The Académie's Retourne: two auctions", RETOURNE_AUCTIONS, True,
        "The two auctions the Académie gives for its Retourne contract, which ranks between "
        "Ask Leave and Sans Prendre and makes priority worth more.",
        ("academie:retourne.contract", "academie:retourne.legend", "academie:retourne.priority"))
