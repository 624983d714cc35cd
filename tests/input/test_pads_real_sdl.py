"""Gamepads as SDL delivers them: virtual game controllers plugged into SDL itself
(`virtual_pad`), so every press, tilt, plug and unplug below reaches the app as real
CONTROLLER* events through `pygame.event.get()`, not as events a test posted.

The whole games are played by one pad alone, from the launcher to the results screen, the
way a person does it (`couch_play`): next to cross a menu, up/down to a move, A to confirm
it, A to lift the curtain."""
from __future__ import annotations

import pytest

from gamebox.engine import registry
from gamebox.engine.match import Match, SeatSpec
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.pause import PadLostScene, PauseScene
from gamebox.scenes.results import ResultsScene
from gamebox.scenes.setup import SeatSetupScene
from gamebox.scenes.table import TableScene

from .conftest import FRAME
from .couch_play import (PadHands, choose, fixed_seed, focus_on, focused_move, frames_of, play,
                         wait_for_turn)
from .virtual_pad import run_frames, unavailable


def open_setup(app, game_id: str) -> SeatSetupScene:
    app.push(SeatSetupScene(app, registry.get(game_id)))
    run_frames(app, 2, FRAME)
    return app.top


def open_table(app, game_id: str, seats: list[SeatSpec], seed: int) -> TableScene:
    """`game_id`'s table for `seats`, opened as a continued or started game is (autosaving
    into the test's own data folder)."""
    table = app.open_match(Match.start(registry.get(game_id), seats, None, seed))
    run_frames(app, 2, FRAME)
    assert app.top is table
    return table


# ---- plugging in and joining -------------------------------------------------------------
def test_a_pad_plugged_in_at_setup_is_announced_and_takes_a_seat_when_it_presses_a(app, pads):
    setup = open_setup(app, "guts")
    assert [s.controller for s in setup.seats] == ["kbd", "normal"]
    first = pads.plug()
    assert "Gamepad 1 connected" in setup.notice, "SDL's device-added reached the setup"
    assert [p.instance_id for p in app.input.pads.values()] == [first.instance_id]
    first.press("a")
    assert (setup.seats[1].kind, setup.seats[1].controller) == ("human", "pad1"), \
        "the pad took the first bot seat"
    assert "Gamepad 1 joined" in setup.notice
    second = pads.plug()
    second.press("a")
    assert len(setup.seats) == 3, "with every bot seat taken, a new seat is added"
    assert (setup.seats[2].kind, setup.seats[2].controller) == ("human", "pad2")


def test_a_pad_pulled_out_at_setup_keeps_its_seat_and_comes_back_under_its_number(app, pads):
    setup = open_setup(app, "guts")
    pad = pads.plug()
    pad.press("a")
    old_id = pad.instance_id
    pad.unplug()
    assert app.input.pads == {}
    assert setup.seats[1].controller == "pad1", "the seat waits for its pad"
    pad.plug()
    assert pad.instance_id != old_id, "SDL sees a new device"
    assert app.input.pad_sources() == ["pad1"]
    pad.press("down")
    assert app.input.last.get("pad1") == "down", "its presses come from gamepad 1 again"
    assert [s.controller for s in setup.seats] == ["kbd", "pad1"]


