"""Guts of Glory on the table kit: its layout draws every zone, and a seat plays a whole game
by pointing at cards and slots on the board, with the panel only for moves that touch nothing
(the declarations, putting chews back)."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.match import Match, SeatSpec
from gamebox.games.guts.scene import Scene
from gamebox.games.guts.game import GAME

from scene_helpers import draw_frame, look, moves_of, run_bots


def _table(app, seed=4):
    app.settings.bot_speed = "instant"
    match = Match.start(GAME, [SeatSpec("human", "kbd", "Ana"), SeatSpec("bot", "normal", "Bo")],
                        None, seed)
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    return scene




def _until_feed(app, scene):
    """Play Ana's first-legal moves until she must feed; returns nothing."""
    for _ in range(60):
        run_bots(scene)
        look(scene, 0)
        legal = scene.legal_for(0)
        if legal and legal[0].kind == "feed":
            return
        scene.act(0, legal[0])
    raise AssertionError("Ana never had to feed")


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_every_zone_is_drawn_inside_the_board(app, size):
    from scene_helpers import use_size

    use_size(app, size)
    scene = _table(app)
    _until_feed(app, scene)
    draw_frame(app)
    board = scene.board_rect
    for name, rect in scene.zone_areas.items():
        assert board.contains(rect), f"{name} {rect} leaves the board {board}"
    table = scene.match.state.table_view(0)
    for _, piece in table.pieces():
        if piece.kind == "card":
            assert piece.id in scene.hits, f"{piece.id} was not drawn"


def test_pointing_at_a_card_that_is_no_move_is_refused_in_words(app, drive):
    scene = _table(app)
    _until_feed(app, scene)
    draw_frame(app)
    before = len(scene.match.state.log)
    drive.click(scene.zone_areas["deck"].center)
    assert len(scene.match.state.log) == before
    assert "not one of your moves" in scene.notice and "Take a card" in scene.notice


def test_back_puts_down_what_was_picked_up(app, drive):
    scene = _table(app)
    _until_feed(app, scene)
    draw_frame(app)
    scene.picked = next(iter(scene.targets(0).ids))
    drive.key(pygame.K_BACKSPACE)
    assert scene.picked is None


def test_a_whole_game_is_played_by_pointing_at_the_board(app, drive):
    scene = _table(app, seed=9)
    pointed = 0
    for _ in range(600):
        if scene.match.state.is_over():
            break
        run_bots(scene)
        if scene.match.state.is_over():
            break
        look(scene, 0)
        draw_frame(app)
        targets = scene.targets(0)
        if not targets.ids:
            scene.act(0, scene.legal_for(0)[0])  # a declaration, or chews put back
            continue
        first = sorted(targets.ids)[0]
        before = moves_of(scene, 0)
        drive.click(scene.hits[first].center)
        if moves_of(scene, 0) == before:  # picked up: now its destination
            draw_frame(app)
            drive.click(scene.hits[sorted(scene.targets(0).ids)[0]].center)
        assert moves_of(scene, 0) == before + 1  # (the bots may have moved after it)
        pointed += 1
    assert scene.match.state.is_over() and pointed > 10


def test_the_banner_says_what_the_seat_looking_is_asked_and_which_step(app, rendered):
    scene = _table(app)
    _until_feed(app, scene)
    draw_frame(app)
    assert "Take a card from the plate to feed on (step 1 of 2)" in rendered
    scene.act(0, scene.legal_for(0)[0])
    draw_frame(app)
    assert any(t.startswith("Put ") and t.endswith("(step 2 of 2)") for t in rendered)


def _one_slot_left(app, gx):
    """Ana has taken Vitamin Z, and one Condiment slot is free for it."""
    mouths = {0: {0: "Jawbreaker", 2: "Bleach", 3: "Sneaky Fork"}}
    state = gx.table(2, mouths=mouths, plate=["Motor Oil", "Vitamin Z"], deck=["Water"] * 3)
    # (two people: a take-back with bots at the table replays the log from the seed, which a
    # hand-made position has not got)
    match = Match.start(GAME, [SeatSpec("human", "kbd", "Ana"), SeatSpec("human", "kbd", "Bo")],
                        None, 1)
    match.state = state
    state.undo_enabled = True
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    look(scene, 0)
    scene.act(0, scene.legal_for(0)[1])  # feed 1: Vitamin Z
    assert [str(a) for a in scene.legal_for(0)] == ["place 4"]
    return scene


def test_a_seats_only_move_plays_itself_after_a_beat(app, gx):
    scene = _one_slot_left(app, gx)
    scene.update(0.1)
    assert str(scene.match.state.log[-1][1]) == "feed 1", "not at once: a beat first"
    scene.update(0.6)
    assert str(scene.match.state.log[-1][1]) == "place 4"


def test_forced_moves_wait_when_the_setting_is_off_or_after_a_take_back(app, gx):
    app.settings.forced_moves = False
    scene = _one_slot_left(app, gx)
    scene.update(1.0)
    assert str(scene.match.state.log[-1][1]) == "feed 1"
    app.settings.forced_moves = True
    scene.update(1.0)
    assert str(scene.match.state.log[-1][1]) == "place 4"
    scene.take_back(0)
    scene.update(1.0)
    assert [str(a) for a in scene.legal_for(0)] == ["place 4"], "taken back: the seat decides"
