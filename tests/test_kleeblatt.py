"""Kleeblatt, after Engelmann 1798: each rule a test, with its passage."""

from fractions import Fraction

import pytest

from gamelib import IllegalAction, get_game, play
from gamelib.analysis.kleeblatt import chosen_card_distribution, expectations, simulate
from gamelib.core.cards import Card
from gamelib.games.kleeblatt import pack_cards, side_bet_result, value


def fixed(players=1, offers=(), carried=None, **options):
    return get_game("kleeblatt", players=players, **options).new_initial_state(
        seed=0, offers=list(offers), carried=carried)


def test_card_values():
    """'Das As gilt 11, der König 4, die Dame 3, der Bube 2, die übrigen zählen nach ihrem Werth.'
    [engelmann:kleeblatt.values]"""
    assert [value(Card(f)) for f in ("AS", "KS", "QS", "JS", "TS", "6S", "2S")] == [11, 4, 3, 2, 10, 6, 2]


def test_the_stake_is_the_chosen_cards_value():
    """Each player puts into the bowl as much as his card is worth. [engelmann:kleeblatt.stake]"""
    state = fixed(offers=["AS 2H 3C", "KD 7S 8S"])
    state.apply_action("take card 1")
    assert state.ledger.balance("bowl") == 11 and state.ledger.balance("A") == -11


def test_the_payout_is_the_second_cards_value_and_the_banker_keeps_the_surplus():
    """Each player receives the value of his new card; what is left falls to the banker.
    [engelmann:kleeblatt.payout, engelmann:kleeblatt.banker]"""
    state = fixed(offers=["AS 2H 3C", "KD 7S 8S"])
    for action in ("take card 1", "wager 0", "take card 1"):
        state.apply_action(action)
    assert state.is_terminal()
    assert state.returns() == [-7.0] and state.banker_net() == 7
    assert state.ledger.balance("bowl") == 0


def test_the_banker_makes_up_a_shortfall():
    """If the bowl cannot pay, the banker makes up the difference from his purse.
    [engelmann:kleeblatt.banker]"""
    state = fixed(offers=["2S 3C 4D", "AS KD 7S"])
    for action in ("take card 1", "wager 0", "take card 1"):
        state.apply_action(action)
    assert state.returns() == [9.0] and state.banker_net() == -9
    assert any("shortfall" in line for line in state.details()["payments"])


@pytest.mark.parametrize("face,result", [("5S", "banker"), ("KS", "banker"), ("JH", "banker"),
                                         ("7S", "player"), ("AS", "player"), ("6D", "carried")])
def test_under_six_wins_for_the_banker_over_six_loses_and_six_carries(face, result):
    """'Jede Karte unter 6 gewinnt für den Banquier und jede darüber verliert für ihn. Die 6 ſelbſt
    zieht keinen Satz' (read by value: the king, worth 4, is under 6). [engelmann:kleeblatt.side-bet]"""
    assert side_bet_result(Card(face)) == result


def test_a_carried_wager_is_returned_without_winnings_when_the_banker_loses():
    """The banker pays only the newly staked sum, not what a 6 left standing.
    [engelmann:kleeblatt.six]"""
    state = fixed(offers=["2S 3C 4D", "AS 3S 4H"], carried=[5])
    for action in ("take card 1", "wager 2", "take card 1"):
        state.apply_action(action)
    # main game: stake 2, paid 11 -> +9; wager: new 2 won -> +2; the carried 5 comes back, no gain
    assert state.returns() == [9.0 + 2.0]
    assert state.banker_net() == -11


def test_a_six_carries_the_wager_into_the_next_game():
    """'Die 6 ... bringt ihn in das nächſte Spiel.' [engelmann:kleeblatt.six]"""
    state = fixed(offers=["2S 3C 4D", "6S 3S 4H"])
    for action in ("take card 1", "wager 3", "take card 1"):
        state.apply_action(action)
    assert state.carried() == [3]
    nxt = fixed(offers=["2S 3C 4D", "5S 3S 4H"], carried=state.carried())
    for action in ("take card 1", "wager 1", "take card 1"):
        nxt.apply_action(action)
    assert nxt.banker_net() == (2 - 5) + 3 + 1  # main game, then the carried 3 and the new 1


def test_the_chosen_card_is_uniform_over_the_pack():
    """Three fresh cards from a freshly shuffled pack, one chosen blind: every card is equally
    likely (checked by enumerating all offers). [engelmann:kleeblatt.offer]"""
    dist = chosen_card_distribution(pack_cards("36"))
    assert set(dist.values()) == {Fraction(1, 36)}


def test_exact_expectations_of_the_full_pack():
    """Main game fair for the banker; the wager worth 2/13 if a 6 were a push and 31/156 with the
    text's carry rule. [engelmann:kleeblatt.banker, engelmann:kleeblatt.six]"""
    e = expectations("full")
    assert e.banker_main == 0 and e.mean_value == Fraction(74, 13)
    assert (e.p_under, e.p_over, e.p_six) == (Fraction(7, 13), Fraction(5, 13), Fraction(1, 13))
    assert e.side_bet_push == Fraction(2, 13) and e.side_bet_carry == Fraction(31, 156)


