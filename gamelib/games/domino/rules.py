"""The rules of the booklet's Domino as data and small functions: how many play and with how
many stones, the draw for the first move, the row broken and taken one by one, and the settlement
of a game. Passages: noothoven, "Het Dominospel" (ll. 511-593).

The draw: the highest stone has the first move ("noothoven:domino.draw-first"); the row is broken
by the second player and taken from its upper end ("noothoven:domino.break-row",
"noothoven:domino.deal-order"); the fewest pips win a closed game ("noothoven:domino.closed-count");
the loser pays a set sum or for the pips, or the winner writes the others' pips in a race
("noothoven:domino.partie").
"""

from __future__ import annotations

from collections.abc import Sequence

from gamelib.games.domino.tiles import TILE_COUNT, Tile, Tiles

# "gemeenlijk gespeeld door twee personen ... ook ... met drie, vier, vijf en zelfs zes personen"
# [noothoven:domino.players, noothoven:domino.players-more]
DEFAULT_PLAYERS = 2
PLAYER_COUNTS = (2, 3, 4, 5, 6)

# "met zes steenen, op zijn minst" [noothoven:domino.six-tiles]; "zeven, acht, negen, tien, twaalf
# of zelfs veertien" [noothoven:domino.more-tiles]. Eleven and thirteen are not in the list.
DEFAULT_TILES = 6
HAND_SIZES = (6, 7, 8, 9, 10, 12, 14)

