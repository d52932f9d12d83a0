"""The Académie's pool, its beasts and its payments: a session of Ombre hands, one after another.

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
* the seven-hand example (academie:example.intro ... academie:example.summary), replayed by
  :func:`academie_example` and checked figure by figure by :func:`example_claims`;
* the end of the game (academie:end.length, academie:end.beasts), the options forced Spadille
  (academie:options.forced-spadille) and single payment (academie:options.single-payment), the
  double wager footnote (academie:summary.double-wager) and Retourne (academie:retourne.payment).

Book-keeping. ``session.ledger`` is a :class:`gamelib.core.ledger.Ledger` with the players and two pots:

* ``"pool"``: each marker laid is 3 counters paid into it ("Each of these counters is worth 3 at
  settlement", academie:pool.start), so the pool's balance is always 9 x the markers in front of
  any one player (academie:pool.count). The source settles markers only when the pool is won;
  paying them in when laid gives the same totals and keeps every counter on the ledger.
* ``"beasts"``: a beast made is a debt (academie:losses.beast-is-debt). It is booked as the Ombre
  paying its amount into the ``"beasts"`` pot; when it is won, the pot pays the winner (the owner
  "must pay its amount to the winner"); when its owner wins it, the pot pays it back to him ("the
  beast is simply cancelled", academie:beast.paid). The pot's balance is always the sum of the
  beasts not yet crossed out. A player's ledger balance therefore counts his beast debts;
  ``cash`` (in :meth:`PoolSession.history`) adds them back: the counters that actually changed
  hands, which are the figures the source's example gives.

Where the source is silent, the choice is named (``UNSPECIFIED``) and is an option of
:class:`PoolSession` where readers may reasonably differ.
"""

from __future__ import annotations

import argparse
import numbers
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache

from gamelib.core.engine import IllegalAction
from gamelib.core.ledger import Amount, Entry, Ledger

# --------------------------------------------------------------------------------------------
# Rules as data
# --------------------------------------------------------------------------------------------

#: "Each of these counters is worth 3 at settlement" (academie:pool.start).
MARKER_VALUE = 3
#: "multiply by 9 (3 x 3) the number of marker counters that are in front of any one of the
#: players" (academie:pool.count): three players, each marker worth 3.
POOL_PER_MARKER = 3 * MARKER_VALUE


@dataclass(frozen=True)
class Marking:
    """A way of marking the pool: markers each when the wager is empty, and otherwise."""

    name: str
    empty: int  # markers each at the start, and after a pool taken with no beast to put into play
    otherwise: int  # markers each added after an all-pass, a remise, or with a beast to put in play
    passage: str


MARKINGS = {
    # "each player lines up 2 counters" (academie:pool.start); "each adds ... 1 counter"
    # (academie:pool.all-pass); "if there is a beast to put into play, each player puts in front
    # of himself 1 counter" (academie:pool.beast-to-play); "This marking system is called 2 and 1"
    # (academie:pool.name).
    "2-and-1": Marking("2-and-1", 2, 1, "academie:pool.name"),
    # "the 3-and-2 system ... (3 counters when the wager is empty, and 2 counters otherwise)"
    # (academie:beast.sequence). UNSPECIFIED: the worth of a 3-and-2 marker; taken as 3 like the
    # 2-and-1 ones, since the system was "introduced to enlarge the wager"
    # (academie:beast.three-and-two), which 1-counter markers would not do.
    "3-and-2": Marking("3-and-2", 3, 2, "academie:beast.sequence"),
}

#: The occasional payments at the double rate (academie:options.double-payment) and the single
#: rate (academie:options.single-payment).
RATES = {
    False: {"sans-prendre": 12, "matador": 2},  # double payment, the Académie's recommendation
    True: {"sans-prendre": 6, "matador": 1},  # single payment, by agreement
}
#: "Playing Retourne generates an occasional payment as in Sans Prendre, but at half its amount"
#: (academie:retourne.payment).
RETOURNE_SHARE = Fraction(1, 2)

CONTRACTS = ("ask-leave", "retourne", "sans-prendre", "vole")
RESULTS = ("win", "remise", "codille", "vole", "failed-vole", "all-pass", "spadille-undeclared")
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


def markers_to_lay(marking: str, first_hand: bool, pool_taken: bool, beast_pending: bool) -> int:
    """Markers each player lays before a hand.

    * the first hand: 2 (3 in 3-and-2) (academie:pool.start);
    * the pool was taken and no beast is to be put into play: 2 (3), "as at the very start of the
      game" (academie:pool.taken);
    * the pool was taken and a beast is to be put into play: 1 (2) (academie:pool.beast-to-play);
    * the pool was not taken (all passed, remise, undeclared Spadille): 1 (2)
      (academie:pool.all-pass, academie:pool.beast-to-play). The two rules do not stack: in the
      example an all-pass with a beast in play adds one marker only (academie:example.hand4).

    UNSPECIFIED: academie:pool.taken says "taken by the Ombre"; a pool taken by a codille Ally or
    shared by the Allies is treated alike.
    """
    rule = MARKINGS[marking]
    if first_hand:
        return rule.empty
    if pool_taken and not beast_pending:
        return rule.empty
    return rule.otherwise


