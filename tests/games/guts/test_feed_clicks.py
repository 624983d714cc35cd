"""Feeding with the mouse is the rules' two decisions: point at a plate card to take it (it
lies in "Being fed" and the free slots of its kind light up), then at the slot to put it in.
A slot pointed at before any card is taken is refused with the decision's prompt, and Back
puts the card taken back on the plate while nothing new has been seen."""
from __future__ import annotations

from gamebox.engine.table import place_id

from .test_scene import _click, _rect, _redraw, _table

PLATE = ["Motor Oil", "Vitamin Z", "Tapeworm"]


def test_a_plate_card_then_a_slot(app, gx):
    state = gx.table(2, plate=PLATE, deck=["Water"] * 3)
    scene, surface = _table(app, state, 2)
    _click(scene, _rect(scene, "plate", 0))  # Motor Oil: three Condiment slots are free
    assert [str(a) for _, a in state.log] == ["feed 0"] and scene.notice == ""
    _redraw(app, scene, surface)
    assert scene.match.state.table_view(0).zone("held").pieces[0].name == "Motor Oil"
    assert scene.targets(0).ids == {place_id("mouth/0", x) for x in (2, 3, 4)}
    _click(scene, _rect(scene, "mouth/0", 4))
    assert [str(a) for _, a in state.log] == ["feed 0", "place 4"]


def test_a_slot_before_a_card_is_refused_with_the_prompt(app, gx):
    state = gx.table(2, plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    _click(scene, _rect(scene, "mouth/0", 3))
    assert state.log == [] and "Take a card from the plate" in scene.notice


def test_back_puts_the_card_taken_back_on_the_plate(app, gx):
    state = gx.table(2, plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    _click(scene, _rect(scene, "plate", 2))  # the Tapeworm: two free mouth cards
    assert scene.match.state.held >= 0 and scene.match.can_undo(0)
    scene.take_back(0)
    state = scene.match.state
    assert state.log == [] and state.held < 0
    assert state.table.names[state.plate[2]] == "Tapeworm"


def test_a_card_with_one_free_slot_is_put_in_by_one_more_point(app, gx):
    mouths = {0: {0: "Jawbreaker", 2: "Bleach", 3: "Sneaky Fork"}}
    state = gx.table(2, mouths=mouths, plate=PLATE, deck=["Water"] * 3)
    scene, surface = _table(app, state, 2)
    _click(scene, _rect(scene, "plate", 1))  # Vitamin Z: one Condiment slot is free
    _redraw(app, scene, surface)
    assert [str(a) for a in scene.legal_for(0)] == ["place 4"]
    _click(scene, _rect(scene, "mouth/0", 4))
    assert [str(a) for _, a in state.log] == ["feed 1", "place 4"]


def test_the_first_turn_guide_tells_the_mouse_its_way(app, gx):
    """The guide names the mouse's gestures: drag a plate card onto its slot (the kit's
    drag and drop), or click it, then the slot."""
    state = gx.table(2, plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    lines = scene.walkthrough_lines(0)
    assert any(line.startswith("With the mouse: drag a plate card onto a free slot")
               and "click it, then the slot" in line for line in lines), lines
