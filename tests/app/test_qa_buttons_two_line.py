"""Found in a hand-played QA pass of the Guts of Glory table: a move whose label needs two
lines ("Feed Tapeworm (plate 1)" over "into mouth card 2") was drawn as a bold title with a
small caption, left-aligned, while the one-line moves around it were centred and regular.
A label wrapped on two lines is now drawn like any label; buttons that really are a title
with a caption (a saved game, a seat, an option) keep their look on every menu screen."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.paths import user_data_dir
from gamebox.engine.saves import save_match
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.pause import PauseScene
from gamebox.scenes.saved_games import SavedGamesScene
from gamebox.scenes.setup import SeatSetupScene
from gamebox.scenes.table import TableScene
from gamebox.ui import theme, widgets
from gamebox.ui.widgets import Button

SIZES = [(960, 540), (1280, 720)]
DRAW_TEXT = widgets.draw_text


def record(monkeypatch) -> list[dict]:
    """Every line the buttons write: its text, rect, size and weight."""
    calls: list[dict] = []

    def recording(surface, text, pos, size, colour=theme.TEXT, bold=False, *args, **kwargs):
        rect = DRAW_TEXT(surface, text, pos, size, colour, bold, *args, **kwargs)
        calls.append({"text": text, "rect": rect, "size": size, "bold": bold})
        return rect

    monkeypatch.setattr(widgets, "draw_text", recording)
    return calls


def draw(monkeypatch, button: Button, focused: bool, size: int) -> list[dict]:
    calls = record(monkeypatch)
    button.draw(pygame.Surface((960, 540)), focused, size)
    return calls


@pytest.mark.parametrize("size", [12, 15, 18])
@pytest.mark.parametrize("focused", [False, True])
def test_a_label_on_two_lines_looks_like_a_label_on_one(monkeypatch, size, focused):
    rect = pygame.Rect(100, 100, 330, round(size * 3.2))
    one = draw(monkeypatch, Button(rect, "Feed Vitamin Z into slot 4", ("act", 0)), focused,
               size)
    two = draw(monkeypatch, Button(rect, "Feed Tapeworm (plate 1)", ("act", 1),
                                   detail="into mouth card 2", wrapped=True), focused, size)
    assert len(one) == 1 and [c["text"] for c in two] == ["Feed Tapeworm (plate 1)",
                                                         "into mouth card 2"]
    for line in two:
        assert line["size"] == one[0]["size"] == size, "the same size as a one-line label"
        assert line["bold"] == one[0]["bold"] == focused, "the same weight"
        assert abs(line["rect"].centerx - rect.centerx) <= 1, "centred, like the others"
        assert rect.contains(line["rect"])
    first, second = (c["rect"] for c in two)
    assert first.bottom <= second.top and first.top - rect.top == pytest.approx(
        rect.bottom - second.bottom, abs=2), "the two lines sit in the middle of the button"


@pytest.mark.parametrize("height", [22, 28, 34])
def test_a_low_button_shrinks_both_lines_alike(monkeypatch, height):
    rect = pygame.Rect(40, 40, 300, height)
    lines = draw(monkeypatch, Button(rect, "Feed Right Hand Glove (plate 2)", ("act", 0),
                                     detail="into slot 3", wrapped=True), False, 20)
    assert len(lines) == 2 and lines[0]["size"] == lines[1]["size"] < 20
    assert all(rect.contains(c["rect"]) for c in lines)


def test_a_title_with_a_caption_keeps_its_look(monkeypatch):
    """A saved game's button is a title (bold, at the left) over a smaller caption."""
    rect = pygame.Rect(40, 100, 320, 60)
    lines = draw(monkeypatch, Button(rect, "Continue Guts of Glory", ("save",),
                                     detail="Ann, Rob \u00b7 3 moves"), False, 18)
    pad = round(theme.unit(pygame.Surface((960, 540))) * 1.6)
    assert [c["bold"] for c in lines] == [True, False]
    assert lines[1]["size"] < lines[0]["size"]
    assert all(c["rect"].left == rect.left + pad for c in lines)


def _menus(app, drive, highcard) -> list:
    """The launcher, seat setup, the saved games list and the pause menu, each drawn."""
    scenes = []
    for n in range(7):  # more than the launcher shows: "All saved games" lists them
        match = Match.start(highcard, [SeatSpec("human", "kbd", f"Annabel Lee {n}"),
                                       SeatSpec("bot", "easy", "Rob")], None, 100 + n)
        match.act(1, match.state.legal_actions(1)[0])
        save_match(match, user_data_dir() / "saves" / f"{highcard.id}-{n:02d}.json")
    launcher = LauncherScene(app)
    app.push(launcher)
    drive.settle()
    launcher.load_now()
    launcher.invalidate()
    scenes.append(launcher)
    listing = SavedGamesScene(app, launcher)
    app.push(listing)
    drive.settle()
    scenes.append(listing)
    app.pop()
    drive.settle()
    setup = SeatSetupScene(app, highcard)
    app.push(setup)
    drive.settle()
    scenes.append(setup)
    app.pop()
    drive.settle()
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Annabel Lee"),
                                   SeatSpec("human", "kbd", "Rob")], None, 7)
    table = TableScene(app, match)
    app.push(table)
    drive.settle()
    pause = PauseScene(app, table)
    app.push(pause)
    drive.settle()
    scenes.append(pause)
    return scenes


@pytest.mark.parametrize("size", SIZES)
def test_every_menu_screen_still_draws_its_buttons_whole(app, drive, highcard, monkeypatch,
                                                         size):
    """Launcher, saved games, seat setup and pause at 960x540 and 1280x720: every line a
    button writes stays inside it; a title with a caption still starts at the button's
    left, bold over regular; a one-line label is still centred."""
    app.surface = pygame.Surface(size)
    scenes = _menus(app, drive, highcard)
    pad = round(theme.unit(app.surface) * 1.6)
    for scene in scenes:
        calls = record(monkeypatch)
        scene.layout()
        for b in scene.ring.buttons:
            if b.rect.left < 0:
                continue
            calls.clear()
            b.draw(app.surface, False, theme.text_px(app.surface, 1.9))
            assert calls, (type(scene).__name__, b.label)
            assert all(b.rect.contains(c["rect"]) for c in calls), (size, b.label)
            if b.detail:
                assert not getattr(b, "wrapped", False)
                assert calls[0]["bold"] and not calls[1]["bold"]
                assert calls[0]["rect"].left == calls[1]["rect"].left == b.rect.left + pad
            else:
                assert abs(calls[0]["rect"].centerx - b.rect.centerx) <= 1
