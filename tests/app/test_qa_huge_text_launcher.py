"""Found in hands-on QA with the text size on "huge" at 1280x720: the launcher's tile read
"Enter the Gru…". A game's name too long for its tile now takes two lines instead."""
from __future__ import annotations

import pygame

from gamebox.scenes.launcher import LauncherScene
from gamebox.ui import theme


def test_a_long_game_name_wraps_on_its_tile_instead_of_being_cut(app, drive, rendered):
    theme.configure("huge")  # the app fixture puts the normal size back afterwards
    app.push(LauncherScene(app))
    drive.settle(30)
    rendered.clear()
    app.top.draw(pygame.Surface((1280, 720)))
    names = [t for t in rendered if t.startswith("Enter the") or t.startswith("Grungeon")]
    assert " ".join(names) == "Enter the Grungeon", names
    assert not any(t.startswith("Enter the") and t.endswith("\u2026") for t in rendered)


def test_a_name_that_fits_keeps_its_one_line(app, drive, rendered):
    app.push(LauncherScene(app))
    drive.settle(30)
    rendered.clear()
    app.top.draw(pygame.Surface((1280, 720)))
    assert "Enter the Grungeon" in rendered and "Guts of Glory" in rendered
