#!/usr/bin/env python3
"""Playthrough transcripts: whole seeded bot games written out as text a reviewer reads.

    .venv/bin/python tools/playthrough.py guts --seats bot:normal,bot:hard --seed 7
    .venv/bin/python tools/playthrough.py guts --seats bot:normal,bot:hard --think-iterations 80
    .venv/bin/python tools/playthrough.py grungeon --seed 3 --option map=random
    .venv/bin/python tools/playthrough.py --write     # regenerate every checked-in transcript
    .venv/bin/python tools/playthrough.py --check     # say which ones differ, and how

OpenSpiel's checked-in `integration_tests/playthroughs/` are the model: a few games per game
are kept under `tests/playthroughs/<game>/` (the set is `PLAYTHROUGHS` below), and
`tests/engine/test_playthroughs.py` plays them again and compares. A change to the rules, the
bots, an event's wording or an action's description shows as a diff of these files, which a
reviewer reads like any other change and accepts with `--write`.

A transcript has a header (the game, its seats with their names and players, every option
as resolved, the seed and the command that makes it), the events of the setup, then every
decision: the seats that may act, the acting seat's legal actions (text forms, one line),
its choice with `describe()`, and every event it caused, in order: a public event once,
marked ``public``, a private one marked with the seats it went to (so what a seat alone may
know only ever appears on a line that names it). The result (`Outcome`) ends it.

A hard bot searches (`engine.search`) with an iteration budget, never a time, so its games
are the same on every machine: `--think-iterations` (default `THINK_ITERATIONS`, the engine's
quick budget, a few ms a decision); the header's command names it when a hard bot sits.

Left out on purpose: the views (they would make a file many times longer; the
random-simulation tests check them for leaks) and each event's `data` (details for
animations and bots: `tools/game_fingerprint.py` hashes them). Only the shipped content is
played (your own packs and maps would change the deck), and nothing in a transcript depends
on the clock, the machine or the order of a set.
"""
from __future__ import annotations

import argparse
import difflib
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gamebox.cli import parse_options  # noqa: E402
from gamebox.engine import registry  # noqa: E402
from gamebox.engine.match import Match, parse_seats  # noqa: E402
from gamebox.engine.paths import CONTENT_DIR  # noqa: E402
from gamebox.engine.protocol import Event, GameState, Outcome  # noqa: E402
from gamebox.engine.search import QUICK_ITERATIONS, Budget  # noqa: E402

PLAYTHROUGH_DIR = ROOT / "tests" / "playthroughs"
"""Where the checked-in transcripts live, one folder per game."""
WRITE_COMMAND = ".venv/bin/python tools/playthrough.py --write"
"""The command that accepts a change (the test's failure message names it)."""
MAX_ACTIONS = 20_000
"""A game still going after this many decisions is a bug, not a long transcript."""
DIFF_LINES = 40
"""The longest diff `short_diff` shows; a longer one is cut with a count of the rest."""
THINK_ITERATIONS = QUICK_ITERATIONS
"""Search iterations per decision of a hard bot, unless `--think-iterations` says otherwise."""


@dataclass(frozen=True)
class Playthrough:
    """One checked-in transcript: the game, seats, seed and options that make it."""

    name: str
    """The file's name without ``.txt``, under the game's folder."""
    game: str
    """The game id (``guts``)."""
    seats: str
    """The seats as on the command line, bots only (``bot:normal,bot:hard``)."""
    seed: int
    options: tuple[str, ...] = ()
    """Options as on the command line (``first_game=yes``); the rest keep their defaults."""

    @property
    def path(self) -> Path:
        return PLAYTHROUGH_DIR / self.game / f"{self.name}.txt"

    def render(self) -> str:
        """The transcript as it comes out of the current rules and bots."""
        return transcript(self.game, self.seats, self.seed, self.options)