def test_monte_carlo_agrees_with_the_exact_expectations():
    """Simulated through the protocol, the banker's results lie within 4 standard errors of the
    exact values (a false alarm once in about 16,000 runs; the seed is fixed)."""
    e = expectations("full")
    sim = simulate(1500, seed=11)
    assert abs(sim["banker_main"] - float(e.banker_main)) < 4 * sim["banker_main_se"]
    assert abs(sim["banker_side_per_unit"] - float(e.side_bet_carry)) < 4 * sim["banker_side_se"]


@pytest.mark.parametrize("seed", range(40))
def test_every_game_ends_and_the_ledger_sums_to_zero(seed):
    """Any game played at random ends, and stakes, wagers and the bowl are conserved."""
    state = play(get_game("kleeblatt", players=1 + seed % 5).new_initial_state(seed=seed), seed=seed)
    assert state.is_terminal() and state.ledger.total() == 0
    assert state.ledger.balance("bowl") == 0
    assert sum(state.returns()) + state.banker_net() == -sum(state.carried()) + sum(state.carried())


def test_the_same_seed_gives_the_same_game():
    a = play(get_game("kleeblatt").new_initial_state(seed=5), seed=9)
    b = play(get_game("kleeblatt").new_initial_state(seed=5), seed=9)
    assert a.details() == b.details()


def test_an_illegal_choice_names_the_rule():
    """Choosing a fourth card is refused, citing the offer of three."""
    state = fixed(offers=["2S 3C 4D"])
    with pytest.raises(IllegalAction, match=r"take one of the three cards.*kleeblatt\.offer") as err:
        state.apply_action("take card 4")
    assert err.value.passage == "engelmann:kleeblatt.offer"


def test_an_illegal_wager_names_the_rule():
    state = fixed(offers=["2S 3C 4D"])
    state.apply_action("take card 2")
    with pytest.raises(IllegalAction, match=r"wager 9 is not a wager here.*kleeblatt\.side-bet"):
        state.apply_action("wager 9")


def test_a_pack_without_a_six_is_refused():
    """The text needs a card worth 6, so the 32-card piquet pack cannot be meant."""
    with pytest.raises(ValueError, match=r"pack='piquet' .*piquet pack has no 6.*kleeblatt\.six"):
        get_game("kleeblatt", pack="piquet")
    with pytest.raises(ValueError, match=r"unknown Kleeblatt pack 'piquet'.*needs a 6"):
        pack_cards("piquet")


def test_acting_after_the_end_is_refused():
    state = play(get_game("kleeblatt", players=1).new_initial_state(seed=1), seed=1)
    with pytest.raises(IllegalAction, match="the deal is over"):
        state.apply_action("take card 1")


@pytest.mark.parametrize("carried", [[1.5, 0, 0], [True, 0, 0], ["1", 0, 0], [-1, 0, 0],
                                     [0, 0], 5, "x", [None] * 3], ids=repr)
def test_a_carried_wager_is_a_whole_number_for_each_player(carried):
    """What a 6 left standing: one whole number >= 0 a player (not 1.5, not True).
    [engelmann:kleeblatt.six]"""
    with pytest.raises(ValueError, match=r"carried=.* a whole number >= 0, for each of the 3"):
        get_game("kleeblatt").new_initial_state(seed=0, carried=carried)


@pytest.mark.parametrize("offers", [["AS KS"], ["AS KS QS JS"], 5, "AS KS QS", ["AS AS KS"],
                                    ["AS KS 2X"], [None], ["AS KS 8H", "5S 6S 7S"]], ids=repr)
def test_every_fixed_offer_is_three_cards_of_the_pack(offers):
    """Each offer is three different cards of the pack, checked when the game is set up.
    [engelmann:kleeblatt.offer]"""
    with pytest.raises(ValueError, match=r"kleeblatt: offers=.*kleeblatt\.offer"):
        get_game("kleeblatt", pack="ombre").new_initial_state(seed=0, offers=offers)


def test_the_seats_are_the_players_and_the_banker_an_account():
    """The players are seats A, B, ...; the banker, who makes no decision, is an account of
    the ledger beside them. [engelmann:kleeblatt.banker]"""
    game = get_game("kleeblatt", players=4)
    state = play(game.new_initial_state(seed=2), seed=2)
    assert game.seats == ("A", "B", "C", "D")
    assert state.ledger.players == game.seats + ("banker",)


def test_a_session_carries_the_wagers_a_six_leaves_into_the_next_game():
    """Games in a row: each starts with what a 6 left standing in the one before.
    [engelmann:kleeblatt.six]"""
    from gamelib.core.session import Session
    from gamelib.games.kleeblatt import next_game

    session = Session(get_game("kleeblatt", players=4), next_game).play(60, seed=3)
    games = session.states
    assert [g.carried_in for g in games[1:]] == [g.carried() for g in games[:-1]]
    assert any(any(g.carried()) for g in games)
