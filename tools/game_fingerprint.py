"""A fingerprint of a game's behaviour, to check that a speed-up changed nothing.

    .venv/bin/python tools/game_fingerprint.py guts > before.json
    ... optimise ...
    .venv/bin/python tools/game_fingerprint.py guts | diff before.json -

Plays seeded games (random actions, then bots at every level) and hashes, step by step, the
legal lists (texts, in order), the views, the events (kind, text, data) and the results. Two
trees give the same fingerprints only when they play the same games the same way. Hard bots
search with the engine's quick iteration budget (`search.QUICK`, never a time), so their
games, and the playout's sense they roll out with, are the same on every machine.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gamebox.engine import registry  # noqa: E402
from gamebox.engine.bots import LEVELS  # noqa: E402
from gamebox.engine.match import Match, SeatSpec  # noqa: E402
from gamebox.engine.rng import Rng  # noqa: E402
from gamebox.engine.search import QUICK  # noqa: E402


def _feed(digest, obj) -> None:
    digest.update(json.dumps(obj, sort_keys=True, default=str).encode())


def random_games(game, content, seats: int, seeds: range) -> str:
    """Random actions: legal lists, every third view, the events of every action."""
    digest = hashlib.sha256()
    for seed in seeds:
        rng = Rng(seed * 7 + 1)
        state = game.new_state(seats, None, seed, content)
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            _feed(digest, [str(a) for a in legal])
            if len(state.log) % 3 == 0:
                _feed(digest, state.view(seat))
            events = state.apply_unchecked(seat, rng.choice(legal))
            _feed(digest, [(e.kind, e.text, e.data, e.reveals) for e in events])
    return digest.hexdigest()[:16]


def bot_games(game, content, seats: int, level: str, seeds: range) -> str:
    """Bots in every seat: legal lists and views at every decision, then the story."""
    digest = hashlib.sha256()
    for seed in seeds:
        match = Match.start(game, [SeatSpec("bot", level) for _ in range(seats)], None, seed,
                            content, think=QUICK)
        state = match.state
        while not state.is_over():
            seat = match.bot_to_act()
            _feed(digest, [str(a) for a in state.legal_actions(seat)])
            _feed(digest, state.view(seat))
            match.bot_step()
        _feed(digest, [(e.kind, e.text, e.data) for e in match.history])
        _feed(digest, str(state.result()))
    return digest.hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=40, help="seeded games per line")
    args = parser.parse_args(argv)
    game = registry.get(args.game)
    content = game.load_content()
    seat_counts = sorted({game.min_seats, min(game.max_seats, 3), game.max_seats})
    out = {}
    for seats in seat_counts:
        out[f"random, {seats} seats"] = random_games(game, content, seats, range(args.games))
    for level in LEVELS:
        for seats in (game.min_seats, game.max_seats):
            out[f"{level} bots, {seats} seats"] = bot_games(game, content, seats, level,
                                                            range(args.games // 2))
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
