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
# # Hoe speel je Quadrille — the modern Dutch page
#
# > Play Quadrille by a modern Dutch rules page and see where it departs from the
# > nineteenth-century booklet.
#
# "Hoe speel je Quadrille" is a modern Dutch rules page (105 lines of text as saved), written in
# a generic style and undated. It describes a Quadrille quite unlike the nineteenth-century
# booklet's (see the notebook `noothoven-quadrille`): Alliance, Dimidiator, Casco and Solo, a
# shared pot, and variants. It also contradicts itself in places; where it does, the code takes
# a coherent reading, says so beside the passage, and a test holds it.
#
# The page's own table of contents is its headings, which this notebook follows in order:
# *Spelers*, *Kaartspel*, *Doel*, *Voorbereiding en Uitdelen*, *Troefstructuur*,
# *Biedcontracten*, *Spelverloop*, *Puntentelling en Uitbetalingen*, *Winnen*, *Varianten*,
# *Tips en strategieën*, *Woordenlijst*.

# %%
from gamelib.notebook import *

# %%
display(quote("hoe-speel-je:title"), quote("hoe-speel-je:summary"),
        quote("hoe-speel-je:intro.history"),
        quote("hoe-speel-je:intro.outline"), quote("hoe-speel-je:intro.object"),
        quote("hoe-speel-je:intro.pot"))

# %% [markdown]
# `hoe-speel-je:title` is the page's title ("Hoe speel je"), a heading, not a rule, so no code.

# %% [markdown]
# The whole page is catalogued, heading by heading; layout debris (card signs such as `A♠K♠`
# left by the web page) is marked as excluded.

# %%
from gamelib.core.sources import coverage, passages

page = passages("hoe-speel-je")
styled(page[["id", "lines", "excluded", "gloss"]].rename(columns={"excluded": "not rule text"}),
       "hsj-page")

# %% jupyter={"source_hidden": true} tags=["check"]
assert coverage("hoe-speel-je") > 0.99

# %% [markdown]
# `hoe-speel-je:players.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("hoe-speel-je:players.heading"))

# %% [markdown]
# ## Spelers, Kaartspel, Doel
#
# Four players, the forty-card pack and its orders, and the aim of six tricks:

# %%
display(quote("hoe-speel-je:players"), quote("hoe-speel-je:players.direction"),
        quote("hoe-speel-je:players.first-dealer"), quote("hoe-speel-je:deck.heading"),
        quote("hoe-speel-je:deck"),
        quote("hoe-speel-je:deck.black-order"), quote("hoe-speel-je:deck.red-order"),
        quote("hoe-speel-je:deck.trump-pointer"), quote("hoe-speel-je:object.heading"),
        quote("hoe-speel-je:object"))

# %% [markdown]
# `hoe-speel-je:deck.heading` is a heading of the source, not a rule, so no code.  
# `hoe-speel-je:object.heading` is a heading of the source, not a rule, so no code.

# %% [markdown]
# `hoe-speel-je:deal.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("hoe-speel-je:deal.heading"))

# %% [markdown]
# ## Voorbereiding en Uitdelen
#
# Everyone stakes into a pot (4 fiches in the page's example, the option `stake`), ten cards each
# in packets of 4, 3, 3 from the dealer's right, no stock. The pot is an account of the ledger.

# %%
display(quote("hoe-speel-je:deal.stake"), quote("hoe-speel-je:deal.packets"),
        quote("hoe-speel-je:deal.no-stock"), quote("hoe-speel-je:deal.bidding"),
        quote("hoe-speel-je:deal.all-pass"))

# %% [markdown]
# A deal under these rules (seed 3, seat 3 dealing), and the pot after the stakes:

# %%
game = get_game("quadrille", rules="hoe-speel-je")
state = game.new_initial_state(seed=3, dealer=3)
for seat in range(4):
    display(state.hand(seat))
display(state.ledger)

# %% jupyter={"source_hidden": true} tags=["check"]
assert state.ledger.balance("pot") == 16

# %% [markdown]
# `hoe-speel-je:trumps.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("hoe-speel-je:trumps.heading"))

