"""The Grunt, Growl and Tear tileset's layout and the hex settings of the shipped maps.

One place for what the tileset tool (``tools/make_ggt_tiles.py``), the map writer
(``tools/make_ggt_maps.py``) and the tests agree on: the tile size, which local tile id draws
what, and which object kind a tile stamps when a map author drops it on the object layer.

The shipped maps use pointy hexagons (``staggeraxis="y"``, ``staggerindex="odd"``): that is
what a new hexagonal map in Tiled starts with, so a map author's own map matches the shipped
ones without touching the settings; rows read left to right on a wide screen; and east and
west are exact facings, so two Monsters starting on the left and right edges face each other
squarely. 56 x 64 pixels with sides of 32 is the nearest even-sized shape to a regular hexagon
(a regular one would be 55.4 wide). Any stagger setting Tiled offers is read (see
`gamebox.maps.hexgrid`), so a map author may choose another.

No pygame here.
"""
from __future__ import annotations

TILE_WIDTH = 56
TILE_HEIGHT = 64
HEX_SIDE = 32
STAGGER_AXIS = "y"
STAGGER_INDEX = "odd"

TILESET_NAME = "ggt_tiles"
TILESET_FILE = "ggt_tiles.tsx"
TILESET_IMAGE = "ggt_tiles.png"
COLUMNS = 8

GROUND_TILES: dict[str, int] = {
    "grass": 0,
    "meadow": 1,
    "dirt": 2,
    "stone": 3,
    "sand": 4,
    "moss": 5,
    "gravel": 6,
    "forest_floor": 7,
}
"""Local tile id of each floor, for the ``ground`` tile layer: every one can be stood on."""

OBJECT_TILES: dict[str, int] = {
    "oak": 8,
    "pine": 9,
    "rock": 10,
    "pillar": 11,
    "boulder": 12,
    "log": 13,
    "crate": 14,
    "start": 15,
}
"""Local tile id of each object's picture, for tile objects on the ``things`` layer."""

TILE_KINDS: dict[int, str] = {
    OBJECT_TILES["oak"]: "tree",
    OBJECT_TILES["pine"]: "tree",
    OBJECT_TILES["rock"]: "rock",
    OBJECT_TILES["pillar"]: "rock",
    OBJECT_TILES["boulder"]: "pushable",
    OBJECT_TILES["log"]: "pushable",
    OBJECT_TILES["crate"]: "pushable",
    OBJECT_TILES["start"]: "start_edge",
}
"""The object kind (Tiled ``type``) each object tile carries in the tileset, so a tile
dropped on the object layer already has its kind."""

DEFAULT_WEIGHTS: dict[int, int] = {
    OBJECT_TILES["boulder"]: 7,
    OBJECT_TILES["log"]: 5,
    OBJECT_TILES["crate"]: 3,
}
"""The Weight a pushable tile carries in the tileset (an object may set its own)."""

TILE_COUNT = 16
