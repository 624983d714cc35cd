"""Tiled maps (.tmx with .tsx tilesets) read into plain board data, without pygame.

Layers are found by name (never by index); an object's kind comes from its ``type``
attribute (what Tiled 1.8 writes) or ``class`` (newer Tiled). Every problem a map author
can cause is reported with file, line and column: broken XML, a missing layer, a tileset or
tileset image that is not there, tile data of the wrong size, an unknown tile, an object
outside the map.
"""
from __future__ import annotations

import base64
import gzip
import struct
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import ContentError, Problem
from .tiled_json import SAVE_AS, json_kind
from .xmlnodes import Node, read_xml

FLIP_MASK = 0x1FFFFFFF
"""Tiled keeps flip flags in the top bits of a gid; the tile itself is the rest."""


@dataclass
class MapObject:
    """An object from an object layer (spawn point, item, exit...)."""

    id: int
    name: str
    kind: str
    """From ``type`` (Tiled 1.8) or ``class`` (Tiled 1.9+)."""
    x: float
    y: float
    width: float
    height: float
    properties: dict
    line: int
    column: int
    gid: int = 0
    """For tile objects, the tile drawn (flip bits removed); 0 otherwise."""


@dataclass
class TileLayer:
    """A grid of tile ids (0 = empty), row by row."""

    name: str
    width: int
    height: int
    data: list[list[int]]
    properties: dict
    line: int
    cells: list[tuple[int, int]] = field(default_factory=list)
    """The file line and column of each cell, row by row, where the data says them (CSV, or
    one ``<tile>`` element per cell); empty for base64 data."""

    def at(self, col: int, row: int) -> int:
        return self.data[row][col]

    def position(self, col: int, row: int) -> tuple[int, int]:
        """The file line and column of a cell, for a problem an author fixes there: the cell
        itself in CSV or XML data, else the ``<layer>`` element (base64 names no cell)."""
        i = row * self.width + col
        if 0 <= col < self.width and 0 <= i < len(self.cells):
            return self.cells[i]
        return self.line, 1


@dataclass
class ObjectLayer:
    name: str
    objects: list[MapObject]
    properties: dict
    line: int


@dataclass
class Tileset:
    firstgid: int
    name: str
    tile_width: int
    tile_height: int
    tilecount: int
    columns: int
    image: str
    """Path of the tileset image, resolved against the tileset file."""
    tiles: dict[int, dict] = field(default_factory=dict)
    """Per local tile id: its ``type``/``class`` (as key ``kind``) and properties."""
    source: str = ""
    """The .tsx file, for external tilesets."""


@dataclass
class TiledMap:
    """A whole map as plain data."""

    path: str
    orientation: str
    width: int
    height: int
    tile_width: int
    tile_height: int
    properties: dict
    layers: dict[str, TileLayer | ObjectLayer]
    tilesets: list[Tileset]
    stagger_axis: str = ""
    stagger_index: str = ""
    hex_side_length: int = 0

    def layer(self, name: str) -> TileLayer | ObjectLayer:
        """The layer called `name`; a ContentError naming the file when it is missing."""
        if name not in self.layers:
            have = ", ".join(self.layers) or "none"
            raise ContentError([Problem(self.path, 1, 1,
                                        f"the map needs a layer named {name!r} (it has: {have})")])
        return self.layers[name]

    def tile_info(self, gid: int) -> dict:
        """Kind and properties of a tile id (empty for 0 or an unknown tile)."""
        gid &= FLIP_MASK
        for ts in reversed(self.tilesets):
            if gid >= ts.firstgid:
                return ts.tiles.get(gid - ts.firstgid, {})
        return {}


def _int(node: Node, name: str, path: str, default: int | None = None) -> int:
    raw = node.attrs.get(name)
    if raw is None:
        if default is not None:
            return default
        raise ContentError([Problem(path, node.line, node.column,
                                    f"<{node.tag}> needs the attribute {name}")])
    try:
        return int(raw)
    except ValueError:
        raise ContentError([Problem(path, node.line, node.column,
                                    f"<{node.tag}> attribute {name} must be a whole number, "
                                    f"not {raw!r}")]) from None


def _float(node: Node, name: str, path: str) -> float:
    raw = node.attrs.get(name, "0")
    try:
        return float(raw)
    except ValueError:
        raise ContentError([Problem(path, node.line, node.column,
                                    f"<{node.tag}> attribute {name} must be a number, "
                                    f"not {raw!r}")]) from None


