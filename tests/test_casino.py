"""Casino for four, three and two (Engelmann 1798): captures, sweeps, Kehraus, the eleven points,
the deduction, the lurch, the three-player race, and his worked examples."""

import pytest

import gamelib
from gamelib import IllegalAction, get_game, play
from gamelib.core.cards import Card, CardSet, parse
from gamelib.games.casino import (
    AID_MOVES,
    AID_SETUP,
    EXAMPLE_MOVES,
    EXAMPLE_SETUP,
    LAST_CARD_CLEARS,
    LAST_COURT_PAIRS,
    LAST_TRICK,
    POINTS_A_DEAL,
    THREE_FINISH_DEAL,
    THREE_FINISH_ITEMS,
    THREE_FINISH_MOVES,
    captures,
    count_out,
    deal_points,
    deduct,
    partition,
    replay,
    scripted_deal,
    totals,
)

# -- captures --------------------------------------------------------------------------------


def test_a_seven_pairs_the_seven_and_takes_the_three_that_make_seven():
    """Table A 2 4 7, B's seven pairs the seven and takes A+2+4 as well: the table is cleared.
    [engelmann:casino.example-seven]"""
    takes = captures(Card("7H"), parse("AH 2C 4D 7S"))
    assert parse("AH 2C 4D 7S") in takes
    assert set(takes) == {parse("AH 2C 4D 7S"), parse("AH 2C 4D"), parse("7S")}


def test_ten_five_and_six_take_what_the_text_says():
    """The ten takes seven, two and ace; the five only ace and four; the six only four and two.
    [engelmann:casino.example-best]"""
    table = parse("AH 2C 4D 7S")
    assert captures(Card("TH"), table) == [parse("7S 2C AH")]
    assert captures(Card("5H"), table) == [parse("AH 4D")]
    assert captures(Card("6H"), table) == [parse("4D 2C")]


def test_a_ten_takes_every_pair_that_makes_ten_and_a_ten():
    """"eine Zehen [nimmt] eine 9 und As ... 8 2, 7 3, 6 4, 5 5, ſowohl als 10": eleven cards
    with one ten. [engelmann:casino.law-move]"""
    table = parse("9S AH 8S 2C 7S 3C 6S 4C 5S 5C TC")
    assert table in captures(Card("TH"), table) and table in captures(Card("TH"), table, "all")


def test_court_cards_only_pair():
    """A court card takes only cards of its own name, every one of them if it will.
    [engelmann:casino.courts, engelmann:casino.advice-2]"""
    table = parse("KS KD QH 5C")
    assert set(captures(Card("KH"), table)) == {parse("KS"), parse("KD"), parse("KS KD")}
    assert captures(Card("QS"), table) == [parse("QH")]
    assert captures(Card("JS"), table) == []
    assert captures(Card("KH"), table, "all") == [parse("KS KD")]


def test_an_ace_takes_only_aces():
    """"ſo können ſie doch keine andere Karte ſtechen, ſondern blos eines das andere".
    [engelmann:casino.aces]"""
    assert captures(Card("AH"), parse("AS AD 2C")) == [parse("AS AD"), parse("AS"), parse("AD")]


def test_each_table_card_counts_in_one_sum_only():
    """A 5 and a 5 make one ten, not two tens with a single five. [engelmann:casino.law-move]"""
    assert partition(Card("TH"), parse("5S 5C")) is not None
    assert partition(Card("TH"), parse("5S 5C 5D")) is None
    assert parse("5S 5C 5D") not in captures(Card("TH"), parse("5S 5C 5D"))


# -- bad input -------------------------------------------------------------------------------


def _example_state(**options):
    game = get_game("casino", players=4, **options)
    return game.new_initial_state(0, **EXAMPLE_SETUP)


def test_a_capture_whose_cards_do_not_add_up_is_refused():
    """B's seven cannot take A and 2: they make three. [engelmann:casino.law-move]"""
    state = _example_state()
    with pytest.raises(IllegalAction, match=r"2C AH do not add up to 7H.*casino\.law-move"):
        state.apply_action("7H takes AH 2C")


