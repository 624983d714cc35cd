"""Found in hands-on QA (Xvfb): with "Map: QA Maze" chosen on
seat setup, the map file was broken in another window (saved half-way in Tiled) and "Start
game" closed the whole box with "There is no playable map". The same waited for "Play
again" after a game on a map whose file broke during the game. Both now say why on screen
and stay open."""
from __future__ import annotations

import os

import pygame

from gamebox.engine.match import Match, SeatSpec
from gamebox.games.grungeon.rules import GAME
from gamebox.scenes.results import GRACE_SECONDS, ResultsScene
from gamebox.scenes.setup import SeatSetupScene
from gamebox.scenes.table import TableScene

from scene_helpers import button

from .test_map_choice import write_map


def break_file(path) -> None:
    path.write_text(path.read_text(encoding="utf-8").replace("</map>", ""), encoding="utf-8")
    os.utime(path, ns=(1, 10**18))  # a new stamp even within the clock's resolution


def test_start_with_a_map_broken_since_setup_opened_is_refused_on_screen(
        app, drive, user_data, rendered):
    path = write_map(user_data)
    app.push(SeatSetupScene(app, GAME))
    drive.settle()
    setup = app.top
    drive.click(button(setup, ("option", "map")).rect.center)
    assert setup.options["map"] == "cellar"
    break_file(path)
    drive.click(button(setup, ("start",)).rect.center)
    drive.settle()
    assert app.top is setup, "still on seat setup, the box open"
    assert "There is no playable map 'cellar'" in setup.error
    assert setup.options["map"] == "grungeon", "the map option offers only what plays now"
    assert any("cellar.tmx is left out" in note for note in setup.content_notes)
    assert any(text.startswith("The game cannot start") for text in rendered)
    # and the next press starts on the shipped map
    drive.click(button(setup, ("start",)).rect.center)
    drive.settle()
    assert isinstance(app.top, TableScene)
    assert app.top.match.state.options["map"] == "grungeon"


def test_play_again_on_a_map_broken_during_the_game_is_refused_on_screen(
        app, drive, user_data, rendered):
    path = write_map(user_data)
    match = Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(3)],
                        {"map": "cellar"}, 4)
    while not match.state.is_over():
        match.bot_step()
    break_file(path)
    app.push(ResultsScene(app, match))
    drive.settle()
    results = app.top
    drive.frame(GRACE_SECONDS)  # clicks in the first second are taps meant for the table
    drive.click(button(results, ("again",)).rect.center)
    drive.settle()
    assert app.top is results and "Play again cannot start" in results.error
    assert any(text.startswith("Play again cannot start") for text in rendered)
    drive.key(pygame.K_BACKSPACE)
    drive.settle()
    assert not isinstance(app.top, ResultsScene), "back to the launcher as usual"
