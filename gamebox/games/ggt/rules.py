"""Grunt, Growl and Tear: the headless rules.

Phases: ``choose`` (each seat in turn picks a Monster), ``place`` (pawns go onto start-edge
cells, the Monster with the most Smarts first), ``play`` (rounds of turns in initiative
order) and ``over``. In play, what a seat is asked comes from the first of these that is
open: a permission asked of an adjacent Monster's controller (`ask`), a card Test waiting
for face-down cards (`test`), a step of a combat (`combat`), a follow-up choice (`pending`:
where a pushed Monster goes, where a removed limb lands), else the turn of the current
Monster.

The state is small and flat (lists per seat, a limb table), so clones are a few list copies.
The turn actions are in `turn.TurnActions`, the Test and the combat sequence in
`combat.Combat`; the house rules that settle what the rulebook leaves open are in
``docs/rules/ggt.md``. No pygame here.
"""
from __future__ import annotations

from ...engine.protocol import Action, Event, GameState, Outcome
from ...engine.speed import new_event
from . import table as table_kit
from .arenas import arena_from_data
from .combat import Combat
from .pack import ATTRIBUTES, roster_of
from .treats import deal
from .turn import TurnActions

SPEED, STRENGTH, SMARTS, HEALTH = range(4)
SEAT_KEY = ("seat",)
"""The keys of an event's data that names only its seat (data made lazily: `new_event`)."""
START_DISTANCE = 5
"""A start space must be at least this many steps from every Monster already placed."""
RIP_POWER = 5
"""Power tokens the winner of a combat gains for stomping a Monster into pulp."""

RULE_START = ("Any unoccupied space on the edge of the board at least 5 spaces away from "
              "another monster is a valid starting space.")


def _cell(value) -> tuple[int, int] | None:
    return None if value is None else (value[0], value[1])


