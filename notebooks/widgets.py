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
# # Play and explore: the collection's widgets
#
# > The place for a first lesson: deal a hand and see its trumps light up, play a whole deal at
# > the table, step through the Académie's pool and watch the wagers grow.
#
# Four widgets make the games interactive; each works through the same game protocol as the
# notebooks' listings (`get_game`, `new_initial_state`, `legal_actions`, `apply_action`,
# `why_illegal`, `details`), so they play exactly the rules the source notebooks quote:
#
# | widget | what it does | sources |
# |---|---|---|
# | `HandWidget` | deal or enter a hand, name game, rule set and trump: the hand in the game's order, the trump order with matadors and false matadors, the counts the source pays for, the booklet's example hands | the booklet (Noothoven), the Académie, Engelmann 1798, the modern Quadrille page |
# | `TableWidget` | play a whole deal of Ombre, Quadrille, Piquet, Tresette, Boston, Connections or Piquesept against chosen players, with the rule quoted when a card is refused | as above |
# | `LedgerWidget` | step hand by hand through the Académie's pool: pool, beast in play, outstanding beasts, balances | the Académie, chapters X–XII |
# | `SimulationWidget` | outcome rates, marking system and length of the partie as sliders; beast growth and payouts redrawn | the Académie; the rates are an illustration |
#
# Before the notebook is run, each widget shows a picture of itself as first drawn; run the
# notebook (Run, then Run All Cells) to play.

# %%
from gamelib.notebook import *

# %% [markdown]
# ## Card and tile faces
#
# Every face is a deterministic SVG with a `<title>` naming the card in the notebook's language
# and classes such as `card suit-H rank-7`; the suit is told by its colour, by a drawn shape and
# by its name written on the card. The Ombre pack has forty cards ("door er de achten, negens en
# tienen van elke kleur uit te schieten"); the German 32 is Engelmann's pack with Daus, König,
# Ober and Unter; the domino stones are the booklet's ivory stones with black eyes.

# %%
from gamelib.games.domino import ALL_TILES
from gamelib.show.widgets import cards_svg, tiles_svg

display(quote("noothoven:domino.tiles"))
ombre_hearts = deck("ombre").suit("H")
display(HTML(cards_svg(ombre_hearts, language="nl", label="the ten hearts of the Ombre pack")))
german = deck("german").suit("S") | deck("german").suit("D")
display(HTML(cards_svg(german, style="german", label="Grün and Schellen of the German pack")))
display(HTML(tiles_svg(ALL_TILES[-7:], language="nl")))

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(ombre_hearts) == 10 and "<title>harten heer</title>" in cards_svg(ombre_hearts, language="nl")
assert "<title>Grün Ober</title>" in cards_svg(german, style="german")

# %% [markdown]
# ## HandWidget: a hand, its trumps and its matadors
#
# The booklet counts as matadors the trumps that follow Spadille without a break, and calls the
# top trumps held without Spadille "faux-matadors", not paid:

# %%
quote("noothoven:ombre.matadors")

# %% [markdown]
# The hand below is one of the booklet's good asks in black ("Spadille, manille, de heer (of
# ponto) en eene lage kaart van dezelfde kleur"): name clubs or spades as trump and the widget
# finds it. Change the seed and press **Deal**, type a hand, or click cards in and out.

# %%
quote("noothoven:ombre.good-asks-black")

# %%
from gamelib.show.widgets import HandWidget

hand = HandWidget(game="ombre", rules="noothoven", trump="C", hand="AS 2C KC 3C 5H 6H 7D 4D 2S")
hand

# %% jupyter={"source_hidden": true} tags=["check"]
assert "B1" in [m[0] for m in hand.report.matches]
assert hand.report.count("matadors paid for") == 0  # Spadille, Manille, then no Basta
assert hand.errors == []

