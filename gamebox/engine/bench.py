"""Engine figures for `gamebox bench`: playout speed, clone time, games/s, bot time, loading.

Every figure is measured on one core in this process; the couch app adds its UI figures
(`gamebox.bench_ui`).
"""
from __future__ import annotations

import itertools
import os
import platform
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
    The loop around the game is kept as bare as it can be: a game's actions are counted from
    its log once it ends, the end is seen as nobody left to act (`to_act` is empty exactly
    when the game is over), and the clone time is measured afterwards, on a game of its own.

    With `games`, exactly that many games are played, however long they take, and no clone is
    timed (`tools/playout_instructions.py` counts the machine instructions of that work).
    """
    seats = len(simulate.default_seats(game))  # the seats the bot games use too
    draw = random.Random(seed).random
    actions = played = 0
    start = time.perf_counter()
    deadline = start + seconds
    # The outer loops are `for` loops on purpose. CPython 3.11 switches a function to its
    # specialised (fast) instructions after 8 calls or 8 unconditional backward jumps, and a
    # `while cond:` loop closes with a conditional one: a function called once or twice whose
    # loops are all `while cond:` loops runs unspecialised throughout (5% more instructions).
    for played in range(games) if games is not None else itertools.count():
        if games is None and time.perf_counter() >= deadline:
            break
        state = game.new_state(seats, None, seed + played, content)
        to_act, legal_actions, apply = state.to_act, state.legal_actions, state.apply_unchecked
        while True:
            acting = to_act()
            if not acting:
                break
            seat = acting[0]
            legal = legal_actions(seat)
            apply(seat, legal[int(draw() * len(legal))])
        if not state.is_over():
            raise RuntimeError(f"{game.name}: nobody is left to act in an unfinished game")
        actions += len(state.log)
    else:  # the loop ran out (`games` given), rather than stopping at the deadline
        played = games
    elapsed = time.perf_counter() - start
    return {"actions_per_s": round(actions / elapsed), "random_actions": actions,
            "random_games": played,
            "clone_us": None if games is not None else clone_time(game, content, seats, seed)}


def clone_time(game: Game, content, seats: int, seed: int = 1, samples: int = 2000) -> float:
    """Median microseconds of `state.clone()` over states met in seeded random games."""
    draw = random.Random(seed).random
    times: list[float] = []
    game_seed = seed
    while len(times) < samples:
        state = game.new_state(seats, None, game_seed, content)
        game_seed += 1
        while not state.is_over() and len(times) < samples:
            seat = state.to_act()[0]
            t = time.perf_counter()
            state.clone()
            times.append(time.perf_counter() - t)
            legal = state.legal_actions(seat)
            state.apply_unchecked(seat, legal[int(draw() * len(legal))])
    return round(1e6 * statistics.median(times), 2)


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
            legal = state.legal_actions(seat)
            t = time.perf_counter()
            action = match.bot_choice(match.bots[seat], seat, legal)  # its view included
            decide.append(time.perf_counter() - t)
            match.act(seat, action)
    elapsed = time.perf_counter() - start
    decide.sort()
    return {"games_per_s": round(games / elapsed, 1),
            "bot_decide_ms_median": round(1e3 * statistics.median(decide), 3),
            "bot_decide_ms_max": round(1e3 * decide[-1], 3)}


def search_positions(game: Game, content, count: int = 8, seed: int = 1) -> list:
    """(state, seat, legal) at decisions with a choice, from seeded games of normal bots
    (every fifth such decision of the first seats, so the search meets early and late
    positions)."""
    from .match import SeatSpec

    specs = simulate.default_seats(game)
    found: list = []
    for k in itertools.count():
        if len(found) >= count:
            break
        match = Match.start(game, [SeatSpec(s.kind, s.controller) for s in specs], None,
                            seed + k, content)
        state = match.state
        n = 0
        while not state.is_over() and len(found) < count:
            seat = match.bot_to_act()
            legal = state.legal_actions(seat)
            if len(legal) > 1:
                n += 1
                if n % 5 == 0:
                    found.append((state.clone(), seat, list(legal)))
            match.bot_step(single=True)
    return found


def _random_playout(game: Game):
    """The game's random-rollout playout for its search bot (`playout.RandomPlayout` in its
    package), or the engine's plain one."""
    import importlib

    from .search import Playout

    package = type(game).__module__.rsplit(".", 1)[0]
    try:
        return importlib.import_module(package + ".playout").RandomPlayout()
    except (ImportError, AttributeError):
        return Playout()


