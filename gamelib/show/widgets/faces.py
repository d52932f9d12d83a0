"""Card and tile faces for the widgets: deterministic SVG, readable at classroom size.

Every face is an SVG group with a ``<title>`` in the notebook's language (``"en"``, ``"nl"`` for
the Dutch booklet, ``"de"`` for Engelmann's German names through :meth:`Card.name`), semantic
classes (``card suit-H rank-7 deck-french``, ``matador``, ``false-matador``, ``legal``) and a
``data-card`` attribute, and no random ids, so that the same hand always gives the same bytes
(nbval compares them) and a browser test can select a card by its face.

The suit is told three ways: by colour, by a drawn shape (not a font glyph, which Debian's fonts
render unevenly, see notes/jupyter.md) and by the suit's name written on the card.
The French faces serve the 52-card pack, the Ombre 40 and the piquet 32; ``style="german"`` draws
the German 32 (Eichel, Grün, Herz, Schellen; Daus, König, Ober, Unter) that
:data:`gamelib.core.cards.GERMAN_SUIT_NAMES` maps onto the French faces. Domino stones are drawn by
:func:`gamelib.games.domino.tile_svg`; :func:`tiles_svg` puts a row of them in one SVG with titles in the
chosen language.

The plain :func:`gamelib.core.cards.card_svg` (48 x 70, English suit word) stays the default rendering
of a :class:`~gamelib.core.cards.CardSet`; these faces are larger (64 x 92 at scale 1) and
language-aware.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape

from gamelib.core.cards import GERMAN_SUIT_NAMES, SUIT_NAMES, SUIT_NAMES_NL, Card

FACE_W, FACE_H, FACE_GAP = 64, 92, 6
CAPTION_H = 16

FONT = "DejaVu Sans, Arial, sans-serif"

#: The suit words written on a face, per language.
SUIT_WORDS = {"en": SUIT_NAMES, "nl": SUIT_NAMES_NL, "de": GERMAN_SUIT_NAMES}
#: Rank marks in the corner. The Dutch booklet's heer, vrouw, boer; the German Daus, König,
#: Ober, Unter.
RANK_MARKS = {
    "en": {"T": "10"},
    "nl": {"K": "H", "Q": "V", "J": "B", "T": "10"},
    "german": {"A": "D", "K": "K", "Q": "O", "J": "U", "T": "10"},
}

FRENCH_COLOURS = {"S": "#111111", "C": "#111111", "H": "#b0141c", "D": "#b0141c"}
# Eichel brown, Grün green, Herz red, Schellen gold (the colours of the printed German packs).
GERMAN_COLOURS = {"C": "#6b4218", "S": "#1c6b2a", "H": "#b0141c", "D": "#a86f00"}

# Suit shapes drawn in a 20 x 24 box (a path each, so that no font can lose them).
FRENCH_SHAPES = {
    "H": '<path d="M10 23 C-7 10 1 -3 10 6 C19 -3 27 10 10 23 Z"/>',
    "D": '<path d="M10 0 L19 12 L10 24 L1 12 Z"/>',
    "S": ('<path d="M10 0 C27 12 19 25 10 16 C1 25 -7 12 10 0 Z"/>'
          '<path d="M10 14 L14.5 24 L5.5 24 Z"/>'),
    "C": ('<circle cx="10" cy="5.5" r="5"/><circle cx="4.5" cy="13.5" r="5"/>'
          '<circle cx="15.5" cy="13.5" r="5"/><path d="M10 11 L14.5 24 L5.5 24 Z"/>'),
}
GERMAN_SHAPES = {
    # Herz: the heart
    "H": '<path d="M10 23 C-7 10 1 -3 10 6 C19 -3 27 10 10 23 Z"/>',
    # Schellen: a round bell with its slit and band
    "D": ('<circle cx="10" cy="12.5" r="9"/>'
          '<path d="M1.5 10 L18.5 10" stroke="#fff8e0" stroke-width="1.6"/>'
          '<circle cx="10" cy="16" r="2.2" fill="#fff8e0"/>'
          '<path d="M10 16 L10 22" stroke="#fff8e0" stroke-width="1.4"/>'),
    # Grün: a leaf with its midrib
    "S": ('<path d="M10 0 C23 7 21 19 10 24 C-1 19 -3 7 10 0 Z"/>'
          '<path d="M10 3 L10 22" stroke="#e8f5e0" stroke-width="1.4"/>'),
    # Eichel: an acorn, nut above and cup below
    "C": ('<ellipse cx="10" cy="8.5" rx="6" ry="8.5"/>'
          '<path d="M2.5 12 Q10 7 17.5 12 L15.5 19 Q10 22 4.5 19 Z" fill="#3a240c"/>'
          '<path d="M10 20 L10 24" stroke-width="2" stroke="#3a240c"/>'),
}


def _rank_mark(card: Card, language: str, style: str) -> str:
    table = RANK_MARKS["german"] if style == "german" else RANK_MARKS.get(language, RANK_MARKS["en"])
    return table.get(card.rank, card.rank)


def card_title(card: Card, language: str = "en", style: str = "french") -> str:
    """The card's name for its ``<title>``: German names for the German pack."""
    return card.name("de" if style == "german" else language)


