"""A trick game's card play as the problems read it: the position on the table, the exact value
of every card and what the game pays on after it, which cards are the same card for the answer,
the best card and the taker of a trick.

:func:`card_values` is the one place that asks the exact solver (:func:`gamelib.solver.card_values`:
every hand open, values for the side to play, higher better for it). The rest reads the game's
state: through the protocol, the Ombre family's state (Ombre, Quadrille) and the card-play
model of the other games (:data:`gamelib.solver.play.MODELS`: Piquet, Boston, Tresette).
Why and how: docs/problems.md.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

import numpy as np

from gamelib.core.cards import SUITS, Card, CardSet

#: The games whose play the Ombre family's search solves; the others go through the play models.
OMBRE_FAMILY = ("ombre", "quadrille")


@dataclass(frozen=True)
class Table:
    """What lies on the table when a card is to be played, every hand open: each seat's cards
    (by seat number), the seat that led the trick in progress and its cards so far, the tricks
    each seat has taken in the deal, the trump suit's letter (None without trumps) and the seat
    to play."""

    hands: tuple[CardSet, ...]
    leader: int
    trick: tuple[Card, ...]
    won: tuple[int, ...]
    trump: str | None
    to_play: int

    @property
    def tricks_left(self) -> int:
        """The tricks still to be finished, the one in progress included."""
        return len(self.hands[self.to_play])

    def trick_seats(self, order: tuple[int, ...]) -> list[int]:
        """The seats that played the trick's cards, given the seats in playing ``order``."""
        start = order.index(self.leader)
        return [order[(start + i) % len(order)] for i in range(len(self.trick))]


def in_card_play(state) -> bool:
    """Whether the state's next decision is a card of the tricks (not a bid, a discard, a call
    or a declaration)."""
    if state.is_terminal():
        return False
    actions = state.legal_actions()
    return bool(actions) and all(a.kind == "card" for a in actions)


def _family(state) -> str:
    return "ombre" if state.game.name in OMBRE_FAMILY else "play"


def playing_order(state) -> tuple[int, ...]:
    """The seats in the deal in the order they play to a trick, from the first hand."""
    if state.game.name == "ombre":
        return tuple(state.active)
    if state.game.name == "quadrille":
        return tuple(range(state.game.num_players))
    from gamelib.solver.play import MODELS
    return tuple(MODELS[state.game.name].position(state, state.current_player()).seats)


def table(state) -> Table:
    """The position of a state whose next decision is a card of the tricks."""
    seats = state.game.num_players
    hands = tuple(state.hand(p) for p in range(seats))
    mover = state.current_player()
    if _family(state) == "ombre":
        if state.game.name == "ombre":
            active = state.active
            leader = active[state.leader]
            won = [0] * seats
            for pos, tricks in enumerate(state.won):
                won[active[pos]] = tricks
            trump = SUITS[state.trump]
        else:
            leader, won, trump = state.leader, list(state.won), SUITS[state.t]
        return Table(hands, leader, tuple(Card(c) for c in state.trick), tuple(won), trump, mover)
    position = _play_position(state)
    won = [0] * seats
    for i, seat in enumerate(position.seats):
        won[seat] = position.won[i]
    trump = getattr(state, "trump", None)
    return Table(hands, position.seats[position.leader], tuple(Card(c) for c in position.trick),
                 tuple(won), trump if isinstance(trump, str) else None, mover)


def _play_position(state):
    from gamelib.solver.play import MODELS
    return MODELS[state.game.name].position(state, state.current_player())


def card_values(state) -> dict[Card, int]:
    """The exact value of the deal after each legal card of the player to move, for his side
    (higher is better for him, in the game's units: :func:`gamelib.solver.solve`), every hand
    open and every later card played best by both sides: the one function through which the
    problems ask a solver."""
    from gamelib.solver import card_values as exact_values
    return exact_values(state)