# %% [markdown]
# ## Troefstructuur (Matadores)
#
# Spadille, Manille, Basto, then Ponto: the Ace of red trumps, the King of black ones. The page's
# list of the remaining red trumps, "Vrouw, Boer, dan 2, 3, 4, 5, 6", **omits the King**, which
# its own plain order puts above the Queen and which is not among the cards it says are moved.

# %%
from gamelib.games.quadrille.rules import RED_TRUMP_KING_NOTE

display(quote("hoe-speel-je:trumps.spadille"), quote("hoe-speel-je:trumps.debris-29"),
        quote("hoe-speel-je:trumps.manille"),
        quote("hoe-speel-je:trumps.basto"), quote("hoe-speel-je:trumps.debris-31"),
        quote("hoe-speel-je:trumps.ponto"),
        quote("hoe-speel-je:trumps.debris-32"), quote("hoe-speel-je:trumps.rest"),
        quote("hoe-speel-je:trumps.debris-33"), quote("hoe-speel-je:trumps.plain"))
print(RED_TRUMP_KING_NOTE)

# %% [markdown]
# `hoe-speel-je:trumps.debris-29` is layout debris (loose card signs), no code.  
# `hoe-speel-je:trumps.debris-31` is layout debris (loose card signs), no code.  
# `hoe-speel-je:trumps.debris-32` is layout debris (loose card signs), no code.  
# `hoe-speel-je:trumps.debris-33` is layout debris (loose card signs), no code.

# %% [markdown]
# The reading keeps the King: twelve red trumps, eleven black, as in both Ombre sources.

# %%
from gamelib.games.ombre.order import card_name, trump_order
from gamelib.games.quadrille import HOE_SPEEL_JE

order = pd.DataFrame({suit: [card_name(c, suit, HOE_SPEEL_JE.order) for c in trump_order(suit)]
                      + [""] * (12 - len(trump_order(suit))) for suit in "SH"}, index=range(1, 13))
order

# %% jupyter={"source_hidden": true} tags=["check"]
assert order["H"].tolist()[4] == "KH" and len(trump_order("H")) == 12

# %% [markdown]
# `HandWidget` shows a hand under these rules: the hand in the page's order, the trump order with
# the matadores marked, the kings held, and the nearest of the booklet's example hands (the page
# gives none of its own). Below, hearts trump with Spadille, Manille, Basto and Ponto: the four
# highest trumps, which the page's matadore bonus pays double. Deal, type or click another hand.

# %%
from gamelib.show.widgets import HandWidget

hand = HandWidget(game="quadrille", rules="hoe-speel-je", trump="H",
                  hand="AS 7H AC AH 2H 2D 3D KC QS 5S")
hand

# %% [markdown]
# The three matadores are the page's (Spadille, Manille, Basto), and Ponto, the red ace, follows
# them in the run of top trumps:

# %% jupyter={"source_hidden": true} tags=["check"]
assert hand.report.count("matadors") == "Spadille, Manille, Basto"
assert hand.report.count("matadors paid for") == 4 and hand.report.marks[Card("AH")] == "matador"
assert hand.errors == []

# %% [markdown]
# `hoe-speel-je:bidding.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("hoe-speel-je:bidding.heading"))

# %% [markdown]
# ## Biedcontracten
#
# Strictly rising bids; Alliance (call a non-trump King, a silent partner), Dimidiator (a private
# exchange with the King's holder, then solo), Casco (both black aces; the King's holder names
# trumps), Solo; forced Spadille when all pass. The King called is always "een niet-troef Heer"
# (the page's outline, `hoe-speel-je:intro.outline`): in Casco, where the King's holder names
# trumps after the call, he may therefore not make the King's own suit trumps.

# %%
display(quote("hoe-speel-je:bidding.order"), quote("hoe-speel-je:bidding.alliance"),
        quote("hoe-speel-je:bidding.dimidiator"), quote("hoe-speel-je:bidding.casco"),
        quote("hoe-speel-je:bidding.debris-41"), quote("hoe-speel-je:bidding.solo"),
        quote("hoe-speel-je:bidding.forced-spadille"))

