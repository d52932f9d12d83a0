# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Das Bostonspiel — Boston
#
# *Theodor Engelmanns Unterricht im Piquet-, Tresett-, Boston-, Kasino-, Konnectionen-,
# Piquesept-, Goodhope- und Kleeblattspiel*, new enlarged edition, Berlin 1798, printed for
# Wilhelm Oehmigke the Younger. Copy of the University Library of Tübingen, public domain; the
# text is Tesseract's OCR of the Fraktur print (`sources/engelmann-1798.de.txt`, one long line,
# line 5), with the long s (ſ) and the line-break hyphens (⸗) kept. German, 1798.
#
# The book's order of games: Piquet, Tresett, **Boston**, Kasino, Konnectionen, Piquesept,
# Goodhope, Kleeblatt. Boston is the third chapter, about two pages long (the page number 25
# falls inside it). Its content, in the book's own order (the chapter has no sub-headings;
# these are the passages as catalogued):
#
# 1. what the game is (Whist played like l'Hombre) and its five games;
# 2. the tricks each game needs; Misery outbids them all;
# 3. the trump, named by the player; the payments;
# 4. the beasts, "as in l'Hombre", and what is not paid;
# 5. advice for Misery, with a worked example;
# 6. klein Misery, newly invented, and where it ranks;
# 7. small changes agreed at the table.

# %%
import os

import matplotlib.pyplot as plt
import pandas as pd
from IPython.display import HTML, display

from gamelib import get_game, play, quote
from gamelib.boston import (
    BEAST_POT, FIVE_GAMES, SEATS, UNPAID, BostonGame, TablePlayer, ladder, misery_card,
    play_session, trick_winner,
)
from gamelib.cards import Card, deck, parse, parse_ordered
from gamelib.ledger import Ledger
from gamelib.widgets import TableWidget

# %% [markdown]
# The title page names Boston third among the book's eight games; the chapter's heading follows
# it (a heading, so no code):

# %%
display(quote("engelmann:front.title"), quote("engelmann:boston.title"))

# %% [markdown]
# Boston is the third of the eight games, and the chapter's heading is not rule text.
#
# ## Whist, played like l'Hombre
#
# The chapter begins by saying what Boston is and naming its games:

# %%
display(quote("engelmann:boston.whist"), quote("engelmann:boston.spielarten"))

# %% [markdown]
# So the play is Whist's (four players, 52 cards, thirteen each, A high to 2 low, follow suit,
# a trump beats any other suit) and the bidding is l'Hombre's: a ladder of games, each
# outbidding the one below, as Frage is outbid by Tournée. The Whist trick, as code:

# %%
trick = parse_ordered("KH AH 2S QH")
assert trick_winner(trick, "S") == 2       # the two of spades trumps
assert trick_winner(trick, "D") == 1       # no trump played: the ace of the suit led
trick_winner(trick, "S"), trick_winner(trick, "D")

# %% [markdown]
# ## The five games
#
# Each game needs a number of tricks, and each outbids the ones below it:

# %%
display(quote("engelmann:boston.klein-boston"), quote("engelmann:boston.ladder"),
        quote("engelmann:boston.misery"))

# %% [markdown]
# The OCR prints *9%* for groß Independence; the author's own later sentence ("die 5, 6, 7 oder
# 9 erſten Stiche", below) confirms 9. The ladder as data, lowest first:

# %%
pd.DataFrame([{"game": c.name, "tricks": "none" if c.misery else c.tricks,
               "points": c.points, "passage": c.passage} for c in FIVE_GAMES])

# %% [markdown]
# ## The trump and the payments
#
# The player names the trump, and each game has its price:

# %%
display(quote("engelmann:boston.trump"), quote("engelmann:boston.payments"))

# %% [markdown]
# Groß Independence is missing from the payments. Payments rise with the ladder (4 for klein
# Independence, 5 for klein Misery which outbids it, 8 for Misery above), so it must be 5, 6 or
# 7: the game takes the option `gross_independence` (default 6, **unspecified in source**).
# "Bei allen dieſen Spielarten" includes Misery: the player names a trump there too; later Boston
# plays misère without trumps, which is the option `misery_trump=False`.

# %%
game = get_game("boston")
assert [game.points(c) for c in FIVE_GAMES] == [1, 2, 4, 6, 8]
{c.name: game.points(c) for c in game.contracts}

# %% [markdown]
# ## The beasts, and what is not paid
#
# Lost games are paid as beasts, as in l'Hombre, with some payments left out:

