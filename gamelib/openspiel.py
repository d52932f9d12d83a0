"""Every game and rule set of the collection as an OpenSpiel game (the optional extra
``.[openspiel]``: ``pip install -e '.[openspiel]'``).

    import gamelib.openspiel, pyspiel
    game = pyspiel.load_game("python_gamelib_ombre_academie")
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)

Importing the module registers one game a rule set (:data:`VARIANTS`) with
``pyspiel.register_game``. The engine in ``gamelib/games`` stays the specification: an
OpenSpiel state holds one of its states, asks it for the legal actions, the returns and what a
player has seen (``state.information(player)``), and never reads a hidden hand itself.

Chance is explicit. A deal opens with chance nodes that deal the pack card by card, every
card still in the pack equally likely, into the game's own set-up keywords; the engine is then
made from them (``new_initial_state(hands=..., ...)``). Anything the engine would still draw
from its generator -- at set-up or in the middle of the deal -- is asked of OpenSpiel instead:
the engine gets a :class:`ChanceDraws` generator that hands out chance outcomes and, when it has
none left, stops the step; the step is then made again, on a copy of the state before it, once
the chance node has fallen. A lot among ``n`` is uniform, as numpy's would be. Per game:

- Ombre (each form): ``hands`` (eldest first) and ``stock`` (top first) dealt card by card;
  the booklet's favourite suit is the engine's own turn of the other pack (a lot).
- Quadrille: ``hands`` by seat, card by card; the first dealer (a seat drawn by lot), the
  booklet's favourite and the new deal after four passes are the engine's lots.
- Piquet (a partie to 101, or each deal paid, ``partie="deal"``): ``hands`` and the
  ``talon`` (in order); a new deal after a misdeal is lots.
- Tresette (a sitting of four deals, or of one): the first deal's ``hands``; the sitting's
  later deals are lots.
- Boston, Connections, Piquesept (four players): ``hands`` card by card; Piquesept's blind
  draw from the holder's hand is a lot. Piquesept for three: first the eight kept in the pack
  (the two others laid aside, each of the three pairs equally likely), then the ``hands``.
- Casino: ``hands``, ``table`` and ``stock`` (in order); the later games' deals are lots.
- Goodhope: ``hands`` of the players in the game, the turned ``trump`` and the ``stock``;
  a new deal (a player left alone) is lots.
- Domino: the stirred ``row``, stone by stone, and the ``cut``, each break equally likely;
  the drawing for the first move is the engine's lots (drawn again on a tie).
- Kleeblatt: the ``offers``, three fresh cards of the whole pack each, two a player; any
  further offer is lots.

Actions are numbered once for each game (:class:`ActionCodec`): a card action by its kind and
its card's int (``kind_index * 52 + card``), every other action from the game's own lists of
bids, contracts, declarations and stones. The chance outcomes are the card's int, the stone's
int, the cut, or the lot's number.

A seat for OpenSpiel's bots at our table: :func:`openspiel_policy`.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

try:
    import pyspiel
except ImportError as error:  # the optional extra is missing
    raise ImportError("gamelib.openspiel needs OpenSpiel: pip install -e '.[openspiel]'") \
        from error

import gamelib
from gamelib.core.cards import Card, CardSet, deck
from gamelib.core.engine import Action, State, as_generator
from gamelib.players import refuse_other_games

#: The cards of a pack: a card action is numbered within a block of 52 of its kind.
CARDS = 52
#: The most outcomes a chance node has: a card of the whole pack, a stone, a cut, a lot.
MAX_CHANCE_OUTCOMES = 52


# ---- the engine's draws as chance -----------------------------------------------------------

class ChanceNeeded(BaseException):
    """The engine asked for a draw that has not fallen yet: ``counts`` the lots it needs, one
    after another (a shuffle's: 52, 51, ... 2), each among so many equally likely outcomes;
    ``items`` what the first is drawn among, when the engine named them."""

    def __init__(self, counts: Sequence[int], items: Sequence | None = None):
        super().__init__(list(counts), items)
        self.counts = list(counts)
        self.outcomes = counts[0]
        self.items = None if items is None else list(items)


class ChanceDraws(np.random.Generator):
    """A generator for the engine that deals out chance outcomes that have fallen in OpenSpiel
    (``lots``, each a number below the draw's count) and raises :class:`ChanceNeeded` when it
    has none left. Each of numpy's draws the games use is a lot or a sequence of lots, every
    lot uniform: ``integers``, ``choice`` (with or without replacement), ``permutation``,
    ``shuffle``."""

    def __init__(self, lots: Sequence[int] = ()):
        super().__init__(np.random.PCG64(0))
        self.lots = list(lots)
        self.used = 0

    def __reduce__(self):
        return (_draws_at, (self.lots, self.used))

    def __deepcopy__(self, memo):
        return _draws_at(self.lots, self.used)

    def lot(self, outcomes: int, items: Sequence | None = None) -> int:
        """The next lot among ``outcomes``, or the request for it."""
        if outcomes < 1:
            raise ValueError(f"a draw among {outcomes} outcomes")
        if outcomes == 1:
            return 0
        if self.used == len(self.lots):
            raise ChanceNeeded([outcomes], items)
        value = self.lots[self.used]
        if not 0 <= value < outcomes:
            raise ValueError(f"lot {value} is not among the {outcomes} outcomes drawn")
        self.used += 1
        return value

    def _sequence(self, items: list, count: int) -> list:
        """``count`` items drawn one after another without replacement."""
        left, drawn = list(items), []
        for _ in range(count):
            if self.used == len(self.lots) and len(left) > 1:  # every lot still to come
                counts = [len(left) - j for j in range(count - len(drawn)) if len(left) - j > 1]
                raise ChanceNeeded(counts, left)
            drawn.append(left.pop(self.lot(len(left), left)))
        return drawn

    def integers(self, low, high=None, size=None, dtype=np.int64, endpoint=False):
        if high is None:
            low, high = 0, low
        count = int(high) - int(low) + (1 if endpoint else 0)
        if size is not None:
            return np.array([int(low) + self.lot(count) for _ in range(int(np.prod(size)))])
        return np.int64(int(low) + self.lot(count))

    def choice(self, a, size=None, replace=True, p=None, axis=0, shuffle=True):
        if p is not None:
            raise ValueError("a weighted draw is not a uniform lot")
        items = list(range(int(a))) if isinstance(a, (int, np.integer)) else list(a)
        if size is None:
            return items[self.lot(len(items), items)]
        count = int(np.prod(size))
        drawn = ([items[self.lot(len(items), items)] for _ in range(count)] if replace
                 else self._sequence(items, count))
        return np.array(drawn)

    def permutation(self, x):
        items = list(range(int(x))) if isinstance(x, (int, np.integer)) else list(x)
        return np.array(self._sequence(items, len(items)))

    def shuffle(self, x, axis=0):
        x[:] = self._sequence(list(x), len(x))

    def _hidden(self, *args, **kwargs):
        raise ValueError("the engine drew a number that is no uniform lot: it cannot be a "
                         "chance node of OpenSpiel")

    random = uniform = normal = standard_normal = bytes = binomial = _hidden


def _draws_at(lots: Sequence[int], used: int) -> ChanceDraws:
    """A :class:`ChanceDraws` with ``lots`` fallen and the first ``used`` of them taken."""
    draws = ChanceDraws(lots)
    draws.used = used
    return draws


# ---- the deal: chance nodes into the game's set-up keywords ---------------------------------

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
    seats = [(0 + 1 + i) % n for i in range(n)]  # the dealer (seat 0) deals, and sits out
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


# ---- the numbering of actions --------------------------------------------------------------

def action_key(action: Action) -> tuple:
    """An action as (kind, value), the value as plain numbers and words (a card or a stone
    as its int)."""
    return (action.kind, _plain(action.value))


def _plain(value: Any) -> Any:
    if isinstance(value, (bool, str)) or value is None:
        return value
    if isinstance(value, (int, np.integer)):  # Card, Tile, masks
        return int(value)
    if isinstance(value, CardSet):
        return value.mask
    if isinstance(value, tuple):
        return tuple(_plain(v) for v in value)
    return value


class ActionCodec:
    """The fixed numbering of a game's actions: ``card_kinds`` each a block of 52 (the card's
    int), then ``others`` (kind, value) in the order the game's own lists give them."""

    def __init__(self, card_kinds: Sequence[str], others: Sequence[tuple]):
        self.card_kinds = tuple(card_kinds)
        listed: list[tuple] = []
        for key in others:
            key = (key[0], _plain(key[1]))
            if key not in listed:
                listed.append(key)
        self.others = tuple(listed)
        self._other_id = {key: len(self.card_kinds) * CARDS + i for i, key in enumerate(listed)}

    @property
    def size(self) -> int:
        return len(self.card_kinds) * CARDS + len(self.others)

    def action(self, number: int) -> Action:
        """The action numbered ``number`` (equal to the engine's, which has the label)."""
        if number < len(self.card_kinds) * CARDS:
            return Action(self.card_kinds[number // CARDS], Card(number % CARDS))
        kind, value = self.others[number - len(self.card_kinds) * CARDS]
        return Action(kind, value)

    def number(self, action: Action) -> int:
        """The id of an engine action; an action outside the numbering is a ValueError."""
        kind, value = action_key(action)
        if kind in self.card_kinds and isinstance(value, int) and not isinstance(value, bool) \
                and 0 <= value < CARDS:
            return self.card_kinds.index(kind) * CARDS + value
        try:
            return self._other_id[(kind, value)]
        except KeyError:
            raise ValueError(f"action {action} ({kind!r}, {value!r}) is not in the game's "
                             f"numbering of actions") from None


def _flags(kind: str) -> list[tuple]:
    return [(kind, True), (kind, False)]


def _suits(kind: str) -> list[tuple]:
    return [(kind, s) for s in "SHDC"]


def _ombre_actions(game) -> ActionCodec:
    from gamelib.games.ombre.rules import DECLARE, REST, TAKE
    others = [("bid", "pass")] + [("bid", b.key) for b in game.bids]
    others += _suits("trump") + [("declare", k) for k in DECLARE]
    others += [("take", k) for k in TAKE] + [("rest", a.value) for a in REST[game.rules]]
    others += _flags("vole") + _flags("spadille")
    return ActionCodec(("card", "discard"), others)


def _quadrille_actions(game) -> ActionCodec:
    from gamelib.games.quadrille.actions import BIDS, BUYS, CALLS
    others = [("pass", None)] + [("bid", k) for k in BIDS[game.options.get("rules", "noothoven")]]
    others += _suits("trump") + [("call", k) for k in CALLS] + [("buy", k) for k in BUYS]
    others += [("give", None), ("show", None)] + _flags("vole") + _flags("announce")
    return ActionCodec(("card", "give", "return"), others)


def _piquet_actions(game) -> ActionCodec:
    from gamelib.games.piquet.rules import CATEGORIES
    others = [("misdeal", "redeal"), ("misdeal", "play")]
    others += [("declare", (c, shown)) for c in CATEGORIES for shown in (True, False)]
    others += [("take", k) for k in range(9)]  # the talon holds eight
    return ActionCodec(("card", "discard"), others)


def _tresette_actions(game) -> ActionCodec:
    from gamelib.games.tresette import RANKS_HIGH_TO_LOW, declarations
    names: list[str] = []
    probes = [CardSet([Card(r + s) for r in RANKS_HIGH_TO_LOW[:k]])
              for s in "SHDC" for k in range(3, 11)]
    probes += [CardSet([Card(rank + s) for s in suits])
               for rank in RANKS_HIGH_TO_LOW for suits in ("SHDC", "SHD", "SHC", "SDC", "HDC")]
    for hand in probes:
        for d in declarations(hand, sevens=game.sevens, sets=game.sets):
            if d.name not in names:
                names.append(d.name)
    return ActionCodec(("card",), _suits("call") + [("declare", n) for n in sorted(names)])


def _boston_actions(game) -> ActionCodec:
    from gamelib.games.boston import FIVE_GAMES, KLEIN_MISERY
    others = [("bid", None)] + [("bid", c.name) for c in (*FIVE_GAMES, KLEIN_MISERY)]
    return ActionCodec(("card", "discard"), others + _suits("trump"))


def _card_only_actions(game) -> ActionCodec:
    return ActionCodec(("card",), [])


def _piquesept_actions(game) -> ActionCodec:
    return ActionCodec(("card", "give"), [])


def _casino_actions(game) -> ActionCodec:
    from gamelib.games.casino.rules import _COURT_MASK, _subsets_summing
    groups = sorted({m for total in range(1, 11)
                     for m in _subsets_summing(total, ((1 << CARDS) - 1) & ~_COURT_MASK)}
                    | {1 << c for c in range(CARDS)})
    return ActionCodec(("take", "trail", "kehraus"),
                       [("group", m) for m in groups] + [("done", None)])


def _goodhope_actions(game) -> ActionCodec:
    from gamelib.games.goodhope import ANNOUNCEMENTS
    others = [("keep", None), ("fear", "fear"), ("fear", "rest"), ("buy2", None),
              ("claim", None)] + [("say", a) for a in ANNOUNCEMENTS]
    return ActionCodec(("card", "buy1"), others)


def _domino_actions(game) -> ActionCodec:
    from gamelib.games.domino.game import ACCEPT, OPEN, PASS, PLACE, RESTIR
    others = [action_key(PASS), action_key(RESTIR)] + [action_key(a) for a in OPEN]
    others += [action_key(a) for sides in PLACE for a in sides.values()]
    others += [action_key(a) for a in ACCEPT]
    return ActionCodec((), others)


def _kleeblatt_actions(game) -> ActionCodec:
    others = [("choose", i) for i in range(3)] + [("wager", w) for w in range(game.max_wager + 1)]
    return ActionCodec((), others)


# ---- the games registered ------------------------------------------------------------------

@dataclass(frozen=True)
class Variant:
    """One rule set of one game as an OpenSpiel game."""

    short_name: str
    game: str
    options: dict = field(default_factory=dict)
    #: "zero-sum" where every payment goes from player to player, "general-sum" where a pot,
    #: a pool, a bank or beasts take or give.
    utility: str = "zero-sum"

    def make(self):
        return gamelib.get_game(self.game, **self.options)


_PLANS = {"ombre": _ombre_plan, "quadrille": _quadrille_plan, "piquet": _piquet_plan,
          "tresette": _tresette_plan, "boston": _boston_plan, "connections": _connections_plan,
          "piquesept": _piquesept_plan, "casino": _casino_plan, "goodhope": _goodhope_plan,
          "domino": _domino_plan, "kleeblatt": _kleeblatt_plan}
_CODECS = {"ombre": _ombre_actions, "quadrille": _quadrille_actions, "piquet": _piquet_actions,
           "tresette": _tresette_actions, "boston": _boston_actions,
           "connections": _card_only_actions, "piquesept": _piquesept_actions,
           "casino": _casino_actions, "goodhope": _goodhope_actions, "domino": _domino_actions,
           "kleeblatt": _kleeblatt_actions}

VARIANTS: dict[str, Variant] = {}
#: The numbering of each variant's actions, made once
_NUMBERED: dict[str, ActionCodec] = {}


def _variant(v: Variant) -> None:
    VARIANTS[v.short_name] = v


for _rules, _form in (("academie", None), ("noothoven", None), ("noothoven", "a-deux"),
                      ("noothoven", "a-quatre"), ("noothoven", "cinquille")):
    _variant(Variant(
        "python_gamelib_ombre_" + _rules + ("" if _form is None else "_" + _form.replace("-", "_")),
        "ombre", {"rules": _rules, **({"form": _form} if _form else {})},
        utility="general-sum" if _rules == "academie" else "zero-sum"))
for _rules in ("noothoven", "hoe-speel-je"):
    _variant(Variant("python_gamelib_quadrille_" + _rules.replace("-", "_"), "quadrille",
                     {"rules": _rules},
                     utility="zero-sum" if _rules == "noothoven" else "general-sum"))
_variant(Variant("python_gamelib_piquet", "piquet"))
_variant(Variant("python_gamelib_piquet_deal", "piquet", {"partie": "deal"}))
_variant(Variant("python_gamelib_tresette", "tresette"))
_variant(Variant("python_gamelib_tresette_one_deal", "tresette", {"deals": 1}))
_variant(Variant("python_gamelib_boston", "boston", utility="general-sum"))
_variant(Variant("python_gamelib_connections", "connections", utility="general-sum"))
_variant(Variant("python_gamelib_connections_3", "connections", {"players": 3},
                 utility="general-sum"))
_variant(Variant("python_gamelib_piquesept", "piquesept"))
_variant(Variant("python_gamelib_piquesept_3", "piquesept", {"players": 3}))
for _players in (4, 3, 2):
    _variant(Variant("python_gamelib_casino" + ("" if _players == 4 else f"_{_players}"),
                     "casino", {"players": _players}))
_variant(Variant("python_gamelib_goodhope", "goodhope", utility="general-sum"))
_variant(Variant("python_gamelib_domino", "domino"))
_variant(Variant("python_gamelib_kleeblatt", "kleeblatt", utility="general-sum"))


# ---- the OpenSpiel game and state ----------------------------------------------------------

_CARD_TOKEN = re.compile(r"[^\s,;:()\[\]{}'\"]+")
#: The kinds of action every player sees made, with the cards they name: a card played,
#: trailed, taken or shown, a stone set.
PUBLIC_KINDS = ("card", "trail", "take", "kehraus", "group", "open", "place", "accept")


def _lot_label(need: ChanceNeeded | None, fallen: Sequence[int], outcome: int) -> str:
    """A lot in words: the item drawn where the engine named it (after the ``fallen`` lots
    of the same draw), else its number."""
    if need is not None and need.items is not None:
        left = list(need.items)
        for lot in fallen:
            left.pop(lot)
        if outcome < len(left) and (isinstance(left[outcome], Card)
                                    or type(left[outcome]).__name__ == "Tile"):
            return f"lot: {left[outcome]}"
    count = "" if need is None else f" of {need.counts[len(fallen)]}"
    return f"lot {outcome + 1}{count}"


def _information_text(info: dict) -> str:
    """What a player has seen (``state.information(player)``) as one line, key by key."""
    return "; ".join(f"{key}: {value}" for key, value in info.items())


class _Shared:
    """An engine state shared by an OpenSpiel state and its clones until one of them
    changes it: OpenSpiel clones states often and changes few of the clones, so a clone
    copies the engine only when it takes a step (copy on write)."""

    def __init__(self, engine: State | None):
        self.engine = engine
        self.shared = False

    def __deepcopy__(self, memo) -> _Shared:
        self.shared = True
        twin = _Shared(self.engine)
        twin.shared = True
        return twin

    def own(self) -> State:
        """The engine state, this holder's own to change."""
        if self.shared:
            self.engine = copy_engine(self.engine)
            self.shared = False
        return self.engine


def _frozen(item: Any) -> bool:
    """A frozen dataclass instance: a record the engine never changes."""
    params = getattr(type(item), "__dataclass_params__", None)
    return params is not None and params.frozen


def copy_engine(engine: State) -> State:
    """A deep copy of an engine state that shares the frozen records (moves, tricks,
    actions) its lists hold: a Casino game's record of moves is most of its state."""
    memo: dict[int, Any] = {}
    for value in vars(engine).values():
        if isinstance(value, (list, tuple)):
            for item in value:
                if _frozen(item):
                    memo[id(item)] = item
    return copy.deepcopy(engine, memo)


class _Cache:
    """A cache a clone does not copy (it starts empty)."""

    def __init__(self):
        self.value = None

    def __deepcopy__(self, memo) -> _Cache:
        return _Cache()


class GamelibState(pyspiel.State):
    """A deal of one of our games in OpenSpiel: the chance nodes of the deal, then the
    engine's state, asked for everything."""

    def __init__(self, game: GamelibGame):
        super().__init__(game)
        self._game = game
        self.dealt: list[int] = []          # the deal's chance outcomes, in order
        self._held = _Shared(None)
        self._pending: tuple[Any, list[int]] | None = None  # (the step, its lots so far)
        self._need: ChanceNeeded | None = None
        self._need_at = 0                   # the lots of that need fallen so far
        self._legal = _Cache()
        self._moves = 0                     # the actions applied (the legal cache's key)
        self.public: list[str] = []         # the actions every player sees, in words
        self.own_actions: list[tuple[int, str]] = []  # (player, action in words), in order
        self._lots: list[int] = []          # the engine's lots taken, in order
        self._steps: list[int] = []         # the engine's actions taken, by id
        self._before = _Shared(None)        # the state before a step that waits for a lot

    @property
    def engine(self) -> State | None:
        """The engine's state of the deal (None while the deal is dealt)."""
        return self._held.engine

    # -- whose turn -----------------------------------------------------------------------
    def current_player(self) -> int:
        if self._pending is not None or self.engine is None:
            return pyspiel.PlayerId.CHANCE
        player = self.engine.current_player()
        return pyspiel.PlayerId.TERMINAL if player < 0 else player

    def is_terminal(self) -> bool:
        return self._pending is None and self.engine is not None and self.engine.is_terminal()

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self._game.num_players()
        return [float(r) for r in self.engine.returns()]

    # -- chance -----------------------------------------------------------------------------
    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self._pending is not None:
            n = self._need.counts[self._need_at]
            return [(k, 1.0 / n) for k in range(n)]
        pool = self._game.plan.pool(self.dealt)
        return [(c, 1.0 / len(pool)) for c in pool]

    # -- actions ----------------------------------------------------------------------------
    def _legal_map(self) -> dict[int, Action]:
        """The engine's legal actions by their ids."""
        key = self._moves
        if self._legal.value is None or self._legal.value[0] != key:
            codec = self._game.codec
            self._legal.value = (key, {codec.number(a): a for a in self.engine.legal_actions()})
        return self._legal.value[1]

    def _legal_actions(self, player: int) -> list[int]:
        if self.is_terminal() or player != self.current_player():
            return []
        return sorted(self._legal_map())

    def _apply_action(self, action: int) -> None:
        if self._pending is not None:
            step, lots = self._pending
            self._need_at += 1
            if self._need_at < len(self._need.counts):  # the draw needs more lots first
                self._pending = (step, lots + [action])
            else:
                self._step(step, lots + [action])
        elif self.engine is None:
            self.dealt.append(action)
            if self._game.plan.pool(self.dealt) is None:
                self._step(None, [])
        else:
            chosen = self._legal_map()[action]
            if chosen.kind in PUBLIC_KINDS:
                self.public.append(str(chosen))
            self.own_actions.append((self.current_player(), str(chosen)))
            self._step(action, [])
        self._legal = _Cache()
        self._moves += 1

    def _step(self, step: int | None, lots: list[int]) -> None:
        """Make the engine (``step`` None) or take the action ``step`` with ``lots`` fallen.
        When the engine asks for one more lot, the state before the step is made again from
        the deal, the lots and the steps so far, and the step waits for the lot at a chance
        node."""
        try:
            if step is None:
                engine = self._made(lots)
            elif self._before.engine is None:
                action = self._legal_map()[step]
                engine = self._held.own()
                engine.rng.lots.extend(lots)
                engine.apply_action(action)
            else:
                engine = copy_engine(self._before.engine)
                engine.rng.lots.extend(lots)
                engine.apply_action(self._engine_action(engine, step))
        except ChanceNeeded as need:
            if step is not None and self._before.engine is None:
                self._before = _Shared(self._rebuilt())
            self._held = _Shared(None if step is None else self._before.engine)
            self._pending, self._need, self._need_at = (step, lots), need, 0
            return
        self._lots += lots
        if step is not None:
            self._steps.append(step)
        self._held, self._before = _Shared(engine), _Shared(None)
        self._pending, self._need = None, None

    def _made(self, lots: Sequence[int]) -> State:
        """The engine's state of the deal, its own draws taken from ``lots``."""
        plan = self._game.plan
        game = plan.game(self._game.engine_game, self.dealt)
        return game.new_initial_state(ChanceDraws(lots), **plan.setup(self.dealt, self._game.item))

    def _rebuilt(self) -> State:
        """The engine's state made again from the deal, every lot and every step so far."""
        engine = self._made(self._lots)
        for step in self._steps:
            engine.apply_action(self._engine_action(engine, step))
        return engine

    def _engine_action(self, engine: State, action: int) -> Action:
        """The engine's action numbered ``action`` in ``engine``."""
        codec = self._game.codec
        return next(a for a in engine.legal_actions() if codec.number(a) == action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            if self._pending is not None or self.engine is not None:
                fallen = self._pending[1][len(self._pending[1]) - self._need_at:] \
                    if self._pending is not None else []
                return _lot_label(self._need, fallen, action)
            return self._game.plan.label_of(self.dealt, action)
        if self.engine is not None and self._pending is None \
                and player == self.current_player() and action in self._legal_map():
            return str(self._legal_map()[action])
        return self._game.describe(action)

    # -- what a player knows ----------------------------------------------------------------
    def information_text(self, player: int, recall: bool = True) -> str:
        """What ``player`` has seen, from ``state.information(player)`` only, and with
        ``recall`` every action he took himself (a player remembers what he did, a discard
        not yet shown among his discards too); while the deal is dealt, how far it is (nobody
        looks at his cards before the deal is done)."""
        if self.engine is None:
            return f"player: {player}; dealt: {len(self.dealt)} of {self._game.plan.size()}"
        text = _information_text(self.engine.information(player))
        if recall:
            text += "; my actions: " + ", ".join(a for p, a in self.own_actions if p == player)
        return text + ("; a lot is drawn" if self._pending is not None else "")

    def __str__(self) -> str:
        if self.engine is None:
            return f"dealing: {len(self.dealt)} of {self._game.plan.size()}"
        return str(self.engine)

    # -- worlds for IS-MCTS -----------------------------------------------------------------
    def resample_from_infostate(self, player: int, probability_sampler) -> GamelibState:
        """A deal ``player`` cannot tell from this one (:func:`resample`), seeded by the
        sampler OpenSpiel's IS-MCTS passes."""
        seed = int(probability_sampler() * 2**32)
        return resample(self, player, np.random.default_rng(seed))


def _replayed(state: GamelibState, dealt: list[int], player: int,
              rng: np.random.Generator) -> GamelibState | None:
    """``state``'s deal made again with the outcomes ``dealt``: the same lots, the same
    steps, except that an action of another player the new cards forbid is replaced by one of
    the same kind, drawn by ``rng``; None when that cannot be done."""
    game = state._game
    world = GamelibState(game)
    world.dealt = list(dealt)
    codec = game.codec
    played = {token for label in state.public for token in _CARD_TOKEN.findall(label)}
    try:
        engine = world._made(state._lots)
        for step in state._steps:
            who = engine.current_player()
            wanted = codec.action(step)
            legal = engine.legal_actions()
            chosen = next((a for a in legal if a == wanted), None)
            if chosen is None:  # the engine's own action, with its label and its stones
                same = [a for a in legal if a.kind == wanted.kind]
                if who == player or not same:
                    return None
                # not a card that is seen played later (a discard of it would be undone)
                unplayed = [a for a in same if not set(_CARD_TOKEN.findall(str(a))) & played]
                same = unplayed or same
                chosen = same[int(rng.integers(len(same)))]
            engine.apply_action(chosen)
            world._steps.append(codec.number(chosen))
            world.own_actions.append((who, str(chosen)))
            if chosen.kind in PUBLIC_KINDS:
                world.public.append(str(chosen))
    except (ChanceNeeded, ValueError):  # the new deal asks other lots: not this world
        return None
    if engine.rng.used != len(engine.rng.lots):
        return None
    world._held, world._lots, world._moves = _Shared(engine), list(state._lots), len(state._steps)
    return world


def resample(state: GamelibState, player: int, rng: np.random.Generator,
             tries: int = 200) -> GamelibState:
    """A deal consistent with what ``player`` has seen: the cards dealt that he has not seen
    (neither in his information nor named by an action every player sees) dealt again among
    the places nobody showed him, the deal replayed on the engine, an unseen action of another
    player that the new cards forbid replaced by one of the same kind; kept when the player's
    information is the same as in ``state``. After ``tries`` failures the deal itself is
    returned (and counted in ``GamelibGame.unresampled``)."""
    game = state._game
    target = state.information_text(player)
    seen = game.seen_outcomes(state, player)
    owners = game.plan.owners(state.dealt)
    free = [i for i, (outcome, owner) in enumerate(zip(state.dealt, owners))
            if owner not in (PUBLIC, player) and outcome not in seen]
    for _ in range(tries):
        new = list(state.dealt)
        for i, outcome in zip(free, rng.permutation([state.dealt[i] for i in free])):
            new[i] = int(outcome)
        world = _replayed(state, new, player, rng)
        if world is not None and world.information_text(player) == target:
            return world
    game.unresampled += 1
    return state.clone()


class GamelibObserver:
    """OpenSpiel's observer: a player's observation is ``state.information(player)`` in
    words; his information state adds the actions he took (perfect recall). No tensor."""

    def __init__(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"the observer takes no parameters, not {params}")
        self.recall = iig_obs_type is None or iig_obs_type.perfect_recall
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict = {}

    def set_from(self, state: GamelibState, player: int) -> None:
        pass

    def string_from(self, state: GamelibState, player: int) -> str:
        return state.information_text(player, self.recall)


class GamelibGame(pyspiel.Game):
    """One of our games with one rule set, as an OpenSpiel game."""

    variant: Variant

    def __init__(self, params=None):
        variant = self.variant
        engine_game = variant.make()
        if variant.short_name not in _NUMBERED:  # numbered once (Casino has 4,219 actions)
            _NUMBERED[variant.short_name] = _CODECS[variant.game](engine_game)
        codec = _NUMBERED[variant.short_name]
        super().__init__(game_type(variant), game_info(variant, engine_game, codec),
                         params or {})
        self.engine_game, self.codec = engine_game, codec
        self.plan = _PLANS[variant.game](engine_game)
        self.unresampled = 0

    def new_initial_state(self) -> GamelibState:
        return GamelibState(self)

    def __deepcopy__(self, memo) -> GamelibGame:
        return self  # a game is shared by its states, never copied with them

    def make_py_observer(self, iig_obs_type=None, params=None) -> GamelibObserver:
        return GamelibObserver(iig_obs_type, params)

    def item(self, outcome: int):
        """The card (or stone) a chance outcome of the deal stands for."""
        if self.variant.game == "domino":
            from gamelib.games.domino.tiles import ALL_TILES
            return ALL_TILES[outcome]
        return Card(outcome)

    def codec_kind(self, action: int) -> str:
        """The kind of an action id ("card", "discard", "bid", ...)."""
        codec = self.codec
        if action < len(codec.card_kinds) * CARDS:
            return codec.card_kinds[action // CARDS]
        return codec.others[action - len(codec.card_kinds) * CARDS][0]

    def describe(self, action: int) -> str:
        """An action id in words, outside any state: its kind and its card or value."""
        codec = self.codec
        if action < len(codec.card_kinds) * CARDS:
            return f"{codec.card_kinds[action // CARDS]} {Card(action % CARDS)}"
        kind, value = codec.others[action - len(codec.card_kinds) * CARDS]
        return f"{kind} {value}"

    def seen_outcomes(self, state: GamelibState, player: int) -> set[int]:
        """The dealt cards (stones) ``player`` has seen: named in his information or by an
        action every player sees (a card played, trailed, taken, a stone set)."""
        tokens = set(_CARD_TOKEN.findall(state.information_text(player)))
        for label in state.public:
            tokens |= set(_CARD_TOKEN.findall(label))
        return {c for c in state.dealt if self.plan.label(c) in tokens}


# ---- types, info, registration -------------------------------------------------------------

def game_type(variant: Variant) -> pyspiel.GameType:
    """The OpenSpiel game type of a variant: sequential, explicit stochastic chance,
    imperfect information, returns at the end, zero-sum or general-sum as the game pays."""
    players = variant.make().num_players
    utility = (pyspiel.GameType.Utility.ZERO_SUM if variant.utility == "zero-sum"
               else pyspiel.GameType.Utility.GENERAL_SUM)
    options = ", ".join(f"{k}={v}" for k, v in variant.options.items())
    return pyspiel.GameType(
        short_name=variant.short_name,
        long_name=f"gamelib {variant.game}" + (f" ({options})" if options else ""),
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players,
        min_num_players=players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={})


def game_info(variant: Variant, game, codec: ActionCodec) -> pyspiel.GameInfo:
    """The sizes of a variant: its numbered actions, the 52 outcomes of a chance node at
    most, its seats, the bound of a return (:data:`BOUNDS`) and of a deal's length
    (:data:`LENGTHS`)."""
    bound = BOUNDS[variant.short_name]
    return pyspiel.GameInfo(
        num_distinct_actions=codec.size,
        max_chance_outcomes=MAX_CHANCE_OUTCOMES,
        num_players=game.num_players,
        min_utility=-bound,
        max_utility=bound,
        utility_sum=0.0 if variant.utility == "zero-sum" else None,
        max_game_length=LENGTHS[variant.short_name])


def _register(variant: Variant) -> type[GamelibGame]:
    """The game class of a variant, registered with OpenSpiel under its short name."""
    cls = type(f"Gamelib_{variant.short_name}", (GamelibGame,), {"variant": variant})
    cls.__module__ = __name__
    globals()[cls.__name__] = cls  # so that its states can be copied and pickled by name
    if variant.short_name not in pyspiel.registered_names():
        pyspiel.register_game(game_type(variant), cls)
    return cls


def load(short_name: str) -> GamelibGame:
    """The OpenSpiel game of a variant, e.g. ``load("python_gamelib_piquet")``."""
    if short_name not in VARIANTS:
        raise gamelib.UnknownName(f"unknown OpenSpiel name {short_name!r}; registered: "
                                  f"{', '.join(VARIANTS)}")
    return pyspiel.load_game(short_name)


# ---- OpenSpiel's bots at our table ---------------------------------------------------------

def deal(game: GamelibGame, seed: int | np.random.Generator | None = None) -> GamelibState:
    """A deal of ``game`` with its chance nodes drawn from ``seed``: ready for the first
    decision."""
    rng = np.random.default_rng(seed) if not isinstance(seed, np.random.Generator) else seed
    state = game.new_initial_state()
    _chance(state, rng)
    return state


def _chance(state: GamelibState, rng: np.random.Generator) -> None:
    """Draw the chance nodes that stand next, each outcome with its probability."""
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[int(rng.integers(len(outcomes)))][0])


class OpenSpielPolicy:
    """An OpenSpiel bot as a policy of our table: ``policy(state) -> Action``, ``state`` the
    engine state of a deal played through :func:`play` (the bot is asked with the OpenSpiel
    state that holds it); ``games``: the game it plays, when given."""

    def __init__(self, bot, name: str = "OpenSpiel bot", games: tuple[str, ...] | None = None):
        self.bot = bot
        self.name = name
        self.games = games

    def __call__(self, state: State) -> Action:
        refuse_other_games(self, state)
        holder = _HOLDERS.get(id(state))
        if holder is None or holder.engine is not state:
            raise ValueError(f"{self.name} plays deals dealt through gamelib.openspiel.play: "
                             "it asks OpenSpiel's state, which this state has none of")
        return holder._legal_map()[self.bot.step(holder)]

    def __repr__(self) -> str:
        return self.name


class ISMCTSPolicies:
    """A policy factory in the players' registry style (``factory(rng) -> policy``): IS-MCTS
    on the variant ``short_name``, each policy seeded from the generator it is given."""

    def __init__(self, short_name: str, simulations: int = 20, world_samples: int = 4,
                 rollout: int | None = None):
        self.game = load(short_name)
        self.games = (VARIANTS[short_name].game,)
        self.settings = (simulations, world_samples)
        self.rollout = rollout

    def __call__(self, rng: np.random.Generator) -> OpenSpielPolicy:
        seed = int(as_generator(rng).integers(2**31))
        simulations, world_samples = self.settings
        bot = ismcts_bot(self.game, seed, simulations, world_samples, rollout=self.rollout)
        return OpenSpielPolicy(bot, "IS-MCTS", self.games)


#: id(engine state) -> the OpenSpiel state that holds it, for the deal in play
_HOLDERS: dict[int, GamelibState] = {}


def play(state: GamelibState, policies: Sequence[Callable[[State], Action]],
         seed: int | np.random.Generator | None = None) -> GamelibState:
    """Play an OpenSpiel state to the end: each seat by its policy of our table (ours, or an
    OpenSpiel bot in :class:`OpenSpielPolicy`), asked with the engine state; every action
    goes through OpenSpiel's state; chance drawn from ``seed``."""
    rng = np.random.default_rng(seed) if not isinstance(seed, np.random.Generator) else seed
    codec = state._game.codec
    while True:
        _chance(state, rng)
        if state.is_terminal():
            return state
        _HOLDERS.clear()
        _HOLDERS[id(state.engine)] = state
        action = policies[state.current_player()](state.engine)
        state.apply_action(codec.number(action))


def ismcts_bot(game: GamelibGame, seed: int = 0, simulations: int = 20, world_samples: int = 4,
               uct_c: float = 2.0, rollout: int | None = None):
    """OpenSpiel's IS-MCTS (``open_spiel.python.algorithms.ismcts``) with random rollouts
    (to the end, or cut after ``rollout`` actions: a Casino game runs over several deals),
    seeded, drawing its worlds with :func:`resample` (``world_samples`` a decision)."""
    from open_spiel.python.algorithms import ismcts, mcts

    random_state = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(1, random_state, max_length=rollout)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c, simulations,
                           max_world_samples=world_samples, random_state=random_state,
                           allow_inconsistent_action_sets=False)
    worlds = np.random.default_rng(seed)
    bot.set_resampler(lambda state, player: resample(state, player, worlds))
    return bot


#: The bound of a seat's return in a deal, and of a deal's length (chance nodes and lots
#: included): proven where the comment says so, else twice the largest seen in 1000 random
#: deals (three times the largest of 300 for Casino for two and Goodhope), which OpenSpiel's
#: checks then hold to. No rule caps the deals of a Casino game or Goodhope's new deals.
BOUNDS: dict[str, float] = {
    "python_gamelib_ombre_academie": 120, "python_gamelib_ombre_noothoven": 384,
    "python_gamelib_ombre_noothoven_a_deux": 192, "python_gamelib_ombre_noothoven_a_quatre": 384,
    "python_gamelib_ombre_noothoven_cinquille": 640, "python_gamelib_quadrille_noothoven": 576,
    "python_gamelib_quadrille_hoe_speel_je": 44,
    "python_gamelib_piquet": 1,  # proven: a partie won in the deal pays its stake, 1, once
    "python_gamelib_piquet_deal": 156, "python_gamelib_tresette": 18,
    "python_gamelib_tresette_one_deal": 12, "python_gamelib_boston": 48,
    "python_gamelib_connections": 36, "python_gamelib_connections_3": 36,
    "python_gamelib_piquesept": 3,  # proven: the holder and each other settle the stake, 1
    "python_gamelib_piquesept_3": 2,  # proven: as above, two others
    "python_gamelib_casino": 2,  # proven: a side pays the stake, twice for a lurch
    "python_gamelib_casino_3": 4,  # proven: the winner takes twice the stake from two
    "python_gamelib_casino_2": 2,  # proven: as for four
    "python_gamelib_goodhope": 708,
    "python_gamelib_domino": 1,  # proven: the loser pays the winner the stake, 1
    "python_gamelib_kleeblatt": 24,
}
LENGTHS: dict[str, int] = {
    "python_gamelib_ombre_academie": 176, "python_gamelib_ombre_noothoven": 178,
    "python_gamelib_ombre_noothoven_a_deux": 136, "python_gamelib_ombre_noothoven_a_quatre": 178,
    "python_gamelib_ombre_noothoven_cinquille": 178, "python_gamelib_quadrille_noothoven": 184,
    "python_gamelib_quadrille_hoe_speel_je": 220, "python_gamelib_piquet": 144,
    "python_gamelib_piquet_deal": 144, "python_gamelib_tresette": 654,
    "python_gamelib_tresette_one_deal": 168, "python_gamelib_boston": 226,
    "python_gamelib_connections": 128, "python_gamelib_connections_3": 120,
    "python_gamelib_piquesept": 132, "python_gamelib_piquesept_3": 126,
    "python_gamelib_casino": 2500, "python_gamelib_casino_3": 1300,
    "python_gamelib_casino_2": 2500, "python_gamelib_goodhope": 1200,
    "python_gamelib_domino": 96, "python_gamelib_kleeblatt": 54,
}
GAME_CLASSES = {name: _register(v) for name, v in VARIANTS.items()}
