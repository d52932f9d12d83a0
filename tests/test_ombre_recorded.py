"""The reference engine made faster plays the same games: for seeds 0..99 and several option
sets, a hash of every played deal's details and returns, recorded from the code before the
speed work of issue 7 (commit 1b0e5e5; the deal, the random player's draws, the order of the
legal actions and the settlement all enter it).

The booklet's hashes were recorded again when its vole-déclarée came to end at the first trick
the Ombre loses (as its committed vole and the booklet's Quadrille already did): every deal of
the old record was checked to be the new one's, with the tricks after that one cut off and the
same returns.

The booklet's Ombre plays with the favourite unless the players agree otherwise
(noothoven:ombre.favourite): its default hashes are those recorded with ``favourite=True``, or
recorded now for the forms that had none; the hashes recorded without the favourite stand under
``favourite=False``."""
import hashlib

import pytest

import gamelib
from gamelib.core.engine import get_game

# (options, sha256[:16] of repr((str(details()), returns())) over seeds 0..99, each deal
# played by RandomPlayer(seed)), computed with the code of commit 1b0e5e5 (the booklet's
# again, see above).
GOLDEN = [
    ({'rules': 'academie'}, 'a71ce227f06c402b'),
    ({'rules': 'academie', 'retourne': True, 'forced_spadille': True}, 'd1e0dbfb8229470e'),
    ({'rules': 'academie', 'marking': '3-and-2', 'single_payment': True}, '1dbe887ef72be21b'),
    ({'rules': 'noothoven'}, 'a0353401c0890094'),
    ({'rules': 'noothoven', 'favourite': False}, '33b303b992afbb3f'),
    ({'rules': 'noothoven', 'favourite': True}, 'a0353401c0890094'),
    ({'rules': 'noothoven', 'form': 'a-deux'}, '441a21d2b2d68b17'),
    ({'rules': 'noothoven', 'form': 'a-quatre'}, '9bc3bd7483b9714a'),
    ({'rules': 'noothoven', 'form': 'a-quatre', 'favourite': False}, '7081699ca2ab4139'),
    ({'rules': 'noothoven', 'form': 'cinquille'}, '3a92bdc122d585fd'),
    ({'rules': 'noothoven', 'form': 'cinquille', 'favourite': False}, '7dcfcc33e92776df'),
]


def digest(name, options):
    h = hashlib.sha256()
    for s in range(100):
        state = gamelib.play(get_game(name, **options).new_initial_state(seed=s), seed=s)
        h.update(repr((str(state.details()), list(state.returns()))).encode())
    return h.hexdigest()[:16]


@pytest.mark.parametrize("options, expected", GOLDEN,
                         ids=["-".join(f"{k}={v}" for k, v in o.items()) for o, _ in GOLDEN])
def test_same_seed_same_ombre_hand_as_before_the_speed_work(options, expected):
    """A faster engine changes no hand: the same seed deals, bids, exchanges, plays and settles
    exactly as before (academie:deal.deal, noothoven:ombre.deal and every rule after them)."""
    assert digest("ombre", options) == expected
