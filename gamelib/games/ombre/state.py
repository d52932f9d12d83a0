"""A hand of Ombre as a state machine: the deal, the auction, the naming of the game and
trumps, the exchange, the play of the tricks with the matador privileges, the Ombre's decision
to play on for the vole after five straight tricks; the result and settlement are
:class:`.settlement.HandSettlement`'s.

Each rule is a small method citing its passage; the cards that may be played are
:func:`gamelib.games.ombre.play.legal_mask`, the trick's winner
:func:`gamelib.games.ombre.play.winner_index` (the fast representation of the trick rules).
"""

from __future__ import annotations

from typing import Any

from gamelib.core.cards import Card, CardSet
from gamelib.core.engine import TERMINAL, Action, IllegalAction, State
from gamelib.core.names import plural, rules_name, words
from gamelib.games.ombre import narration
from gamelib.games.ombre import bidding
from gamelib.games.ombre import deal as dealing
from gamelib.games.ombre.order import BASTA, SPADILLE
from gamelib.games.ombre.play import legal_mask, why_not, winner_index
from gamelib.games.ombre.rules import (
    BID,
    CARD_OF,
    DECLARE,
    DECLARE_SPADILLE,
    DISCARD_OF,
    LAY_DOWN,
    PASS,
    PLAY_ON,
    REST,
    SILENT_SPADILLE,
    SUIT_WORDS,
    SUITS,
    TAKE,
    TRUMP,
    P,
    card_actions,
    discard_actions,
)
from gamelib.games.ombre.settlement import HandSettlement


class OmbreState(HandSettlement, State):
    """One hand of Ombre."""

    def __init__(self, game, rng, hands=None, stock=None, dealer: int = 0,
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
        # the pack shuffled and dealt, or the hands given in set-up (:mod:`.deal`)
        self.hands, self.stock = (dealing.deal(game, rng) if hands is None
                                  else dealing.given(game, rng, hands, stock, self.p))
        self.dealt = list(self.hands)
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
                self.favourite = Card(int(self.rng.choice(game.deck_cards))).suit
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

    # ---- protocol -----------------------------------------------------------------------
    def current_player(self) -> int:
        pos = self._current()
        return TERMINAL if pos is None else self.active[pos]

    def is_terminal(self) -> bool:
        return self.phase == "end"

    def _current(self) -> int | None:
        """The position in the hand (0: the eldest) of the player to decide, None at the end;
        the phases in the order of how often a hand is in them."""
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
        (``list(state.legal_actions())``) to edit it. In play and in the exchange the cards
        allowed are also kept as a mask (``_legal_cards``), which :meth:`apply_action` checks a
        card against."""
        if self._legal is None:
            self._legal = self._legal_actions()
        return self._legal

    def _legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "play":
            trick = self.trick
            self._legal_cards = legal_mask(self.hands[(self.leader + len(trick)) % self.n],
                                           trick[0] if trick else None, self.trump,
                                           self._ponto_is_matador)
            return card_actions(self._legal_cards)
        if ph == "exchange":
            # the exchanging player discards his cards one at a time, then takes as many
            fewest, most = self.discard_bounds
            k = self.pending.bit_count()
            self._legal_cards = self.hands[self.exch_order[self.exch_i]] & ~self.pending \
                if k < most else 0
            out = discard_actions(self._legal_cards)
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
        k = self.pending.bit_count()
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
        self._apply(action if self._listed(action) else self.resolve(action))

    def _listed(self, action: Any) -> bool:
        """Whether ``action`` is one of the objects of the cached legal list: a card or a
        discard by its card in the legal mask, the take as the last action listed, any other by
        identity."""
        legal = self._legal
        if legal is None:
            return False
        ph = self.phase
        if ph == "play":
            card = CARD_OF.get(id(action))
            return card is not None and bool(self._legal_cards >> card & 1)
        if ph == "exchange":
            card = DISCARD_OF.get(id(action))
            if card is not None:
                return bool(self._legal_cards >> card & 1)
            return bool(legal) and action is legal[-1]
        return any(candidate is action for candidate in legal)

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
                    f"least {plural(need, 'card')} ('the discard, which must always be at least one "
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
                if self.pending.bit_count() >= self._max_discard(pos):
                    return IllegalAction(
                        f"a discard the stock cannot replace: only "
                        f"{plural(len(self.stock), 'card')} left in the stock", p["exchange"])
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
            d["exchange"] = {g.seats[self.active[p]]: self.discards[p].bit_count()
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
        info["discarded"] = {self.active[p]: self.discards[p].bit_count() for p in range(self.n)}
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

    def played_tricks(self) -> list:
        """The tricks so far as ``(leader, [(seat, card), ...], winner)``, in seats."""
        seat = self.active
        return [(seat[lead], [(seat[(lead + i) % self.n], Card(c)) for i, c in enumerate(cards)],
                 seat[w]) for lead, cards, w in self.log]

    def roles(self, viewer: int | None = None) -> dict[int, list[str]]:
        """The dealer, the eldest, the Ombre and the Allies (:mod:`.narration`)."""
        return narration.roles(self, viewer)

    def told(self, viewer: int | None = None) -> list:
        """The hand as a player hears it, the outcome with its passage (:mod:`.narration`)."""
        return narration.told(self, viewer)

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
        facts = [f"{escape(rules_name(self.rules))}, phase {self.phase}"]
        if self.contract:
            facts.append(f"contract {escape(words(self.contract))}")
        if trump:
            facts.append(f"trumps {SUIT_WORDS[trump]}")
        if self.favourite:
            facts.append(f"favourite {SUIT_WORDS[self.favourite]}")
        if d:
            facts.append(f"outcome <b>{escape(words(d['outcome']))}</b>")
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
