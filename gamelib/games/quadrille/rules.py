"""The two Quadrilles as data: each source's contracts, their ladder, conditions and tariff.

``NOOTHOVEN`` is the Dutch booklet's game (noothoven:quadrille.contracts, ...ladder):
vraag < vraag in de favorite < mediateur < gasco < solo < misère < misère ouverte <
trois-quarts < quatre-quarts < vole déclarée, and spadille-forcée when all pass, paid in fiches
by a tariff (noothoven:quadrille.pay-vraag ... noothoven:quadrille.pay-quatre-quarts).

``HOE_SPEEL_JE`` is the modern page's game: Alliance < (Mediateur, a variant) < Dimidiator <
Casco < Solo, and forced Spadille when all pass, paid from a shared pot
(hoe-speel-je:bidding.order ... hoe-speel-je:bidding.forced-spadille).

A contract says who plays with whom (``partner``: a called king, the holder of Spadille as in
trois-quarts with kings, or none), who names trumps (``trump_by``), what the hand must hold to
announce it (``needs``), and what it pays.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from gamelib.core.cards import SUITS, Card, CardSet
from gamelib.core.errors import UnknownName
from gamelib.core.names import words
from gamelib.games.ombre.order import OmbreOrder, trump_order

SPADILLE, BASTA = Card("AS"), Card("AC")
KINGS = tuple(Card("K" + s) for s in "SHDC")
QUEENS = tuple(Card("Q" + s) for s in "SHDC")
ACES = tuple(Card("A" + s) for s in "SHDC")
RED_ACES = (Card("AH"), Card("AD"))
KINGS_MASK = sum(1 << k for k in KINGS)
ACES_MASK = sum(1 << a for a in ACES)


@dataclass(frozen=True)
class Contract:
    """One announcement of a rule set's ladder."""

    key: str
    label: str                 # how it is announced ("vraag", "gasco", "trois-quarts (kings)"),
                               # a key of the naming table in its words ("misère ouverte")
    rank: int                  # the ladder: a bid must be strictly higher
    partner: str               # "called" (a king is called), "spadille" (the holder of Spadille
                               # or Basta plays along), "bought" (mediateur), "dimidiator", "none"
    trump_by: str              # "declarer", "aide" or "favourite"
    needs: str                 # the holding that allows it (a key of HOLDINGS)
    tariff: int | Fraction     # booklet: fiches; modern page: the multiplier of the Alliance rate
    vole: int = 0              # booklet: the vole payment after this game
    passage: str = ""
    pay_passage: str = ""
    family: str = ""           # the tariff row (several announcements share one)
    biddable: bool = True


# ---- the holdings a contract requires --------------------------------------------------------

def has_black_aces(hand: int) -> bool:
    """Both black aces: "wanneer men de twee zwarte azen heeft" (noothoven:quadrille.gasco);
    "beide zwarte Azen ... (Spadille en Basto)" (hoe-speel-je:bidding.casco)."""
    return bool(hand >> SPADILLE & 1 and hand >> BASTA & 1)


def count_kings(hand: int) -> int:
    return (hand & KINGS_MASK).bit_count()


def callable_kings(hand: int) -> list[Card]:
    """The kings a player may call: those he does not hold (the holder of the called king is
    "de maat (of aide) van den speler", noothoven:quadrille.vraag-call; "de speler die die Heer
    heeft wordt stille partner", hoe-speel-je:bidding.alliance: another player)."""
    return [k for k in KINGS if not hand >> k & 1]


def callable_cards(hand: int, own_king: bool = False, queen: bool = False) -> list[Card]:
    """The cards a booklet declarer may call, under the two readings of the call.

    The booklet, read: a king he does not hold (:func:`callable_kings`;
    noothoven:quadrille.vraag-call names the holder of the king "de maat ... van den speler",
    another player). Hoyle's laws, as options (the booklet is silent): ``own_king``, "A player
    who has one or more kings, may call him or herself, naming the king, but must win six
    tricks" (his law 23): his own kings too, and he then plays alone; ``queen``, "If you have
    four kings dealt, you are at liberty either to call a queen to one of your kings, except the
    queen of trumps" (his law 12): with four kings, a queen he does not hold (the queen of
    trumps is left out where trumps are known, :meth:`QuadrilleState._callable`)."""
    cards = [k for k in KINGS if own_king or not hand >> k & 1]
    if queen and hand & KINGS_MASK == KINGS_MASK:
        cards += [q for q in QUEENS if not hand >> q & 1]
    return cards


