"""Resolving one turn of the Grungeon: attacks, then uses, then moves.

`resolve_turn(state)` changes the state and returns the events: one private ``report``
per seat that took part (what that seat may know: its own actions, those of the others in
its room, what hit it, what it picked up, its new coordinates after a teleport) and public
``died`` and ``escaped`` events. The seat's report also becomes ``state.reports[seat]``,
replacing the last one: the rulebook deletes old messages.

This runs once per turn in every simulated game, so it is written with plain lists and
pre-built texts rather than helper objects. Whenever a seat's inventory changes, its
cached action menu (``state._menus[seat]``) is dropped.

What mattered in the turn (attacks, pickups, uses, deaths...) is also appended to
``state.chronicle`` as flat tuples ``(kind, turn, ...)`` of ints and strings: the whole-match
record the results screen's story is told from (`story.py`). It is part of the state's
snapshot but never of a view.
"""
from __future__ import annotations

from ...engine.protocol import Event
from ...engine.speed import new_event
from . import combat
from .maze import DIRS, ROOMS, TOKEN, WEAPON_BASE, item_name, label, with_article
from .seats import SEAT_NAMES

DIR_INDEX = {d: i for i, d in enumerate(DIRS)}
TO = tuple(frozenset({s}) for s in range(len(SEAT_NAMES)))
MOVED = {d: f"You moved {d}." for d in DIRS}
BLOCKED = {d: f"A wall stops your move {d}." for d in DIRS}

EXIT_REFUSED = "The exit will not let you out without a Token of Grunkle."
SPIKES = f"Spikes! You lose {combat.SPIKE_DAMAGE} HP."
GRUNK_ATTACKS = (f"The Grunkletaur attacks everyone in the room for "
                 f"{combat.GRUNKLETAUR_DAMAGE} damage.")
GRUNK_IDLES = "The Grunkletaur idles."
REPORT_KEYS = ("move", "dir", "teleport", "picked", "lines", "seen")
"""The keys of a report's data, in the order `resolve_turn` gives their values."""


def mate_lines(names) -> tuple[list[dict], list[dict]]:
    """Per seat and direction, what room-mates are told of its move (made once per game)."""
    return ([{d: f"{n} moved {d}." for d in DIRS} for n in names],
            [{d: f"{n} tried to move {d} but could not." for d in DIRS} for n in names])


class Turn:
    """What each seat is told during one resolution, and the public events; made by
    `new_turn`.

    A report's data (see `REPORT_KEYS`) is kept as one list per key, indexed by seat, and
    handed to the event unfinished: random playouts never read it, so its dict is only built
    for a reader (a bot, the log).

    - ``lines``: per seat, the lines of its report;
    - ``move``: per seat, "moved", "blocked", "escaped", or None (no move queued);
    - ``dir``: per seat, the direction of its queued move;
    - ``teleport``: per seat, the label of the room a Broken Teleporter sent it to;
    - ``picked``: per seat, the items it picked up from the floor;
    - ``seen``: per seat, what its lines tell of the others, as facts for bots (which must
      not read the wording): ``("hit_by", seat)``, ``("felled", seat)`` (that seat landed
      the Grunkletaur's final blow), ``("died", seat)`` and ``("moved", seat, direction)``
      (a room-mate walked out);
    - ``public``: the public events (deaths, escapes);
    - ``deaths``: per death of the turn, ``(seat, seats told at the end)``: the seats still
      playing outside the dead seat's room, which `announce_deaths` tells at the end of
      their update (see there).
    """

    __slots__ = ("lines", "move", "dir", "teleport", "picked", "seen", "public", "deaths")


_new_object = object.__new__


def new_turn(seats: int) -> Turn:
    """An empty `Turn` for `seats` seats, made without the class call: once per resolved turn
    of every simulated game, and calling a class costs several times a Python function call
    (see `new_event`)."""
    t = _new_object(Turn)
    t.lines = [[] for _ in range(seats)]
    t.move = [None] * seats
    t.dir = [None] * seats
    t.teleport = [None] * seats
    t.picked = [None] * seats
    t.seen = [[] for _ in range(seats)]
    t.public = []
    t.deaths = []
    return t


