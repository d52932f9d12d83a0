"""The rule data of a hand of Ombre: the booklet's forms of the game, the passages each rule
set's messages cite (by topic), and the actions a hand is played with.

An action is a cached :class:`gamelib.core.engine.Action`, one object per decision, so that a
policy's choice is found again by identity (:meth:`.state.OmbreState.apply_action`).
"""

from __future__ import annotations

from gamelib.core.cards import Card
from gamelib.core.engine import Action
from gamelib.core.names import words
from gamelib.games.ombre import bidding
from gamelib.games.ombre.order import OMBRE_DECK, order_rules
from gamelib.games.ombre.play import CardActions

SUITS = "SHDC"
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SEAT_NAMES = "ABCDE"

FORMS = {
    # form: (seats at the table, players in a hand, cards each, passage)
    "a-trois": (3, 3, 9, "noothoven:ombre.players"),
    "a-deux": (2, 2, 9, "noothoven:ombre.a-deux"),
    "a-quatre": (4, 3, 9, "noothoven:ombre.a-quatre"),
    "cinquille": (5, 5, 8, "noothoven:ombre.cinquille"),
}

#: P[rules][topic]: the passages of one rule set's messages (:data:`.order.PASSAGES`).
P = {rules: order_rules(rules).passages for rules in ("noothoven", "academie")}

# ---- the actions, made once ------------------------------------------------------------------
CARD = {c: Action("card", c, Card(c).face) for c in range(52)}
DISCARD = {c: Action("discard", c, f"discard {Card(c).face}") for c in range(52)}
CARD_LIST = [CARD[c] for c in range(52)]  # indexed by card
DISCARD_LIST = [DISCARD[c] for c in range(52)]
CARD_ACTIONS = CardActions(CARD_LIST, OMBRE_DECK.mask)  # a mask's actions: CARD_ACTIONS.of(mask)
card_actions = CARD_ACTIONS.lister()  # CARD_ACTIONS.of, asked at every card played
DISCARD_ACTIONS = CardActions(DISCARD_LIST, OMBRE_DECK.mask)
discard_actions = DISCARD_ACTIONS.lister()  # DISCARD_ACTIONS.of, asked at every discard
#: The card of each action of CARD_LIST (DISCARD_LIST), by the action's identity (they live as
#: long as the module): which card a listed action plays, found without comparing Actions.
CARD_OF = {id(action): card for card, action in enumerate(CARD_LIST)}
DISCARD_OF = {id(action): card for card, action in enumerate(DISCARD_LIST)}
TAKE = {k: Action("take", k, f"take {k}" if k else "take none") for k in range(14)}
PASS = Action("bid", "pass", "pass")
BID = {
    "noothoven": {b.key: Action("bid", b.key, b.label) for b in bidding.NOOTHOVEN_BIDS},
    "academie": {b.key: Action("bid", b.key, b.label) for b in bidding.ACADEMIE_BIDS},
}
TRUMP = {s: Action("trump", s, f"trumps {SUIT_WORDS[s]}") for s in SUITS}
GAME_LABEL = {"vraag": "ask", "sans-prendre": words("sans-prendre"),
              "vole-declaree": words("vole-declaree")}
DECLARE = {(g, s): Action("declare", (g, s), f"{GAME_LABEL[g]} in {SUIT_WORDS[s]}")
           for g in GAME_LABEL for s in SUITS}
DECLARE[("gasco", None)] = Action("declare", ("gasco", None), "gasco")
PLAY_ON = Action("vole", True, "play on for the vole")
DECLARE_SPADILLE = Action("spadille", True, "declare Spadille")
SILENT_SPADILLE = Action("spadille", False, "keep Spadille silent")
LAY_DOWN = Action("vole", False, "lay down")
REST = {
    "noothoven": (Action("rest", True, "expose the rest"),
                  Action("rest", False, "leave the rest hidden")),
    "academie": (Action("rest", True, "look at the rest and show it"),
                 Action("rest", False, "do not look")),
}
