"""The launcher: a tile for every game (a broken one shows its error and cannot start), the
saved games to continue, and the notes in red on what it left out: a pack or map of yours
with a problem, a save it could not read or replay, a save of a game or a gamebox it does not
have. Every note is readable whole, on the launcher or on its Notes screen, and none covers a
button or the hint line."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox.engine import registry, saves
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Game
from gamebox.engine.saves import save_match
from gamebox.errors import ContentError
from gamebox.scenes import launcher as launcher_module
from gamebox.scenes import notes as notes_module
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.saved_games import SavedGamesScene
from gamebox.scenes.setup import SeatSetupScene
from gamebox.scenes.table import TableScene
from gamebox.ui import text as text_module
from gamebox.ui import theme

from map_helpers import write_map
from save_helpers import edit, make_saves
from scene_helpers import (continue_buttons, more_notes_line, open_launcher, record_coloured,
                           use_size)


class BrokenGame(Game):
    id = "broken_test"
    name = "Broken Test Game"
    pitch = "Never starts."
    min_seats, max_seats = 2, 2

    def load_content(self, roots=None):
        raise ValueError("cards.yaml:3:5: field 'cost' must be a whole number")


@pytest.fixture
def broken():
    registry.register(BrokenGame())
    yield
    registry.unregister(BrokenGame.id)


def tile(scene, game_id):
    scene.layout()
    return next(b for b in scene.ring.buttons if b.value == ("game", game_id))


# ---- a tile for every game ---------------------------------------------------------------
def test_launcher_shows_a_tile_for_every_game(app, drive, highcard, rendered):
    app.push(LauncherScene(app))
    drive.settle()
    ids = [b.value[1] for b in app.top.ring.buttons if b.value[0] == "game"]
    assert ids == registry.available_ids()
    assert any(t.startswith("High Card") for t in rendered)
    assert "2\u20134 players" in rendered


def test_broken_game_shows_its_error_and_cannot_start(app, drive, highcard, broken, rendered):
    app.push(LauncherScene(app))
    drive.settle()
    launcher = app.top
    b = tile(launcher, BrokenGame.id)
    assert not b.enabled
    assert "must be a whole number" in " ".join(rendered)
    drive.click(b.rect.center)
    drive.settle()
    assert app.top is launcher, "a broken game never opens its setup"
    drive.click(tile(launcher, "highcard").rect.center)
    drive.settle()
    assert isinstance(app.top, SeatSetupScene), "the other games still start"


def test_content_errors_are_caught_too(app, highcard):
    class PackBroken(BrokenGame):
        id = "broken_pack"

        def load_content(self, roots=None):
            raise ContentError([])

    registry.register(PackBroken())
    try:
        entry = next(e for e in registry.load_all() if e.id == "broken_pack")
        assert not entry.playable
    finally:
        registry.unregister("broken_pack")


def test_first_frame_comes_before_games_are_loaded(app, highcard, monkeypatch):
    loads = []
    original = registry.load_all
    monkeypatch.setattr(registry, "load_all", lambda: loads.append(app.frames) or original())
    app.push(LauncherScene(app))
    app.step(dt=0.0, events=[])
    launcher = app.top
    assert app.frames == 1 and not loads, "the window shows before any content is read"
    assert all(e.game is None for e in launcher.entries)
    assert launcher.animating()
    app.step(dt=0.0, events=[])
    app.step(dt=0.0, events=[])
    assert loads == [2] and not launcher.animating()
    assert launcher.entry("highcard").playable


def test_choosing_a_tile_before_loading_finishes_still_checks_it(app, highcard, broken):
    app.push(LauncherScene(app))
    app.step(dt=0.0, events=[])
    launcher = app.top
    launcher.choose(tile(launcher, BrokenGame.id))
    assert "must be a whole number" in launcher.notice


def test_a_tile_still_loading_shows_the_games_name_not_its_id(app, rendered):
    from gamebox.scenes.launcher import LauncherScene, placeholder_name

    launcher = LauncherScene(app)
    app.push(launcher)
    app.apply_pending()
    app.draw()  # the first frame: game modules not imported yet
    assert launcher._stage == 0
    assert "Guts of Glory" in rendered and "Enter the Grungeon" in rendered
    assert "guts" not in rendered and "grungeon" not in rendered
    assert placeholder_name("some_new_game") == "Some New Game"


def test_a_long_game_name_wraps_on_its_tile_instead_of_being_cut(app, drive, rendered):
    theme.configure("huge")  # the app fixture puts the normal size back afterwards
    app.push(LauncherScene(app))
    drive.settle(30)
    rendered.clear()
    app.top.draw(pygame.Surface((1280, 720)))
    names = [t for t in rendered if t.startswith("Enter the") or t.startswith("Grungeon")]
    assert " ".join(names) == "Enter the Grungeon", names
    assert not any(t.startswith("Enter the") and t.endswith("\u2026") for t in rendered)


def test_a_name_that_fits_keeps_its_one_line(app, drive, rendered):
    app.push(LauncherScene(app))
    drive.settle(30)
    rendered.clear()
    app.top.draw(pygame.Surface((1280, 720)))
    assert "Enter the Grungeon" in rendered and "Guts of Glory" in rendered


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_each_tile_shows_its_whole_pitch(app, drive, rendered, size):
    use_size(app, size, "huge")
    scene = open_launcher(app, drive)
    rendered.clear()
    scene.draw(app.surface)
    shown = " ".join(rendered)
    for entry in scene.entries:
        assert entry.game.pitch in shown, entry.id
    assert [t for t in rendered if t.endswith("\u2026")] == [], "nothing is cut"


# ---- saved games to continue -------------------------------------------------------------
def test_corrupt_save_is_reported_and_moved_aside(app, drive, user_data, rendered):
    saves = user_data / "saves"
    saves.mkdir()
    (saves / "bad.json").write_text("{ not json")
    app.push(LauncherScene(app))
    drive.settle()
    assert "broken JSON" in " ".join(rendered), "wrapped lines joined back"
    assert not (saves / "bad.json").exists()
    assert list(saves.glob("bad.json.*.bad"))


def test_unfinished_game_can_be_continued(app, drive, highcard, user_data):
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.engine.saves import save_match

    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy")],
                        None, 9)
    match.act(1, match.state.legal_actions(1)[0])
    path = save_match(match)
    app.push(LauncherScene(app))
    drive.settle()
    launcher = app.top
    launcher.layout()
    cont = next(b for b in launcher.ring.buttons if b.value == ("save", str(path)))
    drive.click(cont.rect.center)
    drive.settle()
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.state.log == match.state.log
    assert table.match.seats[0].name == "Ann"


def test_one_move_is_one_move_on_a_continue_button(app, drive, user_data, highcard):
    """A game with no summary of its own (`Game.save_summary`) counts moves instead."""
    game = highcard
    match = Match.start(game, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Rob")],
                        None, 5)
    match.act(0, match.state.legal_actions(0)[0])
    assert len(match.state.log) == 1
    saves.save_match(match, user_data / "saves" / "one.json")
    launcher = open_launcher(app, drive)
    detail = next(iter(continue_buttons(launcher).values())).detail
    assert " \u00b7 1 move \u00b7 " in detail, detail


def test_a_save_that_does_not_replay_is_moved_aside_and_its_button_goes(app, drive, bad_save,
                                                                       good_save):
    original = bad_save.read_bytes()
    launcher = open_launcher(app, drive)
    button = continue_buttons(launcher)[str(bad_save)]
    drive.click(button.rect.center)
    drive.settle()
    assert app.top is launcher, "no table opens"
    assert "cannot be replayed" in launcher.notice and "moved aside to" in launcher.notice
    assert not bad_save.exists()
    moved = list(bad_save.parent.glob(bad_save.name + ".*.bad"))
    assert len(moved) == 1 and moved[0].read_bytes() == original, "kept, byte for byte"
    assert moved[0].name in launcher.notice
    assert list(continue_buttons(launcher)) == [str(good_save)], "the other save still plays"


BAD = {
    "b5_seats_strings": (lambda d: d.update(seats=["Player 1", "Player 2"]),
                         "field 'seats[0]' must be a seat"),
    "b5_seats_null": (lambda d: d["seats"].__setitem__(0, None),
                      "field 'seats[0]' must be a seat"),
    "b5_seats_text": (lambda d: d.update(seats="Ann"), "field 'seats' must be a list"),
    "b6_saved_at_text": (lambda d: d.update(saved_at="yesterday"),
                         "field 'saved_at' must be a time"),
    "b6_saved_at_list": (lambda d: d.update(saved_at=[1]), "field 'saved_at' must be a time"),
    "b7_options_list": (lambda d: d.update(options=[]), "field 'options' must be an object"),
    "b8_log_text": (lambda d: d.update(log="play c1"), "field 'log' must be a list"),
    "b9_game_number": (lambda d: d.update(game=7), "field 'game' must be text"),
}
"""Malformed saves, by file name: how each is made from a good one, and the words of its note."""


def test_the_launcher_opens_beside_malformed_saves_and_notes_each(app, drive, highcard,
                                                                   user_data, rendered):
    """Saves whose fields have the wrong shape (seats that are names or null, a `saved_at` in
    words...) never stop the launcher: each is moved aside, kept byte for byte, and named in a note
    with what is wrong with it, while the good saves still play."""
    good = make_saves(highcard, user_data, 2)
    before = {path: path.read_bytes() for path in good}
    folder = user_data / "saves"
    originals = {}
    for name, (change, _) in BAD.items():
        path = folder / f"{name}.json"
        path.write_bytes(good[0].read_bytes())
        originals[name] = edit(path, change)
    launcher = open_launcher(app, drive)
    assert set(continue_buttons(launcher)) == {str(p) for p in good}, "the good saves play"
    assert len(launcher.save_problems) == len(BAD)
    for name, (_, words) in BAD.items():
        [note] = [p for p in launcher.save_problems if p.startswith(f"saves/{name}.json: ")]
        assert words in note
        [moved] = folder.glob(f"{name}.json.*.bad")
        assert f"(moved aside to {moved.name})" in note
        assert moved.read_bytes() == originals[name], "kept, byte for byte"
    assert all(path.read_bytes() == data for path, data in before.items())
    launcher.draw(pygame.Surface((1280, 720)))
    assert "field 'seats[0]' must be a seat" in " ".join(rendered)
    listing = SavedGamesScene(app, launcher)
    app.push(listing)
    drive.settle()
    assert set(continue_buttons(listing)) == {str(p) for p in good}


def test_a_bad_save_that_cannot_be_moved_is_noted_once(app, drive, highcard, user_data,
                                                       monkeypatch):
    """It is found again every time the saves are read (a refused Continue, the window
    back from another): its note is said once, and the box still opens."""
    [good] = make_saves(highcard, user_data, 1)
    bad = user_data / "saves" / "b5_seats_strings.json"
    bad.write_bytes(good.read_bytes())
    edit(bad, BAD["b5_seats_strings"][0])

    def refuse(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves, "quarantine", refuse)
    launcher = open_launcher(app, drive)
    launcher.read_saves(keep_notes=True)
    assert launcher.save_problems == [
        "saves/b5_seats_strings.json: field 'seats[0]' must be a seat (an object with \"kind\" "
        "and \"controller\"), not 'Player 1' (it could not be moved aside: Permission denied)"]
    assert list(continue_buttons(launcher)) == [str(good)] and bad.exists()


# ---- a save this box cannot continue: of another gamebox, another game, an old option ----
def make_newer(path) -> bytes:
    return edit(path, lambda d: d.update(version=saves.VERSION + 1, seats=["Ann"]))


def test_a_newer_gamebox_save_is_a_note_and_stays_in_place(app, drive, highcard, user_data,
                                                           rendered):
    """A save made by a newer gamebox is not broken: a note says it needs a newer gamebox, no
    Continue is offered that could only fail, and the file stays in saves/ (not renamed `.bad`) for
    the updated box to find."""
    good, newer = make_saves(highcard, user_data, 2)
    original = make_newer(newer)
    launcher = open_launcher(app, drive)
    assert list(continue_buttons(launcher)) == [str(good)], "no Continue that could only fail"
    note = (f"saves/{newer.name} needs a newer gamebox (save version {saves.VERSION + 1}, this "
            f"one reads up to {saves.VERSION}): it is kept in saves/ for when gamebox is "
            "updated")
    assert launcher.foreign_saves == [note] and launcher.save_problems == []
    launcher.draw(pygame.Surface((1280, 720)))
    assert "needs a newer gamebox" in " ".join(rendered)
    launcher.read_saves(keep_notes=True)
    assert launcher.notes() == [note], "said once, however often the saves are read"
    listing = SavedGamesScene(app, launcher)
    app.push(listing)
    drive.settle()
    assert list(continue_buttons(listing)) == [str(good)] and note in listing.problems
    assert newer.read_bytes() == original
    assert sorted(p.name for p in newer.parent.iterdir()) == sorted([good.name, newer.name])


def test_several_newer_gamebox_saves_share_a_note(app, drive, highcard, user_data):
    paths = make_saves(highcard, user_data, 3)
    for path in paths[1:]:
        make_newer(path)
    launcher = open_launcher(app, drive)
    assert launcher.foreign_saves == [
        f"2 saved games need a newer gamebox (this one reads save versions up to "
        f"{saves.VERSION}): they are kept in saves/ for when gamebox is updated"]
    assert all(path.exists() for path in paths)


def test_a_save_of_a_game_not_in_the_box_is_a_note_not_a_button(app, drive, chess_save,
                                                                 rendered):
    """A save of a game this box does not have is a note, not a Continue button that would fail
    every time; the file is left exactly where and as it was (it is not broken: the game may come
    back)."""
    before = chess_save.read_bytes()
    launcher = open_launcher(app, drive)
    assert [b for b in launcher.ring.buttons if b.value[0] == "save"] == []
    note = "A saved game of 'chess', which this box does not have, is kept in saves/"
    assert launcher.foreign_saves == [note]
    launcher.draw(pygame.Surface((1280, 720)))
    assert note in " ".join(rendered)
    launcher.read_saves(keep_notes=True)
    assert launcher.foreign_saves == [note], "said once, however often the saves are read"
    assert chess_save.read_bytes() == before
    assert sorted(p.name for p in chess_save.parent.iterdir()) == [chess_save.name]


@pytest.fixture
def turbo_save(user_data):
    """A Guts save some moves in, with an option Guts does not have."""
    match = Match.start(registry.get("guts"), [SeatSpec("human", "kbd", "Ann"),
                                               SeatSpec("bot", "easy", "Rob")], None, 3)
    for _ in range(4):
        seat = match.state.to_act()[0]
        match.act(seat, match.state.legal_actions(seat)[0])
    path = saves.save_match(match, user_data / "saves" / "b4_unknown_option.json")
    edit(path, lambda d: d.update(options={"first_game": False, "turbo_mode": True}))
    return path


def test_continue_says_the_option_is_left_out_then_plays_on(app, drive, turbo_save):
    """A save holding an option the game no longer has is not moved aside: its first Continue says
    the option is left out, the next plays on without it, and the save is written again without it.
    """
    original = turbo_save.read_bytes()
    launcher = open_launcher(app, drive)
    launcher.choose(continue_buttons(launcher)[str(turbo_save)])
    drive.settle()
    assert app.top is launcher, "said before the table covers the launcher"
    assert launcher.notice == ("This game was saved with an option this version no longer "
                               "has (turbo_mode); it plays on without it. Choose Continue "
                               "again to play on.")
    assert turbo_save.read_bytes() == original
    launcher.choose(continue_buttons(launcher)[str(turbo_save)])
    drive.settle()
    assert isinstance(app.top, TableScene) and len(app.top.match.state.log) >= 4
    assert "turbo_mode" not in app.top.match.state.options
    assert not list(turbo_save.parent.glob("*.bad"))
    drive.settle()  # the bot moves on, and the game saves without the option
    assert len(app.top.match.state.log) > 4
    assert json.loads(turbo_save.read_text())["options"] == {"first_game": False}


# ---- files of yours left out -------------------------------------------------------------
@pytest.mark.parametrize("content, words", [
    ("cards:\n  - name: My Pie\n    glory: [1\n", "not valid YAML"),
    ("cards:\n  - name: My Pie\n    type: Food\n    toughnes: 3\n    glory: 1\n",
     "did you mean 'toughness'"),
])
def test_a_broken_user_pack_is_named_on_the_launcher_and_the_game_still_plays(
        app, drive, user_data, rendered, content, words):
    """A broken pack in `<data>/content/packs/guts/` is named on the launcher with its problem, so
    its author learns why its cards do not show up, and the game still plays without it."""
    folder = user_data / "content" / "packs" / "guts"
    folder.mkdir(parents=True)
    (folder / "mine.yaml").write_text(content)
    app.push(LauncherScene(app))
    drive.settle()
    launcher = app.top
    shown = " ".join(rendered)
    assert "mine.yaml is left out" in shown and words in shown
    assert any("mine.yaml" in p and "Guts of Glory" in p for p in launcher.content_problems)
    guts = tile(launcher, "guts")
    assert guts.enabled, "the game plays without the broken pack"
    drive.click(guts.rect.center)
    drive.settle()
    assert isinstance(app.top, SeatSetupScene)


def test_good_user_packs_raise_no_warning(app, drive, user_data):
    app.push(LauncherScene(app))
    drive.settle()
    assert app.top.content_problems == []


def test_a_file_with_several_problems_is_noted_with_them_all():
    """The note counts them for the launcher's first line, and the Notes screen reads on."""
    from pathlib import Path

    line = launcher_module.problem_line("Guts of Glory", Path("/x/worse.yaml"),
                                        ["worse.yaml:3:11: bad type", "worse.yaml:2:5: missing"])
    assert line == ("Guts of Glory: your file worse.yaml is left out \u2014 2 problems: "
                    "worse.yaml:3:11: bad type; worse.yaml:2:5: missing")


