"""The references the play search is checked against: plain minimax, no table, no ordering.

* :func:`game_minimax` -- over the game's OWN states (``state.clone()``, ``legal_actions()``,
  ``apply_action()``), valued by the model's value, so that the search is proven equal to the
  game's rules and not only to its model;
* :func:`model_minimax` -- over the model's rule functions (the search's moves without its
  table), for a model that has no game behind it;
* :func:`ending` -- a seeded random deal of a game brought to the last tricks of its play, the
  small positions both are run on.
"""

from __future__ import annotations

import numpy as np

from gamelib.core.engine import RandomPlayer, State, get_game
from gamelib.solver.play.model import PlayModel, PlayPosition
from gamelib.solver.play.search import Play, cards_of, model_of


def cards_left(position: PlayPosition) -> int:
    """The cards still in the players' hands."""
    return sum(int(h).bit_count() for h in position.hands)


def _card_actions(state: State) -> dict[int, object]:
    """The legal actions that play a card, by card (the first where several play one card:
    a declaration said with a card does not move it)."""
    acts: dict[int, object] = {}
    for action in state.legal_actions():
        if action.kind == "card":
            acts.setdefault(int(action.value), action)
    return acts


def closing_value(position: PlayPosition, model: PlayModel | None = None) -> int:
    """The value of a play with at most one card left: that card closed by the model's
    ``close`` and ``final`` (once the play is over the state is no longer a position of its
    play, so its value is read here)."""
    play = Play(position, model)
    if play.cards_left() > 1:
        raise ValueError(f"{play.cards_left()} cards are left to play, not at most one")
    if play.cards_left():
        legal = play.legal()
        play.play((legal & -legal).bit_length() - 1)
    return play.value()


def game_minimax(state: State, seat: int, model: PlayModel | None = None) -> int:
    """The value of the play of ``state`` for ``seat``'s side by plain minimax over the game's
    own states: each player to play chooses among the game's legal cards and the game moves
    the state. The value is read through the model at the last card of the play (the
    position's points so far, that card closed by the model's ``close`` and ``final``: once the
    play is over the state is no longer a position of its play)."""
    model = model or model_of(_named(state))
    root = model.position(state, seat)
    maximises = {s: bool(m) for s, m in zip(root.seats, root.maximiser)}

    def value(st: State) -> int:
        pos = model.position(st, seat)
        if cards_left(pos) <= 1:
            return closing_value(pos, model)
        acts = _card_actions(st)
        if not acts:
            raise ValueError(f"{st.game.name}: the play offers no card to play "
                             f"({', '.join(str(a) for a in st.legal_actions())})")
        results = []
        for card in sorted(acts):
            child = st.clone()
            child.apply_action(acts[card])
            if not model.in_play(child):
                raise ValueError(f"{st.game.name}: the play stopped with cards still in hand; "
                                 "the model's value of the rest cannot be read")
            results.append(value(child))
        return max(results) if maximises[st.current_player()] else min(results)

    return value(state)


def game_card_values(state: State, seat: int, model: PlayModel | None = None) -> dict[int, int]:
    """:func:`game_minimax` after each card the player to play may play."""
    model = model or model_of(_named(state))
    out = {}
    for card, action in sorted(_card_actions(state).items()):
        child = state.clone()
        child.apply_action(action)
        out[card] = game_minimax(child, seat, model)
    return out


def model_minimax(position: PlayPosition, model: PlayModel | None = None) -> int:
    """The value of the play by plain minimax over the model's rule functions."""
    play = Play(position, model)

    def value() -> int:
        if not play.cards_left():
            return 0
        maxer = play.maximiser[play.to_play()]
        results = []
        for card in cards_of(play.legal()):
            gain, undo = play.play(card)
            results.append(gain + value())
            play.undo(undo)
        return max(results) if maxer else min(results)

    return play.value() + value()


class _named:
    """A stand-in position naming a state's game, for :func:`model_of`."""

    def __init__(self, state: State):
        self.game = state.game.name


def ending(game: str, seed: int, tricks: int, options: dict | None = None,
           model: PlayModel | None = None, tries: int = 50) -> State:
    """A state of ``game`` in its card play with at most ``tricks`` tricks left (a trick in
    progress counts as one), dealt from ``seed`` and played to there at random (seeded); the
    seeds after ``seed`` are tried in turn when a deal never reaches its play (every player
    passed)."""
    from gamelib.solver.play.model import MODELS

    model = model or MODELS[game]
    g = get_game(game, **(options or {}))
    for attempt in range(tries):
        rng = np.random.default_rng([seed, attempt])
        state = g.new_initial_state(seed=rng)
        player = RandomPlayer(rng)
        while not state.is_terminal():
            if model.in_play(state):
                pos = model.position(state, state.current_player())
                left = (cards_left(pos) + len(pos.trick) + pos.n - 1) // pos.n
                if left <= tricks:
                    return state
            state.apply_action(player(state))
    raise ValueError(f"{game}: no deal from seed {seed} reached its card play in {tries} tries")


__all__ = ["cards_left", "closing_value", "ending", "game_card_values", "game_minimax", "model_minimax"]
