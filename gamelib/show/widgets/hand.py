"""HandWidget: deal or enter a hand, name the game, rule set and trump, and see what it holds.

The reading of a hand is the game's own (``game.hand_report(cards, trump)``, a
:class:`gamelib.core.hand_report.HandReport`): the cards in the game's order, the trump order
with the matadors and false matadors marked, the counts the source pays for, and the source's
example hands the hand matches. This module only shows it, and names no game: it offers every
game that reads its hands (:func:`hand_games`), the pack each names (``game.hand_deck``) and a
trump to name where the player names one (``game.trump_named``).

A dealt hand comes through the protocol: ``get_game(name, **options).new_initial_state(seed)
.hand(seat)``.
"""

from __future__ import annotations

from functools import lru_cache
from html import escape

import ipywidgets as w

from gamelib.core.cards import SUITS, Card, CardSet, deck, parse
from gamelib.core.engine import GAMES, Game, game_class, get_game
from gamelib.core.hand_report import HandReport, by_suit
from gamelib.core.names import GAME_NAMES
from gamelib.show.widgets.base import STYLE, GameWidget, look, one_of, read_seed, styled, table_html
from gamelib.show.widgets.faces import card_button_text, card_colour, card_title, cards_svg

SUIT_LABELS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
#: The picker lays out every pack alike: by suit, aces high.
_PICKER_RANKS = "AKQJT98765432"


def hand_games() -> tuple[str, ...]:
    """The games whose hands the widget reads: those that report on a hand."""
    return tuple(name for name in GAMES
                 if game_class(name).hand_report is not Game.hand_report)


def rule_sets(game: str) -> tuple[str, ...]:
    """The rule sets of a game that follows more than one source (never blended), else one
    entry naming its source."""
    declared = game_class(game).OPTIONS
    rules = next((o for o in declared if o.name == "rules"), None)
    if rules is not None:
        return tuple(rules.choices)
    sources = {o.passage.split(":")[0] for o in declared if o.passage}
    return (sources.pop(),) if len(sources) == 1 else ("one source",)


def game_options(game: str, rules: str | None) -> dict:
    """The options to pass to :func:`gamelib.get_game` for a rule set."""
    return {"rules": rules} if rules in rule_sets(game) and len(rule_sets(game)) > 1 else {}


def hand_order(game: str, cards, trump: str | None = None, rules: str | None = None) -> list[Card]:
    """The cards in the game's order (trumps first, highest first), as the game reads them."""
    return hand_report(game, cards, trump, rules).order


def hand_report(game: str, cards, trump: str | None = None, rules: str | None = None) -> HandReport:
    """What ``cards`` hold in ``game`` under ``rules`` with ``trump``, as the game reads it."""
    if game not in hand_games():
        raise ValueError(f"the hand widget reads the hands of {', '.join(hand_games())}, "
                         f"not {game!r}")
    if rules is not None and len(rule_sets(game)) > 1:
        one_of("rules", rules, rule_sets(game))
    cards = parse(cards) if isinstance(cards, str) else CardSet(cards)
    return get_game(game, **game_options(game, rules)).hand_report(cards, trump)


def seat_names(game: str, rules: str | None = None) -> tuple[str, ...]:
    """The seats of ``game`` by the game's own names, in seat order."""
    return tuple(get_game(game, **game_options(game, rules)).seats)


@lru_cache(maxsize=64)
def hand_size(game: str, rules: str | None = None) -> int:
    """The number of cards a hand of ``game`` holds, read from a hand dealt through the
    protocol (seat 0 of seed 0)."""
    return len(get_game(game, **game_options(game, rules)).new_initial_state(seed=0).hand(0))


def matadors_held(r: HandReport) -> str | None:
    """The report's "matadors" row as the matadors this hand holds (the game's report names
    every matador of the trump), or None when the report has no such row."""
    row = next((value for what, value, _ in r.counts if what == "matadors"), None)
    if row is None:
        return None
    names = {name: card for card, name in r.names.items()}
    held = [n.strip() for n in str(row).split(",")
            if n.strip() in names and names[n.strip()] in r.cards]
    return ", ".join(held) if held else "none"


