"""The launcher and malformed, newer and option-changed saves, found in QA pass 5: a save whose
seats were names (or null) or whose `saved_at` was text closed the box on every start; a
save made by a newer gamebox was moved aside where the updated box would never find it; and
a save holding an option the game no longer has was moved aside at its first Continue."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox.engine import registry, saves
from gamebox.engine.match import Match, SeatSpec
from gamebox.scenes.saved_games import SavedGamesScene
from gamebox.scenes.table import TableScene

from save_helpers import edit
from scene_helpers import open_launcher

from .test_saved_games import make_saves


def continue_buttons(scene) -> dict:
    scene.layout()
    return {b.value[1]: b for b in scene.ring.buttons if b.value[0] == "save"}


BAD = {
    "b5_seats_strings": (lambda d: d.update(seats=["Player 1", "Player 2"]),
                         "field 'seats[0]' must be a seat"),
    "b5_seats_null": (lambda d: d["seats"].__setitem__(0, None),
                      "field 'seats[0]' must be a seat"),
    "b5_seats_text": (lambda d: d.update(seats="Ann"), "field 'seats' must be a list"),
    "b6_saved_at_text": (lambda d: d.update(saved_at="yesterday"),
                         "field 'saved_at' must be a time"),
    "b6_saved_at_list": (lambda d: d.update(saved_at=[1]), "field 'saved_at' must be a time"),
    "b7_options_list": (lambda d: d.update(options=[]), "field 'options' must be an object"),
    "b8_log_text": (lambda d: d.update(log="play c1"), "field 'log' must be a list"),
    "b9_game_number": (lambda d: d.update(game=7), "field 'game' must be text"),
}
"""The QA's malformed saves (and their kin), by file name: how each is made, its note."""


def test_the_launcher_opens_beside_malformed_saves_and_notes_each(app, drive, highcard,
                                                                   user_data, rendered):
    """QA: `b5_seats_strings.json` alone made every start end in an AttributeError (and
    the bad saves moved before the crash were never reported)."""
    good = make_saves(highcard, user_data, 2)
    before = {path: path.read_bytes() for path in good}
    folder = user_data / "saves"
    originals = {}
    for name, (change, _) in BAD.items():
        path = folder / f"{name}.json"
        path.write_bytes(good[0].read_bytes())
        originals[name] = edit(path, change)
    launcher = open_launcher(app, drive)
    assert set(continue_buttons(launcher)) == {str(p) for p in good}, "the good saves play"
    assert len(launcher.save_problems) == len(BAD)
    for name, (_, words) in BAD.items():
        [note] = [p for p in launcher.save_problems if p.startswith(f"saves/{name}.json: ")]
        assert words in note
        [moved] = folder.glob(f"{name}.json.*.bad")
        assert f"(moved aside to {moved.name})" in note
        assert moved.read_bytes() == originals[name], "kept, byte for byte"
    assert all(path.read_bytes() == data for path, data in before.items())
    launcher.draw(pygame.Surface((1280, 720)))
    assert "field 'seats[0]' must be a seat" in " ".join(rendered)
    listing = SavedGamesScene(app, launcher)
    app.push(listing)
    drive.settle()
    assert set(continue_buttons(listing)) == {str(p) for p in good}


# ---- a save made by a newer gamebox ----------------------------------------------------------
def make_newer(path) -> bytes:
    return edit(path, lambda d: d.update(version=saves.VERSION + 1, seats=["Ann"]))


