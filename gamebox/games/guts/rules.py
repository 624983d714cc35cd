"""Guts of Glory (rulebook v0.3): the headless rules.

The table: a deck, a discard pile, a plate of three, a supply of glory cards, a pool of chew
tokens, and one mouth per seat (its seven positions are described in `board`). Mouths are flat
lists (`seat * 7 + slot`) so a clone is a handful of list copies.

A turn is Fill (automatic), Feed (`feed P X`: plate card P into slot X, or `feed P` when no
slot fits and a card must be spewed), Chew (`chew S X`, one token at a time). Decisions that
interrupt (spew a card, pick its target, make room for a spewed card, a power's target) are
*tasks* on a stack (`spewing`): the seat of the top task acts first. The house rules that
fill the rulebook's gaps (Spewing above all) are in docs/rules/guts.md.
"""
from __future__ import annotations

from ...engine.content import Content
from ...engine.protocol import Action, Event, Game, GameState, Option, Outcome
from . import effects
from .board import (BASE_CHEWS, BASE_COND_SLOTS, CHEW, CHEW_TOKENS, DECLARE, DECLARE_RANGE,
                    FEED, FOOD_SLOTS, GLORY_CARDS, MAX_ROUNDS, NSLOT, OVER, PHASE_NAMES,
                    PLATE_SIZE, RULE_FOOD_SLOT, RULE_MUST_SPEW, RULE_ONE_CHEW, RULE_WIN,
                    WIN_GLORY, shared_action, slot_name)
from .cards import (CONDIMENT, FOOD, TYPE_NAMES, CardTable, build_deck, build_first_game_deck,
                    load_content_data, table_of, validate_file)
from .spewing import TASK_ACTIONS, TASK_FIZZLE, Decisions

__all__ = ["BASE_CHEWS", "BASE_COND_SLOTS", "CHEW", "CHEW_TOKENS", "DECLARE", "DECLARE_RANGE",
           "FEED", "FOOD_SLOTS", "GAME", "GLORY_CARDS", "MAX_ROUNDS", "NSLOT", "OVER",
           "PHASE_NAMES", "PLATE_SIZE", "RULE_FOOD_SLOT", "RULE_MUST_SPEW", "RULE_ONE_CHEW",
           "RULE_WIN", "WIN_GLORY", "GutsOfGlory", "GutsState", "slot_name"]


