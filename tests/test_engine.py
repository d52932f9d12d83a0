"""The one game protocol, checked for every registered game."""

import pytest

import gamelib
from gamelib import GAMES, Action, IllegalAction, RandomPlayer, get_game, play
from gamelib.core.engine import TERMINAL, State


def test_games_lists_every_registered_game():
    assert "kleeblatt" in GAMES and tuple(gamelib.GAMES) == GAMES


def test_an_unknown_game_lists_the_known_ones():
    """get_game of an unknown name raises KeyError listing the known games."""
    with pytest.raises(KeyError, match=r"unknown game 'whist'; known games: .*kleeblatt"):
        get_game("whist")


def test_illegal_action_is_a_value_error_carrying_its_passage():
    error = IllegalAction("you must follow suit", "academie:play.follow-suit")
    assert isinstance(error, ValueError) and error.passage == "academie:play.follow-suit"
    assert "you must follow suit" in str(error) and "academie:play.follow-suit" in str(error)


def test_actions_print_readably_and_compare_by_value():
    assert str(Action("card", 7, "7H")) == "7H"
    assert Action("card", 7, "7H") == Action("card", 7, "seven of hearts")


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", range(5))
def test_every_game_plays_to_the_end_through_the_protocol(name, seed):
    """From the dealt state, random legal actions reach a terminal state; until then a legal
    action always exists, and at the end there is none."""
    state = get_game(name).new_initial_state(seed=seed)
    policy = RandomPlayer(seed)
    for _ in range(10_000):
        if state.is_terminal():
            break
        assert state.current_player() != TERMINAL
        legal = state.legal_actions()
        assert legal, f"{name}: no legal action in a live state"
        assert all(str(a) for a in legal)
        state.apply_action(policy(state))
    assert state.is_terminal() and state.legal_actions() == []
    assert len(state.returns()) == get_game(name).num_players or state.returns()
    assert isinstance(state.details(), dict)


@pytest.mark.parametrize("name", GAMES)
def test_the_same_seed_gives_the_same_deal_and_play(name):
    a = play(get_game(name).new_initial_state(seed=3), seed=4)
    b = play(get_game(name).new_initial_state(seed=3), seed=4)
    assert a.returns() == b.returns() and str(a.details()) == str(b.details())


@pytest.mark.parametrize("name", GAMES)
def test_clone_is_independent(name):
    state = get_game(name).new_initial_state(seed=1)
    copy = state.clone()
    play(copy, seed=2)
    assert not state.is_terminal() and copy.is_terminal()


@pytest.mark.parametrize("name", GAMES)
def test_an_action_after_the_end_is_refused(name):
    state = play(get_game(name).new_initial_state(seed=0), seed=0)
    with pytest.raises(IllegalAction, match="the deal is over"):
        state.apply_action("anything")


#: Nonsense a user or a program may hand a state: ``kind`` is a kind of action legal now.
NONSENSE = [
    lambda kind: "", lambda kind: "   ", lambda kind: "no such move", lambda kind: "play ZZ",
    lambda kind: None, lambda kind: 12345, lambda kind: f"{kind} 999",
    lambda kind: Action(kind, 999, "bogus"), lambda kind: Action(kind, "zz", "bogus"),
    lambda kind: Action(kind, None, "bogus"), lambda kind: Action(kind, True, "bogus"),
    lambda kind: Action(kind, (1, 2), "bogus"), lambda kind: Action("no-such-kind", 0, "bogus"),
]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("make", NONSENSE, ids=range(len(NONSENSE)))
def test_nonsense_input_is_refused_with_illegal_action(name, make):
    """Whatever a user types or a program hands over at any decision of a deal -- an empty or
    blank string, an unknown word, a card that does not exist, an action of the right kind with
    a value that is no card and no bid, no action at all -- is refused with IllegalAction (a
    ValueError naming the rule where the game can tell it), never another exception."""
    state = get_game(name).new_initial_state(seed=3)
    player = RandomPlayer(3)
    while not state.is_terminal():
        legal = state.legal_actions()
        bad = make(sorted({a.kind for a in legal})[0])
        if not any(bad == a or str(bad).lower() == str(a).lower() for a in legal):
            with pytest.raises(IllegalAction):
                state.apply_action(bad)
        state.apply_action(player(state))


@pytest.mark.parametrize("seed", range(20))
def test_a_seeded_random_player_draws_what_numpy_integers_draws(seed):
    """RandomPlayer(seed) computes its choices from raw words in batches, yet each is exactly
    ``default_rng(seed).integers(n)`` in turn: the same seed plays the same game as before;
    ranges include ones where numpy rejects biased products often (n near 2**32), and n = 1,
    which draws nothing."""
    import numpy as np

    from gamelib.core.engine import lemire_below

    numpy_rng = np.random.default_rng(seed)
    player = RandomPlayer(seed)
    sizes = np.random.default_rng(1000 + seed).choice(
        [1, 2, 3, 7, 10, 40, 1_000, 3_000_000_000, 2**31 + 1, 2**32 - 1, 2**32], size=300)
    for n in sizes.tolist():
        expected = int(numpy_rng.integers(n))
        got = 0 if n == 1 else lemire_below(n, player._words, player._refill)
        assert got == expected, (n, got, expected)


