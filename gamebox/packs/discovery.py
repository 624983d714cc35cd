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
from .loader import Loaded, check_file


PACK_SUFFIXES = (".yaml", ".yml")
"""What a pack file's name ends with."""


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
            files = sorted(p for p in folder.iterdir() if p.suffix in PACK_SUFFIXES)
            found += [(p, i == 0) for p in files]
    return found


def load_game_packs(game_id: str, load: Callable[[Path], Loaded],
                    roots: list[Path] | None = None,
                    check: Callable[[list[Loaded]], list[Problem]] | None = None) -> PackSet:
    """Load every pack of a game with `load`; shipped errors raise, user errors are skipped.

    `check` finds problems across the packs (a name defined twice, a set too small for a
    deck). A user pack it finds fault with is skipped too, and the rest are checked again
    without it, so a pack of yours that clashes with the shipped cards leaves only itself out.
    """
    result = PackSet()
    shipped_problems: list[Problem] = []
    shipped_paths: set[str] = set()
    for path, shipped in pack_files(game_id, roots):
        try:
            pack = load(path)
        except ContentError as exc:
            (shipped_problems if shipped else result.skipped).extend(exc.problems)
            continue
        result.packs.append(pack)
        if shipped:
            shipped_paths.add(pack.path)
    if shipped_problems:
        raise ContentError(shipped_problems)
    while check is not None:
        problems = check(result.packs)
        if not problems:
            break
        users = {p.path for p in result.packs} - shipped_paths
        if any(p.path not in users for p in problems):  # the shipped set itself is at fault
            raise ContentError(problems)
        faulty = {p.path for p in problems}
        result.packs = [p for p in result.packs if p.path not in faulty]
        result.skipped.extend(problems)
    return result


def packs_checked_with(game_id: str, path: Path) -> list[Path]:
    """The pack files `path` is checked together with, in load order, itself included.

    When it is one of the packs in the content roots: every pack of the game there (the set
    the game loads). Else it is a draft for the user's folder (say
    ``/tmp/x/content/packs/guts/mine.yaml``): the shipped packs (``content_roots()[0]``), then
    the pack files of its own folder, the set it will join once copied in, so a card name the
    shipped set already uses is reported and the set is large enough for a deck."""
    path = Path(path)
    found = [p for p, _ in pack_files(game_id)]
    if any(p.resolve() == path.resolve() for p in found):
        return found
    own = sorted(p for p in path.parent.iterdir() if p.suffix in PACK_SUFFIXES)
    return [p for p, _ in pack_files(game_id, content_roots()[:1])] + own


def validate_pack_file(game_id: str, path: Path, kind, check_set: Callable,
                       own_checks: Callable | None = None) -> list[Problem]:
    """Problems in one pack file of `game_id`, checked together with the set it joins (the
    shipped and the user's packs when it is one of them, as the game loads them; else a
    draft's set, `packs_checked_with`).

    `kind` is the file's declared shape (`check_file`); `own_checks(loaded)` adds checks of
    the file alone that the shape cannot say; `check_set(packs)` checks across the set. The
    set's checks run in the same go as the file's own, on its values that are right, so an
    author sees a name defined twice beside a wrong number, not a round later."""
    path = Path(path)
    try:
        loaded, problems = check_file(path, kind)
    except ContentError as exc:  # no document to check: unreadable, empty or not YAML
        return list(exc.problems)
    if own_checks is not None:
        problems = problems + own_checks(loaded)
    packs = []
    for other in packs_checked_with(game_id, path):
        if other.resolve() == path.resolve():
            packs.append(loaded)
            continue
        try:  # its values that are right take part; validating it reports the rest
            packs.append(check_file(other, kind)[0])
        except ContentError:
            continue  # no document at all
    return problems + [p for p in check_set(packs) if p.path == str(path)]