class GutsState(Decisions, GameState):
    """One game of Guts of Glory."""

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
        self._init_caches()

    def _init_caches(self) -> None:
        self._mods: list = [None] * self.seats
        self._view = None
        self._targets: list | None = None
        self._names = self.game.seat_names(self.seats)
        self._clouds = any(self.table.mods[c][effects.CLOUD] for c in set(self.game_cards))

    def _clone_into(self, new: "GutsState") -> None:
        d = self.__dict__
        nd = new.__dict__
        for key in ("deck", "discard", "plate", "mouth", "chews", "gcards", "placed", "glory",
                    "hunger", "anger", "order", "tasks", "bonus_turns", "_mods"):
            nd[key] = d[key][:]

    # ---- small queries --------------------------------------------------------------------
    def mods(self, seat: int) -> tuple:
        """The summed in-mouth modifiers of a seat's mouth (see `effects`), cached per seat."""
        cached = self._mods[seat]
        if cached is not None:
            return cached
        out = [0, 1, 0, 0, 0, 0]
        table_mods = self.table.mods
        base = seat * NSLOT
        for card in self.mouth[base:base + NSLOT]:
            if card >= 0 and self.table.has_passive[card]:
                m = table_mods[card]
                out[0] += m[0]
                if m[1] > out[1]:
                    out[1] = m[1]
                out[2] += m[2]
                out[3] += m[3]
                out[4] += m[4]
                out[5] += m[5]
        cached = self._mods[seat] = tuple(out)
        return cached

    def cond_capacity(self, seat: int) -> int:
        """Condiment slots of a seat now: three, plus what in-mouth powers open."""
        return BASE_COND_SLOTS + min(effects.MAX_EXTRA_SLOTS, self.mods(seat)[effects.SLOTS])

    def slots_of_kind(self, seat: int, kind: int) -> range:
        if kind == FOOD:
            return range(0, 2)
        return range(2, 2 + self.cond_capacity(seat))

    def free_slots(self, seat: int, kind: int) -> list[int]:
        base = seat * NSLOT
        mouth = self.mouth
        return [x for x in self.slots_of_kind(seat, kind) if mouth[base + x] < 0]

    def cards_of(self, seat: int, kind: int = -1) -> list[int]:
        """Slots of `seat` holding a card (of `kind`, or any when -1)."""
        base = seat * NSLOT
        mouth, k = self.mouth, self.table.kind
        return [x for x in range(NSLOT)
                if mouth[base + x] >= 0 and (kind < 0 or k[mouth[base + x]] == kind)]

    def protected(self, seat: int) -> bool:
        return self.mods(seat)[effects.PROTECT] > 0

    def seat_name(self, seat: int) -> str:
        return self._names[seat]

    def name(self, card: int) -> str:
        return self.table.names[card]

    # ---- the protocol ---------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        if self.tasks:
            return (self.tasks[-1][1],)
        if self.phase == DECLARE:
            return (self.declare_step // 2,)
        return (self.cur,)

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == OVER or seat != self.to_act()[0]:
            return []
        if self.tasks:
            return self._task_actions(self.tasks[-1])
        if self.phase == DECLARE:
            what = "hunger" if self.declare_step % 2 == 0 else "anger"
            return [shared_action(what, (n,)) for n in DECLARE_RANGE]
        if self.phase == FEED:
            return self._feed_actions(seat)
        targets = self._targets if self._targets is not None else self._chew_targets(seat)
        return [shared_action("chew", t) for t in targets]

    def _feed_actions(self, seat: int) -> list[Action]:
        out = []
        kinds = self.table.kind
        for p, card in enumerate(self.plate):
            if card < 0:
                continue
            free = self.free_slots(seat, kinds[card])
            if free:
                out += [shared_action("feed", (p, x)) for x in free]
            else:
                out.append(shared_action("feed", (p,)))
        return out

    def _chew_targets(self, seat: int) -> list[tuple[int, int]]:
        if self.chews_left <= 0:
            return []
        mouth, placed, mods_t = self.mouth, self.placed, self.table.mods
        # a Cloud in an opponent's mouth claims one chew from each opponent every turn
        clouds = []
        for other in (range(self.seats) if self._clouds else ()):
            if other == seat:
                continue
            base = other * NSLOT
            for x in range(NSLOT):
                card = mouth[base + x]
                if card >= 0 and mods_t[card][effects.CLOUD] and not placed[base + x]:
                    clouds.append((other, x))
        if clouds:
            return clouds
        m = self.mods(seat)
        stack = m[effects.STACK]
        out = []
        base = seat * NSLOT
        for x in range(NSLOT):
            card = mouth[base + x]
            if card >= 0 and not mods_t[card][effects.WATER] and placed[base + x] < stack:
                out.append((seat, x))
        if self.opp_used < m[effects.OPP_CHEWS]:
            for other in range(self.seats):
                if other == seat or self.protected(other):
                    continue
                obase = other * NSLOT
                for x in range(NSLOT):
                    card = mouth[obase + x]
                    if card >= 0 and not mods_t[card][effects.WATER] and not placed[obase + x]:
                        out.append((other, x))
        return out

    def _task_actions(self, task: tuple) -> list[Action]:
        return TASK_ACTIONS[task[0]](self, task)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._view = None
        self._targets = None
        events = APPLY[action.kind](self, seat, action.args)
        events += self._flow()
        return events

    # ---- declarations and turn order ------------------------------------------------------
    def _act_hunger(self, seat: int, args: tuple) -> list[Event]:
        self.hunger[seat] = args[0]
        self.declare_step += 1
        return [Event("declare", f"{self.seat_name(seat)} is {args[0]}/10 hungry.",
                      {"seat": seat, "hunger": args[0]})]

    def _act_anger(self, seat: int, args: tuple) -> list[Event]:
        self.anger[seat] = args[0]
        self.declare_step += 1
        events = [Event("declare", f"{self.seat_name(seat)} is {args[0]}/10 angry.",
                        {"seat": seat, "anger": args[0]})]
        if self.declare_step == 2 * self.seats:
            events += self._set_turn_order()
        return events

    def _set_turn_order(self) -> list[Event]:
        draws = [self.rng.next64() for _ in range(self.seats)]
        first = max(range(self.seats), key=lambda s: (self.hunger[s], self.anger[s], draws[s]))
        self.order = [(first + i) % self.seats for i in range(self.seats)]
        tie_h = sum(1 for s in range(self.seats) if self.hunger[s] == self.hunger[first])
        tie_a = sum(1 for s in range(self.seats) if self.hunger[s] == self.hunger[first]
                    and self.anger[s] == self.anger[first])
        why = ("the hungriest" if tie_h == 1 else
               "the angriest of the hungriest" if tie_a == 1 else "drawn among the tied")
        self.turn_pos = 0
        self.cur = first
        self.rounds = 1
        events = [Event("order", f"{self.seat_name(first)} starts ({why}); play goes "
                        "clockwise.", {"order": list(self.order)})]
        return events + self._start_turn()

    # ---- a turn -----------------------------------------------------------------------------
    def _start_turn(self) -> list[Event]:
        self.placed = [0] * (self.seats * NSLOT)
        self.opp_used = 0
        self.chews_left = -1
        events = [Event("turn", f"{self.seat_name(self.cur)}'s turn.", {"seat": self.cur})]
        events += self._fill()
        if any(c >= 0 for c in self.plate):
            self.phase = FEED
        else:
            self.phase = CHEW
            events.append(Event("empty_plate", "The plate is empty: nothing to feed.", {}))
        return events

    def _fill(self) -> list[Event]:
        events = []
        for p in range(PLATE_SIZE):
            if self.plate[p] >= 0:
                continue
            if not self.deck:
                if not self.discard:
                    break
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
                events.append(Event("reshuffle", "The discard pile is shuffled into a new "
                                    "deck.", {"size": len(self.deck)}))
            card = self.deck.pop()
            self.plate[p] = card
            events.append(Event("fill", f"{self.name(card)} is put on the plate.",
                                {"card": card, "plate": p}, reveals=True))
        return events

    def _act_feed(self, seat: int, args: tuple) -> list[Event]:
        p = args[0]
        card = self.plate[p]
        self.plate[p] = -1
        if len(args) == 2:
            self._place(seat, args[1], card, 0)
            self.phase = CHEW
            return [Event("feed", f"{self.seat_name(seat)} feeds on {self.name(card)} "
                          f"({slot_name(args[1])}).", {"seat": seat, "card": card,
                                                       "slot": args[1]})]
        self.held = card
        kind = self.table.kind[card]
        self.tasks.append(("room", seat, kind))
        return [Event("feed", f"{self.seat_name(seat)} takes {self.name(card)} but has no "
                      f"room: a {TYPE_NAMES[kind]} must be spewed.",
                      {"seat": seat, "card": card, "slot": None})]

    def _act_chew(self, seat: int, args: tuple) -> list[Event]:
        owner, x = args
        i = owner * NSLOT + x
        self.chews_left -= 1
        self.chews[i] += 1
        self.placed[i] += 1
        if owner != seat and not self.table.mods[self.mouth[i]][effects.CLOUD]:
            self.opp_used += 1
        card = self.mouth[i]
        events = [Event("chew", f"{self.seat_name(seat)} chews {self.name(card)}"
                        + ("" if owner == seat else f" in {self.seat_name(owner)}'s mouth")
                        + f" ({self.chews[i]}/{self.table.toughness[card]}).",
                        {"seat": seat, "owner": owner, "slot": x, "card": card})]
        if self.chews[i] >= self.table.toughness[card]:
            events += self._swallow(owner, x)
        return events

    def _end_turn(self) -> list[Event]:
        if self.chews_left > 0:
            self.pool += self.chews_left
        self.chews_left = -1
        if self.bonus_turns:
            self.cur = self.bonus_turns.pop(0)
            return [Event("bonus_turn", f"{self.seat_name(self.cur)} takes another turn.",
                          {"seat": self.cur})] + self._start_turn()
        self.turn_pos += 1
        if self.turn_pos == self.seats:
            self.turn_pos = 0
            self.rounds += 1
            if self.rounds > MAX_ROUNDS:
                return self._last_call()
        self.cur = self.order[self.turn_pos]
        return self._start_turn()

    def _last_call(self) -> list[Event]:
        self.rounds = MAX_ROUNDS
        best = max(self.glory)
        self.winners = tuple(s for s in range(self.seats) if self.glory[s] == best)
        self.end_reason = (f"Last call after {MAX_ROUNDS} rounds: the most glorious eater "
                           f"({best} glory) wins.")
        self.phase = OVER
        self.tasks.clear()
        return [Event("game_over", self.end_reason, {"winners": list(self.winners)})]

    def _flow(self) -> list[Event]:
        """Move on until some seat has a decision to make (or the game is over)."""
        events: list[Event] = []
        for _ in range(10_000):
            if self.phase == OVER or self.phase == DECLARE:
                return events
            if self.tasks:
                task = self.tasks[-1]
                if self._task_actions(task):
                    return events
                self.tasks.pop()
                events += TASK_FIZZLE[task[0]](self, task)
                continue
            if self.phase == FEED:
                return events
            if self.chews_left < 0:
                events += self._take_chews()
            if self.chews_left > 0:
                # kept for legal_actions until the next action changes anything
                self._targets = self._chew_targets(self.cur)
                if self._targets:
                    return events
            self._targets = None
            events += self._end_turn()
        raise RuntimeError("Guts of Glory: the turn loop did not settle")

    def _take_chews(self) -> list[Event]:
        n = max(1, BASE_CHEWS + self.mods(self.cur)[effects.CHEWS])
        self.chews_left = n
        self.pool -= n
        return [Event("take_chews", f"{self.seat_name(self.cur)} takes {n} chew token"
                      f"{'s' if n != 1 else ''}.", {"seat": self.cur, "count": n})]

    # ---- moving cards -----------------------------------------------------------------------
    def _place(self, seat: int, x: int, card: int, gc: int) -> None:
        i = seat * NSLOT + x
        self._mods[seat] = None
        self.mouth[i] = card
        self.chews[i] = 0
        self.gcards[i] = gc
        self.placed[i] = 0

    def _take_out(self, seat: int, x: int) -> tuple[int, int, int]:
        """Remove the card at (seat, x); return (card, chews, glory cards). No settling."""
        i = seat * NSLOT + x
        self._mods[seat] = None
        out = (self.mouth[i], self.chews[i], self.gcards[i])
        self.mouth[i] = -1
        self.chews[i] = 0
        self.gcards[i] = 0
        self.placed[i] = 0
        return out

    def _settle(self, seat: int) -> list[Event]:
        """After a Condiment left: cards beyond a shrunken capacity move in, or one is spewed."""
        cap = self.cond_capacity(seat)
        base = seat * NSLOT
        beyond = [x for x in range(2 + cap, NSLOT) if self.mouth[base + x] >= 0]
        if not beyond:
            return []
        for x in beyond:
            free = [y for y in range(2, 2 + cap) if self.mouth[base + y] < 0]
            if not free:
                break
            y = free[0]
            for arr in (self.mouth, self.chews, self.gcards, self.placed):
                arr[base + y], arr[base + x] = arr[base + x], (-1 if arr is self.mouth else 0)
        if len(self.cards_of(seat, CONDIMENT)) > cap and not any(
                t[0] == "spewpick" and t[1] == seat and t[2] == CONDIMENT for t in self.tasks):
            self.tasks.append(("spewpick", seat, CONDIMENT))
            return [Event("overfull", f"{self.seat_name(seat)}'s mouth lost a slot: a "
                          "Condiment must be spewed.", {"seat": seat})]
        return []

    def _swallow(self, seat: int, x: int) -> list[Event]:
        card, chews, gc = self._take_out(seat, x)
        self.pool += chews
        self.supply += gc
        self.discard.append(card)
        table = self.table
        gain = 0
        if table.kind[card] == FOOD:
            gain = max(0, table.glory[card] - self.mods(seat)[effects.TAX])
        text = f"{self.seat_name(seat)} swallows {self.name(card)}"
        if gc:
            text += f" with {gc} glory card{'s' if gc > 1 else ''}"
        events = [Event("swallow", text + ".", {"seat": seat, "slot": x, "card": card,
                                                 "glory_cards": gc}, reveals=True)]
        # the card's powers resolve first, then its coin and glory cards move the pawn (so
        # "if nobody has less glory than you" reads the table as it was before the swallow)
        for name, amount in table.swallow[card]:
            if self.phase == OVER:
                return events
            events += effects.ON_SWALLOW[name](self, seat, amount)
        events += self.add_glory(seat, gain + gc, "swallowing")
        if self.phase == OVER:
            return events
        if table.kind[card] == CONDIMENT:
            events += self._settle(seat)
        events += self._water(seat)
        return events

    def _water(self, seat: int) -> list[Event]:
        events = []
        base = seat * NSLOT
        for x in range(NSLOT):
            card = self.mouth[base + x]
            if card >= 0 and self.table.mods[card][effects.WATER] and self.phase != OVER:
                self.chews[base + x] += 1
                self.pool -= 1
                events.append(Event("water", f"{self.name(card)} in {self.seat_name(seat)}'s "
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
        self.glory[seat] = max(0, min(WIN_GLORY, before + amount))
        delta = self.glory[seat] - before
        if delta == 0:
            return []
        events = [Event("glory", f"{self.seat_name(seat)} {'gains' if delta > 0 else 'loses'} "
                        f"{abs(delta)} glory ({why}): {self.glory[seat]}.",
                        {"seat": seat, "delta": delta, "glory": self.glory[seat]})]
        if self.glory[seat] >= WIN_GLORY:
            self.winners = (seat,)
            self.end_reason = f"{self.seat_name(seat)} reaches 7 glory and wins."
            self.phase = OVER
            self.tasks.clear()
            events.append(Event("game_over", self.end_reason, {"winners": [seat]}))
        return events

    def add_chews_now(self, seat: int, amount: int) -> list[Event]:
        """More chew tokens to place this turn (only on the seat's own turn)."""
        if seat != self.cur or self.phase != CHEW or self.chews_left < 0:
            return [Event("wasted", f"{self.seat_name(seat)} cannot use extra chews outside "
                          "their own chewing.", {"seat": seat})]
        self.chews_left += amount
        self.pool -= amount
        return [Event("more_chews", f"{self.seat_name(seat)} takes {amount} more chew tokens.",
                      {"seat": seat, "count": amount})]

    def push_task(self, task: tuple) -> list[Event]:
        """A decision a power asks for; it is made before the next chew."""
        self.tasks.append(task)
        return []

    def grant_extra_turn(self, seat: int) -> list[Event]:
        self.bonus_turns.append(seat)
        return [Event("extra_turn", f"{self.seat_name(seat)} will take another turn.",
                      {"seat": seat})]

    # ---- end of game ------------------------------------------------------------------------
    def result(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        return Outcome(self.winners, self.end_reason, tuple(self.glory),
                       {"turn_order": list(self.order), "rounds": self.rounds})

    # ---- views, saves, checks ---------------------------------------------------------------
    def card_view(self, card: int) -> dict | None:
        return None if card < 0 else self.table.card_info(card)

    def touch(self) -> None:
        """Forget cached views and modifiers after the state was edited by hand (tests)."""
        self._init_caches()

    def view(self, seat: int | None) -> dict:
        """The public table (nothing in this game is hidden; every seat sees the same).

        Built once per state and shared until the next action: treat it as read-only."""
        if self._view is None:
            from .view import public_view

            self._view = public_view(self)
        return self._view

    def plant_private_marker(self, seat: int, marker: str) -> bool:
        """Nothing in Guts of Glory is private: there is nowhere to plant a marker."""
        return False

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
        return data

    def restore(self, data: dict) -> None:
        for k in self._FIELDS:
            v = data[k]
            setattr(self, k, list(v) if isinstance(v, list) else v)
        self.tasks = [tuple(t) for t in data["tasks"]]
        self.winners = tuple(data["winners"])
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
            overfull = len(self.cards_of(s, CONDIMENT)) > self.cond_capacity(s)
            assert not overfull or any(t[0] == "spewpick" and t[1] == s for t in self.tasks), \
                "a mouth holds more Condiments than slots"
        if self.phase == OVER:
            assert self.winners, "a finished game without a winner"


APPLY = {
    "hunger": GutsState._act_hunger,
    "anger": GutsState._act_anger,
    "feed": GutsState._act_feed,
    "chew": GutsState._act_chew,
    "spew": GutsState._act_spew,
    "at": GutsState._act_at,
    "bump": GutsState._act_bump,
    "force": GutsState._act_force,
    "steal": GutsState._act_steal,
    "unchew": GutsState._act_unchew,
}
"""Action kind -> the method that carries it out."""


class GutsOfGlory(Game):
    """Guts of Glory: the registered game object."""

    id = "guts"
    name = "Guts of Glory"
    pitch = "Cram, chew and spew your way to competitive-eating glory."
    min_seats = 2
    max_seats = 4
    options = (
        Option("first_game", False, "First game deck",
               help="The rulebook's starter deck (made for two players): 10 Foods and 15 "
                    "Condiments with 2 Tapeworms and 1 Right Hand Glove on top."),
    )
    log_policy = "full"
    hidden_information = False
    rules_file = "guts-of-glory.txt"
    state_class = GutsState

    def load_content(self, roots=None):
        data, sources = load_content_data(roots)
        return Content.of(data, sources)

    def content_from_data(self, data):
        return None if data is None else Content.of(data)

    def validate_file(self, path) -> list:
        return validate_file(path)

    def make_bot(self, seat: int, level: str, seed: int):
        from .bots import GutsBot

        return GutsBot(seat, level, seed)


GAME = GutsOfGlory()
