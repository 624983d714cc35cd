"""The rules screen: how to play, our house rules and the cards, page by page.

A game's rules screen opens with "How to play" and "Our house rules", in the box's own
words for players (``content/rules/<id>/``, read by `rules_content`), then its cards or
items drawn as cards by the table kit (`Game.reference_cards`). The original rulebook, when
it lies beside the checkout (``../shared/rules``, as in development), is a last page for
developers; on a player's machine there is none, and nothing is missing. Pages switch with
left/right, LB/RB or the tabs, and scroll by rows (`rules_pages`).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..engine.paths import RULES_DIR
from ..engine.protocol import Game
from ..errors import ContentError
from ..ui import theme
from ..ui.text import draw_text
from ..ui.widgets import Button, panel
from .base import MenuScene
from .rulebook import drawable, readable_markdown, rulebook_reading
from .rules_content import page_words, player_pages
from .rules_pages import Page, draw_row, last_top, lay_out, picture_surface, shown_rows

CARDS_TITLE = "The cards"
"""The tab of the card reference (`Game.reference_cards`)."""
RULEBOOK_TITLE = "Original rulebook"
"""The tab of the rulebook found beside the checkout, the last page."""
RULEBOOK_NOTE = ("FOR DEVELOPERS\n\nThe rulebook this box's rules come from, as found beside "
                 "the checkout. Players read the pages before this one.\n\n")
"""What heads the rulebook's page."""


def rulebook_text(game: Game) -> str | None:
    """The original rulebook as reading text (`rulebook_reading`), or None when the game
    names none or it is not beside the checkout (a player's machine)."""
    if not game.rules_file:
        return None
    path = RULES_DIR / game.rules_file
    try:
        book = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    if path.suffix.lower() == ".md":
        book = readable_markdown(book)
    return drawable(rulebook_reading(game, book).replace("\r\n", "\n").replace("\t", "    "))


def rules_pages(game: Game) -> list[Page]:
    """The pages of `game`'s rules screen: its player pages (How to play, Our house rules),
    its cards, and the rulebook when it is found. What cannot be read is said on its page,
    in words, and the other pages still show."""
    try:
        pages = [Page(p.title, blocks=p.blocks) for p in player_pages(game.id)]
    except ContentError as exc:
        pages = [Page("How to play", text=f"The rules for players could not be read: {exc}")]
    try:
        sections = tuple(game.reference_cards())
    except ContentError as exc:
        pages.append(Page(CARDS_TITLE, text=f"The cards could not be read: {exc}"))
    else:
        if sections:
            pages.append(Page(CARDS_TITLE, sections=sections, look=game.card_look()))
    book = rulebook_text(game)
    if book:
        pages.append(Page(RULEBOOK_TITLE, text=RULEBOOK_NOTE + book))
    return pages


def page_text(page: Page) -> str:
    """The words of a page as plain text: its title, its blocks (a picture by its caption),
    each card group's heading and note and each card's name, rules and caption."""
    parts = [page_words(page) if page.blocks else page.title]
    for section in page.sections:
        parts.append(section.heading + ("\n" + section.note if section.note else ""))
        for face in section.faces:
            parts.append(" \u00b7 ".join(str(face[k]) for k in ("name", "rules", "caption")
                                         if face.get(k)))
    if page.text:
        parts.append(page.text)
    return "\n".join(parts)


def rules_text(game: Game) -> str:
    """Every word the rules screen shows for `game`, page by page (`page_text`)."""
    return "\n\n".join(page_text(page) for page in rules_pages(game))


TAB_HINT = ("Left/right or LB/RB: page \u00b7 Up/down: scroll \u00b7 Home/End: top/end \u00b7 "
            "Back: leave")
"""The key hints under the panel."""


@dataclass
class RulesFrame:
    """Where a page goes at one window and text size, worked out once for drawing and for
    scrolling (so the last row scrolling allows is the last row drawn)."""

    panel: pygame.Rect
    column: pygame.Rect
    """The text column inside the panel: rows are drawn from its top left."""
    rows: list
    """The page laid out (`rules_pages.Row`)."""
    last_top: int
    hint: tuple[int, int]


