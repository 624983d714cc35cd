"""Grunt, Growl and Tear maps: the shipped ones load, broken ones are explained, user maps join.

Broken maps are small drawings written by the map tool (``tools/make_ggt_maps.py``) with the
shipped tileset, then spoilt the way a map author might spoil them in Tiled.
"""
from __future__ import annotations

import importlib.util
import re
import shutil
import sys
from pathlib import Path

import pytest

from gamebox.engine.paths import CONTENT_DIR, PROJECT_ROOT
from gamebox.games.ggt.arena import Arena
from gamebox.games.ggt.map_tiles import TILESET_FILE
from gamebox.games.ggt.mapfile import (find_arenas, load_arenas, placement_dead_end, read_map,
                                       validate_file)
from gamebox.maps.hexgrid import HexGrid

MAP_DIR = CONTENT_DIR / "maps" / "ggt"
SHIPPED = {"arena": "The Pit", "suicide_woods": "The Suicide Woods", "quarry": "The Quarry"}
TSX = str(MAP_DIR / TILESET_FILE)


def load_tool(name: str):
    spec = importlib.util.spec_from_file_location(name, PROJECT_ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


maps_tool = load_tool("make_ggt_maps")
Drawing, Put = maps_tool.Drawing, maps_tool.Put

# An 11 x 7 clearing: West and East start edges, a tree, a boulder; valid for two seats.
SMALL_ROWS = """
w . . . . . . . . . e
 w . . . . . . . . . e
w . . . T . . . . . e
 w . . . . . B . . . e
w . . . . . . . . . e
 w . . . . . . . . . e
w . . . . . . . . . e
"""
LEGEND = {
    "w": Put("dirt", "start", "West"),
    "e": Put("dirt", "start", "East"),
    "n": Put("dirt", "start", "North"),
    "T": Put("grass", "oak", "Oak"),
    "R": Put("grass", "rock", "Rock"),
    "B": Put("grass", "boulder", "Boulder", 6),
}


def write(tmp_path, rows=SMALL_ROWS, seats=2, edit=None, name="small.tmx") -> Path:
    """A map drawn with `rows`, written beside nothing (it names the shipped tileset), and
    then changed by `edit(text) -> text`."""
    text = maps_tool.drawing_to_tmx(Drawing("small", "Small", "A test clearing.", rows,
                                            LEGEND, seats), TSX)
    if edit:
        text = edit(text)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def add_object(xml: str):
    """An edit that puts one more object on the ``things`` layer."""
    return lambda text: text.replace("</objectgroup>", f"  {xml}\n </objectgroup>")


def line_of(path: Path, needle: str) -> int:
    """The 1-based line of the first line of `path` holding `needle`."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if needle in line:
            return number
    raise AssertionError(f"{needle!r} is not in {path}")


def problems_of(path: Path) -> list[str]:
    arena, problems = read_map(path)
    assert arena is None and problems, "the broken map was accepted"
    for p in problems:
        assert p.path == str(path) and p.line > 0, p
    return [str(p) for p in problems]


OBJECT_90 = '<object id="90"'
GRID = HexGrid(11, 7, 56, 64, 32, "y", "odd")


def cell_box(cell) -> tuple[int, int]:
    """x and y of a tile object standing on `cell` (its bottom-left corner)."""
    x, y = GRID.top_left(cell)
    return x, y + 64


# -- the shipped maps --------------------------------------------------------------------------

@pytest.mark.parametrize("stem", SHIPPED)
def test_every_shipped_map_loads_without_problems(stem):
    arena, problems = read_map(MAP_DIR / f"{stem}.tmx")
    assert problems == []
    assert isinstance(arena, Arena) and arena.id == stem and arena.name == SHIPPED[stem]
    assert arena.max_seats == 4 and arena.blurb
    assert len(arena.start_edges) == 4 and all(edge.cells for edge in arena.start_edges)
    assert arena.things and all(t.weight > 0 for t in arena.things)
    assert validate_file(MAP_DIR / f"{stem}.tmx") == []
    # four Monsters can always be placed 5 apart, whoever places first
    assert placement_dead_end(arena.grid, arena.start_cells(), 4) is None


def test_the_suicide_woods_are_trees_with_narrow_paths():
    """Variant "The Suicide Woods": trees that block, and paths between them one hex wide."""
    arena, _ = read_map(MAP_DIR / "suicide_woods.tmx")
    cells = list(arena.grid.cells())
    assert len(arena.blocked) > len(cells) / 2
    open_cells = [c for c in cells if arena.open(c)]
    # most open cells have at most two open neighbours: a path, not a field
    narrow = [c for c in open_cells if sum(arena.open(n) for n in arena.grid.neighbours(c)) <= 2]
    assert len(narrow) > len(open_cells) / 3


def test_each_log_in_the_suicide_woods_can_be_shoved_out_of_its_path():
    """Push: "If you win, you may move your target into a vacant space that's adjacent to
    it." Each Fallen Log lies in a path with a side pocket beside it: three open cells round
    it, so a Monster on one side can shove it out of the way of the other (in a one-hex-wide
    path with a Monster on each side it could not move at all, and no game ended)."""
    arena, _ = read_map(MAP_DIR / "suicide_woods.tmx")
    logs = [t for t in arena.things if t.name == "Fallen Log"]
    assert len(logs) == 3
    for log in logs:
        room = [n for n in arena.grid.neighbours(log.cell) if arena.open(n)]
        assert len(room) >= 3, (log.cell, room)


def test_the_shipped_maps_are_what_the_tool_writes():
    for name, text in maps_tool.made_maps().items():
        assert (MAP_DIR / name).read_text(encoding="utf-8") == text, \
            f"{name} is stale: run tools/make_ggt_maps.py"


def test_the_tileset_is_what_the_tool_draws(tmp_path):
    """The tileset tool is deterministic: it remakes the committed PNG and .tsx byte for byte."""
    tiles_tool = load_tool("make_ggt_tiles")
    for path in tiles_tool.build(tmp_path):
        assert path.read_bytes() == (MAP_DIR / path.name).read_bytes(), \
            f"{path.name} differs: run tools/make_ggt_tiles.py"


def test_tile_objects_take_their_weight_from_the_tileset(tmp_path):
    """A boulder dropped from the tileset carries the tile's Weight (7) until it sets its own."""
    boulder = maps_tool.OBJECT_TILES["boulder"] + 1
    x, y = cell_box((2, 5))
    path = write(tmp_path, edit=add_object(
        f'<object id="90" name="Stone" gid="{boulder}" x="{x}" y="{y}" width="56" height="64"/>'))
    arena, problems = read_map(path)
    assert problems == []
    stone = next(t for t in arena.things if t.name == "Stone")
    assert (stone.cell, stone.weight) == ((2, 5), 7)
    assert next(t for t in arena.things if t.name == "Boulder").weight == 6


def test_rectangles_and_points_also_place_objects(tmp_path):
    """A rectangle of start_edge or tree covers every cell whose centre lies inside it; a
    pushable point stands on the cell under it."""
    x0, y0 = GRID.center((4, 0))
    x1, y1 = GRID.center((6, 0))
    px, py = GRID.center((8, 5))
    path = write(tmp_path, rows=SMALL_ROWS, edit=lambda t: add_object(
        f'<object id="91" name="North" type="start_edge" x="{x0 - 5}" y="{y0 - 5}" '
        f'width="{x1 - x0 + 10}" height="10"/>')(add_object(
            f'<object id="92" name="Barrel" type="pushable" x="{px}" y="{py}">\n'
            f'   <properties>\n    <property name="Weight" type="int" value="2"/>\n'
            f'   </properties>\n   <point/>\n  </object>')(t)))
    arena, problems = read_map(path)
    assert problems == []
    north = next(e for e in arena.start_edges if e.name == "North")
    assert north.cells == ((4, 0), (5, 0), (6, 0))
    assert any(t.name == "Barrel" and t.cell == (8, 5) and t.weight == 2 for t in arena.things)


def test_void_cells_are_not_part_of_the_field(tmp_path):
    rows = SMALL_ROWS.replace("w . . . T", "- w . . T", 1)
    arena, problems = read_map(write(tmp_path, rows=rows))
    assert problems == []
    assert (0, 2) in arena.void and not arena.open((0, 2))
    assert (1, 2) in arena.start_cells()      # next to the hole: on the field's edge


# -- broken maps ---------------------------------------------------------------------------

@pytest.mark.parametrize("old, new, setting, words", [
    ('staggeraxis="y"', 'staggeraxis="z"', "staggeraxis", "staggeraxis must be 'x' or 'y'"),
    ('orientation="hexagonal"', 'orientation="orthogonal"', "orientation",
     "orientation must be 'hexagonal'"),
    ('hexsidelength="32"', 'hexsidelength="31"', "hexsidelength",
     "hexsidelength must be even"),
    ('tilewidth="56" tileheight="64" infinite', 'tilewidth="55" tileheight="64" infinite',
     "tilewidth", "tilewidth must be even"),
])
def test_hex_settings_we_do_not_support_are_named(tmp_path, old, new, setting, words):
    path = write(tmp_path, edit=lambda t: t.replace(old, new, 1))
    (message,) = problems_of(path)
    assert f"{path}:2:1: {setting}: {words}" in message


def test_a_pushable_without_weight_is_named(tmp_path):
    x, y = GRID.center((5, 5))
    path = write(tmp_path, edit=add_object(
        f'<object id="90" name="Boulder" type="pushable" x="{x - 20}" y="{y - 20}" '
        f'width="40" height="40"/>'))
    (message,) = problems_of(path)
    assert f":{line_of(path, OBJECT_90)}:" in message
    assert "object 'Boulder' has no Weight" in message


@pytest.mark.parametrize("prop, words", [
    ('<property name="Weight" value="heavy"/>', "has Weight 'heavy'; it must be a whole number"),
    ('<property name="Weight" type="int" value="-2"/>', "has Weight -2; it cannot be negative"),
    ('<property name="weight" type="int" value="4"/>',
     "has no Weight (it has 'weight'; property names are case-sensitive)"),
])
def test_a_weight_that_is_no_weight_is_named(tmp_path, prop, words):
    x, y = GRID.center((5, 5))
    path = write(tmp_path, edit=add_object(
        f'<object id="90" name="Cart" type="pushable" x="{x}" y="{y}">'
        f'<properties>{prop}</properties><point/></object>'))
    (message,) = problems_of(path)
    assert f"object 'Cart' {words}" in message


def test_an_object_off_the_cells_of_the_map_is_named_with_its_cell(tmp_path):
    x, y = cell_box((11, 2))                   # one column past the last, still in the pixels
    path = write(tmp_path, edit=add_object(
        f'<object id="90" name="Rock" type="rock" gid="{maps_tool.OBJECT_TILES["rock"] + 1}" '
        f'x="{x}" y="{y}" width="56" height="64"/>'))
    (message,) = problems_of(path)
    assert f":{line_of(path, OBJECT_90)}:" in message
    assert "rock object 'Rock' is on cell 11,2, which is outside the map (11x7 cells)" in message


def test_an_object_on_a_cell_without_floor_is_named(tmp_path):
    rows = SMALL_ROWS.replace(" w . . . . . B", " w . . . . . -", 1)
    x, y = GRID.center((6, 3))
    path = write(tmp_path, rows=rows, edit=add_object(
        f'<object id="90" name="Log" type="pushable" x="{x}" y="{y}"><properties>'
        f'<property name="Weight" type="int" value="3"/></properties><point/></object>'))
    (message,) = problems_of(path)
    assert "pushable object 'Log' is on cell 6,3, which has no floor on layer 'ground'" in message


def test_an_unknown_object_type_gets_a_did_you_mean(tmp_path):
    x, y = GRID.center((5, 5))
    path = write(tmp_path, edit=add_object(
        f'<object id="90" name="Elm" type="treee" x="{x}" y="{y}"><point/></object>'))
    (message,) = problems_of(path)
    assert "object 'Elm' has type 'treee', which Grunt, Growl and Tear does not know" in message
    assert "did you mean 'tree'?" in message


def test_two_objects_on_one_cell_are_named(tmp_path):
    x, y = GRID.center((4, 2))                # where the oak stands
    path = write(tmp_path, edit=add_object(
        f'<object id="90" name="Pebble" type="rock" x="{x}" y="{y}"><point/></object>'))
    (message,) = problems_of(path)
    assert "rock object 'Pebble' is on cell 4,2, where tree object 'Oak' already is" in message


def test_a_start_edge_with_fewer_cells_than_seats_is_named(tmp_path):
    rows = "\n".join(line.replace("w", ".").replace("e", ".") for line in SMALL_ROWS.splitlines())
    rows = rows.replace(". . . . . . . . . . .", "n . . . . . . . . . n", 1)
    path = write(tmp_path, rows=rows, seats=3)
    (message,) = problems_of(path)
    assert "max_seats: start edge 'North' has 2 cells, fewer than seats (max_seats is 3)" in message


def test_start_cells_that_leave_no_room_5_apart_are_named(tmp_path):
    """Rulebook: "Any unoccupied space on the edge of the board at least 5 spaces away from
    another monster is a valid starting space" -- a map must leave one for every seat."""
    rows = "\n".join(line.replace("w", ".").replace("e", ".") for line in SMALL_ROWS.splitlines())
    rows = rows.replace(". . . . . . . . . . .", "n n n n n n n n n n n", 1)
    path = write(tmp_path, rows=rows, seats=3)
    (message,) = problems_of(path)
    assert re.search(r"Monsters on start cells 0,0 and 6,0 leave no start cell 5 or more spaces "
                     r"from all of them for Monster 3 of 3 .* lower max_seats to 2", message)
    # with two seats the same edge is fine: any first cell leaves one 5 away
    arena, problems = read_map(write(tmp_path, rows=rows, seats=2, name="two.tmx"))
    assert problems == [] and len(arena.start_cells()) == 11


def test_a_start_cell_inside_the_field_is_named(tmp_path):
    rows = SMALL_ROWS.replace("w . . . T", "w . n . T", 1)
    path = write(tmp_path, rows=rows)
    (message,) = problems_of(path)
    assert ("start edge 'North' has cell 2,2, which is not on the edge of the field" in message)


def test_a_start_cell_under_a_tree_is_named(tmp_path):
    x, y = GRID.center((0, 0))
    path = write(tmp_path, edit=add_object(
        f'<object id="90" name="Oak" type="tree" x="{x}" y="{y}"><point/></object>'))
    (message,) = problems_of(path)
    assert "start edge 'West' has cell 0,0, where tree object 'Oak' stands" in message


def test_a_start_edge_walled_off_by_rocks_is_named(tmp_path):
    # rocks down column 5 cut the field in two (odd rows are pushed right, so this is a wall)
    lines = [line.split() for line in SMALL_ROWS.strip("\n").splitlines()]
    for cells in lines:
        cells[5] = "R"
    rows = "\n".join(" ".join(cells) for cells in lines).replace("B", ".")
    path = write(tmp_path, rows=rows)
    messages = problems_of(path)
    assert any("start edge 'East' cannot be reached from start edge 'West'" in m
               for m in messages), messages


@pytest.mark.parametrize("edit, words", [
    (lambda t: t.replace('name="things"', 'name="stuff"'),
     "the map needs an object layer named 'things'"),
    (lambda t: t.replace('name="ground"', 'name="floor"'),
     "the map needs a tile layer named 'ground'"),
    (lambda t: t.replace('name="West"', 'name=""', 1), "start_edge object #1 needs a name"),
    (lambda t: t.replace('name="max_seats" type="int" value="2"',
                         'name="max_seats" type="int" value="1"'),
     "max_seats: map property max_seats is 1; it must be a whole number from 2 to 6"),
    (lambda t: t.replace('type="start_edge"', 'type="tree"').replace('gid="16"', 'gid="9"'),
     "the map has no start edges"),
    (lambda t: t.replace("</map>", ""), "broken XML"),
])
def test_other_broken_maps_are_explained(tmp_path, edit, words):
    messages = problems_of(write(tmp_path, edit=edit))
    assert any(words in m for m in messages), messages


def test_read_map_never_raises(tmp_path):
    garbage = tmp_path / "garbage.tmx"
    garbage.write_bytes(b"\x00\xff not a map")
    assert read_map(garbage)[0] is None and read_map(garbage)[1]
    assert read_map(tmp_path / "missing.tmx")[1]
    assert validate_file(MAP_DIR / TILESET_FILE) == []      # tilesets only have to parse


def test_placement_check_stays_quick_on_a_map_ringed_with_start_cells():
    """A map author may mark the whole rim: the check must not take ages (it gives up
    after a budget rather than search every set)."""
    import time

    grid = HexGrid(30, 20, 56, 64, 32, "y", "odd")
    rim = tuple(c for c in grid.cells() if len(grid.adjacent(c)) < 6)
    started = time.perf_counter()
    placement_dead_end(grid, rim, 6)
    assert time.perf_counter() - started < 5


# -- the user's maps -----------------------------------------------------------------------

def test_load_arenas_finds_shipped_and_user_maps(user_data):
    folder = user_data / "content" / "maps" / "ggt"
    folder.mkdir(parents=True)
    shutil.copy(MAP_DIR / TILESET_FILE, folder)
    shutil.copy(MAP_DIR / "ggt_tiles.png", folder)
    shutil.copy(MAP_DIR / "arena.tmx", folder / "arena.tmx")          # same stem as shipped
    (folder / "ring.tmx").write_text((MAP_DIR / "arena.tmx").read_text(encoding="utf-8")
                                     .replace('value="The Pit"', 'value="The Ring"'),
                                     encoding="utf-8")
    (folder / "broken.tmx").write_text("<map", encoding="utf-8")
    arenas = load_arenas()
    assert set(list(arenas)[:3]) == set(SHIPPED)            # shipped maps first
    assert arenas["user:arena"].id == "user:arena" and arenas["ring"].name == "The Ring"
    assert "broken" not in arenas
    found = find_arenas()
    assert [path.name for path, _ in found.left_out] == ["broken.tmx"]
    assert "broken XML" in str(found.left_out[0][1][0])
    labels = {m.key: m.label for m in found.maps}
    assert labels["arena"] == "The Pit" and labels["user:arena"] == "The Pit (yours)"
    # roots: only the folders given
    assert set(load_arenas([CONTENT_DIR])) == set(SHIPPED)



def test_a_users_map_is_offered_in_the_seat_setup_and_a_broken_one_is_explained(user_data):
    """A map made in Tiled and dropped in the data folder appears among the Map option's
    choices when valid; when not, `gamebox validate` names file, line and what is wrong."""
    from gamebox.engine.registry import get
    from gamebox.validate import validate_paths

    folder = user_data / "content" / "maps" / "ggt"
    write(_mkdir(folder), name="clearing.tmx")
    x, y = GRID.center((5, 5))
    broken = write(folder, name="heavy.tmx", edit=add_object(
        f'<object id="90" name="Boulder" type="pushable" x="{x}" y="{y}"><point/></object>'))
    game = get("ggt")
    (option,) = [o for o in game.options if o.key == "map"]
    assert "clearing" in option.choices and "heavy" not in option.choices
    problems, checked = validate_paths([folder], note=lambda line: None)
    assert checked == 2
    assert [str(p) for p in problems] == [
        f"{broken}:{line_of(broken, OBJECT_90)}:4: object 90: object 'Boulder' has no Weight "
        f"(add an int property Weight: what a Push must beat)"]


def _mkdir(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def test_the_map_reader_is_headless():
    """The validator and the rules read maps without pygame (standard-library XML)."""
    import subprocess

    code = ("import sys, gamebox.games.ggt.mapfile, gamebox.maps.catalogue, "
            "gamebox.maps.tmxwrite; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "[]"
