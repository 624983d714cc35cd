"""Engine figures for `gamebox bench`: playout speed, clone time, games/s, bot time, loading.

Every figure is measured on one core in this process; the couch app adds its UI figures
(`gamebox.bench_ui`).
"""
from __future__ import annotations

import itertools
import random
import statistics
import sys
import time

from . import registry, simulate
from .match import Match
from .protocol import Game


def random_playouts(game: Game, content, seconds: float = 1.0, seed: int = 1,
                    games: int | None = None) -> dict:
    """Actions per second of random play: legal_actions + apply, nothing else.

    The random player draws with Python's Mersenne Twister (written in C), not the games'
    `Rng`: its choices are not part of any game, and a pure-Python draw would cost a tenth of
    what is measured. Game k starts from seed `seed + k`, so every run does the same work.

    With `games`, exactly that many games are played, however long they take, and no clone is
    timed (`tools/playout_instructions.py` counts the machine instructions of that work).
    """
    seats = len(simulate.default_seats(game))  # the seats the bot games use too
    draw = random.Random(seed).random
    actions = played = 0
    timed = games is None
    clone_samples: list[float] = []
    start = time.perf_counter()
    deadline = start + seconds
    # The outer loop is a `for` loop on purpose. CPython 3.11 switches a function to its
    # specialised (fast) instructions after 8 calls or 8 unconditional backward jumps, and a
    # `while cond:` loop closes with a conditional one: a function called once or twice whose
    # loops are all `while` loops runs unspecialised throughout (5% more instructions here).
    for played in range(games) if games is not None else itertools.count():
        if timed and time.perf_counter() >= deadline:
            break
        state = game.new_state(seats, None, seed + played, content)
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            state.apply_unchecked(seat, legal[int(draw() * len(legal))])
            actions += 1
            if timed and actions % 97 == 0 and len(clone_samples) < 2000:
                t = time.perf_counter()
                state.clone()
                clone_samples.append(time.perf_counter() - t)
    else:  # the loop ran out (`games` given), rather than stopping at the deadline
        played = games
    elapsed = time.perf_counter() - start
    return {"actions_per_s": round(actions / elapsed), "random_actions": actions,
            "random_games": played,
            "clone_us": round(1e6 * statistics.median(clone_samples), 2) if clone_samples else None}


def bot_games(game: Game, content, seconds: float = 1.5, seed: int = 1) -> dict:
    """Full games per second with normal bots, and how long a bot takes to decide."""
    specs = simulate.default_seats(game)
    decide: list[float] = []
    start = time.perf_counter()
    for games in itertools.count():  # not `while`: see `random_playouts`
        if time.perf_counter() - start >= seconds:
            break
        match = Match.start(game, [type(s)(s.kind, s.controller) for s in specs], None,
                            seed + games, content)
        state = match.state
        while not state.is_over():
            seat = match.bot_to_act()
            view, legal = state.view(seat), state.legal_actions(seat)
            t = time.perf_counter()
            action = match.bots[seat].choose(view, legal)
            decide.append(time.perf_counter() - t)
            match.act(seat, action)
    elapsed = time.perf_counter() - start
    decide.sort()
    return {"games_per_s": round(games / elapsed, 1),
            "bot_decide_ms_median": round(1e3 * statistics.median(decide), 3),
            "bot_decide_ms_max": round(1e3 * decide[-1], 3)}


def content_loading() -> dict:
    """Milliseconds to load and validate every game's shipped content and maps."""
    start = time.perf_counter()
    registry.load_all()
    return {"load_all_content_ms": round(1e3 * (time.perf_counter() - start), 1)}


def run(report: dict, seconds: float = 1.0) -> None:
    """Fill `report["engine"]` with the figures of every playable game."""
    engine: dict = {"content": content_loading(), "games": {}}
    for entry in registry.load_all():
        if not entry.playable:
            engine["games"][entry.id] = {"error": entry.error}
            continue
        game = entry.game
        content = game.load_content()
        figures = random_playouts(game, content, seconds)
        figures.update(bot_games(game, content, seconds))
        engine["games"][entry.id] = figures
    engine["peak_memory_mb"] = peak_memory_mb()
    report["engine"] = engine


def peak_memory_mb() -> float | None:
    """This process's peak resident memory so far (None where the platform cannot tell)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # Linux reports kilobytes, macOS bytes
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)