def resolve_turn(state) -> list[Event]:
    """Apply every living seat's queue; return the events of the turn."""
    n = state.seats
    t = new_turn(n)
    living = [s for s in range(n) if state.alive[s]]
    _attacks(state, t, living)
    _uses(state, t)
    _moves(state, t)
    if t.deaths:
        announce_deaths(state, t)
    events = []
    lines, reports = t.lines, state.reports
    move, dirs, teleport, picked, seen = t.move, t.dir, t.teleport, t.picked, t.seen
    for s in range(n):
        if s in living:
            mine = lines[s]
            reports[s] = tuple(mine)
            events.append(new_event("report", "\n".join(mine),
                                    (REPORT_KEYS, move[s], dirs[s], teleport[s], picked[s], mine,
                                     seen[s]),
                                    TO[s], True))
        else:
            reports[s] = ()
    events.extend(t.public)
    return events


def announce_deaths(state, t: Turn) -> None:
    """Tell the turn's deaths to the seats that were not in the dead seat's room, at one
    fixed place: the end of their update, after their own lines, in seat order of the dead;
    and put the public "X has died." events in the same order, before any escape.

    Where the line stood in a distant seat's update would otherwise tell in which phase the
    player died: a fight (before that seat's own move: the things went to the killer) or
    spikes (after it: everything, a Token too, lies on a floor). Those in the room were
    told at the moment it happened (`_deaths`), in order; the chronicle keeps the real
    order for the story.
    """
    lines, seen = t.lines, t.seen
    for s, viewers in sorted(t.deaths):
        line = f"{state.names[s]} has died."
        for viewer in viewers:
            lines[viewer].append(line)
            seen[viewer].append(("died", s))
    died = sorted((e for e in t.public if e.kind == "died"), key=lambda e: e.data["seat"])
    t.public[:] = died + [e for e in t.public if e.kind != "died"]


def _attacks(state, t: Turn, living: list[int]) -> None:
    """All attacks land at once; the Grunkletaur strikes in the same moment."""
    q_attack = state.q_attack
    pos = state.pos
    lines = t.lines
    grunk_room = state.board.grunkletaur if state.grunk_hp > 0 else -1
    attackers = [s for s in living if q_attack[s] is not None]
    in_grunk_room = [s for s in living if pos[s] == grunk_room]
    if not attackers and not in_grunk_room:
        return
    damage = [0] * state.seats
    grunk_hits: dict[int, int] = {}
    for a in attackers:
        weapon = q_attack[a]
        room = pos[a]
        name = item_name(weapon)
        occ = [s for s in living if pos[s] == room]
        fact = ["attack", state.turn, a, weapon, room,
                WEAPON_BASE[weapon] if room == grunk_room else 0]
        for viewer in occ:
            lines[viewer].append(f"You attacked with the {name}." if viewer == a else
                                 f"{state.names[a]} attacked with the {name}.")
        for target in occ:
            if target != a:
                hurt = combat.damage(weapon, q_attack[target])
                damage[target] += hurt
                fact += (target, hurt)
                lines[a].append(f"You hit {state.names[target]} for {hurt} damage.")
                lines[target].append(f"{state.names[a]} hit you for {hurt} damage.")
                t.seen[target].append(("hit_by", a))
        if room == grunk_room:
            base = WEAPON_BASE[weapon]
            grunk_hits[a] = base
            lines[a].append(f"You hit the Grunkletaur for {base} damage.")
        state.chronicle.append(tuple(fact))
    if in_grunk_room:
        # the Grunkletaur wakes when a player is in its room: 70% attack, 30% idle
        if state.rng.random() < combat.GRUNKLETAUR_ATTACK_CHANCE:
            for s in in_grunk_room:
                lines[s].append(GRUNK_ATTACKS)
                damage[s] += combat.GRUNKLETAUR_DAMAGE
            state.chronicle.append(("grunk", state.turn, grunk_room, *in_grunk_room))
        else:
            for s in in_grunk_room:
                lines[s].append(GRUNK_IDLES)
    if grunk_hits:
        state.grunk_hp = max(0, state.grunk_hp - sum(grunk_hits.values()))
        if state.grunk_hp == 0:
            best = max(grunk_hits.values())
            winners = sorted(s for s, d in grunk_hits.items() if d == best)
            state.chronicle.append(("grunk_falls", state.turn, grunk_room, *winners))
            for a in winners:
                state.inv[a].append(TOKEN)
                state.inv[a].sort()
                state._menus[a] = None
                for s in in_grunk_room:
                    lines[s].append(f"The Grunkletaur falls! {state.names[a]} lands the final "
                                    "blow and takes a Token of Grunkle.")
                    t.seen[s].append(("felled", a))
        else:
            state.chronicle.append(("grunk_hp", state.turn, state.grunk_hp))
            for s in in_grunk_room:
                lines[s].append(f"The Grunkletaur has {state.grunk_hp} HP left.")
    dead = []
    for s in living:
        if damage[s]:
            state.hp[s] = max(0, state.hp[s] - damage[s])
            if state.hp[s] == 0:
                dead.append(s)
    if dead:
        _deaths(state, t, dead, by_spikes=False)


