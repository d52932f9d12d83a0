"""Who won the hand: the result of a trick split, per source.

``outcome((ombre, ally1, ally2), rules=..., contract=..., committed_vole=False)`` returns one of
:data:`OUTCOMES`. Where the source names no result for a split it says so:

* ``"unspecified"`` (booklet only): the four splits (3,4,2), (3,2,4), (2,4,3), (2,3,4). The
  booklet says the ombre loses ("dan verliest de omber het spel", noothoven:ombre.lose) but its
  codille needs "vijf trekken of meer" and its remises are only 4-4-1, 1-4-4 and 3-3-3.
  A failed vole-déclarée is also unnamed (noothoven:ombre.vole-declaree says only what it is).
* ``"unspecified"`` (Académie only): (1,4,4). Its codille is won by "one of the Allies [who] has
  more tricks than he does; that Ally wins codille" (academie:outcome.codille); here both have,
  and the text names no winner. Its remise needs the Ombre level with the best Ally
  (academie:outcome.remise), which he is not.

The game settles these two unnamed cases by choices made explicit in :mod:`.game`.
"""

from __future__ import annotations

from collections.abc import Sequence

WIN = "win"
REMISE = "remise"
REMISE_ROYALE = "remise-royale"
CODILLE = "codille"
VOLE = "vole"
FAILED_VOLE = "failed-vole"
UNSPECIFIED = "unspecified"
OUTCOMES = (WIN, REMISE, REMISE_ROYALE, CODILLE, VOLE, FAILED_VOLE, UNSPECIFIED)

#: The contracts of each rule set whose result is a vole or nothing.
VOLE_CONTRACTS = {"noothoven": ("vole-declaree",), "academie": ("vole",)}
CONTRACTS = {
    "noothoven": ("vraag", "gasco", "sans-prendre", "vole-declaree"),
    "academie": ("ask-leave", "retourne", "sans-prendre", "vole"),
}


def _split(tricks: Sequence[int]) -> tuple[int, int, int]:
    t = tuple(int(x) for x in tricks)
    if len(t) == 2:  # ombre a deux: one opponent
        t = (t[0], t[1], 0)
    if len(t) != 3 or min(t) < 0 or sum(t) > 9:
        raise ValueError(f"tricks must be (ombre, ally1, ally2) with at most 9 in all, not {tricks!r}")
    return t  # type: ignore[return-value]


def outcome_noothoven(tricks: Sequence[int], contract: str = "vraag",
                      committed_vole: bool = False) -> str:
    """The booklet's result (noothoven:ombre.win, noothoven:ombre.lose, noothoven:ombre.vole,
    noothoven:ombre.vole-going-on, noothoven:ombre.vole-declaree)."""
    o, a1, a2 = _split(tricks)
    if contract == "vole-declaree":
        return VOLE if o == 9 else UNSPECIFIED
    if committed_vole:
        # "Gaat de omber, na het opnemen van den vijfden trek, voort met spelen, dan wordt hij
        # gerekend op de vole door te gaan" -- he has won the game already (five tricks).
        return VOLE if o == 9 else FAILED_VOLE
    # "Vooreerst, wanneer de omber vijf trekken maakt; en in de tweede plaats, als hij vier
    # trekken maakt, en een der tegenspelers twee en de andere drie trekken."
    if o == 9:
        # "De gewone vole kan gewonnen worden na een vraag-, gasco- of sans-prendre spel, wanneer
        # de omber alle trekken maakt" (noothoven:ombre.vole); all nine tricks mean he went on.
        return VOLE
    if o >= 5 or (o == 4 and sorted((a1, a2)) == [2, 3]):
        return WIN
    if max(a1, a2) >= 5:  # "een der tegenspelers vijf trekken of meer ... codille"
        return CODILLE
    if (o == 4 and max(a1, a2) == 4) or (o == 1 and a1 == a2 == 4):
        return REMISE
    if o == a1 == a2 == 3:
        return REMISE_ROYALE
    return UNSPECIFIED  # "verliest de omber het spel", with no name


