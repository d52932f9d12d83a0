"""Tresette's play model as the zero-window search reads it: its value is searched on the raw
thirds, each company's rounding applied to the targets only, its blank cards (7 6 5 4) score
nothing, and its sure bounds of the raw value -- the leader's cashing cards, his partner's
reached through an entry, the stops of the company not on lead -- hold against the readable
search (which reads none) and do cut."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from gamelib.core.cards import Card
from gamelib.solver.play import MODELS, reference, search, values
from gamelib.solver.play import tresette as model_module
from gamelib.solver.play.search import Play

MODEL = MODELS["tresette"]
RAW = values.searched(MODEL, True)
OPTIONS = [None, {"two_on_three": True}]


def _trick_starts(tricks, seeds):
    for options in OPTIONS:
        for seed in seeds:
            state = reference.ending("tresette", seed, tricks, options)
            while MODEL.in_play(state) and len(MODEL.position(state, 0).trick):
                state.apply_action(state.legal_actions()[0])
            if MODEL.in_play(state):
                yield MODEL.position(state, state.current_player())


def _positions(tricks, seeds):
    """Positions of endings of ``tricks`` tricks under both options, with 0 to 3 cards of the
    trick down, each valued for every seat (for his company or against it)."""
    for options in OPTIONS:
        for seed in seeds:
            state = reference.ending("tresette", seed, tricks, options)
            for _ in range(seed % 4):
                actions = state.legal_actions()
                state.apply_action(actions[seed % len(actions)])
            for seat in range(4):
                yield MODEL.position(state, seat)


def _scale(pos):
    play = Play(pos, MODEL)
    return MODEL.rounding(play.params, play.hands, play.trick[:play.k], play.points,
                          play.weights)


def test_the_rounding_never_falls_as_the_raw_thirds_grow():
    """The value still to come never falls as the raw value grows, which climbs two thirds at
    a time (a third more to one company is one less to the other).
    [engelmann:tresette.card-points]"""
    for pos in _positions(3, range(8)):
        raws, rounded = _scale(pos)
        assert all(b - a == 2 for a, b in zip(raws, raws[1:]))
        assert all(a <= b for a, b in zip(rounded, rounded[1:]))


def test_the_rounding_is_the_game_s_rounding_of_each_company():
    """Each raw value's value is the play's closed by ``final`` with the thirds still out split
    as the raw value says, less the points so far: each company's thirds rounded down to
    whole points. [engelmann:tresette.card-points]"""
    for pos in _positions(2, range(8)):
        play = Play(pos, MODEL)
        raws, rounded = _scale(pos)
        ours = [p for p in range(4) if pos.weights[p] > 0][0]
        for raw, value in zip(raws, rounded):
            points = play.points.copy()
            left = raws[-1]
            points[ours] += (raw + left) // 2
            points[1 - ours] += (left - raw) // 2
            MODEL.final(play.params, play.won, points)
            assert value == int(play.weights @ points) - play.value()


def test_other_weights_are_not_rounded_from_raw_thirds():
    """A value that is not one company's thirds less the other's is no function of a raw
    value: the model gives no rounding for it. [engelmann:tresette.card-points]"""
    pos = next(_positions(3, range(1)))
    play = Play(pos, MODEL)
    for weights in ([1, -1, -1, 1], [1, 0, 0, 0], [1, 1, 1, 1]):
        assert MODEL.rounding(play.params, play.hands, play.trick[:play.k], play.points,
                              np.array(weights, dtype=np.int64)) is None


def test_the_whole_pack_moves_the_value_by_two_points():
    """The companies' whole points of a whole pack always sum to eleven, so the values the
    play can take from an ending lie six thirds apart. [engelmann:tresette.card-points]"""
    for pos in _positions(3, range(4)):
        distinct = sorted(set(_scale(pos)[1]))
        assert all(b - a == 6 for a, b in zip(distinct, distinct[1:]))


def test_a_target_is_tested_at_the_least_raw_value_reaching_it():
    """The kernel tests a target at the least raw value whose value reaches it, and past the
    greatest value at one over the greatest raw value. [engelmann:tresette.card-points]"""
    pos = next(_positions(3, range(1)))
    tests = values.Tests(pos)
    raws, rounded = _scale(pos)
    for target in range(rounded[0] - 7, rounded[-1] + 8):
        reaching = [r for r, v in zip(raws, rounded) if v >= target]
        assert tests.raw(target) == (reaching[0] if reaching else raws[-1] + 1)


def test_the_raw_search_equals_the_readable_search():
    """Searched on the raw thirds, the value and the best card of endings of three tricks,
    with 0 to 3 cards of the trick down, the thirds so far scored, both options and every
    seat valued, are the readable search's rounded value and a card that keeps it.
    [engelmann:tresette.card-points]"""
    checked = 0
    for pos in _positions(3, range(12)):
        exact = search.card_values(pos)
        solution = values.solve(pos)
        best = max if pos.maximiser[pos.to_play] else min
        assert solution.value == best(exact.values())
        assert exact[solution.best_card] == solution.value
        checked += 1
    assert checked == 96


def test_other_weights_search_the_rounded_value():
    """With weights that are not one company against the other the search keeps the rounding
    in its play and finds the readable search's values. [engelmann:tresette.card-points]"""
    for pos in _positions(3, range(4)):
        pos = dataclasses.replace(pos, weights=(1, -1, -1, 1))
        assert values.card_values(pos)[0] == search.card_values(pos)


