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
# # Das Connectionen oder Verbindungsspiel — Connections
#
# > Play Connections, Engelmann's game for four in which the cards you hold make your partners:
# > the deal, the connections, the tricks and the settlement.
#
# *Theodor Engelmanns Unterricht im Piquet-, Tresett-, Boston-, Kasino-, Konnectionen-,
# Piquesept-, Goodhope- und Kleeblattspiel*, new enlarged edition, Berlin 1798, printed for
# Wilhelm Oehmigke the Younger. Copy of the University Library of Tübingen, public domain; the
# text is Tesseract's OCR of the Fraktur print (`sources/engelmann-1798.de.txt`, one long line,
# line 5), long s (ſ) and line-break hyphens (⸗) kept. German, 1798.
#
# The book's order of games: Piquet, Tresett, Boston, Kasino, **Konnectionen**, Piquesept,
# Goodhope, Kleeblatt. The chapter (the page number 41 falls inside it) is twelve numbered rules
# and a footnote:
#
# 1. stakes; 2. the deal; 3. Whist's ranks; 4. diamonds always trumps; 5.–7. the three
# connections; 8. their payments; 9. the most tricks; 10. who takes a trick with a connection;
# 11. the right to trump a connection; 12. the right to play a connection card.

# %%
from gamelib.notebook import *

# %% [markdown]
# The title page, which names the Connections fifth, and the chapter's heading (headings, so no
# code):

# %%
display(quote("engelmann:front.title"), quote("engelmann:connections.title"))

# %% [markdown]
# The rules follow at once, numbered; the sentence that introduces them is printed later, after
# the footnote to rule 6 (below).
#
# ## 1. Stakes
#
# Rule 1 is about what the players stake:

# %%
quote("engelmann:connections.stakes")

# %% [markdown]
# The OCR's *x.* is 1. Everything is counted here in pfennig: a thaler is 24 groschen of 12
# pfennig. A new game opens a ledger on which each player stakes a thaler into the pool, the
# *Casse* (the option `stake`); when the Casse cannot pay a line, everyone stakes again first
# (**unspecified in source**).

# %%
from gamelib.games.connections import CASSE, PFENNIG_PER_THALER

game = get_game("connections")
opening = game.new_ledger()
opening

# %% jupyter={"source_hidden": true} tags=["check"]
assert opening.balance(CASSE) == 4 * PFENNIG_PER_THALER

# %% [markdown]
# ## 2. The deal, and a count that does not add up
#
# Rule 2 says how many cards each player gets, and how many are left over:

# %%
quote("engelmann:connections.deal")

# %% [markdown]
# Eight cards each for four, ten for three, from the full pack. The hands leave 20 or 22 cards,
# not the booklet's 22 or 24:

# %%
from gamelib.games.connections import HAND_SIZES, card_count_check, undealt

check = card_count_check()
pd.DataFrame({"cards each": HAND_SIZES, "undealt (52 − hands)": {p: undealt(p) for p in HAND_SIZES}})

# %% jupyter={"source_hidden": true} tags=["check"]
assert check["computed"] == {4: 20, 3: 22} and not check["agree"]
assert check["printed but impossible"] == [24]

# %% [markdown]
# The whole check, as `card_count_check` returns it (*computed*: the players, and the cards
# their hands leave):

# %%
check

# %% [markdown]
# So the booklet's "vier und zwanzig" is an error of the source (not of the OCR: the words are
# spelled out). The undealt cards lie aside unseen; with four players only 32 of the 52 cards
# are in play, so a connection's two cards are both dealt only about 37 % of the time.

# %% [markdown]
# ## 3.–4. Whist's ranks, diamonds always trumps
#
# Rules 3 and 4 take the play from Whist, with diamonds always trumps:

# %%
display(quote("engelmann:connections.whist"), quote("engelmann:connections.trump"))

# %% [markdown]
# As data, `WHIST`: each suit A high to 2 low, diamonds the trump (a `TrickRules`):

# %%
from gamelib.core.cards import parse_ordered
from gamelib.games.connections import WHIST
for trick in ("AH 2D KH QH", "9S KS 2C QS"):
    cards = parse_ordered(trick)
    print(f"{trick}: {cards[WHIST.winner(cards)]} takes the trick")

