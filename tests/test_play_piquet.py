"""Piquet's card-play model for the double-dummy search: equal to the game on random deals (the
cards allowed, the taker and the points of each trick, the value of the play), its worlds read
only what a seat has seen, and its rule functions compile with numba unchanged."""

import numpy as np
import pytest
from play_checks import card_mask

from gamelib import get_game
from gamelib.core.cards import CardSet, deck
from gamelib.solver.play import piquet as model
from gamelib.solver.play.model import MODELS

DEALS = 12  # seeded deals per test; raise for a longer check


def to_play_phase(state, rng, declare=None):
    """Random legal actions (or the declaring choice given, by seat) until the card play."""
    while not state.is_terminal() and not model.in_play(state):
        legal = state.legal_actions()
        seat = state.current_player()
        if legal[0].kind == "declare" and declare is not None:
            state.apply_action(legal[0 if declare[seat] else 1])
        else:
            state.apply_action(legal[int(rng.integers(len(legal)))])
    return state


class Walk:
    """A deal played by random legal cards, the model's arrays kept beside the game's state."""

    def __init__(self, state, seat, rng):
        self.state, self.rng = state, rng
        self.deal = state.deal
        self.start = [self.deal.score(p) for p in (0, 1)]
        pos = model.position(state, seat)
        self.pos = pos
        self.params = pos.params
        self.hands = np.array(pos.hands, dtype=np.int64)
        self.trick = np.zeros(2, dtype=np.int64)
        self.k = len(pos.trick)
        self.trick[:self.k] = pos.trick
        self.leader = pos.leader
        self.won = np.array(pos.won, dtype=np.int64)
        self.points = np.array(pos.points, dtype=np.int64)
        self.closed = []   # (model's taker, game's taker, model's points, game's points)

    def game_points(self):
        return [self.deal.score(p) - self.start[p] for p in (0, 1)]

    def step(self):
        """One card: checks the legal mask, plays a random legal card in both."""
        player = (self.leader + self.k) % 2
        legal = model.legal(self.params, self.hands, self.trick, self.k, self.leader, player)
        actions = self.state.legal_actions()
        assert int(legal) == card_mask(actions)
        card = [a for a in actions if a.kind == "card"][int(self.rng.integers(len(actions)))]
        self.state.apply_action(card)
        self.model_card(int(card.value))

    def model_card(self, card):
        player = (self.leader + self.k) % 2
        self.hands[player] &= ~(1 << card)
        self.trick[self.k] = card
        self.k += 1
        if self.k < 2:
            return
        last = 1 if not self.hands.any() else 0
        taker = model.close(self.params, self.trick, self.leader, last, self.points)
        self.won[taker] += 1
        self.leader, self.k = taker, 0
        if last:
            model.final(self.params, self.won, self.points)
        recorded = self.deal.tricks[-1][3] if len(self.deal.tricks) >= self.won.sum() else None
        self.closed.append((int(taker), recorded, list(self.points), self.game_points()))

    def play_out(self):
        """The game's play to its end; then the model alone to the last card (a partie won in
        play ends the state: the model plays on and must count nothing more)."""
        while model.in_play(self.state) and self.state.deal is self.deal:
            self.step()
        while self.hands.any():
            player = (self.leader + self.k) % 2
            legal = int(model.legal(self.params, self.hands, self.trick, self.k, self.leader,
                                    player))
            self.model_card((legal & -legal).bit_length() - 1)
        return self

    def value(self):
        return sum(int(w) * int(p) for w, p in zip(self.pos.weights, self.points))


def walks(options=None, seeds=range(DEALS), seat=0, declare=None, **setup):
    game = get_game("piquet", **(options or {}))
    for seed in seeds:
        rng = np.random.default_rng(seed)
        state = to_play_phase(game.new_initial_state(seed=seed, **setup), rng, declare)
        if state.is_terminal():
            continue
        yield Walk(state, seat, rng).play_out()


def events(walk, label):
    return [e for e in walk.deal.events if e[1] == label]


OPTIONS = [{}, {"lead_point": "ten-up"}, {"last_trick": "usual"}, {"partie": "deal"},
           {"partie": "four", "lead_point": "ten-up"}]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(map(str, o.values())) or "default")
def test_legal_cards_taker_and_points_are_the_games(options):
    """Suit is followed while one can, a higher card of the suit led takes, and each trick
    scores its lead and its taking as the game records them (engelmann:piquet.follow,
    engelmann:piquet.low-card, engelmann:piquet.who-counts, engelmann:piquet.last-trick)."""
    for walk in walks(options):
        assert len(walk.closed) == 12
        for taker, recorded, points, game_points in walk.closed:
            assert recorded is None or taker == recorded
            assert points == game_points


