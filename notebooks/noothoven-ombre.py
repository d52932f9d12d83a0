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
# # Het Ombre-spel — Ombre after the Dutch booklet
#
# > Play Ombre by the Dutch booklet: the seats and the deal, the order of the cards, the booklet's
# > example hands for asking, and the payments in fiches.
#
# *De regelen van het Ombre-, Quadrille- en Dominospel, gemakkelijk gemaakt en verklaard*,
# seventh printing ("ZEVENDE DRUK"), Leyden, D. Noothoven van Goor, price 15 cents; 19th
# century, in Dutch. The text (`sources/noothoven-ombre-quadrille-domino.nl.txt`) is raw OCR and
# badly damaged: every passage below is quoted as printed, beside a normalised reading and an
# English gloss. Page numbers run through the text.
#
# The booklet's own order: **Het Ombre-spel** (lines 19–289), **Het Quadrille-spel**
# (291–509), **Het Domino-spel** (511–). This notebook is the first chapter, in its order:
# the pack and the seats, the deal, the order of the cards and the matadors, the bidding and the
# exchange, the example asking hands, winning and losing, overcalls, following suit and the
# matadors' privileges, the favourite, gasco, sans-prendre, the vole, the payments, and the
# other ways of playing (à deux, à quatre, cinquille). The Académie's Ombre, which disagrees on
# several points, is in `academie-ombre`; the two are never blended.

# %%
from gamelib.notebook import *

# %%
display(quote("noothoven:front.title"), quote("noothoven:front.price"),
        quote("noothoven:front.page-0"), quote("noothoven:ombre.title"))

# %% [markdown]
# `noothoven:front.price` is the booklet's price on its cover, not a rule.  
# `noothoven:front.page-0`, “0”, is a page number (OCR), not text, so no code.

# %% [markdown]
# ## The players, the packs, the seats and the deal
#
# Three players, a pack of forty, seats drawn with cards, and nine cards each:

# %%
display(quote("noothoven:ombre.players"), quote("noothoven:ombre.seats"),
        quote("noothoven:ombre.deal"), quote("noothoven:ombre.other-pack"),
        quote("noothoven:ombre.turn-to-deal"), quote("noothoven:ombre.misdeal"))

# %% [markdown]
# Two packs of forty are used in turn; one is dealt, the other shuffled and, when the
# favourite is played, turned to show it. The game deals from one forty-card pack: nine each,
# three at a time, from the dealer's right, thirteen in the stock. The player who drew the
# diamond deals; the game is told who deals when a hand is set up (here player A).

# %%
game = get_game("ombre", rules="noothoven")
state = game.new_initial_state(seed=1850, dealer=0)
for seat in range(3):
    print("ABC"[seat], state.hand(seat))
state

# %% jupyter={"source_hidden": true} tags=["check"]
assert [len(state.hand(p)) for p in range(3)] == [9, 9, 9] and len(state.stock) == 13
assert len(game.deck) == 40

# %% [markdown]
# ## The order of the cards
#
# Outside trumps the booklet ranks the red suits and the black suits differently:

# %%
display(quote("noothoven:ombre.plain-order"), quote("noothoven:ombre.black-aces"))

# %% [markdown]
# `plain_order(suit, rules)` lists a plain suit highest first, as printed: a black suit without
# its ace (the black aces are always trumps), a red one with the ace below the jack.

# %%
from gamelib.games.ombre import plain_order

display(CardSet(plain_order("S")).svg(order=plain_order("S").index),
        CardSet(plain_order("H")).svg(order=plain_order("H").index))

# %% jupyter={"source_hidden": true} tags=["check"]
assert [c.rank for c in plain_order("S", "noothoven")] == list("KQJ765432")
assert [c.rank for c in plain_order("D", "noothoven")] == list("KQJA234567")

# %% [markdown]
# ### Trumps, and the four matadors
#
# When a suit is trump its order changes, and the top trumps get names:

# %%
display(quote("noothoven:ombre.trump-black"), quote("noothoven:ombre.trump-red"))

