"""Beats at the table (`gamebox/scenes/beats.py`): what one action did plays one step at a
time over the view as it was, hurrying skips to the end, the instant pace keeps the table as
it was, a moment reaches only its own seat, and the turn-change beat comes before anything
is asked."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox.engine.events import Event, Moment
from gamebox.engine.match import Match, SeatSpec
from gamebox.games.guts.game import GAME
from gamebox.games.guts.scene import Scene
from gamebox.input.intents import Intent
from gamebox.scenes.beats import BeatQueue, Step
from gamebox.scenes.settings_scene import SettingsScene
from gamebox.settings import Settings


def _table(app, pace="normal", seats=("human", "bot"), seed=4):
    app.settings.pace = pace
    app.settings.bot_speed = "instant"
    match = Match.start(GAME, [SeatSpec(kind, "kbd" if kind == "human" else "normal",
                                        f"P{i}") for i, kind in enumerate(seats)], None, seed)
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    scene.walkthrough = None
    return scene


def _said(scene, *texts):
    """Public events, as if one action had made them (appended to the match's history)."""
    for text in texts:
        scene.match.history.append(Event("story", text, {}))
    scene.match.revision += 1


def test_the_queue_plays_its_steps_in_order_one_at_a_time():
    """"Bot turns and chains play out one step at a time at a readable pace"."""
    queue = BeatQueue()
    queue.add([Step(0, "spew", seconds=0.5), Step(1, "flies", seconds=0.5),
               Step(2, "lands", seconds=0.5)])
    shown = [s.caption for s in queue.tick(0.0)]
    for _ in range(20):
        shown += [s.caption for s in queue.tick(0.1)]
    assert shown == ["spew", "flies", "lands"]
    assert not queue.playing


def test_a_bots_chain_is_held_and_told_step_by_step_and_hurry_ends_it(app):
    """While the steps play the board draws the view as it was before them, the banner and
    the log tell only the steps shown so far, nothing is asked, and hurrying ends it."""
    scene = _table(app)
    scene.keep_shown()
    before = scene.view_for(0)
    _said(scene, "Bo spews Mystery Meat.", "Mystery Meat flies at P0.", "It lands.")
    scene.take_events(by_bot=True)
    assert scene.beats.playing and scene.held is not None
    assert scene.view_for(0) == before, "the board holds the view as it was"
    assert scene.legal_for(0) == [] and scene.forced_move() is None
    scene.tick_beats(0.0)
    assert scene.beats.current.caption == "Bo spews Mystery Meat."
    assert scene.last_public() == "Bo spews Mystery Meat.", "later steps are not told yet"
    scene.tick_beats(app.settings.step_seconds)
    assert scene.beats.current.caption == "Mystery Meat flies at P0."
    assert scene.recap_shown()[-1] == "Mystery Meat flies at P0."
    scene.handle(Intent("confirm", "kbd"))
    assert not scene.beats.playing and scene.held is None
    assert scene.last_public() == "It lands."


def test_bots_do_not_act_while_the_steps_play(app):
    """"Bots must not act during a beat"."""
    scene = _table(app, seats=("bot", "bot"))
    scene._announced = None
    for _ in range(3):
        app.step(dt=0.05, events=[])
    scene.keep_shown()
    _said(scene, "one", "two", "three")
    scene.take_events(by_bot=True)
    moves = len(scene.match.state.log)
    for _ in range(5):
        app.step(dt=0.05, events=[])
    assert scene.beats.playing
    assert len(scene.match.state.log) == moves


def test_the_instant_pace_lands_everything_at_once(app):
    """At the instant pace nothing is held: today's table (all lands at once, moves asked
    straight away, no turn beat)."""
    scene = _table(app, pace="instant")
    _said(scene, "one", "two", "three")
    scene.take_events(by_bot=True)
    assert not scene.beat_playing() and scene.held is None
    assert scene.last_public() == "three"
    scene.check_turn()
    assert scene.turn_beat is None
    assert scene.legal_for(0)


def test_a_persons_own_single_step_move_plays_at_once(app):
    """A person's own move that shows one step is not held (their click already said it)."""
    scene = _table(app)
    scene.keep_shown()
    _said(scene, "P0 is 5/10 hungry.")
    scene.take_events(by_bot=False)
    assert not scene.beats.playing


def test_a_moment_reaches_only_its_seat(app):
    """"Never shown to a seat that may not see the event": a private event's moment shows
    to its seat alone, a public event's to its own seat looking, and on the public table of
    an open game to a seat a person plays, never a bot's."""
    scene = _table(app, seats=("human", "human", "bot"))
    steal = {"seat": 2, "from": 1, "slot": 0, "to_slot": 0, "card": 0}
    public = Event("steal", "P2 steals a card from P1.", steal)
    private = Event("steal", "P2 steals a card from P1.", steal, to=frozenset({1}))
    moment = scene.moments(public)[0]
    assert moment == Moment(1, f"P2 steals your {scene.match.state.name(0)}!", "loss")
    mine = [s.moment for s in scene.make_steps(0, private, 1)]
    assert mine == [moment]
    assert [s.moment for s in scene.make_steps(0, public, 0)] == [None]
    assert [s.moment for s in scene.make_steps(0, public, None)] == [moment]
    assert scene.moment_for_eyes(moment, private, 0) is False
    assert scene.moment_for_eyes(moment, private, None) is False
    bot_moment = Moment(2, "hit", "hit")
    assert scene.moment_for_eyes(bot_moment, public, None) is False


def test_a_moment_shows_big_and_shakes_the_board(app):
    scene = _table(app)
    scene.show_moment(Moment(0, "Bo spews Mystery Meat at you!", "hit"))
    assert scene.moment is not None and scene.shake > 0
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    for _ in range(60):
        scene.tick_beats(0.05)
    assert scene.moment is None and scene.shake == 0


def test_the_turn_beat_comes_when_the_seat_changes_and_when_a_person_keeps_the_screen(app):
    """"When the screen passes from one seat to another ... and when the same human keeps
    the screen into the next turn, the table shows whose turn it is now ... before asking
    anything; skippable with confirm"."""
    scene = _table(app)
    for _ in range(40):  # to P0's first decision (the bot declares on the way)
        app.step(dt=0.05, events=[])
        if scene.turn_beat is not None:
            break
    assert scene.turn_beat is not None and scene.turn_beat[0] == 0
    assert scene.legal_for(0) == [], "nothing is asked during the beat"
    assert scene.turn_text() == "P0's turn"
    scene.handle(Intent("confirm", "kbd"))
    assert scene.turn_beat is None and scene.legal_for(0)
    scene.check_turn()
    assert scene.turn_beat is None, "the same decision is not announced twice"
    # the same person keeps the screen into a new turn (a "turn" event began one)
    scene.match.history.append(Event("turn", "P0's turn.", {"seat": 0}))
    scene.match.revision += 1
    scene.check_turn()
    assert scene.turn_beat is not None and scene.turn_beat[0] == 0
    scene.hurry()
    # the screen passes from another seat
    scene._announced = (1, scene.turn_of(0))
    scene.check_turn()
    assert scene.turn_beat is not None and scene.turn_beat[0] == 0


def test_a_seat_that_lifted_its_curtain_gets_no_turn_beat(app):
    scene = _table(app)
    scene.lifted(0)
    scene.check_turn()
    assert scene.turn_beat is None


def test_a_whole_game_at_the_normal_pace_ends_in_the_results(app):
    """Bots play a whole Guts game at the normal pace (steps, moments, turn beats) and the
    table reaches the results."""
    app.settings.pace = "fast"
    app.settings.bot_speed = "instant"
    match = Match.start(GAME, [SeatSpec("bot", "easy", "A"), SeatSpec("bot", "easy", "B")],
                        None, 3)
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    seen_steps = 0
    for _ in range(30000):
        app.step(dt=0.1, events=[])
        if scene.beats.current is not None:
            seen_steps += 1
        if app.top is not scene:
            break
    assert app.top is not scene and match.state.is_over()
    assert seen_steps > 0


def test_in_a_hot_seat_game_each_change_of_seat_is_announced_before_its_moves(app):
    """Two people on one screen (Guts hides nothing once hunger and anger are revealed, so no
    curtain after that; before, each lifts it here): every time the screen
    passes to the other person, "NAME's turn" shows first, and nothing is asked meanwhile."""
    scene = _table(app, pace="fast", seats=("human", "human"))
    announced = []
    for _ in range(600):
        app.step(dt=0.05, events=[])
        if scene.turn_beat is not None:
            seat = scene.turn_beat[0]
            assert scene.legal_for(seat) == []
            if not announced or announced[-1] != seat:
                announced.append(seat)
            continue
        if scene.beats.playing:
            continue
        down = scene.curtain.down_for()
        if down is not None:  # (hunger and anger are picked behind the curtain)
            scene.curtain.lift(down)
            scene.on_eyes_changed()
            continue
        eyes = scene.curtain.eyes()
        if eyes is not None and scene.legal_for(eyes):
            assert announced and announced[-1] == eyes, "moves asked before the banner"
            scene.act(eyes, scene.legal_for(eyes)[0])
        if len(set(announced)) == 2 and len(announced) >= 4:
            break
    assert announced[:4] in ([0, 1, 0, 1], [1, 0, 1, 0])


def test_the_pace_is_a_setting_that_steps_both_ways_and_is_saved(app, drive):
    """"A pace setting (slow / normal / fast / instant) in the settings file and scene"."""
    with pytest.raises(ValueError, match="pace"):
        Settings(pace="warp").check()
    app.settings.pace = "normal"
    app.push(SettingsScene(app))
    drive.settle()
    scene = app.top
    scene.layout()
    pace = next(b for b in scene.ring.buttons if b.value == ("pace",))
    drive.click(pace.rect.center)
    assert app.settings.pace == "fast" and app.settings.step_seconds < 0.85
    scene.layout()
    pace = next(b for b in scene.ring.buttons if b.value == ("pace",))
    drive.click(pace.tags["arrows"][0].center)
    assert app.settings.pace == "normal"
    assert json.loads(app.settings_file.read_text())["pace"] == "normal"
