"""Guts of Glory (rulebook v0.3): the headless rules.

The table: a deck, a discard pile, a plate of three, a supply of glory cards, a pool of chew
tokens, and one mouth per seat (its seven positions are described in `board`). Mouths are flat
lists (`seat * 7 + slot`) so a clone is a handful of list copies.

A turn is Fill (automatic), Feed (`feed P X`: plate card P into slot X, or `feed P` when no
slot fits and a card must be spewed), Chew (`chew S X`, one token at a time). Decisions that
interrupt (spew a card, pick its target, make room for a spewed card, a power's target) are
*tasks* on a stack (`spewing`): the seat of the top task acts first. The house rules that
fill the rulebook's gaps (Spewing above all) are in docs/rules/guts.md.

Speed (random playouts and bot games run this module around a hundred thousand times a
second): the seat to act and its legal actions are noted once per action and kept until the
next one, by `_flow` (the general way on) or, where an action leaves a known decision on top
of the stack (a target to pick, a card to bump or spew for room), by the action itself
(offering it, see `_apply`); each mouth's occupied positions (a bit mask), its in-mouth
powers and their summed modifiers are kept up to date by `_place` and `_take_out`, the only
ways in and out of a mouth, which also patch that mouth's part of the view when one is kept;
the steps of a turn boundary add their events to one list; legal lists are assembled from
prebuilt Action tables indexed by position masks (`board`), a turn's own chews by the mask
`_chew_mask`; the state keeps its fields in `__slots__` and the events of the hot paths are
made by `new_event`, their text and data finished only when read. The hot paths compare
rather than call `max` and loop over tuples rather than `range()` or `enumerate()` (see
`board.PLATE_POSITIONS`).
`check_invariants` checks everything kept this way against a fresh computation.
"""
from __future__ import annotations

from ...engine.protocol import Action, Event, GameState, Outcome
from ...engine.speed import new_event
from . import effects
from .board import (ANGER_ACTIONS, AT_LISTS, BASE_CHEWS, BASE_COND_SLOTS, BIT, BUMP_LISTS, CHEW,
                    CHEW_ACTIONS, CHEW_LISTS, CHEW_ROWS, CHEW_TOKENS, CLEAR, COND_MASK, DECLARE,
                    DECLARE_RANGE, FEED, FEED_ACTIONS, FEED_KEYS, FOOD_MASK, FOOD_SLOTS, GLORY_CARDS, HUNGER_ACTIONS, KIND_MASKS, MAX_ROUNDS, NSLOT,
                    ONE_SEAT, OPEN_COND_MASKS, OVER, PHASE_NAMES, PLACE_LISTS, PLATE_POSITIONS,
                    PLATE_SIZE, REST_ACTION, ROOMS, RULE_FOOD_SLOT, RULE_MUST_SPEW, RULE_ONE_CHEW, RULE_WIN,
                    SLOT_NAMES, SLOTS_IN, SPEW_LISTS, WIN_GLORY, slot_name)
from . import table as table_kit
from .cards import (CONDIMENT, FOOD, TYPE_NAMES, CardTable, build_deck, build_first_game_deck,
                    table_of)
from .spewing import TASK_ACTIONS, TASK_FIZZLE, Decisions
from .view import _view_parts, mouth_view, mouth_view_after, plate_view, public_view

_CLOUD, _WATER = effects.CLOUD, effects.WATER
_FOOD_RANGE = range(0, 2)

__all__ = ["BASE_CHEWS", "BASE_COND_SLOTS", "CHEW", "CHEW_TOKENS", "DECLARE", "DECLARE_RANGE",
           "FEED", "FOOD_SLOTS", "GLORY_CARDS", "MAX_ROUNDS", "NSLOT", "OVER",
           "PHASE_NAMES", "PLATE_SIZE", "RULE_FOOD_SLOT", "RULE_MUST_SPEW", "RULE_ONE_CHEW",
           "RULE_WIN", "WIN_GLORY", "GutsState", "slot_name"]


