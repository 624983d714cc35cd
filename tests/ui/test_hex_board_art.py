"""The hex board's picture hooks: tile objects that never move are painted over the cells,
a game's `piece_art` draws a piece instead of the kit's disc (cached, dimmed, hit where it
is drawn), and a Tiled map's tile objects are read onto the cells the map says."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from gamebox.engine.table import Piece, Zone
from gamebox.maps.hexgrid import HexGrid
from gamebox.ui.hex_board import HexBoard, tile_objects_from_tmx
from gamebox.ui.highlights import Highlights

GRID = HexGrid(9, 7, 56, 64, 32, "y", "odd")
MAGENTA = (250, 0, 250)
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def video():
    pygame.init()
    yield


def _square(colour, size=20) -> pygame.Surface:
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    out.fill(colour)
    return out


def test_an_object_layer_is_painted_on_its_cell_over_the_grid_lines():
    image = _square(MAGENTA, 56)
    board = HexBoard(GRID, objects=[{(4, 3): image}])
    rect = pygame.Rect(0, 0, 900, 700)
    surface = pygame.Surface(rect.size)
    board.draw(surface, rect, Zone("board", "board"))
    x, y = board.cell_center(rect, (4, 3))
    assert tuple(surface.get_at((round(x), round(y))))[:3] == MAGENTA
    x, y = board.cell_center(rect, (2, 3))
    assert tuple(surface.get_at((round(x), round(y))))[:3] != MAGENTA


def test_piece_art_draws_the_game_picture_where_the_piece_lies_and_is_hit_there():
    made = []

    def art(piece, colour, r):
        if piece.kind != "pawn":
            return None
        return ("p", r), lambda: made.append(r) or _square(MAGENTA, 2 * r)

    board = HexBoard(GRID, piece_art=art)
    rect = pygame.Rect(0, 0, 900, 700)
    surface = pygame.Surface(rect.size)
    zone = Zone("board", "board", (Piece("m/0", {"name": "Grunk", "facing": 2}, "pawn",
                                         (5, 2), 0, label="Ana"),
                                   Piece("l/1", {"name": "Arm"}, "token", (1, 1), 1)))
    hits = board.draw(surface, rect, zone)
    x, y = board.cell_center(rect, (5, 2))
    assert tuple(surface.get_at((round(x), round(y - 2))))[:3] == MAGENTA
    assert hits["m/0"].collidepoint(x, y) and "l/1" in hits
    board.draw(surface, rect, zone)
    assert len(made) == 1  # the picture is cached
    # while a choice is open the pieces that are no target are drawn dimmed
    board.draw(surface, rect, zone, Highlights(targets=frozenset({"l/1"}), dim_others=True))
    got = tuple(surface.get_at((round(x), round(y - 2))))[:3]
    assert got != MAGENTA and got[0] < MAGENTA[0]


def test_a_tiled_maps_tile_objects_land_on_the_cells_the_rules_read():
    from gamebox.games.ggt.arenas import load_arenas

    pygame.display.set_mode((64, 64))  # pytmx converts the tileset image
    arena = load_arenas()["suicide_woods"]
    path = ROOT / "content" / "maps" / "ggt" / "suicide_woods.tmx"
    [trees] = tile_objects_from_tmx(path, arena.grid, keep=lambda o: o.type == "tree")
    assert set(trees) == set(arena.blocked)
    [pushed] = tile_objects_from_tmx(path, arena.grid, keep=lambda o: o.type == "pushable")
    assert set(pushed) == {t.cell for t in arena.things}
