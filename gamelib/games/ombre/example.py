"""The Académie's worked example of seven hands, and its misprints, as data.

The source plays seven hands of the 2-and-1 pool, "which will make the system easier to
understand" (academie:example.intro ... academie:example.summary). :data:`EXAMPLE_HANDS` states
them as the pool takes them (``PoolSession.play_hand``); :data:`CLAIMS` holds every figure the
source prints about them, with the words that print it, and for the three figures that the
ledger contradicts (a beast of 27 for 18, "this third hand" for the sixth, "winnings for A" for
B) which is right and why; :data:`EXAMPLE_REMARKS` the readings that need saying.
:func:`gamelib.games.ombre.pool.academie_example` replays the hands;
:func:`gamelib.analysis.beasts.example_claims` sets each claim beside the ledger's figure.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The seven hands as the source states them. UNSPECIFIED: the contract of the three remises
#: (hands 1, 2, 4); any contract without an occasional payment fits the figures, Ask Leave is
#: taken. No matadors are mentioned.
EXAMPLE_HANDS = (
    ({"ombre": "A", "contract": "ask-leave", "result": "remise"}, "academie:example.hand1"),
    ({"ombre": "B", "contract": "ask-leave", "result": "remise"}, "academie:example.hand2.remise"),
    ({"result": "all-pass"}, "academie:example.hand3.pass"),
    ({"ombre": "B", "contract": "ask-leave", "result": "remise"}, "academie:example.hand4.remise"),
    ({"ombre": "C", "contract": "ask-leave", "result": "win"}, "academie:example.hand5.win"),
    ({"ombre": "B", "contract": "ask-leave", "result": "win"}, "academie:example.hand6.win"),
    ({"ombre": "B", "contract": "ask-leave", "result": "win"}, "academie:example.hand7.win"),
)


@dataclass(frozen=True)
class Claim:
    """A figure the source states about a hand of its example, with the words that state it."""

    hand: int
    quantity: str
    stated: object
    words: str
    passage: str
    why: str = ""  # for a figure that differs from the ledger: which is right and why


def _own_beast_won(hand: int, intro: str, beast: int, wager: int, markers_words: str,
                   wager_words: str) -> tuple[Claim, ...]:
    """The figures of a hand that B, the Ombre, wins with his own beast in play over one marker
    each: the source tells hands 6 and 7 in the same words (academie:example.hand6,
    academie:example.hand7), but for the beast, the wager and how it words the markers and the
    wager."""
    incurred, win = f"{intro}.beast", f"{intro}.win"
    return (
        Claim(hand, "markers", 1, markers_words, intro),
        Claim(hand, "pool", 9, "i.e. 9 counters", intro),
        Claim(hand, "beast in play", beast, f"put his beast of {beast} into play", intro),
        Claim(hand, "wager", wager, wager_words, intro),
        Claim(hand, "beast incurred", wager, f"i.e. {wager} counters", incurred),
        Claim(hand, "paid by each Ally for the pool", 3, "1 x 3 = 3 counters", win),
        Claim(hand, "net A since the pool was laid", -3, "A has lost 3 counters", win),
        Claim(hand, "net C since the pool was laid", -3, "C has lost 3 counters", win),
        Claim(hand, "net B since the pool was laid", 6, "B has won 6 counters", win),
        Claim(hand, "beast paid to the winner", beast, f"cancels his beast of {beast}", win),
        Claim(hand, "received by the winner", wager, f"These {wager} counters of winnings", win),
    )


#: Hand 6's figures in the words it shares with hand 7 (its own two slips are claimed apart).
_OWN_BEAST_SIX = _own_beast_won(6, "academie:example.hand6", 63, 72, "only 1 counter",
                                "i.e. = 72 counters")


CLAIMS = (
    Claim(1, "wager", 18, "i.e. 18 counters", "academie:example.hand1.wager"),
    Claim(1, "beast made", 18, "making the beast of 18 counters", "academie:example.hand1"),
    Claim(2, "markers", 3, "The pool = 3 x 9", "academie:example.hand2"),
    Claim(2, "pool", 27, "i.e. 27 counters", "academie:example.hand2"),
    Claim(2, "beast in play", 18, "18 from the beast", "academie:example.hand2"),
    Claim(2, "wager", 45, "i.e. 45 counters", "academie:example.hand2"),
    Claim(2, "beast incurred", 45, "i.e. 45 counters", "academie:example.hand2.beast"),
    Claim(2, "beast made", 45, "making the beast of 45 counters", "academie:example.hand2.remise"),
    Claim(3, "pool", 36, "The pool = 4 x 9, i.e. 36 counters", "academie:example.hand3"),
    Claim(3, "beast in play", 18, "leave his beast of 18 counters in play", "academie:example.hand3"),
    Claim(3, "wager", 54, "i.e. 54 counters", "academie:example.hand3"),
    Claim(3, "beast incurred", 54, "i.e. 54 counters", "academie:example.hand3.beast"),
    Claim(4, "pool", 45, "The pool = 5 x 9, i.e. 45 counters", "academie:example.hand4"),
    Claim(4, "beast in play", 18, "leave his beast of 18 counters in play", "academie:example.hand4"),
    Claim(4, "wager", 63, "i.e. 63 counters", "academie:example.hand4"),
    Claim(4, "beast incurred", 63, "i.e. 63 counters", "academie:example.hand4.beast"),
    Claim(4, "beast made", 63, "making the beast of 63 counters", "academie:example.hand4.remise"),
    Claim(5, "pool", 54, "The pool = 6 x 9, i.e. 54 counters", "academie:example.hand5"),
    Claim(5, "beast in play", 18, "leave his beast of 18 in play", "academie:example.hand5"),
    Claim(5, "wager", 72, "i.e. 72 counters", "academie:example.hand5"),
    Claim(5, "beast incurred", 72, "i.e. 72 counters", "academie:example.hand5.beast"),
    Claim(5, "paid by each Ally for the pool", 18, "6 x 3 = 18 counters", "academie:example.hand5.win"),
    Claim(5, "beast paid to the winner", 27, "A gives 27 counters to C", "academie:example.hand5.win",
          why="A's beast in play is the one he made in hand 1, the wager of that hand, 18 "
              "(academie:example.hand1: 'making the beast of 18 counters'; 'his beast of 18' in "
              "hands 3, 4 and 5). The same sentence's totals need 18: 'A has lost 18 + 18 for the "
              "beast = 36' and 'C has won 36 + 18 + 18 recovered = 72', the wager. 27 is a misprint."),
    Claim(5, "net A since the pool was laid", -36, "A has lost 18 + 18 for the beast = 36 counters",
          "academie:example.hand5.win"),
    Claim(5, "net B since the pool was laid", -18, "B has lost 18 counters", "academie:example.hand5.win"),
    Claim(5, "received by the winner", 72, "C has won 36 + 18 + 18 recovered = 72 counters",
          "academie:example.hand5.win"),
    *_OWN_BEAST_SIX[:4],
    Claim(6, "hand", "third", "for this third hand", "academie:example.hand6.beast",
          why="the paragraph is the sixth hand's ('Sixth hand :', academie:example.hand6); "
              "'third' is a slip for 'sixth'."),
    *_OWN_BEAST_SIX[4:],
    Claim(6, "winner", "A", "winnings for A", "academie:example.hand6.win",
          why="B is the Ombre who wins ('Player B is the Ombre, playing Ask Leave, and wins'); A is "
              "an Ally and loses 3. 'for A' is a slip for 'for B'."),
    *_own_beast_won(7, "academie:example.hand7", 45, 54, "1 counter in front of each player",
                    "i.e. 54 counters"),
    Claim(8, "markers", 2, "2 counters in front of each player", "academie:example.hand8"),
    Claim(8, "pool", 18, "i.e. 18 counters", "academie:example.hand8"),
    Claim(8, "wager", 18, "The wager = 18 counters", "academie:example.hand8"),
)

#: The summary's beasts and their numbers in the table (academie:example.summary).
SUMMARY_CLAIMS = ((18, 1), (45, 4), (63, 6))
SUMMARY_WORDS = ("the first of 18, the second of 45 and the third of 63",
                 "no. 1, no. 4, and no. 6")

#: Readings of the example that are not wrong figures but need saying.
EXAMPLE_REMARKS = (
    ("academie:example.hand1.wager", "The first hand's heading is lost between l.172 and l.173: "
     "2 markers each (academie:pool.start), pool 18, no beast, wager 18; the replay starts from "
     "the rules."),
    ("academie:example.hand6", "'The pool = 3 x 3' (hands 6 and 7) counts 3 players x 3 counters; "
     "the rule of academie:pool.count would write 1 x 9. The value, 9, is right."),
    ("academie:example.hand6.win", "'72 counters of winnings' (and 54 in hand 7) is the wager: "
     "B's own 3 recovered, 6 won from the Allies and his own beast cancelled. His net gain is 6."),
    ("academie:example.hand3.beast", "'The beast incurred for this hand' is printed for every hand, "
     "also where nobody makes a beast (hands 3, 5, 6, 7, 8): it is the beast the Ombre would "
     "make by losing, the wager."),
    ("academie:example.hand4", "An all-pass (hand 3) with a beast in play adds one marker at hand "
     "4, not one for the all-pass (academie:pool.all-pass) and one for the beast "
     "(academie:pool.beast-to-play): the two rules do not stack."),
)
