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
# # The Game of Ombre: winnings, losses, the pool and its beasts
#
# > Follow a partie of Ombre with its pool and its beasts: replay the Académie's own seven-hand
# > example until the ledger adds up, then watch the wager grow over many parties.
#
# *The Game of Ombre*, Académie des jeux oubliés (salondesjeux.fr): an English translation of the
# French page, archived on 1 July 2026. The Académie reconstructs the rules of the earliest French
# treatises on Ombre (late 17th and early 18th century). The text file is an extraction of the web
# page: some headings are lost (sections 15, 19, 21), the summary tables of section 22 are lost
# (only their footnote survives), the heading of the first hand of the worked example is lost,
# and a closing "Summary" table is empty.
#
# This notebook follows the second half of the page (lines 104–247 of
# `sources/academie-jeux-oublies-ombre.en.txt`), in the source's own order:
#
# | chapter | section | lines |
# |---|---|---|
# | VIII. The Ombre's winnings | 12. What are the Ombre's winnings? | 104–120 |
# | IX. The Ombre's losses, the notion of beast | 13. What are the Ombre's losses? | 120–137 |
# | X. The stake, the wager, the pool | 14. The stake; 16.1 How it is built up, the 2-and-1 system | 138–156 |
# | XI. The beast within the 2-and-1 marking system | 17. The beast; the worked example | 157–202 |
# | XII. End of the game and settling accounts | 18. Length of the game | 202–215 |
# | XIII. Options | 20. Forced Spadille; (21.) Single or double payment | 215–229 |
# | XIV. | 22. Tables summarising the beneficiaries (lost; one footnote survives) | 229–234 |
# | XV. Variant, Retourne | 23. An additional contract borrowed from Tresillo | 235–247 |
#
# Each rule is quoted (original, and a gloss), then carried out by the collection's pool of
# Ombre: the markers, the beast table, the worked example's hands and figures as data, the
# tables and a Monte Carlo of whole parties. The first half of the page (cards, deal, bidding,
# play, outcome) is played by the game itself, in the companion notebook; here a hand's result
# is either stated (a remise, say) or read from a played deal.

# %%
from gamelib.notebook import *

# %%
display(quote("academie:front.title"))

# %% [markdown]
# ## VIII. The Ombre's winnings
#
# The chapter opens by dividing a successful Ombre's winnings in two.

# %%
display(quote("academie:winnings.two-types"), quote("academie:winnings.systematic"))

# %% [markdown]
# The systematic winnings are the pool and the beast in play. On a fresh session (no beast yet),
# C wins Ask Leave: he takes the pool of 18, six of which were his own markers.
# Every movement is a ledger entry with its passage.

# %%
from gamelib.games.ombre.pool import PoolSession

session = PoolSession()
session.play_hand(ombre="C", contract="ask-leave", result="win")
session.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert session.cash() == {"A": -6, "B": -6, "C": 12}
assert session.ledger.total() == 0

# %% [markdown]
# A vole, announced or committed, takes more: every outstanding beast, or, when there is none,
# half the wager from each Ally besides.

# %%
quote("academie:winnings.vole")

# %% [markdown]
# The occasional winnings: matadors at 2 counters a piece from each Ally, counted on from the
# three true matadors through the trumps that follow them without a break.

# %%
display(quote("academie:winnings.matadors"), quote("academie:winnings.true-matadors"))

# %% [markdown]
# The count of matadors comes from the hand (`count_matadors`); the pool takes the
# number paid for. The source's own example: six "matadors", 12 counters from each Ally.

# %%
from gamelib.analysis.beasts import entries_table

session = PoolSession()
entries = session.play_hand(ombre="A", contract="ask-leave", result="win", matadors=6)
entries_table(entries)

# %% jupyter={"source_hidden": true} tags=["check"]
assert [e.amounts for e in entries if "matadors" in e.label] == [{"A": 24, "B": -12, "C": -12}]

# %% [markdown]
# Sans Prendre and the announced vole bring the Sans Prendre payment of 12 from each Ally; a
# committed vole brings it only if Sans Prendre was the contract.

# %%
display(quote("academie:winnings.sans-prendre"), quote("academie:winnings.committed-vole"))

# %% [markdown]
# A committed vole after each contract, side by side: the Ombre's gain from each line.

