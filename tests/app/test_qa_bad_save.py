"""Found in hands-on QA: a save that is valid JSON but cannot be
replayed was reported when its Continue button was chosen, but stayed in saves/, so the
button failed again every time; its note pushed the note about a broken pack off the
launcher; and the button read "1 moves".

The engine's rule: a corrupt or hand-edited save is reported and moved aside (never deleted
or overwritten), and everything else keeps working."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox.engine import registry, saves
from gamebox.engine.match import Match, SeatSpec
from gamebox.scenes.saved_games import SavedGamesScene

from scene_helpers import open_launcher

QA_SAVE = ('{"format":"gamebox-save","version":1,"game":"guts","options":{},"seats":[],'
           '"seed":1,"log":[[0,"feed 9 9"]]}')
"""The file QA put in the saves folder, byte for byte."""


@pytest.fixture
def bad_save(user_data):
    folder = user_data / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "guts-20261123-090001-2.json"
    path.write_text(QA_SAVE)
    return path


@pytest.fixture
def good_save(user_data):
    game = registry.get("guts")
    match = Match.start(game, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Rob")],
                        None, 5)
    return saves.save_match(match, user_data / "saves" / "guts-good.json")



def continue_buttons(scene) -> dict:
    scene.layout()
    return {b.value[1]: b for b in scene.ring.buttons if b.value[0] == "save"}


def test_a_save_that_does_not_replay_is_moved_aside_and_its_button_goes(app, drive, bad_save,
                                                                       good_save):
    original = bad_save.read_bytes()
    launcher = open_launcher(app, drive)
    button = continue_buttons(launcher)[str(bad_save)]
    drive.click(button.rect.center)
    drive.settle()
    assert app.top is launcher, "no table opens"
    assert "cannot be replayed" in launcher.notice and "moved aside to" in launcher.notice
    assert not bad_save.exists()
    moved = list(bad_save.parent.glob(bad_save.name + ".*.bad"))
    assert len(moved) == 1 and moved[0].read_bytes() == original, "kept, byte for byte"
    assert moved[0].name in launcher.notice
    assert list(continue_buttons(launcher)) == [str(good_save)], "the other save still plays"


def test_the_list_of_all_saves_drops_the_row_of_a_save_moved_aside(app, drive, bad_save,
                                                                   good_save):
    launcher = open_launcher(app, drive)
    listing = SavedGamesScene(app, launcher)
    app.push(listing)
    drive.settle()
    listing.choose(continue_buttons(listing)[str(bad_save)])
    drive.settle()
    assert app.top is listing and "moved aside" in launcher.notice
    assert list(continue_buttons(listing)) == [str(good_save)]


def test_a_save_moved_aside_twice_never_replaces_the_first(bad_save, monkeypatch):
    """Never overwritten: the same bad file twice in one second gets two names."""
    monkeypatch.setattr(saves.time, "strftime", lambda *args: "20261123-090002")
    for _ in range(2):
        bad_save.write_text(QA_SAVE)
        with pytest.raises(saves.SaveError, match="cannot be replayed"):
            saves.load_match(bad_save)
    moved = sorted(p.name for p in bad_save.parent.glob("*.bad"))
    assert moved == [bad_save.name + ".20261123-090002-1.bad",
                     bad_save.name + ".20261123-090002.bad"]


def test_a_save_for_a_game_that_cannot_load_stays_and_is_reported(bad_save, monkeypatch):
    """Not the save's fault: it stays for the day the game is back."""
    def broken(game_id):
        raise SyntaxError("invalid syntax (rules.py, line 3)")

    monkeypatch.setattr(registry, "get", broken)
    with pytest.raises(saves.SaveError, match="cannot be loaded: invalid syntax"):
        saves.load_match(bad_save)
    assert bad_save.exists()


def test_one_move_is_one_move_on_a_continue_button(app, drive, user_data):
    game = registry.get("guts")
    match = Match.start(game, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Rob")],
                        None, 5)
    match.act(0, match.state.legal_actions(0)[0])
    assert len(match.state.log) == 1
    saves.save_match(match, user_data / "saves" / "one.json")
    launcher = open_launcher(app, drive)
    detail = next(iter(continue_buttons(launcher).values())).detail
    assert " \u00b7 1 move \u00b7 " in detail, detail


def test_a_long_save_note_leaves_room_for_the_pack_note(app, drive, bad_save, good_save,
                                                        user_data, rendered):
    """QA's launcher: the refused save's note and an earlier one took the room of the note
    naming the broken pack. Every note now keeps at least its first line."""
    pack = user_data / "content" / "packs" / "guts" / "mine.yaml"
    pack.parent.mkdir(parents=True)
    pack.write_text("cards:\n  - name: Mine\n    toughness: lots\n")
    (bad_save.parent / "guts-20261123-090000-1.json").write_text('{"format": "gamebox-sa')
    maze = user_data / "content" / "maps" / "grungeon" / "bad.tmx"
    maze.parent.mkdir(parents=True)
    maze.write_text("<?xml version='1.0'?>\n<map version='1.8'\n")
    launcher = open_launcher(app, drive)
    assert launcher.content_problems and launcher.save_problems
    launcher.choose(continue_buttons(launcher)[str(bad_save)])
    for size in [(1280, 720), (960, 540)]:  # the notes beside the Continue buttons, and under
        rendered.clear()
        launcher.draw(pygame.Surface(size))
        shown = " ".join(rendered)
        assert "your file mine.yaml" in shown and "your file bad.tmx" in shown, size
        assert "cannot be replayed" in shown and "broken JSON" in shown, size


def test_the_notes_share_their_room_a_line_each_first():
    from gamebox.scenes.notes import share_lines

    assert share_lines([3, 3, 3], 10, 0, 30) == [1, 1, 1]
    assert share_lines([3, 3, 3], 10, 0, 50) == [2, 2, 1]
    assert share_lines([3, 3, 3], 10, 0, 20) == [1, 1], "what fits, the newest first"
    assert share_lines([1, 2], 10, 0, 100) == [1, 2], "never more than a note needs"
    assert json.loads(QA_SAVE)["log"] == [[0, "feed 9 9"]]
