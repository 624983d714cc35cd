"""What a painted card face (`ui/card.py`) and a card chip (`ui/card_chip.py`) paint with:
colours shaded from a frame's, the factor a dimmed card is multiplied by (the hex board's
pieces too), a badge in its corner shape, and the key the counters on a card add to a
painted card's or a chip's cache key.

Small and shared so a chip looks like the card it stands for: the same badge, the same
shading of its frame, the same dimming when it is not a legal target.
"""
from __future__ import annotations

from typing import Mapping

import pygame

from . import text as text_mod

SMALLEST_PX = 8
"""The smallest text a card, a chip or a badge writes (px): under it, letters are specks."""
DIM_FACTOR = (96, 92, 90)
"""Multiplied into a dimmed card (255 = unchanged): dark enough to read as "not now",
light enough to still tell what the card is."""


def shade(colour, factor: float) -> tuple[int, int, int]:
    """`colour`'s red, green and blue (any alpha dropped) each times `factor`, rounded and
    kept in 0..255: under 1 darker (a frame's rim), over 1 lighter (its top band).

    >>> shade((100, 200, 40), 0.5), shade((100, 200, 40, 128), 1.5)
    ((50, 100, 20), (150, 255, 60))
    """
    return tuple(max(0, min(255, round(c * factor))) for c in colour[:3])


def draw_badge(surf: pygame.Surface, text: str, centre, r: int, badge) -> None:
    """`text` in `badge`'s shape (a `card_look.Badge`: ``coin``, ``square``, ``shield``,
    else a plain disc) of radius `r` about `centre` on `surf`, in its fill with a darker
    rim, the text in its ink as large as fits the shape (cut with an ellipsis when even
    `SMALLEST_PX` does not fit). Draws within the square of side ``2 * r`` about `centre`."""
    cx, cy = centre
    if badge.shape == "coin":
        pygame.draw.circle(surf, shade(badge.fill, 0.7), centre, r)
        pygame.draw.circle(surf, badge.fill, centre, max(1, r - max(1, r // 6)))
    elif badge.shape == "square":
        box = pygame.Rect(0, 0, 2 * r, 2 * r)
        box.center = centre
        pygame.draw.rect(surf, badge.fill, box, border_radius=max(2, r // 3))
        pygame.draw.rect(surf, shade(badge.fill, 0.6), box, max(1, r // 7),
                         border_radius=max(2, r // 3))
    elif badge.shape == "shield":
        pts = [(cx - r, cy - r * 0.85), (cx + r, cy - r * 0.85), (cx + r, cy + r * 0.1),
               (cx, cy + r), (cx - r, cy + r * 0.1)]
        pygame.draw.polygon(surf, badge.fill, pts)
        pygame.draw.polygon(surf, shade(badge.fill, 0.6), pts, max(1, r // 7))
    else:
        pygame.draw.circle(surf, badge.fill, centre, r)
        pygame.draw.circle(surf, (250, 238, 214), centre, r, max(1, r // 8))
    px = max(SMALLEST_PX, round(r * (1.25 if len(text) < 2 else 0.95)))
    px = text_mod.fitting_size(text, px, round(1.6 * r), True)
    shown = text_mod.fit(text, px, round(1.7 * r), True)
    line = text_mod.render(shown, px, badge.ink, True)
    surf.blit(line, line.get_rect(center=(cx, cy - (r // 8 if badge.shape == "shield" else 0))))


def marks_key(marks: Mapping[str, int] | None) -> tuple[tuple[str, int], ...]:
    """The counters on a card (`Piece.marks`) as a hashable part of a cache key: the kinds
    it holds any of, with their counts, sorted; counts of 0 and no marks at all are one key.

    >>> marks_key({"glory_cards": 1, "chews": 2, "ko": 0}), marks_key({"ko": 0}), marks_key(None)
    ((('chews', 2), ('glory_cards', 1)), (), ())
    """
    return tuple(sorted((k, v) for k, v in marks.items() if v)) if marks else ()
