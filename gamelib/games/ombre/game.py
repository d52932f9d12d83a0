"""Ombre through the game protocol: ``get_game("ombre", rules="noothoven" | "academie", ...)``.

A hand runs: the deal (9 each in threes, 13 in the stock), the auction, the naming of the game
and trumps, the exchange (the Ombre first, then the others in turn from the stock, the last
player's right to see or expose what is left), the play of the nine tricks with the matador
privileges, the Ombre's decision to play on for the vole after five straight tricks, and the
settlement: the booklet's fiches between the players (:mod:`.tariff`), or the Académie's pool
and beasts (:mod:`.pool`, through ``PoolSession.play_hand(state=...)``). ``details()`` books the
settlement on a ledger line by line; ``returns()`` computes the same nets from the same rules
without one (:meth:`OmbreState._booklet_net`, :func:`fresh_pool_returns`), since simulation asks
for many thousands of hands a second (issue 7).

Options, per rule set (each a rule of its source; other names are refused):

* ``rules="noothoven"``: ``favourite`` (True: the favourite suit is turned, the booklet's rule;
  False: "Is men overeengekomen om dit niet te doen ... dan bestaat er geen favorite",
  noothoven:ombre.favourite), ``gasco_vole_paid`` (False: "Doorgaans betaalt men niet voor de
  vole na gasco", noothoven:ombre.pay-vole-gasco), ``failed_vole_four`` (False: a failed vole
  deducts "de vole", what the vole pays, noothoven:ombre.vole, so nothing after gasco while its
  vole is unpaid; True: the "vier fiches" of noothoven:ombre.pay-failed-vole at every game),
  ``form``: ``"a-trois"`` (the ordinary game), ``"a-deux"``
  (noothoven:ombre.a-deux), ``"a-quatre"`` (noothoven:ombre.a-quatre) or ``"cinquille"``
  (noothoven:ombre.cinquille).
* ``rules="academie"``: ``forced_spadille`` (academie:options.forced-spadille),
  ``single_payment`` (academie:options.single-payment), ``retourne``
  (academie:retourne.contract), ``marking`` ``"2-and-1"`` or ``"3-and-2"`` for a fresh pool
  session (academie:pool.name, academie:beast.sequence).

Choices where the sources are silent are named where they are made ("unspecified in source").
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence
from typing import Any

from gamelib.core.cards import Card, CardSet, parse
from gamelib.core.deal import mask_at, packet_slots, shuffle_order
from gamelib.core.engine import (
    TERMINAL,
    Action,
    Game,
    IllegalAction,
    State,
    as_generator,
)
from gamelib.core.ledger import Ledger
from gamelib.core.options import Option
from gamelib.games.ombre import bidding
from gamelib.games.ombre.order import (
    BASTA,
    OMBRE_DECK,
    SPADILLE,
    count_matadors,
    order_rules,
)
from gamelib.games.ombre.outcome import (
    CODILLE,
    FAILED_VOLE,
    REMISE,
    UNSPECIFIED,
    VOLE,
    WIN,
    outcome,
)
from gamelib.games.ombre.play import CardActions, legal_mask, why_not, winner_index
from gamelib.games.ombre.pool import (
    CONTRACTS,
    MARKER_VALUE,
    MARKINGS,
    RATES,
    pool_amount,
    premium,
    split_in_two,
)
from gamelib.games.ombre.tariff import codille_extra, tariff_lines
from gamelib.games.ombre.tariff import settle as settle_fiches

SUITS = "SHDC"
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SEAT_NAMES = "ABCDE"

FORMS = {
    # form: (seats at the table, players in a hand, cards each, passage)
    "a-trois": (3, 3, 9, "noothoven:ombre.players"),
    "a-deux": (2, 2, 9, "noothoven:ombre.a-deux"),
    "a-quatre": (4, 3, 9, "noothoven:ombre.a-quatre"),
    "cinquille": (5, 5, 8, "noothoven:ombre.cinquille"),
}
P = {  # passages of the messages, per rule set
    "noothoven": {
        "deal": "noothoven:ombre.deal", "deck": "noothoven:ombre.players",
        "bid": "noothoven:ombre.overcall", "pass": "noothoven:ombre.pass-final",
        "gasco": "noothoven:ombre.gasco", "declare": "noothoven:ombre.declare",
        "exchange": "noothoven:ombre.exchange", "sans-prendre": "noothoven:ombre.sans-prendre-stock",
        "rest": "noothoven:ombre.rest-of-stock", "vole": "noothoven:ombre.vole-going-on",
        "speak": "noothoven:ombre.speak",
    },
    "academie": {
        "deal": "academie:deal.deal", "deck": "academie:cards.deck",
        "bid": "academie:bid.priority", "pass": "academie:bid.pass",
        "gasco": "academie:bid.contracts", "declare": "academie:exchange.ask-leave",
        "exchange": "academie:exchange.ask-leave", "sans-prendre": "academie:exchange.sans-prendre",
        "rest": "academie:exchange.ask-leave", "vole": "academie:vole.committed",
        "speak": "academie:bid.order", "retourne": "academie:retourne.turn-up",
    },
}

# ---- cached actions --------------------------------------------------------------------------
CARD = {c: Action("card", c, Card(c).face) for c in range(52)}
DISCARD = {c: Action("discard", c, f"discard {Card(c).face}") for c in range(52)}
CARD_LIST = [CARD[c] for c in range(52)]  # indexed by card
DISCARD_LIST = [DISCARD[c] for c in range(52)]
CARD_ACTIONS = CardActions(CARD_LIST, OMBRE_DECK.mask)  # a mask's actions: CARD_ACTIONS.of(mask)
_card_actions = CARD_ACTIONS.lister()  # CARD_ACTIONS.of, asked at every card played
#: The card of each action of CARD_LIST, by the action's identity (they live as long as the
#: module): which card a listed action plays, found without comparing Actions.
_CARD_OF = {id(action): card for card, action in enumerate(CARD_LIST)}
DISCARD_ACTIONS = CardActions(DISCARD_LIST, OMBRE_DECK.mask)
_discard_actions = DISCARD_ACTIONS.lister()  # DISCARD_ACTIONS.of, asked at every discard
_DISCARD_OF = {id(action): card for card, action in enumerate(DISCARD_LIST)}
TAKE = {k: Action("take", k, f"take {k}" if k else "take none") for k in range(14)}
PASS = Action("bid", "pass", "pass")
BID = {
    "noothoven": {b.key: Action("bid", b.key, b.label) for b in bidding.NOOTHOVEN_BIDS},
    "academie": {b.key: Action("bid", b.key, b.label) for b in bidding.ACADEMIE_BIDS},
}
TRUMP = {s: Action("trump", s, f"trumps {SUIT_WORDS[s]}") for s in SUITS}
GAME_LABEL = {"vraag": "ask", "sans-prendre": "sans-prendre", "vole-declaree": "vole-declaree"}
DECLARE = {(g, s): Action("declare", (g, s), f"{GAME_LABEL[g]} in {SUIT_WORDS[s]}")
           for g in GAME_LABEL for s in SUITS}
DECLARE[("gasco", None)] = Action("declare", ("gasco", None), "gasco")
PLAY_ON = Action("vole", True, "play on for the vole")
DECLARE_SPADILLE = Action("spadille", True, "declare Spadille")
SILENT_SPADILLE = Action("spadille", False, "keep Spadille silent")
LAY_DOWN = Action("vole", False, "lay down")
REST = {
    "noothoven": (Action("rest", True, "expose the rest"), Action("rest", False, "leave the rest hidden")),
    "academie": (Action("rest", True, "look at the rest and show it"), Action("rest", False, "do not look")),
}


#: The contract's occasional payment from (or to) each Ally, per contract and per payment rate
#: (:func:`gamelib.games.ombre.pool.premium`, made once: academie:winnings.sans-prendre,
#: academie:retourne.payment, academie:options.single-payment).
PREMIUM = {(contract, single): premium(contract, single)
           for contract in CONTRACTS for single in (False, True)}
#: A fresh pool under each marking, and its two halves, the first for the player first to the
#: Ombre's right (academie:pool.count, academie:losses.failed-vole; made once).
FRESH_POOL = {marking: pool_amount(MARKINGS[marking].empty) for marking in MARKINGS}
FRESH_HALVES = {marking: split_in_two(pool) for marking, pool in FRESH_POOL.items()}


def _hand_given(hand, i: int) -> CardSet:
    """Hand ``i`` of the ``hands`` given in set-up, read as cards (faces, a list of cards, a
    CardSet or a mask); anything else is refused by name."""
    if isinstance(hand, CardSet):
        return hand
    try:
        return parse(hand) if isinstance(hand, str) else CardSet(hand)
    except (TypeError, ValueError) as error:
        raise ValueError(f"ombre: hands[{i}]={hand!r} is not a hand of cards: {error}") from None


def _popcount(mask: int) -> int:
    return mask.bit_count()


class OmbreGame(Game):
    """Ombre under one source's rules; see the module docstring for the options."""

    name = "ombre"

    OPTIONS = (
        Option("rules", str, "academie", "the source followed: the Académie des jeux oubliés or "
               "the Dutch booklet", None, choices=("academie", "noothoven")),
        Option("favourite", bool, True, "the favourite suit is turned (False: the players agree "
               "to play without one)", "noothoven:ombre.favourite", rules=("noothoven",)),
        Option("gasco_vole_paid", bool, False, "the vole after gasco is paid (it 'doorgaans' is "
               "not)", "noothoven:ombre.pay-vole-gasco", rules=("noothoven",)),
        Option("failed_vole_four", bool, False, "a failed vole deducts four fiches at every game "
               "(else the vole's own payment)", "noothoven:ombre.pay-failed-vole",
               rules=("noothoven",)),
        Option("form", str, "a-trois", "the booklet's form: three players, two, four with the "
               "dealer sitting out, or five", "noothoven:ombre.variants",
               choices=tuple(FORMS), rules=("noothoven",)),
        Option("forced_spadille", bool, False, "when all pass, the holder of Spadille must play "
               "Ask Leave", "academie:options.forced-spadille", rules=("academie",)),
        Option("single_payment", bool, False, "the occasional payments at half rate",
               "academie:options.single-payment", rules=("academie",)),
        Option("retourne", bool, False, "the Retourne contract may be bid",
               "academie:retourne.contract", rules=("academie",)),
        Option("marking", str, "2-and-1", "how the pool is marked: 2-and-1 or 3-and-2",
               "academie:pool.name", choices=tuple(MARKINGS), rules=("academie",)),
    )

    def __init__(self, rules: str = "academie", **options: Any):
        super().__init__(rules=rules, **options)
        self.rules = rules
        self.order = order_rules(rules)

        def option(name: str) -> Any:
            return next(o.default for o in self.OPTIONS if o.name == name) \
                if name not in options else options[name]

        # The booklet plays with the favourite unless the players agree not to turn it ("Is men
        # overeengekomen om dit niet te doen, zoo als vaak gebeurt, dan bestaat er geen
        # favorite", noothoven:ombre.favourite): the rule is with it, the agreement the option.
        self.favourite = rules == "noothoven" and option("favourite")
        self.gasco_vole_paid = option("gasco_vole_paid")
        self.failed_vole_four = option("failed_vole_four")
        self.form = option("form")
        if self.form == "a-deux":
            # "Men écarteert dan al de ruiten uitgezonderd de manille, maakt dan ruiten tot
            # favorite" (noothoven:ombre.a-deux)
            self.favourite = True
        self.forced_spadille = option("forced_spadille")
        self.single_payment = option("single_payment")
        self.retourne = option("retourne")
        self.marking = option("marking")
        self.num_seats, self.num_players_in_hand, self.hand_size, _ = FORMS[self.form]
        self.num_players = self.num_seats
        seats, n = self.num_seats, self.num_players_in_hand
        if self.form == "a-quatre":
            # "Hierbij blijft de gever stil zitten" (noothoven:ombre.a-quatre)
            self.seating = tuple(tuple((d + 1 + i) % 4 for i in range(3)) for d in range(4))
        else:
            # The eldest hand is at the dealer's right and speaks and leads first
            # (noothoven:ombre.speak, academie:deal.eldest); seat i+1 sits at seat i's right.
            self.seating = tuple(tuple((d + 1 + i) % seats for i in range(n))
                                 for d in range(seats))
        deck = CardSet([Card(r + s) for s in SUITS for r in "AKQJ765432"])
        if self.form == "a-deux":
            deck = deck - CardSet([Card(r + "D") for r in "AKQJ65432"])
        self.deck = deck
        self.deck_cards = [int(c) for c in deck]
        # Where each player's cards lie in the shuffled pack: "drie aan drie, tot dat ieder negen
        # kaarten heeft" (noothoven:ombre.deal); "nine cards to each player, three at a time,
        # counter-clockwise" (academie:deal.deal), the eldest first. Cinquille's eight are dealt
        # 3, 3, 2 (unspecified in source).
        self.deal_slots = packet_slots(self.num_players_in_hand, self.hand_size,
                                       (3, 3, 3) if self.hand_size == 9 else (3, 3, 2))
        self.seats = tuple(SEAT_NAMES[: self.num_seats])
        self.bids = bidding.ladder(rules, favourite=self.favourite, retourne=self.retourne,
                                   stock=len(deck) > self.num_players_in_hand * self.hand_size)
        self.bid_rank = {b.key: b.rank for b in self.bids}
        self.bid_actions = tuple((b, BID[rules][b.key]) for b in self.bids)  # the ladder's actions

    def new_initial_state(self, seed=None, *, hands=None, stock=None, dealer: int = 0,
                          favourite: str | None = None, session=None) -> OmbreState:
        """A dealt hand. ``hands`` fixes the hands (one per player in the hand, eldest first),
        ``stock`` with them the stock (top first), ``dealer`` the dealer's seat, ``favourite``
        the favourite suit (a letter, booklet), ``session`` the ``PoolSession`` the hand is
        played into (Académie). Each is checked, with a ValueError naming it."""
        if isinstance(dealer, bool) or not isinstance(dealer, numbers.Integral) \
                or not 0 <= dealer < self.num_seats:
            raise ValueError(f"ombre: dealer={dealer!r} is no seat; the seats are 0 .. "
                             f"{self.num_seats - 1}")
        if stock is not None and hands is None:
            raise ValueError("ombre: stock= without hands= would put the dealt cards into play "
                             "twice; give the hands too")
        if favourite is not None:
            if not self.favourite:
                raise ValueError(f"ombre: favourite={favourite!r} needs the booklet's rules with "
                                 f"the option favourite=True (noothoven:ombre.favourite)")
            if not isinstance(favourite, str) or favourite not in SUITS \
                    or (self.form == "a-deux" and favourite != "D"):
                allowed = "'D' (noothoven:ombre.a-deux)" if self.form == "a-deux" else \
                    "a suit letter S, H, D or C"
                raise ValueError(f"ombre: favourite={favourite!r} is not allowed; it takes "
                                 f"{allowed}")
        if session is not None:
            from gamelib.games.ombre.pool import PoolSession

            if self.rules != "academie" or not isinstance(session, PoolSession):
                raise ValueError(f"ombre: session={session!r} is not allowed; it takes a "
                                 f"PoolSession of the Académie's rules (academie:pool.name)")
        return OmbreState(self, as_generator(seed), hands, stock, dealer, favourite, session)


