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
# # Problems: find the one card
#
# > Set the class a position from a real deal where exactly one card is right, let them pick
# > it, and show why the others fail.
#
# Eighteenth-century books taught play by *cases*: a position set on the table, every hand
# shown, where one card is right. Here the cases come from real deals. Each deal was dealt from
# a seed and played by the source's advice (by a strong player, PIMC, for Boston and Tresette,
# where the collection has no player that follows the book's advice in the card play); the
# exact solver then looked at every position with three to six tricks left and kept those where
# **exactly one card gets the best result** for the side to play: the best outcome where the
# game pays by outcome (Ombre's win, remise, codille; Quadrille's won, remise, codille; Boston's
# game made or lost), the most points where every point is paid (Piquet's points, Tresette's
# card points). Cards next to each other in a suit with the same result count as one card.
#
# Every problem is proven: the solver searched every card of every hand to the end of the deal.
# A wrong card is answered with what it leads to when both sides then play their best; the
# answer comes with its line and with the *tempting* card, the one the deal's own player chose
# when he went wrong, else the nearest miss.

# %%
from gamelib.notebook import *

# %% [markdown]
# ## A problem at the table
#
# Choose the set and the rating, read the position, click the card you would play. The green
# frame marks the cards the rules allow: the player must follow suit, as every source says.

# %%
display(quote("academie:play.follow-suit"))

# %%
from gamelib.show.widgets import ProblemWidget

widget = ProblemWidget("ombre-academie")
widget

# %% [markdown]
# A wrong card is not the end: the widget says what it leads to and how much it costs, in the
# game's own terms, and one may try again. For Ombre the result that counts is the Ombre's
# win, remise or codille, as the Académie defines them:

# %%
display(quote("academie:outcome.codille"))

# %% [markdown]
# ## The sets
#
# Seven sets, one per game and rule set, each of 36 problems. The rating reads three things:
# how many tricks are left (how deep the line runs), how many different cards the player may
# play, and whether the deal's own player (the book's advice, or PIMC) went wrong there. The
# score is `(tricks left - 3) + min(choices - 2, 3) + 2 if the deal's player went wrong`:
# below 2 easy, 2 or 3 medium, 4 and more hard.

# %%
from gamelib.analysis.problems import SETS, load

sets = {key: load(key) for key in SETS}
styled(pd.DataFrame([{"set": SETS[key].title, "problems": len(found),
                      **{r: sum(p.rating == r for p in found) for r in ("easy", "medium", "hard")}}
                     for key, found in sets.items()]), "problem-sets")

# %% jupyter={"source_hidden": true} tags=["check"]
assert all(len(found) >= 30 for found in sets.values())
assert all({p.rating for p in found} == {"easy", "medium", "hard"} for found in sets.values())

# %% [markdown]
# ## A problem for the blackboard
#
# The same problems read as text, as `python -m gamelib problems piquet --count 1` prints
# them: the position first, the answer after.

# %%
from gamelib.analysis.problems_words import answer_text, problem_text, view

first = view(sets["piquet"][0])
print(problem_text(first, 1))

# %%
print(answer_text(first, 1))

# %% [markdown]
# Every answer is the solver's: the stored sets are solved again by the test suite, which
# finds each answer unique and replays each line through the game's own rules.

# %% jupyter={"source_hidden": true} tags=["check"]
assert first.plays[0].right and not any(p.right for p in first.plays[1:])

# %% [markdown]
# A printable sheet of every set, the positions on the first page and the answers on the
# second, is in the offline site (`make site`, then `site/problems-<set>.html`).
