"""Seat setup, found in hands-on QA (pass 4): two seats could hold the same colour, the notes
on broken map files and a refused start ran over the Options and under the buttons at huge
text, and Down from "Players" landed on a seat's colour, where typing does nothing."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.match import SeatSpec
from gamebox.games.grungeon.rules import GAME as GRUNGEON
from gamebox.scenes import launcher as launcher_module
from gamebox.scenes import notes as notes_module
from gamebox.ui import text as text_module
from gamebox.ui import theme

from scene_helpers import button, focus, more_notes_line, open_setup, record_coloured

from .test_map_choice import write_map
from .test_qa_map_gone_at_start import break_file


def shown_colours(setup) -> list[str]:
    """The colour each seat's Colour button names (what the players read)."""
    setup.layout()
    return [b.detail for b in setup.ring.buttons if b.value[0] == "colour"]


# ---- 1. one colour per seat ---------------------------------------------------------------
@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("key", [pygame.K_RIGHT, pygame.K_LEFT])
def test_stepping_a_colour_skips_the_colours_other_seats_show(app, drive, highcard,
                                                               colour_blind, key):
    """QA: two left presses on seat 1's colour gave it seat 2's sky blue, and both pawns on
    the glory track looked alike. Stepping now passes over the colours the other seats
    show, either way and with either palette, and still reaches every free colour."""
    theme.configure(colour_blind=colour_blind)  # the app fixture puts the default back
    setup = open_setup(app, drive, highcard)
    setup.set_count(3)
    focus(setup, ("colour", 0))
    others = set(shown_colours(setup)[1:])
    seen = set()
    for _ in range(len(theme.seat_palette())):
        drive.key(key)
        colours = shown_colours(setup)
        assert len(set(colours)) == 3, colours
        seen.add(colours[0])
    assert seen == {theme.colour_name(p) for p in theme.seat_palette()} - others


def test_a_remembered_setup_with_a_shared_colour_gets_a_colour_per_seat(app, drive, highcard):
    """QA: the duplicate was saved in settings.json and came back the next time. A setup
    remembered with a shared colour is mended on load: the first seat keeps it, the other
    takes a colour nobody has."""
    sky = theme.SEAT_COLOURS[1]
    app.settings.setups["highcard"] = {"seats": [
        SeatSpec("human", "kbd", "Alice", sky).to_json(),
        SeatSpec("bot", "normal", "Rob", "").to_json(),  # sky blue by its place
        SeatSpec("bot", "easy", "Eve", theme.SEAT_COLOURS[2]).to_json()], "options": {}}
    setup = open_setup(app, drive, highcard)
    colours = shown_colours(setup)
    assert colours[0] == "sky blue" and len(set(colours)) == 3, colours


def test_colours_one_palette_draws_alike_are_told_apart(app, drive, highcard):
    """With colour-blind-safe colours on, a remembered red is drawn in the safe palette's
    orange: a seat that holds that orange shows the same colour, and is given another."""
    theme.configure(colour_blind=True)
    app.settings.setups["highcard"] = {"seats": [
        SeatSpec("human", "kbd", "Alice", theme.SEAT_COLOURS[0]).to_json(),
        SeatSpec("bot", "normal", "Rob", theme.SEAT_COLOURS_SAFE[0]).to_json()],
        "options": {}}
    setup = open_setup(app, drive, highcard)
    colours = shown_colours(setup)
    assert colours[0] == "orange", "the button names the colour drawn, not the one stored"
    assert len(set(colours)) == 2, colours
    assert len({setup.seat_colour(i) for i in range(2)}) == 2


def test_a_seat_added_on_a_colour_already_chosen_gets_another(app, drive, highcard):
    """A new seat's colour is its place's default: the seat above may have chosen it."""
    setup = open_setup(app, drive, highcard)
    focus(setup, ("colour", 0))
    drive.key(pygame.K_RIGHT)  # past sky blue (the second seat's) onto yellow
    assert shown_colours(setup)[0] == theme.colour_name(theme.seat_palette()[2])
    focus(setup, ("count",))
    drive.key(pygame.K_RIGHT)
    assert len(set(shown_colours(setup))) == 3, shown_colours(setup)


def test_start_never_seats_two_players_in_one_colour(app, drive, highcard):
    setup = open_setup(app, drive, highcard)
    setup.set_count(3)
    for spec in setup.seats:  # however it came about
        spec.colour = theme.SEAT_COLOURS[3]
    match = setup.start(seed=3)
    assert match is not None
    drawn = [theme.seat_colour(s.colour, i) for i, s in enumerate(match.seats)]
    assert len(set(drawn)) == 3, drawn
    remembered = app.settings.setups["highcard"]["seats"]
    assert len({s["colour"] for s in remembered}) == 3, "and the setup kept is mended too"


# ---- 13. down from Players lands on a name ------------------------------------------------
def test_down_from_players_lands_on_the_first_seats_name_and_typing_works(app, drive,
                                                                          highcard):
    """QA: Down from "Players" went to seat 1's Colour, Left there changed the colour and
    typed letters were lost. It lands on the name, the row's first button, now."""
    setup = open_setup(app, drive, highcard)
    focus(setup, ("count",))
    drive.key(pygame.K_DOWN)
    assert setup.ring.focused.value == ("name", 0)
    drive.key(pygame.K_RETURN)
    drive.type_text("Zed")
    drive.key(pygame.K_RETURN)
    assert setup.seats[0].name == "Zed"


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


# ---- 2. notes and a refusal keep to their own column --------------------------------------
def bad_lines(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every line drawn from now on in the notes' red, with its rect, whichever helper
    draws it."""
    from gamebox.scenes import setup as setup_module

    return record_coloured(monkeypatch, theme.BAD,
                           (text_module, launcher_module, notes_module, setup_module))


@pytest.fixture
def refused(app, drive, user_data):
    """Grungeon setup with broken maps of the user's, refused at Start because the map
    chosen broke after the screen opened (the QA's steps)."""
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
    """QA at huge text: the red file:line:col notes ran through the Turn limit and Easy
    memory buttons, and the refusal was printed over them and under Rules / Back. Now each
    line stays left of the options and of the buttons, above the hint line, apart from the
    others, and the refusal (the newest, most important) is written whole."""
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
    """Leftover of QA pass 5: at huge text seat setup showed the refusal and "+ N more notes",
    and nothing said what the others were (the launcher had its Notes button already). A
    "Notes (N)" button at the left of the bottom row, under the notes, opens them all whole;
    the notes keep their column's width and end above it."""
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
