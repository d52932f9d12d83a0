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

from gamelib.solver.play import values, whistsearch
from gamelib.solver.play import whistkernel as wk
from gamelib.solver.play.kernel import HAVE_NUMBA
from gamelib.solver.play.model import PlayModel, PlayPosition
from gamelib.solver.play.search import Play, Stopped, cards_of


def band(value: float, cuts: Sequence[int]) -> int:
    """How many of ``cuts`` ``value`` reaches (is at least)."""
    return sum(1 for cut in cuts if value >= cut)


def _reaches(child: PlayPosition, model: PlayModel, epoch: int, nodes: int, entries: int):
    """Tests of the whole play's value from ``child``: ``reach(v)``, whether the side valued
    can make it at least ``v``, and ``searched()``, the nodes those tests took."""
    if model.whist is not None and HAVE_NUMBA:
        tricks = whistsearch.Tricks(child, model, entries, epoch, nodes)
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

        return reach, lambda: tricks.nodes
    tests = values.Tests(child, model, epoch=epoch, nodes=nodes)
    base = tests.play.value()

    def reach(v: int) -> bool:
        return base >= v if not tests.play.cards_left() else tests(v - base)

    return reach, lambda: tests.nodes


def card_outcomes(position: PlayPosition, model: PlayModel, cuts: Sequence[int], *,
                  nodes: int = 0, entries: int = wk.DEFAULT_ENTRIES
                  ) -> tuple[dict[int, int], int]:
    """For each legal card of the player to play, how many of ``cuts`` (values of the whole
    play, points so far included, for the side ``position`` is valued for) the exact value
    after it reaches, and the nodes searched: the cuts tested from the lowest until one is
    not reached, every test in one epoch of the thread's table; :class:`Stopped` past
    ``nodes`` nodes (0: no bound); ``entries``: the Whist kernel's table of the thread."""
    cuts = sorted(int(c) for c in cuts)
    play = Play(position, model)
    whist = model.whist is not None and HAVE_NUMBA
    epoch = whistsearch.new_epoch() if whist else values.new_epoch()
    out: dict[int, int] = {}
    spent = 0
    for card in cards_of(play.legal()):
        _, undo = play.play(card)
        child = play.position()
        play.undo(undo)
        left = 0 if nodes <= 0 else nodes - spent
        if nodes > 0 and left <= 0:
            raise Stopped
        reach, searched = _reaches(child, model, epoch, left, entries)
        try:
            reached = 0
            for cut in cuts:
                if not reach(cut):
                    break
                reached += 1
        finally:
            spent += searched()
        out[card] = reached
    return out, spent


__all__ = ["band", "card_outcomes"]
