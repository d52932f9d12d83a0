"""The widgets without a browser: built in pytest, set, clicked, and read back.

Every widget records the exceptions raised in its callbacks in ``widget.errors`` (ipywidgets
would swallow them); each test ends by asserting that list is empty."""

import re

import numpy as np
import pytest

import gamelib
from gamelib.core.cards import Card, CardSet, parse
from gamelib.games.ombre import pool
from gamelib.show.widgets import (
    HandWidget,
    LedgerWidget,
    SimulationWidget,
    TableWidget,
    cards_svg,
    hand_report,
    partie_paths,
    tiles_svg,
)
from gamelib.show.widgets.base import STATIC_NOTE
from gamelib.show.widgets.faces import card_face
from gamelib.show.widgets.table import TABLE_GAMES, card_of


def clean(widget):
    assert widget.errors == [], widget.errors


@pytest.fixture(autouse=True)
def no_swallowed_callback_errors(caplog):
    """ipywidgets logs, and otherwise swallows, an exception raised in a callback that is not
    guarded: such a log line fails the test."""
    yield
    swallowed = [r.getMessage() for r in caplog.records if "Exception in callback" in r.getMessage()]
    assert not swallowed, swallowed


# ---- faces ---------------------------------------------------------------------------------

def test_faces_are_deterministic_and_titled_in_the_notebooks_language():
    """The same cards give the same bytes; the <title> names the card in the chosen language."""
    hand = parse("AS 7H KD")
    assert cards_svg(hand) == cards_svg(hand)
    assert "<title>ace of spades</title>" in cards_svg(hand)
    assert "<title>schoppen aas</title>" in cards_svg(hand, language="nl")
    assert " id=" not in cards_svg(hand, marks={Card("AS"): "matador"})


def test_german_faces_use_the_german_names_and_suit_words():
    """The German 32: Card.name("de") as title, Ober/Unter marks, the suit written out."""
    face = card_face("QH", style="german")
    assert "<title>Herz Ober</title>" in face and ">O<" in face and ">Herz<" in face
    assert 'class="card suit-H rank-Q deck-german"' in face


def test_suit_is_told_by_shape_and_text_as_well_as_colour():
    """Each face draws its suit as a path and writes the suit's name."""
    face = card_face("TC")
    assert "<circle" in face and ">clubs<" in face and ">10<" in face


def test_domino_tiles_take_the_language_of_the_notebook():
    from gamelib.games.domino import ALL_TILES
    svg = tiles_svg(ALL_TILES[-1:], language="nl")
    assert "<title>dubbele zes</title>" in svg


# ---- HandWidget ----------------------------------------------------------------------------

def test_hand_widget_deals_the_protocols_hand():
    """The dealt hand is state.hand(seat) of the game's seeded deal."""
    widget = HandWidget(game="ombre", rules="academie", seed=11, seat=1)
    state = gamelib.get_game("ombre", rules="academie").new_initial_state(seed=11)
    assert widget.cards == state.hand(1)
    assert all(f'data-card="{c.face}"' in widget.view.value for c in widget.cards)
    widget.seed_box.value = "12"
    widget.deal_button.click()
    assert widget.cards == gamelib.get_game("ombre").new_initial_state(seed=12).hand(1)
    clean(widget)


def test_hand_in_the_games_order_trumps_first():
    """Ombre, clubs trump: Spadille, Manille (2C), Basta, then the plain suits
    (academie:cards.trump-order)."""
    r = hand_report("ombre", "KH 2C AS 3C AC 7D", trump="C", rules="academie")
    assert [c.face for c in r.order] == ["AS", "2C", "AC", "3C", "KH", "7D"]


def test_matadors_and_false_matadors_are_marked():
    """noothoven:ombre.matadors: Manille, Basta and Ponto without Spadille are false matadors,
    not paid; Spadille, Manille, Basta are paid."""
    r = hand_report("ombre", "2C AC KC 3C 4C KH JH QD 7D", trump="C", rules="noothoven")
    assert r.count("false matadors") == "Manille Basta Ponto"
    assert r.count("matadors paid for") == 0
    assert {r.marks[Card(c)] for c in ("2C", "AC", "KC")} == {"false-matador"}
    r = hand_report("ombre", "AS 2C AC KC 3C 4C KH JH QD", trump="C", rules="noothoven")
    # Spadille, Manille, Basta, Ponto (the king of black trumps) in sequence; the queen is
    # missing, so the run stops at four
    assert r.count("matadors paid for") == 4
    assert r.count("matadors paid for") == gamelib.games.ombre.count_matadors(
        parse("AS 2C AC KC 3C 4C KH JH QD"), "C", "noothoven")