# %%
display(quote("engelmann:boston.beasts"), quote("engelmann:boston.bleed-through"),
        quote("engelmann:boston.proposal"))

# %% [markdown]
# The sentence is cut by bleed-through from the facing page and the page number 25; the reading
# drops them. A lost game is "set" as a beast and "written up" as in l'Hombre: in `gamelib`, the
# loser pays into the pot `beasts` the points he would have won from the three others, and the
# next player who wins a game draws every beast in the pot. (How large the beast is and who
# draws it, the booklet leaves to l'Hombre: **unspecified in source**; the option `loss="pay"`
# instead pays each of the others the points, as later Boston does.) "auch nicht gezogen wird"
# we read as no game being drawn; nothing doubled, no matadors, Erste or Tout: none of these has
# a line anywhere in the code. The author's wish to pay honours as matadors names no amount, so
# it cannot be played.

# %%
UNPAID

# %% [markdown]
# ## A deal at the table
#
# Everything the chapter says about play is now quoted: Whist's trick, l'Hombre's ladder of
# games, the named trump, the payments and the beasts. At the table below you are seat A (0) of
# the deal of seed 24, against random players: bid a game or pass with the buttons, name the
# trump, then click your cards; a card that does not follow suit is refused with its passage,
# and the payment lines come at the end.

# %%
table_widget = TableWidget(game="boston", seed=24)
table_widget

# %%
HTML("<details><summary>the table drawn without a kernel (seed 24, before your bid)"
     f"</summary>{table_widget.static_html()}</details>")

# %% [markdown]
# You bid first, so the buttons offer the whole ladder of the chapter and a pass, and your
# thirteen cards are the protocol's deal of seed 24:

# %%
bids = list(table_widget.action_buttons)
assert table_widget.errors == [] and table_widget.state.current_player() == 0
assert bids == ["pass"] + [c.name for c in ladder("klein Independence")]
assert table_widget.state.hand(0) == get_game("boston").new_initial_state(seed=24).hand(0)
bids

# %% [markdown]
# ## A deal played through
#
# The same deal of seed 24, played by the demonstration player `TablePlayer` (it bids the
# highest game its count of aces, guarded kings and long trumps reaches, Misery with a hand of
# low cards, and otherwise plays at random from its own generator).

# %%
state = game.new_initial_state(seed=24)
state

# %% [markdown]
# Played to the end, the contract, the tricks each seat won and the outcome:

# %%
play(state, TablePlayer(24))
assert state.is_terminal() and sum(state.won) == 13
display(state)
{k: v for k, v in state.details().items() if k not in ("unpaid",)}

# %% [markdown]
# The tricks one by one, each with the seat that took it:

# %%
for t in state.tricks:
    display(t)

# %% [markdown]
# Its settlement, line by line, on the ledger (players A–D and the beast pot; every line sums to
# zero):

# %%
assert state.ledger.total() == 0
assert sum(state.returns()) + state.pot_change() == 0
state.ledger

# %% [markdown]
# ## A lost game sets a beast, the next winner draws it

# %% [markdown]
# Two deals with one hand of each suit: B holds every heart and plays Misery with hearts as
# trumps, so he must take all thirteen tricks and sets a beast of 8 × 3; then A, holding every
# spade, wins klein Boston and draws the beast.

# %%
suited = [deck("full").suit(s) for s in "SHDC"]
ledger = Ledger(SEATS, pots=[BEAST_POT])
lost = game.new_initial_state(hands=suited, ledger=ledger, deal=1)
for action in ("pass", "Misery", "trump hearts"):
    lost.apply_action(action)
play(lost, seed=1)
won = game.new_initial_state(hands=suited, ledger=ledger, deal=2)
for action in ("klein Boston", "pass", "pass", "pass", "trump spades"):
    won.apply_action(action)
play(won, seed=2)
assert lost.returns() == [0, -24, 0, 0] and won.returns() == [27, -1, -1, -1]
assert ledger.balance(BEAST_POT) == 0 and ledger.total() == 0
ledger.to_frame()

# %% [markdown]
# ## Misery, the hardest game, and its worked example
#
# The author then gives advice for Misery, with an example:

# %%
display(quote("engelmann:boston.misery-hardest"), quote("engelmann:boston.misery-example"))

# %% [markdown]
# Eldest leads a two; the Misery player plays second with the three and the five. Below the five
# only the four is still out, and two players are still to play: unless one of them is void
# ("renonce"), one must play above the five. So the five is safe now and the three stays as a
# sure loser for later. `misery_card` applies the rule: the highest card that is sure to be
# beaten.

