"""Found in hands-on QA with huge text:

- the table's key tips ("Enter: choose · F1: hint") ran off the window's bottom edge at huge
  text; they stay inside at every text size and window size, at the size of the setting;
- Settings at huge text: the line under the title nearly touched the first button and the
  controller test ended in "…"; its value buttons showed no arrows, unlike seat setup;
- "Play again" showed the first-turn guide again to the people who had just finished a game;
- the pause menu promised "the game is saved" before the first move, when no save exists.
"""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine import registry
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.saves import saves_dir
from gamebox.scenes import settings_scene, table_drawing
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.pause import PauseScene
from gamebox.scenes.results import ResultsScene, rematch_taught
from gamebox.scenes.settings_scene import SettingsScene
from gamebox.scenes.table import TableScene
from gamebox.ui import theme

from scene_helpers import button, focus, record_text

WINDOWS = [(960, 540), (1280, 720), (1600, 900), (1920, 1080)]
VALUES = ["fullscreen", "master_volume", "effects_volume", "text_size", "colour_blind",
          "bot_speed"]


def guts_table(app, drive) -> TableScene:
    """A Guts table on Player 1's first move (keyboard), a bot in the other seat."""
    app.push(LauncherScene(app))
    app.apply_pending()
    match = Match.start(registry.get("guts"), [SeatSpec("human", "kbd", "Player 1"),
                                               SeatSpec("bot", "normal", "Player 2")], None, 3)
    table = app.open_match(match, autosave=False)
    drive.settle()
    assert table.curtain.eyes() == 0, "Player 1 is looking at their move"
    return table


# ---- 1. the key tips under the side panel ---------------------------------------------------
@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("text_size", ["small", "normal", "large", "huge"])
def test_the_key_tips_stay_inside_the_window(app, drive, monkeypatch, size, text_size):
    table = guts_table(app, drive)
    theme.configure(text_size)  # the app fixture puts the normal size back afterwards
    surface = pygame.Surface(size)
    written = record_text(monkeypatch, table_drawing)
    table.draw(surface)
    tips = [w for w in written if ": choose" in w["text"]]
    assert len(tips) == 1, "the key tips are drawn"
    tip = tips[0]
    assert surface.get_rect().contains(tip["rect"]), f"{tip['text']!r} at {tip['rect']}"
    side = table.regions(surface)[2]
    assert tip["rect"].top >= side.bottom, "under the side panel, not over its buttons"
    assert tip["size"] == theme.text_px(surface, 1.4), "at the size of the text setting"
    assert "\u2026" not in tip["text"], "whole tips only"


@pytest.mark.parametrize("text_size", ["normal", "huge"])
def test_only_the_side_panel_makes_room_for_the_tips(app, drive, text_size):
    """The board keeps its size at every text size (the games lay themselves out in it);
    the side panel gives up room only when the tips need it."""
    table = guts_table(app, drive)
    theme.configure(text_size)
    for size in WINDOWS:
        surface = pygame.Surface(size)
        margin = round(2 * theme.unit(surface))
        _banner, board, side = table.regions(surface)
        assert board.bottom == size[1] - margin
        if text_size == "normal":
            assert side.bottom == board.bottom
        else:
            assert board.bottom - side.bottom < margin, "a few pixels, no more"


# ---- 2. the settings screen --------------------------------------------------------------
def settings(app, drive, size=(1280, 720), text_size="huge") -> SettingsScene:
    theme.configure(text_size)
    app.surface = pygame.Surface(size)
    app.push(SettingsScene(app))
    drive.settle()
    return app.top


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("text_size", ["normal", "huge"])
def test_the_line_under_the_title_keeps_clear_of_the_buttons(app, drive, monkeypatch,
                                                             size, text_size):
    scene = settings(app, drive, size, text_size)
    written = record_text(monkeypatch, settings_scene)
    scene.draw(app.surface)
    line = next(w["rect"] for w in written if w["text"].startswith("Left/right"))
    first = min(b.rect.top for b in scene.ring.buttons)
    assert first - line.bottom >= theme.unit(app.surface), "a clear gap, not a touch"


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_controller_test_is_written_whole(app, drive, rendered, size):
    app.input.add_pad(41, "Nintendo Switch Pro Controller with a long name")
    scene = settings(app, drive, size)
    rendered.clear()
    scene.draw(app.surface)
    assert not [t for t in rendered if "\u2026" in t], "nothing cut with an ellipsis"
    shown = " ".join(rendered)
    assert "Nintendo Switch Pro Controller with a long name" in " ".join(shown.split())


