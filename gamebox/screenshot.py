"""`gamebox screenshot TARGET`: render one scene to a PNG, headless.

Targets: ``launcher``, ``setup:GAME``, ``rules:GAME``, ``results:GAME``, ``pause:GAME``, and
``GAME`` (a seeded position a few bot moves in, shown as the public table).
"""
from __future__ import annotations

import os
from pathlib import Path


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def seeded_match(game, seed: int, moves: int | None = None):
    """A match of bots a few moves in (the position a screenshot or benchmark shows)."""
    from .engine.match import Match, SeatSpec

    count = min(game.max_seats, max(game.min_seats, 3))
    match = Match.start(game, [SeatSpec("bot", "normal") for _ in range(count)], None, seed)
    steps = moves if moves is not None else 2 + seed % 5
    for _ in range(steps):
        if match.state.is_over():
            break
        seat = match.bot_to_act()
        legal = match.state.legal_actions(seat)
        after = match.state.clone()
        after.apply_unchecked(seat, legal[0])
        if after.is_over():
            break  # keep the picture a game in progress
        match.bot_step()
    return match


def scene_for(app, target: str, seed: int):
    """The scene (and any scenes beneath it) a target names, pushed onto `app`."""
    from .engine import registry
    from .scenes.launcher import LauncherScene

    kind, _, game_id = target.partition(":")
    if target in ("launcher", "notes"):
        launcher = LauncherScene(app)
        app.push(launcher)
        if target == "notes":  # the launcher's Notes screen, over it
            from .scenes.notes import show_all_notes

            app.apply_pending()
            launcher.load_now()
            show_all_notes(app, launcher.notes())
        return
    if not game_id:
        kind, game_id = "table", kind
    game = registry.get(game_id)
    if kind == "setup":
        from .scenes.setup import SeatSetupScene

        app.push(SeatSetupScene(app, game))
    elif kind == "rules":
        from .scenes.rules_scene import RulesScene

        app.push(RulesScene(app, game))
    elif kind in ("table", "pause"):
        from .app import scene_class_for

        table = scene_class_for(game.id)(app, seeded_match(game, seed))
        app.push(table)
        if kind == "pause":
            from .scenes.pause import PauseScene

            app.push(PauseScene(app, table))
    elif kind == "results":
        from .scenes.results import ResultsScene

        match = seeded_match(game, seed, moves=0)
        while not match.state.is_over():
            match.bot_step()
        app.push(ResultsScene(app, match))
    else:
        raise ValueError(f"unknown screenshot target {target!r}: use launcher, notes, setup:GAME, "
                         "rules:GAME, pause:GAME, results:GAME or GAME")


def settle(app) -> None:
    """Finish what a real window does over its first frames before a person looks: the
    launcher loads its games and their content over the frames after its first, so a picture
    taken at once would still say "Opening the box..." on every tile."""
    from .scenes.launcher import LauncherScene

    for scene in app.stack:
        if isinstance(scene, LauncherScene):
            scene.load_now()


def render_to_png(target: str, out, size: tuple[int, int] = (1920, 1080), seed: int = 1) -> Path:
    """Draw `target` at `size` and write it to `out` as PNG; return the path."""
    _headless()
    import pygame

    from .app import App

    app = App(size=size, start_devices=False)
    try:
        scene_for(app, target, seed)
        app.apply_pending()
        settle(app)
        surface = pygame.Surface(size)
        app.draw(surface)
        out = Path(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(out))
    finally:
        app.close()
    return out
