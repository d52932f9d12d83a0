"""What the sources' advice plays at a decision, and why: the rule of thumb in words and the
passage it comes from, for the coach's hint and review.

    from gamelib.players.reasons import book_pick
    pick = book_pick(state)       # pick.action, pick.reason, pick.passage (None: no passage)

The pick is the advice player's own choice (:func:`gamelib.players.advice_for`); the reason
names the rule that chose it, read from the same counts the player uses. Where the source gives
no advice for a decision the pick is None and the reason says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamelib.core.cards import SUIT_NAMES
from gamelib.core.engine import Action, State
from gamelib.players import advice_for, make_policy
from gamelib.players.advice import (
    OMBRE_ASK,
    OMBRE_ASK_EXPERIENCED,
    OMBRE_SANS_PRENDRE,
    QUADRILLE_ASK,
    _ombre_deck,
    best_trump,
)

#: Who gives the advice, per game.
ADVISERS = {"ombre": "the booklet", "quadrille": "the booklet", "piquet": "Engelmann",
            "boston": "Engelmann", "tresette": "Engelmann", "connections": "Engelmann",
            "piquesept": "Engelmann", "casino": "Engelmann", "domino": "the booklet"}

#: The play of the cards as the books' players take it (unspecified in source).
PLAY_SILENT = ("the book is silent here; its player follows common practice: take the trick as "
               "cheaply as he can unless his partner holds it, else play his lowest card")
LEAD_TRUMPS = ("the side that plays the game leads trumps while an opponent may hold one "
               "(\"Speel troef uit\")", "noothoven:quadrille.solo-black-1")


@dataclass(frozen=True)
class BookPick:
    """The advice's action (None: the source gives no advice here), why, and the passage."""

    action: Action | None
    reason: str
    passage: str | None = None
    adviser: str = "the book"


def book_pick(state: State, seat_policy: str | None = None) -> BookPick:
    """What the source's advice plays now and why (see the module docstring);
    ``seat_policy`` names the advice player (default: the game's, advice_for)."""
    game = state.game.name
    adviser = ADVISERS.get(game, "the source")
    name = seat_policy or advice_for(game)
    if name == "random":
        return BookPick(None, f"{adviser} gives no advice for {game.capitalize()}'s "
                        "decisions", None, adviser)
    action = make_policy(name, 0)(state)
    reason, passage = _why(state, action, name)
    if reason is None:
        return BookPick(None, passage, None, adviser)
    reason = reason.removeprefix(f"{action}: ")  # the pick is said beside it
    return BookPick(action, reason, passage, adviser)


def _why(state, action: Action, name: str) -> tuple[str | None, str | None]:
    game = state.game.name
    if game == "ombre":
        return _ombre(state, action, name)
    if game == "quadrille":
        return _quadrille(state, action)
    if game == "piquet":
        return _piquet(state, action)
    if game == "boston":
        return _boston(state, action)
    return f"{action}: the source's player", None


def _suit(letter: str) -> str:
    return SUIT_NAMES.get(letter, letter)


def _card_reason(state, action: Action) -> tuple[str, str | None]:
    """The books' card play, as :func:`gamelib.players.advice.choose_card` takes it."""
    if not state.trick and action.kind == "card":
        return LEAD_TRUMPS if _leads_trump(state, action) else (
            "leading: the highest card (the book is silent; common practice)", None)
    return PLAY_SILENT, None


def _leads_trump(state, action) -> bool:
    from gamelib.games.ombre.order import TRUMP_MASK

    t = state.trump if state.game.name == "ombre" else state.t
    return t is not None and t >= 0 and bool(TRUMP_MASK[t] >> int(action.value) & 1)


