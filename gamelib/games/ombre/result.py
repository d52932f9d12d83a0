"""A hand's result as the Académie's pool reads it, and what the rules allow of it.

:class:`HandResult` is what the pool needs to know of a hand: the Ombre, his contract, the
result, the matadors paid for, the codille winner, a committed vole, a forced Spadille and the
tricks. :func:`stated_result` checks what a reader states of a hand (each argument's type and
range, with a ValueError naming it); :func:`check_result` refuses a result the rules do not
allow, naming the rule and its passage. Tricks, when given, are a split of the hand's nine that
gives the stated result under the Académie's rules (academie:outcome.win,
academie:outcome.remise, academie:outcome.codille, academie:outcome.vole, academie:vole.failure).
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from gamelib.core.engine import IllegalAction
from gamelib.core.names import words as say
from gamelib.games.ombre.outcome import REMISE, UNSPECIFIED, outcome_academie

CONTRACTS = ("ask-leave", "retourne", "sans-prendre", "vole")
RESULTS = ("win", "remise", "codille", "vole", "failed-vole", "all-pass", "spadille-undeclared")
#: Results of a hand that is not played: nobody bid, or the hand stopped at an undeclared
#: forced Spadille (academie:bid.all-pass, academie:options.forced-spadille.undeclared).
NOT_PLAYED = ("all-pass", "spadille-undeclared")
#: Tricks in a hand: nine cards each (academie:deal.deal).
TRICKS = 9


@dataclass(frozen=True)
class HandResult:
    """What the pool needs to know of a hand: who was Ombre, his contract, the result, the
    matadors paid for, the codille winner, whether the vole was committed, a forced Spadille,
    and the tricks (the Ombre's, then each Ally's from the Ombre's right)."""

    ombre: str | None
    contract: str | None
    result: str
    matadors: int = 0
    codille_winner: str | None = None
    committed_vole: bool = False
    forced: bool = False
    tricks: tuple[int, ...] | None = None

    def event(self) -> str:
        """A short description in the naming table's words, e.g. "C ask leave win" or
        "all pass"."""
        if self.result == "all-pass":
            return "all pass"
        if self.result == "spadille-undeclared":
            return f"{self.ombre} failed to declare Spadille"
        words = [self.ombre or "", say(self.contract) if self.contract else ""]
        if self.forced:
            words.append("(forced Spadille)")
        if self.committed_vole:
            words.append("committed vole:")
        words.append(say(self.result) if self.result != "codille"
                     else f"codille to {self.codille_winner}")
        if self.tricks:
            words.append("(" + "-".join(map(str, self.tricks)) + ")")
        if self.matadors:
            words.append(f"[{self.matadors} matadors]")
        return " ".join(w for w in words if w)


def _is_whole(value) -> bool:
    return isinstance(value, numbers.Integral) and not isinstance(value, (bool, np.bool_))


def stated_result(ombre: str | None, contract: str | None, result: str, matadors=0,
                  codille_winner: str | None = None, committed_vole=False, forced=False,
                  tricks=None) -> HandResult:
    """A stated hand as a :class:`HandResult`, each argument of the right kind: ``matadors`` a
    whole number, ``committed_vole`` and ``forced`` true or false, ``tricks`` None or a
    sequence of whole numbers >= 0 (three, or none for a hand not played) that share at most
    the hand's nine. A ValueError names the argument, the value and what is allowed."""
    if not _is_whole(matadors):
        raise ValueError(f"matadors={matadors!r} is not allowed: the matadors paid for are a "
                         "whole number, 0 or from 3 to 9 [academie:winnings.true-matadors]")
    for name, value in (("committed_vole", committed_vole), ("forced", forced)):
        if not isinstance(value, (bool, np.bool_)):
            raise ValueError(f"{name}={value!r} is not allowed: it takes true or false")
    if tricks is not None:
        if isinstance(tricks, (str, bytes)) or not isinstance(tricks, (Sequence, np.ndarray)) \
                or not all(_is_whole(t) and t >= 0 for t in tricks) \
                or len(tricks) not in (0, 3) or sum(tricks) > TRICKS:
            raise ValueError(f"tricks={tricks!r} is not allowed: it takes None or the tricks of "
                             "the Ombre, the Ally at his right and the other Ally, whole numbers "
                             f">= 0 that share at most the hand's {TRICKS} "
                             "(none for a hand not played) [academie:deal.deal]")
        tricks = tuple(int(t) for t in tricks)
    return HandResult(ombre=ombre, contract=contract, result=result, matadors=int(matadors),
                      codille_winner=codille_winner, committed_vole=bool(committed_vole),
                      forced=bool(forced), tricks=tricks)


def split_result(tricks: Sequence[int], contract: str, committed_vole: bool = False) -> str:
    """The result a split of the tricks gives under the Académie's rules (:mod:`.outcome`); the
    split 1-4-4, where the source names no codille winner, is a remise, as the game settles it
    (``OmbreState.hand_result``)."""
    result = outcome_academie(tricks, contract, committed_vole)
    return REMISE if result == UNSPECIFIED else result


def check_result(hand: HandResult, players: Sequence[str], forced_spadille: bool = False,
                 retourne: bool = False) -> None:
    """Refuse a result the rules do not allow, naming the rule and its passage: the result and
    the contract known, an Ombre where a hand is played, a variant or option agreed before it
    is played, a vole made or failed only as the contract or committed, the codille winner an
    Ally, the matadors 0 or from 3 to 9, and the tricks a split that gives the result."""
    r = hand.result
    if r not in RESULTS:
        raise IllegalAction(f"unknown result {r!r}: a hand ends in " + ", ".join(RESULTS),
                            "academie:outcome.win")
    if r in NOT_PLAYED:
        if hand.matadors:
            raise IllegalAction(f"matadors={hand.matadors!r}: matadors are paid for a hand "
                                "played, not for one that ends in " + r,
                                "academie:winnings.matadors")
        if hand.tricks and any(hand.tricks):
            raise IllegalAction(f"tricks={hand.tricks!r}: a hand that ends in {r} is not "
                                "played and has no tricks", "academie:bid.all-pass")
    if r == "all-pass":
        if hand.ombre is not None or hand.contract is not None:
            raise IllegalAction("when all three pass there is no Ombre and no contract",
                                "academie:bid.all-pass")
        return
    if hand.ombre is None:
        raise IllegalAction(f"a hand ending in {r} has an Ombre: say ombre=...",
                            "academie:bid.ombre")
    if r == "spadille-undeclared":
        if not forced_spadille:
            raise IllegalAction("an undeclared Spadille matters only under the forced "
                                "Spadille option, agreed before the game",
                                "academie:options.forced-spadille.agreed")
        return
    if hand.contract not in CONTRACTS:
        raise IllegalAction(f"unknown contract {hand.contract!r}: the contracts are "
                            + ", ".join(CONTRACTS), "academie:bid.contracts")
    if hand.contract == "retourne" and not retourne:
        raise IllegalAction("Retourne is a variant that must be adopted before it is bid "
                            "(PoolSession(retourne=True))", "academie:retourne.name")
    if hand.forced:
        if not forced_spadille:
            raise IllegalAction("forced Spadille is an option agreed before the game "
                                "(PoolSession(forced_spadille=True))",
                                "academie:options.forced-spadille.agreed")
        if hand.contract != "ask-leave":
            raise IllegalAction("whoever has Spadille after three passes plays Ask Leave",
                                "academie:options.forced-spadille")
        if hand.committed_vole or r in ("vole", "failed-vole"):
            raise IllegalAction("Whoever plays a forced Spadille is not allowed to attempt "
                                "the vole", "academie:options.forced-spadille.no-vole")
    if hand.contract == "vole":
        if hand.committed_vole:
            raise IllegalAction("the committed vole only applies to Ask Leave and Sans "
                                "Prendre contracts; the vole was announced",
                                "academie:vole.committed")
        if r not in ("vole", "failed-vole"):
            raise IllegalAction(f"an announced vole is made (9 tricks) or failed, not {r}",
                                "academie:outcome.vole")
    elif r in ("vole", "failed-vole") and not hand.committed_vole:
        raise IllegalAction(f"in {hand.contract} a vole is made or failed only as a committed "
                            "vole, by playing a sixth card after the first five tricks: say "
                            "committed_vole=True", "academie:vole.committed")
    elif hand.committed_vole and r not in ("vole", "failed-vole"):
        raise IllegalAction("a committed vole ends in a vole or a failed vole: the Ombre who "
                            "took the first five tricks has won his contract",
                            "academie:vole.committed")
    if r == "codille":
        if hand.codille_winner is None or hand.codille_winner == hand.ombre:
            raise IllegalAction("codille is won by the Ally who has more tricks than the "
                                "Ombre: say codille_winner=...", "academie:outcome.codille")
    elif hand.codille_winner is not None:
        raise IllegalAction(f"only a codille has a codille winner, not a {r}",
                            "academie:outcome.codille")
    if hand.matadors < 0 or 0 < hand.matadors < 3:
        raise IllegalAction(f"{hand.matadors} matadors cannot be paid: they are paid only if "
                            "the Ombre holds the three true ones, with the trumps that follow "
                            "without a break", "academie:winnings.true-matadors")
    if hand.matadors > 9:
        raise IllegalAction(f"{hand.matadors} matadors cannot be held in a hand of nine cards "
                            "at the start of the hand", "academie:winnings.matadors")
    if hand.tricks is not None:
        _check_tricks(hand, players)


def _check_tricks(hand: HandResult, players: Sequence[str]) -> None:
    """The tricks of a played hand: three counts; all nine, unless the hand stopped early (a
    vole failed at the Allies' first trick, academie:vole.failure; the Ombre laid down his hand
    after the first five, academie:vole.committed); a committed vole after the first five tricks
    taken; the result they give the one stated; a codille won by the Ally with more tricks."""
    tricks = hand.tricks
    if len(tricks) != 3:
        raise IllegalAction(f"tricks={tricks!r}: a hand played has the tricks of the Ombre and of "
                            "each Ally", "academie:deal.deal")
    ombre, right, left = tricks
    vole = hand.contract == "vole" or hand.committed_vole
    if hand.committed_vole and ombre < 5:
        raise IllegalAction(f"tricks={tricks!r}: a vole is committed by an Ombre who has taken "
                            "the first five tricks", "academie:vole.committed")
    if sum(tricks) < TRICKS:
        failed_at_first = vole and right + left == 1
        laid_down = not vole and tricks == (5, 0, 0)
        if not (failed_at_first or laid_down):
            raise IllegalAction(
                f"tricks={tricks!r} share {sum(tricks)} of the {TRICKS} tricks: a hand ends "
                "early only when a vole fails at the Allies' first trick (academie:vole.failure) "
                "or the Ombre lays down his hand after the first five", "academie:vole.committed")
    given = split_result(tricks, hand.contract, hand.committed_vole)
    if given != hand.result:
        raise IllegalAction(f"tricks={tricks!r} give a {given} in {hand.contract}, not a "
                            f"{hand.result}", "academie:outcome.win")
    if hand.result == "codille":
        seat = players.index(hand.ombre)
        winner = players[(seat + 1) % 3] if right > left else players[(seat + 2) % 3]
        if hand.codille_winner != winner:
            raise IllegalAction(f"tricks={tricks!r}: codille is won by {winner}, the Ally with "
                                f"more tricks, not {hand.codille_winner}",
                                "academie:outcome.codille")
