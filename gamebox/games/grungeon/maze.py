"""The Grungeon's board as plain data, its compiled form for play, and the maze validator.

A board is a JSON-friendly dict (what `Content.data` holds and saves copy)::

    {"name": "...", "width": 15, "height": 15,
     "walls": [225 ints],          # per room, bits N=1 E=2 S=4 W=8 (a wall on that side)
     "spikes": [room, ...],        # rooms with spikes
     "things": [{"kind": "weapon", "item": "steel_axe", "room": 36}, {"kind": "potion", ...},
                {"kind": "grunkletaur", "room": 112}, {"kind": "exit", "room": 7, "side": "up"},
                {"kind": "start", "name": "NW", "room": 0}, ...]}

Rooms are numbered row by row (``room = row * 15 + col``) and labelled A1..O15: the column
letter (A-O, west to east) then the row number (1-15, north to south). The validator checks
one board whether it came from a Tiled file or from the generator; each problem may point at
a thing (by its index in ``things``) so a map loader can name the file line of the object.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass

SIZE = 15
ROOMS = SIZE * SIZE
CENTRE = (SIZE // 2) * SIZE + SIZE // 2

N, E, S, W = 1, 2, 4, 8
DIRS = ("up", "right", "down", "left")
"""Move directions; up is always north (the rulebook's orientation clarification)."""
DIR_BIT = {"up": N, "right": E, "down": S, "left": W}
DIR_DELTA = {"up": (0, -1), "right": (1, 0), "down": (0, 1), "left": (-1, 0)}
OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}
SIDE_NAMES = {"up": "north", "right": "east", "down": "south", "left": "west"}

WEAPON_TYPES = ("axe", "sword", "lance")
WEAPON_TIERS = {"iron": 3, "steel": 5, "diamond": 7}
WEAPONS = tuple(f"{tier}_{kind}" for kind in WEAPON_TYPES for tier in WEAPON_TIERS)
"""The nine weapons, one of each in the Grungeon."""
WEAPON_BASE = {f"{tier}_{kind}": dmg for kind in WEAPON_TYPES
               for tier, dmg in WEAPON_TIERS.items()}
WEAPON_KIND = {w: w.split("_")[1] for w in WEAPONS}
BEATS = {"axe": "lance", "lance": "sword", "sword": "axe"}
"""Axes are strong against lances, lances against swords, swords against axes."""


def triangle() -> list[str]:
    """The weapon triangle as clauses, read from the rules' table.

    >>> triangle()
    ['Axe beats Lance', 'Lance beats Sword', 'Sword beats Axe']
    """
    clauses, kind = [], WEAPON_TYPES[0]
    for _ in WEAPON_TYPES:  # round the triangle, each loser beating the next
        clauses.append(f"{kind.title()} beats {BEATS[kind].title()}")
        kind = BEATS[kind]
    return clauses


ITEM_COUNTS = {"potion": 4, "hp_up": 4, "teleporter": 2}
"""Usable items and how many of each the Grungeon holds."""
USABLE = tuple(ITEM_COUNTS)
TOKEN = "token"
"""The Token of Grunkle: carried like an item, never used."""

ITEM_NAMES = {"potion": "Potion", "hp_up": "HP Up", "teleporter": "Broken Teleporter",
              TOKEN: "Token of Grunkle"}
ITEM_NAMES.update({w: w.replace("_", " ").title() for w in WEAPONS})

CORNERS = ("NW", "NE", "SW", "SE")
CORNER_ROOM = {"NW": 0, "NE": SIZE - 1, "SW": (SIZE - 1) * SIZE, "SE": ROOMS - 1}
CORNER_NAMES = {"NW": "north-west", "NE": "north-east", "SW": "south-west", "SE": "south-east"}

THING_KINDS = ("weapon", "potion", "hp_up", "teleporter", "grunkletaur", "exit", "start")
ITEM_KINDS = ("weapon",) + USABLE


def label(room: int) -> str:
    """A1..O15: column letter, then row number.

    >>> label(0), label(CENTRE), label(ROOMS - 1)
    ('A1', 'H8', 'O15')
    """
    return f"{chr(ord('A') + room % SIZE)}{room // SIZE + 1}"


