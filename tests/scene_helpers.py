"""Helpers for tests that drive scenes: a driver that posts real events into the app, find a
button, focus it, open the launcher or seat setup, size the window, let a seat look at a
table or the bots play, record the text a scene writes."""
from __future__ import annotations

import pygame

from gamebox.scenes.curtain import HOLD_SECONDS


class Driver:
    """Posts keyboard, mouse and pad events into SDL's queue and runs frames of the app."""

    def __init__(self, app) -> None:
        self.app = app

    def frame(self, dt: float = 0.016) -> None:
        self.app.step(dt=dt)

    def key(self, key: int, mod: int = 0, dt: float = 0.016) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="",
                                             scancode=0))
        self.frame(dt)

    def type_text(self, text: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.frame()

    def hold_key(self, key: int = pygame.K_RETURN, seconds: float = HOLD_SECONDS + 0.1) -> None:
        """Hold a key down for `seconds` of app time, then let go."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
        self.frame(0.0)
        steps = 4
        for _ in range(steps):
            self.frame(seconds / steps)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="",
                                             scancode=0))
        self.frame(0.0)

    def click(self, pos, dt: float = 0.016) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frame(dt)

    def pad(self, instance_id: int, button: int, dt: float = 0.016) -> None:
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN,
                                             instance_id=instance_id, button=button))
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP,
                                             instance_id=instance_id, button=button))
        self.frame(dt)

    def settle(self, frames: int = 3) -> None:
        for _ in range(frames):
            self.frame(0.0)


def button(scene, value):
    """The scene's button whose value is `value` (laid out afresh first)."""
    scene.layout()
    return next(b for b in scene.ring.buttons if b.value == value)


def focus(scene, value) -> None:
    """Put the focus on the button whose value is `value`."""
    scene.layout()
    scene.ring.index = next(i for i, b in enumerate(scene.ring.buttons) if b.value == value)


def open_launcher(app, drive):
    """The launcher, pushed and settled, its tiles and saves loaded and laid out."""
    from gamebox.scenes.launcher import LauncherScene

    app.push(LauncherScene(app))
    drive.settle()
    launcher = app.top
    launcher.load_now()
    launcher.invalidate()
    launcher.layout()
    return launcher


def open_setup(app, drive, game):
    """Seat setup for `game`, pushed and settled."""
    from gamebox.scenes.setup import SeatSetupScene

    app.push(SeatSetupScene(app, game))
    drive.settle()
    return app.top


def continue_buttons(scene) -> dict:
    """The scene's Continue buttons (the launcher's or the saved games list's rows), by the
    path of their save, laid out afresh first."""
    scene.layout()
    return {b.value[1]: b for b in scene.ring.buttons if b.value[0] == "save"}


def use_size(app, size, text="normal") -> None:
    """Draw the app at `size` with text size `text` from now on (the app fixture's window is
    960x540; it puts the normal text size back afterwards)."""
    from gamebox.ui import theme

    theme.configure(text)
    app.surface = pygame.Surface(size)


def resize(app, size) -> None:
    """Resize the window the way a window manager does, and let a frame pass."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step(dt=0.0, events=[pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                                 h=size[1])])
    assert app.surface.get_size() == size


def huge_text_table(app, game_id, specs, seed=3):
    """`game_id`'s table at huge text in the app's window, drawn once; the table scene."""
    from gamebox.app import scene_class_for
    from gamebox.engine import registry
    from gamebox.engine.match import Match

    app.settings.text_size = "huge"
    app.apply_settings()
    table = scene_class_for(game_id)(app, Match.start(registry.get(game_id), specs, None, seed))
    app.push(table)
    app.step(dt=0.0, events=[])
    return table


def record_text(monkeypatch, module) -> list[dict]:
    """Every line `module.draw_text` writes from now on, as dicts: its text, rect, size and
    the keywords it was drawn with (`max_width`, `bold`, `anchor`...)."""
    written: list[dict] = []
    original = module.draw_text

    def recording(surface, text, pos, size, *args, **kwargs):
        rect = original(surface, text, pos, size, *args, **kwargs)
        written.append({"text": text, "rect": rect, "size": size, **kwargs})
        return rect

    monkeypatch.setattr(module, "draw_text", recording)
    return written


def record_coloured(monkeypatch, colour, modules) -> list[tuple]:
    """Every line the `modules`' `draw_text` writes from now on in `colour` (the notes' red,
    say), as (text, rect) pairs, whichever of them draws it."""
    lines: list[tuple] = []

    from gamebox.ui import theme

    def recorder(original):
        def recording(surface, text, pos, size, drawn=theme.TEXT, *args, **kwargs):
            rect = original(surface, text, pos, size, drawn, *args, **kwargs)
            if tuple(drawn) == tuple(colour):
                lines.append((text, rect))
            return rect
        return recording

    for module in modules:
        monkeypatch.setattr(module, "draw_text", recorder(module.draw_text))
    return lines


def more_notes_line(lines: list[tuple]) -> str:
    """The one "+ N more notes" line among the drawn note lines (`record_coloured`'s
    pairs); fails unless there is exactly one."""
    more = [words for words, _ in lines if words.startswith("+ ")]
    assert len(more) == 1 and "more note" in more[0], [w for w, _ in lines]
    return more[0]


def joined(lines: list[str]) -> str:
    """Wrapped lines read back as one text (a path broken after a slash joins up)."""
    out = ""
    for line in lines:
        out += line if not out or out.endswith("/") else " " + line
    return out


def pairs(written: list[dict]) -> list[tuple]:
    """`record_text`'s lines as (text, rect) pairs."""
    return [(w["text"], w["rect"]) for w in written]


def look(table, seat: int) -> None:
    """`seat` lifts its curtain (unless it is looking already) and closes its first-turn
    guide."""
    if table.curtain.eyes() != seat:
        table.curtain.lift(seat)
        table.on_eyes_changed()
    table.walkthrough = None
    table.layout()


def run_bots(table) -> None:
    """Frames until the bots have done all they may (at the "instant" bot speed)."""
    for _ in range(50):
        if table.match.bot_to_act() is None or table.match.state.is_over():
            return
        table.update(0.0)
    raise AssertionError("the bots never handed the turn back")


def finished(game):
    """A match of `game` played to its end by two easy bots (seed 5): what a results screen
    is opened on."""
    from gamebox.engine.match import Match, SeatSpec

    match = Match.start(game, [SeatSpec("bot", "easy", "Bo"), SeatSpec("bot", "easy", "Cy")],
                        None, 5)
    while not match.state.is_over():
        match.bot_step()
    return match


def draw_frame(app) -> None:
    """One frame of the app drawn on its own surface."""
    app.draw(app.surface)


def moves_of(scene, seat: int) -> int:
    """How many decisions `seat` has made in the scene's match."""
    return sum(1 for s, _ in scene.match.state.log if s == seat)
