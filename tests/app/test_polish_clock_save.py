"""Clocks are saved (found in QA: continuing a saved game gave a fresh clock). A player who
quits and continues finds their clock where it was, per seat, for the decision in progress;
the clock lives in the save beside the log, never in the rules state."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox.engine import registry
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Option
from gamebox.engine.saves import read_table_record
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.pause import PauseScene
from gamebox.scenes.table import CLOCK_SAVE_EVERY

FULL = 20


@pytest.fixture
def timed(highcard):
    """High Card with a 20-second turn timer, registered so its saves can be continued."""

    class TimedHighCard(type(highcard)):
        id = "highcard_clocked"
        options = (Option("turn_timer", FULL, "Turn timer (s)", minimum=0, maximum=120),)

    game = TimedHighCard()
    registry.register(game)
    yield game
    registry.unregister(game.id)


def look(drive, table, seat):
    """`seat` lifts its curtain and closes its first-turn guide (reading it is free)."""
    drive.hold_key()
    assert table.curtain.eyes() == seat
    if table.walkthrough == seat:
        drive.key(pygame.K_BACKSPACE, dt=0.0)


def first_round(app, drive, game):
    """Ann and Bea on the keyboard play round 1, so the game has its save; round 2 starts."""
    app.push(LauncherScene(app))
    app.apply_pending()
    table = app.open_match(Match.start(game, [SeatSpec("human", "kbd", "Ann"),
                                              SeatSpec("human", "kbd", "Bea")], None, 5))
    drive.settle()
    for seat in (0, 1):
        look(drive, table, seat)
        assert table.act(seat, table.legal_for(seat)[0])
        drive.settle()
    assert table.match.state.round == 2 and table.match.autosave_path.exists()
    drive.key(pygame.K_h, dt=0.0)  # Bea, still to act in round 2, hides her new hand
    return table


def quit_from_pause(app, drive):
    drive.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    pause.layout()
    pause.choose(next(b for b in pause.ring.buttons if b.value == ("quit",)))
    drive.settle()
    assert isinstance(app.top, LauncherScene)


def continue_game(app, drive, path):
    launcher = app.top
    launcher.layout()
    assert any(b.value == ("save", str(path)) for b in launcher.ring.buttons), \
        "the game is in the continue list"
    launcher.continue_save(str(path))
    drive.settle()
    return app.top


def test_quit_and_continue_finds_the_clock_where_it_was(app, drive, timed):
    table = first_round(app, drive, timed)
    path = table.match.autosave_path
    look(drive, table, 0)
    drive.frame(5.0)  # Ann thinks for 5 s and plays: her decision is over
    assert table.act(0, table.legal_for(0)[0])
    drive.settle()
    look(drive, table, 1)
    drive.frame(7.0)  # Bea thinks for 7 s, then the couch takes a break
    left = table.clock_left[1]
    assert list(table.clock_left) == [1] and FULL - 7.5 < left < FULL - 7.0
    quit_from_pause(app, drive)
    assert read_table_record(path)["clocks"]["1"]["left"] == pytest.approx(left, abs=0.001)

    again = continue_game(app, drive, path)
    assert again is not table and again.match.state.round == 2
    look(drive, again, 1)
    # lifting the curtain takes a frame of the hold, which the clock counts
    assert left - 0.2 < again.clock_left[1] <= left, "Bea's clock is where it was"
    expected = again.match.state.timeout_action(1)
    drive.frame(again.clock_left[1] - 0.1)
    assert len(again.match.state.log) == 3, "she had those seconds, not fewer"
    drive.frame(0.2)
    assert (len(again.match.state.log), *again.match.state.log[-1]) == (4, 1, expected), \
        "her time ran out when it would have without the break"


def test_every_seats_clock_comes_back_with_its_own_time(app, drive, timed):
    """Two seats in the middle of one simultaneous decision keep a clock each."""
    table = first_round(app, drive, timed)
    for seat, spent in ((0, 5.0), (1, 7.0)):
        table.curtain.lift(seat)  # each seat in turn looking at its own hand
        table.walkthrough = None
        drive.frame(spent)
        drive.key(pygame.K_h, dt=0.0)
    assert table.clock_left == pytest.approx({0: FULL - 5.0, 1: FULL - 7.0}, abs=0.05)
    quit_from_pause(app, drive)
    again = continue_game(app, drive, table.match.autosave_path)
    assert again.clock_left == pytest.approx({0: FULL - 5.0, 1: FULL - 7.0}, abs=0.05)


def test_leaving_the_table_without_pausing_saves_the_clock(app, drive, timed):
    """Closing the window at the table pops every scene: the table saves on its way out."""
    table = first_round(app, drive, timed)
    path = table.match.autosave_path
    look(drive, table, 0)
    drive.frame(4.0)
    left = table.clock_left[0]
    app.reset(LauncherScene(app))  # what closing the window or quitting does to the stack
    drive.settle()
    record = read_table_record(path)
    assert record["clocks"]["0"]["left"] == pytest.approx(left, abs=0.001)
    again = continue_game(app, drive, path)
    look(drive, again, 0)
    assert left - 0.2 < again.clock_left[0] <= left


def test_a_running_clock_is_saved_now_and_then(app, drive, timed):
    """Only a crash skips pause and exit: the running clock is written every few seconds."""
    table = first_round(app, drive, timed)
    path = table.match.autosave_path
    look(drive, table, 0)
    drive.frame(CLOCK_SAVE_EVERY / 2)
    assert "0" not in read_table_record(path).get("clocks", {}), "not on every frame"
    drive.frame(CLOCK_SAVE_EVERY / 2 + 0.5)
    saved = read_table_record(path)["clocks"]["0"]["left"]
    assert saved == pytest.approx(table.clock_left[0], abs=0.001)
    assert saved < FULL - CLOCK_SAVE_EVERY


def test_a_clock_saved_for_another_decision_is_not_restored(app, drive, timed):
    """A clock belongs to its decision: one saved for round 1 gives round 2 a fresh clock,
    and nonsense in the record is left out rather than stopping the game."""
    table = first_round(app, drive, timed)
    path = table.match.autosave_path
    quit_from_pause(app, drive)
    doc = json.loads(path.read_text())
    doc["table"]["clocks"] = {"0": {"left": 3.0, "decision": [FULL, None, 1, None]},
                              "1": {"left": "soon", "decision": []}, "7": [1, 2]}
    path.write_text(json.dumps(doc))
    again = continue_game(app, drive, path)
    look(drive, again, 0)
    # Ann played round 1, so no first-turn guide stops her clock: the hold's last frame counts
    assert FULL - 0.2 < again.clock_left.get(0, FULL) <= FULL
    assert 1 not in again.clock_left


def test_a_save_from_before_clocks_were_saved_continues_with_a_fresh_clock(app, drive, timed):
    table = first_round(app, drive, timed)
    path = table.match.autosave_path
    look(drive, table, 0)
    drive.frame(6.0)
    quit_from_pause(app, drive)
    doc = json.loads(path.read_text())
    del doc["table"]
    path.write_text(json.dumps(doc))
    again = continue_game(app, drive, path)
    assert again.match.state.round == 2
    look(drive, again, 0)
    assert FULL - 0.2 < again.clock_left.get(0, FULL) <= FULL, "a fresh clock"
    assert not list(path.parent.glob("*.bad")), "the older save is not quarantined"


def test_quitting_before_the_first_move_still_leaves_no_save(app, drive, timed):
    app.push(LauncherScene(app))
    app.apply_pending()
    table = app.open_match(Match.start(timed, [SeatSpec("human", "kbd", "Ann"),
                                               SeatSpec("human", "kbd", "Bea")], None, 5))
    drive.settle()
    look(drive, table, 0)
    drive.frame(3.0)
    quit_from_pause(app, drive)
    assert not table.match.autosave_path.exists()


def test_taking_back_a_decision_gives_no_fresh_clock(app, drive, timed):
    """Rules audit of the Grungeon, finding 1: a seat that confirmed with a second left and
    took it back got a full clock again, as often as it liked, so no time limit held. The
    clock now goes on from where the decision stopped it, after a quit and continue too; a
    decision the clock made (time ran out) cannot be taken back at all."""
    table = first_round(app, drive, timed)
    look(drive, table, 0)
    drive.frame(FULL - 2.0)  # Ann plays with about 2 s left
    assert table.act(0, table.legal_for(0)[0])
    assert table.match.can_undo(0)
    table.take_back(0)
    look(drive, table, 0)
    assert table.clock_left[0] < 2.1, "her clock goes on from where it stopped"
    assert table.act(0, table.legal_for(0)[0])  # and again, then the couch takes a break
    quit_from_pause(app, drive)
    again = continue_game(app, drive, table.match.autosave_path)
    assert again.match.can_undo(0)
    again.take_back(0)
    look(drive, again, 0)
    assert again.clock_left[0] < 2.1, "a save keeps the stopped clock too"
    expected = again.match.state.timeout_action(0)
    drive.frame(2.5)  # time runs out: the clock decides for her
    assert again.match.state.log[-1] == (0, expected)
    assert not again.match.can_undo(0), "a timeout is no decision of hers to take back"
