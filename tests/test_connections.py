"""Engelmann's Connections (1798): deal, connections, trick winner, rights, payments."""

import pytest

from gamelib import IllegalAction, get_game
from gamelib.core.cards import Card, parse
from gamelib.core.engine import RandomPlayer, play
from gamelib.core.ledger import Ledger
from gamelib.games.connections import (
    BOOKLET_UNDEALT,
    CASSE,
    CONNECTION_CARDS,
    CONNECTIONS,
    MOST_TRICKS,
    PFENNIG_PER_THALER,
    WHIST,
    ConnectionsGame,
    card_count_check,
    completed,
    play_session,
    playable,
    trick_winner,
    undealt,
)

# The hands of the derived examples K-1 and K-2 (the chapter has no worked example).
K_HANDS = [parse("JS 2H 3H 4H 5H 6H 7H 8H"),
           parse("3S 9H TH 2C 3C 4C 5C 6C"),
           parse("AC 4S 7C 8C 9C TC JC QC"),
           parse("KS 5S 2D 3D 4D 5D 6D 7D")]


def cards(text):
    return [Card(face) for face in text.split()]


def test_hand_sizes_and_the_undealt_cards():
    """Four players get 8 cards, three get 10; 20 or 22 cards stay undealt.
    [engelmann:connections.deal]"""
    assert undealt(4) == 20 and undealt(3) == 22
    for players, size in ((4, 8), (3, 10)):
        state = ConnectionsGame(players=players).new_initial_state(seed=1)
        assert [len(h) for h in state.hands] == [size] * players
        assert len(state.undealt) == undealt(players)


def test_the_booklets_card_count_does_not_add_up():
    """The booklet says 22 or 24 cards remain; 52 - 4 x 8 is 20, so its 24 is impossible and
    the 20 of four players is missing. [engelmann:connections.deal]"""
    check = card_count_check()
    assert BOOKLET_UNDEALT == (22, 24)
    assert not check["agree"]
    assert check["printed but impossible"] == [24] and check["not in the text"] == [20]


def test_the_three_connections_and_their_payments():
    """Black aces 2 groschen (24 Pf), ace of spades with king of hearts 1 groschen (12 Pf), ace of
    clubs with jack of spades 6 Pf, each card its share. [engelmann:connections.first,
    engelmann:connections.second, engelmann:connections.third, engelmann:connections.payouts]"""
    assert [(str(c.cards), c.value) for c in CONNECTIONS] == [
        ("AS AC", 24), ("AS KH", 12), ("JS AC", 6)]
    assert [share for _, share in CONNECTIONS[2].shares] == [3, 3]
    assert str(CONNECTION_CARDS) == "AS JS KH AC"
    assert PFENNIG_PER_THALER == 288


def test_diamonds_are_always_trumps():
    """A diamond beats any other suit, as Whist's trick with diamonds trumps.
    [engelmann:connections.trump, engelmann:connections.whist]"""
    assert WHIST.trump == "D" and WHIST.winner(cards("AH 2D KH QH")) == 1
    assert WHIST.winner(cards("9S KS 2C QS")) == 1
    assert trick_winner(cards("AH 2D KH QH")) == 1


def test_k1_first_card_of_a_connection_takes_the_trick():
    """J of spades led, 3 of spades, ace of clubs, king of spades: the connection (A clubs + J
    spades) is on the table and no trump is played, so the leader of the jack wins although the
    king is higher. [engelmann:connections.trick-winner]"""
    assert trick_winner(cards("JS 3S AC KS")) == 0


def test_k2_a_trump_takes_a_trick_with_a_connection():
    """In a trick holding a connection, a trump played takes it. [engelmann:connections.trick-winner]"""
    assert trick_winner(cards("JS 3S AC 4D")) == 3
    assert trick_winner(cards("AS AC 4D 9D")) == 3


def test_overlapping_connections_all_count():
    """The ace of spades with the ace of clubs and the king of hearts makes the first and second
    connections at once; the first card of any takes the trick (unspecified in source)."""
    trick = cards("2H AS KH AC")
    assert [c.name for c in completed(trick)] == ["first", "second"]
    assert trick_winner(trick) == 1


def test_k1_k2_through_the_protocol_with_the_payment():
    """C may play the ace of clubs though he holds a spade (rule 12); D, after the connection,
    may trump with a diamond though he holds spades (rule 11), or follow with the king and lose
    to the jack. [engelmann:connections.card-right, engelmann:connections.trump-right]"""
    state = ConnectionsGame().new_initial_state(hands=K_HANDS)
    for face in ("JS", "3S", "AC"):
        state.apply_action(face)
    legal = {str(a) for a in state.legal_actions()}
    assert legal == {"KS", "5S", "2D", "3D", "4D", "5D", "6D", "7D"}
    branch = state.clone()
    state.apply_action("KS")
    assert state.tricks[0].winner == 0
    branch.apply_action("4D")
    assert branch.tricks[0].winner == 3


