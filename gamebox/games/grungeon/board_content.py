"""Where the Grungeon's map comes from: the shipped Tiled file, loaded once and validated."""
from __future__ import annotations

from pathlib import Path

from ...engine.content import Content
from ...engine.paths import CONTENT_DIR
from ...errors import ContentError, Problem

MAP_DIR = CONTENT_DIR / "maps" / "grungeon"
DEFAULT_MAP = MAP_DIR / "grungeon.tmx"

_cache: dict[tuple, Content] = {}


def load_map_content(path: Path) -> Content:
    """The board of one map file as `Content`; ContentError naming every problem."""
    from .mapfile import read_map

    path = Path(path)
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        raise ContentError([Problem(str(path), 0, 0, "the Grungeon map is missing")]) from None
    key = (str(path), stamp)
    if key in _cache:
        return _cache[key]
    board, problems = read_map(path)
    if problems:
        raise ContentError(problems)
    content = Content.of(board, (str(path),))
    _cache.clear()
    _cache[key] = content
    return content


def load_default_content() -> Content:
    """The shipped default map (cached until the file changes)."""
    return load_map_content(DEFAULT_MAP)


def validate_map_file(path) -> list[Problem]:
    """Problems in a Grungeon map file (a .tmx); tilesets only have to parse."""
    path = Path(path)
    if path.suffix != ".tmx":
        from ...validate import parse_only

        return parse_only(path)
    from .mapfile import read_map

    return read_map(path)[1]
