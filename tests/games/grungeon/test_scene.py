"""The Grungeon's scene: every phase draws from the view and clicks pick legal moves; the
first focus of a turn and the focus after a queued step (Commit, never Clear); the recap
holds the latest update only, each death once; a quiet turn says so; the banner and the
results tell who died and who escaped; titles fit the board at huge text."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from gamebox.engine.match import Match, SeatSpec  # noqa: E402
from gamebox.engine.protocol import Action  # noqa: E402
from gamebox.games.grungeon.game import GAME  # noqa: E402
from gamebox.games.grungeon.scene import QUIET_TURN, Scene  # noqa: E402

from scene_helpers import huge_text_table, look, record_text, resize, run_bots  # noqa: E402


@pytest.fixture
def table():
    from gamebox.app import App
    from gamebox.games.grungeon.scene import Scene

    app = App(size=(1280, 720), start_devices=False)
    app.settings.pace = "instant"
    match = Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(3)], None, 5)
    yield Scene(app, match), match
    app.close()


def _draw(scene, match, seat):
    surface = pygame.Surface((1280, 720))
    rect = pygame.Rect(10, 60, 900, 650)
    scene.draw_board(surface, rect, match.state.view(seat), seat)
    return surface, rect


def test_every_phase_draws(table):
    """Preview (the whole map), corners, the room view, the public table and the results all
    draw from the view they are given."""
    scene, match = table
    surface, rect = _draw(scene, match, 0)
    assert surface.get_at(rect.center) != surface.get_at((rect.left + 2, rect.top + 2))
    for _ in range(3):
        match.bot_step()
    assert match.state.phase == "corners" and match.state.to_act() == (0,)
    _draw(scene, match, 0)
    assert "corners#NW" in scene.hits
    for waiting in (1, None):  # only the seat choosing is offered (and shown) the corners
        _draw(scene, match, waiting)
        assert not scene.hits
    while match.state.phase != "play":
        match.bot_step()
    for seat in (0, 1, 2, None):
        _draw(scene, match, seat)
    while not match.state.is_over():
        match.bot_step()
    _draw(scene, match, None)


def test_clicking_a_doorway_queues_that_move(table):
    """The room view's open sides are click targets for the legal `move` actions, through the
    kit's pointing (`side/<dir>`); a wall is no target on screen."""
    scene, match = table
    while match.state.phase != "play":
        match.bot_step()
    seat = 0
    view = match.state.view(seat)
    _draw(scene, match, seat)
    legal = match.state.legal_actions(seat)
    open_sides = [d for d, what in view["room"]["sides"].items() if what != "wall"]
    assert open_sides
    area = scene.hits[f"side/{open_sides[0]}"]
    assert scene.action_at(area.center, legal, view, seat) == Action("move", (open_sides[0],))
    assert scene.board_highlights(Action("move", (open_sides[0],)), view, seat) == [area]
    walled = [d for d, what in view["room"]["sides"].items() if what == "wall"]
    for d in walled:
        assert f"side/{d}" not in scene.hits


def test_the_update_plays_out_briefly_then_the_scene_rests(table):
    """Resolution plays out behind the seat's curtain: the update's lines appear one by one,
    then the scene stops animating (the loop may sleep)."""
    scene, match = table
    while match.state.phase != "play" or match.state.turn < 3:
        match.bot_step()
    seat = match.state.to_act()[0]
    match.take_seat(seat, "kbd")
    scene.curtain.lift(seat)
    scene.on_eyes_changed()
    scene.update(0.0)
    assert scene.animating()
    scene.update(0.01)
    assert scene._age < 0.1
    for _ in range(40):
        scene.update(0.25)
    assert not scene.animating()


def test_inventory_items_are_click_targets_and_the_room_shows_the_grunkletaur(table):
    """Each item in the inventory list (icon and name) queues its attack or use when clicked;
    a room with the Grunkletaur, others and items on the floor draws at 1280x720."""
    scene, match = table
    while match.state.phase != "play":
        match.bot_step()
    state = match.state
    seat = state.to_act()[0]
    state.inv[seat] = ["iron_axe", "potion", "token"]
    state.pos[0] = state.pos[1] = state.pos[2] = state.board.grunkletaur
    state.floor[state.board.grunkletaur] = ("steel_sword",)
    state._menus = [None] * 3
    state._refresh()
    view = state.view(seat)
    _draw(scene, match, seat)
    legal = state.legal_actions(seat)
    for item, action in (("item/0", Action("attack", ("iron_axe",))),
                         ("item/1", Action("use", ("potion",)))):
        area = scene.hits[item]
        assert scene.action_at(area.center, legal, view, seat) == action
    assert "grunkletaur" in {p.id for p in state.table_view(seat).zone("room").pieces}


