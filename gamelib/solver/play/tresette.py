"""Tresette's card play for the generic search (Engelmann 1798).

Four players in playing order, model index = seat, seats 0 and 2 one company, 1 and 3 the other
("engelmann:tresette.partners"). Each suit ranks 3 2 A K Q J 7 6 5 4, no trump, the suit led is
followed while one can ("engelmann:tresette.order", "engelmann:tresette.follow"); under the
option ``two_on_three`` the leader's partner gives the two on a three led
("engelmann:tresette.try-three").

The value for a seat is his company's card points minus the other company's, counted in thirds
of a point exactly as the game lays them: each figure (3 2 K Q J) a third, each ace and the last
trick a whole point, and a company's odd figures (one or two over a multiple of three) counting
nothing ("engelmann:tresette.card-points"). The rounding makes the value non-additive: the
points array carries each player's exact thirds trick by trick, and ``final`` takes each
company's odd figures off its first player, so the closed play values ``3 * (points - points)``
of the game's ``CardPoints.points``. The rounded value never falls as the raw thirds grow, so
the zero-window search plays on the raw thirds and rounds only its targets (:func:`rounding`).
Declarations are scored apart from the cards (they do not move a card), and a Gallata,
Gallaton, Stramazzet or Stramazzeton is paid in parties ("engelmann:tresette.gallata"), a unit
outside the card points: neither is in the value.
docs/solver-play-tresette.md gives the reasons and the measurements.
"""

from __future__ import annotations

import functools
import itertools
import numbers

import numpy as np

from gamelib.core.cards import SUITS, Card, CardSet, deck
from gamelib.games.tresette import (
    FIGURES,
    HAND_SIZE,
    LAST_TRICK_POINT,
    RANKS_HIGH_TO_LOW,
    TRICKS,
    declarations,
    napolitana,
)
from gamelib.solver.play.cards import all_played, deal_one_of, played_by
from gamelib.solver.play.cards import deal_by_cards as deal_unseen  # noqa: F401 (its dealer)
from gamelib.solver.play.kernel import compiled
from gamelib.solver.play.model import PlayModel, PlayPosition, register
from gamelib.solver.play.tresettecards import (
    _ACES,
    _BLANKS,
    _FIGURES,
    _GUARDS,
    _SUIT,
    _SUIT_BOTTOMS,
    LAST_THIRDS,
    PARAMS,
    STRENGTH,
    SUIT_MASK,
    THIRDS,
    THIRDS_PER_POINT,
    THREE_RANK,
    TWO_ON_THREE,
    _above,
    _count,
    _held,
    _highest,
    _lowest,
    _numbered,
    _ordered,
    _orders,
    _thirds_in,
    greedy_gain,
    greedy_trick,
)

PLAYERS = 4
PACK = deck("tresette")

def card_thirds(card: Card) -> int:
    """A card's worth in thirds: a figure one, an ace three. [engelmann:tresette.card-points]"""
    if card.rank in FIGURES:
        return 1
    return THIRDS_PER_POINT if card.rank == "A" else 0


def rule_params(two_on_three: bool) -> np.ndarray:
    """The constants the rule functions read, laid out as above (a fresh copy)."""
    return _rule_params(bool(two_on_three)).copy()


@functools.cache
def _rule_params(two_on_three: bool) -> np.ndarray:
    params = np.zeros(PARAMS, dtype=np.int64)
    for card in PACK:
        params[STRENGTH + card] = len(RANKS_HIGH_TO_LOW) - RANKS_HIGH_TO_LOW.index(card.rank)
        params[THIRDS + card] = card_thirds(card)
    for s, suit in enumerate(SUITS):
        params[SUIT_MASK + s] = PACK.suit(suit).mask
    params[TWO_ON_THREE] = 1 if two_on_three else 0
    params[LAST_THIRDS] = LAST_TRICK_POINT * THIRDS_PER_POINT
    return params


# ----------------------------------------------------------------------------------------------
# The rule functions (plain Python that numba compiles unchanged)


