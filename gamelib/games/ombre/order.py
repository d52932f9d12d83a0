"""The order of the cards in Ombre, the matadors and the count of matadors paid for.

Both Ombre sources print the same orders; they differ on the matadors. The rule data of a rule
set is a small frozen :class:`OmbreOrder`, so that Quadrille (which plays with the same cards)
can pass its own: ``OmbreOrder("noothoven-quadrille", ponto_is_matador=True, black_ponto=True)``.

Plain (non-trump) order, highest first (noothoven:ombre.plain-order, academie:cards.natural-order):

* black (spades, clubs): K Q J 7 6 5 4 3 2 -- the black aces are always trumps
  (noothoven:ombre.black-aces, academie:cards.black-aces);
* red (hearts, diamonds): K Q J A 2 3 4 5 6 7.

Trump order, highest first (noothoven:ombre.trump-black, noothoven:ombre.trump-red,
academie:cards.trump-order):

* black trump T: Spadille (AS), Manille (2T), Basta (AC), K Q J 7 6 5 4 3 of T (11 trumps);
* red trump T: Spadille (AS), Manille (7T), Basta (AC), Ponto (AT), K Q J 2 3 4 5 6 of T (12).

Cards are :class:`gamelib.core.cards.Card` ints; suits are the letters ``S H D C``. The orders
take tricks as :func:`trick_rules` (a :class:`gamelib.core.tricks.TrickRules` per trump suit);
the same orders are also tables indexed by card number (``TRUMP_MASK``, ``STRENGTH``,
``TAKING``, ...), the fast representation that the engine, the solver and the players read.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from gamelib.core.cards import SUITS, Card, CardSet
from gamelib.core.tricks import TrickRules

SPADILLE = Card("AS")
BASTA = Card("AC")
BLACK = frozenset("SC")
RED = frozenset("HD")

# Highest first, exactly as the sources print them (ranks only; the black aces are added).
PLAIN_RANKS = {
    # "Heer, vrouw, boer, zeven, zes, vijf, vier, drie, twee, -- te zamen 9."
    # (noothoven:ombre.plain-order); "Black cards in descending order: K, Q, J, 7, 6, 5, 4, 3, 2"
    # (academie:cards.natural-order)
    "black": "KQJ765432",
    # "Heer, vrouw, boer, aas, twee, drie, vier, vijf, zes, zeven" (noothoven:ombre.plain-order);
    # "Red cards in descending order: K, Q, J, A, 2, 3, 4, 5, 6, 7" (academie:cards.natural-order)
    "red": "KQJA234567",
}
# Trump ranks after Spadille, Manille and Basta (noothoven:ombre.trump-black,
# noothoven:ombre.trump-red; academie:cards.trump-order "[S, 2, B], K, Q, J, 7, 6, 5, 4, 3" and
# "[S, 7, B], A, K, Q, J, 2, 3, 4, 5, 6").
MANILLE_RANK = {"black": "2", "red": "7"}
TRUMP_TAIL_RANKS = {"black": "KQJ76543", "red": "AKQJ23456"}


def colour(suit: str) -> str:
    """``"black"`` for spades and clubs, ``"red"`` for hearts and diamonds."""
    if suit in BLACK:
        return "black"
    if suit in RED:
        return "red"
    raise ValueError(f"{suit!r} is not a suit: write S, H, D or C")


@dataclass(frozen=True)
class OmbreOrder:
    """The rule data of one rule set that the card order depends on.

    ``ponto_is_matador``: the booklet's brace and "maar vier matadors" make Ponto the fourth
    matador (noothoven:ombre.trump-black, noothoven:ombre.matadors); the Académie has three
    (academie:cards.matadors). ``black_ponto``: the booklet calls the king of black trumps Ponto
    ("Ponto, heer", noothoven:ombre.trump-black); the Académie's Ponto exists only in red
    (academie:cards.ponto). ``matadors_paid_from``: how many true matadors in unbroken sequence
    from Spadille must be held before any are paid (noothoven:ombre.pay-matadors "Als men drie
    matadors heeft"; academie:winnings.true-matadors "the three true ones").
    ``passages`` names the passage ids for the messages of this rule set.
    """

    key: str
    ponto_is_matador: bool
    black_ponto: bool
    matadors_paid_from: int = 3
    basta_name: str = "Basta"
    passages: dict = field(default_factory=dict, compare=False, hash=False)

    def passage(self, topic: str) -> str:
        return self.passages.get(topic, "")


#: The passage each rule set's messages cite, by topic: (the booklet's, the Académie's); the
#: card order's, then the hand's (:mod:`.rules`).
PASSAGES = {
    "plain": ("noothoven:ombre.plain-order", "academie:cards.natural-order"),
    "trump-black": ("noothoven:ombre.trump-black", "academie:cards.trump-order"),
    "trump-red": ("noothoven:ombre.trump-red", "academie:cards.trump-order"),
    "matadors": ("noothoven:ombre.matadors", "academie:cards.matadors"),
    "follow": ("noothoven:ombre.follow-suit", "academie:play.follow-suit"),
    "trump-led": ("noothoven:ombre.trump-led", "academie:play.matadors"),
    "pay-matadors": ("noothoven:ombre.pay-matadors", "academie:winnings.matadors"),
    "deal": ("noothoven:ombre.deal", "academie:deal.deal"),
    "deck": ("noothoven:ombre.players", "academie:cards.deck"),
    "bid": ("noothoven:ombre.overcall", "academie:bid.priority"),
    "pass": ("noothoven:ombre.pass-final", "academie:bid.pass"),
    "gasco": ("noothoven:ombre.gasco", "academie:bid.contracts"),
    "declare": ("noothoven:ombre.declare", "academie:exchange.ask-leave"),
    "exchange": ("noothoven:ombre.exchange", "academie:exchange.ask-leave"),
    "sans-prendre": ("noothoven:ombre.sans-prendre-stock", "academie:exchange.sans-prendre"),
    "rest": ("noothoven:ombre.rest-of-stock", "academie:exchange.ask-leave"),
    "vole": ("noothoven:ombre.vole-going-on", "academie:vole.committed"),
    "speak": ("noothoven:ombre.speak", "academie:bid.order"),
    "retourne": (None, "academie:retourne.turn-up"),
}
NOOTHOVEN = OmbreOrder("noothoven", ponto_is_matador=True, black_ponto=True, basta_name="Basta",
                       passages={topic: ids[0] for topic, ids in PASSAGES.items() if ids[0]})
ACADEMIE = OmbreOrder("academie", ponto_is_matador=False, black_ponto=False, basta_name="Basto",
                      passages={topic: ids[1] for topic, ids in PASSAGES.items()})
RULES = {"noothoven": NOOTHOVEN, "academie": ACADEMIE}


def order_rules(rules: str | OmbreOrder) -> OmbreOrder:
    """The :class:`OmbreOrder` of a rule set given by name or as itself."""
    if isinstance(rules, OmbreOrder):
        return rules
    try:
        return RULES[rules]
    except KeyError:
        raise ValueError(
            f"unknown Ombre rule set {rules!r}: the sources are 'noothoven' (the Dutch booklet) "
            f"and 'academie' (the Académie des jeux oubliés)") from None


def _check_suit(suit: str) -> str:
    if not isinstance(suit, str) or suit not in SUITS:
        raise ValueError(f"{suit!r} is not a suit: write S, H, D or C")
    return suit


def trump_order(suit: str, rules: str | OmbreOrder = "academie") -> list[Card]:
    """The trumps when ``suit`` is trump, highest first, as the sources print them.

    Both sources print the same order (noothoven:ombre.trump-black, noothoven:ombre.trump-red,
    academie:cards.trump-order); ``rules`` only checks the rule set's name."""
    order_rules(rules)
    c = colour(_check_suit(suit))
    return ([SPADILLE, Card(MANILLE_RANK[c] + suit), BASTA]
            + [Card(r + suit) for r in TRUMP_TAIL_RANKS[c]])


def plain_order(suit: str, rules: str | OmbreOrder = "academie") -> list[Card]:
    """The cards of ``suit`` when it is not trump, highest first (black aces are never plain:
    noothoven:ombre.black-aces, academie:cards.black-aces)."""
    order_rules(rules)
    c = colour(_check_suit(suit))
    return [Card(r + suit) for r in PLAIN_RANKS[c]]


#: TRICK_RULES[suit]: how the cards take tricks when ``suit`` is trump: the trumps in
#: :func:`trump_order`, each other suit in :func:`plain_order` (noothoven:ombre.follow-suit,
#: academie:play.object). The black aces, listed among the trumps, are trumps.
TRICK_RULES: dict[str, TrickRules] = {
    t: TrickRules({s: tuple(trump_order(t) if s == t else plain_order(s)) for s in SUITS}, t)
    for t in SUITS}


def trick_rules(trump: str) -> TrickRules:
    """The :class:`gamelib.core.tricks.TrickRules` of the Ombre family when ``trump`` is
    trump."""
    return TRICK_RULES[_check_suit(trump)]


# ---- the same orders as tables: index [trump suit index][card] ------------------------------

OMBRE_DECK = CardSet([Card(r + s) for s in SUITS for r in "AKQJ765432"])

#: TRUMP_MASK[t]: the trumps when suit t is trump (the black aces always among them).
TRUMP_MASK: list[int] = []
#: SUIT_MASK[t][s]: the plain (non-trump) cards of suit s when t is trump.
SUIT_MASK: list[list[int]] = []
#: TRUMP_RANK[t][card]: 0 for Spadille, 1 for Manille, ...; None for a card that is not trump.
TRUMP_RANK: list[list[int | None]] = []
#: STRENGTH[t][card]: trumps 100 + (12 - trump rank); plain cards 12 - plain rank.
STRENGTH: list[list[int]] = []
#: SUIT_OF[t][card]: the Ombre-family suit index of a card: t for every trump.
SUIT_OF: list[list[int]] = []

for _t, _ts in enumerate(SUITS):
    _trumps = trump_order(_ts)
    _rank = [None] * 52
    _strength = [-1] * 52
    _suit_of = [-1] * 52
    _tmask = 0
    for _i, _c in enumerate(_trumps):
        _rank[_c] = _i
        _strength[_c] = 100 + 12 - _i
        _suit_of[_c] = _t
        _tmask |= 1 << _c
    _smasks = []
    for _s, _ss in enumerate(SUITS):
        _m = 0
        if _s != _t:
            for _i, _c in enumerate(plain_order(_ss)):
                _strength[_c] = 12 - _i
                _suit_of[_c] = _s
                _m |= 1 << _c
        _smasks.append(_m)
    TRUMP_MASK.append(_tmask)
    SUIT_MASK.append(_smasks)
    TRUMP_RANK.append(_rank)
    STRENGTH.append(_strength)
    SUIT_OF.append(_suit_of)

#: TAKING[t][s][card]: what a card is worth in a trick led in the Ombre-family suit s (t: a
#: trump led) when t is trump: its STRENGTH when it can take the trick, a trump or a card of the
#: suit led, else -1 (a plain card of another suit never takes it). The highest value takes.
TAKING: list[list[list[int]]] = [
    [[STRENGTH[t][c] if TRUMP_MASK[t] >> c & 1 or SUIT_OF[t][c] == s else -1 for c in range(52)]
     for s in range(len(SUITS))]
    for t in range(len(SUITS))]


def suit_index(suit: str) -> int:
    return SUITS.index(_check_suit(suit))


def is_trump(card: Card | str, trump: str) -> bool:
    """Whether ``card`` is a trump: the trump suit and the two black aces, "altijd troef"
    (noothoven:ombre.black-aces; academie:cards.black-aces)."""
    return bool(TRUMP_MASK[suit_index(trump)] >> Card(card) & 1)


def suit_of(card: Card | str, trump: str) -> str:
    """The card's suit in Ombre's sense: every trump (black aces included) belongs to the trump
    suit; other cards to their printed suit."""
    return SUITS[SUIT_OF[suit_index(trump)][Card(card)]]


def strength(card: Card | str, led: Card | str, trump: str) -> int:
    """The card's power in a trick whose first card is ``led``: a trump beats every plain card
    and trumps rank by the trump order; a plain card of the suit led ranks by the plain order; a
    card of another plain suit cannot win (-1). Trick rule: noothoven:ombre.follow-suit,
    academie:play.object; the value is :data:`TAKING`'s."""
    t = suit_index(trump)
    return TAKING[t][SUIT_OF[t][Card(led)]][Card(card)]


def card_name(card: Card | str, trump: str, rules: str | OmbreOrder = "academie") -> str:
    """The card's name as a trump (Spadille, Manille, Basta/Basto, Ponto) or its face."""
    r = order_rules(rules)
    card = Card(card)
    rank = TRUMP_RANK[suit_index(trump)][card]
    if rank is None:
        return card.face
    names = ["Spadille", "Manille", r.basta_name]
    if rank < 3:
        return names[rank]
    if rank == 3 and (colour(trump) == "red" or r.black_ponto):
        return "Ponto"
    return card.face


# ---- matadors -----------------------------------------------------------------------------

def matadors(trump: str, rules: str | OmbreOrder = "academie") -> list[Card]:
    """The matadors when ``trump`` is trump, highest first.

    noothoven: four, Spadille, Manille, Basta and Ponto (the brace of noothoven:ombre.trump-black
    and noothoven:ombre.trump-red; "eigenlijk maar vier matadors", noothoven:ombre.matadors).
    Ponto is the king of black trumps and the ace of red ones.
    academie: three, Spadille, Manille and Basto (academie:cards.matadors); the red Ponto is
    "the fourth trump, behind the three matadors" (academie:cards.ponto)."""
    r = order_rules(rules)
    return trump_order(trump)[: 4 if r.ponto_is_matador else 3]


MATADOR_MASK: dict[tuple[bool, int], int] = {}
for _pm in (False, True):
    for _t, _ts in enumerate(SUITS):
        MATADOR_MASK[(_pm, _t)] = sum(1 << c for c in trump_order(_ts)[: 4 if _pm else 3])


def matador_mask(trump: str | int, rules: str | OmbreOrder = "academie") -> int:
    t = trump if isinstance(trump, int) else suit_index(trump)
    return MATADOR_MASK[(order_rules(rules).ponto_is_matador, t)]


def _cards(hand: Iterable[Card | str] | CardSet | str) -> CardSet:
    if isinstance(hand, CardSet):
        return hand
    return CardSet(hand)


def false_matadors(hand, trump: str, rules: str | OmbreOrder = "academie") -> list[Card]:
    """The matadors held without Spadille: "Faux-matadors noemt men, als men b.v. manille met
    basta, manille met basta en ponto, enz. heeft, doch zonder dat spadille daarbij is. In dat
    geval worden ze niet gerekend noch betaald" (noothoven:ombre.matadors). Empty when Spadille
    is held or fewer than two matadors are. The Académie has no name for them but pays no
    matadors without "the three true ones" (academie:winnings.true-matadors)."""
    held = _cards(hand)
    if SPADILLE in held:
        return []
    found = [c for c in matadors(trump, rules) if c in held]
    return found if len(found) >= 2 else []


#: TRUMP_ORDER[suit]: :func:`trump_order` as card ints, highest first, made once.
TRUMP_ORDER: dict[str, tuple[int, ...]] = {s: tuple(int(c) for c in trump_order(s)) for s in SUITS}


def trump_sequence(hand, trump: str) -> int:
    """How many trumps the hand holds in unbroken sequence from Spadille down."""
    held = _cards(hand).mask
    n = 0
    for card in TRUMP_ORDER[_check_suit(trump)]:
        if not held >> card & 1:
            break
        n += 1
    return n


def count_matadors(hand, trump: str, rules: str | OmbreOrder = "academie") -> int:
    """The number of "matadors" paid for: the true matadors and every trump that follows them
    without a break, if the hand holds at least ``matadors_paid_from`` (3) in sequence from
    Spadille; otherwise 0.

    noothoven: the trumps "welke onmiddelijk op de matadors volgen ... ook als matadors gerekend
    en betaald" (noothoven:ombre.matadors), and payment begins at "drie matadors"
    (noothoven:ombre.pay-matadors); so Spadille, Manille, Basta count 3, and Ponto and the trumps
    after it extend the count. The booklet's two statements (four matadors for the extension,
    three for payment) give the same count: a sequence of four always includes the four.
    academie: "the trumps that follow Basto without a break are also added in ... only paid if
    the Ombre holds in his hand the three true ones" (academie:winnings.matadors,
    academie:winnings.true-matadors).

    Pass the hand held when play begins: the Académie's "at the start of the hand and not
    through acquisition during the tricks", a hand being "the phase of play in which the three
    players play out their nine cards" (academie:deal.eldest), so after the exchange; the booklet
    says only "in de hand heeft" (unspecified in source; the game counts at the same moment).
    """
    r = order_rules(rules)
    n = trump_sequence(hand, trump)
    return n if n >= r.matadors_paid_from else 0