def _needs_a_king(hand: int) -> bool:
    """A king left to call: the hand does not hold all four (:func:`callable_kings` not empty)."""
    return hand & KINGS_MASK != KINGS_MASK


def holdings(own_king: bool = False, queen: bool = False) -> dict:
    """The holdings that allow each announcement, given how a declarer may call
    (:func:`callable_cards`): a contract played with a called partner needs something to call."""
    if own_king:
        def can_call(hand):  # himself, at the least
            return True
    elif queen:
        def can_call(hand):
            return bool(callable_cards(hand, queen=True))
    else:
        can_call = _needs_a_king
    return {
        "any": (lambda hand: True, "any hand"),
        "a-king-to-call": (can_call, "a king held by another player, to be called"),
        "black-aces": (lambda h: has_black_aces(h) and can_call(h),
                       "both black aces (AS and AC) and a king to call"),
        "three-aces": (lambda h: has_black_aces(h) and any(h >> a & 1 for a in RED_ACES)
                       and can_call(h),
                       "the two black aces and a red ace, and a king to call"),
        "three-kings": (lambda h: count_kings(h) >= 3 and _kings_partner_exists(h, 3),
                        "three kings (the holder of Spadille, or of Basta, or the fourth king "
                        "plays along)"),
        "four-kings": (lambda h: count_kings(h) == 4 and _kings_partner_exists(h, 4),
                       "four kings (the holder of Spadille, or of Basta, plays along)"),
        "four-aces": (lambda h: (h & ACES_MASK).bit_count() == 4 and can_call(h),
                      "four aces and a king to call"),
    }


#: The holdings as the booklet is read (no own king, no queen called).
HOLDINGS = holdings()


def _kings_partner_exists(hand: int, kings: int) -> bool:
    """Trois-quarts with three kings: Spadille's holder plays along, else Basta's, else the
    fourth king's (noothoven:quadrille.trois-quarts-kings); quatre-quarts with four kings:
    Spadille's or Basta's holder (noothoven:quadrille.quatre-quarts). A hand holding Spadille,
    Basta and all four kings has no one to play along: unspecified in source, so that
    announcement is not open to it."""
    if not hand >> SPADILLE & 1 or not hand >> BASTA & 1:
        return True
    return kings == 3 and count_kings(hand) == 3


def allows(contract: Contract, hand: int, rules: dict | None = None) -> bool:
    """Whether ``hand`` (a mask) may announce ``contract`` (``rules``: a :func:`holdings`
    table, the booklet's reading by default)."""
    return (rules or HOLDINGS)[contract.needs][0](hand)


#: The trumps of each suit as card ints, highest first (Ombre's order), for quick counting.
TRUMP_INTS = {s: tuple(int(c) for c in trump_order(s)) for s in SUITS}


def sequence_from_spadille(mask: int, trump: str) -> int:
    """How many trumps ``mask`` holds in unbroken sequence from Spadille down: the matadors
    paid for (noothoven:quadrille.pay-matadors, hoe-speel-je:pay.matadors);
    :func:`gamelib.games.ombre.order.trump_sequence` on a mask."""
    n = 0
    for card in TRUMP_INTS[trump]:
        if not mask >> card & 1:
            break
        n += 1
    return n


# ---- the booklet ---------------------------------------------------------------------------

_Q = "noothoven" ":quadrille."  # (split so the prefix is not read as a passage id)