def test_the_third_connection_pays_each_card_its_dreier():
    """After the deal the third connection pays 3 Pf to each player of its cards ('einen Dreier
    für jede Karte'), or 6 Pf to the trick's winner with paid_to='trick'.
    [engelmann:connections.payouts]"""
    for paid_to, expected in (("cards", {"A": 3, "C": 3}), ("trick", {"A": 6})):
        state = ConnectionsGame(paid_to=paid_to).new_initial_state(hands=K_HANDS)
        for face in ("JS", "3S", "AC", "KS"):
            state.apply_action(face)
        play(state, RandomPlayer(0))
        lines = [(seat, amount) for n, conn, seat, amount in state.connection_lines() if n == 1]
        assert dict(lines) == expected


def test_k3_a_connection_card_may_be_played_to_any_suit_but_others_follow():
    """Hearts led: B may play the ace of spades, a connection card, though he holds hearts; C,
    holding hearts and no connection card, must follow. [engelmann:connections.card-right]"""
    hands = [parse("5H 2S 3S 4S 5S 6S 7S 8S"), parse("AS 9H 2C 3C 4C 5C 6C 7C"),
             parse("TH 9S 8C 9C TC JC QC KC"), parse("2D 3D 4D 5D 6D 7D 8D 9D")]
    state = ConnectionsGame().new_initial_state(hands=hands)
    state.apply_action("5H")
    assert "AS" in {str(a) for a in state.legal_actions()}
    state.apply_action("AS")
    with pytest.raises(IllegalAction, match=r"revoke: C holds hearts.*connections\.trump-right"):
        state.apply_action("9S")
    assert [str(a) for a in state.legal_actions()] == ["TH"]


def test_no_trumping_over_a_suit_held_without_a_connection():
    """Without a connection on the table suit must be followed; a trump is refused.
    [engelmann:connections.trump-right]"""
    state = ConnectionsGame().new_initial_state(hands=K_HANDS)
    for face in ("JS", "3S", "4S"):
        state.apply_action(face)
    with pytest.raises(IllegalAction, match=r"D holds spades and may trump over them only when "
                                            r"a connection lies on the table.*trump-right"):
        state.apply_action("2D")
    assert playable(parse("KS 2D"), cards("JS 3S 4S")) == parse("KS")


def test_most_tricks_take_six_pfennig_and_a_tie_nobody():
    """The most tricks of a deal draw 6 Pf from the Casse; equal tricks win nothing.
    [engelmann:connections.most-tricks]"""
    assert MOST_TRICKS == 6
    sole = tied = 0
    for seed in range(30):
        state = play(ConnectionsGame().new_initial_state(seed=seed), seed=seed)
        top = max(state.won)
        lines = [e for e in state.entries() if e.passage == "engelmann:connections.most-tricks"]
        if state.won.count(top) == 1:
            sole += 1
            assert len(lines) == 1 and max(lines[0].amounts.values()) == 6
        else:
            tied += 1
            assert not lines
    assert sole and tied


def test_an_empty_casse_is_restaked_first():
    """When the Casse cannot pay, every player stakes again first (unspecified in source), so
    nothing is ever drawn from an empty pool. [engelmann:connections.stakes]"""
    ledger = Ledger(("A", "B", "C", "D"), pots=[CASSE])
    state = ConnectionsGame(stake=24).new_initial_state(hands=K_HANDS, ledger=ledger)
    play(state, RandomPlayer(1))
    assert ledger.balance(CASSE) >= 0 and ledger.total() == 0
    assert any("stakes again" in e.label for e in state.entries())


def test_bad_options_are_refused():
    """Two, five or more players are not in the rules. [engelmann:connections.deal]"""
    with pytest.raises(ValueError, match=r"players=5 .*four players.*three.*connections\.deal"):
        get_game("connections", players=5)
    with pytest.raises(ValueError, match=r"8 cards each.*connections\.deal"):
        ConnectionsGame().new_initial_state(hands=[parse("AS")] * 4)


@pytest.mark.parametrize("options", [{"players": 4}, {"players": 3},
                                     {"players": 4, "paid_to": "cards"}])
def test_random_deals_end_balance_and_repeat(options):
    """Over many random deals: play ends, a legal action always exists, the tricks are the hand
    size, the ledger balances with the Casse, the same seed gives the same deal."""
    game = get_game("connections", **options)
    for seed in range(30):
        state = game.new_initial_state(seed=seed)
        policy = RandomPlayer(seed)
        while not state.is_terminal():
            assert state.legal_actions()
            state.apply_action(policy(state))
        assert sum(state.won) == game.hand_size
        assert state.ledger.total() == 0
        assert sum(state.returns()) + state.casse_change() == 0
        paid = sum(amount for *_, amount in state.connection_lines())
        assert paid == sum(c.value for t in state.tricks for c in completed(t.cards))
        if seed % 5 == 0:      # the same seed, the same deal and play
            again = play(game.new_initial_state(seed=seed), RandomPlayer(seed))
            assert again.details() == state.details()


