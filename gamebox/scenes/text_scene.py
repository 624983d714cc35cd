"""A long text to read under a title, scrolled by line and page (the launcher's notes)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..ui import theme
from ..ui.text import draw_text, wrap
from ..ui.widgets import Button, panel
from .base import MenuScene


@dataclass(frozen=True)
class TextPage:
    """Where the text goes at one window size: worked out in one place for drawing and for
    scrolling, so the last line that scrolling allows is the last line drawn."""

    hint: tuple[int, int]
    """Where the line of key hints starts (under the title)."""
    rect: pygame.Rect
    """The panel the text is drawn in."""
    pad: int
    """The panel's inner margin."""
    size: int
    """The text size in pixels."""
    line: int
    """The height of one line of text."""
    lines: list[str]
    """The whole text, wrapped to the panel."""

    @property
    def rows(self) -> int:
        """How many lines the panel shows at once."""
        return max(1, (self.rect.height - 2 * self.pad) // self.line)

    @property
    def last_top(self) -> int:
        """The first line shown when scrolled to the end (the last line then shows)."""
        return max(0, len(self.lines) - self.rows)


HINT = ("Up/down: scroll \u00b7 Page up/down or LB/RB: page \u00b7 Home/End: top/end \u00b7 "
        "Back: leave")
"""The key hints under the title."""


class TextScene(MenuScene):
    """A long text to read under a title (lines in capitals are headings). Scroll with
    up/down (or the wheel), page with next/previous, jump to the top or the end with
    first/last (Home, End); back to leave."""

    def __init__(self, app, title: str, text: str = "") -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.top = 0

    def build(self, surface: pygame.Surface) -> list[Button]:
        u = theme.unit(surface)
        w, h = surface.get_size()
        bw, bh = round(22 * u), round(5.4 * u)
        return [Button(pygame.Rect(w - round(6 * u) - bw, round(3.5 * u), bw, bh), "Back",
                       ("back",))]

    def page(self, surface: pygame.Surface) -> TextPage:
        """The layout of the text for `surface` (see `TextPage`)."""
        u = theme.unit(surface)
        w, h = surface.get_size()
        hint = (round(6 * u), round(8.5 * u))
        # the panel starts under the hint line, which huge text makes taller
        hint_bottom = hint[1] + theme.font(theme.text_px(surface, 1.6)).get_linesize()
        top = max(round(11 * u), hint_bottom + round(u))
        width = min(w - round(12 * u), round(120 * u))
        rect = pygame.Rect((w - width) // 2, top, width, h - round(3 * u) - top)
        pad = round(2.5 * u)
        size = theme.text_px(surface, 2.0)
        # the text stops short of the scroll bar at the panel's right edge
        lines = wrap(self.text, size, rect.width - 2 * pad - round(u))
        return TextPage(hint, rect, pad, size, theme.font(size).get_linesize(), lines)

    def handle(self, intent) -> bool:
        page = self.page(self.app.surface)
        steps = {"up": -3, "down": 3, "next": page.rows - 2, "right": page.rows - 2,
                 "previous": 2 - page.rows, "left": 2 - page.rows}
        if intent.kind in steps:
            self.top += steps[intent.kind]
        elif intent.kind == "first":
            self.top = 0
        elif intent.kind == "last":
            self.top = page.last_top
        else:
            return super().handle(intent)
        self.top = max(0, min(self.top, page.last_top))
        return True

    def choose(self, button: Button) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        u, _, _, margin = self.draw_backdrop(surface)
        draw_text(surface, self.title, (margin, round(4 * u)),
                  theme.title_px(surface, 3.6), theme.ACCENT, bold=True,
                  max_width=surface.get_width() - round(36 * u))
        page = self.page(surface)
        rect, pad = page.rect, page.pad
        panel(surface, rect, theme.PANEL, alpha=235)
        y = rect.top + pad
        for text_line in page.lines[self.top:self.top + page.rows]:
            if text_line:
                heading = text_line.isupper() and len(text_line) > 3
                draw_text(surface, text_line, (rect.left + pad, y), page.size,
                          theme.ACCENT if heading else theme.TEXT, bold=heading)
            y += page.line
        if page.lines:
            self.draw_scrollbar(surface, page)
        back = self.ring.buttons[0].rect
        draw_text(surface, HINT, page.hint, theme.text_px(surface, 1.6), theme.FAINT,
                  max_width=back.left - page.hint[0] - round(2 * u))
        self.ring.draw(surface, theme.text_px(surface, 2.0))

    def draw_scrollbar(self, surface: pygame.Surface, page: TextPage) -> None:
        """A thin bar at the panel's right edge: how much of the text shows, and where."""
        u = theme.unit(surface)
        rect, pad = page.rect, page.pad
        share = min(1.0, page.rows / len(page.lines))
        track = pygame.Rect(rect.right - round(1.2 * u), rect.top + pad, round(0.6 * u),
                            rect.height - 2 * pad)
        thumb = track.copy()
        thumb.height = max(round(2 * u), round(track.height * share))
        thumb.top = track.top + round((track.height - thumb.height) * (
            self.top / max(1, page.last_top)))
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=round(0.3 * u))
        pygame.draw.rect(surface, theme.ACCENT, thumb, border_radius=round(0.3 * u))
