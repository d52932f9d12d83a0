"""The source documents and the catalogue of the passages that code and notebooks quote.

Every rule in ``gamelib`` names a passage id such as ``"engelmann:kleeblatt.values"``. ``quote(id)``
returns the passage as a :class:`Quote`: the verbatim text as it stands in the source file (OCR
damage included), a cleaned reading where the OCR damaged it, and an English gloss. The
catalogue lives in ``sources/catalogue/*.toml``, one or more files per source; a test proves that
every passage occurs verbatim (whitespace normalised) in its file at its lines.
"""

from __future__ import annotations

import base64
import difflib
import re
import tomllib
from dataclasses import dataclass, field
from functools import cache
from html import escape
from pathlib import Path

from gamelib.core.errors import UnknownName
from gamelib.core.names import source_name

SOURCES_DIR = Path(__file__).resolve().parents[2] / "sources"
CATALOGUE_DIR = SOURCES_DIR / "catalogue"

#: The sources' characters that common fonts lack (Debian's DejaVu among them): the double
#: oblique hyphen at a line end (U+2E17), the r rotunda of ``ꝛc.`` (U+A75B), the pfennig sign
#: (U+20B0) and two small letters set above (U+0364, U+1DD1). A quote that prints one carries
#: a 1.7 KB cut of the vendored Junicode with only these glyphs (vendor/README.md: how it is cut).
MARKS = "\u0364\u1dd1\u20b0\u2e17\ua75b"
MARKS_FONT = Path(__file__).resolve().with_name("junicode-marks.woff")
MARKS_FAMILY = "gamelib marks"


@cache
def marks_style() -> str:
    """A ``<style>`` declaring the font of :data:`MARKS`, embedded (no file or network to load),
    for these characters only: the text around them keeps its own font."""
    data = base64.b64encode(MARKS_FONT.read_bytes()).decode("ascii")
    ranges = ",".join(f"U+{ord(c):04X}" for c in MARKS)
    return (f"<style>@font-face{{font-family:'{MARKS_FAMILY}';src:url(data:font/woff;base64,"
            f"{data}) format('woff');unicode-range:{ranges}}}</style>")


def needs_marks(*texts: str | None) -> bool:
    """Whether any of the texts prints a character of :data:`MARKS`."""
    return any(c in MARKS for text in texts if text for c in text)


@dataclass(frozen=True)
class Source:
    """One source document: its short key, file, title and language."""

    key: str
    file: str
    title: str
    language: str

    @property
    def path(self) -> Path:
        return SOURCES_DIR / self.file

    def text(self) -> str:
        return _read(self.path)

    def lines(self) -> list[str]:
        return self.text().split("\n")


SOURCES = {
    source.key: source
    for source in (
        Source("noothoven", "noothoven-ombre-quadrille-domino.nl.txt",
               "De regelen van het Ombre-, Quadrille- en Dominospel (Leyden, D. Noothoven van Goor, "
               "7th printing)", "nl"),
        Source("academie", "academie-jeux-oublies-ombre.en.txt",
               "The Game of Ombre (Académie des jeux oubliés, English translation)", "en"),
        Source("engelmann", "engelmann-1798.de.txt",
               "Theodor Engelmann, Unterricht im Piquet-, Tresett-, Boston-, Kasino-, Konnectionen-, "
               "Piquesept-, Goodhope- und Kleeblattspiel (Berlin 1798)", "de"),
        Source("hoe-speel-je", "hoe-speel-je-quadrille.nl.txt",
               "Hoe speel je Quadrille (modern Dutch rules page)", "nl"),
    )
}

# A passage id in code or prose: a source key, a colon, a dotted name.
PASSAGE_ID = re.compile(r"\b(?:" + "|".join(map(re.escape, SOURCES)) + r"):[a-z0-9][a-z0-9_.\-]*[a-z0-9]")


@cache
def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def normalise(text: str) -> str:
    """Whitespace folded to single spaces, ends stripped: the form in which passages are matched."""
    return " ".join(text.split())


