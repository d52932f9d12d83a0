"""What the card-play models read of the cards on the Python side: the suits as masks, the
tricks on the table, who played which card, and the two dealers of the cards a seat has not
seen (for the worlds that PIMC searches).

Nothing here is called by a rule function (``legal``, ``close``, ``final``): those are compiled
into the search kernel, whose disk cache is keyed by the rule functions' own source files.

The two dealers draw differently, and each model's stored PIMC results replay from its seeds, so
both stay, side by side:

* :func:`deal_by_suits` (Boston, Connections): each recipient may hold whole suits or not (the
  voids shown at Whist); the suits are dealt one after another, a split of each drawn in
  proportion to its deals (``rng.random``), then the suit's cards shuffled into it;
* :func:`deal_by_cards` (Tresette, Piquesept): each player must hold some cards and may hold
  others, card by card (a declared set, a card denied by a throw to the seven); the cards are
  grouped by who may hold them and each group split in proportion to its deals
  (``rng.integers``), and a deal refused by ``agrees`` is drawn again.
"""

from __future__ import annotations

import functools
import math

import numpy as np

from gamelib.core.cards import SUITS, CardSet

SUIT_CARDS = 13    # Card(13 * s + r): a suit's thirteen numbers, whatever of them the pack holds
DECK_MASK = (1 << 52) - 1


def suit_masks(pack: CardSet) -> list[int]:
    """Each suit's cards of ``pack`` as a mask, in SUITS order."""
    return [pack.suit(s).mask for s in SUITS]


def public_tricks(state) -> list[tuple[int, list[int]]]:
    """The tricks on the table of a state that keeps ``tricks`` and the current ``trick``
    (each with its ``leader`` and ``cards``), the current one last: (leader, cards)."""
    tricks = [(t.leader, [int(c) for c in t.cards]) for t in state.tricks]
    return tricks + [(state.trick.leader, [int(c) for c in state.trick.cards])]


def played_by(tricks, n: int) -> list[int]:
    """The cards each of the ``n`` players played to ``tricks`` ((leader, cards) pairs), a
    mask by player."""
    played = [0] * n
    for leader, cards in tricks:
        for i, card in enumerate(cards):
            played[(leader + i) % n] |= 1 << int(card)
    return played


def all_played(played: list[int]) -> int:
    """The cards played by anyone, a mask (from :func:`played_by`)."""
    cards = 0
    for mask in played:
        cards |= mask
    return cards


def seated(n: int, seat: int, own: int, others, dealt) -> list[int]:
    """The ``n`` hands of a world: ``seat``'s own, and the ``dealt`` masks in the order of
    ``others``."""
    hands = [0] * n
    hands[seat] = own
    for p, mask in zip(others, dealt):
        hands[p] = mask
    return hands


# -- the dealer by suits -----------------------------------------------------------------------

def _suit_splits(total: int, caps: tuple[int, ...], allowed: tuple[bool, ...], at: int = 0):
    """Every way to share ``total`` cards among the recipients from ``at`` on, each at most its
    capacity and only where allowed."""
    if at == len(caps):
        if total == 0:
            yield ()
        return
    top = min(total, caps[at]) if allowed[at] else 0
    for x in range(top + 1):
        for rest in _suit_splits(total - x, caps, allowed, at + 1):
            yield (x, *rest)


def _choices(total: int, parts: tuple[int, ...]) -> int:
    """The ways to choose ``parts`` cards in turn out of ``total``."""
    ways, left = 1, total
    for x in parts:
        ways *= math.comb(left, x)
        left -= x
    return ways


