"""What the table scene lights up, handed to every zone widget, and the hit map they return.

The widgets know no game and no rules: the table scene gives them the ids an open choice may
name (`Highlights.targets`, from the legal actions), the id under the keyboard or pad focus,
and the ids picked up in an earlier step; each widget turns those into a `CardState` per piece
and returns a `HitMap` of what it drew.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import theme
from .card import HIGHLIGHT_RGB, SELECT_RGB, CardState

HitMap = dict[str, pygame.Rect]
"""Piece ids and place ids (`gamebox.engine.table.place_id`) to the screen rects drawn for
them, in drawing order: where two rects overlap the later one lies on top, so a click is
tested from the end (`hit_at`)."""


@dataclass(frozen=True)
class Highlights:
    """The ids the table lights up while a seat chooses.

    >>> lit = Highlights(targets=frozenset({"plate/1"}), focus="plate/1")
    >>> lit.state("plate/1") == CardState.HIGHLIGHT | CardState.FOCUS, lit.state("deck/3")
    (True, <CardState.DIM: 4>)
    """

    targets: frozenset[str] = frozenset()
    """Ids the open choice may name: drawn with a green ring."""
    focus: str | None = None
    """The id under the keyboard or pad focus (or the mouse): a gold ring, lifted in a hand."""
    selected: frozenset[str] = frozenset()
    """Ids picked up by an earlier step of the choice: a blue ring, lifted in a hand."""
    dim_others: bool | None = None
    """Dim what is not a target: by default whenever there are targets (a choice is open)."""

    def state(self, piece_id: str) -> CardState:
        state = CardState.NORMAL
        if piece_id in self.targets:
            state |= CardState.HIGHLIGHT
        if piece_id == self.focus:
            state |= CardState.FOCUS
        if piece_id in self.selected:
            state |= CardState.SELECT
        dim = bool(self.targets) if self.dim_others is None else self.dim_others
        if dim and not state:
            state |= CardState.DIM
        return state


NO_HIGHLIGHTS = Highlights()


def hit_at(hits: HitMap, pos) -> str | None:
    """The id drawn on top at `pos` in `hits` (the last rect containing it), or None."""
    found = None
    for key, rect in hits.items():
        if rect.collidepoint(pos):
            found = key
    return found


def ring_colour(state: CardState):
    """The kit's ring colour for an object in `state`: gold under the focus, blue when picked
    up, green as a target; None when it has no ring."""
    if state & CardState.FOCUS:
        return theme.FOCUS
    if state & CardState.SELECT:
        return SELECT_RGB
    return HIGHLIGHT_RGB if state & CardState.HIGHLIGHT else None


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, state: CardState, *,
              round_: bool = False, scale: float = 1.0) -> None:
    """The ring the kit draws round any object that is lit (`ring_colour`): a rounded box,
    or with `round_` a circle in `rect`; `scale` thickens it for a larger object."""
    colour = ring_colour(state)
    if colour is None:
        return
    u = theme.unit(surface)
    width = max(2, round(u * (0.35 if state & CardState.FOCUS else 0.25) * scale))
    if round_:
        pygame.draw.circle(surface, colour, rect.center, rect.width // 2, width)
    else:
        pygame.draw.rect(surface, colour, rect, width,
                         border_radius=max(2, round(u * 0.5 * scale)))
