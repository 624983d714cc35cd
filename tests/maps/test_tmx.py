"""Headless Tiled loading: plain data, layers by name, and map authors' mistakes named."""
from __future__ import annotations

import base64
import zlib
from pathlib import Path

import pytest

from gamebox.errors import ContentError
from gamebox.maps import load_tmx

TSX = """<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="rooms" tilewidth="32" tileheight="32"
 tilecount="4" columns="2">
 <image source="rooms.png" width="64" height="64"/>
 <tile id="1" type="room">
  <properties><property name="wall_n" type="bool" value="true"/></properties>
 </tile>
</tileset>
"""

TMX = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down"
 width="3" height="2" tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" nextobjectid="3">
 <properties><property name="title" value="Demo"/></properties>
 <tileset firstgid="1" source="rooms.tsx"/>
 <layer id="1" name="rooms" width="3" height="2">
  <data encoding="csv">
1,2,3,
4,2,1
</data>
 </layer>
 <objectgroup id="2" name="things">
  <object id="1" name="NE" type="start" x="70" y="5" width="10" height="10">
   <properties><property name="order" type="int" value="2"/></properties>
  </object>
  <object id="2" name="beast" class="grunkletaur" x="40" y="40"/>
 </objectgroup>
</map>
"""


def write_map(folder: Path, tmx: str = TMX, tsx: str = TSX, png: bool = True) -> Path:
    (folder / "rooms.tsx").write_text(tsx)
    if png:
        (folder / "rooms.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    path = folder / "demo.tmx"
    path.write_text(tmx)
    return path


def problems(path: Path) -> list:
    with pytest.raises(ContentError) as err:
        load_tmx(path)
    return err.value.problems


def test_a_good_map_becomes_plain_data(tmp_path):
    tmap = load_tmx(write_map(tmp_path))
    assert (tmap.width, tmap.height, tmap.properties) == (3, 2, {"title": "Demo"})
    rooms = tmap.layer("rooms")
    assert rooms.data == [[1, 2, 3], [4, 2, 1]] and rooms.at(2, 0) == 3
    assert tmap.tile_info(2) == {"wall_n": True, "kind": "room"}
    things = tmap.layer("things")
    start, beast = things.objects
    assert (start.kind, start.name, start.properties) == ("start", "NE", {"order": 2})
    assert beast.kind == "grunkletaur"  # read from the newer 'class' attribute too
    assert (start.line, start.column) == (13, 3)


def test_layers_are_found_by_name_not_position(tmp_path):
    swapped = TMX.replace('<layer id="1" name="rooms"', '<layer id="1" name="floor"')
    tmap = load_tmx(write_map(tmp_path, swapped))
    with pytest.raises(ContentError, match="needs a layer named 'rooms' \\(it has: floor, things\\)"):
        tmap.layer("rooms")


def test_base64_zlib_tile_data(tmp_path):
    raw = b"".join(g.to_bytes(4, "little") for g in [1, 2, 3, 4, 2, 1 | 0x80000000])
    encoded = base64.b64encode(zlib.compress(raw)).decode()
    tmx = TMX.replace('<data encoding="csv">\n1,2,3,\n4,2,1\n</data>',
                      f'<data encoding="base64" compression="zlib">{encoded}</data>')
    tmap = load_tmx(write_map(tmp_path, tmx))
    assert tmap.layer("rooms").data == [[1, 2, 3], [4, 2, 1]]  # flip bit dropped


def test_broken_xml_names_line_and_column(tmp_path):
    [problem] = problems(write_map(tmp_path, TMX.replace("</objectgroup>", "</objectgrup>")))
    assert problem.path.endswith("demo.tmx") and (problem.line, problem.column) == (17, 4)
    assert "broken XML: mismatched tag" in problem.message


def test_missing_tileset_file_and_image(tmp_path):
    [problem] = problems(write_map(tmp_path, TMX.replace("rooms.tsx", "walls.tsx")))
    assert "tileset file 'walls.tsx' is not there" in problem.message and problem.line == 5
    for p in tmp_path.iterdir():
        p.unlink()
    [problem] = problems(write_map(tmp_path, png=False))
    assert problem.path.endswith("rooms.tsx") and problem.line == 4
    assert "tileset image 'rooms.png' is not there" in problem.message


def test_object_outside_the_map(tmp_path):
    [problem] = problems(write_map(tmp_path, TMX.replace('x="40" y="40"', 'x="140" y="40"')))
    assert problem.line == 16
    assert "object 'beast' at x=140, y=40 lies outside the 96x64 pixel map" in problem.message


def test_wrong_tile_count_and_unknown_tile(tmp_path):
    [problem] = problems(write_map(tmp_path, TMX.replace("4,2,1", "4,2")))
    assert "has 5 tiles; a 3x2 layer needs 6" in problem.message
    [problem] = problems(write_map(tmp_path, TMX.replace("4,2,1", "4,9,1")))
    assert "uses tile 9 at column 1, row 1, which no tileset has" in problem.message
    # the tileset holds gids 1-4: 4 is its last tile, 5 is past it
    [problem] = problems(write_map(tmp_path, TMX.replace("4,2,1", "4,5,1")))
    assert "uses tile 5 at column 1, row 1" in problem.message


def test_bad_attribute_values_and_infinite_maps(tmp_path):
    [problem] = problems(write_map(tmp_path, TMX.replace('width="3"', 'width="three"')))
    assert "attribute width must be a whole number, not 'three'" in problem.message
    [problem] = problems(write_map(tmp_path, TMX.replace('infinite="0"', 'infinite="1"')))
    assert "infinite maps are not supported" in problem.message
    bad_prop = TMX.replace('type="int" value="2"', 'type="int" value="two"')
    [problem] = problems(write_map(tmp_path, bad_prop))
    assert "property 'order' is declared int but holds 'two'" in problem.message


def test_duplicate_layer_names(tmp_path):
    tmx = TMX.replace('<objectgroup id="2" name="things">', '<objectgroup id="2" name="rooms">')
    [problem] = problems(write_map(tmp_path, tmx))
    assert "two layers are named 'rooms'" in problem.message


@pytest.mark.parametrize("encoding", ["gzip", "xml"])
def test_gzip_and_plain_xml_tile_data(tmp_path, encoding):
    """Tiled can also save a layer as gzip'd base64 or as one <tile> element per cell."""
    import gzip

    gids = [1, 2, 3, 4, 2, 1]
    if encoding == "gzip":
        raw = b"".join(g.to_bytes(4, "little") for g in gids)
        data = (f'<data encoding="base64" compression="gzip">'
                f'{base64.b64encode(gzip.compress(raw)).decode()}</data>')
    else:
        data = "<data>" + "".join(f'<tile gid="{g}"/>' for g in gids) + "</data>"
    tmx = TMX.replace('<data encoding="csv">\n1,2,3,\n4,2,1\n</data>', data)
    assert load_tmx(write_map(tmp_path, tmx)).layer("rooms").data == [[1, 2, 3], [4, 2, 1]]


