"""The launcher and the saved games list, found in hands-on QA (pass 4): the launcher's notes
were cut to a line ending in "— …" (at huge text even the warning about a save), a save of a
game this box does not have was offered as a "Continue Chess" button that always failed,
and after "Put away" the focus jumped to the top of the list."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.saves import save_match
from gamebox.scenes import launcher as launcher_module
from gamebox.scenes import notes as notes_module
from gamebox.scenes.saved_games import SavedGamesScene
from gamebox.ui import text as text_module
from gamebox.ui import theme

from scene_helpers import more_notes_line, open_launcher, record_coloured

from .test_map_choice import write_map
from .test_saved_games import make_saves, open_list

MAP_CHANGED = ("The map \u201cMy Maze\u201d now has a problem in its file: this game goes on "
               "with the copy kept in its save; a new game cannot use it until the file is "
               "fixed. Choose Continue again to play on.")
"""The warning a Continue gives before a game whose map file broke since (the Grungeon's)."""


def note_lines(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every line drawn from now on in the notes' red, with its rect."""
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
    """The launcher with two saves, two broken maps of the user's and the warning a
    Continue gives on a save whose map changed (the QA's launcher at huge text)."""
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


# ---- 4. notes readable ---------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_newest_note_is_written_whole_at_huge_text(app, noted, monkeypatch, size):
    """QA: "The map 'My Maze' now has a problem in it…" was all the launcher said before
    the table would open on a broken map. The newest note (what the player's last choice
    caused) is written whole now, the others after it, none over a button or the hint."""
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
    """QA: every note on a file of the user's ended "— …" (its next word was the data
    folder's long path, which does not fit a line). The note names the file with its line
    and column and goes on to the reason, inside the window."""
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


# ---- 5. a save of a game this box does not have ------------------------------------------
@pytest.fixture
def chess_save(highcard, user_data):
    """A valid save whose game was changed to one the box does not have (the QA's
    chess-....json)."""
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("bot", "easy", "Rob")], None, 9)
    match.act(1, match.state.legal_actions(1)[0])
    path = save_match(match, user_data / "saves" / "chess-20261123-140500-555555555.json")
    doc = json.loads(path.read_text())
    doc["game"] = "chess"
    path.write_text(json.dumps(doc))
    return path


def test_a_save_of_a_game_not_in_the_box_is_a_note_not_a_button(app, drive, chess_save,
                                                                 rendered):
    """QA: "Continue Chess" was listed and failed every time. It is a note now; the file is
    left exactly where and as it was (it is not broken: the game may come back)."""
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


def test_the_list_of_all_saves_has_no_row_for_it(app, drive, highcard, user_data, chess_save):
    paths = make_saves(highcard, user_data, 5)
    listing = open_list(app, drive)
    assert isinstance(listing, SavedGamesScene)
    rows = {b.value[1] for b in listing.ring.buttons if b.value[0] == "save"}
    assert rows == {str(p) for p in paths}
    assert any("'chess'" in p for p in listing.problems)
    assert chess_save.exists()


# ---- 19. the focus after "Put away" -----------------------------------------------------
def put_away_with_keys(app, drive, listing, row: int) -> None:
    """Focus row `row`'s Put away, open the question and answer "Put it away"."""
    listing.layout()
    listing.ring.index = 2 * row + 1
    listing.follow_focus()
    drive.key(pygame.K_RETURN)
    drive.settle()
    drive.key(pygame.K_RIGHT)
    drive.key(pygame.K_RETURN)
    drive.settle()
    assert app.top is listing


def test_after_put_away_the_focus_stays_in_its_place(app, drive, highcard, user_data):
    """QA: after "Put away" the focus jumped to the first row. It stays where it was: on the
    row that moved up into the gap, or on the one before when the last row went."""
    paths = make_saves(highcard, user_data, 7)
    listing = open_list(app, drive)
    put_away_with_keys(app, drive, listing, 2)
    assert listing.ring.focused.value == ("retire", str(paths[3]))
    put_away_with_keys(app, drive, listing, len(listing.saves) - 1)
    assert listing.ring.focused.value == ("retire", str(paths[5]))
    focused_row = listing.ring.focused.tags["row"]
    assert listing.first <= focused_row < listing.first + listing.rows_in_view(app.surface)


# ---- every note whole, on a screen of its own ----------------------------------------------
def test_the_notes_button_opens_every_note_whole(app, drive, noted, user_data):
    """Leftover of QA pass 4: with many notes (huge text) the launcher showed the newest and
    "+ N more notes", and nothing said what the others were. A "Notes (N)" button beside
    Settings opens them all, whole, with the data folder they are named from."""
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


def test_a_file_with_several_problems_is_noted_with_them_all():
    """The note counts them for the launcher's first line, and the Notes screen reads on."""
    from pathlib import Path

    line = launcher_module.problem_line("Guts of Glory", Path("/x/worse.yaml"),
                                        ["worse.yaml:3:11: bad type", "worse.yaml:2:5: missing"])
    assert line == ("Guts of Glory: your file worse.yaml is left out \u2014 2 problems: "
                    "worse.yaml:3:11: bad type; worse.yaml:2:5: missing")
