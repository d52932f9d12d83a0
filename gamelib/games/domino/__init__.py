"""Domino, the block game of the Dutch booklet *De regelen van het Ombre-, Quadrille- en
Dominospel* (Leyden, D. Noothoven van Goor), chapter "Het Dominospel" (ll. 511-593).

Twenty-eight stones ("noothoven:domino.tiles"); two players as a rule, three to six by agreement
("noothoven:domino.players", "noothoven:domino.players-more"); six stones each at the least, or
more by agreement ("noothoven:domino.six-tiles", "noothoven:domino.more-tiles"). The highest
drawn stone has the first move ("noothoven:domino.draw-first"); the stones are taken one by one
from the broken row ("noothoven:domino.deal-order"), the rest laid aside and never drawn
("noothoven:domino.stock"). A game ends in "domino" or "closed" ("noothoven:domino.terms",
"noothoven:domino.close-neither"); a partie is played for a set sum, for the pips, or to a number
of pips ("noothoven:domino.partie").

``tiles`` holds the stones and their faces, ``rules`` the rules as data and small functions,
``game`` the game and its states, ``partie`` games in a row. The booklet's player is
``gamelib.players.domino``, the first-move study ``gamelib.analysis.domino``. The readings where
the booklet is silent are options (``gamelib.options("domino")``; docs/domino.md says why).
"""

from gamelib.games.domino.game import ACCEPT, OPEN, PASS, PLACE, RESTIR, DominoGame, DominoState
from gamelib.games.domino.partie import Partie
from gamelib.games.domino.rules import (
    BLOCKED_TIES,
    CROWDED_HANDS,
    DEFAULT_PLAYERS,
    DEFAULT_TILES,
    HAND_SIZES,
    HIGHEST_RULES,
    LEFT,
    NEXT_FIRST,
    PLAYER_COUNTS,
    RACE_TARGETS,
    RIGHT,
    SCORINGS,
    break_the_row,
    deal_from_row,
    draw_key,
    drawing_order,
    first_by_draw,
    fits,
    payments,
    stones_each,
    taking_order,
    winner_of_closed_game,
    written,
)
from gamelib.games.domino.tiles import (
    ALL_TILES,
    FULL_MASK,
    GAP,
    HALF,
    HIGHEST_PIP,
    MATCHING,
    MEAN_PIPS,
    PER_ROW,
    PIP_NAMES,
    PIP_NAMES_NL,
    PIPS_OF,
    TILE_COUNT,
    Line,
    Tile,
    Tiles,
    full_set,
    mask_pips,
    tile_svg,
)

__all__ = [
    "ACCEPT", "ALL_TILES", "BLOCKED_TIES", "CROWDED_HANDS", "DEFAULT_PLAYERS", "DEFAULT_TILES",
    "FULL_MASK", "GAP", "HALF", "HAND_SIZES", "HIGHEST_PIP", "HIGHEST_RULES", "LEFT", "MATCHING",
    "MEAN_PIPS", "NEXT_FIRST", "OPEN", "PASS", "PER_ROW", "PIPS_OF", "PIP_NAMES", "PIP_NAMES_NL",
    "PLACE", "PLAYER_COUNTS", "RACE_TARGETS", "RESTIR", "RIGHT", "SCORINGS", "TILE_COUNT",
    "DominoGame", "DominoState", "Line", "Partie", "Tile", "Tiles", "break_the_row",
    "deal_from_row", "draw_key", "drawing_order", "first_by_draw", "fits", "full_set",
    "mask_pips", "payments", "stones_each", "taking_order", "tile_svg", "winner_of_closed_game",
    "written",
]
