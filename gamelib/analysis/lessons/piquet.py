"""Engelmann's worked examples of Piquet as lessons: the sets (engelmann:piquet.sets-example),
the points of the play (engelmann:piquet.lead-example), the parties reckoned in tens
(engelmann:piquet.partie-example) and the short hand of law 6 (engelmann:piquet.law-6-example).

Each is played on the game through the protocol, or reckoned by the game's own functions
(:func:`gamelib.games.piquet.score_declarations`, :func:`gamelib.games.piquet.partie_points`).
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
from gamelib.games.piquet import partie_points, score_declarations

YOUNGER, ELDER = 0, 1  # the younger deals in these examples (seat 0), the elder leads
NAMES = {YOUNGER: "the younger", ELDER: "the elder"}


def view(state, trick=()) -> list:
    """Both hands, the trick on the table, the points of the deal so far."""
    scores = state.scores()
    panels = [cards_panel(f"{NAMES[ELDER]}'s hand", state.hand(ELDER)),
              cards_panel(f"{NAMES[YOUNGER]}'s hand", state.hand(YOUNGER))]
    if trick:
        panels.append(cards_panel("the trick", [c for _, c in trick],
                                  [NAMES[p] for p, _ in trick]))
    panels.append(table_panel("points of the deal", ("the elder", "the younger"),
                              [[scores[ELDER], scores[YOUNGER]]]))
    return panels


def _deal(hands, talon, discards, misdealt=False, **options):
    """A deal of fixed hands (the younger deals; ``misdealt`` for a hand short, law 6) brought
    through the exchange and the declarations (everything declared) to the first lead."""
    state = get_game("piquet", partie="deal", **options).new_initial_state(
        seed=0, hands=hands, talon=talon.split(), dealer=YOUNGER, misdealt=misdealt)
    while state.phase == "blanche":
        state.apply_action(state.legal_actions()[0])
    for action in discards:
        state.apply_action(action)
    while state.phase != "play":
        state.apply_action(state.legal_actions()[0])
    return state


# ---------------------------------------------------------------------------------------------

def piquet_sets() -> Lesson:
    """Four aces and three tens count 17; four queens, four jacks and three kings nothing."""
    passage = "engelmann:piquet.sets-example"
    me, him = "AS AH AD AC TS TH TD 9S 8H 7D 9C 8C", "QS QH QD QC JS JH JD JC KS KH KD 7S"
    decl = score_declarations(me, him, names=("I", "my opponent"))
    mine, his = decl.by_category(0)["sets"], decl.by_category(1)["sets"]
    hands = (cards_panel("my hand", parse(me)), cards_panel("my opponent's hand", parse(him)))
    rows = table_panel("the sets", ("player", "set", "points", "counted"),
                       [(decl.names[line.player], line.combination.name, line.combination.points,
                         "yes" if line.valid else "annulled")
                        for line in decl.lines if line.combination.category == "sets"])
    ask_mine = Step("my sets", "I hold four aces and three tens; my opponent four queens, four "
                    "jacks and three kings.", (passage, "engelmann:piquet.quatorze",
                                               "engelmann:piquet.trio"), hands, (),
                    Question("What do I count for my sets?", ("0", "3", "14", "17", "28"),
                             str(mine), "17", passage, "Four aces are a quatorze, 14; three "
                             "tens a trio, 3: \"so zähle ich 17\"."))
    ask_his = Step("my opponent's sets", "He holds more cards in sets than I do.",
                   (passage, "engelmann:piquet.sets-annul"), hands, (),
                   Question("And what does my opponent count for his four queens, four jacks "
                            "and three kings?", ("0", "3", "14", "31"), str(his), "0", passage,
                            "The highest set annuls all the opponent's lesser ones, however "
                            "many: \"und mein Gegner ... zählet nichts\"."))
    counted = Step("counted", f"I count {mine}, my opponent {his}.",
                   (passage, "engelmann:piquet.sets-annul"), (*hands, rows),
                   (Check("my sets", 17, mine, "so zähle ich 17", passage),
                    Check("my opponent's sets", 0, his, "zählet nichts", passage)))
    return Lesson("engelmann-piquet-sets", "Engelmann's Piquet: sets that annul", "piquet",
                  "engelmann", (passage, "engelmann:piquet.sets-annul"),
                  "Four aces and three tens against four queens, four jacks and three kings: "
                  "the highest set annuls all the opponent's.", (ask_mine, ask_his, counted),
                  chosen="the cards beside the sets (the text names only the sets)",
                  language="en")


# ---------------------------------------------------------------------------------------------

#: The lead example's deal: the younger deals; the elder discards three, the younger two.
LEAD_DEAL = (["JS TS 9S JH TH 9H JD TD 9D AC KC QC", "AS KS QS AH KH QH AD KD QD 7C 8C 9C"],
             "8S 7S 8H 7H 8D 7D JC TC",
             ("discard 7C", "discard 8C", "discard QD", "take", "discard 9S", "discard 9H",
              "take"))
#: The three tricks played: (lead, reply, what the step says, the question asked before it:
#: (whose points, prompt, why)).
LEAD_TRICKS = (
    ("KS", "JS", "The elder leads the king of spades and the younger must follow with a lower "
     "spade: the elder takes his own lead.",
     (ELDER, "The elder leads the king of spades; the younger has only lower spades. What "
      "does the elder count for this trick?",
      "\"Spielet einer einen König ... aus, so zählt er im Ausspielen eins\"; the leader who "
      "takes his own lead counts that one only.")),
    ("9C", "AC", "The elder leads the nine of clubs; the younger plays the ace on it and takes "
     "the trick.",
     (YOUNGER, "The elder leads the nine of clubs, and the younger holds the ace. If he plays "
      "it, what does the younger count?",
      "\"wirft der andere eine höhere Karte darauf von eben der Farbe, so sticht er, und "
      "zählet, wie der andere auch eins\".")),
    ("KC", "7S", "The younger, who took the trick, leads: the king of clubs; the elder has no "
     "club left.",
     (YOUNGER, "The younger took the last trick. Now he leads the king of clubs, and the elder "
      "has no club. What does the younger count for this trick?",
      "\"Hernach kömmt diesem (der gestochen hat) zu, von selbstbeliebiger Farbe "
      "auszuspielen, und er fährt mit dem Ausspielen und Zählen so lange fort, bis der andere "
      "wieder stechen kann\".")),
)


def _trick_points(state, lead: str, reply: str) -> list[int]:
    before = state.scores()
    after = state.clone()
    after.apply_action(lead)
    after.apply_action(reply)
    return [a - b for a, b in zip(after.scores(), before)]


def piquet_lead() -> Lesson:
    """A point for each lead and for each trick taken, played on a deal, on both readings."""
    passage = "engelmann:piquet.lead-example"
    every = _deal(*LEAD_DEAL[:2], LEAD_DEAL[2])
    narrow = _deal(*LEAD_DEAL[:2], LEAD_DEAL[2], lead_point="ten-up")
    steps = [Step("the deal, after the exchange and the declarations",
                  "The younger dealt; the elder discarded three cards and took three, the "
                  "younger two; both declared.", ("engelmann:piquet.play", passage),
                  tuple(view(every)))]
    for lead, reply, words, (whose, prompt, why) in LEAD_TRICKS:
        points, narrow_points = _trick_points(every, lead, reply), _trick_points(narrow, lead,
                                                                                  reply)
        steps.append(Step(f"{face(lead)} led: your answer", "The points of the deal so far are "
                          "below; the trick is about to be played.", (passage,), tuple(view(every)),
                          (), Question(prompt, ("0", "1", "2"), str(points[whose]), "1",
                                       passage, why)))
        trick = ((every.current_player(), Card(lead)), (1 - every.current_player(),
                                                         Card(reply)))
        for state in (every, narrow):
            state.apply_action(lead)
            state.apply_action(reply)
        checks = ()
        if lead == "9C":
            checks = (Check("the elder's point for leading the nine, on the reading that "
                            "every lead counts (the general rule, the game's default)", 1,
                            points[ELDER], "für jede Karte, mit der er sticht und ausspielt, eins",
                            "engelmann:piquet.play"),
                      Check("the same on the example's narrow reading (a ten or higher only; "
                            "Hoyle: 'except it be a nine or an inferior card')", 0,
                            narrow_points[ELDER], "Spielet einer einen König, Dame, Buben, "
                            "Zehne aus, so zählt er im Ausspielen eins", passage))
        steps.append(Step(f"{face(lead)} led, {face(reply)} played", words, (passage,),
                          tuple(view(every, trick)), checks))
    return Lesson(
        "engelmann-piquet-lead", "Engelmann's Piquet: the points of the play", "piquet",
        "engelmann", ("engelmann:piquet.play", passage, "engelmann:piquet.who-counts"),
        "A point for each card led and for each trick taken on the other's lead, and the lead "
        "passing to whoever takes: three tricks of a deal, and the two readings of the "
        "example for a nine led.", tuple(steps),
        chosen="the deal and the cards played (the text names only the kinds of cards led)",
        language="en",
        notes=((passage, "The example names only the king, queen, jack and ten; the general "
                "rule counts every card led. The lesson plays the general reading (the game's "
                "default, option lead_point='every') and shows the narrow one beside it."),))


# ---------------------------------------------------------------------------------------------

def piquet_partie() -> Lesson:
    """Points reckoned in tens: 10, 24, 35, 46 give 1, 2, 4, 5 parties."""
    passage = "engelmann:piquet.partie-example"
    won, printed = (10, 24, 35, 46), (1, 2, 4, 5)
    steps = [Step("the rule", "Four deals are reckoned together: the two totals are subtracted "
                  "and the difference divided by ten, five and over counting one more.",
                  ("engelmann:piquet.partie-tens", "engelmann:piquet.four-games"),
                  (table_panel("the rule's own example", ("points", "parties"),
                               [(44, partie_points(44)), (45, partie_points(45))]),),
                  (Check("44 points", 4, partie_points(44), "44 sind vier",
                         "engelmann:piquet.partie-tens"),
                   Check("45 points", 5, partie_points(45), "45 fünf Parthien",
                         "engelmann:piquet.partie-tens")))]
    for points, parties in zip(won, printed):
        computed = partie_points(points)
        steps.append(Step(f"{points} points", f"I win {points} points over four deals.",
                          (passage,), (), (),
                          Question(f"I win {points} points in four deals. How many parties do "
                                   "I get?", tuple(str(n) for n in range(7)), str(computed),
                                   str(parties), passage,
                                   f"{points} divided by ten is {points // 10}, with "
                                   f"{points % 10} over, which counts "
                                   + ("one more" if points % 10 >= 5 else "nothing") + ".")))
    steps.append(Step("reckoned", "Each total in tens, five and over counting one more.",
                      (passage,), (table_panel("points and parties", ("points", "parties"),
                                               [(p, partie_points(p)) for p in won]),),
                      tuple(Check(f"{p} points", n, partie_points(p), "so bekomme ich 1, 2, 4, 5",
                                  passage) for p, n in zip(won, printed))))
    return Lesson("engelmann-piquet-partie", "Engelmann's Piquet: parties reckoned in tens",
                  "piquet", "engelmann", ("engelmann:piquet.partie-tens", passage),
                  "How a partie of four deals is paid: the difference in points, in tens, five "
                  "and over counting one more.", tuple(steps), language="en")


# ---------------------------------------------------------------------------------------------

#: Law 6's deal: the younger is dealt eleven cards; the elder's last two cards are of different
#: suits, and the younger's last card could take the elder's last one.
LAW6_DEAL = (["8S 9S 7S 8H 9H 7H 7D 8D 9D 7C 8C", "AS KS QS AH KH QH AD KD QD AC KC QC"],
             "JS TD JH TH JD TS JC TC 9C",
             ("discard QS", "discard QH", "discard QD", "take", "discard 7S", "discard 7H",
              "take"))
#: The elder's ten tricks in a row, each with the younger's reply.
LAW6_TRICKS = (("AS", "8S"), ("KS", "9S"), ("JS", "7D"), ("AH", "8H"), ("KH", "9H"),
               ("JH", "TH"), ("AC", "7C"), ("KC", "8C"), ("AD", "8D"), ("KD", "9D"))


def piquet_law6() -> Lesson:
    """The short hand must give its last card to the eleventh lead and can be capoted."""
    passage = "engelmann:piquet.law-6-example"
    state = _deal(*LAW6_DEAL, misdealt=True)
    steps = [Step("eleven cards against twelve", "The younger was dealt a card short and still "
                  "plays: one may play with fewer cards than one should, not with more. After "
                  "the exchange he holds eleven, the elder twelve.",
                  ("engelmann:piquet.law-6",), tuple(view(state)))]
    for lead, reply in LAW6_TRICKS:
        trick = ((ELDER, Card(lead)), (YOUNGER, Card(reply)))
        state.apply_action(lead)
        state.apply_action(reply)
    steps.append(Step("ten tricks in a row", "The elder leads and takes ten tricks in a row; his "
                      "last two cards are of different suits.", (passage,),
                      tuple(view(state, trick))))
    state.apply_action("QC")
    legal = [str(a) for a in state.legal_actions()]
    must = "play the jack of diamonds now" if legal == ["JD"] else "keep it for the last card"
    steps.append(Step("the eleventh trick: your answer", "The elder leads the queen of clubs. "
                      "The younger's only card is the jack of diamonds, which would take the "
                      "elder's last card, the ten of diamonds.", (passage, "engelmann:piquet.law-6"),
                      tuple(view(state, ((ELDER, Card("QC")),))), (),
                      Question("What must the younger do?",
                               ("play the jack of diamonds now", "keep it for the last card"),
                               must, "play the jack of diamonds now", passage,
                               "\"denn man muß auf die Blätter, welche ausgespielt werden, so "
                               "lange man kann, zugeben\": the one with fewer cards must play "
                               "them to the other's leads, and the fault is his.")))
    state.apply_action("JD")
    state.apply_action("TD")
    tricks = state.deal.tricks
    younger = sum(1 for t in tricks if t[3] == YOUNGER)
    capot = any(e[1] == "capot" and e[0] == ELDER for e in state.deal.events)
    steps.append(Step("capot", "The younger gives his last card to the queen; the elder's ten "
                      "of diamonds takes the twelfth trick alone. The younger has taken none: "
                      "he is capot.", (passage,),
                      tuple(view(state, ((ELDER, Card("TD")),))),
                      (Check("tricks taken by the younger", 0, younger, "und kann also capot "
                             "werden", passage),
                       Check("capot counted for the elder", True, capot, "und kann also capot "
                             "werden", passage))))
    return Lesson(
        "engelmann-piquet-law-6", "Engelmann's Piquet: the short hand of law 6", "piquet",
        "engelmann", ("engelmann:piquet.law-6", passage),
        "A player dealt a card short plays on, but must give his cards to the other's leads "
        "as long as he can: after ten tricks in a row his last card goes to the eleventh lead, "
        "and he is capot, though it could have taken the twelfth.", tuple(steps),
        chosen="the cards of both hands and of the talon (the text describes only the end)",
        language="en")
