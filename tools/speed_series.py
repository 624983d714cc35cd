"""The README's game speed figures: rounds of the benchmark commands, interpreters taking turns.

    .venv/bin/python tools/speed_series.py --runs 20
    .venv/bin/python tools/speed_series.py --runs 20 --python .venv/bin/python --python ../other/.venv/bin/python

A run is `gamebox bench --engine-only` (random playouts, one second a game) followed by
`gamebox simulate guts --games 1000` and `gamebox simulate grungeon --games 300`, each a process
of its own. This machine's speed swings by up to 2x from minute to minute, so one run says
little: the series gives each figure's spread, its median and how many runs reach its target.
With several interpreters (each needs the project's packages installed) a round runs each in
turn, so a slow spell falls on all of them alike. A Python other than the one running this
tool is run as `PYTHON -m gamebox` in the project folder.
"""
from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SIMULATED = {"guts": 1000, "grungeon": 300}
"""Games per `simulate` run, as the issues name them."""

TARGETS = {"guts random actions/s": 150_000, "grungeon random actions/s": 150_000,
           "guts games/s": 300, "grungeon games/s": 100}
"""The issues' targets, by figure."""

RATE = re.compile(r"([\d.]+) games/s")
"""Games per second in the summary line `gamebox simulate` prints last."""


def one_run(python: str) -> dict[str, float]:
    """Every figure of `TARGETS` from one run of the commands on `python`."""
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "bench.json"
        subprocess.run([python, "-m", "gamebox", "bench", "--engine-only", "--json", str(report)],
                       cwd=ROOT, check=True, capture_output=True)
        games = json.loads(report.read_text())["engine"]["games"]
    for game in SIMULATED:
        figures[f"{game} random actions/s"] = games[game]["actions_per_s"]
    for game, count in SIMULATED.items():
        done = subprocess.run([python, "-m", "gamebox", "simulate", game, "--games", str(count)],
                              cwd=ROOT, check=True, capture_output=True, text=True)
        found = RATE.search(done.stdout.strip().splitlines()[-1])
        if found is None:
            raise RuntimeError(f"simulate {game} printed no games/s:\n{done.stdout[-500:]}")
        figures[f"{game} games/s"] = float(found.group(1))
    return figures


def summary(runs: list[dict[str, float]]) -> list[str]:
    """One line per figure: its target, spread, median, and the runs that reach the target."""
    lines = []
    for name, target in TARGETS.items():
        values = sorted(run[name] for run in runs)
        reaching = sum(value >= target for value in values)
        lines.append(f"  {name:<26} target {target:>7,}: {values[0]:>9,.0f} - {values[-1]:>9,.0f}, "
                     f"median {statistics.median(values):>9,.0f} ({reaching} of {len(values)} "
                     "runs reach it)")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=20, help="runs per interpreter")
    parser.add_argument("--python", action="append", dest="pythons",
                        help="an interpreter to measure (repeat for several; default: this one)")
    args = parser.parse_args(argv)
    pythons = args.pythons or [sys.executable]
    results: dict[str, list[dict[str, float]]] = {python: [] for python in pythons}
    for number in range(1, args.runs + 1):
        for python in pythons:
            figures = one_run(python)
            results[python].append(figures)
            values = "  ".join(f"{name} {value:,.0f}" for name, value in figures.items())
            print(f"{time.strftime('%H:%M:%S')} run {number} {python}: {values}", flush=True)
    for python, runs in results.items():
        print(f"{python} ({len(runs)} runs):")
        print("\n".join(summary(runs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
