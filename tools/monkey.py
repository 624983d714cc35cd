#!/usr/bin/env python3
"""A monkey tester: the real app, headless, fed seeded random input frame by frame.

    .venv/bin/python tools/monkey.py --seed 3 --frames 2000       # one run (replays exactly)
    .venv/bin/python tools/monkey.py --seeds 1-20 --frames 3000   # many runs, one after another
    .venv/bin/python tools/monkey.py --seed 3 --plain --text-size huge   # the couch changed

Every run gets a fresh temporary data folder and HOME, so no real settings or saves are
touched. The input is what the app binds: keys (arrows, Enter, Space, Escape, Backspace, Tab
and Shift+Tab, Page Up/Down, Home/End, H, K, F1, F11, letters and digits), typed text, mouse
moves, clicks and wheel (biased toward the centres of the top scene's buttons, so it gets
deep into setups, games, pause menus and results), gamepad buttons and sticks, pads plugged
and unplugged, window resizes (from the app's minimum size to huge), focus lost and gained,
and a quit now and then (the box then starts again from the launcher, as a person would).
At a table it mostly plays: the called seat lifts the curtain with its own controller and
picks one of its moves, so games are played to their results. Time is a fake clock: each
frame gets a chosen `dt`, so bots, curtain holds, inactivity and turn timers all run.

Each seed also sets up its own couch before the first frame (`couch_for`, from a random
stream of its own, so a seed always meets the same one): the window size, the text size
(huge often), the colour-blind palette, the bot speed, how many pads are plugged in, now
and then a user's broken save, map or pack waiting in the data folder (their notes open the
Notes screen), and half the time a table already set up as `gamebox play` opens one: any
game, any seat count it takes (4-seat Guts with two pads among them), people on the
keyboard and pads, bots at any level, options stepped from their defaults. `--plain` gives
the first version's couch (960x540, normal text, instant bots, the launcher); `--size`,
`--text-size`, `--colour-blind`, `--bot-speed` and `--start launcher` change one thing.

After every frame it checks: the frame drew without raising; the scene stack is not empty
while the app runs; no line of text lies wholly outside the window; and, at the tables of
games with hidden information, a marker planted in each seat's private state (the leak
test's check) is never drawn while the curtain is down or another seat is looking. It also
counts, for the summary, lines of text the window's edge cuts and buttons of the top scene
not wholly inside the window (in windows of at least the app's minimum size), each with the
seed and frame where it first showed.

On a failure it prints the seed, the frame and the last inputs, and the command that
replays it; the exit code is 1. At the end it prints which scenes were seen, how many games
were finished and how many saves were continued.
"""
from __future__ import annotations

import argparse
import collections
import os
import random
import sys
import tempfile
import traceback
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WINDOW = (960, 540)
SIZES = [(960, 540), (1280, 720), (800, 600), (640, 360), (1920, 1080), (1024, 768),
         (700, 900), (320, 240), (160, 120), (2560, 1440)]
"""Window sizes a resize picks from: usual ones, tall, tiny and huge."""
PAD_NAMES = ["Xbox Wireless Controller", "PS5 Controller", "Nintendo Switch Pro Controller"]
PAD_IDS = (0, 1, 2, 3)
LAST_INPUTS = 30
MARKER = "q7z{seat}x9"
"""Planted in a seat's private state: no word of any game's content looks like it."""


