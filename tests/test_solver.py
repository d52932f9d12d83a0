"""The double-dummy solver (gamelib.solver): exact against a plain minimax on small endings of
Ombre (both rule sets) and Quadrille (both rule sets), known positions, legal best cards, the
collapse of equivalent cards, the table's memory bound."""

import numpy as np
import pytest

from gamelib.core.cards import Card, CardSet
from gamelib.core.engine import get_game
from gamelib.games.ombre.play import legal_mask
from gamelib.players.scripted import first_lead
from gamelib.solver import Position, Table, minimax, position_of
from gamelib.solver.search import card_values, solve


def ending(game, seed, cards_left):
    """A play-phase position with about ``cards_left`` cards still to play in all, reached
    from the first lead by random legal cards; None if the hand stopped before."""
    st = first_lead(game, seed)
    if st is None:
        return None
    rng = np.random.default_rng(seed)
    while st.phase == "play" and sum(h.bit_count() for h in st.hands) > cards_left:
        acts = st.legal_actions()
        st.apply_action(acts[rng.integers(len(acts))])
    return st if st.phase == "play" else None


def endings(name, rules, cards_left_options, count):
    game = get_game(name, rules=rules)
    out = []
    seed = 0
    while len(out) < count and seed < 20 * count:
        st = ending(game, seed, cards_left_options[seed % len(cards_left_options)])
        if st is not None:
            out.append(st)
        seed += 1
    return out


@pytest.mark.parametrize("rules", ["academie", "noothoven"])
def test_ombre_agrees_with_minimax(rules):
    """Best play by the solver (table, ordering, collapsed cards, zero-window tests) gives the
    same value as a plain minimax over every card, on endings of 3 tricks (some mid-trick)."""
    states = endings("ombre", rules, [9, 8, 7], 40)
    assert len(states) == 40
    for st in states:
        sol = solve(st)
        assert sol.value == minimax(st), st.details()


@pytest.mark.parametrize("rules", ["noothoven", "hoe-speel-je"])
def test_quadrille_agrees_with_minimax(rules):
    """The side's tricks under best play equal a plain minimax, Quadrille endings of 2-3
    tricks, both rule sets (the modern page's called-king rule included)."""
    states = endings("quadrille", rules, [12, 10, 9], 25)
    assert len(states) == 25
    for st in states:
        assert solve(st).value == minimax(st)


def test_ombre_line_is_played_through_the_protocol():
    """The principal line is a sequence of legal cards: replayed through the game's own
    ``apply_action`` it gives the solver's tricks per player and the solver's outcome."""
    game = get_game("ombre", rules="academie")
    checked = 0
    for seed in range(12):
        st = ending(game, seed, 12)
        if st is None:
            continue
        sol = solve(st)
        play = st.clone()
        for card in sol.line:
            assert any(a.value == int(card) for a in play.legal_actions())
            play.apply_action(card.face)
            if play.phase == "vole":
                break  # the Ombre's choice after five straight tricks is not the solver's
        if play.phase == "vole":
            continue
        checked += 1
        assert play.is_terminal()
        assert tuple(play.won) == sol.tricks
        assert play.result == sol.outcome or sol.outcome == "unspecified"
    assert checked >= 8


def test_best_card_is_legal_and_best():
    """The best card is legal, and no legal card has a better value for the player to move."""
    game = get_game("ombre", rules="noothoven")
    for seed in range(15):
        st = ending(game, seed, 11)
        if st is None:
            continue
        sol = solve(st)
        legal = {a.value for a in st.legal_actions()}
        assert int(sol.best_card) in legal
        vals = card_values(st)
        assert set(vals) == legal
        maxer = st.current_player() == st.active[st.ombre]
        best = max(vals.values()) if maxer else min(vals.values())
        assert vals[int(sol.best_card)] == best == sol.value


def test_quadrille_sides_known_position():
    """Four top trumps in the side's hands, opponents without trumps: the side takes every
    trick of a 2-trick ending led by the side (the booklet's trump order, Spadille high)."""
    game = get_game("quadrille", rules="noothoven")
    st = first_lead(game, 3)
    t = st.trump
    from gamelib.games.ombre.order import trump_order
    top = [int(c) for c in trump_order(t)][:4]
    plain = [c for c in range(52) if c not in top and Card(c).suit != t
             and Card(c).face not in ("AS", "AC")]
    side = list(st.side) + [s for s in range(4) if s not in st.side][: 2 - len(st.side)]
    others = [s for s in range(4) if s not in side]
    hands = [0] * 4
    k = 0
    for s in side:
        hands[s] = (1 << top[k]) | (1 << top[k + 1])
        k += 2
    j = 0
    for s in others:
        hands[s] = (1 << plain[j]) | (1 << plain[j + 1])
        j += 2
    pos = Position(hands, side[0], [], [0] * 4, "SHDC".index(t), False,
                   [1 if p in side else 0 for p in range(4)], additive=True)
    assert pos.value() == 2


def test_ombre_known_position_matadors():
    """The Ombre with Spadille, Manille, Basta against trumpless allies takes the last three
    tricks wherever the lead is, and wins a 4-3-2 split into a win (academie:outcome.win)."""
    game = get_game("ombre", rules="academie")
    st = first_lead(game, 0)
    st = st.clone()
    t = st.trump
    from gamelib.games.ombre.order import SUIT_MASK, TRUMP_MASK, trump_order
    mats = [int(c) for c in trump_order("SHDC"[t])[:3]]
    o = st.ombre
    plains = [c for c in range(52) if not TRUMP_MASK[t] >> c & 1 and any(
        SUIT_MASK[t][s] >> c & 1 for s in range(4))]
    hands = [0, 0, 0]
    hands[o] = sum(1 << c for c in mats)
    allies = [p for p in range(3) if p != o]
    hands[allies[0]] = sum(1 << c for c in plains[:3])
    hands[allies[1]] = sum(1 << c for c in plains[3:6])
    st.hands = hands
    st.won = [0, 0, 0]
    st.won[o] = 1
    st.won[allies[0]] = 3
    st.won[allies[1]] = 2
    st.leader = allies[0]
    st.trick = []
    sol = solve(st)
    assert sol.tricks[o] == 4 and sol.outcome == "win"
    assert sol.value == minimax(st) == 16 * 2 + 4