class GgtState(Combat, TurnActions, GameState):
    """One game of Grunt, Growl and Tear."""

    table_module = table_kit

    # ---- setup ------------------------------------------------------------------------
    def setup(self) -> None:
        data = self.content.data
        self.roster = roster_of(self.content)
        self.arena = arena_from_data(data["arena"])
        if self.seats > self.arena.max_seats:
            raise ValueError(f"{self.arena.name} takes at most {self.arena.max_seats} "
                             f"Monsters, not {self.seats}")
        self._grid_data = dict(data["arena"]["grid"])
        """The map's hex settings, for views (bots work out distances from them)."""
        self._closed = " ".join(f"{c},{r}" for c, r in
                                sorted(self.arena.blocked | self.arena.void))
        """The cells nothing may enter, for views, as ``"c,r c,r ..."`` (one string: views
        are made and checked thousands of times a game)."""
        self._near, self._open, self._dist = _neighbour_table(self.content.digest, self.arena)
        """Each cell of the map -> its six neighbours by facing; the cells a Monster may
        stand on; steps between two cells, filled as asked (all shared by every game on
        the map: the geometry never changes)."""
        self._whos: dict = {}
        n = self.seats
        self.phase = "choose"
        self.monster = [-1] * n
        """Per seat: the index of its Monster in the roster (-1 before choosing)."""
        self.cell: list = [None] * n
        self.facing = [0] * n
        self.slots: list[list[int]] = [[] for _ in range(n)]
        """Per seat, per spot on its torso: the limb attached there, or -1."""
        self.limb_part: list[tuple[int, int]] = []
        """Per limb of the game: (monster index, limb index) of its definition."""
        self.limb_from: list[int] = []
        """Per limb: the seat whose Monster it was last attached to (its former owner)."""
        self.limb_again: list[bool] = []
        """Per limb: it has been reattached once (removed again, it leaves the game)."""
        self.limb_cell: dict[int, tuple[int, int]] = {}
        """Limbs lying on the map, by limb, and where."""
        self.pool = [0] * n
        self.power = [0] * n
        self.supply = 0
        self.alive = [True] * n
        self.deck: list[list[int]] = [[] for _ in range(n)]
        """Per seat: its draw pile, the top card last."""
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.discard: list[list[int]] = [[] for _ in range(n)]
        self.things = [t.cell for t in self.arena.things]
        self.round = 0
        self.order: list[int] = []
        self.init = [0] * n
        """Per seat: the number of its initiative card this round (0: none)."""
        self.pos = 0
        self.cur = 0
        self.actions_left = 0
        self.free_turns = 0
        self.heal_free = False
        self.released = 0
        """Monsters (a bit per seat) that cannot stop the current one moving this turn."""
        self.refused = 0
        """Monsters whose controllers refused to let the current one go this turn."""
        self.free_steps = 0
        """Free Moves or Turns won by Escaping, not used yet."""
        self.acted = False
        self.treats = self.roster.treat_by_number if self.options.get("ms_treat") else None
        """Ms. Treat's cards by number when her option is on (None: the plain deck)."""
        if self.treats is not None and len(self.treats) < self.seats:
            raise ValueError("the ms_treat option needs Ms. Treat's cards (content/packs/ggt/"
                             "ms_treat.yaml), one per seat at least")
        self.blows = 0
        """Monsters (a bit per seat) that used their card's ``first_blow`` this round."""
        self.test: dict | None = None
        self.combat: dict | None = None
        self.ask: dict | None = None
        self.pending: dict | None = None
        self.winners: tuple[int, ...] = ()
        self.end_reason = ""
        self.picks: list = [None] * n
        """Per seat: the Monster it chose in secret and has not been given yet (None: not
        chosen, or given: see `monster`)."""
        self.place_order: list[int] = []
        self._stats: list[tuple] = [(0,) * 8] * n
        """Per seat: Speed, Strength, Smarts, Health, reach, free turns, hide, grip."""
        self._legal: dict = {}
        self._monitors: dict = {}
        """Monster Monitor views by everything they show, shared by this game's clones
        (see `monster_view`)."""

    def touch(self) -> None:
        """Sum every Monitor again and forget the legal lists, after a hand edit (tests,
        tools): actions keep them current by themselves."""
        for s in range(self.seats):
            self._restat(s)
        self._legal = {}

    # ---- derived numbers ----------------------------------------------------------------
    def part(self, limb: int):
        """The definition (`pack.Part`) of limb `limb`."""
        m, i = self.limb_part[limb]
        return self.roster.monsters[m].limbs[i]

    def limbs_of(self, seat: int) -> list[int]:
        """The limbs attached to `seat`'s Monster."""
        return [limb for limb in self.slots[seat] if limb >= 0]

    def _restat(self, seat: int) -> None:
        """Sum torso and attached limbs into the seat's attributes and abilities."""
        if self.monster[seat] < 0:
            self._stats[seat] = (0, 0, 0, 0, 0, 0, 0, 0)
            return
        parts = [self.roster.monsters[self.monster[seat]].torso]
        parts += [self.part(limb) for limb in self.limbs_of(seat)]
        self._stats[seat] = (sum(p.stats[0] for p in parts), sum(p.stats[1] for p in parts),
                             sum(p.stats[2] for p in parts), sum(p.stats[3] for p in parts),
                             max(p.ranged for p in parts), sum(p.free_turn for p in parts),
                             sum(p.hide for p in parts), sum(p.grip for p in parts))

    def stat(self, seat: int, attribute: int) -> int:
        """A Monster's Speed, Strength, Smarts or Health (0..3): its torso plus its limbs."""
        return self._stats[seat][attribute]

    def reach(self, seat: int) -> int:
        """How far its ranged attack reaches (0: it has none)."""
        return self._stats[seat][4]

    def ability(self, seat: int, name: str) -> int:
        return self._stats[seat][{"free_turn": 5, "hide": 6, "grip": 7}[name]]

    def monster_name(self, seat: int) -> str:
        m = self.monster[seat]
        return self.roster.monsters[m].name if m >= 0 else self.seat_name(seat)

    def who(self, seat: int) -> str:
        """``Ana's Gristlehorn``: how events name a seat's Monster."""
        monster = self.monster[seat]
        if monster < 0:
            return self.seat_name(seat)
        # keyed by the Monster too: clones share this cache, and a determinization may give
        # a seat another Monster than the real game (a pick not yet revealed)
        found = self._whos.get((seat, monster))
        if found is None:
            found = self._whos[seat, monster] = \
                f"{self.seat_name(seat)}'s {self.monster_name(seat)}"
        return found

    def occupant(self, cell) -> int:
        """The seat whose living Monster stands on `cell`, or -1."""
        for s in range(self.seats):
            if self.alive[s] and self.cell[s] == cell:
                return s
        return -1

    def thing_at(self, cell) -> int:
        for i, where in enumerate(self.things):
            if where == cell:
                return i
        return -1

    def vacant(self, cell) -> bool:
        """Open ground with no Monster and no object on it (limbs may lie there).

        (A Monster out of the game has no cell, so `cell` lists living Monsters' alone.)"""
        return cell in self._open and cell not in self.cell and cell not in self.things

    def unoccupied(self, cell) -> bool:
        """Vacant, and no limb lying there either."""
        return self.vacant(cell) and cell not in self.limb_cell.values()

    def near(self, cell) -> tuple:
        """The six cells next to `cell`, by facing (from the table made at setup)."""
        found = self._near.get(cell)
        return found if found is not None else self.arena.grid.neighbours(cell)

    def distance(self, a, b) -> int:
        """Steps between two cells as the crow flies (`HexGrid.distance`, kept per map)."""
        found = self._dist.get((a, b))
        if found is None:
            found = self._dist[(a, b)] = self.arena.grid.distance(a, b)
        return found

    def adjacent_monsters(self, seat: int) -> list[int]:
        """The living Monsters next to `seat`'s."""
        here = self.cell[seat]
        if here is None:
            return []
        near = self.near(here)
        return [s for s in range(self.seats)
                if s != seat and self.alive[s] and self.cell[s] in near]

    # ---- cards --------------------------------------------------------------------------
    def draw(self, seat: int) -> int:
        """The top card of `seat`'s draw pile (the discard pile shuffled in when it is
        empty), or -1 when there is none anywhere."""
        deck = self.deck[seat]
        if not deck:
            if not self.discard[seat]:
                return -1
            deck.extend(self.discard[seat])
            self.discard[seat].clear()
            self.rng.shuffle(deck)
        return deck.pop()

    def can_draw(self, seat: int) -> bool:
        return bool(self.deck[seat] or self.discard[seat])

    def trim_hand(self, seat: int) -> list[Event]:
        """Discard at random down to Smarts ("When your Smarts drops below the number of
        cards in your hand, you must discard cards at random")."""
        events = []
        hand = self.hand[seat]
        limit = self.stat(seat, SMARTS)
        while len(hand) > limit:
            card = hand.pop(self.rng.randbelow(len(hand)))
            self.discard[seat].append(card)
            events.append(Event("discard", f"{self.who(seat)} discards "
                                           f"{self.card_name(card)} at random.",
                                {"seat": seat, "card": self.card_name(card)}, reveals=True))
        return events

    def card_name(self, card) -> str:
        if isinstance(card, str):  # a test's planted marker (`plant_private_marker`)
            return card
        return self.roster.card_names[card]

    def card_face(self, card) -> dict:
        if isinstance(card, str):
            return {"name": card}
        return self.roster.card_face(card)

    def gain_power(self, seat: int, amount: int) -> int:
        """Power from the supply (what is left of it): the amount actually gained."""
        got = min(amount, self.supply)
        self.supply -= got
        self.power[seat] += got
        return got

    # ---- the flow -----------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == "play":
            if self.ask is not None:
                return (self.ask["left"][0],)
            test = self.test
            if test is not None:
                return tuple(s for s, c in zip(test["seats"], test["commit"])
                             if s >= 0 and c is None)
            combat = self.combat
            if combat is not None:
                return self.combat_to_act()
            if self.pending is not None:
                return (self.pending["seat"],)
            return (self.cur,)
        if phase == "choose":
            # (a text pick is a test's planted marker, no choice: `plant_private_marker`)
            return tuple(s for s in range(self.seats)
                         if self.monster[s] < 0 and not isinstance(self.picks[s], int))
        if phase == "place":
            return (self.place_order[0],)
        return ()

    def legal_actions(self, seat: int) -> list[Action]:
        found = self._legal.get(seat)
        if found is None:
            found = self._legal[seat] = self._legal_now(seat)
        return found

    def _legal_now(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        phase = self.phase
        if phase == "choose":
            taken = set(self.monster)
            return [Action("choose", (m.id,)) for i, m in enumerate(self.roster.monsters)
                    if i not in taken]
        if phase == "place":
            return [Action("place", cell) for cell in self.start_cells()]
        if self.ask is not None:
            return [Action("let"), Action("refuse")]
        if self.test is not None:
            return self.test_actions(seat)
        if self.combat is not None:
            return self.combat_actions(seat)
        if self.pending is not None:
            return self.pending_actions(seat)
        return self.turn_actions(seat)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._legal = {}
        kind = action.kind
        if kind == "choose":
            events = self._choose(seat, action.args[0])
        elif kind == "place":
            events = self._place(seat, (action.args[0], action.args[1]))
        elif kind in ("let", "refuse"):
            events = self.answer_ask(seat, kind == "let")
        elif kind in ("play", "blind", "yield"):
            events = self.commit_card(seat, action)
        elif self.combat is not None and self.test is None and kind in COMBAT_KINDS:
            events = self.combat_step(seat, action)
        elif kind in ("shove", "leave", "drop"):
            events = self.pending_step(seat, action)
        else:
            events = self.turn_step(seat, action)
        self._legal = {}
        if self.phase == "play":
            events += self._settle()
        return events

    def _settle(self) -> list[Event]:
        """After an action: end the game when one Monster is left, and end a turn that has
        nothing left to do but end."""
        events: list[Event] = []
        for _ in range(self.seats * 4):
            if self.phase == "over":
                return events
            if self.alive.count(True) <= 1:
                living = [s for s in range(self.seats) if self.alive[s]]
                if self.phase != "over":
                    events += self._finish(tuple(living))
                return events
            if self.ask or self.test or self.combat or self.pending:
                return events
            legal = self.turn_actions(self.cur)
            if len(legal) == 1 and legal[0].kind == "end":
                events += self.end_turn()
                self._legal = {}
                continue
            self._legal = {self.cur: legal}  # what `legal_actions` would work out again
            return events
        return events

    def _finish(self, winners: tuple[int, ...], reason: str = "") -> list[Event]:
        self.phase = "over"
        self.winners = winners
        self.test = self.combat = self.ask = self.pending = None
        if not reason:
            reason = (f"{self.who(winners[0])} is the last Monster standing." if winners
                      else "No Monster is left standing.")
        self.end_reason = reason
        self._legal = {}
        return [Event("over", reason, {"winners": list(winners)})]

    # ---- choosing and placing -----------------------------------------------------------
    def _choose(self, seat: int, monster_id: str) -> list[Event]:
        """A secret pick; when every seat without a Monster has picked, the picks are turned
        over: a Monster picked by one seat is its, one picked by several goes to one of them
        drawn at random, and the others pick again among the Monsters left (house rule)."""
        self.picks[seat] = self.roster.index[monster_id]
        events = [Event("pick", f"{self.seat_name(seat)} has chosen a Monster.",
                        {"seat": seat})]
        waiting = [s for s in range(self.seats) if self.monster[s] < 0]
        if any(not isinstance(self.picks[s], int) for s in waiting):
            return events
        by_monster: dict[int, list[int]] = {}
        for s in waiting:
            by_monster.setdefault(self.picks[s], []).append(s)
        for m, pickers in sorted(by_monster.items()):
            keeper = pickers[0] if len(pickers) == 1 else pickers[self.rng.randbelow(
                len(pickers))]
            self.monster[keeper] = m
            name = self.roster.monsters[m].name
            if len(pickers) == 1:
                text = f"{self.seat_name(keeper)} takes {name}."
            else:
                others = ", ".join(self.seat_name(s) for s in pickers if s != keeper)
                text = (f"{self.seat_name(keeper)} takes {name} (drawn at random; {others} "
                        f"chose it too and choose again).")
            events.append(Event("choose", text, {"seat": keeper, "monster": m},
                                reveals=True))
        self.picks = [None] * self.seats
        if any(m < 0 for m in self.monster):
            return events
        for s in range(self.seats):  # limbs numbered seat by seat
            m = self.monster[s]
            mdef = self.roster.monsters[m]
            slots = [-1] * len(mdef.spots)
            for i, spot in enumerate(mdef.start_spots):
                slots[spot] = len(self.limb_part)
                self.limb_part.append((m, i))
                self.limb_from.append(s)
                self.limb_again.append(False)
            self.slots[s] = slots
            self._restat(s)
        return events + self._begin_placement()

    def _begin_placement(self) -> list[Event]:
        """Each Monster's Monitor set, decks shuffled, hands dealt; placement order by Smarts."""
        self.supply = self.roster.power_tokens * self.seats
        events: list[Event] = []
        for s in range(self.seats):
            self.pool[s] = self.stat(s, HEALTH)
            deck = list(range(self.roster.deck_size))
            self.rng.shuffle(deck)
            self.deck[s] = deck
            self.hand[s] = [deck.pop() for _ in range(min(self.stat(s, SMARTS), len(deck)))]
            events.append(Event("deal", f"You are dealt "
                                        f"{', '.join(self.card_name(c) for c in self.hand[s])}.",
                                {"seat": s}, to=frozenset({s}), reveals=True))
        self.place_order = self.ranking(range(self.seats))
        self.phase = "place"
        return events

    def ranking(self, seats) -> list[int]:
        """Seats by Smarts, most first; ties by Speed, then Strength, then seat order."""
        return sorted(seats, key=lambda s: (-self.stat(s, SMARTS), -self.stat(s, SPEED),
                                            -self.stat(s, STRENGTH), s))

    def start_cells(self) -> list[tuple[int, int]]:
        """Where the next Monster may start: unoccupied start-edge cells at least
        `START_DISTANCE` steps from every Monster placed. When a small map has none, the
        unoccupied start cells farthest from the others (house rule)."""
        grid = self.arena.grid
        placed = [c for c in self.cell if c is not None]
        free = [c for c in self.arena.start_cells() if self.vacant(c)]
        if not free:
            free = [c for c in grid.cells() if self.vacant(c)]
        if not placed:
            return free
        far = [c for c in free if all(grid.distance(c, p) >= START_DISTANCE for p in placed)]
        if far:
            return far
        best = max(min(grid.distance(c, p) for p in placed) for c in free)
        return [c for c in free if min(grid.distance(c, p) for p in placed) == best]

    def _place(self, seat: int, cell) -> list[Event]:
        self.cell[seat] = cell
        self.facing[seat] = self.facing_to_centre(cell)
        self.place_order.pop(0)
        events = [Event("place", f"{self.who(seat)} enters at {cell[0]},{cell[1]}, facing "
                                 f"{self.arena.grid.facing_name(self.facing[seat])}.",
                        {"seat": seat, "cell": list(cell), "facing": self.facing[seat]})]
        if not self.place_order:
            self.phase = "play"
            events += self.begin_round()
        return events

    def facing_to_centre(self, cell) -> int:
        """The facing whose neighbour is nearest the map's middle (house rule: a Monster
        enters facing the fight)."""
        grid = self.arena.grid
        mid = (grid.width // 2, grid.height // 2)
        return min(range(6), key=lambda f: (grid.distance(grid.neighbour(cell, f), mid), f))

    # ---- rounds -------------------------------------------------------------------------
    def begin_round(self) -> list[Event]:
        """Deal the initiative cards: the lowest to the most Smarts (ties Speed, Strength)."""
        limit = self.options.get("round_limit", 0)
        if limit and self.round >= limit:
            return self._finish((), f"After {limit} rounds the crowd goes home: nobody wins.")
        living = self.ranking(s for s in range(self.seats) if self.alive[s])
        if all(self.stat(s, SPEED) <= 0 for s in living):
            # nobody can take an action again, so nobody can hurt anybody (house rule)
            return self._finish((), "No Monster left standing has the Speed to act: the "
                                    "crowd goes home and nobody wins.")
        self.round += 1
        self.init = [0] * self.seats
        if self.treats is None:
            cards = [c["number"] for c in self.roster.initiative][:len(living)]
            dealt = list(zip(living, cards))
        else:  # Ms. Treat's whole deck shuffled, one card a Monster (`treats.deal`)
            self.blows = 0
            dealt = deal(list(self.treats), living, self.rng)
        for s, number in dealt:
            self.init[s] = number
        self.order = living
        self.pos = 0
        names = ", ".join(f"{self.who(s)} ({self.init[s]})" for s in living)
        events = [Event("round", f"Round {self.round}: {names}.",
                        {"round": self.round, "order": list(living)})]
        if self.treats is not None:
            events += [Event("treat_dealt", f"Ms. Treat hands {self.who(s)} {t.name} "
                                            f"({t.number}): {t.words}",
                             {"seat": s, "card": t.number})
                       for s, t in ((s, self.treats[n]) for s, n in dealt)]
        return events + self.begin_turn(living[0])

    def treat_of(self, seat: int):
        """The Ms. Treat card `seat` holds this round (`treats.Treat`), or None."""
        return self.treats.get(self.init[seat]) if self.treats is not None else None

    def begin_turn(self, seat: int) -> list[Event]:
        self.cur = seat
        self.actions_left = self.stat(seat, SPEED)
        self.free_turns = 1 + self.ability(seat, "free_turn")
        self.heal_free = True
        self.released = self.refused = self.free_steps = 0
        self.acted = False
        if self.treats is not None:
            return self.start_of_turn(seat)
        return [new_event("turn", ("{}'s turn ({} actions).", self.who(seat),
                                   self.actions_left), (SEAT_KEY, seat))]

    def start_of_turn(self, seat: int) -> list[Event]:
        """A turn with Ms. Treat's card: more or fewer actions and free Turns, then the
        cards drawn (discarding at random past Smarts), Health and Power her card gives."""
        treat = self.treat_of(seat)
        if treat is None:
            return [Event("turn", f"{self.who(seat)}'s turn ({self.actions_left} actions).",
                          {"seat": seat})]
        self.actions_left = max(0, self.actions_left + treat.amount("actions")
                                - treat.amount("lose_action"))
        self.free_turns += treat.amount("free_turn")
        events = [Event("turn", f"{self.who(seat)}'s turn ({self.actions_left} actions; "
                                f"{treat.name}: {treat.short}).", {"seat": seat})]
        for _ in range(treat.amount("draw")):
            card = self.draw(seat)
            if card < 0:
                break
            self.hand[seat].append(card)
            events += [Event("treat_draw", f"{self.who(seat)} draws a card ({treat.name}).",
                             {"seat": seat}),
                       Event("drew", f"You draw {self.card_name(card)}.", {"seat": seat},
                             to=frozenset({seat}), reveals=True)]
        events += self.trim_hand(seat)
        heal = min(treat.amount("heal"), self.stat(seat, HEALTH) - self.pool[seat])
        if heal > 0:
            self.pool[seat] += heal
            events.append(Event("treat_heal", f"{self.who(seat)} heals {heal} ({treat.name}; "
                                              f"now {self.pool[seat]}).",
                                {"seat": seat, "amount": heal}))
        if treat.amount("power"):
            got = self.gain_power(seat, treat.amount("power"))
            events.append(Event("treat_power", f"{self.who(seat)} gains {got} Power "
                                               f"({treat.name}).", {"seat": seat, "amount": got}))
        return events

    def end_turn(self) -> list[Event]:
        """Play passes to the next Monster in initiative order; after the last, a new round."""
        events = [new_event("end_turn", ("{} ends its turn.", self.who(self.cur)),
                            (SEAT_KEY, self.cur))] if self.alive[self.cur] else []
        self.actions_left = 0
        while True:
            self.pos += 1
            if self.pos >= len(self.order):
                return events + self.begin_round()
            nxt = self.order[self.pos]
            if self.alive[nxt]:
                return events + self.begin_turn(nxt)

    # ---- end ----------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Outcome | None:
        if self.phase != "over":
            return None
        scores = tuple("standing" if self.alive[s] else "pulp" for s in range(self.seats))
        return Outcome(self.winners, self.end_reason, scores,
                       {"rounds": self.round, "turn_order": list(self.order)})

    # ---- the end-of-game summary (the results screen; `engine/summary.py`) --------------
    score_name = "Health"

    def score_now(self) -> list[int]:
        """Each Monster's health pool (a pulped Monster's is 0)."""
        return [self.pool[s] if self.alive[s] else 0 for s in range(self.seats)]

    def round_now(self) -> int:
        return self.round

    def highlights(self, history: list[Event]) -> list[str]:
        """From the public events (`highlights.py`), with the names everyone saw."""
        from .highlights import highlights

        monsters = [self.roster.monsters[m].name if m >= 0 else "" for m in self.monster]
        limbs = [self.part(limb).name for limb in range(len(self.limb_part))]
        return highlights([self.seat_name(s) for s in range(self.seats)], monsters, limbs,
                          history)

    # ---- views --------------------------------------------------------------------------
    def monster_view(self, seat: int) -> dict:
        """The public part of one seat's Monster Monitor (shared between views while it does
        not change: never to be changed by its reader).

        Made of two parts kept apart: the body (Monster, torso, limbs in their spots,
        attributes, guards), which changes only when a limb comes or goes, and the few
        numbers every action may change (cell, facing, pool, Power, cards). A changed number
        costs a small dict on top of the body kept, not a whole new Monitor."""
        guards = self.combat["guards"] if self.combat and self.combat.get("victim") == seat \
            else ()
        slots = self.slots[seat]
        # (an empty spot's -1 reads the last limb's flag: the key only grows finer)
        body_key = (seat, self.monster[seat], tuple(slots),
                    tuple(map(self.limb_again.__getitem__, slots)) if self.limb_again else (),
                    tuple(guards))
        key = (body_key, self.cell[seat], self.facing[seat], self.alive[seat],
               self.pool[seat], self.power[seat], len(self.hand[seat]), len(self.deck[seat]),
               self.init[seat])
        cache = self._monitors  # one game's: its clones share its limb numbers
        view = cache.get(key)
        if view is None:
            if len(cache) > 2048:
                cache.clear()
            body = cache.get(body_key)
            if body is None:
                body = cache[body_key] = self._monster_body(seat)
            cell = self.cell[seat]
            view = cache[key] = {
                **body, "cell": [cell[0], cell[1]] if cell is not None else None,
                "facing": self.facing[seat], "alive": self.alive[seat],
                "pool": self.pool[seat], "power": self.power[seat],
                "hand": len(self.hand[seat]), "deck": len(self.deck[seat]),
                "initiative": self.init[seat]}
        return view

    def treat_view(self, seat: int) -> dict | None:
        """The Ms. Treat card `seat` holds this round as plain data (its name, number,
        short and full words, its effects, whether its first blow is used), or None."""
        treat = self.treat_of(seat)
        if treat is None:
            return None
        return treat.faces[self.blows >> seat & 1]  # (shared: never to be changed)

    def _monster_body(self, seat: int) -> dict:
        """What a Monitor shows that changes only with the limbs and the guards."""
        m = self.monster[seat]
        mdef = self.roster.monsters[m] if m >= 0 else None
        spots = []
        if mdef is not None:
            for spot, limb in zip(mdef.spots, self.slots[seat]):
                face = None
                if limb >= 0:
                    face = {"limb": limb, "again": self.limb_again[limb],
                            "from": self.limb_from[limb], **self.part(limb).face()}
                spots.append({"spot": spot, "limb": face})
        guards = self.combat["guards"] if self.combat and self.combat.get("victim") == seat \
            else []
        return {
            "monster": mdef.id if mdef else None, "name": mdef.name if mdef else None,
            "torso": mdef.torso.face() if mdef else None,
            "stats": dict(zip(ATTRIBUTES, self._stats[seat][:4])),
            "reach": self.reach(seat), "spots": spots, "guarded": list(guards),
        }

    def _lying_view(self) -> list:
        """The limbs lying on the map (shared between views while they lie still)."""
        if not self.limb_cell:
            return []
        lying = sorted(self.limb_cell.items())
        key = ("lying", tuple(lying),
               tuple(map(self.limb_from.__getitem__, [limb for limb, _ in lying])))
        found = self._monitors.get(key)
        if found is None:
            found = self._monitors[key] = [
                {"limb": limb, **self.part(limb).face(), "cell": list(cell),
                 "from": self.limb_from[limb]} for limb, cell in key[1]]
        return found

    def _things_view(self) -> list:
        key = ("things", tuple(self.things))
        found = self._monitors.get(key)
        if found is None:
            found = self._monitors[key] = [
                {"name": t.name, "weight": t.weight, "cell": list(c)}
                for t, c in zip(self.arena.things, self.things)]
        return found

    def view(self, seat: int | None) -> dict:
        view = {
            "phase": self.phase, "round": self.round, "order": list(self.order),
            "current": self.cur if self.phase == "play" else None,
            "arena": self.arena.id, "grid": self._grid_data, "closed": self._closed,
            "supply": self.supply,
            "monsters": [self.monster_view(s) for s in range(self.seats)],
            "discards": [list(d) for d in self.discard],
            "limbs": self._lying_view(),
            "things": self._things_view(),
            "turn": {"actions": self.actions_left, "free_turns": self.free_turns,
                     "heal_free": self.heal_free, "free_steps": self.free_steps,
                     "released": self.released, "refused": self.refused},
            "test": self.test_view(seat), "combat": self.combat_view(seat),
            "ask": dict(self.ask) if self.ask else None,
            "pending": dict(self.pending) if self.pending else None,
            "winners": list(self.winners),
        }
        if self.phase == "choose":
            view["picked"] = [isinstance(p, int) for p in self.picks]
        if self.treats is not None:  # her cards lie face up: public to every seat
            view["treats"] = [self.treat_view(s) for s in range(self.seats)]
        if seat is not None:
            view["seat"] = seat
            if self.phase == "choose":
                pick = self.picks[seat]
                view["pick"] = pick if pick is None or isinstance(pick, str) else \
                    self.roster.monsters[pick].id
            view["hand"] = [self.card_face(c) for c in self.hand[seat]]
            view["hand_cards"] = list(self.hand[seat])
        return view

    def describe(self, action: Action, seat: int | None = None) -> str:
        return self.describe_action(action, seat)

    def initial_events(self) -> list[Event]:
        return []

    # ---- saves, clones, checks ----------------------------------------------------------
    FIELDS = ("phase", "monster", "facing", "slots", "limb_part", "limb_from", "limb_again",
              "pool", "power", "supply", "alive", "deck", "hand", "discard", "round", "order",
              "init", "pos", "cur", "actions_left", "free_turns", "heal_free", "released",
              "refused", "free_steps", "acted", "test", "combat", "ask", "pending", "end_reason",
              "picks", "place_order")

    def snapshot(self) -> dict:
        """The whole state as JSON-friendly data (lists, never tuples, so that it equals
        itself after a JSON round trip)."""
        data = {key: _plain(getattr(self, key)) for key in self.FIELDS}
        data["cell"] = [list(c) if c is not None else None for c in self.cell]
        data["things"] = [list(c) for c in self.things]
        data["limb_cell"] = [[limb, list(c)] for limb, c in sorted(self.limb_cell.items())]
        data["winners"] = list(self.winners)
        if self.treats is not None:  # (only then: saves without Ms. Treat stay as they were)
            data["blows"] = self.blows
        return data

    def restore(self, data: dict) -> None:
        import copy

        for key in self.FIELDS:
            setattr(self, key, copy.deepcopy(data[key]))
        self.limb_part = [tuple(p) for p in self.limb_part]
        self.cell = [_cell(c) for c in data["cell"]]
        self.things = [_cell(c) for c in data["things"]]
        self.limb_cell = {limb: _cell(c) for limb, c in data["limb_cell"]}
        self.winners = tuple(data["winners"])
        self.blows = data.get("blows", 0)
        for key in ("combat", "pending"):
            value = getattr(self, key)
            if value:
                for k in ("cells",):
                    if k in value:
                        value[k] = [tuple(c) for c in value[k]]
        self._stats = [()] * self.seats
        for s in range(self.seats):
            self._restat(s)
        self._legal = {}

    def _clone_into(self, new: "GgtState") -> None:
        new.monster = self.monster[:]
        new.cell = self.cell[:]
        new.facing = self.facing[:]
        new.slots = [s[:] for s in self.slots]
        new.limb_part = self.limb_part[:]
        new.limb_from = self.limb_from[:]
        new.limb_again = self.limb_again[:]
        new.limb_cell = dict(self.limb_cell)
        new.pool = self.pool[:]
        new.power = self.power[:]
        new.alive = self.alive[:]
        new.deck = [d[:] for d in self.deck]
        new.hand = [h[:] for h in self.hand]
        new.discard = [d[:] for d in self.discard]
        new.things = self.things[:]
        new.order = self.order[:]
        new.init = self.init[:]
        new.place_order = self.place_order[:]
        new.picks = self.picks[:]
        new._stats = self._stats[:]
        new._legal = {}
        for key in ("test", "combat", "ask", "pending"):
            value = getattr(self, key)
            if value is not None:
                setattr(new, key, _deep(value))

    def check_invariants(self) -> None:
        n = self.seats
        if self.phase in ("place", "play", "over"):
            total = self.roster.power_tokens * n
            guards = len(self.combat["guards"]) if self.combat else 0
            assert self.supply + sum(self.power) + guards == total, "Power tokens not conserved"
            for s in range(n):
                cards = self.deck[s] + self.hand[s] + self.discard[s]
                if self.test:
                    cards += [c for c, w in self.test["played"] if w == s]
                    for who, commit in zip(self.test["seats"], self.test["commit"]):
                        if who == s and isinstance(commit, int) and commit >= 0:
                            cards.append(commit)
                assert sorted(c for c in cards if isinstance(c, int)) == \
                    list(range(self.roster.deck_size)) or not self.alive[s] or \
                    any(isinstance(c, str) for c in cards), f"seat {s}'s cards not conserved"
                if self.alive[s]:
                    assert 0 <= self.pool[s] <= max(self.stat(s, HEALTH), 0), \
                        f"seat {s}'s health pool {self.pool[s]} out of range"
                    assert len(self.hand[s]) <= max(self.stat(s, SMARTS), 0) or self.test, \
                        f"seat {s} holds more cards than its Smarts"
        attached = [limb for s in range(n) for limb in self.slots[s] if limb >= 0]
        assert len(attached) == len(set(attached)), "a limb is attached twice"
        assert not set(attached) & set(self.limb_cell), "a limb lies and is attached"
        cells = [c for s, c in enumerate(self.cell) if c is not None and self.alive[s]]
        assert len(cells) == len(set(cells)), "two Monsters share a cell"
        for c in cells:
            assert self.arena.open(c), f"a Monster stands on closed ground at {c}"

    def plant_private_marker(self, seat: int, marker: str) -> bool:
        if self.phase == "choose" and self.monster[seat] < 0:
            # its secret pick, as a text: the seat is still asked to choose (`to_act`)
            self.picks[seat] = marker
            self._legal = {}
            return True
        if self.phase not in ("place", "play") or not self.alive[seat]:
            return False
        self.hand[seat].append(marker)
        self._legal = {}
        return True

    def determinize(self, seat: int, rng):
        from .determinize import determinize

        return determinize(self, seat, rng)


COMBAT_KINDS = frozenset({"mend", "guard", "bare", "rip", "drop", "press", "stop"})


_NEAR: dict = {}


def _neighbour_table(digest: str, arena) -> tuple:
    """cell -> its six neighbours, for every cell of `arena`, its open cells and an empty
    distance table to fill (cached by content digest)."""
    table = _NEAR.get(digest)
    if table is None:
        if len(_NEAR) > 16:
            _NEAR.clear()
        grid = arena.grid
        table = _NEAR[digest] = ({cell: grid.neighbours(cell) for cell in grid.cells()},
                                 frozenset(c for c in grid.cells() if arena.open(c)), {})
    return table


def _plain(value):
    """A copy of `value` with every tuple a list (JSON's shapes); lists of ints are copied
    at C speed."""
    if isinstance(value, list):
        if value and isinstance(value[0], int):
            return value[:]
        return [_plain(v) for v in value]
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _deep(value):
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep(v) for v in value]
    return value
