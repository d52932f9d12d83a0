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
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # The editions: each source read through, and the glossary
#
# The notebooks quote a source where a rule is implemented; here each source is read whole, in the
# order of its file, passage by passage: the locator, the original as printed, the reading where
# the print or the OCR damaged it (the words it drops or replaces struck, its own marked), the
# English gloss, the note, and where the collection uses the passage (the notebooks, beside this
# one, and the modules and tests). Passages that are not rule text (title pages, prices) are
# greyed. The site has the same editions as pages (`edition-<source>.html`), with a search box.
#
# `ALL = False` shows the first chapter of each source; set it to `True` for every chapter.

# %%
from IPython.display import HTML, display

from gamelib.core.sources import SOURCES, all_quotes, quote
from gamelib.show.edition import chapters, edition_html, glossary, glossary_html, in_order, word_diff

ALL = False  # True: every chapter of every source

# %% [markdown]
# ## How a reading is marked
#
# A word-level diff of the original against the reading: Engelmann's Fraktur OCR, for example.

# %%
capot = quote("engelmann:piquet.capot")
display(capot)
marked = word_diff(capot.text, capot.reading or capot.text)
display(HTML(f'<div class="edition">{marked}</div>'))
assert capot.reading is None or "<del>" in marked or capot.text.split() == capot.reading.split()

# %% [markdown]
# ## The four sources
#
# Each in the order of its file; the passages of every source are all in its edition.

# %%
for key in SOURCES:
    order = in_order(key)
    assert sorted(q.id for q in order) == sorted(q.id for q in all_quotes(key))
    shown = None if ALL else chapters(key)[0]
    page = edition_html(key, chapter=shown)
    display(HTML(f"<h2>{SOURCES[key].title}</h2>"
                 f"<p>{len(order)} passages; shown: {shown or 'every chapter'}</p>" + page))
    assert page.count('class="passage') == sum(1 for q in order if shown is None or q.chapter == shown)

# %% [markdown]
# ## The glossary
#
# The games' words, each with its forms in the sources, its meaning and the passage that defines
# it (the data is `gamelib/show/glossary.toml`).

# %%
terms = glossary()
for t in terms:
    assert quote(t["passage"]).id == t["passage"]
display(HTML(glossary_html(link=False)))
assert len(terms) >= 20