def test_collapse_keeps_one_card_per_class():
    """Adjacent cards of one hand with no other player's card between them are one move; a
    card on the table between them separates them; a matador never merges with a non-matador."""
    t = "SHDC".index("H")
    # Hearts trump: Spadille, Manille (7H), Basta (AC), Ponto (AH), KH, QH ...
    me = CardSet("AS 7H AC AH KH").mask
    other = CardSet("QH 2S").mask
    pos = Position([me, other, CardSet("3S 4S 5S 6S 7S").mask], 0, [], [0, 0, 0], t, False,
                   [1, 0, 0], additive=False, score=lambda w: w[0])
    classes = pos.classes()
    faces = sorted(sorted(Card(c).face for c in g) for g in classes)
    # Académie: three matadors (Spadille, Manille, Basta) one class; Ponto and KH another.
    assert faces == [["7H", "AC", "AS"], ["AH", "KH"]]
    pos_b = Position([me, other, CardSet("3S 4S 5S 6S 7S").mask], 0, [], [0, 0, 0], t, True,
                     [1, 0, 0], additive=False, score=lambda w: w[0])
    faces_b = sorted(sorted(Card(c).face for c in g) for g in pos_b.classes())
    # The booklet: Ponto is the fourth matador, so it joins the matadors and leaves KH alone.
    assert faces_b == [["7H", "AC", "AH", "AS"], ["KH"]]


def test_legal_moves_are_the_games():
    """The solver's legal cards are the game's own, over many random positions of both games
    (Ombre through legal_mask, the modern Quadrille with its called-king rule)."""
    for name, rules in (("ombre", "academie"), ("ombre", "noothoven"),
                        ("quadrille", "noothoven"), ("quadrille", "hoe-speel-je")):
        game = get_game(name, rules=rules)
        checked = 0
        for seed in range(30):
            st = first_lead(game, seed)
            rng = np.random.default_rng(seed)
            while st is not None and st.phase == "play":
                pos, _ = position_of(st)
                game_legal = sum(1 << a.value for a in st.legal_actions())
                assert pos.legal() == game_legal
                checked += 1
                acts = st.legal_actions()
                st.apply_action(acts[rng.integers(len(acts))])
        assert checked > 100


def test_table_memory_bound():
    """The table never holds more than its bound; recent entries survive (two generations)."""
    table = Table(10)
    for i in range(100):
        table.put(i, [i])
        assert len(table) <= 10
    assert table.get(99) == [99]
    assert table.get(0) is None
    with pytest.raises(ValueError, match="at least 2"):
        Table(1)


def test_solver_refuses_other_games_and_phases():
    """The solver names what it solves: Ombre and Quadrille in the play of the tricks."""
    st = get_game("piquet").new_initial_state(seed=1)
    with pytest.raises(ValueError, match="Ombre and Quadrille"):
        solve(st)
    st = get_game("ombre", rules="academie").new_initial_state(seed=1)
    with pytest.raises(ValueError, match="'bid' phase"):
        solve(st)


def test_small_table_gives_the_same_values():
    """A tiny transposition table (constant eviction) changes the speed, not the values, in
    the Python search (4 entries) and the compiled one (4 slots: one bucket); a compiled table
    smaller than one bucket is refused."""
    states = endings("ombre", "academie", [12], 6)
    for st in states:
        v = solve(st).value
        assert solve(st, max_entries=4, fast=False).value == v
        assert solve(st, slots=4).value == v
    with pytest.raises(ValueError, match="at least 4"):
        solve(states[0], slots=2)


def test_compiled_and_python_searches_agree():
    """The compiled search (numba) and the readable Python search give the same values on Ombre
    and Quadrille endings of four tricks (both checked by minimax above), and the best card each
    names keeps that value by the other's values (the two order the cards differently, so
    where several cards are best they may name different ones)."""
    pytest.importorskip("numba")
    for name, rules in (("ombre", "noothoven"), ("quadrille", "hoe-speel-je")):
        cards = 12 if name == "ombre" else 16
        for st in endings(name, rules, [cards, cards - 1], 8):
            fast, slow = solve(st, fast=True), solve(st, fast=False)
            assert fast.value == slow.value
            for sol, other in ((fast, False), (slow, True)):
                vals = card_values(st, fast=other)
                assert vals[int(sol.best_card)] == sol.value


def test_compiled_legal_cards_are_legal_mask():
    """The compiled legal cards (a transcription) equal gamelib.games.ombre.play.legal_mask over
    many random hands, leads and both matador rules."""
    pytest.importorskip("numba")
    import numpy as np_

    from gamelib.games.ombre.order import MATADOR_MASK, OMBRE_DECK, SUIT_OF, TRUMP_MASK, TRUMP_RANK
    from gamelib.solver import SUIT_MASKS
    from gamelib.solver.kernel import _nb_legal
    rng = np.random.default_rng(5)
    deck = [int(c) for c in OMBRE_DECK]
    for _ in range(3000):
        t = int(rng.integers(4))
        pm = bool(rng.integers(2))
        cards = rng.choice(deck, size=int(rng.integers(1, 10)), replace=False)
        hand = sum(1 << int(c) for c in cards)
        led = int(rng.choice(deck))
        if hand >> led & 1:
            continue
        trank = np_.array([-1 if r is None else r for r in TRUMP_RANK[t]], dtype=np_.int64)
        got = _nb_legal(hand, led, TRUMP_MASK[t], np_.array(SUIT_MASKS[t], dtype=np_.int64),
                        np_.array(SUIT_OF[t], dtype=np_.int64), MATADOR_MASK[(pm, t)], trank)
        assert got == legal_mask(hand, led, t, pm)


