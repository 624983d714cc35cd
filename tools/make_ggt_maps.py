#!/usr/bin/env python3
"""Write the Grunt, Growl and Tear maps (``content/maps/ggt/*.tmx``) from the drawings below.

    .venv/bin/python tools/make_ggt_maps.py [OUT_DIR]

Each map is drawn as text, one character per hexagon, a row a line, odd rows indented by
one space because Tiled pushes them half a hexagon right (``staggerindex="odd"``), so the
drawing looks like the map. The legend says what each character puts there: a floor on the
``ground`` layer, and maybe a tile object on the ``things`` layer (a tree, a rock, something
to push, a start-edge marker). ``-`` leaves the cell empty: no floor, not part of the field.

The maps are then ordinary Tiled files: open them in Tiled to edit by hand, or change a
drawing here and run the tool again (it rewrites the files). Needs no pygame.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gamebox.games.ggt.map_tiles import (GROUND_TILES, HEX_SIDE, OBJECT_TILES,  # noqa: E402
                                         STAGGER_AXIS, STAGGER_INDEX, TILE_HEIGHT, TILE_KINDS,
                                         TILE_WIDTH, TILESET_FILE)
from gamebox.maps.hexgrid import HexGrid  # noqa: E402
from gamebox.maps.tmxwrite import (ObjectLayerOut, ObjectOut, TileLayerOut,  # noqa: E402
                                   map_to_tmx)

FIRSTGID = 1

FLOORS = {".": "grass", ",": "meadow", ":": "dirt", "=": "stone", "~": "sand", "m": "moss",
          "g": "gravel", "f": "forest_floor"}
"""Characters that are only a floor, in every drawing."""


@dataclass(frozen=True)
class Put:
    """What one character of a drawing puts on its cell."""

    ground: str
    """The floor under it (a `GROUND_TILES` name)."""
    tile: str = ""
    """The object's picture (an `OBJECT_TILES` name), or none."""
    name: str = ""
    """The object's name: what players call it, or a start marker's edge."""
    weight: int | None = None
    """A pushable object's Weight."""


@dataclass(frozen=True)
class Drawing:
    """One map as text."""

    stem: str
    name: str
    blurb: str
    rows: str
    legend: dict[str, Put] = field(default_factory=dict)
    """The characters beside the floors of `FLOORS`."""
    max_seats: int = 4


def parse_rows(text: str) -> list[list[str]]:
    """The drawing's characters, row by row (spaces between cells and the odd rows'
    indent are only for the eye)."""
    rows = [line.split() for line in text.strip("\n").splitlines() if line.strip()]
    widths = {len(r) for r in rows}
    if len(widths) != 1:
        raise ValueError(f"the drawing's rows differ in length: {sorted(widths)}")
    return rows


def drawing_to_tmx(drawing: Drawing, tileset: str = TILESET_FILE) -> str:
    """The map's .tmx text: the ``ground`` tile layer and the ``things`` object layer;
    `tileset` is the .tsx file as the map names it (beside the map by default)."""
    rows = parse_rows(drawing.rows)
    height, width = len(rows), len(rows[0])
    grid = HexGrid(width, height, TILE_WIDTH, TILE_HEIGHT, HEX_SIDE, STAGGER_AXIS,
                   STAGGER_INDEX)
    ground: list[list[int]] = []
    objects: list[ObjectOut] = []
    for r, row in enumerate(rows):
        ground.append([])
        for c, char in enumerate(row):
            if char == "-":
                ground[-1].append(0)
                continue
            put = Put(FLOORS[char]) if char in FLOORS else drawing.legend[char]
            ground[-1].append(FIRSTGID + GROUND_TILES[put.ground])
            if not put.tile:
                continue
            tid = OBJECT_TILES[put.tile]
            x, y = grid.top_left((c, r))
            props = {} if put.weight is None else {"Weight": put.weight}
            # tile objects hang from their bottom-left corner: the tile's box is the cell's
            objects.append(ObjectOut(len(objects) + 1, put.name, TILE_KINDS[tid], x,
                                     y + TILE_HEIGHT, TILE_WIDTH, TILE_HEIGHT,
                                     FIRSTGID + tid, props))
    properties = {"name": drawing.name, "blurb": drawing.blurb, "max_seats": drawing.max_seats}
    return map_to_tmx(width=width, height=height, tile_width=TILE_WIDTH,
                      tile_height=TILE_HEIGHT, tilesets=[(FIRSTGID, tileset)],
                      layers=[TileLayerOut("ground", ground), ObjectLayerOut("things", objects)],
                      properties=properties, orientation="hexagonal",
                      hex_side_length=HEX_SIDE, stagger_axis=STAGGER_AXIS,
                      stagger_index=STAGGER_INDEX)


