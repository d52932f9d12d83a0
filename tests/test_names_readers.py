"""The naming table applied to what the notebooks show: tables, figures and printed lines read
in words, never in registry ids, option strings or keys (gamelib.core.names,
gamelib.show.frames, gamelib.show.plots)."""

import re

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
import pytest  # noqa: E402

from gamelib.analysis.matches import READINGS  # noqa: E402
from gamelib.core.engine import get_game  # noqa: E402
from gamelib.core.names import (  # noqa: E402
    GAME_NAMES,
    SEAT_LETTERS,
    game_name,
    header,
    in_words,
    method_name,
    option_name,
    option_value,
    options_text,
    shown,
)
from gamelib.show import plots  # noqa: E402
from gamelib.show.frames import for_readers, styled, table_html  # noqa: E402


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


def test_a_game_and_its_rule_set_read_as_one_name():
    """A game's key with its rule set's key reads as the game titled by its rules."""
    assert game_name("ombre", "academie") == "Ombre (the Académie's rules)"
    assert game_name("quadrille", "hoe-speel-je") == "Quadrille (the modern Dutch page's rules)"
    assert game_name("goodhope") == "Goodhope"


def test_the_studies_methods_read_in_words():
    """A study's method reads in words; a method that is a player reads as the player."""
    assert method_name("double-dummy") == "double dummy"
    assert method_name("pimc") == "PIMC"
    assert method_name("advice") == "the source's advice"
    assert method_name("booklet") == "the booklet's advice"


def test_option_strings_read_as_rule_sets_and_readings():
    """The command line's "key=value" text and option dicts read as rule sets and readings."""
    assert options_text("rules=academie") == "the Académie's rules"
    assert options_text("partie=deal") == "partie: each deal paid by itself"
    assert options_text({"rules": "noothoven", "form": "a-deux"}) == \
        "the Dutch booklet's rules; form: à deux"
    assert options_text("(defaults)") == options_text({}) == "the source's rules"


@pytest.mark.parametrize("game, options, option, passage, player", READINGS)
def test_every_reading_the_studies_play_has_words(game, options, option, passage, player):
    """Each option a study reads two ways has a reader's name and words for each of its values
    (no option name with underscores, no bare key)."""
    declared = next(o for o in get_game(game, **options).OPTIONS if o.name == option)
    assert "_" not in option_name(option) and option_name(option) != option
    for value in declared.choices:
        said = option_value(option, value)
        assert "_" not in said and (isinstance(value, bool) or said != value), (option, value)


def test_a_value_that_is_no_key_is_left_as_it_is():
    """Numbers, missing values and texts not in the table pass unchanged; unknown columns too."""
    assert shown("source", 18) == 18
    assert shown("player", "B (elder)") == "B (elder)"
    assert shown("hand", "pimc") == "pimc"
    assert shown("outcome", "failed-vole") == "failed vole"


def test_a_table_shows_its_keys_in_words_and_keeps_them_in_the_frame():
    """The key columns and headers of a shown table read in words; the frame keeps its keys."""
    frame = pd.DataFrame({"game": ["ombre"], "rules": ["academie"], "policy": ["pimc"],
                          "outcome": ["all-pass"], "rate": [0.5]})
    shown_frame = for_readers(frame)
    assert list(shown_frame.columns) == ["game", "rules", "player", "outcome", "rate"]
    assert shown_frame.iloc[0].tolist() == ["Ombre", "the Académie's rules",
                                            "a strong player (PIMC)", "all passed", 0.5]
    assert frame.iloc[0].tolist() == ["ombre", "academie", "pimc", "all-pass", 0.5]


def test_a_reading_is_told_in_the_words_of_the_option_its_row_names():
    """A row's "default" and "other reading" read as values of the option in its "rule"."""
    frame = pd.DataFrame({"rule": ["repic"], "default": ["literal"],
                          "other reading": ["in-order"]})
    row = for_readers(frame).iloc[0]
    assert row["rule"] == "what makes a repic"
    assert row["other reading"] == "thirty reached category by category (Cavendish)"


