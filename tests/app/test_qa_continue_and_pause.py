"""Found in hands-on QA of the continue path (Xvfb):

- a seat handed to a bot from the pause menu came back to its person when the game was quit
  straight away and continued (the save learnt of the hand-over only with the next move);
- a continued game greeted a seat that had played for turns with "Your first turn" again.
"""
from __future__ import annotations

import json

import pygame

from gamebox.engine import registry
from gamebox.engine.match import Match, SeatSpec
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.pause import PauseScene
from gamebox.scenes.table import TableScene


def look(drive, table, seat):
    drive.hold_key()
    assert table.curtain.eyes() == seat


def ann_and_bea(app, drive):
    """A table of High Card for Ann and Bea (both on the keyboard), opened from the launcher."""
    app.push(LauncherScene(app))
    app.apply_pending()
    table = app.open_match(Match.start(registry.get("highcard"),
                                       [SeatSpec("human", "kbd", "Ann"),
                                        SeatSpec("human", "kbd", "Bea")], None, 5))
    drive.settle()
    return table


def first_round(app, drive):
    """Ann and Bea play round 1 of High Card: the game has its save."""
    table = ann_and_bea(app, drive)
    for seat in (0, 1):
        look(drive, table, seat)
        assert table.walkthrough == seat, "a seat's first look shows its guide"
        assert table.act(seat, table.legal_for(seat)[0])
        drive.settle()
    assert table.match.autosave_path.exists()
    return table


def pause_choose(app, drive, value):
    if not isinstance(app.top, PauseScene):
        drive.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    pause.layout()
    pause.choose(next(b for b in pause.ring.buttons if b.value == value))
    return pause


def continue_game(app, drive, path):
    drive.settle()
    launcher = app.top
    assert isinstance(launcher, LauncherScene)
    launcher.continue_save(str(path))
    drive.settle()
    assert isinstance(app.top, TableScene)
    return app.top


def test_a_seat_handed_to_a_bot_stays_a_bot_when_the_game_is_quit_at_once(app, drive, highcard):
    table = first_round(app, drive)
    path = table.match.autosave_path
    pause_choose(app, drive, ("bot", 1))  # Bea has to go: a bot plays on for her
    assert json.loads(path.read_text())["seats"][1]["kind"] == "bot", \
        "the save knows of the hand-over before any move"
    pause_choose(app, drive, ("quit",))
    again = continue_game(app, drive, path)
    assert again.match.seats[1].is_bot, "the continued game has the bot in Bea's seat"
    assert not again.match.seats[0].is_bot


def test_taking_a_seat_back_is_saved_at_once(app, drive, highcard):
    table = first_round(app, drive)
    path = table.match.autosave_path
    pause_choose(app, drive, ("bot", 0))
    drive.key(pygame.K_ESCAPE)  # resume; the bot may play Ann's round-2 card
    drive.settle()
    pause_choose(app, drive, ("take", 0))  # Ann is back
    assert json.loads(path.read_text())["seats"][0]["kind"] == "human"


def test_a_continued_game_does_not_greet_a_seat_that_has_played_as_new(app, drive, highcard):
    """docs/couch.md: "on its first turn a short walkthrough explains the screen"."""
    table = first_round(app, drive)
    path = table.match.autosave_path
    pause_choose(app, drive, ("quit",))
    again = continue_game(app, drive, path)
    look(drive, again, 0)
    assert again.walkthrough is None, "Ann played round 1: round 2 is not her first turn"


def test_a_save_from_before_the_guide_was_kept_counts_seats_that_played(app, drive, highcard):
    table = first_round(app, drive)
    path = table.match.autosave_path
    pause_choose(app, drive, ("quit",))
    doc = json.loads(path.read_text())
    del doc["table"]["taught"]  # as an older box wrote it
    path.write_text(json.dumps(doc))
    again = continue_game(app, drive, path)
    assert again.taught == {0, 1}


def test_a_seat_that_never_looked_still_gets_its_guide_after_continue(app, drive, highcard):
    """Only seats that had their guide skip it: a new seat's first look still shows it."""
    table = ann_and_bea(app, drive)
    look(drive, table, 0)
    assert table.act(0, table.legal_for(0)[0])  # Ann plays; Bea has not looked yet
    drive.settle()
    pause_choose(app, drive, ("quit",))
    again = continue_game(app, drive, table.match.autosave_path)
    look(drive, again, 1)
    assert again.walkthrough == 1