def prepare_environment(folder: Path) -> None:
    """Headless SDL and a private data folder and HOME; before pygame is imported."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["GAMEBOX_DATA"] = str(folder / "data")
    os.environ["HOME"] = str(folder / "home")
    os.environ["XDG_DATA_HOME"] = str(folder / "home" / "share")
    (folder / "home").mkdir(parents=True, exist_ok=True)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))


def scene_name(scene) -> str:
    """A scene's class name; a game's own table is named by its game ("guts.Scene")."""
    if scene is None:
        return "-"
    cls = type(scene)
    if cls.__name__ == "Scene" and cls.__module__.startswith("gamebox.games."):
        return f"{cls.__module__.split('.')[2]}.Scene"
    return cls.__name__


def import_screens() -> None:
    """Every module that draws, imported now, so the text check wraps their `draw_text`
    (some are imported only when their screen first opens)."""
    import importlib
    import importlib.util
    import pkgutil

    import gamebox.scenes
    from gamebox.engine import registry

    for info in pkgutil.iter_modules(gamebox.scenes.__path__):
        importlib.import_module(f"gamebox.scenes.{info.name}")
    for entry in registry.load_all():
        for part in ("scene", "view"):
            name = f"gamebox.games.{entry.id}.{part}"
            if importlib.util.find_spec(name) is not None:  # a game may have neither
                importlib.import_module(name)


class MonkeyFailure(AssertionError):
    """The app raised or broke an invariant; the message says how to replay it."""


@dataclass
class Coverage:
    """What the runs reached, summed over seeds."""

    frames: int = 0
    scenes: collections.Counter = field(default_factory=collections.Counter)
    games_started: collections.Counter = field(default_factory=collections.Counter)
    games_finished: collections.Counter = field(default_factory=collections.Counter)
    saves_continued: int = 0
    restarts: int = 0
    text_outside: collections.Counter = field(default_factory=collections.Counter)
    text_clipped: collections.Counter = field(default_factory=collections.Counter)
    """Lines of text cut by the window's edge (partly outside it)."""
    buttons_outside: collections.Counter = field(default_factory=collections.Counter)
    """Buttons of the top scene not wholly inside the window."""
    couches: collections.Counter = field(default_factory=collections.Counter)
    """How the seeds' couches were set up (text size, palette, bots, start)."""
    first_seen: dict = field(default_factory=dict)
    """A finding's key -> "seed S frame F" where it first showed, to replay it."""

    def note(self, counter: collections.Counter, key: str, where: str) -> None:
        """Count `key` in `counter`, remembering where it first showed."""
        counter[key] += 1
        self.first_seen.setdefault(key, where)

    def listed(self, counter: collections.Counter) -> str:
        return "; ".join(f"{k} x{n} (first: {self.first_seen.get(k, '?')})"
                         for k, n in counter.most_common(10))

    def summary(self) -> str:
        """A few lines for the end of a run."""
        lines = [f"frames: {self.frames}",
                 "scenes seen (frames on top): " + ", ".join(
                     f"{name} {count}" for name, count in sorted(self.scenes.items())),
                 "games started: " + (", ".join(f"{g} {n}" for g, n in
                                                sorted(self.games_started.items())) or "none"),
                 "games finished: " + (", ".join(f"{g} {n}" for g, n in
                                                 sorted(self.games_finished.items())) or "none"),
                 f"saves continued: {self.saves_continued}",
                 f"restarts (quit and start again): {self.restarts}"]
        if self.text_outside:
            lines.append("text wholly outside the window (scene: text): "
                         + self.listed(self.text_outside))
        if self.text_clipped:
            lines.append("text cut by the window's edge (scene: text): "
                         + self.listed(self.text_clipped))
        if self.buttons_outside:
            lines.append("buttons not wholly in the window (scene: label): "
                         + self.listed(self.buttons_outside))
        if self.couches:
            lines.append("couches: " + ", ".join(
                f"{k} {n}" for k, n in sorted(self.couches.items())))
        return "\n".join(lines)


