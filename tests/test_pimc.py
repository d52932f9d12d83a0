"""PIMC on the solver (gamelib.players.pimc): worlds consistent with what the player saw, and only that;
seeded choices; legal play through the protocol for Ombre and Quadrille."""

import numpy as np
import pytest

from gamelib.core.cards import Card, CardSet
from gamelib.core.engine import get_game, play
from gamelib.games.ombre.order import SUIT_MASK, SUIT_OF, TRUMP_MASK
from gamelib.players import POLICIES, make_policy
from gamelib.players.pimc import PIMCPlayer, _pimc, pimc_choice, pimc_values
from gamelib.players.worlds import _View, sample_worlds
from gamelib.players.scripted import first_lead


def advanced(game, seed, cards):
    st = first_lead(game, seed)
    rng = np.random.default_rng(seed)
    while st is not None and st.phase == "play" and sum(h.bit_count() for h in st.hands) > cards:
        acts = st.legal_actions()
        st.apply_action(acts[rng.integers(len(acts))])
    return st if st is not None and st.phase == "play" else None


def test_pimc_is_registered():
    """"pimc" is a policy factory of the registry once gamelib.players.pimc is imported."""
    assert POLICIES["pimc"] is PIMCPlayer
    assert isinstance(make_policy("pimc", seed=1), PIMCPlayer)


@pytest.mark.parametrize("name,rules", [("ombre", "academie"), ("ombre", "noothoven"),
                                        ("quadrille", "noothoven"),
                                        ("quadrille", "hoe-speel-je")])
def test_worlds_fit_what_the_player_saw(name, rules):
    """In every world the player's own hand is his, each other hand has its true size, no card
    played reappears, and no player holds a suit he failed to follow (the replay check)."""
    game = get_game(name, rules=rules)
    checked = 0
    for seed in range(12):
        st = advanced(game, seed, 14 if name == "ombre" else 20)
        if st is None:
            continue
        view = _View(st)
        played = view.played
        for w in sample_worlds(st, 5, seed):
            assert w.hands[view.me] == view.hand
            assert [h.bit_count() for h in w.hands] == [h.bit_count() for h in st.hands]
            union = 0
            for h in w.hands:
                assert not h & played
                assert not h & union
                union |= h
            assert view.consistent(w.hands)
            checked += 1
    assert checked >= 40


def test_worlds_respect_a_revealed_void():
    """A player who discarded on a plain suit led holds none of it in any world."""
    game = get_game("ombre", rules="academie")
    found = 0
    for seed in range(60):
        st = advanced(game, seed, 18)
        if st is None:
            continue
        view = _View(st)
        t = st.trump
        for lead, cards, _ in st.log:
            led = cards[0]
            if TRUMP_MASK[t] >> led & 1:
                continue
            for i in range(1, len(cards)):
                q = (lead + i) % st.n
                if q == view.me or SUIT_OF[t][cards[i]] == SUIT_OF[t][led] and \
                        not TRUMP_MASK[t] >> cards[i] & 1:
                    continue
                suit = SUIT_MASK[t][SUIT_OF[t][led]]
                for w in sample_worlds(st, 10, seed):
                    assert not w.hands[q] & suit
                found += 1
        if found >= 3:
            break
    assert found >= 3


def test_worlds_read_no_hidden_card():
    """Two positions equal in all the player can see (two other players' hands swapped before
    any card is played) give the same worlds from the same seed."""
    game = get_game("ombre", rules="academie")
    st = first_lead(game, 4)
    me = st.current_player()
    pos_me = st.active.index(me)
    a, b = [q for q in range(3) if q != pos_me]
    other = st.clone()
    ca = st.hands[a] & -st.hands[a]
    cb = st.hands[b] & -st.hands[b]
    other.hands[a] = st.hands[a] ^ ca ^ cb
    other.hands[b] = st.hands[b] ^ cb ^ ca
    w1 = sample_worlds(st, 5, 9)
    w2 = sample_worlds(other, 5, 9)
    assert [w.hands for w in w1] == [w.hands for w in w2]


