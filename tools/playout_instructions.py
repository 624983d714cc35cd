"""Machine instructions per random-playout action (or per bot game), counted by valgrind.

    .venv/bin/python tools/playout_instructions.py guts
    .venv/bin/python tools/playout_instructions.py grungeon --games 10 40
    .venv/bin/python tools/playout_instructions.py guts --bots

Wall-clock figures on a shared machine swing by half from minute to minute; the number of
instructions a piece of work takes does not. This runs `gamebox.engine.bench.random_playouts`
on a fixed number of seeded games twice under valgrind's `callgrind` (a small and a large
count) and divides the difference in instructions by the difference in actions, so start-up
and content loading cancel out. With `--bots` the work is `gamebox simulate`'s instead (seeded
games of the default bot seats, `gamebox.engine.simulate.run`), counted per game. Needs valgrind (`apt-get install valgrind`); a run takes a few
minutes, since valgrind slows Python about fifty times.
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def play(game_id: str, games: int, bots: bool = False) -> dict:
    """Load everything, warm up, then play `games` seeded games (random, or bots as
    `gamebox simulate` plays them); their figures."""
    from gamebox.engine import bench, registry, simulate

    entry = next(e for e in registry.load_all() if e.id == game_id)
    if bots:
        simulate.run(entry.game, 2)  # warm-up
        report = simulate.run(entry.game, games)
        return {"random_actions": report.actions, "random_games": report.games}
    content = entry.game.load_content()
    bench.random_playouts(entry.game, content, games=2)  # warm-up
    return bench.random_playouts(entry.game, content, games=games)


def counted(game_id: str, games: int, bots: bool = False) -> tuple[int, int]:
    """(instructions, actions) of `play(game_id, games, bots)` in a child process under
    callgrind."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
         __file__, game_id, "--play", str(games)] + (["--bots"] if bots else []),
        capture_output=True, text=True, check=True, cwd=ROOT)
    found = re.search(r"Collected\s*:\s*([\d,]+)", run.stderr) \
        or re.search(r"refs:\s*([\d,]+)", run.stderr)
    if found is None:
        raise RuntimeError("valgrind printed no instruction count:\n" + run.stderr[-2000:])
    actions = json.loads(run.stdout.strip().splitlines()[-1])["random_actions"]
    return int(found.group(1).replace(",", "")), actions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, nargs=2, default=(20, 80), metavar=("FEW", "MANY"),
                        help="the two game counts whose difference is measured (20 80)")
    parser.add_argument("--bots", action="store_true",
                        help="count bot games as `gamebox simulate` plays them, per game")
    parser.add_argument("--play", type=int, help=argparse.SUPPRESS)  # the child's part
    args = parser.parse_args(argv)
    if args.play is not None:
        print(json.dumps(play(args.game, args.play, args.bots)))
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is needed: apt-get install valgrind", file=sys.stderr)
        return 2
    few, many = args.games
    if not 0 < few < many:
        parser.error("--games takes two counts, the first smaller")
    (i1, a1), (i2, a2) = counted(args.game, few, args.bots), counted(args.game, many, args.bots)
    if args.bots:
        print(f"{args.game}: {(i2 - i1) / (many - few) / 1e6:.2f} million instructions per bot "
              f"game, {round((i2 - i1) / (a2 - a1))} per action (games {few + 1}-{many})")
    else:
        print(f"{args.game}: {round((i2 - i1) / (a2 - a1))} instructions per random action "
              f"(over {a2 - a1} actions of games {few + 1}-{many})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