def test_a_random_player_given_a_generator_draws_from_it_one_number_a_decision():
    """A Generator handed to RandomPlayer may be shared (PIMC's sampling, a simulation's stream):
    the player draws ``rng.integers(n)`` from it at each decision and nothing ahead."""
    import numpy as np

    rng, twin = np.random.default_rng(4), np.random.default_rng(4)
    player = RandomPlayer(rng)
    state = get_game("kleeblatt").new_initial_state(seed=1)
    legal = state.legal_actions()
    assert len(legal) > 1 and player(state) == legal[int(twin.integers(len(legal)))]
    assert rng.random() == twin.random()


def test_apply_action_takes_a_listed_action_an_equal_one_and_a_label_alike():
    """The quick way (the very object legal_actions() listed) and resolve() (an equal Action, a
    printed label) carry out the same action."""
    game = get_game("ombre", rules="academie")
    ways = []
    for make in (lambda a: a, lambda a: Action(a.kind, a.value, a.label), str):
        state = game.new_initial_state(seed=2)
        player = RandomPlayer(5)
        while not state.is_terminal():
            state.apply_action(make(player(state)))
        ways.append((state.returns(), str(state.details())))
    assert ways[0] == ways[1] == ways[2]


class _Listed(State):
    """A state whose only decision is among ``n`` listed actions (to test the player alone)."""

    def __init__(self, n):
        self.legal = [Action("pick", i, str(i)) for i in range(n)]

    def current_player(self):
        return 0

    def legal_actions(self):
        return self.legal

    _apply = why_illegal = returns = details = None


@pytest.mark.parametrize("seed", range(10))
def test_a_seeded_random_player_chooses_what_numpy_integers_chooses(seed):
    """Each choice of RandomPlayer(seed) (its quick float round included) is the action at
    ``default_rng(seed).integers(n)``, for lists of every length it meets and beyond (2047 is
    the longest its quick round takes, 2048 the first it leaves to lemire_below)."""
    import numpy as np

    numpy_rng = np.random.default_rng(seed)
    player = RandomPlayer(seed)
    sizes = np.random.default_rng(2000 + seed).choice(
        [1, 2, 3, 4, 5, 7, 9, 10, 13, 40, 100, 2047, 2048, 5000], size=2000)
    states = {n: _Listed(n) for n in set(sizes.tolist())}
    for n in sizes.tolist():
        state = states[n]
        assert player(state) is state.legal[int(numpy_rng.integers(n))], n


def test_the_float_round_rejects_exactly_the_products_numpy_rejects():
    """A word whose product with n falls among numpy's ``2**32 % n`` rejected low words is
    refused by the quick round too, and the next word is drawn: the same as numpy."""
    n = 3  # 2**32 % 3 == 1: only a product with low word 0 is rejected
    word = 0  # 0 * 3 has low word 0: rejected by numpy, next word used
    player = RandomPlayer(0)
    player._words[:] = [(2**31) / 2**32, word / 2**32]  # the next word is last
    assert player(_Listed(n)).value == (2**31 * 3) >> 32


@pytest.mark.parametrize("name, options", [("ombre", {"rules": "academie"}),
                                           ("ombre", {"rules": "noothoven"}),
                                           ("quadrille", {"rules": "noothoven"}),
                                           ("quadrille", {"rules": "hoe-speel-je"}),
                                           ("kleeblatt", {})])
def test_a_random_player_playing_the_deal_itself_plays_the_same_game(name, options):
    """play(state, RandomPlayer(seed)) (the player's own loop, RandomPlayer.play) gives the same
    games as asking the player at every decision through the protocol."""
    game = get_game(name, **options)
    for seed in range(30):
        a = play(game.new_initial_state(seed=seed), RandomPlayer(seed))
        b = game.new_initial_state(seed=seed)
        player = RandomPlayer(seed)
        while not b.is_terminal():
            b.apply_action(player(b))
        assert a.returns() == b.returns() and str(a.details()) == str(b.details())


def test_an_unknown_option_or_a_wrong_type_is_refused_naming_the_option():
    """get_game refuses an option the game does not have, and a value of the wrong type for
    the option as the game declares it, with a ValueError naming the option, what it takes and
    its default; an int is no bool, and None stands where the option allows it."""
    with pytest.raises(ValueError, match=r"piquet has no option 'packets'; its options: .*packet"):
        get_game("piquet", packets=2)
    with pytest.raises(ValueError, match=r"tresette: option stake='zz' is not allowed; it takes a whole number .*\(default 1\)"):
        get_game("tresette", stake="zz")
    with pytest.raises(ValueError, match=r"option zurufen=1 is not allowed; it takes true or false"):
        get_game("tresette", zurufen=1)
    with pytest.raises(ValueError, match=r"option players=True is not allowed"):
        get_game("casino", players=True)
    assert get_game("boston", klein_misery=None).name == "boston"
    assert get_game("casino", target=None).name == "casino"


