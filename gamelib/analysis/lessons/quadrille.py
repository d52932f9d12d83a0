"""The booklet's example hands of Quadrille as lessons: the sixteen good asks with the lead each
advises (noothoven:quadrille.good-asks), and the ten solos with their printed odds
(noothoven:quadrille.solo-examples).

The hands are :data:`gamelib.games.quadrille.BOOK_HANDS`. A lead is judged by PIMC at the
first trick (:func:`gamelib.players.pimc.pimc_values`: the side's tricks averaged over worlds
of the unseen cards, every world solved exactly), on a deal whose other thirty cards are drawn
from a seed; a solo's odds by the studies' stored runs (:func:`gamelib.analysis.studies.booklet_odds`:
200 deals played out by PIMC at every seat, 1,000 solved double dummy), and a printed figure
outside PIMC's 95 % interval is shown as contradicted, with the interval.
"""

from __future__ import annotations

import numpy as np

from gamelib.analysis.lessons.model import Check, Lesson, Question, Step, cards_panel, face
from gamelib.core.cards import Card
from gamelib.games.ombre.order import card_name, is_trump, trump_order
from gamelib.games.quadrille import BOOK_HANDS

SEED = 1798
#: The worlds PIMC averages a first lead over.
LEAD_WORLDS = 60
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}

#: How often a solo wins, in bands a student can choose from (lower bound, words).
BANDS = ((0.0, "less than half the time"), (0.5, "between 1 in 2 and 4 in 5"),
         (0.8, "between 4 in 5 and 9 in 10"), (0.9, "9 times in 10 or more"))


def band(p: float) -> str:
    return [words for low, words in BANDS if p >= low][-1]


def bands_between(low: float, high: float) -> tuple[str, ...]:
    return tuple(words for i, (lo, words) in enumerate(BANDS)
                 if lo <= high and (i + 1 == len(BANDS) or BANDS[i + 1][0] > low))


def in_order(hand) -> list[Card]:
    """The hand's trumps in their order, then the other suits."""
    order = [int(c) for c in trump_order(hand.trump)]
    return sorted(hand.cards, key=lambda c: order.index(int(c)) if int(c) in order
                  else 20 + int(c))


def named(card: Card, trump: str) -> str:
    """A card as a choice: its face, and its name where a great trump has one."""
    name = card_name(card, trump, "noothoven")
    return face(card) + (f" ({name})" if name != str(card) else "")


def hand_panel(hand, label: str):
    cards = in_order(hand)
    return cards_panel(label, cards, [card_name(c, hand.trump, "noothoven")
                                      if card_name(c, hand.trump, "noothoven") != str(c) else ""
                                      for c in cards])


def advised_leads(hand) -> tuple[Card, ...]:
    """The cards the booklet's lead advice names, read from its words: manille, basta, ponto
    (the "troef heer" of V2 is the black ponto, the king of trumps), a low trump, or trumps."""
    words = hand.advice.lower()
    trumps = [c for c in in_order(hand) if is_trump(c, hand.trump)]
    names = {card_name(c, hand.trump, "noothoven").lower(): c for c in trumps}
    for key in ("manille", "basta", "ponto"):
        if key in words:
            return (names[key],)
    if "troef heer" in words:
        return (names["ponto"],)
    if "lage troef" in words:
        return tuple(c for c in trumps if str(c) in hand.low)
    if "troef uit" in words:
        return tuple(trumps)
    return ()