def test_alphabeta_baseline_agrees():
    """The benchmark's plain alpha-beta baseline gives the minimax value (and stops, saying
    so, at its node limit)."""
    from gamelib.solver import alphabeta
    for st in endings("ombre", "academie", [9, 8], 6) + endings("quadrille", "noothoven", [12], 4):
        value, nodes = alphabeta(st)
        assert value == minimax(st) and nodes > 0
    st = endings("ombre", "academie", [15], 1)[0]
    assert alphabeta(st, node_limit=10) == (None, 11)


@pytest.mark.parametrize("name,options", [
    ("ombre", {"rules": "noothoven", "form": "a-deux"}),
    ("ombre", {"rules": "noothoven", "form": "cinquille"}),
    ("ombre", {"rules": "noothoven", "form": "a-quatre"}),
    ("quadrille", {"rules": "hoe-speel-je", "quintille": True}),
])
def test_other_forms_agree_with_minimax(name, options):
    """The booklet's Ombre for two, five and four (noothoven:ombre.a-deux,
    noothoven:ombre.cinquille, noothoven:ombre.a-quatre) and the modern Quintille: the solver
    equals minimax on endings of three tricks."""
    game = get_game(name, **options)
    checked = 0
    for seed in range(8):
        st = first_lead(game, seed)
        if st is None:
            continue
        rng = np.random.default_rng(seed)
        n = len(st.hands)
        while st.phase == "play" and sum(h.bit_count() for h in st.hands) > 3 * n:
            acts = st.legal_actions()
            st.apply_action(acts[rng.integers(len(acts))])
        if st.phase != "play":
            continue
        assert solve(st).value == minimax(st)
        checked += 1
    assert checked >= 5


# ---- the pruning rules against a plain search on random positions -------------------------------

def plain_value(pos, alpha=-1, beta=99, memo=None):
    """The plain alpha-beta value (every legal card in deck order, no collapsing, none of the
    solver's bounds or tables) of a Quadrille-style :class:`Position`: the maximising side's
    tricks still to come. Trick-start positions remember the bounds found, keyed by the full
    hands and the leader (a textbook alpha-beta with memory, written apart from the solver).
    The tricks counted are those of :attr:`Position.counted` (the declarer's in a misère)."""
    if pos.remaining() == 0:
        return 0
    memo = {} if memo is None else memo
    key = None
    if not pos.trick:
        key = (tuple(pos.hands), pos.leader)
        lo, hi = memo.get(key, (-1, 99))
        if lo == hi or lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        alpha, beta = max(alpha, lo), min(beta, hi)
    a0, b0 = alpha, beta
    maxer = pos.maximiser[pos.to_move()]
    best = -1 if maxer else 99
    m = pos.legal()
    while m:
        low = m & -m
        m ^= low
        before = [pos.won[q] for q in range(pos.n)]
        saved = pos.play(low.bit_length() - 1)
        gained = sum(pos.won[q] - before[q] for q in range(pos.n) if pos.counted[q])
        v = gained + plain_value(pos, alpha - gained, beta - gained, memo)
        pos.undo(saved)
        if maxer:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    if key is not None:
        lo, hi = memo.get(key, (-1, 99))
        if best <= a0:
            hi = min(hi, best)      # failed low: an upper bound
        elif best >= b0:
            lo = max(lo, best)      # failed high: a lower bound
        else:
            lo = hi = best          # exact
        memo[key] = (lo, hi)
    return best


def random_position(rng, tricks, fast=None, mid_trick=False):
    """Four random hands of ``tricks`` cards from the Ombre deck, a random trump suit and
    matador rule, and a random side: the declarer alone (solo), with a partner (the modern
    called king sometimes, its holder the aide), or the three others (misère: they maximise
    the declarer's tricks). With ``mid_trick`` one to three cards of the first trick are
    played by random legal cards."""
    from gamelib.games.ombre.order import OMBRE_DECK
    deck = [int(c) for c in OMBRE_DECK]
    cards = [int(c) for c in rng.choice(deck, 4 * tricks, replace=False)]
    hands = [sum(1 << c for c in cards[i * tricks:(i + 1) * tricks]) for i in range(4)]
    t = int(rng.integers(4))
    pm = bool(rng.integers(2))
    declarer = int(rng.integers(4))
    kind = int(rng.integers(4))
    called, aide = -1, -1
    if kind == 0:
        side = {declarer}
    elif kind == 1:
        side = {declarer, (declarer + int(rng.integers(1, 4))) % 4}
    elif kind == 2:  # the modern called king, held by the partner
        king = next(c for c in deck if Card(c).face[0] == "K" and Card(c).suit != "SHDC"[t])
        holder = next((q for q in range(4) if hands[q] >> king & 1), None)
        side = {declarer}
        if holder is not None and holder != declarer:
            called, aide = king, holder
            side.add(holder)
    else:  # misère: the three others maximise the declarer's tricks
        side = {q for q in range(4) if q != declarer}
    pos = Position(hands, int(rng.integers(4)), [], [0] * 4, t, pm,
                   [1 if q in side else 0 for q in range(4)], additive=True, called=called,
                   aide=aide, fast=fast, misere=kind == 3)
    if mid_trick:
        for _ in range(int(rng.integers(1, 4))):
            legal = [c for c in range(52) if pos.legal() >> c & 1]
            pos.play(legal[int(rng.integers(len(legal)))])
    return pos