def report_html(r: HandReport, language: str = "en", style: str = "french",
                size: int | None = None) -> str:
    """The report as HTML: the hand in order, the trump order, the counts, the matches; with
    ``size`` (the game's hand), a warning when the hand holds another number of cards."""
    parts = [f'<div class="hand-report" data-game="{r.game}" data-cards="{len(r.cards)}">']
    trump = f", trump {SUIT_LABELS[r.trump]}" if r.trump else ""
    parts.append(f"<b>{escape(r.game)}</b>{' (' + escape(r.rules) + ')' if r.rules else ''}"
                 f"{escape(trump)}: <span class='card-count'>{len(r.cards)} "
                 f"card{'s' if len(r.cards) != 1 else ''}</span>, in the game's order")
    if size is not None and len(r.cards) != size:
        parts.append(f"<div class='gl-warning wrong-size'><b>not a whole hand:</b> a hand of "
                     f"{escape(r.game)} has {size} cards, this one {len(r.cards)} "
                     f"({'add' if len(r.cards) < size else 'take out'} "
                     f"{abs(size - len(r.cards))}); the counts below read the cards as they are"
                     "</div>")
    parts.append("<div>" + cards_svg(r.order, language=language, style=style, marks=r.marks,
                                      captions=r.names, css_class="cardrow hand") + "</div>")
    if r.trump_order:
        held = {c: r.marks.get(c, "") for c in r.trump_order if c in r.cards}
        parts.append("<div>the trump order, highest first; held cards framed: thick gold = "
                     "matadors paid for, thin gold = a matador not paid (fewer than three in "
                     "sequence from Spadille), dashed orange = false matadors, blue = other "
                     "trumps</div>")
        parts.append("<div>" + cards_svg(r.trump_order, language=language, style=style, marks=held,
                                          captions=r.names, css_class="cardrow trump-order")
                     + "</div>")
    if r.counts:
        held = matadors_held(r)
        counts = [(a, held, c) if a == "matadors" else (a, b, c) for a, b, c in r.counts]
        parts.append(table_html([("matadors held" if a == "matadors" else a, b,
                                  ("html", f"<code>{escape(c)}</code>") if c else "")
                                 for a, b, c in counts], ["what the source counts", "this hand",
                                                            "passage"]))
    if r.examples and r.trump:
        if r.matches:
            parts.append(f"<div class='book-match'><b>matches {escape(r.examples)}:</b></div>")
            parts.append(table_html([(k, cat, words, how, ("html", f"<code>{escape(p)}</code>"))
                                     for k, cat, words, how, p in r.matches],
                                    ["key", "kind", "the booklet's words", "", "passage"]))
        else:
            near = ""
            if r.nearest:
                near = f" (nearest: {r.nearest[0]}, {r.nearest[1]} of {r.nearest[2]} cards in common)"
            parts.append(f"<div class='book-match'>matches none of "
                         f"{escape(r.examples)}{escape(near)}</div>")
    for note in r.notes:
        parts.append(f"<div class='gl-note'><em>{escape(note)}</em></div>")
    parts.append("</div>")
    return "".join(parts)


