"""Which cards may be played to a trick, and who takes it: following suit and the matadors.

The rules, per rule set:

* A plain suit led: follow it if able; if void, any card, "no obligation to trump"
  (noothoven:ombre.follow-suit, noothoven:ombre.renonce; academie:play.follow-suit).
* A trump led: play a trump if you hold one (noothoven:ombre.trump-led; academie:play.matadors),
  except that a player whose only trumps are matadors keeps them (may play any card) unless a
  *higher matador was led*: then a lower matador is forced when it is alone left among his
  trumps ("the higher matadors, played by the first player, only force the lower ones if they are
  alone left in hand", academie:play.matadors; "ponto moet vallen voor basta en basta niet
  gerenonceerd mag worden als manille wordt opgespeeld", noothoven:ombre.trump-led).
  A forced player who also holds a matador higher than the one led may play it instead ("he will
  not be obliged to play his Basto, but he must then win with his Spadille", academie); the
  booklet says only "moet men de matadors bekennen", which the same branch satisfies.
* Only the card *led* forces: "A matador played by the second player does not force the lower
  matadors of the third" (academie:play.matadors). The booklet's "opgespeeld" (led, played out)
  is read the same way.
* Which are matadors differs: the booklet has four with Ponto, the Académie three
  (:func:`gamelib.games.ombre.order.matadors`).

Two representations of the same rules. The readable one, for readers and tests:
:func:`legal_cards` (:func:`matador_following`, Ombre's own rule on top of following suit by
:func:`gamelib.games.ombre.order.trick_rules`) and :func:`trick_winner` (the trick rules'
winner). The fast one, on 52-bit masks and the order's tables, which the engine, the solver and
the fast path use: :func:`legal_mask` and :func:`winner_index`; the tests prove the two equal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

from gamelib.core.cards import Card, CardSet
from gamelib.core.engine import IllegalAction
from gamelib.games.ombre.order import (
    MATADOR_MASK,
    SUIT_MASK,
    SUIT_OF,
    TAKING,
    TRUMP_MASK,
    TRUMP_RANK,
    OmbreOrder,
    card_name,
    matadors,
    order_rules,
    suit_index,
    trick_rules,
)

#: BITS_OF_BYTE[b]: the positions of the bits set in the byte ``b``, lowest first.
BITS_OF_BYTE = tuple(tuple(i for i in range(8) if b >> i & 1) for b in range(256))


def actions_of(mask: int, table: Sequence) -> list:
    """``table[card]`` for every card of ``mask``, in card order (lowest first): the legal
    actions of a legal mask, the mask read a byte at a time. :class:`CardActions` does the same
    from cached suits."""
    out = []
    base = 0
    while mask:
        for i in BITS_OF_BYTE[mask & 255]:
            out.append(table[base + i])
        mask >>= 8
        base += 8
    return out


class CardActions:
    """One action per card (``actions[card]``, cards 0..51), listed for a mask of cards in card
    order: ``table.of(mask) == actions_of(mask, actions)``.

    A card is ``suit * 13 + rank`` (:mod:`gamelib.core.cards`), so a mask is four 13-bit suits.
    The actions of every set of cards of one suit within ``pack`` (a mask: the cards that can be
    in a hand) are made once, here, so that listing a hand is four look-ups; a set with cards
    outside ``pack`` is made when first met, and kept. Each suit's sets are kept in a list
    indexed by the suit's 13 bits (None where a set is not made yet)."""

    __slots__ = ("_suits", "actions", "of")

    def __init__(self, actions: Sequence, pack: int = 0):
        if len(actions) != 52:
            raise ValueError(f"one action per card: 52, not {len(actions)}")
        self.actions = tuple(actions)
        self._suits: tuple[list, ...] = tuple([None] * (1 << 13) for _ in range(4))
        for suit in range(4):
            cards = [i for i in range(13) if pack >> (13 * suit + i) & 1]
            for k in range(len(cards) + 1):
                for chosen in combinations(cards, k):
                    self._suit(suit, sum(1 << i for i in chosen))
        self.of = self._listing()

    def _suit(self, suit: int, bits: int) -> tuple:
        """The actions of the cards ``bits`` (13 bits) of ``suit``, made and kept."""
        base = 13 * suit
        made = tuple(self.actions[base + i] for i in range(13) if bits >> i & 1)
        self._suits[suit][bits] = made
        return made

    def _made(self, mask: int) -> list:
        """The actions of the cards of ``mask``, each suit's set made where it is not yet."""
        listed = []
        for suit in range(4):
            bits = mask >> 13 * suit & 0x1FFF
            made = self._suits[suit][bits]
            listed += self._suit(suit, bits) if made is None else made
        return listed

    def _listing(self) -> Callable[[int], list]:
        """``of``: the actions of a mask, a plain function with the four suits' tables bound in
        it."""
        spades, hearts, diamonds, clubs = self._suits
        made = self._made

        def of(mask: int) -> list:
            """The actions of the cards of ``mask``, lowest card first."""
            low = mask & 0x3FFFFFF  # the mask as two 26-bit halves
            high = mask >> 26
            try:
                return [*spades[low & 0x1FFF], *hearts[low >> 13],
                        *diamonds[high & 0x1FFF], *clubs[high >> 13]]
            except (TypeError, IndexError):  # a set not made yet (None)
                return made(mask)

        return of

    def lister(self) -> Callable[[int], list]:
        """:attr:`of`, the function a game calls at every card."""
        return self.of


