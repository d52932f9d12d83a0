"""The Académie's occasional payments, compiled: settled both by the pool's sessions
(:mod:`gamelib.analysis.fast.beasts`) and by the fast Ombre hands
(:mod:`gamelib.analysis.fast.ombre.kernel`), which so import neither the other."""

from __future__ import annotations

from gamelib.analysis.fast._jit import njit


@njit
def occasional(bal, ombre, contract, matadors, sign, single, retourne_paid_by_loser):
    """What ``PoolSession`` pays besides the pool: the matadors and the contract's payment
    (academie:winnings.matadors, academie:winnings.sans-prendre, academie:retourne.payment)."""
    a1 = (ombre + 1) % 3
    a2 = (ombre + 2) % 3
    if matadors:
        each = matadors * (1.0 if single else 2.0)
        bal[ombre] += sign * 2.0 * each
        bal[a1] -= sign * each
        bal[a2] -= sign * each
    sp = 6.0 if single else 12.0
    if contract == 0:
        due = 0.0
    elif contract == 1:
        due = sp / 2.0
        if sign < 0 and not retourne_paid_by_loser:
            due = 0.0
    else:
        due = sp
    if due:
        bal[ombre] += sign * 2.0 * due
        bal[a1] -= sign * due
        bal[a2] -= sign * due