def test_a_court_card_cannot_be_taken_by_sums():
    """A ten cannot take a king and a nine as a sum: a court card is taken only by its own name.
    [engelmann:casino.courts]"""
    game = get_game("casino", players=2)
    state = game.new_initial_state(0, hands=["5C 6C 7C 8C", "TH 2D 3D 4D"],
                                   table="KS 9S AS 3S")
    with pytest.raises(IllegalAction, match=r"KS cannot be taken by sums.*casino\.courts"):
        state.apply_action("TH takes KS 9S")


def test_a_court_card_takes_nothing_by_sums():
    """A king cannot take a 9 and a 4: court cards only pair. [engelmann:casino.advice-2]"""
    game = get_game("casino", players=2)
    state = game.new_initial_state(0, hands=["5C 6C 7C 8C", "KH 2D 3D 4D"],
                                   table="9S 4S AS 3S")
    with pytest.raises(IllegalAction, match=r"a court card only pairs.*casino\.advice-2"):
        state.apply_action("KH takes 9S 4S")


def test_a_card_not_in_hand_is_refused():
    """One card, from one's own hand. [engelmann:casino.law-move]"""
    with pytest.raises(IllegalAction, match=r"B does not hold 9C.*casino\.law-move"):
        _example_state().apply_action("9C trails")


def test_take_all_refuses_a_smaller_capture():
    """With take="all", the seven must take all four cards it can. [engelmann:casino.law-move]"""
    state = _example_state(take="all")
    with pytest.raises(IllegalAction, match=r"must take every card it can combine.*4D 2C AH is left"):
        state.apply_action("7H takes 7S")
    state.apply_action("7H takes 7S 4D 2C AH")
    assert state.marks == [0, 1]


def test_a_capture_is_made_group_by_group():
    """The seven is played, then it takes its pair and its sum one at a time; with take="any"
    (default) the player may stop after any group ("mag"), but not before the first.
    [engelmann:casino.law-move]"""
    state = _example_state()
    state.apply_action("7H takes")
    assert [str(a) for a in state.legal_actions()] == ["take 7S", "take 4D 2C AH"]
    state.apply_action("take 7S")
    assert [str(a) for a in state.legal_actions()] == ["take 4D 2C AH", "done"]
    state.apply_action("done")
    assert state.moves[-1].taken == parse("7S") and sorted(map(str, state.table)) == ["2C", "4D", "AH"]
    assert state.player == 2 and state.marks == [0, 0]
    strict = _example_state(take="all")
    strict.apply_action("7H takes")
    strict.apply_action("take 7S")
    assert [str(a) for a in strict.legal_actions()] == ["take 4D 2C AH"]
    with pytest.raises(IllegalAction, match=r"B is taking with 7H"):
        strict.apply_action("done")


def test_a_take_takes_at_least_one_card():
    """A card named to take must take a pair or a sum before the player may stop: a card that
    takes nothing is laid to the table, "wo nicht, ſo giebt er eine zu", and never goes into
    the player's own pile. [engelmann:casino.law-move, engelmann:casino.example-next-round]"""
    state = _example_state()
    state.apply_action("7H takes")
    assert "done" not in [str(a) for a in state.legal_actions()]
    with pytest.raises(IllegalAction, match=r"taken nothing.*laid to the table.*example-next-round"):
        state.apply_action("done")
    assert state.pending is not None and not state.pending[1] and len(state.table) == 4


def test_unknown_options_and_player_counts_are_refused():
    """Four, three or two persons play; an option takes only the values it declares.
    [engelmann:casino.three-intro, engelmann:casino.two]"""
    with pytest.raises(ValueError, match=r"players=5 is not allowed.*casino\.three-intro"):
        get_game("casino", players=5)
    with pytest.raises(ValueError, match=r"option take='every'"):
        get_game("casino", take="every")
    with pytest.raises(ValueError, match=r"option target=21 is not allowed"):
        get_game("casino", players=3, target=21)


