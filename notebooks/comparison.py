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
# # Where the sources agree, disagree and err
#
# > Lay the rule books side by side: where the Dutch booklet, the Académie and the modern page
# > agree, where they disagree or err, and what difference each rule makes in play.
#
# Two games of this collection have two sources each, and they do not say the same thing.
# **Ombre** is taught by the Dutch booklet *De regelen van het Ombre-, Quadrille- en Dominospel*
# (Leyden, D. Noothoven van Goor, 7th printing; id prefix `noothoven:`) and by the English
# translation of the Académie des jeux oubliés' *The Game of Ombre* (`academie:`). **Quadrille**
# is taught by the same booklet and by a modern Dutch web page, *Hoe speel je Quadrille*
# (`hoe-speel-je:`). Each game in `gamelib` plays one source at a time, never a blend (the
# booklet's rules, the Académie's or the modern page's); this notebook lays the rule sets
# beside each other.
#
# In order: the cards (orders, matadors), the contracts, the outcomes of every trick split, the
# payments; then every difference with its passages, every error found in a source (the
# Académie's misprints in its worked example, the modern page's missing King and its other
# contradictions, the booklet's printed odds that play rejects and its own contradictions,
# Engelmann's arithmetic and the OCR readings of all sources), the places where one source can be
# read two ways and the reading each game plays; and last, what the differences do to the
# outcome rates and payouts when the same deals are played under each source. Every table is computed from the rule data the games play by and from
# the catalogue of passages, never typed in.

# %%
from gamelib.notebook import *

# %% [markdown]
# ## In short
#
# What the rest of the notebook finds, counted from its tables by `compare.agreement` and
# `compare.errata_counts`; the sentences are written from the counts (`compare.in_short`).

# %%
from gamelib.analysis import compare

agree, err = compare.agreement(), compare.errata_counts()

# %% jupyter={"source_hidden": true} tags=["check"]
assert agree.loc["trick splits named differently", "Ombre: booklet / Académie"] == 1
assert err["total"].sum() == len(compare.errata())
assert err.at["Académie", "found by computation"] == 3  # the example's three misprints

# %%
display(Markdown(compare.in_short(agree, err)),
        styled(agree, "in-short-agreement", index=True), styled(err, "in-short-errata", index=True))

# %% [markdown]
# ## 1. The cards
#
# Both Ombres and both Quadrilles play the same forty cards in the same orders: the two black
# aces always trumps, Manille the lowest card of the trump suit (the 2 in black, the 7 in red),
# the red plain cards reversed below the court.

# %%
display(quote("noothoven:ombre.trump-black"), quote("noothoven:ombre.trump-red"),
        quote("academie:cards.trump-order"), quote("hoe-speel-je:trumps.ponto"))

# %% [markdown]
# The orders side by side, highest first, each card named as its source names it. The cards are
# the same everywhere (`agree`); the names are not: the booklet and the modern page call the
# black King of trumps *Ponto*, the Académie keeps the name for the red Ace.

# %%
orders = compare.card_orders()

# %% jupyter={"source_hidden": true} tags=["check"]
assert orders["agree"].all()
assert not orders.loc[(orders.colour == "black") & (orders.order == "trumps"), "names agree"].item()

# %%
styled(orders, "orders")

# %% [markdown]
# ## 2. The matadors
#
# The booklet counts four matadors, Ponto included; the Académie and the modern page three.

# %%
display(quote("noothoven:ombre.matadors"), quote("academie:cards.matadors"),
        quote("academie:cards.ponto"), quote("hoe-speel-je:glossary.matadores"))

# %% [markdown]
# The matadors decide which trumps are privileged in play and which are paid for. Both sources
# pay only from three in unbroken sequence from Spadille, so the count paid for is the same; what
# it pays differs (section 5).

# %%
mats = compare.matadors_table()

# %% jupyter={"source_hidden": true} tags=["check"]
assert set(mats.loc[mats.source == "noothoven", "number"]) == {4}
assert set(mats.loc[mats.source != "noothoven", "number"]) == {3}

# %%
styled(mats, "matadors")

# %% [markdown]
# ## 3. The contracts
#
# Each source has its own ladder; a bid must be higher than the last.

# %%
display(quote("noothoven:ombre.declare"), quote("academie:bid.contracts"))

