"""Every saved game is reachable: beyond the launcher's Continue buttons, "All saved games"
lists them all (scrolling by keys, d-pad and wheel), continues any of them the launcher's way,
and puts one away into saves/finished/ only after a confirmation. A save it cannot offer (one
moved aside, one of a game the box does not have) has no row."""
from __future__ import annotations

import pygame
import pytest

from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.saved_games import PutAwayScene, SavedGamesScene
from gamebox.scenes.table import TableScene
from gamebox.ui import theme

from save_helpers import make_saves
from scene_helpers import continue_buttons, open_launcher, use_size


SIZES = [(960, 540), (1920, 1080)]


def find(scene, value):
    scene.layout()
    return next(b for b in scene.ring.buttons if b.value == value)


def open_list(app, drive) -> SavedGamesScene:
    launcher = open_launcher(app, drive)
    drive.click(find(launcher, ("saves",)).rect.center)
    drive.settle()
    assert isinstance(app.top, SavedGamesScene)
    return app.top


# ---- the launcher -----------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text", ["normal", "huge"])
def test_more_saves_than_fit_add_an_all_saved_games_button(app, drive, highcard, user_data,
                                                          size, text):
    make_saves(highcard, user_data, 7)
    use_size(app, size, text)
    launcher = open_launcher(app, drive)
    buttons = launcher.ring.buttons
    every = [b for b in buttons if b.value == ("saves",)]
    assert len(every) == 1 and every[0].label == "All saved games (7)"
    continues = [b for b in buttons if b.value[0] == "save"]
    assert continues, "the newest games keep their own Continue buttons"
    assert every[0].rect.top > max(b.rect.bottom for b in continues), "it ends the column"
    u = theme.unit(app.surface)
    hint_top = size[1] - round(2.5 * u) - theme.font(theme.text_px(app.surface, 1.6)
                                                    ).get_linesize()
    assert every[0].rect.bottom <= hint_top, "never over the hint line"


def test_as_many_saves_as_fit_need_no_list(app, drive, highcard, user_data):
    make_saves(highcard, user_data, 4)
    launcher = open_launcher(app, drive)
    assert [b for b in launcher.ring.buttons if b.value[0] == "save"].__len__() == 4
    assert not [b for b in launcher.ring.buttons if b.value == ("saves",)]


# ---- the list ---------------------------------------------------------------------------
def test_the_list_names_every_save_newest_first(app, drive, highcard, user_data, rendered):
    paths = make_saves(highcard, user_data, 9)
    listing = open_list(app, drive)
    assert [str(s.path) for s in listing.saves] == [str(p) for p in paths]
    rows = [b for b in listing.ring.buttons if b.value[0] == "save"]
    assert [b.value[1] for b in rows] == [str(p) for p in paths]
    assert rows[0].label == "Continue High Card (test fixture)"
    assert "Ann0, Rob" in rows[0].detail and "1 move \u00b7" in rows[0].detail
    drawn = " ".join(rendered)
    assert "Ann0, Rob" in drawn and "9 unfinished games" in drawn


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text", ["normal", "huge"])
def test_down_reaches_the_last_save_and_the_view_follows(app, drive, highcard, user_data,
                                                        size, text):
    paths = make_saves(highcard, user_data, 14)
    use_size(app, size, text)
    listing = open_list(app, drive)
    assert listing.rows_in_view(app.surface) < 14, "the list does not fit: it scrolls"
    for _ in range(13):
        drive.key(pygame.K_DOWN)
    focused = listing.ring.focused
    assert focused.value == ("save", str(paths[-1]))
    assert not focused.tags["hidden"] and app.surface.get_rect().contains(focused.rect)
    for _ in range(13):
        drive.key(pygame.K_UP)
    assert listing.ring.focused.value == ("save", str(paths[0])) and listing.first == 0


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text", ["normal", "huge"])
def test_rows_in_view_stay_clear_of_back_notes_and_hint(app, drive, highcard, user_data,
                                                       size, text):
    make_saves(highcard, user_data, 14)
    use_size(app, size, text)
    listing = open_list(app, drive)
    listing.message = "Somebody's game was put away in saves/finished/x.json."
    app.step(dt=0.0)
    back = find(listing, ("back",))
    u = theme.unit(app.surface)
    hint_top = size[1] - round(2.5 * u) - theme.font(theme.text_px(app.surface, 1.6)
                                                    ).get_linesize()
    notes_top = back.rect.top - listing.notes_height(app.surface) - round(u)
    shown = listing.visible()
    rows = [b for b in shown if "row" in b.tags]
    assert len(rows) >= 4, "several saves in view even with huge text"
    for b in rows:
        assert b.rect.bottom <= notes_top and b.rect.bottom <= hint_top
        assert app.surface.get_rect().contains(b.rect)
        assert not b.rect.colliderect(back.rect)


