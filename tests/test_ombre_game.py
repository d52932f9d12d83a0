"""A whole hand of Ombre through the protocol, per source: the deal, the auction, the exchange,
the play and the settlement; the options and the set-up keywords checked."""

import pytest

from gamelib import get_game
from gamelib.core.cards import Card, CardSet, parse
from gamelib.core.engine import IllegalAction, RandomPlayer, play
from gamelib.games.ombre.tariff import matador_fiches

# The eldest (seat 1, at the dealer's right) holds the nine highest spade trumps.
STRONG = ["AS 2S AC KS QS JS 7S 6S 5S", "KH QH JH AH 2H 3H 4H 5H 6H",
          "KD QD JD AD 2D 3D 4D 5D 6D"]


def state(rules="academie", seed=1, **kw):
    opts = {k: kw.pop(k) for k in list(kw) if k in
            ("favourite", "form", "retourne", "forced_spadille", "single_payment",
             "gasco_vole_paid", "failed_vole_four")}
    return get_game("ombre", rules=rules, **opts).new_initial_state(seed, **kw)


def run(s, *labels):
    for label in labels:
        s.apply_action(label)
    return s


def labels(s):
    return [str(a) for a in s.legal_actions()]


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_deal_nine_each_thirteen_in_the_stock(rules):
    """Nine cards each, three at a time, thirteen in the stock (noothoven:ombre.deal,
    academie:deal.deal); the same seed deals the same hands."""
    a, b = state(rules, seed=5), state(rules, seed=5)
    hands = [a.hand(p) for p in range(3)]
    assert [len(h) for h in hands] == [9, 9, 9] and len(a.stock) == 13
    assert len(hands[0] | hands[1] | hands[2] | CardSet(a.stock)) == 40
    assert hands == [b.hand(p) for p in range(3)] and a.stock == b.stock
    assert a.current_player() == 1  # the eldest, at the dealer's right, speaks first


def test_hand_of_wrong_size_is_refused():
    """A hand of the wrong size raises IllegalAction naming the rule and passage."""
    with pytest.raises(IllegalAction, match=r"wrong size.*dealt 9.*academie:deal.deal"):
        state("academie", hands=["AS 2S", "KH", "KD"])
    with pytest.raises(IllegalAction, match=r"wrong size.*noothoven:ombre.deal"):
        state("noothoven", hands=["AS"])


@pytest.mark.parametrize("bids,ombre,contract", [
    (["ask leave", "pass", "pass"], 1, "ask-leave"),
    (["ask leave", "pass", "sans prendre", "pass"], 0, "sans-prendre"),
    (["ask leave", "pass", "sans prendre", "sans prendre", "pass"], 1, "sans-prendre"),
    (["sans prendre", "vole", "pass", "pass"], 2, "vole"),
])
def test_academie_auction_examples(bids, ombre, contract):
    """The Académie's bidding examples (academie:bid.examples): priority lets the eldest match."""
    s = run(state("academie"), *bids)
    assert s.active[s.ombre] == ombre and s.contract == contract


@pytest.mark.parametrize("bids,ombre,contract", [
    (["ask leave", "pass", "retourne", "retourne", "sans prendre", "pass"], 0, "sans-prendre"),
    (["pass", "ask leave", "retourne", "retourne", "pass"], 2, "retourne"),
])
def test_academie_retourne_examples(bids, ombre, contract):
    """The Retourne examples (academie:retourne.example1, academie:retourne.example2)."""
    s = run(state("academie", retourne=True), *bids)
    assert s.active[s.ombre] == ombre and s.contract == contract


def test_vole_cannot_be_matched():
    """"when a player commits to the vole it is clear that no one else can do the same"
    (academie:bid.examples)."""
    s = run(state("academie"), "pass", "vole")
    assert "vole" not in labels(s)


def test_bid_below_the_current_one_is_refused():
    """A bid below the current one raises IllegalAction (academie:bid.priority,
    noothoven:ombre.overcall)."""
    s = run(state("academie"), "sans prendre")
    with pytest.raises(IllegalAction, match=r"below the current one.*academie:bid.priority"):
        s.apply_action("ask leave")
    s = run(state("noothoven"), "ask")
    with pytest.raises(IllegalAction, match=r"below the current one.*noothoven:ombre.overcall"):
        s.apply_action("ask")


