"""The scene shape of the app's stack (after Tuxemon's state stack).

A scene is entered when pushed and exited when popped; the scene below is paused while
another covers it and resumed when it is uncovered. `handle` gets intents, `update` gets the
time step, `draw` paints from state without changing it. An overlay (`opaque = False`) lets
the scene below show through.
"""
from __future__ import annotations

import pygame

from ..input import Intent
from ..ui import theme
from ..ui.text import draw_text
from ..ui.widgets import FocusRing


class Scene:
    """Base class of every scene; all hooks are optional."""

    opaque = True
    """False for overlays (pause, curtain messages): the scene below is drawn first."""

    def __init__(self, app) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack: make widgets."""

    def exit(self) -> None:
        """Popped off the stack: drop widgets."""

    def pause(self) -> None:
        """Another scene covers this one."""

    def resume(self) -> None:
        """The scene above was popped."""

    def handle(self, intent: Intent) -> bool:
        """React to one intent; True when it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance time by `dt` seconds (only the top scene is updated)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; never changes state."""

    def animating(self) -> bool:
        """True while something moves or waits on a clock, so the loop keeps ticking."""
        return False


class MenuScene(Scene):
    """A scene made of buttons: focus moves by directions, next/previous and the mouse.

    Subclasses fill `build(surface)` with buttons laid out for the surface size and act on a
    chosen button in `choose(button)`.
    """

    def __init__(self, app) -> None:
        super().__init__(app)
        self.ring = FocusRing()
        self._built_for: tuple | None = None

    def build(self, surface: pygame.Surface) -> list:
        """The buttons for this surface size (called when the size or content changes)."""
        return []

    def choose(self, button) -> None:
        """A button was chosen (confirm or click)."""

    def back(self) -> None:
        """Back or menu was pressed: by default leave the scene."""
        self.app.pop()

    def invalidate(self) -> None:
        """Rebuild the buttons before the next frame (content changed)."""
        self._built_for = None

    def layout(self, surface: pygame.Surface | None = None) -> None:
        surface = surface or self.app.surface
        key = (surface.get_size(), theme.text_scale())
        if key != self._built_for:
            self.ring.set(self.build(surface))
            self._built_for = key

    def handle(self, intent: Intent) -> bool:
        self.layout()
        kind = intent.kind
        directions = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
        if kind in directions:
            self.ring.move(*directions[kind])
            return True
        if kind in ("next", "previous"):
            self.ring.step(1 if kind == "next" else -1)
            return True
        if kind == "point":
            return self.ring.hover(intent.pos)
        if kind == "click":
            button = self.ring.at(intent.pos)
            if button is not None:
                self.ring.hover(intent.pos)
                self.app.cue("click")
                self.choose(button)
            return True
        if kind == "confirm":
            if self.ring.focused is not None:
                self.app.cue("click")
                self.choose(self.ring.focused)
            return True
        if kind in ("back", "menu"):
            self.back()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)

    def draw_backdrop(self, surface: pygame.Surface) -> tuple[float, int, int, int]:
        """Start a full-screen menu's frame: lay the buttons out for `surface` and paint the
        background; return (unit, width, height, margin) for placing what comes next."""
        self.layout(surface)
        u = theme.unit(surface)
        w, h = surface.get_size()
        surface.blit(theme.background((w, h)), (0, 0))
        return u, w, h, round(6 * u)

    def draw_header(self, surface: pygame.Surface, title: str, subtitle: str,
                    title_units: float = 5.0, right: int | None = None) -> pygame.Rect:
        """A screen's title and the line under it, at the top left (launcher, seat setup).

        `title_units` sizes the title; the line under it stops at `right` (default: the
        window's right margin). Returns the rect both take, to lay out what comes below.
        """
        u = theme.unit(surface)
        margin = round(6 * u)
        right = surface.get_width() - margin if right is None else right
        title_rect = draw_text(surface, title, (margin, round(3.5 * u)),
                               theme.title_px(surface, title_units), theme.ACCENT, bold=True,
                               max_width=surface.get_width() - 2 * margin)
        # the title's line height has room under its letters: the line tucks into it
        top = max(round((3.5 + 1.4 * title_units) * u), title_rect.bottom - round(0.5 * u))
        line = draw_text(surface, subtitle, (margin, top), theme.text_px(surface, 2.3),
                         theme.MUTED, max_width=right - margin)
        return title_rect.union(line)