def test_the_wheel_scrolls_the_list(app, drive, highcard, user_data):
    make_saves(highcard, user_data, 14)
    listing = open_list(app, drive)
    assert listing.first == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    drive.frame()
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    drive.frame()
    assert listing.first == 2
    assert not listing.ring.focused.tags.get("hidden"), "focus stays on a row in view"
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    drive.frame()
    assert listing.first == 1


def test_a_click_continues_that_game_and_the_list_makes_way(app, drive, highcard, user_data):
    paths = make_saves(highcard, user_data, 6)
    listing = open_list(app, drive)
    row = find(listing, ("save", str(paths[5])))
    assert not row.tags["hidden"]
    drive.click(row.rect.center)
    drive.settle()
    assert isinstance(app.top, TableScene)
    assert app.top.match.seats[0].name == "Ann5" and len(app.top.match.state.log) == 1
    assert [type(s) for s in app.stack] == [LauncherScene, TableScene], \
        "leaving the game comes back to the launcher, not to the list"
    assert app.top.match.autosave_path == paths[5], "the same file goes on saving"


def test_continuing_goes_through_the_launchers_continue(app, drive, highcard, user_data,
                                                        monkeypatch):
    """One code path for continuing: the list asks the launcher underneath."""
    paths = make_saves(highcard, user_data, 6)
    listing = open_list(app, drive)
    calls = []
    monkeypatch.setattr(listing.launcher, "continue_save",
                        lambda path, covered=False: calls.append((path, covered)))
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    assert calls == [(str(paths[1]), True)]


