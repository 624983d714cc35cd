"""A Monster's turn: the actions up to its Speed, and the permissions adjacent Monsters give.

Action texts (each a `protocol.Action`):

- ``move forward`` / ``move back``: one step into the hex straight ahead or straight behind,
  keeping the facing (house rule for "forward or backward" on a hex map);
- ``turn K``: turn K sixths clockwise (K = 1, 2, 3; -1, -2 anticlockwise): up to 180 degrees
  in 60-degree steps; the first Turn of a turn is free (more with a ``free_turn`` limb);
- ``attack S``: close combat on seat S's Monster in one of the three front hexes;
  ``shoot S``: ranged combat (a ``ranged`` limb) on a Monster in the front arc, within reach,
  two or more steps away, with a clear line;
- ``escape S A``: Test attribute A (speed, strength, smarts) against adjacent seat S;
- ``rest``: draw a card; ``push S`` / ``heave T``: push a Monster or object T;
- ``attach L K``: attach limb L (lying here) to spot K (removing the limb there first);
- ``heal N``: spend N Power for N Health; ``end``: end the turn; ``waive``: give up the free
  Moves and Turns won by Escaping.

A Move, Turn or Rest next to a Monster that has not been escaped from asks its controller
first (``let`` / ``refuse``); a refusal stands for the rest of the turn, so the only way
past that Monster is then an Escape. Permission given also stands for the rest of the turn.
"""
from __future__ import annotations

from ...engine.protocol import Action, Event
from ...engine.speed import new_event

SPEED, STRENGTH, SMARTS, HEALTH = range(4)
ESCAPE_ATTRIBUTES = ("speed", "strength", "smarts")
ATTRIBUTE_INDEX = {"speed": SPEED, "strength": STRENGTH, "smarts": SMARTS}
TURN_STEPS = (1, -1, 2, -2, 3)
END = Action("end")
WAIVE = Action("waive")
REST = Action("rest")
FORWARD = Action("move", ("forward",))
BACK = Action("move", ("back",))
TURNS = {k: Action("turn", (k,)) for k in TURN_STEPS}
ALL_TURNS = list(TURNS.values())
MOVE_KEYS = ("seat", "cell", "way")
TURN_KEYS = ("seat", "facing")
HEALS = [Action("heal", (n,)) for n in range(64)]
ATTACKS = [Action("attack", (s,)) for s in range(8)]
PUSHES = [Action("push", (s,)) for s in range(8)]
ESCAPES = [[Action("escape", (s, a)) for a in ESCAPE_ATTRIBUTES] for s in range(8)]

RULE_MOVE_ADJACENT = ("You may not Move if you are adjacent to a Monster without Escaping "
                      "first, unless that Monster's controller lets you.")
RULE_ATTACH_ADJACENT = ("You may attach a limb if you are adjacent to a Monster, but doing "
                        "so must be your first action that turn and ends your turn.")


def attach_cost(part, spot_type: str) -> int:
    """Power to attach `part` to a spot of `spot_type`: the highest stat or 6, whichever is
    lower; on a spot of its own type, the lowest non-zero stat or 4, whichever is lower.

    A limb of all zeros costs nothing (house rule: there is no stat to pay)."""
    stats = part.stats
    if spot_type == part.type:
        nonzero = [v for v in stats if v > 0]
        return min(min(nonzero), 4) if nonzero else 0
    return min(max(stats), 6)


