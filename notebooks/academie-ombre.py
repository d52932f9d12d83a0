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
# # The Game of Ombre — after the *Académie des jeux oubliés*
#
# > Deal and play Ombre as the Académie reconstructs the oldest French rules: the cards and their
# > order, the matadors, the bidding, the play and the Ombre's win or loss, each beside its
# > passage.
#
# *The Game of Ombre*, a page of the French *Académie des jeux oubliés* (salondesjeux.fr), here
# in an English translation archived on 1 July 2026 (`sources/academie-jeux-oublies-ombre.en.txt`,
# 247 lines). The author reconstructs the rules "found in the earliest treatises on the game"
# of the late 17th and early 18th century. The extraction of the page lost some headings
# (sections 2–3, 6, 9, 15), the first hand of the worked example and the summary tables of
# section 22; what survives is quoted verbatim below, with a gloss.
#
# The page's own chapters: **I.** Players and cards · **II.** Seating of the players, dealing
# the cards · **III.** Object of the game and play of the cards · **IV.** Contracts and bidding,
# the Ombre · **V.** How the Ombre wins or loses · **VI.** The two types of vole · **VII.**
# Communication between the Allies · **VIII.** The Ombre's winnings · **IX.** The Ombre's
# losses, the notion of beast · **X.** The stake, the wager, the pool · **XI.** The beast ·
# **XII.** End of the game · **XIII.** Options · **XIV.** Summary tables · **XV.** Variant,
# Retourne.
#
# This notebook follows chapters I to IX; the pool, the beasts, the worked example and the
# options are in the companion notebook `academie-ombre-pool`. The Dutch booklet's Ombre, which
# disagrees on several points, is in `noothoven-ombre`; the two are never blended.

# %%
from gamelib.notebook import *

# %%
display(quote("academie:front.archive"), quote("academie:front.title"),
        quote("academie:front.history"))

# %% [markdown]
# `academie:front.archive` is the archive's notice about the page, not the Académie's rules.

# %% [markdown]
# `academie:cards.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:cards.heading"))

# %% [markdown]
# ## I. Players and cards
#
# ### 1. Number of players and deck of cards
#
# Three players and a pack of forty:

# %%
quote("academie:cards.deck")

# %% [markdown]
# The forty cards are the Ombre pack; the game deals from it.

# %%
game = get_game("ombre", rules="academie")
game.deck

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(game.deck) == 40

# %% [markdown]
# ### The natural order, and the black aces
#
# The order of the cards outside trumps, which differs between red and black:

# %%
display(quote("academie:cards.natural-order"), quote("academie:cards.natural-order-notes"))

# %% [markdown]
# Outside trumps a red suit runs K Q J A 2 … 7 and a black one K Q J 7 … 2, the black aces
# being absent. `plain_order` lists them highest first, exactly as printed:

# %%
from gamelib.games.ombre import plain_order

display(CardSet(plain_order("H")).svg(order=plain_order("H").index),
        CardSet(plain_order("S")).svg(order=plain_order("S").index))

# %% jupyter={"source_hidden": true} tags=["check"]
assert [c.rank for c in plain_order("H")] == list("KQJA234567")
assert [c.rank for c in plain_order("C")] == list("KQJ765432")

# %% [markdown]
# Then the source turns to trumps: how the suit is chosen, the black aces and Manille.

# %%
display(quote("academie:cards.trump-choice"), quote("academie:cards.black-aces"),
        quote("academie:cards.manille"))

# %% [markdown]
# ### The matadors and Ponto
#
# The three matadors, and Ponto, which the Académie keeps apart from them:

# %%
display(quote("academie:cards.matadors"), quote("academie:cards.ponto"),
        quote("academie:cards.trump-order"))

# %% [markdown]
# The trump orders, highest first, from `trump_order`; the three matadors are the first three
# cards of either. The Académie's Ponto is the red ace only, and it is *not* a matador (the
# booklet counts four matadors, Ponto among them, and calls the black king Ponto too).

