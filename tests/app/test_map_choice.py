"""The Grungeon's map choice in the couch app: seat setup offers the user's maps, a broken map
is reported where it is seen, and a save whose map changed says so before it goes on."""
from __future__ import annotations

import json
import os

import pygame

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.saves import save_match
from gamebox.games.grungeon.game import GAME
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.setup import SeatSetupScene
from gamebox.scenes.table import TableScene

from map_helpers import write_map
from scene_helpers import button


def test_seat_setup_offers_the_users_map_and_starts_on_it(app, drive, user_data, rendered):
    write_map(user_data)
    app.push(SeatSetupScene(app, GAME))
    drive.settle()
    setup = app.top
    option = button(setup, ("option", "map"))
    assert option.label == "Map: The Grungeon"
    drive.click(option.rect.center)
    assert setup.options["map"] == "cellar"
    drive.settle()
    assert "Map: The Cellar" in rendered
    drive.click(button(setup, ("start",)).rect.center)
    drive.settle()
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.state.options["map"] == "cellar"
    assert table.match.state.board.data["name"] == "The Cellar"
    saved = json.loads(table.match.autosave_path.read_text())
    assert saved["options"]["map"] == "cellar" and saved["content"]["name"] == "The Cellar"


def test_a_broken_user_map_is_reported_and_the_game_still_plays(app, drive, user_data,
                                                                rendered):
    """Left out of the choices, named with file:line:column on the launcher and on seat
    setup; the Grungeon's tile stays enabled (a warning, not a disabled tile)."""
    bad = write_map(user_data, "bad", "Bad", broken=True)
    app.push(LauncherScene(app))
    drive.settle()
    launcher = app.top
    [line] = [p for p in launcher.content_problems if "bad.tmx" in p]
    assert f"{bad}:" in line and "did you mean 'potion'" in line
    where = line.split(f"{bad}:")[1].split(":")[:2]
    assert all(part.isdigit() and int(part) > 0 for part in where), line
    tile = button(launcher, ("game", "grungeon"))
    assert tile.enabled
    drive.click(tile.rect.center)
    drive.settle()
    setup = app.top
    assert isinstance(setup, SeatSetupScene)
    assert any("bad.tmx is left out" in n for n in setup.content_notes)
    shown = " ".join(rendered)
    assert "bad.tmx is left out" in shown
    assert "bad" not in GAME.options[0].choices


def test_a_remembered_map_that_is_gone_falls_back_to_the_default(app, drive, user_data):
    path = write_map(user_data)
    app.settings.setups["grungeon"] = {
        "seats": [SeatSpec("human", "kbd").to_json()] + [SeatSpec("bot", "normal").to_json()] * 2,
        "options": {"map": "cellar", "turn_seconds": 0}}
    setup = SeatSetupScene(app, GAME)
    setup.enter()
    assert setup.options["map"] == "cellar"
    setup.exit()
    path.unlink()
    setup = SeatSetupScene(app, GAME)
    setup.enter()
    assert setup.options["map"] == "grungeon" and setup.options["turn_seconds"] == 0
    setup.exit()


def test_continuing_a_save_whose_map_changed_says_so_first(app, drive, user_data, rendered):
    """Decided: the save plays on, on the map as it was; the launcher says why before the
    table opens, and choosing Continue again opens it."""
    path = write_map(user_data)
    match = Match.start(GAME, [SeatSpec("human", "kbd"), SeatSpec("bot", "normal"),
                               SeatSpec("bot", "normal")], {"map": "cellar"}, 5)
    match.act(0, match.state.legal_actions(0)[0])
    save = save_match(match)
    write_map(user_data, walls=2)
    os.utime(path, ns=(1, 10**18))
    app.push(LauncherScene(app))
    drive.settle()
    launcher = app.top
    drive.click(button(launcher, ("save", str(save))).rect.center)
    drive.settle()
    assert app.top is launcher
    assert "has changed since this game began" in launcher.notice
    assert "has changed since" in " ".join(rendered)
    drive.click(button(launcher, ("save", str(save))).rect.center)
    drive.settle()
    table = app.top
    assert isinstance(table, TableScene)
    # the bots play on at once: the saved moves come first
    assert table.match.state.log[:len(match.state.log)] == match.state.log
    assert table.match.state.board.data == match.state.board.data
    assert save.exists()