# %% jupyter={"source_hidden": true} tags=["check"]
assert WHIST.winner(parse_ordered("AH 2D KH QH")) == 1
assert WHIST.winner(parse_ordered("9S KS 2C QS")) == 1

# %% [markdown]
# ## 5.–8. The three connections and their payments
#
# Rules 5 and 6 name the first two connections:

# %%
display(quote("engelmann:connections.first"), quote("engelmann:connections.second"))

# %% [markdown]
# The OCR's *weite* is *zweite*. Here the book prints its footnote, and after it the sentence
# that introduces the rules:

# %%
display(quote("engelmann:connections.footnote"), quote("engelmann:connections.procedure"))

# %% [markdown]
# Neither is code. The footnote attributes the game to "the Princess Elisabeth, Duchess of
# York"; in 1798 the Duchess of York was Frederica Charlotte of Prussia, so the name is
# doubtful. The sentence "Bei dieſem Spiele wird nach folgenden Regeln verfahren" belongs before
# rule 1. The rules go on:

# %%
display(quote("engelmann:connections.page-41"), quote("engelmann:connections.third"),
        quote("engelmann:connections.payouts"))

# %% [markdown]
# The "und —" and the page number 41 are not rules.
# The connections as data, with each card's share in pfennig:

# %%
from gamelib.games.connections import CONNECTIONS

table = pd.DataFrame([{"connection": c.name, "cards": str(c.cards),
                       "shares (Pf)": ", ".join(f"{card} {p}" for card, p in c.shares),
                       "total (Pf)": c.value, "passage": c.passage} for c in CONNECTIONS])
table

# %% jupyter={"source_hidden": true} tags=["check"]
assert list(table["total (Pf)"]) == [24, 12, 6]

# %% [markdown]
# `HandWidget` reads a hand for its share in the connections: which connection cards it holds,
# each with its passage. The hand below holds the ace and the jack of spades, one card of each
# connection; type another, or deal one by seed.

# %%
from gamelib.show.widgets import HandWidget

hand_widget = HandWidget(game="connections", hand="AS JS 2D 3D 9H 4C 5C 6S")
hand_widget

# %% [markdown]
# The widget's counts are the hand's cards of each connection in `CONNECTIONS`:

# %%
held = [value for _, value, _ in hand_widget.report.counts]
styled(pd.DataFrame(hand_widget.report.counts, columns=["connection", "held", "passage"]),
       "connections-counts")

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(held) == len(CONNECTIONS) and hand_widget.errors == []
assert [v.split(" of ")[0] for v in held] == [str(len(c.cards & hand_widget.report.cards))
                                             for c in CONNECTIONS] == ["1", "1", "1"]

# %% [markdown]
# ## 9. The most tricks
#
# Rule 9 pays the most tricks:

# %%
quote("engelmann:connections.most-tricks")

# %% [markdown]
# `MOST_TRICKS` is the six pfennig; a deal where two players share the most tricks pays nobody.

# %%
from gamelib.games.connections import MOST_TRICKS

MOST_TRICKS

# %% [markdown]
# ## 10. Who takes a trick that holds a connection
#
# Rule 10 says who takes a trick that holds a connection:

# %%
quote("engelmann:connections.trick-winner")

# %% [markdown]
# The jack of spades is led, then the three of spades, the ace of clubs and the king of spades:
# the ace of clubs and the jack of spades make the third connection, no trump is played, so the
# leader of the jack takes the trick though the king is higher. With a diamond instead of the
# king, the diamond takes it. `trick_winner` is that rule on top of Whist's `WHIST`.

# %%
from gamelib.games.connections import completed, trick_winner
print("completed on the table:", ", ".join(c.name for c in completed(parse_ordered("JS 3S AC KS"))))

# %% jupyter={"source_hidden": true} tags=["check"]
assert trick_winner(parse_ordered("JS 3S AC KS")) == 0
assert trick_winner(parse_ordered("JS 3S AC 4D")) == 3

# %% [markdown]
# ## 11.–12. The right to trump a connection and to play a connection card
#
# Rules 11 and 12 give the rights of trumping and of playing a connection card:

# %%
display(quote("engelmann:connections.trump-right"), quote("engelmann:connections.card-right"))

