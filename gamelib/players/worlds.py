"""What a player of the Ombre family has seen, and the worlds consistent with it: the hands
the cards he cannot see may make, dealt at random from his information only, for PIMC
(:mod:`gamelib.players.pimc`). Details: docs/pimc.md."""

from __future__ import annotations

import numpy as np

from gamelib.core.engine import State, as_generator
from gamelib.games.ombre.order import (
    MATADOR_MASK,
    OMBRE_DECK,
    SUIT_MASK,
    SUIT_OF,
    TRUMP_MASK,
    TRUMP_RANK,
)
from gamelib.games.ombre.play import legal_mask
from gamelib.solver import BIT, Position, Table, ombre_score

DECK_MASK = OMBRE_DECK.mask
#: What PIMC's worlds are solved for: "outcome" (the default), the outcome each card leads to
#: in each world (Ombre: codille, remise, win, vole; Quadrille: codille, remise, won, the vole
#: when it pays, the misère won or lost), searched with tests at the outcomes' boundaries only;
#: "tricks", the exact value (Ombre: the outcome, then the Ombre's tricks; Quadrille: the
#: side's tricks).
OBJECTIVES = ("outcome", "tricks")
#: The compiled table's size for a world (2**20 slots, the solver's default, so the two share
#: one table; the worlds of a decision share it through the solver's epochs).
PIMC_SLOTS = 1 << 20
#: The games whose worlds this module deals: those the solver of gamelib.solver solves.
SOLVER_GAMES = ("ombre", "quadrille")


def _check(objective: str, worlds: int = 1) -> None:
    """Refuse by name an objective PIMC does not know, or a number of worlds that is not a
    whole number of at least one."""
    if objective not in OBJECTIVES:
        raise ValueError(f"PIMC's objective is one of {', '.join(OBJECTIVES)}, "
                         f"not {objective!r}")
    if isinstance(worlds, bool) or not isinstance(worlds, (int, np.integer)) or worlds < 1:
        raise ValueError(f"PIMC: worlds={worlds!r} is not allowed; it samples a whole number "
                         f"of worlds, at least 1")


def _forced(free: int, rooms: dict[int, int], forbidden: dict[int, int], pile: int):
    """The cards among ``free`` that must go to one player: a card that no other player with
    room (nor the pile, of ``pile`` cards) may hold, and all the cards a player may hold when he
    has room for just as many; repeated until nothing changes. Returns ``{player: mask, ...,
    "others": mask of every forced card}``, or None when the players cannot be dealt at all
    (a player forced more cards than his room)."""
    forced = {q: 0 for q in rooms}
    room = dict(rooms)
    changed = True
    while changed:
        changed = False
        for q in rooms:
            mine = free & ~forbidden[q]
            if pile == 0:
                others = 0
                for r in rooms:
                    if r != q and room[r] > 0:
                        others |= free & ~forbidden[r]
                must = mine & ~others
            else:
                must = 0  # the pile may hold any card
            if room[q] > 0 and mine.bit_count() == room[q]:
                must |= mine  # room for exactly the cards he may hold
            if must:
                if must.bit_count() > room[q]:
                    return None
                forced[q] |= must
                room[q] -= must.bit_count()
                free &= ~must
                changed = True
    forced["others"] = 0
    for q in rooms:
        forced["others"] |= forced[q]
    return forced


class World:
    """One sampled deal of the unseen cards: ``hands`` per position (the player's own as it is)
    and the maximising positions (for Quadrille they follow the hidden partner)."""

    __slots__ = ("hands", "maximiser")

    def __init__(self, hands, maximiser):
        self.hands = hands
        self.maximiser = maximiser


