"""Real SDL game controllers for the tests: virtual pads on SDL's own virtual joystick driver.

pygame-ce cannot make a virtual joystick itself, but the SDL 2 library it loaded can
(`SDL_JoystickAttachVirtualEx`, SDL 2.24 and later; `SDL_JoystickAttachVirtual` before).
Reached through `ctypes`, that very library (not a second copy: it would be a second SDL with
devices of its own) plugs in a controller that SDL maps to the standard game-controller
layout, so the app sees exactly what a USB pad gives it: CONTROLLERDEVICEADDED, then
CONTROLLERBUTTONDOWN / UP and CONTROLLERAXISMOTION with the pad's instance id, then
CONTROLLERDEVICEREMOVED, all through `pygame.event.get()`, with the dummy video driver.

SDL reads a virtual pad's buttons when it pumps events, and reports a change of state, not a
press: a button set down and up again between two pumps is never seen. So every change is
followed by one frame of the app (`VirtualPad.step`), which pumps.

`VirtualPads` makes the pads of one test and unplugs whatever is left at its end (the
`pads` fixture in this folder's conftest); where SDL cannot make one it skips the test with
the reason, and fails it on CI.
"""
from __future__ import annotations

import ctypes
import glob
import os
from typing import Callable

import pygame

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
SDL_VIRTUAL_JOYSTICK_DESC_VERSION = 1

BUTTONS = {
    "a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B,
    "x": pygame.CONTROLLER_BUTTON_X, "y": pygame.CONTROLLER_BUTTON_Y,
    "back": pygame.CONTROLLER_BUTTON_BACK, "guide": pygame.CONTROLLER_BUTTON_GUIDE,
    "start": pygame.CONTROLLER_BUTTON_START,
    "leftstick": pygame.CONTROLLER_BUTTON_LEFTSTICK,
    "rightstick": pygame.CONTROLLER_BUTTON_RIGHTSTICK,
    "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER, "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    "up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
}
"""Button names a test presses, to SDL's standard game-controller buttons (pygame's
constants carry SDL's numbers). "up", "down", "left", "right" are the d-pad."""

AXES = {
    "leftx": pygame.CONTROLLER_AXIS_LEFTX, "lefty": pygame.CONTROLLER_AXIS_LEFTY,
    "rightx": pygame.CONTROLLER_AXIS_RIGHTX, "righty": pygame.CONTROLLER_AXIS_RIGHTY,
    "lefttrigger": pygame.CONTROLLER_AXIS_TRIGGERLEFT,
    "righttrigger": pygame.CONTROLLER_AXIS_TRIGGERRIGHT,
}

# The pad has SDL's fifteen classic buttons (A to d-pad right) and six axes. For a virtual
# game controller SDL makes the standard mapping itself: the joystick's buttons and axes, in
# order, stand for the controller buttons and axes whose bits are set in the masks. With
# every bit from 0 set, joystick button N is controller button N, and the same for axes, so
# no mapping string is needed.
BUTTON_COUNT = max(BUTTONS.values()) + 1
AXIS_COUNT = max(AXES.values()) + 1


class VirtualPadUnavailable(RuntimeError):
    """SDL here cannot give the tests a virtual game controller (the message says why)."""


class _VirtualJoystickDesc(ctypes.Structure):
    """SDL 2's `SDL_VirtualJoystickDesc`, version 1 (SDL 2.24 to 2.32): the whole struct,
    since SDL copies all of it; the callbacks stay NULL."""

    _fields_ = [
        ("version", ctypes.c_uint16), ("type", ctypes.c_uint16),
        ("naxes", ctypes.c_uint16), ("nbuttons", ctypes.c_uint16),
        ("nhats", ctypes.c_uint16), ("vendor_id", ctypes.c_uint16),
        ("product_id", ctypes.c_uint16), ("padding", ctypes.c_uint16),
        ("button_mask", ctypes.c_uint32), ("axis_mask", ctypes.c_uint32),
        ("name", ctypes.c_char_p), ("userdata", ctypes.c_void_p),
        ("Update", ctypes.c_void_p), ("SetPlayerIndex", ctypes.c_void_p),
        ("Rumble", ctypes.c_void_p), ("RumbleTriggers", ctypes.c_void_p),
        ("SetLED", ctypes.c_void_p), ("SendEffect", ctypes.c_void_p),
    ]


