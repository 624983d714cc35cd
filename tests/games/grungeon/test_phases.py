"""Seats, options, the preview and the corner choice."""
from __future__ import annotations

import json

import pytest

from gamebox.engine.protocol import Action, IllegalAction
from gamebox.games.grungeon import maze
from gamebox.games.grungeon.game import GAME

DMO2, DMO1, EC = 0, 1, 2


def _ready_all(state):
    for seat in range(3):
        state.apply(seat, Action("ready"))


def test_three_seats_in_role_order_with_friendly_names():
    """"Designer(s): MarcerMercer Match Type: DM (for 3 players) Featured in: DOW: The Genius"
    - three seats in the rulebook's order, DMO 2, DMO 1, EC; by default named "Player 1" to
    "Player 3", the role a subtitle saying what it means (house rule: a role is no name)."""
    assert (GAME.min_seats, GAME.max_seats) == (3, 3)
    assert GAME.seat_names(3) == ["Player 1", "Player 2", "Player 3"]
    roles = GAME.seat_roles(3)
    assert [r.split(" \u00b7 ")[0] for r in roles] == ["DMO 2", "DMO 1", "EC"]
    assert "picks a corner first" in roles[0] and "wins ties at the exit" in roles[0]
    assert "beats EC at the exit" in roles[1] and "loses ties at the exit" in roles[2]
    with pytest.raises(ValueError):
        GAME.new_state(2)


def test_timers_are_options_with_the_rulebook_defaults():
    """"The pre-game phase will last 3 minutes." "Each player will then each have 40 seconds to
    choose a corner." """
    options = GAME.default_options()
    assert (options["preview_seconds"], options["corner_seconds"],
            options["turn_seconds"]) == (180, 40, 30)
    state = GAME.new_state(3, {"turn_seconds": 0}, 1)
    assert state.view(DMO2)["timers"] == {"preview": 180, "corner": 40, "turn": 0}
    # the clock the table runs for the seat to act, phase by phase
    state = GAME.new_state(3, None, 1)
    assert state.timer_seconds(DMO2) == 180
    _ready_all(state)
    assert state.phase == "corners" and state.timer_seconds(DMO2) == 40
    for corner in ("NW", "NE", "SW"):
        state.apply(state.to_act()[0], Action("corner", (corner,)))
    assert state.phase == "play" and state.timer_seconds(EC) == 30


def test_everyone_sees_the_whole_maze_during_the_preview():
    """"Before the start of the Death Match, players will see the full 15x15 maze for 3 minutes."
    "During these 3 minutes, they must attempt to memorize the path of the maze that they see,
    along with the location of crucial items and spikes." Every seat and the public table get
    the whole map as it is: every wall, every spike, every item and weapon where it lies, the
    Grunkletaur, the exit and the start corners."""
    for options in (None, {"map": "random"}):
        state = GAME.new_state(3, options, 1)
        assert state.phase == "preview" and state.to_act() == (DMO2, DMO1, EC)
        assert all(state.timer_seconds(seat) == 180 for seat in (DMO2, DMO1, EC))
        data = state.board.data
        for seat in (DMO2, DMO1, EC, None):
            shown = state.view(seat)["map"]
            assert shown["size"] == 15 and shown["name"] == data["name"]
            # the path of the maze: every room's walls, exactly as on the board
            assert shown["walls"] == list(data["walls"]) and len(shown["walls"]) == maze.ROOMS
            assert shown["spikes"] == list(data["spikes"]) and shown["spikes"]
            # every thing, with its room: items, weapons, the Grunkletaur, the exit, corners
            assert shown["things"] == [dict(t) for t in data["things"]]
            kinds = [t["kind"] for t in shown["things"]]
            assert {k: kinds.count(k) for k in set(kinds)} == {
                "weapon": 9, "potion": 4, "hp_up": 4, "teleporter": 2, "grunkletaur": 1,
                "exit": 1, "start": 4}
            # ... each where the game has it (the board the rules play on)
            placed = sorted((t.get("item", t["kind"]), t["room"]) for t in shown["things"]
                            if t["kind"] in ("weapon", *maze.ITEM_COUNTS))
            assert placed == sorted((item, room) for room, items in enumerate(state.board.items)
                                    for item in items)
            where = {t["kind"]: t for t in shown["things"]}
            assert where["grunkletaur"]["room"] == state.board.grunkletaur
            assert (where["exit"]["room"], where["exit"]["side"]) == (
                state.board.exit_room, state.board.exit_side)
            assert {t["name"]: t["room"] for t in shown["things"] if t["kind"] == "start"} == {
                c: state.board.starts.get(c, maze.CORNER_ROOM[c]) for c in maze.CORNERS}


