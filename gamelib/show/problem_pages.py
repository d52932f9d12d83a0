"""Printable problem sheets for the offline site: per set, twelve problems from easy to hard
on the first pages and their answers on the next, for a class handout.

    from gamelib.show.problem_pages import write_pages
    write_pages(Path("site"))          # problems-<set>.html for every stored set

Each sheet is plain HTML with a print style (the answers begin on a new printed page); cards
are written as rank and suit sign, hearts and diamonds in red, seats by their letters.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from gamelib.analysis.problems import SETS, STORE, load
from gamelib.analysis.problems_words import face, unique_words, view
from gamelib.core.names import or_list

#: How many problems of each rating a sheet holds.
PER_RATING = 4
RATINGS = ("easy", "medium", "hard")

STYLE = """<style>
body {font-family: "DejaVu Sans", sans-serif; max-width: 52em; margin: 1.5em auto; padding: 0 1em;
      color: #111; line-height: 1.35;}
.problem, .answer {border: 1px solid #999; border-radius: 4px; padding: 0.4em 0.8em;
                   margin: 0.6em 0; break-inside: avoid; page-break-inside: avoid;}
.problem h3, .answer h3 {margin: 0.1em 0 0.3em 0; font-size: 1.05em;}
table.hands td {padding: 0.05em 0.8em 0.05em 0; vertical-align: top;}
.red {color: #b0141c;}
.card {white-space: nowrap; font-weight: bold;}
.answers {break-before: page; page-break-before: always;}
.note {font-size: 0.9em; color: #333;}
@media print {a {color: inherit; text-decoration: none;} .screen-only {display: none;}}
</style>"""


def page_name(key: str) -> str:
    return f"problems-{key}.html"


def card_html(card) -> str:
    red = " red" if card.suit in "HD" else ""
    return f'<span class="card{red}">{escape(face(card))}</span>'


def cards_html(cards) -> str:
    return " ".join(card_html(c) for c in cards)


def line_html(line) -> str:
    return "; ".join(", ".join(f"{escape(n)} {card_html(c)}" for n, c in trick)
                     + f" ({escape(taker)} takes)" for trick, taker in line)


def chosen(problems: list) -> list:
    """The sheet's problems: the first :data:`PER_RATING` of each rating, easy first."""
    return [p for r in RATINGS for p in [q for q in problems if q.rating == r][:PER_RATING]]


def problem_html(v, number: int) -> str:
    rows = "".join(
        f"<tr><td><b>{escape(name)}</b></td><td>"
        + " &nbsp; ".join(cards_html(cards) for _, cards in groups)
        + f"</td><td class=\"note\">{escape(role)}</td></tr>" for name, role, groups in v.seats)
    table = ("<p>On the table: " + ", ".join(f"{escape(n)} {card_html(c)}" for n, c in v.trick)
             + ".</p>") if v.trick else ""
    return (f'<div class="problem"><h3>Problem {number} <span class="note">({escape(v.rating)})'
            f"</span></h3><p>{escape(v.situation)} Tricks taken so far: {escape(v.won)}.</p>"
            f'<table class="hands">{rows}</table>{table}<p><b>{escape(v.question)}</b></p></div>')


def answer_html(v, number: int) -> str:
    best, other = v.plays[0], v.plays[v.tempting]
    unique = unique_words(best.cards, card_html)
    return (f'<div class="answer"><h3>Answer {number}</h3><p>{unique}: {escape(best.result)}.'
            f"</p><p>The line: {line_html(best.line)}.</p><p>Why not "
            f"{or_list(card_html(c) for c in other.cards)}? ({escape(other.why)}) It leads to "
            f"{escape(other.leads_to)}. Its line: {line_html(other.line)}."
            f'</p><p class="note">Rated {escape(v.rating)}: {escape(v.measure)}.</p></div>')


def sheet(key: str) -> str:
    """The printable sheet of the set ``key``: its problems, then its answers."""
    problem_set = SETS[key]
    problems = load(key)
    views = [view(p) for p in chosen(problems)]
    body = "".join(problem_html(v, k) for k, v in enumerate(views, 1))
    answers = "".join(answer_html(v, k) for k, v in enumerate(views, 1))
    title = f"Problems: {problem_set.title}"
    return f"""<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>{escape(title)}</title>{STYLE}</head>
<body>
<p class="screen-only note"><a href="index.html">the collection</a> · print this page for a
class: the answers begin on a new page</p>
<h1>{escape(title)}</h1>
<p>Every hand is shown. In each position exactly one card (or cards that are the same card
there) gets the best result for the side to play, as the exact solver proves by playing every
card of every hand to the end of the deal. Find it. The problems come from real deals played
by {escape(problem_set.player_words)}; they run from easy to hard. Twelve of the set's
{len(problems)}; the others are in the problems notebook and in
<code>python -m gamelib problems {escape(key)} --count {len(problems)}</code>.</p>
{body}
<section class="answers"><h2>Answers</h2>{answers}</section>
</body>
</html>
"""


def stored_keys() -> list[str]:
    return [key for key in SETS if (STORE / f"{key}.toml").exists()]


def write_pages(out: Path) -> list[Path]:
    """Write the sheet of every stored set into ``out``; returns the paths."""
    paths = []
    for key in stored_keys():
        path = Path(out) / page_name(key)
        path.write_text(sheet(key), encoding="utf-8")
        paths.append(path)
    return paths


def index_links() -> str:
    """The sheets as a list for the site's index page."""
    items = "".join(f'<li><a href="{page_name(k)}">{escape(SETS[k].title)}</a></li>'
                    for k in stored_keys())
    return f"<ul>{items}</ul>"
