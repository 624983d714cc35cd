"""A whole fixture game driven by posted keyboard and mouse events, from the launcher to the
results screen and a rematch, with every rendered text checked for leaked private markers."""
from __future__ import annotations

import pygame

from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.results import GRACE_SECONDS, ResultsScene
from gamebox.scenes.setup import SeatSetupScene
from gamebox.scenes.table import TableScene

MARKERS = ("c9001", "c9002", "c9003")
"""Card names only one seat holds; shaped like cards so the fixture can still play them."""


def button(scene, value):
    scene.layout()
    for b in scene.ring.buttons:
        if b.value == value:
            return b
    raise AssertionError(f"no button {value!r} in {[b.value for b in scene.ring.buttons]}")


def click_button(drive, scene, value):
    drive.click(button(scene, value).rect.center)


def open_table(app, drive):
    """Launcher -> High Card tile -> three seats (two people on the keyboard, one bot)."""
    app.push(LauncherScene(app))
    drive.settle()
    click_button(drive, app.top, ("game", "highcard"))
    setup = app.top
    assert isinstance(setup, SeatSetupScene)
    click_button(drive, setup, ("count",))
    assert len(setup.seats) == 3
    # seat 2 is a normal bot; the controller button cycles bot:hard, then the keyboard
    click_button(drive, setup, ("controller", 1))
    click_button(drive, setup, ("controller", 1))
    assert setup.seats[1].kind == "human" and setup.seats[1].controller == "kbd"
    click_button(drive, setup, ("start",))
    drive.settle()
    table = app.top
    assert isinstance(table, TableScene)
    return table


def test_whole_game_to_results_and_rematch_without_leaks(app, drive, highcard, monkeypatch,
                                                         rendered):
    table = open_table(app, drive)
    match = table.match
    for seat, marker in enumerate(MARKERS):
        assert match.state.plant_private_marker(seat, marker)
    table._views.clear()

    frames: list[tuple] = []
    boards: list[tuple] = []
    original_draw = TableScene.draw
    original_board = TableScene.draw_board

    def public_knowledge() -> str:
        seen = str(match.state.view(None))
        return seen + " ".join(e.text for e in match.history if e.to is None)

    def recording_draw(self, surface):
        start = len(rendered)
        original_draw(self, surface)
        eyes = self.curtain.eyes() if self.curtain.down_for() is None else None
        frames.append((eyes, public_knowledge(), rendered[start:]))

    def recording_board(self, surface, rect, view, seat):
        boards.append((seat, public_knowledge(), str(view)))
        original_board(self, surface, rect, view, seat)

    monkeypatch.setattr(TableScene, "draw", recording_draw)
    monkeypatch.setattr(TableScene, "draw_board", recording_board)

    for _ in range(60):
        if isinstance(app.top, ResultsScene):
            break
        if table.curtain.down_for() is not None:
            drive.hold_key(pygame.K_RETURN)
        elif table.curtain.eyes() is not None and \
                table.curtain.eyes() in table.curtain.humans_to_act():
            drive.key(pygame.K_RETURN)
        else:
            drive.frame(0.5)
    assert isinstance(app.top, ResultsScene), "the game reached its results screen"
    assert match.state.is_over()

    owners_saw = set()
    for eyes, public, texts in frames:
        for seat, marker in enumerate(MARKERS):
            shown = any(marker in t for t in texts)
            if seat == eyes and shown:
                owners_saw.add(seat)
            if seat != eyes and marker not in public:
                assert not shown, f"{marker} of seat {seat} was drawn while seat {eyes} looked"
    for seat, public, view_text in boards:
        for other, marker in enumerate(MARKERS):
            if other != seat and marker not in public:
                assert marker not in view_text
    assert owners_saw >= {0, 1}, "each person saw their own marked card"

    results = app.top
    assert any("wins" in t or "win!" in t for t in rendered)
    old_seed = match.state.seed
    drive.frame(GRACE_SECONDS)  # the results let the taps meant for the bots pass first
    drive.key(pygame.K_LEFT)  # a first arrow shows the focus where it starts: "Play again"
    drive.key(pygame.K_RETURN)
    drive.settle()
    again = app.top
    assert isinstance(again, TableScene) and again is not table
    assert [s.name for s in again.match.seats] == [s.name for s in match.seats]
    assert [s.controller for s in again.match.seats] == [s.controller for s in match.seats]
    assert again.match.state.seed != old_seed
    assert results is not again


def test_rotate_seat_order_moves_everyone_one_seat_on(app, drive, highcard):
    from gamebox.engine.match import Match, SeatSpec

    seats = [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Bo"),
             SeatSpec("human", "pad1", "Cy")]
    match = Match.start(highcard, seats, None, 5)
    while not match.state.is_over():
        for seat in match.state.to_act():
            match.act(seat, match.state.legal_actions(seat)[0])
    app.push(ResultsScene(app, match))
    drive.settle()
    drive.frame(GRACE_SECONDS)
    click_button(drive, app.top, ("rotate",))
    drive.settle()
    table = app.top
    assert isinstance(table, TableScene)
    assert [s.name for s in table.match.seats] == ["Bo", "Cy", "Ann"]
    assert [s.controller for s in table.match.seats] == ["easy", "pad1", "kbd"]


def test_results_story_shows_only_public_events(app, highcard):
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.scenes.results import story

    match = Match.start(highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")], None, 3)
    while not match.state.is_over():
        match.bot_step()
    lines = story(match)
    assert lines and all("You were dealt" not in line and "You drew" not in line
                         for line in lines)
    assert any("scores" in line for line in lines)


def test_quit_to_launcher_from_pause(app, drive, highcard):
    table = open_table(app, drive)
    drive.key(pygame.K_ESCAPE)
    drive.settle()
    pause = app.top
    click_button(drive, pause, ("quit",))
    drive.settle()
    assert isinstance(app.top, LauncherScene) and len(app.stack) == 1
    assert table.match.autosave_path.exists() or not table.match.state.log, \
        "the unfinished game stays saved"
