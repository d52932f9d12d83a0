"""The booklet's Domino (noothoven, "Het Dominospel", ll. 511-593)."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamelib
from gamelib import IllegalAction, RandomPlayer, play
from gamelib.analysis.domino import first_move_study, partie_frame
from gamelib.core.sources import all_quotes
from gamelib.core.stats import wilson_interval
from gamelib.games.domino import (
    ALL_TILES,
    HAND_SIZES,
    DominoGame,
    Line,
    Partie,
    Tile,
    Tiles,
    break_the_row,
    deal_from_row,
    draw_key,
    drawing_order,
    first_by_draw,
    fits,
    full_set,
    payments,
    stones_each,
    taking_order,
    winner_of_closed_game,
    written,
)
from gamelib.players.domino import BookletPlayer

CHAPTER_IDS = {q.id for q in all_quotes("noothoven") if q.chapter == "Domino"}


def game(**options):
    return gamelib.get_game("domino", **options)


def state_with(hands, first=0, **options):
    return game(tiles=len(Tiles(hands[0])), **options).new_initial_state(seed=0, hands=hands,
                                                                         first=first)


# -- the stones ---------------------------------------------------------------------------------


def test_there_are_twenty_eight_stones_double_blank_to_double_six():
    """"Die steenen zijn acht en twintig in getal." [noothoven:domino.tiles]"""
    stones = full_set()
    assert len(stones) == 28 and len(set(ALL_TILES)) == 28
    assert Tile("0|0") in stones and Tile("6|6") in stones
    assert sum(t.pips for t in stones) == 168
    assert sum(t.is_double for t in stones) == 7


def test_a_tile_prints_low_end_first_and_reads_either_way():
    """A stone is written like 3|5, whichever end is named first."""
    assert str(Tile(5, 3)) == "3|5" and Tile("5|3") is Tile(3, 5) and Tile("3-5") == Tile(3, 5)
    assert Tile(3, 5).pips == 8 and Tile(3, 5).other(3) == 5 and Tile(5, 3).ends == (3, 5)
    assert Tile(0, 1).name("nl") == "aas-blank" and Tile(6, 6).name("nl") == "dubbele zes"
    assert Tile(0, 1).name() == "blank-ace"


def test_a_stone_not_in_the_set_is_a_clear_error():
    """There is no 2|7: the set runs from double blank to double six. [noothoven:domino.tiles]"""
    with pytest.raises(ValueError, match=r"no stone 2\|7: the 28 stones run from double blank.*"
                                         r"noothoven:domino.tiles"):
        Tile("2|7")
    with pytest.raises(ValueError, match="duplicate stone 3|5"):
        Tiles("3|5 1|2 5|3")


def test_a_tile_renders_as_a_deterministic_face_with_a_title():
    """A stone renders as SVG with its name in a <title>, the same every time."""
    svg = Tile(3, 5)._repr_svg_()
    assert svg == Tile(3, 5)._repr_svg_()
    assert "<title>three-five</title>" in svg and 'data-tile="3|5"' in svg
    assert svg.count("<circle") == 8  # the eyes are drawn


def test_a_hand_renders_as_a_row_of_faces():
    """A hand of stones renders as a row of faces, one <title> each."""
    hand = Tiles("6|6 0|1 2|4")
    svg = hand._repr_svg_()
    assert str(hand) == "0|1 2|4 6|6" and len(hand) == 3 and hand.pips == 19
    assert svg.count("<title>") == 3 and "double six" in svg and 'class="tiles"' in svg
    assert Tiles(Tile(3, 5)) == Tiles("3|5") and Tile(3, 5) in hand | Tiles("5|3")


def test_the_line_shows_doubles_crosswise():
    """In the line a double is laid crosswise (taller than wide)."""
    line = Line(((Tile(6, 6), 6, 6), (Tile(5, 6), 6, 5)))
    svg = line._repr_svg_()
    assert 'width="30" height="60"' in svg and 'width="60" height="30"' in svg
    assert str(line) == "6|6 6|5" and line.ends == (6, 5)


# -- players and stones each ------------------------------------------------------------------


def test_two_players_with_six_stones_by_default():
    """The ordinary partie is two players [noothoven:domino.players] with six stones each
    [noothoven:domino.six-tiles]; the rest are laid aside [noothoven:domino.stock]."""
    state = game().new_initial_state(seed=1)
    assert [len(state.tiles(p)) for p in (0, 1)] == [6, 6] and len(state.stock) == 16


@pytest.mark.parametrize("tiles", HAND_SIZES)
def test_the_agreed_numbers_of_stones_each(tiles):
    """Seven, eight, nine, ten, twelve or even fourteen by agreement [noothoven:domino.more-tiles]."""
    state = game(tiles=tiles).new_initial_state(seed=tiles)
    assert len(state.tiles(0)) == len(state.tiles(1)) == tiles
    assert len(state.stock) == 28 - 2 * tiles


def test_eleven_stones_are_not_among_the_agreed_numbers():
    """The booklet lists 7, 8, 9, 10, 12, 14: eleven is refused, naming the passage."""
    with pytest.raises(ValueError, match=r"tiles=11 is not allowed.*noothoven:domino.more-tiles"):
        game(tiles=11)


@pytest.mark.parametrize("players,tiles", [(3, 6), (3, 9), (4, 6), (4, 7)])
def test_three_and_four_players_where_the_stones_suffice(players, tiles):
    """Three or four players by agreement [noothoven:domino.players-more], when the stones suffice."""
    state = game(players=players, tiles=tiles).new_initial_state(seed=5)
    assert all(len(state.tiles(p)) == tiles for p in range(players))
    play(state, seed=5)
    assert state.is_terminal()


def test_five_players_take_five_stones_each():
    """Five players are allowed [noothoven:domino.players-more] but cannot each hold six stones
    [noothoven:domino.six-tiles]: 30 of 28. Each takes the most the 28 stones allow, five, as
    Hoyle's successors deal five each when more than two play (unspecified in source); three
    are laid aside [noothoven:domino.stock]."""
    g = game(players=5)
    assert g.tiles_each == 5 and stones_each(5) == 5
    state = g.new_initial_state(seed=5)
    assert [len(state.tiles(p)) for p in range(5)] == [5] * 5 and len(state.stock) == 3


def test_six_players_take_four_stones_each():
    """Six players [noothoven:domino.players-more] cannot hold six stones each, nor five (30 of
    28): each takes four, the most the 28 stones allow; four are laid aside."""
    g = game(players=6)
    assert g.tiles_each == 4 and stones_each(6) == 4
    state = g.new_initial_state(seed=6)
    assert [len(state.tiles(p)) for p in range(6)] == [4] * 6 and len(state.stock) == 4
    assert state.details()["players"] == ["A", "B", "C", "D", "E", "F"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players_keep_the_booklets_six_stones(players):
    """Where six stones each fit, the booklet's minimum holds [noothoven:domino.six-tiles]."""
    assert game(players=players).tiles_each == 6 == stones_each(players)