def pool_amount(markers: int) -> int:
    """The pool: 9 x the markers in front of any one player (academie:pool.count)."""
    return POOL_PER_MARKER * markers


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
# A hand's stated result
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HandResult:
    """What the pool needs to know of a hand: who was Ombre, his contract, the result, the
    matadors paid for, the codille winner, whether the vole was committed, a forced Spadille."""

    ombre: str | None
    contract: str | None
    result: str
    matadors: int = 0
    codille_winner: str | None = None
    committed_vole: bool = False
    forced: bool = False
    tricks: tuple[int, ...] | None = None

    def event(self) -> str:
        """A short description, e.g. "C ask-leave win" or "all pass"."""
        if self.result == "all-pass":
            return "all pass"
        if self.result == "spadille-undeclared":
            return f"{self.ombre} failed to declare Spadille"
        words = [self.ombre or "", self.contract or ""]
        if self.forced:
            words.append("(forced Spadille)")
        if self.committed_vole:
            words.append("committed vole:")
        words.append(self.result if self.result != "codille" else f"codille to {self.codille_winner}")
        if self.tricks:
            words.append("(" + "-".join(map(str, self.tricks)) + ")")
        if self.matadors:
            words.append(f"[{self.matadors} matadors]")
        return " ".join(w for w in words if w)


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