def test_book_holdings_match_in_either_suit_of_their_colour():
    """The booklet's good ask "Spadille, manille, de heer (of ponto) en eene lage kaart" (B1,
    noothoven:ombre.good-asks-black) fits clubs as written and spades by the same places."""
    clubs = hand_report("ombre", "AS 2C KC 3C 5H 6H 7D 4D 2S", trump="C", rules="noothoven")
    assert "B1" in [m[0] for m in clubs.matches]
    spades = hand_report("ombre", "AS 2S KS 3S 5H 6H 7D 4D 2C", trump="S", rules="noothoven")
    assert "B1" in [m[0] for m in spades.matches]
    hearts = hand_report("ombre", "AS 2S KS 3S 5H 6H 7D 4D 2C", trump="H", rules="noothoven")
    assert "B1" not in [m[0] for m in hearts.matches]


def test_quadrille_book_hand_is_recognised_and_the_nearest_named():
    from gamelib.games.quadrille import BOOK_HANDS
    book = BOOK_HANDS["S1"]
    widget = HandWidget(game="quadrille", rules="noothoven", trump=book.trump, hand=str(book.cards))
    assert [m[0] for m in widget.report.matches] == ["S1"]
    assert "matches the booklet" in widget.view.value
    widget.enter(str(book.cards - CardSet([next(iter(book.cards))]) ))
    assert widget.report.matches == [] and widget.report.nearest[0] == "S1"
    assert "nearest: S1" in widget.view.value
    clean(widget)


def test_hand_widget_refuses_a_card_outside_the_pack_with_the_reason():
    widget = HandWidget(game="ombre")
    before = widget.cards
    widget.text_box.value = "AS 9H"
    widget.show_button.click()
    assert widget.cards == before
    assert "9H not in the ombre deck" in widget.message.value
    clean(widget)


def test_clicking_cards_in_and_out():
    widget = HandWidget(game="piquet", seed=1)
    card = next(c for c in widget.pick_buttons if c not in widget.cards)
    widget.pick_buttons[card].value = True
    assert card in widget.cards and f'data-card="{card.face}"' in widget.view.value
    widget.pick_buttons[card].value = False
    assert card not in widget.cards
    clean(widget)


@pytest.mark.parametrize("game", ["ombre", "quadrille", "piquet", "tresette", "boston",
                                  "connections", "piquesept"])
def test_hand_widget_reads_every_trick_game(game):
    widget = HandWidget(game="ombre")
    widget.game_box.value = game
    state = gamelib.get_game(game, **({"rules": widget.rules} if game in ("ombre", "quadrille")
                                      else {})).new_initial_state(seed=int(widget.seed_box.value))
    assert widget.cards == state.hand(0)
    assert widget.report.counts, "the counts the source pays for are shown"
    assert "<table" in widget.view.value
    clean(widget)


def test_piquet_counts_point_sequences_and_sets():
    r = hand_report("piquet", "AS KS QS JS AH AD 9C 8C 7C TH TD TC")
    found = {what for what, _, _ in r.counts}
    assert {"point", "sequence", "set"} <= found


# ---- TableWidget ---------------------------------------------------------------------------

def click_through(widget, limit=400):
    """Click the first playable card, else the first other action, until the deal ends."""
    for _ in range(limit):
        if widget.state.is_terminal():
            return
        legal = [c for c, b in widget.card_buttons.items() if "legal" in b._dom_classes]
        if legal:
            widget.card_buttons[legal[0]].click()
        else:
            next(iter(widget.action_buttons.values())).click()
    raise AssertionError("the deal did not end")


def test_a_whole_ombre_hand_played_by_clicking_ends_with_every_payment_line():
    widget = TableWidget(game="ombre", rules="academie", seed=3)
    click_through(widget)
    details = widget.state.details()
    assert details["payments"], "an Académie hand always lays the pool"
    for line in details["payments"]:
        assert f"<li>{line}</li>".replace("'", "&#x27;") in widget.result.value
    for r in widget.state.returns():
        assert f"{r:+g}" in widget.result.value
    clean(widget)


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_every_trick_game_plays_to_the_end_at_the_table(game):
    widget = TableWidget(game="ombre", seed=2)
    widget.game_box.value = game
    assert widget.state.game.name == game
    click_through(widget)
    assert "every payment line" in widget.result.value
    clean(widget)