class _Version(ctypes.Structure):
    _fields_ = [("major", ctypes.c_uint8), ("minor", ctypes.c_uint8), ("patch", ctypes.c_uint8)]


def loaded_sdl_path() -> str | None:
    """The file of the SDL 2 library pygame runs on, or None when it cannot be told.

    On Linux the process's own memory map names the library pygame loaded; elsewhere the
    copy pygame-ce's wheel ships beside the package (Windows and macOS wheels keep one SDL
    in the package folder, so the system's loader hands back the one already loaded)."""
    maps = "/proc/self/maps"
    if os.path.exists(maps):
        with open(maps, encoding="utf-8", errors="replace") as lines:
            for line in lines:
                path = line.split(maxsplit=5)[-1].strip()
                # "libSDL2-2.0.so.0" from the system, "libSDL2-2-<hash>.0.so..." from a wheel
                if os.path.basename(path).startswith("libSDL2-2"):
                    return path
    package = os.path.dirname(pygame.__file__)
    patterns = [os.path.join(package + "_ce.libs", "libSDL2-2*"),
                os.path.join(package, ".dylibs", "libSDL2-2*"), os.path.join(package, "SDL2.dll")]
    for pattern in patterns:
        found = sorted(glob.glob(pattern))
        if found:
            return found[0]
    return None