@pytest.mark.parametrize("players,tiles,need", [(5, 6, 30), (6, 6, 36), (6, 5, 30)])
def test_six_stones_for_five_or_six_players_is_the_contradiction(players, tiles, need):
    """Asking for six stones each with five or six players (or five with six) names both
    passages that cannot both hold [noothoven:domino.players-more, noothoven:domino.six-tiles]
    and the number that fits."""
    with pytest.raises(ValueError, match=rf"players={players} with tiles={tiles} each need "
                                         rf"{need} stones, but there are only 28.*"
                                         rf"take {stones_each(players)} each.*"
                                         r"noothoven:domino.players-more, noothoven:domino.six-tiles"):
        game(players=players, tiles=tiles)


def test_fewer_stones_than_the_most_that_fit_are_not_agreed():
    """With five players only the most that fit, five each, is the reading; four is refused."""
    with pytest.raises(ValueError, match=r"players=5 take 5 stones each.*not tiles=4"):
        game(players=5, tiles=4)
    with pytest.raises(ValueError, match=r"six stones at the least.*not tiles=4 with players=4"):
        game(players=4, tiles=4)


def test_seven_players_are_refused():
    """Two players, or three to six by agreement. [noothoven:domino.players-more]"""
    with pytest.raises(ValueError, match=r"players=7 is not allowed.*noothoven:domino.players-more"):
        game(players=7)


def test_unknown_option_is_refused():
    with pytest.raises(ValueError, match="domino has no option 'bones'; its options: players"):
        game(bones=3)


@pytest.mark.parametrize("option, value", [("tiles", 6.0), ("players", 2.0), ("names", 5),
                                           ("stirrer", True), ("stake", 0)])
def test_an_option_of_the_wrong_type_or_range_is_refused_by_name(option, value):
    """Stones, players and the seat of the stirrer are whole numbers, the names a list."""
    with pytest.raises(ValueError, match=rf"option {option}={value!r} is not allowed"):
        game(**{option: value})


@pytest.mark.parametrize("names", [["A"], ["A", "A"], ["A", 2], ["A", ""], [None, None]])
def test_the_names_are_one_different_name_a_player(names):
    """``names`` gives each seat its name: as many as there are players, all different."""
    with pytest.raises(ValueError, match=r"domino: names=.* 2 different names"):
        game(names=names)


def test_the_stirrer_is_a_seat_of_the_game():
    """The stirrer for the draw is one of the players. [noothoven:domino.draw-first]"""
    with pytest.raises(ValueError, match=r"stirrer=2 with players=2"):
        game(stirrer=2)
    assert game(players=3, stirrer=2).stirrer == 2


def test_the_seats_are_the_names_given_or_lettered():
    """The booklet names no seats: A, B, ... unless ``names`` are given; the ledger and the
    details use them."""
    assert game().seats == ("A", "B") and game(players=3).seats == ("A", "B", "C")
    state = play(game(names=["Jan", "Piet"]).new_initial_state(seed=2), seed=2)
    assert state.game.seats == ("Jan", "Piet") and state.ledger.players == ("Jan", "Piet")
    assert state.details()["players"] == ["Jan", "Piet"]


# -- the draw for the first move --------------------------------------------------------------


def test_the_non_stirrer_takes_a_drawn_stone_first_and_the_stirrer_last():
    """"neemt degene die niet geroerd heeft, er een ...; de roerder neemt den anderen"
    [noothoven:domino.draw-first]"""
    assert drawing_order(2, 0) == [1, 0] and drawing_order(3, 1) == [2, 0, 1]


def test_the_highest_drawn_stone_has_the_first_move():
    """"die den hoogsten steen heeft getrokken heeft den eersten zet" [noothoven:domino.draw-first]"""
    state = game().new_initial_state(seed=1, draw=["2|4", "4|4"])  # B takes 2|4, A (stirrer) 4|4
    assert state.first == 0 and state.current_player() == 0
    assert state.details()["draw"] == [{"B": "2|4", "A": "4|4"}]


