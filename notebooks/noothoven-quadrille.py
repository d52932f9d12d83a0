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
# # Het Quadrille Spel — Quadrille in the Dutch booklet
#
# > Play Quadrille for four by the Dutch booklet: the called king and the hidden partner, the solo
# > and the Mediateur, and the payments from the pot.
#
# *De regelen van het Ombre-, Quadrille- en Dominospel, gemakkelijk gemaakt en verklaard*,
# seventh printing, Leyden, D. Noothoven van Goor; nineteenth century, in Dutch. The text is an
# OCR of the print, damaged in places (`Cia.sc»` for *Gasco*, page numbers inside sentences);
# each passage below shows the OCR as it stands, a cleaned reading where the OCR damaged it, and
# an English gloss.
#
# The booklet's chapters come in the order **Ombre**, **Quadrille**, **Domino**. This notebook
# is the second, *Het Quadrille Spel* (lines 291–509). Quadrille is Ombre for four: the same
# cards, the same trumps and matadors, but ten cards each, no stock, and a partner found by
# calling a king. The chapter has no table of contents; its structure is its numbered list of
# games, 1° to 8°, followed by the tariff. We follow it in its order, each rule beside the code
# that carries it out. At the end the two Quadrilles of our sources, this
# booklet's and the modern Dutch page's, stand side by side.

# %%
from gamelib.notebook import *

# %%
display(quote("noothoven:front.title"), quote("noothoven:quadrille.title"))

# %% [markdown]
# ## The chapter as catalogued
#
# Every line of the chapter is a passage of the catalogue, in the booklet's order; page numbers
# are marked as excluded. The table shows the ids and glosses.

# %%
from gamelib.core.sources import passages

chapter = passages("noothoven")
chapter = chapter[chapter.chapter == "Quadrille"].reset_index(drop=True)

# %% jupyter={"source_hidden": true} tags=["check"]
assert chapter.lines.iloc[0] == "291" and len(chapter) > 100

# %%
styled(chapter[["id", "lines", "excluded", "gloss"]].rename(columns={"excluded": "not rule text"}),
       "quadrille-chapter")

# %% [markdown]
# ## Players, packs and the deal
#
# Four players, two Ombre packs of forty cards used in turn, ten cards each in packets of
# three, three and four, to the right; no stock is left.

# %%
display(quote("noothoven:quadrille.players"), quote("noothoven:quadrille.deal"),
        quote("noothoven:quadrille.packets"), quote("noothoven:quadrille.turn-to-deal"))

# %% [markdown]
# The booklet's game deals that way. The seats follow each other to the right: the seat after
# the dealer sits at his right hand, receives the first packet, speaks first and leads. Here is
# a deal with D dealing, each hand as cards.

# %%
game = get_game("quadrille", rules="noothoven")
state = game.new_initial_state(seed=11, dealer=3)
for seat in range(4):
    print(game.seats[seat], state.hand(seat))
    display(state.hand(seat))

# %% jupyter={"source_hidden": true} tags=["check"]
assert sorted(len(state.hand(p)) for p in range(4)) == [10, 10, 10, 10]

# %% [markdown]
# The favourite: the booklet's Ombre chapter turns the top card of the other pack; its suit is
# the favourite (an ask in it outranks an ask, and every payment in it is doubled). The deal
# above drew:

# %%
display(quote("noothoven:ombre.favourite"))
from gamelib.core.cards import SUIT_NAMES

print("the favourite:", SUIT_NAMES[state.favourite])

# %% [markdown]
# **The reading: with the favourite, by default.** One sentence of the booklet governs its
# Ombre and its Quadrille alike. It defines the favourite as the turned card's suit, and only
# then says that players may agree not to turn, "zoo als vaak gebeurt". However often that
# agreement is made, it is an agreement: the rule as printed is with the favourite. So the game
# plays with it unless told otherwise; the agreement not to turn is an option of the game, and
# then there is no favourite and no "vraag in de favorite". (The booklet's Ombre follows the same
# sentence the same way.)

# %%
agreed = get_game("quadrille", rules="noothoven", favourite=False).new_initial_state(seed=11, dealer=3)
print("the booklet's rule turns the favourite:", "yes" if game.settings["favourite"] else "no",
      "| agreed not to turn, the favourite is:", agreed.favourite or "none")

# %% jupyter={"source_hidden": true} tags=["check"]
assert game.settings["favourite"] is True and agreed.favourite is None

# %% [markdown]
# `noothoven:quadrille.page-16`, “16”, is a page number, not text, so no code.

# %%
display(quote("noothoven:quadrille.page-16"))

# %% [markdown]
# ## The order of the cards and the matadors
#
# "is even als bij het Ombre": the Ombre order, in which the booklet's brace makes **four**
# matadors, Ponto included, and calls the king of black trumps Ponto.

# %%
quote("noothoven:quadrille.order")

# %% [markdown]
# The trump order in a black suit (clubs) and a red one (hearts), highest first, with the names
# the booklet gives the top trumps:

# %%
from gamelib.games.ombre.order import card_name, trump_order
from gamelib.games.quadrille import NOOTHOVEN

pd.DataFrame({suit: [card_name(c, suit, NOOTHOVEN.order) for c in trump_order(suit)] + [""] * (12 - len(trump_order(suit)))
              for suit in "CH"}, index=range(1, 13))

# %% [markdown]
# ## Speaking, six tricks, the ladder of games
#
# The eldest speaks first; six tricks always win; eight games rank one above the other.

# %%
display(quote("noothoven:quadrille.speak"), quote("noothoven:quadrille.six-tricks"),
        quote("noothoven:quadrille.contracts-intro"), quote("noothoven:quadrille.contracts"),
        quote("noothoven:quadrille.ladder"))

