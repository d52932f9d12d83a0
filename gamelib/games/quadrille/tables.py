"""Tables for readers: the two Quadrilles side by side, the example hands, the tariffs.

Plain rows (lists of dicts) so that a notebook can show them with pandas and a test can check
them; every figure in them is read from the rule data, not typed in again.
"""

from __future__ import annotations

from fractions import Fraction

from gamelib.games.ombre.order import trump_order
from gamelib.games.quadrille.hands import BOOK_HANDS
from gamelib.games.quadrille.payment import modern_due
from gamelib.games.quadrille.rules import (
    CODILLE_FACTOR,
    HOE_SPEEL_JE,
    NOOTHOVEN,
    NOOTHOVEN_TARIFF,
    NOOTHOVEN_VOLE,
    SOLO_PREMIUM,
    VOLE_BONUS,
    VOLE_FACTOR,
)


def book_hands_table() -> list[dict]:
    """One row per example hand: cards, trump, advice, odds as printed and as a probability."""
    rows = []
    for h in BOOK_HANDS.values():
        order = trump_order(h.trump)
        cards = sorted(h.cards, key=lambda c: (order.index(c) if c in order else 20 + c))
        rows.append({
            "hand": h.key, "contract": h.contract, "trumps": h.trump,
            "cards": " ".join(str(c) for c in cards), "advice": h.advice,
            "odds": h.odds_printed, "p(win)": float(h.probability) if h.probability else None,
            "passage": h.passage, "note": h.note,
        })
    return rows


def booklet_tariff_table() -> list[dict]:
    """The booklet's tariff, a row a game, with its vole (noothoven:quadrille.pay-vraag ...)."""
    rows = []
    for c in sorted(NOOTHOVEN.contracts, key=lambda c: (c.rank, c.key)):
        if c.family == "vole-declaree":
            pay, vole = "8 x (1 + matadors + 4)", ""
        else:
            pay, vole = NOOTHOVEN_TARIFF[c.family], NOOTHOVEN_VOLE.get(c.family, c.vole or "")
        rows.append({"rank": c.rank, "game": c.label, "fiches": pay, "vole after it": vole,
                     "passage": c.pay_passage})
    return rows


def modern_payout_table(pot: int = 16) -> list[dict]:
    """What each contract of the modern page pays when won, for a given pot (the reading of
    :mod:`gamelib.games.quadrille.payment`): the side's total and a winner's share."""
    rows = []
    for c in sorted(HOE_SPEEL_JE.contracts, key=lambda c: c.rank):
        winners = 2 if c.partner == "called" else 1
        due = modern_due(c, pot, winners, 4 - winners)
        rows.append({"rank": c.rank, "contract": c.label, "winners": winners,
                     "side takes": due, "each winner": due / winners,
                     "from the opponents": max(Fraction(0), due - pot),
                     "passage": c.pay_passage})
    return rows


