"""Intents: what a player means (confirm, back, a direction...), and from which controller.

Every scene handles intents, never raw key codes, so keyboard, mouse and each gamepad drive
the same code. The source names the controller (``kbd`` for the shared keyboard and mouse,
``padN`` for gamepad N), which is how the table knows which seat is speaking.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .pads import LAYOUTS, Pad, layout_of, open_device

KEYBOARD = "kbd"

KEYS = {
    pygame.K_RETURN: "confirm", pygame.K_KP_ENTER: "confirm", pygame.K_SPACE: "confirm",
    pygame.K_ESCAPE: "menu", pygame.K_BACKSPACE: "back",
    pygame.K_UP: "up", pygame.K_DOWN: "down", pygame.K_LEFT: "left", pygame.K_RIGHT: "right",
    pygame.K_PAGEDOWN: "next", pygame.K_PAGEUP: "previous",
    pygame.K_HOME: "first", pygame.K_END: "last",
    pygame.K_h: "hide", pygame.K_F1: "hint", pygame.K_QUESTION: "hint", pygame.K_k: "skip",
    pygame.K_F11: "fullscreen",
    pygame.K_a: "attack", pygame.K_u: "use",
}
"""Keyboard map. Tab and shift-Tab are next/previous (handled with the modifier). A and U
are a board's own two actions where it has them (the Grungeon: attack, use an item); a
scene that has none ignores them, and a name being typed takes the letter as text."""

KEY_PROMPTS = {"confirm": "Enter", "back": "Backspace", "menu": "Esc", "hide": "H",
               "hint": "F1", "skip": "K", "next": "Tab", "previous": "Shift+Tab",
               "attack": "A", "use": "U"}

PAD_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: "confirm", pygame.CONTROLLER_BUTTON_B: "back",
    pygame.CONTROLLER_BUTTON_X: "hint", pygame.CONTROLLER_BUTTON_Y: "skip",
    pygame.CONTROLLER_BUTTON_BACK: "hide", pygame.CONTROLLER_BUTTON_START: "menu",
    pygame.CONTROLLER_BUTTON_GUIDE: "menu",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "up", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "previous",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "next",
}

PAD_TRIGGERS = {pygame.CONTROLLER_AXIS_TRIGGERRIGHT: "attack",
                pygame.CONTROLLER_AXIS_TRIGGERLEFT: "use"}
"""The triggers are a board's own two actions (the Grungeon: RT attacks, LT uses an item):
every button already has its job (confirm, back, hint, skip, hide, menu, the shoulders)."""

STICK_ON = 0.6
STICK_OFF = 0.3
"""Stick and trigger thresholds (fractions of full travel) with hysteresis: one push, one
step."""


@dataclass(frozen=True)
class Intent:
    """One thing a player means, from one controller."""

    kind: str
    """confirm, release, back, up, down, left, right, next, previous, first, last (Home and
    End: the top and the end of a long text), menu, hide, hint, skip, attack, use (a board's
    own two actions), click, point, scroll, text, fullscreen, focus_lost, focus_gained,
    pad_added, pad_removed, quit."""
    source: str = KEYBOARD
    """``kbd`` or ``padN``; ``system`` for window events."""
    pos: tuple | None = None
    """Mouse position for click/point/scroll."""
    text: str = ""
    """Typed text (kind ``text``); scroll amount as text for ``scroll``."""


class InputRouter:
    """Turns pygame events into intents and remembers what is held down and which pads exist."""

    def __init__(self) -> None:
        self.pads: dict[int, Pad] = {}
        """Plugged pads by SDL instance id."""
        self._held: set[str] = set()
        self._stick: dict[tuple[int, int], int] = {}
        self.last: dict[str, str] = {}
        """Last intent kind per source (the controller test in settings shows it)."""

    # ---- pads ---------------------------------------------------------------------
    def add_pad(self, instance_id: int, name: str = "Gamepad", device=None) -> Pad:
        """Track a pad (hot-plug, or tests); it takes the lowest free number."""
        if instance_id in self.pads:
            return self.pads[instance_id]
        used = {p.number for p in self.pads.values()}
        number = 1
        while number in used:
            number += 1
        pad = Pad(number, instance_id, name, layout_of(name), device)
        self.pads[instance_id] = pad
        return pad

    def remove_pad(self, instance_id: int) -> Pad | None:
        pad = self.pads.pop(instance_id, None)
        if pad is not None:
            self._held.discard(pad.source)
        return pad

    def pad_sources(self) -> list[str]:
        return sorted((p.source for p in self.pads.values()), key=lambda s: int(s[3:]))

    def pad_by_source(self, source: str) -> Pad | None:
        for pad in self.pads.values():
            if pad.source == source:
                return pad
        return None

    def prompt(self, source: str, kind: str) -> str:
        """The name of the button for `kind` on the controller `source` (for on-screen hints)."""
        pad = self.pad_by_source(source)
        if pad is None:
            return KEY_PROMPTS.get(kind, kind)
        return LAYOUTS[pad.layout].get(kind, kind)

    def held(self, source: str) -> bool:
        """Whether `source` is holding confirm down (keyboard key or mouse button for kbd)."""
        return source in self._held

    # ---- events -------------------------------------------------------------------
    def translate(self, event) -> list[Intent]:
        """The intents a pygame event stands for (often none)."""
        intents = self._translate(event)
        for intent in intents:
            if intent.kind not in ("point", "release"):
                self.last[intent.source] = intent.kind
        return intents

    def _translate(self, event) -> list[Intent]:
        t = event.type
        if t == pygame.QUIT:
            return [Intent("quit", "system")]
        if t == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                shift = event.mod & pygame.KMOD_SHIFT
                return [Intent("previous" if shift else "next")]
            kind = KEYS.get(event.key)
            if kind == "confirm":
                self._held.add(KEYBOARD)
            if kind == "confirm" and event.key == pygame.K_SPACE:
                # Marked so a name being typed can take the space as text instead.
                return [Intent(kind, text=" ")]
            return [Intent(kind)] if kind else []
        if t == pygame.KEYUP:
            if KEYS.get(event.key) == "confirm":
                self._held.discard(KEYBOARD)
                return [Intent("release")]
            return []
        if t == pygame.TEXTINPUT:
            return [Intent("text", text=event.text)]
        if t == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self._held.add(KEYBOARD)
                return [Intent("click", pos=tuple(event.pos))]
            if event.button == 3:
                return [Intent("back", pos=tuple(event.pos))]
            return []
        if t == pygame.MOUSEBUTTONUP and event.button == 1:
            self._held.discard(KEYBOARD)
            return [Intent("release", pos=tuple(event.pos))]
        if t == pygame.MOUSEMOTION:
            return [Intent("point", pos=tuple(event.pos))]
        if t == pygame.MOUSEWHEEL:
            return [Intent("up" if event.y > 0 else "down", text="wheel")] if event.y else []
        if t == pygame.WINDOWFOCUSLOST:
            self._held.clear()
            return [Intent("focus_lost", "system")]
        if t == pygame.WINDOWFOCUSGAINED:
            return [Intent("focus_gained", "system")]
        if t == pygame.CONTROLLERDEVICEADDED:
            opened = open_device(event.device_index)
            if opened is None:
                return []
            device, instance_id, name = opened
            pad = self.add_pad(instance_id, name, device)
            return [Intent("pad_added", pad.source, text=name)]
        if t == pygame.CONTROLLERDEVICEREMOVED:
            pad = self.remove_pad(event.instance_id)
            return [Intent("pad_removed", pad.source, text=pad.name)] if pad else []
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            pad = self.pads.get(event.instance_id)
            if pad is None:  # a late event of an unplugged pad: it is no controller now
                return []
            kind = PAD_BUTTONS.get(event.button)
            if kind is None:
                return []
            if t == pygame.CONTROLLERBUTTONUP:
                if kind == "confirm":
                    self._held.discard(pad.source)
                    return [Intent("release", pad.source)]
                return []
            if kind == "confirm":
                self._held.add(pad.source)
            return [Intent(kind, pad.source)]
        if t == pygame.CONTROLLERAXISMOTION:
            return self._stick_motion(event)
        return []

    def _stick_motion(self, event) -> list[Intent]:
        axes = {pygame.CONTROLLER_AXIS_LEFTX: ("left", "right"),
                pygame.CONTROLLER_AXIS_LEFTY: ("up", "down")}
        if event.axis not in axes and event.axis not in PAD_TRIGGERS:
            return []
        pad = self.pads.get(event.instance_id)
        if pad is None:
            return []
        value = event.value / 32767.0
        key = (event.instance_id, event.axis)
        if event.axis in PAD_TRIGGERS:  # (0 at rest, full when pulled: one pull, one press)
            was = self._stick.get(key, 0)
            now = 1 if value >= STICK_ON else 0 if value <= STICK_OFF else was
            self._stick[key] = now
            return [Intent(PAD_TRIGGERS[event.axis], pad.source)] if now and not was else []
        was = self._stick.get(key, 0)
        now = was
        if abs(value) >= STICK_ON:
            now = 1 if value > 0 else -1
        elif abs(value) <= STICK_OFF:
            now = 0
        self._stick[key] = now
        if now != was and now != 0:
            negative, positive = axes[event.axis]
            return [Intent(positive if now > 0 else negative, pad.source)]
        return []
