#!/usr/bin/env python3
"""Draw the Grungeon tileset: ``content/maps/grungeon/grungeon_tiles.png`` and its ``.tsx``.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/grungeon_tiles.py [OUT_DIR]

Tiles 0-15 are rooms: the tile id is its wall bits (N=1, E=2, S=4, W=8), and each carries
the bool properties wall_n/wall_e/wall_s/wall_w that the game reads, so a map author paints
walls by picking tiles. Tile 16 marks spikes; 17-31 are the icons of the things (nine
weapons, Potion, HP Up, Broken Teleporter, Grunkletaur, exit, start), with their ``type``.
The drawing is plain shapes, made here, so the art is the project's own.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from gamebox.games.grungeon.maze import WEAPONS  # noqa: E402
from gamebox.games.grungeon.tmxwrite import SPIKES_TILE, THING_TILES, TILE, TILE_COUNT  # noqa: E402

COLUMNS = 8
FLOOR = (58, 52, 48)
WALL = (196, 180, 150)
TIER_COLOURS = {"iron": (160, 160, 170), "steel": (110, 170, 220), "diamond": (120, 240, 235)}


def _room(surface: pygame.Surface, rect: pygame.Rect, bits: int) -> None:
    surface.fill(FLOOR, rect)
    w = max(4, TILE // 8)
    if bits & 1:
        surface.fill(WALL, (rect.x, rect.y, rect.w, w))
    if bits & 2:
        surface.fill(WALL, (rect.right - w, rect.y, w, rect.h))
    if bits & 4:
        surface.fill(WALL, (rect.x, rect.bottom - w, rect.w, w))
    if bits & 8:
        surface.fill(WALL, (rect.x, rect.y, w, rect.h))
    # corner posts so open corridors still read as a grid
    for cx, cy in ((rect.x, rect.y), (rect.right - w, rect.y), (rect.x, rect.bottom - w),
                   (rect.right - w, rect.bottom - w)):
        surface.fill(WALL, (cx, cy, w, w))


def _spikes(surface: pygame.Surface, rect: pygame.Rect) -> None:
    for i in range(3):
        for j in range(3):
            x = rect.x + 8 + i * 13
            y = rect.y + 14 + j * 13
            pygame.draw.polygon(surface, (230, 70, 70), [(x, y), (x + 10, y), (x + 5, y - 10)])


def _weapon(surface: pygame.Surface, rect: pygame.Rect, name: str) -> None:
    tier, kind = name.split("_")
    colour = TIER_COLOURS[tier]
    cx, cy = rect.center
    pygame.draw.line(surface, (120, 80, 40), (cx - 14, cy + 14), (cx + 12, cy - 12), 4)
    if kind == "axe":
        pygame.draw.polygon(surface, colour, [(cx + 4, cy - 16), (cx + 18, cy - 10),
                                              (cx + 14, cy + 4), (cx + 6, cy - 4)])
    elif kind == "sword":
        pygame.draw.line(surface, colour, (cx - 10, cy + 10), (cx + 16, cy - 16), 6)
        pygame.draw.line(surface, (200, 170, 60), (cx - 14, cy + 2), (cx - 2, cy + 14), 4)
    else:
        pygame.draw.polygon(surface, colour, [(cx + 8, cy - 8), (cx + 20, cy - 20),
                                              (cx + 14, cy - 2)])
    pips = {"iron": 1, "steel": 2, "diamond": 3}[tier]
    for p in range(pips):
        pygame.draw.circle(surface, colour, (rect.x + 8 + p * 9, rect.bottom - 8), 3)


def _icon(surface: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
    cx, cy = rect.center
    if kind == "potion":
        pygame.draw.circle(surface, (220, 60, 90), (cx, cy + 4), 12)
        surface.fill((220, 220, 220), (cx - 4, cy - 16, 8, 10))
    elif kind == "hp_up":
        pygame.draw.circle(surface, (90, 200, 90), (cx, cy + 4), 12)
        surface.fill((255, 255, 255), (cx - 2, cy - 4, 4, 16))
        surface.fill((255, 255, 255), (cx - 8, cy + 2, 16, 4))
        surface.fill((220, 220, 220), (cx - 4, cy - 16, 8, 8))
    elif kind == "teleporter":
        for r, c in ((16, (150, 90, 220)), (10, (190, 140, 250)), (4, (240, 230, 255))):
            pygame.draw.circle(surface, c, (cx, cy), r, 3)
        pygame.draw.line(surface, (40, 30, 30), (cx - 14, cy - 14), (cx + 4, cy + 2), 3)
    elif kind == "grunkletaur":
        pygame.draw.circle(surface, (140, 90, 50), (cx, cy + 4), 15)
        pygame.draw.polygon(surface, (240, 230, 200), [(cx - 14, cy - 6), (cx - 20, cy - 20),
                                                       (cx - 8, cy - 10)])
        pygame.draw.polygon(surface, (240, 230, 200), [(cx + 14, cy - 6), (cx + 20, cy - 20),
                                                       (cx + 8, cy - 10)])
        pygame.draw.circle(surface, (255, 40, 40), (cx - 5, cy + 1), 3)
        pygame.draw.circle(surface, (255, 40, 40), (cx + 5, cy + 1), 3)
    elif kind == "exit":
        surface.fill((60, 200, 90), (cx - 12, cy - 16, 24, 32))
        surface.fill((20, 60, 30), (cx - 8, cy - 12, 16, 28))
        pygame.draw.polygon(surface, (255, 255, 255), [(cx - 4, cy - 6), (cx + 6, cy + 2),
                                                       (cx - 4, cy + 10)])
    elif kind == "start":
        pygame.draw.circle(surface, (250, 210, 60), (cx, cy), 14, 4)
        pygame.draw.circle(surface, (250, 210, 60), (cx, cy), 5)


def draw_tileset() -> pygame.Surface:
    """The whole tileset image (transparent where no tile paints)."""
    rows = (TILE_COUNT + COLUMNS - 1) // COLUMNS
    sheet = pygame.Surface((COLUMNS * TILE, rows * TILE), pygame.SRCALPHA)
    for tile in range(TILE_COUNT):
        rect = pygame.Rect((tile % COLUMNS) * TILE, (tile // COLUMNS) * TILE, TILE, TILE)
        if tile < 16:
            _room(sheet, rect, tile)
        elif tile == SPIKES_TILE:
            _spikes(sheet, rect)
    for name, tile in THING_TILES.items():
        rect = pygame.Rect((tile % COLUMNS) * TILE, (tile // COLUMNS) * TILE, TILE, TILE)
        if name in WEAPONS:
            _weapon(sheet, rect, name)
        else:
            _icon(sheet, rect, name)
    return sheet


def tileset_tsx(image: str, width: int, height: int) -> str:
    """The external tileset file (Tiled 1.8) with each tile's type and properties."""
    tiles = []
    for tile in range(16):
        props = "".join(
            f'   <property name="{key}" type="bool" value="{"true" if tile & bit else "false"}"/>\n'
            for key, bit in (("wall_n", 1), ("wall_e", 2), ("wall_s", 4), ("wall_w", 8)))
        tiles.append(f' <tile id="{tile}" type="room">\n  <properties>\n{props}'
                     f'  </properties>\n </tile>')
    tiles.append(f' <tile id="{SPIKES_TILE}" type="spikes"/>')
    for name, tile in sorted(THING_TILES.items(), key=lambda kv: kv[1]):
        if name in WEAPONS:
            tiles.append(f' <tile id="{tile}" type="weapon">\n  <properties>\n'
                         f'   <property name="weapon" value="{name}"/>\n  </properties>\n </tile>')
        else:
            tiles.append(f' <tile id="{tile}" type="{name}"/>')
    body = "\n".join(tiles)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="grungeon_tiles" tilewidth="{TILE}" tileheight="{TILE}" tilecount="{TILE_COUNT}" columns="{COLUMNS}">
 <image source="{image}" width="{width}" height="{height}"/>
{body}
</tileset>
"""


def main(argv: list[str]) -> int:
    default = Path(__file__).resolve().parents[1] / "content" / "maps" / "grungeon"
    out = Path(argv[0]) if argv else default
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    sheet = draw_tileset()
    png = out / "grungeon_tiles.png"
    pygame.image.save(sheet, str(png))
    (out / "grungeon_tiles.tsx").write_text(
        tileset_tsx(png.name, sheet.get_width(), sheet.get_height()), encoding="utf-8")
    print(f"wrote {png} and {out / 'grungeon_tiles.tsx'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