class _View:
    """What one player knows of a play-phase position, in the solver's positions: his hand,
    every card played, how many cards each player holds, the voids revealed by play (a player
    who did not follow a plain suit holds none of it; who did not play a trump to a trump lead
    holds only matadors, none below a matador led: :func:`gamelib.games.ombre.play.legal_mask`);
    Ombre: his own discards, the rest of the stock when shown, the card turned up, the black
    aces shown for gasco (noothoven:ombre.gasco), the allies' hands to each other in a vole
    (academie:exchange.vole); Quadrille: the partner once shown (else whoever holds the called
    king in each world), the king bought, the cards exchanged with those who exchanged them.
    Details: docs/pimc.md."""

    def __init__(self, state: State):
        name = state.game.name
        if name not in SOLVER_GAMES:
            raise ValueError(f"PIMC plays Ombre and Quadrille (the games the solver solves), "
                             f"not {name!r}")
        if getattr(state, "phase", None) != "play":
            raise ValueError(f"PIMC chooses a card in the play of the cards; this {name} hand "
                             f"is in its phase {getattr(state, 'phase', None)!r}")
        self.name = name
        seat = state.current_player()
        shown: dict[int, int] = {}  # Ombre: the cards a position showed on the table
        if name == "ombre":
            self.n = state.n
            self.me = state.active.index(seat)
            self.t = state.trump
            self.pm = state.game.order.ponto_is_matador
            info = state.information(seat)
            self.log = [(lead, cards) for lead, cards, _ in info["tricks"]]
            known = {q: 0 for q in range(self.n)}
            seen = info["my discards"].mask
            if "rest of the stock" in info:
                seen |= info["rest of the stock"].mask
            if "partner hand" in info:
                other = [q for q in range(self.n) if q not in (self.me, state.ombre)][0]
                known[other] |= info["partner hand"].mask
            turned = info.get("turned")
            if turned is not None:
                known[state.ombre] |= BIT[int(turned)]
            for s, cards in info.get("shown", {}).items():
                shown[state.active.index(s)] = cards.mask  # gasco's black aces
            self.called, self.aide_known = -1, True
            self.maximiser = [1 if q == state.ombre else 0 for q in range(self.n)]
            self.declarer = state.ombre
            self.misere = False
            # the score is 16 * rank + tricks (gamelib.solver): a rank starts at each 16
            self.steps = (16, 32, 48)
        else:  # quadrille
            self.n = state.game.num_players
            self.me = seat
            self.t = state.t
            self.pm = state.rules.order.ponto_is_matador
            info = state.information(seat)
            self.log = [(lead, tuple(int(c) for c in cards)) for lead, cards, _ in info["tricks"]]
            known = {q: 0 for q in range(self.n)}
            seen = 0
            d = state.declarer
            if state.bought is not None:
                known[d] |= BIT[int(state.bought)]  # the purchase is made aloud
            ex = info.get("exchanged")
            if ex and state.seller is not None:
                other = state.seller if seat == d else d
                if "card" in ex and seat == d:
                    known[other] |= BIT[int(ex["card"])]  # the mediateur's card, given
                if "given" in ex and seat == d:
                    for c in ex["given"]:
                        known[other] |= BIT[int(c)]  # the Dimidiator's cards, given
                if "returned" in ex and seat != d:
                    for c in ex["returned"]:
                        known[d] |= BIT[int(c)]  # returned to the declarer
            fam = state.contract.family
            self.misere = fam in ("misere", "misere-ouverte")
            self.steps = quadrille_steps(state)
            self.declarer = d
            partner = info["partner"]
            self.called = -1
            self.aide_known = True
            if partner is not None or state.contract.partner != "called" or state.called is None:
                side = set(state.side)
                self.maximiser = [1 if ((q in side) != self.misere) else 0 for q in range(self.n)]
            else:
                self.aide_known = False
                self.called = int(state.called)
                self.maximiser = None
            for q, h in info.get("shown", {}).items():
                known[q] |= h.mask
            self.modern_called = (state.game.modern and state.called is not None
                                  and state.contract.partner == "called")
            self.called_card = int(state.called) if state.called is not None else -1
            self.aide = state.aide if state.aide is not None else -1
        self.state = state
        self._score = None
        self.hand = info["hand"].mask
        self.trick = [int(c) for c in info["trick"]]
        self.leader = state.leader
        played = 0
        for _, cards in self.log:
            for c in cards:
                played |= BIT[int(c)]
        for c in self.trick:
            played |= BIT[c]
        self.played = played
        self.sizes = [h.bit_count() for h in state.hands]  # how many each holds: public
        unseen = DECK_MASK & ~self.hand & ~played & ~seen
        self.unseen = unseen
        self.forbidden = self._voids()
        for q, mask in shown.items():
            # Shown cards went to nobody else: the shower holds them, unless his play shows he
            # does not (then he discarded it, and it lies in the pile).
            mask &= unseen
            for r in range(self.n):
                if r != q:
                    self.forbidden[r] |= mask
            known[q] |= mask & ~self.forbidden[q]
        for q in range(self.n):
            known[q] &= unseen
            if q == self.me:
                known[q] = 0
        self.known = known

    def _voids(self) -> list[int]:
        """Cards each player cannot hold, from his failures to follow."""
        t, pm, n = self.t, self.pm, self.n
        forbid = [0] * n
        tm = TRUMP_MASK[t]
        mats = MATADOR_MASK[(pm, t)]
        tricks = list(self.log) + ([(self.leader, tuple(self.trick))] if self.trick else [])
        for lead, cards in tricks:
            led = int(cards[0])
            for i in range(1, len(cards)):
                q = (lead + i) % n
                c = int(cards[i])
                if tm >> led & 1:
                    if not tm >> c & 1:
                        forbid[q] |= tm & ~mats
                        if mats >> led & 1:
                            rank = TRUMP_RANK[t]
                            for m in range(52):
                                if mats >> m & 1 and rank[m] > rank[led]:
                                    forbid[q] |= BIT[m]
                else:
                    s = SUIT_OF[t][led]
                    if SUIT_OF[t][c] != s or tm >> c & 1:
                        forbid[q] |= SUIT_MASK[t][s]
        return forbid

    def _replay(self):
        """The cards played in order as ``(player, place in the trick, card, card led)``, and
        each player's cards played (made once: :meth:`consistent` replays them every world)."""
        replay = getattr(self, "_replayed", None)
        if replay is None:
            n = self.n
            tricks = list(self.log) + ([(self.leader, tuple(self.trick))] if self.trick else [])
            steps, by = [], [0] * n
            for lead, cards in tricks:
                led = int(cards[0])
                for i, c in enumerate(cards):
                    q = (lead + i) % n
                    steps.append((q, i, int(c), led))
                    by[q] |= BIT[int(c)]
            replay = self._replayed = (steps, by)
        return replay

    def consistent(self, hands) -> bool:
        """Every card played was legal with the hands this world implies (the game's rule)."""
        t, pm = self.t, self.pm
        steps, by = self._replay()
        held = [h | b for h, b in zip(hands, by)]
        called = self.name == "quadrille" and self.modern_called
        for q, i, c, led in steps:
            m = held[q] if i == 0 else legal_mask(held[q], led, t, pm)
            if called and held[q] >> self.called_card & 1:
                k = self.called_card
                if i == 0:
                    rest = m & ~BIT[k]
                    if rest:
                        m = rest
                elif SUIT_OF[t][k] == SUIT_OF[t][led]:
                    m = BIT[k]
            if not m >> c & 1:
                return False
            held[q] &= ~BIT[c]
        return True

    def sample(self, rng: np.random.Generator, tries: int = 200) -> World:
        """One world: the unseen cards dealt to the other players (their sizes) and the pile."""
        n = self.n
        others = [q for q in range(n) if q != self.me]
        pile_size = self.unseen.bit_count() - sum(self.sizes[q] for q in others)
        order = sorted(others, key=lambda q: -(self.forbidden[q] & self.unseen).bit_count())
        # what does not change from one try to the next: each player's room and forbidden
        # cards for the players still to be dealt, and the unseen cards nobody is known to hold
        rests = [({r: self.sizes[r] - self.known[r].bit_count() for r in order[k:]},
                  {r: self.forbidden[r] for r in order[k:]}) for k in range(len(order))]
        start = self.unseen
        for q in others:
            start &= ~self.known[q]
        first = _forced(start, *rests[0], pile_size) if order else None
        for _ in range(tries):
            hands = [0] * n
            hands[self.me] = self.hand
            free = start
            ok = True
            for k, q in enumerate(order):
                rooms, forbidden = rests[k]
                forced = first if k == 0 else _forced(free, rooms, forbidden, pile_size)
                if forced is None:
                    ok = False
                    break
                h = self.known[q] | forced[q]
                need = self.sizes[q] - h.bit_count()
                allowed = free & ~self.forbidden[q] & ~forced["others"]
                cards = []
                while allowed:  # the allowed cards, lowest first
                    low = allowed & -allowed
                    cards.append(low.bit_length() - 1)
                    allowed ^= low
                if need < 0 or len(cards) < need:
                    ok = False
                    break
                if need:
                    for i in rng.choice(len(cards), size=need, replace=False).tolist():
                        h |= BIT[cards[i]]
                hands[q] = h
                free &= ~h
            if not ok or free.bit_count() != pile_size:
                continue
            if not self.consistent(hands):
                continue
            return World(hands, self._maximiser(hands))
        raise RuntimeError("no deal of the unseen cards fits what the player has seen "
                           f"({tries} tries)")

    def _maximiser(self, hands):
        if self.maximiser is not None:
            return self.maximiser
        d = self.declarer
        aide = next((q for q in range(self.n) if hands[q] >> self.called & 1), d)
        side = {d, aide}
        return [1 if ((q in side) != self.misere) else 0 for q in range(self.n)]

    def maximises(self) -> bool:
        """Whether the player to move is on the maximising side (he knows his own side: the
        declarer, or the holder of the called king, or neither)."""
        if self.maximiser is not None:
            return bool(self.maximiser[self.me])
        in_side = self.me == self.declarer or bool(self.hand >> self.called & 1)
        return in_side != self.misere

    def position(self, world: World, table: Table | None = None,
                 epoch: int | None = None, objective: str = "outcome") -> Position:
        """The solver's position for a world (the state's own play so far); ``epoch``: the
        compiled table's epoch shared by the worlds of one decision (see
        :func:`gamelib.solver.new_epoch`); ``objective``: "outcome" searches only for the
        outcome each side can force (the solver's ``steps``), "tricks" for the exact value."""
        _check(objective)
        steps = self.steps if objective == "outcome" else None
        st = self.state
        if self.name == "ombre":
            if self._score is None:
                self._score = ombre_score(st)[0]
            return Position(world.hands, st.leader, st.trick, st.won, st.trump, self.pm,
                            world.maximiser, additive=False, score=self._score, table=table,
                            slots=PIMC_SLOTS, epoch=epoch, steps=steps)
        called, aide = -1, -1
        if self.modern_called:
            aide = next((q for q in range(self.n) if world.hands[q] >> self.called_card & 1), -1)
            called = self.called_card if aide >= 0 else -1
        return Position(world.hands, st.leader, st.trick, st.won, st.t, self.pm,
                        world.maximiser, additive=True, called=called, aide=aide, table=table,
                        slots=PIMC_SLOTS, epoch=epoch, steps=steps, misere=self.misere)