NOOTHOVEN_CONTRACTS = (
    Contract("vraag", "vraag", 1, "called", "declarer", "a-king-to-call", 1, 4,
             _Q + "vraag", _Q + "pay-vraag", "vraag"),
    Contract("vraag-favourite", "vraag in de favorite", 2, "called", "favourite",
             "a-king-to-call", 1, 4, _Q + "vraag", _Q + "pay-vraag", "vraag"),
    Contract("mediateur", "mediateur", 3, "bought", "declarer", "a-king-to-call", 3, 4,
             _Q + "mediateur", _Q + "pay-mediateur", "mediateur"),
    Contract("gasco", "gasco", 4, "called", "aide", "black-aces", 4, 4,
             _Q + "gasco", _Q + "pay-gasco", "gasco"),
    Contract("solo", "solo", 5, "none", "declarer", "any", 5, 6,
             _Q + "solo", _Q + "pay-solo", "solo"),
    Contract("misere", words("misere"), 6, "none", "declarer", "any", 3, 0,
             _Q + "misere", _Q + "pay-misere", "misere"),
    Contract("misere-ouverte", words("misere-ouverte"), 7, "none", "declarer", "any", 8, 0,
             _Q + "misere-ouverte", _Q + "pay-misere", "misere-ouverte"),
    Contract("trois-quarts-aces", "trois-quarts (two black aces and a red ace)", 8, "called",
             "aide", "three-aces", 4, 6, _Q + "trois-quarts-aces", _Q + "pay-trois-quarts",
             "trois-quarts"),
    # "op de wijze als bij een gewoon vraagspel" is printed of the aces' case; the kings' case
    # is played the same way, the booklet saying only who plays along (unspecified in source)
    Contract("trois-quarts-kings", "trois-quarts (three kings)", 8, "spadille", "aide",
             "three-kings", 4, 6, _Q + "trois-quarts-kings", _Q + "pay-trois-quarts",
             "trois-quarts"),
    Contract("quatre-quarts-kings", "quatre-quarts (four kings)", 9, "spadille", "aide",
             "four-kings", 6, 6, _Q + "quatre-quarts", _Q + "pay-quatre-quarts", "quatre-quarts"),
    Contract("quatre-quarts-aces", "quatre-quarts (four aces)", 9, "called", "aide",
             "four-aces", 6, 6, _Q + "quatre-quarts-aces", _Q + "pay-quatre-quarts",
             "quatre-quarts"),
    Contract("vole-declaree", words("vole-declaree"), 10, "none", "declarer", "any", 1, 4,
             _Q + "vole-declaree", _Q + "pay-vole-declaree", "vole-declaree"),
    # All pass: the holder of Spadille calls a king and lets (his aide) make trumps
    # (noothoven:quadrille.spadille-forcee, noothoven:quadrille.aide-trump). How it is played
    # after that is SPADILLE_FORCEE_READINGS' choice: read literally, "een gewoon vraagspel",
    # so the vole after an ordinary ask (4) is read for it (noothoven:quadrille.pay-vole names
    # no vole after spadille-forcée).
    Contract("spadille-forcee", words("spadille-forcee"), 0, "called", "aide", "any", 2, 4,
             _Q + "spadille-forcee", _Q + "pay-spadille-forcee", "spadille-forcee",
             biddable=False),
)

#: The booklet's tariff in fiches, one row a game (noothoven:quadrille.pay-vraag ...
#: noothoven:quadrille.pay-quatre-quarts) and the vole after it (noothoven:quadrille.pay-vole).
NOOTHOVEN_TARIFF = {
    "vraag": 1, "spadille-forcee": 2, "mediateur": 3, "gasco": 4, "solo": 5, "misere": 3,
    "misere-ouverte": 8, "trois-quarts": 4, "quatre-quarts": 6,
}
NOOTHOVEN_VOLE = {"vraag": 4, "mediateur": 4, "gasco": 4, "solo": 6, "trois-quarts": 6,
                  "quatre-quarts": 6}
