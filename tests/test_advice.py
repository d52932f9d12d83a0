"""The sources' advice as players (gamelib.players.advice): legal play, the booklet's examples, and
better than random where the source says its advice wins."""

import numpy as np
import pytest

import gamelib.players.advice as advice
from gamelib.analysis.montecarlo import simulate
from gamelib.core.engine import get_game
from gamelib.core.stats import mean_interval, wilson_interval
from gamelib.games.ombre.advice import BOOK_HANDS as OMBRE_HANDS
from gamelib.games.quadrille import BOOK_HANDS as QUADRILLE_HANDS
from gamelib.players import POLICIES, make_policy

GAMES = [
    ("ombre", {"rules": "academie"}, "ombre-booklet"),
    ("ombre", {"rules": "noothoven"}, "ombre-booklet"),
    ("ombre", {"rules": "noothoven"}, "ombre-booklet-experienced"),
    ("quadrille", {"rules": "noothoven"}, "quadrille-booklet"),
    ("quadrille", {"rules": "hoe-speel-je"}, "quadrille-booklet"),
    ("casino", {}, "casino-engelmann"),
    ("piquet", {}, "piquet-engelmann"),
]


def test_registered():
    """Every advice player is registered by name as a policy factory."""
    for name in ("ombre-booklet", "ombre-booklet-experienced", "quadrille-booklet",
                 "casino-engelmann", "piquet-engelmann"):
        assert name in POLICIES


@pytest.mark.parametrize("game,options,policy", GAMES)
def test_legal_actions_only(game, options, policy):
    """Over many seeded deals the advice player, in every seat, only ever chooses one of the
    legal actions, and the game ends."""
    g = get_game(game, **options)
    deals = 5 if game in ("casino", "piquet") else 60
    for seed in range(deals):
        state = g.new_initial_state(seed=seed)
        policies = [make_policy(policy, seed) for _ in range(g.num_players)]
        steps = 0
        while not state.is_terminal():
            action = policies[state.current_player()](state)
            assert action in state.legal_actions()
            state.apply_action(action)
            steps += 1
            assert steps < 5_000
        assert len(state.returns()) == g.num_players  # (pools and pots may hold stakes)


def test_deterministic():
    """The same seed gives the same deals and the same play."""
    a = simulate("quadrille", "quadrille-booklet", n=20, seed=5, executor="inline",
                 options={"rules": "noothoven"})
    b = simulate("quadrille", "quadrille-booklet", n=20, seed=5, executor="inline",
                 options={"rules": "noothoven"})
    assert a.equals(b)


def test_quadrille_asks_count_three_sure_tricks():
    """"een vraagspel goed is, wanneer de speler die vraagt, drie vaste trekken heeft"
    (noothoven:quadrille.ask-rule): every good ask the booklet prints counts at least three
    sure tricks by :func:`sure_tricks` in its own trumps."""
    asks = [h for h in QUADRILLE_HANDS.values() if h.contract == "vraag"]
    assert len(asks) == 16
    for hand in asks:
        assert advice.sure_tricks(hand.cards, hand.trump) >= advice.QUADRILLE_ASK, hand.key


def test_quadrille_solos_count_more_than_asks():
    """The booklet's solo hands (noothoven:quadrille.solo-examples) count more sure tricks on
    average than its asks, and the solo bar is the median of the solo examples."""
    solos = [advice.sure_tricks(h.cards, h.trump) for h in QUADRILLE_HANDS.values()
             if h.contract == "solo"]
    asks = [advice.sure_tricks(h.cards, h.trump) for h in QUADRILLE_HANDS.values()
            if h.contract == "vraag"]
    assert np.mean(solos) > np.mean(asks)
    assert advice.quadrille_solo_threshold() == float(np.median(solos))
    assert advice.QUADRILLE_ASK < advice.quadrille_solo_threshold()


def test_ombre_examples():
    """The Ombre chapter's holdings (noothoven:ombre.good-asks-intro .. noothoven:ombre.good-sp),
    counted without voids since the rest of the hand is not given: the good asks count more on
    average than the "vrij goede doch nog zwakke" ones (noothoven:ombre.weak-asks), and every
    sans-prendre example at least four, "ofschoon het ook met vier trekken kan worden gewonnen"
    (noothoven:ombre.sans-prendre)."""
    def held(h):
        tc = advice.trick_count(h.holding(), h.trump)
        return tc.trumps + tc.length + tc.kings
    good = [held(h) for h in OMBRE_HANDS if h.category == "good ask"]
    weak = [held(h) for h in OMBRE_HANDS if h.category == "weak ask"]
    sp = [held(h) for h in OMBRE_HANDS if h.category == "good sans-prendre"]
    assert np.mean(good) > np.mean(weak)
    assert min(sp) >= 4.0
    assert min(sp) > max(good + weak) - 0.5 or np.mean(sp) > np.mean(good) + 1


def test_sure_tricks_spadille_manille():
    """Spadille and Manille are sure tricks; a plain king with a guard is one
    (noothoven:ombre.good-asks-intro: "een heer van eene andere kleur")."""
    from gamelib.core.cards import parse
    count = advice.trick_count(parse("AS 2C KH 7H", "ombre"), "C")
    assert count.trumps == 2.0 and count.kings == 1.0


