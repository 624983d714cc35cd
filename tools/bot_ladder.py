"""How strong the hard (search) bot is: its win share against each level, seats rotated.

    .venv/bin/python tools/bot_ladder.py guts --seats 2 --games 400 --iterations 100
    .venv/bin/python tools/bot_ladder.py grungeon --games 400 --iterations 100 --against normal

One hard bot sits with bots of one kind in every other seat: ``random`` (the engine's
uniform `RandomBot`), the game's easy and normal levels, or ``playout`` (the playout's
sense, `engine.bots.PLAYOUT_SENSE`: the heuristic the hard bot's search rolls out with or
weighs, which was the hard level before the search became it; no seat setup offers these
two). Game k seats the hard bot in seat k mod seats, from seed `--seed` + k. It prints, per
opponent, the hard bot's win share, its fair share (one over the seats), the games nobody
won, and the hard bot's decisions per second of its own thinking (with the budget given).
An iteration budget makes every figure reproducible; `--think-ms` measures what a player's
setting does. `--option KEY=VALUE` sets a game option for every game (GGT's map:
``--option map=suicide_woods``). `--jobs` splits the games over processes (the shares do not
depend on it).
"""
from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gamebox.cli import parse_options  # noqa: E402
from gamebox.engine import registry  # noqa: E402
from gamebox.engine.bots import PLAYOUT_SENSE, RandomBot  # noqa: E402
from gamebox.engine.match import Match, SeatSpec  # noqa: E402
from gamebox.engine.search import Budget  # noqa: E402

OPPONENTS = ("random", "easy", "normal", PLAYOUT_SENSE)


def one_game(game_id: str, seats: int, against: str, seed: int, hard_seat: int,
             budget: Budget, options: dict | None = None) -> dict:
    """One game: the hard bot in `hard_seat`, `against` bots elsewhere, with `options`."""
    game = registry.get(game_id)
    specs = [SeatSpec("bot", "hard" if s == hard_seat else
                      ("easy" if against == "random" else against)) for s in range(seats)]
    match = Match.start(game, specs, options, seed, think=budget)
    if against == "random":
        for s in range(seats):
            if s != hard_seat:
                match.bots[s] = RandomBot(s, "easy", seed)
    hard = match.bots[hard_seat]
    state = match.state
    thinking = 0.0
    decisions = 0
    while not state.is_over():
        seat = match.bot_to_act()
        if seat == hard_seat:
            t = time.perf_counter()
            legal = state.legal_actions(seat)
            action = match.bot_choice(hard, seat, legal)
            thinking += time.perf_counter() - t
            decisions += 1
            match.act(seat, action)
        else:
            match.bot_step(single=True)
    winners = state.result().winners
    return {"share": (1 / len(winners)) if hard_seat in winners else 0.0,
            "nobody": not winners, "thinking": thinking, "decisions": decisions}


def _one(args):
    return one_game(*args)


def ladder(game_id: str, seats: int, against: str, games: int, seed: int, budget: Budget,
           jobs: int, options: dict | None = None) -> dict:
    work = [(game_id, seats, against, seed + k, k % seats, budget, options)
            for k in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_one, work, chunksize=4))
    else:
        results = [_one(w) for w in work]
    thinking = sum(r["thinking"] for r in results)
    decisions = sum(r["decisions"] for r in results)
    return {"against": against, "games": games,
            "hard_share": sum(r["share"] for r in results) / games,
            "fair_share": 1 / seats,
            "nobody_won": sum(r["nobody"] for r in results) / games,
            "decisions_per_s": decisions / thinking if thinking else 0.0}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--seats", type=int, default=None)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--against", action="append", choices=OPPONENTS)
    parser.add_argument("--iterations", type=int, default=0)
    parser.add_argument("--think-ms", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args(argv)
    game = registry.get(args.game)
    options = parse_options(game, args.option) or None
    seats = args.seats or game.min_seats
    game.check_seat_count(seats)
    budget = Budget(iterations=args.iterations, ms=args.think_ms)
    print(f"{game.name}, {seats} seats, hard budget {budget.text()}, {args.games} games "
          f"per row, seats rotated{'; options ' + str(options) if options else ''}", flush=True)
    print("| hard against | hard's win share | fair share | nobody won | hard decisions/s |")
    print("|---|---|---|---|---|", flush=True)
    for against in args.against or OPPONENTS:
        row = ladder(args.game, seats, against, args.games, args.seed, budget, args.jobs,
                     options)
        print(f"| {against} | {100 * row['hard_share']:.1f}% | "
              f"{100 * row['fair_share']:.0f}% | {100 * row['nobody_won']:.1f}% | "
              f"{row['decisions_per_s']:.1f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
