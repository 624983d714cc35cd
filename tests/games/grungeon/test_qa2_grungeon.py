"""Second QA pass, the Grungeon's table (/work/qa2-report.md):

- finding 6: "Since you last looked" listed a death twice, once inside the turn's report
  ("EC has died.") and once more as the public "died" event after it, in a live game and
  on Continue of a save;
- finding 7: the legend's "HP Up" left out that it heals 2, and "Broken Teleporter" lost
  its words wherever name and words did not fit on one line;
- finding 9c: on turn 1 in the NW corner the focus sat on "Move up", into the wall drawn
  above the seat.
"""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Action
from gamebox.games.grungeon import legend
from gamebox.games.grungeon.rules import GAME
from gamebox.ui import theme

from scene_helpers import look, run_bots

HUMAN = 0
SEED = 1
"""With Ann letting her clock run out every turn, the two bots kill each other on turn 29
(both at once), while Ann lives on."""



def seats() -> list[SeatSpec]:
    return [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "normal", "Bo"),
            SeatSpec("bot", "normal", "Cy")]




def my_turn(table) -> None:
    """Bots first; then Ann's preview and corner choices, until she is to play a turn."""
    state = table.match.state
    # an ended game (a broken rule, as a mutant makes) stops the loop rather than hang it
    while not (state.phase == "play" and HUMAN in state.to_act()) and not state.is_over():
        run_bots(table)
        if state.phase != "play" and HUMAN in state.to_act():
            look(table, HUMAN)
            table.act(HUMAN, state.legal_actions(HUMAN)[0])
    look(table, HUMAN)


def deaths(match) -> int:
    return sum(e.kind == "died" for e in match.history)


def recap_lines(table) -> list[str]:
    return [line for entry in table.recap for line in entry.splitlines()]


def test_a_death_shows_once_in_the_recap_of_a_live_game(app):
    """Ann (the one person, so her curtain stays up) sees the bots die in her turn's report;
    the public "has died" events that follow it add nothing."""
    match = Match.start(GAME, seats(), {"turn_seconds": 0}, SEED)
    table = app.open_match(match, autosave=False)
    app.apply_pending()
    state = match.state
    my_turn(table)
    while not deaths(match) and not state.is_over():
        table.act(HUMAN, state.timeout_action(HUMAN))
        run_bots(table)
        my_turn(table)
    assert deaths(match), "the seeded game has its deaths"
    lines = recap_lines(table)
    assert "Bo has died." in lines and "Cy has died." in lines
    assert len(lines) == len(set(lines)), lines


def test_a_death_shows_once_on_continue(app, user_data):
    """The same game saved after the deaths, continued from the launcher: Ann's first look
    shows the turn's update with each death once."""
    from gamebox.engine.saves import save_match
    from gamebox.scenes.launcher import LauncherScene

    match = Match.start(GAME, seats(), {"turn_seconds": 0}, SEED)
    state = match.state
    while not deaths(match) and not state.is_over():
        if match.bot_to_act() is not None:
            match.bot_step()
        elif state.phase == "play":
            match.act(HUMAN, state.timeout_action(HUMAN))
        else:
            match.act(HUMAN, state.legal_actions(HUMAN)[0])
    assert deaths(match), "the seeded game has its deaths"
    path = save_match(match)
    launcher = LauncherScene(app)
    app.push(launcher)
    app.apply_pending()
    assert launcher.continue_save(str(path))
    app.apply_pending()
    table = app.top
    look(table, HUMAN)
    lines = recap_lines(table)
    assert "Bo has died." in lines and "Cy has died." in lines
    assert len(lines) == len(set(lines)), lines


def test_a_seat_that_dies_is_not_told_its_own_death_twice(app):
    """The seat that died reads "You have died." in its report; the public "NAME has died."
    about itself is left out (the others in the room still read both bots' deaths once)."""
    from gamebox.engine.protocol import Event
    from gamebox.games.grungeon.scene import untold

    report = Event("report", "Cy attacked you.\nYou have died.", None, frozenset({1}))
    mine = Event("died", "Bo has died.", {"seat": 1})
    theirs = Event("died", "Cy has died.", {"seat": 2})
    ready = Event("committed", "Bo is ready.", {"seat": 1})
    assert untold(report, [mine, theirs, ready]) == [theirs, ready]