def test_an_index_and_a_pivots_columns_read_in_words():
    """The levels of an index and the labels of pivoted columns read as their keys' words."""
    frame = pd.DataFrame({"contract": ["ask-leave", "sans-prendre"], "outcome": ["win", "win"],
                          "n": [3, 4]}).pivot(index="contract", columns="outcome", values="n")
    shown_frame = for_readers(frame)
    assert list(shown_frame.index) == ["ask leave", "sans prendre"]
    multi = pd.DataFrame({"rules": ["academie"], "policy": ["random"], "n": [1]}) \
        .set_index(["rules", "policy"])
    assert list(for_readers(multi).index) == [("the Académie's rules", "random")]
    assert list(for_readers(multi).index.names) == ["rules", "player"]


def test_styled_and_plain_tables_show_no_keys():
    """Both the styled table and a table ending a cell show the words, not the keys, and the
    formats given for a renamed column still apply."""
    frame = pd.DataFrame({"policy": ["ombre-booklet"], "options": ["rules=noothoven"],
                          "rate": [0.25]})
    html = styled(frame, "t", {"rate": "{:.0%}"}).to_html()
    assert "the booklet&#39;s advice" in html or "the booklet's advice" in html
    assert "ombre-booklet" not in html and "rules=noothoven" not in html and "25%" in html
    plain = table_html(frame)
    assert "ombre-booklet" not in plain and "the Dutch booklet" in plain


def test_rates_label_ticks_legend_and_title_in_words():
    """The rates figure names its values, its groups and its title in the naming table's
    words, with the group's header as the legend's title."""
    frame = pd.DataFrame({"outcome": ["failed-vole", "win", "unspecified", "win"],
                          "policy": ["random", "advice", "advice", "pimc"]})
    ax = plots.rates(frame, "outcome", by="policy")
    ticks = [t.get_text() for t in ax.get_yticklabels()]
    assert ticks == ["failed vole", "a split the source does not name", "win"]
    legend = ax.get_legend()
    assert legend.get_title().get_text() == "player"
    assert sorted(t.get_text() for t in legend.get_texts()) == [
        "a strong player (PIMC) (n = 1)", "random (n = 1)", "the source's advice (n = 2)"]
    assert ax.get_title() == "outcome by player (n = 4 deals)"


def test_headers_for_readers():
    """A column named for code has a header a reader understands."""
    assert header("policy") == "player" and header("rate") == "rate"


def test_a_games_hyphenated_key_reads_in_words_in_any_column():
    """A cell that is a game's hyphenated key reads in words whatever its column is called;
    a longer text that merely contains one is left as written."""
    frame = pd.DataFrame({"the booklet": ["sans-prendre", "vole-declaree"],
                          "event": ["A sans-prendre win", "all pass"]})
    shown_frame = for_readers(frame)
    assert shown_frame["the booklet"].tolist() == ["sans prendre", "vole déclarée"]
    assert shown_frame["event"].tolist() == ["A sans-prendre win", "all pass"]


def test_a_source_key_in_a_header_reads_as_the_source():
    """A header naming a source by its key names it in words, or drops the key in brackets."""
    assert header("booklet (noothoven)") == "booklet"
    assert header("Ombre, academie") == "Ombre, the Académie"
    assert header("noothoven vole-declaree") == "the Dutch booklet vole déclarée"


def test_a_table_with_repeated_headers_is_shown():
    """Columns of the same name are each put into words, not confused with one another."""
    frame = pd.DataFrame([["all-pass", 1, "failed-vole"]], columns=["outcome", "n", "outcome"])
    assert for_readers(frame).iloc[0].tolist() == ["all passed", 1, "failed vole"]


def test_a_split_no_source_names_reads_in_words_as_a_whole_cell():
    """A cell or pivoted header that is "unspecified" reads as the split the source does not
    name; a text that only contains the word keeps it."""
    frame = pd.DataFrame({"the Académie": ["unspecified", "unspecified in source"]})
    assert for_readers(frame)["the Académie"].tolist() == [
        "a split the source does not name", "unspecified in source"]
    assert header("unspecified") == "a split the source does not name"


@pytest.mark.parametrize("game, options", [
    *((name, {}) for name in sorted(GAME_NAMES)),
    ("goodhope", {"players": 16, "dealer_plays": False}), ("kleeblatt", {"players": 12})])
