"""`gamebox validate`: check content packs and Tiled maps, printing ``path:line:column: message``.

With no paths it checks all shipped content (``content/``) and the user's own
(``<user data>/content/``). A file belongs to a game by its folder
(``packs/<game>/...`` or ``maps/<game>/...``), and that game's `Game.validate_file` checks it;
files outside such folders only have to parse. A pack outside the content roots is a draft,
checked with the shipped packs it will join (`packs_checked_with`).

A Tiled map or tileset saved as JSON is a problem (the box reads .tmx and .tsx only), named
with the way to save it as XML. A file named on the command line that a content folder may
well hold but that is no content (a tileset's image) is skipped with a note, not counted.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from .engine import registry
from .engine.content import parse_only
from .engine.paths import content_roots
from .errors import ContentError, Problem
from .maps.tiled_json import json_kind, json_problem

CONTENT_SUFFIXES = (".yaml", ".yml", ".tmx", ".tsx")

FOLDER_FILES = {
    **dict.fromkeys((".png", ".jpg", ".jpeg", ".gif", ".bmp", ".webp", ".svg"),
                    "an image (a tileset's picture)"),
    **dict.fromkeys((".tiled-project", ".tiled-session"), "a Tiled project file"),
    **dict.fromkeys((".txt", ".md"), "a text file"),
}
"""Files a content folder may well hold beside the content, by what their name ends with:
skipped with a note when named on the command line (a folder's are skipped quietly)."""


def owner_game(path: Path) -> str | None:
    """The game id a content file belongs to, from its ``packs/<id>`` or ``maps/<id>`` folder."""
    parts = path.resolve().parts
    for i in range(len(parts) - 2):
        if parts[i] in ("packs", "maps") and parts[i + 1] in registry.BUILTIN:
            return parts[i + 1]
    return None


def content_files(paths: list[Path]) -> list[Path]:
    """The content files named by `paths` (folders are searched recursively, for content files
    and for Tiled files saved as JSON, which are problems)."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files += sorted(p for p in path.rglob("*") if p.is_file() and (
                p.suffix in CONTENT_SUFFIXES or json_kind(p)))
        else:
            files.append(path)
    return files


def folder_file(path: Path) -> str:
    """What `path` is when it is a file a content folder may well hold that is not content
    (``an image (a tileset's picture)``, Tiled's object types), else ""."""
    if not path.is_file() or path.suffix in CONTENT_SUFFIXES:
        return ""
    if path.suffix.lower() == ".xml":  # Tiled's object types (content/objecttypes.xml)?
        from .maps.xmlnodes import read_xml

        try:
            return "Tiled's object types file" if read_xml(path).tag == "objecttypes" else ""
        except ContentError:
            return ""
    return FOLDER_FILES.get(path.suffix.lower(), "")


def validate_file(path: Path) -> list[Problem]:
    """Problems in one file, using its game's own checks where the game is in the box."""
    if not path.exists():
        return [Problem(str(path), 0, 0, "no such file or folder")]
    saved_as_json = json_problem(path)
    if saved_as_json is not None:
        return [saved_as_json]
    game_id = owner_game(path)
    if game_id is None or game_id not in registry.available_ids() or path.suffix == ".tsx":
        return parse_only(path)
    try:
        game = registry.get(game_id)
    except Exception as exc:  # a broken game module is itself a problem to report
        return [Problem(str(path), 0, 0, f"game {game_id!r} cannot be loaded: {exc}")]
    return list(game.validate_file(path))


def syntax_only(paths: list[Path]) -> list[Path]:
    """The content files among `paths` that belong to no game in the box (so only their syntax
    is checked), for telling the person who named them."""
    games = registry.available_ids()
    return [p for p in content_files(paths) if p.exists() and p.suffix in CONTENT_SUFFIXES
            and owner_game(p) not in games]


def skipped_note(path: Path, what: str) -> str:
    """The note for a file named on the command line that is skipped, not checked."""
    return (f"note: {path} is {what}, not a content file, so it was skipped "
            f"(validate checks {', '.join(CONTENT_SUFFIXES)} files)")


def validate_paths(paths: list[Path] | None = None,
                   note: Callable[[str], None] = print) -> tuple[list[Problem], int]:
    """Every problem in the given files and folders (default: all content); and the count of
    files checked. A file a content folder may well hold that is not content (a tileset's
    image, named by ``FOLDER/*``) is not checked: `note` gets a line saying so."""
    roots = list(paths) if paths else [r for r in content_roots() if r.is_dir()]
    problems: list[Problem] = []
    checked = 0
    for path in content_files(roots):
        what = folder_file(path)
        if what:
            note(skipped_note(path, what))
            continue
        problems += validate_file(path)
        checked += 1
    return problems, checked