# %% [markdown]
# `hoe-speel-je:bidding.debris-41` is layout debris (loose card signs), no code.

# %% [markdown]
# The contracts as data, lowest first:

# %%
from gamelib.games.quadrille.rules import contract_table

pd.DataFrame(contract_table(HOE_SPEEL_JE)).drop(columns=["vole"]).style.set_uuid("hsj-ladder").hide(axis="index")

# %% [markdown]
# Calling the King of trumps is refused; so is Casco without both black aces.

# %%
DEAL = ["AS AC 2C KC QC JC 7C KH 7H 6H", "KS QS JS 7S 6S 5S 4S 3S 2S 7D",
        "KD QD JD AD 2D 3D 4D 5D 6D 6C", "AH QH JH 2H 3H 4H 5H 5C 4C 3C"]
alliance = game.new_initial_state(seed=0, hands=DEAL, dealer=3)
for label in ("alliance", "pass", "pass", "pass", "trumps diamonds"):
    alliance.apply_action(label)
try:
    alliance.apply_action("call KD")
except Exception as error:
    print("refused:", error)
casco = game.new_initial_state(seed=0, hands=DEAL, dealer=3)
casco.apply_action("pass")
try:
    casco.apply_action("Casco")
except Exception as error:
    print("refused:", error)

# %% [markdown]
# In Casco the King of diamonds is called; its holder names trumps, any suit but diamonds:

# %%
display(quote("hoe-speel-je:intro.outline"))
casco = game.new_initial_state(seed=0, hands=DEAL, dealer=3)
for label in ("Casco", "pass", "pass", "pass", "call KD"):
    casco.apply_action(label)
print("the King's holder may name:", or_list(casco.legal_actions()))

# %% jupyter={"source_hidden": true} tags=["check"]
assert "trumps diamonds" not in [str(a) for a in casco.legal_actions()]

# %%
try:
    casco.apply_action("trumps diamonds")
except Exception as error:
    print("refused:", error)

# %% [markdown]
# The Dimidiator's exchange: how many cards is not said ("kaarten"); the Hombre gives as many as
# he likes, one at a time, and the King's holder returns as many from his own hand. Only the two
# of them see the cards.

# %%
dimid = game.new_initial_state(seed=0, hands=DEAL, dealer=3)
for label in ("Dimidiator", "pass", "pass", "pass", "trumps clubs", "call KD", "give 6H",
              "give 7H", "end exchange", "return KD", "return QD"):
    dimid.apply_action(label)
exchanged = dimid.information(2)["exchanged"]
print("Hombre:", dimid.hand(0))
print("exchanged, seen by C: given", " ".join(map(str, exchanged["given"])),
      "| returned", " ".join(map(str, exchanged["returned"])))

# %% jupyter={"source_hidden": true} tags=["check"]
assert "exchanged" not in dimid.information(1) and dimid.side == (0,)

# %% [markdown]
# `hoe-speel-je:play.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("hoe-speel-je:play.heading"))

# %% [markdown]
# ## Spelverloop
#
# Follow suit; trump or discard when void; the called King must fall when its suit is led and its
# holder may not lead it. The matador paragraph is garbled; it is read as the Ombre family's
# privilege with the page's three matadors, so Ponto must follow a trump lead like any trump.

# %%
display(quote("hoe-speel-je:play.lead"), quote("hoe-speel-je:play.order"),
        quote("hoe-speel-je:play.follow"), quote("hoe-speel-je:play.called-king"),
        quote("hoe-speel-je:play.winner"), quote("hoe-speel-je:play.matadors"),
        quote("hoe-speel-je:play.all-tricks"))

# %% [markdown]
# The called King must fall when its suit is led; and with three matadors, a lone Ponto must follow a low trump:

# %%
from gamelib.games.ombre.order import suit_index
from gamelib.games.ombre.play import legal_mask

king = game.new_initial_state(seed=0, hands=DEAL, dealer=0)
for label in ("pass", "pass", "pass", "alliance", "trumps clubs", "call KD", "no announcement", "7D"):
    king.apply_action(label)
