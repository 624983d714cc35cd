"""Decisions that interrupt a turn, and spewing (the rulebook's empty "How to Spew").

A *task* is a tuple on the state's stack, ``(kind, seat, ...)``; the seat of the top task
decides next. Kinds:

- ``("place", seat, kind)``: the card being fed goes into a free slot of that kind;
- ``("room", seat, kind)``: feeding with no free slot; spew a card of that kind;
- ``("spewpick", seat, kind)``: a power (or a lost slot) makes the seat spew (kind -1: any);
- ``("target", seat, card, glory_cards, visited)``: a spewed card in the air; pick whom it hits;
- ``("bump", seat, card, glory_cards, visited)``: it hit a full mouth; spew one onwards;
- ``("force", seat)``, ``("steal", seat)``, ``("unchew", seat)``: a swallow power's target.

`visited` is a bit set of the seats the current chain has touched: a chain never hits a seat
twice, so it ends within one lap of the table. The rules are written out in docs/rules/guts.md.
"""
from __future__ import annotations

from ...engine.protocol import Action, Event
from ...engine.speed import new_event
from .board import (AT_LISTS, BIT, BUMP_LISTS, CHEW, COND_MASK, FEED_KEYS, FORCE_ACTIONS,
                    KIND_MASKS, LAND_KEYS, NSLOT, ONE_SEAT, PLACE_LISTS, SLOT_NAMES, SLOTS_IN,
                    SPEW_LISTS,
                    STEAL_ACTIONS, UNCHEW_ACTIONS)
from .cards import CONDIMENT, FOOD, TYPE_NAMES
from .view import and_list