# %%
ask = PoolSession().play_hand(ombre="A", contract="ask-leave", result="vole", committed_vole=True)
sans = PoolSession().play_hand(ombre="A", contract="sans-prendre", result="vole", committed_vole=True)
pd.DataFrame({
    "committed vole after Ask Leave": pd.Series({e.label: e.amounts.get("A", 0) for e in ask}),
    "committed vole after Sans Prendre": pd.Series({e.label: e.amounts.get("A", 0) for e in sans}),
}).fillna(0)

# %% jupyter={"source_hidden": true} tags=["check"]
assert not [e for e in ask if "Sans Prendre" in e.label]
assert [e.amounts["A"] for e in sans if "Sans Prendre" in e.label] == [24]

# %% [markdown]
# ## IX. The Ombre's losses, the notion of beast
#
# A failing Ombre does not pay at once: he makes a beast, a debt of the wager.

# %%
display(quote("academie:losses.two-types"), quote("academie:losses.beast"),
        quote("academie:losses.committed-vole-no-beast"), quote("academie:losses.beast-is-debt"),
        quote("academie:losses.beast-later"), quote("academie:losses.only-ombre"))

# %% [markdown]
# The ledger books a beast as the Ombre paying its amount into a `beasts` pot; when the beast is
# won, the pot pays the winner, and when its owner wins it, the pot pays it back ("simply
# cancelled"). So a player's *balance* counts his beast debts, and his *cash* adds them back.
# A remise in Ask Leave by A:

# %%
from gamelib.analysis.beasts import beast_sheet

session = PoolSession()
session.play_hand(ombre="A", contract="ask-leave", result="remise")
display(session.ledger, beast_sheet(session))
cash = session.cash()  # the players' only: the pots have none
pd.DataFrame({"balance": session.balances(),
              "cash": {account: cash.get(account, "") for account in session.balances()}})

# %% jupyter={"source_hidden": true} tags=["check"]
assert session.balances()["beasts"] == 18 and session.cash()["A"] == -6

# %% [markdown]
# The occasional losses mirror the winnings: matadors, and the Sans Prendre payment in Sans
# Prendre and the announced vole; a failed committed vole pays neither.

# %%
display(quote("academie:losses.matadors"), quote("academie:losses.sans-prendre"),
        quote("academie:losses.committed-vole"))

# %% [markdown]
# A remise in Sans Prendre with three matadors, and a failed committed vole after Sans Prendre:

# %%
lose = PoolSession().play_hand(ombre="A", contract="sans-prendre", result="remise", matadors=3)
committed = PoolSession().play_hand(ombre="A", contract="sans-prendre", result="failed-vole",
                                    committed_vole=True, matadors=3)
display(entries_table(lose), entries_table(committed))

# %% jupyter={"source_hidden": true} tags=["check"]
assert [e.amounts["A"] for e in lose if "matadors" in e.label or "Sans" in e.label] == [-12, -24]
assert not [e for e in committed if "matadors" in e.label or "Sans" in e.label]

# %% [markdown]
# Codille: the Ally with more tricks takes the pool and the beast in play; the Ombre makes the
# beast. A failed vole: the Allies share the pool and every beast.

# %%
display(quote("academie:losses.codille"), quote("academie:losses.failed-vole"))

# %% [markdown]
# Three hands on one session: A's remise makes a beast; B then asks leave and C wins codille,
# taking the pool and A's beast while B makes one; finally C's announced vole fails and his two
# Allies share the pool and the beasts:

# %%
from gamelib.analysis.beasts import history

session = PoolSession()
session.play_hand(ombre="A", contract="ask-leave", result="remise")  # A makes 18
session.play_hand(ombre="B", contract="ask-leave", result="codille", codille_winner="C")
session.play_hand(ombre="C", contract="vole", result="failed-vole")
display(history(session)[["hand", "pool", "beast in play", "outstanding", "wager", "event",
                           "beast made", "transfers"]], beast_sheet(session))

# %% jupyter={"source_hidden": true} tags=["check"]
assert list(beast_sheet(session)["status"]) == ["won", "shared", "outstanding"]
assert session.ledger.total() == 0

# %% [markdown]
# `academie:stake.heading` is a heading of the source, not a rule, so no code.  
# `academie:stake.question` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:stake.heading"), quote("academie:stake.question"))

# %% [markdown]
# ## X. The stake, the wager, the pool
#
# Each player starts with 200 counters; the main wager is the pool and the beast in play.

# %%
display(quote("academie:stake.buy-in"), quote("academie:stake.cleaned-out"),
        quote("academie:stake.wager"))

