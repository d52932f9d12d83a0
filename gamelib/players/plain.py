"""Plain players for the Ombre family: the common sense of trick games, no source's advice.

They measure how the sources differ, and demonstrate a rule, by playing the same deals the
same way under each rule set; they are not advice from a source.

* :func:`plain_card`, the card play they share: leading, the declaring side leads its highest
  trump ("Speel troef uit", noothoven:quadrille.solo-black-1) and anyone else his highest card;
  following, a player takes the trick as cheaply as he can unless a partner already holds it,
  else plays his lowest legal card;
* :func:`ombre_plain_player`, one plain Ombre player for both Ombres (registered as
  ``"ombre-plain"``); Quadrille's is :func:`gamelib.players.quadrille.plain_player`.

The cards are ranked by the Ombre family's tables (:data:`gamelib.games.ombre.order.STRENGTH`,
:data:`gamelib.games.ombre.order.TAKING`), the trick's holder by
:func:`gamelib.games.ombre.play.winner_index`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from gamelib.core.cards import SUIT_NAMES, SUITS, Card
from gamelib.core.engine import Action
from gamelib.games.ombre.order import STRENGTH, SUIT_OF, TAKING, TRUMP_MASK
from gamelib.games.ombre.play import winner_index
from gamelib.players import register


def plain_card(legal: Sequence[Action], trick: Sequence[int], leader: int, players: int, t: int,
               leads_trumps: bool, friends: Collection[int]) -> Action:
    """The plain card to play among ``legal`` (cards, suit index ``t`` trump) to ``trick`` (the
    cards played so far, from the seat ``leader`` of ``players`` on): leading, the highest trump
    when ``leads_trumps`` and a trump is held, else the highest card; following, the lowest card
    when one of ``friends`` holds the trick, else the cheapest card that takes it, else the
    lowest."""
    strength = STRENGTH[t]
    if not trick:
        if leads_trumps:
            trumps = [a for a in legal if TRUMP_MASK[t] >> a.value & 1]
            if trumps:
                return max(trumps, key=lambda a: strength[a.value])
        return max(legal, key=lambda a: strength[a.value])
    if (leader + winner_index(trick, t)) % players in friends:
        return min(legal, key=lambda a: strength[a.value])
    worth = TAKING[t][SUIT_OF[t][trick[0]]]  # what each card is worth in this trick
    best = max(worth[c] for c in trick)
    winners = [a for a in legal if worth[a.value] > best]
    if winners:
        return min(winners, key=lambda a: worth[a.value])
    return min(legal, key=lambda a: strength[a.value])


def trumps_if(hand: int, t: int) -> int:
    """How many trumps the hand (a mask) holds when suit index ``t`` is trump."""
    return (hand & TRUMP_MASK[t]).bit_count()


def best_suit(hand: int) -> int:
    """The suit index with the most trumps; a tie goes to the suit whose trumps are worth
    more."""
    return max(range(4), key=lambda t: (trumps_if(hand, t),
                                        sum(STRENGTH[t][c] for c in range(52)
                                            if hand >> c & 1 and TRUMP_MASK[t] >> c & 1)))


#: The cards the plain Ombre keeps in the exchange, by trump suit index: trumps and kings.
_KEPT = [TRUMP_MASK[t] | sum(1 << Card("K" + s) for s in SUITS) for t in range(4)]


def ombre_plain_player(state) -> Action:
    """One plain policy for both Ombres, so that two rule sets play the same deals the same way.

    It asks (the lowest contract) when its hand holds four trumps or more in its best suit and
    nobody has bid; it names that suit; the Ombre discards every card that is neither a trump
    nor a king, the others keep their hands; in play :func:`plain_card`, the Ombre leading
    trumps and the two others partners. It stops at five straight tricks (no vole) and
    declares Spadille when forced."""
    legal = state.legal_actions()
    phase = state.phase
    if len(legal) == 1:
        return legal[0]
    if phase == "bid":
        hand = state.hands[state.speaker]
        if state.best is None and trumps_if(hand, best_suit(hand)) >= 4:
            return legal[1]
        return legal[0]
    if phase in ("declare", "trump"):
        suit = SUIT_NAMES[SUITS[best_suit(state.hands[state.ombre])]]
        for a in legal:
            if a.label in (f"ask in {suit}", f"trumps {suit}"):
                return a
        return legal[0]
    if phase == "exchange":
        return _exchange(state, legal)
    if phase == "vole":
        return next(a for a in legal if a.value is False)
    if phase == "spadille":
        return next(a for a in legal if a.value is True)
    if phase != "play":
        return legal[0]
    pos = (state.leader + len(state.trick)) % state.n
    ombre = pos == state.ombre
    return plain_card(legal, state.trick, state.leader, state.n, state.trump, ombre,
                      () if ombre else set(range(state.n)) - {state.ombre})


def _exchange(state, legal: Sequence[Action]) -> Action:
    """The plain Ombre's exchange: he discards his lowest card that is neither a trump nor a
    king, then takes; the others take what they are offered."""
    take = [a for a in legal if a.kind == "take"]
    if state.exch_order[state.exch_i] != state.ombre:
        return take[0] if take else legal[0]
    strength = STRENGTH[state.trump]
    keep = _KEPT[state.trump]
    discards = [a for a in legal if a.kind == "discard" and not keep >> a.value & 1]
    if discards:
        return min(discards, key=lambda a: strength[a.value])
    if take:
        return take[0]
    return min((a for a in legal if a.kind == "discard"), key=lambda a: strength[a.value])


def ombre_plain(rng=None):
    """Policy factory of :func:`ombre_plain_player` (the generator is unused: the policy is
    deterministic)."""
    return ombre_plain_player


ombre_plain.games = ("ombre",)  # the games it plays (gamelib.players.games_of)
register("ombre-plain", ombre_plain)
