"""A zero-sum ledger of stakes, pools and beasts, shared by every game that pays.

Every movement of counters, fiches or coins is an :class:`Entry` whose amounts sum to zero
across the accounts it touches (players and pots such as ``"pool"``, ``"bowl"``, ``"bank"``).
So the sum of all balances is always zero, and a test proves it for every game.

    ledger = Ledger(["A", "B", "C"], pots=["pool"])
    ledger.pay("A", "pool", 2, "marker", passage="academie:...")
    ledger.balance("pool")  # 2
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from html import escape
from math import lcm
from numbers import Rational

from gamelib.core.errors import UnknownName
from gamelib.core.names import in_words, plural

Amount = int | Fraction


@dataclass(frozen=True)
class Entry:
    """One settlement line: who gains (+) and who gives (-), summing to zero."""

    label: str
    amounts: Mapping[str, Amount]
    passage: str | None = None
    hand: int | None = None
    note: str = field(default="", compare=False)

    def __str__(self) -> str:
        moves = ", ".join(f"{k} {_fmt(v, sign=True)}" for k, v in self.amounts.items() if v)
        cite = f" [{self.passage}]" if self.passage else ""
        return f"{in_words(self.label)}: {moves}{cite}"


#: ``object.__new__``: an :class:`Entry` is made by :meth:`Ledger.post` without the frozen
#: dataclass's ``__init__`` (which sets each field through ``object.__setattr__``, a third of the
#: cost of posting an entry), its fields set in one ``__dict__.update``: the same frozen object
_new_object = object.__new__


def _fmt(value: Amount, sign: bool = False) -> str:
    if isinstance(value, Fraction) and value.denominator != 1:
        text = f"{value.numerator}/{value.denominator}"
        return f"+{text}" if sign and value > 0 else text
    value = int(value)
    return f"{value:+d}" if sign else str(value)


class Ledger:
    """Accounts for players and pots, changed only by zero-sum entries.

    Every balance is kept as a whole number of one unit common to the ledger: ``_numerators``
    over ``_denominator`` (1 while every amount booked is whole; once a third is booked, 3; the
    least common multiple of the denominators booked so far). Booking a share of a third is
    then integer arithmetic, with no Fraction made or reduced at every entry; :meth:`balance`
    gives the exact amount, an int when it is whole and a Fraction otherwise, as ever."""

    def __init__(self, players: Iterable[str], pots: Iterable[str] = ()):
        self.players = tuple(players)
        self.pots = tuple(pots)
        accounts = self.players + self.pots
        if len(set(accounts)) != len(accounts):
            raise ValueError(f"account names must differ: {accounts}")
        self._numerators: dict[str, int] = dict.fromkeys(accounts, 0)
        self._denominator = 1
        self.entries: list[Entry] = []

    @property
    def accounts(self) -> tuple[str, ...]:
        return self.players + self.pots

    def post(self, label: str, amounts: Mapping[str, Amount], *, passage: str | None = None,
             hand: int | None = None, note: str = "") -> Entry:
        """Record an entry; amounts that do not sum to zero, or an unknown account, are refused.

        Whole amounts (plain ints, what nearly every payment is) are checked and booked without
        a Fraction or an abstract-class check: ``type(value) is int`` is the quick test (a
        ``bool`` fails it and is refused below). A fraction (a Fraction or another Rational,
        kept exact) is summed and booked through its numerator and denominator, in the ledger's
        common unit (see the class)."""
        numerators = self._numerators
        # the entry's amounts: copied whole (in C), then zeros left out and a whole fraction
        # made an int, below (rare; an item set in Python costs several times more)
        moved: dict[str, Amount] = dict(amounts)
        whole = 0  # the sum of the whole amounts
        num, den = 0, 1  # the sum of the fractional amounts, num / den
        fractions = []  # (account, numerator, denominator) of each fractional amount
        # the last Fraction read and its parts: a share is one Fraction for every payee (the
        # pot's 16/3 to each defender at a codille), read once (as_integer_ratio is a call)
        last = n = d = None
        for name, value in amounts.items():
            if name not in numerators:
                raise ValueError(f"{label}: no account {name!r} (accounts: {', '.join(self.accounts)})")
            if type(value) is not int:
                if value is not last:
                    if type(value) is not Fraction:
                        value = moved[name] = _as_fraction(label, name, value)
                    last = value
                    # (one call: the properties numerator and denominator cost a call each)
                    n, d = value.as_integer_ratio()
                if d != 1:
                    fractions.append((name, n, d))
                    if d == den:  # the same denominator as the sum so far (the common case)
                        num += n
                    else:
                        num, den = num * d + n * den, den * d
                    continue
                value = moved[name] = n
            if value:
                whole += value
            else:
                del moved[name]
        if whole * den + num != 0:
            total = _exact_ratio(whole * den + num, den)
            raise ValueError(f"{label}: amounts {dict(amounts)} sum to {total}, not zero; "
                             "nothing may be created or lost")
        denominator = self._denominator
        for name, value in moved.items():
            if type(value) is int:
                numerators[name] += value * denominator
        for name, n, d in fractions:
            if denominator % d:  # a finer unit: every balance restated in it
                unit = lcm(denominator, d)
                for account in numerators:
                    numerators[account] *= unit // denominator
                denominator = self._denominator = unit
            numerators[name] += n * (denominator // d)
        # Entry(label, moved, passage, hand, note), made as _new_object says (written out here:
        # a helper function cost a Python call a post)
        entry = _new_object(Entry)
        entry.__dict__.update(label=label, amounts=moved, passage=passage, hand=hand, note=note)
        self.entries.append(entry)
        return entry

    def copy(self) -> Ledger:
        """An independent ledger with the same accounts, balances and entries (the entries
        themselves, which never change, are shared): what a copied game state takes, or a new
        hand that starts from the same stakes, instead of posting them again."""
        twin = _new_object(Ledger)
        twin.players = self.players  # (each attribute set: quicker than a __dict__.update)
        twin.pots = self.pots
        twin._numerators = dict(self._numerators)
        twin._denominator = self._denominator
        twin.entries = list(self.entries)
        return twin

    def pay(self, payer: str, payee: str, amount: Amount, label: str, *,
            passage: str | None = None, hand: int | None = None, note: str = "") -> Entry:
        """``payer`` gives ``amount`` to ``payee`` (a negative amount goes the other way)."""
        if payer == payee:
            raise ValueError(f"{label}: {payer} cannot pay itself")
        return self.post(label, {payer: -amount, payee: amount}, passage=passage, hand=hand,
                         note=note)

    def balance(self, account: str) -> Amount:
        try:
            numerator = self._numerators[account]
        except KeyError:
            raise UnknownName(f"no account {account!r} "
                              f"(accounts: {', '.join(self.accounts)})") from None
        return _exact_ratio(numerator, self._denominator)

    def balances(self) -> dict[str, Amount]:
        """Every account's balance now; they sum to zero."""
        denominator = self._denominator
        return {name: _exact_ratio(n, denominator) for name, n in self._numerators.items()}

    def net(self, players: Iterable[str] | None = None) -> list[float]:
        """The players' balances as floats, in seat order (what ``State.returns()`` gives): each
        numerator divided by the common denominator, which Python rounds correctly, so the float
        of the exact balance."""
        numerators, denominator = self._numerators, self._denominator
        return [numerators[p] / denominator for p in (players or self.players)]

    def total(self) -> Amount:
        """The sum of every balance: always zero."""
        return sum(self.balances().values())

    def lines(self) -> list[str]:
        return [str(entry) for entry in self.entries]

    def to_frame(self):
        """The entries as a pandas DataFrame, one row an entry, one column an account; ``hand``
        is a whole-number column, empty (``<NA>``) for an entry that belongs to no hand."""
        import pandas as pd

        rows = []
        for entry in self.entries:
            row = {"hand": entry.hand, "label": entry.label, "passage": entry.passage or ""}
            row.update({name: entry.amounts.get(name, 0) for name in self.accounts})
            rows.append(row)
        frame = pd.DataFrame(rows, columns=["hand", "label", "passage", *self.accounts])
        frame["hand"] = frame["hand"].astype("Int64")
        return frame

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{escape(a)}</th>" for a in self.accounts)
        body = []
        for entry in self.entries:
            cells = "".join(f"<td>{_fmt(entry.amounts[a], True) if a in entry.amounts else ''}</td>"
                            for a in self.accounts)
            body.append(f"<tr><td>{escape(in_words(entry.label))}</td>{cells}"
                        f"<td><code>{escape(entry.passage or '')}</code></td></tr>")
        balances = self.balances()
        totals = "".join(f"<td><b>{_fmt(balances[a])}</b></td>" for a in self.accounts)
        return (f'<table class="ledger"><tr><th>entry</th>{head}<th>passage</th></tr>'
                f"{''.join(body)}<tr><td><b>balance</b></td>{totals}<td></td></tr></table>")

    def __repr__(self) -> str:
        bal = ", ".join(f"{k}={_fmt(v)}" for k, v in self.balances().items())
        return f"Ledger({bal}; {plural(len(self.entries), 'entry', 'entries')})"


def net_of(entries: Iterable[Entry], players: Iterable[str]) -> list[float]:
    """Each player's net over some entries (one deal's, say), in the order given; pots are left out."""
    net = dict.fromkeys(players, 0)
    for entry in entries:
        for name, amount in entry.amounts.items():
            if name in net:
                net[name] += amount
    return [float(value) for value in net.values()]


def _as_fraction(label: str, name: str, value) -> Fraction:
    """An amount that is neither an int nor a Fraction, made an exact Fraction if it is a
    rational number (a numpy integer, say); a float, a bool or anything else is refused."""
    if not isinstance(value, Rational) or isinstance(value, bool):
        raise ValueError(f"{label}: amount for {name} must be an integer or a "
                         f"Fraction, not {value!r}")
    return Fraction(value)


def _exact_ratio(numerator: int, denominator: int) -> Amount:
    """``numerator / denominator`` exactly: an int when it divides evenly, else a Fraction."""
    if numerator % denominator == 0:
        return numerator // denominator
    return Fraction(numerator, denominator)
