"""The table's hint (F1 / X): a small box beside the board naming the move a strong bot would
make and why, thought over frames; a second press lists every move; shown to the seat asking
only, forgotten when the eyes change, never logged."""
from __future__ import annotations

import pygame
import pytest

from gamebox.app import scene_class_for
from gamebox.engine import registry
from gamebox.engine.advice import advise
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.saves import save_match
from gamebox.engine.search import Budget

from scene_helpers import look, use_size

THINK = Budget(iterations=60)
SIZES = [(1280, 720), (1920, 1080)]


def _table(app, game_id: str, seed: int = 3, people: int = 1, after: int = 10):
    """`game_id`'s table, seat 0 (and with `people` 2, seat 1) played by a person, the rest by
    normal bots; played on (seat 0 by a normal bot's sense) until seat 0 has a choice, then
    seat 0 looks."""
    game = registry.get(game_id)
    count = 2 if game_id == "ggt" else 3
    specs = [SeatSpec("human", "kbd", f"P{i}") if i < people else SeatSpec("bot", "normal")
             for i in range(count)]
    match = Match.start(game, specs, None, seed)
    person = {s: game.make_bot(s, "normal", seed + 50 + s) for s in range(people)}
    state = match.state
    for _ in range(5000):
        assert not state.is_over()
        mine = [s for s in person if s in state.to_act()]
        if 0 in mine and len(state.legal_actions(0)) > 1 and len(state.log) >= after:
            break
        if mine:
            seat = mine[0]
            legal = state.legal_actions(seat)
            action = person[seat].choose_unseen(legal) or \
                person[seat].choose(state.view(seat), legal)
            match.act(seat, action)
        else:
            match.bot_step(single=True)
    table = scene_class_for(game_id)(app, match)
    table.hint_budget = THINK
    app.push(table)
    app.apply_pending()
    table.taught.update(range(count))
    look(table, 0)
    return table


def _think(table) -> None:
    for _ in range(400):
        table.update(0.0)
        if table.advice is not None:
            return
    raise AssertionError("the hint never finished thinking")


def test_the_hint_key_opens_a_box_that_thinks_then_names_the_move_and_why(app, drive,
                                                                          rendered):
    table = _table(app, "guts")
    match = table.match
    log, history = list(match.state.log), len(match.history)
    drive.key(pygame.K_F1)
    assert table.advice_open and not table.hint_open
    table.adviser = None  # (the key's frame may have thought a slice: show the box afresh)
    table.hint_for = (0, match.revision)
    rendered.clear()
    app.draw(app.surface)
    assert "Hint" in rendered and "Thinking\u2026" in rendered
    table.hint_for = None
    _think(table)
    advice = table.advice
    legal = match.state.legal_actions(0)
    assert advice.action in legal
    assert advice == advise(match.game, match.state, 0,
                            [e for e in match.history if e.visible_to(0)], THINK)
    rendered.clear()
    app.draw(app.surface)
    assert advice.words in rendered
    if advice.reason:
        assert advice.reason in " ".join(rendered)
    assert list(match.state.log) == log and len(match.history) == history, "nothing logged"
    table.layout()
    assert table.ring.focused.value == ("act", legal.index(advice.action)), \
        "its move has the focus (its targets light up on the board)"
    drive.key(pygame.K_RETURN)
    assert match.state.log[len(log)] == (0, advice.action), "confirm plays it"


def test_a_second_press_lists_every_move_and_a_third_closes(app, drive, rendered):
    table = _table(app, "guts")
    drive.key(pygame.K_F1)
    drive.key(pygame.K_F1)
    assert table.hint_open and not table.advice_open
    rendered.clear()
    app.draw(app.surface)
    assert "What can I do now?" in rendered
    for action in table.match.state.legal_actions(0):
        assert "\u2022 " + table.match.state.describe(action, 0) in rendered
    drive.key(pygame.K_F1)
    assert not table.hint_open and not table.advice_open and table.advice is None


