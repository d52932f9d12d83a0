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
# # Start here: historical card games, played as their sources wrote them
#
# > Where to begin: what each notebook of the collection is for, in a sentence, with a link to
# > open it.
#
# Ombre, Quadrille, Domino and the eight games of Theodor Engelmann's *Unterricht* (Berlin
# 1798), each played exactly as its source states it. Every notebook reads like an edition of
# its source: the passage in the original language, a reading where the print is damaged, an
# English gloss, then the rule at work in a dealt hand, a table or a picture.
#
# **For a first lesson**, open *Play and explore* (the last notebook below): deal a hand, see the
# matadors light up, and play a deal at the table. Each game's own notebook then follows its
# source chapter by chapter; *Where the sources agree, disagree and err* sets the rule books
# side by side.
#
# **To play**, run a notebook: **Run**, then **Run All Cells**. Before it runs, a notebook shows
# what it showed when it was last run, so it can be read first; the tables and games at the
# table answer only once it runs.

# %%
from gamelib.show.contents import contents

contents()

# %% [markdown]
# ## The four documents
#
# Each notebook quotes its source like this: the passage as printed (here each document's
# title), a reading where the print or the scan damaged it, and an English gloss.

# %%
from gamelib import quote

for title in ("noothoven:front.title", "academie:front.title", "hoe-speel-je:title",
              "engelmann:front.title"):
    display(quote(title))

# %% jupyter={"source_hidden": true} tags=["check"]
from gamelib.show.contents import entries

listed = entries()
assert len(listed) >= 19
assert all(e.purpose for e in listed), [e.stem for e in listed if not e.purpose]
