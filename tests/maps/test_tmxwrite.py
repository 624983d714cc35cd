"""Writing Tiled maps from plain data: what `load_tmx` reads back, as Tiled 1.8 saves it."""
from __future__ import annotations

import pytest

from gamebox.maps import ObjectLayer, TileLayer, load_tmx
from gamebox.maps.hexgrid import HexGrid
from gamebox.maps.tmxwrite import ObjectLayerOut, ObjectOut, TileLayerOut, map_to_tmx

TSX = """<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="t" tilewidth="56" tileheight="64" \
tilecount="2" columns="2">
 <tile id="1" type="tree"/>
</tileset>
"""


def test_a_written_hex_map_reads_back_as_written(tmp_path):
    (tmp_path / "t.tsx").write_text(TSX, encoding="utf-8")
    text = map_to_tmx(
        width=3, height=2, tile_width=56, tile_height=64, tilesets=[(1, "t.tsx")],
        layers=[TileLayerOut("ground", [[1, 0, 1], [1, 1, 1]]),
                ObjectLayerOut("things", [
                    ObjectOut(4, "Oak", "tree", 56, 64, 56, 64, gid=2),
                    ObjectOut(7, "Cart & Co", "pushable", 10.5, 20,
                              properties={"Weight": 3, "wet": True, "x": 1.5, "note": "<a>"}),
                ])],
        properties={"name": "Tiny", "max_seats": 2}, orientation="hexagonal",
        hex_side_length=32, stagger_axis="y", stagger_index="odd")
    path = tmp_path / "m.tmx"
    path.write_text(text, encoding="utf-8")
    tmap = load_tmx(path)
    assert HexGrid.from_map(tmap) == HexGrid(3, 2, 56, 64, 32, "y", "odd")
    assert tmap.properties == {"name": "Tiny", "max_seats": 2}
    ground = tmap.layers["ground"]
    assert isinstance(ground, TileLayer) and ground.data == [[1, 0, 1], [1, 1, 1]]
    things = tmap.layers["things"]
    assert isinstance(things, ObjectLayer)
    oak, cart = things.objects
    assert (oak.id, oak.name, oak.kind, oak.gid, oak.x, oak.y) == (4, "Oak", "tree", 2, 56, 64)
    assert cart.properties == {"Weight": 3, "wet": True, "x": 1.5, "note": "<a>"}
    assert (cart.name, cart.x) == ("Cart & Co", 10.5)
    assert 'nextobjectid="8"' in text and 'nextlayerid="3"' in text
    # properties in name order, as Tiled saves them
    assert text.index('name="max_seats"') < text.index('name="name"')


def test_a_layer_of_the_wrong_size_is_refused():
    with pytest.raises(ValueError, match="not 2x1"):
        map_to_tmx(width=2, height=1, tile_width=8, tile_height=8, tilesets=[],
                   layers=[TileLayerOut("ground", [[1, 1, 1]])])