class OmbreState(State):
    """One hand of Ombre."""

    def __init__(self, game: OmbreGame, rng, hands=None, stock=None, dealer: int = 0,
                 favourite: str | None = None, session=None):
        self.game = game
        self.rng = rng
        self.rules = game.rules
        self.p = P[game.rules]
        self._ponto_is_matador = game.order.ponto_is_matador
        n = game.num_players_in_hand
        self.n = n
        self.dealer = int(dealer)
        self.active = game.seating[self.dealer]  # the seats in the hand, eldest first
        self._deal(hands, stock)
        # The Académie's pool session: the one given in setup (the hand is played into it), or
        # else a fresh one, built only when something asks for it (``session``, ``details()``).
        self._session = session
        self._session_given = session is not None
        # favourite suit: the top card of the other pack, turned (noothoven:ombre.favourite)
        self.favourite = None
        if game.favourite:
            if game.form == "a-deux":
                self.favourite = "D"
            elif favourite is not None:
                self.favourite = favourite
            else:
                # Unspecified in source: a black ace turned gives its printed suit.
                self.favourite = Card(int(self.rng.choice(list(game.deck)))).suit
        # auction
        self.phase = "bid"
        self.passed = [False] * n
        self.holder: int | None = None
        self.best: str | None = None
        self.speaker = 0
        self.auction: list[tuple[int, str]] = []
        # contract
        self.ombre: int | None = None
        self.bid: str | None = None
        self.contract: str | None = None
        self.trump: int | None = None
        self.turned: int | None = None
        self.forced = False
        self.spadille_holder: int | None = None
        #: the cards each player in the hand has shown on the table: the black aces of gasco
        #: ("die men dan op de tafel vertoont", noothoven:ombre.gasco)
        self.shown = [0] * n
        # exchange
        self.exch_order: list[int] = []
        self.exch_i = 0
        self.pending = 0
        self.discards = [0] * n
        self.taken = [0] * n
        self.rest: bool | None = None
        self.rest_cards = 0
        # play
        self.trick: list[int] = []
        self.leader = 0
        self.won = [0] * n
        self.log: list[tuple[int, tuple[int, ...], int]] = []
        self.ombre_start = 0
        self.committed = False
        self.laid_down = False
        self.result: str | None = None
        self._settlement = None
        self._net: list | None = None
        self._legal: list[Action] | None = None

    # ---- setup --------------------------------------------------------------------------
    def _deal(self, hands, stock):
        g = self.game
        size = g.hand_size
        if hands is None:
            # the pack shuffled, dealt in packets from the top (OmbreGame.deal_slots)
            order = shuffle_order(self.rng, g.deck_cards)
            self.hands = [mask_at(order, slots) for slots in g.deal_slots]
            self.stock = order[self.n * size:]
        else:
            if isinstance(hands, (str, CardSet)) or not isinstance(hands, Sequence):
                raise ValueError(f"ombre: hands={hands!r} is not allowed; it takes a list of "
                                 f"{self.n} hands of {size} cards, eldest first")
            if len(hands) != self.n:
                raise IllegalAction(
                    f"a hand of the wrong size: {self.n} hands are dealt, not {len(hands)}",
                    self.p["deal"])
            hs = []
            seen = 0
            for i, h in enumerate(hands):
                cs = _hand_given(h, i)
                if len(cs) != size:
                    raise IllegalAction(
                        f"a hand of the wrong size: hand {i} has {len(cs)} cards, but each "
                        f"player is dealt {size}", self.p["deal"])
                foreign = cs - g.deck
                if foreign:
                    raise IllegalAction(f"{foreign} not in the {len(g.deck)}-card Ombre pack "
                                        f"(no eights, nines or tens)", self.p["deck"])
                if seen & cs.mask:
                    raise IllegalAction(f"{CardSet(seen & cs.mask)} dealt twice", self.p["deal"])
                seen |= cs.mask
                hs.append(cs.mask)
            self.hands = hs
            if stock is None:
                self.stock = shuffle_order(self.rng, [c for c in g.deck_cards if not seen >> c & 1])
            else:
                self.stock = self._stock(stock)
                if set(self.stock) & {c for c in range(52) if seen >> c & 1} or \
                        len(self.stock) + _popcount(seen) != len(g.deck):
                    raise IllegalAction(
                        f"the stock must be the {len(g.deck) - _popcount(seen)} cards not dealt",
                        self.p["deal"])
        self.dealt = list(self.hands)

    def _stock(self, stock):
        """The stock given in setup, top card first."""
        try:
            faces = stock.replace(",", " ").split() if isinstance(stock, str) else list(stock)
            cards = [int(Card(c)) for c in faces]
        except (TypeError, ValueError) as error:
            raise ValueError(f"ombre: stock={stock!r} is not a list of cards: {error}") from None
        foreign = [Card(c).face for c in cards if not self.game.deck.mask >> c & 1]
        if foreign or len(set(cards)) != len(cards):
            raise IllegalAction(f"the stock must hold distinct cards of the Ombre pack "
                                f"({' '.join(foreign) or 'a card twice'})", self.p["deck"])
        return cards

    # ---- protocol -----------------------------------------------------------------------
    def current_player(self) -> int:
        ph = self.phase
        if ph == "play":  # the commonest phases, answered first
            return self.active[(self.leader + len(self.trick)) % self.n]
        if ph == "exchange":
            return self.active[self.exch_order[self.exch_i]]
        pos = self._current()
        return TERMINAL if pos is None else self.active[pos]

    def is_terminal(self) -> bool:
        return self.phase == "end"

    def _current(self) -> int | None:
        # the phases in the order of how often a hand is in them
        ph = self.phase
        if ph == "play":
            return (self.leader + len(self.trick)) % self.n
        if ph == "exchange":
            return self.exch_order[self.exch_i]
        if ph == "bid":
            return self.speaker
        if ph in ("declare", "trump", "vole"):
            return self.ombre
        if ph == "rest":
            return self.exch_order[-1]
        if ph == "spadille":
            return self.spadille_holder
        return None

    def hand(self, player: int) -> CardSet:
        if player in self.active:
            return CardSet(self.hands[self.active.index(player)])
        return CardSet()

    def legal_actions(self) -> list[Action]:
        """The legal actions, in a fixed order (the recorded seeds depend on it).

        Cached until the next action, and the cached list itself is returned (the protocol asks
        twice a step: the player, then ``resolve``): callers must not change it; copy it first
        (``list(state.legal_actions())``) to edit it. In play the legal cards are also kept as a
        mask (``_legal_cards``), which :meth:`apply_action` checks a card against."""
        legal = self._legal
        if legal is None:
            if self.phase == "play":  # the commonest phase, answered here (_legal_actions' first
                trick = self.trick    # branch, written out)
                if trick:
                    mask = legal_mask(self.hands[(self.leader + len(trick)) % self.n], trick[0],
                                      self.trump, self._ponto_is_matador)
                else:  # the leader may lead any card (legal_mask with nothing led)
                    mask = self.hands[self.leader]
                self._legal_cards = mask
                legal = self._legal = _card_actions(mask)
            elif self.phase == "exchange":  # (_legal_actions' exchange branch, written out)
                # the exchanging player discards his cards one at a time, then takes as many
                fewest, most = self.discard_bounds
                pending = self.pending
                k = pending.bit_count()
                mask = self.hands[self.exch_order[self.exch_i]] & ~pending if k < most else 0
                self._legal_cards = mask  # the cards he may discard now
                legal = self._legal = _discard_actions(mask)
                if k >= fewest:
                    legal.append(TAKE[k])
            else:
                legal = self._legal = self._legal_actions()
        return legal

    def _legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "play":
            trick = self.trick
            if not trick:  # the leader may lead any card (legal_mask with nothing led)
                return _card_actions(self.hands[self.leader])
            return _card_actions(legal_mask(self.hands[(self.leader + len(trick)) % self.n],
                                            trick[0], self.trump, self._ponto_is_matador))
        if ph == "exchange":
            # the exchanging player discards his cards one at a time, then takes as many
            pos = self.exch_order[self.exch_i]
            fewest, most = self.discard_bounds
            k = self.pending.bit_count()
            out = DISCARD_ACTIONS.of(self.hands[pos] & ~self.pending) if k < most else []
            if k >= fewest:
                out.append(TAKE[k])
            return out
        if ph == "bid":
            return self._bid_actions()
        if ph == "declare":
            return self._declare_actions()
        if ph == "trump":
            return [TRUMP[s] for s in SUITS]
        if ph == "rest":
            return list(REST[self.rules])
        if ph == "vole":
            return [PLAY_ON, LAY_DOWN]
        if ph == "spadille":
            return [DECLARE_SPADILLE, SILENT_SPADILLE]
        return []

    # ---- auction ------------------------------------------------------------------------
    def _has_black_aces(self, pos: int) -> bool:
        return bool(self.hands[pos] >> SPADILLE & 1 and self.hands[pos] >> BASTA & 1)

    def _bid_actions(self) -> list[Action]:
        pos = self.speaker
        g = self.game
        out = [PASS]
        current = g.bid_rank[self.best] if self.best else 0
        for b, action in g.bid_actions:
            if b.rank < current:
                continue
            if b.rank == current and (self.holder is None or not bidding.may_match(
                    self.rules, pos, self.holder, b.key)):
                continue
            if b.key == "gasco" and not self._has_black_aces(pos):
                continue
            out.append(action)
        return out

    def _apply_bid(self, action: Action) -> None:
        pos = self.speaker
        self.auction.append((pos, action.label))
        if action.value == "pass":
            self.passed[pos] = True  # "can no longer take part in the bidding"
        else:
            self.best = action.value
            self.holder = pos
            if action.value == "gasco":
                self._show_black_aces(pos)
        nxt = bidding.next_speaker(self.n, pos, self.passed, self.holder)
        if nxt is not None:
            self.speaker = nxt
            return
        if self.holder is None:
            self._all_passed()
        else:
            self._won_auction(self.holder, self.best)

    def _all_passed(self) -> None:
        g = self.game
        if self.rules == "academie" and g.forced_spadille:
            # "whoever has Spadille in hand will be the Ombre and will play Ask Leave"
            # (academie:options.forced-spadille); if it lies in the stock the hand is not played
            # (academie:options.forced-spadille.undeclared: nobody can declare it).
            for pos in range(self.n):
                if self.hands[pos] >> SPADILLE & 1:
                    # Its holder declares it, or fails to: "If no one then declares holding
                    # Spadille, its presence is checked for in the stock. A player who had failed
                    # to declare it would make the beast, but the hand would not be played."
                    self.spadille_holder = pos
                    self.phase = "spadille"
                    return
        # Académie: "the hand is deemed to have been played" (academie:bid.all-pass). The
        # booklet says nothing of an all-pass in Ombre (unspecified in source): no payment.
        self.result = "all-pass"
        self.phase = "end"

    def _apply_spadille(self, action: Action) -> None:
        pos = self.spadille_holder
        self.ombre = pos
        if action.value:
            self.forced = True
            self.contract = "ask-leave"
            self.bid = "ask-leave"
            self.phase = "trump"
        else:
            self.result = "spadille-undeclared"  # academie:options.forced-spadille.undeclared
            self.phase = "end"

    def _won_auction(self, pos: int, bid: str) -> None:
        self.ombre = pos
        self.bid = bid
        if self.rules == "noothoven":
            self.phase = "declare"  # noothoven:ombre.declare
            return
        self.contract = bid  # "must take on his contract without changing it" (academie:bid.ombre)
        if bid == "retourne":
            self._turn_up()
            self._start_exchange()
        else:
            self.phase = "trump"

    def _show_black_aces(self, pos: int) -> None:
        """Gasco's black aces laid on the table: "wanneer men de beide zwarte azen heeft, die men
        dan op de tafel vertoont" (noothoven:ombre.gasco); every player has seen them."""
        self.shown[pos] |= (1 << SPADILLE) | (1 << BASTA)

    def _turn_up(self) -> None:
        # Gasco: "keert men de bovenste kaart van den stok om. Deze kaart is troef"
        # (noothoven:ombre.gasco); Retourne: "turns over the top card of the stock"
        # (academie:retourne.turn-up). A black ace turned: its printed suit (unspecified).
        self.turned = self.stock.pop(0)
        self.trump = SUITS.index(Card(self.turned).suit)

    # ---- declaring the game (booklet) ----------------------------------------------------
    def _declare_actions(self) -> list[Action]:
        g = self.game
        rank = g.bid_rank[self.bid]
        out = []
        has_stock = bool(self.stock)
        for s in SUITS:
            if rank <= 1 or (self.bid == "vraag-favourite" and s == self.favourite):
                out.append(DECLARE[("vraag", s)])
        if rank <= 3 and has_stock and self._has_black_aces(self.ombre):
            out.append(DECLARE[("gasco", None)])
        for s in SUITS:
            if rank <= 4:
                out.append(DECLARE[("sans-prendre", s)])
        for s in SUITS:
            out.append(DECLARE[("vole-declaree", s)])
        return out

    def _apply_declare(self, action: Action) -> None:
        game_key, suit = action.value
        self.contract = game_key
        if game_key == "gasco":
            self._show_black_aces(self.ombre)
            self._turn_up()
        else:
            self.trump = SUITS.index(suit)
        self._start_exchange()

    # ---- exchange -----------------------------------------------------------------------
    def _start_exchange(self) -> None:
        if not self.stock and self.turned is None:  # cinquille: "geen stok" (noothoven:ombre.cinquille)
            self._start_play()
            return
        o = self.ombre
        order = [(o + i) % self.n for i in range(self.n)]
        if self.contract in ("sans-prendre", "vole", "vole-declaree"):
            # "zonder ecarteren" (noothoven:ombre.sans-prendre, noothoven:ombre.vole-declaree;
            # academie:exchange.sans-prendre, academie:exchange.vole)
            order = order[1:]
        self.exch_order = order
        self.exch_i = 0
        self.pending = 0
        self.phase = "exchange"
        self._begin_exchange_turn()

    def _begin_exchange_turn(self) -> None:
        """The discard allowed to the player whose turn to exchange begins: fewest and most
        cards (:meth:`_min_discard`, :meth:`_max_discard`), fixed for his turn."""
        pos = self.exch_order[self.exch_i]
        self.discard_bounds = (self._min_discard(pos), self._max_discard(pos))

    def _min_discard(self, pos: int) -> int:
        if pos != self.ombre:
            return 0  # "he may choose not to discard" (academie:exchange.ask-leave)
        if self.contract == "retourne":
            return 2  # "at least two cards, one for the turn-up and one other"
        if self.contract == "gasco":
            return 1  # the turned card is taken, so one card must go (noothoven:ombre.gasco)
        if self.rules == "academie":
            return 1  # "the discard, which must always be at least one card"
        return 0  # the booklet sets no minimum (unspecified in source)

    def _max_discard(self, pos: int) -> int:
        extra = 1 if (pos == self.ombre and self.turned is not None) else 0
        return min(len(self.stock) + extra, self.game.hand_size)

    def _apply_discard(self, action: Action) -> None:
        """One more card laid aside; the take ends the player's discard."""
        self.pending |= 1 << action.value

    def _apply_exchange(self, action: Action) -> None:
        if action.kind == "discard":
            self._apply_discard(action)
            return
        pos = self.exch_order[self.exch_i]
        k = _popcount(self.pending)
        new = []
        if pos == self.ombre and self.turned is not None:
            new.append(self.turned)  # the turned card goes to him
        while len(new) < k:
            new.append(self.stock.pop(0))  # "van boven af" (noothoven:ombre.exchange)
        got = 0
        for c in new:
            got |= 1 << c
        self.hands[pos] = (self.hands[pos] & ~self.pending) | got
        self.discards[pos] |= self.pending
        self.taken[pos] = got
        self.pending = 0
        self.exch_i += 1
        if self.exch_i < len(self.exch_order):
            self._begin_exchange_turn()
            return
        if self.stock:
            self.phase = "rest"  # noothoven:ombre.rest-of-stock; academie:exchange.ask-leave
        else:
            self._start_play()

    def _apply_rest(self, action: Action) -> None:
        self.rest = bool(action.value)
        self.rest_cards = sum(1 << c for c in self.stock)
        self._start_play()

    # ---- play ---------------------------------------------------------------------------
    def _start_play(self) -> None:
        # The hand held when play begins: "a hand is the phase of play in which the three
        # players play out their nine cards" (academie:deal.eldest), so "at the start of the
        # hand" (academie:winnings.matadors) is after the exchange; the booklet's "in de hand
        # heeft" (noothoven:ombre.matadors) is read the same way.
        self.ombre_start = self.hands[self.ombre]
        self.leader = 0  # the eldest leads (academie:deal.eldest; booklet unspecified in Ombre)
        self.phase = "play"

    def _apply_card(self, action: Action) -> None:
        trick = self.trick
        n = self.n
        c = action.value
        self.hands[(self.leader + len(trick)) % n] &= ~(1 << c)
        trick.append(c)
        if len(trick) < n:
            return
        w = (self.leader + winner_index(trick, self.trump)) % n
        self.log.append((self.leader, tuple(trick), w))
        self.won[w] += 1
        self.trick = []
        self.leader = w
        n_tricks = len(self.log)
        ombre_all = self.won[self.ombre] == n_tricks
        vole_contract = self.contract in ("vole", "vole-declaree")
        if (self.committed or vole_contract) and not ombre_all:
            # "the Ombre has failed as soon as one of the Allies takes a trick; the players lay
            # down their hands" (academie:vole.failure). The booklet does not say when play
            # stops (noothoven:ombre.vole-going-on, noothoven:ombre.vole-declaree): its failed
            # vole and vole-déclarée are decided at that trick too, and nothing after it is
            # paid (noothoven:ombre.pay-failed-vole, noothoven:ombre.pay-vole-declaree), so the
            # hand ends there as well, as the booklet's Quadrille does (a choice, unspecified
            # in source).
            self.phase = "end"
            return
        if n_tricks == self.game.hand_size:
            self.phase = "end"
            return
        if (n_tricks == 5 and ombre_all and not vole_contract and not self.forced):
            # academie:vole.committed "has taken the 5 first tricks and plays a sixth card";
            # noothoven:ombre.vole-going-on "na het opnemen van den vijfden trek, voort met
            # spelen". A forced Spadille may not attempt the vole
            # (academie:options.forced-spadille.no-vole).
            self.phase = "vole"

    def _apply_vole(self, action: Action) -> None:
        if action.value:
            self.committed = True
            self.phase = "play"
        else:
            self.laid_down = True  # "he must lay down his hand to be paid"
            self.phase = "end"

    def apply_action(self, action: Action | str) -> None:
        """As the protocol's; an action that is one of the objects of the cached
        ``legal_actions()`` list (what a policy hands back) is carried out without a search."""
        legal = self._legal
        if legal is not None:
            if self.phase == "play":
                # a card is legal when it is the listed action of a card of the legal mask
                card = _CARD_OF.get(id(action))
                if card is not None and self._legal_cards >> card & 1:
                    self._legal = None
                    trick = self.trick
                    if len(trick) < self.n - 1:  # _apply_card's first lines: not the last card
                        self.hands[(self.leader + len(trick)) % self.n] &= ~(1 << card)
                        trick.append(card)
                        return
                    self._apply_card(action)
                    if self.phase == "end" and self.result is None:
                        self.result = self._result()
                    return
                self._apply(self.resolve(action))
                return
            if self.phase == "exchange":
                # a discard is legal when it is the listed action of a card of the legal mask;
                # the take, when it is the one listed (always last)
                card = _DISCARD_OF.get(id(action))
                if card is not None and self._legal_cards >> card & 1:
                    self._legal = None
                    self.pending |= 1 << card  # _apply_discard
                    return
                if legal and action is legal[-1] and action.kind == "take":
                    self._legal = None
                    self._apply_exchange(action)
                    return
                self._apply(self.resolve(action))
                return
            for candidate in legal:
                if candidate is action:
                    # _apply's body, written out: this runs at every decision of every hand
                    self._legal = None
                    if action.kind == "card":
                        self._apply_card(action)
                    else:
                        self._APPLY[action.kind](self, action)
                    if self.phase == "end" and self.result is None:
                        self.result = self._result()
                    return
        self._apply(self.resolve(action))

    def _apply_trump(self, action: Action) -> None:
        self.trump = SUITS.index(action.value)
        self._start_exchange()

    #: The method that carries out each kind of action (filled in below the class).
    _APPLY: dict[str, Any] = {}

    def _apply(self, action: Action) -> None:
        self._legal = None
        self._APPLY[action.kind](self, action)
        if self.phase == "end" and self.result is None:
            self.result = self._result()

    # ---- illegal actions ----------------------------------------------------------------
    def why_illegal(self, action: Any) -> IllegalAction:
        ph = self.phase
        if ph == "end":
            return IllegalAction("the hand is over: no action can be taken")
        text = str(action).strip().lower() if not isinstance(action, Action) else action.label.lower()
        kind = action.kind if isinstance(action, Action) else None
        p = self.p
        if ph == "bid":
            key = action.value if isinstance(action, Action) else next(
                (b.key for b in self.game.bids if b.label == text), None)
            if key is None:
                known = ", ".join(str(a) for a in self._bid_actions())
                return IllegalAction(f"{action!r} is not a bid here; the bids now are {known}",
                                     p["speak"])
            if key == "gasco" and not self._has_black_aces(self.speaker):
                return IllegalAction("gasco without both black aces: gasco needs Spadille and "
                                     "Basta, shown on the table", p["gasco"])
            if key in self.game.bid_rank and self.best:
                return IllegalAction(
                    f"a bid below the current one: {BID[self.rules][key].label} does not beat "
                    f"{BID[self.rules][self.best].label}; one must say something more"
                    + (" (matching is only for a player with priority, and never the vole)"
                       if self.rules == "academie" else ""), p["bid"])
            return IllegalAction(f"{text} is not a bid of the {self.rules} rules", p["bid"])
        if ph == "exchange":
            pos = self.exch_order[self.exch_i]
            if text.startswith("take") or kind == "take":
                need = self._min_discard(pos)
                if self.contract == "retourne":
                    return IllegalAction("a discard the contract forbids: in Retourne the Ombre "
                                         "must discard at least two cards, one for the turn-up "
                                         "and one other", p["retourne"])
                if self.contract == "gasco":
                    return IllegalAction("in gasco the ombre takes the turned card, so he must "
                                         "discard at least one card", p["gasco"])
                return IllegalAction(
                    f"a discard the contract forbids: the Ombre in Ask Leave must discard at "
                    f"least {need} card(s) ('the discard, which must always be at least one "
                    f"card'); take as many as discarded", p["exchange"])
            if text.startswith("discard") or kind == "discard":
                try:
                    card = Card(action.value if isinstance(action, Action) else text.split()[-1])
                except (ValueError, TypeError, IndexError):
                    card = None
                if (card is not None and self.ombre is not None and pos != self.ombre
                        and self.hands[self.ombre] >> card & 1
                        and self.contract in ("sans-prendre", "vole", "vole-declaree")):
                    return IllegalAction(
                        f"a discard the contract forbids: in {self.contract} the Ombre plays "
                        f"without discarding", p["sans-prendre"] if self.contract != "vole"
                        else "academie:exchange.vole")
                if _popcount(self.pending) >= self._max_discard(pos):
                    return IllegalAction(
                        f"a discard the stock cannot replace: only {len(self.stock)} card(s) "
                        f"left in the stock", p["exchange"])
                return IllegalAction(f"{text}: that card is not in the hand", p["exchange"])
            return IllegalAction(f"{text}: now {self.active[pos]} discards or takes",
                                 p["exchange"])
        if ph == "play":
            pos = (self.leader + len(self.trick)) % self.n
            try:
                card = Card(action.value if isinstance(action, Action) else text.upper())
            except (ValueError, TypeError):
                return IllegalAction(f"{text}: a card must be played now", p["speak"])
            if not self.trick:
                return IllegalAction(f"{card} is not in the player's hand",
                                     self.game.order.passage("follow"))
            return why_not(card, self.hands[pos], self.trick, SUITS[self.trump], self.game.order)
        if ph == "declare":
            if "gasco" in text:
                return IllegalAction("gasco without both black aces: gasco needs both black aces",
                                     p["gasco"])
            return IllegalAction(
                f"{text}: the ombre declares a game at least as high as his bid "
                f"({BID[self.rules][self.bid].label})", p["declare"])
        return IllegalAction(f"{text} is not possible now; legal: "
                             f"{', '.join(str(a) for a in self.legal_actions())}", p["speak"])

    # ---- result and settlement -------------------------------------------------------------
    def split(self) -> tuple[int, ...]:
        """The tricks of the ombre, then of the others in order from his right."""
        o = self.ombre
        return tuple(self.won[o:] + self.won[:o])

    def _result(self) -> str:
        if self.result == "all-pass" or self.ombre is None:
            return "all-pass"
        if self.result == "spadille-undeclared":
            return self.result
        s = self.split()
        if self.laid_down:
            return WIN
        if self.n == 5:
            return _cinquille_outcome(s, self.contract, self.committed)
        return outcome(s, self.rules, self.contract, self.committed)

    def premieres(self) -> bool:
        """The ombre took the first five tricks (noothoven:ombre.pay-premieres)."""
        return (self.ombre is not None and len(self.log) >= 5
                and all(w == self.ombre for _, _, w in self.log[:5]))

    def matadors(self) -> int:
        """The count of matadors paid for, from the ombre's hand when play began."""
        if self.ombre is None or self.trump is None:
            return 0
        if not self.ombre_start >> SPADILLE & 1:
            return 0  # no count without Spadille, the first of the sequence (as count_matadors)
        return count_matadors(CardSet(self.ombre_start), SUITS[self.trump], self.game.order)

    def codille_seat(self) -> int | None:
        if self.result not in (CODILLE,) or self.ombre is None:
            return None
        s = self.split()
        best = max(s[1:])
        winners = [i for i in range(1, self.n) if s[i] == best]
        if len(winners) != 1:
            return None
        return self.active[(self.ombre + winners[0]) % self.n]

    def hand_result(self) -> dict:
        """The finished hand as the Académie's pool needs it (``PoolSession.play_hand``)."""
        if not self.is_terminal():
            raise ValueError("the hand is not finished")
        res = self.result
        note = ""
        if res == UNSPECIFIED:
            # (1,4,4): the Académie names no codille winner; the Ombre is level with neither
            # Ally's count, but no Ally alone has more. Settled as a remise (a choice: the only
            # result that needs no winner; unspecified in source).
            res = REMISE
            note = "split 1-4-4: no codille winner named (academie:outcome.codille); settled as remise"
        return {
            "ombre": None if self.ombre is None else self.active[self.ombre],
            "contract": self.contract,
            "result": res,
            "matadors": self.matadors() if res != "all-pass" else 0,
            "codille_winner": self.codille_seat(),
            "committed_vole": self.committed,
            "tricks": self.split() if self.ombre is not None else (),
            "forced_spadille": self.forced,
            "note": note,
        }

    @property
    def session(self):
        """The Académie's ``PoolSession`` this hand is settled in: the one given in setup, or,
        once the hand is over, a fresh session holding this hand alone (built on first use);
        None before the end when none was given, and under the booklet's rules."""
        if self._session is None and self.rules == "academie" and self.is_terminal():
            self._settle()
        return self._session

    @session.setter
    def session(self, session) -> None:
        """Settle the hand in ``session`` from now on (None: the first hand of a fresh pool)."""
        self._session = session
        self._session_given = session is not None
        self._settlement = None
        self._net = None

    def _settle(self):
        """The settlement on the ledger: (entries, each seat's net, ledger)."""
        if self._settlement is not None:
            return self._settlement
        g = self.game
        if self.rules == "academie":
            session = self._session
            if session is None:
                session = self._fresh_session()
                self._session = session
            entries = list(session.play_hand(state=self) or [])
            ledger = session.ledger
        else:
            ledger = Ledger(g.seats)
            entries = []
            if self.result != "all-pass":
                ombre, opponents = self._ombre_and_opponents()
                cw = self.codille_seat()
                entries = settle_fiches(
                    ledger, g.seats[ombre], [g.seats[o] for o in opponents], self.contract,
                    self.result, codille_maker=g.seats[cw] if cw is not None else None,
                    **self._tariff_terms())
        net = [0] * g.num_seats
        for e in entries:
            for name, amount in e.amounts.items():
                if name in g.seats:
                    net[g.seats.index(name)] += amount
        self._settlement = (entries, net, ledger)
        return self._settlement

    @property
    def ledger(self) -> Ledger:
        """The hand's payments on a ledger of their own, each entry with its passage: the
        booklet's tariff (noothoven:ombre.pay-vraag ... noothoven:ombre.pay-loss), or the
        Académie's pool settlement of this hand (academie:winnings.systematic,
        academie:losses.beast, with the pool's pots as accounts). A copy, so reading it changes
        nothing in the hand or in its session (a session's own ledger holds its earlier hands
        too). Before the end of the hand nothing is paid and the ledger is empty."""
        g = self.game
        if not self.is_terminal():
            return Ledger(g.seats)
        entries, _, book = self._settle()
        copy = Ledger(book.players, book.pots)
        for e in entries:
            copy.post(e.label, e.amounts, passage=e.passage, hand=e.hand, note=e.note)
        return copy

    def _ombre_and_opponents(self) -> tuple[int, list[int]]:
        """The ombre's seat, and his opponents' seats in order from his right."""
        return (self.active[self.ombre],
                [self.active[(self.ombre + i) % self.n] for i in range(1, self.n)])

    def _tariff_terms(self) -> dict:
        """What the booklet's tariff needs of the hand besides contract and result."""
        fav = self.favourite is not None and self.trump is not None and \
            SUITS[self.trump] == self.favourite
        return {"matadors": self.matadors(), "premieres": self.premieres(), "favourite": fav,
                "gasco_vole_paid": self.game.gasco_vole_paid,
                "failed_vole_four": self.game.failed_vole_four}

    def _booklet_net(self) -> list[int]:
        """Each seat's net under the booklet's tariff without a ledger: every per-opponent line
        of :func:`gamelib.games.ombre.tariff.tariff_lines` between the ombre and each opponent, and
        the codille's extra fiche (:func:`gamelib.games.ombre.tariff.codille_extra`), exactly what
        :func:`gamelib.games.ombre.tariff.settle` posts (noothoven:ombre.pay-vraag ...
        noothoven:ombre.pay-loss)."""
        net = [0] * self.game.num_seats
        if self.result == "all-pass":
            return net
        ombre, opponents = self._ombre_and_opponents()
        terms = self._tariff_terms()
        each = sum(line.fiches for line in tariff_lines(self.contract, self.result, **terms))
        for opponent in opponents:
            net[opponent] -= each
            net[ombre] += each
        cw = self.codille_seat()
        extra = codille_extra(self.contract, self.result, favourite=terms["favourite"],
                              gasco_vole_paid=terms["gasco_vole_paid"])
        if extra and cw is not None:
            net[ombre] -= extra
            net[cw] += extra
        return net

    def _fresh_session(self):
        """A new pool session under the game's options, the session's own choices at their
        defaults (what :func:`fresh_pool_returns` computes)."""
        from gamelib.games.ombre.pool import PoolSession

        g = self.game
        return PoolSession(players=g.seats, marking=g.marking, single_payment=g.single_payment,
                           forced_spadille=g.forced_spadille, retourne=g.retourne)

    def _net_of_hand(self) -> list:
        """Each seat's net of the finished hand, computed without a ledger when none is needed
        (``details()`` books the same amounts on one): the booklet's tariff
        (:meth:`_booklet_net`), or, for a hand of the Académie with no session given, the first
        hand of a fresh pool (:func:`fresh_pool_returns`); a given session settles it."""
        if self._net is None:
            if self._settlement is not None:
                self._net = self._settle()[1]
            elif self.rules == "noothoven":
                self._net = self._booklet_net()
            elif not self._session_given:
                g = self.game
                self._net = fresh_pool_returns(self.hand_result(), g.marking, g.single_payment)
            else:
                self._net = self._settle()[1]
        return self._net

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.game.num_seats
        return [float(x) for x in self._net_of_hand()]

    def details(self) -> dict:
        g = self.game
        d: dict[str, Any] = {
            "rules": self.rules, "form": g.form, "dealer": g.seats[self.dealer],
            "players": [g.seats[s] for s in self.active],
        }
        if self.favourite:
            d["favourite"] = SUIT_WORDS[self.favourite]
        d["auction"] = [f"{g.seats[self.active[p]]}: {label}" for p, label in self.auction]
        if self.ombre is not None:
            d["ombre"] = g.seats[self.active[self.ombre]]
            d["contract"] = (self.contract or "none") + (" (forced Spadille)" if self.forced else "")
        if self.trump is not None:
            d["trump"] = SUIT_WORDS[SUITS[self.trump]]
        if self.turned is not None:
            d["turned"] = Card(self.turned).face
        if self.exch_order:
            d["exchange"] = {g.seats[self.active[p]]: _popcount(self.discards[p])
                             for p in self.exch_order}
        if self.rest is not None:
            d["rest of the stock"] = ("shown: " + str(CardSet(self.rest_cards))) if self.rest \
                else "not shown"
        d["tricks"] = [
            " ".join(f"{g.seats[self.active[(lead + i) % self.n]]}:{Card(c).face}"
                     for i, c in enumerate(cards)) + f" -> {g.seats[self.active[w]]}"
            for lead, cards, w in self.log]
        if self.ombre is not None and self.log:
            d["split"] = self.split()
            d["matadors"] = self.matadors()
            d["premieres"] = self.premieres()
            d["committed vole"] = self.committed
        if self.is_terminal():
            d["outcome"] = self.result
            entries, net, _ = self._settle()
            d["payments"] = [str(e) for e in entries]
            d["net"] = dict(zip(g.seats, net))
        return d

    def information(self, player: int) -> dict:
        """What ``player`` sees: his hand, the auction, contract and trump, the turned card,
        the cards shown on the table (``shown``: seat -> the black aces shown for gasco,
        noothoven:ombre.gasco), the tricks played, the rest of the stock if shown; in a vole
        (announced or committed, Académie) the Allies see each other's hands
        (academie:exchange.vole, academie:vole.committed-allies)."""
        g = self.game
        info: dict[str, Any] = {"player": player, "hand": self.hand(player)}
        info["auction"] = [(self.active[p], label) for p, label in self.auction]
        info["ombre"] = None if self.ombre is None else self.active[self.ombre]
        info["contract"] = self.contract
        info["trump"] = None if self.trump is None else SUITS[self.trump]
        info["turned"] = None if self.turned is None else Card(self.turned)
        info["shown"] = {self.active[p]: CardSet(mask) for p, mask in enumerate(self.shown)
                         if mask}
        info["tricks"] = list(self.log)
        info["trick"] = list(self.trick)
        info["discarded"] = {self.active[p]: _popcount(self.discards[p]) for p in range(self.n)}
        if player in self.active:
            me = self.active.index(player)
            info["my discards"] = CardSet(self.discards[me])
            if self.rest:
                info["rest of the stock"] = CardSet(self.rest_cards)
            if (self.rules == "academie" and self.ombre is not None and me != self.ombre
                    and (self.contract == "vole" or self.committed)):
                other = [q for q in range(self.n) if q not in (me, self.ombre)][0]
                info["partner hand"] = CardSet(self.hands[other])
        return info

    def clone(self) -> OmbreState:
        new = object.__new__(OmbreState)
        new.__dict__.update(self.__dict__)
        for name in ("hands", "stock", "passed", "auction", "exch_order", "discards", "taken",
                     "trick", "won", "log", "dealt", "shown"):
            setattr(new, name, list(getattr(self, name)))
        new._settlement = None
        new._net = None
        new._legal = None
        if not self._session_given:
            new._session = None
        return new

    def __repr__(self) -> str:
        return f"<OmbreState {self.rules} phase={self.phase}>"

    def _repr_html_(self) -> str:
        """The table: each player's hand as cards (trumps first when trumps are named), the
        auction, the contract and the tricks so far; deterministic."""
        from html import escape

        g = self.game
        trump = SUITS[self.trump] if self.trump is not None else None
        if trump is not None:
            from gamelib.games.ombre.order import STRENGTH, SUIT_OF
            t = self.trump

            def key(c):
                return (SUIT_OF[t][c] != t, SUIT_OF[t][c], -STRENGTH[t][c])
        else:
            key = None
        rows = []
        for pos, seat in enumerate(self.active):
            role = ""
            if self.ombre is not None:
                role = "Ombre" if pos == self.ombre else "ally"
            hand = CardSet(self.hands[pos])
            rows.append(f"<tr><td><b>{escape(g.seats[seat])}</b> {role}</td>"
                        f"<td>{len(self.log) and self.won[pos]}</td>"
                        f"<td>{hand.svg(order=key) if len(hand) else ''}</td></tr>")
        d = self.details() if self.is_terminal() else {}
        facts = [f"{escape(self.rules)} rules, phase {self.phase}"]
        if self.contract:
            facts.append(f"contract {escape(self.contract)}")
        if trump:
            facts.append(f"trumps {SUIT_WORDS[trump]}")
        if self.favourite:
            facts.append(f"favourite {SUIT_WORDS[self.favourite]}")
        if d:
            facts.append(f"outcome <b>{escape(str(d['outcome']))}</b>")
        auction = "; ".join(f"{g.seats[self.active[p]]}: {escape(lab)}" for p, lab in self.auction)
        return ("<div class='ombre-state'>"
                f"<div>{' · '.join(facts)}</div><div>auction: {auction}</div>"
                "<table><tr><th>player</th><th>tricks</th><th>hand</th></tr>"
                + "".join(rows) + "</table></div>")