class RulesScene(MenuScene):
    """The rules screen of one game (`rules_pages`): a tab per page, the page in a panel."""

    def __init__(self, app, game: Game) -> None:
        super().__init__(app)
        self.title = f"Rules: {game.name}"
        self.game = game
        self.pages: list[Page] = []
        self.page = 0
        self.top = 0
        self._frame: tuple | None = None
        self._pictures: dict[tuple, pygame.Surface | None] = {}

    def enter(self) -> None:
        self.pages = rules_pages(self.game)
        self.page = self.top = 0
        self.invalidate()

    # ---- layout ------------------------------------------------------------------------
    def build(self, surface: pygame.Surface) -> list[Button]:
        u = theme.unit(surface)
        w, _ = surface.get_size()
        bw, bh = round(22 * u), round(5.4 * u)
        back = Button(pygame.Rect(w - round(6 * u) - bw, round(3.5 * u), bw, bh), "Back",
                      ("back",))
        left, right = round(6 * u), w - round(6 * u)
        gap = round(u)
        size = theme.text_px(surface, 2.0)
        wanted = [theme.font(size, True).size(p.title)[0] + round(4 * u) for p in self.pages]
        share = (right - left - gap * max(0, len(self.pages) - 1)) // max(1, len(self.pages))
        tabs, x = [], left
        for n, (page, width) in enumerate(zip(self.pages, wanted)):
            width = min(width, share)
            tabs.append(Button(pygame.Rect(x, round(10.5 * u), width, round(5 * u)),
                               page.title, ("page", n)))
            x += width + gap
        return tabs + [back]

    def frame(self, surface: pygame.Surface) -> RulesFrame:
        """The layout of the open page for `surface` (cached per size, text size and page)."""
        key = (surface.get_size(), theme._state["text_scale"], self.page, id(self.pages))
        if self._frame is None or self._frame[0] != key:
            u = theme.unit(surface)
            w, h = surface.get_size()
            hint_px = theme.text_px(surface, 1.6)
            hint_y = h - round(1.2 * u) - theme.font(hint_px).get_linesize()
            top = round(17 * u)
            width = min(w - round(12 * u), round(150 * u))
            rect = pygame.Rect((w - width) // 2, top, width, hint_y - round(u) - top)
            pad = round(2.5 * u)
            page = self.pages[self.page] if self.pages else Page("")
            # lines of text stay short enough to read; cards take the panel's whole width
            column_w = rect.width - 2 * pad - round(2 * u)
            if not page.sections:
                column_w = min(column_w, round(112 * u))
            column = pygame.Rect(rect.left + (rect.width - column_w) // 2, rect.top + pad,
                                 column_w, rect.height - 2 * pad)
            rows = lay_out(page, column.width, column.height, u)
            self._frame = (key, RulesFrame(rect, column, rows,
                                           last_top(rows, column.height),
                                           (round(6 * u), hint_y)))
        return self._frame[1]

    # ---- input -------------------------------------------------------------------------
    def handle(self, intent) -> bool:
        self.layout()
        kind = intent.kind
        frame = self.frame(self.app.surface)
        if kind in ("left", "previous", "right", "next"):
            self.open_page(self.page + (1 if kind in ("right", "next") else -1))
        elif kind in ("up", "down"):
            self.top = self.scrolled(frame, 1 if kind == "down" else -1)
        elif kind == "first":
            self.top = 0
        elif kind == "last":
            self.top = frame.last_top
        else:
            return super().handle(intent)
        self.app.dirty = True
        return True

    def scrolled(self, frame: RulesFrame, direction: int) -> int:
        """The top row after one step of scrolling: about a quarter of the panel, at least a
        row, never past the end."""
        top, moved = self.top, 0
        while moved < frame.column.height // 4:
            nxt = top + direction
            if not 0 <= nxt <= frame.last_top:
                break
            moved += frame.rows[min(top, nxt)].height
            top = nxt
        return top

    def open_page(self, n: int) -> None:
        """Show page `n` (kept within the pages) from its top, with its tab in focus."""
        n = max(0, min(n, len(self.pages) - 1))
        if n != self.page:
            self.page, self.top = n, 0
        for i, button in enumerate(self.ring.buttons):
            if button.value == ("page", n):
                self.ring.index = i

    def choose(self, button: Button) -> None:
        if button.value[0] == "page":
            self.open_page(button.value[1])
        else:
            self.app.pop()

    # ---- drawing -----------------------------------------------------------------------
    def picture(self, row) -> pygame.Surface | None:
        """A row's picture of the table, drawn once per size (None when it cannot be)."""
        key = (row.picture, row.picture_size, self.app.surface.get_size(),
               theme._state["text_scale"])
        if key not in self._pictures:
            try:
                self._pictures[key] = picture_surface(self.app, self.game, row.picture,
                                                      row.picture_size)
            except ContentError:  # the tile says what is wrong; the words still read
                self._pictures[key] = None
        return self._pictures[key]

    def draw(self, surface: pygame.Surface) -> None:
        u, _, _, margin = self.draw_backdrop(surface)
        draw_text(surface, self.title, (margin, round(4 * u)), theme.title_px(surface, 3.6),
                  theme.ACCENT, bold=True, max_width=surface.get_width() - round(36 * u))
        frame = self.frame(surface)
        panel(surface, frame.panel, theme.PANEL, alpha=235)
        look = self.pages[self.page].look if self.pages else None
        clip = surface.get_clip()
        surface.set_clip(frame.column.inflate(round(2 * u), 0).clip(frame.panel))
        for row, y, whole in shown_rows(frame.rows, self.top, frame.column.height):
            picture = self.picture(row) if row.picture is not None else None
            draw_row(surface, row, frame.column.left, frame.column.top + y,
                     frame.column.width, look, picture, whole)
        surface.set_clip(clip)
        if frame.last_top:
            self.draw_scrollbar(surface, frame)
        draw_text(surface, TAB_HINT, frame.hint, theme.text_px(surface, 1.6), theme.FAINT,
                  max_width=surface.get_width() - 2 * frame.hint[0])
        for button in self.ring.buttons:  # the open page's tab stands out
            if button.value == ("page", self.page):
                pygame.draw.rect(surface, theme.ACCENT, button.rect.inflate(
                    round(0.6 * u), round(0.6 * u)), border_radius=round(u))
        self.ring.draw(surface, theme.text_px(surface, 2.0))

    def draw_scrollbar(self, surface: pygame.Surface, frame: RulesFrame) -> None:
        """A thin bar at the panel's right edge: how far down the page the rows shown are."""
        u = theme.unit(surface)
        total = sum(r.height for r in frame.rows)
        above = sum(r.height for r in frame.rows[:self.top])
        track = pygame.Rect(frame.panel.right - round(1.2 * u), frame.column.top,
                            round(0.6 * u), frame.column.height)
        thumb = track.copy()
        thumb.height = max(round(2 * u), round(track.height * min(1.0, track.height / total)))
        thumb.top = track.top + round((track.height - thumb.height) * above /
                                      max(1, total - track.height))
        thumb.clamp_ip(track)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=round(0.3 * u))
        pygame.draw.rect(surface, theme.ACCENT, thumb, border_radius=round(0.3 * u))
