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
# # Das Bostonspiel — Boston
#
# > Learn Boston from Engelmann's chapter: the ladder of games from klein Boston to Misery and
# > Independence, the payments and the beasts, and a deal at the table.
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
from gamelib.notebook import *

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
# outbidding the one below, as Frage is outbid by Tournée. The Whist trick, as data: each
# suit A high to 2 low, and the trump named (`WHIST[trump]`, a `TrickRules`):

# %%
from gamelib.games.boston import WHIST
from gamelib.core.cards import SUIT_NAMES, parse_ordered

trick = parse_ordered("KH AH 2S QH")
for trump in ("S", "D"):
    print(f"{SUIT_NAMES[trump]} trumps: {trick[WHIST[trump].winner(trick)]} takes {' '.join(map(str, trick))}")

# %% jupyter={"source_hidden": true} tags=["check"]
assert WHIST["S"].winner(trick) == 2       # the two of spades trumps
assert WHIST["D"].winner(trick) == 1       # no trump played: the ace of the suit led

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
from gamelib.games.boston import FIVE_GAMES

pd.DataFrame([{"game": c.name, "tricks": "none" if c.misery else c.tricks,
               "points": "—" if c.points is None else c.points, "passage": c.passage}
              for c in FIVE_GAMES])

# %% [markdown]
# How the bidding runs the booklet leaves to l'Hombre ("die ſich wie Frage, Tournée etc. in
# l'Hombre verhalten"). The Académie's l'Hombre lets a player with priority, the eldest over
# the others and so on, *hold* the last game, match it rather than go higher:

# %%
quote("academie:bid.priority")

# %% [markdown]
# Engelmann compares the games, not the auction, and Hoyle's Boston lets only a higher game
# outbid. So by default a game is outbid only by a higher one; an option plays the
# Académie's holding. Here A bids groß Boston, B klein Independence, C and D pass: only with
# priority may A hold klein Independence, and B must then go higher.

# %%
from gamelib.games.boston import BostonGame

held, first = {}, {}
for priority in (False, True):
    one_suit_each = [deck("full").suit(s) for s in "SHDC"]
    bidding = BostonGame(priority=priority).new_initial_state(seed=1, hands=one_suit_each)
    for action in ("groß Boston", "klein Independence", "pass", "pass"):
        bidding.apply_action(action)
    first[priority] = [str(a) for a in bidding.legal_actions()][:3]
    held["in force" if priority else "not in force"] = or_list(first[priority])
pd.Series(held, name="A may bid").rename_axis("priority").to_frame()

# %% jupyter={"source_hidden": true} tags=["check"]
assert first[True][1] == "klein Independence" != first[False][1]

# %% [markdown]
# ## The trump and the payments
#
# The player names the trump, and each game has its price:

# %%
display(quote("engelmann:boston.trump"), quote("engelmann:boston.payments"))

# %% [markdown]
# Groß Independence is missing from the payments. Payments rise with the ladder (4 for klein
# Independence, 5 for klein Misery which outbids it, 8 for Misery above), so it must be 5, 6 or
# 7: the game takes it as an option (default 6, **unspecified in source**).
# "Bei allen dieſen Spielarten" includes Misery: the player names a trump there too; later Boston
# plays misère without trumps, which is an option.

# %%
game = get_game("boston")

# %% jupyter={"source_hidden": true} tags=["check"]
assert [game.points(c) for c in FIVE_GAMES] == [1, 2, 4, 6, 8]

# %%
pd.DataFrame([{"game": c.name, "points": game.points(c)} for c in game.contracts]).set_index("game")

# %% [markdown]
# ## The beasts, and what is not paid
#
# Lost games are paid as beasts, as in l'Hombre, with some payments left out:

# %%
display(quote("engelmann:boston.beasts"), quote("engelmann:boston.bleed-through"),
        quote("engelmann:boston.proposal"))

# %% [markdown]
# The sentence is cut by bleed-through from the facing page and the page number 25; the reading
# drops them. A lost game is "set" as a beast and "written up" as in l'Hombre. How large the
# beast is the booklet leaves to l'Hombre, and there it is what the player would have received
# had he won, the wager, the beast in play included:

# %%
display(quote("academie:losses.beast-is-debt"), quote("academie:beast.amount"))

