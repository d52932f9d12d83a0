"""The result and the settlement of a hand of Ombre: the booklet's fiches between the players
(:mod:`.tariff`), or the Académie's pool and beasts (:mod:`.pool`, through
``PoolSession.play_hand(state=...)``).

:class:`HandSettlement` gives the state its result, ``hand_result()``, ``ledger``, ``session``
and ``returns()``. ``details()`` books the settlement on a ledger line by line; ``returns()``
computes the same nets from the same rules without one (:meth:`HandSettlement._booklet_net`,
:func:`fresh_pool_returns`), which the tests prove equal.
"""

from __future__ import annotations

from gamelib.core.cards import CardSet
from gamelib.core.engine import Details
from gamelib.core.ledger import Ledger
from gamelib.games.ombre.order import SPADILLE, count_matadors
from gamelib.games.ombre.outcome import (
    CODILLE,
    FAILED_VOLE,
    REMISE,
    UNSPECIFIED,
    VOLE,
    WIN,
    outcome,
    outcome_cinquille,
)
from gamelib.games.ombre.pool import (
    CONTRACTS,
    MARKER_VALUE,
    MARKINGS,
    RATES,
    pool_amount,
    premium,
    split_in_two,
)
from gamelib.games.ombre.rules import SUITS
from gamelib.games.ombre.tariff import codille_extra, tariff_lines
from gamelib.games.ombre.tariff import settle as settle_fiches


class HandResult(Details):
    """What ``hand_result()`` gives the pool: a dict, that a notebook shows as a table, the
    split as the books write it (9-0-0) and a dash for what the hand has not (no codille
    winner, no note)."""

    def _as_shown(self) -> Details:
        return Details({key: "-".join(map(str, value)) if key == "tricks" and value
                        else "—" if value is None or value in ("", ()) else value
                        for key, value in self.items()})

    def _repr_html_(self) -> str:
        return self._as_shown()._repr_html_()

    def _repr_pretty_(self, printer, cycle) -> None:
        self._as_shown()._repr_pretty_(printer, cycle)


#: The contract's occasional payment from (or to) each Ally, per contract and per payment rate
#: (:func:`gamelib.games.ombre.pool.premium`, made once: academie:winnings.sans-prendre,
#: academie:retourne.payment, academie:options.single-payment).
PREMIUM = {(contract, single): premium(contract, single)
           for contract in CONTRACTS for single in (False, True)}
#: A fresh pool under each marking, and its two halves, the first for the player first to the
#: Ombre's right (academie:pool.count, academie:losses.failed-vole; made once).
FRESH_POOL = {marking: pool_amount(MARKINGS[marking].empty) for marking in MARKINGS}
FRESH_HALVES = {marking: split_in_two(pool) for marking, pool in FRESH_POOL.items()}


class HandSettlement:
    """The result and settlement of :class:`.state.OmbreState` (the state's attributes: its
    game, ``rules``, ``active`` seats, ``ombre``, ``won``, ``log``, ``contract`` ...)."""

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
            return outcome_cinquille(s, self.contract, self.committed)
        return outcome(s, self.rules, self.contract, self.committed)

    def premieres(self) -> bool:
        """The ombre took the first five tricks (noothoven:ombre.pay-premieres)."""
        return (self.ombre is not None and len(self.log) >= 5
                and all(w == self.ombre for _, _, w in self.log[:5]))

    def matadors(self, start: int | None = None) -> int:
        """The count of matadors paid for, from the ombre's hand when play began (or from the
        hand ``start``, a mask, that he may hold in a deal of the unseen cards)."""
        start = self.ombre_start if start is None else start
        if self.ombre is None or self.trump is None:
            return 0
        if not start >> SPADILLE & 1:
            return 0  # no count without Spadille, the first of the sequence (as count_matadors)
        return count_matadors(CardSet(start), SUITS[self.trump], self.game.order)

    def net_if(self, result: str, start: int | None = None):
        """The Ombre's net if the hand ended in ``result`` with ``start`` (a mask; by default
        his own) his hand when play began: what the coach values a card in, deal by deal of the
        unseen cards. The same rules as :meth:`returns` (the booklet's tariff, or the first
        hand of a fresh pool); the premières as the tricks so far have them."""
        if self.rules == "noothoven":
            terms = self._tariff_terms()
            terms["matadors"] = self.matadors(start)
            each = sum(line.fiches for line in tariff_lines(self.contract, result, **terms))
            return each * (self.n - 1) - codille_extra(
                self.contract, result, favourite=terms["favourite"],
                gasco_vole_paid=terms["gasco_vole_paid"])
        if result == UNSPECIFIED:
            result = REMISE  # as hand_result() settles the Académie's unnamed (1,4,4)
        hand = {"ombre": 0, "contract": self.contract, "result": result,
                "matadors": self.matadors(start), "codille_winner": 1,
                "committed_vole": self.committed}
        return fresh_pool_returns(hand, self.game.marking, self.game.single_payment)[0]

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
        return HandResult({
            "ombre": None if self.ombre is None else self.active[self.ombre],
            "contract": self.contract,
            "result": res,
            "matadors": self.matadors() if res != "all-pass" else 0,
            "codille_winner": self.codille_seat(),
            "committed_vole": self.committed,
            "tricks": self.split() if self.ombre is not None else (),
            "forced_spadille": self.forced,
            "note": note,
        })

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


def fresh_pool_returns(hand: dict, marking: str = "2-and-1", single_payment: bool = False) -> list:
    """Each seat's net (ints, or Fractions for a halved odd pool) when ``hand`` (an
    :meth:`OmbreState.hand_result`, seats 0..2) is the first hand of a fresh pool: exactly the
    amounts that ``PoolSession(...).play_hand(state=...)`` books with the session's own choices
    at their defaults, without the session and its ledger (what simulation asks of many
    thousands of random hands; ``tests/test_ombre_fresh_pool.py`` checks the two agree).

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