# %% [markdown]
# The OCR keeps the brace characters (`\`, `/`, `/`, `]`) beside the first four lines and the
# word *mnladors*: the brace holds **Spadille, Manille, Basta and Ponto**. In black the booklet
# calls the king Ponto. The matadors are highlighted:

# %%
from gamelib.games.ombre import matadors, trump_order

black, red = trump_order("C", "noothoven"), trump_order("H", "noothoven")
display(CardSet(black).svg(order=black.index, highlight=matadors("C", "noothoven")),
        CardSet(red).svg(order=red.index, highlight=matadors("H", "noothoven")))

# %% jupyter={"source_hidden": true} tags=["check"]
assert [str(c) for c in matadors("C", "noothoven")] == ["AS", "2C", "AC", "KC"]
assert len(black) == 11 and len(red) == 12

# %% [markdown]
# Which of those trumps are paid for as matadors the booklet says next:

# %%
quote("noothoven:ombre.matadors")

# %% [markdown]
# "Eigenlijk maar vier matadors", and the trumps that follow them count as matadors "zoo men
# namelijk de vier matadors in de hand heeft"; matadors without Spadille are *faux-matadors*,
# "niet gerekend noch betaald". The payment (below) starts at three, which gives the same
# count: `count_matadors` is the length of the unbroken run from Spadille, when at least three.

# %%
from gamelib.games.ombre import count_matadors, false_matadors

rows = []
for cards in ["AS 2C AC KC QC", "AS 2C AC 5C", "AS 2C KC QC", "2C AC KC QC JC"]:
    h = parse(cards)
    rows.append({"hand (clubs trump)": cards, "matadors counted": count_matadors(h, "C", "noothoven"),
                 "faux-matadors": " ".join(str(c) for c in false_matadors(h, "C", "noothoven"))})
m = pd.DataFrame(rows)
m

# %% jupyter={"source_hidden": true} tags=["check"]
assert m["matadors counted"].tolist() == [5, 3, 0, 0]

# %% [markdown]
# The same count, live: `HandWidget` shows a hand in the booklet's order, the trump order with
# the matadors paid for and the faux-matadors marked, and which of the booklet's example holdings
# it contains. The hand below (clubs trump) holds Spadille and Manille but not Basta: two
# matadors in sequence, so none paid. Name another trump, deal with another seed, or click cards.

# %%
from gamelib.show.widgets import HandWidget

hand = HandWidget(game="ombre", rules="noothoven", trump="C", hand="AS 2C KC 3C 5H 6H 7D 4D 2S")
hand

# %% [markdown]
# The widget reads the hand with the same functions as the table above: no matador paid, and the
# hand is one of the booklet's good black asks (B1, quoted below).

# %% jupyter={"source_hidden": true} tags=["check"]
assert hand.report.count("matadors paid for") == count_matadors(hand.cards, "C", "noothoven") == 0
assert "B1" in [key for key, *_ in hand.report.matches]
assert hand.errors == []

# %% [markdown]
# ## Speaking, declaring the game, and the exchange
#
# The auction, the declaration of the game and the exchange with the stock:

# %%
display(quote("noothoven:ombre.speak"), quote("noothoven:ombre.declare"),
        quote("noothoven:ombre.exchange"), quote("noothoven:ombre.advice-discard"))

# %% [markdown]
# The player at the dealer's right speaks first. Unlike the Académie, the asker who has won the
# bidding then *declares* what he plays — an ask, gasco, sans-prendre or vole-déclarée — and
# names trumps. The exchange follows: the ombre discards and takes from the top of the stock,
# then the player at his right, then the third. How many cards the ombre must discard the
# booklet does not say; the game lets him take none.

# %%
s = game.new_initial_state(seed=1850)
for a in ["ask", "pass", "pass"]:
    s.apply_action(a)
print("the choices:", or_list(s.legal_actions()))
s.apply_action("ask in hearts")

# %% jupyter={"source_hidden": true} tags=["check"]
assert s.contract == "vraag" and "take none" in [str(a) for a in s.legal_actions()]

