"""Results: taps meant for the table never choose anything here, the story scrolls a page at a
time and wraps its long lines, "Play again" brings back the seats as they were set up and
greets nobody twice, and a rematch that cannot start says why."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox.engine import registry
from gamebox.engine.match import Match, SeatSpec
from gamebox.games.grungeon.game import GAME as GRUNGEON
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.pause import PauseScene
from gamebox.scenes.results import (GRACE_SECONDS, PICK_HINT, ResultsScene, rematch_seats,
                                    rematch_taught)
from gamebox.scenes.table import TableScene

from map_helpers import break_file, write_map
from scene_helpers import button, finished, resize


# ---- taps meant for the table ------------------------------------------------------------
def results_for(app, drive, highcard) -> ResultsScene:
    app.push(ResultsScene(app, finished(highcard)))
    drive.settle()
    assert isinstance(app.top, ResultsScene)
    return app.top


def test_enter_tapped_through_the_bots_never_leaves_the_results(app, drive, highcard):
    """Two bots at a normal pace, someone tapping Enter every half second to hurry them: the
    game ends, the results come, and they stay however long the tapping goes on."""
    app.settings.bot_speed = "normal"
    seats = [SeatSpec("bot", "normal", "Bo"), SeatSpec("bot", "normal", "Cy")]
    match = Match.start(highcard, seats, None, 5)
    app.push(LauncherScene(app))
    app.apply_pending()
    app.open_match(match, autosave=False)
    drive.settle()
    for _ in range(200):
        if isinstance(app.top, ResultsScene):
            break
        drive.key(pygame.K_RETURN, dt=0.5)
    results = app.top
    assert isinstance(results, ResultsScene), "Enter hurried the bots to the end"
    for _ in range(10):
        drive.key(pygame.K_RETURN, dt=0.5)
        drive.key(pygame.K_SPACE, dt=0.5)
    assert app.top is results, "the results are still there, no new deal started"


def test_no_button_shows_the_focus_until_someone_moves_it(app, drive, highcard, rendered):
    """After the grace time a confirm still plays nothing: no button has the focus, and the
    screen says how to pick one. A first arrow shows the focus on "Play again" (where it
    starts) without moving it; the next Enter plays again."""
    results = results_for(app, drive, highcard)
    drive.frame(GRACE_SECONDS)
    rendered.clear()
    drive.key(pygame.K_RETURN)
    assert app.top is results and not results.focus_shown
    assert any(text and PICK_HINT.startswith(text) for text in rendered), \
        "how to choose is written"
    drive.key(pygame.K_RIGHT)
    assert results.focus_shown and results.ring.focused.value == ("again",)
    rendered.clear()
    drive.frame()
    assert not any(text and PICK_HINT.startswith(text) for text in rendered), "the hint went"
    drive.key(pygame.K_RETURN)
    drive.settle()
    assert isinstance(app.top, TableScene), "a deliberate Enter plays again"


def test_a_click_in_the_first_second_does_nothing(app, drive, highcard):
    """A click meant for the table's Skip button, landing on "Back to launcher" as the results
    open, is ignored; a click after the grace time acts at once (pointing is deliberate)."""
    results = results_for(app, drive, highcard)
    leave = button(results, ("launcher",)).rect.center
    drive.click(leave, dt=GRACE_SECONDS / 2)
    drive.settle()
    assert app.top is results
    drive.key(pygame.K_BACKSPACE, dt=GRACE_SECONDS / 2)
    drive.settle()
    assert app.top is results, "Back in the grace time is a tap meant for the table too"
    drive.click(button(results, ("rotate",)).rect.center)
    drive.settle()
    assert isinstance(app.top, TableScene)


def test_the_mouse_over_a_button_shows_the_focus_there(app, drive, highcard):
    results = results_for(app, drive, highcard)
    drive.frame(GRACE_SECONDS)
    spot = button(results, ("rotate",)).rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    drive.frame()
    assert results.focus_shown and results.ring.focused.value == ("rotate",)


def test_the_story_still_scrolls_while_nothing_is_focused(app, drive, highcard):
    """Page Up and the wheel read the story at once; they do not show the focus."""
    results = results_for(app, drive, highcard)
    results.lines = [f"story line {n}" for n in range(80)]
    results.scroll = len(results.lines)
    last = results.first_line(app.surface)
    drive.key(pygame.K_PAGEUP)
    assert results.first_line(app.surface) < last
    assert not results.focus_shown


# ---- the story ---------------------------------------------------------------------------
def test_results_story_scrolls_a_page_on_every_press(app, drive, highcard, rendered):
    """The story opens on its end and moves a whole page on every Page Up or Page Down, the first
    press included, and stops at either end; a line says where the reader is."""
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.scenes.results import ResultsScene

    match = Match.start(highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")], None, 2)
    while not match.state.is_over():
        match.bot_step()
    results = ResultsScene(app, match)
    results.lines = [f"story line {n}" for n in range(60)]
    results.scroll = len(results.lines)
    app.push(results)
    app.apply_pending()
    rows = results.story_box(app.surface)[2]
    assert 5 < rows < 60
    drive.frame()
    assert results.first_line(app.surface) == 60 - rows, "it opens on the end of the story"
    assert "story line 59" in rendered
    drive.key(pygame.K_PAGEUP)
    assert results.first_line(app.surface) == 60 - rows - (rows - 2), "a whole page up"
    for _ in range(10):
        drive.key(pygame.K_PAGEUP)
    assert results.first_line(app.surface) == 0
    drive.key(pygame.K_PAGEDOWN)
    assert results.first_line(app.surface) == rows - 2, "the first press back moves at once"
    rendered.clear()
    app.draw()
    assert any(t.startswith(f"lines {rows - 1}\u2013") for t in rendered), "where you are"


def test_a_long_story_line_goes_on_over_the_next_lines_and_is_never_cut(app, drive, highcard,
                                                                         rendered):
    """A story entry too long for a line ("How it went": a Guts splat line and where its glory
    cards went) goes on over the next lines, indented, never cut with "...", and the scrolling
    counts the lines as drawn."""
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.scenes.results import ResultsScene

    match = Match.start(highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")], None, 2)
    while not match.state.is_over():
        match.bot_step()
    results = ResultsScene(app, match)
    long = ("Nobody is left to spew Tire of Doom at: it lands in the discard pile and its "
            "glory cards go back beside the board, every one of them, to be won again.")
    results.lines = ["first line", long, "last line"]
    app.push(results)
    app.apply_pending()
    drive.frame()
    shown = results.shown_lines(app.surface)
    assert len(shown) > 3 and [c for _, c in shown].count(False) == 3
    drawn = " ".join(t for t in rendered if t not in ("first line", "last line"))
    assert "\u2026" not in drawn
    for word in long.split():
        assert word in drawn


def test_a_story_page_opens_at_the_start_of_an_entry(app, drive, highcard):
    """A page of the story starts at an entry, never inside a wrapped one: on opening (the last
    page) and scrolling either way."""
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.input.intents import Intent
    from gamebox.scenes.results import ResultsScene

    match = Match.start(highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")], None, 2)
    while not match.state.is_over():
        match.bot_step()
    results = ResultsScene(app, match)
    app.push(results)
    app.apply_pending()
    drive.frame()
    surface = app.surface
    rows = results.story_box(surface)[2]
    long = " ".join(f"word{k}" for k in range(60))
    for entries in range(rows, 3 * rows):  # a story whose last page is cut inside an entry
        results.lines = [f"entry {k}: " + long for k in range(entries)] + ["the end"]
        shown = results.shown_lines(surface)
        if shown[len(shown) - rows][1]:
            break
    results.scroll = len(results.lines)
    seen = []
    for kind in ["open"] + ["previous"] * 8 + ["next"] * 8 + ["up"] * 6:
        if kind != "open":
            results.handle(Intent(kind, text="wheel" if kind == "up" else ""))
        first = results.first_line(surface)
        assert not shown[first][1], (kind, first)
        seen.append(first)
    assert seen[0] > 0 and 0 in seen and len(set(seen)) > 4


def test_results_draw_in_a_tiny_window(app, highcard):
    """The results draw in a 160x120 window: their story box, with no height left, draws nothing
    rather than closing the box. Replay: `tools/monkey.py --seed 2 --frames 2054`."""
    app.push(ResultsScene(app, finished(highcard)))
    resize(app, (160, 120))
    app.dirty = True
    app.step(dt=0.0, events=[])
    assert isinstance(app.top, ResultsScene)


# ---- "Play again": the seats as they were set up -----------------------------------------
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
    """Every seat plays its first move until the results show."""
    for _ in range(300):
        if isinstance(app.top, ResultsScene):
            return app.top
        table = app.top
        for seat in table.curtain.humans_to_act():
            table.match.act(seat, table.match.state.legal_actions(seat)[0])
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


# ---- "Play again" and the first-turn guide -----------------------------------------------
def lift(drive, table) -> None:
    """Lift the curtain for the seat it waits for, if it is down."""
    if table.curtain.down_for() is not None:
        drive.hold_key()


def first_table(app, drive, seats) -> TableScene:
    app.push(LauncherScene(app))
    app.apply_pending()
    table = app.open_match(Match.start(registry.get("highcard"), seats, None, 9))
    drive.settle()
    lift(drive, table)
    return table


@pytest.mark.parametrize("rotate", [False, True])
def test_play_again_does_not_show_the_guide_again(app, drive, rendered, highcard, rotate):
    table = first_table(app, drive, [SeatSpec("human", "kbd", "Ann"),
                                     SeatSpec("bot", "easy", "Rob"),
                                     SeatSpec("bot", "easy", "Sue")])
    assert table.walkthrough == 0, "Ann's first game greets her"
    results = play_out(app, drive)
    results.rematch(rotate=rotate)
    drive.settle()
    again = app.top
    assert isinstance(again, TableScene) and again is not table
    ann = 2 if rotate else 0
    assert again.match.seats[ann].name == "Ann"
    for _ in range(20):  # the bots play until it is Ann's turn
        if ann in again.curtain.humans_to_act():
            break
        drive.frame(0.5)
    lift(drive, again)
    rendered.clear()
    drive.frame(0.0)
    app.draw(app.surface)
    assert again.curtain.eyes() == ann
    assert again.walkthrough is None and ann in again.taught
    assert "Your first turn" not in rendered


def test_a_person_new_to_the_rematch_still_gets_the_guide(app, drive, highcard):
    """Only Ann had her guide in the game that ended (Bea took her seat at the last
    moment, say): in the rematch Ann is not greeted again, Bea is."""
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("human", "kbd", "Bea")], None, 4)
    app.push(LauncherScene(app))
    app.push(ResultsScene(app, match, taught={0}))
    drive.settle()
    rematch = app.top.rematch(rotate=False)
    drive.settle()
    table = app.top
    assert table.match is rematch and table.taught == {0}
    assert table.curtain.down_for() == 0
    drive.hold_key()
    assert table.curtain.eyes() == 0 and table.walkthrough is None
    table.act(0, rematch.state.legal_actions(0)[0])
    drive.settle()
    assert table.curtain.down_for() == 1
    drive.hold_key()
    assert table.curtain.eyes() == 1 and table.walkthrough == 1


def test_the_taught_seats_move_with_their_people():
    assert rematch_taught({0, 2}, 3, rotate=False) == {0, 2}
    assert rematch_taught({0, 2}, 3, rotate=True) == {1, 2}
    assert rematch_taught(set(), 4, rotate=True) == set()


# ---- a rematch that cannot start ---------------------------------------------------------
def test_play_again_on_a_map_broken_during_the_game_is_refused_on_screen(
        app, drive, user_data, rendered):
    path = write_map(user_data)
    match = Match.start(GRUNGEON, [SeatSpec("bot", "normal") for _ in range(3)],
                        {"map": "cellar"}, 4)
    while not match.state.is_over():
        match.bot_step()
    break_file(path)
    app.push(ResultsScene(app, match))
    drive.settle()
    results = app.top
    drive.frame(GRACE_SECONDS)  # clicks in the first second are taps meant for the table
    drive.click(button(results, ("again",)).rect.center)
    drive.settle()
    assert app.top is results and "Play again cannot start" in results.error
    assert any(text.startswith("Play again cannot start") for text in rendered)
    drive.key(pygame.K_BACKSPACE)
    drive.settle()
    assert not isinstance(app.top, ResultsScene), "back to the launcher as usual"