# %%
hand = parse("3S 5S 2H 7D")
unseen = deck("full") - hand - parse("2S")
choice = misery_card(hand, [Card("2S")], unseen, players_after=2)
assert choice == Card("5S")
choice

# %%
quote("engelmann:boston.misery-defence")

# %% [markdown]
# The defenders' advice (keep the Misery player from playing last to a trick) is strategy for
# the others, not a rule; the demonstration player does not follow it.
#
# ## klein Misery
#
# A newer game, klein Misery, has its own discard and its own place on the ladder:

# %%
display(quote("engelmann:boston.klein-misery"), quote("engelmann:boston.klein-misery-discard"),
        quote("engelmann:boston.klein-misery-rank"))

# %% [markdown]
# The OCR reads *Indepenge* and *formiren*: klein Independence and *forciren*. The option
# `klein_misery` places it: above klein Independence as it is played (default), above groß
# Boston only as the author thinks fairer, or not at all.

# %%
pd.DataFrame({str(place): [c.name for c in ladder(place)] + [""] * (6 - len(ladder(place)))
              for place in ("klein Independence", "groß Boston", None)})

# %% [markdown]
# How the discard works the booklet does not say beyond throwing away the most dangerous card.
# So that every trick keeps four cards, each player discards one card face down, the player
# first, and twelve tricks are played (**unspecified in source**).

# %%
kleine = BostonGame().new_initial_state(seed=5)
for action in ("klein Misery", "pass", "pass", "pass", "trump clubs"):
    kleine.apply_action(action)
play(kleine, TablePlayer(5))
assert len(kleine.tricks) == 12
{k: kleine.details()[k] for k in ("contract", "discards", "tricks", "outcome", "payments")}

# %%
quote("engelmann:boston.agreements")

# %% [markdown]
# The agreements are left to the players, so nothing in the code changes: the options listed at
# the end are the choices a table could agree on.
#
# ## The beast pot over a session
#
# A session of deals on one ledger, eldest moving round, every deal played by `TablePlayer`:
# the beast pot rises with each lost game and empties whenever a game is won.
# `N` deals (40 under the test suite, 400 otherwise), seed 1798.

# %%
N = 40 if os.environ.get("GAMELIB_QUICK") else 400
session, states = play_session(N, seed=1798, policies=TablePlayer(1798))
frame = session.to_frame()
pot = frame.groupby("hand")[BEAST_POT].sum().reindex(range(1, N + 1), fill_value=0).cumsum()
assert session.total() == 0 and pot.iloc[-1] == session.balance(BEAST_POT)
fig, ax = plt.subplots(figsize=(8, 3))
ax.step(pot.index, pot.values, where="post")
ax.set_xlabel("deal")
ax.set_ylabel("points in the beast pot")
ax.set_title(f"Boston after Engelmann: beasts set and drawn, {N} deals (seed 1798)")
plt.show()

# %% [markdown]
# The players' balances at the end of the session, and how often each game was played and won:

# %%
outcomes = pd.DataFrame([{"game": str(s.contract), "won": s.contract.made(s.won[s.bidder])}
                         for s in states if s.contract is not None])
display(pd.Series(session.balances()))
outcomes.groupby("game")["won"].agg(["count", "mean"])

# %% [markdown]
# ## What the booklet leaves open, and the choices made
#
# | point | choice in `gamelib.boston` | option |
# |---|---|---|
# | payment for groß Independence | 6 (between 4 and 8) | `gross_independence` = 5, 6, 7 |
# | where klein Misery ranks | above klein Independence, as played | `klein_misery` |
# | trump in Misery | named, as the text says | `misery_trump` |
# | size and fate of a beast | the points the game would have won; drawn by the next winner |
# `loss="beast"` or `"pay"` |
# | who pays a won game | each of the three others | — |
# | the bidding | eldest first; outbid or pass; a pass is final; all pass: thrown in | — |
# | klein Misery's discard | every player discards one; twelve tricks | — |
# | a partner answering "Whist" to help the player | none: "der Spielende" plays alone | — |
# | length of a game | none: each deal is settled; `play_session` plays any number on one ledger
# | — |
# | deal and first lead | Whist's: one card at a time, eldest leads | — |
# | overtricks, honours, Erste, Tout, doubling | not paid | — |
#
# OCR readings used: *9%* = 9, *Indepenge* = Independence, *formiren* = forciren, *maechen* =
# machen, *Nordamerikaniſehen* = Nordamerikaniſchen, *Béêtes* = Bêtes; the bleed-through
# around p. 25 ("mnat und Un D ttſ …") and the page number 25 are not rule text.
