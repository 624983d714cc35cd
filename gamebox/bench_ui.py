"""UI figures for `gamebox bench`: cold start to the launcher's first frame, frame times per
scene at 1920x1080, and peak memory. The video driver and SDL hints are part of the report,
since every figure depends on them."""
from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time

SIZE = (1920, 1080)
FRAMES = 120
COLD_RUNS = 5
MID_GAME_MOVES = {"ggt": 60}
"""Bot moves played before a table's frames are timed, for a game whose seeded opening
(`screenshot.seeded_match`: a few moves in) shows no board yet: Grunt, Growl and Tear's
first moves choose and place the Monsters (the roster, not the hex map its target is for).
Other games are timed at the screenshot's position."""
BEAT_FRAMES = 600
"""Frames a `table-beat` row waits for a bot's move to start playing out."""


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def cold_start(runs: int = COLD_RUNS) -> dict:
    """Seconds from starting `python -m gamebox` to the launcher's first frame (median), and
    to the launcher settled with every game's tile and content loaded."""
    first, settled = [], []
    for name, var, marker in (("first", "GAMEBOX_EXIT_AFTER_FIRST_FRAME", "first-frame"),
                              ("settled", "GAMEBOX_EXIT_WHEN_SETTLED", "settled")):
        env = dict(os.environ)
        env[var] = "1"
        for _ in range(runs):
            start = time.perf_counter()
            proc = subprocess.Popen([sys.executable, "-m", "gamebox"], stdout=subprocess.PIPE,
                                    stderr=subprocess.DEVNULL, env=env, text=True)
            line = proc.stdout.readline() if proc.stdout else ""
            elapsed = time.perf_counter() - start
            proc.wait(timeout=30)
            if line.strip() == marker:
                (first if name == "first" else settled).append(elapsed)
    child_peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {"median_s": round(statistics.median(first), 3) if first else None,
            "settled_median_s": round(statistics.median(settled), 3) if settled else None,
            "runs": len(first), "peak_memory_mb": round(child_peak_mb, 1)}


def frame_times(app, scene_builder, frames: int = FRAMES) -> dict:
    """Median and p99 milliseconds to draw and flip one full frame of a scene."""
    import pygame

    app.settings.bot_speed = "slow"  # bots must not play during the measurement
    app.reset(scene_builder(app))
    app.apply_pending()
    samples = []
    for _ in range(frames):
        start = time.perf_counter()
        app.stack[-1].update(0.0)
        app.draw()
        pygame.display.flip()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return {"median_ms": round(statistics.median(samples), 2),
            "p99_ms": round(samples[min(len(samples) - 1, int(len(samples) * 0.99))], 2)}


def scene_builders() -> dict:
    """Name -> function(app) -> scene, for the launcher, every setup and every game table."""
    from .app import scene_class_for
    from .engine import registry
    from .scenes.launcher import LauncherScene
    from .scenes.setup import SeatSetupScene
    from .screenshot import seeded_match

    builders = {"launcher": LauncherScene}
    for entry in registry.load_all():
        if not entry.playable:
            continue
        game = entry.game
        builders[f"setup:{game.id}"] = lambda app, g=game: SeatSetupScene(app, g)

        def table(app, g=game):
            return scene_class_for(g.id)(app, seeded_match(g, 1, MID_GAME_MOVES.get(g.id)))

        def looking(app, g=game):
            scene = scene_class_for(g.id)(app, seeded_match(g, 1, MID_GAME_MOVES.get(g.id)))
            match = scene.match
            for seat in match.state.to_act():
                match.take_seat(seat, "kbd")  # a person looking at their own view
                scene.curtain.lift(seat)
                scene.on_eyes_changed()
                break
            return scene

        def beat(app, g=game):
            # a bot's move playing out at the normal pace: a step under way, its piece in
            # flight (`update(0.0)` in `frame_times` holds it there)
            app.settings.pace = "normal"
            app.settings.bot_speed = "instant"
            scene = scene_class_for(g.id)(app, seeded_match(g, 1, MID_GAME_MOVES.get(g.id)))
            app.reset(scene)
            app.apply_pending()
            for _ in range(BEAT_FRAMES):
                scene.update(1 / 30)
                app.draw()
                if scene.beat_playing():
                    break
            app.settings.bot_speed = "slow"
            return scene

        builders[f"table:{game.id}"] = table
        builders[f"table-looking:{game.id}"] = looking
        builders[f"table-beat:{game.id}"] = beat
    return builders