def test_every_button_and_the_left_stick_of_a_standard_pad_mean_what_the_box_says(app, pads):
    """SDL's standard mapping, end to end: each button of a plugged pad reaches the app as
    the intent `PAD_BUTTONS` gives it (no scene open, so nothing acts on them)."""
    pad = pads.plug()
    meaning = {"a": "confirm", "b": "back", "x": "hint", "y": "skip", "back": "hide",
               "start": "menu", "guide": "menu", "up": "up", "down": "down", "left": "left",
               "right": "right", "lb": "previous", "rb": "next"}
    for button, kind in meaning.items():
        app.input.last.clear()
        pad.press(button)
        assert app.input.last == {"pad1": kind}, button
    pad.hold("a")
    assert app.input.held("pad1"), "A held down is confirm held (it lifts a pad's curtain)"
    pad.release("a")
    assert not app.input.held("pad1")
    for axis, push, kind in (("leftx", -1.0, "left"), ("leftx", 1.0, "right"),
                             ("lefty", -1.0, "up"), ("lefty", 1.0, "down")):
        pad.tilt(axis, 0.0)
        app.input.last.clear()
        pad.tilt(axis, push)
        assert app.input.last == {"pad1": kind}, (axis, push)
    app.input.last.clear()
    pad.tilt("rightx", 1.0)
    assert app.input.last == {}, "the right stick steers nothing"
    for axis, kind in (("lefttrigger", "use"), ("righttrigger", "attack")):
        pad.tilt(axis, 1.0)  # a board's own two actions (the Grungeon's attack and use)
        assert app.input.last == {"pad1": kind}, axis
        app.input.last.clear()
        pad.tilt(axis, 0.0)
        assert app.input.last == {}, "letting go is no press"


def test_the_pad_name_sdl_reports_chooses_the_button_prompts(app, pads):
    if not pads.sdl.named:
        unavailable("this SDL names every virtual pad \"Virtual Controller\" (before 2.24)")
    pads.plug(name="Sony DualSense (virtual)")
    pads.plug(name="Virtual Xbox Controller")
    assert app.input.pad_by_source("pad1").name == "Sony DualSense (virtual)"
    assert app.input.prompt("pad1", "confirm") == "Cross"
    assert app.input.prompt("pad2", "confirm") == "A"


# ---- at the table ------------------------------------------------------------------------
def test_the_left_stick_moves_the_focus_one_step_per_push(app, pads):
    pad = pads.plug()
    table = open_table(app, "guts", [SeatSpec("human", "pad1", "Ann"),
                                     SeatSpec("bot", "normal", "Bo")], 3)
    wait_for_turn(app, PadHands(pad), 0, frames_of(app))
    legal = table.legal_for(0)
    logged = len(table.match.state.log)
    assert len(legal) > 2, "seed 3 opens on a choice of several moves"
    start = legal.index(focused_move(table, 0))
    pad.tilt("lefty", 1.0)
    assert legal.index(focused_move(table, 0)) == start + 1
    pad.tilt("lefty", 0.9)
    pad.tilt("lefty", 0.5)
    assert legal.index(focused_move(table, 0)) == start + 1, "held over, it does not repeat"
    pad.tilt("lefty", 0.0)
    pad.tilt("lefty", 1.0)
    assert legal.index(focused_move(table, 0)) == start + 2, "let go and pushed again: a step"
    pad.tilt("lefty", 0.0)
    pad.tilt("lefty", -1.0)
    assert legal.index(focused_move(table, 0)) == start + 1
    assert len(table.match.state.log) == logged, "moving the focus chose nothing"


def test_a_pad_plugged_in_mid_game_takes_over_a_keyboard_seat_from_the_pause_menu(app, pads):
    table = open_table(app, "guts", [SeatSpec("human", "kbd", "Ann"),
                                     SeatSpec("bot", "normal", "Bo")], 5)
    pad = pads.plug()
    assert app.input.pad_sources() == ["pad1"], "the pad is seen mid-game"
    assert app.top is table, "a new pad stops nothing"
    hands = PadHands(pad)
    hands.press("menu")
    pause = app.top
    assert isinstance(pause, PauseScene), "Start on any pad opens the pause menu"
    choose(pause, hands, ("swap", 0))
    assert table.match.seats[0].controller == "pad1"
    hands.press("back")
    assert app.top is table
    made = play(app, hands, 0, frames_of(app), moves=2)
    assert [action for seat, action in table.match.state.log if seat == 0][:2] == made


