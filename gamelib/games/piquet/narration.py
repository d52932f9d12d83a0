"""Piquet told as a player hears it at the table: who deals and who is elder, the exchange,
each declaration with its value and who scores, the running score of the deal, and at the end
the breakdown and the partie. :meth:`PiquetState.roles` and :meth:`PiquetState.told` read
these; the table widget only shows them."""

from __future__ import annotations

import re

from gamelib.core.cards import RANK_NAMES, SUIT_NAMES
from gamelib.core.names import and_list, plural
from gamelib.core.told import Told

#: The scoring events of the play, of the end of the play, and the bonuses (the rest of
#: ``Deal.events`` are declarations).
PLAY_EVENTS = ("lead", "trick", "last trick")
CARD_EVENTS = ("most tricks", "capot")
BONUS_EVENTS = ("pic", "repic")


def _in_words(name: str) -> str:
    """A combination's name with its suit in words: "point of 5 (45) in H" -> "... in hearts"."""
    name = re.sub(r" in ([SHDC])\b", lambda m: f" in {SUIT_NAMES[m.group(1)]}", name)
    return re.sub(r"from the ([AKQJT987])\b", lambda m: f"from the {RANK_NAMES[m.group(1)]}", name)


def roles(state, viewer: int | None = None) -> dict[int, list[str]]:
    """The dealer is the younger hand; the other is elder (Vorhand), who exchanges, declares
    and leads first [engelmann:piquet.elder]."""
    d = state.deal
    return {d.dealer: ["the dealer", "younger hand"],
            d.elder: ["elder hand (Vorhand): exchanges, declares and leads first"]}


def _breakdown(state, deal) -> list[Told]:
    """Each seat's points of a finished deal by kind, and the deal's total."""
    seats = state.game.seats
    lines = []
    for p in (0, 1):
        mine = [(label, pts) for who, label, pts, _ in deal.events if who == p]
        said = [(label, pts) for label, pts in mine
                if label not in PLAY_EVENTS + CARD_EVENTS + BONUS_EVENTS]
        play = sum(pts for label, pts in mine if label in PLAY_EVENTS)
        parts = []
        if said:
            parts.append(f"declarations {sum(p for _, p in said)} ("
                         + ", ".join(f"{_in_words(label)} {pts}" for label, pts in said) + ")")
        else:
            parts.append("no declaration")
        parts.append(f"play {play}")
        parts += [f"{label} {pts}" for label, pts in mine if label in CARD_EVENTS + BONUS_EVENTS]
        lines.append(Told(f"{seats[p]}: {', '.join(parts)}: {plural(deal.score(p), 'point')} "
                          "in this deal", "engelmann:piquet.scorekeeping", True))
    return lines


def told(state, viewer: int | None = None) -> list[Told]:
    """What is said at the table in the deal at hand, in order, as ``viewer`` hears it."""
    seats = state.game.seats
    d = state.deal
    elder, younger = seats[d.elder], seats[d.dealer]
    lines = []
    if len(state.deals) > 1 or d.number > 1:
        lines.append(Told(f"deal {d.number} of the partie; the totals before it: "
                          f"{seats[0]} {state.totals[0] - (d.score(0) if state._done else 0)}, "
                          f"{seats[1]} {state.totals[1] - (d.score(1) if state._done else 0)}",
                          "engelmann:piquet.scorekeeping"))
    lines.append(Told(f"{younger} deals; {elder} is elder hand (Vorhand) and leads",
                      "engelmann:piquet.elder"))
    for p in (d.elder, d.dealer):
        if d.discards[p] or d.taken[p]:
            n, k = len(d.discards[p]), len(d.taken[p])
            left = f", and leaves {5 - k}" if p == d.elder and k < 5 else ""
            lines.append(Told(f"{seats[p]} discards {plural(n, 'card')} and takes "
                              f"{k} from the talon{left}", "engelmann:piquet.law-11"))
    if d.declarations is not None:
        me = None if viewer is None else (0 if viewer == d.elder else 1)
        heard = d.declarations if me is None else d.declarations.seen_by(me)
        by = (d.elder, d.dealer)
        for line in heard.lines:
            who = seats[by[line.player]]
            what = _in_words(line.combination.name)
            if line.valid:
                text = f"{who}: {what}, good: {who} scores {line.points}"
            else:
                text = f"{who}: {what}, not good ({line.reason})"
            lines.append(Told(text, line.passage))
    for who, label, pts, passage in d.events:
        if label in BONUS_EVENTS:
            lines.append(Told(f"{seats[who]} makes the {label}: {pts} points", passage))
    if state._done:
        for who, label, pts, passage in d.events:
            if label in CARD_EVENTS:
                lines.append(Told(f"{seats[who]} has the {label}: {pts} points", passage, True))
    if d.tricks or state._done:
        lines.append(Told(f"the score of this deal: {seats[0]} {d.score(0)}, "
                          f"{seats[1]} {d.score(1)} (a point for each lead and each trick "
                          f"taken, {plural(len(d.tricks), 'trick')} played)",
                          "engelmann:piquet.play"))
    if state._done:
        lines += _breakdown(state, d)
        lines.append(_partie(state))
    return lines


def _partie(state) -> Told:
    """How the partie stands once the deal is over."""
    seats, game = state.game.seats, state.game
    totals = f"{seats[0]} {state.totals[0]}, {seats[1]} {state.totals[1]}"
    if state.winner is not None:
        return Told(f"{seats[state.winner]} wins the partie: {totals}",
                    "engelmann:piquet.target" if game.target else "engelmann:piquet.partie-tens",
                    True)
    if game.target is not None:
        return Told(f"the partie to {game.target} goes on: {totals} after "
                    f"{plural(len(state.deals), 'deal')}", "engelmann:piquet.scorekeeping", True)
    paid = [line for line in state.ledger.lines()]
    return Told(f"the totals: {totals}" + (f"; {and_list(paid)}" if paid else ""),
                "engelmann:piquet.scorekeeping", True)


__all__ = ["roles", "told"]