def test_session_on_one_casse():
    """A session of deals on one Casse balances to zero."""
    ledger, states = play_session(25, seed=4, players=3)
    assert ledger.total() == 0 and len(states) == 25


@pytest.mark.parametrize("eldest", [True, "1", 1.7, 1.0, 4, -1], ids=repr)
def test_eldest_is_a_seat(eldest):
    """Eldest is a seat of the game, a whole number. [engelmann:connections.deal]"""
    with pytest.raises(ValueError, match=r"eldest=.* is no seat.*connections\.deal"):
        get_game("connections").new_initial_state(seed=1, eldest=eldest)
    with pytest.raises(ValueError, match=r"eldest=3 is no seat; the seats are 0 \.\. 2"):
        get_game("connections", players=3).new_initial_state(seed=1, eldest=3)


@pytest.mark.parametrize("deal", [0, -1, True, 2.0], ids=repr)
def test_the_deal_number_counts_from_one(deal):
    """The deals are numbered from 1: deal 0 in the ledger is the stakes."""
    with pytest.raises(ValueError, match=r"deal=.* the deals are numbered 1, 2, 3"):
        get_game("connections").new_initial_state(seed=1, deal=deal)


@pytest.mark.parametrize("ledger", ["x", Ledger(("A", "B", "C", "D")),
                                    Ledger(("A", "B"), pots=[CASSE])], ids=repr)
def test_a_ledger_holds_the_players_and_the_casse(ledger):
    """The ledger of earlier deals is a Ledger of the players with the Casse.
    [engelmann:connections.stakes]"""
    with pytest.raises(ValueError, match=r"ledger=.* a Ledger of the players A, B, C, D.*Casse"):
        get_game("connections").new_initial_state(seed=1, ledger=ledger)


@pytest.mark.parametrize("hands", [5, [None] * 4, "AS KS"], ids=repr)
def test_hands_that_are_no_hands_are_refused(hands):
    """Fixed hands are a list of hands of cards. [engelmann:connections.deal]"""
    with pytest.raises(ValueError, match=r"hands=.*connections\.deal"):
        get_game("connections").new_initial_state(seed=1, hands=hands)


def test_the_seats_are_named_from_a():
    """Four players are A to D, three A to C: the ledger's and the details' names."""
    for players, seats in ((4, ("A", "B", "C", "D")), (3, ("A", "B", "C"))):
        game = get_game("connections", players=players)
        state = play(game.new_initial_state(seed=2), seed=2)
        assert game.seats == seats == state.ledger.players
        assert tuple(state.details()["tricks"]) == seats


def test_a_session_moves_eldest_round_and_repeats_for_its_seed():
    """Each deal of a session is numbered and led by the next seat; the same seed plays the
    same session."""
    ledger, states = play_session(7, seed=5, players=3)
    assert [s.deal for s in states] == list(range(1, 8))
    assert [s.eldest for s in states] == [0, 1, 2, 0, 1, 2, 0]
    again, _ = play_session(7, seed=5, players=3)
    assert again.lines() == ledger.lines()


@pytest.mark.parametrize("cards, trump, wrong", [("AS XX", None, "cards"), (None, None, "cards"),
                                                 ("AS", "S", "trump"), ("AS", 3, "trump")],
                         ids=repr)
def test_the_hand_report_refuses_what_is_no_card_or_another_trump(cards, trump, wrong):
    """Cards of the 52-card pack; diamonds are always trumps. [engelmann:connections.trump]"""
    with pytest.raises(ValueError, match=f"connections: {wrong}="):
        ConnectionsGame().hand_report(cards, trump)


def test_a_trumped_connection_pays_the_trumps_player():
    """'10. Sollte im Herumſpielen, in welchem ſich eine Connection befindet, ein Trumpf geſpielt
    werden, ſo gewinnt dieſer den Stich' and 'XI. ... das Recht ſie zu trumpfen': by default the
    connection's money goes with its trick, so A's ace of spades and B's ace of clubs, trumped
    by C's two of diamonds, pay C the first connection's two groschen and A and B nothing.
    [engelmann:connections.trick-winner, engelmann:connections.trump-right,
    engelmann:connections.payouts]"""
    hands = [parse("AS 2H 3H 4H 5H 6H 7H 8H"), parse("AC 9H TH 2C 3C 4C 5C 6C"),
             parse("2D 3S 4S 7C 8C 9C TC JC"), parse("KS 5S 3D 4D 5D 6D 7D 8D")]
    state = get_game("connections").new_initial_state(hands=hands)
    for face in ("AS", "AC", "2D", "KS"):
        state.apply_action(face)
    play(state, RandomPlayer(0))
    first = [(seat, amount) for n, conn, seat, amount in state.connection_lines() if n == 1]
    assert first == [("C", 2 * 12)]