def test_what_highest_means_is_an_option():
    """"den hoogsten steen" is unspecified: by pips 1|6 (7) beats 0|6 and ties 3|4; by the end
    first, 3|4 loses to 0|6. [noothoven:domino.draw-first]"""
    assert first_by_draw([Tile(1, 6), Tile(3, 4)], [1, 0], "pips") is None
    assert first_by_draw([Tile(1, 6), Tile(0, 6)], [1, 0], "pips") == 1
    assert first_by_draw([Tile(3, 4), Tile(0, 6)], [1, 0], "end") == 0
    assert draw_key(Tile(0, 6), "end") > draw_key(Tile(3, 4), "end")
    with pytest.raises(ValueError, match="unspecified in source.*noothoven:domino.draw-first"):
        game(highest="heaviest")


def test_a_tie_in_the_draw_is_drawn_again():
    """Equal pips in the draw: drawn again (unspecified in source); seeded runs show redraws."""
    redrawn = [game().new_initial_state(seed=s).draws for s in range(200)]
    assert any(len(d) > 1 for d in redrawn)
    assert all(d[-1]["first"] is not None and all(x["first"] is None for x in d[:-1])
               for d in redrawn)
    with pytest.raises(ValueError, match="tie for highest.*drawn again"):
        game().new_initial_state(seed=1, draw=["1|6", "3|4"])


# -- the row and the deal ---------------------------------------------------------------------


def test_breaking_the_row_is_a_cut():
    """He takes stones from the end at his right and lays them in the same order at the bottom
    [noothoven:domino.break-row]."""
    row = list(ALL_TILES)
    broken = break_the_row(row, 3)
    assert broken[:2] == [Tile(0, 2), Tile(1, 2)] and broken[-3:] == row[:3]
    with pytest.raises(ValueError, match=r"taking 1 to 27 stones, not 0 \[noothoven:domino.break-row\]"):
        break_the_row(row, 0)


def test_the_player_who_plays_last_takes_the_first_stone():
    """"neemt degene die het laatst moet spelen den eersten steen van het boveneinde van de rij;
    hij die den eersten zet heeft, neemt den tweeden" [noothoven:domino.deal-order]"""
    assert taking_order(0, 2) == [1, 0] and taking_order(1, 2) == [0, 1]
    assert taking_order(0, 3) == [2, 0, 1]
    hands, stock, takers = deal_from_row(list(ALL_TILES), first=0, players=2, tiles_each=6)
    assert str(hands[1]) == "0|0 1|1 1|2 0|3 2|3 0|4" and takers[:2] == [1, 0]
    assert str(hands[0]) == "0|1 0|2 2|2 1|3 3|3 1|4" and len(stock) == 16


def test_a_fixed_row_and_cut_give_the_deal():
    """The deal is the stirred row, cut, then taken alternately. [noothoven:domino.break-row]"""
    state = game().new_initial_state(first=0, row=list(ALL_TILES), cut=2)
    assert str(state.tiles(1)) == "1|1 1|2 0|3 2|3 0|4 2|4"
    assert state.cut == 2 and state.details()["cut"] == 2


def test_stones_left_over_are_laid_aside_and_never_drawn():
    """"De steenen die blijven liggen" lie at the first mover's right [noothoven:domino.stock]:
    the booklet has no drawing, so a player who cannot set a stone passes."""
    state = state_with(["0|0 0|1 1|1 0|2 1|2 2|2", "3|3 3|4 4|4 3|5 4|5 5|5"])
    state.apply_action("0|0")
    assert [str(a) for a in state.legal_actions()] == ["pass"]
    state.apply_action("pass")
    assert len(state.stock) == 16 and len(state.tiles(1)) == 6


def test_the_wrong_number_of_stones_in_set_up_is_refused():
    """Each takes the agreed number of stones [noothoven:domino.take-tiles]."""
    with pytest.raises(ValueError, match=r"B must take 6 stones, the agreed number, not 5 "
                                         r"\[noothoven:domino.take-tiles"):
        game().new_initial_state(first=0, hands=["0|0 0|1 1|1 0|2 1|2 2|2", "3|3 3|4 4|4 3|5 4|5"])
    with pytest.raises(ValueError, match=r"hands=.* it takes 2 hands, one a player"):
        game().new_initial_state(first=0, hands=["0|0 0|1 1|1 0|2 1|2 2|2"])
    with pytest.raises(ValueError, match=r"dealt twice"):
        game().new_initial_state(first=0, hands=["0|0 0|1 1|1 0|2 1|2 2|2",
                                                 "0|0 3|4 4|4 3|5 4|5 5|5"])
    with pytest.raises(ValueError, match=r"all 28 stones once each.*noothoven:domino.break-row"):
        game().new_initial_state(first=0, row=list(ALL_TILES)[:27])


@pytest.mark.parametrize("first", [True, "1", 1.7, 2, -1])
def test_a_first_mover_that_is_no_seat_is_refused(first):
    """The first move goes to a seat of the game. [noothoven:domino.draw-first]"""
    with pytest.raises(ValueError, match=r"domino: first=.* is no seat"):
        game().new_initial_state(seed=0, first=first)


@pytest.mark.parametrize("draw, reason", [(["6|6"], "2 different stones"),
                                          (["6|6", "6|6"], "2 different stones"),
                                          (["6|6", "7|7"], "draw="), (5, "draw=")])