def test_sure_tricks_are_bounds():
    """The sure tricks of each side and the leader's quick plain tricks (solver.sure_tricks)
    never promise more than best play gives: at a trick's first card the maximising side takes
    at least its sure trumps (plus the leader's quick tricks when it leads) and the other side
    at least its own, by a plain alpha-beta, on 400 random positions of 2-4 tricks (solo,
    partnership, called king, misère). In a misère the value counts the declarer's tricks and
    nobody wants a trick: each side's sure trumps still win theirs, the quick plain tricks
    need not be taken."""
    from gamelib.solver import sure_tricks
    rng = np.random.default_rng(11)
    fired = 0
    for i in range(400):
        pos = random_position(rng, 2 + i % 3, fast=False)
        smax, smin, quick = sure_tricks(pos.hands, pos.leader, pos.maximiser, pos.t, pos.pm,
                                        pos.called, pos.aide, pos.misere)
        if pos.misere:
            smax, smin = smin, smax  # the counted side is the minimisers'
        elif pos.maximiser[pos.leader]:
            smax += quick
        else:
            smin += quick
        v = plain_value(pos)
        assert smax <= v <= pos.remaining() - smin, (pos.hands, pos.leader, pos.maximiser)
        fired += smax > 0 or smin > 0
    assert fired > 150  # the rule is exercised, not vacuous


def _positions_where(seed, count, fires):
    """Random positions of 2-4 tricks (no misère) on which a sure-trick rule ``fires`` (a test
    of ``sure_tricks``'s arguments), each with its plain alpha-beta value."""
    rng = np.random.default_rng(seed)
    for i in range(count):
        pos = random_position(rng, 2 + i % 3, fast=False)
        if pos.misere:
            continue
        args = (pos.hands, pos.leader, pos.maximiser, pos.t, pos.pm, pos.called, pos.aide)
        if fires(args):
            yield pos, args, plain_value(pos)


def test_partner_quick_tricks_through_an_entry_are_sure():
    """The leader's side may count the partner's quick tricks instead of the leader's own when
    the leader can lead a plain suit to the partner's best card out of it, every other player
    holding a trump following (solver.sure_tricks): never more than best play gives, by a
    plain alpha-beta, on the random positions of 2-4 tricks where this count is the greater."""
    from gamelib.solver import sure_tricks

    def through_partner(args):
        hands, leader, _, t, pm, called, aide = args
        alone = [int(q == leader) for q in range(4)]  # the leader without partners
        return sure_tricks(*args)[2] > sure_tricks(hands, leader, alone, t, pm, called, aide)[2]

    fired = 0
    for pos, args, v in _positions_where(31, 1500, through_partner):
        fired += 1
        smax, smin, quick = sure_tricks(*args)
        if pos.maximiser[pos.leader]:
            assert smax + quick <= v, (pos.hands, pos.leader, pos.maximiser)
        else:
            assert v <= pos.remaining() - smin - quick, (pos.hands, pos.leader, pos.maximiser)
    assert fired >= 20  # the rule is exercised, not vacuous


def test_a_players_trumps_less_those_the_other_side_can_beat_are_sure():
    """Each trump of a player falls in a trick of its own, which his side takes unless a higher
    trump of the other side falls in it, and each of those falls in one trick only: so his side
    takes at least his trumps less the most of them the other side's trumps can beat one each
    (solver.trump_tricks, counted by sure_tricks). Never more than best play gives, by a plain
    alpha-beta, on the random positions of 2-4 tricks where some of a player's trumps can be
    beaten and others are sure."""
    from gamelib.games.ombre.order import TRUMP_MASK
    from gamelib.solver import trump_tricks

    def by_length(args):  # some of a player's trumps can be beaten, others are sure
        hands, _, maximiser, t, pm, *_ = args
        return any(0 < sure_of(hands, maximiser, t, pm, q) < (hands[q] & TRUMP_MASK[t])
                   .bit_count() for q in range(4))

    def sure_of(hands, maximiser, t, pm, q):
        theirs = 0
        for r in range(4):
            if maximiser[r] != maximiser[q]:
                theirs |= hands[r] & TRUMP_MASK[t]
        return trump_tricks(hands[q] & TRUMP_MASK[t], theirs, t, pm)

    fired = 0
    for pos, args, v in _positions_where(41, 1500, by_length):
        hands, _, maximiser, t, pm, *_ = args
        for q in range(4):
            count = sure_of(hands, maximiser, t, pm, q)
            if maximiser[q]:
                assert count <= v, (pos.hands, pos.leader, pos.maximiser, q)
            else:
                assert v <= pos.remaining() - count, (pos.hands, pos.leader, pos.maximiser, q)
        fired += 1
    assert fired >= 200  # the rule is exercised, not vacuous


def test_trump_tricks_of_the_booklets_solo_without_spadille():
    """The booklet's solo S9 (noothoven:quadrille.solo-red-4), seven trumps with manille, basto
    and punto but not spadille, against the other five trumps: spadille, king, jack and two can
    each beat one of his (manille, queen, three, four), so three of his trumps are sure."""
    from gamelib.games.ombre.order import OMBRE_DECK, TRUMP_MASK, suit_index
    from gamelib.games.quadrille import BOOK_HANDS
    from gamelib.solver import trump_tricks

    t = suit_index(BOOK_HANDS["S9"].trump)
    mine = BOOK_HANDS["S9"].cards.mask & TRUMP_MASK[t]
    theirs = OMBRE_DECK.mask & TRUMP_MASK[t] & ~mine
    assert (mine.bit_count(), theirs.bit_count()) == (7, 5)
    assert trump_tricks(mine, theirs, t, True) == 3


