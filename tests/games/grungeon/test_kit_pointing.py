"""The Grungeon played on the table kit: a free corner, an item and an open doorway light up
as targets, join the focus ring (Tab and the shoulder buttons reach them) and play their step when
clicked or confirmed; a taken corner and an item with no step left are refused in words;
a queued step is taken back with Back."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from gamebox.engine.match import Match, SeatSpec  # noqa: E402
from gamebox.games.grungeon.game import GAME  # noqa: E402

from scene_helpers import Driver, look, run_bots  # noqa: E402

ANN = 0


def open_table(app, seed=5):
    seats = [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "normal", "Bo"),
             SeatSpec("bot", "normal", "Cy")]
    match = Match.start(GAME, seats, {"turn_seconds": 0}, seed)
    table = app.open_match(match, autosave=False)
    app.apply_pending()
    return table


def until(table, phase: str) -> None:
    """Bots play and Ann takes her first move until she is asked in `phase`, looking."""
    state = table.match.state
    while not (state.phase == phase and ANN in state.to_act()):
        run_bots(table)
        if state.phase != phase and ANN in state.to_act():
            look(table, ANN)
            table.act(ANN, state.legal_actions(ANN)[0])
    look(table, ANN)
    table.walkthrough = None


def give(table, items) -> None:
    """Ann carries `items` from now on (a hand edit: the caches are told)."""
    table.match.state.inv[ANN] = list(items)
    table.match.state.touch()
    table.match.revision += 1
    table._views.clear()


def frame(app, table) -> None:
    app.dirty = True
    app.step(dt=0.0, events=[])
    table.layout()


def touch_buttons(table) -> list[str]:
    return [b.value[1] for b in table.ring.buttons if b.value[0] == "touch"]


def test_a_free_corner_clicked_is_chosen_and_a_taken_one_is_refused(app):
    table = open_table(app)
    until(table, "corners")
    state = table.match.state
    frame(app, table)
    taken = [c for c, s in state.view(ANN)["corners"].items() if s == "taken"]
    free = [c for c, s in state.view(ANN)["corners"].items() if s == "free"]
    assert sorted(touch_buttons(table)) == sorted(f"corners#{c}" for c in free)
    if taken:
        Driver(app).click(table.hits[f"corners#{taken[0]}"].center)
        assert "taken" in table.notice and state.corner_of[ANN] is None
    Driver(app).click(table.hits[f"corners#{free[0]}"].center)
    assert state.corner_of[ANN] == free[0]


def test_the_arrows_reach_the_lit_doorways_and_items_and_enter_queues_them(app):
    """Keyboard alone: from the list of moves, Tab goes on onto the table, where the focus
    moves between the lit objects; Enter on one queues its step."""
    table = open_table(app)
    until(table, "play")
    state = table.match.state
    give(table, ["iron_axe", "potion"])
    frame(app, table)
    sides = state.view(ANN)["room"]["sides"]
    lit = set(touch_buttons(table))
    assert {"item/0", "item/1"} <= lit
    assert {f"side/{d}" for d, what in sides.items() if what != "wall"} <= lit
    assert not {f"side/{d}" for d, what in sides.items() if what == "wall"} & lit
    drive = Driver(app)
    for _ in range(12):  # (in play the arrows walk: Tab moves along the list and the table)
        drive.key(pygame.K_TAB)
        table.layout()
        if table.ring.focused.value[0] == "touch":
            break
    touched = table.focused_object()
    assert touched is not None, table.ring.focused.value
    frame(app, table)  # the focused object is drawn under the kit's focus ring
    drive.key(pygame.K_RETURN)
    queued = {"item/0": state.q_attack[ANN] == "iron_axe", "item/1": state.q_use[ANN] == "potion"}
    if touched.startswith("side/"):
        assert state.q_move[ANN] == touched.split("/")[1]
    else:
        assert queued[touched], touched


def test_an_item_with_no_step_left_is_refused_and_back_takes_the_step_back(app):
    table = open_table(app)
    until(table, "play")
    state = table.match.state
    give(table, ["iron_axe"])
    frame(app, table)
    drive = Driver(app)
    axe = table.hits["item/0"].center
    drive.click(axe)
    assert state.q_attack[ANN] == "iron_axe"
    frame(app, table)
    drive.click(axe)
    assert "one attack" in table.notice, table.notice
    assert [str(a) for s, a in state.log if s == ANN][-1] == "attack iron_axe"
    drive.key(pygame.K_BACKSPACE)
    assert state.q_attack[ANN] is None, "Back took the queued attack back"