def _mask(hand) -> int:
    if isinstance(hand, CardSet):
        return hand.mask
    if isinstance(hand, int):
        return hand
    return CardSet(hand).mask


def legal_mask(hand: int, led: int | None, t: int, ponto_is_matador: bool) -> int:
    """The legal cards (a mask) of ``hand`` (a mask) when ``led`` was led (None: leading) and
    suit index ``t`` is trump: :func:`legal_cards` in the fast representation."""
    if led is None:
        return hand  # the leader may lead any card (academie:play.lead)
    tmask = TRUMP_MASK[t]
    if not tmask >> led & 1:
        same = hand & SUIT_MASK[t][SUIT_OF[t][led]]
        return same if same else hand  # renonce: anything, trumping is free
    trumps = hand & tmask
    if not trumps:
        return hand
    mats = MATADOR_MASK[(ponto_is_matador, t)]
    if trumps & ~mats:
        return trumps  # holds an ordinary trump: must play a trump, a matador if he likes
    # Only matadors left among his trumps.
    if mats >> led & 1:
        led_rank = TRUMP_RANK[t][led]
        rank = TRUMP_RANK[t]
        m = trumps
        while m:
            low = m & -m
            if rank[low.bit_length() - 1] > led_rank:  # a lower matador, forced by the led one
                return trumps
            m ^= low
    return hand  # the privilege: he may keep his matadors and play any card


#: FOLLOWING[t][led]: the cards that follow ``led`` when suit index ``t`` is trump: its plain
#: suit, or every trump when a trump is led (what :func:`legal_mask` looks up step by step).
FOLLOWING: list[list[int]] = [
    [TRUMP_MASK[t] if TRUMP_MASK[t] >> led & 1 else SUIT_MASK[t][SUIT_OF[t][led]]
     for led in range(52)]
    for t in range(4)]
#: BINDING[(ponto_is_matador, t)][led]: the cards among FOLLOWING[t][led] whose holding obliges
#: a player to follow: the whole plain suit led; the trumps but the matadors when a trump is led
#: (matadors alone may be kept, unless a higher one led forces: :func:`legal_mask`). So
#: ``hand & FOLLOWING[t][led]`` is the legal mask whenever it meets BINDING: the commonest case
#: of a card played to a trick, in two look-ups.
BINDING: dict[tuple[bool, int], list[int]] = {
    (pm, t): [FOLLOWING[t][led] & ~MATADOR_MASK[(pm, t)] if TRUMP_MASK[t] >> led & 1
              else FOLLOWING[t][led] for led in range(52)]
    for pm in (False, True) for t in range(4)}


#: TAKING_LED[t][led]: what each card is worth in a trick whose first card is ``led``
#: (:data:`.order.TAKING` of the suit led, looked up by the card itself: one index fewer).
TAKING_LED: list[list[list[int]]] = [
    [TAKING[t][SUIT_OF[t][led]] for led in range(52)] for t in range(4)]


