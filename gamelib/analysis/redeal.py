"""Deals a seat cannot tell from the one on the table, made again and replayed to the
decision at hand: the worlds in which the coach tries each bid, discard or call.

A world keeps every card the seat has seen where it lies (his own hand as dealt, the cards he
took from the stock or talon, what was shown or played) and deals the others again among the
places he did not see; the deal is then made with the game's own set-up keywords and the
actions so far replayed: his own and every public one as they were, another seat's action
that the new cards forbid (a discard face down of a card he no longer holds) replaced by the
continuation player's choice of the same kind. A world whose replay does not leave the seat
exactly where he is (his hand and his choices) is dealt again.

Each game's deal is read by a :class:`Plan`: the set-up keywords that deal it, and which of
them are piles of cards. Chance after the deal (Piquesept's blind draw) is fixed to what
happened where the seat saw it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from gamelib.core.cards import Card, CardSet
from gamelib.core.engine import Action, State

#: The kinds of action another seat takes face down: what a world may replace.
HIDDEN_KINDS = ("discard", "give", "return", "take")


@dataclass(frozen=True)
class Plan:
    """How a game's deal is made: ``read(state)`` gives the set-up keywords of the deal a
    fresh state was dealt (piles of cards as lists), ``piles`` names the keywords that are
    piles (a list of hands, or one list), ``public`` the cards whose place every seat knows."""

    read: Callable[[State], dict]
    piles: tuple[str, ...]
    public: tuple[str, ...] = ()


def _cards(cards) -> list[Card]:
    if isinstance(cards, int):
        return list(CardSet(cards))
    return [Card(int(c)) for c in cards]


def _ombre(state) -> dict:
    setup = {"hands": [_cards(h) for h in state.dealt], "stock": _cards(state.stock),
             "dealer": state.dealer}
    if state.favourite is not None and state.game.rules == "noothoven":
        setup["favourite"] = state.favourite
    return setup


def _quadrille(state) -> dict:
    setup = {"hands": [_cards(h) for h in state.dealt], "dealer": state.dealer}
    if state.favourite is not None:
        setup["favourite"] = state.favourite
    return setup


PLANS = {
    "ombre": Plan(_ombre, ("hands", "stock")),
    "quadrille": Plan(_quadrille, ("hands",)),
    "piquet": Plan(lambda s: {"hands": [list(h) for h in s.deal.dealt],
                              "talon": list(s.deal.talon), "dealer": s.deal.dealer},
                   ("hands", "talon")),
    "boston": Plan(lambda s: {"hands": [list(h) for h in s.initial_hands],
                              "eldest": s.eldest}, ("hands",)),
    # the holder of the seven of spades is known to all [engelmann:piquesept.seven-led]
    "piquesept": Plan(lambda s: {"hands": [list(h) for h in s.initial_hands],
                                 "drawn": s.drawn}, ("hands",), public=("7S",)),
}


def seen_cards(value, found: set[int] | None = None) -> set[int]:
    """Every card named in ``value`` (a Card, a CardSet, or lists and dicts of them); whole
    numbers are not read as cards."""
    found = set() if found is None else found
    if isinstance(value, Card):
        found.add(int(value))
    elif isinstance(value, CardSet):
        found.update(int(c) for c in value)
    elif isinstance(value, dict):
        for v in value.values():
            seen_cards(v, found)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            seen_cards(v, found)
    return found


def _card_of(action: Action) -> int | None:
    value = action.value
    if isinstance(value, Card):
        return int(value)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 52 \
            and str(action).upper().endswith(Card(value).face):
        return value
    return None


class Redealer:
    """The worlds of ``seat`` at the decision reached by ``history`` (``(seat, action)`` pairs
    from the deal ``fresh``, a state as dealt); ``continuation(state)`` chooses for a seat whose
    hidden action a world must replace."""

    def __init__(self, fresh: State, history: Sequence[tuple[int, Action]], seat: int,
                 continuation: Callable[[State], Action]):
        name = fresh.game.name
        if name not in PLANS:
            raise ValueError(f"no redeal of {name}: its decisions before the play are not "
                             "valued")
        self.game = fresh.game
        self.plan = PLANS[name]
        self.setup = self.plan.read(fresh)
        self.history = list(history)
        self.seat = seat
        self.continuation = continuation
        now = fresh.clone()
        for _, action in self.history:
            now.apply_action(action)
        self.target_hand = now.hand(seat)
        self.target_legal = [str(a) for a in now.legal_actions()]
        seen = set(int(c) for c in fresh.hand(seat)) | {int(Card(c)) for c in self.plan.public}
        seen |= seen_cards(now.information(seat))
        for who, action in self.history:
            card = _card_of(action)
            if card is not None and (who == seat or action.kind not in HIDDEN_KINDS):
                seen.add(card)
        for key, value in self.setup.items():  # a card drawn by chance that he did not see
            if isinstance(value, Card) and int(value) not in seen:
                self.setup[key] = None
        self.slots = [(key, i, j) for key in self.plan.piles
                      for i, j in self._places(key) if int(self._at(key, i, j)) not in seen]

    def _places(self, key):
        pile = self.setup[key]
        if pile and isinstance(pile[0], list):
            return [(i, j) for i, hand in enumerate(pile) for j in range(len(hand))]
        return [(None, j) for j in range(len(pile))]

    def _at(self, key, i, j):
        return self.setup[key][j] if i is None else self.setup[key][i][j]

    def _dealt(self, rng: np.random.Generator) -> dict:
        setup = {k: ([list(h) for h in v] if k in self.plan.piles and v and isinstance(v[0], list)
                     else list(v) if k in self.plan.piles else v) for k, v in self.setup.items()}
        cards = [self._at(k, i, j) for k, i, j in self.slots]
        for (k, i, j), card in zip(self.slots, rng.permutation(len(cards)).tolist()):
            if i is None:
                setup[k][j] = cards[card]
            else:
                setup[k][i][j] = cards[card]
        return setup

    def world(self, rng: np.random.Generator, tries: int = 20) -> State | None:
        """A state at the same decision in a deal the seat cannot tell from this one, or None
        when ``tries`` deals could not be replayed to it."""
        for _ in range(tries):
            state = self.game.new_initial_state(seed=rng, **self._dealt(rng))
            if self._replay(state):
                return state
        return None

    def _replay(self, state: State) -> bool:
        for who, action in self.history:
            if state.is_terminal() or state.current_player() != who:
                return False
            legal = state.legal_actions()
            if action in legal:
                state.apply_action(action)
                continue
            if who == self.seat or action.kind not in HIDDEN_KINDS:
                return False
            chosen = self.continuation(state)
            if chosen.kind != action.kind:
                same = [a for a in legal if a.kind == action.kind]
                if not same:
                    return False
                chosen = same[0]
            state.apply_action(chosen)
        return (state.current_player() == self.seat and state.hand(self.seat) == self.target_hand
                and [str(a) for a in state.legal_actions()] == self.target_legal)


__all__ = ["HIDDEN_KINDS", "PLANS", "Plan", "Redealer", "seen_cards"]
