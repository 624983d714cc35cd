"""Found in hands-on QA: every option's one-line
description on seat setup ends in "…", and the Grungeon map option's cut help is the one
that names the folder for the user's own maps. The focused option's help is written out in
full under the options, on as many lines as it needs; a folder path too long for a line
breaks after a slash instead of running off the window; and while no option has the focus
a line says how to read them."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine import registry
from gamebox.scenes.setup import OPTION_HELP_HINT, SeatSetupScene
from gamebox.ui import text, theme

from scene_helpers import pairs, record_text

LONG_HOME = ("home", "someone-with-a-rather-long-name", ".local", "share", "gamebox")


@pytest.fixture
def long_data_folder(tmp_path, monkeypatch):
    """A data folder as deep as a real one, so the map option's help names a long path."""
    folder = tmp_path.joinpath(*LONG_HOME)
    monkeypatch.setenv("GAMEBOX_DATA", str(folder))
    return folder


@pytest.fixture
def lines_drawn(monkeypatch):
    """Every line drawn through `gamebox.ui.text.draw_text` (`record_text`'s dicts)."""
    return record_text(monkeypatch, text)


def open_setup(app, drive, game_id: str, text_size: str) -> SeatSetupScene:
    app.surface = pygame.Surface((1280, 720))
    theme.configure(text_size)  # the app fixture puts the normal size back afterwards
    app.push(SeatSetupScene(app, registry.get(game_id)))
    drive.settle()
    return app.top


def joined(lines: list[str]) -> str:
    """Wrapped lines read back as one text (a path broken after a slash joins up)."""
    out = ""
    for line in lines:
        out += line if not out or out.endswith("/") else " " + line
    return out


@pytest.mark.parametrize("text_size", ["normal", "huge"])
@pytest.mark.parametrize("game_id", ["guts", "grungeon"])
def test_the_focused_options_help_is_drawn_in_full_inside_its_box(app, drive, long_data_folder,
                                                                 lines_drawn, game_id,
                                                                 text_size):
    setup = open_setup(app, drive, game_id, text_size)
    options = [i for i, b in enumerate(setup.ring.buttons) if b.value[0] == "option"]
    assert options
    for index in options:
        setup.ring.index = index
        help_text = setup.ring.buttons[index].detail
        box = setup.help_box(app.surface)
        lines_drawn.clear()
        setup.draw(app.surface)
        shown = [(t, r) for t, r in pairs(lines_drawn) if box.colliderect(r)]
        assert joined([t for t, _ in shown]) == help_text, (text_size, help_text)
        assert all(box.contains(r) for _, r in shown), "no line runs out of its box"


def test_the_map_options_help_names_the_users_map_folder(app, drive, long_data_folder,
                                                         lines_drawn):
    setup = open_setup(app, drive, "grungeon", "normal")
    setup.ring.index = next(i for i, b in enumerate(setup.ring.buttons)
                            if b.value == ("option", "map"))
    setup.draw(app.surface)
    folder = str(long_data_folder / "content" / "maps" / "grungeon")
    assert folder in joined([t for t, _ in pairs(lines_drawn)])


def test_with_no_option_focused_a_line_says_how_to_read_them(app, drive, lines_drawn):
    setup = open_setup(app, drive, "grungeon", "normal")
    assert setup.ring.focused.value == ("count",)
    setup.draw(app.surface)
    assert OPTION_HELP_HINT in [t for t, _ in pairs(lines_drawn)]


def test_a_long_path_breaks_after_a_slash():
    pygame.font.init()
    size = 20
    path = "/home/someone-with-a-rather-long-name/.local/share/gamebox/content/maps"
    width = text.measure(path, size)[0] // 2
    lines = text.wrap(f"go in {path}, or not", size, width, split_words=True)
    assert all(text.measure(line, size)[0] <= width for line in lines)
    assert joined(lines) == f"go in {path}, or not"
    path_lines = [line for line in lines if "/" in line]
    assert len(path_lines) > 1 and all(line.endswith("/") for line in path_lines[:-1]), lines
