"""The Whist family's kernel (gamelib.solver.play.whistsearch, whistkernel): its table
cleared between searches, and its values equal to the readable search's on Boston's endings
of the Miseries and the games played for tricks."""

from __future__ import annotations

import pytest

from gamelib.solver.play import MODELS, reference, search, whistsearch
from gamelib.solver.play.kernel import HAVE_NUMBA

pytestmark = pytest.mark.skipif(not HAVE_NUMBA, reason="the Whist kernel needs numba")

ENTRIES = 1 << 12


def test_a_cleared_table_searches_as_a_fresh_one():
    """After ``clear_table`` a search finds nothing of the one before it: the same nodes as
    the first search of the thread's table, where without clearing it the second search
    reads the first's entries and takes fewer."""
    model = MODELS["boston"]
    state = reference.ending("boston", 3, 6)
    pos = model.position(state, state.current_player())
    whistsearch.clear_table(ENTRIES)
    first = whistsearch.card_values(pos, model, entries=ENTRIES)
    again = whistsearch.card_values(pos, model, entries=ENTRIES)
    whistsearch.clear_table(ENTRIES)
    cleared = whistsearch.card_values(pos, model, entries=ENTRIES)
    assert first == cleared
    assert again[0] == first[0]
    assert again[1] < first[1]