def test_quadrille_hidden_partner_moves_between_worlds():
    """Before the called king is seen, an opponent's worlds place it (and so the partner) in
    different hands: the sides of the worlds differ."""
    game = get_game("quadrille", rules="noothoven")
    for seed in range(20):
        st = first_lead(game, seed)
        rng = np.random.default_rng(seed)
        while st.phase == "play" and st.current_player() in st.side and len(st.tricks) < 3:
            acts = st.legal_actions()
            st.apply_action(acts[rng.integers(len(acts))])
        if st.phase != "play":
            continue
        me = st.current_player()
        if st.called is None or me in st.side or st.information(me)["partner"] is not None:
            continue
        worlds = sample_worlds(st, 30, seed)
        holders = {next(q for q in range(4) if w.hands[q] >> st.called & 1) for w in worlds}
        assert len(holders) >= 2
        assert all(w.maximiser[st.declarer] == 1 for w in worlds)
        return
    pytest.fail("no position with a hidden partner found")


def test_same_seed_same_choice():
    """PIMC seeded alike chooses alike; its choice is legal."""
    game = get_game("ombre", rules="noothoven")
    st = advanced(game, 2, 15)
    a = PIMCPlayer(np.random.default_rng(3), worlds=8)(st)
    b = PIMCPlayer(np.random.default_rng(3), worlds=8)(st)
    assert a == b
    assert a in st.legal_actions()


@pytest.mark.parametrize("name,rules,objective", [
    ("ombre", "academie", "outcome"), ("ombre", "noothoven", "tricks"),
    ("quadrille", "noothoven", "outcome"), ("quadrille", "hoe-speel-je", "outcome"),
    ("quadrille", "noothoven", "tricks")])
def test_branch_and_bound_chooses_the_card_of_all_values(name, rules, objective):
    """PIMC's choice (the best average over the worlds, among equals the card that proved most
    worlds' values, then the lowest card) is found by branch and bound without every card's
    value in every world; it is the card chosen from all of them, at every lead and follow of
    random hands (and of a misère), with the same worlds."""
    game = get_game(name, rules=rules)
    checked = 0
    for seed in range(5):
        if seed == 4 and (name, rules) == ("quadrille", "noothoven"):
            # a misère, where the declarer minimises his own tricks
            st = game.new_initial_state(seed=seed)
            st.apply_action("misère")
            while st.phase == "bid":
                st.apply_action("pass")
            st.apply_action(st.legal_actions()[0])
            assert st.phase == "play" and st.contract.family == "misere"
            for _ in range(8):
                st.apply_action(st.legal_actions()[0])
        else:
            st = advanced(game, seed, 28 if name == "quadrille" else 24)
        if st is None:
            continue
        rng = np.random.default_rng(seed)
        while not st.is_terminal():
            acts = st.legal_actions()
            if st.phase == "play" and len(acts) > 1:
                sign = 1 if _View(st).maximises() else -1
                vals, proofs = _pimc(st, 12, seed, True, objective)
                full = max(sorted(vals), key=lambda c: (sign * vals[c], proofs.get(c, 0)))
                assert pimc_choice(st, 12, seed, objective) == full
                checked += 1
            st.apply_action(acts[rng.integers(len(acts))])
    assert checked >= 20


def test_pimc_values_cover_the_legal_cards():
    """Every legal card gets an average value, within the scale of the solver's values."""
    game = get_game("quadrille", rules="hoe-speel-je")
    st = advanced(game, 1, 16)
    vals = pimc_values(st, 6, 0)
    assert set(vals) == {a.value for a in st.legal_actions()}
    assert all(0 <= v <= 10 for v in vals.values())


@pytest.mark.parametrize("name,rules", [("ombre", "academie"), ("quadrille", "noothoven")])
def test_pimc_plays_a_hand_through_the_protocol(name, rules):
    """A hand played to its end with PIMC (few worlds) at every seat from the 4th trick on:
    every action is legal and the hand settles."""
    game = get_game(name, rules=rules)
    st = advanced(game, 6, 21 if name == "ombre" else 24)
    policy = PIMCPlayer(np.random.default_rng(0), worlds=4)
    while not st.is_terminal():
        action = policy(st)
        assert action in st.legal_actions()
        st.apply_action(action)
    assert abs(sum(st.returns())) < 1e-9


