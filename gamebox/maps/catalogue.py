"""Which map files of a game can be chosen: the shipped map folder's and the user's own.

Every game with Tiled maps keeps them in ``content/maps/<game>/`` (shipped) and
``<user data>/content/maps/<game>/`` (the player's own). `scan` lists the ``.tmx`` files
there, gives each a key (its file stem; a user's map whose stem a shipped map already has
gets ``user:`` in front, so a copy made to edit never hides the original), reads each with
the game's own loader, and keeps the ones without problems. A map with problems is left out
and listed with them; the others stay. Two maps with the same name get "(yours)" or their
file name after it, so the seat setup never shows two choices that read alike.

Headless: nothing here imports pygame.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable

from ..engine.paths import content_roots
from ..errors import ContentError, Problem

USER_PREFIX = "user:"


@dataclass(frozen=True)
class FoundMap:
    """One playable map file."""

    key: str
    """What a game's ``map`` option holds: the file stem, ``user:`` + stem on a clash."""
    label: str
    """What the seat setup shows: the map's name (from the loader), told apart from a
    same-named one."""
    path: Path
    user: bool
    """True for a map in the user's own folder."""
    value: Any
    """What the game's loader made of the file (its board, its `Content`)."""


@dataclass(frozen=True)
class Found:
    """The maps found, in folder order, and the files left out with their problems."""

    maps: tuple[FoundMap, ...]
    left_out: tuple[tuple[Path, tuple[Problem, ...]], ...]

    def get(self, key: str) -> FoundMap | None:
        return next((m for m in self.maps if m.key == key), None)


def map_folders(game_id: str, roots: Iterable[Path] | None = None) -> list[tuple[Path, bool]]:
    """(folder, is the user's) of `game_id`'s maps, in listing order: under each content root
    (default `content_roots()`: the shipped one first, then the user's), ``maps/<game_id>``."""
    roots = list(content_roots() if roots is None else roots)
    return [(Path(root) / "maps" / game_id, i > 0) for i, root in enumerate(roots)]


def tmx_files(folder: Path) -> list[Path]:
    """The ``.tmx`` files directly in `folder`, sorted; none when there is no such folder
    (most users never make one) or it cannot be read."""
    try:
        with os.scandir(folder) as entries:
            return sorted(folder / e.name for e in entries
                          if e.name.lower().endswith(".tmx") and e.is_file())
    except OSError:
        return []


def scan(folders: list[tuple[Path, bool]], load: Callable[[Path, str], tuple[Any, str]], *,
         default: tuple[Path, str] | None = None, reserved: Iterable[str] = ()) -> Found:
    """Read every map in `folders` with `load(path, key) -> (value, name)`, which raises
    ContentError for a map with problems.

    `default` (path, key) is listed first under its own key, even when its file lies
    elsewhere (a test moves it); `reserved` keys (a game's "random") are never a file's.
    """
    maps: list[FoundMap] = []
    left_out: list[tuple[Path, tuple[Problem, ...]]] = []
    taken: set[str] = set()
    found: list[tuple[Path, bool]] = [(Path(default[0]), False)] if default else []
    skip = Path(default[0]) if default else None
    for folder, user in folders:
        found += [(p, user) for p in tmx_files(folder) if p != skip]
    reserved = set(reserved)
    for path, user in found:
        key = default[1] if default and path == skip else path.stem
        if key in taken or key in reserved:
            key = USER_PREFIX + path.stem
        if key in taken:  # ``a.tmx`` and ``A.TMX`` side by side: keep the first
            left_out.append((path, (Problem(str(path), 0, 0,
                                            f"another map is already chosen as {key!r}"),)))
            continue
        try:
            value, name = load(path, key)
        except ContentError as exc:
            left_out.append((path, tuple(exc.problems)))
            continue
        taken.add(key)
        maps.append(FoundMap(key, str(name or path.stem), path, user, value))
    # two maps with the same name would read alike on a button: say which file is which
    names = [m.label for m in maps]
    maps = [FoundMap(m.key, m.label + (" (yours)" if m.user else ""), m.path, m.user, m.value)
            if names.count(m.label) > 1 else m for m in maps]
    names = [m.label for m in maps]
    maps = [FoundMap(m.key, f"{m.label} ({m.path.name})", m.path, m.user, m.value)
            if names.count(m.label) > 1 else m for m in maps]
    return Found(tuple(maps), tuple(left_out))


def problem_lines(left_out: Iterable[tuple[Path, tuple[Problem, ...]]]) -> list[str]:
    """One line per map left out, ``file:line:column: message`` of its first problem."""
    out = []
    for path, problems in left_out:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        out.append(f"{path.name} is left out: {problems[0]}{more}")
    return out
