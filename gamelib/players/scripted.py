"""A scripted declarer: a dealt Ombre or Quadrille hand brought to its first lead by fixed
choices (the lowest contract, the longest trump suit), for the solver's and PIMC's tests and
``benchmarks/bench_solver.py``, which need many ordinary positions at the first lead."""

from __future__ import annotations

from gamelib.core.cards import SUITS
from gamelib.games.ombre.order import STRENGTH, TRUMP_MASK


def first_lead(game, seed):
    """A dealt Ombre or Quadrille hand brought to its first lead by a plain declarer, for the
    benchmark and the tests: the first speaker takes the lowest contract and the others pass;
    the trumps are the declarer's longest trump suit (Spadille and Basta counted); the Ombre
    discards his plain cards below the queen, the others keep their hands (Ombre); a called king
    is the first callable and no vole is announced (Quadrille). ``None`` if the hand is not
    played (e.g. the stock cannot serve)."""
    st = game.new_initial_state(seed=seed)
    name = game.name

    def longest(h):
        return max(range(4), key=lambda t: ((TRUMP_MASK[t] & h).bit_count(), -t))

    guard = 0
    while not st.is_terminal() and st.phase != "play":
        guard += 1
        if guard > 200:
            return None
        acts = st.legal_actions()
        ph = st.phase
        a = acts[0]
        if name == "ombre":
            if ph == "bid":
                a = acts[1] if (st.speaker == 0 and st.best is None and len(acts) > 1) else acts[0]
            elif ph in ("declare", "trump"):
                best = SUITS[longest(st.hands[st.ombre])]
                pick = [x for x in acts if (x.value == best if ph == "trump" else
                                            x.value == ("vraag", best))]
                a = pick[0] if pick else acts[0]
            elif ph == "exchange":
                pos = st.exch_order[st.exch_i]
                h = st.hands[pos] & ~st.pending
                t = st.trump
                drop = [x for x in acts if x.kind == "discard" and pos == st.ombre
                        and not TRUMP_MASK[t] >> x.value & 1 and STRENGTH[t][x.value] < 11
                        and h >> x.value & 1]
                take = [x for x in acts if x.kind == "take"]
                a = drop[0] if drop else take[0]
            elif ph == "rest":
                a = acts[-1]
        else:
            if ph == "bid":
                a = acts[1] if (not st.bids and len(acts) > 1) else acts[0]
            elif ph == "trump":
                best = SUITS[longest(st.hands[st.to_move])]
                a = next((x for x in acts if x.value == best), acts[0])
            elif ph == "announce":
                a = next((x for x in acts if x.value is False), acts[0])
        st.apply_action(a)
    if st.is_terminal():
        return None
    return st


__all__ = ["first_lead"]
