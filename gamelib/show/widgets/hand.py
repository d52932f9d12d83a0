"""HandWidget: deal or enter a hand, name the game, rule set and trump, and see what it holds.

The reading of a hand is done by the games' own functions; this module only gathers them:

* :func:`hand_order`: the cards in the game's order (for the Ombre family, the trumps first in
  :func:`gamelib.games.ombre.order.trump_order`, then each plain suit by
  :func:`gamelib.games.ombre.order.plain_order`; for the others by the rank order their module prints);
* :func:`hand_report`: the trump order with the matadors and false matadors marked, the counts
  the source pays for (matadors, Piquet's point, sequences and sets, Tresette's declarations,
  Piquesept's card points, Connections' connection cards), and for Ombre and Quadrille the
  booklet's example hands the hand matches.

A dealt hand comes through the protocol: ``get_game(name, **options).new_initial_state(seed)
.hand(seat)``.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from gamelib.core.cards import SUITS, Card, CardSet, deck, parse
from gamelib.core.engine import get_game
from gamelib.core.hand_report import HandReport
from gamelib.show.widgets.base import (
    LANGUAGES,
    STYLE,
    STYLES,
    GameWidget,
    one_of,
    table_html,
)
from gamelib.show.widgets.faces import (
    card_button_text,
    card_colour,
    card_title,
    cards_svg,
)

#: The games whose hands the widget reads, with the pack each is dealt from.
HAND_GAMES = {
    "ombre": "ombre", "quadrille": "ombre", "piquet": "piquet", "tresette": "tresette",
    "boston": "full", "connections": "full", "piquesept": "piquet",
}
#: The rule sets of the games that follow more than one source (never blended).
RULE_SETS = {"ombre": ("academie", "noothoven"), "quadrille": ("noothoven", "hoe-speel-je")}
#: Games whose trump the player names; the others have a fixed trump or none.
TRUMP_NAMED = ("ombre", "quadrille", "boston")
SUIT_LABELS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def game_options(game: str, rules: str | None) -> dict:
    """The options to pass to :func:`gamelib.get_game` for a rule set."""
    return {"rules": rules} if game in RULE_SETS and rules else {}


def fixed_trump(game: str) -> str | None:
    """The trump a game fixes (Connections: diamonds, Piquesept: spades), else None."""
    if game == "connections":
        from gamelib.games import connections
        return connections.TRUMP
    if game == "piquesept":
        from gamelib.games import piquesept
        return piquesept.TRUMP
    return None


def _ombre_order(game: str, rules: str):
    if game == "quadrille":
        from gamelib.games.quadrille.rules import RULE_SETS as Q
        return Q[rules].order
    from gamelib.games.ombre.order import order_rules
    return order_rules(rules)


def rank_order(game: str) -> str:
    """The ranks of a plain suit, highest first, as the game's module prints them."""
    if game == "piquet":
        from gamelib.games import piquet
        return piquet.RANKS_LOW_TO_HIGH[::-1]
    if game == "tresette":
        from gamelib.games import tresette
        return tresette.RANKS_HIGH_TO_LOW
    if game == "piquesept":
        from gamelib.games import piquesept
        return piquesept.ORDERS["mariage"]
    from gamelib.games import boston
    return boston.WHIST_RANKS


def hand_order(game: str, cards, trump: str | None = None, rules: str | None = None) -> list[Card]:
    """The cards in the game's order: trumps first (highest first), then the plain suits."""
    cards = CardSet(cards) if not isinstance(cards, CardSet) else cards
    trump = trump or fixed_trump(game)
    if game in ("ombre", "quadrille"):
        from gamelib.games.ombre.order import plain_order, trump_order
        if trump:
            out = [c for c in trump_order(trump) if c in cards]
            for s in SUITS:
                if s != trump:
                    out += [c for c in plain_order(s) if c in cards]
            return out
        # no trump named yet: the black aces (always trumps) first, then each suit's plain order
        out = [c for c in (Card("AS"), Card("AC")) if c in cards]
        for s in SUITS:
            out += [c for c in plain_order(s) if c in cards]
        return out
    ranks = rank_order(game)
    suits = ([trump] if trump else []) + [s for s in SUITS if s != trump]
    return [Card(r + s) for s in suits for r in ranks if Card(r + s) in cards]


def _map_suit(book_trump: str, trump: str):
    """A suit permutation sending the booklet's trump (clubs or hearts) to the named trump of
    the same colour (the booklet: "klaveren (of schoppen)", "harten (of ruiten)")."""
    perm = {s: s for s in SUITS}
    perm[book_trump], perm[trump] = trump, book_trump
    return perm