def test_pass_is_final():
    """A player who passed is not asked again (academie:bid.pass, noothoven:ombre.pass-final)."""
    s = run(state("noothoven"), "pass", "ask")
    assert s.current_player() == 0
    run(s, "sans-prendre")
    assert s.current_player() == 2  # the overcalled asker, not the passed eldest


def test_gasco_needs_both_black_aces():
    """Gasco without both black aces raises IllegalAction (noothoven:ombre.gasco)."""
    s = state("noothoven", hands=[STRONG[1], STRONG[0], STRONG[2]])
    with pytest.raises(IllegalAction, match=r"gasco without both black aces.*noothoven:ombre.gasco"):
        s.apply_action("gasco")
    s.apply_action("pass")
    assert "gasco" in labels(s)  # the second player holds Spadille and Basta


def test_gasco_turns_the_top_card_for_trump():
    """In gasco the top card of the stock is turned and is trump; the ombre takes it with the
    others (noothoven:ombre.gasco)."""
    s = state("noothoven", hands=STRONG)
    top = s.stock[0]
    run(s, "gasco", "pass", "pass", "gasco")
    assert s.turned == top and "SHDC"[s.trump] == parse(str(CardSet([top]))).sorted()[0].suit
    assert "take none" not in labels(s)  # he must discard at least one for the turned card
    run(s, "discard 5S", "take 1")
    assert top in s.hand(1)


def test_gasco_shows_the_black_aces_to_every_player():
    """The gasco player lays his black aces on the table ("die men dan op de tafel vertoont",
    noothoven:ombre.gasco): every player's information names the cards and who showed them,
    also when the gasco is overcalled."""
    s = state("noothoven", hands=STRONG)
    assert all(s.information(p)["shown"] == {} for p in range(3))
    run(s, "gasco")
    aces = parse("AS AC")
    for p in range(3):
        assert s.information(p)["shown"] == {s.active[0]: aces}
    run(s, "sans-prendre")  # the next speaker takes the game: the aces stay shown
    assert s.information(s.active[2])["shown"] == {s.active[0]: aces}
    assert s.clone().information(0)["shown"] == {s.active[0]: aces}


def test_booklet_plays_with_the_favourite_by_default():
    """"Door favorite of kleur, verstaat men de kleur van de kaart, die boven ligt, als het
    wasch-spel omgekeerd wordt. Is men overeengekomen om dit niet te doen ... dan bestaat er
    geen favorite" (noothoven:ombre.favourite): the favourite is turned unless the players
    agree not to (``favourite=False``); the ask in the favourite is then on the ladder
    (noothoven:ombre.overcall)."""
    game = get_game("ombre", rules="noothoven")
    assert game.favourite
    s = game.new_initial_state(4)
    assert s.favourite in "SHDC" and "ask in favourite" in labels(s)
    for form in ("a-quatre", "cinquille"):
        assert get_game("ombre", rules="noothoven", form=form).new_initial_state(4).favourite
    agreed = get_game("ombre", rules="noothoven", favourite=False).new_initial_state(4)
    assert agreed.favourite is None and "ask in favourite" not in labels(agreed)


# B holds both black aces and the heart trumps but one (KH, the top of the stock, turned for
# gasco), and a low spade; A clubs and the king of spades, C diamonds.
GASCO = ["AS AC 7H AH QH JH 2H 3H 2S", "KS KC QC JC 7C 6C 5C 4C 3C",
         "AD KD QD JD 7D 6D 5D 4D 3D"]
GASCO_STOCK = "KH 4H 5H 6H 2C 2D QS JS 7S 6S 5S 4S 3S"


