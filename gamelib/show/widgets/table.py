"""TableWidget: play a whole deal of a trick game against chosen players, by clicking.

Everything goes through the protocol: ``get_game(...).new_initial_state(seed)``,
``state.legal_actions()``, ``state.apply_action(action)``, ``state.why_illegal(action)`` for a
card the rules forbid (its :class:`~gamelib.core.engine.IllegalAction` names the rule, and the passage
is quoted with :func:`gamelib.quote`), ``state.details()`` for the tricks, the result and every
payment line, ``state.returns()``. The other seats are played by policies from
:data:`gamelib.players.POLICIES`.

Your cards are buttons drawn as cards (rank and suit sign in the suit's colour, the card's name
as tooltip, a green frame when playable); the bidding, the exchange and every other decision are
buttons with the action's own label. Undo goes back to your previous decision; New deal deals
again with the seed in the box.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w
import numpy as np

from gamelib import players as _players
from gamelib.analysis.coach import COACHED, hint
from gamelib.analysis.review import review_deal
from gamelib.core.cards import SUITS, Card, CardSet
from gamelib.core.engine import TERMINAL, Action, IllegalAction, State, get_game
from gamelib.core.names import GAME_NAMES, SOURCE_NAMES, game_title, listing, player_name, plural
from gamelib.core.options import in_words as option_words
from gamelib.core.sources import quote
from gamelib.core.told import seat_of as seat_index
from gamelib.show.widgets.base import (STYLE, GameWidget, card_button, look, one_of, read_seed,
                                       replace_buttons, styled, table_html)
from gamelib.show.widgets.coach import STYLE as COACH_STYLE
from gamelib.show.widgets.coach import (
    hint_html,
    review_html,
    review_progress_html,
    told_html,
)
from gamelib.show.widgets.faces import card_title, cards_svg
from gamelib.show.widgets.hand import SUIT_LABELS, game_options, hand_games, hand_order, rule_sets

#: The trick games the table plays.
TABLE_GAMES = hand_games()
#: The lines of what is said at the table shown during the deal (all of them at the end).
TOLD_LINES = 10
MAX_STEPS = 10_000
#: The phases in which the players bid (the games' own names for the auction).
AUCTION_PHASES = ("bid", "bidding", "auction")
#: details() keys whose value names a seat (by its index or its name).
SEAT_DETAILS = ("dealer", "declarer", "ombre", "aide", "player", "holder of the seven")
#: Actions that move a card face down, seen only by the seat that takes them (and the seat that
#: receives it): Ombre's discards ("discards ... face down", "no one looks at the discards",
#: academie:exchange.ask-leave), Piquet's (only the number is told, engelmann:piquet.law-11),
#: Boston's discard, Quadrille's give and return of the exchange, Piquesept's give to the
#: holder of the seven. The log shows another seat's as a count ("B discards 3 cards").
#: Quadrille's "buy KS" names the king aloud and stays public; a "take" is a count.
HIDDEN_KINDS = {"discard": "discards", "give": "gives", "return": "returns"}


def card_of(action: Action) -> Card | None:
    """The card an action plays, discards or gives (its value is a card whose face ends its
    label: "7H", "discard JS", "give AS"), or None."""
    value = action.value
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 52:
        return None
    card = Card(int(value))
    return card if str(action).upper().endswith(card.face) else None


#: Modules that register players when imported (the sources' advice, PIMC); each is optional.
PLAYER_MODULES = ("gamelib.players.advice", "gamelib.players.pimc")


def _load_players() -> None:
    import importlib
    import importlib.util

    for module in PLAYER_MODULES:
        if importlib.util.find_spec(module) is not None:
            importlib.import_module(module)


#: Registered players a reader is not offered at the table: the generic "advice" (the game's
#: own advice player is offered under its name) and "first", a test aid.
NOT_OFFERED = ("advice", "first")


def rules_offered(game: str) -> list[tuple[str, str]]:
    """The rule sets of ``game`` as (the name a reader sees, the option's value)."""
    return [(SOURCE_NAMES.get(r, r), r) for r in rule_sets(game)]


def policies_for(game: str) -> list[str]:
    """The registered policies a seat of ``game`` may use: those that play any game, and those
    whose ``games`` include it (:func:`gamelib.players.games_of`: "domino-booklet" plays
    Domino only, "pimc" every trick game)."""
    _load_players()
    names = []
    for name, factory in sorted(_players.POLICIES.items()):
        games = _players.games_of(factory)
        if games is None or game in games:
            names.append(name)
    return names


def players_offered(game: str) -> list[tuple[str, str]]:
    """The players the table offers for ``game``, as (the name a reader sees, the registered
    name), the source's advice first."""
    names = [n for n in policies_for(game) if n not in NOT_OFFERED]
    advice = [n for n in names if n.startswith(game + "-")]
    rest = [n for n in names if n not in advice]
    return [(player_name(n), n) for n in advice + rest]


def default_policy(game: str, rules: str | None = None) -> str:
    """The source's own player of ``game`` under ``rules`` when one is registered ("ombre-"
    followed by the rule set), else the game's book player ("ombre-booklet", "piquet-engelmann",
    "boston-table"; the Académie gives no advice for the play, so its Ombre is played by the
    booklet's), else "random"."""
    names = policies_for(game)
    if rules and f"{game}-{rules}" in names:
        return f"{game}-{rules}"
    return next((n for n in names if n.startswith(game + "-") and n.count("-") == 1), "random")


def _trick_count(details: dict) -> int:
    tricks = details.get("tricks")
    if isinstance(tricks, dict):
        return sum(int(v) for v in tricks.values())
    if isinstance(tricks, (list, tuple)):
        return len(tricks)
    return 0


def public_log(moves: list[tuple[int, str]], hidden: dict[int, str], seat: int,
               name=lambda p: f"seat {p}") -> list[str]:
    """The moves as ``seat`` may see them: his own in full, and another seat's hidden card
    moves (``hidden[i]`` is the kind of move ``i``, one of :data:`HIDDEN_KINDS`) as a count, a
    run of them as one entry ("B discards 3 cards")."""
    entries: list[list] = []  # [seat, text] or [seat, kind, count]
    for i, (p, label) in enumerate(moves):
        kind = hidden.get(i)
        if kind is not None and p != seat:
            if entries and len(entries[-1]) == 3 and entries[-1][:2] == [p, kind]:
                entries[-1][2] += 1
            else:
                entries.append([p, kind, 1])
        else:
            entries.append([p, label])
    return [f"{name(e[0])}: {e[1]}" if len(e) == 2 else
            f"{name(e[0])} {HIDDEN_KINDS[e[1]]} {e[2]} card{'s' if e[2] != 1 else ''}"
            for e in entries]


def _show(value) -> str:
    """A details() value in words: yes and no, none, a list joined by semicolons."""
    return str(option_words(value)) if isinstance(value, bool) or value is None else listing(value)


def in_words(value):
    """A suit's letter as its word ("S" -> "spades"); anything else as it is."""
    return SUIT_LABELS[value] if isinstance(value, str) and value in SUITS else value


def or_list(labels) -> str:
    """ "a, b or c" """
    labels = list(labels)
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " or " + labels[-1]


def quote_html(passage: str | None) -> str:
    """The quoted passage as HTML, or "" when there is none or it is not catalogued."""
    if not passage:
        return ""
    try:
        return quote(passage)._repr_html_()
    except KeyError:
        return f"<div>passage <code>{escape(passage)}</code></div>"


class TableWidget(GameWidget):
    """Play a deal: ``TableWidget(game="ombre", rules="academie", seed=3, seat=0,
    opponents="random")``; by default the others are the book's players where one is registered
    (:func:`default_policy`).

    ``widget.state`` is the protocol state; ``widget.moves`` every action taken as
    ``(seat, label)``; ``widget.card_buttons`` your cards, ``widget.action_buttons`` the other
    decisions. ``widget.play(label)`` acts as a click would (a card's face or an action's label).
    """

    def __init__(self, game: str | None = None, rules: str | None = None, seed: int = 3,
                 seat: int = 0, opponents: str | None = None, language: str = "en",
                 style: str = "french"):
        super().__init__()
        self.style = style
        game = game or TABLE_GAMES[0]  # by default the first game registered
        if game not in TABLE_GAMES:
            raise ValueError(f"the table plays {', '.join(TABLE_GAMES)}, not {game!r}")
        if rules:
            one_of("rules", rules, rule_sets(game))
        if opponents is not None:
            one_of(f"opponents (at {game})", opponents, [n for _, n in players_offered(game)])
        look(language, style)
        self.language = language
        self.game_box = w.Dropdown(options=[(GAME_NAMES.get(g, g), g) for g in TABLE_GAMES],
                                   value=game, description="game")
        self.rules_box = w.Dropdown(options=rules_offered(game),
                                    description="rules")
        if rules:
            self.rules_box.value = rules
        self.rules_box.disabled = len(rule_sets(game)) == 1
        self.seed_box = w.Text(value=str(seed), description="seed", continuous_update=False,
                               layout=w.Layout(width="160px"))
        self.seat_box = w.BoundedIntText(value=seat, min=0, max=3, description="your seat",
                                         layout=w.Layout(width="150px"))
        self.opponents_box = w.Dropdown(options=players_offered(game),
                                        value=opponents or default_policy(game, rules),
                                        description="others")
        self.new_button = styled(w.Button(description="New deal", button_style="primary"),
                                 "new-deal")
        self.undo_button = styled(w.Button(description="Undo", icon="undo"), "undo")
        self.hint_button = styled(w.Button(description="Hint", icon="lightbulb-o",
                                           tooltip="what the book plays and why, and every "
                                                   "choice's value for a strong player"), "hint")
        self.review_button = styled(w.Button(description="Review the deal", icon="search",
                                             tooltip="every decision of every seat, the "
                                                     "mistakes, the tricks and the outcome "
                                                     "explained"), "review")
        self.talk = styled(w.HTML(), "table-talk-view")
        self.hint_view = styled(w.HTML(), "hint-view")
        self.review_view = styled(w.HTML(), "review-view")
        self.status = styled(w.HTML(), "table-status")
        self.trick_view = styled(w.HTML(), "trick-view")
        self.hand_label = w.HTML()
        self.hand_box = styled(w.HBox(layout=w.Layout(flex_flow="row wrap")), "hand-buttons")
        self.action_box = styled(w.HBox(layout=w.Layout(flex_flow="row wrap")), "action-buttons")
        self.explain = styled(w.HTML(), "explanation")
        self.result = styled(w.HTML(), "table-result")
        self.card_buttons: dict[Card, w.Button] = {}
        self.action_buttons: dict[str, w.Button] = {}
        self.state: State | None = None
        self.moves: list[tuple[int, str]] = []
        self.actions: list[tuple[int, Action]] = []  # every action taken, for the coach
        self.fresh: State | None = None  # the deal as dealt, for the coach's review
        self._hidden: dict[int, str] = {}  # move index -> kind, for face-down card moves
        self._undo: list[tuple[State, list, list, list]] = []
        self.current_trick: list[tuple[int, Card]] = []
        self.last_trick: list[tuple[int, Card]] = []
        self._card_kind = "card"
        self.renders = 0
        self.new_button.on_click(self.guard(lambda _b: self.new_deal()))
        self.undo_button.on_click(self.guard(lambda _b: self.undo()))
        self.hint_button.on_click(self.guard(lambda _b: self.hint()))
        self.review_button.on_click(self.guard(lambda _b: self.review()))
        self.game_box.observe(self.guard(self._on_game), names="value")
        self.children = [
            w.HTML(STYLE + COACH_STYLE),
            w.HBox([self.game_box, self.rules_box, self.opponents_box]),
            w.HBox([self.seed_box, self.seat_box, self.new_button, self.undo_button,
                    self.hint_button, self.review_button]),
            self.status, self.trick_view, self.talk, self.hand_label, self.hand_box,
            self.action_box, self.message, self.explain, self.hint_view, self.result,
            self.review_view,
        ]
        self.new_deal()

    # -- setting up -------------------------------------------------------------------------

    @property
    def game(self) -> str:
        return self.game_box.value

    @property
    def seat(self) -> int:
        return min(self.seat_box.value, self.state.game.num_players - 1) if self.state else 0

    def _on_game(self, _change) -> None:
        game = self.game
        self.rules_box.options = rules_offered(game)
        self.rules_box.value = rule_sets(game)[0]
        self.rules_box.disabled = len(rule_sets(game)) == 1
        self.opponents_box.options = players_offered(game)
        self.opponents_box.value = default_policy(game, self.rules_box.value)
        self.new_deal()

    def new_deal(self, seed: int | None = None) -> None:
        """Deal with the seed in the box (or ``seed``) and play the others up to your turn."""
        if seed is not None:
            self.seed_box.value = str(seed)
        seed, problem = read_seed(self.seed_box.value)
        if problem:
            self._no_deal(problem)
            return
        game = get_game(self.game, **game_options(self.game, self.rules_box.value))
        self.state = game.new_initial_state(seed=seed)
        self.fresh = self.state.clone()
        self.actions = []
        self.hint_view.value = self.review_view.value = ""
        # each other seat its own policy, seeded from the deal's seed (gamelib.players)
        self.policies = {p: _players.make_policy(self.opponents_box.value,
                                                 seed=np.random.default_rng([seed, p]))
                         for p in range(game.num_players)}
        self.moves, self._undo, self.current_trick, self.last_trick = [], [], [], []
        self.explain.value = ""
        self.say(f"a new deal of {escape(game_title(game))}, seed {seed}; you are "
                 f"{escape(self._own_name())}, the others play by "
                 f"{escape(player_name(self.opponents_box.value))}")
        self._advance()
        self.render()

    def _no_deal(self, problem: str) -> None:
        """No deal on the table, and why: the old deal is cleared, not left as if dealt."""
        self.state = self.fresh = None
        self.moves, self._undo, self.current_trick, self.last_trick = [], [], [], []
        self.actions = []
        self.renders += 1
        for view in (self.trick_view, self.explain, self.result, self.talk, self.hint_view,
                     self.review_view):
            view.value = ""
        self.hand_label.value = ""
        for buttons, box in ((self.card_buttons, self.hand_box),
                             (self.action_buttons, self.action_box)):
            box.children = []
            for b in buttons.values():
                b.close()
        self.card_buttons, self.action_buttons = {}, {}
        self.say(f'<span class="gl-problem"><b>no deal:</b> {escape(problem)}</span>')
        self.status.value = (f'<div class="status no-deal" data-moves="0" '
                             f'data-render="{self.renders}" data-over="false">'
                             "<b>no deal on the table</b>: type a whole number from 0 up in "
                             "the seed box and click New deal</div>")

    # -- playing ----------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        player = self.state.current_player()
        before = _trick_count(self.state.details()) if card_of(action) is not None else 0
        self.state.apply_action(action)
        card = card_of(action)
        if card is not None and action.kind in HIDDEN_KINDS:
            self._hidden[len(self.moves)] = action.kind
        else:
            self._hidden.pop(len(self.moves), None)
        self.moves.append((player, str(action)))
        self.actions.append((player, action))
        if card is not None and action.kind not in HIDDEN_KINDS:
            self._card_kind = action.kind
            self.current_trick.append((player, card))
            if _trick_count(self.state.details()) > before:
                self.last_trick, self.current_trick = self.current_trick, []

    def _advance(self) -> None:
        """Let the other seats play until it is your turn or the deal is over."""
        for _ in range(MAX_STEPS):
            player = self.state.current_player()
            if player == TERMINAL or player == self.seat:
                return
            policy = self.policies[player]
            worlds = getattr(policy, "worlds", None)
            if worlds and getattr(self.state, "phase", None) == "play":
                # PIMC takes seconds for a card (Quadrille's first leads, 100 worlds): say so
                # while it thinks, or the table looks frozen
                self.status.value = (f"{escape(self._seat_name(player))} is thinking: PIMC "
                                     f"solves {worlds} deals of the unseen cards for each card "
                                     "(a few seconds at the first tricks)")
            self._apply(policy(self.state))
        raise RuntimeError(f"{self.state.game} did not reach your turn within {MAX_STEPS} actions")

    def play(self, what: Action | Card | str) -> bool:
        """Take your action: an Action, a card, a card's face or an action's label. An illegal
        one is explained (rule and quoted passage) and nothing changes; returns whether it was
        taken."""
        if self.state is None:
            self.explain.value = "<b>no deal on the table</b>: give a seed and click New deal"
            return False
        if self.state.is_terminal():
            self.explain.value = "<b>the deal is over</b>: New deal deals again"
            return False
        if self.state.current_player() != self.seat:
            self.explain.value = "<b>not your turn</b>"
            return False
        action = self._find(what)
        if action is None:
            self._explain_illegal(what)
            return False
        undo = (self.state.clone(), list(self.moves), list(self.current_trick),
                list(self.last_trick), list(self.actions))
        try:
            self._apply(action)
        except IllegalAction as exc:  # the state refused what it offered: say its rule
            self.state, self.moves, self.current_trick, self.last_trick, self.actions = undo
            self._show_refusal(what, exc.rule, exc.passage)
            return False
        self._undo.append(undo)
        self.explain.value = self.hint_view.value = ""
        self._advance()
        self.render()
        return True

    def play_to_end(self, choose=None) -> "TableWidget":
        """Play your seat to the end of the deal, each time the action ``choose(state)`` (by
        default your first legal action), the other seats by their policies; returns the table,
        so that a played deal can be shown in one line."""
        while not self.state.is_terminal():
            state = self.state
            if not self.play(state.legal_actions()[0] if choose is None else choose(state)):
                raise ValueError(f"play_to_end: the action chosen was refused: "
                                 f"{self.explain.value}")
        return self

    def _find(self, what) -> Action | None:
        legal = self.state.legal_actions()
        if isinstance(what, Action):
            return what if what in legal else None
        if isinstance(what, Card):
            return next((a for a in legal if card_of(a) == what), None)
        text = " ".join(str(what).split()).lower()
        for a in legal:
            if str(a).lower() == text:
                return a
        if len(text) == 2:
            try:
                card = Card(text)
            except ValueError:
                return None
            return next((a for a in legal if card_of(a) == card), None)
        return None

    def _explain_illegal(self, what) -> None:
        tried = what
        if getattr(self.state, "phase", None) in AUCTION_PHASES:
            self._explain_auction(what)
            return
        if isinstance(what, Card) and not any(card_of(a) is not None
                                              for a in self.state.legal_actions()):
            self._explain_not_now(what)
            return
        if isinstance(what, Card):
            legal = self.state.legal_actions()
            like = next((a for a in legal if card_of(a) is not None), None)
            kind = like.kind if like is not None else self._card_kind
            value = type(like.value)(what) if like is not None and type(like.value) is not bool \
                else int(what)
            label = (str(like)[: -2] + what.face) if like is not None else what.face
            what = Action(kind, value, label)
        problem = self.state.refusal(what)
        self._show_refusal(tried, problem.rule, problem.passage)

    def _show_refusal(self, what, rule: str, passage: str | None) -> None:
        """The rule that refuses ``what``, in words, and the source's passage quoted."""
        name = card_title(what, self.language, self.style) if isinstance(what, Card) else str(what)
        self.explain.value = (
            f'<div class="illegal"><b>{escape(name)} may not be played now:</b> '
            f"{escape(rule)}</div>"
            + (f"<div>the rule, as the source gives it:</div>{quote_html(passage)}"
               if passage else ""))

    def _choices_words(self) -> str:
        labels = [str(a) for a in self.state.legal_actions()]
        return f"now you may {escape(or_list(labels))}" if labels else ""

    def _explain_auction(self, what) -> None:
        """A card clicked, or an action tried, during the auction: the auction is on, and what
        may be done now (the engine's refusal speaks of bids, not of the click)."""
        if isinstance(what, Card):
            tried = ("no card is played until it is over (you clicked the "
                     f"{card_title(what, self.language, self.style)})")
        else:
            tried = f"{what} is not one of your choices now"
        self.explain.value = (
            f'<div class="illegal auction"><b>the auction is on</b>: {escape(tried)}; '
            f"{self._choices_words()} (the buttons below your hand).</div>")

    def _explain_not_now(self, card: Card) -> None:
        """A card clicked while a decision other than a card is due (naming trumps, ...)."""
        phase = getattr(self.state, "phase", None)
        self.explain.value = (
            f'<div class="illegal not-now"><b>no card is played now</b>'
            f"{' (' + escape(str(phase)) + ')' if phase else ''}: "
            f"{escape(card_title(card, self.language, self.style))} waits; "
            f"{self._choices_words()} (the buttons below your hand).</div>")

    def undo(self) -> bool:
        """Go back to your previous decision."""
        if self.state is None or not self._undo:
            self.say("nothing to undo")
            return False
        (self.state, self.moves, self.current_trick, self.last_trick,
         self.actions) = self._undo.pop()
        self.explain.value = self.hint_view.value = self.review_view.value = ""
        self.say("undone")
        self.render()
        return True

    # -- the coach ----------------------------------------------------------------------------

    def hint(self):
        """The coach's hint for your decision (:func:`gamelib.analysis.coach.hint`), shown
        under the table; returns it (None when it is not your turn)."""
        state = self.state
        if state is None or state.is_terminal() or state.current_player() != self.seat:
            self.hint_view.value = "<div class='coach'>a hint is for your own turn</div>"
            return None
        self.hint_view.value = "<div class='coach'>thinking: the unseen cards are dealt again "\
            "and every deal solved (a fraction of a second)</div>"
        found = hint(state, fresh=self.fresh, history=self.actions, book=self._book())
        self.hint_view.value = hint_html(found)
        return found

    def _book(self) -> str | None:
        """The advice player of the book the others play by, when they play by one."""
        name = self.opponents_box.value
        return name if name.startswith(self.game + "-") and name != "boston-table" else None

    def review(self):
        """The coach's review of the finished deal (:func:`gamelib.analysis.review.review_deal`),
        shown under the table; returns it (None before the end of the deal)."""
        if self.state is None or not self.state.is_terminal():
            self.review_view.value = "<div class='coach'>the review comes at the end of the deal</div>"
            return None
        self.review_view.value = ("<div class='coach review-progress'>reviewing the deal: "
                                  "every decision valued (a few seconds; the first review "
                                  "after installing prepares the search, about a minute)</div>")
        players = {p: "you" if p == self.seat else player_name(self.opponents_box.value)
                   for p in range(self.state.game.num_players)}

        def progress(done: int, total: int) -> None:
            self.review_view.value = review_progress_html(done, total)

        found = review_deal(self.fresh, self.actions, seed=int(self.seed_box.value),
                            players=players, viewer=self.seat, progress=progress)
        self.review_view.value = review_html(found, self.language, self.style)
        return found

    # -- showing ----------------------------------------------------------------------------

    def _own_name(self) -> str:
        return self._seat_name(self.seat)[5:-1]

    def _plain_name(self, p: int) -> str:
        """The game's own name of a seat (``game.seats``: Ombre's A, B, C; Quadrille's A to D)."""
        names = getattr(self.state.game, "seats", None) if self.state is not None else None
        return (names[p] if isinstance(names, (tuple, list)) and len(names) > p
                and isinstance(names[p], str) else f"seat {p}")

    def _seat_name(self, p: int) -> str:
        """The game's own name of a seat, "you (B)" for yours."""
        own = self._plain_name(p)
        return f"you ({own})" if p == self.seat else own

    def _card_words(self, face) -> str:
        try:
            return card_title(Card(str(face)), self.language, self.style)
        except ValueError:
            return str(face)

    def _seat_label(self, p: int) -> str:
        roles = self.state.roles(self.seat).get(p, [])
        return self._seat_name(p) + (f": {', '.join(roles)}" if roles else "")

    def _detail_words(self, key: str, value) -> str:
        """A details() value as a reader reads it: seats by name, suits and cards in words."""
        seats = self.state.game.seats
        if key in SEAT_DETAILS and (p := seat_index(seats, value)) is not None:
            return self._plain_name(p)
        if key in ("trump", "favourite"):
            return _show(in_words(value))
        if key == "called king" and value:
            return self._card_words(value)
        if key == "side" and isinstance(value, (list, tuple)):
            return "; ".join(self._plain_name(p) if (p := seat_index(seats, v)) is not None
                             else str(v) for v in value)
        return _show(value)

    def render(self) -> None:
        self.renders += 1
        state = self.state
        details = state.details()
        terminal = state.is_terminal()
        who = "the deal is over" if terminal else (
            "your turn" if state.current_player() == self.seat
            else f"{self._seat_name(state.current_player())} to play")
        self.trick_view.value = self._tricks_html()
        told = state.told(self.seat)
        self.talk.value = told_html(told if terminal else told[-TOLD_LINES:])
        mine = not terminal and state.current_player() == self.seat
        self.hint_button.disabled = not (mine and self.game in COACHED)
        self.review_button.disabled = not (terminal and self.game in COACHED)
        hand = state.hand(self.seat)
        kinds = {a.kind for a in (state.legal_actions() if not terminal else [])
                 if card_of(a) is not None} if not terminal and state.current_player() == self.seat else set()
        how = ("click the cards to discard (green frame)" if kinds == {"discard"} else
               "click the card to give" if kinds == {"give"} else
               "click a card with a green frame to play it; any other card says why not"
               if kinds else "")
        self.hand_label.value = ("your hand is played out" if terminal and not hand else
                                 f"your hand ({plural(len(hand), 'card')})"
                                 + (f": {how}" if how else ""))
        self._hand_buttons(hand)
        self._other_buttons()
        self.result.value = self._result_html(details) if terminal else ""
        # Set last: data-moves counts the actions taken and data-render names this drawing (each
        # button drawn now has the class r<render>), so that a browser test can wait for a
        # click's effect and never click a button of an older drawing.
        self.status.value = (f'<div class="status" data-moves="{len(self.moves)}" '
                             f'data-render="{self.renders}" data-over="{str(terminal).lower()}">'
                             f"<b>{escape(who)}</b> (you are {escape(self._own_name())})"
                             f"{self._seats_html()}</div>")

    def _seats_html(self) -> str:
        """The seats by the game's names, with their roles once known."""
        items = "".join(f"<li>{escape(self._seat_label(p))}</li>"
                        for p in range(self.state.game.num_players))
        return f'<div class="seats">the seats: <ul class="seats">{items}</ul></div>'

    def _tricks_html(self) -> str:
        parts = []
        for title, trick in (("this trick", self.current_trick), ("last trick", self.last_trick)):
            if trick:
                parts.append(f"<div><b>{title}</b></div>" + cards_svg(
                    [c for _, c in trick], language=self.language, style=self.style,
                    captions={c: self._seat_name(p) for p, c in trick},
                    css_class=f"cardrow {title.replace(' ', '-')}"))
        recent = self.public_log()[-8:]
        if recent:
            parts.append("<div class='recent'>" + " · ".join(map(escape, recent)) + "</div>")
        return "".join(parts)

    def public_log(self) -> list[str]:
        """The moves so far as your seat may see them (:func:`public_log`)."""
        return public_log(self.moves, self._hidden, self.seat, self._seat_name)

    def _hand_buttons(self, hand: CardSet) -> None:
        legal = self.state.legal_actions() if not self.state.is_terminal() else []
        mine = not self.state.is_terminal() and self.state.current_player() == self.seat
        playable = {card_of(a): a for a in legal if card_of(a) is not None} if mine else {}
        trump = self.state.details().get("trump")
        trump = {v: k for k, v in SUIT_LABELS.items()}.get(trump, trump)
        trump = trump if isinstance(trump, str) and len(trump) == 1 and trump in "SHDC" else None
        buttons = {}
        for card in hand_order(self.game, hand, trump):
            b = card_button(card, " (playable)" if card in playable else "",
                            "legal" if card in playable else "illegal", f"r{self.renders}",
                            language=self.language, style=self.style)
            b.on_click(self.guard(lambda _b, c=card: self.play(c)))
            buttons[card] = b
        self.card_buttons = replace_buttons(self.hand_box, self.card_buttons, buttons)

    def _other_buttons(self) -> None:
        buttons = {}
        if not self.state.is_terminal() and self.state.current_player() == self.seat:
            for a in self.state.legal_actions():
                if card_of(a) is not None:
                    continue
                b = styled(w.Button(description=str(a), layout=w.Layout(width="auto")),
                           "action-button", f"r{self.renders}")
                b.on_click(self.guard(lambda _b, act=a: self.play(act)))
                buttons[str(a)] = b
        self.action_buttons = replace_buttons(self.action_box, self.action_buttons, buttons)

    def _result_html(self, details: dict) -> str:
        returns = self.state.returns()
        payments = details.get("payments") or []
        rows = [(k, self._detail_words(k, v)) for k, v in details.items() if k != "payments"]
        pay = "".join(f"<li>{escape(str(p))}</li>" for p in payments) or "<li>no payment</li>"
        nets = table_html([[self._seat_label(p) for p in range(len(returns))],
                           [f"{r:+g}" for r in returns]])
        return (f'<div class="result"><h4>result</h4><div class="outcome">'
                f"{escape(self.state.explain())}</div>"
                f"{nets}<b>every payment line</b>"
                f'<ol class="payments">{pay}</ol><details><summary>the whole deal</summary>'
                f"{table_html(rows)}</details></div>")

    def _choices_html(self) -> str:
        """Your legal actions now as a plain list (the buttons need a kernel)."""
        state = self.state
        if state is None or state.is_terminal() or state.current_player() != self.seat:
            return ""
        items = "".join(f"<li>{escape(str(a))}</li>" for a in state.legal_actions())
        return f'<div>your choices</div><ul class="legal-actions">{items}</ul>'

    def static_html(self) -> str:
        if self.state is None:
            return (f'<div class="gamelib-static table-widget">{STYLE}<p>The table: '
                    f"{self.message.value}</p>{self.status.value}</div>")
        hand = self.state.hand(self.seat)
        return (f'<div class="gamelib-static table-widget">{STYLE}<p>The table: '
                f"{escape(game_title(self.state.game))}, seed {escape(self.seed_box.value)}, you are "
                f"{escape(self._own_name())}</p>{self.status.value}{self.trick_view.value}"
                f"<div>your hand</div>{cards_svg(hand_order(self.game, hand), language=self.language, style=self.style)}"
                f"{self._choices_html()}{self.result.value}</div>")