print("C may play:", or_list(king.legal_actions()))
hand = CardSet("KC 7H 6H 2S")
ponto = CardSet(legal_mask(hand.mask, int(CardSet("3C").sorted()[0]), suit_index("C"), False))
print("holding only Ponto as trump, on a low trump led:", ponto)

# %% jupyter={"source_hidden": true} tags=["check"]
assert [str(a) for a in king.legal_actions()] == ["KD"] and ponto == CardSet("KC")

# %% [markdown]
# ### A hand to play
#
# Play a whole deal under the page's rules: you are seat 0, the other three play by the
# registered player `quadrille-booklet` (the page's tips are advice, not a player). Bid, name
# trumps, call a King, then play: legal cards have a green frame, a forbidden card is refused with
# the rule and its passage. Seed 3.

# %%
from gamelib.show.widgets import TableWidget

table = TableWidget(game="quadrille", rules="hoe-speel-je", seed=3)
table

# %% [markdown]
# The same deal (seed 3) played to its end, seat 0 always taking its first
# legal action, with the tricks, the result and every payment line.

# %%
played = TableWidget(game="quadrille", rules="hoe-speel-je", seed=3).play_to_end()
played

# %% [markdown]
# The live table waits for seat 0; the played copy is over (its result is named below), and players and pot sum to zero.

# %%
print("the played deal ended in:", played.state.details()["outcome"])

# %% jupyter={"source_hidden": true} tags=["check"]
assert table.state.current_player() == 0 and not table.state.is_terminal()
assert played.state.is_terminal() and played.state.ledger.total() == 0
assert table.errors == [] and played.errors == []

# %% [markdown]
# `hoe-speel-je:pay.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("hoe-speel-je:pay.heading"))

# %% [markdown]
# ## Puntentelling en Uitbetalingen
#
# The page's payouts, each with its reading:

# %%
display(quote("hoe-speel-je:pay.alliance"), quote("hoe-speel-je:pay.solo"),
        quote("hoe-speel-je:pay.dimidiator"), quote("hoe-speel-je:pay.casco"),
        quote("hoe-speel-je:pay.matadors"), quote("hoe-speel-je:pay.remise"),
        quote("hoe-speel-je:pay.codille"), quote("hoe-speel-je:pay.vole"))

# %% [markdown]
# * **The Alliance rate** is never defined: read as a partner's share of a won Alliance, half the
#   pot. Dimidiator pays the lone Hombre 1.5 of it, Casco each partner 2 of it, the opponents
#   paying what the pot cannot cover; Solo takes the pot and 1 fiche from each. So the Hombre's own
#   take rises with the contract and Solo "betaalt het meest".
# * **Remise** says the Hombre "verliest geen fiches", yet the contract's base stake "wordt aan de
#   pot toegevoegd" and the pot is "verdubbeld": read as nobody paying in the hand, the pot
#   staying for the next round, which opens with it doubled, every player adding an equal share
#   (for the first round's pot of 16, his basic stake of 4: the two phrases then say the same)
#   (the glossary, `hoe-speel-je:glossary.remise` below: "geen uitbetaling"). The pot lives from
#   hand to hand: see *Winnen* below.
# * **Codille** "betaalt alsof hij had gewonnen, verviervoudigt de inzet" against the glossary's
#   "Hombre betaalt viervoudig", and remise costs the Hombre nothing while codille costs him four
#   stakes: read as the defenders sharing the pot and the Hombre alone paying four stakes to them.
# * **Vole** triples the payout; the 3-fiche bonus from each opponent only when announced before
#   the first trick (the reduced bonus for an unannounced vole is not given).
# * **Matadore bonus**: "een speler" is any player holding the three (or four) highest trumps at
#   the start of play, paid by each player of the other side, won or lost.
#
# A winner's take for a pot of 16:

# %%
from gamelib.games.quadrille.tables import modern_payout_table

payouts = pd.DataFrame(modern_payout_table(16))

# %% jupyter={"source_hidden": true} tags=["check"]
assert payouts.set_index("contract").loc["Solo", "each winner"] == 19

# %%
payouts.style.set_uuid("hsj-payouts").hide(axis="index")