@pytest.mark.parametrize("seat", [0, 1])
def test_the_value_is_the_seats_play_points_minus_the_opponents(seat):
    """The value for a seat is what the play scored him, most tricks or capot included, minus
    the opponent's (engelmann:piquet.play, engelmann:piquet.most-tricks, engelmann:piquet.capot)."""
    bonuses = 0
    for walk in walks(seat=seat):
        scored = walk.game_points()
        assert walk.value() == scored[seat] - scored[1 - seat]
        bonuses += len(events(walk, "most tricks")) + len(events(walk, "capot"))
    assert bonuses > 0


def test_the_ten_up_reading_scores_no_lead_of_a_nine_or_lower():
    """On the narrow reading a seven, eight or nine led counts nothing
    (engelmann:piquet.lead-example)."""
    low_leads = 0
    for walk in walks({"lead_point": "ten-up"}):
        for leader, lead, _, _ in walk.deal.tricks:
            low_leads += lead.rank in "789"
        assert [c[2] for c in walk.closed] == [c[3] for c in walk.closed]
    assert low_leads > 0


def test_the_offender_counts_nothing_in_play():
    """An offender of the laws counts nothing of the deal, the other all he has
    (engelmann:piquet.law-5)."""
    for offender in (0, 1):
        for walk in walks(seeds=range(4), offence=(offender, "law-5")):
            assert walk.points[offender] == 0
            assert list(walk.points) == walk.game_points()


def test_nothing_counts_once_the_partie_is_won():
    """In a race to 101 the partie is over when a player reaches the number: the play counts
    nothing after it (engelmann:piquet.target)."""
    ended = 0
    for walk in walks(seeds=range(2 * DEALS), totals=(85, 90)):
        ended += len(walk.deal.tricks) < 12
        assert list(walk.points) == walk.game_points()
    assert ended > 0


SPADES_ELDER = "AS KS QS JS TS 9S 8S 7S AH KH AD KD"
YOUNGER = "QH JH TH 9H QD JD TD 9D QC JC TC 9C"
TALON = "8H 7H 8D 7D AC KC 8C 7C"


def test_the_pic_is_the_elders_thirty_before_the_younger_scores():
    """The elder who reaches thirty in play before the younger has scored counts sixty instead
    (engelmann:piquet.pic)."""
    game = get_game("piquet")
    pics = 0
    for seed in range(DEALS):
        rng = np.random.default_rng(seed)
        state = game.new_initial_state(seed=seed, dealer=0, hands=[YOUNGER, SPADES_ELDER],
                                       talon=TALON.split())
        walk = Walk(to_play_phase(state, rng, declare=(False, True)), 0, rng).play_out()
        pics += len(events(walk, "pic"))
        assert [c[2] for c in walk.closed] == [c[3] for c in walk.closed]
    assert pics > 0


def test_position_refuses_another_phase():
    """The model reads the card play only; the exchange is refused by name
    (engelmann:piquet.play)."""
    state = get_game("piquet").new_initial_state(seed=3)
    assert not model.in_play(state)
    with pytest.raises(ValueError, match="phase"):
        model.position(state, 0)


def test_the_model_is_registered():
    """Importing the module registers Piquet's card play for the search."""
    assert MODELS["piquet"] is model.MODEL


# -- worlds -------------------------------------------------------------------------------------

def mid_play_states(seeds=range(DEALS), cards=None):
    """Deals with every combination declared, played ``cards`` cards into the play (by
    default from 3 to 21 cards, by seed)."""
    game = get_game("piquet")
    for seed in seeds:
        rng = np.random.default_rng(seed)
        state = to_play_phase(game.new_initial_state(seed=seed), rng, declare=(True, True))
        for _ in range(3 + seed * 5 % 19 if cards is None else cards):
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.integers(len(legal)))])
        yield state