def test_a_newer_gamebox_save_is_a_note_and_stays_in_place(app, drive, highcard, user_data,
                                                           rendered):
    """QA: its note said "update gamebox to continue it", and it was renamed `.bad`, which
    the updated box never looks at."""
    good, newer = make_saves(highcard, user_data, 2)
    original = make_newer(newer)
    launcher = open_launcher(app, drive)
    assert list(continue_buttons(launcher)) == [str(good)], "no Continue that could only fail"
    note = (f"saves/{newer.name} needs a newer gamebox (save version {saves.VERSION + 1}, this "
            f"one reads up to {saves.VERSION}): it is kept in saves/ for when gamebox is "
            "updated")
    assert launcher.foreign_saves == [note] and launcher.save_problems == []
    launcher.draw(pygame.Surface((1280, 720)))
    assert "needs a newer gamebox" in " ".join(rendered)
    launcher.read_saves(keep_notes=True)
    assert launcher.notes() == [note], "said once, however often the saves are read"
    listing = SavedGamesScene(app, launcher)
    app.push(listing)
    drive.settle()
    assert list(continue_buttons(listing)) == [str(good)] and note in listing.problems
    assert newer.read_bytes() == original
    assert sorted(p.name for p in newer.parent.iterdir()) == sorted([good.name, newer.name])


def test_several_newer_gamebox_saves_share_a_note(app, drive, highcard, user_data):
    paths = make_saves(highcard, user_data, 3)
    for path in paths[1:]:
        make_newer(path)
    launcher = open_launcher(app, drive)
    assert launcher.foreign_saves == [
        f"2 saved games need a newer gamebox (this one reads save versions up to "
        f"{saves.VERSION}): they are kept in saves/ for when gamebox is updated"]
    assert all(path.exists() for path in paths)


# ---- a save with an option the game no longer has ------------------------------------------
@pytest.fixture
def turbo_save(user_data):
    """The QA's b4: a Guts save some moves in, with an option Guts does not have."""
    match = Match.start(registry.get("guts"), [SeatSpec("human", "kbd", "Ann"),
                                               SeatSpec("bot", "easy", "Rob")], None, 3)
    for _ in range(4):
        seat = match.state.to_act()[0]
        match.act(seat, match.state.legal_actions(seat)[0])
    path = saves.save_match(match, user_data / "saves" / "b4_unknown_option.json")
    edit(path, lambda d: d.update(options={"first_game": False, "turbo_mode": True}))
    return path


def test_continue_says_the_option_is_left_out_then_plays_on(app, drive, turbo_save):
    """QA: "cannot be replayed: Guts of Glory has no option 'turbo_mode' (moved aside…)"."""
    original = turbo_save.read_bytes()
    launcher = open_launcher(app, drive)
    launcher.choose(continue_buttons(launcher)[str(turbo_save)])
    drive.settle()
    assert app.top is launcher, "said before the table covers the launcher"
    assert launcher.notice == ("This game was saved with an option this version no longer "
                               "has (turbo_mode); it plays on without it. Choose Continue "
                               "again to play on.")
    assert turbo_save.read_bytes() == original
    launcher.choose(continue_buttons(launcher)[str(turbo_save)])
    drive.settle()
    assert isinstance(app.top, TableScene) and len(app.top.match.state.log) >= 4
    assert "turbo_mode" not in app.top.match.state.options
    assert not list(turbo_save.parent.glob("*.bad"))
    drive.settle()  # the bot moves on, and the game saves without the option
    assert len(app.top.match.state.log) > 4
    assert json.loads(turbo_save.read_text())["options"] == {"first_game": False}


def test_a_bad_save_that_cannot_be_moved_is_noted_once(app, drive, highcard, user_data,
                                                       monkeypatch):
    """It is found again every time the saves are read (a refused Continue, the window
    back from another): its note is said once, and the box still opens."""
    [good] = make_saves(highcard, user_data, 1)
    bad = user_data / "saves" / "b5_seats_strings.json"
    bad.write_bytes(good.read_bytes())
    edit(bad, BAD["b5_seats_strings"][0])

    def refuse(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves, "quarantine", refuse)
    launcher = open_launcher(app, drive)
    launcher.read_saves(keep_notes=True)
    assert launcher.save_problems == [
        "saves/b5_seats_strings.json: field 'seats[0]' must be a seat (an object with \"kind\" "
        "and \"controller\"), not 'Player 1' (it could not be moved aside: Permission denied)"]
    assert list(continue_buttons(launcher)) == [str(good)] and bad.exists()
