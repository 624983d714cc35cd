"""Tiled maps and tilesets saved as JSON (``.tmj``, ``.tsj``, or ``.json``).

The game box reads Tiled's XML formats only (``.tmx`` maps, ``.tsx`` tilesets). A map saved
as JSON would be passed over without a word, so `gamebox validate` and the launcher's notes
name such a file with the way to save it as XML instead.
"""
from __future__ import annotations

import json
from pathlib import Path

from ..errors import Problem

JSON_SUFFIXES = {".tmj": "map", ".tsj": "tileset"}
"""Tiled's own names for its JSON map and tileset files; a ``.json`` file is told by its
``type`` field."""

SAVE_AS = {
    "map": "gamebox reads .tmx: in Tiled use File > Save As and pick "
           "'Tiled map files (*.tmx)'",
    "tileset": "gamebox reads .tsx: in Tiled open the tileset, use File > Save As and pick "
               "'Tiled tileset files (*.tsx)'",
}


def json_kind(path: str | Path) -> str:
    """``map`` or ``tileset`` for a Tiled JSON file, "" for any other file (also a ``.json``
    that is not Tiled's, or one that cannot be read)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix in JSON_SUFFIXES:
        return JSON_SUFFIXES[suffix]
    if suffix != ".json":
        return ""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return ""
    kind = doc.get("type") if isinstance(doc, dict) else None
    return kind if kind in SAVE_AS else ""


def json_problem(path: str | Path) -> Problem | None:
    """The problem of a Tiled map or tileset saved as JSON (at its first line), else None."""
    path = Path(path)
    kind = json_kind(path)
    if not kind:
        return None
    return Problem(str(path), 1, 1, f"{path.name} is a Tiled JSON {kind}; {SAVE_AS[kind]}")