def _gasco_vole_failed(**opts):
    """B's gasco in hearts: five straight tricks, the vole played on, lost at the ninth."""
    s = get_game("ombre", rules="noothoven", **opts).new_initial_state(
        1, hands=GASCO, stock=[int(Card(c)) for c in GASCO_STOCK.split()], favourite="S")
    run(s, "gasco", "pass", "pass", "gasco", "discard 3H", "take 1", "take none", "take none",
        "leave the rest hidden")
    tricks = zip("AS 7H AC AH KH QH JH 2H 2S".split(), "3C 4C 5C 6C 7C JC QC KC KS".split(),
                 "3D 4D 5D 6D 7D JD QD KD AD".split())
    for i, trick in enumerate(tricks):
        if i == 5:
            run(s, "play on for the vole")
        run(s, *trick)
    assert s.contract == "gasco" and s.result == "failed-vole"
    return s


def test_failed_vole_after_gasco_costs_nothing_when_its_vole_is_unpaid():
    """A failed vole deducts "de vole" (noothoven:ombre.vole), what the vole pays: after gasco,
    whose vole is not paid (noothoven:ombre.pay-vole-gasco), nothing. B is paid gasco 3,
    eight matadors 6 and premières 1 by each, as if he had laid down after five tricks."""
    s = _gasco_vole_failed()
    each = 3 + matador_fiches(8) + 1
    assert s.returns() == [-each, 2 * each, -each]
    assert not [p for p in s.details()["payments"] if "failed vole" in p]


def test_failed_vole_after_gasco_four_fiches_when_read_literally():
    """Option ``failed_vole_four``: the "vier fiches" of noothoven:ombre.pay-failed-vole
    deducted after gasco too; with the vole after gasco paid, the vole's four fiches
    (noothoven:ombre.vole) are the same four."""
    each = 3 + matador_fiches(8) + 1 - 4
    assert _gasco_vole_failed(failed_vole_four=True).returns() == [-each, 2 * each, -each]
    assert _gasco_vole_failed(gasco_vole_paid=True).returns() == [-each, 2 * each, -each]


def test_noothoven_declares_after_winning():
    """The asker, once the others pass, declares his game and trump (noothoven:ombre.declare)."""
    s = run(state("noothoven"), "ask", "pass", "pass")
    assert {"ask in hearts", "sans prendre in clubs", "vole déclarée in spades"} <= set(labels(s))
    run(s, "sans-prendre in clubs")
    assert s.contract == "sans-prendre" and s.exch_order[0] != s.ombre


def test_ask_leave_must_discard_at_least_one():
    """"the discard, which must always be at least one card" (academie:exchange.ask-leave)."""
    s = run(state("academie"), "ask leave", "pass", "pass", "trumps hearts")
    with pytest.raises(IllegalAction, match=r"a discard the contract forbids.*at least 1.*"
                                            r"academie:exchange.ask-leave"):
        s.apply_action("take none")


def test_retourne_must_discard_two():
    """Retourne: "He must discard at least two cards" (academie:retourne.turn-up)."""
    s = run(state("academie", retourne=True), "retourne", "pass", "pass")
    card = str(s.hand(1).sorted()[0])
    run(s, f"discard {card}")
    with pytest.raises(IllegalAction, match=r"at least two.*academie:retourne.turn-up"):
        s.apply_action("take 1")


def test_exchange_order_and_the_rest_of_the_stock():
    """The ombre exchanges first, then the player at his right, then the last, who chooses to
    show the rest (academie:exchange.ask-leave)."""
    s = run(state("academie"), "ask leave", "pass", "pass", "trumps spades")
    assert s.current_player() == 1
    first = str(s.hand(1).sorted()[0])
    run(s, f"discard {first}", "take 1")
    assert s.current_player() == 2
    run(s, "take none")
    assert s.current_player() == 0
    run(s, "take none", "look at the rest and show it")
    assert len(s.information(2)["rest of the stock"]) == 12
    assert s.phase == "play" and s.current_player() == 1  # the eldest leads


def test_sans_prendre_ombre_does_not_discard():
    """Sans Prendre: the Ombre does not discard; the others may (academie:exchange.sans-prendre)."""
    s = run(state("academie"), "sans prendre", "pass", "pass", "trumps clubs")
    assert s.current_player() == 2


def _to_play(rules="academie", hands=STRONG, **kw):
    s = state(rules, hands=hands, **kw)
    if rules == "academie":
        run(s, "sans prendre", "pass", "pass", "trumps spades", "take none", "take none",
            "do not look")
    else:
        run(s, "sans-prendre", "pass", "pass", "sans-prendre in spades", "take none", "take none",
            "leave the rest hidden")
    return s