def test_no_gamepad_line_is_written_whole(app, drive, rendered):
    scene = settings(app, drive)
    rendered.clear()
    scene.draw(app.surface)
    words = " ".join(t for t in rendered if t.strip())
    assert "No gamepad connected: plug one in and it appears here." in words
    assert not [t for t in rendered if "\u2026" in t]


def test_every_value_shows_two_arrows(app, drive, monkeypatch):
    scene = settings(app, drive)
    drawn = []
    original = settings_scene.__dict__.get("draw_arrows")
    monkeypatch.setattr(settings_scene, "draw_arrows",
                        lambda surface, zones, colour: drawn.append(zones) or
                        original(surface, zones, colour), raising=False)
    scene.draw(app.surface)
    with_arrows = [b.value[0] for b in scene.ring.buttons if "arrows" in b.tags]
    assert with_arrows == VALUES, "every button that holds a value; not Back"
    assert len(drawn) == len(VALUES)
    for b in scene.ring.buttons:
        if "arrows" in b.tags:
            back, forward = b.tags["arrows"]
            assert b.rect.contains(back) and b.rect.contains(forward)


def value_of(app, key):
    return getattr(app.settings, key)


@pytest.mark.parametrize("key", VALUES)
def test_left_and_right_step_a_value_both_ways(app, drive, monkeypatch, key):
    scene = settings(app, drive, text_size="normal")
    monkeypatch.setattr(app, "set_fullscreen",
                        lambda on: setattr(app.settings, "fullscreen", on))
    app.settings.bot_speed = "normal"
    focus(scene, (key,))
    start = value_of(app, key)
    drive.key(pygame.K_RIGHT)
    forward = value_of(app, key)
    assert forward != start
    drive.key(pygame.K_LEFT)
    assert value_of(app, key) == start, "left takes the step back"
    drive.key(pygame.K_LEFT)
    back = value_of(app, key)
    assert back != start
    if key not in ("fullscreen", "colour_blind"):  # two values: back is forward
        assert back != forward
    assert app.top is scene and scene.ring.focused.value == (key,), "focus stays put"


@pytest.mark.parametrize("key", ["text_size", "bot_speed", "master_volume"])
def test_the_left_arrow_steps_back_and_the_rest_forward(app, drive, key):
    scene = settings(app, drive, text_size="normal")
    app.settings.bot_speed = "normal"
    start = value_of(app, key)
    drive.click(button(scene, (key,)).tags["arrows"][0].center)
    back = value_of(app, key)
    assert back != start
    drive.click(button(scene, (key,)).rect.center)
    assert value_of(app, key) == start
    drive.click(button(scene, (key,)).tags["arrows"][1].center)
    assert value_of(app, key) not in (start, back)


# ---- 3. the first-turn guide and "Play again" ----------------------------------------------
def lift(drive, table) -> None:
    """Lift the curtain for the seat it waits for, if it is down."""
    if table.curtain.down_for() is not None:
        drive.hold_key()


def play_out(app, drive) -> ResultsScene:
    """Every seat plays its first move until the results show."""
    for _ in range(300):
        if isinstance(app.top, ResultsScene):
            return app.top
        table = app.top
        for seat in table.curtain.humans_to_act():
            table.match.act(seat, table.match.state.legal_actions(seat)[0])
            break
        drive.frame(0.5)
    raise AssertionError("the game did not end")


def first_table(app, drive, seats) -> TableScene:
    app.push(LauncherScene(app))
    app.apply_pending()
    table = app.open_match(Match.start(registry.get("highcard"), seats, None, 9))
    drive.settle()
    lift(drive, table)
    return table