def test_partners_top_trumps_are_sure_as_far_as_the_longer_holds_trumps():
    """Two partners holding a and b trumps above every trump of the other side, among la and lb
    trumps, take at least min(a + b, max(la, lb)) tricks (solver.sure_tricks): only a trick in
    which both play a trump can hold both their top trumps, and the one with a lower trump plays
    it there. Never more than best play gives, by a plain alpha-beta, on the random positions
    of 2-4 tricks (not misères) where this count is greater than one partner's top trumps."""
    from gamelib.solver import sure_tricks

    def pair_counts(args):  # misere=True: one player's top trumps alone
        return sure_tricks(*args)[:2] != sure_tricks(*args, misere=True)[:2]

    fired = 0
    for pos, args, v in _positions_where(41, 3000, pair_counts):
        fired += 1
        smax, smin, _ = sure_tricks(*args)
        assert smax <= v <= pos.remaining() - smin, (pos.hands, pos.leader, pos.maximiser)
    assert fired >= 20  # the rule is exercised, not vacuous


def test_kernel_bit_operations_are_their_definitions():
    """The compiled search's bit operations equal their definitions on random masks: PEXT
    (the bits under a mask, packed to the bottom) and PDEP (the bottom bits spread over a
    mask), by BMI2 where the processor has it and the bit-at-a-time fallback; the bit count;
    the lowest bit."""
    pytest.importorskip("numba")
    from gamelib.solver.bits import (
        _bit_pdep,
        _bit_pext,
        _nb_lowest,
        _nb_pdep,
        _nb_pext,
        _nb_popcount,
    )

    def pext(x, m):
        bits = [x >> b & 1 for b in range(64) if m >> b & 1]
        return sum(bit << k for k, bit in enumerate(bits))

    def pdep(x, m):
        places = [b for b in range(64) if m >> b & 1]
        return sum((x >> k & 1) << b for k, b in enumerate(places))

    rng = np.random.default_rng(3)
    for _ in range(2000):
        x, m = (int(v) for v in rng.integers(1, 1 << 62, size=2))
        m &= int(rng.integers(1, 1 << 62))  # sparser masks too
        for ext, dep in ((_nb_pext, _nb_pdep), (_bit_pext, _bit_pdep)):
            assert ext(x, m) == pext(x, m) and dep(x, m) == pdep(x, m)
        assert _nb_popcount(x) == x.bit_count()
        assert _nb_lowest(x) == (x & -x).bit_length() - 1


def test_kernel_layout_numbers_cards_by_the_rows_of_the_order():
    """The compiled search's numbering of the cards (Layout), for every trump suit and both
    matador rules: each card of the deck has its own bit; a row of the order (a suit, the
    trumps with their matadors) takes the bits from 16 * row, highest card first, the trump
    row's non-matadors from 16 * row + 4 -- so a card's bit is its relative-rank code when all
    of its row is still out; masks and cards translate both ways."""
    pytest.importorskip("numba")
    from gamelib.games.ombre.order import MATADOR_MASK, OMBRE_DECK
    from gamelib.solver import ORDERS, SUIT_MASKS, Layout
    deck = [int(c) for c in OMBRE_DECK]
    for t in range(4):
        for pm in (False, True):
            lay = Layout.of(pm, t)
            bits = [lay.card(c) for c in deck]
            assert len(set(bits)) == len(deck) and min(bits) >= 0 and max(bits) < 64
            for row, seq in enumerate(ORDERS[(pm, t)]):
                cards = [c for c in seq if c >= 0]
                mats = [c for c in cards if MATADOR_MASK[(pm, t)] >> c & 1]
                want = list(range(16 * row, 16 * row + len(mats))) + list(
                    range(16 * row + (4 if row == t else 0), 16 * row + 16))[:len(cards) - len(mats)]
                assert [lay.card(c) for c in cards] == want
                assert int(lay.suit_masks[row]) == lay.mask(SUIT_MASKS[t][row])
            hand = sum(1 << c for c in deck[::3])
            assert lay.mask(hand) == sum(1 << lay.card(c) for c in deck[::3])
            assert all(lay.card_of(lay.card(c)) == c for c in deck)
            assert lay.card(-1) == -1 and lay.card_of(-1) == -1


def test_compiled_sure_tricks_equal_readable():
    """The compiled sure-trick counts (_nb_sure's sure trumps and _nb_sure_quick's quick
    tricks, on the search's own card numbering) are the readable sure_tricks, on 2000 random
    positions of 1-10 tricks."""
    pytest.importorskip("numba")
    from gamelib.games.ombre.order import TRUMP_MASK
    from gamelib.solver import Layout, sure_tricks
    from gamelib.solver.kernel import _nb_lens, _nb_sure, _nb_sure_quick
    rng = np.random.default_rng(12)
    for i in range(2000):
        pos = random_position(rng, 1 + i % 10, fast=False)
        lay = Layout.of(pos.pm, pos.t)
        hands = np.array([lay.mask(h) for h in pos.hands], dtype=np.int64)
        maximiser = np.array(pos.maximiser, dtype=np.int64)
        lens = _nb_lens(hands, 4)
        called = lay.card(pos.called)
        smax, smin, holders = _nb_sure(hands, 4, maximiser, lay.mask(TRUMP_MASK[pos.t]), pos.t,
                                       lens, pos.misere)
        out = int(np.bitwise_or.reduce(hands))
        quick, _ = _nb_sure_quick(hands, 4, pos.leader, maximiser, lay.suit_masks, pos.t, called,
                                  pos.aide, lens, out, holders)
        assert (smax, smin, quick) == sure_tricks(pos.hands, pos.leader, pos.maximiser, pos.t,
                                                  pos.pm, pos.called, pos.aide, pos.misere)