# Short games, so each file stays a few tens of kilobytes; between them they cover every
# seat count, each option that changes the play (Guts' starter deck, the Grungeon's random
# maze and its turn limit) and every bot level (hard searching `THINK_ITERATIONS` a decision).
# The seeds were picked for games that show much: Guts' reshuffles and an extra turn won and
# played; a Grungeon escape with the Token, and a fight with the Grunkletaur before the
# Grungeon collapses.
PLAYTHROUGHS: tuple[Playthrough, ...] = (
    Playthrough("first-game-2-seats", "guts", "bot:normal,bot:normal", 10,
                ("first_game=yes",)),
    Playthrough("3-seats", "guts", "bot:easy,bot:normal,bot:hard", 8),
    Playthrough("4-seats", "guts", "bot:normal,bot:normal,bot:normal,bot:normal", 3),
    Playthrough("shipped-map", "grungeon", "bot:normal,bot:normal,bot:normal", 1),
    Playthrough("random-maze", "grungeon", "bot:easy,bot:normal,bot:hard", 8,
                ("map=random",)),
    # three hard bots play one game on the shipped map from many seeds (2 and 3 alike, for
    # one: their prior, the playout's sense, forgets nothing of the maze and draws a chance
    # only when stuck, and the search rarely overrules it): this one mixes levels
    Playthrough("turn-limit", "grungeon", "bot:hard,bot:normal,bot:easy", 7,
                ("turn_limit=20", "easy_memory=yes")),
    Playthrough("solo", "grizzled", "bot:normal", 1),
    Playthrough("duo", "grizzled", "bot:normal,bot:easy", 2),
    Playthrough("4-seats", "grizzled", "bot:normal,bot:easy,bot:normal,bot:normal", 3),
    Playthrough("5-seats-no-traps", "grizzled", "bot:normal,bot:normal,bot:normal,bot:easy,"
                "bot:normal", 4, ("traps=no",)),
    Playthrough("3-seats-modules", "grizzled", "bot:normal,bot:easy,bot:normal", 5,
                ("orders=normal", "recruits=yes", "helping_hands=yes")),
    Playthrough("2-seats", "ggt", "bot:normal,bot:normal", 2),
    Playthrough("3-seats-quarry", "ggt", "bot:easy,bot:normal,bot:normal", 9,
                ("map=quarry",)),
    Playthrough("woods", "ggt", "bot:normal,bot:easy", 1, ("map=suicide_woods",)),
)


# ---- making a transcript ------------------------------------------------------------------

def start_match(game_id: str, seats: str, seed: int, options: dict,
                think_iterations: int = THINK_ITERATIONS) -> Match:
    """A match of bots in every seat on the shipped content only, its hard bots searching
    `think_iterations` iterations a decision.

    ValueError when a seat is not a bot (a transcript is played by the computer alone)."""
    game = registry.get(game_id)
    specs = parse_seats(seats)
    if any(not spec.is_bot for spec in specs):
        raise ValueError("a playthrough needs bots in every seat (like bot:easy,bot:hard)")
    game.check_seat_count(len(specs))
    # the user's own packs would join the deck: the shipped content alone is the same everywhere
    content = game.load_content([CONTENT_DIR])
    return Match.start(game, specs, options, seed, content,
                       think=Budget(iterations=think_iterations))


def command_line(game_id: str, seats: str, seed: int,
                 options: tuple[str, ...] | list[str],
                 think_iterations: int | None = None) -> str:
    """The command that prints the transcript of this game (a transcript's header has it);
    `think_iterations` is named when given (a hard bot sits)."""
    parts = ["tools/playthrough.py", game_id, "--seats", seats, "--seed", str(seed)]
    for option in options:
        parts += ["--option", option]
    if think_iterations is not None:
        parts += ["--think-iterations", str(think_iterations)]
    return " ".join(parts)


def transcript(game_id: str, seats: str, seed: int,
               options: tuple[str, ...] | list[str] = (),
               think_iterations: int = THINK_ITERATIONS) -> str:
    """The whole transcript of one seeded game, as text ending in a newline.

    `seats` and `options` are written as on the command line (``bot:normal,bot:hard``,
    ``first_game=yes``); a hard bot searches `think_iterations` iterations a decision.
    ValueError when one is wrong or a seat is no bot."""
    game = registry.get(game_id)
    match = start_match(game_id, seats, seed, parse_options(game, options), think_iterations)
    state = match.state
    searching = any(bot.searches for bot in match.bots.values())
    lines = header_lines(match, command_line(game_id, seats, seed, options,
                                             think_iterations if searching else None))
    lines += ["", "setup:"]
    lines += event_lines(match.history, state) or ["  (no events)"]
    while not state.is_over():
        if len(state.log) >= MAX_ACTIONS:
            raise RuntimeError(f"the game did not end within {MAX_ACTIONS} decisions")
        lines.append("")
        lines += step_lines(match)
    lines.append("")
    lines += outcome_lines(state.result(), state)
    return "\n".join(lines) + "\n"