def test_a_draw_that_is_not_one_stone_a_player_is_refused(draw, reason):
    """One stone is drawn for each player. [noothoven:domino.draw-first]"""
    with pytest.raises(ValueError, match=reason):
        game().new_initial_state(seed=0, draw=draw)


@pytest.mark.parametrize("cut", [0, 28, True, 1.5, "3"])
def test_a_break_of_the_row_outside_one_to_twenty_seven_is_refused(cut):
    """The second player breaks the row by taking some of its stones. [noothoven:domino.break-row]"""
    with pytest.raises(ValueError, match=r"domino: cut=.*1 to 27 stones"):
        game().new_initial_state(seed=0, first=0, cut=cut)


@pytest.mark.parametrize("hands", [[None, None], 5, "0|0 0|1", [[9, 9], "0|0"]])
def test_hands_that_are_no_hands_of_stones_are_refused_by_name(hands):
    """Each player takes his stones from the set. [noothoven:domino.take-tiles]"""
    with pytest.raises(ValueError, match=r"domino: hands"):
        game().new_initial_state(seed=0, first=0, hands=hands)


@pytest.mark.parametrize("exposed", [True, -1, 12, 1.0])
def test_an_exposed_stone_outside_the_deal_is_refused(exposed):
    """A stone shown by mishap is one of the stones dealt. [noothoven:domino.exposed]"""
    with pytest.raises(ValueError, match=r"domino: exposed="):
        game().new_initial_state(seed=0, first=0, exposed=exposed)


def test_the_row_is_a_list_of_the_twenty_eight_stones():
    """The row holds every stone once. [noothoven:domino.break-row]"""
    with pytest.raises(ValueError, match=r"domino: row="):
        game().new_initial_state(seed=0, first=0, row=5)
    with pytest.raises(ValueError, match=r"all 28 stones once each"):
        game().new_initial_state(seed=0, first=0, row=list(ALL_TILES)[:27] + [ALL_TILES[0]])


def test_an_exposed_stone_may_be_accepted():
    """The player a shown stone belongs to may accept it [noothoven:domino.exposed]."""
    state = game().new_initial_state(seed=3, first=0, row=list(ALL_TILES), cut=2, exposed=0)
    assert state.current_player() == 1
    assert [str(a) for a in state.legal_actions()] == ["accept 1|1", "restir"]
    with pytest.raises(IllegalAction, match=r"1\|1 was shown in the deal; B.*noothoven:domino.exposed"):
        state.apply_action("pass")
    state.apply_action("accept 1|1")
    assert Tile(1, 1) in state.tiles(1) and state.current_player() == 0


def test_an_exposed_stone_may_be_stirred_again():
    """... or have the stones stirred again [noothoven:domino.exposed]: a new deal from the seed."""
    state = game().new_initial_state(seed=3, first=0, row=list(ALL_TILES), cut=2, exposed=0)
    before = state.tiles(1)
    state.apply_action("restir")
    assert state.tiles(1) != before and state.restirred == 1 and state.current_player() == 0
    assert len(state.tiles(0)) == len(state.tiles(1)) == 6


# -- play ---------------------------------------------------------------------------------------


def test_the_first_mover_may_set_any_stone():
    """"kan zetten welken steen hij verkiest" [noothoven:domino.opening]"""
    state = game().new_initial_state(seed=4)
    assert sorted(a.value for a in state.legal_actions()) == sorted(state.tiles(state.first))


def test_the_booklets_example_six_everywhere_or_four_everywhere():
    """Double six, six-five, five-four, double four: the six-four makes six everywhere or four
    everywhere [noothoven:domino.example]."""
    state = state_with(["6|6 4|5 4|6 0|0 0|1 1|1", "5|6 4|4 0|2 1|2 2|2 0|3"])
    for move in ("6|6", "5|6 right", "4|5 right", "4|4 right"):
        state.apply_action(move)
    assert state.ends() == (6, 4)
    assert [str(a) for a in state.legal_actions()] == ["4|6 left", "4|6 right"]
    four = state.clone()
    four.apply_action("4|6 left")
    six = state.clone()
    six.apply_action("4|6 right")
    assert four.ends() == (4, 4) and six.ends() == (6, 6)
    assert str(six.line_of_play()) == "6|6 6|5 5|4 4|4 4|6"


def test_a_stone_that_does_not_match_is_illegal():
    """A stone is set against an end with the same number [noothoven:domino.example]."""
    state = state_with(["6|6 4|5 4|6 0|0 0|1 1|1", "5|6 4|4 0|2 1|2 2|2 0|3"])
    state.apply_action("6|6")
    with pytest.raises(IllegalAction, match=r"0\|2 does not match the right end, which shows 6.*"
                                            r"noothoven:domino.example"):
        state.apply_action("0|2 right")


def test_a_stone_one_does_not_hold_is_illegal():
    """One sets only the stones one took [noothoven:domino.take-tiles]."""
    state = state_with(["6|6 4|5 4|6 0|0 0|1 1|1", "5|6 4|4 0|2 1|2 2|2 0|3"])
    with pytest.raises(IllegalAction, match=r"A does not hold 5\|6.*noothoven:domino.take-tiles"):
        state.apply_action("5|6")


def test_passing_when_one_can_play_is_illegal():
    """A turn is let pass only "omdat zij niet kunnen" [noothoven:domino.first-move-weight]."""
    state = state_with(["6|6 4|5 4|6 0|0 0|1 1|1", "5|6 4|4 0|2 1|2 2|2 0|3"])
    state.apply_action("6|6")
    with pytest.raises(IllegalAction, match=r"B can set 5\|6 and may not pass.*"
                                            r"noothoven:domino.first-move-weight"):
        state.apply_action("pass")


