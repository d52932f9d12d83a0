"""The coach drawn for the table: what is told at the table, the hint for a decision, and the
review of a deal, as HTML (cards as the faces of :mod:`.faces`, the expected result as a
chart, every passage quoted on request). The values are the coach's
(:mod:`gamelib.analysis.coach`, :mod:`gamelib.analysis.review`); nothing is decided here."""

from __future__ import annotations

from html import escape

from gamelib.analysis.coach import Hint, MoveValue, Scale
from gamelib.analysis.review import Decision, Review
from gamelib.core.names import number, percent, plural, signed
from gamelib.core.sources import quote
from gamelib.show.widgets.base import line_chart_svg
from gamelib.show.widgets.faces import cards_svg

STYLE = """<style>
.gamelib-widget .coach table.values td, .gamelib-static .coach table.values td {padding: 1px 8px;}
.coach .best {background: #e8f4ea;} .coach .book {font-style: italic;}
.coach .verdict-mistake {color: #a15c00; font-weight: bold;}
.coach .verdict-blunder {color: #b00020; font-weight: bold;}
.coach details.passage {display: inline; margin-left: .3em; font-size: 90%;}
.coach details.passage > summary {display: inline; cursor: pointer; color: #445;}
.coach ul.told {margin: 2px 0; padding-left: 1.3em;}
.coach .trick {margin: 6px 0 2px 0;} .coach .how {color: #444; font-size: 92%;}
.coach table.decisions td {vertical-align: top; padding: 1px 6px;}
</style>"""


def passage_html(passage: str | None) -> str:
    """A passage id that opens to its quotation (original, reading, gloss)."""
    if not passage:
        return ""
    try:
        body = quote(passage)._repr_html_()
    except KeyError:
        return ""
    return (f'<details class="passage"><summary>[{escape(passage)}]</summary>{body}'
            "</details>")


def told_html(told, last: int | None = None) -> str:
    """What was said at the table, each line with its passage."""
    lines = list(told)[-last:] if last else list(told)
    items = "".join(f"<li>{escape(t.text)}{passage_html(t.passage)}</li>" for t in lines)
    return f'<div class="coach table-talk"><b>at the table</b><ul class="told">{items}</ul></div>'


def _value(move: MoveValue, scale: Scale) -> str:
    error = f" ± {number(move.error, 1)}" if move.error else ""
    return f"{signed(move.mean, 1)}{error}"


def values_html(moves, scale: Scale, played=None, book=None) -> str:
    """Every choice's value, best first: the strong player's choice shaded, the book's pick
    and the move played named."""
    rows = []
    chances = any(m.outcomes for m in moves)
    for i, move in enumerate(moves):
        notes = []
        if i == 0:
            notes.append("the strong player's choice")
        elif move.gap <= 2 * move.gap_error:
            notes.append("as good, within the uncertainty")
        if book is not None and move.label == str(book):
            notes.append("the book's pick")
        if played is not None and move.label == str(played):
            notes.append("played")
        shares = ", ".join(f"{escape(o)} {percent(p)}" for o, p in move.outcomes.items())
        gap = "" if i == 0 else (f"{number(move.gap, 1)}" + (f" ± {number(move.gap_error, 1)}"
                                                             if move.gap_error else ""))
        rows.append(f'<tr class="{"best" if i == 0 else ""}"><td>{escape(move.label)}</td>'
                    f"<td>{_value(move, scale)}</td><td>{gap}</td>"
                    + (f"<td>{shares}</td>" if chances else "")
                    + f"<td>{escape('; '.join(notes))}</td></tr>")
    return (f'<table class="gl values"><tr><th>choice</th><th>{escape(scale.unit)}</th>'
            "<th>behind the best</th>" + ("<th>chances</th>" if chances else "")
            + f"<th></th></tr>{''.join(rows)}</table>")


def hint_html(hint: Hint) -> str:
    """The hint: the book's pick and why (its passage), the strong player's values."""
    book = hint.book
    if book.action is not None:
        said = (f"<div><b>{escape(book.adviser.capitalize())} plays {escape(str(book.action))}"
                f"</b>: {escape(book.reason)}{passage_html(book.passage)}</div>")
    else:
        said = f"<div><b>The book:</b> {escape(book.reason)}</div>"
    v = hint.valuation
    if v is None or not v.moves:
        body = "<div>Nothing to value here" + (f": {escape(v.how)}" if v else "") + ".</div>"
    else:
        guess = (" (an estimate: the play is too large to search whole in time)"
                 if v.approximate else "")
        body = (f"<div><b>A strong player plays {escape(v.best.label)}</b>{guess}. Each "
                "choice's value "
                f"for your side: {escape(v.scale.measure)}, in {escape(v.scale.unit)}.</div>"
                + values_html(v.moves, v.scale, book=book.action)
                + f'<div class="how">How: {escape(v.how)} ({number(hint.seconds, 2)} s).</div>')
    return (f'<div class="coach hint-panel"><h4>hint for {escape(hint.seat_name)}</h4>'
            f"{said}{body}</div>")