def step_lines(match: Match) -> list[str]:
    """One decision of one bot, applied: who may act, what it could do, what it did, and
    what that made everyone see."""
    state = match.state
    seat = match.bot_to_act()
    if seat is None:
        raise RuntimeError(f"nobody can act at decision {len(state.log)}")
    acting = ", ".join(state.seat_name(s) for s in state.to_act())
    lines = [f"#{len(state.log)} to act: {acting}"]
    legal = state.legal_actions(seat)
    lines += decision_lines(state, seat, legal)
    action = match.bot_choice(match.bots[seat], seat, legal)
    # described before it is applied: a description reads the position it was chosen in
    lines.append(f"  {state.seat_name(seat)} chose: {action} -- {state.describe(action, seat)}")
    lines += event_lines(match.act(seat, action), state)
    return lines


def decision_lines(state: GameState, seat: int, legal: list) -> list[str]:
    """What `seat` is asked to decide: the decision's prompt (with its step, and whether it
    is secret or may pass), then its legal actions' text forms, in the rules' order."""
    decision = state.decision(seat)
    how = [w for w in (decision.kind, decision.progress, "secret" if decision.secret else "",
                       "may pass" if decision.may_pass else "") if w]
    return [f"  {state.seat_name(seat)} is asked: {decision.prompt} ({', '.join(how)})",
            f"  {state.seat_name(seat)} may ({len(legal)}): "
            + " | ".join(str(action) for action in legal)]


def event_lines(events: list[Event], state: GameState) -> list[str]:
    """Each event on its own line, in order: ``public`` or ``to <seats>``, its kind (marked
    ``[reveals]`` when it uncovers something, which ends the chance to take back) and its
    text (the lines after a first one indented under it)."""
    lines = []
    for event in events:
        if event.to is None:
            audience = "public"
        else:
            # seats in seat order, never in the set's own order
            audience = "to " + (", ".join(state.seat_name(s) for s in sorted(event.to))
                                or "nobody")
        # the mark before the text: a text of several lines would hide it at its end
        mark = " [reveals]" if event.reveals else ""
        text = event.text.replace("\n", "\n      ")
        lines.append(f"  {audience} | {event.kind}{mark}: {text}")
    return lines


def header_lines(match: Match, command: str) -> list[str]:
    """The game, its seats (index, name, player), every option as resolved, the seed."""
    state = match.state
    game = match.game
    lines = [f"game: {game.id} ({game.name})", f"made by: {command}", f"seed: {state.seed}"]
    lines.append("seats:")
    for seat, spec in enumerate(match.seats):
        lines.append(f"  {seat}: {state.seat_name(seat)} ({spec.to_text()})")
    lines.append("options:")
    lines += [f"  {key}={state.options[key]}" for key in sorted(state.options)]
    return lines


def outcome_lines(outcome: Outcome | None, state: GameState) -> list[str]:
    """The end of the game as data: winners, reason, each seat's score, the details."""
    lines = [f"game over after {len(state.log)} decisions"]
    if outcome is None:
        return lines + ["result: none"]
    winners = ", ".join(state.seat_name(s) for s in outcome.winners) or "nobody"
    lines += [f"winners: {winners}", f"reason: {outcome.reason}"]
    if outcome.scores is not None:
        lines.append("scores: " + ", ".join(f"{state.seat_name(s)} {score}"
                                            for s, score in enumerate(outcome.scores)))
    for key in sorted(outcome.details):
        lines.append(f"details: {key} = {outcome.details[key]!r}")
    return lines


# ---- the checked-in set -------------------------------------------------------------------

def read_checked_in(playthrough: Playthrough) -> str | None:
    """The checked-in text of a transcript (line ends as written here), or None if missing."""
    if not playthrough.path.exists():
        return None
    return playthrough.path.read_text(encoding="utf-8").replace("\r\n", "\n")


