"""The Académie's pool, its beasts and its payments: hands of Ombre one after another.

The Académie des jeux oubliés plays Ombre for a *pool* that every player marks with counters,
and a losing Ombre does not pay at once: he makes a *beast*, a debt equal to the wager, which is
later "put into play" with the pool and won with it. The rules, in the source's order:

* winnings (academie:winnings.systematic, academie:winnings.vole, academie:winnings.matadors,
  academie:winnings.true-matadors, academie:winnings.sans-prendre, academie:winnings.committed-vole)
  and losses (academie:losses.beast, academie:losses.committed-vole-no-beast,
  academie:losses.beast-is-debt, academie:losses.only-ombre, academie:losses.matadors,
  academie:losses.sans-prendre, academie:losses.committed-vole, academie:losses.codille,
  academie:losses.failed-vole);
* the pool and its 2-and-1 marking (academie:pool.start, academie:pool.all-pass,
  academie:pool.taken, academie:pool.beast-to-play, academie:pool.count);
* the beasts (academie:beast.amount, academie:beast.sheet, academie:beast.paid,
  academie:beast.vole, academie:beast.table) and the 3-and-2 marking that "brought disorder into
  the list of beasts" (academie:beast.sequence, academie:beast.three-and-two);
* the end of the game (academie:end.length, academie:end.beasts), the options forced Spadille
  (academie:options.forced-spadille) and single payment (academie:options.single-payment), the
  double wager footnote (academie:summary.double-wager) and Retourne (academie:retourne.payment).

:class:`PoolSession` is a :class:`gamelib.core.session.Session`: hands stated by a reader
(``play_hand(result=...)``) or dealt and played (``play(deals)``, ``keep(state)``) are settled one
after another. :func:`academie_example` replays the source's seven hands
(:mod:`gamelib.games.ombre.example`); its tables, the Monte Carlo of a partie and the command
``python -m gamelib beasts`` are in :mod:`gamelib.analysis.beasts`.

``session.ledger`` has the players and two pots: ``"pool"``, into which each marker laid pays
3 counters (academie:pool.start, academie:pool.count), and ``"beasts"``, into which a beast made is
paid as the debt it is and out of which it is paid to its winner or back to its owner
(academie:losses.beast-is-debt, academie:beast.paid). A player's ``cash`` adds his open beasts
back to his ledger balance. Why the ledger books them so: ``docs/ombre-pool.md``.

Where the source is silent, the choice is named (``UNSPECIFIED``) and is an option of
:class:`PoolSession` (:data:`OPTIONS`) where readers may reasonably differ.
"""

from __future__ import annotations

import numbers
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from html import escape

from gamelib.core.engine import IllegalAction, get_game
from gamelib.core.ledger import Amount, Entry, Ledger
from gamelib.core.options import Option
from gamelib.core.session import Session
from gamelib.games.ombre.example import EXAMPLE_HANDS
from gamelib.games.ombre.marking import (
    MARKER_VALUE,
    MARKINGS,
    beast_table,  # noqa: F401 (the package offers it here)
    markers_to_lay,
    pool_amount,
)
from gamelib.games.ombre.result import (
    CONTRACTS,  # noqa: F401 (the settlement's contracts)
    RESULTS,
    HandResult,
    check_result,
    stated_result,
)

# --------------------------------------------------------------------------------------------
# Rules as data
# --------------------------------------------------------------------------------------------

#: The occasional payments at the double rate (academie:options.double-payment) and the single
#: rate (academie:options.single-payment).
RATES = {
    False: {"sans-prendre": 12, "matador": 2},  # double payment, the Académie's recommendation
    True: {"sans-prendre": 6, "matador": 1},  # single payment, by agreement
}
#: "Playing Retourne generates an occasional payment as in Sans Prendre, but at half its amount"
#: (academie:retourne.payment).
RETOURNE_SHARE = Fraction(1, 2)

#: Contracts whose occasional payment is the Sans Prendre payment (academie:winnings.sans-prendre,
#: academie:losses.sans-prendre) or half of it (academie:retourne.payment).
PREMIUM_SHARE = {"ask-leave": Fraction(0), "retourne": RETOURNE_SHARE,
                 "sans-prendre": Fraction(1), "vole": Fraction(1)}