def test_revoke_is_refused_through_the_protocol():
    """Revoking raises IllegalAction naming the rule and passage (academie:play.follow-suit)."""
    hands = ["AS 2S AC KS QS JS 7S 6S KH", "QH JH AH 2H 3H 4H 5H 6H KC",
             "KD QD JD AD 2D 3D 4D 5D 6D"]
    s = _to_play(hands=hands)
    run(s, "KH")
    with pytest.raises(IllegalAction, match=r"revoke.*academie:play.follow-suit"):
        s.apply_action("KC")


def test_forced_matador_through_the_protocol():
    """Spadille led forces a lone lower matador (noothoven:ombre.trump-led)."""
    hands = ["AS 2S KS QS JS 7S 6S 5S 4S", "AC QH JH AH 2H 3H 4H 5H 6H",
             "KD QD JD AD 2D 3D 4D 5D 6D"]
    s = _to_play("noothoven", hands=hands)
    run(s, "AS")
    assert labels(s) == ["AC"]
    with pytest.raises(IllegalAction, match=r"forced matador.*noothoven:ombre.trump-led"):
        s.apply_action("QH")


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_play_on_for_the_vole_is_a_decision_after_five_straight_tricks(rules):
    """After five straight tricks the ombre decides to play on for the vole or lay down
    (academie:vole.committed, noothoven:ombre.vole-going-on)."""
    s = _to_play(rules)
    for card in ["AS", "KH", "KD", "2S", "QH", "QD", "AC", "JH", "JD", "KS", "AH", "AD",
                 "QS", "2H", "2D"]:
        s.apply_action(card)
    assert labels(s) == ["play on for the vole", "lay down"]
    laid = s.clone()
    laid.apply_action("lay down")
    assert laid.is_terminal() and laid.result == "win" and laid.split() == (5, 0, 0)
    run(s, "play on for the vole")
    play(s, RandomPlayer(0))
    assert s.committed and s.result == "vole"


def test_booklet_vole_is_paid_with_premieres_and_matadors():
    """Sans-prendre vole: 4 + matadors (AS 2S AC KS QS JS 7S 6S 5S: nine in sequence, 7 fiches)
    + premieres 1 + vole 4 from each (noothoven:ombre.pay-sans-prendre,
    noothoven:ombre.pay-matadors, noothoven:ombre.pay-premieres, noothoven:ombre.pay-vole-sp)."""
    s = _to_play("noothoven")
    run(s, *["AS", "KH", "KD", "2S", "QH", "QD", "AC", "JH", "JD", "KS", "AH", "AD",
             "QS", "2H", "2D", "play on for the vole"])
    play(s, RandomPlayer(0))
    each = 4 + 7 + 1 + 4
    assert s.returns() == [-each, 2 * each, -each]


def test_forced_spadille_makes_its_holder_ombre():
    """All pass: the holder of Spadille plays Ask Leave, without the vole
    (academie:options.forced-spadille, academie:options.forced-spadille.no-vole)."""
    s = state("academie", hands=STRONG, forced_spadille=True)
    run(s, "pass", "pass", "pass")
    assert s.current_player() == 1 and labels(s) == ["declare Spadille", "keep Spadille silent"]
    run(s, "declare Spadille")
    assert s.active[s.ombre] == 1 and s.contract == "ask-leave" and s.forced
    run(s, "trumps spades", "discard 5S", "take 1", "take none", "take none", "do not look")
    for card in ["AS", "KH", "KD", "2S", "QH", "QD", "AC", "JH", "JD", "KS", "AH", "AD",
                 "QS", "2H", "2D"]:
        s.apply_action(card)
    assert "play on for the vole" not in labels(s)


def test_options_belong_to_their_source():
    """An option of the other source, or an unknown form, is refused by name."""
    with pytest.raises(ValueError, match="no option 'retourne'.*belongs to the rules academie"):
        get_game("ombre", rules="noothoven", retourne=True)
    with pytest.raises(ValueError, match="no option 'favourite'.*belongs to the rules noothoven"):
        get_game("ombre", rules="academie", favourite=True)
    with pytest.raises(ValueError, match="form='a-six' is not allowed.*'a-deux'"):
        get_game("ombre", rules="noothoven", form="a-six")