def suit_word(suit: str, language: str = "en", style: str = "french") -> str:
    words = SUIT_WORDS["de"] if style == "german" else SUIT_WORDS.get(language, SUIT_NAMES)
    return words[suit]


def card_face(card: Card | str, x: float = 0, y: float = 0, *, language: str = "en",
              style: str = "french", classes: str = "", caption: str = "",
              mark: str = "") -> str:
    """One card as an SVG group (``FACE_W`` x ``FACE_H``), at ``(x, y)``.

    ``mark`` frames the card: ``"matador"`` (a thick gold frame; ``"matador-unpaid"`` a thin
    one), ``"false-matador"`` (a dashed
    orange frame), ``"trump"`` (a blue frame) or ``"legal"`` (a green frame); ``caption`` is
    written under the card (a trump's name such as "Spadille")."""
    card = Card(card)
    german = style == "german"
    colour = (GERMAN_COLOURS if german else FRENCH_COLOURS)[card.suit]
    shape = (GERMAN_SHAPES if german else FRENCH_SHAPES)[card.suit]
    rank = escape(_rank_mark(card, language, style))
    word = escape(suit_word(card.suit, language, style))
    deck_class = "deck-german" if german else "deck-french"
    cls = " ".join(p for p in ("card", f"suit-{card.suit}", f"rank-{card.rank}", deck_class,
                               mark, classes) if p)
    frame = {
        "matador": ('#c99700', "3.5", ""),
        "matador-unpaid": ('#c99700', "1.8", ""),
        "false-matador": ('#d9620b', "3", ' stroke-dasharray="6 3"'),
        "trump": ('#2455a4', "2", ""),
        "legal": ('#1f8a3a', "3", ""),
    }.get(mark, ("#555555", "1", ""))
    rank_size = 21 if len(rank) == 1 else 18
    parts = [
        f'<g class="{cls}" data-card="{card.face}" transform="translate({x:g},{y:g})">',
        f"<title>{escape(card_title(card, language, style))}</title>",
        f'<rect x="1" y="1" width="{FACE_W - 2}" height="{FACE_H - 2}" rx="6" fill="#fffdf6" '
        f'stroke="{frame[0]}" stroke-width="{frame[1]}"{frame[2]}/>',
        f'<text x="7" y="24" font-family="{FONT}" font-size="{rank_size}" font-weight="bold" '
        f'fill="{colour}">{rank}</text>',
        # small suit shape under the corner rank
        f'<g transform="translate(7,29) scale(0.55)" fill="{colour}" stroke="{colour}" '
        f'stroke-width="0">{shape}</g>',
        # the big suit shape in the middle
        f'<g transform="translate({FACE_W / 2 - 13.5:g},25) scale(1.35)" '
        f'fill="{colour}" stroke="{colour}" stroke-width="0">{shape}</g>',
        f'<text x="{FACE_W - 6}" y="{FACE_H - 19}" text-anchor="end" font-family="{FONT}" '
        f'font-size="{rank_size - 4}" font-weight="bold" fill="{colour}">{rank}</text>',
        f'<text x="{FACE_W / 2:g}" y="{FACE_H - 7}" text-anchor="middle" font-family="{FONT}" '
        f'font-size="10.5" fill="{colour}">{word}</text>',
    ]
    if caption:
        parts.append(f'<text class="caption" x="{FACE_W / 2:g}" y="{FACE_H + 13}" '
                     f'text-anchor="middle" font-family="{FONT}" font-size="11.5" '
                     f'fill="#222">{escape(caption)}</text>')
    parts.append("</g>")
    return "".join(parts)


