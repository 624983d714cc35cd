"""Feeding with the mouse takes a plate card and a slot, in either order.

A point plays a feed only when it settles both halves; otherwise the plate card is picked up
(its slots light up) or, for a slot pointed at first, the first feed into it is focused in the
list, and the next point on the other half plays it. Pointing at the card held again puts it
down (the kit's rule for every game)."""
from __future__ import annotations

from gamebox.engine.protocol import Action
from gamebox.engine.table import place_id

from .test_scene import _click, _id, _rect, _redraw, _table

PLATE = ["Motor Oil", "Vitamin Z", "Tapeworm"]


def test_a_plate_card_then_a_slot(app, gx):
    state = gx.table(2, plate=PLATE, deck=["Water"] * 3)
    scene, surface = _table(app, state, 2)
    _click(scene, _rect(scene, "plate", 0))  # Motor Oil: three Condiment slots are free
    assert state.log == [] and scene.notice == ""
    assert scene.picked == _id(scene, "plate", 0)
    _redraw(app, scene, surface)
    assert scene.targets(0).ids == {place_id("mouth/0", x) for x in (2, 3, 4)}
    _click(scene, _rect(scene, "mouth/0", 4))
    assert [str(a) for _, a in state.log] == ["feed 0 4"]


def test_a_slot_then_a_plate_card(app, gx):
    state = gx.table(2, plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    _click(scene, _rect(scene, "mouth/0", 3))  # Motor Oil or Vitamin Z could go there
    assert state.log == [] and scene.notice == ""
    assert scene.legal_for(0)[scene.ring.index] == Action("feed", (0, 3))  # focused
    _click(scene, _rect(scene, "plate", 1))
    assert [str(a) for _, a in state.log] == ["feed 1 3"]


def test_pointing_at_the_card_held_puts_it_down(app, gx):
    state = gx.table(2, plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    _click(scene, _rect(scene, "plate", 2))  # the Tapeworm: two free mouth cards
    assert scene.picked is not None
    _click(scene, _rect(scene, "plate", 2))
    assert scene.picked is None and state.log == [] and scene.notice == ""


def test_a_point_that_settles_the_move_plays_it_at_once(app, gx):
    """One slot for the card (or one card for the slot): nothing is left to pick."""
    mouths = {0: {0: "Jawbreaker", 2: "Bleach", 3: "Sneaky Fork"}}
    state = gx.table(2, mouths=mouths, plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    _click(scene, _rect(scene, "mouth/0", 1))  # only the Tapeworm is a Food
    assert [str(a) for _, a in state.log] == ["feed 2 1"]
    state = gx.table(2, mouths=mouths, plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    _click(scene, _rect(scene, "plate", 1))  # Vitamin Z: one Condiment slot is free
    assert [str(a) for _, a in state.log] == ["feed 1 4"]


def test_the_first_turn_guide_tells_the_mouse_its_way(app, gx):
    state = gx.table(2, plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    lines = scene.walkthrough_lines(0)
    assert any(line.startswith("With the mouse: click a plate card, then the slot")
               for line in lines), lines