#: Options where the source is silent, with their choices (the first is the default).
UNSPECIFIED = {
    # academie:losses.beast-is-debt ("equal to the amount that the Ombre would have received")
    # and academie:beast.amount ("equal to that of the total wager") part only for a failed
    # announced vole, where he would have received every outstanding beast or double the wager.
    "failed_vole_beast": ("wager", "would-have-received"),
    # academie:losses.failed-vole: the Allies "share" the beasts; when one of them owns a beast,
    # "share" pays it into the common winnings (in effect he pays his partner half of it);
    # "cancel" treats it as a winner's own beast, simply cancelled (academie:beast.paid).
    "ally_own_beast": ("share", "cancel"),
    # Halving an odd amount (a shared pool or beast, half the wager after a vole): exact halves
    # (fractions of a counter), or the odd counter to the ally first to the Ombre's right / the
    # Ombre ("right-first"), or away from him ("right-last").
    "odd_split": ("exact", "right-first", "right-last"),
}


def rates(single_payment: bool = False) -> dict[str, int]:
    """The Sans Prendre payment and the payment per matador (academie:options.double-payment,
    academie:options.single-payment)."""
    return dict(RATES[bool(single_payment)])


def premium(contract: str, single_payment: bool = False) -> Amount:
    """The contract's occasional payment from (or to) each Ally: Sans Prendre 12 (6), Retourne
    half of it, Ask Leave nothing (academie:winnings.sans-prendre, academie:retourne.payment)."""
    value = PREMIUM_SHARE[contract] * RATES[bool(single_payment)]["sans-prendre"]
    return int(value) if value.denominator == 1 else value


def split_in_two(amount: Amount, how: str = "exact") -> tuple[Amount, Amount]:
    """Two shares of an amount, the first for the player first to the Ombre's right.

    UNSPECIFIED in the source (academie:losses.failed-vole says only "share"): ``how`` names
    what happens to an odd counter."""
    if how == "exact" or amount % 2 == 0:
        half = Fraction(amount) / 2
        half = int(half) if half.denominator == 1 else half
        return half, half
    low = amount // 2
    return (low + 1, low) if how == "right-first" else (low, low + 1)


#: The options of a :class:`PoolSession`, each checked by :func:`check_options`. The first five
#: are the game's; the others are where the source is silent (``UNSPECIFIED``).
OPTIONS = (
    Option("players", (tuple, list), ("A", "B", "C"),
           "the three players' names, in playing order (seats 0, 1, 2)", "academie:pool.count"),
    Option("marking", str, "2-and-1", "how the pool is marked: the Académie describes 2-and-1 "
           "and 3-and-2", "academie:beast.sequence", choices=tuple(MARKINGS)),
    Option("single_payment", bool, False, "the occasional payments at the single rate, "
           "by agreement", "academie:options.single-payment"),
    Option("forced_spadille", bool, False, "after three passes the holder of Spadille plays "
           "Ask Leave", "academie:options.forced-spadille.agreed"),
    Option("retourne", bool, False, "Retourne may be bid", "academie:retourne.name"),
    Option("failed_vole_beast", str, "wager", "the beast of a failed announced vole: the wager, "
           "or what the Ombre would have received (unspecified in source)",
           "academie:losses.beast-is-debt", choices=UNSPECIFIED["failed_vole_beast"]),
    Option("ally_own_beast", str, "share", "an Ally's own beast in the Allies' shared win: "
           "shared, or cancelled (unspecified in source)", "academie:losses.failed-vole",
           choices=UNSPECIFIED["ally_own_beast"]),
    Option("odd_split", str, "exact", "an odd amount halved: exactly, or the odd counter to the "
           "Ally at the Ombre's right, or to the other (unspecified in source)",
           "academie:losses.failed-vole", choices=UNSPECIFIED["odd_split"]),
    Option("failed_committed_vole_paid", bool, False, "an Ombre who fails a committed vole is "
           "still paid the matadors and his contract's payment (unspecified in source)",
           "academie:losses.committed-vole"),
    Option("retourne_paid_by_loser", bool, True, "a losing Ombre in Retourne pays the Retourne "
           "payment, as in Sans Prendre (unspecified in source)", "academie:retourne.payment"),
    Option("length", (int, type(None)), None, "the pools won as Ombre that end the game, "
           "usually 20, 30 or 40 (None: no agreed end)", "academie:end.pools", low=1),
)


def check_options(given: Mapping[str, object]) -> None:
    """Refuse a value of an option of :data:`OPTIONS` that is of the wrong type or outside its
    choices or range, with a ValueError naming the option, the value and what is allowed; the
    players are three different names."""
    for option in OPTIONS:
        if option.name not in given:
            continue
        value = given[option.name]
        ok = option.accepts(value)
        if ok and option.name == "players":
            ok = len(value) == 3 and all(isinstance(p, str) for p in value) and len(set(value)) == 3
        if not ok:
            head = (f"unknown {option.name} {value!r}" if option.choices and isinstance(value, str)
                    else f"{option.name}={value!r} is not allowed")
            takes = ("three different names" if option.name == "players" else option.allowed())
            raise ValueError(f"{head}: {option.name} must be {takes}; {option.meaning} "
                             f"[{option.passage}]")


