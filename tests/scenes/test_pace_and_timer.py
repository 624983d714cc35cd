"""Bots act at a pace people can follow (with a skip); a game's timer runs only while the seat
is looking, and its expiry plays the game's own timeout action. The clock is saved with the
game: a player who quits and continues finds it where it was, per seat, for the decision in
progress (it lives in the save beside the log, never in the rules state), and taking a
decision back never gives a fresh clock."""
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
from gamebox.scenes.table import CLOCK_SAVE_EVERY, TableScene, timer_seconds


def table_with(app, game, seats, seed=3):
    table = TableScene(app, Match.start(game, seats, None, seed))
    app.push(table)
    app.apply_pending()
    return table


def test_bots_wait_for_the_pace_setting(app, drive, highcard):
    app.settings.bot_speed = "slow"
    table = table_with(app, highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    delay = app.settings.bot_delay
    drive.frame(delay * 0.5)
    assert not table.match.state.log
    drive.frame(delay * 0.6)
    assert len(table.match.state.log) == 1


def test_skip_hurries_the_bot(app, drive, highcard):
    app.settings.bot_speed = "slow"
    table = table_with(app, highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    drive.key(pygame.K_k, dt=0.01)
    assert len(table.match.state.log) == 1, "skip: the bot acts on the next frame"


def timed_game(highcard, seconds):
    class TimedHighCard(type(highcard)):
        id = "highcard_timed"
        options = (Option("turn_timer", seconds, "Turn timer (s)", minimum=0, maximum=120),)

    return TimedHighCard()


def test_timer_runs_only_while_the_seat_is_looking(app, drive, highcard):
    game = timed_game(highcard, 20)
    table = table_with(app, game, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("human", "kbd", "Bea")])
    assert timer_seconds(table.match) == 20
    drive.frame(30.0)
    assert not table.match.state.log, "behind the curtain the clock does not run"
    drive.hold_key()
    drive.key(pygame.K_BACKSPACE, dt=0.0)  # the first-turn guide: reading it is free
    drive.frame(10.0)
    drive.key(pygame.K_ESCAPE)
    drive.settle()
    drive.frame(30.0)  # paused: the pause scene is on top, the table gets no time
    assert not table.match.state.log
    app.pop()
    drive.settle()
    drive.hold_key()
    left = table.clock_left[0]
    assert 9.0 < left < 10.0
    drive.frame(left + 0.1)
    assert len(table.match.state.log) == 1
    seat, _ = table.match.state.log[0]
    assert seat == 0


def test_timeout_plays_the_games_timeout_action(app, drive, highcard):
    game = timed_game(highcard, 5)
    table = table_with(app, game, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("human", "kbd", "Bea")])
    drive.hold_key()
    drive.key(pygame.K_BACKSPACE, dt=0.0)  # close the first-turn guide
    expected = table.match.state.timeout_action(0)
    drive.frame(5.5)
    _, action = table.match.state.log[0]
    assert action == expected


def test_no_timer_option_means_no_clock(app, drive, highcard):
    table = table_with(app, highcard, [SeatSpec("human", "kbd"), SeatSpec("human", "kbd")])
    assert timer_seconds(table.match) == 0
    drive.hold_key()
    drive.frame(50.0)
    assert not table.match.state.log


def test_illegal_action_is_refused_with_the_rules_message(app, drive, highcard, rendered):
    from gamebox.engine.protocol import Action

    table = table_with(app, highcard, [SeatSpec("human", "kbd"), SeatSpec("human", "kbd")])
    drive.hold_key()
    assert not table.act(0, Action("play", ("nope",)))
    drive.frame()
    assert "You can only play a card from your hand." in rendered


def test_hint_lists_every_legal_action_in_words(app, drive, highcard, rendered):
    """The hint key's first press opens the advice box; the second lists every move."""
    table = table_with(app, highcard, [SeatSpec("human", "kbd"), SeatSpec("human", "kbd")])
    drive.hold_key()
    drive.key(pygame.K_F1)
    assert table.advice_open and not table.hint_open
    drive.key(pygame.K_F1)
    assert table.hint_open and not table.advice_open
    for action in table.match.state.legal_actions(0):
        assert "\u2022 " + table.match.state.describe(action, 0) in rendered


def test_a_state_may_set_its_own_clock_per_phase(app, drive, highcard):
    class PhasedHighCard(type(highcard)):
        id = "highcard_phased"

        class state_class(type(highcard).state_class):
            def timer_seconds(self, seat):
                return 4 if self.round == 1 else 0

    table = table_with(app, PhasedHighCard(), [SeatSpec("human", "kbd"),
                                               SeatSpec("human", "kbd")])
    assert timer_seconds(table.match, 0) == 4
    drive.hold_key()
    drive.key(pygame.K_BACKSPACE, dt=0.0)  # close the first-turn guide
    drive.frame(4.5)
    assert len(table.match.state.log) == 1, "round 1 is timed by the state's own clock"


def test_queueing_steps_of_one_decision_does_not_restart_the_clock(app, drive, highcard):
    """Queueing the steps of one decision (the Grungeon's moves, attacks and uses) does not restart
    "Time left", so queue-and-clear cannot stall the table: a seat that is still to act keeps its
    clock; the next decision starts afresh."""
    from gamebox.engine.protocol import Action

    class QueueingHighCard(type(highcard)):
        id = "highcard_queueing"
        hidden_information = False
        options = (Option("turn_timer", 20, "Turn timer (s)", minimum=0, maximum=120),)

        class state_class(type(highcard).state_class):
            def legal_actions(self, seat):
                cards = super().legal_actions(seat)
                return cards + [Action("wait", ())] if cards else cards

            def _apply(self, seat, action):
                if action.kind == "wait":
                    return []  # a step that leaves the seat still to act
                return super()._apply(seat, action)

    table = table_with(app, QueueingHighCard(), [SeatSpec("human", "kbd", "Ann"),
                                                 SeatSpec("bot", "easy")])
    drive.frame(0.0)
    drive.key(pygame.K_BACKSPACE, dt=0.0)  # close the first-turn guide
    drive.frame(6.0)
    assert 13.5 < table.clock_left[0] <= 14.0
    wait = len(table.legal_for(0)) - 1
    assert table.act(0, table.legal_for(0)[wait])
    drive.frame(1.0)
    assert 12.5 < table.clock_left[0] <= 13.0, "a queued step keeps the clock running"
    assert table.act(0, table.legal_for(0)[0])  # a card: Ann's decision is over
    drive.settle()
    drive.frame(1.0)
    assert table.match.state.round == 2
    assert 18.5 < table.clock_left[0] <= 19.0, "the next decision gets the full time"


def test_the_clock_waits_while_the_first_turn_guide_is_open(app, drive, highcard):
    """The clock waits while the first-turn guide is open (it covers part of the board)."""
    game = timed_game(highcard, 5)
    table = table_with(app, game, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("human", "kbd", "Bea")])
    drive.hold_key()
    assert table.walkthrough == 0
    drive.frame(30.0)
    assert not table.match.state.log, "reading the guide costs no time"
    drive.key(pygame.K_BACKSPACE, dt=0.0)
    drive.frame(5.5)
    assert len(table.match.state.log) == 1


# ---- the clock in a saved game -----------------------------------------------------------
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
    """Taking a decision back gives no fresh clock (else a seat could confirm with a second left,
    take it back and start again, as often as it liked, and no time limit would hold): the clock
    goes on from where the decision stopped it, after a quit and continue too; a decision the clock
    made (time ran out) cannot be taken back at all."""
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
