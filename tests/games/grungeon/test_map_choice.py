"""Choosing the map: the shipped and the user's Tiled maps, broken ones left out, saves that
remember their map, and the option on the command line.

Every test has its own user-data folder (tests/conftest.py points GAMEBOX_DATA at it).
"""
from __future__ import annotations

import copy
import json

import pytest

from gamebox import cli
from gamebox.engine import checks, registry
from gamebox.engine.bots import PLAYOUT_SENSE
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.saves import SaveError, load_match, save_match
from gamebox.engine.simulate import play_one
from gamebox.games.grungeon import maze
from gamebox.games.grungeon.board_content import MAP_DIR, load_default_content
from gamebox.games.grungeon.map_catalogue import RANDOM, catalogue
from gamebox.games.grungeon.game import GAME
from gamebox.games.grungeon.tmxwrite import board_to_tmx

TSX = str(MAP_DIR / "grungeon_tiles.tsx")
BOTS = [SeatSpec("bot", "normal"), SeatSpec("bot", PLAYOUT_SENSE), SeatSpec("bot", "easy")]


def open_walls(board: dict, count: int = 1) -> tuple[int, int]:
    """Knock out `count` inner walls (both sides): the map stays valid (more ways, never
    fewer). Returns the first pair of rooms opened."""
    walls = board["walls"]
    opened = []
    for room in range(maze.ROOMS):
        east = maze.neighbour(room, "right")
        if east >= 0 and walls[room] & maze.DIR_BIT["right"]:
            walls[room] &= ~maze.DIR_BIT["right"]
            walls[east] &= ~maze.DIR_BIT["left"]
            opened.append((room, east))
            if len(opened) == count:
                return opened[0]
    raise AssertionError("the shipped map has too few inner walls")


def user_maps(user_data):
    folder = user_data / "content" / "maps" / "grungeon"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_user_map(user_data, stem="cellar", name="The Cellar", edit=None,
                   walls: int = 1) -> tuple:
    """A valid map of the user's: the shipped one with `walls` walls knocked out, renamed."""
    board = copy.deepcopy(load_default_content().data)
    board["name"] = name
    opened = open_walls(board, walls)
    text = board_to_tmx(board, TSX)
    if edit:
        text = edit(text)
    path = user_maps(user_data) / f"{stem}.tmx"
    path.write_text(text, encoding="utf-8")
    return path, opened


def test_the_shipped_map_is_the_default_and_random_is_a_choice(user_data):
    """The map option offers every valid map, then the random maze; the shipped map stays the
    default."""
    option = GAME.options[0]
    assert option.key == "map" and option.default == "grungeon"
    assert option.choices[0] == "grungeon" and option.choices[-1] == RANDOM
    assert option.text("grungeon") == "The Grungeon" and option.text(RANDOM) == "Random maze"
    assert GAME.default_options()["map"] == "grungeon"
    state = GAME.new_state(3, None, 1)
    assert state.content.data["map"] == "grungeon"
    assert state.board.data["name"] == "The Grungeon"


def test_a_user_map_is_found_and_chosen_by_key_stem_or_name(user_data):
    path, _ = write_user_map(user_data)
    cat = catalogue()
    assert cat.keys() == ("grungeon", "cellar", RANDOM)
    assert cat.get("cellar").user and cat.get("cellar").path == path
    option = GAME.options[0]
    assert option.text("cellar") == "The Cellar"
    for text in ("cellar", "CELLAR", "The Cellar", "the cellar"):
        assert GAME.resolve_options({"map": text})["map"] == "cellar", text
    assert option.parse("The Cellar") == "cellar"


def test_a_game_is_played_on_the_users_map(user_data):
    """The board of the chosen file is the board the rules play: the wall knocked out in the
    user's copy is open in the game, and bots play it to the end with every engine check."""
    _, (room, east) = write_user_map(user_data)
    state = GAME.new_state(3, {"map": "cellar"}, 4)
    assert state.board.data["name"] == "The Cellar"
    assert not state.board.data["walls"][room] & maze.DIR_BIT["right"]
    assert load_default_content().data["walls"][room] & maze.DIR_BIT["right"]
    assert state.view(0)["map"]["name"] == "The Cellar"
    match = play_one(GAME, BOTS, 4, {"map": "cellar"}, check=True)
    assert match.state.is_over()
    checks.check_end(match.state)
    assert match.state.content.data["map"] == "cellar"


def test_content_given_for_another_map_is_not_played(user_data):
    """`gamebox simulate` loads the default content once and passes it with the options: the
    chosen map still wins over content that names another map."""
    write_user_map(user_data)
    default = GAME.load_content()
    state = GAME.new_state(3, {"map": "cellar"}, 2, default)
    assert state.board.data["name"] == "The Cellar"