# %% [markdown]
# `academie:pool.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:pool.heading"))

# %% [markdown]
# The pool is marked, not paid: each marker in front of a player stands for 3 counters.

# %%
display(quote("academie:pool.start"), quote("academie:pool.all-pass"), quote("academie:pool.taken"),
        quote("academie:pool.beast-to-play"), quote("academie:pool.name"), quote("academie:pool.count"))

# %% [markdown]
# `markers_to_lay` is these four sentences; the table shows what each marking lays in each
# situation, and `pool_amount` the rule "multiply by 9".

# %%
from gamelib.games.ombre.marking import MARKINGS, markers_to_lay

situations = [("first hand", True, True, False), ("pool taken, no beast waiting", False, True, False),
              ("pool taken, a beast to put into play", False, True, True),
              ("pool not taken (all pass, remise)", False, False, True)]
pd.DataFrame([{"situation": name,
               **{m: markers_to_lay(m, first, taken, pending) for m in MARKINGS}}
              for name, first, taken, pending in situations])

# %%
from gamelib.games.ombre.marking import pool_amount

# %% jupyter={"source_hidden": true} tags=["check"]
assert pool_amount(3) == 27 and pool_amount(7) == 63

# %% [markdown]
# `academie:beast.heading` is a heading of the source, not a rule, so no code.  
# `academie:beast.number` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:beast.heading"), quote("academie:beast.number"))

# %% [markdown]
# ## XI. The beast within the 2-and-1 marking system
#
# What a beast is, how much, when it is played and how it is recorded:

# %%
display(quote("academie:beast.definition"), quote("academie:beast.amount"),
        quote("academie:beast.won"), quote("academie:beast.keeping"), quote("academie:beast.sheet"),
        quote("academie:beast.counters"), quote("academie:beast.paid"), quote("academie:beast.vole"))

# %% [markdown]
# These rules are `PoolSession._start_hand` (markers, then the highest waiting beast circled:
# `beast_into_play`), `_take_pool` and `_pay_beast` (paid to the winner or cancelled) and
# `_vole_made` / `_vole_failed` (every beast at once). Then the beast table.

# %%
display(quote("academie:beast.sequence"), quote("academie:beast.table"),
        quote("academie:beast.survivals"), quote("academie:beast.photo"),
        quote("academie:beast.three-and-two"))

# %% [markdown]
# `beast_table` does not assume the table: it explores every sequence of hand results (all pass,
# remise, win, codille, vole, failed vole) with the session's own marker and beast rules and
# lists the wagers that a losing Ombre can make into beasts. For 2-and-1 this gives the source's
# regular table; for 3-and-2 it shows the "disorder".

# %%
from gamelib.analysis.beasts import compare_beast_tables

tables = compare_beast_tables(12)
display(tables)
print("amounts 3-and-2 can never make:", and_list(tables.attrs["missing in 3-and-2"]))

# %%
from gamelib.games.ombre.marking import beast_table

# %% jupyter={"source_hidden": true} tags=["check"]
assert beast_table(6) == [18 + 9 * i for i in range(6)]
assert tables.attrs["missing in 3-and-2"] == [18, 36, 54]

# %% [markdown]
# The 2-and-1 beasts run 18, 27, 36, … by 9 as the source says. The 3-and-2 ones start at 27
# (three markers), go up by 18 while no beast can be in play over an even number of markers
# (27, 45, 63), and only from 72 on (a first beast of 27 in play over five markers) does every
# multiple of 9 occur. A table copied from the 2-and-1 one, as the source says the 1709 edition's
# was, lists beasts of 18, 36 and 54 that no 3-and-2 hand can make.
#
# ### The worked example
#
# Seven hands that make beasts of 18, 45 and 63. The source introduces its example:

# %%
quote("academie:example.intro")

# %% [markdown]
# It is replayed on the ledger by `academie_example()`: one row a hand. `cash` is what each
# player has won or lost in counters, his open beasts not yet paid; the markers count as paid
# into the pool when laid, which is why the cash falls by 3 a marker before the pool is won.

# %%
from gamelib.games.ombre.pool import academie_example

example = academie_example()
record = history(example)
columns = ["hand", "markers", "pool", "beast in play", "outstanding", "wager", "event",
           "beast made", "transfers", "cash A", "cash B", "cash C"]
record[columns]

