"""Where the reference engine spends its time, and what proposed changes would buy.

    .venv/bin/python benchmarks/bench_engine.py              # profile Ombre and Quadrille
    .venv/bin/python benchmarks/bench_engine.py --proposals  # also time the proposed changes
    .venv/bin/python benchmarks/bench_engine.py --micro      # the cost of each piece of a hand
    PYTHONHASHSEED=0 valgrind --tool=callgrind --toggle-collect=_PyEval_CallTracing \
        .venv/bin/python benchmarks/bench_engine.py --count reference -n 400
                                           # instructions of 400 modern Quadrille hands alone

``--proposals`` applies each proposed change *in this process only* (by replacing a function),
cumulatively, and times random play after each, so that the gain of each change is measured on
the same machine in the same run. The changes keep every result identical except the last
(RandomPlayer drawing with ``random()``), which changes the random streams and is shown for
information.

Adopted since this analysis was written (issue 7, the reference engine's speed work): the
identity check of a listed action before any search (``State.resolve``, and
``OmbreState.apply_action`` / ``QuadrilleState.apply_action`` on their cached lists), one
``current_player()`` a step in ``engine.play``, ``RandomPlayer(seed)`` computing numpy's
``integers(n)`` from batched raw words (the same streams, no numpy call a decision), legal
actions listed from cached suits (``gamelib.games.ombre.play.CardActions``), deals by positions made
once per game (``gamelib.core.deal.packet_slots``) and shuffles by ``Generator.shuffle``
(``gamelib.core.deal.shuffle_order``, the same order as ``permutation``). ``python -m gamelib
bench`` deals each timed run from one Generator and plays it with one RandomPlayer; this
script's own timings (``rate``, ``--micro``) still make both per hand, as before, to be
comparable with its earlier figures.

Adopted in the second round (measured by instruction counts, ``valgrind --tool=callgrind``,
which the shared machine's load does not disturb): ``Ledger.post`` books whole amounts without
a Fraction or an abstract-class check, and makes its Entry without the frozen dataclass's
per-field ``object.__setattr__``; the modern Quadrille divides its shares as ints when they are
whole (a Fraction only for a fractional share); ``RandomPlayer`` keeps its words as exact
doubles (``w / 2**32``: float arithmetic instead of CPython's slow ints above 2**30, the same
numbers) and plays a whole deal itself when it is ``engine.play``'s one policy
(``RandomPlayer.play``: ``legal_actions()`` once a decision, its empty list the end); Ombre
and Quadrille keep the legal cards (and Ombre's legal discards) as a mask and check a listed
action against it by identity (``_CARD_OF``, ``_PLAY_CARD``, ``_DISCARD_OF``), play a card that
does not end the trick without a further call, and list a mask's actions through
``CardActions.lister`` (the suits' tables in a closure, the mask cut in 26-bit halves). Tried
and dropped (no gain measured): a Python ``in`` test of the legal list (the dataclass ``__eq__``
runs for every earlier item), ``sum(map(...))`` for ``mask_at`` and a ``max``/``index``
``winner_index``.

Third round (callgrind, instructions a random hand of the modern Quadrille, 400 hands):
1.266 M before, 1.095 M after. ``Ledger.post`` sums and books fractions with integer arithmetic
on numerators and denominators; ``_share`` makes its amounts without Fraction arithmetic; the
Dimidiator's gives and returns are listed from masks. What a hand costs now: the deal 0.127 M
(numpy's draw of the dealer and shuffle, the ledger and the stakes), the auction and set-up to
the first card 0.172 M (about 7.6 decisions), the play 0.642 M (40 cards: all ten tricks are
played, hoe-speel-je:play.all-tricks), the settlement 0.146 M (most random hands are a lone
Hombre's codille, shared in thirds). The booklet's Ombre reaches the Académie's rate since its
vole-déclarée, 86% of random hands, ends at the first trick the Ombre loses (23 decisions a
hand, not 42).

Fourth round (callgrind, instructions a random hand of the modern Quadrille, 400 hands, counted
inside the measured loop only: ``--count`` runs it inside ``sys.call_tracing`` and callgrind
collects only within ``_PyEval_CallTracing``, which leaves out start-up and imports, whose count
varies by some ten million instructions from run to run). ``gamelib.analysis.bench.reference_rate``'s
loop (one Generator deals every hand, one RandomPlayer plays them all; ``--count reference``):
1.089 M before, 0.862 M after (-21%). This script's ``rate`` loop (a Generator and a
RandomPlayer made from each seed, seeds 0..399; ``--count seeds``): 1.457 M before, 1.027 M
after (-30%). Adopted, each measured on reference_rate's loop (the steps by a scratch copy of
that loop, within 0.003 M of ``--count``), in this order:
``Ledger`` keeps every balance as an int numerator over one denominator common to the ledger
(the lcm of the denominators booked so far) and reads a Fraction's parts with one
``as_integer_ratio()`` call, 1.088 -> 1.037 M; the deal shuffles the pack as card bits (the same
permutation) and sums each hand's bits taken with ``operator.itemgetter``
(``gamelib.core.deal.slot_getter``), -> 1.005 M; the auction reads a ladder made once per game
(rank, holding test, bid), finds a bid's contract by key and counts the players still in,
-> 0.973 M; the settlement counts the sequence from Spadille in its holder's hand only, calls
no matador bonus for a seat without one and makes the share 16/3 once (``payment._fraction``,
an ``lru_cache``), -> 0.955 M; ``winner_index`` reads what each card is worth in a trick led in
each suit (``gamelib.games.ombre.order.TAKING``), a card played clears its bit with ``BIT[card]``, the
end of a modern trick reads less, -> 0.912 M; ``CardActions`` keeps each suit's action tuples
in a list indexed by the suit's 13 bits instead of a dict, -> 0.889 M; every hand copies one
staked ledger (``QuadrilleGame.opening_ledger``, ``Ledger.copy``) instead of making a ledger
and posting the stakes, -> 0.862 M; ``_set_trump`` indexes ``SUITS``, and ``RandomPlayer``
fetches 32 raw words first and twice as many at each next fetch up to 512 (a player made for
one hand no longer turns 1,024 words into floats to use about 45), -> 0.860 M (the rate loop
1.225 -> 1.027 M by the fetch alone). Where a hand goes now: the deal 0.065 M (0.106 before;
numpy's ``integers(4)`` for the dealer and its shuffle cost 11 k each of it), the auction and
set-up to the first card about 0.13 M (0.174 through the protocol's loop, 0.211 before), the
40 cards 0.55 M (0.625), the settlement 0.087 M (0.161). Tried and dropped: ``winner_index``
as ``values.index(max(values))`` over the cards' worths (a list comprehension or ``map``):
5.8-5.9 k instructions a four-card trick against 4.7 k for the old loop (the table read in a
loop: 3.6 k); an Entry made by ``object.__setattr__`` per field: 7.7 k against 4.7 k for the
``__dict__.update`` kept; a numpy array of card bits shuffled, indexed by the hands' positions
and summed: 27.6 k against 25.9 k for the list shuffle and the ``itemgetter`` sums; the allowed
bids cached per seat: a random hand makes only about 8 holding tests (only bids above the
highest are tested), a cache for four seats would make 16; the dealer drawn through the bit
generator's ``ctypes.next_uint32`` (2.2 k a call against 11 k for ``integers(4)``, the same
numbers): a new Generator first builds its ctypes interface (40 k), which the rate loop pays
every hand.

Fifth round (callgrind, ``--count reference -n 400``, instructions a hand of the modern
Quadrille): 0.861 M before, 0.787 M after (-8.6%). Adopted, each measured on the whole loop, in
this order: ``QuadrilleState.apply_action`` recognises a listed card by its action's ``value``
and ``PLAY_LIST[card] is action`` instead of a dict look-up by ``id``, 0.861 -> 0.860 M;
``legal_actions`` in play finds the legal cards in two look-ups
(``gamelib.games.ombre.play.FOLLOWING`` and ``BINDING``: the cards that follow the card led, and those
among them that oblige; ``legal_mask`` is called only for a hand whose only trumps are matadors
when a trump is led) and lists them itself (``PLAY_ACTIONS.of`` written out: every set of the
pack's cards is made, so no fall-back), -> 0.827 M; the trick's winner is found in ``_play``
(``winner_index`` written out on ``TAKING_LED``, the worths by the card led) and a modern hand
ends after the last trick there, without ``_after_trick``, -> 0.815 M; that loop runs over a
tuple of the places after the lead made once (``range(1, n)`` made at every trick cost as much
as the loop), -> 0.808 M; ``Ledger.post`` copies the amounts in one ``dict()`` and only drops
zeros and rewrites whole fractions after it, and ``Ledger.copy`` sets its five attributes
one by one (quicker than a ``__dict__.update``), -> 0.800 M; the four suits' tables of
``PLAY_ACTIONS`` are module globals (``_SPADE_PLAYS`` ...; an item of a tuple of tables cost
more than the global: 11 k a hand), -> 0.789 M; the auction's ladder holds None for "any
hand" (Solo) and calls no test for it, -> 0.787 M. Where a hand goes now (scratch loops over
the same 400 deals, each piece alone): the deal 0.070 M, the auction and set-up about 0.16 M
(through the protocol's loop, ``player(state)`` and ``apply_action``), the 40 cards and the
settlement 0.574 M from the first card (0.600 after the third step), of which the
settlement about 0.09 M, most of it in ``Ledger.post`` (a codille, most random hands, posts
two entries of three thirds each; with ``post`` a no-op the settlement took 0.040 M instead
of 0.097, measured before the change to ``post``). Tried and dropped: the winner as
``trick.index(max(trick, key=worth.__getitem__))``, 0.830 M against 0.815 M for the loop; the
deal's forty unchanging attributes set in one ``__dict__.update`` from a module dict, 0.809 M
against 0.808 M; an Entry made by setting its ``__dict__`` whole (``object.__setattr__``), 4.0 k
against 3.8 k for the ``__dict__.update`` kept (a micro count, 2,000 entries).

Sixth round (callgrind, ``--count reference -n 400``, instructions a hand of the modern
Quadrille): 0.786 M before, 0.777 M after (-1.2%). Adopted, each measured on the whole loop, in
this order: ``Ledger.post`` reads a Fraction's parts once for the payees that share it (a
codille's 16/3 to each defender is one Fraction: ``as_integer_ratio`` once, not three times) and
sums fractions of the same denominator by adding numerators, 0.786 -> 0.783 M (a micro count of
a codille's two posts on a fresh copy of the staked ledger, gc off: 55.4 k -> 51.6 k); the seat
after a seat read from a tuple (``gamelib.games.quadrille.game.NEXT_SEAT``: CPython 3.11's ``%`` has
no quick path) for a card that does not end the trick, and the trick's places after the lead
one tuple for every hand (``LATER_PLACES``, no ``tuple(range(1, n))`` a hand), -> 0.779 M; the
auction's next seat from the same tuple, -> 0.778 M; the Entry made in ``post`` itself (no
``_entry`` helper call), -> 0.777 M (the codille's two posts 51.6 k -> 50.6 k, a whole-amount
post of two accounts 13.5 k -> 13.0 k). Tried and dropped: ``_share`` setting a single payer's
payees by ``dict.fromkeys`` (the length proving no account named twice), 0.786 M against
0.783 M (a micro count of a codille's settlement, gc on: 84.6 k against 80.9 k); the
Dimidiator's give and return tables made whole at import (``CardActions(..., OMBRE_DECK.mask)``):
14 ms a table (4,096 sets of the 40-card pack), while a 2,000-hand profile made 1,164 sets
lazily (2.4 us a set, 4.9 us through a missed ``of``): a set made is kept, so the lazy tables
never make more than the eager ones would, and making them at import would only move their
cost out of the counted loop into every import.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import time

from gamelib.core import engine
from gamelib.core.engine import RandomPlayer, get_game


def rate(name: str, n: int, repeat: int = 3, **options) -> float:
    """Deals a second with random players, the best of ``repeat`` timed runs."""
    game = get_game(name, **options)
    best = 0.0
    for _ in range(repeat):
        play = engine.play
        start = time.perf_counter()
        for seed in range(n):
            state = play(game.new_initial_state(seed=seed), RandomPlayer(seed))
            state.returns()
        best = max(best, n / (time.perf_counter() - start))
    return best


def profile(name: str, n: int, top: int, **options) -> str:
    game = get_game(name, **options)
    for seed in range(20):
        engine.play(game.new_initial_state(seed=seed), RandomPlayer(seed)).returns()
    profiler = cProfile.Profile()
    profiler.enable()
    steps = 0
    for seed in range(n):
        state = engine.play(game.new_initial_state(seed=seed), RandomPlayer(seed))
        state.returns()
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(top)
    steps = sum(v[0] for k, v in stats.stats.items() if k[2] == "apply_action")
    return f"{name} {options}: {steps / n:.1f} decisions a deal\n" + out.getvalue()


# ---- the proposed changes, applied in this process only -----------------------------------

def _trump_sequence_table():
    """gamelib.games.ombre.order.trump_sequence on a table of card ints (no Card parsing per call)."""
    from gamelib.games.ombre import order

    table = {s: tuple(int(c) for c in order.trump_order(s)) for s in "SHDC"}

    def trump_sequence(hand, trump):
        mask = hand.mask if hasattr(hand, "mask") else order._cards(hand).mask
        n = 0
        for card in table[trump]:
            if not mask >> card & 1:
                break
            n += 1
        return n

    order.trump_sequence = trump_sequence


def _random_player_random():
    """gamelib.core.engine.RandomPlayer: ``legal[int(rng.random() * n)]`` instead of
    ``rng.integers(n)`` (changes the streams)."""
    def call(self, state):
        legal = state.legal_actions()
        return legal[int(self.rng.random() * len(legal))]

    RandomPlayer.__call__ = call
    # and through the protocol loop: the player's own loop (RandomPlayer.play) draws otherwise
    RandomPlayer.play = lambda self, state, max_steps=100_000: engine.play(
        state, self.__call__, max_steps=max_steps)


def count(loop: str, n: int) -> None:
    """Play ``n`` random hands of the modern Quadrille inside ``sys.call_tracing`` (after 20
    hands that load and cache what a first hand needs), for callgrind to count their
    instructions alone (``--toggle-collect=_PyEval_CallTracing``; divide by ``n``). ``loop``:
    "reference", ``gamelib.analysis.bench.reference_rate``'s loop (one Generator deals every hand, one
    RandomPlayer plays them all), or "seeds", :func:`rate`'s (both made from each seed)."""
    import sys

    import numpy as np

    game = get_game("quadrille", rules="hoe-speel-je")

    def reference(k: int) -> None:
        deals, player = np.random.default_rng(k), RandomPlayer(k + 1)
        for _ in range(k):
            engine.play(game.new_initial_state(seed=deals), player).returns()

    def seeds(k: int) -> None:
        for seed in range(k):
            engine.play(game.new_initial_state(seed=seed), RandomPlayer(seed)).returns()

    hands = {"reference": reference, "seeds": seeds}[loop]
    hands(20)
    sys.call_tracing(hands, (n,))