@pytest.mark.parametrize("players, target", [(3, 11), (4, 15), (2, 16)])
def test_the_target_belongs_to_the_number_of_players(players, target):
    """Three players play to fifteen (sixteen in the example), every other game to eleven.
    [engelmann:casino.three-rules, engelmann:casino.law-points]"""
    with pytest.raises(ValueError, match=rf"players={players}.*target={target}|"
                                         rf"target={target}.*three-rules"):
        get_game("casino", players=players, target=target)


@pytest.mark.parametrize("players", [2, 4])
def test_the_three_player_deduction_needs_three_players(players):
    """``three="deduction"`` reads the chapter's last sentence for three players; with two or
    four it does not apply and is refused naming both options. [engelmann:casino.two]"""
    with pytest.raises(ValueError, match=rf"three='deduction'.*players={players}"):
        get_game("casino", players=players, three="deduction")
    assert get_game("casino", players=players, three="usual").num_players == players


def test_a_wrong_hand_size_is_refused():
    """Four cards to each player and four to the table. [engelmann:casino.law-deal]"""
    with pytest.raises(ValueError, match=r"hand of B.*has 3 cards.*casino\.law-deal"):
        get_game("casino", players=2).new_initial_state(0, hands=["TH 2D 3D 4D", "5C 6C 7C"],
                                                        table="KS 9S AS 3S")
    with pytest.raises(ValueError, match=r"table='KS 9S AS' has 3 cards"):
        get_game("casino", players=2).new_initial_state(0, hands=["TH 2D 3D 4D", "5C 6C 7C 8C"],
                                                        table="KS 9S AS")


HANDS_2 = ["TH 2D 3D 4D", "5C 6C 7C 8C"]


@pytest.mark.parametrize("hands", [[None, None], 5, "TH 2D 3D 4D", ["TH 2D 3D 4D"],
                                   ["TH 2D 3D 4D", "5C 6C 7C ZZ"]],
                         ids=["nones", "a-number", "a-text", "one-hand", "no-card"])
def test_hands_that_are_no_hands_of_the_pack_are_refused_by_name(hands):
    """``hands`` is one hand of four cards of the pack for each player. [engelmann:casino.law-deal]"""
    with pytest.raises(ValueError, match=r"casino: hands"):
        get_game("casino", players=2).new_initial_state(0, hands=hands, table="KS 9S AS 3S")


def test_a_card_in_a_hand_and_on_the_table_is_refused():
    """No card is dealt twice. [engelmann:casino.law-deal]"""
    with pytest.raises(ValueError, match=r"card TH dealt twice"):
        get_game("casino", players=2).new_initial_state(0, hands=HANDS_2, table="KS 9S AS TH")


def test_a_stock_without_the_hands_or_not_the_rest_of_the_pack_is_refused():
    """The stock is the rest of the pack, given only with the hands and the table.
    [engelmann:casino.law-deal]"""
    game = get_game("casino", players=2)
    with pytest.raises(ValueError, match=r"hands= and table="):
        game.new_initial_state(0, stock="2C 3C")
    with pytest.raises(ValueError, match=r"hands= and table="):
        game.new_initial_state(0, hands=HANDS_2)
    with pytest.raises(ValueError, match=r"stock= must be exactly the cards"):
        game.new_initial_state(0, hands=HANDS_2, table="KS 9S AS 3S", stock="2C 3C")
    with pytest.raises(ValueError, match=r"stock="):
        game.new_initial_state(0, hands=HANDS_2, table="KS 9S AS 3S", stock=[None])


@pytest.mark.parametrize("dealer", [True, "1", 1.7, 4, -1])
def test_a_dealer_that_is_no_seat_is_refused(dealer):
    """The dealer is a seat, A to D. [engelmann:casino.example-deal]"""
    with pytest.raises(ValueError, match=r"casino: dealer=.* is no seat"):
        get_game("casino").new_initial_state(0, dealer=dealer)


@pytest.mark.parametrize("marks", [[1.5, 0], [True, 0], [-1, 0], [0], "00", 3, [11, 0]])
def test_marks_are_whole_points_below_the_target_for_each_side(marks):
    """Points are marked whole, one count for each side, none yet at the game.
    [engelmann:casino.law-points]"""
    with pytest.raises(ValueError, match=r"casino: marks="):
        get_game("casino").new_initial_state(0, marks=marks)