# %% [markdown]
# The ladder as data (`NOOTHOVEN_CONTRACTS`): the rank, who plays with
# whom, who names trumps, and what the hand must hold. Trois-quarts and quatre-quarts each come
# in two forms of the same rank; spadille-forcée (rank 0) is never bid, it is what all-pass
# forces. Where the "vraag in de favorite" stands is given by the vraag passage: it outranks a
# plain ask, and below a "hooger spel".

# %%
from gamelib.games.quadrille.rules import contract_table

pd.DataFrame(contract_table(NOOTHOVEN)).style.set_uuid("booklet-ladder").hide(axis="index")

# %% [markdown]
# A live auction: the announcements open to the eldest of the deal above, and after an ask.

# %%
print("the choices:", or_list(state.legal_actions()))
bidding = state.clone()
bidding.apply_action("vraag")
print("the choices:", or_list(bidding.legal_actions()))

# %% jupyter={"source_hidden": true} tags=["check"]
assert "vraag" not in [str(a) for a in bidding.legal_actions()]

# %% [markdown]
# ## 1° The simple ask, the called king and the hidden partner
#
# The first game of the list, described at length: the ask with a called king.

# %%
display(quote("noothoven:quadrille.vraag"), quote("noothoven:quadrille.page-17"),
        quote("noothoven:quadrille.vraag-call"),
        quote("noothoven:quadrille.lead"), quote("noothoven:quadrille.aide-secret"),
        quote("noothoven:quadrille.opponents"), quote("noothoven:quadrille.remise-codille"),
        quote("noothoven:quadrille.vraag-loss"))

# %% [markdown]
# `noothoven:quadrille.page-17`, “17”, is a page number, not text, so no code.

# %% [markdown]
# The asker names trumps and calls a king he does not hold; its holder is his aide. The state
# knows the aide; `state.information(player)` — what a player can see — shows him only to
# himself until he plays the king. Calling one's own king is refused with its passage: the
# booklet says nothing of it, and "Degeen die dien heer in handen heeft, is dan de maat (of
# aide) van den speler" reads as another player (so a hand of four kings cannot ask at all).

# %%
DEAL = ["AS AC 2C KC QC JC 7C KH 7H 6H", "KS QS JS 7S 6S 5S 4S 3S 2S 6C",
        "KD QD JD AD 2D 3D 4D 5D 6D 7D", "AH QH JH 2H 3H 4H 5H 5C 4C 3C"]
ask = game.new_initial_state(seed=0, hands=DEAL, dealer=3, favourite="H")
for label in ("vraag", "pass", "pass", "pass", "trumps clubs"):
    ask.apply_action(label)
try:
    ask.apply_action("call KH")
except Exception as error:
    print("refused:", error)
ask.apply_action("call KD")
def partner_seen(seat):
    partner = ask.information(seat)["partner"]
    return "no partner yet" if partner is None else f"the partner {game.seats[partner]}"


print("the aide:", game.seats[ask.aide], "| B sees:", partner_seen(1), "| C sees:", partner_seen(2))
for label in ("AS", "6C", "KD"):
    ask.apply_action(label)
print("after C played the king, B sees:", partner_seen(1))

# %% jupyter={"source_hidden": true} tags=["check"]
assert ask.information(1)["partner"] == 2

# %% [markdown]
# **Two readings as options.** Hoyle's laws of Quadrille (*Hoyle's Games, Improved and
# Enlarged*, laws 12 and 23) allow what the booklet does not mention: "A player who has one or
# more kings, may call him or herself, naming the king, but must win six tricks", and "If you
# have four kings dealt, you are at liberty either to call a queen to one of your kings, except
# the queen of trumps; or to call one of your own kings". The booklet is silent, so its reading
# above stays the default; one option lets the asker call himself (he then plays alone and is
# paid the ask's tariff by each of the three, or pays it; at a codille he pays one fiche more, as
# the asker does), another lets a hand of four kings call a queen.

# %%
own = get_game("quadrille", rules="noothoven", call_own_king=True).new_initial_state(
    seed=0, hands=DEAL, dealer=3, favourite="H")
for label in ("vraag", "pass", "pass", "pass", "trumps clubs", "call KH"):
    own.apply_action(label)
print("called himself: the side", and_list(game.seats[p] for p in own.side), "against",
      and_list(game.seats[p] for p in own.opponents))
FOUR_KINGS = ["KS KH KD KC AS 2C 3C 4C 5C 6C", "QS JS 7S 6S 5S 4S 3S 2S 7C JC",
              "QD JD AD 2D 3D 4D 5D 6D 7D QC", "AH QH JH 2H 3H 4H 5H 6H 7H AC"]
print("four kings, the booklet read:", or_list(game.new_initial_state(
    seed=0, hands=FOUR_KINGS, dealer=3, favourite="H").legal_actions()[:3]))
queen = get_game("quadrille", rules="noothoven", call_queen=True).new_initial_state(
    seed=0, hands=FOUR_KINGS, dealer=3, favourite="H")
for label in ("vraag", "pass", "pass", "pass", "trumps hearts"):
    queen.apply_action(label)
print("four kings, a queen may be called, hearts trumps:", or_list(queen.legal_actions()))

# %% jupyter={"source_hidden": true} tags=["check"]
assert own.side == (0,) and "call QH" not in [str(a) for a in queen.legal_actions()]

# %% [markdown]
# ### A hand to play
#
# Play a whole deal at the booklet's table: you are seat 0, the other three play by the
# registered player `quadrille-booklet`. Announce, name trumps, call a king, then play: legal
# cards have a green frame, a forbidden card is refused with the rule and its passage. Seed 3.

# %%
from gamelib.show.widgets import TableWidget

table = TableWidget(game="quadrille", rules="noothoven", seed=3)
table

# %% [markdown]
# The same deal (seed 3) played to its end, seat 0 always taking its first
# legal action, with the tricks, the result and every payment line.

# %%
played = TableWidget(game="quadrille", rules="noothoven", seed=3).play_to_end()
played