@dataclass(frozen=True)
class Quote:
    """A passage of a source: verbatim text, optional reading, English gloss, where it stands."""

    id: str
    source: str
    language: str
    lines: tuple[int, int]
    text: str
    gloss: str
    reading: str | None = None
    chapter: str = ""
    excluded: bool = False
    note: str = ""
    extra: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def document(self) -> Source:
        return SOURCES[self.source]

    def span(self) -> tuple[int, int]:
        """Start and end offsets of the passage in the source file (a test proves it is found)."""
        return locate(self)

    def __str__(self) -> str:
        lines = [f"{self.id} ({self.where()})", f"original: {self.text}"]
        lines.append(f"reading:  {self.reading}" if self.reading else "reading:  as printed")
        lines.append(f"gloss:    {self.gloss}")
        if self.note:
            lines.append(f"note:     {self.note}")
        return "\n".join(lines)

    def citation(self) -> str:
        """The passage cited as a reader cites it: the document by its reader's name, the
        chapter, the printed page where the source shows one ("Engelmann 1798, Goodhope,
        p. 212")."""
        page = self.page()
        parts = [source_name(self.source), self.chapter, f"p. {page}" if page is not None else ""]
        return ", ".join(part for part in parts if part)

    def reader_text(self) -> str:
        """The passage as plain text for a reader: the original in quotation marks, the reading
        where the OCR damaged it, the English gloss, the note, and the citation."""
        lines = [f"\u201c{self.text}\u201d"]
        if self.reading:
            lines.append(f"Reading: {self.reading}")
        lines.append(f"English: {self.gloss}")
        if self.note:
            lines.append(f"Note: {self.note}")
        lines.append(f"\u2014 {self.citation()}")
        return "\n".join(lines)

    def _repr_pretty_(self, printer, cycle) -> None:
        """What a notebook shows as plain text (beside its HTML): :meth:`reader_text`."""
        printer.text(self.reader_text())

    def _lines(self) -> str:
        first, last = self.lines
        return str(first) if first == last else f"{first}–{last}"

    def page(self) -> int | None:
        """The printed page the passage stands on: the last page mark before it in its source
        (see :func:`page_marks`), or None where the source shows no page before it."""
        start, _ = locate(self)
        page = None
        for at, number in page_marks(self.source):
            if at > start:
                break
            page = number
        return page

    def where(self) -> str:
        """Where the passage stands: the printed page where the source shows one, the line or
        lines of its file, and always the character range (Engelmann's whole book is one line
        of its file)."""
        start, end = locate(self)
        lines = f"line {self._lines()}" if self.lines[0] == self.lines[1] else \
            f"lines {self._lines()}"
        page = self.page()
        printed = f"p. {page}, " if page is not None else ""
        return f"{printed}{self.document.file}, {lines}, characters {start + 1:,}–{end:,}"

    def _repr_html_(self) -> str:
        note = f'<div class="note">{escape(self.note)}</div>' if self.note else ""
        # Three columns side by side on a wide screen, stacked on a narrow one, each read as
        # prose: left-aligned and starting at the top, whatever a notebook's table style says.
        column = ('style="flex:1 1 16em;min-width:0;text-align:left;vertical-align:top;'
                  f'margin:0;padding:0.2em 0.6em 0.2em 0;font-family:\'{MARKS_FAMILY}\','
                  '\'Junicode Two Beta\',\'Junicode\',\'DejaVu Serif\',serif"')
        marks = marks_style() if needs_marks(self.text, self.reading, self.gloss) else ""
        head = 'style="font-size:80%;color:#555;text-transform:uppercase;letter-spacing:0.05em"'
        reading_text = escape(self.reading) if self.reading else "<em>as printed</em>"
        return (
            f'{marks}<div class="quote" data-passage="{escape(self.id)}" style="margin:0.4em 0">'
            f'<div style="font-size:85%;color:#555"><code>{escape(self.id)}</code> · '
            f"{escape(self.where())}</div>"
            '<div style="display:flex;flex-wrap:wrap;align-items:flex-start">'
            f'<div class="original" lang="{self.language}" {column}><div {head}>original</div>'
            f"{escape(self.text)}</div>"
            f'<div class="reading" lang="{self.language}" {column}><div {head}>reading</div>'
            f"{reading_text}</div>"
            f'<div class="gloss" lang="en" {column}><div {head}>English gloss</div>'
            f"{escape(self.gloss)}</div></div>{note}</div>"
        )