# ---- notes, wherever room is short -------------------------------------------------------
BROKEN_MAP = "<?xml version='1.0'?>\n<map version='1.8' orientation='orthogonal'>\n"


@pytest.fixture
def crowded(app, drive, highcard, user_data):
    """Four unfinished games and two broken maps of the user's, on the launcher."""
    for seed in range(4):
        match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann with a long name"),
                                       SeatSpec("bot", "easy", "Rob")], None, seed)
        match.act(1, match.state.legal_actions(1)[0])
        save_match(match)
    maps = user_data / "content" / "maps" / "grungeon"
    maps.mkdir(parents=True)
    for name in ("my_first_maze_with_a_long_name.tmx", "another_broken_maze.tmx"):
        (maps / name).write_text(BROKEN_MAP)
    app.push(LauncherScene(app))
    drive.settle()
    scene = app.top
    scene.load_now()
    assert len(scene.content_problems) == 2 and len(scene.saves) == 4
    return scene


def drawn_notes(scene, surface, monkeypatch) -> list[pygame.Rect]:
    """The rects the launcher's notes take when drawn on `surface` (as tall as the text)."""
    rects: list[pygame.Rect] = []
    original = launcher_module.draw_wrapped

    def recording(target, text, rect, *args, **kwargs):
        used = original(target, text, rect, *args, **kwargs)
        rects.append(pygame.Rect(rect.left, rect.top, rect.width, used))
        return used

    monkeypatch.setattr(launcher_module, "draw_wrapped", recording)
    monkeypatch.setattr(notes_module, "draw_wrapped", recording)
    scene.draw(surface)
    monkeypatch.undo()
    tiles = {b.value for b in scene.ring.buttons if b.tags.get("tile")}
    # the tiles' pitches are drawn with draw_wrapped too: keep only what lies outside them
    return [r for r in rects
            if not any(b.rect.contains(r) for b in scene.ring.buttons if b.value in tiles)]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_notes_never_cover_a_button(app, crowded, monkeypatch, size):
    surface = pygame.Surface(size)
    notes = drawn_notes(crowded, surface, monkeypatch)
    assert notes, "the broken maps are named on the launcher"
    screen = surface.get_rect()
    for rect in notes:
        assert screen.contains(rect)
        for b in crowded.ring.buttons:
            assert not rect.colliderect(b.rect), f"a note covers {b.label!r} at {size}"


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_continue_buttons_stay_above_the_hint_line(app, crowded, size):
    surface = pygame.Surface(size)
    crowded.draw(surface)
    from gamebox.ui import theme

    u = theme.unit(surface)
    hint_top = size[1] - round(2.5 * u) - theme.font(theme.text_px(surface, 1.6)).get_linesize()
    saves = [b for b in crowded.ring.buttons if b.value[0] == "save"]
    assert saves, "at least the newest game can be continued"
    assert all(b.rect.bottom <= hint_top for b in saves)


