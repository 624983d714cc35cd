"""Seat setup: counts and options step both ways (keys, the pad's d-pad, the mouse's arrows)."""
from __future__ import annotations

import pygame

from gamebox.games.grungeon.rules import GAME as GRUNGEON
from gamebox.scenes.setup import step_option_value

from scene_helpers import button, focus, open_setup


def test_left_and_right_keys_step_a_number_both_ways(app, drive):
    setup = open_setup(app, drive, GRUNGEON)
    focus(setup, ("option", "preview_seconds"))
    start = setup.options["preview_seconds"]
    drive.key(pygame.K_RIGHT)
    up = setup.options["preview_seconds"]
    assert up > start
    drive.key(pygame.K_LEFT)
    assert setup.options["preview_seconds"] == start
    drive.key(pygame.K_LEFT)
    assert setup.options["preview_seconds"] < start
    assert setup.ring.focused.value == ("option", "preview_seconds"), "focus stays put"


def test_numbers_wrap_at_both_ends():
    option = next(o for o in GRUNGEON.options if o.key == "turn_seconds")
    assert step_option_value(option, option.minimum, -1) == option.maximum
    assert step_option_value(option, option.maximum, 1) == option.minimum
    flag = next(o for o in GRUNGEON.options if o.key == "easy_memory")
    assert step_option_value(flag, False, -1) is True and step_option_value(flag, True, 1) is False


def test_the_pads_dpad_steps_a_choice_both_ways(app, drive):
    app.input.add_pad(7, "Gamepad")
    setup = open_setup(app, drive, GRUNGEON)
    focus(setup, ("option", "map"))
    assert setup.options["map"] == "grungeon"
    drive.pad(7, pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    assert setup.options["map"] == "random", "left from the first choice wraps to the last"
    drive.pad(7, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert setup.options["map"] == "grungeon"


def test_the_seat_count_steps_both_ways(app, drive, highcard):
    """The fixture game seats 2-4: left from 2 wraps to 4, right from 4 wraps to 2."""
    setup = open_setup(app, drive, highcard)
    focus(setup, ("count",))
    assert len(setup.seats) == 2
    drive.key(pygame.K_LEFT)
    assert len(setup.seats) == 4
    drive.key(pygame.K_LEFT)
    assert len(setup.seats) == 3
    drive.key(pygame.K_RIGHT)
    drive.key(pygame.K_RIGHT)
    assert len(setup.seats) == 2


def test_a_fixed_seat_count_leaves_left_and_right_to_moving(app, drive):
    """The Grungeon always has 3 seats: its count has no arrows, so right moves focus on."""
    setup = open_setup(app, drive, GRUNGEON)
    focus(setup, ("count",))
    assert "arrows" not in setup.ring.focused.tags
    drive.key(pygame.K_RIGHT)
    assert setup.ring.focused.value != ("count",) and len(setup.seats) == 3


def test_the_mouse_steps_back_on_the_back_arrow_and_on_everywhere_else(app, drive, highcard):
    setup = open_setup(app, drive, GRUNGEON)
    turn = button(setup, ("option", "turn_seconds"))
    back, forward = turn.tags["arrows"]
    assert back.right <= forward.left and turn.rect.contains(back) and turn.rect.contains(forward)
    start = setup.options["turn_seconds"]
    drive.click(back.center)
    lower = setup.options["turn_seconds"]
    assert lower == step_option_value(turn_option(), start, -1)
    drive.click(button(setup, ("option", "turn_seconds")).tags["arrows"][1].center)
    assert setup.options["turn_seconds"] == start
    drive.click(button(setup, ("option", "turn_seconds")).rect.center)
    assert setup.options["turn_seconds"] == step_option_value(turn_option(), start, 1)


def turn_option():
    return next(o for o in GRUNGEON.options if o.key == "turn_seconds")


def test_left_and_right_move_along_a_seat_row_until_a_button_with_arrows(app, drive, highcard):
    """A seat's name has no arrows: right moves onto its colour. The colour has arrows, so
    there left/right step it (docs/couch.md); Tab goes on to the controller."""
    setup = open_setup(app, drive, highcard)
    focus(setup, ("name", 0))
    drive.key(pygame.K_RIGHT)
    assert setup.ring.focused.value == ("colour", 0)
    drive.key(pygame.K_RIGHT)
    assert setup.ring.focused.value == ("colour", 0)
    drive.key(pygame.K_TAB)
    assert setup.ring.focused.value == ("controller", 0)
    before = setup.seats[0].controller
    drive.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert setup.ring.focused.value == ("colour", 0) and setup.seats[0].controller == before


def test_stepping_arrows_are_drawn(app, drive, highcard):
    """Every stepping button shows its two arrows (pixels differ from the plain button)."""
    setup = open_setup(app, drive, highcard)
    count = button(setup, ("count",))
    back, forward = count.tags["arrows"]
    surface = app.surface
    setup.draw(surface)
    inside = [surface.get_at(back.center)[:3], surface.get_at(forward.center)[:3]]
    beside = surface.get_at((back.left - 3 * back.width, back.centery))[:3]
    assert all(colour != beside for colour in inside)