def test_bad_move_texts_are_explained():
    """Opening at an end, a missing end, gibberish and unknown stones each name their rule."""
    state = state_with(["6|6 4|5 4|6 0|0 0|1 1|1", "5|6 4|4 0|2 1|2 2|2 0|3"])
    with pytest.raises(IllegalAction, match=r"first stone is set down alone.*noothoven:domino.opening"):
        state.apply_action("6|6 left")
    with pytest.raises(IllegalAction, match=r"no stone 7\|9.*noothoven:domino.tiles"):
        state.apply_action("7|9")
    with pytest.raises(IllegalAction, match=r"not a move: write a stone and an end"):
        state.apply_action("6|6 up")
    state.apply_action("6|6")
    with pytest.raises(IllegalAction, match=r"say at which end 5\|6 is set"):
        state.apply_action("5|6")
    with pytest.raises(IllegalAction, match=r"only the player to whom a stone shown"):
        state.apply_action("restir")


def test_domino_ends_the_game_and_wins_the_set_sum():
    """Domino: all one's stones set first [noothoven:domino.terms, noothoven:domino.domino-wins];
    he receives the agreed sum [noothoven:domino.domino-pay]."""
    state = state_with(["6|6 5|6 5|5 4|5 4|4 3|4", "0|0 0|1 1|1 0|2 1|2 2|2"], stake=3)
    for move in ("6|6", "pass", "5|6 right", "pass", "5|5 right", "pass", "4|5 right", "pass",
                 "4|4 right", "pass", "3|4 right"):
        state.apply_action(move)
    assert state.is_terminal() and state.winner == 0
    assert state.details()["outcome"] == "domino: A wins"
    assert state.returns() == [3.0, -3.0]
    assert state.ledger.entries[0].passage == "noothoven:domino.domino-pay"
    with pytest.raises(IllegalAction, match="is over"):
        state.apply_action("pass")


def test_domino_for_the_pips_pays_every_pip_the_other_keeps():
    """Playing for the pips, the domino maker receives for every pip the other keeps more
    [noothoven:domino.domino-pay]."""
    state = state_with(["6|6 5|6 5|5 4|5 4|4 3|4", "0|0 0|1 1|1 0|2 1|2 2|2"],
                       scoring="pips", per_pip=2)
    for move in ("6|6", "pass", "5|6 right", "pass", "5|5 right", "pass", "4|5 right", "pass",
                 "4|4 right", "pass", "3|4 right"):
        state.apply_action(move)
    assert state.outcome["pips"] == [0, 12] and state.returns() == [24.0, -24.0]


def test_a_double_no_one_else_can_match_closes_the_game_at_the_first_move():
    """"Somwijlen ... is het spel gesloten met den eersten zet": double four when no one else has
    a four [noothoven:domino.close-first, noothoven:domino.close-first-advice]; the fewest pips
    win [noothoven:domino.closed-count]."""
    state = state_with(["4|4 0|0 0|1 1|1 0|2 1|2", "5|5 5|6 6|6 3|5 3|6 3|3"])
    state.apply_action("4|4")
    assert state.is_terminal() and state.outcome["how"] == "closed"
    assert state.outcome["pips"] == [8, 56] and state.winner == 0
    assert state.returns() == [1.0, -1.0]


def test_a_closed_game_pays_the_difference_in_pips():
    """The loser pays so much for every pip he keeps more than the winner
    [noothoven:domino.points-pay]."""
    state = state_with(["4|4 0|0 0|1 1|1 0|2 1|2", "5|5 5|6 6|6 3|5 3|6 3|3"], scoring="pips")
    state.apply_action("4|4")
    assert state.returns() == [48.0, -48.0]
    assert "1 x 48 pips" in state.ledger.entries[0].label
    assert state.ledger.entries[0].passage == "noothoven:domino.points-pay"


def test_in_a_race_the_winner_writes_all_the_others_pips():
    """"schrijft de winner al de oogen welke de tegenpartij overhoudt, zonder er iets af te
    trekken" [noothoven:domino.race-write]: 56, not 56 - 8."""
    state = state_with(["4|4 0|0 0|1 1|1 0|2 1|2", "5|5 5|6 6|6 3|5 3|6 3|3"], scoring="race")
    state.apply_action("4|4")
    assert state.outcome["written"] == [56, 0] and state.returns() == [56.0, 0.0]
    assert written(0, [8, 56]) == 56 and not state.ledger.entries


def test_an_attempt_to_close_that_fails_costs_nothing():
    """Six everywhere does not close when a six is still out: play goes on
    [noothoven:domino.close-fail]."""
    state = state_with(["6|6 4|5 4|6 0|0 0|1 1|1", "5|6 4|4 1|6 2|2 0|3 2|3"])
    for move in ("6|6", "5|6 right", "4|5 right", "4|4 right", "4|6 right"):
        state.apply_action(move)
    assert state.ends() == (6, 6) and not state.is_terminal()
    assert [str(a) for a in state.legal_actions()] == ["1|6 left", "1|6 right"]


BLANK_ACE_HANDS = ["5|5 1|5 2|2 2|3 3|3 4|4", "0|5 2|4 3|4 2|6 3|6 6|6"]


