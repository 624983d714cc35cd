"""Helpers for tests that edit a saved game by hand, as a person might."""
from __future__ import annotations

import json


def edit(path, change) -> bytes:
    """Apply `change` to the save at `path` (a function given its JSON document); return the
    file's new bytes."""
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))
    return path.read_bytes()


def moved_aside(path) -> list:
    """The files a bad save at `path` was moved aside to (``NAME.<time>.bad``)."""
    return list(path.parent.glob(path.name + ".*.bad"))