class Decisions:
    """The task half of `GutsState`: the actions each task offers and what they do."""

    __slots__ = ()  # the state's fields are declared by `GutsState`

    def _spew_out(self, seat: int, x: int, visited: int) -> list[Event]:
        """Spew the card at (seat, x): its chews go back, it takes a glory card, it flies."""
        card, chews, gc = self._take_out(seat, x)
        self.pool += chews
        if self.supply > 0:
            self.supply -= 1
            gc += 1
        events = [new_event("spew", ("{} spews {} ({} glory card{} attached).", self._names[seat],
                                     self.table.names[card], gc, "s" if gc != 1 else ""),
                            (("seat", "slot", "card", "glory_cards"), seat, x, card, gc))]
        if self._occ[seat] & COND_MASK & ~self._room[seat][CONDIMENT]:
            # Condiments sit beyond the open slots (a Side Jaw left): they move in, or one
            # is spewed (`_settle`)
            events += self._settle(seat)
        # pushed last: the flying card is settled before anything the spew set off
        visited |= BIT[seat]
        self.tasks.append(("target", seat, card, gc, visited))
        # the spewer picks a target next (`_flow` sends the card to the only seat left to
        # hit, or drops it when there is none)
        targets = AT_LISTS[self._all_seats ^ visited]  # (`^` is `& ~`: all seats of the table)
        if len(targets) > 1:
            # offered (see `GutsState._apply`; a shared, read-only list: see `board`)
            self._legal, self._legal_seat, self._acting = targets, seat, ONE_SEAT[seat]
        return events

    # ---- tasks: the actions they offer -------------------------------------------------------
    def _room_actions(self, task: tuple) -> list[Action]:
        return list(SPEW_LISTS[self._card_mask(task[1], task[2])])

    def _place_actions(self, task: tuple) -> list[Action]:
        seat = task[1]
        return PLACE_LISTS[self._room[seat][task[2]] & ~self._occ[seat]]

    def _target_actions(self, task: tuple) -> list[Action]:
        # the seats of the table, less those the chain touched (the spewer among them)
        return list(AT_LISTS[self._all_seats & ~task[4]])

    def _bump_actions(self, task: tuple) -> list[Action]:
        return list(BUMP_LISTS[self._card_mask(task[1], self.table.kind[task[2]])])

    def _force_actions(self, task: tuple) -> list[Action]:
        seat = task[1]
        return [FORCE_ACTIONS[s] for s in range(self.seats)
                if s != seat and not self.protected(s) and self._occ[s]]

    def _steal_actions(self, task: tuple) -> list[Action]:
        seat = task[1]
        room = self._steal_room(seat)
        out = []
        for other in range(self.seats):
            if other == seat or self.protected(other):
                continue
            out += self._steals_from(other, room)
        return out

    def _steal_room(self, seat: int) -> list[bool]:
        """By card kind: whether `seat` has a free slot for a stolen card of that kind."""
        return [bool(self.free_slots(seat, k)) for k in (FOOD, CONDIMENT)]

    def _steals_from(self, other: int, room: list[bool]) -> list[Action]:
        """The cards of `other` a steal could take, protection aside (`room`: see
        `_steal_room`)."""
        kind = self.table.kind
        return [STEAL_ACTIONS[other * NSLOT + x] for x in self.cards_of(other)
                if room[kind[self.mouth[other * NSLOT + x]]]]

    def _unchew_actions(self, task: tuple) -> list[Action]:
        seat = task[1]
        out = []
        for other in range(self.seats):
            if other == seat or self.protected(other):
                continue
            out += self._unchews_of(other)
        return out

    def _unchews_of(self, other: int) -> list[Action]:
        """The chewed cards of `other` an un-chew could clean, protection aside."""
        return [UNCHEW_ACTIONS[other * NSLOT + x] for x in self.cards_of(other)
                if self.chews[other * NSLOT + x] > 0]

    # ---- tasks: what the choice does --------------------------------------------------------
    def _act_spew(self, seat: int, args: tuple) -> list[Event]:
        task = self.tasks.pop()
        x = args[0]
        events = self._spew_out(seat, x, 0)
        if task[0] == "room":
            card = self.held
            free = self.free_slots(seat, self.table.kind[card])
            if not free:
                # spewing a Side Jaw closes the slot it opened: the room is still missing
                self.tasks.insert(len(self.tasks) - 1, task)
                return events
            self.held = -1
            target = x if x in free else free[0]
            self._place(seat, target, card, 0)
            self.phase = CHEW
            events.append(new_event("feed", ("{} goes into {}'s {}.", self.table.names[card],
                                             self._names[seat], SLOT_NAMES[target]),
                                    (FEED_KEYS, seat, card, target)))
        return events

    def _act_at(self, seat: int, args: tuple) -> list[Event]:
        tasks = self.tasks
        _, _, card, gc, visited = tasks[-1]
        target = args[0]
        kind = self.table.kind[card]
        names = self.table.names
        flies = new_event("spew_at", ("{} flies at {}.", names[card], self._names[target]),
                          (("seat", "target", "card", "glory_cards"), seat, target, card, gc))
        free = SLOTS_IN[self._room[target][kind] & ~self._occ[target]]
        if free:
            tasks.pop()
            self._place(target, free[0], card, gc)
            return [flies, new_event("land", ("{} lands in {}'s {}.", names[card],
                                              self._names[target], SLOT_NAMES[free[0]]),
                                     (LAND_KEYS, target, free[0], card))]
        # the flying card becomes one to make room for, in the same place on the stack (a pop
        # and a push would shrink and grow the list, a reallocation each); for the same reason
        # each way out builds its event list whole rather than appending to it
        tasks[-1] = ("bump", target, card, gc, visited | BIT[target])
        # offered (see `GutsState._apply`)
        self._legal, self._legal_seat, self._acting = (
            BUMP_LISTS[self._occ[target] & KIND_MASKS[kind]], target, ONE_SEAT[target])
        return [flies, new_event("full", ("{}'s mouth is full: they must spew a {} to make room.",
                                          self._names[target], TYPE_NAMES[kind]),
                                 (("seat",), target))]

    def _act_bump(self, seat: int, args: tuple) -> list[Event]:
        _, _, card, gc, visited = self.tasks.pop()
        x = args[0]
        events = self._spew_out(seat, x, visited)
        free = SLOTS_IN[self._room[seat][self.table.kind[card]] & ~self._occ[seat]]
        if not free:
            # the bumped card was a Side Jaw and its slot closed: bump another card
            self.tasks.insert(len(self.tasks) - 1, ("bump", seat, card, gc, visited))
            return events
        x = x if x in free else free[0]
        self._place(seat, x, card, gc)
        events.append(new_event("land", ("{} lands in {}'s {}.", self.table.names[card],
                                         self._names[seat], SLOT_NAMES[x]),
                                (LAND_KEYS, seat, x, card)))
        return events

    def _act_force(self, seat: int, args: tuple) -> list[Event]:
        self.tasks.pop()
        target = args[0]
        self.tasks.append(("spewpick", target, -1))
        return [Event("force", f"{self.seat_name(seat)} makes {self.seat_name(target)} spew.",
                      {"seat": seat, "target": target})]

    def _act_steal(self, seat: int, args: tuple) -> list[Event]:
        self.tasks.pop()
        other, x = args
        card, chews, gc = self._take_out(other, x)
        y = self.free_slots(seat, self.table.kind[card])[0]
        self._place(seat, y, card, gc)
        self.chews[seat * NSLOT + y] = chews
        self._mouth_views[seat] = None  # the stolen card's chews show
        events = [Event("steal", f"{self.seat_name(seat)} steals {self.name(card)} from "
                        f"{self.seat_name(other)}.", {"seat": seat, "from": other, "slot": x,
                                                      "to_slot": y, "card": card})]
        if self.table.kind[card] == CONDIMENT:
            events += self._settle(other)
        return events

    def _act_unchew(self, seat: int, args: tuple) -> list[Event]:
        self.tasks.pop()
        other, x = args
        i = other * NSLOT + x
        self.pool += self.chews[i]
        removed, self.chews[i] = self.chews[i], 0
        self._mouth_views[other] = None  # its chew count shows
        return [Event("unchew", f"{self.seat_name(seat)} removes {removed} chew"
                      f"{'s' if removed != 1 else ''} from {self.name(self.mouth[i])} in "
                      f"{self.seat_name(other)}'s mouth.", {"seat": seat, "owner": other,
                                                             "slot": x})]

    # ---- tasks that cannot be carried out -------------------------------------------------
    def _fizzle(self, task: tuple) -> list[Event]:
        name, seat = task[0], task[1]
        kind = "card"
        if name == "bump":
            kind = TYPE_NAMES[self.table.kind[task[2]]]
        elif name in ("room", "spewpick") and task[2] >= 0:
            kind = TYPE_NAMES[task[2]]
        shielded = self._shielded(name, seat) if name in FIZZLE_SHIELDED_TEXTS else []
        if shielded:
            # opponents had a target for the power but are protected: the log says so, or
            # a reader who sees chewed cards on their board would think the power misfired
            names = [self.seat_name(s) for s in shielded]
            whose = and_list([n + "'s" for n in names])
            who = and_list(names) + (" is" if len(names) == 1 else " are")
            text = FIZZLE_SHIELDED_TEXTS[name].format(seat=self.seat_name(seat), whose=whose,
                                                      who=who)
        else:
            text = FIZZLE_TEXTS[name].format(seat=self.seat_name(seat), kind=kind)
        return [Event("fizzle", text, {"seat": seat, "task": name})]

    def _shielded(self, name: str, seat: int) -> list[int]:
        """The protected opponents of `seat` that the power of task `name` (a forced spew,
        a steal or an un-chew) could have acted on, were they not protected."""
        room = self._steal_room(seat) if name == "steal" else None
        out = []
        for other in range(self.seats):
            if other == seat or not self.protected(other):
                continue
            if name == "steal":
                reachable = self._steals_from(other, room)
            elif name == "unchew":
                reachable = self._unchews_of(other)
            else:  # a forced spew: any card to spew
                reachable = self._occ[other]
            if reachable:
                out.append(other)
        return out

    def _drop_flying(self, task: tuple) -> list[Event]:
        _, seat, card, gc, _ = task
        self.discard.append(card)
        self._view_parts = None
        self.supply += gc
        # (a spew chain's common end, so made by `new_event`)
        return [new_event("splat", ("Nobody is left to spew {} at: it lands in the discard pile "
                                    "and its glory cards go back beside the board.",
                                    self.table.names[card]), (("seat", "card"), seat, card))]


