"""Hex grid maths for Tiled hexagonal maps, checked by its own laws and against real Tiled.

The laws (neighbours, distance, facings, pixel <-> cell) are checked for every stagger setting
Tiled offers. The geometry is then checked against Tiled's own rendering: `tmxrasterizer` draws
the small maps in tests/maps/data, whose every cell is a hexagon of its own flat colour, and the
cells we compute must sit where Tiled painted them.

The maps and their tileset images are made by `write_test_maps` (run this file with Python to
write them again); a test keeps the shipped files equal to what it makes.
"""
from __future__ import annotations

import math
import os
import random
import struct
import subprocess
import sys
import zlib
from collections import deque
from pathlib import Path

import pytest

from gamebox.maps import load_tmx
from gamebox.maps.hexgrid import HexGrid, HexSettingsError, turn

DATA = Path(__file__).parent / "data"

# Deliberately not regular hexagons, so a swapped width and height or a wrong side shows.
POINTY = dict(tilewidth=30, tileheight=34, hexsidelength=18)   # stagger y
FLAT = dict(tilewidth=34, tileheight=30, hexsidelength=18)     # stagger x
COLS, ROWS = 7, 5
STAGGERS = [(axis, index) for axis in ("x", "y") for index in ("odd", "even")]


def grid(axis: str, index: str, cols: int = COLS, rows: int = ROWS, **sizes) -> HexGrid:
    settings = dict(POINTY if axis == "y" else FLAT)
    settings.update(sizes)
    return HexGrid.from_settings(width=cols, height=rows, staggeraxis=axis, staggerindex=index,
                                 **settings)


GRIDS = [grid(a, i) for a, i in STAGGERS] + [
    # near-regular hexagons too
    grid("y", "odd", tilewidth=28, tileheight=32, hexsidelength=16),
    grid("x", "even", tilewidth=32, tileheight=28, hexsidelength=16),
]


def label(g: HexGrid) -> str:
    return f"{g.stagger_axis}-{g.stagger_index}-{g.tile_width}x{g.tile_height}s{g.side_length}"


def around(g: HexGrid, margin: int = 2):
    """The map's cells and a margin of cells off it (the maths must hold past the edges)."""
    for row in range(-margin, g.height + margin):
        for col in range(-margin, g.width + margin):
            yield col, row


def bfs_distances(g: HexGrid, start, limit: int) -> dict:
    """Steps to every cell within `limit` over `neighbours`, off the map too."""
    seen = {start: 0}
    todo = deque([start])
    while todo:
        cell = todo.popleft()
        if seen[cell] == limit:
            continue
        for nxt in g.neighbours(cell):
            if nxt not in seen:
                seen[nxt] = seen[cell] + 1
                todo.append(nxt)
    return seen


def inside_polygon(point, corners, slack: float = 1e-9) -> bool:
    """Whether `point` is inside (or on) a convex polygon."""
    signs = set()
    for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1]):
        cross = (x1 - x0) * (point[1] - y0) - (y1 - y0) * (point[0] - x0)
        if abs(cross) > slack:
            signs.add(cross > 0)
    return len(signs) <= 1


# -- the laws, for every stagger setting -----------------------------------------------------

@pytest.mark.parametrize("g", GRIDS, ids=label)
def test_neighbours_are_mutual_and_opposite_facings_lead_back(g):
    for cell in around(g):
        neighbours = g.neighbours(cell)
        assert len(set(neighbours)) == 6 and cell not in neighbours
        for f, nxt in enumerate(neighbours):
            assert cell in g.neighbours(nxt)
            assert g.neighbour(nxt, turn(f, 3)) == cell


@pytest.mark.parametrize("g", GRIDS, ids=label)
def test_distance_is_symmetric_and_the_fewest_steps(g):
    cells = list(g.cells())
    limit = g.width + g.height
    for a in cells:
        steps = bfs_distances(g, a, limit)
        for b in cells:
            assert g.distance(a, b) == g.distance(b, a) == steps[b], (a, b)