# %% [markdown]
# The same readings for every pot from 4 to 40 fiches:

# %%
from gamelib.games.quadrille import payment

pots = range(4, 41, 4)
fig, ax = plt.subplots(figsize=(7, 3.4))
for key, winners in (("alliance", 2), ("dimidiator", 1), ("casco", 2), ("solo", 1)):
    c = HOE_SPEEL_JE.contract(key)
    ax.plot(list(pots), [float(payment.modern_due(c, p, winners, 4 - winners) / winners) for p in pots],
            marker="o", label=c.label)
ax.set_xlabel("pot (fiches)")
ax.set_ylabel("a winner's take")
ax.set_title("The modern page's payouts as read here")
ax.legend()
plt.tight_layout()
plt.show()

# %% [markdown]
# ## A whole hand through the protocol, settled line by line
#
# Seat 0 holds both black aces and announces Casco; the King's holder names clubs; all four play
# `plain_player`. The stakes, the matadore bonus and the payout are ledger entries, the pot one of
# its accounts.

# %%
from gamelib.players.quadrille import plain_player

casco = game.new_initial_state(seed=0, hands=DEAL, dealer=3)
for label in ("Casco", "pass", "pass", "pass", "call KD", "trumps clubs", "no announcement"):
    casco.apply_action(label)
play(casco, plain_player)
for line in casco.details()["tricks"]:
    print(line)
print(casco.outcome, "| the side", and_list(game.seats[p] for p in casco.side), "took",
      plural(casco.side_tricks, "trick"))

# %% [markdown]
# The finished deal and its settlement, one ledger entry a line:

# %%
display(casco)
casco.ledger.to_frame()

# %%
pd.DataFrame([casco.ledger.balances()], index=["balance"])

# %% jupyter={"source_hidden": true} tags=["check"]
assert casco.ledger.total() == 0

# %% [markdown]
# Conservation over random hands: players and pot always sum to zero. `N` random hands (random
# players, seeds 0 to 4,999).

# %%
N = 5_000
outcomes, balanced = [], True
for seed in range(N):
    s = play(game.new_initial_state(seed=seed), seed=seed)
    balanced &= s.ledger.total() == 0
    outcomes.append({"contract": s.contract.label, "outcome": s.outcome,
                     "pot left": float(s.ledger.balance("pot"))})
pd.DataFrame(outcomes).groupby(["contract", "outcome"]).size().unstack(fill_value=0)

# %% jupyter={"source_hidden": true} tags=["check"]
assert balanced

# %% [markdown]
# `hoe-speel-je:winning.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("hoe-speel-je:winning.heading"))

# %% [markdown]
# ## Winnen
#
# How a round and a session are won:

# %%
display(quote("hoe-speel-je:winning.round"), quote("hoe-speel-je:winning.session"),
        quote("hoe-speel-je:winning.tiebreak"), quote("hoe-speel-je:winning.misdeal"))

# %% [markdown]
# `hoe-speel-je:variants.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("hoe-speel-je:variants.heading"))

# %% [markdown]
# ### The pot from hand to hand
#
# "Sessies worden doorgaans gespeeld voor een vaste tijd of een afgesproken aantal rondes": hands
# in a row, and the page's pot lives across them. Only "de eerste ronde" opens with everyone's
# stake; after that the pot a hand leaves is the pot the next one is played for:
#
# * after an **Alliance** won, "elke tegenstander legt een nieuwe gelijke inzet in": the pot
#   holds the opponents' new stakes;
# * after a **remise**, "De pot wordt verdubbeld voor de volgende ronde": each player adds an
#   equal share of it;
# * a pot left **empty** (a Solo or a Casco took it, the defenders shared it at a codille) is
#   staked again as for the first round: the page does not say, and a round is played for a pot;
# * otherwise (a Dimidiator left part of it) the pot stays as it is.
#
# `QuadrilleSession` plays hands in a row on the collection's session
# helper, each hand dealt with the pot the last one left, the deal passing to
# the right (the page does not say; the booklet's dealers take turns so), every fiche in one
# ledger. A single hand still opens with the first round's stakes, and takes a carried pot as
# `new_initial_state(pot=..., after_remise=...)`:

