"""Shared test set-up: headless SDL, a private user-data folder per test, the fixture game, a
headless app with a driver that posts real events into it, and a save that cannot be
replayed."""
from __future__ import annotations

import os

# set before anything imports pygame; setdefault so a run under Xvfb can override them
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from gamebox.engine import registry  # noqa: E402


@pytest.fixture(autouse=True)
def user_data(tmp_path_factory, monkeypatch):
    """Each test gets its own user-data folder, so no test reads or writes real saves."""
    folder = tmp_path_factory.mktemp("userdata")
    monkeypatch.setenv("GAMEBOX_DATA", str(folder))
    return folder


@pytest.fixture
def highcard():
    """The engine's fixture game, registered for the length of one test."""
    import fixture_game

    registry.register(fixture_game.GAME)
    yield fixture_game.GAME
    registry.unregister(fixture_game.GAME.id)


@pytest.fixture
def rendered(monkeypatch):
    """Every text that reaches pixels through `gamebox.ui.text.render`, in order."""
    from gamebox.ui import text

    seen: list[str] = []
    original = text.render

    def recording(value, *args, **kwargs):
        seen.append(value)
        return original(value, *args, **kwargs)

    monkeypatch.setattr(text, "render", recording)
    return seen


@pytest.fixture
def app(tmp_path):
    """A headless app with its own settings file; closed after the test."""
    import pygame

    from gamebox.app import App
    from gamebox.ui import theme

    made = App(size=(960, 540), settings_file=tmp_path / "settings.json", start_devices=False)
    pygame.event.clear()
    made.settings.bot_speed = "instant"
    made.settings.pace = "instant"  # today's table: every step lands at once
    yield made
    pygame.event.clear()
    made.close()
    theme.configure()


@pytest.fixture
def drive(app):
    """Posts keyboard, mouse and pad events into the app and runs its frames."""
    from scene_helpers import Driver

    return Driver(app)


@pytest.fixture
def bad_save(user_data):
    """A save in the saves folder that reads as one (valid JSON, a game in the box) but
    cannot be replayed."""
    from save_helpers import write_unreplayable

    return write_unreplayable(user_data)