def _translate(holding: CardSet, book_trump: str, trump: str) -> CardSet | None:
    """The booklet's holding (written with clubs or hearts as trump) with ``trump`` as trump:
    the trumps by their place in the trump order, the plain cards by the suit permutation."""
    from gamelib.games.ombre.order import colour, is_trump, trump_order
    if colour(book_trump) != colour(trump):
        return None
    if book_trump == trump:
        return holding
    perm = _map_suit(book_trump, trump)
    src, dst = trump_order(book_trump), trump_order(trump)
    out = []
    for c in holding:
        if is_trump(c, book_trump):
            out.append(dst[src.index(c)])
        else:
            out.append(Card(c.rank + perm[c.suit]))
    return CardSet(out)


def ombre_matches(cards: CardSet, trump: str) -> list[tuple]:
    """The booklet's Ombre example holdings (gamelib.games.ombre.advice.BOOK_HANDS) that the hand
    contains, with ``trump`` as trump (a holding written in clubs also fits spades, one in
    hearts also fits diamonds)."""
    from gamelib.games.ombre.advice import BOOK_HANDS
    found = []
    for bh in BOOK_HANDS:
        held = _translate(bh.holding(), bh.trump, trump)
        if held is not None and (held - cards).mask == 0:
            found.append((bh.key, bh.category, bh.words, f"holds {held}", bh.passage))
    return found


def quadrille_matches(cards: CardSet, trump: str) -> tuple[list[tuple], tuple | None]:
    """The booklet's Quadrille example hands (gamelib.games.quadrille.BOOK_HANDS) equal to the hand
    with ``trump`` as trump, and the nearest one (most cards in common) when none is equal."""
    from gamelib.games.quadrille.hands import BOOK_HANDS
    found, best = [], None
    for key, bh in BOOK_HANDS.items():
        held = _translate(bh.cards, bh.trump, trump)
        if held is None:
            continue
        shared = len(held & cards)
        if held == cards:
            found.append((key, bh.contract, bh.described,
                          f"odds {bh.odds_printed}" if bh.odds_printed else "an ask", bh.passage))
        if best is None or shared > best[1]:
            best = (key, shared, len(held))
    return found, best


def hand_report(game: str, cards, trump: str | None = None, rules: str | None = None) -> HandReport:
    """Everything :class:`HandWidget` shows about a hand, from the game's own functions."""
    cards = parse(cards) if isinstance(cards, str) else CardSet(cards)
    if game not in HAND_GAMES:
        raise ValueError(f"the hand widget reads the hands of {', '.join(HAND_GAMES)}, not {game!r}")
    if game in RULE_SETS:
        rules = rules or RULE_SETS[game][0]
        if rules not in RULE_SETS[game]:
            raise ValueError(f"{game} has the rule sets {', '.join(RULE_SETS[game])}, not {rules!r}")
    trump = fixed_trump(game) or trump
    report = HandReport(game, rules, trump, cards, hand_order(game, cards, trump, rules))
    if game in ("ombre", "quadrille"):
        _ombre_family(report)
    elif game == "piquet":
        _piquet(report)
    elif game == "tresette":
        _tresette(report)
    elif game == "piquesept":
        _piquesept(report)
    elif game == "connections":
        _connections(report)
    elif game == "boston":
        _boston(report)
    return report


def _ombre_family(r: HandReport) -> None:
    from gamelib.games.ombre.order import (
        card_name,
        count_matadors,
        false_matadors,
        matadors,
        trump_order,
    )
    if not r.trump:
        r.notes.append("name a trump to see the trump order and the matadors")
        return
    order = _ombre_order(r.game, r.rules)
    r.trump_order = trump_order(r.trump)
    r.names = {c: card_name(c, r.trump, order) for c in r.trump_order
               if card_name(c, r.trump, order) != c.face}
    paid = count_matadors(r.cards, r.trump, order)
    bonus = None
    if r.game == "quadrille" and r.rules == "hoe-speel-je":
        # The modern page pays no run of trumps: "alle drie de Matadores" 1 fiche, "alle vier
        # de hoogste troeven" 2 from each opponent, nothing more for a fifth
        # (hoe-speel-je:pay.matadors; gamelib.games.quadrille.payment.matador_bonus).
        from gamelib.games.quadrille.payment import matador_bonus
        from gamelib.games.quadrille.rules import MATADOR_BONUS
        bonus = matador_bonus(paid)
        paid = max((k for k in MATADOR_BONUS if k <= paid), default=0)
    false = false_matadors(r.cards, r.trump, order)
    true_m = matadors(r.trump, order)
    for i, c in enumerate(r.trump_order):
        if c not in r.cards:
            continue
        if i < paid:
            r.marks[c] = "matador"
        elif c in false:
            r.marks[c] = "false-matador"
        elif c in true_m:
            r.marks[c] = "matador-unpaid"  # a matador, but fewer than three in sequence
        else:
            r.marks[c] = "trump"
    m_passage = order.passage("matadors") or order.passage("pay-matadors")
    r.counts.append(("trumps held", sum(1 for c in r.trump_order if c in r.cards),
                     order.passage("trump-black" if r.trump in "SC" else "trump-red")
                     or m_passage))
    r.counts.append(("matadors", ", ".join(r.names.get(c, c.face) for c in true_m), m_passage))
    if bonus is None:
        r.counts.append(("matadors paid for", paid, order.passage("pay-matadors") or m_passage))
    else:
        r.counts.append(("matadors paid for", paid, "hoe-speel-je:pay.matadors"))
        r.counts.append(("matador bonus, fiches from each opponent", bonus,
                         "hoe-speel-je:pay.matadors"))
    r.counts.append(("false matadors", " ".join(r.names.get(c, c.face) for c in false) or "none",
                     m_passage))
    if r.game == "ombre":
        r.matches = ombre_matches(r.cards, r.trump)
        r.notes.append("the booklet's example holdings (noothoven): a hand matches when it holds "
                       "the holding as made concrete in gamelib.games.ombre.advice")
    else:
        r.matches, r.nearest = quadrille_matches(r.cards, r.trump)
        from gamelib.games.quadrille.rules import count_kings
        r.counts.append(("kings held", count_kings(r.cards.mask), ""))