def test_an_illegal_card_is_explained_with_the_quoted_rule():
    """Clicking a card the rules forbid changes nothing and shows the rule and its passage."""
    widget = TableWidget(game="quadrille", rules="noothoven", seed=5)
    for _ in range(200):
        legal = {c for c, b in widget.card_buttons.items() if "legal" in b._dom_classes}
        illegal = [c for c in widget.card_buttons if c not in legal]
        if legal and illegal and widget.state.current_player() == widget.seat:
            break
        click_through_one(widget)
    moves = len(widget.moves)
    widget.card_buttons[illegal[0]].click()
    assert len(widget.moves) == moves
    assert "may not be played now" in widget.explain.value
    assert 'class="quote" data-passage="' in widget.explain.value
    clean(widget)


def click_through_one(widget):
    legal = [c for c, b in widget.card_buttons.items() if "legal" in b._dom_classes]
    if legal:
        widget.card_buttons[legal[0]].click()
    else:
        next(iter(widget.action_buttons.values())).click()


def test_undo_returns_to_your_previous_decision():
    widget = TableWidget(game="ombre", seed=4)
    before = (widget.state.hand(0), len(widget.moves), widget.state.current_player())
    click_through_one(widget)
    assert len(widget.moves) > before[1]
    widget.undo_button.click()
    assert (widget.state.hand(0), len(widget.moves), widget.state.current_player()) == before
    clean(widget)


def test_new_deal_with_the_same_seed_deals_the_same_hand():
    widget = TableWidget(game="piquet", seed=9)
    first = widget.state.hand(0)
    click_through_one(widget)
    widget.new_button.click()
    assert widget.state.hand(0) == first
    widget.seed_box.value = "10"
    widget.new_button.click()
    assert widget.state.hand(0) == gamelib.get_game("piquet").new_initial_state(seed=10).hand(0)
    clean(widget)


def test_card_actions_are_recognised_by_their_face():
    assert card_of(gamelib.Action("card", 11, "3S")) == Card("3S")
    assert card_of(gamelib.Action("discard", Card("JS"), "discard JS")) == Card("JS")
    assert card_of(gamelib.Action("take", 3, "take 3")) is None
    assert card_of(gamelib.Action("vole", True, "play on for the vole")) is None


def test_an_exception_in_a_callback_is_recorded_not_swallowed():
    widget = TableWidget(game="ombre", seed=1)

    def broken():
        raise RuntimeError("boom")

    widget.new_deal = broken
    widget.new_button._click_handlers.callbacks.clear()
    widget.new_button.on_click(widget.guard(lambda _b: widget.new_deal()))
    widget.new_button.click()
    assert [str(e) for e in widget.errors] == ["boom"]
    assert "boom" in widget.message.value


# ---- LedgerWidget --------------------------------------------------------------------------

def test_ledger_steps_through_the_academies_seven_hands():
    """Each step matches the session replayed by gamelib.games.ombre.pool.academie_example
    (academie:example.intro)."""
    widget = LedgerWidget()
    reference = pool.academie_example()
    plots = set()
    for hand in range(1, 8):
        widget.next_button.click()
        assert widget.step == hand
        assert widget.session.rows[-1].balances == reference.rows[hand - 1].balances
        assert f"hand {hand}:" in widget.entries.value
        assert 'class="quote"' in widget.entries.value
        assert f"after hand {hand} of 7" in widget.plot.value or widget.plot.value not in plots
        plots.add(widget.plot.value)
    assert len(plots) == 7, "the plot grows at every step"
    widget.next_button.click()
    assert widget.step == 7 and "every hand has been played" in widget.message.value
    widget.back_button.click()
    assert widget.session.rows[-1].balances == reference.rows[5].balances
    clean(widget)


def test_ledger_shows_pool_beast_in_play_outstanding_beasts_and_balances():
    widget = LedgerWidget()
    for _ in range(4):
        widget.next()
    text = widget.summary.value
    assert "beast in play" in text and "outstanding beasts" in text
    for account, value in widget.session.balances().items():
        assert f"<th>{account}</th>" in text and f"<td>{value}</td>" in text
    clean(widget)


def test_ledger_plays_a_simulated_partie():
    widget = LedgerWidget(source="simulated", seed=3, hands=6)
    while widget.next():
        pass
    assert widget.step == 6 and len(widget.session.rows) == 6
    clean(widget)


# ---- SimulationWidget ----------------------------------------------------------------------

