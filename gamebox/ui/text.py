"""Text drawing with a cache of rendered lines.

`render` is the single place where a string becomes pixels: every scene draws text through
it (directly or via `draw_text`), which keeps frames cheap and lets the curtain test record
every text that reaches the screen.
"""
from __future__ import annotations

from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

import pygame

from . import theme

_CACHE_LIMIT = 1500
_cache: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()


def render(text: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    """One line of text as a surface with per-pixel alpha (cached)."""
    key = (text, size, tuple(colour), bold)
    surf = _cache.get(key)
    if surf is not None:
        _cache.move_to_end(key)
        return surf
    surf = theme.font(size, bold).render(text, True, colour)
    _cache[key] = surf
    if len(_cache) > _CACHE_LIMIT:
        _cache.popitem(last=False)
    return surf


@dataclass(frozen=True)
class Drawn:
    """One line of text as a `recording` saw it drawn, with the boxes it had to stay in."""

    text: str
    """What was drawn (cut with an ellipsis when `max_width` called for it)."""
    asked: str
    """What the caller asked to draw."""
    rect: pygame.Rect
    """Where its pixels went, in window coordinates (a card's line: where the card lies
    when it is blitted is not known to the painter, so in the card's own coordinates)."""
    size: int
    max_width: int | None
    """The width the caller allowed it (None: not said)."""
    box: pygame.Rect | None
    """The innermost `within` box open when it was drawn (a zone's rect, a card's line box),
    in the same coordinates as `rect`; None outside every box."""
    area: pygame.Rect
    """What of the surface it was drawn on may be drawn on (its clip), in the same
    coordinates as `rect`."""
    where: str = "screen"
    """``screen`` for `draw_text`, ``card`` for a card face's line."""
    target: int = 0
    """``id`` of the surface (its top parent) it was drawn on: a picture drawn off screen
    (the rules screen's small tables) is not the window."""

    @property
    def cut(self) -> bool:
        return self.text != self.asked


_recordings: list[list[Drawn]] = []
_boxes: list[pygame.Rect] = []


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Test-only: every line drawn while open (by `draw_text`, and the lines of every card
    face painted) is appended to the list it yields, with its boxes (`Drawn`). Costs nothing
    while no recording is open."""
    seen: list[Drawn] = []
    _recordings.append(seen)
    try:
        yield seen
    finally:
        _recordings.remove(seen)


@contextmanager
def within(rect: pygame.Rect, surface: pygame.Surface | None = None) -> Iterator[None]:
    """Say that the text drawn inside belongs in `rect` (of `surface`, in its coordinates):
    a zone widget's rect. Only a `recording` reads it; it draws nothing."""
    if not _recordings:
        yield
        return
    box = pygame.Rect(rect)
    if surface is not None:
        box.move_ip(surface.get_abs_offset())
    _boxes.append(box)
    try:
        yield
    finally:
        _boxes.pop()


def note(drawn: Drawn) -> None:
    """Give a line drawn without `draw_text` (a card face's) to the open recordings."""
    for seen in _recordings:
        seen.append(drawn)


def recording_open() -> bool:
    return bool(_recordings)


def draw_text(surface: pygame.Surface, text: str, pos, size: int, colour=theme.TEXT,
              bold: bool = False, anchor: str = "topleft", max_width: int | None = None
              ) -> pygame.Rect:
    """Draw one line at `pos` (anchored as a `pygame.Rect` attribute); return its rect.

    With `max_width` a line that does not fit is cut with an ellipsis.
    """
    asked = text
    if max_width is not None:
        text = fit(text, size, max_width, bold)
    surf = render(text, size, colour, bold)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(surf, rect)
    if _recordings:
        offset = surface.get_abs_offset()
        note(Drawn(text, asked, rect.move(offset), size, max_width,
                   _boxes[-1] if _boxes else None, surface.get_clip().move(offset),
                   target=id(surface.get_abs_parent())))
    return rect


def measure(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    """Width and height of a line without drawing it."""
    return theme.font(size, bold).size(text)


_line_heights: dict[tuple[int, bool], int] = {}
LINE_SAMPLE = "Agjpqy|()\u00b7"
"""Letters reaching highest and lowest in a line of the box's words and key tips."""


def line_height(size: int, bold: bool = False) -> int:
    """The height of a drawn line at `size`: the font's height, or a pixel more at the sizes
    where a descender's rounding makes the rendered line taller than the font says (the
    DejaVu font at 12 px: 14 high, a line with a "y" in it 15). Lay a line out against a
    window's edge with this, or its last pixel row lands outside."""
    key = (int(size), bool(bold))
    height = _line_heights.get(key)
    if height is None:
        font = theme.font(size, bold)
        height = max(font.get_height(), font.render(LINE_SAMPLE, True, theme.TEXT).get_height())
        _line_heights[key] = height
    return height


def fitting_size(text: str, size: int, width: int, bold: bool = False,
                 smallest: int = 8) -> int:
    """`size`, or the largest smaller size (not under `smallest`) at which `text` is no wider
    than `width` pixels; `smallest` when even that is too wide."""
    while size > smallest and measure(text, size, bold)[0] > width:
        size -= 1
    return size


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text`, shortened with an ellipsis when it is wider than `width` pixels."""
    if width <= 0 or measure(text, size, bold)[0] <= width:
        return text
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if measure(text[:mid] + "\u2026", size, bold)[0] <= width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "\u2026"


_wrap_cache: "OrderedDict[tuple, list[str]]" = OrderedDict()


def wrap(text: str, size: int, width: int, bold: bool = False,
         split_words: bool = False) -> list[str]:
    """Split `text` into lines no wider than `width` pixels (paragraphs kept; cached).

    A single word wider than `width` keeps a line of its own, overflowing, unless
    `split_words` is set: then it is broken between letters (a log line must never leave
    its panel).
    """
    key = (text, size, width, bold, split_words)
    cached = _wrap_cache.get(key)
    if cached is not None:
        return cached
    f = theme.font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = word if not line else line + " " + word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
            if split_words and f.size(line)[0] > width:
                *whole, line = _split_letters(line, f, width)
                lines += whole
        lines.append(line)
    _wrap_cache[key] = lines
    if len(_wrap_cache) > 200:
        _wrap_cache.popitem(last=False)
    return lines


def _split_letters(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """`text` cut between letters into pieces no wider than `width` (at least one letter
    each, so a width narrower than a letter still ends). A path is cut after one of its
    slashes where one fits, so each piece reads as a folder."""
    pieces: list[str] = []
    while text:
        n = len(text)
        while n > 1 and f.size(text[:n])[0] > width:
            n -= 1
        slash = text.rfind("/", 1, n) if n < len(text) else -1
        if slash > 0:
            n = slash + 1
        pieces.append(text[:n])
        text = text[n:]
    return pieces


def last_rows(entries: list[str], size: int, width: int, rows: int, bold: bool = False,
              indent: int = 0) -> list[tuple[str, int]]:
    """The rows a log panel `rows` high shows of `entries` (oldest first), each entry
    wrapped to `width` pixels: the newest entries whole at the bottom, older ones scrolling
    off the top. An entry is never cut in the middle of its rows, except the newest when it
    alone is taller than the panel (then its first rows, the last ending in an ellipsis).

    Each row comes with its x offset: 0 for an entry's first row, `indent` for the rows it
    continues onto, so a hanging indent shows where each entry starts.
    """
    if rows <= 0:
        return []
    shown: list[list[tuple[str, int]]] = []
    used = 0
    for entry in reversed(entries):
        lines = wrap(entry, size, width - indent, bold, split_words=True)
        wrapped = [(line, indent if n else 0) for n, line in enumerate(lines)]
        if used + len(wrapped) > rows:
            if not shown:  # the newest entry alone overflows: its start, marked as cut
                head = wrapped[:rows]
                last, x = head[-1]
                head[-1] = (fit(last + " \u2026", size, width - indent, bold), x)
                shown.append(head)
            break
        shown.append(wrapped)
        used += len(wrapped)
    return [row for wrapped in reversed(shown) for row in wrapped]


def draw_wrapped(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int,
                 colour=theme.TEXT, bold: bool = False, max_lines: int | None = None,
                 split_words: bool = False) -> int:
    """Draw `text` wrapped into `rect` from its top; return the height used. With
    `split_words` a word wider than `rect` (a long folder path) is broken, see `wrap`."""
    lines = wrap(text, size, rect.width, bold, split_words)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = fit(lines[-1] + " \u2026", size, rect.width, bold)
    step = theme.font(size, bold).get_linesize()
    y = rect.top
    for line in lines:
        if y + step > rect.bottom + step // 3:
            break
        if line:
            draw_text(surface, line, (rect.left, y), size, colour, bold)
        y += step
    return y - rect.top


def clear_cache() -> None:
    """Forget rendered text (after a font or text-size change)."""
    _cache.clear()
    _wrap_cache.clear()
