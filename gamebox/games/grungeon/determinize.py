"""The Grungeon's secrets, drawn afresh for search bots.

What a seat knows: the whole maze (it saw the preview; the search bot is the level that
remembers all of it), its own corner, room, HP and items, what its room holds now (who is
there, the Grunkletaur and its HP, the floor), and the public record (who is alive, dead,
escaped or done queueing, the turn). What it does not: where the others are, their HP and
items, what they queued, what lies on the floors it cannot see, whether the Grunkletaur
still lives when it is not in its room, and the dice to come.

`determinize` keeps the first and draws the second: the others stand in rooms other than
the seat's (those it sees beside it excepted), items not seen are on their preview floor,
in an opponent's hands or used up, with odds that move with the turn (early on most lie
where the preview showed them), the Grunkletaur is dead with odds growing with the turn
(its Token then in an opponent's hands), an opponent already done queueing has queued what
a plain player would. It reads the seat's view, its own position and the public fields,
never a hidden field of the state (a test poisons them all).

Known limit: it does not remember what the seat saw in earlier turns (a weapon seen gone
from its room, an opponent seen walking off north): the state keeps no per-seat history,
and a draw consistent with the view now is what the search gets.
"""
from __future__ import annotations

from collections import Counter

from ...engine.rng import Rng
from . import combat
from .maze import CORNER_ROOM, CORNERS, DIRS, ITEM_COUNTS, ROOMS, TOKEN, WEAPON_BASE, WEAPONS

ALL_ITEMS = Counter(WEAPONS) + Counter(ITEM_COUNTS)
"""Every item of a match (a Token is made when the Grunkletaur falls)."""


def determinize(state, seat: int, rng: Rng):
    """A state `seat` cannot tell from `state` (same view, same legal actions), its secrets
    drawn from `rng` (see the module's docstring)."""
    new = state.clone()
    new.rng = Rng(rng.next64())
    new.chronicle = []  # the whole match's record: a story for the end, never a view
    if state.phase == "corners":
        _corners(state, new, seat, rng)
    elif state.phase == "play":
        _play(state, new, seat, rng)
    new.touch()
    return new


def _start(state, corner: str) -> int:
    return state.board.starts.get(corner, CORNER_ROOM[corner])


def _other_corners(state, new, seat: int, rng: Rng) -> None:
    """Corners for the others who chose one: the taken ones when the seat is choosing now
    (it sees which are taken, not by whom), else any free of its own."""
    own = state.corner_of[seat]
    chose = [o for o in range(state.seats) if o != seat and state.corner_of[o] is not None]
    if state.phase == "corners" and seat == state.corner_turn:
        pool = [c for c in state.corner_of if c is not None]
    else:
        pool = [c for c in CORNERS if c != own]
    rng.shuffle(pool)
    for o in range(state.seats):
        if o != seat:
            new.corner_of[o] = None
    for o, corner in zip(chose, pool):
        new.corner_of[o] = corner


def _corners(state, new, seat: int, rng: Rng) -> None:
    _other_corners(state, new, seat, rng)
    easy = state.options.get("easy_memory")
    for o in range(state.seats):
        if o == seat:
            continue
        corner = new.corner_of[o]
        new.pos[o] = _start(state, corner) if corner is not None else -1
        new.trails[o] = [new.pos[o]] if easy and corner is not None else []


def _play(state, new, seat: int, rng: Rng) -> None:
    view = state.view(seat)
    board = state.board
    alive = state.alive
    here = state.pos[seat] if alive[seat] else -1
    room = view.get("room")
    beside = set(room["others"]) if room else set()
    others = [o for o in range(state.seats) if o != seat]
    living = [o for o in others if alive[o] and not state.escaped[o]]
    turn = state.turn
    _other_corners(state, new, seat, rng)

    # where the others stand: beside the seat when it sees them, elsewhere otherwise
    for o in others:
        if o in beside:
            new.pos[o] = here
        elif alive[o]:
            spot = rng.randbelow(ROOMS - 1) if here >= 0 else rng.randbelow(ROOMS)
            new.pos[o] = spot + 1 if here >= 0 and spot >= here else spot
        else:
            new.pos[o] = -1
        new.inv[o] = []
        new.reports[o] = ()
        new.trails[o] = [new.pos[o]] if state.options.get("easy_memory") and alive[o] else []
        new.q_attack[o] = new.q_use[o] = new.q_move[o] = None
        if alive[o]:
            new.hp[o] = new.max_hp[o] = combat.START_HP
            new.hp[o] = rng.randint(max(1, combat.START_HP - turn // 2), combat.START_HP)
        else:
            new.hp[o], new.max_hp[o] = 0, combat.START_HP

    # the Grunkletaur: seen when the seat stands in its room, else alive or not by the odds
    mine = list(state.inv[seat])
    floor_here = list(state.floor.get(here, ())) if here >= 0 else []
    if here >= 0 and here == board.grunkletaur:
        grunk = room["grunkletaur_hp"] or 0
    elif TOKEN in mine or TOKEN in floor_here:
        grunk = 0
    elif rng.random() < min(0.85, max(0.0, (turn - 12) / 40)):
        grunk = 0
    else:
        grunk = combat.GRUNKLETAUR_HP if rng.random() < 0.5 else \
            rng.randint(1, combat.GRUNKLETAUR_HP)
    new.grunk_hp = grunk

    # the items the seat cannot see, from where the preview showed them
    floors: dict[int, list[str]] = {}
    if here >= 0 and floor_here:
        floors[here] = floor_here
    known = Counter(i for i in mine + floor_here if i != TOKEN)
    stay = max(0.15, 1.0 - turn / 40)
    used_odds = min(0.6, turn / 60)
    for start, items in enumerate(board.items):
        for item in items:
            if known[item]:
                known[item] -= 1
                continue
            draw = rng.random()
            if item not in WEAPON_BASE and draw < used_odds * 0.5:
                continue  # used up
            if start != here and rng.random() < stay:
                floors.setdefault(start, []).append(item)
            elif living and draw < 0.8:
                new.inv[living[rng.randbelow(len(living))]].append(item)
            else:
                _drop(floors, here, item, rng)
    if grunk == 0 and TOKEN not in mine and TOKEN not in floor_here:
        if living:
            new.inv[living[rng.randbelow(len(living))]].append(TOKEN)
        else:
            _drop(floors, here, TOKEN, rng)
    new.floor = {r: tuple(sorted(items)) if r != here else tuple(items)
                 for r, items in floors.items() if items}
    held = sum(len(i) - i.count(TOKEN) for i in new.inv)
    lying = sum(len(i) - i.count(TOKEN) for i in new.floor.values())
    new.used = sum(ALL_ITEMS.values()) - held - lying

    # an opponent already done queueing has queued what a plain player would
    for o in living:
        if not state.committed[o]:
            continue
        weapons = [i for i in new.inv[o] if i in WEAPON_BASE]
        company = new.pos.count(new.pos[o]) > 1 or (new.pos[o] == board.grunkletaur
                                                    and grunk > 0)
        if weapons and company:
            new.q_attack[o] = max(weapons, key=lambda w: (WEAPON_BASE[w], w))
        if rng.random() < 0.8:
            new.q_move[o] = DIRS[rng.randbelow(4)]


def _drop(floors: dict, here: int, item: str, rng: Rng) -> None:
    """`item` on the floor of a room the seat does not stand in."""
    spot = rng.randbelow(ROOMS - 1) if here >= 0 else rng.randbelow(ROOMS)
    if here >= 0 and spot >= here:
        spot += 1
    floors.setdefault(spot, []).append(item)