def test_the_seats_are_lettered_as_in_the_text():
    """A deals, B plays first, then C and D. [engelmann:casino.example-deal]"""
    assert get_game("casino").seats == ("A", "B", "C", "D")
    assert get_game("casino", players=3).seats == ("A", "B", "C")
    state = get_game("casino", players=2).new_initial_state(1)
    assert state.ledger.players == ("A", "B") and state.details()["dealer"] == "A"


# -- Engelmann's four-player deal, move by move --------------------------------------------------



@pytest.mark.parametrize("setup,moves", [(EXAMPLE_SETUP, EXAMPLE_MOVES), (AID_SETUP, AID_MOVES)],
                         ids=["eye-skip reading", "reading aid"])
def test_engelmanns_four_player_round(setup, moves):
    """After the first round "auf dem Tiſche bleiben ein König, eine Dame, ein Valet, eine Zehen,
    eine Neun, eine Fünf und eine Drei", B and D have cleared the table once each, A deals four
    more to each and none to the table, and B plays first again.
    [engelmann:casino.example-next-round, engelmann:casino.example-clear]"""
    state = get_game("casino", players=4).new_initial_state(0, **setup)
    made = replay(state, moves)
    assert [m.cleared for m in made].count(True) == 2
    assert {m.seat for m in made if m.cleared} == {1, 3}           # B and D
    assert sorted(c.rank for c in state.table) == sorted("KQJT953")
    assert state.marks == [0, 2]                                   # A+C 0, B+D 2
    assert state.round == 2 and all(len(h) == 4 for h in state.hands)
    assert len(state.stock) == 52 - 4 - 32 and state.player == 1   # B leads again


def test_each_move_of_the_example_trails_only_what_cannot_take():
    """In the example every card laid to the table could take nothing ("könnte nicht paaren").
    [engelmann:casino.example-round-1, engelmann:casino.example-round-3]"""
    state = _example_state()
    for label in EXAMPLE_MOVES:
        if label.endswith("trails"):
            card = Card(label.split()[0])
            assert captures(card, CardSet(state.table)) == [], label
        state.apply_action(label)


def test_after_clearing_the_table_the_next_player_must_lay_a_card():
    """"und C muß dem Tiſche eine Karte ſpielen" [engelmann:casino.example-clear]"""
    state = _example_state()
    state.apply_action(EXAMPLE_MOVES[0])
    assert not state.table and {a.kind for a in state.legal_actions()} == {"trail"}


# -- the end of a deal ------------------------------------------------------------------------


def _last_round(dealer_last: str, **options):
    """A two-player deal fixed so that the last round is known: stock in dealing order."""
    game = get_game("casino", players=2, **options)
    pack = gamelib.deck("full")
    hands = ["2H 3H 4H 5H", "2D 3D 4D 5D"]
    table = "KS KH QS QH"
    last = ["9C 8C 7C " + dealer_last, "9D 8D 7D 6D"]   # B then A receive these last
    used = parse(" ".join(hands + [table] + last))
    middle = [c for c in pack - used]
    stock = [str(c) for c in middle] + last[1].split() + last[0].split()
    return game.new_initial_state(0, hands=hands, table=table, stock=" ".join(stock))


def _play_first_legal_until_last_card(state):
    while not (not state.stock and state.player == state.dealer and len(state.hand(0)) == 1):
        legal = state.legal_actions()
        plain = [a for a in legal if a.kind == "trail" and a.value.rank not in "KQJ"]
        state.apply_action(plain[0] if plain else legal[0])
    return state


def test_the_dealers_court_card_at_the_last_trick_takes_the_rest():
    """"ausgenommen bei dem letzten Stich, wo der König, die Dame, oder der Valet, in der Hand
    des Gebers die noch übrigen Tiſchkarten wegnehmen kann" [engelmann:casino.courts]"""
    state = _play_first_legal_until_last_card(_last_round("JC"))
    assert [str(a) for a in state.legal_actions()] == ["JC Kehraus"]
    left = CardSet(state.table)
    state.apply_action("JC Kehraus")
    assert state.moves[-1].taken == left and not state.moves[-1].cleared
    assert state.deals[0]["kehraus"][0] == "A"


