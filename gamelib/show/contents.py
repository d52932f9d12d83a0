"""The collection's notebooks as a reader finds them: what each is for, grouped by source.

    from gamelib.show.contents import contents
    contents()                    # in a notebook: the list, each title a link to its notebook

Nothing is listed by hand: every notebook in ``notebooks/`` is, by what it says of itself. Its
first markdown cell opens with its title (``# ...``) and, in the paragraph right after it, a
quoted sentence (``> ...``) saying what it is for, in words a teacher can use in class. A
notebook whose name begins with a source's key (``engelmann-1798-piquet``) is listed under that
source, in the order of the source's own chapters; the others under "Across the collection".
The index notebook and the site's index page both show this list.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from html import escape
from pathlib import Path

from gamelib.core.sources import PASSAGE_ID, SOURCES, locate, quote

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
INDEX = "index"
ACROSS = "Across the collection"


@dataclass(frozen=True)
class Entry:
    """One notebook: its file's stem, title, what it is for, the source it follows (or None)
    and where its chapter stands in that source."""

    stem: str
    title: str
    purpose: str
    source: str | None
    place: int


def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8")).get("cells", [])


def _text(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def _plain(markdown: str) -> str:
    """Markdown marks taken off (emphasis, code, links' addresses)."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown)
    return re.sub(r"(\*\*|\*|__|`)", "", text).strip()


def describe(path: Path) -> Entry:
    """What a notebook says of itself (see the module's docstring); a notebook that says
    nothing is listed by its file name, its purpose empty."""
    cells = _cells(path)
    first = next((_text(c) for c in cells if c.get("cell_type") == "markdown"), "")
    title = re.search(r"^#\s+(.+)$", first, re.MULTILINE)
    lead = re.findall(r"^>\s?(.*)$", first, re.MULTILINE)
    source = next((k for k in sorted(SOURCES, key=len, reverse=True)
                   if path.stem.startswith(k)), None)
    place = 0
    if source:
        code = " ".join(_text(c) for c in cells if c.get("cell_type") == "code")
        cited = [quote(pid) for pid in PASSAGE_ID.findall(code)
                 if pid.startswith(source + ":")]
        ruled = [locate(q)[0] for q in cited if not q.excluded]
        place = min(ruled, default=0)
    return Entry(path.stem, _plain(title.group(1)) if title else path.stem,
                 _plain(" ".join(lead)), source, place)


def entries(notebooks: Path = NOTEBOOKS) -> list[Entry]:
    """Every notebook but the index, by source in the catalogue's order of sources and by the
    place of its chapter, then the others by name."""
    found = [describe(p) for p in sorted(notebooks.glob("*.ipynb")) if p.stem != INDEX]
    order = list(SOURCES)
    return sorted(found, key=lambda e: (e.source is None,
                                        order.index(e.source) if e.source else 0,
                                        e.place, e.stem))


def groups(notebooks: Path = NOTEBOOKS) -> dict[str, list[Entry]]:
    """The entries under their headings: each source's title, then "Across the collection"."""
    grouped: dict[str, list[Entry]] = {}
    for entry in entries(notebooks):
        heading = SOURCES[entry.source].title if entry.source else ACROSS
        grouped.setdefault(heading, []).append(entry)
    return grouped


def contents_html(link: str = "{stem}.ipynb", notebooks: Path = NOTEBOOKS) -> str:
    """The list as HTML: a heading per group, each notebook's title linked (``link`` makes the
    address from its stem) and what it is for."""
    parts = []
    for heading, items in groups(notebooks).items():
        rows = "".join(
            f'<li><a href="{escape(link.format(stem=e.stem))}"><b>{escape(e.title)}</b></a>'
            f"{' &mdash; ' + escape(e.purpose) if e.purpose else ''}</li>" for e in items)
        parts.append(f"<h3>{escape(heading)}</h3><ul>{rows}</ul>")
    return f'<div class="gamelib-contents">{"".join(parts)}</div>'


class Contents:
    """The list, shown in a notebook as HTML whose links open the notebooks."""

    def __init__(self, notebooks: Path = NOTEBOOKS) -> None:
        self.notebooks = notebooks

    def _repr_html_(self) -> str:
        return contents_html(notebooks=self.notebooks)

    def _repr_pretty_(self, printer, cycle) -> None:
        printer.text("\n".join(f"{e.title}: {e.purpose}" for e in entries(self.notebooks)))


def contents(notebooks: Path = NOTEBOOKS) -> Contents:
    """Every notebook of the collection, what it is for, linked (see the module's docstring)."""
    return Contents(notebooks)
