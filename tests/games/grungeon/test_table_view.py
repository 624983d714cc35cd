"""The Grungeon's typed view holds what its screen draws, and never more than `view(seat)`:
the whole maze (walls, spikes, things) only in the preview and after the game, the corners'
statuses for the chooser alone, the seat's own room (spikes included) and its last report
in play."""
from __future__ import annotations

from gamebox.engine.protocol import Action
from gamebox.games.grungeon.maze import SIZE
from gamebox.games.grungeon.game import GAME


def new_state(seed=2):
    return GAME.new_state(3, seed=seed)


def to_phase(state, phase: str) -> None:
    while state.phase != phase and not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])


def test_the_preview_maze_carries_each_rooms_walls_spikes_and_things():
    state = new_state()
    view = state.view(0)["map"]
    maze = state.table_view(0).zone("maze")
    cells = {p.at: p.face for p in maze.pieces if p.id.startswith("cell/")}
    assert len(cells) == SIZE * SIZE
    for room, bits in enumerate(view["walls"]):
        face = cells[(room % SIZE, room // SIZE)]
        assert face["walls"] == bits and face["spikes"] == (room in view["spikes"])
    things = [p for p in maze.pieces if p.id.startswith("thing/")]
    assert len(things) == len(view["things"])


def test_the_corner_statuses_are_the_choosers_alone():
    state = new_state()
    to_phase(state, "corners")
    chooser = state.to_act()[0]
    state.apply(chooser, Action("corner", ("SE",)))
    chooser = state.to_act()[0]
    corners = state.table_view(chooser).zone("corners")
    assert {p.face["name"]: p.face["status"] for p in corners.pieces} == \
        state.view(chooser)["corners"]
    waiting = next(s for s in range(3) if state.corner_of[s] == "SE")
    table = state.table_view(waiting)
    assert "corners" not in {z.name for z in table.zones}
    assert table.facts["my_corner"] == "SE" and table.facts["choosing"] == chooser
    assert "my_corner" not in state.table_view(None).facts


def test_in_play_a_seat_sees_its_room_and_report_and_no_maze():
    state = new_state()
    to_phase(state, "play")
    for seat in range(3):
        view, table = state.view(seat), state.table_view(seat)
        names = {z.name for z in table.zones}
        assert "maze" not in names and {"room", "inventory", "queue"} <= names
        room = table.zone("room")
        assert ("spikes" in {p.id for p in room.pieces}) == view["room"]["spikes"]
        assert table.facts["report"] == tuple(view["report"])
    assert "room" not in {z.name for z in state.table_view(None).zones}


def test_after_the_game_the_maze_shows_where_each_seat_ended():
    from gamebox.engine.match import Match, SeatSpec

    match = Match.start(GAME, [SeatSpec("bot", "easy") for _ in range(3)], None, 1)
    while not match.state.is_over():
        match.bot_step()
    rooms = match.state.view(None)["final"]["rooms"]
    pawns = {p.owner: p.at for p in match.state.table_view(None).zone("maze").pieces
             if p.kind == "pawn"}
    assert pawns == {s: (ord(r[0]) - ord("A"), int(r[1:]) - 1) for s, r in enumerate(rooms)
                     if r}
