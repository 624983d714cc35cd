"""With huge text every game's moves were cut in their buttons ("Start in the north-west
c…"). Any table now writes a move too long for one line on the button's two lines, a little
smaller if it must, so every word shows; a split prefers a natural break where both lines
fit."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import record_text

from gamebox.bench_ui import scene_builders
from gamebox.ui import theme, widgets
from gamebox.ui.widgets import split_label


@pytest.fixture
def app(tmp_path):
    from gamebox.app import App

    made = App(size=(1280, 720), settings_file=tmp_path / "settings.json", start_devices=False)
    made.settings.bot_speed = "slow"
    yield made
    made.close()
    theme.configure(text_size="normal")


@pytest.mark.parametrize("game", ["grungeon", "guts"])
@pytest.mark.parametrize("text_size", ["normal", "large", "huge"])
def test_every_move_shows_whole(app, monkeypatch, game, text_size):
    theme.configure(text_size=text_size)
    app.reset(scene_builders()[f"table-looking:{game}"](app))
    app.apply_pending()
    scene = app.stack[-1]
    scene.walkthrough = None
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    seat = scene.curtain.humans_to_act()[0]
    legal = scene.legal_for(seat)
    written = record_text(monkeypatch, widgets)
    assert scene.action_buttons
    for b in scene.action_buttons:
        written.clear()
        b.draw(surface, False, theme.text_px(surface, 1.9))
        assert " ".join(w["text"] for w in written) == scene.action_label(
            legal[b.tags["index"]], seat)


def test_a_split_takes_a_break_where_both_lines_fit():
    """The first natural break ("in the…") would leave a second line too long; a later one
    that fits both lines is taken instead."""
    pygame.font.init()
    label = "Start in the north-west corner (NW)"
    width = theme.font(20, True).size("Start in the north-west")[0] + 4
    head, tail = split_label(label, 20, width)
    assert head + " " + tail == label
    assert theme.font(20, True).size(head)[0] <= width
    assert theme.font(20, True).size(tail)[0] <= width
    assert split_label("Unbreakable", 20, 10) == ("Unbreakable", "")


def test_the_take_back_button_wraps_too(app, monkeypatch):
    """"Take back: Chew your Mustard of Mo…" was cut (at large and huge text, and at normal
    text with a long card name): it wraps like a move."""
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
    scene = Scene(app, match)
    app.reset(scene)
    app.apply_pending()
    scene.walkthrough = None
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    undo = next(b for b in scene.ring.buttons if b.value == ("undo",))
    written = record_text(monkeypatch, widgets)
    undo.draw(surface, False, theme.text_px(surface, 1.9))
    assert " ".join(w["text"] for w in written) == f"Take back: {state.undo_description(0)}"