class Monkey:
    """Drives one app with seeded random input; `run(frames)` raises `MonkeyFailure`.

    The app is made by the caller (the tests' `app` fixture, or `make_app` here), so the
    monkey drives exactly what the tests drive: `App.step(dt, events)`.
    """

    def __init__(self, app, seed: int, coverage: Coverage | None = None,
                 check_text: bool = True, check_leaks: bool = True,
                 replay_flags: str = "") -> None:
        import pygame

        self.pg = pygame
        self.app = app
        self.seed = seed
        self.rng = random.Random(seed)
        self.coverage = coverage or Coverage()
        self.check_text = check_text
        self.check_leaks = check_leaks
        self.replay_flags = replay_flags
        """Command-line flags the replay needs besides seed and frames (the couch's)."""
        self.frame = 0
        self.inputs: collections.deque = collections.deque(maxlen=LAST_INPUTS)
        self._texts: list[str] = []
        """The lines of text the frame being drawn rendered."""
        self._tables: dict[int, tuple] = {}
        """id(match) -> (match, {seat: marker}) for the matches with planted markers."""
        self._seen_matches: set = set()
        self._drawn: list = []
        self._install_hooks()

    # ---- hooks into the app -------------------------------------------------------------
    def _install_hooks(self) -> None:
        """Deterministic match seeds, fake pads, and a record of every line of text drawn."""
        from gamebox.input import intents
        from gamebox.scenes import launcher, setup
        from gamebox.ui import text

        monkey = self
        self._undo = []

        def patch(owner, name, value):
            self._undo.append((owner, name, getattr(owner, name)))
            setattr(owner, name, value)

        start = setup.SeatSetupScene.start

        def seeded_start(scene, seed=None):
            # the seat setup takes its seed from the wall clock: replays need it fixed
            return start(scene, monkey.rng.randrange(1_000_000) if seed is None else seed)

        patch(setup.SeatSetupScene, "start", seeded_start)
        continue_save = launcher.LauncherScene.continue_save

        def counted_continue(scene, path_text, covered=False):
            opened = continue_save(scene, path_text, covered)
            monkey.coverage.saves_continued += bool(opened)
            return opened

        patch(launcher.LauncherScene, "continue_save", counted_continue)
        # no real controllers under the dummy driver: a plugged pad is announced by name
        patch(intents, "open_device",
              lambda index: (None, index, PAD_NAMES[index % len(PAD_NAMES)]))
        render = text.render

        def recording_render(value, size, colour, bold=False):
            monkey._texts.append(value)
            return render(value, size, colour, bold)

        patch(text, "render", recording_render)
        self.app.draw = self.watch_drawing(self.app.draw)  # this app only; `close` drops it
        import_screens()
        for module in list(sys.modules.values()):
            name = getattr(module, "__name__", "") or ""
            if name.startswith("gamebox.") and getattr(module, "draw_text", None) \
                    is text.__dict__.get("draw_text") and module is not text:
                patch(module, "draw_text", self._watching(module.draw_text))

    def _watching(self, draw_text):
        """`draw_text` that notes lines landing wholly outside the window."""
        monkey = self

        def watched(surface, value, pos, size, *args, **kwargs):
            rect = draw_text(surface, value, pos, size, *args, **kwargs)
            if monkey.check_text and surface is monkey.app.surface and value.strip():
                area = surface.get_rect()
                where = f"{scene_name(monkey.app.top)} {surface.get_size()}: {value[:40]!r}"
                if not rect.colliderect(area):
                    monkey.coverage.note(monkey.coverage.text_outside, where, monkey.here())
                elif not area.contains(rect) and monkey.laid_out_for(area):
                    monkey.coverage.note(monkey.coverage.text_clipped, where, monkey.here())
            return rect
        return watched

    @staticmethod
    def laid_out_for(area) -> bool:
        """Whether the screens promise to fit a window this big (the app's minimum size)."""
        from gamebox.app import MIN_SIZE

        return area.width >= MIN_SIZE[0] and area.height >= MIN_SIZE[1]

    def check_buttons(self) -> None:
        """Count the top scene's buttons that the window cuts (a person cannot reach what
        lies beyond its edge); only in windows the screens are laid out for."""
        top = self.app.top
        ring = getattr(top, "ring", None)
        area = self.app.surface.get_rect()
        if ring is None or not self.check_text or not self.laid_out_for(area):
            return
        for button in ring.buttons:
            if button.rect.width > 1 and button.rect.height > 1 \
                    and not area.contains(button.rect):
                self.coverage.note(self.coverage.buttons_outside, f"{scene_name(top)} "
                                   f"{area.size}: {str(button.label)[:40]!r}", self.here())

    def close(self) -> None:
        """Undo the hooks (the tests' process goes on)."""
        for owner, name, value in reversed(self._undo):
            setattr(owner, name, value)
        self._undo.clear()
        self.app.__dict__.pop("draw", None)

    # ---- running --------------------------------------------------------------------------
    def run(self, frames: int) -> Coverage:
        """Feed `frames` frames of random input; raise `MonkeyFailure` on the first problem."""
        try:
            while self.frame < frames:
                self.one_input(frames)
        finally:
            self.close()
        return self.coverage

    def one_input(self, frames: int) -> None:
        """Pick one input, send it, then let a few frames pass."""
        kind = self.pick_kind()
        getattr(self, f"do_{kind}")()
        for _ in range(self.rng.choice((0, 0, 1, 1, 2, 3))):
            if self.frame >= frames:
                break
            self.step([], self.pick_dt())

    def pick_dt(self) -> float:
        return self.rng.choice((0.0, 0.016, 0.016, 0.033, 0.1, 0.25))

    KINDS = {"key": 24, "typing": 4, "button": 30, "click": 6, "board": 6, "move": 4,
             "wheel": 3, "hold": 3, "pad": 9, "stick": 3, "plug": 1, "unplug": 1,
             "resize": 1, "focus": 1, "wait": 2, "quit": 0.2, "play": 0}

    def pick_kind(self) -> str:
        weights = dict(self.KINDS)
        table = self.table_on_top()
        if table is not None and table.curtain.down_for() is not None:
            weights["hold"] = 12  # a curtain waits: lift it more often than chance would
        if table is None:
            weights["board"] = 0
        else:
            weights["play"] = 40  # games are long: mostly play them, to reach their ends
        kinds = list(weights)
        return self.rng.choices(kinds, [weights[k] for k in kinds])[0]

    def table_on_top(self):
        from gamebox.scenes.table import TableScene

        top = self.app.top
        return top if isinstance(top, TableScene) else None

    # ---- the inputs ---------------------------------------------------------------------
    def here(self) -> str:
        """Where a run is, for the summary's pointers to replay a finding from."""
        return f"seed {self.seed} frame {self.frame}"

    def note(self, text: str) -> None:
        self.inputs.append(f"frame {self.frame}: {text}")

    def key_events(self, key: int, mod: int = 0, down: bool = True, up: bool = True,
                   char: str = "") -> list:
        pg = self.pg
        out = []
        if down:
            out.append(pg.event.Event(pg.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0))
        if up:
            out.append(pg.event.Event(pg.KEYUP, key=key, mod=mod, unicode=char, scancode=0))
        return out

    def do_key(self) -> None:
        pg = self.pg
        from gamebox.input.intents import KEYS

        keys = sorted(KEYS) + [pg.K_TAB, pg.K_TAB, pg.K_BACKSPACE, pg.K_ESCAPE, pg.K_a,
                               pg.K_z, pg.K_1]
        key = self.rng.choice(keys)
        if key == pg.K_F11 and self.rng.random() < 0.7:
            key = pg.K_DOWN  # fullscreen flips are slow and change little: fewer of them
        mod = self.rng.choice((0, 0, 0, pg.KMOD_SHIFT, pg.KMOD_CTRL))
        self.note(f"key {pg.key.name(key)} mod {mod}")
        self.step(self.key_events(key, mod), self.pick_dt())

    def do_typing(self) -> None:
        pg = self.pg
        text = "".join(self.rng.choice("abcxyzAB 019éß-'") for _ in range(self.rng.randint(1, 4)))
        events = []
        for ch in text:
            events += self.key_events(pg.K_SPACE if ch == " " else pg.K_a, 0, char=ch)
            events.append(pg.event.Event(pg.TEXTINPUT, text=ch))
        self.note(f"type {text!r}")
        self.step(events, 0.016)

    def click_events(self, pos, button: int = 1) -> list:
        pg = self.pg
        return [pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=button),
                pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=button)]

    def visible_buttons(self) -> list:
        top = self.app.top
        ring = getattr(top, "ring", None)
        if ring is None:
            return []
        area = self.app.surface.get_rect()
        return [b for b in ring.buttons if area.colliderect(b.rect) and b.rect.width > 1
                and not (b.value == ("quit",) and self.rng.random() < 0.9)]

    def do_button(self) -> None:
        buttons = self.visible_buttons()
        if not buttons:
            return self.do_click()
        chosen = self.rng.choice(buttons)
        rect = chosen.rect
        if "arrows" in chosen.tags and self.rng.random() < 0.4:
            pos = chosen.tags["arrows"][0].center  # the step-back arrow
        else:
            pos = rect.center
        if self.rng.random() < 0.5:
            self.note(f"click button {chosen.label!r} at {pos}")
            self.step(self.click_events(pos), self.pick_dt())
        else:
            # focus it by pointing, then confirm from the keyboard or a pad
            pg = self.pg
            events = [pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
            events += self.key_events(pg.K_RETURN)
            self.note(f"point at {chosen.label!r} {pos} and press Enter")
            self.step(events, self.pick_dt())

    def random_point(self, rect=None) -> tuple[int, int]:
        rect = rect or self.app.surface.get_rect()
        return (self.rng.randrange(rect.left, max(rect.left + 1, rect.right)),
                self.rng.randrange(rect.top, max(rect.top + 1, rect.bottom)))

    def do_click(self) -> None:
        pos = self.random_point()
        button = self.rng.choice((1, 1, 1, 3, 2))
        self.note(f"click mouse {button} at {pos}")
        self.step(self.click_events(pos, button), self.pick_dt())

    def do_board(self) -> None:
        table = self.table_on_top()
        rect = getattr(table, "board_rect", None)
        pos = self.random_point(rect) if rect is not None and rect.width > 0 \
            and rect.height > 0 else self.random_point()
        self.note(f"click board at {pos}")
        self.step(self.click_events(pos), self.pick_dt())

    def do_move(self) -> None:
        pg = self.pg
        pos = self.random_point()
        self.note(f"mouse move to {pos}")
        self.step([pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
                  0.016)

    def do_wheel(self) -> None:
        pg = self.pg
        y = self.rng.choice((-3, -1, 1, 2, 0))
        self.note(f"wheel {y}")
        self.step([pg.event.Event(pg.MOUSEWHEEL, x=0, y=y, flipped=False,
                                  precise_x=0.0, precise_y=float(y))], 0.016)

    def do_hold(self) -> None:
        """Hold confirm down for a while (lifts a keyboard seat's curtain), then let go."""
        pg = self.pg
        seconds = self.rng.choice((0.2, 0.7, 0.9))
        if self.rng.random() < 0.6:
            down, up = self.key_events(pg.K_RETURN)
            self.note(f"hold Enter {seconds}s")
        else:
            pos = self.random_point()
            down = pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1)
            up = pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1)
            self.note(f"hold mouse at {pos} {seconds}s")
        self.hold(down, up, seconds)

    def hold(self, down, up, seconds: float) -> None:
        """`down`, `seconds` of frames (four of them), then `up`: a held key or button."""
        self.step([down], 0.0)
        for _ in range(4):
            self.step([], seconds / 4)
        self.step([up], 0.0)

    def do_pad(self) -> None:
        pg = self.pg
        pad = self.rng.choice(PAD_IDS[:3])
        button = self.rng.randrange(0, 15)
        self.note(f"pad {pad} button {button}")
        self.step([pg.event.Event(pg.CONTROLLERBUTTONDOWN, instance_id=pad, button=button),
                   pg.event.Event(pg.CONTROLLERBUTTONUP, instance_id=pad, button=button)],
                  self.pick_dt())

    def do_stick(self) -> None:
        pg = self.pg
        pad = self.rng.choice(PAD_IDS[:3])
        axis = self.rng.randrange(0, 6)
        value = self.rng.choice((-32768, -20000, 0, 5000, 20000, 32767))
        events = [pg.event.Event(pg.CONTROLLERAXISMOTION, instance_id=pad, axis=axis,
                                 value=value)]
        if self.rng.random() < 0.3:
            events.append(pg.event.Event(pg.JOYHATMOTION, instance_id=pad, joy=pad, hat=0,
                                         value=self.rng.choice(((0, 1), (1, 0), (0, 0)))))
        self.note(f"pad {pad} axis {axis} value {value}")
        self.step(events, 0.016)

    def do_plug(self) -> None:
        pg = self.pg
        index = self.rng.choice(PAD_IDS)
        self.note(f"pad plugged in (device {index})")
        self.step([pg.event.Event(pg.CONTROLLERDEVICEADDED, device_index=index)], 0.016)

    def do_unplug(self) -> None:
        pg = self.pg
        pad = self.rng.choice(PAD_IDS)
        self.note(f"pad {pad} unplugged")
        self.step([pg.event.Event(pg.CONTROLLERDEVICEREMOVED, instance_id=pad)], 0.016)

    def do_resize(self) -> None:
        """A new window size, as a window manager would make it (never while fullscreen)."""
        pg = self.pg
        if self.app.settings.fullscreen:
            return self.do_key()
        from gamebox.app import MIN_SIZE

        size = self.rng.choice(SIZES)
        if size[0] * size[1] > 2_000_000 and self.rng.random() < 0.5:
            size = WINDOW  # huge windows are slow to paint: fewer of them
        # the window manager holds the window at the app's minimum size
        size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        self.note(f"resize to {size}")
        pg.display.set_mode(size, pg.RESIZABLE)
        self.step([pg.event.Event(pg.VIDEORESIZE, size=size, w=size[0], h=size[1]),
                   pg.event.Event(pg.WINDOWSIZECHANGED, x=size[0], y=size[1])], 0.016)

    def do_focus(self) -> None:
        pg = self.pg
        self.note("focus lost, then gained")
        self.step([pg.event.Event(pg.WINDOWFOCUSLOST)], 0.1)
        self.step([pg.event.Event(pg.WINDOWFOCUSGAINED)], 0.016)

    def do_play(self) -> None:
        """Play the table as its people would: the called seat lifts its curtain with its
        own controller, and the seat looking picks one of its moves (or waits for bots)."""
        table = self.table_on_top()
        curtain = table.curtain
        seat = curtain.down_for()
        if seat is not None:
            return self.seat_confirm(table, seat, lift=True)
        seat = curtain.eyes()
        if seat is None or seat not in curtain.humans_to_act():
            return self.do_wait() if self.rng.random() < 0.3 else self.step([], 0.1)
        moves = [b for b in table.ring.buttons if b.value and b.value[0] == "act"
                 and self.app.surface.get_rect().colliderect(b.rect)]
        if moves and curtain.controller(seat) == "kbd" and self.rng.random() < 0.7:
            chosen = self.rng.choice(moves)
            self.note(f"seat {seat} clicks move {chosen.label!r}")
            return self.step(self.click_events(chosen.rect.center), self.pick_dt())
        self.seat_confirm(table, seat, lift=False)

    def seat_confirm(self, table, seat: int, lift: bool) -> None:
        """`seat` presses confirm on its own controller (held long on the keyboard when it
        lifts the curtain); a pad seat whose pad is unplugged plugs it back in first."""
        pg = self.pg
        source = table.curtain.controller(seat)
        if source == "kbd":
            if lift:
                return self.do_hold_enter(0.8)
            self.note(f"seat {seat} presses Enter")
            return self.step(self.key_events(pg.K_RETURN), self.pick_dt())
        pad = self.app.input.pad_by_source(source)
        if pad is None:
            return self.do_plug()
        self.note(f"seat {seat} presses A on {source}")
        self.step([pg.event.Event(pg.CONTROLLERBUTTONDOWN, instance_id=pad.instance_id,
                                  button=pg.CONTROLLER_BUTTON_A),
                   pg.event.Event(pg.CONTROLLERBUTTONUP, instance_id=pad.instance_id,
                                  button=pg.CONTROLLER_BUTTON_A)], self.pick_dt())

    def do_hold_enter(self, seconds: float) -> None:
        pg = self.pg
        down, up = self.key_events(pg.K_RETURN)
        self.note(f"hold Enter {seconds}s")
        self.hold(down, up, seconds)

    def do_wait(self) -> None:
        """Leave the controls alone for a while: bots play, clocks and timers run out."""
        seconds = self.rng.choice((1.0, 3.0, 20.0, 70.0))
        self.note(f"wait {seconds}s")
        steps = 5
        for _ in range(steps):
            self.step([], seconds / steps)

    def do_quit(self) -> None:
        pg = self.pg
        self.note("window closed")
        self.step([pg.event.Event(pg.QUIT)], 0.016)

    # ---- one frame ------------------------------------------------------------------------
    def step(self, events: list, dt: float) -> None:
        """One frame of the app with these events, then the checks."""
        pg = self.pg
        pg.event.pump()
        pg.event.clear()  # SDL's own events (a resize's echo): only ours go in, for replays
        self._texts.clear()
        self.frame += 1
        self.coverage.frames += 1
        self._drawn = []
        try:
            self.app.dirty = True  # every frame is drawn, so every frame's drawing is checked
            self.app.step(dt=dt, events=events)
        except Exception:
            self.fail(f"the app raised:\n{traceback.format_exc()}")
        self.check_frame(self._drawn)
        self.check_buttons()
        if not self.app.running:
            self.restart()
        self.coverage.scenes[scene_name(self.app.top)] += 1
        self.watch_matches()

    def restart(self) -> None:
        """The box was quit: start it again from the launcher, as a person would."""
        from gamebox.scenes.launcher import LauncherScene

        self.coverage.restarts += 1
        self.app.running = True
        self.app.reset(LauncherScene(self.app))
        self.app.apply_pending()

    def check_frame(self, drawn: list) -> None:
        if self.app.running and not self.app.stack:
            self.fail("the scene stack is empty while the app runs")
        if self.check_leaks:
            for table, eyes, known in drawn:
                for seat, marker in self._tables[id(table.match)][1].items():
                    if seat != eyes and marker not in known \
                            and any(marker in t for t in self._texts):
                        who = "the curtain was down" if eyes is None else f"seat {eyes} looked"
                        self.fail(f"seat {seat}'s private marker was drawn while {who}")

    def watch_drawing(self, draw):
        """The app's `draw`, noting for each table it paints whose eyes are on it and what
        the public knows (a marker gone public may be shown), and the lines drawn."""
        monkey = self

        def watched(surface=None):
            if monkey.check_leaks:
                monkey._drawn = [monkey.eyes_on(scene) for scene in monkey.visible_scenes()
                                 if hasattr(scene, "curtain")
                                 and id(getattr(scene, "match", None)) in monkey._tables]
                monkey._texts.clear()
            return draw(surface)
        return watched

    def visible_scenes(self) -> list:
        """The scenes `App.draw` paints: the top opaque one and the overlays above it."""
        stack = self.app.stack
        first = max([i for i, s in enumerate(stack) if s.opaque] or [0])
        return stack[first:]

    @staticmethod
    def eyes_on(table) -> tuple:
        """(table, the seat whose view it shows or None, what those eyes may know: the
        public table and log, and the seat's own view; a marker can change hands, as the
        Grungeon's loot does)."""
        curtain = table.curtain
        eyes = curtain.eyes() if curtain.down_for() is None else None
        match = table.match
        known = str(match.state.view(None)) + " ".join(
            e.text for e in match.history if e.to is None)
        if eyes is not None:
            known += str(match.state.view(eyes))
        return table, eyes, known

    def watch_matches(self) -> None:
        """Plant markers in new matches and count started and finished games."""
        from gamebox.scenes.results import ResultsScene
        from gamebox.scenes.table import TableScene

        for scene in self.app.stack:
            match = getattr(scene, "match", None)
            if match is None:
                continue
            key = id(match)
            if isinstance(scene, TableScene) and key not in self._seen_matches:
                self._seen_matches.add(key)
                self.coverage.games_started[match.game.id] += 1
                self.plant(match)
            if isinstance(scene, ResultsScene) and ("over", key) not in self._seen_matches:
                self._seen_matches.add(("over", key))
                self.coverage.games_finished[match.game.id] += 1

    def plant(self, match) -> None:
        """The leak test's markers, one in each seat's private state (games with secrets)."""
        if not self.check_leaks or not match.game.hidden_information \
                or match.state.is_over():
            return
        planted = {}
        for seat in range(len(match.seats)):
            marker = MARKER.format(seat=seat)
            if match.state.plant_private_marker(seat, marker):
                planted[seat] = marker
        if planted:
            # a marker is in the state, not in the log, and may change the game's course (a
            # GGT marker card is played or discarded like any card); a take-back replays the
            # log for the bots, which cannot reproduce it: such a match takes nothing back
            match.can_undo = lambda seat: False
        self._tables[id(match)] = (match, planted)  # the match kept: its id stays its own

    def fail(self, what: str) -> None:
        last = "\n".join(f"  {line}" for line in self.inputs)
        raise MonkeyFailure(
            f"monkey seed {self.seed}, frame {self.frame}: {what}\n"
            f"last inputs:\n{last}\n"
            f"replay: .venv/bin/python tools/monkey.py --seed {self.seed} "
            f"--frames {self.frame}{'' if self.check_leaks else ' --no-leaks'}"
            f"{self.replay_flags}")