# %%
from gamelib.games.ombre import matadors, trump_order

red, black = trump_order("H", "academie"), trump_order("S", "academie")
display(CardSet(red).svg(order=red.index, highlight=matadors("H", "academie")),
        CardSet(black).svg(order=black.index, highlight=matadors("S", "academie")))

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(red) == 12 and len(black) == 11
assert [str(c) for c in matadors("H", "academie")] == ["AS", "7H", "AC"]

# %% [markdown]
# `HandWidget` reads a hand the same way: the hand in the Académie's order, the trump order with
# the matadors marked, and how many the Ombre would be paid for. The hand below is the source's
# own matador example of chapter VIII (Spadille, Manille, Basto, Ponto, king and queen of
# hearts, without the jack): six in sequence. Name another trump, deal, or click cards.

# %%
from gamelib.show.widgets import HandWidget

hand = HandWidget(game="ombre", rules="academie", trump="H", hand="AS 7H AC AH KH QH 2H 5C 6D")
hand

# %% [markdown]
# The widget counts with `count_matadors`: six matadors in sequence, Ponto (the red ace) among
# the trumps that follow the three true matadors.

# %%
from gamelib.games.ombre import count_matadors

# %% jupyter={"source_hidden": true} tags=["check"]
assert hand.report.count("matadors paid for") == count_matadors(hand.cards, "H", "academie") == 6
assert hand.report.marks[Card("AH")] == "matador" and hand.errors == []

# %% [markdown]
# `academie:deal.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:deal.heading"))

# %% [markdown]
# ## II. Seating of the players, dealing the cards
#
# ### 4. Choosing seats, the deal, and the eldest hand
#
# How the seats and the first dealer are drawn, and how the cards are dealt:

# %%
display(quote("academie:deal.seats"), quote("academie:deal.first-dealer"),
        quote("academie:deal.deal"), quote("academie:deal.eldest"),
        quote("academie:deal.next-dealer"))

# %% [markdown]
# Seats and the first dealer are drawn at the table; the game takes the dealer as a setting
# (here player A). The deal is nine each, three at a time, from the dealer's right;
# thirteen stay in the stock. The eldest hand (B, at A's right) speaks and leads first.

# %%
state = game.new_initial_state(seed=1700, dealer=0)
for seat in range(3):
    print("ABC"[seat], state.hand(seat))
print("stock:", len(state.stock), "cards")
state

# %% jupyter={"source_hidden": true} tags=["check"]
assert [len(state.hand(p)) for p in range(3)] == [9, 9, 9] and len(state.stock) == 13
assert state.current_player() == 1

# %% [markdown]
# `academie:play.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:play.heading"))

# %% [markdown]
# ## III. Object of the game and play of the cards
#
# ### 5. The object of the game, tricks
#
# Tricks, the lead, and following suit:

# %%
display(quote("academie:play.object"), quote("academie:play.lead"),
        quote("academie:play.follow-suit"))

# %% [markdown]
# Following suit, with no obligation to trump or to head the trick: `legal_cards(hand, trick,
# trump, rules)`. A black ace is a trump, so it does not follow its printed suit.

# %%
from gamelib.games.ombre import legal_cards, trick_winner

# %% jupyter={"source_hidden": true} tags=["check"]
assert [str(c) for c in legal_cards(parse("KH 2H 5S AS"), ["QH"], "S", "academie")] == ["KH", "2H"]
assert sorted(str(c) for c in legal_cards(parse("KD 5S AS"), ["QH"], "S", "academie")) == ["5S", "AS", "KD"]
assert trick_winner(["KH", "AH", "2H"], "S") == 0  # the red king above the red ace

# %% [markdown]
# ### The matadors' privileges and forcing
#
# What a trump lead forces, and the matadors' privilege to stay in the hand:

# %%
display(quote("academie:play.low-trump"), quote("academie:play.matadors"))

# %% [markdown]
# Each case of the rule, as a row: the trump led by the first player, the trumps a later player
# holds, and what `legal_cards` lets him play (hearts trump; he also holds 5D, a plain card).

