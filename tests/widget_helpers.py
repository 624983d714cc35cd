"""Helpers for the table kit's widget tests: a screen of a known backdrop, the pixels a widget
changed outside its rect, and the shipped Guts cards as the view shows them."""
from __future__ import annotations

import pygame

BACKDROP = (1, 2, 3)
"""A colour no widget draws, so every pixel not of it was drawn."""


def guts_faces() -> list[dict]:
    """The shipped Guts cards, with a display open for the painter's fonts."""
    from gamebox.bench_kit import guts_faces as faces

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    return faces()


def screen() -> pygame.Surface:
    """A 1000x700 surface of the backdrop colour."""
    surf = pygame.Surface((1000, 700))
    surf.fill(BACKDROP)
    return surf


def outside_changed(surf: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels outside `rect` are no longer the backdrop."""
    mask = pygame.mask.from_threshold(surf, BACKDROP, (1, 1, 1, 255))
    mask.invert()  # set where changed
    inside = pygame.mask.Mask(surf.get_size())
    inside.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    return mask.count() - mask.overlap_area(inside, (0, 0))
