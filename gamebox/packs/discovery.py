"""Finding a game's packs: shipped ones under ``content/packs/<game>/``, the user's own under
``<user data>/content/packs/<game>/``.

A broken shipped pack disables its game (the launcher shows why); a broken user pack
disables only itself, and the game plays with the rest.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..engine.paths import content_roots
from ..errors import ContentError, Problem
from .loader import Loaded


@dataclass
class PackSet:
    """The packs of one game that loaded, and the problems of the user packs that did not."""

    packs: list[Loaded] = field(default_factory=list)
    skipped: list[Problem] = field(default_factory=list)
    """Problems of user packs left out (shown as warnings; the game still plays)."""


def pack_files(game_id: str, roots: list[Path] | None = None) -> list[tuple[Path, bool]]:
    """(file, shipped) for every ``.yaml``/``.yml`` pack of a game, shipped ones first."""
    roots = roots if roots is not None else content_roots()
    found = []
    for i, root in enumerate(roots):
        folder = Path(root) / "packs" / game_id
        if folder.is_dir():
            files = sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml"))
            found += [(p, i == 0) for p in files]
    return found


def load_game_packs(game_id: str, load: Callable[[Path], Loaded],
                    roots: list[Path] | None = None) -> PackSet:
    """Load every pack of a game with `load`; shipped errors raise, user errors are skipped."""
    result = PackSet()
    shipped_problems: list[Problem] = []
    for path, shipped in pack_files(game_id, roots):
        try:
            result.packs.append(load(path))
        except ContentError as exc:
            (shipped_problems if shipped else result.skipped).extend(exc.problems)
    if shipped_problems:
        raise ContentError(shipped_problems)
    return result