def test_the_newest_note_is_shown_first_when_room_is_short(app, crowded, monkeypatch):
    """A refusal the player just caused (the Continue note) is never the one left out."""
    crowded.notice = "That game is already over."
    crowded.content_problems += [f"Guts of Glory: your file pack{n}.yaml is left out"
                                 for n in range(3)]
    seen: list[str] = []
    original = launcher_module.draw_wrapped

    def recording(target, text, *args, **kwargs):
        seen.append(text)
        return original(target, text, *args, **kwargs)

    monkeypatch.setattr(launcher_module, "draw_wrapped", recording)
    monkeypatch.setattr(notes_module, "draw_wrapped", recording)
    crowded.draw(pygame.Surface((960, 540)))
    assert "That game is already over." in seen


def test_the_games_tile_says_files_of_yours_were_left_out(app, crowded, rendered):
    """The notes sit beside the Continue buttons: the tile of the game that left the files
    out says so too, so the warning is seen where the game is chosen."""
    assert crowded.left_out == {"grungeon": 2}
    rendered.clear()
    crowded.draw(pygame.Surface((1280, 720)))
    assert "\u26a0 2 files of yours left out" in rendered
    assert sum(t.startswith("\u26a0") for t in rendered) == 1, "only the Grungeon's tile"


def test_a_long_save_note_leaves_room_for_the_pack_note(app, drive, bad_save, good_save,
                                                        user_data, rendered):
    """Long notes about saves never take the room of the note naming a broken pack or map: every
    note keeps at least its first line, at 1280x720 and at 960x540."""
    pack = user_data / "content" / "packs" / "guts" / "mine.yaml"
    pack.parent.mkdir(parents=True)
    pack.write_text("cards:\n  - name: Mine\n    toughness: lots\n")
    (bad_save.parent / "guts-20261123-090000-1.json").write_text('{"format": "gamebox-sa')
    maze = user_data / "content" / "maps" / "grungeon" / "bad.tmx"
    maze.parent.mkdir(parents=True)
    maze.write_text("<?xml version='1.0'?>\n<map version='1.8'\n")
    launcher = open_launcher(app, drive)
    assert launcher.content_problems and launcher.save_problems
    launcher.choose(continue_buttons(launcher)[str(bad_save)])
    for size in [(1280, 720), (960, 540)]:  # the notes beside the Continue buttons, and under
        rendered.clear()
        launcher.draw(pygame.Surface(size))
        shown = " ".join(rendered)
        assert "your file mine.yaml" in shown and "your file bad.tmx" in shown, size
        assert "cannot be replayed" in shown and "broken JSON" in shown, size


