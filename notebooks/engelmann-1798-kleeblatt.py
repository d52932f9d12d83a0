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
# # Das Kleeblatt — the Cloverleaf
#
# > Play the Kleeblatt, a banking game told in eight sentences, and work out exactly what the
# > banker's bowl is worth to each side.
#
# *Theodor Engelmanns Unterricht im Piquet-, Tresett-, Boston-, Kasino-, Konnectionen-,
# Piquesept-, Goodhope- und Kleeblattspiel*, new enlarged edition, Berlin 1798, printed for
# Wilhelm Oehmigke the Younger, price 5 Groschen. Copy of the University Library of Tübingen,
# public domain; the text here is Tesseract's OCR of the Fraktur print, with the long s (ſ) kept.
#
# The book's own order of games, as its title page gives it: **Piquet, Tresett, Boston, Kasino,
# Konnectionen, Piquesept, Goodhope, Kleeblatt**. This notebook is the last chapter, the
# Kleeblatt; each of the other games has its own notebook of the same name.

# %%
from gamelib.notebook import *

# %% [markdown]
# The title page, which names the Kleeblatt last of the eight games, and the chapter's heading
# (headings, so no code):

# %%
display(quote("engelmann:front.title"), quote("engelmann:kleeblatt.title"))

# %% [markdown]
# The Kleeblatt is a banking game: a banker against any number of players, with a bowl
# (*Schaale*) between them. Its whole chapter is eight sentences long, and each is a rule.
#
# ## The value of the cards
#
# The chapter begins with what each card is worth:

# %%
quote("engelmann:kleeblatt.values")

# %% [markdown]
# The OCR reads *ührigen* for *übrigen*. The values, as the game holds them:

# %%
from gamelib.games.kleeblatt import CARD_VALUES, value

pd.DataFrame([CARD_VALUES], index=["value"]).rename_axis(columns="rank")

# %% [markdown]
# ## The offer: three fresh cards, one chosen blind
#
# The banker offers each player three cards face down, and the player takes one:

# %%
quote("engelmann:kleeblatt.offer")

# %% [markdown]
# The OCR's *Kleebatt* is *Kleeblatt*. The three cards are the "cloverleaf" that gives the game
# its name. Here is one offer, drawn from the state's own seeded generator; the player sees
# only the backs and says which of the three he takes.

# %%
game = get_game("kleeblatt", players=3)
state = game.new_initial_state(seed=1798)
display(gamelib.CardSet(state.offer))
print("the player's choices:", ", ".join(map(str, state.legal_actions())))

# %% [markdown]
# Which pack? The text needs a card worth 6 ("Die 6 selbst", below) and names French court
# cards, and Engelmann calls the 52-card pack "ein ganzes Spiel französischer Karten" in his
# Piquet chapter; the 32-card piquet pack has no 6. So the full pack of 52 is our reading, with
# the 36-card and 40-card packs as options for comparison. Since the banker shuffles before
# every card and the choice is blind, every card of the pack is equally likely to be the one
# taken; enumerating all offers of three and the three choices shows it:

# %%
from gamelib.analysis.kleeblatt import chosen_card_distribution
from gamelib.games.kleeblatt import pack_cards

dist = chosen_card_distribution(pack_cards("full"))
print(f"{len(dist)} cards, each taken with probability {next(iter(dist.values()))}")

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(set(dist.values())) == 1

# %% [markdown]
# ## The stake
#
# The card taken fixes the player's stake:

# %%
quote("engelmann:kleeblatt.stake")

# %% [markdown]
# Each player takes a card of his offer and stakes its value into the bowl:

# %%
for _ in range(3):
    state.apply_action("take card 1")
state.ledger

# %% [markdown]
# ## The second round and the payout
#
# A second card fixes what the bowl pays him:

# %%
display(quote("engelmann:kleeblatt.payout"), quote("engelmann:kleeblatt.banker"))

# %% [markdown]
# The banker covers the shortfall and keeps the surplus, "however large the remainder". So over
# one game his result is exactly what the players staked less what they were paid.

# %% [markdown]
# ## The wager on "under 6"
#
# The page number 47 falls between the payout and the wager; it is no rule.

# %%
display(quote("engelmann:kleeblatt.page-47"), quote("engelmann:kleeblatt.side-bet"),
        quote("engelmann:kleeblatt.six"))

# %% [markdown]
# "Unter 6" is read by the value just given, so a jack (2), queen (3) and king (4) are under 6.
# A 6 leaves the wager standing into the next game; if the banker then loses, he pays only the
# new money, and the carried stake comes back without winnings.

# %%
from gamelib.games.kleeblatt import side_bet_result