# -- the maps --------------------------------------------------------------------------------

ARENA = Drawing(
    "arena", "The Pit",
    "A sunken ring of sand and stone: four broken pillars, a few things to shove.",
    rows="""
- - - - - - n n n n n n - - - - -
 - - - = = = = = = = = = = - - - -
- - = = ~ ~ ~ ~ ~ ~ ~ ~ ~ = = - -
 - = ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ = - -
- w ~ ~ ~ I ~ ~ ~ ~ ~ I ~ ~ ~ e -
 w ~ ~ C ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ e -
w ~ ~ ~ ~ ~ ~ ~ B ~ ~ ~ ~ ~ ~ ~ e
 w ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ C ~ ~ e -
- w ~ ~ ~ I ~ ~ ~ ~ ~ I ~ ~ ~ e -
 - = ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ = - -
- - = = ~ ~ ~ ~ ~ ~ ~ ~ ~ = = - -
 - - - = = = = = = = = = = - - - -
- - - - - - s s s s s s - - - - -
""",
    legend={
        "I": Put("stone", "pillar", "Broken Pillar"),
        "B": Put("sand", "boulder", "Boulder", 7),
        "C": Put("sand", "crate", "Crate", 3),
        "n": Put("stone", "start", "North Gate"),
        "s": Put("stone", "start", "South Gate"),
        "w": Put("stone", "start", "West Gate"),
        "e": Put("stone", "start", "East Gate"),
    })

SUICIDE_WOODS = Drawing(
    "suicide_woods", "The Suicide Woods",
    "Trees that block sight and step, and narrow paths between them: fights come close.",
    rows="""
T T P P T T n n T T P P P T T T P T T
 T T P T P P : P P P T P T T T P T P P
P P P P P T : T P T P T T P P , , P P
 T P T P T T : P P T T T P P , , , P T
T T T T P P P : : P P P T P P , , T P
 w T : P P P P , , P T : T : : P P P P
w : L : : : : , m , : L : : : : : : e
 w P T P T P T , , T P P T : T T : : e
P T T , , P T P : T P T P : P P : P P
 P P , , , T : : P T T P : P T : P T T
T T T , , : : T T P T : L T : : T P P
 T P T T T T T T P T T P : : P T P P T
P P T T T T T T T P T T s s T P T P P
""",
    legend={
        "T": Put("forest_floor", "oak", "Oak"),
        "P": Put("forest_floor", "pine", "Pine"),
        "L": Put("dirt", "log", "Fallen Log", 5),
        "n": Put("dirt", "start", "North Trail"),
        "s": Put("dirt", "start", "South Trail"),
        "w": Put("dirt", "start", "West Trail"),
        "e": Put("dirt", "start", "East Trail"),
    })

QUARRY = Drawing(
    "quarry", "The Quarry",
    "Gravel terraces between sheer drops, rocks that block, and plenty of stone to push.",
    rows="""
- - n n n = = g - - - g = n n n -
 - = = = = R g g - - g g R = = = -
- g = R g g g B g g g g g g = g -
 w g g g C : : g g R R g g B g e -
w g g B : : : R g g g : : g g g e
 w g g : : R g g g g : C : g g e -
- g g R g g g g B g : : g R g g -
 - = g g B g g g g R g g g g = - -
- - - = = g R g g g g g B = = - -
 - - s s s = g g - - g = s s s - -
""",
    legend={
        "R": Put("gravel", "rock", "Rock"),
        "B": Put("gravel", "boulder", "Boulder", 7),
        "C": Put("gravel", "crate", "Ore Cart", 4),
        "n": Put("stone", "start", "Upper Ledge"),
        "s": Put("stone", "start", "Lower Ledge"),
        "w": Put("stone", "start", "West Ramp"),
        "e": Put("stone", "start", "East Ramp"),
    })

DRAWINGS = (ARENA, SUICIDE_WOODS, QUARRY)


def made_maps() -> dict[str, str]:
    """File name -> .tmx text of every shipped map."""
    return {f"{d.stem}.tmx": drawing_to_tmx(d) for d in DRAWINGS}


def main(argv: list[str]) -> int:
    default = Path(__file__).resolve().parents[1] / "content" / "maps" / "ggt"
    out = Path(argv[0]) if argv else default
    out.mkdir(parents=True, exist_ok=True)
    for name, text in made_maps().items():
        (out / name).write_text(text, encoding="utf-8")
        print(f"wrote {out / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
