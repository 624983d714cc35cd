"""Grungeon maps in Tiled: read a .tmx into a plain board, with problems a map author can act on.

Conventions (see docs/maps.md): a 15x15 orthogonal map; a tile layer ``rooms`` painted with
room tiles whose properties ``wall_n/wall_e/wall_s/wall_w`` (bool) say where the walls are; a
tile layer ``spikes`` (any tile marks a spike room); an object layer ``things`` holding
objects of type ``weapon`` (property ``weapon``: ``steel_axe``...), ``potion``, ``hp_up``,
``teleporter``, ``grunkletaur``, ``exit`` (property ``side``: up/down/left/right, optional
when the exit room has exactly one gap in the outer wall) and ``start`` (named NW/NE/SW/SE).
Headless: standard-library XML through `gamebox.maps.load_tmx`.
"""
from __future__ import annotations

import difflib
from pathlib import Path

from ...errors import ContentError, Problem
from ...maps import ObjectLayer, TileLayer, load_tmx
from .maze import (DIR_BIT, DIRS, E, N, S, SIZE, THING_KINDS, W, neighbour, validate_board,
                   where)

WALL_PROPS = (("wall_n", N), ("wall_e", E), ("wall_s", S), ("wall_w", W))


def _object_room(obj, tile_w: int, tile_h: int) -> int:
    if obj.gid:
        # tile objects hang from their bottom-left corner
        cx, cy = obj.x + obj.width / 2, obj.y - obj.height / 2
    else:
        cx, cy = obj.x + obj.width / 2, obj.y + obj.height / 2
    col, row = int(cx // tile_w), int(cy // tile_h)
    if 0 <= col < SIZE and 0 <= row < SIZE:
        return row * SIZE + col
    return -1


def read_map(path: str | Path) -> tuple[dict, list[Problem]]:
    """The plain board of a .tmx file and every problem found (empty when it is playable).

    Never raises for a bad map: the problems say what is wrong, where.
    """
    spath = str(path)
    try:
        tmap = load_tmx(path)
    except ContentError as exc:
        return {}, list(exc.problems)
    problems: list[Problem] = []
    if tmap.orientation != "orthogonal":
        problems.append(Problem(spath, 1, 1, f"the Grungeon map must be orthogonal, not "
                                             f"{tmap.orientation}"))
    if tmap.width != SIZE or tmap.height != SIZE:
        problems.append(Problem(spath, 1, 1, f"the Grungeon map must be {SIZE}x{SIZE} tiles, "
                                             f"not {tmap.width}x{tmap.height}"))
        return {}, problems
    layers = []
    for name, kind in (("rooms", TileLayer), ("spikes", TileLayer), ("things", ObjectLayer)):
        layer = tmap.layers.get(name)
        if not isinstance(layer, kind):
            what = "tile layer" if kind is TileLayer else "object layer"
            have = ", ".join(tmap.layers) or "none"
            problems.append(Problem(spath, 1, 1, f"the map needs a {what} named {name!r} "
                                                 f"(it has: {have})"))
        layers.append(layer)
    if problems:
        return {}, problems
    rooms, spikes_layer, things_layer = layers
    walls = []
    for row in range(SIZE):
        for col in range(SIZE):
            info = tmap.tile_info(rooms.at(col, row))
            if not any(key in info for key, _ in WALL_PROPS):
                walls.append(-1)
                continue
            walls.append(sum(bit for key, bit in WALL_PROPS if info.get(key)))
    spikes = [row * SIZE + col for row in range(SIZE) for col in range(SIZE)
              if spikes_layer.at(col, row)]
    things = []
    origins = []
    for obj in things_layer.objects:
        kind = obj.kind
        label = obj.name or kind or f"#{obj.id}"
        if kind not in THING_KINDS:
            hint = difflib.get_close_matches(kind, THING_KINDS, n=1)
            problems.append(Problem(spath, obj.line, obj.column,
                                    f"object {label!r} has type {kind!r}, which the Grungeon "
                                    f"does not know (types: {', '.join(THING_KINDS)})"
                                    + (f"; did you mean {hint[0]!r}?" if hint else ""),
                                    field=f"object {obj.id}"))
            continue
        room = _object_room(obj, tmap.tile_width, tmap.tile_height)
        thing: dict = {"kind": kind, "room": room}
        if kind == "weapon":
            if "weapon" not in obj.properties:
                problems.append(Problem(spath, obj.line, obj.column,
                                        f"weapon object {label!r} needs a string property "
                                        f"'weapon' (iron_axe, steel_sword, ...)",
                                        field=f"object {obj.id}"))
                continue
            thing["item"] = str(obj.properties["weapon"])
        elif kind == "start":
            thing["name"] = obj.name
        elif kind == "exit":
            side = str(obj.properties.get("side", ""))
            if not side and room >= 0:
                gaps = [d for d in DIRS if neighbour(room, d) < 0 and not (
                    walls[room] > 0 and walls[room] & DIR_BIT[d])]
                side = gaps[0] if len(gaps) == 1 else ""
            thing["side"] = side
        things.append(thing)
        origins.append((obj, label))
    board = {"name": str(tmap.properties.get("name", Path(spath).stem)),
             "width": tmap.width, "height": tmap.height, "walls": walls,
             "spikes": spikes, "things": things}
    for bp in validate_board(board):
        if bp.thing >= 0:
            obj, label = origins[bp.thing]
            message = bp.message
            if "column" not in message and things[bp.thing]["room"] >= 0:
                message += f" (object {label!r} at {where(things[bp.thing]['room'])})"
            problems.append(Problem(spath, obj.line, obj.column, message,
                                    field=f"object {obj.id}"))
        else:
            # point at the layer an author has to edit, at the room's cell where its data
            # says where cells are (CSV: the row's line); else at the layer
            layer = spikes_layer if "spikes" in bp.message else rooms
            if 0 <= bp.room < SIZE * SIZE:
                line, column = layer.position(bp.room % SIZE, bp.room // SIZE)
            elif bp.room >= 0 or layer is spikes_layer:
                line, column = layer.line, 1
            else:
                line, column = things_layer.line, 1
            problems.append(Problem(spath, line, column, bp.message))
    return board, problems
