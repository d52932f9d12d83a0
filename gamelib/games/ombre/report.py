"""What a hand of the Ombre family holds, as the hand widget shows it: the cards in the trump
order and the plain orders, the names of the great trumps, the matadors marked and counted, and
the booklet's example holdings the hand contains.

Quadrille plays with Ombre's cards and matadors: :func:`family_report` and
:func:`mark_matadors` serve its report too, with its own rule data, and :func:`translate` reads
its booklet's hands in another trump of the same colour.
"""

from __future__ import annotations

from gamelib.core.cards import SUITS, Card, CardSet
from gamelib.core.hand_report import HandReport
from gamelib.games.ombre.order import (
    BASTA,
    SPADILLE,
    OmbreOrder,
    card_name,
    colour,
    false_matadors,
    is_trump,
    matadors,
    plain_order,
    trump_order,
)


def hand_order(cards: CardSet, trump: str | None = None) -> list[Card]:
    """The cards in the Ombre family's order: the trumps first in :func:`trump_order`, then
    each plain suit in :func:`plain_order`; with no trump named, the black aces (always trumps,
    academie:cards.black-aces) first, then each suit's plain order."""
    if trump:
        out = [c for c in trump_order(trump) if c in cards]
        return out + [c for s in SUITS if s != trump for c in plain_order(s) if c in cards]
    out = [c for c in (SPADILLE, BASTA) if c in cards]
    return out + [c for s in SUITS for c in plain_order(s) if c in cards]


def translate(holding: CardSet, book_trump: str, trump: str) -> CardSet | None:
    """A booklet's holding (written with clubs or hearts as trump) with ``trump`` as trump: the
    trumps by their place in the trump order, the plain cards by the suit permutation that
    sends the one trump to the other ("klaveren (of schoppen)", "harten (of ruiten)"); None for
    a trump of the other colour."""
    if colour(book_trump) != colour(trump):
        return None
    if book_trump == trump:
        return holding
    swap = {book_trump: trump, trump: book_trump}
    src, dst = trump_order(book_trump), trump_order(trump)
    return CardSet([dst[src.index(c)] if is_trump(c, book_trump)
                    else Card(c.rank + swap.get(c.suit, c.suit)) for c in holding])


def ombre_matches(cards: CardSet, trump: str) -> list[tuple]:
    """The booklet's Ombre example holdings (:data:`.advice.BOOK_HANDS`) that the hand
    contains, with ``trump`` as trump: (key, category, words, how, passage)."""
    from gamelib.games.ombre.advice import BOOK_HANDS

    found = []
    for book in BOOK_HANDS:
        held = translate(book.holding(), book.trump, trump)
        if held is not None and (held - cards).mask == 0:
            found.append((book.key, book.category, book.words, f"holds {held}", book.passage))
    return found


def family_report(game: str, rules: str, cards: CardSet, trump: str | None,
                  order: OmbreOrder) -> HandReport:
    """The report's frame: the cards in order and, with a trump named, the trump order and the
    names of the great trumps (Spadille, Manille, Basta/Basto, Ponto)."""
    report = HandReport(game, rules, trump, cards, hand_order(cards, trump))
    if not trump:
        report.notes.append("name a trump to see the trump order and the matadors")
        return report
    report.trump_order = trump_order(trump)
    report.names = {c: card_name(c, trump, order) for c in report.trump_order
                    if card_name(c, trump, order) != c.face}
    report.examples = "the booklet's example hands"
    return report


def mark_matadors(report: HandReport, order: OmbreOrder, paid: int, paid_counts: list) -> None:
    """Mark each trump held (matador paid for, false matador, matador unpaid, trump) and count
    the trumps, the matadors, ``paid_counts`` (the matadors paid for, as the game pays them) and
    the false matadors, each with its passage (noothoven:ombre.matadors,
    academie:cards.matadors)."""
    trump, cards = report.trump, report.cards
    false = false_matadors(cards, trump, order)
    true = matadors(trump, order)
    for i, c in enumerate(report.trump_order):
        if c not in cards:
            continue
        if i < paid:
            report.marks[c] = "matador"
        elif c in false:
            report.marks[c] = "false-matador"
        elif c in true:
            report.marks[c] = "matador-unpaid"  # a matador, but fewer than three in sequence
        else:
            report.marks[c] = "trump"
    passage = order.passage("matadors") or order.passage("pay-matadors")
    report.counts.append(("trumps held", sum(1 for c in report.trump_order if c in cards),
                          order.passage("trump-black" if trump in "SC" else "trump-red")
                          or passage))
    report.counts.append(("matadors", ", ".join(report.names.get(c, c.face) for c in true),
                          passage))
    report.counts.extend(paid_counts)
    report.counts.append(("false matadors",
                          " ".join(report.names.get(c, c.face) for c in false) or "none",
                          passage))