# %% [markdown]
# The wagers, the beasts and the balances are computed by the session, not copied from the
# source; they agree with its totals (its three misprints are listed further down).

# %% jupyter={"source_hidden": true} tags=["check"]
assert list(record["wager"]) == [18, 45, 54, 63, 72, 72, 54]
assert [b.amount for b in example.sheet] == [18, 45, 63]
assert example.cash() == {"A": -42, "B": -6, "C": 48}
assert example.preview()["wager"] == 18  # the eighth hand: 2 markers each, no beast

# %% [markdown]
# Hand by hand, the source's words above the ledger's row. The first hand (its heading is lost
# in the extraction): two markers each, a pool of 18, and A loses by remise.

# %%
display(quote("academie:example.hand1.wager"), quote("academie:example.hand1"),
        record[columns].iloc[[0]])

# %% [markdown]
# A's beast of 18 is made. In the second hand it goes into play with a third marker each, and B
# loses by remise: his beast is the whole wager, 45.

# %%
display(quote("academie:example.hand2"), quote("academie:example.hand2.beast"),
        quote("academie:example.hand2.remise"), record[columns].iloc[[1]])

# %% [markdown]
# In the third hand all pass: nothing changes hands but a fourth marker each.

# %%
display(quote("academie:example.hand3"), quote("academie:example.hand3.beast"),
        quote("academie:example.hand3.pass"), record[columns].iloc[[2]])

# %% [markdown]
# In the fourth hand B loses by remise again, over a wager of 63: a third beast.

# %%
display(quote("academie:example.hand4"), quote("academie:example.hand4.beast"),
        quote("academie:example.hand4.remise"), record[columns].iloc[[3]])

# %% [markdown]
# In the fifth hand C wins: the pool and A's beast in play are his. Here the source prints
# "27 counters" for A's beast of 18 (the first misprint, checked below).

# %%
display(quote("academie:example.hand5"), quote("academie:example.hand5.beast"),
        quote("academie:example.hand5.win"), quote("academie:example.hand5.after"),
        record[columns].iloc[[4]])

# %% [markdown]
# In the sixth hand B wins with his own beast of 63 in play: it is cancelled, and he takes only
# the pool of 9 (the source's "this third hand" and "winnings for A" are misprints).

# %%
display(quote("academie:example.hand6"), quote("academie:example.hand6.beast"),
        quote("academie:example.hand6.win"), quote("academie:example.hand6.after"),
        record[columns].iloc[[5]])

# %% [markdown]
# In the seventh hand B wins again, over his beast of 45, and the sheet is clear.

# %%
display(quote("academie:example.hand7"), quote("academie:example.hand7.beast"),
        quote("academie:example.hand7.win"), quote("academie:example.hand7.after"),
        record[columns].iloc[[6]])

# %% [markdown]
# The eighth hand is only begun: two markers each and no beast. `example.preview()` lays it out
# without playing it.

# %%
display(quote("academie:example.hand8"), quote("academie:example.continues"),
        quote("academie:example.summary"),
        styled(pd.Series(example.preview(), name="eighth hand").rename_axis("").to_frame(),
               "eighth-hand", index=True))

# %% [markdown]
# ### Step through the example yourself
#
# `LedgerWidget` plays the same seven hands one at a time on a `PoolSession`: **Next hand**
# shows the pool, the beast in play, the outstanding beasts, every ledger entry of the hand with
# its passage, and a plot that grows by a hand; **Back** and **Restart** go back.

# %%
from gamelib.show.widgets import LedgerWidget

ledger = LedgerWidget()
ledger

# %% [markdown]
# The widget after all seven hands.

# %%
stepped = LedgerWidget()
for _ in range(7):
    stepped.next()
stepped

# %% [markdown]
# The live widget starts before the first hand; the stepped one ends where `academie_example()`
# does, balance for balance.

# %% jupyter={"source_hidden": true} tags=["check"]
assert ledger.step == 0 and stepped.step == stepped.total == 7
assert stepped.session.balances() == example.balances()
assert ledger.errors == [] and stepped.errors == []

# %% [markdown]
# Pool, beasts and cash per hand. B wins two pools and still ends down 6: what he "won" in hands
# 6 and 7 was mostly his own beasts, cancelled.

