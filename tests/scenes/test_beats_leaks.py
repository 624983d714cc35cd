"""Hidden information never leaks through the beats: in the Grungeon at a pace that holds
the view while steps play, markers planted in the bots' private state never reach the screen
the person is looking at (texts, or the view handed to the board), held view or not."""
from __future__ import annotations

from gamebox.app import scene_class_for
from gamebox.engine import registry
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.rng import Rng


def test_no_bots_marker_reaches_the_persons_eyes_while_steps_play(app, rendered, monkeypatch):
    game = registry.get("grungeon")
    app.settings.pace = "fast"
    app.settings.bot_speed = "instant"
    seats = [SeatSpec("human", "kbd", "P1"), SeatSpec("bot", "easy", "P2"),
             SeatSpec("bot", "easy", "P3")]
    match = Match.start(game, seats, None, 11)
    table_class = scene_class_for("grungeon")
    table = table_class(app, match)
    app.push(table)
    app.apply_pending()
    markers = {}
    for seat in (1, 2):
        marker = f"c9{seat}7{seat}"
        if match.state.plant_private_marker(seat, marker):
            markers[seat] = marker
    assert markers
    table._views.clear()
    boards: list[str] = []
    original_board = table_class.draw_board

    def recording_board(self, surface, rect, view, seat):
        boards.append(str(view))
        original_board(self, surface, rect, view, seat)

    monkeypatch.setattr(table_class, "draw_board", recording_board)
    rng = Rng(5)
    held_frames = 0
    for _ in range(3000):
        if match.state.is_over() or len(match.state.log) > 120:
            break
        curtain = table.curtain
        if curtain.down_for() is not None:
            curtain.lift(curtain.down_for())
            table.on_eyes_changed()
        if not table.beat_playing() and 0 in curtain.humans_to_act() and curtain.eyes() == 0:
            legal = table.legal_for(0)
            if legal:
                table.walkthrough = None
                table.act(0, rng.choice(legal))
        start = len(rendered)
        app.step(dt=0.1, events=[])
        app.draw()
        held_frames += table.held is not None
        public = str(match.state.view(None)) + " ".join(
            e.text for e in match.history if e.to is None)
        for marker in markers.values():
            if marker not in public:
                assert not any(marker in t for t in rendered[start:])
    assert held_frames > 0, "some steps were played over a held view"
    for marker in markers.values():
        assert not any(marker in b for b in boards)
