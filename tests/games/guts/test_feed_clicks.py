"""Feeding with the mouse takes a plate card and a slot, in either order.

A click plays a feed only when it settles both halves; otherwise it picks its half and highlights
that move (the board outlines its slot and the card opens large), and the next click on the other
half plays it, so a player chooses both halves with the mouse (a click on a plate card does not
feed it at once into the leftmost slot that fits). A second click on the same place plays the
highlighted move."""
from __future__ import annotations

from gamebox.engine.protocol import Action
from gamebox.input.intents import Intent

from .test_scene import _redraw, _table

PLATE = ["Motor Oil", "Vitamin Z", "Tapeworm"]


def _click(scene, pos) -> None:
    scene.handle_seat(Intent("click", pos=pos), 0)


def test_a_plate_card_then_a_slot(app, gx):
    state = gx.table(2, plate=PLATE, deck=["Water"] * 3)
    scene, surface = _table(app, state, 2)
    lay = scene._layout
    _click(scene, lay.plate[0].center)  # Motor Oil: three Condiment slots are free
    assert state.log == [] and scene.notice == ""
    assert scene.focused_action(0) == Action("feed", (0, 2))  # highlighted, not played
    _redraw(app, scene, surface)
    assert scene.board_highlights(Action("feed", (0, 2)), state.view(0), 0)
    _click(scene, scene._layout.slots[(0, 4)].center)
    assert [str(a) for _, a in state.log] == ["feed 0 4"]


def test_a_slot_then_a_plate_card(app, gx):
    state = gx.table(2, plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    lay = scene._layout
    _click(scene, lay.slots[(0, 3)].center)  # Motor Oil or Vitamin Z could go there
    assert state.log == [] and scene.focused_action(0) == Action("feed", (0, 3))
    _click(scene, lay.plate[1].center)
    assert [str(a) for _, a in state.log] == ["feed 1 3"]


def test_clicking_twice_plays_the_highlighted_move(app, gx):
    state = gx.table(2, plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    lay = scene._layout
    _click(scene, lay.plate[2].center)  # the Tapeworm: two free mouth cards
    assert state.log == []
    _click(scene, lay.plate[2].center)
    assert [str(a) for _, a in state.log] == ["feed 2 0"]


def test_a_click_that_settles_the_move_plays_it_at_once(app, gx):
    """One slot for the card (or one card for the slot): nothing is left to pick."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 2: "Bleach", 3: "Sneaky Fork"}},
                     plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    lay = scene._layout
    _click(scene, lay.slots[(0, 1)].center)  # only the Tapeworm is a Food
    assert [str(a) for _, a in state.log] == ["feed 2 1"]
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 2: "Bleach", 3: "Sneaky Fork"}},
                     plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    _click(scene, scene._layout.plate[1].center)  # Vitamin Z: one Condiment slot is free
    assert [str(a) for _, a in state.log] == ["feed 1 4"]


def test_the_first_turn_guide_tells_the_mouse_its_way(app, gx):
    state = gx.table(2, plate=PLATE, deck=["Water"] * 3)
    scene, _surface = _table(app, state, 2)
    lines = scene.walkthrough_lines(0)
    assert any(line.startswith("With the mouse: click a plate card, then the slot")
               for line in lines), lines
