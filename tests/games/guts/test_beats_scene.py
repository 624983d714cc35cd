"""Guts of Glory's beats on the kit: a spew that flies at a seat and lands plays as steps in
order over the table as it was (the card flying, then lying where it landed), and Guts marks
what it does to a seat as a moment for that seat (`Scene.moments`)."""
from __future__ import annotations

import pygame

from gamebox.engine.events import Event, Moment
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Action
from gamebox.engine.table import place_id
from gamebox.games.guts import scene as guts_scene
from gamebox.games.guts.game import GAME


def _scene(app, state, specs):
    match = Match.start(GAME, specs, None, state.seed, state.content)
    match.state = state
    scene = guts_scene.Scene(app, match)
    app.push(scene)
    app.apply_pending()
    scene.walkthrough = None
    return scene


def test_a_spew_at_a_seat_plays_as_steps_in_order_over_the_held_table(app, gx):
    """"Chains (a spew that causes a spew...) play out one step at a time ..., each step
    animated from zone to zone": the card flies at the target and then lands in its slot,
    each step in turn, while the board still draws the table as it was; when the steps end
    the table shows where the card lies."""
    app.settings.pace = "normal"
    state = gx.table(3, mouths={0: {0: "Tapeworm", 1: "Shiny Thing"},
                                1: {0: "Jawbreaker"}}, plate=["Wedding Cake"])
    scene = _scene(app, state, [SeatSpec("human", "kbd", "Ann"),
                                SeatSpec("human", "kbd", "Bo"), SeatSpec("human", "kbd", "Cy")])
    surface = pygame.Surface((1280, 720))
    for text in ("feed 0", "spew 0"):
        scene.act(0, Action.parse(text))
        scene.hurry()
        for _ in range(3):
            app.step(dt=0.01, events=[])
        scene.hurry()
    app.draw(surface)
    before = scene.table_for(0)
    scene.act(0, Action.parse("at 1"))
    app.step(dt=0.0, events=[])
    assert scene.beats.playing
    captions = [scene.beats.current.caption] + [s.caption for s in scene.beats.waiting]
    bo = state.seat_name(1)
    assert captions[0].endswith(f"flies at {bo}.") and f"lands in {bo}'s" in captions[1]
    assert scene.table_for(0) == before, "the held table: the card is not in Bo's mouth yet"
    assert scene.flights, "the first step flies"
    app.draw(surface)
    for _ in range(60):
        app.step(dt=0.05, events=[])
        app.draw(surface)
        if not scene.beats.playing:
            break
    assert not scene.beats.playing and scene.held is None
    assert "Tapeworm" in [p.name for p in scene.table_for(0).zone("mouth/1").pieces]


def test_guts_moments_say_what_a_move_did_to_a_seat(app, gx):
    state = gx.table(2, mouths={0: {0: "Tapeworm"}})
    scene = _scene(app, state, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Bo")])
    card = state.mouth[0]
    name = state.name(card)
    at = Event("spew_at", "x", {"seat": 1, "target": 0, "card": card, "glory_cards": 0})
    assert scene.moments(at) == (Moment(0, f"Bo spews {name} at you!", "hit"),)
    lose = Event("glory", "x", {"seat": 0, "delta": -2, "glory": 1})
    assert scene.moments(lose) == (Moment(0, "You lose 2 glory (now 1)", "loss"),)
    gain = Event("glory", "x", {"seat": 0, "delta": 2, "glory": 3})
    assert scene.moments(gain) == ()
    forced = Event("force", "x", {"seat": 1, "target": 0})
    assert scene.moments(forced)[0].seat == 0


def test_a_swallowed_card_leaves_its_place_empty_in_the_held_table(app, gx):
    """While steps play, a card that flew away is drawn gone from where it lay."""
    app.settings.pace = "slow"
    state = gx.table(2, mouths={0: {0: "Tapeworm"}})
    scene = _scene(app, state, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Bo")])
    app.draw(pygame.Surface((1280, 720)))
    scene.keep_shown()
    card = state.mouth[0]
    scene.match.history.append(Event("swallow", "Ann swallows Tapeworm.",
                                     {"seat": 0, "slot": 0, "card": card, "glory_cards": 0}))
    scene.match.history.append(Event("glory", "Ann gains 1 glory (swallowing): 1.",
                                     {"seat": 0, "delta": 1, "glory": 1}))
    scene.take_events(by_bot=True)
    scene.tick_beats(0.0)
    assert place_id("mouth/0", 0) in [k for k, r in scene.hits.items()
                                      if r in scene.left.values()]