def test_partie_paths_keep_the_ledger_zero_sum():
    """Cash of the three players plus the pool on the table is always zero (the beasts owed are
    added back to cash and sit in the beasts pot)."""
    paths = partie_paths(5, parties=4, hands=15)
    assert np.allclose(paths.cash.sum(axis=2) + paths.pool, 0)
    assert paths.payouts.shape == (4, 3)
    again = partie_paths(5, parties=4, hands=15)
    assert np.array_equal(paths.cash, again.cash)


def test_simulation_redraws_when_a_slider_moves():
    widget = SimulationWidget(parties=6, hands=10)
    before = widget.plot.value
    widget.rate_sliders["codille"].value = 0.6
    assert widget.plot.value != before and "beast-growth" in widget.plot.value
    widget.set(marking="3-and-2", hands=20, win=0.7)
    assert widget.paths.beasts.shape == (6, 20)
    assert re.search(r"drawn in \d+\.\d\d s", widget.message.value)
    clean(widget)


def test_simulation_refuses_all_rates_at_zero_and_says_why():
    widget = SimulationWidget(parties=5, hands=5)
    widget.set(**{key: 0.0 for key in widget.rate_sliders})
    assert "at least one outcome" in widget.message.value
    clean(widget)


# ---- static renderings ---------------------------------------------------------------------

def test_every_widget_has_a_static_rendering():
    hand = HandWidget(seed=7)
    table = TableWidget(seed=3)
    ledger = LedgerWidget()
    ledger.next()
    sim = SimulationWidget(parties=5, hands=5)
    for widget, marker in ((hand, "hand-report"), (table, "cardrow"), (ledger, "ledger-widget"),
                           (sim, "payouts")):
        html = widget.static_html()
        assert marker in html
        assert widget._repr_mimebundle_()["text/html"] == STATIC_NOTE + html
        clean(widget)


def test_a_matador_held_without_the_sequence_is_marked_but_not_paid():
    """academie:winnings.true-matadors: matadors are paid only with the three true ones; a lone
    Spadille is a matador (thin gold frame), not paid for."""
    r = hand_report("ombre", "AS 3C KH JH QD 7D 6D 5S 4S", trump="C", rules="academie")
    assert r.marks[Card("AS")] == "matador-unpaid" and r.count("matadors paid for") == 0
    assert 'class="card suit-S rank-A deck-french matador-unpaid"' in cards_svg(
        r.order, marks=r.marks)


def test_widgets_draw_the_german_pack_with_german_names():
    """style="german": the piquet pack drawn as the German 32, titled by Card.name("de")."""
    widget = HandWidget(game="piquet", seed=2, style="german")
    assert "deck-german" in widget.view.value and "<title>" in widget.view.value
    card = next(iter(widget.cards))
    assert f"<title>{card.name('de')}</title>" in widget.view.value
    table = TableWidget(game="piquet", seed=2, style="german")
    assert all(b.tooltip.startswith(c.name("de")) for c, b in table.card_buttons.items())
    clean(widget)
    clean(table)


# ---- what the table shows of the other seats ----------------------------------------------

def test_the_move_log_hides_another_seats_discards_as_a_count():
    """engelmann:piquet.law-11: the elder tells the number of cards he takes, not which he
    discards; the table shows another seat's discards as a number of cards, never their faces."""
    widget = TableWidget(game="piquet", seed=7, seat=0)
    discards = [label for p, label in widget.moves if p != 0 and label.startswith("discard")]
    assert discards, "at seed 7 the other seat discards before your turn"
    for label in discards:
        assert label not in widget.trick_view.value
        assert label not in widget.static_html()
    assert f"B discards {len(discards)} cards" in widget.trick_view.value
    clean(widget)


def test_the_move_log_hides_the_card_given_to_the_holder_of_the_seven():
    """Piquesept: the card given by the drawer is not shown to the other seats."""
    widget = TableWidget(game="piquesept", seed=7, seat=0)
    gives = [(p, label) for p, label in widget.moves if label.startswith("give")]
    assert gives and all(p != 0 for p, _ in gives)
    assert all(label not in widget.trick_view.value for _, label in gives)
    assert "gives 1 card" in widget.trick_view.value
    clean(widget)


def test_your_own_discards_are_shown_in_full():
    widget = TableWidget(game="piquet", seed=7, seat=1)
    action = next(a for a in widget.state.legal_actions() if a.kind == "discard")
    assert widget.play(action)
    assert f"you (B): {action}" in widget.public_log()
    clean(widget)


