"""Coverage of the sources by source AND chapter, and which passages the notebooks quote.

    python -m gamelib coverage              coverage per source and chapter, and the share quoted
    python -m gamelib coverage --missing    also every passage no notebook quotes, by notebook

:func:`coverage_by_chapter` refines :func:`gamelib.core.sources.coverage` (per source) to chapters.
A chapter's text is the stretch of its source from the start of its first catalogued passage to
the end of its last (its passages are catalogued in the source's order); its coverage is the
share of the non-space characters there that rule passages cover, excluded passages (headings,
page numbers, prices, library boilerplate, garbage) left out of both counts, as in
:func:`gamelib.core.sources.coverage`. Text that lies in no chapter's stretch is reported on a row of
its own, ``(between chapters)``, so that nothing of a source goes uncounted.

:func:`quoted_ids` reads the notebooks' text files (``notebooks/*.py``) for ``quote("id")``;
:func:`missing_quotes` lists every catalogued passage that no notebook quotes, under the notebook
expected to quote it (:func:`expected_notebook`: the notebook of the passage's catalogue file).
"""

from __future__ import annotations

import argparse
import re
import tomllib
from functools import cache
from pathlib import Path

from gamelib.core.errors import UnknownName
from gamelib.core.sources import CATALOGUE_DIR, SOURCES, all_quotes, locate, marked

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
BETWEEN = "(between chapters)"
QUOTE_CALL = re.compile(r"""\bquote\(\s*(?P<q>["'])(?P<id>[^"']+)(?P=q)\s*\)""")


# ---- coverage per chapter ----------------------------------------------------------------------

def _chapter_spans(key: str) -> dict[str, tuple[int, int]]:
    spans: dict[str, tuple[int, int]] = {}
    for q in all_quotes(key):
        start, end = locate(q)
        if q.chapter in spans:
            a, b = spans[q.chapter]
            spans[q.chapter] = (min(a, start), max(b, end))
        else:
            spans[q.chapter] = (start, end)
    return spans


def coverage_by_chapter(source: str | None = None):
    """One row per source and chapter (in the order of the source): passages, excluded
    passages, the chapter's rule characters, those covered, and ``coverage`` (their share);
    plus, per source, a ``(between chapters)`` row for text in no chapter's stretch when there
    is any. A pandas DataFrame."""
    import pandas as pd

    keys = [source] if source is not None else list(SOURCES)
    rows = []
    for key in keys:
        if key not in SOURCES:
            raise UnknownName(f"unknown source {key!r}; known sources: {', '.join(SOURCES)}")
        quotes = all_quotes(key)
        text, rule, excluded = marked(quotes, key)
        spans = _chapter_spans(key)
        in_chapter = bytearray(len(text))
        for chapter, (start, end) in sorted(spans.items(), key=lambda kv: kv[1]):
            in_chapter[start:end] = b"\x01" * (end - start)
            counted = [i for i in range(start, end) if not text[i].isspace() and not excluded[i]]
            covered = sum(1 for i in counted if rule[i])
            mine = [q for q in quotes if q.chapter == chapter]
            rows.append({"source": key, "chapter": chapter,
                         "passages": sum(not q.excluded for q in mine),
                         "excluded": sum(q.excluded for q in mine),
                         "characters": len(counted), "covered": covered,
                         "coverage": covered / len(counted) if counted else 1.0})
        outside = [i for i, ch in enumerate(text)
                   if not in_chapter[i] and not ch.isspace() and not excluded[i]]
        if outside:
            covered = sum(1 for i in outside if rule[i])
            rows.append({"source": key, "chapter": BETWEEN, "passages": 0, "excluded": 0,
                         "characters": len(outside), "covered": covered,
                         "coverage": covered / len(outside)})
    return pd.DataFrame(rows, columns=["source", "chapter", "passages", "excluded", "characters",
                                       "covered", "coverage"])


# ---- quoted in the notebooks ----------------------------------------------------------------

def quoted_ids(notebooks: Path = NOTEBOOKS) -> dict[str, set[str]]:
    """For each notebook (by stem), the passage ids it quotes as ``quote("id")`` in its
    jupytext text file."""
    return {p.stem: set(m.group("id") for m in QUOTE_CALL.finditer(p.read_text(encoding="utf-8")))
            for p in sorted(notebooks.glob("*.py"))}


