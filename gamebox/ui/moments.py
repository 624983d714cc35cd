"""Big words over the board for a beat: a moment that happens to the seat looking, and whose
turn it is now (drawn by the table, `scenes/beats.py` decides when), the board's shake, and
face-down cards turning over together (a flip).

Each takes only data (words, colours, how far along it is) and a board rect, and draws; the
sizes are in the window's units, so they read from the couch at any window size.
"""
from __future__ import annotations

import math

import pygame

from . import theme
from .text import draw_text, fitting_size

MOMENT_EDGES = {"hit": (224, 64, 52), "loss": (232, 140, 52), "gain": (104, 196, 96),
                "threat": (240, 200, 72)}
"""The border colour of a moment's banner, by its kind."""


_layers: dict = {}
"""Banners drawn once and blitted at the alpha of the frame (a few at a time)."""


def _blit_layer(surface: pygame.Surface, key, rect: pygame.Rect, alpha: float,
                paint) -> pygame.Rect:
    """Blit the layer kept under `key` onto `rect` at `alpha` (0..1); a layer not kept yet
    is made transparent and painted once by `paint(layer)` (the cache holds the last few)."""
    layer = _layers.get(key)
    if layer is None:
        if len(_layers) > 8:
            _layers.clear()
        layer = _layers[key] = pygame.Surface(rect.size, pygame.SRCALPHA)
        paint(layer)
    layer.set_alpha(round(255 * alpha))
    surface.blit(layer, rect.topleft)
    return rect


def fade(age: float, total: float, edge: float = 0.18) -> float:
    """0..1: up over the first `edge` seconds, down over the last (a banner's opacity).

    >>> fade(0.5, 1.0), fade(0.0, 1.0)
    (1.0, 0.0)
    """
    if total <= 0:
        return 1.0
    return max(0.0, min(1.0, age / edge, (total - age) / edge))


def shake_offset(left: float, unit: float) -> tuple[int, int]:
    """How far the board is pushed while it shakes (`left`: seconds of shaking left)."""
    if left <= 0:
        return (0, 0)
    amount = unit * 1.2 * min(1.0, left / 0.4)
    return (round(amount * math.sin(left * 70)), round(amount * 0.5 * math.cos(left * 55)))


def shake(surface: pygame.Surface, rect: pygame.Rect, left: float) -> None:
    """Shake what is drawn in `rect` (scrolled a few pixels, the edge filled in)."""
    dx, dy = shake_offset(left, theme.unit(surface))
    if dx or dy:
        area = surface.subsurface(rect.clip(surface.get_rect()))
        area.scroll(dx, dy)


def draw_moment(surface: pygame.Surface, board: pygame.Rect, headline: str, kind: str,
                age: float, total: float, who: str = "", who_rgb=None) -> pygame.Rect:
    """A moment: a wide banner across the middle of the board, bordered in its kind's
    colour, with the seat's name over it when the screen is everyone's (`who`)."""
    u = theme.unit(surface)
    alpha = fade(age, total)
    width = board.width - round(6 * u)
    size = fitting_size(headline, theme.title_px(surface, 4.2), width - round(6 * u), True)
    name_px = theme.text_px(surface, 2.4)
    height = round(size * 1.5) + (round(name_px * 1.4) if who else 0) + round(3 * u)
    rect = pygame.Rect(0, 0, width, height)
    rect.center = (board.centerx, board.centery)

    def paint(layer: pygame.Surface) -> None:
        local = layer.get_rect()
        pygame.draw.rect(layer, (*theme.CURTAIN[:3], 235), local,
                         border_radius=round(1.5 * u))
        pygame.draw.rect(layer, MOMENT_EDGES.get(kind, theme.ACCENT), local,
                         width=max(3, round(0.5 * u)), border_radius=round(1.5 * u))
        y = round(1.5 * u)
        if who:
            draw_text(layer, who, (local.centerx, y), name_px, who_rgb or theme.TEXT,
                      bold=True, anchor="midtop")
            y += round(name_px * 1.4)
        draw_text(layer, headline, (local.centerx, y), size, theme.TEXT, bold=True,
                  anchor="midtop", max_width=width - round(4 * u))

    return _blit_layer(surface, ("moment", rect.size, headline, kind, who, who_rgb, size),
                       rect, alpha, paint)


def draw_turn(surface: pygame.Surface, board: pygame.Rect, name: str, rgb, line: str,
              age: float, total: float, hint: str) -> pygame.Rect:
    """Whose turn it is now: the seat's name in its colour, big, on a band in that colour
    across the board, with a line under it and how to go on at once."""
    u = theme.unit(surface)
    alpha = fade(age, total, edge=0.15)
    title = f"{name}'s turn"
    size = fitting_size(title, theme.title_px(surface, 7), board.width - round(10 * u), True)
    small = theme.text_px(surface, 2.0)
    height = round(size * 1.35) + round(small * 3.2) + round(4 * u)
    rect = pygame.Rect(board.left, 0, board.width, height)
    rect.centery = board.centery
    # the band slides in from the left, so the change of seat is seen even at a glance
    slide = round((1 - min(1.0, age / 0.25)) * -rect.width * 0.15)

    def paint(layer: pygame.Surface) -> None:
        local = layer.get_rect()
        layer.fill((*theme.CURTAIN[:3], 232))
        stripe = max(4, round(0.8 * u))
        pygame.draw.rect(layer, rgb, (0, 0, local.width, stripe))
        pygame.draw.rect(layer, rgb, (0, local.height - stripe, local.width, stripe))
        y = round(2 * u)
        draw_text(layer, title, (local.centerx + slide, y), size, rgb, bold=True,
                  anchor="midtop")
        y += round(size * 1.35)
        if line:
            draw_text(layer, line, (local.centerx, y), small, theme.TEXT, anchor="midtop",
                      max_width=local.width - round(6 * u))
        draw_text(layer, hint, (local.centerx, local.height - stripe - round(u)), small,
                  theme.MUTED, anchor="midbottom", max_width=local.width - round(6 * u))

    return _blit_layer(surface, ("turn", rect.size, name, tuple(rgb), line, hint, size, slide),
                       rect, alpha, paint)



def draw_flip(surface: pygame.Surface, rects, faces, look, progress: float) -> None:
    """Cards turning over together, one per rect: over the first half of the turn (`progress`
    0 to 0.5) each back narrows to its edge, over the second its face widens from it; from 1
    on the faces lie still. The place under each is cleared first, so the held view's back
    does not show beside the narrowed card."""
    from .card import draw_back, draw_card

    p = max(0.0, min(1.0, progress))
    squeeze = abs(math.cos(math.pi * p))
    for face, rect in zip(faces, rects):
        pygame.draw.rect(surface, theme.PANEL, rect)
        box = pygame.Rect(0, 0, max(1, round(rect.width * squeeze)), rect.height)
        box.center = rect.center
        if p < 0.5:
            draw_back(surface, box, look)
        else:
            draw_card(surface, box, look, face)
