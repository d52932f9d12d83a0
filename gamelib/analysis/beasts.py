"""The Académie's pool and beasts as tables, a Monte Carlo of a partie, and ``python -m gamelib beasts``.

The rules and the session are the game's (:mod:`gamelib.games.ombre.pool`); here they are read
out: a session's history and beast sheet and ledger entries as DataFrames, the 2-and-1 and
3-and-2 beast tables side by side (academie:beast.table, academie:beast.sequence), every figure
the source prints about its worked example beside the ledger's (academie:example.intro ...
academie:example.summary, :mod:`gamelib.games.ombre.example`), a partie of stated outcomes drawn
at random (the source gives no frequencies: :data:`DEFAULT_RATES` is an illustration), and the
command that prints the beast tables or replays the example with its misprints.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence

from gamelib.core.ledger import Amount, Entry
from gamelib.games.ombre.example import CLAIMS, EXAMPLE_REMARKS, SUMMARY_CLAIMS, SUMMARY_WORDS
from gamelib.games.ombre.marking import (
    MARKER_VALUE,
    MARKINGS,
    beast_number,
    beast_table,
    possible_beasts,
)
from gamelib.games.ombre.pool import PoolSession, academie_example, signed

# --------------------------------------------------------------------------------------------
# A session as tables
# --------------------------------------------------------------------------------------------


def history(session: PoolSession):
    """One row a hand (:meth:`PoolSession.history_rows`) as a DataFrame: markers, pool, beast in
    play, outstanding beasts, wager, event, beast made, transfers, and the running balances
    (ledger) and cash of each player."""
    import pandas as pd

    return pd.DataFrame(session.history_rows(), columns=session.history_columns())


def beast_sheet(session: PoolSession):
    """The beast sheet as a DataFrame: one row a beast, with its number in the beast table
    (academie:beast.sheet, academie:beast.table); "settled in hand" and "to" are blank while
    the beast is outstanding."""
    import pandas as pd

    rows = [{"beast": b.number, "owner": b.owner, "amount": b.amount,
             "table no.": beast_number(b.amount, session.marking), "made in hand": b.made_in,
             "status": b.status, "settled in hand": "" if b.settled_in is None else b.settled_in,
             "to": ", ".join(b.settled_to)} for b in session.sheet]
    return pd.DataFrame(rows, columns=["beast", "owner", "amount", "table no.", "made in hand",
                                       "status", "settled in hand", "to"])


def entries_table(entries: Sequence[Entry], accounts: Sequence[str] | None = None):
    """Ledger entries as a DataFrame for reading: one row an entry, signed amounts per account
    (blank where the account is not touched), and the passage."""
    import pandas as pd

    if accounts is None:
        accounts = []
        for entry in entries:
            accounts += [name for name in entry.amounts if name not in accounts]
    rows = [{"entry": e.label, **{a: signed(e.amounts[a]) if a in e.amounts else "" for a in accounts},
             "passage": e.passage or ""} for e in entries]
    return pd.DataFrame(rows, columns=["entry", *accounts, "passage"])


def compare_beast_tables(n: int = 12):
    """The 2-and-1 and 3-and-2 beast tables side by side, with the step from the beast before
    (blank for the first), and the amounts each cannot make."""
    import pandas as pd

    two, three = beast_table(n, "2-and-1"), beast_table(n, "3-and-2")
    top = max(two[-1], three[-1])
    two_set, three_set = set(possible_beasts(top, "2-and-1")), set(possible_beasts(top, "3-and-2"))
    rows = []
    for i in range(n):
        rows.append({"no.": i + 1, "2-and-1": two[i], "3-and-2": three[i],
                     "steps 2-and-1": two[i] - two[i - 1] if i else "",
                     "steps 3-and-2": three[i] - three[i - 1] if i else ""})
    frame = pd.DataFrame(rows)
    frame.attrs["missing in 3-and-2"] = sorted(two_set - three_set)
    frame.attrs["missing in 2-and-1"] = sorted(three_set - two_set)
    return frame


# --------------------------------------------------------------------------------------------
# The worked example's figures beside the ledger's
# --------------------------------------------------------------------------------------------

#: The hands as the example names them ("for this third hand", academie:example.hand6.beast).
ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
            7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth"}


def ledger_figures(session: PoolSession) -> dict[int, dict[str, object]]:
    """The quantities the example states of each hand (:data:`gamelib.games.ombre.example.CLAIMS`),
    computed from the session's rows and ledger; the hand after the last, as ``preview()`` lays it out."""
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
    """Each figure the source states in its example beside the ledger's, and whether they agree;
    "hand" is blank for the figures of the closing summary, which are of no one hand."""
    import pandas as pd

    session = academie_example() if session is None else session
    computed = ledger_figures(session)
    rows = []
    for claim in CLAIMS:
        ledger = computed[claim.hand].get(claim.quantity)
        rows.append({"hand": claim.hand, "quantity": claim.quantity, "source": claim.stated,
                     "ledger": ledger, "agrees": claim.stated == ledger, "words": claim.words,
                     "passage": claim.passage, "why": claim.why})
    for amount, number in SUMMARY_CLAIMS:
        rows.append({"hand": "", "quantity": f"table number of the beast of {amount}",
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

    session = academie_example() if session is None else session
    frame = history(session)
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