# --------------------------------------------------------------------------------------------
# Beasts
# --------------------------------------------------------------------------------------------


@dataclass
class Beast:
    """A beast: a debt of its owner, equal to the wager of the hand he lost (academie:beast.amount).

    ``status`` is "outstanding", "in play", or, once crossed out, "won", "cancelled", "shared" or
    "shared out" (the end of the game)."""

    number: int  # its line on the sheet, in the order made
    owner: str
    amount: int
    made_in: int  # the hand that made it
    status: str = "outstanding"
    settled_in: int | None = None
    settled_to: tuple[str, ...] = ()

    @property
    def open(self) -> bool:
        return self.status in ("outstanding", "in play")

    def __str__(self) -> str:
        return f"{self.owner} {self.amount}"


def beast_into_play(beasts: Sequence[Beast]) -> Beast | None:
    """The beast to circle before a hand: "it must be the highest one recorded in the table"
    (academie:beast.sheet, academie:beast.counters). UNSPECIFIED: between two equal beasts the
    one made first (the higher line on the sheet)."""
    waiting = [b for b in beasts if b.status == "outstanding"]
    if not waiting:
        return None
    return max(waiting, key=lambda b: (b.amount, -b.number))


# --------------------------------------------------------------------------------------------
# The session
# --------------------------------------------------------------------------------------------


@dataclass
class _Row:
    hand: int
    markers_laid: int
    markers: int
    pool: int
    in_play: Beast | None
    in_play_amount: int
    outstanding: tuple[str, ...]
    wager: int
    pool_since: int
    result: HandResult | None = None
    beast_made: Beast | None = None
    entries: list[Entry] = field(default_factory=list)
    balances: dict[str, Amount] = field(default_factory=dict)
    cash: dict[str, Amount] = field(default_factory=dict)


