"""Headless bot games: `gamebox simulate` and the random-simulation tests."""
from __future__ import annotations

import statistics
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field

from .checks import check_end, check_step
from .match import Match, SeatSpec, parse_seats
from .protocol import Game


@dataclass
class SimReport:
    """What a batch of simulated games showed."""

    game: str
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)
    wins_by_seat: dict[int, float] = field(default_factory=dict)
    wins_by_position: dict[int, float] = field(default_factory=dict)
    no_winner: int = 0
    """Games that ended without a winner (the Grungeon's collapse, everyone dead)."""
    lengths: list[int] = field(default_factory=list)
    """Game length in actions (or in rounds, where a game reports ``rounds``)."""
    length_unit: str = "actions"
    """What `lengths` counts: ``actions``, or ``rounds`` for a game that reports them."""
    rotated: bool = False
    """Whether the seats turned from game to game (`run`'s `rotate`)."""
    wins_by_bot: dict[int, float] = field(default_factory=dict)
    """With `rotated`: wins by the bot's place in the seat list as given."""
    bot_names: list[str] = field(default_factory=list)

    def summary(self) -> str:
        rate = self.games / self.seconds if self.seconds else 0.0
        arate = self.actions / self.seconds if self.seconds else 0.0
        return (f"{self.game}: {self.games} games, {rate:.1f} games/s, {arate:.0f} actions/s, "
                f"{len(self.failures)} failures")

    def details(self) -> list[str]:
        lines = []
        n = max(self.games - len(self.failures), 1)
        if self.wins_by_seat:
            shares = ", ".join(f"seat {s + 1}: {100 * w / n:.1f}%"
                               for s, w in sorted(self.wins_by_seat.items()))
            lines.append(f"win share by seat: {shares}")
        if self.rotated:
            shares = ", ".join(f"{name} #{b + 1}: {100 * self.wins_by_bot.get(b, 0) / n:.1f}%"
                               for b, name in enumerate(self.bot_names))
            lines.append(f"win share by bot (seats rotated): {shares}")
        if self.wins_by_position:
            shares = ", ".join(f"#{p + 1}: {100 * w / n:.1f}%"
                               for p, w in sorted(self.wins_by_position.items()))
            lines.append(f"win share by turn position: {shares}")
        if self.no_winner:
            # the shares above then add up to less than 100%: say where the rest went
            lines.append(f"no winner: {100 * self.no_winner / n:.1f}%")
        if len(self.lengths) >= 2:
            q = statistics.quantiles(self.lengths, n=4)
            lines.append(f"game length quartiles: {q[0]:g} / {q[1]:g} / {q[2]:g} "
                         f"{self.length_unit} (min {min(self.lengths)}, max {max(self.lengths)})")
        return lines

    def progress(self, planned: int) -> str:
        """A short line on a long run so far, for stderr while the games go on."""
        rate = self.games / self.seconds if self.seconds else 0.0
        return (f"{self.game}: {self.games}/{planned} games, {rate:.1f} games/s, "
                f"{len(self.failures)} failures so far")


def default_seats(game: Game) -> list[SeatSpec]:
    count = min(game.max_seats, max(game.min_seats, 4))
    return [SeatSpec("bot", "normal") for _ in range(count)]


def play_one(game: Game, seats: list[SeatSpec], seed: int, options: dict | None = None,
             content=None, check: bool = False, max_actions: int = 100_000,
             think=None) -> Match:
    """One game with bots in every seat; with `check`, every per-step check runs. `think`
    is the search bots' budget (`engine.search.Budget`; None: the default second)."""
    seats = [SeatSpec(s.kind, s.controller) for s in seats]
    if any(not s.is_bot for s in seats):
        raise ValueError("simulate needs bots in every seat")
    match = Match.start(game, seats, options, seed, content, think=think)
    state = match.state
    while not state.is_over():
        if check:
            check_step(state)
        if not match.bot_step(single=check):  # checked after every single action
            raise RuntimeError(f"nobody can act at action {len(state.log)}")
        if len(state.log) > max_actions:
            raise RuntimeError(f"the game did not end within {max_actions} actions")
    if check:
        check_step(state, round_trip=True)
        check_end(state)
    return match