class PoolSession:
    """A game of Ombre for the pool: hands played one after another, paid through a ledger.

    ``play_hand(state=...)`` takes a terminal Académie Ombre state (its ``hand_result()``);
    ``play_hand(ombre="A", contract="ask-leave", result="remise", ...)`` a stated result.
    """

    def __init__(self, players: Sequence[str] = ("A", "B", "C"), marking: str = "2-and-1",
                 single_payment: bool = False, forced_spadille: bool = False,
                 retourne: bool = False, *, failed_vole_beast: str = "wager",
                 ally_own_beast: str = "share", odd_split: str = "exact",
                 failed_committed_vole_paid: bool = False, retourne_paid_by_loser: bool = True,
                 length: int | None = None):
        players = tuple(str(p) for p in players)
        if len(players) != 3 or len(set(players)) != 3:
            raise ValueError(f"Ombre for the pool is played by three players with different names, "
                             f"not {players!r} [academie:pool.count]")
        if marking not in MARKINGS:
            raise ValueError(f"unknown marking {marking!r}: the Académie describes "
                             f"{' and '.join(MARKINGS)} [academie:beast.sequence]")
        for name, value in (("failed_vole_beast", failed_vole_beast),
                            ("ally_own_beast", ally_own_beast), ("odd_split", odd_split)):
            if value not in UNSPECIFIED[name]:
                raise ValueError(f"{name} must be one of {', '.join(UNSPECIFIED[name])}, "
                                 f"not {value!r} (the source is silent: see UNSPECIFIED)")
        if length is not None and length < 1:
            raise ValueError(f"the game lasts a number of pools won by the Ombre, 20, 30 or 40, "
                             f"not {length!r} [academie:end.pools]")
        self.players = players
        self.marking = marking
        self.single_payment = bool(single_payment)
        self.forced_spadille = bool(forced_spadille)
        self.retourne = bool(retourne)
        self.failed_vole_beast = failed_vole_beast
        self.ally_own_beast = ally_own_beast
        self.odd_split = odd_split
        # UNSPECIFIED: whether an Ombre who fails a committed vole is still paid the matadors and
        # the contract's payment he had earned with five tricks (Hoyle's Quadrille law 29 says yes).
        self.failed_committed_vole_paid = bool(failed_committed_vole_paid)
        # UNSPECIFIED: whether a losing Ombre in Retourne pays the Retourne payment; "as in Sans
        # Prendre" (academie:retourne.payment), which is paid both ways, says yes.
        self.retourne_paid_by_loser = bool(retourne_paid_by_loser)
        self.length = length
        self.ledger = Ledger(players, pots=("pool", "beasts"))
        self.markers = 0
        self.pool_taken = True
        self.pool_since = 1
        self.hands_played = 0
        self.sheet: list[Beast] = []
        self.pools_won = {p: 0 for p in players}
        self.rows: list[_Row] = []
        self.ended = False

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

    def beasts(self):
        """The beast sheet as a DataFrame: one row a beast, with its number in the beast table."""
        import pandas as pd

        rows = [{"beast": b.number, "owner": b.owner, "amount": b.amount,
                 "table no.": beast_number(b.amount, self.marking), "made in hand": b.made_in,
                 "status": b.status, "settled in hand": b.settled_in,
                 "to": ", ".join(b.settled_to)} for b in self.sheet]
        return pd.DataFrame(rows, columns=["beast", "owner", "amount", "table no.", "made in hand",
                                           "status", "settled in hand", "to"])

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
        (0, or 3 and more: academie:winnings.true-matadors). Players are named, or given by seat
        index (0, 1, 2 in the order of ``players``). A refused hand leaves the session unchanged.
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
            hand = HandResult(ombre=self._name(ombre), contract=contract, result=result,
                              matadors=int(matadors), codille_winner=self._name(codille_winner),
                              committed_vole=bool(committed_vole), forced=bool(forced),
                              tricks=tuple(tricks) if tricks is not None else None)
        self._check(hand)
        return self._play(hand)

    def _name(self, who) -> str | None:
        if who is None:
            return None
        if isinstance(who, numbers.Integral) and not isinstance(who, bool):
            who = int(who)
            if not 0 <= who < 3:
                raise IllegalAction(f"seat {who} does not exist: seats are 0, 1, 2", "academie:deal.seats")
            return self.players[who]
        if who not in self.players:
            raise IllegalAction(f"{who!r} is not a player of this game ({', '.join(self.players)})",
                                "academie:deal.seats")
        return str(who)

    def _from_state(self, state) -> HandResult:
        if not hasattr(state, "hand_result"):
            raise ValueError("play_hand(state=...) needs a terminal Académie Ombre state "
                             "(one with hand_result())")
        info = state.hand_result()
        return HandResult(ombre=self._name(info.get("ombre")), contract=info.get("contract"),
                          result=info["result"], matadors=int(info.get("matadors") or 0),
                          codille_winner=self._name(info.get("codille_winner")),
                          committed_vole=bool(info.get("committed_vole", False)),
                          forced=bool(info.get("forced", info.get("forced_spadille", False))),
                          tricks=tuple(info["tricks"]) if info.get("tricks") is not None else None)

    def _check(self, hand: HandResult) -> None:
        """Refuse a result the rules do not allow, naming the rule and its passage."""
        r = hand.result
        if r not in RESULTS:
            raise IllegalAction(f"unknown result {r!r}: a hand ends in " + ", ".join(RESULTS),
                                "academie:outcome.win")
        if r == "all-pass":
            if hand.ombre is not None or hand.contract is not None:
                raise IllegalAction("when all three pass there is no Ombre and no contract",
                                    "academie:bid.all-pass")
            return
        if hand.ombre is None:
            raise IllegalAction(f"a hand ending in {r} has an Ombre: say ombre=...",
                                "academie:bid.ombre")
        if r == "spadille-undeclared":
            if not self.forced_spadille:
                raise IllegalAction("an undeclared Spadille matters only under the forced "
                                    "Spadille option, agreed before the game",
                                    "academie:options.forced-spadille.agreed")
            return
        if hand.contract not in CONTRACTS:
            raise IllegalAction(f"unknown contract {hand.contract!r}: the contracts are "
                                + ", ".join(CONTRACTS), "academie:bid.contracts")
        if hand.contract == "retourne" and not self.retourne:
            raise IllegalAction("Retourne is a variant that must be adopted before it is bid "
                                "(PoolSession(retourne=True))", "academie:retourne.name")
        if hand.forced:
            if not self.forced_spadille:
                raise IllegalAction("forced Spadille is an option agreed before the game "
                                    "(PoolSession(forced_spadille=True))",
                                    "academie:options.forced-spadille.agreed")
            if hand.contract != "ask-leave":
                raise IllegalAction("whoever has Spadille after three passes plays Ask Leave",
                                    "academie:options.forced-spadille")
            if hand.committed_vole or r in ("vole", "failed-vole"):
                raise IllegalAction("Whoever plays a forced Spadille is not allowed to attempt "
                                    "the vole", "academie:options.forced-spadille.no-vole")
        if hand.contract == "vole":
            if hand.committed_vole:
                raise IllegalAction("the committed vole only applies to Ask Leave and Sans "
                                    "Prendre contracts; the vole was announced",
                                    "academie:vole.committed")
            if r not in ("vole", "failed-vole"):
                raise IllegalAction(f"an announced vole is made (9 tricks) or failed, not {r}",
                                    "academie:outcome.vole")
        elif r in ("vole", "failed-vole") and not hand.committed_vole:
            raise IllegalAction(f"in {hand.contract} a vole is made or failed only as a committed "
                                "vole, by playing a sixth card after the first five tricks: say "
                                "committed_vole=True", "academie:vole.committed")
        elif hand.committed_vole and r not in ("vole", "failed-vole"):
            raise IllegalAction("a committed vole ends in a vole or a failed vole: the Ombre who "
                                "took the first five tricks has won his contract",
                                "academie:vole.committed")
        if r == "codille":
            if hand.codille_winner is None or hand.codille_winner == hand.ombre:
                raise IllegalAction("codille is won by the Ally who has more tricks than the "
                                    "Ombre: say codille_winner=...", "academie:outcome.codille")
        elif hand.codille_winner is not None:
            raise IllegalAction(f"only a codille has a codille winner, not a {r}",
                                "academie:outcome.codille")
        if hand.matadors < 0 or 0 < hand.matadors < 3:
            raise IllegalAction(f"{hand.matadors} matadors cannot be paid: they are paid only if "
                                "the Ombre holds the three true ones, with the trumps that follow "
                                "without a break", "academie:winnings.true-matadors")
        if hand.matadors > 9:
            raise IllegalAction(f"{hand.matadors} matadors cannot be held in a hand of nine cards "
                                "at the start of the hand", "academie:winnings.matadors")

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

    def history(self):
        """One row a hand: markers, pool, beast in play, outstanding beasts, wager, event, beast
        made, transfers, and the running balances (ledger) and cash of each player."""
        import pandas as pd

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
                "transfers": ", ".join(f"{k} {_signed(v)}" for k, v in moved.items() if v),
                "pool after": row.balances["pool"],
                "beasts after": row.balances["beasts"],
            }
            item.update({f"balance {p}": row.balances[p] for p in self.players})
            item.update({f"cash {p}": row.cash[p] for p in self.players})
            rows.append(item)
        columns = ["hand", "markers", "pool", "beast in play", "beast", "outstanding", "wager",
                   "event", "beast made", "transfers", "pool after", "beasts after",
                   *[f"balance {p}" for p in self.players], *[f"cash {p}" for p in self.players]]
        return pd.DataFrame(rows, columns=columns)

    def _repr_html_(self) -> str:
        return self.history().to_html(index=False)

    def __repr__(self) -> str:
        return (f"PoolSession({', '.join(self.players)}; {self.marking}; {self.hands_played} hands; "
                f"pool {self.ledger.balance('pool')}; beasts {', '.join(map(str, self.open_beasts())) or 'none'})")


