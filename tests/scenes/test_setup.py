"""Seat setup: how many seats and who sits in them, the game's options with their help, and
Start. A refused start and the notes on files of yours stay in the seats' column, whole or
counted, and a Notes button opens them all."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox.engine import registry
from gamebox.games.grungeon.game import GAME as GRUNGEON
from gamebox.scenes import launcher as launcher_module
from gamebox.scenes import notes as notes_module
from gamebox.scenes.setup import OPTION_HELP_HINT, SeatSetupScene
from gamebox.scenes.table import TableScene
from gamebox.ui import text as text_module
from gamebox.ui import theme, widgets

from map_helpers import break_file, write_map
from scene_helpers import (button, focus, joined, more_notes_line, open_setup, pairs,
                           record_coloured, record_text, use_size)


# ---- seats, options and Start ------------------------------------------------------------
def test_setup_starts_a_match_with_the_chosen_seats_and_options(app, drive, highcard):
    app.push(SeatSetupScene(app, highcard))
    drive.settle()
    setup = app.top
    setup.layout()
    by_value = {b.value: b for b in setup.ring.buttons}
    drive.click(by_value[("option", "fast")].rect.center)
    assert setup.options["fast"] is True
    drive.click(by_value[("name", 0)].rect.center)
    drive.type_text("Zoe")
    drive.key(pygame.K_RETURN)
    assert setup.seats[0].name == "Zoe" and setup.editing is None
    drive.click(by_value[("start",)].rect.center)
    drive.settle()
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.seats[0].name == "Zoe"
    assert table.match.state.options["fast"] is True
    assert table.match.autosave_path.parent.name == "saves"


def test_seat_count_stays_in_the_games_range(app, drive, highcard):
    app.push(SeatSetupScene(app, highcard))
    drive.settle()
    setup = app.top
    counts = []
    for _ in range(4):
        setup.choose(next(b for b in setup.ring.buttons if b.value == ("count",)))
        counts.append(len(setup.seats))
    assert counts == [3, 4, 2, 3]


def test_a_game_for_a_fixed_number_says_so_on_its_seat_count(app, highcard):
    class Three(type(highcard)):
        id = "highcard_three"
        min_seats = max_seats = 3

    setup = SeatSetupScene(app, Three())
    app.push(setup)
    app.apply_pending()
    setup.layout()
    count = setup.ring.buttons[0]
    assert count.label == "Players: 3" and count.detail == "always, in this game"


def test_last_setup_is_remembered_per_game(app, drive, highcard):
    app.push(SeatSetupScene(app, highcard))
    drive.settle()
    setup = app.top
    setup.set_count(4)
    setup.seats[2].name = "Kim"
    setup.start(seed=1)
    drive.settle()
    saved = json.loads(app.settings_file.read_text())
    assert len(saved["setups"]["highcard"]["seats"]) == 4
    again = SeatSetupScene(app, highcard)
    again.enter()
    assert len(again.seats) == 4 and again.seats[2].name == "Kim"
    again.exit()


def test_a_pad_joins_by_pressing_its_button(app, drive, highcard, rendered):
    app.input.add_pad(5, "Xbox Controller")
    app.push(SeatSetupScene(app, highcard))
    drive.settle()
    setup = app.top
    drive.pad(5, pygame.CONTROLLER_BUTTON_A)
    assert setup.seats[1].kind == "human" and setup.seats[1].controller == "pad1"
    assert "Gamepad 1 joined as Player 2." in rendered
    drive.pad(5, pygame.CONTROLLER_BUTTON_A)
    assert sum(s.controller == "pad1" for s in setup.seats) == 1, "joins once"


def test_controller_choices_include_pads_and_bot_levels(app, highcard):
    app.input.add_pad(6, "Gamepad")
    setup = SeatSetupScene(app, highcard)
    setup.seats, setup.options = setup.remembered()
    assert setup.controllers() == [("human", "kbd"), ("human", "pad1"), ("bot", "easy"),
                                   ("bot", "normal"), ("bot", "hard")]


def test_rules_are_reachable_from_seat_setup(app, drive, highcard):
    from gamebox.scenes.rules_scene import RulesScene

    app.push(SeatSetupScene(app, highcard))
    drive.settle()
    setup = app.top
    setup.layout()
    drive.click(next(b for b in setup.ring.buttons if b.value == ("rules",)).rect.center)
    drive.settle()
    assert isinstance(app.top, RulesScene) and app.top.game is highcard
    drive.key(pygame.K_ESCAPE)
    drive.settle()
    assert app.top is setup


def test_start_with_a_map_broken_since_setup_opened_is_refused_on_screen(
        app, drive, user_data, rendered):
    path = write_map(user_data)
    app.push(SeatSetupScene(app, GRUNGEON))
    drive.settle()
    setup = app.top
    drive.click(button(setup, ("option", "map")).rect.center)
    assert setup.options["map"] == "cellar"
    break_file(path)
    drive.click(button(setup, ("start",)).rect.center)
    drive.settle()
    assert app.top is setup, "still on seat setup, the box open"
    assert "There is no playable map 'cellar'" in setup.error
    assert setup.options["map"] == "grungeon", "the map option offers only what plays now"
    assert any("cellar.tmx is left out" in note for note in setup.content_notes)
    assert any(text.startswith("The game cannot start") for text in rendered)
    # and the next press starts on the shipped map
    drive.click(button(setup, ("start",)).rect.center)
    drive.settle()
    assert isinstance(app.top, TableScene)
    assert app.top.match.state.options["map"] == "grungeon"


# ---- moving the focus --------------------------------------------------------------------
def test_down_from_players_lands_on_the_first_seats_name_and_typing_works(app, drive,
                                                                          highcard):
    """Down from "Players" lands on seat 1's name, the row's first button, where typing works (not
    on its Colour, where Left would change the colour and letters are lost)."""
    setup = open_setup(app, drive, highcard)
    focus(setup, ("count",))
    drive.key(pygame.K_DOWN)
    assert setup.ring.focused.value == ("name", 0)
    drive.key(pygame.K_RETURN)
    drive.type_text("Zed")
    drive.key(pygame.K_RETURN)
    assert setup.seats[0].name == "Zed"


def test_typing_on_a_focused_name_replaces_it_at_once(app, drive, highcard):
    """Seat setup: typing starts at once when a name has focus (issue 23): no Enter first,
    and the letters replace the name shown, as in a field whose text is selected."""
    setup = open_setup(app, drive, highcard)
    focus(setup, ("name", 1))
    drive.type_text("Ann")
    drive.type_text("e")
    assert setup.editing == 1 and setup.seats[1].name == "Anne"
    drive.key(pygame.K_RETURN)
    assert setup.editing is None and setup.seats[1].name == "Anne"
    focus(setup, ("colour", 0))
    before = setup.seats[0].name
    drive.type_text("Bob")
    assert setup.editing is None and setup.seats[0].name == before, "letters on a colour are not a name"


@pytest.mark.parametrize("start, key, lands", [
    (("name", 0), pygame.K_UP, ("count",)),
    (("name", 0), pygame.K_DOWN, ("name", 1)),
    (("colour", 0), pygame.K_DOWN, ("colour", 1)),
    (("controller", 1), pygame.K_UP, ("controller", 0)),
    (("name", 0), pygame.K_RIGHT, ("colour", 0)),
])
def test_the_other_moves_keep_their_column(app, drive, highcard, start, key, lands):
    setup = open_setup(app, drive, highcard)
    focus(setup, start)
    drive.key(key)
    assert setup.ring.focused.value == lands


# ---- each option's help ------------------------------------------------------------------
def test_the_focused_options_help_is_shown_in_full(app, drive, highcard, rendered):
    """An option's help too long for its button (Guts' "First game deck") is written out in full
    below the options while that option has the focus."""
    from gamebox.engine.protocol import Option

    help_text = ("A long help text that explains an option at length, far longer than any "
                 "button is wide, and which ends with the words SEEN IN FULL.")

    class Helpful(type(highcard)):
        id = "highcard_helpful"
        options = (Option("fast", False, "Fast reveal", help=help_text),)

    setup = SeatSetupScene(app, Helpful())
    app.push(setup)
    app.apply_pending()
    setup.layout()
    setup.ring.index = next(i for i, b in enumerate(setup.ring.buttons)
                            if b.value[0] == "option")
    app.draw()
    assert any(t.endswith("SEEN IN FULL.") for t in rendered)


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
    return record_text(monkeypatch, text_module)


def open_setup_at(app, drive, game_id: str, text_size: str) -> SeatSetupScene:
    app.surface = pygame.Surface((1280, 720))
    theme.configure(text_size)  # the app fixture puts the normal size back afterwards
    app.push(SeatSetupScene(app, registry.get(game_id)))
    drive.settle()
    return app.top


@pytest.mark.parametrize("text_size", ["normal", "huge"])
@pytest.mark.parametrize("game_id", ["guts", "grungeon"])
def test_the_focused_options_help_is_drawn_in_full_inside_its_box(app, drive, long_data_folder,
                                                                 lines_drawn, game_id,
                                                                 text_size):
    setup = open_setup_at(app, drive, game_id, text_size)
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
    setup = open_setup_at(app, drive, "grungeon", "normal")
    setup.ring.index = next(i for i, b in enumerate(setup.ring.buttons)
                            if b.value == ("option", "map"))
    setup.draw(app.surface)
    folder = str(long_data_folder / "content" / "maps" / "grungeon")
    assert folder in joined([t for t, _ in pairs(lines_drawn)])


def test_with_no_option_focused_a_line_says_how_to_read_them(app, drive, lines_drawn):
    setup = open_setup_at(app, drive, "grungeon", "normal")
    assert setup.ring.focused.value == ("count",)
    setup.draw(app.surface)
    assert OPTION_HELP_HINT in [t for t, _ in pairs(lines_drawn)]


# ---- huge text ---------------------------------------------------------------------------
def test_seat_setup_writes_its_line_and_the_keyboard_whole(app, drive, rendered):
    use_size(app, (1280, 720), "huge")
    app.push(SeatSetupScene(app, registry.get("guts")))
    drive.settle()
    rendered.clear()
    app.top.draw(app.surface)
    shown = list(rendered)
    assert "Who is playing? Gamepads: press A to join." in shown
    assert "Keyboard" in shown
    assert not [t for t in shown if t.startswith(("Who is", "Keyboard")) and "\u2026" in t]


def test_huge_text_on_the_setup_screen_stays_inside_its_buttons(app, drive, monkeypatch):
    from gamebox.games.grungeon.game import GAME
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


# ---- a refused start and the notes keep to the seats' column -----------------------------
def bad_lines(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every line drawn from this call on in the notes' red, with its rect, whichever helper draws
    it."""
    from gamebox.scenes import setup as setup_module

    return record_coloured(monkeypatch, theme.BAD,
                           (text_module, launcher_module, notes_module, setup_module))


