"""Shuffling, dealing and checking fixed hands: the steps every card game repeats.

Each game keeps its own order of dealing (who is served first, how many cards at a time);
these functions only do the arithmetic, so that the same seed deals the same cards as the
game's own loops did. The passage ids are the caller's: each game names its own rule.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from operator import itemgetter

import numpy as np

from gamelib.core.cards import Card, CardSet


def shuffled(rng: np.random.Generator, cards: Iterable) -> list[Card]:
    """The cards in the order of one shuffle: ``rng.permutation`` over their listed order."""
    return shuffle_order(rng, [c if isinstance(c, Card) else Card(int(c)) for c in cards])


def shuffle_order(rng: np.random.Generator, items: Iterable) -> list:
    """``items`` in the order of one shuffle, as a new list: the order
    ``[items[i] for i in rng.permutation(len(items))]`` gives, from the same draws (numpy
    permutes an array and shuffles a list by the same Fisher-Yates swaps,
    ``tests/test_deal.py`` checks it), without the array and the indexing."""
    order = list(items)
    rng.shuffle(order)
    return order


def packet_slots(players: int, per_player: int, packets: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """Where each seat's cards lie in a shuffled pack dealt from the top round after round,
    seat 0 first, each taking the round's packet (``packets``, one size a round, summing to
    ``per_player``): ``slots[seat]`` are the positions of his cards, in the order he gets them
    (the cards :func:`deal_packets` gives him; made once per game, so that a deal is a look-up
    of positions, :func:`mask_at`)."""
    if sum(packets) != per_player:
        raise ValueError(f"packets {list(packets)} do not make hands of {per_player}")
    slots: list[list[int]] = [[] for _ in range(players)]
    at = 0
    for size in packets:
        for seat in range(players):
            slots[seat].extend(range(at, at + size))
            at += size
    return tuple(tuple(s) for s in slots)


#: BIT[card]: the card's bit in a mask (a look-up is quicker than a shift in Python).
BIT = tuple(1 << card for card in range(52))


def mask_at(order: Sequence[int], slots: Sequence[int]) -> int:
    """The mask of the cards at positions ``slots`` of ``order`` (card ints 0..51)."""
    mask = 0
    for i in slots:
        mask |= BIT[order[i]]
    return mask


def slot_getter(slots: Sequence[int]) -> Callable[[Sequence], tuple]:
    """The items at positions ``slots`` of a sequence, as a tuple, taken in one C call
    (``operator.itemgetter``). A pack shuffled as card bits (``BIT[card]``, the same order as
    the cards themselves: a shuffle moves positions, whatever lies there) gives a hand's mask as
    ``sum(slot_getter(slots)(pack))`` (distinct bits: their sum is their union), the mask
    :func:`mask_at` makes with a Python loop over the cards."""
    take = itemgetter(*slots)
    return take if len(slots) > 1 else (lambda items: (take(items),))


def deal_packets(order: Sequence[Card], seats: Sequence[int], per_player: int,
                 packet: int | Sequence[int] = 1, players: int | None = None
                 ) -> tuple[list[CardSet], list[Card]]:
    """Deal ``order`` from the top: round after round, each seat in ``seats`` (in that order)
    takes ``packet`` cards (never more than it still lacks of ``per_player``); ``packet`` may
    also be a sequence of packet sizes, one per round. Returns the hands by seat number
    (``players`` of them, empty for a seat not served) and the undealt rest, in order."""
    players = max(seats) + 1 if players is None else players
    if isinstance(packet, int):
        if packet < 1:
            raise ValueError(f"packet {packet!r}: at least one card at a time")
        sizes = [packet] * (-(-per_player // packet))
    else:
        sizes = list(packet)
        if sum(sizes) != per_player:
            raise ValueError(f"packets {sizes} do not make hands of {per_player}")
    if len(seats) * per_player > len(order):
        raise ValueError(f"{len(seats)} hands of {per_player} need {len(seats) * per_player} "
                         f"cards, not {len(order)}")
    dealt: list[list[Card]] = [[] for _ in range(players)]
    at = 0
    for size in sizes:
        for seat in seats:
            take = min(size, per_player - len(dealt[seat]))
            dealt[seat].extend(order[at:at + take])
            at += take
    return [CardSet(h) for h in dealt], list(order[at:])


def deal_round(rng: np.random.Generator, cards: Iterable, players: int, per_player: int,
               first: int = 0, packet: int | Sequence[int] = 1) -> list[CardSet]:
    """Shuffle ``cards`` and deal ``per_player`` to each of ``players`` seats, ``packet`` at a
    time, from seat ``first`` on in rising seat order; the rest stays undealt."""
    seats = [(first + k) % players for k in range(players)]
    return deal_packets(shuffled(rng, cards), seats, per_player, packet, players)[0]


def fixed_hands(hands, players: int, size: int, passage: str, pack: CardSet | None = None,
                *, within: CardSet | None = None, count_message: str | None = None
                ) -> list[CardSet]:
    """Hands fixed in setup (CardSets or texts), checked: ``players`` hands of ``size`` cards,
    each card of ``within`` (when given), no card twice and, when ``pack`` is given, the whole
    of ``pack`` among them. Every message names the rule and ends with the caller's
    ``passage`` id; ``count_message`` (formatted with ``players``, ``size`` and ``sizes``)
    replaces the wording of the rule on the number and size of hands. ``hands`` that are no
    list of hands, or a hand that is no cards (None, a float), are a ValueError naming them."""
    if isinstance(hands, (str, CardSet)) or not isinstance(hands, Sequence):
        raise ValueError(f"hands={hands!r} is not allowed: it takes a list of {players} hands "
                         f"[{passage}]")
    try:
        sets = [h if isinstance(h, CardSet) else CardSet(h) for h in hands]
    except (TypeError, ValueError) as error:
        raise ValueError(f"hands={hands!r}: {error} [{passage}]") from None
    sizes = [len(h) for h in sets]
    if len(sets) != players or any(n != size for n in sizes):
        text = count_message or "{players} players get {size} cards each, not {sizes}"
        raise ValueError(f"{text.format(players=players, size=size, sizes=sizes)} [{passage}]")
    seen = CardSet()
    for h in sets:
        if within is not None and h - within:
            raise ValueError(f"{h - within} not in the pack of {len(within)} [{passage}]")
        if h & seen:
            raise ValueError(f"{h & seen} dealt twice [{passage}]")
        seen = seen | h
    if pack is not None and seen != pack:
        raise ValueError(f"the hands must hold the pack of {len(pack)}: "
                         f"{pack - seen} missing [{passage}]")
    return sets