# %% [markdown]
# The live table waits for seat 0; the played copy is over (its result is named below) and its fiches sum to zero.

# %%
print("the played deal ended in:", played.state.details()["outcome"])

# %% jupyter={"source_hidden": true} tags=["check"]
assert table.state.current_player() == 0 and not table.state.is_terminal()
assert played.state.is_terminal() and played.state.ledger.total() == 0
assert table.errors == [] and played.errors == []

# %% [markdown]
# ## Good asks: the booklet's example hands
#
# The booklet gives a rule of thumb (three sure tricks), advice on the king to call, and sixteen
# example asks with the lead to make. They are `BOOK_HANDS` V1–V8 (black) and
# R1–R8 (red): ten cards each; where the booklet writes "lage" the lowest free cards stand in,
# and four hands needed a reading (a note says which).

# %%
display(quote("noothoven:quadrille.ask-rule"), quote("noothoven:quadrille.call-advice"),
        quote("noothoven:quadrille.good-asks"))

# %% [markdown]
# The black asks, each passage above the hand made of it (clubs trump; "of schoppen", spades
# would do as well). The first four hold Spadille or Manille with Ponto:

# %%
from gamelib.games.quadrille import BOOK_HANDS

display(quote("noothoven:quadrille.asks-black"),
        quote("noothoven:quadrille.ask-black-1"), BOOK_HANDS["V1"],
        quote("noothoven:quadrille.ask-black-2"), quote("noothoven:quadrille.page-18"),
        quote("noothoven:quadrille.ask-black-2-end"),
        BOOK_HANDS["V2"],
        quote("noothoven:quadrille.ask-black-3"), BOOK_HANDS["V3"],
        quote("noothoven:quadrille.ask-black-4"), BOOK_HANDS["V4"])

# %% [markdown]
# `noothoven:quadrille.page-18`, “2 18”, is the signature mark 2 and page number 18, not
# text, so no code.

# %% [markdown]
# The other four black asks lead with Basta or Ponto; V5 is printed with eight cards and V7 on
# the same line as V6 (their notes say how they are read):

# %%
display(quote("noothoven:quadrille.ask-black-5"), BOOK_HANDS["V5"],
        quote("noothoven:quadrille.ask-black-6"), BOOK_HANDS["V6"],
        quote("noothoven:quadrille.ask-black-7"), BOOK_HANDS["V7"],
        quote("noothoven:quadrille.ask-black-8"), BOOK_HANDS["V8"])

# %% [markdown]
# The red asks (hearts trump; "of ruiten", diamonds would do as well), the first four:

# %%
display(quote("noothoven:quadrille.asks-red"),
        quote("noothoven:quadrille.ask-red-1"), BOOK_HANDS["R1"],
        quote("noothoven:quadrille.ask-red-2"), BOOK_HANDS["R2"],
        quote("noothoven:quadrille.page-19"), quote("noothoven:quadrille.ask-red-3"),
        BOOK_HANDS["R3"],
        quote("noothoven:quadrille.ask-red-4"), BOOK_HANDS["R4"])

# %% [markdown]
# `noothoven:quadrille.page-19`, “19”, is a page number, not text, so no code.

# %% [markdown]
# And the last four red asks; R6 rests on an OCR reading ("niet basta" read "met basta"):

# %%
display(quote("noothoven:quadrille.ask-red-5"), BOOK_HANDS["R5"],
        quote("noothoven:quadrille.ask-red-6"), BOOK_HANDS["R6"],
        quote("noothoven:quadrille.ask-red-7"), BOOK_HANDS["R7"],
        quote("noothoven:quadrille.ask-red-8"), BOOK_HANDS["R8"])

# %% [markdown]
# Every hand has ten cards and is an ask:

# %%
asks = [BOOK_HANDS[f"{colour}{i}"] for colour in "VR" for i in range(1, 9)]

# %% jupyter={"source_hidden": true} tags=["check"]
assert all(len(h.cards) == 10 and h.contract == "vraag" for h in asks)

# %% [markdown]
# `HandWidget` reads any hand this way: the hand in the booklet's order, the trump order with
# the four matadors and the faux-matadors marked, the kings held, and the booklet's example hand
# it is (or the nearest one). Below is V3 with clubs trump; deal another, type one or click cards.

# %%
from gamelib.show.widgets import HandWidget

hand = HandWidget(game="quadrille", rules="noothoven", trump="C", hand=str(BOOK_HANDS["V3"].cards))
hand

# %% [markdown]
# The widget finds the booklet's hand V3, and Manille and Ponto without Spadille are
# faux-matadors, not paid:

# %% jupyter={"source_hidden": true} tags=["check"]
assert "V3" in [m[0] for m in hand.report.matches]
assert hand.report.count("matadors paid for") == 0 and hand.errors == []

# %% [markdown]
# ## 2° Mediateur
#
# He buys the king he needs for one of his cards, given face down, and a fiche (two when he
# makes trumps in the favourite), then plays alone against three.

# %%
display(quote("noothoven:quadrille.mediateur"), quote("noothoven:quadrille.page-20"),
        quote("noothoven:quadrille.mediateur-play"),
        quote("noothoven:quadrille.mediateur-favourite"),
        quote("noothoven:quadrille.mediateur-advice"))

# %% [markdown]
# `noothoven:quadrille.page-20`, “20”, is a page number, not text, so no code.

# %% [markdown]
# Player 0 buys the king of diamonds from player 2 for his six of hearts and a fiche, and names clubs (the favourite, so two fiches):

# %%
med = game.new_initial_state(seed=0, hands=DEAL, dealer=3, favourite="C")
for label in ("mediateur", "pass", "pass", "pass", "buy KD", "give 6H", "trumps clubs"):
    med.apply_action(label)
display(med.ledger)

# %% jupyter={"source_hidden": true} tags=["check"]
assert med.ledger.balance("C") == 2 and med.side == (0,)

