"""The codes of the Ombre fast path: its results, contracts and actions, and a reference
engine Action as the fast path's code (:func:`encode`)."""

from __future__ import annotations

from gamelib.analysis.fast.ombre.stream import SUITS

#: Result codes of the fast path (``"unspecified"``: a split the source leaves unnamed, e.g. the
#: Académie's 1-4-4, settled as a remise; the booklet's 3-4-2 and a failed vole-déclarée).
RESULTS = ("all-pass", "win", "remise", "codille", "vole", "failed-vole", "spadille-undeclared",
           "unspecified", "remise-royale")
#: Contract codes (-1: none), the Académie's ladder (academie:bid.contracts).
CONTRACTS = ("ask-leave", "retourne", "sans-prendre", "vole")
#: The booklet's games by the same codes: gasco turns up the stock's top card like Retourne
#: (noothoven:ombre.declare, noothoven:ombre.gasco).
NOOTHOVEN_CONTRACTS = ("vraag", "gasco", "sans-prendre", "vole-declaree")
#: Ranks of the bids, the action code of a bid (bidding.ACADEMIE_BIDS, bidding.NOOTHOVEN_BIDS).
BID_RANKS = {
    "academie": {"ask-leave": 1, "retourne": 2, "sans-prendre": 3, "vole": 4},
    "noothoven": {"vraag": 1, "vraag-favourite": 2, "gasco": 3, "sans-prendre": 4,
                  "vole-declaree": 5},
}
#: The booklet's declared games as action codes: 50 + 4 x game + suit, gasco 62.
DECLARED = {"vraag": 0, "sans-prendre": 1, "vole-declaree": 2}


def encode(action, rules: str = "academie") -> int:
    """A reference engine Action as the fast path's action code (see :data:`ACTION_CODES`)."""
    kind, value = action.kind, action.value
    if kind == "bid":
        return 0 if value == "pass" else BID_RANKS[rules][value]
    if kind == "declare":
        game, suit = value
        return 62 if game == "gasco" else 50 + 4 * DECLARED[game] + SUITS.index(suit)
    if kind == "trump":
        return 10 + SUITS.index(value)
    if kind == "spadille":
        return 20 + int(bool(value))
    if kind == "rest":
        return 30 + int(bool(value))
    if kind == "vole":
        return 40 + int(bool(value))
    if kind == "discard":
        return 100 + value
    if kind == "take":
        return 200 + value
    if kind == "card":
        return 300 + value
    raise ValueError(f"not an Académie Ombre action: {action!r}")


#: How the fast path writes an action: bids 0 (pass), their rank; trumps 10 + suit; the
#: booklet's declarations 50 + 4 x game + suit (vraag, sans-prendre, vole-declaree), gasco 62;
#: Spadille 20/21; rest 30/31; vole 40 (lay down) / 41 (play on); discards 100 + card; takes
#: 200 + count; cards played 300 + card.
ACTION_CODES = "bid 0..4, trump 10..13, spadille 20..21, rest 30..31, vole 40..41, " \
               "discard 100+card, take 200+k, card 300+card"
