"""Each shipped game played from the launcher to the results screen on the shared keyboard
alone (posted key presses: Tab across the menus, the arrows to a move, Enter to make it,
Enter held to lift the curtain), the setup left as the box offers it: the keyboard's seat
against normal bots. (`tests/app/test_full_game.py` plays the engine's fixture game with
the mouse at setup; this is the shipped games, no mouse.)"""
from __future__ import annotations

import pytest

from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.results import ResultsScene
from gamebox.scenes.setup import SeatSetupScene
from gamebox.scenes.table import TableScene

from .conftest import FRAME
from .couch_play import KeyboardHands, choose, fixed_seed, frames_of, play
from .virtual_pad import run_frames

SEEDS = {"guts": 11, "grungeon": 2}


@pytest.mark.parametrize("game_id", sorted(SEEDS))
def test_the_keyboard_alone_plays_a_whole_game_against_bots(app, monkeypatch, game_id):
    fixed_seed(monkeypatch, SEEDS[game_id])
    hands = KeyboardHands(frames_of(app))
    app.push(LauncherScene(app))
    run_frames(app, 3, FRAME)  # the launcher loads the games on its first frames
    choose(app.top, hands, ("game", game_id))
    setup = app.top
    assert isinstance(setup, SeatSetupScene) and setup.game.id == game_id
    assert setup.seats[0].controller == "kbd" and all(s.is_bot for s in setup.seats[1:])
    choose(setup, hands, ("start",))
    table = app.top
    assert isinstance(table, TableScene) and table.match.game.id == game_id
    match = table.match

    made = play(app, hands, 0, frames_of(app))

    assert isinstance(app.top, ResultsScene) and app.top.match is match
    assert match.state.is_over()
    assert [action for seat, action in match.state.log if seat == 0] == made
    assert len(made) >= 5 and match.seats[0].controller == "kbd" and 0 not in match.bots
    assert app.input.pads == {}, "no pad took part"