def test_continuing_a_save_whose_map_is_unchanged_opens_at_once(app, drive, user_data):
    write_map(user_data)
    match = Match.start(GAME, [SeatSpec("human", "kbd"), SeatSpec("bot", "normal"),
                               SeatSpec("bot", "normal")], {"map": "cellar"}, 5)
    save = save_match(match)
    app.push(LauncherScene(app))
    drive.settle()
    drive.click(button(app.top, ("save", str(save))).rect.center)
    drive.settle()
    assert isinstance(app.top, TableScene)


def test_the_map_choice_steps_through_every_map_with_the_keys(app, drive, user_data):
    write_map(user_data)
    write_map(user_data, "attic", "The Attic")
    app.push(SeatSetupScene(app, GAME))
    drive.settle()
    setup = app.top
    setup.layout()
    setup.ring.index = setup.ring.buttons.index(button(setup, ("option", "map")))
    seen = []
    for _ in range(4):
        drive.key(pygame.K_RIGHT)
        seen.append(setup.options["map"])
    assert seen == ["attic", "cellar", "random", "grungeon"]


def test_continue_buttons_name_a_saves_map_unless_it_is_the_shipped_one(app, drive, user_data):
    write_map(user_data)
    seats = [SeatSpec("human", "kbd"), SeatSpec("bot", "normal"), SeatSpec("bot", "normal")]
    for seed, options in ((1, {"map": "cellar"}), (2, {"random_maze": True}), (3, {})):
        save_match(Match.start(GAME, [SeatSpec(s.kind, s.controller) for s in seats],
                               options, seed))
    app.push(LauncherScene(app))
    drive.settle()
    launcher = app.top
    launcher.layout()
    details = sorted(b.detail for b in launcher.ring.buttons if b.value[0] == "save")
    assert sum("The Cellar" in d for d in details) == 1
    assert sum("Random maze" in d for d in details) == 1
    assert sum("The Cellar" not in d and "Random maze" not in d for d in details) == 1
    # when and how far first (names repeat from game to game), bots marked
    assert all(d.endswith("(bot), Player 3 (bot)")
               and d.split(" \u00b7 ")[1] == "studying the maze" for d in details), details


def test_a_save_with_nonsense_options_still_lists(app, drive, user_data):
    path = save_match(Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(3)], None, 4))
    doc = json.loads(path.read_text())
    doc["options"] = {"map": 17}
    path.write_text(json.dumps(doc))
    app.push(LauncherScene(app))
    drive.settle()
    launcher = app.top
    launcher.layout()
    assert [b for b in launcher.ring.buttons if b.value[0] == "save"]


def test_back_from_another_window_the_box_reads_the_users_files_again(app, drive, user_data):
    """Coming back to the window (the focus regained) reads the user's files again, so a map broken
    in Tiled while the box ran does not count as fine: on the launcher the tile's count and the
    notes, in seat setup the Map choice and the notes."""
    from scene_helpers import open_launcher

    def focus_back() -> None:
        pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
        drive.frame()

    write_map(user_data)
    launcher = open_launcher(app, drive)
    assert launcher.content_problems == [] and "grungeon" not in launcher.left_out
    write_map(user_data, broken=True)  # the same file, saved broken from Tiled
    focus_back()
    assert launcher.left_out == {"grungeon": 1}
    assert "cellar.tmx" in launcher.content_problems[0]
    assert all(e.game is not None for e in launcher.entries)  # no loading state shown

    app.push(SeatSetupScene(app, GAME))
    drive.settle()
    setup = app.top
    assert len(setup.content_notes) == 1
    write_map(user_data, stem="attic", name="The Attic")  # a new map, and the old one fixed
    write_map(user_data)
    focus_back()
    assert setup.content_notes == []
    steps = set()
    for _ in range(4):
        drive.click(button(setup, ("option", "map")).rect.center)
        steps.add(setup.options["map"])
    assert {"attic", "cellar"} <= steps, steps