def test_the_pad_continues_and_goes_back(app, drive, highcard, user_data):
    make_saves(highcard, user_data, 6)
    app.input.add_pad(3, "Gamepad")
    open_list(app, drive)
    drive.pad(3, pygame.CONTROLLER_BUTTON_B)
    drive.settle()
    assert isinstance(app.top, LauncherScene), "B goes back"
    drive.click(find(app.top, ("saves",)).rect.center)
    drive.settle()
    drive.pad(3, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    drive.pad(3, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    drive.pad(3, pygame.CONTROLLER_BUTTON_A)
    drive.settle()
    assert isinstance(app.top, TableScene) and app.top.match.seats[0].name == "Ann2"


def test_escape_goes_back_to_the_launcher(app, drive, highcard, user_data):
    make_saves(highcard, user_data, 6)
    open_list(app, drive)
    drive.key(pygame.K_ESCAPE)
    drive.settle()
    assert isinstance(app.top, LauncherScene)


def test_a_row_out_of_view_under_the_back_button_is_not_clicked(app, drive, highcard,
                                                                user_data):
    make_saves(highcard, user_data, 14)
    listing = open_list(app, drive)
    back = find(listing, ("back",))
    under = [b for b in listing.ring.buttons if b.tags.get("hidden")
             and b.rect.collidepoint(back.rect.center)]
    assert under, "the test needs a row out of view lying under the Back button"
    drive.click(back.rect.center)
    drive.settle()
    assert isinstance(app.top, LauncherScene)


def test_a_save_gone_since_the_list_was_read_is_refused_with_a_reason(app, drive, highcard,
                                                                      user_data, rendered):
    paths = make_saves(highcard, user_data, 6)
    listing = open_list(app, drive)
    paths[0].unlink()
    drive.key(pygame.K_RETURN)
    drive.settle()
    assert app.top is listing
    assert paths[0].name in listing.launcher.notice and "cannot be read" in " ".join(rendered)


# ---- putting a save away ----------------------------------------------------------------
def put_away_button(listing, path):
    return find(listing, ("retire", str(path)))


def test_put_away_asks_first_and_keep_it_has_the_focus(app, drive, highcard, user_data):
    paths = make_saves(highcard, user_data, 6)
    listing = open_list(app, drive)
    drive.click(put_away_button(listing, paths[2]).rect.center)
    drive.settle()
    confirm = app.top
    assert isinstance(confirm, PutAwayScene)
    assert confirm.ring.focused.value == ("keep",)
    drive.key(pygame.K_RETURN)  # a stray confirm keeps the game
    drive.settle()
    assert app.top is listing and paths[2].exists() and len(listing.saves) == 6
    drive.click(put_away_button(listing, paths[2]).rect.center)
    drive.settle()
    drive.key(pygame.K_ESCAPE)  # and so does back
    drive.settle()
    assert app.top is listing and paths[2].exists()


def test_put_away_moves_the_file_to_finished_and_never_deletes_it(app, drive, highcard,
                                                                  user_data, rendered):
    paths = make_saves(highcard, user_data, 6)
    listing = open_list(app, drive)
    drive.click(put_away_button(listing, paths[2]).rect.center)
    drive.settle()
    drive.key(pygame.K_RIGHT)
    assert app.top.ring.focused.value == ("retire",)
    drive.key(pygame.K_RETURN)
    drive.settle()
    moved = user_data / "saves" / "finished" / paths[2].name
    assert not paths[2].exists() and moved.exists()
    assert app.top is listing and len(listing.saves) == 5
    assert str(paths[2]) not in [str(s.path) for s in listing.saves]
    assert "put away in saves/finished/" in " ".join(rendered)
    drive.key(pygame.K_ESCAPE)
    drive.settle()
    launcher = app.top
    assert isinstance(launcher, LauncherScene) and len(launcher.saves) == 5


def test_put_away_by_pad_alone(app, drive, highcard, user_data):
    paths = make_saves(highcard, user_data, 6)
    app.input.add_pad(4, "Gamepad")
    open_list(app, drive)
    drive.pad(4, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    drive.pad(4, pygame.CONTROLLER_BUTTON_A)
    drive.settle()
    assert isinstance(app.top, PutAwayScene)
    drive.pad(4, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    drive.pad(4, pygame.CONTROLLER_BUTTON_A)
    drive.settle()
    assert (user_data / "saves" / "finished" / paths[0].name).exists()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text", ["normal", "huge"])
def test_the_confirmation_fits_the_window(app, drive, highcard, user_data, size, text):
    paths = make_saves(highcard, user_data, 6)
    use_size(app, size, text)
    listing = open_list(app, drive)
    listing.choose(put_away_button(listing, paths[0]))
    drive.settle()
    confirm = app.top
    confirm.layout()
    screen = app.surface.get_rect()
    assert all(screen.contains(b.rect) for b in confirm.ring.buttons)
    a, b = confirm.ring.buttons
    assert not a.rect.colliderect(b.rect)


# ---- the shared start of a menu's frame ---------------------------------------------------
def test_menu_scenes_start_their_frame_with_the_shared_backdrop(app, drive, highcard,
                                                                user_data, monkeypatch):
    """The full-screen menus paint their background through `MenuScene.draw_backdrop` (one
    place for layout, unit, size, background and margin)."""
    from gamebox.scenes.base import MenuScene
    from gamebox.scenes.setup import SeatSetupScene

    make_saves(highcard, user_data, 6)
    seen = []
    original = MenuScene.draw_backdrop

    def spying(self, surface):
        seen.append(type(self).__name__)
        return original(self, surface)

    monkeypatch.setattr(MenuScene, "draw_backdrop", spying)
    surface = pygame.Surface((960, 540))
    launcher = open_launcher(app, drive)
    launcher.draw(surface)
    listing = SavedGamesScene(app, launcher)
    listing.enter()
    listing.draw(surface)
    setup = SeatSetupScene(app, highcard)
    setup.seats, setup.options = setup.remembered()
    setup.draw(surface)
    from gamebox.scenes.rules_scene import RulesScene
    from gamebox.scenes.settings_scene import SettingsScene

    SettingsScene(app).draw(surface)
    RulesScene(app, highcard).draw(surface)
    assert {"LauncherScene", "SavedGamesScene", "SeatSetupScene", "SettingsScene",
            "RulesScene"} <= set(seen)
    u, w, h, margin = original(launcher, surface)
    assert (w, h) == (960, 540) and u == theme.unit(surface) and margin == round(6 * u)


def test_up_from_back_lands_on_a_row_in_view(app, drive, highcard, user_data):
    """A row out of view lies under the Back button: up from Back must not jump to it."""
    make_saves(highcard, user_data, 14)
    listing = open_list(app, drive)
    view = listing.rows_in_view(app.surface)
    listing.ring.index = listing.ring.buttons.index(find(listing, ("back",)))
    drive.key(pygame.K_UP)
    focused = listing.ring.focused
    assert "row" in focused.tags and not focused.tags["hidden"]
    assert focused.tags["row"] == view - 1 and listing.first == 0


def test_left_and_right_stay_in_the_row(app, drive, highcard, user_data):
    paths = make_saves(highcard, user_data, 6)
    listing = open_list(app, drive)
    drive.key(pygame.K_RIGHT)
    assert listing.ring.focused.value == ("retire", str(paths[0]))
    drive.key(pygame.K_RIGHT)
    assert listing.ring.focused.value == ("retire", str(paths[0])), "not on to Back"
    drive.key(pygame.K_LEFT)
    assert listing.ring.focused.value == ("save", str(paths[0]))


def test_an_emptied_list_says_so_and_still_goes_back(app, drive, highcard, user_data,
                                                     rendered):
    make_saves(highcard, user_data, 6)
    listing = open_list(app, drive)
    for save in list(listing.saves):
        listing.put_away(save)
    drive.settle()
    assert listing.saves == [] and len(list((user_data / "saves" / "finished").iterdir())) == 6
    assert any("No saved games left" in t for t in rendered)
    assert listing.ring.focused.value == ("back",)
    drive.key(pygame.K_RETURN)
    drive.settle()
    assert isinstance(app.top, LauncherScene) and app.top.saves == []


# ---- rows the list does not offer --------------------------------------------------------
def test_the_list_of_all_saves_drops_the_row_of_a_save_moved_aside(app, drive, bad_save,
                                                                   good_save):
    launcher = open_launcher(app, drive)
    listing = SavedGamesScene(app, launcher)
    app.push(listing)
    drive.settle()
    listing.choose(continue_buttons(listing)[str(bad_save)])
    drive.settle()
    assert app.top is listing and "moved aside" in launcher.notice
    assert list(continue_buttons(listing)) == [str(good_save)]


def test_the_list_of_all_saves_has_no_row_for_it(app, drive, highcard, user_data, chess_save):
    """A save of a game this box has not is named among the list's problems, not given a
    row (more saves than the launcher's five rows, so the list is offered at any layout)."""
    paths = make_saves(highcard, user_data, 7)
    listing = open_list(app, drive)
    assert isinstance(listing, SavedGamesScene)
    rows = {b.value[1] for b in listing.ring.buttons if b.value[0] == "save"}
    assert rows == {str(p) for p in paths}
    assert any("'chess'" in p for p in listing.problems)
    assert chess_save.exists()


# ---- the focus after "Put away" ----------------------------------------------------------
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
    """After "Put away" the focus stays in its place: on the row that moved up into the gap, or on
    the one before when the last row went (never back on the first row)."""
    paths = make_saves(highcard, user_data, 7)
    listing = open_list(app, drive)
    put_away_with_keys(app, drive, listing, 2)
    assert listing.ring.focused.value == ("retire", str(paths[3]))
    put_away_with_keys(app, drive, listing, len(listing.saves) - 1)
    assert listing.ring.focused.value == ("retire", str(paths[5]))
    focused_row = listing.ring.focused.tags["row"]
    assert listing.first <= focused_row < listing.first + listing.rows_in_view(app.surface)
