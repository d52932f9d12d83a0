"""What a player is told, read as cards: the check that information(p) hides what p has not
seen, shared by the games' tests."""

import dataclasses
import re

from gamelib.core.cards import Card, CardSet

CARD_FACE = re.compile(r"\b[AKQJT98765432][SHDC]\b")


def cards_in(value) -> set:
    """Every card ``value`` holds: cards, sets of cards and faces in text, inside lists, dicts
    and dataclasses."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, CardSet):
        return set(value)
    if isinstance(value, str):
        return {Card(face) for face in CARD_FACE.findall(value)}
    if isinstance(value, dict):
        value = list(value.values())
    elif dataclasses.is_dataclass(value):
        value = [getattr(value, f.name) for f in dataclasses.fields(value)]
    if isinstance(value, (list, tuple, set)):
        return set().union(set(), *(cards_in(v) for v in value))
    return set()
