"""Render the direct-control screenshots (issue 23) headless, through real input events.

``grungeon-direct-WxH.png``: a person's turn in the Grungeon with a move queued by an arrow
key (the queue beside the room says it, Commit has the focus) and the key tips under the
panel. ``guts-drag-WxH.png``: a Guts plate card in the middle of a drag towards a mouth
slot, the free slots lit, the card under the pointer and named in the prompt bar.

    SDL_VIDEODRIVER=dummy GAMEBOX_DATA=/tmp/shots .venv/bin/python tools/direct_control_shots.py \
        --size 1920x1080 --out docs/screens
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from gamebox.app import App  # noqa: E402
from gamebox.engine import registry  # noqa: E402
from gamebox.engine.match import Match, SeatSpec  # noqa: E402


def key(app, k) -> None:
    app.step(dt=0.0, events=[pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                                scancode=0),
                             pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="",
                                                scancode=0)])


def settle(app, table) -> None:
    for _ in range(40):
        table.update(0.5)
        if table.match.bot_to_act() is None and not table.beat_playing():
            break
    app.dirty = True
    app.step(dt=0.0, events=[])


def grungeon(app) -> pygame.Surface:
    game = registry.get("grungeon")
    match = Match.start(game, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "normal", "Bo"),
                               SeatSpec("bot", "normal", "Cy")], {"turn_seconds": 0}, 5)
    table = app.open_match(match, autosave=False)
    app.apply_pending()
    state = match.state
    while state.phase != "play":
        settle(app, table)
        if state.phase != "play" and 0 in state.to_act():
            match.act(0, state.legal_actions(0)[0])
    state.inv[0] = ["iron_axe", "potion"]  # something to attack and use with
    state.touch()
    match.revision += 1
    table.curtain.lift(0)
    table.on_eyes_changed()
    table.walkthrough = None
    settle(app, table)
    sides = state.view(0)["room"]["sides"]
    way = next(d for d in ("right", "down", "left", "up") if sides[d] != "wall")
    key(app, {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT,
              "right": pygame.K_RIGHT}[way])
    key(app, pygame.K_a)
    settle(app, table)
    app.draw()
    return app.surface


def guts_drag(app) -> pygame.Surface:
    game = registry.get("guts")
    match = Match.start(game, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "normal", "Bo"),
                               SeatSpec("bot", "normal", "Cy")], None, 3)
    table = app.open_match(match, autosave=False)
    app.apply_pending()
    state = match.state
    for _ in range(200):
        settle(app, table)
        acting = state.to_act()
        if 0 in acting and state.legal_actions(0)[0].kind == "feed":
            break
        if 0 in acting:
            match.act(0, state.legal_actions(0)[0])
    if table.curtain.down_for() is not None:
        table.curtain.lift(0)
    table.walkthrough = None
    settle(app, table)
    card = next(k for k in table.hits if k.startswith("plate#") and k in table.targets(0).ids)
    start = table.hits[card].center
    drops, _ = table.drops_for(0, card)
    slot = table.hits[sorted(drops)[0]]
    to = (slot.centerx + slot.width // 3, slot.centery - slot.height // 4)
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for k in range(1, 5):
        events.append(pygame.event.Event(
            pygame.MOUSEMOTION, rel=(0, 0), buttons=(1, 0, 0),
            pos=(start[0] + (to[0] - start[0]) * k * 2 // 9,
                 start[1] + (to[1] - start[1]) * k * 2 // 9)))
    app.step(dt=0.0, events=events)
    app.dirty = True
    app.draw()
    return app.surface


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--out", default="docs/screens")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, shoot in (("grungeon-direct", grungeon), ("guts-drag", guts_drag)):
        app = App(size=(w, h), start_devices=False)
        app.settings.bot_speed = "instant"
        app.settings.pace = "instant"
        app.settings.guided = {g: ["Ann"] for g in ("guts", "grungeon")}
        surface = shoot(app)
        path = out / f"{name}-{w}x{h}.png"
        pygame.image.save(surface, str(path))
        print(path)
        app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