def where(room: int) -> str:
    """Column and row in words, 1-based, as map authors count in Tiled's status bar plus one.

    >>> where(14)
    'column 15, row 1'
    """
    return f"column {room % SIZE + 1}, row {room // SIZE + 1}"


def neighbour(room: int, direction: str) -> int:
    """The room one step away, or -1 off the grid."""
    col, row = room % SIZE, room // SIZE
    dc, dr = DIR_DELTA[direction]
    col, row = col + dc, row + dr
    if 0 <= col < SIZE and 0 <= row < SIZE:
        return row * SIZE + col
    return -1


def item_name(item: str) -> str:
    """The display name of an item or weapon."""
    return ITEM_NAMES.get(item, item)


def with_article(name: str) -> str:
    """A display name with its indefinite article.

    >>> with_article("Potion"), with_article("HP Up"), with_article("Iron Axe")
    ('a Potion', 'an HP Up', 'an Iron Axe')
    """
    return ("an " if name[:1] in "AEIOU" or name.startswith("HP") else "a ") + name


@dataclass(frozen=True)
class Board:
    """A validated board compiled for fast play; shared, never changed."""

    data: dict
    """The plain board dict it came from."""
    step: tuple
    """Per room, per direction index (DIRS order): the room reached, -1 for a wall, -2 exit."""
    spikes: tuple
    """Per room, True when it has spikes."""
    items: tuple
    """Per room, the tuple of items lying there at the start."""
    grunkletaur: int
    exit_room: int
    exit_side: str
    starts: dict
    sides: tuple
    """Per room, ((direction, "wall" | "open" | "exit"), ...) as a seat standing there sees it."""

    @property
    def walls(self) -> list:
        return self.data["walls"]


_COMPILED: dict[int, Board] = {}


def compile_board(data: dict) -> Board:
    """The play form of a plain board (call `validate_board` first); cached per dict."""
    cached = _COMPILED.get(id(data))
    if cached is not None and cached.data is data:
        return cached
    walls = data["walls"]
    exit_room, exit_side = -1, ""
    items: list[list[str]] = [[] for _ in range(ROOMS)]
    starts: dict[str, int] = {}
    grunk = -1
    for thing in data["things"]:
        kind = thing["kind"]
        if kind == "exit":
            exit_room, exit_side = thing["room"], thing["side"]
        elif kind == "start":
            starts[thing["name"]] = thing["room"]
        elif kind == "grunkletaur":
            grunk = thing["room"]
        elif kind == "weapon":
            items[thing["room"]].append(thing["item"])
        else:
            items[thing["room"]].append(kind)
    step = []
    for room in range(ROOMS):
        row = []
        for d in DIRS:
            if walls[room] & DIR_BIT[d]:
                row.append(-1)
            else:
                target = neighbour(room, d)
                row.append(target if target >= 0 else (-2 if room == exit_room and
                                                        d == exit_side else -1))
        step.append(tuple(row))
    spikes = [False] * ROOMS
    for room in data["spikes"]:
        spikes[room] = True
    sides = tuple(tuple((d, "wall" if t == -1 else "exit" if t == -2 else "open")
                        for d, t in zip(DIRS, row)) for row in step)
    board = Board(data, tuple(step), tuple(spikes), tuple(tuple(sorted(i)) for i in items),
                  grunk, exit_room, exit_side, starts, sides)
    if len(_COMPILED) > 64:
        _COMPILED.clear()
    _COMPILED[id(data)] = board
    return board


# ---- validation ------------------------------------------------------------------------

@dataclass(frozen=True)
class BoardProblem:
    """One thing wrong with a board; `thing` is an index into ``things`` when one is at fault."""

    message: str
    thing: int = -1
    room: int = -1


def _open_neighbours(walls: list[int], room: int):
    for d in DIRS:
        if not walls[room] & DIR_BIT[d]:
            target = neighbour(room, d)
            if target >= 0:
                yield target