MAP_CHANGED = ("The map \u201cMy Maze\u201d now has a problem in its file: this game goes on "
               "with the copy kept in its save; a new game cannot use it until the file is "
               "fixed. Choose Continue again to play on.")
"""The warning a Continue gives before a game whose map file broke since (the Grungeon's)."""


def note_lines(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every line drawn from this call on in the notes' red, with its rect."""
    return record_coloured(monkeypatch, theme.BAD, (text_module, launcher_module, notes_module))


def hint_top(surface) -> int:
    u = theme.unit(surface)
    return surface.get_height() - round(2.5 * u) \
        - theme.font(theme.text_px(surface, 1.6)).get_linesize()


def assert_clear_of_buttons(scene, lines, surface) -> None:
    for words, rect in lines:
        if any(b.rect.contains(rect) for b in scene.ring.buttons if b.tags.get("tile")):
            continue  # a tile's own "cannot start" text
        assert surface.get_rect().contains(rect), f"{words!r} leaves the window"
        assert rect.bottom <= hint_top(surface), f"{words!r} runs into the hint line"
        for b in scene.ring.buttons:
            assert not rect.colliderect(b.rect), f"{words!r} covers {b.label!r}"


@pytest.fixture
def noted(app, drive, highcard, user_data):
    """The launcher with two saves, two broken maps of the user's and the warning a Continue gives
    on a save whose map changed."""
    for seed in range(2):
        match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                       SeatSpec("bot", "easy", "Rob")], None, seed)
        match.act(1, match.state.legal_actions(1)[0])
        save_match(match)
    write_map(user_data, "broken", "Broken", broken=True)
    write_map(user_data, "other_broken", "Other", broken=True)
    launcher = open_launcher(app, drive)
    assert len(launcher.content_problems) == 2
    return launcher


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_newest_note_is_written_whole_at_huge_text(app, noted, monkeypatch, size):
    """The newest note (what the player's last choice caused, here the warning before a table opens
    on a map whose file broke) is written whole at huge text, the others after it, none over a
    button or the hint line."""
    theme.configure("huge")  # the app fixture puts the normal size back afterwards
    noted.notice = MAP_CHANGED
    lines = note_lines(monkeypatch)
    surface = pygame.Surface(size)
    noted.draw(surface)
    assert_clear_of_buttons(noted, lines, surface)
    drawn = " ".join(words for words, _ in lines)
    assert MAP_CHANGED in drawn, drawn
    assert "\u2026" not in drawn.split("Choose Continue again to play on.")[0]