# %%
cases = [
    ("4H (low trump)", "AS", "4H"),
    ("4H (low trump)", "AS 3H", "4H"),
    ("AS (Spadille)", "7H", "AS"),
    ("7H (Manille)", "AS AC", "7H"),
    ("7H (Manille)", "AS", "7H"),
    ("AC (Basto)", "AS 7H", "AC"),
    ("AS (Spadille)", "AH", "AS"),
]
rows = []
for led_text, trumps, led in cases:
    hand = parse(trumps + " 5D")
    rows.append({"led": led_text, "holds": trumps + " 5D",
                 "may play": " ".join(str(c) for c in legal_cards(hand, [led], "H", "academie"))})
table = pd.DataFrame(rows)
table

# %% jupyter={"source_hidden": true} tags=["check"]
assert table["may play"].tolist() == ["AS 5D", "AS 3H", "7H", "AS AC", "AS 5D", "AS 7H 5D", "AH"]

# %% [markdown]
# Only the card *led* forces: a matador played second does not force the third player.

# %% jupyter={"source_hidden": true} tags=["check"]
assert sorted(str(c) for c in legal_cards(parse("7H 5D"), ["4H", "AS"], "H", "academie")) == ["5D", "7H"]

# %% [markdown]
# ### A hand to play
#
# Play a whole deal at the Académie's table: you are seat 0 (A), the other two play by the
# registered player `ombre-booklet` (the Académie gives no advice of its own). Playable cards
# have a green frame; a card these rules forbid is refused with the rule and its passage.
# Seed 3; **New deal** deals again.

# %%
from gamelib.show.widgets import TableWidget

table = TableWidget(game="ombre", rules="academie", seed=3)
table

# %% [markdown]
# The same deal (seed 3) played to its end, seat 0 always taking its first
# legal action, with the tricks, the result and every payment line.

# %%
played = TableWidget(game="ombre", rules="academie", seed=3).play_to_end()
played

# %% [markdown]
# The live table waits for seat 0; the played copy is over (its result is named below). Its settlement goes through a pool
# session (chapters X–XI): the players, the pool and the beasts sum to zero.

# %%
from gamelib.games.ombre import outcome
print("the played deal ended in:", played.state.details()["outcome"])

# %% jupyter={"source_hidden": true} tags=["check"]
assert table.state.current_player() == 0 and not table.state.is_terminal()
assert played.state.is_terminal() and sum(played.state.session.ledger.balances().values()) == 0
assert table.errors == [] and played.errors == []

# %% [markdown]
# The chapter ends with a right of the players at the table:

# %%
quote("academie:play.looking")

# %% [markdown]
# `academie:bid.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:bid.heading"))

# %% [markdown]
# Looking at the tricks is the players' right at the table; in the game every trick played is in
# `state.information(player)["tricks"]`.
#
# ## IV. Contracts and bidding, the Ombre
#
# ### 7. Contracts and bidding

# %%
display(quote("academie:bid.contracts"), quote("academie:bid.pass"), quote("academie:bid.order"),
        quote("academie:bid.all-pass"), quote("academie:bid.priority"), quote("academie:bid.ombre"))

# %% [markdown]
# ### What each bid commits to: the exchange
#
# The source then lists each bid with what it commits the player to, which is mostly the
# exchange: how many cards he may discard and take from the stock.

# %%
display(quote("academie:exchange.ask-leave"), quote("academie:exchange.sans-prendre"),
        quote("academie:exchange.vole"), quote("academie:bid.pass-rule"))

# %% [markdown]
# In the game the exchange is a series of decisions: each player discards card by card and then
# takes as many from the top of the stock ("take 2"); the Ombre in Ask Leave must discard at
# least one; the last player then chooses to look at the rest (and show it) or not.

# %%
s = game.new_initial_state(seed=1)
for b in ["ask leave", "pass", "pass", "trumps hearts"]:
    s.apply_action(b)
print("the choices:", or_list(s.legal_actions()))

