"""Second QA pass, around the table (/work/qa2-report.md):

- finding 1: Enter, tapped to hurry the bots (the hint line invites it), went on from "Game
  over" through the results into "Play again": the results now let taps pass for a second
  and show no focus until someone moves it;
- finding 9a: the first-turn guide was see-through over the seat boards;
- finding 9b: Home / End did nothing in a table's list of moves (Guts: eleven hunger
  declarations);
- finding 9d: back from Rules, the pause menu's focus is on "Rules" again.
"""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine import registry
from gamebox.engine.match import Match, SeatSpec
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.pause import PauseScene
from gamebox.scenes.results import GRACE_SECONDS, PICK_HINT, ResultsScene
from gamebox.scenes.rules_scene import RulesScene
from gamebox.scenes.table import TableScene
from gamebox.ui import theme
from scene_helpers import button, finished


def results_for(app, drive, highcard) -> ResultsScene:
    app.push(ResultsScene(app, finished(highcard)))
    drive.settle()
    assert isinstance(app.top, ResultsScene)
    return app.top


# ---- finding 1 ----------------------------------------------------------------------------

def test_enter_tapped_through_the_bots_never_leaves_the_results(app, drive, highcard):
    """Two bots at a normal pace, someone tapping Enter every half second to hurry them: the
    game ends, the results come, and they stay however long the tapping goes on."""
    app.settings.bot_speed = "normal"
    seats = [SeatSpec("bot", "normal", "Bo"), SeatSpec("bot", "normal", "Cy")]
    match = Match.start(highcard, seats, None, 5)
    app.push(LauncherScene(app))
    app.apply_pending()
    app.open_match(match, autosave=False)
    drive.settle()
    for _ in range(200):
        if isinstance(app.top, ResultsScene):
            break
        drive.key(pygame.K_RETURN, dt=0.5)
    results = app.top
    assert isinstance(results, ResultsScene), "Enter hurried the bots to the end"
    for _ in range(10):
        drive.key(pygame.K_RETURN, dt=0.5)
        drive.key(pygame.K_SPACE, dt=0.5)
    assert app.top is results, "the results are still there, no new deal started"


def test_no_button_shows_the_focus_until_someone_moves_it(app, drive, highcard, rendered):
    """After the grace time a confirm still plays nothing: no button has the focus, and the
    screen says how to pick one. A first arrow shows the focus on "Play again" (where it
    starts) without moving it; the next Enter plays again."""
    results = results_for(app, drive, highcard)
    drive.frame(GRACE_SECONDS)
    rendered.clear()
    drive.key(pygame.K_RETURN)
    assert app.top is results and not results.focus_shown
    assert any(text and PICK_HINT.startswith(text) for text in rendered), \
        "how to choose is written"
    drive.key(pygame.K_RIGHT)
    assert results.focus_shown and results.ring.focused.value == ("again",)
    rendered.clear()
    drive.frame()
    assert not any(text and PICK_HINT.startswith(text) for text in rendered), "the hint went"
    drive.key(pygame.K_RETURN)
    drive.settle()
    assert isinstance(app.top, TableScene), "a deliberate Enter plays again"


def test_a_click_in_the_first_second_does_nothing(app, drive, highcard):
    """A click meant for the table's Skip button, landing on "Back to launcher" as the results
    open, is ignored; a click after the grace time acts at once (pointing is deliberate)."""
    results = results_for(app, drive, highcard)
    leave = button(results, ("launcher",)).rect.center
    drive.click(leave, dt=GRACE_SECONDS / 2)
    drive.settle()
    assert app.top is results
    drive.key(pygame.K_BACKSPACE, dt=GRACE_SECONDS / 2)
    drive.settle()
    assert app.top is results, "Back in the grace time is a tap meant for the table too"
    drive.click(button(results, ("rotate",)).rect.center)
    drive.settle()
    assert isinstance(app.top, TableScene)


def test_the_mouse_over_a_button_shows_the_focus_there(app, drive, highcard):
    results = results_for(app, drive, highcard)
    drive.frame(GRACE_SECONDS)
    spot = button(results, ("rotate",)).rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    drive.frame()
    assert results.focus_shown and results.ring.focused.value == ("rotate",)


def test_the_story_still_scrolls_while_nothing_is_focused(app, drive, highcard):
    """Page Up and the wheel read the story at once; they do not show the focus."""
    results = results_for(app, drive, highcard)
    results.lines = [f"story line {n}" for n in range(80)]
    results.scroll = len(results.lines)
    last = results.first_line(app.surface)
    drive.key(pygame.K_PAGEUP)
    assert results.first_line(app.surface) < last
    assert not results.focus_shown


# ---- finding 9a ---------------------------------------------------------------------------

def test_the_first_turn_guide_is_opaque(app, drive, highcard, monkeypatch):
    """Whatever the board under it shows, the guide's box looks the same (QA: at 3-4 seats
    the boards' card outlines showed through it, f1.png)."""
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


# ---- finding 9b ---------------------------------------------------------------------------

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


# ---- finding 9d ---------------------------------------------------------------------------

@pytest.mark.parametrize("leave", ["backspace", "escape", "click"])
def test_back_from_rules_focuses_rules_again(app, drive, highcard, leave):
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy")],
                        None, 5)
    app.open_match(match, autosave=False)
    drive.settle()
    drive.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene) and pause.ring.focused.value == ("resume",)
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    rules = app.top
    assert isinstance(rules, RulesScene)
    drive.key(pygame.K_END)
    if leave == "click":
        drive.click(button(rules, ("back",)).rect.center)
    else:
        drive.key(pygame.K_BACKSPACE if leave == "backspace" else pygame.K_ESCAPE)
    drive.settle()
    assert app.top is pause and pause.ring.focused.value == ("rules",)