def test_ombre_declares_every_option_of_both_rule_sets():
    """Every option is declared with its rule set, its default and its passage; the booklet
    plays with the favourite by default (noothoven:ombre.favourite)."""
    declared = {o.name: o for o in get_game("ombre").OPTIONS}
    assert set(declared) == {"rules", "favourite", "gasco_vole_paid", "failed_vole_four", "form",
                             "forced_spadille", "single_payment", "retourne", "marking"}
    assert declared["rules"].choices == ("academie", "noothoven")
    assert declared["favourite"].default is True and declared["favourite"].rules == ("noothoven",)
    assert declared["marking"].rules == ("academie",)
    assert get_game("ombre", rules="noothoven").favourite
    assert not get_game("ombre", rules="academie").favourite


@pytest.mark.parametrize("dealer", [1.7, "1", True, -1, 3, None])
def test_the_dealer_is_a_seat(dealer):
    """The dealer is one of the seats, a whole number (academie:deal.deal)."""
    with pytest.raises(ValueError, match="dealer="):
        get_game("ombre").new_initial_state(seed=1, dealer=dealer)


def test_a_stock_without_the_hands_is_refused():
    """A stock given alone would put its cards into play twice: 9 x 3 dealt + 13 = 40
    (academie:deal.deal)."""
    stock = "2S 3S 4S 5S 6S 7S JS QS KS 2H 3H 4H 5H"
    with pytest.raises(ValueError, match="stock= without hands="):
        get_game("ombre").new_initial_state(seed=1, stock=stock)


@pytest.mark.parametrize("hands", [5, [None] * 3, "AS 2S", [[1, 2]] * 2, [["AS"] * 9] * 3])
def test_hands_are_checked(hands):
    """Hands are a list of one hand of nine cards per player, cards of the Ombre pack, none
    twice (academie:deal.deal, academie:cards.deck)."""
    with pytest.raises(ValueError):
        get_game("ombre").new_initial_state(seed=1, hands=hands)


@pytest.mark.parametrize("session", [object(), "pool", 3])
def test_a_session_is_a_pool_session(session):
    """A hand is played into the Académie's pool session, nothing else (academie:pool.name)."""
    with pytest.raises(ValueError, match="session="):
        get_game("ombre").new_initial_state(seed=1, session=session)


def test_a_session_is_refused_under_the_booklet():
    """The booklet pays in fiches between the players: no pool (noothoven:ombre.pay-vraag)."""
    from gamelib.games.ombre.pool import PoolSession
    with pytest.raises(ValueError, match="session="):
        get_game("ombre", rules="noothoven").new_initial_state(seed=1, session=PoolSession())


@pytest.mark.parametrize("options, favourite", [({"rules": "noothoven"}, "X"),
                                                ({"rules": "noothoven"}, 1),
                                                ({"rules": "noothoven", "favourite": False}, "S"),
                                                ({"rules": "academie"}, "S"),
                                                ({"rules": "noothoven", "form": "a-deux"}, "S")])
def test_the_favourite_is_a_suit_of_a_game_with_one(options, favourite):
    """The favourite is a suit, and only where one is turned (noothoven:ombre.favourite); at
    ombre a deux it is diamonds (noothoven:ombre.a-deux)."""
    with pytest.raises(ValueError, match="favourite="):
        get_game("ombre", **options).new_initial_state(seed=1, favourite=favourite)


def test_an_unknown_set_up_keyword_is_refused():
    """The set-up keywords are named: hands, stock, dealer, favourite, session."""
    with pytest.raises(ValueError, match="no set-up keyword 'talon'"):
        get_game("ombre").new_initial_state(seed=1, talon="AS")


def test_ombre_a_deux_pack_and_favourite():
    """Ombre à deux: all diamonds but the manille out, diamonds the favourite
    (noothoven:ombre.a-deux)."""
    g = get_game("ombre", rules="noothoven", form="a-deux")
    assert len(g.deck) == 31 and parse("7D").mask & g.deck.mask
    s = g.new_initial_state(3)
    assert s.favourite == "D" and len(s.stock) == 13