def _deaths(state, t: Turn, dead: list[int], by_spikes: bool) -> None:
    """Eliminate `dead`; their items go to the survivors in the room, or to the floor.

    The seats in the dead seat's room (the dead seat too) are told now, in the order of the
    resolution; every other seat still playing is told at the end (`announce_deaths`)."""
    pos = state.pos
    for s in dead:
        state.alive[s] = False
        here = pos[s]
        state.chronicle.append(("died", state.turn, s, here, "spikes" if by_spikes
                                else "fight"))
        t.public.append(Event("died", f"{state.names[s]} has died.", {"seat": s}))
        later = []
        for viewer in range(state.seats):
            if viewer == s:
                t.lines[s].append("You have died.")
            elif not (state.alive[viewer] or viewer in dead):
                continue
            elif pos[viewer] == here:
                t.lines[viewer].append(f"{state.names[s]} has died.")
            else:
                later.append(viewer)
                continue
            t.seen[viewer].append(("died", s))
        t.deaths.append((s, later))
    rooms: dict[int, list[int]] = {}
    for s in dead:
        rooms.setdefault(state.pos[s], []).append(s)
    for room, corpses in rooms.items():
        items = [i for s in corpses for i in state.inv[s]]
        for s in corpses:
            state.inv[s] = []
            state._menus[s] = None
        if not items:
            continue
        heirs = [] if by_spikes else [s for s in range(state.seats)
                                      if state.alive[s] and state.pos[s] == room]
        if not heirs:
            # nobody to take them: they stay on the floor for anybody to pick up
            state.floor[room] = tuple(sorted(state.floor.get(room, ()) + tuple(items)))
            state.chronicle.append(("left", state.turn, room, *items))
            continue
        state.rng.shuffle(items)
        state.rng.shuffle(heirs)
        got: dict[int, list[str]] = {h: [] for h in heirs}
        for k, item in enumerate(items):
            got[heirs[k % len(heirs)]].append(item)
        for h, taken in got.items():
            state.inv[h].extend(taken)
            state.inv[h].sort()
            state._menus[h] = None
            if taken:
                state.chronicle.append(("took", state.turn, h, room, *taken))
                t.lines[h].append("You take " + ", ".join(item_name(i) for i in taken)
                                  + " from the fallen.")


def _uses(state, t: Turn) -> None:
    """Uses in seat order. Each is told to the seats that shared the user's room when the
    use phase began (by the positions and lives of that moment): a seat that teleports away
    still hears its room-mate's Potion, and one teleporting in does not, whatever the seat
    order."""
    q_use = state.q_use
    if not any(q_use):
        return
    start = list(state.pos)
    present = list(state.alive)
    for s in range(state.seats):
        item = q_use[s]
        if item is None or not state.alive[s] or item not in state.inv[s]:
            continue
        state.inv[s].remove(item)
        state._menus[s] = None
        state.used += 1
        here = state.pos[s]
        turn = state.turn
        for m in range(state.seats):
            if m != s and present[m] and start[m] == here:
                t.lines[m].append(f"{state.names[s]} used {with_article(item_name(item))}.")
        if item == "potion":
            state.hp[s] = min(state.max_hp[s], state.hp[s] + combat.POTION_HEAL)
            t.lines[s].append(f"You used a Potion: {state.hp[s]}/{state.max_hp[s]} HP.")
            state.chronicle.append(("use", turn, s, item, state.hp[s], state.max_hp[s]))
        elif item == "hp_up":
            state.max_hp[s] += combat.HP_UP_MAX
            state.hp[s] = min(state.max_hp[s], state.hp[s] + combat.HP_UP_HEAL)
            t.lines[s].append(f"You used an HP Up: {state.hp[s]}/{state.max_hp[s]} HP.")
            state.chronicle.append(("use", turn, s, item, state.hp[s], state.max_hp[s]))
        elif item == "teleporter":
            target = state.rng.randbelow(ROOMS - 1)
            if target >= here:
                target += 1  # any room but the one it is used in
            state.pos[s] = target
            state.chronicle.append(("teleport", turn, s, here, target))
            where = label(target)
            t.lines[s].append(f"The Broken Teleporter sends you to room {where} "
                              f"(column {where[0]}, row {where[1:]}).")
            t.teleport[s] = where
            enter(state, t, target, [s])


