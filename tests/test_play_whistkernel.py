"""The Whist family's kernel (gamelib.solver.play.whistsearch, whistkernel): its table
cleared between searches, and its values equal to the readable search's on Boston's endings
of the Miseries and the games played for tricks."""

from __future__ import annotations

import pytest

from gamelib.solver.play import MODELS, reference, search, whistsearch
from gamelib.solver.play.kernel import HAVE_NUMBA

pytestmark = pytest.mark.skipif(not HAVE_NUMBA, reason="the Whist kernel needs numba")

ENTRIES = 1 << 12


def test_a_cleared_table_searches_as_a_fresh_one():
    """After ``clear_table`` a search finds nothing of the one before it: the same nodes as
    the first search of the thread's table, where without clearing it the second search
    reads the first's entries and takes fewer."""
    model = MODELS["boston"]
    state = reference.ending("boston", 3, 6)
    pos = model.position(state, state.current_player())
    whistsearch.clear_table(ENTRIES)
    first = whistsearch.card_values(pos, model, entries=ENTRIES)
    again = whistsearch.card_values(pos, model, entries=ENTRIES)
    whistsearch.clear_table(ENTRIES)
    cleared = whistsearch.card_values(pos, model, entries=ENTRIES)
    assert first == cleared
    assert again[0] == first[0]
    assert again[1] < first[1]


def _mid_trick(game, seed, tricks, down):
    model = MODELS[game]
    state = reference.ending(game, seed, tricks)
    while len(model.position(state, state.current_player()).trick) < down:
        state.apply_action(state.legal_actions()[seed % len(state.legal_actions())])
    return model.position(state, state.current_player())


@pytest.mark.parametrize("down", [1, 2, 3])
def test_card_values_mid_trick_equal_the_readable_search(down):
    """With cards of the trick on the table -- where a card played to it below the best
    card no longer tells two of the mover's cards apart -- every card's value equals the
    readable search's, on Boston's endings of four tricks."""
    model = MODELS["boston"]
    for seed in range(10):
        pos = _mid_trick("boston", seed, 4, down)
        got, _ = whistsearch.card_values(pos, model)
        assert got == search.card_values(pos)


def test_a_card_below_the_best_separates_no_run():
    """South's six and four of spades, with only the five between them and the five played
    to the trick under East's king, are one run; with the five in West's hand, two. Both
    positions' card values equal the readable search's."""
    import dataclasses

    from gamelib.solver.play import whist

    def c(rank, suit=0):   # 13 * suit + rank, the ace rank 0
        return 13 * suit + rank

    def mask(cards):
        return sum(1 << x for x in cards)

    king, six, five, four, three = c(1), c(8), c(9), c(10), c(11)
    base = whist.position([0, 0, 0, 0], -1, 0)
    for led, west, runs in ((five, three, 1), (three, five, 2)):
        hands = (mask({c(0, 1)}), mask({c(1, 1)}), mask({six, four}), mask({west, c(2, 1)}))
        pos = dataclasses.replace(base, hands=hands, trick=(led, king))
        play = search.Play(pos, whist.MODEL)
        tops = {whistsearch.run_top(play, card, -1) for card in (six, four)}
        assert len(tops) == runs
        got, _ = whistsearch.card_values(pos, whist.MODEL)
        assert got == search.card_values(pos, model=whist.MODEL)


def _miseries(tricks, count, down):
    model = MODELS["boston"]
    out, seed = [], 0
    while len(out) < count:
        state = reference.ending("boston", 500 + seed, tricks)
        seed += 1
        if not state.contract.misery:
            continue
        while len(model.position(state, state.current_player()).trick) < down:
            actions = state.legal_actions()
            state.apply_action(actions[seed % len(actions)])
        out.append(model.position(state, state.current_player()))
    return out


@pytest.mark.parametrize("down", [0, 1, 2, 3])
def test_misery_card_values_equal_the_readable_search(down):
    """Once a card has failed, the mover's cards of its suit below the lowest card whose
    rank decided its search are not searched (they fail alike): at Boston's Miseries, where
    the three's all-plies try every such card, every card's value still equals the readable
    search's, on endings of four tricks with ``down`` cards of the trick on the table."""
    model = MODELS["boston"]
    for pos in _miseries(4, 12, down):
        whistsearch.clear_table(ENTRIES)
        got, _ = whistsearch.card_values(pos, model, entries=ENTRIES)
        assert got == search.card_values(pos)


def _tricks_to_come(pos, model, value):
    """The counted tricks still to come ``X`` of a whole play's value from ``pos``."""
    tricks = whistsearch.Tricks(pos, model, ENTRIES)
    return (value - tricks.play.value() - tricks.adj) * tricks.sign


@pytest.mark.parametrize("down", [0, 1, 2])
def test_a_tested_card_s_low_siblings_test_alike(down):
    """A card's low siblings (the mover's cards of its suit below the lowest card whose
    rank decided its test, when the card leaves the trick open) reach every target its own
    test reaches: on Boston's endings of four tricks, Miseries and games for tricks, each
    target of each card tested alone, the siblings' tricks to come by the readable search."""
    model = MODELS["boston"]
    checked = 0
    for seed in range(8):
        pos = _mid_trick("boston", seed, 4, down)
        exact = search.card_values(pos)
        play = search.Play(pos, model)
        children = {}
        for card in exact:
            _, undo = play.play(card)
            children[card] = play.position()
            play.undo(undo)
        for card in exact:
            child = children[card]
            for target in range(1, 5):
                whistsearch.clear_table(ENTRIES)
                tricks = whistsearch.Tricks(child, model, ENTRIES)
                made = tricks(target)
                for sib in whistsearch.low_siblings(play, card, tricks.relevant):
                    x = _tricks_to_come(children[sib], model, exact[sib])
                    assert (x >= target) == made, (seed, card, sib, target)
                    checked += sib != card
    assert checked > 20


def test_a_card_closing_the_trick_stands_for_itself_alone():
    """The card that closes a trick decides its taker, which the tests after it do not read:
    it stands for no sibling, where the same card with the trick still open stands for every
    card of its suit when no rank of the suit decided."""
    model = MODELS["boston"]
    for down in (2, 3):
        pos = _mid_trick("boston", 1, 4, down)
        play = search.Play(pos, model)
        card = search.cards_of(play.legal())[0]
        suit = [c for c in search.cards_of(int(play.hands[play.to_play()]))
                if c // 13 == card // 13]
        expected = [card] if down == 3 else suit
        assert whistsearch.low_siblings(play, card, 0) == expected