def test_ombre_a_quatre_dealer_sits_out():
    """Ombre à quatre: the dealer sits out (noothoven:ombre.a-quatre)."""
    s = get_game("ombre", rules="noothoven", form="a-quatre").new_initial_state(2, dealer=3)
    assert s.active == (0, 1, 2) and len(s.hand(3)) == 0
    play(s, RandomPlayer(2))
    assert s.returns()[3] == 0 and sum(s.returns()) == 0


def test_cinquille_eight_each_no_stock():
    """Cinquille: eight cards each, no stock (noothoven:ombre.cinquille)."""
    s = get_game("ombre", rules="noothoven", form="cinquille").new_initial_state(4)
    assert [len(s.hand(p)) for p in range(5)] == [8] * 5 and s.stock == []


@pytest.mark.parametrize("opts", [
    {"rules": "noothoven"}, {"rules": "noothoven", "favourite": False},
    {"rules": "noothoven", "form": "a-deux"}, {"rules": "noothoven", "form": "a-quatre"},
    {"rules": "noothoven", "form": "cinquille"},
])
def test_random_hands_terminate_and_conserve(opts):
    """Random hands end, always offer a legal action until the end, and pay zero-sum."""
    g = get_game("ombre", **opts)
    for seed in range(40):
        s = g.new_initial_state(seed)
        steps = 0
        while not s.is_terminal():
            legal = s.legal_actions()
            assert legal
            s.apply_action(legal[seed * 7919 % len(legal)] if steps % 3 else legal[0])
            steps += 1
            assert steps < 300
        assert sum(s.returns()) == 0
        assert s.details()["outcome"] == s.result


def test_same_seed_same_hand():
    """The same seed gives the same deal and, with the same players, the same hand."""
    g = get_game("ombre", rules="noothoven", favourite=True)
    a = play(g.new_initial_state(11), RandomPlayer(3))
    b = play(g.new_initial_state(11), RandomPlayer(3))
    assert a.details() == b.details()


def test_clone_is_independent():
    """A clone plays on without changing the original."""
    s = state("noothoven", seed=9)
    c = s.clone()
    play(c, RandomPlayer(1))
    assert s.phase == "bid" and not s.auction and c.is_terminal()


@pytest.mark.parametrize("opts", [
    {"rules": "academie"}, {"rules": "academie", "retourne": True, "forced_spadille": True},
    {"rules": "academie", "single_payment": True, "marking": "3-and-2"},
])
def test_academie_random_hands_settle_through_the_pool(opts):
    """Random Académie hands settle through the pool session; every entry sums to zero across
    players, pool and beasts (academie:winnings.systematic, academie:losses.beast)."""
    from gamelib.games.ombre.pool import PoolSession

    g = get_game("ombre", **opts)
    session = PoolSession(players=g.seats, marking=g.marking, single_payment=g.single_payment,
                          forced_spadille=g.forced_spadille, retourne=g.retourne)
    for seed in range(30):
        s = play(g.new_initial_state(seed, session=session), RandomPlayer(seed))
        net = s.returns()
        entries = s.details()["payments"]
        assert len(entries) >= 1
        assert session.ledger.total() == 0
        assert len(net) == 3
        info = s.hand_result()
        assert info["result"] in {"win", "remise", "codille", "vole", "failed-vole", "all-pass",
                                  "spadille-undeclared"}


def test_hand_result_of_a_laid_down_hand():
    """Five straight tricks laid down: a win, tricks (5, 0, 0), the matadors held when play
    began counted (academie:winnings.matadors)."""
    s = _to_play("academie")
    run(s, *["AS", "KH", "KD", "2S", "QH", "QD", "AC", "JH", "JD", "KS", "AH", "AD",
             "QS", "2H", "2D", "lay down"])
    info = s.hand_result()
    assert info == {"ombre": 1, "contract": "sans-prendre", "result": "win", "matadors": 9,
                    "codille_winner": None, "committed_vole": False, "tricks": (5, 0, 0),
                    "forced_spadille": False, "note": ""}
    assert s.returns()[1] > 0 and s.returns()[0] < 0