def enter(state, t: Turn, room: int, entrants: list[int]) -> None:
    """Seats arrive in `room`: spikes hurt, then one random survivor picks up the floor.

    The items of a spike death stay on the floor: only what lay here before is taken.
    """
    prior = state.floor.pop(room, ())
    if state.board.spikes[room]:
        dead = []
        for s in entrants:
            state.hp[s] = max(0, state.hp[s] - combat.SPIKE_DAMAGE)
            state.chronicle.append(("spikes", state.turn, s, room, state.hp[s]))
            t.lines[s].append(SPIKES)
            if state.hp[s] == 0:
                dead.append(s)
        if dead:
            entrants = [s for s in entrants if s not in dead]
            _deaths(state, t, dead, by_spikes=True)
    dropped = state.floor.pop(room, ())
    if prior and entrants:
        taker = entrants[state.rng.randbelow(len(entrants))] if len(entrants) > 1 else entrants[0]
        state.inv[taker].extend(prior)
        state.inv[taker].sort()
        state._menus[taker] = None
        t.picked[taker] = list(prior)
        state.chronicle.append(("found", state.turn, taker, room, *prior))
        t.lines[taker].append("You pick up " + ", ".join(item_name(i) for i in prior) + ".")
        for s in entrants:
            if s != taker:
                t.lines[s].append(f"{state.names[taker]} picked up what lay here.")
        prior = ()
    rest = tuple(prior) + tuple(dropped)
    if rest:
        state.floor[room] = tuple(sorted(rest))


def _moves(state, t: Turn) -> None:
    step = state.board.step
    pos = state.pos
    alive = state.alive
    lines, moved, dirs = t.lines, t.move, t.dir
    seats = range(state.seats)
    arrivals: dict[int, list[int]] = {}
    start = list(pos)
    for s in seats:
        d = state.q_move[s]
        if d is None or not alive[s]:
            continue
        here = start[s]
        # most moves are made alone in a room: skip the list then (dead seats count here,
        # so a count above one only means there may be mates)
        mates = ([m for m in seats if m != s and alive[m] and start[m] == here]
                 if start.count(here) > 1 else ())
        target = step[here][DIR_INDEX[d]]
        dirs[s] = d
        if target >= 0:
            pos[s] = target
            moved[s] = "moved"
            lines[s].append(MOVED[d])
            for m in mates:
                lines[m].append(state._mate_moved[s][d])
                t.seen[m].append(("moved", s, d))
            arrivals.setdefault(target, []).append(s)
        elif target == -2 and TOKEN in state.inv[s]:
            state.escaped[s] = True
            state.chronicle.append(("escaped", state.turn, s, here))
            moved[s] = "escaped"
            lines[s].append("You escape the Grungeon with a Token of Grunkle!")
            t.public.append(Event("escaped", f"{state.names[s]} escaped the Grungeon with a "
                                             "Token of Grunkle!", {"seat": s}))
            for m in mates:
                lines[m].append(f"{state.names[s]} walked out through the exit.")
        else:
            moved[s] = "blocked"
            if target == -2:
                state.chronicle.append(("refused", state.turn, s, here))
            lines[s].append(EXIT_REFUSED if target == -2 else BLOCKED[d])
            for m in mates:
                lines[m].append(state._mate_blocked[s][d])
    for room, entrants in arrivals.items():
        if state.board.spikes[room] or room in state.floor:
            enter(state, t, room, entrants)