def lead_state(hand, contract: str, index: int):
    """A deal with ``hand`` at the dealer's right, who speaks and leads first: the other thirty
    cards drawn from the lesson's seed, ``contract`` announced, the others passing, the trumps
    named and (an ask) the king called as the booklet's advice calls it."""
    from gamelib.games.quadrille.game import QuadrilleGame
    from gamelib.players import advice as _advice  # noqa: F401  (registers the advice player)
    from gamelib.players import make_policy

    rng = np.random.default_rng(np.random.SeedSequence(SEED, spawn_key=(index,)))
    game = QuadrilleGame(rules="noothoven")
    other = next(s for s in "SHDC" if s != hand.trump)
    state = game.new_initial_state(seed=rng, hands=game.deal_around({0: hand.cards}, seed=rng),
                                   dealer=3, favourite=other)
    for label in (contract, "pass", "pass", "pass", f"trumps {SUIT_WORDS[hand.trump]}"):
        state.apply_action(label)
    advice = make_policy("quadrille-booklet", seed=index)
    while state.phase != "play":
        state.apply_action(advice(state))
    return state


def lead_question(hand, contract: str, index: int) -> tuple[Question, object]:
    """What do you lead? The booklet's card, and what PIMC's worlds give each card."""
    from gamelib.players.pimc import pimc_values

    state = lead_state(hand, contract, index)
    cards = in_order(hand)
    advised = advised_leads(hand)
    choices = tuple(named(c, hand.trump) for c in cards)
    answer = named(advised[0], hand.trump)
    side = "your side" if contract == "vraag" else "you"

    def good():
        values = pimc_values(state.clone(), worlds=LEAD_WORLDS, seed=index, objective="tricks")
        return [(named(c, hand.trump), f"{values[int(c)]:.2f} tricks for {side}")
                for c in sorted(cards, key=lambda c: -values[int(c)])]

    why = (f"The booklet: \"{hand.advice}\"."
           + (" Any of " + ", ".join(named(c, hand.trump) for c in advised) + " is that lead."
              if len(advised) > 1 else ""))
    question = Question("You hold the lead. What do you lead?", choices, answer, answer,
                        hand.passage, why, good,
                        f"Good play (PIMC at the first trick, {LEAD_WORLDS} worlds of the "
                        "unseen cards, each solved with every hand open; the tricks each lead "
                        "gives on average, best first)",
                        accepted=tuple(named(c, hand.trump) for c in advised[1:]))
    return question, state


def _called(state) -> str:
    king = state.details().get("called king")
    return f"; the king called: {Card(king).name()}" if king else ""


def quadrille_asks() -> Lesson:
    """The sixteen good asks and the lead the booklet advises with each."""
    steps = []
    asks = [h for h in BOOK_HANDS.values() if h.contract == "vraag"]
    for index, hand in enumerate(asks):
        colour = "black" if hand.trump in "SC" else "red"
        title = f"good ask {hand.key} ({colour}, trumps {SUIT_WORDS[hand.trump]})"
        words = f"The booklet: \"{hand.described}\"." + (f" {hand.note}" if hand.note else "")
        question, state = None, None
        if advised_leads(hand):
            question, state = lead_question(hand, "vraag", index)
        text = words + (f" You ask leave in {SUIT_WORDS[hand.trump]}{_called(state)}."
                        if state is not None else " No lead is advised.")
        steps.append(Step(title, text, (*hand.passages, "noothoven:quadrille.ask-rule"),
                          (hand_panel(hand, "your hand, trumps first"),), (), question))
    return Lesson(
        "noothoven-quadrille-asks", "The booklet's good asks of Quadrille and their leads",
        "quadrille", "noothoven",
        ("noothoven:quadrille.ask-rule", "noothoven:quadrille.good-asks",
         *(p for h in asks for p in h.passages)),
        "Sixteen hands the booklet calls good asks, eight in black and eight in red, each with "
        "the lead it advises: the student chooses the lead, the booklet answers, and PIMC at "
        "the first trick says what each lead is worth.",
        tuple(steps),
        chosen="the other thirty cards (drawn from a seed, the same for every run), the "
               "favourite (another suit), and the king called (as the booklet's advice calls "
               "it); where the booklet writes 'lage' (low), the lowest cards of the suit",
        language="nl")


