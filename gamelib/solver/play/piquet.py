"""Piquet's card play (Engelmann 1798) as a :class:`~gamelib.solver.play.model.PlayModel`.

Two players, twelve tricks without trumps: suit is followed while one can, and only a higher
card of the suit led takes the trick [engelmann:piquet.order, engelmann:piquet.follow,
engelmann:piquet.low-card]. Model player ``i`` is seat ``i``.

The value. What the play scores, as the game records it [engelmann:piquet.play,
engelmann:piquet.who-counts]: one for each lead (on ``lead_point="ten-up"`` only a ten or higher,
[engelmann:piquet.lead-example]) and one for each trick taken, never two for leading and taking
the same trick; the last trick three as printed, or two [engelmann:piquet.last-trick]; ten for
the most tricks [engelmann:piquet.most-tricks] or forty for capot instead [engelmann:piquet.capot];
the pic, sixty for the elder's thirty reached in play before the younger has scored anything
[engelmann:piquet.pic]. An offender of the laws counts nothing [engelmann:piquet.law-5]; in a
race to 101 or 100 nothing is counted once a player reaches the number, the partie being over
[engelmann:piquet.target]. The value for a seat is his points of the play minus the opponent's.

Unlike a game whose tricks score alone, the pic and the target make what a trick scores depend
on the points before it: a search that stores values by position must count the points in.
Positions with hands of unequal length (a hand of thirteen played on, [engelmann:piquet.law-1])
end in a trick of one card and are refused.
"""

from __future__ import annotations

import numpy as np

from gamelib.core.cards import SUITS, CardSet, deck
from gamelib.games.piquet import (
    CAPOT,
    LEAD_POINT,
    MOST_TRICKS,
    PIC_BONUS,
    PIC_THRESHOLD,
    TEN_UP,
    TRICK_POINT,
    PiquetState,
    combinations_of,
)
from gamelib.solver.play.cards import suit_masks
from gamelib.solver.play.model import PlayModel, PlayPosition, register

# -- params, as the rule functions read them ---------------------------------------------------
LEADS_SCORING = 0   # mask of the cards whose lead scores
LAST = 1            # the points of the last trick (3 printed, 2 usual)
ELDER = 2           # the elder (who may make the pic), a model index
PIC_OPEN = 3        # 1 while the pic can still be made
OFFENDER = 4        # the player who counts nothing (law 5), -1 if none
TARGET = 5          # the partie's number (101 or 100), 0 if the deal does not race to one
DECLARED = 6        # two: each player's points of the deal before the play
CARRIED = 8         # two: each player's points carried from the partie's deals before
SUIT_MASKS = 10     # four masks, one per suit: params[SUIT_MASKS + s]
PARAMS = 14

SUIT_CARDS = 13     # Card(13 * s + r), r = 0 for the ace: a lower number is a higher card

#: The labels of the events the game records in the play (before it: the declarations).
PLAY_EVENTS = ("lead", "trick", "last trick", "pic", "most tricks", "capot")