def test_preview_ends_when_all_confirm_then_the_maze_is_deleted():
    """"After the 3 minutes have passed, the maze will be deleted." The preview also ends early
    once every seat confirms; a seat's running-out clock is its `timeout` (confirming)."""
    state = GAME.new_state(3, None, 1)
    state.apply(DMO2, Action("ready"))
    assert state.phase == "preview" and state.to_act() == (DMO1, EC)
    state.apply(DMO1, Action("timeout"))
    state.apply(EC, Action("ready"))
    assert state.phase == "corners"
    for seat in (DMO2, DMO1, EC, None):
        assert "map" not in state.view(seat)


def test_corner_choice_order_dmo2_dmo1_ec():
    """"The second DMO, @Wimpzilla, will then choose which corner they wish to start from."
    "Then, the first DMO, @Pumbledore, will choose which corner they wish to start from."
    "Finally, the EC, @Reds, will choose which corner they wish to start from." """
    state = GAME.new_state(3, None, 1)
    _ready_all(state)
    order = []
    for corner in ("SE", "NW", "NE"):
        seat = state.to_act()[0]
        order.append(seat)
        state.apply(seat, Action("corner", (corner,)))
    assert order == [DMO2, DMO1, EC]
    assert state.phase == "play"
    assert [state.pos[s] for s in order] == [maze.CORNER_ROOM[c] for c in ("SE", "NW", "NE")]


def test_two_players_cannot_share_a_corner_and_taken_shows_only_as_taken():
    """"Two players cannot be in the same corner." A corner already taken shows only as
    "taken", not by whom."""
    state = GAME.new_state(3, None, 1)
    _ready_all(state)
    state.apply(DMO2, Action("corner", ("NE",)))
    view = state.view(DMO1)
    assert view["corners"] == {"NW": "free", "NE": "taken", "SW": "free", "SE": "free"}
    assert "my_corner" in view and view["my_corner"] is None
    assert Action("corner", ("NE",)) not in state.legal_actions(DMO1)
    with pytest.raises(IllegalAction) as err:
        state.apply(DMO1, Action("corner", ("NE",)))
    assert "Two players cannot be in the same corner." in str(err.value)


def test_corner_choices_stay_secret_from_the_table_and_the_others():
    """House rule (docs/rules/grungeon.md, Preview and corners): "DMO 2, then DMO 1, then EC
    pick a corner, each behind the curtain; a taken corner shows only as "taken" (not by
    whom), and only to the seat picking". The public table shows who is choosing, never which corners are taken
    (with the public "X has chosen a corner." that would tell whose is whose); a seat's view
    has the taken corners only while it picks. "DMO 1 still knows DMO 2's corner: it is the
    only one taken." """
    state = GAME.new_state(3, None, 1)
    _ready_all(state)
    picks = {DMO2: "SE", DMO1: "NW", EC: "SW"}
    for chooser in (DMO2, DMO1, EC):
        public = state.view(None)
        assert "corners" not in public and public["choosing"] == chooser
        assert not any(c in json.dumps(public) for c in maze.CORNERS)
        for seat in (DMO2, DMO1, EC):
            view = state.view(seat)
            assert ("corners" in view) == (seat == chooser)
            # its own corner, once picked, and nobody else's
            assert view["my_corner"] == state.corner_of[seat]
        mine = state.view(chooser)["corners"]
        assert set(mine.values()) <= {"taken", "free"}
        assert [c for c, status in mine.items() if status == "taken"] == sorted(
            (picks[s] for s in picks if s < chooser), key=maze.CORNERS.index)
        events = state.apply(chooser, Action("corner", (picks[chooser],)))
        told = [e for e in events if e.to is None]
        assert told[0].text == f"{state.names[chooser]} has chosen a corner."
        assert not any(c in json.dumps([e.text, e.data]) for e in told for c in maze.CORNERS)
        assert [e.to for e in events if e.kind == "my_corner"] == [frozenset({chooser})]
    assert state.phase == "play" and "corners" not in state.view(None)