def test_the_last_trick_takes_what_is_left():
    """"Derjenige, der den letzten Stich macht, nachdem alle Karten gegeben worden, nimmt mit
    ſelbigem jede andere Karte, die noch auf dem Tiſche befindlich ſeyn mag" [engelmann:casino.law-sweep]"""
    game = get_game("casino", players=2)
    for seed in range(6):
        state = play(game.new_initial_state(seed), seed=seed)
        for deal in state.deals:
            assert deal["cards"] and sum(deal["cards"]) == 52


def test_the_kehraus_scores_no_point_unless_chosen():
    """The dealer's court card taking what does not pair with it marks no table-clearing point
    by default, one with kehraus_point=True: law 7 names the Kehraus and gives it no point, law
    6's point is for taking the last table card by pairs and sums (unspecified in source).
    [engelmann:casino.law-sweep, engelmann:casino.law-clear, engelmann:casino.advice-11-b]"""
    plain = _play_first_legal_until_last_card(_last_round("JC"))
    before = list(plain.sweeps)
    plain.apply_action("JC Kehraus")
    assert not plain.moves[-1].cleared and plain.deals[0]["sweeps"] == before
    chosen = _play_first_legal_until_last_card(_last_round("JC", kehraus_point=True))
    before = list(chosen.sweeps)
    chosen.apply_action("JC Kehraus")
    assert chosen.moves[-1].cleared and chosen.deals[0]["sweeps"][0] == before[0] + 1


@pytest.mark.parametrize("table,plays", [LAST_CARD_CLEARS, LAST_COURT_PAIRS],
                         ids=["pairs and sums", "the dealer's queen pairing all"])
def test_the_last_card_of_the_deal_that_clears_the_table_marks_a_point(table, plays):
    """"Derjenige, der die letzte Tiſchkarte nimmt, oder den Tiſch räumt, zählt für jedesmal
    unwiderruflich eine Point": each time, the last card of the deal too, when its pairs and
    sums take the last table card. [engelmann:casino.law-clear]"""
    state = scripted_deal(2, table, plays)
    made = replay(state, plays)
    assert [m.cleared for m in made] == [False] * 47 + [True]
    assert made[-1].table_after == () and state.deals[0]["sweeps"] == [1, 0]
    assert str(made[-1]).endswith("table cleared, 1 point")


@pytest.mark.parametrize("table,plays", [LAST_CARD_CLEARS, LAST_COURT_PAIRS],
                         ids=["pairs and sums", "the dealer's queen pairing all"])
def test_hoyles_reading_marks_nothing_for_clearing_with_the_last_card(table, plays):
    """Hoyle's Cassino: "if he clear the board before the conclusion of the game, he scores a
    point": with last_clear_point=False the deal's last card marks nothing, the cards still
    go to its side. [engelmann:casino.law-clear]"""
    state = scripted_deal(2, table, plays, last_clear_point=False)
    made = replay(state, plays)
    assert not any(m.cleared for m in made) and state.deals[0]["sweeps"] == [0, 0]
    assert made[-1].table_after == () and len(made[-1].taken) == len(made[-2].table_after)


def test_the_kehraus_and_hoyles_reading_cannot_be_chosen_together():
    """kehraus_point=True marks the Kehraus at the end of the deal, Hoyle's reading marks
    nothing there. [engelmann:casino.law-clear, engelmann:casino.law-sweep]"""
    with pytest.raises(ValueError, match=r"kehraus_point=True.*last_clear_point=False"):
        get_game("casino", kehraus_point=True, last_clear_point=False)
    with pytest.raises(ValueError, match=r"last_clear_point=0 is not allowed"):
        get_game("casino", last_clear_point=0)


