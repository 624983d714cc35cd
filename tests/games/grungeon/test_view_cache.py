"""The play view a seat is handed is built from parts kept between actions (`view`).

Between two resolutions only the queues, the commits and who acts change, so the state keeps
the rest of each seat's view (and the lists every seat shares) until `_refresh`. These tests
hold every view against a fresh `_view` after each kind of change: actions, a resolved turn,
clone, undo, restore, a hand edit (followed by `touch`) and a new game; and check that a view
handed out earlier never changes afterwards.
"""
from __future__ import annotations

import json

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Action
from gamebox.games.grungeon.game import GAME


def _same_as_fresh(state) -> None:
    for seat in range(state.seats):
        assert json.dumps(state.view(seat)) == json.dumps(state._view(seat)), seat


def _in_play(seed: int = 3, options=None) -> Match:
    match = Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(3)], options, seed)
    while match.state.phase != "play":
        match.bot_step()
    return match


def test_kept_views_equal_fresh_views_after_every_action():
    """Every seat's view is asked after every action, so kept parts are reused across
    queues, commits and resolutions; each must equal the reference view, key order too."""
    for options in (None, {"easy_memory": True}):
        match = _in_play(5, options)
        state = match.state
        while not state.is_over():
            _same_as_fresh(state)
            match.bot_step()
        assert state.view(0)["phase"] == "over"


def test_a_view_handed_out_never_changes_afterwards():
    """Views share their kept parts until the next resolution: later queues, commits and
    turns must leave an earlier view exactly as it was handed out."""
    match = _in_play(8)
    state = match.state
    handed = []
    while not state.is_over() and state.turn < 12:
        seat = state.to_act()[0]
        view = state.view(seat)
        handed.append((view, json.dumps(view)))
        match.bot_step()
    assert len(handed) > 20
    for view, text in handed:
        assert json.dumps(view) == text


def test_a_clone_keeps_its_own_views():
    """A clone starts with no kept views; turns resolved in the clone change neither the
    original's views nor its own correctness."""
    match = _in_play(11)
    state = match.state
    before = {s: json.dumps(state.view(s)) for s in range(3)}
    copy = state.clone()
    _same_as_fresh(copy)
    for seat in list(copy.to_act()):
        copy.apply(seat, Action("move", ("right",)))
        copy.apply(seat, Action("commit"))
    assert copy.turn == state.turn + 1
    _same_as_fresh(copy)
    _same_as_fresh(state)
    assert {s: json.dumps(state.view(s)) for s in range(3)} == before


def test_undo_and_restore_bring_back_matching_views():
    """Taking back a queued move, and restoring a snapshot from an earlier turn, leave every
    view equal to a fresh one (kept parts from the later state are not reused)."""
    state = GAME.new_state(3, None, 4)
    state.undo_enabled = True
    for seat in range(3):
        state.apply(seat, Action("ready"))
    for seat, corner in enumerate(("NW", "NE", "SW")):
        state.apply(seat, Action("corner", (corner,)))
    _same_as_fresh(state)
    snap = state.snapshot()
    state.apply(0, Action("move", ("down",)))
    _same_as_fresh(state)
    state.undo(0)
    assert state.view(0)["queue"]["move"] is None
    _same_as_fresh(state)
    for seat in range(3):
        state.apply(seat, Action("move", ("right",)))
        state.apply(seat, Action("commit"))
    assert state.turn == 2
    _same_as_fresh(state)
    state.restore(snap)
    assert state.turn == 1
    _same_as_fresh(state)


def test_a_hand_edit_then_touch_shows_in_the_next_view():
    """Tests and tools edit a state by hand and then call `touch`, which forgets the kept
    views (actions keep them current on their own)."""
    match = _in_play(6)
    state = match.state
    _same_as_fresh(state)
    state.hp[0] = 3
    state.inv[0] = ["diamond_axe", "potion"]
    state.pos[1] = state.pos[0]
    state.floor[state.pos[0]] = ("steel_sword",)
    state.touch()
    view = state.view(0)
    assert view["hp"] == 3 and view["inventory"] == ["diamond_axe", "potion"]
    assert view["room"]["floor"] == ["steel_sword"] and view["room"]["others"] == [1]
    _same_as_fresh(state)


def test_a_new_game_starts_without_kept_views():
    """Kept views belong to one state: a new game on the same map shows its own."""
    first = _in_play(2).state
    _same_as_fresh(first)
    second = _in_play(9).state
    _same_as_fresh(second)
    assert second._views is not first._views