# %%
display(quote("hoe-speel-je:deal.stake"), quote("hoe-speel-je:pay.alliance"),
        quote("hoe-speel-je:pay.remise"), quote("hoe-speel-je:glossary.pot"))
after = game.new_initial_state(seed=3, dealer=3, pot=16, after_remise=True)
display(after.ledger)

# %% jupyter={"source_hidden": true} tags=["check"]
assert after.opening_pot == 32 and after.ledger.balance("A") == -4

# %% [markdown]
# Forty hands in a row by random players (seed 3): the pot each hand was played for and what it
# left, the outcome, and the balances at the end, in fiches as the ledger keeps them (a pot shared
# among three leaves thirds). Every remise doubles the pot for the next hand.

# %%
from gamelib.games.quadrille.session import QuadrilleSession

session = QuadrilleSession(game).play(40, seed=3)
rows = pd.DataFrame([{"hand": i + 1, "contract": h.contract.label, "outcome": h.outcome,
                      "played for": h.opening_pot, "pot left": h.pot()}
                     for i, h in enumerate(session.states)])
display(rows[rows.outcome.shift(1).eq("remise") | rows.outcome.eq("remise")])
pd.DataFrame([session.ledger.balances()], index=["balance after 40 hands"])

# %% jupyter={"source_hidden": true} tags=["check"]
for before, nxt in zip(session.states, session.states[1:]):
    if before.outcome == "remise":
        assert nxt.opening_pot == 2 * before.pot()
assert session.ledger.total() == 0 and (rows.outcome == "remise").any()

# %% [markdown]
# A misdeal cannot happen in the code, which always deals correctly.
#
# ## Varianten
#
# Mediateur (an option): "ruilen met een trek uit de rest" where there is no stock; read as
# the older Mediateur, a card given for a King bought from its holder, played alone, at the
# Alliance rate. Quintille (an option): five players, eight cards, no Solo; the page gives
# no target for eight tricks, and five (a majority) is read. No forced Spadille
# (an option): a new deal. Fixed partners (an option): the called King
# is known to all. "Whist-stijl uitkomen" cannot be followed as written (a trick has one winner)
# and is not built.

# %%
display(quote("hoe-speel-je:variants.mediateur"), quote("hoe-speel-je:variants.quintille"),
        quote("hoe-speel-je:variants.whist-lead"), quote("hoe-speel-je:variants.no-forced-spadille"),
        quote("hoe-speel-je:variants.fixed-partners"))

# %% [markdown]
# Each built variant in turn: the Mediateur's purchase, a Quintille deal, a redeal after four passes, and partners known to all:

# %%
mediateur = get_game("quadrille", rules="hoe-speel-je", mediateur=True).new_initial_state(
    seed=0, hands=DEAL, dealer=3)
for label in ("Mediateur", "pass", "pass", "pass", "buy KD", "give 6H", "trumps clubs"):
    mediateur.apply_action(label)
five = get_game("quadrille", rules="hoe-speel-je", quintille=True).new_initial_state(seed=1)
redeal = get_game("quadrille", rules="hoe-speel-je", forced_spadille=False).new_initial_state(seed=0, hands=DEAL, dealer=3)
for label in ("pass", "pass", "pass", "pass"):
    redeal.apply_action(label)
fixed = get_game("quadrille", rules="hoe-speel-je", fixed_partners=True).new_initial_state(seed=0, hands=DEAL, dealer=3)
for label in ("alliance", "pass", "pass", "pass", "trumps clubs", "call KD"):
    fixed.apply_action(label)
print("Mediateur hand:", mediateur.hand(0))
print("Quintille:", and_list(plural(len(five.hand(p)), "card") for p in range(5)), "; the first bid:",
      or_list(five.legal_actions()))
print("no forced Spadille: redeals", redeal.redeals)
print("fixed partners: B sees the partner", fixed.game.seats[fixed.information(1)["partner"]])

# %% jupyter={"source_hidden": true} tags=["check"]
assert "KD" in mediateur.hand(0) and redeal.redeals == 1 and fixed.information(1)["partner"] == 2

