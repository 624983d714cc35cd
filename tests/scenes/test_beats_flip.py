"""The kit's flip beat (`scenes/beats.py: Flip`, drawn by `ui/moments.draw_flip`): face-down
cards an event reveals turn over together where the table last drew them, in the queue's
order (not before their step), backs first and faces after, held until the queue ends; a
hurry ends it with the queue, and at the instant pace it plays over the new view at once."""
from __future__ import annotations

import pygame

from gamebox.engine.events import Event
from gamebox.engine.match import Match, SeatSpec
from gamebox.games.guts.game import GAME
from gamebox.games.guts.scene import Scene
from gamebox.input.intents import Intent
from gamebox.scenes.beats import FLIP_HOLD, FLIP_SECONDS, Flip
from gamebox.ui import card as card_module
from gamebox.ui.moments import draw_flip

FACES = ({"name": "Mystery Meat", "type": "food"}, {"name": "Old Boot", "type": "junk"})


def _table(app, pace="normal"):
    app.settings.pace = pace
    app.settings.bot_speed = "instant"
    match = Match.start(GAME, [SeatSpec("human", "kbd", "P0"), SeatSpec("bot", "normal", "P1")],
                        None, 4)
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    scene.walkthrough = None
    scene.flips = lambda event, seat: (Flip("plate", FACES, first=0),) \
        if event.text == "Both turn over." else ()
    scene.keep_shown()
    app.draw(app.surface)  # (the places the flip will find)
    return scene


def _said(scene, *texts):
    for text in texts:
        scene.match.history.append(Event("story", text, {}))
    scene.match.revision += 1


def test_the_flip_plays_in_its_turn_of_the_queue_backs_then_faces(app, monkeypatch):
    scene = _table(app)
    plate = [r for r in scene.hits.values() if scene.zone_areas["plate"].contains(r)]
    _said(scene, "P1 plays two cards face down.", "Both turn over.", "P1 wins.")
    scene.take_events(by_bot=True)
    scene.tick_beats(0.0)
    assert scene.beats.current.caption == "P1 plays two cards face down."
    assert scene.flipping == [], "not before its step"
    scene.tick_beats(scene.beats.current.seconds)
    step = scene.beats.current
    assert step.caption == "Both turn over." and step.seconds >= FLIP_SECONDS * 2
    faces, rects, _ = scene.flipping[0]
    assert faces == FACES and rects == plate[:2], "where the first places were drawn"
    drawn = []
    monkeypatch.setattr(card_module, "draw_back", lambda *a, **k: drawn.append("back"))
    monkeypatch.setattr(card_module, "draw_card",
                        lambda s, r, look, face, *a, **k: drawn.append(face and face["name"]))
    scene.draw_flips(app.surface)
    scene.tick_beats(FLIP_SECONDS * 0.75)
    scene.draw_flips(app.surface)
    assert drawn == ["back", "back", "Mystery Meat", "Old Boot"]
    scene.tick_beats(step.seconds)
    assert scene.beats.current.caption == "P1 wins." and scene.flipping, "held to the end"
    scene.tick_beats(scene.beats.current.seconds)
    scene.tick_beats(0.0)
    assert not scene.beats.playing and scene.flipping == []


def test_a_hurry_skips_the_flip_with_the_queue(app):
    scene = _table(app)
    _said(scene, "Both turn over.", "P1 wins.")
    scene.take_events(by_bot=True)
    scene.tick_beats(0.0)
    assert scene.flipping
    scene.handle(Intent("confirm", "kbd"))
    assert not scene.beats.playing and scene.flipping == []


def test_at_the_instant_pace_it_turns_at_once_and_goes(app):
    scene = _table(app, pace="instant")
    _said(scene, "Both turn over.")
    scene.take_events(by_bot=True)
    assert not scene.beats.playing and len(scene.flipping) == 1
    scene.tick_beats(FLIP_SECONDS * FLIP_HOLD + 0.01)
    assert scene.flipping == []


def test_a_flip_narrows_the_back_then_widens_the_face():
    pygame.init()
    from gamebox.games.guts.look import LOOK

    surf = pygame.Surface((300, 200))
    rect = pygame.Rect(100, 20, 80, 112)
    widths = []
    for p in (0.0, 0.4, 0.5, 0.6, 1.0):
        surf.fill((1, 2, 3))
        draw_flip(surf, [rect], FACES[:1], LOOK, p)
        # the card's own pixels in the middle row (the cleared place is the panel colour)
        row = [surf.get_at((x, rect.centery))[:3] for x in range(rect.left, rect.right)]
        widths.append(sum(1 for c in row if c != surf.get_at((rect.left, rect.centery))[:3]))
    assert widths[0] > widths[1] > widths[2] and widths[2] < widths[3] < widths[4]
