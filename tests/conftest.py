"""Shared test set-up: headless SDL, a private user-data folder per test, the fixture game."""
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
