"""Following suit, the matador privileges and forcing, and the winner of a trick."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.core.cards import CardSet, parse
from gamelib.core.engine import IllegalAction
from gamelib.games.ombre import legal_cards, trick_winner
from gamelib.games.ombre.order import OMBRE_DECK, is_trump, matadors, trump_order
from gamelib.games.ombre.play import why_not


def faces(cards):
    return sorted(str(c) for c in cards)


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_must_follow_suit(rules):
    """One must follow the suit led (noothoven:ombre.follow-suit; academie:play.follow-suit)."""
    assert faces(legal_cards(parse("KH 2H 5S AS"), ["QH"], "S", rules)) == ["2H", "KH"]


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_void_may_play_anything(rules):
    """Void in the suit led, any card may be played; there is no duty to trump
    (noothoven:ombre.renonce; academie:play.follow-suit)."""
    hand = parse("KD 5S AS")
    assert faces(legal_cards(hand, ["QH"], "S", rules)) == ["5S", "AS", "KD"]


def test_black_ace_does_not_follow_its_printed_suit():
    """Basta is a trump, so it does not follow clubs when hearts are trumps
    (academie:cards.black-aces)."""
    assert faces(legal_cards(parse("AC 5H"), ["KC"], "H", "academie")) == ["5H", "AC"]


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_low_trump_led_matadors_only_may_keep_them(rules):
    """A low trump led: one holding only matadors need not play one
    (noothoven:ombre.trump-led; academie:play.low-trump)."""
    hand = parse("AS 5D 6D")
    assert faces(legal_cards(hand, ["4H"], "H", rules)) == ["5D", "6D", "AS"]


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_low_trump_led_must_trump_with_ordinary_trump(rules):
    """A trump led: one holding an ordinary trump must play a trump (matador allowed)."""
    hand = parse("AS 3H 5D")
    assert faces(legal_cards(hand, ["4H"], "H", rules)) == ["3H", "AS"]


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_spadille_forces_lone_manille(rules):
    """Spadille led forces a lower matador alone left among the trumps
    (noothoven:ombre.trump-led; academie:play.matadors)."""
    assert faces(legal_cards(parse("7H 5D 6D"), ["AS"], "H", rules)) == ["7H"]


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_manille_led_spadille_and_basto(rules):
    """Manille led, holding only Spadille and Basto: Basto is forced unless Spadille is played
    (academie:play.matadors)."""
    assert faces(legal_cards(parse("AS AC 5D"), ["7H"], "H", rules)) == ["AC", "AS"]


@pytest.mark.parametrize("rules", ["noothoven", "academie"])
def test_lower_matador_led_does_not_force_higher(rules):
    """Basto led cannot force Spadille (academie:play.matadors)."""
    assert faces(legal_cards(parse("AS 5D"), ["AC"], "H", rules)) == ["5D", "AS"]


def test_ponto_forced_by_basta_in_the_booklet_only():
    """"ponto moet vallen voor basta" (noothoven:ombre.trump-led); in the Académie Ponto is an
    ordinary trump and must simply follow trumps (academie:play.matadors)."""
    hand = parse("AH 5D")
    assert faces(legal_cards(hand, ["AC"], "H", "noothoven")) == ["AH"]
    assert faces(legal_cards(hand, ["AC"], "H", "academie")) == ["AH"]
    # a low trump led: the booklet's Ponto is privileged, the Academie's is not
    assert faces(legal_cards(hand, ["4H"], "H", "noothoven")) == ["5D", "AH"]
    assert faces(legal_cards(hand, ["4H"], "H", "academie")) == ["AH"]


def test_only_the_led_card_forces():
    """A matador played by the second player does not force the third (academie:play.matadors)."""
    assert faces(legal_cards(parse("7H 5D"), ["4H", "AS"], "H", "academie")) == ["5D", "7H"]


def test_renouncing_a_forced_matador_names_the_rule():
    """Renouncing a forced matador raises IllegalAction naming the rule and passage."""
    err = why_not("5D", parse("7H 5D"), ["AS"], "H", "academie")
    assert isinstance(err, IllegalAction)
    assert "forced matador" in str(err) and "academie:play.matadors" in str(err)


def test_revoke_names_the_rule():
    """Revoking raises IllegalAction naming follow suit and the passage."""
    err = why_not("5S", parse("KH 5S"), ["QH"], "S", "noothoven")
    assert "revoke" in str(err) and "noothoven:ombre.follow-suit" in str(err)


@pytest.mark.parametrize("trick,trump,winner", [
    (["KH", "AH", "2H"], "S", 0),   # red plain: K above A
    (["KH", "AH", "3S"], "S", 2),   # any trump wins
    (["2S", "AC", "AS"], "S", 2),   # Spadille above Manille above Basta
    (["7D", "KD", "5C"], "H", 1),   # the 7 is the lowest plain red
    (["7S", "2S", "KD"], "H", 0),   # black plain: 7 above 2
])
def test_trick_winner(trick, trump, winner):
    """The highest trump, else the highest card of the suit led, takes the trick."""
    assert trick_winner(trick, trump) == winner


DECK = list(OMBRE_DECK)


@settings(max_examples=300, deadline=None)
@given(cards=st.lists(st.sampled_from(DECK), min_size=2, max_size=10, unique=True),
       trump=st.sampled_from("SHDC"), rules=st.sampled_from(["noothoven", "academie"]))
def test_legal_cards_properties(cards, trump, rules):
    """For any hand and card led: the legal cards are a non-empty part of the hand; a plain suit
    held must be followed; a trump led with an ordinary trump held must be answered in trumps;
    a forced matador is played unless a higher one is (noothoven:ombre.trump-led,
    academie:play.matadors)."""
    led, hand = cards[0], CardSet(cards[1:])
    legal = legal_cards(hand, [led], trump, rules)
    assert legal and set(legal) <= set(hand)
    mats = set(matadors(trump, rules))
    trumps = [c for c in hand if is_trump(c, trump)]
    if not is_trump(led, trump):
        same = [c for c in hand if not is_trump(c, trump) and c.suit == led.suit]
        assert set(legal) == set(same or hand)
    elif any(c not in mats for c in trumps):
        assert set(legal) == set(trumps)
    elif trumps:
        order = trump_order(trump)
        lower = [c for c in trumps if led in mats and order.index(c) > order.index(led)]
        assert set(legal) == (set(trumps) if lower else set(hand))


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=(1 << 52) - 1))
def test_card_actions_list_a_mask_as_actions_of_does(mask):
    """CardActions.of (cached suits) lists the same actions, in the same card order, as
    actions_of reading the mask byte by byte: the order the recorded seeds depend on."""
    from gamelib.games.ombre.play import CardActions, actions_of

    table = list(range(100, 152))
    expected = [100 + c for c in range(52) if mask >> c & 1]
    assert actions_of(mask, table) == expected
    assert CardActions(table).of(mask) == expected  # every suit made when first met
    pack = CardSet(OMBRE_DECK).mask  # the 40-card pack's suits made at once, others when met
    made = CardActions(table, pack)
    assert made.of(mask) == expected
    assert made.of(mask & pack) == [a for a in expected if pack >> a - 100 & 1]
    # the plain function a game's hot path calls lists the same, cards outside the pack too
    assert CardActions(table, pack).lister()(mask) == expected


def test_the_fast_legal_cards_equal_the_readable_ones_over_random_tricks():
    """legal_mask (the masks and tables the engine, solver and fast path read) allows exactly
    the cards of matador_following (following suit by the trick rules, the matador privilege on
    top) for 20,000 random hands and cards led, both rule sets, every trump
    (academie:play.matadors, noothoven:ombre.trump-led)."""
    import numpy as np

    from gamelib.games.ombre.order import order_rules
    from gamelib.games.ombre.play import legal_mask, matador_following

    rng = np.random.default_rng(7)
    for _ in range(20_000):
        rules, t = order_rules(("noothoven", "academie")[rng.integers(2)]), int(rng.integers(4))
        size = int(rng.integers(1, 10))
        cards = [DECK[i] for i in rng.permutation(len(DECK))[:size + 1]]
        led, hand = (cards[0], CardSet(cards[1:])) if rng.integers(5) else (None, CardSet(cards))
        readable = CardSet(matador_following(list(hand), led, "SHDC"[t], rules))
        assert legal_mask(hand.mask, led, t, rules.ponto_is_matador) == readable.mask


def test_the_fast_trick_winner_equals_the_trick_rules_over_random_tricks():
    """winner_index (the order's TAKING tables) names the same winner as the trick rules
    (gamelib.core.tricks.TrickRules of the trump order and the plain orders) for 20,000 random
    tricks of two to five cards, every trump (noothoven:ombre.follow-suit,
    academie:play.object)."""
    import numpy as np

    from gamelib.games.ombre.order import trick_rules
    from gamelib.games.ombre.play import winner_index

    rng = np.random.default_rng(11)
    for _ in range(20_000):
        t = int(rng.integers(4))
        trick = [DECK[i] for i in rng.permutation(len(DECK))[:int(rng.integers(2, 6))]]
        assert winner_index([int(c) for c in trick], t) == trick_rules("SHDC"[t]).winner(trick)
