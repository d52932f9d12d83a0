"""The outcome of a card play: where a game's payoff changes at a few values of the play only
(Boston: the contract made or not, :attr:`PlayModel.outcome`), how many of those values the
play after each legal card reaches, exactly, by one zero-window test a value.

    from gamelib.solver.play import outcome
    outcome.card_outcomes(position, model, (0,))     # {card: 1 made, 0 not}, nodes

A test at the value where the payoff changes is all the exact search needs: a Misery lost by
seven tricks is lost by the first, and the test that finds the first is short, where the exact
value would count all seven.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from gamelib.solver.play import values, whistsearch
from gamelib.solver.play import whistkernel as wk
from gamelib.solver.play.kernel import HAVE_NUMBA
from gamelib.solver.play.model import PlayModel, PlayPosition
from gamelib.solver.play.search import Play, Stopped, cards_of


def band(value: float, cuts: Sequence[int]) -> int:
    """How many of ``cuts`` ``value`` reaches (is at least)."""
    return sum(1 for cut in cuts if value >= cut)


def _reaches(child: PlayPosition, model: PlayModel, epoch: int, nodes: int, entries: int,
             orders=None):
    """Tests of the whole play's value from ``child``: ``reach(v)``, whether the side valued
    can make it at least ``v``, ``searched()``, the nodes those tests took, and
    ``relevant()``, the cards whose ranks decided them (the Whist kernel's layout bits; None
    without it); ``orders``: the Whist kernel's killers and history, shared."""
    if model.whist is not None and HAVE_NUMBA:
        tricks = whistsearch.Tricks(child, model, entries, epoch, nodes, orders)
        base = tricks.play.value() + tricks.adj

        def reach(v: int) -> bool:
            # the value is base + sign * X, X the counted tricks to come, 0 <= X <= rem
            if tricks.sign == 0:
                return base >= v
            need = v - base
            if tricks.sign > 0:
                return need <= 0 or (need <= tricks.rem and tricks(need))
            most = -need   # the value reaches v exactly when X is at most this
            return most >= tricks.rem or (most >= 0 and not tricks(most + 1))

        return reach, lambda: tricks.nodes, lambda: tricks.relevant
    tests = values.Tests(child, model, epoch=epoch, nodes=nodes)
    base = tests.play.value()

    def reach(v: int) -> bool:
        return base >= v if not tests.play.cards_left() else tests(v - base)

    return reach, lambda: tests.nodes, lambda: None


def card_outcomes(position: PlayPosition, model: PlayModel, cuts: Sequence[int], *,
                  nodes: int = 0, entries: int = wk.DEFAULT_ENTRIES
                  ) -> tuple[dict[int, int], int]:
    """For each legal card of the player to play, how many of ``cuts`` (values of the whole
    play, points so far included, for the side ``position`` is valued for) the exact value
    after it reaches, and the nodes searched: the cuts tested from the lowest until one is
    not reached, every test in one epoch of the thread's table; :class:`Stopped` past
    ``nodes`` nodes (0: no bound); ``entries``: the Whist kernel's table of the thread.

    In the Whist family one test serves every card of a run of equivalent cards, and with
    the Whist kernel every card its tests' relevant ranks cannot tell from the card tested
    (:func:`whistsearch.low_siblings`): a suit's cards are tested from the lowest up, so that
    a low card's tests stand for the cards above it; the kernel's killers and history are
    shared by the cards' tests (all of one depth)."""
    cuts = sorted(int(c) for c in cuts)
    play = Play(position, model)
    whist = model.whist is not None and HAVE_NUMBA
    epoch = whistsearch.new_epoch() if whist else values.new_epoch()
    orders = (np.full(64, -1, dtype=np.int64), np.zeros(256, dtype=np.int64)) if whist else None
    trump = int(model.whist(play.params)) if model.whist is not None else -1
    cards = cards_of(play.legal())
    if model.whist is not None:   # each suit from its lowest card up
        cards.sort(key=whistsearch.bit_of)
    out: dict[int, int] = {}
    runs: dict[int, int] = {}
    spent = 0
    for card in cards:
        run = whistsearch.run_top(play, card, trump) if model.whist is not None else card
        if run in runs:
            out[card] = runs[run]
        if card in out:
            continue
        _, undo = play.play(card)
        child = play.position()
        play.undo(undo)
        left = 0 if nodes <= 0 else nodes - spent
        if nodes > 0 and left <= 0:
            raise Stopped
        reach, searched, relevant = _reaches(child, model, epoch, left, entries, orders)
        try:
            reached = 0
            for cut in cuts:
                if not reach(cut):
                    break
                reached += 1
        finally:
            spent += searched()
        out[card] = runs[run] = reached
        if relevant() is not None:
            for sibling in whistsearch.low_siblings(play, card, relevant()):
                out.setdefault(sibling, reached)
    return {card: out[card] for card in cards_of(play.legal())}, spent


__all__ = ["band", "card_outcomes"]
