"""Why an action is refused: the rule a Quadrille action breaks, and its passage.

:meth:`QuadrilleState.why_illegal` asks :func:`why_illegal`, which reads the phase of the hand
and the action (an Action or its label) and names the rule: the ladder
(noothoven:quadrille.ladder, hoe-speel-je:bidding.order), the call, the aide's trumps, the
misère's trumps, following suit and the matadors (through
:func:`gamelib.games.ombre.play.why_not`), the modern page's called King.
"""

from __future__ import annotations

from typing import Any

from gamelib.core.cards import Card, CardSet
from gamelib.core.engine import Action, IllegalAction, State
from gamelib.games.ombre.order import SUIT_OF
from gamelib.games.ombre.play import why_not
from gamelib.games.quadrille.rules import RuleSet, allows

def why_illegal(state: State, action: Any) -> IllegalAction:
    """The rule, with its passage, that ``action`` (not legal now) breaks in ``state``, a
    :class:`gamelib.games.quadrille.state.QuadrilleState` (which asks; this module below it
    names no state)."""
    ps = state.rules.passage
    if state.phase == "end":
        return IllegalAction("the hand is over: no action can be taken")
    text = str(action).strip().lower() if not isinstance(action, Action) else ""
    value = action.value if isinstance(action, Action) else None
    seat = state.to_move
    if state.phase == "show":
        return IllegalAction(
            "misère ouverte: after the first trick, before the second lead, the misère "
            "player must lay his hand open ('lay hand open') before any card is played",
            ps("show"))
    if state.phase == "bid":
        if isinstance(action, Action):
            known = action.kind == "bid" and any(c.key == value for c in state.rules.contracts)
            key = value if known else None
        else:
            key = _contract_by_label(state.rules, text)
        if key is None:
            return IllegalAction(
                f"{action!s}: in the auction a player passes or announces a contract of the "
                f"ladder ({', '.join(c.label for c in state.game.contracts)})", ps("ladder"))
        c = state.rules.contract(key)
        if c not in state.game.contracts:
            return IllegalAction(f"{c.label} is not played under these options", ps("ladder"))
        if not allows(c, state.hands[seat], state.game.holdings):
            return IllegalAction(
                f"{c.label} needs {state.game.holdings[c.needs][1]}; {_whose(state)}'s hand "
                "does not allow it", c.passage)
        return IllegalAction(f"{c.label} is not higher than {state.high.label}: every "
                             "announcement must go above the last", ps("ladder"))
    if state.phase == "call":
        king = value if value is not None else _card_in(text)
        if king is not None and state.phase == "call":
            if state.hands[state.declarer] >> king & 1:
                return IllegalAction(
                    f"{Card(king)} is the declarer's own king: the holder of the called king "
                    "is his partner (aide), another player", ps("call"))
            if state.game.modern and state.trump and Card(king).suit == state.trump:
                return IllegalAction(f"{Card(king)} is the king of trumps: the Hombre calls "
                                     "a non-trump King", ps("call"))
        return IllegalAction(f"{action!s}: now {_whose(state)} calls a king "
                             f"({', '.join(str(a) for a in state.legal_actions())})", ps("call"))
    if state.phase == "trump":
        if state.to_move != state.declarer and state.called is not None:
            if state.game.modern:
                return IllegalAction(
                    f"the King called ({Card(state.called)}) is a non-trump King ('een "
                    "niet-troef Heer'): its holder may not make its suit trumps",
                    ps("aide-trump"))
            return IllegalAction(
                f"the aide may not make the suit of the called king ({Card(state.called)}) "
                "trumps", ps("aide-trump"))
        if state.contract.family in ("misere", "misere-ouverte"):
            return IllegalAction("misère: trumps must be the suit of which the player holds "
                                 "the fewest cards", ps("misere-trump"))
        return IllegalAction(f"{action!s}: {_whose(state)} names trumps now", ps("ladder"))
    if state.phase == "play":
        if isinstance(action, Action):
            card = value if action.kind == "card" and value in range(52) else None
        else:
            card = _card_in(text) if len(text.split()) == 1 else None
        if card is None or state.legal_card_mask() >> card & 1:
            return IllegalAction(f"{action!s}: a card is to be played by {_whose(state)}",
                                 ps("lead"))
        if not state.hands[seat] >> card & 1:
            return IllegalAction(f"{Card(card)} is not in {_whose(state)}'s hand", ps("follow"))
        if state.game.modern and state.called is not None and seat == state.aide and \
                state.contract.partner == "called" and state.hands[seat] >> state.called & 1:
            if not state.trick and card == state.called:
                return IllegalAction("the called King may not be led by its holder",
                                     ps("called-king"))
            if state.trick and card != state.called and \
                    SUIT_OF[state.t][state.called] == SUIT_OF[state.t][state.trick[0]]:
                return IllegalAction("the called King must be played when its suit is led",
                                     ps("called-king"))
        err = why_not(card, CardSet(state.hands[seat]), [Card(c) for c in state.trick],
                      state.trump, state.rules.order)
        return IllegalAction(err.rule, err.passage)
    if state.phase in ("buy", "give"):
        return IllegalAction(f"{action!s}: the mediateur buys a king he lacks and gives one "
                             "of his cards for it", ps("mediateur"))
    if state.phase in ("dimid_give", "dimid_return"):
        return IllegalAction(f"{action!s}: the Dimidiator's exchange: the Hombre gives "
                             "cards, the King's holder returns as many", ps("dimidiator"))
    return IllegalAction(f"{action!s} is not allowed now; allowed: "
                         f"{', '.join(str(a) for a in state.legal_actions())}", ps("vole"))


def _whose(state: State) -> str:
    """The seat to move, by its name."""
    return state.game.seats[state.to_move]


def _contract_by_label(rules: RuleSet, text: str) -> str | None:
    """The key of the contract a text names ("bid gasco", "gasco", its key "misere-ouverte" or
    its label with a hyphen, "misère-ouverte"), or None."""
    words = text.split(" ", 1)
    if words and words[0] == "bid" and len(words) > 1:
        text = words[1]
    for c in rules.contracts:
        if text in (c.label.lower(), c.key) or text.replace("-", " ") == c.label.lower():
            return c.key
    return None


def _card_in(text: str) -> int | None:
    """The last card a text names ("play AS" -> AS), or None."""
    for word in reversed(text.split()):
        try:
            return int(Card(word))
        except ValueError:
            continue
    return None