TASK_ACTIONS = {
    "place": Decisions._place_actions,
    "room": Decisions._room_actions,
    "spewpick": Decisions._room_actions,
    "target": Decisions._target_actions,
    "bump": Decisions._bump_actions,
    "force": Decisions._force_actions,
    "steal": Decisions._steal_actions,
    "unchew": Decisions._unchew_actions,
}
"""Task kind -> the actions it offers to the seat that must decide."""

FIZZLE_TEXTS = {
    "room": "{seat} has no {kind} to spew, so nothing is spewed.",
    "spewpick": "{seat} has no {kind} to spew, so nothing is spewed.",
    "bump": "{seat} has no {kind} to spew, so nothing is spewed.",
    "force": "Nobody can be made to spew: {seat}'s power does nothing.",
    "steal": "There is nothing {seat} can steal: the power does nothing.",
    "unchew": "There is no chewed card {seat} can un-chew: the power does nothing.",
}
"""What players read when a decision has no possible choice (`Decisions._fizzle`)."""

FIZZLE_SHIELDED_TEXTS = {
    "force": "Nobody can be made to spew: {who} protected, so {seat}'s power does nothing.",
    "steal": "There is nothing {seat} can steal: {whose} cards are protected, so the power "
             "does nothing.",
    "unchew": "There is no chewed card {seat} can un-chew: {whose} chewed cards are "
              "protected, so the power does nothing.",
}
"""`FIZZLE_TEXTS` for a power that had targets, all of them in protected mouths."""

TASK_FIZZLE = {
    # ("place" never fizzles: it is pushed only with a free slot, and the seat acts next)
    "room": Decisions._fizzle,
    "spewpick": Decisions._fizzle,
    "target": Decisions._drop_flying,
    "bump": Decisions._fizzle,
    "force": Decisions._fizzle,
    "steal": Decisions._fizzle,
    "unchew": Decisions._fizzle,
}
"""Task kind -> what happens when it offers no action at all."""
