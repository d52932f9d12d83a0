"""Proofreading for readers: what a notebook's outputs and the site's pages must never show.

Our readers are teachers, students and historians, not programmers. A page a reader sees may
show code where code is the subject (a notebook's input cells, a passage id), but never the
machinery behind it:

- a module path (``gamelib.games.ombre``), a class's name (``TableWidget``) or repr (``Card('AS')``, ``Trick(leader=0,
  ...)``), an object's address (``at 0x7f...``), a pandas footer (``dtype: int64``), an
  exception's class name (``ValueError``, ``IllegalAction``), a Python value printed as is
  (``{'rules': ...}``, ``(3, 4)``, ``True``);
- SVG markup printed as text, a table's float unformatted (``16.000000``, ``1.25e+02``) or
  missing (``nan``), a table's rows numbered 0, 1, 2 by pandas;
- True and False in a table, a plural hedged (``trick(s)``) or wrong (``1 passages``), a large
  number without its thousands separator (``89051``);
- a seat called ``P0`` in a game whose seats the source names otherwise (Ombre's A, B, C).

:func:`notebook_problems` reads an executed notebook (each output as a reader sees it: the
richest representation JupyterLab would choose, a stream, an error) and its prose;
:func:`page_problems` reads a page of the site (its text outside the input cells). Both return
readable findings, empty when the page is fit to read.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

#: The representations of an output, in the order JupyterLab prefers them; a reader sees the
#: first one present.
SHOWN_FIRST = ("text/html", "image/svg+xml", "image/png", "image/jpeg", "text/markdown",
               "text/latex", "text/plain")

CHECKS = {
    "a module path": re.compile(r"\bgamelib\.[A-Za-z_]"),
    "a class's repr": re.compile(r"\b[A-Z][A-Za-z0-9]*\((?:['\"\[]|[a-z_]+=)"),
    "a class name": re.compile(
        r"\b(?:[A-Z][a-z0-9]+)+(?:Widget|Game|State|Session|Policy|Player|Study|Frame)\b"),
    "an object's address": re.compile(r"\bat 0x[0-9a-f]{6,}"),
    "a pandas footer": re.compile(r"\bdtype: \w+"),
    "an exception's class name": re.compile(
        r"\b(?:[A-Z][A-Za-z]*(?:Error|Exception|Warning)|IllegalAction|UnknownName)\b"
        r"|Traceback \(most recent call last\)"),
    "a Python value printed as is": re.compile(
        r"\['[^'\n]{0,60}'(?:, |\])|\{\(?'[^'\n]{0,60}'(?:: |, )|\('[^'\n]{0,60}', '"
        r"|\[-?\d+(?:\.\d+)?, -?\d|\(-?\d+(?:\.\d+)?, -?\d+(?:\.\d+)?\)"),
    "a number in scientific notation": re.compile(r"\b\d\.\d+e[+-]\d+\b"),
    "a hedged plural": re.compile(r"\w\(s\)"),
    "a wrong plural": re.compile(
        r"(?<![\d.,\-])\b1 (?:passages|tricks|entries|deals|games|hands|cards|points|counters"
        r"|fiches|markers|players|seats|stakes|rounds|moves|worlds|times|marks|pots|parties)\b"),
    "a number without its thousands separator": re.compile(
        r"(?<![\w.,/#:\-\u2013])(?<!seed )(?:\d{5,}(?![\w,]|\.\d)|\d{4,}(?=\.\d))"),
}
#: A table's rows numbered 0, 1, 2, ... (pandas' own index, which means nothing to a reader).
TABLE_ROW_NUMBERS = re.compile(
    r"<thead>\s*<tr[^>]*>(?:(?!</tr>).)*</tr>\s*</thead>\s*<tbody>\s*"  # no row names the index
    r"<tr>\s*<th[^>]*>\s*0\s*</th>(?:(?!</tr>).)*</tr>\s*<tr>\s*<th[^>]*>\s*1\s*</th>", re.DOTALL)
TABLE_BOOLEAN = re.compile(r"<t[dh][^>]*>\s*(True|False)\s*</t[dh]>")
#: A table's cell as pandas prints an unformatted float (``16.000000``), or a missing value.
TABLE_RAW_NUMBER = re.compile(
    r"<td[^>]*>\s*(-?\d+\.\d{6}|NaN|nan|<NA>|None)\s*</td>")
SEAT_NUMBER = re.compile(r"\bP\d+\b")
#: A value printed as Python prints it: a dict, a list, a tuple, a set, a string in quotes, a
#: bare True, False or None.
PYTHON_VALUE = re.compile(r"""^(?:[\[{(].*[\]})]|'.*'|".*"|True|False|None)$""", re.DOTALL)


class _Text(HTMLParser):
    """The text of an HTML fragment as a reader sees it: no style, no script, nothing inside an
    element whose class is one of ``skip`` (a notebook page's input cells)."""

    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
            "source", "track", "wbr"}

    def __init__(self, skip: tuple[str, ...] = ()) -> None:
        super().__init__(convert_charrefs=True)
        self.skip, self.parts, self.stack = skip, [], []

    BREAKS = {"td", "th", "tr", "li", "p", "div", "br", "dt", "dd", "h1", "h2", "h3", "h4",
              "table", "ul", "ol", "summary", "details", "text", "title"}

    def handle_starttag(self, tag, attrs):
        if tag in self.BREAKS:
            self.parts.append("\n")  # a cell or a line of its own: no words run into the next
        if tag in self.VOID:
            return
        classes = (dict(attrs).get("class") or "").split()
        hidden = tag in ("style", "script") or any(c in self.skip for c in classes)
        self.stack.append((tag, hidden or (bool(self.stack) and self.stack[-1][1])))

    def handle_startendtag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        while self.stack:
            open_tag, _ = self.stack.pop()
            if open_tag == tag:
                break

    def handle_data(self, data):
        if not (self.stack and self.stack[-1][1]):
            self.parts.append(data)


