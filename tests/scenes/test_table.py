"""The table scene, whatever the game: the list of moves (Home and End, every move written
whole), the side panel's log and recap (wrapped, never cut), the key tips under it, the
first-turn guide (opaque, and given once to each person, across a saved game too), and what a
continued game keeps of its seats."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox.app import scene_class_for
from gamebox.bench_ui import scene_builders
from gamebox.engine import registry
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Event
from gamebox.scenes import table_drawing
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.pause import PauseScene
from gamebox.scenes.table import TableScene
from gamebox.screenshot import seeded_match
from gamebox.ui import text, theme, widgets

from scene_helpers import huge_text_table, record_text


# ---- the list of moves -------------------------------------------------------------------
@pytest.fixture
def hunger(app, drive):
    """Guts for Ann (keyboard) and a bot: Ann looking at her hunger declaration, the first
    decision, with more choices than the panel shows at once."""
    match = Match.start(registry.get("guts"), [SeatSpec("human", "kbd", "Ann"),
                                               SeatSpec("bot", "normal", "Bo")], None, 5)
    table = app.open_match(match, autosave=False)
    drive.settle()
    drive.hold_key()
    assert table.curtain.eyes() == 0
    table.walkthrough = None
    # the kit's list of sentences (Guts itself shows these moves as a number picker)
    table.picks_a_number = lambda legal: False
    table._built_for = None
    table.layout()
    legal = table.legal_for(0)
    assert len(legal) > len(table.action_buttons), "some moves are scrolled out of view"
    return table


def shown_focus(table):
    """The focused move's index, checked to be on screen."""
    table.layout()
    focused = table.ring.focused
    assert focused.value[0] == "act" and focused in table.action_buttons, focused.value
    return focused.value[1]


def test_end_and_home_jump_to_the_last_and_the_first_move(hunger, drive):
    table = hunger
    last = len(table.legal_for(0)) - 1
    drive.key(pygame.K_END)
    assert shown_focus(table) == last, "End: the last move, scrolled into view"
    drive.key(pygame.K_HOME)
    assert shown_focus(table) == 0
    drive.key(pygame.K_END)
    chosen = table.legal_for(0)[last]
    drive.key(pygame.K_RETURN)
    assert (0, chosen) in table.match.state.log, "Enter plays the move End reached"


@pytest.fixture
def wide_app(tmp_path):
    from gamebox.app import App

    made = App(size=(1280, 720), settings_file=tmp_path / "settings.json", start_devices=False)
    made.settings.bot_speed = "slow"
    made.settings.pace = "instant"
    yield made
    made.close()
    theme.configure(text_size="normal")


@pytest.mark.parametrize("game", ["grungeon", "guts"])
@pytest.mark.parametrize("text_size", ["normal", "large", "huge"])
def test_every_move_shows_whole(wide_app, monkeypatch, game, text_size):
    theme.configure(text_size=text_size)
    wide_app.reset(scene_builders()[f"table-looking:{game}"](wide_app))
    wide_app.apply_pending()
    scene = wide_app.stack[-1]
    scene.walkthrough = None
    surface = pygame.Surface((1280, 720))
    wide_app.draw(surface)
    seat = scene.curtain.humans_to_act()[0]
    legal = scene.legal_for(seat)
    written = record_text(monkeypatch, widgets)
    assert scene.action_buttons
    for b in scene.action_buttons:
        written.clear()
        b.draw(surface, False, theme.text_px(surface, 1.9))
        action = legal[b.tags["index"]]
        # (a number picker's chip shows its number: Guts' hunger and anger)
        want = str(action.args[0]) if scene.picks_a_number(legal) else scene.action_label(
            action, seat)
        assert " ".join(w["text"] for w in written) == want


def test_the_take_back_button_wraps_too(wide_app, monkeypatch):
    """The take-back button wraps like a move ("Take back: Chew your Mustard of Mo..." would lose
    the card's name at large and huge text, and at normal text with a long card name)."""
    from gamebox.engine import registry
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.games.guts.scene import Scene

    game = next(e.game for e in registry.load_all() if e.id == "guts")
    match = Match.start(game, [SeatSpec("human", "kbd"), SeatSpec("bot", "normal")], None, 4,
                        undo=True)
    state = match.state
    while not (state.to_act()[0] == 0 and state.legal_actions(0)[0].kind == "chew"):
        seat = state.to_act()[0]
        match.act(seat, state.legal_actions(seat)[0])
    match.act(0, state.legal_actions(0)[0])
    assert match.can_undo(0)
    theme.configure(text_size="large")
    scene = Scene(wide_app, match)
    wide_app.reset(scene)
    wide_app.apply_pending()
    scene.walkthrough = None
    surface = pygame.Surface((1280, 720))
    wide_app.draw(surface)
    undo = next(b for b in scene.ring.buttons if b.value == ("undo",))
    written = record_text(monkeypatch, widgets)
    undo.draw(surface, False, theme.text_px(surface, 1.9))
    assert " ".join(w["text"] for w in written) == f"Take back: {state.undo_description(0)}"


