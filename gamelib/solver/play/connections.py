"""Connections' card play (Engelmann 1798) as a :class:`~gamelib.solver.play.model.PlayModel`.

The cards are played as at Whist [engelmann:connections.whist], diamonds always trumps
[engelmann:connections.trump], with the game's own rights: a connection card may be played
whatever suit was led [engelmann:connections.card-right], and once a connection lies on the
table a trump may be played too [engelmann:connections.trump-right]. A trick holding a
connection goes to a trump played in it, else to the first card of the connection
[engelmann:connections.trick-winner].

The value. Everyone plays for himself and draws from the Casse: each connection's money, card by
card or to the trick's winner as the game's ``paid_to`` says [engelmann:connections.payouts],
and 6 pfennig for the most tricks, nobody's when they are equal
[engelmann:connections.most-tricks]. The value is ``seat``'s own pfennig drawn in the deal, the
others together playing against him ("paranoid"). ``points`` are each player's pfennig; ``close``
adds the connections of the trick, from its cards alone, ``final`` the most tricks, from the
tricks won alone, as the search's transposition table requires.
docs/solver-play-connections.md gives the reasons.
"""

from __future__ import annotations

import numpy as np

from gamelib.core.cards import SUITS, Card, deck
from gamelib.games.connections import (
    CONNECTION_CARDS,
    CONNECTIONS,
    MOST_TRICKS,
    TRUMP,
    ConnectionsState,
    completed,
)
from gamelib.solver.play.cards import (
    DECK_MASK,
    all_played,
    deal_by_suits,
    played_by,
    public_tricks,
    seated,
    suit_masks,
)
from gamelib.solver.play.kernel import compiled
from gamelib.solver.play.model import PlayModel, PlayPosition, register
from gamelib.solver.play.tricks import whist_ranks, whist_taker

# -- params, as the rule functions read them ---------------------------------------------------
TRUMP_SUIT = 0          # diamonds' index in SUITS
PAID_TO_TRICK = 1       # 1: a connection's money to its trick's winner; 0: card by card
CONNECTION_MASK = 2     # the four connection cards as a mask
MOST = 3                # the most tricks' pfennig
SUIT_MASKS = 4          # four masks, one per suit: params[SUIT_MASKS + s]
PAIRS = 8               # per connection c: params[PAIRS + 4c ...] = card, card, share, share
NUM_CONNECTIONS = len(CONNECTIONS)
PARAMS = PAIRS + 4 * NUM_CONNECTIONS

SUIT_CARDS = 13         # a Whist suit, A high to 2 low: Card(13 * s + r), r = 0 for the ace
FIELDS = 0x0001000100010001   # a suit's mask copied into each hand's field of 16 bits


