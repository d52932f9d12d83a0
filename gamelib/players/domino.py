"""The booklet's advice for Domino as a player (noothoven, "Het Dominospel"): open with a double,
try to close the game when holding few pips, otherwise set the heaviest stone.

Registered as ``"domino-booklet"`` (gamelib.players): ``make_policy("domino-booklet")``.
"""

from __future__ import annotations

from gamelib.core.engine import Action
from gamelib.games.domino import (
    FULL_MASK,
    LEFT,
    MATCHING,
    MEAN_PIPS,
    RESTIR,
    DominoState,
    Tile,
    Tiles,
    mask_pips,
)
from gamelib.players import AdvicePlayer, register


class BookletPlayer(AdvicePlayer):
    """Plays by the booklet's advice, seeing only its own stones and the line.

    Opening: a player with few pips sets a double of which he holds no other stone, hoping to
    close the game at once [noothoven:domino.close-first-advice]; otherwise the highest double,
    by custom "dat echter geen wet is" [noothoven:domino.custom]; otherwise the heaviest stone.
    Later: make "zes overal" (both ends one number of which he holds no more) when he expects to
    keep fewer pips than the others [noothoven:domino.close-watch, noothoven:domino.close-how];
    otherwise set the heaviest stone, to keep few pips if the game closes
    [noothoven:domino.aim]. "Few pips" means fewer than the others are expected to hold: each
    unseen stone counts the mean pips of the unseen stones."""

    games = ("domino",)

    def choose(self, state: DominoState, legal: list[Action]) -> Action:
        if legal[0].kind in ("accept", "restir"):
            # The booklet gives no advice here; aiming at few pips, take a shown stone no heavier
            # than the average stone (168 / 28 = 6 pips), else have the stones stirred again.
            tile = legal[0].value
            return legal[0] if tile.pips <= MEAN_PIPS else RESTIR
        seat = state.current_player()
        mine = state.hands[seat]
        seen = mine | state.line_of_play().tiles().mask
        unseen = FULL_MASK & ~seen
        n_unseen = unseen.bit_count()
        mean_unseen = mask_pips(unseen) / n_unseen if n_unseen else 0.0
        others = sum(Tiles(h).__len__() for s, h in enumerate(state.hands) if s != seat)
        expected_other = mean_unseen * others / max(1, state.game.num_players - 1)

        def after(action: Action) -> tuple[int, int] | None:
            tile = action.value if action.kind == "open" else action.value[0]
            if action.kind == "open":
                return tile.low, tile.high
            left, right = state.ends()  # type: ignore[misc]
            if action.value[1] == LEFT:
                return tile.other(left), right
            return left, tile.other(right)

        def tile_of(action: Action) -> Tile:
            return action.value if action.kind == "open" else action.value[0]

        def closing_attempt(action: Action) -> bool:
            ends = after(action)
            assert ends is not None
            rest = mine & ~(1 << tile_of(action))
            return ends[0] == ends[1] and not rest & MATCHING[ends[0]]

        heaviest = max(legal, key=lambda a: (tile_of(a).pips, tile_of(a).high, a.label))
        if legal[0].kind == "open":
            few = mask_pips(mine) < expected_other
            doubles = [a for a in legal if tile_of(a).is_double]
            if few:
                lone = [a for a in doubles if closing_attempt(a)]
                if lone:
                    return max(lone, key=lambda a: tile_of(a).pips)
            if doubles:
                return max(doubles, key=lambda a: tile_of(a).pips)
            return heaviest
        attempts = [a for a in legal if closing_attempt(a)
                    and mask_pips(mine & ~(1 << tile_of(a))) < expected_other]
        if attempts:
            return max(attempts, key=lambda a: (tile_of(a).pips, a.label))
        return heaviest


register("domino-booklet", BookletPlayer)