# %% [markdown]
# So in `gamelib` the loser pays into the pot `beasts` the points he would have won from the
# three others and the beast in play he would have drawn. An option instead pays
# each of the others the points, as later Boston does. "auch nicht
# gezogen wird" we read as no game being drawn; nothing doubled, no matadors, Erste or Tout: none
# of these has a line anywhere in the code. The author's wish to pay honours as matadors names no
# amount, so it cannot be played.
#
# How the beasts are won back the booklet also leaves to l'Hombre, so we read it there. The
# Académie's account of l'Hombre keeps the beasts on a sheet, one line each, and puts **one**
# into play at a time, the highest; a won game takes the beast in play and only then is the
# next one circled:

# %%
display(quote("academie:beast.sheet"), quote("academie:beast.paid"), quote("academie:beast.vole"))

# %% [markdown]
# Only a vole takes every outstanding beast at once. What is a vole in Boston? L'Hombre's vole,
# every trick, is what the German game calls the *Tout*; in Boston it is all thirteen tricks
# (Engelmann's ladder stops at groß Independence, nine tricks, so there is no announced vole).
# And the booklet says of it: "keine Matadors, Erſten und **Tout** bezahlt werden". At
# l'Hombre the vole's reward *is* the outstanding beasts (or, with none, half the wager again
# from each ally: academie:winnings.vole); since the Tout is not paid in Boston, we read that a
# Tout draws only the beast in play, like any won game. That is the default. One option reads
# "Tout bezahlt" as the cash payment only and lets a Tout draw every beast; another keeps the
# simpler reading in which every won game draws the whole pot. Between equal beasts the one made first goes into
# play (**unspecified in source**); if the winner owns the beast in play it is simply cancelled
# (the pot gives it back), as the Académie says.

# %%
from gamelib.games.boston import BEAST_DRAWS, UNPAID
listed(UNPAID)

# %% jupyter={"source_hidden": true} tags=["check"]
assert BEAST_DRAWS == ("in play", "vole", "all") and BostonGame().options["beast_draw"] == "in play"

# %% [markdown]
# ## A deal at the table
#
# Everything the chapter says about play is now quoted: Whist's trick, l'Hombre's ladder of
# games, the named trump, the payments and the beasts. At the table below you are seat A (0) of
# the deal of seed 24, against random players: bid a game or pass with the buttons, name the
# trump, then click your cards; a card that does not follow suit is refused with its passage,
# and the payment lines come at the end.

# %%
from gamelib.show.widgets import TableWidget

table_widget = TableWidget(game="boston", seed=24)
table_widget

# %% [markdown]
# You bid first, so the buttons offer the whole ladder of the chapter and a pass, and your
# thirteen cards are the protocol's deal of seed 24:

# %%
from gamelib.games.boston import ladder

bids = list(table_widget.action_buttons)
print(", ".join(bids))

# %% jupyter={"source_hidden": true} tags=["check"]
assert table_widget.errors == [] and table_widget.state.current_player() == 0
assert bids == ["pass"] + [c.name for c in ladder("klein Independence")]
assert table_widget.state.hand(0) == get_game("boston").new_initial_state(seed=24).hand(0)

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
from gamelib.core.engine import Details
from gamelib.players.boston import TablePlayer

play(state, TablePlayer(24))
display(state)
Details({k: v for k, v in state.details().items() if k not in ("unpaid",)})

# %% jupyter={"source_hidden": true} tags=["check"]
assert state.is_terminal() and sum(state.won) == 13

# %% [markdown]
# The tricks one by one, each with the seat that took it:

# %%
for t in state.tricks:
    display(t)

# %% [markdown]
# Its settlement, line by line, on the ledger (players A–D and the beast pot; every line sums to
# zero):

# %%
state.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert state.ledger.total() == 0
assert sum(state.returns()) + state.pot_change() == 0

# %% [markdown]
# ## A lost game sets a beast, the next winner draws it

# %% [markdown]
# Two deals with one hand of each suit: B holds every heart and plays Misery with hearts as
# trumps, so he must take all thirteen tricks and sets a beast of 8 × 3; then A, holding every
# spade, wins klein Boston and draws the beast.

# %%
from gamelib.games.boston import BEAST_POT
from gamelib.core.ledger import Ledger

suited = [deck("full").suit(s) for s in "SHDC"]
ledger = Ledger(BostonGame.seats, pots=[BEAST_POT])
lost = game.new_initial_state(hands=suited, ledger=ledger, deal=1)
for action in ("pass", "Misery", "trump hearts"):
    lost.apply_action(action)
