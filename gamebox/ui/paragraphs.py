"""Paragraphs fitted into a box: the rules on a card, the words in the inspector.

`fit_paragraphs` is the one rule both follow: shrink the text a little before cutting
anything; then keep the paragraphs in order while they fit (so a card's flavour, listed
last, is the first to go) and cut the one that overflows with an ellipsis. Every line it
returns is no wider than the box (words longer than the box are split between letters).
"""
from __future__ import annotations

from typing import Any, Sequence

from .text import fit, line_height, wrap

Paragraph = tuple[str, bool, Any]
"""(text, bold, colour)."""


def block_height(blocks: Sequence[tuple[list[str], bool, Any]], size: int,
                 gap_share: float) -> int:
    step = line_height(size, True)
    rows = sum(len(lines) for lines, _, _ in blocks)
    return rows * step + max(0, len(blocks) - 1) * round(step * gap_share)


def fit_paragraphs(paragraphs: Sequence[Paragraph], px: int, smallest: int, width: int,
                   height: int, gap_share: float = 0.4
                   ) -> tuple[list[tuple[list[str], bool, Any]], int]:
    """`paragraphs` wrapped to `width` pixels, at `px` or the largest smaller size (not under
    `smallest`) at which they fit `height`; when even `smallest` is too big, the paragraphs
    that fit whole, then the first lines of the next one (its last ending in "..."), and
    none after it. Returns (lines, bold, colour) per kept paragraph and the size used; lines
    are spaced `line_height(size, True)` apart with `gap_share` of a line between
    paragraphs."""
    def wrapped(size: int):
        return [(wrap(t, size, width, bold, split_words=True), bold, c)
                for t, bold, c in paragraphs if t]

    size = max(smallest, px)
    while size > smallest and block_height(wrapped(size), size, gap_share) > height:
        size -= 1
    step = line_height(size, True)
    gap = round(step * gap_share)
    kept: list[tuple[list[str], bool, Any]] = []
    used = 0
    for lines, bold, colour in wrapped(size):
        space = gap if kept else 0
        room = (height - used - space) // step
        if len(lines) <= room:
            kept.append((lines, bold, colour))
            used += space + len(lines) * step
            continue
        if room > 0:
            cut = lines[:room]
            cut[-1] = fit(cut[-1] + " \u2026", size, width, bold)
            kept.append((cut, bold, colour))
        break
    return kept, size