# %% jupyter={"source_hidden": true} tags=["check"]
assert "take none" not in [str(a) for a in s.legal_actions()]

# %% [markdown]
# The source closes the chapter with four examples of bidding:

# %%
quote("academie:bid.examples")

# %% [markdown]
# They are replayed through the protocol (1 = eldest hand B, 2 = C, 3 = the dealer A).
# Matching is open only to the player with priority, and never for the vole.

# %%
examples = [
    ["ask leave", "pass", "pass"],
    ["ask leave", "pass", "sans prendre", "pass"],
    ["ask leave", "pass", "sans prendre", "sans prendre", "pass"],
    ["sans prendre", "vole", "pass", "pass"],
]
rows = []
for bids in examples:
    s = game.new_initial_state(seed=1)
    for b in bids:
        s.apply_action(b)
    rows.append({"bidding": " ; ".join(f"{pos + 1} {label}" for pos, label in s.auction),
                 "Ombre": s.ombre + 1, "contract": s.contract})
auction = pd.DataFrame(rows)
auction

# %% jupyter={"source_hidden": true} tags=["check"]
assert auction["Ombre"].tolist() == [1, 3, 1, 2]
assert auction["bidding"][2] == "1 ask leave ; 2 pass ; 3 sans prendre ; 1 sans prendre ; 3 pass"

# %% [markdown]
# The speakers are numbered as in the source (1 the eldest hand, 2 the second, 3 the last);
# a player who passed is not asked again. A bid below the current one is refused with the rule
# and its passage:

# %%
s = game.new_initial_state(seed=1)
s.apply_action("sans prendre")
try:
    s.apply_action("ask leave")
except IllegalAction as error:
    refused = error
    print(refused)

# %% jupyter={"source_hidden": true} tags=["check"]
assert "below the current one" in str(refused)

# %% [markdown]
# `academie:outcome.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:outcome.heading"))

# %% [markdown]
# ## V. How the Ombre wins or loses
#
# More tricks than each Ally wins; otherwise remise or codille, and the vole's own rule:

# %%
display(quote("academie:outcome.win"), quote("academie:outcome.vole"),
        quote("academie:outcome.eldest-note"), quote("academie:outcome.remise"),
        quote("academie:outcome.codille"), quote("academie:outcome.failed-vole"))

# %% [markdown]
# `outcome((ombre, ally1, ally2), rules=..., contract=...)` classifies every split. The table
# below sets the Académie beside the Dutch booklet for all 55 ways of sharing nine tricks;
# *differ* marks a split both sources name differently, *silent* one that a source does not
# name. The Académie is silent on 1-4-4: both Allies have more tricks than the Ombre, and "that
# Ally wins codille" names no one. The booklet is silent on the four splits where an opponent
# has four tricks against the Ombre's two or three: its codille needs five.

# %%
from gamelib.analysis.tables import outcome_table

table = outcome_table()
marked = table[table["mark"] != ""]
marked

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(table) == 55
assert len(marked) == 6 and (marked["mark"] == "differ").sum() == 1

# %% [markdown]
# The whole table, drawn as a triangle: the Ombre's tricks across, the first Ally's up; each
# square is coloured by the Académie's result and outlined where the booklet says otherwise.

# %%
colours = {"win": "#4c9a2a", "vole": "#1b5e20", "remise": "#f2c14e", "remise-royale": "#f2c14e",
           "codille": "#c0392b", "unspecified": "#9e9e9e"}
short = {"win": "win", "vole": "vole", "remise": "rem.", "remise-royale": "r.roy.",
         "codille": "cod.", "unspecified": "?"}