def _piquet(r: HandReport) -> None:
    from gamelib.games import piquet
    passages = piquet._CATEGORY_PASSAGE
    if piquet.is_carte_blanche(r.cards):
        r.counts.append(("carte blanche", 10, passages["carte blanche"]))
    point = piquet.rummel(r.cards)
    if point:
        r.counts.append(("point", f"{point.name}: {point.points}", passages["point"]))
        r.marks.update({c: "trump" for c in point.cards})
    for combo in piquet.sequences(r.cards):
        r.counts.append(("sequence", f"{combo.name}: {combo.points}", passages["sequences"]))
    for combo in piquet.sets(r.cards):
        r.counts.append(("set", f"{combo.name}: {combo.points}", passages["sets"]))


def _tresette(r: HandReport) -> None:
    from gamelib.games import tresette
    found = tresette.declarations(r.cards)
    for d in found:
        r.counts.append(("declaration", str(d), d.passage))
        r.marks.update({c: "matador" for c in d.cards})
    if not found:
        r.counts.append(("declaration", "none", "engelmann:tresette.declare"))
    points = tresette.card_points(r.cards)
    r.counts.append(("card points held", str(points), "engelmann:tresette.card-points"))


def _piquesept(r: HandReport) -> None:
    from gamelib.games import piquesept
    r.counts.append(("card points held", piquesept.pack_points(r.cards), "engelmann:piquesept.points"))
    r.counts.append(("seven of spades", "held" if piquesept.SPADE_SEVEN in r.cards else "not held",
                     "engelmann:piquesept.points"))
    r.marks.update({c: "trump" for c in r.cards.suit(piquesept.TRUMP)})


def _connections(r: HandReport) -> None:
    from gamelib.games import connections
    for conn in connections.CONNECTIONS:
        held = conn.cards & r.cards
        r.counts.append((f"{conn.name} connection ({' + '.join(map(str, conn.cards))})",
                         f"{len(held)} of 2 held" + (f": {held}" if held else ""), conn.passage))
        r.marks.update({c: "matador" for c in held})
    r.marks.update({c: "trump" for c in r.cards.suit(connections.TRUMP) if c not in r.marks})


def _boston(r: HandReport) -> None:
    from gamelib.games import boston
    if r.trump:
        r.marks.update({c: "trump" for c in r.cards.suit(r.trump)})
        r.counts.append((f"trumps held ({SUIT_LABELS[r.trump]})", len(r.cards.suit(r.trump)),
                         "engelmann:boston.whist"))
    r.counts.append(("paid", "tricks only: " + "; ".join(boston.UNPAID[:3]),
                     "engelmann:boston.whist"))


