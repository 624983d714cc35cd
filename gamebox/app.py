"""The window, the one event loop and the scene stack.

`run_launcher()` opens the launcher; `run_play(game, seats, options, seed)` starts a match
straight away (with the launcher beneath it, for after the game). Both return an exit code.

While no scene animates the loop polls events and sleeps between polls (pygame-ce's
`event.wait(timeout)` busy-polls SDL and costs ~3% of a core, a short `time.sleep` costs ~0.2%)
and redraws only when something changed, so an idle launcher costs next to nothing. Only the SDL video and font subsystems are
started before the first frame; game controllers and sound start right after it.
"""
from __future__ import annotations

import importlib
import importlib.util
import os
import sys
import time
import warnings

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# A software framebuffer: loading Mesa's GL for a 2D window costs ~100 MB and buys nothing here.
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
# matches StartupWMClass in the desktop entry, so docks group the window under our icon
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "gamebox")

import pygame  # noqa: E402

from . import settings as settings_mod  # noqa: E402
from .engine.paths import ASSETS_DIR  # noqa: E402
from .input import InputRouter, Intent  # noqa: E402
from .input.pads import init_controllers  # noqa: E402
from .ui import card, text, theme  # noqa: E402

FRAME_CAP = 60
"""Frames per second while something animates."""
IDLE_SLEEP = 1 / 30
"""Sleep between event polls when nothing moves: input still answers within a frame or two."""
DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (640, 360)
"""The smallest window the screens are laid out for: below it (160x120 was possible) text
and buttons run off the window. Window managers hold the window at least this big."""
SYSTEM_INTENTS = ("focus_lost", "pad_added", "pad_removed")
"""Intents every scene in the stack hears, not only the top one."""


