"""A plain Quadrille player for demonstrations (registered as ``"quadrille-plain"``): the
booklet's "Speel troef uit" for the side that plays the game, and the common sense of trick
games for everyone (:func:`gamelib.players.plain.plain_card`).

* in the auction the holder of Spadille opens with the lowest contract his hand allows if
  nobody has bid yet, and everyone else passes;
* in play the declaring side leads trumps, a follower takes the trick as cheaply as he can
  unless a partner he knows of holds it (:func:`friends`);
* every other decision (trumps, kings, exchanges) takes the first legal action.

It uses only what :meth:`gamelib.games.quadrille.state.QuadrilleState.information` gives a
player: his hand, the trick, the declarer, and the hidden partner only once he has shown
himself. The same player plays both rule sets, so that they are compared on the same deals.
"""

from __future__ import annotations

from gamelib.core.engine import Action
from gamelib.games.quadrille.rules import SPADILLE
from gamelib.players import register
from gamelib.players.plain import plain_card


def plain_player(state) -> Action:
    """The demonstration policy described in the module docstring."""
    legal = state.legal_actions()
    if state.phase == "bid":
        seat = state.current_player()
        if state.high is None and state.hands[seat] >> SPADILLE & 1 and len(legal) > 1:
            return legal[1]
        return legal[0]
    if state.phase != "play" or len(legal) == 1:
        return legal[0]
    seat = state.current_player()
    return plain_card(legal, state.trick, state.leader, state.game.num_players, state.t,
                      seat == state.declarer or seat == state.aide, friends(state, seat))


def friends(state, seat: int) -> set[int]:
    """The players ``seat`` knows to be on his side: the declarer and his aide know each other
    (a declarer his hidden aide only once shown); a defender trusts the other defenders once
    the aide is known, nobody before (noothoven:quadrille.aide-secret)."""
    declarer = state.declarer
    known = state.revealed or seat == state.aide or state.aide is None
    partner = state.aide if known else None
    others = set(range(state.game.num_players)) - {seat}
    if seat == declarer:
        return {partner} if partner is not None and partner != seat else set()
    if seat == state.aide:
        return {declarer}
    if partner is None and state.aide is not None:
        return set()  # a defender who does not yet know the aide trusts nobody
    return others - {declarer, partner}


def quadrille_plain(rng=None):
    """Policy factory of :func:`plain_player` (the generator is unused: the policy is
    deterministic)."""
    return plain_player


quadrille_plain.games = ("quadrille",)  # the games it plays (gamelib.players.games_of)
register("quadrille-plain", quadrille_plain)
