"""The zero-sum ledger every game pays through."""

from fractions import Fraction

import pytest

from gamelib.core.ledger import Ledger


def test_an_entry_that_does_not_sum_to_zero_is_refused():
    """Nothing may be created or lost: amounts of an entry sum to zero."""
    ledger = Ledger(["A", "B"], pots=["pool"])
    with pytest.raises(ValueError, match=r"sum to 1, not zero; nothing may be created or lost"):
        ledger.post("bad", {"A": -2, "pool": 3})
    assert ledger.entries == [] and ledger.total() == 0


def test_an_unknown_account_is_named():
    ledger = Ledger(["A", "B"])
    with pytest.raises(ValueError, match=r"no account 'C' \(accounts: A, B\)"):
        ledger.pay("A", "C", 1, "stake")


def test_amounts_are_integers_or_fractions():
    """Floats would lose counters to rounding; they are refused."""
    ledger = Ledger(["A", "B"])
    with pytest.raises(ValueError, match="must be an integer or a Fraction"):
        ledger.pay("A", "B", 0.5, "half")
    ledger.pay("A", "B", Fraction(1, 4), "a quarter")
    assert ledger.balance("B") == Fraction(1, 4) and ledger.total() == 0


def test_balances_and_pots_always_sum_to_zero():
    ledger = Ledger(["A", "B", "C"], pots=["pool", "beasts"])
    ledger.post("markers", {"A": -6, "B": -6, "C": -6, "pool": 18})
    ledger.pay("pool", "B", 18, "B takes the pool")
    ledger.pay("A", "beasts", 18, "A makes a beast")
    assert ledger.balances() == {"A": -24, "B": 12, "C": -6, "pool": 0, "beasts": 18}
    assert ledger.total() == 0 and ledger.net() == [-24.0, 12.0, -6.0]
    frame = ledger.to_frame()
    assert list(frame.columns) == ["hand", "label", "passage", "A", "B", "C", "pool", "beasts"]
    assert (frame[["A", "B", "C", "pool", "beasts"]].sum(axis=1) == 0).all()


def test_a_ledger_renders_its_entries_and_balances():
    ledger = Ledger(["A", "B"])
    ledger.pay("A", "B", 3, "fiche", passage="noothoven:ombre.pay-matadors")
    html = ledger._repr_html_()
    assert "fiche" in html and "noothoven:ombre.pay-matadors" in html and "<b>3</b>" in html
    assert str(ledger.entries[0]) == "fiche: A -3, B +3 [noothoven:ombre.pay-matadors]"


def test_account_names_must_differ():
    with pytest.raises(ValueError, match="account names must differ"):
        Ledger(["A", "A"])


def test_net_of_counts_players_over_some_entries_and_leaves_pots_out():
    """A deal's returns: each player's net over that deal's entries only."""
    from gamelib.core.ledger import net_of

    ledger = Ledger(["A", "B"], pots=["pot"])
    ledger.pay("A", "pot", 4, "stake")            # an earlier deal
    first = len(ledger.entries)
    ledger.pay("pot", "B", 3, "share")
    ledger.pay("A", "B", 1, "fine")
    assert net_of(ledger.entries[first:], ["A", "B"]) == [-1.0, 4.0]
    assert net_of(ledger.entries, ["B", "A"]) == [4.0, -5.0]


def test_whole_amounts_stay_ints_and_fractions_stay_exact():
    """Ints are booked as ints (the quick path), a share of a third as an exact Fraction, and a
    Fraction balance that comes out whole is an int again; a bool is no amount."""
    ledger = Ledger(["A", "B", "C", "D"], pots=["pot"])
    ledger.post("stakes", {"A": -4, "B": -4, "C": -4, "D": -4, "pot": 16})
    assert all(type(v) is int for v in ledger.balances().values())
    third = Fraction(16, 3)
    ledger.post("codille: the pot shared", {"pot": -16, "B": third, "C": third, "D": third})
    assert ledger.balance("B") == Fraction(4, 3) and ledger.total() == 0
    ledger.post("two thirds back", {"B": -Fraction(4, 3), "A": Fraction(4, 3)})
    assert type(ledger.balance("B")) is int and ledger.balance("B") == 0
    assert ledger.entries[1].amounts == {"pot": -16, "B": third, "C": third, "D": third}
    with pytest.raises(ValueError, match="must be an integer or a Fraction, not True"):
        ledger.post("bad", {"A": True, "B": -1})


def test_fractional_postings_book_what_fraction_arithmetic_gives():
    """Balances are exact whatever the amounts: random postings of whole and fractional amounts
    (shares of a half, a third, a sixth ...) leave every balance equal to the sum of its
    amounts in Fraction arithmetic, an int exactly when it is whole, and the total zero."""
    import numpy as np

    rng = np.random.default_rng(5)
    names = ["A", "B", "C", "pot"]
    ledger = Ledger(names[:3], pots=["pot"])
    expected = dict.fromkeys(names, Fraction(0))
    for i in range(400):
        payer, *payees = rng.permutation(names)[:1 + int(rng.integers(1, 4))]
        total = Fraction(int(rng.integers(1, 25)), int(rng.choice([1, 1, 2, 3, 6])))
        share = total / len(payees)
        amounts = {str(payer): -total}
        amounts.update({str(q): share.numerator if share.denominator == 1 else share
                        for q in payees})
        if total.denominator == 1:
            amounts[str(payer)] = total.numerator * -1
        ledger.post(f"posting {i}", amounts)
        for name, value in amounts.items():
            expected[name] += value
        for name in names:
            balance = ledger.balance(name)
            assert balance == expected[name]
            assert (type(balance) is int) == (expected[name].denominator == 1)
    assert ledger.total() == 0
