"""Fair Grungeon bots: a memory of the preview, then only their own view and events.

During the preview a bot reads the map from its view like everyone and keeps a memory of
it; how much it forgets depends on its level and its own Rng (seed, seat, level). In play
it tracks where it is from its own reports (moves that worked, walls that stopped it, the
teleport's coordinates), learns walls it bumps into and the sides of each room it stands
in, and never reads the state.

Levels: the playout's sense (`engine.bots.PLAYOUT_SENSE`: the hard level before the search
became it, now the prior the hard level's search weighs) remembers the whole preview and
fights hard; ``normal`` forgets a share of walls, spikes and items; ``easy`` forgets more and
plays timidly (it only hunts the Grunkletaur with a good weapon and full health, and only
strikes back at players).

A Token left on a floor is looked for from what the seat was told: the Token seen on the
floor of its own room, a holder seen walking out of its room and dying that same turn (on
the spikes of the room it walked into), or, when nobody else can hold it, a search of the
rooms where the fallen leave their things (see `GrungeonBot._search`).
"""
from __future__ import annotations

from heapq import heappop, heappush
from itertools import count
from operator import itemgetter

from ...engine.bots import PLAYOUT_SENSE, Bot
from ...engine.protocol import Action
from .combat import SPIKE_DAMAGE
from .maze import (CENTRE, CORNER_ROOM, DIR_BIT, DIRS, OPPOSITE, ROOMS, SIZE, TOKEN,
                   WEAPON_BASE, E, N, S, W, neighbour)
# the rules' own action objects, so `action in legal` meets the very same object
from .actions import ATTACK, COMMIT, MOVE, READY, USE

FORGET = {PLAYOUT_SENSE: 0, "normal": 2, "easy": 4}
"""Eighths of the walls, spikes and items each level (and the playout's sense) forgets when
the preview ends."""
DIR_INDEX = {d: i for i, d in enumerate(DIRS)}
UNREACHABLE = 10 ** 6
HEALS = ("potion", "hp_up")
SEARCH_PATIENCE = 20
"""Turns a bot waits by the exit for the Token's carrier before it looks for a Token left on
a floor while others live: a carrier may have died alone, where nobody saw it."""
SEARCH_LOW_HP = 8
"""At this HP or below a bot looking for a Token fetches a remembered Potion or HP Up first."""
WAY_SLACK = 4
"""How much longer than the shortest way from the Grunkletaur's room to the exit a way may
be for its rooms to count as on a holder's way out (a holder may remember another route)."""
NEIGHBOURS = tuple(tuple((DIR_BIT[d], neighbour(room, d)) for d in DIRS if neighbour(room, d) >= 0)
                   for room in range(ROOMS))