class VirtualJoysticks:
    """SDL's virtual joystick calls, bound from the SDL library pygame loaded.

    Raises `VirtualPadUnavailable` when that library cannot be found or lacks the calls."""

    def __init__(self) -> None:
        path = loaded_sdl_path()
        if path is None:
            raise VirtualPadUnavailable("the SDL 2 library pygame uses was not found")
        try:
            lib = ctypes.CDLL(path)
        except OSError as exc:
            raise VirtualPadUnavailable(f"{path} could not be loaded: {exc}") from exc
        self.path = path
        self.lib = lib
        version = _Version()
        lib.SDL_GetVersion(ctypes.byref(version))
        self.version = (version.major, version.minor, version.patch)
        """The SDL version of the library found (`pygame.get_sdl_version(linked=True)`)."""
        needed = ("SDL_JoystickAttachVirtual", "SDL_JoystickDetachVirtual",
                  "SDL_JoystickSetVirtualButton", "SDL_JoystickSetVirtualAxis")
        missing = [name for name in needed if not hasattr(lib, name)]
        if missing:
            raise VirtualPadUnavailable(
                f"SDL {'.'.join(map(str, self.version))} at {path} has no {', '.join(missing)}"
                " (virtual joysticks came in SDL 2.0.14)")
        self.named = hasattr(lib, "SDL_JoystickAttachVirtualEx")
        """Whether pads can be given a name (SDL 2.24 and later); otherwise SDL names
        each one "Virtual Controller"."""
        signatures = {
            "SDL_JoystickAttachVirtual": (ctypes.c_int, [ctypes.c_int] * 4),
            "SDL_JoystickDetachVirtual": (ctypes.c_int, [ctypes.c_int]),
            "SDL_JoystickSetVirtualButton": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_int,
                                                             ctypes.c_uint8]),
            "SDL_JoystickSetVirtualAxis": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_int,
                                                           ctypes.c_int16]),
            "SDL_NumJoysticks": (ctypes.c_int, []),
            "SDL_JoystickGetDeviceInstanceID": (ctypes.c_int32, [ctypes.c_int]),
            "SDL_JoystickOpen": (ctypes.c_void_p, [ctypes.c_int]),
            "SDL_JoystickClose": (None, [ctypes.c_void_p]),
            "SDL_GetError": (ctypes.c_char_p, []),
            "SDL_SetHint": (ctypes.c_int, [ctypes.c_char_p, ctypes.c_char_p]),
        }
        if self.named:
            signatures["SDL_JoystickAttachVirtualEx"] = (
                ctypes.c_int, [ctypes.POINTER(_VirtualJoystickDesc)])
        for name, (result, arguments) in signatures.items():
            function = getattr(lib, name)
            function.restype = result
            function.argtypes = arguments
        # SDL drops pad input while none of the app's windows has the keyboard focus. The
        # dummy driver gives the window focus; a run on a real display (Xvfb without a
        # window manager) may not, and the pads would then go unheard for no fault of the app.
        lib.SDL_SetHint(b"SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", b"1")

    def error(self) -> str:
        return (self.lib.SDL_GetError() or b"").decode("utf-8", "replace")

    def attach(self, name: str | None) -> int:
        """Plug in a virtual game controller; return its device index."""
        if self.named and name is not None:
            desc = _VirtualJoystickDesc(
                version=SDL_VIRTUAL_JOYSTICK_DESC_VERSION, type=SDL_JOYSTICK_TYPE_GAMECONTROLLER,
                naxes=AXIS_COUNT, nbuttons=BUTTON_COUNT, nhats=0,
                button_mask=(1 << BUTTON_COUNT) - 1, axis_mask=(1 << AXIS_COUNT) - 1,
                name=name.encode("utf-8"))
            index = self.lib.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        else:
            index = self.lib.SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER,
                                                       AXIS_COUNT, BUTTON_COUNT, 0)
        if index < 0:
            raise VirtualPadUnavailable(f"SDL would not attach a virtual pad: {self.error()}")
        return index

    def device_index(self, instance_id: int) -> int | None:
        """The device index SDL lists the joystick `instance_id` under now (indices move as
        devices come and go; instance ids do not)."""
        for index in range(self.lib.SDL_NumJoysticks()):
            if self.lib.SDL_JoystickGetDeviceInstanceID(index) == instance_id:
                return index
        return None


