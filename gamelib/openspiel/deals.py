"""The deal of each game as chance nodes: the pack dealt card by card (a stone, a cut, a lot)
into the game's own set-up keywords, and who sees each card (docs/openspiel.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import gamelib
from gamelib.core.cards import Card, deck
from gamelib.openspiel.actions import CARDS


@dataclass(frozen=True)
class Pile:
    """Cards (stones, breaks) dealt into one set-up keyword: ``seat`` is the hand's place in a
    list of hands (None: the keyword is one pile); ``owner`` the seat who sees it (None:
    nobody, ``PUBLIC``: everybody); ``fresh``: drawn from the whole pack again (Kleeblatt's
    offers); ``single``: the keyword takes one card, not a list."""

    keyword: str
    size: int
    seat: int | None = None
    owner: Any = None
    fresh: bool = False
    single: bool = False
    outcomes: tuple[int, ...] | None = None  # a pile of numbers (the cut), not of the pack


PUBLIC = "public"


@dataclass
class DealPlan:
    """The chance nodes of a deal: the ``pack`` dealt card by card into ``piles``, in order;
    ``hands_length``: the entries of the hands' list (a seat dealt no cards gets an empty
    hand); ``make``: the game a deal is played with, from the outcomes (default: the variant's);
    ``first``: a pile drawn before the others, whose outcome changes the pack (Piquesept for
    three)."""

    pack: tuple[int, ...]
    piles: tuple[Pile, ...]
    hands_length: int = 0
    label: Callable[[int], str] = lambda outcome: str(Card(outcome))
    pack_after_first: Callable[[int], tuple[int, ...]] | None = None
    game_after_first: Callable[[int], Any] | None = None
    first_outcomes: tuple[int, ...] = ()
    first_label: Callable[[int], str] | None = None

    def size(self) -> int:
        return sum(p.size for p in self.piles) + (1 if self.first_outcomes else 0)

    def _pack(self, dealt: Sequence[int]) -> tuple[int, ...]:
        if self.first_outcomes:
            return self.pack_after_first(dealt[0])
        return self.pack

    def _piles_dealt(self, dealt: Sequence[int]) -> list[tuple[Pile, list[int]]]:
        """Each pile with the outcomes dealt into it so far."""
        rest = list(dealt[1:] if self.first_outcomes else dealt)
        out = []
        for pile in self.piles:
            out.append((pile, rest[:pile.size]))
            rest = rest[pile.size:]
        return out

    def pool(self, dealt: Sequence[int]) -> list[int] | None:
        """The outcomes of the next chance node (each equally likely), None when dealt."""
        if self.first_outcomes and not dealt:
            return list(self.first_outcomes)
        taken = set()
        for pile, cards in self._piles_dealt(dealt):
            if len(cards) < pile.size:
                if pile.outcomes is not None:
                    return list(pile.outcomes)
                gone = set(cards) if pile.fresh else taken | set(cards)
                return [c for c in self._pack(dealt) if c not in gone]
            if pile.outcomes is None and not pile.fresh:
                taken |= set(cards)
        return None

    def label_of(self, dealt: Sequence[int], outcome: int) -> str:
        """The chance outcome in words: where the card goes."""
        if self.first_outcomes and not dealt:
            return self.first_label(outcome)
        for pile, cards in self._piles_dealt(dealt):
            if len(cards) < pile.size:
                where = pile.keyword if pile.seat is None else f"{pile.keyword}[{pile.seat}]"
                what = str(outcome) if pile.outcomes is not None else self.label(outcome)
                return f"{what} to {where}"
        return str(outcome)

    def game(self, variant_game, dealt: Sequence[int]):
        return self.game_after_first(dealt[0]) if self.first_outcomes else variant_game

    def setup(self, dealt: Sequence[int], item: Callable[[int], Any]) -> dict:
        """The set-up keywords of the dealt outcomes."""
        kwargs: dict[str, Any] = {}
        for pile, cards in self._piles_dealt(dealt):
            if pile.outcomes is not None:
                kwargs[pile.keyword] = cards[0] if pile.single else list(cards)
            elif pile.seat is not None:
                hands = kwargs.setdefault(pile.keyword, [[] for _ in range(self.hands_length)])
                hands[pile.seat] = [item(c) for c in cards]
            elif pile.single:
                kwargs[pile.keyword] = item(cards[0])
            elif pile.fresh:
                kwargs.setdefault(pile.keyword, []).append([item(c) for c in cards])
            else:
                kwargs[pile.keyword] = [item(c) for c in cards]
        return kwargs

    def owners(self, dealt: Sequence[int]) -> list[Any]:
        """Who sees each dealt outcome (a seat, None or PUBLIC), in dealing order."""
        seen = [PUBLIC] if self.first_outcomes else []
        for pile, cards in self._piles_dealt(dealt):
            seen += [PUBLIC if pile.outcomes is not None else pile.owner] * len(cards)
        return seen


def _hands(keyword: str, count: int, size: int, owners: Sequence[int] | None = None
           ) -> tuple[Pile, ...]:
    """``count`` hands of ``size`` into ``keyword``, hand i seen by ``owners[i]``."""
    owners = list(range(count)) if owners is None else list(owners)
    return tuple(Pile(keyword, size, seat=i, owner=owners[i]) for i in range(count))


def _cards(cards) -> tuple[int, ...]:
    return tuple(int(c) for c in cards)


def _ombre_plan(game) -> DealPlan:
    """Ombre: hands eldest first (the seats of ``game.seating[0]``), the stock top first."""
    n, size = game.num_players_in_hand, game.hand_size
    pack = _cards(game.deck_cards)
    piles = _hands("hands", n, size, game.seating[0])
    piles += (Pile("stock", len(pack) - n * size),)
    return DealPlan(pack, piles, hands_length=n)


def _by_seat(game, pack, size: int, *rest: Pile) -> DealPlan:
    """Every seat a hand of ``size`` from ``pack``, then the ``rest`` piles."""
    return DealPlan(_cards(pack), _hands("hands", game.num_players, size) + rest,
                    hands_length=game.num_players)


def _quadrille_plan(game) -> DealPlan:
    from gamelib.games.quadrille.actions import DECK_CARDS
    return _by_seat(game, DECK_CARDS, game.hand_size)


def _piquet_plan(game) -> DealPlan:
    return _by_seat(game, deck("piquet"), 12, Pile("talon", 8))


def _tresette_plan(game) -> DealPlan:
    return _by_seat(game, deck("tresette"), 10)


def _boston_plan(game) -> DealPlan:
    return _by_seat(game, deck("full"), 13)


def _connections_plan(game) -> DealPlan:
    return _by_seat(game, deck("full"), game.hand_size)


def _piquesept_plan(game) -> DealPlan:
    from gamelib.games.piquesept import LAYABLE_EIGHTS, pack
    if game.num_players == 4:
        return _by_seat(game, pack(4), game.hand_size)
    kept = _cards(LAYABLE_EIGHTS)

    def laid_aside(eight: int) -> tuple[Card, ...]:
        return tuple(c for c in LAYABLE_EIGHTS if int(c) != eight)

    return DealPlan(
        (), _hands("hands", 3, game.hand_size), hands_length=3, first_outcomes=kept,
        first_label=lambda eight: f"{Card(eight)} stays in the pack",
        pack_after_first=lambda eight: _cards(pack(3, laid_aside(eight))),
        game_after_first=lambda eight: gamelib.get_game(
            "piquesept", **{**game.options, "removed_eights": [str(c) for c in laid_aside(eight)]}))


def _casino_plan(game) -> DealPlan:
    n = game.num_players
    return _by_seat(game, deck("full"), 4, Pile("table", 4, owner=PUBLIC),
                    Pile("stock", CARDS - 4 * n - 4))


def _goodhope_plan(game) -> DealPlan:
    n, size = game.num_players, 2
    seats = [(0 + 1 + i) % n for i in range(n)]  # the dealer (seat 0) deals, and plays last
    if not game.dealer_plays:
        seats = seats[:-1]
    pack = _cards(game.pack)
    piles = tuple(Pile("hands", size, seat=s, owner=s) for s in seats)
    piles += (Pile("trump", 1, owner=PUBLIC, single=True),
              Pile("stock", len(pack) - size * len(seats) - 1))
    return DealPlan(pack, piles, hands_length=n)


def _domino_plan(game) -> DealPlan:
    from gamelib.games.domino.tiles import ALL_TILES, TILE_COUNT
    return DealPlan(tuple(range(TILE_COUNT)),
                    (Pile("row", TILE_COUNT), Pile("cut", 1, single=True,
                                                   outcomes=tuple(range(1, TILE_COUNT)))),
                    label=lambda t: str(ALL_TILES[t]))


def _kleeblatt_plan(game) -> DealPlan:
    n = game.num_players
    return DealPlan(_cards(game.cards),
                    tuple(Pile("offers", 3, owner=PUBLIC, fresh=True) for _ in range(2 * n)))


_PLANS = {"ombre": _ombre_plan, "quadrille": _quadrille_plan, "piquet": _piquet_plan,
          "tresette": _tresette_plan, "boston": _boston_plan, "connections": _connections_plan,
          "piquesept": _piquesept_plan, "casino": _casino_plan, "goodhope": _goodhope_plan,
          "domino": _domino_plan, "kleeblatt": _kleeblatt_plan}

