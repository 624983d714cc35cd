"""Saved games: options, seats, seed and the action log, with a copy of the content used.

A save is a small JSON file written atomically (a temporary file, then a rename), so a crash
mid-write never leaves half a save. Loading never loses data: a save that is corrupt,
hand-edited into nonsense, or from a newer version is moved aside with a ``.bad`` suffix and
reported, and every other save keeps working.

Beside the log a save may carry a ``"table"`` record: what the couch app keeps that is no
part of the rules state (the clocks of the decisions in progress, the seats as they were set
up). It is optional and never decides the game: a save without it (older ones) loads the
same, and a record that cannot be used is ignored rather than costing the game.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from . import registry
from .content import digest_of
from .match import Match, SeatSpec
from .protocol import entry_from_json, entry_to_json
from .paths import saves_dir

FORMAT = "gamebox-save"
VERSION = 1


class SaveError(Exception):
    """A save that cannot be used; the message names the file and what is wrong."""


@dataclass(frozen=True)
class SaveInfo:
    """What the launcher's "continue" list shows of a save."""

    path: Path
    game: str
    seats: list[str]
    """The seats' names, a bot's marked "(bot)"."""
    turns: int
    saved_at: float
    options: dict = field(default_factory=dict)
    """The match's options as saved (the launcher asks the game what sets them apart)."""


TableRecord = Callable[[], dict]
"""Gives the table record to store beside the log (see the module's docstring)."""


def match_to_json(match: Match, table: dict | None = None) -> dict:
    """The save document of a match, with the app's `table` record when given."""
    state = match.state
    content = state.content
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "game": match.game.id,
        "options": dict(state.options),
        "seats": [s.to_json() for s in match.seats],
        "seed": state.seed,
        "log": [entry_to_json(e) for e in state.log],
        "content_digest": content.digest if content is not None else None,
        "content": content.data if content is not None else None,
        "saved_at": time.time(),
    }
    if table:
        doc["table"] = table
    return doc


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that readers see the old file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def save_match(match: Match, path: Path | None = None, table: TableRecord | None = None
               ) -> Path:
    """Write the match's save (default: the autosave slot of its game), with the record
    `table()` gives when there is one."""
    path = path or autosave_path(match)
    record = table() if table is not None else None
    write_atomic(path, json.dumps(match_to_json(match, record), indent=1))
    return path


