"""Quadrille, the booklet's (noothoven) and the modern page's (hoe-speel-je): each rule a test."""

from fractions import Fraction

import numpy as np
import pytest

from gamelib import IllegalAction, get_game, play
from gamelib.core.cards import Card, CardSet, parse
from gamelib.core.ledger import Ledger
from gamelib.core.sources import quote
from gamelib.games.ombre.order import OMBRE_DECK, suit_index, trump_order
from gamelib.games.ombre.play import legal_mask
from gamelib.games.quadrille import BOOK_HANDS, HOE_SPEEL_JE, NOOTHOVEN, payment
from gamelib.games.quadrille.rules import NOOTHOVEN_TARIFF, NOOTHOVEN_VOLE, allows

# A deal used by many tests: A has both black aces and the best clubs, B nine spades, C all
# the diamonds, D seven hearts and three low clubs.
DEAL = ["AS AC 2C KC QC JC 7C KH 7H 6H", "KS QS JS 7S 6S 5S 4S 3S 2S 6C",
        "KD QD JD AD 2D 3D 4D 5D 6D 7D", "AH QH JH 2H 3H 4H 5H 5C 4C 3C"]
# The same with A holding the three top hearts, so that a solo in clubs takes every trick.
VOLE_DEAL = ["AS AC 2C KC QC JC 7C KH QH JH", "KS QS JS 7S 6S 5S 4S 3S 2S 6C",
             "KD QD JD AD 2D 3D 4D 5D 6D 7D", "AH 7H 6H 2H 3H 4H 5H 5C 4C 3C"]
MODERN_DEAL = ["AS AC 2C KC QC JC 7C KH 7H 6H", "KS QS JS 7S 6S 5S 4S 3S 2S 7D",
               "KD QD JD AD 2D 3D 4D 5D 6D 6C", "AH QH JH 2H 3H 4H 5H 5C 4C 3C"]


def booklet(hands=DEAL, dealer=3, favourite="H", **options):
    game = get_game("quadrille", rules="noothoven", **options)
    return game.new_initial_state(seed=0, hands=hands, dealer=dealer, favourite=favourite)


def modern(hands=MODERN_DEAL, dealer=3, **options):
    return get_game("quadrille", rules="hoe-speel-je", **options).new_initial_state(
        seed=0, hands=hands, dealer=dealer)


def labels(state):
    return [str(a) for a in state.legal_actions()]


def run(state, *actions):
    for action in actions:
        state.apply_action(action)
    return state


def play_high(state):
    """Everyone plays the first legal card, the declarer his highest trump first."""
    while not state.is_terminal() and state.phase == "play":
        acts = state.legal_actions()
        if state.current_player() == state.declarer:
            order = trump_order(state.trump)
            best = min(acts, key=lambda a: order.index(a.value) if a.value in order else 99)
            state.apply_action(best)
        else:
            state.apply_action(acts[0])
    return state


# ---- the booklet's example hands -----------------------------------------------------------

def test_book_hands_have_ten_distinct_cards_of_the_deck():
    """Every example hand holds ten distinct cards of the 40-card pack, a trump suit and a
    contract of the booklet (noothoven:quadrille.good-asks, noothoven:quadrille.solo-examples)."""
    assert len(BOOK_HANDS) == 26
    for hand in BOOK_HANDS.values():
        assert len(hand.cards) == 10, hand.key
        assert not (hand.cards - OMBRE_DECK), hand.key
        assert hand.trump in "SHDC" and hand.contract in ("vraag", "solo")
        assert all(quote(p) for p in hand.passages)


def test_book_hands_count_sixteen_asks_and_ten_solos():
    """Eight good asks in black and eight in red; five solos in black and five in red."""
    kinds = [h.contract for h in BOOK_HANDS.values()]
    assert kinds.count("vraag") == 16 and kinds.count("solo") == 10


def test_stated_odds_are_read_as_chances_for_against():
    """"De kans om te winnen is hierbij als 27 : 4" gives 27/31
    (noothoven:quadrille.solo-black-1)."""
    assert BOOK_HANDS["S1"].probability == Fraction(27, 31)
    s9 = BOOK_HANDS["S9"]
    assert s9.odds_printed == "10 : 2" and s9.probability == Fraction(5, 6)
    for hand in BOOK_HANDS.values():
        if hand.contract == "solo":
            a, b = hand.odds
            assert hand.probability == Fraction(a, a + b)
            printed = quote(hand.passages[-1]).text.replace(" ", "")
            assert hand.odds_printed.replace(" ", "") in printed


def test_short_and_long_hands_carry_a_note():
    """S1, R7 (nine cards printed), V5 (eight) and R4 (eleven) name the reading they needed."""
    for key in ("S1", "R7", "V5", "R4"):
        assert BOOK_HANDS[key].note


def test_advice_is_kept_as_printed():
    """"Speel troef uit" (noothoven:quadrille.solo-black-1), "Men begint met manille"
    (noothoven:quadrille.ask-black-3)."""
    assert BOOK_HANDS["S1"].advice == "Speel troef uit"
    assert BOOK_HANDS["V3"].advice == "Men begint met manille"


# ---- deal, ladder, conditions --------------------------------------------------------------

def test_the_deal_gives_ten_cards_each_in_packets_of_three_three_four():
    """"tien kaarten ... tweemaal drie en dan vier kaarten", to the right from the dealer's right
    (noothoven:quadrille.deal, noothoven:quadrille.packets)."""
    import numpy as np
    game = get_game("quadrille", rules="noothoven")
    state = game.new_initial_state(seed=5, dealer=1, favourite="S")
    order = np.random.default_rng(5).permutation(40)
    deck = list(OMBRE_DECK)
    eldest = 2
    expected = [deck[i] for i in [*order[0:3], *order[12:15], *order[24:28]]]
    assert state.hand(eldest) == CardSet(expected)
    assert sorted(len(state.hand(p)) for p in range(4)) == [10] * 4


def test_modern_deal_packets_are_four_three_three():
    """"in pakketten van 4, dan 3, dan 3" (hoe-speel-je:deal.packets)."""
    import numpy as np
    state = get_game("quadrille", rules="hoe-speel-je").new_initial_state(seed=5, dealer=1)
    order = np.random.default_rng(5).permutation(40)
    deck = list(OMBRE_DECK)
    expected = [deck[i] for i in [*order[0:4], *order[16:19], *order[28:31]]]
    assert state.hand(2) == CardSet(expected)


def test_the_eldest_speaks_first_and_the_ladder_rises():
    """The player at the dealer's right speaks first; every game ranks above the ones before it
    (noothoven:quadrille.speak, noothoven:quadrille.ladder)."""
    state = booklet()
    assert state.current_player() == 0
    assert labels(state)[:4] == ["pass", "vraag", "vraag in de favorite", "mediateur"]
    state.apply_action("vraag")
    assert "vraag" not in labels(state) and "vraag in de favorite" in labels(state)


def test_a_passed_player_does_not_speak_again():
    """"Heeft men eenmaal gepast, dan mag men later niet ... hooger bieden"
    (noothoven:ombre.pass-final)."""
    state = run(booklet(), "pass", "vraag", "solo")
    assert state.current_player() == 3
    run(state, "pass")
    assert state.current_player() == 1  # A passed and is skipped


def test_gasco_needs_both_black_aces():
    """"Gasco kan worden gespeeld, wanneer men de twee zwarte azen heeft"
    (noothoven:quadrille.gasco)."""
    state = run(booklet(), "pass")
    with pytest.raises(IllegalAction, match="gasco needs both black aces") as err:
        state.apply_action("gasco")
    assert err.value.passage == "noothoven:quadrille.gasco"


def test_trois_quarts_and_quatre_quarts_need_their_holdings():
    """Trois-quarts: two black aces and a red one, or three kings; quatre-quarts: four kings or
    four aces (noothoven:quadrille.trois-quarts, noothoven:quadrille.quatre-quarts)."""
    contract = NOOTHOVEN.contract
    mask = lambda text: parse(text).mask
    assert allows(contract("trois-quarts-aces"), mask("AS AC AH 2C 3C"))
    assert not allows(contract("trois-quarts-aces"), mask("AS AC KH 2C 3C"))
    assert allows(contract("trois-quarts-kings"), mask("KS KH KD 2C"))
    assert not allows(contract("trois-quarts-kings"), mask("KS KH 2C"))
    assert allows(contract("quatre-quarts-kings"), mask("KS KH KD KC"))
    assert allows(contract("quatre-quarts-aces"), mask("AS AH AD AC"))
    assert not allows(contract("quatre-quarts-aces"), mask("AS AH AC KD"))


