"""`gamebox validate`: check content packs and Tiled maps, printing ``path:line:column: message``.

With no paths it checks all shipped content (``content/``) and the user's own
(``<user data>/content/``). A file belongs to a game by its folder
(``packs/<game>/...`` or ``maps/<game>/...``), and that game's `Game.validate_file` checks it;
files outside such folders only have to parse.
"""
from __future__ import annotations

from pathlib import Path

from .engine import registry
from .engine.paths import content_roots
from .errors import ContentError, Problem

CONTENT_SUFFIXES = (".yaml", ".yml", ".tmx", ".tsx")


def parse_only(path: str | Path) -> list[Problem]:
    """Problems that stop a YAML or Tiled file from parsing at all (no game rules applied)."""
    path = Path(path)
    try:
        if path.suffix in (".yaml", ".yml"):
            from .packs.loader import load_any_yaml

            load_any_yaml(path)
        elif path.suffix == ".tmx":
            from .maps import load_tmx

            load_tmx(path)
        elif path.suffix == ".tsx":
            from .maps.xmlnodes import read_xml

            read_xml(path)
        else:
            return [Problem(str(path), 0, 0, "not a content file (expected .yaml, .yml, .tmx "
                                             "or .tsx)")]
    except ContentError as exc:
        return list(exc.problems)
    return []


def owner_game(path: Path) -> str | None:
    """The game id a content file belongs to, from its ``packs/<id>`` or ``maps/<id>`` folder."""
    parts = path.resolve().parts
    for i in range(len(parts) - 2):
        if parts[i] in ("packs", "maps") and parts[i + 1] in registry.BUILTIN:
            return parts[i + 1]
    return None


def content_files(paths: list[Path]) -> list[Path]:
    """The content files named by `paths` (folders are searched recursively)."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files += sorted(p for p in path.rglob("*") if p.suffix in CONTENT_SUFFIXES)
        else:
            files.append(path)
    return files


def validate_file(path: Path) -> list[Problem]:
    """Problems in one file, using its game's own checks where the game is in the box."""
    if not path.exists():
        return [Problem(str(path), 0, 0, "no such file or folder")]
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
    return [p for p in content_files(paths) if p.exists() and owner_game(p) not in games]


def validate_paths(paths: list[Path] | None = None) -> tuple[list[Problem], int]:
    """Every problem in the given files and folders (default: all content); and the file count."""
    roots = list(paths) if paths else [r for r in content_roots() if r.is_dir()]
    files = content_files(roots)
    problems: list[Problem] = []
    for path in files:
        problems += validate_file(path)
    return problems, len(files)
