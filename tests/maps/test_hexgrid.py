"""Hex grid maths for Tiled hexagonal maps, checked by its own laws and against real Tiled.

The laws (neighbours, distance, facings, pixel <-> cell) are checked for every stagger setting
Tiled offers. The geometry is then checked against Tiled's own rendering: `tmxrasterizer` draws
the small maps in tests/maps/data, whose every cell is a hexagon of its own flat colour, and the
cells we compute must sit where Tiled painted them.

The maps and their tileset images are made by `write_test_maps` (run this file with Python to
write them again); a test keeps the shipped files equal to what it makes.
"""
from __future__ import annotations

import random
import subprocess
import sys
from collections import deque
from pathlib import Path

import pytest

from gamebox.maps import load_tmx
from gamebox.maps.hexgrid import HexGrid, HexSettingsError, turn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script: tests/ helpers
from hex_render import (assert_cells_where_tiled_draws, cell_colour, inside_polygon,  # noqa: E402
                        rasterize, tileset_png, tmx_text)

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


@pytest.mark.parametrize("g", GRIDS, ids=label)
def test_sight_is_blocked_only_by_a_cell_on_every_line_between(g):
    """A blocker between two cells hides them from each other when every straight line
    between their centres passes it; the ends themselves never block; sight is symmetric."""
    cells = list(g.cells())
    rng = random.Random(5)
    blocked = set(rng.sample(cells, 6))
    for a in cells:
        for b in cells:
            lines = [g.line(a, b, lean)[1:-1] for lean in (1, -1)]
            expected = any(not set(inner) & blocked for inner in lines)
            assert g.sees(a, b, blocked) == expected == g.sees(b, a, blocked), (a, b)
    start = (3, 2)
    ahead = g.neighbour(start, 1)
    beyond = g.neighbour(ahead, 1)
    assert g.sees(start, beyond, set()) and not g.sees(start, beyond, {ahead})
    assert g.sees(start, ahead, {ahead, start})       # neighbours always see each other


def test_sight_along_an_edge_passes_when_either_side_is_clear():
    g = grid("y", "odd")
    # (2,0) to (2,2) runs down the edge between (1,1) and (2,1)
    assert g.sees((2, 0), (2, 2), {(1, 1)}) and g.sees((2, 0), (2, 2), {(2, 1)})
    assert not g.sees((2, 0), (2, 2), {(1, 1), (2, 1)})


@pytest.mark.parametrize("g", GRIDS, ids=label)
def test_reachable_floods_through_passable_cells_on_the_map(g):
    wall = {(3, r) for r in range(g.height)}
    left = g.reachable([(0, 0)], lambda c: c not in wall)
    assert left == {c for c in g.cells() if c[0] < 3}
    assert g.reachable([(0, 0)], lambda c: True) == set(g.cells())
    assert g.reachable([(3, 0)], lambda c: c not in wall) == set()
    assert g.reachable([(-1, 0)], lambda c: True) == set()     # off the map: nowhere


@pytest.mark.parametrize("g", GRIDS, ids=label)
def test_walk_distances_go_round_what_is_in_the_way(g):
    free = g.walk_distances([(0, 0)], lambda c: True)
    assert free == {c: g.distance((0, 0), c) for c in g.cells()}
    # a wall down column 3 with a gap in the last row: the far side is reached round it
    wall = {(3, r) for r in range(g.height - 1)}
    walked = g.walk_distances([(0, 0)], lambda c: c not in wall)
    assert set(walked) == set(g.cells()) - wall
    far = (4, 0)
    assert walked[far] > g.distance((0, 0), far)
    assert all(walked[c] == 1 + min(walked[n] for n in g.adjacent(c) if n in walked)
               for c in walked if c != (0, 0))
    # starts count as 0 even when occupied; two starts give the nearer one's steps
    both = g.walk_distances([(0, 0), (6, 4)], lambda c: c not in {(0, 0), (6, 4)})
    assert both[(0, 0)] == both[(6, 4)] == 0
    assert all(both[c] == min(g.distance((0, 0), c), g.distance((6, 4), c)) for c in both)


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


@pytest.mark.parametrize("axis, index", STAGGERS)
def test_cells_sit_where_tiled_draws_them(axis, index, tmp_path):
    tmx = DATA / f"hex_{axis}_{index}.tmx"
    g = HexGrid.from_map(load_tmx(tmx))
    pixels = rasterize(tmx, tmp_path / "map.png")
    assert_cells_where_tiled_draws(g, pixels, cell_colour)


if __name__ == "__main__":
    write_test_maps()
    print(f"wrote {len(made_test_maps())} files to {DATA}")
