"""Buttons and panels: a label too long for one line goes on two, drawn like a label on one
(the same size and weight, centred) and shrunk alike in a low button, split where both lines
fit; a title with a caption keeps its look; a focused label keeps its words; a short label
stands in only when the label does not fit; a panel with no area draws nothing."""
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
from gamebox.ui.text import measure
from gamebox.ui.widgets import Button, panel, split_label, two_line_sizes

from scene_helpers import record_text


def test_the_short_label_is_shown_only_when_the_label_does_not_fit():
    pygame.init()
    button = Button(pygame.Rect(0, 0, 10, 10), "Skip bots", ("skip",), short="Skip")
    wide = measure("Skip bots", 20)[0]
    assert button.shown_label(20, wide) == "Skip bots"
    assert button.shown_label(20, wide - 1) == "Skip"
    plain = Button(pygame.Rect(0, 0, 10, 10), "Skip bots", ("skip",))
    assert plain.shown_label(20, wide - 1) == "Skip bots", "no short label: cut as before"


def test_a_focused_button_keeps_its_words_when_bold_would_cut_them(app, rendered):
    """A focused label that fits in the regular weight but not in bold ("Start in the north-west
    corner (NW)" at the Grungeon's corner choice) is drawn whole in the regular weight rather than
    cut."""
    from gamebox.ui import theme
    from gamebox.ui.text import measure
    from gamebox.ui.widgets import Button

    label, size = "Start in the north-west corner (NW)", 20
    regular, bold = measure(label, size)[0], measure(label, size, True)[0]
    assert bold > regular
    pad = round(theme.unit(app.surface) * 1.6)
    width = (regular + bold) // 2 + 2 * pad
    button = Button(pygame.Rect(0, 0, width, 40), label, ("x",))
    button.draw(app.surface, True, size)
    assert label in rendered, "the whole label, in the regular weight"


# ---- a label on two lines ----------------------------------------------------------------
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


def test_a_split_takes_a_break_where_both_lines_fit():
    """The first natural break ("in the…") would leave a second line too long; a later one
    that fits both lines is taken instead."""
    pygame.font.init()
    label = "Start in the north-west corner (NW)"
    width = theme.font(20, True).size("Start in the north-west")[0] + 4
    head, tail = split_label(label, 20, width)
    assert head + " " + tail == label
    assert theme.font(20, True).size(head)[0] <= width
    assert theme.font(20, True).size(tail)[0] <= width
    assert split_label("Unbreakable", 20, 10) == ("Unbreakable", "")


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


# ---- panels ------------------------------------------------------------------------------
def test_a_panel_with_no_area_draws_nothing():
    """`panel` is handed whatever a layout computed; a rect with no area (negative or zero size, as
    a tiny window gives) is nothing to draw, not an error."""
    surface = pygame.Surface((50, 50))
    for rect in (pygame.Rect(5, 5, 20, -8), pygame.Rect(5, 5, -3, 10), pygame.Rect(5, 5, 0, 0)):
        panel(surface, rect)
        panel(surface, rect, alpha=255)
    assert surface.get_at((10, 10)) == (0, 0, 0, 255)