# %% [markdown]
# ## 3° Gasco
#
# Only with both black aces; the holder of the called king names trumps, never the called king's
# suit (the rule is given with spadille-forcée below).

# %%
display(quote("noothoven:quadrille.gasco"), quote("noothoven:quadrille.gasco-advice"))

# %% [markdown]
# Gasco without the black aces is refused; with them, the called king's holder names trumps:

# %%
no_aces = game.new_initial_state(seed=0, hands=DEAL, dealer=3, favourite="H")
no_aces.apply_action("pass")
try:
    no_aces.apply_action("gasco")
except Exception as error:
    print("refused:", error)
gasco = game.new_initial_state(seed=0, hands=DEAL, dealer=3, favourite="H")
for label in ("gasco", "pass", "pass", "pass", "call KD"):
    gasco.apply_action(label)
print("C may name:", or_list(gasco.legal_actions()))

# %% jupyter={"source_hidden": true} tags=["check"]
assert "trumps diamonds" not in [str(a) for a in gasco.legal_actions()]

# %% [markdown]
# ## 4° Solo, and the solo hands with their odds
#
# "Het wordt gespeeld als de mediateur": alone against three, naming trumps. We read it without
# the mediateur's purchase (which is what the mediateur pays for). Ten solo hands follow, each
# with "de kans om te winnen".

# %%
display(quote("noothoven:quadrille.solo"), quote("noothoven:quadrille.page-21"),
        quote("noothoven:quadrille.solo-examples"))

# %% [markdown]
# `noothoven:quadrille.page-21`, “21”, is a page number, not text, so no code.

# %% [markdown]
# The ten solo hands, each passage above its hand, with the odds as printed and as a probability
# (a : b for, against, so a / (a + b)). The five black ones, clubs trump:

# %%
display(quote("noothoven:quadrille.solos-black"),
        quote("noothoven:quadrille.solo-black-1"), BOOK_HANDS["S1"],
        quote("noothoven:quadrille.solo-black-2"), BOOK_HANDS["S2"],
        quote("noothoven:quadrille.solo-black-3"), BOOK_HANDS["S3"],
        quote("noothoven:quadrille.solo-black-4"), BOOK_HANDS["S4"],
        quote("noothoven:quadrille.solo-black-5"), BOOK_HANDS["S5"])

# %% [markdown]
# The five red ones (S9 in diamonds, as printed); the odds of S7 stand on a line of their own:

# %%
display(quote("noothoven:quadrille.solos-red"),
        quote("noothoven:quadrille.solo-red-1"), BOOK_HANDS["S6"],
        quote("noothoven:quadrille.solo-red-2"), quote("noothoven:quadrille.page-22"),
        quote("noothoven:quadrille.solo-red-2-odds"),
        BOOK_HANDS["S7"],
        quote("noothoven:quadrille.solo-red-3"), BOOK_HANDS["S8"],
        quote("noothoven:quadrille.solo-red-4"), BOOK_HANDS["S9"],
        quote("noothoven:quadrille.solo-red-5"), BOOK_HANDS["S10"])

# %% [markdown]
# `noothoven:quadrille.page-22`, “22”, is a page number, not text, so no code.

# %% [markdown]
# All 26 example hands as one table:

# %%
from gamelib.games.quadrille.tables import book_hands_table

hands_frame = pd.DataFrame(book_hands_table())
hands_frame.drop(columns=["note"]).style.set_uuid("book-hands").hide(axis="index") \
    .format({"p(win)": "{:.3f}"}, na_rep="")  # blank: the booklet prints no odds for an ask

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(hands_frame) == 26 and hands_frame["cards"].str.split().map(len).eq(10).all()

# %% [markdown]
# How do the printed odds compare with play? A small Monte Carlo: each solo hand sits at the
# dealer's right, announces solo and names its trumps, the other thirty cards are dealt at random,
# and all four seats play `plain_player` (the declarer leads trumps, everyone takes a trick as
# cheaply as he can; `solo_trials`). That is a plain player, not a master, so the comparison says as much about
# the player as about the booklet. `N` = 2,000 deals per hand, seed 2024.

# %%
from gamelib.analysis.studies import solo_trials

N = 2_000
solo_keys = [k for k, h in BOOK_HANDS.items() if h.contract == "solo"]
trials = pd.DataFrame({
    "stated": [float(BOOK_HANDS[k].probability) for k in solo_keys],
    "plain player": [solo_trials(BOOK_HANDS[k], N, seed=2024) for k in solo_keys],
}, index=solo_keys)
trials.round(3)

# %% jupyter={"source_hidden": true} tags=["check"]
assert trials["plain player"].between(0, 1).all()
assert trials.loc["S3", "plain player"] < 0.5 < trials.drop("S3")["plain player"].median()

# %% [markdown]
# Most hands come close to the stated odds; S3 (Spadille, Manille and three low trumps, without
# Basta) falls far short. A plain player alone cannot say whether the booklet or the player is
# wrong; the next table asks two stronger methods.

# %%
ax = trials.plot.bar(figsize=(8, 3.2), color=["#8c6d31", "#3182bd"], rot=0)
ax.set_ylabel("chance of winning")
ax.set_xlabel("the booklet's solo hand (S1–S5 black, S6–S10 red)")
ax.set_ylim(0, 1.05)
ax.set_title(f"Booklet's solo odds against a plain player ({N} deals per hand, seed 2024)")
ax.legend(loc="lower left")
plt.tight_layout()
plt.show()