def test_every_game_letters_its_seats(game, options):
    """Every game names its seats by letters, A, B, C, ... as the Académie and Engelmann letter
    them, the largest tables too: a reader meets no seat by number (P1) in any game."""
    seats = get_game(game, **options).seats
    assert "".join(seats) == SEAT_LETTERS[:len(seats)]


def _keys_in(text: str) -> bool:
    """Whether a text holds a game's hyphenated key that the naming table puts in words."""
    return in_words(text) != text


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_every_ombre_action_is_labelled_in_words(rules):
    """Every bid, declaration and other action of Ombre is labelled in the naming table's words
    (the Dutch booklet's "vole déclarée", "sans prendre"), never by a key ("vole-declaree")."""
    from gamelib.games.ombre.rules import BID, DECLARE, REST

    labels = [str(a) for a in (*BID[rules].values(), *DECLARE.values(), *REST[rules])]
    assert "vole déclarée in spades" in labels and not [t for t in labels if _keys_in(t)]


def test_an_action_typed_with_a_key_is_the_action_labelled_in_words():
    """A label typed with the game's key ("sans-prendre in hearts", as stored problems and older
    notebooks write it) is the action labelled in words."""
    state = get_game("ombre", rules="noothoven").new_initial_state(seed=1850)
    for action in ["ask", "pass", "pass", "sans-prendre in hearts"]:
        state.apply_action(action)
    assert state.contract == "sans-prendre"


def test_a_deals_details_and_ledger_lines_read_their_keys_in_words():
    """An Ombre deal's details as a notebook shows them, its ledger lines and its picture's
    line of facts name rule set, form, contract and outcome in words, not by keys."""
    from gamelib.show.proofread import visible_text

    state = get_game("ombre", rules="noothoven").new_initial_state(seed=1850)
    for action in ["ask", "pass", "pass", "vole-declaree in hearts"]:
        state.apply_action(action)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    shown_texts = [visible_text(state.details()._repr_html_()), *state.ledger.lines(),
                   visible_text(state._repr_html_())]
    assert "vole déclarée" in shown_texts[0] and "noothoven rules" not in shown_texts[2]
    assert [t for t in shown_texts if _keys_in(t.split(" [")[0])] == []


def test_a_deals_details_as_plain_text_are_lines_in_words_not_a_dict():
    """A deal's details as plain text (what a notebook shows beside the table) are one "what:
    how" line each, keys in words: no dict's braces or quotes, no "sans-prendre"."""
    from IPython.core.formatters import PlainTextFormatter

    state = get_game("ombre", rules="academie").new_initial_state(seed=2)
    for action in ["sans-prendre", "pass", "pass"]:
        state.apply_action(action)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    for shown_value in (state.details(), state.hand_result()):
        text = PlainTextFormatter()(shown_value)
        assert "contract: sans prendre" in text and not _keys_in(text.split(" [")[0])
        assert not any(mark in text for mark in ("{", "': ", "None", "True", "False"))


def _option_names_in(text: str) -> list[str]:
    """The options of any game a text names as code does: "failed_vole_four", "repic='in-order'"
    ("name=" for a one-word name, which alone is an ordinary word)."""
    import re

    from gamelib.core.engine import GAMES, game_class

    names = {o.name for g in GAMES for o in game_class(g).OPTIONS}
    return [n for n in sorted(names)
            if re.search(rf"(?<![\w.:-]){re.escape(n)}(?![\w-])" if "_" in n
                         else rf"(?<![\w.:-]){re.escape(n)}=", text)]


def test_an_option_is_told_by_its_meaning():
    """An option a reader is told of is named by the meaning its Option carries (Ombre's
    literal four fiches for a failed vole), never by the name code gives it."""
    from gamelib.core.engine import option_meaning
    from gamelib.core.errors import UnknownName

    assert option_meaning("ombre", "failed_vole_four") == (
        "a failed vole deducts four fiches at every game (else the vole's own payment)")
    with pytest.raises(UnknownName, match="failed_vole_four"):
        option_meaning("quadrille", "failed_vole_fours")