def test_a_note_on_a_file_of_yours_reads_its_reason(app, noted, monkeypatch, user_data):
    """A note on a file of the user's names the file with its line and column, without the data
    folder's long path, and goes on to the reason, inside the window."""
    lines = note_lines(monkeypatch)
    surface = pygame.Surface((1280, 720))
    noted.draw(surface)
    assert_clear_of_buttons(noted, lines, surface)
    drawn = " ".join(words for words, _ in lines)
    assert str(user_data) not in drawn
    assert "broken.tmx:" in drawn and "did you mean 'potion'" in drawn, drawn


def test_notes_with_no_room_are_counted_on_the_last_line(app, noted, monkeypatch):
    noted.notice = MAP_CHANGED
    noted.save_problems = [f"saves/guts-{n}.json: broken JSON: Expecting value (moved aside "
                           f"to guts-{n}.json.20261123-140110.bad)" for n in range(6)]
    theme.configure("huge")
    lines = note_lines(monkeypatch)
    surface = pygame.Surface((960, 540))
    noted.draw(surface)
    assert_clear_of_buttons(noted, lines, surface)
    more = more_notes_line(lines)
    total = 1 + len(noted.save_problems) + len(noted.content_problems)
    shown = {words.split(":")[0] for words, _ in lines}
    assert int(more.split()[1]) >= total - len(shown)


