"""Goodhope (Engelmann 1798): stakes, buying, Fear, Hope and Good Hope, the pot shares and fines,
the pairs, the redeal, and the pot carried from round to round."""

from fractions import Fraction

import pytest

import gamelib
from gamelib import IllegalAction, get_game, play
from gamelib.core.cards import Card, parse
from gamelib.games.goodhope import TRICK_RULES, GoodhopeSession, fines, pair_bonus, shares

Q, H = Fraction(1, 4), Fraction(1, 2)


def _fixed(pot=6, **options):
    """Four players, A deals and sits out; B, C, D hold the cards; hearts are trump; the
    stock starts QS."""
    options.setdefault("dealer_plays", False)
    game = get_game("goodhope", players=4, **options)
    rest = gamelib.deck("german") - parse("AH KH AS 7C TD 9D 8H QS")
    stock = "QS " + " ".join(str(c) for c in rest)
    return game.new_initial_state(0, pot=pot, hands=["", "AH KH", "AS 7C", "TD 9D"], trump="8H",
                                  stock=stock)


def test_the_german_pack_and_its_names():
    """Goodhope is "für die teutſche Karte verändert": 32 cards, Daus to Sieben.
    [engelmann:goodhope.intro, engelmann:goodhope.pairs]"""
    assert len(gamelib.deck("german")) == 32
    assert Card("AS").name("de") == "Grün Daus" and Card("QH").name("de") == "Herz Ober"


def test_the_dealer_is_free_of_stake_plays_and_turns_the_trump():
    """"Der Geber iſt Satzfrei und ſchlägt zuletzt ein Blatt auf, deſſen Farbe Trumpf iſt":
    free of the stake, not of the game; each other player stakes into the pot, and every
    player, the dealer too, gets two cards (dealer_plays=True, the default).
    [engelmann:goodhope.deal, engelmann:goodhope.stake, engelmann:goodhope.two-cards]"""
    state = get_game("goodhope", players=5, stake=4).new_initial_state(3)
    assert state.ledger.balance("A") == 0 and state.pot() == 16
    assert all(state.ledger.balance(seat) == -4 for seat in "BCDE")
    assert all(len(state.hand(i)) == 2 for i in range(5))
    assert state.trump == state.trump_card.suit and state.current_player() == 1
    assert state.seats_in_order()[-1] == 0                # the dealer speaks and plays last


def test_the_dealer_sits_out_on_the_other_reading():
    """dealer_plays=False reads 'Satzfrei' as out of the round: no stake, no cards.
    [engelmann:goodhope.deal]"""
    state = get_game("goodhope", players=5, stake=4, dealer_plays=False).new_initial_state(3)
    assert state.ledger.balance("A") == 0 and state.pot() == 16
    assert len(state.hand(0)) == 0 and all(len(state.hand(i)) == 2 for i in range(1, 5))


def test_buying_one_card_costs_half_the_stake_two_the_whole():
    """One card for "½ des Einſatzes", two for the price "doppelt", again at each purchase.
    [engelmann:goodhope.buy-one, engelmann:goodhope.buy-two]"""
    state = _fixed()
    state.apply_action("buy one for AH")
    assert state.ledger.balance("B") == -4 - 2 and len(state.hand(1)) == 2
    assert "AH" not in state.hand(1) and "QS" in state.hand(1)
    state.apply_action("buy two")
    state.apply_action("buy two")
    assert state.ledger.balance("B") == -4 - 2 - 4 - 4 and state.current_player() == 1


def test_fear_lays_the_cards_away_and_buying_after_it_is_refused():
    """"mit dem Ausdruck: Fear! Furcht! weglegen": who has passed buys nothing more.
    [engelmann:goodhope.fear]"""
    state = _fixed()
    state.apply_action("fear")
    assert len(state.hand(1)) == 0 and state.current_player() == 2
    with pytest.raises(IllegalAction, match=r"B said Fear.*buys nothing.*goodhope\.fear"):
        state.apply_action("B: buy two")
    with pytest.raises(IllegalAction, match=r"it is C's turn, not D's"):
        state.apply_action("D: keep")


def test_no_buying_once_the_announcements_begin():
    """"Die Spielenden ſagen hierauf an": buying comes before. [engelmann:goodhope.announce]"""
    state = _fixed()
    for action in ("keep", "keep", "keep"):
        state.apply_action(action)
    with pytest.raises(IllegalAction, match=r"buying is over.*goodhope\.announce"):
        state.apply_action("buy two")