# %% [markdown]
# Ombre: the booklet's ask, ask in the favourite, gasco, sans prendre and vole déclarée beside
# the Académie's Ask Leave, Retourne (a variant), Sans Prendre and Vole.

# %%
ombre_ladder = compare.contracts_side_by_side("Ombre")

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(ombre_ladder) == 5

# %%
styled(ombre_ladder, "ombre-ladder")

# %% [markdown]
# Quadrille: ten announcements in the booklet against five on the modern page, and each has its
# forced game when everyone passes (rank 0).

# %%
display(quote("noothoven:quadrille.ladder"), quote("hoe-speel-je:bidding.order"))
quadrille_ladder = compare.contracts_side_by_side("Quadrille")

# %% jupyter={"source_hidden": true} tags=["check"]
assert quadrille_ladder["modern page (hoe-speel-je)"].astype(bool).sum() == 6

# %%
styled(quadrille_ladder, "quadrille-ladder")

# %% [markdown]
# ## 4. The outcomes: every split of the tricks
#
# Ombre: the booklet wins with five tricks, or four against three and two; it names codille only
# when an opponent takes five or more. The Académie wins with more tricks than each Ally and
# gives codille to an Ally with more than the Ombre.

# %%
display(quote("noothoven:ombre.win"), quote("noothoven:ombre.lose"),
        quote("academie:outcome.win"), quote("academie:outcome.remise"),
        quote("academie:outcome.codille"))

# %% [markdown]
# The splits (Ombre, first Ally, second Ally) where the two part: `differ` marks a split the
# two name differently, `silent` one that a source leaves without a name: four splits in the
# booklet (it says only that the Ombre loses), one (1-4-4) in the Académie. All 55 splits are
# folded below them.

# %%
splits = compare.ombre_outcomes()

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(splits) == 55
assert (splits["mark"] == "differ").sum() == 1      # 3-3-3: remise-royale against remise
assert (splits["mark"] == "silent").sum() == 5

# %%
folded(splits, "ombre-splits", f"All {len(splits)} splits", head=splits[splits["mark"] != ""])

# %% [markdown]
# Quadrille: both sources need six tricks of ten for the playing side; five are a remise, four or
# fewer codille. They agree split for split; the booklet adds misère (no trick) and vole déclarée
# (all ten), which the page does not have.

# %%
display(quote("noothoven:quadrille.six-tricks"), quote("noothoven:quadrille.remise-codille"),
        quote("hoe-speel-je:object"))
qsplits = compare.quadrille_outcomes()

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(qsplits) == 11 and (qsplits["mark"] == "").all()

# %%
styled(qsplits, "quadrille-splits")

# %% [markdown]
# ## 5. The payments
#
# The booklet pays fiches between the players by a tariff; the Académie plays for a pool that
# all mark, and a losing Ombre makes a *beast*, a debt paid into a later pool.

# %%
display(quote("noothoven:ombre.pay-vraag"), quote("noothoven:ombre.pay-loss"),
        quote("academie:pool.start"), quote("academie:losses.beast"))

# %% [markdown]
# Each result of an Ombre hand, in fiches from each opponent (by the booklet's tariff) and in
# the Académie's words with its counters
# (the Académie's pool); a negative number is paid by the Ombre.

# %%
opay = compare.ombre_payments()

# %% jupyter={"source_hidden": true} tags=["check"]
assert opay.set_index("event").loc["sans prendre won"].iloc[0] == 4
assert opay.set_index("event").loc["remise (ask)"].iloc[0] == -1
# a failed vole deducts "de vole": nothing after gasco, whose vole is not paid
assert opay.set_index("event").loc["failed vole (after gasco)"].iloc[0] == 3

# %%
styled(opay, "ombre-payments")

# %% [markdown]
# Quadrille: the booklet's tariff beside the modern page's payout from a pot of 16 fiches (four
# players staking 4, the page's example), game by game, paired by who plays with whom.

# %%
display(quote("noothoven:quadrille.pay-vraag"), quote("hoe-speel-je:pay.alliance"))
qpay = compare.quadrille_payments()

# %% jupyter={"source_hidden": true} tags=["check"]
assert (qpay["modern contract"] == "(none)").sum() == 7  # misère, trois- and quatre-quarts...

