"""A hand's result as the Académie's pool reads it, and what the rules allow of it.

:class:`HandResult` is what the pool needs to know of a hand: the Ombre, his contract, the
result, the matadors paid for, the codille winner, a committed vole, a forced Spadille and the
tricks. :func:`check_result` refuses a result the rules do not allow, naming the rule and its
passage.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamelib.core.engine import IllegalAction

CONTRACTS = ("ask-leave", "retourne", "sans-prendre", "vole")
RESULTS = ("win", "remise", "codille", "vole", "failed-vole", "all-pass", "spadille-undeclared")


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
        """A short description, e.g. "C ask-leave win" or "all pass"."""
        if self.result == "all-pass":
            return "all pass"
        if self.result == "spadille-undeclared":
            return f"{self.ombre} failed to declare Spadille"
        words = [self.ombre or "", self.contract or ""]
        if self.forced:
            words.append("(forced Spadille)")
        if self.committed_vole:
            words.append("committed vole:")
        words.append(self.result if self.result != "codille" else f"codille to {self.codille_winner}")
        if self.tricks:
            words.append("(" + "-".join(map(str, self.tricks)) + ")")
        if self.matadors:
            words.append(f"[{self.matadors} matadors]")
        return " ".join(w for w in words if w)


def check_result(hand: HandResult, forced_spadille: bool = False, retourne: bool = False) -> None:
    """Refuse a result the rules do not allow, naming the rule and its passage: the result and
    the contract known, an Ombre where a hand is played, a variant or option agreed before it
    is played, a vole made or failed only as the contract or committed, the codille winner an
    Ally, the matadors 0 or from 3 to 9."""
    r = hand.result
    if r not in RESULTS:
        raise IllegalAction(f"unknown result {r!r}: a hand ends in " + ", ".join(RESULTS),
                            "academie:outcome.win")
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
