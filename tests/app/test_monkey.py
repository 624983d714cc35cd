"""The monkey tester (tools/monkey.py) in CI: a few seeds of a few hundred frames of random
input each, from the launcher and from each game's table. A run fails when the app raises,
the scene stack empties while the app runs, or a seat's private marker is drawn while the
curtain is down or another seat looks; the failure names the seed and frame to replay with
`tools/monkey.py --seed S --frames N`."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from gamebox.engine import registry
from gamebox.engine.match import Match, SeatSpec
from gamebox.scenes.launcher import LauncherScene

FRAMES = 600


def load_monkey():
    """tools/monkey.py as a module (tools/ is not a package)."""
    path = Path(__file__).resolve().parents[2] / "tools" / "monkey.py"
    spec = importlib.util.spec_from_file_location("gamebox_monkey", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


monkey = load_monkey()


def run(app, seed: int, frames: int = FRAMES):
    coverage = monkey.Coverage()
    monkey.Monkey(app, seed, coverage).run(frames)
    return coverage


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_monkey_from_the_launcher(app, seed):
    app.push(LauncherScene(app))
    coverage = run(app, seed)
    assert coverage.frames >= FRAMES
    assert len(coverage.scenes) >= 3, "the monkey got past the launcher"


@pytest.mark.parametrize("game_id, seats", [
    ("grungeon", [("human", "kbd"), ("human", "pad1"), ("bot", "easy")]),
    ("guts", [("human", "kbd"), ("bot", "easy"), ("human", "pad2")]),
])
def test_monkey_at_a_table(app, game_id, seats):
    """Straight to a table with people on the keyboard and on pads: the monkey's "play"
    inputs lift curtains and make moves, so a few hundred frames get deep into a game."""
    app.push(LauncherScene(app))
    specs = [SeatSpec(kind, controller, f"P{n + 1}") for n, (kind, controller) in
             enumerate(seats)]
    app.open_match(Match.start(registry.get(game_id), specs, None, 4))
    coverage = run(app, 3)
    assert coverage.games_started[game_id] >= 1


def test_a_monkey_failure_names_its_replay(app):
    """The check is real: an app that raises fails the run, with the seed, the frame and
    the command that replays it."""
    app.push(LauncherScene(app))

    def broken(dt):
        raise RuntimeError("boom")

    app.apply_pending()
    app.top.update = broken
    with pytest.raises(monkey.MonkeyFailure) as failure:
        run(app, 5, 50)
    text = str(failure.value)
    assert "seed 5, frame 1" in text and "boom" in text
    assert "tools/monkey.py --seed 5 --frames 1" in text


def test_each_seed_meets_its_own_couch_every_time():
    """A seed's couch (window, text size, palette, bots, pads, broken files, the table it
    starts at) comes from the seed alone, so a replay meets the same one; and over a few
    seeds the couches differ in each of those."""
    couches = [monkey.couch_for(seed) for seed in range(100, 140)]
    assert couches == [monkey.couch_for(seed) for seed in range(100, 140)]
    for name in ("size", "text_size", "colour_blind", "bot_speed", "pads", "broken"):
        assert len({repr(getattr(c, name)) for c in couches}) > 1, name
    tables = [c.table for c in couches if c.table is not None]
    assert {t[0] for t in tables} == set(registry.available_ids()), "every game in the box"
    assert any(len(t[1]) == 4 for t in tables), "a four-seat table"


def test_monkey_on_a_couch_of_huge_text_at_a_four_seat_table(app):
    """Huge text, the colour-blind palette, slow bots and a 4-seat Guts table with two
    pads and the keyboard: the monkey sets the app up as the couch says and plays it."""
    couch = monkey.Couch(text_size="huge", colour_blind=True, bot_speed="slow", pads=2,
                         table=("guts", (("human", "pad1"), ("bot", "easy"),
                                         ("human", "kbd"), ("human", "pad2")),
                                {"first_game": False}))
    monkey.seat_the_couch(app, couch)
    app.apply_pending()
    assert len(app.top.match.seats) == 4 and app.settings.text_size == "huge"
    coverage = run(app, 7, 300)
    assert coverage.games_started["guts"] >= 1
