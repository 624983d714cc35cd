"""Helpers for tests that drive menu scenes: find a button, focus it, open seat setup."""
from __future__ import annotations


def button(scene, value):
    """The scene's button whose value is `value` (laid out afresh first)."""
    scene.layout()
    return next(b for b in scene.ring.buttons if b.value == value)


def focus(scene, value) -> None:
    """Put the focus on the button whose value is `value`."""
    scene.layout()
    scene.ring.index = next(i for i, b in enumerate(scene.ring.buttons) if b.value == value)


def open_setup(app, drive, game):
    """Seat setup for `game`, pushed and settled."""
    from gamebox.scenes.setup import SeatSetupScene

    app.push(SeatSetupScene(app, game))
    drive.settle()
    return app.top
