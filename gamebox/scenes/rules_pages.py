"""The rules screen's pages laid out for one window: rows of text, pictures and cards.

A page (`Page`) is a title and its pieces: the blocks of a player file
(`rules_content.Block`), groups of cards (`engine.protocol.CardSection`) or plain text (the
rulebook). `lay_out` turns it into `Row`s of known height for one window size and text size:
a line of text, a picture of the table with its caption, or a row of cards. The screen shows
whole rows only, so nothing is ever cut at the panel's edge, and scrolls by rows.

Pictures of the table are drawn by the game's own table scene (`picture_surface`), from a
match of bots (`rules_content.picture_match`): the board part of the screen, scaled down.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from ..engine.protocol import CardSection
from ..ui import theme
from ..ui.card import card_height, draw_card, face_layout, margin
from ..ui.text import draw_text, line_height, measure, wrap
from .rules_content import Block, Picture, picture_match

BODY_UNITS = 2.3
"""Body text size in logical units (the text-size setting scales it): 28 px at 1080p."""
HEADING_UNITS = 2.9
CAPTION_UNITS = 1.9
CARD_UNITS = 30.0
"""The narrowest card of the reference, in units, before the text size scales it: wide
enough that the kit draws it whole (name, art, type line, rules and flavour)."""
PICTURE_SHARE = 0.55
"""A picture's height as a share of the panel's inner height, at most."""


@dataclass
class Page:
    """One page of the rules screen: a tab's title and what it holds."""

    title: str
    blocks: tuple[Block, ...] = ()
    """The blocks of a player file."""
    sections: tuple[CardSection, ...] = ()
    """Groups of cards (the reference page)."""
    text: str = ""
    """Plain reading text (the rulebook; a note why something cannot be shown)."""
    look: Any = None
    """The `CardLook` the sections' faces are drawn with."""


@dataclass
class Row:
    """One row of a laid-out page: drawn whole or not at all."""

    height: int
    lines: list[tuple[str, int, tuple, bool, int]] = field(default_factory=list)
    """Text: (words, size, colour, bold, x offset from the panel's text left)."""
    picture: Picture | None = None
    picture_size: tuple[int, int] = (0, 0)
    cards: list[tuple[dict, pygame.Rect]] = field(default_factory=list)
    """Faces and where each card goes (x from the text left, y from the row's top)."""
    caption_px: int = 0


def _text_rows(text: str, size: int, colour, bold: bool, width: int, indent: int = 0,
               marker: str = "", lead: str = "") -> list[Row]:
    """`text` wrapped to `width` as one row per line, after its `lead` words in bold; a
    marker hangs in front of the first line."""
    step = line_height(size, True if lead else bold)
    hang = measure(marker + "  ", size, True)[0] if marker else 0
    room = width - indent - hang
    rows = []
    for n, segments in enumerate(_wrap_segments(lead, text, size, room, bold)):
        lines = []
        x = indent + hang
        for words, heavy in segments:
            lines.append((words, size, colour, heavy, x))
            x += measure(words + " ", size, heavy)[0]
        if marker and n == 0:
            lines.append((marker, size, theme.ACCENT, True, indent))
        rows.append(Row(step, lines))
    return rows


def _wrap_segments(lead: str, text: str, size: int, width: int, bold: bool
                   ) -> list[list[tuple[str, bool]]]:
    """The lines of `lead` (bold) then `text` within `width` pixels, each line as runs of
    words of one weight. A word wider than a line is broken between letters."""
    if not lead:
        return [[(line, bold)] for line in wrap(text, size, width, bold, split_words=True)]
    words = [(w, True) for w in lead.split()] + [(w, bold) for w in text.split()]
    lines: list[list[tuple[str, bool]]] = []
    line: list[tuple[str, bool]] = []
    used = 0
    for word, heavy in words:
        w = measure(word, size, heavy)[0]
        if w > width:  # too long for any line: broken up on lines of its own
            lines += [line] if line else []
            pieces = wrap(word, size, width, heavy, split_words=True)
            lines += [[(piece, heavy)] for piece in pieces[:-1]]
            line, used = [(pieces[-1], heavy)], measure(pieces[-1], size, heavy)[0]
            continue
        gap = measure(" ", size, heavy)[0] if line else 0
        if line and used + gap + w > width:
            lines.append(line)
            line, used, gap = [], 0, 0
        line.append((word, heavy))
        used += gap + w
    if line:
        lines.append(line)
    merged = []
    for line in lines:  # neighbouring words of one weight drawn as one run
        runs: list[tuple[str, bool]] = []
        for word, heavy in line:
            if runs and runs[-1][1] == heavy:
                runs[-1] = (runs[-1][0] + " " + word, heavy)
            else:
                runs.append((word, heavy))
        merged.append(runs)
    return merged


