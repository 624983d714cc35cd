"""The bots' speed-ups decide exactly as the plain computations they replace.

The route search, the look-around for nearby items, the open sides of a room and the best
weapon of an inventory are worked out with caches (some shared by every bot of every game).
These tests hold each against a plain version written here, on memories that forget, learn
walls and change, and check that warm or cold caches never change a game.
"""
from __future__ import annotations

import heapq

from gamebox.engine.bots import PLAYOUT_SENSE
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.rng import Rng
from gamebox.games.grungeon import bots, maze
from gamebox.games.grungeon.board_content import load_default_content
from gamebox.games.grungeon.bots import FORGET, UNREACHABLE, GrungeonBot, Memory
from gamebox.games.grungeon.generator import generate
from gamebox.games.grungeon.game import GAME


def _plain_distances(mem: Memory, goals, avoid: int) -> list[int]:
    """Dijkstra's with a heap, from the rules of a step written out again: 1, plus `avoid`
    into a spike room, plus UNKNOWN_COST through a forgotten side; never through a wall."""
    dist = [UNREACHABLE] * maze.ROOMS
    heap = [(0, g) for g in goals]
    for g in goals:
        dist[g] = 0
    while heap:
        d, room = heapq.heappop(heap)
        if d > dist[room]:
            continue
        for side in maze.DIRS:
            bit = maze.DIR_BIT[side]
            other = maze.neighbour(room, side)
            if other < 0 or mem.walls[room] & bit:
                continue
            # the walker goes from `other` into `room`, paying for `room`'s spikes
            nd = d + 1 + (avoid if room in mem.spikes else 0) + (
                mem.UNKNOWN_COST if mem.unknown[room] & bit else 0)
            if nd < dist[other]:
                dist[other] = nd
                heapq.heappush(heap, (nd, other))
    return dist


def _memories(count: int):
    """Memories of the shipped map and of random mazes, at every level of forgetting."""
    boards = [load_default_content().data] + [generate(seed) for seed in (3, 8)]
    for i in range(count):
        board = boards[i % len(boards)]
        level = (PLAYOUT_SENSE, "normal", "easy")[i % 3]
        yield board, Memory.from_preview(board, FORGET[level], Rng(100 + i))


def _check_map(mem: Memory, goals, avoid, origin, dist) -> None:
    plain = _plain_distances(mem, goals, avoid)
    horizon = mem._dist[(goals, avoid)][1]
    watch = origin if isinstance(origin, tuple) else (origin,)
    assert horizon >= max(plain[o] for o in watch)
    for room in range(maze.ROOMS):
        if plain[room] <= horizon:
            assert dist[room] == plain[room], room
        else:
            # past the horizon a map may only say "farther": never a closer neighbour
            assert dist[room] > horizon, room


def test_route_search_matches_a_plain_dijkstra_up_to_its_horizon():
    """Every room the bot may walk through (as far as the origin) has its exact cost; the
    search stops at the origin or at the free corners, and a new search is made when the bot
    steps past what the cached map covers."""
    rng = Rng(5)
    for board, mem in _memories(9):
        goals = tuple(sorted({rng.randbelow(maze.ROOMS) for _ in range(1 + rng.randbelow(4))}))
        for avoid in (2, 6):
            origin = rng.randbelow(maze.ROOMS)
            _check_map(mem, goals, avoid, origin, mem.distances(goals, avoid, origin))
            corners = (0, 14, 210, 224)
            _check_map(mem, goals, avoid, corners, mem.distances(goals, avoid, corners))
            # a full search: every room exact
            full = mem.distances(goals, avoid, -1)
            assert full == _plain_distances(mem, goals, avoid)


def test_route_search_after_learning_walls_and_fresh_maps():
    """Learned walls make the bot's adjacency change in place; a fresh map is built with
    everything known now, and a kept one still answers from what was known when made."""
    board = load_default_content().data
    mem = Memory.from_preview(board, FORGET["easy"], Rng(77))
    goals = (maze.CENTRE,)
    before = list(mem.distances(goals, 2, 0))
    walls = board["walls"]
    learned = 0
    for room in range(maze.ROOMS):
        if mem.unknown[room]:
            mem.learn_room(room, {d: ("wall" if walls[room] & maze.DIR_BIT[d] else "open")
                                  for d in maze.DIRS})
            learned += 1
        if learned == 40:
            break
    assert mem.version > 0
    kept = mem.distances(goals, 2, 0)
    assert kept == before  # not fresh: the old map is kept
    fresh = mem.distances(goals, 2, 0, fresh=True)
    _check_map(mem, goals, 2, 0, fresh)


