"""Found in hands-on QA of seat setup: stepping a wide number option
went 180 -> 188 -> 277 -> 366 s, and back from 180 to 99; a turn limit went 200 -> 218 -> 416.
Numbers now stop at round values (docs/couch.md, "Starting")."""
from __future__ import annotations

import pygame

from gamebox.engine.protocol import Option
from gamebox.games.grungeon.rules import GAME as GRUNGEON
from gamebox.scenes.setup import SeatSetupScene, number_stops, step_option_value

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
    """No stop sits a few per cent from the next (180 -> 188 was a wasted press)."""
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
