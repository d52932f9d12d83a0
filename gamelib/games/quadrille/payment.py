"""What a Quadrille hand pays: the booklet's fiche tariff and the modern page's pot.

Both are written on :class:`gamelib.core.ledger.Ledger`: every movement is a zero-sum entry naming
its passage; the modern page's pot is a pot account ``"pot"``.

**The booklet** (noothoven:quadrille.pay-fiches ... noothoven:quadrille.pay-favourite). The
amount of a game is its tariff, plus the matadors (1 fiche for three, 1 more for each following
card: noothoven:quadrille.pay-matadors, counted together for the partners:
noothoven:quadrille.matadors), plus premières (noothoven:quadrille.pay-premieres), plus the vole
after it or minus it when the vole undertaken fails (noothoven:quadrille.pay-vole,
noothoven:quadrille.pay-failed-vole); vole-déclarée is eight times ask + matadors + the vole
of an ask (noothoven:quadrille.pay-vole-declaree); the favourite doubles everything
(noothoven:quadrille.pay-favourite). Who pays whom is not spelt out; the reading here:

* a lone player (mediateur, solo, misère, vole-déclarée) receives the amount from each of the
  three, or pays it to each, as the Ombre player does ("van ieder speler",
  noothoven:ombre.pay-vraag);
* partners: "Voor een gewoon vraagspel ontvangt men een fiche" (noothoven:quadrille.pay-vraag):
  each winner receives the amount and each loser pays it, each loser paying half to each winner
  (the option ``partners_pay="each"``: every loser pays every winner the amount);
  on remise "betalen de vrager en zijn medespeler te zamen het spel"
  (noothoven:quadrille.vraag-loss, noothoven:quadrille.pay-remise-end) the same way round;
* codille: "betaalt degeen, die gevraagd heeft, daarna aan de tegenspelers een fiche meer. Zijn
  aide is van de betaling verschoond" (noothoven:quadrille.pay-codille): the asker alone pays
  each opponent the amount and one fiche more. The text names the ask; the games played "op de
  wijze als bij een gewoon vraagspel" with an aide (spadille-forcée, gasco, trois-quarts,
  quatre-quarts) are read the same. The words are printed of trois-quarts with the aces
  (noothoven:quadrille.trois-quarts-aces); its case with three kings, which the booklet says
  only who plays along in (noothoven:quadrille.trois-quarts-kings), follows it: unspecified in
  source. A lone player lost by codille pays as by remise (the
  booklet gives no extra fiche for him: unspecified in source), except a declarer who called
  himself (Hoyle's law 23, an option): he asked, so he pays the ask's codille, one fiche more.
  Spadille-forcée read as Hoyle's laws have it (the option ``spadille_forcee="hoyle"``): the
  forced player did not ask, so a codille is paid by the two together, as a remise.
* the loser's tariff includes the matadors his side held ("volgens het zelfde tarief");
* a vole-déclarée that fails pays its eightfold amount to each opponent, by the same rule
  (the booklet gives no other: unspecified in source).

**The modern page** (hoe-speel-je:pay.alliance ... hoe-speel-je:pay.vole). Its own statements do
not fit together; the coherent reading, each choice tested:

* the "Alliance-tarief" (hoe-speel-je:pay.dimidiator, hoe-speel-je:pay.casco) is what a partner
  takes in a won Alliance, half the pot (hoe-speel-je:pay.alliance). Dimidiator pays the lone
  Hombre 1.5 of it, Casco each partner 2 of it; what the pot cannot cover the opponents pay in
  equal shares; what it need not cover stays in the pot. Solo takes the pot and 1 fiche from
  each (hoe-speel-je:pay.solo). So the Hombre's own take rises with the contract, as
  "Betaalt het meest" (hoe-speel-je:bidding.solo) wants.
* remise (hoe-speel-je:pay.remise): "verliest geen fiches maar kan niet innen" and "de pot wordt
  verdubbeld ... de basisinzet van het contract wordt aan de pot toegevoegd" contradict each other
  if someone must pay now. Read: nobody pays in the hand; the pot stays, and the next hand opens
  with it doubled, each player adding an equal share (for the first round's pot, his basic
  stake: both phrases then agree) (the glossary: "pot wordt verdubbeld, geen uitbetaling",
  hoe-speel-je:glossary.remise; the tip hoe-speel-je:tips.remise "laat de pot groeien zonder
  uitbetaling"). See :func:`opening_stake`.
* the pot is carried from hand to hand (:class:`gamelib.games.quadrille.session.QuadrilleSession`):
  the stakes of "de eerste ronde" (hoe-speel-je:deal.stake) open the first hand; an Alliance won
  brings the opponents' new stakes (hoe-speel-je:pay.alliance); a remise doubles the pot; a hand
  that opens with an empty pot (a Solo or a Casco took it, or the defenders shared it at a
  codille) opens with the first round's stakes again (unspecified in source: a round is played
  for a pot).
* codille (hoe-speel-je:pay.codille): "betaalt alsof hij had gewonnen, verviervoudigt de inzet"
  against the glossary's "Hombre betaalt viervoudig" (hoe-speel-je:glossary.codille); and it
  makes codille cost the Hombre what remise does not cost him at all. Read: the defenders share
  the pot, and the Hombre alone (the partner exempt, as in the booklet) pays four times the
  stake, shared by the defenders.
* vole (hoe-speel-je:pay.vole): three times the normal payout; the 3-fiche bonus from each
  opponent only when announced before the first trick (the smaller unannounced bonus is not
  given: none is paid).
* matadors (hoe-speel-je:pay.matadors): "Een speler" is read literally: any player who held all
  three matadors in his own hand at the start of play receives 1 fiche (2 with Ponto) from each
  player of the other side, won or lost (the option ``matador_bonus="hombre-side"`` pays only
  the Hombre's side).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from gamelib.core.ledger import Ledger
from gamelib.games.quadrille.rules import (
    CODILLE_EXTRA,
    CODILLE_FACTOR,
    FAVOURITE_FACTOR,
    MATADOR_BONUS,
    NOOTHOVEN_TARIFF,
    NOOTHOVEN_VOLE,
    PREMIERES,
    SOLO_PREMIUM,
    VOLE_BONUS,
    VOLE_DECLAREE_FACTOR,
    VOLE_FACTOR,
    Contract,
)

_Q = "noothoven" ":quadrille."  # (split so the prefix is not read as a passage id)
_H = "hoe-speel-je:"
POT = "pot"
#: The account a carried pot comes from in a single hand's ledger (the hands before it), so that
#: a hand's own ledger still sums to zero.
EARLIER = "earlier hands"


def classify(side_tricks: int, win_at: int = 6) -> str:
    """Won with six tricks; "vijf trekken ... remise", "zes of meer ... codille" for the
    opponents (noothoven:quadrille.six-tricks, noothoven:quadrille.remise-codille;
    hoe-speel-je:object, hoe-speel-je:pay.remise, hoe-speel-je:pay.codille)."""
    if side_tricks >= win_at:
        return "won"
    if side_tricks == win_at - 1:
        return "remise"
    return "codille"


def matador_fiches(sequence: int) -> int:
    """"Drie matadors betaalt een fiche boven het spel, en voor elke volgende kaart een fiche
    meer" (noothoven:quadrille.pay-matadors): ``sequence`` trumps from Spadille down pay
    sequence - 2 when there are three or more."""
    return sequence - 2 if sequence >= 3 else 0


@dataclass(frozen=True)
class BookletAmount:
    """The amount of a booklet game, item by item."""

    game: int
    matadors: int
    premieres: int
    vole: int
    factor: int          # 2 in the favourite, else 1
    declared: bool = False  # vole-déclarée: eightfold

    @property
    def total(self) -> int:
        if self.declared:
            return self.factor * VOLE_DECLAREE_FACTOR * (self.game + self.matadors + self.vole)
        return self.factor * (self.game + self.matadors + self.premieres + self.vole)

    def items(self) -> list[tuple[str, int, str]]:
        rows = [("game", self.game, ""), ("matadors", self.matadors, _Q + "pay-matadors")]
        if self.premieres:
            rows.append(("premières", self.premieres, _Q + "pay-premieres"))
        if self.vole:
            rows.append(("vole" if self.vole > 0 else "failed vole deducted", self.vole,
                         _Q + ("pay-vole" if self.vole > 0 else "pay-failed-vole")))
        return rows


def booklet_amount(contract: Contract, *, matadors: int = 0, premieres: bool = False,
                   vole: str | None = None, favourite: bool = False) -> BookletAmount:
    """The amount of ``contract`` under the booklet's tariff.

    ``matadors``: the fiches for matadors (:func:`matador_fiches`); ``vole``: ``"made"``,
    ``"failed"`` or None; ``favourite``: trumps were the favourite suit."""
    factor = FAVOURITE_FACTOR if favourite else 1
    if contract.family == "vole-declaree":
        # "de vraag, en de matadors, ... de vole op eene gewone vraag ... acht-dubbel".
        return BookletAmount(NOOTHOVEN_TARIFF["vraag"], matadors, 0, NOOTHOVEN_VOLE["vraag"],
                             factor, declared=True)
    game = NOOTHOVEN_TARIFF[contract.family]
    if contract.family in ("misere", "misere-ouverte"):
        # Matadors and premières belong to games that take tricks (unspecified for misère).
        return BookletAmount(game, 0, 0, 0, factor)
    vole_fiches = {"made": contract.vole, "failed": -contract.vole}.get(vole, 0)
    return BookletAmount(game, matadors, PREMIERES if premieres else 0, vole_fiches, factor)


def settle_booklet(ledger: Ledger, names: Sequence[str], contract: Contract, *, declarer: int,
                   side: Sequence[int], opponents: Sequence[int], won: bool, codille: bool,
                   amount: BookletAmount, hand: int | None = None,
                   partners_pay: str = "together", codille_by: str = "asker",
                   lone_asker: bool = False) -> None:
    """Post the booklet's payment of a finished game to ``ledger``.

    ``partners_pay``: how a game between two pairs is paid, which the booklet leaves open.
    ``"together"`` (the default reading): each winner receives the amount and each loser pays it
    ("betalen de vrager en zijn medespeler te zamen het spel", noothoven:quadrille.vraag-loss);
    ``"each"``: every loser pays every winner the amount, as the Ombre player is paid "van ieder
    speler" (noothoven:ombre.pay-vraag). ``codille_by``: ``"asker"``, the asker alone pays the
    codille, one fiche more, his aide excused (noothoven:quadrille.pay-codille); ``"side"``, the
    two pay it together as a remise (spadille-forcée under Hoyle's laws: no ask).
    ``lone_asker``: a lone player who asked (he called himself) pays the ask's codille, one
    fiche more."""
    if partners_pay not in ("together", "each"):
        raise ValueError("partners_pay must be 'together' or 'each' "
                         "[noothoven:quadrille.vraag-loss]")
    if codille_by not in ("asker", "side"):
        raise ValueError("codille_by must be 'asker' or 'side' [noothoven:quadrille.pay-codille]")
    total = amount.total
    per = len(side) if partners_pay == "each" else 1  # what one loser owes in all, in amounts
    detail = ", ".join(f"{k} {v}" for k, v, _ in amount.items() if v)
    if amount.declared:
        detail = f"8 x ({detail})"
    if amount.factor != 1:
        detail += ", doubled in the favourite"
    label = f"{contract.label}: {'won' if won else 'lost'} ({detail})"
    passage = contract.pay_passage
    if len(side) == 1:
        lone = names[side[0]]
        sign = 1 if won else -1
        if codille and lone_asker:
            total += CODILLE_EXTRA * amount.factor
            label = (f"{contract.label}: codille, the asker (who called himself) pays one fiche "
                     f"more to each opponent ({detail})")
            passage = _Q + "pay-codille"
        elif not won:
            passage = _Q + "pay-remise-end"
        amounts = {names[o]: -sign * total for o in opponents}
        amounts[lone] = sign * total * len(opponents)
        ledger.post(label, amounts, passage=passage, hand=hand)
        return
    if won:
        amounts = {names[o]: -total * per for o in opponents}
        amounts.update({names[p]: _divided(total * per * len(opponents), len(side))
                        for p in side})
        ledger.post(label, amounts, passage=passage, hand=hand)
    elif codille and codille_by == "asker":
        extra = CODILLE_EXTRA * amount.factor
        amounts = {names[o]: total + extra for o in opponents}
        amounts[names[declarer]] = -(total + extra) * len(opponents)
        ledger.post(f"{contract.label}: codille, paid by the asker alone, one fiche more to each "
                    f"opponent; the aide is excused ({detail})", amounts,
                    passage=_Q + "pay-codille", hand=hand)
    else:
        amounts = {names[o]: total * per for o in opponents}
        amounts.update({names[p]: -_divided(total * per * len(opponents), len(side))
                        for p in side})
        how = ("codille, not an ask: the two pay together as at remise" if codille else
               "remise, the asker and his aide together pay the game")
        ledger.post(f"{contract.label}: {how} ({detail})", amounts,
                    passage=_Q + "pay-remise-end", hand=hand)


# ---- the modern page -------------------------------------------------------------------------

def stake_in(ledger: Ledger, names: Sequence[str], stake: int, hand: int | None = None) -> None:
    """"Elke speler legt een gelijke, overeengekomen inzet ... in een centrale pot"
    (hoe-speel-je:deal.stake)."""
    amounts = dict.fromkeys(names, -stake)
    amounts[POT] = stake * len(names)
    ledger.post("each player stakes into the pot", amounts, passage=_H + "deal.stake", hand=hand)


def opening_stake(carried: Fraction | int | None, stake: int, players: int,
                  after_remise: bool = False) -> Fraction | int:
    """What each player puts into the pot as a hand of the modern page opens.

    ``carried``: the pot left by the hand before (None: the first hand). The first round: "Elke
    speler legt een gelijke, overeengekomen inzet ... in een centrale pot voor de eerste ronde"
    (hoe-speel-je:deal.stake). After a remise "De pot wordt verdubbeld voor de volgende ronde"
    (hoe-speel-je:pay.remise): each adds an equal share of it. An empty pot (taken by a Solo or a
    Casco, or shared by the defenders at a codille) is staked again as for the first round
    (unspecified in source). Otherwise nothing: the pot carried, with the new stakes an Alliance
    won brought in (hoe-speel-je:pay.alliance), is the pot played for."""
    if carried is None:
        return stake
    if carried < 0:
        raise ValueError(f"a pot of {carried}: a carried pot is never negative "
                         "[hoe-speel-je:deal.stake]")
    if not carried:
        return stake
    if after_remise:
        return _divided(carried, players)
    return 0


def open_hand(ledger: Ledger, names: Sequence[str], stake: int, carried: Fraction | int,
              after_remise: bool = False, hand: int | None = None) -> None:
    """A hand that opens with a carried pot: the pot brought over from the hands before
    (:data:`EARLIER`), then the players' stakes of :func:`opening_stake`."""
    if carried:
        ledger.pay(EARLIER, POT, carried, "the pot carried from the hand before",
                   passage=_H + ("pay.remise" if after_remise else "deal.stake"), hand=hand)
    each = opening_stake(carried, stake, len(names), after_remise)
    if not each:
        return
    amounts = dict.fromkeys(names, -each)
    amounts[POT] = each * len(names)
    if after_remise and carried:
        ledger.post("the pot doubled after the remise: each player adds an equal share", amounts,
                    passage=_H + "pay.remise", hand=hand)
    else:
        ledger.post("each player stakes into the pot", amounts, passage=_H + "deal.stake",
                    hand=hand)


def matador_bonus(sequence: int) -> int:
    """1 fiche for all three matadors, 2 for the four highest trumps (hoe-speel-je:pay.matadors)."""
    if sequence >= 4:
        return MATADOR_BONUS[4]
    if sequence >= 3:
        return MATADOR_BONUS[3]
    return 0


def modern_due(contract: Contract, pot: Fraction | int, winners: int, opponents: int) -> Fraction:
    """What the winning side takes in all (before a vole): see the module's reading."""
    return Fraction(_due(contract, pot, winners, opponents))


def _due(contract: Contract, pot: Fraction | int, winners: int, opponents: int) -> Fraction | int:
    """:func:`modern_due`, an int when it is whole (the ledger books either alike)."""
    if contract.family == "alliance":
        return pot                                     # "De pot wordt gelijkelijk verdeeld"
    if contract.family == "solo":
        return pot + SOLO_PREMIUM * opponents          # "de gehele pot plus ... 1 fiche van elk"
    # the Alliance rate (a partner's half, pot / 2) times the contract's multiplier a winner:
    # Mediateur 1, Dimidiator 1.5, Casco 2
    return _divided(contract.tariff * pot * winners, 2)


def _share(ledger, label, payers, payees, total, passage, hand, names):
    """``payers`` (accounts) give ``total`` in equal shares to ``payees`` in equal shares."""
    if not total or not payers or not payees:
        return
    give = _divided(total, len(payers))  # each payer's share, an int when whole
    take = _divided(total, len(payees))
    amounts: dict[str, Fraction | int] = {}
    give = -give
    for p in payers:
        amounts[p] = amounts[p] + give if p in amounts else give
    for p in payees:
        amounts[p] = amounts[p] + take if p in amounts else take
    ledger.post(label, amounts, passage=passage, hand=hand)


def _divided(amount: Fraction | int, parts: int) -> Fraction | int:
    """``amount / parts`` exactly: an int when it divides evenly (no Fraction made), else a
    Fraction (as an int when it is whole)."""
    if type(amount) is int and amount % parts == 0:
        return amount // parts
    return _fraction(amount, parts)


@lru_cache(maxsize=256)
def _fraction(amount: Fraction | int, parts: int) -> Fraction | int:
    """``amount / parts`` as a Fraction (an int when whole), kept: the same few shares come
    back hand after hand (a pot of 16 shared in thirds at every codille of four players)."""
    return _whole(Fraction(amount, parts))


def _whole(x: Fraction) -> Fraction | int:
    """``x`` as an int when it is whole (the ledger books it so either way)."""
    return x.numerator if x.denominator == 1 else x


def settle_modern(ledger: Ledger, names: Sequence[str], contract: Contract, *, declarer: int,
                  side: Sequence[int], opponents: Sequence[int], outcome: str, vole: bool,
                  announced: bool, stake: int, sequences: Sequence[int],
                  hand: int | None = None) -> None:
    """Post the modern page's payment of a finished hand (the pot is the account ``"pot"``)."""
    side_names = [names[p] for p in side]
    opp_names = [names[p] for p in opponents]
    # Matadore bonus, for holding (hoe-speel-je:pay.matadors).
    for seat, seq in enumerate(sequences):
        if not seq:
            continue  # no trump in sequence from Spadille (all but one seat): no bonus
        bonus = matador_bonus(seq)
        if not bonus:
            continue
        others = opponents if seat in side else side
        amounts = {names[o]: -bonus for o in others}
        amounts[names[seat]] = bonus * len(others)
        ledger.post(f"matadore bonus to {names[seat]} ({seq} highest trumps)", amounts,
                    passage=_H + "pay.matadors", hand=hand)
    pot = ledger.balance(POT)  # the ledger keeps it an int while it is whole
    if outcome == "won":
        due = _due(contract, pot, len(side), len(opponents))
        if vole:
            due *= VOLE_FACTOR
        from_pot = min(due, pot)
        label = f"{contract.label} won: the side takes {_f(due)}"
        if vole:
            label += " (vole: three times the payout)"
        _share(ledger, label + ", from the pot", [POT], side_names, from_pot,
               contract.pay_passage if not vole else _H + "pay.vole", hand, names)
        _share(ledger, label + ", the rest from the opponents", opp_names, side_names,
               due - from_pot, contract.pay_passage if not vole else _H + "pay.vole", hand, names)
        if vole and announced:
            _share(ledger, "announced vole: 3 fiches from each opponent", opp_names, side_names,
                   VOLE_BONUS * len(opp_names), _H + "pay.vole", hand, names)
        if contract.family == "alliance":
            amounts = {n: -stake for n in opp_names}
            amounts[POT] = stake * len(opp_names)
            ledger.post("each opponent puts in a new stake", amounts,
                        passage=_H + "pay.alliance", hand=hand)
    elif outcome == "codille":
        _share(ledger, "codille: the defenders share the pot", [POT], opp_names, pot,
               _H + "pay.codille", hand, names)
        _share(ledger, f"codille: the Hombre pays {CODILLE_FACTOR} x the stake", [names[declarer]],
               opp_names, CODILLE_FACTOR * stake, _H + "pay.codille", hand, names)
    # remise: nobody pays; the pot stays for the next round (hoe-speel-je:pay.remise).


def _f(x) -> str:
    if type(x) is int:
        return str(x)
    x = Fraction(x)
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"
