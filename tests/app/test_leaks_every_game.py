"""For every game in the box with hidden information: markers planted in each seat's private
state never reach the screen (texts, or the view handed to the game's board) while the
curtain is down or another seat is looking. Runs each game's own scene when it has one."""
from __future__ import annotations

import pytest

from gamebox.app import scene_class_for
from gamebox.engine import registry
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.rng import Rng

STEPS = 40


def hidden_games():
    out = []
    for entry in registry.load_all():
        if entry.playable and entry.game.hidden_information:
            out.append(entry.id)
    return out


@pytest.mark.parametrize("game_id", ["highcard"] + hidden_games())
def test_no_marker_reaches_another_seats_eyes(app, highcard, rendered, monkeypatch, game_id):
    game = registry.get(game_id)
    seats = [SeatSpec("human", "kbd", f"P{i + 1}") for i in range(game.min_seats)]
    match = Match.start(game, seats, None, 11)
    table_class = scene_class_for(game_id)
    table = table_class(app, match)
    app.push(table)
    app.apply_pending()
    markers = {}
    for seat in range(len(seats)):
        marker = f"c9{seat}7{seat}"
        if match.state.plant_private_marker(seat, marker):
            markers[seat] = marker
    assert markers, "the game holds something private at the start"
    table._views.clear()

    frames = []
    boards = []
    original_draw = table_class.draw
    original_board = table_class.draw_board

    def public() -> str:
        return str(match.state.view(None)) + " ".join(
            e.text for e in match.history if e.to is None)

    def recording_draw(self, surface):
        start = len(rendered)
        original_draw(self, surface)
        eyes = self.curtain.eyes() if self.curtain.down_for() is None else None
        frames.append((eyes, public(), rendered[start:]))

    def recording_board(self, surface, rect, view, seat):
        boards.append((seat, public(), str(view)))
        original_board(self, surface, rect, view, seat)

    monkeypatch.setattr(table_class, "draw", recording_draw)
    monkeypatch.setattr(table_class, "draw_board", recording_board)
    rng = Rng(5)
    for _ in range(STEPS):
        if match.state.is_over():
            break
        curtain = table.curtain
        if curtain.down_for() is not None:
            app.draw()
            curtain.lift(curtain.down_for())
            table.on_eyes_changed()
        seat = curtain.eyes()
        app.draw()
        if seat is not None and seat in curtain.humans_to_act():
            table.act(seat, rng.choice(match.state.legal_actions(seat)))
        app.step(dt=0.0, events=[])
    assert len(frames) >= len(match.state.log) > 0
    for eyes, known, texts in frames:
        for seat, marker in markers.items():
            if seat != eyes and marker not in known:
                assert not any(marker in t for t in texts), \
                    f"{game_id}: seat {seat}'s marker drawn while seat {eyes} looked"
    for seat, known, view_text in boards:
        for other, marker in markers.items():
            if other != seat and marker not in known:
                assert marker not in view_text, f"{game_id}: seat {other}'s marker in a view"
