"""Engelmann's worked examples of Casino (1798) as data, replayed by the tests and the notebook:
the four-player round ("engelmann:casino.example-deal" ff.), the three-player finish
("engelmann:casino.three-example-deal"), and scripted deals for law 6 at the last card and the
last trick ("engelmann:casino.law-clear", "engelmann:casino.example-last").
"""

from __future__ import annotations

from gamelib.core.cards import CardSet, deck
from gamelib.core.engine import get_game
from gamelib.games.casino.game import CasinoState, Move
from gamelib.games.casino.rules import HAND_SIZE

# A deals; B, C, D, A play. Suits are not printed (unspecified in source) and are chosen here.
# The printed text skips C's third card and has A's seven take "die Sieben, die B geſpielt",
# although B's first seven had already cleared the table. Read here: a compositor's eye-skip
# between two identical phrases "ſo giebt er eine zu," lost "dieſe ſey eine Sieben. C könnte
# auch nicht paaren, ſo giebt er eine zu," - so B trailed a second seven and C the queen, and the
# text's "die B geſpielt" stands. The reading aid's alternative (C trailed the seven, "B" a slip
# for "C") is replayed as well: both reach the table the text prints.
EXAMPLE_SETUP = {
    "table": "AH 2C 4D 7S",
    "hands": ["JH 8C 7C AD", "7H KS 7D 3C", "QD TC QS AS", "QC 9H 8S 5D"],  # A, B, C, D
}
EXAMPLE_MOVES = [
    "7H takes 7S 4D 2C AH",  # B clears the table [engelmann:casino.example-clear]
    "QD trails",             # C: a queen [engelmann:casino.example-clear]
    "QC takes QD",           # D clears the table again
    "JH trails", "KS trails", "TC trails", "9H trails", "8C trails",  # [engelmann:casino.example-round-1]
    "7D trails",             # B (the line the eye-skip lost)
    "QS trails",             # C: "dieſe ſey eine Dame" [engelmann:casino.example-round-2]
    "8S takes 8C",           # D takes A's eight
    "7C takes 7D",           # A takes "die Sieben, die B geſpielt"
    "3C trails", "AS trails", "5D trails",  # [engelmann:casino.example-round-3]
    "AD takes AS",           # A takes C's ace
]
AID_SETUP = {"table": "AH 2C 4D 7S",
             "hands": ["JH 8C 7C AD", "7H KS QH 3C", "QD TC 7D AS", "QC 9H 8S 5D"]}
AID_MOVES = EXAMPLE_MOVES[:8] + ["QH trails", "7D trails"] + EXAMPLE_MOVES[10:]

THREE_FINISH_ITEMS = [  # Engelmann's last deal: who wins what [engelmann:casino.three-example-deal]
    ("big casino", 2, 0), ("little casino", 1, 1), ("cards", 3, 1), ("spades", 1, 2),
    ("ace of spades", 1, 0), ("ace of clubs", 1, 0), ("ace of hearts", 1, 2),
    ("ace of diamonds", 1, 2),
]


# A whole deal of three that ends as Engelmann's last deal counts: A wins big casino and the aces
# of clubs and spades, B little casino and the cards, C the spades and the aces of hearts and
# diamonds, and nobody clears the table. [engelmann:casino.three-example-deal]
THREE_FINISH_DEAL = {
    "hands": ["KS 5H 3H 5D", "QH 9H 7H 5C", "8D 4D AC 9C"],
    "table": "QC TC 8S 6C",
    "stock": "9D 5S AS 2C 7D QD 2D JC AD 9S 8H 3C 8C 6D JH KC 7C 6S 2S QS TD TH 4C KH 2H AH "
             "4H KD TS 3D 7S 6H 3S JS JD 4S",
}
THREE_FINISH_MOVES = [
    "QH takes QC", "8D takes 8S", "KS trails", "5C trails", "9C trails", "5D takes 5C",
    "9H takes 9C", "4D trails", "3H trails", "7H takes 4D 3H", "AC trails", "5H trails",
    "5S takes 5H", "JC trails", "9S trails", "9D takes 9S", "2D trails", "3C takes 2D AC",
    "2C trails", "QD trails", "8H takes 6C 2C", "AS trails", "7D trails", "AD trails",
    "JH takes JC", "QS takes QD", "TD takes TC", "KC takes KS", "7C takes 7D", "TH trails",
    "6D trails", "6S takes 6D", "4C trails", "8C trails", "2S trails", "KH trails",
    "2H takes 2S", "TS takes TH", "4S takes 4C", "KD takes KH", "7S trails", "3S trails",
    "4H trails", "3D takes 3S", "JS trails", "AH trails", "6H takes 4H AH AD", "JD Kehraus",
]