play(lost, seed=1)
won = game.new_initial_state(hands=suited, ledger=ledger, deal=2)
for action in ("klein Boston", "pass", "pass", "pass", "trump spades"):
    won.apply_action(action)
play(won, seed=2)
ledger.to_frame()

# %% jupyter={"source_hidden": true} tags=["check"]
assert lost.returns() == [0, -24, 0, 0] and won.returns() == [27, -1, -1, -1]
assert ledger.balance(BEAST_POT) == 0 and ledger.total() == 0

# %% [markdown]
# ## Beasts drawn one at a time
#
# Now several beasts wait. With the same one-suit hands: D bids klein Boston with hearts, B's
# suit, and takes no trick (a beast of 3). D's beast goes into play at the start of the second
# deal and stays there, though higher ones are set after it. C does as D did and sets 6: the 3
# he would have won and D's 3 he would have drawn. B loses Misery and sets 27, 24 and the same
# 3. Then A, holding twelve spades and the two of hearts, wins klein Boston twice with twelve
# tricks: the first win draws D's beast in play, and only then is the highest waiting beast,
# B's 27, circled, though C's was made earlier; the second win draws it.

# %%
near = [suited[0].remove(Card("2S")) | parse("2H"), suited[1].remove(Card("2H")) | parse("2S"),
        suited[2], suited[3]]
D_LOSES = ("pass", "pass", "pass", "klein Boston", "trump hearts")
C_LOSES = ("pass", "pass", "klein Boston", "pass", "trump hearts")
B_LOSES = ("pass", "Misery", "trump hearts")
A_WINS = ("klein Boston", "pass", "pass", "pass", "trump spades")


def deals_in_a_row(game, deals):
    """The deals (hands, bids), one after another on one ledger; the rest played at random."""
    ledger = Ledger(BostonGame.seats, pots=[BEAST_POT])
    states = []
    for number, (hands, bids) in enumerate(deals, start=1):
        state = game.new_initial_state(hands=hands, ledger=ledger, deal=number)
        for action in bids:
            state.apply_action(action)
        states.append(play(state, seed=number))
    return ledger, states


def sheet_row(state):
    drawn = [e.label for e in state.entries() if e.amounts.get(BEAST_POT, 0) < 0]
    return {"deal": state.deal, "beast in play": str(state.beast_in_play or "—"),
            "waiting": ", ".join(map(str, state.beasts_waiting)) or "—",
            "outcome": state.outcome, "drawn": "; ".join(drawn) or "—",
            "pot after": state.beasts_at_start + state.pot_change()}


sheet_deals = [(suited, D_LOSES), (suited, C_LOSES), (suited, B_LOSES), (near, A_WINS), (near, A_WINS)]
ledger, states = deals_in_a_row(game, sheet_deals)
sheet = pd.DataFrame([sheet_row(s) for s in states]).set_index("deal")
sheet

# %% jupyter={"source_hidden": true} tags=["check"]
assert list(sheet["pot after"]) == [3, 9, 36, 33, 6]
assert str(states[3].beast_in_play) == "D's beast of 3" and str(states[4].beast_in_play) == "B's beast of 27"
assert [s.won[0] for s in states[3:]] == [12, 12] and ledger.total() == 0

# %% [markdown]
# What is left on the sheet, read back from the ledger (`beast_sheet`): C's beast, now in play.

# %%
from gamelib.games.boston import beast_sheet

in_play, waiting = beast_sheet(ledger.entries)
print(f"in play: {in_play or 'none'}; waiting: {', '.join(map(str, waiting)) or 'none'}")

# %% jupyter={"source_hidden": true} tags=["check"]
assert str(in_play) == "C's beast of 6" and waiting == ()

# %% [markdown]
# The three readings side by side, after D's 3 and B's 27 are set: A wins klein Boston once with
# a Tout (all thirteen tricks, the one-suit hands) and once with twelve tricks. Only the
# reading that a Tout draws every beast tells the two apart; only the reading in which every
# won game draws the whole pot empties it on a simple win.

# %%
rows = {}
for draw in BEAST_DRAWS:
    for name, hands in (("Tout (13 tricks)", suited), ("12 tricks", near)):
        _, three = deals_in_a_row(BostonGame(beast_draw=draw),
                                  [(suited, D_LOSES), (suited, B_LOSES), (hands, A_WINS)])
        rows[(draw, name)] = -three[2].pot_change()
drawn_by = pd.Series(rows).unstack()
drawn_by

