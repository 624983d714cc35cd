""""Play again" starts the rematch with the seats as they were set up (found in QA: a player
who handed their seat to a bot from pause found the bot still in it). The house rule, in
docs/couch.md: a person who handed their seat to a bot gets it back; a person who took over
a bot's seat keeps it; a rematch never puts a bot where a person sat."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox.engine import registry
from gamebox.engine.match import Match, SeatSpec
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.pause import PauseScene
from gamebox.scenes.results import ResultsScene, rematch_seats
from gamebox.scenes.table import TableScene


def seats_of(match) -> list[tuple]:
    return [(s.kind, s.controller, s.name) for s in match.seats]


def open_table(app, drive, seats):
    app.push(LauncherScene(app))
    app.apply_pending()
    table = app.open_match(Match.start(registry.get("highcard"), seats, None, 9))
    drive.settle()
    return table


def pause_choose(app, drive, value):
    drive.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    pause.layout()
    pause.choose(next(b for b in pause.ring.buttons if b.value == value))
    drive.key(pygame.K_ESCAPE)  # resume
    assert isinstance(app.top, TableScene)


def play_out(app, drive) -> ResultsScene:
    """Every seat plays its first card until the results show."""
    for _ in range(200):
        if isinstance(app.top, ResultsScene):
            return app.top
        table = app.top
        state = table.match.state
        for seat in table.curtain.humans_to_act():
            table.match.act(seat, state.legal_actions(seat)[0])
            break
        drive.frame(0.5)
    raise AssertionError("the game did not end")


def test_play_again_gives_the_seat_back_to_the_person_who_left(app, drive, highcard):
    table = open_table(app, drive, [SeatSpec("human", "kbd", "Ann"),
                                    SeatSpec("bot", "easy", "Rob")])
    pause_choose(app, drive, ("bot", 0))  # Ann has to go: a bot plays on for her
    assert table.match.seats[0].is_bot
    results = play_out(app, drive)
    rematch = results.rematch(rotate=False)
    assert seats_of(rematch) == [("human", "kbd", "Ann"), ("bot", "easy", "Rob")]


def test_a_person_who_took_over_a_bot_keeps_the_seat(app, drive, highcard):
    table = open_table(app, drive, [SeatSpec("human", "kbd", "Ann"),
                                    SeatSpec("bot", "hard", "Rob")])
    pause_choose(app, drive, ("take", 1))  # a friend arrives and takes Rob's seat
    assert not table.match.seats[1].is_bot
    results = play_out(app, drive)
    rematch = results.rematch(rotate=False)
    assert seats_of(rematch) == [("human", "kbd", "Ann"), ("human", "kbd", "Rob")]


def test_rotating_moves_the_seats_as_set_up(app, drive, highcard):
    table = open_table(app, drive, [SeatSpec("human", "kbd", "Ann"),
                                    SeatSpec("bot", "easy", "Rob"),
                                    SeatSpec("bot", "normal", "Sue")])
    pause_choose(app, drive, ("bot", 0))
    pause_choose(app, drive, ("take", 2))
    # the bot that took Ann's seat is a normal bot; Sue's hand-back would be normal too
    pause_choose(app, drive, ("bot", 2))
    assert [s.level for s in table.match.seats] == ["normal", "easy", "normal"]
    results = play_out(app, drive)
    rematch = results.rematch(rotate=True)
    assert seats_of(rematch) == [("bot", "easy", "Rob"), ("bot", "normal", "Sue"),
                                 ("human", "kbd", "Ann")]


def test_a_bot_seat_taken_and_handed_back_keeps_its_set_up_level(highcard):
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("bot", "hard", "Rob")], None, 1)
    seated = [SeatSpec(s.kind, s.controller, s.name, s.colour) for s in match.seats]
    match.take_seat(1)
    match.hand_to_bot(1, "normal")
    assert [s.to_text() for s in rematch_seats(match, False, seated)] == \
        ["human:kbd", "bot:hard"]
    assert [s.to_text() for s in rematch_seats(match, False)] == \
        ["human:kbd", "bot:normal"], "without the setup: the seats as they are"


def test_the_seats_as_set_up_survive_quit_and_continue(app, drive, highcard):
    """A hand-over saved by the autosave is not the setup: a continued game remembers who
    sat down at the start."""
    table = open_table(app, drive, [SeatSpec("human", "kbd", "Ann"),
                                    SeatSpec("bot", "easy", "Rob")])
    pause_choose(app, drive, ("bot", 0))
    drive.frame(0.5)  # the bots play on; the autosave now holds a bot in Ann's seat
    assert table.match.state.log
    path = table.match.autosave_path
    assert json.loads(path.read_text())["seats"][0]["kind"] == "bot"
    app.reset(LauncherScene(app))
    drive.settle()
    launcher = app.top
    launcher.continue_save(str(path))
    drive.settle()
    assert isinstance(app.top, TableScene) and app.top is not table
    results = play_out(app, drive)
    rematch = results.rematch(rotate=False)
    assert seats_of(rematch) == [("human", "kbd", "Ann"), ("bot", "easy", "Rob")]


@pytest.mark.parametrize("seated", [
    [{"kind": "robot", "controller": "x"}, {"kind": "bot", "controller": "easy"}],
    [{"kind": "bot", "controller": "godlike"}, {"kind": "bot", "controller": "easy"}],
    "nonsense",
    [{"kind": "human", "controller": "kbd"}],
])
def test_a_setup_record_that_does_not_fit_is_left_out(app, highcard, seated):
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("bot", "easy", "Rob")], None, 1)
    table = TableScene(app, match)
    table.restore_table({"seated": seated})
    assert [s.to_text() for s in table.seated] == ["human:kbd", "bot:easy"]
