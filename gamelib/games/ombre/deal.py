"""The deal of a hand of Ombre: the pack shuffled and dealt in packets, or the hands (and
stock) given in set-up, checked.

"drie aan drie, tot dat ieder negen kaarten heeft" (noothoven:ombre.deal); "nine cards to each
player, three at a time, counter-clockwise" (academie:deal.deal), the eldest first; the rest is
the stock, top card first.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamelib.core.cards import Card, CardSet, parse
from gamelib.core.deal import mask_at, shuffle_order
from gamelib.core.engine import IllegalAction


def deal(game, rng) -> tuple[list[int], list[int]]:
    """The hands (masks, eldest first) and the stock (cards, top first) of a shuffled pack,
    dealt in the packets of ``game.deal_slots``."""
    order = shuffle_order(rng, game.deck_cards)
    hands = [mask_at(order, slots) for slots in game.deal_slots]
    return hands, order[game.num_players_in_hand * game.hand_size:]


def given(game, rng, hands, stock, passages: dict) -> tuple[list[int], list[int]]:
    """The ``hands`` given in set-up (one per player in the hand, eldest first) and ``stock``
    (top first; None: the cards not dealt, shuffled), checked: the number of hands and their
    size, cards of the game's pack, no card twice, the stock the cards not dealt."""
    n, size = game.num_players_in_hand, game.hand_size
    if isinstance(hands, (str, CardSet)) or not isinstance(hands, Sequence):
        raise ValueError(  # noqa: TRY004 (bad set-up input is a ValueError in every game)f"ombre: hands={hands!r} is not allowed; it takes a list of {n} hands "
                         f"of {size} cards, eldest first")
    if len(hands) != n:
        raise IllegalAction(f"a hand of the wrong size: {n} hands are dealt, not {len(hands)}",
                            passages["deal"])
    masks = []
    seen = 0
    for i, hand in enumerate(hands):
        cards = _hand(hand, i)
        if len(cards) != size:
            raise IllegalAction(f"a hand of the wrong size: hand {i} has {len(cards)} cards, but "
                                f"each player is dealt {size}", passages["deal"])
        foreign = cards - game.deck
        if foreign:
            raise IllegalAction(f"{foreign} not in the {len(game.deck)}-card Ombre pack (no "
                                f"eights, nines or tens)", passages["deck"])
        if seen & cards.mask:
            raise IllegalAction(f"{CardSet(seen & cards.mask)} dealt twice", passages["deal"])
        seen |= cards.mask
        masks.append(cards.mask)
    if stock is None:
        return masks, shuffle_order(rng, [c for c in game.deck_cards if not seen >> c & 1])
    rest = _stock(game, stock, passages)
    if any(seen >> c & 1 for c in rest) or len(rest) + seen.bit_count() != len(game.deck):
        raise IllegalAction(f"the stock must be the {len(game.deck) - seen.bit_count()} cards "
                            f"not dealt", passages["deal"])
    return masks, rest


def _hand(hand, i: int) -> CardSet:
    """Hand ``i`` of the ``hands`` given in set-up, read as cards (faces, a list of cards, a
    CardSet or a mask); anything else is refused by name."""
    if isinstance(hand, CardSet):
        return hand
    try:
        return parse(hand) if isinstance(hand, str) else CardSet(hand)
    except (TypeError, ValueError) as error:
        raise ValueError(f"ombre: hands[{i}]={hand!r} is not a hand of cards: {error}") from None


def _stock(game, stock, passages: dict) -> list[int]:
    """The stock given in set-up, top card first: distinct cards of the game's pack."""
    try:
        faces = stock.replace(",", " ").split() if isinstance(stock, str) else list(stock)
        cards = [int(Card(c)) for c in faces]
    except (TypeError, ValueError) as error:
        raise ValueError(f"ombre: stock={stock!r} is not a list of cards: {error}") from None
    foreign = [Card(c).face for c in cards if not game.deck.mask >> c & 1]
    if foreign or len(set(cards)) != len(cards):
        raise IllegalAction(f"the stock must hold distinct cards of the Ombre pack "
                            f"({' '.join(foreign) or 'a card twice'})", passages["deck"])
    return cards
