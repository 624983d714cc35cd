"""Enter the Grungeon: memorise a 15x15 maze, slay the Grunkletaur, escape first with its Token.

Phases: ``preview`` (everyone sees the whole maze until every seat says ``ready``),
``corners`` (the seats in role order, DMO 2, then DMO 1, then EC, pick a start corner),
``play`` (every living seat queues at most one attack, one use and one move, then commits;
when all have committed the turn resolves: attacks, then uses, then moves) and ``over``.

Headless: no pygame here. House rules are in docs/rules/grungeon.md.
"""
from __future__ import annotations

from ...engine.protocol import Action, Event, GameState, IllegalAction, Outcome
from . import combat
from .actions import ATTACK, CLEAR, COMMIT, CORNER, MOVES, READY, TIMEOUT, USE
from . import table as table_kit
from .map_catalogue import RANDOM
from .maze import (CORNER_NAMES, CORNER_ROOM, CORNERS, ITEM_COUNTS, ROOMS, SIZE, TOKEN,
                   WEAPON_BASE, WEAPONS, compile_board, item_name, label, with_article)
from .resolve import mate_lines, resolve_turn


RULE_QUEUE = "During a turn, you can queue each of the below actions up to one time:"
RULE_WEAPON = "You cannot attack without a weapon."
RULE_USE = "Use. You can choose to use an item you own."
RULE_CORNER = "Two players cannot be in the same corner."
RULE_MOVE = "You can move one space up, down, left, or right."
def commit_events(names) -> tuple:
    """Public "X is ready" / "X ran out of time" events per seat, made once per game and
    shared by every action and clone (events are read-only)."""
    return tuple(tuple(Event("committed", f"{name} {text}.", {"seat": seat})
                       for seat, name in enumerate(names))
                 for text in ("is ready", "ran out of time"))
TOTAL_ITEMS = len(WEAPONS) + sum(ITEM_COUNTS.values())



_SIDES: dict[int, tuple] = {}


def _sides_dicts(board) -> tuple:
    """Per room, its sides as the dict a room view shows (copy before handing it out)."""
    cached = _SIDES.get(id(board))
    if cached is None or cached[0] is not board:
        if len(_SIDES) > 64:
            _SIDES.clear()
        cached = _SIDES[id(board)] = (board, tuple(dict(s) for s in board.sides))
    return cached[1]