@pytest.fixture
def refused(app, drive, user_data):
    """Grungeon setup with broken maps of the user's, refused at Start because the map chosen broke
    after the screen opened."""
    write_map(user_data, "broken", "Broken", broken=True)
    folder = user_data / "content" / "maps" / "grungeon"
    (folder / "garbage.tmx").write_text("<?xml version='1.0'?>\n<map version='1.8'\n")
    path = write_map(user_data, "my_maze", "My Maze")
    setup = open_setup(app, drive, GRUNGEON)
    setup.options["map"] = "my_maze"
    break_file(path)
    assert setup.start() is None and setup.error.startswith("The game cannot start")
    return setup


def assert_notes_keep_to_their_column(setup, lines, surface) -> None:
    u = theme.unit(surface)
    hint_top = surface.get_height() - round(2.5 * u) \
        - theme.font(theme.text_px(surface, 1.6)).get_linesize()
    assert lines, "the refusal and the notes are drawn"
    for n, (words, rect) in enumerate(lines):
        assert surface.get_rect().contains(rect), words
        assert rect.bottom <= hint_top, f"{words!r} runs into the hint line"
        for b in setup.ring.buttons:
            assert not rect.colliderect(b.rect), f"{words!r} runs into {b.label!r}"
        for other, rect2 in lines[n + 1:]:
            assert not rect.colliderect(rect2), f"{words!r} is drawn over {other!r}"