def test_undeclared_spadille_makes_the_beast_unplayed():
    """"A player who had failed to declare it would make the beast, but the hand would not be
    played" (academie:options.forced-spadille.undeclared)."""
    s = state("academie", hands=STRONG, forced_spadille=True)
    run(s, "pass", "pass", "pass", "keep Spadille silent")
    assert s.is_terminal() and s.hand_result()["result"] == "spadille-undeclared"
    assert s.hand_result()["ombre"] == 1
    assert s.returns()[1] < 0  # the beast is his debt


def test_the_ombre_may_not_discard_in_sans_prendre():
    """A discard the contract forbids: the Ombre in Sans Prendre does not discard
    (academie:exchange.sans-prendre)."""
    s = run(state("academie", hands=STRONG), "sans prendre", "pass", "pass", "trumps spades")
    with pytest.raises(IllegalAction, match=r"discard the contract forbids.*without discarding.*"
                                            r"academie:exchange.sans-prendre"):
        s.apply_action("discard AS")


def test_ombre_a_deux_has_no_remise():
    """Two players share nine tricks: five or more win, else the opponent's five are a codille
    (noothoven:ombre.win, noothoven:ombre.lose); the loser pays the winner only."""
    g = get_game("ombre", rules="noothoven", form="a-deux")
    seen = set()
    for seed in range(60):
        s = play(g.new_initial_state(seed), RandomPlayer(seed))
        seen.add(s.result)
        assert sum(s.returns()) == 0 and len(s.returns()) == 2
    assert "remise" not in seen and "remise-royale" not in seen


def test_stock_in_setup_is_checked():
    """A stock of foreign or repeated cards is refused (academie:cards.deck)."""
    with pytest.raises(IllegalAction, match=r"distinct cards of the Ombre pack.*TS"):
        state("academie", hands=STRONG, stock="TS 2C 3C 4C 5C 6C 7C QC JC KC AD 7D 7H")
    s = state("academie", hands=STRONG, stock="7H 2C 3C 4C 5C 6C 7C QC JC KC 7D 4S 3S")
    assert str(CardSet([s.stock[0]])) == "7H"


def test_information_hides_the_other_hands():
    """A player sees his own hand and the public play, not the others' hands or the stock."""
    s = state("academie", seed=12)
    info = s.information(0)
    assert info["hand"] == s.hand(0)
    assert "partner hand" not in info and "rest of the stock" not in info


def test_announced_vole_stops_at_the_first_allied_trick():
    """"the Ombre has failed as soon as one of the Allies takes a trick; the players lay down
    their hands" (academie:vole.failure)."""
    hands = ["AS 2S AC KS QS JS 7S 6S 2H", "KH QH JH AH 3H 4H 5H 6H KC",
             "KD QD JD AD 2D 3D 4D 5D 6D"]
    s = state("academie", hands=hands)
    run(s, "vole", "pass", "pass", "trumps spades", "take none", "take none", "do not look")
    assert "partner hand" in s.information(2)  # the Allies see each other's hands
    run(s, "2H", "KH", "KD")  # C's king takes the Ombre's two of hearts
    assert s.is_terminal() and s.result == "failed-vole" and s.split() == (0, 1, 0)


def test_booklet_vole_declaree_stops_at_the_first_lost_trick():
    """The booklet's vole-déclarée "alle trekken zal maken" (noothoven:ombre.vole-declaree) is
    lost at the first trick another player takes, and nothing after it is paid
    (noothoven:ombre.pay-vole-declaree): the hand ends there (unspecified in source, as the
    booklet's Quadrille does), and the failed vole-déclarée pays its tariff."""
    hands = ["AS 2S AC KS QS JS 7S 6S 2H", "KH QH JH AH 3H 4H 5H 6H KC",
             "KD QD JD AD 2D 3D 4D 5D 6D"]
    s = state("noothoven", hands=hands)
    run(s, "vole-declaree", "pass", "pass")
    run(s, "vole-declaree in spades", "take none", "take none", "leave the rest hidden")
    run(s, "2H", "KH", "KD")  # B's king of hearts takes the Ombre's two
    assert s.is_terminal() and s.split() == (0, 1, 0) and s.result == "unspecified"
    each = 8 * (1 + matador_fiches(s.matadors()) + 4)  # vraag + matadors + vole, eightfold
    assert s.returns()[s.active[s.ombre]] == -2 * each