def deal_by_suits(rng: np.random.Generator, unseen: int, sizes, allowed_suits) -> list[int]:
    """Deal the ``unseen`` cards (a mask) to recipients of the given ``sizes``, recipient ``r``
    holding only suits ``s`` with ``allowed_suits[r][s]``, uniformly over every such deal.

    Exact: recipients allowed the same suits form one group (its cards are then shared among
    them by a shuffle); the groups' deals are counted suit by suit (how many cards of each suit
    each group gets, weighted by the ways to choose them), a split is drawn in proportion to its
    deals, and the suit's cards are shuffled into it. Raises ValueError when no deal fits."""
    groups: dict[tuple[bool, ...], list[int]] = {}
    for r, suits in enumerate(allowed_suits):
        groups.setdefault(tuple(bool(a) for a in suits), []).append(r)
    kinds = list(groups)
    caps = tuple(sum(int(sizes[r]) for r in groups[kind]) for kind in kinds)
    shares = _deal_to_groups(rng, unseen, caps, kinds)
    hands = [0] * len(sizes)
    for kind, cards in zip(kinds, shares):
        cards = list(rng.permutation(cards))
        for r in groups[kind]:
            for card in cards[:int(sizes[r])]:
                hands[r] |= 1 << int(card)
            cards = cards[int(sizes[r]):]
    return hands


