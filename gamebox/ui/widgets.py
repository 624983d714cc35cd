"""Buttons and the focus navigation that makes every screen usable by keyboard or pad alone."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from . import art, theme
from .text import draw_text, fit, measure


@dataclass
class Button:
    """A focusable, clickable box with a label; `value` says what choosing it means."""

    rect: pygame.Rect
    label: str
    value: Any = None
    enabled: bool = True
    detail: str = ""
    """A second, smaller line (a tile's pitch, a setting's current value)."""
    colour: tuple | None = None
    """An accent stripe on the left (a seat's colour)."""
    tags: dict = field(default_factory=dict)
    wrapped: bool = False
    """`detail` is the rest of a label too long for one line, not a caption under a title:
    both lines are drawn alike (same size and weight, centred), as a one-line label is."""
    short: str = ""
    """A shorter label, drawn instead of `label` when that does not fit ("Skip" for "Skip
    bots" with huge text); the button still means the same."""

    def shown_label(self, size: int, width: int) -> str:
        """The one-line label drawn at `size` in `width` pixels: `label`, or `short` when the
        label does not fit and there is one (else the label, cut with an ellipsis)."""
        if self.short and measure(self.label, size)[0] > width:
            return self.short
        return self.label

    def draw(self, surface: pygame.Surface, focused: bool, size: int) -> None:
        """Draw the button; the focused one gets a bright outline and a raised face."""
        u = theme.unit(surface)
        face = theme.PANEL_RAISED if focused else theme.PANEL
        radius = max(3, round(u * 0.8))
        name = "button_focus.png" if focused else (
            "button.png" if self.enabled else "button_disabled.png")
        framed = art.nine_slice(name, self.rect.size, round(u * 1.2))
        if framed is not None:
            surface.blit(framed, self.rect)
        else:
            pygame.draw.rect(surface, face, self.rect, border_radius=radius)
        if self.colour is not None:
            stripe = pygame.Rect(self.rect.left, self.rect.top, max(4, round(u * 0.7)),
                                 self.rect.height)
            pygame.draw.rect(surface, self.colour, stripe, border_top_left_radius=radius,
                             border_bottom_left_radius=radius)
        edge = theme.FOCUS if focused else theme.PANEL_EDGE
        if framed is None or focused:
            pygame.draw.rect(surface, edge, self.rect,
                             width=max(2, round(u * (0.3 if focused else 0.12))),
                             border_radius=radius)
        colour = theme.TEXT if self.enabled else theme.FAINT
        pad = round(u * 1.6)
        inner = self.rect.width - 2 * pad
        if self.detail and self.wrapped:
            self.draw_wrapped_label(surface, focused, size, inner, colour)
        elif self.detail:
            size, small, gap = two_line_sizes(size, self.rect.height)
            block = theme.font(size, True).get_height() + gap + theme.font(small).get_height()
            top = self.rect.centery - block // 2
            label = draw_text(surface, fit(self.label, size, inner, True),
                              (self.rect.left + pad, top), size, colour, bold=True)
            draw_text(surface, fit(self.detail, small, inner),
                      (self.rect.left + pad, label.bottom + gap), small,
                      theme.TEXT if focused else (theme.MUTED if self.enabled else theme.BAD),
                      anchor="topleft")
        else:
            # Bold marks focus, but not at the price of the words: a label that fits only in
            # the regular weight stays regular ("Start in the north-west corner (N...").
            shown = self.shown_label(size, inner)
            bold = focused and fit(shown, size, inner, True) == shown
            draw_text(surface, fit(shown, size, inner, bold), self.rect.center, size,
                      colour, bold=bold, anchor="center")

    def draw_wrapped_label(self, surface: pygame.Surface, focused: bool, size: int,
                           inner: int, colour) -> None:
        """A label on two lines (`label`, then `detail`), centred one under the other in the
        weight a one-line label would have: regular, bold only when focused and both lines
        fit bold. The lines shrink together when the button is too low for them."""
        size = wrapped_size(size, self.rect.height)
        lines = (self.label, self.detail)
        bold = focused and all(fit(t, size, inner, True) == t for t in lines)
        step = max(theme.font(size, bold).size(t)[1] for t in lines)
        top = self.rect.centery - step
        for n, text in enumerate(lines):
            draw_text(surface, fit(text, size, inner, bold),
                      (self.rect.centerx, top + n * step), size, colour, bold=bold,
                      anchor="midtop")


_two_line_cache: dict[tuple, tuple[int, int, int]] = {}


def two_line_sizes(size: int, height: int) -> tuple[int, int, int]:
    """(label size, detail size, gap) for a button `height` pixels tall with two lines.

    The label is `size` and its detail about three quarters of it, unless the two do not fit
    the button (huge text on a small window): then both shrink until they do, rather than
    spill over the button's edges onto its neighbours.
    """
    key = (size, height)
    found = _two_line_cache.get(key)
    if found is None:
        label = size
        while True:
            small = max(8, round(label * 0.72))
            gap = max(0, round(label * 0.08))
            need = theme.font(label, True).get_height() + gap + theme.font(small).get_height()
            if need <= height - 2 or label <= 8:
                break
            label -= 1
        if len(_two_line_cache) > 256:
            _two_line_cache.clear()
        found = _two_line_cache[key] = (label, small, gap)
    return found


def wrapped_size(size: int, height: int) -> int:
    """The text size for a label wrapped on two equal lines in a button `height` pixels
    tall: `size`, or smaller when two lines of it would not fit (never under 8)."""
    while size > 8 and 2 * theme.font(size, True).get_height() > height - 2:
        size -= 1
    return size


def split_label(label: str, size: int, width: int) -> tuple[str, str]:
    """A button label cut into two lines that fit `width` at `size`, at the most natural
    break: before "into", after a comma, before a bracket, before "in", else between words,
    but never inside brackets ("(plate 1)" stays on one line). Lines that fit in bold are
    preferred (a focused button is bold), else lines that fit in the regular weight the
    button then draws. When no break lets both lines fit, the first line still fits and the
    second is cut by the button; a label with no break at all comes back whole, with an
    empty second line."""
    candidates = []
    for sep, keep in ((" into ", "into "), (", ", ""), (" (", "("), (" in ", "in ")):
        at = label.rfind(sep)
        while at > 0:
            candidates.append((label[:at], keep + label[at + len(sep):]))
            at = label.rfind(sep, 0, at)
    words = label.split(" ")
    candidates += [(" ".join(words[:k]), " ".join(words[k:]))
                   for k in range(len(words) - 1, 0, -1)]
    candidates = [(head, tail) for head, tail in candidates
                  if head.count("(") <= head.count(")")] or candidates
    for bold in (True, False):
        for head, tail in candidates:
            if measure(head, size, bold)[0] <= width and measure(tail, size, bold)[0] <= width:
                return head, tail
    heads = [(head, tail) for head, tail in candidates if measure(head, size)[0] <= width]
    return heads[0] if heads else (label, "")


class FocusRing:
    """Which of a screen's buttons has focus, moved by directions, next/previous and the mouse.

    Directions pick the nearest button whose centre lies that way; next/previous follow the
    list order, so every button is reachable without a mouse.
    """

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.index = 0

    def set(self, buttons: list[Button], keep: Any = None) -> None:
        """Replace the buttons, keeping focus on the button with value `keep` if present."""
        old = self.focused.value if keep is None and self.focused is not None else keep
        self.buttons = buttons
        self.index = 0
        for i, b in enumerate(buttons):
            if b.value == old and old is not None:
                self.index = i
                break
        else:
            self.index = min(self.index, max(0, len(buttons) - 1))

    @property
    def focused(self) -> Button | None:
        if not self.buttons:
            return None
        return self.buttons[min(self.index, len(self.buttons) - 1)]

    def step(self, delta: int) -> None:
        """Next (+1) or previous (-1) in list order, wrapping."""
        if self.buttons:
            self.index = (self.index + delta) % len(self.buttons)

    def move(self, dx: int, dy: int) -> bool:
        """Focus the nearest button in direction (dx, dy); False when there is none."""
        here = self.focused
        if here is None:
            return False
        cx, cy = here.rect.center
        best, best_score = None, None
        for i, b in enumerate(self.buttons):
            if b is here:
                continue
            bx, by = b.rect.center
            along = (bx - cx) * dx + (by - cy) * dy
            if along <= 0:
                continue
            across = abs((bx - cx) * dy) + abs((by - cy) * dx)
            score = along + 2 * across
            if best_score is None or score < best_score:
                best, best_score = i, score
        if best is None:
            return False
        self.index = best
        return True

    def at(self, pos) -> Button | None:
        """The button under a mouse position."""
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return b
        return None

    def hover(self, pos) -> bool:
        """Move focus to the button under the mouse; True when focus changed."""
        for i, b in enumerate(self.buttons):
            if b.rect.collidepoint(pos):
                changed = i != self.index
                self.index = i
                return changed
        return False

    def draw(self, surface: pygame.Surface, size: int, show_focus: bool = True) -> None:
        focused = self.focused
        for b in self.buttons:
            b.draw(surface, show_focus and b is focused, size)


_panel_layers: dict[tuple, pygame.Surface] = {}


def panel(surface: pygame.Surface, rect: pygame.Rect, colour=theme.PANEL, alpha: int = 235,
          edge: bool = True) -> None:
    """A rounded, slightly transparent panel behind a group of widgets (cached per size).

    A rect with no area draws nothing: a tiny window leaves some boxes (the results' story,
    the controller test) a negative height, and pygame refuses to make such a layer."""
    if rect.width <= 0 or rect.height <= 0:
        return
    u = theme.unit(surface)
    radius = max(4, round(u * 1.2))
    if alpha >= 255:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    else:
        key = (rect.size, tuple(colour), alpha, radius)
        layer = _panel_layers.get(key)
        if layer is None:
            if len(_panel_layers) > 64:
                _panel_layers.clear()
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
            _panel_layers[key] = layer
        surface.blit(layer, rect)
    if edge:
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=max(1, round(u * 0.12)),
                         border_radius=radius)


