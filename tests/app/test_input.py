"""Intents from keyboard, mouse and gamepads; pad hot-plug by instance id; unplugged pads."""
from __future__ import annotations

import pygame

from gamebox.engine.match import Match, SeatSpec
from gamebox.input import InputRouter
from gamebox.input.pads import layout_of
from gamebox.scenes.pause import PadLostScene
from gamebox.scenes.table import TableScene


def key_event(key, mod=0, kind=pygame.KEYDOWN):
    return pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0)


def kinds(router, event):
    return [(i.kind, i.source) for i in router.translate(event)]


def test_keyboard_intents():
    r = InputRouter()
    assert kinds(r, key_event(pygame.K_RETURN)) == [("confirm", "kbd")]
    assert r.held("kbd")
    assert kinds(r, key_event(pygame.K_RETURN, kind=pygame.KEYUP)) == [("release", "kbd")]
    assert not r.held("kbd")
    assert kinds(r, key_event(pygame.K_ESCAPE)) == [("menu", "kbd")]
    assert kinds(r, key_event(pygame.K_TAB)) == [("next", "kbd")]
    assert kinds(r, key_event(pygame.K_TAB, pygame.KMOD_LSHIFT)) == [("previous", "kbd")]
    assert kinds(r, key_event(pygame.K_h)) == [("hide", "kbd")]
    assert kinds(r, key_event(pygame.K_LEFT)) == [("left", "kbd")]


def test_mouse_intents():
    r = InputRouter()
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=1)
    assert [(i.kind, i.pos) for i in r.translate(down)] == [("click", (5, 6))]
    assert r.held("kbd"), "the mouse button counts as holding confirm on the shared seat"
    right = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=3)
    assert kinds(r, right) == [("back", "kbd")]
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)
    assert kinds(r, wheel) == [("down", "kbd")]


def test_pads_are_numbered_by_instance_id_and_reuse_free_numbers():
    r = InputRouter()
    a = r.add_pad(40, "Xbox One Controller")
    b = r.add_pad(41, "PS5 Controller")
    assert (a.source, b.source) == ("pad1", "pad2")
    button = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=41,
                                button=pygame.CONTROLLER_BUTTON_A)
    assert kinds(r, button) == [("confirm", "pad2")]
    removed = pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=40)
    assert kinds(r, removed) == [("pad_removed", "pad1")]
    again = r.add_pad(57, "Xbox One Controller")
    assert again.source == "pad1", "a pad plugged back in gets its old number"


def test_button_prompts_follow_the_pad_layout():
    r = InputRouter()
    r.add_pad(1, "Xbox 360 Controller")
    r.add_pad(2, "PS4 Controller")
    r.add_pad(3, "Nintendo Switch Pro Controller")
    assert r.prompt("pad1", "confirm") == "A"
    assert r.prompt("pad2", "confirm") == "Cross"
    assert r.prompt("pad3", "confirm") == "B"
    assert r.prompt("kbd", "confirm") == "Enter"
    assert layout_of("Sony DualSense") == "playstation"


def test_stick_gives_one_step_per_push():
    r = InputRouter()
    r.add_pad(9, "Gamepad")

    def axis(value):
        return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=9,
                                  axis=pygame.CONTROLLER_AXIS_LEFTY, value=value)

    assert kinds(r, axis(30000)) == [("down", "pad1")]
    assert kinds(r, axis(31000)) == []
    assert kinds(r, axis(25000)) == [], "still pushed (hysteresis)"
    assert kinds(r, axis(0)) == []
    assert kinds(r, axis(-30000)) == [("up", "pad1")]


def test_unplugged_pad_pauses_its_seat_until_it_comes_back(app, drive, highcard):
    app.input.add_pad(70, "Gamepad")
    table = TableScene(app, Match.start(highcard, [SeatSpec("human", "pad1", "Ann"),
                                                   SeatSpec("bot", "easy")], None, 1))
    app.push(table)
    drive.pad(70, pygame.CONTROLLER_BUTTON_A)
    assert table.curtain.looking == 0
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=70))
    drive.settle()
    assert isinstance(app.top, PadLostScene)
    assert table.curtain.looking is None
    log_before = len(table.match.state.log)
    drive.frame(5.0)
    assert len(table.match.state.log) == log_before, "the table waits"
    app.input.add_pad(71, "Gamepad")
    from gamebox.input import Intent

    app.dispatch(Intent("pad_added", "pad1"))
    drive.settle()
    assert app.top is table


def test_unplugged_pad_seat_can_switch_to_keyboard(app, drive, highcard):
    app.input.add_pad(80, "Gamepad")
    table = TableScene(app, Match.start(highcard, [SeatSpec("human", "pad1", "Ann"),
                                                   SeatSpec("bot", "easy")], None, 1))
    app.push(table)
    drive.settle()
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=80))
    drive.settle()
    drive.key(pygame.K_RETURN)  # "Switch to the keyboard" has focus
    drive.settle()
    assert app.top is table and table.match.seats[0].controller == "kbd"


def test_a_seat_whose_pad_is_not_plugged_in_stops_the_table(app, drive, highcard, rendered):
    table = TableScene(app, Match.start(highcard, [SeatSpec("human", "pad2", "Ann"),
                                                   SeatSpec("bot", "easy")], None, 1))
    app.push(table)
    drive.frame(0.5)
    assert app.top is table, "a short grace: pads plugged in at start announce themselves late"
    drive.frame(1.2)
    drive.settle()
    assert isinstance(app.top, PadLostScene)
    assert any("reconnect or switch controller" in t for t in rendered)
    app.input.add_pad(90, "Gamepad")
    app.input.add_pad(91, "Gamepad")
    from gamebox.input import Intent

    app.dispatch(Intent("pad_added", "pad2"))
    drive.settle()
    assert app.top is table


def test_device_added_event_opens_the_pad_and_announces_it(monkeypatch):
    from gamebox.input import intents

    opened = []
    monkeypatch.setattr(intents, "open_device",
                        lambda index: opened.append(index) or ("device", 77, "PS5 Controller"))
    r = InputRouter()
    added = pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)
    out = r.translate(added)
    assert opened == [0]
    assert [(i.kind, i.source, i.text) for i in out] == [("pad_added", "pad1", "PS5 Controller")]
    assert r.pad_by_source("pad1").device == "device"
    assert r.prompt("pad1", "back") == "Circle"
    monkeypatch.setattr(intents, "open_device", lambda index: None)
    assert r.translate(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=1)) == []


def test_a_late_event_of_an_unplugged_pad_makes_no_ghost_pad():
    """SDL may deliver a button or stick event after the pad's removal: it is dropped, and no
    pad without a device appears in the seat list."""
    r = InputRouter()
    r.add_pad(40, "Xbox One Controller")
    kinds(r, pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=40))
    late_button = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=40,
                                     button=pygame.CONTROLLER_BUTTON_A)
    late_stick = pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=40,
                                    axis=pygame.CONTROLLER_AXIS_LEFTX, value=32000)
    assert kinds(r, late_button) == [] and kinds(r, late_stick) == []
    assert r.pads == {} and r.pad_sources() == []
