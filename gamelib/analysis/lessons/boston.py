"""Engelmann's Misery example of Boston as a lesson (engelmann:boston.misery-example): the
Misery player, second to play, holds the three and the five of a suit in which the eldest
leads the two, and must put on the five.

The example prints only those cards; the lesson deals the rest so that the last four tricks
show the reason the text gives, and the exact solver of the card play
(:mod:`gamelib.solver.play`, every hand open) says what each card leads to.
"""

from __future__ import annotations

from gamelib.analysis.lessons.model import (
    Check,
    Lesson,
    Question,
    Step,
    cards_panel,
    face,
    table_panel,
)
from gamelib.core.cards import Card, parse
from gamelib.core.engine import get_game

SEATS = ("A", "B", "C", "D")
MISERY = 1  # B plays Misery, second to play after the eldest A
#: The deal: A leads nine rounds of trumps (diamonds, which B, void in them, names), and the
#: others follow or throw cards they do not need; then four cards each are left.
HANDS = ("AD KD QD JD TD 9D 8D 7D 6D 2S 4H 5H 6H", "3S 5S 2H 3H 7H 8H 9H TH JH QH 2C 3C 4C",
         "4S TS AH KH 2D 7S 8S 9S JS QS KS AS 5C", "6S 5D 4D 3D AC KC QC JC TC 9C 8C 7C 6C")
BIDS = ("pass", "Misery", "trump diamonds")
FIRST_TRICKS = ("AD 7H 2D 5D", "KD 8H 7S 4D", "QD 9H 8S 3D", "JD TH 9S 6C", "TD JH JS 7C",
                "9D QH QS 8C", "8D 2C KS 9C", "7D 3C AS TC", "6D 4C 5C JC")
SOLVER = ("The exact solver (every hand open, best play by all: the three others try to give "
          "the Misery player a trick)")


def view(state, trick=()) -> list:
    panels = [cards_panel(f"{seat}'s hand" + (" (Misery)" if p == MISERY else ""), state.hand(p))
              for p, seat in enumerate(SEATS)]
    if trick:
        panels.append(cards_panel("the trick", [c for _, c in trick],
                                  [SEATS[p] for p, _ in trick]))
    won = state.details()["tricks"]
    panels.append(table_panel("tricks taken", SEATS, [[won[s] for s in SEATS]]))
    return panels


def best_line(state, stop: int | None = None) -> list[tuple[int, Card]]:
    """The rest of the play by the exact solver, card by card, as (seat, card): to the end, or
    until trick ``stop`` (from 0) is taken."""
    from gamelib.solver import solve

    line = []
    while not state.is_terminal() and (stop is None or len(state.tricks) <= stop
                                       or state.tricks[stop].winner is None):
        seat = state.current_player()
        card = solve(state).best_card
        state.apply_action(str(card))
        line.append((seat, card))
    return line


def tricks_of(state, seat: int) -> int:
    return state.details()["tricks"][SEATS[seat]]


def boston_misery() -> Lesson:
    passage = "engelmann:boston.misery-example"
    state = get_game("boston").new_initial_state(hands=[parse(h) for h in HANDS])
    for bid in BIDS:
        state.apply_action(bid)
    steps = [Step("the deal and the bidding", "A, the eldest, passes; B announces Misery and "
                  "names diamonds, in which he is void, as trumps; Misery outbids every other "
                  "game.", ("engelmann:boston.misery", "engelmann:boston.misery-hardest"),
                  tuple(view(state)))]
    for trick in FIRST_TRICKS:
        for card in trick.split():
            state.apply_action(card)
    steps.append(Step("nine tricks", "A leads his nine high trumps and takes every trick; B "
                      "throws his high hearts and his clubs, the others what they do not need. "
                      "Four cards each are left.", ("engelmann:boston.misery-hardest",),
                      tuple(view(state))))
    state.apply_action("2S")
    led = ((0, Card("2S")),)
    legal = tuple(face(a.value) for a in state.legal_actions())
    at = state.clone()

    def good():
        from gamelib.solver import card_values

        # for the Misery player the value is minus his tricks (gamelib.solver.play.boston)
        taken = {face(c): -v for c, v in card_values(at).items()}
        return [(card, f"B takes {n} trick{'s' if n != 1 else ''} and "
                 + ("makes his Misery" if n == 0 else "loses his Misery"))
                for card, n in sorted(taken.items(), key=lambda kv: kv[1])]

    steps.append(Step("A leads the two of spades: your choice", "A leads the two of spades, to "
                      "give B a trick. B, second to play, holds the three and the five.",
                      (passage,), tuple(view(state, led)), (),
                      Question("You are B, playing Misery. Which spade do you put on?", legal,
                               face("5S"), face("5S"), passage,
                               "\"und muß die Fünf aufsetzen, weil, wenn nicht in einer Hand "
                               "renonce ist, nothwendig die Fünf gestochen werden muß\": below "
                               "the five only the four is out, and two players follow, so the "
                               "five is beaten now; kept back, it could win later.", good,
                               SOLVER)))
    with_three = state.clone()
    state.apply_action("5S")
    line = best_line(state, stop=9)
    trick = ((0, Card("2S")), (MISERY, Card("5S")), *line)
    shown = tuple(view(state, trick))
    beaten = state.tricks[9].winner != MISERY
    best_line(state)
    steps.append(Step("B puts on the five", f"C and D follow, and the five is beaten: "
                      f"{SEATS[state.tricks[9].winner]} takes the trick. The rest of the deal, "
                      "played out by the exact solver, gives B no trick.", (passage,), shown,
                      (Check("the five beaten", True, beaten, "nothwendig die Fünf gestochen "
                             "werden muß", passage),
                       Check("B's tricks at the end", 0, tricks_of(state, MISERY),
                             "man keinen einzigen Stich machen muß", "engelmann:boston.misery"))))
    with_three.apply_action("3S")
    shown = tuple(view(with_three))
    line3 = best_line(with_three)
    lost = tricks_of(with_three, MISERY)
    steps.append(Step("had he put on the three", "Had B kept the five back, the exact solver "
                      "plays on, best play by all: " + ", ".join(
                          f"{SEATS[p]} {face(c)}" for p, c in line3)
                      + f". B takes {lost} trick{'s' if lost != 1 else ''}: the suit led again, "
                      "he must follow with the five, and it wins.",
                      ("engelmann:boston.misery-hardest", passage), shown,
                      (Check("B's tricks had he kept the five", 1, lost,
                             "weil man sonsten, wenn die Farbe nachgespielet wird, leicht einen "
                             "Stich bekömmt", "engelmann:boston.misery-hardest"),)))
    return Lesson(
        "engelmann-boston-misery", "Engelmann's Boston: the Misery player's five", "boston",
        "engelmann", ("engelmann:boston.misery", "engelmann:boston.misery-hardest", passage),
        "Misery is the hardest game: the player must put on a higher card the first time a "
        "suit is led, for a low card kept back may win a trick later. The exact solver plays "
        "out both choices.", tuple(steps),
        chosen="every card but the two, three and five of the suit led (here spades), the "
               "trumps B names, and the nine tricks before", language="en")

