"""Which Grungeon maps can be chosen: every valid .tmx in the shipped map folder and the user's.

A map is chosen by its key: the file's stem (``grungeon`` for ``grungeon.tmx``). A map of the
user's whose stem is also a shipped map's gets ``user:`` in front, so copying the shipped map
to edit it never hides the original. ``random`` is the random maze built from the game's seed.
A map with problems is left out of the choices and listed with its problems; the others stay.
Finding the files and giving them keys is `gamebox.maps.catalogue`'s, shared by the games
with Tiled maps; the random maze and the Grungeon's own loading are here.

Headless: nothing here imports pygame.
"""
from __future__ import annotations

from pathlib import Path

from ...engine.content import Content
from ...maps import catalogue as maps_catalogue
from ...maps.catalogue import USER_PREFIX
from . import board_content

RANDOM = "random"
"""The key of the random maze (built from the game's seed, no file)."""
RANDOM_LABEL = "Random maze"
GAME_ID = "grungeon"


class Catalogue(maps_catalogue.Found):
    """The maps found now (`maps_catalogue.FoundMap`s, each map's `Content` its ``value``),
    and the files left out with their problems."""

    def keys(self) -> tuple[str, ...]:
        """Every choice of the `map` option: the maps in folder order, then the random maze."""
        return tuple(m.key for m in self.maps) + (RANDOM,)

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
                     lambda m: m.value.data.get("name", "").lower() == low):
            found = next((m for m in self.maps if test(m)), None)
            if found is not None:
                return found.key
        return None


def map_folders() -> list[tuple[Path, bool]]:
    """(folder, is the user's) in the order maps are listed: the shipped folder first."""
    return maps_catalogue.map_folders(GAME_ID)


def _load(path: Path, key: str) -> tuple[Content, str]:
    content = board_content.load_map_content(path, key)
    return content, str(content.data.get("name") or path.stem)


def catalogue() -> Catalogue:
    """The maps in the folders now (each file read again only when it changed).

    The shipped default map comes first, even when its file was moved for a test; a broken
    default map is left out like any other (`Grungeon.load_content` reports it on the tile).
    """
    found = maps_catalogue.scan(map_folders(), _load,
                                default=(Path(board_content.DEFAULT_MAP),
                                         board_content.DEFAULT_KEY),
                                reserved=(RANDOM,))
    return Catalogue(found.maps, found.left_out)


def problem_lines(cat: Catalogue) -> list[str]:
    """One line per map left out, ``file:line:column: message`` of its first problem."""
    return maps_catalogue.problem_lines(cat.left_out)
