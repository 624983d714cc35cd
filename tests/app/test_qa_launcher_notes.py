"""Found in hands-on QA (Xvfb at 960x540 and 1920x1080): with
three saved games and a broken map of the user's, the launcher drew the map's problem over
the Continue buttons, and a fourth Continue button ran into the hint line at the bottom."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.saves import save_match
from gamebox.scenes import launcher as launcher_module
from gamebox.scenes import notes as notes_module
from gamebox.scenes.launcher import LauncherScene

BROKEN_MAP = "<?xml version='1.0'?>\n<map version='1.8' orientation='orthogonal'>\n"


@pytest.fixture
def crowded(app, drive, highcard, user_data):
    """Four unfinished games and two broken maps of the user's, on the launcher."""
    for seed in range(4):
        match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann with a long name"),
                                       SeatSpec("bot", "easy", "Rob")], None, seed)
        match.act(1, match.state.legal_actions(1)[0])
        save_match(match)
    maps = user_data / "content" / "maps" / "grungeon"
    maps.mkdir(parents=True)
    for name in ("my_first_maze_with_a_long_name.tmx", "another_broken_maze.tmx"):
        (maps / name).write_text(BROKEN_MAP)
    app.push(LauncherScene(app))
    drive.settle()
    scene = app.top
    scene.load_now()
    assert len(scene.content_problems) == 2 and len(scene.saves) == 4
    return scene


def drawn_notes(scene, surface, monkeypatch) -> list[pygame.Rect]:
    """The rects the launcher's notes take when drawn on `surface` (as tall as the text)."""
    rects: list[pygame.Rect] = []
    original = launcher_module.draw_wrapped

    def recording(target, text, rect, *args, **kwargs):
        used = original(target, text, rect, *args, **kwargs)
        rects.append(pygame.Rect(rect.left, rect.top, rect.width, used))
        return used

    monkeypatch.setattr(launcher_module, "draw_wrapped", recording)
    monkeypatch.setattr(notes_module, "draw_wrapped", recording)
    scene.draw(surface)
    monkeypatch.undo()
    tiles = {b.value for b in scene.ring.buttons if b.tags.get("tile")}
    # the tiles' pitches are drawn with draw_wrapped too: keep only what lies outside them
    return [r for r in rects
            if not any(b.rect.contains(r) for b in scene.ring.buttons if b.value in tiles)]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_notes_never_cover_a_button(app, crowded, monkeypatch, size):
    surface = pygame.Surface(size)
    notes = drawn_notes(crowded, surface, monkeypatch)
    assert notes, "the broken maps are named on the launcher"
    screen = surface.get_rect()
    for rect in notes:
        assert screen.contains(rect)
        for b in crowded.ring.buttons:
            assert not rect.colliderect(b.rect), f"a note covers {b.label!r} at {size}"


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_continue_buttons_stay_above_the_hint_line(app, crowded, size):
    surface = pygame.Surface(size)
    crowded.draw(surface)
    from gamebox.ui import theme

    u = theme.unit(surface)
    hint_top = size[1] - round(2.5 * u) - theme.font(theme.text_px(surface, 1.6)).get_linesize()
    saves = [b for b in crowded.ring.buttons if b.value[0] == "save"]
    assert saves, "at least the newest game can be continued"
    assert all(b.rect.bottom <= hint_top for b in saves)


def test_the_newest_note_is_shown_first_when_room_is_short(app, crowded, monkeypatch):
    """A refusal the player just caused (the Continue note) is never the one left out."""
    crowded.notice = "That game is already over."
    crowded.content_problems += [f"Guts of Glory: your file pack{n}.yaml is left out"
                                 for n in range(3)]
    seen: list[str] = []
    original = launcher_module.draw_wrapped

    def recording(target, text, *args, **kwargs):
        seen.append(text)
        return original(target, text, *args, **kwargs)

    monkeypatch.setattr(launcher_module, "draw_wrapped", recording)
    monkeypatch.setattr(notes_module, "draw_wrapped", recording)
    crowded.draw(pygame.Surface((960, 540)))
    assert "That game is already over." in seen


def test_the_games_tile_says_files_of_yours_were_left_out(app, crowded, rendered):
    """The notes sit beside the Continue buttons: the tile of the game that left the files
    out says so too, so the warning is seen where the game is chosen."""
    assert crowded.left_out == {"grungeon": 2}
    rendered.clear()
    crowded.draw(pygame.Surface((1280, 720)))
    assert "\u26a0 2 files of yours left out" in rendered
    assert sum(t.startswith("\u26a0") for t in rendered) == 1, "only the Grungeon's tile"
