"""The banner's seat chips at every window and text size: the seat to act keeps its chip.

At 1920x1080 with huge text and four seats with long names the chips cannot all fit. They give up
their "(bot)" marks first, then the chips of seats not to act (never the chip of the seat whose
move it is); they never run into the banner's title or its last-event line."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_helpers import record_text  # noqa: E402

from gamebox.engine.match import SeatSpec  # noqa: E402
from gamebox.scenes import table_drawing  # noqa: E402

from .test_scene import _scene  # noqa: E402

NAMES = ["Wilhelmina Wolfe-W", "Bartholomew Quince", "Philippa Oddfellow", "Maximilian Crumb"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (960, 540)])
@pytest.mark.parametrize("text_size", ["normal", "large", "huge"])
def test_the_seat_to_act_keeps_its_chip(app, gx, monkeypatch, size, text_size):
    from gamebox.ui import theme

    state = gx.table(4, plate=["Bleach"])
    specs = [SeatSpec("human", "kbd", NAMES[0])] + [
        SeatSpec("bot", "normal", name) for name in NAMES[1:]]
    state._names = list(NAMES)
    scene = _scene(app, state, 4, specs)
    scene.walkthrough = None
    acting = state.to_act()[0]
    theme.configure(text_size=text_size)
    try:
        surface = pygame.Surface(size)
        banner, _board, _side = scene.regions(surface)
        written = record_text(monkeypatch, table_drawing)
        scene.draw_banner(surface, banner)
        title, *rest = written
        chips = [w for w in rest if w["text"].split(" (bot)")[0].split(" \u00b7")[0] in NAMES]
        what = (size, text_size, [c["text"] for c in chips])
        assert any(c["text"].startswith(NAMES[acting]) for c in chips), what
        others = [w["rect"] for w in rest if w not in chips] + [title["rect"]]
        for c in chips:
            assert banner.contains(c["rect"]), what
            assert not any(c["rect"].colliderect(r) for r in others), what
    finally:
        theme.configure()


def test_chips_say_which_seats_are_bots_while_there_is_room(app, gx, monkeypatch):
    state = gx.table(4, plate=["Bleach"])
    specs = [SeatSpec("human", "kbd")] + [SeatSpec("bot", "normal") for _ in range(3)]
    scene = _scene(app, state, 4, specs)
    scene.walkthrough = None
    surface = pygame.Surface((1920, 1080))
    banner, _board, _side = scene.regions(surface)
    written = record_text(monkeypatch, table_drawing)
    scene.draw_banner(surface, banner)
    chips = [w["text"] for w in written[1:] if w["text"].startswith("Player")]
    assert len(chips) == 4 and sum(c.endswith("(bot)") for c in chips) == 3, chips