def test_public_log_counts_a_run_of_hidden_moves_and_keeps_public_ones():
    from gamelib.show.widgets.table import public_log
    moves = [(1, "discard 9C"), (1, "discard AS"), (1, "take"), (0, "discard 7H"), (2, "give 8D")]
    hidden = {0: "discard", 1: "discard", 3: "discard", 4: "give"}
    assert public_log(moves, hidden, seat=0) == [
        "seat 1 discards 2 cards", "seat 1: take", "seat 0: discard 7H", "seat 2 gives 1 card"]


# ---- the result and the static rendering --------------------------------------------------

@pytest.mark.parametrize("game", TABLE_GAMES)
def test_the_result_tells_the_deal_in_words_above_the_payment_lines(game):
    """At the end of a deal the table says in words who played what and what came of it (the
    game's explain()), above every payment line."""
    from html import escape

    widget = TableWidget(game="ombre", seed=4)
    widget.game_box.value = game
    click_through(widget)
    html = widget.result.value
    shown = html.index('class="outcome"')
    assert html.index("every payment line") > shown
    assert escape(widget.state.explain()) in html
    outcome = widget.state.details().get("outcome")
    if outcome:
        assert escape(str(outcome)) in html
    clean(widget)


def test_the_static_table_lists_your_choices_when_it_is_your_turn():
    """Without a kernel there are no buttons: Boston's bids appear as a list."""
    widget = TableWidget(game="boston", seed=3, seat=0)
    assert widget.state.current_player() == 0
    html = widget.static_html()
    assert '<ul class="legal-actions">' in html
    for action in widget.state.legal_actions():
        assert f"<li>{action}</li>" in html
    clean(widget)


# ---- what the hand widget says of its hand ------------------------------------------------

def test_the_static_hand_says_where_the_hand_came_from():
    """A dealt hand names its seed and seat, by the game's name of the seat; a typed or clicked
    hand says so, not "seed 7"."""
    dealt = HandWidget(game="ombre", seed=11, seat=2)
    assert "dealt with seed 11, the hand of C" in dealt.static_html()
    typed = HandWidget(game="ombre", seed=7, hand="AS 7H AC")
    html = typed.static_html()
    assert "typed in: AS 7H AC" in html and "seed 7" not in html
    card = next(c for c in typed.pick_buttons if c not in typed.cards)
    typed.pick_buttons[card].value = True
    assert "typed in: AS 7H AC, then changed by clicking cards" in typed.static_html()
    clicked = HandWidget(game="piquet", seed=7)
    clicked.pick_buttons[next(c for c in clicked.pick_buttons if c not in clicked.cards)].value = True
    assert "dealt with seed 7, the hand of A, then changed by clicking" in clicked.static_html()
    for widget in (dealt, typed, clicked):
        clean(widget)


def test_quadrille_modern_rules_pay_three_or_four_matadors_not_the_run():
    """hoe-speel-je:pay.matadors: all three matadors 1 fiche from each opponent, the four highest
    trumps 2; a fifth trump in sequence adds nothing (unlike the booklet's run,
    noothoven:quadrille.pay-matadors)."""
    from gamelib.games.quadrille.payment import matador_bonus
    five = hand_report("quadrille", "AS 7H AC AH KH 2D 3D 4S 5S 6C", trump="H", rules="hoe-speel-je")
    assert five.count("matadors paid for") == 4
    assert five.count("matador bonus, fiches from each opponent") == matador_bonus(5) == 2
    assert five.marks[Card("KH")] == "trump" and five.marks[Card("AH")] == "matador"
    three = hand_report("quadrille", "AS 7H AC 2H KH 2D 3D 4S 5S 6C", trump="H", rules="hoe-speel-je")
    assert three.count("matadors paid for") == 3
    assert three.count("matador bonus, fiches from each opponent") == 1
    two = hand_report("quadrille", "AS 7H 2H KH 2D 3D 4S 5S 6C QC", trump="H", rules="hoe-speel-je")
    assert two.count("matadors paid for") == 0
    booklet = hand_report("quadrille", "AS 7H AC AH KH 2D 3D 4S 5S 6C", trump="H", rules="noothoven")
    assert booklet.count("matadors paid for") == 5


def test_play_to_end_plays_the_seat_to_the_end_of_the_deal():
    """play_to_end takes the first legal action of your seat (or the chosen one) until the deal
    is over, the others playing by their policies, and refuses an action the rules forbid."""
    widget = TableWidget(game="quadrille", rules="noothoven", seed=3).play_to_end()
    assert widget.state.is_terminal() and widget.errors == []
    assert widget.state.ledger.total() == 0
    again = TableWidget(game="quadrille", rules="noothoven", seed=3).play_to_end()
    assert again.state.details() == widget.state.details()
    with pytest.raises(ValueError, match="play_to_end: the action chosen was refused"):
        TableWidget(game="ombre", seed=1).play_to_end(lambda state: "no such action")
    clean(widget)