class App:
    """One window and its scene stack. Tests drive it frame by frame with `step`."""

    def __init__(self, size: tuple[int, int] | None = None, settings_file=None,
                 start_devices: bool = True) -> None:
        self.settings_file = settings_file
        self.settings, self.settings_problem = settings_mod.load(settings_file)
        theme.configure(self.settings.text_size, self.settings.colour_blind)
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("gamebox")
        self.windowed_size = tuple(size or DEFAULT_SIZE)
        self.surface = self._open_window(self.settings.fullscreen)
        self._set_icon()
        self.input = InputRouter()
        self.stack: list = []
        self._pending: list[tuple[str, object]] = []
        self.running = True
        self.dirty = True
        self.frames = 0
        self.clock = pygame.time.Clock()
        self._devices_started = not start_devices
        self._audio = None
        self.messages: list[str] = []
        """Problems to show the player once (a corrupt settings file...)."""
        if self.settings_problem:
            self.messages.append(self.settings_problem)

    # ---- window -------------------------------------------------------------------
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # "forcibly resized", mended below
            surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        if surface.get_size() != tuple(self.windowed_size):
            # Leaving fullscreen with the software framebuffer, SDL keeps the screen-sized
            # window (seen under X11): ask for the window size again, then take its surface.
            try:
                display_window().size = tuple(self.windowed_size)
                surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            except (AttributeError, pygame.error):
                pass
        try:
            # set_mode forgets the minimum: ask for it again with every new window
            display_window().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass
        return surface

    def _set_icon(self) -> None:
        icon = ASSETS_DIR / "icons" / "gamebox-48.png"
        if icon.is_file():
            try:
                pygame.display.set_icon(pygame.image.load(str(icon)))
            except pygame.error:
                pass

    def set_fullscreen(self, on: bool) -> None:
        """Switch between a resizable window and fullscreen (F11 and the settings screen)."""
        if not on and not self.settings.fullscreen:
            return
        if on and not self.settings.fullscreen:
            self.windowed_size = self.surface.get_size()
        self.settings.fullscreen = on
        self.surface = self._open_window(on)
        self.save_settings()
        self.dirty = True

    def apply_settings(self) -> None:
        """Re-read theme and volumes after the settings screen changed something."""
        theme.configure(self.settings.text_size, self.settings.colour_blind)
        text.clear_cache()
        card.clear()  # faces painted at the old text size are never drawn again
        audio = self._audio_module()
        if audio is not None:
            audio.set_volumes(self.settings.master_volume, self.settings.effects_volume)
        self.dirty = True

    def save_settings(self) -> None:
        try:
            settings_mod.save(self.settings, self.settings_file)
        except OSError as exc:
            self.messages.append(f"Could not save settings: {exc}")

    # ---- sound ----------------------------------------------------------------------
    def _audio_module(self):
        if self._audio is None:
            try:
                self._audio = importlib.import_module("gamebox.audio")
                self._audio.set_volumes(self.settings.master_volume,
                                        self.settings.effects_volume)
            except Exception:  # no audio module or no mixer: the box stays silent
                self._audio = False
        return self._audio or None

    def cue(self, name: str) -> None:
        """Play a sound cue (turn, success, failure, big); silent when sound is unavailable."""
        audio = self._audio_module()
        if audio is not None:
            try:
                audio.play(name)
            except Exception:
                self._audio = False

    # ---- scene stack -----------------------------------------------------------------
    def push(self, scene) -> None:
        """Put `scene` on top (takes effect between frames)."""
        self._pending.append(("push", scene))

    def pop(self) -> None:
        """Remove the top scene (between frames)."""
        self._pending.append(("pop", None))

    def replace(self, scene) -> None:
        """Swap the top scene for `scene`."""
        self._pending.append(("pop", None))
        self._pending.append(("push", scene))

    def reset(self, scene) -> None:
        """Empty the stack and start again from `scene` (back to the launcher)."""
        self._pending.append(("reset", scene))

    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def apply_pending(self) -> None:
        """Carry out pushes and pops asked for during the last frame."""
        while self._pending:
            op, scene = self._pending.pop(0)
            if op == "push":
                if self.stack:
                    self.stack[-1].pause()
                self.stack.append(scene)
                scene.enter()
            elif op == "pop":
                if self.stack:
                    self.stack.pop().exit()
                    if self.stack:
                        self.stack[-1].resume()
            elif op == "reset":
                while self.stack:
                    self.stack.pop().exit()
                self.stack.append(scene)
                scene.enter()
            self.dirty = True
        if not self.stack:
            self.running = False

    # ---- matches --------------------------------------------------------------------
    def open_match(self, match, autosave: bool = True, save_path=None,
                   table_record: dict | None = None):
        """Show `match` at its game's table (the game's own scene when it has one); return
        the table scene.

        The table autosaves to `save_path` (a continued game's file) or a new file, keeping
        its clocks and set-up seats beside the log; `table_record` is what a continued
        save kept of them (`saves.read_table_record`).
        """
        # people may take back their own last decision while nothing new was revealed
        match.state.undo_enabled = True
        table = scene_class_for(match.game.id)(self, match)
        if table_record or save_path is not None:  # a continued game, with or without a record
            table.restore_table(table_record or {})
        if autosave:
            from .engine.saves import enable_autosave

            enable_autosave(match, save_path, table=table.table_record)
        self.push(table)
        return table

    def start_devices(self) -> None:
        """Game controllers and sound, started after the first frame for a fast start."""
        if self._devices_started:
            return
        self._devices_started = True
        init_controllers()
        audio = self._audio_module()
        if audio is not None:
            audio.preload()  # so the first cue does not wait on the device and the disk

    # ---- loop -----------------------------------------------------------------------
    def animating(self) -> bool:
        return bool(self._pending) or any(s.animating() for s in self.stack[-1:])

    def step(self, dt: float | None = None, events: list | None = None) -> None:
        """One frame: events to intents, update, draw when something changed."""
        self.apply_pending()
        if events is None:
            events = pygame.event.get()
        if dt is None:
            dt = self.clock.tick() / 1000.0
        for event in events:
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED,
                              pygame.WINDOWEXPOSED):
                if event.type != pygame.WINDOWEXPOSED:
                    card.clear()  # the cards of the old size are never drawn again
                self.surface = pygame.display.get_surface()
                self.dirty = True
            for intent in self.input.translate(event):
                self.dispatch(intent)
        self.apply_pending()
        if self.stack:
            self.stack[-1].update(dt)
        self.apply_pending()
        if self.dirty or self.animating():
            self.draw()
            pygame.display.flip()
            self.dirty = False
            self.frames += 1

    def dispatch(self, intent: Intent) -> None:
        """Hand an intent to the scenes: system ones to all, the rest to the top scene."""
        self.dirty = True
        if intent.kind == "quit":
            self.running = False
            return
        if intent.kind == "fullscreen":
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if intent.kind in SYSTEM_INTENTS:
            for scene in list(self.stack):
                scene.handle(intent)
            return
        if self.stack:
            self.stack[-1].handle(intent)

    def draw(self, surface: pygame.Surface | None = None) -> None:
        """Paint the visible part of the stack: the top opaque scene and overlays above it."""
        surface = surface or self.surface
        first = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                first = i
                break
        for scene in self.stack[first:]:
            scene.draw(surface)

    def run(self) -> int:
        """Run until the window closes or the stack empties."""
        # Benchmarks: stop after the first frame, or once the first screen has settled.
        exit_after_first = os.environ.get("GAMEBOX_EXIT_AFTER_FIRST_FRAME") == "1"
        exit_when_settled = os.environ.get("GAMEBOX_EXIT_WHEN_SETTLED") == "1"
        self.apply_pending()
        while self.running:
            started = time.perf_counter()
            events = pygame.event.get()
            if not events and not self.animating() and not self.dirty:
                time.sleep(IDLE_SLEEP)
                events = pygame.event.get()
            self.step(events=events)
            if self.frames == 1 and not self._devices_started:
                if exit_after_first:
                    print("first-frame", flush=True)
                    return 0
                self.start_devices()
            if exit_when_settled and self.frames and not self.animating() and not self.dirty:
                print("settled", flush=True)
                return 0
            if self.animating():
                # Cap the frame rate with a plain sleep: a second `clock.tick` here would
                # restart the clock `step` reads, and every animated frame would then see a
                # dt of ~0 (bots, animations and the results delay would crawl).
                spare = 1.0 / FRAME_CAP - (time.perf_counter() - started)
                if spare > 0:
                    time.sleep(spare)
        return 0

    def close(self) -> None:
        while self.stack:
            self.stack.pop().exit()
        pygame.display.quit()


