"""The whole maze (the preview, and after the game) with its legend, and the corner choice.

Drawn from the typed view's zones only: the ``maze`` zone's cells and things for the map,
and the ``corners`` zone for the seat choosing (which corners are taken is its secret; the
public table and a waiting seat see the four corners with no word on them, their own one
marked "yours"). The legend (`legend.py`) stands in the column beside the map.
"""
from __future__ import annotations

import pygame

from ...engine.table import Zone
from ...ui import theme
from ...ui.highlights import Highlights, HitMap, draw_ring
from ...ui.text import draw_text, fitting_size, measure
from . import legend
from .art import ART, FLOOR, WALL, render_map
from .maze import CORNERS, SIZE
from .maze import label as room_label

MAP_SHARE = 0.95
"""The map gives up at most this much of its size to the legend beside it; past that the
legend's words shrink instead (huge text): the map is what the preview is for."""
CORNER_SPOTS = {"NW": (0, 0), "NE": (1, 0), "SW": (0, 1), "SE": (1, 1)}


def map_layout(surface, rect) -> tuple[int, int, int, pygame.Rect]:
    """The map's top-left corner and room size, and the column beside it for the legend:
    the map as large as the height allows, unless the legend needs the width (then the map
    gives up to `MAP_SHARE` of its size, and the legend's words shrink after that)."""
    u = theme.unit(surface)
    label_px = theme.text_px(surface, 1.8)
    title = theme.font(theme.text_px(surface, 2.4), True).get_linesize()
    band = max(round(5 * u), round(1.5 * u) + title)  # the title above the map
    margin, gap = round(2 * u), round(3 * u)
    numbers = measure(str(SIZE), label_px)[0] + 6  # the row numbers left of the map
    tall = rect.height - round(5 * u) - round(3 * u) - 2 * label_px
    spare = rect.width - 2 * margin - numbers - gap
    wide = spare - legend.natural_width(surface)
    side = min(tall, max(wide, round(tall * MAP_SHARE)), spare - legend.least_width(surface))
    cell = max(8, side // SIZE)
    grid = cell * SIZE
    legend_w = max(0, min(legend.natural_width(surface), spare - grid))
    group = numbers + grid + gap + legend_w
    left = rect.left + max(margin, (rect.width - group) // 2) + numbers
    top = rect.top + round(5 * u) + (rect.height - round(5 * u) - grid + label_px) // 2
    beside_left = left + grid + gap
    beside = pygame.Rect(beside_left, rect.top + band + round(u),
                         rect.right - margin - beside_left,
                         rect.bottom - margin - rect.top - band - round(u))
    return left, top, cell, beside


def room_marks(maze: Zone) -> dict[int, list[str]]:
    """What the map shows in each room, by legend key (weapon name, item or mark kind)."""
    marks: dict[int, list[str]] = {}
    for piece in maze.pieces:
        col, row = piece.at
        room = row * SIZE + col
        if piece.id.startswith("thing/"):
            face = piece.face
            marks.setdefault(room, []).append(face.get("item") if face["kind"] == "weapon"
                                              else face["kind"])
        elif piece.id.startswith("cell/") and piece.face["spikes"]:
            marks.setdefault(room, []).append("spikes")
    return marks


class MapPicture:
    """The maze drawn once per size, and where the last frame put it."""

    def __init__(self) -> None:
        self._cache: tuple | None = None
        self.spot: tuple[int, int, int] | None = None
        """(left, top, cell) of the map in the last drawn frame, to find the hovered room."""
        self.beside: pygame.Rect | None = None
        """The column beside the map (legend, guide, hint)."""

    def draw(self, surface, rect, maze: Zone, phase: str, pointer, seat_rgb) -> None:
        """The map, its row and column names, its title, the legend beside it, the seats'
        last rooms after the game and a label by the pointer naming the room under it."""
        u = theme.unit(surface)
        label_px = theme.text_px(surface, 1.8)
        left, top, cell, beside = map_layout(surface, rect)
        key = (cell, maze.label, len(maze.pieces))  # one maze per match: its size will do
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, render_map(maze, cell))
        surface.blit(self._cache[1], (left, top))
        for i in range(SIZE):
            draw_text(surface, chr(ord("A") + i), (left + i * cell + cell // 2, top - 4),
                      label_px, theme.MUTED, anchor="midbottom")
            draw_text(surface, str(i + 1), (left - 6, top + i * cell + cell // 2), label_px,
                      theme.MUTED, anchor="midright")
        title = maze.label or "The Grungeon"
        if phase == "preview":
            title += ": memorise it, it will be gone"
        draw_text(surface, title, (rect.left + round(2 * u), rect.top + round(1.5 * u)),
                  theme.text_px(surface, 2.4), theme.ACCENT, bold=True,
                  max_width=rect.width - round(4 * u))
        self.spot, self.beside = (left, top, cell), beside
        hovered = self.hovered_room(pointer)
        marks = room_marks(maze)
        legend.draw_legend(surface, beside, ART.tile, set(marks.get(hovered, ())))
        for piece in maze.pieces:
            if piece.kind == "pawn":  # where each seat ended, after the game
                col, row = piece.at
                centre = (left + col * cell + cell // 2 + (piece.owner - 1) * cell // 4,
                          top + row * cell + cell // 2)
                pygame.draw.circle(surface, seat_rgb(piece.owner), centre, max(3, cell // 5))
        if hovered is not None:
            self.draw_room_tip(surface, rect, pointer, hovered, marks.get(hovered, ()))

    def hovered_room(self, pointer) -> int | None:
        """The room of the map under the mouse pointer, if any."""
        if pointer is None or self.spot is None:
            return None
        left, top, cell = self.spot
        col, row = (pointer[0] - left) // cell, (pointer[1] - top) // cell
        return row * SIZE + col if 0 <= col < SIZE and 0 <= row < SIZE else None

    def draw_room_tip(self, surface, board, pointer, room: int, keys) -> None:
        """A label by the pointer: the room's name and what the map shows in it."""
        names = [legend.mark_name(k) for k in keys]
        text = f"{room_label(room)}: {', '.join(names)}" if names else room_label(room)
        u = theme.unit(surface)
        size = theme.text_px(surface, 1.8)
        w, h = measure(text, size)
        box = pygame.Rect(0, 0, w + round(2 * u), h + round(u))
        x, y = pointer
        box.topleft = (x + round(2 * u), y + round(2 * u))
        left, _, cell = self.spot
        if box.right > left + SIZE * cell:  # it would hide the legend entry it lights up
            box.topright = (x - round(2 * u), y + round(2 * u))
        box = box.clamp(board)
        pygame.draw.rect(surface, theme.CURTAIN, box, border_radius=round(0.6 * u))
        pygame.draw.rect(surface, theme.FOCUS, box, width=max(1, round(0.2 * u)),
                         border_radius=round(0.6 * u))
        draw_text(surface, text, box.center, size, theme.TEXT, anchor="center")


def draw_corners(surface, rect, zone: Zone | None, lit: Highlights, mine: str | None,
                 mine_rgb, chooser: str | None) -> HitMap:
    """The four start corners; `zone` (the chooser's alone) says which are taken. Returns
    each corner's box by its place id (``corners#NW``) when the seat is choosing."""
    u = theme.unit(surface)
    big = theme.text_px(surface, 2.6)
    title = ("The maze is gone. Choose a start corner." if zone is not None
             else "The maze is gone. Start corners are chosen in secret.")
    # the title shrinks to the board's width: at huge text in a 960x540 window it was wider
    # than the board and ran off the window's left edge (the monkey)
    draw_text(surface, title, (rect.centerx, rect.top + round(3 * u)),
              fitting_size(title, big, rect.width - round(2 * u), bold=True),
              theme.ACCENT, bold=True, anchor="midtop")
    side = min(rect.width, rect.height) - round(16 * u)
    square = pygame.Rect(0, 0, side, side)
    square.center = (rect.centerx, rect.centery + round(3 * u))
    pygame.draw.rect(surface, FLOOR, square)
    pygame.draw.rect(surface, WALL, square, max(2, round(0.6 * u)))
    box = side // 4
    hits: HitMap = {}
    for corner in CORNERS:
        cx, cy = CORNER_SPOTS[corner]
        area = pygame.Rect(square.left + cx * (side - box), square.top + cy * (side - box),
                           box, box)
        piece = zone.at(corner) if zone is not None else None
        status = piece.face["status"] if piece is not None else ""
        colour = theme.FAINT if status == "taken" else theme.PANEL_RAISED
        if corner == mine:
            colour = mine_rgb
        pygame.draw.rect(surface, colour, area.inflate(-8, -8), border_radius=round(u))
        draw_text(surface, corner, area.center, big, theme.TEXT, bold=True, anchor="center")
        draw_text(surface, "yours" if corner == mine else status,
                  (area.centerx, area.bottom - round(1.5 * u)),
                  theme.text_px(surface, 1.8), theme.MUTED, anchor="midbottom")
        if piece is not None:
            hits[piece.id] = area
            draw_ring(surface, area.inflate(-2, -2), lit.state(piece.id))
    if chooser is not None:
        draw_text(surface, f"{chooser} is choosing.", (rect.centerx, rect.bottom - round(2 * u)),
                  theme.text_px(surface, 2.0), theme.MUTED, anchor="midbottom")
    return hits

