"""Grunt, Growl and Tear's balance report: win shares by Monster and by bot level, with
the games nobody won and how long games last, over seeded bot games on one map.

    .venv/bin/python -m gamebox.games.ggt.balance --map suicide_woods --seats 4 --games 1000
    .venv/bin/python -m gamebox.games.ggt.balance --map arena --seats 2 --levels normal,easy
    .venv/bin/python -m gamebox.games.ggt.balance --map arena --seats 4 --ms-treat
    .venv/bin/python -m gamebox.games.ggt.balance --map quarry --seats 2 --levels hard,normal --jobs 2

The seat list is turned by one place each game (`simulate.run`'s ``rotate``), so every level
plays from every seat; the bots choose their Monsters at random, so a Monster's share is its
wins over the games it played. The fair share is one over the seats. Game k plays from seed
`--seed` + k: the same command gives the same figures (hard bots get an iteration budget).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, field

from ...engine.match import SeatSpec
from ...engine.search import Budget
from ...engine.simulate import play_one


@dataclass
class Balance:
    """What a batch of games showed, by Monster and by level."""

    map: str
    seats: int
    games: int = 0
    unwon: int = 0
    played: dict = field(default_factory=dict)
    """Monster name -> games it played."""
    won: dict = field(default_factory=dict)
    """Monster name -> games it won (a shared win counts its share)."""
    level_seats: dict = field(default_factory=dict)
    """Level -> seats it sat in, over all games."""
    level_won: dict = field(default_factory=dict)
    rounds: list = field(default_factory=list)
    seconds: float = 0.0

    def add(self, state, levels: list[str]) -> None:
        """Count one finished game, `levels[s]` being seat s's bot level."""
        self.games += 1
        winners = state.result().winners
        if not winners:
            self.unwon += 1
        self.rounds.append(state.round)
        for s in range(state.seats):
            name = state.monster_name(s)
            share = 1 / len(winners) if s in winners else 0.0
            self.played[name] = self.played.get(name, 0) + 1
            self.won[name] = self.won.get(name, 0.0) + share
            self.level_seats[levels[s]] = self.level_seats.get(levels[s], 0) + 1
            self.level_won[levels[s]] = self.level_won.get(levels[s], 0.0) + share

    def merge(self, other: "Balance") -> None:
        """Count `other`'s games (on the same map and seats) in with these."""
        self.games += other.games
        self.unwon += other.unwon
        self.rounds += other.rounds
        self.seconds += other.seconds
        for mine, theirs in ((self.played, other.played), (self.won, other.won),
                             (self.level_seats, other.level_seats),
                             (self.level_won, other.level_won)):
            for key, value in theirs.items():
                mine[key] = mine.get(key, 0) + value

    def fair(self) -> float:
        return 1 / self.seats

    def by_monster(self) -> list[tuple[str, float, int]]:
        """(Monster, win share, games played), the best first."""
        rows = [(m, self.won[m] / n, n) for m, n in self.played.items()]
        return sorted(rows, key=lambda r: (-r[1], r[0]))

    def by_level(self) -> list[tuple[str, float, int]]:
        """(level, win share per seat it sat in, seats)."""
        return [(lv, self.level_won[lv] / n, n) for lv, n in self.level_seats.items()]

    def lines(self) -> list[str]:
        out = [f"{self.map}, {self.seats} seats: {self.games} games in {self.seconds:.0f} s, "
               f"{100 * self.unwon / max(self.games, 1):.1f}% unwon"]
        if self.rounds:
            q = statistics.quantiles(self.rounds, n=4) if len(self.rounds) > 1 else \
                [self.rounds[0]] * 3
            out.append(f"rounds: mean {statistics.mean(self.rounds):.1f}, quartiles "
                       f"{q[0]:g} / {q[1]:g} / {q[2]:g}, max {max(self.rounds)}")
        out.append(f"fair share {100 * self.fair():.1f}%")
        for name, share, n in self.by_monster():
            out.append(f"  {name:<12} {100 * share:5.1f}%  ({n} games, "
                       f"{100 * (share - self.fair()):+.1f} points)")
        if len(self.level_seats) > 1:
            for lv, share, n in self.by_level():
                out.append(f"  level {lv:<7} {100 * share:5.1f}% of its seats' games ({n})")
        return out


def measure(map_id: str, seats: int, games: int, seed: int = 0,
            levels: tuple[str, ...] = ("normal",), iterations: int = 40,
            ms_treat: bool = False, jobs: int = 1) -> Balance:
    """Play `games` games on `map_id` with `seats` bots: `levels` repeated round the table
    and turned one place each game; hard bots search `iterations` per decision; with
    `ms_treat`, Ms. Treat's initiative cards are dealt. `jobs` processes share the games
    (game k is the same game whichever plays it, so the figures do not depend on it;
    `seconds` is then the processes' time added up)."""
    spans = [(games * j // jobs, games * (j + 1) // jobs) for j in range(max(1, jobs))]
    args = [(map_id, seats, seed, first, last, levels, iterations, ms_treat)
            for first, last in spans if last > first]
    if len(args) <= 1:
        return _play(*args[0]) if args else Balance(map_id, seats)
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(len(args)) as pool:
        parts = list(pool.map(_play, *zip(*args)))
    result = parts[0]
    for part in parts[1:]:
        result.merge(part)
    return result


def _play(map_id: str, seats: int, seed: int, first: int, last: int,
          levels: tuple[str, ...], iterations: int, ms_treat: bool) -> Balance:
    """Games `first` to `last` - 1 of `measure`'s run."""
    from .game import GAME

    result = Balance(map_id + (" with Ms. Treat" if ms_treat else ""), seats)
    options = GAME.resolve_options({"map": map_id, "ms_treat": ms_treat})
    content = GAME.content_for(options)
    base = [levels[s % len(levels)] for s in range(seats)]
    think = Budget(iterations=iterations)
    start = time.perf_counter()
    for k in range(first, last):
        turn = k % seats
        seated = base[-turn:] + base[:-turn] if turn else base
        match = play_one(GAME, [SeatSpec("bot", lv) for lv in seated], seed + k, options,
                         content, think=think)
        result.add(match.state, seated)
    result.seconds = time.perf_counter() - start
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--map", default="arena")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--levels", default="normal",
                        help="bot levels round the table, e.g. hard,normal")
    parser.add_argument("--iterations", type=int, default=40,
                        help="a hard bot's search iterations per decision")
    parser.add_argument("--ms-treat", action="store_true",
                        help="deal Ms. Treat's initiative cards (the ms_treat option)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes to share the games (the figures do not depend on it)")
    args = parser.parse_args(argv)
    result = measure(args.map, args.seats, args.games, args.seed,
                     tuple(args.levels.split(",")), args.iterations, args.ms_treat,
                     args.jobs)
    print("\n".join(result.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
