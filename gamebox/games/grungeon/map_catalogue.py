"""Which Grungeon maps can be chosen: every valid .tmx in the shipped map folder and the user's.

A map is chosen by its key: the file's stem (``grungeon`` for ``grungeon.tmx``). A map of the
user's whose stem is also a shipped map's gets ``user:`` in front, so copying the shipped map
to edit it never hides the original. ``random`` is the random maze built from the game's seed.
A map with problems is left out of the choices and listed with its problems; the others stay.

Headless: nothing here imports pygame.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ...engine.content import Content
from ...engine.paths import content_roots
from ...errors import ContentError, Problem
from . import board_content

RANDOM = "random"
"""The key of the random maze (built from the game's seed, no file)."""
RANDOM_LABEL = "Random maze"
USER_PREFIX = "user:"


@dataclass(frozen=True)
class MapChoice:
    """One playable map file."""

    key: str
    """What the `map` option holds (the file stem, ``user:`` + stem on a clash)."""
    label: str
    """What the seat-setup screen shows: the map's ``name`` property (or its stem)."""
    path: Path
    user: bool
    """True for a map in the user's own folder."""
    content: Content


@dataclass(frozen=True)
class Catalogue:
    """The maps found now, and the files left out with their problems."""

    maps: tuple[MapChoice, ...]
    left_out: tuple[tuple[Path, tuple[Problem, ...]], ...]

    def keys(self) -> tuple[str, ...]:
        """Every choice of the `map` option: the maps in folder order, then the random maze."""
        return tuple(m.key for m in self.maps) + (RANDOM,)

    def get(self, key: str) -> MapChoice | None:
        return next((m for m in self.maps if m.key == key), None)

    def label(self, key: str) -> str:
        """The map's name for people; a key no playable map has now (a save's map since
        broken or deleted) is named by its file, since its name cannot be read."""
        if key == RANDOM:
            return RANDOM_LABEL
        found = self.get(key)
        if found is None:
            return f"{key.removeprefix(USER_PREFIX)}.tmx (not playable now)"
        return found.label

    def find(self, text: str) -> str | None:
        """The key a player means by `text`: a key, a file stem or a map name (any case)."""
        if text in self.keys():
            return text
        low = str(text).strip().lower()
        if low in (RANDOM, RANDOM_LABEL.lower()):
            return RANDOM
        for test in (lambda m: m.key.lower() == low, lambda m: m.path.stem.lower() == low,
                     lambda m: m.label.lower() == low,
                     lambda m: m.content.data.get("name", "").lower() == low):
            found = next((m for m in self.maps if test(m)), None)
            if found is not None:
                return found.key
        return None


def map_folders() -> list[tuple[Path, bool]]:
    """(folder, is the user's) in the order maps are listed: the shipped folder first."""
    folders = [(Path(board_content.MAP_DIR), False)]
    for root in content_roots()[1:]:
        folders.append((Path(root) / "maps" / "grungeon", True))
    return folders


def _tmx_files(folder: Path) -> list[Path]:
    try:
        with os.scandir(folder) as entries:
            return sorted(folder / e.name for e in entries
                          if e.name.lower().endswith(".tmx") and e.is_file())
    except OSError:  # no such folder (most users never make one), or unreadable
        return []


def catalogue() -> Catalogue:
    """The maps in the folders now (each file read again only when it changed).

    The shipped default map comes first, even when its file was moved for a test; a broken
    default map is left out like any other (`Grungeon.load_content` reports it on the tile).
    """
    maps: list[MapChoice] = []
    left_out: list[tuple[Path, tuple[Problem, ...]]] = []
    taken: set[str] = set()
    default = Path(board_content.DEFAULT_MAP)
    found: list[tuple[Path, bool]] = [(default, False)]
    for folder, user in map_folders():
        found += [(p, user) for p in _tmx_files(folder) if p != default]
    for path, user in found:
        key = board_content.DEFAULT_KEY if path == default else path.stem
        if key in taken or key == RANDOM:
            key = USER_PREFIX + path.stem
        if key in taken:  # ``a.tmx`` and ``A.TMX`` side by side: keep the first
            left_out.append((path, (Problem(str(path), 0, 0,
                                            f"another map is already chosen as {key!r}"),)))
            continue
        try:
            content = board_content.load_map_content(path, key)
        except ContentError as exc:
            left_out.append((path, tuple(exc.problems)))
            continue
        taken.add(key)
        name = str(content.data.get("name") or path.stem)
        maps.append(MapChoice(key, name, path, user, content))
    # two maps with the same name would read alike on the button: say which file is which
    names = [m.label for m in maps]
    maps = [MapChoice(m.key, m.label + (" (yours)" if m.user else "")
                      if names.count(m.label) > 1 else m.label, m.path, m.user, m.content)
            for m in maps]
    names = [m.label for m in maps]
    maps = [MapChoice(m.key, f"{m.label} ({m.path.name})", m.path, m.user, m.content)
            if names.count(m.label) > 1 else m for m in maps]
    return Catalogue(tuple(maps), tuple(left_out))


def problem_lines(cat: Catalogue) -> list[str]:
    """One line per map left out, ``file:line:column: message`` of its first problem."""
    out = []
    for path, problems in cat.left_out:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        out.append(f"{path.name} is left out: {problems[0]}{more}")
    return out