def test_a_seat_is_offered_only_the_players_of_its_game():
    """The table offers a seat the players that play its game: PIMC at every trick game and
    not at Casino, Domino's booklet player nowhere but Domino, the random player everywhere."""
    from gamelib.show.widgets.table import policies_for

    assert "pimc" in policies_for("quadrille") and "pimc" in policies_for("piquet")
    assert "pimc" not in policies_for("casino")
    assert "piquet-engelmann" in policies_for("piquet")
    assert "advice" not in policies_for("tresette") and "random" in policies_for("tresette")
    assert not any(name.startswith("domino") for name in policies_for("ombre"))


@pytest.mark.parametrize("make, message", [
    (lambda: HandWidget(game="ombre", trump="X"), r"trump='X': choose one of None, 'S'"),
    (lambda: HandWidget(game="quadrille", rules="modern"), r"rules='modern': choose one of"),
    (lambda: HandWidget(style="tarot"), r"style='tarot': choose one of 'french', 'german'"),
    (lambda: TableWidget(game="piquet", opponents="ombre-booklet"),
     r"opponents \(at piquet\)='ombre-booklet'"),
    (lambda: TableWidget(language="fr"), r"language='fr': choose one of 'en', 'nl', 'de'"),
    (lambda: LedgerWidget(marking="4-and-3"), r"marking='4-and-3': choose one of"),
    (lambda: LedgerWidget(source="simulated", hands=0), r"hands=0: a number from 1 to 200"),
    (lambda: SimulationWidget(rates={"win": 2.0}), r"rates\['win'\]=2.0: a number from 0.0"),
    (lambda: SimulationWidget(rates={"beast": 0.5}), r"an outcome of rates='beast'"),
    (lambda: SimulationWidget(parties=0), r"parties=0: a number from 5 to 200"),
])
def test_a_widget_refuses_a_setting_it_does_not_have_by_name(make, message):
    """A widget given a setting outside its choices says which setting and what it may be
    (a list widget would only say "Invalid selection", a slider move the value silently)."""
    with pytest.raises(ValueError, match=message):
        make()


def test_the_table_says_a_pimc_seat_is_thinking_while_it_chooses_a_card():
    """A PIMC seat takes seconds for a card at Quadrille's first tricks: while it thinks the
    table's status says so (the status goes out to the page before the search, so the table
    does not look frozen)."""
    table = TableWidget(game="quadrille", seed=4, seat=0, opponents="random")
    seen = []

    class SlowPlayer:
        worlds = 100

        def __call__(self, state):
            if state.phase == "play":
                seen.append(table.status.value)
            return state.legal_actions()[0]

    table.policies = {p: SlowPlayer() for p in table.policies}
    table.play_to_end()
    assert seen and all("is thinking: PIMC solves 100 deals" in text for text in seen)
    assert "is thinking" not in table.status.value  # the finished table says the deal is over


# ---- a table that explains itself ------------------------------------------------------------

def to_play(widget, limit=200):
    """Click through (first legal choice) until your seat has a card to play with a choice
    the rules refuse; returns a refused card."""
    for _ in range(limit):
        legal = {c for c, b in widget.card_buttons.items() if "legal" in b._dom_classes}
        illegal = [c for c in widget.card_buttons if c not in legal]
        if legal and illegal and widget.state.current_player() == widget.seat \
                and widget.state.phase == "play":
            return illegal[0]
        click_through_one(widget)
    raise AssertionError("no refused card within the limit")


def test_the_table_names_the_seats_by_the_games_names_and_yours_as_you():
    """The seats are the game's own (state.game.seats), yours is "you (B)", never "seat 1"."""
    widget = TableWidget(game="ombre", rules="academie", seed=3, seat=1)
    seats = widget.status.value.split('<ul class="seats">')[1]
    assert "<li>A" in seats and "<li>you (B)" in seats and "<li>C" in seats
    assert "seat 1" not in widget.status.value and "seat 1" not in widget.message.value
    quadrille = TableWidget(game="quadrille", seed=3, seat=0)
    assert "you (A)" in quadrille.status.value and "<li>D" in quadrille.status.value
    clean(widget)
    clean(quadrille)