class GutsState(Decisions, GameState):
    """One game of Guts of Glory."""

    table_module = table_kit  # what the table kit draws (table.py)

    # In slots, not an instance dict: the state has more fields than CPython keeps in its fast
    # per-instance layout (see `GameState`), and random playouts ran a quarter slower for it.
    __slots__ = ("table", "deck", "game_cards", "discard", "plate", "mouth", "chews", "gcards",
                 "placed", "glory", "supply", "pool", "hunger", "anger", "phase", "declare_step",
                 "order", "turn_pos", "cur", "rounds", "chews_left", "opp_used", "tasks", "held",
                 "bonus_turns", "winners", "end_reason", "reshuffles",
                 # derived data (`_init_caches`)
                 "_occ", "_powers", "_mods", "_room", "_mouth_views", "_view", "_view_parts",
                 "_plate_view", "_legal", "_legal_seat", "_acting", "_names", "_all_seats",
                 "_clouds", "_chew_mask")

    # ---- setup --------------------------------------------------------------------------
    def setup(self) -> None:
        self.table: CardTable = table_of(self.content)
        n = self.seats
        if self.options.get("first_game"):
            self.deck = build_first_game_deck(self.table, self.rng)
        else:
            self.deck = build_deck(self.table, n, self.rng)
        self.game_cards = sorted(self.deck)
        """Every card of this game's deck (sorted), for the conservation check."""
        self.discard: list[int] = []
        self.plate = [-1] * PLATE_SIZE
        self.mouth = [-1] * (n * NSLOT)
        self.chews = [0] * (n * NSLOT)
        self.gcards = [0] * (n * NSLOT)
        self.placed = [0] * (n * NSLOT)
        """Chews the seat whose turn it is placed on each card this turn."""
        self.glory = [0] * n
        self.supply = GLORY_CARDS
        self.pool = CHEW_TOKENS
        self.hunger = [-1] * n
        self.anger = [-1] * n
        self.phase = DECLARE
        self.declare_step = 0
        self.order: list[int] = []
        self.turn_pos = 0
        self.cur = 0
        self.rounds = 0
        self.chews_left = -1
        """Chew tokens in hand; -1 until they are taken (after the feed and its spews)."""
        self.opp_used = 0
        self.tasks: list[tuple] = []
        self.held = -1
        """The plate card being fed while its seat makes room for it."""
        self.bonus_turns: list[int] = []
        self.winners: tuple[int, ...] = ()
        self.end_reason = ""
        self.reshuffles = 0
        """Times the discard pile became the deck (public: after one, every card of the
        game has been seen, which `determinize` needs to know)."""
        self._init_caches()

    def _init_caches(self) -> None:
        """Derived data, rebuilt from the fields above after a restore or a hand edit."""
        n = self.seats
        # a new game's mouths are empty, and random playouts start hundreds of games a second:
        # what the mouths hold is then known without looking at each position
        new = self.mouth.count(-1) == len(self.mouth)
        self._occ = [0] * n if new else [self._occupied(s) for s in range(n)]
        """Per seat: its occupied mouth positions as a bit mask (see `board.SLOTS_IN`)."""
        self._powers = [()] * n if new else [self._powers_in(s) for s in range(n)]
        """Per seat: the cards with in-mouth powers in its mouth, sorted."""
        self._mods = [self.table.mouth_mods(p) for p in self._powers]
        """Per seat: the summed modifier vector of its mouth (see `mods`)."""
        self._room = [ROOMS[m[effects.SLOTS]] for m in self._mods]
        """Per seat, by card kind: the positions where a card of that kind may sit (a mask)."""
        self._mouth_views: list = [None] * self.seats
        """Per seat: its part of the view, or None until asked for (see `view`)."""
        self._view = None
        self._view_parts = None
        """The view's seldom-changing lists (see `view._view_parts`), or None."""
        self._plate_view = None
        """The plate's part of the view, or None until asked for."""
        self._legal: list = []
        self._legal_seat = -1
        """`_legal` holds the legal actions of this seat (-1: not known yet, see `_flow`)."""
        self._chew_mask = -1
        """The positions of the chew list last listed (`_chew_actions`, `_first_chews`), when
        it is the seat's own cards alone: it is then `CHEW_LISTS[seat][_chew_mask]`, and a chew
        that leaves a card no more chews this turn takes that card's bit away. -1 otherwise."""
        self._acting = self._who_acts()
        self._names = tuple(self.names)
        self._all_seats = (1 << self.seats) - 1
        self._clouds = 0 if new else sum(self.table.cloud[c] for c in self.mouth if c >= 0)
        """Clouds in all mouths (while there are none, chewing ignores them)."""

    def _occupied(self, seat: int) -> int:
        base = seat * NSLOT
        return sum(1 << x for x in range(NSLOT) if self.mouth[base + x] >= 0)

    def _powers_in(self, seat: int) -> tuple:
        base = seat * NSLOT
        passive = self.table.has_passive
        return tuple(sorted(c for c in self.mouth[base:base + NSLOT] if c >= 0 and passive[c]))

    def _clone_into(self, new: "GutsState") -> None:
        # the lists a clone must not share (cached values are replaced whole, never mutated)
        new.deck = self.deck[:]
        new.discard = self.discard[:]
        new.plate = self.plate[:]
        new.mouth = self.mouth[:]
        new.chews = self.chews[:]
        new.gcards = self.gcards[:]
        new.placed = self.placed[:]
        new.glory = self.glory[:]
        new.hunger = self.hunger[:]
        new.anger = self.anger[:]
        new.order = self.order[:]
        new.tasks = self.tasks[:]
        new.bonus_turns = self.bonus_turns[:]
        new._occ = self._occ[:]
        new._powers = self._powers[:]
        new._mods = self._mods[:]
        new._room = self._room[:]
        new._mouth_views = self._mouth_views[:]

    # ---- small queries --------------------------------------------------------------------
    def mods(self, seat: int) -> tuple:
        """The summed in-mouth modifiers of a seat's mouth (see `effects.mouth_mods`).

        Kept up to date as cards enter and leave (`_place`, `_take_out`); hot code reads
        `self._mods[seat]` directly."""
        return self._mods[seat]

    def cond_capacity(self, seat: int) -> int:
        """Condiment slots of a seat now: three, plus what in-mouth powers open."""
        return BASE_COND_SLOTS + min(effects.MAX_EXTRA_SLOTS, self._mods[seat][effects.SLOTS])

    def slots_of_kind(self, seat: int, kind: int) -> range:
        if kind == FOOD:
            return _FOOD_RANGE
        return range(2, 2 + self.cond_capacity(seat))

    def free_slots(self, seat: int, kind: int) -> tuple[int, ...]:
        """The empty slots of `seat` where a card of `kind` may go, in order."""
        return SLOTS_IN[self._room[seat][kind] & ~self._occ[seat]]

    def _card_mask(self, seat: int, kind: int = -1) -> int:
        """The positions of `seat` holding a card (of `kind`, or any when -1), as a bit mask.

        Foods only ever sit on the mouth cards and Condiments between them (an invariant),
        so the kind is a matter of position."""
        occ = self._occ[seat]
        if kind < 0:
            return occ
        return occ & (FOOD_MASK if kind == FOOD else COND_MASK)

    def cards_of(self, seat: int, kind: int = -1) -> list[int]:
        """Slots of `seat` holding a card (of `kind`, or any when -1)."""
        return list(SLOTS_IN[self._card_mask(seat, kind)])

    def protected(self, seat: int) -> bool:
        return self._mods[seat][effects.PROTECT] > 0

    def seat_name(self, seat: int) -> str:
        return self._names[seat]

    def name(self, card: int) -> str:
        return self.table.names[card]

    # ---- the protocol ---------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        """The seat to act (noted by `_flow` when the table settles; see `_who_acts`)."""
        return self._acting

    def _who_acts(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        if self.tasks:
            return (self.tasks[-1][1],)
        if self.phase == DECLARE:  # every seat still to say its anger, all at once
            return tuple(s for s in range(self.seats) if self.anger[s] == -1)
        return (self.cur,)

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int) -> list[Action]:
        """The legal actions of `seat` (empty unless it is to act).

        Computed once per state and shared until the next action: treat it as read-only."""
        if seat == self._legal_seat:
            return self._legal
        if self.phase == OVER or seat not in self._acting:
            return []
        legal = self._legal = self._decision_actions(seat)
        self._legal_seat = seat
        return legal

    def _decision_actions(self, seat: int) -> list[Action]:
        """The actions of the decision `seat` (the seat to act) faces now, uncached."""
        if self.tasks:
            return self._task_actions(self.tasks[-1])
        if self.phase == DECLARE:
            return list(HUNGER_ACTIONS if self.hunger[seat] == -1 else ANGER_ACTIONS)
        if self.phase == FEED:
            return self._feed_actions(seat)
        return self._chew_actions(seat)

    def _feed_actions(self, seat: int) -> list[Action]:
        """The plate cards `seat` may take to feed: the first of the feed's two decisions
        (where the card goes is the second, `place`)."""
        plate = self.plate
        return [FEED_ACTIONS[p] for p in PLATE_POSITIONS if plate[p] >= 0]

    def _chew_actions(self, seat: int) -> list[Action]:
        """Where `seat` may place its next chew token, as `chew` actions."""
        self._chew_mask = -1
        if self.chews_left <= 0:
            return []
        if self._clouds:
            # a Cloud in an opponent's mouth claims one chew from each opponent every turn
            clouds = self._cloud_chews(seat)
            if clouds:
                return clouds
        mouth, placed, water = self.mouth, self.placed, self.table.water
        m = self._mods[seat]
        stack = m[effects.STACK]
        base = seat * NSLOT
        # the own cards that may take another chew this turn (never a Water card), a mask
        mask = occ = self._occ[seat]
        with_water = m[_WATER]
        for x in SLOTS_IN[occ]:
            if placed[base + x] >= stack or (with_water and water[mouth[base + x]]):
                mask ^= BIT[x]
        out = CHEW_LISTS[seat][mask]  # (read-only, see `board`: copied below before it grows)
        if self.opp_used >= m[effects.OPP_CHEWS]:
            self._chew_mask = mask  # (for `_chew`)
        else:
            out = out[:]
            own = len(out)
            # no opponent's card was chewed this turn while no chew went to one (`opp_used`)
            # and no Cloud claimed one (`check_invariants` checks it): then only a mouth
            # with Water needs its cards looked at one by one
            chewed = self.opp_used or self._clouds
            for other in range(self.seats):
                if other == seat:
                    continue
                theirs = self._mods[other]
                if theirs[effects.PROTECT]:  # protected
                    continue
                mask = occ = self._occ[other]
                if chewed or theirs[_WATER]:
                    # an opponent's card takes one chew a turn, and a Water card none
                    base = other * NSLOT
                    for x in SLOTS_IN[occ]:
                        if placed[base + x] or water[mouth[base + x]]:
                            mask ^= BIT[x]
                out += CHEW_LISTS[other][mask]
            if not own and out:
                # a power that lets you chew opponents' cards is a "may": with nothing of
                # your own left to chew, the tokens may go back instead (house rule)
                out.append(REST_ACTION)
        return out

    def _cloud_chews(self, seat: int) -> list[Action]:
        """The chews that Clouds in the opponents' mouths still claim from `seat` this turn."""
        mouth, placed, cloud = self.mouth, self.placed, self.table.cloud
        out: list[Action] = []
        for other in range(self.seats):
            if other == seat or not self._mods[other][_CLOUD]:
                continue
            base = other * NSLOT
            out += [CHEW_ACTIONS[base + x] for x in SLOTS_IN[self._occ[other]]
                    if cloud[mouth[base + x]] and not placed[base + x]]
        return out

    def _task_actions(self, task: tuple) -> list[Action]:
        return TASK_ACTIONS[task[0]](self, task)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._view = None
        kind = action.kind
        if kind == "chew":
            return self._chew(seat, action)
        self._legal_seat = -1
        events = APPLY[kind](self, seat, action.args)
        if self._legal_seat < 0:  # the action did not offer the next decision itself
            return self._flow(events)
        return events

    # An action that leaves a decision it knows on top of the stack (a target to pick, a card
    # to bump or spew for room) offers it at once, as `_flow` would have found it
    # (`check_invariants` compares the two), with one line written out where it happens:
    #     self._legal, self._legal_seat, self._acting = legal, seat, ONE_SEAT[seat]
    # (a method for those three stores cost more than the stores: a call is about 450
    # machine instructions, a fiftieth of an action).

    def _chew(self, seat: int, action: Action) -> list[Event]:
        """A chew token placed: the commonest action, with its own short way back to the next
        decision.

        A chew on one's own card that swallows nothing changes one count: the next chew list
        is the last one, less this chew once the card has all the chews it may take this
        turn. Everything else goes the long way (`_flow`)."""
        legal = self._legal if self._legal_seat == seat else None
        self._legal_seat = -1
        owner, x = action.args
        i = owner * NSLOT + x
        table, names = self.table, self._names
        card = self.mouth[i]
        self.chews_left -= 1
        chews = self.chews[i] = self.chews[i] + 1
        placed = self.placed[i] = self.placed[i] + 1
        tough = table.toughness[card]
        part = self._mouth_views[owner]
        if part is not None:  # its chew count shows
            self._mouth_views[owner] = mouth_view_after(self, part, owner, x)
        if owner == seat:
            text = ("{} chews {} ({}/{}).", names[seat], table.names[card], chews, tough)
        else:
            if not table.cloud[card]:
                self.opp_used += 1
            text = ("{} chews {} in {}'s mouth ({}/{}).", names[seat], table.names[card],
                    names[owner], chews, tough)
            legal = None
        events = [new_event("chew", text,
                            (("seat", "owner", "slot", "card"), seat, owner, x, card))]
        if chews >= tough:
            events += self._swallow(owner, x)
            return self._flow(events)
        if legal is None or self.chews_left <= 0:
            return self._flow(events)
        if placed >= self._mods[seat][effects.STACK]:
            own = self._chew_mask
            if own >= 0:  # the list is the own cards' alone: the table's list without this one
                own &= CLEAR[x]
                if not own:
                    return self._flow(events)
                self._chew_mask = own
                legal = CHEW_LISTS[seat][own]  # (read-only, see `board`)
            else:
                chewed = CHEW_ROWS[seat][x]  # the listed value (`action` may be a parsed copy)
                legal = [a for a in legal if a is not chewed]
                if not legal or legal[0].args[0] != seat:
                    # nothing left of one's own to chew (the list may now offer `REST_ACTION`)
                    return self._flow(events)
        self._legal, self._legal_seat = legal, seat
        return events

    # ---- declarations and turn order ------------------------------------------------------
    # Every seat says its hunger, then its anger, in secret and all at once (docs/rules/guts.md,
    # "Saying how hungry and angry you are"): a choice stays in `hunger`/`anger` and only its
    # own seat's view shows it (`view`) until the last anger is said; then one event reveals
    # them all. The public events say only who has chosen.
    def _act_hunger(self, seat: int, args: tuple) -> list[Event]:
        self.hunger[seat] = args[0]
        self._view_parts = None
        self.declare_step += 1
        return [Event("declare", f"{self._names[seat]} has chosen how hungry to be.",
                      {"seat": seat, "said": "hunger"})]

    def _act_anger(self, seat: int, args: tuple) -> list[Event]:
        self.anger[seat] = args[0]
        self._view_parts = None
        self.declare_step += 1
        events = [Event("declare", f"{self._names[seat]} has chosen how angry to be.",
                        {"seat": seat, "said": "anger"})]
        if self.declare_step == 2 * self.seats:
            events += self._reveal()
        return events

    def _reveal(self) -> list[Event]:
        """The last anger is said: every seat's hunger and anger shown at once (`reveals`:
        nothing said before it can be taken back after it), then the turn order."""
        said = "; ".join(f"{self._names[s]} {self.hunger[s]}/10 hungry, {self.anger[s]}/10 "
                         "angry" for s in range(self.seats))
        events = [Event("reveal", f"Revealed: {said}.",
                        {"hunger": list(self.hunger), "anger": list(self.anger)},
                        reveals=True)]
        return events + self._set_turn_order()

    def _set_turn_order(self) -> list[Event]:
        draws = [self.rng.next64() for _ in range(self.seats)]
        first = max(range(self.seats), key=lambda s: (self.hunger[s], self.anger[s], draws[s]))
        self.order = [(first + i) % self.seats for i in range(self.seats)]
        self._view_parts = None
        tie_h = sum(1 for s in range(self.seats) if self.hunger[s] == self.hunger[first])
        tie_a = sum(1 for s in range(self.seats) if self.hunger[s] == self.hunger[first]
                    and self.anger[s] == self.anger[first])
        why = ("the hungriest" if tie_h == 1 else
               "the angriest of the hungriest" if tie_a == 1 else "drawn among the tied")
        self.turn_pos = 0
        self.cur = first
        self.rounds = 1
        events = [Event("order", f"{self._names[first]} starts ({why}); play goes "
                        "clockwise.", {"order": list(self.order)})]
        self._start_turn(events)
        return events

    # ---- a turn -----------------------------------------------------------------------------
    # The turn's steps add their events to the list they are handed (the action's own), so
    # a turn boundary builds one list however many steps it takes.
    def _start_turn(self, events: list[Event]) -> None:
        """The turn of `self.cur` begins: fresh per-turn counts, then Fill."""
        self.placed = [0] * (self.seats * NSLOT)
        self.opp_used = 0
        self.chews_left = -1
        events.append(new_event("turn", ("{}'s turn.", self._names[self.cur]),
                                (("seat",), self.cur)))
        self._fill(events)
        if self.plate.count(-1) < PLATE_SIZE:  # a card on the plate
            self.phase = FEED
        else:
            self.phase = CHEW
            events.append(Event("empty_plate", "The plate is empty: nothing to feed.", {}))

    def _fill(self, events: list[Event]) -> None:
        plate, names = self.plate, self.table.names
        for p in PLATE_POSITIONS:
            if plate[p] >= 0:
                continue
            if not self.deck:
                if not self.discard:
                    break
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
                self.reshuffles += 1
                self._view_parts = None  # the discard pile's names
                events.append(Event("reshuffle", "The discard pile is shuffled into a new "
                                    "deck.", {"size": len(self.deck)}))
            card = self.deck.pop()
            plate[p] = card
            self._plate_view = None
            # (reveals: passed by position, see `_swallow`)
            events.append(new_event("fill", ("{} is put on the plate.", names[card]),
                                    (("card", "plate"), card, p), None, True))

    def _act_feed(self, seat: int, args: tuple) -> list[Event]:
        """A plate card taken to feed: it is held while the seat chooses a free slot of its
        kind (`place`), or spews a card of that kind to make room when none is free."""
        p = args[0]
        card = self.plate[p]
        self.plate[p] = -1
        self._plate_view = None
        self.held = card
        kind = self.table.kind[card]
        free = self._room[seat][kind] & ~self._occ[seat]
        if free:
            self.tasks.append(("place", seat, kind))
            self._legal, self._legal_seat, self._acting = PLACE_LISTS[free], seat, ONE_SEAT[seat]
            return [new_event("feed", ("{} takes {} from the plate.", self._names[seat],
                                       self.table.names[card]),
                              (FEED_KEYS, seat, card, None))]
        self.tasks.append(("room", seat, kind))
        legal = SPEW_LISTS[self._occ[seat] & KIND_MASKS[kind]]
        self._legal, self._legal_seat, self._acting = legal, seat, ONE_SEAT[seat]  # (offered)
        return [new_event("feed", ("{} takes {} but has no room: a {} must be spewed.",
                                   self._names[seat], self.table.names[card], TYPE_NAMES[kind]),
                          (FEED_KEYS, seat, card, None))]

    def _act_place(self, seat: int, args: tuple) -> list[Event]:
        """The card being fed goes into the free slot the seat chose; chewing comes next."""
        self.tasks.pop()
        card = self.held
        self.held = -1
        x = args[0]
        self._place(seat, x, card, 0)
        self.phase = CHEW
        return [new_event("feed", ("{} feeds on {} ({}).", self._names[seat],
                                   self.table.names[card], SLOT_NAMES[x]),
                          (FEED_KEYS, seat, card, x))]

    def _act_rest(self, seat: int, args: tuple) -> list[Event]:
        """The chew tokens in hand go back rather than onto an opponent's card; the turn
        ends (`_flow`)."""
        left = self.chews_left
        self.pool += left
        self.chews_left = 0
        return [new_event("chews_back", ("{} puts {} chew token{} back rather than chew an "
                                         "opponent's card.", self._names[seat], left,
                                         "s" if left != 1 else ""),
                          (("seat", "count"), seat, left))]

    def _end_turn(self, events: list[Event]) -> None:
        left = self.chews_left
        if left > 0:
            # tokens no card could take go back (house rule), and the log says so: a reader
            # would otherwise think them lost
            self.pool += left
            events.append(new_event("chews_back", ("{} puts {} unused chew token{} back.",
                                                   self._names[self.cur], left,
                                                   "s" if left != 1 else ""),
                                    (("seat", "count"), self.cur, left)))
        self.chews_left = -1
        if self.bonus_turns:
            self.cur = self.bonus_turns.pop(0)
            # the line that won it said "will take another turn": this one must not echo it
            events.append(Event("bonus_turn", f"{self._names[self.cur]} now plays the extra "
                                "turn they won.", {"seat": self.cur}))
            self._start_turn(events)
            return
        self.turn_pos += 1
        if self.turn_pos == self.seats:
            self.turn_pos = 0
            self.rounds += 1
            if self.rounds > MAX_ROUNDS:
                events += self._last_call()
                return
        self.cur = self.order[self.turn_pos]
        self._start_turn(events)

    def _last_call(self) -> list[Event]:
        self.rounds = MAX_ROUNDS
        best = max(self.glory)
        self.winners = tuple(s for s in range(self.seats) if self.glory[s] == best)
        self.end_reason = (f"Last call after {MAX_ROUNDS} rounds: the most glorious eater "
                           f"({best} glory) wins.")
        self.phase = OVER
        self.tasks.clear()
        return [Event("game_over", self.end_reason, {"winners": list(self.winners)})]

    def _flow(self, events: list[Event] | None = None) -> list[Event]:
        """Move on until some seat has a decision to make (or the game is over); return
        `events` (the action's own) with what happened on the way.

        Notes the seat to act for `to_act`; where finding the decision meant listing its
        actions (a task, a chew), the list is kept for `legal_actions`."""
        if events is None:
            events = []
        tasks = self.tasks
        turns = 0
        while True:
            if tasks:  # (never in the declarations, cleared at the end)
                task = tasks[-1]
                kind = task[0]
                # the commonest, written out: a spewed card's target, a full mouth's spew
                if kind == "target":  # (the seats the chain touched include the spewer)
                    # (`^`: the touched seats are seats of the table; the tables' lists are
                    # handed out read-only, see `board`)
                    legal = AT_LISTS[self._all_seats ^ task[4]]
                    if len(legal) == 1:  # one seat left to hit: it is hit, nobody is asked
                        events += self._act_at(task[1], legal[0].args)
                        continue
                elif kind == "bump":
                    legal = BUMP_LISTS[self._occ[task[1]] & KIND_MASKS[self.table.kind[task[2]]]]
                else:
                    legal = TASK_ACTIONS[kind](self, task)
                    if kind == "force" and len(legal) == 1:  # one opponent it can be
                        events += self._act_force(task[1], legal[0].args)
                        continue
                if legal:
                    self._legal = legal
                    seat = self._legal_seat = task[1]
                    self._acting = ONE_SEAT[seat]
                    return events
                tasks.pop()
                events += TASK_FIZZLE[task[0]](self, task)
                continue
            phase = self.phase
            if phase == CHEW:
                cur = self.cur
                if self.chews_left < 0:
                    self._take_chews(events)
                    legal = self._first_chews(cur)
                elif self.chews_left > 0:
                    legal = self._chew_actions(cur)
                else:
                    legal = None
                if legal:
                    self._legal = legal
                    self._legal_seat = cur
                    self._acting = ONE_SEAT[cur]
                    return events
                turns += 1
                if turns > 10_000:  # a table where nobody can ever act (a broken position)
                    raise RuntimeError("Guts of Glory: the turn loop did not settle")
                self._end_turn(events)
                continue
            if phase == FEED:
                # a turn has just begun: its feed list is asked for next, list it now
                cur = self.cur
                self._legal = self._feed_actions(cur)
                self._legal_seat = cur
                self._acting = ONE_SEAT[cur]
            else:
                self._acting = self._who_acts()
            return events

    def _take_chews(self, events: list[Event]) -> None:
        cur = self.cur
        n = BASE_CHEWS + self._mods[cur][effects.CHEWS]
        if n < 1:  # never fewer than one (a comparison, not `max`: see `board.PLATE_POSITIONS`)
            n = 1
        self.chews_left = n
        self.pool -= n
        events.append(new_event("take_chews", ("{} takes {} chew token{}.", self._names[cur],
                                               n, "s" if n != 1 else ""),
                                (("seat", "count"), cur, n)))

    def _first_chews(self, seat: int) -> list[Action]:
        """`_chew_actions` just after the chew tokens are taken (nothing placed yet): every
        card of the mouth, unless Clouds, Water or chews for opponents' cards join in."""
        m = self._mods[seat]
        if self._clouds or m[_WATER] or m[effects.OPP_CHEWS]:
            return self._chew_actions(seat)
        occ = self._chew_mask = self._occ[seat]  # (for `_chew`)
        return CHEW_LISTS[seat][occ]  # (read-only, see `board`)

    # ---- moving cards -----------------------------------------------------------------------
    # Every card enters a mouth through `_place` and leaves it through `_take_out` (`_settle`
    # only moves cards inside one), so these three keep the derived data in step: the
    # occupancy mask, the modifier sums (only cards with in-mouth powers change them), the
    # Cloud count and the mouth's part of the view.
    def _place(self, seat: int, x: int, card: int, gc: int) -> None:
        i = seat * NSLOT + x
        self.mouth[i] = card
        self.chews[i] = 0
        self.gcards[i] = gc
        self.placed[i] = 0
        self._occ[seat] |= BIT[x]
        if self.table.has_passive[card]:
            self._powers_change(seat, card, True)
        part = self._mouth_views[seat]
        if part is not None:
            self._mouth_views[seat] = mouth_view_after(self, part, seat, x)

    def _take_out(self, seat: int, x: int) -> tuple[int, int, int]:
        """Remove the card at (seat, x); return (card, chews, glory cards). No settling."""
        i = seat * NSLOT + x
        mouth, chews, gcards = self.mouth, self.chews, self.gcards
        out = (mouth[i], chews[i], gcards[i])
        mouth[i] = -1
        chews[i] = gcards[i] = self.placed[i] = 0
        self._occ[seat] &= CLEAR[x]
        if self.table.has_passive[out[0]]:
            self._powers_change(seat, out[0], False)
        part = self._mouth_views[seat]
        if part is not None:
            self._mouth_views[seat] = mouth_view_after(self, part, seat, x)
        return out

    def _powers_change(self, seat: int, card: int, entering: bool) -> None:
        """`card`, which has in-mouth powers, enters or leaves the mouth of `seat`."""
        table = self.table
        key = (self._powers[seat], card, entering)
        powers, mods = table.changes.get(key) or table.mouth_change(*key)
        self._powers[seat] = powers
        self._mods[seat] = mods
        self._room[seat] = ROOMS[mods[effects.SLOTS]]
        if table.cloud[card]:
            self._clouds += 1 if entering else -1

    def _settle(self, seat: int) -> list[Event]:
        """After a Condiment left: cards beyond a shrunken capacity move in, or one is spewed."""
        open_slots = self._room[seat][CONDIMENT]
        beyond = self._occ[seat] & COND_MASK & ~open_slots
        if not beyond:
            return []
        cap = BASE_COND_SLOTS + min(effects.MAX_EXTRA_SLOTS, self._mods[seat][effects.SLOTS])
        base = seat * NSLOT
        self._mouth_views[seat] = None
        for x in SLOTS_IN[beyond]:
            free = SLOTS_IN[open_slots & ~self._occ[seat]]
            if not free:
                break
            y = free[0]
            for arr in (self.mouth, self.chews, self.gcards, self.placed):
                arr[base + y], arr[base + x] = arr[base + x], (-1 if arr is self.mouth else 0)
            self._occ[seat] ^= (1 << x) | (1 << y)
        if len(SLOTS_IN[self._occ[seat] & COND_MASK]) > cap and not any(
                t[0] == "spewpick" and t[1] == seat and t[2] == CONDIMENT for t in self.tasks):
            self.tasks.append(("spewpick", seat, CONDIMENT))
            return [Event("overfull", f"{self._names[seat]}'s mouth lost a slot: a "
                          "Condiment must be spewed.", {"seat": seat})]
        return []

    def _swallow(self, seat: int, x: int) -> list[Event]:
        card, chews, gc = self._take_out(seat, x)
        self.pool += chews
        self.supply += gc
        self.discard.append(card)
        self._view_parts = None
        table = self.table
        food = table.kind[card] == FOOD
        gain = table.glory[card] if food else 0
        # a Tapeworm's tax, never more than the coin (coins are never below 0, so without a
        # tax the gain is the coin as it is: the common case does no more than this)
        taxed = self._mods[seat][effects.TAX] if gain else 0
        if taxed:
            if taxed > gain:
                taxed = gain
            gain -= taxed
        if gc:
            text = ("{} swallows {} with {} glory card{}.", self._names[seat], table.names[card],
                    gc, "s" if gc > 1 else "")
        elif taxed and not gain:
            # the tax takes the whole coin: no glory line follows, so this line tells it
            text = ("{} swallows {} ({}).", self._names[seat], table.names[card],
                    self._tax_words(seat, taxed, taxed))
        else:
            text = ("{} swallows {}.", self._names[seat], table.names[card])
        events = [new_event("swallow", text,
                            (("seat", "slot", "card", "glory_cards"), seat, x, card, gc),
                            None, True)]  # reveals (positional: a keyword call costs more)
        # the card's powers resolve first, then its coin and glory cards move the pawn (so
        # "if nobody has less glory than you" reads the table as it was before the swallow)
        for name, amount in table.swallow[card]:
            if self.phase == OVER:
                return events
            events += effects.ON_SWALLOW[name](self, seat, amount)
        if taxed:
            events += self._add_taxed_glory(seat, gain + gc, taxed)
        else:
            events += self.add_glory(seat, gain + gc, "swallowing")
        if self.phase == OVER:
            return events
        if not food:
            events += self._settle(seat)
        if self._mods[seat][_WATER]:
            events += self._water(seat)
        return events

    def _tax_words(self, seat: int, worth: int, taxed: int) -> str:
        """``worth 3; the Tapeworm takes 1``: what a swallow was worth before the glory tax
        of the cards in `seat`'s mouth took `taxed` of it."""
        table = self.table
        names = [table.names[c] for c in self._powers[seat] if table.mods[c][effects.TAX]]
        takers = sorted(set(names), key=names.index)
        words = " and ".join(f"the {n}s" if names.count(n) > 1 else f"the {n}"
                             for n in takers)
        verb = "takes" if len(names) == 1 else "take"
        return f"worth {worth}; {words} {verb} {taxed}"

    def _add_taxed_glory(self, seat: int, amount: int, taxed: int) -> list[Event]:
        """`add_glory` for a swallow whose glory tax took `taxed`: the log line says what
        the swallow was worth and what the tax took, and where the track's end cut the move
        short, that too."""
        if amount <= 0:
            return []  # the tax took it all (the swallow line said so)
        why = f"swallowing, {self._tax_words(seat, amount + taxed, taxed)}"
        room = WIN_GLORY - self.glory[seat]
        if amount > room:
            # the move the track allows, so that `add_glory` sees nothing cut to explain
            why += f"; the track ends at {WIN_GLORY}"
            amount = room
        return self.add_glory(seat, amount, why)

    def _water(self, seat: int) -> list[Event]:
        events = []
        base = seat * NSLOT
        for x in range(NSLOT):
            card = self.mouth[base + x]
            if card >= 0 and self.table.water[card] and self.phase != OVER:
                self.chews[base + x] += 1
                self._mouth_views[seat] = None  # its chew count shows
                self.pool -= 1
                events.append(Event("water", f"{self.name(card)} in {self._names[seat]}'s "
                                    "mouth gains a chew.", {"seat": seat, "slot": x}))
                if self.chews[base + x] >= self.table.toughness[card]:
                    events += self._swallow(seat, x)
        return events

    # ---- verbs for effects ----------------------------------------------------------------
    def add_glory(self, seat: int, amount: int, why: str) -> list[Event]:
        """Move a seat's pawn (never below 0); reaching 7 wins at once."""
        if amount == 0:
            return []
        before = self.glory[seat]
        after = before + amount
        if after > WIN_GLORY:
            after = WIN_GLORY
        elif after < 0:
            after = 0
        self.glory[seat] = after
        delta = after - before
        if delta == 0:
            return []
        if delta != amount:  # the track's end took some: say what the move was worth
            why = (f"{why}, worth {amount}; the track ends at {WIN_GLORY}" if amount > 0 else
                   f"{why}, {-amount} due; glory never goes below 0")
        events = [new_event("glory", ("{} {} {} glory ({}): {}.", self._names[seat],
                                      "gains" if delta > 0 else "loses", abs(delta), why,
                                      self.glory[seat]),
                            (("seat", "delta", "glory"), seat, delta, self.glory[seat]))]
        if self.glory[seat] >= WIN_GLORY:
            self.winners = (seat,)
            self.end_reason = f"{self._names[seat]} reaches 7 glory and wins."
            self.phase = OVER
            self.tasks.clear()
            events.append(Event("game_over", self.end_reason, {"winners": [seat]}))
        return events

    def add_chews_now(self, seat: int, amount: int) -> list[Event]:
        """More chew tokens to place this turn (only on the seat's own turn)."""
        if seat != self.cur or self.phase != CHEW or self.chews_left < 0:
            return [Event("wasted", f"{self._names[seat]} cannot use extra chews outside "
                          "their own chewing.", {"seat": seat})]
        self.chews_left += amount
        self.pool -= amount
        return [Event("more_chews", f"{self._names[seat]} takes {amount} more chew tokens.",
                      {"seat": seat, "count": amount})]

    def push_task(self, task: tuple) -> list[Event]:
        """A decision a power asks for; it is made before the next chew."""
        self.tasks.append(task)
        return []

    def grant_extra_turn(self, seat: int) -> list[Event]:
        self.bonus_turns.append(seat)
        return [Event("extra_turn", f"{self._names[seat]} will take another turn.",
                      {"seat": seat})]

    # ---- end of game ------------------------------------------------------------------------
    def result(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        return Outcome(self.winners, self.end_reason, tuple(self.glory),
                       {"turn_order": list(self.order), "rounds": self.rounds})

    # ---- the end-of-game summary (`engine/summary.py`) ------------------------------------
    score_name = "Glory"

    def score_now(self) -> list[int]:
        return list(self.glory)

    def round_now(self) -> int:
        return self.rounds

    def highlights(self, history: list[Event]) -> list[str]:
        from .highlights import highlights

        return highlights(list(self._names), history)

    # ---- views, saves, checks ---------------------------------------------------------------
    def touch(self) -> None:
        """Forget cached views and modifiers after the state was edited by hand (tests)."""
        self._init_caches()

    def view(self, seat: int | None) -> dict:
        """What `seat` sees: the public table, the same for every seat, except while hunger
        and anger are being said, when a seat's view adds its own choices (nobody else's:
        the public table shows none until the reveal) and ``declared`` (who has said both).

        The public table is built once per state and shared until the next action: treat it
        as read-only."""
        if self._view is None:
            self._view = public_view(self)
        if self.phase != DECLARE:
            return self._view
        view = dict(self._view)
        view["declared"] = [a != -1 for a in self.anger]
        if seat is not None:
            hunger, anger = view["hunger"][:], view["anger"][:]
            hunger[seat], anger[seat] = self.hunger[seat], self.anger[seat]
            view["hunger"], view["anger"] = hunger, anger
            if seat in self._acting:
                view["to_act"] = seat  # (the seat's own decision, not the first seat's)
        return view

    def determinize(self, seat: int, rng):
        """The same table with the deck drawn afresh (see `determinize.py`)."""
        from .determinize import determinize

        return determinize(self, seat, rng)

    def keeps_secrets(self) -> bool:
        """Whether some seat's view shows what the others may not see: hunger and anger
        before the reveal (the table's curtain asks, see `scenes.curtain`)."""
        return self.phase == DECLARE

    def plant_private_marker(self, seat: int, marker: str) -> bool:
        """The only secret on the table is a hunger not yet revealed: the marker becomes
        `seat`'s hunger while they are being said (nothing is private after the reveal)."""
        if self.phase != DECLARE:
            return False
        self.hunger[seat] = marker
        self._view = self._view_parts = None
        self._legal_seat = -1
        return True

    def describe(self, action: Action, seat: int | None = None) -> str:
        from .view import describe

        return describe(self, action, seat)

    def why_illegal(self, seat: int, action: Action) -> str:
        from .view import why_illegal

        return why_illegal(self, seat, action)

    _FIELDS = ("deck", "discard", "plate", "mouth", "chews", "gcards", "placed", "glory",
               "supply", "pool", "hunger", "anger", "phase", "declare_step", "order",
               "turn_pos", "cur", "rounds", "chews_left", "opp_used", "held", "bonus_turns",
               "end_reason", "game_cards")

    def snapshot(self) -> dict:
        data = {k: (list(v) if isinstance(v, list) else v)
                for k, v in ((k, getattr(self, k)) for k in self._FIELDS)}
        data["tasks"] = [list(t) for t in self.tasks]
        data["winners"] = list(self.winners)
        data["reshuffles"] = self.reshuffles
        return data

    def restore(self, data: dict) -> None:
        for k in self._FIELDS:
            v = data[k]
            setattr(self, k, list(v) if isinstance(v, list) else v)
        self.tasks = [tuple(t) for t in data["tasks"]]
        self.winners = tuple(data["winners"])
        self.reshuffles = data.get("reshuffles", 0)  # (saves made before it was kept)
        self._init_caches()

    def check_invariants(self) -> None:
        n = self.seats
        flying = [t[2] for t in self.tasks if t[0] in ("target", "bump")]
        held = [self.held] if self.held >= 0 else []
        cards = (self.deck + self.discard + [c for c in self.plate if c >= 0]
                 + [c for c in self.mouth if c >= 0] + flying + held)
        assert sorted(cards) == self.game_cards, "cards are not conserved"
        gc_flying = sum(t[3] for t in self.tasks if t[0] in ("target", "bump"))
        assert self.supply >= 0 and self.supply + sum(self.gcards) + gc_flying == GLORY_CARDS, \
            "glory cards are not conserved"
        assert all(t[4] >> t[1] & 1 for t in self.tasks if t[0] in ("target", "bump")), \
            "a spew chain forgot a seat it touched"
        in_hand = max(self.chews_left, 0)
        assert self.pool >= 0 and self.pool + sum(self.chews) + in_hand == CHEW_TOKENS, \
            "chew tokens are not conserved"
        kind, tough = self.table.kind, self.table.toughness
        for s in range(n):
            assert 0 <= self.glory[s] <= WIN_GLORY, "glory off the track"
            for x in range(NSLOT):
                card = self.mouth[s * NSLOT + x]
                if card < 0:
                    assert self.chews[s * NSLOT + x] == 0 and self.gcards[s * NSLOT + x] == 0
                    continue
                assert kind[card] == (FOOD if x < 2 else CONDIMENT), "a card in a wrong slot"
                assert self.chews[s * NSLOT + x] < tough[card], "a card past its toughness"
            assert self._occ[s] == self._occupied(s), "the occupancy mask is out of step"
            assert self._powers[s] == self._powers_in(s), "the in-mouth powers are out of step"
            assert self._mods[s] == self.table.mouth_mods(self._powers[s])
            extra = min(effects.MAX_EXTRA_SLOTS, self._mods[s][effects.SLOTS])
            assert self._room[s] == (FOOD_MASK, OPEN_COND_MASKS[extra]), "stale room masks"
            overfull = len(self.cards_of(s, CONDIMENT)) > self.cond_capacity(s)
            assert not overfull or any(t[0] == "spewpick" and t[1] == s for t in self.tasks), \
                "a mouth holds more Condiments than slots"
        if not self.opp_used and not self._clouds:  # (`_chew_actions` counts on it)
            assert not any(self.placed[s * NSLOT + x] for s in range(n) if s != self.cur
                           for x in range(NSLOT)), "an opponent's card was chewed unseen"
        assert self._acting == self._who_acts(), "the seat to act is out of step"
        if self._legal_seat >= 0:
            if self._legal and self._legal[0].kind == "chew" and self._chew_mask >= 0:
                assert self._legal == CHEW_LISTS[self._legal_seat][self._chew_mask], \
                    "the chew list's mask is out of step"
            # (listing chews notes the list's mask: put back, since a check changes nothing)
            mask = self._chew_mask
            fresh = self._decision_actions(self._legal_seat)
            self._chew_mask = mask
            assert self._legal == fresh, "stale legal list"
        assert self._view_parts in (None, _view_parts(self)), "stale view lists"
        assert self._plate_view in (None, plate_view(self)), "a stale plate in the view"
        assert all(part in (None, mouth_view(self, s)) for s, part in
                   enumerate(self._mouth_views)), "a stale mouth in the view"
        assert self._clouds == sum(self.table.cloud[c] for c in self.mouth if c >= 0), \
            "the Cloud count is out of step"
        if self.phase == OVER:
            assert self.winners, "a finished game without a winner"


APPLY = {
    "hunger": GutsState._act_hunger,
    "anger": GutsState._act_anger,
    "feed": GutsState._act_feed,
    "place": GutsState._act_place,
    "spew": GutsState._act_spew,
    "at": GutsState._act_at,
    "bump": GutsState._act_bump,
    "force": GutsState._act_force,
    "steal": GutsState._act_steal,
    "unchew": GutsState._act_unchew,
    "rest": GutsState._act_rest,
}
"""Action kind -> the method that carries it out (a chew has its own way in: `_chew`)."""