def test_the_comparison_s_tables_name_no_option():
    """The comparison's tables of errors found and of readings (its errata and readings) tell
    each reading in words: no cell names an option as code does ("failed_vole_four=True",
    "repic='in-order'") nor a module's data ("quadrille.rules.NOOTHOVEN_VOLE")."""
    import re

    from gamelib.analysis import compare

    for frame in (compare.errata(), compare.readings()):
        cells = [v for v in frame.astype(str).to_numpy().ravel()]
        assert [c for c in cells if _option_names_in(c)] == []
        assert [c for c in cells if re.search(r"\b[a-z]+\.[a-z_]+\.[A-Z_]{3,}\b|\.[A-Z_]{4,}\b",
                                              c)] == []


def test_no_catalogue_note_gloss_or_reading_names_an_option():
    """What the catalogue says beside a passage (its note, gloss and reading, shown in every
    notebook that quotes it) names no option as code does."""
    from gamelib.core.sources import all_quotes

    said = {q.id: _option_names_in(" ".join([q.note, q.gloss, q.reading or ""]))
            for q in all_quotes()}
    assert {pid: names for pid, names in said.items() if names} == {}


@pytest.mark.parametrize("rules", ["noothoven", "hoe-speel-je"])
def test_every_quadrille_contract_is_labelled_in_the_naming_table_s_words(rules):
    """Every contract of Quadrille a reader meets (its bids, its ledger lines and tables, the
    widget's choices, all from the contract's label) reads as the naming table says: "misère
    ouverte", "vole déclarée", never a key or a hyphenated form of the table's words."""
    from gamelib.core.names import WORDS
    from gamelib.games.quadrille.rules import RULE_SETS

    labels = {c.key: c.label for c in RULE_SETS[rules].contracts}
    hyphened = [w.replace(" ", "-") for w in WORDS.values() if " " in w]
    assert {k: t for k, t in labels.items() if k in WORDS and t != WORDS[k]} == {}
    assert [t for t in labels.values() if _keys_in(t) or any(h in t for h in hyphened)] == []


def test_a_quadrille_bid_typed_with_its_key_or_old_label_is_the_bid_in_words():
    """A Quadrille bid typed with its key ("misere-ouverte") or with the hyphenated label of
    older notebooks and stored problems ("misère-ouverte") is the bid labelled in words."""
    for typed in ("misere-ouverte", "misère-ouverte", "misère ouverte"):
        state = get_game("quadrille", rules="noothoven").new_initial_state(seed=3)
        state.apply_action(typed)
        assert state.high.label == "misère ouverte"


@pytest.mark.parametrize("game", sorted(__import__("gamelib").GAMES))
def test_a_games_options_table_tells_each_option_by_its_meaning(game):
    """A game's options table (``gamelib.options``, shown in its notebook) tells each option by
    the meaning its Option carries: no header, index or cell names an option as code does
    ("repic", "last_clear_point", "three=")."""
    import gamelib
    from gamelib.core.engine import game_class

    declared = game_class(game).OPTIONS
    table = gamelib.options(game)
    assert table["option"].tolist() == [o.meaning for o in declared]
    names = {o.name for o in declared}
    shown_names = [str(n) for n in (*table.columns, *table.index, *table["option"])]
    assert [n for n in shown_names if n in names] == []
    cells = table.astype(str).to_numpy().ravel()
    assert [c for c in cells if _option_names_in(c)] == []


@pytest.mark.parametrize("game", sorted(__import__("gamelib").GAMES))
def test_an_options_meaning_tells_its_other_reading_in_words(game):
    """An option's meaning, the words a reader is shown, says what the other setting does in
    words ("(else a new deal)"), never by Python's True or False ("(False: a new deal)")."""
    from gamelib.core.engine import game_class

    told = [o.meaning for o in game_class(game).OPTIONS
            if re.search(r"\b(True|False)\b", o.meaning)]
    assert told == []


def test_no_notebook_prose_names_an_option_as_code_does():
    """A notebook's prose (its markdown cells) tells an option and a setting in words: no
    backticked ``name=value`` ("`take="all"`", "`partie="deal"`"); the code cells that set an
    option show it as it is typed."""
    import json
    import re
    from pathlib import Path

    notebooks = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
    assert notebooks
    found = {}
    for path in notebooks:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        prose = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
        settings = re.findall(r"`[a-z_]+ ?=[^`]*`", prose)
        if settings:
            found[path.stem] = settings
    assert found == {}