def test_trois_quarts_with_kings_takes_the_holder_of_spadille_as_partner():
    """"dan maakt spadille troef en speelt mede" (noothoven:quadrille.trois-quarts-kings)."""
    hands = ["KS KH KD 2C 3C 4C 5C 7H 6H 5H", "AS QS JS 7S 6S 5S 4S 3S 2S 6C",
             "KC QD JD AD 2D 3D 4D 5D 6D 7D", "AH QH JH 2H 3H 4H AC QC JC 7C"]
    state = run(booklet(hands), "trois-quarts (three kings)", "pass", "pass", "pass")
    assert state.aide == 1 and state.current_player() == 1 and state.phase == "trump"


def test_spadille_forcee_when_all_pass():
    """"Wanneer er in een spel wordt rondgepast, dan is degeen die spadille in handen heeft,
    verpligt om eenen heer te beroepen en troef te laten maken"
    (noothoven:quadrille.spadille-forcee)."""
    state = run(booklet(), "pass", "pass", "pass", "pass")
    assert state.contract.key == "spadille-forcee" and state.declarer == 0
    assert state.phase == "call"
    run(state, "call KD")
    assert state.current_player() == 2 and state.phase == "trump"  # the aide makes trumps


def test_the_aide_may_not_make_the_called_kings_suit_trumps():
    """"dan mag hij de kleur van den beroepen heer niet troef maken"
    (noothoven:quadrille.aide-trump)."""
    state = run(booklet(), "gasco", "pass", "pass", "pass", "call KD")
    assert "trumps diamonds" not in labels(state)
    with pytest.raises(IllegalAction, match="may not make the suit of the called king") as err:
        state.apply_action("trumps diamonds")
    assert err.value.passage == "noothoven:quadrille.aide-trump"


def test_calling_ones_own_king_is_refused():
    """The holder of the called king is the asker's partner (noothoven:quadrille.vraag-call)."""
    state = run(booklet(), "vraag", "pass", "pass", "pass", "trumps clubs")
    with pytest.raises(IllegalAction, match="own king") as err:
        state.apply_action("call KH")
    assert err.value.passage == "noothoven:quadrille.vraag-call"


def test_an_ask_in_the_favourite_takes_the_favourite_as_trumps():
    """"ten minste als hij niet in de favorite gevraagd heeft" (noothoven:quadrille.vraag-call)."""
    state = run(booklet(favourite="H"), "vraag in de favorite", "pass", "pass", "pass")
    assert state.trump == "H" and state.phase == "call"


def test_the_hidden_partner_is_known_only_to_himself_until_he_plays_the_king():
    """"De speler, die maat is, mag niet ... aan den vrager kennis geven dat hij de aide is"
    (noothoven:quadrille.aide-secret)."""
    state = run(booklet(), "vraag", "pass", "pass", "pass", "trumps clubs", "call KD")
    assert state.aide == 2
    assert state.information(1)["partner"] is None
    assert state.information(0)["partner"] is None
    assert state.information(2)["partner"] == 2
    run(state, "AS", "6C", "KD")  # C has no trump and throws the king
    assert state.information(1)["partner"] == 2


def test_misere_trumps_the_suit_held_least():
    """"Men maakt in ieder geval die kleur troef, waarin men het minst heeft"
    (noothoven:quadrille.misere-trump)."""
    state = run(booklet(), "misère", "pass", "pass", "pass")
    assert labels(state) == ["trumps diamonds"]
    with pytest.raises(IllegalAction, match="fewest") as err:
        state.apply_action("trumps spades")
    assert err.value.passage == "noothoven:quadrille.misere-trump"
    free = run(booklet(misere_trump="free"), "misère", "pass", "pass", "pass")
    assert len(labels(free)) == 4


@pytest.mark.parametrize("rules", ["noothoven", "hoe-speel-je"])
def test_a_trick_goes_to_the_highest_trump_else_the_highest_card_of_the_suit_led(rules):
    """The Ombre family's trick rule (noothoven:quadrille.order, noothoven:ombre.follow-suit;
    hoe-speel-je:play.follow): every trick of random hands goes to the card the trick rules of
    the trump suit name, the trumps in their order, each other suit in its plain order."""
    from gamelib.core.tricks import TrickRules
    from gamelib.games.ombre.order import plain_order

    game = get_game("quadrille", rules=rules)
    for seed in range(40):
        state = play(game.new_initial_state(seed=seed), seed=seed)
        if state.trump is None:
            continue
        rules_of_play = TrickRules({s: tuple(trump_order(state.trump) if s == state.trump
                                             else plain_order(s)) for s in "SHDC"}, state.trump)
        for leader, cards, winner in state.tricks:
            taker = rules_of_play.winner([Card(c) for c in cards])
            assert winner == (leader + taker) % game.num_players


def test_misere_ouverte_must_lay_the_hand_open_after_the_first_trick():
    """"verpligt is, om, nadat de eerste slag is opgenomen ... zijn spel open te leggen"
    (noothoven:quadrille.misere-ouverte-show)."""
    state = run(booklet(), "misère ouverte", "pass", "pass", "pass", "trumps diamonds",
                "6H", "2S", "2D", "5H")
    assert state.tricks[0][2] == 2 and state.phase == "show"
    assert state.current_player() == 0
    with pytest.raises(IllegalAction, match="lay his hand open") as err:
        state.apply_action("3D")
    assert err.value.passage == "noothoven:quadrille.misere-ouverte-show"
    assert state.information(1)["shown"] == {}
    run(state, "lay hand open")
    assert state.information(1)["shown"] == {0: state.hand(0)}
    assert state.current_player() == 2


def test_mediateur_buys_a_king_for_a_card_and_a_fiche():
    """The mediateur exchanges a card for the king he wants and pays one fiche to its holder, two
    when trumps are the favourite (noothoven:quadrille.mediateur,
    noothoven:quadrille.mediateur-favourite)."""
    state = run(booklet(favourite="S"), "mediateur", "pass", "pass", "pass", "buy KD", "give 6H",
                "trumps clubs")
    assert "KD" in state.hand(0) and "6H" in state.hand(2)
    assert state.ledger.balances()["C"] == 1 and state.side == (0,)
    fav = run(booklet(favourite="C"), "mediateur", "pass", "pass", "pass", "buy KD", "give 6H",
              "trumps clubs")
    assert fav.ledger.balances()["C"] == 2


def test_revoking_is_refused_with_its_passage():
    """A trump led must be answered with a trump by a player who holds one
    (noothoven:ombre.trump-led, made Quadrille's by noothoven:quadrille.forcing)."""
    state = run(booklet(), "vraag", "pass", "pass", "pass", "trumps clubs", "call KD", "AS")
    with pytest.raises(IllegalAction, match="revoke") as err:
        state.apply_action("2S")
    assert err.value.passage == "noothoven:quadrille.forcing"


def test_ponto_is_a_privileged_matador_in_the_booklet_and_not_on_the_modern_page():
    """The booklet's four matadors include Ponto (noothoven:quadrille.forcing,
    noothoven:ombre.matadors); the page has three (hoe-speel-je:glossary.matadores)."""
    hand = parse("KC 7H 6H 2S").mask
    led = int(parse("3C").sorted()[0])
    t = suit_index("C")
    assert legal_mask(hand, led, t, NOOTHOVEN.order.ponto_is_matador) == hand
    assert legal_mask(hand, led, t, HOE_SPEEL_JE.order.ponto_is_matador) == parse("KC").mask


def test_the_modern_red_trumps_keep_their_king():
    """The page's red list omits the King (hoe-speel-je:trumps.rest); the coherent reading keeps
    it below Ponto, twelve red trumps (hoe-speel-je:deck.red-order)."""
    order = [str(c) for c in trump_order("H")]
    assert order[:6] == ["AS", "7H", "AC", "AH", "KH", "QH"] and len(order) == 12


