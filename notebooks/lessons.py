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
# # Lessons from the sources' worked examples
#
# > Walk through the sources' own worked examples step by step, with the questions a class can
# > answer and the source's answers.
#
# The old books teach by example: the Académie plays seven hands of its pool to show how beasts
# are made, Engelmann tells a deal of Casino round by round and asks his reader who has won a
# race of three, the booklet prints hands "waarop men permissie kan vragen" and the odds of its
# solos. Each of those examples is a lesson here: the example as the source prints it, replayed
# on the game, step by step, with the passage beside each step; at chosen steps a question with
# the source's own answer; and every figure the source prints checked against the game, so that
# where the book errs (a misprint, odds that play contradicts) the lesson says so, with the
# evidence.
#
# Choose a lesson from the list, step with **Back** and **Next**, and answer the questions by
# clicking a choice: you are told whether the answer agrees with the source and, where the
# solver applies, what good play gives each choice. The same lessons print in a terminal for a
# teacher (`python -m gamelib lessons --list`, `python -m gamelib lessons academie-pool`, with
# `--no-answers` for a worksheet), and each has a page of its own in the offline site.

# %%
from gamelib.notebook import *

# %% [markdown]
# ## The lessons
#
# One row a lesson: its game, how many steps and questions it has, how many of the source's
# figures it checks against the game, and how many of those the game contradicts.

# %%
from gamelib.analysis.lessons import all_lessons, lesson

lessons = all_lessons()
pd.DataFrame([{"lesson": x.id, "title": x.title, "game": x.game, "steps": len(x.steps),
               "questions": len(x.questions), "figures checked": len(x.checks),
               "errata": len(x.errata)} for x in lessons]).style.hide(axis="index") \
    .set_uuid("lessons")

# %% [markdown]
# ## A lesson at the table
#
# The Académie's pool and beasts opens the list: eight hands, each with its markers, pool,
# beast in play and wager, who pays whom, and the source's figures beside the ledger's. The
# first question asks how big a beast the first hand makes.

# %%
from gamelib.show.widgets import LessonWidget

widget = LessonWidget("academie-pool")
widget

# %%
told = widget.answer("18")

# %% jupyter={"source_hidden": true} tags=["check"]
assert widget.errors == [] and widget.step.question is not None
assert told.startswith("Right") and widget.errors == []

# %%
widget.answers.clear()
widget.go(0)

# %% [markdown]
# ## Where the sources err
#
# Every figure a lesson checks that the game contradicts, with the source's words and why the
# game's figure is right. The Académie's example has three misprints; the booklet's odds of
# five of its ten solos lie outside the interval of the same hands played out; one line of
# Engelmann's Casino deal was lost by the printer.

# %%
errata = pd.DataFrame([{"lesson": x.id, "step": n, "figure": c.what, "the source prints":
                        str(c.printed), "computed": str(c.computed), "passage": c.passage,
                        "why": c.why} for x in lessons for n, c in x.errata])
errata.style.hide(axis="index").set_uuid("errata")

# %% jupyter={"source_hidden": true} tags=["check"]
assert sorted(errata["lesson"].unique()) == ["academie-pool", "engelmann-casino-example",
                                             "noothoven-solos"]
assert len(errata) == 9

# %% [markdown]
# ## Exercises: is this a good ask?
#
# The booklet lists good asks and "fairly good but weak" ones for Ombre, and good asks for
# Quadrille, with the rule behind them:

# %%
display(quote("noothoven:ombre.ask-rule"), quote("noothoven:quadrille.ask-rule"))

# %% [markdown]
# Each example hand is answered twice. The advice counts its sure tricks as the library's
# advice player does (three make a good ask, two and a half for a practised player). Play
# answers by dealing the other cards at random, letting the hand ask while the others pass, and
# playing every seat by PIMC (the cards by sampling the unseen cards and solving each sample
# exactly; the exchange and the call by the books' advice): the asker's win rate and his mean
# result, each with its 95 % interval. An Ombre holding names three to six cards; the rest of
# its nine are drawn from the plain suits' cards below the jack (what the booklet discards). The
# Ombre hands are played under the booklet's tariff (fiches) and under the Académie's rules
# (counters), whose only bidding advice is the forced Sans Prendre of a borderline hand:

# %%
quote("academie:bid.examples")

# %% [markdown]
# **Size.** Below, a few hands at a small size (seconds); set `HANDS = None` for every hand and
# `DEALS` up to the full run's 200 (about an hour on two cores). The full run is played once
# from a terminal, `python -m gamelib lessons --exercises --deals 200 --store`, and kept deal by
# deal in `notebooks/results/`; the table after this one reads it back.

# %%
from gamelib.analysis.lessons import exercises as ex

HANDS = ["ombre B3", "ombre W7", "ombre W7 (Académie)", "quadrille V3"]
DEALS = ex.QUICK_DEALS
deals = ex.exercise_deals(DEALS, keys=HANDS, progress=None)
table = ex.exercise_table(deals)
table.drop(columns=["booklet's words", "passage"]).style.hide(axis="index").format(
    {"sure tricks": "{:.1f}", "win rate": "{:.0%}", "win low": "{:.0%}", "win high": "{:.0%}",
     "mean result": "{:+.2f}", "result low": "{:+.2f}", "result high": "{:+.2f}"}) \
    .set_uuid("exercises")

# %% jupyter={"source_hidden": true} tags=["check"]
assert list(table["hand"]) == HANDS and (table["deals"] == DEALS).all()
assert ((table["win low"] <= table["win rate"]) & (table["win rate"] <= table["win high"])).all()

# %% [markdown]
# ### The full run
#
# Every hand at 200 deals, as stored. Where play decides (the interval of the mean result lies
# on one side of zero), it is set beside the booklet's word and the advice's count.

# %%
if ex.STORE.exists():
    stored = pd.read_csv(ex.STORE)
    full = ex.exercise_table(stored.astype({"won": bool}))
    display(full.drop(columns=["booklet's words", "passage"]).style.hide(axis="index").format(
        {"sure tricks": "{:.1f}", "win rate": "{:.0%}", "win low": "{:.0%}", "win high": "{:.0%}",
         "mean result": "{:+.2f}", "result low": "{:+.2f}", "result high": "{:+.2f}"})
        .set_uuid("exercises-full"))
    display(pd.Series(ex.agreement(full)).to_frame("hands"))
else:
    print("The full run has not been stored yet: python -m gamelib lessons --exercises "
          "--deals 200 --store")
