"""A button with a short label shows it only when its label does not fit."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from gamebox.ui.text import measure  # noqa: E402
from gamebox.ui.widgets import Button  # noqa: E402


def test_the_short_label_is_shown_only_when_the_label_does_not_fit():
    pygame.init()
    button = Button(pygame.Rect(0, 0, 10, 10), "Skip bots", ("skip",), short="Skip")
    wide = measure("Skip bots", 20)[0]
    assert button.shown_label(20, wide) == "Skip bots"
    assert button.shown_label(20, wide - 1) == "Skip"
    plain = Button(pygame.Rect(0, 0, 10, 10), "Skip bots", ("skip",))
    assert plain.shown_label(20, wide - 1) == "Skip bots", "no short label: cut as before"
