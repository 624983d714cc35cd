"""The hex board widget: it fits the map into any rect, every cell's hit rect holds the cell's
centre and `cell_at` finds the cell again, highlights and facings show in the pixels, pieces
lie on their cells, and the map's own tiles are drawn where Tiled puts them."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from gamebox.engine.table import Piece, Zone, place_id
from gamebox.maps.hexgrid import HexGrid
from gamebox.ui.hex_board import VOID, HexBoard, tile_layers_from_tmx
from gamebox.ui.highlights import Highlights

MAPS = Path(__file__).resolve().parents[1] / "maps" / "data"

GRIDS = {
    "pointy-odd": HexGrid(9, 7, 56, 64, 32, "y", "odd"),
    "pointy-even": HexGrid(9, 7, 30, 34, 18, "y", "even"),
    "flat-odd": HexGrid(9, 7, 64, 56, 32, "x", "odd"),
    "flat-even": HexGrid(6, 8, 34, 30, 18, "x", "even"),
}
SIZES = [(1920, 1080), (800, 600), (300, 500), (1000, 180)]


@pytest.fixture(autouse=True)
def video():
    pygame.init()
    yield


def empty(name: str = "board") -> Zone:
    return Zone(name, "board")


def pawn(pid: str, cell, facing: int | None = 1, owner: int = 0, label: str = "Grunk") -> Piece:
    face = {"name": label} if facing is None else {"name": label, "facing": facing}
    return Piece(pid, face, "pawn", cell, owner, label=label)


@pytest.mark.parametrize("name", GRIDS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_cell_rect_holds_its_centre_and_cell_at_finds_it(name, size):
    grid = GRIDS[name]
    board = HexBoard(grid)
    surface = pygame.Surface((size[0] + 40, size[1] + 30))
    rect = pygame.Rect(25, 10, *size)   # not at the origin: hits are in surface pixels
    hits = board.draw(surface, rect, empty())
    assert set(hits) == {place_id("board", cell) for cell in grid.cells()}
    for cell in grid.cells():
        x, y = board.cell_center(rect, cell)
        box = hits[place_id("board", cell)]
        assert box.collidepoint(x, y) and rect.contains(box), (cell, box, rect)
        assert board.cell_at((x, y)) == cell
        assert board.cell_at((x, y), rect) == cell
    # the map fills the rect along one side at least (fitted, not merely shrunk)
    union = hits[place_id("board", (0, 0))].unionall(list(hits.values()))
    assert union.width > 0.9 * rect.width or union.height > 0.9 * rect.height


def test_cell_at_is_none_off_the_map():
    board = HexBoard(GRIDS["pointy-odd"])
    rect = pygame.Rect(0, 0, 1000, 400)
    board.draw(pygame.Surface(rect.size), rect, empty())
    assert board.cell_at((2, 2)) is None          # the frame's corner
    assert board.cell_at((-50, 200)) is None      # outside the rect
    assert board.cell_at((500, 200)) is not None


def test_a_rect_too_small_draws_nothing():
    board = HexBoard(GRIDS["flat-odd"])
    surface = pygame.Surface((50, 50))
    assert board.draw(surface, pygame.Rect(0, 0, 4, 4), empty()) == {}
    assert board.cell_at((1, 1)) is None


def test_the_cells_are_painted_once_per_size():
    board = HexBoard(GRIDS["pointy-odd"])
    rect = pygame.Rect(0, 0, 640, 480)
    first = board.layout(rect)
    assert board.layout(rect.move(30, 30)) is first       # moving the rect repaints nothing
    assert board.layout(pygame.Rect(0, 0, 800, 480)) is not first


def pixel(surface, point) -> tuple:
    return tuple(surface.get_at((round(point[0]), round(point[1]))))[:3]


@pytest.mark.parametrize("lit", [
    Highlights(targets=frozenset({"board#3,3"})),
    Highlights(focus="board#3,3"),
    Highlights(selected=frozenset({"board#3,3"})),
], ids=["target", "focus", "selected"])
def test_highlights_change_the_cells_they_name(lit):
    grid = GRIDS["pointy-odd"]
    board = HexBoard(grid)
    rect = pygame.Rect(0, 0, 900, 700)
    plain, shown = pygame.Surface(rect.size), pygame.Surface(rect.size)
    board.draw(plain, rect, empty())
    board.draw(shown, rect, empty(), lit)
    diff = [cell for cell in grid.cells()
            if pixel(plain, inner(board, rect, cell)) != pixel(shown, inner(board, rect, cell))]
    assert (3, 3) in diff
    if not lit.targets:   # nothing dims without targets: only the named cell changes
        assert diff == [(3, 3)]


def inner(board: HexBoard, rect, cell, towards: int = 0, share: float = 0.92):
    """A point most of the way from a cell's centre to one of its corners (where a ring
    or a wash shows)."""
    cx, cy = board.cell_center(rect, cell)
    x, y = board.grid.corners(cell)[towards]
    mx, my = board.grid.center(cell)
    lay = board.layout(rect)
    return cx + (x - mx) * lay.scale * share, cy + (y - my) * lay.scale * share


def test_targets_dim_the_rest_of_the_board():
    grid = GRIDS["flat-odd"]
    board = HexBoard(grid)
    rect = pygame.Rect(0, 0, 900, 700)
    plain, shown = pygame.Surface(rect.size), pygame.Surface(rect.size)
    board.draw(plain, rect, empty())
    board.draw(shown, rect, empty(), Highlights(targets=frozenset({"board#4,4"})))
    far = board.cell_center(rect, (0, 0))
    assert sum(pixel(shown, far)) < sum(pixel(plain, far))
    assert sum(pixel(shown, board.cell_center(rect, (4, 4)))) >= sum(
        pixel(plain, board.cell_center(rect, (4, 4))))


def test_pieces_lie_on_their_cells_and_are_hit_on_top():
    grid = GRIDS["pointy-odd"]
    board = HexBoard(grid)
    rect = pygame.Rect(0, 0, 1200, 800)
    zone = Zone("board", "board", (
        pawn("m/1", (2, 2)),
        Piece("limb/1", {"name": "Arm"}, "token", (2, 2), 1),
        Piece("limb/2", {"name": "Tail", "colour": "#ddccaa"}, "token", (5, 4)),
        pawn("m/off", (40, 40)),                      # off the map: not drawn
    ))
    surface = pygame.Surface(rect.size)
    hits = board.draw(surface, rect, zone)
    keys = list(hits)
    assert keys.index("m/1") > keys.index("board#2,2") and "m/off" not in hits
    assert hits["m/1"].collidepoint(board.cell_center(rect, (2, 2)))
    assert board.cell_at(hits["limb/1"].center) == (2, 2)
    assert board.cell_at(hits["limb/2"].center) == (5, 4)
    ringed = pygame.Surface(rect.size)
    board.draw(ringed, rect, zone, Highlights(focus="m/1"))
    (x, y), reach = hits["m/1"].center, board.layout(rect).radius * 1.2   # where the ring lies
    assert any(pixel(surface, p) != pixel(ringed, p)
               for p in ((x, y - reach), (x - reach, y), (x + reach, y)))


@pytest.mark.parametrize("name", ["pointy-odd", "flat-even"])
def test_a_pawn_shows_its_facing(name):
    grid = GRIDS[name]
    board = HexBoard(grid)
    rect = pygame.Rect(0, 0, 900, 900)
    cell = (3, 3)
    drawn = {}
    for facing in range(6):
        surface = pygame.Surface(rect.size)
        board.draw(surface, rect, Zone("board", "board", (pawn("m", cell, facing),)))
        drawn[facing] = surface
    r = board.layout(rect).radius
    cx, cy = board.cell_center(rect, cell)
    for facing in range(6):
        dx, dy = grid.step_offset(facing)
        length = (dx * dx + dy * dy) ** 0.5
        tip = (cx + dx / length * r * 1.25, cy + dy / length * r * 1.25)
        # the notch is there when facing that way, and not when facing the other way
        assert pixel(drawn[facing], tip) != pixel(drawn[(facing + 3) % 6], tip), facing


def test_unknown_kinds_show_grey_and_void_cells_are_holes():
    grid = GRIDS["pointy-odd"]
    board = HexBoard(grid, {(1, 1): "lava?", (2, 2): VOID}, grid_lines=False)
    rect = pygame.Rect(0, 0, 800, 600)
    surface = pygame.Surface(rect.size)
    hits = board.draw(surface, rect, empty())
    r, g, b = pixel(surface, inner(board, rect, (1, 1), 1, 0.5))
    assert abs(r - g) < 12 and abs(g - b) < 12
    assert "board#2,2" not in hits
    assert board.cell_at(board.cell_center(rect, (2, 2))) is None


def test_the_maps_own_tiles_are_drawn_where_tiled_puts_them():
    pygame.display.set_mode((64, 64))   # pytmx converts the tileset image
    path = MAPS / "hex_y_odd.tmx"
    [layer] = tile_layers_from_tmx(path)
    from gamebox.maps import load_tmx

    grid = HexGrid.from_map(load_tmx(path))
    assert set(layer) == set(grid.cells())
    board = HexBoard(grid, tiles=[layer], grid_lines=False)
    rect = pygame.Rect(0, 0, 700, 460)
    surface = pygame.Surface(rect.size)
    board.draw(surface, rect, empty())
    for cell in grid.cells():
        image = layer[cell]
        expected = tuple(image.get_at((image.get_width() // 2, image.get_height() // 2)))[:3]
        got = pixel(surface, board.cell_center(rect, cell))
        assert max(abs(a - b) for a, b in zip(expected, got)) <= 2, cell
    with pytest.raises(KeyError, match="no tile layer named 'ground'"):
        tile_layers_from_tmx(path, ["ground"])
