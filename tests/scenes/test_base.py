"""What the menu screens share (`MenuScene`): the title and the line under it, drawn by one
helper and never running into each other or the buttons, and the hint line at the bottom,
inside the window at every text size."""
from __future__ import annotations

import inspect

import pygame
import pytest

from gamebox.engine import registry
from gamebox.scenes import base
from gamebox.scenes import launcher
from gamebox.scenes import launcher as launcher_scene
from gamebox.scenes import setup
from gamebox.scenes import setup as setup_scene
from gamebox.scenes.base import MenuScene
from gamebox.scenes.saved_games import SavedGamesScene
from gamebox.scenes.setup import SeatSetupScene

from scene_helpers import open_launcher, record_text, use_size


# ---- the title and the line under it -----------------------------------------------------
def headers_drawn(app, monkeypatch, scene) -> list[tuple]:
    calls: list[tuple] = []
    original = MenuScene.draw_header

    def recording(self, surface, title, subtitle, **kwargs):
        rect = original(self, surface, title, subtitle, **kwargs)
        calls.append((title, subtitle, rect))
        return rect

    monkeypatch.setattr(MenuScene, "draw_header", recording)
    app.push(scene)
    app.apply_pending()
    app.draw()
    return calls


def test_launcher_and_setup_share_the_header_helper(app, monkeypatch, highcard):
    found = headers_drawn(app, monkeypatch, launcher.LauncherScene(app))
    assert [c[:2] for c in found] == [("gamebox", "Tabletop games for one couch. Pick a game.")]
    app.reset(setup.SeatSetupScene(app, highcard))
    app.apply_pending()
    found.clear()
    app.draw()
    assert [c[:2] for c in found] == [
        (highcard.name, "Who is playing? Gamepads: press A (Cross) to join.")]


@pytest.mark.parametrize("module", [launcher, setup])
def test_no_scene_keeps_its_own_copy_of_the_header_lines(module):
    """The title's place and style live in the helper only."""
    source = inspect.getsource(module)
    assert "title_px(surface" not in source, module.__name__


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_the_header_stays_left_of_the_limit_it_is_given(app, size):
    surface = pygame.Surface(size)
    scene = MenuScene(app)
    long_line = "A line under the title that would run far past the options column " * 3
    rect = scene.draw_header(surface, "Title", long_line, right=size[0] // 2)
    assert rect.right <= size[0] // 2
    assert rect.top > 0


@pytest.mark.parametrize("text_size", ["normal", "huge"])
@pytest.mark.parametrize("screen", ["launcher", "settings", "setup"])
def test_titles_never_run_into_the_line_under_them(app, monkeypatch, highcard, screen,
                                                   text_size):
    """At every text size the title ("gamebox", "Settings", the game's name) keeps clear of the
    line under it, and that line keeps clear of what follows ("Options") and stays above the
    buttons."""
    import importlib

    from gamebox.ui import text as text_mod
    from gamebox.ui import theme

    module = importlib.import_module({"launcher": "gamebox.scenes.launcher",
                                      "settings": "gamebox.scenes.settings_scene",
                                      "setup": "gamebox.scenes.setup"}[screen])
    drawn: list[tuple[str, pygame.Rect]] = []

    def recording(surface, value, *args, **kwargs):
        rect = text_mod.draw_text(surface, value, *args, **kwargs)
        drawn.append((value, rect))
        return rect

    monkeypatch.setattr(module, "draw_text", recording)
    from gamebox.scenes import base  # the launcher's and setup's shared header helper

    monkeypatch.setattr(base, "draw_text", recording)
    app.settings.text_size = text_size
    theme.configure(text_size)
    if screen == "launcher":
        scene = module.LauncherScene(app)
    elif screen == "settings":
        scene = module.SettingsScene(app)
    else:
        scene = module.SeatSetupScene(app, highcard)
    app.push(scene)
    app.apply_pending()
    if screen == "launcher":
        scene.load_now()
    app.draw()
    title, line = drawn[0][1], drawn[1][1]
    assert not title.colliderect(line), f"{drawn[0][0]!r} runs into {drawn[1][0]!r}"
    for other_text, other in drawn[2:]:
        assert not line.colliderect(other), f"{drawn[1][0]!r} runs into {other_text!r}"
    tops = [b.rect.top for b in scene.ring.buttons if b.rect.top > title.top]
    assert line.bottom <= min(tops) + 2, "the line under the title stays above the buttons"


# ---- the hint line -----------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("screen", ["launcher", "setup", "saves"])
def test_the_hint_line_stays_inside_the_window(app, drive, monkeypatch, size, screen):
    use_size(app, size, "huge")
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
