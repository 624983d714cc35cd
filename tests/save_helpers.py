"""Helpers for tests of saved games: make some, edit one by hand as a person might, or put a
save that cannot be replayed in the saves folder."""
from __future__ import annotations

import json

UNREPLAYABLE = ('{"format":"gamebox-save","version":1,"game":"guts","options":{},"seats":[],'
                '"seed":1,"log":[[0,"feed 9 9"]]}')
"""A save that is valid JSON, of a game in the box, but whose log cannot be replayed."""


def write_unreplayable(user_data):
    """`UNREPLAYABLE` in the saves folder, as `guts-20261123-090001-2.json`; its path."""
    folder = user_data / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "guts-20261123-090001-2.json"
    path.write_text(UNREPLAYABLE)
    return path


def make_saves(game, user_data, count: int) -> list:
    """`count` unfinished games of `game`, one move in; save n is n minutes old, so the
    newest is seat "Ann0"'s. Returns the paths, newest first."""
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.engine.saves import save_match

    folder = user_data / "saves"
    paths = []
    for n in range(count):
        match = Match.start(game, [SeatSpec("human", "kbd", f"Ann{n}"),
                                   SeatSpec("bot", "easy", "Rob")], None, 100 + n)
        match.act(1, match.state.legal_actions(1)[0])
        path = save_match(match, folder / f"{game.id}-{n:02d}.json")
        doc = json.loads(path.read_text())
        doc["saved_at"] = 1_700_000_000 - 60 * n
        path.write_text(json.dumps(doc))
        paths.append(path)
    return paths


def edit(path, change) -> bytes:
    """Apply `change` to the save at `path` (a function given its JSON document); return the
    file's new bytes."""
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))
    return path.read_bytes()


def moved_aside(path) -> list:
    """The files a bad save at `path` was moved aside to (``NAME.<time>.bad``)."""
    return list(path.parent.glob(path.name + ".*.bad"))
