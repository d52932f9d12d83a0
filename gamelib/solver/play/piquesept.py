"""Piquesept's card play for the generic search (Engelmann 1798).

Three or four players in playing order, model index = seat (A, B, C, D). Spades are trumps
("engelmann:piquesept.trump"). The holder of the seven of spades leads it at once and every
other player throws his highest trump, or his highest card when he has none
("engelmann:piquesept.seven-led"). After that the suit led is followed, or trumped when one has
none; the holder may trump a high card led by another though he can follow
("engelmann:piquesept.privilege"). The highest trump takes the trick, else the highest card of
the suit led. Cards count as in Mariage, the seven of spades 10, nothing for the last trick: 130
in all ("engelmann:piquesept.values", "engelmann:piquesept.points"), so ``final`` adds nothing.

The value follows the game's ``sides``: with "holder" the holder plays alone against the others
("engelmann:piquesept.why"), and the value for a seat is his side's card points minus the other
side's; with "each" everyone counts for himself, and the value for a seat is his own points
minus all the others' together (paranoid: they all play against him). Since the points add to
130, a seat's side reaches the winning 66 exactly when the value is 2 or more
("engelmann:piquesept.points").

The blind draw ("engelmann:piquesept.blind-draw") is no move of the model: a position is read
only once it is made, so under ``exchange="after the first trick"`` the first trick is refused.
docs/solver-play-piquesept.md gives the reasons and the measurements.
"""

from __future__ import annotations

import functools
import numbers
import re

import numpy as np

from gamelib.core.cards import SUITS, Card, CardSet, deck
from gamelib.games.piquesept import ORDERS, SPADE_SEVEN, TRUMP, pack, points
from gamelib.solver.play.cards import all_played, deal_by_cards, deal_one_of, played_by
from gamelib.solver.play.model import PlayModel, PlayPosition, register

PIQUET = deck("piquet")
SEVEN = int(SPADE_SEVEN)
TRUMP_SUIT = SUITS.index(TRUMP)
TRUMP_POWER = 100       # any trump above every card of the suit led

# The layout of ``params``: per card (0..51) its rank in the chosen order and its points, the
# pack's suit masks, the holder, the high cards of his privilege, the number of players.
STRENGTH = 0            # 8 for the highest rank down to 1; 0 off the pack [engelmann:piquesept.points]
POINTS = 52             # as in Mariage, the seven of spades 10 [engelmann:piquesept.values]
SUIT_MASK = 104         # the pack's cards of suit s at SUIT_MASK + s
HOLDER = 108            # the player who holds (held) the seven of spades [engelmann:piquesept.why]
HIGH = 109              # the led cards the holder may trump though he can follow [engelmann:piquesept.privilege]
PLAYERS = 110
PARAMS = 111


def rule_params(order: str, high: str, holder: int, players: int) -> np.ndarray:
    """The constants the rule functions read, laid out as above (a fresh copy)."""
    return _rule_params(order, high, holder, players).copy()


@functools.cache
def _rule_params(order: str, high: str, holder: int, players: int) -> np.ndarray:
    params = np.zeros(PARAMS, dtype=np.int64)
    ranks = ORDERS[order]
    for card in PIQUET:
        params[STRENGTH + card] = len(ranks) - ranks.index(card.rank)
        params[POINTS + card] = points(card)
    for s, suit in enumerate(SUITS):
        params[SUIT_MASK + s] = PIQUET.suit(suit).mask
    params[HOLDER] = holder
    params[HIGH] = CardSet([c for c in PIQUET if c.suit != TRUMP and c.rank in high]).mask
    params[PLAYERS] = players
    return params


# ----------------------------------------------------------------------------------------------
# The rule functions (plain Python that numba compiles unchanged)


