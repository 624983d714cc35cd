"""The Grungeon's scene, headless: every phase draws from the view, and clicks pick legal moves."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from gamebox.engine.match import Match, SeatSpec  # noqa: E402
from gamebox.engine.protocol import Action  # noqa: E402
from gamebox.games.grungeon.rules import GAME  # noqa: E402


@pytest.fixture
def table():
    from gamebox.app import App
    from gamebox.games.grungeon.scene import Scene

    app = App(size=(1280, 720), start_devices=False)
    match = Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(3)], None, 5)
    yield Scene(app, match), match
    app.close()


def _draw(scene, match, seat):
    surface = pygame.Surface((1280, 720))
    rect = pygame.Rect(10, 60, 900, 650)
    scene.draw_board(surface, rect, match.state.view(seat), seat)
    return surface, rect


def test_every_phase_draws(table):
    """Preview (the whole map), corners, the room view, the public table and the results all
    draw from the view they are given."""
    scene, match = table
    surface, rect = _draw(scene, match, 0)
    assert surface.get_at(rect.center) != surface.get_at((rect.left + 2, rect.top + 2))
    for _ in range(3):
        match.bot_step()
    assert match.state.phase == "corners" and match.state.to_act() == (0,)
    _draw(scene, match, 0)
    assert "corner NW" in scene._hot
    for waiting in (1, None):  # only the seat choosing is offered (and shown) the corners
        _draw(scene, match, waiting)
        assert not scene._hot
    while match.state.phase != "play":
        match.bot_step()
    for seat in (0, 1, 2, None):
        _draw(scene, match, seat)
    while not match.state.is_over():
        match.bot_step()
    _draw(scene, match, None)


def test_clicking_a_doorway_queues_that_move(table):
    """The room view's open sides are click targets for the legal `move` actions."""
    scene, match = table
    while match.state.phase != "play":
        match.bot_step()
    seat = 0
    view = match.state.view(seat)
    _draw(scene, match, seat)
    legal = match.state.legal_actions(seat)
    open_sides = [d for d, what in view["room"]["sides"].items() if what != "wall"]
    assert open_sides
    area = scene._hot[f"move {open_sides[0]}"]
    assert scene.action_at(area.center, legal, view, seat) == Action("move", (open_sides[0],))
    assert scene.board_highlights(Action("move", (open_sides[0],)), view, seat) == [area]
    walled = [d for d, what in view["room"]["sides"].items() if what == "wall"]
    for d in walled:
        assert f"move {d}" not in scene._hot


def test_the_update_plays_out_briefly_then_the_scene_rests(table):
    """Resolution plays out behind the seat's curtain: the update's lines appear one by one,
    then the scene stops animating (the loop may sleep)."""
    scene, match = table
    while match.state.phase != "play" or match.state.turn < 3:
        match.bot_step()
    seat = match.state.to_act()[0]
    match.take_seat(seat, "kbd")
    scene.curtain.lift(seat)
    scene.on_eyes_changed()
    scene.update(0.0)
    assert scene.animating()
    scene.update(0.01)
    assert scene._age < 0.1
    for _ in range(40):
        scene.update(0.25)
    assert not scene.animating()


def test_inventory_items_are_click_targets_and_the_room_shows_the_grunkletaur(table):
    """Each item in the inventory list (icon and name) queues its attack or use when clicked;
    a room with the Grunkletaur, others and items on the floor draws at 1280x720."""
    scene, match = table
    while match.state.phase != "play":
        match.bot_step()
    state = match.state
    seat = state.to_act()[0]
    state.inv[seat] = ["iron_axe", "potion", "token"]
    state.pos[0] = state.pos[1] = state.pos[2] = state.board.grunkletaur
    state.floor[state.board.grunkletaur] = ("steel_sword",)
    state._menus = [None] * 3
    state._refresh()
    view = state.view(seat)
    _draw(scene, match, seat)
    legal = state.legal_actions(seat)
    for action in (Action("attack", ("iron_axe",)), Action("use", ("potion",))):
        area = scene._hot[str(action)]
        assert scene.action_at(area.center, legal, view, seat) == action


def test_the_public_corner_board_shows_no_taken_corner(table, monkeypatch):
    """House rule (docs/rules/grungeon.md, Corners): "a taken corner shows only as "taken"
    (not by whom), and only to the seat picking: the public table (and a seat waiting) shows
    who is choosing and the four corners with no word on them". After DMO 2's pick, the
    public table and DMO 2 (waiting) draw no "taken"; DMO 1, picking, sees SE taken."""
    from scene_helpers import record_text

    from gamebox.games.grungeon import scene as scene_module

    scene, match = table
    state = match.state
    for seat in range(3):
        state.apply(seat, Action("ready"))
    state.apply(0, Action("corner", ("SE",)))
    written = record_text(monkeypatch, scene_module)
    for seat, expected in ((None, set()), (0, {"yours"}), (1, {"taken", "free"})):
        written.clear()
        _draw(scene, match, seat)
        texts = [w["text"] for w in written]
        assert {"taken", "free", "yours"} & set(texts) == expected, (seat, texts)
        assert "DMO 1 is choosing." in texts
    assert texts.count("taken") == 1 and set(scene._hot) == {"corner NW", "corner NE",
                                                            "corner SW"}
