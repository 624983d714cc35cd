"""Seat setup: counts and options step both ways (keys, the pad's d-pad, the mouse's arrows),
and a number steps through round values (docs/couch.md, "Starting")."""
from __future__ import annotations

import pygame

from gamebox.engine.protocol import Option
from gamebox.games.grungeon.game import GAME as GRUNGEON
from gamebox.scenes.setup import SeatSetupScene, number_stops, step_option_value

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


# ---- round values ------------------------------------------------------------------------
ROUND = {1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 450, 600, 900, 1200,
         1500, 2000}


def cycle(option: Option) -> list[int]:
    """Every value stepping right from the default reaches before it comes round again."""
    seen = [option.default]
    while True:
        value = step_option_value(option, seen[-1], 1)
        if value == option.default:
            return seen
        seen.append(value)


def number_options():
    return [o for o in GRUNGEON.options if isinstance(o.default, int)
            and not isinstance(o.default, bool) and not o.choices]


def test_wide_numbers_stop_at_round_values():
    for option in number_options():
        ends = {option.minimum, option.maximum, option.default}
        odd = [v for v in cycle(option) if v not in ends and v not in ROUND]
        assert not odd, f"{option.key} stops at {odd}"


def test_each_step_is_a_real_step():
    """No stop sits a few per cent from the next (a press from 180 to 188 would be a wasted press).
    """
    for option in number_options():
        stops = sorted(cycle(option))
        ends = {option.minimum, option.maximum, option.default}
        for a, b in zip(stops, stops[1:]):
            if a in ends or b in ends:
                continue
            assert b >= a * 1.2, f"{option.key}: {a} -> {b}"


def test_preview_time_steps_from_three_minutes_to_four_and_back():
    option = next(o for o in GRUNGEON.options if o.key == "preview_seconds")
    assert step_option_value(option, 180, 1) == 240
    assert step_option_value(option, 180, -1) == 120
    assert step_option_value(option, 240, -1) == 180


def test_narrow_ranges_still_step_by_one_and_odd_values_come_back():
    assert number_stops(1, 10, 3, 3) == list(range(1, 11))
    # a remembered value off the ladder (hand-edited settings) is a stop of its own
    stops = number_stops(0, 600, 30, 177)
    assert 177 in stops and stops[stops.index(177) - 1] == 120
    assert number_stops(0, 600, 30, 30)[:3] == [0, 10, 15], "no 1 s or 2 s turns"


def test_keys_walk_the_round_values(app, drive):
    app.push(SeatSetupScene(app, GRUNGEON))
    drive.settle()
    setup = app.top
    setup.layout()
    setup.ring.index = next(i for i, b in enumerate(setup.ring.buttons)
                            if b.value == ("option", "turn_limit"))
    drive.key(pygame.K_RIGHT)
    assert setup.options["turn_limit"] == 240
    drive.key(pygame.K_RIGHT)
    assert setup.options["turn_limit"] == 300
    drive.key(pygame.K_LEFT)
    drive.key(pygame.K_LEFT)
    assert setup.options["turn_limit"] == 200