def test_the_table_names_the_ombre_and_the_allies_once_known():
    """Once the Ombre is known (details()["ombre"]), his seat says so and the others are the
    Allies against him."""
    widget = TableWidget(game="ombre", rules="academie", seed=3, seat=1).play_to_end()
    ombre = widget.state.details()["ombre"]
    seats = widget.status.value.split('<ul class="seats">')[1]
    assert f"{ombre}: the Ombre" in seats or f"({ombre}): the Ombre" in seats
    assert seats.count("an Ally, against the Ombre") == 2
    clean(widget)


def test_the_quadrille_aide_is_named_with_the_called_king_only_once_known():
    """The aide (the called king's holder) is named only when your seat may know him
    (information(seat)["partner"]); at the end his king is named in words."""
    for seed in range(40):
        widget = TableWidget(game="quadrille", seed=seed, seat=0, opponents="random")
        hidden = False
        while not widget.state.is_terminal():
            info = widget.state.information(0)
            d = widget.state.details()
            if d["aide"] is not None and d["aide"] != 0 and info["partner"] is None:
                assert "the aide" not in widget.status.value
                hidden = True
            click_through_one(widget)
        d = widget.state.details()
        if hidden and d["called king"]:
            words = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
            assert (f"{widget.state.game.seats[d['aide']]}: the aide, holder of the king of "
                    f"{words[d['called king'][-1]]}") in widget.status.value
            clean(widget)
            return
    pytest.skip("no deal with a hidden aide in 40 seeds")


def test_the_result_ends_with_the_games_own_explanation():
    """The result shows state.explain() as it is."""
    widget = TableWidget(game="ombre", rules="academie", seed=3).play_to_end()
    from html import escape
    assert escape(widget.state.explain()) in widget.result.value
    clean(widget)


def test_a_card_clicked_in_the_auction_says_the_auction_is_on_and_the_choices():
    """A card clicked during the auction says the auction is on and lists the legal actions'
    labels, not the engine's refusal of a bid."""
    widget = TableWidget(game="ombre", rules="academie", seed=3, seat=0)
    assert widget.state.phase == "bid"
    card = next(iter(widget.card_buttons))
    widget.card_buttons[card].click()
    text = widget.explain.value
    assert "the auction is on" in text
    assert all(str(a) in text for a in widget.state.legal_actions())
    assert "is not a bid" not in text
    clean(widget)


def test_an_action_tried_in_the_auction_says_what_may_be_done_now():
    """An action that is not legal in the auction ("as") is answered with the choices now."""
    widget = TableWidget(game="quadrille", seed=3, seat=1)
    assert widget.play("as") is False
    assert "the auction is on" in widget.explain.value
    assert "vraag" in widget.explain.value and "pass" in widget.explain.value
    clean(widget)


def test_an_illegal_card_in_play_shows_its_rule_and_passage_in_words():
    """A card refused in play is named in words, with the rule and the passage quoted."""
    widget = TableWidget(game="ombre", rules="academie", seed=4)
    card = to_play(widget)
    widget.card_buttons[card].click()
    from gamelib.show.widgets.faces import card_title
    text = widget.explain.value
    assert f"{card_title(card)} may not be played now:" in text
    assert "the rule, as the source gives it" in text and 'class="quote"' in text
    clean(widget)


def test_an_illegal_action_raised_by_the_state_is_shown_not_raised():
    """An IllegalAction raised while applying an action shows its rule and changes nothing."""
    widget = TableWidget(game="ombre", rules="academie", seed=3)
    moves = len(widget.moves)

    def refuse(action):
        raise gamelib.IllegalAction("a rule refused it", "academie:bid.priority")

    widget._apply = refuse
    assert widget.play(widget.state.legal_actions()[0]) is False
    assert len(widget.moves) == moves
    assert "a rule refused it" in widget.explain.value
    clean(widget)


@pytest.mark.parametrize("seed, why", [("-3", "negative"), ("abc", "not a whole number"),
                                       ("", "empty")])
def test_a_bad_seed_clears_the_table_and_says_why(seed, why):
    """A negative or non-numeric seed deals nothing: the old deal is cleared and the message
    says why, with no traceback."""
    widget = TableWidget(game="ombre", seed=3)
    widget.seed_box.value = seed
    widget.new_button.click()
    assert widget.state is None and why in widget.message.value
    assert not widget.card_buttons and not widget.hand_box.children
    assert "no deal on the table" in widget.status.value
    assert widget.play(Card("AS")) is False and "no deal" in widget.explain.value
    assert "The table" in widget.static_html()
    widget.seed_box.value = "4"
    widget.new_button.click()
    assert widget.state is not None and widget.card_buttons
    clean(widget)


