# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Every game inside OpenSpiel
#
# > For those who write game-playing programs: every game of the collection inside OpenSpiel, and
# > OpenSpiel's own searching player seated at our table.
#
# [OpenSpiel](https://github.com/google-deepmind/open_spiel) (Lanctot et al., DeepMind) is a
# collection of games and of the algorithms that search and learn them. Our game protocol
# already speaks its language (`current_player`, `legal_actions`, `apply_action`, `returns`);
# the collection's OpenSpiel module (imported below) registers every game and rule set with OpenSpiel,
# so that its checks and its bots run on the games as the sources wrote them. The engine in
# `gamelib/games` stays the specification: OpenSpiel's state holds one of its states and asks
# it for everything.
#
# This notebook loads a few of the games in OpenSpiel, deals one by its chance nodes beside the
# source's rule of the deal, runs OpenSpiel's own check of a game, and lets OpenSpiel's IS-MCTS
# play a deal of Piquet and one of Ombre against the sources' advice.

# %%
from gamelib.notebook import *

# %%
SIMULATIONS = 10

# %% [markdown]
# ## The games registered
#
# One OpenSpiel game a rule set, each under a short name. The table shows what OpenSpiel is
# told of each: the seats, how many actions are numbered, and whether what one seat wins
# another loses (zero-sum) or a pool, a pot, a bank or beasts stand between them.

# %%
import pyspiel
import gamelib.openspiel as gos

rows = []
for name, variant in gos.VARIANTS.items():
    game = pyspiel.load_game(name)
    rows.append({"OpenSpiel name": name, "game": variant.game,
                 "options": ", ".join(f"{k}={v}" for k, v in variant.options.items()),
                 "players": game.num_players(), "actions": game.num_distinct_actions(),
                 "utility": variant.utility, "max length": game.max_game_length()})
registered = pd.DataFrame(rows)
display(registered)

# %% [markdown]
# Every game of the collection is there, Ombre and Quadrille with each source's rules:

# %% jupyter={"source_hidden": true} tags=["check"]
assert set(registered["game"]) == set(gamelib.GAMES)
assert {"python_gamelib_ombre_academie", "python_gamelib_ombre_noothoven",
        "python_gamelib_quadrille_noothoven",
        "python_gamelib_quadrille_hoe_speel_je"} <= set(registered["OpenSpiel name"])
assert all(name in pyspiel.registered_names() for name in registered["OpenSpiel name"])

# %% [markdown]
# ## The deal, by chance nodes
#
# Engelmann deals Piquet two or three cards at a time until each player has twelve, and lays
# the eight left over as the talon:

# %%
display(quote("engelmann:piquet.deal"), quote("engelmann:piquet.talon"))

# %% [markdown]
# In OpenSpiel the deal is a row of chance nodes, one a card, each card still in the pack
# equally likely; the order in which a shuffled pack is handed out changes no chance, so the
# cards go to the first hand, then the second, then the talon, and are given to the engine as
# its own set-up (`new_initial_state(hands=..., talon=...)`). The first node offers the 32
# cards of the piquet pack at 1/32 each:

# %%
piquet = pyspiel.load_game("python_gamelib_piquet_deal")
state = piquet.new_initial_state()
first = state.chance_outcomes()
print(len(first), "outcomes, each", first[0][1])
print(", ".join(state.action_to_string(pyspiel.PlayerId.CHANCE, c) for c, _ in first[:4]), "...")

# %% [markdown]
# Dealt from a seeded generator, the twelve cards of the younger hand (seat 0) and the talon
# are the first twelve and the last eight outcomes, and the engine plays exactly those:

# %%
state = gos.deal(piquet, seed=7)
cards = state.history()[:32]
print("seat 0:", state.engine.hand(0))
print("talon: ", " ".join(state.action_to_string(pyspiel.PlayerId.CHANCE, c)[:2]
                          for c in cards[24:]))

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(first) == 32 and all(abs(p - 1 / 32) < 1e-12 for _, p in first)
assert {int(c) for c in state.engine.hand(0)} == set(cards[:12])

# %% [markdown]
# A player's information state is what the engine says he has seen
# (`state.information(player)`) with the actions he took himself; the other hand never appears
# in it:

# %%
from gamelib.core.engine import Details

seen = state.information_state_string(0)
Details(state.engine.information(0))

# %% jupyter={"source_hidden": true} tags=["check"]
assert not any(f" {c} " in f" {seen} " for c in state.engine.hand(1))