# %% [markdown]
# ## Good asking hands ("goede vraagspellen")
#
# The booklet's rule of thumb for an ask, and its example holdings in black and in red:

# %%
display(quote("noothoven:ombre.ask-rule"), quote("noothoven:ombre.good-asks-intro"),
        quote("noothoven:ombre.good-asks-black"), quote("noothoven:ombre.good-asks-red"),
        quote("noothoven:ombre.bezet-gardee"), quote("noothoven:ombre.good-asks-red-2"))

# %% [markdown]
# The booklet's examples are holdings, not whole hands; `BOOK_HANDS` makes
# each concrete (clubs trump for black, hearts for red) and says what the words leave open.
# Beside each, the booklet's own measures: the trumps held, the run of top trumps (sure trump
# tricks, the "vaste trekken" of its rule of thumb), the matadors paid, the faux-matadors.

# %%
from gamelib.analysis.tables import book_hands

asks = book_hands("good ask")
asks.drop(columns=["category", "passage"])

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(asks) == 17
assert asks.set_index("key").loc["B4", "false matadors"] == "2C AC KC"  # "drie faux-matadors"

# %% [markdown]
# The booklet's advice is "op drie vaste trekken vraagt". By the plain measure of sure trump
# tricks most of its good asks hold fewer than three: the rest of their strength is in trump
# length, faux-matadors and side kings, which the advice leaves to judgement.

# %%
counts = asks["top trumps in sequence"].value_counts().sort_index()
counts.rename("good asks").to_frame()

# %% jupyter={"source_hidden": true} tags=["check"]
assert (asks["top trumps in sequence"] < 3).sum() > len(asks) / 2

# %% [markdown]
# The booklet also lists hands that are weak asks, to be played only with care:

# %%
display(quote("noothoven:ombre.weak-asks"))
weak = book_hands("weak ask")
weak.drop(columns=["category", "passage"])

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(weak) == 12

# %% [markdown]
# ## Winning and losing
#
# The ombre must take more tricks than each opponent; otherwise he loses by remise or codille:

# %%
display(quote("noothoven:ombre.win"), quote("noothoven:ombre.lose"))

# %% [markdown]
# The booklet's outcome of each of the 55 splits of the tricks. The booklet names
# *remise-royale* (three each), which the Académie calls a plain remise; and it gives no name to
# four splits where the ombre loses with two or three tricks against an opponent with four: its
# codille needs "vijf trekken of meer". Those are the splits the source does not name.

# %%
from gamelib.games.ombre import outcome
from gamelib.analysis.tables import outcome_table

table = outcome_table()
booklet = table["noothoven (vraag, gasco, sans-prendre)"].value_counts()
booklet.rename("splits").rename_axis("the booklet's outcome").to_frame()

# %% jupyter={"source_hidden": true} tags=["check"]
assert booklet["unspecified"] == 4 and booklet["remise-royale"] == 1 and booklet["remise"] == 3
assert outcome((1, 4, 4), "noothoven", "vraag") == "remise"

# %% [markdown]
# ## Overcalling
#
# A later speaker may take the game from an asker by offering more:

# %%
display(quote("noothoven:ombre.overcall"), quote("noothoven:ombre.pass-final"))

# %% [markdown]
# The ladder, in the order the booklet lists the overcalls: ask, ask in the favourite, gasco,
# sans-prendre, vole. Only sans-prendre's place is stated ("gaat boven een vraag- of
# gasco-spel"); that the favourite ask stands below gasco is the order of the sentence. A bid
# must be "iets meer", and a pass is final:

# %%
g_fav = get_game("ombre", rules="noothoven", favourite=True)
s = g_fav.new_initial_state(seed=4, favourite="H")
s.apply_action("ask")
print("now allowed:", ", ".join(str(a) for a in s.legal_actions()))
try:
    s.apply_action("ask")
except IllegalAction as error:
    refused = error
    print(refused)

# %% jupyter={"source_hidden": true} tags=["check"]
assert "below the current one" in str(refused)