def test_the_booklets_blank_ace_closes_the_game():
    """"Het spel kan nog op eene andere wijze worden gesloten, namelijk wanneer geen van beide
    spelers kan aanzetten noch aan den eenen, noch aan den anderen kant, bijv. blank-aas wanneer
    zij noch blanken noch azen hebben" [noothoven:domino.close-neither]: the line shows blank at
    one end and ace at the other, neither player holds a blank or an ace, and the game is closed
    at once; the pips are counted and the fewest win [noothoven:domino.closed-count]."""
    state = state_with(BLANK_ACE_HANDS, scoring="pips")
    for move in ("5|5", "0|5 left", "1|5 right"):
        assert not state.is_terminal()
        state.apply_action(move)
    assert state.ends() == (0, 1) and str(state.line_of_play()) == "0|5 5|5 5|1"
    assert not any(state.tiles(p).matching(0) or state.tiles(p).matching(1) for p in (0, 1))
    assert state.is_terminal() and state.outcome["how"] == "closed"
    assert state.outcome["pips"] == [23, 42] and state.winner == 0
    assert state.returns() == [19.0, -19.0]
    assert state.ledger.entries[0].passage == "noothoven:domino.points-pay"


def test_blank_ace_with_a_blank_still_out_is_not_closed():
    """Blank-ace closes only when no one holds a blank or an ace [noothoven:domino.close-neither]:
    the same line with B keeping the blank-two goes on, and B must set it."""
    state = state_with(["5|5 1|5 2|2 2|3 3|3 4|4", "0|5 0|2 3|4 2|6 3|6 6|6"])
    for move in ("5|5", "0|5 left", "1|5 right"):
        state.apply_action(move)
    assert state.ends() == (0, 1) and not state.is_terminal()
    assert [str(a) for a in state.legal_actions()] == ["0|2 left"]


def test_equal_fewest_pips_are_void_or_go_to_the_lightest_stone():
    """Equal pips in a closed game: unspecified in source [noothoven:domino.closed-count];
    "void" (nobody wins) or "lightest_tile"."""
    hands = [Tiles("0|6 1|2"), Tiles("1|3 0|5")]  # 9 pips each; lightest 1|2 (3) vs 1|3 (4)
    assert winner_of_closed_game(hands, "void") is None
    assert winner_of_closed_game(hands, "lightest_tile") == 0
    assert winner_of_closed_game([Tiles("1|2"), Tiles("0|3")], "lightest_tile") is None
    with pytest.raises(ValueError, match="unspecified in source"):
        game(blocked_tie="coin")


def test_a_void_closed_game_pays_nothing():
    """A tie under blocked_tie="void": no one wins, nothing paid."""
    state = state_with(["4|4 6|6 5|5 1|1 0|2 0|1", "2|2 0|3 1|3 2|3 3|3 0|5"])
    state.apply_action("4|4")
    assert state.outcome["pips"] == [27, 27] and state.winner is None
    assert state.returns() == [0.0, 0.0] and "nobody wins" in state.details()["outcome"]


def test_payments_with_three_players_each_loser_pays():
    """With more than two players every other player pays the winner (unspecified in source)."""
    assert payments("stake", 1, [10, 3, 8], stake=2) == {0: 2, 2: 2}
    assert payments("pips", 1, [10, 3, 8], per_pip=1) == {0: 7, 2: 5}
    assert written(1, [10, 3, 8]) == 18


def test_without_passes_the_first_mover_goes_out_first():
    """"wanneer geen van beide ... hunne beurt voorbij behoeven te laten gaan ..., alsdan moet hij,
    die den eersten zet gehad heeft, noodwendig ook het eerst zijn laatsten steen hebben
    aangezet, en blijft de andere ... nog met een steen zitten" [noothoven:domino.first-move-weight]"""
    seen = 0
    for seed in range(300):
        state = play(game().new_initial_state(seed=seed), seed=seed)
        # a closed game means the next player would have to let his turn pass
        if state.passes == 0 and state.outcome["how"] == "domino":
            seen += 1
            assert state.winner == state.first
            assert len(state.tiles(1 - state.first)) == 1
    assert seen > 10


# -- properties over many seeded games ------------------------------------------------------


@pytest.mark.parametrize("options", [{}, {"tiles": 14}, {"players": 3, "tiles": 8},
                                     {"players": 4, "tiles": 7, "scoring": "pips"}])
def test_every_game_ends_and_the_stones_are_conserved(options):
    """A game always ends; at every step the 28 stones are in the hands, laid aside or in the line;
    a legal action exists until the end."""
    g = game(**options)
    for seed in range(60):
        state = g.new_initial_state(seed=seed)
        rng = RandomPlayer(seed)
        steps = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal
            state.apply_action(rng(state))
            held = sum(len(state.tiles(p)) for p in range(g.num_players))
            assert held + len(state.stock) + len(state.line) == 28
            allstones = Tiles(0)
            for p in range(g.num_players):
                allstones = allstones | state.tiles(p)
            allstones = allstones | state.stock | state.line_of_play().tiles()
            assert allstones == full_set()
            steps += 1
            assert steps < 200
        assert state.outcome["how"] in ("domino", "closed")


