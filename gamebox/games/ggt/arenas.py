"""Which arenas a match may be played on, and an arena as plain data for saves.

The maps come from `mapfile.load_arenas` (the Tiled files in ``content/maps/ggt/`` and the
user's data folder). A match keeps its arena as plain data in its `Content` (``arena_to_data``
/ ``arena_from_data``), so a saved game plays on the map as it was when it began.

The maps ship with the game; tests build their own small arenas in code
(``tests/games/ggt/conftest.py``).
"""
from __future__ import annotations

from pathlib import Path

from ...maps.hexgrid import HexGrid
from .arena import Arena, StartEdge, Thing


def arena_to_data(arena: Arena) -> dict:
    """`arena` as JSON-friendly data."""
    g = arena.grid
    return {
        "id": arena.id, "name": arena.name, "blurb": arena.blurb, "max_seats": arena.max_seats,
        "grid": {"width": g.width, "height": g.height, "tilewidth": g.tile_width,
                 "tileheight": g.tile_height, "hexsidelength": g.side_length,
                 "staggeraxis": g.stagger_axis, "staggerindex": g.stagger_index},
        "blocked": sorted(list(c) for c in arena.blocked),
        "void": sorted(list(c) for c in arena.void),
        "things": [{"id": t.id, "name": t.name, "cell": list(t.cell), "weight": t.weight}
                   for t in arena.things],
        "start_edges": [{"name": e.name, "cells": [list(c) for c in e.cells]}
                        for e in arena.start_edges],
    }


def arena_from_data(data: dict) -> Arena:
    """The `Arena` that `arena_to_data` wrote."""
    grid = HexGrid.from_settings(**data["grid"])
    return Arena(
        id=data["id"], name=data["name"], grid=grid,
        blocked=frozenset(tuple(c) for c in data["blocked"]),
        void=frozenset(tuple(c) for c in data["void"]),
        things=tuple(Thing(t["id"], t["name"], tuple(t["cell"]), t["weight"])
                     for t in data["things"]),
        start_edges=tuple(StartEdge(e["name"], tuple(tuple(c) for c in e["cells"]))
                          for e in data["start_edges"]),
        max_seats=data.get("max_seats", 4), blurb=data.get("blurb", ""))


_CACHE: dict = {}


def _folders_key() -> tuple:
    """What the map folders hold now (names, sizes, times): the arenas are read again only
    when it changes (every new match asks, and a simulation starts thousands)."""
    from ...engine.paths import content_roots

    key = []
    for root in content_roots():
        folder = Path(root) / "maps" / "ggt"
        if folder.is_dir():
            for path in sorted(folder.iterdir()):
                stat = path.stat()
                key.append((str(path), stat.st_size, stat.st_mtime_ns))
    return tuple(key)


def load_arenas() -> dict[str, Arena]:
    """Every playable arena by id: the Tiled maps `mapfile` reads from the map folders."""
    from .mapfile import load_arenas as load_maps

    key = _folders_key()
    found = _CACHE.get(key)
    if found is not None:
        return dict(found)
    found = dict(load_maps())
    _CACHE.clear()
    _CACHE[key] = found
    return dict(found)


def default_arena_id(arenas: dict[str, Arena]) -> str:
    """The map a match plays when none is named: ``arena`` when there is one, else the
    first; ValueError when there is none (the shipped maps are missing or all broken)."""
    if not arenas:
        raise ValueError("Grunt, Growl and Tear finds no playable map: its maps ship in "
                         "content/maps/ggt (run `gamebox validate` to see what is wrong).")
    return "arena" if "arena" in arenas else next(iter(arenas))