def short_diff(expected: str, actual: str, name: str, limit: int = DIFF_LINES) -> str:
    """A unified diff from the checked-in text to the regenerated one, cut after `limit`
    lines (with a count of those left out)."""
    diff = list(difflib.unified_diff(expected.splitlines(), actual.splitlines(),
                                     f"{name} (checked in)", f"{name} (now)", n=2,
                                     lineterm=""))
    if len(diff) > limit:
        diff = diff[:limit] + [f"... {len(diff) - limit} more diff lines"]
    return "\n".join(diff)


def stale_files() -> list[Path]:
    """Transcript files under `PLAYTHROUGH_DIR` that no playthrough of the set makes."""
    made = {p.path for p in PLAYTHROUGHS}
    return sorted(path for path in PLAYTHROUGH_DIR.glob("*/*.txt") if path not in made)


def shown(path: Path) -> str:
    """`path` as a report names it: from the project's root when it is inside it."""
    try:
        return path.relative_to(ROOT).as_posix()
    except ValueError:  # a folder elsewhere (the tool's own tests write to one)
        return path.as_posix()


def check_all() -> list[str]:
    """A report per transcript that differs from its checked-in file, missing or extra."""
    problems = []
    for playthrough in PLAYTHROUGHS:
        name = shown(playthrough.path)
        expected = read_checked_in(playthrough)
        actual = playthrough.render()
        if expected is None:
            problems.append(f"{name} is missing")
        elif expected != actual:
            problems.append(short_diff(expected, actual, name))
    for path in stale_files():
        problems.append(f"{shown(path)} is made by no playthrough (--write deletes it)")
    return problems


def write_all() -> list[str]:
    """Write every transcript of the set (and delete files none makes); what changed."""
    changed = []
    for playthrough in PLAYTHROUGHS:
        text = playthrough.render()
        if read_checked_in(playthrough) != text:
            playthrough.path.parent.mkdir(parents=True, exist_ok=True)
            # "\n" on every platform, so a checkout on Windows compares the same
            playthrough.path.write_text(text, encoding="utf-8", newline="\n")
            changed.append(f"wrote {shown(playthrough.path)} "
                           f"({len(text.encode('utf-8')) // 1024} KB)")
    for path in stale_files():
        path.unlink()
        changed.append(f"deleted {shown(path)}")
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", nargs="?", help="print one game's transcript")
    parser.add_argument("--seats", help="bots only, comma-separated (default: normal bots, "
                        "as many as the game's fewest seats)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--think-iterations", type=int, default=THINK_ITERATIONS, metavar="N",
                        help="search iterations per decision of a hard bot (default "
                             f"{THINK_ITERATIONS}; the checked-in set uses the default)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="regenerate every checked-in one")
    mode.add_argument("--check", action="store_true", help="report the ones that differ")
    args = parser.parse_args(argv)
    # event texts have curly quotes and dashes: a console that is not UTF-8 would refuse them
    encoding = (getattr(sys.stdout, "encoding", None) or "").lower().replace("-", "")
    if encoding != "utf8" and hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8")
    if args.write or args.check:
        if args.game:
            parser.error("--write and --check work on the whole checked-in set, not one game")
        if args.check:
            problems = check_all()
            print("\n\n".join(problems) if problems else
                  f"all {len(PLAYTHROUGHS)} transcripts match")
            if problems:
                print(f"\nto accept the changes: {WRITE_COMMAND}")
            return 1 if problems else 0
        changed = write_all()
        print("\n".join(changed) if changed else f"all {len(PLAYTHROUGHS)} transcripts match")
        return 0
    if not args.game:
        parser.error("name a game, or give --write or --check")
    try:
        game = registry.get(args.game)
        seats = args.seats or ",".join(["bot:normal"] * game.min_seats)
        if args.think_iterations < 1:
            raise ValueError("--think-iterations takes 1 or more")
        sys.stdout.write(transcript(args.game, seats, args.seed, args.option,
                                    args.think_iterations))
    except (KeyError, ValueError) as exc:
        parser.error(str(exc))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