def odds_tables():
    """The stored odds of the solo hands: PIMC's and double dummy's, by hand."""
    from gamelib.analysis.studies import FULL_ODDS_DOUBLE_DUMMY, FULL_ODDS_PIMC, Store, booklet_odds

    store = Store(read_only=True)
    pimc = booklet_odds(FULL_ODDS_PIMC, SEED, "pimc", store=store).set_index("hand")
    dd = booklet_odds(FULL_ODDS_DOUBLE_DUMMY, SEED, "double-dummy", store=store).set_index("hand")
    solos = [h.key for h in BOOK_HANDS.values() if h.contract == "solo"]
    missing = [k for k in solos if k not in pimc.index or k not in dd.index]
    if missing:
        raise RuntimeError(f"the studies' stored odds of {', '.join(missing)} are missing from "
                           "notebooks/results: run python -m gamelib studies odds-pimc and "
                           "odds-double-dummy")
    return pimc, dd


def _odds_step(hand, pimc, dd) -> Step:
    p = pimc.loc[hand.key]
    d = dd.loc[hand.key]
    printed = float(hand.probability)
    inside = bool(p["low"] <= printed <= p["high"])
    measured = f"{p['p']:.0%} [{p['low']:.0%}, {p['high']:.0%}] of {int(p['n'])} deals"
    check = Check("the odds of winning", f"{hand.odds_printed} ({printed:.0%})", measured,
                  hand.odds_printed, hand.passage,
                  "" if inside else
                  f"Played by PIMC at every seat the solo wins {measured} (95 % interval); the printed "
                  f"{printed:.0%} lies outside it. With every hand open (double dummy) the "
                  f"solo wins {d['p']:.0%} [{d['low']:.0%}, {d['high']:.0%}] of {int(d['n'])} "
                  "deals.", within=inside)
    accepted = bands_between(p["low"], p["high"])
    answer = band(p["p"])
    question = Question(
        "You announce solo with this hand and lead. How often does it win?",
        tuple(words for _, words in BANDS), answer, band(printed), hand.passage,
        f"The booklet prints the odds {hand.odds_printed}, that is {printed:.0%}. Played out "
        f"by PIMC at every seat the solo wins {measured} (95 % interval); double dummy, every "
        f"hand open, {d['p']:.0%} of {int(d['n'])}.",
        accepted=tuple(a for a in accepted if a != answer))
    words = f"The booklet: \"{hand.described}\"." + (f" {hand.note}" if hand.note else "")
    return Step(f"solo {hand.key}: the odds", words, hand.passages,
                (hand_panel(hand, "the soloist's hand, trumps first"),), (check,), question)


def quadrille_solos() -> Lesson:
    """The ten solo hands with their printed odds, against play."""
    pimc, dd = odds_tables()
    steps = []
    solos = [h for h in BOOK_HANDS.values() if h.contract == "solo"]
    for index, hand in enumerate(solos):
        if advised_leads(hand):
            question, _ = lead_question(hand, "solo", 100 + index)
            steps.append(Step(f"solo {hand.key}: the lead",
                              f"The booklet: \"{hand.described}\". You announce solo in "
                              f"{SUIT_WORDS[hand.trump]} and lead.", hand.passages,
                              (hand_panel(hand, "your hand, trumps first"),), (), question))
        steps.append(_odds_step(hand, pimc, dd))
    return Lesson(
        "noothoven-solos", "The booklet's solo hands and their odds", "quadrille", "noothoven",
        ("noothoven:quadrille.solo", "noothoven:quadrille.solo-examples",
         *(p for h in solos for p in h.passages)),
        "Ten hands the booklet gives as good solos, each with its odds of winning 'als 27 : 4'. "
        "The student guesses how often each wins; the booklet's odds and the odds of play "
        "(PIMC at every seat, and double dummy) answer, and where play contradicts the printed "
        "odds the lesson says so, with the interval.",
        tuple(steps),
        chosen="the other thirty cards of each deal (drawn from the studies' seed); the "
               "soloist speaks and leads first; where the booklet writes 'lage' (low), the "
               "lowest cards of the suit",
        language="nl")