# ---- the side panel's log and recap ------------------------------------------------------
SIZES = [(960, 540), (1280, 720), (1920, 1080)]


LONG = ("{n:02d}: Player 2 gulps the Tapeworm Burrito, spews onto Player 3's plate and takes "
        "a Glory card.")


@pytest.fixture
def drawn(monkeypatch):
    """(text as shown, rect) of every line the table draws through `draw_text`, in order."""
    seen: list[tuple[str, pygame.Rect]] = []
    original = text.draw_text

    def recording(surface, value, pos, size, *args, **kwargs):
        rect = original(surface, value, pos, size, *args, **kwargs)
        if kwargs.get("max_width") is not None:  # what reaches the screen: maybe cut
            value = text.fit(value, size, kwargs["max_width"], kwargs.get("bold", False))
        seen.append((value, rect))
        return rect

    from gamebox.scenes import table_drawing

    monkeypatch.setattr(table_drawing, "draw_text", recording)
    return seen


def side_rows(drawn, side: pygame.Rect, after: str) -> list[tuple[str, pygame.Rect]]:
    """The rows drawn inside the side panel after the heading `after`."""
    texts = [t for t, _ in drawn]
    start = texts.index(after) + 1
    return [(t, r) for t, r in drawn[start:] if side.contains(r)]


def check_rows(rows, side, entries):
    """No row is cut with an ellipsis or leaves the panel, the newest entry is whole, and
    what is shown is a run of whole entries ending with the newest."""
    assert rows, "the log shows something"
    for value, rect in rows:
        assert not value.endswith("\u2026"), value
        assert side.contains(rect), (value, rect, side)
    shown = " ".join(t for t, _ in rows)
    assert shown.endswith(entries[-1]), "the newest entry is shown whole, last"
    whole = [e for e in entries if e in shown]
    assert whole == entries[-len(whole):], "older entries scroll off the top, whole"
    assert len(whole) >= 2
    return whole


@pytest.mark.parametrize("game_id", ["guts"])
@pytest.mark.parametrize("size", SIZES)
def test_public_log_wraps_at_every_size(app, drawn, game_id, size):
    game = registry.get(game_id)
    table = scene_class_for(game_id)(app, seeded_match(game, 3))
    app.push(table)
    app.apply_pending()
    entries = [LONG.format(n=n) for n in range(1, 13)]
    table.match.history.extend(Event("story", e, {}) for e in entries)
    surface = pygame.Surface(size)
    app.draw(surface)
    side = table.regions(surface)[2]
    rows = side_rows(drawn, side, "What happened")
    assert len(rows) > len(check_rows(rows, side, entries)), "long entries take several rows"


@pytest.mark.parametrize("game_id", ["guts", "grungeon"])
@pytest.mark.parametrize("size", SIZES)
def test_recap_wraps_at_every_size(app, drawn, game_id, size):
    """The seat's "Since you last looked" list wraps its entries like the log: each takes the rows
    it needs, and the newest stay whole when the list is full."""
    game = registry.get(game_id)
    table = scene_class_for(game_id)(app, seeded_match(game, 3))
    seat = table.match.state.to_act()[0]
    table.match.take_seat(seat, "kbd")
    table.curtain.lift(seat)
    app.push(table)
    app.apply_pending()
    table.walkthrough = None
    entries = [LONG.format(n=n) for n in range(1, 13)]
    table.recap = list(entries)
    table.recap_seat = seat
    surface = pygame.Surface(size)
    app.draw(surface)
    side = table.regions(surface)[2]
    rows = side_rows(drawn, side, "Since you last looked")
    limit = side.top + round(side.height * 0.42)
    rows = [(t, r) for t, r in rows if r.bottom <= limit]
    check_rows(rows, side, entries)


@pytest.mark.parametrize("text_size", ["normal", "huge"])
def test_a_word_wider_than_the_panel_is_broken_not_spilled(app, drawn, text_size):
    theme.configure(text_size=text_size)
    game = registry.get("guts")
    table = scene_class_for("guts")(app, seeded_match(game, 3))
    app.push(table)
    app.apply_pending()
    word = "Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaarg!"
    table.match.history.append(Event("story", f"Player 1 shouts {word}", {}))
    surface = pygame.Surface((960, 540))
    app.draw(surface)
    side = table.regions(surface)[2]
    rows = side_rows(drawn, side, "What happened")
    assert "".join(t for t, _ in rows).endswith(word)
    assert all(side.contains(r) for _, r in rows)


