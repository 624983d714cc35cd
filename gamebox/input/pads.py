"""Gamepads through SDL's game-controller API (standard mapping), tracked by instance id.

A pad gets the lowest free number (``pad1``, ``pad2``...) when it is plugged in, so a pad that
is unplugged and plugged back comes back under its old number and its seat carries on.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

LAYOUTS = {
    "xbox": {"confirm": "A", "back": "B", "hint": "X", "skip": "Y", "menu": "Menu",
             "hide": "View", "next": "RB", "previous": "LB", "attack": "RT", "use": "LT"},
    "playstation": {"confirm": "Cross", "back": "Circle", "hint": "Square", "skip": "Triangle",
                    "menu": "Options", "hide": "Share", "next": "R1", "previous": "L1",
                    "attack": "R2", "use": "L2"},
    # SDL's standard mapping names buttons by position: the south button is "A" even though a
    # Nintendo pad prints B there, so the prompt follows the printed letter.
    "nintendo": {"confirm": "B", "back": "A", "hint": "Y", "skip": "X", "menu": "+",
                 "hide": "-", "next": "R", "previous": "L", "attack": "ZR", "use": "ZL"},
}


def layout_of(name: str) -> str:
    """The button layout a pad's name suggests (SDL names PlayStation and Nintendo pads)."""
    low = name.lower()
    if any(k in low for k in ("playstation", "dualshock", "dualsense", "ps3", "ps4", "ps5",
                              "sony")):
        return "playstation"
    if any(k in low for k in ("nintendo", "switch", "joy-con", "pro controller")):
        return "nintendo"
    return "xbox"


@dataclass
class Pad:
    """A plugged-in pad: its seat-facing number, SDL instance id, name and layout."""

    number: int
    instance_id: int
    name: str
    layout: str
    device: object | None = None
    """The `pygame._sdl2.controller.Controller`, kept open while plugged in."""

    @property
    def source(self) -> str:
        return f"pad{self.number}"


def init_controllers() -> bool:
    """Start SDL's game-controller subsystem; False when this SDL build cannot."""
    try:
        from pygame._sdl2 import controller
        controller.init()
        return True
    except (ImportError, pygame.error):
        return False


def open_device(device_index: int):
    """Open the controller at `device_index`; return (device, instance id, name) or None."""
    try:
        from pygame._sdl2 import controller
        if not controller.is_controller(device_index):
            return None
        device = controller.Controller(device_index)
        joystick = device.as_joystick()
        return device, joystick.get_instance_id(), device.name or joystick.get_name()
    except (ImportError, pygame.error):
        return None
