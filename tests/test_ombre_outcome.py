"""The result of every trick split, per source."""

import pytest

from gamelib.analysis.tables import outcome_table
from gamelib.games.ombre.outcome import all_splits, codille_winner, outcome

RULES = {"noothoven": "vraag", "academie": "ask-leave"}


def test_there_are_55_splits():
    """Nine tricks split among the Ombre and two Allies in 55 ordered ways."""
    splits = all_splits()
    assert len(splits) == 55 == len(set(splits))
    assert all(sum(s) == 9 for s in splits)


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_every_split_has_a_result(rules):
    """Every one of the 55 splits gets a result of the named set, for both sources."""
    for split in all_splits():
        assert outcome(split, rules, RULES[rules]) in {
            "win", "remise", "remise-royale", "codille", "vole", "unspecified"}


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_win_with_five_or_four_against_three_and_two(rules):
    """Five tricks win; four win against three and two (noothoven:ombre.win,
    academie:outcome.win)."""
    assert outcome((5, 4, 0), rules, RULES[rules]) == "win"
    assert outcome((4, 3, 2), rules, RULES[rules]) == "win"
    assert outcome((4, 2, 3), rules, RULES[rules]) == "win"


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_remise_four_four_one(rules):
    """4-4-1 is remise in both (noothoven:ombre.lose, academie:outcome.remise)."""
    assert outcome((4, 4, 1), rules, RULES[rules]) == "remise"
    assert outcome((4, 1, 4), rules, RULES[rules]) == "remise"


def test_three_each_is_remise_royale_only_in_the_booklet():
    """3-3-3: remise-royale (noothoven:ombre.lose), plain remise (academie:outcome.remise)."""
    assert outcome((3, 3, 3), "noothoven", "vraag") == "remise-royale"
    assert outcome((3, 3, 3), "academie", "ask-leave") == "remise"


def test_one_four_four():
    """1-4-4: the booklet says remise; the Académie names no codille winner."""
    assert outcome((1, 4, 4), "noothoven", "vraag") == "remise"
    assert outcome((1, 4, 4), "academie", "ask-leave") == "unspecified"
    assert codille_winner((1, 4, 4)) is None


def test_booklet_codille_needs_five_academie_only_more():
    """The booklet's codille is an opponent with five or more (noothoven:ombre.lose); the
    Académie's an Ally with more than the Ombre (academie:outcome.codille)."""
    for split in [(3, 4, 2), (3, 2, 4), (2, 4, 3), (2, 3, 4)]:
        assert outcome(split, "noothoven", "vraag") == "unspecified"
        assert outcome(split, "academie", "ask-leave") == "codille"
    assert codille_winner((3, 4, 2)) == 1 and codille_winner((2, 3, 4)) == 2


def test_the_sources_agree_on_49_splits():
    """Apart from the six splits above, the two sources give the same result."""
    table = outcome_table()
    assert len(table) == 55
    marked = table[table["mark"] != ""]
    assert sorted(map(tuple, marked[["ombre", "ally 1", "ally 2"]].values.tolist())) == sorted(
        [(3, 4, 2), (3, 2, 4), (2, 4, 3), (2, 3, 4), (3, 3, 3), (1, 4, 4)])
    assert (marked["mark"] == "differ").sum() == 1  # 3-3-3: a name only


@pytest.mark.parametrize("rules,contract", [("noothoven", "vole-declaree"), ("academie", "vole")])
def test_announced_vole_needs_all_nine(rules, contract):
    """The announced vole is won only with nine tricks (academie:outcome.vole,
    noothoven:ombre.vole-declaree); the Académie calls anything less a failed vole
    (academie:outcome.failed-vole), the booklet names no result."""
    results = {outcome(s, rules, contract) for s in all_splits() if s != (9, 0, 0)}
    assert outcome((9, 0, 0), rules, contract) == "vole"
    assert results == ({"failed-vole"} if rules == "academie" else {"unspecified"})


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_committed_vole(rules):
    """Going on after five straight tricks: nine make the vole, fewer a failed vole
    (noothoven:ombre.vole-going-on, academie:vole.committed)."""
    assert outcome((9, 0, 0), rules, None, committed_vole=True) == "vole"
    assert outcome((5, 1, 0), rules, None, committed_vole=True) == "failed-vole"


def test_the_package_name_is_callable():
    """gamelib.games.ombre.outcome(tricks, rules=..., contract=...) is the outcome function, and
    also the module of the outcome helpers."""
    import gamelib.games.ombre as ombre

    assert ombre.outcome((4, 4, 1), rules="noothoven", contract="vraag") == "remise"
    assert len(ombre.outcome.all_splits()) == 55