def entries_table(entries: Sequence[Entry], accounts: Sequence[str] | None = None):
    """Ledger entries as a DataFrame for reading: one row an entry, signed amounts per account
    (blank where the account is not touched), and the passage."""
    import pandas as pd

    if accounts is None:
        accounts = []
        for entry in entries:
            accounts += [name for name in entry.amounts if name not in accounts]
    rows = [{"entry": e.label, **{a: _signed(e.amounts[a]) if a in e.amounts else "" for a in accounts},
             "passage": e.passage or ""} for e in entries]
    return pd.DataFrame(rows, columns=["entry", *accounts, "passage"])


def _signed(value: Amount) -> str:
    if isinstance(value, Fraction) and value.denominator != 1:
        return f"{'+' if value > 0 else '-'}{abs(value.numerator)}/{value.denominator}"
    return f"{int(value):+d}"


# --------------------------------------------------------------------------------------------
# The sequence of possible beasts
# --------------------------------------------------------------------------------------------

#: The hand results that move the pool and beasts differently (owners do not change amounts).
_KINDS = ("all-pass", "remise", "win", "codille", "vole", "failed-vole", "failed-committed-vole")


def possible_beasts(limit: int, marking: str = "2-and-1", max_outstanding: int = 1) -> list[int]:
    """Every beast amount up to ``limit`` that some sequence of hands can make, found by
    exploring the hands' effects on the pool and the beasts (the same :func:`markers_to_lay` and
    :func:`beast_into_play` rules the session uses). States are kept small (at most
    ``max_outstanding`` beasts waiting), so every amount found is truly reachable."""
    return list(_possible_beasts(int(limit), marking, int(max_outstanding)))


@lru_cache(maxsize=64)
def _possible_beasts(limit: int, marking: str, max_outstanding: int) -> tuple[int, ...]:
    if marking not in MARKINGS:
        raise ValueError(f"unknown marking {marking!r}: the Académie describes "
                         f"{' and '.join(MARKINGS)} [academie:beast.sequence]")
    # state after a hand: (markers, pool_taken, in_play amount or 0, waiting amounts sorted)
    start = (0, True, 0, ())
    seen = {start}
    frontier = [start]
    found: set[int] = set()
    while frontier:
        nxt = []
        for markers, taken, in_play, waiting in frontier:
            # the first hand is the start state, which the "pool taken, no beast" rule covers
            laid = markers_to_lay(marking, False, taken, bool(in_play or waiting))
            m = markers + laid
            if not in_play and waiting:
                in_play, waiting = max(waiting), tuple(sorted(waiting)[:-1])
            wager = pool_amount(m) + in_play
            if wager > limit:
                continue
            for kind in _KINDS:
                if kind == "all-pass":
                    after = (m, False, in_play, waiting)
                elif kind == "remise":
                    found.add(wager)
                    after = (m, False, in_play, tuple(sorted(waiting + (wager,))))
                elif kind == "win":
                    after = (0, True, 0, waiting)
                elif kind == "codille":
                    found.add(wager)
                    after = (0, True, 0, tuple(sorted(waiting + (wager,))))
                elif kind == "vole" or kind == "failed-committed-vole":
                    after = (0, True, 0, ())
                else:  # failed announced vole: everything shared, a new beast of the wager
                    found.add(wager)
                    after = (0, True, 0, (wager,))
                if len(after[3]) > max_outstanding or after in seen:
                    continue
                seen.add(after)
                nxt.append(after)
        frontier = nxt
    return tuple(sorted(found))


def beast_table(n: int = 20, marking: str = "2-and-1") -> list[int]:
    """The first ``n`` possible beasts, no. 1 first: "Starting from no. 1, the beasts increase
    successively by 9 counters" in 2-and-1 (academie:beast.table); the 3-and-2 sequence
    (academie:beast.sequence) is derived the same way and is not regular."""
    if n < 1:
        raise ValueError(f"a beast table has at least one beast, not {n}")
    return list(_beast_table(int(n), marking))