# %%
fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 6.5), sharex=True)
hands = record["hand"]
top.bar(hands - 0.2, record["pool"], width=0.4, label="pool at the hand")
top.bar(hands + 0.2, record["beast"], width=0.4, label="beast in play")
top.plot(hands, record["beasts after"], "k.-", label="open beasts after the hand (total)")
top.set_ylabel("counters")
top.set_title("The Académie's seven hands: pool and beasts")
top.legend(loc="upper left", fontsize=8)
for player, style in zip("ABC", ("o-", "s-", "^-")):
    bottom.plot(hands, record[f"cash {player}"], style, label=f"{player}")
bottom.axhline(0, color="grey", lw=0.8)
bottom.set_xlabel("hand")
bottom.set_ylabel("cash (counters won or lost)")
bottom.legend(title="player", fontsize=8)
bottom.set_xticks(list(hands))
fig.tight_layout()
plt.show()

# %% [markdown]
# Every figure the source prints about its example (each with the words that print it), beside
# the ledger's, and whether they agree.

# %%
from gamelib.analysis.beasts import example_claims

claims = example_claims(example)
styled(claims[["hand", "quantity", "source", "ledger", "agrees", "words", "passage"]],
       "example-claims")

# %%
wrong = claims[~claims["agrees"]]
for row in wrong.itertuples():
    print(f"hand {int(row.hand)}, {row.quantity}: source {row.source!r}, ledger {row.ledger!r}\n  {row.why}\n")

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(wrong) == 3 and list(wrong["ledger"]) == [18, "sixth", "B"]

# %% [markdown]
# So the misprints are: **"A gives 27 counters to C"** (hand 5) for 18, since A's beast is the
# 18 he made in hand 1 and the sentence's own totals (18 + 18 = 36; 36 + 18 + 18 = 72) need 18;
# **"this third hand"** in the sixth hand; **"winnings for A"** for B in hand 6. Other things
# the text leaves to the reader:

# %%
from gamelib.games.ombre.example import EXAMPLE_REMARKS

pd.DataFrame(EXAMPLE_REMARKS, columns=["passage", "reading"])

# %% [markdown]
# `academie:end.heading` is a heading of the source, not a rule, so no code.  
# `academie:end.number` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:end.heading"), quote("academie:end.number"))

# %% [markdown]
# ## XII. End of the game and settling accounts
#
# How long a game lasts, and what happens to the beasts still open at its end:

# %%
display(quote("academie:end.length"), quote("academie:end.pools"), quote("academie:end.counting"),
        quote("academie:end.why"), quote("academie:end.beasts"), quote("academie:end.result"))

# %% [markdown]
# `PoolSession(length=...)` counts the pools won as Ombre (`pools_won`, `finished`), and
# `end_game()` shares the outstanding beasts among the three. Here a game stopped after A's
# remise: his beast of 18 is shared, 6 each, so he is down 12 with his markers back.

# %%
session = PoolSession(length=20)
session.play_hand(ombre="A", contract="ask-leave", result="remise")
session.end_game()
session.ledger

# %% jupyter={"source_hidden": true} tags=["check"]
assert session.cash() == {"A": -12, "B": 6, "C": 6} and not session.finished

# %% [markdown]
# `academie:options.heading` is a heading of the source, not a rule, so no code.  
# `academie:options.forced-spadille.heading` is a heading of the source, not a rule, so no code.

# %%
display(quote("academie:options.heading"), quote("academie:options.forced-spadille.heading"))

# %% [markdown]
# ## XIII. Options
#
# ### Forced Spadille
#
# An option: when all pass, the holder of Spadille must play.

# %%
display(quote("academie:options.forced-spadille"), quote("academie:options.forced-spadille.undeclared"),
        quote("academie:options.forced-spadille.name"), quote("academie:options.forced-spadille.no-vole"),
        quote("academie:options.forced-spadille.agreed"))

# %% [markdown]
# With the option of forced Spadille a hand is stated as forced (the played game reports it
# in `hand_result()`); it may not go for the vole, and an undeclared Spadille makes
# the beast without play.

# %%
session = PoolSession(forced_spadille=True)
session.play_hand(ombre="B", result="spadille-undeclared")
try:
    session.play_hand(ombre="A", contract="ask-leave", result="vole", committed_vole=True, forced=True)
except gamelib.IllegalAction as error:
    print(error)
beast_sheet(session)

# %% jupyter={"source_hidden": true} tags=["check"]
assert session.sheet[0].amount == 18 and session.hands_played == 1

# %% [markdown]
# ### Single or double payment
#
# The source's payments are double; single payment halves them:

# %%
display(quote("academie:options.double-payment"), quote("academie:options.single-payment"))

# %% [markdown]
# The rates of each payment, double (the default) and single (an option):

# %%
from gamelib.games.ombre.pool import RATES

pd.DataFrame(RATES).rename(columns={False: "double payment", True: "single payment"})

# %% [markdown]
# ## XIV. The summary tables (lost) and their footnote
#
# The tables of this section are lost in the extraction; their heading and footnote remain:

# %%
display(quote("academie:summary.heading"), quote("academie:summary.double-wager"),
        quote("academie:summary.remise"))

# %% [markdown]
# The footnote's own example: a wager of 72 and no outstanding beast. Six all-passes bring the
# pool to 8 markers, 72 counters; A then makes an announced vole.

# %%
session = PoolSession()
for _ in range(6):
    session.play_hand(result="all-pass")
entries = session.play_hand(ombre="A", contract="vole", result="vole")
entries_table(entries)

# %% jupyter={"source_hidden": true} tags=["check"]
assert [e.amounts for e in entries if e.passage == "academie:summary.double-wager"] == [
    {"A": 72, "B": -36, "C": -36}]

# %% [markdown]
# ## XV. Variant, Retourne
#
# A fourth contract, borrowed by the author from Tresillo: the Ombre turns up the top card of the
# stock and it names trumps.

# %%
display(quote("academie:retourne.heading"), quote("academie:retourne.why"),
        quote("academie:retourne.name"), quote("academie:retourne.contract"),
        quote("academie:retourne.turn-up"), quote("academie:retourne.payment"),
        quote("academie:retourne.legend"), quote("academie:retourne.example1"),
        quote("academie:retourne.example2"), quote("academie:retourne.priority"))

# %% [markdown]
# Retourne's payment beside the other contracts', double and single:

# %%
from gamelib.games.ombre.pool import premium

pd.DataFrame({contract: {"double payment": premium(contract), "single payment": premium(contract, True)}
              for contract in ("ask-leave", "retourne", "sans-prendre", "vole")})

# %% jupyter={"source_hidden": true} tags=["check"]
assert premium("retourne") == 6 and premium("retourne", single_payment=True) == 3

# %% [markdown]
# ## A played hand through the protocol
#
# Nine random hands of `get_game("ombre", rules="academie")` (seeds 0 to 8, each dealt
# and played by random players with its own seed; they bid the vole far too often) are settled through one pool session from their `hand_result()`
# (seats 0, 1, 2 are A, B, C). The hands, then the settlement line by line:

# %%
game = gamelib.get_game("ombre", rules="academie")
session = PoolSession()
for seed in range(9):
    state = gamelib.play(game.new_initial_state(seed=seed), seed=seed)
    session.play_hand(state=state)
history(session)[["hand", "pool", "beast in play", "outstanding", "wager", "event", "beast made",
                   "cash A", "cash B", "cash C"]]

# %% [markdown]
# And every ledger entry of those nine hands, with its passage:

# %%
entries_table(session.ledger.entries, session.ledger.accounts)

# %% jupyter={"source_hidden": true} tags=["check"]
assert session.ledger.total() == 0 and session.hands_played == 9

# %% [markdown]
# ## How beasts grow over a partie
#
# The source gives no frequencies of outcomes. Taking illustrative rates per hand (all pass
# 15 %, win 55 %, remise 12 %, codille 13 %, vole 2 %, failed vole 3 %; Ombre and contract at
# random), we play N parties of 40 hands under each marking, from one seeded numpy Generator
# (seed 2026), and follow the total of the open beasts. N is 600 parties
# (`FULL = True`: 3,000, about 20 seconds); each hand goes through the full ledger.

# %%
from gamelib.analysis.beasts import beast_growth

N = 3_000 if FULL else 600  # FULL: about 20 seconds
rng = np.random.default_rng(2026)
growth = {marking: beast_growth(rng, N, 40, marking=marking) for marking in MARKINGS}
summary = pd.DataFrame({marking: frame.groupby("hand")["beasts total"].mean()
                        for marking, frame in growth.items()})
summary.iloc[[0, 9, 19, 29, 39]]

# %% [markdown]
# The mean and the band from the 10th to the 90th percentile of the parties, hand by hand:

# %%
fig, ax = plt.subplots(figsize=(8, 4))
for marking, frame in growth.items():
    by_hand = frame.groupby("hand")["beasts total"]
    line, = ax.plot(by_hand.mean().index, by_hand.mean(), label=f"{marking}: mean")
    ax.fill_between(by_hand.mean().index, by_hand.quantile(0.1), by_hand.quantile(0.9),
                    color=line.get_color(), alpha=0.15, label=f"{marking}: 10–90 % of parties")
ax.set_xlabel("hand of the partie")
ax.set_ylabel("open beasts (counters owed)")
ax.set_title(f"Open beasts over a partie, {N} parties of 40 hands per marking (seed 2026)")
ax.legend(fontsize=8)
plt.show()

# %% jupyter={"source_hidden": true} tags=["check"]
for frame in growth.values():
    assert len(frame) == N * 40 and (frame["beasts total"] >= 0).all()
# the larger 3-and-2 pool makes larger beasts: more is owed on average over the partie
assert summary["3-and-2"].mean() > summary["2-and-1"].mean()

# %% [markdown]
# ### Try other rates
#
# `SimulationWidget` runs the same kind of partie from sliders: the outcome rates (an
# illustration; the source gives none), the marking system, the number of hands in a partie and
# of parties. Let a slider go and the bands of open beasts and each player's payout are drawn
# again. Seed 1, 24 parties of 40 hands, 2-and-1 marking by default.

# %%
from gamelib.show.widgets import SimulationWidget

simulation = SimulationWidget(seed=1)
simulation

# %% [markdown]
# The widget's run has one row a partie and one column a hand, and no open beast is negative.

# %% jupyter={"source_hidden": true} tags=["check"]
assert simulation.paths.beasts.shape == (24, 40) and (simulation.paths.beasts >= 0).all()
assert simulation.errors == []

# %% [markdown]
# ## What the source leaves open, and the choices made
#
# * **Beast of a failed announced vole.** "equal to the amount that the Ombre would have
#   received had he won" (academie:losses.beast-is-debt) or "equal to that of the total wager"
#   (academie:beast.amount): they differ only here. Default: the wager; an option
#   makes it what the Ombre would have received.
# * **Odd amounts shared or halved** (a pool or beast shared by the Allies, half an odd wager):
#   exact fractions by default; two options give the odd counter to the Ally first to the
#   Ombre's right (or the other), and round the half wager up (down).
# * **An Ally's own beast in a shared win**: paid into the shared winnings (the default)
#   or cancelled (an option).
# * **A failed committed vole**: the source names no payment *to* the Ombre; Hoyle's Quadrille
#   law 29 gives him his matadors and Sans Prendre, an option.
# * **A losing Retourne** pays its payment "as in Sans Prendre" by default
#   (an option drops it); a committed vole after Retourne earns the
#   Retourne payment, by the rule of academie:winnings.committed-vole.
# * **Matadors in Retourne** are paid as in Ask Leave, Retourne being "to win by discarding as
#   in Ask Leave" (academie:retourne.contract); the source lists only Ask Leave, Sans Prendre and
#   the announced vole. A committed vole is allowed after Retourne too.
# * **The split 1-4-4**, where the Académie names no codille winner, is settled by the game
#   (`hand_result()`) as a remise before it reaches the pool.
# * **Markers after a pool taken by an Ally** (codille, failed vole): treated as after a pool
#   taken by the Ombre (academie:pool.taken names only him).
# * **A vole when the only waiting beasts are the Ombre's own**: read literally they are
#   "outstanding", so they are cancelled and the wager is not doubled.
# * **Equal beasts**: the one made first goes into play first.
# * **3-and-2 markers** are taken to be worth 3 counters like the 2-and-1 ones; the source says
#   only that 3-and-2 was "introduced to enlarge the wager". Its one codille exception, which
#   the source calls inappropriate, is not given and not implemented.
# * **Forced Spadille**: a forced Ombre who loses makes the beast like any Ask Leave; an
#   all-pass under the option means Spadille lay in the stock.
# * **The end of the game**: the markers still in the pool go back to their owners.
#
# The options with their choices:

# %%
from gamelib.games.ombre.pool import UNSPECIFIED

pd.DataFrame([{"option": name, "default": choices[0], "other choices": ", ".join(choices[1:])}
              for name, choices in UNSPECIFIED.items()])

# %% [markdown]
# `academie:summary.empty` is the 'Summary' heading and an empty table left by
# the extraction, not a rule, so no code.

# %%
display(quote("academie:summary.empty"))