def legal(params, hands, trick, k, leader, player):
    """The cards ``player`` may play: any to lead, else the suit led while he holds it, and the
    two alone when his partner led the three under ``two_on_three``.
    [engelmann:tresette.follow, engelmann:tresette.try-three]"""
    hand = hands[player]
    if k == 0:
        return hand
    led = trick[0]
    follow = hand & params[SUIT_MASK + led // 13]
    if follow == 0:
        return hand
    if params[TWO_ON_THREE] == 1 and k == 2 and led % 13 == THREE_RANK:
        two = np.int64(1) << (led + 1)
        if hand & two:
            return two
    return follow


def close(params, trick, leader, last, points):
    """The taker of a complete trick, the highest card of the suit led; he scores its cards'
    thirds and the last trick's point. [engelmann:tresette.order, engelmann:tresette.card-points]"""
    best = 0
    suit = trick[0] // 13
    for i in range(1, 4):
        card = trick[i]
        if card // 13 == suit and params[STRENGTH + card] > params[STRENGTH + trick[best]]:
            best = i
    taker = (leader + best) % 4
    gained = 0
    for i in range(4):
        gained += params[THIRDS + trick[i]]
    if last == 1:
        gained += params[LAST_THIRDS]
    points[taker] += gained
    return taker


def final(params, won, points):
    """Each company's odd figures count nothing: its thirds are rounded down to whole points,
    the rest taken off its first player. [engelmann:tresette.card-points]"""
    for company in range(2):
        odd = (points[company] + points[company + 2]) % 3
        points[company] -= odd


def ranks(params):
    """Each suit 3 2 A K Q J 7 6 5 4; a card's class its thirds, the three and the two each a
    class of their own under ``two_on_three`` (the rule names them).
    [engelmann:tresette.order, engelmann:tresette.card-points, engelmann:tresette.try-three]"""
    strength = params[STRENGTH:STRENGTH + 52].copy()
    classes = params[THIRDS:THIRDS + 52].copy()
    if params[TWO_ON_THREE] == 1:
        for s in range(4):
            classes[13 * s + THREE_RANK] = 10
            classes[13 * s + THREE_RANK + 1] = 11
    return strength, classes


def rounding(params, hands, trick, points, weights):
    """The raw values still to come and the value at each, for one company's thirds less the
    other's: the deal's thirds still out, ``left`` (the cards in the hands and the trick, the
    last trick's point), fall ``g`` to this company and ``left - g`` to the other, a raw value
    of ``2 * g - left``; the value is what each company's thirds rounded down to whole points
    make of it, less the thirds so far, and it never falls as ``g`` grows. None for other
    weights (no such function then). [engelmann:tresette.card-points]"""
    sides = [int(w) for w in weights]
    if sides not in ([1, -1, 1, -1], [-1, 1, -1, 1]):
        return None
    out = 0
    for hand in hands:
        out |= int(hand)
    for card in trick:
        out |= 1 << int(card)
    left = int(_thirds_in(_ordered(np.int64(out))))
    if out:
        left += int(params[LAST_THIRDS])
    ours = sum(int(points[p]) for p in range(PLAYERS) if sides[p] > 0)
    theirs = sum(int(points[p]) for p in range(PLAYERS) if sides[p] < 0)
    raws = tuple(2 * g - left for g in range(left + 1))
    values = tuple(THIRDS_PER_POINT * ((ours + g) // THIRDS_PER_POINT
                                       - (theirs + left - g) // THIRDS_PER_POINT)
                   - (ours - theirs) for g in range(left + 1))
    return raws, values


@compiled
def runs(params, hands, q):
    """``q``'s cards above every other hand's card of their suit: with no trumps each takes the
    trick it falls in when its suit is led, whoever leads. [engelmann:tresette.order]"""
    h = _orders(hands)
    others = np.int64(0)
    for p in range(4):
        if p != q:
            others |= h[p]
    run = np.int64(0)
    for s in range(4):
        o = (others >> (13 * s)) & _SUIT
        mine = (h[q] >> (13 * s)) & _SUIT
        if o:
            mine &= (o & -o) - 1
        run |= mine << (13 * s)
    return _numbered(run)


@compiled
def _cash(mine, partner, one, other):
    """:func:`cashing` in the bounds' order: the cards of ``mine`` that take their tricks,
    ``partner`` his partner's hand, ``one`` and ``other`` the other company's hands."""
    run = mine & _above(one | other)
    followed = _held(run) & _held(partner)   # the suits where the partner follows
    while followed:
        at = _lowest(followed) - 10
        followed &= followed - 1
        run = (run & ~(np.int64(_SUIT) << at)) | (_kept((run >> at) & _SUIT,
                                                        (partner >> at) & _SUIT) << at)
    drops = _held(mine & ~run)   # the suits where a card of his might yet be promoted
    if drops:
        cashed = run & ((drops >> 10) * _SUIT)
        drops &= _short(one, cashed) | _short(other, cashed)
    while drops:    # a hand that followed every trick cashed has none of the suit left
        at = _lowest(drops) - 10
        drops &= drops - 1
        low = (partner >> at) & _SUIT
        a = (one >> at) & _SUIT
        b = (other >> at) & _SUIT
        kept = (run >> at) & _SUIT
        while True:
            k = _count(kept)
            if a and _count(a) <= k:
                a = 0
            elif b and _count(b) <= k:
                b = 0
            else:
                break
            o = a | b
            kept = _kept((mine >> at) & _SUIT & ((o & -o) - 1 if o else _SUIT), low)
        run = (run & ~(np.int64(_SUIT) << at)) | (kept << at)
    return run


@compiled
def _short(hand, run):
    """The guard bits of the suits of which ``hand`` holds cards, but no more than ``run``
    (both in the bounds' order): each round takes the highest card of each suit from both."""
    x = hand
    while run:
        x &= ~((_held(run) >> 10) * _SUIT) | ((x | _GUARDS) - _SUIT_BOTTOMS)
        run &= (run | _GUARDS) - _SUIT_BOTTOMS
    return _held(hand) & ~_held(x)


@compiled
def _kept(m, low):
    """The cards of ``m`` (one suit's ten bits in the bounds' order) that take their tricks led
    from the top while the partner, holding ``low`` of the suit, gives his lowest card to each:
    those before the first that his lowest card lies above."""
    kept = np.int64(0)
    while m:
        top = m & -m
        if low == 0:
            return kept | m
        under = np.int64(1) << _highest(low)   # the partner's lowest card
        if under < top:    # it lies above this one
            break
        low ^= under
        kept |= top
        m ^= top
    return kept


@compiled
def cashing(params, hands, q):
    """``q``'s cards that take their tricks led one by one from the top: in each suit his
    cards above every card of the other company -- and once one of its hands holds no more
    cards of the suit than those tricks, having followed with them all, his cards above the
    other hand's too -- as long as his partner, giving his lowest card of the suit to each,
    never has to give one above it. [engelmann:tresette.order, engelmann:tresette.follow]"""
    h = _orders(hands)
    return _numbered(_cash(h[q], h[(q + 2) % 4], h[(q + 1) % 4], h[(q + 3) % 4]))


@compiled
def _led(run):
    """How many tricks each suit of ``run`` (in the bounds' order) is led in when it is cashed
    card by card, eight bits a suit."""
    led = 0
    for s in range(4):
        led += _count((run >> (13 * s)) & _SUIT) << (8 * s)
    return led


@compiled
def _given(hand, led):
    """The least thirds ``hand`` (in the bounds' order) gives to the tricks of ``led``
    (:func:`_led`: how many tricks are led in each suit): it plays one card to each; a card of
    a suit it still holds at the end followed every lead of that suit, so it gives at least as
    many cards of each suit as that suit is led or it holds (the cheapest of them), and its
    cheapest other cards to the tricks left. [engelmann:tresette.follow,
    engelmann:tresette.card-points]"""
    tricks = 0      # the tricks led in suits it has no card of left
    emptied = np.int64(0)
    blanks = 0      # the blanks and figures given to their own suits' tricks
    figures = 0
    while led:
        at = _lowest(led) & ~7
        n = (led >> at) & 255
        led ^= n << at
        cards = hand & (np.int64(_SUIT) << (13 * (at >> 3)))
        held = _count(cards)
        if n >= held:      # the whole suit, and its thirds
            tricks += n - held
            emptied |= cards
        else:              # its cheapest n, blanks then figures: a card is left, so never the ace
            b = _count(cards & _BLANKS)
            blanks += min(n, b)
            figures += max(n - b, 0)
    total = figures + _thirds_in(emptied)
    if tricks == 0:
        return total
    rest = hand & ~emptied
    tricks -= min(tricks, _count(rest & _BLANKS) - blanks)
    tf = min(tricks, _count(rest & _FIGURES) - figures)
    return total + tf + THIRDS_PER_POINT * min(tricks - tf, _count(rest & _ACES))


@compiled
def _best(cards, n):
    """The most thirds ``n`` of ``cards`` (in the bounds' order) hold: aces, then figures."""
    aces = min(n, _count(cards & _ACES))
    return THIRDS_PER_POINT * aces + min(n - aces, _count(cards & _FIGURES))


@compiled
def _banked(hand, led, run, two_on_three):
    """The most thirds ``hand`` (in the bounds' order) can give to the tricks of ``led``
    (:func:`_led` of ``run``) that its partner takes by cashing ``run``, all of them its own
    company's: in a suit it follows, its most valuable cards below the lowest card of ``run``
    there (the two on the three where the rule binds it), which it may give in any order
    without taking the trick from its partner; in the tricks it cannot follow, its most
    valuable cards of the suits not led. Where that plan is short of cards, its cheapest
    (:func:`_given`). [engelmann:tresette.follow, engelmann:tresette.try-three,
    engelmann:tresette.card-points]"""
    total = 0
    short = 0           # the tricks led in suits it has no card of left
    pool = hand         # its cards of the suits not led
    rest = led
    while rest:
        at = _lowest(rest) & ~7
        n = (rest >> at) & 255
        rest ^= n << at
        shift = 13 * (at >> 3)
        suit = np.int64(_SUIT) << shift
        cards = hand & suit
        pool &= ~suit
        held = _count(cards)
        if n >= held:      # the whole suit, lowest first
            total += _thirds_in(cards)
            short += n - held
            continue
        if two_on_three == 1 and (run >> shift) & 1 and (cards >> shift) & 2:
            total += 1     # the two on the three
            cards &= ~(np.int64(2) << shift)
            n -= 1
        below = cards & ~((np.int64(2) << _highest(run & suit)) - 1)
        if _count(below) < n:
            return _given(hand, led)
        total += _best(below, n)
    if short:
        if _count(pool) < short:
            return _given(hand, led)
        total += _best(pool, short)
    return total


@compiled
def leading_sure(params, hands, leader):
    """The thirds the company on lead surely takes, and the cards whose ranks that reads: the
    leader cashes his cards that take their tricks (:func:`cashing`), his partner giving his
    lowest card of each suit led (the two on the three where the rule binds him); then, when
    the partner's cards left take theirs with the leader following low and the leader has
    left a card of one of their suits to reach him with, the partner cashes them as well,
    less those he must throw on the leader's tricks for want of other cards (:func:`_relay`).
    Every card played to those tricks falls to the company: each player of the other company
    gives at least what :func:`_given` counts, and the one who follows his partner's cashing
    cards gives his most valuable cards that keep the plan (:func:`_banked`). Every trick
    theirs: the last trick's point too. Where the partner cashes nothing after, his cards
    reached at once instead (:func:`_partner_alone`) when they are worth more.
    [engelmann:tresette.order, engelmann:tresette.follow, engelmann:tresette.try-three,
    engelmann:tresette.card-points]"""
    sure, cards = _leading(_orders(hands), leader, params[TWO_ON_THREE], params[LAST_THIRDS])
    return sure, _numbered(cards)


@compiled
def _leading(h, leader, two_on_three, last):
    """:func:`leading_sure` on the hands ``h`` in the bounds' order, ``two_on_three`` the
    option (1 on) and ``last`` the last trick's thirds (ints, not the rule's array: an array
    handed to a compiled helper costs a reference count each way)."""
    partner = (leader + 2) % 4
    one, other = h[(leader + 1) % 4], h[(leader + 3) % 4]
    own = _cash(h[leader], h[partner], one, other)
    cashed, sure = _relay(h[leader], h[partner], own, one, other, two_on_three, last)
    if cashed == own and own:   # (with none of his own, the partner's were counted above)
        alone, more = _partner_alone(h, leader, two_on_three, last)
        if more > sure:
            return more, alone
    return sure, cashed


@compiled
def _partner_alone(h, leader, two_on_three, last):
    """The cards the leader's partner cashes (:func:`cashing`, the leader following low) when
    the leader at once leads a low card of one of their suits to reach him -- and then the
    leader's, when the partner keeps a card of their suits to give him the lead back (less
    those the leader must throw on the partner's tricks) -- and the thirds that company then
    surely takes (nothing without such a card); the hands ``h`` and the cards in the bounds'
    order, ``last`` the last trick's thirds.
    [engelmann:tresette.order, engelmann:tresette.follow, engelmann:tresette.card-points]"""
    partner = (leader + 2) % 4
    one, other = h[(leader + 1) % 4], h[(leader + 3) % 4]
    alone = _cash(h[partner], h[leader], one, other)
    if _held(alone) & _held(h[leader]) == 0:
        return np.int64(0), 0
    return _relay(h[partner], h[leader], alone, one, other, two_on_three, last)


@compiled
def _relay(hand, mate, run, one, other, two_on_three, last):
    """The cards a player and his partner surely cash when he cashes ``run`` (his partner
    ``mate`` following low, :func:`_under`) and then, keeping a card of their suits to reach
    him, his partner's cards that take their tricks, less those the partner must throw on
    ``run``'s tricks for want of other cards (:func:`_spared`) -- and the thirds their company
    so surely takes: the cards cashed, the most each gives to the other's tricks
    (:func:`_banked`), what the other company's hands ``one`` and ``other`` give at least
    (:func:`_given`), and ``last``, the last trick's thirds, when they cash every trick; all
    in the bounds' order.
    [engelmann:tresette.order, engelmann:tresette.follow, engelmann:tresette.card-points]"""
    after_mate, given = _under(mate, run, two_on_three)
    after = hand & ~run
    theirs = _cash(after_mate, after, one, other)
    short = _count(run) - given - _count(after_mate & ~theirs)
    if short > 0:
        theirs = _spared(theirs, short, _held(after))
    if theirs != 0 and _held(theirs) & _held(after):
        cashed = run | theirs
        sure = (_banked(mate & ~theirs, _led(run), run, two_on_three)
                + _banked(after, _led(theirs), theirs, two_on_three))
    else:
        cashed = run
        sure = _banked(mate, _led(run), run, two_on_three)
    led = _led(cashed)
    sure += _thirds_in(cashed) + _given(one, led) + _given(other, led)
    if _count(cashed) == _count(hand):
        sure += last
    return cashed, sure


@compiled
def _spared(cash, short, entry):
    """``cash`` (in the bounds' order) less the ``short`` cards its holder throws on his
    partner's tricks for want of others: the lowest of a suit, first of the suits his partner
    cannot lead to him (``entry``: guard bits)."""
    near = cash & ((entry >> 10) * _SUIT)
    far = cash & ~near
    while short > 0 and far:
        far ^= np.int64(1) << _highest(far)
        short -= 1
    while short > 0 and near:
        near ^= np.int64(1) << _highest(near)
        short -= 1
    return far | near


@compiled
def _under(hand, run, two_on_three):
    """``hand`` (in the bounds' order) after it follows each card of its partner's ``run`` with
    its lowest card of the suit (the two on the three where the rule binds it), and how many
    cards it so gives."""
    given = 0
    suits = _held(run)
    while suits:
        at = _lowest(suits) - 10
        suits &= suits - 1
        k = _count((run >> at) & _SUIT)
        low = (hand >> at) & _SUIT
        if two_on_three == 1 and (run >> at) & 1 and (low >> 1) & 1:
            hand &= ~(np.int64(2) << at)   # the two on the three,
            low &= ~np.int64(2)            # then the lowest
            given += 1
            k -= 1
        while k > 0 and low:
            under = np.int64(1) << _highest(low)
            hand &= ~(under << at)
            low ^= under
            given += 1
            k -= 1
    return hand, given


@compiled
def stopping_sure(params, hands, leader):
    """The thirds the company not on lead surely takes, and the cards whose ranks that reads:
    whatever suit the leader leads, when that company holds its highest card it takes the
    trick with it, then its winner cashes his cards that take their tricks (:func:`cashing`),
    and his partner his own after them where the winner keeps a card to reach him (less those
    the partner must throw on the winner's tricks, :func:`_relay`); the leader's company gives
    to those tricks at least what :func:`_given` counts, the partners their most valuable cards
    that keep the plan (:func:`_banked`). The least of this over the leader's suits, nothing when
    the leader's company holds the top of one of them.
    [engelmann:tresette.order, engelmann:tresette.follow, engelmann:tresette.card-points]"""
    sure, cards = _stopping(_orders(hands), leader, params[TWO_ON_THREE], params[LAST_THIRDS])
    return sure, _numbered(cards)


@compiled
def _stopping(h, leader, two_on_three, last):
    """:func:`stopping_sure` on the hands ``h`` in the bounds' order, ``two_on_three`` the
    option (1 on) and ``last`` the last trick's thirds. A stopper's top card is one of his
    cashing cards, so what he takes is the same whichever of his suits the leader leads."""
    out = h[0] | h[1] | h[2] | h[3]
    tops = out & (_above(out) + _SUIT_BOTTOMS)   # each suit's highest card
    suits = _held(h[leader])
    partner = (leader + 2) % 4
    if _held((h[leader] | h[partner]) & tops) & suits:   # his company holds one of those tops
        return 0, np.int64(0)
    sure = 1 << 40
    read = np.int64(0)
    for holder in ((leader + 1) % 4, (leader + 3) % 4):
        if _held(h[holder] & tops) & suits:
            mate = (holder + 2) % 4
            cashed, gain = _relay(h[holder], h[mate], _cash(h[holder], h[mate], h[leader],
                                                            h[partner]),
                                  h[leader], h[partner], two_on_three, last)
            read |= cashed
            sure = min(sure, gain)
    return (0 if sure == 1 << 40 else sure), read


def bounds(params, hands, leader, won, points, weights, maxer, window):
    """Sure bounds of the raw value still to come at a trick's start (:func:`rounding`: one
    company's thirds less the other's, not rounded): each company takes at least what it
    surely takes (the company on lead by its cashing cards and the partner's entry,
    :func:`leading_sure`; the other by its stops, :func:`stopping_sure`) and at most the rest.
    The cards the bounds read are those whose ranks decided; which hand holds a card of one
    class counts the same among the others, so a player's cheapest cards read nothing more.
    [engelmann:tresette.order, engelmann:tresette.follow, engelmann:tresette.card-points]"""
    h = _orders(hands)
    left = params[LAST_THIRDS] + _thirds_in(h[0] | h[1] | h[2] | h[3])
    lead, read_lead = _leading(h, leader, params[TWO_ON_THREE], params[LAST_THIRDS])
    stop, read_stop = _stopping(h, leader, params[TWO_ON_THREE], params[LAST_THIRDS])
    low_gain, high_gain = (lead, left - stop) if weights[leader] > 0 else (stop, left - lead)
    window[0] = 2 * low_gain - left
    window[1] = 2 * high_gain - left
    window[2] = _numbered(read_lead | read_stop)


# ----------------------------------------------------------------------------------------------
# The game's state, read


def in_play(state) -> bool:
    """The card play of a deal is under way: the call is made and the sitting not over
    (declarations, said with a card, do not move the cards). [engelmann:tresette.calls]"""
    return not state.is_terminal() and state.phase == "play"


def _check_play(state, seat: int) -> None:
    if not isinstance(seat, numbers.Integral) or isinstance(seat, bool) or not 0 <= seat < PLAYERS:
        raise ValueError(f"tresette: seat={seat!r} is no seat; the seats are 0 .. 3 "
                         "[engelmann:tresette.partners]")
    if state.is_terminal():
        raise ValueError("tresette: the sitting is over, there is no card play to read "
                         "[engelmann:tresette.settlement]")
    if state.phase != "play":
        raise ValueError(f"tresette: the state is in its {state.phase!r} phase, not the card play "
                         "[engelmann:tresette.calls]")


def tricks_scored(tricks) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Tricks taken and thirds scored by each seat in the deal's closed tricks.
    [engelmann:tresette.card-points]"""
    won, points = [0] * PLAYERS, [0] * PLAYERS
    for number, (_, cards, winner) in enumerate(tricks, start=1):
        won[winner] += 1
        points[winner] += sum(card_thirds(c) for c in cards)
        if number == HAND_SIZE:
            points[winner] += LAST_TRICK_POINT * THIRDS_PER_POINT
    return tuple(won), tuple(points)


def _position(state, seat: int, hands) -> PlayPosition:
    won, points = tricks_scored(state.deal.tricks)
    ours = [p % 2 == seat % 2 for p in range(PLAYERS)]
    return PlayPosition(
        game="tresette", hands=tuple(int(h) for h in hands), leader=state.leader,
        trick=tuple(int(c) for c in state.trick), won=won, points=points,
        weights=tuple(1 if mine else -1 for mine in ours), maximiser=tuple(ours),
        params=rule_params(state.game.two_on_three), seats=tuple(range(PLAYERS)))


def position(state, seat: int) -> PlayPosition:
    """The deal's card play with every hand read, valued for ``seat``'s company: its card points
    in thirds minus the other company's. [engelmann:tresette.partners, engelmann:tresette.card-points]"""
    _check_play(state, seat)
    return _position(state, seat, [h.mask for h in state.hands])


# ----------------------------------------------------------------------------------------------
# A world: the unseen cards dealt as the seat's information allows


def _declared_sets_and_runs():
    """Each declaration's name -> what it says of the dealt hand: ('set', rank, how many) held
    exactly, or ('run', suit, length) of 3 2 A ... held and the next card not.
    [engelmann:tresette.declare, engelmann:tresette.napolitana]"""
    said = {}
    for rank in RANKS_HIGH_TO_LOW:
        for count in (3, 4):
            hand = CardSet([Card(rank + s) for s in SUITS[:count]])
            for found in declarations(hand, sevens="old", sets="all") + \
                    declarations(hand, sevens="newer", sets="all"):
                if all(c.rank == rank for c in found.cards):
                    said[found.name] = ("set", rank, count)
    for suit in SUITS:
        for length in range(3, len(RANKS_HIGH_TO_LOW) + 1):
            run = napolitana(CardSet([Card(r + suit) for r in RANKS_HIGH_TO_LOW[:length]]), suit)
            said[run.name] = ("run", suit, length)
    return said


DECLARED = _declared_sets_and_runs()


def _not_followed(trick_cards, leader: int, voids: list[int]) -> None:
    """A card off the suit led shows its player void in that suit. [engelmann:tresette.follow]"""
    led = trick_cards[0]
    for i, card in enumerate(trick_cards[1:], start=1):
        if TRICKS.suit_of(card) != TRICKS.suit_of(led):
            voids[(leader + i) % PLAYERS] |= PACK.suit(TRICKS.suit_of(led)).mask


def _two_withheld(trick_cards, leader: int, barred: list[int]) -> None:
    """Under ``two_on_three`` a partner who gives no two on his partner's three has not got it.
    [engelmann:tresette.try-three]"""
    led = trick_cards[0]
    if led.rank == "3" and len(trick_cards) > 2:
        two = Card("2" + led.suit)
        if trick_cards[2] != two:
            barred[(leader + 2) % PLAYERS] |= 1 << two


def sets_declared(exact, unseen: int, must, barred, played) -> list[tuple[list[int], list[int]]]:
    """Every way the sets declared can lie: a player who declared exactly ``count`` cards of a
    rank holds that many of it (those he played counted) among the unseen ones he may hold, and
    not the others; one (must, barred) pair per way. [engelmann:tresette.declare]"""
    ways = [(list(must), list(barred))]
    for player, rank, count in exact:
        of_rank = CardSet([Card(rank + s) for s in SUITS]).mask
        more = []
        for must_now, barred_now in ways:
            taken = 0
            for p in range(PLAYERS):
                if p != player:
                    taken |= must_now[p]
            candidates = [c for c in range(52) if (unseen & of_rank & ~taken & ~barred_now[player]
                                                   & ~must_now[player]) >> c & 1]
            held = ((played[player] | must_now[player]) & of_rank).bit_count()
            if not 0 <= count - held <= len(candidates):
                continue
            for chosen in itertools.combinations(candidates, count - held):
                must_then, barred_then = list(must_now), list(barred_now)
                for card in candidates:
                    if card in chosen:
                        must_then[player] |= 1 << card
                    else:
                        barred_then[player] |= 1 << card
                more.append((must_then, barred_then))
        ways = more
    return ways


def world(state, seat: int, rng: np.random.Generator) -> PlayPosition:
    """The deal's card play as ``seat`` may picture it: his own hand and every card played stay,
    the others' hands are dealt from the rest at random, each keeping his number of cards. A
    player keeps the called suit he showed his partner and holds no other card of it, keeps what his
    declarations name (a set of exactly three or four, a Napolitaine without the next card),
    holds nothing of a suit he did not follow, nor the two he did not give on his partner's three
    under ``two_on_three``. Each way the declared sets can lie is weighed by the deals it allows
    (:func:`~gamelib.solver.play.cards.deal_one_of`), so the world is drawn uniformly among the deals that agree.
    [engelmann:tresette.calls, engelmann:tresette.declare, engelmann:tresette.napolitana,
    engelmann:tresette.follow, engelmann:tresette.try-three]"""
    _check_play(state, seat)
    info = state.information(seat)
    own = info["hand"].mask
    tricks = [(leader, list(cards)) for leader, cards, _ in info["tricks"]]
    current = list(info["trick"])
    leader = state.leader
    everyone = tricks + ([(leader, current)] if current else [])
    played = played_by(everyone, PLAYERS)
    unseen = PACK.mask & ~own & ~all_played(played)
    barred = [0] * PLAYERS
    for first, cards in everyone:
        _not_followed(cards, first, barred)
        if state.game.two_on_three:
            _two_withheld(cards, first, barred)
    must = [0] * PLAYERS
    exact = []   # (player, rank, count): the dealt hand held exactly count cards of rank
    if info["called"] is not None and info["called"][0] % 2 == seat % 2:
        caller, suit = info["called"]   # the called suit is shown to the caller's partner
        shown = info["shown"].mask
        must[caller] |= shown & unseen
        barred[caller] |= PACK.suit(suit).mask & ~shown
    for player, said in info["declared"]:
        kind, which, count = DECLARED[said.split(":")[0]]
        if kind == "set":
            exact.append((player, which, count))
        else:
            run = [Card(r + which) for r in RANKS_HIGH_TO_LOW[:count]]
            must[player] |= CardSet(run).mask & unseen
            if count < len(RANKS_HIGH_TO_LOW):
                barred[player] |= 1 << Card(RANKS_HIGH_TO_LOW[count] + which)
    sizes = [HAND_SIZE - played[p].bit_count() for p in range(PLAYERS)]
    must[seat], sizes[seat] = 0, 0
    exact = [(player, rank, count) for player, rank, count in exact if player != seat]
    alternatives = []
    for held, denied in sets_declared(exact, unseen, must, barred, played):
        allowed = [unseen & ~denied[p] for p in range(PLAYERS)]
        allowed[seat] = 0
        alternatives.append((held, allowed))
    dealt = deal_one_of(rng, unseen, sizes, alternatives, "tresette")
    dealt[seat] = own
    return _position(state, seat, dealt)


#: What the value counts.
UNITS = "thirds of a point, this company's card points less the other's"

MODEL = register(PlayModel("tresette", legal, close, final, position, world, in_play,
                           units=UNITS, ranks=ranks, bounds=bounds, rounding=rounding,
                           blank=0, loose=1, greedy_gain=greedy_gain,
                           greedy_trick=greedy_trick))