SIZES = [((1280, 720), "huge"), ((960, 540), "huge"), ((1280, 720), "normal")]


@pytest.mark.parametrize("size, text", SIZES)
def test_the_refusal_and_notes_wrap_in_the_seats_column(app, refused, monkeypatch, size,
                                                         text):
    """The red file:line:col notes and a refused start wrap in the seats' column: each line stays
    left of the options (Turn limit, Easy memory) and of the buttons (Rules, Back), above the hint
    line and apart from the others, and the refusal (the newest, most important) is written whole.
    """
    theme.configure(text)
    lines = bad_lines(monkeypatch)
    surface = pygame.Surface(size)
    refused.draw(surface)
    assert_notes_keep_to_their_column(refused, lines, surface)
    drawn = "".join(words for words, _ in lines).replace(" ", "")
    whole = notes_module.shorter_paths(refused.error).replace(" ", "")
    assert whole in drawn, "the refusal is written whole"
    assert lines[0][0].startswith("The game cannot start"), "the refusal comes first"


def test_notes_with_no_room_left_are_counted(app, drive, user_data, refused, monkeypatch):
    """When the column cannot hold every note, the refusal still shows whole and the last
    line says how many notes are left out."""
    for n in range(6):
        write_map(user_data, f"also_broken_{n}", f"Also {n}", broken=True)
    refused.content_notes = refused.user_content_problems()
    theme.configure("huge")
    lines = bad_lines(monkeypatch)
    surface = pygame.Surface((960, 540))
    refused.draw(surface)
    assert_notes_keep_to_their_column(refused, lines, surface)
    more = more_notes_line(lines)
    assert more.endswith("more notes")
    left_out = int(more.split()[1])
    named = {note.split(" is left out")[0].rsplit(" ", 1)[-1]
             for note in refused.content_notes}
    shown = "".join(words for words, _ in lines)
    assert sum(name not in shown for name in named) == left_out