# ---- the couch a seed plays on --------------------------------------------------------------
COUCH_SIZES = [(960, 540), (1280, 720), (640, 360), (640, 480), (800, 600), (1024, 768),
               (700, 900), (1366, 768), (1920, 1080)]
"""Window sizes a couch starts with (at least the app's minimum)."""


@dataclass
class Couch:
    """How the box is set up before a seed's first frame: the window, the settings a
    household chose, the pads plugged in, and where it starts (the launcher, or a table
    already set up, as `gamebox play` opens one)."""

    size: tuple = WINDOW
    text_size: str = "normal"
    colour_blind: bool = False
    bot_speed: str = "instant"
    pads: int = 0
    table: tuple | None = None
    match_seed: int = 4
    broken: tuple = ()
    """Broken files of the user's waiting in the data folder ("save", "map", "pack"): the
    notes they leave are what the Notes screen shows."""
    """(game id, ((kind, controller or level), ...), options) or None: the launcher."""

    def describe(self) -> str:
        where = "launcher" if self.table is None else f"{self.table[0]} x{len(self.table[1])}"
        return (f"{self.size[0]}x{self.size[1]} text {self.text_size}"
                f"{' colour-blind' if self.colour_blind else ''} bots {self.bot_speed}"
                f" pads {self.pads} at {where}"
                f"{' broken ' + '+'.join(self.broken) if self.broken else ''}")


