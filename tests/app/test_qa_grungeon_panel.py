"""Found in hands-on QA: after a turn in which nothing reached a seat (its
time ran out, it stayed put), the Grungeon's side of the board showed a "Last turn" heading
over nothing, which reads like a drawing fault. It now says so in words."""
from __future__ import annotations

import pygame

from gamebox.engine.match import Match, SeatSpec
from gamebox.games.grungeon.rules import GAME
from gamebox.games.grungeon.scene import QUIET_TURN, Scene


def play_until(match, turn: int) -> None:
    """Seat 0 lets its clock run out every turn (its timeout action); the bots play."""
    state = match.state
    for _ in range(500):
        if match.bot_to_act() is not None:
            match.bot_step()
            continue
        if state.phase == "play" and state.view(0)["turn"] >= turn:
            return
        action = state.timeout_action(0) if state.phase == "play" else state.legal_actions(0)[0]
        match.act(0, action)
    raise AssertionError("the game never reached that turn")


def draw(app, match, rendered) -> list[str]:
    scene = Scene(app, match)
    rendered.clear()
    scene.draw_board(pygame.Surface((960, 540)), pygame.Rect(8, 60, 640, 470),
                     match.state.view(0), 0)
    return list(rendered)


def test_a_quiet_turn_says_nothing_happened(app, rendered):
    match = Match.start(GAME, [SeatSpec("human", "kbd")] + [SeatSpec("bot", "normal")] * 2,
                        None, 5)
    play_until(match, 3)
    assert match.state.view(0)["report"] == []
    texts = draw(app, match, rendered)
    assert "Last turn" in texts and QUIET_TURN in texts


def test_a_turn_with_news_shows_the_news_only(app, rendered):
    match = Match.start(GAME, [SeatSpec("human", "kbd")] + [SeatSpec("bot", "normal")] * 2,
                        None, 5)
    play_until(match, 1)
    report = match.state.view(0)["report"]
    assert report
    texts = draw(app, match, rendered)
    assert QUIET_TURN not in texts and any(report[0].startswith(t) for t in texts if t)


def test_after_queueing_a_step_enter_commits_rather_than_clears(app, drive):
    """Found in QA: "Move down" then Enter left the focus on "Clear my
    queued actions" (the old place in the list), so a second Enter emptied the queue."""
    from gamebox.scenes.launcher import LauncherScene

    seats = [SeatSpec("human", "kbd", "Ann")] + [SeatSpec("bot", "easy")] * 2
    match = Match.start(GAME, seats, {"turn_seconds": 0}, 5)
    state = match.state
    while not (state.phase == "play" and 0 in state.to_act()):
        if match.bot_to_act() is not None:
            match.bot_step()
        else:
            match.act(0, state.legal_actions(0)[0])
    app.push(LauncherScene(app))
    app.apply_pending()
    table = app.open_match(match)
    drive.settle()
    drive.hold_key()  # Ann lifts her curtain
    if table.walkthrough == 0:
        drive.key(pygame.K_BACKSPACE)
    table.layout()
    down = next(i for i, a in enumerate(table.legal_for(0)) if str(a) == "move down")
    table.ring.index = down
    table._built_for = None
    drive.key(pygame.K_RETURN)
    table.layout()
    legal = table.legal_for(0)
    assert [str(a) for a in legal] == ["commit", "clear"]
    assert table.ring.focused.value == ("act", 0), "Commit has the focus"
    drive.key(pygame.K_RETURN)
    mine = [str(action) for seat, action in match.state.log if seat == 0]
    assert mine[-2:] == ["move down", "commit"], "the second Enter committed the queued step"