@pytest.mark.parametrize("tricks,count", [(3, 150), (4, 100), (5, 25)])
def test_random_positions_agree_with_plain_search(tricks, count):
    """The solver's value (sure tricks, move ordering, table, collapsed cards; compiled and
    Python) is the plain alpha-beta value on random Quadrille-style positions of 3-5 tricks,
    at a trick's first card and in mid-trick, for solo, partnership, called-king and misère
    sides."""
    rng = np.random.default_rng(100 + tricks)
    for i in range(count):
        seed = int(rng.integers(1 << 30))
        mid = i % 2 == 1
        slow = random_position(np.random.default_rng(seed), tricks, fast=False, mid_trick=mid)
        expected = plain_value(slow)
        assert slow.value() == expected
        fast = random_position(np.random.default_rng(seed), tricks, fast=None, mid_trick=mid)
        assert fast.value() == expected


@pytest.mark.parametrize("rules", ["academie", "noothoven"])
def test_ombre_four_tricks_agree_with_alphabeta(rules):
    """The Ombre's value under the solver's move ordering, table and collapsing equals the
    plain alpha-beta's (every card in deck order, no table) on endings of four tricks, some in
    mid-trick, compiled and Python searches."""
    from gamelib.solver import alphabeta
    for st in endings("ombre", rules, [12, 11, 10], 12):
        expected, _ = alphabeta(st)
        assert solve(st, line=False).value == expected
        assert solve(st, line=False, fast=False).value == expected


def test_full_deals_compiled_and_python_agree():
    """Whole deals solved both ways: the compiled search (its lead ordering, history and sure
    tricks) and the readable Python search give the same value at the first lead of nine-trick
    Ombre hands (both rule sets) and of late Quadrille positions of six tricks."""
    pytest.importorskip("numba")
    for rules in ("academie", "noothoven"):
        game = get_game("ombre", rules=rules)
        for seed in range(3):
            st = first_lead(game, seed)
            assert solve(st, line=False).value == solve(st, line=False, fast=False).value
    for st in endings("quadrille", "noothoven", [24], 3):
        assert solve(st, line=False).value == solve(st, line=False, fast=False).value


def test_card_values_are_each_cards_exact_value():
    """The value after each legal card (the class that proved the position's value takes it
    without a test; the others are searched below it for the maximiser, above it for the
    minimiser, from any guess) equals the plain alpha-beta value after that card, on random
    positions of 3 tricks at a trick's first card and in mid-trick."""
    from gamelib.solver import card_values_of
    rng = np.random.default_rng(21)
    for i in range(60):
        seed = int(rng.integers(1 << 30))
        pos = random_position(np.random.default_rng(seed), 3, mid_trick=i % 2 == 1)
        guess = int(rng.integers(0, 4)) if i % 3 else None
        values = card_values_of(pos, guess)
        legal = [c for c in range(52) if pos.legal() >> c & 1]
        assert sorted(values) == legal
        for c in legal:
            ref = random_position(np.random.default_rng(seed), 3, fast=False,
                                  mid_trick=i % 2 == 1)
            before = ref.won[:]
            ref.play(c)
            gained = sum(ref.won[q] - before[q] for q in range(4) if ref.counted[q])
            assert values[c] == gained + plain_value(ref)


def test_misere_declarer_avoids_tricks_and_others_force_them():
    """Misère: the declarer plays to take no trick, the three others to make him take one
    (noothoven:quadrille.misere): the value is the declarer's tricks, which he minimises and
    they maximise. Holding 7C 6C against 3C KC, 2C 4C, 5C QC (no trumps among them), the
    others lead and duck the clubs under him, so he must take a trick: the value is 1 (the
    roles the other way round would give 0: everyone would take tricks)."""
    hands = [mask("7C 6C"), mask("3C KC"), mask("2C 4C"), mask("5C QC")]
    for t in range(3):  # spades, hearts, diamonds trumps: no trump in play
        for fast in (False, None):
            pos = Position(hands, 1, [], [0] * 4, t, False, [0, 1, 1, 1], additive=True,
                           misere=True, fast=fast)
            assert pos.counted == [1, 0, 0, 0]
            assert pos.value() == 1


def mask(faces: str) -> int:
    return CardSet(faces).mask


def _force_misere(st) -> bool:
    """The first speaker announces the misère, the others pass, he names the first trump
    offered; whether the hand reached its play."""
    st.apply_action("misère")
    while st.phase == "bid":
        st.apply_action("pass")
    while st.phase != "play" and not st.is_terminal():
        st.apply_action(st.legal_actions()[0])
    return st.phase == "play" and st.contract.family == "misere"


def test_misere_state_is_solved_as_misere():
    """A misère of the game is solved with the declarer's tricks as the value (position_of):
    the solution's side tricks are the declarer's, equal to a minimax written for the misère
    (declarer minimises his tricks, the others maximise them) on its last three tricks."""
    game = get_game("quadrille", rules="noothoven")
    found = 0
    for seed in range(400):
        st = game.new_initial_state(seed=seed)
        if not _force_misere(st):
            continue
        while len(st.tricks) < 7 and st.phase == "play":
            st.apply_action(st.legal_actions()[0])
        if st.phase != "play":
            continue
        pos, _ = position_of(st)
        assert pos.misere and pos.counted == [int(q == st.declarer) for q in range(4)]

        def rec():
            if pos.remaining() == 0:
                return pos.won[st.declarer]
            mover = pos.to_move()
            vals = []
            for c in CardSet(pos.legal()):
                saved = pos.play(int(c))
                vals.append(rec())
                pos.undo(saved)
            return min(vals) if mover == st.declarer else max(vals)

        expected = rec()
        assert solve(st).side_tricks == expected
        found += 1
        if found == 5:
            break
    assert found == 5


