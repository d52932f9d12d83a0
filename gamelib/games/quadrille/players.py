"""A plain card player for demonstrations: the booklet's "Speel troef uit" for the side that
plays the game, and the common sense of trick games for everyone.

* leading, a player of the declaring side who holds trumps leads his highest trump ("Speel
  troef uit", noothoven:quadrille.solo-black-1); anyone else leads his highest card;
* following, he takes the trick as cheaply as he can, unless his partner already holds it;
  otherwise he plays his lowest legal card;
* in the auction the holder of Spadille opens with the lowest contract his hand allows if
  nobody has bid yet, and everyone else passes;
* every other decision (trumps, kings, exchanges) takes the first legal action.

It uses only what :meth:`QuadrilleState.information` gives a player: his hand, the trick, the
declarer, and the hidden partner only once he has shown himself.
"""

from __future__ import annotations

from gamelib.core.engine import Action
from gamelib.games.ombre.order import STRENGTH, SUIT_OF, TRUMP_MASK
from gamelib.games.ombre.play import winner_index
from gamelib.games.quadrille.rules import SPADILLE


def _power(card: int, led: int, t: int) -> int:
    s = STRENGTH[t][card]
    if s >= 100:
        return s
    return s if SUIT_OF[t][card] == SUIT_OF[t][led] and not TRUMP_MASK[t] >> led & 1 else -1


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
    t = state.t
    mine = seat == state.declarer or seat == state.aide
    trick = state.trick
    if not trick:
        if mine:
            trumps = [a for a in legal if TRUMP_MASK[t] >> a.value & 1]
            if trumps:
                return max(trumps, key=lambda a: STRENGTH[t][a.value])
        return max(legal, key=lambda a: STRENGTH[t][a.value])
    led = trick[0]
    n = state.game.num_players
    holder = (state.leader + winner_index(trick, t)) % n
    if holder in _friends(state, seat):
        return min(legal, key=lambda a: STRENGTH[t][a.value])
    best = max(_power(c, led, t) for c in trick)
    winners = [a for a in legal if _power(a.value, led, t) > best]
    if winners:
        return min(winners, key=lambda a: _power(a.value, led, t))
    return min(legal, key=lambda a: STRENGTH[t][a.value])


def _friends(state, seat: int) -> set[int]:
    """The players ``seat`` knows to be on his side (the hidden partner only once shown)."""
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


def solo_trials(hand, n: int, seed: int = 0) -> float:
    """The share of ``n`` deals in which a booklet example solo hand (a :class:`BookHand`) wins,
    the other thirty cards dealt at random and all four seats played by :func:`plain_player`.

    The hand sits at the dealer's right (first to speak and to lead), announces solo, the others
    pass, and he names the hand's trumps. The favourite is a suit other than trumps, so that
    nothing is doubled (it changes no trick)."""
    import numpy as np

    from gamelib.core.engine import play
    from gamelib.games.quadrille.game import QuadrilleGame

    game = QuadrilleGame(rules="noothoven")
    rng = np.random.default_rng(seed)
    other = next(s for s in "SHDC" if s != hand.trump)
    wins = 0
    for _ in range(n):
        hands = game.deal_around({0: hand.cards}, seed=rng)
        state = game.new_initial_state(seed=rng, hands=hands, dealer=3, favourite=other)
        for label in ("solo", "pass", "pass", "pass", f"trumps {_SUIT_WORDS[hand.trump]}"):
            state.apply_action(label)
        play(state, plain_player)
        wins += state.outcome == "won"
    return wins / n


_SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
