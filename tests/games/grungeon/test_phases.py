"""Seats, options, the preview and the corner choice."""
from __future__ import annotations

import pytest

from gamebox.engine.protocol import Action, IllegalAction
from gamebox.games.grungeon import maze
from gamebox.games.grungeon.rules import GAME

DMO2, DMO1, EC = 0, 1, 2


def _ready_all(state):
    for seat in range(3):
        state.apply(seat, Action("ready"))


def test_three_seats_named_by_role():
    """"Designer(s): MarcerMercer Match Type: DM (for 3 players) Featured in: DOW: The Genius"
    - three seats, named DMO 2, DMO 1, EC in the rulebook's order."""
    assert (GAME.min_seats, GAME.max_seats) == (3, 3)
    assert GAME.seat_names(3) == ["DMO 2", "DMO 1", "EC"]
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


def test_everyone_sees_the_whole_maze_during_the_preview():
    """"Before the start of the Death Match, players will see the full 15x15 maze for 3 minutes."
    "During these 3 minutes, they must attempt to memorize the path of the maze that they see,
    along with the location of crucial items and spikes." """
    state = GAME.new_state(3, None, 1)
    assert state.phase == "preview" and state.to_act() == (DMO2, DMO1, EC)
    for seat in (DMO2, DMO1, EC, None):
        shown = state.view(seat)["map"]
        assert shown["size"] == 15 and len(shown["walls"]) == maze.ROOMS
        assert shown["spikes"] == state.board.data["spikes"]
        assert {t["kind"] for t in shown["things"]} >= {"weapon", "potion", "grunkletaur"}


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


def test_corner_timeout_picks_a_seeded_random_free_corner():
    """"Each player will then each have 40 seconds to choose a corner." On timeout the seat gets
    a random free corner drawn from the game's seed (logged as `timeout`)."""
    picks = set()
    for seed in range(10):
        state = GAME.new_state(3, None, seed)
        _ready_all(state)
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
    last seat confirms, nobody may take a decision back (hands-on QA: "Take back: I have
    memorised the maze" brought the whole map and a fresh preview clock back)."""
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