@pytest.mark.parametrize("g", GRIDS, ids=label)
def test_the_centre_of_a_cell_is_in_that_cell(g):
    for cell in around(g):
        assert g.cell_at(*g.center(cell)) == cell
        for corner in g.corners(cell):
            assert inside_polygon(corner, list(g.corners(cell)))


@pytest.mark.parametrize("g", GRIDS, ids=label)
def test_cell_at_finds_the_hexagon_holding_any_point(g):
    rng = random.Random(7)
    width, height = g.pixel_size
    for _ in range(3000):
        point = (rng.uniform(-40, width + 40), rng.uniform(-40, height + 40))
        cell = g.cell_at(*point)
        assert inside_polygon(point, list(g.corners(cell)), slack=1e-6), (point, cell)


@pytest.mark.parametrize("g", GRIDS, ids=label)
def test_neighbour_centres_touch_and_facings_go_round_clockwise(g):
    for cell in around(g, 1):
        for f, nxt in enumerate(g.neighbours(cell)):
            assert g.facing(cell, nxt) == f
            (x0, y0), (x1, y1) = g.center(cell), g.center(nxt)
            assert (x1 - x0, y1 - y0) == g.step_offset(f)
            # neighbours share an edge: two corners
            shared = set(g.corners(cell)) & set(g.corners(nxt))
            assert len(shared) == 2, (cell, nxt)
    angles = [g.facing_angle(f) for f in range(6)]
    assert angles == sorted(angles) and all(0 <= a < 360 for a in angles)
    assert angles[0] < 60 and all(abs((g.facing_angle(f + 3) - a) % 360 - 180) < 1e-9
                                  for f, a in enumerate(angles))
    with pytest.raises(ValueError, match="is not next to cell"):
        g.facing((2, 2), (4, 2))


def test_facing_words_match_the_screen():
    y = grid("y", "odd")
    x = grid("x", "odd")
    assert [round(y.facing_angle(f)) for f in (1, 4)] == [90, 270]   # east and west exactly
    assert [round(x.facing_angle(f)) for f in (0, 3)] == [0, 180]    # north and south exactly
    assert y.facing_name(1) == "east" and x.facing_name(0) == "north"
    assert y.neighbour((3, 2), 1) == (4, 2) and x.neighbour((3, 2), 0) == (3, 1)


@pytest.mark.parametrize("g", GRIDS, ids=label)
def test_the_three_front_hexes_are_adjacent_and_contiguous(g):
    for cell in around(g, 1):
        for f in range(6):
            left, ahead, right = g.front(cell, f)
            assert ahead == g.neighbour(cell, f)
            assert all(g.distance(cell, c) == 1 for c in (left, ahead, right))
            assert g.distance(left, ahead) == 1 and g.distance(ahead, right) == 1
            assert g.distance(left, right) == 2
            assert {g.facing(cell, c) for c in (left, ahead, right)} == {
                turn(f, -1), f, turn(f, 1)}


@pytest.mark.parametrize("g", GRIDS, ids=label)
def test_rings_and_ranges(g):
    big = HexGrid(40, 40, g.tile_width, g.tile_height, g.side_length, g.stagger_axis,
                  g.stagger_index)
    centre = (20, 20)
    for radius in range(5):
        ring = big.ring(centre, radius)
        assert len(ring) == max(1, 6 * radius) == len(set(ring))
        assert all(big.distance(centre, c) == radius for c in ring)
        # going round: each cell next to the one before, the last next to the first
        if radius:
            assert all(big.distance(a, b) == 1 for a, b in zip(ring, ring[1:] + ring[:1]))
    assert len(big.within(centre, 3)) == 1 + 6 + 12 + 18
    # on the small map, only cells on it
    corner = g.within((0, 0), 3)
    assert corner and all(g.contains(c) for c in corner)
    assert set(corner) == {c for c in g.cells() if g.distance((0, 0), c) <= 3}
    with pytest.raises(ValueError):
        g.ring((0, 0), -1)


