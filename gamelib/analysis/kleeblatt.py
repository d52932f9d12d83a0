"""The banker's odds at Kleeblatt: exact, by enumerating every offer, and simulated through the
protocol, games in a row with the wagers a 6 carries.

The main game is fair to the banker (each player stakes one card's value and is paid another
drawn alike, the banker making up the difference either way, engelmann:kleeblatt.banker); the
wager on the second card is not (under 6 wins for the banker, over 6 loses, a 6 carries it,
engelmann:kleeblatt.side-bet, engelmann:kleeblatt.six). :func:`expectations` gives both exactly
for a pack, :func:`simulate` estimates them by playing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

import numpy as np

from gamelib.core.cards import Card, CardSet
from gamelib.core.engine import Action, as_generator, get_game, play
from gamelib.core.session import Session
from gamelib.games.kleeblatt import OFFER_SIZE, SIX, KleeblattState, next_game, pack_cards, value


@dataclass(frozen=True)
class Expectations:
    """Exact figures for one pack, from enumerating it (all Fractions, per unit of stake)."""

    pack: str
    cards: int
    mean_value: Fraction
    variance: Fraction
    banker_main: Fraction        # banker's expected net per player in the main game
    p_under: Fraction            # P(value < 6): the banker wins the wager
    p_over: Fraction             # P(value > 6): the banker loses it
    p_six: Fraction              # P(value = 6): the wager is carried over
    side_bet_push: Fraction      # banker's edge per unit if a 6 were a plain push
    side_bet_carry: Fraction     # banker's edge per unit of new money with the carry rule

    @property
    def banker_sd(self) -> float:
        """Standard deviation of the banker's net per player in the main game (v1 - v2)."""
        return math.sqrt(2 * self.variance)

    def _repr_html_(self) -> str:
        rows = [("cards in the pack", self.cards), ("mean card value", _show(self.mean_value)),
                ("banker's expectation per player, main game", _show(self.banker_main)),
                ("P(under 6) / P(over 6) / P(6)",
                 f"{_show(self.p_under)} / {_show(self.p_over)} / {_show(self.p_six)}"),
                ("banker's edge on the wager, 6 a push", _show(self.side_bet_push)),
                ("banker's edge on the wager, 6 carried (the text)", _show(self.side_bet_carry))]
        body = "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in rows)
        return f'<table class="expectations"><caption>pack: {self.pack}</caption>{body}</table>'


def _show(x: Fraction) -> str:
    return f"{x} ≈ {float(x):.4f}" if x.denominator != 1 else str(x)


def chosen_card_distribution(cards: CardSet) -> dict[Card, Fraction]:
    """The chance of each card being the one a player takes, by enumerating every offer of three
    fresh cards and each of the three blind choices. [engelmann:kleeblatt.offer]"""
    cards = list(cards)
    counts = dict.fromkeys(cards, 0)
    offers = 0
    for offer in combinations(cards, OFFER_SIZE):
        offers += 1
        for card in offer:       # the player picks any one of the three face-down cards
            counts[card] += 1
    total = offers * OFFER_SIZE
    return {card: Fraction(n, total) for card, n in counts.items()}


def expectations(pack_name: str = "full") -> Expectations:
    """Exact expectations for a pack, from the enumerated distribution of the chosen card."""
    dist = chosen_card_distribution(pack_cards(pack_name))
    mean = sum(p * value(c) for c, p in dist.items())
    variance = sum(p * (value(c) - mean) ** 2 for c, p in dist.items())
    p_under = sum(p for c, p in dist.items() if value(c) < SIX)
    p_over = sum(p for c, p in dist.items() if value(c) > SIX)
    p_six = sum(p for c, p in dist.items() if value(c) == SIX)
    # The bowl: each player stakes v1 and receives v2, the banker makes up the difference either
    # way, so his net per player is v1 - v2 with v1, v2 drawn alike. [engelmann:kleeblatt.banker]
    banker_main = mean - mean
    # A carried wager is taken by the banker if he wins next time and returned (without winnings,
    # "bezahlt nur die neu ausgeſetzte Summe") if he loses; a 6 again carries it once more.
    carried_value = p_under / (1 - p_six) if p_six < 1 else Fraction(0)
    return Expectations(
        pack=pack_name, cards=len(dist), mean_value=mean, variance=variance,
        banker_main=banker_main, p_under=p_under, p_over=p_over, p_six=p_six,
        side_bet_push=p_under - p_over,
        side_bet_carry=p_under - p_over + p_six * carried_value,
    )


def simulate(n_games: int, seed: int = 0, *, players: int = 3, pack: str = "full",
             wager: int = 1) -> dict:
    """Play ``n_games`` games in a row through the protocol (a
    :class:`gamelib.core.session.Session` carrying what a 6 leaves standing,
    :func:`gamelib.games.kleeblatt.next_game`), every player always wagering ``wager`` new
    units and choosing his cards blind from the same stream the games are dealt from. Returns
    the banker's mean net per player in the main game and his gain per unit of new wager money,
    with standard errors. [engelmann:kleeblatt.banker, engelmann:kleeblatt.six]"""
    game = get_game("kleeblatt", players=players, pack=pack, max_wager=max(wager, 0))
    rng = as_generator(seed)
    session = Session(game, next_game)
    main, side = [], []

    def policy(state: KleeblattState) -> Action:
        legal = state.legal_actions()
        if state.phase == "wager":
            return legal[wager]
        return legal[int(rng.integers(OFFER_SIZE))]

    for _ in range(n_games):
        state = play(session.deal(rng), policy)
        session.keep(state)
        for i in range(players):
            main.append(value(state.first_cards[i]) - value(state.second_cards[i]))
        side.append(sum(entry.amounts.get("banker", 0) for entry in state.ledger.entries
                        if "wager" in entry.label))
    main_arr = np.array(main, dtype=float)
    side_arr = np.array(side, dtype=float) / max(wager * players, 1)
    return {
        "games": n_games,
        "banker_main": main_arr.mean(),
        "banker_main_se": main_arr.std(ddof=1) / math.sqrt(len(main_arr)),
        "banker_side_per_unit": side_arr.mean(),
        "banker_side_se": side_arr.std(ddof=1) / math.sqrt(len(side_arr)),
    }