class HandWidget(GameWidget):
    """Deal or enter a hand and read it: ``HandWidget(game="ombre", rules="noothoven", seed=7)``.

    ``language`` titles the cards ("en", "nl", "de"); ``style="german"`` draws German faces.
    Controls: the game, its rule set and trump; a seed and seat with **Deal**; a text field with
    **Show** ("AS 7H AC ..."); and the whole pack as toggle buttons to click cards in or out.
    ``widget.cards`` is the hand shown, ``widget.report`` its :class:`HandReport`."""

    def __init__(self, game: str | None = None, rules: str | None = None,
                 trump: str | None = "C", seed: int = 7, seat: int = 0, language: str = "en",
                 hand: str | None = None, style: str = "french"):
        super().__init__()
        self.style = style  # "german" draws the German 32 (Eichel, Grün, Herz, Schellen)
        game = game or hand_games()[0]  # by default the first game registered
        one_of("game", game, hand_games())
        if rules is not None:
            one_of("rules", rules, rule_sets(game))
        one_of("trump", trump, (None, *SUITS))
        look(language, style)
        self.language = language
        self.game_box = w.Dropdown(options=list(hand_games()), value=game, description="game")
        self.rules_box = w.Dropdown(description="rules")
        self.trump_box = w.Dropdown(options=[("none", None)] + [(SUIT_LABELS[s], s) for s in SUITS],
                                    value=trump, description="trump")
        self.seed_box = w.Text(value=str(seed), description="seed", continuous_update=False,
                               layout=w.Layout(width="160px"))
        self.seat_box = w.Dropdown(description="seat", layout=w.Layout(width="160px"))
        self.deal_button = styled(w.Button(description="Deal", button_style="primary"),
                                  "deal-button")
        self.text_box = w.Text(description="hand", placeholder="e.g. AS 7H AC KD",
                               continuous_update=False, layout=w.Layout(width="420px"))
        self.show_button = w.Button(description="Show")
        self.view = styled(w.HTML(), "hand-view")
        self.picker = w.GridBox(layout=w.Layout(grid_template_columns="repeat(13, 52px)",
                                                grid_gap="3px"))
        self.pick_buttons: dict[Card, w.ToggleButton] = {}
        picker_box = w.Accordion(children=[self.picker], titles=("click cards in or out",))
        picker_box.selected_index = None
        self.cards = CardSet()
        #: Where the hand shown came from: dealt (seed, seat), typed in, or clicked.
        self.origin = ""
        self.report: HandReport | None = None
        self._syncing = False
        self._set_rules_options(rules)
        self._set_seat_options(seat)
        self.deal_button.on_click(self.guard(lambda _b: self.deal()))
        self.show_button.on_click(self.guard(lambda _b: self.enter(self.text_box.value)))
        self.text_box.observe(self.guard(self._on_text), names="value")
        self.game_box.observe(self.guard(self._on_game), names="value")
        self.rules_box.observe(self.guard(lambda _c: self.refresh()), names="value")
        self.trump_box.observe(self.guard(lambda _c: self.refresh()), names="value")
        self.children = [
            w.HTML(STYLE),
            w.HBox([self.game_box, self.rules_box, self.trump_box]),
            w.HBox([self.seed_box, self.seat_box, self.deal_button]),
            w.HBox([self.text_box, self.show_button]),
            picker_box, self.message, self.view,
        ]
        self._build_picker()
        if hand:
            self.enter(hand)
        else:
            self.deal()

    # -- controls ---------------------------------------------------------------------------

    @property
    def game(self) -> str:
        return self.game_box.value

    @property
    def rules(self) -> str | None:
        return self.rules_box.value

    @property
    def trump(self) -> str | None:
        return self.trump_box.value

    def _set_rules_options(self, rules: str | None = None) -> None:
        options = rule_sets(self.game)
        self.rules_box.options = list(options)
        self.rules_box.value = rules if rules in options else options[0]
        self.rules_box.disabled = len(options) == 1
        named = game_class(self.game).trump_named
        if not named:  # a trump the game fixes (Connections, Piquesept), or none
            self.trump_box.value = hand_report(self.game, CardSet(), None, self.rules).trump
        self.trump_box.disabled = not named

    def _set_seat_options(self, seat: int = 0) -> None:
        """The seats of the game by the game's own names (``game.seats``)."""
        names = seat_names(self.game, self.rules)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(names):
            raise ValueError(f"seat={seat!r} is not a seat of {self.game}: one of "
                             f"0..{len(names) - 1} ({', '.join(names)})")
        self.seat_box.options = [(name, i) for i, name in enumerate(names)]
        self.seat_box.value = seat

    def _on_game(self, _change) -> None:
        self._syncing = True
        try:
            self._set_rules_options()
            last = len(seat_names(self.game, self.rules)) - 1
            self._set_seat_options(min(self.seat_box.value or 0, last))
        finally:
            self._syncing = False
        self._build_picker()
        self.deal()

    def _build_picker(self) -> None:
        self.pick_buttons = {}
        buttons = []
        for card in by_suit(deck(game_class(self.game).hand_deck), _PICKER_RANKS):
            b = w.ToggleButton(value=card in self.cards,
                               description=card_button_text(card, self.language, self.style),
                               tooltip=card_title(card, self.language, self.style),
                               layout=w.Layout(width="52px", height="34px"))
            b.style.text_color = card_colour(card, self.style)
            b.style.font_weight = "bold"
            b.add_class("pick-card")
            b.add_class(f"card-{card.face}")
            b.observe(self.guard(lambda change, c=card: self._toggle(c, change["new"])), names="value")
            self.pick_buttons[card] = b
            buttons.append(b)
        self.picker.children = buttons

    def _on_text(self, change) -> None:
        if not self._syncing and change["new"] != change["old"]:
            self.enter(change["new"])

    def _toggle(self, card: Card, on: bool) -> None:
        if self._syncing:
            return
        cards = self.cards.add(card) if on else self.cards - CardSet([card])
        base = self.origin.split(", then")[0]
        self.origin = (f"{base}, then changed by clicking cards" if base
                       and not base.startswith("no hand") else "picked by clicking cards")
        self.show(cards)
        self.say(f"{'added' if on else 'took out'} {escape(card_title(card, self.language, self.style))}"
                 f": {len(cards)} card{'s' if len(cards) != 1 else ''} now")

    # -- actions ----------------------------------------------------------------------------

    def deal(self, seed: int | None = None, seat: int | None = None) -> CardSet:
        """Deal through the protocol and show the hand of ``seat``."""
        if seed is not None:
            self.seed_box.value = str(seed)
        if seat is not None:
            self._set_seat_options(seat)
        seed, problem = read_seed(self.seed_box.value)
        if problem:  # the old hand is not left on screen as if it were dealt
            self.origin = f"no hand: {problem}"
            self.say(f'<span class="gl-problem"><b>no hand dealt:</b> {escape(problem)}</span>')
            self.show(CardSet())
            self.view.value = ""
            return self.cards
        game = get_game(self.game, **game_options(self.game, self.rules))
        state = game.new_initial_state(seed=seed)
        seat = self.seat_box.value
        self.origin = f"dealt with seed {seed}, the hand of {seat_names(self.game, self.rules)[seat]}"
        self.say(self.origin)
        return self.show(state.hand(seat))

    def enter(self, text: str) -> CardSet | None:
        """Show a hand typed as faces; a card outside the game's pack is refused, with the
        reason shown."""
        try:
            cards = parse(text, game_class(self.game).hand_deck)
        except ValueError as exc:
            self.say(f'<span class="gl-error">{escape(str(exc))}</span>')
            return None
        self.say(f"entered {len(cards)} cards")
        self.origin = f"typed in: {text.strip()}"
        return self.show(cards)

    def show(self, cards: CardSet) -> CardSet:
        self.cards = cards
        self._syncing = True
        try:
            for card, b in self.pick_buttons.items():
                b.value = card in cards
            order = hand_report(self.game, cards, self.trump, self.rules).order
            self.text_box.value = " ".join(c.face for c in order)
        finally:
            self._syncing = False
        self.refresh()
        return cards

    def refresh(self) -> None:
        if self._syncing:
            return
        self.report = hand_report(self.game, self.cards, self.trump, self.rules)
        self.view.value = report_html(self.report, self.language, self.style,
                                      hand_size(self.game, self.rules))

    def static_html(self) -> str:
        return (f'<div class="gamelib-static hand-widget">{STYLE}'
                f"<p>A hand of {escape(GAME_NAMES.get(self.game, self.game))}, {escape(self.origin)}</p>"
                f"{self.view.value}</div>")