def test_nearby_items_look_as_far_as_the_limit_and_never_count_the_own_room():
    """`_nearest` finds a wanted item within `limit` steps through every side not known as
    a wall, the room the bot stands in excluded, for the short limits the bots use."""
    for board, mem in _memories(6):
        bot = GrungeonBot(0, "normal", 1)
        bot.memory = mem
        rng = Rng(len(mem.items))
        for _ in range(40):
            bot.pos = rng.randbelow(maze.ROOMS)
            mem.items = {rng.randbelow(maze.ROOMS): "potion" for _ in range(3)}
            if rng.randbelow(3) == 0:
                mem.items[bot.pos] = "potion"
            mem.wanted.clear()  # in play items only ever go: the query's key counts them
            rooms = tuple(sorted(mem.items))
            for limit in (0, 1, 2, 3, 4):
                plain = _plain_distances_steps(mem, bot.pos)
                near = any(plain[r] <= limit for r in rooms if r != bot.pos)
                got = bot._nearest("heal", 0, limit)
                assert (got == rooms) if near else got is None, (bot.pos, limit)


def _plain_distances_steps(mem: Memory, start: int) -> list[int]:
    """Steps from `start` through every side not known as a wall (breadth first)."""
    steps = [UNREACHABLE] * maze.ROOMS
    steps[start] = 0
    todo = [start]
    for room in todo:
        for side in maze.DIRS:
            other = maze.neighbour(room, side)
            if other >= 0 and not mem.walls[room] & maze.DIR_BIT[side] and \
                    steps[other] == UNREACHABLE:
                steps[other] = steps[room] + 1
                todo.append(other)
    return steps


def test_open_sides_follow_the_walls_learned():
    """The bot's choice of side is made from the walls its memory holds now: a wall learned
    in a room closes that side at once, in this memory only."""
    board = load_default_content().data
    mem = Memory.from_preview(board, FORGET[PLAYOUT_SENSE], Rng(1))
    other_mem = Memory.from_preview(board, FORGET[PLAYOUT_SENSE], Rng(1))
    bot, other_bot = GrungeonBot(0, PLAYOUT_SENSE, 1), GrungeonBot(1, PLAYOUT_SENSE, 1)
    bot.memory, other_bot.memory = mem, other_mem
    room = next(r for r in range(maze.ROOMS) if r % maze.SIZE and not mem.walls[r] & maze.W)
    bot.pos = other_bot.pos = room
    dist = [5] * maze.ROOMS
    dist[room - 1] = 1  # the room to the west is closer
    assert bot._best_side(dist)[0] == "left"
    mem.walls[room] |= maze.W
    mem.walls[room - 1] |= maze.E
    best, options = bot._best_side(dist)
    assert best is None and "left" not in options
    assert other_bot._best_side(dist)[0] == "left"
    assert set(other_bot._best_side(dist)[1]) == {
        d for d in maze.DIRS if maze.neighbour(room, d) >= 0
        and not other_mem.walls[room] & maze.DIR_BIT[d]}


def test_best_weapon_is_the_strongest_whatever_the_order():
    """The bot attacks with its strongest weapon (ties by name), however its inventory is
    ordered and whatever inventories other bots asked about before."""
    match = Match.start(GAME, [SeatSpec("bot", PLAYOUT_SENSE)] * 3, None, 4)
    state = match.state
    while state.phase != "play":
        match.bot_step()
    bot = match.bots[0]
    grunk = state.board.grunkletaur
    for inventory in (["iron_axe", "diamond_lance", "potion"], ["potion", "diamond_lance",
                      "iron_axe"], ["steel_sword", "steel_axe"], ["steel_axe", "steel_sword"]):
        state.inv[0] = list(inventory)
        state.pos[0] = grunk
        state.touch()  # a hand edit: the state's menus and kept views follow it
        bot.pos = grunk
        bot.planned_turn = -1
        action = bot.choose(state.view(0), state.legal_actions(0))
        strongest = max((i for i in inventory if i in maze.WEAPON_BASE),
                        key=lambda w: (maze.WEAPON_BASE[w], w))
        assert action.kind == "attack" and action.args[0] == strongest, inventory
    assert bots.NEXT_ROOM["up"] == tuple(maze.neighbour(r, "up") for r in range(maze.ROOMS))


def _log(levels, seed, options=None):
    match = Match.start(GAME, [SeatSpec("bot", lvl) for lvl in levels], options, seed)
    while not match.state.is_over():
        match.bot_step()
    return [str(action) for _, action in match.state.log]


def test_shared_caches_never_change_a_game():
    """Games played with every shared cache emptied first, then again with them warm from
    other games (another map too), make exactly the same decisions."""
    levels = ("normal", PLAYOUT_SENSE, "easy")
    for cache in (bots.LINKS, bots.BEST_WEAPON, bots.OPEN_SIDES):
        cache.clear()
    cold = [_log(levels, seed) for seed in (31, 32)]
    _log(levels, 5, {"map": "random"})
    _log(("easy",) * 3, 6)
    warm = [_log(levels, seed) for seed in (31, 32)]
    assert cold == warm