# %% [markdown]
# `hoe-speel-je:tips.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("hoe-speel-je:tips.heading"))

# %% [markdown]
# ## Tips en strategieën, Woordenlijst
#
# The tips are advice for the table, not rules, so there is no code for them; the registered
# players do not follow them.

# %%
display(quote("hoe-speel-je:tips.matadors"), quote("hoe-speel-je:tips.call"),
        quote("hoe-speel-je:tips.trumps"), quote("hoe-speel-je:tips.defence"),
        quote("hoe-speel-je:tips.remise"), quote("hoe-speel-je:tips.ponto"))

# %% [markdown]
# The "Ponto-val" of the last tip is the trump order above: with a red trump its ace is only the
# fourth trump, below Spadille, Manille and Basto.

# %% jupyter={"source_hidden": true} tags=["check"]
assert [str(c) for c in trump_order("H")[:4]] == ["AS", "7H", "AC", "AH"]

# %% [markdown]
# `hoe-speel-je:glossary.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("hoe-speel-je:glossary.heading"))

# %% [markdown]
# The glossary defines again what the rules said; each line is carried out by the code quoted
# beside its rule above. Its remise ("geen uitbetaling") and codille ("viervoudig") lines are the
# ones the payouts' readings weigh against the payout list.

# %%
display(quote("hoe-speel-je:glossary.hombre"), quote("hoe-speel-je:glossary.matadores"),
        quote("hoe-speel-je:glossary.spadille"), quote("hoe-speel-je:glossary.debris-94"),
        quote("hoe-speel-je:glossary.manille"),
        quote("hoe-speel-je:glossary.basto"), quote("hoe-speel-je:glossary.debris-96"),
        quote("hoe-speel-je:glossary.ponto"),
        quote("hoe-speel-je:glossary.debris-97"), quote("hoe-speel-je:glossary.alliance"),
        quote("hoe-speel-je:glossary.dimidiator"),
        quote("hoe-speel-je:glossary.casco"), quote("hoe-speel-je:glossary.debris-100"),
        quote("hoe-speel-je:glossary.solo"),
        quote("hoe-speel-je:glossary.forced-spadille"), quote("hoe-speel-je:glossary.remise"),
        quote("hoe-speel-je:glossary.codille"), quote("hoe-speel-je:glossary.vole"),
        quote("hoe-speel-je:glossary.pot"))

# %% [markdown]
# `hoe-speel-je:glossary.debris-94` is layout debris (loose card signs), no code.  
# `hoe-speel-je:glossary.debris-96` is layout debris (loose card signs), no code.  
# `hoe-speel-je:glossary.debris-97` is layout debris (loose card signs), no code.  
# `hoe-speel-je:glossary.debris-100` is layout debris (loose card signs), no code.

# %% [markdown]
# ## Beside the booklet
#
# The same name, two games:

# %%
from gamelib.games.quadrille.tables import comparison_table

pd.DataFrame(comparison_table()).style.set_uuid("hsj-two-quadrilles").hide(axis="index").set_properties(
    **{"text-align": "left", "white-space": "normal"})

# %% [markdown]
# ## What the page leaves open, and the choices made
#
# * The red trumps keep their King (the list omits it).
# * The Mediateur variant's "trek uit de rest" has no stock: the booklet's purchase of a King.
# * The pot is carried from hand to hand: doubled after a remise (each player adding an equal
#   share), with the opponents' new stakes after an Alliance won, staked again as for the first
#   round when a hand leaves it empty; the deal passes to the right.
# * The "Alliance rate" is a partner's half of the pot; remise pays nobody; codille: the
#   defenders share the pot and the Hombre alone pays four stakes; the unannounced vole has no
#   bonus; the matadore bonus goes to any player who holds the matadors (an option
#   pays it only to the Hombre and his partner).
# * The number of cards in the Dimidiator's exchange is the Hombre's choice.
# * Quintille's target is five of eight tricks.
# * The garbled matador paragraph is read as the Ombre privilege with three matadors.
# * A forced declarer who holds every King he might call plays alone.
# * "Whist-stijl uitkomen" is not built: as written, several cards would win one trick.