def legal(params, hands, trick, k, leader, player):
    """The cards ``player`` may play: any to lead, else the suit led while he holds it, else any.
    [engelmann:piquet.follow]"""
    hand = hands[player]
    if k == 0:
        return hand
    follow = hand & params[SUIT_MASKS + trick[0] // SUIT_CARDS]
    if follow != 0:
        return follow
    return hand


def close(params, trick, leader, last, points):
    """The taker of a complete trick, a higher card of the suit led taking it
    [engelmann:piquet.low-card]; scores the lead and the trick in the game's order, the leader's
    first: one point only for leading and taking [engelmann:piquet.who-counts], the last trick
    ``params[LAST]`` [engelmann:piquet.last-trick], the pic when the elder reaches thirty before
    the younger has scored [engelmann:piquet.pic]; nothing for an offender
    [engelmann:piquet.law-5] nor once the partie's number is reached [engelmann:piquet.target]."""
    led = trick[0]
    reply = trick[1]
    follower = 1 - leader
    taker = leader
    if reply // SUIT_CARDS == led // SUIT_CARDS and reply < led:
        taker = follower
    lead_scores = (params[LEADS_SCORING] >> led) & 1
    first = 0      # the leader's points
    second = 0     # the taker's, when the follower takes
    if taker == leader:
        if last == 1:
            first = params[LAST]
        elif lead_scores == 1:
            first = LEAD_POINT
    else:
        if lead_scores == 1:
            first = LEAD_POINT
        second = params[LAST] if last == 1 else TRICK_POINT
    elder = params[ELDER]
    younger = 1 - elder
    target = params[TARGET]
    for event in range(2):
        who = leader if event == 0 else taker
        amount = first if event == 0 else second
        if amount == 0:
            continue
        if target > 0 and (params[CARRIED] + params[DECLARED] + points[0] >= target
                           or params[CARRIED + 1] + params[DECLARED + 1] + points[1] >= target):
            break                                        # the partie is over
        if who == params[OFFENDER]:
            continue                                     # he counts nothing
        points[who] += amount
        if who == elder and params[PIC_OPEN] == 1 and points[younger] == 0:
            reached = params[DECLARED + elder] + points[elder]
            if reached >= PIC_THRESHOLD and reached - amount < PIC_THRESHOLD:
                points[elder] += PIC_BONUS               # the pic
    return taker


def final(params, won, points):
    """Ten for the most tricks, forty for capot instead [engelmann:piquet.most-tricks,
    engelmann:piquet.capot]; equal tricks count nothing; nothing for an offender nor once the
    partie's number is reached [engelmann:piquet.law-5, engelmann:piquet.target]."""
    if won[0] == won[1]:
        return
    top = 0
    if won[1] > won[0]:
        top = 1
    target = params[TARGET]
    if target > 0 and (params[CARRIED] + params[DECLARED] + points[0] >= target
                       or params[CARRIED + 1] + params[DECLARED + 1] + points[1] >= target):
        return
    if top == params[OFFENDER]:
        return
    if won[1 - top] == 0:
        points[top] += CAPOT
    else:
        points[top] += MOST_TRICKS


def ranks(params):
    """Each suit A high to 7 low; a card's class whether its lead scores.
    [engelmann:piquet.who-counts, engelmann:piquet.lead-example]"""
    strength = np.array([SUIT_CARDS - c % SUIT_CARDS if (params[SUIT_MASKS + c // SUIT_CARDS]
                                                         >> c) & 1 else 0 for c in range(52)],
                        dtype=np.int64)
    classes = (params[LEADS_SCORING] >> np.arange(52)) & 1
    return strength, classes


def in_play(state: PiquetState) -> bool:
    """The next action is a card of the tricks. [engelmann:piquet.play]"""
    return state.phase == "play" and not state.is_terminal()


def _check_play(state: PiquetState, seat: int) -> None:
    if not isinstance(state, PiquetState):
        raise ValueError(  # noqa: TRY004 (bad input is a ValueError in every game)
            f"piquet play model: {state!r} is no Piquet state")
    if state.is_terminal():
        raise ValueError("piquet play model: the deal is over, there is no card play left "
                         "[engelmann:piquet.play]")
    if not in_play(state):
        raise ValueError(f"piquet play model: the deal is in its {state.phase!r} phase, not its "
                         "card play [engelmann:piquet.play]")
    if not (isinstance(seat, (int, np.integer)) and not isinstance(seat, bool)
            and 0 <= seat < 2):
        raise ValueError(f"piquet play model: seat={seat!r} is no seat of the two "
                         "[engelmann:piquet.players]")
    counts = _hand_sizes(state)
    if counts[0] != counts[1]:
        raise ValueError(f"piquet play model: hands of {counts[0]} and {counts[1]} cards end in "
                         "a trick of one card, which the model does not play "
                         "[engelmann:piquet.law-1]")


def _hand_sizes(state: PiquetState) -> tuple[int, int]:
    """Each seat's cards in hand before the current trick, from what is public: the cards
    dealt and exchanged stay twelve unless a law was broken, so counted from the hands."""
    sizes = [len(state.hands[p]) for p in (0, 1)]
    if state.trick:
        sizes[state.leader] += 1
    return sizes[0], sizes[1]


def params_of(state: PiquetState) -> np.ndarray:
    """The options and the public scores of the deal that the play's count reads. [engelmann:piquet.play,
    engelmann:piquet.lead-example, engelmann:piquet.last-trick, engelmann:piquet.pic,
    engelmann:piquet.law-5, engelmann:piquet.target]"""
    game, d = state.game, state.deal
    params = np.zeros(PARAMS, dtype=np.int64)
    scoring = deck("piquet")
    if game.lead_point != "every":
        scoring = CardSet([c for c in scoring if c.rank in TEN_UP])
    params[LEADS_SCORING] = scoring.mask
    params[LAST] = game.last_trick
    params[ELDER] = d.elder
    params[PIC_OPEN] = 1 if state.pic_open else 0
    params[OFFENDER] = -1 if d.offender is None else d.offender
    params[TARGET] = 0 if game.target is None else game.target
    so_far = play_points(state)
    for p in (0, 1):
        params[DECLARED + p] = d.score(p) - so_far[p]
        params[CARRIED + p] = state.totals[p]
    params[SUIT_MASKS:SUIT_MASKS + 4] = suit_masks(deck("piquet"))
    return params


def play_points(state: PiquetState) -> tuple[int, int]:
    """The points each seat has scored in the play so far, as the game recorded them."""
    points = [0, 0]
    for seat, label, amount, _ in state.deal.events:
        if label in PLAY_EVENTS:
            points[seat] += amount
    return points[0], points[1]


def _position(state: PiquetState, seat: int, hands) -> PlayPosition:
    d = state.deal
    won = [sum(1 for t in d.tricks if t[3] == p) for p in (0, 1)]
    trick = tuple(int(c) for c in state.trick)
    return PlayPosition(
        game="piquet", hands=tuple(int(h) for h in hands), leader=int(state.leader),
        trick=trick, won=tuple(won), points=play_points(state),
        weights=tuple(1 if p == seat else -1 for p in (0, 1)),
        maximiser=tuple(p == seat for p in (0, 1)), params=params_of(state), seats=(0, 1))


def position(state: PiquetState, seat: int) -> PlayPosition:
    """The state's card play with both hands read, valued for ``seat``: his points of the play
    minus the opponent's."""
    _check_play(state, seat)
    return _position(state, seat, [h.mask for h in state.hands])


# -- the worlds a seat can imagine -------------------------------------------------------------

#: Draws of the opponent's hand before a world is given up as not found.
MAX_DRAWS = 100_000


def shown_voids(tricks, seat: int) -> set[int]:
    """The suits the opponent showed he lacks: a card of another suit on ``seat``'s lead.
    [engelmann:piquet.follow]"""
    return {lead // SUIT_CARDS for leader, lead, reply, _ in tricks
            if leader == seat and reply is not None and reply // SUIT_CARDS != lead // SUIT_CARDS}


def _declared(info: dict, seat: int, elder: int) -> dict[str, list[str]]:
    """The opponent's combinations by category, by name, as ``seat`` heard them: a category
    declared names every combination he held in it. [engelmann:piquet.law-4,
    engelmann:piquet.law-5]"""
    declarations = info["declarations"]
    named: dict[str, list[str]] = {}
    if declarations is None:
        return named
    other = 1 if seat == elder else 0
    for line in declarations.lines:
        if line.player == other and line.combination.category != "carte blanche":
            named.setdefault(line.combination.category, []).append(line.combination.name)
    return {category: sorted(names) for category, names in named.items()}


def _fits(hand: CardSet, named: dict[str, list[str]]) -> bool:
    """Whether a hand held at the declarations makes exactly the combinations named."""
    return all(sorted(c.name for c in combinations_of(hand, category)) == names
               for category, names in named.items())


def world(state: PiquetState, seat: int, rng: np.random.Generator) -> PlayPosition:
    """The card play as ``seat`` may imagine it, read from ``state.information(seat)`` only:
    his hand, his discards, the cards played and the opponent's shown point and sequences as
    they are; the opponent's other cards drawn from the cards unseen (the rest lie in his
    discards or the talon, out of play), none of a suit he showed he lacks, uniformly over the
    hands that make the combinations he declared, by name (the point's suit and length drawn
    exactly, the rest by rejection). A carte blanche, which is the dealt hand's, is not used.
    [engelmann:piquet.follow, engelmann:piquet.law-4, engelmann:piquet.law-5]"""
    _check_play(state, seat)
    info = state.information(seat)
    other = 1 - seat
    elder = 1 - info["dealer"]
    tricks = info["tricks"]
    his_played = CardSet([lead if leader == other else reply
                          for leader, lead, reply, _ in tricks])
    played = CardSet([c for t in tricks for c in t[1:3] if c is not None] + info["trick"])
    mine = info["hand"]
    if info["trick"] and state.current_player() == seat:
        his_played = his_played.add(info["trick"][0])
    his_size = len(mine)
    if info["trick"]:
        his_size += -1 if state.current_player() == seat else 1
    shown = info["opponent shown"] - played
    unseen = deck("piquet") - mine - CardSet(info["discarded"]) - played - shown
    voids = shown_voids(tricks, seat)
    allowed = CardSet([c for c in unseen if c.suit not in {SUITS[v] for v in voids}])
    named = _declared(info, seat, elder)
    point_suit, in_point = None, 0
    if named.get("point"):
        # "point of 5 (48) in S": his longest suit had that many cards [engelmann:piquet.rummel]
        words = named["point"][0].split()
        point_suit, count = words[-1], int(words[2])
        in_point = count - len((his_played | shown).suit(point_suit))
    need = his_size - len(shown)
    pool_in = [c for c in allowed if c.suit == point_suit]
    pool_out = [c for c in allowed if c.suit != point_suit]
    for _ in range(MAX_DRAWS):
        if point_suit is None:
            chosen = list(rng.choice(len(pool_out), size=need, replace=False))
            hand = shown | CardSet([pool_out[int(i)] for i in chosen])
        else:
            picks = rng.choice(len(pool_in), size=in_point, replace=False)
            rest = rng.choice(len(pool_out), size=need - in_point, replace=False)
            hand = shown | CardSet([pool_in[int(i)] for i in picks]
                                   + [pool_out[int(i)] for i in rest])
        if _fits(hand | his_played, named):
            hands = [0, 0]
            hands[seat] = mine.mask
            hands[other] = hand.mask
            return _position(state, seat, hands)
    raise ValueError(f"piquet play model: no hand of the opponent fits his declarations in "
                     f"{MAX_DRAWS} draws [engelmann:piquet.law-4]")


#: What the value counts.
UNITS = "points scored in the play, this player's less his opponent's"

MODEL = register(PlayModel(name="piquet", legal=legal, close=close, final=final,
                           position=position, world=world, in_play=in_play,
                           units=UNITS, ranks=ranks))
