"""The Grungeon's beats: a turn's report plays line by line, "NAME is ready" plays as no
step, and the lines that hurt a seat are moments for that seat alone (reports are private)."""
from __future__ import annotations

from gamebox.engine.events import Event
from gamebox.engine.match import Match, SeatSpec
from gamebox.games.grungeon.game import GAME
from gamebox.games.grungeon.scene import Scene

REPORT = "Rob attacked with the Axe.\nRob hit you for 3 damage.\nYou move up."


def _scene(app):
    app.settings.pace = "normal"
    match = Match.start(GAME, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Rob"),
                               SeatSpec("bot", "easy", "Cy")], None, 5)
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    return scene


def test_a_report_plays_line_by_line_with_the_hit_as_the_seats_moment(app):
    """"A Grungeon attack on several seats ... play out one step at a time"; "what happens to
    the seat whose eyes are on the screen (hit, losing HP) is shown big to that seat"."""
    scene = _scene(app)
    report = Event("report", REPORT, {}, to=frozenset({0}), reveals=True)
    steps = scene.make_steps(0, report, 0)
    assert [s.caption for s in steps] == REPORT.splitlines()
    assert [s.moment.headline if s.moment else None for s in steps] == \
        [None, "Rob hit you for 3 damage.", None]
    assert steps[1].seconds > steps[0].seconds, "a moment stays longer"


def test_a_report_reaches_no_other_seat_and_its_moment_no_other_eyes(app):
    """"Never shown to a seat that may not see the event"."""
    scene = _scene(app)
    report = Event("report", REPORT, {}, to=frozenset({0}), reveals=True)
    scene.keep_shown()
    scene.curtain.looking = 1  # (as if another seat's eyes were on the screen)
    scene.match.history.append(report)
    scene.match.revision += 1
    scene.take_events(by_bot=True)
    assert not scene.beats.playing and scene.moment is None
    (moment,) = scene.moments(report)
    assert not scene.moment_for_eyes(moment, report, 1)
    assert not scene.moment_for_eyes(moment, report, None)
    assert scene.moment_for_eyes(moment, report, 0)


def test_who_is_ready_plays_as_no_step(app):
    scene = _scene(app)
    ready = Event("committed", "Rob is ready.", {"seat": 1})
    assert scene.make_steps(0, ready, 0) == []
