"""The state of a Quadrille hand: the deal (noothoven:quadrille.deal, noothoven:quadrille.packets;
hoe-speel-je:deal.packets), the auction with each ladder (noothoven:quadrille.speak,
noothoven:quadrille.ladder; hoe-speel-je:bidding.order), the declarer's set-up (trumps, the
called king, the mediateur's purchase, the Dimidiator's exchange, the aide naming trumps), the
play by the Ombre family's rules (:func:`gamelib.games.ombre.play.legal_mask`,
:func:`gamelib.games.ombre.play.winner_index`; noothoven:quadrille.forcing,
hoe-speel-je:play.follow); its settlement is :mod:`.settlement` (payments by :mod:`.payment`).

Seats are numbered 0..3 to the right: the player at the dealer's right is ``dealer + 1``, who
speaks and leads first ("naar de regterhand om", noothoven:quadrille.deal; "tegen de klok in,
te beginnen bij de speler rechts van de deler", hoe-speel-je:deal.packets).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gamelib.core.cards import SUITS, Card, CardSet
from gamelib.core.deal import BIT, shuffle_order
from gamelib.core.engine import TERMINAL, Action, Game, IllegalAction, State
from gamelib.core.names import plural
from gamelib.games.ombre.order import SUIT_OF
from gamelib.games.ombre.play import legal_mask, winner_index
from gamelib.games.quadrille import payment
from gamelib.games.quadrille.actions import (
    ANNOUNCE,
    BUYS,
    CALLS,
    DECK_BITS,
    DECK_CARDS,
    END_GIVE,
    GIVE_ACTIONS,
    NEXT_SEAT,
    NO_ANNOUNCE,
    PASS,
    PLAY_LIST,
    PLAY_ON,
    RETURN_ACTIONS,
    SHOW,
    STOP,
    TRUMPS,
    mask_of_ints,
    plays_of,
)
from gamelib.games.quadrille.refusals import why_illegal
from gamelib.games.quadrille.rules import (
    BASTA,
    KINGS,
    MEDIATEUR_FEE,
    MEDIATEUR_FEE_FAVOURITE,
    SPADILLE,
    TRUMP_INTS,
    Contract,
    callable_cards,
    callable_kings,
)
from gamelib.games.quadrille.settlement import HandSettlement


class QuadrilleState(HandSettlement, State):
    """A Quadrille hand in progress."""

    def __init__(self, game: Game, rng: np.random.Generator, hands=None, dealer=None,
                 favourite=None, pot=None, after_remise=False):
        """A hand of ``game`` (a :class:`gamelib.games.quadrille.game.QuadrilleGame`, which
        deals it: this module below it names no game) dealt from ``rng``, or of the ``hands``
        given (masks, checked by ``QuadrilleGame.new_initial_state``)."""
        self.game = game
        self.rng = rng
        n = game.num_players
        rs = game.rules
        self.rules = rs
        self._ponto_is_matador = rs.order.ponto_is_matador
        self._n = n  # players at the table
        self._next = NEXT_SEAT[n]  # the seat after each
        self._modern = game.modern
        self._total = game.hand_size  # tricks a hand
        if dealer is None:
            # The first dealer: the booklet's player who drew the diamond, the page's lowest
            # card; in either case a seat drawn by lot.
            dealer = int(rng.integers(n))
        self.dealer = int(dealer)
        self.favourite = None
        if not game.modern and game.settings["favourite"]:
            if favourite is None:
                # "de kleur van de kaart, die boven ligt, als het wasch-spel omgekeerd wordt"
                # (noothoven:ombre.favourite): the top card of the other, shuffled pack; a black
                # ace turned gives its printed suit (unspecified in source).
                favourite = Card(DECK_CARDS[int(rng.integers(len(DECK_CARDS)))]).suit
            self.favourite = favourite
        if pot is None:
            self.ledger = game.opening_ledger()  # the stakes paid in, on the modern page
        else:
            self.ledger = game.carried_ledger(pot, after_remise)
        #: the pot the hand is played for as it opens, stakes paid (the modern page; 0 in the
        #: booklet)
        self.opening_pot = self.ledger.balance(payment.POT) if game.modern else 0
        self.redeals = 0
        self._deal(hands)

    # ---- deal and auction ----------------------------------------------------------------

    def _deal(self, hands=None) -> None:
        """Deal the hands (or take the ``hands`` given) and open the auction with the eldest,
        the player at the dealer's right (noothoven:quadrille.speak, hoe-speel-je:deal.bidding)."""
        game = self.game
        n = game.num_players
        if hands is None:
            # Packets to the right from the dealer's right hand: 3, 3, 4
            # (noothoven:quadrille.packets) or 4, 3, 3 (hoe-speel-je:deal.packets)
            # (QuadrilleGame.deal_slots). The pack is shuffled as card bits, so that a hand's
            # mask is the sum of the bits at its positions (gamelib.core.deal.slot_getter).
            pack = shuffle_order(self.rng, DECK_BITS)
            masks = [0] * n
            for i, take in enumerate(game.deal_takers):
                masks[(self.dealer + 1 + i) % n] = sum(take(pack))
        else:
            masks = list(hands)
        self.hands = masks
        self.dealt = tuple(masks)
        self.eldest = (self.dealer + 1) % n
        self.phase = "bid"
        self.to_move = self.eldest
        self.passed = [False] * n
        self.bids: list[tuple[int, str]] = []
        self.high: Contract | None = None
        self.declarer: int | None = None
        self.contract: Contract | None = None
        self.trump: str | None = None
        self.t = -1
        self.called: int | None = None
        self.aide: int | None = None
        self.revealed = False
        self.side: tuple[int, ...] = ()
        self.opponents: tuple[int, ...] = ()
        self.trick: list[int] = []
        self.leader = self.eldest
        self.tricks: list[tuple[int, tuple[int, ...], int]] = []
        self.won = [0] * n
        self.side_tricks = 0
        self.vole_on = False
        self.announced = False
        self.shown = False
        self.bought: int | None = None
        self.seller: int | None = None
        self.given: list[int] = []
        self.returned: list[int] = []
        self.start_hands: tuple[int, ...] = ()
        self.outcome: str | None = None
        self.vole: str | None = None
        self._king_seat = -1  # who must keep the called king's rule in play (_begin_play)
        self._legal: list[Action] | None = None
        self._legal_cards = 0

    def current_player(self) -> int:
        """The seat to decide now, or ``TERMINAL`` once the hand is settled."""
        return TERMINAL if self.phase == "end" else self.to_move

    def hand(self, player: int) -> CardSet:
        """The cards ``player`` holds now."""
        return CardSet(self.hands[player])

    def _bid_options(self, seat: int) -> list[Action]:
        """Pass, or a contract above the highest bid that the hand allows (:func:`.rules.allows`
        through QuadrilleGame.ladder)."""
        actions = [PASS]
        floor = self.high.rank if self.high else 0
        hand = self.hands[seat]
        for rank, holds, bid in self.game.ladder:
            if rank > floor and (holds is None or holds(hand)):
                actions.append(bid)
        return actions

    def legal_actions(self) -> list[Action]:
        """The legal actions in a fixed order, kept until the next action (the protocol asks
        twice a step: the player, then ``resolve``): the kept list itself is returned, so
        callers must not change it. In play the legal cards are kept as a mask too."""
        legal = self._legal
        if legal is None:
            if self.phase == "play":
                mask = self._legal_cards = self._play_mask()
                legal = self._legal = plays_of(mask)
            else:
                legal = self._legal = self._legal_actions()
        return legal

    def apply_action(self, action: Action | str) -> None:
        """As the protocol's; an action that is one of the objects of the kept
        ``legal_actions()`` list (what a policy hands back) is carried out without a search: in
        play, a card's own action (``PLAY_LIST[card]``) of the legal mask."""
        legal = self._legal
        if legal is not None:
            if self.phase == "play":
                try:
                    card = action.value
                    listed = PLAY_LIST[card] is action and self._legal_cards >> card & 1
                except (AttributeError, TypeError, IndexError):
                    listed = False  # a label or another value: resolve() reads it
                if listed:
                    self._legal = None
                    self._play(card)
                    return
            else:
                for candidate in legal:
                    if candidate is action:
                        self._apply(action)
                        return
        self._apply(self.resolve(action))

    def _legal_actions(self) -> list[Action]:
        """The legal actions of every phase but play (:meth:`legal_actions`)."""
        phase = self.phase
        if phase == "bid":
            return self._bid_options(self.to_move)
        if phase == "trump":
            return [TRUMPS[s] for s in self._trump_choices()]
        if phase == "call":
            return [CALLS[k] for k in self._callable()]
        if phase == "buy":
            return [BUYS[k] for k in callable_kings(self.hands[self.declarer])]
        if phase == "give":
            return GIVE_ACTIONS.of(self.hands[self.declarer])
        if phase == "dimid_give":
            acts = GIVE_ACTIONS.of(self.hands[self.declarer] & ~mask_of_ints(self.given))
            if self.given:
                acts.append(END_GIVE)
            return acts
        if phase == "dimid_return":
            return RETURN_ACTIONS.of(self.hands[self.aide] & ~mask_of_ints(self.returned))
        if phase == "show":
            return [SHOW]
        if phase == "vole_choice":
            return [STOP, PLAY_ON]
        if phase == "announce":
            return [NO_ANNOUNCE, ANNOUNCE]
        return []

    # ---- the set-up choices -----------------------------------------------------------------

    def _trump_choices(self) -> list[str]:
        """The suits the player to move may make trumps: not the called king's for the aide
        (noothoven:quadrille.aide-trump; on the page the King called is "een niet-troef Heer",
        hoe-speel-je:intro.outline), the suit held fewest for a misère
        (noothoven:quadrille.misere-trump, an option), one that leaves a King to call on the
        page (hoe-speel-je:bidding.alliance)."""
        c = self.contract
        hand = self.hands[self.to_move]
        if self.to_move != self.declarer:  # the aide names trumps
            if self.called is not None:
                # "dan mag hij de kleur van den beroepen heer niet troef maken"
                # (noothoven:quadrille.aide-trump); Casco's King too stays a non-trump King
                # (hoe-speel-je:intro.outline, hoe-speel-je:bidding.alliance)
                return [s for s in SUITS if s != Card(self.called).suit]
            return list(SUITS)
        if c.family in ("misere", "misere-ouverte") and self.game.settings.get(
                "misere_trump") == "fewest":
            counts = {s: CardSet(hand).suit(s).__len__() for s in SUITS}
            least = min(counts.values())
            return [s for s in SUITS if counts[s] == least]
        if self.game.modern and c.partner == "called" and self.called is None:
            # A non-trump King must remain to be called (hoe-speel-je:bidding.alliance).
            ok = [s for s in SUITS if any(Card(k).suit != s for k in callable_kings(hand))]
            return ok or list(SUITS)
        return list(SUITS)

    def _callable(self) -> list[int]:
        """The cards the declarer may call (noothoven:quadrille.vraag-call,
        hoe-speel-je:bidding.alliance; Hoyle's laws 23 and 12 as options)."""
        hand = self.hands[self.declarer]
        game = self.game
        if game.modern:
            kings = callable_kings(hand)
            if self.trump is not None and self.contract.partner == "called":
                # "roept een niet-troef Heer" (hoe-speel-je:bidding.alliance,
                # hoe-speel-je:bidding.forced-spadille)
                kings = [k for k in kings if Card(k).suit != self.trump]
            return kings
        # a king he does not hold (noothoven:quadrille.vraag-call), or under Hoyle's laws (the
        # options) his own kings too, and with four kings a queen (rules.callable_cards)
        cards = callable_cards(hand, game.own_king, game.queen)
        if self.trump is not None and game.queen:
            # "except the queen of trumps" (Hoyle's law 12)
            cards = [c for c in cards if Card(c).rank != "Q" or Card(c).suit != self.trump]
        return cards

    def _start_contract(self, contract: Contract, declarer: int) -> None:
        """The auction won (or forced): the contract's set-up begins, trumps named, a king
        called or bought, or Spadille's holder making trumps (:class:`.rules.Contract`)."""
        self.contract = contract
        self.declarer = declarer
        self.to_move = declarer
        p = contract.partner
        if contract.trump_by == "favourite":
            self._set_trump(self.favourite)
            self.phase = "call"
        elif p == "bought":
            self.phase = "buy"
        elif p == "spadille":
            # Trois-quarts / quatre-quarts with kings: Spadille's holder makes trumps and plays
            # along, or Basta's if the declarer holds Spadille, or the fourth king's if he holds
            # Basta too (noothoven:quadrille.trois-quarts-kings, noothoven:quadrille.quatre-quarts).
            aide = self._holder(SPADILLE)
            if aide == declarer:
                aide = self._holder(BASTA)
            if aide == declarer:
                aide = self._holder(next(k for k in KINGS if not self.hands[declarer] >> k & 1))
            self.aide = aide
            self.revealed = True  # he makes trumps openly
            self.phase = "trump"
            self.to_move = aide
        elif p == "called" and contract.trump_by == "aide":
            self.phase = "call"
        else:
            self.phase = "trump"
        if self.phase == "call" and not self._callable():
            self._no_king_to_call()

    def _no_king_to_call(self) -> None:
        """A forced declarer who holds every king he might call plays alone and names trumps
        (unspecified in source: spadille-forcée and forced Spadille assume a king to call)."""
        self.aide = None
        if self.trump is None:
            self.phase = "trump"
            self.to_move = self.declarer
        else:
            self._begin_play()

    def _holder(self, card: int) -> int:
        """The seat that holds ``card``."""
        for seat, h in enumerate(self.hands):
            if h >> card & 1:
                return seat
        raise ValueError(f"{Card(card)} is in no hand")

    def _set_trump(self, suit: str) -> None:
        """``suit`` is trump."""
        self.trump = suit
        self.t = SUITS.index(suit)  # the suit index the play's tables are read by

    # ---- applying actions -----------------------------------------------------------------

    def resolve(self, action: Action | str) -> Action:
        """As the protocol's, with a quick path for a card played (a look-up in the legal mask)."""
        if isinstance(action, Action) and action.kind == "card" and self.phase == "play":
            if isinstance(action.value, int) and 0 <= action.value < 52 and \
                    self.legal_card_mask() >> action.value & 1:
                return PLAY_LIST[action.value]
            raise self.refusal(action)
        return super().resolve(action)

    def _apply(self, action: Action) -> None:
        """Carry out a legal action of any phase."""
        self._legal = None
        kind = action.kind
        if kind == "card":
            self._play(action.value)
        elif kind in ("pass", "bid"):
            self._auction(action)
        elif kind == "trump":
            self._set_trump(action.value)
            c = self.contract
            if self.to_move != self.declarer:
                self.revealed = True  # the aide names trumps in the open
                self._begin_play()
            elif c.partner == "called" and self.called is None and self.aide is None and \
                    self._callable():
                self.phase = "call"
            elif c.partner == "dimidiator":
                self.phase = "call"
            elif c.partner == "bought":
                self._mediateur_fee()
                self._begin_play()
            else:
                self._begin_play()
        elif kind == "call":
            self.called = action.value
            # his own king called (Hoyle's law 23, an option): he is his own aide and plays alone
            self.aide = self._holder(action.value)
            self.revealed = self.game.modern and self.game.settings["fixed_partners"]
            c = self.contract
            if c.partner == "dimidiator":
                self.phase = "dimid_give"
            elif c.trump_by == "aide" and self.trump is None:
                self.phase = "trump"
                self.to_move = self.aide
            else:
                self._begin_play()
        elif kind == "buy":
            self.bought = action.value
            self.seller = self._holder(action.value)
            self.phase = "give"
        elif kind == "give":
            if self.phase == "give":  # the mediateur hands over one card face down
                card = action.value
                d, s = self.declarer, self.seller
                self.hands[d] = (self.hands[d] & ~(1 << card)) | (1 << self.bought)
                self.hands[s] = (self.hands[s] & ~(1 << self.bought)) | (1 << card)
                self.given = [card]
                self.phase = "trump"
            elif action.value is None:
                self.phase = "dimid_return"
                self.to_move = self.aide
            else:
                self.given.append(action.value)
        elif kind == "return":
            self.returned.append(action.value)
            if len(self.returned) == len(self.given):
                d, a = self.declarer, self.aide
                g = mask_of_ints(self.given)
                r = mask_of_ints(self.returned)
                self.hands[d] = (self.hands[d] & ~g) | r
                self.hands[a] = (self.hands[a] & ~r) | g
                # "de Hombre speelt solo met de verbeterde hand" (hoe-speel-je:bidding.dimidiator)
                self.seller = a
                self.aide = None
                self.to_move = self.declarer
                self._begin_play()
        elif kind == "show":
            self.shown = True
            self.phase = "play"
            self.to_move = self.leader
        elif kind == "vole":
            if action.value:
                self.vole_on = True
                self.phase = "play"
            else:
                self._finish()
        elif kind == "announce":
            self.announced = bool(action.value)
            self.phase = "play"
            self.to_move = self.leader

    def _auction(self, action: Action) -> None:
        """A pass or a bid; the last one in declares, every bid above the last
        (noothoven:quadrille.ladder, hoe-speel-je:bidding.order)."""
        seat = self.to_move
        if action.kind == "pass":
            # "Heeft men eenmaal gepast, dan mag men later niet ... hooger bieden"
            # (noothoven:ombre.pass-final), read for Quadrille too.
            self.passed[seat] = True
            self.bids.append((seat, "pass"))
        else:
            # A bidder who has been overcalled may go higher or pass (unspecified in source).
            self.high = self.game.contract_of[action.value]
            self.declarer = seat
            self.bids.append((seat, action.value))
        active = self.passed.count(False)  # the players still in the auction
        if not active:
            self._all_passed()
            return
        if active == 1 and self.high is not None and not self.passed[self.declarer]:
            # the highest bidder is the last one in
            self._start_contract(self.high, self.declarer)
            return
        following = self._next  # (seat + 1) % n, read from a tuple (see NEXT_SEAT)
        nxt = following[seat]
        while self.passed[nxt]:
            nxt = following[nxt]
        self.to_move = nxt

    def _all_passed(self) -> None:
        """Everyone passed: Spadille's holder is forced to play, or on the page (an option) the
        deal passes on."""
        if self.game.modern and not self.game.settings["forced_spadille"]:
            # "een algehele pas leidt tot heruitdelen" (hoe-speel-je:variants.no-forced-spadille)
            self.redeals += 1
            self.dealer = (self.dealer + 1) % self.game.num_players
            self._deal()
            return
        # spadille-forcée (noothoven:quadrille.spadille-forcee) / forced Spadille
        # (hoe-speel-je:bidding.forced-spadille)
        holder = self._holder(SPADILLE)
        self._start_contract(self.game.forced, holder)

    def _mediateur_fee(self) -> None:
        """The booklet's mediateur pays the king's holder a fiche, two in the favourite
        (noothoven:quadrille.mediateur, noothoven:quadrille.mediateur-favourite)."""
        if self.game.modern:
            return  # the page names no fee for its Mediateur
        fee = MEDIATEUR_FEE_FAVOURITE if self.trump == self.favourite else MEDIATEUR_FEE
        names = self.game.seats
        self.ledger.pay(names[self.declarer], names[self.seller], fee,
                        f"mediateur: {plural(fee, 'fiche')} for the king {Card(self.bought)} bought",
                        passage="noothoven:quadrille.mediateur-favourite" if fee == 2
                        else "noothoven:quadrille.mediateur")

    def _begin_play(self) -> None:
        """The sides are set and the eldest leads (noothoven:quadrille.lead,
        hoe-speel-je:play.lead); the page's declarer may first announce the vole."""
        d = self.declarer
        n = self.game.num_players
        self.side = (d,) if self.aide is None or self.aide == d else tuple(sorted((d, self.aide)))
        # "De geroepen Heer moet worden gespeeld als zijn kleur wordt uitgekomen" and may not be
        # led by its holder (hoe-speel-je:play.called-king): the seat it binds in play
        self._king_seat = self.aide if (
            self.game.modern and self.called is not None and self.aide is not None
            and self.contract.partner == "called") else -1
        self.opponents = tuple([s for s in range(n) if s not in self.side])
        self.start_hands = tuple(self.hands)
        # "De speler, die voor de hand zit, begint het eerst te spelen" (noothoven:quadrille.lead);
        # hoe-speel-je:play.lead.
        self.leader = self.eldest
        self.to_move = self.eldest
        self.phase = "announce" if self.game.modern else "play"
        if self.phase == "announce":
            self.to_move = d

    # ---- play ----------------------------------------------------------------------------

    def legal_card_mask(self) -> int:
        """The cards the player to move may play now, as a mask (:meth:`legal_actions` keeps
        it)."""
        self.legal_actions()
        return self._legal_cards

    def _play_mask(self) -> int:
        """The cards the player to move may play: the Ombre family's following rules
        (:func:`gamelib.games.ombre.play.legal_mask`: the suit led, the matadors' privilege;
        noothoven:quadrille.forcing, hoe-speel-je:play.follow), and the modern page's called
        King (:meth:`_called_king`)."""
        seat = self.to_move
        hand = self.hands[seat]
        trick = self.trick
        mask = legal_mask(hand, trick[0], self.t, self._ponto_is_matador) if trick else hand
        if seat == self._king_seat and hand >> self.called & 1:
            return self._called_king(mask, trick)
        return mask

    def _called_king(self, mask: int, trick: list[int]) -> int:
        """The called King's holder's legal cards: "De geroepen Heer moet worden gespeeld als
        zijn kleur wordt uitgekomen" and "mag niet door de bezitter zelf worden uitgespeeld"
        (hoe-speel-je:play.called-king)."""
        king = self.called
        if not trick:
            rest = mask & ~BIT[king]
            return rest or mask
        if SUIT_OF[self.t][king] == SUIT_OF[self.t][trick[0]]:
            return BIT[king]
        return mask

    def _play(self, card: int) -> None:
        """``card`` (legal) played by the player to move; a full trick goes to the highest card
        (:func:`gamelib.games.ombre.play.winner_index`: the highest trump, else the highest card
        of the suit led; noothoven:ombre.follow-suit)."""
        seat = self.to_move
        self.hands[seat] ^= BIT[card]
        trick = self.trick
        trick.append(card)
        if card == self.called:
            self.revealed = True  # the aide shows himself by playing the king
        n = self._n
        if len(trick) < n:
            self.to_move = self._next[seat]
            return
        leader = self.leader
        winner = (leader + winner_index(trick, self.t)) % n
        self.tricks.append((leader, tuple(trick), winner))
        self.trick = []
        self.won[winner] += 1
        if winner in self.side:
            self.side_tricks += 1
        self.leader = winner
        self.to_move = winner
        if self._modern:  # the modern page plays all the tricks (hoe-speel-je:play.all-tricks)
            if len(self.tricks) == self._total:
                self._finish()
            return
        self._after_trick(winner)

    def _after_trick(self, winner: int) -> None:
        """The booklet's end of a trick: whether the game is decided, the misère-ouverte's
        showing, the vole's choice (the modern page plays every trick: :meth:`_play`)."""
        k = len(self.tricks)
        total = self.game.hand_size
        fam = self.contract.family
        s = self.side_tricks
        o = k - s
        if fam in ("misere", "misere-ouverte"):
            if s > 0 or k == total:
                self._finish()  # the game is decided (play stops: unspecified in source)
            elif fam == "misere-ouverte" and k == 1 and not self.shown:
                # "nadat de eerste slag is opgenomen, en er voor den tweeden keer wordt
                # uitgespeeld (dus bij de vijfde kaart), zijn spel open te leggen"
                # (noothoven:quadrille.misere-ouverte-show)
                self.phase = "show"
                self.to_move = self.declarer
            return
        if fam == "vole-declaree":
            if o > 0 or k == total:
                self._finish()
            return
        if self.vole_on:
            if o > 0 or k == total:
                self._finish()
            return
        if k == self.game.win_at and s == k and (
                self.game.forced_is_ask or self.contract is not self.game.forced):
            # "Wanneer men na den zesden trek voortgaat met spelen, dan wordt men gerekend op de
            # vole aan te gaan" (noothoven:quadrille.vole-going-on): the winner of the sixth
            # trick, to lead the seventh, chooses. Not in spadille-forcée read as Hoyle's laws
            # have it: "nor is he allowed to play for the vole" (QuadrilleGame.forced_is_ask).
            self.phase = "vole_choice"
            return
        if s >= self.game.win_at or o >= total - self.game.win_at + 2 or k == total:
            self._finish()  # the outcome can no longer change

    def details(self) -> dict:
        """The hand told: contract, trumps, the called king, the sides, every trick, the
        outcome and every payment line."""
        c = self.contract
        seats = self.game.seats
        return {
            "rules": self.rules.key,
            "dealer": self.dealer,
            "favourite": self.favourite,
            "bids": [f"{seats[s]}: {b}" for s, b in self.bids],
            "contract": c.label if c else None,
            "declarer": self.declarer,
            "trump": self.trump,
            "called king": str(Card(self.called)) if self.called is not None else None,
            "aide": self.aide,
            "side": list(self.side),
            "tricks": [" ".join(str(Card(x)) for x in t[1]) + f" -> {seats[t[2]]}"
                       for t in self.tricks],
            "side tricks": self.side_tricks,
            "outcome": self.outcome,
            "vole": self.vole,
            "payments": self.ledger.lines(),
            "balances": {k: str(v) for k, v in self.ledger.balances().items()},
        }

    def played_tricks(self) -> list:
        """The tricks so far as ``(leader, [(seat, card), ...], winner)``."""
        n = self.game.num_players
        return [(lead, [((lead + i) % n, Card(c)) for i, c in enumerate(cards)], w)
                for lead, cards, w in self.tricks]

    def roles(self, viewer: int | None = None) -> dict[int, list[str]]:
        """The dealer, the eldest, the declarer with his game, and his partner (the aide) once
        ``viewer`` knows him (:meth:`information`; None: once every seat knows him)."""
        seats = self.game.seats
        roles: dict[int, list[str]] = {p: [] for p in range(len(seats))}
        roles[self.dealer].append("the dealer")
        roles[(self.dealer + 1) % len(seats)].append("eldest hand: speaks first and leads")
        if self.declarer is None or self.contract is None:
            return roles
        roles[self.declarer].append(f"the declarer: {self.contract.label}")
        outsider = next((p for p in range(len(seats)) if p not in self.side), self.declarer)
        aide = self.information(outsider if viewer is None else viewer)["partner"]
        if aide is not None and aide != self.declarer:
            king = f", holder of the {Card(self.called).name('en')}" if self.called is not None \
                else ""
            roles[aide].append(f"the aide{king}")
        if aide is not None or self.contract.partner != "called":
            for p in range(len(seats)):
                if p not in self.side:
                    roles[p].append("against the declarer")
        return roles

    def information(self, player: int) -> dict:
        """What ``player`` sees: his hand, the public auction and play, and the partner only once
        he has shown himself (by the called king, or by naming trumps), or to himself."""
        partner_known = (self.revealed or player == self.aide or self.aide is None
                         or self.phase == "end")
        info = {
            "player": player,
            "hand": self.hand(player),
            "dealer": self.dealer,
            "favourite": self.favourite,
            "bids": list(self.bids),
            "contract": self.contract.label if self.contract else None,
            "declarer": self.declarer,
            "trump": self.trump,
            "called king": Card(self.called) if self.called is not None else None,
            "partner": self.aide if partner_known else None,
            "tricks": [(t[0], tuple(Card(x) for x in t[1]), t[2]) for t in self.tricks],
            "trick": [Card(x) for x in self.trick],
            "shown": {},
        }
        if self.shown:
            info["shown"] = {self.declarer: self.hand(self.declarer)}
        elif self.contract is not None and self.contract.family == "gasco" and \
                not self.game.modern:
            # "vertoont men de beide zwarte azen" (noothoven:quadrille.gasco): shown until played
            info["shown"] = {self.declarer: self.hand(self.declarer) & CardSet([SPADILLE, BASTA])}
        if player in (self.declarer, self.seller) and self.bought is not None and self.given:
            info["exchanged"] = {"king": Card(self.bought), "card": Card(self.given[0])}
        if player in (self.declarer, self.seller) and self.returned:
            info["exchanged"] = {"given": [Card(c) for c in self.given],
                                 "returned": [Card(c) for c in self.returned]}
        return info

    def _repr_html_(self) -> str:
        """The hands as dealt, as cards (trumps first once named), the contract and the
        settlement."""
        from html import escape
        rows = []
        order = TRUMP_INTS[self.trump] if self.trump else ()
        key = (lambda c: (order.index(c) if c in order else 20 + int(c)))
        for seat in range(self.game.num_players):
            role = []
            if seat == self.dealer:
                role.append("dealer")
            if seat == self.declarer and self.contract:
                role.append("declarer")
            if seat == self.aide:
                role.append("aide")
            rows.append(f"<tr><td><b>{self.game.seats[seat]}</b> {escape(', '.join(role))}</td>"
                        f"<td>{CardSet(self.dealt[seat]).svg(order=key)}</td></tr>")
        c = self.contract
        head = (f"{escape(c.label)}, trumps {self.trump or '?'}, outcome {self.outcome or '-'}"
                if c else "auction")
        ledger = self.ledger._repr_html_() if self.ledger.entries else ""
        return (f'<div class="quadrille-state"><div>{escape(self.rules.key)} Quadrille: {head}'
                f"</div><table>{''.join(rows)}</table>{ledger}</div>")

    #: The state's lists that play changes, copied by :meth:`clone` (the rest is shared or
    #: replaced, never changed in place).
    _CHANGING = ("hands", "passed", "bids", "trick", "tricks", "won", "given", "returned")

    def clone(self) -> QuadrilleState:
        """A copy that plays on without touching this state (its ledger copied too)."""
        new = object.__new__(QuadrilleState)
        new.__dict__.update(self.__dict__)
        for name in self._CHANGING:
            setattr(new, name, list(getattr(self, name)))
        new.ledger = self.ledger.copy()
        new._legal = None
        return new

    def why_illegal(self, action: Any) -> IllegalAction:
        """The rule, with its passage, that ``action`` breaks (:mod:`.refusals`)."""
        return why_illegal(self, action)