#: Two readings of spadille-forcée (the option ``spadille_forcee`` of the booklet's game).
#: "ask" (the default): "om hierop een gewoon vraagspel te spelen"
#: (noothoven:quadrille.spadille-forcee) read literally: he may go on for the vole after the
#: sixth trick (noothoven:quadrille.vole-going-on; a vole follows "het een of ander spel",
#: noothoven:quadrille.vole) and it pays the vole of an ordinary ask, 4
#: (noothoven:quadrille.pay-vole); a codille is paid by him alone, one fiche more, his aide
#: excused (noothoven:quadrille.pay-codille). "hoyle": the forced player did not ask, so the
#: rules made for the asker do not bind him, as Hoyle's laws of Quadrille have it: "Forced
#: spadille is not obliged to make three tricks, nor is he allowed to play for the vole" (law
#: 16) and "He who calls and does not make three tricks, is to be beasted alone, unless in
#: forced spadille" (law 33): no vole, and a codille paid by the two together as a remise is
#: (noothoven:quadrille.pay-remise-end), no fiche more.
SPADILLE_FORCEE_READINGS = {
    "ask": "an ordinary ask, read literally: the vole open (4 fiches), a codille paid by the "
           "forced player alone with one fiche more, his aide excused",
    "hoyle": "not an ask (Hoyle's laws 16 and 33): no vole, a codille paid by the two together "
             "as a remise",
}
#: Vole-déclarée: "de vraag, en de matadors, ... de vole op eene gewone vraag, en berekent dit
#: alles acht-dubbel" (noothoven:quadrille.pay-vole-declaree).
VOLE_DECLAREE_FACTOR = 8
# "Premières betaalt een fiche boven het spel" (noothoven:quadrille.pay-premieres)
PREMIERES = 1
CODILLE_EXTRA = 1      # "een fiche meer" (noothoven:quadrille.pay-codille)
MEDIATEUR_FEE = 1      # "mits tegen betaling van een fiche" (noothoven:quadrille.mediateur)
MEDIATEUR_FEE_FAVOURITE = 2  # "twee fiches" (noothoven:quadrille.mediateur-favourite)
FAVOURITE_FACTOR = 2   # "elke betaling verdubbeld" (noothoven:quadrille.pay-favourite)

# ---- the modern page -------------------------------------------------------------------------

_H = "hoe-speel-je:"

HOE_SPEEL_JE_CONTRACTS = (
    Contract("alliance", "Alliance", 1, "called", "declarer", "a-king-to-call", 1, 0,
             _H + "bidding.alliance", _H + "pay.alliance", "alliance"),
    # The variant (hoe-speel-je:variants.mediateur) ranks "tussen Alliance en Dimidiator"; it
    # draws "een trek uit de rest" where there is no stock (hoe-speel-je:deal.no-stock): read
    # as the older Mediateur, one card given for a king bought from its holder, played alone;
    # its payment is not given and the Alliance rate is read for it.
    Contract("mediateur", "Mediateur", 2, "bought", "declarer", "a-king-to-call", 1, 0,
             _H + "variants.mediateur", _H + "pay.alliance", "mediateur"),
    Contract("dimidiator", "Dimidiator", 3, "dimidiator", "declarer", "a-king-to-call",
             Fraction(3, 2), 0, _H + "bidding.dimidiator", _H + "pay.dimidiator", "dimidiator"),
    Contract("casco", "Casco", 4, "called", "aide", "black-aces", 2, 0,
             _H + "bidding.casco", _H + "pay.casco", "casco"),
    Contract("solo", "Solo", 5, "none", "declarer", "any", 1, 0,
             _H + "bidding.solo", _H + "pay.solo", "solo"),
    Contract("forced-spadille", "forced Spadille", 0, "called", "declarer", "any", 1, 0,
             _H + "bidding.forced-spadille", _H + "pay.alliance", "alliance", biddable=False),
)
SOLO_PREMIUM = 1            # "een solo-premie van 1 fiche van elk" (hoe-speel-je:pay.solo)
CODILLE_FACTOR = 4          # "verviervoudigt de inzet" (hoe-speel-je:pay.codille)
VOLE_FACTOR = 3             # "Drievoudige normale uitbetaling" (hoe-speel-je:pay.vole)
VOLE_BONUS = 3              # "een extra bonus van 3 fiches van elke tegenstander"
MATADOR_BONUS = {3: 1, 4: 2}  # hoe-speel-je:pay.matadors
DEFAULT_STAKE = 4           # "(bijvoorbeeld 4 fiches)" (hoe-speel-je:deal.stake)


@dataclass(frozen=True)
class RuleSet:
    """One source's Quadrille: its contracts, order data and the passages of its messages."""

    key: str
    contracts: tuple[Contract, ...]
    order: OmbreOrder
    all_pass: str               # the contract forced when all pass
    win_at: int = 6             # "moeten er altijd zes trekken worden gemaakt"
    passages: dict = field(default_factory=dict, compare=False, hash=False)

    def contract(self, key: str) -> Contract:
        for c in self.contracts:
            if c.key == key:
                return c
        raise UnknownName(f"unknown contract {key!r} of {self.key}; known contracts: "
                          f"{', '.join(c.key for c in self.contracts)}")

    def passage(self, topic: str) -> str:
        return self.passages[topic]


