"""Proofreading for readers (gamelib.show.proofread): what a notebook's outputs and the site's
pages must never show a teacher, and what they may."""

import nbformat
import pytest

from gamelib.analysis.playthrough import CASES, SEEDS, transcript
from gamelib.show.proofread import notebook_problems, output_problems, page_problems, text_problems


@pytest.mark.parametrize("text, finding", [
    ("as made concrete in gamelib.games.ombre.advice", "a module path"),
    ("[Card('AS'), Card('7H')]", "a class's repr"),
    ("Trick(leader=0, cards=...)", "a class's repr"),
    ("HandWidget: ombre, typed in", "a class name"),
    ("<gamelib.State object at 0x7f3a9c2b1d90>", "an object's address"),
    ("A    3\nB    4\ndtype: int64", "a pandas footer"),
    ("ValueError: no such seat", "an exception's class name"),
    ("Traceback (most recent call last):", "an exception's class name"),
    ("stated rates: {'win': 0.58, 'codille': 0.19}", "a Python value printed as is"),
    ("the choices: ['ask', 'pass']", "a Python value printed as is"),
    ("ends: (6, 4)", "a Python value printed as is"),
    ("returns [24.0, -48.0, 6.0]", "a Python value printed as is"),
    ("1.250e+02", "a number in scientific notation"),
    ("0 trick(s)", "a hedged plural"),
    ("found in 1 passages", "a wrong plural"),
    ("89051 deals", "a number without its thousands separator"),
    ("a pot of 1562.4", "a number without its thousands separator"),
])
def test_what_a_reader_should_not_see_is_named(text, finding):
    """Each kind of machinery in a text is found and named."""
    assert any(f.startswith(finding) for f in text_problems(text)), text_problems(text)


@pytest.mark.parametrize("text", [
    "The Ombre wins 5 tricks of 9 and takes the pool of 18 counters.",
    "89,051 deals, seed 1798, Berlin 1798, p. 31, lines 327–331",
    "1 trick, 2 tricks, 1 passage; 12.5% of the deals (95% interval 10.1%–14.9%)",
    "dealt from seed 12345",  # a seed is a name, not a quantity
    "Spadille, Manille, Basta; A: ask leave, B: pass",
    "the source writes ('funfzehn', engelmann:casino.three-rules) fifteen",
])
def test_words_for_readers_pass(text):
    """Prose, seats by their letters, numbers as a reader writes them pass."""
    assert text_problems(text) == []


def test_a_seat_by_number_is_found():
    """P0 or P1 beside A is one seat under two names: every game letters its seats."""
    assert text_problems("P0 leads the 7H") and text_problems("P1 takes the card")


def test_tables_are_read_as_a_reader_sees_them():
    """True and False, an unformatted or missing float and pandas' own row numbers in a table
    are found; a table with words and formatted numbers is not."""
    def html(body, head="<thead><tr><th></th><th>x</th></tr></thead>"):
        return f"<table>{head}<tbody>{body}</tbody></table>"

    assert page_problems(html("<tr><th>0</th><td>True</td></tr>"))
    assert page_problems(html("<tr><th>a</th><td>16.000000</td></tr>"))
    assert page_problems(html("<tr><th>a</th><td>NaN</td></tr>"))
    numbered = html("<tr><th>0</th><td>a</td></tr><tr><th>1</th><td>b</td></tr>")
    assert page_problems(numbered) == ["a table's rows numbered from 0"]
    named = html("<tr><th>0</th><td>a</td></tr><tr><th>1</th><td>b</td></tr>",
                 "<thead><tr><th></th><th>x</th></tr><tr><th>trumps</th><th></th></tr></thead>")
    assert page_problems(named) == []
    assert page_problems(html("<tr><td>yes</td><td>1,250</td><td>12.5%</td></tr>")) == []


def test_a_page_is_read_without_its_code_and_its_styles():
    """Input cells may show code (gamelib.get_game); styles and scripts are no text."""
    page = ('<div class="jp-InputArea"><pre>import gamelib.show</pre></div>'
            "<style>.x{}</style><script>gamelib.load()</script><p>The Ombre wins.</p>")
    assert page_problems(page) == []


def test_an_executed_notebook_is_read_output_by_output_as_jupyterlab_shows_it():
    """Each output by its richest representation (a picture's text fallback is not read), an
    error or a warning as such, SVG markup or a dict shown as text, and module paths in prose."""
    def cell(*outputs):
        code = nbformat.v4.new_code_cell("x")
        code.outputs = list(outputs)
        return code

    def data(**mimes):
        return nbformat.v4.new_output("display_data", data={k.replace("_", "/"): v
                                                            for k, v in mimes.items()})

    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("As `gamelib.games.ombre` writes it"),
        cell(data(text_plain="<Figure at 0x7f00aa00bb00>", image_png="iVBOR")),
        cell(data(text_plain="'<svg xmlns=...>'")),
        cell(data(text_plain="{'contract': 'solo'}")),
        cell(nbformat.v4.new_output("error", ename="KeyError", evalue="'x'", traceback=[])),
        cell(nbformat.v4.new_output("stream", name="stderr", text="a warning\n")),
        cell(data(text_plain="Card('AS')", text_html="<b>the ace of spades</b>")),
    ])
    found = notebook_problems(nb)
    assert sorted({f.split(":")[0] for f in found}) == ["cell 1", "cell 3", "cell 4", "cell 5",
                                                       "cell 6"]
    assert "SVG markup printed as text" in found[1] and "Python value" in found[2]
    assert output_problems(data(text_plain="the Ombre wins")) == []


@pytest.mark.parametrize("name, game, options", CASES, ids=[c[0] for c in CASES])
def test_every_games_deal_details_read_as_words(name, game, options):
    """A deal's details and its account in words, over seeded deals of every game and rule set,
    show a reader nothing :func:`text_problems` names (a wrong plural such as "1 parties")."""
    for seed in SEEDS:
        text = transcript(game, options, seed)
        details = text[text.index("\ndetails:"):]
        assert not text_problems(details), (name, seed)