def test_a_user_copy_of_the_shipped_map_does_not_hide_it(user_data):
    """A user who copies grungeon.tmx into their folder to edit it sees both: theirs under
    ``user:grungeon``, marked as theirs when the names are alike."""
    write_user_map(user_data, stem="grungeon", name="The Grungeon")
    cat = catalogue()
    assert cat.keys() == ("grungeon", "user:grungeon", RANDOM)
    assert cat.label("grungeon") == "The Grungeon"
    assert cat.label("user:grungeon") == "The Grungeon (yours)"
    assert GAME.new_state(3, {"map": "user:grungeon"}, 1).content.data["map"] == "user:grungeon"


def test_a_broken_user_map_is_left_out_with_file_line_and_column(user_data):
    """A broken map of the user's is not among the choices; its problems name file, line and
    column; the good maps and the game stay playable."""
    write_user_map(user_data)
    bad, _ = write_user_map(user_data, "bad", "Bad",
                            edit=lambda t: t.replace('type="potion"', 'type="potoin"', 1))
    cat = catalogue()
    assert "bad" not in cat.keys() and "cellar" in cat.keys()
    [(path, problems)] = cat.left_out
    assert path == bad and problems[0].line > 0 and problems[0].column > 0
    assert str(problems[0]).startswith(f"{bad}:{problems[0].line}:{problems[0].column}: ")
    assert "did you mean 'potion'" in str(problems[0])
    entries = {e.id: e for e in registry.load_all()}
    assert entries["grungeon"].playable, "a broken map of yours never disables the game"
    with pytest.raises(ValueError) as err:
        GAME.new_state(3, {"map": "bad"}, 1)
    assert "potoin" in str(err.value) and "cellar (The Cellar)" in str(err.value)


def test_broken_xml_in_the_user_folder_is_left_out_too(user_data):
    (user_maps(user_data) / "half.tmx").write_text("<map><layer></map>", encoding="utf-8")
    cat = catalogue()
    assert cat.keys() == ("grungeon", RANDOM)
    assert "broken XML" in str(cat.left_out[0][1][0])


def test_an_edited_map_is_read_again(user_data):
    path, _ = write_user_map(user_data)
    assert catalogue().label("cellar") == "The Cellar"
    write_user_map(user_data, name="The Deep Cellar")
    import os

    os.utime(path, ns=(1, 10**18))  # a new stamp even within the clock's resolution
    assert catalogue().label("cellar") == "The Deep Cellar"


def test_a_save_resumes_on_its_map(user_data):
    """The save keeps a copy of the map it was played on; resuming plays that map, exactly."""
    write_user_map(user_data)
    match = Match.start(GAME, BOTS, {"map": "cellar"}, 8)
    for _ in range(30):
        match.bot_step()
    path = save_match(match)
    back = load_match(path)
    assert back.state.options["map"] == "cellar"
    assert back.state.board.data["name"] == "The Cellar"
    assert back.state == match.state
    assert GAME.content_note(back.state) == ""


def test_a_save_whose_map_is_gone_resumes_on_its_copy_with_a_note(user_data):
    """Decided (docs/rules/grungeon.md): a save plays on, on the map as it was, when its file
    is deleted or edited since; the launcher says so. The save is never moved or deleted."""
    path, _ = write_user_map(user_data)
    match = Match.start(GAME, BOTS, {"map": "cellar"}, 8)
    for _ in range(30):
        match.bot_step()
    save = save_match(match)
    write_user_map(user_data, name="The Cellar", walls=2)  # same name, one more wall open
    import os

    os.utime(path, ns=(1, 10**18))
    changed = load_match(save)
    assert changed.state == match.state
    assert "has changed since this game began" in GAME.content_note(changed.state)
    path.unlink()
    gone = load_match(save)
    assert gone.state == match.state and gone.state.board.data["name"] == "The Cellar"
    note = GAME.content_note(gone.state)
    assert "The Cellar" in note and "no longer in the map folders" in note
    assert save.exists()
    # a new game cannot choose it any more
    with pytest.raises(ValueError, match="no playable map 'cellar'"):
        GAME.new_state(3, {"map": "cellar"}, 1)


def test_a_save_without_its_map_copy_names_the_problem(user_data):
    """A save edited to drop its content cannot be played on a map that is gone: a clear
    SaveError (the launcher shows it), never a crash."""
    write_user_map(user_data)
    match = Match.start(GAME, BOTS, {"map": "cellar"}, 8)
    save = save_match(match)
    doc = json.loads(save.read_text())
    doc["content"] = doc["content_digest"] = None
    save.write_text(json.dumps(doc))
    (user_data / "content" / "maps" / "grungeon" / "cellar.tmx").unlink()
    with pytest.raises(SaveError, match="no playable map 'cellar'"):
        load_match(save)


