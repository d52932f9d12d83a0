"""ProblemWidget: a position from a stored problem set, every hand open; pick a card and see
whether it is the one card that gets the best result, what it leads to, and the line.

    ProblemWidget("ombre-academie")            # the set's first problem
    ProblemWidget("piquet", rating="hard")     # a game gives its default set

The position, the question, each card's result, cost and best line come from
:func:`gamelib.analysis.problems_words.view` as words and cards; the widget only shows them.
A wrong card is answered with what it leads to and the student may try again; "show the
answer" gives the answer, its line and why the tempting card fails.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from gamelib.analysis.problems import SETS, STORE, load, problem_set_of
from gamelib.analysis.problems_words import face, faces, view
from gamelib.core.cards import Card
from gamelib.core.names import or_list
from gamelib.show.widgets.base import STYLE, GameWidget, card_button, one_of, replace_buttons
from gamelib.show.widgets.faces import card_title, cards_svg

RATINGS = ("any", "easy", "medium", "hard")
#: The scale of the small card faces of the position and the lines.
SMALL = 0.62
#: The extra style of the problems widget (the verdict's colours, the position's rows, the
#: line's tricks, the card picked).
PROBLEM_STYLE = """<style>
.gamelib-widget .gl-right, .gamelib-static .gl-right {color: #1f6b2a; font-weight: bold;}
.gamelib-widget .gl-wrong, .gamelib-static .gl-wrong {color: #a02000; font-weight: bold;}
table.problem-seats td {padding: 2px 10px 2px 0; vertical-align: middle; border: none;}
table.problem-seats tr.to-play td {background: #f3f7ee;}
.problem-line .trick {display: inline-block; margin: 0 14px 8px 0; vertical-align: top;
  text-align: center;}
.problem-line .played {display: inline-block; margin-right: 2px; text-align: center;}
.problem-line .who, .problem-line .taker {font-size: 14px; color: #222;}
.problem-line .taker {display: block;}
.gamelib-widget button.card-button.picked {outline: 4px solid #a02000; outline-offset: 1px;}
.gamelib-widget button.card-button.picked.answer {outline-color: #1f8a3a;}
</style>"""


def stored_sets() -> list[tuple[str, str]]:
    """The stored sets as (title, key), in the order of :data:`SETS`."""
    return [(s.title, key) for key, s in SETS.items() if (STORE / f"{key}.toml").exists()]


def played_html(cards) -> str:
    """Cards played to a trick, each a small face under its seat's name."""
    return "".join(f'<span class="played"><span class="who">{escape(n)}</span><br>'
                   f"{cards_svg([c], scale=SMALL, label=f'{n}: {card_title(c)}')}</span>"
                   for n, c in cards)


def line_html(line, label: str) -> str:
    """A line of play, trick by trick, each trick followed by who takes it."""
    tricks = "".join(f'<span class="trick">{played_html(cards)}<span class="taker">'
                     f"{escape(taker)} takes</span></span>" for cards, taker in line)
    return f'<div class="problem-line"><div>{escape(label)}:</div>{tricks}</div>'


class ProblemWidget(GameWidget):
    """One problem at a time from a stored set (module docstring). ``widget.pick("KS")`` answers
    as a click does; ``widget.reveal()`` shows the answer; ``widget.go(k)`` moves to a problem."""

    def __init__(self, problems: str = "ombre-academie", rating: str = "any", number: int = 1):
        super().__init__()
        one_of("rating", rating, RATINGS)
        self.key = problem_set_of(problems).key
        self.set_picker = w.Dropdown(options=stored_sets(), value=self.key,
                                     description="problems", layout=w.Layout(width="430px"))
        self.rating_picker = w.Dropdown(options=RATINGS, value=rating, description="rating",
                                        layout=w.Layout(width="200px"))
        self.back = w.Button(description="previous", layout=w.Layout(width="100px"))
        self.forward = w.Button(description="next", layout=w.Layout(width="100px"))
        self.answer_button = w.Button(description="show the answer",
                                      layout=w.Layout(width="150px"))
        self.status = w.HTML()
        self.board = w.HTML()
        self.hand_label = w.HTML()
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.verdict = w.HTML()
        self.card_buttons: dict[Card, w.Button] = {}
        self.picked: list[Card] = []
        self.revealed = False
        self.set_picker.observe(self.guard(self._on_set), names="value")
        self.rating_picker.observe(self.guard(self._on_rating), names="value")
        self.back.on_click(self.guard(lambda _b: self.go(self.index - 1)))
        self.forward.on_click(self.guard(lambda _b: self.go(self.index + 1)))
        self.answer_button.on_click(self.guard(lambda _b: self.reveal()))
        self.children = [
            w.HTML(STYLE + PROBLEM_STYLE),
            w.HBox([self.set_picker, self.rating_picker]),
            w.HBox([self.back, self.forward, self.answer_button]),
            self.status, self.board, self.hand_label, self.hand_box, self.verdict, self.message]
        self._load()
        self.go(number - 1)

    # -- choosing a problem -----------------------------------------------------------------

    def _load(self) -> None:
        rating = self.rating_picker.value
        self.problems = [p for p in load(self.key) if rating in ("any", p.rating)]
        self.index = 0

    def _on_set(self, change) -> None:
        self.key = change["new"]
        self._load()
        self.go(0)

    def _on_rating(self, _change) -> None:
        self._load()
        self.go(0)

    def go(self, index: int) -> None:
        """Show the problem at ``index`` of the set (as filtered by the rating)."""
        if not self.problems:
            self.view = None
            self.board.value = ""
            self.say("no problem of this rating is stored in this set")
            return
        self.index = max(0, min(index, len(self.problems) - 1))
        self.problem = self.problems[self.index]
        self.view = view(self.problem)
        self.picked, self.revealed = [], False
        self.verdict.value = ""
        self.say("")
        self.render()

    # -- answering --------------------------------------------------------------------------

    def pick(self, card: Card | str) -> bool:
        """Answer with ``card``: True when it is the answer (or the same card as it). A card the
        player may not play is refused with the reason."""
        card = Card(card)
        v = self.view
        if card not in v.legal:
            held = card in self._mover_cards()
            self.say(f'<span class="gl-problem">{escape(face(card))}: '
                     + ("the rules do not allow it here: one of "
                        f"{escape(faces(v.legal))} must be played" if held else
                        f"{escape(v.to_play)} does not hold it") + "</span>")
            return False
        self.picked.append(card)
        play = next(p for p in v.plays if card in p.cards)
        if play.right:
            self.revealed = True
            self.verdict.value = self._answer_html("Right.")
        else:
            self.verdict.value = (
                f'<p class="gl-wrong verdict" data-verdict="wrong">Not the best: '
                f"{escape(face(card))} leads to {escape(play.leads_to)}.</p>"
                f"{line_html(play.line, 'what follows, both sides playing their best')}"
                f"<p>Try another card, or show the answer.</p>")
        self.say("")
        self.render()
        return play.right

    def reveal(self) -> None:
        """Show the answer, its line and why the tempting card fails."""
        if self.view is None:
            return
        self.revealed = True
        self.verdict.value = self._answer_html("The answer:")
        self.render()

    def _answer_html(self, head: str) -> str:
        v = self.view
        best, other = v.plays[0], v.plays[v.tempting]
        return (f'<p class="gl-right verdict" data-verdict="right">{escape(head)} '
                f"{escape(v.unique)}: {escape(best.result)}.</p>"
                f"{line_html(best.line, 'the winning line')}"
                f"<p><b>Why not {escape(or_list(face(c) for c in other.cards))}?</b> "
                f"({escape(other.why)}) It leads to {escape(other.leads_to)}.</p>"
                f"{line_html(other.line, 'its line')}"
                f"<p><small>Rated {escape(v.rating)}: {escape(v.measure)}.</small></p>")

    # -- showing ----------------------------------------------------------------------------

    def _mover_cards(self) -> list[Card]:
        v = self.view
        for name, _, groups in v.seats:
            if name == v.to_play:
                return [c for _, cards in groups for c in cards]
        return []

    def position_html(self) -> str:
        """The position: the situation, every hand in card faces (trumps framed), the trick on
        the table, the question."""
        v = self.view
        rows = []
        for name, role, groups in v.seats:
            cards = [c for _, cs in groups for c in cs]
            trumps = {c: "trump" for label, cs in groups if label == "trumps" for c in cs}
            mover = ' class="to-play"' if name == v.to_play else ""
            rows.append(f"<tr{mover}><td><b>{escape(name)}</b></td><td>{escape(role)}</td><td>"
                        f"{cards_svg(cards, marks=trumps, scale=SMALL, label=name)}</td></tr>")
        table = (f'<div class="problem-line this-trick"><div><b>on the table</b></div>'
                 f'<span class="trick">{played_html(v.trick)}</span></div>') if v.trick else ""
        return (f'<div class="problem-position"><h4>{escape(v.title)}: problem '
                f"{self.index + 1} of {len(self.problems)} ({escape(v.rating)})</h4>"
                f"<p>{escape(v.situation)} Tricks taken so far: {escape(v.won)}.</p>"
                f'<table class="problem-seats">{"".join(rows)}</table>{table}'
                f'<p class="question"><b>{escape(v.question)}</b></p></div>')

    def render(self) -> None:
        v = self.view
        self.status.value = (f'<div class="status" data-problem="{escape(v.id)}" '
                             f'data-picked="{len(self.picked)}" '
                             f'data-revealed="{str(self.revealed).lower()}"></div>')
        self.board.value = self.position_html()
        trumps = any(label == "trumps" for _, _, groups in v.seats for label, _ in groups)
        self.hand_label.value = (f"{escape(v.to_play)}'s cards: click the card you would play "
                                 f"(green frame: the cards the rules allow"
                                 + ("; blue frame in the hands above: trumps)" if trumps else ")"))
        buttons = {}
        for card in self._mover_cards():
            legal = card in v.legal
            marks = ["legal" if legal else "illegal"]
            if card in self.picked:
                marks += ["picked", "answer"] if card in v.plays[0].cards else ["picked"]
            b = card_button(card, "" if legal else " (not allowed here)", *marks)
            b.on_click(self.guard(lambda _b, c=card: self.pick(c)))
            buttons[card] = b
        self.card_buttons = replace_buttons(self.hand_box, self.card_buttons, buttons)
        self.back.disabled = self.index == 0
        self.forward.disabled = self.index >= len(self.problems) - 1

    def static_html(self) -> str:
        """The position and the question, the answer folded away (for a page without a
        kernel)."""
        if self.view is None:
            return f'<div class="gamelib-static problem-widget">{self.message.value}</div>'
        answer = self._answer_html("The answer:")
        return (f'<div class="gamelib-static problem-widget">{STYLE}{PROBLEM_STYLE}'
                f"{self.position_html()}{self.verdict.value if self.picked else ''}"
                f"<details><summary>the answer</summary>{answer}</details></div>")
