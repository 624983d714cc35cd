"""Write Tiled 1.8 maps (.tmx) from plain data: layers of tile ids and objects with kinds.

The games' map tools describe a map in their own terms and hand it here as `TileLayerOut`
and `ObjectLayerOut` values; this module writes what Tiled 1.8 itself saves (CSV tile data,
an external tileset, object kinds as ``type``, typed properties), so the file opens, saves
and exports in Tiled unchanged, and `gamebox.maps.load_tmx` reads it back.

No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from xml.sax.saxutils import quoteattr


@dataclass(frozen=True)
class ObjectOut:
    """One object of an object layer, in map pixels as Tiled stores it."""

    id: int
    name: str
    kind: str
    """Written as ``type`` (Tiled 1.8 drops the newer ``class``)."""
    x: float
    y: float
    width: float = 0
    height: float = 0
    gid: int = 0
    """A tile object's tile (its x, y is then the tile's bottom-left corner); 0 for a
    rectangle."""
    properties: dict = field(default_factory=dict)


@dataclass(frozen=True)
class TileLayerOut:
    name: str
    rows: list[list[int]]
    """Tile ids (global, 0 = empty) row by row."""


@dataclass(frozen=True)
class ObjectLayerOut:
    name: str
    objects: list[ObjectOut]


def _number(value: float) -> str:
    """A pixel value as Tiled writes it: whole numbers without a point."""
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def properties_xml(props: dict, indent: str) -> str:
    """A ``<properties>`` block (with a leading newline) for `props`, typed as Tiled types
    them; "" when there are none."""
    if not props:
        return ""
    lines = [f"\n{indent}<properties>"]
    for name, value in sorted(props.items()):  # Tiled saves them sorted by name
        if isinstance(value, bool):
            kind, text = ' type="bool"', "true" if value else "false"
        elif isinstance(value, int):
            kind, text = ' type="int"', str(value)
        elif isinstance(value, float):
            kind, text = ' type="float"', repr(value)
        else:
            kind, text = "", str(value)
        lines.append(f"{indent} <property name={quoteattr(name)}{kind} value={quoteattr(text)}/>")
    lines.append(f"{indent}</properties>")
    return "\n".join(lines)


def _object_xml(obj: ObjectOut) -> str:
    attrs = f'id="{obj.id}"'
    if obj.name:
        attrs += f" name={quoteattr(obj.name)}"
    if obj.kind:
        attrs += f" type={quoteattr(obj.kind)}"
    if obj.gid:
        attrs += f' gid="{obj.gid}"'
    attrs += f' x="{_number(obj.x)}" y="{_number(obj.y)}"'
    if obj.width or obj.height:
        attrs += f' width="{_number(obj.width)}" height="{_number(obj.height)}"'
    props = properties_xml(obj.properties, "   ")
    if props:
        return f"  <object {attrs}>{props}\n  </object>"
    return f"  <object {attrs}/>"


def map_to_tmx(*, width: int, height: int, tile_width: int, tile_height: int,
               tilesets: list[tuple[int, str]], layers: list[TileLayerOut | ObjectLayerOut],
               properties: dict | None = None, orientation: str = "orthogonal",
               hex_side_length: int = 0, stagger_axis: str = "",
               stagger_index: str = "") -> str:
    """The .tmx text of a map: `tilesets` are (firstgid, .tsx path relative to the map);
    `layers` bottom first. Hexagonal maps give their side length and stagger settings."""
    hexa = ""
    if orientation == "hexagonal":
        hexa = (f' hexsidelength="{hex_side_length}" staggeraxis="{stagger_axis}"'
                f' staggerindex="{stagger_index}"')
    next_object = 1 + max((o.id for layer in layers if isinstance(layer, ObjectLayerOut)
                           for o in layer.objects), default=0)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<map version="1.8" tiledversion="1.8.2" orientation="{orientation}" '
           f'renderorder="right-down" width="{width}" height="{height}" '
           f'tilewidth="{tile_width}" tileheight="{tile_height}" infinite="0"{hexa} '
           f'nextlayerid="{len(layers) + 1}" nextobjectid="{next_object}">'
           + properties_xml(properties or {}, " ")]
    for firstgid, source in tilesets:
        out.append(f' <tileset firstgid="{firstgid}" source={quoteattr(source)}/>')
    for layer_id, layer in enumerate(layers, start=1):
        if isinstance(layer, TileLayerOut):
            if len(layer.rows) != height or any(len(r) != width for r in layer.rows):
                raise ValueError(f"layer {layer.name!r} is not {width}x{height} tiles")
            csv = ",\n".join(",".join(str(g) for g in row) for row in layer.rows)
            out.append(f' <layer id="{layer_id}" name={quoteattr(layer.name)} width="{width}" '
                       f'height="{height}">\n  <data encoding="csv">\n{csv}\n</data>\n </layer>')
        else:
            body = "\n".join(_object_xml(o) for o in layer.objects)
            out.append(f' <objectgroup id="{layer_id}" name={quoteattr(layer.name)}>'
                       + (f"\n{body}\n </objectgroup>" if body else "</objectgroup>"))
    out.append("</map>\n")
    return "\n".join(out)