def test_the_public_corner_board_shows_no_taken_corner(table, monkeypatch):
    """House rule (docs/rules/grungeon.md, Corners): "a taken corner shows only as "taken"
    (not by whom), and only to the seat picking: the public table (and a seat waiting) shows
    who is choosing and the four corners with no word on them". After DMO 2's pick, the
    public table and DMO 2 (waiting) draw no "taken"; DMO 1, picking, sees SE taken."""
    from scene_helpers import record_text

    from gamebox.games.grungeon import map_board

    scene, match = table
    state = match.state
    for seat in range(3):
        state.apply(seat, Action("ready"))
    state.apply(0, Action("corner", ("SE",)))
    written = record_text(monkeypatch, map_board)
    for seat, expected in ((None, set()), (0, {"yours"}), (1, {"taken", "free"})):
        written.clear()
        _draw(scene, match, seat)
        texts = [w["text"] for w in written]
        assert {"taken", "free", "yours"} & set(texts) == expected, (seat, texts)
        assert "Player 2 is choosing." in texts
    assert texts.count("taken") == 1 and scene.targets(1).ids == {"corners#NW", "corners#NE",
                                                                 "corners#SW"}
    # the taken corner is drawn and pointing at it is refused in words, never played
    assert scene.action_at(scene.hits["corners#SE"].center, [], None, 1) is None
    assert "taken" in scene.notice


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


# ---- the first focus of a turn -----------------------------------------------------------
def test_the_first_turn_focuses_a_move_through_an_opening(app):
    """Seed 1: Ann starts in the NW corner, walls up, left and right; only down is open.
    The focus starts on "Move down", read from her own room's sides."""
    match = Match.start(GAME, seats(), {"turn_seconds": 0}, SEED)
    table = app.open_match(match, autosave=False)
    app.apply_pending()
    my_turn(table)
    sides = match.state.view(HUMAN)["room"]["sides"]
    legal = table.legal_for(HUMAN)
    assert str(legal[0]) == "move up" and sides["up"] == "wall", "the first move in the list walks into a wall"
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


# ---- queueing: the focus lands on Commit -------------------------------------------------
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
    click(app, table.hits[f"side/{side}"].center)
    return side


def test_potion_click_then_doorway_click_leaves_commit_focused(app):
    """"Use a Potion" clicked, then a doorway: the focus lands on Commit, so Enter commits (and
    never empties the queue with "Clear my queued actions")."""
    table = open_table(app)
    to_play(table)
    give(table, ["iron_lance", "potion"])
    pygame.event.clear()
    index = table.legal_for(HUMAN).index(Action("use", ("potion",)))
    table.ring.index = index  # (the moves come first: the list scrolls to show it)
    table._built_for = None
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
    """With only a weapon, after a doorway click the focus is on Commit, not on "Attack with ...",
    so Enter never queues an attack at thin air."""
    table = open_table(app)
    to_play(table)
    give(table, ["iron_lance"])
    pygame.event.clear()
    table.layout()
    assert focused_action(table).kind == "move", "the moves come first"
    legal = table.legal_for(HUMAN)
    table.ring.index = next(i for i, a in enumerate(legal) if a.kind == "attack")
    table._built_for = None
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


def test_after_queueing_a_step_enter_commits_rather_than_clears(app, drive):
    """"Move down" then Enter leaves the focus on Commit (not on "Clear my queued actions", where
    the old place in the list would put it), so a second Enter commits the queued step."""
    from gamebox.scenes.launcher import LauncherScene

    seats = [SeatSpec("human", "kbd", "Ann")] + [SeatSpec("bot", "easy")] * 2
    match = Match.start(GAME, seats, {"turn_seconds": 0}, 5)
    state = match.state
    while not (state.phase == "play" and 0 in state.to_act()):
        if match.bot_to_act() is not None:
            match.bot_step()
        else:
            match.act(0, state.legal_actions(0)[0])
    app.push(LauncherScene(app))
    app.apply_pending()
    table = app.open_match(match)
    drive.settle()
    drive.hold_key()  # Ann lifts her curtain
    if table.walkthrough == 0:
        drive.key(pygame.K_BACKSPACE)
    table.layout()
    down = next(i for i, a in enumerate(table.legal_for(0)) if str(a) == "move down")
    table.ring.index = down
    table._built_for = None
    drive.key(pygame.K_RETURN)
    table.layout()
    legal = table.legal_for(0)
    assert [str(a) for a in legal] == ["commit", "clear"]
    assert table.ring.focused.value == ("act", 0), "Commit has the focus"
    drive.key(pygame.K_RETURN)
    mine = [str(action) for seat, action in match.state.log if seat == 0]
    assert mine[-2:] == ["move down", "commit"], "the second Enter committed the queued step"


# ---- take-backs --------------------------------------------------------------------------
def test_no_take_back_once_the_maze_is_deleted(app):
    """The bots are ready first; the human's confirm deletes the maze. The corner screen then
    offers no "Take back: I have memorised the maze" (it would bring the map back)."""
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


