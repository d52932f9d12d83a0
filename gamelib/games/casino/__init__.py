"""Casino (Caſino) for four, three and two players, after Theodor Engelmann, Berlin 1798.

A fishing game with the 52-card whist pack ("engelmann:casino.pack"): four cards to each and
four to the table, then four to each until the pack is out ("engelmann:casino.law-deal"). A card
takes by pairs and sums or is laid to the table ("engelmann:casino.law-move"); clearing the
table marks a point at once ("engelmann:casino.law-clear"); the last trick takes the rest
("engelmann:casino.law-sweep"). Eleven points a deal ("engelmann:casino.law-points"), deducted
with four and two players ("engelmann:casino.law-deduction"), game 11, lurch 5; three players
race to fifteen without deduction ("engelmann:casino.three-rules").

``rules`` holds the cards and captures, ``scoring`` the count of a deal, ``game`` the game and
its states, ``examples`` Engelmann's worked examples. The readings where the source is silent
are the game's options (``gamelib.options("casino")``; docs/casino.md says why).
"""

from gamelib.games.casino.examples import (
    AID_MOVES,
    AID_SETUP,
    EXAMPLE_MOVES,
    EXAMPLE_SETUP,
    LAST_CARD_CLEARS,
    LAST_COURT_PAIRS,
    LAST_TRICK,
    THREE_FINISH_DEAL,
    THREE_FINISH_ITEMS,
    THREE_FINISH_MOVES,
    laid_and_paired,
    replay,
    scripted_deal,
)
from gamelib.games.casino.game import READINGS, CasinoGame, CasinoState, Move, move_label
from gamelib.games.casino.rules import (
    ACES,
    BIG_CASINO,
    COURTS,
    GAME,
    GAME_THREE,
    HAND_SIZE,
    LITTLE_CASINO,
    LURCH,
    LURCH_THREE,
    PIPS,
    POINT_ITEMS,
    POINTS_A_DEAL,
    SEATS,
    TABLE_SIZE,
    captures,
    faces,
    groups,
    is_court,
    partition,
    pips,
)
from gamelib.games.casino.scoring import CountOut, count_out, deal_points, deduct, majority, totals

__all__ = [
    "ACES", "AID_MOVES", "AID_SETUP", "BIG_CASINO", "COURTS", "EXAMPLE_MOVES", "EXAMPLE_SETUP",
    "GAME", "GAME_THREE", "HAND_SIZE", "LAST_CARD_CLEARS", "LAST_COURT_PAIRS", "LAST_TRICK",
    "LITTLE_CASINO", "LURCH", "LURCH_THREE", "PIPS", "POINTS_A_DEAL", "POINT_ITEMS", "READINGS",
    "SEATS", "TABLE_SIZE", "THREE_FINISH_DEAL", "THREE_FINISH_ITEMS", "THREE_FINISH_MOVES",
    "CasinoGame", "CasinoState", "CountOut", "Move", "captures", "count_out", "deal_points",
    "deduct", "faces", "groups", "is_court", "laid_and_paired", "majority", "move_label",
    "partition", "pips", "replay", "scripted_deal", "totals",
]