def test_corner_timeout_picks_a_seeded_random_free_corner():
    """"Each player will then each have 40 seconds to choose a corner." On timeout the seat gets
    a random free corner drawn from the game's seed (logged as `timeout`)."""
    assert GAME.default_options()["corner_seconds"] == 40
    picks = set()
    for seed in range(10):
        state = GAME.new_state(3, None, seed)
        _ready_all(state)
        assert state.timer_seconds(DMO2) == 40 and state.view(DMO2)["timers"]["corner"] == 40
        state.apply(DMO2, Action("corner", ("NW",)))
        state.apply(DMO1, Action("timeout"))
        picks.add(state.corner_of[DMO1])
        again = state.replay()
        assert again.corner_of == state.corner_of
    assert "NW" not in picks and len(picks) >= 2


def test_after_corners_the_match_begins_with_every_living_seat_acting():
    """"After starting locations are chosen, the Death Match officially begins." """
    state = GAME.new_state(3, None, 1)
    _ready_all(state)
    for corner in ("NW", "NE", "SW"):
        state.apply(state.to_act()[0], Action("corner", (corner,)))
    assert state.to_act() == (DMO2, DMO1, EC) and state.turn == 1
    assert state.view(DMO2)["report"] == ["The Death Match begins. Turn 1."]


@pytest.mark.parametrize("last", [DMO2, DMO1, EC])
def test_deleting_the_maze_ends_every_take_back(last):
    """"After the 3 minutes have passed, the maze will be deleted." - gone for good: once the
    last seat confirms, nobody may take a decision back ("Take back: I have memorised the
    maze" must not bring the map and a fresh preview clock back)."""
    state = GAME.new_state(3, None, 1)
    state.undo_enabled = True
    for seat in [s for s in (DMO2, DMO1, EC) if s != last] + [last]:
        assert state.phase == "preview"
        state.apply(seat, Action("ready"))
    assert state.phase == "corners"
    assert not any(state.can_undo(seat) for seat in (DMO2, DMO1, EC))
    with pytest.raises(IllegalAction):
        state.undo(last)


def test_a_timeout_that_ends_the_preview_cannot_be_taken_back_either():
    """A seat's running-out clock counts as confirming, and deletes the maze just the same."""
    state = GAME.new_state(3, None, 1)
    state.undo_enabled = True
    state.apply(DMO2, Action("ready"))
    state.apply(DMO1, Action("ready"))
    assert state.can_undo(DMO1), "before the maze is gone, a confirm may still be taken back"
    state.apply(EC, Action("timeout"))
    assert not any(state.can_undo(seat) for seat in (DMO2, DMO1, EC))


def test_the_last_corner_cannot_be_taken_back_once_the_match_begins():
    """When the last corner is chosen the Death Match begins and every seat sees its room:
    that choice is settled (earlier corner choices could already not be taken back once the
    next seat chose)."""
    state = GAME.new_state(3, None, 1)
    state.undo_enabled = True
    for seat in (DMO2, DMO1, EC):
        state.apply(seat, Action("ready"))
    state.apply(DMO2, Action("corner", ("NW",)))
    state.apply(DMO1, Action("corner", ("NE",)))
    assert state.can_undo(DMO1)
    state.apply(EC, Action("corner", ("SW",)))
    assert state.phase == "play" and not state.can_undo(EC)