def test_a_tile_object_takes_its_kind_from_its_tile(tmp_path):
    """An object placed as a tile ("Insert Tile") with no type of its own is of its tile's
    type; a type written on the object wins."""
    tmx = TMX.replace('<object id="2" name="beast" class="grunkletaur" x="40" y="40"/>',
                      '<object id="2" gid="2" x="40" y="40" width="32" height="32"/>'
                      '<object id="3" gid="2" type="exit" x="0" y="64" width="32" '
                      'height="32"/>')
    _, tile, typed = load_tmx(write_map(tmp_path, tmx)).layer("things").objects
    assert (tile.kind, typed.kind) == ("room", "exit")


@pytest.mark.parametrize("where,outside", [('x="64" y="32" width="32" height="32"', False),
                                           ('x="-1" y="32" width="32" height="32"', True),
                                           ('x="65" y="32" width="32" height="32"', True),
                                           ('x="64" y="33" width="32" height="32"', True)])
def test_an_object_must_fit_inside_the_map_on_every_side(tmp_path, where, outside):
    """The map is 96x64 pixels: an object ending on its right or bottom edge fits, one pixel
    more does not; an unnamed object is named by its kind."""
    tmx = TMX.replace('name="beast" class="grunkletaur" x="40" y="40"', f'type="exit" {where}')
    path = write_map(tmp_path, tmx.replace('name="NE" type="start"', 'type="start"'))
    if not outside:
        assert len(load_tmx(path).layer("things").objects) == 2
        return
    [problem] = problems(path)
    assert "object 'exit'" in problem.message and "lies outside the 96x64 pixel map" in \
        problem.message


def test_a_cell_is_placed_at_its_line_and_column_in_csv_and_xml_data(tmp_path):
    """A layer knows where each cell is written (CSV: a row a line; XML: a <tile> each), so a
    problem of a room points at its cell; base64 data has no such place."""
    rooms = load_tmx(write_map(tmp_path)).layer("rooms")
    assert rooms.line == 6 and [rooms.position(c, r) for c, r in ((0, 0), (2, 0), (1, 1))] == [
        (8, 1), (8, 5), (9, 3)]
    same_line = TMX.replace('<data encoding="csv">\n1,2,3,', '<data encoding="csv">1, 2,3,')
    rooms = load_tmx(write_map(tmp_path, same_line)).layer("rooms")
    assert [rooms.position(c, 0) for c in range(3)] == [(7, 24), (7, 27), (7, 29)]
    xml = TMX.replace('<data encoding="csv">\n1,2,3,\n4,2,1\n</data>',
                      "<data>\n" + "\n".join(f'<tile gid="{g}"/>' for g in [1, 2, 3, 4, 2, 1])
                      + "\n</data>")
    assert load_tmx(write_map(tmp_path, xml)).layer("rooms").position(0, 1) == (11, 1)
    raw = b"".join(g.to_bytes(4, "little") for g in [1, 2, 3, 4, 2, 1])
    packed = TMX.replace('<data encoding="csv">\n1,2,3,\n4,2,1\n</data>',
                         f'<data encoding="base64" compression="zlib">'
                         f'{base64.b64encode(zlib.compress(raw)).decode()}</data>')
    assert load_tmx(write_map(tmp_path, packed)).layer("rooms").position(1, 1) == (6, 1)


def test_an_unknown_tile_is_named_at_its_cell(tmp_path):
    [problem] = problems(write_map(tmp_path, TMX.replace("4,2,1", "4,9,1")))
    assert (problem.line, problem.column) == (9, 3)