# %% [markdown]
# Rule 11's "the next or the last player" means, with three or four players, everyone still to
# play once the connection is complete. Rule 12 lets a connection card (one of these four) be
# played whatever suit was led; the suit to follow stays the suit led.

# %%
from gamelib.games.connections import CONNECTION_CARDS

CONNECTION_CARDS

# %% [markdown]
# What D, holding the king and five of spades and six diamonds, may play: to a trick without a
# connection, only his spades; once the ace of clubs has joined the jack of spades, a diamond too.

# %%
from gamelib.games.connections import playable

d_hand = parse("KS 5S 2D 3D 4D 5D 6D 7D")
without = playable(d_hand, parse_ordered("JS 3S 4S"))
with_connection = playable(d_hand, parse_ordered("JS 3S AC"))
print(f"to JS 3S 4S: {without}")
print(f"to JS 3S AC: {with_connection}")

# %% jupyter={"source_hidden": true} tags=["check"]
assert str(without) == "KS 5S" and len(with_connection) == 8

# %% [markdown]
# Breaking these rules is refused with the rule and its passage:

# %%
hands = [parse("JS 2H 3H 4H 5H 6H 7H 8H"), parse("3S 9H TH 2C 3C 4C 5C 6C"),
         parse("AC 4S 7C 8C 9C TC JC QC"), d_hand]
state = game.new_initial_state(hands=hands)
for face in ("JS", "3S", "4S"):
    state.apply_action(face)
try:
    state.apply_action("2D")
except IllegalAction as error:
    message = str(error)
print(message)

# %% jupyter={"source_hidden": true} tags=["check"]
assert "connections.trump-right" in message

# %% [markdown]
# Who draws the money of a connection that is trumped? Rule 8 prices each connection card by
# card ("einen Groſchen für jedes As"), but rule 10 gives the trick to the trump, and rule 11
# gives the following players "das Recht ſie zu trumpfen", the right to trump *it*, the
# connection. That right is worth something only if the connection's money goes with the trick:
# paid to the cards' players whatever happens, a trumped connection would pay its makers all the
# same. So the game pays the winner of the trick by default, as Hoyle's
# "the possessors of the connexions" do; "für jedes As" sizes the payment. The other reading,
# each card's player drawing his share, is an option.
#
# A leads the ace of spades, B gives the ace of clubs, C trumps with the two of diamonds:

# %%
trumped = [parse("AS 2H 3H 4H 5H 6H 7H 8H"), parse("AC 9H TH 2C 3C 4C 5C 6C"),
           parse("2D 3S 4S 7C 8C 9C TC JC"), parse("KS 5S 3D 4D 5D 6D 7D 8D")]
drawn = {}
for paid_to in ("trick", "cards"):
    deal = get_game("connections", paid_to=paid_to).new_initial_state(hands=trumped)
    for face in ("AS", "AC", "2D", "KS"):
        deal.apply_action(face)
    play(deal, seed=0)
    drawn[paid_to] = {seat: pf for n, _, seat, pf in deal.connection_lines() if n == 1}
pd.DataFrame(drawn).fillna(0).astype(int).rename_axis("seat")

# %% jupyter={"source_hidden": true} tags=["check"]
assert drawn == {"trick": {"C": 24}, "cards": {"A": 12, "B": 12}}

# %% [markdown]
# At the table below you are seat 0 (the eldest, who leads) of the deal of seed 41, played
# further on by random players, here against random players too. Click a card: a card that
# neither follows suit nor has the right of rules 11 and 12 is refused with its passage; the
# tricks fall, and the payments from the Casse come at the end.

# %%
from gamelib.show.widgets import TableWidget

table_widget = TableWidget(game="connections", seed=41)
table_widget

# %% [markdown]
# You lead, so all eight of your cards are playable, and they are the protocol's deal of seed 41:

# %%
lead_options = sorted(str(a) for a in table_widget.state.legal_actions())
print(", ".join(lead_options))

# %% jupyter={"source_hidden": true} tags=["check"]
assert table_widget.errors == [] and table_widget.state.current_player() == 0
assert table_widget.state.hand(0) == game.new_initial_state(seed=41).hand(0)
assert lead_options == sorted(str(c) for c in table_widget.state.hand(0)) and len(lead_options) == 8

