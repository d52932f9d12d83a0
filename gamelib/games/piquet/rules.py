"""Piquet's rules as data, after Engelmann (Berlin 1798): the pack and its order, the deal and
the talon, the values of the combinations and of play, the partie, the laws' offences, and the
choices made where the book is silent. [engelmann:piquet.players, engelmann:piquet.order]"""

from __future__ import annotations

import numpy as np

from gamelib.core.cards import Card, CardSet, deck
from gamelib.core.engine import as_generator
from gamelib.core.tricks import TrickRules

RANKS_LOW_TO_HIGH = "789TJQKA"
"""Trick order, seven lowest, ace highest, the same in every suit. [engelmann:piquet.order]"""

TRICKS = TrickRules.by_rank(RANKS_LOW_TO_HIGH[::-1])
"""How the cards take tricks: no trumps, only a higher card of the suit led takes the trick,
and suit is followed while one can. [engelmann:piquet.order, engelmann:piquet.follow,
engelmann:piquet.low-card]"""

PIP_VALUES = {"A": 11, "K": 10, "Q": 10, "J": 10, "T": 10, "9": 9, "8": 8, "7": 7}
"""Pips that break a tie of equally long Rummels. [engelmann:piquet.pips] (OCR "11r" = 11)"""

SEQUENCE_VALUES = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}
"""Tierce 3 (printed "2", emended), quart 4, quint 15, sixième 16 (printed "6 16"), septième 17,
octave 18. [engelmann:piquet.sequence-values]"""

SEQUENCE_NAMES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "octave"}
"""Tertie, Quarte, Quinte, Sechste, Siebende, Achte. [engelmann:piquet.sequence-names]"""

SET_RANKS = "TJQKA"
"""Only aces, kings, queens, jacks and tens make trios and quatorzes, aces highest.
[engelmann:piquet.sets, engelmann:piquet.sets-ranks]"""

TRIO_VALUE = 3       # "Für jedes Gedritte werden 3 Points gezählet." [engelmann:piquet.trio]
QUATORZE_VALUE = 14  # "ſo gilt jede Sorte davon Vierzehen." [engelmann:piquet.quatorze]

HAND_SIZE = 12       # "bis ein jeder zwölf hat" [engelmann:piquet.deal]
TALON_HEAPS = (5, 3)  # "oben zu 5 und unten zu 3 Blättern" [engelmann:piquet.talon]
PACKETS = (3, 2)     # "nicht mehr und nicht weniger als 3 oder 2 Blätter auf einmal" [engelmann:piquet.deal]

ELDER_MINIMUM = 3    # the elder (B) "nicht unter z [3]" [engelmann:piquet.exchange]
YOUNGER_MINIMUM = 2  # the dealer (A) "nicht unter 2" [engelmann:piquet.exchange]

CATEGORIES = ("carte blanche", "point", "sequences", "sets")
"""The order of counting and of winning a close race. [engelmann:piquet.precedence]"""

SHOWN = ("point", "sequences")
"""The categories shown to the opponent when they count ("aufweiſet, wie viel ſein Rummel in
ſich enthalte, oder auch ſeine Sequenzen"); trios and quatorzes "nicht wie Rummel und
Sequenzen aufgewieſen werden dürfen", and what is annulled is only named.
[engelmann:piquet.law-4, engelmann:piquet.law-5, engelmann:piquet.rummel]"""

LEAD_POINT = 1       # "zählet für jede Karte, mit der er ſticht und ausſpielt, eins" [engelmann:piquet.play]
TRICK_POINT = 1
MOST_TRICKS = 10     # [engelmann:piquet.most-tricks]
CAPOT = 40           # "anſtatt ... zehen ..., vierzig" [engelmann:piquet.capot]
PIC_THRESHOLD = 30
REPIC_BONUS = 60     # 30 counts 90 [engelmann:piquet.repic]
PIC_BONUS = 30       # 30 counts 60 [engelmann:piquet.pic]
PARTIE_DEALS = 4     # [engelmann:piquet.partie-tens]

LAST_TRICK = {"printed": 3, "usual": 2}
"""The last trick counts "ſtatt ein, drei" as printed; every other source says two.
[engelmann:piquet.last-trick]"""

LEAD_POINTS = ("every", "ten-up")
"""Every lead scores (the general sentence, engelmann:piquet.play) or, on the narrow reading of
the example, only a lead of a ten or higher (engelmann:piquet.lead-example): a seven, eight or
nine led counts nothing, even when it takes its own trick (Hoyle: "except it be a nine or an
inferior card")."""

LONE_CARD = ("last trick", "no trick")
"""What the long hand's card led alone counts when the other hand is short (law 6 lets a player
play with fewer cards, engelmann:piquet.law-6, and says nothing of it): the last trick, all
twelve cards being played (Hoyle: "till all the twelve cards are played, and he who takes the
last trick counts two"), or no trick, the last trick then being the last with two cards and
a capot counted on the tricks of two cards."""