def test_an_unknown_name_is_a_value_error_and_a_key_error():
    """An unknown game (or policy, deck, passage ...) is refused with UnknownName: a ValueError
    like every bad input, and a KeyError like every failed look-up, its message unquoted."""
    from gamelib import UnknownName
    from gamelib.players import make_policy

    for call in (lambda: get_game("whist"), lambda: make_policy("oracle"),
                 lambda: gamelib.deck("tarot"), lambda: gamelib.quote("no such passage")):
        with pytest.raises(UnknownName) as caught:
            call()
        assert isinstance(caught.value, ValueError) and isinstance(caught.value, KeyError)
        assert not str(caught.value).startswith("'")


@pytest.mark.parametrize("name, option", [("piquet", "stake"), ("tresette", "stake"),
                                          ("piquesept", "stake"), ("casino", "stake"),
                                          ("connections", "stake")])
def test_a_stake_below_one_is_refused(name, option):
    """A stake is a whole number of units, at least one: nought or less would pay nothing or
    turn the payments round."""
    for bad in (0, -5):
        with pytest.raises(ValueError, match="stake"):
            get_game(name, **{option: bad})


def test_a_negative_seed_is_refused_by_name():
    """A seed is a whole number >= 0 or a numpy Generator; -1 is refused with a ValueError
    that says so (numpy's own message names no seed)."""
    with pytest.raises(ValueError, match=r"a seed is a whole number >= 0"):
        get_game("piquet").new_initial_state(seed=-1)


def test_the_command_line_plays_a_deal_with_typed_options_and_refuses_bad_ones(capsys):
    """`python -m gamelib play GAME --seed N --option KEY=VALUE`: numbers, true/false and text
    are read as such; an unknown game, a bad option or seed prints the reason (exit code 2),
    no traceback."""
    from gamelib.__main__ import main

    assert main(["play", "tresette", "--seed", "2", "--option", "zurufen=false",
                 "--option", "deals=2"]) == 0
    assert "the result: A " in capsys.readouterr().out
    for argv, reason in ((["play", "whist"], "unknown game 'whist'"),
                         (["play", "piquet", "--seed", "-1"], "a seed is a whole number"),
                         (["play", "piquet", "--option", "stake=x"], "stake='x' is not allowed")):
        assert main(argv) == 2
        assert reason in capsys.readouterr().err


def test_unknown_names_inside_games_are_refused_with_the_known_ones():
    """A Quadrille rule set's contract, a Boston game or a hand reading's count asked by a name
    it does not have is refused with UnknownName listing the names it has -- not a bare
    KeyError from deep inside."""
    from gamelib import UnknownName
    from gamelib.games.boston import _contract
    from gamelib.games.quadrille.rules import HOE_SPEEL_JE
    from gamelib.show.widgets.hand import hand_report

    with pytest.raises(UnknownName,
                       match="unknown contract 'whist' of hoe-speel-je; known contracts: .*solo"):
        HOE_SPEEL_JE.contract("whist")
    with pytest.raises(UnknownName, match="unknown Boston game 'whist'; known games: "):
        _contract(get_game("boston").contracts, "whist")
    reading = hand_report("ombre", "AS 2S AC KS QS JS 7S 6S 5S", trump="S", rules="academie")
    with pytest.raises(UnknownName, match="no count 'beasts' for this hand; its counts: "):
        reading.count("beasts")


def test_a_finished_deal_is_told_in_words_with_its_payments():
    """explain() says who played what, the outcome and every payment with its passage, the
    games' keys in words ("ask leave", not "ask-leave"); a deal still on says whose turn it
    is."""
    from gamelib.core.names import words as words_of

    game = get_game("ombre", rules="academie")
    state = gamelib.play(game.new_initial_state(seed=3), seed=3)
    words = state.explain()
    assert words.startswith(f"{state.details()['ombre']} played "
                            f"{words_of(state.details()['contract'])}")
    assert f"Outcome: {words_of(state.details()['outcome'])}." in words
    assert all(str(p) in words for p in state.details()["payments"])
    assert game.new_initial_state(seed=3).explain().startswith("The deal is on: ")


def test_every_game_says_what_it_is_in_full_sentences():
    """python -m gamelib games describes each game in words: a sentence or two ending with a
    full stop, not a module's title."""
    from gamelib.__main__ import main
    from gamelib.core.engine import game_class

    for name in gamelib.GAMES:
        text = game_class(name).description
        assert len(text.split()) >= 15 and text.endswith("."), name
    assert main(["games"]) == 0


def test_a_listing_cut_short_by_a_pager_ends_without_a_traceback():
    """``python -m gamelib quote --list | head`` stops quietly when head closes the pipe: no
    BrokenPipeError traceback reaches the reader."""
    import subprocess
    import sys

    listing = subprocess.Popen([sys.executable, "-m", "gamelib", "quote", "--list"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = listing.stdout.readline()
    listing.stdout.close()  # what head does after its lines
    complaint = listing.stderr.read().decode()
    listing.wait(timeout=60)
    assert first.startswith(b"academie:") and complaint == ""
