"""Found in hands-on QA with the text size on "huge" at 960x540:
two-line buttons (Continue, the seat rows, the options) drew their label above the button's
top edge and their detail below its bottom edge. Both lines now shrink to fit the button."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import record_text

from gamebox.ui import theme, widgets
from gamebox.ui.widgets import Button, two_line_sizes


def text_rects(monkeypatch, button: Button, size: int) -> list[pygame.Rect]:
    written = record_text(monkeypatch, widgets)
    button.draw(pygame.Surface((960, 540)), False, size)
    return [w["rect"] for w in written]


@pytest.mark.parametrize("size", [14, 20, 28, 34])
def test_both_lines_stay_inside_a_short_button(monkeypatch, size):
    button = Button(pygame.Rect(40, 100, 220, 36), "Continue Enter the Grungeon", ("save",),
                    detail="DMO 2, DMO 1, EC \u00b7 3 moves")
    rects = text_rects(monkeypatch, button, size)
    assert len(rects) == 2
    for rect in rects:
        assert button.rect.contains(rect), f"{rect} leaves {button.rect} at {size}px"
    assert rects[0].bottom <= rects[1].top, "the label sits above its detail"


def test_a_button_with_room_keeps_the_size_asked_for():
    label, small, _ = two_line_sizes(18, 60)
    assert label == 18 and small == round(18 * 0.72)


def test_huge_text_on_the_setup_screen_stays_inside_its_buttons(app, drive, monkeypatch):
    from gamebox.games.grungeon.rules import GAME
    from gamebox.scenes.setup import SeatSetupScene

    theme.configure("huge")  # the app fixture puts the normal size back afterwards
    app.push(SeatSetupScene(app, GAME))
    drive.settle()
    setup = app.top
    written = record_text(monkeypatch, widgets)
    setup.draw(app.surface)
    rects = [w["rect"] for w in written]
    boxes = [b.rect for b in setup.ring.buttons]
    assert rects
    for rect in rects:
        assert any(box.contains(rect) for box in boxes), f"{rect} spills out of its button"
