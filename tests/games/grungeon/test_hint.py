"""The play hint (F1, "What can I do now?") says what the move list does not, for the seat's own
situation and from its view alone: what is in its room, its walls and doorways, that things are
picked up by walking in, what the Grunkletaur does, what it may still queue this turn. It never
repeats the move list ("Move up / Move right / ... / Commit: stay"), and it leaves the room, the
moves and the clock in view, saying the time left itself (the turn clock runs while it is read)."""
from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from gamebox.engine.match import Match, SeatSpec  # noqa: E402
from gamebox.games.grungeon import maze  # noqa: E402
from gamebox.games.grungeon.hint import play_hint  # noqa: E402
from gamebox.games.grungeon.game import GAME  # noqa: E402

from scene_helpers import look, run_bots  # noqa: E402

from .test_preview_legend import frame, pixels  # noqa: E402

HUMAN, MATE = 0, 1


@pytest.fixture
def table(app):
    """A table in play, the human (seat 0, a 30-second clock) looking at its turn in the
    Grunkletaur's room with DMO 1, an Iron Axe and a Diamond Lance on the floor, a Steel
    Sword and a Potion in hand."""
    seats = [SeatSpec("human", "kbd"), SeatSpec("bot", "normal"), SeatSpec("bot", "normal")]
    match = Match.start(GAME, seats, {"turn_seconds": 30}, 5)
    scene = app.open_match(match, autosave=False)
    app.apply_pending()
    state = match.state
    while not (state.phase == "play" and HUMAN in state.to_act()):
        run_bots(scene)
        if state.phase != "play" and HUMAN in scene.curtain.humans_to_act():
            look(scene, HUMAN)
            scene.act(HUMAN, state.legal_actions(HUMAN)[0])
    state.pos[HUMAN] = state.pos[MATE] = state.board.grunkletaur
    state.inv[HUMAN] = ["potion", "steel_sword"]
    state.hp[HUMAN] = 13
    state.floor[state.board.grunkletaur] = ("diamond_lance", "iron_axe")
    state.touch()
    match.revision += 1  # the table's views are kept per revision: a hand edit is a change
    look(scene, HUMAN)
    return scene


def test_the_hint_says_what_the_move_list_does_not(app, table, rendered):
    """Open, the hint tells the seat's situation: what it may still queue, its doorways and
    walls, the Grunkletaur here and what it does, the player here, what lies on the floor and
    how it is taken, what it carries. None of its lines is a move of the list."""
    table.hint_open = True
    rendered.clear()
    frame(app, table)
    assert "What can I do now?" in rendered
    text = " ".join(rendered)
    for words in ("queue one attack, one item to use and one move", "Doorways:",
                  "The Grunkletaur is here (14/14 HP)", "hits everyone here for 5",
                  "Player 2 is here", "On the floor: Diamond Lance and Iron Axe",
                  "picked up by walking into a room", "Your Steel Sword deals 5",
                  "A Potion heals 7 (you have 13/20 HP)"):
        assert words in text, words
    assert not any(line.startswith("\u2022 ") for line in rendered), "no list of moves"
    moves = {table.match.state.describe(a, HUMAN) for a in table.legal_for(HUMAN)}
    assert not moves & set(play_hint(table.view_for(HUMAN)))


def test_the_hint_leaves_the_room_and_the_clock_in_view_and_says_the_time_left(app, table,
                                                                             rendered):
    """The room looks the same with the hint open as without (it stands beside the room,
    below the HP bar), the side panel's clock still shows, and the hint says the time left
    on the seat's clock."""
    plain = frame(app, table)
    room = pygame.Rect(table.board_rect.left, table.board_rect.top,
                       table._status.left - table.board_rect.left, table.board_rect.height)
    table.hint_open = True
    rendered.clear()
    shown = frame(app, table)
    assert pixels(shown, room) == pixels(plain, room)
    assert pixels(shown, table._status) != pixels(plain, table._status)
    assert any(line.startswith("Time left: ") for line in rendered)
    assert re.search(r"Your clock is running: \d+ s left", " ".join(rendered))


def test_the_hint_is_built_from_the_seat_view_alone():
    """All game long, for every living seat, the hint's lines come from its view: they name
    no room (no coordinates) and no item but those the seat carries or sees on its floor."""
    match = Match.start(GAME, [SeatSpec("bot", "normal")] * 3, None, 7)
    state = match.state
    things = {maze.item_name(i): i for i in (*maze.WEAPONS, "potion", "hp_up", "teleporter")}
    checked = 0
    while not state.is_over():
        if state.phase == "play" and not any(state.committed):
            for seat in range(3):
                view = state.view(seat)
                if "room" not in view:
                    continue
                text = " ".join(play_hint(view))
                own = set(view["inventory"]) | set(view["room"]["floor"])
                assert not re.search(r"\b[A-O](1[0-5]|[1-9])\b", text), text
                for name, item in things.items():
                    assert name not in text or item in own, (name, text)
                checked += 1
        match.bot_step()
    assert checked > 50


def test_the_hint_of_a_room_with_the_exit_says_what_it_takes():
    """The exit lets nobody out without a Token; with one, it is the way to win."""
    view = {"room": {"sides": {"up": "exit", "right": "open", "down": "open", "left": "wall"},
                     "others": [], "grunkletaur_hp": None, "floor": [], "spikes": False},
            "inventory": [], "hp": 20, "max_hp": 20,
            "names": ["Player 1", "Player 2", "Player 3"],
            "queue": {"attack": None, "use": None, "move": None}}
    assert "The EXIT is up, but it lets nobody out without a Token" in " ".join(
        play_hint(view))
    view["inventory"] = [maze.TOKEN]
    text = " ".join(play_hint(view))
    assert "The EXIT is up: walk through it to win!" in text
    assert "You carry a Token of Grunkle" in text
