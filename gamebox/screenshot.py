"""`gamebox screenshot TARGET`: render one scene to a PNG, headless.

Targets: ``launcher``, ``setup:GAME``, ``rules:GAME``, ``results:GAME``, ``pause:GAME``,
``hint:GAME`` (a person's decision with the hint's box open behind its lifted curtain) and
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


HINT_SHOT_ITERATIONS = 300
"""The hint's search budget in a screenshot (iterations: the same picture on any machine)."""


def hint_match(game, seed: int, decisions: int = 800):
    """A match of normal bots played until seat 0 has a choice whose hint gives a telling
    reason (a chance or an amount: "40% risk", "+3 glory"; else the first with any reason),
    its first moves skipped, then seat 0 handed to a person on the keyboard: the position
    the ``hint:GAME`` screenshot shows."""
    from .engine.advice import Adviser
    from .engine.match import Match
    from .engine.search import Budget

    match = seeded_match(game, seed, moves=0)
    state = match.state
    reasoned = chosen = None  # log lengths: the first choice with a reason, the last choice
    for _ in range(decisions):
        if state.is_over():
            break
        if 0 in state.to_act() and len(state.legal_actions(0)) > 1 and len(state.log) >= 12:
            seen = [e for e in match.history if e.visible_to(0)]
            reason = Adviser(game, state, 0, seen,
                             Budget(iterations=HINT_SHOT_ITERATIONS)).advice().reason
            if reason and any(mark in reason for mark in "%+"):
                break  # a telling reason: this is the picture
            chosen = len(state.log)
            if reason and reasoned is None:
                reasoned = chosen
        match.bot_step(single=True)
    else:
        state = None  # no telling reason in time
    back_to = reasoned if reasoned is not None else chosen
    if (state is None or state.is_over()) and back_to is not None:
        played = match.state
        match = Match.replay(game, match.seats, played.options, played.seed, played.content,
                             played.log[:back_to])
    match.take_seat(0)
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
    elif kind == "declare":
        _push_declare(app, game, seed)
    elif kind == "watch":
        _push_watch(app, game, seed)
    elif kind in ("table", "pause"):
        from .app import scene_class_for

        table = scene_class_for(game.id)(app, seeded_match(game, seed))
        app.push(table)
        if kind == "pause":
            from .scenes.pause import PauseScene

            app.push(PauseScene(app, table))
    elif kind == "hint":
        from .app import scene_class_for
        from .engine.search import Budget

        table = scene_class_for(game.id)(app, hint_match(game, seed))
        app.push(table)
        app.apply_pending()
        table.taught.add(0)  # no first-turn guide over the picture
        table.curtain.lift(0)
        table.on_eyes_changed()
        table.walkthrough = None
        table.hint_budget = Budget(iterations=HINT_SHOT_ITERATIONS)
        table.advice_open = True
        table.think_hint()
        while table.advice is None and table.adviser is not None:
            table.think_hint()
    elif kind == "results":
        from .scenes.results import ResultsScene

        match = seeded_match(game, seed, moves=0)
        while not match.state.is_over():
            match.bot_step()
        app.push(ResultsScene(app, match))
    else:
        raise ValueError(f"unknown screenshot target {target!r}: use launcher, notes, setup:GAME, "
                         "rules:GAME, pause:GAME, results:GAME, hint:GAME or GAME")


def _human_table(app, game, match, seat: int = 0):
    """`match`'s table with `seat`'s curtain lifted and its first-turn guide closed."""
    from .app import scene_class_for

    table = scene_class_for(game.id)(app, match)
    app.push(table)
    app.apply_pending()
    if seat in table.curtain.humans_to_act():
        table.curtain.lift(seat)
        table.on_eyes_changed()
    table.walkthrough = None
    return table


def _push_declare(app, game, seed: int) -> None:
    """``declare:GAME``: the first decision of a game a person plays in the first seat
    against bots, behind a lifted curtain (Guts: the hunger and anger pickers)."""
    from .engine.match import Match, SeatSpec

    seats = [SeatSpec("human", "kbd", "Player 1")] + [
        SeatSpec("bot", "normal") for _ in range(min(game.max_seats, 3) - 1)]
    _human_table(app, game, Match.start(game, seats, None, seed))


def _push_watch(app, game, seed: int) -> None:
    """``watch:GAME``: a game whose one person is out while bots play on, at the offer to
    watch them or skip to the end. The bots play every seat until one is out; the game is
    then replayed with a person in that seat (the log decides, as in a save)."""
    from .engine.match import Match, SeatSpec

    count = min(game.max_seats, max(game.min_seats, 3))
    for attempt in range(seed, seed + 40):
        bots = Match.start(game, [SeatSpec("bot", "normal") for _ in range(count)], None,
                           attempt)
        out = []
        while not bots.state.is_over() and not out:
            bots.bot_step()
            out = [s for s in range(count) if game_out(bots.state, s)]
        if out and not bots.state.is_over():
            seats = [SeatSpec("human", "kbd", "Player 1") if s == out[0] else
                     SeatSpec("bot", "normal") for s in range(count)]
            match = Match.replay(game, seats, None, attempt, bots.state.content,
                                 list(bots.state.log))
            table = _human_table(app, game, match, out[0])
            table.check_out()
            return
    raise ValueError(f"no seat of {game.id} is out before the end in 40 seeded games")


def game_out(state, seat: int) -> bool:
    out = getattr(state, "out_of_game", None)
    return bool(out and out(seat))


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
