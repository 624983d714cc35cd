"""Fixtures for the input tests: a headless app whose game controllers are started, and the
virtual SDL pads of one test, pulled out at its end whatever happened."""
from __future__ import annotations

import pytest

from gamebox.input.pads import init_controllers

from .virtual_pad import VirtualPads, run_frames, unavailable

FRAME = 0.016
"""Seconds of app time in one frame a pad press runs (no clock or bot waits on it)."""


@pytest.fixture
def app(app):
    """The headless app of every test (the root conftest: bots hurried), with SDL's game
    controllers started as the real app starts them after its first frame (its own start
    also preloads sound, which these tests do not need)."""
    if not init_controllers():
        unavailable("SDL's game-controller subsystem would not start")
    yield app


@pytest.fixture
def pads(app):
    """Plugs virtual pads into `app` (`VirtualPads.plug`); every pad still plugged in at the
    end of the test is pulled out, also when it failed, so none reaches the next test."""
    made = VirtualPads(lambda: run_frames(app, 1, FRAME))
    try:
        yield made
    finally:
        made.unplug_all()
