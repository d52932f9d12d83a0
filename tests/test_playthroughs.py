"""The playthroughs under tests/playthroughs are what the code plays now: seeded deals of every
game and rule set, written as text (python -m gamelib playthroughs writes them anew)."""

import pytest

from gamelib.analysis.playthrough import CASES, PLAYTHROUGHS, case_text


@pytest.mark.parametrize("name, game, options", CASES, ids=[c[0] for c in CASES])
def test_the_playthrough_is_what_the_code_plays(name, game, options):
    """Every action, the details and the returns of each seeded deal are as written; a change
    of play shows in the diff of the file (regenerate it if the change is meant)."""
    written = (PLAYTHROUGHS / f"{name}.txt").read_text(encoding="utf-8")
    assert case_text(game, options) == written, \
        f"{name}: play changed; if meant, run `python -m gamelib playthroughs` and read the diff"