# ---- outcomes and the booklet's payments ---------------------------------------------------

NUMBERS = {"een": 1, "twee": 2, "drie": 3, "vier": 4, "vijf": 5, "zes": 6, "acht": 8}


@pytest.mark.parametrize("family, passage", [
    ("vraag", "pay-vraag"), ("spadille-forcee", "pay-spadille-forcee"),
    ("mediateur", "pay-mediateur"), ("gasco", "pay-gasco"), ("solo", "pay-solo"),
    ("trois-quarts", "pay-trois-quarts"), ("quatre-quarts", "pay-quatre-quarts")])
def test_the_tariff_row_by_row(family, passage):
    """Each row of the booklet's tariff is the number of fiches its passage names
    (noothoven:quadrille.pay-vraag ... noothoven:quadrille.pay-quatre-quarts)."""
    q = quote("noothoven" ":quadrille." + passage)
    word = (q.reading or q.text).split()[-2]
    assert NOOTHOVEN_TARIFF[family] == NUMBERS[word]


def test_misere_rows():
    """"Misère drie fiches, en misère-ouverte acht fiches" (noothoven:quadrille.pay-misere)."""
    assert (NOOTHOVEN_TARIFF["misere"], NOOTHOVEN_TARIFF["misere-ouverte"]) == (3, 8)


def test_vole_row():
    """Vole after an ask, mediateur, gasco: four; after solo, trois-quarts, quatre-quarts: six
    (noothoven:quadrille.pay-vole)."""
    assert {k for k, v in NOOTHOVEN_VOLE.items() if v == 4} == {"vraag", "mediateur", "gasco"}
    assert {k for k, v in NOOTHOVEN_VOLE.items() if v == 6} == {"solo", "trois-quarts",
                                                                 "quatre-quarts"}


def test_vole_declaree_is_eightfold_ask_matadors_and_vole():
    """(vraag + matadors + vole of an ask) x 8 (noothoven:quadrille.pay-vole-declaree)."""
    c = NOOTHOVEN.contract("vole-declaree")
    assert payment.booklet_amount(c, matadors=2).total == 8 * (1 + 2 + 4)
    assert payment.booklet_amount(c, matadors=2, favourite=True).total == 2 * 8 * 7


def test_premieres_matadors_and_favourite():
    """Premières one fiche, matadors one for three and one per following card, the favourite
    doubles (noothoven:quadrille.pay-premieres, noothoven:quadrille.pay-matadors,
    noothoven:quadrille.pay-favourite)."""
    assert [payment.matador_fiches(n) for n in (0, 2, 3, 4, 7)] == [0, 0, 1, 2, 5]
    gasco = NOOTHOVEN.contract("gasco")
    assert payment.booklet_amount(gasco, matadors=1, premieres=True).total == 6
    assert payment.booklet_amount(gasco, matadors=1, premieres=True, favourite=True).total == 12
    assert payment.booklet_amount(gasco, vole="failed").total == 0


def test_outcome_thresholds():
    """Six tricks win; the opponents' five make remise, six or more codille
    (noothoven:quadrille.six-tricks, noothoven:quadrille.remise-codille)."""
    assert [payment.classify(s) for s in (10, 6, 5, 4, 0)] == ["won", "won", "remise", "codille",
                                                               "codille"]


def _settle(won, codille, total=3):
    ledger = Ledger(["A", "B", "C", "D"])
    c = NOOTHOVEN.contract("vraag")
    amount = payment.BookletAmount(total, 0, 0, 0, 1)
    payment.settle_booklet(ledger, ledger.players, c, declarer=0, side=(0, 2), opponents=(1, 3),
                           won=won, codille=codille, amount=amount)
    return ledger.balances()


def test_partners_each_receive_the_game_when_they_win():
    """"Voor een gewoon vraagspel ontvangt men een fiche" (noothoven:quadrille.pay-vraag)."""
    assert _settle(True, False) == {"A": 3, "B": -3, "C": 3, "D": -3}


def test_remise_is_paid_by_asker_and_aide_together():
    """"betalen de vrager en zijn medespeler te zamen het spel" (noothoven:quadrille.vraag-loss)."""
    assert _settle(False, False) == {"A": -3, "B": 3, "C": -3, "D": 3}


def test_codille_is_paid_by_the_asker_alone_one_fiche_more():
    """"betaalt degeen, die gevraagd heeft ... een fiche meer. Zijn aide is van de betaling
    verschoond" (noothoven:quadrille.pay-codille)."""
    assert _settle(False, True) == {"A": -8, "B": 4, "D": 4, "C": 0}


def test_vole_choice_after_six_tricks_and_stopping_takes_premieres():
    """Going on after the sixth trick undertakes the vole (noothoven:quadrille.vole-going-on);
    stopping: solo 5 + matadors (AS..7C, seven in sequence: 5) + premières 1 = 11 from each."""
    state = run(booklet(VOLE_DEAL), "solo", "pass", "pass", "pass", "trumps clubs")
    play_high(state)
    assert state.phase == "vole_choice" and state.current_player() == 0
    run(state, "stop")
    assert state.outcome == "won" and state.returns() == [33.0, -11.0, -11.0, -11.0]


def test_a_vole_made_adds_the_vole_of_the_solo():
    """Vole after solo: six fiches (noothoven:quadrille.pay-vole): 5 + 5 + 1 + 6 = 17 from each."""
    state = run(booklet(VOLE_DEAL), "solo", "pass", "pass", "pass", "trumps clubs")
    play_high(state)
    run(state, "play on for the vole")
    play_high(state)
    assert state.vole == "made" and state.returns() == [51.0, -17.0, -17.0, -17.0]


def test_a_failed_vole_is_deducted():
    """"dan wordt de betaling van de vole afgetrokken" (noothoven:quadrille.pay-failed-vole):
    5 + 5 + 1 - 6 = 5 from each."""
    state = run(booklet(), "solo", "pass", "pass", "pass", "trumps clubs")
    play_high(state)
    run(state, "play on for the vole")
    play_high(state)
    assert state.vole == "failed" and state.returns() == [15.0, -5.0, -5.0, -5.0]


def test_matadors_are_counted_together_for_the_partners():
    """"de matadors ook gerekend worden, indien zij ze te zamen in behoorlijke volgorde ...
    hebben" (noothoven:quadrille.matadors)."""
    hands = ["AS 7H 6H 5H 4H 3H 2H KD QD JD", "2C KS QS JS 7S 6S 5S 4S 3S 2S",
             "AC KC QC JC 7C 6C 5C 4C 3C AD", "AH KH QH JH 2D 3D 4D 5D 6D 7D"]
    state = run(booklet(hands, favourite="S"), "vraag", "pass", "pass", "pass", "trumps clubs",
                "call KC")
    assert state.side == (0, 2)
    assert state.matador_sequence() == 1  # AS then the 2C (Manille) is with an opponent
    state2 = run(booklet(["AS 2C 6H 5H 4H 3H 2H KD QD JD", "7H KS QS JS 7S 6S 5S 4S 3S 2S",
                          "AC KC QC JC 7C 6C 5C 4C 3C AD", "AH KH QH JH 2D 3D 4D 5D 6D 7D"],
                         favourite="S"), "vraag", "pass", "pass", "pass", "trumps clubs", "call KC")
    assert state2.matador_sequence() == 11  # all eleven black trumps


# ---- the modern page -------------------------------------------------------------------------

def test_modern_alliance_calls_a_non_trump_king():
    """"roept een niet-troef Heer" (hoe-speel-je:bidding.alliance)."""
    state = run(modern(), "alliance", "pass", "pass", "pass", "trumps diamonds")
    with pytest.raises(IllegalAction, match="king of trumps") as err:
        state.apply_action("call KD")
    assert err.value.passage == "hoe-speel-je:bidding.alliance"


