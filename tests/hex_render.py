"""Probe maps for checking hex geometry against Tiled's own rendering (`tmxrasterizer`).

A probe map has the settings of the map under test (size, tile size, side length, stagger)
and paints every cell with a tile of its own flat colour shaped as our hexagon; Tiled draws
it, and the pixel under each centre we compute must be that cell's colour. Used by the
hexgrid tests (small maps of every stagger setting) and by the shipped-map tests (each
shipped hexagonal map's own settings).
"""
from __future__ import annotations

import math
import os
import struct
import subprocess
import zlib
from pathlib import Path
from typing import Callable

from gamebox.maps.hexgrid import HexGrid

Colour = tuple[int, int, int]


def inside_polygon(point, corners, slack: float = 1e-9) -> bool:
    """Whether `point` is inside (or on) a convex polygon."""
    signs = set()
    for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1]):
        cross = (x1 - x0) * (point[1] - y0) - (y1 - y0) * (point[0] - x0)
        if abs(cross) > slack:
            signs.add(cross > 0)
    return len(signs) <= 1


def cell_colour(index: int) -> Colour:
    """A flat colour per cell of a small map (up to 37 cells), all different (red alone
    tells them apart)."""
    return 30 + 6 * index, 250 - 5 * index, (index * 71) % 256


def probe_colour(index: int) -> Colour:
    """A flat colour per cell of a map of up to 1,000 cells, all different."""
    return 40 + index % 200, 40 + (index // 200) * 40, 90 + (index * 37) % 120


def png_bytes(width: int, height: int, pixels) -> bytes:
    """An 8-bit RGBA PNG of `pixels(x, y) -> (r, g, b, a)` (plain zlib, no filters)."""
    raw = b"".join(b"\0" + b"".join(bytes(pixels(x, y)) for x in range(width))
                   for y in range(height))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def tileset_png(g: HexGrid, colour: Callable[[int], Colour] = cell_colour) -> bytes:
    """One tile per cell of the map, each its cell's hexagon (as `corner_offsets` shapes it)
    in its own colour, clear outside: pixels whose centre lies inside are painted."""
    tw, th = g.tile_width, g.tile_height
    hexagon = [(x + tw / 2, y + th / 2) for x, y in g.corner_offsets()]
    inside = [[inside_polygon((x + 0.5, y + 0.5), hexagon) for x in range(tw)]
              for y in range(th)]

    def pixel(x: int, y: int):
        if inside[y % th][x % tw]:
            return (*colour((y // th) * g.width + x // tw), 255)
        return (0, 0, 0, 0)

    return png_bytes(g.width * tw, g.height * th, pixel)


def tmx_text(g: HexGrid, image: str) -> str:
    """A map with `g`'s settings whose cell (c, r) is painted with tile r * width + c."""
    cols, rows_ = g.width, g.height
    rows = ",\n".join(",".join(str(r * cols + c + 1) for c in range(cols)) for r in range(rows_))
    tw, th = g.tile_width, g.tile_height
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" \
width="{cols}" height="{rows_}" tilewidth="{tw}" tileheight="{th}" infinite="0" \
hexsidelength="{g.side_length}" staggeraxis="{g.stagger_axis}" \
staggerindex="{g.stagger_index}" nextlayerid="2" nextobjectid="1">
 <tileset firstgid="1" name="cells" tilewidth="{tw}" tileheight="{th}" \
tilecount="{cols * rows_}" columns="{cols}">
  <image source="{image}" width="{cols * tw}" height="{rows_ * th}"/>
 </tileset>
 <layer id="1" name="cells" width="{cols}" height="{rows_}">
  <data encoding="csv">
{rows}
</data>
 </layer>
</map>
"""


def rasterize(tmx: Path, out: Path) -> list[list[tuple[int, int, int, int]]]:
    """Tiled's own rendering of a map at scale 1, as rows of RGBA pixels."""
    from support import need_tool

    tool = need_tool("tmxrasterizer")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([tool, str(tmx), str(out)], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0 and out.is_file(), done.stderr
    import pygame  # only to read the PNG Tiled wrote; the grid itself has no pygame

    image = pygame.image.load(str(out))
    width, height = image.get_size()
    return [[tuple(image.get_at((x, y))) for x in range(width)] for y in range(height)]


def assert_cells_where_tiled_draws(g: HexGrid, pixels, colour: Callable[[int], Colour],
                                   every_pixel: bool = True) -> None:
    """Each cell's centre, and most of the way to each of its corners, lies in the hexagon
    Tiled painted for that cell; with `every_pixel`, also every pixel Tiled painted well
    inside a cell is that cell to `cell_at`."""
    assert (len(pixels[0]), len(pixels)) == g.pixel_size
    owner = {(*colour(r * g.width + c), 255): (c, r) for c, r in g.cells()}

    def at(x: float, y: float):
        return owner.get(pixels[math.floor(y)][math.floor(x)])

    for cell in g.cells():
        cx, cy = g.center(cell)
        assert at(cx, cy) == cell, f"centre of {cell} lands in {at(cx, cy)}"
        # and the hexagon's shape: most of the way to each corner is still the cell
        for x, y in g.corners(cell):
            assert at(cx + 0.8 * (x - cx), cy + 0.8 * (y - cy)) == cell, (cell, x, y)
    if not every_pixel:
        return
    checked = 0
    for y in range(1, len(pixels) - 1):
        for x in range(1, len(pixels[0]) - 1):
            cell = owner.get(pixels[y][x])
            if cell is None or any(owner.get(pixels[y + dy][x + dx]) != cell
                                   for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                continue
            assert g.cell_at(x + 0.5, y + 0.5) == cell, (x, y)
            checked += 1
    assert checked > 0.5 * len(pixels) * len(pixels[0])
