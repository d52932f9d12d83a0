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
# # Goodhope — a pot game of Fear, Hope and Good Hope
#
# > Play Goodhope with the German pack: keep your two cards, buy new ones or fear, and see what
# > the pot pays round after round.
#
# *Theodor Engelmanns Unterricht im Piquet-, Tresett-, Boston-, Kasino-, Konnectionen-,
# Piquesept-, Goodhope- und Kleeblattspiel*, new enlarged edition, Berlin 1798 (Oehmigke the
# Younger). German, Fraktur; Tesseract's OCR of the Tübingen copy with the long s (ſ) kept. The
# chapter is seventeen numbered rules, in this order:
#
# 1 players · 2 deal and trump · 3 stake · 4 two cards · 5 Fear · 6 buying one card · 7 buying
# two · 8 taking part · 9 Hope and Good Hope · 10 the play · 11–12 the pot shares · 13–15 the
# fines · 16 pairs · 17 all pass.
#
# The OCR lost three fractions in rules 11 and 12; they are restored below, each with its reason.
#
# The book's eight games, in the order of its title page: Piquet, Treſett, Boſton, Kaſino,
# Konnectionen, Piqueſept, **Goodhope**, Kleeblatt; each has its notebook
# `engelmann-1798-<game>`.

# %%
from gamelib.notebook import *

# %% [markdown]
# The title page, which names Goodhope seventh, the chapter's heading (not code), and the
# author's note that he has changed the game for the German pack:

# %%
display(quote("engelmann:front.title"), quote("engelmann:goodhope.title"),
        quote("engelmann:goodhope.intro"))

# %% [markdown]
# "für die teutſche Karte verändert": the German pack of 32, Daus, König, Ober, Unter, 10, 9, 8,
# 7 in Eichel, Grün, Herz and Schellen. gamelib plays it on the French faces of the piquet pack
# (`deck("german")`: Daus = A, König = K, Ober = Q, Unter = J) and names the cards in German:

# %%
german = gamelib.deck("german")
pd.DataFrame({"face": [str(c) for c in german][:8], "German": [c.name("de") for c in german][:8]})

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(german) == 32

# %% [markdown]
# ## Rules 1–4: players, deal, stake, two cards
#
# The first four rules are about who plays, the deal, the stake and the two cards:

# %%
display(quote("engelmann:goodhope.players"), quote("engelmann:goodhope.deal"),
        quote("engelmann:goodhope.stake"), quote("engelmann:goodhope.two-cards"))

# %% [markdown]
# The dealer is *Satzfrei*, free of stake. Does he also get cards? "Satzfrei" frees him of the
# stake, not of the game: a player who sat the round out would need no freeing, for he would
# put nothing in anyway. So gamelib's dealer plays, free of stake, speaking and playing last
# (the default). A pair of his draws "ſeinen Satz", the stake the others
# pay, threefold or twofold like anyone's. The other reading, the dealer out of the round with
# neither stake nor cards, is an option: a player who puts nothing in
# then never draws from a pot he did not build. Dealing "from right to
# left" while the first player sits on the dealer's left (rule 10) cannot be squared with one
# direction; since the order of dealing a shuffled pack changes no chance, the cards go round
# from the dealer's right and play from his left. The turned trump stays face up, out of play.

# %%
game = get_game("goodhope", players=4, stake=4)
state = game.new_initial_state(seed=1798)
display(state)
state.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert state.ledger.balance("A") == 0 and state.pot() == 12

# %% [markdown]
# Three stakes of 4 in the pot; the dealer A pays nothing, and holds two cards like the others.

# %% jupyter={"source_hidden": true} tags=["check"]
assert all(len(state.hand(p)) == 2 for p in range(4)) and state.seats_in_order()[-1] == 0
#
# ## Rules 5–8: Fear, buying, taking part
#
# Rules 5 to 8 are about passing and buying new cards:

# %%
display(quote("engelmann:goodhope.fear"), quote("engelmann:goodhope.buy-one"),
        quote("engelmann:goodhope.buy-two"), quote("engelmann:goodhope.take-part"))

