"""The Tiled map, its validator, broken hand-edited maps, and the seeded generator."""
from __future__ import annotations

import copy
import os
import subprocess
import sys

import pytest

from gamebox.engine import registry
from gamebox.errors import ContentError
from gamebox.games.grungeon import board_content, maze
from gamebox.games.grungeon.board_content import DEFAULT_MAP, MAP_DIR, load_default_content
from gamebox.games.grungeon.generator import generate
from gamebox.games.grungeon.game import GAME
from gamebox.games.grungeon.tmxwrite import board_to_tmx

TSX = str(MAP_DIR / "grungeon_tiles.tsx")


def _write(tmp_path, board, name="bad.tmx", edit=None):
    text = board_to_tmx(board, TSX)
    if edit:
        text = edit(text)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _messages(path):
    problems = GAME.validate_file(path)
    assert problems, "the broken map was accepted"
    for p in problems:
        assert p.path == str(path) and p.line > 0
    return [str(p) for p in problems]


@pytest.fixture
def board():
    return copy.deepcopy(load_default_content().data)


def test_shipped_map_is_valid_and_loads(board):
    """The default map passes every check: "players will see the full 15x15 maze", one of each
    weapon, 4 Potions, 4 HP Ups, 2 Broken Teleporters, the Grunkletaur, the exit, four open
    start corners, every room reachable and spikes never the only way."""
    assert GAME.validate_file(DEFAULT_MAP) == []
    assert maze.validate_board(board) == []
    assert (board["width"], board["height"]) == (15, 15)
    assert len(board["spikes"]) > 5


def test_shipped_map_opens_in_real_tiled(tmp_path):
    """The map, its external tileset and the tileset image load in Debian's Tiled 1.8
    (tmxrasterizer renders them)."""
    from support import need_tool

    tool = need_tool("tmxrasterizer")
    out = tmp_path / "map.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run([tool, str(DEFAULT_MAP), str(out)], check=True, env=env,
                   capture_output=True, timeout=60)
    assert out.stat().st_size > 10_000


def test_two_grunkletaurs(tmp_path, board):
    board["things"].append({"kind": "grunkletaur", "room": maze.CENTRE + 1})
    path = _write(tmp_path, board)
    msgs = _messages(path)
    assert any("exactly one Grunkletaur, found 2" in m and "column 9, row 8" in m
               and "object 'grunkletaur'" in m for m in msgs), msgs


def test_two_exits(tmp_path, board):
    """The map has exactly one exit; a second one is named where it stands."""
    (exit_thing,) = [t for t in board["things"] if t["kind"] == "exit"]
    board["things"].append({**exit_thing, "room": 0, "side": "up"})
    msgs = _messages(_write(tmp_path, board))
    assert any("exactly one exit, found 2" in m and "column 1, row 1" in m for m in msgs), msgs


@pytest.mark.parametrize("room,side", [(maze.CENTRE + 1, "up"), (7, "down"), (7, "north")])
def test_an_exit_must_open_the_outer_wall(tmp_path, board, room, side):
    """The exit is a gap in the outer wall: an exit inside the maze, facing inwards or with no
    proper side is refused."""
    for thing in board["things"]:
        if thing["kind"] == "exit":
            thing.update(room=room, side=side)
    msgs = _messages(_write(tmp_path, board))
    assert any("must lead out through the outer wall" in m and ": exit at column" in m
               for m in msgs), msgs


def test_a_weapon_placed_twice_is_named_at_its_second_copy(tmp_path, board):
    """There is one of each weapon; a second copy is named where it stands."""
    (axe,) = [t for t in board["things"] if t.get("item") == "steel_axe"]
    board["things"].append({**axe, "room": 0})
    msgs = _messages(_write(tmp_path, board))
    assert any("steel_axe" in m and "column 1, row 1" in m for m in msgs), msgs


@pytest.mark.parametrize("case,words", [
    ("item in a start room", "lies in a start room at column 1, row 1; start rooms stay empty"),
    ("item with the Grunkletaur", "lies in the Grunkletaur's room at column 8, row 8"),
    ("two items in a room", "; one item per room"),
    ("spikes under the Grunkletaur", "the Grunkletaur's room at column 8, row 8 has spikes"),
    ("spikes in the exit room", "the exit room at column 8, row 1 has spikes"),
    ("spikes in a start room", "start 'NW' is on spikes at column 1, row 1"),
])
def test_rooms_that_must_stay_clear(tmp_path, board, case, words):
    """docs/maps.md: at most one item or weapon per room; no item in a start room or in the
    Grunkletaur's room; start rooms, the Grunkletaur's room and the exit room have no
    spikes."""
    items = [t for t in board["things"] if t["kind"] in maze.ITEM_KINDS]
    spike = {"spikes under the Grunkletaur": maze.CENTRE, "spikes in the exit room": 7,
             "spikes in a start room": maze.CORNER_ROOM["NW"]}.get(case)
    if spike is not None:
        board["spikes"] = sorted(set(board["spikes"]) | {spike})
    elif case == "item in a start room":
        items[0]["room"] = maze.CORNER_ROOM["NW"]
    elif case == "item with the Grunkletaur":
        items[0]["room"] = maze.CENTRE
    else:
        items[0]["room"] = items[1]["room"]
    msgs = _messages(_write(tmp_path, board))
    assert any(words in m for m in msgs), msgs