@pytest.mark.parametrize("options", OPTIONS)
def test_the_blank_cards_are_the_cards_worth_nothing(options):
    """The blank class holds exactly the cards worth no third, none of which a rule names (the
    two on a three names figures only). [engelmann:tresette.card-points,
    engelmann:tresette.try-three]"""
    params = model_module.rule_params(bool(options))
    _, classes = MODEL.ranks(params)
    for card in model_module.PACK:
        blank = classes[card] == MODEL.blank
        assert blank == (model_module.card_thirds(card) == 0)
        assert not (blank and card.rank in "32")


def _hands(*hands):
    """Four hands written as cards ("3C 2C", ...) as the bounds' functions take them."""
    return np.array([sum(1 << int(Card(c)) for c in hand.split()) for hand in hands],
                    dtype=np.int64)


def _window(pos):
    play = Play(pos, MODEL)
    window = np.zeros(3, dtype=np.int64)
    MODEL.bounds(play.params, play.hands, play.leader, play.won, play.points, play.weights,
                 np.array(play.maximiser, dtype=np.int64), window)
    return play, window


def test_the_bounds_hold_and_the_new_ones_bite():
    """The window holds the exact raw value still to come on endings of two to four tricks under
    both options; on some of them the stops of the company not on lead count, and on some the
    partner's cards reached through an entry add to the leader's.
    [engelmann:tresette.order, engelmann:tresette.follow, engelmann:tresette.card-points]"""
    stopped = entered = 0
    for tricks, seeds in ((2, range(30)), (3, range(30)), (4, range(10))):
        for pos in _trick_starts(tricks, seeds):
            play, window = _window(pos)
            rest = search.solve(pos, line=False, model=RAW).value - play.value()
            assert window[0] <= rest <= window[1], (tricks, rest, tuple(window))
            hands, leader = play.hands, play.leader
            stopped += model_module.stopping_sure(play.params, hands, leader)[0] > 0
            own = model_module.runs(play.params, hands, leader)
            entered += model_module.leading_sure(play.params, hands, leader)[1] != own
    assert stopped >= 5 and entered >= 5, (stopped, entered)