def idle_under_xvfb(seconds: float = 10.0, settle: float = 3.0) -> dict:
    """CPU share of one core and peak memory of the launcher idling in a real X window.

    Starts Debian's Xvfb on a free display, opens the launcher there (SDL's x11 driver, no
    sound), lets it settle, then reads the process's CPU time and peak resident memory from
    /proc over `seconds`. Linux only; says why when it cannot run.
    """
    import shutil
    import tempfile

    if not sys.platform.startswith("linux") or shutil.which("Xvfb") is None:
        return {"skipped": "needs Linux and Debian's xvfb"}
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0",
                             f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"],
                            pass_fds=(write_fd,), stderr=subprocess.DEVNULL)
    os.close(write_fd)
    try:
        with os.fdopen(read_fd) as pipe:
            display = ":" + pipe.readline().strip()
        with tempfile.TemporaryDirectory() as data:
            env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11",
                       SDL_AUDIODRIVER="dummy", GAMEBOX_DATA=data)
            app = subprocess.Popen([sys.executable, "-m", "gamebox"], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                time.sleep(settle)
                ticks_before, start = _cpu_ticks(app.pid), time.perf_counter()
                time.sleep(seconds)
                ticks = _cpu_ticks(app.pid) - ticks_before
                elapsed = time.perf_counter() - start
                peak = _peak_rss_mb(app.pid)
            finally:
                app.terminate()
                app.wait(timeout=10)
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)
    share = 100 * ticks / os.sysconf("SC_CLK_TCK") / elapsed
    return {"display": "Xvfb 1920x1080x24", "video_driver": "x11",
            "sdl_framebuffer_acceleration": os.environ.get("SDL_FRAMEBUFFER_ACCELERATION", "0"),
            "seconds": round(elapsed, 1), "idle_cpu_percent_of_one_core": round(share, 2),
            "peak_memory_mb": peak}


def _cpu_ticks(pid: int) -> int:
    """User plus system CPU time of a process, in clock ticks (/proc/PID/stat)."""
    with open(f"/proc/{pid}/stat") as fh:
        fields = fh.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def _peak_rss_mb(pid: int) -> float | None:
    """Peak resident memory of a process (VmHWM in /proc/PID/status)."""
    with open(f"/proc/{pid}/status") as fh:
        for line in fh:
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    return None


def run(report: dict) -> dict:
    """Fill `report["ui"]` with the UI figures and return it."""
    _headless()
    import pygame

    from .app import App

    ui: dict = {"video_driver": os.environ.get("SDL_VIDEODRIVER"),
                "sdl_hints": {k: v for k, v in os.environ.items() if k.startswith("SDL_")},
                "size": f"{SIZE[0]}x{SIZE[1]}"}
    ui["cold_start_to_first_frame"] = cold_start()
    ui["idle_launcher_real_window"] = idle_under_xvfb()
    app = App(size=SIZE, start_devices=False)
    try:
        ui["video_driver_in_use"] = pygame.display.get_driver()
        ui["frames"] = {}
        for name, builder in scene_builders().items():
            try:
                ui["frames"][name] = frame_times(app, builder)
            except Exception as exc:  # one broken scene must not hide the other figures
                ui["frames"][name] = {"error": f"{type(exc).__name__}: {exc}"}
        from .bench_kit import bench_table

        # the kit's busiest table: 60 cards, every widget, a card in flight (the draw only)
        ui["frames"]["kit-table-60-cards"] = bench_table(size=SIZE)
    finally:
        app.close()
    ui["peak_memory_mb_this_process"] = round(
        resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    report["ui"] = ui
    return ui