# %% [markdown]
# ## Following suit, and the matadors' privileges
#
# The rules of play: follow suit, the renonce, and what a trump lead forces:

# %%
display(quote("noothoven:ombre.follow-suit"), quote("noothoven:ombre.renonce"),
        quote("noothoven:ombre.trump-led"))

# %% [markdown]
# "Ponto moet vallen voor basta": with four matadors, the booklet's Ponto is privileged against
# a low trump and forced by a higher matador. Hearts trump; the player also holds a plain 5D:

# %%
from gamelib.games.ombre import legal_cards

cases = [("4H", "AH"), ("AC", "AH"), ("7H", "AC"), ("AS", "7H AC"), ("4H", "AS 3H")]
rows = [{"led": led, "holds": held + " 5D",
         "may play": " ".join(str(c) for c in legal_cards(parse(held + " 5D"), [led], "H", "noothoven")),
         "Académie": " ".join(str(c) for c in legal_cards(parse(held + " 5D"), [led], "H", "academie"))}
        for led, held in cases]
forcing = pd.DataFrame(rows)
forcing

# %% jupyter={"source_hidden": true} tags=["check"]
assert forcing["may play"].tolist() == ["AH 5D", "AH", "AC", "7H AC", "AS 3H"]
assert forcing["Académie"].tolist()[0] == "AH"  # the Académie's Ponto is an ordinary trump

# %% [markdown]
# ## A hand to play
#
# Play a whole deal yourself at the booklet's table: you are seat 0 (A), the other two seats play
# by the booklet's advice (the registered player `ombre-booklet`). Playable cards have a green
# frame; a card the rules forbid is refused with the rule and its passage, such as the ones
# just quoted. Seed 3; **New deal** deals again.

# %%
from gamelib.show.widgets import TableWidget

table = TableWidget(game="ombre", rules="noothoven", seed=3)
table

# %% [markdown]
# The same deal (seed 3) played to its end, seat 0 always taking its first
# legal action, with the tricks, the result and every payment line.

# %%
played = TableWidget(game="ombre", rules="noothoven", seed=3).play_to_end()
played

# %% [markdown]
# The live table waits for seat 0; the played copy is over (its result is named below) and its settlement sums to zero.

# %%
print("the played deal ended in:", played.state.details()["outcome"])

# %% jupyter={"source_hidden": true} tags=["check"]
assert table.state.current_player() == 0 and not table.state.is_terminal()
assert played.state.is_terminal() and sum(played.state.returns()) == 0
assert table.errors == [] and played.errors == []

# %% [markdown]
# ## The favourite
#
# With two packs, the other pack's top card can name a favourite suit:

# %%
quote("noothoven:ombre.favourite")

# %% [markdown]
# **The reading: the booklet plays with the favourite.** The sentence first says what the
# favourite *is* — the suit of the top card when the shuffled pack is turned — and then that
# there is none only when the players "zijn overeengekomen" not to turn it. Not turning needs
# an agreement, however often it is made ("zoo als vaak gebeurt"): the rule is with the
# favourite, the agreement its exception. So the booklet's Ombre turns it, as the booklet's
# Quadrille does (the same sentence governs both chapters), and the agreement not to is an
# option of the game. The top card of the other pack is a random card from the hand's own
# shuffle (or a suit chosen when the hand is set up); every game in that suit pays double, and
# the ask in the favourite is on the ladder.

# %%
s = game.new_initial_state(seed=8)
print("favourite:", s.favourite)
agreed = get_game("ombre", rules="noothoven", favourite=False)
pd.DataFrame({"ladder": [" < ".join(b.label for b in g.bids) for g in (game, agreed)]},
             index=["the booklet's rule (default)", "agreed not to turn"])

# %% jupyter={"source_hidden": true} tags=["check"]
assert game.favourite and s.favourite in "SHDC"
assert agreed.new_initial_state(seed=8).favourite is None

# %% [markdown]
# ## Gasco
#
# A game for the holder of both black aces, with the turned card as trump:

# %%
quote("noothoven:ombre.gasco")

# %% [markdown]
# Only a player with both black aces may announce gasco; the top card of the stock is turned
# and is trump, and he takes it with as many others as he needs.

# %%
hands = ["KH QH JH AH 2H 3H 4H 5H 6H", "AS 2S AC KS QS JS 7S 6S 5S", "KD QD JD AD 2D 3D 4D 5D 6D"]
s = game.new_initial_state(seed=5, hands=hands)
try:
    s.apply_action("gasco")
except IllegalAction as error:
    print(error)
for a in ["pass", "gasco", "pass", "gasco"]:
    s.apply_action(a)
print("turned:", CardSet([s.turned]), "trump:", "SHDC"[s.trump])

# %% jupyter={"source_hidden": true} tags=["check"]
assert s.contract == "gasco" and s.turned is not None

# %% [markdown]
# "Die men dan op de tafel vertoont": the two black aces have been seen by everyone, and stay
# seen. Each player's `information` names the cards shown and who showed them (not only that
# something was shown), and a player who reasons about the hidden cards must keep them with
# their holder. PIMC deals the cards a player cannot see into worlds
# consistent with what he saw; here B, a defender, is to lead against C's gasco, and in every
# one of 200 worlds Spadille and Basta are in C's hand (unless C's play shows he discarded
# one: then it lies among his discards, never in another hand).

# %%
from gamelib.players.pimc import sample_worlds

s.apply_action("discard 5S")
s.apply_action("take 1")
while s.phase != "play":  # the others take nothing; the rest of the stock stays hidden
    s.apply_action(s.legal_actions()[-1])
me = s.current_player()
shown = s.information(me)["shown"]
print("B sees shown:", "; ".join(f"{game.seats[seat]} {cards}" for seat, cards in shown.items()))
gasco_player = s.active.index(2)  # C, the gasco player
worlds = sample_worlds(s, 200, seed=1)
with_him = sum(w.hands[gasco_player] & parse("AS AC").mask == parse("AS AC").mask
               for w in worlds)
print(f"worlds with both black aces in C's hand: {with_him} of {len(worlds)}")

# %% jupyter={"source_hidden": true} tags=["check"]
assert shown == {2: parse("AS AC")} and with_him == len(worlds)

# %% [markdown]
# ## Sans-prendre, and what is left of the stock
#
# Playing without exchanging, and what becomes of the stock:

# %%
display(quote("noothoven:ombre.sans-prendre"), quote("noothoven:ombre.sans-prendre-stock"),
        quote("noothoven:ombre.rest-of-stock"), quote("noothoven:ombre.good-sp-intro"),
        quote("noothoven:ombre.good-sp"))

# %% [markdown]
# The booklet's good sans-prendre hands, made concrete as the asks
# were, with the same measures:

# %%
sp = book_hands("good sans-prendre")
sp.drop(columns=["category", "passage"])

# %% jupyter={"source_hidden": true} tags=["check"]
assert sp.set_index("key").loc["S1", "matadors paid"] == 4  # "Vier matadors"

# %% [markdown]
# ## The vole
#
# Taking all nine tricks: played on after five, or declared beforehand:

# %%
display(quote("noothoven:ombre.vole-kinds"), quote("noothoven:ombre.vole"),
        quote("noothoven:ombre.vole-going-on"), quote("noothoven:ombre.vole-declaree"))

# %% [markdown]
# "Na het opnemen van den vijfden trek": in the game the ombre who has taken the first five
# tricks decides to play on for the vole or to stop. Here B plays sans-prendre with the nine
# highest spades, plays on, and makes the vole. A vole played on, or declared, is lost at the
# first trick another player takes; the booklet does not say whether the cards are then played
# out, and as nothing after that trick is paid the hand ends there (as in the booklet's
# Quadrille).

# %%
from gamelib.core.engine import RandomPlayer