# %% [markdown]
# A player's turn: he may say Fear and lay his cards away, buy one card in place of one of his
# (half the stake), buy two in place of both (the whole stake), as often as he pays, and keep
# his cards, which means he plays. The prices, in stakes:

# %%
from gamelib.games.goodhope import BUY_ONE, BUY_TWO

print(f"one card: {BUY_ONE} of the stake; two cards: {BUY_TWO} stake")

# %% [markdown]
# The first player's choices in the deal dealt above:

# %%
print(", ".join(str(a) for a in state.legal_actions()))

# %% [markdown]
# Who has said Fear buys nothing more. Naming the seat in front of an action lets a table
# report that as an error:

# %%
state.apply_action("fear")
try:
    state.apply_action("B: buy two")
except gamelib.IllegalAction as error:
    print(error)

# %% [markdown]
# When the stock runs out, no more can be bought (unspecified in source; the discards are not
# shuffled back).
#
# ## Rules 9–10: announcements and play
#
# Rules 9 and 10 are about the announcements and the play:

# %%
display(quote("engelmann:goodhope.announce"), quote("engelmann:goodhope.play"))

# %% [markdown]
# The order of the German cards and the duty to follow suit are unspecified in source. gamelib
# ranks Daus, König, Ober, Unter, 10, 9, 8, 7 (the usual German order) and asks a player to
# follow suit if he can, not to trump (each an option); the highest
# trump, else the highest card of the suit led, takes the trick. `TRICK_RULES[trump]` states it
# as data (a `TrickRules`), here with hearts trump:

# %%
from gamelib.games.goodhope import ORDER, TRICK_RULES
trick = [Card("9S"), Card("AD"), Card("KS")]
print(f"each suit, highest first: {' '.join(ORDER)}")
print(f"hearts trump, 9S led: {trick[TRICK_RULES['H'].winner(trick)]} takes 9S AD KS")

# %% jupyter={"source_hidden": true} tags=["check"]
assert TRICK_RULES["H"].winner([Card("AS"), Card("7H"), Card("KS")]) == 1

# %% [markdown]
# ## Rules 11–15: the pot shares and the fines
#
# Rules 11 and 12 share out the pot:

# %%
display(quote("engelmann:goodhope.both-tricks"), quote("engelmann:goodhope.one-trick-each"))

# %% [markdown]
# Three fractions are lost in the OCR: "nur des Pots" (rule 11, a silent winner of both tricks),
# "£ des Pots" and again "jeder nur des Pots" (rule 12). Each is read as a quarter: in rule 12
# two silent winners take a quarter each, which is the half paid out while "die andre Hälfte"
# stays; rule 15 fines a silent player a quarter; and a Hope draws a half whether it makes one
# trick or two. The tables, as data:

# %%
display(quote("engelmann:goodhope.good-hope-failed"), quote("engelmann:goodhope.hope-failed"),
        quote("engelmann:goodhope.silent-failed"))

# %%
from gamelib.games.goodhope import BOTH_TRICKS_SHARE, FINES, ONE_TRICK_SHARE

pd.DataFrame(
    [("both tricks", k, str(v)) for k, v in BOTH_TRICKS_SHARE.items()]
    + [("one trick each", k, str(v)) for k, v in ONE_TRICK_SHARE.items()]
    + [(f"fine, {t} trick{'s' if t != 1 else ''}", k, str(v)) for (k, t), v in FINES.items()],
    columns=["case", "announcement", "part of the pot"])

# %% [markdown]
# The fractions are of the pot as it stands when the tricks are done (unspecified in source);
# fines go into the pot (rule 15: "legt … ein") and stay there with the rest. A Good Hope that
# makes one trick pays half the pot and draws nothing (unspecified in source). Every case, as
# the functions `shares` and `fines` give it:

# %%
from gamelib.games.goodhope import fines, shares

cases = [({0: "hope", 1: "hope"}, {0: 1, 1: 1}), ({0: "hope", 1: "silent"}, {0: 1, 1: 1}),
         ({0: "silent", 1: "silent"}, {0: 1, 1: 1}), ({0: "good hope", 1: "silent"}, {0: 1, 1: 1}),
         ({0: "good hope", 1: "hope"}, {0: 2, 1: 0}), ({0: "silent", 1: "hope"}, {0: 2, 1: 0})]
