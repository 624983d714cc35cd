"""The log panel: the last event texts, wrapped, the newest at the bottom.

It draws what it is given (each seat's own event texts, already written by the game) and
keeps nothing: `text.last_rows` decides which rows show, so an entry is never cut in the
middle (except a newest one taller than the panel) and a long word is broken, not spilled.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from . import theme
from .highlights import HitMap
from .text import draw_text, fit, last_rows, line_height
from .widgets import panel


def draw_log(surface: pygame.Surface, rect: pygame.Rect, entries: Sequence[str], *,
             title: str = "", newest_bright: bool = True) -> HitMap:
    """The last of `entries` (oldest first) that fit in `rect`, each wrapped with a hanging
    indent, under `title`; the newest in full white, older ones muted. Nothing in it is
    clickable: the hit map is empty."""
    u = theme.unit(surface)
    panel(surface, rect, theme.PANEL, alpha=255)
    pad = max(2, round(u * 1.0))
    inner = rect.inflate(-2 * pad, -2 * pad)
    if inner.width < 16 or inner.height < 8:
        return {}
    px = theme.text_px(surface, 1.5)
    if title:
        head = theme.text_px(surface, 1.6)
        if line_height(head, True) * 2 <= inner.height:
            draw_text(surface, fit(title, head, inner.width, True), inner.topleft, head,
                      theme.MUTED, bold=True)
            grow = line_height(head, True) + round(u * 0.4)
            inner = pygame.Rect(inner.left, inner.top + grow, inner.width, inner.height - grow)
    step = line_height(px)
    rows_fit = max(0, inner.height // step)
    indent = round(u * 1.5)
    rows = last_rows(list(entries), px, inner.width, rows_fit, indent=indent)
    y = inner.bottom - step * len(rows)
    # which entry each row belongs to: a row with no indent starts one
    starts = [n for n, (_line, x) in enumerate(rows) if x == 0]
    newest = starts[-1] if starts else 0
    for n, (line, x) in enumerate(rows):
        colour = theme.TEXT if (n >= newest and newest_bright) else theme.MUTED
        draw_text(surface, line, (inner.left + x, y), px, colour)
        y += step
    return {}
