"""Each source's ladder of contracts and its auction.

The booklet (noothoven): the first to speak "asks" (vraagt); a later player who also wants to
play "moet ... iets meer zeggen, namelijk eene vraag doen in de favorite (als men daarmede
speelt) of wel gasco, sans-prendre of vole annonceren" (noothoven:ombre.overcall); a pass is
final (noothoven:ombre.pass-final). Sans-prendre "gaat boven een vraag- of gasco-spel"
(noothoven:ombre.sans-prendre). The order of the ladder below follows the order in which
noothoven:ombre.overcall lists the bids; where "ask in favourite" stands against gasco the
booklet does not say (unspecified in source; the listed order is used). Gasco needs both black
aces, shown (noothoven:ombre.gasco). Whether an overcalled asker may raise again is unspecified;
here the auction goes round until one bidder is left, as in the Académie, so he may.
After the auction the winner declares his game and trump (noothoven:ombre.declare): any game at
least as high as his bid.

The Académie (academie): Ask Leave < (Retourne, a variant) < Sans Prendre < Vole
(academie:bid.contracts); the eldest hand has priority over the others and the second over the
last, and a player may match the last contract of a player he has priority over; the vole
cannot be matched (academie:bid.priority, academie:bid.examples); a pass is final
(academie:bid.pass); the contract won is played unchanged (academie:bid.ombre).
"""

from __future__ import annotations

from dataclasses import dataclass

from gamelib.core.names import words


@dataclass(frozen=True)
class Bid:
    """A rung of a ladder: key, rank (higher beats lower), label, passage."""

    key: str
    rank: int
    label: str
    passage: str


NOOTHOVEN_BIDS = (
    Bid("vraag", 1, "ask", "noothoven:ombre.declare"),
    Bid("vraag-favourite", 2, "ask in favourite", "noothoven:ombre.overcall"),
    Bid("gasco", 3, "gasco", "noothoven:ombre.gasco"),
    Bid("sans-prendre", 4, words("sans-prendre"), "noothoven:ombre.sans-prendre"),
    Bid("vole-declaree", 5, words("vole-declaree"), "noothoven:ombre.vole-declaree"),
)
ACADEMIE_BIDS = (
    Bid("ask-leave", 1, "ask leave", "academie:bid.contracts"),
    Bid("retourne", 2, "retourne", "academie:bid.contracts"),
    Bid("sans-prendre", 3, "sans prendre", "academie:bid.contracts"),
    Bid("vole", 4, "vole", "academie:bid.contracts"),
)

#: The games a booklet ombre may declare after winning the auction, and their rank.
NOOTHOVEN_GAMES = {"vraag": 1, "gasco": 3, "sans-prendre": 4, "vole-declaree": 5}


def ladder(rules: str, *, favourite: bool = False, retourne: bool = False,
           stock: bool = True) -> tuple[Bid, ...]:
    """The bids available under a rule set and its options."""
    if rules == "noothoven":
        return tuple(b for b in NOOTHOVEN_BIDS
                     if (favourite or b.key != "vraag-favourite") and (stock or b.key != "gasco"))
    return tuple(b for b in ACADEMIE_BIDS if retourne or b.key != "retourne")


def may_match(rules: str, bidder_pos: int, holder_pos: int, bid_key: str) -> bool:
    """Whether a bidder may match the current contract instead of overbidding it: only in the
    Académie, only over a player he has priority over (the eldest over both, the second over the
    last: a lower speaking position), and never the vole (academie:bid.priority,
    academie:bid.examples)."""
    return rules == "academie" and bid_key != "vole" and bidder_pos < holder_pos


def next_speaker(n: int, current: int, passed: list[bool], holder: int | None) -> int | None:
    """The next position to speak after ``current``: the next that has not passed and does not
    hold the best bid; None when the auction is over (everyone has passed, or only the holder
    of the best bid has not)."""
    for step in range(1, n + 1):
        p = (current + step) % n
        if not passed[p] and p != holder:
            return p
    return None