def micro(n: int = 300) -> str:
    """The cost of each piece of an Académie hand, in microseconds (the least of five timings of
    ``n`` calls each, which the machine's other work disturbs least)."""
    import timeit

    from gamelib.games.ombre import order
    from gamelib.games.ombre.game import OmbreGame

    game = OmbreGame("academie")
    finished = [engine.play(game.new_initial_state(seed=s), RandomPlayer(s)) for s in range(n)]
    steps = []
    for s in range(n):  # one mid-hand state per deal, to time one decision
        state = game.new_initial_state(seed=s)
        player = RandomPlayer(s)
        for _ in range(6):
            if state.is_terminal():
                break
            state.apply_action(player(state))
        if not state.is_terminal():
            steps.append((state, player))

    def least(fn, count):
        return min(timeit.repeat(fn, number=1, repeat=5)) / count * 1e6

    def whole():
        for s in range(n):
            engine.play(game.new_initial_state(seed=s), RandomPlayer(s)).returns()

    def deal():
        for s in range(n):
            game.new_initial_state(seed=s)

    def players():
        for s in range(n):
            RandomPlayer(s)

    def play_only():
        for s in range(n):
            engine.play(game.new_initial_state(seed=s), RandomPlayer(s))

    def apply():
        for state, player in steps:
            clone = state.clone()
            clone.apply_action(player(clone))

    def clone():
        for state, _ in steps:
            state.clone()

    def settle():
        for state in finished:
            state._settlement = None
            state.session = None
            state.returns()

    def matadors():
        for state in finished:
            state.matadors()

    def decide():
        for state, player in steps:
            player(state)

    def legal():
        for state, _ in steps:
            state._legal = None
            state.legal_actions()

    def resolve():
        for state, player in steps:
            state.resolve(state.legal_actions()[0])

    def terminal():
        for state, _ in steps:
            state.is_terminal()
            state.current_player()

    rows = [("whole hand: deal, play, settle", least(whole, n)),
            ("  deal (new_initial_state, its numpy Generator)", least(deal, n)),
            ("  RandomPlayer(seed) (its numpy Generator)", least(players, n)),
            ("  deal and play to the end, no settlement", least(play_only, n)),
            ("  settlement (returns(): a fresh PoolSession)", least(settle, n)),
            ("    of which matadors() (trump_order parses card faces)", least(matadors, n)),
            ("  one decision: RandomPlayer (legal_actions, rng.integers)", least(decide, len(steps))),
            ("  one decision: legal_actions() uncached", least(legal, len(steps))),
            ("  one decision: resolve() (equality search)", least(resolve, len(steps))),
            ("  one decision: is_terminal() + current_player()", least(terminal, len(steps))),
            ("  one decision: choose and apply_action() (less clone())",
             least(apply, len(steps)) - least(clone, len(steps)))]
    tricks = sum(len(st.log) for st in finished) / n
    lines = [f"Académie Ombre, the least of five timings of {n} calls (microseconds)"]
    lines += [f"  {label:<62}{value:>9.1f}" for label, value in rows]
    lines.append(f"  tricks played a hand on average: {tricks:.1f} (random play bids the vole often)")
    return "\n".join(lines)


