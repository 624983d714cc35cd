"""Hands-on QA findings at the Grungeon's table (one human on the keyboard and mouse, two bots):

- finding 1: once the maze is deleted, no "Take back" is offered (the map is gone for good);
- finding 2: "Since you last looked" holds only the latest turn's update, never a running
  list of the seat's earlier moves (a breadcrumb trail; house rules: "Each update replaces
  the last");
- finding 10: after a queued step, by a click on the board or on the panel as much as by
  Enter, the focus lands on Commit, so the next Enter commits (never clears, never queues
  an attack nobody asked for);
- finding 13: the results' seat list shows each seat's HP, or that it is dead.
"""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Action
from gamebox.games.grungeon.rules import GAME

from scene_helpers import look, run_bots

HUMAN = 0



def open_table(app, humans=(HUMAN,), seed=5, options=None):
    """The Grungeon's table scene for a match with `humans` at the keyboard, bots elsewhere."""
    seats = [SeatSpec("human", "kbd") if s in humans else SeatSpec("bot", "normal")
             for s in range(3)]
    match = Match.start(GAME, seats, {"turn_seconds": 0, **(options or {})}, seed)
    table = app.open_match(match, autosave=False)
    app.apply_pending()
    return table




def to_play(table, seat: int = HUMAN) -> None:
    """Through the preview and the corner choice to `seat`'s first turn, `seat` looking."""
    state = table.match.state
    while not (state.phase == "play" and seat in state.to_act()):
        run_bots(table)
        acting = [s for s in table.curtain.humans_to_act()]
        if state.phase != "play" and acting:
            look(table, acting[0])
            table.act(acting[0], state.legal_actions(acting[0])[0])
    look(table, seat)


def open_side(view: dict) -> str:
    return next(d for d, what in view["room"]["sides"].items() if what == "open")


# ---- finding 1 ----------------------------------------------------------------------------

def test_no_take_back_once_the_maze_is_deleted(app):
    """The bots are ready first; the human's confirm deletes the maze. The corner screen then
    offers no "Take back: I have memorised the maze" (it brought the map back, QA gr12.png)."""
    table = open_table(app)
    run_bots(table)
    look(table, HUMAN)
    assert table.match.state.phase == "preview"
    table.act(HUMAN, Action("ready"))
    run_bots(table)
    assert table.match.state.phase == "corners" and HUMAN in table.curtain.humans_to_act()
    look(table, HUMAN)
    assert not table.match.can_undo(HUMAN)
    assert ("undo",) not in [b.value for b in table.ring.buttons]


# ---- finding 2 ----------------------------------------------------------------------------

def latest_update(match, seat: int) -> list[str]:
    """The lines `seat` was given since the last turn resolved: its report and what came
    after it (deaths, escapes, who is ready this turn)."""
    history = match.history
    last = max(i for i, e in enumerate(history) if e.kind == "report" and e.visible_to(seat))
    return [e.text for e in history[last:] if e.visible_to(seat) and e.text]


def test_the_recap_holds_only_the_latest_turns_update(app):
    """Several turns with the curtain up all along (one human, two bots): the panel shows the
    last update only (QA gm23.png showed three turns of "You moved up. ... You moved
    right."), and "You start in the ... corner" is gone after the first turn."""
    table = open_table(app)
    to_play(table)
    state = table.match.state
    assert any("You start in" in line for line in table.recap), "turn 1 tells the corner"
    for _ in range(4):
        table.act(HUMAN, Action("move", (open_side(state.view(HUMAN)),)))
        table.act(HUMAN, Action("commit"))
        run_bots(table)
        assert table.curtain.eyes() == HUMAN, "the curtain stayed up between turns"
        assert table.recap == latest_update(table.match, HUMAN)
        assert not any("You start in" in line for line in table.recap)
    moves = [line for text in table.recap for line in text.splitlines()
             if line.startswith(("You moved", "A wall stops"))]
    assert len(moves) <= 1, table.recap


def test_the_recap_after_a_look_away_holds_only_the_latest_update(app):
    """Two humans: each looks once a turn, and what piled up meanwhile is cut to the last
    update too (the match keeps every event for the results' story)."""
    table = open_table(app, humans=(0, 1))
    to_play(table, 0)
    state = table.match.state
    for _ in range(3):
        for seat in (0, 1):
            run_bots(table)
            look(table, seat)
            table.act(seat, Action("move", (open_side(state.view(seat)),)))
            table.act(seat, Action("commit"))
    run_bots(table)
    look(table, 0)
    assert table.recap == latest_update(table.match, 0)


def test_a_game_that_keeps_its_log_keeps_the_running_recap(app, highcard):
    """Only a game without history during play (`log_policy = "none"`) cuts the recap: the
    others add up their newest lines as before (High Card, one person against a bot)."""
    match = Match.start(highcard, [SeatSpec("human", "kbd"), SeatSpec("bot", "easy")], None, 3)
    table = app.open_match(match, autosave=False)
    app.apply_pending()
    look(table, 0)
    for _ in range(2):
        table.act(0, match.state.legal_actions(0)[0])
        run_bots(table)
    assert any(line.startswith("You were dealt") for line in table.recap)
    assert sum(line.startswith("Cards: ") for line in table.recap) == 2