# %% jupyter={"source_hidden": true} tags=["check"]
assert drawn_by.loc["in play"].tolist() == [3, 3]
assert drawn_by.loc["vole"].to_dict() == {"Tout (13 tricks)": 30, "12 tricks": 3}
assert drawn_by.loc["all"].tolist() == [30, 30]

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
from gamelib.players.boston import misery_card

hand = parse("3S 5S 2H 7D")
unseen = deck("full") - hand - parse("2S")
choice = misery_card(hand, [Card("2S")], unseen, players_after=2)
choice

# %% jupyter={"source_hidden": true} tags=["check"]
assert choice == Card("5S")

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
Details({k: kleine.details()[k] for k in ("contract", "discards", "tricks", "outcome", "payments")})

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(kleine.tricks) == 12

# %%
quote("engelmann:boston.agreements")

# %% [markdown]
# The agreements are left to the players, so nothing in the code changes: the options listed at
# the end are the choices a table could agree on.
#
# ## The beast pot over a session
#
# A session of deals on one ledger, eldest moving round, every deal played by `TablePlayer`:
# the beast pot rises with each lost game and falls by one beast, the one in play, whenever a
# game is won. `N` = 400 deals, seed 1798. The same session
# under the reading that every win draws the whole pot is drawn beside it.

# %%
from gamelib.games.boston import play_session

N = 400
session, states = play_session(N, seed=1798, policies=TablePlayer(1798))
frame = session.to_frame()
pot = frame.groupby("hand")[BEAST_POT].sum().reindex(range(1, N + 1), fill_value=0).cumsum()
fig, ax = plt.subplots(figsize=(8, 3))
drawn_per_deal = [sum(1 for e in s.entries() if e.amounts.get(BEAST_POT, 0) < 0) for s in states]
every, _ = play_session(N, seed=1798, policies=TablePlayer(1798), beast_draw="all")
pot_all = every.to_frame().groupby("hand")[BEAST_POT].sum().reindex(range(1, N + 1), fill_value=0).cumsum()
ax.step(pot.index, pot.values, where="post", label='beast in play (default)')
ax.step(pot_all.index, pot_all.values, where="post", alpha=0.6, label='every beast ("all")')
ax.legend()
ax.set_xlabel("deal")
ax.set_ylabel("points in the beast pot")
ax.set_title(f"Boston after Engelmann: beasts set and drawn, {N} deals (seed 1798)")
plt.show()

# %% jupyter={"source_hidden": true} tags=["check"]
assert session.total() == 0 and pot.iloc[-1] == session.balance(BEAST_POT)
assert max(drawn_per_deal) == 1          # never more than the beast in play
assert all(sum(b.amount for b in s.beasts_waiting) + (s.beast_in_play.amount if s.beast_in_play else 0)
           == s.beasts_at_start for s in states)

# %% [markdown]
# Deal by deal, the first few of the session: the beast in play, those waiting, and what each
# won game drew, one beast at a time.

# %%
pd.DataFrame([sheet_row(s) for s in states[:15]]).set_index("deal")

# %% [markdown]
# The players' balances at the end of the session, and how often each game was played and won:

# %%
outcomes = pd.DataFrame([{"game": str(s.contract), "won": s.contract.made(s.won[s.bidder])}
                         for s in states if s.contract is not None])
display(pd.Series(session.balances(), name="balance").to_frame())
games = outcomes.groupby("game")["won"].agg(played="count", won="mean")
games.style.format({"won": "{:.0%}"}).set_uuid("boston-games-won")

# %% [markdown]
# ## What the booklet leaves open, and the choices made
#
# | point | the choice made here | the other readings, options |
# |---|---|---|
# | payment for groß Independence | 6 (between 4 and 8) | 5, 6 or 7 |
# | where klein Misery ranks | above klein Independence, as played | above groß Boston, as the author proposes, or not at all |
# | trump in Misery | named, as the text says | none, as later Boston plays |
# | size of a beast | what the game would have received: its points and the beast in play, as at l'Hombre | each of the others paid, as later Boston does |
# | how beasts are drawn | "wie im l'Hombre": one at a time, the highest circled, a won game takes the beast in play; a Tout draws no more, for "keine ... Tout bezahlt werden" | a Tout draws every beast; or every won game draws them all |
# | who pays a won game | each of the three others | — |
# | the bidding | eldest first; outbid or pass, as in Hoyle's Boston; a pass is final; all pass: thrown in | hold a later player's game, as at l'Hombre |
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
