"""The booklet's Domino as a game of the protocol: a game dealt, played stone by stone, and
settled (noothoven, "Het Dominospel").

The first mover, found by the draw ("noothoven:domino.draw-first"), sets any stone
("noothoven:domino.opening"); each next stone is set against an open end with the same number
("noothoven:domino.example"); one who cannot set lets his turn pass, for the stones left over are
never drawn ("noothoven:domino.stock", "noothoven:domino.first-move-weight"). The game ends in
"domino" when one has set all his stones ("noothoven:domino.domino-wins") or "closed" when nobody
can set at either end ("noothoven:domino.close-neither"), and is settled at once.
"""

from __future__ import annotations

import copy
import numbers
from collections.abc import Sequence
from html import escape
from typing import Any

import numpy as np

from gamelib.core.engine import TERMINAL, Action, Game, IllegalAction, State, as_generator
from gamelib.core.ledger import Ledger
from gamelib.core.options import Option
from gamelib.games.domino.rules import (
    BLOCKED_TIES,
    CROWDED_HANDS,
    DEFAULT_PLAYERS,
    HAND_SIZES,
    HIGHEST_RULES,
    LEFT,
    P_BREAK,
    P_COUNT,
    P_DEAL,
    P_DOMINO,
    P_DRAW,
    P_EXPOSED,
    P_MATCH,
    P_MORE,
    P_OPENING,
    P_PARTIE,
    P_PASS,
    P_PLAYERS,
    P_POINTS,
    P_RACE,
    P_SIX,
    P_TAKE,
    PLAYER_COUNTS,
    RIGHT,
    SCORINGS,
    break_the_row,
    deal_from_row,
    drawing_order,
    first_by_draw,
    payments,
    stones_each,
    winner_of_closed_game,
    written,
)
from gamelib.games.domino.tiles import (
    ALL_TILES,
    FULL_MASK,
    MATCHING,
    P_TILES,
    TILE_COUNT,
    Line,
    Tile,
    Tiles,
    _bits,
)

# -- actions (made once) ------------------------------------------------------------------------

PASS = Action("pass", None, "pass")
RESTIR = Action("restir", None, "restir")
OPEN = tuple(Action("open", t, str(t)) for t in ALL_TILES)
PLACE = tuple({side: Action("place", (t, side), f"{t} {side}") for side in (LEFT, RIGHT)}
              for t in ALL_TILES)
ACCEPT = tuple(Action("accept", t, f"accept {t}") for t in ALL_TILES)


# -- the game -----------------------------------------------------------------------------------

