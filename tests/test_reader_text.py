"""What a reader sees: objects shown in words and pictures, never as a programmer's repr.

Our readers are teachers and historians: a notebook that ends a cell with a card, a hand, a
deal or a list of them shows faces and words, not ``Card('AS')`` or ``<...State at 0x...>``."""

import re

from IPython.lib.pretty import pretty

import gamelib
from gamelib.core.cards import Card, parse
from gamelib.core.options import rows
from gamelib.core.names import plural
from gamelib.games.boston import BostonGame


def test_cards_and_hands_in_a_list_read_as_their_faces():
    """A notebook's text for cards, hands and actions is their faces and labels, in a list too."""
    hand = parse("AS 7H")
    state = gamelib.get_game("casino").new_initial_state(seed=1)
    action = state.legal_actions()[0]
    assert pretty([Card("AS"), hand, action]) == f"[AS, AS 7H, {action}]"
    assert "Card(" not in pretty({"hand": hand}) and pretty(parse("")) == "no cards"


def test_a_deal_without_a_picture_of_its_own_reads_as_the_deal_in_words():
    """A state that has no picture (no ``_repr_html_``) shows the deal in words, never the
    address of an object."""
    state = gamelib.play(gamelib.get_game("kleeblatt").new_initial_state(seed=3), seed=3)
    assert pretty(state) == state.explain() and " at 0x" not in pretty(state)


def test_a_deals_details_read_yes_and_no_and_words_not_identifiers():
    """details() as a table: true and false read yes and no, a key's underscores are spaces."""
    state = gamelib.play(gamelib.get_game("ombre", rules="academie").new_initial_state(seed=3),
                         seed=3)
    table = state.details()._repr_html_()
    assert ">True<" not in table and ">False<" not in table
    assert "committed vole" in table and "committed_vole" not in table


def test_an_outcome_counts_its_tricks_in_words():
    """Boston's outcome says "1 trick" and "7 tricks", never "trick(s)"."""
    for seed in range(12):
        state = gamelib.play(BostonGame().new_initial_state(seed=seed), seed=seed)
        assert "(s)" not in state.details()["outcome"]


def test_the_options_table_reads_yes_and_no():
    """An option that is true or false shows its values and default as yes and no."""
    table = rows(gamelib.get_game("casino").OPTIONS)
    flag = next(r for r in table if r["takes"] == "one of yes, no")
    assert flag["default"] in ("yes", "no")
    assert not any(isinstance(v, bool) for r in table for v in r.values())


def test_a_deal_names_its_seats_as_the_game_does():
    """A finished deal, in words and in its picture, names each seat by the game's own letter
    (``game.seats``), never "seat 1" or "P0"."""
    for name in gamelib.GAMES:
        game = gamelib.get_game(name)
        for seed in range(3):
            state = gamelib.play(game.new_initial_state(seed=seed), seed=seed)
            shown = state.explain() + getattr(state, "_repr_html_", str)()
            assert not re.search(r"\bseat \d", shown), (name, seed)
            assert set(re.findall(r"\bP\d\b", shown)) <= set(game.seats), (name, seed)