def test_the_called_king_must_fall_to_its_suit_and_may_not_be_led():
    """"De geroepen Heer moet worden gespeeld als zijn kleur wordt uitgekomen en mag niet door de
    bezitter zelf worden uitgespeeld" (hoe-speel-je:play.called-king)."""
    state = run(modern(dealer=0), "pass", "pass", "pass", "alliance", "trumps clubs", "call KD",
                "no announcement")
    assert state.current_player() == 1
    run(state, "7D")
    assert labels(state) == ["KD"]
    with pytest.raises(IllegalAction, match="must be played when its suit is led") as err:
        state.apply_action("QD")
    assert err.value.passage == "hoe-speel-je:play.called-king"
    lead = run(modern(dealer=1), "pass", "pass", "alliance", "pass", "trumps clubs", "call KD",
               "no announcement")
    assert lead.current_player() == 2 and "KD" not in labels(lead)
    with pytest.raises(IllegalAction, match="may not be led"):
        lead.apply_action("KD")


def test_casco_lets_the_kings_holder_name_trumps_but_not_his_kings_suit():
    """"de houder van de geroepen Heer wijst troef aan" (hoe-speel-je:bidding.casco), and the
    King called is "een niet-troef Heer" (hoe-speel-je:intro.outline,
    hoe-speel-je:bidding.alliance): the holder of the King of diamonds may make any suit
    trumps but diamonds."""
    state = run(modern(), "casco", "pass", "pass", "pass", "call KD")
    assert state.current_player() == 2
    assert labels(state) == ["trumps spades", "trumps hearts", "trumps clubs"]
    with pytest.raises(IllegalAction, match=r"non-trump King.*hoe-speel-je:intro.outline"):
        state.apply_action("trumps diamonds")


def test_forced_spadille_and_the_no_forced_variant():
    """All pass: Spadille's holder plays an Alliance (hoe-speel-je:bidding.forced-spadille), or a
    new deal (hoe-speel-je:variants.no-forced-spadille)."""
    state = run(modern(), "pass", "pass", "pass", "pass")
    assert state.contract.key == "forced-spadille" and state.declarer == 0
    assert state.phase == "trump"
    redeal = run(modern(forced_spadille=False), "pass", "pass", "pass", "pass")
    assert redeal.redeals == 1 and redeal.phase == "bid"
    assert redeal.ledger.balance("pot") == 16  # the stake is not paid again


def test_fixed_partners_show_the_partner_at_once():
    """"de geroepen Heer openlijk wordt aangekondigd" (hoe-speel-je:variants.fixed-partners)."""
    state = run(modern(fixed_partners=True), "alliance", "pass", "pass", "pass", "trumps clubs",
                "call KD")
    assert state.information(1)["partner"] == 2
    hidden = run(modern(), "alliance", "pass", "pass", "pass", "trumps clubs", "call KD")
    assert hidden.information(1)["partner"] is None


def test_dimidiator_exchanges_privately_and_plays_alone():
    """"wisselt kaarten privé met de houder van de geroepen Heer ... de Hombre speelt solo"
    (hoe-speel-je:bidding.dimidiator)."""
    state = run(modern(), "dimidiator", "pass", "pass", "pass", "trumps clubs", "call KD",
                "give 6H", "give 7H", "end exchange", "return KD", "return QD")
    assert {"KD", "QD"} <= {str(c) for c in state.hand(0)} and "6H" in state.hand(2)
    assert state.side == (0,) and state.opponents == (1, 2, 3)
    assert state.information(2)["exchanged"]["given"] and "exchanged" not in state.information(1)


def test_quintille_has_five_players_eight_cards_and_no_solo():
    """"vijf spelers; elke speler krijgt 8 kaarten ... geen Solo-contract"
    (hoe-speel-je:variants.quintille)."""
    state = get_game("quadrille", rules="hoe-speel-je", quintille=True).new_initial_state(seed=3)
    assert [len(state.hand(p)) for p in range(5)] == [8] * 5
    assert "Solo" not in [str(a) for a in state.legal_actions()]