_dim_layers: dict[tuple, pygame.Surface] = {}


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken everything drawn so far (behind an overlay)."""
    key = (surface.get_size(), alpha)
    layer = _dim_layers.get(key)
    if layer is None:
        if len(_dim_layers) > 8:
            _dim_layers.clear()
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        layer.fill((10, 7, 6, alpha))
        _dim_layers[key] = layer
    surface.blit(layer, (0, 0))


def arrow_zones(rect: pygame.Rect, u: float, units: float = 4.2
                ) -> tuple[pygame.Rect, pygame.Rect]:
    """The step-back and step-forward arrows at the right end of a stepping button, each
    `units` wide (a click on the back arrow steps back; anywhere else steps forward)."""
    size = max(8, min(rect.height, round(units * u)))
    right = rect.right - round(0.6 * u)
    forward = pygame.Rect(right - size, rect.centery - size // 2, size, size)
    back = forward.move(-size, 0)
    return back, forward


def draw_arrows(surface: pygame.Surface, zones, colour) -> None:
    """A left and a right triangle in the two arrow zones."""
    for zone, sign in zip(zones, (-1, 1)):
        cx, cy = zone.center
        r = max(3, zone.width * 0.22)
        tip = (cx + sign * r, cy)
        pygame.draw.polygon(surface, colour, [tip, (cx - sign * r, cy - r * 1.15),
                                              (cx - sign * r, cy + r * 1.15)])