def read_properties(node: Node, path: str) -> dict:
    """A ``<properties>`` block as a dict of typed values."""
    props: dict = {}
    block = node.find("properties")
    if block is None:
        return props
    for prop in block.findall("property"):
        name = prop.attrs.get("name", "")
        ptype = prop.attrs.get("type", "string")
        raw = prop.attrs.get("value", prop.text)
        try:
            if ptype == "int" or ptype == "object":
                value: object = int(raw)
            elif ptype == "float":
                value = float(raw)
            elif ptype == "bool":
                value = raw == "true"
            else:
                value = raw
        except ValueError:
            raise ContentError([Problem(path, prop.line, prop.column,
                                        f"property {name!r} is declared {ptype} but holds "
                                        f"{raw!r}")]) from None
        props[name] = value
    return props


def _kind(node: Node) -> str:
    return node.attrs.get("type") or node.attrs.get("class") or ""


def _read_tileset(node: Node, base: Path, path: str, problems: list[Problem]) -> Tileset:
    firstgid = _int(node, "firstgid", path)
    source = node.attrs.get("source")
    ts_path = path
    if source:
        tsx = (base / source).resolve()
        if not tsx.is_file():
            raise ContentError([Problem(path, node.line, node.column,
                                        f"tileset file {source!r} is not there")])
        kind = json_kind(tsx)
        if kind:
            raise ContentError([Problem(path, node.line, node.column,
                                        f"tileset file {source!r} is a Tiled JSON {kind}; "
                                        f"{SAVE_AS[kind]}")])
        node = read_xml(tsx)
        ts_path = str(tsx)
        base = tsx.parent
    image = node.find("image")
    image_path = ""
    if image is not None:
        image_path = str((base / image.attrs.get("source", "")).resolve())
        if not Path(image_path).is_file():
            problems.append(Problem(ts_path, image.line, image.column,
                                    f"tileset image {image.attrs.get('source')!r} is not there"))
    tiles = {}
    for tile in node.findall("tile"):
        info = read_properties(tile, ts_path)
        info["kind"] = _kind(tile)
        tiles[_int(tile, "id", ts_path)] = info
    return Tileset(firstgid, node.attrs.get("name", ""), _int(node, "tilewidth", ts_path),
                   _int(node, "tileheight", ts_path), _int(node, "tilecount", ts_path, 0),
                   _int(node, "columns", ts_path, 0), image_path, tiles,
                   ts_path if source else "")


def _csv_cells(data: Node) -> tuple[list[int], list[tuple[int, int]]]:
    """The tile ids of CSV data and the line and column of each (Tiled writes a row a line)."""
    gids: list[int] = []
    cells: list[tuple[int, int]] = []
    for k, text in enumerate(data.text.split("\n")):
        offset = 0
        for token in text.split(","):
            if token.strip():
                gids.append(int(token))
                column = offset + len(token) - len(token.lstrip()) + 1
                if k == 0:  # on the line of the <data> tag, after it
                    column += data.text_column - 1
                cells.append((data.text_line + k, column))
            offset += len(token) + 1
    return gids, cells


def _decode_data(data: Node, width: int, height: int,
                 path: str) -> tuple[list[int], list[tuple[int, int]]]:
    """The tile ids of a layer's data, and the line and column of each where the data says
    them (CSV and XML; none for base64)."""
    encoding = data.attrs.get("encoding", "")
    compression = data.attrs.get("compression", "")
    cells: list[tuple[int, int]] = []
    try:
        if encoding == "csv":
            gids, cells = _csv_cells(data)
        elif encoding == "base64":
            raw = base64.b64decode(data.text.strip())
            if compression == "zlib":
                raw = zlib.decompress(raw)
            elif compression == "gzip":
                raw = gzip.decompress(raw)
            elif compression:
                raise ValueError(f"compression {compression!r} is not supported "
                                 "(save the map with CSV or zlib/gzip base64)")
            gids = list(struct.unpack(f"<{len(raw) // 4}I", raw))
        elif not encoding:
            tiles = data.findall("tile")
            gids = [int(t.attrs.get("gid", "0")) for t in tiles]
            cells = [(t.line, t.column) for t in tiles]
        else:
            raise ValueError(f"tile layer encoding {encoding!r} is not supported")
    except (ValueError, zlib.error, OSError, struct.error) as exc:
        raise ContentError([Problem(path, data.line, data.column,
                                    f"tile data cannot be read: {exc}")]) from None
    if len(gids) != width * height:
        raise ContentError([Problem(path, data.line, data.column,
                                    f"tile data has {len(gids)} tiles; a {width}x{height} layer "
                                    f"needs {width * height}")])
    return gids, cells


