"""What every widget of :mod:`gamelib.show.widgets` shares: guarded callbacks and a static rendering.

An exception raised in an ipywidgets callback is swallowed by the comm machinery and only logged
(notes/jupyter.md), so a broken widget could pass a test that clicks it. Every callback here
goes through :meth:`GameWidget.guard`: an error is kept in ``widget.errors`` (tests assert it
stays empty) and shown in the widget's message line, never lost. Callbacks set widget state
directly (``HTML.value``), which works in pytest, JupyterLab and Voila alike.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from html import escape

import ipywidgets as w

from gamelib.core.cards import Card
from gamelib.show.widgets.faces import card_button_text, card_colour, card_title

STYLE = """<style>
.gamelib-widget .widget-html-content {font-size: 15px; line-height: 1.35;}
.gamelib-widget table.gl {border-collapse: collapse; margin: 4px 0; font-size: 14px;}
.gamelib-widget table.gl td, .gamelib-widget table.gl th,
.gamelib-static table.gl td, .gamelib-static table.gl th
  {border: 1px solid #ccc; padding: 2px 8px; text-align: left; vertical-align: top;}
.gamelib-widget .card-button button, .gamelib-widget button.card-button {
  background: #fffdf6; border: 1.5px solid #555; border-radius: 6px;
  box-shadow: 1px 1px 2px rgba(0,0,0,.25);}
.gamelib-widget button.card-button.legal {border: 3px solid #1f8a3a;}
.gamelib-widget button.card-button.illegal {opacity: .72;}
.gamelib-widget .gl-error {color: #a00; font-weight: bold;}
.gamelib-widget .gl-note {color: #333;}
.gamelib-widget .gl-problem, .gamelib-widget .gl-warning {color: #8a4b00;}
.gamelib-widget ul.seats {margin: 2px 0; padding-left: 1.4em;}
.gamelib-widget .illegal {color: #7a2200;}
</style>"""


#: Above a widget's picture wherever no kernel runs it (a notebook not yet run, the site): the
#: live widget, which JupyterLab and Voila draw instead, does not show it.
STATIC_NOTE = ('<div class="gl-static-note" style="margin: 0 0 .4em; padding: .3em .6em; '
               'background: #fff6d6; border: 1px solid #e0c060; border-radius: 4px; '
               'color: #5a4500;">A picture of this widget as it was last run: to play, run the '
               'notebook in JupyterLab (Run, then Run All Cells) or open it in Voila.</div>')


#: The languages a card is titled in, and the faces drawn (gamelib.show.widgets.faces).
LANGUAGES = ("en", "nl", "de")
STYLES = ("french", "german")


def one_of(setting: str, value, choices) -> None:
    """Refuse a widget's setting that is not one of ``choices`` with a ValueError naming the
    setting and the choices (a widget's list would only say "Invalid selection")."""
    if value not in choices:
        raise ValueError(f"{setting}={value!r}: choose one of "
                         f"{', '.join(repr(c) for c in choices)}")


def look(language: str, style: str) -> None:
    """Refuse a language or a style of card faces the widgets do not draw, by name."""
    one_of("language", language, LANGUAGES)
    one_of("style", style, STYLES)


def within(setting: str, value, low, high) -> None:
    """Refuse a number outside ``low .. high`` (a slider would move it to its end silently)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        raise ValueError(f"{setting}={value!r}: a number from {low} to {high}")


def read_seed(value) -> tuple[int | None, str]:
    """The seed a reader typed, as ``(seed, "")``, or ``(None, why not)``: a deal's seed is a
    whole number from 0 up (a negative or non-numeric one would only raise in the dealer)."""
    if isinstance(value, bool):
        return None, f"the seed {value!r} is not a whole number"
    if isinstance(value, int):
        seed = value
    else:
        text = str(value).strip()
        try:
            seed = int(text)
        except ValueError:
            return None, (f"the seed {text!r} is not a whole number: type one from 0 up"
                          if text else "the seed is empty: type a whole number from 0 up")
    if seed < 0:
        return None, f"the seed {seed} is negative: type a whole number from 0 up"
    return seed, ""


def styled(widget, *classes: str):
    """``widget`` with the style classes ``classes``, by which the page's style and the browser
    tests find it."""
    for name in classes:
        widget.add_class(name)
    return widget


def card_button(card: Card, note: str, *classes: str, language: str = "en",
                style: str = "french") -> w.Button:
    """The button of a card in a hand: its rank and suit in the suit's colour, its name and
    ``note`` as tooltip, with the classes ``card-button``, ``card-<face>`` and ``classes``."""
    b = w.Button(description=card_button_text(card, language, style),
                 tooltip=card_title(card, language, style) + note,
                 layout=w.Layout(width="66px", height="84px", margin="2px", padding="0px"))
    b.style.text_color = card_colour(card, style)
    b.style.font_size = "20px"
    b.style.font_weight = "bold"
    b.style.button_color = "#fffdf6"
    return styled(b, "card-button", f"card-{card.face}", *classes)


def replace_buttons(box, old: dict, new: dict) -> dict:
    """Show the buttons ``new`` in ``box`` and close the ``old`` ones they replace; ``new``."""
    box.children = list(new.values())
    for b in old.values():
        b.close()
    return new


class GameWidget(w.VBox):
    """A VBox that records errors raised in its callbacks and can render itself without a kernel."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.errors: list[BaseException] = []
        self.message = w.HTML(value="", layout=w.Layout(min_height="1.5em"))
        self.message.add_class("gl-message")
        self.add_class("gamelib-widget")

    def guard(self, callback: Callable) -> Callable:
        """``callback`` wrapped so that an exception is recorded and shown, not swallowed."""

        def guarded(*args, **kwargs):
            try:
                return callback(*args, **kwargs)
            except Exception as exc:  # recorded for the tests, shown to the reader
                self.errors.append(exc)
                self.message.value = (
                    f'<span class="gl-error">error in the widget: {escape(repr(exc))}</span>'
                    f"<pre>{escape(''.join(traceback.format_exception(exc))[-2000:])}</pre>")
                return None

        return guarded

    def say(self, html: str) -> None:
        self.message.value = html

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs)
        if isinstance(bundle, dict):
            bundle = dict(bundle)
            # each widget defines static_html(): what a page without a kernel shows
            bundle["text/html"] = STATIC_NOTE + self.static_html()
        return bundle


def table_html(rows, header=None, css_class="gl") -> str:
    """A small HTML table from rows of cells (cells are escaped unless they are tuples
    ``("html", text)``)."""

    def cell(value, tag="td"):
        if isinstance(value, tuple) and len(value) == 2 and value[0] == "html":
            return f"<{tag}>{value[1]}</{tag}>"
        return f"<{tag}>{escape(str(value))}</{tag}>"

    head = "<tr>" + "".join(cell(h, "th") for h in header) + "</tr>" if header else ""
    body = "".join("<tr>" + "".join(cell(v) for v in row) + "</tr>" for row in rows)
    return f'<table class="{css_class}">{head}{body}</table>'


def line_chart_svg(series, xmax: int, *, title: str = "", xlabel: str = "", ylabel: str = "",
                   width: int = 620, height: int = 300, css_class: str = "gl-chart",
                   legend: int = 130) -> str:
    """A small deterministic SVG line chart: ``series`` is a list of
    ``(label, colour, dashed, xs, ys)``; the x axis runs from 0 to ``xmax`` whatever the data,
    so a chart drawn after each step grows to the right; ``legend`` the width kept for the
    legend on the right."""
    left, right, top, bottom = 54, legend, 26, 40
    pw, ph = width - left - right, height - top - bottom
    ys_all = [float(y) for *_, ys in series for y in ys] or [0.0]
    lo, hi = min(0.0, *ys_all), max(0.0, *ys_all)
    if hi == lo:
        hi = lo + 1
    pad = (hi - lo) * 0.06
    lo, hi = lo - pad, hi + pad
    xmax = max(1, xmax)

    def X(x):
        return left + pw * x / xmax

    def Y(y):
        return top + ph * (hi - float(y)) / (hi - lo)

    def nice_step(span):
        raw = span / 6
        mag = 10 ** int(f"{raw:e}".split("e")[1])
        return next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)

    step = nice_step(hi - lo)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" width="{width}" '
             f'height="{height}" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="{escape(title)}" font-family="DejaVu Sans, Arial, sans-serif">',
             f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
             f'<text x="{left + pw / 2:g}" y="16" text-anchor="middle" font-size="13">'
             f"{escape(title)}</text>"]
    tick = step * int(lo // step)
    while tick <= hi:
        if tick >= lo:
            parts.append(f'<line x1="{left}" x2="{left + pw}" y1="{Y(tick):.1f}" y2="{Y(tick):.1f}" '
                         f'stroke="{"#999" if tick == 0 else "#e3e3e3"}" stroke-width="1"/>'
                         f'<text x="{left - 5}" y="{Y(tick) + 4:.1f}" text-anchor="end" '
                         f'font-size="11">{tick:g}</text>')
        tick += step
    xstep = 1 if xmax <= 20 else nice_step(xmax) if xmax > 40 else 5
    x = 0
    while x <= xmax:
        parts.append(f'<text x="{X(x):.1f}" y="{top + ph + 15}" text-anchor="middle" '
                     f'font-size="11">{x:g}</text>')
        x += xstep
    parts.append(f'<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="none" '
                 'stroke="#888" stroke-width="1"/>')
    parts.append(f'<text x="{left + pw / 2:g}" y="{height - 6}" text-anchor="middle" '
                 f'font-size="12">{escape(xlabel)}</text>')
    parts.append(f'<text transform="translate(14,{top + ph / 2:g}) rotate(-90)" '
                 f'text-anchor="middle" font-size="12">{escape(ylabel)}</text>')
    for i, (label, colour, dashed, xs, ys) in enumerate(series):
        points = " ".join(f"{X(a):.1f},{Y(b):.1f}" for a, b in zip(xs, ys))
        dash = ' stroke-dasharray="6 4"' if dashed else ""
        parts.append(f'<polyline class="series" data-series="{escape(label)}" points="{points}" '
                     f'fill="none" stroke="{colour}" stroke-width="2.2"{dash}/>')
        for a, b in zip(xs, ys):
            parts.append(f'<circle cx="{X(a):.1f}" cy="{Y(b):.1f}" r="3" fill="{colour}"/>')
        ly = top + 14 + 18 * i
        parts.append(f'<line x1="{left + pw + 10}" x2="{left + pw + 34}" y1="{ly - 4}" '
                     f'y2="{ly - 4}" stroke="{colour}" stroke-width="2.2"{dash}/>'
                     f'<text x="{left + pw + 38}" y="{ly}" font-size="12">{escape(label)}</text>')
    parts.append("</svg>")
    return "".join(parts)


class SvgChart:
    """A minimal deterministic SVG chart (axes, bands, lines, steps, legend) that draws in
    milliseconds, for widgets that redraw as a slider moves."""

    def __init__(self, xlim, ylim, *, title="", xlabel="", ylabel="", width=480, height=300,
                 css_class="gl-chart"):
        self.left, self.right, self.top, self.bottom = 56, 14, 26, 42
        self.width, self.height = width, height
        self.pw = width - self.left - self.right
        self.ph = height - self.top - self.bottom
        x0, x1 = xlim
        y0, y1 = ylim
        if x1 == x0:
            x1 = x0 + 1
        if y1 == y0:
            y1 = y0 + 1
        self.x0, self.x1, self.y0, self.y1 = float(x0), float(x1), float(y0), float(y1)
        self.parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" '
                      f'width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
                      f'role="img" aria-label="{escape(title)}" '
                      'font-family="DejaVu Sans, Arial, sans-serif">',
                      f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
                      f'<text x="{self.left + self.pw / 2:g}" y="16" text-anchor="middle" '
                      f'font-size="13">{escape(title)}</text>']
        self.legend_items: list[str] = []
        self._axes(xlabel, ylabel)

    def X(self, x) -> float:
        return self.left + self.pw * (float(x) - self.x0) / (self.x1 - self.x0)

    def Y(self, y) -> float:
        return self.top + self.ph * (self.y1 - float(y)) / (self.y1 - self.y0)

    @staticmethod
    def ticks(lo: float, hi: float, n: int = 6) -> list[float]:
        raw = (hi - lo) / n
        mag = 10 ** int(f"{raw:e}".split("e")[1])
        step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)
        first = step * -(-lo // step)
        out, t = [], first
        while t <= hi + 1e-9:
            out.append(round(t, 10))
            t += step
        return out

    def _axes(self, xlabel, ylabel):
        p = self.parts
        for t in self.ticks(self.y0, self.y1):
            p.append(f'<line x1="{self.left}" x2="{self.left + self.pw}" y1="{self.Y(t):.1f}" '
                     f'y2="{self.Y(t):.1f}" stroke="{"#999" if t == 0 else "#e3e3e3"}"/>'
                     f'<text x="{self.left - 5}" y="{self.Y(t) + 4:.1f}" text-anchor="end" '
                     f'font-size="11">{t:g}</text>')
        for t in self.ticks(self.x0, self.x1, 8):
            p.append(f'<text x="{self.X(t):.1f}" y="{self.top + self.ph + 15}" '
                     f'text-anchor="middle" font-size="11">{t:g}</text>')
        p.append(f'<text x="{self.left + self.pw / 2:g}" y="{self.height - 8}" '
                 f'text-anchor="middle" font-size="12">{escape(xlabel)}</text>')
        p.append(f'<text transform="translate(14,{self.top + self.ph / 2:g}) rotate(-90)" '
                 f'text-anchor="middle" font-size="12">{escape(ylabel)}</text>')

    def band(self, xs, lo, hi, colour, label, opacity=0.25):
        pts = [f"{self.X(x):.1f},{self.Y(y):.1f}" for x, y in zip(xs, hi)]
        pts += [f"{self.X(x):.1f},{self.Y(y):.1f}" for x, y in reversed(list(zip(xs, lo)))]
        self.parts.append(f'<polygon class="band" points="{" ".join(pts)}" fill="{colour}" '
                          f'fill-opacity="{opacity}" stroke="none"/>')
        self.legend_items.append(f'<rect width="22" height="10" y="-9" fill="{colour}" '
                                 f'fill-opacity="{opacity}"/>|{escape(label)}')

    def line(self, xs, ys, colour, label, dashed=False, width=2.0, steps=False):
        pts = []
        xs, ys = list(xs), list(ys)
        for i, (x, y) in enumerate(zip(xs, ys)):
            if steps and i:
                pts.append(f"{self.X(x):.1f},{self.Y(ys[i - 1]):.1f}")
            pts.append(f"{self.X(x):.1f},{self.Y(y):.1f}")
        dash = ' stroke-dasharray="5 3"' if dashed else ""
        self.parts.append(f'<polyline class="series" data-series="{escape(label)}" '
                          f'points="{" ".join(pts)}" fill="none" stroke="{colour}" '
                          f'stroke-width="{width}"{dash}/>')
        self.legend_items.append(f'<line x1="0" x2="22" y1="-4" y2="-4" stroke="{colour}" '
                                 f'stroke-width="{width}"{dash}/>|{escape(label)}')

    def vline(self, x, colour="#999"):
        self.parts.append(f'<line x1="{self.X(x):.1f}" x2="{self.X(x):.1f}" y1="{self.top}" '
                          f'y2="{self.top + self.ph}" stroke="{colour}"/>')

    def svg(self) -> str:
        p = list(self.parts)
        p.append(f'<rect x="{self.left}" y="{self.top}" width="{self.pw}" height="{self.ph}" '
                 'fill="none" stroke="#888"/>')
        if self.legend_items:
            longest = max(len(item.split("|", 1)[1]) for item in self.legend_items)
            p.append(f'<rect x="{self.left + 4}" y="{self.top + 4}" width="{34 + 6.6 * longest:.0f}" '
                     f'height="{15 * len(self.legend_items) + 6}" fill="#ffffff" '
                     'fill-opacity="0.85"/>')
        for i, item in enumerate(self.legend_items):
            mark, label = item.split("|", 1)
            y = self.top + 16 + 15 * i
            p.append(f'<g transform="translate({self.left + 8},{y})">{mark}'
                     f'<text x="27" y="0" font-size="11">{label}</text></g>')
        p.append("</svg>")
        return "".join(p)
