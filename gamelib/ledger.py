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
from math import gcd
from numbers import Rational

from .errors import UnknownName

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
        return f"{self.label}: {moves}{cite}"


def _entry(label: str, amounts: Mapping[str, Amount], passage: str | None, hand: int | None,
           note: str) -> Entry:
    """``Entry(label, amounts, passage, hand, note)``, the same frozen object, made without the
    frozen dataclass's ``__init__`` (which sets each field through ``object.__setattr__``, a
    third of the cost of posting an entry)."""
    entry = _new_object(Entry)
    entry.__dict__.update(label=label, amounts=amounts, passage=passage, hand=hand, note=note)
    return entry


_new_object = object.__new__


def _fmt(value: Amount, sign: bool = False) -> str:
    if isinstance(value, Fraction) and value.denominator != 1:
        text = f"{value.numerator}/{value.denominator}"
        return f"+{text}" if sign and value > 0 else text
    value = int(value)
    return f"{value:+d}" if sign else str(value)


class Ledger:
    """Accounts for players and pots, changed only by zero-sum entries."""

    def __init__(self, players: Iterable[str], pots: Iterable[str] = ()):
        self.players = tuple(players)
        self.pots = tuple(pots)
        accounts = self.players + self.pots
        if len(set(accounts)) != len(accounts):
            raise ValueError(f"account names must differ: {accounts}")
        self._balances: dict[str, Amount] = {name: 0 for name in accounts}
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
        kept exact) is summed and booked by integer arithmetic on numerators and denominators
        (:func:`_plus`), not by Fraction's own operators, which cost several times more."""
        balances = self._balances
        num, den = 0, 1  # the sum so far, num / den
        whole = True
        for name, value in amounts.items():
            if name not in balances:
                raise ValueError(f"{label}: no account {name!r} (accounts: {', '.join(self.accounts)})")
            if type(value) is int:
                num += value * den
                continue
            if type(value) is not Fraction:
                if not isinstance(value, Rational) or isinstance(value, bool):
                    raise ValueError(f"{label}: amount for {name} must be an integer or a "
                                     f"Fraction, not {value!r}")
                value = Fraction(value)
            whole = False
            d = value.denominator
            num = num * d + value.numerator * den
            den *= d
        if num != 0:
            total = num // den if num % den == 0 else Fraction(num, den)
            raise ValueError(f"{label}: amounts {dict(amounts)} sum to {total}, not zero; "
                             "nothing may be created or lost")
        if whole:
            moved = {k: v for k, v in amounts.items() if v}
        else:
            moved = {k: _exact(v) for k, v in amounts.items() if v}
        for name, value in moved.items():
            balance = balances[name]
            if type(balance) is int and type(value) is int:
                balances[name] = balance + value
            else:  # a fraction in the sum: a whole result is booked as an int again
                balances[name] = _plus(balance, value)
        entry = _entry(label, moved, passage, hand, note)
        self.entries.append(entry)
        return entry

    def pay(self, payer: str, payee: str, amount: Amount, label: str, *,
            passage: str | None = None, hand: int | None = None, note: str = "") -> Entry:
        """``payer`` gives ``amount`` to ``payee`` (a negative amount goes the other way)."""
        if payer == payee:
            raise ValueError(f"{label}: {payer} cannot pay itself")
        return self.post(label, {payer: -amount, payee: amount}, passage=passage, hand=hand,
                         note=note)

    def balance(self, account: str) -> Amount:
        try:
            return self._balances[account]
        except KeyError:
            raise UnknownName(f"no account {account!r} "
                              f"(accounts: {', '.join(self.accounts)})") from None

    def balances(self) -> dict[str, Amount]:
        """Every account's balance now; they sum to zero."""
        return dict(self._balances)

    def net(self, players: Iterable[str] | None = None) -> list[float]:
        """The players' balances as floats, in seat order (what ``State.returns()`` gives)."""
        return [float(self._balances[p]) for p in (players or self.players)]

    def total(self) -> Amount:
        """The sum of every balance: always zero."""
        return sum(self._balances.values())

    def lines(self) -> list[str]:
        return [str(entry) for entry in self.entries]

    def to_frame(self):
        """The entries as a pandas DataFrame, one row an entry, one column an account."""
        import pandas as pd

        rows = []
        for entry in self.entries:
            row = {"hand": entry.hand, "label": entry.label, "passage": entry.passage or ""}
            row.update({name: entry.amounts.get(name, 0) for name in self.accounts})
            rows.append(row)
        return pd.DataFrame(rows, columns=["hand", "label", "passage", *self.accounts])

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{escape(a)}</th>" for a in self.accounts)
        body = []
        for entry in self.entries:
            cells = "".join(f"<td>{_fmt(entry.amounts[a], True) if a in entry.amounts else ''}</td>"
                            for a in self.accounts)
            body.append(f"<tr><td>{escape(entry.label)}</td>{cells}"
                        f"<td><code>{escape(entry.passage or '')}</code></td></tr>")
        totals = "".join(f"<td><b>{_fmt(self._balances[a])}</b></td>" for a in self.accounts)
        return (f'<table class="ledger"><tr><th>entry</th>{head}<th>passage</th></tr>'
                f"{''.join(body)}<tr><td><b>balance</b></td>{totals}<td></td></tr></table>")

    def __repr__(self) -> str:
        bal = ", ".join(f"{k}={_fmt(v)}" for k, v in self._balances.items())
        return f"Ledger({bal}; {len(self.entries)} entries)"


def net_of(entries: Iterable[Entry], players: Iterable[str]) -> list[float]:
    """Each player's net over some entries (one deal's, say), in the order given; pots are left out."""
    net = dict.fromkeys(players, 0)
    for entry in entries:
        for name, amount in entry.amounts.items():
            if name in net:
                net[name] += amount
    return [float(value) for value in net.values()]


def _plus(balance: Amount, value: Amount) -> Amount:
    """``balance + value`` exactly, an int when whole: the numerators and denominators added as
    ints (Fraction's ``+`` does the same through several layers of calls)."""
    if type(balance) is int:
        if type(value) is int:
            return balance + value
        bn, bd = balance, 1
    else:
        bn, bd = balance.numerator, balance.denominator
    if type(value) is int:
        vn, vd = value, 1
    else:
        vn, vd = value.numerator, value.denominator
    n, d = bn * vd + vn * bd, bd * vd
    g = gcd(n, d)
    return n // g if g == d else Fraction(n // g, d // g)


def _exact(value: Amount) -> Amount:
    """Keep integers as ints and fractions exact."""
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else value
    return int(value)