def display_window() -> "pygame.Window":
    """The `pygame.Window` behind the display module's window (its size, minimum size).

    pygame-ce marks `from_display_module` deprecated in favour of drawing through the Window;
    the app draws through the display module, so the warning says nothing here."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def scene_class_for(game_id: str):
    """The game's own `Scene` class from ``gamebox.games.<id>.scene``, else the generic table."""
    from .scenes.table import TableScene

    module_name = f"gamebox.games.{game_id}.scene"
    try:
        if importlib.util.find_spec(module_name) is None:
            return TableScene
    except ModuleNotFoundError:
        return TableScene
    try:
        return importlib.import_module(module_name).Scene
    except Exception as exc:  # a broken game scene must not stop the game being played
        print(f"gamebox: {module_name} failed ({exc}); using the generic table",
              file=sys.stderr)
        return TableScene


def run_launcher() -> int:
    """Open the launcher window; return the exit code."""
    from .scenes.launcher import LauncherScene

    app = App()
    app.push(LauncherScene(app))
    try:
        return app.run()
    finally:
        app.close()


def run_play(game_id: str, seats, options: dict, seed: int, think=None) -> int:
    """Start a match of `game_id` straight away; the launcher is there after it. `think`:
    the hard (search) bots' budget (`engine.search.Budget`; None: the default)."""
    from .engine import registry
    from .engine.match import Match
    from .scenes.launcher import LauncherScene

    game = registry.get(game_id)
    app = App()
    app.push(LauncherScene(app, game.id))
    app.open_match(Match.start(game, list(seats), options, seed, think=think))
    try:
        return app.run()
    finally:
        app.close()