def test_a_match_rebuilt_from_its_log_goes_on_like_the_original():
    """A resumed or undone game rebuilds its bots by replaying the log (Match.replay): the
    rebuilt bots, their memories and caches made anew, carry on exactly as the originals."""
    seats = [SeatSpec("bot", lvl) for lvl in ("normal", "normal", PLAYOUT_SENSE)]
    match = Match.start(GAME, seats, None, 17)
    while len(match.state.log) < 120 and not match.state.is_over():
        match.bot_step()
    again = Match.replay(GAME, seats, None, 17, match.state.content, list(match.state.log))
    for m in (match, again):
        while not m.state.is_over():
            m.bot_step()
    assert again.state.log == match.state.log


def test_memory_forgets_exactly_the_facts_its_coin_flips_pick():
    """Fact k (inner sides first, then spikes, then things) is forgotten when flip k of the
    bot's own Rng is set: the memory read back fact by fact from the same flips."""
    for board, _mem in _memories(6):
        for level in ("normal", "easy"):
            rng = Rng(9)
            mem = Memory.from_preview(board, FORGET[level], Rng(9))
            edges, spikes, things = len(bots.INNER_EDGES), board["spikes"], board["things"]
            lost = bots._forgetting(rng, edges + len(spikes) + len(things), FORGET[level])
            unknown = [0] * maze.ROOMS
            for k, (room, other, bit, back) in enumerate(bots.INNER_EDGES):
                if lost >> k & 1:
                    unknown[room] |= bit
                    unknown[other] |= back
            assert mem.unknown == unknown
            walls = [w & ~u for w, u in zip(board["walls"], unknown)]
            for thing in things:
                if thing["kind"] == "exit":
                    walls[thing["room"]] |= maze.DIR_BIT[thing["side"]]
            assert mem.walls == walls
            assert mem.spikes == {r for i, r in enumerate(spikes) if not lost >> (edges + i) & 1}
            items = {t["room"]: t.get("item", t["kind"]) for i, t in enumerate(things)
                     if t["kind"] in maze.ITEM_KINDS
                     and not lost >> (edges + len(spikes) + i) & 1}
            assert mem.items == items


def test_forgotten_sides_of_all_rooms_at_once_match_edge_by_edge():
    """`_forgotten_sides` works out every room's forgotten sides and kept walls in one go;
    edge by edge from the same flips gives the same lists, on odd boards too (a wall value
    outside a side's four bits takes the room-by-room way)."""
    edges = len(bots.INNER_EDGES)
    rng = Rng(21)
    boards = [board for board, _mem in _memories(3)]
    odd = list(boards[0]["walls"])
    odd[17] = -1
    for walls_seen in [b["walls"] for b in boards] + [odd]:
        for _ in range(5):
            flags = "".join("1" if rng.randbelow(3) == 0 else "0" for _ in range(edges)) + "0"
            walls, unknown = list(walls_seen), [0] * maze.ROOMS
            for k, (room, other, bit, back) in enumerate(bots.INNER_EDGES):
                if flags[k] == "1":
                    walls[room] &= ~bit
                    walls[other] &= ~back
                    unknown[room] |= bit
                    unknown[other] |= back
            assert bots._forgotten_sides(flags, walls_seen) == (unknown, walls)


def test_route_search_past_many_laps_of_its_cost_ring():
    """Costs far beyond the sixteen levels of the search's ring (a path winding through
    every room, half of them spiked) still come out exact: the ring's laps are laid out as
    the search goes."""
    # a snake: every row open end to end, rows joined at alternating ends
    walls = {}
    for row in range(maze.SIZE - 1):
        gap = maze.SIZE - 1 if row % 2 == 0 else 0
        for col in range(maze.SIZE):
            if col != gap:
                walls[row * maze.SIZE + col] = "down"
    mem = Memory()
    for room in range(maze.ROOMS):
        sides = {}
        for d in maze.DIRS:
            if maze.neighbour(room, d) >= 0:
                sides[d] = "wall" if walls.get(room) == d or walls.get(
                    maze.neighbour(room, d)) == maze.OPPOSITE[d] else "open"
        mem.learn_room(room, sides)
    mem.spikes = set(range(0, maze.ROOMS, 2))
    dist = mem.distances((0,), 6, maze.ROOMS - 1)
    plain = _plain_distances(mem, (0,), 6)
    assert plain[maze.ROOMS - 1] > 16 * 16
    _check_map(mem, (0,), 6, maze.ROOMS - 1, dist)


def test_the_look_around_table_holds_the_rooms_within_its_steps():
    """`WITHIN[n][room]`: exactly the rooms at most n grid steps away, walls ignored."""
    for steps in range(4):
        for room in range(maze.ROOMS):
            near = {other for other in range(maze.ROOMS)
                    if abs(other % maze.SIZE - room % maze.SIZE)
                    + abs(other // maze.SIZE - room // maze.SIZE) <= steps}
            assert bots.WITHIN[steps][room] == near