def _play_out(state, policy):
    """Play a state to its end, checking at every step that a legal action exists and that the
    28 stones are all there: in the hands, laid aside or in the line."""
    g = state.game
    steps = 0
    while not state.is_terminal():
        assert state.legal_actions()
        state.apply_action(policy(state))
        stones = [state.tiles(p) for p in range(g.num_players)] + [state.stock,
                                                                  state.line_of_play().tiles()]
        assert sum(len(t) for t in stones) == 28
        union = Tiles(0)
        for t in stones:
            union = union | t
        assert union == full_set()
        steps += 1
        # between two stones set, each other player passes at most once
        assert steps <= g.num_players * g.num_players * g.tiles_each
    return state


@settings(max_examples=120, deadline=None)
@given(players=st.sampled_from([5, 6]), scoring=st.sampled_from(["stake", "pips", "race"]),
       seed=st.integers(min_value=0, max_value=2**32 - 1), booklet=st.booleans())
def test_five_and_six_players_play_whole_games(players, scoring, seed, booklet):
    """Five or six players [noothoven:domino.players-more] with the stones that fit: every game
    ends in domino or closed, the 28 stones are conserved at every step, money sums to zero and
    in a race the winner writes all the others' pips [noothoven:domino.race-write]."""
    g = game(players=players, scoring=scoring)
    state = g.new_initial_state(seed=seed)
    policy = BookletPlayer() if booklet else RandomPlayer(seed)
    _play_out(state, policy)
    out = state.outcome
    assert out["how"] in ("domino", "closed")
    assert state.ledger.total() == 0
    if scoring == "race":
        assert not state.ledger.entries
        if out["winner"] is not None:
            assert out["written"][out["winner"]] == sum(out["pips"]) - out["pips"][out["winner"]]
    else:
        assert sum(state.returns()) == 0
    if out["how"] == "domino":
        assert out["pips"][out["winner"]] == 0


@settings(max_examples=30, deadline=None)
@given(players=st.sampled_from([5, 6]), scoring=st.sampled_from(["stake", "pips", "race"]),
       seed=st.integers(min_value=0, max_value=2**32 - 1),
       next_first=st.sampled_from(["draw", "winner", "alternate"]))
def test_five_and_six_players_play_whole_parties(players, scoring, seed, next_first):
    """A partie of five or six players [noothoven:domino.partie] is settled through the ledger,
    which sums to zero, each entry citing a passage of the chapter; a race ends with one player
    at the target [noothoven:domino.continue]."""
    partie = Partie(scoring=scoring, games=None if scoring == "race" else 6, target=100,
                    next_first=next_first, options={"players": players}).play(seed=seed)
    assert partie.ledger.total() == 0 and len(partie.ledger.players) == players
    assert all(e.passage in CHAPTER_IDS for e in partie.ledger.entries)
    assert all(s.is_terminal() and len(s.stock) == 28 - players * stones_each(players)
               for s in partie.states)
    if scoring == "race":
        totals = partie.totals()
        assert totals[partie.winner] >= 100
        assert sorted(totals)[-2] < 100
        assert partie.ledger.net()[partie.winner] == players - 1
    else:
        assert len(partie.states) == 6
        assert partie.ledger.net() == [sum(s.returns()[p] for s in partie.states)
                                       for p in range(players)]


def test_the_same_seed_gives_the_same_game():
    """Same seed, same draw, deal and play."""
    a = play(game().new_initial_state(seed=11), seed=12)
    b = play(game().new_initial_state(seed=11), seed=12)
    assert a.details() == b.details()
    c = play(game().new_initial_state(seed=13), seed=12)
    assert c.details() != a.details()


def test_clone_is_independent():
    state = game().new_initial_state(seed=2)
    twin = state.clone()
    play(twin, seed=1)
    assert not state.line and twin.is_terminal() and state.current_player() == state.first


def test_the_booklet_player_plays_legal_moves():
    """The booklet's advice as a player: opens with a double where it has one
    [noothoven:domino.custom]."""
    for seed in range(30):
        state = game().new_initial_state(seed=seed)
        doubles = [t for t in state.tiles(state.first) if t.is_double]
        first = BookletPlayer()(state)
        if doubles:
            assert first.value.is_double
        play(state, BookletPlayer())
        assert state.is_terminal()


# -- the partie ---------------------------------------------------------------------------------


@pytest.mark.parametrize("scoring", ["stake", "pips", "race"])
def test_a_partie_balances_in_every_way_of_playing(scoring):
    """Over many games the ledger sums to zero, each entry citing its passage. [noothoven:domino.partie]"""
    for seed in range(8):
        partie = Partie(scoring=scoring, games=None if scoring == "race" else 12).play(seed=seed)
        assert partie.ledger.total() == 0
        assert all(e.passage in CHAPTER_IDS for e in partie.ledger.entries)
        if scoring == "race":
            totals = partie.totals()
            assert totals[partie.winner] >= 100 and max(t for s, t in enumerate(totals)
                                                        if s != partie.winner) < 100
            assert partie.ledger.net()[partie.winner] == 1
        else:
            assert len(partie.states) == 12
            assert partie.ledger.net() == [sum(s.returns()[p] for s in partie.states) for p in (0, 1)]


def test_a_race_to_150():
    """A race to one hundred and fifty [noothoven:domino.partie]."""
    partie = Partie(scoring="race", target=150, race_stake=5).play(seed=1)
    assert max(partie.totals()) >= 150 and partie.ledger.net()[partie.winner] == 5


def test_a_partie_is_reproducible_and_renders():
    a = Partie(scoring="pips", games=5).play(seed=9)
    b = Partie(scoring="pips", games=5).play(seed=9)
    assert a.ledger.lines() == b.ledger.lines()
    assert "<table" in a._repr_html_() and len(partie_frame(a)) == 5


