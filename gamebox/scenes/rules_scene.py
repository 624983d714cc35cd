"""The rules reference: the game's rulebook and the box's house rules, scrollable."""
from __future__ import annotations

import re

import pygame

from ..engine.paths import DOCS_DIR, RULES_DIR
from ..engine.protocol import Game
from ..ui import theme
from ..ui.text import draw_text, wrap
from ..ui.widgets import Button, panel
from .base import MenuScene

MOJIBAKE = {"\u03b2\u20ac\u201d": "\u2014", "\u03b2\u20ac\u201c": "\u2013",
            "\u03b2\u20ac\u2122": "\u2019", "\u03b2\u20ac\u0153": "\u201c",
            "\u03b2\u20ac\u009d": "\u201d"}
"""Characters the Grungeon rulebook lost in a bad re-encoding, put back for reading."""


_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CODE = re.compile(r"`([^`]+)`")
_ITEM = re.compile(r"^(\s*)(?:[-*+]|\d+[.)])\s+")


def plain_marks(line: str) -> str:
    """A line without Markdown's bold and code marks (the reader sees words, not stars)."""
    return _CODE.sub(r"\1", _BOLD.sub(r"\1", line))


def readable_markdown(text: str) -> str:
    """Markdown (the house rules) as plain reading text for the rules screen: headings in
    capitals (drawn as headings), hard-wrapped paragraphs and list items joined so they wrap
    to the window, list bullets, table rows as cells with dots between, no marks."""
    out: list[str] = []
    joinable = False
    fenced = False
    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if stripped.startswith("```"):
            fenced = not fenced
            joinable = False
            continue
        if fenced:
            out.append(line)
            continue
        if not stripped:
            out.append("")
            joinable = False
            continue
        if stripped.startswith("#"):
            out.append(plain_marks(stripped.lstrip("#").strip()).upper())
            joinable = False
            continue
        if stripped.startswith("|"):
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if all(set(c) <= set("-: ") for c in cells):
                continue  # the row under a table's header
            out.append(plain_marks("  \u00b7  ".join(c for c in cells if c)))
            joinable = False
            continue
        item = _ITEM.match(line)
        if item:
            out.append(item.group(1) + "\u2022 " + plain_marks(line[item.end():].strip()))
            joinable = True
            continue
        if joinable and out:
            out[-1] += " " + plain_marks(stripped)
        else:
            out.append(plain_marks(stripped))
            joinable = True
    return "\n".join(out)


DEVELOPER_NOTES = "<!-- developer notes -->"
"""A line in ``docs/rules/<id>.md`` after which the text is not shown in the game."""


def rules_text(game: Game) -> str:
    """How to play and the house rules (``docs/rules/<id>.md``), then the rulebook itself (or
    a note why it cannot be shown): a new player reads the short version first."""
    parts = []
    house = DOCS_DIR / "rules" / f"{game.id}.md"
    if house.is_file():
        text = house.read_text(encoding="utf-8", errors="replace")
        # balance figures and bot notes below the marker are for developers, not players
        text = text.split(DEVELOPER_NOTES, 1)[0]
        parts.append(readable_markdown(text))
    if game.rules_file:
        path = RULES_DIR / game.rules_file
        try:
            book = path.read_text(encoding="utf-8", errors="replace")
            if path.suffix.lower() == ".md":
                book = readable_markdown(book)
            parts.append("THE RULEBOOK\n\n"
                         + "\n".join(plain_marks(line) for line in book.splitlines()).strip())
        except OSError as exc:
            parts.append(f"(The rulebook {path.name} could not be read: {exc.strerror}.)")
    else:
        parts.append("(This game has no rulebook file.)")
    text = "\n\n".join(parts).replace("\r\n", "\n").replace("\t", "    ")
    for bad, good in MOJIBAKE.items():
        text = text.replace(bad, good)
    return text


class RulesScene(MenuScene):
    """Scroll with up/down (or the wheel), page with next/previous; back to leave."""

    def __init__(self, app, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.text = ""
        self.top = 0

    def enter(self) -> None:
        self.text = rules_text(self.game)

    def build(self, surface: pygame.Surface) -> list[Button]:
        u = theme.unit(surface)
        w, h = surface.get_size()
        bw, bh = round(22 * u), round(5.4 * u)
        return [Button(pygame.Rect(w - round(6 * u) - bw, round(3.5 * u), bw, bh), "Back",
                       ("back",))]

    def page(self, surface: pygame.Surface) -> pygame.Rect:
        u = theme.unit(surface)
        w, h = surface.get_size()
        width = min(w - round(12 * u), round(120 * u))
        return pygame.Rect((w - width) // 2, round(11 * u), width, h - round(14 * u))

    def lines(self, surface: pygame.Surface) -> list[str]:
        u = theme.unit(surface)
        rect = self.page(surface)
        return wrap(self.text, theme.text_px(surface, 2.0), rect.width - round(5 * u))

    def handle(self, intent) -> bool:
        steps = {"up": -3, "down": 3}
        surface = self.app.surface
        lines = self.lines(surface)
        size = theme.text_px(surface, 2.0)
        rows = max(1, (self.page(surface).height - 2 * round(theme.unit(surface) * 2))
                   // theme.font(size).get_linesize())
        if intent.kind in steps:
            self.top += steps[intent.kind]
        elif intent.kind in ("next", "right"):
            self.top += rows - 2
        elif intent.kind in ("previous", "left"):
            self.top -= rows - 2
        else:
            return super().handle(intent)
        self.top = max(0, min(self.top, max(0, len(lines) - rows)))
        return True

    def choose(self, button: Button) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        u, _, _, margin = self.draw_backdrop(surface)
        draw_text(surface, f"Rules: {self.game.name}", (margin, round(4 * u)),
                  theme.title_px(surface, 3.6), theme.ACCENT, bold=True,
                  max_width=surface.get_width() - round(36 * u))
        rect = self.page(surface)
        panel(surface, rect, theme.PANEL, alpha=235)
        size = theme.text_px(surface, 2.0)
        line = theme.font(size).get_linesize()
        pad = round(2.5 * u)
        lines = self.lines(surface)
        rows = max(1, (rect.height - 2 * pad) // line)
        y = rect.top + pad
        for text_line in lines[self.top:self.top + rows]:
            if text_line:
                heading = text_line.isupper() and len(text_line) > 3
                draw_text(surface, text_line, (rect.left + pad, y), size,
                          theme.ACCENT if heading else theme.TEXT, bold=heading)
            y += line
        if lines:
            share = min(1.0, rows / len(lines))
            track = pygame.Rect(rect.right - round(1.2 * u), rect.top + pad, round(0.6 * u),
                                rect.height - 2 * pad)
            thumb = track.copy()
            thumb.height = max(round(2 * u), round(track.height * share))
            thumb.top = track.top + round((track.height - thumb.height) * (
                self.top / max(1, len(lines) - rows)))
            pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=round(0.3 * u))
            pygame.draw.rect(surface, theme.ACCENT, thumb, border_radius=round(0.3 * u))
        draw_text(surface, "Up/down: scroll \u00b7 Page up/down or LB/RB: page \u00b7 Back: leave",
                  (margin, round(8.5 * u)), theme.text_px(surface, 1.6), theme.FAINT)
        self.ring.draw(surface, theme.text_px(surface, 2.0))
