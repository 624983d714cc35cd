"""Pawns and tokens drawn from a `Zone`: a numbered track, token pools, and a seat's area.

Like the card zones (`gamebox.ui.zones`) each widget takes a rect, the zone and the table's
`Highlights`, draws, and returns a `HitMap` inside the rect. Pawns and tokens take their
colour from the seat that owns them (`seat_colours`, in seat order) or, for a shared token,
from `token_colours` keyed by the token's name or label.
"""
from __future__ import annotations

from typing import Callable, Mapping, Sequence

import pygame

from ..engine.table import Piece, Zone, place_id
from . import theme
from .card import CardState
from .highlights import NO_HIGHLIGHTS, Highlights, HitMap, draw_ring
from .text import draw_text, fit, fitting_size, line_height, measure
from .zones import caption

NEUTRAL_RGB = (200, 190, 176)
SPACE_RGB = (88, 70, 60)
GOAL_RGB = (120, 90, 40)
INK_RGB = (24, 20, 20)


def piece_colour(piece: Piece, seat_colours: Sequence[tuple], token_colours: Mapping[str, tuple]
                 ) -> tuple:
    """A pawn's or token's colour: its owner's seat colour, else its name's or label's
    colour in `token_colours`, else a neutral bone white."""
    if piece.owner is not None and 0 <= piece.owner < len(seat_colours):
        return seat_colours[piece.owner]
    for key in (piece.name, piece.label, str((piece.face or {}).get("kind", ""))):
        if key and key in token_colours:
            return token_colours[key]
    return NEUTRAL_RGB


