"""Helpers for tests with maps of the user's: write one into the data folder, break one as a
half-saved file would be."""
from __future__ import annotations

import copy
import os

from gamebox.games.grungeon import maze
from gamebox.games.grungeon.board_content import MAP_DIR, load_default_content
from gamebox.games.grungeon.tmxwrite import board_to_tmx

TSX = str(MAP_DIR / "grungeon_tiles.tsx")


def write_map(user_data, stem="cellar", name="The Cellar", broken=False, walls=1):
    """A map of the user's: the shipped one renamed with inner walls knocked out (still
    valid), or with a misspelt object type when `broken`."""
    board = copy.deepcopy(load_default_content().data)
    board["name"] = name
    opened = 0
    for room in range(maze.ROOMS):
        east = maze.neighbour(room, "right")
        if opened < walls and east >= 0 and board["walls"][room] & maze.DIR_BIT["right"]:
            board["walls"][room] &= ~maze.DIR_BIT["right"]
            board["walls"][east] &= ~maze.DIR_BIT["left"]
            opened += 1
    text = board_to_tmx(board, TSX)
    if broken:
        text = text.replace('type="potion"', 'type="potoin"', 1)
    folder = user_data / "content" / "maps" / "grungeon"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stem}.tmx"
    path.write_text(text, encoding="utf-8")
    return path


def break_file(path) -> None:
    """Cut the map's closing tag, as a file half saved in Tiled is; with a new time stamp."""
    path.write_text(path.read_text(encoding="utf-8").replace("</map>", ""), encoding="utf-8")
    os.utime(path, ns=(1, 10**18))  # a new stamp even within the clock's resolution