def legal(params, hands, trick, k, leader, player):
    """The cards ``player`` may play: any to lead; else the suit led if he holds it (else any),
    a connection card always, and a trump once a connection lies on the table.
    [engelmann:connections.whist, engelmann:connections.card-right,
    engelmann:connections.trump-right]"""
    hand = hands[player]
    if k == 0:
        return hand
    allowed = hand & params[SUIT_MASKS + trick[0] // SUIT_CARDS]
    if allowed == 0:
        allowed = hand
    allowed |= hand & params[CONNECTION_MASK]
    table = 0
    for i in range(k):
        table |= 1 << trick[i]
    for c in range(NUM_CONNECTIONS):
        pair = (1 << params[PAIRS + 4 * c]) | (1 << params[PAIRS + 4 * c + 1])
        if table & pair == pair:      # a connection lies on the table
            return allowed | (hand & params[SUIT_MASKS + params[TRUMP_SUIT]])
    return allowed


def close(params, trick, leader, last, points):
    """The taker of a complete trick: with a connection in it and no trump, the first card of a
    connection; else the highest trump, else the highest card of the suit led. Each connection
    in it draws its money, each card's share to the player of the card, or the whole to the
    taker when ``paid_to`` is "trick". [engelmann:connections.trick-winner,
    engelmann:connections.whist, engelmann:connections.payouts]"""
    n = trick.shape[0]
    trump = params[TRUMP_SUIT]
    table = 0
    trumped = False
    for i in range(n):
        table |= 1 << trick[i]
        if trick[i] // SUIT_CARDS == trump:
            trumped = True
    members = 0
    for c in range(NUM_CONNECTIONS):
        pair = (1 << params[PAIRS + 4 * c]) | (1 << params[PAIRS + 4 * c + 1])
        if table & pair == pair:
            members |= pair
    best = -1
    if members != 0 and not trumped:      # the first card of the connection
        for i in range(n):
            if best < 0 and (members >> trick[i]) & 1:
                best = i
        taker = (leader + best) % n
    else:                                 # as at Whist, diamonds trumps
        taker = whist_taker(trick, leader, trump)
    for c in range(NUM_CONNECTIONS):
        first = params[PAIRS + 4 * c]
        second = params[PAIRS + 4 * c + 1]
        at_first = -1
        at_second = -1
        for i in range(n):
            if trick[i] == first:
                at_first = i
            if trick[i] == second:
                at_second = i
        if at_first >= 0 and at_second >= 0:
            if params[PAID_TO_TRICK] == 1:
                points[taker] += params[PAIRS + 4 * c + 2] + params[PAIRS + 4 * c + 3]
            else:
                points[(leader + at_first) % n] += params[PAIRS + 4 * c + 2]
                points[(leader + at_second) % n] += params[PAIRS + 4 * c + 3]
    return taker


def final(params, won, points):
    """The most tricks draw 6 pfennig; equal most tricks draw nothing.
    [engelmann:connections.most-tricks]"""
    n = won.shape[0]
    top = 0
    for p in range(1, n):
        if won[p] > won[top]:
            top = p
    for p in range(n):
        if p != top and won[p] == won[top]:
            return
    points[top] += params[MOST]


@compiled
def quick_tricks(params, hands, leader, seat, cards):
    """The tricks ``seat`` is sure to take by cashing, and the cards whose holders that reads.
    On lead he leads his highest trump while none of the others' is higher, and takes the
    trick: each of them follows with his lowest trump, or keeps his trumps and plays a
    connection card instead (the worst for the seat). Where they still hold trumps then, each
    of his trumps left takes a trick but those their higher trumps beat, one each. Where they
    hold none (and the seat holds one or leads), each of his trumps takes a trick, and where
    none of them can make a connection between them (in a trick with no trump it would take
    it), so does each of his cards of the other suits above all of theirs: led by him, each
    wins its trick and the lead. Not on lead he comes to it with a trump (void in the suit
    led) or with such a card, having lost tricks only with other cards; following, he counts
    no connection card whose connection's other card the others hold (an earlier hand may have
    played it: the connection would take the trick). Else 0.
    [engelmann:connections.whist, engelmann:connections.trump,
    engelmann:connections.card-right, engelmann:connections.trick-winner]"""
    n = hands.shape[0]
    trump = params[TRUMP_SUIT]
    trump_cards = params[SUIT_MASKS + trump]
    mine = hands[seat]
    others = cards & ~mine
    if leader != seat and (others & trump_cards != 0 or mine & trump_cards == 0):
        return 0, np.int64(0)
    sides = True   # no connection between two of the others
    for c in range(NUM_CONNECTIONS):
        first = np.int64(1) << params[PAIRS + 4 * c]
        second = np.int64(1) << params[PAIRS + 4 * c + 1]
        for p in range(n):
            for q in range(n):
                if p != seat and q != seat and p != q and hands[p] & first and hands[q] & second:
                    sides = False
    left = mine & trump_cards
    rounds = 0
    read = np.int64(0)
    if others & trump_cards:
        # on lead, he leads his highest trump while none of theirs is higher: each of them
        # follows with his lowest trump, or keeps his trumps and plays a connection card.
        # Each other player's trumps (numbered within the suit) and connection cards lie in
        # a field of 16 bits of his own, so that the bounds make no array.
        base = SUIT_CARDS * trump
        held = np.int64(0)
        dodges = np.int64(0)
        for p in range(n):
            if p != seat:
                held |= ((hands[p] & trump_cards) >> base) << (16 * p)
                m = hands[p] & params[CONNECTION_MASK]
                while m:
                    m &= m - 1
                    dodges += np.int64(1) << (16 * p)
        while left:
            top = left & -left
            if held & (((top >> base) - 1) * FIELDS):   # one of them holds a higher trump
                break
            left ^= top
            rounds += 1
            for p in range(n):
                his = (held >> (16 * p)) & 0xFFFF
                if his and (dodges >> (16 * p)) & 0xFFFF:
                    dodges -= np.int64(1) << (16 * p)
                elif his:
                    low = his
                    while low & (low - 1):
                        low &= low - 1
                    held ^= low << (16 * p)
        read = cards & trump_cards
        rest = np.int64(0)
        for p in range(n):
            rest |= ((held >> (16 * p)) & 0xFFFF) << base
        if rest:
            # then each of his trumps left takes a trick but those their higher trumps beat
            free = 0
            for c in range(SUIT_CARDS * trump, SUIT_CARDS * (trump + 1)):
                if (rest >> c) & 1:
                    free += 1
                elif (left >> c) & 1:
                    if free:
                        free -= 1
                    else:
                        rounds += 1
            return rounds, read
    risky = np.int64(0)   # following, a card whose connection's other card is the others'
    if leader != seat:
        for c in range(NUM_CONNECTIONS):
            first = np.int64(1) << params[PAIRS + 4 * c]
            second = np.int64(1) << params[PAIRS + 4 * c + 1]
            if others & second:
                risky |= first
            if others & first:
                risky |= second
    sure = rounds
    while left:
        left &= left - 1
        sure += 1
    for s in range(4):
        if s != trump and sides:
            for c in range(SUIT_CARDS * s, SUIT_CARDS * (s + 1)):
                bit = np.int64(1) << c
                if others & bit:
                    break
                if mine & bit and not risky & bit:
                    sure += 1
                    read |= bit
    return sure, read


def bounds(params, hands, leader, won, points, weights, maxer, window):
    """Sure bounds of what the player valued still draws at a trick's start: nothing less than
    nothing, and the most tricks' 6 pfennig where his sure trump tricks, or his cashing tricks
    (:func:`quick_tricks`) where more, put him past every other player's tricks, were that
    player to take all the rest; at most each connection still whole in the hands (all of it
    when the trick's winner draws it, else his own cards' shares), and the most tricks' 6
    pfennig while his tricks and those to come can pass every other player's.
    [engelmann:connections.payouts, engelmann:connections.most-tricks]"""
    n = hands.shape[0]
    seat = -1
    for p in range(n):
        if weights[p] == 1 and seat < 0:
            seat = p
        elif weights[p] != 0:
            seat = n
    if seat < 0 or seat >= n:
        window[0] = -(1 << 40)
        window[1] = 1 << 40
        window[2] = 0
        return
    out = np.int64(0)
    for p in range(n):
        out |= hands[p]
    high = 0
    read = np.int64(0)
    for c in range(NUM_CONNECTIONS):
        first = np.int64(1) << params[PAIRS + 4 * c]
        second = np.int64(1) << params[PAIRS + 4 * c + 1]
        if out & first == 0 or out & second == 0:
            continue
        if params[PAID_TO_TRICK] == 1:
            high += params[PAIRS + 4 * c + 2] + params[PAIRS + 4 * c + 3]
        else:
            read |= (first | second) & hands[seat]
            if hands[seat] & first:
                high += params[PAIRS + 4 * c + 2]
            if hands[seat] & second:
                high += params[PAIRS + 4 * c + 3]
    cards = out
    trumps = out & params[SUIT_MASKS + params[TRUMP_SUIT]]
    left = 0
    while out:
        out &= out - 1
        left += 1
    rest = left // n
    for p in range(n):
        if p != seat and won[p] >= won[seat] + rest:
            rest = -1
    if rest >= 0:
        # another player's trumps that the seat's higher trumps cannot beat, one each, fall in
        # tricks of their own that the seat does not take
        lost = 0
        read_lost = np.int64(0)
        for p in range(n):
            if p != seat:
                free = 0
                count = 0
                last = -1
                for c in range(SUIT_CARDS * params[TRUMP_SUIT],
                               SUIT_CARDS * (params[TRUMP_SUIT] + 1)):
                    if (hands[seat] >> c) & 1:
                        free += 1
                    elif (hands[p] >> c) & 1:
                        if free:
                            free -= 1
                        else:
                            count += 1
                            last = c
                if count > lost:
                    lost = count
                    read_lost = trumps & ((np.int64(1) << (last + 1)) - 1)
        for p in range(n):
            if p != seat and won[p] >= won[seat] + rest - lost:
                rest = -1
        if rest < 0:
            read |= read_lost
        else:
            high += params[MOST]
    # the seat's sure trump tricks: each of his trumps falls in a trick of its own, which the
    # highest trump in it takes, and each of the others' higher trumps in one trick only
    free = 0
    sure = 0
    last = -1
    for c in range(SUIT_CARDS * params[TRUMP_SUIT], SUIT_CARDS * (params[TRUMP_SUIT] + 1)):
        if (trumps >> c) & 1:
            if (hands[seat] >> c) & 1 == 0:
                free += 1
            elif free:
                free -= 1
            else:
                sure += 1
                last = c
    read_sure = np.int64(0)
    for c in range(SUIT_CARDS * params[TRUMP_SUIT], last + 1):
        read_sure |= trumps & (np.int64(1) << c)
    quick, read_quick = quick_tricks(params, hands, leader, seat, cards)
    if quick > sure:
        sure = quick
        read_sure = read_quick
    low = 0
    if sure:
        # the most tricks drawn whatever the rest: his sure tricks put him past every other
        # player's tricks were that player to take all the others
        low = params[MOST]
        for p in range(n):
            if p != seat and won[p] + left // n - sure >= won[seat] + sure:
                low = 0
        if low:
            read |= read_sure
    window[0] = low
    window[1] = high
    window[2] = read


def ranks(params):
    """Whist's suits, the ace high; the connection cards each a class of its own (the rules
    name them), every other card of one class. [engelmann:connections.whist,
    engelmann:connections.card-right]"""
    strength, plain = whist_ranks()
    classes = plain.copy()
    for c in range(52):
        if (params[CONNECTION_MASK] >> c) & 1:
            classes[c] = -1
    return strength, classes


def in_play(state: ConnectionsState) -> bool:
    """The next action is a card: every action of a deal of Connections is, until it is over.
    [engelmann:connections.whist]"""
    return not state.done


def params_of(state: ConnectionsState) -> np.ndarray:
    """Diamonds, who draws a connection's money, the connection cards, the most tricks' pfennig,
    the suits and each connection's cards and shares. [engelmann:connections.trump,
    engelmann:connections.payouts, engelmann:connections.most-tricks]"""
    params = np.zeros(PARAMS, dtype=np.int64)
    params[TRUMP_SUIT] = SUITS.index(TRUMP)
    params[PAID_TO_TRICK] = int(state.game.options["paid_to"] == "trick")
    params[CONNECTION_MASK] = CONNECTION_CARDS.mask
    params[MOST] = MOST_TRICKS
    params[SUIT_MASKS:SUIT_MASKS + 4] = suit_masks(deck("full"))
    for c, conn in enumerate(CONNECTIONS):
        (first, first_share), (second, second_share) = conn.shares
        params[PAIRS + 4 * c:PAIRS + 4 * c + 4] = [first, second, first_share, second_share]
    return params


def _check_play(state: ConnectionsState, seat: int) -> None:
    if not isinstance(state, ConnectionsState):
        raise ValueError(  # noqa: TRY004 (bad input is a ValueError in every game)
            f"connections play model: {state!r} is no Connections state")
    if not in_play(state):
        raise ValueError("connections play model: the deal is over (its 'done' phase), no card "
                         "is to be played [engelmann:connections.whist]")
    if not (isinstance(seat, (int, np.integer)) and 0 <= seat < state.game.num_players):
        raise ValueError(f"connections play model: seat={seat!r} is no seat of the "
                         f"{state.game.num_players} [engelmann:connections.deal]")


def drawn_so_far(state: ConnectionsState) -> tuple[int, ...]:
    """The pfennig each player's connections drew in the tricks already closed, as the game pays
    them. [engelmann:connections.payouts]"""
    seats = state.game.seats
    drawn = [0] * len(seats)
    for _, _, seat, amount in state.connection_lines():
        drawn[seats.index(seat)] += amount
    return tuple(drawn)


def _position(state: ConnectionsState, seat: int, hands) -> PlayPosition:
    n = state.game.num_players
    return PlayPosition(
        game="connections", hands=tuple(int(h) for h in hands), leader=state.trick.leader,
        trick=tuple(int(c) for c in state.trick.cards), won=tuple(state.won),
        points=drawn_so_far(state), weights=tuple(int(p == seat) for p in range(n)),
        maximiser=tuple(p == seat for p in range(n)), params=params_of(state),
        seats=tuple(range(n)))


def position(state: ConnectionsState, seat: int) -> PlayPosition:
    """The state's card play with every hand read, valued as ``seat``'s own pfennig against the
    others together."""
    _check_play(state, seat)
    return _position(state, seat, [h.mask for h in state.hands])


def shown_voids(tricks, n: int) -> list[set[int]]:
    """The suits each player showed he lacks: a card of another suit on a suit led that was no
    connection card and no trump on a connection lying on the table, for he had to follow.
    [engelmann:connections.trump-right, engelmann:connections.card-right]"""
    voids = [set() for _ in range(n)]
    for leader, cards in tricks:
        for i in range(1, len(cards)):
            card, led = Card(cards[i]), Card(cards[0]).suit
            if card.suit == led or card in CONNECTION_CARDS:
                continue
            if card.suit == TRUMP and completed(map(Card, cards[:i])):
                continue
            voids[(leader + i) % n].add(SUITS.index(led))
    return voids


def world(state: ConnectionsState, seat: int, rng: np.random.Generator) -> PlayPosition:
    """The card play as ``seat`` may imagine it: his own hand and the cards played as they are;
    the unseen cards (the others' hands and the pack laid aside unseen) dealt uniformly over
    every deal that fits each hand's size and every void shown by not following suit where the
    rules made him follow (see :func:`~gamelib.solver.play.cards.deal_by_suits`).
    [engelmann:connections.deal, engelmann:connections.trump-right,
    engelmann:connections.card-right]"""
    _check_play(state, seat)
    n, size = state.game.num_players, state.game.hand_size
    info = state.information(seat)
    tricks = public_tricks(state)
    played = played_by(tricks, n)
    seen = info["hand"].mask | all_played(played)
    others = [p for p in range(n) if p != seat]
    voids = shown_voids(tricks, n)
    unseen = DECK_MASK & ~seen
    sizes = [size - played[p].bit_count() for p in others]
    sizes.append(unseen.bit_count() - sum(sizes))       # the pack laid aside, any suit
    allowed = [[s not in voids[p] for s in range(4)] for p in others] + [[True] * 4]
    dealt = deal_by_suits(rng, unseen, sizes, allowed)
    return _position(state, seat, seated(n, seat, info["hand"].mask, others, dealt))


#: What the value counts.
UNITS = "pfennig this player draws from the Casse in the deal"

MODEL = register(PlayModel(name="connections", legal=legal, close=close, final=final,
                           position=position, world=world, in_play=in_play,
                           units=UNITS, ranks=ranks, bounds=bounds))
