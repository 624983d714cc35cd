"""Shipped Tiled maps: they open in real Tiled, the project file declares every kind they use,
and each hexagonal map's cells sit where Tiled draws them."""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from gamebox.engine.paths import CONTENT_DIR
from gamebox.maps import ObjectLayer, TileLayer, load_tmx
from gamebox.maps.hexgrid import HexGrid
from gamebox.maps.xmlnodes import read_xml
from hex_render import (assert_cells_where_tiled_draws, probe_colour, rasterize, tileset_png,
                        tmx_text)
from support import need_tool

SHIPPED = sorted(CONTENT_DIR.glob("maps/**/*.tmx"))


def declared_kinds() -> dict[str, set[str]]:
    """Object kind -> its declared property names, from the project's object types file."""
    project = json.loads((CONTENT_DIR / "gamebox.tiled-project").read_text())
    root = read_xml(CONTENT_DIR / project["objectTypesFile"])
    return {t.attrs["name"]: {p.attrs["name"] for p in t.findall("property")}
            for t in root.findall("objecttype")}


def test_there_are_shipped_maps():
    assert SHIPPED, "content/maps holds no .tmx map"


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_project_file_declares_every_kind_and_property_a_map_uses(path):
    kinds = declared_kinds()
    tmap = load_tmx(path)
    used: list[tuple[str, set[str]]] = []
    for layer in tmap.layers.values():
        if isinstance(layer, ObjectLayer):
            used += [(o.kind, set(o.properties)) for o in layer.objects]
    for tileset in tmap.tilesets:
        used += [(info["kind"], set(info) - {"kind"}) for info in tileset.tiles.values()
                 if info.get("kind")]
    for kind, props in used:
        assert kind in kinds, f"{path.name}: object kind {kind!r} is not in objecttypes.xml"
        assert props <= kinds[kind], f"{kind!r}: properties {props - kinds[kind]} undeclared"


def _tiled_export(path: Path, out: Path) -> dict:
    tool = need_tool("tiled")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=str(out.parent))
    done = subprocess.run([tool, "--export-map", "json", str(path), str(out)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and out.is_file(), done.stderr
    return json.loads(out.read_text())


def _props(raw: list | None) -> dict:
    return {p["name"]: p["value"] for p in raw or []}


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_real_tiled_reads_the_same_layers_objects_and_properties(path, tmp_path):
    exported = _tiled_export(path, tmp_path / "map.json")
    ours = load_tmx(path)
    assert (exported["width"], exported["height"]) == (ours.width, ours.height)
    assert _props(exported.get("properties")) == ours.properties
    theirs = {layer["name"]: layer for layer in exported["layers"]}
    assert list(theirs) == list(ours.layers)
    for name, layer in ours.layers.items():
        other = theirs[name]
        if isinstance(layer, TileLayer):
            assert other["type"] == "tilelayer"
            flat = [g & 0x1FFFFFFF for g in other["data"]]
            assert flat == [g for row in layer.data for g in row]
        else:
            assert other["type"] == "objectgroup"
            mine = [(o.id, o.name, o.kind, o.properties) for o in layer.objects]
            # Tiled 1.8 writes the kind as "type"; newer versions as "class"
            them = [(o["id"], o["name"], o.get("type") or o.get("class", ""),
                     _props(o.get("properties"))) for o in other["objects"]]
            assert them == mine


HEX_MAPS = [p for p in SHIPPED if load_tmx(p).orientation == "hexagonal"]


@pytest.mark.parametrize("path", HEX_MAPS, ids=lambda p: p.name)
def test_every_cell_of_a_shipped_hex_map_is_where_tiled_draws_it(path, tmp_path):
    """The centre of every cell we compute lies inside the hexagon Tiled draws: a probe map
    with this map's settings paints each cell its own colour, and Tiled's render of it has
    that colour under each centre (and most of the way to each corner)."""
    g = HexGrid.from_map(load_tmx(path))
    (tmp_path / "probe.png").write_bytes(tileset_png(g, probe_colour))
    probe = tmp_path / "probe.tmx"
    probe.write_text(tmx_text(g, "probe.png"), encoding="utf-8")
    assert_cells_where_tiled_draws(g, rasterize(probe, tmp_path / "probe_render.png"),
                                   probe_colour, every_pixel=False)


@pytest.mark.parametrize("path", HEX_MAPS, ids=lambda p: p.name)
def test_tiled_paints_a_shipped_hex_map_exactly_on_its_painted_cells(path, tmp_path):
    """In Tiled's render of the map itself, the centre of each cell with a tile is painted
    and the centre of each cell left empty on every tile layer is clear."""
    tmap = load_tmx(path)
    g = HexGrid.from_map(tmap)
    pixels = rasterize(path, tmp_path / "map.png")
    assert (len(pixels[0]), len(pixels)) == g.pixel_size
    tile_layers = [layer for layer in tmap.layers.values() if isinstance(layer, TileLayer)]
    for cell in g.cells():
        painted = any(layer.at(*cell) for layer in tile_layers)
        x, y = g.center(cell)
        alpha = pixels[int(y)][int(x)][3]
        assert (alpha > 0) == painted, f"cell {cell}: painted {painted}, alpha {alpha}"