# %% [markdown]
# ### The ten printed odds against double dummy and PIMC
#
# The studies (`booklet_odds`, the Studies notebook) play the same ten hands on
# the same deals by two far stronger methods, and keep the results deal by deal in
# `notebooks/results/`; they are read back here, not played again. *Double dummy* is perfect play
# by both sides with every hand open; *PIMC* is a strong program that samples the hidden cards.
# Each gives a Wilson 95 % interval. The transcriptions of the hands have been checked against
# the OCR lines, so where the printed probability lies outside **both** intervals the printed
# odds are wrong for the printed hand: too high (optimistic) when above both, too low when below
# both, and unsupported by either when they lie between the two. Perfect play does not rescue a
# printed figure that double dummy rejects: no better play exists.

# %%
from gamelib.analysis import studies

stored = studies.Store(read_only=True)
odds = pd.concat([studies.booklet_odds(n, studies.SEED, method, store=stored)
                  for method, n in (("double-dummy", studies.FULL_ODDS_DOUBLE_DUMMY),
                                    ("pimc", studies.FULL_ODDS_PIMC))], ignore_index=True)


def verdict(row):
    printed, dd, pimc = row["printed p"], row["double-dummy"], row["pimc"]
    if any(low <= printed <= high for low, high in (dd, pimc)):
        return "inside an interval"
    if printed > max(dd[1], pimc[1]):
        return "printed too high (optimistic)"
    if printed < min(dd[0], pimc[0]):
        return "printed too low"
    return "wrong: between the two, inside neither"


intervals = odds.assign(interval=list(zip(odds.low, odds.high))).pivot(
    index="hand", columns="method", values="interval")
odds_table = odds[odds.method == "double-dummy"].set_index("hand")[["odds printed", "printed p"]]
odds_table = odds_table.join(intervals)
odds_table["verdict"] = odds_table.apply(verdict, axis=1)
for method in ("double-dummy", "pimc"):
    part = odds[odds.method == method].set_index("hand")
    odds_table[f"{method} p"] = part.p
    odds_table[f"{method} n"] = part.n
    odds_table[method] = [f"{low:.3f}–{high:.3f}" for low, high in odds_table[method]]
odds_table = odds_table.reindex([f"S{i}" for i in range(1, 11)])
odds_table[["odds printed", "printed p", "double-dummy p", "double-dummy", "double-dummy n",
            "pimc p", "pimc", "pimc n", "verdict"]].round(3)

# %% [markdown]
# Five of the ten printed odds fall outside both intervals. **S3** (printed 11 : 2, 0.846; double
# dummy 0.157) and **S4** (10 : 1, 0.909; double dummy 0.713) are printed far too high: the odds
# are wrong, optimistic, for the hand as printed: perfect play does not reach them, nor does PIMC.
# **S5** (27 : 2) and **S6** (2 : 1) are printed too low: those hands are stronger than the
# booklet says. **S9** (10 : 2) lies between double dummy's interval and PIMC's, inside neither,
# so neither method supports the printed figure. S1, S2, S7, S8 and S10 agree with at least one
# method. The hands are transcribed as printed (each checked against its OCR line), so the fault
# lies in the printed odds for the printed hands.

# %%
outside = odds_table[odds_table.verdict != "inside an interval"]

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(odds_table) == 10 and (odds_table["double-dummy n"] >= 1_000).all()
assert (odds_table["pimc n"] >= 200).all()
assert list(outside.index) == ["S3", "S4", "S5", "S6", "S9"], outside.verdict
assert (odds_table.loc[["S3", "S4"], "verdict"] == "printed too high (optimistic)").all()
assert (odds_table.loc[["S5", "S6"], "verdict"] == "printed too low").all()
assert odds_table.loc["S3", "double-dummy p"] < 0.2 < odds_table.loc["S3", "printed p"]

# %% [markdown]
# ## 5° Misère and misère ouverte
#
# Misère: not a single trick. The trump rule "in ieder geval" is read as a rule (an option reads
# it as advice). Misère ouverte: the hand is laid open after the first trick, "bij de vijfde
# kaart"; a card played before that is refused.

# %%
display(quote("noothoven:quadrille.misere"), quote("noothoven:quadrille.misere-long-suit"),
        quote("noothoven:quadrille.misere-trump"), quote("noothoven:quadrille.misere-hard"),
        quote("noothoven:quadrille.misere-ouverte"), quote("noothoven:quadrille.page-23"),
        quote("noothoven:quadrille.misere-ouverte-show"))

# %% [markdown]
# `noothoven:quadrille.page-23`, “28”, is a page number (printed 28 for 23), not text, so
# no code.

# %% [markdown]
# A misère ouverte: the trumps it may name, a card refused before the hand is laid open, and the hand shown:

# %%
mis = game.new_initial_state(seed=0, hands=DEAL, dealer=3, favourite="H")
for label in ("misère ouverte", "pass", "pass", "pass"):
    mis.apply_action(label)
print("trumps allowed:", or_list(mis.legal_actions()))
for label in ("trumps diamonds", "6H", "2S", "2D", "5H"):
    mis.apply_action(label)
try:
    mis.apply_action("3D")
except Exception as error:
    print("refused:", error)
mis.apply_action("lay hand open")
print("B now sees A's hand:", mis.information(1)["shown"][0])

# %% jupyter={"source_hidden": true} tags=["check"]
assert mis.information(1)["shown"] == {0: mis.hand(0)}

# %% [markdown]
# ## 6° Trois-quarts and 7° quatre-quarts
#
# Trois-quarts with the two black aces and a red one calls a king; with three kings, the holder of
# Spadille (or of Basta, or of the fourth king) makes trumps and plays along. The OCR lost the
# words that introduce the second case. Quatre-quarts: four kings (Spadille's or Basta's holder
# plays along) or four aces (a king called at will).

# %%
display(quote("noothoven:quadrille.trois-quarts"), quote("noothoven:quadrille.trois-quarts-aces"),
        quote("noothoven:quadrille.trois-quarts-kings"),
        quote("noothoven:quadrille.quatre-quarts"),
        quote("noothoven:quadrille.page-24"), quote("noothoven:quadrille.quatre-quarts-aces"),
        quote("noothoven:quadrille.favourite-king-free"))