def report_html(r: HandReport, language: str = "en", style: str = "french") -> str:
    """The report as HTML: the hand in order, the trump order, the counts, the matches."""
    parts = [f'<div class="hand-report" data-game="{r.game}">']
    trump = f", trump {SUIT_LABELS[r.trump]}" if r.trump else ""
    parts.append(f"<b>{escape(r.game)}</b>{' (' + escape(r.rules) + ')' if r.rules else ''}"
                 f"{escape(trump)}: {len(r.cards)} cards, in the game's order")
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
        parts.append(table_html([(a, b, ("html", f"<code>{escape(c)}</code>") if c else "")
                                 for a, b, c in r.counts], ["what the source counts", "this hand",
                                                            "passage"]))
    if r.game in ("ombre", "quadrille") and r.trump:
        if r.matches:
            parts.append("<div class='book-match'><b>matches the booklet's example hand(s):</b></div>")
            parts.append(table_html([(k, cat, words, how, ("html", f"<code>{escape(p)}</code>"))
                                     for k, cat, words, how, p in r.matches],
                                    ["key", "kind", "the booklet's words", "", "passage"]))
        else:
            near = ""
            if r.nearest:
                near = f" (nearest: {r.nearest[0]}, {r.nearest[1]} of {r.nearest[2]} cards in common)"
            parts.append(f"<div class='book-match'>matches none of the booklet's example "
                         f"hands{escape(near)}</div>")
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

    def __init__(self, game: str = "ombre", rules: str | None = None, trump: str | None = "C",
                 seed: int = 7, seat: int = 0, language: str = "en", hand: str | None = None,
                 style: str = "french"):
        super().__init__()
        self.style = style  # "german" draws the German 32 (Eichel, Grün, Herz, Schellen)
        if game not in HAND_GAMES:
            raise ValueError(f"the hand widget reads the hands of {', '.join(HAND_GAMES)}, "
                             f"not {game!r}")
        if rules is not None:
            one_of("rules", rules, RULE_SETS.get(game, ("engelmann",)))
        one_of("trump", trump, (None, *SUITS))
        one_of("language", language, LANGUAGES)
        one_of("style", style, STYLES)
        self.language = language
        self.game_box = w.Dropdown(options=list(HAND_GAMES), value=game, description="game")
        self.rules_box = w.Dropdown(description="rules")
        self.trump_box = w.Dropdown(options=[("none", None)] + [(SUIT_LABELS[s], s) for s in SUITS],
                                    value=trump, description="trump")
        self.seed_box = w.IntText(value=seed, description="seed", layout=w.Layout(width="160px"))
        self.seat_box = w.BoundedIntText(value=seat, min=0, max=3, description="seat",
                                         layout=w.Layout(width="130px"))
        self.deal_button = w.Button(description="Deal", button_style="primary")
        self.deal_button.add_class("deal-button")
        self.text_box = w.Text(description="hand", placeholder="e.g. AS 7H AC KD",
                               continuous_update=False, layout=w.Layout(width="420px"))
        self.show_button = w.Button(description="Show")
        self.view = w.HTML()
        self.view.add_class("hand-view")
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
        options = RULE_SETS.get(self.game, ("engelmann",))
        self.rules_box.options = list(options)
        self.rules_box.value = rules if rules in options else options[0]
        self.rules_box.disabled = len(options) == 1
        fixed = fixed_trump(self.game)
        if fixed:
            self.trump_box.value = fixed
        elif self.game not in TRUMP_NAMED:
            self.trump_box.value = None
        self.trump_box.disabled = self.game not in TRUMP_NAMED

    def _on_game(self, _change) -> None:
        self._syncing = True
        try:
            self._set_rules_options()
        finally:
            self._syncing = False
        self._build_picker()
        self.deal()

    def _build_picker(self) -> None:
        self.pick_buttons = {}
        buttons = []
        for card in hand_order("boston", deck(HAND_GAMES[self.game])):
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
                       else "picked by clicking cards")
        self.show(cards)

    # -- actions ----------------------------------------------------------------------------

    def deal(self, seed: int | None = None, seat: int | None = None) -> CardSet:
        """Deal through the protocol and show the hand of ``seat``."""
        if seed is not None:
            self.seed_box.value = seed
        if seat is not None:
            self.seat_box.value = seat
        game = get_game(self.game, **game_options(self.game, self.rules))
        state = game.new_initial_state(seed=self.seed_box.value)
        seat = min(self.seat_box.value, game.num_players - 1)
        self.say(f"dealt with seed {self.seed_box.value}, the hand of seat {seat}")
        self.origin = f"dealt with seed {self.seed_box.value}, the hand of seat {seat}"
        return self.show(state.hand(seat))

    def enter(self, text: str) -> CardSet | None:
        """Show a hand typed as faces; a card outside the game's pack is refused, with the
        reason shown."""
        try:
            cards = parse(text, HAND_GAMES[self.game])
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
            self.text_box.value = " ".join(c.face for c in hand_order(self.game, cards, self.trump))
        finally:
            self._syncing = False
        self.refresh()
        return cards

    def refresh(self) -> None:
        if self._syncing:
            return
        self.report = hand_report(self.game, self.cards, self.trump, self.rules)
        self.view.value = report_html(self.report, self.language, self.style)

    def static_html(self) -> str:
        return (f'<div class="gamelib-static hand-widget">{STYLE}'
                f"<p>HandWidget: {escape(self.game)}, {escape(self.origin)}</p>"
                f"{self.view.value}</div>")
