"""Boston's players: the booklet's Misery advice and a simple player for the table.

:func:`misery_card` is Engelmann's advice for the Misery player ("lieber das erſtemal eine
höhere Karte aufſetzen", engelmann:boston.misery-hardest); :func:`misery_policy` plays it
through the protocol; :class:`TablePlayer` bids by a rough estimate of its tricks, names its
longest suit and plays the Misery advice, for demonstrations and simulations.
"""

from __future__ import annotations

import numpy as np

from gamelib.core.cards import SUITS, Card, CardSet, deck
from gamelib.core.engine import Action, RandomPlayer, as_generator
from gamelib.games.boston import NUM_PLAYERS, WHIST, WHIST_RANKS, BostonState
from gamelib.players import register


def misery_card(hand: CardSet, trick: list[Card], unseen: CardSet, players_after: int,
                trump: str | None = None) -> Card:
    """The booklet's Misery advice for following: put on the highest card that is sure to be
    beaten rather than the smallest ("lieber das erſtemal eine höhere Karte aufſetzen").

    A card is sure to be beaten when a card already in the trick beats it, or when fewer unseen
    cards of the suit lie below it than players are still to play, for then, "wenn nicht in einer
    Hand renonce iſt", one of them must play above it. Without such a card the lowest card goes.
    [engelmann:boston.misery-hardest, engelmann:boston.misery-example]"""
    rules = WHIST[trump]
    legal = rules.following(hand, trick[0] if trick else None)
    if not trick:
        return min(legal, key=lambda c: (13 - WHIST_RANKS.index(c.rank)))
    led = trick[0]
    best_on_table = max(rules.power(c, led) for c in trick)

    def safe(card: Card) -> bool:
        if rules.power(card, led) < best_on_table:
            return True
        if card.suit != led.suit:
            return False
        lower = [c for c in unseen.suit(led.suit)
                 if WHIST_RANKS.index(c.rank) > WHIST_RANKS.index(card.rank)]
        return len(lower) < players_after

    def power(card: Card) -> int:
        return rules.power(card, led) if card.suit == led.suit or card.suit == trump \
            else 300 + 13 - WHIST_RANKS.index(card.rank)   # a discard, above all: the highest

    sure = [c for c in legal if safe(c)]
    if sure:
        return max(sure, key=power)
    return min(legal, key=lambda c: rules.power(c, led))


def misery_policy(state: BostonState, fallback=None):
    """A policy: the Misery player follows the booklet's advice; everyone else plays by
    ``fallback`` (random when not given). [engelmann:boston.misery-hardest]"""
    fallback = fallback or RandomPlayer(0)
    if (state.phase == "play" and state.contract is not None and state.contract.misery
            and state.turn == state.bidder):
        seen = CardSet([c for t in state.tricks for c in t.cards]) | CardSet(state.trick.cards) \
            | state.hands[state.turn]
        unseen = deck("full") - seen - CardSet([state.discards[state.turn]] if state.discards
                                               else [])
        after = NUM_PLAYERS - 1 - len(state.trick.cards)
        card = misery_card(state.hands[state.turn], list(state.trick.cards), unseen, after,
                           state.trump)
        return Action("card", card, str(card))
    return fallback(state)


def estimated_tricks(hand: CardSet) -> tuple[int, str]:
    """A rough count of the tricks a hand can make with its longest suit as trump, and that suit:
    aces, guarded kings, and trumps beyond the third. A table-side estimate, not the booklet's."""
    trump = max(SUITS, key=lambda s: (len(hand.suit(s)), -SUITS.index(s)))
    tricks = 0
    for suit in SUITS:
        cards = hand.suit(suit)
        tricks += Card("A" + suit) in cards
        tricks += Card("K" + suit) in cards and len(cards) >= 2
    return tricks + max(0, len(hand.suit(trump)) - 3), trump


def misery_risk(hand: CardSet) -> int:
    """How many cards of a hand are above the nine: a Misery hand has none or very few."""
    return sum(1 for c in hand if WHIST_RANKS.index(c.rank) < WHIST_RANKS.index("9"))


class TablePlayer:
    """A simple player for demonstrations and simulation: bids the highest game its estimate
    reaches (Misery with a hand of low cards), names its longest suit, follows the booklet's
    Misery advice when playing Misery, and otherwise plays at random from its own generator.
    Registered as "boston-table"."""

    games = ("boston",)  # the games it plays (gamelib.players.games_of)

    def __init__(self, seed: int | np.random.Generator | None = None):
        self.rng = as_generator(seed)

    def __call__(self, state: BostonState) -> Action:
        legal = state.legal_actions()
        if state.phase == "bidding":
            hand = state.hands[state.turn]
            tricks, _ = estimated_tricks(hand)
            wanted = None
            for action in legal[1:]:
                contract = next(c for c in state.game.contracts if c.name == action.value)
                if contract.misery:
                    limit = 1 if contract.discard else 0
                    if misery_risk(hand) <= limit:
                        wanted = action
                elif contract.tricks <= tricks:
                    wanted = action
            return wanted or legal[0]
        if state.phase == "trump":
            hand = state.hands[state.turn]
            if state.contract.misery:   # the shortest suit, where he holds fewest cards
                suit = min(SUITS, key=lambda s: (len(hand.suit(s)), SUITS.index(s)))
            else:
                suit = estimated_tricks(hand)[1]
            return next(a for a in legal if a.value == suit)
        if state.phase == "discard":   # "die gefährlichſte Karte": the highest card
            return min(legal, key=lambda a: WHIST_RANKS.index(a.value.rank))
        if state.contract.misery and state.turn == state.bidder:
            return misery_policy(state)
        return legal[int(self.rng.integers(len(legal)))]


register("boston-table", TablePlayer)
