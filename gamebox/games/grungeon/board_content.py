"""Where the Grungeon's map comes from: Tiled files, loaded once per change and validated.

A map's `Content` carries the key it is chosen by (``data["map"]``, see `map_catalogue`), so
a save, which keeps a copy of the content, knows which map it was played on.
"""
from __future__ import annotations

from pathlib import Path

from ...engine.content import Content
from ...engine.paths import CONTENT_DIR
from ...errors import ContentError, Problem

MAP_DIR = CONTENT_DIR / "maps" / "grungeon"
DEFAULT_MAP = MAP_DIR / "grungeon.tmx"
DEFAULT_KEY = "grungeon"
"""The key of the shipped map the game plays unless another is chosen."""

_cache: dict[str, tuple] = {}
"""Path -> (modification stamp, problems, board, {key: Content}): a map is read again only
when its file changed (the setup screen asks for the list of maps on every rebuild)."""


def _stamp(path: Path) -> tuple:
    info = path.stat()
    return info.st_mtime_ns, info.st_size


def map_problems(path: Path) -> list[Problem]:
    """Every problem of one map file (empty when it is playable), read once per change."""
    return _read(Path(path))[1]


def _read(path: Path) -> tuple:
    from .mapfile import read_map

    try:
        stamp = _stamp(path)
    except OSError:
        return (None, [Problem(str(path), 0, 0, "the Grungeon map is missing")], {}, {})
    cached = _cache.get(str(path))
    if cached is not None and cached[0] == stamp:
        return cached
    try:
        board, problems = read_map(path)
    except (OSError, ValueError) as exc:  # unreadable, or nonsense the reader trips on
        board, problems = {}, [Problem(str(path), 0, 0, f"the map could not be read: {exc}")]
    if len(_cache) > 64:  # a folder of hundreds of maps is not worth keeping in memory
        _cache.clear()
    entry = _cache[str(path)] = (stamp, problems, board, {})
    return entry


def load_map_content(path: Path, key: str = DEFAULT_KEY) -> Content:
    """The board of one map file as `Content`, chosen by `key`; ContentError naming every
    problem."""
    path = Path(path)
    _, problems, board, contents = _read(path)
    if problems:
        raise ContentError(problems)
    content = contents.get(key)
    if content is None:
        content = contents[key] = Content.of(dict(board, map=key), (str(path),))
    return content


def load_default_content() -> Content:
    """The shipped default map (cached until the file changes)."""
    return load_map_content(DEFAULT_MAP, DEFAULT_KEY)


def validate_map_file(path) -> list[Problem]:
    """Problems in a Grungeon map file (a .tmx); tilesets only have to parse."""
    path = Path(path)
    if path.suffix != ".tmx":
        from ...engine.content import parse_only

        return parse_only(path)
    return list(map_problems(path))