def test_best_card_is_the_proof_and_keeps_the_value():
    """The best card (the card whose cut-off proved the value) keeps the value: the value after
    it equals the position's, for the maximiser and the minimiser, on random positions."""
    rng = np.random.default_rng(22)
    for i in range(60):
        pos = random_position(np.random.default_rng(int(rng.integers(1 << 30))), 4,
                              mid_trick=i % 2 == 1)
        v, card = pos.best()
        assert pos.legal() >> card & 1
        assert pos.child_value(card) == v


def test_shared_table_epoch_is_exact():
    """Positions sharing one compiled table epoch (PIMC's worlds) get the values they get
    alone, even with the same hands and different maximising sides (the sides are in the key)."""
    pytest.importorskip("numba")
    from gamelib.solver import new_epoch
    rng = np.random.default_rng(23)
    epoch = new_epoch()
    for i in range(40):
        seed = int(rng.integers(1 << 30))
        # Each alone first: the always-replace table then holds the shared epoch's entries.
        expected = random_position(np.random.default_rng(seed), 4).value()
        swapped_alone = random_position(np.random.default_rng(seed), 4)
        swapped_alone.maximiser = [1 - m for m in swapped_alone.maximiser]
        expected_swapped = swapped_alone.value()
        shared = random_position(np.random.default_rng(seed), 4)
        shared.epoch = epoch
        assert shared.value() == expected
        swapped = random_position(np.random.default_rng(seed), 4)
        swapped.maximiser = [1 - m for m in swapped.maximiser]
        swapped.epoch = epoch
        assert swapped.value() == expected_swapped


def test_outcome_steps_give_the_outcome_of_the_exact_value():
    """With ``steps`` (the values where the outcome changes) the search asks only which outcome
    the maximiser can force: the value found has the outcome of the exact value, and so has
    every card's value (card_values_of), on random positions of 3-4 tricks (solo, partnership,
    called king, misère), the steps drawn at random among the side's possible totals."""
    from gamelib.solver import card_values_of
    rng = np.random.default_rng(31)
    for i in range(80):
        seed = int(rng.integers(1 << 30))
        tricks = 3 + i % 2
        k = int(rng.integers(1, tricks + 1))
        steps = tuple(sorted(int(s) for s in rng.choice(np.arange(1, tricks + 1), k,
                                                         replace=False)))
        exact = random_position(np.random.default_rng(seed), tricks, mid_trick=i % 2 == 1)
        stepped = random_position(np.random.default_rng(seed), tricks, mid_trick=i % 2 == 1)
        stepped.steps = steps
        base = exact.side_won()
        assert stepped.outcome_class(stepped.value() + base) == \
            stepped.outcome_class(exact.value() + base)
        want = card_values_of(exact)
        got = card_values_of(stepped)
        assert {c: stepped.outcome_class(v) for c, v in got.items()} == \
            {c: stepped.outcome_class(v) for c, v in want.items()}, (seed, steps)


def test_best_card_keeps_the_outcome_with_steps():
    """With outcome steps the best card (Position.best) keeps the position's outcome, for the
    maximiser and the minimiser, on random positions of 3 tricks."""
    rng = np.random.default_rng(32)
    for i in range(40):
        pos = random_position(np.random.default_rng(int(rng.integers(1 << 30))), 3,
                              mid_trick=i % 2 == 1)
        pos.steps = (1, 2)
        base = pos.side_won()
        v, card = pos.best()
        assert pos.legal() >> card & 1
        assert pos.outcome_class(pos.child_value(card) + base) == pos.outcome_class(v + base)


def test_proof_cards_depend_on_the_values_alone():
    """The card with which the compiled search proves a value (PIMC's tie-break) is the first
    card in the root's static order whose value decides the test: the same whatever the table
    held or the search had counted before -- here a full table against a tiny one (most entries
    evicted) after every card had been tested once, with the history counts then scrambled; and
    a twin of the position in the same epoch, whose root the table already holds (PIMC's worlds
    repeat late in a hand) -- on Quadrille and Ombre first leads, though the searches differ
    (docs/solver.md, *Proof cards*)."""
    pytest.importorskip("numba")
    from gamelib.solver import new_epoch
    rng = np.random.default_rng(5)
    nodes = []
    for name, rules in (("quadrille", "noothoven"), ("ombre", "academie")):
        game = get_game(name, rules=rules)
        for seed in range(8):
            st = first_lead(game, seed)
            if st is None:
                continue
            plain, _ = position_of(st)
            plain.epoch = new_epoch()
            v = plain.value()
            twin, _ = position_of(st)
            twin.epoch = plain.epoch
            assert twin.value() == v and twin.proof(v) == plain.proof(v)
            disturbed, _ = position_of(st, slots=1 << 10)
            disturbed.epoch = new_epoch()
            for group in disturbed.classes():  # fills the history counts and the small table
                saved = disturbed.play(group[0])
                disturbed.test(1)
                disturbed.undo(saved)
            disturbed._fast.hist[:] = rng.integers(0, 1 << 29, 64)
            before = disturbed.nodes
            assert disturbed.value() == v
            assert disturbed.proof(v) == plain.proof(v) is not None
            nodes.append((plain.nodes, disturbed.nodes - before))
    assert any(a != b for a, b in nodes)  # the searches themselves differed


def test_every_value_names_its_proof_card():
    """The compiled root is never decided by the bounds (sure or quick tricks), so every value
    search names the card that proved it (docs/solver.md, *Proof cards*): the maximiser's
    value above the least possible, the minimiser's below the greatest, on random
    Quadrille-style positions of 2-5 tricks at a trick's first card, many of them decided by
    the sure tricks alone."""
    pytest.importorskip("numba")
    from gamelib.solver import sure_tricks
    rng = np.random.default_rng(8)
    bounded = 0
    for i in range(300):
        pos = random_position(rng, 2 + i % 4, fast=None)
        v = pos.value()
        cands = pos.candidates()
        smax, smin, _ = sure_tricks(pos.hands, pos.leader, pos.maximiser, pos.t, pos.pm,
                                    pos.called, pos.aide, pos.misere)
        bounded += smax + smin >= pos.remaining() - 1
        if pos.maximiser[pos.to_move()] and v > cands[0] or \
                not pos.maximiser[pos.to_move()] and v < cands[-1]:
            assert pos.proof(v) is not None, (pos.hands, pos.leader, pos.maximiser)
    assert bounded >= 30  # the bounds would have decided many of these roots