TEN_UP = "TJQKA"
"""The leads that count on the narrow reading: "König, Dame, Buben, Zehne".
[engelmann:piquet.lead-example]"""

PARTIES = ("101", "100", "four", "deal")
"""A race to 101 (the default) or 100 [engelmann:piquet.target, engelmann:piquet.scorekeeping];
four deals reckoned in tens [engelmann:piquet.four-games, engelmann:piquet.partie-tens]; or each
deal's point difference paid by itself (no partie; an option for studies of single deals)."""

REPIC_READINGS = ("literal", "in-order")
"""Who counts a repic. "literal": thirty from declarations while the opponent brings nothing
valid at all ("noch sein Mitspieler etwas Gültiges gegen ihn aufbringen können",
engelmann:piquet.repic). "in-order": the declarations counted category by category in the order
of precedence, thirty reached before the opponent has counted anything (Cavendish's reading,
engelmann:piquet.precedence)."""

OFFENCES = {
    "law-5": "a false declaration of trios or quatorzes",
    "law-6": "more cards taken than discarded",
    "law-8": "a card misnamed in declaring after play began",
    "law-9": "the hand thrown down as lost and mixed",
    "law-12": "too many cards taken and looked at",
}
"""Errors after which the offender counts nothing of the deal and the other counts all he has
(law 5's penalty, which laws 6 and 8 apply; laws 9 and 12 say he "loses his game", read the
same way)."""

OFFENCE_PASSAGES = {"law-5": "engelmann:piquet.law-5", "law-6": "engelmann:piquet.law-6",
                    "law-8": "engelmann:piquet.law-8", "law-9": "engelmann:piquet.law-9",
                    "law-12": "engelmann:piquet.law-12"}

SILENT_POINTS = {
    "Rummel value": "the winning point scores one per card (Hoyle, Meyers); the booklet gives no value",
    "carte blanche": "twelve dealt cards without king, queen or jack; worth 10; shown before the "
                     "exchange (Hoyle); the booklet only names it",
    "packets": "the same packet size throughout the deal, the non-dealer served first",
    "next dealer": "the deal alternates",
    "pic": "the elder only; reached by declarations and points in play (leads, tricks, last trick) "
           "while the younger has scored nothing; the ten for the most tricks, and the forty of "
           "capot that counts instead of it, come too late",
    "repic": "thirty from declarations alone while the opponent's declarations are all void "
             "(the literal reading; counting category by category, as Cavendish does, is "
             "an option)",
    "race": "in a partie to 101 or 100 the points fall in the canonical order and play stops "
            "when the target is reached",
    "partie": "a partie to 101 by default, the book's first and agreed number; four deals in "
              "tens and a payment per deal are options",
    "talon": "the younger may not look at talon cards he leaves; cards left are out of play",
    "a short hand": "law 6 lets a player play with fewer cards and says nothing of what the "
                    "long hand's card led alone counts: by default it is the last trick, all "
                    "twelve cards being played (Hoyle); an option counts it no trick",
}


def rank_index(card: Card) -> int:
    return RANKS_LOW_TO_HIGH.index(card.rank)


def pips(cards) -> int:
    """The pip count of cards. [engelmann:piquet.pips]"""
    return sum(PIP_VALUES[c.rank] for c in cards)


def cut_for_deal(rng) -> tuple[int, list[Card]]:
    """Each player cuts (or draws) a card; the lower deals, equal ranks cut again (unspecified
    in source). Returns the dealer and the cards cut. [engelmann:piquet.first-dealer,
    engelmann:piquet.draw]"""
    rng = as_generator(rng)
    cards = [Card(int(c)) for c in np.array(list(deck("piquet")), dtype=int)]
    cut: list[Card] = []
    while True:
        pair = [cards[int(i)] for i in rng.choice(len(cards), size=2, replace=False)]
        cut.extend(pair)
        if rank_index(pair[0]) != rank_index(pair[1]):
            return (0 if rank_index(pair[0]) < rank_index(pair[1]) else 1), cut


def is_carte_blanche(hand: CardSet) -> bool:
    """Twelve cards without a king, queen or jack (unspecified in source; Hoyle's definition)."""
    return len(hand) >= HAND_SIZE and not any(c.rank in "KQJ" for c in hand)


def partie_points(points: int) -> int:
    """Points reckoned in tens, "5 und drüber auch eine Parthie": 44 -> 4, 45 -> 5.
    [engelmann:piquet.partie-tens, engelmann:piquet.four-games]"""
    if points < 0:
        return -partie_points(-points)
    tens, rest = divmod(points, 10)
    return tens + (1 if rest >= 5 else 0)