@pytest.mark.parametrize("g", GRIDS, ids=label)
def test_lines_run_cell_to_adjacent_cell(g):
    cells = list(g.cells())
    for a in cells:
        for b in cells:
            for lean in (1, -1):
                line = g.line(a, b, lean)
                assert line[0] == a and line[-1] == b
                assert len(line) == g.distance(a, b) + 1
                assert all(g.distance(p, q) == 1 for p, q in zip(line, line[1:]))
    # a straight run along one direction is exactly that run
    start = (3, 2)
    run = [start]
    for _ in range(3):
        run.append(g.neighbour(run[-1], 1))
    assert g.line(start, run[-1]) == run


def test_a_line_along_an_edge_leans_either_way():
    g = grid("y", "odd")
    # (2,0) to (2,2): straight down the edge between (1,1) and (2,1) in an odd-row map
    one, other = g.line((2, 0), (2, 2), 1), g.line((2, 0), (2, 2), -1)
    assert {one[1], other[1]} == {(1, 1), (2, 1)}


def test_the_grid_is_headless():
    code = ("import sys, gamebox.maps.hexgrid; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "[]"


# -- settings Tiled can write that the grid refuses --------------------------------------------

@pytest.mark.parametrize("change, setting", [
    (dict(orientation="orthogonal"), "orientation"),
    (dict(orientation="staggered"), "orientation"),
    (dict(hexsidelength=None), "hexsidelength is missing"),
    (dict(hexsidelength=0), "hexsidelength is missing"),
    (dict(hexsidelength=34), "hexsidelength (34) must be less than tileheight"),
    (dict(staggeraxis=""), "staggeraxis"),
    (dict(staggerindex="both"), "staggerindex"),
    (dict(tilewidth=31), "tilewidth must be even"),
    (dict(hexsidelength=15), "hexsidelength must be even"),
    (dict(tileheight=0), "tileheight must be a whole number above 0"),
    (dict(width=0), "width must be"),
])
def test_unusable_settings_are_refused_by_name(change, setting):
    settings = dict(orientation="hexagonal", width=4, height=3, staggeraxis="y",
                    staggerindex="odd", **POINTY)
    settings.update(change)
    with pytest.raises(HexSettingsError) as err:
        HexGrid.from_settings(**settings)
    assert setting in str(err.value)
    assert isinstance(err.value, ValueError)


def test_a_flat_grid_measures_its_side_against_the_tile_width():
    with pytest.raises(HexSettingsError, match=r"less than tilewidth \(34\)"):
        grid("x", "odd", hexsidelength=40)


# -- the test maps and real Tiled -------------------------------------------------------------

def cell_colour(index: int) -> tuple[int, int, int]:
    """A flat colour per cell, all different (red alone tells them apart)."""
    return 30 + 6 * index, 250 - 5 * index, (index * 71) % 256


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


def tileset_png(g: HexGrid) -> bytes:
    """One tile per cell of the map, each its cell's hexagon (as `corner_offsets` shapes it)
    in its own colour, clear outside: pixels whose centre lies inside are painted."""
    tw, th = g.tile_width, g.tile_height
    hexagon = [(x + tw / 2, y + th / 2) for x, y in g.corner_offsets()]

    def pixel(x: int, y: int):
        index = (y // th) * COLS + x // tw
        if inside_polygon((x % tw + 0.5, y % th + 0.5), hexagon):
            return (*cell_colour(index), 255)
        return (0, 0, 0, 0)

    return png_bytes(COLS * tw, ROWS * th, pixel)


def tmx_text(g: HexGrid, image: str) -> str:
    rows = ",\n".join(",".join(str(r * COLS + c + 1) for c in range(COLS)) for r in range(ROWS))
    tw, th = g.tile_width, g.tile_height
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" \
width="{COLS}" height="{ROWS}" tilewidth="{tw}" tileheight="{th}" infinite="0" \
hexsidelength="{g.side_length}" staggeraxis="{g.stagger_axis}" \
staggerindex="{g.stagger_index}" nextlayerid="2" nextobjectid="1">
 <tileset firstgid="1" name="cells" tilewidth="{tw}" tileheight="{th}" \
tilecount="{COLS * ROWS}" columns="{COLS}">
  <image source="{image}" width="{COLS * tw}" height="{ROWS * th}"/>
 </tileset>
 <layer id="1" name="cells" width="{COLS}" height="{ROWS}">
  <data encoding="csv">
{rows}
</data>
 </layer>
</map>
"""


def made_test_maps() -> dict[str, str | bytes]:
    """File name -> content of every test map and tileset image."""
    files: dict[str, str | bytes] = {}
    for axis, index in STAGGERS:
        g = grid(axis, index)
        image = "hex_flat.png" if axis == "x" else "hex_pointy.png"
        files[image] = tileset_png(g)
        files[f"hex_{axis}_{index}.tmx"] = tmx_text(g, image)
    return files


def write_test_maps(folder: Path = DATA) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in made_test_maps().items():
        path = folder / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")


def test_the_shipped_test_maps_are_what_the_maker_makes():
    for name, content in made_test_maps().items():
        path = DATA / name
        shipped = path.read_bytes() if isinstance(content, bytes) else path.read_text("utf-8")
        assert shipped == content, f"{path} is stale: run python {__file__}"


@pytest.mark.parametrize("axis, index", STAGGERS)
def test_load_tmx_reads_the_hex_settings(axis, index):
    tmap = load_tmx(DATA / f"hex_{axis}_{index}.tmx")
    assert (tmap.orientation, tmap.stagger_axis, tmap.stagger_index, tmap.hex_side_length) == (
        "hexagonal", axis, index, 18)
    assert HexGrid.from_map(tmap) == grid(axis, index)


def rasterize(tmx: Path, out: Path) -> list[list[tuple[int, int, int, int]]]:
    """Tiled's own rendering of a map at scale 1, as rows of RGBA pixels."""
    from support import need_tool  # here, so the file also runs as a script to write the maps

    tool = need_tool("tmxrasterizer")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([tool, str(tmx), str(out)], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0 and out.is_file(), done.stderr
    import pygame  # only to read the PNG Tiled wrote; the grid itself has no pygame

    image = pygame.image.load(str(out))
    width, height = image.get_size()
    return [[tuple(image.get_at((x, y))) for x in range(width)] for y in range(height)]


@pytest.mark.parametrize("axis, index", STAGGERS)
def test_cells_sit_where_tiled_draws_them(axis, index, tmp_path):
    tmx = DATA / f"hex_{axis}_{index}.tmx"
    g = HexGrid.from_map(load_tmx(tmx))
    pixels = rasterize(tmx, tmp_path / "map.png")
    assert (len(pixels[0]), len(pixels)) == g.pixel_size
    owner = {(*cell_colour(r * COLS + c), 255): (c, r) for c, r in g.cells()}

    def at(x: float, y: float):
        return owner.get(pixels[math.floor(y)][math.floor(x)])

    for cell in g.cells():
        cx, cy = g.center(cell)
        assert at(cx, cy) == cell, f"centre of {cell} lands in {at(cx, cy)}"
        # and the hexagon's shape: most of the way to each corner is still the cell
        for x, y in g.corners(cell):
            assert at(cx + 0.8 * (x - cx), cy + 0.8 * (y - cy)) == cell, (cell, x, y)
    # every pixel Tiled painted well inside a cell is that cell to cell_at
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


if __name__ == "__main__":
    write_test_maps()
    print(f"wrote {len(made_test_maps())} files to {DATA}")
