"""The content a match was played with: the card or map data, and its digest.

Saves keep a copy of the data, so editing a pack or a map later never changes a running game.
`parse_only` is the check every content file gets, whichever game it belongs to.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import ContentError, Problem


def digest_of(data: Any) -> str:
    """A stable SHA-256 of JSON-friendly data."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass(frozen=True)
class Content:
    """Plain, JSON-friendly game data (cards, a map) and where it came from."""

    data: Any
    """The data the rules read: dicts, lists, strings and numbers only."""
    digest: str
    """SHA-256 of `data`, stored in saves."""
    sources: tuple[str, ...] = field(default=(), compare=False)
    """The files it was read from (for messages)."""

    @classmethod
    def of(cls, data: Any, sources: tuple[str, ...] = ()) -> "Content":
        return cls(data, digest_of(data), tuple(sources))


def parse_only(path: str | Path) -> list[Problem]:
    """Problems that stop a YAML or Tiled file from parsing at all (no game rules applied)."""
    path = Path(path)
    try:
        if path.suffix in (".yaml", ".yml"):
            from ..packs.loader import load_any_yaml

            load_any_yaml(path)
        elif path.suffix == ".tmx":
            from ..maps import load_tmx

            load_tmx(path)
        elif path.suffix == ".tsx":
            from ..maps.xmlnodes import read_xml

            read_xml(path)
        else:
            return [Problem(str(path), 0, 0, "not a content file (expected .yaml, .yml, .tmx "
                                             "or .tsx)")]
    except ContentError as exc:
        return list(exc.problems)
    return []


_COMPILED: dict[tuple[Any, str], Any] = {}


def compiled(content: "Content", build) -> Any:
    """`build(content.data)`, made once per content digest and kept, so every state of a
    match (and every clone a search makes) shares one compiled table: a game's card tables
    as tuples for fast rules code. A handful of digests are kept at a time."""
    key = (build, content.digest)
    found = _COMPILED.get(key)
    if found is None:
        if len(_COMPILED) > 48:
            _COMPILED.clear()
        found = _COMPILED[key] = build(content.data)
    return found