fig, axes = plt.subplots(1, 2, figsize=(11, 5), sharey=True)
for ax, (rules, column) in zip(axes, [("academie", "academie (ask leave, sans prendre)"),
                                       ("noothoven", "noothoven (vraag, gasco, sans-prendre)")]):
    for _, row in table.iterrows():
        res = row[column]
        ax.add_patch(plt.Rectangle((row["ombre"], row["ally 1"]), 0.95, 0.95,
                                   color=colours[res],
                                   ec="black" if row["mark"] else "none", lw=2))
        ax.text(row["ombre"] + 0.47, row["ally 1"] + 0.47, short[res], ha="center", va="center",
                fontsize=7)
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 10)
    ax.set_xticks([i + 0.47 for i in range(10)], range(10))
    ax.set_yticks([i + 0.47 for i in range(10)], range(10))
    ax.set_xlabel("tricks of the Ombre")
    ax.set_title(source_name(rules))
axes[0].set_ylabel("tricks of the first Ally (the second has the rest)")
plt.suptitle("The 55 splits of nine tricks: win (green), remise (yellow), codille (red), "
             "unnamed '?' (grey);\noutlined: the sources differ or one is silent")
plt.tight_layout()
plt.show()

# %% [markdown]
# `academie:vole.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:vole.heading"))

# %% [markdown]
# ## VI. The two types of vole
#
# ### 10. Announced vole and committed vole
#
# A vole announced in the bidding, or committed to during play:

# %%
display(quote("academie:vole.announced"), quote("academie:vole.committed"),
        quote("academie:vole.committed-allies"), quote("academie:vole.failure"))

# %% [markdown]
# Playing on is the Ombre's explicit decision after five straight tricks: "play on for the
# vole" or "lay down". Here B holds the nine highest spades and plays Sans Prendre.

# %%
from gamelib.core.engine import RandomPlayer

hands = ["AS 2S AC KS QS JS 7S 6S 5S", "KH QH JH AH 2H 3H 4H 5H 6H", "KD QD JD AD 2D 3D 4D 5D 6D"]
s = game.new_initial_state(seed=2, hands=hands)
for a in ["sans prendre", "pass", "pass", "trumps spades", "take none", "take none", "do not look",
          "AS", "KH", "KD", "2S", "QH", "QD", "AC", "JH", "JD", "KS", "AH", "AD", "QS", "2H", "2D"]:
    s.apply_action(a)
print("the choices:", or_list(s.legal_actions()))
s.apply_action("play on for the vole")
play(s, RandomPlayer(0))
s.hand_result()

# %% jupyter={"source_hidden": true} tags=["check"]
assert s.committed and s.result == "vole" and s.split() == (9, 0, 0)

# %% [markdown]
# `academie:signals.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:signals.heading"))

# %% [markdown]
# ## VII. Communication between the Allies
#
# What the Allies may say to each other during play:

# %%
display(quote("academie:signals.intro"), quote("academie:signals.gano"),
        quote("academie:signals.appel"), quote("academie:signals.ombre"),
        quote("academie:signals.moral"))

# %% [markdown]
# Gano and appel are table talk between the Allies, not moves: the game has no action for them,
# and the moral rule cannot be enforced by code. In an announced or committed vole the Allies
# see each other's hands, and `information()` shows each Ally his partner's hand.

# %% jupyter={"source_hidden": true} tags=["check"]
assert "partner hand" in s.information(0) and "partner hand" not in s.information(1)

# %% [markdown]
# `academie:winnings.heading` is a heading of the source, not a rule, so no code.  
# `academie:winnings.question` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:winnings.heading"), quote("academie:winnings.question"))

# %% [markdown]
# ## VIII. The Ombre's winnings · IX. The Ombre's losses
#
# The winnings come in two kinds, systematic and occasional:

# %%
display(quote("academie:winnings.two-types"), quote("academie:winnings.systematic"),
        quote("academie:winnings.vole"))

# %% [markdown]
# The pool and the beasts belong to chapters X–XII and are built in `academie-ombre-pool`; the
# source says so itself (a pointer, not a rule):

# %%
quote("academie:winnings.see-later")

# %% [markdown]
# The payments the Ombre receives directly from each Ally:

# %%
display(quote("academie:winnings.matadors"), quote("academie:winnings.true-matadors"),
        quote("academie:winnings.sans-prendre"), quote("academie:winnings.committed-vole"))