# %% [markdown]
# ## A deal played through
#
# A deal for four from seed 41, played by random players through `play`, then its
# settlement from the Casse line by line.

# %%
state = game.new_initial_state(seed=41)
play(state, seed=41)
display(state)
state.details()

# %% [markdown]
# The eight tricks one by one, each with the seat that took it:

# %%
for t in state.tricks:
    display(t)

# %% [markdown]
# Its settlement from the Casse, line by line; every line sums to zero:

# %%
state.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert state.ledger.total() == 0
assert sum(state.returns()) + state.casse_change() == 0

# %% [markdown]
# A deal in which connections fall, from a seed chosen by searching the first seeds for one:

# %%
seed = next(s for s in range(500)
            if play(game.new_initial_state(seed=s), seed=s).connection_lines())
rich = play(game.new_initial_state(seed=seed), seed=seed)
print("seed", seed)
pd.DataFrame([{"trick": n, "connection": str(conn), "to": seat, "Pf": amount}
              for n, conn, seat, amount in rich.connection_lines()])

# %% jupyter={"source_hidden": true} tags=["check"]
assert rich.connection_lines()

# %% [markdown]
# ## How much a deal draws from the Casse
#
# 2,000 random deals (seed 1798) for four and
# for three players: how often each connection falls, and what a deal draws from the Casse on
# average. With three players 30 cards are in play instead of 32, but in fewer, larger tricks.

# %%
from gamelib.games.connections import play_session

N = 20_000
rows = []
for players in (4, 3):
    ledger, states = play_session(N // 10, seed=1798, players=players)
    for s in states:
        drawn = sum(-e.amounts[CASSE] for e in s.entries()
                    if e.passage != "engelmann:connections.stakes")
        row = {"players": players, "drawn (Pf)": drawn}
        for conn in CONNECTIONS:
            row[conn.name] = sum(1 for t in s.tricks if conn in completed(t.cards))
        rows.append(row)
frame = pd.DataFrame(rows)
summary = frame.groupby("players").mean()
summary

# %% jupyter={"source_hidden": true} tags=["check"]
assert (summary["drawn (Pf)"] >= MOST_TRICKS * 0.5).all()

# %% [markdown]
# The connections per deal from the table above, as bars:

# %%
ax = summary[[c.name for c in CONNECTIONS]].T.plot.bar(figsize=(7, 3), rot=0)
ax.set_ylabel("connections per deal")
ax.set_title(f"Connections falling per deal ({N // 10} random deals each, seed 1798)")
plt.show()

# %% [markdown]
# Random players bring a connection together in only a few deals in a hundred: most of what a
# deal draws from the Casse is the six pfennig for the most tricks. Players who steer their
# connection cards together (rule 12 lets them play one to any suit) would draw more.
#
# ## What the booklet leaves open, and the choices made
#
# | point | the choice made here | the other reading, an option |
# |---|---|---|
# | who draws a connection's money | the winner of its trick, who may have trumped it (rules 10, 11) | each card's player his share ("für jedes As") |
# | the stake and an empty Casse | a thaler each at the start; all stake again when it runs dry | the stake, any number of pfennig |
# | several connections in one trick | all are paid; the first card of any takes the trick | — |
# | when payments are made | at the end of the deal, trick by trick, most tricks last | — |
# | deal, first lead | one at a time from eldest; eldest leads, the winner leads next | — |
# | over-trumping | never compulsory (Whist) | — |
# | must a connection be answered when one can | no: it is a right, not a duty | — |
# | length of a game, sharing the Casse at the end | not modelled: the Casse carries from deal
# to deal | — |
# | rule 12's "allein der nächste Spieler ..." | the suit to follow stays the suit led | — |
#
# Errors of the source: the undealt cards are 22 or 20, not 22 or 24; the attribution to
# "Elisabeth, Duchess of York" is doubtful.
#
# OCR readings used: *x.* = 1., *XI.* = 11., *niummt* = nimmt, *beſtänder* = beſtändiger,
# *weite* = zweite, *Trnmpf* = Trumpf, *Be⸗ dieſem* = Bei dieſem; page number 41 left out.