def test_the_next_first_move_rules():
    """Who has the first move in the next game is unspecified: draw, winner or alternate."""
    alt = Partie(games=6, next_first="alternate").play(seed=2)
    firsts = [s.first for s in alt.states]
    assert all(b == 1 - a for a, b in zip(firsts, firsts[1:]))
    win = Partie(games=6, next_first="winner").play(seed=2)
    for prev, nxt in zip(win.states, win.states[1:]):
        if prev.winner is not None:
            assert nxt.first == prev.winner
    with pytest.raises(ValueError, match="unspecified in source"):
        Partie(next_first="loser")


def test_three_players_partie_balances():
    partie = Partie(scoring="pips", games=10, options={"players": 3, "tiles": 7}).play(seed=4)
    assert partie.ledger.total() == 0 and len(partie.ledger.players) == 3


# -- the first move study -----------------------------------------------------------------------


def test_wilson_interval_matches_known_values():
    """Wilson 95 % interval for 8 of 10: 0.490 to 0.943 (textbook value)."""
    low, high = wilson_interval(8, 10)
    assert round(low, 3) == 0.490 and round(high, 3) == 0.943
    assert wilson_interval(0, 10)[0] == 0.0
    with pytest.raises(ValueError):
        wilson_interval(11, 10)


def test_first_move_study_is_seeded_and_counts_every_game():
    """The study is reproducible; wins, losses and void games add up."""
    a = first_move_study(200, seed=7)
    b = first_move_study(200, seed=7)
    assert a == b and a.first_wins + a.other_wins + a.void == 200
    assert a.no_pass_first_wins == a.no_pass_games
    low, high = a.interval
    assert low < a.rate < high


def test_returns_are_zero_before_the_end_and_sum_to_zero_for_money():
    state = game(scoring="pips").new_initial_state(seed=3)
    assert state.returns() == [0.0, 0.0]
    play(state, seed=3)
    assert sum(state.returns()) == 0
    assert isinstance(state.hand(0), gamelib.CardSet) and not state.hand(0)
    info = state.information(0)
    assert info["tiles"] == state.tiles(0) and "line" in info


def test_generator_seed_is_accepted():
    state = game().new_initial_state(seed=np.random.default_rng(5))
    assert state.current_player() in (0, 1)


def test_the_game_is_registered():
    assert "domino" in gamelib.GAMES and isinstance(game(), DominoGame)


# -- the chapter in the catalogue and in the notebook -------------------------------------------


def test_the_catalogue_covers_the_whole_chapter():
    """Every character of the Domino chapter (line 511 to the end) is in a catalogued passage."""
    from gamelib.core.sources import SOURCES, locate

    text = SOURCES["noothoven"].text()
    start = sum(len(line) + 1 for line in text.split("\n")[:510])
    covered = bytearray(len(text))
    for q in all_quotes("noothoven"):
        if q.chapter == "Domino":
            a, b = locate(q)
            covered[a:b] = b"\x01" * (b - a)
    missing = [ch for i, ch in enumerate(text) if i >= start and not ch.isspace() and not covered[i]]
    assert not missing, "".join(missing)[:200]


def test_the_notebook_quotes_every_rule_of_the_chapter():
    """The notebook shows every passage of the chapter, the back-cover debris too (said to be
    no text)."""
    from pathlib import Path

    notebook = (Path(__file__).resolve().parent.parent / "notebooks" / "noothoven-domino.py").read_text()
    shown = {q for q in CHAPTER_IDS if f'quote("{q}")' in notebook}
    assert CHAPTER_IDS - shown == set()


def test_the_study_agrees_with_the_shared_simulation():
    """first_move_study and gamelib.analysis.montecarlo.simulate (other seeds) give overlapping 95 %
    intervals for the first mover's share of decided games."""
    from gamelib.analysis.montecarlo import simulate

    study = first_move_study(400, seed=21)
    frame = simulate("domino", policies="random", n=400, seed=22, executor="inline")
    decided = frame[~frame["void"]]
    low, high = wilson_interval(int(decided["first_won"].sum()), len(decided))
    assert low <= study.interval[1] and study.interval[0] <= high
    assert frame["how"].isin(["domino", "closed"]).all()


def test_fits_says_which_players_and_stones_each_the_booklet_allows():
    """Six stones each at the least (or 7, 8, 9, 10, 12, 14), two to six players, and no more
    stones dealt than the 28 of the set [noothoven:domino.six-tiles, noothoven:domino.more-tiles,
    noothoven:domino.players-more, noothoven:domino.tiles]; where six do not fit (five and six
    players), the most that do: five and four."""
    assert fits(2, 14) and fits(4, 7) and fits(2, 6) and fits(3, 9)
    assert not fits(2, 11) and not fits(3, 10) and not fits(5, 6) and not fits(1, 6)
    assert not any(fits(5, t) or fits(6, t) for t in HAND_SIZES)
    assert fits(5, 5) and fits(6, 4)
    assert not fits(5, 4) and not fits(6, 5) and not fits(6, 3) and not fits(4, 4)


def test_fits_agrees_with_the_game_s_own_checks():
    """fits(players, tiles) is True exactly when get_game("domino", ...) accepts the pair."""
    for players in range(1, 8):
        for tiles in range(2, 16):
            try:
                gamelib.get_game("domino", players=players, tiles=tiles)
                accepted = True
            except ValueError:
                accepted = False
            assert fits(players, tiles) == accepted, (players, tiles)