OmbreState._APPLY.update({
    "card": OmbreState._apply_card, "bid": OmbreState._apply_bid,
    "discard": OmbreState._apply_discard, "take": OmbreState._apply_exchange,
    "declare": OmbreState._apply_declare, "trump": OmbreState._apply_trump,
    "rest": OmbreState._apply_rest, "vole": OmbreState._apply_vole,
    "spadille": OmbreState._apply_spadille,
})


def fresh_pool_returns(hand: dict, marking: str = "2-and-1", single_payment: bool = False) -> list:
    """Each seat's net (ints, or Fractions for a halved odd pool) when ``hand`` (an
    :meth:`OmbreState.hand_result`, seats 0..2) is the first hand of a fresh pool: exactly the
    amounts that ``PoolSession(...).play_hand(state=...)`` books with the session's own choices
    at their defaults, without the session and its ledger (issue 7 asks for many thousands of
    random hands a second; ``tests/test_ombre_fresh_pool.py`` checks the two agree).

    In a fresh pool no beast is waiting or in play, so the wager is the pool alone:

    * every player lays the opening markers, 3 counters each (academie:pool.start), and the pool
      is 9 x the markers (academie:pool.count);
    * win: the Ombre takes the pool (academie:winnings.systematic); remise: the pool stays and
      the Ombre makes the beast of the wager (academie:summary.remise, academie:losses.beast);
      codille: the Ally with more tricks takes the pool and the Ombre makes the beast
      (academie:losses.codille); an undeclared forced Spadille makes the beast, the hand unplayed
      (academie:options.forced-spadille.undeclared); an all-pass leaves the pool
      (academie:pool.all-pass);
    * vole: the pool, and, no beast being outstanding, half the wager from each Ally
      (academie:winnings.vole, academie:summary.double-wager);
    * failed vole: the Allies share the pool (academie:losses.failed-vole); an announced vole
      also pays the occasional payments and makes the beast of the wager, a committed one
      neither (academie:losses.committed-vole-no-beast, academie:losses.committed-vole);
    * the occasional payments, to a winning Ombre from each Ally or from a losing one to each
      Ally: matadors at 2 (1) a piece, Sans Prendre 12 (6), Retourne half
      (academie:winnings.matadors, academie:winnings.sans-prendre, academie:losses.matadors,
      academie:losses.sans-prendre, academie:retourne.payment).
    """
    laid = MARKINGS[marking].empty
    pool = FRESH_POOL[marking]
    net = [-MARKER_VALUE * laid] * 3
    result = hand["result"]
    if result == "all-pass":
        return net
    ombre = hand["ombre"]
    allies = ((ombre + 1) % 3, (ombre + 2) % 3)  # from the Ombre's right, as the session's

    def occasional(sign: int) -> None:
        each = hand["matadors"] * RATES[bool(single_payment)]["matador"]
        due = PREMIUM[(hand["contract"], bool(single_payment))]
        for amount in (each, due):
            net[ombre] += sign * 2 * amount
            for ally in allies:
                net[ally] -= sign * amount

    if result == "spadille-undeclared":
        net[ombre] -= pool
    elif result == WIN:
        net[ombre] += pool
        occasional(+1)
    elif result == REMISE:
        occasional(-1)
        net[ombre] -= pool
    elif result == CODILLE:
        net[hand["codille_winner"]] += pool
        occasional(-1)
        net[ombre] -= pool
    elif result == VOLE:
        half = FRESH_HALVES[marking][0]
        net[ombre] += pool + 2 * half
        for ally in allies:
            net[ally] -= half
        occasional(+1)
    elif result == FAILED_VOLE:
        for ally, share in zip(allies, FRESH_HALVES[marking]):
            net[ally] += share
        if not hand["committed_vole"]:
            occasional(-1)
            net[ombre] -= pool
    else:
        raise ValueError(f"no pool settlement for the result {result!r}")
    return net


def _cinquille_outcome(split, contract, committed) -> str:
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