strong = ["AS 2S AC KS QS JS 7S 6S 5S", "KH QH JH AH 2H 3H 4H 5H 6H", "KD QD JD AD 2D 3D 4D 5D 6D"]
s = game.new_initial_state(seed=2, hands=strong)
for a in ["sans-prendre", "pass", "pass", "sans-prendre in spades", "take none", "take none",
          "leave the rest hidden", "AS", "KH", "KD", "2S", "QH", "QD", "AC", "JH", "JD", "KS",
          "AH", "AD", "QS", "2H", "2D"]:
    s.apply_action(a)
print("the choices:", or_list(s.legal_actions()))
s.apply_action("play on for the vole")
play(s, RandomPlayer(0))

# %% jupyter={"source_hidden": true} tags=["check"]
assert s.result == "vole" and s.premieres()

# %% [markdown]
# ## The payments
#
# The booklet's tariff in fiches, line by line:

# %%
display(quote("noothoven:ombre.pay-fiches"), quote("noothoven:ombre.pay-vraag"),
        quote("noothoven:ombre.pay-gasco"), quote("noothoven:ombre.pay-sans-prendre"),
        quote("noothoven:ombre.pay-vole"), quote("noothoven:ombre.pay-vole-gasco"),
        quote("noothoven:ombre.pay-vole-sp"), quote("noothoven:ombre.pay-vole-declaree"),
        quote("noothoven:ombre.page-13"), quote("noothoven:ombre.pay-matadors"),
        quote("noothoven:ombre.pay-premieres"),
        quote("noothoven:ombre.pay-favourite"), quote("noothoven:ombre.pay-loss"),
        quote("noothoven:ombre.pay-failed-vole"))

# %% [markdown]
# `noothoven:ombre.page-13`, “13”, is a page number, not text, so no code.

# %% [markdown]
# The vole above is paid line by line: sans-prendre 4, nine matadors in sequence (7 fiches),
# premières 1, vole 4 — 16 fiches from each opponent.

# %%
for line in s.details()["payments"]:
    print(line)

# %% jupyter={"source_hidden": true} tags=["check"]
assert s.returns() == [-16.0, 32.0, -16.0]

# %% [markdown]
# The tariff per opponent (`tariff_table`), for each game won and
# lost, with three matadors (one fiche) and without premières (a loss pays the same tariff back; the codille's maker one fiche more, except
# at gasco while its vole goes unpaid, `noothoven:ombre.pay-vole-gasco`). The
# vole-déclarée, off the scale of the plot, is (ask + matadors + vole) × 8 = 48: the ask's fiche
# is taken although it is played without discarding, as the booklet prints it.

# %%
from gamelib.analysis.tables import tariff_table

pivot = tariff_table(matadors=3)  # the codille column: what its maker receives
display(pivot)

# %% jupyter={"source_hidden": true} tags=["check"]
assert pivot.values.tolist() == [[2, -2, -3], [4, -4, -4], [5, -5, -6]]
assert tariff_table(["vole-declaree"], ["vole"], matadors=3).iloc[0, 0] == 48

# %%
pivot = pivot.rename(index=words, columns={"codille": "codille (to its maker)"})
pivot.plot.bar(figsize=(8.5, 3.5), rot=0, color=["#4c9a2a", "#f2c14e", "#c0392b"],
               title="The booklet's tariff with three matadors, fiches per opponent")
plt.legend(loc="upper left", bbox_to_anchor=(1.01, 1))
plt.axhline(0, color="black", lw=0.8)
plt.ylabel("fiches (+: the ombre receives)")
plt.tight_layout()
plt.show()

# %% [markdown]
# ### The failed vole after gasco: "de vole", or "vier fiches"?
#
# Three sentences bear on a vole played on and lost. The vole's own paragraph says what is
# deducted: *de vole*, the vole's payment. The tariff says what the vole pays: four fiches
# after an ask or gasco, but "doorgaans" nothing after gasco. The last sentence of the tariff
# names a figure, four fiches, after "een vraag-, gasco- of sans-prendre-spel":

# %%
display(quote("noothoven:ombre.vole"), quote("noothoven:ombre.pay-vole"),
        quote("noothoven:ombre.pay-vole-gasco"), quote("noothoven:ombre.pay-failed-vole"))