def forced_matador(hand, trick_cards: Sequence, trump: str,
                   rules: str | OmbreOrder = "academie") -> bool:
    """Whether the matador privilege is withdrawn here: a higher matador was led and the
    player's only trumps are matadors, one of them lower than the card led."""
    r = order_rules(rules)
    if not trick_cards:
        return False
    t = suit_index(trump)
    led = Card(trick_cards[0])
    h = _mask(hand)
    mats = MATADOR_MASK[(r.ponto_is_matador, t)]
    trumps = h & TRUMP_MASK[t]
    if not (mats >> led & 1) or not trumps or trumps & ~mats:
        return False
    return any(TRUMP_RANK[t][c] > TRUMP_RANK[t][led] for c in CardSet(trumps))


def matador_following(hand: Sequence[Card], led: Card | None, trump: str,
                       rules: str | OmbreOrder = "academie") -> list[Card]:
    """The cards of ``hand`` that may be played to a trick led by ``led``: following suit
    (:meth:`gamelib.core.tricks.TrickRules.following`), except that a player whose only trumps
    are matadors may keep them when a trump is led, unless a higher matador was led and he holds
    a lower one (academie:play.matadors, noothoven:ombre.trump-led)."""
    tricks = trick_rules(trump)
    follow = tricks.following(hand, led)
    if led is None or tricks.suit_of(led) != trump:
        return follow
    trumps = [card for card in hand if tricks.suit_of(card) == trump]
    privileged = matadors(trump, rules)
    if not trumps or any(card not in privileged for card in trumps):
        return follow  # no trump, or an ordinary trump: follow trumps
    if led in privileged and any(tricks.power(card, led) < tricks.power(led, led)
                                 for card in trumps):
        return trumps  # a higher matador led forces the lower one
    return list(hand)  # the privilege: the matadors may be kept


def legal_cards(hand, trick_cards: Sequence, trump: str,
                rules: str | OmbreOrder = "academie") -> list[Card]:
    """The cards of ``hand`` that may be played to a trick already holding ``trick_cards``
    (first card led), ``trump`` being trump, under ``rules``; in deck order
    (:func:`matador_following`)."""
    led = Card(trick_cards[0]) if len(trick_cards) else None
    return list(CardSet(matador_following(list(CardSet(_mask(hand))), led, trump,
                                          order_rules(rules))))


def why_not(card, hand, trick_cards: Sequence, trump: str,
            rules: str | OmbreOrder = "academie") -> IllegalAction:
    """The rule that forbids playing ``card`` here, with its passage (``card`` not legal)."""
    r = order_rules(rules)
    card = Card(card)
    h = _mask(hand)
    if not h >> card & 1:
        return IllegalAction(f"{card} is not in the player's hand", r.passage("follow"))
    t = suit_index(trump)
    led = Card(trick_cards[0])
    if TRUMP_MASK[t] >> led & 1:
        if forced_matador(hand, trick_cards, trump, r):
            lower = [card_name(c, trump, r) for c in CardSet(h & TRUMP_MASK[t])
                     if TRUMP_RANK[t][c] > TRUMP_RANK[t][led]]
            return IllegalAction(
                f"renouncing a forced matador: {card_name(led, trump, r)} was led, so the lower "
                f"matador {' / '.join(lower)} must be played when it is alone left among the "
                f"trumps (a higher matador led forces the lower ones)", r.passage("trump-led"))
        return IllegalAction(
            f"revoke: trumps were led ({card_name(led, trump, r)}) and {card} is not a trump; "
            f"a player who holds a trump must play one", r.passage("trump-led"))
    return IllegalAction(
        f"revoke: {led} led, and the player holds that suit, so {card} may not be played "
        f"(one must follow suit when able)", r.passage("follow"))


def trick_winner(trick_cards: Sequence, trump: str) -> int:
    """The position (0 = the leader) of the card that takes the trick: the highest trump, or
    else the highest card of the suit led (noothoven:ombre.follow-suit; academie:play.object),
    by the trick rules of :func:`gamelib.games.ombre.order.trick_rules`."""
    return trick_rules(trump).winner([Card(c) for c in trick_cards])


def winner_index(cards: Sequence[int], t: int) -> int:
    """:func:`trick_winner` on card ints and a trump suit index (the fast representation): the
    highest worth in the table of the suit led (:data:`.order.TAKING`: a plain card of another
    suit is worth -1, it cannot win)."""
    worth = TAKING[t][SUIT_OF[t][cards[0]]]
    best, best_worth = 0, worth[cards[0]]
    for i in range(1, len(cards)):
        w = worth[cards[i]]
        if w > best_worth:
            best, best_worth = i, w
    return best