PROGRESS_EVERY = 3.0
"""Seconds between progress reports (the first comes once a run has taken this long)."""


def run(game: Game, games: int, seed: int = 0, seats: str | None = None,
        options: dict | None = None, check: bool = False,
        progress: Callable[[SimReport, int], None] | None = None, think=None,
        rotate: bool = False) -> SimReport:
    """Play `games` games with seeds seed, seed+1, ...; collect speed, wins and failures.

    A wrong seat count is refused before any game is played (it is no crash of a game).
    `progress(report so far, games)` is called every `PROGRESS_EVERY` seconds of a long run.
    `think` is the search bots' budget; only an iteration budget makes their games
    reproducible (a time budget gives as many iterations as the machine manages). With
    `rotate`, game k seats the list turned by k places (seat 1's bot sits in seat 1 + k), so
    every bot plays from every seat; the shares are then reported by bot (`wins_by_bot`).
    """
    specs = parse_seats(seats) if seats else default_seats(game)
    if any(not s.is_bot for s in specs):
        raise ValueError("simulate needs bots in every seat (like bot:easy,bot:hard)")
    game.check_seat_count(len(specs))
    content = game.load_content()
    report = SimReport(game.id)
    report.rotated = rotate
    report.bot_names = [s.to_text() for s in specs]
    start = time.perf_counter()
    next_progress = start + PROGRESS_EVERY
    for n in range(games):
        turn = n % len(specs) if rotate else 0
        seated = specs[-turn:] + specs[:-turn] if turn else specs
        _play_and_count(report, game, seated, seed + n, options, content, check, think,
                        turn)
        if progress is not None:
            now = time.perf_counter()  # once per game: cheap next to a game
            if now >= next_progress:
                report.seconds = now - start
                progress(report, games)
                next_progress = now + PROGRESS_EVERY
    report.seconds = time.perf_counter() - start
    if not report.wins_by_position or all(
            report.wins_by_position.get(i) == report.wins_by_seat.get(i)
            for i in report.wins_by_seat):
        report.wins_by_position = {}
    return report


def _play_and_count(report: SimReport, game: Game, specs: list[SeatSpec], game_seed: int,
                    options: dict | None, content, check: bool, think=None,
                    turn: int = 0) -> None:
    """Play one game and add what it showed (or how it failed) to `report`; `turn` is how
    far the seat list was turned (`run`'s `rotate`)."""
    report.games += 1
    try:
        match = play_one(game, specs, game_seed, options, content, check, think=think)
    except Exception as exc:  # report every failure, keep going
        detail = traceback.format_exception_only(type(exc), exc)[-1].strip()
        report.failures.append(f"seed {game_seed}: {detail}")
        return
    state = match.state
    report.actions += len(state.log)
    outcome = state.result()
    winners = outcome.winners if outcome else ()
    order = list(outcome.details.get("turn_order", range(state.seats))) if outcome else []
    for w in winners:
        share = 1 / len(winners)
        report.wins_by_seat[w] = report.wins_by_seat.get(w, 0) + share
        if report.rotated:
            bot = (w - turn) % state.seats  # its place in the list as given
            report.wins_by_bot[bot] = report.wins_by_bot.get(bot, 0) + share
        if w in order:
            pos = order.index(w)
            report.wins_by_position[pos] = report.wins_by_position.get(pos, 0) + share
    if not winners:
        report.no_winner += 1
    for s in range(state.seats):
        report.wins_by_seat.setdefault(s, 0)
    rounds = outcome.details.get("rounds") if outcome else None
    if rounds is not None:
        report.length_unit = "rounds"
    report.lengths.append(int(rounds) if rounds is not None else len(state.log))
