"""Helpers for tests that drive scenes: find a button, focus it, open the launcher or seat
setup, let a seat look at a table or the bots play, record the text a scene writes."""
from __future__ import annotations


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
