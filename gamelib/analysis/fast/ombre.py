"""Whole Ombre hands with random play, fast, and action for action the reference's.

The reference is :mod:`gamelib.games.ombre.game`: ``rules="academie"`` with its pool settlement
(:class:`gamelib.games.ombre.pool.PoolSession`, a fresh session per hand, as ``OmbreState.returns``
settles it), and ``rules="noothoven"`` in its ordinary three-handed form with the booklet's
fiches (:mod:`gamelib.games.ombre.tariff`). This module plays the same hands over the same card
integers and 52-bit masks in one compiled loop (numba when installed; the same code runs as
plain Python without it, slowly). For the Académie:
the deal, the auction with the Académie's priority and matching (academie:bid.priority), the
naming of trumps, Retourne's turn-up (academie:retourne.turn-up), the exchange with its minimum
discard (academie:exchange.ask-leave), the last player's look at the rest, forced Spadille
(academie:options.forced-spadille), the play with the matador privileges (academie:play.matadors),
the committed vole after five tricks (academie:vole.committed), the result
(academie:outcome.win ... academie:outcome.failed-vole) and the payments of the first hand of a
pool (academie:pool.start, academie:winnings.systematic, academie:losses.beast, ...).

For the booklet: its ladder without matching (noothoven:ombre.overcall), ask in the favourite
and gasco with the black aces (noothoven:ombre.favourite, noothoven:ombre.gasco), the declaration
of game and trumps (noothoven:ombre.declare), four matadors with Ponto
(noothoven:ombre.trump-led), the results (noothoven:ombre.win, noothoven:ombre.lose) and the
tariff with premières, favourite doubling and the codille fiche (noothoven:ombre.pay-loss).
The booklet's other forms (``form="a-deux"``, ``"a-quatre"``, ``"cinquille"``) are not ported.
The favourite suit is drawn from the deal's stream (:func:`favourite_suit`) and given to the
reference as ``setup favourite=``.

**Random play, defined once for both.** A deal ``d`` of a run seeded ``seed`` has a key
``deal_key(seed, d)``; draw number ``c`` of that deal is ``floor(u * n)`` with
``u = hi32(splitmix64(key + (c + 1) * golden)) / 2**32`` (:func:`draw_index`), an integer
computation that Python and numba carry out identically. Draws 0..38 shuffle the 40 cards
(Fisher-Yates, :func:`deal_cards`); the deal is then dealt in threes like the reference
(academie:deal.deal); from draw 39 on, each decision takes legal action ``draw_index(key, c, n)``
of the ``n`` legal actions *in the order the reference engine lists them*. The reference plays the
same hand with ``new_initial_state(hands=..., stock=...)`` and :class:`StreamPlayer`
(:func:`reference_hand`), so both make the same deal, the same bids, discards and cards, and the
same settlement; ``tests/test_fast_ombre.py`` checks it action by action on recorded seeds.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gamelib.analysis.fast._jit import HAVE_NUMBA, njit
from gamelib.core.cards import Card, CardSet
from gamelib.games.ombre import order as _order
from gamelib.games.ombre.pool import MARKINGS

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
DEAL_DRAWS = 39  # the Fisher-Yates shuffle of 40 cards uses draws 0..38

#: Result codes of the fast path (``"unspecified"``: a split the source leaves unnamed, e.g. the
#: Académie's 1-4-4, settled as a remise; the booklet's 3-4-2 and a failed vole-déclarée).
RESULTS = ("all-pass", "win", "remise", "codille", "vole", "failed-vole", "spadille-undeclared",
           "unspecified", "remise-royale")
#: Contract codes (-1: none), the Académie's ladder (academie:bid.contracts).
CONTRACTS = ("ask-leave", "retourne", "sans-prendre", "vole")
#: The booklet's games by the same codes: gasco turns up the stock's top card like Retourne
#: (noothoven:ombre.declare, noothoven:ombre.gasco).
NOOTHOVEN_CONTRACTS = ("vraag", "gasco", "sans-prendre", "vole-declaree")
#: Ranks of the bids, the action code of a bid (bidding.ACADEMIE_BIDS, bidding.NOOTHOVEN_BIDS).
BID_RANKS = {
    "academie": {"ask-leave": 1, "retourne": 2, "sans-prendre": 3, "vole": 4},
    "noothoven": {"vraag": 1, "vraag-favourite": 2, "gasco": 3, "sans-prendre": 4,
                  "vole-declaree": 5},
}
#: The booklet's declared games as action codes: 50 + 4 x game + suit, gasco 62.
DECLARED = {"vraag": 0, "sans-prendre": 1, "vole-declaree": 2}
#: Draw number of the favourite suit (the turned card of the other pack,
#: noothoven:ombre.favourite), far beyond the decisions' draws.
FAVOURITE_DRAW = 1 << 20
SUITS = "SHDC"
#: The 40 cards of the Ombre pack in the reference engine's deck order (``OmbreGame.deck_cards``).
DECK = np.array([int(c) for c in CardSet([Card(r + s) for s in SUITS for r in "AKQJ765432"])],
                dtype=np.int64)
SPADILLE = int(_order.SPADILLE)
BASTA = int(_order.BASTA)

# --------------------------------------------------------------------------------------------
# The counter-based stream, in Python (the reference's side)
# --------------------------------------------------------------------------------------------


def mix64(x: int) -> int:
    """The splitmix64 finaliser on a 64-bit integer."""
    x &= MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK64
    return x ^ (x >> 31)


def deal_key(seed: int, deal: int) -> int:
    """The key of deal ``deal`` of a run seeded ``seed`` (both non-negative integers)."""
    return mix64(mix64(int(seed)) + int(deal))


def draw_index(key: int, counter: int, n: int) -> int:
    """Draw number ``counter`` of a deal: an index in ``0 .. n-1``, ``floor(u * n)`` with ``u``
    the high 32 bits of ``splitmix64(key + (counter + 1) * golden)`` over 2**32."""
    z = mix64(key + (counter + 1) * GOLDEN)
    return ((z >> 32) * n) >> 32


def deal_cards(key: int) -> tuple[list[int], list[int]]:
    """The deal of a key: three hands (masks, eldest first) and the stock (top first), shuffled
    by draws 0..38 and dealt "nine cards to each player, three at a time" (academie:deal.deal)."""
    perm = [int(c) for c in DECK]
    for i in range(39, 0, -1):
        j = draw_index(key, 39 - i, i + 1)
        perm[i], perm[j] = perm[j], perm[i]
    hands = [0, 0, 0]
    k = 0
    for _packet in range(3):
        for pos in range(3):
            for c in perm[k:k + 3]:
                hands[pos] |= 1 << c
            k += 3
    return hands, perm[27:]


class StreamPlayer:
    """The random policy of the fast path, for the reference engine: at each decision it takes
    legal action ``draw_index(key, counter, n)`` and counts the draw. One player serves all three
    seats of a deal (the stream is the deal's, not a seat's). ``vole_bids=False`` leaves the bid
    of the vole out of the choices (a random player that never announces the vole, whose hands
    are mostly played out to the ninth trick)."""

    def __init__(self, key: int, counter: int = DEAL_DRAWS, vole_bids: bool = True):
        self.key = key
        self.counter = counter
        self.vole_bids = vole_bids
        self.taken: list = []

    def __call__(self, state):
        legal = state.legal_actions()
        if not self.vole_bids:
            legal = [a for a in legal if not (
                (a.kind == "bid" and a.value in ("vole", "vole-declaree"))
                or (a.kind == "declare" and a.value[0] == "vole-declaree"))]
        action = legal[draw_index(self.key, self.counter, len(legal))]
        self.counter += 1
        self.taken.append(action)
        return action


def favourite_suit(key: int) -> str:
    """The favourite suit of a deal (the booklet's option): uniform over the four suits, as the
    reference's turned card of the other pack is (ten cards of each suit)."""
    return SUITS[draw_index(key, FAVOURITE_DRAW, 4)]


def reference_hand(seed: int, deal: int, game=None, vole_bids: bool = True, rules="academie",
                   **options):
    """Deal ``deal`` of a run seeded ``seed`` played by the reference engine with the stream's
    random play; returns ``(state, actions taken)``. ``rules`` and ``options`` are those of
    ``get_game("ombre", rules=..., ...)`` (the booklet's a-trois form only); ``vole_bids`` as in
    :class:`StreamPlayer`."""
    from gamelib.core.engine import play
    from gamelib.games.ombre.game import OmbreGame

    game = game or OmbreGame(rules, **options)
    key = deal_key(seed, deal)
    hands, stock = deal_cards(key)
    setup = {"favourite": favourite_suit(key)} if game.favourite else {}
    state = game.new_initial_state(hands=[CardSet(h) for h in hands], stock=stock, **setup)
    player = StreamPlayer(key, vole_bids=vole_bids)
    play(state, player)
    return state, player.taken


def encode(action, rules: str = "academie") -> int:
    """A reference engine Action as the fast path's action code (see :data:`ACTION_CODES`)."""
    kind, value = action.kind, action.value
    if kind == "bid":
        return 0 if value == "pass" else BID_RANKS[rules][value]
    if kind == "declare":
        game, suit = value
        return 62 if game == "gasco" else 50 + 4 * DECLARED[game] + SUITS.index(suit)
    if kind == "trump":
        return 10 + SUITS.index(value)
    if kind == "spadille":
        return 20 + int(bool(value))
    if kind == "rest":
        return 30 + int(bool(value))
    if kind == "vole":
        return 40 + int(bool(value))
    if kind == "discard":
        return 100 + value
    if kind == "take":
        return 200 + value
    if kind == "card":
        return 300 + value
    raise ValueError(f"not an Académie Ombre action: {action!r}")


#: How the fast path writes an action: bids 0 (pass), their rank; trumps 10 + suit; the
#: booklet's declarations 50 + 4 x game + suit (vraag, sans-prendre, vole-declaree), gasco 62;
#: Spadille 20/21; rest 30/31; vole 40 (lay down) / 41 (play on); discards 100 + card; takes
#: 200 + count; cards played 300 + card.
ACTION_CODES = "bid 0..4, trump 10..13, spadille 20..21, rest 30..31, vole 40..41, " \
               "discard 100+card, take 200+k, card 300+card"

# --------------------------------------------------------------------------------------------
# Tables of the card order (from gamelib.games.ombre.order, the Académie's: three matadors)
# --------------------------------------------------------------------------------------------


def _tables():
    strength = np.array(_order.STRENGTH, dtype=np.int64)
    suit_of = np.array(_order.SUIT_OF, dtype=np.int64)
    trump_mask = np.array(_order.TRUMP_MASK, dtype=np.int64)
    suit_mask = np.array(_order.SUIT_MASK, dtype=np.int64)
    trump_rank = np.array([[-1 if r is None else r for r in row] for row in _order.TRUMP_RANK],
                          dtype=np.int64)
    # [0]: the Académie's three matadors; [1]: the booklet's four, with Ponto
    matador_mask = np.array([[_order.MATADOR_MASK[(pm, t)] for t in range(4)] for pm in (False, True)],
                            dtype=np.int64)
    trump_order = np.full((4, 12), -1, dtype=np.int64)
    for t, s in enumerate(SUITS):
        for i, c in enumerate(_order.trump_order(s)):
            trump_order[t, i] = int(c)
    return strength, suit_of, trump_mask, suit_mask, trump_rank, matador_mask, trump_order


TABLES = _tables()

# --------------------------------------------------------------------------------------------
# The kernel
# --------------------------------------------------------------------------------------------

_U30, _U27, _U31, _U32 = np.uint64(30), np.uint64(27), np.uint64(31), np.uint64(32)
_M1, _M2, _G = np.uint64(0xBF58476D1CE4E5B9), np.uint64(0x94D049BB133111EB), np.uint64(GOLDEN)


@njit
def _mix(x):
    x = (x ^ (x >> _U30)) * _M1
    x = (x ^ (x >> _U27)) * _M2
    return x ^ (x >> _U31)


@njit
def _draw(key, counter, n):
    z = _mix(key + np.uint64(counter + 1) * _G)
    return np.int64(((z >> _U32) * np.uint64(n)) >> _U32)


@njit
def _popcount(m):
    c = 0
    while m:
        m &= m - 1
        c += 1
    return c


_DEBRUIJN = np.uint64(0x03F79D71B4CB0A89)
_U58 = np.uint64(58)
_DEBRUIJN_TABLE = np.zeros(64, dtype=np.int64)
for _i in range(64):
    _DEBRUIJN_TABLE[((1 << _i) * 0x03F79D71B4CB0A89 & MASK64) >> 58] = _i


@njit
def _low_index(low, table):
    """The index of the single set bit of ``low`` (a de Bruijn multiplication)."""
    return table[(np.uint64(low) * _DEBRUIJN) >> _U58]


@njit
def _nth_bit(m, idx, table):
    """The card of the ``idx``-th set bit of ``m``, lowest first."""
    while idx:
        m &= m - 1
        idx -= 1
    return _low_index(m & -m, table)


@njit
def _legal_mask(hand, led, t, trump_mask, suit_mask, suit_of, matador_mask, trump_rank, table):
    """gamelib.games.ombre.play.legal_mask (academie:play.follow-suit, academie:play.matadors)."""
    if led < 0:
        return hand
    tmask = trump_mask[t]
    if not (tmask >> led) & 1:
        same = hand & suit_mask[t, suit_of[t, led]]
        return same if same else hand
    trumps = hand & tmask
    if not trumps:
        return hand
    mats = matador_mask[t]
    if trumps & ~mats:
        return trumps
    if (mats >> led) & 1:
        led_rank = trump_rank[t, led]
        m = trumps
        while m:
            low = m & -m
            c = _low_index(low, table)
            if trump_rank[t, c] > led_rank:
                return trumps
            m ^= low
    return hand


@njit
def _winner(trick, t, strength, suit_of, trump_mask):
    """gamelib.games.ombre.play.winner_index: the position in the trick of the card that takes it."""
    led = trick[0]
    led_suit = suit_of[t, led]
    led_trump = (trump_mask[t] >> led) & 1
    best = 0
    best_s = strength[t, led]
    for i in range(1, 3):
        c = trick[i]
        s = strength[t, c]
        if s < 100 and (led_trump or suit_of[t, c] != led_suit):
            continue
        if s > best_s:
            best = i
            best_s = s
    return best


@njit
def _occasional(ret, o, contract, matadors, sign, single):
    """PoolSession._occasional for seats: matadors and the contract's payment."""
    a1 = (o + 1) % 3
    a2 = (o + 2) % 3
    if matadors:
        each = matadors * (1.0 if single else 2.0)
        ret[o] += sign * 2.0 * each
        ret[a1] -= sign * each
        ret[a2] -= sign * each
    sp = 6.0 if single else 12.0
    due = 0.0
    if contract == 1:
        due = sp / 2.0
    elif contract >= 2:
        due = sp
    if due:
        ret[o] += sign * 2.0 * due
        ret[a1] -= sign * due
        ret[a2] -= sign * due


@njit
def _play_deals(seed_mix, start, n, retourne, forced_spadille, single, empty, vole_bids, nl, fav,
                gasco_vole_paid, deck,
                strength, suit_of, trump_mask, suit_mask, trump_rank, matador_mask, trump_order,
                table, record, out_result, out_ombre, out_contract, out_trump, out_split, out_matadors,
                out_committed, out_returns, out_dealt, out_actions, out_nactions, favourite_on,
                failed_vole_four):
    perm = np.zeros(40, dtype=np.int64)
    hands = np.zeros(3, dtype=np.int64)
    won = np.zeros(3, dtype=np.int64)
    passed = np.zeros(3, dtype=np.int64)
    trick = np.zeros(3, dtype=np.int64)
    order = np.zeros(3, dtype=np.int64)
    bids = np.zeros(6, dtype=np.int64)
    decl = np.zeros(16, dtype=np.int64)
    ret = np.zeros(3)
    # the ladders by rank: academie ask-leave 1, retourne 2 (option), sans-prendre 3, vole 4
    # (academie:bid.contracts); noothoven vraag 1, vraag-favourite 2 (option), gasco 3,
    # sans-prendre 4, vole-declaree 5 (noothoven:ombre.overcall)
    ladder = np.array([1, 2, 3, 4, 5], dtype=np.int64)
    mm = matador_mask[1 if nl else 0]  # the booklet's Ponto is a matador (ponto_is_matador)
    black_aces = (np.int64(1) << SPADILLE) | (np.int64(1) << BASTA)
    for d in range(n):
        key = _mix(seed_mix + np.uint64(start + d))
        # -- the deal -----------------------------------------------------------------------
        for i in range(40):
            perm[i] = deck[i]
        for i in range(39, 0, -1):
            j = _draw(key, 39 - i, i + 1)
            tmp = perm[i]
            perm[i] = perm[j]
            perm[j] = tmp
        for p in range(3):
            hands[p] = 0
            won[p] = 0
            passed[p] = 0
        k = 0
        for _packet in range(3):
            for p in range(3):
                for q in range(3):
                    hands[p] |= np.int64(1) << perm[k + q]
                k += 3
        for p in range(3):
            out_dealt[d, p] = hands[p]
        if favourite_on:
            fav = _draw(key, FAVOURITE_DRAW, 4)  # favourite_suit
        sp = 27  # stock: perm[sp:40], top first
        counter = 39
        na = 0
        # -- the auction (academie:bid.priority, academie:bid.pass) ------------------------
        holder = -1
        best = 0
        speaker = 0
        ombre = -1
        contract = -1
        trump = -1
        turned = -1
        forced = False
        result = -1
        premieres = False
        committed = False
        while True:
            nb = 0
            bids[nb] = 0
            nb += 1
            for r in ladder:
                if nl:
                    if ((r == 2 and fav < 0) or (r == 5 and not vole_bids)
                            or (r == 3 and (hands[speaker] & black_aces) != black_aces)):
                        continue
                elif r == 5 or (r == 2 and not retourne) or (r == 4 and not vole_bids):
                    continue
                if r > best or (not nl and r == best and holder >= 0 and r != 4
                                and speaker < holder):
                    bids[nb] = r
                    nb += 1
            choice = bids[_draw(key, counter, nb)]
            counter += 1
            if record:
                out_actions[d, na] = 0 if choice == 0 else choice
                na += 1
            if choice == 0:
                passed[speaker] = 1
            else:
                best = choice
                holder = speaker
            # bidding.next_speaker
            nxt = -1
            n_active = 0
            only = -1
            for p in range(3):
                if not passed[p]:
                    n_active += 1
                    only = p
            if not (holder >= 0 and n_active == 1 and only == holder) and n_active > 0:
                for step in range(1, 4):
                    p = (speaker + step) % 3
                    if not passed[p] and p != holder:
                        nxt = p
                        break
            if nxt >= 0:
                speaker = nxt
                continue
            break
        if holder < 0:
            spad = -1
            if forced_spadille:
                for p in range(3):
                    if (hands[p] >> SPADILLE) & 1:
                        spad = p
            if spad >= 0:
                # academie:options.forced-spadille: declare (index 0) or keep silent (index 1)
                pick = _draw(key, counter, 2)
                counter += 1
                if record:
                    out_actions[d, na] = 21 if pick == 0 else 20
                    na += 1
                ombre = spad
                if pick == 0:
                    forced = True
                    contract = 0
                else:
                    result = 6
            else:
                result = 0
        elif not nl:
            ombre = holder
            contract = best - 1
        else:
            # -- the booklet: the ombre declares his game and trumps (noothoven:ombre.declare) --
            ombre = holder
            nd = 0
            for s_ in range(4):
                if best <= 1 or (best == 2 and s_ == fav):
                    decl[nd] = 50 + s_
                    nd += 1
            if best <= 3 and (hands[ombre] & black_aces) == black_aces:
                decl[nd] = 62
                nd += 1
            if best <= 4:
                for s_ in range(4):
                    decl[nd] = 54 + s_
                    nd += 1
            if vole_bids:
                for s_ in range(4):
                    decl[nd] = 58 + s_
                    nd += 1
            code = decl[_draw(key, counter, nd)]
            counter += 1
            if record:
                out_actions[d, na] = code
                na += 1
            if code == 62:
                contract = 1  # gasco: the top card of the stock is turned (noothoven:ombre.gasco)
            else:
                contract = (0, 2, 3)[(code - 50) // 4]
                trump = (code - 50) % 4
        if result < 0:
            # -- trumps, or Retourne's / gasco's turn-up --------------------------------------
            if contract == 1:
                turned = perm[sp]
                sp += 1
                trump = turned // 13
            elif nl:
                pass  # declared with the game
            else:
                trump = _draw(key, counter, 4)
                counter += 1
                if record:
                    out_actions[d, na] = 10 + trump
                    na += 1
            # -- the exchange (academie:exchange.ask-leave, .sans-prendre, .vole) -------------
            n_order = 0
            for i in range(3):
                p = (ombre + i) % 3
                if i == 0 and contract >= 2:
                    continue
                order[n_order] = p
                n_order += 1
            for i in range(n_order):
                p = order[i]
                pending = 0
                kd = 0
                if p != ombre:
                    mind = 0
                elif nl:
                    mind = 1 if contract == 1 else 0  # gasco takes the turned card
                elif contract == 1:
                    mind = 2
                else:
                    mind = 1
                extra = 1 if (p == ombre and turned >= 0) else 0
                maxd = 40 - sp + extra
                if maxd > 9:
                    maxd = 9
                while True:
                    free = hands[p] & ~pending
                    nd = _popcount(free) if kd < maxd else 0
                    n_legal = nd + (1 if kd >= mind else 0)
                    idx = _draw(key, counter, n_legal)
                    counter += 1
                    if idx < nd:
                        c = _nth_bit(free, idx, table)
                        pending |= np.int64(1) << c
                        kd += 1
                        if record:
                            out_actions[d, na] = 100 + c
                            na += 1
                        continue
                    if record:
                        out_actions[d, na] = 200 + kd
                        na += 1
                    got = 0
                    taken = 0
                    if p == ombre and turned >= 0:
                        got |= np.int64(1) << turned
                        taken = 1
                    while taken < kd:
                        got |= np.int64(1) << perm[sp]
                        sp += 1
                        taken += 1
                    hands[p] = (hands[p] & ~pending) | got
                    break
            if sp < 40:
                pick = _draw(key, counter, 2)  # look at the rest (index 0) or not (index 1)
                counter += 1
                if record:
                    out_actions[d, na] = 31 if pick == 0 else 30
                    na += 1
            # -- the play ---------------------------------------------------------------------
            ombre_start = hands[ombre]
            leader = 0
            committed = False
            laid_down = False
            premieres = False
            n_tricks = 0
            while True:
                for i in range(3):
                    p = (leader + i) % 3
                    led = trick[0] if i > 0 else -1
                    m = _legal_mask(hands[p], led, trump, trump_mask, suit_mask, suit_of,
                                    mm, trump_rank, table)
                    c = _nth_bit(m, _draw(key, counter, _popcount(m)), table)
                    counter += 1
                    if record:
                        out_actions[d, na] = 300 + c
                        na += 1
                    hands[p] &= ~(np.int64(1) << c)
                    trick[i] = c
                w = (leader + _winner(trick, trump, strength, suit_of, trump_mask)) % 3
                won[w] += 1
                leader = w
                n_tricks += 1
                ombre_all = won[ombre] == n_tricks
                if n_tricks == 5:
                    premieres = ombre_all  # noothoven:ombre.pay-premieres
                if (committed or contract == 3) and not ombre_all:
                    break  # academie:vole.failure; the booklet's choice (OmbreState._apply_card)
                if n_tricks == 9:
                    break
                if n_tricks == 5 and ombre_all and contract != 3 and not forced:
                    pick = _draw(key, counter, 2)  # play on (index 0) or lay down (index 1)
                    counter += 1
                    if record:
                        out_actions[d, na] = 41 if pick == 0 else 40
                        na += 1
                    if pick == 0:
                        committed = True
                    else:
                        laid_down = True
                        break
            o = won[ombre]
            a1 = won[(ombre + 1) % 3]
            a2 = won[(ombre + 2) % 3]
            if laid_down:
                result = 1
            elif nl:
                # outcome_noothoven (noothoven:ombre.win, .lose, .vole, .vole-declaree)
                hi = a1 if a1 > a2 else a2
                lo = a2 if a1 > a2 else a1
                if contract == 3:
                    result = 4 if o == 9 else 7
                elif committed:
                    result = 4 if o == 9 else 5
                elif o == 9:
                    result = 4
                elif o >= 5 or (o == 4 and lo == 2 and hi == 3):
                    result = 1
                elif hi >= 5:
                    result = 3
                elif (o == 4 and hi == 4) or (o == 1 and a1 == 4 and a2 == 4):
                    result = 2
                elif o == 3 and a1 == 3 and a2 == 3:
                    result = 8
                else:
                    result = 7
            elif contract == 3 or committed:
                if a1 or a2:
                    result = 5
                elif o == 9:
                    result = 4
                else:
                    result = 1
            elif o == 9:
                result = 4
            else:
                b = a1 if a1 > a2 else a2
                if o > b:
                    result = 1
                elif o == b:
                    result = 2
                elif a1 == a2:
                    result = 7
                else:
                    result = 3
            # matadors paid (count_matadors, academie:winnings.true-matadors)
            mats = 0
            for i in range(12):
                c = trump_order[trump, i]
                if c < 0 or not (ombre_start >> c) & 1:
                    break
                mats += 1
            if mats < 3:
                mats = 0
            out_split[d, 0] = o
            out_split[d, 1] = a1
            out_split[d, 2] = a2
            out_matadors[d] = mats
            out_committed[d] = committed
        else:
            out_split[d, 0] = 0
            out_split[d, 1] = 0
            out_split[d, 2] = 0
            out_matadors[d] = 0
            out_committed[d] = False
        if nl:
            # -- the booklet's fiches (gamelib.games.ombre.tariff) ---------------------------------
            for p in range(3):
                ret[p] = 0.0
            if result >= 1:
                oseat = (ombre + 1) % 3
                mats = out_matadors[d]
                m = mats - 2 if mats >= 3 else 0  # matador_fiches
                if contract == 3:
                    t_ = 8.0 * (1 + m + 4) * (1.0 if result == 4 else -1.0)
                else:
                    base = (1.0, 3.0, 4.0)[contract]
                    if result == 1 or result == 4 or result == 5:
                        t_ = base + m + (1.0 if premieres else 0.0)
                        if result == 4 and not (contract == 1 and not gasco_vole_paid):
                            t_ += 4.0
                        if result == 5 and (failed_vole_four or not (
                                contract == 1 and not gasco_vole_paid)):
                            t_ -= 4.0  # "de vole afgetrokken" (tariff.failed_vole_fiches)
                    else:
                        t_ = -(base + m)
                favoured = fav >= 0 and trump == fav
                if favoured:
                    t_ *= 2.0
                ret[oseat] += 2.0 * t_
                ret[(oseat + 1) % 3] -= t_
                ret[(oseat + 2) % 3] -= t_
                if result == 3 and contract != 3 and not (contract == 1 and not gasco_vole_paid):
                    extra = 2.0 if favoured else 1.0
                    cw = (oseat + 1) % 3 if out_split[d, 1] > out_split[d, 2] else (oseat + 2) % 3
                    ret[oseat] -= extra
                    ret[cw] += extra
            out_result[d] = result
            out_ombre[d] = (ombre + 1) % 3 if ombre >= 0 else -1
            out_contract[d] = contract
            out_trump[d] = trump
            for p in range(3):
                out_returns[d, p] = ret[p]
            out_nactions[d] = na
            continue
        # -- the settlement: the first hand of a pool (PoolSession, fresh) -------------------
        pool = 9.0 * empty
        for p in range(3):
            ret[p] = -3.0 * empty
        oseat = (ombre + 1) % 3 if ombre >= 0 else -1  # position -> seat: the dealer is seat 0
        mats = out_matadors[d]
        if result == 1:
            ret[oseat] += pool
            _occasional(ret, oseat, contract, mats, 1.0, single)
        elif result == 2 or result == 7:
            _occasional(ret, oseat, contract, mats, -1.0, single)
            ret[oseat] -= pool
        elif result == 3:
            cw = (oseat + 1) % 3 if out_split[d, 1] > out_split[d, 2] else (oseat + 2) % 3
            ret[cw] += pool
            _occasional(ret, oseat, contract, mats, -1.0, single)
            ret[oseat] -= pool
        elif result == 4:
            ret[oseat] += pool + pool  # the pool, and half the wager from each Ally
            ret[(oseat + 1) % 3] -= pool / 2.0
            ret[(oseat + 2) % 3] -= pool / 2.0
            _occasional(ret, oseat, contract, mats, 1.0, single)
        elif result == 5:
            ret[(oseat + 1) % 3] += pool / 2.0
            ret[(oseat + 2) % 3] += pool / 2.0
            if not out_committed[d]:
                _occasional(ret, oseat, contract, mats, -1.0, single)
                ret[oseat] -= pool
        elif result == 6:
            ret[oseat] -= pool
        out_result[d] = result
        out_ombre[d] = oseat
        out_contract[d] = contract
        out_trump[d] = trump
        for p in range(3):
            out_returns[d, p] = ret[p]
        out_nactions[d] = na


@dataclass
class Deals:
    """The fast path's hands, one entry a deal: ``result`` (codes of :data:`RESULTS`), ``ombre``
    (seat, -1 none), ``contract`` (codes of :data:`CONTRACTS`), ``trump`` (suit index of
    ``SHDC``), ``split`` (tricks of the Ombre and his Allies in playing order), ``matadors``
    paid, ``committed`` vole, ``returns`` per seat (as ``OmbreState.returns``), ``dealt`` (the
    three hands as dealt, masks, eldest first) and, when recorded, ``actions`` (codes, see
    :data:`ACTION_CODES`) with their count ``n_actions``."""

    rules: str
    result: np.ndarray
    ombre: np.ndarray
    contract: np.ndarray
    trump: np.ndarray
    split: np.ndarray
    matadors: np.ndarray
    committed: np.ndarray
    returns: np.ndarray
    dealt: np.ndarray
    actions: np.ndarray
    n_actions: np.ndarray

    def __len__(self) -> int:
        return len(self.result)

    @property
    def contract_names(self) -> tuple[str, ...]:
        return NOOTHOVEN_CONTRACTS if self.rules == "noothoven" else CONTRACTS

    def rates(self) -> dict[str, float]:
        """The share of each result."""
        counts = np.bincount(self.result, minlength=len(RESULTS))
        return {name: counts[i] / len(self) for i, name in enumerate(RESULTS)}

    def frame(self):
        """The deals as a DataFrame with the columns ``gamelib.analysis.montecarlo.simulate`` gives for
        Ombre (``deal``, ``return_0..2``, ``rules``, ``ombre`` as the seat's name A/B/C,
        ``contract``, ``trump``, ``split.0..2``, ``matadors``, ``committed vole``, ``outcome``),
        so that studies can take either."""
        import pandas as pd

        seats = np.array(["A", "B", "C", None], dtype=object)
        words = np.array(["spades", "hearts", "diamonds", "clubs", None], dtype=object)
        return pd.DataFrame({
            "deal": np.arange(len(self)),
            **{f"return_{p}": self.returns[:, p] for p in range(3)},
            "rules": self.rules,
            "ombre": seats[self.ombre],
            "contract": np.array(self.contract_names + (None,), dtype=object)[self.contract],
            "trump": words[self.trump],
            "split.0": self.split[:, 0], "split.1": self.split[:, 1], "split.2": self.split[:, 2],
            "matadors": self.matadors, "committed vole": self.committed.astype(bool),
            "outcome": np.array(RESULTS, dtype=object)[self.result],
        })


def play_hands(n: int, seed: int = 0, start: int = 0, *, rules: str = "academie",
               retourne: bool = False, forced_spadille: bool = False,
               single_payment: bool = False, marking: str = "2-and-1",
               favourite: bool | None = None, gasco_vole_paid: bool = False,
               failed_vole_four: bool = False, record: bool = False,
               vole_bids: bool = True) -> Deals:
    """Play deals ``start .. start + n - 1`` of a run seeded ``seed`` with the stream's random
    play, under ``rules`` and its options, those of ``get_game("ombre", rules=..., ...)``:
    academie ``retourne``, ``forced_spadille``, ``single_payment``, ``marking``; noothoven
    (the ordinary three-handed form, ``form="a-trois"``) ``favourite`` (None: the rule set's
    default, on for the booklet), ``gasco_vole_paid``, ``failed_vole_four``.
    ``record=True`` keeps every action (for the golden tests); ``vole_bids=False`` is the random
    player that never announces the vole (StreamPlayer)."""
    if rules not in ("academie", "noothoven"):
        raise ValueError(f"unknown Ombre rule set {rules!r}: 'noothoven' or 'academie'")
    nl = rules == "noothoven"
    if favourite is None:
        favourite = nl  # the booklet's rule is with the favourite (noothoven:ombre.favourite)
    given = {"retourne": retourne, "forced_spadille": forced_spadille,
             "single_payment": single_payment, "marking": marking != "2-and-1",
             "favourite": favourite, "gasco_vole_paid": gasco_vole_paid,
             "failed_vole_four": failed_vole_four}
    booklet_only = ("favourite", "gasco_vole_paid", "failed_vole_four")
    foreign = sorted(k for k, v in given.items() if v and (k in booklet_only) != nl)
    if foreign:
        raise ValueError(f"option(s) {', '.join(foreign)} do not belong to the {rules} rules")
    if marking not in MARKINGS:
        raise ValueError(f"unknown marking {marking!r}: '2-and-1' or '3-and-2' "
                         f"(academie:pool.name, academie:beast.sequence)")
    n = int(n)
    out = Deals(rules=rules, result=np.zeros(n, np.int64), ombre=np.zeros(n, np.int64),
                contract=np.zeros(n, np.int64), trump=np.zeros(n, np.int64),
                split=np.zeros((n, 3), np.int64), matadors=np.zeros(n, np.int64),
                committed=np.zeros(n, np.int64), returns=np.zeros((n, 3)),
                dealt=np.zeros((n, 3), np.int64),
                actions=np.zeros((n if record else 1, 128), np.int64),
                n_actions=np.zeros(n, np.int64))
    # Without numba the kernel runs on numpy uint64 scalars, whose wrap-around (the generator
    # relies on it) numpy reports as overflow.
    with np.errstate(over="ignore"):
        _play_deals(np.uint64(mix64(int(seed))), np.int64(start), n, bool(retourne),
                    bool(forced_spadille), bool(single_payment), MARKINGS[marking].empty,
                    bool(vole_bids), nl, -1, bool(gasco_vole_paid), DECK,
                    *TABLES, _DEBRUIJN_TABLE, bool(record), out.result, out.ombre,
                    out.contract, out.trump, out.split, out.matadors, out.committed,
                    out.returns, out.dealt, out.actions, out.n_actions, bool(favourite),
                    bool(failed_vole_four))
    return out


__all__ = ["HAVE_NUMBA", "Deals", "StreamPlayer", "deal_cards", "deal_key", "draw_index",
           "encode", "favourite_suit", "play_hands", "reference_hand", "RESULTS", "CONTRACTS",
           "NOOTHOVEN_CONTRACTS"]
