"""The content a match was played with: the card or map data, and its digest.

Saves keep a copy of the data, so editing a pack or a map later never changes a running game.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any


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