def test_pimc_refuses_other_games():
    """PIMC names the games it plays."""
    st = get_game("piquet").new_initial_state(seed=0)
    with pytest.raises(ValueError, match="Ombre and Quadrille"):
        sample_worlds(st, 1, 0)


def test_pimc_plays_on_for_a_sure_vole():
    """After five straight tricks the Ombre chooses to play on for the vole
    (academie:vole.committed) when every world lets him force the rest: here he holds nine of
    the twelve trumps and the allies none, so he does."""
    game = get_game("ombre", rules="academie")
    strong = "AS 7H AC AH KH QH JH 2H 3H"
    plain = ("KS QS JS 7S 6S 5S 4S 3S 2S KD QD JD AD 2D 3D 4D 5D 6D "
             "KC QC JC 7C 6C 5C 4C 3C 2C 7D").split()
    hands = [strong, " ".join(plain[:9]), " ".join(plain[9:18])]
    stock = "4H 5H 6H " + " ".join(plain[18:])
    st = game.new_initial_state(seed=0, hands=hands, stock=stock)
    policy = PIMCPlayer(np.random.default_rng(1), worlds=6)
    # The eldest (position 0) asks leave in hearts; the others pass; he discards his 3H and
    # draws the 4H; the others keep their hands.
    st.apply_action(next(a for a in st.legal_actions() if a.value == "ask-leave"))
    while st.phase == "bid":
        st.apply_action("pass")
    st.apply_action("trumps hearts")
    st.apply_action("discard 3H")
    while st.phase == "exchange":
        st.apply_action(next(a for a in st.legal_actions() if a.kind == "take"))
    if st.phase == "rest":
        st.apply_action(st.legal_actions()[-1])
    while st.phase == "play":
        st.apply_action(policy(st))
    assert st.phase == "vole"
    assert policy(st).value is True


def test_best_card_values_bound_the_exact_ones():
    """The quick best-card values agree with the exact ones on the cards that keep a world's
    value and are one step worse, a bound of the exact value, on the others (same worlds)."""
    game = get_game("ombre", rules="academie")
    st = advanced(game, 3, 15)
    maxer = _View(st).maximises()
    exact = pimc_values(st, 5, 11, exact=True)
    quick = pimc_values(st, 5, 11, exact=False)
    assert set(exact) == set(quick)
    for c in exact:
        assert (quick[c] >= exact[c]) if maxer else (quick[c] <= exact[c])


def test_forced_cards_go_where_they_must():
    """A card only one player may hold goes to him before anyone draws: with two players void in
    clubs (they trumped a club lead) the third must hold every club still out; a player with room
    for exactly the cards he may hold takes them all (the case of Quadrille deal 95, seed 1798,
    where drawing freely failed 200 times in a row)."""
    from gamelib.core.cards import parse
    from gamelib.players.worlds import _forced

    def mask(faces):
        m = 0
        for c in parse(faces):
            m |= 1 << int(c)
        return m

    clubs, spades = mask("JC 7C 5C 3C"), mask("JS 7S 6S 3S")
    others = mask("AS AH KH 7H 2H KD JD 6D 5D 4D 3D AC")
    plain_spades = mask("KS QS JS 7S 6S 5S 4S 3S 2S")
    plain_clubs = mask("KC QC JC 7C 6C 5C 4C 3C 2C")
    free = clubs | spades | others
    forced = _forced(free, {0: 6, 2: 7, 3: 7}, {0: plain_spades, 2: plain_clubs, 3: plain_clubs},
                     pile=0)
    assert forced[0] == clubs and forced[2] == forced[3] == 0
    assert forced["others"] == clubs
    tight = _forced(clubs | spades, {0: 4, 2: 4}, {0: plain_spades, 2: 0}, pile=0)
    assert tight[0] == clubs and tight[2] == spades
    assert _forced(clubs, {0: 2, 2: 2}, {0: 0, 2: plain_clubs}, pile=0) is None
    # With a pile (Ombre's stock and discards) no card is forced onto a player by the others'
    # voids: the pile may hold it.
    assert _forced(free, {0: 6, 2: 7}, {0: plain_spades, 2: plain_clubs}, pile=7)[0] == 0


