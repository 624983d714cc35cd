"""The prompt bar: the `Decision` a seat is making, in one strip across the table.

It reads the decision as data: the prompt in the seat's words, the step of a multi-step
choice (``step 1 of 2``), a note when the answer is chosen in secret, and, when the seat may
pass, a pass button at the right end with the game's word for passing. The button's rect is
the hit map's `PASS_ID` entry, so the table scene clicks and focuses it like any piece.
"""
from __future__ import annotations

import pygame

from ..engine.table import Decision
from . import theme
from .highlights import HitMap
from .text import draw_text, fit, fitting_size, line_height, measure
from .widgets import Button, panel

PASS_ID = "pass"
"""The hit map key of the pass button."""
KIND_NOTES = {"commit": "chosen in secret", "respond": "your answer"}
"""A few words after the step for decisions that are not an ordinary turn."""


def draw_prompt(surface: pygame.Surface, rect: pygame.Rect, decision: Decision | None, *,
                seat_name: str = "", seat_colour: tuple | None = None,
                pass_label: str = "Pass", pass_focused: bool = False) -> HitMap:
    """Draw `decision` across `rect`: a stripe in the seat's colour, ``Ana: Feed a card from
    the plate`` (shrunk a little, then cut to fit), the step and kind at the right, and the
    pass button when `Decision.may_pass`. None draws the empty bar."""
    u = theme.unit(surface)
    panel(surface, rect, theme.PANEL, alpha=255)
    if decision is None or rect.width < 24 or rect.height < 12:
        return {}
    pad = max(2, round(u * 1.0))
    inner = rect.inflate(-2 * pad, -2 * pad)
    hits: HitMap = {}
    if seat_colour is not None:
        stripe = pygame.Rect(rect.left, rect.top, max(4, round(u * 0.7)), rect.height)
        pygame.draw.rect(surface, seat_colour, stripe,
                         border_top_left_radius=max(4, round(u * 1.2)),
                         border_bottom_left_radius=max(4, round(u * 1.2)))
        inner.left += stripe.width
        inner.width -= stripe.width
    right = inner.right
    px = min(theme.text_px(surface, 1.9), max(8, round(inner.height * 0.6)))
    if decision.may_pass:
        label_px = theme.text_px(surface, 1.6)
        bw = min(inner.width // 3, measure(pass_label, label_px, True)[0] + round(u * 4))
        button = Button(pygame.Rect(inner.right - bw, inner.top, bw, inner.height), pass_label,
                        PASS_ID)
        button.draw(surface, pass_focused, min(label_px, max(8, round(inner.height * 0.55))))
        hits[PASS_ID] = button.rect
        right = button.rect.left - pad
    note = " \u00b7 ".join(t for t in (decision.progress, KIND_NOTES.get(decision.kind, ""))
                           if t)
    small = theme.text_px(surface, 1.4)
    if note and measure(note, small)[0] < (right - inner.left) // 3:
        shown = draw_text(surface, note, (right, inner.centery), small, theme.MUTED,
                          anchor="midright")
        right = shown.left - pad
    words = f"{seat_name}: {decision.prompt}" if seat_name else decision.prompt
    room = right - inner.left
    if room > 8:
        px = fitting_size(words, px, room, True, smallest=max(8, round(px * 0.8)))
        colour = seat_colour if seat_colour is not None else theme.TEXT
        draw_text(surface, fit(words, px, room, True), (inner.left, inner.centery), px,
                  colour if sum(colour) > 240 else theme.TEXT, bold=True, anchor="midleft")
    return hits


def prompt_height(surface: pygame.Surface) -> int:
    """A good height for the bar: a line of prompt text and its padding."""
    u = theme.unit(surface)
    return line_height(theme.text_px(surface, 1.9), True) + 2 * max(2, round(u * 1.6))
