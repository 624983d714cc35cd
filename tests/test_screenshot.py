"""Screenshots: every target renders headless to a PNG that is not blank, the launcher with its
tiles loaded; an unknown target is refused."""
from __future__ import annotations

import pygame
import pytest


@pytest.mark.parametrize("target", ["launcher", "setup:highcard", "rules:highcard",
                                    "highcard", "pause:highcard", "results:highcard"])
def test_screenshot_writes_a_png(tmp_path, highcard, target):
    from gamebox.screenshot import render_to_png

    out = render_to_png(target, tmp_path / "shot.png", (480, 270), 3)
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 2000
    image = pygame.image.load(str(out))
    assert image.get_size() == (480, 270)
    colours = {image.get_at((x, y))[:3] for x in range(0, 480, 16) for y in range(0, 270, 16)}
    assert len(colours) > 3, "the picture is not blank"


def test_screenshot_of_an_unknown_target_is_refused(tmp_path):
    from gamebox.screenshot import render_to_png

    with pytest.raises(KeyError):
        render_to_png("no_such_game", tmp_path / "x.png", (320, 180), 1)


def test_launcher_screenshot_shows_the_loaded_tiles_not_the_placeholder(tmp_path, highcard,
                                                                       rendered):
    from gamebox.screenshot import render_to_png

    render_to_png("launcher", tmp_path / "launcher.png", (960, 540), 1)
    assert not any("Opening the box" in t for t in rendered), "tiles still loading"
    assert any(highcard.pitch[:20] in t for t in rendered), "the loaded tile shows its pitch"


def test_the_hint_screenshot_shows_a_persons_choice_with_the_hint_thought(tmp_path, rendered):
    """``hint:GAME``: seat 0 a person at a choice, its curtain lifted and the hint's box
    showing a move and a telling reason (a chance or an amount)."""
    from gamebox.screenshot import render_to_png

    render_to_png("hint:guts", tmp_path / "hint.png", (960, 540), 1)
    assert not any("Thinking" in t for t in rendered)
    assert any("again: all your moves" in t for t in rendered)
    assert any("glory" in t and ("+" in t or "%" in t) for t in rendered)
