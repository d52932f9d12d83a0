"""What the card-play models' tests share: a position as the rule functions' arrays and the
cards the model allows there, the cards among a state's legal actions as a mask, a world
dealt from two states whose hidden cards differ, and a minimax over the game's own states."""

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


def legal_mask(model, position) -> int:
    """The cards the model's ``legal`` allows at ``position``, as a mask."""
    hands, trick = arrays(position)
    return model.legal(position.params, hands, trick, len(position.trick), position.leader,
                       position.to_play)


def swap_one_card(state, a: int, b: int) -> None:
    """Swap a card of hand ``a`` with a card of hand ``b`` in ``state`` (its hands change)."""
    card_a, card_b = next(iter(state.hands[a])), next(iter(state.hands[b]))
    state.hands[a] = state.hands[a].remove(card_a).add(card_b)
    state.hands[b] = state.hands[b].remove(card_b).add(card_a)


def same_world(model, state, other, seat: int, seed: int) -> bool:
    """Whether the model deals ``seat`` the same world from ``state`` and ``other`` with the
    same seed."""
    one = model.world(state, seat, np.random.default_rng(seed))
    two = model.world(other, seat, np.random.default_rng(seed))
    return one.hands == two.hands


def ledger_minimax(state, in_play, maximiser, settled) -> int:
    """The value of a play by plain minimax over the game's own states, every legal action
    tried while ``in_play(state)``, the end valued by ``settled(state)`` -- what the game itself
    records, not the model (``maximiser``: by player)."""
    if not in_play(state):
        return settled(state)
    values = []
    for action in state.legal_actions():
        after = state.clone()
        after.apply_action(action)
        values.append(ledger_minimax(after, in_play, maximiser, settled))
    return max(values) if maximiser[state.current_player()] else min(values)