# ---- the recap: the latest update, each death once ---------------------------------------
def latest_update(match, seat: int) -> list[str]:
    """The lines `seat` was given since the last turn resolved: its report and what came
    after it (deaths, escapes, who is ready this turn)."""
    history = match.history
    last = max(i for i, e in enumerate(history) if e.kind == "report" and e.visible_to(seat))
    return [e.text for e in history[last:] if e.visible_to(seat) and e.text]


def test_the_recap_holds_only_the_latest_turns_update(app):
    """Several turns with the curtain up all along (one human, two bots): the panel shows the last
    update only, never a trail of earlier turns ("You moved up. ... You moved right."), and "You
    start in the ... corner" is gone after the first turn."""
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
    """Only a game without history during play (`log_policy = "none"`) cuts the recap to the latest
    update: the others keep adding their newest lines (High Card, one person against a bot)."""
    match = Match.start(highcard, [SeatSpec("human", "kbd"), SeatSpec("bot", "easy")], None, 3)
    table = app.open_match(match, autosave=False)
    app.apply_pending()
    look(table, 0)
    for _ in range(2):
        table.act(0, match.state.legal_actions(0)[0])
        run_bots(table)
    assert any(line.startswith("You were dealt") for line in table.recap)
    assert sum(line.startswith("Cards: ") for line in table.recap) == 2


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


# ---- the last turn beside the room -------------------------------------------------------
def play_until(match, turn: int) -> None:
    """Seat 0 lets its clock run out every turn (its timeout action); the bots play."""
    state = match.state
    for _ in range(500):
        if match.bot_to_act() is not None:
            match.bot_step()
            continue
        if state.phase == "play" and state.view(0)["turn"] >= turn:
            return
        action = state.timeout_action(0) if state.phase == "play" else state.legal_actions(0)[0]
        match.act(0, action)
    raise AssertionError("the game never reached that turn")


def draw(app, match, rendered) -> list[str]:
    scene = Scene(app, match)
    rendered.clear()
    scene.draw_board(pygame.Surface((960, 540)), pygame.Rect(8, 60, 640, 470),
                     match.state.view(0), 0)
    return list(rendered)


def test_a_quiet_turn_says_nothing_happened(app, rendered):
    match = Match.start(GAME, [SeatSpec("human", "kbd")] + [SeatSpec("bot", "normal")] * 2,
                        None, 5)
    play_until(match, 3)
    assert match.state.view(0)["report"] == []
    texts = draw(app, match, rendered)
    assert "Last turn" in texts and QUIET_TURN in texts


def test_a_turn_with_news_shows_the_news_only(app, rendered):
    match = Match.start(GAME, [SeatSpec("human", "kbd")] + [SeatSpec("bot", "normal")] * 2,
                        None, 5)
    play_until(match, 1)
    report = match.state.view(0)["report"]
    assert report
    texts = draw(app, match, rendered)
    assert QUIET_TURN not in texts and any(report[0].startswith(t) for t in texts if t)


# ---- the dead and the escaped ------------------------------------------------------------
def test_the_banner_marks_a_dead_seat_and_an_escaped_one(app, monkeypatch):
    """Deaths and escapes are announced to everyone ("X has died.", "X escaped"), so the seat chips
    in the banner say so: a dead seat's chip does not look like a living one's."""
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
    chips = [w["text"] for w in written if w["text"].startswith("Player")]
    assert any(c.endswith("\u00b7 dead") and c.startswith("Player 3") for c in chips), chips
    assert any(c.endswith("\u00b7 escaped") and c.startswith("Player 2") for c in chips), chips
    assert not any("dead" in c or "escaped" in c
                   for c in chips if c.startswith("Player 1")), chips


def test_the_results_seat_list_shows_hp_or_dead(app, monkeypatch):
    """The results' seat list says how each seat ended: its HP, or "dead"."""
    from gamebox.scenes import results
    from scene_helpers import record_text

    # seed 1: two seats die, the third wins (the seed's ending follows the bots' play: a
    # change to the bots may need another seed here)
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


# ---- huge text ---------------------------------------------------------------------------
def test_the_grungeon_corner_title_fits_the_board_at_huge_text(app, monkeypatch):
    """"The maze is gone. Start corners are chosen in secret." at a Grungeon table in a 960x540
    window with huge text shrinks to the board's width, rather than run off the window's left edge
    (it is centred on the board). `tools/monkey.py --seed 201 --frames 19` counts text cut by the
    window's edge."""
    from gamebox.games.grungeon import map_board

    resize(app, (960, 540))
    drawn = record_text(monkeypatch, map_board)
    table = huge_text_table(app, "grungeon", [SeatSpec("bot", "easy", f"B{n}")
                                              for n in range(3)])
    match = table.match
    while match.state.phase != "corners" and not match.state.is_over():
        match.bot_step()
    app.dirty = True
    app.step(dt=0.0, events=[])
    titles = [line["rect"] for line in drawn if line["text"].startswith("The maze is gone")]
    assert titles, "the corner phase was drawn"
    assert all(table.board_rect.contains(rect) for rect in titles), (titles, table.board_rect)