pd.DataFrame([{"second card": face, "value": value(gamelib.Card(face)),
               "the wager": side_bet_result(gamelib.Card(face))}
              for face in ("5H", "KS", "6D", "7C", "AS")]).set_index("second card")

# %% [markdown]
# ## Settle the wagers first
#
# The last rule says in what order everything is settled:

# %%
quote("engelmann:kleeblatt.settle-first")

# %% [markdown]
# Now the three players wager (one unit each; the first wagers nothing), and the second round is
# dealt. The settlement, line by line, shows the wagers settled before the bowl pays.

# %%
state.apply_action("wager 0")
state.apply_action("wager 1")
state.apply_action("wager 1")
for _ in range(3):
    state.apply_action("take card 1")
display(state)
state.ledger.to_frame()

# %% jupyter={"source_hidden": true} tags=["check"]
assert state.is_terminal() and state.ledger.total() == 0

# %% [markdown]
# The same game through `play` with random players, in one line:

# %%
other = play(get_game("kleeblatt", players=4).new_initial_state(seed=3), seed=3)
other.details()

# %% jupyter={"source_hidden": true} tags=["check"]
assert other.ledger.total() == 0

# %% [markdown]
# ## What the banker can expect, exactly
#
# Enumerating the pack gives the exact figures. In the main game every player's stake and
# payout are drawn alike, so the banker's expectation is nought for any pack; only his risk
# varies. The wager favours the banker with the full pack: 7 of 13 values are under 6, 5 over,
# and the 6 carries the stake, which the banker will more often win than lose.

# %%
from gamelib.analysis.kleeblatt import expectations
from gamelib.games.kleeblatt import PACKS

table = {name: expectations(name) for name in PACKS}
display(*table.values())

# %% jupyter={"source_hidden": true} tags=["check"]
assert table["full"].banker_main == 0
assert str(table["full"].side_bet_carry) == "31/156"

# %% [markdown]
# ## Monte Carlo against the exact figures
#
# We play games in a row through the protocol, three players each wagering one unit every game
# and carrying what a 6 leaves standing. The banker's mean results must lie within four
# standard errors of the exact values. Size and seed are stated here: `N` = 20,000 games.

# %%
from gamelib.analysis.kleeblatt import simulate

N = 20_000
SEED = 1798
sim = simulate(N, seed=SEED, players=3)
exact = expectations("full")
print(f"{N:,} games, seed {SEED}")
print(f"main game: simulated {sim['banker_main']:+.3f} ± {sim['banker_main_se']:.3f}, exact 0")
print(f"wager:     simulated {sim['banker_side_per_unit']:+.3f} ± {sim['banker_side_se']:.3f}, "
      f"exact {float(exact.side_bet_carry):+.3f}")

# %% jupyter={"source_hidden": true} tags=["check"]
assert abs(sim["banker_main"]) < 4 * sim["banker_main_se"]
assert abs(sim["banker_side_per_unit"] - float(exact.side_bet_carry)) < 4 * sim["banker_side_se"]

# %% [markdown]
# The banker's risk in the main game: his net against one player is the difference of two card
# values. Its exact distribution for the full pack, by enumeration:

# %%
values = np.array([value(c) for c in pack_cards("full")])
nets = (values[:, None] - values[None, :]).ravel()
support, counts = np.unique(nets, return_counts=True)
fig, ax = plt.subplots(figsize=(8, 3.2))
ax.bar(support, counts / counts.sum(), color="#4a6fa5")
ax.set_xlabel("banker's net against one player (units of stake)")
ax.set_xticks(range(-9, 10))
ax.set_ylabel("probability")
ax.set_title("Kleeblatt, full pack: the banker's result per player is fair but wide")
plt.show()

# %% jupyter={"source_hidden": true} tags=["check"]
assert abs((support * counts).sum()) < 1e-9

# %% [markdown]
# ## What the text leaves open, and the choices made
#
# - **The pack** is not named: the full 52-card pack is our reading (see above); the 36-card
#   and the 40-card (Ombre) packs are options.
# - **The banker's choice** of the three cards is "willkührlich": we read it as at random.
# - **The wager** must be offered before the second card is seen; its size is the player's, up
#   to `max_wager` (an option, default 3 units). Whether it is obligatory is not said: here a
#   player may wager nothing.
# - **A carried wager** that the banker then loses is returned without winnings, since he "pays
#   only the newly staked sum".
# - **How many players**: any number; the game here allows 1 to 12.
#
# ## After the last chapter
#
# The scan ends with bleed-through from a cropped neighbouring line (fragments of words), then a
# colour chart and the title as the back cover carries it. None is rule text, so nothing
# implements them:

# %%
display(quote("engelmann:back.garbage"), quote("engelmann:back.cover"))

# %% [markdown]
# With it the book, and this collection's edition of it, ends.
