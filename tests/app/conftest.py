"""Fixtures for the couch app's tests: a headless App and a driver that posts real events."""
from __future__ import annotations

import pygame
import pytest

from gamebox.app import App
from gamebox.scenes.curtain import HOLD_SECONDS


class Driver:
    """Posts keyboard, mouse and pad events into SDL's queue and runs frames of the app."""

    def __init__(self, app: App) -> None:
        self.app = app

    def frame(self, dt: float = 0.016) -> None:
        self.app.step(dt=dt)

    def key(self, key: int, mod: int = 0, dt: float = 0.016) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="",
                                             scancode=0))
        self.frame(dt)

    def type_text(self, text: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.frame()

    def hold_key(self, key: int = pygame.K_RETURN, seconds: float = HOLD_SECONDS + 0.1) -> None:
        """Hold a key down for `seconds` of app time, then let go."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
        self.frame(0.0)
        steps = 4
        for _ in range(steps):
            self.frame(seconds / steps)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="",
                                             scancode=0))
        self.frame(0.0)

    def click(self, pos, dt: float = 0.016) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frame(dt)

    def pad(self, instance_id: int, button: int, dt: float = 0.016) -> None:
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN,
                                             instance_id=instance_id, button=button))
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP,
                                             instance_id=instance_id, button=button))
        self.frame(dt)

    def settle(self, frames: int = 3) -> None:
        for _ in range(frames):
            self.frame(0.0)


@pytest.fixture
def app(tmp_path):
    """A headless app with its own settings file; closed after the test."""
    made = App(size=(960, 540), settings_file=tmp_path / "settings.json", start_devices=False)
    pygame.event.clear()
    made.settings.bot_speed = "instant"
    yield made
    pygame.event.clear()
    made.close()
    from gamebox.ui import theme

    theme.configure()


@pytest.fixture
def drive(app):
    return Driver(app)


