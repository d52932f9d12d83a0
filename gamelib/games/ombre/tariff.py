"""The booklet's fiche tariff for Ombre: direct payments between the players, no pool.

Every payment is a line of the tariff with its passage; :func:`settle` computes the lines from
the hand's contract and result, and posts them to a :class:`gamelib.core.ledger.Ledger` between the
ombre and each opponent (every entry is zero-sum).

The tariff (per opponent, in fiches):

==========================  =================================================================
vraag (ordinary ask)        1 -- "Voor een gewoon vraagspel, van ieder speler een fiche"
                            (noothoven:ombre.pay-vraag)
gasco                       3 (noothoven:ombre.pay-gasco)
sans-prendre                4 (noothoven:ombre.pay-sans-prendre)
matadors                    1 for three in sequence, +1 for every trump following them
                            (noothoven:ombre.pay-matadors)
premières                   +1 when the ombre takes the first five tricks
                            (noothoven:ombre.pay-premieres)
vole                        +4 after a vraag or gasco (noothoven:ombre.pay-vole), after
                            sans-prendre the same (noothoven:ombre.pay-vole-sp); "doorgaans"
                            not paid after gasco (noothoven:ombre.pay-vole-gasco)
failed vole                 the vole's own payment deducted from what the game had won
                            ("dan wordt de vole afgetrokken", noothoven:ombre.vole): 4, nothing
                            after gasco while its vole is not paid; option: 4 at every game,
                            as noothoven:ombre.pay-failed-vole prints it
vole-déclarée               (vraag + matadors + vole on a vraag) x 8
                            (noothoven:ombre.pay-vole-declaree)
favourite                   the whole tariff doubled (noothoven:ombre.pay-favourite)
loss                        remise, remise-royale: the ombre pays each opponent the same tariff;
                            codille: one fiche more to the opponent who made it
                            (noothoven:ombre.pay-loss)
==========================  =================================================================

Choices where the booklet is silent or ambiguous (each named in the line's note):

* the losing ombre's "zelfde tarief" includes his matadors (the tariff is game + matadors);
* a split the booklet leaves unnamed (3-4-2 ...) is paid like a remise: the ombre "verliest"
  (noothoven:ombre.lose), and only codille carries the extra fiche;
* a failed vole-déclarée: the ombre "verliest zijn spel" and pays the vole-déclarée tariff to
  each opponent (noothoven:ombre.pay-loss read generally; the failure itself is unspecified);
* the failed vole's deduction may leave the ombre paying (the text does not stop at zero);
* the failed vole deducts "de vole", what the vole would have paid (noothoven:ombre.vole), so
  after gasco, whose vole is "doorgaans" not paid (noothoven:ombre.pay-vole-gasco), nothing:
  "vier fiches" (noothoven:ombre.pay-failed-vole) read literally would make playing on after
  gasco a bet that can only lose. ``failed_vole_four=True`` deducts the four fiches at gasco
  too;
* "voor de codille bij gasco niet betaald" (when the vole after gasco is not paid) is read as:
  the codille's extra fiche is not paid at gasco, the tariff itself is;
* favourite doubling covers the extra codille fiche (it is part of what the game pays).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gamelib.core.ledger import Ledger
from gamelib.games.ombre.outcome import (
    CODILLE,
    FAILED_VOLE,
    REMISE,
    REMISE_ROYALE,
    UNSPECIFIED,
    VOLE,
    WIN,
)

GAME_FICHES = {"vraag": 1, "gasco": 3, "sans-prendre": 4}
GAME_PASSAGE = {
    "vraag": "noothoven:ombre.pay-vraag",
    "gasco": "noothoven:ombre.pay-gasco",
    "sans-prendre": "noothoven:ombre.pay-sans-prendre",
}
VOLE_FICHES = 4
FAILED_VOLE_FICHES = 4
VOLE_DECLAREE_FACTOR = 8
PREMIERES_FICHES = 1
CODILLE_EXTRA = 1
FAVOURITE_FACTOR = 2


@dataclass(frozen=True)
class Line:
    """One item of the tariff, per opponent: label, fiches (+ the ombre receives), passage."""

    label: str
    fiches: int
    passage: str
    note: str = ""


def matador_fiches(count: int) -> int:
    """Fiches for ``count`` matadors in sequence: 1 for three, +1 for each following card
    ("Als men drie matadors heeft ... een fiche ... Voor elke daarop volgende kaart nog een
    fiche", noothoven:ombre.pay-matadors)."""
    return count - 2 if count >= 3 else 0


def vole_fiches(contract: str, *, gasco_vole_paid: bool = False) -> int:
    """What a made vole adds after ``contract``: four fiches ("Vole, na een vraag- of
    gasco-spel, vier fiches", noothoven:ombre.pay-vole; after sans-prendre the same,
    noothoven:ombre.pay-vole-sp), none after gasco unless ``gasco_vole_paid`` ("Doorgaans
    betaalt men niet voor de vole na gasco", noothoven:ombre.pay-vole-gasco)."""
    if contract == "gasco" and not gasco_vole_paid:
        return 0
    return VOLE_FICHES


def failed_vole_fiches(contract: str, *, gasco_vole_paid: bool = False,
                       failed_vole_four: bool = False) -> int:
    """What a failed vole deducts from the game's winnings after ``contract``: "de vole", the
    vole's own payment (noothoven:ombre.vole, :func:`vole_fiches`), so nothing after gasco while
    its vole is not paid; with ``failed_vole_four`` the "vier fiches" of
    noothoven:ombre.pay-failed-vole read literally, at every game."""
    if failed_vole_four:
        return FAILED_VOLE_FICHES
    return vole_fiches(contract, gasco_vole_paid=gasco_vole_paid)


def tariff_lines(contract: str, result: str, *, matadors: int = 0, premieres: bool = False,
                 favourite: bool = False, gasco_vole_paid: bool = False,
                 failed_vole_four: bool = False) -> list[Line]:
    """The per-opponent tariff lines of a hand, signed from the ombre's side (+ he receives).

    ``contract``: vraag, gasco, sans-prendre or vole-declaree; ``result`` from
    :func:`gamelib.games.ombre.outcome.outcome`; ``matadors`` the count paid for
    (:func:`gamelib.games.ombre.order.count_matadors`); ``premieres`` the ombre took tricks 1-5."""
    m = matador_fiches(matadors)
    lines: list[Line] = []
    if contract == "vole-declaree":
        # "Men telt bij elkander de vraag en de matadors, vervolgens telt men daarbij de vole op
        # een gewone vraag, en berekent dit alles acht-dubbel." The booklet takes the vraag's
        # fiche although the vole-declaree is played without discarding: applied as printed.
        total = VOLE_DECLAREE_FACTOR * (GAME_FICHES["vraag"] + m + VOLE_FICHES)
        sign = 1 if result == VOLE else -1
        lines.append(Line(
            f"vole-declaree: 8 x (vraag 1 + matadors {m} + vole 4)", sign * total,
            "noothoven:ombre.pay-vole-declaree",
            "" if sign > 0 else "failed vole-declaree: unspecified in source; the ombre pays the "
            "same tariff as a lost game (noothoven:ombre.pay-loss)"))
    else:
        base = GAME_FICHES[contract]
        if result in (WIN, VOLE, FAILED_VOLE):
            lines.append(Line(contract, base, GAME_PASSAGE[contract]))
            if m:
                lines.append(Line(f"matadors ({matadors})", m, "noothoven:ombre.pay-matadors"))
            if premieres:
                lines.append(Line("premieres", PREMIERES_FICHES, "noothoven:ombre.pay-premieres"))
            vole = vole_fiches(contract, gasco_vole_paid=gasco_vole_paid)
            if result == VOLE and vole:  # none after gasco, noothoven:ombre.pay-vole-gasco
                lines.append(Line("vole", vole,
                                  "noothoven:ombre.pay-vole-sp" if contract == "sans-prendre"
                                  else "noothoven:ombre.pay-vole"))
            lost = failed_vole_fiches(contract, gasco_vole_paid=gasco_vole_paid,
                                      failed_vole_four=failed_vole_four)
            if result == FAILED_VOLE and lost:
                # "vier fiches" are "de vole" (noothoven:ombre.vole) after an ask or
                # sans-prendre; after gasco they are deducted only when read literally
                lines.append(Line("failed vole: deducted", -lost,
                                  "noothoven:ombre.pay-failed-vole",
                                  "the four fiches read literally after gasco, whose vole is "
                                  "not paid (option failed_vole_four)"
                                  if contract == "gasco" and lost != vole else ""))
        elif result in (REMISE, REMISE_ROYALE, CODILLE, UNSPECIFIED):
            note = "" if result != UNSPECIFIED else (
                "split unnamed in the booklet: paid like a remise (choice)")
            lines.append(Line(f"{result}: {contract} paid back", -base, "noothoven:ombre.pay-loss",
                              note))
            if m:
                lines.append(Line(f"{result}: matadors ({matadors}) paid back", -m,
                                  "noothoven:ombre.pay-loss",
                                  "the 'zelfde tarief' read as including the matadors"))
        else:
            raise ValueError(f"unknown result {result!r}")
    if favourite:
        # "Voor ieder spel in de favorite ... wordt het dubbele van het gewone tarief betaald"
        lines = [Line(f"{ln.label} (x2 favourite)", FAVOURITE_FACTOR * ln.fiches, ln.passage,
                      "; ".join(x for x in (ln.note, "doubled in the favourite "
                                            "(noothoven:ombre.pay-favourite)") if x))
                 for ln in lines]
    return lines


def codille_extra(contract: str, result: str, *, favourite: bool = False,
                  gasco_vole_paid: bool = False) -> int:
    """The extra fiche(s) the ombre pays the opponent who made the codille
    (noothoven:ombre.pay-loss); none at gasco when the vole after gasco is not paid
    (noothoven:ombre.pay-vole-gasco)."""
    if result != CODILLE or contract == "vole-declaree":
        return 0
    if contract == "gasco" and not gasco_vole_paid:
        return 0
    return CODILLE_EXTRA * (FAVOURITE_FACTOR if favourite else 1)


TABLE_GAMES = ("vraag", "gasco", "sans-prendre")
TABLE_RESULTS = (WIN, REMISE, CODILLE)


def tariff_rows(games: Sequence[str] = TABLE_GAMES, results: Sequence[str] = TABLE_RESULTS, *,
                matadors: int = 0, premieres: bool = False, favourite: bool = False,
                gasco_vole_paid: bool = False, failed_vole_four: bool = False) -> dict:
    """The tariff by game and result: the fiches that pass between the ombre and one opponent
    (+: the ombre receives), the sum of the hand's :func:`tariff_lines`. At a codille the
    opponent is the one who made it, who gets :func:`codille_extra` more
    (noothoven:ombre.pay-loss; none at gasco while its vole is not paid,
    noothoven:ombre.pay-vole-gasco)."""
    terms = {"matadors": matadors, "premieres": premieres, "favourite": favourite,
             "gasco_vole_paid": gasco_vole_paid, "failed_vole_four": failed_vole_four}
    rows = {}
    for game in games:
        row = {}
        for result in results:
            fiches = sum(line.fiches for line in tariff_lines(game, result, **terms))
            row[result] = fiches - codille_extra(game, result, favourite=favourite,
                                                 gasco_vole_paid=gasco_vole_paid)
        rows[game] = row
    return rows


def settle(ledger: Ledger, ombre: str, opponents: Sequence[str], contract: str, result: str, *,
           matadors: int = 0, premieres: bool = False, favourite: bool = False,
           codille_maker: str | None = None, gasco_vole_paid: bool = False,
           failed_vole_four: bool = False, hand: int | None = None) -> list:
    """Post the hand's payments to ``ledger``: each tariff line between the ombre and each
    opponent, then the codille's extra fiche. Returns the entries posted."""
    entries = []
    for line in tariff_lines(contract, result, matadors=matadors, premieres=premieres,
                             favourite=favourite, gasco_vole_paid=gasco_vole_paid,
                             failed_vole_four=failed_vole_four):
        if line.fiches == 0:
            continue
        for opp in opponents:
            entries.append(ledger.pay(opp, ombre, line.fiches, f"{line.label}: {opp} -> {ombre}"
                                      if line.fiches > 0 else f"{line.label}: {ombre} -> {opp}",
                                      passage=line.passage, hand=hand, note=line.note))
    extra = codille_extra(contract, result, favourite=favourite, gasco_vole_paid=gasco_vole_paid)
    if extra and codille_maker is not None:
        entries.append(ledger.pay(ombre, codille_maker, extra,
                                  f"codille: one fiche more to {codille_maker}",
                                  passage="noothoven:ombre.pay-loss", hand=hand))
    return entries