def _whole(value: Any) -> bool:
    """A whole number that is no bool (numpy's integers too)."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _stones(keyword: str, value: Any) -> list[Tile]:
    """The stones of a set-up keyword, in order: a list of stones ("3|5", (3, 5), Tile) or a
    text of them; anything else is refused naming the keyword. [noothoven:domino.tiles]"""
    if isinstance(value, Tiles):
        return list(value)
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    if not isinstance(value, Sequence):
        raise ValueError(f"domino: {keyword}={value!r} is not allowed; it takes a list of "
                         f"stones like '3|5' [{P_TILES}]")
    try:
        return [Tile(t) for t in value]
    except (TypeError, ValueError) as error:
        raise ValueError(f"domino: {keyword}={value!r} is not allowed: "
                         f"{str(error).rsplit(' [', 1)[0]} [{P_TILES}]") from None


class DominoGame(Game):
    """The booklet's Domino: two players, three to six by agreement, a game dealt from the row
    and played to domino or a closed game. The seats are ``names``, or A, B, ... (the booklet
    names none)."""

    name = "domino"
    #: What the game is, in a sentence or two (python -m gamelib games).
    description = (
        "The block game with twenty-eight stones for two to six players: each matches an "
        "end of the line or passes, and the first to play out, or the lowest when the "
        "game is closed, wins the pips or points of the others."
    )

    OPTIONS = (
        Option("players", int, DEFAULT_PLAYERS, "two players as a rule, three to six by "
               "agreement", P_PLAYERS, low=min(PLAYER_COUNTS), high=max(PLAYER_COUNTS)),
        Option("tiles", (int, type(None)), None, "stones each: none for six (five for five "
               "players, four for six), or by agreement 7, 8, 9, 10, 12 or 14", P_MORE,
               choices=(None, *sorted(set(CROWDED_HANDS.values())), *HAND_SIZES)),
        Option("scoring", str, "stake", "the partie's way: a set sum a game, so much a pip, or "
               "a race to a number of pips", P_PARTIE, choices=tuple(SCORINGS)),
        Option("stake", int, 1, "the set sum a loser pays (scoring 'stake')", P_PARTIE, low=1),
        Option("per_pip", int, 1, "the price of a pip (scoring 'pips')", P_POINTS, low=1),
        Option("target", int, 100, "the pips that win a race (100, 150 or agreed)", P_RACE,
               low=1),
        Option("highest", str, "pips", "what the highest drawn stone is: most pips, or the "
               "higher end (unspecified in source)", P_DRAW, choices=tuple(HIGHEST_RULES)),
        Option("blocked_tie", str, "void", "a closed game with equal fewest pips: nobody wins, "
               "or the lightest stone (unspecified in source)", P_COUNT,
               choices=tuple(BLOCKED_TIES)),
        Option("stirrer", int, 0, "the seat that stirs for the draw (unspecified in source)",
               P_DRAW, low=0, high=max(PLAYER_COUNTS) - 1),
        Option("names", (tuple, list, type(None)), None, "the seats' names, one a player "
               "(none: A, B, ...; the booklet names none)", None),
    )

    def __init__(self, **options: Any):
        super().__init__(**options)
        chosen = {o.name: options.get(o.name, o.default) for o in self.OPTIONS}
        players, tiles = chosen["players"], chosen["tiles"]
        if tiles is None:
            tiles = stones_each(players)
        crowded = CROWDED_HANDS.get(players)
        if players * tiles > TILE_COUNT:
            if crowded is not None:
                raise ValueError(
                    f"players={players} with tiles={tiles} each need {players * tiles} stones, "
                    f"but there are only {TILE_COUNT}: the booklet allows five and even six "
                    f"players and six stones each at the least, which cannot both hold; where "
                    f"six do not fit each takes the most that do, so {players} players take "
                    f"{crowded} each (unspecified in source) [{P_PLAYERS}, {P_SIX}]")
            raise ValueError(f"players={players} with tiles={tiles} each need "
                             f"{players * tiles} stones, but there are only {TILE_COUNT} "
                             f"[{P_TILES}, {P_MORE}]")
        if crowded is not None and tiles != crowded:
            raise ValueError(f"players={players} take {crowded} stones each, the most the "
                             f"{TILE_COUNT} stones allow when six each do not fit (unspecified "
                             f"in source), not tiles={tiles!r} [{P_PLAYERS}, {P_SIX}, {P_TAKE}]")
        if crowded is None and tiles not in HAND_SIZES:
            raise ValueError(f"each player has six stones at the least, or by agreement seven, "
                             f"eight, nine, ten, twelve or fourteen, not tiles={tiles!r} with "
                             f"players={players} [{P_SIX}, {P_MORE}]")
        if chosen["stirrer"] >= players:
            raise ValueError(f"the stirrer must be a seat 0..{players - 1}, not "
                             f"stirrer={chosen['stirrer']!r} with players={players} [{P_DRAW}]")
        names = chosen["names"]
        if names is None:
            names = [chr(ord("A") + i) for i in range(players)]
        if len(names) != players or len(set(names)) != players \
                or not all(isinstance(n, str) and n.strip() for n in names):
            raise ValueError(f"domino: names={chosen['names']!r} is not allowed; it takes "
                             f"{players} different names, one for each of players={players}")
        self.num_players = players
        self.tiles_each = tiles
        self.scoring = chosen["scoring"]
        self.stake = chosen["stake"]
        self.per_pip = chosen["per_pip"]
        self.target = chosen["target"]
        self.highest = chosen["highest"]
        self.blocked_tie = chosen["blocked_tie"]
        self.stirrer = chosen["stirrer"]
        self.seats = tuple(names)

    def new_initial_state(self, seed: int | np.random.Generator | None = None, *,
                          first: int | None = None, draw: Sequence | None = None,
                          row: Sequence | None = None, cut: int | None = None,
                          hands: Sequence | None = None,
                          exposed: int | None = None) -> DominoState:
        """A dealt game, ready for the first move. The set-up may fix the chance outcomes:
        ``first`` (the seat with the first move; no draw) or ``draw`` (the stones drawn, in
        drawing order); ``row`` (the 28 stones as stirred) and ``cut`` (the break), or ``hands``
        (each seat's stones; the rest are laid aside); ``exposed`` (the position in the deal of a
        stone shown by mishap, noothoven:domino.exposed). Each is checked, with a ValueError
        naming it."""
        n = self.num_players
        if first is not None:
            if draw is not None:
                raise ValueError("domino: give either first= or draw=, the first mover or the "
                                 f"stones drawn for it, not both [{P_DRAW}]")
            if not _whole(first) or not 0 <= first < n:
                raise ValueError(f"domino: first={first!r} is no seat; the seats are "
                                 f"0 .. {n - 1} [{P_DRAW}]")
            first = int(first)
        if draw is not None:
            draw = _stones("draw", draw)
            if len(draw) != n or len(set(draw)) != n:
                raise ValueError(f"domino: draw= is {n} different stones, one a player, not "
                                 f"{' '.join(map(str, draw)) or 'none'} [{P_DRAW}]")
        if hands is not None:
            if row is not None or cut is not None or exposed is not None:
                raise ValueError("domino: give either hands= or the row (row=, cut=, exposed=), "
                                 f"not both [{P_DEAL}]")
            hands = self._hands_given(hands)
        if row is not None:
            row = _stones("row", row)
            if len(row) != TILE_COUNT or len(set(row)) != TILE_COUNT:
                raise ValueError(f"domino: row= holds all {TILE_COUNT} stones once each, not "
                                 f"{len(row)} stones with {len(row) - len(set(row))} repeated "
                                 f"[{P_BREAK}]")
        if cut is not None and (not _whole(cut) or not 1 <= cut < TILE_COUNT):
            raise ValueError(f"domino: cut={cut!r} is not allowed; the second player breaks the "
                             f"row by taking 1 to {TILE_COUNT - 1} stones [{P_BREAK}]")
        dealt = n * self.tiles_each
        if exposed is not None and (not _whole(exposed) or not 0 <= exposed < dealt):
            raise ValueError(f"domino: exposed={exposed!r} is not allowed; the exposed stone is "
                             f"one of the {dealt} stones dealt, by its position 0..{dealt - 1} "
                             f"[{P_EXPOSED}]")
        return DominoState(self, as_generator(seed), first=first, draw=draw, row=row,
                           cut=None if cut is None else int(cut), hands=hands,
                           exposed=None if exposed is None else int(exposed))

    def _hands_given(self, hands: Any) -> list[int]:
        """The hands of the set-up as bitmasks: one a player, each the agreed number of stones,
        no stone twice. [noothoven:domino.take-tiles]"""
        n = self.num_players
        if isinstance(hands, (str, Tiles)) or not isinstance(hands, Sequence) or len(hands) != n:
            raise ValueError(f"domino: hands={hands!r} is not allowed; it takes {n} hands, one "
                             f"a player [{P_TAKE}]")
        masks = []
        seen = 0
        for seat, hand in enumerate(hands):
            try:
                tiles = Tiles(hand)
            except (TypeError, ValueError) as error:
                raise ValueError(f"domino: hands[{seat}]={hand!r} is not a hand of stones: "
                                 f"{str(error).rsplit(' [', 1)[0]} [{P_TILES}]") from None
            if len(tiles) != self.tiles_each:
                raise ValueError(f"domino: hands[{seat}]: {self.seats[seat]} must take "
                                 f"{self.tiles_each} stones, the agreed number, not {len(tiles)} "
                                 f"[{P_TAKE}, {P_SIX}]")
            if seen & tiles.mask:
                raise ValueError(f"domino: hands: stone(s) {Tiles(seen & tiles.mask)} dealt twice: "
                                 f"each of the {TILE_COUNT} stones is there once [{P_TILES}]")
            seen |= tiles.mask
            masks.append(tiles.mask)
        return masks


class DominoState(State):
    """A game of Domino in progress. ``tiles(seat)`` is a player's hand of stones."""

    def __init__(self, game: DominoGame, rng: np.random.Generator, *, first: int | None = None,
                 draw: list[Tile] | None = None, row: list[Tile] | None = None,
                 cut: int | None = None, hands: list[int] | None = None,
                 exposed: int | None = None):
        """The game dealt from ``rng``, or from the set-up that ``DominoGame.new_initial_state``
        has checked."""
        self.game = game
        self.rng = rng
        self.draws: list[dict] = []
        # 4. "Men trekt eerst, om te zien wie de eerste zet zal hebben" [noothoven:domino.draw-first]
        if first is not None:
            self.first = first
        else:
            self.first = self._draw_for_first_move(draw)
        self.hands: list[int]
        self.cut: int | None = None
        self.row: list[Tile] | None = None
        self.takers: list[int] = []
        self.exposed: dict | None = None
        self.restirred = 0
        if hands is not None:
            self.hands = list(hands)
            self.stock = Tiles(FULL_MASK & ~sum(hands))
        else:
            self._deal(row, cut)
            if exposed is not None:
                assert self.row is not None
                self.exposed = {"position": exposed, "tile": self.row[exposed],
                                "owner": self.takers[exposed], "choice": None}
        self.seat = self.first
        self.line: list[tuple[Tile, int, int]] = []
        self.moves: list[tuple[int, str]] = []
        self.passes = 0
        self.outcome: dict | None = None
        self.ledger = Ledger(game.seats)

    # -- chance ---------------------------------------------------------------------------------

    def _draw_for_first_move(self, draw: Sequence | None) -> int:
        """Draw one stone each; the highest has the first move [noothoven:domino.draw-first]."""
        g = self.game
        order = drawing_order(g.num_players, g.stirrer)
        if draw is not None:
            drawn = list(draw)
            winner = first_by_draw(drawn, order, g.highest)
            self.draws.append({"order": order, "drawn": drawn, "first": winner})
            if winner is None:
                raise ValueError(f"domino: draw=: the stones {' '.join(map(str, drawn))} tie for "
                                 f"highest; they "
                                 f"would be drawn again (unspecified in source) [{P_DRAW}]")
            return winner
        while True:
            # "het spel dooreen te roeren en er twee steenen uit te halen"
            drawn = [ALL_TILES[i] for i in self.rng.choice(TILE_COUNT, g.num_players, replace=False)]
            winner = first_by_draw(drawn, order, g.highest)
            self.draws.append({"order": order, "drawn": drawn, "first": winner})
            if winner is not None:
                return winner

    def _deal(self, row: Sequence | None, cut: int | None) -> None:
        """Stir, lay the row, break it, take one by one [noothoven:domino.restir,
        noothoven:domino.break-row, noothoven:domino.deal-order]."""
        g = self.game
        if row is None:
            # 5. "De speler, die den eersten zet heeft, roert de steenen op nieuw."
            stirred = [ALL_TILES[i] for i in self.rng.permutation(TILE_COUNT)]
        else:
            stirred = list(row)
        if cut is None:
            # He breaks the row "waar hij wil", but sees only the backs: a chance cut.
            cut = int(self.rng.integers(1, TILE_COUNT))
        self.cut = cut
        self.row = break_the_row(stirred, cut)
        self.stirred_row = stirred
        hands, stock, takers = deal_from_row(self.row, self.first, g.num_players, g.tiles_each)
        self.hands = [h.mask for h in hands]
        self.stock = stock
        self.takers = takers

    # -- the protocol ---------------------------------------------------------------------------

    def current_player(self) -> int:
        if self.outcome is not None:
            return TERMINAL
        if self.exposed is not None and self.exposed["choice"] is None:
            return self.exposed["owner"]
        return self.seat

    def ends(self) -> tuple[int, int] | None:
        """The open numbers at the left and right of the line (None before the first stone)."""
        if not self.line:
            return None
        return self.line[0][1], self.line[-1][2]

    def _playable(self, mask: int) -> int:
        ends = self.ends()
        if ends is None:
            return mask
        return mask & (MATCHING[ends[0]] | MATCHING[ends[1]])

    def legal_actions(self) -> list[Action]:
        if self.outcome is not None:
            return []
        if self.exposed is not None and self.exposed["choice"] is None:
            return [ACCEPT[self.exposed["tile"]], RESTIR]
        hand = self.hands[self.seat]
        ends = self.ends()
        if ends is None:
            # 10. "kan zetten welken steen hij verkiest" [noothoven:domino.opening]
            return [OPEN[i] for i in _bits(hand)]
        left, right = ends
        actions = []
        for i in _bits(hand & (MATCHING[left] | MATCHING[right])):
            tile = ALL_TILES[i]
            if tile.has(left):
                actions.append(PLACE[i][LEFT])
            if tile.has(right):
                actions.append(PLACE[i][RIGHT])
        # No drawing: the stones left over are laid aside [noothoven:domino.stock]; one who
        # cannot set a stone lets his turn pass [noothoven:domino.first-move-weight].
        return actions or [PASS]

    def _apply(self, action: Action) -> None:
        if action.kind in ("accept", "restir"):
            self._choose_exposed(action)
            return
        seat = self.seat
        self.moves.append((seat, str(action)))
        if action.kind == "pass":
            self.passes += 1
        else:
            if action.kind == "open":
                tile, side = action.value, None
                self.line.append((tile, tile.low, tile.high))
            else:
                tile, side = action.value
                left, right = self.ends()  # type: ignore[misc]
                if side == LEFT:
                    self.line.insert(0, (tile, tile.other(left), left))
                else:
                    self.line.append((tile, right, tile.other(right)))
            self.hands[seat] &= ~(1 << tile)
            if not self.hands[seat]:
                # "Domino zijn beteekent: het eerst al zijne steenen aangezet te hebben."
                self._finish("domino", seat)
                return
            if not any(self._playable(h) for h in self.hands):
                # 15. "wanneer geen van beide spelers kan aanzetten noch aan den eenen, noch aan
                # den anderen kant" [noothoven:domino.close-neither]
                self._finish("closed", None)
                return
        self.seat = (seat + 1) % self.game.num_players

    def _choose_exposed(self, action: Action) -> None:
        """9. The player a shown stone belongs to takes it or has the stones stirred again
        [noothoven:domino.exposed]."""
        assert self.exposed is not None
        owner = self.exposed["owner"]
        self.moves.append((owner, str(action)))
        if action.kind == "accept":
            self.exposed["choice"] = "accepted"
        else:
            self.exposed["choice"] = "restirred"
            self.restirred += 1
            self._deal(None, None)

    def _finish(self, how: str, domino_seat: int | None) -> None:
        g = self.game
        hands = [Tiles(h) for h in self.hands]
        pips = [h.pips for h in hands]
        if how == "domino":
            winner: int | None = domino_seat
            passage = P_DOMINO
        else:
            # 17. "worden de oogen geteld, en diegene ... die de minste oogen heeft, wint"
            winner = winner_of_closed_game(hands, g.blocked_tie)
            passage = P_POINTS if g.scoring != "race" else P_RACE
        score = [0] * g.num_players
        if winner is not None:
            if g.scoring == "race":
                score[winner] = written(winner, pips)
            else:
                for seat, amount in payments(g.scoring, winner, pips, stake=g.stake,
                                             per_pip=g.per_pip).items():
                    self.ledger.pay(g.seats[seat], g.seats[winner], amount,
                                    f"{g.seats[winner]} wins ({how}): {g.seats[seat]} pays "
                                    + (f"the set sum {amount}" if g.scoring == "stake" else
                                       f"{g.per_pip} x {pips[seat] - pips[winner]} pips"),
                                    passage=passage)
        self.outcome = {"how": how, "winner": winner, "pips": pips, "written": score,
                        "passage": passage if winner is not None else P_COUNT}

    def why_illegal(self, action: Any) -> IllegalAction:
        g = self.game
        if self.outcome is not None:
            return IllegalAction("the game is over: no stone can be set", P_DOMINO)
        text = str(action).strip().lower()
        words = text.split()
        seat = self.current_player()
        who = g.seats[seat]
        if self.exposed is not None and self.exposed["choice"] is None:
            return IllegalAction(
                f"the stone {self.exposed['tile']} was shown in the deal; {who}, to whom it "
                f"belongs, first says 'accept {self.exposed['tile']}' or 'restir'", P_EXPOSED)
        if words and words[0] in ("accept", "restir"):
            return IllegalAction("only the player to whom a stone shown in the deal belongs may "
                                 "accept it or have the stones stirred again", P_EXPOSED)
        if text == "pass":
            playable = Tiles(self._playable(self.hands[seat]))
            return IllegalAction(f"{who} can set {playable} and may not pass: a turn is let pass "
                                 "only 'omdat zij niet kunnen', when one cannot set a stone", P_PASS)
        if not words or len(words) > 2 or (len(words) == 2 and words[1] not in (LEFT, RIGHT)):
            return IllegalAction(f"{action!r} is not a move: write a stone and an end, like "
                                 "'3|5 right', or 'pass'", P_MATCH)
        try:
            tile = Tile(words[0])
        except ValueError as error:
            return IllegalAction(str(error).rsplit(" [", 1)[0], P_TILES)
        side = words[1] if len(words) == 2 else None
        hand = Tiles(self.hands[seat])
        if tile not in hand:
            return IllegalAction(f"{who} does not hold {tile}: each sets only the stones he took "
                                 f"(his stones: {hand})", P_TAKE)
        ends = self.ends()
        if ends is None:
            return IllegalAction(f"the first stone is set down alone, at no end: write '{tile}'",
                                 P_OPENING)
        if side is None:
            return IllegalAction(f"say at which end {tile} is set: '{tile} left' (at "
                                 f"{ends[0]}) or '{tile} right' (at {ends[1]})", P_MATCH)
        pip = ends[0] if side == LEFT else ends[1]
        return IllegalAction(f"{tile} does not match the {side} end, which shows {pip}: a stone "
                             "is set against an end with the same number of eyes", P_MATCH)

    def returns(self) -> list[float]:
        """The result of the game for each seat: the money moved (``"stake"``, ``"pips"``; sums to
        zero), or in a race the pips written to each (the winner's score, not money)."""
        if self.outcome is None:
            return [0.0] * self.game.num_players
        if self.game.scoring == "race":
            return [float(s) for s in self.outcome["written"]]
        return self.ledger.net()

    # -- what players see -----------------------------------------------------------------------

    def tiles(self, player: int) -> Tiles:
        """The stones ``player`` holds now."""
        return Tiles(self.hands[player])

    def line_of_play(self) -> Line:
        return Line(tuple(self.line))

    def information(self, player: int) -> dict:
        """What ``player`` sees: his own stones, the line, how many stones each holds, how many
        lie aside face down, and the moves so far."""
        return {
            "player": player,
            "tiles": self.tiles(player),
            "line": self.line_of_play(),
            "ends": self.ends(),
            "counts": [Tiles(h).__len__() for h in self.hands],
            "laid aside": len(self.stock),
            "first": self.first,
            "moves": [f"{self.game.seats[s]}: {m}" for s, m in self.moves],
        }

    def details(self) -> dict:
        g = self.game
        out: dict[str, Any] = {
            "players": list(g.seats),
            "scoring": f"{g.scoring}: {SCORINGS[g.scoring]}",
            "draw": [{g.seats[s]: str(t) for s, t in zip(d["order"], d["drawn"])} for d in self.draws],
            "first move": g.seats[self.first],
            "cut": self.cut,
            "laid aside": str(self.stock),
            "hands": {g.seats[s]: str(Tiles(h)) for s, h in enumerate(self.hands)},
            "line": str(self.line_of_play()),
            "moves": [f"{g.seats[s]}: {m}" for s, m in self.moves],
            "passes": self.passes,
        }
        if self.exposed is not None:
            out["exposed"] = {"tile": str(self.exposed["tile"]),
                              "owner": g.seats[self.exposed["owner"]],
                              "choice": self.exposed["choice"]}
        if self.outcome is not None:
            winner = self.outcome["winner"]
            out["outcome"] = (f"{self.outcome['how']}: " +
                              (f"{g.seats[winner]} wins" if winner is not None
                               else "equal fewest pips, nobody wins (blocked_tie='void')"))
            out["pips kept"] = {g.seats[s]: p for s, p in enumerate(self.outcome["pips"])}
            if g.scoring == "race":
                out["written"] = {g.seats[s]: w for s, w in enumerate(self.outcome["written"])}
            out["payments"] = self.ledger.lines()
        return out

    def summary(self) -> dict:
        """One flat row for ``gamelib.analysis.montecarlo.simulate``: who had the first move, how the game
        ended, the winner (None when void), the passes, the stones set and the pips kept."""
        out = self.outcome or {}
        winner = out.get("winner")
        return {"first": self.first, "how": out.get("how"), "winner": winner,
                "first_won": winner is not None and winner == self.first,
                "void": self.outcome is not None and winner is None,
                "passes": self.passes, "stones_set": len(self.line),
                "pips": list(out.get("pips", [])), "written": list(out.get("written", []))}

    @property
    def winner(self) -> int | None:
        return None if self.outcome is None else self.outcome["winner"]

    def clone(self) -> DominoState:
        """An independent copy: what play changes (hands, line, moves, the shown stone, the
        outcome, the ledger, the generator) is copied; stones and records that never change are
        shared."""
        twin = copy.copy(self)
        twin.hands, twin.line = list(self.hands), list(self.line)
        twin.moves, twin.draws = list(self.moves), list(self.draws)
        twin.exposed = None if self.exposed is None else dict(self.exposed)
        twin.outcome = None if self.outcome is None else dict(self.outcome)
        twin.rng = copy.deepcopy(self.rng)
        twin.ledger = self.ledger.copy()
        return twin

    def _repr_html_(self) -> str:
        g = self.game
        rows = []
        for seat, mask in enumerate(self.hands):
            mark = " (first move)" if seat == self.first else ""
            turn = " ◀" if seat == self.current_player() else ""
            rows.append(f"<tr><td><b>{escape(g.seats[seat])}</b>{mark}{turn}</td>"
                        f"<td>{Tiles(mask).svg()}</td><td>{Tiles(mask).pips} pips</td></tr>")
        status = escape(self.details().get("outcome", f"{g.seats[self.current_player()]} to play"
                                           if self.outcome is None else ""))
        return (f'<div class="domino-state"><div>{self.line_of_play()._repr_svg_()}</div>'
                f"<table>{''.join(rows)}</table><div>{status}</div></div>")

