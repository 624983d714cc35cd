"""The Grungeon's own art: tiles cut from the Tiled map's tileset, item icons, bars, rings.

Small drawing pieces the preview map, the room and the inventory share. The tileset image
(the one the .tmx maps use) gives the rooms, the things and the items; the Token of Grunkle
has no tile and is drawn by hand. Highlight rings take the kit's `CardState` so a door, an
item and a corner light up in the same colours as every game's cards.
"""
from __future__ import annotations

import pygame

from ...ui import theme
from ...ui.text import draw_text
from .board_content import MAP_DIR
from .maze import SIZE
from .tmxwrite import SPIKES_TILE, THING_TILES, TILE

TILESET = MAP_DIR / "grungeon_tiles.png"
TILESET_COLUMNS = 8
FLOOR = (58, 52, 48)
WALL = (196, 180, 150)
SPIKE = (230, 70, 70)
EXIT = (80, 210, 110)
TOKEN_GOLD = (250, 200, 60)


class _Art:
    """Tiles cut from the tileset PNG, scaled once per size."""

    def __init__(self):
        self.sheet: pygame.Surface | None = None
        self.scaled: dict[tuple[int, int], pygame.Surface] = {}

    def tile(self, tile: int, size: int) -> pygame.Surface | None:
        key = (tile, size)
        surf = self.scaled.get(key)
        if surf is not None:
            return surf
        if self.sheet is None:
            try:
                self.sheet = pygame.image.load(str(TILESET))
            except (pygame.error, FileNotFoundError):
                return None
        x, y = (tile % TILESET_COLUMNS) * TILE, (tile // TILESET_COLUMNS) * TILE
        surf = pygame.transform.smoothscale(self.sheet.subsurface((x, y, TILE, TILE)),
                                            (size, size))
        if len(self.scaled) > 400:
            self.scaled.clear()
        self.scaled[key] = surf
        return surf


ART = _Art()


def item_tile(item: str) -> int | None:
    """The tileset tile of an item or weapon (None for the Token, drawn by hand)."""
    return THING_TILES.get(item)


def draw_item(surface: pygame.Surface, item: str, pos, size: int) -> None:
    """An item's icon, `size` pixels square, its top-left at `pos`."""
    tile = item_tile(item)
    art = ART.tile(tile, size) if tile is not None else None
    if art is not None:
        surface.blit(art, pos)
    else:  # the Token of Grunkle has no map tile
        centre = (pos[0] + size // 2, pos[1] + size // 2)
        pygame.draw.circle(surface, TOKEN_GOLD, centre, size // 2 - 2)
        draw_text(surface, "G", centre, max(10, size // 2), theme.CURTAIN, bold=True,
                  anchor="center")


def draw_bar(surface: pygame.Surface, bar: pygame.Rect, value: int, maximum: int,
             colour) -> None:
    """A filled bar: `value` of `maximum` (HP)."""
    pygame.draw.rect(surface, theme.CURTAIN, bar)
    filled = bar.copy()
    filled.width = round(bar.width * max(0, min(value, maximum)) / max(1, maximum))
    pygame.draw.rect(surface, colour, filled)


def thing_tile(face) -> int | None:
    """The tile a map thing is drawn with (a weapon by its name, the rest by kind)."""
    kind = face["kind"]
    return THING_TILES.get(face.get("item") if kind == "weapon" else kind)


def render_map(maze, cell: int) -> pygame.Surface:
    """The maze zone as one picture, `cell` pixels a room: walls, spikes, things."""
    grid = pygame.Surface((cell * SIZE, cell * SIZE))
    for piece in maze.pieces:
        col, row = piece.at
        spot = (col * cell, row * cell)
        if piece.id.startswith("cell/"):
            tile = ART.tile(piece.face["walls"] & 15, cell)
            if tile is not None:
                grid.blit(tile, spot)
            if piece.face["spikes"]:
                mark = ART.tile(SPIKES_TILE, cell)
                if mark is not None:
                    grid.blit(mark, spot)
    for piece in maze.pieces:
        if piece.id.startswith("thing/"):
            tile = thing_tile(piece.face)
            art = ART.tile(tile, cell) if tile is not None else None
            if art is not None:
                col, row = piece.at
                grid.blit(art, (col * cell, row * cell))
    return grid


def draw_trail(surface: pygame.Surface, box: pygame.Rect, trail, colour) -> None:
    """Easy memory: the visited rooms (the trail zone) as a small map centred on the seat."""
    pygame.draw.rect(surface, theme.CURTAIN, box)
    steps = [(p.at, p.face["sides"]) for p in trail.pieces]
    reach = max([abs(dx) for (dx, _), _ in steps] + [abs(dy) for (_, dy), _ in steps] + [2])
    cell = max(4, box.width // (2 * reach + 1))
    cx, cy = box.centerx - cell // 2, box.centery - cell // 2
    for (dx, dy), sides in steps:
        room = pygame.Rect(cx + dx * cell, cy + dy * cell, cell, cell)
        if not box.contains(room):
            continue
        pygame.draw.rect(surface, FLOOR, room)
        for d, what in sides.items():
            if what != "wall":
                continue
            if d in ("up", "down"):
                y0 = room.top if d == "up" else room.bottom - 2
                pygame.draw.rect(surface, WALL, (room.left, y0, cell, 2))
            else:
                x0 = room.left if d == "left" else room.right - 2
                pygame.draw.rect(surface, WALL, (x0, room.top, 2, cell))
    pygame.draw.circle(surface, colour, (cx + cell // 2, cy + cell // 2), max(2, cell // 4))