def reachable(walls: list[int], start: int, blocked: set[int] = frozenset()) -> set[int]:
    """Rooms reachable from `start` through open sides, never entering `blocked` rooms."""
    seen = {start}
    todo = deque([start])
    while todo:
        room = todo.popleft()
        for nxt in _open_neighbours(walls, room):
            if nxt not in seen and nxt not in blocked:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def _thing_label(thing: dict) -> str:
    if thing.get("kind") == "weapon":
        return f"weapon {thing.get('item')!r}"
    if thing.get("kind") == "start":
        return f"start {thing.get('name')!r}"
    return str(thing.get("kind"))


def validate_board(data: dict) -> list[BoardProblem]:
    """Every rule a Grungeon board must keep; an empty list means it can be played.

    Checks: 15x15 rooms; neighbours agree on shared walls; the outer wall is closed except at
    the exit; one exit on the border; one Grunkletaur; each of the nine weapons once; 4
    Potions, 4 HP Ups, 2 Broken Teleporters; at most one item per room and none in a start
    room or the Grunkletaur's; the four start corners in their corner rooms, open, without
    spikes; every room reachable; spikes never the only way to any room.
    """
    problems: list[BoardProblem] = []
    add = problems.append
    if data.get("width") != SIZE or data.get("height") != SIZE:
        add(BoardProblem(f"the Grungeon is {SIZE}x{SIZE} rooms, not "
                         f"{data.get('width')}x{data.get('height')}"))
        return problems
    walls = data["walls"]
    if len(walls) != ROOMS:
        add(BoardProblem(f"the rooms layer needs {ROOMS} rooms, found {len(walls)}"))
        return problems
    for room in range(ROOMS):
        if walls[room] < 0:
            add(BoardProblem(f"no room is painted at {where(room)} ({label(room)})", room=room))
    if problems:
        return problems
    for room in range(ROOMS):
        for d in ("right", "down"):
            other = neighbour(room, d)
            if other < 0:
                continue
            mine = bool(walls[room] & DIR_BIT[d])
            theirs = bool(walls[other] & DIR_BIT[OPPOSITE[d]])
            if mine != theirs:
                add(BoardProblem(
                    f"rooms at {where(room)} and {where(other)} disagree about the wall between "
                    f"them: the first {'has' if mine else 'has no'} {SIDE_NAMES[d]} wall, the "
                    f"second {'has' if theirs else 'has no'} {SIDE_NAMES[OPPOSITE[d]]} wall",
                    room=room))
    things = data["things"]
    by_kind: dict[str, list[int]] = {}
    for i, thing in enumerate(things):
        by_kind.setdefault(thing["kind"], []).append(i)
        room = thing.get("room", -1)
        if not 0 <= room < ROOMS:
            add(BoardProblem(f"{_thing_label(thing)} is outside the {SIZE}x{SIZE} grid", i))
    if any(not 0 <= t.get("room", -1) < ROOMS for t in things):
        return problems

    exits = by_kind.get("exit", [])
    exit_room, exit_side = -1, ""
    if len(exits) != 1:
        add(BoardProblem(f"the Grungeon needs exactly one exit, found {len(exits)}",
                         exits[1] if len(exits) > 1 else -1))
    else:
        thing = things[exits[0]]
        exit_room = thing["room"]
        exit_side = thing.get("side", "")
        if exit_side not in DIRS or neighbour(exit_room, exit_side) >= 0:
            add(BoardProblem(f"exit at {where(exit_room)} must lead out through the outer wall "
                             f"(side up, down, left or right on the border), not "
                             f"{exit_side or 'no side'!r}", exits[0]))
            exit_side = ""
        elif walls[exit_room] & DIR_BIT[exit_side]:
            add(BoardProblem(f"exit at {where(exit_room)} is blocked: its room has a "
                             f"{SIDE_NAMES[exit_side]} wall (paint a room open on that side)",
                             exits[0]))
    for room in range(ROOMS):
        for d in DIRS:
            if neighbour(room, d) < 0 and not walls[room] & DIR_BIT[d] and not (
                    room == exit_room and d == exit_side):
                add(BoardProblem(f"the outer wall has a gap on the {SIDE_NAMES[d]} side at "
                                 f"{where(room)} that is not the exit", room=room))

    grunks = by_kind.get("grunkletaur", [])
    if len(grunks) != 1:
        add(BoardProblem(f"the Grungeon needs exactly one Grunkletaur, found {len(grunks)}",
                         grunks[1] if len(grunks) > 1 else -1))
    weapons = [things[i].get("item") for i in by_kind.get("weapon", [])]
    for i in by_kind.get("weapon", []):
        item = things[i].get("item")
        if item not in WEAPON_BASE:
            import difflib

            hint = difflib.get_close_matches(str(item), WEAPONS, n=1)
            add(BoardProblem(f"weapon {item!r} is not one of the nine weapons"
                             + (f" (did you mean {hint[0]!r}?)" if hint else ""), i))
        elif weapons.count(item) > 1 and i != by_kind["weapon"][weapons.index(item)]:
            add(BoardProblem(f"weapon {item!r} appears twice; there is one of each", i))
    for weapon in WEAPONS:
        if weapon not in weapons:
            add(BoardProblem(f"weapon {weapon!r} is missing; there is one of each of the nine "
                             f"weapons"))
    for kind, count in ITEM_COUNTS.items():
        found = len(by_kind.get(kind, []))
        if found != count:
            add(BoardProblem(f"the Grungeon holds {count} {item_name(kind)} objects, found "
                             f"{found}", by_kind[kind][count] if found > count else -1))

    starts = {things[i].get("name"): i for i in by_kind.get("start", [])}
    named: set = set()
    for i in by_kind.get("start", []):
        name = things[i].get("name")
        if name not in CORNER_ROOM:
            add(BoardProblem(f"start {name!r} must be named NW, NE, SW or SE", i))
        elif name in named:
            add(BoardProblem(f"two start objects are named {name!r}; one per corner", i))
        named.add(name)
    for corner, room in CORNER_ROOM.items():
        if corner not in starts:
            add(BoardProblem(f"start {corner!r} is missing (one start object per corner, named "
                             f"NW, NE, SW and SE)"))
            continue
        i = starts[corner]
        at = things[i]["room"]
        if at != room:
            add(BoardProblem(f"start {corner!r} must be in the {CORNER_NAMES[corner]} corner "
                             f"room ({where(room)}), not at {where(at)}", i))
        elif walls[at] == N | E | S | W:
            add(BoardProblem(f"start {corner!r} is inside a wall at {where(at)} (its room is "
                             f"walled on all four sides)", i))
        elif at in data["spikes"]:
            add(BoardProblem(f"start {corner!r} is on spikes at {where(at)}", i))

    start_rooms = set(CORNER_ROOM.values())
    grunk_room = things[grunks[0]]["room"] if len(grunks) == 1 else -1
    item_rooms: dict[int, int] = {}
    for i, thing in enumerate(things):
        if thing["kind"] not in ITEM_KINDS:
            continue
        room = thing["room"]
        if room in start_rooms:
            add(BoardProblem(f"{_thing_label(thing)} lies in a start room at {where(room)}; "
                             "start rooms stay empty", i))
        elif room == grunk_room:
            add(BoardProblem(f"{_thing_label(thing)} lies in the Grunkletaur's room at "
                             f"{where(room)}", i))
        elif room in item_rooms:
            add(BoardProblem(f"{_thing_label(thing)} shares the room at {where(room)} with "
                             f"{_thing_label(things[item_rooms[room]])}; one item per room", i))
        else:
            item_rooms[room] = i

    spikes = set(data["spikes"])
    for room in spikes:
        if not 0 <= room < ROOMS:
            add(BoardProblem(f"spikes outside the grid (room {room})", room=room))
    if grunk_room in spikes:
        add(BoardProblem(f"the Grunkletaur's room at {where(grunk_room)} has spikes",
                         grunks[0]))
    if exit_room in spikes:
        add(BoardProblem(f"the exit room at {where(exit_room)} has spikes", exits[0]))
    seen = reachable(walls, 0)
    for room in range(ROOMS):
        if room not in seen:
            add(BoardProblem(f"the room at {where(room)} ({label(room)}) cannot be reached "
                             "from the start corners", room=room))
            break
    if len(seen) == ROOMS:
        safe = reachable(walls, 0, spikes)
        for room in range(ROOMS):
            if room in spikes or room in safe:
                continue
            add(BoardProblem(f"the room at {where(room)} ({label(room)}) can only be reached "
                             "through spikes", room=room))
            break
    return problems