# ---- the key tips under the side panel ---------------------------------------------------
WINDOWS = [(960, 540), (1280, 720), (1600, 900), (1920, 1080)]


def guts_table(app, drive) -> TableScene:
    """A Guts table on Player 1's first move (keyboard), a bot in the other seat."""
    app.push(LauncherScene(app))
    app.apply_pending()
    match = Match.start(registry.get("guts"), [SeatSpec("human", "kbd", "Player 1"),
                                               SeatSpec("bot", "normal", "Player 2")], None, 3)
    table = app.open_match(match, autosave=False)
    drive.settle()
    assert table.curtain.eyes() == 0, "Player 1 is looking at their move"
    return table


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("text_size", ["small", "normal", "large", "huge"])
def test_the_key_tips_stay_inside_the_window(app, drive, monkeypatch, size, text_size):
    table = guts_table(app, drive)
    theme.configure(text_size)  # the app fixture puts the normal size back afterwards
    surface = pygame.Surface(size)
    written = record_text(monkeypatch, table_drawing)
    table.draw(surface)
    tips = [w for w in written if ": choose" in w["text"]]
    assert len(tips) == 1, "the key tips are drawn"
    tip = tips[0]
    assert surface.get_rect().contains(tip["rect"]), f"{tip['text']!r} at {tip['rect']}"
    side = table.regions(surface)[2]
    assert tip["rect"].top >= side.bottom, "under the side panel, not over its buttons"
    assert tip["size"] == theme.text_px(surface, 1.4), "at the size of the text setting"
    assert "\u2026" not in tip["text"], "whole tips only"


@pytest.mark.parametrize("text_size", ["normal", "huge"])
def test_only_the_side_panel_makes_room_for_the_tips(app, drive, text_size):
    """The board keeps its size at every text size (the games lay themselves out in it);
    the side panel gives up room only when the tips need it."""
    table = guts_table(app, drive)
    theme.configure(text_size)
    for size in WINDOWS:
        surface = pygame.Surface(size)
        margin = round(2 * theme.unit(surface))
        _banner, board, side = table.regions(surface)
        assert board.bottom == size[1] - margin
        if text_size == "normal":
            assert side.bottom == board.bottom
        else:
            assert board.bottom - side.bottom < margin, "a few pixels, no more"


def test_the_key_tips_under_the_moves_stay_in_the_window_at_huge_text(app, monkeypatch):
    """The key-tip line ("A: choose · X: hint · Y: hurry the bots") under the side panel stays in
    the window at a Guts table, 960x540, huge text: its room is the drawn line's height
    (`text.line_height`), which a "y" makes a pixel taller than the font's height.
    (`tools/monkey.py --seeds 100-200 --frames 3000` counts text cut by the window's edge.)"""
    from gamebox.scenes import table_drawing

    drawn = record_text(monkeypatch, table_drawing)
    app.input.add_pad(10, "Xbox Wireless Controller")
    table = huge_text_table(app, "guts", [SeatSpec("human", "pad1", "Ann"),
                                          SeatSpec("bot", "easy", "Bo")])
    table.curtain.lift(0)
    app.dirty = True
    app.step(dt=0.0, events=[])
    tips = [line["rect"] for line in drawn if line["text"].startswith("A: choose")]
    assert tips, "the key tips were drawn"
    assert all(app.surface.get_rect().contains(rect) for rect in tips), tips


# ---- the first-turn guide ----------------------------------------------------------------
def test_the_first_turn_guide_is_opaque(app, drive, highcard, monkeypatch):
    """Whatever the board under it shows, the guide's box looks the same: no card outline of a 3-
    or 4-seat board shows through it."""
    from gamebox.scenes import table_drawing

    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy")],
                        None, 5)
    table = app.open_match(match, autosave=False)
    drive.settle()
    table.curtain.lift(0)
    table.on_eyes_changed()
    assert table.walkthrough == 0
    boxes = []
    original = table_drawing.panel

    def recording(surface, rect, *args, **kwargs):
        boxes.append(pygame.Rect(rect))
        return original(surface, rect, *args, **kwargs)

    monkeypatch.setattr(table_drawing, "panel", recording)
    shots = []
    for colour in ((255, 255, 0), (0, 0, 255)):
        surface = pygame.Surface(app.surface.get_size())
        surface.fill(colour)
        boxes.clear()
        table.draw_walkthrough(surface, table.board_rect, 0)
        shots.append(surface)
    inside = boxes[-1].inflate(-round(4 * theme.unit(app.surface)), -8)
    one, two = (pygame.image.tobytes(s.subsurface(inside).copy(), "RGB") for s in shots)
    assert one == two, "the board showed through the guide"


# ---- a continued game --------------------------------------------------------------------
def look(drive, table, seat):
    drive.hold_key()
    assert table.curtain.eyes() == seat