def quadrille_steps(state) -> tuple[int, ...]:
    """The counted tricks at which a Quadrille hand's outcome changes (the solver's ``steps``):
    the side's tricks for codille, remise and won (noothoven:quadrille.remise-codille,
    hoe-speel-je:pay.remise) and for the vole when it pays (the modern page's made vole,
    hoe-speel-je:pay.vole; the booklet's once the side plays on, noothoven:quadrille.vole-going-on,
    or its vole-déclarée); in a misère the declarer's tricks, where one trick loses
    (noothoven:quadrille.misere). The booklet's premières (the first six tricks,
    noothoven:quadrille.premieres) are not among them: they depend on the order of the tricks,
    not their number."""
    game = state.game
    fam = state.contract.family
    if fam in ("misere", "misere-ouverte"):
        return (1,)
    if fam == "vole-declaree":
        return (game.hand_size,)
    steps = (game.win_at - 1, game.win_at)
    if game.modern or state.vole_on:
        steps += (game.hand_size,)
    return steps


def sample_worlds(state: State, n: int, seed: int | np.random.Generator | None = None
                  ) -> list[World]:
    """``n`` deals of the cards the player to move cannot see, consistent with what he saw."""
    view = _View(state)
    rng = as_generator(seed)
    return [view.sample(rng) for _ in range(n)]