class TurnActions:
    """The turn of the current Monster (a mixin of `rules.GgtState`)."""

    __slots__ = ()

    # ---- what may be done ---------------------------------------------------------------
    def blockers(self, seat: int) -> list[int]:
        """Adjacent Monsters that may still stop `seat` moving, turning or resting."""
        return [s for s in self.adjacent_monsters(seat) if not self.released >> s & 1]

    def free_mode(self, seat: int) -> bool:
        """Free Moves and Turns from Escapes are waiting, and nothing holds the Monster: they
        must be used now ("the instant you've escaped from all of your opponents")."""
        return self.free_steps > 0 and not self.blockers(seat)

    def front_targets(self, seat: int) -> list[int]:
        near, f = self.near(self.cell[seat]), self.facing[seat]
        front = (near[(f - 1) % 6], near[f], near[(f + 1) % 6])
        return [s for s in range(self.seats)
                if s != seat and self.alive[s] and self.cell[s] in front]

    def line_clear(self, start, end) -> bool:
        """No blocking terrain, Monster or object between two cells (either side of an
        edge the line runs along will do)."""
        grid = self.arena.grid
        for lean in (1, -1):
            path = grid.line(start, end, lean)[1:-1]
            if all(self.arena.open(c) and self.occupant(c) < 0 and self.thing_at(c) < 0
                   for c in path):
                return True
        return False

    def in_front_arc(self, seat: int, target) -> bool:
        """Whether `target` lies in the 120-degree arc ahead: the line towards it leaves
        through one of the three front hexes."""
        grid = self.arena.grid
        here = self.cell[seat]
        front = grid.front(here, self.facing[seat])
        return any(grid.line(here, target, lean)[1] in front for lean in (1, -1))

    def can_shoot(self, seat: int, target: int, need_arc: bool = True) -> bool:
        """A ranged attack (or, without the arc, a counterattack) from `seat` reaches
        `target`: within reach, two or more steps away, a clear line."""
        reach = self.reach(seat)
        if not reach or not self.alive[target] or target == seat:
            return False
        here, there = self.cell[seat], self.cell[target]
        dist = self.distance(here, there)
        if not 2 <= dist <= reach:
            return False
        if need_arc and not self.in_front_arc(seat, there):
            return False
        return self.line_clear(here, there)

    def rest_barred(self, seat: int) -> bool:
        """Ms. Treat's card bars `seat` from Resting this round (``no_rest``)."""
        treat = self.treat_of(seat)
        return treat is not None and treat.amount("no_rest") > 0

    def heal_room(self, seat: int) -> int:
        return min(self.power[seat], self.stat(seat, HEALTH) - self.pool[seat])

    def attach_options(self, seat: int) -> list[tuple[int, int, int]]:
        """(limb, spot, Power) for every attachment `seat` could pay for now."""
        here = self.cell[seat]
        lying = [limb for limb, cell in self.limb_cell.items() if cell == here]
        if not lying:
            return []
        spots = self.roster.monsters[self.monster[seat]].spots
        room_to_drop = any(self.unoccupied(c) for c in self.arena.grid.adjacent(here))
        found = []
        for limb in sorted(lying):
            part = self.part(limb)
            for k, spot in enumerate(spots):
                cost = attach_cost(part, spot)
                if self.slots[seat][k] >= 0:
                    if not room_to_drop:
                        continue
                    cost += 1
                if cost <= self.power[seat]:
                    found.append((limb, k, cost))
        return found

    def turn_actions(self, seat: int) -> list[Action]:
        """Every action the current Monster may take now (`end` always among them).

        The hottest code of random playouts: the Monsters next to this one are found once
        and the prebuilt action values are reused (`ACTIONS`)."""
        here, facing = self.cell[seat], self.facing[seat]
        near = self.near(here)
        ahead, behind = near[facing], near[(facing + 3) % 6]
        cells, alive = self.cell, self.alive
        adjacent = [s for s in range(self.seats) if s != seat and alive[s] and cells[s] in near]
        released = self.released
        blockers = [s for s in adjacent if not released >> s & 1]
        open_cells, things = self._open, self.things
        ahead_free = ahead in open_cells and ahead not in cells and ahead not in things
        behind_free = behind in open_cells and behind not in cells and behind not in things
        if self.free_steps > 0 and not blockers:  # `free_mode`
            out = [WAIVE]
            if ahead_free:
                out.append(FORWARD)
            if behind_free:
                out.append(BACK)
            return out + ALL_TURNS
        out = [END]
        refused = self.refused
        held = any(refused >> s & 1 for s in blockers)
        left = self.actions_left
        if not held:
            if left > 0:
                if ahead_free:
                    out.append(FORWARD)
                if behind_free:
                    out.append(BACK)
            if left > 0 or self.free_turns > 0:
                out += ALL_TURNS
            if left > 0 and len(self.hand[seat]) < self._stats[seat][SMARTS] \
                    and (self.deck[seat] or self.discard[seat]) \
                    and (self.treats is None or not self.rest_barred(seat)):
                out.append(REST)
        room = min(self.power[seat], self._stats[seat][HEALTH] - self.pool[seat])
        if room > 0 and (self.heal_free or left > 0):
            out += HEALS[1:room + 1]
        if left <= 0:
            return out
        front = (near[(facing - 1) % 6], ahead, near[(facing + 1) % 6])
        out += [ATTACKS[s] for s in adjacent if cells[s] in front]
        if self._stats[seat][4]:
            out += [Action("shoot", (s,)) for s in range(self.seats) if self.can_shoot(seat, s)]
        for s in blockers:
            out += ESCAPES[s]
        out += [PUSHES[s] for s in adjacent]
        if self.things:
            out += [Action("heave", (i,)) for i, c in enumerate(self.things) if c in near]
        if self.limb_cell and (not adjacent or not self.acted):
            out += [Action("attach", (limb, k)) for limb, k, _ in self.attach_options(seat)]
        return out

    # ---- doing it -----------------------------------------------------------------------
    def turn_step(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if kind == "end":
            return self.end_turn()
        if kind == "waive":
            self.free_steps = 0
            return [Event("waive", f"{self.who(seat)} gives up its free steps.", {"seat": seat})]
        if kind in ("move", "turn", "rest"):
            asked = self.blockers(seat)  # (none in `free_mode`, which needs none)
            if asked:
                self.ask = {"seat": seat, "action": str(action), "left": asked}
                return [Event("ask", f"{self.who(seat)} asks {self.who(asked[0])} to let it "
                                     f"{'move' if kind == 'move' else kind}.",
                              {"seat": seat, "to": asked[0]})]
        return self.perform(seat, action)

    def answer_ask(self, seat: int, let: bool) -> list[Event]:
        ask = self.ask
        asker = ask["seat"]
        ask["left"].pop(0)
        if not let:
            self.refused |= 1 << seat
            self.ask = None
            return [Event("refuse", f"{self.who(seat)} does not let {self.who(asker)} go.",
                          {"seat": seat, "asker": asker})]
        self.released |= 1 << seat
        events = [Event("let", f"{self.who(seat)} lets {self.who(asker)} go.",
                        {"seat": seat, "asker": asker})]
        if ask["left"]:
            return events + [Event("ask", f"{self.who(asker)} asks {self.who(ask['left'][0])} "
                                          f"too.", {"seat": asker, "to": ask["left"][0]})]
        self.ask = None
        return events + self.perform(asker, Action.parse(ask["action"]))

    def _spend(self, free_kind: str = "") -> None:
        """Pay for an action: a free step from an Escape, a free Turn or Heal, or an action."""
        self.acted = True
        if free_kind in ("move", "turn") and self.free_steps > 0 and self.free_mode(self.cur):
            self.free_steps -= 1
        elif free_kind == "turn" and self.free_turns > 0:
            self.free_turns -= 1
        elif free_kind == "heal" and self.heal_free:
            self.heal_free = False
        else:
            self.actions_left -= 1

    def perform(self, seat: int, action: Action) -> list[Event]:
        kind, args = action.kind, action.args
        grid = self.arena.grid
        if kind == "move":
            self._spend("move")
            step = self.facing[seat] + (0 if args[0] == "forward" else 3)
            self.cell[seat] = grid.neighbour(self.cell[seat], step)
            c = self.cell[seat]
            return [new_event("move", ("{} steps {} to {},{}.", self.who(seat), args[0], c[0],
                                       c[1]), (MOVE_KEYS, seat, [c[0], c[1]], args[0]))]
        if kind == "turn":
            self._spend("turn")
            self.facing[seat] = facing = (self.facing[seat] + args[0]) % 6
            return [new_event("turn_to", ("{} turns to face {}.", self.who(seat),
                                          grid.facing_name(facing)),
                              (TURN_KEYS, seat, facing))]
        if kind == "rest":
            self._spend()
            card = self.draw(seat)
            self.hand[seat].append(card)
            return [Event("rest", f"{self.who(seat)} rests and draws a card.", {"seat": seat}),
                    Event("drew", f"You draw {self.card_name(card)}.", {"seat": seat},
                          to=frozenset({seat}), reveals=True)]
        if kind == "heal":
            self._spend("heal")
            n = args[0]
            self.power[seat] -= n
            self.supply += n
            self.pool[seat] += n
            return [Event("heal", f"{self.who(seat)} spends {n} Power to heal {n} "
                                  f"(now {self.pool[seat]}).", {"seat": seat, "amount": n})]
        if kind in ("attack", "shoot"):
            self._spend()
            return self.start_combat(seat, args[0], ranged=kind == "shoot")
        if kind == "escape":
            self._spend()
            target, attr = args
            events = [Event("escape", f"{self.who(seat)} tries to escape {self.who(target)} "
                                      f"({attr}).", {"seat": seat, "from": target,
                                                     "attr": attr})]
            return events + self.start_test("escape", seat, target, ATTRIBUTE_INDEX[attr])
        if kind == "push":
            self._spend()
            target = args[0]
            events = [Event("push", f"{self.who(seat)} pushes {self.who(target)}.",
                            {"seat": seat, "target": target})]
            return events + self.start_test("push", seat, target, STRENGTH)
        if kind == "heave":
            self._spend()
            thing = self.arena.things[args[0]]
            events = [Event("heave", f"{self.who(seat)} heaves at the {thing.name} (Weight "
                                     f"{thing.weight}).", {"seat": seat, "thing": args[0]})]
            return events + self.start_test("heave", seat, -1, STRENGTH, thing=args[0])
        if kind == "attach":
            return self.attach(seat, args[0], args[1])
        raise ValueError(f"unknown action {action}")

    # ---- attaching ----------------------------------------------------------------------
    def attach(self, seat: int, limb: int, spot: int) -> list[Event]:
        """Attach limb `limb` to spot `spot` (see `attach_options` for what it costs)."""
        adjacent = bool(self.adjacent_monsters(seat))
        self._spend()
        part = self.part(limb)
        spots = self.roster.monsters[self.monster[seat]].spots
        cost = attach_cost(part, spots[spot])
        events: list[Event] = []
        old = self.slots[seat][spot]
        if old >= 0:  # removed first, for one more Power
            self.power[seat] -= 1
            self.supply += 1
            self.slots[seat][spot] = -1
            events += self.limb_off(seat, old, "removes")
        self.power[seat] -= cost
        former = self.limb_from[limb]
        if cost and former != seat and self.alive[former]:
            self.power[former] += 1
            self.supply += cost - 1
        else:
            self.supply += cost
        del self.limb_cell[limb]
        self.slots[seat][spot] = limb
        self.limb_again[limb] = True
        self.limb_from[limb] = seat
        self._restat(seat)
        self.pool[seat] = min(self.pool[seat] + part.stats[HEALTH], self.stat(seat, HEALTH))
        events.append(Event("attach", f"{self.who(seat)} attaches the {part.name} to its "
                                      f"{spots[spot]} spot for {cost} Power.",
                            {"seat": seat, "limb": limb, "spot": spot, "cost": cost}))
        if former != seat and cost:
            events.append(Event("tribute", f"{self.who(former)} gets 1 Power for its old "
                                           f"{part.name}.", {"seat": former}))
        events += self.trim_hand(seat)
        if adjacent and self.pending is None:
            events += self.end_turn()
        elif adjacent:
            self.pending["then_end"] = True
        return events

    def limb_off(self, seat: int, limb: int, how: str) -> list[Event]:
        """A limb just taken off `seat`'s Monster: gone for good when it had been reattached
        before, else waiting for a place to land (the caller sets `pending` or drops it)."""
        part = self.part(limb)
        self.limb_from[limb] = seat
        self._restat(seat)
        self.pool[seat] = min(self.pool[seat], self.stat(seat, HEALTH))
        if self.limb_again[limb]:
            return [Event("limb_gone", f"{self.who(seat)}'s {part.name} was reattached once "
                                       f"already: it leaves the game.",
                          {"seat": seat, "limb": limb})] + self.trim_hand(seat)
        cells = [c for c in self.arena.grid.adjacent(self.cell[seat]) if self.unoccupied(c)]
        self.pending = {"kind": "shed", "seat": seat, "limb": limb, "cells": cells}
        return [Event("limb_off", f"{self.who(seat)} {how} its {part.name}.",
                      {"seat": seat, "limb": limb})] + self.trim_hand(seat)

    # ---- follow-up choices --------------------------------------------------------------
    def pending_actions(self, seat: int) -> list[Action]:
        pending = self.pending
        if pending["kind"] == "shed":
            return [Action("drop", c) for c in pending["cells"]]
        return [Action("shove", c) for c in pending["cells"]] + [Action("leave")]

    def pending_step(self, seat: int, action: Action) -> list[Event]:
        pending = self.pending
        self.pending = None
        if action.kind == "drop":
            cell = (action.args[0], action.args[1])
            limb = pending["limb"]
            self.limb_cell[limb] = cell
            events = [Event("limb_lands", f"The {self.part(limb).name} lands at "
                                          f"{cell[0]},{cell[1]}.",
                            {"limb": limb, "cell": list(cell)})]
            if pending.get("then_end"):
                events += self.end_turn()
            return events
        if action.kind == "leave":
            return [Event("leave", f"{self.who(seat)} leaves it where it is.", {"seat": seat})]
        cell = (action.args[0], action.args[1])
        if pending["kind"] == "shove_monster":
            target = pending["target"]
            self.cell[target] = cell
            return [Event("shoved", f"{self.who(target)} is shoved to {cell[0]},{cell[1]}.",
                          {"seat": target, "cell": list(cell)})]
        thing = pending["target"]
        self.things[thing] = cell
        return [Event("shoved_thing", f"The {self.arena.things[thing].name} rolls to "
                                      f"{cell[0]},{cell[1]}.",
                      {"thing": thing, "cell": list(cell)})]

    # ---- words --------------------------------------------------------------------------
    def describe_action(self, action: Action, seat: int | None) -> str:
        k, a = action.kind, action.args
        if k == "choose":
            m = self.roster.monsters[self.roster.index[a[0]]]
            return f"Choose {m.name}"
        if k == "place":
            return f"Enter at {a[0]},{a[1]}"
        if k == "move":
            return f"Move {a[0]}"
        if k == "turn":
            way = "clockwise" if a[0] > 0 else "anticlockwise"
            return f"Turn {abs(a[0]) * 60} degrees {way}"
        if k in ("attack", "shoot", "push", "escape"):
            verb = {"attack": "Attack", "shoot": "Shoot at", "push": "Push",
                    "escape": "Escape from"}[k]
            extra = f" by {a[1]}" if k == "escape" else ""
            return f"{verb} {self.who(a[0])}{extra}"
        if k == "heave":
            return f"Push the {self.arena.things[a[0]].name}"
        if k == "attach":
            spot = self.roster.monsters[self.monster[seat]].spots[a[1]] if seat is not None \
                else a[1]
            return f"Attach the {self.part(a[0]).name} to your {spot} spot"
        if k in ("heal", "mend"):
            return f"Spend {a[0]} Power to heal {a[0]}"
        if k == "play":
            return f"Play {self.card_name(a[0])} face down"
        if k in ("drop", "shove"):
            return f"{'Put it' if k == 'drop' else 'Shove it'} at {a[0]},{a[1]}"
        if k in ("guard", "rip"):
            verb = "Guard" if k == "guard" else "Rip off"
            if seat is not None and self.combat:
                victim = self.combat.get("victim", seat)
                limb = self.slots[victim][a[0]]
                if limb >= 0:
                    return f"{verb} the {self.part(limb).name}"
            return f"{verb} limb {a[0]}"
        words = {"end": "End your turn", "rest": "Rest (draw a card)", "let": "Let it go",
                 "refuse": "Do not let it go", "blind": "Pay 1 Health for the top card",
                 "yield": "Play nothing", "bare": "Guard no more limbs",
                 "press": "Fight on", "stop": "End the fight", "leave": "Leave it there",
                 "waive": "Give up the free steps"}
        return words.get(k, str(action))
