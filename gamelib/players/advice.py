"""The sources' own advice as rule-of-thumb players, usable for any seat through the protocol.

    from gamelib.players import make_policy
    import gamelib.players.advice                                # registers the players below
    policy = make_policy("quadrille-booklet", seed=1)    # policy(state) -> a legal action

Registered players (each a factory ``factory(rng) -> policy``, see :mod:`gamelib.players`):

* ``"ombre-booklet"``: Ombre (either rule set) as the Dutch booklet advises a beginner: ask on
  three sure tricks, "op drie vaste trekken" (noothoven:ombre.ask-rule); sans-prendre on five,
  "om vijf vaste trekken te kunnen maken" (noothoven:ombre.sans-prendre); discard to make a void
  (noothoven:ombre.advice-discard); lead trumps. ``"ombre-booklet-experienced"`` asks on two and
  a half tricks, as "meer geoefende spelers" may (noothoven:ombre.ask-rule).
* ``"quadrille-booklet"``: Quadrille (either rule set): ask on three sure tricks
  (noothoven:quadrille.ask-rule), solo on a hand as good as the middle one of the booklet's
  own solo examples
  (noothoven:quadrille.solo, noothoven:quadrille.solo-examples), gasco on the black aces with a
  void (noothoven:quadrille.gasco-advice), call the king of a short suit, never of a void
  (noothoven:quadrille.call-advice; the modern page advises the opposite, the longest suit,
  hoe-speel-je:tips.call, and the player follows each page under its own rules), and "Speel troef
  uit" (noothoven:quadrille.solo-black-1) with the ask examples' leads (:func:`lead_trump`).
* ``"casino-engelmann"``: Casino after Engelmann's general rules (engelmann:casino.heading-advice):
  remember the cards (engelmann:casino.advice-1); take when one can, the aces first
  (engelmann:casino.advice-10), spades when all else is equal (engelmann:casino.advice-5); trail a
  court card when nothing can be taken (engelmann:casino.advice-2), except that the dealer keeps
  one for the Kehraus (engelmann:casino.advice-2-exceptions); otherwise the lower cards first
  (engelmann:casino.advice-4), little Casino rather than an ace (engelmann:casino.advice-9), aces
  kept back (engelmann:casino.advice-6) unless three are out (engelmann:casino.advice-7).
* ``"piquet-engelmann"``: Piquet's discard after engelmann:piquet.advice-discard (keep the longest
  suit, sequences and sets), every other decision as the game's own declaring player.

What the books leave to the player is said where it is decided ("unspecified in source"). The
*sure tricks* of a hand are not defined by the booklet; :func:`sure_tricks` is this module's
count, and its tests check it against the booklet's own example hands: every good ask of the
Ombre chapter counts at least two and a half, the good asks on average more than the weak ones,
and every sans-prendre example at least four (the booklet's "ook met vier trekken").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from gamelib.core.cards import Card, CardSet
from gamelib.core.engine import Action, State
from gamelib.games.ombre.order import (
    STRENGTH,
    SUIT_MASK,
    SUIT_OF,
    TRUMP_MASK,
    TRUMP_RANK,
    suit_index,
)
from gamelib.games.ombre.play import winner_index
from gamelib.players import AdvicePlayer, refuse_other_games, register

SUITS = "SHDC"
SPADILLE, BASTA = int(Card("AS")), int(Card("AC"))
KING = {s: int(Card("K" + s)) for s in SUITS}
QUEEN = {s: int(Card("Q" + s)) for s in SUITS}


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


# ------------------------------------------------------------------------------------------------
# The worth of a hand: sure tricks


@dataclass(frozen=True)
class TrickCount:
    """The count of :func:`sure_tricks`, item by item (for display and tests)."""

    trump: str
    trumps: float      # trumps sure or guarded
    length: float      # long trumps beyond three
    kings: float       # plain kings (and guarded queens)
    voids: float       # voids, while one holds trumps to ruff with

    @property
    def total(self) -> float:
        return self.trumps + self.length + self.kings + self.voids


def trick_count(hand: int | CardSet | Iterable, trump: str, deck: int | None = None) -> TrickCount:
    """The sure tricks of ``hand`` with ``trump`` as trumps, this module's reading of the
    booklet's "vaste trekken" (noothoven:ombre.ask-rule, noothoven:quadrille.ask-rule), which the
    booklet does not define (unspecified in source):

    * a trump counts one trick when no trump above it is missing from the hand (Spadille always,
      Manille beside Spadille), or one is missing and the hand holds a lower trump to wait with
      (the booklet's "faux-matadors" asks, noothoven:ombre.good-asks-black); half a trick when
      two are missing and it is guarded twice;
    * every trump beyond the third that has not counted already, half a trick (length);
    * a plain king, one trick with another card of its suit beside it, half a trick alone; a
      queen beside her king, or guarded ("bezet of gardée", noothoven:ombre.bezet-gardee), half;
    * a void in a plain suit, half a trick when the hand holds three trumps or more (the
      booklet's "renonce" in place of a king, noothoven:ombre.good-sp).

    ``deck`` (a mask) limits the trumps to those in the pack (Ombre à deux drops diamonds)."""
    mask = hand if isinstance(hand, int) else (hand.mask if isinstance(hand, CardSet)
                                                else CardSet(hand).mask)
    return _trick_count(mask, trump, deck)


@lru_cache(maxsize=1 << 16)
def _trick_count(mask: int, trump: str, deck: int | None) -> TrickCount:
    """:func:`trick_count` of a hand given as a mask (the players ask it again and again)."""
    t = suit_index(trump)
    tmask = TRUMP_MASK[t] if deck is None else TRUMP_MASK[t] & deck
    order = sorted(_bits(tmask), key=lambda c: TRUMP_RANK[t][c])
    mine = [c for c in order if mask >> c & 1]
    counted = set()
    trumps = 0.0
    for i, c in enumerate(order):
        if not mask >> c & 1:
            continue
        above_missing = sum(1 for d in order[:i] if not mask >> d & 1)
        below_mine = sum(1 for d in mine if TRUMP_RANK[t][d] > TRUMP_RANK[t][c])
        if above_missing == 0 or (above_missing == 1 and below_mine >= 1):
            trumps += 1.0
            counted.add(c)
        elif above_missing == 2 and below_mine >= 2:
            trumps += 0.5
            counted.add(c)
    extra = [c for c in mine if c not in counted]
    length = 0.5 * max(0, min(len(extra), len(mine) - 3))
    kings = voids = 0.0
    for s in range(4):
        if s == t:
            continue
        plain = mask & SUIT_MASK[t][s]
        n = plain.bit_count()
        suit = SUITS[s]
        if n == 0:
            if len(mine) >= 3:
                voids += 0.5
            continue
        if plain >> KING[suit] & 1:
            kings += 1.0 if n >= 2 else 0.5
            if plain >> QUEEN[suit] & 1:
                kings += 0.5
        elif plain >> QUEEN[suit] & 1 and n >= 2:
            kings += 0.5
    return TrickCount(trump, trumps, length, kings, voids)


def sure_tricks(hand, trump: str, deck: int | None = None) -> float:
    """The total of :func:`trick_count`."""
    return trick_count(hand, trump, deck).total


def best_trump(hand, suits: Iterable[str] = SUITS, deck: int | None = None) -> tuple[str, float]:
    """The suit that makes the most sure tricks as trumps, and their count; ties go to the
    suit with more trumps, then to the first in ``suits`` (S H D C)."""
    mask = hand if isinstance(hand, int) else CardSet(hand).mask
    best = None
    for s in suits:
        score = sure_tricks(mask, s, deck)
        length = (mask & TRUMP_MASK[suit_index(s)]).bit_count()
        key = (score, length)
        if best is None or key > best[0]:
            best = (key, s)
    return best[1], best[0][0]


# Thresholds, from the texts.
OMBRE_ASK = 3.0           # "op drie vaste trekken vraagt" (noothoven:ombre.ask-rule)
OMBRE_ASK_EXPERIENCED = 2.5   # "ook vragen op twee en een halven trek" (noothoven:ombre.ask-rule)
OMBRE_SANS_PRENDRE = 5.0  # "om vijf vaste trekken te kunnen maken" (noothoven:ombre.sans-prendre)
QUADRILLE_ASK = 3.0       # "drie vaste trekken" (noothoven:quadrille.ask-rule)


def quadrille_solo_threshold() -> float:
    """The median count of the booklet's ten solo examples (noothoven:quadrille.solo-examples):
    "kans ziet om ... alleen zes trekken te maken" (noothoven:quadrille.solo) gives no number of
    sure tricks, so the booklet's own solo hands set the bar: a hand as good as the middle one of
    them (computed, not typed)."""
    from gamelib.games.quadrille import BOOK_HANDS

    return float(np.median([sure_tricks(h.cards, h.trump) for h in BOOK_HANDS.values()
                            if h.contract == "solo"]))


_SOLO_BAR: float | None = None


def _solo_bar() -> float:
    global _SOLO_BAR
    if _SOLO_BAR is None:
        _SOLO_BAR = quadrille_solo_threshold()
    return _SOLO_BAR


# ------------------------------------------------------------------------------------------------
# Card play shared by Ombre and Quadrille


def _power(card: int, led: int, t: int) -> int:
    s = STRENGTH[t][card]
    if s >= 100:
        return s
    return s if SUIT_OF[t][card] == SUIT_OF[t][led] and not TRUMP_MASK[t] >> led & 1 else -1


def lead_trump(trumps: list[Action], outstanding: int, t: int, partnered: bool) -> Action:
    """The trump to lead for the side that plays the game, "Speel troef uit"
    (noothoven:quadrille.solo-black-1), as the booklet's ask examples lead:

    * with a partner, the masters (trumps above every trump still out) are kept and the highest
      other trump is led: Spadille and Manille with low ones, "begint men met een lage troef"
      (noothoven:quadrille.ask-black-1); Spadille and ponto, "met troef heer"
      (noothoven:quadrille.ask-black-2-end); without the master, the highest: "Men begint met
      manille" (noothoven:quadrille.ask-black-3), "Speel basta uit"
      (noothoven:quadrille.ask-black-6), "Speel ponto uit" (noothoven:quadrille.ask-black-8);
      all trumps masters, the highest;
    * alone (solo, the Ombre), trumps are drawn from the top: the highest trump.
    """
    strength = STRENGTH[t]
    ordered = sorted(trumps, key=lambda a: -strength[a.value])
    if not partnered:
        return ordered[0]
    top_out = max((strength[c] for c in _bits(outstanding)), default=-1)
    others = [a for a in ordered if strength[a.value] < top_out]
    return others[0] if others and len(others) < len(ordered) else ordered[0]


def choose_card(legal: list[Action], hand: int, trick: list[int], t: int, holder_friendly: bool,
                attacking: bool, unseen: int, avoid_tricks: bool = False,
                partnered: bool = False) -> Action:
    """A card by the books' play for a side: ``attacking`` is the side that plays the game.

    * Leading, the attacking side draws trumps while an opponent may still hold one
      (:func:`lead_trump`); with no trump out it cashes its highest card. The defence leads its
      highest card (unspecified in source).
    * Following, a player whose partner holds the trick plays low; otherwise he takes it as
      cheaply as he can, or throws his lowest card (common practice; unspecified in source).
    * A player who must take no trick (misère) plays the highest card that loses, and leads low.
    ``unseen`` is the mask of cards neither in the hand nor played (the others' and any stock)."""
    strength = STRENGTH[t]
    if avoid_tricks:
        if not trick:
            return min(legal, key=lambda a: strength[a.value])
        led = trick[0]
        best = max(_power(c, led, t) for c in trick)
        losing = [a for a in legal if _power(a.value, led, t) < best]
        if losing:
            return max(losing, key=lambda a: strength[a.value])
        return min(legal, key=lambda a: strength[a.value])
    if not trick:
        if attacking:
            trumps = [a for a in legal if TRUMP_MASK[t] >> a.value & 1]
            outstanding = unseen & TRUMP_MASK[t]
            if trumps and outstanding:
                return lead_trump(trumps, outstanding, t, partnered)
        return max(legal, key=lambda a: strength[a.value])
    led = trick[0]
    if holder_friendly:
        return min(legal, key=lambda a: strength[a.value])
    best = max(_power(c, led, t) for c in trick)
    winners = [a for a in legal if _power(a.value, led, t) > best]
    if winners:
        return min(winners, key=lambda a: _power(a.value, led, t))
    return min(legal, key=lambda a: strength[a.value])


# ------------------------------------------------------------------------------------------------
# Ombre


def _ombre_deck(state) -> int:
    return sum(1 << c for c in state.game.deck_cards)


def _played(state) -> int:
    """The cards of the tricks taken so far (the log), as a mask."""
    return sum(1 << c for _, cards, _ in state.log for c in cards)


class OmbreBooklet(AdvicePlayer):
    """Ombre by the Dutch booklet's advice (module docstring); both rule sets, any seat."""

    games = ("ombre",)

    ask_bar = OMBRE_ASK

    def choose(self, state: State, legal: list[Action]) -> Action:
        phase = state.phase
        if phase == "play":
            return self._play(state, legal)
        if phase == "bid":
            return self._bid(state, legal)
        if phase == "declare":
            return self._declare(state, legal)
        if phase == "trump":
            suit, _ = best_trump(state.hands[state.ombre], deck=_ombre_deck(state))
            return next(a for a in legal if a.value == suit)
        if phase == "exchange":
            return self._exchange(state, legal)
        if phase == "spadille":
            return next(a for a in legal if a.value)  # declaring it beats the beast
        if phase == "vole":
            # The vole is a risk the booklet leaves to the player (noothoven:ombre.vole-going-on);
            # he plays on only when every card left is a master trump.
            return next(a for a in legal if a.value is (self._all_masters(state)))
        if phase == "rest":
            return next(a for a in legal if not a.value)  # showing helps nobody of his own side
        return legal[0]

    # -- auction
    def _want(self, state) -> str | None:
        pos = state.speaker
        _, tricks = best_trump(state.hands[pos], deck=_ombre_deck(state))
        if tricks >= OMBRE_SANS_PRENDRE:
            return "sans-prendre"
        if tricks >= self.ask_bar:
            return "ask"
        return None

    def _bid(self, state, legal):
        want = self._want(state)
        if want is None:
            return legal[0]  # pass
        by_value = {a.value: a for a in legal}
        ask = "vraag" if state.rules == "noothoven" else "ask-leave"
        if want == "sans-prendre" and "sans-prendre" in by_value:
            if state.rules == "academie":
                # "must take on his contract without changing it" (academie:bid.ombre)
                return by_value["sans-prendre"]
            # The booklet's asker declares his game after the auction (noothoven:ombre.declare):
            # the lowest bid that wins it is enough.
            return by_value.get(ask, by_value["sans-prendre"])
        if ask in by_value:
            return by_value[ask]
        return legal[0]

    def _declare(self, state, legal):
        suit, tricks = best_trump(state.hands[state.ombre], deck=_ombre_deck(state))
        game = "sans-prendre" if tricks >= OMBRE_SANS_PRENDRE else "vraag"
        for key in (game, "vraag", "sans-prendre"):
            for a in legal:
                if a.value == (key, suit):
                    return a
        return next((a for a in legal if a.value[0] != "vole-declaree"), legal[0])

    # -- exchange: "trachten om een renonce te maken" (noothoven:ombre.advice-discard)
    def _exchange(self, state, legal):
        pos = state.exch_order[state.exch_i]
        hand = state.hands[pos] & ~state.pending
        take = next((a for a in legal if a.kind == "take"), None)
        discards = [a for a in legal if a.kind == "discard"]
        if not discards:
            return take
        t = state.trump
        keep = TRUMP_MASK[t] | sum(1 << KING[s] for s in SUITS)
        candidates = [c for c in _bits(hand) if not keep >> c & 1]
        if pos != state.ombre and len(state.exch_order) == 3 and state.exch_i == 1:
            _, tricks = best_trump(state.hands[pos], deck=_ombre_deck(state))
            if tricks < OMBRE_ASK:
                # "De tegenspeler die het eerst moet ecarteren ruilt, als hij geen goed
                # tegenspel heeft, zoo weinig kaarten mogelijk ... Gewoonlijk schikt men het dan
                # zoo, dat er vijf kaarten voor den laatsten tegenspeler overblijven"
                # (noothoven:ombre.advice-discard); "no good counter-play" is read as fewer sure
                # tricks than an ask needs (unspecified in source).
                limit = max(0, len(state.stock) - 5)
                if state.pending.bit_count() >= limit:
                    candidates = []
        if candidates or take is None:
            # Shortest plain suit first (to void it), lowest card first within it; a discard
            # that is required although every card is worth keeping takes the lowest card.
            length = {s: (hand & SUIT_MASK[t][s]).bit_count() for s in range(4)}
            pool = [a for a in discards if a.value in candidates] or discards
            return min(pool, key=lambda a: (length[SUIT_OF[t][a.value]] if a.value in candidates
                                            else 99, STRENGTH[t][a.value]))
        return take

    # -- play
    def _play(self, state, legal):
        pos = (state.leader + len(state.trick)) % state.n
        t = state.trump
        hand = state.hands[pos]
        played = _played(state)
        for c in state.trick:
            played |= 1 << c
        unseen = _ombre_deck(state) & ~hand & ~played
        if state.discards[pos]:
            unseen &= ~state.discards[pos]
        friendly = False
        if state.trick:
            holder = (state.leader + winner_index(state.trick, t)) % state.n
            friendly = holder != pos and pos != state.ombre and holder != state.ombre
        return choose_card(legal, hand, state.trick, t, friendly, pos == state.ombre, unseen)

    def _all_masters(self, state) -> bool:
        pos = state.ombre
        t = state.trump
        hand = state.hands[pos]
        played = _played(state)
        others = TRUMP_MASK[t] & ~hand & ~played & _ombre_deck(state)
        if hand & ~TRUMP_MASK[t]:
            return False
        low = min(STRENGTH[t][c] for c in _bits(hand))
        return all(STRENGTH[t][c] < low for c in _bits(others))


class OmbreBookletExperienced(OmbreBooklet):
    """As :class:`OmbreBooklet`, asking on two and a half tricks (noothoven:ombre.ask-rule)."""

    ask_bar = OMBRE_ASK_EXPERIENCED


# ------------------------------------------------------------------------------------------------
# Quadrille


class QuadrilleBooklet(AdvicePlayer):
    """Quadrille by the booklet's advice (module docstring); the modern page's rules too."""

    games = ("quadrille",)

    def choose(self, state: State, legal: list[Action]) -> Action:
        phase = state.phase
        seat = state.current_player()
        hand = state.hands[seat]
        if phase == "play":
            return self._play(state, legal, seat)
        if phase == "bid":
            return self._bid(state, legal, hand)
        if phase == "trump":
            choices = [a.value for a in legal]
            suit, _ = best_trump(hand, choices)
            return next(a for a in legal if a.value == suit)
        if phase == "call":
            return self._call(state, legal, hand)
        if phase == "buy":
            # The mediateur buys a king he lacks (noothoven:quadrille.mediateur); which one is
            # unspecified in source: that of his longest plain suit.
            t = state.t if state.t >= 0 else suit_index(best_trump(hand)[0])
            return max(legal, key=lambda a: ((hand & SUIT_MASK[t][SUIT_OF[t][a.value]])
                                             .bit_count(), -a.value))
        if phase in ("give", "dimid_give", "dimid_return"):
            gives = [a for a in legal if a.value is not None]
            if phase == "dimid_give" and state.given:
                return next(a for a in legal if a.value is None)
            t = state.t if state.t >= 0 else suit_index(best_trump(hand)[0])
            return min(gives, key=lambda a: STRENGTH[t][a.value])  # the lowest card
        if phase == "vole_choice":
            return next(a for a in legal if not a.value)  # no advice: stop (unspecified)
        if phase == "announce":
            return next(a for a in legal if not a.value)
        return legal[0]

    def _bid(self, state, legal, hand):
        by_value = {a.value: a for a in legal if a.kind == "bid"}
        suit, tricks = best_trump(hand)
        modern = state.game.modern
        solo = "solo"
        ask = "alliance" if modern else "vraag"
        if solo in by_value and tricks >= _solo_bar():
            # noothoven:quadrille.solo, judged by its examples; the page: "alle drie de
            # Matadores ... is doorgaans een Solo" (hoe-speel-je:tips.matadors)
            return by_value[solo]
        gasco = "casco" if modern else "gasco"
        if gasco in by_value and not modern and tricks >= QUADRILLE_ASK - 1:
            # "Men verkiest vooral te spelen, in het geval dat men bij de twee zwarte azen eene
            # renonce heeft" (noothoven:quadrille.gasco-advice)
            if any(not hand & SUIT_MASK[suit_index(suit)][s] for s in range(4)
                   if s != suit_index(suit)):
                return by_value[gasco]
        if ask in by_value and tricks >= QUADRILLE_ASK:
            return by_value[ask]
        return legal[0]  # pass

    def _call(self, state, legal, hand):
        t = state.t
        kings = [a for a in legal]
        if t < 0:
            t = suit_index(best_trump(hand)[0])

        def held(a):
            return (hand & SUIT_MASK[t][SUIT_OF[t][a.value]]).bit_count() if \
                SUIT_OF[t][a.value] != t else 99

        if state.game.modern:
            # "roep een Heer in de kleur waar jij de meeste kaarten van hebt"
            # (hoe-speel-je:tips.call)
            return max(kings, key=lambda a: (held(a) if held(a) != 99 else -1, -a.value))
        if state.contract is not None and state.contract.family == "gasco":
            # "en beroept dan den heer van die renonce" (noothoven:quadrille.gasco-advice)
            voids = [a for a in kings if held(a) == 0]
            if voids:
                return voids[0]
        # "Hij roept voorts gaarne den heer, waarvan hij weinig heeft, doch nooit den heer van
        # die kleur, waarin hij renonce heeft" (noothoven:quadrille.call-advice)
        some = [a for a in kings if 0 < held(a) < 99]
        return min(some or kings, key=lambda a: (held(a), a.value))

    def _play(self, state, legal, seat):
        t = state.t
        hand = state.hands[seat]
        played = 0
        for c in state.trick:
            played |= 1 << c
        for _, cards, _ in state.tricks:
            for c in cards:
                played |= 1 << c
        from gamelib.games.ombre.order import OMBRE_DECK
        unseen = OMBRE_DECK.mask & ~hand & ~played
        from gamelib.players.quadrille import friends as _friends
        friends = _friends(state, seat)
        attacking = seat in (state.declarer, state.aide)
        friendly = False
        if state.trick:
            holder = (state.leader + winner_index(state.trick, t)) % state.game.num_players
            friendly = holder in friends
        misere = (state.contract is not None and state.contract.family in
                  ("misere", "misere-ouverte") and seat == state.declarer)
        return choose_card(legal, hand, state.trick, t, friendly, attacking, unseen,
                           avoid_tricks=misere, partnered=state.aide is not None)


# ------------------------------------------------------------------------------------------------
# Casino


def _casino_value(card: Card, taken: CardSet, table_left: int) -> float:
    """What a capture is worth by Engelmann's eleven points (engelmann:casino.law-points): each
    card towards the majority, big Casino 2, little Casino 1, an ace 1 -- taken first, "weil
    dieſe durch Verbindungen gewonnen werden können" (engelmann:casino.advice-10) -- a spade a
    little (engelmann:casino.advice-5), a cleared table a point (engelmann:casino.law-clear)."""
    cards = list(taken) + [card]
    value = 0.25 * len(cards)
    for c in cards:
        face = c.face
        if face == "TD":
            value += 2.0
        elif face == "2S":
            value += 1.0
        if c.rank == "A":
            value += 1.2
        if c.suit == "S":
            value += 0.1
    if table_left == 0:
        value += 1.0
    return value


class CasinoEngelmann(AdvicePlayer):
    """Casino by Engelmann's general rules (module docstring)."""

    games = ("casino",)

    def choose(self, state: State, legal: list[Action]) -> Action:
        from gamelib.games.casino import captures, is_court, pips

        table = CardSet(state.table)
        if state.pending is not None:
            # Take group by group, the most valuable first; stop when none is left.
            card, _ = state.pending
            takes = [a for a in legal if a.kind == "group"]
            if takes:
                return max(takes, key=lambda a: (_casino_value(card, CardSet(a.value), 1),
                                                 -a.value))
            return legal[0]
        kehraus = [a for a in legal if a.kind == "kehraus"]
        if kehraus:
            return kehraus[0]
        # Take when a card can take: the capture worth most.
        best = None
        for a in legal:
            if a.kind != "take":
                continue
            for cap in captures(a.value, table, state.game.take):
                v = _casino_value(a.value, cap, len(table) - len(cap))
                if best is None or v > best[0]:
                    best = (v, a)
        if best is not None:
            return best[1]
        trails = [a for a in legal if a.kind == "trail"]
        if not trails:
            return legal[0]
        seat = state.player
        hand = state.hands[seat]
        dealer = seat == state.dealer
        last_round = not state.stock
        courts = [a for a in trails if is_court(a.value)]
        # "Die erſte und wichtigſte Anweiſung iſt, ſich zu erinnern, wie viel ... Aſſe ...
        # ſind geſpielt worden" (engelmann:casino.advice-1): the moves are public.
        aces_out = sum(1 for m in state.moves if m.card.rank == "A") + sum(
            1 for m in state.moves for c in m.taken if c.rank == "A")
        if courts:
            if dealer and last_round and len(courts) == 1 and len(hand) > 1:
                # "Wenn man Geber iſt ... ſo muß man eine Hofkarte zurück behalten, um ſich des
                # Sweeps oder Kehrauſ's zu ſichern" (engelmann:casino.advice-2-exceptions)
                others = [a for a in trails if not is_court(a.value)]
                if others:
                    trails = others
                    courts = []
            if courts:
                # "ſo muß man allemal lieber eine Hofkarte ausſpielen" (engelmann:casino.advice-2)
                return min(courts, key=lambda a: int(a.value))
        order = {}
        for a in trails:
            c = a.value
            key = float(pips(c) or 0)
            if c.rank == "A":
                # "Wenn drei Aſſe heraus ſind, ſo ſollte man gemeiniglich das vierte
                # niederlegen" (engelmann:casino.advice-7); otherwise the aces wait: "die dritte
                # Hand und der Geber ſollten es allemal bis zuletzt aufheben", and the first and
                # second hands wait for a table of tens and court cards (engelmann:casino.advice-6)
                key = -1.0 if aces_out >= 3 else 100.0
            if c.face == "2S":
                # little Casino rather than an ace (engelmann:casino.advice-9)
                key = min(key, 0.5)
            if c.face == "TD":
                # big Casino is kept back in the hope of combinations (engelmann:casino.advice-3)
                key = 50.0
            # "ſo muß man die geringern Karten zuerſt ſpielen" (engelmann:casino.advice-4)
            order[a] = (key, int(c))
        return min(trails, key=lambda a: order[a])


# ------------------------------------------------------------------------------------------------
# Piquet

_PIQUET_RANKS = "789TJQKA"


def piquet_keep(hand: Iterable[Card]) -> set[Card]:
    """The cards Engelmann's discard advice keeps (engelmann:piquet.advice-discard): "behält man
    zuvörderſt diejenigen Farben, worin die meiſten Blätter vorhanden ſind" (the longest suit,
    all of them if several are as long), "die Blätter, welche in einer gewiſſen Reihe auf
    einander folgen, (Sequenzkarten) nicht ohne Noth zu zerreißen" (runs of three or more in a
    suit), "ingleichen die 3 Aß, 3 Könige, 3 Damen" (three or four of a rank, ten and above)."""
    cards = list(hand)
    by_suit: dict[str, list[Card]] = {}
    for c in cards:
        by_suit.setdefault(c.suit, []).append(c)
    longest = max((len(v) for v in by_suit.values()), default=0)
    keep = {c for v in by_suit.values() if len(v) == longest for c in v}
    for v in by_suit.values():
        ranks = sorted(_PIQUET_RANKS.index(c.rank) for c in v)
        for c in v:
            r = _PIQUET_RANKS.index(c.rank)
            run = [r]
            while run[0] - 1 in ranks:
                run.insert(0, run[0] - 1)
            while run[-1] + 1 in ranks:
                run.append(run[-1] + 1)
            if len(run) >= 3:
                keep.add(c)
    for rank in "TJQKA":
        same = [c for c in cards if c.rank == rank]
        if len(same) >= 3:
            keep.update(same)
    return keep


class PiquetEngelmann(AdvicePlayer):
    """Piquet with Engelmann's discard advice (:func:`piquet_keep`); it discards as many cards as
    it may that the advice does not keep (at least the minimum, the weakest first: shortest suit,
    lowest card), declares whatever it holds, plays on after a misdeal, leads its highest card of
    its longest suit and takes a trick as cheaply as it can (unspecified in source).

    The advice speaks of the point, the sequences and the sets only; it does not say whether an
    ace outside them may go. ``keep_aces`` (default True, unspecified in source) keeps every ace
    beyond the minimum discard: an ace is a sure trick and counts in the cards; with False the
    player throws whatever the advice does not keep, aces too."""

    games = ("piquet",)

    def __init__(self, rng: np.random.Generator | int | None = None, keep_aces: bool = True):
        self.keep_aces = keep_aces

    def choose(self, state: State, legal: list[Action]) -> Action:
        kinds = {a.kind for a in legal}
        if "misdeal" in kinds:
            return next(a for a in legal if a.value == "play")
        if "declare" in kinds:
            return next(a for a in legal if a.value[1])
        seat = state.current_player()
        hand = list(state.hands[seat])
        if "discard" in kinds or "take" in kinds:
            pending = set(state.pending_discards)
            rest = [c for c in hand if c not in pending]
            keep = piquet_keep(rest)
            if self.keep_aces:
                keep |= {c for c in rest if c.rank == "A"}
            discards = [a for a in legal if a.kind == "discard"]
            take = next((a for a in legal if a.kind == "take"), None)
            spare = [a for a in discards if a.value not in keep]
            if take is not None and not spare:
                return take
            pool = spare or discards
            length = {s: sum(1 for c in rest if c.suit == s) for s in "SHDC"}
            return min(pool, key=lambda a: (length[a.value.suit],
                                            _PIQUET_RANKS.index(a.value.rank), int(a.value)))
        plays = [a for a in legal if a.kind == "card"]
        if not state.trick:
            length = {s: sum(1 for c in hand if c.suit == s) for s in "SHDC"}
            return max(plays, key=lambda a: (length[a.value.suit],
                                             _PIQUET_RANKS.index(a.value.rank), -int(a.value)))
        led = state.trick[0]
        winners = [a for a in plays if a.value.suit == led.suit and
                   _PIQUET_RANKS.index(a.value.rank) > _PIQUET_RANKS.index(led.rank)]
        if winners:
            return min(winners, key=lambda a: _PIQUET_RANKS.index(a.value.rank))
        return min(plays, key=lambda a: (_PIQUET_RANKS.index(a.value.rank), int(a.value)))

    def __repr__(self) -> str:
        return "PiquetEngelmann()" if self.keep_aces else "PiquetEngelmann(keep_aces=False)"


class BookletAdvice:
    """The advice player of whichever game it is asked to play: Ombre and Quadrille by the
    booklet, Casino and Piquet by Engelmann (a fallback for players, such as PIMC, that decide
    only some of the actions)."""

    PLAYERS = {"ombre": OmbreBooklet, "quadrille": QuadrilleBooklet, "casino": CasinoEngelmann,
               "piquet": PiquetEngelmann}

    def __init__(self, rng: np.random.Generator | int | None = None):
        self.players = {name: cls(rng) for name, cls in self.PLAYERS.items()}

    games = tuple(PLAYERS)  # the games it plays (gamelib.players.games_of)

    def __call__(self, state: State) -> Action:
        refuse_other_games(self, state)
        return self.players[state.game.name](state)

    def __repr__(self) -> str:
        return "BookletAdvice()"


register("ombre-booklet", OmbreBooklet)
register("ombre-booklet-experienced", OmbreBookletExperienced)
register("quadrille-booklet", QuadrilleBooklet)
register("casino-engelmann", CasinoEngelmann)
register("piquet-engelmann", PiquetEngelmann)
register("advice", BookletAdvice)

__all__ = ["BookletAdvice", "CasinoEngelmann", "OMBRE_ASK", "OMBRE_ASK_EXPERIENCED",
           "OMBRE_SANS_PRENDRE", "OmbreBooklet", "OmbreBookletExperienced", "PiquetEngelmann",
           "piquet_keep", "QUADRILLE_ASK", "QuadrilleBooklet",
           "TrickCount", "best_trump", "choose_card", "quadrille_solo_threshold", "sure_tricks",
           "trick_count"]