# ---- finding 7 ----------------------------------------------------------------------------

SIZES = [(1920, 1080), (1280, 720), (960, 540)]


def test_hp_up_says_it_heals_as_well():
    """Rulebook: "HP Up - Use to heal 2 HP and also gain 2 max HP"; "Broken Teleporter -
    Use to teleport to a random room in the maze"."""
    notes = {key: note for key, _, note in legend.MARKS}
    assert "heals 2" in notes["hp_up"] and "+2 max HP" in notes["hp_up"]
    assert "random room" in notes["teleporter"]


@pytest.mark.parametrize("text_size", ["normal", "huge"])
@pytest.mark.parametrize("size", SIZES)
def test_every_mark_shows_its_words_in_full(rendered, size, text_size):
    """In the legend's column beside the map, at every window and text size, every mark's
    words are drawn whole (beside its name, or under it), and the legend still fits."""
    from gamebox.app import App

    made = App(size=size, start_devices=False)
    made.settings.bot_speed = "instant"
    try:
        theme.configure(text_size)
        match = Match.start(GAME, seats(), None, 5)
        table = made.open_match(match, autosave=False)
        made.apply_pending()
        run_bots(table)
        look(table, HUMAN)
        assert match.state.phase == "preview"
        rendered.clear()
        made.draw(pygame.Surface(size))
        beside = table._beside
        fits = legend.fitting_metrics(made.surface, beside)
        assert fits.width() <= beside.width and fits.height() <= beside.height
        shown = [text.strip() for text in rendered]
        for _, name, note in legend.MARKS:
            assert name in shown and note in shown, (name, note, size, text_size)
    finally:
        made.close()
        theme.configure()


def test_words_too_long_for_the_line_go_under_the_name(rendered):
    """In a column too narrow for "Broken Teleporter  to a random room", its words take a
    second line under the name, inside the column, and the row grows to hold them."""
    surface = pygame.Surface((400, 600))
    size = theme.text_px(surface, legend.TEXT_UNITS)
    narrow = legend.metrics(size).width()
    fits = legend.metrics(size, narrow)
    teleporter = [key for key, _, _ in legend.MARKS].index("teleporter")
    assert not fits.notes_beside[teleporter]
    assert fits.mark_heights[teleporter] > fits.row
    areas = legend.draw_legend(surface, pygame.Rect(0, 0, narrow, 600), lambda t, s: None)
    assert "to a random room" in rendered
    assert areas["teleporter"].right <= narrow


# ---- finding 9c ---------------------------------------------------------------------------

def test_the_first_turn_focuses_a_move_through_an_opening(app):
    """Seed 1: Ann starts in the NW corner, walls up, left and right; only down is open.
    The focus starts on "Move down", read from her own room's sides."""
    match = Match.start(GAME, seats(), {"turn_seconds": 0}, SEED)
    table = app.open_match(match, autosave=False)
    app.apply_pending()
    my_turn(table)
    sides = match.state.view(HUMAN)["room"]["sides"]
    legal = table.legal_for(HUMAN)
    assert str(legal[0]) == "move up" and sides["up"] == "wall", "the case QA met"
    focused = legal[table.ring.focused.value[1]]
    assert focused.kind == "move" and sides[focused.args[0]] != "wall", focused


def test_first_focus_keeps_the_first_move_when_it_can_happen(app):
    """Nothing is skipped but walks into a wall the seat sees: an attack or a use first in
    the list keeps the focus, and a room with every side walled falls back to the first."""
    match = Match.start(GAME, seats(), {"turn_seconds": 0}, SEED)
    table = app.open_match(match, autosave=False)
    app.apply_pending()
    my_turn(table)
    open_up = {"room": {"sides": {"up": "open", "right": "wall", "down": "wall",
                                  "left": "wall"}}}
    walled = {"room": {"sides": dict.fromkeys(("up", "right", "down", "left"), "wall")}}
    moves = [Action("move", (d,)) for d in ("right", "up")] + [Action("commit")]
    table.view_for = lambda seat: open_up
    assert table.first_focus(moves, HUMAN) == 1
    assert table.first_focus([Action("use", ("potion",))] + moves, HUMAN) == 0
    table.view_for = lambda seat: walled
    assert table.first_focus(moves, HUMAN) == 2, "Commit, the one thing that can happen"
