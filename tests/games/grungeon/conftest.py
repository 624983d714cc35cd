"""Scenario helpers for the Grungeon's rules tests: compact positions on an open arena.

The arena is a 15x15 board with no inner walls except where a test asks for them; tests
place seats, items and HP directly and then play one turn through the real actions.
"""
from __future__ import annotations

import pytest

from gamebox.engine.content import Content
from gamebox.engine.protocol import Action
from gamebox.games.grungeon import maze
from gamebox.games.grungeon.game import GAME

DMO2, DMO1, EC = 0, 1, 2


def room(text: str) -> int:
    """'H8' -> room number."""
    col = ord(text[0]) - ord("A")
    return (int(text[1:]) - 1) * maze.SIZE + col


def arena_board(walls: dict | None = None, spikes=(), exit_room="H1",
                exit_side="up") -> dict:
    """An open 15x15 board: outer wall, the exit, the Grunkletaur in H8, extra walls on demand.

    `walls` maps a room label to the directions walled there (both sides are set).
    """
    bits = [0] * maze.ROOMS
    for r in range(maze.ROOMS):
        for d in maze.DIRS:
            if maze.neighbour(r, d) < 0:
                bits[r] |= maze.DIR_BIT[d]
    ex = room(exit_room)
    bits[ex] &= ~maze.DIR_BIT[exit_side]
    for text, sides in (walls or {}).items():
        for d in sides:
            r = room(text)
            bits[r] |= maze.DIR_BIT[d]
            other = maze.neighbour(r, d)
            if other >= 0:
                bits[other] |= maze.DIR_BIT[maze.OPPOSITE[d]]
    things = [{"kind": "grunkletaur", "room": maze.CENTRE},
              {"kind": "exit", "room": ex, "side": exit_side}]
    things += [{"kind": "start", "name": c, "room": r} for c, r in maze.CORNER_ROOM.items()]
    return {"name": "arena", "width": 15, "height": 15, "walls": bits,
            "spikes": sorted(room(s) for s in spikes), "things": things}


class Scenario:
    """Builds states in the play phase and plays turns through the legal actions."""

    arena = staticmethod(arena_board)
    room = staticmethod(room)

    def state(self, board: dict | None = None, seed: int = 1, options: dict | None = None):
        """A state past the preview and the corner choice (corners NW, NE, SW)."""
        content = Content.of(board if board is not None else arena_board())
        state = GAME.new_state(3, options, seed, content)
        for seat in range(3):
            state.apply(seat, Action("ready"))
        for seat, corner in enumerate(("NW", "NE", "SW")):
            state.apply(seat, Action("corner", (corner,)))
        return state

    def default_state(self, seed: int = 1):
        """A state on the shipped default map, in play."""
        state = GAME.new_state(3, None, seed)
        for seat in range(3):
            state.apply(seat, Action("ready"))
        for seat, corner in enumerate(("NW", "NE", "SW")):
            state.apply(seat, Action("corner", (corner,)))
        return state

    def place(self, state, seat: int, where: str, hp: int | None = None,
              inv: list | None = None, max_hp: int | None = None) -> None:
        """Put a seat in a room (label), with HP and inventory if given."""
        state.pos[seat] = room(where)
        if max_hp is not None:
            state.max_hp[seat] = max_hp
        if hp is not None:
            state.hp[seat] = hp
        if inv is not None:
            state.inv[seat] = sorted(inv)
        state._menus = [None] * state.seats
        state._refresh()

    def turn(self, state, **queues) -> list:
        """Queue actions per seat (``dmo2="attack iron_axe; move up"``), commit all, return events.

        Seats not named just commit. Every action goes through `state.apply` (legality checked).
        """
        names = {"dmo2": DMO2, "dmo1": DMO1, "ec": EC}
        events = []
        for seat in list(state.to_act()):
            text = next((v for k, v in queues.items() if names[k] == seat), "")
            for part in [p.strip() for p in text.split(";") if p.strip()]:
                events += state.apply(seat, Action.parse(part))
        for seat in list(state.to_act()):
            events += state.apply(seat, Action("commit"))
        return events


@pytest.fixture
def sc() -> Scenario:
    """The scenario helper."""
    return Scenario()


@pytest.fixture
def app():
    """A headless app at 1280x720 whose bots play at once, for the table tests."""
    from gamebox.app import App
    from gamebox.ui import theme

    made = App(size=(1280, 720), start_devices=False)
    made.settings.bot_speed = "instant"
    made.settings.pace = "instant"
    yield made
    made.close()
    theme.configure()