def _deal_to_groups(rng, unseen: int, caps: tuple[int, ...], kinds) -> list[list[int]]:
    """The unseen cards shared among groups of ``caps`` cards, group ``g`` holding only the
    suits ``s`` with ``kinds[g][s]``, uniformly (see :func:`deal_by_suits`)."""
    suit_cards = [[c for c in range(52) if unseen >> c & 1 and c // SUIT_CARDS == s]
                  for s in range(4)]
    allowed = [tuple(kind[s] for kind in kinds) for s in range(4)]
    memo: dict = {}

    def ways(s: int, caps: tuple[int, ...]) -> int:
        if s == 4:
            return 1 if not any(caps) else 0
        key = (s, caps)
        if key not in memo:
            total = len(suit_cards[s])
            memo[key] = sum(_choices(total, split)
                            * ways(s + 1, tuple(c - x for c, x in zip(caps, split)))
                            for split in _suit_splits(total, caps, allowed[s]))
        return memo[key]

    if sum(caps) != sum(len(c) for c in suit_cards) or ways(0, caps) == 0:
        raise ValueError("no deal of the unseen cards fits the hands' sizes and the voids shown")
    shares: list[list[int]] = [[] for _ in caps]
    for s in range(4):
        total = len(suit_cards[s])
        options = []
        for split in _suit_splits(total, caps, allowed[s]):
            weight = _choices(total, split) * ways(
                s + 1, tuple(c - x for c, x in zip(caps, split)))
            if weight:
                options.append((split, weight))
        draw = rng.random() * sum(w for _, w in options)
        chosen = options[-1][0]
        for split, weight in options:
            if draw < weight:
                chosen = split
                break
            draw -= weight
        cards = list(rng.permutation(suit_cards[s]))
        for g, x in enumerate(chosen):
            shares[g] += cards[:x]
            cards = cards[x:]
        caps = tuple(c - x for c, x in zip(caps, chosen))
    return shares


# -- the dealer by cards -----------------------------------------------------------------------

def deal_by_cards(rng: np.random.Generator, unseen: int, sizes, must, allowed, who: str,
                  agrees=None, attempts: int = 1000) -> list[int]:
    """Deal the ``unseen`` mask uniformly among the deals where player p gets ``sizes[p]`` cards,
    all of ``must[p]`` and the rest from ``allowed[p]``: the cards are grouped by who may hold
    them, the deals of each group counted, and each group split in proportion to the deals
    that complete it (:func:`_group_splits`). A deal that ``agrees(hands)`` refuses is drawn
    again, ``attempts`` times at most; a ValueError naming ``who`` when none can be dealt."""
    grouped = _grouped(unseen, sizes, must, allowed)
    if grouped is None or not _deals(grouped[0], grouped[2], 0, grouped[1]):
        raise ValueError(f"{who}: no deal of the unseen cards agrees with what was seen")
    order, need, counted = grouped
    for _ in range(attempts):
        hands = list(must)
        room = need
        for i, (may, cards) in enumerate(order):
            splits = list(_group_splits(len(cards), may, room))
            ways = [_multinomial(split) * _deals(order, counted, i + 1, _less(room, split))
                    for split in splits]
            split = splits[_weighted_pick(rng, ways)]
            shuffled = [cards[int(k)] for k in rng.permutation(len(cards))]
            start = 0
            for p in range(len(sizes)):
                for card in shuffled[start:start + split[p]]:
                    hands[p] |= 1 << card
                start += split[p]
            room = _less(room, split)
        if agrees is None or agrees(hands):
            return hands
    raise ValueError(f"{who}: no deal of the unseen cards agrees with what was seen")


def deal_one_of(rng: np.random.Generator, unseen: int, sizes, alternatives, who: str,
                agrees=None) -> list[int]:
    """Deal as :func:`deal_by_cards` under one of ``alternatives`` ((must, allowed) pairs that
    no deal meets twice), chosen in proportion to the deals each allows: uniform over them all."""
    if len(alternatives) == 1:
        return deal_by_cards(rng, unseen, sizes, *alternatives[0], who, agrees)
    ways = [count_deals(unseen, sizes, must, allowed) for must, allowed in alternatives]
    if not sum(ways):
        raise ValueError(f"{who}: no deal of the unseen cards agrees with what was seen")
    must, allowed = alternatives[_weighted_pick(rng, ways)]
    return deal_by_cards(rng, unseen, sizes, must, allowed, who, agrees)


def count_deals(unseen: int, sizes, must, allowed) -> int:
    """The number of deals :func:`deal_by_cards` draws from."""
    grouped = _grouped(unseen, sizes, must, allowed)
    if grouped is None:
        return 0
    order, need, counted = grouped
    return _deals(order, counted, 0, need)


def _grouped(unseen: int, sizes, must, allowed):
    """(the unforced cards grouped by the mask of players who may hold them, smallest group
    first; each player's room left; an empty table of counts), or None when no deal fits."""
    players = range(len(sizes))
    forced = 0
    for p in players:
        if must[p] & (forced | ~unseen):
            return None
        forced |= must[p]
    free = unseen & ~forced
    need = tuple(sizes[p] - must[p].bit_count() for p in players)
    groups: dict[int, list[int]] = {}
    for card in range(52):
        if free >> card & 1:
            who_may = sum(1 << p for p in players if allowed[p] >> card & 1)
            groups.setdefault(who_may, []).append(card)
    if min(need, default=0) < 0 or 0 in groups:
        return None
    return sorted(groups.items(), key=lambda item: len(item[1])), need, {}


def _less(room: tuple[int, ...], split: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(r - k for r, k in zip(room, split))


@functools.lru_cache(maxsize=1 << 12)
def _group_splits(n: int, may: int, room: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every way to give ``n`` cards of one group to the players of the mask ``may``, as many
    to each as he has room for: tuples of counts by player (remembered: the same groups come
    back world after world)."""
    players = [p for p in range(len(room)) if may >> p & 1]

    def splits(i: int, left: int):
        if i == len(players) - 1:
            if left <= room[players[i]]:
                yield {players[i]: left}
            return
        for k in range(min(left, room[players[i]]) + 1):
            for rest in splits(i + 1, left - k):
                yield {players[i]: k, **rest}

    return tuple(tuple(counts.get(p, 0) for p in range(len(room))) for counts in splits(0, n))


def _multinomial(split: tuple[int, ...]) -> int:
    ways, total = 1, 0
    for k in split:
        total += k
        ways *= math.comb(total, k)
    return ways


def _deals(order, counted: dict, i: int, room: tuple[int, ...]) -> int:
    """The number of deals of the groups ``order[i:]`` that fill every player's room."""
    if i == len(order):
        return 1 if not any(room) else 0
    key = (i, room)
    if key not in counted:
        may, cards = order[i]
        counted[key] = sum(_multinomial(split) * _deals(order, counted, i + 1, _less(room, split))
                           for split in _group_splits(len(cards), may, room))
    return counted[key]


def _weighted_pick(rng: np.random.Generator, ways: list[int]) -> int:
    """An index drawn with probability ``ways[i] / sum(ways)`` (exact integers)."""
    total = sum(ways)
    if total < 1 << 62:
        r = int(rng.integers(total))
    else:
        r = int(rng.random() * total)
    for i, w in enumerate(ways):
        if r < w:
            return i
        r -= w
    return len(ways) - 1


__all__ = [
    "all_played",
    "count_deals",
    "deal_by_cards",
    "deal_by_suits",
    "deal_one_of",
    "played_by",
    "public_tricks",
    "seated",
    "suit_masks",
]