def couch_for(seed: int) -> Couch:
    """The couch of `seed`: its own random stream (the inputs' is left as it was), so a
    seed always meets the same couch. Huge text and small windows come up often: they are
    where layouts break."""
    from gamebox.engine import registry

    rng = random.Random(f"couch {seed}")
    couch = Couch(size=rng.choice(COUCH_SIZES),
                  text_size=rng.choice(("small", "normal", "large", "huge", "huge")),
                  colour_blind=rng.random() < 0.4,
                  bot_speed=rng.choice(("instant", "instant", "fast", "normal", "slow")),
                  pads=rng.choice((0, 1, 2, 2, 3)))
    if rng.random() < 0.5:
        entries = [entry for entry in registry.load_all() if entry.playable]
        game = rng.choice(entries).game
        couch.table = (game.id, table_seats(rng, game, couch.pads), table_options(rng, game))
        couch.match_seed = rng.randrange(1_000_000)
    if rng.random() < 0.3:  # drawn last: the couches of earlier versions stay as they were
        couch.broken = tuple(kind for kind in BROKEN_FILES if rng.random() < 0.6) or ("save",)
    return couch


BROKEN_FILES = {
    "save": ("saves/guts-broken.json", '{"game": "guts", "log": [1, 2'),
    "map": ("content/maps/grungeon/broken.tmx", '<?xml version="1.0"?>\n<map width="9"'),
    "pack": ("content/packs/guts/broken.yaml", "cards:\n  - name: [unclosed\n"),
}
"""A user's broken files, by kind: (path in the data folder, contents)."""


