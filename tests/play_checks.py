"""What the card-play models' tests share: a position as the rule functions' arrays, and the
cards among a state's legal actions as a mask."""

import numpy as np


def arrays(position):
    """The hands and the current trick of a PlayPosition as the rule functions take them."""
    trick = np.zeros(position.n, dtype=np.int64)
    trick[:len(position.trick)] = position.trick
    return np.array(position.hands, dtype=np.int64), trick


def card_mask(actions) -> int:
    """The cards among ``actions`` as a mask (bit ``c`` is ``Card(c)``)."""
    mask = 0
    for action in actions:
        if action.kind == "card":
            mask |= 1 << int(action.value)
    return mask