@pytest.mark.parametrize("rotate", [False, True])
def test_play_again_does_not_show_the_guide_again(app, drive, rendered, highcard, rotate):
    table = first_table(app, drive, [SeatSpec("human", "kbd", "Ann"),
                                     SeatSpec("bot", "easy", "Rob"),
                                     SeatSpec("bot", "easy", "Sue")])
    assert table.walkthrough == 0, "Ann's first game greets her"
    results = play_out(app, drive)
    results.rematch(rotate=rotate)
    drive.settle()
    again = app.top
    assert isinstance(again, TableScene) and again is not table
    ann = 2 if rotate else 0
    assert again.match.seats[ann].name == "Ann"
    for _ in range(20):  # the bots play until it is Ann's turn
        if ann in again.curtain.humans_to_act():
            break
        drive.frame(0.5)
    lift(drive, again)
    rendered.clear()
    drive.frame(0.0)
    app.draw(app.surface)
    assert again.curtain.eyes() == ann
    assert again.walkthrough is None and ann in again.taught
    assert "Your first turn" not in rendered


def test_a_person_new_to_the_rematch_still_gets_the_guide(app, drive, highcard):
    """Only Ann had her guide in the game that ended (Bea took her seat at the last
    moment, say): in the rematch Ann is not greeted again, Bea is."""
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("human", "kbd", "Bea")], None, 4)
    app.push(LauncherScene(app))
    app.push(ResultsScene(app, match, taught={0}))
    drive.settle()
    rematch = app.top.rematch(rotate=False)
    drive.settle()
    table = app.top
    assert table.match is rematch and table.taught == {0}
    assert table.curtain.down_for() == 0
    drive.hold_key()
    assert table.curtain.eyes() == 0 and table.walkthrough is None
    table.act(0, rematch.state.legal_actions(0)[0])
    drive.settle()
    assert table.curtain.down_for() == 1
    drive.hold_key()
    assert table.curtain.eyes() == 1 and table.walkthrough == 1


def test_the_taught_seats_move_with_their_people():
    assert rematch_taught({0, 2}, 3, rotate=False) == {0, 2}
    assert rematch_taught({0, 2}, 3, rotate=True) == {1, 2}
    assert rematch_taught(set(), 4, rotate=True) == set()


# ---- 4. what "Quit to launcher" promises ---------------------------------------------------
def quit_note(app, drive, table) -> str:
    drive.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    return button(pause, ("quit",)).detail


def two_people(app, drive, highcard) -> TableScene:
    app.push(LauncherScene(app))
    app.apply_pending()
    table = app.open_match(Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                                  SeatSpec("human", "kbd", "Bea")], None, 5))
    drive.settle()
    return table


def test_before_the_first_move_quitting_promises_no_save(app, drive, highcard):
    table = two_people(app, drive, highcard)
    note = quit_note(app, drive, table)
    assert "saved;" not in note and "nothing is saved" in note
    drive.key(pygame.K_DOWN)
    app.top.choose(button(app.top, ("quit",)))
    drive.settle()
    assert isinstance(app.top, LauncherScene)
    assert not list(saves_dir().glob("*.json")), "as docs/couch.md says: no save is made"


def test_after_a_move_quitting_says_the_game_is_saved(app, drive, highcard):
    table = two_people(app, drive, highcard)
    table.match.act(0, table.match.state.legal_actions(0)[0])
    drive.settle()
    assert table.match.autosave_path.exists()
    assert quit_note(app, drive, table) == "the game is saved; continue it later"


def test_a_table_without_autosave_says_it_is_not_saved(app, drive, highcard):
    app.push(LauncherScene(app))
    app.apply_pending()
    table = app.open_match(Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                                  SeatSpec("human", "kbd", "Bea")], None, 5),
                           autosave=False)
    drive.settle()
    table.match.act(0, table.match.state.legal_actions(0)[0])
    assert quit_note(app, drive, table) == "this game is not saved"


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_curtain_says_how_to_look_in_full_at_huge_text(app, drive, monkeypatch, highcard,
                                                            size):
    """At huge text the curtain's "hold Enter (or hold the mouse button) to look." was cut
    with "...": it is how a person gets to their move, so it is written smaller instead."""
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Player 1"),
                                   SeatSpec("human", "kbd", "Player 2")], None, 3)
    table = app.open_match(match, autosave=False)
    drive.settle()
    theme.configure("huge")
    surface = pygame.Surface(size)
    written = record_text(monkeypatch, table_drawing)
    table.draw_curtain(surface, 0)
    how = [w for w in written if "to look" in w["text"]]
    from gamebox.ui.text import measure

    assert how and measure(how[0]["text"], how[0]["size"])[0] <= how[0]["max_width"], how