# %%
styled(qpay, "quadrille-payments")

# %% [markdown]
# ## 6. Every difference, with its passages
#
# The topics where the two sources of a game part, game by game, each value read from the rule
# data; the passages of each row follow the tables.

# %%
diffs = compare.differences()
for game, part in diffs.groupby("game", sort=False):
    a, b = part["sources"].iloc[0].split(" / ")
    display(Markdown(f"**{game}**: {len(part)} topics; source A is {source_name(a)}, "
                     f"source B {source_name(b)}"),
            styled(part.drop(columns=["game", "sources"]), f"differences-{game.lower()}"))

# %% jupyter={"source_hidden": true} tags=["check"]
assert set(diffs["game"]) == {"Ombre", "Quadrille"}
assert (diffs["source A"] != diffs["source B"]).all()

# %% [markdown]
# Each difference again, with its passages quoted (original, reading, gloss): open a topic to
# read them.

# %%
from html import escape

cited = list(dict.fromkeys(pid.strip() for cell in diffs["passages"] for pid in cell.split(";")))
topics = []
for row in diffs.itertuples(index=False):
    pids = [pid.strip() for pid in row.passages.split(";")]
    a, b = row.sources.split(" / ")
    topics.append(f"<details><summary><b>{escape(row.game)}: {escape(row.topic)}</b>, "
                  f"{plural(len(pids), 'passage')}</summary><p><i>{a}:</i> {escape(str(row[2]))}. "
                  f"<i>{b}:</i> {escape(str(row[3]))}.</p>"
                  + "".join(quote(pid)._repr_html_() for pid in pids) + "</details>")
HTML("".join(topics))

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(cited) >= 20

# %% [markdown]
# ## 7. Every error found in a source
#
# An error is something a source gets wrong by its own lights: a figure its own rules contradict,
# a list that leaves out a card it ranks elsewhere, arithmetic that does not add up, or a word the
# OCR or the printer damaged. The games implement what is right; here each error stands with its
# passage and the way it was found. First the errors found by computation, one a line (open the
# table below them for the words printed, the reading taken and why).

# %%
errors = compare.errata()
found = errors[errors["found by"] != "catalogue reading"]
found = found[found["found by"] != "catalogue note"]

# %% jupyter={"source_hidden": true} tags=["check"]
assert {"academie", "hoe-speel-je", "engelmann"} <= set(found["source"])

# %%
folded(found, "errors-found", f"The {len(found)} again, with the words printed, the reading and why",
     head=found[["source", "passage", "kind", "found by"]])

# %% [markdown]
# **The Académie's worked example.** Replaying its seven hands on the ledger, three figures
# disagree: A pays "27" for a beast of 18, the sixth hand is called the "third", and the winnings
# go "for A" where B won.

# %%
misprints = errors[errors["kind"] == "misprint in the worked example"]
for pid in dict.fromkeys(misprints["passage"]):
    display(quote(pid))

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(misprints) == 3

# %% [markdown]
# **The modern page.** Its red trumps lack the King (eleven instead of twelve), it draws the
# Mediateur's card from a stock it does not have, its remise and codille payments contradict
# each other, and it stakes a pot "voor de eerste ronde" only, though a remise carries the pot to
# the next hand; the page's words and the readings taken:

# %%
page = errors[errors["source"] == "hoe-speel-je"]
for pid in dict.fromkeys(page["passage"]):
    display(quote(pid))

# %% jupyter={"source_hidden": true} tags=["check"]
assert compare.modern_page_red_trumps().count("K") == 0 and len(compare.modern_page_red_trumps()) == 11

# %% [markdown]
# **The booklet's printed odds.** The booklet prints the odds of ten solo hands. The studies
# played each hand, transcribed as printed and checked against its OCR line, on the same deals
# by double dummy (perfect play with every hand open) and by PIMC (a strong player who samples
# the hidden cards), and stored the results in `notebooks/results/`; `compare.printed_odds` reads
# them back. Where the printed probability lies outside both 95 % intervals, the printed odds are
# wrong for the printed hand: no better play than double dummy exists.

# %%
display(quote("noothoven:quadrille.solo-black-3"))
odds = compare.printed_odds()

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(odds) == 10