def test_a_pad_pulled_out_mid_game_stops_the_table_until_it_is_plugged_back_in(app, pads,
                                                                                rendered):
    """The Grungeon: the seat's private view goes with its pad, the table waits (no clock,
    no bot), and the pad plugged back in lifts the curtain again and plays on to the end."""
    pad = pads.plug()
    table = open_table(app, "grungeon", [SeatSpec("human", "pad1", "Ann"),
                                         SeatSpec("bot", "normal", "Bo"),
                                         SeatSpec("bot", "normal", "Cy")], 4)
    hands = PadHands(pad)
    before = play(app, hands, 0, frames_of(app), moves=4)
    assert table.curtain.eyes() == 0
    pad.unplug()
    lost = app.top
    assert isinstance(lost, PadLostScene) and lost.source == "pad1"
    assert "Gamepad 1 is not connected" in rendered
    assert any("reconnect or switch controller" in line for line in rendered)
    assert table.curtain.eyes() is None and table.curtain.down_for() == 0, \
        "nothing private stays on screen for a seat without its controller"
    log = list(table.match.state.log)
    clocks = dict(table.clock_left)
    run_frames(app, 20, 1.0)
    assert table.match.state.log == log, "nobody moves while the seat's pad is out"
    assert table.clock_left == clocks, "and no clock runs"
    pad.plug()
    assert app.input.pad_sources() == ["pad1"], "plugged back in, it is gamepad 1 again"
    assert app.top is table, "the table goes on by itself"
    assert table.curtain.down_for() == 0, "behind the curtain, for its own pad to lift"
    after = play(app, hands, 0, frames_of(app))
    assert isinstance(app.top, ResultsScene)
    assert [action for seat, action in table.match.state.log if seat == 0] == before + after


# ---- whole games, one pad alone ----------------------------------------------------------
SOLO_GAMES = {
    # game: (seats it is set up with, seed)
    "guts": (2, 11),
    "grungeon": (3, 2),
}


@pytest.mark.parametrize("game_id", sorted(SOLO_GAMES))
def test_one_pad_alone_plays_a_whole_game_against_bots(app, pads, monkeypatch, game_id):
    """From the launcher to the results, with nothing but the pad: it picks the game, joins,
    hands the keyboard's seat to a normal bot, starts, lifts its curtain when the game has
    one, and makes every decision of its seat until the game is over."""
    count, seed = SOLO_GAMES[game_id]
    fixed_seed(monkeypatch, seed)
    pad = pads.plug()
    hands = PadHands(pad)
    app.push(LauncherScene(app))
    run_frames(app, 3, FRAME)  # the launcher loads the games on its first frames
    choose(app.top, hands, ("game", game_id))
    setup = app.top
    assert isinstance(setup, SeatSetupScene) and setup.game.id == game_id
    hands.press("confirm")  # a pad without a seat joins: it takes the first bot seat
    assert [s.controller for s in setup.seats] == ["kbd", "pad1"] + ["normal"] * (count - 2)
    focus_on(setup, hands, ("controller", 0))
    for _ in range(8):
        if setup.seats[0].is_bot and setup.seats[0].level == "normal":
            break
        hands.press("left")  # from the keyboard, back through the bot levels to "normal"
    assert [s.controller for s in setup.seats] == ["normal", "pad1"] + ["normal"] * (count - 2)
    choose(setup, hands, ("start",))
    table = app.top
    assert isinstance(table, TableScene) and table.match.game.id == game_id
    match = table.match
    assert [s.is_bot for s in match.seats] == [True, False] + [True] * (count - 2)

    made = play(app, hands, 1, frames_of(app))

    assert isinstance(app.top, ResultsScene) and app.top.match is match
    assert match.state.is_over()
    mine = [action for seat, action in match.state.log if seat == 1]
    assert mine == made and len(made) >= 5, "every move of the pad's seat was the pad's"
    assert match.seats[1].controller == "pad1" and 1 not in match.bots, \
        "no bot ever stood in for the pad"
    assert "kbd" not in app.input.last, "the keyboard and the mouse never spoke"