def test_quadrille_outcome_steps():
    """PIMC's outcomes of a Quadrille hand are the side's tricks where the result changes:
    five (remise) and six (won) in the booklet (noothoven:quadrille.remise-codille), and all
    ten on the modern page, where a vole made always pays (hoe-speel-je:pay.vole); in a misère
    the declarer's first trick loses (noothoven:quadrille.misere)."""
    from gamelib.players.worlds import quadrille_steps
    for rules, want in (("noothoven", (5, 6)), ("hoe-speel-je", (5, 6, 10))):
        game = get_game("quadrille", rules=rules)
        for seed in range(60):
            st = advanced(game, seed, 99)  # its first lead
            if st is not None and st.phase == "play" and \
                    st.contract.family not in ("misere", "misere-ouverte", "vole-declaree"):
                assert quadrille_steps(st) == want
                break
        else:
            pytest.fail(f"no {rules} hand reached its play")
    st = get_game("quadrille", rules="noothoven").new_initial_state(seed=0)
    st.apply_action("misère")
    while st.phase == "bid":
        st.apply_action("pass")
    st.apply_action(st.legal_actions()[0])
    assert st.phase == "play" and quadrille_steps(st) == (1,)


def test_pimc_objectives():
    """PIMC solves its worlds for the outcome by default (Ombre: codille 0 .. vole 3), for the
    exact value on request (16 * outcome + the Ombre's tricks): in one world, the same for
    both, each card's outcome is its exact value's; other objectives are refused by name."""
    game = get_game("ombre", rules="academie")
    for seed in range(3, 9):
        st = advanced(game, seed, 18)
        if st is None:
            continue
        outcome = pimc_values(st, 1, seed)
        tricks = pimc_values(st, 1, seed, objective="tricks")
        assert set(outcome) == set(tricks) == {a.value for a in st.legal_actions()}
        assert {c: int(v) // 16 for c, v in tricks.items()} == outcome
    with pytest.raises(ValueError, match="outcome, tricks"):
        PIMCPlayer(np.random.default_rng(0), objective="points")


@pytest.mark.parametrize("name", ["ombre", "quadrille"])
def test_pimc_asked_outside_the_play_of_the_cards_says_so(name):
    """PIMC chooses cards: asked for the values of a hand still in its auction, or finished,
    it refuses with a ValueError naming the phase."""
    state = get_game(name).new_initial_state(seed=1)
    with pytest.raises(ValueError, match=r"PIMC chooses a card in the play of the cards"):
        pimc_values(state, 2, 0)
    with pytest.raises(ValueError, match=r"phase 'end'"):
        sample_worlds(play(state, seed=1), 2, 0)


def _gasco_in_play(overcall: bool):
    """A booklet deal where the second to speak holds both black aces and announces gasco: he
    plays it (the others pass) or, with ``overcall``, the third overcalls with sans-prendre;
    the exchange at random, and play begun up to the first card the eldest (a defender) plays.
    Returns (state, position that showed the aces)."""
    game = get_game("ombre", rules="noothoven")
    aces = (1 << int(Card("AS"))) | (1 << int(Card("AC")))
    for seed in range(400):
        st = game.new_initial_state(seed)
        if st.hands[1] & aces != aces:
            continue
        st.apply_action("pass")
        st.apply_action("gasco")
        if overcall:
            if "sans prendre" not in [str(a) for a in st.legal_actions()]:
                continue
            for label in ("sans prendre", "pass"):
                st.apply_action(label)
            st.apply_action(next(a for a in st.legal_actions() if a.kind == "declare"))
        else:
            for label in ("pass", "gasco"):
                st.apply_action(label)
        rng = np.random.default_rng(seed)
        while st.phase != "play":
            acts = st.legal_actions()
            # keep the black aces, as any player would: discard nothing else at random
            acts = [a for a in acts if not (a.kind == "discard" and aces >> a.value & 1)]
            st.apply_action(acts[rng.integers(len(acts))])
        if st.hands[1] & aces == aces and st.current_player() == st.active[0]:
            return st, 1
    pytest.fail("no deal with the black aces at the second seat")


@pytest.mark.parametrize("overcall", [False, True], ids=["gasco", "gasco-overcalled"])
def test_worlds_keep_the_shown_black_aces_with_the_gasco_player(overcall):
    """The black aces shown for gasco ("die men dan op de tafel vertoont",
    noothoven:ombre.gasco) are in the hand of the player who showed them in every world a
    defender samples, over many worlds -- whether he plays the gasco or was overcalled."""
    st, shower = _gasco_in_play(overcall)
    me = st.current_player()
    seat = st.active[shower]
    assert st.information(me)["shown"] == {seat: CardSet([Card("AS"), Card("AC")])}
    aces = (1 << int(Card("AS"))) | (1 << int(Card("AC")))
    worlds = sample_worlds(st, 300, 7)
    assert all(w.hands[shower] & aces == aces for w in worlds)
    assert all(not w.hands[q] & aces for w in worlds for q in range(st.n) if q != shower)


def test_a_shown_ace_played_is_no_longer_placed():
    """Once a shown black ace is played it is in no world's hand; the other stays with the
    gasco player (noothoven:ombre.gasco)."""
    st, shower = _gasco_in_play(False)
    rng = np.random.default_rng(3)
    spadille = int(Card("AS"))
    while st.phase == "play" and st.hands[shower] >> spadille & 1:
        q = st.active.index(st.current_player())
        acts = st.legal_actions()
        pick = [a for a in acts if a.value == spadille] if q == shower else []
        st.apply_action(pick[0] if pick else acts[rng.integers(len(acts))])
    basta = int(Card("AC"))
    if st.phase != "play" or not st.hands[shower] >> basta & 1 or \
            st.active.index(st.current_player()) == shower:
        pytest.skip("the deal did not reach a defender's turn with Basta unplayed")
    for w in sample_worlds(st, 100, 5):
        assert not any(h >> spadille & 1 for h in w.hands)
        assert w.hands[shower] >> basta & 1


@pytest.mark.parametrize("worlds", [0, -1, 1.5, "3", True, None])
def test_a_number_of_worlds_that_is_not_a_whole_number_of_one_or_more_is_refused(worlds):
    """pimc_values, pimc_choice and PIMCPlayer sample at least one world, a whole number of
    them; anything else is a ValueError naming worlds (not {} or a failure in max())."""
    state = get_game("ombre", rules="academie").new_initial_state(seed=1)
    for call in (lambda: pimc_values(state, worlds), lambda: pimc_choice(state, worlds),
                 lambda: PIMCPlayer(1, worlds=worlds)):
        with pytest.raises(ValueError, match="worlds"):
            call()


@pytest.mark.parametrize("name,rules", [("ombre", "academie"), ("quadrille", "noothoven"),
                                        ("quadrille", "hoe-speel-je")])
def test_the_choice_is_the_same_on_any_number_of_threads(name, rules):
    """A decision searched on one thread, two or three (each thread in its own table, the
    worlds' values at once, the leading card's tests at once) chooses the same card: the
    worlds, their values and their proof cards do not depend on the threads."""
    game = get_game(name, rules=rules)
    checked = 0
    for seed in range(6):
        st = advanced(game, seed, 28 if name == "quadrille" else 24)
        if st is None or len(st.legal_actions()) < 2:
            continue
        picks = {pimc_choice(st, 10, seed, threads=threads) for threads in (1, 2, 3)}
        assert len(picks) == 1, (seed, picks)
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("threads", [0, -1, 1.5, "2", True])
def test_a_number_of_threads_that_is_not_a_whole_number_of_one_or_more_is_refused(threads):
    """pimc_choice and PIMCPlayer search on a whole number of threads, at least one; anything
    else is a ValueError naming threads."""
    state = get_game("quadrille", rules="noothoven").new_initial_state(seed=1)
    for call in (lambda: pimc_choice(state, 4, threads=threads),
                 lambda: PIMCPlayer(1, threads=threads)):
        with pytest.raises(ValueError, match="threads"):
            call()


def test_a_worker_process_of_a_pool_decides_on_one_thread():
    """By default a decision runs on every core, but in a worker process of a pool on one
    thread: the pool's processes (the studies' runs) already take every core."""
    import os
    from concurrent.futures import ProcessPoolExecutor

    from gamelib.players.pimc import _check_threads

    assert _check_threads(None) == (os.cpu_count() or 1)
    with ProcessPoolExecutor(1) as pool:
        assert pool.submit(_check_threads, None).result() == 1
