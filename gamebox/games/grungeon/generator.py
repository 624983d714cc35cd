"""A seeded random Grungeon: a braided maze, spikes that never block, and every item placed.

The result is a plain board (see `maze`) that passes `validate_board`; the same seed always
gives the same maze. Used by the "random maze" option and to draft hand-made maps.
"""
from __future__ import annotations

from functools import lru_cache

from ...engine.rng import Rng
from .maze import (CENTRE, CORNER_ROOM, DIR_BIT, DIRS, ITEM_COUNTS, OPPOSITE, ROOMS, SIZE,
                   WEAPONS, N, E, S, W, neighbour, reachable, validate_board)

LOOP_SHARE = 0.25
"""Share of the walls left after carving that are knocked out again, so the maze has loops:
several routes between places, and players run into each other."""
SPIKE_ROOMS = 22


def _carve(rng: Rng) -> list[int]:
    walls = [N | E | S | W] * ROOMS
    seen = [False] * ROOMS
    stack = [rng.randbelow(ROOMS)]
    seen[stack[0]] = True
    while stack:
        room = stack[-1]
        options = [d for d in DIRS if (n := neighbour(room, d)) >= 0 and not seen[n]]
        if not options:
            stack.pop()
            continue
        d = rng.choice(options)
        nxt = neighbour(room, d)
        walls[room] &= ~DIR_BIT[d]
        walls[nxt] &= ~DIR_BIT[OPPOSITE[d]]
        seen[nxt] = True
        stack.append(nxt)
    return walls


def _braid(walls: list[int], rng: Rng) -> None:
    inner = [(room, d) for room in range(ROOMS) for d in ("right", "down")
             if neighbour(room, d) >= 0 and walls[room] & DIR_BIT[d]]
    rng.shuffle(inner)
    for room, d in inner[:int(len(inner) * LOOP_SHARE)]:
        walls[room] &= ~DIR_BIT[d]
        walls[neighbour(room, d)] &= ~DIR_BIT[OPPOSITE[d]]


def generate(seed: int, name: str = "") -> dict:
    """A random, valid board from `seed`."""
    rng = Rng(Rng.derive(seed, "grungeon-maze"))
    walls = _carve(rng)
    _braid(walls, rng)
    # the exit: a border room away from the corners, opened to the outside
    side = rng.choice(DIRS)
    k = rng.randint(2, SIZE - 3)
    exit_room = {"up": k, "down": (SIZE - 1) * SIZE + k, "left": k * SIZE,
                 "right": k * SIZE + SIZE - 1}[side]
    walls[exit_room] &= ~DIR_BIT[side]
    reserved = set(CORNER_ROOM.values()) | {CENTRE, exit_room}
    free = [r for r in range(ROOMS) if r not in reserved]
    rng.shuffle(free)
    spikes: set[int] = set()
    for room in free:
        if len(spikes) >= SPIKE_ROOMS:
            break
        trial = spikes | {room}
        # spikes may never be the only way to a room
        if len(reachable(walls, 0, trial)) == ROOMS - len(trial):
            spikes = trial
    rng.shuffle(free)
    items = [("weapon", w) for w in WEAPONS]
    items += [(kind, None) for kind, count in ITEM_COUNTS.items() for _ in range(count)]
    things = []
    for (kind, weapon), room in zip(items, free):
        thing = {"kind": kind, "room": room}
        if weapon:
            thing["item"] = weapon
        things.append(thing)
    things.append({"kind": "grunkletaur", "room": CENTRE})
    things.append({"kind": "exit", "room": exit_room, "side": side})
    for corner, room in CORNER_ROOM.items():
        things.append({"kind": "start", "name": corner, "room": room})
    board = {"name": name or f"Random maze {seed}", "width": SIZE, "height": SIZE,
             "walls": walls, "spikes": sorted(spikes), "things": things}
    problems = validate_board(board)
    if problems:  # a bug in this module, never a player's fault
        raise AssertionError(f"generated maze {seed} is invalid: {problems[0].message}")
    return board


@lru_cache(maxsize=8)
def generate_cached(seed: int) -> dict:
    """`generate(seed)`, kept for replays and saves of the same game (treat it as read-only)."""
    return generate(seed)
