"""The booklet's worked example of Domino as a lesson: six everywhere or four everywhere
(noothoven:domino.example), and the game closed with it (noothoven:domino.close-example).

The stones are set on the game through the protocol; who can still set and who wins the closed
game is the engine's.
"""

from __future__ import annotations

from gamelib.analysis.lessons.model import Check, Lesson, Panel, Question, Step, table_panel
from gamelib.core.engine import get_game
from gamelib.games.domino import Tiles

#: The two players' stones: A has the first move and the stones the example names (double six,
#: five-four, six-four); B the six-five and double four, and no more sixes or fours.
HANDS = ("6|6 4|5 4|6 0|0 0|1 1|1", "5|6 4|4 0|2 1|2 2|2 0|3")
NAMES = ("A", "B")
OPENING = (("6|6", "A sets double six", "A has the first move and sets his double six."),
           ("5|6 right", "B sets the six-five", "B sets the six-five against it."),
           ("4|5 right", "A brings his five-four", "A brings his five-four to the five."),
           ("4|4 right", "B sets double four", "B sets double four."))


def view(state) -> list:
    line = state.line_of_play()
    panels = [Panel("the line of play", picture=line, words=str(line))]
    for p, name in enumerate(NAMES):
        stones = state.tiles(p)
        panels.append(Panel(f"{name}'s stones", picture=stones, words=str(stones)))
    ends = state.ends()
    if ends:
        panels.append(table_panel("the open ends", ("left", "right"), [ends]))
    return panels


def _state():
    return get_game("domino", tiles=len(Tiles(HANDS[0]))).new_initial_state(
        seed=0, hands=list(HANDS), first=0)


def _close(state, label: str, everywhere: int) -> list[Step]:
    """Set the six-four at one end, then see the game closed and counted."""
    passage = "noothoven:domino.close-example"
    state.apply_action(label)
    outcome = state.outcome or {}
    closed = outcome.get("how") == "closed"
    pips = outcome.get("pips")
    winner = outcome.get("winner")
    pip_words = ", ".join(f"{n} {p}" for n, p in zip(NAMES, pips)) if pips else "not counted"
    words = (f"A sets the six-four {'right' if 'right' in label else 'left'}: {everywhere} "
             "everywhere. B has no more " + ("sixes" if everywhere == 6 else "fours")
             + ", and nobody can set: the game is closed. The pips left: " + pip_words + ".")
    ask = Step(f"{everywhere} everywhere: your answer", "Both ends now show "
               f"{everywhere}; B holds no more {'sixes' if everywhere == 6 else 'fours'}.",
               (passage, "noothoven:domino.close-how"), tuple(view(state)), (),
               Question("Can anyone set a stone now?",
                        ("no: the game is closed", "yes: B can set", "yes: A can set"),
                        "no: the game is closed" if closed else "yes: A can set",
                        "no: the game is closed", passage,
                        "\"dan zal het spel gesloten zijn met de "
                        f"{'zes' if everywhere == 6 else 'vier'} overal\": neither player "
                        "holds a stone with that number."))
    count = Step(f"{everywhere} everywhere: the pips", words,
                 (passage, "noothoven:domino.closed-count"), tuple(view(state)),
                 (Check("the game closed", True, closed, "dan zal het spel gesloten zijn",
                        passage),),
                 Question("The game is closed. Who wins it?", NAMES + ("nobody",),
                          NAMES[winner] if winner is not None else "nobody",
                          NAMES[winner] if winner is not None else "nobody",
                          "noothoven:domino.closed-count",
                          "\"whichever of the two has the fewest pips wins\": " + pip_words + "."))
    return [ask, count]


def domino_example() -> Lesson:
    """Six everywhere or four everywhere, and the game closed with it."""
    passage = "noothoven:domino.example"
    state = _state()
    steps = [Step("the stones", "A has the first move. The booklet names only the stones set; "
                  "the rest are chosen here.", ("noothoven:domino.opening",), tuple(view(state)))]
    for label, title, words in OPENING:
        state.apply_action(label)
        steps.append(Step(title, words, (passage,), tuple(view(state))))
    legal = tuple(str(a) for a in state.legal_actions())
    steps.append(Step("the six-four: your choice", "A holds the six-four; the ends show six "
                      "and four.", (passage, "noothoven:domino.close-watch"), tuple(view(state)),
                      (Check("the ends A may set the six-four at", "4|6 left, 4|6 right",
                             ", ".join(legal), "door dien steen aan den eenen of aan den "
                             "anderen kant aan te zetten", passage),),
                      Question("Where may A set the six-four?", legal, "4|6 right", "4|6 right",
                               passage, "\"zoo kan hij naar verkiezing zes overal, of vier "
                               "overal maken\": at the four's end it makes six everywhere, at "
                               "the six's end four everywhere.", accepted=("4|6 left",))))
    steps += _close(state.clone(), "4|6 right", 6)
    steps += _close(state.clone(), "4|6 left", 4)
    return Lesson(
        "noothoven-domino-example", "The booklet's Domino: six everywhere or four everywhere",
        "domino", "noothoven",
        (passage, "noothoven:domino.close-watch", "noothoven:domino.close-how",
         "noothoven:domino.close-example", "noothoven:domino.closed-count"),
        "Double six, six-five, five-four, double four: the six-four makes six everywhere or "
        "four everywhere, and when the opponent holds no more of that number the game is "
        "closed and the pips are counted.", tuple(steps),
        chosen="the stones the booklet does not name (each player has six)", language="nl")