rows = []
for said, tricks in cases:
    drawn, fined = shares(tricks, said), fines(tricks, said)
    rows.append({"said": said, "tricks": tricks, "drawn": {k: str(v) for k, v in drawn.items()},
                 "fined": {k: str(v) for k, v in fined.items()},
                 "stays in the pot": str(1 - sum(drawn.values()) + sum(fined.values()))})
pd.DataFrame(rows)

# %% jupyter={"source_hidden": true} tags=["check"]
assert rows[2]["stays in the pot"] == "1/2"       # "die andre Hälfte bleibt fürs künftige Spiel"

# %% [markdown]
# ### A round played out
#
# A deals and holds Grün Unter and Grün Acht; B holds Herz Daus and Herz König, C Grün Daus
# and Eichel Sieben, D Schellen Zehn and Neun; Herz Acht is turned: hearts are trump. The pot
# brought from the last game is 6. B keeps, C buys a card for his Sieben, D and then the
# dealer say Fear; B says Good Hope, C plays silently:

# %%
rest = german - parse("JS 8S AH KH AS 7C TD 9D 8H QS")
round_ = game.new_initial_state(0, pot=6, hands=["JS 8S", "AH KH", "AS 7C", "TD 9D"],
                                trump="8H", stock="QS " + " ".join(map(str, rest)))
for action in ("keep", "buy one for 7C", "keep", "fear", "fear", "good hope", "silent",
               "play AH", "play QS", "play KH", "play AS"):
    round_.apply_action(action)
listed(round_.details()["steps"])

# %% [markdown]
# The settlement line by line: B draws the whole pot of 20, C pays a quarter of it, 5, which
# stays in the pot for the next game:

# %%
round_.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert round_.details()["pot settled on"] == 20 and round_.pot() == 5
assert round_.returns() == [0.0, 16.0, -11.0, -4.0] and round_.ledger.total() == 0

# %% [markdown]
# ## Rule 16: pairs
#
# Rule 16 pays for a pair dealt:

# %%
quote("engelmann:goodhope.pairs")

# %% [markdown]
# "Täuſer" is *Däuſer*, two Daus. A dealt pair may at once draw the stake threefold (Daus,
# König, Ober, Unter) or twofold (10, 9, 8, 7) from the pot; then its holder buys two new cards
# or rests. Only a dealt pair counts ("erhält"; an option lets a bought pair draw too), and it
# draws no
# more than the pot holds (both unspecified in source).

# %%
pairs = get_game("goodhope", players=4, stake=4).new_initial_state(
    0, pot=0, hands=["JS 8S", "AH AD", "7S 7C", "TD 9D"], trump="8H")
pairs.apply_action("claim pair")
print("the pair's holder may now:", ", ".join(str(a) for a in pairs.legal_actions()))
pairs.apply_action("rest")
pairs.apply_action("claim pair")
pairs.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert pairs.ledger.balance("B") == 8 and pairs.ledger.balance("C") == -4

# %% [markdown]
# B's two Daus drew 12 of the 12 in the pot; C's two Sieben would have drawn 8, but nothing was
# left. How often is a pair dealt? Each kind has four ranks (Daus, König, Ober, Unter; or Zehn,
# Neun, Acht, Sieben), each rank six pairs, out of C(32,2) = 496 two-card hands: exactly
# 4·C(4,2)/C(32,2) = 24/496 = 3/62 for each kind; a seeded count over `N` deals agrees within
# its error:

# %%
from fractions import Fraction
from gamelib.games.goodhope import pair_bonus