@cache
def _catalogue() -> dict[str, Quote]:
    quotes: dict[str, Quote] = {}
    for path in sorted(CATALOGUE_DIR.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        key = data.get("source")
        if key not in SOURCES:
            raise ValueError(f"{path.name}: 'source' must be one of {', '.join(SOURCES)}, not {key!r}")
        for name, entry in data.get("passages", {}).items():
            pid = f"{key}:{name}"
            if pid in quotes:
                raise ValueError(f"{path.name}: passage {pid} is catalogued twice")
            lines = entry["lines"]
            known = {"lines", "text", "gloss", "reading", "chapter", "excluded", "note"}
            quotes[pid] = Quote(
                id=pid,
                source=key,
                language=entry.get("language", SOURCES[key].language),
                lines=(int(lines[0]), int(lines[-1])),
                text=entry["text"].strip(),
                gloss=entry.get("gloss", "").strip(),
                reading=(entry.get("reading") or "").strip() or None,
                chapter=entry.get("chapter", data.get("chapter", "")),
                excluded=bool(entry.get("excluded", False)),
                note=entry.get("note", "").strip(),
                extra={k: v for k, v in entry.items() if k not in known},
            )
    return quotes


def quote(passage_id: str) -> Quote:
    """The passage with this id; an unknown id raises ``KeyError`` naming the closest ids."""
    catalogue = _catalogue()
    if not isinstance(passage_id, str):
        raise UnknownName(f"a passage is named by its id, a string such as "
                          f"'engelmann:kleeblatt.values', not {passage_id!r}")
    try:
        return catalogue[passage_id]
    except KeyError:
        close = difflib.get_close_matches(passage_id, catalogue, n=5, cutoff=0.5)
        hint = f"; the closest are {', '.join(close)}" if close else ""
        raise UnknownName(f"no passage {passage_id!r} in the catalogue{hint}") from None


def all_quotes(source: str | None = None) -> list[Quote]:
    """Every catalogued passage, of one source or of all."""
    if source is not None and source not in SOURCES:
        raise UnknownName(f"unknown source {source!r}; known sources: {', '.join(SOURCES)}")
    return [q for q in _catalogue().values() if source is None or q.source == source]


def passages(source: str | None = None):
    """The catalogue as a pandas DataFrame, one row a passage."""
    import pandas as pd

    rows = [
        {"id": q.id, "source": q.source, "chapter": q.chapter, "lines": q._lines(),
         "text": q.text, "reading": q.reading or "", "gloss": q.gloss, "excluded": q.excluded}
        for q in all_quotes(source)
    ]
    return pd.DataFrame(rows, columns=["id", "source", "chapter", "lines", "text", "reading",
                                       "gloss", "excluded"])


@cache
def _folded_lines(key: str, first: int, last: int) -> tuple[int, str, tuple[int, ...]]:
    """Lines ``first``..``last`` of a source with whitespace folded, where they start in the file,
    and the file offset of each kept character."""
    lines = SOURCES[key].text().split("\n")
    if not 1 <= first <= last <= len(lines):
        raise ValueError(f"lines {first}-{last} are outside {SOURCES[key].file} ({len(lines)} lines)")
    start = sum(len(line) + 1 for line in lines[: first - 1])
    segment = "\n".join(lines[first - 1 : last])
    out: list[str] = []
    offsets: list[int] = []
    pending_space = False
    for i, ch in enumerate(segment):
        if ch.isspace():
            pending_space = bool(out)
            continue
        if pending_space:
            out.append(" ")
            offsets.append(i - 1)
            pending_space = False
        out.append(ch)
        offsets.append(i)
    return start, "".join(out), tuple(offsets)


def locate(q: Quote) -> tuple[int, int]:
    """Where a passage stands in its file, as character offsets.

    The passage must occur (whitespace normalised) inside its stated lines; otherwise
    ``ValueError`` says so."""
    try:
        start, folded, offsets = _folded_lines(q.source, *q.lines)
    except ValueError as error:
        raise ValueError(f"{q.id}: {error}") from None
    needle = normalise(q.text)
    at = folded.find(needle) if needle else -1
    if at < 0:
        raise ValueError(f"{q.id}: the text is not found verbatim in {q.document.file} "
                         f"lines {q.lines[0]}-{q.lines[1]}")
    return start + offsets[at], start + offsets[at + len(needle) - 1] + 1


# A page mark is catalogued either as a passage of its own (an id ending ``page-N``) or inside a
# passage whose gloss or note names it ("the page number 45", "(8 is a page number)").
_PAGE_ID = re.compile(r"\.page-(\d+)$")
_PAGE_NAMED = re.compile(r"\bpage number (\d+)|\b(\d+) is (?:a|the) page number", re.IGNORECASE)


@cache
def page_marks(key: str) -> tuple[tuple[int, int], ...]:
    """The printed page numbers a source shows, as (character offset, page), in file order.

    A passage whose gloss or note names a page number N marks page N where the digits of N stand
    in its text (the OCR may space them: '4 5'), or where the passage starts if they cannot be
    found; a passage ``...page-N`` whose gloss names no number marks page N where it starts (the
    gloss wins: an id is never renamed, even when it proved to name the wrong page). A number
    marked twice counts where it first stands, and a mark that would make the pages run
    backwards (or a page 0) is OCR noise and is dropped."""
    text = SOURCES[key].text()
    found: dict[int, int] = {}
    for q in all_quotes(key):
        start, end = locate(q)
        named = [int(m.group(1) or m.group(2)) for m in _PAGE_NAMED.finditer(f"{q.gloss} {q.note}")]
        by_id = _PAGE_ID.search(q.id)
        if not named and by_id:
            found.setdefault(int(by_id.group(1)), start)
            continue
        for number in named:
            digits = r"\s*".join(map(re.escape, str(number)))
            hits = list(re.finditer(rf"(?<!\d){digits}(?!\d)", text[start:end]))
            at = start + hits[-1].start() if hits else start
            found[number] = min(at, found.get(number, at))
    marks: list[tuple[int, int]] = []
    for at, number in sorted((at, number) for number, at in found.items()):
        if number > (marks[-1][1] if marks else 0):
            marks.append((at, number))
    return tuple(marks)


def _rule_text_chars(key: str) -> int:
    return sum(1 for ch in SOURCES[key].text() if not ch.isspace())


def marked(quotes: list[Quote], key: str) -> tuple[str, bytearray, bytearray]:
    """The source's text, and a mark on each character that a rule passage covers and on each
    that an excluded (non-rule) passage covers."""
    text = SOURCES[key].text()
    rule = bytearray(len(text))
    excluded = bytearray(len(text))
    for q in quotes:
        start, end = locate(q)
        target = excluded if q.excluded else rule
        target[start:end] = b"\x01" * (end - start)
    return text, rule, excluded


def _covered(quotes: list[Quote], key: str) -> tuple[int, int]:
    """Non-space characters covered by rule passages, and by excluded (non-rule) passages."""
    text, rule, excluded = marked(quotes, key)
    covered = sum(1 for i, ch in enumerate(text) if rule[i] and not excluded[i] and not ch.isspace())
    left_out = sum(1 for i, ch in enumerate(text) if excluded[i] and not ch.isspace())
    return covered, left_out


def coverage(source: str) -> float:
    """The share of the source's rule text that the catalogue covers.

    Rule text is every non-space character of the file except those in passages catalogued as
    ``excluded`` (title pages, prices, library boilerplate, bleed-through garbage)."""
    quotes = all_quotes(source)
    covered, left_out = _covered(quotes, source)
    total = _rule_text_chars(source) - left_out
    return covered / total if total else 0.0


def coverage_table():
    """Coverage per source and chapter, as a pandas DataFrame."""
    import pandas as pd

    rows = []
    for key, src in SOURCES.items():
        quotes = all_quotes(key)
        rows.append({
            "source": key, "file": src.file,
            "passages": sum(not q.excluded for q in quotes),
            "excluded": sum(q.excluded for q in quotes),
            "coverage": coverage(key),
        })
    return pd.DataFrame(rows)


def cited_ids(text: str) -> set[str]:
    """Every passage id cited in a piece of code or prose."""
    return set(PASSAGE_ID.findall(text))
