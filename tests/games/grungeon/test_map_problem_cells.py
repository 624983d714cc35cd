"""A room's problem points at the room's cell in the layer's CSV data.

Wall disagreements and spike problems name the cell's line and column, not the ``<layer>``
line: an author editing the file by hand (or reading the CSV in Tiled's text view) goes
straight to the cell.
"""
from __future__ import annotations

import copy

import pytest

from gamebox.games.grungeon import maze
from gamebox.games.grungeon.board_content import MAP_DIR, load_default_content
from gamebox.games.grungeon.game import GAME
from gamebox.games.grungeon.tmxwrite import board_to_tmx


@pytest.fixture
def board():
    return copy.deepcopy(load_default_content().data)


def _write(tmp_path, board):
    path = tmp_path / "cells.tmx"
    path.write_text(board_to_tmx(board, str(MAP_DIR / "grungeon_tiles.tsx")), encoding="utf-8")
    return path


def _cell(path, layer: str, room: int) -> tuple[int, int]:
    """The line and column of `room`'s value in the CSV of `layer`, counted from the text."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(i for i, text in enumerate(lines) if f'name="{layer}"' in text)
    assert lines[start + 1].strip() == '<data encoding="csv">'
    col, row = room % maze.SIZE, room // maze.SIZE
    values = lines[start + 2 + row].split(",")
    return start + 3 + row, len(",".join(values[:col])) + 1 + (1 if col else 0)


def _problem(path, words: str):
    found = [p for p in GAME.validate_file(path) if words in p.message]
    assert found, GAME.validate_file(path)
    return found[0]


def test_walls_that_disagree_point_at_the_rooms_cell(tmp_path, board):
    room = 2 * maze.SIZE + 6  # G3: its east wall, one-sided
    board["walls"][room] ^= maze.DIR_BIT["right"]
    path = _write(tmp_path, board)
    problem = _problem(path, "disagree about the wall")
    assert f"rooms at {maze.where(room)} and" in problem.message
    assert (problem.line, problem.column) == _cell(path, "rooms", room)  # was the <layer>


def test_a_room_reached_only_through_spikes_points_at_its_spikes_cell(tmp_path, board):
    room = next(r for r in range(maze.ROOMS)
                if r not in board["spikes"] and r not in {t["room"] for t in board["things"]}
                and r % maze.SIZE > 2 and r // maze.SIZE > 2)
    around = [n for d in maze.DIRS if (n := maze.neighbour(room, d)) >= 0
              and not board["walls"][room] & maze.DIR_BIT[d]]
    board["spikes"] = sorted(set(board["spikes"]) | set(around))
    path = _write(tmp_path, board)
    problem = _problem(path, "can only be reached through spikes")
    named = next(r for r in range(maze.ROOMS) if f"room at {maze.where(r)} (" in problem.message)
    assert (problem.line, problem.column) == _cell(path, "spikes", named)