def plant_broken_files(kinds) -> None:
    """Write the broken files of `kinds` into the (fresh, private) data folder."""
    from gamebox.engine.paths import user_data_dir

    for kind in kinds:
        path, contents = BROKEN_FILES[kind]
        target = user_data_dir() / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(contents, encoding="utf-8")


def table_seats(rng: random.Random, game, pads: int) -> tuple:
    """A seat list for `game`: any count it takes, the keyboard at most once, each plugged
    pad at most once, bots (at any level) in the rest; now and then bots only. (Hard bots
    search the engine's quick iteration budget there: see `seat_the_couch`.)"""
    count = rng.randint(game.min_seats, game.max_seats)
    people = ["kbd"] + [f"pad{n}" for n in range(1, pads + 1)]
    rng.shuffle(people)
    if rng.random() < 0.1:
        people = []  # a table of bots, watched
    seats = []
    for _ in range(count):
        if people and rng.random() < 0.7:
            seats.append(("human", people.pop()))
        else:
            seats.append(("bot", rng.choice(("easy", "normal", "hard"))))
    return tuple(seats)


def table_options(rng: random.Random, game) -> dict:
    """Each of `game`'s options stepped a few times from its default, as the seat setup's
    arrows step it (short turn limits and timers end games sooner)."""
    from gamebox.scenes.setup import step_option_value

    options = game.default_options()
    for option in game.options:
        for _ in range(rng.choice((0, 0, 1, 2, 3))):
            options[option.key] = step_option_value(option, options[option.key],
                                                    rng.choice((1, -1)))
    return options