def worths(state, values: dict[Card, int]) -> dict[Card, int]:
    """What the game pays on, for the side to play, after each card of ``values``
    (:func:`card_values`): the rank of the outcome where the game pays by outcome -- Ombre's
    codille, remise, win, vole (the solver's steps of 16), Quadrille's codille, remise, won and
    the vole or the misère where they pay (:func:`gamelib.players.worlds.quadrille_steps`),
    Boston's game made or lost -- and the points themselves where every point is paid (Piquet's
    points, Tresette's card points). Negative for the side that wants the outcome low."""
    name = state.game.name
    if name == "boston":
        sign = 1 if state.current_player() == state.bidder else -1
        return {c: sign * int(sign * v >= 0) for c, v in values.items()}
    if name == "ombre":   # 16 x the rank for the side to play, plus its tricks
        return {c: v // 16 for c, v in values.items()}
    if name != "quadrille":
        return dict(values)
    from gamelib.players.worlds import quadrille_steps
    from gamelib.solver import position_of
    position, _ = position_of(state)
    steps = quadrille_steps(state)
    if position.maximiser[position.to_move()]:
        return {c: bisect_right(steps, v) for c, v in values.items()}
    return {c: -bisect_right(steps, position.total - v) for c, v in values.items()}


def suit_orders(state) -> list[list[Card]]:
    """Each suit in the game's sense (Ombre's black aces among the trumps), by suit letter
    (S H D C), highest card first, with a break (None) between two cards that are never the
    same card for the play (a matador and the trump below it, which follow suit differently)."""
    name = state.game.name
    if _family(state) == "ombre":
        from gamelib.solver.orders import ORDERS
        pm = (state.game.order if name == "ombre" else state.rules.order).ponto_is_matador
        t = state.trump if name == "ombre" else state.t
        return [[None if c < 0 else Card(c) for c in suit] for suit in ORDERS[(pm, t)]]
    now = table(state)
    in_play = CardSet(now.trick)
    for hand in now.hands:
        in_play = in_play | hand
    order = state.game.hand_report(in_play, now.trump).order
    return [[c for c in order if c.suit == s] for s in SUITS]


def same_card_classes(state, values: dict[Card, int]) -> list[tuple[Card, ...]]:
    """The legal cards grouped as one card for the answer: two cards are the same when their
    ``values`` (what the game pays on, :func:`worths`) are equal and no card still in play (held,
    or on the table) lies between them in their suit's order (docs/problems.md). Each class
    highest first, in the order of :func:`suit_orders`."""
    now = table(state)
    held = CardSet(now.trick)
    for hand in now.hands:
        held = held | hand
    classes: list[list[Card]] = []
    for suit in suit_orders(state):
        run: list[Card] | None = None
        for card in suit:
            if card is None:
                run = None
            elif card in values:
                if run is not None and values[run[-1]] == values[card]:
                    run.append(card)
                else:
                    run = [card]
                    classes.append(run)
            elif card in held:
                run = None
    return [tuple(c) for c in classes]


def examine_position(state) -> tuple[dict[Card, int], dict[Card, int], list[tuple[Card, ...]]]:
    """A position's exact values (:func:`card_values`), what the game pays on after each card
    (:func:`worths`) and the classes of same cards (:func:`same_card_classes`)."""
    values = card_values(state)
    paid = worths(state, values)
    return values, paid, same_card_classes(state, paid)


def taker(state, card: Card) -> int:
    """The seat that takes the trick which ``card``, the player to move's, completes."""
    now = table(state)
    cards = [*now.trick, card]
    if _family(state) == "ombre":
        from gamelib.games.ombre.play import winner_index
        t = state.trump if state.game.name == "ombre" else state.t
        order = playing_order(state)
        first = order.index(now.leader) + winner_index([int(c) for c in cards], t)
        return order[first % len(order)]
    from gamelib.solver.play import MODELS
    model = MODELS[state.game.name]
    position = _play_position(state)
    points = np.array(position.points, dtype=np.int64)
    last = int(now.tricks_left == 1)
    index = model.close(position.params, np.array([int(c) for c in cards], dtype=np.int64),
                        position.leader, last, points)
    return position.seats[int(index)]


def best_card(state) -> Card:
    """A card that keeps the best value for the player to move: the first such card of
    :func:`suit_orders` (spades, hearts, diamonds, clubs in the game's sense, each highest
    first); a forced card without asking the solver."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return Card(legal[0].value)
    values = card_values(state)
    best = max(values.values())
    for suit in suit_orders(state):
        for card in suit:
            if card is not None and values.get(card) == best:
                return card
    raise AssertionError("no legal card has the best value")