# %% [markdown]
# `noothoven:quadrille.page-24`, “24”, is a page number, not text, so no code.

# %% [markdown]
# Trois-quarts with three kings: the holder of Spadille plays along with the announcer.

# %%
kings = ["KS KH KD 2C 3C 4C 5C 7H 6H 5H", "AS QS JS 7S 6S 5S 4S 3S 2S 6C",
         "KC QD JD AD 2D 3D 4D 5D 6D 7D", "AH QH JH 2H 3H 4H AC QC JC 7C"]
tq = game.new_initial_state(seed=0, hands=kings, dealer=3, favourite="H")
for label in ("trois-quarts (three kings)", "pass", "pass", "pass"):
    tq.apply_action(label)
print("Spadille's holder plays along and names trumps:", tq.aide, tq.current_player())

# %% jupyter={"source_hidden": true} tags=["check"]
assert tq.aide == 1

# %% [markdown]
# Trois-quarts with the aces is played "op de wijze als bij een gewoon vraagspel", like
# spadille-forcée below, and its announcer asked for it: so the rules of the ask hold for it as
# read for spadille-forcée by default. It may go on for the vole after six tricks (its vole, 6
# fiches, is printed in the tariff), and lost by codille it is paid by the announcer alone, one
# fiche more to each opponent, his aide excused. The words are printed of the aces only: the
# paragraph of the three kings says who plays along and nothing of how. The kings' case is
# played the same way, since nothing sets it apart (**unspecified in source**). Hoyle's reading
# of the forced game (below) touches neither form, for their announcer was not forced. The
# test suite plays the two forms and spadille-forcée on the same questions
# (`tests/test_quadrille.py`, `test_games_played_as_an_ask_*`).

# %% [markdown]
# ## 8° Vole, vole déclarée, premières, matadors, forcing, spadille-forcée
#
# The last of the numbered games, then the rules that hold for all of them:

# %%
display(quote("noothoven:quadrille.vole"), quote("noothoven:quadrille.vole-going-on"),
        quote("noothoven:quadrille.vole-declaree"), quote("noothoven:quadrille.premieres"),
        quote("noothoven:quadrille.matadors"))

# %% [markdown]
# After the sixth trick, if the side has taken all six, the winner of the sixth chooses: stop
# (premières) or play on for the vole. Here a solo in clubs with the seven top trumps and the top
# three hearts stops after six tricks, and then, replayed, goes on and makes the vole.

# %%
from gamelib.players.quadrille import plain_player

VOLE_DEAL = ["AS AC 2C KC QC JC 7C KH QH JH", "KS QS JS 7S 6S 5S 4S 3S 2S 6C",
             "KD QD JD AD 2D 3D 4D 5D 6D 7D", "AH 7H 6H 2H 3H 4H 5H 5C 4C 3C"]
results = {}
for choice in ("stop", "play on for the vole"):
    solo = game.new_initial_state(seed=0, hands=VOLE_DEAL, dealer=3, favourite="H")
    for label in ("solo", "pass", "pass", "pass", "trumps clubs"):
        solo.apply_action(label)
    while solo.phase == "play":
        solo.apply_action(plain_player(solo))
    print("the choices:", or_list(solo.legal_actions()))
    solo.apply_action(choice)
    play(solo, plain_player)
    results[choice] = solo.returns()
    print(choice, "->", solo.ledger.lines())

# %% jupyter={"source_hidden": true} tags=["check"]
assert results["stop"][0] == 33 and results["play on for the vole"][0] == 51

# %% [markdown]
# Cutting and forcing the matadors go "as in Ombre":

# %%
quote("noothoven:quadrille.forcing")

# %% [markdown]
# Because Ponto is a matador here, a player whose only trump is Ponto keeps it when a low trump
# is led (the privilege), but must give it up when Basta, a higher matador, is led. The modern
# page has three matadors, so there Ponto must follow any trump lead (see its notebook).

# %%
from gamelib.games.ombre.order import suit_index
from gamelib.games.ombre.play import legal_mask

ponto_only = CardSet("KC 7H 6H 2S")
t = suit_index("C")
low_led = CardSet(legal_mask(ponto_only.mask, int(CardSet("3C").sorted()[0]), t, True))
basta_led = CardSet(legal_mask(ponto_only.mask, int(CardSet("AC").sorted()[0]), t, True))
print("3C led:", low_led, "| Basta led:", basta_led)

# %% jupyter={"source_hidden": true} tags=["check"]
assert low_led == ponto_only and basta_led == CardSet("KC")

# %% [markdown]
# `noothoven:quadrille.page-25`, “25”, is a page number, not text, so no code.

# %%
display(quote("noothoven:quadrille.page-25"))

# %% [markdown]
# When all pass, the holder of Spadille must play: spadille-forcée.

# %%
display(quote("noothoven:quadrille.spadille-forcee"), quote("noothoven:quadrille.aide-trump"))

# %% [markdown]
# In the game the holder of Spadille calls a king and lets his aide make trumps:

# %%
forced = game.new_initial_state(seed=0, hands=DEAL, dealer=3, favourite="H")
for label in ("pass", "pass", "pass", "pass"):
    forced.apply_action(label)
print(f"{forced.contract.label}: {game.seats[forced.declarer]} declares and may",
      ", ".join(str(a) for a in forced.legal_actions()))

# %% jupyter={"source_hidden": true} tags=["check"]
assert forced.contract.key == "spadille-forcee"

# %% [markdown]
# **Two readings of spadille-forcée.** After the call and the trumps, how is it played? The
# booklet answers in four words, "een gewoon vraagspel", and elsewhere speaks of the ask's rules
# without naming spadille-forcée:

# %%
display(quote("noothoven:quadrille.spadille-forcee"), quote("noothoven:quadrille.vole"),
        quote("noothoven:quadrille.pay-vole"), quote("noothoven:quadrille.pay-codille"))

