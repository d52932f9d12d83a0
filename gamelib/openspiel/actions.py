"""The numbering of each game's actions, made once: a card action by its kind and its card's
int (``kind_index * 52 + card``), every other action from the game's own lists of bids,
contracts, declarations and stones."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from gamelib.core.cards import Card, CardSet
from gamelib.core.engine import Action

#: The cards of a pack: a card action is numbered within a block of 52 of its kind.
CARDS = 52


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

    def key(self, number: int) -> tuple:
        """The (kind, value) numbered ``number``, a card action's value its card."""
        cards = len(self.card_kinds) * CARDS
        if number < cards:
            return self.card_kinds[number // CARDS], Card(number % CARDS)
        return self.others[number - cards]

    def action(self, number: int) -> Action:
        """The action numbered ``number`` (equal to the engine's, which has the label)."""
        return Action(*self.key(number))

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


_CODECS = {"ombre": _ombre_actions, "quadrille": _quadrille_actions, "piquet": _piquet_actions,
           "tresette": _tresette_actions, "boston": _boston_actions,
           "connections": _card_only_actions, "piquesept": _piquesept_actions,
           "casino": _casino_actions, "goodhope": _goodhope_actions, "domino": _domino_actions,
           "kleeblatt": _kleeblatt_actions}

