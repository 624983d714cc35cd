"""Balance figures for Guts of Glory: win share by turn position and game length in rounds.

    python -m gamebox.games.guts.balance --games 2000

plays seeded games (seeds 0..N-1) of equal normal bots at 2, 3 and 4 seats and prints, per
seat count, the win share of each turn position and the distribution of game lengths. The
figures in docs/rules/guts.md come from this command.
"""
from __future__ import annotations

import argparse
import statistics
from collections import Counter

from ...engine import simulate
from ...engine.match import SeatSpec
from .game import GAME


def measure(seats: int, games: int, level: str = "normal", content=None) -> dict:
    """Win share by turn position (percent) and game lengths (rounds) over `games` games."""
    content = content or GAME.load_content()
    wins: Counter = Counter()
    lengths: list[int] = []
    for seed in range(games):
        match = simulate.play_one(GAME, [SeatSpec("bot", level) for _ in range(seats)], seed,
                                  content=content)
        out = match.state.result()
        order = out.details["turn_order"]
        for w in out.winners:
            wins[order.index(w)] += 1 / len(out.winners)
        lengths.append(out.details["rounds"])
    return {"share": [100 * wins[p] / games for p in range(seats)],
            "lengths": Counter(lengths),
            "median": statistics.median(lengths),
            "quartiles": statistics.quantiles(lengths, n=4)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--level", default="normal")
    args = parser.parse_args(argv)
    content = GAME.load_content()
    for seats in (2, 3, 4):
        r = measure(seats, args.games, args.level, content)
        shares = ", ".join(f"#{p + 1} {s:.1f}%" for p, s in enumerate(r["share"]))
        print(f"{seats} seats (fair {100 / seats:.1f}%): {shares}; median {r['median']:g} "
              f"rounds, quartiles {' / '.join(f'{q:g}' for q in r['quartiles'])}")
        print("   rounds: " + " ".join(f"{k}:{v}" for k, v in sorted(r["lengths"].items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
