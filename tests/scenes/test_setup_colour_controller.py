"""Seat setup: a seat's colour and controller step both ways, like counts and options (left/
right keys and the d-pad while focused, the mouse on their arrows), and their words still
fit beside the arrows at 960x540. No two seats ever show the same colour."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.bots import LEVELS
from gamebox.engine.match import SeatSpec
from gamebox.games.grungeon.game import GAME as GRUNGEON
from gamebox.ui import theme
from gamebox.ui.text import fit
from gamebox.ui.widgets import two_line_sizes

from scene_helpers import button, focus, open_setup


def colour_of(setup, i: int) -> str:
    palette = theme.seat_palette()
    return setup.seats[i].colour or palette[i % len(palette)]


def test_left_and_right_step_a_colour_both_ways(app, drive, highcard):
    setup = open_setup(app, drive, highcard)
    palette = theme.seat_palette()
    focus(setup, ("colour", 0))
    assert colour_of(setup, 0) == palette[0]
    drive.key(pygame.K_LEFT)
    assert colour_of(setup, 0) == palette[-1], "left from the first colour wraps to the last"
    drive.key(pygame.K_RIGHT)
    drive.key(pygame.K_RIGHT)
    assert colour_of(setup, 0) == palette[2], "past palette[1]: the second seat's colour"
    assert setup.ring.focused.value == ("colour", 0), "focus stays on the colour"


def test_the_dpad_steps_a_controller_both_ways(app, drive, highcard):
    app.input.add_pad(5, "Gamepad")
    setup = open_setup(app, drive, highcard)
    focus(setup, ("controller", 0))
    assert (setup.seats[0].kind, setup.seats[0].controller) == ("human", "kbd")
    drive.pad(5, pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    assert setup.seats[0].is_bot and setup.seats[0].level == LEVELS[-1], \
        "left from the keyboard wraps to the last bot level"
    drive.pad(5, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert setup.seats[0].controller == "kbd"
    drive.pad(5, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert setup.seats[0].controller == "pad1"
    assert setup.ring.focused.value == ("controller", 0)


def test_stepping_keeps_the_seats_name_and_colour(app, drive, highcard):
    setup = open_setup(app, drive, highcard)
    setup.seats[1].name = "Rob"
    focus(setup, ("colour", 1))
    drive.key(pygame.K_LEFT)
    chosen = setup.seats[1].colour
    assert chosen == theme.seat_palette()[-1], "back past palette[0]: the first seat's colour"
    focus(setup, ("controller", 1))
    drive.key(pygame.K_LEFT)
    assert setup.seats[1].level == "easy", "normal steps back to easy"
    assert setup.seats[1].name == "Rob" and setup.seats[1].colour == chosen


@pytest.mark.parametrize("value", [("colour", 1), ("controller", 1)])
def test_the_mouse_steps_back_on_the_back_arrow_and_forward_elsewhere(app, drive, highcard,
                                                                      value):
    setup = open_setup(app, drive, highcard)

    def state():
        spec = setup.seats[1]
        return colour_of(setup, 1) if value[0] == "colour" else (spec.kind, spec.controller)

    start = state()
    back, forward = button(setup, value).tags["arrows"]
    drive.click(back.center)
    stepped_back = state()
    assert stepped_back != start
    drive.click(button(setup, value).tags["arrows"][1].center)
    assert state() == start
    drive.click(button(setup, value).rect.move(8, 0).midleft)
    assert state() not in (start, stepped_back), "a click beside the arrows steps forward"


def test_enter_still_steps_forward(app, drive, highcard):
    setup = open_setup(app, drive, highcard)
    focus(setup, ("colour", 0))
    drive.key(pygame.K_RETURN)
    assert colour_of(setup, 0) == theme.seat_palette()[2], "palette[1] is the second seat's"


def test_a_name_still_passes_right_onto_its_colour(app, drive, highcard):
    """Names have no arrows: there left/right still move along the row (docs/couch.md)."""
    setup = open_setup(app, drive, highcard)
    focus(setup, ("name", 1))
    drive.key(pygame.K_RIGHT)
    assert setup.ring.focused.value == ("colour", 1)
    drive.key(pygame.K_TAB)
    assert setup.ring.focused.value == ("controller", 1)
    drive.key(pygame.K_LEFT)
    assert setup.ring.focused.value == ("controller", 1) and setup.seats[1].is_bot


def test_every_controller_is_reachable_with_the_dpad_and_shoulders(app, drive, highcard):
    """No mouse, no keyboard: RB walks every button, the d-pad does the rest."""
    app.input.add_pad(6, "Gamepad")
    setup = open_setup(app, drive, highcard)
    seen = set()
    for _ in range(len(setup.ring.buttons)):
        seen.add(setup.ring.focused.value)
        drive.pad(6, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    assert {("colour", 0), ("colour", 1), ("controller", 0), ("controller", 1)} <= seen


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_colour_and_controller_show_their_arrows_and_words(app, drive, highcard, size):
    setup = open_setup(app, drive, highcard)
    surface = pygame.Surface(size)
    setup.layout(surface)
    u = theme.unit(surface)
    text = theme.text_px(surface, 2.1)
    for value in (("colour", 0), ("controller", 0)):
        b = next(x for x in setup.ring.buttons if x.value == value)
        back, forward = b.tags["arrows"]
        assert b.rect.contains(back) and b.rect.contains(forward)
        room = back.left - b.rect.left - round(2.2 * u)
        label, small, _ = two_line_sizes(text, b.rect.height)
        assert fit(b.label, label, room, True) == b.label, f"{b.label!r} is cut at {size}"
        assert fit(b.detail, small, room) == b.detail
    setup.draw(surface)
    b = next(x for x in setup.ring.buttons if x.value == ("colour", 0))
    back = b.tags["arrows"][0]
    assert surface.get_at(back.center)[:3] != surface.get_at((back.left - 2, b.rect.top + 3))[:3]


def test_huge_text_keeps_colour_and_the_options_values_whole(app, drive):
    """The arrows' room is taken from the options column: at huge text on the smallest window its
    labels still show their values."""
    theme.configure("huge")  # the app fixture puts the normal size back afterwards
    setup = open_setup(app, drive, GRUNGEON)
    surface = pygame.Surface((960, 540))
    setup.layout(surface)
    u = theme.unit(surface)
    text = theme.text_px(surface, 2.1)
    for b in setup.ring.buttons:
        if b.value[0] not in ("colour", "option"):
            continue
        room = b.tags["arrows"][0].left - b.rect.left - round(2.2 * u)
        label, _, _ = two_line_sizes(text, b.rect.height)
        assert fit(b.label, label, room, True) == b.label, f"{b.label!r} is cut"


def test_the_hint_says_what_left_and_right_do(app, drive, highcard, rendered):
    open_setup(app, drive, highcard)
    assert any("Left/right: change a button with arrows" in t for t in rendered)


# ---- one colour per seat -----------------------------------------------------------------
def shown_colours(setup) -> list[str]:
    """The colour each seat's Colour button names (what the players read)."""
    setup.layout()
    return [b.detail for b in setup.ring.buttons if b.value[0] == "colour"]


@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("key", [pygame.K_RIGHT, pygame.K_LEFT])
def test_stepping_a_colour_skips_the_colours_other_seats_show(app, drive, highcard,
                                                               colour_blind, key):
    """Stepping a seat's colour passes over the colours the other seats show (two pawns on the
    glory track never look alike), either way and with either palette, and still reaches every free
    colour."""
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
    """A setup remembered in settings.json with a colour shared by two seats is mended on load: the
    first seat keeps it, the other takes a colour nobody has."""
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