def test_the_last_capturer_takes_the_cards_laid_after_it():
    """"wenn B oder C eine Karte gepaaret, und D kann keine gewinnen, ſo nimmt B oder C, der ſo
    gepaaret, die noch übrigen Tiſchkarten, nebſt denen von D und A, mit weg": C's eight is the
    last capture; D's three and A's seven, laid after it, go with the kings to A+C, and the
    Kehraus marks no point. [engelmann:casino.example-last, engelmann:casino.law-sweep]"""
    table, plays = LAST_TRICK
    state = scripted_deal(4, table, plays)
    made = replay(state, plays[:46])
    assert str(made[-1]) == "C's 8H takes 8S" and not state.stock
    for label in plays[46:]:                                  # D, then A: nothing to take
        assert state.player == {"3H": 3, "7S": 0}[label.split()[0]]
        assert not [a for a in state.legal_actions() if a.kind != "trail"]
        state.apply_action(label)
    deal = state.deals[0]
    assert deal["kehraus"] == ("A+C", "KS KH KD KC 7S 3H")
    assert deal["sweeps"] == [0, 0] and sum(deal["cards"]) == 52


def test_the_eleven_points_and_the_deduction():
    """Cards 3, big casino 2, little casino 1, aces 4, spades 1: eleven; the smaller side's
    points are deducted: 7 against 4 marks 3. [engelmann:casino.law-points,
    engelmann:casino.law-deduction-example]"""
    assert POINTS_A_DEAL == 11
    assert deduct([7, 4]) == [3, 0] and deduct([4, 7]) == [0, 3]
    assert deduct([4, 4]) == [0, 0]


def test_twenty_six_cards_each_score_nothing_and_four_four_marks_nothing():
    """"ſind deren 26, ſo zählt man nichts": eight points remain, and if they too split four
    and four, neither side marks. [engelmann:casino.count-cards, engelmann:casino.law-deduction-example]"""
    pack = list(gamelib.deck("full"))
    side0 = parse("TD AS AC")        # big casino and two aces: 4
    side1 = parse("2S AH AD")        # little casino, two aces, and (below) the spades: 4
    rest = [c for c in pack if c not in side0 | side1]
    spades = [c for c in rest if c.suit == "S"]
    others = [c for c in rest if c.suit != "S"]
    pile1 = side1 | CardSet(spades[:7]) | CardSet(others[: 26 - 3 - 7])
    pile0 = CardSet(pack) - pile1
    assert len(pile0) == len(pile1) == 26
    items = deal_points([pile0, pile1])
    assert totals(items, 2) == [4, 4] and deduct(totals(items, 2)) == [0, 0]


def test_the_majority_of_the_cards_makes_a_difference_of_six_points():
    """"da die Mehrheit der Karten von ſo großer Wichtigkeit iſt, und einen Unterſchied von 6
    Points macht": with the deduction, the three points for the cards count for one side or
    against it, so the same deal marked with 27 cards or with 25 differs by six.
    [engelmann:casino.advice-11-b, engelmann:casino.law-deduction]"""
    pack = list(gamelib.deck("full"))
    side0 = parse("TD AS AC")                       # big casino and two aces: 4
    side1 = parse("2S AH AD")                       # little casino, two aces, the spades: 4
    rest = [c for c in pack if c not in side0 | side1]
    spades = CardSet([c for c in rest if c.suit == "S"][:7])
    plain = [c for c in rest if c.suit != "S"]
    net = {}
    for cards0 in (27, 25):
        pile0 = side0 | CardSet(plain[: cards0 - 3])
        pile1 = CardSet(pack) - pile0
        assert len(pile0) == cards0 and not spades - pile1
        marked = deduct(totals(deal_points([pile0, pile1]), 2))
        net[cards0] = marked[0] - marked[1]
    assert net == {27: 3, 25: -3} and net[27] - net[25] == 6


# -- the three-player game ------------------------------------------------------------------



