"""A dead person's seat at the Grungeon's table: told once, then skipped (the curtain never
falls for it); when only bots are left alive, "Watch" or "Skip to the end"; the seat setup
and the table show each seat's role as a subtitle, never as its name."""
from __future__ import annotations

import pygame

from gamebox.engine.match import Match, SeatSpec
from gamebox.games.grungeon.game import GAME
from gamebox.scenes import table_drawing
from gamebox.scenes.results import ResultsScene

from scene_helpers import look, open_setup, record_text, run_bots


def open_table(app, humans):
    seats = [SeatSpec("human", "kbd", name) if s in humans else SeatSpec("bot", "normal", name)
             for s, name in enumerate(("Ann", "Bo", "Cy"))]
    match = Match.start(GAME, seats, {"turn_seconds": 0}, 5)
    table = app.open_match(match, autosave=False)
    app.apply_pending()
    return table


def to_play(table) -> None:
    """Through the preview and the corners to the Death Match's first turn."""
    state = table.match.state
    while state.phase != "play":
        run_bots(table)
        acting = table.curtain.humans_to_act()
        if state.phase != "play" and acting:
            look(table, acting[0])
            table.act(acting[0], state.legal_actions(acting[0])[0])


def kill(table, seat: int) -> None:
    """`seat` dies as a turn's fight would leave it: dead, and a fresh turn for the others
    (nobody has queued or committed anything yet); then the table sees it."""
    state = table.match.state
    state.hp[seat], state.alive[seat], state.inv[seat] = 0, False, []
    state._after_turn()
    state._refresh()
    table._views.clear()
    table.update(0.0)


def test_a_dead_person_is_told_once_and_the_screen_never_passes_to_them(app):
    """"Players that have their HP reach zero are considered dead and are eliminated." - Ann
    and Bo play, Cy is a bot; once Ann is dead the table says so once ("You are dead: ...")
    and every later turn passes the screen to Bo only."""
    table = open_table(app, humans=(0, 1))
    to_play(table)
    kill(table, 0)
    assert table.out_told == {0}
    assert table.moment[0].seat == 0 and table.moment[0].headline.startswith("You are dead")
    assert table.out_news == "Ann is out of the game."
    state = table.match.state
    for _ in range(4):  # four turns: Bo commits, the bot commits, the turn resolves
        table.moment = None
        assert table.curtain.called() != 0 and table.curtain.down_for() != 0
        assert 0 not in table.curtain.humans_to_act()
        look(table, 1)
        turn = state.turn
        table.act(1, next(a for a in state.legal_actions(1) if a.kind == "commit"))
        run_bots(table)
        table.update(0.0)
        if state.is_over():
            break
        assert state.turn == turn + 1 and table.moment is None, "told once, not every turn"
    assert table.bots_only is None, "Bo still plays"


def test_only_bots_alive_offers_watch_or_skip_and_skip_goes_to_the_results(app, drive):
    """Ann plays alone with two bots and dies: the table asks "Watch" or "Skip to the end";
    skipping plays the bots out at once and the results tell how everyone ended."""
    table = open_table(app, humans=(0,))
    to_play(table)
    kill(table, 0)
    assert table.bots_only == "ask" and table.curtain.eyes() is None
    revision = table.match.revision
    table.update(1.0)
    assert table.match.revision == revision, "the bots wait for the choice"
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    state = table.match.state
    assert state.is_over()
    drive.settle()
    assert isinstance(app.top, ResultsScene)
    assert state.result().scores[0] == "dead"


def test_watching_lets_the_bots_play_on(app, drive):
    table = open_table(app, humans=(0,))
    to_play(table)
    kill(table, 0)
    drive.key(pygame.K_RETURN)  # Watch is focused first
    assert table.bots_only == "watch"
    revision = table.match.revision
    for _ in range(10):
        table.update(1.0)
    assert table.match.revision > revision


def test_the_seat_setup_shows_friendly_names_with_the_roles_as_subtitles(app, drive,
                                                                        monkeypatch):
    """House rule: the default names are "Player 1" to "Player 3"; the rulebook's roles show
    with them, the short role on the name button and the whole one, with what it means
    ("DMO 2 · picks a corner first, ..."), on its own line under the seat's row."""
    setup = open_setup(app, drive, GAME)
    names = [b for b in setup.ring.buttons if b.value[0] == "name"]
    assert [b.label for b in names] == ["Player 1", "Player 2", "Player 3"]
    assert [b.detail for b in names] == ["DMO 2", "DMO 1", "EC"]
    assert names[0].tags["role"][0].startswith("DMO 2 \u00b7 picks a corner first")
    assert names[2].tags["role"][0].startswith("EC \u00b7 picks a corner last")


def test_the_table_shows_the_seats_role_under_its_name(app, monkeypatch):
    table = open_table(app, humans=(0, 1))
    to_play(table)
    look(table, 1)
    written = record_text(monkeypatch, table_drawing)
    app.draw()
    texts = [w["text"] for w in written]
    assert "Bo" in texts
    assert any(t.startswith("DMO 1 \u00b7 picks a corner second") for t in texts), texts


def test_a_focused_name_shows_its_role_whole_in_the_setup(app, drive, monkeypatch):
    """The name button's small line cuts a long role; focused, the help box says it all."""
    from gamebox.scenes import setup as setup_module

    setup = open_setup(app, drive, GAME)
    setup.ring.index = next(i for i, b in enumerate(setup.ring.buttons)
                            if b.value == ("name", 2))
    written = []
    monkeypatch.setattr(setup_module, "draw_wrapped",
                        lambda surface, text, *args, **kwargs: written.append(text) or 0)
    app.draw()
    assert "Player 3: EC \u00b7 picks a corner last, loses ties at the exit" in written