def card_width(width: int, room: int, u: float) -> tuple[int, int]:
    """The reference's card width and how many cards a row holds, for a text column `width`
    wide and a panel `room` tall: the text size grows the cards, never shrinks them, and a
    card with its caption always fits the panel."""
    scale = theme._state["text_scale"]
    gap = round(1.5 * u)
    least = round(CARD_UNITS * u * max(1.0, scale))
    columns = max(1, (width + gap) // (least + gap))
    cw = min((width - gap * (columns - 1)) // columns, round(least * 1.35))
    tallest = room - line_height(theme_px(u, CAPTION_UNITS)) - 2 * gap
    while cw > 40 and card_height(cw) + 2 * margin(cw) > tallest:
        cw -= 4
    return cw, max(1, min(columns, (width + gap) // (cw + gap)))


def theme_px(u: float, units: float) -> int:
    """A text size in pixels from a unit (`theme.text_px` without a surface)."""
    return max(8, round(units * u * theme._state["text_scale"]))


def lay_out(page: Page, width: int, room: int, u: float,
            picture_aspect: float = 1.47) -> list[Row]:
    """`page` as rows for a text column `width` pixels wide in a panel `room` pixels tall
    (every row fits it). `picture_aspect` is a picture's width over its height."""
    body, heading, caption = (theme_px(u, BODY_UNITS), theme_px(u, HEADING_UNITS),
                              theme_px(u, CAPTION_UNITS))
    gap = Row(round(line_height(body) * 0.5))
    rows: list[Row] = []
    for block in page.blocks:
        if block.kind == "heading":
            rows += [gap] + _text_rows(block.text, heading, theme.ACCENT, True, width)
        elif block.kind == "item":
            rows += _text_rows(block.text, body, theme.TEXT, False, width, round(u),
                               block.marker, block.lead) + [Row(round(u * 0.5))]
        elif block.kind == "picture":
            rows += [gap] + _picture_rows(block, width, room, u, caption, picture_aspect) + [gap]
        else:
            rows += [gap] + _text_rows(block.text, body, theme.TEXT, False, width,
                                       lead=block.lead)
    for section in page.sections:
        rows += [gap] + _text_rows(section.heading, heading, theme.ACCENT, True, width)
        if section.note:
            rows += _text_rows(section.note, body, theme.MUTED, False, width)
        rows += _card_rows(section.faces, width, room, u, caption)
    for paragraph in page.text.split("\n") if page.text else ():
        heading_line = paragraph.isupper() and len(paragraph.strip()) > 3
        rows += _text_rows(paragraph, body, theme.ACCENT if heading_line else theme.TEXT,
                           heading_line, width)
    def blank(row: Row) -> bool:
        return not row.lines and row.picture is None and not row.cards

    while rows and blank(rows[0]):
        rows.pop(0)  # no blank at the top of a page, nor at its end
    while rows and blank(rows[-1]):
        rows.pop()
    return rows


def _picture_rows(block: Block, width: int, room: int, u: float, caption: int,
                  aspect: float) -> list[Row]:
    lines = wrap(block.text, caption, min(width, round(width * 0.8)), split_words=True)
    step = line_height(caption)
    h = min(round(room * PICTURE_SHARE), room - step * len(lines) - round(2 * u),
            round(min(width, 100 * u) / aspect))
    w = round(h * aspect)
    rows = [Row(h + round(u), picture=block.picture, picture_size=(w, h))]
    rows += [Row(step, [(line, caption, theme.MUTED, False, (width - measure(line, caption)[0])
                         // 2)]) for line in lines]
    return rows


def _card_rows(faces, width: int, room: int, u: float, caption: int) -> list[Row]:
    cw, columns = card_width(width, room, u)
    ch = card_height(cw)
    gap = round(1.5 * u)
    step = line_height(caption)
    rows = []
    for start in range(0, len(faces), columns):
        row = Row(ch + 2 * margin(cw) + step + gap, caption_px=caption)
        for n, face in enumerate(faces[start:start + columns]):
            rect = pygame.Rect(n * (cw + gap), margin(cw), cw, ch)
            row.cards.append((face, rect))
        rows.append(row)
    return rows


def last_top(rows: list[Row], room: int) -> int:
    """The first row shown when scrolled to the end (the last row then shows)."""
    total = 0
    for n in range(len(rows) - 1, -1, -1):
        total += rows[n].height
        if total > room:
            return n + 1
    return 0


def shown_rows(rows: list[Row], top: int, room: int) -> list[tuple[Row, int, bool]]:
    """The rows from `top` that fit in `room`, with their y offsets and whether they fit
    whole: a picture or a row of cards may show its top half under the last whole row (cut
    at the panel's edge, so the page never stands half empty); text only shows whole."""
    out, y = [], 0
    for row in rows[top:]:
        if y + row.height > room:
            if row.picture is not None or row.cards:
                out.append((row, y, False))
            break
        out.append((row, y, True))
        y += row.height
    return out


def draw_row(surface: pygame.Surface, row: Row, left: int, top: int, width: int, look,
             picture: pygame.Surface | None, whole: bool = True) -> None:
    """Draw one row with its top left at (`left`, `top`) of a text column `width` wide (a
    row that is not `whole` is cut by the surface's clip, and draws no words beside it)."""
    for words, size, colour, bold, x in row.lines:
        draw_text(surface, words, (left + x, top), size, colour, bold=bold)
    if row.picture is not None:
        w, h = row.picture_size
        frame = pygame.Rect(left + (width - w) // 2, top, w, h)
        if picture is not None:
            frame = picture.get_rect(center=frame.center)
            surface.blit(picture, frame)
        pygame.draw.rect(surface, theme.PANEL_EDGE, frame.inflate(4, 4), 2, border_radius=4)
    for face, rect in row.cards:
        at = rect.move(left, top)
        draw_card(surface, at, look, face)
        tile = face.get("picture")
        if tile:
            _draw_tile(surface, at, look, face, tile)
        words = face.get("caption")
        if words and whole:
            draw_text(surface, words, (at.centerx, at.bottom + margin(rect.width)),
                      row.caption_px, theme.MUTED, anchor="midtop", max_width=rect.width)


_sheets: dict[str, pygame.Surface | None] = {}


def _draw_tile(surface: pygame.Surface, card: pygame.Rect, look, face: dict, tile) -> None:
    """A part of an image (a tileset's icon) in the card's art window, on the card."""
    path, x, y, w, h = tile
    if path not in _sheets:
        try:
            _sheets[path] = pygame.image.load(path)
        except (pygame.error, OSError):
            _sheets[path] = None
    sheet = _sheets[path]
    art = face_layout(look, face, card.size).art
    if sheet is None or art is None:
        return
    side = min(art.width, art.height) - 4
    icon = pygame.transform.smoothscale(sheet.subsurface((x, y, w, h)), (side, side))
    box = art.move(card.left, card.top)
    pygame.draw.rect(surface, (58, 52, 48), box)  # the map's floor, as the icon is seen there
    surface.blit(icon, icon.get_rect(center=box.center))


def picture_surface(app, game, picture: Picture, size: tuple[int, int]) -> pygame.Surface:
    """The picture: the game's table scene drawn for a match of bots at the window's size,
    its board cut out and scaled to fit `size` (its shape kept)."""
    from ..app import scene_class_for

    match = picture_match(game, picture)
    scene = scene_class_for(game.id)(app, match)
    full = pygame.Surface(app.surface.get_size())
    scene.draw(full)
    board = scene.board_rect.clip(full.get_rect())
    if picture.eyes is not None:
        # the seat's board over a clean floor: its zones need not lie where the public
        # table's did, and the public labels must not show through
        banner, _, side = scene.regions(full)
        full.blit(scene.backdrop(full, banner, side), board, area=board)
        scene.draw_board(full, board, match.state.view(picture.eyes), picture.eyes)
    shot = full.subsurface(board)
    scale = min(size[0] / board.width, size[1] / board.height)
    return pygame.transform.smoothscale(shot, (max(1, round(board.width * scale)),
                                               max(1, round(board.height * scale))))
