"""What seats may know: no coordinates or notes during play, no leaks, exact replays."""
from __future__ import annotations

import json
import re

from gamebox.engine import simulate
from gamebox.engine.bots import PLAYOUT_SENSE
from gamebox.engine.checks import MARKER, check_no_leak
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Action
from gamebox.games.grungeon.game import GAME

COORDINATE = re.compile(r"\b[A-O](?:1[0-5]|[1-9])\b|column|row")


def _bot_match(seed, levels=("normal", "normal", "normal")):
    return Match.start(GAME, [SeatSpec("bot", lvl) for lvl in levels], None, seed)


def test_views_in_play_hold_no_coordinates_or_history():
    """"During the entire duration of this Death Match, note-taking is not allowed." and "You
    will be told your new coordinates." (teleport) - that is the only time a seat's view names a
    room, and only in the turn right after. The public view never shows where anyone is."""
    for seed in range(3):
        match = _bot_match(seed)
        state = match.state
        while not state.is_over():
            if state.phase == "play":
                for seat in range(3):
                    view = state.view(seat)
                    text = json.dumps({k: v for k, v in view.items() if k != "report"})
                    assert not COORDINATE.search(text), text
                    for line in view.get("report", []):
                        if COORDINATE.search(line):
                            assert line.startswith("The Broken Teleporter sends you to room")
                public = json.dumps(state.view(None))
                assert not COORDINATE.search(public)
                assert "room" not in state.view(None)
            match.bot_step()


def test_game_declares_no_history_during_play():
    """"Messages on previous turns and submissions will automatically be deleted to make sure
    players rely on their memory." The game's log policy tells the app to show no history
    until the game is over; the results view then tells the whole story."""
    assert GAME.log_policy == "none"
    match = _bot_match(4)
    while not match.state.is_over():
        match.bot_step()
    final = match.state.view(None)
    assert final["phase"] == "over" and "map" in final and len(final["final"]["rooms"]) == 3


def test_private_marker_stays_with_its_seat():
    """Hidden information: a marker planted in a seat's inventory shows in that seat's view
    only, never in another seat's view, the public view or anyone's action texts."""
    match = _bot_match(5)
    state = match.state
    planted = 0
    while not state.is_over() and planted < 150:
        check_no_leak(state)
        match.bot_step()
        planted += 1
    probe = state.clone()
    if not probe.is_over():
        assert probe.plant_private_marker(0, MARKER)
        assert MARKER in json.dumps(probe.view(0))
        assert MARKER not in json.dumps(probe.view(1)) + json.dumps(probe.view(None))


def test_other_seats_queues_stay_private(sc):
    """Queued actions are private until the turn resolves: another seat's view shows only that
    the seat has committed."""
    state = sc.state()
    sc.place(state, 0, "C3", inv=["iron_axe"])
    sc.place(state, 1, "C3")
    state.apply(0, Action("attack", ("iron_axe",)))
    state.apply(0, Action("commit"))
    other = json.dumps(state.view(1))
    assert "iron_axe" not in other and state.view(1)["queue"]["attack"] is None
    assert state.view(1)["committed"] == [True, False, False]


def test_checked_games_replay_exactly():
    """Determinism: every per-step check (clone, JSON round trip, invariants, leaks) holds, and a
    seed plus the action log reproduces the game exactly."""
    report = simulate.run(GAME, 2, seed=77, check=True)
    assert report.failures == [] and report.games == 2


def test_random_maze_games_replay_exactly():
    """The random maze option is seeded: the same seed gives the same maze and the same game."""
    match = Match.start(GAME, [SeatSpec("bot", PLAYOUT_SENSE)] * 3, {"random_maze": True}, 9)
    while not match.state.is_over():
        match.bot_step()
    state = match.state
    assert state.replay() == state
    other = GAME.new_state(3, {"random_maze": True}, 10)
    assert other.board.data["walls"] != state.board.data["walls"]


def test_easy_memory_shows_a_trail_and_is_marked_on_the_results(sc):
    """Option "easy memory" (off by default): a seat sees the rooms it visited as steps from
    where it stands (never coordinates), and the results say the game was played with it."""
    assert GAME.default_options()["easy_memory"] is False
    plain = sc.state()
    assert "trail" not in plain.view(0)
    state = sc.state(options={"easy_memory": True})
    sc.turn(state, dmo2="move down")
    sc.turn(state, dmo2="move right")
    trail = state.view(0)["trail"]
    assert [(t["dx"], t["dy"]) for t in trail] == [(-1, -1), (-1, 0), (0, 0)]
    assert trail[0]["sides"]["up"] == "wall"
    assert not COORDINATE.search(json.dumps(trail))
    sc.place(state, 0, "H1", inv=["token"])
    sc.turn(state, dmo2="move up")
    assert "easy memory" in state.result().reason and state.result().details["easy_memory"]


def test_the_fast_play_view_equals_the_reference_view():
    """Bots ask for a view at every decision, so play builds it from parts kept between
    resolutions (`view`, `_play_base`); it must say exactly what the readable reference
    (`_view`) says, key order included."""
    for options in (None, {"easy_memory": True}):
        match = Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(3)], options, 7)
        state = match.state
        while not state.is_over():
            if state.phase == "play":
                for seat in range(3):
                    assert json.dumps(state.view(seat)) == json.dumps(state._view(seat))
            match.bot_step()