def comparison_table() -> list[dict]:
    """The two Quadrilles side by side: where they agree and where they part."""
    nc = ", ".join(c.label for c in sorted(NOOTHOVEN.contracts, key=lambda c: c.rank)
                   if c.biddable)
    mc = ", ".join(c.label for c in sorted(HOE_SPEEL_JE.contracts, key=lambda c: c.rank)
                   if c.biddable)
    return [
        {"topic": "players, cards", "booklet (noothoven)": "4 players, 40 cards, 10 each, no stock",
         "modern page (hoe-speel-je)": "4 players (Quintille: 5 x 8), 40 cards, 10 each, no stock",
         "passages": "noothoven:quadrille.deal; hoe-speel-je:deal.no-stock"},
        {"topic": "deal", "booklet (noothoven)": "to the right, 3, 3, 4",
         "modern page (hoe-speel-je)": "counter-clockwise, 4, 3, 3",
         "passages": "noothoven:quadrille.packets; hoe-speel-je:deal.packets"},
        {"topic": "matadors", "booklet (noothoven)": "four: Spadille, Manille, Basta, Ponto",
         "modern page (hoe-speel-je)": "three: Spadille, Manille, Basto",
         "passages": "noothoven:quadrille.forcing; hoe-speel-je:glossary.matadores"},
        {"topic": "ladder", "booklet (noothoven)": nc, "modern page (hoe-speel-je)": mc,
         "passages": "noothoven:quadrille.ladder; hoe-speel-je:bidding.order"},
        {"topic": "all pass", "booklet (noothoven)":
            "spadille-forcée: Spadille calls a king, the aide makes trumps (not the king's suit)",
         "modern page (hoe-speel-je)": "forced Spadille: an Alliance, he names trumps (variant: "
            "a new deal)", "passages": "noothoven:quadrille.spadille-forcee; "
            "hoe-speel-je:bidding.forced-spadille"},
        {"topic": "called king", "booklet (noothoven)": "the aide keeps silent until he must "
            "play the king", "modern page (hoe-speel-je)": "a non-trump King; it must fall to "
            "its suit and may not be led by its holder", "passages":
            "noothoven:quadrille.aide-secret; hoe-speel-je:play.called-king"},
        {"topic": "mediateur", "booklet (noothoven)": "buys a named king for a card and a fiche "
            "(2 in the favourite), plays alone", "modern page (hoe-speel-je)":
            "a variant 'draw from the rest' without a stock (read as the booklet's)",
         "passages": "noothoven:quadrille.mediateur; hoe-speel-je:variants.mediateur"},
        {"topic": "money", "booklet (noothoven)": "fiches by tariff, each game from each opponent",
         "modern page (hoe-speel-je)": "a shared pot, shares and multipliers",
         "passages": "noothoven:quadrille.pay-fiches; hoe-speel-je:intro.pot"},
        {"topic": "win", "booklet (noothoven)": "six tricks: the tariff, premières +1, "
            "matadors", "modern page (hoe-speel-je)": "six tricks: the pot (Alliance), x1.5, x2, "
            f"pot + {SOLO_PREMIUM} from each (Solo)", "passages":
            "noothoven:quadrille.six-tricks; hoe-speel-je:object"},
        {"topic": "remise (5 tricks)", "booklet (noothoven)": "the losers pay the same tariff",
         "modern page (hoe-speel-je)": "nobody pays; the pot is carried to the next hand, "
            "doubled",
         "passages": "noothoven:quadrille.pay-remise-end; hoe-speel-je:pay.remise"},
        {"topic": "codille (4 or fewer)", "booklet (noothoven)": "the asker alone pays each "
            "opponent the tariff + 1; the aide is excused (spadille-forcée too; Hoyle's reading, "
            "an option: the two pay as at remise)", "modern page (hoe-speel-je)":
            f"the defenders share the pot; the Hombre pays {CODILLE_FACTOR} x the stake",
         "passages": "noothoven:quadrille.pay-codille; hoe-speel-je:pay.codille"},
        {"topic": "vole", "booklet (noothoven)": "+4 or +6 fiches; going on after the sixth "
            "trick undertakes it, a failure is deducted; vole déclarée 8 x",
         "modern page (hoe-speel-je)": f"x{VOLE_FACTOR} the payout, +{VOLE_BONUS} from each "
            "opponent if announced before the first trick", "passages":
            "noothoven:quadrille.pay-vole; hoe-speel-je:pay.vole"},
        {"topic": "premières", "booklet (noothoven)": "+1 for the first six tricks",
         "modern page (hoe-speel-je)": "none", "passages": "noothoven:quadrille.pay-premieres"},
        {"topic": "favourite", "booklet (noothoven)": "an ask in it outranks an ask; it doubles "
            "every payment", "modern page (hoe-speel-je)": "none",
         "passages": "noothoven:quadrille.pay-favourite"},
    ]