def cards_svg(cards: Iterable[Card | str], *, language: str = "en", style: str = "french",
              marks: Mapping[Card, str] | None = None, captions: Mapping[Card, str] | None = None,
              label: str = "", per_row: int = 13, scale: float = 1.0,
              css_class: str = "cardrow") -> str:
    """A row (wrapping after ``per_row``) of card faces as one ``<svg>``; empty hands give an
    empty row with the label."""
    cards = [Card(c) for c in cards]
    marks = {Card(k): v for k, v in (marks or {}).items()}
    captions = {Card(k): v for k, v in (captions or {}).items()}
    has_caption = any(captions.get(c) for c in cards)
    row_h = FACE_H + (CAPTION_H if has_caption else 0) + 4
    cols = max(1, min(per_row, len(cards)))
    rows = max(1, -(-len(cards) // per_row))
    width = cols * (FACE_W + FACE_GAP) + 2
    height = rows * row_h + 2
    name = label or " ".join(card_title(c, language, style) for c in cards) or "no cards"
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" '
        f'width="{width * scale:g}" height="{height * scale:g}" viewBox="0 0 {width} {height}" '
        f'role="img" aria-label="{escape(name)}">'
    ]
    for i, card in enumerate(cards):
        parts.append(card_face(card, 1 + (i % per_row) * (FACE_W + FACE_GAP),
                               2 + (i // per_row) * row_h, language=language, style=style,
                               mark=marks.get(card, ""), caption=captions.get(card, "")))
    parts.append("</svg>")
    return "".join(parts)


def tiles_svg(tiles: Iterable, *, language: str = "en", label: str = "") -> str:
    """A row of domino stones (gamelib.games.domino faces) with titles in ``language``."""
    from gamelib.games.domino import HALF, tile_svg

    tiles = list(tiles)
    step = 2 * HALF + 6
    width = max(1, len(tiles)) * step + 2
    height = HALF + 4
    name = label or " ".join(t.name(language) for t in tiles) or "no stones"
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tilerow" width="{width}" '
             f'height="{height}" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="{escape(name)}">']
    for i, tile in enumerate(tiles):
        face = tile_svg(tile, 1 + i * step, 2)
        if language != "en":
            face = face.replace(f"<title>{escape(tile.name())}</title>",
                                f"<title>{escape(tile.name(language))}</title>", 1)
        parts.append(face)
    parts.append("</svg>")
    return "".join(parts)


def card_button_text(card: Card | str, language: str = "en", style: str = "french") -> str:
    """The short text of a card on a button: rank mark and suit symbol, e.g. ``"10♥"``."""
    from gamelib.core.cards import SUIT_SYMBOLS

    card = Card(card)
    if style == "german":
        return f"{_rank_mark(card, language, style)} {GERMAN_SUIT_NAMES[card.suit][:2]}"
    return f"{_rank_mark(card, language, style)}{SUIT_SYMBOLS[card.suit]}"


def card_colour(card: Card | str, style: str = "french") -> str:
    card = Card(card)
    return (GERMAN_COLOURS if style == "german" else FRENCH_COLOURS)[card.suit]