class PoolSession(Session):
    """A game of Ombre for the pool: hands played one after another, paid through a ledger.

    ``play_hand(state=...)`` takes a terminal Académie Ombre state (its ``hand_result()``);
    ``play_hand(ombre="A", contract="ask-leave", result="remise", ...)`` a stated result. As a
    :class:`gamelib.core.session.Session`, ``play(deals, seed=...)`` deals and plays hands of
    :attr:`game` into the session (``play(until=lambda s: s.finished)`` to the agreed end), and
    ``keep(state)`` settles a hand played elsewhere. The options are :data:`OPTIONS`.
    """

    OPTIONS = OPTIONS

    def __init__(self, players: Sequence[str] = ("A", "B", "C"), marking: str = "2-and-1",
                 single_payment: bool = False, forced_spadille: bool = False,
                 retourne: bool = False, *, failed_vole_beast: str = "wager",
                 ally_own_beast: str = "share", odd_split: str = "exact",
                 failed_committed_vole_paid: bool = False, retourne_paid_by_loser: bool = True,
                 length: int | None = None):
        check_options({"players": players, "marking": marking, "single_payment": single_payment,
                       "forced_spadille": forced_spadille, "retourne": retourne,
                       "failed_vole_beast": failed_vole_beast, "ally_own_beast": ally_own_beast,
                       "odd_split": odd_split,
                       "failed_committed_vole_paid": failed_committed_vole_paid,
                       "retourne_paid_by_loser": retourne_paid_by_loser, "length": length})
        players = tuple(players)
        self.players = players
        self.marking = marking
        self.single_payment = single_payment
        self.forced_spadille = forced_spadille
        self.retourne = retourne
        self.failed_vole_beast = failed_vole_beast
        self.ally_own_beast = ally_own_beast
        self.odd_split = odd_split
        # UNSPECIFIED: whether an Ombre who fails a committed vole is still paid the matadors and
        # the contract's payment he had earned with five tricks (Hoyle's Quadrille law 29 says yes).
        self.failed_committed_vole_paid = failed_committed_vole_paid
        # UNSPECIFIED: whether a losing Ombre in Retourne pays the Retourne payment; "as in Sans
        # Prendre" (academie:retourne.payment), which is paid both ways, says yes.
        self.retourne_paid_by_loser = retourne_paid_by_loser
        self.length = length
        super().__init__(None, next_hand, ledger=Ledger(players, pots=("pool", "beasts")))
        self.markers = 0
        self.pool_taken = True
        self.pool_since = 1
        self.hands_played = 0
        self.sheet: list[Beast] = []
        self.pools_won = {p: 0 for p in players}
        self.rows: list[_Row] = []
        self.ended = False

    # -- the game the hands are dealt from ----------------------------------------------------

    @property
    def game(self):
        """The Académie's Ombre under the session's options, whose hands :meth:`play` deals
        (made on first use)."""
        if self._game is None:
            self._game = get_game("ombre", rules="academie", marking=self.marking,
                                  single_payment=self.single_payment,
                                  forced_spadille=self.forced_spadille, retourne=self.retourne)
        return self._game

    @game.setter
    def game(self, game) -> None:
        self._game = game

    @property
    def number(self) -> int:
        """How many hands have been played, stated or dealt."""
        return self.hands_played

    def __len__(self) -> int:
        return self.hands_played

    def __bool__(self) -> bool:
        return True  # a session, even before its first hand

    @property
    def dealer(self) -> int:
        """The seat that deals the next hand. The first dealer is drawn for
        (academie:deal.first-dealer): seat 0 here. "The eldest hand of a given hand becomes the
        dealer of the next hand", a hand passed out included (academie:deal.next-dealer), and the
        eldest sits at the dealer's right, the next seat (academie:deal.eldest)."""
        return self.hands_played % 3

    def keep(self, state) -> None:
        """Settle a finished hand in the pool and keep it: a hand dealt into this session settles
        itself here (its ``returns()``, once); another is played from its ``hand_result()``."""
        if not state.is_terminal():
            raise ValueError("only a finished deal can be kept in a session")
        if getattr(state, "session", None) is self:
            state.returns()
        else:
            self.play_hand(state=state)

    # -- the state now ------------------------------------------------------------------------

    @property
    def in_play(self) -> Beast | None:
        """The beast circled on the sheet, at stake with the pool."""
        return next((b for b in self.sheet if b.status == "in play"), None)

    def outstanding(self) -> list[Beast]:
        """The beasts neither crossed out nor circled (academie:beast.vole)."""
        return [b for b in self.sheet if b.status == "outstanding"]

    def open_beasts(self) -> list[Beast]:
        return [b for b in self.sheet if b.open]

    def balances(self) -> dict[str, Amount]:
        """Every account's ledger balance: players (beast debts counted), pool and beasts pots."""
        return self.ledger.balances()

    def cash(self) -> dict[str, Amount]:
        """Each player's counters won or lost so far, his open beasts not yet paid."""
        owed = {p: 0 for p in self.players}
        for beast in self.open_beasts():
            owed[beast.owner] += beast.amount
        return {p: self.ledger.balance(p) + owed[p] for p in self.players}


    @property
    def finished(self) -> bool:
        """True once a player has won the agreed number of pools as Ombre (academie:end.length)."""
        return self.length is not None and max(self.pools_won.values()) >= self.length

    # -- the next hand ------------------------------------------------------------------------

    def _next_markers(self) -> int:
        pending = self.in_play is not None or bool(self.outstanding())
        return markers_to_lay(self.marking, self.hands_played == 0, self.pool_taken, pending)

    def preview(self) -> dict:
        """The next hand's markers, pool, beast in play and wager, without playing it."""
        laid = self._next_markers()
        beast = self.in_play or beast_into_play(self.sheet)
        markers = self.markers + laid
        stake = beast.amount if beast else 0
        return {"hand": self.hands_played + 1, "markers laid": laid, "markers": markers,
                "pool": pool_amount(markers), "beast in play": stake,
                "beast owner": beast.owner if beast else "",
                "wager": pool_amount(markers) + stake}

    # -- playing a hand -----------------------------------------------------------------------

    def play_hand(self, state=None, *, ombre=None, contract: str | None = None,
                  result: str | None = None, matadors: int = 0, codille_winner=None,
                  committed_vole: bool = False, forced: bool = False,
                  tricks: Sequence[int] | None = None) -> list[Entry]:
        """Play one hand, from a terminal Académie state or from a stated result, and return
        the ledger entries it made.

        ``result`` is one of :data:`RESULTS`: "win", "remise", "codille" (with
        ``codille_winner``), "vole" and "failed-vole" (the announced vole is ``contract="vole"``;
        in Ask Leave or Sans Prendre say ``committed_vole=True``), "all-pass" (no Ombre), and,
        under forced Spadille, "spadille-undeclared" (``ombre`` is the player who failed to
        declare it). Under the forced Spadille option a forced hand is stated with
        ``forced=True``; an all-pass then means that Spadille lay in the stock, and the hand
        counts as passed (academie:options.forced-spadille.undeclared; the marker it adds is
        UNSPECIFIED, the all-pass rule is applied). A forced Ombre who loses makes the beast like
        any Ask Leave (the source names no exception). ``matadors`` is the number paid for
        (0, or 3 and more: academie:winnings.true-matadors). ``tricks`` (the Ombre's, then each
        Ally's from his right) must give the result
        (:func:`gamelib.games.ombre.result.check_result`). Players are named, or given by seat
        index (0, 1, 2 in the order of ``players``). A refused hand leaves the session
        unchanged; a played state is kept in ``states``.
        """
        if self.ended:
            raise IllegalAction("the game is over: the outstanding beasts were shared out",
                                "academie:end.beasts")
        if state is not None:
            if result is not None or ombre is not None or contract is not None:
                raise ValueError("give either a played state or a stated result, not both")
            hand = self._from_state(state)
        else:
            if result is None:
                raise ValueError("say the hand's result: one of " + ", ".join(RESULTS))
            hand = stated_result(self._name(ombre, "ombre"), contract, result, matadors,
                                 self._name(codille_winner, "codille_winner"), committed_vole,
                                 forced, tricks)
        check_result(hand, self.players, self.forced_spadille, self.retourne)
        entries = self._play(hand)
        if state is not None:
            self.states.append(state)
        return entries

    def _name(self, who, argument: str) -> str | None:
        """The player named ``who``, or seated at index ``who``."""
        if who is None:
            return None
        if isinstance(who, numbers.Integral) and not isinstance(who, bool):
            who = int(who)
            if not 0 <= who < 3:
                raise IllegalAction(f"{argument}={who!r}: seat {who} does not exist: seats are "
                                    "0, 1, 2", "academie:deal.seats")
            return self.players[who]
        if who not in self.players:
            raise IllegalAction(f"{argument}={who!r} is not a player of this game "
                                f"({', '.join(self.players)}) nor a seat (0, 1, 2)",
                                "academie:deal.seats")
        return str(who)

    def _from_state(self, state) -> HandResult:
        if not hasattr(state, "hand_result"):
            raise ValueError("play_hand(state=...) needs a terminal Académie Ombre state "
                             "(one with hand_result())")
        info = state.hand_result()
        tricks = info.get("tricks")
        return stated_result(self._name(info.get("ombre"), "ombre"), info.get("contract"),
                             info["result"], int(info.get("matadors") or 0),
                             self._name(info.get("codille_winner"), "codille_winner"),
                             bool(info.get("committed_vole", False)),
                             bool(info.get("forced", info.get("forced_spadille", False))),
                             tuple(tricks) if tricks is not None else None)

    # -- settlement ---------------------------------------------------------------------------

    def _post(self, label: str, amounts: Mapping[str, Amount], passage: str, row: _Row) -> Entry:
        entry = self.ledger.post(label, {k: v for k, v in amounts.items() if v},
                                 passage=passage, hand=row.hand)
        row.entries.append(entry)
        return entry

    def _start_hand(self) -> _Row:
        laid = self._next_markers()
        hand_no = self.hands_played + 1
        if self.pool_taken:
            self.pool_since = hand_no
        row = _Row(hand=hand_no, markers_laid=laid, markers=self.markers + laid, pool=0,
                   in_play=None, in_play_amount=0, outstanding=(), wager=0,
                   pool_since=self.pool_since)
        if laid:
            if hand_no == 1:
                passage = "academie:pool.start"
            elif self.pool_taken and laid == MARKINGS[self.marking].empty:
                passage = "academie:pool.taken"
            elif self.pool_taken or not self.rows or self.rows[-1].result is None or \
                    self.rows[-1].result.result != "all-pass":
                passage = "academie:pool.beast-to-play"
            else:
                passage = "academie:pool.all-pass"
            each = MARKER_VALUE * laid
            amounts = {p: -each for p in self.players}
            amounts["pool"] = 3 * each
            self._post(f"{laid} marker{'s' if laid > 1 else ''} each laid for the pool", amounts,
                       passage, row)
        self.markers += laid
        self.pool_taken = False
        if self.in_play is None:
            beast = beast_into_play(self.sheet)
            if beast is not None:
                beast.status = "in play"  # academie:beast.sheet: "it must be the highest one"
        beast = self.in_play
        row.pool = pool_amount(self.markers)
        row.in_play = beast
        row.in_play_amount = beast.amount if beast else 0
        row.outstanding = tuple(str(b) for b in self.outstanding())
        row.wager = row.pool + row.in_play_amount  # academie:beast.amount
        return row

    def _play(self, hand: HandResult) -> list[Entry]:
        row = self._start_hand()
        row.result = hand
        self.hands_played = row.hand
        r = hand.result
        if r == "all-pass":
            pass  # the pool stays; a marker is added next hand (academie:pool.all-pass)
        elif r == "spadille-undeclared":
            # "A player who had failed to declare it would make the beast, but the hand would not
            # be played" (academie:options.forced-spadille.undeclared).
            row.beast_made = self._make_beast(hand.ombre, row.wager, row,
                                              "academie:options.forced-spadille.undeclared")
        elif r == "win":
            self._take_pool(hand.ombre, row, "academie:winnings.systematic")
            self._occasional(hand, row, ombre_wins=True)
            self.pools_won[hand.ombre] += 1  # academie:end.length
        elif r == "remise":
            # "In case of a remise, the pool and the beast are won by no one"
            # (academie:summary.remise); the Ombre makes the beast (academie:losses.beast).
            self._occasional(hand, row, ombre_wins=False)
            row.beast_made = self._make_beast(hand.ombre, row.wager, row, "academie:losses.beast")
        elif r == "codille":
            # "the Ally who wins codille takes the pool and is paid the possible beast in play"
            # (academie:losses.codille); the Ombre makes the beast (academie:losses.beast).
            self._take_pool(hand.codille_winner, row, "academie:losses.codille")
            self._occasional(hand, row, ombre_wins=False)
            row.beast_made = self._make_beast(hand.ombre, row.wager, row, "academie:losses.beast")
        elif r == "vole":
            self._vole_made(hand, row)
        elif r == "failed-vole":
            self._vole_failed(hand, row)
        self._close(row)
        return list(row.entries)

    def _allies(self, ombre: str) -> tuple[str, str]:
        """The Allies in playing order from the Ombre: first the one to his right."""
        i = self.players.index(ombre)
        return self.players[(i + 1) % 3], self.players[(i + 2) % 3]

    def _take_pool(self, winner: str, row: _Row, passage: str) -> None:
        """The winner takes the pool and is paid the beast in play (academie:winnings.systematic,
        academie:losses.codille, academie:beast.paid)."""
        self._post(f"{winner} takes the pool", {"pool": -row.pool, winner: row.pool}, passage, row)
        self.markers = 0
        self.pool_taken = True
        if row.in_play is not None:
            self._pay_beast(row.in_play, (winner,), row, "academie:beast.paid")

    def _pay_beast(self, beast: Beast, winners: tuple[str, ...], row: _Row, passage: str) -> None:
        """A beast is won: its owner pays it to the winner, or it is cancelled if he is the
        winner (academie:beast.paid); two Allies share it (academie:losses.failed-vole)."""
        if len(winners) == 1:
            (winner,) = winners
            label = (f"{beast.owner}'s beast of {beast.amount} cancelled" if winner == beast.owner
                     else f"{beast.owner}'s beast of {beast.amount} paid to {winner}")
            self._post(label, {"beasts": -beast.amount, winner: beast.amount}, passage, row)
            beast.status = "cancelled" if winner == beast.owner else "won"
        elif beast.owner in winners and self.ally_own_beast == "cancel":
            self._post(f"{beast.owner}'s beast of {beast.amount} cancelled (his own, shared win)",
                       {"beasts": -beast.amount, beast.owner: beast.amount}, passage, row)
            beast.status = "cancelled"
        else:
            first, second = split_in_two(beast.amount, self.odd_split)
            self._post(f"{beast.owner}'s beast of {beast.amount} shared by {' and '.join(winners)}",
                       {"beasts": -beast.amount, winners[0]: first, winners[1]: second},
                       passage, row)
            beast.status = "shared"
        beast.settled_in = row.hand
        beast.settled_to = tuple(winners)

    def _make_beast(self, ombre: str, amount: int, row: _Row, passage: str) -> Beast:
        """The Ombre makes the beast: a debt of the wager, booked into the beasts pot
        (academie:losses.beast-is-debt, academie:beast.amount; "Only the Ombre can make the
        beast", academie:losses.only-ombre)."""
        beast = Beast(number=len(self.sheet) + 1, owner=ombre, amount=amount, made_in=row.hand)
        self._post(f"{ombre} makes the beast of {amount}", {ombre: -amount, "beasts": amount},
                   passage, row)
        self.sheet.append(beast)
        return beast

    def _occasional(self, hand: HandResult, row: _Row, ombre_wins: bool) -> None:
        """Matadors at 2 (1) a piece and the contract's payment, Sans Prendre 12 (6), Retourne
        half, from each Ally to a winning Ombre or from a losing Ombre to each Ally
        (academie:winnings.matadors, academie:winnings.sans-prendre, academie:losses.matadors,
        academie:losses.sans-prendre, academie:retourne.payment)."""
        # Matadors are paid "In Ask Leave, in Sans Prendre, or in announced vole"; Retourne, the
        # later variant, is "to win by discarding as in Ask Leave" (academie:retourne.contract),
        # so its matadors are paid too (UNSPECIFIED, a choice).
        allies = self._allies(hand.ombre)
        sign = 1 if ombre_wins else -1
        if hand.matadors:
            each = hand.matadors * RATES[self.single_payment]["matador"]
            amounts = {hand.ombre: sign * 2 * each}
            amounts.update({a: -sign * each for a in allies})
            direction = (f"from each Ally to {hand.ombre}" if ombre_wins
                         else f"from {hand.ombre} to each Ally")
            self._post(f"{hand.matadors} matadors: {each} {direction}", amounts,
                       "academie:winnings.matadors" if ombre_wins else "academie:losses.matadors",
                       row)
        contract = hand.contract
        # "In committed vole, the Ombre is paid ... the Sans Prendre payment only if that was his
        # contract" (academie:winnings.committed-vole): the payment of the contract he bid, which
        # for a committed vole is Ask Leave (nothing), Sans Prendre (12) or Retourne (half:
        # UNSPECIFIED, by the same rule).
        due = premium(contract, self.single_payment)
        if contract == "retourne" and not ombre_wins and not self.retourne_paid_by_loser:
            due = 0
        if due:
            amounts = {hand.ombre: sign * 2 * due}
            amounts.update({a: -sign * due for a in allies})
            name = "Retourne" if contract == "retourne" else "Sans Prendre"
            passage = ("academie:retourne.payment" if contract == "retourne" else
                       "academie:winnings.sans-prendre" if ombre_wins else
                       "academie:losses.sans-prendre")
            direction = f"from each Ally to {hand.ombre}" if ombre_wins else \
                f"from {hand.ombre} to each Ally"
            self._post(f"{name} payment {due} {direction}", amounts, passage, row)

    def _vole_made(self, hand: HandResult, row: _Row) -> None:
        """"the Ombre takes the pool, the beast in play, and all outstanding beasts. If there is
        no outstanding beast, ... each of the two Allies pays him in addition half of that same
        amount" (academie:winnings.vole, academie:summary.double-wager, academie:beast.vole)."""
        ombre = hand.ombre
        # Read literally: a waiting beast of the Ombre's own is "outstanding" too, so it is
        # cancelled and the wager is not doubled (UNSPECIFIED whether his own beasts count).
        waiting = self.outstanding()
        self._take_pool(ombre, row, "academie:winnings.vole")
        for beast in waiting:
            self._pay_beast(beast, (ombre,), row, "academie:beast.vole")
        if not waiting:
            # UNSPECIFIED: an odd wager's half; "right-first"/"right-last" round it up/down.
            half = split_in_two(row.wager, self.odd_split)[0 if self.odd_split != "right-last" else 1]
            allies = self._allies(ombre)
            amounts = {ombre: 2 * half, allies[0]: -half, allies[1]: -half}
            self._post(f"no outstanding beast: each Ally pays {ombre} half the wager, {half}",
                       amounts, "academie:summary.double-wager", row)
        self._occasional(hand, row, ombre_wins=True)
        self.pools_won[ombre] += 1

    def _vole_failed(self, hand: HandResult, row: _Row) -> None:
        """"the Allies share the pool and any beasts ... If there is no outstanding beast, the
        Allies are not paid double" (academie:losses.failed-vole); an announced vole makes the
        beast (academie:losses.beast), a committed one does not
        (academie:losses.committed-vole-no-beast) and pays nothing
        (academie:losses.committed-vole)."""
        ombre = hand.ombre
        allies = self._allies(ombre)
        waiting = self.outstanding()
        would_have = row.wager + sum(b.amount for b in waiting) if waiting else 2 * row.wager
        first, second = split_in_two(row.pool, self.odd_split)
        self._post(f"{allies[0]} and {allies[1]} share the pool",
                   {"pool": -row.pool, allies[0]: first, allies[1]: second},
                   "academie:losses.failed-vole", row)
        self.markers = 0
        self.pool_taken = True
        for beast in ([row.in_play] if row.in_play else []) + waiting:
            self._pay_beast(beast, allies, row, "academie:losses.failed-vole")
        if hand.committed_vole:
            if self.failed_committed_vole_paid:
                self._occasional(hand, row, ombre_wins=True)
            return
        self._occasional(hand, row, ombre_wins=False)
        amount = row.wager if self.failed_vole_beast == "wager" else would_have
        row.beast_made = self._make_beast(ombre, amount, row, "academie:losses.beast")

    def _close(self, row: _Row) -> None:
        row.balances = self.ledger.balances()
        row.cash = self.cash()
        self.rows.append(row)

    # -- the end of the game ------------------------------------------------------------------

    def end_game(self) -> list[Entry]:
        """Share out the outstanding beasts and give back the pool's markers.

        "if any players still have outstanding beasts, they place in the middle of the table the
        sum of counters corresponding to their beasts, and these counters are then shared among
        the three players" (academie:end.beasts). UNSPECIFIED: the markers still in the pool;
        each player takes his own back (nobody has won them)."""
        if self.ended:
            return []
        row = _Row(hand=self.hands_played + 1, markers_laid=0, markers=self.markers,
                   pool=pool_amount(self.markers), in_play=self.in_play,
                   in_play_amount=self.in_play.amount if self.in_play else 0,
                   outstanding=tuple(str(b) for b in self.outstanding()), wager=0,
                   pool_since=self.pool_since)
        if self.markers:
            back = MARKER_VALUE * self.markers
            amounts = {p: back for p in self.players}
            amounts["pool"] = -3 * back
            self._post("end of the game: markers taken back", amounts, "academie:end.result", row)
            self.markers = 0
        for beast in self.open_beasts():
            third = Fraction(beast.amount, 3)
            third = int(third) if third.denominator == 1 else third
            amounts = {"beasts": -beast.amount}
            amounts.update({p: third for p in self.players})
            self._post(f"{beast.owner}'s beast of {beast.amount} shared among the three",
                       amounts, "academie:end.beasts", row)
            beast.status = "shared out"
            beast.settled_in = row.hand
            beast.settled_to = self.players
        self.ended = True
        self._close(row)
        return list(row.entries)

    # -- the record ---------------------------------------------------------------------------

    # -- the record ---------------------------------------------------------------------------

    def history_columns(self) -> list[str]:
        """The columns of :meth:`history_rows`."""
        return ["hand", "markers", "pool", "beast in play", "beast", "outstanding", "wager",
                "event", "beast made", "transfers", "pool after", "beasts after",
                *[f"balance {p}" for p in self.players], *[f"cash {p}" for p in self.players]]

    def history_rows(self) -> list[dict]:
        """One row a hand: markers, pool, beast in play, outstanding beasts, wager, event, beast
        made, transfers, and the running balances (ledger) and cash of each player."""
        rows = []
        for row in self.rows:
            moved: dict[str, Amount] = {}
            for entry in row.entries:
                for k, v in entry.amounts.items():
                    moved[k] = moved.get(k, 0) + v
            item = {
                "hand": row.hand,
                "markers": row.markers,
                "pool": row.pool,
                "beast in play": str(row.in_play) if row.in_play else "",
                "beast": row.in_play_amount,
                "outstanding": ", ".join(row.outstanding),
                "wager": row.wager,
                "event": row.result.event() if row.result else "end of the game",
                "beast made": str(row.beast_made) if row.beast_made else "",
                "transfers": ", ".join(f"{k} {signed(v)}" for k, v in moved.items() if v),
                "pool after": row.balances["pool"],
                "beasts after": row.balances["beasts"],
            }
            item.update({f"balance {p}": row.balances[p] for p in self.players})
            item.update({f"cash {p}": row.cash[p] for p in self.players})
            rows.append(item)
        return rows

    def _repr_html_(self) -> str:
        columns = self.history_columns()
        head = "".join(f"<th>{escape(c)}</th>" for c in columns)
        body = "".join("<tr>" + "".join(f"<td>{escape(str(row[c]))}</td>" for c in columns)
                       + "</tr>" for row in self.history_rows())
        return f'<table class="pool-history"><tr>{head}</tr>{body}</table>'

    def __repr__(self) -> str:
        return (f"PoolSession({', '.join(self.players)}; {self.marking}; {self.hands_played} hands; "
                f"pool {self.ledger.balance('pool')}; beasts {', '.join(map(str, self.open_beasts())) or 'none'})")


def signed(value: Amount) -> str:
    """An amount with its sign, a fraction of a counter as ``+27/2``."""
    if isinstance(value, Fraction) and value.denominator != 1:
        return f"{'+' if value > 0 else '-'}{abs(value.numerator)}/{value.denominator}"
    return f"{int(value):+d}"


def next_hand(session: PoolSession) -> dict:
    """The set-up of the next hand :meth:`PoolSession.play` deals: played into the session, dealt
    by the seat after the last dealer (academie:deal.next-dealer)."""
    return {"session": session, "dealer": session.dealer}


def academie_example(**options) -> PoolSession:
    """The Académie's seven hands (:data:`gamelib.games.ombre.example.EXAMPLE_HANDS`) replayed
    on a fresh session (academie:example.intro)."""
    session = PoolSession(("A", "B", "C"), **options)
    for stated, _passage in EXAMPLE_HANDS:
        session.play_hand(**stated)
    return session