def _decision_row(d: Decision, scale_unit: str) -> str:
    v = d.valuation
    book = str(d.book.action) if d.book and d.book.action is not None else "no advice"
    if v is None or not v.moves:
        values = "—"
    else:
        shown = v.moves[:3]
        if d.played_value is not None and d.played_value not in shown:
            shown = shown + [d.played_value]
        values = "; ".join(f"{escape(m.label)} {_value(m, v.scale)}" for m in shown)
        if v.scale.unit != scale_unit:
            values += f" ({escape(v.scale.unit)})"
    if d.open is not None and d.open.moves:
        best = d.open.best
        values += (f"<br><span class='how'>every hand open: {escape(best.label)} "
                   f"{_value(best, d.open.scale)}</span>")
    verdict = (f'<span class="verdict-{d.verdict}">{d.verdict}: costs '
               f"{number(d.cost, 1)}</span>" if d.verdict else
               '<span class="how">estimates</span>' if d.estimated else "")
    return (f'<tr class="decision {d.verdict}"><td>{escape(d.seat_name)}</td>'
            f"<td><b>{escape(str(d.played))}</b></td><td class='book'>{escape(book)}</td>"
            f"<td>{values}</td><td>{verdict}</td></tr>")


def _decisions(ds, unit: str) -> str:
    head = ("<tr><th>seat</th><th>played</th><th>the book</th><th>the strong player's values"
            "</th><th></th></tr>")
    notes = sorted({d.note for d in ds if d.valuation is None and d.note})
    return (f'<table class="gl decisions">{head}'
            + "".join(_decision_row(d, unit) for d in ds) + "</table>"
            + "".join(f'<div class="how">— {escape(n)}</div>' for n in notes))


def review_progress_html(done: int, total: int) -> str:
    """The review under way: how many of the deal's decisions are valued so far, as a bar."""
    return (f'<div class="coach review-progress" data-done="{done}" data-total="{total}">'
            f"reviewing the deal: {done} of {plural(total, 'decision')} valued "
            f'<progress value="{done}" max="{max(total, 1)}"></progress></div>')


def review_html(r: Review, language: str = "en", style: str = "french") -> str:
    """The review: the thresholds, the mistakes, the expected result over the play, the
    decisions before the play, the play trick by trick in card faces, the outcome."""
    s = r.scale
    valued = len(r.decisions) - len(r.unvalued)
    parts = [f'<div class="coach review-panel" data-mistakes="{len(r.mistakes)}">'
             f"<h4>review of the deal</h4>"
             f"<div>Values: {escape(s.measure)}, in {escape(s.unit)}, for the side deciding, "
             "from what its seat had seen. A move that falls short of the best by "
             f"{number(s.mistake)} or more is marked a mistake, by {number(s.blunder)} or more "
             f"a blunder ({escape(s.unit)}; when the shortfall is more than twice its "
             "uncertainty). Values that are estimates (the play too large to search whole in "
             "time) are shown, not judged.</div>"
             f'<div class="how">{plural(valued, "decision")} valued'
             + (f", {len(r.unvalued)} not (the time budget of {number(r.budget, 1)} s)"
                if r.unvalued else "") + f", in {number(r.seconds, 1)} s.</div>"]
    mistakes = r.mistakes
    parts.append(f"<h5>mistakes: {len(mistakes) or 'none'}</h5>")
    if mistakes:
        parts.append(_decisions(mistakes, s.unit))
    parts[0] = parts[0].replace("<h4>", '<div class="review-summary"><h4>', 1)
    if r.curve:
        last = max(n for n, _, _ in r.curve)
        series = []
        if r.open_curve:
            series.append(("all hands open", "#1f5fa8", False, [n for n, _ in r.open_curve],
                           [v for _, v in r.open_curve]))
        series.append(("as its player saw it", "#c0702a", True,
                       [n for n, _, _ in r.curve], [v for _, v, _ in r.curve]))
        parts.append(line_chart_svg(
            series, last, width=760, legend=170,
            title=f"the expected result for {r.seats[r.viewer]}'s side after each card",
            xlabel="cards played", ylabel=s.unit, css_class="gl-chart review-curve"))
    parts.append("</div>")
    before = [d for d in r.decisions if d.trick is None]
    if before:
        parts.append('<div class="review-before"><h5>before the play</h5>'
                     + _decisions(before, s.unit) + "</div>")
    by_trick: dict[int, list[Decision]] = {}
    for d in r.decisions:
        if d.trick is not None:
            by_trick.setdefault(d.trick, []).append(d)
    if r.tricks:
        parts.append("<h5>the play, trick by trick</h5>")
    for t in r.tricks:
        cards = [c for _, c, _ in t.plays]
        captions = {c: f"{r.seats[seat]}{' takes' if seat == t.winner else ''}"
                    for seat, c, _ in t.plays}
        marks = {c: "legal" for seat, c, _ in t.plays if seat == t.winner}
        names = ", ".join(f"{r.seats[seat]} {escape(name)}" for seat, _, name in t.plays)
        parts.append(f'<div class="trick-block"><div class="trick" data-trick="{t.number}">'
                     f"<b>trick {t.number}</b>: {names}; <b>{escape(r.seats[t.winner])}</b> "
                     "takes it</div>"
                     + cards_svg(cards, language=language, style=style, captions=captions,
                                 marks=marks, scale=0.7, css_class="cardrow review-trick")
                     + (_decisions(by_trick[t.number], s.unit) if by_trick.get(t.number)
                        else "") + "</div>")
    outcome = [t for t in r.told if t.outcome]
    if outcome:
        parts.append("<div class='review-outcome'><h5>the outcome</h5><ul class='told'>"
                     + "".join(f"<li>{escape(t.text)}{passage_html(t.passage)}</li>"
                               for t in outcome) + "</ul></div>")
    parts.append("</div>")
    return STYLE + "".join(parts)


__all__ = ["hint_html", "passage_html", "review_html", "told_html", "values_html"]
