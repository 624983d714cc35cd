"""Write a plain Grungeon board as a Tiled 1.8 map (.tmx) using the shipped tileset.

Used to save a generated maze for hand editing in Tiled (the default map began that way).
The tile numbering is the tileset's (see tools/grungeon_tiles.py): tiles 0-15 are rooms
whose id is their wall bits, 16 is spikes, then the icons of the things. The XML itself is
written by `gamebox.maps.tmxwrite`, as Tiled 1.8 saves it.
"""
from __future__ import annotations

from ...maps.tmxwrite import ObjectLayerOut, ObjectOut, TileLayerOut, map_to_tmx
from .maze import SIZE, USABLE, WEAPONS

TILE = 48
SPIKES_TILE = 16
THING_TILES = {**{w: 17 + i for i, w in enumerate(WEAPONS)},
               **{kind: 26 + i for i, kind in enumerate(USABLE)},
               "grunkletaur": 29, "exit": 30, "start": 31}
"""Local tile id of each thing's icon (weapons by weapon name)."""
TILE_COUNT = 32
TILESET_FILE = "grungeon_tiles.tsx"


def board_to_tmx(board: dict, tileset: str = TILESET_FILE) -> str:
    """The board as .tmx text (CSV layers, tile objects with ``type`` attributes)."""
    first = 1
    rooms = [[first + board["walls"][r * SIZE + c] for c in range(SIZE)] for r in range(SIZE)]
    spikes = set(board["spikes"])
    spike_rows = [[first + SPIKES_TILE if r * SIZE + c in spikes else 0 for c in range(SIZE)]
                  for r in range(SIZE)]
    objects = []
    for oid, thing in enumerate(board["things"], start=1):
        kind = thing["kind"]
        col, row = thing["room"] % SIZE, thing["room"] // SIZE
        # a misspelt weapon keeps a weapon icon, so the validator can point at it in Tiled
        tile = THING_TILES.get(thing.get("item") if kind == "weapon" else kind,
                               THING_TILES["iron_axe"])
        name = thing.get("name") or thing.get("item") or kind
        props = {}
        if kind == "weapon":
            props = {"weapon": thing["item"]}
        elif kind == "exit":
            props = {"side": thing["side"]}
        objects.append(ObjectOut(oid, name, kind, col * TILE, (row + 1) * TILE, TILE, TILE,
                                 first + tile, props))
    return map_to_tmx(width=SIZE, height=SIZE, tile_width=TILE, tile_height=TILE,
                      tilesets=[(first, tileset)],
                      layers=[TileLayerOut("rooms", rooms), TileLayerOut("spikes", spike_rows),
                              ObjectLayerOut("things", objects)],
                      properties={"name": board.get("name", "Grungeon")})