def ann_and_bea(app, drive):
    """A table of High Card for Ann and Bea (both on the keyboard), opened from the launcher."""
    app.push(LauncherScene(app))
    app.apply_pending()
    table = app.open_match(Match.start(registry.get("highcard"),
                                       [SeatSpec("human", "kbd", "Ann"),
                                        SeatSpec("human", "kbd", "Bea")], None, 5))
    drive.settle()
    return table


def first_round(app, drive):
    """Ann and Bea play round 1 of High Card: the game has its save."""
    table = ann_and_bea(app, drive)
    for seat in (0, 1):
        look(drive, table, seat)
        assert table.walkthrough == seat, "a seat's first look shows its guide"
        assert table.act(seat, table.legal_for(seat)[0])
        drive.settle()
    assert table.match.autosave_path.exists()
    return table


def pause_choose(app, drive, value):
    if not isinstance(app.top, PauseScene):
        drive.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    pause.layout()
    pause.choose(next(b for b in pause.ring.buttons if b.value == value))
    return pause


def continue_game(app, drive, path):
    drive.settle()
    launcher = app.top
    assert isinstance(launcher, LauncherScene)
    launcher.continue_save(str(path))
    drive.settle()
    assert isinstance(app.top, TableScene)
    return app.top


def test_a_seat_handed_to_a_bot_stays_a_bot_when_the_game_is_quit_at_once(app, drive, highcard):
    table = first_round(app, drive)
    path = table.match.autosave_path
    pause_choose(app, drive, ("bot", 1))  # Bea has to go: a bot plays on for her
    assert json.loads(path.read_text())["seats"][1]["kind"] == "bot", \
        "the save knows of the hand-over before any move"
    pause_choose(app, drive, ("quit",))
    again = continue_game(app, drive, path)
    assert again.match.seats[1].is_bot, "the continued game has the bot in Bea's seat"
    assert not again.match.seats[0].is_bot


def test_taking_a_seat_back_is_saved_at_once(app, drive, highcard):
    table = first_round(app, drive)
    path = table.match.autosave_path
    pause_choose(app, drive, ("bot", 0))
    drive.key(pygame.K_ESCAPE)  # resume; the bot may play Ann's round-2 card
    drive.settle()
    pause_choose(app, drive, ("take", 0))  # Ann is back
    assert json.loads(path.read_text())["seats"][0]["kind"] == "human"


def test_a_continued_game_does_not_greet_a_seat_that_has_played_as_new(app, drive, highcard):
    """docs/couch.md: "on its first turn a short walkthrough explains the screen"."""
    table = first_round(app, drive)
    path = table.match.autosave_path
    pause_choose(app, drive, ("quit",))
    again = continue_game(app, drive, path)
    look(drive, again, 0)
    assert again.walkthrough is None, "Ann played round 1: round 2 is not her first turn"


def test_a_save_from_before_the_guide_was_kept_counts_seats_that_played(app, drive, highcard):
    table = first_round(app, drive)
    path = table.match.autosave_path
    pause_choose(app, drive, ("quit",))
    doc = json.loads(path.read_text())
    del doc["table"]["taught"]  # as an older box wrote it
    path.write_text(json.dumps(doc))
    again = continue_game(app, drive, path)
    assert again.taught == {0, 1}


def test_a_seat_that_never_looked_still_gets_its_guide_after_continue(app, drive, highcard):
    """Only seats that had their guide skip it: a new seat's first look still shows it."""
    table = ann_and_bea(app, drive)
    look(drive, table, 0)
    assert table.act(0, table.legal_for(0)[0])  # Ann plays; Bea has not looked yet
    drive.settle()
    pause_choose(app, drive, ("quit",))
    again = continue_game(app, drive, table.match.autosave_path)
    look(drive, again, 1)
    assert again.walkthrough == 1


def test_the_first_turn_guide_shows_once_per_player_name(app):
    from gamebox.games.guts.scene import Scene

    def table(name):
        match = Match.start(registry.get("guts"), [SeatSpec("human", "kbd", name),
                                                   SeatSpec("bot", "normal", "Bo")], None, 5)
        scene = Scene(app, match)
        app.push(scene)
        app.apply_pending()
        scene.enter()
        return scene

    assert table("Ann").walkthrough == 0, "Ann's first game: the guide"
    assert table("Ann").walkthrough is None, "Ann has seen it"
    assert table("Cy").walkthrough == 0, "a new name: the guide again"
    assert app.settings.guided["guts"] == ["Ann", "Cy"]


def test_a_settings_file_with_a_broken_guided_list_is_refused():
    from gamebox.settings import Settings

    with pytest.raises(ValueError, match="guided"):
        Settings(guided={"guts": "Ann"}).check()