# %% [markdown]
# ## OpenSpiel's own check
#
# `pyspiel.random_sim_test` plays random deals and checks what OpenSpiel promises of a game:
# legal actions, chance outcomes that sum to one, clones, strings for every player, returns
# within the bounds declared (zero in sum for a zero-sum game). A few of the games, two deals
# each:

# %%
checked = ["python_gamelib_piquet_deal", "python_gamelib_ombre_academie",
           "python_gamelib_quadrille_hoe_speel_je", "python_gamelib_domino",
           "python_gamelib_kleeblatt"]
for name in checked:
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=2, serialize=False, verbose=False)
print("random_sim_test passed:", ", ".join(checked))

# %% [markdown]
# Every one passes (the test suite runs it for every game and rule set); a failure would have
# raised.

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(checked) == 5

# %% [markdown]
# ## IS-MCTS at the table: a deal of Piquet
#
# OpenSpiel's information-set Monte Carlo tree search samples worlds the player cannot tell
# from the one he is in (the cards he has not seen dealt anew, the deal replayed), and searches
# them. Wrapped as one of our policies (`OpenSpielPolicy`), it takes the elder's seat; the
# younger plays Engelmann's advice (`piquet-engelmann`). Each deal's points are paid at once
# (the option of each deal paid by itself), so the deal has a result of its own.

# %%
from gamelib.players import make_policy

bot = gos.OpenSpielPolicy(gos.ismcts_bot(piquet, seed=7, simulations=SIMULATIONS), "IS-MCTS")
state = gos.deal(piquet, seed=7)
elder = state.current_player()
seats = [None, None]
seats[elder], seats[1 - elder] = bot, make_policy("piquet-engelmann", 7)
gos.play(state, seats, seed=7)
print(state.engine.explain())

# %% [markdown]
# The deal ran to its end through OpenSpiel's state; what each seat gets is the engine's own
# settlement, and one's gain is the other's loss:

# %%
returns = state.returns()
print("returns:", listing([f"seat {p}: {number(r)}" for p, r in enumerate(returns)]))

# %% jupyter={"source_hidden": true} tags=["check"]
assert state.is_terminal() and state.engine.is_terminal()
assert returns == [float(r) for r in state.engine.returns()] and sum(returns) == 0

# %% [markdown]
# ## IS-MCTS at the table: a hand of Ombre
#
# The Académie deals nine cards to each of three players, three at a time, and leaves thirteen
# as the stock:

# %%
display(quote("academie:deal.deal"))

# %% [markdown]
# IS-MCTS takes the eldest hand's seat; the two others play the Académie's advice. The pool
# stands between the players (a general-sum game), so the returns need not add up to nothing.

# %%
ombre = pyspiel.load_game("python_gamelib_ombre_academie")
state = gos.deal(ombre, seed=3)
eldest = state.current_player()
bot = gos.OpenSpielPolicy(gos.ismcts_bot(ombre, seed=3, simulations=SIMULATIONS), "IS-MCTS")
seats = [make_policy("advice", 3 + seat) for seat in range(3)]
seats[eldest] = bot
gos.play(state, seats, seed=3)
print(state.engine.explain())
print("returns:", listing([number(r) for r in state.returns()]))

# %% [markdown]
# The hand is settled by the Académie's rules, as if our own players had played every seat,
# and IS-MCTS never looked at a hidden hand: each of its worlds gave it the same information
# as the deal itself (none fell back on the true deal):

# %% jupyter={"source_hidden": true} tags=["check"]
assert state.is_terminal()
assert state.returns() == [float(r) for r in state.engine.returns()]
assert ombre.unresampled == 0 and piquet.unresampled == 0

# %% [markdown]
# ## What the bridge leaves open
#
# - The bound OpenSpiel is given for a return is proven for Domino, Piquesept, Casino and a
#   partie of Piquet (one stake, twice for a lurch); the other bounds, and every bound of a
#   deal's length, are measured: twice the largest seen in a thousand random deals, three
#   times for Casino for two and Goodhope (`gos.BOUNDS`, `gos.LENGTHS`). Goodhope deals anew
#   while a player is left alone, and Casino plays deals until a side has eleven points: no
#   rule caps either.
# - IS-MCTS's worlds keep the engine's later draws (a new deal in a Tresette sitting or a Casino
#   game) as they fell; only the first deal's unseen cards are dealt anew.
# - The engine's `information(player)` does not always show a discard until the exchange is
#   over; the information state adds the player's own actions, which he always knows.
