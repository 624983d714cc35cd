"""The launcher and seat setup draw their title and the line under it with one shared helper
(`MenuScene.draw_header`), not with two copies of the same lines (found in QA)."""
from __future__ import annotations

import inspect

import pygame
import pytest

from gamebox.scenes import launcher, setup
from gamebox.scenes.base import MenuScene


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