def test_a_whole_round_good_hope_takes_the_pot_and_the_silent_loser_is_fined():
    """B says Good Hope and makes both tricks: the whole pot; C played silently and made none:
    a quarter of the pot as a fine, which stays for the next game. [engelmann:goodhope.both-tricks,
    engelmann:goodhope.silent-failed, engelmann:goodhope.play]"""
    state = _fixed(pot=6)
    for action in ("keep", "buy one for 7C", "keep", "fear", "good hope", "silent",
                   "play AH", "play QS", "play KH", "play AS"):
        state.apply_action(action)
    assert state.is_terminal()
    pot = 6 + 3 * 4 + 2
    assert state.details()["pot settled on"] == pot
    assert state.returns() == [0.0, -4 + pot, -4 - 2 - pot / 4, -4.0]
    assert state.pot() == Fraction(pot, 4)
    assert state.ledger.total() == 0


def test_the_first_player_leads_and_the_trick_winner_leads_the_second():
    """"Der erſte Spielende, dem Kartengeber zur Linken ſpielt das erſte Blatt aus und der,
    welcher den erſten Stich bekommt, das zweite." [engelmann:goodhope.play]"""
    state = _fixed()
    for action in ("keep", "keep", "keep", "hope", "hope", "silent"):
        state.apply_action(action)
    assert state.current_player() == 1
    state.apply_action("play KH")   # C and D have no heart
    state.apply_action("play AS")
    state.apply_action("play TD")
    assert state.tricks_won[1] == 1 and state.current_player() == 1


def test_trumps_win_and_suit_must_be_followed():
    """The highest trump, else the highest of the suit led (unspecified in source)."""
    assert TRICK_RULES["H"].winner([Card("AS"), Card("7H"), Card("KS")]) == 1
    assert TRICK_RULES["H"].winner([Card("9S"), Card("AD"), Card("KS")]) == 2
    state = _fixed()
    state.apply_action("keep")
    state.apply_action("buy one for 7C")   # C now holds AS QS
    for action in ("keep", "keep", "silent", "silent", "silent", "play AH"):
        state.apply_action(action)
    assert state.current_player() == 2
    state.apply_action("play QS")
    with pytest.raises(IllegalAction, match="must play one of"):
        state.apply_action("play 9S")


@pytest.mark.parametrize("said,tricks,drawn,fined", [
    ({0: "good hope", 1: "hope"}, {0: 2, 1: 0}, {0: 1}, {1: H}),          # rules 11 and 14
    ({0: "hope", 1: "silent"}, {0: 2, 1: 0}, {0: H}, {1: Q}),              # rules 11 and 15
    ({0: "silent", 1: "silent"}, {0: 2, 1: 0}, {0: Q}, {1: Q}),            # rule 11 [¼], rule 15
    ({0: "hope", 1: "hope"}, {0: 1, 1: 1}, {0: H, 1: H}, {}),              # rule 12
    ({0: "hope", 1: "silent"}, {0: 1, 1: 1}, {0: H, 1: Q}, {}),            # rule 12 "£" = ¼
    ({0: "silent", 1: "silent"}, {0: 1, 1: 1}, {0: Q, 1: Q}, {}),          # rule 12, half stays
    ({0: "good hope", 1: "silent"}, {0: 1, 1: 1}, {1: Q}, {0: H}),         # rule 13
    ({0: "good hope", 1: "silent", 2: "hope"}, {0: 0, 1: 2, 2: 0}, {1: Q}, {0: 1, 2: H, 1: 0}),
])
def test_the_pot_shares_and_the_fines(said, tricks, drawn, fined):
    """The shares and fines as printed, with the lost fractions read as quarters.
    [engelmann:goodhope.both-tricks, engelmann:goodhope.one-trick-each,
    engelmann:goodhope.good-hope-failed, engelmann:goodhope.hope-failed,
    engelmann:goodhope.silent-failed]"""
    assert shares(tricks, said) == drawn
    assert fines(tricks, said) == {p: f for p, f in fined.items() if f}


def test_two_silent_winners_leave_half_the_pot_standing():
    """"ſo erhält jeder nur [¼] des Pots, die andre Hälfte bleibt fürs künftige Spiel ſtehen"
    [engelmann:goodhope.one-trick-each]"""
    drawn = shares({0: 1, 1: 1}, {0: "silent", 1: "silent"})
    assert 1 - sum(drawn.values()) == H


def test_a_dealt_pair_draws_its_stake_three_or_twofold():
    """Two Daus, Könige, Ober or Unter: the stake threefold; two Zehnen, Neunen, Achten or
    Sieben: twofold; then buy new cards or rest. [engelmann:goodhope.pairs]"""
    assert pair_bonus(parse("AS AH")) == 3 and pair_bonus(parse("JS JC")) == 3
    assert pair_bonus(parse("7S 7H")) == 2 and pair_bonus(parse("AS KS")) == 0
    game = get_game("goodhope", players=4, stake=4, dealer_plays=False)
    state = game.new_initial_state(0, pot=0, hands=["", "AH AD", "7S 7C", "TD 9D"], trump="8H")
    state.apply_action("claim pair")
    assert state.ledger.balance("B") == -4 + 12 and state.pot() == 0
    assert [str(a) for a in state.legal_actions()] == ["buy two", "rest"]
    state.apply_action("rest")
    state.apply_action("claim pair")   # the pot is empty: nothing is left to draw
    assert state.ledger.balance("C") == -4


