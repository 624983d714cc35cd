"""What the Grungeon gives its search bot: a rollout policy and a score for unfinished games.

Both read the determinized state freely (it is a sample, not the table). The policy is a
plain player's plan, like the bots' but from the state: strike when someone or the
Grunkletaur shares the room and it holds a weapon, drink an HP Up at once and a Potion when
hurt, then walk the shortest way to its goal (the exit with a Token, else the Grunkletaur
while it lives, else the exit to wait for a carrier), a step in ten at random. The score
weighs what brings a seat closer to escaping: a Token and the way left to the exit, a
weapon and the way to the Grunkletaur, HP.
"""
from __future__ import annotations

import random
from collections import deque

from ...engine.protocol import GameState
from ...engine.search import Playout, outcome_values
from .maze import DIRS, ROOMS, TOKEN, WEAPON_BASE
from .actions import ATTACK, COMMIT, MOVE, READY, USE

FAR = 60
"""Steps counted for a room the goal cannot be reached from (and the scale of a way)."""
_DISTANCES: dict[int, tuple] = {}


def distances(board, goal: int | tuple) -> list[int]:
    """Steps from every room to `goal` (a room, or the nearest of a tuple of rooms) through
    open sides (spikes cost one more), kept per board and goal."""
    key = id(board)
    cached = _DISTANCES.get(key)
    if cached is None or cached[0] is not board:
        if len(_DISTANCES) > 32:
            _DISTANCES.clear()
        cached = _DISTANCES[key] = (board, {})
    maps = cached[1]
    dist = maps.get(goal)
    if dist is None:
        if len(maps) > 512:
            maps.clear()
        goals = goal if goal.__class__ is tuple else (goal,)
        # from the goal outwards over the sides: every side is open both ways, and a step
        # into a spiked room costs one more (a weighted search in two buckets is overkill)
        dist = [FAR] * ROOMS
        for g in goals:
            dist[g] = 0
        queue = deque(goals)
        while queue:
            room = queue.popleft()
            for other in board.step[room]:
                if other >= 0:
                    cost = dist[room] + 1 + (1 if board.spikes[room] else 0)
                    if cost < dist[other]:
                        dist[other] = cost
                        queue.append(other)
        maps[goal] = dist
    return dist


def _best_weapon(inv) -> str | None:
    best = None
    for item in inv:
        base = WEAPON_BASE.get(item)
        if base is not None and (best is None or base > WEAPON_BASE[best]):
            best = item
    return best


def goal_of(state, seat: int) -> int | tuple:
    """Where `seat` heads: the exit with a Token, the Grunkletaur while it lives and the
    seat is armed (the nearest weapon on a floor while it is not), else the exit (to meet
    a carrier)."""
    board = state.board
    if TOKEN in state.inv[seat] or state.grunk_hp <= 0:
        return board.exit_room
    if _best_weapon(state.inv[seat]) is None:
        rooms = tuple(sorted(r for r, items in state.floor.items()
                             if any(i in WEAPON_BASE for i in items)))
        if rooms:
            return rooms
    return board.grunkletaur


def plan_step(state, seat: int, legal, rng: random.Random):
    """A plain player's next action for `seat` (see the module), one of `legal`."""
    phase = state.phase
    if phase != "play":
        if phase == "preview":
            return READY if READY in legal else legal[0]
        return legal[int(rng.random() * len(legal))]  # a corner
    inv = state.inv[seat]
    room = state.pos[seat]
    if state.q_attack[seat] is None:
        weapon = _best_weapon(inv)
        if weapon is not None:
            company = (room == state.board.grunkletaur and state.grunk_hp > 0) or any(
                state.pos[o] == room and state.alive[o] for o in range(state.seats) if o != seat)
            if company:
                return ATTACK[weapon]
    if state.q_use[seat] is None:
        if "hp_up" in inv:
            return USE["hp_up"]
        if "potion" in inv and state.hp[seat] <= state.max_hp[seat] - 7:
            return USE["potion"]
    if state.q_move[seat] is None:
        board = state.board
        goal = goal_of(state, seat)
        if room == goal or (goal.__class__ is tuple and room in goal):
            if goal == board.exit_room and TOKEN in inv:
                return MOVE[board.exit_side]
        elif rng.random() < 0.1:
            return MOVE[DIRS[int(rng.random() * 4)]]
        else:
            dist = distances(board, goal)
            best, best_d = None, dist[room]
            for d, other in zip(DIRS, board.step[room]):
                if other >= 0 and dist[other] < best_d:
                    best, best_d = d, dist[other]
            if best is not None:
                return MOVE[best]
    return COMMIT


def score(state, seat: int) -> float:
    """How well `seat` stands (0 for a dead seat): the weights of the module's docstring."""
    if not state.alive[seat]:
        return 0.0
    board = state.board
    inv = state.inv[seat]
    value = 1.0 + state.hp[seat] / state.max_hp[seat]
    if TOKEN in inv:
        way = distances(board, board.exit_room)[state.pos[seat]]
        return value + 6.0 + 3.0 * (1.0 - way / FAR)
    weapon = _best_weapon(inv)
    if weapon is not None:
        value += WEAPON_BASE[weapon] / 7
        if state.grunk_hp > 0:
            way = distances(board, board.grunkletaur)[state.pos[seat]]
            value += 1.0 - way / FAR
    return value


def shares(state) -> list[float]:
    """Each seat's share of the win: the outcome, or its `score` against everyone's."""
    if state.is_over():
        return outcome_values(state)
    if state.phase != "play":
        return [1.0 / state.seats] * state.seats
    scores = [score(state, s) for s in range(state.seats)]
    total = sum(scores)
    return [s / total for s in scores] if total else [0.0] * state.seats


class RandomPlayout(Playout):
    """Random rollouts, scored by `shares` (the bench's figure)."""

    depth = 40

    def values(self, state: GameState) -> list[float]:
        return shares(state)


class HeuristicPlayout(RandomPlayout):
    """Rollouts played by `plan_step` in every seat (the hard level's).

    Its scores are noisy (the others may stand anywhere in a determinization), so the
    search overrules its prior's plan (the playout's sense, `bots.GrungeonBot` at
    `PLAYOUT_SENSE`) only when it finds another action much better."""

    depth = 60
    overrule = 0.15
    overrule_visits = 30

    def policy(self, state, seat, legal, rng):
        return plan_step(state, seat, legal, rng)