def test_call_advice_differs_by_source():
    """The booklet calls the king of a suit "waarvan hij weinig heeft, doch nooit ... waarin
    hij renonce heeft" (noothoven:quadrille.call-advice); the modern page the king of the suit
    "waar jij de meeste kaarten van hebt" (hoe-speel-je:tips.call)."""
    from gamelib.core.cards import parse
    hand = parse("AS 2C AC QC 3C QH 2H 3H 4H JD", "ombre")  # hearts long, diamonds short
    for rules, expected in (("noothoven", "KD"), ("hoe-speel-je", "KH")):
        g = get_game("quadrille", rules=rules)
        hands = g.deal_around({0: hand}, seed=1)
        state = g.new_initial_state(seed=1, hands=hands, dealer=3)
        player = make_policy("quadrille-booklet")
        ask = "vraag" if rules == "noothoven" else "alliance"
        state.apply_action(next(a for a in state.legal_actions() if a.value == ask))
        while state.phase == "bid":
            state.apply_action("pass")
        if state.phase == "trump":
            state.apply_action(next(a for a in state.legal_actions() if a.value == "C"))
        assert state.phase == "call"
        assert str(player(state)) == f"call {expected}"


def _better(policy_frame, random_frame):
    a, b = mean_interval(policy_frame["return_0"]), mean_interval(random_frame["return_0"])
    return a, b


@pytest.mark.parametrize("game,options,policy,n", [
    ("ombre", {"rules": "academie"}, "ombre-booklet", 200),
    ("ombre", {"rules": "noothoven"}, "ombre-booklet", 200),
    ("quadrille", {"rules": "noothoven"}, "quadrille-booklet", 200),
    ("quadrille", {"rules": "hoe-speel-je"}, "quadrille-booklet", 200),
    ("piquet", {"partie": "deal"}, "piquet-engelmann", 60),
])
def test_better_than_random(game, options, policy, n):
    """The check: seat 0 playing the advice against random seats nets more per deal than seat
    0 playing at random against the same, on the same seeded deals: the 95 % normal interval of
    the advice player's mean lies wholly above the random player's (noothoven:ombre.ask-rule,
    noothoven:quadrille.ask-rule, engelmann:piquet.advice-discard)."""
    f = simulate(game, {0: policy}, n=n, seed=11, executor="inline", options=options)
    g = simulate(game, "random", n=n, seed=11, executor="inline", options=options)
    a, b = _better(f, g)
    assert a.low > b.high, (a, b)


def test_casino_partners_beat_random():
    """Engelmann's rules for A and C against random B and D: A+C win more than half the games
    (the Wilson 95 % interval lies above one half) (engelmann:casino.heading-advice)."""
    f = simulate("casino", {0: "casino-engelmann", 2: "casino-engelmann"}, n=40, seed=2,
                 executor="inline")
    wins = int((f["winner"] == "A+C").sum())
    low, _ = wilson_interval(wins, len(f))
    assert low > 0.5


def test_casino_court_card_trailed():
    """"Kann man mit der Karte, die man ſpielt, keine Karte ... aufnehmen, ſo muß man allemal
    lieber eine Hofkarte ausſpielen" (engelmann:casino.advice-2)."""
    g = get_game("casino")
    # B (seat 1) plays first and can take nothing from this table.
    state = g.new_initial_state(seed=1, hands=["2H 3H 4H 5H", "KH 9C 3D 4S", "6H 7H 8H 9H",
                                               "TH JH QH AH"], table="6C 8D JC QS")
    action = make_policy("casino-engelmann")(state)
    assert str(action).startswith("KH")


def test_piquet_keep():
    """"behält man zuvörderſt diejenigen Farben, worin die meiſten Blätter vorhanden ſind ...
    Sequenzkarten nicht ohne Noth zu zerreißen, ingleichen die 3 Aß"
    (engelmann:piquet.advice-discard)."""
    from gamelib.core.cards import parse
    hand = list(parse("AS KS QS 7S 9S AH AD 8C 7H JD TC 9D"))
    keep = advice.piquet_keep(hand)
    faces = {c.face for c in keep}
    assert {"AS", "KS", "QS", "7S", "9S"} <= faces      # the longest suit
    assert {"AH", "AD"} <= faces                         # three aces
    assert "8C" not in faces and "7H" not in faces


def _piquet_discards(policy, seed=7):
    """The cards the elder discards at the deal of ``seed`` under ``policy``."""
    state = get_game("piquet").new_initial_state(seed=seed)
    elder, out = state.current_player(), []
    while state.current_player() == elder and state.phase == "exchange":
        action = policy(state)
        if action.kind == "discard":
            out.append(action.value.face)
        state.apply_action(action)
    return out


def test_piquet_player_keeps_aces_the_advice_does_not_name():
    """The advice names the point, sequences and sets (engelmann:piquet.advice-discard); it is
    silent on a lone ace, which the player keeps unless told otherwise (keep_aces). At seed 7 the
    elder holds AS KS 7S beside two four-card suits: he throws the short suit but its ace."""
    kept = _piquet_discards(advice.PiquetEngelmann())
    thrown = _piquet_discards(advice.PiquetEngelmann(keep_aces=False))
    assert "AS" not in kept and {"KS", "7S"} <= set(kept)
    assert "AS" in thrown


def test_advice_dispatches_by_game():
    """The generic "advice" player plays each game by its own source's advice, and names the
    games it knows when asked to play another."""
    policy = make_policy("advice")
    for game, options, name in GAMES[:2] + GAMES[3:]:
        state = get_game(game, **options).new_initial_state(seed=1)
        assert policy(state) in state.legal_actions()
    state = get_game("kleeblatt").new_initial_state(seed=1)
    with pytest.raises(ValueError, match="BookletAdvice plays ombre, quadrille, casino and piquet, not kleeblatt"):
        policy(state)
