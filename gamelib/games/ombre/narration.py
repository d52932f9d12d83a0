"""Ombre told as a player hears it at the table: the dealer and the eldest, the auction, the
Ombre's game and trumps, the exchange by counts, the tricks of the Ombre against the Allies',
and at the end the outcome in words with the passage that names it, then every payment.
:meth:`OmbreState.roles` and :meth:`OmbreState.told` read these."""

from __future__ import annotations

from gamelib.core.cards import SUIT_NAMES
from gamelib.core.names import and_list, plural, words
from gamelib.core.told import Told
from gamelib.games.ombre.bidding import ACADEMIE_BIDS, NOOTHOVEN_BIDS
from gamelib.games.ombre.outcome import (
    CODILLE,
    FAILED_VOLE,
    REMISE,
    REMISE_ROYALE,
    UNSPECIFIED,
    VOLE,
    WIN,
)
from gamelib.games.ombre.rules import SUITS

#: The passage that names each outcome, per rule set.
OUTCOME_PASSAGES = {
    "academie": {WIN: "academie:outcome.win", REMISE: "academie:outcome.remise",
                 CODILLE: "academie:outcome.codille", VOLE: "academie:outcome.vole",
                 FAILED_VOLE: "academie:outcome.failed-vole",
                 UNSPECIFIED: "academie:outcome.codille"},
    "noothoven": {WIN: "noothoven:ombre.win", REMISE: "noothoven:ombre.lose",
                  REMISE_ROYALE: "noothoven:ombre.lose", CODILLE: "noothoven:ombre.lose",
                  VOLE: "noothoven:ombre.vole", FAILED_VOLE: "noothoven:ombre.vole-going-on",
                  UNSPECIFIED: "noothoven:ombre.lose"},
}

#: What each outcome means, in a sentence (the Ombre's tricks against the Allies').
OUTCOME_WORDS = {
    WIN: "the Ombre wins: he took more tricks than either Ally",
    REMISE: "remise: the Ombre took as many tricks as the Ally with most, and loses the game "
            "without a winner",
    REMISE_ROYALE: "remise: three tricks each",
    CODILLE: "codille: an Ally took more tricks than the Ombre and wins the game",
    VOLE: "vole: the Ombre took all nine tricks",
    FAILED_VOLE: "a failed vole: the Ombre played for all nine tricks and an Ally took one",
    UNSPECIFIED: "the source names no result for this split",
}


def _bid_passage(state, label: str) -> str | None:
    bids = ACADEMIE_BIDS if state.rules == "academie" else NOOTHOVEN_BIDS
    return next((b.passage for b in bids if b.label == label), None)


def roles(state, viewer: int | None = None) -> dict[int, list[str]]:
    """The dealer, the eldest (who speaks first and leads), the Ombre and the Allies."""
    seats = state.game.seats
    roles: dict[int, list[str]] = {p: [] for p in range(len(seats))}
    roles[state.dealer].append("the dealer")
    roles[state.active[0]].append("eldest hand: speaks first and leads")
    for seat in range(len(seats)):
        if seat not in state.active:
            roles[seat].append("sits out this hand")
    if state.ombre is not None:
        ombre = state.active[state.ombre]
        for seat in state.active:
            roles[seat].append("the Ombre" if seat == ombre else "an Ally, against the Ombre")
    return roles


def told(state, viewer: int | None = None) -> list[Told]:
    """What is said aloud, in order: the auction, the game, the exchange, the tricks, the
    outcome and the payments."""
    seats = state.game.seats
    name = {p: seats[state.active[p]] for p in range(state.n)}
    lines = [Told(f"{seats[state.dealer]} deals; {name[0]} is eldest hand and speaks first",
                  "academie:deal.eldest" if state.rules == "academie" else "noothoven:ombre.speak")]
    for p, label in state.auction:
        lines.append(Told(f"{name[p]}: {label}", _bid_passage(state, label)))
    if state.ombre is not None and state.contract:
        trump = f", {SUIT_NAMES[SUITS[state.trump]]} trumps" if state.trump is not None else ""
        allies = [name[p] for p in range(state.n) if p != state.ombre]
        lines.append(Told(f"{name[state.ombre]} is the Ombre: {words(state.contract)}{trump}, "
                          f"against {and_list(allies)}"))
    for p in state.exch_order[: state.exch_i + (1 if state.phase != "exchange" else 0)]:
        lines.append(Told(f"{name[p]} discards and takes "
                          f"{plural(state.discards[p].bit_count(), 'card')}"))
    if state.log and state.ombre is not None:
        allies = ", ".join(f"{name[p]} {state.won[p]}" for p in range(state.n)
                           if p != state.ombre)
        lines.append(Told(f"tricks so far: the Ombre {name[state.ombre]} "
                          f"{state.won[state.ombre]}, the Allies {allies}"))
    if state.is_terminal():
        lines += _outcome(state, name)
    return lines


def _outcome(state, name) -> list[Told]:
    """The outcome in words with its passage, then every payment line."""
    if state.result == "all-pass":
        return [Told("every player passed: no game is played",
                     "academie:pool.all-pass" if state.rules == "academie" else None, True)]
    lines = []
    if state.result in OUTCOME_WORDS:
        split = "-".join(map(str, state.split()))
        words = OUTCOME_WORDS[state.result]
        winner = state.codille_seat() if state.result == CODILLE else None
        if winner is not None:
            words = (f"codille: {state.game.seats[winner]}, an Ally, took more tricks than the "
                     "Ombre and wins the game")
        lines.append(Told(f"{words} ({split}, the Ombre's tricks first)",
                          OUTCOME_PASSAGES[state.rules].get(state.result), True))
    entries, _, _ = state._settle()
    lines += [Told(f"{e.label}: " + ", ".join(f"{k} {v:+}" for k, v in e.amounts.items() if v),
                   e.passage, True) for e in entries]
    return lines


__all__ = ["OUTCOME_PASSAGES", "OUTCOME_WORDS", "roles", "told"]