# ---- the command line --------------------------------------------------------------------
def make_app(folder: Path, couch: Couch | None = None):
    """A headless app as the tests make it (its own settings file), on `couch` (by default
    the plain one: a 960x540 window, normal text, bots at once, the launcher)."""
    import pygame

    from gamebox.app import App

    couch = couch or Couch()
    app = App(size=couch.size, settings_file=folder / "settings.json", start_devices=False)
    pygame.event.clear()
    seat_the_couch(app, couch)
    return app


def seat_the_couch(app, couch: Couch) -> None:
    """Set `app` (just made, its stack empty) up as `couch` says: settings, pads, and the
    launcher, with a table over it when the couch starts at one. Its hard bots search
    `search.QUICK` (iterations, not the settings' time), so a seed plays the same on any
    machine and a run's frames are not spent waiting for a second's thought."""
    from gamebox.engine import registry
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.engine.search import QUICK
    from gamebox.scenes.launcher import LauncherScene

    app.settings.bot_speed = couch.bot_speed
    app.settings.text_size = couch.text_size
    app.settings.colour_blind = couch.colour_blind
    app.apply_settings()
    for n in range(couch.pads):
        app.input.add_pad(PAD_IDS[n], PAD_NAMES[n % len(PAD_NAMES)])
    app.push(LauncherScene(app))
    if couch.table is not None:
        game_id, seats, options = couch.table
        specs = [SeatSpec(kind, how, f"P{n + 1}") for n, (kind, how) in enumerate(seats)]
        app.apply_pending()
        app.open_match(Match.start(registry.get(game_id), specs, dict(options),
                                   couch.match_seed, think=QUICK))