def visible_text(page: str, skip: tuple[str, ...] = ()) -> str:
    """The words of an HTML page or fragment (see :class:`_Text`), spaced as a reader reads."""
    parser = _Text(skip)
    parser.feed(page)
    parser.close()
    return re.sub(r"[ \t]+", " ", "".join(parser.parts))


def _joined(value) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def shown(output: dict) -> tuple[str, str]:
    """What a reader sees of one output: (its kind, its text; HTML for HTML)."""
    kind = output.get("output_type")
    if kind == "stream":
        return output.get("name", "stream"), _joined(output.get("text", ""))
    if kind == "error":
        return "error", f"{output.get('ename')}: {output.get('evalue')}"
    data = output.get("data", {})
    for mime in SHOWN_FIRST:
        if mime in data:
            return mime, _joined(data[mime])
    return "nothing", ""


def text_problems(text: str) -> list[str]:
    """What a reader should not see in a text: the names of :data:`CHECKS` with the words found,
    and a seat by number (``P0``): every game letters its seats."""
    found = []
    for name, pattern in CHECKS.items():
        m = pattern.search(text)
        if m:
            found.append(f"{name} ({_around(text, m)})")
    m = SEAT_NUMBER.search(text)
    if m:
        found.append(f"a seat by number where the game letters it ({_around(text, m)})")
    return found


def _around(text: str, m: re.Match) -> str:
    start, end = max(0, m.start() - 30), min(len(text), m.end() + 30)
    return " ".join(text[start:end].split())


def output_problems(output: dict) -> list[str]:
    """What is wrong with one output, as a reader sees it."""
    kind, text = shown(output)
    if kind == "error":
        return [f"an error ({text[:120]})"]
    if kind == "stderr" and text.strip():
        return [f"a warning or error printed ({' '.join(text.split())[:120]})"]
    if kind.startswith("image/") and kind != "image/svg+xml":
        return []  # a picture's data is no text
    if kind in ("text/html", "image/svg+xml"):
        found = text_problems(visible_text(text))
        return found + _table_problems(text)
    found = text_problems(text)
    if kind == "text/plain" and text.strip().lstrip("'\"").startswith("<svg"):
        found.append("SVG markup printed as text")
    elif kind == "text/plain" and PYTHON_VALUE.match(text.strip()):
        found.append(f"a Python value printed as is ({' '.join(text.split())[:80]})")
    return found


def _table_problems(page: str) -> list[str]:
    found = []
    m = TABLE_BOOLEAN.search(page)
    if m:
        found.append(f"True or False in a table ({m.group(1)})")
    if TABLE_ROW_NUMBERS.search(page):
        found.append("a table's rows numbered from 0")
    m = TABLE_RAW_NUMBER.search(page)
    if m:
        found.append(f"a table's number unformatted or missing ({m.group(1)})")
    return found


def notebook_problems(nb) -> list[str]:
    """Every finding in an executed notebook: its outputs and its prose (the prose is checked
    for module paths only: it may show the code it speaks of)."""
    found = []
    for number, cell in enumerate(nb.cells, 1):
        if cell.cell_type == "markdown":
            m = CHECKS["a module path"].search(cell.source)
            if m:
                found.append(f"cell {number}: a module path in the prose "
                             f"({_around(cell.source, m)})")
            continue
        for output in cell.get("outputs", []):
            found += [f"cell {number}: {p}" for p in output_problems(output)]
    return found


#: The classes of a notebook page's parts that hold code, not words for a reader.
CODE_AREAS = ("jp-InputArea", "jp-InputPrompt", "jp-OutputPrompt")


def page_problems(page: str) -> list[str]:
    """Every finding in a page of the site: its words outside the input cells (and outside the
    passages' originals, which are the sources' own text), and its tables."""
    text = visible_text(page, skip=CODE_AREAS + ("original",))
    return text_problems(text) + _table_problems(page)