# %% [markdown]
# ## TableWidget: play a whole deal
#
# You sit at A (the seats are the game's own: A, B and C at Ombre, A to D at Quadrille, each
# with its role once it is known: the dealer, the Ombre and the Allies, the declarer, the aide);
# the other seats play by the chosen policy. Playable cards have a green frame; a card clicked
# in the auction says the auction is on and what you may do now; a card the rules forbid in play
# is explained with the rule and its passage, such as the Académie's rule to follow suit. The
# result ends with the deal told in words. A seed must be a whole number from 0 up: another one
# is answered in the widget, and the table is cleared.

# %%
quote("academie:play.follow-suit")

# %%
from gamelib.show.widgets import TableWidget

table = TableWidget(game="ombre", rules="academie", seed=3)
table

# %% jupyter={"source_hidden": true} tags=["check"]
assert not table.state.is_terminal() and table.state.current_player() == 0
assert table.card_buttons or table.action_buttons
assert table.errors == []
assert "you (A)" in table.status.value and "seat 0" not in table.status.value

# %% [markdown]
# ### What the table shows of the other seats
#
# A seat sees only what the rules make public. Piquet's elder tells how many cards he takes,
# not which he discards:

# %%
quote("engelmann:piquet.law-11")

# %% [markdown]
# So at Piquet (seed 7, you the younger hand) the log counts the elder's discards, and the
# table's picture lists your choices where the live table has buttons:

# %%
piquet_table = TableWidget(game="piquet", seed=7, seat=0)
thrown = piquet_table.state.details()["discards"][1].split()

# %% jupyter={"source_hidden": true} tags=["check"]
assert thrown  # the elder discards at least one card
assert f"B discards {len(thrown)} cards" in piquet_table.public_log()
assert not any(card in " ".join(piquet_table.public_log()) for card in thrown)
assert '<ul class="legal-actions">' in piquet_table.static_html()

# %%
piquet_table

# %% [markdown]
# When the deal is over the result names the outcome in the game's own words (here from
# `details()["outcome"]`), above the net of each seat and every payment line:

# %%
boston_table = TableWidget(game="boston", seed=3, seat=0, opponents="random")
for _ in range(200):
    if boston_table.state.is_terminal():
        break
    boston_table.play(boston_table.state.legal_actions()[0])

# %% jupyter={"source_hidden": true} tags=["check"]
assert boston_table.state.is_terminal()
assert boston_table.state.details()["outcome"] in boston_table.result.value

# %%
boston_table

# %% [markdown]
# ## LedgerWidget: the Académie's seven hands, step by step
#
# **Next hand** plays the next hand of the Académie's worked example on a `PoolSession`: the
# pool, the beast in play, the outstanding beasts and every balance move, the hand's ledger
# entries are shown with the passage that states them, and the plot grows by a hand.

# %%
quote("academie:example.intro")

# %%
from gamelib.show.widgets import LedgerWidget

ledger = LedgerWidget()
ledger

# %%
snapshot = LedgerWidget()
for _ in range(7):
    snapshot.next()
snapshot

# %%
from gamelib.games.ombre.pool import academie_example

reference = academie_example()

# %% jupyter={"source_hidden": true} tags=["check"]
assert snapshot.session.balances() == reference.balances()
assert snapshot.errors == [] and ledger.errors == []

# %% [markdown]
# ## SimulationWidget: how big do the beasts grow?
#
# The Académie warns that the 3-and-2 marking "brought disorder into the list of beasts". The
# source gives no frequencies of outcomes: the rates on the sliders are an illustration. Move
# a slider and let go: the beasts' growth (bands over the parties) and each player's payout
# are drawn again. Seed 1, 24 parties of 40 hands by default.

# %%
quote("academie:beast.three-and-two")

# %%
from gamelib.show.widgets import SimulationWidget

simulation = SimulationWidget(seed=1)
simulation

# %% jupyter={"source_hidden": true} tags=["check"]
assert simulation.paths.beasts.shape == (24, 40)
assert simulation.errors == []

# %% [markdown]
# ## What is left open
#
# The outcome rates of the simulation are not in any source; the booklet's example holdings
# name cards loosely ("een lage kaart") and are matched as the collection makes them
# concrete; the other seats at the table play by a registered policy, not by the sources'
# advice unless such a player is registered.