@lru_cache(maxsize=64)
def _beast_table(n: int, marking: str) -> tuple[int, ...]:
    limit = POOL_PER_MARKER * (n + 6)
    while True:
        found = possible_beasts(limit, marking)
        if len(found) >= n:
            return tuple(found[:n])
        limit *= 2


def beast_number(amount: int, marking: str = "2-and-1") -> int | None:
    """The number of a beast amount in the beast table (None if no hand can make it)."""
    table = beast_table(max(1, amount // POOL_PER_MARKER), marking)
    return table.index(amount) + 1 if amount in table else None


def compare_beast_tables(n: int = 12):
    """The 2-and-1 and 3-and-2 beast tables side by side, and the amounts each cannot make."""
    import pandas as pd

    two, three = beast_table(n, "2-and-1"), beast_table(n, "3-and-2")
    top = max(two[-1], three[-1])
    two_set, three_set = set(possible_beasts(top, "2-and-1")), set(possible_beasts(top, "3-and-2"))
    rows = []
    for i in range(n):
        rows.append({"no.": i + 1, "2-and-1": two[i], "3-and-2": three[i],
                     "steps 2-and-1": two[i] - two[i - 1] if i else None,
                     "steps 3-and-2": three[i] - three[i - 1] if i else None})
    frame = pd.DataFrame(rows)
    frame.attrs["missing in 3-and-2"] = sorted(two_set - three_set)
    frame.attrs["missing in 2-and-1"] = sorted(three_set - two_set)
    return frame


# --------------------------------------------------------------------------------------------
# The worked example (academie:example.intro ... academie:example.summary)
# --------------------------------------------------------------------------------------------

#: The seven hands as the source states them. UNSPECIFIED: the contract of the three remises
#: (hands 1, 2, 4); any contract without an occasional payment fits the figures, Ask Leave is
#: taken. No matadors are mentioned.
EXAMPLE_HANDS = (
    ({"ombre": "A", "contract": "ask-leave", "result": "remise"}, "academie:example.hand1"),
    ({"ombre": "B", "contract": "ask-leave", "result": "remise"}, "academie:example.hand2.remise"),
    ({"result": "all-pass"}, "academie:example.hand3.pass"),
    ({"ombre": "B", "contract": "ask-leave", "result": "remise"}, "academie:example.hand4.remise"),
    ({"ombre": "C", "contract": "ask-leave", "result": "win"}, "academie:example.hand5.win"),
    ({"ombre": "B", "contract": "ask-leave", "result": "win"}, "academie:example.hand6.win"),
    ({"ombre": "B", "contract": "ask-leave", "result": "win"}, "academie:example.hand7.win"),
)


@dataclass(frozen=True)
class Claim:
    """A figure the source states about a hand of its example, with the words that state it."""

    hand: int
    quantity: str
    stated: object
    words: str
    passage: str
    why: str = ""  # for a figure that differs from the ledger: which is right and why


CLAIMS = (
    Claim(1, "wager", 18, "i.e. 18 counters", "academie:example.hand1.wager"),
    Claim(1, "beast made", 18, "making the beast of 18 counters", "academie:example.hand1"),
    Claim(2, "markers", 3, "The pool = 3 x 9", "academie:example.hand2"),
    Claim(2, "pool", 27, "i.e. 27 counters", "academie:example.hand2"),
    Claim(2, "beast in play", 18, "18 from the beast", "academie:example.hand2"),
    Claim(2, "wager", 45, "i.e. 45 counters", "academie:example.hand2"),
    Claim(2, "beast incurred", 45, "i.e. 45 counters", "academie:example.hand2.beast"),
    Claim(2, "beast made", 45, "making the beast of 45 counters", "academie:example.hand2.remise"),
    Claim(3, "pool", 36, "The pool = 4 x 9, i.e. 36 counters", "academie:example.hand3"),
    Claim(3, "beast in play", 18, "leave his beast of 18 counters in play", "academie:example.hand3"),
    Claim(3, "wager", 54, "i.e. 54 counters", "academie:example.hand3"),
    Claim(3, "beast incurred", 54, "i.e. 54 counters", "academie:example.hand3.beast"),
    Claim(4, "pool", 45, "The pool = 5 x 9, i.e. 45 counters", "academie:example.hand4"),
    Claim(4, "beast in play", 18, "leave his beast of 18 counters in play", "academie:example.hand4"),
    Claim(4, "wager", 63, "i.e. 63 counters", "academie:example.hand4"),
    Claim(4, "beast incurred", 63, "i.e. 63 counters", "academie:example.hand4.beast"),
    Claim(4, "beast made", 63, "making the beast of 63 counters", "academie:example.hand4.remise"),
    Claim(5, "pool", 54, "The pool = 6 x 9, i.e. 54 counters", "academie:example.hand5"),
    Claim(5, "beast in play", 18, "leave his beast of 18 in play", "academie:example.hand5"),
    Claim(5, "wager", 72, "i.e. 72 counters", "academie:example.hand5"),
    Claim(5, "beast incurred", 72, "i.e. 72 counters", "academie:example.hand5.beast"),
    Claim(5, "paid by each Ally for the pool", 18, "6 x 3 = 18 counters", "academie:example.hand5.win"),
    Claim(5, "beast paid to the winner", 27, "A gives 27 counters to C", "academie:example.hand5.win",
          why="A's beast in play is the one he made in hand 1, the wager of that hand, 18 "
              "(academie:example.hand1: 'making the beast of 18 counters'; 'his beast of 18' in "
              "hands 3, 4 and 5). The same sentence's totals need 18: 'A has lost 18 + 18 for the "
              "beast = 36' and 'C has won 36 + 18 + 18 recovered = 72', the wager. 27 is a misprint."),
    Claim(5, "net A since the pool was laid", -36, "A has lost 18 + 18 for the beast = 36 counters",
          "academie:example.hand5.win"),
    Claim(5, "net B since the pool was laid", -18, "B has lost 18 counters", "academie:example.hand5.win"),
    Claim(5, "received by the winner", 72, "C has won 36 + 18 + 18 recovered = 72 counters",
          "academie:example.hand5.win"),
    Claim(6, "markers", 1, "only 1 counter", "academie:example.hand6"),
    Claim(6, "pool", 9, "i.e. 9 counters", "academie:example.hand6"),
    Claim(6, "beast in play", 63, "put his beast of 63 into play", "academie:example.hand6"),
    Claim(6, "wager", 72, "i.e. = 72 counters", "academie:example.hand6"),
    Claim(6, "hand", "third", "for this third hand", "academie:example.hand6.beast",
          why="the paragraph is the sixth hand's ('Sixth hand :', academie:example.hand6); "
              "'third' is a slip for 'sixth'."),
    Claim(6, "beast incurred", 72, "i.e. 72 counters", "academie:example.hand6.beast"),
    Claim(6, "paid by each Ally for the pool", 3, "1 x 3 = 3 counters", "academie:example.hand6.win"),
    Claim(6, "net A since the pool was laid", -3, "A has lost 3 counters", "academie:example.hand6.win"),
    Claim(6, "net C since the pool was laid", -3, "C has lost 3 counters", "academie:example.hand6.win"),
    Claim(6, "net B since the pool was laid", 6, "B has won 6 counters", "academie:example.hand6.win"),
    Claim(6, "beast paid to the winner", 63, "cancels his beast of 63", "academie:example.hand6.win"),
    Claim(6, "received by the winner", 72, "These 72 counters of winnings", "academie:example.hand6.win"),
    Claim(6, "winner", "A", "winnings for A", "academie:example.hand6.win",
          why="B is the Ombre who wins ('Player B is the Ombre, playing Ask Leave, and wins'); A is "
              "an Ally and loses 3. 'for A' is a slip for 'for B'."),
    Claim(7, "markers", 1, "1 counter in front of each player", "academie:example.hand7"),
    Claim(7, "pool", 9, "i.e. 9 counters", "academie:example.hand7"),
    Claim(7, "beast in play", 45, "put his beast of 45 into play", "academie:example.hand7"),
    Claim(7, "wager", 54, "i.e. 54 counters", "academie:example.hand7"),
    Claim(7, "beast incurred", 54, "i.e. 54 counters", "academie:example.hand7.beast"),
    Claim(7, "paid by each Ally for the pool", 3, "1 x 3 = 3 counters", "academie:example.hand7.win"),
    Claim(7, "net A since the pool was laid", -3, "A has lost 3 counters", "academie:example.hand7.win"),
    Claim(7, "net C since the pool was laid", -3, "C has lost 3 counters", "academie:example.hand7.win"),
    Claim(7, "net B since the pool was laid", 6, "B has won 6 counters", "academie:example.hand7.win"),
    Claim(7, "beast paid to the winner", 45, "cancels his beast of 45", "academie:example.hand7.win"),
    Claim(7, "received by the winner", 54, "These 54 counters of winnings", "academie:example.hand7.win"),
    Claim(8, "markers", 2, "2 counters in front of each player", "academie:example.hand8"),
    Claim(8, "pool", 18, "i.e. 18 counters", "academie:example.hand8"),
    Claim(8, "wager", 18, "The wager = 18 counters", "academie:example.hand8"),
)

#: The summary's beasts and their numbers in the table (academie:example.summary).
SUMMARY_CLAIMS = ((18, 1), (45, 4), (63, 6))
SUMMARY_WORDS = ("the first of 18, the second of 45 and the third of 63",
                 "no. 1, no. 4, and no. 6")

#: Readings of the example that are not wrong figures but need saying.
EXAMPLE_REMARKS = (
    ("academie:example.hand1.wager", "The first hand's heading is lost between l.172 and l.173: "
     "2 markers each (academie:pool.start), pool 18, no beast, wager 18; the replay starts from "
     "the rules."),
    ("academie:example.hand6", "'The pool = 3 x 3' (hands 6 and 7) counts 3 players x 3 counters; "
     "the rule of academie:pool.count would write 1 x 9. The value, 9, is right."),
    ("academie:example.hand6.win", "'72 counters of winnings' (and 54 in hand 7) is the wager: "
     "B's own 3 recovered, 6 won from the Allies and his own beast cancelled. His net gain is 6."),
    ("academie:example.hand3.beast", "'The beast incurred for this hand' is printed for every hand, "
     "also where nobody makes a beast (hands 3, 5, 6, 7, 8): it is the beast the Ombre would "
     "make by losing, the wager."),
    ("academie:example.hand4", "An all-pass (hand 3) with a beast in play adds one marker at hand "
     "4, not one for the all-pass (academie:pool.all-pass) and one for the beast "
     "(academie:pool.beast-to-play): the two rules do not stack."),
)


def academie_example(**options) -> PoolSession:
    """The Académie's seven hands replayed on a fresh session (academie:example.intro)."""
    session = PoolSession(("A", "B", "C"), **options)
    for stated, _passage in EXAMPLE_HANDS:
        session.play_hand(**stated)
    return session


ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
            7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth"}


def _computed(session: PoolSession) -> dict[int, dict[str, object]]:
    """The example's quantities per hand, computed from the session's ledger."""
    out: dict[int, dict[str, object]] = {}
    cash_before: dict[int, dict[str, Amount]] = {1: {p: 0 for p in session.players}}
    for row in session.rows:
        cash_before[row.hand + 1] = row.cash
    for row in session.rows:
        values: dict[str, object] = {
            "hand": ORDINALS[row.hand], "markers": row.markers, "pool": row.pool,
            "beast in play": row.in_play_amount, "wager": row.wager,
            "beast incurred": row.wager,
            "beast made": row.beast_made.amount if row.beast_made else None,
            "paid by each Ally for the pool": MARKER_VALUE * row.markers,
        }
        result = row.result
        winner = None
        if result and result.result in ("win", "vole"):
            winner = result.ombre
        elif result and result.result == "codille":
            winner = result.codille_winner
        if winner is not None:
            values["winner"] = winner
            values["beast paid to the winner"] = row.in_play_amount
            values["received by the winner"] = sum(
                e.amounts.get(winner, 0) for e in row.entries if e.amounts.get(winner, 0) > 0)
        for p in session.players:
            values[f"net {p} since the pool was laid"] = row.cash[p] - cash_before[row.pool_since][p]
        out[row.hand] = values
    nxt = session.preview()
    out[nxt["hand"]] = {"hand": ORDINALS.get(nxt["hand"]), "markers": nxt["markers"], "pool": nxt["pool"],
                        "beast in play": nxt["beast in play"], "wager": nxt["wager"],
                        "beast incurred": nxt["wager"]}
    return out


def example_claims(session: PoolSession | None = None):
    """Each figure the source states in its example beside the ledger's, and whether they agree."""
    import pandas as pd

    session = session or academie_example()
    computed = _computed(session)
    rows = []
    for claim in CLAIMS:
        ledger = computed[claim.hand].get(claim.quantity)
        rows.append({"hand": claim.hand, "quantity": claim.quantity, "source": claim.stated,
                     "ledger": ledger, "agrees": claim.stated == ledger, "words": claim.words,
                     "passage": claim.passage, "why": claim.why})
    for amount, number in SUMMARY_CLAIMS:
        rows.append({"hand": None, "quantity": f"table number of the beast of {amount}",
                     "source": number, "ledger": beast_number(amount, session.marking),
                     "agrees": number == beast_number(amount, session.marking),
                     "words": SUMMARY_WORDS[1], "passage": "academie:example.summary", "why": ""})
    return pd.DataFrame(rows)


# --------------------------------------------------------------------------------------------
# A partie of stated outcomes, for Monte Carlo
# --------------------------------------------------------------------------------------------

#: Default outcome rates of a hand, an illustration (the source gives no frequencies).
DEFAULT_RATES = {"all-pass": 0.15, "win": 0.55, "remise": 0.12, "codille": 0.13,
                 "vole": 0.02, "failed-vole": 0.03}


def random_hand(rng, players: Sequence[str], rates: Mapping[str, float] = DEFAULT_RATES,
                retourne: bool = False, single_matadors: float = 0.15) -> dict:
    """A stated hand result drawn from outcome rates with a numpy Generator."""
    kinds = list(rates)
    p = [rates[k] for k in kinds]
    total = sum(p)
    result = kinds[int(rng.choice(len(kinds), p=[x / total for x in p]))]
    if result == "all-pass":
        return {"result": "all-pass"}
    ombre = players[int(rng.integers(3))]
    contracts = ["ask-leave", "sans-prendre"] + (["retourne"] if retourne else [])
    hand: dict = {"ombre": ombre, "result": result}
    if result in ("vole", "failed-vole"):
        if rng.random() < 0.5:
            hand["contract"] = "vole"
        else:
            hand["contract"] = contracts[int(rng.integers(len(contracts)))]
            hand["committed_vole"] = True
    else:
        hand["contract"] = contracts[int(rng.integers(len(contracts)))]
    if result == "codille":
        others = [q for q in players if q != ombre]
        hand["codille_winner"] = others[int(rng.integers(2))]
    if rng.random() < single_matadors:
        hand["matadors"] = int(rng.integers(3, 7))
    return hand


def simulate_partie(rng, hands: int = 40, rates: Mapping[str, float] = DEFAULT_RATES,
                    **options):
    """Play ``hands`` random stated hands; return, per hand, the pool, the beasts open (their
    count and total) and the wager, as a DataFrame."""
    import pandas as pd

    session = PoolSession(**options)
    rows = []
    for _ in range(hands):
        session.play_hand(**random_hand(rng, session.players, rates, session.retourne))
        row = session.rows[-1]
        open_beasts = session.open_beasts()
        rows.append({"hand": row.hand, "pool": row.pool, "wager": row.wager,
                     "beasts open": len(open_beasts),
                     "beasts total": sum(b.amount for b in open_beasts),
                     "largest beast": max((b.amount for b in open_beasts), default=0)})
    return pd.DataFrame(rows)


def beast_growth(rng, parties: int, hands: int = 40, rates: Mapping[str, float] = DEFAULT_RATES,
                 **options):
    """Monte Carlo of the beasts over ``parties`` random parties of ``hands`` hands each, all
    drawn from one numpy Generator: one row a hand of a partie (column ``partie``)."""
    import pandas as pd

    frames = []
    for i in range(parties):
        frame = simulate_partie(rng, hands, rates, **options)
        frame.insert(0, "partie", i)
        frames.append(frame)
    return pd.concat(frames, ignore_index=True)


# --------------------------------------------------------------------------------------------
# The command line: python -m gamelib beasts
# --------------------------------------------------------------------------------------------


def example_report(session: PoolSession | None = None) -> str:
    """The example's table, and where the source's own figures differ from the ledger."""
    import pandas as pd

    session = session or academie_example()
    frame = session.history()
    shown = frame[["hand", "markers", "pool", "beast in play", "outstanding", "wager", "event",
                   "beast made", *[f"cash {p}" for p in session.players]]]
    lines = ["The Académie's seven hands (academie:example.intro), replayed on the ledger",
             f"marking {session.marking}; cash = counters won or lost so far (markers count as "
             "paid into the pool when laid; open beasts are not yet paid)", ""]
    with pd.option_context("display.width", 200, "display.max_columns", 20):
        lines.append(shown.to_string(index=False))
    nxt = session.preview()
    lines.append(f"next hand {nxt['hand']}: {nxt['markers']} markers each, pool {nxt['pool']}, "
                 f"wager {nxt['wager']}")
    lines += ["", "Beasts made: " + ", ".join(
        f"{b.owner} {b.amount} (table no. {beast_number(b.amount, session.marking)})"
        for b in session.sheet)]
    claims = example_claims(session)
    wrong = claims[~claims["agrees"]]
    lines += ["", f"The source's figures: {len(claims)} checked, {int(claims['agrees'].sum())} agree "
              f"with the ledger, {len(wrong)} differ:"]
    for row in wrong.itertuples():
        lines.append(f"- hand {int(row.hand)}, {row.quantity}: the source prints {row.source!r} "
                     f"(\"{row.words}\", {row.passage}); the ledger gives {row.ledger!r}.")
        lines.append(f"  Right: {row.ledger!r}, because {row.why}")
    lines += ["", "Other readings:"]
    for passage, text in EXAMPLE_REMARKS:
        lines.append(f"- {text} [{passage}]")
    return "\n".join(lines)


def beast_table_report(n: int, marking: str) -> str:
    """A beast table, and where it departs from the other marking's."""
    table = beast_table(n, marking)
    other = "3-and-2" if marking == "2-and-1" else "2-and-1"
    other_table = beast_table(n, other)
    lines = [f"Beast table, {marking} marking ({MARKINGS[marking].empty} markers when the wager "
             f"is empty, {MARKINGS[marking].otherwise} otherwise; each marker worth "
             f"{MARKER_VALUE}) [{MARKINGS[marking].passage}]",
             f"{'no.':>4} {marking:>8} {other:>8}"]
    for i in range(n):
        lines.append(f"{i + 1:>4} {table[i]:>8} {other_table[i]:>8}")
    top = max(table[-1], other_table[-1])
    mine, theirs = set(possible_beasts(top, marking)), set(possible_beasts(top, other))
    lines.append(f"amounts up to {top} that {marking} cannot make: "
                 f"{sorted(theirs - mine) or 'none'}")
    lines.append(f"amounts up to {top} that {other} cannot make: "
                 f"{sorted(mine - theirs) or 'none'}")
    return "\n".join(lines)


def cmd_beasts(argv: list[str]) -> int:
    """Print a beast table, or replay the Académie's seven-hand example and its corrections."""
    parser = argparse.ArgumentParser(prog="python -m gamelib beasts", description=cmd_beasts.__doc__)
    parser.add_argument("--example", choices=["academie"],
                        help="replay the source's worked example and check its figures")
    parser.add_argument("--marking", choices=list(MARKINGS), default="2-and-1")
    parser.add_argument("-n", type=int, default=12, help="how many beasts to list (default 12)")
    args = parser.parse_args(argv)
    if args.n < 1:
        parser.error("-n must be at least 1")
    if args.example:
        print(example_report(academie_example(marking="2-and-1")))
        if args.marking != "2-and-1":
            print()
            print(beast_table_report(args.n, args.marking))
        return 0
    print(beast_table_report(args.n, args.marking))
    return 0