# %% [markdown]
# * **Read literally (the default).** An ordinary ask is played, so
#   the ask's rules hold: a vole may follow "het een of ander spel", going on after the sixth
#   trick undertakes it, and it pays the vole "na een gewoon vraagspel", four fiches (the tariff
#   names no vole after spadille-forcée); a codille is paid by "degeen, die gevraagd heeft",
#   one fiche more, "Zijn aide is van de betaling verschoond".
# * **Hoyle's laws (an option).** But the forced player did not ask: he was made
#   to play. Hoyle's laws of Quadrille say the opposite on both points: "Forced spadille is not
#   obliged to make three tricks, nor is he allowed to play for the vole" (law 16), and "He who
#   calls and does not make three tricks, is to be beasted alone, unless in forced spadille"
#   (law 33). So: no vole, and a codille paid by the two together, as a remise ("volgens het
#   zelfde tarief"), without the asker's extra fiche.
#
# The booklet's own words make the first reading the stronger, and it stays the default; the
# second is an option. The same deal under both (A forced, his aide names trumps, the side plays
# its highest trumps):

# %%
VOLE_FORCED = ["7S KH 2H AD 6D 5D 4D 3D QC 5C", "QS 3S QH JH 5H JD 7D AC 4C 3C",
               "AS JS 6S 4S 7H 4H 3H KD 7C 2C", "KS 5S 2S AH 6H QD 2D KC JC 6C"]
CODILLE_FORCED = ["JS 5S 3S 3H AD 4D AC KC QC 7C", "KS 4S QH JH KD 7D 6D JC 5C 3C",
                  "QS 7S 6S 2S KH 7H 5H JD 2D 2C", "AS AH 6H 4H 2H QD 5D 3D 6C 4C"]


def forced_game(hands, reading):
    s = get_game("quadrille", rules="noothoven", spadille_forcee=reading).new_initial_state(
        seed=0, hands=hands, dealer=3, favourite="S")
    for label in ("pass",) * 4:
        s.apply_action(label)
    while s.phase in ("call", "trump"):
        s.apply_action(s.legal_actions()[0])
    while s.phase == "play":
        acts = s.legal_actions()
        if s.current_player() in s.side:
            order = trump_order(s.trump)
            s.apply_action(min(acts, key=lambda a: order.index(a.value) if a.value in order else 99))
        else:
            s.apply_action(acts[0])
    return s


readings = []
for reading in ("ask", "hoyle"):
    six = forced_game(VOLE_FORCED, reading)
    lost = forced_game(CODILLE_FORCED, reading)
    readings.append({"reading": reading,
                     "after six tricks": [str(a) for a in six.legal_actions()] or six.outcome,
                     "codille: forced player": lost.returns()[lost.declarer],
                     "codille: his aide": lost.returns()[lost.aide],
                     "codille: each opponent": lost.returns()[lost.opponents[0]]})
readings = pd.DataFrame(readings).set_index("reading")
readings

# %% jupyter={"source_hidden": true} tags=["check"]
assert readings.loc["ask", "after six tricks"] == ["stop", "play on for the vole"]
assert readings.loc["hoyle", "after six tricks"] == "won"
assert readings.loc["ask", "codille: his aide"] == 0 < -readings.loc["hoyle", "codille: his aide"]

# %% [markdown]
# ## The tariff
#
# "De betaling geschiedt met fiches": a row per game, the vole after it, vole déclarée eightfold,
# premières one fiche, matadors one for three and one per following card, remise paid by the
# losers "volgens het zelfde tarief", codille one fiche more paid by the asker alone, a failed
# vole deducted, and the favourite doubling everything.

# %%
display(quote("noothoven:quadrille.pay-fiches"), quote("noothoven:quadrille.pay-vraag"),
        quote("noothoven:quadrille.pay-spadille-forcee"), quote("noothoven:quadrille.pay-mediateur"),
        quote("noothoven:quadrille.pay-gasco"), quote("noothoven:quadrille.pay-solo"),
        quote("noothoven:quadrille.pay-misere"), quote("noothoven:quadrille.pay-trois-quarts"),
        quote("noothoven:quadrille.pay-quatre-quarts"))

# %% [markdown]
# Then what is paid on top of the game, and by whom when it is lost:

# %%
display(quote("noothoven:quadrille.pay-vole"), quote("noothoven:quadrille.pay-vole-declaree"),
        quote("noothoven:quadrille.pay-premieres"), quote("noothoven:quadrille.pay-matadors"),
        quote("noothoven:quadrille.pay-remise"), quote("noothoven:quadrille.page-26"),
        quote("noothoven:quadrille.pay-remise-end"),
        quote("noothoven:quadrille.pay-codille"), quote("noothoven:quadrille.pay-failed-vole"),
        quote("noothoven:quadrille.pay-favourite"))

# %% [markdown]
# `noothoven:quadrille.page-26`, “26”, is a page number, not text, so no code.

# %% [markdown]
# The tariff as data (`booklet_tariff_table`), one row a game:

# %%
from gamelib.games.quadrille.tables import booklet_tariff_table

pd.DataFrame(booklet_tariff_table()).style.set_uuid("booklet-tariff").hide(axis="index")

# %% [markdown]
# Who pays whom is not spelt out. The reading here: a lone player
# receives the amount from each of the three, or pays it to each; partners each receive the
# amount and each loser pays it; on codille the asker alone pays each opponent the amount and one
# fiche more, his aide excused. The bars show the game and the vole after it.

# %%
from gamelib.games.quadrille.rules import NOOTHOVEN_TARIFF, NOOTHOVEN_VOLE

