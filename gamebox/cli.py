"""The command line: `gamebox` (the launcher) and its subcommands.

    gamebox                                   the launcher window
    gamebox play GAME [--seats SPEC] [--seed N] [--option KEY=VALUE ...] [--think-ms N]
    gamebox simulate GAME --games N [--seed S] [--seats SPEC] [--check] [--rotate]
                      [--think-ms N | --think-iterations N]
    gamebox validate [PATH ...]
    gamebox screenshot TARGET --out FILE.png [--size WxH] [--seed N]
    gamebox bench [--json FILE]
    gamebox install-launcher

Library code never calls sys.exit; `main` returns the exit code.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gamebox", description="Tabletop games for one couch.")
    sub = p.add_subparsers(dest="command")

    play = sub.add_parser("play", help="start a game straight away")
    play.add_argument("game")
    play.add_argument("--seats", help="e.g. human:kbd,human:pad1,bot:hard (bot levels: easy, "
                      "normal, hard: the search bot; bot:expert, its old name, is hard)")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    _think_arguments(play)

    sim = sub.add_parser("simulate", help="bots in every seat, headless")
    sim.add_argument("game")
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--seats", help="e.g. bot:hard,bot:easy,bot:easy (hard searches: "
                     "give it --think-iterations for quick, reproducible games)")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--check", action="store_true",
                     help="check every invariant, clone, JSON round trip and leak after "
                          "each step and replay each game at the end (much slower)")
    sim.add_argument("--rotate", action="store_true",
                     help="turn the seats by one place each game, so every bot plays from "
                          "every seat; adds the win shares by bot")
    _think_arguments(sim)

    val = sub.add_parser("validate", help="check packs and maps")
    val.add_argument("paths", nargs="*", type=Path)

    shot = sub.add_parser("screenshot", help="render a scene to PNG, headless")
    shot.add_argument("target", help="launcher, notes (the launcher's), setup:GAME, rules:GAME, "
                      "pause:GAME, results:GAME or GAME (its table)")
    shot.add_argument("--out", type=Path, required=True)
    shot.add_argument("--size", default="1920x1080")
    shot.add_argument("--seed", type=int, default=1)

    bench = sub.add_parser("bench", help="measure speed and memory")
    bench.add_argument("--json", type=Path, dest="json_out")
    bench.add_argument("--seconds", type=float, default=1.0, help="time per engine figure")
    bench.add_argument("--engine-only", action="store_true")

    sub.add_parser("install-launcher", help="make the game box start by double-click")
    return p


def _think_arguments(parser) -> None:
    parser.add_argument("--think-ms", type=int, default=None, metavar="N",
                        help="milliseconds a hard (search) bot thinks per decision "
                             "(1-5000; default 1000)")
    parser.add_argument("--think-iterations", type=int, default=None, metavar="N",
                        help="search iterations per decision instead of a time: the same "
                             "seed then plays the same game on any machine")


def _think(args):
    """The search bots' budget the arguments ask for, or None (the default)."""
    if args.think_ms is None and args.think_iterations is None:
        return None
    from .engine.search import DEFAULT_THINK_MS, Budget

    return Budget(iterations=args.think_iterations or 0,
                  ms=args.think_ms if args.think_ms is not None else DEFAULT_THINK_MS)


def parse_options(game, pairs) -> dict:
    """``KEY=VALUE`` texts (``--option``) as option values, each read by its option's own
    parser; ValueError for a pair without ``=`` or an option the game does not have."""
    known = {o.key: o for o in game.options}
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"--option takes KEY=VALUE, not {pair!r}")
        if key not in known:
            # raises with a did-you-mean hint, unless the game still reads an old option
            # (the Grungeon's random_maze=yes)
            game.resolve_options({key: value})
            out[key] = value
            continue
        out[key] = known[key].parse(value)
    return out


def cmd_play(args) -> int:
    import time

    from .engine import registry
    from .engine.match import parse_seats

    game = registry.get(args.game)
    options = parse_options(game, args.option)
    if args.seats:
        seats = parse_seats(args.seats)
    else:
        seats = parse_seats(",".join(["human:kbd"] + ["bot:normal"] * (game.min_seats - 1)))
    game.check_seat_count(len(seats))
    seed = args.seed if args.seed is not None else time.time_ns() % 1_000_000_007
    think = _think(args)
    from .app import run_play

    if think is None:
        return run_play(game.id, seats, options, seed)
    return run_play(game.id, seats, options, seed, think=think)


def cmd_simulate(args) -> int:
    from .engine import registry, simulate

    game = registry.get(args.game)
    if args.games < 1:
        raise ValueError(f"--games takes a number of games of at least 1, not {args.games}")
    report = simulate.run(game, args.games, args.seed, args.seats, parse_options(game, args.option),
                          args.check, progress=_print_progress, think=_think(args),
                          rotate=args.rotate)
    for failure in report.failures[:20]:
        print(f"FAILED {failure}")
    for line in report.details():
        print(line)
    print(report.summary())
    return 1 if report.failures else 0


def _print_progress(report, planned: int) -> None:
    # stderr, so stdout keeps the documented shape (the summary line last)
    print(report.progress(planned), file=sys.stderr, flush=True)


def cmd_validate(args) -> int:
    from .engine import registry
    from .validate import syntax_only, validate_paths

    problems, checked = validate_paths(args.paths)
    for problem in problems:
        print(problem)
    for path in syntax_only(args.paths or []):
        games = ", ".join(registry.available_ids())
        print(f"note: {path} is in no packs/<game>/ or maps/<game>/ folder (games: {games}), "
              "so only its syntax was checked")
    print(f"validated {checked} file(s): {len(problems)} problem(s)")
    return 1 if problems else 0


def cmd_screenshot(args) -> int:
    from .screenshot import render_to_png

    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        raise ValueError(f"--size takes WIDTHxHEIGHT, like 1920x1080, not {args.size!r}") from None
    render_to_png(args.target, args.out, (w, h), args.seed)
    print(f"wrote {args.out}")
    return 0


def cmd_bench(args) -> int:
    from .engine import bench

    report: dict = {}
    bench.run(report, args.seconds)
    if not args.engine_only:
        try:
            from . import bench_ui
        except ImportError as exc:
            report["ui"] = {"error": f"UI benchmark unavailable: {exc}"}
        else:
            bench_ui.run(report)
    text = json.dumps(report, indent=2)
    print(text)
    if args.json_out:
        args.json_out.write_text(text + "\n")
    return 0


def cmd_install_launcher(args) -> int:
    from .install_launcher import install

    for path in install():
        print(f"installed {path}")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    commands = {
        "play": cmd_play, "simulate": cmd_simulate, "validate": cmd_validate,
        "screenshot": cmd_screenshot, "bench": cmd_bench,
        "install-launcher": cmd_install_launcher,
    }
    try:
        if args.command is None:
            from .app import run_launcher

            return run_launcher()
        return commands[args.command](args)
    except (ValueError, KeyError) as exc:
        # a plain KeyError's str() adds quotes; UnknownGame writes its own sentence
        message = exc.args[0] if type(exc) is KeyError and exc.args else exc
        print(f"gamebox: {message}", file=sys.stderr)
        return 2