@pytest.mark.parametrize("target", [15, 16])
def test_the_order_of_counting_decides_the_race(target):
    """A 12, B 12, C 13; all three make 16, but B wins: A counts only big casino (14), then B
    little casino and cards (16) before any ace or the spades. [engelmann:casino.three-example-answer]"""
    result = count_out([12, 12, 13], THREE_FINISH_ITEMS, target)
    assert result.winner == 1 and result.decided_by == "cards"
    assert [s[0] for s in result.steps] == ["big casino", "little casino", "cards"]
    assert totals(THREE_FINISH_ITEMS, 3) == [4, 4, 3]   # each would reach 16




@pytest.mark.parametrize("target", [15, 16])
def test_engelmanns_three_player_finish_played_through(target):
    """The finish played as a deal: every player ends on 16 if all were counted, and B wins by
    the order of counting. [engelmann:casino.three-example-scores, engelmann:casino.three-example-answer]"""
    game = get_game("casino", players=3, target=target)
    state = game.new_initial_state(0, marks=[12, 12, 13], **THREE_FINISH_DEAL)
    replay(state, THREE_FINISH_MOVES)
    deal = state.deals[0]
    won = {item: side for item, _, side in deal["items"]}
    assert won == {"big casino": "A", "little casino": "B", "cards": "B", "spades": "C",
                   "ace of spades": "A", "ace of clubs": "A", "ace of hearts": "C",
                   "ace of diamonds": "C"}
    assert deal["sweeps"] == [0, 0, 0] and [12 + 4, 12 + 4, 13 + 3] == [16, 16, 16]
    assert state.is_terminal() and state.details()["winner"] == "B"
    assert state.decided_by == "cards" and state.marks == [14, 16, 13]
    assert state.returns() == [-1.0, 2.0, -1.0]


def test_three_players_mark_without_deduction():
    """"Jede Perſon marquirt die Points, die er gewinnt, ohne irgend einen Abzug"
    [engelmann:casino.three-rules]; the deduction reading of the last sentence is an option
    (Hoyle's three-handed rule). [engelmann:casino.two]"""
    assert get_game("casino", players=3).deduction is False
    game = get_game("casino", players=3, three="deduction")
    assert game.deduction and game.target == 11 and game.lurch == 5
    assert deduct([6, 3, 2]) == [1, 0, 0] and deduct([5, 3, 3]) == [0, 0, 0]


def test_the_lurch_is_a_double_game():
    """Game 11, lurch 5 for four and two players; fifteen and seven for three.
    [engelmann:casino.law-lurch, engelmann:casino.three-rules]"""
    assert (get_game("casino").target, get_game("casino").lurch) == (11, 5)
    assert (get_game("casino", players=3).target, get_game("casino", players=3).lurch) == (15, 7)
    state = play(get_game("casino", players=2).new_initial_state(3, marks=[10, 0]), seed=3)
    loser = 1 - ["A", "B"].index(state.details()["winner"])
    double = state.marks[loser] < 5
    assert abs(state.returns()[loser]) == (2 if double else 1)


def test_a_table_clearing_point_is_marked_at_once_and_can_end_the_game():
    """Table-clearing points are marked each time and never deducted; with game_end="at-once"
    (default; unspecified in source) reaching the target so ends the game in mid-deal.
    [engelmann:casino.sweeps-marked]"""
    state = get_game("casino", players=4).new_initial_state(0, marks=[0, 10], **EXAMPLE_SETUP)
    state.apply_action(EXAMPLE_MOVES[0])
    assert state.is_terminal() and state.decided_by == "table cleared"
    assert state.details()["winner"] == "B+D" and state.returns() == [-2.0, 2.0, -2.0, 2.0]
    later = get_game("casino", players=4, game_end="end-of-deal").new_initial_state(
        0, marks=[0, 10], **EXAMPLE_SETUP)
    later.apply_action(EXAMPLE_MOVES[0])
    assert not later.is_terminal() and later.winner == 1


# -- properties over many random games --------------------------------------------------------