def search_figures(game: Game, content, seconds: float = 1.0, think_ms: int = 200,
                   decisions: int = 6) -> dict:
    """The search bot's figures: determinizations per second, search iterations per second
    with random rollouts (one core) and with the hard bot's own rollouts (its playout, in
    its decisions), and how long a hard (search) decision takes against its time budget
    (`think_ms`). None where the game cannot be determinized."""
    from .match import make_bot
    from .rng import Rng
    from .search import Budget, search

    positions = search_positions(game, content)
    try:
        positions[0][0].determinize(positions[0][1], Rng(1))
    except NotImplementedError:
        return {"determinizations_per_s": None}
    rng = Rng(5)
    made = 0
    start = time.perf_counter()
    for made in itertools.count(1):  # not `while`: see `random_playouts`
        state, seat, _legal = positions[made % len(positions)]
        state.determinize(seat, rng)
        if time.perf_counter() - start >= seconds:
            break
    det_rate = made / (time.perf_counter() - start)
    iterations = 0
    spent = 0.0
    share = max(seconds / len(positions), 0.05)
    for state, seat, legal in positions:
        result = search(state, seat, legal, Rng(7), Budget(ms=max(1, int(1000 * share))),
                        _random_playout(game))
        iterations += result.iterations
        spent += result.seconds
    times = []
    hard_iterations = 0
    hard_spent = 0.0
    for k in range(decisions):
        state, seat, legal = positions[k % len(positions)]
        bot = make_bot(game, seat, "hard", k, Budget(ms=think_ms))
        t = time.perf_counter()
        bot.decide(state, legal)
        times.append(1e3 * (time.perf_counter() - t))
        last = getattr(bot, "last", None)
        if last is not None and last.iterations:
            hard_iterations += last.iterations
            hard_spent += last.seconds
    return {"determinizations_per_s": round(det_rate),
            "search_iterations_per_s": round(iterations / spent) if spent else None,
            "hard_iterations_per_s": round(hard_iterations / hard_spent) if hard_spent
            else None,
            "hard_budget_ms": think_ms,
            "hard_decide_ms_median": round(statistics.median(times), 1),
            "hard_decide_ms_max": round(max(times), 1)}


def content_loading() -> dict:
    """Milliseconds to load and validate every game's shipped content and maps."""
    start = time.perf_counter()
    registry.load_all()
    return {"load_all_content_ms": round(1e3 * (time.perf_counter() - start), 1)}


def interpreter() -> dict:
    """The Python the figures were measured on. Two builds of one version differ by a tenth
    or more: a distribution's own (optimised with profile data and link-time optimisation,
    like Debian's `/usr/bin/python3.11`) runs this code faster than one built from source
    without them (pyenv's default)."""
    return {"python": platform.python_version(), "implementation": platform.python_implementation(),
            "build": " ".join(platform.python_build()), "compiler": platform.python_compiler(),
            "executable": sys.executable, "cores": os.cpu_count()}


def run(report: dict, seconds: float = 1.0) -> None:
    """Fill `report["engine"]` with the figures of every playable game, and
    `report["interpreter"]` with what they were measured on."""
    report["interpreter"] = interpreter()
    engine: dict = {"content": content_loading(), "games": {}}
    for entry in registry.load_all():
        if not entry.playable:
            engine["games"][entry.id] = {"error": entry.error}
            continue
        game = entry.game
        content = game.load_content()
        figures = random_playouts(game, content, seconds)
        figures.update(bot_games(game, content, seconds))
        figures.update(search_figures(game, content, seconds))
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