def test_the_pair_bonus_takes_no_more_than_the_pot_holds():
    """How a pair draws from a pot too small is unspecified in source: it takes what is there."""
    game = get_game("goodhope", players=3, stake=4, dealer_plays=False)
    state = game.new_initial_state(0, pot=2, hands=["", "AH AD", "7S 7C"], trump="8H")
    state.apply_action("claim pair")
    assert state.ledger.balance("B") == -4 + 10 and state.pot() == 0


def test_the_dealers_pair_draws_the_stake_he_was_spared():
    """The dealer plays free of stake; a dealt pair of his draws "ſeinen Satz", the stake the
    others pay, threefold or twofold, as anyone's. [engelmann:goodhope.deal,
    engelmann:goodhope.pairs]"""
    game = get_game("goodhope", players=3, stake=4)
    state = game.new_initial_state(0, pot=20, hands=["KS KH", "AH 9D", "7S 8C"], trump="8H")
    for action in ("keep", "keep"):
        state.apply_action(action)
    assert state.current_player() == 0
    state.apply_action("claim pair")
    assert state.ledger.balance("A") == 12


def test_a_player_without_a_pair_cannot_claim():
    with pytest.raises(IllegalAction, match=r"no dealt pair.*goodhope\.pairs"):
        _fixed().apply_action("claim pair")


def test_when_all_pass_the_cards_are_dealt_and_staked_anew():
    """"Wenn alle paſſen: ſo wird von neuem Karte ausgetheilt und eingeſetzt"; the pot stays.
    [engelmann:goodhope.all-pass]"""
    state = _fixed(pot=6)
    for _ in range(3):
        state.apply_action("fear")
    assert state.deal_number == 2 and not state.is_terminal()
    assert state.pot() == 6 + 2 * 3 * 4 and state.ledger.balance("B") == -8


def test_a_lone_player_means_a_new_deal_unless_chosen_otherwise():
    """One player alone cannot play tricks (unspecified in source): by default a new deal; with
    lone="takes-tricks" he makes both tricks unopposed."""
    state = _fixed()
    for action in ("keep", "fear", "fear"):
        state.apply_action(action)
    assert state.deal_number == 2
    alone = _fixed(pot=6, lone="takes-tricks")
    for action in ("keep", "fear", "fear", "hope"):
        alone.apply_action(action)
    assert alone.is_terminal() and alone.tricks_won == {1: 2}
    assert alone.ledger.balance("B") == -4 + Fraction(6 + 12, 2)


def test_options_and_bad_setups_are_refused():
    with pytest.raises(ValueError, match=r"players=1 .*from 2 to 16"):
        get_game("goodhope", players=1)
    with pytest.raises(ValueError, match=r"at least 3 players"):
        get_game("goodhope", players=2, dealer_plays=False)
    with pytest.raises(ValueError, match=r"option lone='never'"):
        get_game("goodhope", lone="never")
    with pytest.raises(ValueError, match=r"players=17 .*German pack of 32.*goodhope\.players"):
        get_game("goodhope", players=17)
    with pytest.raises(ValueError, match=r"players=16 with dealer_plays=True .* 16 in the game "
                                         r"need 33 cards"):
        get_game("goodhope", players=16, dealer_plays=True)
    assert get_game("goodhope", players=2, dealer_plays=True).num_players == 2
    with pytest.raises(ValueError, match=r"stake=0 .*above nothing.*goodhope\.stake"):
        get_game("goodhope", stake=0)
    assert get_game("goodhope", stake=Fraction(1, 2)).stake == Fraction(1, 2)
    with pytest.raises(ValueError, match=r"B has 3 cards: each player gets two"):
        get_game("goodhope").new_initial_state(0, hands=["", "AH KH QH", "AS 7C", "TD 9D"],
                                               trump="8H")
    with pytest.raises(ValueError, match=r"not in the German pack"):
        get_game("goodhope").new_initial_state(0, hands=["", "AH 2H", "AS 7C", "TD 9D"],
                                               trump="8H")


@pytest.mark.parametrize("players,options", [(3, {}), (4, {}), (6, {"dealer_plays": True}),
                                             (5, {"lone": "takes-tricks", "must_trump": True})])