# %%
verdicts = odds.set_index("hand")["verdict"].str.split(" ").str[:2].str.join(" ")
wrong = errors[errors["kind"] == "printed odds contradicted"]
styled(odds[["hand", "odds printed", "printed p", "double dummy p", "double dummy low",
           "double dummy high", "PIMC p", "PIMC low", "PIMC high", "verdict"]].round(3),
     "printed-odds")

# %% jupyter={"source_hidden": true} tags=["check"]
assert verdicts[["S3", "S4"]].eq("too high").all() and verdicts[["S5", "S6"]].eq("too low").all()
assert verdicts["S9"] == "between the"
assert [p.rsplit(".", 1)[1] for p in wrong["passage"]] == [
    "solo-black-3", "solo-black-4", "solo-black-5", "solo-red-1", "solo-red-4"]

# %% [markdown]
# S3 and S4 are printed far too high (optimistic), S5 and S6 too low (pessimistic), and S9 lies
# between the two intervals, inside neither: five of the ten figures are wrong for the hands
# printed beside them.
#
# **The booklet's own contradictions.** Its Quadrille tariff lists no vole after spadille-forcée,
# which it plays as "een gewoon vraagspel"; its Ombre deducts "vier fiches" for a failed vole
# where the sentence before deducts "de vole", which after gasco is not paid; and its Domino lets
# five and six players play with six stones each at the least, of twenty-eight.

# %%
display(quote("noothoven:ombre.pay-failed-vole"), quote("noothoven:ombre.vole"),
        quote("noothoven:domino.players-more"), quote("noothoven:domino.six-tiles"))
booklet = errors[errors["passage"].isin(["noothoven:quadrille.pay-vole",
                                         "noothoven:ombre.pay-failed-vole",
                                         "noothoven:domino.players-more"])]

# %% jupyter={"source_hidden": true} tags=["check"]
assert len(booklet) == 3

# %%
styled(booklet, "booklet-contradictions")

# %% [markdown]
# **Engelmann's arithmetic and an omission.** In Connections he says 22 or 24 cards remain
# undealt; 52 less the hands leaves 22 with three players and 20 with four. In Boston his payment
# list skips groß Independence, which the game makes an option.

# %%
display(quote("engelmann:connections.deal"), quote("engelmann:boston.payments"))
eng = errors[(errors["source"] == "engelmann") & errors["kind"].isin(["arithmetic", "omission"])]

# %% jupyter={"source_hidden": true} tags=["check"]
assert sorted(eng["kind"]) == ["arithmetic", "omission"]

# %%
styled(eng, "engelmann-arithmetic")

# %% [markdown]
# **Readings and notes.** Every catalogued passage whose text the OCR or the printer damaged
# carries a reading, and some a note on a contradiction; they are the rest of the errata. First
# how many of each kind each source has, then the readings and notes themselves, folded source by
# source (the original and the reading are the passage's own, as `quote(id)` shows them).

# %%
summary = compare.errata_summary()

# %% jupyter={"source_hidden": true} tags=["check"]
assert summary["count"].sum() == len(errors)

# %%
styled(summary, "errata-summary")

# %%
readings = errors[errors["found by"].isin(["catalogue reading", "catalogue note"])]
for source, part in readings.groupby("source", sort=False):
    kinds = part["found by"].map({"catalogue reading": "reading", "catalogue note": "note"})
    counted = ", ".join(f"{n} {kind}{'s' if n > 1 else ''}"
                        for kind, n in kinds.value_counts(sort=False).items())
    display(folded(part[["passage", "printed", "read as", "why"]], f"readings-{source}",
                 f"{compare.SOURCE_NAMES[source]} ({source}): {counted}"))

# %% jupyter={"source_hidden": true} tags=["check"]
assert readings["passage"].is_unique

# %% [markdown]
# ## 8. Where one source can be read two ways
#
# Not every disagreement is between two sources or an error of one. Some rules a single source
# states unclearly, leaves unsaid ("wie im l'Hombre"), or offers as a choice ("Hundert und Eins,
# oder auch nur Hundert"). Each game then plays one reading by default, and the other is an
# option of the game; the table reads the defaults and the options from the games, and the
# column "what differs" (in the table folded below it) plays or counts a case where the readings
# part.

