"""Players of Piquet that follow no source: a random player who declares what he holds."""

from __future__ import annotations

from gamelib.core.engine import Action, as_generator
from gamelib.games.piquet import PiquetState


class DeclaringPlayer:
    """A random player who always declares what he holds and otherwise chooses at random."""

    def __init__(self, seed=None):
        self.rng = as_generator(seed)

    def __call__(self, state: PiquetState) -> Action:
        legal = state.legal_actions()
        for action in legal:
            if action.kind == "declare" and action.value[1]:
                return action
        return legal[int(self.rng.integers(len(legal)))]