def test_a_bad_seed_in_the_hand_widget_clears_the_hand_and_says_why():
    """The hand widget refuses a negative seed with a message and shows no old hand."""
    widget = HandWidget(game="ombre", seed=7)
    widget.deal(seed=-1)
    assert "negative" in widget.message.value and widget.view.value == ""
    assert len(widget.cards) == 0
    clean(widget)


def test_the_matador_row_lists_only_the_matadors_held():
    """The matadors row names the matadors in the hand, not every matador of the trump."""
    widget = HandWidget(game="ombre", rules="noothoven", trump="C", hand="2C KS 4S 3S QH 2H 7D 5D QC")
    assert "<td>matadors held</td><td>Manille</td>" in widget.view.value
    widget.enter("KS 4S 3S QH 2H 7D 5D QC 6H")
    assert "<td>matadors held</td><td>none</td>" in widget.view.value
    clean(widget)


def test_the_card_count_follows_a_card_added():
    """Clicking a card in adds it to the count shown."""
    widget = HandWidget(game="ombre", rules="noothoven", seed=7)
    card = next(c for c in widget.pick_buttons if c not in widget.cards)
    widget.pick_buttons[card].value = True
    assert len(widget.cards) == 10
    assert "10 cards" in widget.view.value and "10 cards now" in widget.message.value
    clean(widget)


@pytest.mark.parametrize("game", ["ombre", "quadrille", "piquet"])
def test_a_hand_of_the_wrong_size_is_warned(game):
    """A hand of another size than the game deals is warned; a dealt hand is not."""
    widget = HandWidget(game=game, seed=2)
    size = len(gamelib.get_game(game).new_initial_state(seed=0).hand(0))
    assert len(widget.cards) == size and "not a whole hand" not in widget.view.value
    card = next(c for c in widget.cards)
    widget.pick_buttons[card].value = False
    assert f"has {size} cards, this one {size - 1}" in widget.view.value
    clean(widget)


def test_quadrille_trump_favourite_and_called_king_are_words():
    """The table tells Quadrille's trump and favourite as suit words and the called king as
    a card's name, not the codes of details()."""
    widget = TableWidget(game="quadrille", seed=3, seat=1).play_to_end()
    d = widget.state.details()
    assert len(d["trump"]) == 1  # details() keeps its codes (the playthroughs read them)
    words = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    assert f"{words[d['trump']]} trumps" in widget.talk.value
    assert f"the favourite: {words[d['favourite']]}" in widget.talk.value
    assert "the king of diamonds called" in widget.talk.value
    assert f"<td>declarer</td><td>{widget.state.game.seats[d['declarer']]}</td>" in \
        widget.result.value
    clean(widget)


@pytest.mark.parametrize("game", ["piquet", "boston", "piquesept"])
def test_pimc_seats_play_a_whole_deal_of_every_modelled_game_at_the_table(game):
    """The table offers PIMC at every trick game, and its PIMC seats play a deal to the end
    there (few worlds, so that the test is quick; the table's own seats sample 100)."""
    from gamelib.players.pimc import PIMCPlayer

    table = TableWidget(game=game, seed=2, seat=0, opponents="pimc")
    assert all(isinstance(p, PIMCPlayer) for p in table.policies.values())
    table.policies = {p: PIMCPlayer(np.random.default_rng(p), worlds=3) for p in table.policies}
    table.play_to_end()
    assert table.state.is_terminal() and "is thinking" not in table.status.value
    clean(table)


def test_the_table_shows_the_review_s_progress_decision_by_decision():
    """While the coach reviews a finished deal, the panel under the table counts the decisions
    valued so far as a bar (it does not look frozen), then shows the review."""
    table = TableWidget(game="ombre", seed=5, seat=0, opponents="random")
    table.play_to_end()
    shown = []
    table.review_view.observe(lambda change: shown.append(change["new"]), names="value")
    found = table.review()
    bars = [re.search(r'data-done="(\d+)" data-total="(\d+)"', v) for v in shown]
    counts = [(int(b[1]), int(b[2])) for b in bars if b]
    total = counts[-1][1]
    assert total == len(found.decisions) and total > 5
    assert [done for done, _ in counts] == list(range(1, total + 1))
    assert "review of the deal" in shown[-1] and "reviewing" not in shown[-1]