def test_cards_found_short_at_the_root_are_short():
    """The cards a compiled test tried at its root before the card that decided it
    (Position.short, which PIMC counts as known) lead to a value below the target when the
    mover maximises, at least the target when he minimises: each checked by its own value, at
    the first leads and in the mid-trick positions of Quadrille and Ombre deals, at every
    target of a value search."""
    pytest.importorskip("numba")
    checked = 0
    for name, rules in (("quadrille", "noothoven"), ("ombre", "academie")):
        game = get_game(name, rules=rules)
        for seed in range(12):
            st = first_lead(game, seed)
            if st is None:
                continue
            for step in range(3):
                pos, _ = position_of(st)
                pos.value()
                maxer = pos.maximiser[pos.to_move()]
                for target, cards in pos.short().items():
                    for c in cards:
                        v = pos.child_value(c)
                        assert (v < target) if maxer else (v >= target), (name, seed, c)
                        checked += 1
                st.apply_action(st.legal_actions()[0])  # a mid-trick position next
    assert checked >= 10  # the rule is exercised, not vacuous


def test_partition_search_agrees_with_the_readable_search():
    """The compiled search's table is a partition search (an entry serves every position with
    the same lengths and the same holders of the ranks that decided it): its values are the
    readable search's (whose table is keyed by the exact hands) on random positions of 6 and
    7 tricks, all sharing one epoch so that entries serve other positions, for solo,
    partnership, called-king and misère sides, at a trick's first card and in mid-trick."""
    pytest.importorskip("numba")
    from gamelib.solver import new_epoch
    epoch = new_epoch()
    rng = np.random.default_rng(41)
    for i in range(24):
        seed = int(rng.integers(1 << 30))
        mid = i % 3 == 2
        slow = random_position(np.random.default_rng(seed), 6 + i % 2, fast=False,
                               mid_trick=mid)
        fast = random_position(np.random.default_rng(seed), 6 + i % 2, mid_trick=mid)
        fast.epoch = epoch
        assert fast.value() == slow.value(), seed


def test_partition_entries_serve_positions_differing_in_small_cards():
    """Positions that differ only in which player holds which small cards of a plain suit (the
    same lengths everywhere) share table entries where those cards' ranks decided nothing:
    at the last card of a Quadrille first trick, each variant with the two lowest cards of a
    plain suit swapped between their holders, searched after the original in the same epoch,
    gets the value it gets alone -- and a third of them straight from the table, every trick
    start after the trick decided by the original's entries (none with a table keyed by the
    exact hands)."""
    pytest.importorskip("numba")
    from gamelib.games.ombre.order import TRUMP_MASK
    from gamelib.solver import ORDERS, new_epoch
    game = get_game("quadrille", rules="noothoven")
    at_once = variants = 0
    for seed in range(10):
        st = first_lead(game, seed)
        if st is None:
            continue
        rng = np.random.default_rng(seed)
        for _ in range(3):
            acts = st.legal_actions()
            st.apply_action(acts[rng.integers(len(acts))])
        base, _ = position_of(st)
        base.epoch = new_epoch()
        base.value()
        t = base.t
        for s in range(4):
            low = [c for c in reversed(ORDERS[(base.pm, t)][s]) if c >= 0
                   and not TRUMP_MASK[t] >> c & 1 and any(h >> c & 1 for h in base.hands)]
            if s == t or len(low) < 2:
                continue
            a, b = low[:2]
            qa = next(q for q in range(4) if base.hands[q] >> a & 1)
            qb = next(q for q in range(4) if base.hands[q] >> b & 1)
            if qa == qb:
                continue
            swapped = list(base.hands)
            swapped[qa] ^= (1 << a) | (1 << b)
            swapped[qb] ^= (1 << a) | (1 << b)
            alone, shared = (Position(swapped, base.leader, base.trick, base.won, t, base.pm,
                                      base.maximiser, additive=True, epoch=e)
                             for e in (new_epoch(), base.epoch))
            assert shared.value() == alone.value()
            variants += 1
            # each test: the root and its cards, every one decided at the next trick's start
            at_once += shared.nodes <= 4 * (1 + len(shared.moves()))
    assert variants >= 10
    assert 4 * at_once >= variants


def test_each_thread_searches_in_its_own_table():
    """The compiled table is the searching thread's own (an entry another thread is writing is
    never read half written), and positions of one epoch searched on three threads at once get
    the values they get alone."""
    pytest.importorskip("numba")
    from concurrent.futures import ThreadPoolExecutor

    from gamelib.solver import new_epoch
    from gamelib.solver.table import shared_table

    mine = shared_table(4, 1 << 10)
    assert shared_table(4, 1 << 10) is mine
    with ThreadPoolExecutor(1) as pool:
        assert pool.submit(shared_table, 4, 1 << 10).result() is not mine
    seeds = [int(s) for s in np.random.default_rng(41).integers(1 << 30, size=24)]
    alone = [random_position(np.random.default_rng(s), 4).value() for s in seeds]
    epoch = new_epoch()

    def shared(seed):
        pos = random_position(np.random.default_rng(seed), 4)
        pos.epoch = epoch
        return pos.value()

    with ThreadPoolExecutor(3) as pool:
        assert list(pool.map(shared, seeds)) == alone