def load_tmx(path: str | Path) -> TiledMap:
    """Read a .tmx file into a TiledMap; raise ContentError listing what is wrong."""
    path = Path(path)
    spath = str(path)
    root = read_xml(path)
    if root.tag != "map":
        raise ContentError([Problem(spath, root.line, root.column,
                                    f"expected a Tiled <map>, found <{root.tag}>")])
    if root.attrs.get("infinite") == "1":
        raise ContentError([Problem(spath, root.line, root.column,
                                    "infinite maps are not supported; untick 'Infinite' in "
                                    "Tiled's map properties")])
    problems: list[Problem] = []
    tilesets = [_read_tileset(n, path.parent, spath, problems) for n in root.findall("tileset")]
    width, height = _int(root, "width", spath), _int(root, "height", spath)
    tw, th = _int(root, "tilewidth", spath), _int(root, "tileheight", spath)
    tmap = TiledMap(spath, root.attrs.get("orientation", "orthogonal"), width, height, tw, th,
                    read_properties(root, spath), {}, tilesets,
                    root.attrs.get("staggeraxis", ""), root.attrs.get("staggerindex", ""),
                    _int(root, "hexsidelength", spath, 0))
    max_gid = max((ts.firstgid + max(ts.tilecount, 1) - 1 for ts in tilesets), default=0)
    for node in root.children:
        name = node.attrs.get("name", "")
        if node.tag in ("layer", "objectgroup") and name in tmap.layers:
            problems.append(Problem(spath, node.line, node.column,
                                    f"two layers are named {name!r}; layer names must differ"))
            continue
        if node.tag == "layer":
            lw, lh = _int(node, "width", spath), _int(node, "height", spath)
            data = node.find("data")
            if data is None:
                problems.append(Problem(spath, node.line, node.column,
                                        f"layer {name!r} has no <data>"))
                continue
            gids, cells = _decode_data(data, lw, lh, spath)
            for i, gid in enumerate(gids):
                if (gid & FLIP_MASK) > max_gid:
                    line, column = cells[i] if cells else (data.line, data.column)
                    problems.append(Problem(spath, line, column,
                                            f"layer {name!r} uses tile {gid & FLIP_MASK} at "
                                            f"column {i % lw}, row {i // lw}, which no tileset has"))
                    break
            rows = [[g & FLIP_MASK for g in gids[r * lw:(r + 1) * lw]] for r in range(lh)]
            tmap.layers[name] = TileLayer(name, lw, lh, rows, read_properties(node, spath),
                                          node.line, cells)
        elif node.tag == "objectgroup":
            objects = [_read_object(o, tmap, spath, problems) for o in node.findall("object")]
            tmap.layers[name] = ObjectLayer(name, objects, read_properties(node, spath),
                                            node.line)
    if problems:
        raise ContentError(problems)
    return tmap


def _read_object(node: Node, tmap: TiledMap, path: str, problems: list[Problem]) -> MapObject:
    gid = _int(node, "gid", path, 0) & FLIP_MASK
    obj = MapObject(_int(node, "id", path, 0), node.attrs.get("name", ""), _kind(node),
                    _float(node, "x", path), _float(node, "y", path),
                    _float(node, "width", path), _float(node, "height", path),
                    read_properties(node, path), node.line, node.column, gid)
    if not obj.kind and gid:
        obj.kind = tmap.tile_info(gid).get("kind", "")
    pixel_w, pixel_h = tmap.width * tmap.tile_width, tmap.height * tmap.tile_height
    if tmap.orientation == "hexagonal":
        # staggered rows or columns stick out by half a tile
        pixel_w += tmap.tile_width
        pixel_h += tmap.tile_height
    # tile objects are anchored at their bottom-left corner, others at the top-left
    top = obj.y - obj.height if gid else obj.y
    if obj.x < 0 or top < 0 or obj.x + obj.width > pixel_w or top + obj.height > pixel_h:
        label = obj.name or obj.kind or f"#{obj.id}"
        problems.append(Problem(path, node.line, node.column,
                                f"object {label!r} at x={obj.x:g}, y={obj.y:g} lies outside the "
                                f"{pixel_w}x{pixel_h} pixel map"))
    return obj
