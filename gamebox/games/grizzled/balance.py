"""Balance figures for The Grizzled: games won, game length in Missions, how games are lost.

    python -m gamebox.games.grizzled.balance --games 300

plays seeded one-shot games (seeds 0..N-1, Traps on unless ``--no-traps``) of equal bots at
every seat count (Solo, Duo, 3, 4, 5) and prints a Markdown table: the share of games won, the
median game length in Missions, and how often each defeat ends the game (the Monument, 13
cards or more in hand, four Hard Knocks). ``--orders easy,normal,hard`` prints one table per
Orders of the Day difficulty (``off``: without the module); ``--recruits`` and
``--helping-hands`` add those modules. The tables in docs/rules/grizzled.md come from it.
"""
from __future__ import annotations

import argparse
import statistics
from collections import Counter

from ...engine import simulate
from ...engine.match import SeatSpec
from .game import GAME

ENDS = ("won", "monument", "hands", "knocks")
"""How a game ends: Peace, or the defeat named in `Outcome.details["defeat"]`."""


def measure(seats: int, games: int, level: str = "normal", content=None,
            options: dict | None = None) -> dict:
    """How `games` seeded games of `seats` equal bots ended (counts by `ENDS`) and their
    median length in Missions."""
    content = content or GAME.load_content()
    ends: Counter = Counter()
    missions = []
    for seed in range(games):
        match = simulate.play_one(GAME, [SeatSpec("bot", level) for _ in range(seats)], seed,
                                  options, content)
        details = match.state.result().details
        ends[details["defeat"] or "won"] += 1
        missions.append(details["rounds"])
    return {"ends": ends, "median": statistics.median(missions)}


def table(games: int, level: str = "normal", options: dict | None = None) -> str:
    content = GAME.load_content()
    lines = ["| Seats | Games | Won | Missions (median) | Monument | 13+ cards | 4 Hard Knocks |",
             "|---|---|---|---|---|---|---|"]
    for seats in (1, 2, 3, 4, 5):
        r = measure(seats, games, level, content, options)
        share = [f"{100 * r['ends'][end] / games:.1f}%" for end in ENDS]
        name = {1: "1 (Solo)", 2: "2 (Duo)"}.get(seats, str(seats))
        lines.append(f"| {name} | {games} | {share[0]} | {r['median']:g} | {share[1]} | "
                     f"{share[2]} | {share[3]} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--no-traps", action="store_true")
    parser.add_argument("--orders", default="off",
                        help="Orders of the Day difficulties, comma-separated (off, easy, "
                             "normal, hard)")
    parser.add_argument("--recruits", action="store_true")
    parser.add_argument("--helping-hands", action="store_true")
    args = parser.parse_args(argv)
    for level in args.orders.split(","):
        options = {"orders": level}
        if args.no_traps:
            options["traps"] = False
        if args.recruits:
            options["recruits"] = True
        if args.helping_hands:
            options["helping_hands"] = True
        print(f"\nOrders of the Day: {level}\n")
        print(table(args.games, args.level, options))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