class VirtualPad:
    """One virtual game controller: plug it in, press its buttons, tilt its sticks, unplug.

    `step` runs one frame of the app (it must pump SDL's events: `App.step` does). Every
    method that changes what the pad reports runs a frame after the change, so by the time it
    returns the app has handled the resulting event. A pad unplugged and plugged in again is
    a new device to SDL (a new instance id), as a real one is.
    """

    def __init__(self, sdl: VirtualJoysticks, step: Callable[[], None],
                 name: str = "Virtual Controller") -> None:
        self.sdl = sdl
        self.step = step
        self.name = name
        """The name SDL reports (only with `SDL_JoystickAttachVirtualEx`; see `named`)."""
        self.instance_id: int | None = None
        """SDL's instance id while plugged in, else None."""
        self._handle: int | None = None
        """Our own open `SDL_Joystick *`: SDL sets a virtual pad's state through one, and an
        open joystick is what SDL polls when it pumps."""

    @property
    def plugged(self) -> bool:
        return self.instance_id is not None

    def plug(self, frames: int = 2) -> int:
        """Plug the pad in and run `frames` frames, so the app opens it; return its instance
        id. Raises `VirtualPadUnavailable` when SDL does not offer it as a game controller
        on pygame's side (a library other than pygame's, or no standard mapping)."""
        if self.plugged:
            raise RuntimeError("this virtual pad is plugged in already")
        index = self.sdl.attach(self.name)
        instance_id = self.sdl.lib.SDL_JoystickGetDeviceInstanceID(index)
        handle = self.sdl.lib.SDL_JoystickOpen(index)
        if not handle:
            error = self.sdl.error()
            self.sdl.lib.SDL_JoystickDetachVirtual(index)
            raise VirtualPadUnavailable(f"SDL would not open its own virtual pad: {error}")
        self.instance_id, self._handle = instance_id, handle
        from pygame._sdl2 import controller

        if not controller.get_init() or not controller.is_controller(index):
            self.unplug(frames=0)
            raise VirtualPadUnavailable(
                "pygame does not see the virtual pad as a game controller (is the SDL found "
                f"at {self.sdl.path} the one pygame loaded, and its controllers started?)")
        for _ in range(frames):
            self.step()
        return instance_id

    def unplug(self, frames: int = 2) -> None:
        """Pull the pad out and run `frames` frames, so the app hears it went."""
        if not self.plugged:
            return
        index = self.sdl.device_index(self.instance_id)
        if index is not None:
            self.sdl.lib.SDL_JoystickDetachVirtual(index)
        self.sdl.lib.SDL_JoystickClose(self._handle)
        self.instance_id = self._handle = None
        for _ in range(frames):
            self.step()

    def _require(self) -> None:
        if not self.plugged:
            raise RuntimeError("the virtual pad is not plugged in")

    def hold(self, button: str) -> None:
        """Press `button` (a name in `BUTTONS`) and keep it down for a frame."""
        self._require()
        self.sdl.lib.SDL_JoystickSetVirtualButton(self._handle, BUTTONS[button], 1)
        self.step()

    def release(self, button: str) -> None:
        """Let go of `button` and run a frame."""
        self._require()
        self.sdl.lib.SDL_JoystickSetVirtualButton(self._handle, BUTTONS[button], 0)
        self.step()

    def press(self, button: str) -> None:
        """Press and release `button`: two frames, the button down in the first."""
        self.hold(button)
        self.release(button)

    def tilt(self, axis: str, amount: float) -> None:
        """Set `axis` (a name in `AXES`) to `amount` of full tilt (-1 to 1; 0 is the
        middle) and run a frame."""
        self._require()
        value = max(-32768, min(32767, round(amount * 32767)))
        self.sdl.lib.SDL_JoystickSetVirtualAxis(self._handle, AXES[axis], value)
        self.step()


class VirtualPads:
    """The virtual pads of one test: `plug()` makes each, `unplug_all()` pulls out whatever is
    still in (the fixture calls it even when the test failed, so no pad outlives its test).

    A pad SDL will not make here skips the test with the reason, or fails it on CI
    (`unavailable`)."""

    def __init__(self, step: Callable[[], None]) -> None:
        try:
            self.sdl = VirtualJoysticks()
        except VirtualPadUnavailable as exc:
            unavailable(str(exc))
        self.step = step
        self.made: list[VirtualPad] = []

    def plug(self, name: str = "Virtual Controller", frames: int = 2) -> VirtualPad:
        """A new virtual pad, plugged in, the app having run `frames` frames since."""
        pad = VirtualPad(self.sdl, self.step, name)
        self.made.append(pad)
        try:
            pad.plug(frames)
        except VirtualPadUnavailable as exc:
            unavailable(str(exc))
        return pad

    def unplug_all(self) -> None:
        """Pull out every pad still plugged in, without running the app (it may be gone)."""
        for pad in self.made:
            pad.unplug(frames=0)


def unavailable(reason: str) -> None:
    """SDL cannot give this test a virtual pad: skip it with `reason`; on CI (``CI=true``),
    where every test must run, fail it instead, as tests needing a missing tool do."""
    import pytest
    from support import in_ci

    message = f"no virtual SDL game controller here: {reason}"
    if in_ci():
        pytest.fail(message)
    pytest.skip(message)


def run_frames(app, frames: int = 1, dt: float = 0.016) -> None:
    """Run `frames` frames of `app` of `dt` seconds each: SDL is pumped once a frame, so the
    events of a pad plugged, pressed or pulled out reach the scenes."""
    for _ in range(frames):
        app.step(dt=dt)