# ---- finding 10 ---------------------------------------------------------------------------

def focused_action(table, seat: int = HUMAN):
    table.layout()
    value = table.ring.focused.value
    assert value[0] == "act", f"focus left the moves: {value}"
    return table.legal_for(seat)[value[1]]


def click_button(app, table, value) -> None:
    """A real mouse click on the panel button whose value is `value`."""
    table.layout()
    button = next(b for b in table.ring.buttons if b.value == value)
    click(app, button.rect.center)


def click(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(dt=0.0)


def give(table, items) -> None:
    state = table.match.state
    state.inv[HUMAN] = list(items)
    state.touch()
    table._views.clear()
    table._built_for = None
    table._decision = None  # as if the turn had begun with them: the focus is placed afresh
    table.layout()


def click_doorway(app, table) -> str:
    """Click an open doorway in the room view; return its direction."""
    app.draw()
    side = open_side(table.match.state.view(HUMAN))
    click(app, table._hot[f"move {side}"].center)
    return side


def test_potion_click_then_doorway_click_leaves_commit_focused(app):
    """QA gm20.png: "Use a Potion" clicked, then a doorway: the focus sat on "Clear my queued
    actions", so Enter emptied the queue."""
    table = open_table(app)
    to_play(table)
    give(table, ["iron_lance", "potion"])
    pygame.event.clear()
    index = table.legal_for(HUMAN).index(Action("use", ("potion",)))
    click_button(app, table, ("act", index))
    assert table.match.state.q_use[HUMAN] == "potion"
    assert focused_action(table).kind == "commit"
    side = click_doorway(app, table)
    assert table.match.state.q_move[HUMAN] == side
    assert focused_action(table).kind == "commit", "Enter commits, it does not clear"
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="",
                                             scancode=0))
    app.step(dt=0.0)
    mine = [str(action) for seat, action in table.match.state.log if seat == HUMAN]
    assert mine[-3:] == ["use potion", f"move {side}", "commit"]


def test_doorway_click_with_only_a_weapon_leaves_commit_focused(app):
    """QA: with only a weapon, after a doorway click the focus stayed on "Attack with ..."
    and Enter queued an attack at thin air ("swung the Iron Lance at thin air")."""
    table = open_table(app)
    to_play(table)
    give(table, ["iron_lance"])
    pygame.event.clear()
    table.layout()
    assert focused_action(table).kind == "attack"
    click_doorway(app, table)
    assert focused_action(table).kind == "commit"


def test_keyboard_queueing_still_lands_on_commit_and_never_on_clear(app):
    """Queue an attack, a use and a move with Enter (focus moved by the arrows): after each
    step Enter would commit; at no point is "Clear" under the focus."""
    table = open_table(app)
    to_play(table)
    give(table, ["iron_axe", "potion"])
    state = table.match.state
    for kind in ("attack", "use", "move"):
        legal = table.legal_for(HUMAN)
        table.ring.index = next(i for i, a in enumerate(legal) if a.kind == kind)
        table._built_for = None
        table.choose(table.ring.focused, HUMAN)
        assert focused_action(table).kind == "commit", kind
    assert (state.q_attack[HUMAN], state.q_use[HUMAN]) == ("iron_axe", "potion")


# ---- finding 13 ---------------------------------------------------------------------------

def test_the_results_seat_list_shows_hp_or_dead(app, monkeypatch):
    """The results' seat list says how each seat ended: its HP, or "dead"."""
    from gamebox.scenes import results
    from scene_helpers import record_text

    # seed 1: two seats die, the third wins (seeds follow the bots' play: QA 4's Token
    # search changed how seed 4 ends)
    match = Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(3)], None, 1)
    while not match.state.is_over():
        match.bot_step()
    state = match.state
    written = record_text(monkeypatch, results)
    app.push(results.ResultsScene(app, match))
    app.apply_pending()
    app.draw()
    texts = [w["text"] for w in written]
    for seat in range(3):
        want = f"{state.hp[seat]}/{state.max_hp[seat]} HP" if state.alive[seat] else "dead"
        assert want in texts
    assert "dead" in texts, "seed 1: two seats die"


def test_the_banner_marks_a_dead_seat_and_an_escaped_one(app, monkeypatch):
    """Deaths and escapes are announced to everyone ("X has died.", "X escaped"), so the
    seat chips in the banner say so: a dead seat's chip no longer looks like a living one's."""
    from gamebox.scenes import table_drawing
    from scene_helpers import record_text

    table = open_table(app)
    to_play(table)
    state = table.match.state
    state.alive[2] = False
    state.hp[2] = 0
    state.escaped[1] = True
    state._refresh()
    table._views.clear()
    written = record_text(monkeypatch, table_drawing)
    app.draw()
    chips = [w["text"] for w in written if w["text"].startswith(("DMO", "EC"))]
    assert any(c.endswith("\u00b7 dead") and c.startswith("EC") for c in chips), chips
    assert any(c.endswith("\u00b7 escaped") and c.startswith("DMO 1") for c in chips), chips
    assert not any("dead" in c or "escaped" in c for c in chips if c.startswith("DMO 2")), chips