def test_the_notes_button_opens_every_note_whole(app, drive, noted, user_data):
    """When the notes do not all fit (many notes, huge text), a "Notes (N)" button beside Settings
    opens them all, whole, with the data folder they are named from."""
    noted.notice = MAP_CHANGED
    noted.save_problems = [f"saves/guts-{n}.json: broken JSON: Expecting value (moved aside "
                           f"to guts-{n}.json.20261123-140110.bad)" for n in range(6)]
    theme.configure("huge")
    noted.layout()
    button = next(b for b in noted.ring.buttons if b.value == ("notes",))
    assert button.label == "Notes (9)"
    noted.choose(button)
    app.apply_pending()
    screen = app.top
    assert screen.title == "Notes" and screen.text.startswith(
        f"Your data folder is {user_data} ")
    for note in [MAP_CHANGED] + noted.save_problems:
        assert note in screen.text
    assert screen.text.count("your file") == 2 and str(user_data / "content") not in screen.text
    screen.draw(pygame.Surface((960, 540)))
    drive.key(pygame.K_ESCAPE)
    assert app.top is noted


def test_the_notes_button_comes_and_goes_with_the_notes(app, drive, highcard, user_data):
    launcher = open_launcher(app, drive)
    assert not any(b.value == ("notes",) for b in launcher.ring.buttons)
    launcher.notice = "That game is already over."  # as `continue_save` leaves it
    launcher.layout()
    assert [b.label for b in launcher.ring.buttons if b.value == ("notes",)] == ["Notes (1)"]
    launcher.notice = ""
    launcher.layout()
    assert not any(b.value == ("notes",) for b in launcher.ring.buttons)


def test_the_launcher_comes_back_with_the_game_last_played_in_focus(app, drive, user_data):
    from gamebox.scenes.results import ResultsScene

    from scene_helpers import finished

    match = finished(registry.get("guts"))
    app.push(ResultsScene(app, match))
    drive.settle()
    app.top.back()
    drive.settle()
    launcher = app.top
    assert isinstance(launcher, LauncherScene)
    launcher.layout()
    assert launcher.ring.focused.value == ("game", "guts")
    launcher.ring.step(1)  # the focus is the player's again afterwards
    launcher.invalidate()
    launcher.layout()
    assert launcher.ring.focused.value != ("game", "guts")