# Five and six players cannot each hold six of the 28 stones ("vijf en zelfs zes personen"
# [noothoven:domino.players-more] against "zes steenen, op zijn minst" [noothoven:domino.six-tiles]):
# each takes the most the stones allow, five and four (unspecified in source; docs/domino.md).
CROWDED_HANDS = {n: TILE_COUNT // n for n in PLAYER_COUNTS if n * DEFAULT_TILES > TILE_COUNT}

# The three ways to play a partie [noothoven:domino.partie] and the passages that settle a game.
SCORINGS = {
    # "de bepaalde som" / "eene overeengekomene som, wanneer er enkel partij wordt gespeeld"
    "stake": "a set sum a game",
    # "zoo- of zooveel voor ieder oog, dat hij meer overhoudt dan de winner"
    "pips": "so much for every pip the loser keeps more than the winner",
    # "schrijft de winner al de oogen welke de tegenpartij overhoudt, zonder er iets af te trekken"
    "race": "to 100, 150 or an agreed number: the winner writes all the others' pips",
}
RACE_TARGETS = (100, 150)  # "honderd of honderd vijftig oogen ... of zooveel ... als men zal overeenkomen"

# What "den hoogsten steen" of the draw means: unspecified in source.
HIGHEST_RULES = {
    "pips": "the stone with most pips; equal totals draw again",
    "end": "the stone with the higher end, then the higher other end (no ties)",
}
# A closed game with equal fewest pips: unspecified in source [noothoven:domino.closed-count].
BLOCKED_TIES = {
    "void": "nobody wins; nothing is paid or written",
    "lightest_tile": "of those tied, the holder of the lightest single stone wins (modern block rule)",
}
# Who has the first move in the next game of a partie: unspecified in source.
NEXT_FIRST = {
    "draw": "draw again before every game, as the booklet describes the start of a game",
    "winner": "the winner of the last game (after a void game: draw again)",
    "alternate": "the first move passes to the next player in turn",
}

LEFT, RIGHT = "left", "right"

P_PLAYERS = "noothoven:domino.players-more"
P_PARTIE = "noothoven:domino.partie"
P_SIX = "noothoven:domino.six-tiles"
P_MORE = "noothoven:domino.more-tiles"
P_DRAW = "noothoven:domino.draw-first"
P_TAKE = "noothoven:domino.take-tiles"
P_BREAK = "noothoven:domino.break-row"
P_DEAL = "noothoven:domino.deal-order"
P_EXPOSED = "noothoven:domino.exposed"
P_OPENING = "noothoven:domino.opening"
P_MATCH = "noothoven:domino.example"
P_PASS = "noothoven:domino.first-move-weight"
P_CLOSED = "noothoven:domino.close-neither"
P_COUNT = "noothoven:domino.closed-count"
P_POINTS = "noothoven:domino.points-pay"
P_RACE = "noothoven:domino.race-write"
P_DOMINO = "noothoven:domino.domino-pay"
P_CONTINUE = "noothoven:domino.continue"


# -- the draw, the row and the deal (chance) -------------------------------------------------



def draw_key(tile: Tile, highest: str = "pips") -> tuple[int, ...]:
    """How high a drawn stone is: "den hoogsten steen" [noothoven:domino.draw-first].

    Unspecified in source: ``"pips"`` ranks by the eyes on the stone (equal totals tie and are
    drawn again), ``"end"`` by the higher end and then the other end (no two stones tie)."""
    if highest == "pips":
        return (tile.pips,)
    if highest == "end":
        return (tile.high, tile.low)
    raise ValueError(f"unknown meaning of 'den hoogsten steen' {highest!r}; choose one of "
                     f"{', '.join(HIGHEST_RULES)} (unspecified in source) [{P_DRAW}]")


def drawing_order(players: int, stirrer: int) -> list[int]:
    """Who takes a drawn stone in what order: "degene die niet geroerd heeft" first, the stirrer
    ("de roerder") last [noothoven:domino.draw-first]. For three or more players the others take
    in turn from the stirrer's right (unspecified in source)."""
    return [(stirrer + i) % players for i in range(1, players)] + [stirrer]


def first_by_draw(drawn: Sequence[Tile], order: Sequence[int], highest: str = "pips") -> int | None:
    """The seat that drew the highest stone, or None on a tie (then the stones are drawn again:
    unspecified in source). [noothoven:domino.draw-first]"""
    keys = [draw_key(t, highest) for t in drawn]
    top = max(keys)
    if keys.count(top) > 1:
        return None
    return order[keys.index(top)]


def break_the_row(row: Sequence[Tile], cut: int) -> list[Tile]:
    """The second player "breekt die rij": he takes ``cut`` stones from the end at his right and
    lays them in the same order at the bottom of the row [noothoven:domino.break-row].

    The row is read from its upper end ("boveneinde"), where the taking begins
    (noothoven:domino.deal-order). The end at his right must be that upper end: laying stones
    taken from the bottom back "onder aan de rij" would change nothing. So the break is a cut."""
    row = list(row)
    if not 1 <= cut < len(row):
        raise ValueError(f"the second player breaks the row by taking 1 to {len(row) - 1} stones, "
                         f"not {cut} [{P_BREAK}]")
    return row[cut:] + row[:cut]


def taking_order(first: int, players: int) -> list[int]:
    """The order of taking stones from the row: "degene die het laatst moet spelen den eersten
    steen ...; hij die den eersten zet heeft, neemt den tweeden" [noothoven:domino.deal-order],
    so the player without the first move takes first [noothoven:domino.take-tiles]. Play goes
    round to the right (seat + 1); with three or more players the others follow in playing order
    (unspecified in source)."""
    last = (first - 1) % players
    return [last] + [(first + i) % players for i in range(players - 1)]


def deal_from_row(row: Sequence[Tile], first: int, players: int,
                  tiles_each: int) -> tuple[list[Tiles], Tiles, list[int]]:
    """Each takes one stone in turn from the upper end of the broken row until each has the
    agreed number; the rest is laid aside [noothoven:domino.deal-order, noothoven:domino.stock].
    Returns the hands, the stones laid aside, and the seat that took each dealt stone."""
    order = taking_order(first, players)
    hands = [0] * players
    takers = []
    for i in range(players * tiles_each):
        seat = order[i % players]
        hands[seat] |= 1 << row[i]
        takers.append(seat)
    stock = Tiles(row[players * tiles_each:])
    return [Tiles(h) for h in hands], stock, takers


# -- settlement of one game ----------------------------------------------------------------------


def stones_each(players: int) -> int:
    """How many stones each of ``players`` takes unless more are agreed: six at the least
    [noothoven:domino.six-tiles]; for five and six players, whom six each would need 30 and 36 of
    the 28 stones [noothoven:domino.players-more], the most that fit, five and four
    (:data:`CROWDED_HANDS`; unspecified in source, after Hoyle's successors' five each)."""
    if players not in PLAYER_COUNTS:
        raise ValueError(f"Domino is played by two, or by agreement by three, four, five or "
                         f"six players, not {players!r} [{P_PLAYERS}]")
    return CROWDED_HANDS.get(players, DEFAULT_TILES)


def fits(players: int, tiles: int) -> bool:
    """Whether ``players`` may play with ``tiles`` stones each: two players, or by agreement three
    to six [noothoven:domino.players-more]; six stones each at the least, or seven, eight, nine,
    ten, twelve or fourteen [noothoven:domino.six-tiles, noothoven:domino.more-tiles]; and the
    28 stones must suffice for all hands [noothoven:domino.tiles]. Five and six players, for
    whom six do not fit, take the most that do: five and four (:data:`CROWDED_HANDS`)."""
    if players not in PLAYER_COUNTS:
        return False
    if players in CROWDED_HANDS:
        return tiles == CROWDED_HANDS[players]
    return tiles in HAND_SIZES and players * tiles <= TILE_COUNT


def winner_of_closed_game(hands: Sequence[Tiles], blocked_tie: str = "void") -> int | None:
    """The fewest pips win a closed game [noothoven:domino.closed-count]; equal fewest pips are
    unspecified in source: ``"void"`` (None: nobody wins) or ``"lightest_tile"``."""
    pips = [h.pips for h in hands]
    fewest = min(pips)
    tied = [seat for seat, p in enumerate(pips) if p == fewest]
    if len(tied) == 1:
        return tied[0]
    if blocked_tie == "void":
        return None
    if blocked_tie == "lightest_tile":
        lightest = {seat: min((t.pips for t in hands[seat]), default=0) for seat in tied}
        best = min(lightest.values())
        holders = [seat for seat in tied if lightest[seat] == best]
        return holders[0] if len(holders) == 1 else None
    raise ValueError(f"unknown rule for a tie in a closed game {blocked_tie!r}; choose one of "
                     f"{', '.join(BLOCKED_TIES)} (unspecified in source) [{P_COUNT}]")


def payments(scoring: str, winner: int, pips: Sequence[int], *, stake: int = 1,
             per_pip: int = 1) -> dict[int, int]:
    """What each loser pays the winner of a game (``"stake"`` or ``"pips"``).

    "de verliezer betaalt volgens overeenkomst de bepaalde som of wel zoo- of zooveel voor ieder
    oog, dat hij meer overhoudt dan de winner" [noothoven:domino.points-pay,
    noothoven:domino.domino-pay]. With three or more players every other player pays
    (unspecified in source)."""
    owed = {}
    for seat, kept in enumerate(pips):
        if seat == winner:
            continue
        amount = stake if scoring == "stake" else per_pip * (kept - pips[winner])
        if amount:
            owed[seat] = amount
    return owed


def written(winner: int, pips: Sequence[int]) -> int:
    """In a race the winner writes "al de oogen welke de tegenpartij overhoudt, zonder er iets af
    te trekken" [noothoven:domino.race-write, noothoven:domino.domino-pay]: every other
    player's pips, his own not subtracted."""
    return sum(p for seat, p in enumerate(pips) if seat != winner)