# %% [markdown]
# The source's matador example: the three matadors, Ponto, king and queen without the jack
# count six, 12 counters from each Ally at the double rate.

# %% jupyter={"source_hidden": true} tags=["check"]
assert count_matadors(parse("AS 7H AC AH KH QH 2H 5C 6D"), "H", "academie") == 6
assert count_matadors(parse("7H AC AH KH QH JH 2H 3H 4H"), "H", "academie") == 0  # no Spadille

# %% [markdown]
# `academie:losses.heading` is a heading of the source, not a rule, so no code.  
# `academie:losses.question` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:losses.heading"), quote("academie:losses.question"))

# %% [markdown]
# The losses mirror the winnings; the beast, the Ombre's debt to the next pool, is new:

# %%
display(quote("academie:losses.two-types"), quote("academie:losses.beast"),
        quote("academie:losses.committed-vole-no-beast"), quote("academie:losses.beast-is-debt"),
        quote("academie:losses.beast-later"), quote("academie:losses.only-ombre"),
        quote("academie:losses.matadors"),
        quote("academie:losses.sans-prendre"), quote("academie:losses.committed-vole"),
        quote("academie:losses.codille"), quote("academie:losses.failed-vole"))

# %% [markdown]
# ### A whole hand through the protocol, settled through the pool
#
# A hand dealt with seed 1713: the eldest asks leave, the others pass, and from there every
# decision (trumps, discards, cards) is a random legal action (seed 3). The finished state gives
# `hand_result()`, which the pool of the next notebook settles;
# each line of the settlement is a zero-sum ledger entry with its passage.

# %%
from gamelib.games.ombre.pool import PoolSession

session = PoolSession(players=("A", "B", "C"), marking="2-and-1")
s = game.new_initial_state(seed=1713, session=session)
for a in ["ask leave", "pass", "pass"]:
    s.apply_action(a)
play(s, RandomPlayer(3))
details = s.details()
for key in ("auction", "ombre", "contract", "trump", "exchange", "split", "matadors", "outcome"):
    print(f"{key:>10}: {words(listing(details[key]))}")
for trick in details["tricks"]:
    print("   ", trick)
s

# %% [markdown]
# The settlement, one ledger entry a line, with the pool and the beasts as accounts:

# %%
entries = session.ledger.to_frame()
entries

# %% jupyter={"source_hidden": true} tags=["check"]
assert (entries[["A", "B", "C", "pool", "beasts"]].sum(axis=1) == 0).all()
assert sum(s.returns()) + session.ledger.balance("pool") + session.ledger.balance("beasts") == 0

# %% [markdown]
# ## What the source leaves open, and the choices made
#
# * **1-4-4.** Both Allies have more tricks than the Ombre; the codille rule names no winner.
#   `outcome` says `"unspecified"`; the game settles it as a remise (the only result that needs
#   no winner) and says so in `hand_result()["note"]`. The booklet and the Spanish *puesta real*
#   call it a remise too.
# * **"At the start of the hand"** for the matadors: a *hand* is "the phase of play in which the
#   three players play out their nine cards" (`academie:deal.eldest`), so the matadors are
#   counted in the Ombre's hand when play begins, after the exchange, not what he wins in tricks.
# * **A black ace turned in Retourne** gives its printed suit as trump (not said).
# * **The announced vole's play** stops at the first trick an Ally takes ("the players lay down
#   their hands"); so does a committed vole.
# * **Forced Spadille**: after three passes the holder of Spadille decides to declare it (and
#   plays Ask Leave) or to keep silent (he makes the beast and the hand is not played). With
#   Spadille in the stock nobody holds it; the hand is passed out (`"all-pass"`).
# * **Seats and the first dealer** are drawn at the table; the game takes the dealer as setup.
# * **Signals** (gano, appel) are table talk and not modelled as moves.
# * **Retourne and the committed vole**: the committed vole "only applies to Ask Leave and Sans
#   Prendre"; Retourne, added later by the author, is "as in Ask Leave" and is treated so.