@cache
def catalogue_files() -> dict[str, str]:
    """Each passage id and the stem of the catalogue file that holds it (``academie.pool``)."""
    out = {}
    for path in sorted(CATALOGUE_DIR.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for name in data.get("passages", {}):
            out[f"{data['source']}:{name}"] = path.stem
    return out


#: The notebook of each catalogue file whose name does not follow ``<source>-<chapter>``.
NOTEBOOK_OF_FILE = {"academie.game": "academie-ombre", "academie.pool": "academie-ombre-pool",
                    "hoe-speel-je.quadrille": "hoe-speel-je-quadrille"}


def expected_notebook(passage_id: str, notebooks: Path = NOTEBOOKS) -> str:
    """The notebook that should quote a passage: the one of its catalogue file
    (``engelmann.casino`` -> ``engelmann-1798-casino``, ``noothoven.ombre`` -> ``noothoven-ombre``);
    front and back matter may be quoted by any notebook of the source (``<source>: any``)."""
    stem = catalogue_files()[passage_id]
    if stem in NOTEBOOK_OF_FILE:
        return NOTEBOOK_OF_FILE[stem]
    source, chapter = stem.split(".", 1)
    if chapter in ("front", "back"):
        return f"{source}: any"
    for candidate in (f"{source}-{chapter}", f"{source}-1798-{chapter}"):
        if (notebooks / f"{candidate}.py").exists():
            return candidate
    return f"{source}-{chapter}"


def missing_quotes(include_excluded: bool = True,
                   notebooks: Path = NOTEBOOKS) -> dict[str, list[str]]:
    """Every catalogued passage that no notebook quotes, grouped by the notebook expected to
    quote it; excluded passages (headings, page numbers) too unless ``include_excluded`` is
    False. Empty when every passage is quoted."""
    quoted = set().union(*quoted_ids(notebooks).values()) if quoted_ids(notebooks) else set()
    missing: dict[str, list[str]] = {}
    for q in all_quotes():
        if q.id in quoted or (q.excluded and not include_excluded):
            continue
        missing.setdefault(expected_notebook(q.id, notebooks), []).append(q.id)
    return missing


def quoted_by_chapter(notebooks: Path = NOTEBOOKS):
    """Per source and chapter: passages, how many some notebook quotes, and the share."""
    import pandas as pd

    quoted = set().union(*quoted_ids(notebooks).values())
    rows = {}
    for q in all_quotes():
        row = rows.setdefault((q.source, q.chapter), {"source": q.source, "chapter": q.chapter,
                                                      "catalogued": 0, "quoted": 0})
        row["catalogued"] += 1
        row["quoted"] += q.id in quoted
    frame = pd.DataFrame(list(rows.values()))
    frame["quoted share"] = frame["quoted"] / frame["catalogued"]
    return frame


# ---- the command ----------------------------------------------------------------------------

def cmd_coverage(argv: list[str]) -> int:
    """Print the coverage of each source per chapter, and the share of passages the notebooks
    quote; with --missing, the passages no notebook quotes, by notebook."""
    parser = argparse.ArgumentParser(prog="python -m gamelib coverage",
                                     description=cmd_coverage.__doc__)
    parser.add_argument("--source", choices=list(SOURCES), help="one source only")
    parser.add_argument("--missing", action="store_true",
                        help="list the passages that no notebook quotes")
    args = parser.parse_args(argv)
    table = coverage_by_chapter(args.source)
    quoted = quoted_by_chapter().set_index(["source", "chapter"])
    print(f"{'source':<14}{'chapter':<40}{'passages':>9}{'excluded':>9}{'coverage':>10}"
          f"{'quoted':>9}")
    for row in table.itertuples():
        key = (row.source, row.chapter)
        share = f"{quoted.loc[key, 'quoted share']:.0%}" if key in quoted.index else "-"
        print(f"{row.source:<14}{row.chapter[:39]:<40}{row.passages:>9}{row.excluded:>9}"
              f"{row.coverage:>10.1%}{share:>9}")
    if args.missing:
        missing = missing_quotes()
        if args.source:
            missing = {nb: [i for i in ids if i.startswith(args.source + ":")]
                       for nb, ids in missing.items()}
        for notebook, ids in sorted(missing.items()):
            if ids:
                print(f"\n{notebook}: {len(ids)} passages not quoted")
                for pid in ids:
                    print(f"  {pid}")
    return 0
