"""The Ombre fast path's entry point: :func:`play_hands` plays a run's deals in the compiled
loop and returns them as :class:`Deals` (the rules: :mod:`gamelib.analysis.fast.ombre`)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gamelib.analysis.fast.ombre.codes import CONTRACTS, NOOTHOVEN_CONTRACTS, RESULTS
from gamelib.analysis.fast.ombre.kernel import _DEBRUIJN_TABLE, TABLES, _play_deals
from gamelib.analysis.fast.ombre.stream import DECK, mix64
from gamelib.games.ombre.pool import MARKINGS


@dataclass
class Deals:
    """The fast path's hands, one entry a deal: ``result`` (codes of :data:`RESULTS`), ``ombre``
    (seat, -1 none), ``contract`` (codes of :data:`CONTRACTS`), ``trump`` (suit index of
    ``SHDC``), ``split`` (tricks of the Ombre and his Allies in playing order), ``matadors``
    paid, ``committed`` vole, ``returns`` per seat (as ``OmbreState.returns``), ``dealt`` (the
    three hands as dealt, masks, eldest first) and, when recorded, ``actions`` (codes, see
    :data:`ACTION_CODES`) with their count ``n_actions``."""

    rules: str
    result: np.ndarray
    ombre: np.ndarray
    contract: np.ndarray
    trump: np.ndarray
    split: np.ndarray
    matadors: np.ndarray
    committed: np.ndarray
    returns: np.ndarray
    dealt: np.ndarray
    actions: np.ndarray
    n_actions: np.ndarray

    def __len__(self) -> int:
        return len(self.result)

    @property
    def contract_names(self) -> tuple[str, ...]:
        return NOOTHOVEN_CONTRACTS if self.rules == "noothoven" else CONTRACTS

    def rates(self) -> dict[str, float]:
        """The share of each result."""
        counts = np.bincount(self.result, minlength=len(RESULTS))
        return {name: counts[i] / len(self) for i, name in enumerate(RESULTS)}

    def frame(self):
        """The deals as a DataFrame with the columns ``gamelib.analysis.montecarlo.simulate`` gives for
        Ombre (``deal``, ``return_0..2``, ``rules``, ``ombre`` as the seat's name A/B/C,
        ``contract``, ``trump``, ``split.0..2``, ``matadors``, ``committed vole``, ``outcome``),
        so that studies can take either."""
        import pandas as pd

        seats = np.array(["A", "B", "C", None], dtype=object)
        words = np.array(["spades", "hearts", "diamonds", "clubs", None], dtype=object)
        return pd.DataFrame({
            "deal": np.arange(len(self)),
            **{f"return_{p}": self.returns[:, p] for p in range(3)},
            "rules": self.rules,
            "ombre": seats[self.ombre],
            "contract": np.array(self.contract_names + (None,), dtype=object)[self.contract],
            "trump": words[self.trump],
            "split.0": self.split[:, 0], "split.1": self.split[:, 1], "split.2": self.split[:, 2],
            "matadors": self.matadors, "committed vole": self.committed.astype(bool),
            "outcome": np.array(RESULTS, dtype=object)[self.result],
        })


def play_hands(n: int, seed: int = 0, start: int = 0, *, rules: str = "academie",
               retourne: bool = False, forced_spadille: bool = False,
               single_payment: bool = False, marking: str = "2-and-1",
               favourite: bool | None = None, gasco_vole_paid: bool = False,
               failed_vole_four: bool = False, record: bool = False,
               vole_bids: bool = True) -> Deals:
    """Play deals ``start .. start + n - 1`` of a run seeded ``seed`` with the stream's random
    play, under ``rules`` and its options, those of ``get_game("ombre", rules=..., ...)``:
    academie ``retourne``, ``forced_spadille``, ``single_payment``, ``marking``; noothoven
    (the ordinary three-handed form, ``form="a-trois"``) ``favourite`` (None: the rule set's
    default, on for the booklet), ``gasco_vole_paid``, ``failed_vole_four``.
    ``record=True`` keeps every action (for the golden tests); ``vole_bids=False`` is the random
    player that never announces the vole (StreamPlayer)."""
    if rules not in ("academie", "noothoven"):
        raise ValueError(f"unknown Ombre rule set {rules!r}: 'noothoven' or 'academie'")
    nl = rules == "noothoven"
    if favourite is None:
        favourite = nl  # the booklet's rule is with the favourite (noothoven:ombre.favourite)
    given = {"retourne": retourne, "forced_spadille": forced_spadille,
             "single_payment": single_payment, "marking": marking != "2-and-1",
             "favourite": favourite, "gasco_vole_paid": gasco_vole_paid,
             "failed_vole_four": failed_vole_four}
    booklet_only = ("favourite", "gasco_vole_paid", "failed_vole_four")
    foreign = sorted(k for k, v in given.items() if v and (k in booklet_only) != nl)
    if foreign:
        raise ValueError(f"option(s) {', '.join(foreign)} do not belong to the {rules} rules")
    if marking not in MARKINGS:
        raise ValueError(f"unknown marking {marking!r}: '2-and-1' or '3-and-2' "
                         f"(academie:pool.name, academie:beast.sequence)")
    n = int(n)
    out = Deals(rules=rules, result=np.zeros(n, np.int64), ombre=np.zeros(n, np.int64),
                contract=np.zeros(n, np.int64), trump=np.zeros(n, np.int64),
                split=np.zeros((n, 3), np.int64), matadors=np.zeros(n, np.int64),
                committed=np.zeros(n, np.int64), returns=np.zeros((n, 3)),
                dealt=np.zeros((n, 3), np.int64),
                actions=np.zeros((n if record else 1, 128), np.int64),
                n_actions=np.zeros(n, np.int64))
    # Without numba the kernel runs on numpy uint64 scalars, whose wrap-around (the generator
    # relies on it) numpy reports as overflow.
    with np.errstate(over="ignore"):
        _play_deals(np.uint64(mix64(int(seed))), np.int64(start), n, bool(retourne),
                    bool(forced_spadille), bool(single_payment), MARKINGS[marking].empty,
                    bool(vole_bids), nl, -1, bool(gasco_vole_paid), DECK,
                    *TABLES, _DEBRUIJN_TABLE, bool(record), out.result, out.ombre,
                    out.contract, out.trump, out.split, out.matadors, out.committed,
                    out.returns, out.dealt, out.actions, out.n_actions, bool(favourite),
                    bool(failed_vole_four))
    return out

