"""A search bot thinks in slices between frames: the table keeps drawing, says who is
thinking, and the bot's move lands once its budget is spent."""
from __future__ import annotations

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.search import Budget
from gamebox.games.guts.scene import Scene
from gamebox.games.guts.game import GAME


def test_an_expert_bot_thinks_over_several_frames_and_then_moves(app, rendered):
    app.settings.bot_speed = "instant"
    match = Match.start(GAME, [SeatSpec("bot", "expert", "Ex"), SeatSpec("bot", "normal", "Bo")],
                        None, 3, think=Budget(ms=60))
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    expert_moves = 0
    thinking_frames = 0
    for _ in range(400):
        scene.update(0.0)
        if match.thinking_seat() == 0:
            thinking_frames += 1
            app.draw(app.surface)  # a frame is drawn while it thinks
        expert_moves = sum(1 for seat, _ in match.state.log if seat == 0)
        if expert_moves >= 2:
            break
    assert expert_moves >= 2, "the expert never moved"
    assert thinking_frames >= 2, "its thinking did not span frames"
    assert any("Ex (bot) is thinking" in text for text in rendered)


def test_the_expert_thinks_as_long_as_the_settings_say(app):
    app.settings.expert_think_ms = 3000
    match = Match.start(GAME, [SeatSpec("bot", "expert"), SeatSpec("bot", "normal")], None, 3)
    Scene(app, match)
    assert match.bots[0].budget == Budget(ms=3000) and match.think == Budget(ms=3000)


def test_a_budget_given_on_the_command_line_wins_over_the_settings(app):
    app.settings.expert_think_ms = 3000
    match = Match.start(GAME, [SeatSpec("bot", "expert"), SeatSpec("bot", "normal")], None, 3,
                        think=Budget(iterations=40))
    table = Scene(app, match)
    table.resume()
    assert match.bots[0].budget == Budget(iterations=40)