#: The card order of the booklet's Quadrille is the Ombre order with four matadors and the black
#: Ponto (noothoven:quadrille.order, noothoven:quadrille.forcing).
NOOTHOVEN_ORDER = OmbreOrder(
    "noothoven", ponto_is_matador=True, black_ponto=True, basta_name="Basta",
    passages={"follow": "noothoven:quadrille.forcing", "trump-led": "noothoven:quadrille.forcing",
              "matadors": "noothoven:quadrille.matadors"})
#: The modern page: three matadors (hoe-speel-je:glossary.matadores), the black Ponto is the King
#: (hoe-speel-je:trumps.ponto), and the red trumps keep their King (the page's list in
#: hoe-speel-je:trumps.rest omits it: see :data:`RED_TRUMP_KING_NOTE`).
HOE_SPEEL_JE_ORDER = OmbreOrder(
    "hoe-speel-je", ponto_is_matador=False, black_ponto=True, basta_name="Basto",
    passages={"follow": "hoe-speel-je:play.follow", "trump-led": "hoe-speel-je:play.matadors",
              "matadors": "hoe-speel-je:glossary.matadores"})

RED_TRUMP_KING_NOTE = (
    "The page lists the red trumps below Ponto as 'Vrouw, Boer, dan 2, 3, 4, 5, 6' "
    "(hoe-speel-je:trumps.rest): the King is missing, though the page ranks it highest of the "
    "plain red suit (hoe-speel-je:deck.red-order) and moves only Spadille, Manille, Basto and "
    "Ponto out of the suits (hoe-speel-je:trumps.plain). Read: King, Queen, Jack, 2, 3, 4, 5, "
    "6, twelve red trumps, the order of the Ombre sources.")

NOOTHOVEN = RuleSet(
    "noothoven", NOOTHOVEN_CONTRACTS, NOOTHOVEN_ORDER, "spadille-forcee",
    passages={
        "deal": _Q + "deal", "speak": _Q + "speak", "ladder": _Q + "ladder",
        "pass-final": "noothoven:ombre.pass-final", "call": _Q + "vraag-call",
        "favourite": _Q + "vraag", "aide-trump": _Q + "aide-trump",
        "misere-trump": _Q + "misere-trump", "show": _Q + "misere-ouverte-show",
        "mediateur": _Q + "mediateur", "mediateur-play": _Q + "mediateur-play",
        "follow": "noothoven:ombre.follow-suit", "trump-led": "noothoven:ombre.trump-led",
        "forcing": _Q + "forcing", "vole": _Q + "vole-going-on", "lead": _Q + "lead",
        "spadille-forcee": _Q + "spadille-forcee",
    },
)
HOE_SPEEL_JE = RuleSet(
    "hoe-speel-je", HOE_SPEEL_JE_CONTRACTS, HOE_SPEEL_JE_ORDER, "forced-spadille",
    passages={
        "deal": _H + "deal.packets", "speak": _H + "deal.bidding", "ladder": _H + "bidding.order",
        "pass-final": _H + "bidding.order", "call": _H + "bidding.alliance",
        "aide-trump": _H + "intro.outline", "mediateur": _H + "variants.mediateur",
        "mediateur-play": _H + "variants.mediateur", "dimidiator": _H + "bidding.dimidiator",
        "follow": _H + "play.follow", "trump-led": _H + "play.matadors",
        "forcing": _H + "play.matadors", "called-king": _H + "play.called-king",
        "lead": _H + "play.lead", "vole": _H + "pay.vole",
        "spadille-forcee": _H + "bidding.forced-spadille",
        "no-forced-spadille": _H + "variants.no-forced-spadille",
        "quintille": _H + "variants.quintille",
    },
)
RULE_SETS = {"noothoven": NOOTHOVEN, "hoe-speel-je": HOE_SPEEL_JE}


def contract_table(rules: RuleSet):
    """The ladder of a rule set as rows (for notebooks): rank, announcement, holding, payment."""
    rows = []
    for c in sorted(rules.contracts, key=lambda c: c.rank):
        rows.append({"rank": c.rank, "contract": c.label, "with": c.partner,
                     "trumps named by": c.trump_by, "needs": HOLDINGS[c.needs][1],
                     "pays": c.tariff, "vole": c.vole or "", "passage": c.passage})
    return rows


def describe_hand(hand: int) -> str:
    return str(CardSet(hand))