# ---- track ----------------------------------------------------------------------------------
def track_grid(rect: pygame.Rect, spaces: int) -> list[pygame.Rect]:
    """The `spaces` cells of a track inside `rect`, row by row: in as many rows (1 to 4) as
    make the cells nearest to square, so a 0-7 glory track is one row and a 0-30 score
    track a few."""
    if spaces <= 0:
        return []
    best = None
    for rows in range(1, min(4, spaces) + 1):
        cols = -(-spaces // rows)
        cw, chh = rect.width / cols, rect.height / rows
        score = min(cw, chh) / max(cw, chh)
        if best is None or score > best[0] + 0.05:
            best = (score, rows, cols)
    _, rows, cols = best
    gap = 2
    cells = []
    for n in range(spaces):
        r, c = divmod(n, cols)
        x0 = rect.left + round(c * rect.width / cols)
        x1 = rect.left + round((c + 1) * rect.width / cols)
        y0 = rect.top + round(r * rect.height / rows)
        y1 = rect.top + round((r + 1) * rect.height / rows)
        cells.append(pygame.Rect(x0, y0, x1 - x0 - gap, y1 - y0 - gap))
    return cells


def pawn_spots(area: pygame.Rect, count: int, biggest: int) -> tuple[int, list]:
    """Pawn radius and centres for `count` pawns in `area`: in one row or two (or more),
    whichever gives bigger pawns, never over `biggest` pixels of radius."""
    if count <= 0 or area.width <= 0 or area.height <= 0:
        return 0, []
    best = None
    for rows in range(1, count + 1):
        cols = -(-count // rows)
        r = min(area.width / (2 * cols), area.height / (2 * rows)) - 1
        if best is None or r > best[0]:
            best = (r, rows, cols)
    r, rows, cols = best
    r = max(2, min(int(r), biggest))
    gap_x = (area.width - cols * 2 * r) / (cols + 1)
    gap_y = (area.height - rows * 2 * r) / (rows + 1)
    spots = []
    for k in range(count):
        row, col = divmod(k, cols)
        spots.append((round(area.left + gap_x + col * (2 * r + gap_x) + r),
                      round(area.top + gap_y + row * (2 * r + gap_y) + r)))
    return r, spots


def draw_track(surface: pygame.Surface, rect: pygame.Rect, zone: Zone,
               lit: Highlights = NO_HIGHLIGHTS, *, seat_colours: Sequence[tuple] = (),
               token_colours: Mapping[str, tuple] = {}, goal: bool = True) -> HitMap:
    """Numbered spaces ``0 .. size - 1`` with the pawns on them (`Piece.at` is the space),
    several to a space in rows when crowded; with `goal` the last space is gold.

    Every space's place id is in the hit map, then each pawn's id (a pawn lies on top of
    its space)."""
    u = theme.unit(surface)
    body = caption(surface, rect, zone.label)
    size = zone.size if zone.size is not None else 1 + max(
        (p.at for p in zone.pieces if isinstance(p.at, int)), default=0)
    cells = track_grid(body, size)
    hits: HitMap = {}
    pawns: HitMap = {}
    if not cells:
        return hits
    px = fitting_size(str(size - 1), theme.text_px(surface, 1.4), max(8, cells[0].width - 4))
    number_h = line_height(px)
    for n, cell in enumerate(cells):
        key = place_id(zone.name, n)
        state = lit.state(key)
        fill = GOAL_RGB if goal and n == size - 1 else SPACE_RGB
        if state & CardState.DIM:
            fill = tuple(c * 3 // 4 for c in fill)
        pygame.draw.rect(surface, fill, cell, border_radius=max(2, round(u * 0.5)))
        draw_ring(surface, cell, state)
        if cell.height > number_h and cell.width > 8:
            corner = (cell.left + max(1, round(u * 0.4)), cell.top)
            draw_text(surface, fit(str(n), px, cell.width - 2), corner, px,
                      theme.TEXT if goal and n == size - 1 else theme.MUTED)
        hits[key] = cell
        here = [p for p in zone.pieces if p.at == n]
        if not here:
            continue
        pad = max(1, round(0.3 * u))
        top = cell.top + (number_h if cell.height > 2 * number_h else 0)
        area = pygame.Rect(cell.left + pad, top, cell.width - 2 * pad, cell.bottom - pad - top)
        r, spots = pawn_spots(area, len(here), max(3, round(u * 1.1)))
        for piece, spot in zip(here, spots):
            colour = piece_colour(piece, seat_colours, token_colours)
            pstate = lit.state(piece.id)
            pygame.draw.circle(surface, colour, spot, r)
            pygame.draw.circle(surface, INK_RGB, spot, r, 1)
            box = pygame.Rect(spot[0] - r, spot[1] - r, 2 * r, 2 * r)
            draw_ring(surface, box.inflate(4, 4).clip(cell), pstate, round_=True)
            pawns[piece.id] = box
    hits.update(pawns)
    return hits


# ---- token pool ------------------------------------------------------------------------------
def draw_pool(surface: pygame.Surface, rect: pygame.Rect, zone: Zone,
              lit: Highlights = NO_HIGHLIGHTS, *, seat_colours: Sequence[tuple] = (),
              token_colours: Mapping[str, tuple] = {}, caption_text: str | None = None
              ) -> HitMap:
    """Tokens of a few kinds with their counts: a disc in the kind's colour, ``×N`` and the
    kind's name (its label, else its face's name) beside it, laid left to right and onto
    more lines when the rect is narrow. Each piece's id maps to its disc and words."""
    u = theme.unit(surface)
    body = caption(surface, rect, zone.label if caption_text is None else caption_text)
    px = theme.text_px(surface, 1.4)
    step = line_height(px, True)
    r = max(4, min(round(step * 0.6), body.height // 2 - 1))
    gap = max(4, round(u * 1.2))
    x, y = body.left, body.top
    row_h = max(2 * r, step) + max(2, round(u * 0.4))
    hits: HitMap = {}
    for piece in zone.pieces:
        words = f"\u00d7{piece.count}"
        name = piece.label or piece.name
        if name:
            words += f" {name}"
        width = 2 * r + max(2, r // 2) + measure(words, px, True)[0]
        if x > body.left and x + width > body.right:
            x, y = body.left, y + row_h
        if y + 2 * r > body.bottom:
            break
        room = body.right - x - 2 * r - max(2, r // 2)
        if room < 8:
            break
        state = lit.state(piece.id)
        centre = (x + r, y + row_h // 2 - max(1, round(u * 0.2)))
        colour = piece_colour(piece, seat_colours, token_colours)
        if state & CardState.DIM:
            colour = tuple(c * 2 // 3 for c in colour)
        pygame.draw.circle(surface, colour, centre, r)
        # a dark token gets a light rim, a light one a dark rim: each shows on the panel
        rim = (250, 238, 214) if sum(colour) < 200 else INK_RGB
        pygame.draw.circle(surface, rim, centre, r, max(1, r // 6))
        shown = draw_text(surface, fit(words, px, room, True),
                          (x + 2 * r + max(2, r // 2), centre[1]), px,
                          theme.TEXT if not state & CardState.DIM else theme.FAINT, bold=True,
                          anchor="midleft")
        box = pygame.Rect(x, centre[1] - r, shown.right - x, 2 * r).clip(body)
        draw_ring(surface, box.inflate(2, 2).clip(body), state)
        hits[piece.id] = box
        x = shown.right + gap
    return hits


# ---- a seat's area ---------------------------------------------------------------------------
HEADER_UNITS = 1.6
"""A seat's title line, in units (times the text-size setting)."""


def header_px(surface: pygame.Surface, rect: pygame.Rect,
              cards: Callable[[pygame.Rect], int | tuple] | None = None) -> int:
    """The size a seat's title is written at in the area `rect`: the text-size setting's,
    unless `cards` (the width of the cards the inside would hold, or a tuple of the widths
    of each kind of card there: any one smaller counts) says a taller
    title line takes room from the cards under it; then the size at normal text. The rule
    of `zones.caption`: a bigger text setting never makes cards smaller (issue 23)."""
    px = theme.text_px(surface, HEADER_UNITS)
    normal = max(8, round(HEADER_UNITS * theme.unit(surface)))
    if px > normal and cards is not None:
        now, usual = cards(_split(surface, rect, px)[1]), cards(_split(surface, rect, normal)[1])
        if any(a < b for a, b in zip(_sizes(now), _sizes(usual))):
            return normal
    return px


def _sizes(measured) -> tuple:
    """A `cards` answer as a tuple (one width, or the widths of several kinds of card)."""
    return tuple(measured) if isinstance(measured, (tuple, list)) else (measured,)


def _split(surface: pygame.Surface, rect: pygame.Rect, px: int
           ) -> tuple[pygame.Rect, pygame.Rect]:
    """The title line for a title of `px` and the inside under it; the line is never lower
    than at normal text, so a smaller text size leaves the inside as it is."""
    u = theme.unit(surface)
    pad = max(2, round(u * 1.0))
    head_h = line_height(max(px, round(HEADER_UNITS * u)), True)
    inner = rect.inflate(-2 * pad, -2 * pad)
    head = pygame.Rect(inner.left, inner.top, inner.width, head_h)
    below = pygame.Rect(inner.left, head.bottom + round(u * 0.5), inner.width,
                        max(0, inner.bottom - head.bottom - round(u * 0.5)))
    return head, below


def seat_header(surface: pygame.Surface, rect: pygame.Rect,
                cards: Callable[[pygame.Rect], int | tuple] | None = None
                ) -> tuple[pygame.Rect, pygame.Rect]:
    """The title line and the inside of a seat's area `rect` (what `draw_seat` draws into;
    a game lays its seat's zones out in the inside). With `cards`, see `header_px`: pass
    the same to `draw_seat`."""
    return _split(surface, rect, header_px(surface, rect, cards))


def draw_seat(surface: pygame.Surface, rect: pygame.Rect, zone: Zone | None, colour: tuple,
              title: str, lit: Highlights = NO_HIGHLIGHTS, *, active: bool = False,
              facts: str = "", token_colours: Mapping[str, tuple] = {}, key: str = "",
              cards: Callable[[pygame.Rect], int | tuple] | None = None) -> HitMap:
    """A seat's area: a panel framed in the seat's colour (raised and thicker while it acts),
    its title (``Ana · 3 glory``) and `facts` after it on one line, and the zone's standing
    tokens at the right end of that line. The seat's other zones go inside
    (`seat_header`'s second rect, asked with the same `cards`). With `key`, the whole area answers to that id (a seat
    picked as a target): it is in the hit map, first, and ringed while lit or focused."""
    from .widgets import panel

    u = theme.unit(surface)
    panel(surface, rect, theme.PANEL_RAISED if active else theme.PANEL, alpha=255, edge=False)
    pygame.draw.rect(surface, colour, rect, max(2, round(u * (0.45 if active else 0.3))),
                     border_radius=max(4, round(u * 1.2)))
    if key:
        draw_ring(surface, rect, lit.state(key), scale=2.0)
    title_px = header_px(surface, rect, cards)
    head, _ = _split(surface, rect, title_px)
    hits: HitMap = {key: rect} if key else {}
    right = head.right
    if zone is not None and zone.pieces:
        # the standing tokens first, at the right, so the title yields room to them
        px = theme.text_px(surface, 1.4)
        want = sum(measure(f"\u00d7{p.count} {p.label or p.name}", px, True)[0]
                   + 2 * line_height(px) for p in zone.pieces)
        width = min(want, head.width // 2)
        tokens = pygame.Rect(head.right - width, head.top, width, head.height)
        hits.update(draw_pool(surface, tokens, zone, lit, seat_colours=(), caption_text="",
                              token_colours=token_colours))
        right = tokens.left - round(u)
    px = title_px
    room = right - head.left
    if room > 8:
        shown = draw_text(surface, fit(title, px, room, active), head.topleft, px,
                          colour if active else theme.TEXT, bold=active)
        rest = right - shown.right - round(u)
        if facts and rest > measure("\u00b7 \u2026", px)[0]:
            draw_text(surface, fit("\u00b7 " + facts, px, rest), (shown.right + round(u),
                                                                    head.top),
                      px, theme.MUTED)
    return hits