def seed_saves(seed: int, count: int = 6) -> None:
    """`count` saved games in the data folder, a few moves into each (one person on the
    keyboard, bots in the other seats), so the launcher has more than its Continue rows hold
    and "All saved games" with its put-away screen can be reached."""
    from gamebox.engine import registry
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.engine.saves import saves_dir, save_match

    rng = random.Random(seed)
    games = [entry.game for entry in registry.load_all() if entry.playable]
    for n in range(count):
        game = rng.choice(games)
        seats = [SeatSpec("human", "kbd", "Ann")] + [
            SeatSpec("bot", "easy", f"Bot {k}") for k in range(1, game.min_seats)]
        match = Match.start(game, seats, None, rng.randrange(1_000_000))
        while match.bot_to_act() is not None and not match.state.is_over() \
                and len(match.state.log) < 6:
            match.bot_step()
        save_match(match, saves_dir() / f"{game.id}-seeded-{n}.json")


def run_seed(seed: int, frames: int, coverage: Coverage, check_text: bool = True,
             check_leaks: bool = True, couch: Couch | None = None,
             replay_flags: str = "") -> str | None:
    """One run in a fresh data folder on `couch` (the plain one by default); the failure's
    report, or None."""
    with tempfile.TemporaryDirectory(prefix=f"monkey-{seed}-") as tmp:
        folder = Path(tmp)
        prepare_environment(folder)
        from gamebox.ui import theme

        if seed % 2:
            seed_saves(seed)  # odd seeds start with saves waiting, even ones with none
        plant_broken_files((couch or Couch()).broken)
        app = make_app(folder, couch)
        coverage.couches[(couch or Couch()).text_size + " text"] += 1
        coverage.couches["at a table" if (couch or Couch()).table else "at the launcher"] += 1
        try:
            Monkey(app, seed, coverage, check_text, check_leaks, replay_flags).run(frames)
        except MonkeyFailure as failure:
            return str(failure)
        finally:
            app.close()
            theme.configure()
    return None


def seed_list(text: str) -> list[int]:
    """"7", "1-20" or "1,5,9" as a list of seeds."""
    out = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        out += list(range(int(low), int(high or low) + 1))
    return out


def couch_arguments(parser: argparse.ArgumentParser) -> None:
    """Flags that set the couch instead of the seed (each seed picks its own by default)."""
    parser.add_argument("--plain", action="store_true",
                        help="the plain couch of the first version: 960x540, normal text, "
                             "bots at once, no pads, the launcher")
    parser.add_argument("--size", help='start window size, "WxH"')
    parser.add_argument("--text-size", choices=("small", "normal", "large", "huge"))
    parser.add_argument("--colour-blind", choices=("on", "off"))
    parser.add_argument("--bot-speed", choices=("instant", "fast", "normal", "slow"))
    parser.add_argument("--start", choices=("launcher", "seed"), default="seed",
                        help="launcher: never start at a table")


def couch_from(args, seed: int) -> tuple[Couch, str]:
    """The couch for `seed` with the command line's changes, and the flags that replay it."""
    couch = Couch() if args.plain else couch_for(seed)
    flags = " --plain" if args.plain else ""
    if args.size:
        width, _, height = args.size.lower().partition("x")
        couch.size = (int(width), int(height))
        flags += f" --size {args.size}"
    for name in ("text_size", "bot_speed"):
        value = getattr(args, name)
        if value:
            setattr(couch, name, value)
            flags += f" --{name.replace('_', '-')} {value}"
    if args.colour_blind:
        couch.colour_blind = args.colour_blind == "on"
        flags += f" --colour-blind {args.colour_blind}"
    if args.start == "launcher":
        couch.table = None
        flags += " --start launcher"
    return couch, flags


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, help="one seed (replay a failure with it)")
    parser.add_argument("--seeds", default="1", help='seeds to run in turn: "1-20", "3,8"')
    parser.add_argument("--frames", type=int, default=2000, help="frames per seed")
    parser.add_argument("--no-leaks", action="store_true",
                        help="plant no private markers (the games then play unaltered)")
    parser.add_argument("--keep-going", action="store_true",
                        help="after a failing seed, run the next ones too")
    couch_arguments(parser)
    args = parser.parse_args(argv)
    seeds = [args.seed] if args.seed is not None else seed_list(args.seeds)
    coverage = Coverage()
    failures = 0
    for seed in seeds:
        couch, flags = couch_from(args, seed)
        report = run_seed(seed, args.frames, coverage, check_leaks=not args.no_leaks,
                          couch=couch, replay_flags=flags)
        if report:
            failures += 1
            print(report + f"\ncouch: {couch.describe()}", flush=True)
            if not args.keep_going:
                break
        else:
            print(f"seed {seed}: {args.frames} frames, fine ({couch.describe()})", flush=True)
    print(coverage.summary())
    print(f"{failures} failing seed(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