def test_old_saves_with_random_maze_still_replay(user_data):
    """Saves from before the map choice hold ``random_maze``: it reads as ``map=random``."""
    match = Match.start(GAME, BOTS, {"map": RANDOM}, 12)
    for _ in range(40):
        match.bot_step()
    save = save_match(match)
    doc = json.loads(save.read_text())
    del doc["options"]["map"]
    doc["options"]["random_maze"] = True
    save.write_text(json.dumps(doc))
    back = load_match(save)
    assert back.state.options["map"] == RANDOM and "random_maze" not in back.state.options
    assert back.state == match.state
    doc["options"]["random_maze"] = False
    assert GAME.resolve_options(doc["options"])["map"] == "grungeon"


def test_old_saves_of_the_shipped_map_keep_their_copy(user_data):
    """A save made before maps had keys kept a map copy without one: it is played as saved."""
    match = Match.start(GAME, BOTS, None, 3)
    for _ in range(20):
        match.bot_step()
    save = save_match(match)
    doc = json.loads(save.read_text())
    del doc["options"]["map"]
    del doc["content"]["map"]
    from gamebox.engine.content import digest_of

    doc["content_digest"] = digest_of(doc["content"])
    save.write_text(json.dumps(doc))
    back = load_match(save)
    assert back.state == match.state and "map" not in back.state.content.data


def test_command_line_options_name_a_map(user_data, capsys):
    """`gamebox simulate grungeon --option map=...` plays the named map (by name or key)."""
    write_user_map(user_data)
    assert cli.parse_options(GAME, ["map=The Cellar"]) == {"map": "cellar"}
    assert cli.parse_options(GAME, ["random_maze=yes"]) == {"random_maze": "yes"}
    assert GAME.resolve_options(cli.parse_options(GAME, ["random_maze=yes"]))["map"] == RANDOM
    with pytest.raises(ValueError, match="no playable map 'nowhere'"):
        cli.parse_options(GAME, ["map=nowhere"])
    code = cli.main(["simulate", "grungeon", "--games", "2", "--option", "map=cellar",
                     "--check"])
    assert code == 0
    assert "grungeon: 2 games" in capsys.readouterr().out.lower()


def test_play_passes_the_named_map_to_the_app(user_data, monkeypatch):
    """`gamebox play grungeon --option "map=The Cellar"` opens the app on that map."""
    import gamebox.app

    write_user_map(user_data)
    seen = {}

    def fake_run_play(game_id, seats, options, seed):
        seen.update(game=game_id, options=options, seed=seed)
        match = Match.start(registry.get(game_id), seats, options, seed)
        seen["board"] = match.state.board.data["name"]
        return 0

    monkeypatch.setattr(gamebox.app, "run_play", fake_run_play)
    assert cli.main(["play", "grungeon", "--seed", "3", "--option", "map=The Cellar"]) == 0
    assert seen == {"game": "grungeon", "options": {"map": "cellar"}, "seed": 3,
                    "board": "The Cellar"}


def test_a_save_whose_map_file_broke_says_the_file_has_a_problem(user_data):
    """A map file still in the folder but broken is said to have a problem in its file, not
    to be "no longer in the map folders" (which would send its author looking for a deleted
    file)."""
    path, _ = write_user_map(user_data)
    match = Match.start(GAME, BOTS, {"map": "cellar"}, 8)
    for _ in range(30):
        match.bot_step()
    save = save_match(match)
    path.write_text(path.read_text(encoding="utf-8").replace("</map>", ""), encoding="utf-8")
    import os

    os.utime(path, ns=(1, 10**18))
    broken = load_match(save)
    assert broken.state == match.state
    note = GAME.content_note(broken.state)
    assert "The Cellar" in note and "now has a problem in its file" in note
    assert "no longer in the map folders" not in note
    # its Continue row names the map by its file (its name cannot be read), not by a bare key
    assert GAME.options_note(match.state.options) == "cellar.tmx (not playable now)"


def test_a_broken_map_asked_for_by_its_name_names_its_files_problem(user_data):
    """`--option "map=Marsh Maze"` on a broken marsh_maze.tmx names the file's problem, not only
    "no playable map": a map asked for by the name it was known by is found by it."""
    path, _ = write_user_map(user_data, stem="marsh_maze", name="Marsh Maze")
    path.write_text(path.read_text(encoding="utf-8").replace("</map>", ""), encoding="utf-8")
    with pytest.raises(ValueError, match="Its file has a problem: .*marsh_maze.tmx"):
        GAME.new_state(3, {"map": "Marsh Maze"}, 1)