def test_random_rounds_end_and_every_pot_movement_balances(players, options):
    """Play terminates, a legal action always exists, and players plus pot always sum to the
    pot brought in: every movement is a ledger entry. [engelmann:goodhope.stake]"""
    game = get_game("goodhope", players=players, **options)
    for seed in range(40):
        state = game.new_initial_state(seed, pot=Fraction(seed % 5))
        player = gamelib.RandomPlayer(seed)
        while not state.is_terminal():
            assert state.legal_actions()
            state.apply_action(player(state))
        balances = state.ledger.balances()
        assert state.ledger.total() == 0
        assert sum(balances[n] for n in game.seats) + state.pot() == seed % 5
        assert state.pot() >= 0


def test_a_session_carries_the_pot_and_conserves_the_money():
    """What is not taken stays "fürs künftige Spiel"; over many rounds the players' nets and the
    pot sum to zero. [engelmann:goodhope.one-trick-each]"""
    session = GoodhopeSession(get_game("goodhope", players=4), 30, seed=2)
    assert session.ledger.total() == 0
    for before, after in zip(session.rounds, session.rounds[1:]):
        assert after.pot_in == before.pot()
    assert session.pot() == session.rounds[-1].pot()


def test_the_same_seed_gives_the_same_round():
    game = get_game("goodhope", players=5)
    a = play(game.new_initial_state(9), seed=4)
    b = play(game.new_initial_state(9), seed=4)
    assert a.details() == b.details()


def test_the_round_displays_itself():
    html = _fixed()._repr_html_()
    assert "Herz Acht" in html and 'data-card="AH"' in html


HANDS = ["", "AH KH", "AS 7C", "TD 9D"]


@pytest.mark.parametrize("dealer", [True, "1", 1.7, 1.0, 4, -1], ids=repr)
def test_the_dealer_is_a_seat(dealer):
    """The dealer is one of the seats, a whole number. [engelmann:goodhope.deal]"""
    with pytest.raises(ValueError, match=r"dealer=.* is no seat.*goodhope\.deal"):
        get_game("goodhope").new_initial_state(0, dealer=dealer)


@pytest.mark.parametrize("pot", [None, -1, 1.5, "3", True, Fraction(-1, 4)], ids=repr)
def test_the_pot_carried_is_a_number_not_below_nothing(pot):
    """What the last round left in the pot: a whole number or a Fraction, at least nothing.
    [engelmann:goodhope.one-trick-each]"""
    with pytest.raises(ValueError, match=r"pot=.*goodhope\.one-trick-each"):
        get_game("goodhope").new_initial_state(0, pot=pot)


@pytest.mark.parametrize("setup", [{"trump": "8H"}, {"stock": "QS KS"}], ids=repr)
def test_trump_and_stock_are_fixed_only_with_the_hands(setup):
    """A turned trump or a stock without the hands would be dealt over: refused by name."""
    with pytest.raises(ValueError, match=r"(trump|stock)=.* without hands="):
        get_game("goodhope").new_initial_state(0, **setup)


@pytest.mark.parametrize("setup, wrong", [
    ({"hands": 5, "trump": "8H"}, "hands"), ({"hands": [None] * 4, "trump": "8H"}, "hands"),
    ({"hands": HANDS[:3], "trump": "8H"}, "hands"), ({"hands": HANDS, "trump": 5}, "trump"),
    ({"hands": HANDS, "trump": "AH"}, "trump"), ({"hands": HANDS, "trump": "2H"}, "trump"),
    ({"hands": HANDS, "trump": "8H", "stock": "AH QS"}, "stock"),
    ({"hands": HANDS, "trump": "8H", "stock": "QS QS"}, "stock"),
    ({"hands": HANDS, "trump": "8H", "stock": [None]}, "stock")], ids=repr)
def test_a_fixed_deal_puts_no_card_in_play_twice(setup, wrong):
    """Hands one a seat, a trump card turned from the rest of the German pack, a stock of
    the cards neither dealt nor turned. [engelmann:goodhope.deal, engelmann:goodhope.two-cards]"""
    with pytest.raises(ValueError, match=f"goodhope: {wrong}"):
        get_game("goodhope", dealer_plays=False).new_initial_state(0, **setup)


def test_the_seats_are_named_p1_onwards():
    """The seats A, B, ... name the ledger's accounts and the details' players."""
    game = get_game("goodhope", players=5)
    state = play(game.new_initial_state(4), seed=4)
    assert game.seats == ("A", "B", "C", "D", "E") == state.ledger.players
    assert state.details()["dealer"] == "A"


def test_a_session_passes_the_deal_to_the_left():
    """After each round the deal passes to the left (unspecified in source); a round begins
    with the pot the last one left."""
    session = GoodhopeSession(get_game("goodhope", players=3), 5, seed=8)
    assert [r.dealer for r in session.rounds] == [0, 1, 2, 0, 1]
    assert [r.pot_in for r in session.rounds[1:]] == [r.pot() for r in session.rounds[:-1]]
    assert [e.hand for e in session.ledger.entries][-1] == 5