def _modern_ledger(pot=16):
    ledger = Ledger(["A", "B", "C", "D"], pots=["pot"])
    payment.stake_in(ledger, ledger.players, pot // 4)
    return ledger


@pytest.mark.parametrize("key, side, takes", [
    ("alliance", (0, 2), 8), ("mediateur", (0,), 8), ("dimidiator", (0,), 12),
    ("casco", (0, 2), 16), ("solo", (0,), 19)])
def test_modern_payouts_row_by_row(key, side, takes):
    """With a pot of 16: Alliance halves it (hoe-speel-je:pay.alliance), Dimidiator 1.5 and Casco
    2 Alliance rates (hoe-speel-je:pay.dimidiator, hoe-speel-je:pay.casco), Solo the pot and 1
    from each (hoe-speel-je:pay.solo). ``takes``: a winner's gain before his own stake."""
    ledger = _modern_ledger()
    opp = tuple(p for p in range(4) if p not in side)
    payment.settle_modern(ledger, ledger.players, HOE_SPEEL_JE.contract(key), declarer=0,
                          side=side, opponents=opp, outcome="won", vole=False, announced=False,
                          stake=4, sequences=[0] * 4)
    assert ledger.balance("A") == -4 + takes
    assert ledger.total() == 0


def test_solo_pays_the_hombre_most():
    """"Solo ... Betaalt het meest" (hoe-speel-je:bidding.solo): the Hombre's own take rises."""
    pot = 16
    takes = [payment.modern_due(HOE_SPEEL_JE.contract(k), pot, w, 4 - w) / w
             for k, w in (("alliance", 2), ("dimidiator", 1), ("casco", 2), ("solo", 1))]
    assert takes == sorted(takes)


def test_modern_remise_pays_nothing_and_keeps_the_pot():
    """The coherent reading of hoe-speel-je:pay.remise: nobody pays, the pot stays."""
    ledger = _modern_ledger()
    payment.settle_modern(ledger, ledger.players, HOE_SPEEL_JE.contract("alliance"), declarer=0,
                          side=(0, 2), opponents=(1, 3), outcome="remise", vole=False,
                          announced=False, stake=4, sequences=[0] * 4)
    assert ledger.balance("pot") == 16 and len(ledger.entries) == 1


def test_modern_codille_defenders_share_the_pot_and_the_hombre_pays_fourfold():
    """hoe-speel-je:pay.codille read: the defenders share the pot, the Hombre alone pays four
    stakes."""
    ledger = _modern_ledger()
    payment.settle_modern(ledger, ledger.players, HOE_SPEEL_JE.contract("alliance"), declarer=0,
                          side=(0, 2), opponents=(1, 3), outcome="codille", vole=False,
                          announced=False, stake=4, sequences=[0] * 4)
    assert ledger.balances() == {"A": -20, "B": 12, "C": -4, "D": 12, "pot": 0}


def test_modern_vole_triples_and_the_announced_bonus():
    """"Drievoudige normale uitbetaling en een extra bonus van 3 fiches van elke tegenstander"
    (hoe-speel-je:pay.vole)."""
    ledger = _modern_ledger()
    payment.settle_modern(ledger, ledger.players, HOE_SPEEL_JE.contract("solo"), declarer=0,
                          side=(0,), opponents=(1, 2, 3), outcome="won", vole=True,
                          announced=True, stake=4, sequences=[0] * 4)
    assert ledger.balance("A") == -4 + 3 * 19 + 9


def test_modern_matador_bonus():
    """1 fiche from each opponent for the three matadores, 2 with Ponto
    (hoe-speel-je:pay.matadors)."""
    ledger = _modern_ledger()
    payment.settle_modern(ledger, ledger.players, HOE_SPEEL_JE.contract("solo"), declarer=0,
                          side=(0,), opponents=(1, 2, 3), outcome="remise", vole=False,
                          announced=False, stake=4, sequences=[4, 3, 0, 0])
    assert ledger.balance("A") == -4 + 6 - 1 and ledger.balance("B") == -4 - 2 + 1


# ---- properties over many random hands -----------------------------------------------------

CONFIGS = [("noothoven", {}), ("noothoven", {"favourite": False}), ("hoe-speel-je", {}),
           ("hoe-speel-je", {"mediateur": True, "fixed_partners": True}),
           ("hoe-speel-je", {"quintille": True, "forced_spadille": False})]


@pytest.mark.parametrize("rules, options", CONFIGS)
def test_random_hands_end_conserve_fiches_and_repeat(rules, options):
    """Every random hand ends, always offers a legal action, conserves every fiche (players plus
    pot sum to zero), and the same seed gives the same hand."""
    game = get_game("quadrille", rules=rules, **options)
    for seed in range(30):
        state = game.new_initial_state(seed=seed)
        steps = 0
        while not state.is_terminal():
            assert state.legal_actions()
            legal = state.legal_actions()
            state.apply_action(legal[(seed * 7 + steps) % len(legal)])
            steps += 1
        assert state.ledger.total() == 0
        if rules == "noothoven":
            assert sum(state.returns()) == 0
        again = play(game.new_initial_state(seed=seed), seed=seed)
        first = play(game.new_initial_state(seed=seed), seed=seed)
        assert again.details() == first.details()


def test_clone_is_independent():
    """A clone plays on without touching the original."""
    state = run(booklet(), "vraag", "pass", "pass", "pass", "trumps clubs", "call KD")
    copy = state.clone()
    play(copy, seed=1)
    assert not state.is_terminal() and copy.is_terminal() and len(state.ledger.entries) == 0


def test_a_hand_of_the_wrong_size_is_refused_with_its_passage():
    """"aan iederen speler , en ook aan zich zeiven , tien kaarten" (noothoven:quadrille.deal)."""
    with pytest.raises(IllegalAction, match="each player receives 10"):
        booklet(hands=DEAL[:3] + ["AH QH"])


@pytest.mark.parametrize("setup, named", [
    ({"hands": [None] * 4}, "hands"), ({"hands": 5}, "hands"), ({"hands": DEAL[0]}, "hands"),
    ({"hands": DEAL[:3]}, "hands"), ({"hands": DEAL[:3] + [DEAL[0]]}, "dealt twice"),
    ({"hands": DEAL[:3] + ["AH QH JH 2H 3H 4H 5H 5C 4C 8C"]}, "8C"),
    ({"hands": DEAL[:3] + [parse("AH QH JH 2H 3H 4H 5H 5C 4C 8C")]}, "Ombre pack"),
    ({"dealer": True}, "dealer"), ({"dealer": "1"}, "dealer"), ({"dealer": 1.7}, "dealer"),
    ({"dealer": 4}, "dealer"), ({"dealer": -1}, "dealer"),
    ({"favourite": "X"}, "favourite"), ({"favourite": 1}, "favourite"),
    ({"pot": 16}, "pot"), ({"colour": "S"}, "colour")], ids=repr)
def test_a_wrong_set_up_of_the_booklets_hand_is_refused_by_name(setup, named):
    """Four hands of ten cards of the Ombre pack, none twice (noothoven:quadrille.deal,
    noothoven:quadrille.players), a dealer who is a seat, a favourite that is a suit
    (noothoven:ombre.favourite); no pot in the booklet (noothoven:quadrille.pay-fiches)."""
    with pytest.raises(ValueError, match=named):
        get_game("quadrille").new_initial_state(seed=0, **setup)


@pytest.mark.parametrize("setup, named", [
    ({"pot": True}, "pot"), ({"pot": "16"}, "pot"), ({"pot": -4}, "never negative"),
    ({"pot": 1.5}, "pot"), ({"after_remise": "yes", "pot": 8}, "after_remise"),
    ({"after_remise": True}, "give pot="), ({"favourite": "S"}, "no favourite")], ids=repr)
def test_a_wrong_set_up_of_the_pages_hand_is_refused_by_name(setup, named):
    """The pot carried is a number of fiches, never negative (hoe-speel-je:deal.stake); a
    remise leaves a pot to double (hoe-speel-je:pay.remise); the page has no favourite."""
    with pytest.raises(ValueError, match=named):
        get_game("quadrille", rules="hoe-speel-je").new_initial_state(seed=0, **setup)


def test_a_set_up_as_the_rules_allow_is_taken():
    """Hands as faces, lists of cards or CardSets; a dealer; a carried pot as a Fraction."""
    state = get_game("quadrille").new_initial_state(
        seed=0, hands=[DEAL[0], parse(DEAL[1]), list(parse(DEAL[2])), DEAL[3]], dealer=np.int64(2),
        favourite="C")
    assert state.dealer == 2 and state.favourite == "C" and state.hand(1) == parse(DEAL[1])
    page = get_game("quadrille", rules="hoe-speel-je").new_initial_state(
        seed=0, pot=Fraction(33, 2), after_remise=True)
    assert page.opening_pot == 33


def test_the_seats_name_the_ledgers_accounts_and_the_details():
    """Four seats (five in Quintille, hoe-speel-je:variants.quintille), the names the ledger,
    the details and the tables use."""
    game = get_game("quadrille")
    assert game.seats == ("A", "B", "C", "D")
    state = play(game.new_initial_state(seed=1), seed=1)
    assert set(game.seats) <= set(state.ledger.balances())
    assert state.details()["bids"][0].split(":")[0] in game.seats
    assert get_game("quadrille", rules="hoe-speel-je", quintille=True).seats[-1] == "E"


def test_an_unknown_rule_set_is_refused_with_the_sources_there_are():
    """Two sources, two rule sets (noothoven:quadrille.players, hoe-speel-je:players)."""
    with pytest.raises(ValueError, match="rules='hoyle'.*'noothoven', 'hoe-speel-je'"):
        get_game("quadrille", rules="hoyle")


def test_an_option_of_the_other_source_is_refused():
    """Quintille is the modern page's variant (hoe-speel-je:variants.quintille), not the
    booklet's."""
    with pytest.raises(ValueError, match="no option 'quintille'.*belongs to the rules "
                                         "hoe-speel-je"):
        get_game("quadrille", rules="noothoven", quintille=True)


@pytest.mark.parametrize("stake", ["4", None, 1.5, 0, -4, True], ids=repr)
def test_the_stake_is_a_whole_number_of_fiches_at_least_one(stake):
    """"Elke speler legt een gelijke, overeengekomen inzet (bijvoorbeeld 4 fiches)"
    (hoe-speel-je:deal.stake): a stake of 0 or less would cancel or reverse every payment."""
    with pytest.raises(ValueError, match=f"option stake={stake!r}"):
        get_game("quadrille", rules="hoe-speel-je", stake=stake)


@pytest.mark.parametrize("option, value", [
    ("favourite", "false"), ("call_own_king", 1), ("call_queen", "yes"),
    ("misere_trump", "least"), ("spadille_forcee", "literal")], ids=repr)
def test_the_booklets_options_take_their_exact_types_and_readings(option, value):
    """A bool is True or False (no "false", no 1); a reading is one of the named readings."""
    with pytest.raises(ValueError, match=f"option {option}={value!r}"):
        get_game("quadrille", rules="noothoven", **{option: value})


def test_the_options_default_to_the_sources_rule():
    """Each option of a rule set, its default filled in: the booklet turns the favourite
    (noothoven:ombre.favourite), the page stakes 4 fiches (hoe-speel-je:deal.stake)."""
    assert get_game("quadrille").settings == {
        "favourite": True, "misere_trump": "fewest", "partners_pay": "together",
        "spadille_forcee": "ask", "call_own_king": False, "call_queen": False}
    assert get_game("quadrille", rules="hoe-speel-je", stake=2).settings == {
        "stake": 2, "mediateur": False, "quintille": False, "forced_spadille": True,
        "fixed_partners": False, "matador_bonus": "any"}


def test_the_modern_mediateur_buys_a_king_for_want_of_a_stock():
    """The variant draws "een trek uit de rest" where "er is geen trekstapel"
    (hoe-speel-je:variants.mediateur, hoe-speel-je:deal.no-stock): read as the booklet's
    purchase of a King for one card, played alone, with no fee named."""
    state = run(modern(mediateur=True), "Mediateur", "pass", "pass", "pass", "buy KD", "give 6H",
                "trumps clubs")
    assert "KD" in state.hand(0) and "6H" in state.hand(2)
    assert state.side == (0,) and state.ledger.balance("C") == -4  # his stake only: no fee


def test_the_low_cards_of_the_book_hands_are_in_them():
    """Each card filled in for a "lage" card belongs to its hand and to the suit named."""
    for hand in BOOK_HANDS.values():
        assert all(face in hand.cards for face in hand.low), hand.key


def test_a_contract_the_hand_does_not_allow_names_its_holding():
    """Trois-quarts needs the two black aces and a red one, or three kings
    (noothoven:quadrille.trois-quarts-aces)."""
    state = run(booklet(), "pass")
    with pytest.raises(IllegalAction, match="two black aces and a red ace") as err:
        state.apply_action("trois-quarts (two black aces and a red ace)")
    assert err.value.passage == "noothoven:quadrille.trois-quarts-aces"


def test_every_id_in_the_comparison_table_is_catalogued():
    """The side-by-side table cites passages that exist."""
    from gamelib.games.quadrille.tables import comparison_table
    for row in comparison_table():
        for pid in row["passages"].split("; "):
            assert quote(pid)


def test_gasco_shows_the_black_aces():
    """"vertoont men de beide zwarte azen" (noothoven:quadrille.gasco)."""
    state = run(booklet(), "gasco", "pass", "pass", "pass")
    assert state.information(3)["shown"] == {0: CardSet("AS AC")}


ALL_LABELS = (["pass", "vraag", "gasco", "solo", "Alliance", "Casco", "Solo", "lay hand open",
               "stop", "end exchange", "announce vole", "trumps clubs", "trumps hearts",
               "call KS", "call KH", "buy KD", "give 7D", "return 2S"]
              + [str(c) for c in OMBRE_DECK])


@pytest.mark.parametrize("rules, options", CONFIGS[:3])
def test_every_refused_action_is_an_illegal_action_and_the_partner_stays_hidden(rules, options):
    """Whatever is tried out of turn raises IllegalAction (never another error); a hidden aide
    is unknown to the others until he shows himself; trick counts add up."""
    game = get_game("quadrille", rules=rules, **options)
    for seed in range(15):
        state = game.new_initial_state(seed=seed)
        step = 0
        while not state.is_terminal():
            legal = {str(a).lower() for a in state.legal_actions()}
            for label in ALL_LABELS[(seed + step) % 7::9]:
                if label.lower() not in legal:
                    with pytest.raises(IllegalAction):
                        state.clone().apply_action(label)
            if state.aide is not None and not state.revealed:
                others = [p for p in range(game.num_players) if p != state.aide]
                assert all(state.information(p)["partner"] is None for p in others)
            state.apply_action(state.legal_actions()[(seed + 3 * step) % len(legal)])
            step += 1
        assert sum(state.won) == len(state.tricks) and state.side_tricks == sum(
            state.won[p] for p in state.side)


def test_a_state_shows_itself_as_cards_and_ledger():
    """The state renders its hands as cards and, once settled, its ledger (deterministically)."""
    state = run(booklet(VOLE_DEAL), "solo", "pass", "pass", "pass", "trumps clubs")
    play_high(state)
    run(state, "stop")
    html = state._repr_html_()
    assert html == state._repr_html_() and 'data-card="AS"' in html and "ledger" in html


def test_vole_declaree_played_through():
    """Vole-déclarée: he alone takes every trick (noothoven:quadrille.vole-declaree), paid
    8 x (ask
    1 + matadors 5 + vole 4) = 80 from each (noothoven:quadrille.pay-vole-declaree); losing a
    trick ends it and he pays the same to each."""
    made = run(booklet(VOLE_DEAL), "vole déclarée", "pass", "pass", "pass", "trumps clubs")
    play_high(made)
    assert made.is_terminal() and len(made.tricks) == 10 and made.returns()[0] == 240
    lost = run(booklet(), "vole déclarée", "pass", "pass", "pass", "trumps clubs")
    play_high(lost)
    assert lost.outcome == "lost" and lost.returns()[0] == -240 and len(lost.tricks) < 10


def test_the_advice_stands_in_the_hands_passage():
    """Each hand's advice is the booklet's own sentence (its passage, OCR normalised)."""
    import re

    def words(text):
        return " ".join(re.findall(r"\w+", text.lower()))

    for hand in BOOK_HANDS.values():
        if hand.advice:
            texts = " ".join(words(quote(p).reading or quote(p).text) for p in hand.passages)
            assert words(hand.advice) in texts, hand.key


def test_partners_pay_each_option():
    """The booklet leaves open who pays whom between pairs: with ``partners_pay="each"`` every
    loser pays every winner the game, as the Ombre player is paid "van ieder speler"
    (noothoven:ombre.pay-vraag); the codille stays the asker's alone
    (noothoven:quadrille.pay-codille)."""
    ledger = Ledger(["A", "B", "C", "D"])
    amount = payment.BookletAmount(3, 0, 0, 0, 1)
    c = NOOTHOVEN.contract("vraag")
    payment.settle_booklet(ledger, ledger.players, c, declarer=0, side=(0, 2), opponents=(1, 3),
                           won=True, codille=False, amount=amount, partners_pay="each")
    assert ledger.balances() == {"A": 6, "B": -6, "C": 6, "D": -6}
    results = {}
    for way in ("together", "each"):
        state = run(booklet(VOLE_DEAL, partners_pay=way), "vraag", "pass", "pass", "pass",
                    "trumps clubs", "call KD")
        play_high(state)
        run(state, "stop")
        results[way] = state.returns()
    assert results["each"] == [2 * x for x in results["together"]] and results["each"][0] > 0
    with pytest.raises(ValueError, match="partners_pay"):
        get_game("quadrille", rules="noothoven", partners_pay="half")


def test_matador_bonus_option():
    """"Een speler die alle drie de Matadores ... had" (hoe-speel-je:pay.matadors) is read as any
    player; ``matador_bonus="hombre-side"`` pays it only to the Hombre's side."""
    hands = ["KS QS JS 7S 6S 5S 4S 3S 2S 7D", "AS AC 2C KC QC JC 7C KH 7H 6H",
             "KD QD JD AD 2D 3D 4D 5D 6D 6C", "AH QH JH 2H 3H 4H 5H 5C 4C 3C"]
    lines = {}
    for way in ("any", "hombre-side"):
        state = run(modern(hands, matador_bonus=way), "alliance", "pass", "pass", "pass",
                    "trumps clubs", "call KD", "no announcement")
        play(state, seed=1)
        lines[way] = [e.label for e in state.ledger.entries if "matadore" in e.label]
    assert lines["any"] and not lines["hombre-side"]


QUADRILLE_GOLDEN = [
    # (options, sha256[:16] of repr((str(details()), returns())) over seeds 0..99, each deal
    # played by RandomPlayer(seed)): the hands the rules played when these were recorded.
    ({}, '8d60bf62b360ac41'),
    ({'favourite': False, 'partners_pay': 'each'}, '56ffe3432b78569e'),
    ({'rules': 'hoe-speel-je'}, '82c6d25006a15ac6'),
    ({'rules': 'hoe-speel-je', 'mediateur': True, 'fixed_partners': True}, '2e4aadb4b3ed3cc4'),
    ({'rules': 'hoe-speel-je', 'quintille': True, 'forced_spadille': False}, '509060772569f142'),
]


@pytest.mark.parametrize("options, expected", QUADRILLE_GOLDEN,
                         ids=["-".join(f"{k}={v}" for k, v in o.items()) or "booklet"
                              for o, _ in QUADRILLE_GOLDEN])
def test_the_same_seed_plays_the_recorded_hands(options, expected):
    """The same seed deals, bids, plays and settles exactly the recorded hands
    (noothoven:quadrille.deal, hoe-speel-je:deal.packets and every rule after them)."""
    import hashlib

    h = hashlib.sha256()
    for s in range(100):
        state = play(get_game("quadrille", **options).new_initial_state(seed=s), seed=s)
        h.update(repr((str(state.details()), list(state.returns()))).encode())
    assert h.hexdigest()[:16] == expected


# ---- spadille-forcée and trois-quarts: "een gewoon vraagspel", and Hoyle's reading ------------

# Deals (dealer 3, so A speaks and leads first) on which each game, its calls and trumps taken
# as first offered and the side playing its highest trumps, reaches the sixth trick with all six
# ("vole") or is lost by codille.
FORCED_DEALS = {
    ("spadille-forcee", "vole"): ["7S KH 2H AD 6D 5D 4D 3D QC 5C", "QS 3S QH JH 5H JD 7D AC 4C 3C",
                                  "AS JS 6S 4S 7H 4H 3H KD 7C 2C", "KS 5S 2S AH 6H QD 2D KC JC 6C"],
    ("spadille-forcee", "codille"): ["JS 5S 3S 3H AD 4D AC KC QC 7C",
                                     "KS 4S QH JH KD 7D 6D JC 5C 3C",
                                     "QS 7S 6S 2S KH 7H 5H JD 2D 2C",
                                     "AS AH 6H 4H 2H QD 5D 3D 6C 4C"],
    ("trois-quarts-aces", "vole"): ["AS KS 4S 2S AH QH AD AC QC 3C",
                                    "JS 6S 3S KH 7H 4H KD JD KC 4C",
                                    "QS 5S JH 6H 5H QD 5D 4D 3D 2D",
                                    "7S 3H 2H 7D 6D JC 7C 6C 5C 2C"],
    ("trois-quarts-aces", "codille"): ["AS 7S 7H 5H AD 3D AC KC 7C 6C",
                                       "6S 7D 6D 5D 4D 2D QC 5C 4C 3C",
                                       "KS 4S 3S 2S QH JH 6H KD QD JD",
                                       "QS JS 5S AH KH 4H 3H 2H JC 2C"],
    ("trois-quarts-kings", "vole"): ["AS KS 5S 2S KH 2H KD JD 3D 2D",
                                     "JS 6S QH 6H 5H QD 6D 5D 4D KC",
                                     "4S AH JH 3H AD 7D AC JC 6C 2C",
                                     "QS 7S 3S 7H 4H QC 7C 5C 4C 3C"],
    ("trois-quarts-kings", "codille"): ["KS KH AD QD 7D KC QC 6C 3C 2C",
                                        "QS JS 7S 2S QH JH 7H 5H 4D 7C",
                                        "6S 5S AH 4H 3H JD 6D 5D 3D AC",
                                        "AS 4S 3S 6H 2H KD 2D JC 5C 4C"],
}
ANNOUNCE = {"spadille-forcee": "pass",
            "trois-quarts-aces": "trois-quarts (two black aces and a red ace)",
            "trois-quarts-kings": "trois-quarts (three kings)"}
ASK_LIKE = ("spadille-forcee", "trois-quarts-aces", "trois-quarts-kings")


def side_plays_high(state):
    """The declarer and his aide play their highest trump, the others their first legal card."""
    while not state.is_terminal() and state.phase == "play":
        acts = state.legal_actions()
        if state.current_player() in state.side:
            order = trump_order(state.trump)
            state.apply_action(min(acts, key=lambda a: order.index(a.value)
                                   if a.value in order else 99))
        else:
            state.apply_action(acts[0])
    return state


def forced_to(key, result, **options):
    """``key`` played on its FORCED_DEALS deal up to the vole choice or to its codille."""
    state = run(booklet(FORCED_DEALS[key, result], favourite="S", **options), ANNOUNCE[key],
                "pass", "pass", "pass")
    assert state.contract.key == key
    while state.phase in ("call", "trump"):
        state.apply_action(state.legal_actions()[0])
    assert state.aide is not None and state.aide != state.declarer
    return side_plays_high(state)


@pytest.mark.parametrize("key", ASK_LIKE)
def test_games_played_as_an_ask_may_go_on_for_the_vole_and_are_paid_its_vole(key):
    """Spadille-forcée is "een gewoon vraagspel" (noothoven:quadrille.spadille-forcee) and
    trois-quarts is played "op de wijze als bij een gewoon vraagspel"
    (noothoven:quadrille.trois-quarts-aces): after six tricks taken the winner of the sixth may
    go on for the vole (noothoven:quadrille.vole-going-on, after "het een of ander spel",
    noothoven:quadrille.vole), paid 4 after spadille-forcée (the ask's) and 6 after trois-quarts
    (noothoven:quadrille.pay-vole), added when made and deducted when failed."""
    state = forced_to(key, "vole")
    assert state.phase == "vole_choice"
    vole = 4 if key == "spadille-forcee" else 6
    stopped = run(state.clone(), "stop")
    on = side_plays_high(run(state.clone(), "play on for the vole"))
    assert on.vole in ("made", "failed")
    sign = 1 if on.vole == "made" else -1
    assert on.amount.vole == sign * vole and stopped.amount.vole == 0
    assert on.amount.total - stopped.amount.total == sign * vole * on.amount.factor


@pytest.mark.parametrize("key", ASK_LIKE)
def test_games_played_as_an_ask_lost_by_codille_are_paid_by_the_declarer_alone(key):
    """"Wordt een vraagspel codille verloren, dan betaalt degeen, die gevraagd heeft, daarna aan
    de tegenspelers een fiche meer. Zijn aide is van de betaling verschoond"
    (noothoven:quadrille.pay-codille), for spadille-forcée and trois-quarts alike, both played
    as an ask (noothoven:quadrille.spadille-forcee, noothoven:quadrille.trois-quarts-aces)."""
    state = forced_to(key, "codille")
    assert state.outcome == "codille"
    due = state.amount.total + state.amount.factor  # one fiche more (doubled in the favourite)
    net = state.returns()
    assert net[state.aide] == 0 and net[state.declarer] == -2 * due
    assert all(net[o] == due for o in state.opponents)
    assert state.ledger.entries[-1].passage == "noothoven:quadrille.pay-codille"


def test_hoyles_forced_spadille_may_not_play_for_the_vole():
    """Option ``spadille_forcee="hoyle"``: "Forced spadille is not obliged to make three tricks,
    nor is he allowed to play for the vole" (Hoyle's law 16; the booklet,
    noothoven:quadrille.spadille-forcee, read literally, allows it): six tricks taken end the
    game, won with premières; trois-quarts, announced freely, keeps its vole."""
    state = forced_to("spadille-forcee", "vole", spadille_forcee="hoyle")
    assert state.is_terminal() and state.outcome == "won" and state.vole is None
    assert len(state.tricks) == 6 and state.amount.premieres == 1
    assert forced_to("trois-quarts-aces", "vole", spadille_forcee="hoyle").phase == "vole_choice"


def test_hoyles_forced_spadille_lost_by_codille_is_paid_by_both():
    """Option ``spadille_forcee="hoyle"``: "He who calls and does not make three tricks, is to be
    beasted alone, unless in forced spadille" (Hoyle's law 33): the forced player did not ask,
    so the ask's codille (noothoven:quadrille.pay-codille) does not apply; he and his aide pay
    together, as at remise (noothoven:quadrille.pay-remise-end), no fiche more. Trois-quarts,
    announced freely, is still paid by the declarer alone."""
    state = forced_to("spadille-forcee", "codille", spadille_forcee="hoyle")
    assert state.outcome == "codille"
    due = state.amount.total
    net = state.returns()
    assert net[state.declarer] == net[state.aide] == -due
    assert all(net[o] == due for o in state.opponents)
    assert state.ledger.entries[-1].passage == "noothoven:quadrille.pay-remise-end"
    tq = forced_to("trois-quarts-aces", "codille", spadille_forcee="hoyle")
    assert tq.returns()[tq.aide] == 0
    with pytest.raises(ValueError, match="spadille_forcee"):
        get_game("quadrille", rules="noothoven", spadille_forcee="literal")


# ---- calling oneself, calling a queen (Hoyle's laws 23 and 12, options) ----------------------

FOUR_KINGS = ["KS KH KD KC AS 2C 3C 4C 5C 6C", "QS JS 7S 6S 5S 4S 3S 2S 7C JC",
              "QD JD AD 2D 3D 4D 5D 6D 7D QC", "AH QH JH 2H 3H 4H 5H 6H 7H AC"]


def test_by_default_a_hand_of_four_kings_has_nothing_to_call():
    """The holder of the called king is "de maat (of aide) van den speler"
    (noothoven:quadrille.vraag-call): another player; a declarer holding the four kings has
    none to call, so he may not ask (the booklet is silent on more: read so by default)."""
    state = booklet(FOUR_KINGS)
    assert "vraag" not in labels(state) and "gasco" not in labels(state)


def test_call_own_king_lets_the_declarer_call_himself_and_play_alone():
    """Option ``call_own_king``: "A player who has one or more kings, may call him or herself,
    naming the king, but must win six tricks" (Hoyle's law 23; the booklet,
    noothoven:quadrille.vraag-call, is silent): he is his own aide, plays alone against three,
    and is paid the ask's tariff by each of them, or pays it."""
    state = run(booklet(DEAL, call_own_king=True), "vraag", "pass", "pass", "pass",
                "trumps clubs")
    assert "call KH" in labels(state) and "call KD" in labels(state)
    run(state, "call KH")
    assert state.aide == 0 and state.side == (0,) and state.opponents == (1, 2, 3)
    assert state.information(1)["partner"] is None  # nobody knows he called himself
    play_high(state)
    if state.phase == "vole_choice":
        run(state, "stop")
    net = state.returns()
    assert net[1] == net[2] == net[3] == -net[0] / 3 and net[0] != 0
    assert run(booklet(FOUR_KINGS, call_own_king=True), "vraag").high.key == "vraag"


def test_call_queen_lets_four_kings_call_a_queen_but_not_the_queen_of_trumps():
    """Option ``call_queen``: "If you have four kings dealt, you are at liberty either to call a
    queen to one of your kings, except the queen of trumps" (Hoyle's law 12; the booklet is
    silent): the queen's holder is the aide."""
    state = run(booklet(FOUR_KINGS, call_queen=True), "vraag", "pass", "pass", "pass",
                "trumps hearts")
    assert labels(state) == ["call QS", "call QD", "call QC"]
    run(state, "call QD")
    assert state.aide == 2 and state.side == (0, 2)
    with pytest.raises(ValueError, match="call_queen"):
        get_game("quadrille", rules="noothoven", call_queen="yes")


def test_the_booklet_plays_with_the_favourite_unless_agreed_otherwise():
    """"Door favorite of kleur, verstaat men de kleur van de kaart, die boven ligt, als het
    wasch-spel omgekeerd wordt. Is men overeengekomen om dit niet te doen, zoo als vaak gebeurt,
    dan bestaat er geen favorite" (noothoven:ombre.favourite): the rule is with the favourite;
    ``favourite=False`` is the agreement not to turn."""
    game = get_game("quadrille", rules="noothoven")
    assert game.settings["favourite"] is True
    assert game.new_initial_state(seed=1).favourite in tuple("SHDC")
    plain = get_game("quadrille", rules="noothoven", favourite=False).new_initial_state(seed=1)
    assert plain.favourite is None and "vraag in de favorite" not in labels(plain)


# ---- the modern page's pot, carried from hand to hand ----------------------------------------

def test_a_single_modern_hand_opens_with_the_first_rounds_stakes():
    """"Elke speler legt een gelijke, overeengekomen inzet (bijvoorbeeld 4 fiches) in een
    centrale pot voor de eerste ronde" (hoe-speel-je:deal.stake)."""
    state = get_game("quadrille", rules="hoe-speel-je").new_initial_state(seed=0)
    assert state.pot() == 16 and state.ledger.balances()["A"] == -4


@pytest.mark.parametrize("carried, after_remise, pot, each", [
    (16, True, 32, -4), (8, True, 16, -2), (8, False, 8, 0), (0, False, 16, -4)])
def test_a_hand_opens_with_the_carried_pot(carried, after_remise, pot, each):
    """A hand opens with the pot the last one left: doubled after a remise, each player adding an
    equal share ("De pot wordt verdubbeld voor de volgende ronde", hoe-speel-je:pay.remise);
    as it is otherwise (the opponents' new stakes after an Alliance won are in it,
    hoe-speel-je:pay.alliance); staked again as for the first round when empty
    (hoe-speel-je:deal.stake)."""
    state = get_game("quadrille", rules="hoe-speel-je").new_initial_state(
        seed=0, pot=carried, after_remise=after_remise)
    balances = state.ledger.balances()
    assert state.pot() == pot and all(balances[seat] == each for seat in "ABCD")
    assert state.ledger.total() == 0 and state.returns() == [0.0] * 4


def test_a_carried_pot_is_the_modern_pages_alone_and_never_negative():
    """The booklet pays by its tariff (noothoven:quadrille.pay-fiches): no pot to carry; a pot
    is never negative (hoe-speel-je:deal.stake); a remise leaves a pot to double."""
    with pytest.raises(ValueError, match="no pot"):
        get_game("quadrille", rules="noothoven").new_initial_state(seed=0, pot=16)
    page = get_game("quadrille", rules="hoe-speel-je")
    with pytest.raises(ValueError, match="never negative"):
        page.new_initial_state(seed=0, pot=-4)
    with pytest.raises(ValueError, match="give pot="):
        page.new_initial_state(seed=0, after_remise=True)


def test_a_session_carries_the_pot_and_doubles_it_after_a_remise():
    """Hands in a row (gamelib.core.session): each opens with the pot the last one left, doubled
    after a remise (hoe-speel-je:pay.remise), staked again when empty (hoe-speel-je:deal.stake),
    the same pot otherwise; the deal passes to the right (noothoven:quadrille.turn-to-deal);
    every fiche of every hand is in the session's ledger, which sums to zero."""
    from gamelib.games.quadrille.session import QuadrilleSession

    game = get_game("quadrille", rules="hoe-speel-je")
    session = QuadrilleSession(game).play(40, seed=3)
    assert session.ledger.total() == 0 and session.pot() == session.last.pot()
    remises = 0
    for before, after in zip(session.states, session.states[1:]):
        left = before.pot()
        if before.outcome == "remise":
            remises += 1
            assert after.opening_pot == 2 * left
        else:
            assert after.opening_pot == (left or 16)
        assert after.dealer == (before.dealer + 1) % 4
    assert remises >= 1
    balances = session.ledger.balances()
    assert sum(balances[seat] for seat in "ABCD") == -session.pot()


# ---- the hand report -----------------------------------------------------------------------

REPORT_HANDS = [(BOOK_HANDS["S1"].cards, "C"), (BOOK_HANDS["S1"].cards, "S"),
                (BOOK_HANDS["R2"].cards, "D"), (parse(DEAL[0]), "C"), (parse(DEAL[2]), "D"),
                (parse(DEAL[3]), None), (parse("AS 2S AC KS QS"), "S")]


def test_the_hand_report_finds_a_booklet_hand_in_the_other_suit_of_its_colour():
    """"klaveren (of schoppen)" (noothoven:quadrille.solos-black): the solo S1, written with
    clubs as trumps, is found with spades; its three matadors are marked and paid."""
    book = BOOK_HANDS["S1"]
    swap = {"C": "S", "S": "C"}
    black_aces = (Card("AS"), Card("AC"))
    spades = CardSet([c if c in black_aces else Card(c.rank + swap.get(c.suit, c.suit))
                      for c in book.cards])
    report = get_game("quadrille").hand_report(str(spades), "S")
    assert [m[0] for m in report.matches] == ["S1"] and report.nearest[:2] == ("S1", 10)
    assert report.count("matadors paid for") == 3 and report.count("kings held") == 3
    assert [report.marks[c] for c in report.trump_order[:3]] == ["matador"] * 3


def test_the_pages_hand_report_pays_three_or_four_matadors_not_the_run():
    """"alle drie de Matadores" 1 fiche, "alle vier de hoogste troeven" 2 from each opponent
    (hoe-speel-je:pay.matadors): a run of five is paid as four."""
    report = get_game("quadrille", rules="hoe-speel-je").hand_report("AS 2S AC KS QS", "S")
    assert report.count("matadors paid for") == 4
    assert report.count("matador bonus, fiches from each opponent") == 2


@pytest.mark.parametrize("cards, trump, named", [
    ("AS 8S", "S", "8S"), (["AS", 5], None, "cards"), ("AS", "X", "trump"), ("AS", 1, "trump")],
    ids=repr)
def test_the_hand_report_refuses_cards_of_another_pack_and_a_trump_that_is_no_suit(
        cards, trump, named):
    """The Ombre pack of forty cards (noothoven:quadrille.players); a trump is a suit."""
    with pytest.raises(ValueError, match=named):
        get_game("quadrille").hand_report(cards, trump)