bars = pd.DataFrame({"game": pd.Series(NOOTHOVEN_TARIFF), "vole after it": pd.Series(NOOTHOVEN_VOLE)}).fillna(0)
bars = bars.sort_values("game").rename(index=words)
ax = bars.plot.barh(stacked=True, figsize=(7, 3.6), color=["#636363", "#bdbdbd"])
ax.set_xlabel("fiches from each opponent (doubled in the favourite)")
ax.set_ylabel("game")
ax.set_title("The booklet's tariff, with the vole after each game")
plt.tight_layout()
plt.show()

# %% [markdown]
# ## A whole hand through the protocol, settled line by line
#
# The booklet's ask V3 ("Manille, ponto, vrouw en twee lage klaveren ... Men begint met manille")
# sits at the dealer's right; the other cards are dealt at random (seed 7). He asks in clubs and
# calls the king of diamonds; everyone then plays `plain_player`.

# %%
v3 = BOOK_HANDS["V3"]
hands = game.deal_around({0: v3.cards}, seed=7)
deal = game.new_initial_state(seed=7, hands=hands, dealer=3, favourite="S")
for seat in range(4):
    print(game.seats[seat], deal.hand(seat))
bids = ["vraag", "pass", "pass", "pass", "trumps clubs"]
for label in bids:
    deal.apply_action(label)
call = "call KD" if "call KD" in [str(a) for a in deal.legal_actions()] else str(deal.legal_actions()[0])
deal.apply_action(call)
play(deal, plain_player)
for line in deal.details()["tricks"]:
    print(line)
print(deal.details()["outcome"], "with", plural(deal.side_tricks, "trick"), "for the side of",
      and_list(game.seats[p] for p in deal.side))

# %% [markdown]
# The finished deal and its settlement, one ledger entry a line:

# %%
display(deal)
deal.ledger.to_frame()

# %%
print("each seat's net:", ", ".join(f"{game.seats[p]} {r:+g}" for p, r in enumerate(deal.returns())))

# %% jupyter={"source_hidden": true} tags=["check"]
assert deal.is_terminal() and deal.ledger.total() == 0 and sum(deal.returns()) == 0

# %% [markdown]
# ## The two Quadrilles side by side
#
# The modern Dutch page ("Hoe speel je Quadrille", its own notebook) plays another game under the
# same name. Where they agree and where they part:

# %%
from gamelib.games.quadrille.tables import comparison_table

pd.DataFrame(comparison_table()).style.set_uuid("two-quadrilles").hide(axis="index").set_properties(
    **{"text-align": "left", "white-space": "normal"})

# %% [markdown]
# And what the difference does to the money: the same random hands (seeds 0..M-1, all four seats
# `plain_player`: the holder of Spadille opens with the lowest contract, an ask or an Alliance,
# and the others pass) under each rule set; the fiches are conserved in both (players and pot sum
# to zero). `M` = 1,000 hands.

# %%
M = 1_000
rows, balanced = [], True
for rules in ("noothoven", "hoe-speel-je"):
    g = get_game("quadrille", rules=rules)
    for seed in range(M):
        s = play(g.new_initial_state(seed=seed), plain_player)
        balanced &= s.ledger.total() == 0
        rows.append({"rules": rules, "outcome": s.outcome, "declarer": s.returns()[s.declarer]})
money = pd.DataFrame(rows)
money.groupby(["rules", "outcome"]).declarer.agg(["count", "mean"]).round(2)

# %% jupyter={"source_hidden": true} tags=["check"]
assert balanced

# %% [markdown]
# ## What the booklet leaves open, and the choices made
#
# * **Who pays whom** in a partnership: each winner receives the tariff, each loser pays it
#   (half to each winner); on codille the asker alone pays, one fiche more, his aide excused. The
#   codille rule names the ask; it is read for every game played with an aide. An option takes
#   the other reading: every loser pays every winner the tariff.
# * **Spadille-forcée** is "een gewoon vraagspel", read literally: the vole open (4 fiches) and
#   the codille the forced player's alone. An option follows Hoyle's laws 16 and 33 instead: no
#   vole, the codille paid by the two as a remise. Trois-quarts, played "op de wijze als bij een
#   gewoon vraagspel" and announced freely, follows the ask either way; the
#   words are printed of the aces, and the three kings follow them silently.
# * **A lone player lost by codille** pays as by remise: the booklet gives the extra fiche only to
#   the ask.
# * **The loser's tariff includes the matadors** his side held ("volgens het zelfde tarief").
# * **Passing is final**, as in the booklet's Ombre (`noothoven:ombre.pass-final`).
# * **Calling one's own king** is refused: the holder of the called king is the asker's partner.
#   Calling the king of trumps (Ponto in black) is allowed: the booklet does not forbid it.
#   Hoyle's laws are options: law 23 (he calls himself and plays alone for six tricks) and law
#   12 (with four kings, a queen, not the queen of trumps).
# * **The favourite** is played by default: the booklet's rule is with it; not turning the card
#   is an agreement, however often made (an option of the game).
# * **Solo "gespeeld als de mediateur"**: alone, naming trumps, without buying a king.
# * **Misère's trump** "in ieder geval" the suit held least (an option reads it as advice);
#   matadors and premières are not paid in misère; play stops once the outcome is settled.
# * **Vole after spadille-forcée** is not in the tariff; it is read as the vole of an ordinary ask
#   (4), spadille-forcée being "een gewoon vraagspel" (none under Hoyle's reading).
# * **The printed solo odds** of S3, S4 (too high), S5, S6 (too low) and S9 (inside neither) lie
#   outside both the double-dummy and the PIMC intervals: wrong for the hands as printed.
# * **A failed vole** is deducted even below zero (the winners then pay): the text sets no floor.
# * **A forced declarer holding every king** plays alone and names trumps; a hand with Spadille,
#   Basta and four kings has nobody to play along in quatre-quarts with kings, so it may not
#   announce it.
# * **The example hands**: "lage" cards are filled with the lowest free cards; S1 and R7 (nine
#   cards), V5 (eight) and R4 (eleven) needed a reading, stated in each hand's note.