"""Per room: (wall bit, neighbouring room) for each side that is not the grid's edge."""
BIT_DIR = {bit: d for d, bit in DIR_BIT.items()}
NEXT_ROOM = {d: tuple(neighbour(room, d) for room in range(ROOMS)) for d in DIRS}
"""Per direction, per room: the room one step away, or -1 off the grid (`neighbour`, looked
up rather than worked out: bots ask every turn)."""
ROOM_KEYS = tuple(room << 8 for room in range(ROOMS))
WITHIN = tuple(tuple(frozenset((room // SIZE + dy) * SIZE + room % SIZE + dx
                               for dy in range(-steps, steps + 1)
                               for dx in range(abs(dy) - steps, steps - abs(dy) + 1)
                               if 0 <= room % SIZE + dx < SIZE and 0 <= room // SIZE + dy < SIZE)
                     for room in range(ROOMS))
               for steps in range(4))
"""Per step count 0-3, per room: the rooms that many grid steps away or fewer, walls or not.
No walk of n steps leaves them, so a look-around finds nothing when none is wanted."""
OPEN_SIDES: dict[int, tuple] = {}
"""By (room, its remembered walls): ((direction, neighbour), ...) through the sides not
known as walls, and those directions alone."""
BEST_WEAPON: dict[tuple, str | None] = {}
"""The strongest weapon of an inventory (None without one), by the inventory's items:
inventories are few and a bot asks every turn."""
INNER_EDGES = tuple((room, neighbour(room, d), DIR_BIT[d], DIR_BIT[OPPOSITE[d]])
                    for room in range(ROOMS) for d in ("right", "down") if neighbour(room, d) >= 0)
BORDER_SIDES = tuple((room, DIR_BIT[d]) for room in range(ROOMS) for d in DIRS
                     if neighbour(room, d) < 0)
_EDGE_OF = {(room, other): k for k, (room, other, _bit, _back) in enumerate(INNER_EDGES)}
RIGHT_FLAGS = itemgetter(*(_EDGE_OF.get((room, room + 1), len(INNER_EDGES))
                           for room in range(ROOMS)))
DOWN_FLAGS = itemgetter(*(_EDGE_OF.get((room, room + SIZE), len(INNER_EDGES))
                          for room in range(ROOMS)))
"""Per room, picked from the preview's coin flips as text (with one "0" past the inner
edges): the flip of the side on its right, and of the side below it."""
FLAG_BYTES = bytes.maketrans(b"01", b"\x00\x01")


def room_of_label(text: str) -> int:
    """A1..O15 back to a room number (the teleport's coordinates)."""
    col = ord(text[0].upper()) - ord("A")
    row = int(text[1:]) - 1
    return row * SIZE + col


LINKS: dict[int, tuple] = {}
"""Adjacency of one room by (room, its remembered walls, its unknown sides), shared by all
memories: a bot's map is rebuilt from it in one pass (see `Memory._adjacency`). Each is
``(pairs, flat)``: ((neighbour, extra cost), ...) through the sides not known as walls, and
the same as four (neighbour, extra cost) in one flat tuple, the missing ones (NOWHERE, 0),
which the route search unpacks in one step instead of looping."""
NOWHERE = ROOMS
"""A room past the grid whose cost is below every other (-1 in a search): never relaxed."""
ALL64 = (1 << 64) - 1


def _forgetting(rng, count: int, eighths: int) -> int:
    """`count` coin flips as the bits of an int, each set with chance eighths/8.

    Three random 64-bit words give each of 64 lanes a number 0-7; a lane's flip is set when
    that number is below `eighths`.
    """
    if not eighths:
        return 0
    mask = shift = 0
    while shift < count:
        words = (rng.next64(), rng.next64(), rng.next64())
        lanes = 0
        for value in range(eighths):
            term = ALL64
            for b, word in enumerate(words):
                term &= word if value >> b & 1 else ~word & ALL64
            lanes |= term
        mask |= lanes << shift
        shift += 64
    return mask & ((1 << count) - 1)


def _forgotten_sides(flags: str, seen: list[int]) -> tuple[list[int], list[int]]:
    """The sides each room forgot and the walls it keeps, from the coin flips of the inner
    edges (`flags`, in `INNER_EDGES` order, then one "0") and the walls `seen` in the preview.

    All rooms at once rather than edge by edge: the flips of each room's right and lower
    sides become one byte per room of two ints; its left and upper sides are the same ints
    moved by one room and by one row. A room's four bits stay inside its own byte.
    """
    right = int.from_bytes("".join(RIGHT_FLAGS(flags)).encode().translate(FLAG_BYTES), "little")
    down = int.from_bytes("".join(DOWN_FLAGS(flags)).encode().translate(FLAG_BYTES), "little")
    lost = right * E | (right << 8) * W | down * S | (down << 8 * SIZE) * N
    unknown = list(lost.to_bytes(ROOMS, "little"))
    if len(seen) == ROOMS and 0 <= min(seen) and max(seen) <= N | E | S | W:
        walls = list((int.from_bytes(bytes(seen), "little") & ~lost).to_bytes(ROOMS, "little"))
    else:  # not a playable map (tests may build odd ones): room by room
        walls = [w & ~u for w, u in zip(seen, unknown)]
    return unknown, walls


class Memory:
    """What a bot believes about the maze.

    `walls` holds the walls it remembers; `unknown` the sides it forgot. A route through a
    forgotten side costs extra (the bot prefers the ways it remembers) but is tried. A bot
    learns the four sides of every room it stands in before it decides, so it never walks
    into a wall; a distance map is rebuilt only when a forgotten side turns out to be a wall
    and the bot finds no side leading closer, which keeps bots fast.
    """

    UNKNOWN_COST = 2

    def __init__(self, walls: list[int] | None = None, unknown: list[int] | None = None):
        if walls is None or unknown is None:
            # nothing seen: every inner side unknown, the grid's edge a wall
            walls, unknown = [0] * ROOMS, [N | E | S | W] * ROOMS
            for room, bit in BORDER_SIDES:
                walls[room] |= bit
                unknown[room] &= ~bit
        self.walls = walls
        self.unknown = unknown
        self.spikes: set[int] = set()
        self.items: dict[int, str] = {}
        self.grunkletaur = CENTRE
        self.exit_room = -1
        self.exit_side = ""
        self.version = 0
        """Bumped whenever a forgotten side turns out to be a wall."""
        self._dist: dict[tuple, list[int]] = {}
        self._adj: list | None = None
        self._pen: dict[tuple, list[int]] = {}
        """Per room, ((neighbour, extra cost), ...) through each side not known to be a wall;
        rebuilt when the walls or the unknown sides change (rarely)."""
        self.wanted: dict[tuple, tuple] = {}
        """Rooms of remembered items by query; items are only ever forgotten or taken, so
        the number of remembered items tells whether an answer is still current."""

    @classmethod
    def from_preview(cls, board: dict, forget: int, rng) -> "Memory":
        """Remember the previewed `board`, forgetting each fact with chance `forget`/8.

        The bot starts from what it saw; each forgotten passage or wall becomes unknown.
        """
        edges, spikes, things = len(INNER_EDGES), board["spikes"], board["things"]
        total = edges + len(spikes) + len(things)
        lost = _forgetting(rng, total, forget)
        # the flips as text, fact k at position k (quicker to pick from than a 500-bit int)
        flags = bin(lost)[:1:-1].ljust(total, "0")
        unknown, walls = _forgotten_sides(flags[:edges] + "0", board["walls"])
        mem = cls(walls, unknown)
        mem.spikes = {r for i, r in enumerate(spikes) if flags[edges + i] == "0"}
        first = edges + len(spikes)
        for i, thing in enumerate(things):
            kind = thing["kind"]
            if kind == "grunkletaur":
                mem.grunkletaur = thing["room"]
            elif kind == "exit":
                mem.exit_room, mem.exit_side = thing["room"], thing["side"]
                # the bot leaves through the exit on purpose; for routes it is a wall
                walls[thing["room"]] |= DIR_BIT[thing["side"]]
            elif kind in ("weapon", "potion", "hp_up", "teleporter"):
                if flags[first + i] == "0":
                    mem.items[thing["room"]] = thing.get("item", kind)
        return mem

    def learn_room(self, room: int, sides: dict) -> None:
        """Record the sides of the room the bot stands in."""
        if not self.unknown[room]:
            return
        touched = [room]
        for d, what in sides.items():
            bit = DIR_BIT[d]
            if not self.unknown[room] & bit:
                continue
            self.unknown[room] &= ~bit
            other = NEXT_ROOM[d][room]
            if what == "exit":
                self.exit_room, self.exit_side = room, d
            if other < 0:
                continue
            back = DIR_BIT[OPPOSITE[d]]
            self.unknown[other] &= ~back
            touched.append(other)
            if what == "wall":
                self.walls[room] |= bit
                self.walls[other] |= back
                self.version += 1
        adj = self._adj
        if adj is not None:
            walls, unknown = self.walls, self.unknown
            for r in touched:
                # `_links`, looked up here first: the rooms' keys are mostly known
                links = LINKS.get(r << 8 | (walls[r] & 15) << 4 | unknown[r] & 15)
                adj[r] = links if links is not None else self._links(r)

    def _links(self, room: int) -> tuple:
        """The sides of `room` not known as walls, as ``(pairs, flat)`` (see `LINKS`)."""
        key = room << 8 | (self.walls[room] & 15) << 4 | self.unknown[room] & 15
        links = LINKS.get(key)
        if links is None:
            w, u, extra = self.walls[room], self.unknown[room], self.UNKNOWN_COST
            # a loop, not a generator: early in a run most rooms' keys are new
            found, flat = [], []
            for bit, other in NEIGHBOURS[room]:
                if not w & bit:
                    found.append((other, extra if u & bit else 0))
                    flat += found[-1]
            flat += (NOWHERE, 0) * (4 - len(found))
            links = LINKS[key] = (tuple(found), tuple(flat))
        return links

    def _adjacency(self) -> list:
        get, walls, unknown = LINKS.get, self.walls, self.unknown
        adj = [get(key | (w & 15) << 4 | u & 15) for key, w, u in zip(ROOM_KEYS, walls, unknown)]
        for room, links in enumerate(adj):
            if links is None:
                adj[room] = self._links(room)
        self._adj = adj
        return adj

    def distances(self, goals: tuple, avoid_spikes: int, origin: int | tuple = -1,
                  fresh: bool = False) -> list[int]:
        """Cost to reach any of `goals` from every room, cached.

        A step costs 1, plus `avoid_spikes` into a spike room, plus UNKNOWN_COST through a
        forgotten side. With an `origin`, the search stops once the origin is settled: every
        room at most as far as the origin is exact, which is all a bot walking towards the
        goals needs (it only looks for a neighbour that is closer). `origin` may also be a
        tuple of rooms (the free corners): the search stops once all are settled. A cached
        map built before walls were learned is kept (it may only be too hopeful) unless
        `fresh` asks for one built with everything known now.
        """
        key = (goals, avoid_spikes)
        cached = self._dist.get(key)
        if cached is not None:
            dist, horizon, version = cached
            if not fresh or version == self.version:
                if origin.__class__ is int:
                    if dist[origin] <= horizon if origin >= 0 else horizon >= UNREACHABLE:
                        return dist
                elif max(map(dist.__getitem__, origin)) <= horizon:
                    return dist
        if len(self._dist) > 16:
            self._dist.clear()
        unreachable = UNREACHABLE
        dist = [unreachable] * (ROOMS + 1)
        dist[NOWHERE] = -1  # the padding of a room's flat links: never closer
        for g in goals:
            dist[g] = 0
        # the rooms to look at by cost level, kept modulo 16: no step costs more than 9 (1,
        # plus 6 into spikes, plus 2 through an unknown side), so a level's rooms never meet
        # the next lap's, and sixteen lists made at once are cheaper than one per level
        ring = [[], [], [], [], [], [], [], [], [], [], [], [], [], [], [], []]
        ring[0] += goals
        # the ring's lists by cost itself, laps laid end to end (a list index is cheaper
        # than `cost & 15`); more laps are added before a step could run past the end
        slots = ring * 16
        last = len(slots) - 10
        adj = self._adj or self._adjacency()
        spikes = self.spikes
        pen_key = (avoid_spikes, id(spikes), len(spikes))
        pen = self._pen.get(pen_key)
        if pen is None:
            # the step into each room: 1, plus `avoid_spikes` into spikes
            pen = self._pen[pen_key] = [1] * ROOMS
            for r in spikes:
                pen[r] = 1 + avoid_spikes
        horizon = unreachable
        watch = origin if origin.__class__ is tuple else (origin,) if origin >= 0 else ()
        for cost in count():
            if watch and dist[watch[0]] < cost and (
                    len(watch) == 1 or max(map(dist.__getitem__, watch)) < cost):
                # settled; the map ends here unless no room waits any more (the search ran out)
                if any(ring):
                    horizon = cost - 1
                break
            if cost >= last:
                slots += ring * 16
                last += 256
            bucket = slots[cost]
            if not bucket:
                if any(ring):
                    continue
                break  # no room waits at any level: every reachable room is settled
            for room in bucket:
                if dist[room] != cost:
                    continue
                # moving from a neighbour into `room` pays for `room`'s spikes
                base = cost + pen[room]
                # four sides written out (no loop): the bulk of a bot's time is spent here
                o1, e1, o2, e2, o3, e3, o4, e4 = adj[room][1]
                nd = base + e1
                if nd < dist[o1]:
                    dist[o1] = nd
                    slots[nd].append(o1)
                nd = base + e2
                if nd < dist[o2]:
                    dist[o2] = nd
                    slots[nd].append(o2)
                nd = base + e3
                if nd < dist[o3]:
                    dist[o3] = nd
                    slots[nd].append(o3)
                nd = base + e4
                if nd < dist[o4]:
                    dist[o4] = nd
                    slots[nd].append(o4)
            bucket.clear()
        del dist[NOWHERE]
        self._dist[key] = (dist, horizon, self.version)
        return dist


class GrungeonBot(Bot):
    """A bot that remembers the preview as its level allows, then plays from its view."""

    def __init__(self, seat: int, level: str, seed: int):
        super().__init__(seat, level, seed)
        self.memory: Memory | None = None
        self.pos = -1
        self.plan: list[Action] = []
        self.planned_turn = -1
        self.trusted = False
        self.grunk_dead = False
        self.hit_by_player = False
        self.token_room = -1
        """A room where the seat saw a Token on the floor, or worked out that one lies."""
        self.drops: set[int] = set()
        """Rooms where it worked out that a fallen player's things lie (it saw the player
        walk out of its room and die that turn, on the spikes of the room walked into)."""
        self.searched: set[int] = set()
        """Rooms whose floor it has seen since the last death: no Token lies there."""
        self.holders: set[int] = set()
        """Seats it saw take a Token from the Grunkletaur."""
        self.waited = 0
        """Turns spent by the exit waiting for the Token's carrier."""
        self._likely: tuple | None = None
        """`_likely_rooms`' answer and the memory it was worked out from."""
        self._round: tuple | None = None
        """`_step_round_spikes`' last map and what it was worked out for."""

    # ---- what the seat is told ------------------------------------------------------
    def observe(self, events) -> None:
        for event in events:
            kind = event.kind
            if kind == "report":
                self._read_report(event.data)
            elif kind == "my_corner":
                self.pos = CORNER_ROOM[event.data["corner"]]
            elif kind == "died":
                # the fallen player's things may now lie on any floor, even one seen bare
                self.searched.clear()

    def _read_report(self, data: dict) -> None:
        # the report's facts, never its wording: the lines are for people
        self.hit_by_player = False
        died: list[int] = []
        walked: dict[int, str] = {}
        for fact in data.get("seen", ()):
            kind = fact[0]
            if kind == "moved":
                walked[fact[1]] = fact[2]
            elif kind == "hit_by":
                self.hit_by_player = True
            elif kind == "died":
                died.append(fact[1])
            elif kind == "felled":
                self.grunk_dead = True
                self.holders.add(fact[1])
        if self.pos < 0:
            return
        if data.get("teleport"):
            self.pos = room_of_label(data["teleport"])
        if died:
            self._note_drops(died, walked)
        d = data.get("dir")
        move = data.get("move")
        if move == "moved":
            self.pos = NEXT_ROOM[d][self.pos]
        elif move == "blocked" and self.memory is not None:
            self.memory.learn_room(self.pos, {d: "wall"})
        if data.get("picked") and self.memory is not None:
            self.memory.items.pop(self.pos, None)

    def _note_drops(self, died: list[int], walked: dict[int, str]) -> None:
        """Rooms where the things of a player who died this turn lie, when the seat can
        tell: a player seen walking out of the seat's room (`walked`: seat -> direction) who
        died the same turn died on the spikes of the room walked into, and spikes leave
        everything on the floor. A Token holder's death there puts the Token in that room."""
        for seat in died:
            d = walked.get(seat)
            if d is not None and NEXT_ROOM[d][self.pos] >= 0:
                room = NEXT_ROOM[d][self.pos]
                self.drops.add(room)
                if seat in self.holders:
                    self.token_room = room

    # ---- decisions ----------------------------------------------------------------------
    def choose(self, view: dict, legal) -> Action:
        phase = view["phase"]
        if phase != "play":
            if phase == "preview":
                if self.memory is None:
                    self.memory = Memory.from_preview(view["map"], FORGET[self.level],
                                                      self.rng)
                return READY if READY in legal else legal[0]
            if phase == "corners":
                return self._corner(legal)
        if view["turn"] != self.planned_turn:
            self.planned_turn = view["turn"]
            self.plan = self._plan_turn(view)
            # a plan made with every slot empty is legal step by step (one attack with a
            # weapon held, one use of an item held, one move, commit): no need to look it up
            queue = view.get("queue") or {}
            self.trusted = not any(queue.values())
        while self.plan:
            action = self.plan.pop(0)
            if self.trusted or action in legal:
                return action
        return COMMIT if COMMIT in legal else legal[0]

    def _corner(self, legal) -> Action:
        if self.level == "easy" or self.memory is None:
            return self.rng.choice(legal)
        if len(legal) == 1:
            return legal[0]  # the last corner left: nothing to weigh
        mem = self.memory
        weapons = tuple(sorted(r for r, i in mem.items.items() if i in WEAPON_BASE)) or (
            mem.grunkletaur,)
        # only the free corners' distances matter: the searches stop once those are settled
        corners = tuple(CORNER_ROOM[a.args[0]] for a in legal)
        to_weapon = mem.distances(weapons, 2, corners)
        to_grunk = mem.distances((mem.grunkletaur,), 2, corners)
        best = min(legal, key=lambda a: (to_weapon[CORNER_ROOM[a.args[0]]]
                                         + to_grunk[CORNER_ROOM[a.args[0]]], a.args[0]))
        return best

    def _plan_turn(self, view: dict) -> list[Action]:
        room = view.get("room")
        if room is None or self.pos < 0:
            return [COMMIT]
        if self.memory is None:
            self.memory = Memory()  # a bot that took over mid-game never saw the preview
        mem = self.memory
        mem.learn_room(self.pos, room["sides"])
        inventory = view["inventory"]
        hp, max_hp = view["hp"], view["max_hp"]
        held = tuple(inventory)
        best_weapon = BEST_WEAPON.get(held, "")
        if best_weapon == "":
            if len(BEST_WEAPON) > 4096:
                BEST_WEAPON.clear()
            weapons = [i for i in inventory if i in WEAPON_BASE]
            best_weapon = BEST_WEAPON[held] = (max(weapons, key=lambda w: (WEAPON_BASE[w], w))
                                               if weapons else None)
        grunk_here = room["grunkletaur_hp"] is not None
        if self.pos == mem.grunkletaur and not grunk_here:
            self.grunk_dead = True
        if mem.items.get(self.pos) and not room["floor"]:
            mem.items.pop(self.pos, None)
        self._look_at_floor(room["floor"], room["spikes"])
        plan: list[Action] = []
        others = room["others"]
        timid = self.level == "easy"
        if best_weapon and (grunk_here or (others and (not timid or self.hit_by_player))):
            plan.append(ATTACK[best_weapon])
        if "hp_up" in inventory:
            plan.append(USE["hp_up"])
        elif "potion" in inventory and (max_hp - hp >= 7 or hp <= 8):
            plan.append(USE["potion"])
        goal = self._goal(view, best_weapon, hp, max_hp, grunk_here)
        if goal is not None:
            plan.append(MOVE[goal])
        plan.append(COMMIT)
        return plan

    def _look_at_floor(self, floor: list, spikes: bool) -> None:
        """What the floor of the seat's room tells: a Token lies here, or none does; spikes
        (remembered from now on, though the preview's memory lost them)."""
        pos = self.pos
        if spikes and pos not in self.memory.spikes:
            self.memory.spikes.add(pos)
        self.searched.add(pos)
        self.drops.discard(pos)
        if TOKEN in floor:
            self.token_room = pos
        elif self.token_room == pos:
            self.token_room = -1  # somebody took it first

    def _goal(self, view, best_weapon, hp, max_hp, grunk_here) -> str | None:
        """The direction to move this turn, or None to stay."""
        mem = self.memory
        inventory = view["inventory"]
        timid = self.level == "easy"
        if TOKEN in inventory:
            if self.pos == mem.exit_room and mem.exit_side:
                return mem.exit_side
            targets: tuple = (mem.exit_room,) if mem.exit_room >= 0 else ()
        elif self.token_room >= 0:
            if self.pos == self.token_room:
                return self._step_out()  # things underfoot are only taken by walking in
            targets = (self.token_room,)
        elif grunk_here and best_weapon:
            return None  # stand and fight
        else:
            targets = ()
            strong = best_weapon and WEAPON_BASE[best_weapon] >= (5 if timid else 3)
            if not self.grunk_dead and strong and (not timid or hp >= max_hp - 2):
                targets = (mem.grunkletaur,)
                # a better weapon close by is worth the detour
                if WEAPON_BASE[best_weapon] < 7 and self.level != "easy":
                    near = self._detour("stronger", WEAPON_BASE[best_weapon], 3, hp)
                    if near is not None:
                        targets = near
            elif not self.grunk_dead:
                near = self._nearest("stronger", 4 if timid else 0, UNREACHABLE)
                targets = near if near is not None else (mem.grunkletaur,)
            else:
                targets = self._search(view, hp)
                if not targets:
                    # the Token is in someone's hands: wait by the exit for its carrier
                    if self.pos == mem.exit_room:
                        self.waited += 1
                        return None
                    targets = (mem.exit_room,) if mem.exit_room >= 0 else (mem.grunkletaur,)
            if hp <= max_hp - 4 and not timid:
                heal = self._detour("heal", 0, 2, hp)
                if heal is not None:
                    targets = heal
        if not targets or self.pos in targets:
            return None
        return self._step(targets, hp)

    def _search(self, view: dict, hp: int) -> tuple:
        """Rooms to look in for a Token lying on a floor, or () to wait by the exit.

        The Grunkletaur is dead and the seat holds no Token, so a Token is in another
        player's hands or on the floor where its holder fell. Alone among the living, the
        seat knows it is on a floor; with others alive it looks once it has waited by the
        exit `SEARCH_PATIENCE` turns in vain. First the rooms where it saw a player fall;
        then where the fallen leave their things: on spikes (a spike death leaves all on
        the floor) and around the Grunkletaur's room (where everyone meets and fights);
        alone, then every room. Rooms seen since the last death are skipped, and spikes are
        only walked into while the seat would live through them.
        """
        alive = view["alive"]
        alone = not any(a for s, a in enumerate(alive) if s != self.seat)
        if not alone and self.waited < SEARCH_PATIENCE:
            return ()
        searched = self.searched
        drops = tuple(sorted(r for r in self.drops if r not in searched))
        if drops:
            return drops
        if hp <= SEARCH_LOW_HP:
            # every spike on the way costs HP: heal first when it remembers where
            heals = self._nearest("heal", 0, UNREACHABLE)
            if heals is not None:
                return heals
        mem = self.memory
        unsafe = mem.spikes if hp <= SPIKE_DAMAGE else ()
        for rooms in self._likely_rooms():
            left = tuple(r for r in rooms if r not in searched and r not in unsafe)
            if left:
                return left
        if not alone:
            return ()
        return tuple(r for r in range(ROOMS) if r not in searched and r not in unsafe)

    def _likely_rooms(self) -> tuple[tuple, tuple]:
        """Where a fallen holder's Token most likely lies, best first: the rooms on or near
        the ways from the Grunkletaur's room to the exit (a holder heads for the exit), then
        the other rooms with spikes or round the Grunkletaur's room. Kept until the memory
        learns a wall."""
        mem = self.memory
        key = (mem.version, len(mem.spikes))
        if self._likely is None or self._likely[0] != key:
            from_grunk = mem.distances((mem.grunkletaur,), 0)
            to_exit = mem.distances((mem.exit_room,), 0) if mem.exit_room >= 0 else from_grunk
            way = from_grunk[mem.exit_room] if mem.exit_room >= 0 else 0
            near_way = tuple(r for r in range(ROOMS)
                             if from_grunk[r] + to_exit[r] <= way + WAY_SLACK)
            rest = (set(WITHIN[2][mem.grunkletaur]) | mem.spikes) - set(near_way)
            self._likely = (key, (near_way, tuple(sorted(rest))))
        return self._likely[1]

    def _step_out(self) -> str | None:
        """A side to leave by, to come back in and pick up what lies here: into a room
        without known spikes when there is one."""
        spikes = self.memory.spikes
        pairs, _options = self._open_sides()
        if not pairs:
            return None
        return min(pairs, key=lambda p: (p[1] in spikes, DIR_INDEX[p[0]]))[0]

    def _detour(self, wanted: str, above: int, limit: int, hp: int) -> tuple | None:
        """The rooms of a wanted item worth a detour (see `_nearest`): those whose route,
        costed as `_step` walks it, is at most `limit`.

        `_nearest` counts steps through every side not known as a wall, but the walk takes
        the cheapest route, which may be longer (round spikes or a forgotten side). Judged by
        steps, a bot one step along that route found the item too far and turned back, then
        close again: it swung between two rooms to the end of the game (QA 4, finding 15).
        A route's cost falls with every step along it, so a detour, once begun, holds.
        """
        near = self._nearest(wanted, above, limit)
        if near is None:
            return None
        return near if self.memory.distances(near, self._avoid(hp), self.pos)[
            self.pos] <= limit else None

    @staticmethod
    def _avoid(hp: int) -> int:
        """The extra cost of a step into spikes: a bot low on HP goes far round them."""
        return 6 if hp <= 4 else 2

    def _nearest(self, wanted: str, above: int, limit: int) -> tuple | None:
        """The remembered rooms holding a wanted item, if the closest is within `limit`.

        `wanted` is ``stronger`` (a weapon with base damage above `above`) or ``heal`` (a
        Potion or an HP Up). Small limits search only around the bot (cheap); the full search
        uses a cached distance map to all such rooms.
        """
        mem = self.memory
        key = (wanted, above, len(mem.items))
        rooms = mem.wanted.get(key)
        if rooms is None:
            if wanted == "heal":
                rooms = tuple(sorted(r for r, i in mem.items.items() if i in HEALS))
            else:
                rooms = tuple(sorted(r for r, i in mem.items.items()
                                     if WEAPON_BASE.get(i, 0) > above))
            mem.wanted[key] = rooms
        if not rooms:
            return None
        if limit >= UNREACHABLE:
            return rooms
        wanted_rooms = rooms if len(rooms) < 4 else frozenset(rooms)
        pos = self.pos
        adj = mem._adj or mem._adjacency()
        if 0 < limit <= 3 and pos not in wanted_rooms:
            if WITHIN[limit][pos].isdisjoint(rooms):
                return None  # every wanted room is too far even as the crow flies
            # every walk of up to `limit` steps reaches exactly the rooms that close: with
            # so few steps, walking them all is cheaper than keeping a seen set
            for one, _cost in adj[pos][0]:
                if one in wanted_rooms:
                    return rooms
                if limit > 1:
                    for two, _cost in adj[one][0]:
                        if two in wanted_rooms:
                            return rooms
                        if limit > 2:
                            for three, _cost in adj[two][0]:
                                if three in wanted_rooms:
                                    return rooms
            return None
        seen = {self.pos}
        frontier = [self.pos]
        for _ in range(limit):
            nxt = []
            for room in frontier:
                for other, _cost in adj[room][0]:
                    if other not in seen:
                        if other in wanted_rooms:
                            return rooms
                        seen.add(other)
                        nxt.append(other)
            frontier = nxt
        return None

    def _step(self, targets: tuple, hp: int) -> str | None:
        mem = self.memory
        if hp <= SPIKE_DAMAGE and mem.spikes:
            # spikes would kill: never walked into, for a living seat may still win
            return self._step_round_spikes(targets)
        avoid = self._avoid(hp)
        best, options = self._best_side(mem.distances(targets, avoid, self.pos))
        if best is None:
            # stuck: the map may predate walls learned since; rebuild it with what is known
            best, options = self._best_side(mem.distances(targets, avoid, self.pos, True))
        if self.level == "easy" and options and self.rng.random() < 0.15:
            return self.rng.choice(options)
        if best is None and options:
            return self.rng.choice(options)
        return best

    def _step_round_spikes(self, targets: tuple) -> str | None:
        """The first step of the cheapest way to `targets` that enters no known spikes, or
        None (stay) when there is none.

        A plain search of its own: the cached route maps price spikes (at most 6 more a
        step), they do not forbid them; and this is only asked with 2 HP or less. Its map is
        kept while the targets and the known walls and spikes stay the same (the next
        steps of the way round)."""
        mem = self.memory
        spikes = mem.spikes
        key = (targets, mem.version, len(spikes))
        if self._round is None or self._round[0] != key:
            adj = mem._adj or mem._adjacency()
            dist = [UNREACHABLE] * ROOMS
            heap = [(0, t) for t in targets if t not in spikes]
            for _cost, t in heap:
                dist[t] = 0
            while heap:
                cost, room = heappop(heap)
                if cost > dist[room]:
                    continue
                for other, extra in adj[room][0]:
                    nd = cost + 1 + extra
                    if nd < dist[other] and other not in spikes:
                        dist[other] = nd
                        heappush(heap, (nd, other))
            self._round = (key, dist)
        return self._best_side(self._round[1])[0]

    def _open_sides(self) -> tuple[tuple, tuple[str, ...]]:
        """((direction, neighbour), ...) through the sides of the bot's room not known as
        walls, and those directions alone (cached in `OPEN_SIDES`)."""
        pos = self.pos
        key = pos << 4 | self.memory.walls[pos] & 15
        sides = OPEN_SIDES.get(key)
        if sides is None:
            walls = self.memory.walls[pos]
            pairs = tuple((BIT_DIR[bit], other) for bit, other in NEIGHBOURS[pos]
                          if not walls & bit)
            sides = OPEN_SIDES[key] = (pairs, tuple(d for d, _other in pairs))
        return sides

    def _best_side(self, dist: list[int]) -> tuple[str | None, tuple[str, ...]]:
        """The open side leading closest to the goal (None if none is closer), and all sides."""
        pairs, options = self._open_sides()
        best, best_d = None, dist[self.pos]
        for d, other in pairs:
            if dist[other] < best_d:
                best, best_d = d, dist[other]
        return best, options