def test_a_world_keeps_what_the_seat_has_seen():
    """A world keeps the seat's hand, the cards played, the opponent's shown cards, the voids he
    showed and each hand's size (engelmann:piquet.follow, engelmann:piquet.law-4)."""
    voids = 0
    for state in mid_play_states(range(2 * DEALS)):
        for seat in (0, 1):
            true = model.position(state, seat)
            w = model.world(state, seat, np.random.default_rng(5))
            info = state.information(seat)
            other = 1 - seat
            assert w.hands[seat] == true.hands[seat]
            assert [int(h).bit_count() for h in w.hands] == [int(h).bit_count() for h in true.hands]
            assert (w.trick, w.won, w.points, w.leader) == (true.trick, true.won, true.points,
                                                             true.leader)
            played = CardSet([c for t in info["tricks"] for c in t[1:3]] + info["trick"])
            assert not (CardSet(w.hands[other]) & (played | info["hand"]))
            shown = info["opponent shown"] - played
            assert shown.mask & w.hands[other] == shown.mask
            for suit in model.shown_voids(info["tricks"], seat):
                assert not CardSet(w.hands[other]).suit("SHDC"[suit])
                voids += 1
    assert voids > 0


def test_a_world_reads_nothing_hidden():
    """Two states that differ only in cards the seat cannot see give the same world for the
    same seed; the same seed gives the same world."""
    compared = 0
    for state in mid_play_states(cards=0):
        seat = state.deal.dealer   # the younger: the elder's exchange and hand are hidden
        twin = state.clone()
        other = 1 - seat
        hidden = deck("piquet") - state.hands[seat] - CardSet(state.deal.discards[seat]) \
            - state.information(seat)["opponent shown"]
        his = twin.hands[other] & hidden
        out = hidden - twin.hands[other]
        if not his or not out:
            continue
        a, b = next(iter(his)), next(iter(out))
        if a.suit != b.suit:
            continue
        twin.hands[other] = twin.hands[other].remove(a).add(b)
        assert state.information(seat)["declarations"] is not None
        w1 = model.world(state, seat, np.random.default_rng(11))
        w2 = model.world(twin, seat, np.random.default_rng(11))
        assert w1.hands == w2.hands
        assert model.world(state, seat, np.random.default_rng(11)).hands == w1.hands
        compared += 1
    assert compared > 0


def test_a_world_makes_the_declared_combinations():
    """The opponent's hand in a world makes, at the declarations, every combination he
    declared, by name (engelmann:piquet.rummel, engelmann:piquet.law-5)."""
    from gamelib.games.piquet import combinations_of
    for state in mid_play_states():
        for seat in (0, 1):
            w = model.world(state, seat, np.random.default_rng(2))
            info = state.information(seat)
            other = 1 - seat
            named = model._declared(info, seat, 1 - info["dealer"])
            his_played = CardSet([lead if leader == other else reply
                                  for leader, lead, reply, _ in info["tricks"]])
            if info["trick"] and state.current_player() == seat:
                his_played = his_played.add(info["trick"][0])
            at_declaring = CardSet(w.hands[other]) | his_played
            for category, names in named.items():
                assert sorted(c.name for c in combinations_of(at_declaring, category)) == names


# -- numba ----------------------------------------------------------------------------------------

def test_the_rule_functions_compile_and_agree():
    """legal, close and final compile with numba.njit unchanged and give the plain answers."""
    numba = pytest.importorskip("numba")
    legal, close, final = (numba.njit(f) for f in (model.legal, model.close, model.final))
    checked = 0
    for walk in walks(seeds=range(3), totals=(60, 60)):
        pos = walk.pos
        params = pos.params
        hands = np.array(pos.hands, dtype=np.int64)
        for led in range(52):
            if not deck("piquet").mask >> led & 1:
                continue
            for reply in ((led + 1) % 52, (led - 1) % 52, (led + 13) % 52):
                if not deck("piquet").mask >> reply & 1:
                    continue
                trick = np.array([led, reply], dtype=np.int64)
                for leader in (0, 1):
                    assert legal(params, hands, trick, 1, leader, 1 - leader) == \
                        model.legal(params, hands, trick, 1, leader, 1 - leader)
                    for last in (0, 1):
                        for base in ([0, 0], [25, 0], [29, 3]):
                            p1 = np.array(base, dtype=np.int64)
                            p2 = p1.copy()
                            assert close(params, trick, leader, last, p1) == \
                                model.close(params, trick, leader, last, p2)
                            assert list(p1) == list(p2)
                            checked += 1
        for won in ([12, 0], [7, 5], [6, 6], [3, 9]):
            p1, p2 = np.array([5, 8], dtype=np.int64), np.array([5, 8], dtype=np.int64)
            final(params, np.array(won, dtype=np.int64), p1)
            model.final(params, np.array(won, dtype=np.int64), p2)
            assert list(p1) == list(p2)
    assert checked > 0
