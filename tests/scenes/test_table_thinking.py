"""A hard (search) bot thinks in slices between frames: the table keeps drawing, says who is
thinking, and the bot's move lands once its budget is spent; quitting or saving while it
thinks loses nothing."""
from __future__ import annotations

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.saves import load_match, save_match
from gamebox.engine.search import Budget
from gamebox.games.guts.scene import Scene
from gamebox.games.guts.game import GAME


def test_a_hard_bot_thinks_over_several_frames_and_then_moves(app, rendered):
    app.settings.bot_speed = "instant"
    match = Match.start(GAME, [SeatSpec("bot", "hard", "Ha"), SeatSpec("bot", "normal", "Bo")],
                        None, 3, think=Budget(ms=60))
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    hard_moves = 0
    thinking_frames = 0
    for _ in range(400):
        scene.update(0.0)
        if match.thinking_seat() == 0:
            thinking_frames += 1
            app.draw(app.surface)  # a frame is drawn while it thinks
        hard_moves = sum(1 for seat, _ in match.state.log if seat == 0)
        if hard_moves >= 2:
            break
    assert hard_moves >= 2, "the hard bot never moved"
    assert thinking_frames >= 2, "its thinking did not span frames"
    assert any("Ha (bot) is thinking" in text for text in rendered)


def test_the_hard_bots_think_as_long_as_the_settings_say(app):
    app.settings.hard_think_ms = 3000
    match = Match.start(GAME, [SeatSpec("bot", "hard"), SeatSpec("bot", "normal")], None, 3)
    Scene(app, match)
    assert match.bots[0].budget == Budget(ms=3000) and match.think == Budget(ms=3000)


def test_a_budget_given_on_the_command_line_wins_over_the_settings(app):
    app.settings.hard_think_ms = 3000
    match = Match.start(GAME, [SeatSpec("bot", "hard"), SeatSpec("bot", "normal")], None, 3,
                        think=Budget(iterations=40))
    table = Scene(app, match)
    table.resume()
    assert match.bots[0].budget == Budget(iterations=40)


THINK = Budget(iterations=400)
"""Enough iterations for a decision to span many tiny slices."""


def _seats():
    return [SeatSpec("bot", "hard", "Ha"), SeatSpec("bot", "normal", "No")]


def _the_game_without_a_break(decisions: int) -> list:
    match = Match.start(GAME, _seats(), None, 5, think=THINK)
    while len(match.state.log) < decisions:
        match.bot_step(single=True)
    return match.state.log


def _stop_mid_thought(app, match):
    """Frames (tiny think slices) until the hard bot is half-way through a decision after a
    few moves were made."""
    app.settings.bot_speed = "instant"
    table = app.open_match(match)
    app.apply_pending()
    for _ in range(20_000):
        match.bot_think(0.0001) if match.thinking_seat() is not None else table.update(0.0)
        if match.thinking_seat() == 0 and len(match.state.log) >= 4 \
                and match.pending[1].iterations >= 20:
            return table
    raise AssertionError("the hard bot was never caught thinking")


def test_quitting_while_a_hard_bot_thinks_loses_nothing(app):
    """The issue: "quitting or saving mid-thought loses nothing": the autosave written on
    the way out holds every decision made, and the game resumed from it goes on exactly as
    the game played without a break (the half-thought decision is thought again, from the
    same draws)."""
    match = Match.start(GAME, _seats(), None, 5, think=THINK)
    table = _stop_mid_thought(app, match)
    made = list(match.state.log)
    while app.stack:  # the window closed: every scene exits, the table saving as it goes
        app.stack.pop().exit()
    resumed = load_match(match.autosave_path)
    assert resumed.state.log == made and resumed.thinking_seat() is None
    assert table.match is match
    resumed.set_think(THINK)
    while len(resumed.state.log) < len(made) + 6:
        resumed.bot_step(single=True)
    assert resumed.state.log == _the_game_without_a_break(len(made) + 6)


def test_saving_while_a_hard_bot_thinks_keeps_no_thought_and_play_goes_on(app, tmp_path):
    match = Match.start(GAME, _seats(), None, 5, think=THINK)
    _stop_mid_thought(app, match)
    path = save_match(match, tmp_path / "mid-thought.json")
    assert match.thinking_seat() == 0, "saving does not drop the thought under way"
    while match.thinking_seat() is not None:  # the thought goes on and lands
        match.bot_think(0.01)
    made = len(match.state.log)
    resumed = load_match(path)
    resumed.set_think(THINK)
    while len(resumed.state.log) < made:
        resumed.bot_step(single=True)
    assert resumed.state.log == match.state.log == _the_game_without_a_break(made)