PROPOSALS = [
    ("ombre.order.trump_sequence on an int table", _trump_sequence_table),
    ("engine.RandomPlayer: rng.random() (new streams)", _random_player_random),
]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=2000, help="deals per measurement")
    parser.add_argument("--top", type=int, default=15, help="profile lines per game")
    parser.add_argument("--proposals", action="store_true", help="time the proposed changes")
    parser.add_argument("--micro", action="store_true",
                        help="only the cost of each piece of a hand, in microseconds")
    parser.add_argument("--count", choices=("reference", "seeds"),
                        help="only play -n modern Quadrille hands inside sys.call_tracing, for "
                             "callgrind --toggle-collect=_PyEval_CallTracing")
    args = parser.parse_args(argv)
    if args.micro:
        print(micro())
        return 0
    if args.count:
        count(args.count, args.n)
        return 0
    games = [("ombre", {"rules": "academie"}), ("ombre", {"rules": "noothoven"}),
             ("quadrille", {})]
    for name, options in games:
        print(profile(name, max(50, args.n // 4), args.top, **options))
    if args.proposals:
        def row(label):
            cells = "  ".join(f"{rate(name, args.n, **options):>9,.0f}" for name, options in games)
            print(f"{label:<50}{cells}", flush=True)

        print(f"{'deals/s, cumulative changes':<50}{'academie':>9}  {'noothoven':>9}  {'quadrille':>9}")
        row("as is")
        for label, apply in PROPOSALS:
            apply()
            row("+ " + label)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