def test_a_note_names_the_file_without_the_data_folder(app, refused, user_data, rendered):
    """The data folder's path took most of each note's lines; the note keeps the file's name
    with its line and column."""
    rendered.clear()
    refused.draw(pygame.Surface((1280, 720)))
    shown = " ".join(rendered)
    assert str(user_data) not in shown
    assert "broken.tmx:" in shown and "did you mean 'potion'" in shown


def test_the_notes_button_opens_every_note_whole(app, drive, user_data, refused,
                                                 monkeypatch):
    """When the column cannot hold every note (huge text), a "Notes (N)" button at the left of the
    bottom row, under the notes, opens them all whole; the notes keep their column's width and end
    above it."""
    for n in range(6):
        write_map(user_data, f"also_broken_{n}", f"Also {n}", broken=True)
    refused.content_notes = refused.user_content_problems()
    refused.invalidate()
    theme.configure("huge")
    surface = pygame.Surface((960, 540))
    lines = bad_lines(monkeypatch)
    refused.layout(surface)
    refused.draw(surface)
    assert_notes_keep_to_their_column(refused, lines, surface)
    notes = refused.shown_notes()
    [button] = [b for b in refused.ring.buttons if b.value == ("notes",)]
    assert button.label == f"Notes ({len(notes)})" and len(notes) == 9
    rules = next(b for b in refused.ring.buttons if b.value == ("rules",))
    assert button.rect.top == rules.rect.top and button.rect.right < rules.rect.left
    assert refused.notes_box(surface).right > rules.rect.left - theme.unit(surface) * 3
    refused.choose(button)
    app.apply_pending()
    screen = app.top
    assert screen.title == "Notes"
    for note in notes:
        assert notes_module.shorter_paths(note) in screen.text
    assert str(user_data / "content") not in screen.text
    drive.key(pygame.K_ESCAPE)
    assert app.top is refused


def test_the_notes_button_shows_only_while_there_are_notes(app, drive, highcard, user_data):
    setup = open_setup(app, drive, highcard)
    assert not any(b.value == ("notes",) for b in setup.ring.buttons)
    setup.refuse("the map went away")
    setup.layout()
    assert [b.label for b in setup.ring.buttons if b.value == ("notes",)] == ["Notes (1)"]