# %%
display(quote("engelmann:piquet.repic"), quote("noothoven:quadrille.spadille-forcee"))
two_ways = compare.readings()
repic_row = two_ways[two_ways["passages"] == "engelmann:piquet.repic"].iloc[0]

# %% jupyter={"source_hidden": true} tags=["check"]
assert {"Casino", "Piquet", "Boston", "Tresette", "Quadrille"} <= set(two_ways["game"])
assert repic_row["what differs"].endswith("35 by default, 95 on the other reading")

# %%
folded(two_ways, "readings-of-one-source",
     f"The {len(two_ways)} rules with the words printed, what differs and why the default",
     head=two_ways[["game", "passages", "played by default", "other reading (option)"]])

# %% [markdown]
# Where the words decide, the default follows them (Engelmann's law 6 counts the point "für
# jedesmal", the booklet's spadille-forcée is "een gewoon vraagspel", not turning the favourite
# needs an agreement); where the source is silent, the default is the reading nearest its words.
# The other reading, often Hoyle's or Cavendish's, stays one option away, so a study can play
# both.

# %% [markdown]
# ## 9. What the differences do in play
#
# Tables say what the rules are; a simulation shows how much a difference matters. The same
# deals (the same seeds, so the same cards) are played under each rule set by one plain policy,
# a plain player for Ombre (ask with four trumps, discard what is neither trump nor king, take
# tricks cheaply; not advice from a source), and for Quadrille by the collection's
# demonstration player. The size is N = 20,000 deals a rule set, with seed 2026.
#
# Playing 20,000 deals under each of the four rule sets takes the better part of a minute, so
# they were played once, by `python -m gamelib studies compare-plain`, and stored in
# `notebooks/results` (`Store`, one row a deal); the notebook reads them
# back. Deal *i* depends only on the seed and *i*, so a stored deal is the deal a new run plays
# (`tests/test_studies.py` replays stored deals and compares); deals the store does not hold are
# played here.

# %%
from gamelib.analysis import studies

N = compare.FULL_DEALS  # stored deals, read back in a moment
SEED = compare.PLAY_SEED
store = studies.Store(read_only=True)
ombre = compare.ombre_deals(N, seed=SEED, store=store)
ombre_rates = compare.ombre_effects(ombre)

# %% jupyter={"source_hidden": true} tags=["check"]
assert set(ombre_rates["rules"]) == {"noothoven", "academie"}
assert all(len(frame) == N for frame in ombre.values())

# %%
print(f"{N:,} deals each, seed {SEED}: "
      + ", ".join(f"{rules} {frame.attrs['stored']:,} read from the store"
                  for rules, frame in ombre.items()))
styled(ombre_rates, "ombre-rates", {"rate": PERCENT, "low": PERCENT, "high": PERCENT})

# %% [markdown]
# Under the booklet the unnamed splits and remise-royale take a share that the Académie gives to
# codille and remise. A split that wins under one source wins under the other (five tricks, or
# four against three and two), so the win rates differ only through the play: the booklet's
# fourth matador, Ponto, is privileged and forced like the other three.

# %%
fig, ax = plt.subplots(figsize=(7.5, 4.2), layout="constrained")
compare.plot_rates(ombre_rates, f"Ombre: outcomes of the same {N} deals under each source", ax=ax)
plt.show()

# %% [markdown]
# The outcome rule alone: the splits played under the Académie's rules, classified by both
# sources' rules (rows the booklet, columns the Académie). Off the diagonal are the deals whose
# result changes with the source and nothing else.

# %%
cross = compare.ombre_outcome_effect(ombre["academie"])
styled(cross, "ombre-outcome-cross", index=True)

# %% jupyter={"source_hidden": true} tags=["check"]
assert cross.loc["win", "win"] == cross["win"].sum()  # a win is a win in both

# %% [markdown]
# And what the outcome rule alone does to the payouts: the booklet's own asks settled by its
# tariff twice, with its result for the split and with the Académie's. The splits the booklet
# leaves unnamed are paid like a remise (the game's choice); read as the Académie's codille they
# cost the Ombre one fiche more, to the Ally who made it. Net per deal in fiches, from the Ombre's
# side, over both opponents.

