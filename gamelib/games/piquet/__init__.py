"""Piquet as Theodor Engelmann taught it (Berlin 1798), "Das Piquetſpiel".

Two players, 32 French cards ("engelmann:piquet.players"), ace high to seven low in every suit,
no trumps ("engelmann:piquet.order"). The dealer gives 12 cards each by threes or twos
("engelmann:piquet.deal"); the 8 left form a talon of 5 over 3 ("engelmann:piquet.talon"). The
non-dealer is elder ("Vorhand", "engelmann:piquet.elder") and buys first from the 5, discarding at
least 3; the younger discards at least 2 and takes the cards that follow in order
("engelmann:piquet.exchange", OCR "z" read as 3). Then, in the booklet's order, carte blanche, the
Rummel (point), the sequences and the trios/quatorzes are declared, the better combination
annulling the lesser ("engelmann:piquet.rummel", "engelmann:piquet.sequence-annul",
"engelmann:piquet.sets-annul", "engelmann:piquet.precedence"); a player scores one for each lead
and each trick taken ("engelmann:piquet.play", "engelmann:piquet.who-counts"), three for the last
trick as printed ("engelmann:piquet.last-trick"), ten for the most tricks or forty for capot
("engelmann:piquet.most-tricks", "engelmann:piquet.capot"); thirty before play makes a repic
(ninety), thirty by the elder in play before the younger scores makes a pic (sixty)
("engelmann:piquet.repic", "engelmann:piquet.pic").

The partie is 101 or 100 points ("engelmann:piquet.target"), or four deals reckoned in tens with
five and over counting a partie ("engelmann:piquet.four-games", "engelmann:piquet.partie-tens").
A state is one deal of a partie to 101 (the default) or 100, starting from the totals carried;
:func:`partie_session` plays the deals in a row until one reaches the number
("engelmann:piquet.scorekeeping"). A partie of four deals is one state; ``partie="deal"`` pays
each deal's point difference by itself.
The laws ("Gesetze") that change a score are setup of a state: a hand of 13 cards (law 1), 15 or
more (law 2), fewer than 12 (law 6), two faced cards in the deal (law 17), and an offence that
forfeits the deal's count (laws 5, 6, 8, 9, 12).

Where the source is silent the choice is named (``SILENT_POINTS``) and, where historical answers
differ, it is an option of :class:`PiquetGame`.

The package: :mod:`~gamelib.games.piquet.rules` (the rules as data),
:mod:`~gamelib.games.piquet.declarations` (the combinations and their scoring),
:mod:`~gamelib.games.piquet.game` (the game and a deal's state machine) and
:mod:`~gamelib.games.piquet.session` (the partie to 101 as a session of deals).
"""

# The package's face: every name of the rules and the combinations, and the game.
from gamelib.games.piquet.declarations import *  # noqa: F403
from gamelib.games.piquet.game import Deal, PiquetGame, PiquetState
from gamelib.games.piquet.rules import *  # noqa: F403
from gamelib.games.piquet.session import partie_progress, partie_session, partie_won

__all__ = [
    "CAPOT", "CATEGORIES", "ELDER_MINIMUM", "EQUAL", "HAND_SIZE", "HIGHER", "LAST_TRICK",
    "LEAD_POINT", "LEAD_POINTS", "LONE_CARD", "LOWER", "MOST_TRICKS", "NOT_SHOWN",
    "OFFENCE_PASSAGES", "OFFENCES", "PACKETS", "PARTIE_DEALS", "PARTIES", "PIC_BONUS", "PIC_THRESHOLD", "PIP_VALUES",
    "QUATORZE_VALUE", "RANKS_LOW_TO_HIGH", "REPIC_BONUS", "REPIC_READINGS", "SEQUENCE_NAMES",
    "SEQUENCE_VALUES", "SET_RANKS", "SILENT_POINTS", "TALON_HEAPS", "TEN_UP", "TRICKS",
    "TRICK_POINT", "TRIO_VALUE", "UNOPPOSED", "YOUNGER_MINIMUM", "Combination", "Deal",
    "Declarations", "Line", "PiquetGame", "PiquetState", "as_answered", "combinations_of",
    "cut_for_deal", "is_carte_blanche", "partie_points", "partie_progress", "partie_session",
    "partie_won", "pips", "rank_index", "repic", "repic_in_order", "repic_of", "rummel",
    "said_aloud", "score_declarations", "sequences", "sets",
]
