"""Draw the hex board widget on a demo arena, to look at it and to time a frame.

    .venv/bin/python tools/hex_gallery.py                      # writes /tmp/hex_gallery.png
    .venv/bin/python tools/hex_gallery.py --out board.png --size 1280x720
    .venv/bin/python tools/hex_gallery.py --bench               # frame times at 1920x1080

The demo is a made-up arena (no game rules): a clearing ringed by trees, a pond, rocks and
mud, four monsters facing different ways, two torn limbs, and the highlights a scene shows
while a monster picks which of its three front hexes to attack.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from gamebox.engine.table import Piece, Zone, place_id  # noqa: E402
from gamebox.maps.hexgrid import HexGrid  # noqa: E402
from gamebox.ui import theme  # noqa: E402
from gamebox.ui.hex_board import HexBoard  # noqa: E402
from gamebox.ui.highlights import Highlights  # noqa: E402

SIZE = (1920, 1080)


def demo_grid() -> HexGrid:
    """A 25x17 map of near-regular pointy hexagons (56x64, side 32), odd rows pushed."""
    return HexGrid(25, 17, 56, 64, 32, "y", "odd")


def demo_terrain(grid: HexGrid, seed: int = 3) -> dict:
    """Cell kinds for the demo arena: trees round the edge, a pond, rocks, mud, grass."""
    rng = random.Random(seed)
    middle = (grid.width // 2, grid.height // 2)
    terrain = {}
    for cell in grid.cells():
        out = grid.distance(cell, middle)
        edge = min(cell[0], cell[1], grid.width - 1 - cell[0], grid.height - 1 - cell[1])
        if edge == 0 or (edge == 1 and rng.random() < 0.55):
            terrain[cell] = "tree"
        elif out <= 4:
            terrain[cell] = "sand" if out <= 2 else "floor"
        elif rng.random() < 0.3:
            terrain[cell] = "grass"
        else:
            terrain[cell] = "floor"
    for cell in grid.within((5, 4), 1) + [(6, 5)]:
        terrain[cell] = "water"
    for cell in ((18, 11), (19, 11), (18, 12), (8, 12), (16, 4)):
        terrain[cell] = "rock"
    for cell in ((14, 13), (15, 13), (13, 12), (4, 11)):
        terrain[cell] = "mud"
    for cell in ((10, 6), (17, 8)):
        terrain[cell] = "tree"
    return terrain


def demo_zone() -> Zone:
    pawns = [
        Piece("m/grunk", {"name": "Grunk", "facing": 1}, "pawn", (11, 8), 0, label="Grunk"),
        Piece("m/skree", {"name": "Skree", "facing": 4}, "pawn", (14, 8), 1, label="Skree"),
        Piece("m/moss", {"name": "Old Moss", "facing": 0}, "pawn", (12, 11), 2, label="Moss"),
        Piece("m/howl", {"name": "Howl", "facing": 3}, "pawn", (9, 5), 3, label="Howl"),
    ]
    limbs = [
        Piece("limb/1", {"name": "Left arm of Skree"}, "token", (14, 8), 1),
        Piece("limb/2", {"name": "Tail of Howl"}, "token", (15, 10), 3),
        Piece("limb/3", {"name": "Horn", "colour": "#e8dcc0"}, "token", (15, 10)),
    ]
    return Zone("board", "board", tuple(pawns + limbs), label="The Clearing")


def demo_highlights(grid: HexGrid) -> Highlights:
    """Grunk (facing east) picks one of its three front hexes; the focus is on Skree."""
    front = grid.front((11, 8), 1)
    targets = {place_id("board", c) for c in front} | {"m/skree"}
    return Highlights(targets=frozenset(targets), focus="m/skree",
                      selected=frozenset({"m/grunk"}))


def render(size=SIZE, out: Path | None = None) -> pygame.Surface:
    """The demo board drawn on a table-coloured screen of `size`; saved to `out` if given."""
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size)
    grid = demo_grid()
    board = HexBoard(grid, demo_terrain(grid))
    screen.fill(theme.BACKGROUND)
    board.draw(screen, screen.get_rect(), demo_zone(), demo_highlights(grid))
    if out is not None:
        pygame.image.save(screen, str(out))
    return screen


def bench(size=SIZE, frames: int = 300) -> dict:
    """Milliseconds per frame of the demo board at `size` (median and 90th percentile), with
    the cells already painted: what a scene pays each frame. The first frame's painting is
    reported apart."""
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size)
    grid = demo_grid()
    zone, lit = demo_zone(), demo_highlights(grid)
    figures = {"video_driver": pygame.display.get_driver(), "size": f"{size[0]}x{size[1]}",
               "cells": grid.width * grid.height}
    for name, highlights in (("plain", Highlights()), ("choosing", lit)):
        board = HexBoard(grid, demo_terrain(grid))
        start = time.perf_counter()
        board.draw(screen, screen.get_rect(), zone, highlights)
        figures[f"{name}_first_frame_ms"] = round((time.perf_counter() - start) * 1000, 1)
        samples = []
        for _ in range(frames):
            start = time.perf_counter()
            screen.fill(theme.BACKGROUND)
            board.draw(screen, screen.get_rect(), zone, highlights)
            samples.append((time.perf_counter() - start) * 1000)
        samples.sort()
        figures[f"{name}_median_ms"] = round(statistics.median(samples), 2)
        figures[f"{name}_p90_ms"] = round(samples[int(len(samples) * 0.9)], 2)
    return figures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(tempfile.gettempdir()) / "hex_gallery.png"))
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--bench", action="store_true", help="time frames instead")
    parser.add_argument("--frames", type=int, default=300)
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x"))
    if args.bench:
        for key, value in bench(size, args.frames).items():
            print(f"{key}: {value}")
        return 0
    render(size, Path(args.out))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
