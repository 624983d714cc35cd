"""A look's `art_painter`: a game's own art drawn by code in a card's art window, and on a
compact card or a thumbnail in the room under its name (when its rules are not written
there), inside the card, keyed in the face cache by the fields it reads."""
from __future__ import annotations

import pygame

from gamebox.ui import card
from gamebox.ui.card_look import CardLook

PAINTED = []


def _paint(surface, rect, face, frame):
    PAINTED.append((rect.copy(), face.get("mark")))
    surface.fill((1, 2, 3), rect)


LOOK = CardLook("painter-test", art_painter=_paint, art_fields=("mark",))


def test_the_painter_fills_the_art_window_of_every_tier(app):
    for width in (60, 120, 240):
        size = (width, card.card_height(width))
        lay = card.face_layout(LOOK, {"name": "X", "type": "T", "mark": 1}, size)
        assert lay.art is not None and pygame.Rect((0, 0), size).contains(lay.art)
        PAINTED.clear()
        surf = card.face_surface(LOOK, {"name": "X", "type": "T", "mark": width}, size)
        assert PAINTED and PAINTED[0][1] == width
        m = card.margin(width)
        assert surf.get_at((lay.art.centerx + m, lay.art.centery + m))[:3] == (1, 2, 3)


def test_a_compact_card_keeps_its_rules_over_the_painter(app):
    face = {"name": "X", "type": "T", "rules": "Short."}
    lay = card.face_layout(LOOK, face, (120, card.card_height(120)))
    assert lay.shows_rules and lay.art is None


def test_the_fields_the_painter_reads_key_the_cache():
    assert LOOK.content_key({"name": "X", "mark": 1}) != LOOK.content_key({"name": "X",
                                                                           "mark": 2})