# %%
payout = compare.ombre_outcome_payout_effect(ombre["noothoven"])
changed = payout.iloc[:-1]
styled(payout, "ombre-outcome-payout", {"booklet net": MEAN, "Académie-rule net": MEAN})

# %% jupyter={"source_hidden": true} tags=["check"]
assert (changed["Académie-rule net"] <= changed["booklet net"]).all()

# %% [markdown]
# The matador payment alone, on the same hands: the count paid for is the same in both sources,
# the payment is not: the booklet pays count - 2 fiches from each opponent, the Académie 2
# counters a matador from each Ally. The bars give the payment for every count; the table below
# the figure how often each count was held in these deals.

# %%
omat = compare.ombre_matador_effect(ombre["academie"])
fig, ax = plt.subplots(figsize=(7.5, 3.6), layout="constrained")
compare.plot_matador_payments(omat, "booklet fiches from each", "Académie counters from each",
                              "Académie (counters from each Ally)",
                              "Ombre: what the same matadors pay", ax=ax)
plt.show()

# %% jupyter={"source_hidden": true} tags=["check"]
assert (omat["Académie counters from each"] >= omat["booklet fiches from each"]).all()
assert omat["hands"].sum() == ombre["academie"]["matadors"].notna().sum()

# %%
styled(omat, "ombre-matadors", {"share": SHARE})

# %% [markdown]
# The Ombre's mean net per played deal, in each source's own money (the Académie's from a fresh
# pool, so a loss is a beast, a debt carried forward).

# %%
MONEY = {"ombre's mean net": MEAN, "declarer's mean net": MEAN, "low": MEAN, "high": MEAN}
styled(ombre_rates.attrs["money"], "ombre-money", MONEY)

# %% [markdown]
# Quadrille: the same deals under the booklet and the modern page. The outcome rules agree
# (section 4) and the demonstration player always announces the lowest game (an ask, an
# Alliance), so what differs comes from the play: the booklet's fourth matador, and the page's
# rule that the called King must fall to its suit and may not be led by its holder.

# %%
quad = compare.quadrille_deals(N, seed=SEED, store=store)
quad_rates = compare.quadrille_effects(quad)
fig, ax = plt.subplots(figsize=(7.5, 3.6), layout="constrained")
compare.plot_rates(quad_rates, f"Quadrille: outcomes of the same {N} deals under each source",
                   ax=ax)
plt.show()

# %% jupyter={"source_hidden": true} tags=["check"]
assert all(len(frame) == N for frame in quad.values())
assert set(quad_rates["outcome"]) <= {"won", "remise", "codille"}

# %%
styled(quad_rates.attrs["money"], "quadrille-money", MONEY)

# %% [markdown]
# The Quadrille matador payments: the booklet pays the sequence from Spadille less two, the page
# 1 fiche for three matadors and 2 with Ponto. They pay the same for three and four; the booklet
# pays on for every further trump. How often each length is held: N random ten-card hands, trumps
# drawn at random, seed 2026 (a player's own sequence; the booklet counts the partners' together).

# %%
qmat = compare.quadrille_matador_effect(N, seed=SEED)

# %% jupyter={"source_hidden": true} tags=["check"]
assert qmat["hands"].sum() == N

# %%
five = qmat.set_index("sequence from Spadille").loc[5]
fig, ax = plt.subplots(figsize=(7.5, 3.6), layout="constrained")
compare.plot_matador_payments(qmat, "booklet fiches from each", "modern page fiches from each",
                              "modern page (fiches from each)",
                              "Quadrille: what a sequence from Spadille pays", ax=ax)
plt.show()
styled(qmat, "quadrille-matadors", {"share": SHARE})

# %% jupyter={"source_hidden": true} tags=["check"]
assert five["booklet fiches from each"] == 3 and five["modern page fiches from each"] == 2

# %% [markdown]
# ## What is left open
#
# * The simulations measure the rules with one plain policy; better players would move the rates,
#   though the same deals under the same policy keep the comparison fair.
# * The Académie's money and the booklet's are not in one unit (counters in a pool against fiches
#   between players): the notebook compares each source's payments in its own money.
# * Where a source is silent (the booklet's unnamed Ombre splits, the Académie's 1-4-4), the games
#   make a named choice; the rows marked `silent` show where.
