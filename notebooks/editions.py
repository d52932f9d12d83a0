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
# # The editions: each source read through, and the glossary
#
# > Read a source through, chapter by chapter: the original as printed, a reading where the
# > print or the OCR damaged it, and an English gloss, side by side.
#
# The other notebooks quote a source where a rule is at work; here each source is read whole, in
# the order of its text, passage by passage: where it stands, the original as printed, the
# reading where the print or the OCR damaged it (the words it drops or replaces struck, its own
# marked), the English gloss, a note, and the notebooks that use the passage. Passages that are
# not rule text (title pages, prices) are greyed. The offline site has the same editions, one page
# a source, with a search box.

# %%
from gamelib.notebook import *

# %% [markdown]
# Choose a source and a chapter; the edition opens on the first chapter of rules of the Dutch
# booklet, its Ombre.

# %%
from gamelib.show.edition import ChapterPicker

picker = ChapterPicker()
picker

# %% jupyter={"source_hidden": true} tags=["check"]
from gamelib.core.sources import SOURCES, all_quotes
from gamelib.show.edition import chapters, edition_html, in_order

assert picker.chapter_list.value == "Ombre" and not picker.errors
for key in SOURCES:
    order = in_order(key)
    assert sorted(q.id for q in order) == sorted(q.id for q in all_quotes(key))
    every = edition_html(key)
    assert every.count('class="passage') == len(order)
    assert chapters(key)

# %% [markdown]
# ## How a reading is marked
#
# Where the OCR damaged a passage, the reading is set against the original word by word: the
# original's words it drops or replaces struck through, its own words marked. Engelmann's Fraktur,
# for example:

# %%
from gamelib.show.edition import word_diff

capot = quote("engelmann:piquet.capot")
display(capot)
marked = word_diff(capot.text, capot.reading or capot.text)
HTML(f'<div class="edition">{marked}</div>')

# %% jupyter={"source_hidden": true} tags=["check"]
assert capot.reading is None or "<del>" in marked or capot.text.split() == capot.reading.split()

# %% [markdown]
# ## The glossary
#
# The games' words, each with its meaning, the spellings the sources print and, apart, what the
# OCR made of it where the print is damaged, and the passage that defines it.

# %%
from gamelib.show.edition import glossary, glossary_html

terms = glossary()
HTML(glossary_html(link=False))

# %% jupyter={"source_hidden": true} tags=["check"]
for t in terms:
    assert quote(t["passage"]).id == t["passage"]
assert len(terms) >= 20