def test_the_box_names_the_second_press(app, drive, rendered):
    table = _table(app, "guts")
    drive.key(pygame.K_F1)
    _think(table)
    rendered.clear()
    app.draw(app.surface)
    assert any("F1 again: all your moves" in text for text in rendered)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", ["guts", "grizzled", "grungeon", "ggt"])
def test_the_box_never_covers_the_board(app, game_id, size):
    """A small box beside the board, where the recap was: it neither covers the board's
    centre nor any of the board, and stays inside the side panel."""
    use_size(app, size)
    table = _table(app, game_id)
    table.press_hint()
    _think(table)
    app.draw(app.surface)
    box = table.advice_box
    _, board, side = table.regions(app.surface)
    assert box is not None and box.width > 0 and box.height > 0
    assert not box.collidepoint(board.center)
    assert not box.colliderect(board)
    assert side.contains(box)


@pytest.mark.parametrize("game_id", ["guts", "grungeon"])
def test_at_huge_text_the_box_still_fits_beside_the_board(app, game_id, rendered):
    use_size(app, (1280, 720), "huge")
    table = _table(app, game_id)
    table.press_hint()
    _think(table)
    app.draw(app.surface)
    _, board, side = table.regions(app.surface)
    assert side.contains(table.advice_box) and not table.advice_box.colliderect(board)
    assert table.advice.words in " ".join(rendered) or any(
        text.endswith("\u2026") for text in rendered), "the move is named (or cut, marked)"


def test_the_hint_is_for_the_eyes_asking_only(app, rendered, tmp_path):
    """Two people: the hint of the first is forgotten when the curtain falls and never drawn
    for the second; nothing of it is in the match's history or its save."""
    table = _table(app, "grizzled", people=2)
    match = table.match
    table.press_hint()
    _think(table)
    advice = table.advice
    table.lower()
    assert not table.advice_open and table.advice is None and table.adviser is None
    assert table.hint_for is None
    for seat in (1, 0):
        table.curtain.lift(seat)
        table.on_eyes_changed()
        table.walkthrough = None
        rendered.clear()
        table.advice_box = None
        app.draw(app.surface)
        assert table.advice_box is None, "no hint box until the seat asks"
        assert not any("again: all your moves" in text for text in rendered)
        assert advice.words not in rendered or advice.words in [
            match.state.describe(a, seat) for a in match.state.legal_actions(seat)]
        table.lower()
    assert all(advice.words not in e.text for e in match.history)
    saved = save_match(match, tmp_path / "hint.json").read_text()
    assert "Wins " not in saved and (not advice.reason or advice.reason not in saved)


def test_a_new_decision_is_thought_afresh(app, drive):
    """The box stays open after a move and thinks the seat's next decision from scratch."""
    table = _table(app, "guts")
    table.press_hint()
    _think(table)
    first = table.hint_for
    drive.key(pygame.K_RETURN)  # plays the advised move
    for _ in range(200):
        table.update(0.0)
        if table.hint_for not in (None, first) and table.advice is not None:
            break
        if 0 not in table.match.state.to_act():
            return  # the turn passed: nothing more to advise on
    assert table.hint_for != first
    assert table.advice.action in table.match.state.legal_actions(0)


def test_the_open_box_waits_for_the_seats_next_decision_without_thinking(app, drive, rendered):
    """While the others play (the Grizzled's curtain stays up for its one person), the open
    box says it is for the seat's next decision: it neither thinks (no search runs on
    another seat's turn) nor claims to."""
    table = _table(app, "grizzled")
    table.press_hint()
    _think(table)
    app.settings.bot_speed = "slow"  # the bots wait their pace: no time passes here
    drive.key(pygame.K_RETURN)  # plays the advised move
    assert 0 not in table.match.state.to_act(), "the turn passed to a bot"
    assert table.advice_open and table.curtain.eyes() == 0
    rendered.clear()
    table.update(0.0)
    app.draw(app.surface)
    assert table.adviser is None
    assert "For your next decision." in rendered and "Thinking\u2026" not in rendered