def test_the_bounds_order_each_suit_from_its_three_down():
    """The bounds read each suit's cards on ten bits from its three (the suit's lowest bit) down
    to its four, and read them back as the same cards. [engelmann:tresette.order]"""
    from gamelib.games.tresette import RANKS_HIGH_TO_LOW
    for card in model_module.PACK:
        bit = 13 * (int(card) // 13) + RANKS_HIGH_TO_LOW.index(card.rank)
        assert model_module._ordered(np.int64(1) << int(card)) == 1 << bit, card
        assert model_module._numbered(np.int64(1) << bit) == 1 << int(card), card


def test_a_void_follower_gives_his_cheapest_cards_to_the_tricks_cashed():
    """A player void in the suit a company cashes still gives a card to each of its tricks:
    the leader's three and two of clubs take the ace and the king of spades of the player who
    holds no club, so the company on lead is sure of those four thirds and six more (its own
    two figures and the last trick's point); the company not on lead of none.
    [engelmann:tresette.follow, engelmann:tresette.card-points]"""
    params = model_module.rule_params(False)
    hands = _hands("3C 2C", "AS KS", "4C 5C", "6C 7C")
    assert model_module.leading_sure(params, hands, 0)[0] == 2 + 4 + 3
    assert model_module.stopping_sure(params, hands, 0)[0] == 0


def test_the_leader_cashes_a_card_his_partner_follows_under():
    """The leader's two of clubs is above every club of the other company, and his partner's
    lowest club, the seven, goes under it: the two takes its trick though the partner holds
    the three; the ace then reaches the partner's three. The company on lead is sure of every
    third still out, eleven. [engelmann:tresette.order, engelmann:tresette.follow,
    engelmann:tresette.card-points]"""
    params = model_module.rule_params(False)
    hands = _hands("2C AC", "KC QC", "3C 7C", "JC 6C")
    assert model_module.cashing(params, hands, 0) == 1 << int(Card("2C"))
    assert model_module.leading_sure(params, hands, 0)[0] == 11


def test_the_leader_s_three_draws_the_two_alone():
    """The leader's three of clubs draws the next player's only club, the two, and the fourth
    player holds none: his ace and king of clubs then take their tricks too, his partner's
    clubs going under them, and the company on lead is sure of every trick, nine thirds.
    [engelmann:tresette.order, engelmann:tresette.follow, engelmann:tresette.card-points]"""
    params = model_module.rule_params(False)
    hands = _hands("3C AC KC", "2C 4D 5D", "4C 5C 6C", "6D 7D 4S")
    assert model_module.cashing(params, hands, 0) == int(_hands("3C AC KC")[0])
    assert model_module.leading_sure(params, hands, 0)[0] == 1 + 3 + 1 + 1 + 3


def test_the_leader_may_reach_his_partner_at_once():
    """The leader's ace of spades takes its trick, but his partner, holding only the three and
    the two of clubs, has nothing else to give to it; so the leader leads his seven of clubs
    at once, the partner cashes both clubs and the ace falls on the second: the company on
    lead is sure of all ten thirds still out. [engelmann:tresette.order,
    engelmann:tresette.follow, engelmann:tresette.card-points]"""
    params = model_module.rule_params(False)
    hands = _hands("AS 7C", "KS 4C", "3C 2C", "QS 5C")
    assert model_module.leading_sure(params, hands, 0)[0] == 10


def test_the_two_on_the_three_is_given_once():
    """Under ``two_on_three`` the partner gives his two of clubs on the leader's three once:
    having no other club he must throw a diamond on the ace, so he cannot cash both diamonds
    after the leader's clubs. The bound takes the other plan: the leader's four of diamonds
    reaches the partner at once, whose three and two of diamonds and two of clubs take every
    trick: the company on lead is sure of all thirteen thirds still out.
    [engelmann:tresette.try-three, engelmann:tresette.follow,
    engelmann:tresette.card-points]"""
    params = model_module.rule_params(True)
    hands = _hands("3C AC 4D", "KC 5D 6D", "2C 3D 2D", "QC JC 7D")
    assert model_module.leading_sure(params, hands, 0)[0] == 13


def test_the_partner_gives_his_ace_to_the_leader_s_trick():
    """The leader's three of clubs takes its trick, and his partner, holding no club, throws
    his ace of spades on it rather than his seven: the company on lead is sure of four thirds,
    though the diamond trick after goes to the king. [engelmann:tresette.follow,
    engelmann:tresette.card-points]"""
    params = model_module.rule_params(False)
    hands = _hands("3C 4D", "5C KD", "AS 7S", "6C 7D")
    assert model_module.leading_sure(params, hands, 0)[0] == 1 + 3


def test_the_stopper_s_partner_gives_his_best_cards_to_the_stops():
    """The leader holds only clubs, whose three the next player holds: that player takes the
    first trick and cashes his king of diamonds, and his partner, holding neither suit, throws
    his ace and two of hearts on those two tricks: the company not on lead is sure of six
    thirds. [engelmann:tresette.follow, engelmann:tresette.card-points]"""
    params = model_module.rule_params(False)
    hands = _hands("4C 5C 6C 7C", "3C KD 5S 4S", "AS 6D 5D 4D", "AH 2H 7H 6S")
    assert model_module.stopping_sure(params, hands, 0)[0] == 1 + 1 + 3 + 1


def test_the_partner_reached_at_once_gives_the_lead_back():
    """The leader's four of diamonds reaches his partner's two, the only diamond above his
    queen; the partner's seven gives the lead back to the queen, and the leader's two of
    hearts then draws the ace: the company on lead takes every trick, all ten thirds still
    out. [engelmann:tresette.order, engelmann:tresette.follow,
    engelmann:tresette.card-points]"""
    params = model_module.rule_params(False)
    hands = _hands("2H QD 4D", "6S AH QH", "7D 6D 2D", "4H 7C 4C")
    assert model_module.leading_sure(params, hands, 0)[0] == 10


def test_the_partner_throws_a_top_he_cannot_keep():
    """The leader's three hearts take their tricks; his partner, holding no heart, has only two
    cards besides his two threes to throw on them, so he throws the three of clubs too and
    keeps the three of diamonds, which the leader's seven reaches at the last trick: the
    company on lead is sure of every third still out, fifteen.
    [engelmann:tresette.order, engelmann:tresette.follow, engelmann:tresette.card-points]"""
    params = model_module.rule_params(False)
    hands = _hands("AH QH 6H 7D", "5H 4H 6D 2D", "KD 5D 3D 3C", "AS 6S JC 7C")
    assert model_module.leading_sure(params, hands, 0)[0] == 15


def test_the_stopper_s_partner_cashes_after_him():
    """Whichever suit the leader leads, the other company takes the trick with its top card
    and its other player's top card takes the next, the holder of the jack of spades reaching
    the two of clubs with his queen: that company is sure of both tricks, six thirds.
    [engelmann:tresette.order, engelmann:tresette.follow, engelmann:tresette.card-points]"""
    params = model_module.rule_params(False)
    hands = _hands("5S 6C", "6S 2C", "7D 4D", "JS QC")
    assert model_module.stopping_sure(params, hands, 0)[0] == 6


def test_the_search_with_its_blank_cards_free_equals_the_readable_search():
    """With the table fixing the blank cards' hands only down to the lowest card whose rank
    decided, every card's value on endings of four tricks equals the readable search's, under
    both options. [engelmann:tresette.card-points]"""
    for tricks in (4,):
        for options in OPTIONS:
            for seed in range(6):
                state = reference.ending("tresette", seed, tricks, options)
                pos = MODEL.position(state, state.current_player())
                assert values.card_values(pos)[0] == search.card_values(pos)


def test_the_loose_figures_change_no_value():
    """The table counts the figures below the lowest card whose rank decided, hand by hand and
    suit by suit, instead of fixing their hands: every card's value equals the readable
    search's on endings of five tricks, and on endings of six and seven the values of the
    search that fixes every figure's hand, in fewer nodes, under both options.
    [engelmann:tresette.card-points, engelmann:tresette.try-three]"""
    assert MODEL.loose == 1
    fixed = dataclasses.replace(MODEL, loose=None)
    nodes = [0, 0]
    for options in OPTIONS:
        for seed in range(2):
            state = reference.ending("tresette", seed, 5, options)
            pos = MODEL.position(state, state.current_player())
            assert values.card_values(pos)[0] == search.card_values(pos)
        for tricks in (6, 7):
            for seed in range(6):
                state = reference.ending("tresette", seed, tricks, options)
                pos = MODEL.position(state, state.current_player())
                loose, counted = values.card_values(pos)
                tight, searched = values.card_values(pos, model=fixed)
                assert loose == tight
                nodes[0] += counted
                nodes[1] += searched
    assert nodes[0] < nodes[1], nodes