class GrungeonState(GameState):
    """One Death Match in the Grungeon."""

    table_module = table_kit  # what the table kit draws (table.py)

    # Every field in slots: with the engine's ten, the state has 42 fields, past the 30
    # CPython 3.11 keeps in an instance's fast layout, and random playouts read them all the
    # time. `setup` sets every one (a slot left unset would break clone and undo).
    __slots__ = ("board", "phase", "ready", "corner_turn", "corner_of", "pos", "hp", "max_hp",
                 "inv", "alive", "escaped", "floor", "grunk_hp", "used", "q_attack", "q_use",
                 "q_move", "committed", "turn", "reports", "winners", "end_reason", "trails",
                 "chronicle",
                 # made once per game and shared by clones (never changed)
                 "_commit_events", "_mate_moved", "_mate_blocked", "_sides", "_timers",
                 # caches (`_refresh`, `_menu_entry`, `view`)
                 "_menus", "_legal", "_acting", "_views", "_shared")

    def setup(self) -> None:
        self._commit_events = commit_events(self.names)
        self._mate_moved, self._mate_blocked = mate_lines(self.names)
        if self.options.get("map") == RANDOM:
            from .generator import generate_cached

            data = generate_cached(self.seed)
        else:
            data = self.content.data
        self.board = compile_board(data)
        self._sides = _sides_dicts(self.board)
        n = self.seats
        self._timers = (self.options.get("preview_seconds", 180),
                        self.options.get("corner_seconds", 40),
                        self.options.get("turn_seconds", 30))
        self.phase = "preview"
        self.ready = [False] * n
        self.corner_turn = 0
        self.corner_of: list = [None] * n
        self.pos = [-1] * n
        self.hp = [combat.START_HP] * n
        self.max_hp = [combat.START_HP] * n
        self.inv: list[list[str]] = [[] for _ in range(n)]
        self.alive = [True] * n
        self.escaped = [False] * n
        self.floor = {room: items for room, items in enumerate(self.board.items) if items}
        self.grunk_hp = combat.GRUNKLETAUR_HP
        self.used = 0
        """Items used up so far (Potions, HP Ups, Broken Teleporters are gone once used)."""
        self.q_attack: list = [None] * n
        self.q_use: list = [None] * n
        self.q_move: list = [None] * n
        self.committed = [False] * n
        self.turn = 0
        self.reports: list[tuple] = [()] * n
        self.winners: tuple = ()
        self.end_reason = ""
        self.trails: list[list[int]] = [[] for _ in range(n)]
        """Rooms each seat visited, newest last (kept only with the easy memory option)."""
        self.chronicle: list[tuple] = []
        """What mattered, turn by turn, for the results screen's story (see resolve.py); in
        the snapshot, never in a view."""
        self._menus = [None] * n
        self._refresh()

    # ---- caches ---------------------------------------------------------------------
    def touch(self) -> None:
        """Forget every cache (menus, legal lists, kept views) after the state was edited by
        hand (tests, tools): actions keep them current by themselves, hand edits do not."""
        self._menus = [None] * self.seats
        self._refresh()

    def _refresh(self) -> None:
        """Recompute who acts and drop cached legal actions and views (after any change)."""
        self._legal = [None] * self.seats
        self._views = [None] * self.seats
        self._shared = None
        if self.phase == "preview":
            self._acting = tuple(s for s in range(self.seats) if not self.ready[s])
        elif self.phase == "corners":
            self._acting = (self.corner_turn,)
        elif self.phase == "play":
            self._acting = tuple(s for s in range(self.seats)
                                 if self.alive[s] and not self.committed[s])
        else:
            self._acting = ()

    def _menu_entry(self, seat: int, flags: int) -> list:
        """The actions of a seat in play whose empty slots are `flags`.

        Bit 1: attack slot empty, 2: use slot empty, 4: move slot empty. The lists only
        change with the inventory, so they are kept until it changes (the turn's resolution
        drops the menus of every seat whose inventory changed).
        """
        menu = self._menus[seat]
        if menu is None:
            menu = self._menus[seat] = [None] * 8
        inv = self.inv[seat]
        acts = []
        if flags & 1:
            acts += [ATTACK[i] for i in inv if i in ATTACK]
        if flags & 2:
            for i in inv:
                if i in USE and USE[i] not in acts:
                    acts.append(USE[i])
        if flags & 4:
            acts += MOVES
        # commit before clear: a hasty confirm on a full queue should send it, not wipe it
        acts.append(COMMIT)
        if flags != 7:
            acts.append(CLEAR)
        menu[flags] = acts
        return acts

    # ---- protocol --------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return self._acting

    def out_of_game(self, seat: int) -> bool:
        """A seat that died in play takes no part any more (its death was announced to
        everyone); an escape ends the game, so no living seat is ever out."""
        return self.phase == "play" and not self.alive[seat]

    def legal_actions(self, seat: int) -> list[Action]:
        """The actions `seat` may take now (a shared list: do not change it)."""
        if self.phase == "play":
            if seat not in self._acting:
                return []
            flags = ((self.q_attack[seat] is None) | ((self.q_use[seat] is None) << 1)
                     | ((self.q_move[seat] is None) << 2))
            menu = self._menus[seat]
            if menu is not None:
                acts = menu[flags]
                if acts is not None:
                    return acts
            return self._menu_entry(seat, flags)
        cached = self._legal[seat]
        if cached is not None:
            return cached
        if seat not in self._acting:
            acts: list[Action] = []
        elif self.phase == "preview":
            acts = [READY]
        else:
            taken = set(self.corner_of)
            acts = [CORNER[c] for c in CORNERS if c not in taken]
        self._legal[seat] = acts
        return acts

    def timer_seconds(self, seat: int | None = None) -> int:
        """Seconds on a seat's clock in the current phase (0: untimed), for the app's clock."""
        key = {"preview": "preview_seconds", "corners": "corner_seconds",
               "play": "turn_seconds"}.get(self.phase)
        return int(self.options.get(key, 0)) if key else 0

    def timeout_action(self, seat: int) -> Action | None:
        return TIMEOUT if seat in self._acting else None

    def story(self, history: list[Event]) -> list[str]:
        """The whole match told like a sports recap, room labels and all (once it is over).

        Told from the state's chronicle rather than the events: a seat's reports say "you"
        and never name rooms, and during play nobody may know where anybody is.
        """
        if self.phase != "over":
            return super().story(history)
        from .story import tell

        return tell(self)

    # ---- the end-of-game summary (`engine/summary.py`) ----------------------------------
    score_name = "HP"
    round_word = "turn"

    def score_now(self) -> list[int]:
        return list(self.hp)

    def round_now(self) -> int:
        return self.turn

    def highlights(self, history: list[Event]) -> list[str]:
        """From the chronicle, like the story (only once the match is over)."""
        if self.phase != "over":
            return []
        from .story import highlights

        return highlights(self)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if self.phase == "play":
            if kind == "commit" or kind == "timeout":
                return self._commit(seat, kind == "timeout")
            if kind == "move":
                self.q_move[seat] = action.args[0]
            elif kind == "attack":
                self.q_attack[seat] = action.args[0]
            elif kind == "use":
                self.q_use[seat] = action.args[0]
            elif kind == "clear":
                self.q_attack[seat] = self.q_use[seat] = self.q_move[seat] = None
            return []
        if self.phase == "preview":
            return self._ready(seat, kind == "timeout")
        if self.phase == "corners":
            corner = action.args[0] if kind == "corner" else None
            return self._choose_corner(seat, corner)
        raise IllegalAction("The game is over.")

    # ---- preview and corners -----------------------------------------------------------
    def _ready(self, seat: int, timed_out: bool) -> list[Event]:
        self.ready[seat] = True
        name = self.seat_name(seat)
        text = (f"Time is up for {name}: the preview is over." if timed_out
                else f"{name} has memorised the maze.")
        events = [Event("ready", text, {"seat": seat})]
        if all(self.ready):
            self.phase = "corners"
            # `reveals`: the maze is gone for good and the corner phase is news to every seat,
            # so this ends the chance to take anything back (a take-back would bring the map
            # and a fresh preview clock back to whoever confirmed last)
            events.append(Event("maze_gone", "The maze is deleted. "
                                f"{self.seat_name(0)} chooses a corner first.",
                                {}, reveals=True))
        self._refresh()
        return events

    def _choose_corner(self, seat: int, corner: str | None) -> list[Event]:
        if corner is None:
            free = [c for c in CORNERS if c not in self.corner_of]
            corner = free[self.rng.randbelow(len(free))]
        self.corner_of[seat] = corner
        self.pos[seat] = self.board.starts.get(corner, CORNER_ROOM[corner])
        self._leave_trail()
        events = [Event("corner", f"{self.seat_name(seat)} has chosen a corner.", {"seat": seat}),
                  Event("my_corner", f"You start in the {CORNER_NAMES[corner]} corner.",
                        {"corner": corner}, to=frozenset({seat}))]
        self.corner_turn += 1
        if self.corner_turn >= self.seats:
            self.phase = "play"
            self.turn = 1
            self.reports = [("The Death Match begins. Turn 1.",)] * self.seats
            # `reveals`: every seat now sees its room, so the last corner cannot be taken back
            events.append(Event("begin", "The Death Match begins.", {"turn": 1}, reveals=True))
        self._refresh()
        return events

    # ---- turns ---------------------------------------------------------------------------
    def _commit(self, seat: int, timed_out: bool) -> list[Event]:
        self.committed[seat] = True
        event = self._commit_events[timed_out][seat]
        acting = self._acting
        if seat in acting:
            k = acting.index(seat)
            acting = acting[:k] + acting[k + 1:]
        if acting:
            self._acting = acting
            return [event]
        events = resolve_turn(self)
        events.insert(0, event)
        self._leave_trail()
        self._after_turn()
        self._refresh()
        return events

    def _leave_trail(self) -> None:
        """With easy memory, remember each living seat's room (the last 40 distinct steps)."""
        if not self.options.get("easy_memory"):
            return
        for s in range(self.seats):
            trail = self.trails[s]
            if self.alive[s] and self.pos[s] >= 0 and (not trail or trail[-1] != self.pos[s]):
                if self.pos[s] in trail:
                    trail.remove(self.pos[s])
                trail.append(self.pos[s])
                del trail[:-40]

    def _after_turn(self) -> None:
        n = self.seats
        self.q_attack = [None] * n
        self.q_use = [None] * n
        self.q_move = [None] * n
        self.committed = [False] * n
        if any(self.escaped):
            self.phase = "over"
            first = min(s for s in range(n) if self.escaped[s])
            self.winners = (first,)
            self.end_reason = f"{self.names[first]} escaped the Grungeon with a Token of Grunkle."
        elif not any(self.alive):
            self.phase = "over"
            self.end_reason = "Every player died in the Grungeon; nobody wins."
        elif self.turn >= self.options.get("turn_limit", 200):
            self.phase = "over"
            self.end_reason = (f"The Grungeon collapsed after {self.turn} turns; nobody escaped, "
                               "so nobody wins.")
        else:
            self.turn += 1

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Outcome | None:
        if self.phase != "over":
            return None
        tokens = [s for s in range(self.seats) if TOKEN in self.inv[s]]
        reason = self.end_reason
        if self.options.get("easy_memory"):
            reason += " (Played with easy memory: a trail was shown.)"
        # no score is kept: the results' seat list shows how each seat ended instead
        standing = tuple(self.standing(s) for s in range(self.seats))
        return Outcome(self.winners, reason, standing,
                       {"rounds": self.turn, "tokens": tokens,
                        "easy_memory": bool(self.options.get("easy_memory"))})

    def standing(self, seat: int) -> str:
        """How `seat` ended, for the results' seat list: "dead", or its HP ("18/20 HP").

        The house rules promise the end shows everyone's HP and who is dead; an escape is
        told by the winner's line above the list (and the list has room for a short word)."""
        if not self.alive[seat]:
            return "dead"
        return f"{self.hp[seat]}/{self.max_hp[seat]} HP"

    # ---- views -----------------------------------------------------------------------
    def _map_view(self) -> dict:
        data = self.board.data
        return {"walls": list(data["walls"]), "spikes": list(data["spikes"]),
                "things": [dict(t) for t in data["things"]], "name": data.get("name", ""),
                "size": data["width"]}

    def view(self, seat: int | None) -> dict:
        """What `seat` may see (see `_view`); in play, from the parts kept for the seat.

        Bots ask at every decision. Between two resolutions only the queues, the commits and
        who acts change, so the rest of a seat's view is built once (`_play_base`) and kept
        until `_refresh`; each call copies it and fills in those three. Same keys, values and
        order as `_view` (tests compare them). The kept parts are shared by the views handed
        out meanwhile: like every view, they are read-only.
        """
        if self.phase == "play" and seat is not None:
            base = self._views[seat]
            if base is None:
                base = self._views[seat] = self._play_base(seat)
            v = base.copy()
            v["acting"] = list(self._acting)
            v["committed"] = self.committed[:]
            v["queue"] = {"attack": self.q_attack[seat], "use": self.q_use[seat],
                          "move": self.q_move[seat]}
            return v
        return self._view(seat)

    def _view(self, seat: int | None) -> dict:
        """The view in every phase (the readable reference for `view` in play)."""
        timers = self._timers
        v: dict = {"phase": self.phase, "names": list(self.names), "seat": seat,
                   "alive": self.alive[:], "escaped": self.escaped[:],
                   "turn": self.turn, "acting": list(self._acting),
                   "timers": {"preview": timers[0], "corner": timers[1], "turn": timers[2]}}
        phase = self.phase
        if phase == "preview":
            v["map"] = self._map_view()
            v["ready"] = list(self.ready)
        elif phase == "corners":
            # who is choosing only: which corners are taken is shown to the chooser alone
            # (below), or the public table and the next seat to choose could tell, with the
            # public "X has chosen a corner.", whose corner is whose
            v["choosing"] = self.corner_turn
        elif phase == "play":
            v["committed"] = list(self.committed)
        else:
            v["map"] = self._map_view()
            v["final"] = {"rooms": [label(p) if p >= 0 else None for p in self.pos],
                          "hp": list(self.hp), "max_hp": list(self.max_hp),
                          "inventories": [list(i) for i in self.inv],
                          "grunkletaur_hp": self.grunk_hp,
                          "corners": list(self.corner_of)}
            v["winners"] = list(self.winners)
            v["reason"] = self.end_reason
        if seat is None:
            return v
        v["hp"] = self.hp[seat]
        v["max_hp"] = self.max_hp[seat]
        v["inventory"] = list(self.inv[seat])
        if phase == "corners":
            if seat == self.corner_turn:
                v["corners"] = {c: ("taken" if c in self.corner_of else "free")
                                for c in CORNERS}
            v["my_corner"] = self.corner_of[seat]
        elif phase == "play":
            v["report"] = list(self.reports[seat])
            v["queue"] = {"attack": self.q_attack[seat], "use": self.q_use[seat],
                          "move": self.q_move[seat]}
            if self.alive[seat]:
                v["room"] = self._room_view(seat)
                if self.options.get("easy_memory"):
                    v["trail"] = self._trail_view(seat)
        return v

    def _play_base(self, seat: int) -> dict:
        """A seat's play view with ``acting``, ``committed`` and ``queue`` left as None (in
        their places, so the keys keep `_view`'s order).

        The names, timers and who is alive or escaped are the same for every seat: one set
        of lists per turn (`_shared`) serves all three."""
        shared = self._shared
        if shared is None:
            timers = self._timers
            shared = self._shared = (
                list(self.names), self.alive[:], self.escaped[:],
                {"preview": timers[0], "corner": timers[1], "turn": timers[2]})
        names, alive, escaped, timers = shared
        v = {"phase": "play", "names": names, "seat": seat, "alive": alive,
             "escaped": escaped, "turn": self.turn, "acting": None, "timers": timers,
             "committed": None, "hp": self.hp[seat], "max_hp": self.max_hp[seat],
             "inventory": self.inv[seat][:], "report": list(self.reports[seat]),
             "queue": None}
        if alive[seat]:
            pos = self.pos
            room = pos[seat]
            board = self.board
            # a seat is mostly alone in its room: no need to look for the others then
            if pos.count(room) > 1:
                others = [s for s in range(self.seats)
                          if s != seat and pos[s] == room and alive[s]]
            else:
                others = []
            grunk = self.grunk_hp
            v["room"] = {
                "sides": self._sides[room].copy(), "others": others,
                "grunkletaur_hp": grunk if room == board.grunkletaur and grunk > 0 else None,
                "floor": list(self.floor.get(room, ())), "spikes": board.spikes[room]}
            if self.options.get("easy_memory"):
                v["trail"] = self._trail_view(seat)
        return v

    def _room_view(self, seat: int) -> dict:
        room = self.pos[seat]
        pos, alive = self.pos, self.alive
        others = [s for s in range(self.seats) if s != seat and alive[s] and pos[s] == room]
        grunk = (self.grunk_hp if room == self.board.grunkletaur and self.grunk_hp > 0
                 else None)
        return {"sides": self._sides[room].copy(), "others": others,
                "grunkletaur_hp": grunk, "floor": list(self.floor.get(room, ())),
                "spikes": self.board.spikes[room]}

    def _trail_view(self, seat: int) -> list[dict]:
        """The easy-memory trail: visited rooms as steps from here, with their sides."""
        here = self.pos[seat]
        hx, hy = here % SIZE, here // SIZE
        return [{"dx": room % SIZE - hx, "dy": room // SIZE - hy,
                 "sides": dict(self.board.sides[room])} for room in self.trails[seat]]

    # ---- descriptions --------------------------------------------------------------------
    def describe(self, action: Action, seat: int | None = None) -> str:
        kind, args = action.kind, action.args
        if kind == "attack":
            w = args[0] if args else ""
            return f"Attack with the {item_name(w)} ({WEAPON_BASE.get(w, '?')} base damage)"
        if kind == "use":
            return f"Use {with_article(item_name(args[0] if args else ''))}"
        if kind == "move":
            return f"Move {args[0] if args else ''}"
        if kind == "corner":
            c = args[0] if args else ""
            return f"Start in the {CORNER_NAMES.get(c, c)} corner ({c})"
        if kind == "ready":
            return "I have memorised the maze"
        if kind == "clear":
            return "Clear my queued actions"
        if kind == "timeout":
            return "Time is up"
        if kind == "commit":
            if seat is None or self.phase != "play":
                return "Commit my actions"
            parts = []
            if self.q_attack[seat]:
                parts.append(f"attack with the {item_name(self.q_attack[seat])}")
            if self.q_use[seat]:
                parts.append(f"use {with_article(item_name(self.q_use[seat]))}")
            parts.append(f"move {self.q_move[seat]}" if self.q_move[seat] else "stay")
            return "Commit: " + ", ".join(parts)
        return str(action)

    def why_illegal(self, seat: int, action: Action) -> str:
        kind = action.kind
        if self.phase == "play":
            slot = {"attack": self.q_attack, "use": self.q_use, "move": self.q_move}.get(kind)
            if slot is not None and slot[seat] is not None:
                return str(IllegalAction(f"You already queued a {kind} this turn.", RULE_QUEUE))
            if kind == "attack":
                return str(IllegalAction("You can only attack with a weapon you own.", RULE_WEAPON))
            if kind == "use":
                return str(IllegalAction("You can only use an item you own.", RULE_USE))
            if kind == "move":
                return str(IllegalAction("Moves go up, down, left or right.", RULE_MOVE))
        if self.phase == "corners" and kind == "corner":
            return str(IllegalAction("That corner is taken or does not exist.", RULE_CORNER))
        return super().why_illegal(seat, action)

    # ---- saving, checking ----------------------------------------------------------------
    def snapshot(self) -> dict:
        return {"phase": self.phase, "ready": list(self.ready), "corner_turn": self.corner_turn,
                "corner_of": list(self.corner_of), "pos": list(self.pos), "hp": list(self.hp),
                "max_hp": list(self.max_hp), "inv": [list(i) for i in self.inv],
                "alive": list(self.alive), "escaped": list(self.escaped),
                "floor": [[room, list(items)] for room, items in sorted(self.floor.items())],
                "grunk_hp": self.grunk_hp, "used": self.used, "q_attack": list(self.q_attack),
                "q_use": list(self.q_use), "q_move": list(self.q_move),
                "committed": list(self.committed), "turn": self.turn,
                "reports": [list(r) for r in self.reports], "winners": list(self.winners),
                "end_reason": self.end_reason, "trails": [list(t) for t in self.trails],
                "chronicle": [list(f) for f in self.chronicle]}

    def restore(self, data: dict) -> None:
        self.phase = data["phase"]
        self.ready = list(data["ready"])
        self.corner_turn = data["corner_turn"]
        self.corner_of = list(data["corner_of"])
        self.pos = list(data["pos"])
        self.hp = list(data["hp"])
        self.max_hp = list(data["max_hp"])
        self.inv = [list(i) for i in data["inv"]]
        self.alive = list(data["alive"])
        self.escaped = list(data["escaped"])
        self.floor = {room: tuple(items) for room, items in data["floor"]}
        self.grunk_hp = data["grunk_hp"]
        self.used = data["used"]
        self.q_attack = list(data["q_attack"])
        self.q_use = list(data["q_use"])
        self.q_move = list(data["q_move"])
        self.committed = list(data["committed"])
        self.turn = data["turn"]
        self.reports = [tuple(r) for r in data["reports"]]
        self.winners = tuple(data["winners"])
        self.end_reason = data["end_reason"]
        self.trails = [list(t) for t in data["trails"]]
        self.chronicle = [tuple(f) for f in data.get("chronicle", ())]
        self._menus = [None] * self.seats
        self._refresh()

    def _clone_into(self, new: "GrungeonState") -> None:
        new.ready = self.ready[:]
        new.corner_of = self.corner_of[:]
        new.pos = self.pos[:]
        new.hp = self.hp[:]
        new.max_hp = self.max_hp[:]
        new.inv = [i[:] for i in self.inv]
        new.alive = self.alive[:]
        new.escaped = self.escaped[:]
        new.floor = self.floor.copy()
        new.q_attack = self.q_attack[:]
        new.q_use = self.q_use[:]
        new.q_move = self.q_move[:]
        new.committed = self.committed[:]
        new.reports = self.reports[:]
        new.trails = [t[:] for t in self.trails]
        new.chronicle = self.chronicle[:]
        new._legal = [None] * self.seats
        new._menus = [None] * self.seats
        new._views = [None] * self.seats
        new._shared = None

    def check_invariants(self) -> None:
        count = sum(len(i) for i in self.inv) + sum(len(i) for i in self.floor.values())
        tokens = sum(i.count(TOKEN) for i in self.inv) + sum(
            i.count(TOKEN) for i in self.floor.values())
        assert count - tokens + self.used == TOTAL_ITEMS, "items not conserved"
        assert (tokens > 0) == (self.grunk_hp == 0), "a Token exists iff the Grunkletaur is dead"
        assert 0 <= self.grunk_hp <= combat.GRUNKLETAUR_HP, "Grunkletaur HP out of range"
        for s in range(self.seats):
            assert 0 <= self.hp[s] <= self.max_hp[s], f"seat {s} HP out of range"
            assert self.alive[s] == (self.hp[s] > 0) or self.escaped[s] or self.phase in (
                "preview", "corners"), f"seat {s} alive flag disagrees with HP"
            if not self.alive[s]:
                assert not self.inv[s], f"dead seat {s} still holds items"
            if self.phase == "play" and self.alive[s]:
                assert 0 <= self.pos[s] < ROOMS, f"seat {s} is off the board"

    def determinize(self, seat: int, rng):
        """The same match as `seat` knows it, its secrets drawn afresh (`determinize.py`)."""
        from .determinize import determinize

        return determinize(self, seat, rng)

    def plant_private_marker(self, seat: int, marker: str) -> bool:
        if self.phase == "over":
            return False  # the results screen reveals everything
        self.inv[seat].append(marker)
        self._menus[seat] = None
        self._views = [None] * self.seats
        self._shared = None
        return True
