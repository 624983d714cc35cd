"""What the table scene lights up, handed to every zone widget, and the hit map they return.

The widgets know no game and no rules: the table scene gives them the ids an open choice may
name (`Highlights.targets`, from the legal actions), the id under the keyboard or pad focus,
and the ids picked up in an earlier step; each widget turns those into a `CardState` per piece
and returns a `HitMap` of what it drew.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .card import CardState

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
