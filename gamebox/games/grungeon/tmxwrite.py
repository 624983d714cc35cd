"""Write a plain Grungeon board as a Tiled 1.8 map (.tmx) using the shipped tileset.

Used to save a generated maze for hand editing in Tiled (the default map began that way).
The tile numbering is the tileset's (see tools/grungeon_tiles.py): tiles 0-15 are rooms
whose id is their wall bits, 16 is spikes, then the icons of the things.
"""
from __future__ import annotations

from xml.sax.saxutils import quoteattr

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
    rows = []
    for r in range(SIZE):
        cells = [str(first + board["walls"][r * SIZE + c]) for c in range(SIZE)]
        rows.append(",".join(cells))
    rooms_csv = ",\n".join(rows)
    spikes = set(board["spikes"])
    spike_rows = []
    for r in range(SIZE):
        cells = [str(first + SPIKES_TILE) if r * SIZE + c in spikes else "0"
                 for c in range(SIZE)]
        spike_rows.append(",".join(cells))
    spikes_csv = ",\n".join(spike_rows)
    objects = []
    for oid, thing in enumerate(board["things"], start=1):
        kind = thing["kind"]
        col, row = thing["room"] % SIZE, thing["room"] // SIZE
        # a misspelt weapon keeps a weapon icon, so the validator can point at it in Tiled
        tile = THING_TILES.get(thing.get("item") if kind == "weapon" else kind,
                               THING_TILES["iron_axe"])
        name = thing.get("name") or thing.get("item") or kind
        props = ""
        if kind == "weapon":
            props = (f'\n   <properties>\n    <property name="weapon" '
                     f'value={quoteattr(thing["item"])}/>\n   </properties>\n  ')
        elif kind == "exit":
            props = (f'\n   <properties>\n    <property name="side" '
                     f'value={quoteattr(thing["side"])}/>\n   </properties>\n  ')
        body = f">{props}</object>" if props else "/>"
        objects.append(f'  <object id="{oid}" name={quoteattr(name)} type="{kind}" '
                       f'gid="{first + tile}" x="{col * TILE}" y="{(row + 1) * TILE}" '
                       f'width="{TILE}" height="{TILE}"{body}')
    next_id = len(objects) + 1
    name = quoteattr(board.get("name", "Grungeon"))
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" width="{SIZE}" height="{SIZE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="4" nextobjectid="{next_id}">
 <properties>
  <property name="name" value={name}/>
 </properties>
 <tileset firstgid="{first}" source="{tileset}"/>
 <layer id="1" name="rooms" width="{SIZE}" height="{SIZE}">
  <data encoding="csv">
{rooms_csv}
</data>
 </layer>
 <layer id="2" name="spikes" width="{SIZE}" height="{SIZE}">
  <data encoding="csv">
{spikes_csv}
</data>
 </layer>
 <objectgroup id="3" name="things">
{chr(10).join(objects)}
 </objectgroup>
</map>
"""