# %% [markdown]
# Read literally after gasco, the last sentence makes playing on a bet that can only lose: the
# vole made wins nothing more than laying down after five tricks, the vole failed costs four
# fiches. **The reading chosen** is the vole paragraph's: a failed vole costs what a made one
# would have paid — four fiches after an ask or sans-prendre (so the tariff's "vier fiches"
# holds there word for word), and after gasco nothing while its vole is unpaid, four when it
# is paid (an option of the game). The "vier fiches" of the last sentence are then the usual
# figure of the vole, written without the "doorgaans" exception just stated for gasco. Another
# option keeps the literal reading: four fiches at every game. The table names each option by
# what it means, as the game describes it.
#
# Fiches from each opponent for a game won with premières (no matadors), laid down after five
# tricks, played on and made, played on and lost, under each reading:

# %%
from gamelib.core.engine import option_meaning
from gamelib.games.ombre.tariff import tariff_lines

def per_opponent(contract, result, **options):
    return sum(line.fiches for line in tariff_lines(contract, result, premieres=True, **options))


literal_four, gasco_paid = (option_meaning("ombre", o)
                            for o in ("failed_vole_four", "gasco_vole_paid"))
readings = {"de vole (default)": {}, literal_four: {"failed_vole_four": True},
            gasco_paid: {"gasco_vole_paid": True}}
rows = [{"reading": name, "game": contract,
         **{label: per_opponent(contract, result, **options)
            for label, result in (("laid down", "win"), ("vole made", "vole"),
                                  ("vole failed", "failed-vole"))}}
        for name, options in readings.items() for contract in ("vraag", "gasco", "sans-prendre")]
failed_vole = pd.DataFrame(rows).set_index(["reading", "game"])
gasco = failed_vole.xs("gasco", level="game")
failed_vole

# %% jupyter={"source_hidden": true} tags=["check"]
assert gasco.loc["de vole (default)"].tolist() == [4, 4, 4]  # playing on risks nothing
assert gasco.loc[literal_four].tolist() == [4, 4, 0]  # only a loss
assert gasco.loc[gasco_paid].tolist() == [4, 8, 0]
assert (failed_vole["vole made"] - failed_vole["laid down"]
        == failed_vole["laid down"] - failed_vole["vole failed"]).drop(
    (literal_four, "gasco")).all()

# %% [markdown]
# ## A whole hand through the protocol
#
# A hand with the favourite (seed 1857; the favourite turned is diamonds): the eldest asks, the
# others pass, he declares an ask in diamonds, the favourite, and every later decision is a
# random legal action (seed 5); its settlement, line by line, on the hand's ledger
# (`state.ledger`).

# %%
s = g_fav.new_initial_state(seed=1857)

# %% jupyter={"source_hidden": true} tags=["check"]
assert s.favourite == "D"

# %%
for a in ["ask", "pass", "pass", "ask in diamonds"]:
    s.apply_action(a)
play(s, RandomPlayer(5))
details = s.details()
for key in ("favourite", "auction", "ombre", "contract", "trump", "exchange", "split",
            "matadors", "premieres", "outcome"):
    print(f"{key:>10}: {words(listing(details.get(key)))}")
ledger = s.ledger
ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert ledger.total() == 0 and sum(s.returns()) == 0

# %% [markdown]
# Many random hands, to check the bookkeeping: every hand ends, and every settlement sums to
# zero. Random players declare the vole-déclarée in a third of their declarations, and a failed
# vole-déclarée has no name in the booklet: hence the many `unspecified` results. N random hands with the favourite,
# seeds 0 to N − 1: 20,000 (`FULL = True`: 100,000, about 20 seconds).

# %%
N = 100_000 if FULL else 20_000  # FULL: about 20 seconds
results, balanced = {}, True
for seed in range(N):
    h = play(g_fav.new_initial_state(seed), RandomPlayer(seed))
    balanced &= sum(h.returns()) == 0
    results[h.result] = results.get(h.result, 0) + 1