@pytest.mark.parametrize("players", [4, 3, 2])
def test_random_games_end_conserve_the_pack_and_award_the_eleven_points(players):
    """Play terminates; a legal action always exists; table and piles hold the 52 cards; the
    eleven points are all awarded each deal unless the cards (or, for three, spades) tie; the
    ledger sums to zero. [engelmann:casino.law-points]"""
    game = get_game("casino", players=players)
    for seed in range(6):
        state = game.new_initial_state(seed)
        rng = gamelib.RandomPlayer(seed)
        while not state.is_terminal():
            assert state.legal_actions()
            places = state.whereabouts()
            assert sum(len(p) for p in places) == 52
            assert CardSet(sum(p.mask for p in places)) == gamelib.deck("full")
            state.apply_action(rng(state))
        assert state.ledger.total() == 0 and sum(state.returns()) == 0
        for deal in state.deals:
            awarded = sum(deal["points"])
            cards_tie = deal["cards"].count(max(deal["cards"])) > 1
            spades_tie = deal["spades"].count(max(deal["spades"])) > 1
            assert awarded == 11 - 3 * cards_tie - spades_tie
            assert sum(deal["cards"]) == 52


@pytest.mark.parametrize("players", [4, 3, 2])
def test_every_take_takes_something_from_the_table(players):
    """Each move, seen on the table itself: a take removes at least one table card, exactly the
    cards it records, which pair the card or make its number; a trail adds its card and nothing
    else; a Kehraus leaves the table empty. A card that takes nothing is laid to the table.
    [engelmann:casino.law-move, engelmann:casino.example-next-round, engelmann:casino.courts]"""
    game = get_game("casino", players=players)
    for seed in range(30):
        state = game.new_initial_state(seed)
        rng = gamelib.RandomPlayer(seed)
        while not state.is_terminal():
            table, deals, made = CardSet(state.table), len(state.deals), len(state.moves)
            side = game.side_of(state.player)
            pile = state.piles[side]
            while len(state.moves) == made:                  # one move, step by step
                state.apply_action(rng(state))
            move = state.moves[-1]
            ended = len(state.deals) > deals or state.is_terminal()
            after = CardSet(move.table_after) if ended else CardSet(state.table)
            assert after == CardSet(move.table_after), move
            if move.kind == "trail":
                assert after == table.add(move.card) and not move.taken, move
                continue
            assert move.taken and not move.taken - table, move
            assert after == table - move.taken, move
            if move.kind == "take":
                assert partition(move.card, move.taken) is not None, move
            else:
                assert not after, move
            if not ended:
                assert state.piles[side] == pile | move.taken.add(move.card), move


def test_the_same_seed_gives_the_same_game():
    game = get_game("casino", players=3)
    a = play(game.new_initial_state(11), seed=5)
    b = play(game.new_initial_state(11), seed=5)
    assert [str(m) for m in a.moves] == [str(m) for m in b.moves] and a.returns() == b.returns()


def test_information_shows_only_the_last_trick():
    """"Es iſt niemanden erlaubt, mehrere Stiche, als den letzgeſpielten nachzuſehen"
    [engelmann:casino.law-inspect]"""
    state = _example_state()
    replay(state, EXAMPLE_MOVES[:3])
    info = state.information(0)
    assert info["last trick"] == "D's QC takes QD — table cleared, 1 point"
    assert "piles" not in info and len(info["hand"]) == 4


def test_the_state_displays_itself():
    html = _example_state()._repr_html_()
    assert "table" in html and 'data-card="7S"' in html


@pytest.mark.parametrize("players,options", [
    (4, {"take": "all", "trail_when_able": False}),
    (3, {"three": "deduction", "leftover": "nobody"}),
    (2, {"game_end": "end-of-deal", "kehraus_point": True}),
    (3, {"target": 16}),
])
def test_every_option_plays_whole_games_that_balance(players, options):
    """Each choice the source leaves open plays whole games to the end with a balanced ledger;
    with leftover="nobody" uncounted cards stay on the table, never lost."""
    game = get_game("casino", players=players, **options)
    for seed in range(3):
        state = play(game.new_initial_state(seed), seed=seed)
        assert state.is_terminal() and state.ledger.total() == 0
        assert max(state.marks) >= game.target
        assert sum(len(p) for p in state.whereabouts()) == 52
        for deal in state.deals:
            assert sum(deal["points"]) <= 11
