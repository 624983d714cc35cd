"""Settings: round trip, corrupt files, the settings screen; pause and rules screens;
screenshots of every target."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox import settings as settings_mod
from gamebox.app import App
from gamebox.engine.match import Match, SeatSpec
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.pause import PauseScene
from gamebox.scenes.rules_scene import RulesScene, rules_text
from gamebox.scenes.settings_scene import SettingsScene
from gamebox.scenes.table import TableScene


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    s = settings_mod.Settings(fullscreen=True, master_volume=0.3, text_size="large",
                              colour_blind=True, bot_speed="fast",
                              setups={"guts": {"seats": [], "options": {}}})
    settings_mod.save(s, path)
    loaded, problem = settings_mod.load(path)
    assert problem is None and loaded == s
    assert not list(tmp_path.glob("*.tmp")), "written atomically, no temporary left behind"


@pytest.mark.parametrize("content, words", [
    ("{ broken", "Expecting"),
    ('{"master_volume": 7}', "master_volume must be a number from 0 to 1"),
    ('{"text_size": "gigantic"}', "text_size must be one of"),
    ('{"volume": 1}', "unknown setting 'volume'"),
    ("[1, 2]", "does not hold an object"),
])
def test_corrupt_settings_are_reported_moved_aside_and_replaced(tmp_path, content, words):
    path = tmp_path / "settings.json"
    path.write_text(content)
    loaded, problem = settings_mod.load(path)
    assert loaded == settings_mod.Settings()
    assert problem is not None and words in problem and "moved aside" in problem
    assert not path.exists() and len(list(tmp_path.glob("settings.json.*.bad"))) == 1


def test_app_starts_with_a_corrupt_settings_file_and_says_so(tmp_path, rendered):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xff\xfe garbage")
    app = App(size=(960, 540), settings_file=path, start_devices=False)
    try:
        app.push(LauncherScene(app))
        app.step(dt=0.0, events=[])
        assert "unreadable" in " ".join(rendered)
    finally:
        app.close()


def test_settings_screen_changes_and_saves(app, drive):
    app.settings.bot_speed = "normal"
    app.push(SettingsScene(app))
    drive.settle()
    scene = app.top
    scene.layout()
    by_value = {b.value[0]: b for b in scene.ring.buttons}
    drive.click(by_value["bot_speed"].rect.center)
    assert app.settings.bot_speed == "fast"
    drive.click(by_value["colour_blind"].rect.center)
    drive.click(by_value["text_size"].rect.center)
    scene.ring.set(scene.ring.buttons, keep=("master_volume",))
    drive.key(pygame.K_LEFT)
    saved = json.loads(app.settings_file.read_text())
    assert saved["bot_speed"] == "fast" and saved["colour_blind"] is True
    assert saved["text_size"] == "large"
    assert saved["master_volume"] == pytest.approx(0.7)


def test_colour_blind_palette_changes_seat_colours(app):
    from gamebox.ui import theme

    theme.configure(colour_blind=False)
    plain = theme.seat_colour("#e4572e", 0)
    theme.configure(colour_blind=True)
    try:
        assert theme.seat_colour("#e4572e", 0) == theme.rgb(theme.SEAT_COLOURS_SAFE[0]) != plain
    finally:
        theme.configure()


def test_controller_test_shows_the_last_press(app, drive, rendered):
    app.input.add_pad(33, "PS4 Controller")
    app.push(SettingsScene(app))
    drive.settle()
    drive.pad(33, pygame.CONTROLLER_BUTTON_Y)
    assert any("last pressed: skip" in t for t in rendered)
    assert any("PS4 Controller (playstation)" in t for t in rendered)


def test_pause_hands_a_seat_to_a_bot_and_back(app, drive, highcard):
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("human", "kbd", "Bea")], None, 2)
    table = TableScene(app, match)
    app.push(table)
    app.push(PauseScene(app, table))
    drive.settle()
    pause = app.top
    pause.layout()
    values = [b.value for b in pause.ring.buttons]
    assert ("bot", 1) in values and ("swap", 0) in values
    pause.choose(next(b for b in pause.ring.buttons if b.value == ("bot", 1)))
    assert match.seats[1].is_bot and 1 in match.bots
    pause.layout()
    pause.choose(next(b for b in pause.ring.buttons if b.value == ("take", 1)))
    assert not match.seats[1].is_bot and match.seats[1].controller == "kbd"


def test_pause_swaps_a_seat_to_a_connected_pad(app, drive, highcard):
    app.input.add_pad(44, "Gamepad")
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("bot", "easy")], None, 2)
    table = TableScene(app, match)
    app.push(table)
    app.push(PauseScene(app, table))
    drive.settle()
    pause = app.top
    pause.layout()
    pause.choose(next(b for b in pause.ring.buttons if b.value == ("swap", 0)))
    assert match.seats[0].controller == "pad1"


def test_rules_reference_shows_the_rulebook_and_house_rules_and_scrolls(app, drive, highcard,
                                                                       monkeypatch, tmp_path):
    from gamebox.scenes import rules_scene

    book = tmp_path / "rules"
    book.mkdir()
    (book / "highcard.txt").write_text("HIGH CARD\n" + "\n".join(
        f"Rule line {n}." for n in range(200)))
    docs = tmp_path / "docs"
    (docs / "rules").mkdir(parents=True)
    (docs / "rules" / "highcard.md").write_text("Ties go to the youngest player.")
    monkeypatch.setattr(rules_scene, "RULES_DIR", book)
    monkeypatch.setattr(rules_scene, "DOCS_DIR", docs)
    monkeypatch.setattr(type(highcard), "rules_file", "highcard.txt")
    text = rules_text(highcard)
    assert "Rule line 199." in text and "Ties go to the youngest player." in text
    app.push(RulesScene(app, highcard))
    drive.settle()
    scene = app.top
    assert scene.top == 0
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_PAGEDOWN)
    assert scene.top > 3
    drive.key(pygame.K_BACKSPACE)
    drive.settle()
    assert app.top is not scene


def test_real_rulebooks_are_found_for_games_that_name_one():
    from gamebox.engine import registry

    for entry in registry.load_all():
        if entry.game is not None and entry.game.rules_file:
            assert "could not be read" not in rules_text(entry.game)[:200], entry.id


@pytest.mark.parametrize("target", ["launcher", "setup:highcard", "rules:highcard",
                                    "highcard", "pause:highcard", "results:highcard"])
def test_screenshot_writes_a_png(tmp_path, highcard, target):
    from gamebox.screenshot import render_to_png

    out = render_to_png(target, tmp_path / "shot.png", (480, 270), 3)
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 2000
    image = pygame.image.load(str(out))
    assert image.get_size() == (480, 270)
    colours = {image.get_at((x, y))[:3] for x in range(0, 480, 16) for y in range(0, 270, 16)}
    assert len(colours) > 3, "the picture is not blank"


def test_screenshot_of_an_unknown_target_is_refused(tmp_path):
    from gamebox.screenshot import render_to_png

    with pytest.raises(KeyError):
        render_to_png("no_such_game", tmp_path / "x.png", (320, 180), 1)
