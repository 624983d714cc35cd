"""The Grungeon's `map` option: which maze a match is played on, and the content that goes with it.

The option's choices are the maps found in the folders now (see `map_catalogue`), so they are
built afresh whenever the game's options are read. A fresh match reads its map from the file;
a resumed match plays on the copy its save kept, even when the file is gone or changed since
(`map_note` says so to the players).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine.content import Content
from ...engine.paths import user_data_dir
from ...engine.protocol import Option
from .board_content import DEFAULT_KEY
from .map_catalogue import RANDOM, USER_PREFIX, Catalogue, catalogue

_TRUE = (True, 1, "1", "yes", "true", "on")


@dataclass(frozen=True)
class MapOption(Option):
    """The `map` option: its choices are the map keys; it shows and accepts map names."""

    catalogue: Any = field(default=None, compare=False, repr=False)
    """The `Catalogue` the choices were taken from."""

    @classmethod
    def now(cls) -> "MapOption":
        """The option with the maps in the folders now."""
        cat = catalogue()
        folder = user_data_dir() / "content" / "maps" / "grungeon"
        return cls("map", DEFAULT_KEY, "Map", choices=cat.keys(), catalogue=cat,
                   help="The maze to play: a map file (your own Tiled maps go in "
                        f"{folder}), or a random maze built from the game's seed.")

    def text(self, value: Any) -> str:
        return self.catalogue.label(value) if self.catalogue is not None else str(value)

    def check(self, value: Any) -> Any:
        """The key of the map `value` names (key, file stem or map name); ValueError when
        no map in the folders has that name."""
        key = self.catalogue.find(str(value)) if self.catalogue is not None else None
        if key is None:
            raise ValueError(missing_map_message(str(value), self.catalogue or catalogue()))
        return key


def missing_map_message(wanted: str, cat: Catalogue) -> str:
    """Why `wanted` cannot be played, with the maps that can (and a broken file's problem)."""
    choices = ", ".join(f"{k} ({cat.label(k)})" if cat.label(k) != k else k for k in cat.keys())
    broken = next((problems for path, problems in cat.left_out
                   if _loose(path.stem) == _loose(wanted.removeprefix(USER_PREFIX))), None)
    why = f" Its file has a problem: {str(broken[0]).rstrip('.?!')}." if broken else ""
    return f"There is no playable map {wanted!r}.{why} The maps are: {choices}."


def _loose(text: str) -> str:
    """A map's name or file stem compared loosely: "QA Maze" is the broken qa_maze.tmx (a
    broken file's name property cannot be read, so its stem is all there is to go by)."""
    return "".join(ch for ch in text.lower() if ch.isalnum())


def resolve_map(wanted: Any, legacy_random: Any = None) -> str:
    """The `map` option's value from what was given (None: the default; the old
    ``random_maze`` flag of earlier saves means the random maze)."""
    if wanted is None:
        if isinstance(legacy_random, str):
            legacy_random = legacy_random.strip().lower()
        return RANDOM if legacy_random in _TRUE else DEFAULT_KEY
    if not isinstance(wanted, str) or not wanted.strip():
        raise ValueError(f"option map names a map, not {wanted!r}")
    if wanted in (DEFAULT_KEY, RANDOM):  # every save and replay names one: no folder scan
        return wanted
    return catalogue().find(wanted) or wanted


def content_for(key: str, content: Content | None) -> Content:
    """The content a match on map `key` plays with.

    `content` given (a save's copy, a test's board) is kept when it is that map or names no
    map at all; otherwise the map's file is read now.
    """
    if content is not None:
        data = content.data
        named = data.get("map") if isinstance(data, dict) else None
        if named is None or named == key or key == RANDOM:
            return content
    if key == RANDOM:
        # the maze comes from the seed: no file is needed (and a broken default map is no
        # reason to refuse a random one)
        return Content.of({"map": RANDOM})
    cat = catalogue()
    choice = cat.get(key)
    if choice is None:
        raise ValueError(missing_map_message(key, cat))
    return choice.value


def map_note(state) -> str:
    """For players resuming `state`: its map's file is gone or changed ("" when not)."""
    key = state.options.get("map")
    content = state.content
    data = content.data if content is not None else None
    if key == RANDOM or not isinstance(data, dict) or data.get("map") != key:
        return ""
    name = data.get("name") or key
    cat = catalogue()
    choice = cat.get(key)
    if choice is None:
        stem = key.removeprefix(USER_PREFIX).lower()
        if any(path.stem.lower() == stem for path, _ in cat.left_out):
            # the file is still there (the launcher lists its problem): "gone" would send
            # its author looking for a deleted file
            return (f"The map \u201c{name}\u201d now has a problem in its file: this game "
                    f"goes on with the copy kept in its save; a new game cannot use it until "
                    f"the file is fixed.")
        return (f"The map \u201c{name}\u201d is no longer in the map folders: this game goes "
                f"on with the copy kept in its save.")
    if choice.value.digest != content.digest:
        return (f"The map \u201c{name}\u201d has changed since this game began: the game goes "
                f"on with the map as it was then; a new game plays the new version.")
    return ""
