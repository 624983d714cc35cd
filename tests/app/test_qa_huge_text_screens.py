"""Found in hands-on QA with Text size: huge at 1280x720: the launcher's tiles cut their pitches ("Memorise the maze, …"), seat
setup cut "Keyboard + m…" and "Who is playing? Gamepads: press A (Cross)…". The launcher's,
setup's and saved games' hint lines stay inside the window."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine import registry
from gamebox.scenes import base, launcher as launcher_scene, setup as setup_scene
from gamebox.scenes.saved_games import SavedGamesScene
from gamebox.scenes.setup import SeatSetupScene
from gamebox.ui import theme

from scene_helpers import open_launcher, record_text


def huge(app, size=(1280, 720)) -> None:
    theme.configure("huge")  # the app fixture puts the normal size back afterwards
    app.surface = pygame.Surface(size)



@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_each_tile_shows_its_whole_pitch(app, drive, rendered, size):
    huge(app, size)
    scene = open_launcher(app, drive)
    rendered.clear()
    scene.draw(app.surface)
    shown = " ".join(rendered)
    for entry in scene.entries:
        assert entry.game.pitch in shown, entry.id
    assert [t for t in rendered if t.endswith("\u2026")] == [], "nothing is cut"


def test_seat_setup_writes_its_line_and_the_keyboard_whole(app, drive, rendered):
    huge(app)
    app.push(SeatSetupScene(app, registry.get("guts")))
    drive.settle()
    rendered.clear()
    app.top.draw(app.surface)
    shown = list(rendered)
    assert "Who is playing? Gamepads: press A to join." in shown
    assert "Keyboard" in shown
    assert not [t for t in shown if t.startswith(("Who is", "Keyboard")) and "\u2026" in t]


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("screen", ["launcher", "setup", "saves"])
def test_the_hint_line_stays_inside_the_window(app, drive, monkeypatch, size, screen):
    huge(app, size)
    module = {"launcher": launcher_scene, "setup": setup_scene}.get(screen)
    scene = open_launcher(app, drive)
    if screen == "setup":
        app.push(SeatSetupScene(app, registry.get("guts")))
        drive.settle()
        scene = app.top
    elif screen == "saves":
        from gamebox.scenes import saved_games as module

        app.push(SavedGamesScene(app, scene))
        drive.settle()
        scene = app.top
    written = record_text(monkeypatch, module)
    record_text(monkeypatch, base)
    scene.draw(app.surface)
    hints = [w for w in written if "Enter or A: choose" in w["text"]]
    assert hints, "the hint line is drawn"
    assert all(app.surface.get_rect().contains(w["rect"]) for w in hints)