def test_state_displays_itself():
    """A state renders as a deterministic HTML table of hands, auction and contract."""
    s = run(state("noothoven", seed=3), "ask", "pass", "pass", "ask in hearts")
    html = s._repr_html_()
    assert html == s._repr_html_() and "trumps hearts" in html and "<svg" in html


@pytest.mark.parametrize("opts", [
    {"rules": "noothoven"}, {"rules": "noothoven", "favourite": False},
    {"rules": "noothoven", "form": "cinquille"}, {"rules": "academie"},
    {"rules": "academie", "retourne": True, "forced_spadille": True},
])
def test_the_ledger_holds_the_hands_payments(opts):
    """state.ledger is the hand's settlement: its entries sum to zero one by one and in all,
    they are the payment lines details() lists, and its players' balances are returns()
    (noothoven:ombre.pay-vraag ... noothoven:ombre.pay-loss; academie:winnings.systematic)."""
    g = get_game("ombre", **opts)
    paid = 0
    for seed in range(25):
        s = play(g.new_initial_state(seed), RandomPlayer(seed))
        ledger = s.ledger
        assert all(sum(e.amounts.values()) == 0 for e in ledger.entries)
        assert ledger.total() == 0
        assert [str(e) for e in ledger.entries] == s.details()["payments"]
        assert [ledger.balance(p) for p in g.seats] == s.returns()
        paid += bool(ledger.entries)
    assert paid > 10


def test_the_ledger_is_empty_before_the_end_and_a_copy_after():
    """Nothing is paid before the hand ends; reading the ledger, or posting on the copy,
    changes neither the hand's settlement nor a given session's own ledger."""
    from gamelib.games.ombre.pool import PoolSession

    s = state("noothoven", seed=3)
    assert s.ledger.entries == [] and s.ledger.total() == 0
    g = get_game("ombre", rules="academie")
    session = PoolSession(players=g.seats)
    first = play(g.new_initial_state(1, session=session), RandomPlayer(1))
    first.details()  # the session settles a hand when it is first read
    second = play(g.new_initial_state(2, session=session), RandomPlayer(2))
    second.details()
    before = len(session.ledger.entries)
    book = second.ledger
    assert 0 < len(book.entries) == len(second.details()["payments"]) < before
    book.pay(g.seats[0], g.seats[1], 1, "scribble")
    assert len(session.ledger.entries) == before
    assert [str(e) for e in second.ledger.entries] == second.details()["payments"]
    assert first.ledger.total() == 0


def test_next_speaker_goes_round_to_the_next_who_has_not_passed_nor_holds_the_bid():
    """The auction goes round to the right: the next player who has not passed (a pass is final,
    academie:bid.pass, noothoven:ombre.pass-final) and does not hold the best bid speaks; it is
    over when all have passed or only the holder is left (academie:bid.ombre). Checked against
    that definition for every position, pass pattern and holder of three and five players."""
    from itertools import product

    from gamelib.games.ombre.bidding import next_speaker

    for n in (2, 3, 5):
        for passed in product((False, True), repeat=n):
            for holder in [None, *range(n)]:
                if holder is not None and passed[holder]:
                    continue
                for current in range(n):
                    active = [p for p in range(n) if not passed[p]]
                    if not active or active == [holder]:
                        expected = None
                    else:
                        expected = next((current + k) % n for k in range(1, n + 1)
                                        if not passed[(current + k) % n]
                                        and (current + k) % n != holder)
                    assert next_speaker(n, current, list(passed), holder) == expected


@pytest.mark.parametrize("cards, trump", [("AS 8H", "H"), ("AS 7H", "X"), ("AS 7H", 3),
                                          (5.5, "H")])
def test_the_hand_report_refuses_what_is_no_ombre_hand(cards, trump):
    """A hand of the forty-card pack (academie:cards.deck) and a trump suit, or none."""
    with pytest.raises(ValueError, match="ombre: (cards|trump)"):
        get_game("ombre").hand_report(cards, trump)
