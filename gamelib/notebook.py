"""What every notebook of the collection starts with, in one line:

    from gamelib.notebook import *

It brings the tools the notebooks use everywhere: pandas as ``pd``, numpy as ``np``,
matplotlib's ``plt``, ``display``, ``HTML`` and ``Markdown``; the collection's ``get_game``,
``play``, ``quote``, cards (``Card``, ``CardSet``, ``parse``, ``deck``) and ``IllegalAction``;
numbers, lists and keys in words (``number``, ``percent``, ``plural``, ``listing``,
``and_list``, ``or_list``, ``words``, ``game_name``, ``source_name``, ``method_name``); tables
and lists for reading (``styled``, ``folded``, ``listed``, with the formats ``PERCENT``,
``SHARE``, ``MEAN``); and ``FULL``, the size of the Monte Carlo runs. Every table
that ends a cell reads as :func:`gamelib.show.frames.table_html` makes it. A notebook imports
what is particular to its game in the cell that first uses it, beside the passage it
implements.

``FULL`` is False: every notebook runs top to bottom in seconds, sized for a class; a cell
that can run longer says so and how long (``N = 20_000 if FULL else 1_000``). Set
``FULL = True`` in a notebook, or ``GAMELIB_FULL=1`` in the environment, for the full sizes.
"""

from __future__ import annotations

import os

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from IPython.display import HTML, Markdown, display

import gamelib
from gamelib.core.cards import Card, CardSet, deck, parse
from gamelib.core.engine import GAMES, IllegalAction, get_game, play
from gamelib.core.names import (
    and_list,
    game_name,
    listing,
    method_name,
    number,
    or_list,
    percent,
    plural,
    source_name,
    words,
)
from gamelib.core.sources import quote
from gamelib.show.frames import MEAN, PERCENT, SHARE, folded, listed, show_tables_for_readers, styled

#: The full Monte Carlo sizes (minutes), or the class sizes (seconds, the default).
FULL = os.environ.get("GAMELIB_FULL", "") not in ("", "0")

# Tables for readers: thousands separated, no more digits than a reader can use, no row numbers.
show_tables_for_readers()
pd.set_option("styler.format.thousands", ",")
pd.set_option("display.precision", 3)
pd.set_option("display.max_colwidth", 200)
pd.set_option("display.max_rows", 400)

__all__ = ["FULL", "GAMES", "HTML", "MEAN", "PERCENT", "SHARE", "Card", "CardSet",
           "IllegalAction", "Markdown", "and_list", "deck", "display", "folded", "gamelib",
           "game_name", "get_game", "listed", "listing", "method_name", "np", "number", "or_list",
           "pd", "percent", "play", "plt", "plural", "quote", "parse", "source_name", "styled",
           "words"]
