"""Saved games: options, seats, seed and the action log, with a copy of the content used.

A save is a small JSON file written atomically (a temporary file, then a rename), so a crash
mid-write never leaves half a save. Loading never loses data: a save that is corrupt or
hand-edited into nonsense is moved aside with a ``.bad`` suffix and reported, and every other
save keeps working. A save that is not broken but that this box cannot use (made by a newer
gamebox, or of a game the box does not have) is reported and left where it is
(`NotForThisBox`). An option the game no longer has is left out when the save is loaded
(`Match.dropped_options` names it); an option value the game refuses makes a bad save.

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


class NotForThisBox(SaveError):
    """A save that is not broken, but that this box cannot use: made by a newer gamebox, or
    of a game the box does not have or cannot load. It is never moved aside; it stays in
    ``saves/`` for the box that can use it (gamebox updated, the game back)."""


class NewerSave(NotForThisBox):
    """A save made by a newer gamebox: its format `version` is above `VERSION`."""

    def __init__(self, message: str, version: int, game: str) -> None:
        super().__init__(message)
        self.version = version
        self.game = game
        """The save's game id ("" when it names none this box can read)."""


@dataclass(frozen=True)
class SaveInfo:
    """What the launcher's "continue" list shows of a save."""

    path: Path
    game: str
    seats: list[str]
    """The seats' names, a bot's marked "(bot)"."""
    turns: int
    """The moves the whole table saw (`moves_shown`), for the Continue button."""
    saved_at: float
    options: dict = field(default_factory=dict)
    """The match's options as saved (the launcher asks the game what sets them apart)."""
    summary: str = ""
    """Where the match stood when saved (`Game.save_summary`: round, scores, whose turn);
    "" for saves made before it was kept."""
    newer: int = 0
    """The save's format version when a newer gamebox made it (0: this box reads it). Such
    a save gets a note, not a Continue button, and its other fields are left blank."""


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
        # what the Continue button counts: the log's length would tell the secret steps
        "moves_seen": match.moves_seen(),
        "content_digest": content.digest if content is not None else None,
        "content": content.data if content is not None else None,
        "saved_at": time.time(),
        "summary": match.game.save_summary(state),
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
    """The save at `path`, its fields checked for what `list_saves` and `load_match` use;
    SaveError naming the field and what was expected (NewerSave for a newer gamebox's).

    OSError when the file cannot be read at all (gone, no permission).
    """
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"{path}: not a text file ({exc.reason})") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path}:{exc.lineno}:{exc.colno}: broken JSON: {exc.msg}") from None
    except RecursionError:
        raise SaveError(f"{path}: broken JSON: nested too deeply") from None
    except ValueError as exc:  # a number with thousands of digits
        raise SaveError(f"{path}: broken JSON: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(f"{path}: not a gamebox save (expected \"format\": \"{FORMAT}\")")
    version = _field(path, doc, "version", _WHOLE)
    if version > VERSION:
        game = doc.get("game")
        # the rest of the file is in a format this box does not know: it is not checked
        raise NewerSave(f"{path}: made by a newer gamebox (save version {version}, this one "
                        f"reads up to {VERSION}); update gamebox to continue it", version,
                        game if isinstance(game, str) else "")
    if not _field(path, doc, "game", _TEXT):
        raise SaveError(f"{path}: field 'game' is empty (expected a game's id)")
    _field(path, doc, "options", _OBJECT)
    _field(path, doc, "seed", _WHOLE)
    _field(path, doc, "log", _LIST)
    for n, seat in enumerate(_field(path, doc, "seats", _LIST)):
        _check(path, f"seats[{n}]", seat, _SEAT)
        _field(path, seat, "kind", _SEAT_KIND, f"seats[{n}].")
        _field(path, seat, "controller", _TEXT, f"seats[{n}].")
        for key in ("name", "colour"):
            if key in seat:
                _field(path, seat, key, _TEXT, f"seats[{n}].")
    if "saved_at" in doc:
        _check(path, "saved_at", doc["saved_at"], _TIME)
    if "summary" in doc:
        _check(path, "summary", doc["summary"], _TEXT)
    return doc


_Kind = tuple[str, Callable[[object], bool]]
"""What a field must hold: its words in a message ("a whole number"), and the test."""


def _is_time(value: object) -> bool:
    """A number of seconds since 1970 that the launcher can write as a date."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    try:
        time.localtime(value)
    except (OverflowError, OSError, ValueError):
        return False
    return True


_WHOLE: _Kind = ("a whole number", lambda v: isinstance(v, int) and not isinstance(v, bool))
_TEXT: _Kind = ("text", lambda v: isinstance(v, str))
_LIST: _Kind = ("a list", lambda v: isinstance(v, list))
_OBJECT: _Kind = ("an object ({...})", lambda v: isinstance(v, dict))
_SEAT: _Kind = ("a seat (an object with \"kind\" and \"controller\")",
                lambda v: isinstance(v, dict))
_SEAT_KIND: _Kind = ('"human" or "bot"', lambda v: v in ("human", "bot"))
_TIME: _Kind = ("a time (seconds since 1970)", _is_time)


def _field(path: Path, doc: dict, key: str, kind: _Kind, where: str = ""):
    """`doc[key]` when it is of `kind`; SaveError naming the field (``where`` + key) when
    it is missing or not."""
    if key not in doc:
        raise SaveError(f"{path}: field '{where}{key}' is missing (expected {kind[0]})")
    return _check(path, where + key, doc[key], kind)


def _check(path: Path, name: str, value, kind: _Kind):
    """`value` when it is of `kind`; SaveError naming field `name` when it is not."""
    if not kind[1](value):
        raise SaveError(f"{path}: field '{name}' must be {kind[0]}, not {_shown(value)}")
    return value


def _shown(value) -> str:
    """What a field holds, for a message: a short value itself, else what kind it is."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        text = repr(value)
        return text if len(text) <= 20 else "a number"
    if isinstance(value, str):
        return repr(value) if len(value) <= 20 else "text"
    return "a list" if isinstance(value, list) else "an object"


def load_match(path: Path) -> Match:
    """Rebuild a match by replaying its log from its seed with the content it was played with.

    Raises SaveError naming the file and the problem. A save that is well-formed but cannot
    be used (its content copy edited by hand, an option value the game refuses, a log or
    seats that do not replay) is found out only here, so it is moved aside here
    (`quarantine`), like the unreadable saves `list_saves` moves: its Continue button goes,
    and the file is kept. A file `list_saves` would move is left for it to move; a save this
    box cannot use but that is not broken (`NotForThisBox`) stays where it is.

    An option the game no longer has (a later version dropped it) is left out, and the
    match's `dropped_options` names it: the game plays on without it if its log replays.
    """
    doc = _read_document(path)
    game = _game_of(path, doc["game"])
    data = doc.get("content")
    if data is not None and doc.get("content_digest") != digest_of(data):
        raise set_aside(path, f"{path}: the copy of the content does not match its digest "
                              "(the file was edited by hand)")
    dropped: list[str] = []
    try:
        options = _options_of(game, doc["options"], dropped)
        match = _replay(game, doc, options)
    except _OptionError as exc:
        raise set_aside(path, f"{path}: {exc}") from None
    except _ReplayError as exc:
        without = (f" (without the option{'s' if len(dropped) > 1 else ''} this version no "
                   f"longer has: {', '.join(dropped)})" if dropped else "")
        raise set_aside(path, f"{path}: cannot be replayed{exc.where}: {exc.cause}{without}"
                        ) from None
    match.dropped_options = dropped
    return match


def dropped_note(match: Match) -> str:
    """A sentence for players continuing `match` on the options its save named that the
    game no longer has (`load_match` left them out), or "" when there were none."""
    dropped = match.dropped_options
    if not dropped:
        return ""
    if len(dropped) == 1:
        return (f"This game was saved with an option this version no longer has "
                f"({dropped[0]}); it plays on without it.")
    return (f"This game was saved with options this version no longer has "
            f"({', '.join(dropped)}); it plays on without them.")


def _game_of(path: Path, game_id: str):
    """The game a save is for; NotForThisBox when this box has no such game or cannot load
    it (the save is not at fault then: it stays for the day the game is back)."""
    try:
        return registry.get(game_id)
    except registry.UnknownGame:
        raise NotForThisBox(f"{path}: game {game_id!r} is not in this game box") from None
    except Exception as exc:  # noqa: BLE001 - a broken game module must not close the box
        raise NotForThisBox(f"{path}: the game {game_id!r} cannot be loaded: {exc}") from None


class _OptionError(Exception):
    """A saved option's value that the game refuses (the message says which and why)."""


def _options_of(game, saved: dict, dropped: list[str]) -> dict:
    """The saved options the game still has; the names of those it no longer has are added
    to `dropped`. _OptionError for a value the game refuses.

    Each option goes through the game's own `resolve_options` on its own: one the game
    refuses that is not among its options is one a later version dropped; one that is among
    them has a value the game does not allow. (A key the game takes without listing it, such
    as an old save's name for an option, is kept.)
    """
    try:
        options = {option.key: option for option in game.options}
    except Exception as exc:  # noqa: BLE001 - as in `_replay`: the match cannot be rebuilt
        raise _ReplayError(exc, None) from None
    kept = {}
    for key, value in saved.items():
        try:
            game.resolve_options({key: value})
        except Exception as exc:  # noqa: BLE001 - a hand-edited value may trip anything
            if key not in options:
                dropped.append(key)
                continue
            if isinstance(exc, ValueError):
                raise _OptionError(str(exc)) from None
            raise _OptionError(f"option {key} cannot be {_shown(value)}; expected a value "
                               f"like {_shown(options[key].default)}") from None
        kept[key] = value
    return kept


class _ReplayError(Exception):
    """Why a save's seats, options, content or log do not rebuild its match."""

    def __init__(self, cause: Exception, entry: int | None) -> None:
        super().__init__(str(cause))
        self.cause = cause
        self.where = f" at log entry {entry}" if entry is not None else ""


def _replay(game, doc: dict, options: dict) -> Match:
    """The match `doc` describes, played with `options`, its log replayed; _ReplayError when
    it cannot be."""
    entry = None
    try:
        seats = [SeatSpec.from_json(s) for s in doc["seats"]]
        data = doc.get("content")
        content = game.content_from_data(data) if data is not None else None
        match = Match.start(game, seats, options, doc["seed"], content, undo=True)
        for entry, raw in enumerate(doc["log"], start=1):
            for seat, action in game.read_entry(*entry_from_json(raw)):
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


def moves_shown(doc: dict) -> int:
    """The moves a save's Continue button counts: the decisions the whole table saw
    (`Match.moves_seen`, kept in the save), never the log's length, which counts a hidden
    game's secret steps too (a Grungeon seat's queued moves). A save from before that
    count was kept, or with a count that cannot be right, falls back to the log's length."""
    seen, logged = doc.get("moves_seen"), len(doc["log"])
    if isinstance(seen, int) and not isinstance(seen, bool) and 0 <= seen <= logged:
        return seen
    return logged


def list_saves(folder: Path | None = None) -> tuple[list[SaveInfo], list[str]]:
    """The saves in `folder` (default: the saves folder), and a message for each bad one,
    which is moved aside. Never raises for what a file holds.

    A save made by a newer gamebox is listed with its `newer` version and nothing else (it
    is not broken: it stays for the updated box); a file that cannot be opened at all is
    reported and left alone.
    """
    folder = folder or saves_dir()
    infos: list[SaveInfo] = []
    problems: list[str] = []
    if not folder.is_dir():
        return infos, problems
    for path in sorted(folder.glob("*.json")):
        try:
            doc = _read_document(path)
        except NewerSave as exc:
            infos.append(SaveInfo(path, exc.game, [], 0, 0.0, newer=exc.version))
        except SaveError as exc:
            problems.append(str(set_aside(path, str(exc))))
        except OSError as exc:  # not the file's content: nothing to move aside
            problems.append(f"{path}: cannot be read: {exc.strerror or exc}")
        else:
            infos.append(SaveInfo(path, doc["game"],
                                  [s.get("name", "") + (" (bot)" if s["kind"] == "bot" else "")
                                   for s in doc["seats"]],
                                  moves_shown(doc), float(doc.get("saved_at", 0)),
                                  doc["options"], doc.get("summary", "")))
    return infos, problems