def legal(params, hands, trick, k, leader, player):
    """The cards ``player`` may play: the seven of spades first; to it his highest trump, or his
    highest cards without a trump; then the suit led, or a trump when he has none, or any card;
    the holder may trump a high card led by another. [engelmann:piquesept.seven-led,
    engelmann:piquesept.privilege]"""
    hand = hands[player]
    seven = np.int64(1) << SEVEN
    if k == 0:
        if hand & seven:
            return seven
        return hand
    trumps = hand & params[SUIT_MASK + TRUMP_SUIT]
    led = trick[0]
    if led == SEVEN:
        pool = trumps if trumps else hand
        best = 0
        for card in range(52):
            if (pool >> card) & 1 and params[STRENGTH + card] > best:
                best = params[STRENGTH + card]
        highest = np.int64(0)
        for card in range(52):
            if (pool >> card) & 1 and params[STRENGTH + card] == best:
                highest |= np.int64(1) << card
        return highest
    follow = hand & params[SUIT_MASK + led // 13]
    if follow == 0:
        if trumps:
            return trumps
        return hand
    holder = params[HOLDER]
    if player == holder and leader != holder and (params[HIGH] >> led) & 1:
        return follow | trumps
    return follow


def close(params, trick, leader, last, points):
    """The taker of a complete trick, the highest trump or else the highest card of the suit
    led; he scores its cards' points, the last trick nothing more.
    [engelmann:piquesept.trump, engelmann:piquesept.values]"""
    players = params[PLAYERS]
    suit = trick[0] // 13
    best, best_power = 0, 0
    for i in range(players):
        card = trick[i]
        power = 0
        if card // 13 == TRUMP_SUIT:
            power = TRUMP_POWER + params[STRENGTH + card]
        elif card // 13 == suit:
            power = params[STRENGTH + card]
        if power > best_power:
            best, best_power = i, power
    taker = (leader + best) % players
    for i in range(players):
        points[taker] += params[POINTS + trick[i]]
    return taker


def final(params, won, points):
    """Nothing is added at the end: 'der letzte Stich nicht ... noch 10 weiter zählt'.
    [engelmann:piquesept.values]"""


def ranks(params):
    """Each suit in the chosen order; a card's class its points and whether the holder may
    trump it led, the seven of spades alone (it is led first).
    [engelmann:piquesept.points, engelmann:piquesept.privilege, engelmann:piquesept.seven-led]"""
    strength = params[STRENGTH:STRENGTH + 52].copy()
    classes = 2 * params[POINTS:POINTS + 52] + ((params[HIGH] >> np.arange(52)) & 1)
    classes[SEVEN] = -1
    return strength, classes


def bounds(params, hands, leader, won, points, weights, maxer, window):
    """Sure bounds of the value still to come at a trick's start: a trump above every trump of
    the other side takes whatever trick it falls in, so each side scores at least the points of
    such trumps of its own, and at most all the points still out less the other side's.
    [engelmann:piquesept.trump, engelmann:piquesept.values]"""
    n = params[PLAYERS]
    out = np.int64(0)
    for p in range(n):
        out |= hands[p]
    left = 0
    for c in range(52):
        if (out >> c) & 1:
            left += params[POINTS + c]
    trumps = params[SUIT_MASK + TRUMP_SUIT]
    ours = np.int64(0)
    for p in range(n):
        if weights[p] > 0:
            ours |= hands[p]
    read = np.int64(0)
    sure_ours = 0
    sure_theirs = 0
    for side in range(2):
        mine = (ours if side == 0 else out & ~ours) & trumps
        other = (out & ~ours if side == 0 else ours) & trumps
        top = 0
        for c in range(52):
            if (other >> c) & 1 and params[STRENGTH + c] > top:
                top = params[STRENGTH + c]
        for c in range(52):
            if (mine >> c) & 1 and params[STRENGTH + c] > top:
                read |= np.int64(1) << c
                if side == 0:
                    sure_ours += params[POINTS + c]
                else:
                    sure_theirs += params[POINTS + c]
    window[0] = 2 * sure_ours - left
    window[1] = left - 2 * sure_theirs
    window[2] = read


# ----------------------------------------------------------------------------------------------
# The game's state, read


def _exchange_after(state) -> bool:
    return state.game.options["exchange"] == "after the first trick"


def in_play(state) -> bool:
    """A card of the play is next, the blind draw made. [engelmann:piquesept.blind-draw]"""
    return state.phase == "play" and not (_exchange_after(state) and not state.tricks)


def _check_play(state, seat: int) -> None:
    n = state.game.num_players
    if not isinstance(seat, numbers.Integral) or isinstance(seat, bool) or not 0 <= seat < n:
        raise ValueError(f"piquesept: seat={seat!r} is no seat; the seats are 0 .. {n - 1} "
                         "[engelmann:piquesept.pack]")
    if state.phase != "play":
        raise ValueError(f"piquesept: the deal is in its {state.phase!r} phase, not the card play "
                         "[engelmann:piquesept.blind-draw]")
    if _exchange_after(state) and not state.tricks:
        raise ValueError("piquesept: the first trick is played before the blind draw "
                         "(exchange='after the first trick'), which the model does not play "
                         "[engelmann:piquesept.blind-draw]")


def sides_of(state, seat: int) -> tuple[tuple[int, ...], tuple[bool, ...]]:
    """The weights and maximisers of the value for ``seat``: his side's points minus the other
    side's, the holder alone or each for himself. [engelmann:piquesept.why]"""
    n, holder = state.game.num_players, state.holder
    if state.game.options["sides"] == "holder":
        mine = [(p == holder) == (seat == holder) for p in range(n)]
    else:
        mine = [p == seat for p in range(n)]
    return tuple(1 if m else -1 for m in mine), tuple(mine)


def _position(state, seat: int, hands, holder: int) -> PlayPosition:
    n = state.game.num_players
    won, scored = [0] * n, [0] * n
    for trick in state.tricks:
        won[trick.winner] += 1
        scored[trick.winner] += sum(points(c) for c in trick.cards)
    weights, maximiser = sides_of(state, seat)
    options = state.game.options
    return PlayPosition(
        game="piquesept", hands=tuple(int(h) for h in hands), leader=state.trick.leader,
        trick=tuple(int(c) for c in state.trick.cards), won=tuple(won), points=tuple(scored),
        weights=weights, maximiser=maximiser,
        params=rule_params(options["order"], options["high"], holder, n),
        seats=tuple(range(n)))


def position(state, seat: int) -> PlayPosition:
    """The deal's card play with every hand read, valued for ``seat``'s side.
    [engelmann:piquesept.why, engelmann:piquesept.points]"""
    _check_play(state, seat)
    return _position(state, seat, [h.mask for h in state.hands], state.holder)


# ----------------------------------------------------------------------------------------------
# A world: the unseen cards dealt as the seat's information allows

TOLD = re.compile(r"(\d+):([AKQJT98765432][SHDC])")


def tricks_told(text: str) -> tuple[int, list[Card], int | None]:
    """(leader, cards, taker) of a trick as ``information`` tells it: '[0:7S 1:AS] -> 1'."""
    played = TOLD.findall(text)
    taker = text.split("->")[1].strip() if "->" in text else None
    leader = int(played[0][0]) if played else None
    return leader, [Card(face) for _, face in played], None if taker is None else int(taker)


def above(params, card: int, cards: int) -> int:
    """The cards of the mask ``cards`` ranking above ``card`` in the chosen order."""
    return sum(1 << c for c in range(52)
               if (cards >> c) & 1 and params[STRENGTH + c] > params[STRENGTH + card])


def thrown_to_the_seven(params, card: Card, trumps: int) -> int:
    """What a card thrown to the seven shows its player did not hold: a trump above it, or, for
    a card of another suit, any trump and any card above it. [engelmann:piquesept.seven-led]"""
    if card.suit == TRUMP:
        return above(params, card, trumps)
    return trumps | above(params, card, PIQUET.mask)


def not_followed(params, card: Card, led: Card, player: int, leader: int) -> int:
    """What a card off the suit led shows: no card of that suit, unless the holder trumped a
    high card led by another; and no trump either when it is no trump.
    [engelmann:piquesept.privilege]"""
    if card.suit == led.suit:
        return 0
    trumps = params[SUIT_MASK + TRUMP_SUIT]
    if card.suit == TRUMP:
        privileged = player == params[HOLDER] and leader != player and (params[HIGH] >> led) & 1
        return 0 if privileged else int(params[SUIT_MASK + SUITS.index(led.suit)])
    return int(params[SUIT_MASK + SUITS.index(led.suit)]) | int(trumps)


def world(state, seat: int, rng: np.random.Generator) -> PlayPosition:
    """The deal's card play as ``seat`` may picture it: his own hand and every card played stay,
    the others' hands are dealt from the rest at random (the pack less any eights laid aside),
    each keeping his number of cards. A player holds no trump above the one he threw to the
    seven (no trump and no higher card when he threw another suit), nothing of a suit he did
    not follow except by the holder's privilege, and no trump when he neither followed nor
    trumped; the holder keeps the seven until he leads it, and the card given in the blind
    exchange stays with the holder, the card drawn with the drawer, for the two who saw it.
    Under the exchange after the first trick the drawer may hold one card, the one drawn, that
    his throw to the seven denies. The deal is uniform among those that agree (see
    :func:`gamelib.solver.play.cards.deal_by_cards`). [engelmann:piquesept.seven-led, engelmann:piquesept.privilege,
    engelmann:piquesept.blind-draw]"""
    _check_play(state, seat)
    info = state.information(seat)
    n, holder = state.game.num_players, info["holder"]
    options = state.game.options
    params = rule_params(options["order"], options["high"], holder, n)
    own = info["hand"].mask
    tricks = [tricks_told(text) for text in info["tricks"]]
    current = tricks_told(info["trick"])
    everyone = tricks + ([current] if current[1] else [])
    led_cards = [(leader, cards) for leader, cards, _ in everyone]
    by_player = played_by(led_cards, n)
    after_first = played_by(led_cards[1:], n)
    unseen = pack(n, state.removed).mask & ~own & ~all_played(by_player)
    trumps = PIQUET.suit(TRUMP).mask
    barred, must = [0] * n, [0] * n
    drawer_denied = 0        # under the exchange after the first trick: the drawer's throw
    for number, (leader, cards, _) in enumerate(everyone):
        for i, card in enumerate(cards[1:], start=1):
            player = (leader + i) % n
            if number == 0:
                denied = thrown_to_the_seven(params, card, trumps)
                if _exchange_after(state) and player == state.drawer:
                    drawer_denied = denied
                else:
                    barred[player] |= denied
            else:
                barred[player] |= not_followed(params, card, cards[0], player, leader)
    must[holder] |= (1 << SEVEN) & unseen     # he leads it at once [engelmann:piquesept.seven-led]
    if info.get("given") is not None:
        must[holder] |= (1 << info["given"]) & unseen
    drawer = state.drawer
    if seat != drawer and info.get("drawn") is not None:
        # the holder saw which card left his hand: the drawer holds it until he plays it, and
        # no other card his throw to the seven denies [engelmann:piquesept.blind-draw]
        drawn = 1 << info["drawn"]
        must[drawer] |= drawn & unseen
        barred[drawer] |= drawer_denied & ~drawn
        drawer_denied = 0
    sizes = [len(info["hand"]) if p == seat else state.game.hand_size - by_player[p].bit_count()
             for p in range(n)]
    sizes[seat], must[seat] = 0, 0
    allowed = [unseen & ~barred[p] for p in range(n)]
    allowed[seat] = 0
    if not drawer_denied or drawer == seat:
        dealt = deal_by_cards(rng, unseen, sizes, must, allowed, "piquesept")
    else:
        dealt = _deal_with_the_drawn_card(rng, unseen, sizes, must, allowed, drawer, holder,
                                          drawer_denied, after_first, seat)
    dealt[seat] = own
    return _position(state, seat, dealt, holder)


def _deal_with_the_drawn_card(rng, unseen, sizes, must, allowed, drawer, holder, denied,
                              after_first, seat) -> list[int]:
    """Deal the unseen cards when the exchange came after the first trick: the drawer holds no
    card his throw to the seven denies, or one, the card drawn, if he has played none since;
    the holder holds (or played) the card given for it, which the throw allows. Each way is
    weighed by the deals it allows, so the deal is uniform among those that agree.
    [engelmann:piquesept.blind-draw, engelmann:piquesept.seven-led]"""
    may = allowed[drawer] & ~denied
    odd = allowed[drawer] & denied if after_first[drawer] & denied == 0 else 0
    room = [may if p == drawer else a for p, a in enumerate(allowed)]
    alternatives = [(must, room)]
    for card in range(52):
        if odd >> card & 1:
            alternatives.append(([m | (1 << card) if p == drawer else m
                                  for p, m in enumerate(must)], room))

    def agrees(hands):
        # the card given for the drawn one was the drawer's, so his throw allows it
        return holder == seat or (hands[holder] | after_first[holder]) & ~denied != 0

    return deal_one_of(rng, unseen, sizes, alternatives, "piquesept", agrees)


#: What the value counts.
UNITS = "card points, this side's less the other side's"

MODEL = register(PlayModel("piquesept", legal, close, final, position, world, in_play,
                           units=UNITS, ranks=ranks, bounds=bounds))