def laid_and_paired(cards: str) -> list[str]:
    """Moves that lay each card of ``cards`` and take it at once with the next card of its name
    (the cards of each name in pairs): a stretch of play that leaves the rest of the table."""
    by_rank: dict[str, list[str]] = {}
    for card in CardSet(cards):
        by_rank.setdefault(card.rank, []).append(str(card))
    moves = []
    for same in by_rank.values():
        if len(same) % 2:
            raise ValueError(f"{' '.join(same)}: cards of one name are laid and paired two by two")
        for laid, taker in zip(same[::2], same[1::2]):
            moves += [f"{laid} trails", f"{taker} takes {laid}"]
    return moves


def _rest_of_pack(*used: str) -> str:
    return " ".join(str(c) for c in deck("full") - CardSet(" ".join(used)))


def scripted_deal(players: int, table: str, moves: list[str], **options) -> CasinoState:
    """A first deal (A deals) whose 48 cards are played as ``moves`` says ("9S trails",
    "5S takes 2S 3S", "QD Kehraus"), in turn from B: each player is dealt, round by round, the
    cards he plays. [engelmann:casino.law-deal]"""
    if len(moves) != 48 or len({m.split()[0] for m in moves}) != 48:
        raise ValueError("a deal plays 48 different cards after the four on the table "
                         "[engelmann:casino.law-deal]")
    cards = [m.split()[0] for m in moves]
    per_round = HAND_SIZE * players
    rounds = []
    for start in range(0, len(cards), per_round):
        hands: list[list[str]] = [[] for _ in range(players)]
        for i, card in enumerate(cards[start:start + per_round]):
            hands[(1 + i) % players].append(card)
        rounds.append(hands)
    order = [(1 + i) % players for i in range(players)]        # B first, the dealer last
    stock = [c for hands in rounds[1:] for seat in order for c in hands[seat]]
    return get_game("casino", players=players, **options).new_initial_state(
        0, hands=[" ".join(h) for h in rounds[0]], table=table, stock=" ".join(stock))


# Law 6 at the end of a deal [engelmann:casino.law-clear]. Two players, A deals: the table
# 9S AS 9H AH lies untouched while B lays a card and A pairs it, 23 times; then B lays the ten
# of clubs and A's last card, great Casino, takes it by its pair and the other four by two sums
# of ten: the table is cleared with the last card of the deal.
LAST_CARD_CLEARS = ("9S AS 9H AH",
                    laid_and_paired(_rest_of_pack("9S AS 9H AH TC TD"))
                    + ["TC trails", "TD takes TC 9S AS 9H AH"])
# The same with the dealer's court card: B takes the nine and then every card A lays, and A's
# last card, a queen, takes the three queens left, every one its pair.
LAST_COURT_PAIRS = ("QS QH QC 9S",
                    ["9C takes 9S"] + laid_and_paired(_rest_of_pack("QS QH QC 9S 9C QD"))
                    + ["QD Kehraus"])
# The last capturer takes the cards laid after it [engelmann:casino.example-last]. Four
# players, A deals, the four kings on the table from the first card to the last; cards laid
# and paired, two sums (5 = 2 + 3, 7 = 2 + 5); in the last trick B lays the eight of spades, C
# pairs it, and D's three and A's seven can take nothing and are laid to the table.
LAST_TRICK = ("KS KH KD KC",
              laid_and_paired(_rest_of_pack("KS KH KD KC 2S 3S 5S 2H 5H 7H 8S 8H 3H 7S"))
              + ["2S trails", "3S trails", "5S takes 2S 3S", "2H trails", "5H trails",
                 "7H takes 2H 5H", "8S trails", "8H takes 8S", "3H trails", "7S trails"])


def replay(state: CasinoState, moves) -> list[Move]:
    """Play a list of move labels in order and return the moves made (for worked examples)."""
    start = len(state.moves)
    for label in moves:
        state.apply_action(label)
    return state.moves[start:]