N = 100_000
exact = Fraction(4 * 6, 496)   # four ranks of six pairs each, for one kind
g5 = get_game("goodhope", players=5)
high = low = hands = 0
for seed in range(N // 4):
    s = g5.new_initial_state(seed)
    for seat in s.seats_in_order():
        bonus = pair_bonus(s.hand(seat))
        high += bonus == 3
        low += bonus == 2
        hands += 1
se = (float(exact) * (1 - float(exact)) / hands) ** 0.5
pair_rates = pd.DataFrame({"exact": [float(exact)] * 2, "counted": [high / hands, low / hands],
                           "hands": [hands] * 2},
                          index=["Daus–Unter pair (3×)", "10–7 pair (2×)"])
styled(pair_rates, "goodhope-pairs", {"exact": SHARE, "counted": SHARE}, index=True)

# %% jupyter={"source_hidden": true} tags=["check"]
assert 6 == 4 * 3 // 2 and 496 == 32 * 31 // 2      # C(4,2) pairs of a rank, C(32,2) hands
assert exact == Fraction(3, 62) and abs(high / hands - float(exact)) < 4 * se
assert abs(low / hands - float(exact)) < 4 * se

# %% [markdown]
# ## Rule 17: all pass
#
# Rule 17 is for when everybody passes:

# %%
quote("engelmann:goodhope.all-pass")

# %% [markdown]
# The cards are dealt again and every player stakes again; the pot keeps what it had. A player
# left alone with his cards cannot play tricks: gamelib deals again as if all had passed
# (unspecified in source; an option gives him both tricks unopposed).

# %%
again = game.new_initial_state(0, pot=6, hands=["JS 8S", "AH KH", "AS 7C", "TD 9D"],
                               trump="8H")
for _ in range(4):
    again.apply_action("fear")
listed(again.details()["steps"][:5])

# %% jupyter={"source_hidden": true} tags=["check"]
assert again.deal_number == 2 and again.pot() == 6 + 2 * 12

# %% [markdown]
# ## A full round through `play`, and the pot carried on
#
# A round with random players, seeded, and its settlement:

# %%
full = play(get_game("goodhope", players=5).new_initial_state(7, pot=10), seed=7)
display(listed(full.details()["steps"]))
full.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert full.ledger.total() == 0

# %% [markdown]
# What is not taken stays "fürs künftige Spiel". A `GoodhopeSession` plays rounds in a row, the
# pot carried from each to the next and the deal passing to the left (unspecified in source),
# every movement in one ledger; players and pot always sum to zero. The pot over `R` rounds of
# five random players:

# %%
from gamelib.games.goodhope import GoodhopeSession

R = 400
session = GoodhopeSession(get_game("goodhope", players=5, stake=4), R, seed=1798)
pots = [float(r.pot()) for r in session.rounds]
fig, ax = plt.subplots(figsize=(7, 3))
ax.plot(range(1, R + 1), pots, drawstyle="steps-post", color="#a52")
ax.set_yscale("symlog")
ax.set_xlabel("round")
ax.set_ylabel("pot carried (units; stake 4)")
ax.set_title(f"Goodhope, 5 random players, {R} rounds (seed 1798)")
plt.tight_layout()
plt.show()

# %% jupyter={"source_hidden": true} tags=["check"]
assert session.ledger.total() == 0

# %% [markdown]
# Random players say Good Hope far too often: each failure pays the whole pot into it, so the
# pot soon holds hundreds of stakes (the scale is logarithmic), and falls back only when a bold
# announcement comes true. The fines make boldness expensive.
#
# ## What the source leaves open, and the choices made
#
# | point | choice in gamelib | the other reading, an option |
# |---|---|---|
# | lost fractions in rules 11 and 12 | ¼ each (see above) | — |
# | does the dealer play? | yes: "Satzfrei", free of the stake, not of the game | the dealer sits the round out |
# | dealing "von der rechten zur Linken", play from the left | deal from the right, play from the left | — |
# | the turned trump card | stays face up, out of play | — |
# | order of the cards | Daus, König, Ober, Unter, 10, 9, 8, 7 | — |
# | follow suit, trump | follow if able, no duty to trump | no duty to follow; a duty to trump |
# | which pot the fractions are of | the pot when the tricks are done | — |
# | where the fines go | into the pot | — |
# | Good Hope with one trick | the fine only, no share | — |
# | pairs from bought cards | no, only dealt pairs | a bought pair draws too |
# | a pair when the pot is short | takes what is there | — |
# | the stock runs out | no more buying | — |
# | one player alone in the game | new deal, as if all passed | he takes both tricks unopposed |
# | who deals next | the dealer again after a redeal, else the player on his left | — |

# %%
gamelib.options("goodhope")