def autosave_path(match: Match) -> Path:
    """A file of its own for each match, so a new game never replaces an older save."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return saves_dir() / f"{match.game.id}-{stamp}-{match.state.seed}.json"


def enable_autosave(match: Match, path: Path | None = None,
                    table: TableRecord | None = None) -> Path:
    """Save after every action (with the app's record from `table`); return the file.

    ``match.on_change(match)`` writes the save at any other time too (the table calls it
    when its clock stops).
    """
    target = path or autosave_path(match)
    match.on_change = lambda m: save_match(m, target, table)
    match.autosave_path = target
    return target


def retire(path: Path) -> Path:
    """Move a finished game's save out of the "continue" list into ``saves/finished/``.

    The file is kept (its story can still be replayed); nothing is deleted.
    """
    target = path.parent / "finished" / path.name
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(path, target)
    return target


def _read_document(path: Path) -> dict:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"{path}: not a text file ({exc.reason})") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path}:{exc.lineno}:{exc.colno}: broken JSON: {exc.msg}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(f"{path}: not a gamebox save (expected \"format\": \"{FORMAT}\")")
    version = doc.get("version")
    if not isinstance(version, int):
        raise SaveError(f"{path}: field \"version\" must be a whole number")
    if version > VERSION:
        raise SaveError(f"{path}: made by a newer gamebox (save version {version}, "
                        f"this one reads up to {VERSION}); update gamebox to continue it")
    for key, kind in (("game", str), ("options", dict), ("seats", list), ("seed", int),
                      ("log", list)):
        if not isinstance(doc.get(key), kind):
            raise SaveError(f"{path}: field {key!r} is missing or not a {kind.__name__}")
    return doc


def load_match(path: Path) -> Match:
    """Rebuild a match by replaying its log from its seed with the content it was played with.

    Raises SaveError naming the file and the problem. A save that is well-formed but cannot
    be used (its content copy edited by hand, a log or seats that do not replay) is found
    out only here, so it is moved aside here (`quarantine`), like the unreadable saves
    `list_saves` moves: its Continue button goes, and the file is kept. A file `list_saves`
    would move, or one for a game this box cannot load, is left where it is.
    """
    doc = _read_document(path)
    game = _game_of(path, doc["game"])
    data = doc.get("content")
    if data is not None and doc.get("content_digest") != digest_of(data):
        raise set_aside(path, f"{path}: the copy of the content does not match its digest "
                              "(the file was edited by hand)")
    try:
        return _replay(game, doc)
    except _ReplayError as exc:
        raise set_aside(path, f"{path}: cannot be replayed{exc.where}: {exc.cause}") from None


def _game_of(path: Path, game_id: str):
    """The game a save is for; SaveError when this box has no such game or cannot load it
    (the save is not at fault then: it stays for the day the game is back)."""
    try:
        return registry.get(game_id)
    except registry.UnknownGame:
        raise SaveError(f"{path}: game {game_id!r} is not in this game box") from None
    except Exception as exc:  # noqa: BLE001 - a broken game module must not close the box
        raise SaveError(f"{path}: the game {game_id!r} cannot be loaded: {exc}") from None


class _ReplayError(Exception):
    """Why a save's seats, options, content or log do not rebuild its match."""

    def __init__(self, cause: Exception, entry: int | None) -> None:
        super().__init__(str(cause))
        self.cause = cause
        self.where = f" at log entry {entry}" if entry is not None else ""


def _replay(game, doc: dict) -> Match:
    """The match `doc` describes, its log replayed; _ReplayError when it cannot be."""
    entry = None
    try:
        seats = [SeatSpec.from_json(s) for s in doc["seats"]]
        data = doc.get("content")
        content = game.content_from_data(data) if data is not None else None
        match = Match.start(game, seats, doc["options"], doc["seed"], content, undo=True)
        for entry, raw in enumerate(doc["log"], start=1):
            seat, action = entry_from_json(raw)
            match.replay_entry(seat, action)
    except Exception as exc:  # noqa: BLE001 - whatever a hand-edited save trips, it is the save
        raise _ReplayError(exc, entry) from None
    return match


def set_aside(path: Path, message: str) -> SaveError:
    """Move the bad save at `path` aside (`quarantine`) and return the SaveError saying
    `message` and where the file went (or why it could not be moved: it is reported all
    the same)."""
    try:
        moved = quarantine(path)
    except OSError as exc:
        return SaveError(f"{message} (it could not be moved aside: {exc.strerror or exc})")
    return SaveError(f"{message} (moved aside to {moved.name})")


def read_table_record(path: Path) -> dict:
    """The save's table record, or {} when it has none or it cannot be read.

    Only a comfort is lost when this is {} (a fresh clock, today's seats for a rematch); the
    game itself is checked and replayed by `load_match`.
    """
    try:
        record = json.loads(path.read_text(encoding="utf-8")).get("table")
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, AttributeError):
        return {}
    return record if isinstance(record, dict) else {}


def quarantine(path: Path) -> Path:
    """Move a bad save aside (never delete or overwrite); return its new name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{stamp}.bad")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{stamp}-{n}.bad")
        n += 1
    os.replace(path, target)
    return target


def list_saves(folder: Path | None = None) -> tuple[list[SaveInfo], list[str]]:
    """Readable saves, and a message for each bad one (which is moved aside)."""
    folder = folder or saves_dir()
    infos: list[SaveInfo] = []
    problems: list[str] = []
    if not folder.is_dir():
        return infos, problems
    for path in sorted(folder.glob("*.json")):
        try:
            doc = _read_document(path)
            options = doc.get("options")
            infos.append(SaveInfo(path, doc["game"],
                                  [str(s.get("name", "")) + (" (bot)" if s.get("kind") == "bot"
                                                             else "") for s in doc["seats"]],
                                  len(doc["log"]), float(doc.get("saved_at", 0)),
                                  options if isinstance(options, dict) else {}))
        except SaveError as exc:
            moved = quarantine(path)
            problems.append(f"{exc} (moved aside to {moved.name})")
    return infos, problems