styled(pd.Series(results, name="deals").sort_values(ascending=False).rename_axis("result")
       .to_frame(), "ombre-random-results", index=True)

# %% jupyter={"source_hidden": true} tags=["check"]
assert balanced

# %% [markdown]
# ## Other ways of playing
#
# Ombre for two, four and five players, each in a few lines:

# %%
display(quote("noothoven:ombre.variants"), quote("noothoven:ombre.a-deux"),
        quote("noothoven:ombre.a-quatre"), quote("noothoven:ombre.cinquille"),
        quote("noothoven:ombre.pay-always"))

# %% [markdown]
# What the booklet defines is implemented as forms of the game:
#
# * **À deux**: two players; all diamonds out but the manille (7D), diamonds the favourite.
#   The deal (nine each, thirteen in the stock) is "de gewone wijze"; with two players there is
#   no remise (nine tricks cannot tie). The diamond trumps are then only AS, 7D, AC — the
#   booklet does not remark on it.
# * **À quatre**: four at the table, the dealer sits out.
# * **Cinquille**: five players, eight cards each, no stock, so no exchange and no gasco
#   (nothing to turn). Everything else is left to the reader; the choice made for the outcome:
#   the ombre plays alone against four and wins with more tricks than each.

# %%
two = get_game("ombre", rules="noothoven", form="a-deux")
four = get_game("ombre", rules="noothoven", form="a-quatre")
five = get_game("ombre", rules="noothoven", form="cinquille")
s4 = play(four.new_initial_state(1, dealer=2), RandomPlayer(1))
s5 = five.new_initial_state(1)
pd.DataFrame({"form": ["à deux", "à quatre", "cinquille"],
              "players in a hand": [two.num_players_in_hand, four.num_players_in_hand, five.num_players_in_hand],
              "cards each": [two.hand_size, four.hand_size, five.hand_size],
              "pack": [len(two.deck), len(four.deck), len(five.deck)]})

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(two.deck) == 31 and two.new_initial_state(1).favourite == "D"
assert len(s4.hand(2)) == 0 and s4.returns()[2] == 0
assert [len(s5.hand(p)) for p in range(5)] == [8] * 5 and not s5.stock

# %% [markdown]
# ## What the booklet leaves open, and the choices made
#
# * **Four matadors and payment from three.** The booklet says "maar vier matadors" and pays
#   from "drie matadors"; the count of the unbroken run from Spadille satisfies both.
# * **Matadors when?** "In de hand heeft": counted in the ombre's hand when play begins.
# * **The ladder** between the favourite ask and gasco: the order of the sentence.
# * **An overcalled asker** may speak again (the auction goes round until one is left).
# * **All pass**: nothing is said for Ombre; no payment, the hand is over.
# * **The first lead**: not said for Ombre; the eldest leads (as in the booklet's Quadrille).
# * **Minimum discard** in an ask: none set.
# * **The four unnamed splits** (2 or 3 tricks against an opponent's 4): the ombre "verliest"
#   and pays the tariff to each, as for a remise; no codille fiche, as nobody has five.
# * **The losing tariff** ("het zelfde tarief") includes the matadors.
# * **Codille at gasco** when the vole after gasco is not paid ("doorgaans"): the extra codille
#   fiche is not paid (the OCR's *vodllie* read as *codille*). An option pays both.
# * **A failed vole-déclarée** is not treated; the ombre pays the vole-déclarée tariff to each
#   opponent, as the general rule for a lost game says.
# * **A failed vole's deduction** may leave the ombre paying on balance; the text sets no floor.
# * **A failed vole after gasco** deducts "de vole", what the vole pays: nothing while the vole
#   after gasco is unpaid (see *The failed vole after gasco* above). An option deducts the
#   four fiches of the last sentence, read literally.
# * **The favourite** is turned unless the players agree not to (see *The favourite* above);
#   an option of the game is that agreement.
# * **A black ace turned** for the favourite or for gasco gives its printed suit.
# * **Cinquille**: see above.
