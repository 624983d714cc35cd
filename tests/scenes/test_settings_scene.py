"""The settings screen: every value steps both ways (keys, arrows, clicks) and is saved at
once; the controller test shows the last press of each pad; and everything is written whole
and clear of the buttons at every window and text size, down to a tiny window."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox.scenes import settings_scene
from gamebox.scenes.settings_scene import SettingsScene
from gamebox.ui import theme

from scene_helpers import button, focus, record_text, resize


WINDOWS = [(960, 540), (1280, 720), (1600, 900), (1920, 1080)]


VALUES = ["fullscreen", "master_volume", "effects_volume", "text_size", "colour_blind",
          "bot_speed", "pace", "hard_think_ms", "forced_moves"]


def settings(app, drive, size=(1280, 720), text_size="huge") -> SettingsScene:
    theme.configure(text_size)
    app.surface = pygame.Surface(size)
    app.push(SettingsScene(app))
    drive.settle()
    return app.top


def value_of(app, key):
    return getattr(app.settings, key)


# ---- changing a value --------------------------------------------------------------------
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


def test_the_hard_bots_thinking_time_cycles_and_is_saved(app, drive):
    app.push(SettingsScene(app))
    drive.settle()
    scene = app.top
    scene.layout()
    think = next(b for b in scene.ring.buttons if b.value == ("hard_think_ms",))
    assert think.label == "Hard bot thinks: 1 s"
    drive.click(think.rect.center)
    assert app.settings.hard_think_ms == 2000
    assert json.loads(app.settings_file.read_text())["hard_think_ms"] == 2000


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
    if key not in ("fullscreen", "colour_blind", "forced_moves"):  # two values: back is forward
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


# ---- the controller test -----------------------------------------------------------------
def test_controller_test_shows_the_last_press(app, drive, rendered):
    app.input.add_pad(33, "PS4 Controller")
    app.push(SettingsScene(app))
    drive.settle()
    drive.pad(33, pygame.CONTROLLER_BUTTON_Y)
    assert any("last pressed: skip" in t for t in rendered)
    assert any("PS4 Controller (playstation)" in t for t in rendered)


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


# ---- every size --------------------------------------------------------------------------
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


def test_settings_draw_in_a_tiny_window(app):
    """The settings draw in a tiny window: the controller-test box, with no room left, draws
    nothing rather than raising. Replay: `tools/monkey.py --seed 3 --frames 2792`."""
    app.push(SettingsScene(app))
    resize(app, (160, 120))
    app.dirty = True
    app.step(dt=0.0, events=[])
    assert isinstance(app.top, SettingsScene)