def outcome_academie(tricks: Sequence[int], contract: str = "ask-leave",
                     committed_vole: bool = False) -> str:
    """The Académie's result (academie:outcome.win, academie:outcome.vole,
    academie:outcome.remise, academie:outcome.codille, academie:outcome.failed-vole,
    academie:vole.committed)."""
    o, a1, a2 = _split(tricks)
    if contract == "vole" or committed_vole:
        # "In the vole, to win the Ombre must take all 9 tricks"; "the Ombre has failed as soon
        # as one of the Allies takes a trick" (academie:vole.failure).
        if a1 or a2:
            return FAILED_VOLE
        return VOLE if o == 9 else WIN  # not yet decided (a laid-down hand never commits)
    if o == 9:
        return VOLE  # nine tricks: he played a sixth card after five, a committed vole made
    best = max(a1, a2)
    if o > best:
        return WIN  # "more tricks than each of the Allies -- ... never added together"
    if o == best:
        return REMISE  # "the same number of tricks as the Ally who has the most"
    if a1 == a2:
        return UNSPECIFIED  # (1,4,4): both Allies have more; "that Ally" is not defined
    return CODILLE


def outcome_cinquille(split: Sequence[int], contract: str, committed: bool) -> str:
    """Cinquille's result: the booklet says only "aan ieder acht kaarten ... geen stok" and
    leaves the rest to the reader (noothoven:ombre.cinquille). Choice made here: the ombre wins
    with more tricks than each opponent separately (the three-handed rule's principle), loses
    by remise when level with the best, by codille when one opponent alone has more; a vole is
    all eight tricks; two or more opponents above him and level: a remise."""
    o, rest = split[0], split[1:]
    total = sum(split)
    if contract == "vole-declaree" or committed:
        if any(rest):
            return FAILED_VOLE if contract != "vole-declaree" else UNSPECIFIED
        return VOLE if o == total else WIN
    if o == 8:
        return VOLE
    best = max(rest)
    if o > best:
        return WIN
    if o == best or sum(1 for x in rest if x == best) > 1:
        return REMISE
    return CODILLE


def outcome(tricks: Sequence[int], rules: str = "academie", contract: str | None = None,
            committed_vole: bool = False) -> str:
    """The result of the hand from the tricks ``(ombre, ally1, ally2)`` under ``rules``.

    ``contract`` is the contract played (noothoven: vraag, gasco, sans-prendre, vole-declaree;
    academie: ask-leave, retourne, sans-prendre, vole); ``committed_vole`` that the Ombre went
    on for the vole after the first five tricks."""
    if rules == "noothoven":
        return outcome_noothoven(tricks, contract or "vraag", committed_vole)
    if rules == "academie":
        return outcome_academie(tricks, contract or "ask-leave", committed_vole)
    raise ValueError(f"unknown Ombre rule set {rules!r}: 'noothoven' or 'academie'")


def codille_winner(tricks: Sequence[int]) -> int | None:
    """Which ally (1 or 2) made the codille: the one with more tricks (None on a tie)."""
    _, a1, a2 = _split(tricks)
    if a1 == a2:
        return None
    return 1 if a1 > a2 else 2


def all_splits() -> list[tuple[int, int, int]]:
    """The 55 ordered splits of nine tricks among the Ombre and his two Allies."""
    return [(o, a1, 9 - o - a1) for o in range(9, -1, -1) for a1 in range(0, 10 - o)]


def outcome_rows() -> list[dict]:
    """The 55 splits with each source's result side by side, differences and silences marked,
    a row a split."""
    rows = []
    for o, a1, a2 in all_splits():
        n = outcome((o, a1, a2), "noothoven", "vraag")
        a = outcome((o, a1, a2), "academie", "ask-leave")
        mark = ""
        if n == UNSPECIFIED or a == UNSPECIFIED:
            mark = "silent"
        elif n != a:
            mark = "differ"
        rows.append({
            "ombre": o, "ally 1": a1, "ally 2": a2,
            "noothoven (vraag, gasco, sans-prendre)": n,
            "noothoven vole-declaree": outcome((o, a1, a2), "noothoven", "vole-declaree"),
            "academie (ask leave, sans prendre)": a,
            "academie vole": outcome((o, a1, a2), "academie", "vole"),
            "mark": mark,
        })
    return rows


class _CallableModule(__import__("types").ModuleType):
    """``gamelib.games.ombre.outcome`` is this module and, called, the :func:`outcome` function:
    ``gamelib.games.ombre.outcome(tricks, rules=..., contract=...)``."""

    def __call__(self, tricks, rules: str = "academie", contract: str | None = None,
                 committed_vole: bool = False) -> str:
        return outcome(tricks, rules, contract, committed_vole)


__import__("sys").modules[__name__].__class__ = _CallableModule