def test_missing_weapon(tmp_path, board):
    board["things"] = [t for t in board["things"] if t.get("item") != "steel_axe"]
    msgs = _messages(_write(tmp_path, board))
    assert any("weapon 'steel_axe' is missing" in m for m in msgs), msgs


def test_unknown_weapon_name_gets_a_hint(tmp_path, board):
    for t in board["things"]:
        if t.get("item") == "steel_axe":
            t["item"] = "steel_axxe"
    msgs = _messages(_write(tmp_path, board))
    assert any("did you mean 'steel_axe'" in m for m in msgs), msgs


def test_unreachable_room(tmp_path, board):
    walls = board["walls"]
    target = maze.CENTRE - 2 * maze.SIZE + 5   # M6, away from things
    assert all(t["room"] != target for t in board["things"])
    walls[target] = 15
    for d in maze.DIRS:
        other = maze.neighbour(target, d)
        walls[other] |= maze.DIR_BIT[maze.OPPOSITE[d]]
    msgs = _messages(_write(tmp_path, board))
    assert any(f"room at {maze.where(target)} ({maze.label(target)}) cannot be reached" in m
               for m in msgs), msgs


def test_object_outside_the_grid(tmp_path, board):
    path = _write(tmp_path, board, edit=lambda text: text.replace(
        'name="NE" type="start" gid="32" x="672"', 'name="NE" type="start" gid="32" x="2000"'))
    msgs = _messages(path)
    assert any("'NE'" in m and "x=2000" in m and "outside" in m for m in msgs), msgs


def test_start_corner_in_a_wall(tmp_path, board):
    """A start corner must be usable: "start 'NE' is inside a wall at column 15, row 1"."""
    walls = board["walls"]
    ne = maze.CORNER_ROOM["NE"]
    walls[ne] = 15
    for d in maze.DIRS:
        other = maze.neighbour(ne, d)
        if other >= 0:
            walls[other] |= maze.DIR_BIT[maze.OPPOSITE[d]]
    path = _write(tmp_path, board)
    msgs = _messages(path)
    assert any("start 'NE' is inside a wall at column 15, row 1" in m for m in msgs), msgs
    line = next(m for m in msgs if "start 'NE'" in m)
    assert line.startswith(f"{path}:") and "object" in line


def test_duplicate_start_names(tmp_path, board):
    for thing in board["things"]:
        if thing.get("name") == "SE":
            thing["name"] = "SW"
    msgs = _messages(_write(tmp_path, board))
    assert any("two start objects are named 'SW'" in m for m in msgs), msgs
    assert any("start 'SE' is missing" in m for m in msgs), msgs


def test_walls_that_disagree_and_gaps_in_the_outer_wall(tmp_path, board):
    walls = board["walls"]
    walls[20] ^= maze.DIR_BIT["right"]     # only one side of the wall between F2 and G2
    walls[maze.ROOMS - 8] &= ~maze.DIR_BIT["down"]   # a hole in the south wall
    msgs = _messages(_write(tmp_path, board))
    assert any("disagree about the wall" in m and "column 6, row 2" in m for m in msgs), msgs
    assert any("outer wall has a gap on the south side at column 8, row 15" in m
               for m in msgs), msgs


def test_unknown_object_type_and_missing_layer(tmp_path, board):
    path = _write(tmp_path, board, edit=lambda t: t.replace('type="potion"', 'type="potoin"', 1))
    msgs = _messages(path)
    assert any("'potoin'" in m and "did you mean 'potion'" in m for m in msgs), msgs
    path = _write(tmp_path, board, "nolayer.tmx",
                  edit=lambda t: t.replace('name="spikes"', 'name="spiky"'))
    assert any("layer named 'spikes'" in m for m in _messages(path))


def test_broken_xml_is_reported_not_raised(tmp_path):
    path = tmp_path / "broken.tmx"
    path.write_text("<map><layer></map>", encoding="utf-8")
    msgs = _messages(path)
    assert "broken XML" in msgs[0]


def test_a_broken_default_map_stops_only_this_game(tmp_path, board, monkeypatch):
    """load_content raises ContentError naming every problem; the launcher shows it on the
    Grungeon's tile and the other games still load."""
    board["things"].append({"kind": "grunkletaur", "room": 3})
    path = _write(tmp_path, board)
    monkeypatch.setattr(board_content, "DEFAULT_MAP", path)
    with pytest.raises(ContentError) as err:
        GAME.load_content()
    assert "exactly one Grunkletaur" in str(err.value) and str(path) in str(err.value)
    entries = {e.id: e for e in registry.load_all()}
    assert not entries["grungeon"].playable and "Grunkletaur" in entries["grungeon"].error


def test_generated_mazes_pass_the_validator():
    """The random maze option: every seed gives a maze the same validator accepts (all rooms
    reachable, counts right, four usable corners, spikes never the only way through)."""
    for seed in range(60):
        board = generate(seed)
        assert maze.validate_board(board) == [], seed
    assert generate(5) == generate(5) and generate(5) != generate(6)


def test_rules_are_headless():
    """rules.py and everything it imports (maze, generator, map reader, bots) never import
    pygame."""
    code = ("import sys; import gamebox.games.grungeon.game as g, gamebox.games.grungeon.bots, "
            "gamebox.games.grungeon.generator; g.GAME.load_content(); "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"