def _ombre(state, action: Action, name: str) -> tuple[str, str | None]:
    phase = state.phase
    bar = OMBRE_ASK_EXPERIENCED if name == "ombre-booklet-experienced" else OMBRE_ASK
    if phase == "bid":
        suit, tricks = best_trump(state.hands[state.speaker], deck=_ombre_deck(state))
        count = f"this hand counts {tricks:g} sure tricks with {_suit(suit)} trumps"
        if action.value == "sans-prendre":
            return (f"{action}: {count}; the booklet plays sans prendre on five",
                    "noothoven:ombre.sans-prendre")
        if str(action) == "pass":
            return (f"pass: {count}; the booklet asks only on {bar:g} "
                    "(\"op drie vaste trekken\")", "noothoven:ombre.ask-rule")
        return (f"{action}: {count}; {bar:g} are enough to ask", "noothoven:ombre.ask-rule")
    if phase in ("trump", "declare"):
        suit, tricks = best_trump(state.hands[state.ombre], deck=_ombre_deck(state))
        game = "sans prendre" if tricks >= OMBRE_SANS_PRENDRE else "the ask"
        return (f"{action}: {_suit(suit)} make the most sure tricks ({tricks:g}), enough for "
                f"{game}", "noothoven:ombre.ask-rule")
    if phase == "exchange":
        if action.kind == "take":
            return ("take: what is left is worth keeping (trumps and kings are kept; the first "
                    "Ally with a poor hand leaves five cards for the second)",
                    "noothoven:ombre.advice-discard")
        return (f"{action}: discard to make a void (\"trachten om een renonce te maken\"), the "
                "shortest plain suit first, its lowest card first", "noothoven:ombre.advice-discard")
    if phase == "vole":
        return ("the vole is left to the player; the booklet's player goes on only when every "
                "card he holds is a master trump", "noothoven:ombre.vole-going-on")
    if phase == "rest":
        return ("the rest of the stock stays hidden: showing it helps nobody of his own side",
                "noothoven:ombre.rest-of-stock")
    if phase == "play":
        return _card_reason(state, action)
    return str(action), None


def _quadrille(state, action: Action) -> tuple[str, str | None]:
    phase = state.phase
    if phase == "bid":
        suit, tricks = best_trump(state.hands[state.current_player()])
        count = f"this hand counts {tricks:g} sure tricks with {_suit(suit)} trumps"
        if str(action) == "pass":
            return (f"pass: {count}; the booklet asks on {QUADRILLE_ASK:g}",
                    "noothoven:quadrille.ask-rule")
        if action.value == "solo":
            return (f"solo: {count}, as good as the booklet's own solo hands",
                    "noothoven:quadrille.solo")
        if action.value in ("gasco", "casco"):
            return (f"{action}: both black aces and a void", "noothoven:quadrille.gasco-advice")
        return f"{action}: {count}", "noothoven:quadrille.ask-rule"
    if phase == "call":
        if state.game.modern:
            return (f"{action}: the king of the suit he holds most of", "hoe-speel-je:tips.call")
        return (f"{action}: the king of a short suit, never of a void",
                "noothoven:quadrille.call-advice")
    if phase == "trump":
        suit, tricks = best_trump(state.hands[state.current_player()])
        return (f"{action}: {_suit(suit)} make the most sure tricks ({tricks:g})",
                "noothoven:quadrille.ask-rule")
    if phase == "play":
        return _card_reason(state, action)
    return (f"{action}: the book is silent here; its player takes the plainest choice "
            "(unspecified in source)", None)


def _piquet(state, action: Action) -> tuple[str, str | None]:
    if action.kind in ("discard", "take"):
        return (f"{action}: keep the longest suit, the sequences and the sets (\"behält man "
                "zuvörderſt diejenigen Farben, worin die meiſten Blätter\"), throw the rest, the "
                "shortest suit first", "engelmann:piquet.advice-discard")
    if action.kind == "declare":
        return f"{action}: declare what he holds", "engelmann:piquet.rummel"
    if action.kind == "card":
        if not state.trick:
            return ("lead the highest card of the longest suit (Engelmann is silent on the "
                    "play; common practice)", None)
        return ("take the trick as cheaply as he can, else play his lowest card (Engelmann is "
                "silent on the play; common practice)", None)
    return str(action), None


def _boston(state, action: Action) -> tuple[str | None, str | None]:
    misery_player = (state.phase == "play" and state.contract is not None
                     and state.contract.misery and state.turn == state.bidder)
    if misery_player:
        return (f"{action}: put on the highest card sure to be beaten rather than the smallest "
                "(\"lieber das erſtemal eine höhere Karte aufſetzen\")",
                "engelmann:boston.misery-hardest")
    return None, "Engelmann advises only the Misery player; the book is silent here"


__all__ = ["ADVISERS", "BookPick", "book_pick"]
