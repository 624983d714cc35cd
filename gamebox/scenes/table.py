"""The table: a running match on the shared screen (the TableScene of the scene contract).

It shows the banner (seats, whose turn, the last public event), the board (a game's scene
overrides `draw_board`), and for the seat whose eyes are on the screen its recap and a panel
of its legal actions as focusable buttons. The curtain (`curtain.Curtain`) decides whose eyes
those are. Bots act at the pace set in the settings; the skip control hurries them. A game
with a timer option gets a clock per seat that runs only while that seat is looking; the
autosave keeps the clocks of the decisions in progress beside the log (`table_record`).

A seat a person plays that leaves the game while it goes on (`GameState.out_of_game`: a
Grungeon seat that died) is told so once, for everyone to see (it is public), and is never
asked or passed the screen again. When every seat people play is out, the table asks once:
"Watch" (the bots play on at the pace) or "Skip to the end" (the bots play out at once, no
step shown, and the results follow); keyboard, gamepad or mouse, from any controller.
"""
from __future__ import annotations

import pygame

from ..engine.advice import HINT_BUDGET, Adviser
from ..engine.events import Moment
from ..engine.match import THINK_SLICE, SeatSpec, shows_table
from ..engine.protocol import Action, IllegalAction
from ..engine.saves import retire
from ..ui import art, moments, theme
from ..ui.text import draw_text
from ..ui.widgets import Button, FocusRing, panel
from .base import Scene
from .beats import Beats
from .clock import timer_seconds
from .curtain import Curtain
from .table_drawing import TableDrawing
from .table_input import TableInput
from .table_panel import TablePanel
from .table_record import TableRecord

FORCED_BEAT = 0.6
"""Seconds a seat's only move stays on screen before it plays itself (`forced_move`)."""
RESULTS_DELAY = 1.5
"""Seconds the final position stays on screen before the results."""
SKIP_TO_END_DECISIONS = 100_000
"""At most this many bot decisions for "Skip to the end" (a game that does not end by then
is left to play on at the pace: the bots are stuck, which the simulator's tests catch)."""
CLOCK_SAVE_EVERY = 10.0
"""Seconds a clock runs between saves of it; pausing and leaving the table save it at once,
so this only bounds what a crash or a power cut costs."""


def humanize(key: str) -> str:
    return key.replace("_", " ").capitalize()


def seat_copies(seats: list[SeatSpec]) -> list[SeatSpec]:
    """Independent copies (the pause menu changes a seat's controller in place)."""
    return [SeatSpec(s.kind, s.controller, s.name, s.colour) for s in seats]


class TableScene(TableInput, TablePanel, TableRecord, TableDrawing, Beats, Scene):
    """Runs a Match on screen: curtain, turn banner, recap, bot pacing, pause, hint, and a
    generic action panel listing `legal_actions(seat)` as focusable buttons (mouse, keyboard,
    gamepad). Games subclass it in gamebox/games/<id>/scene.py as `class Scene(TableScene)`.

    Helpers a game scene may use: `match`, `seat_name(seat)`, `seat_rgb(seat)`,
    `legal_for(seat)`, `view_for(seat)`, `ring.focused` (the focused panel button; its
    `value` is ``("act", index into legal_for(seat))``), `board_rect`, and `app.cue(name)`.
    """

    LISTED_FIRST: tuple[str, ...] = ()
    """Action kinds the panel lists first (the Grungeon's moves: what a turn is about)."""
    LISTED_LAST: tuple[str, ...] = ()
    """Action kinds the panel lists last (ending a turn: not the first thing a stray
    confirm should do)."""

    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        self.curtain = Curtain(match, app.settings.inactivity_seconds)
        self.ring = FocusRing()
        self.recap: list[str] = []
        self.more_moves: tuple | None = None
        """Moves scrolled out of the panel: (above, below, where the count is written)."""
        self.recap_seat: int | None = None
        self.notice = ""
        self.advice_open = False
        """Whether the hint's box is open beside the board for the eyes on the screen: the
        move a strong bot would make, and why (`advice`; the hint key's first press)."""
        self.hint_open = False
        """Whether every move is listed in words (the hint key's second press)."""
        self.hint_budget = HINT_BUDGET
        """How long the hint thinks (tests give an iteration budget)."""
        self.adviser: Adviser | None = None
        """The hint's search under way, thought a slice per frame (`think_hint`)."""
        self.advice = None
        """The hint for `hint_for`, once thought (an `engine.advice.Advice`)."""
        self.hint_for: tuple | None = None
        """(seat, match revision) the hint is for: it is never kept across seats."""
        self.bot_clock = 0.0
        self.over_clock = 0.0
        self.clock_left: dict[int, float] = {}
        self.clock_epoch: dict[int, tuple] = {}
        """The decision each running clock was started for (`decision_epoch`)."""
        self.clock_sent: dict[int, tuple[tuple, float]] = {}
        """Per seat, the clock its last decision stopped: (decision epoch, seconds left). A
        take-back of that decision starts it again from there, never full (else confirming
        with a second left and taking it back would make every time limit endless)."""
        self._built_for = None
        self._decision: tuple | None = None
        """(eyes, curtain, decision epoch, legal moves) the panel's focus was placed for."""
        self._views: dict = {}
        self._called_before: int | None = None
        self.board_rect = pygame.Rect(0, 0, 1, 1)
        self.action_buttons: list[Button] = []
        self.missing_for = 0.0
        """How long the called seat's gamepad has been missing."""
        self.taught: set[int] = set()
        """Seats that have had the first-turn walkthrough."""
        self.walkthrough: int | None = None
        """The seat whose walkthrough is on screen (shown only to that seat's eyes)."""
        self.seated: list[SeatSpec] = seat_copies(match.seats)
        """The seats as they were set up, before any hand-over from the pause menu: "Play
        again" starts from them (`results.rematch_seats`)."""
        self._clock_unsaved = 0.0
        """Clock time run since the clocks were last written to the autosave."""
        self._saved_record: dict | None = None
        """The table record the autosave holds now (to skip writing the same again)."""
        self.forced_clock = 0.0
        """How long the seat looking has had one quiet legal move (`forced_move`)."""
        self._quiet: tuple | None = None
        """((seat, match revision), whether its only move draws and reveals nothing)."""
        self.forced_off: int | None = None
        """The match revision at a take-back: that decision is not played for the seat again."""
        self.out_told: set[int] = {s for s in self.curtain.human_seats()
                                   if match.state.out_of_game(s)}
        """Seats people play that were told they are out of the game (told once; a save
        restored with a seat already out was told before)."""
        self.out_news = ""
        """"NAME is out of the game" on the curtain, until the next seat lifts it."""
        self.bots_only: str | None = None
        """Once every seat people play is out: ``"ask"`` (Watch or Skip to the end on the
        panel; the bots wait) or ``"watch"`` (they play on at the pace)."""
        self.think_from_settings = match.think is None
        """Whether the hard bots think as long as the settings say (not when the command
        line gave the match a budget of its own)."""
        self.apply_think()
        self.beats_start()

    # ---- hooks a game overrides -------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: dict,
                   seat: int | None) -> None:
        """Draw the game for the eyes of `seat` (None: the public table) inside `rect`,
        from `view` only. The generic board lists the view's fields."""
        u = theme.unit(surface)
        panel(surface, rect, theme.PANEL, alpha=255)
        size = theme.text_px(surface, 2.0)
        step = round(size * 1.45)
        x, y = rect.left + round(2.5 * u), rect.top + round(2.5 * u)
        title = "The table" if seat is None else f"{self.seat_name(seat)}'s view"
        draw_text(surface, title, (x, y), theme.text_px(surface, 2.6), theme.ACCENT, bold=True)
        y += round(step * 1.4)
        key_w = round(rect.width * 0.3)
        for key, value in view.items():
            if y + step > rect.bottom - u:
                break
            draw_text(surface, humanize(str(key)), (x, y), size, theme.MUTED,
                      max_width=key_w - round(u))
            draw_text(surface, self.format_value(value), (x + key_w, y), size, theme.TEXT,
                      max_width=rect.right - x - key_w - round(2 * u))
            y += step

    def action_at(self, pos, legal: list, view: dict, seat: int | None) -> Action | None:
        """The legal action a click at `pos` on the board picks, or None."""
        return None

    def action_label(self, action: Action, seat: int) -> str:
        """Button text for an action."""
        return self.match.state.describe(action, seat)

    def picks_a_number(self, legal: list) -> bool:
        """Whether these moves pick a number (each one whole number, in a run): the panel then
        shows them as rows of number chips (`number_row`) under the prompt, not a list of
        sentences. None does unless the game says so."""
        return False

    def board_highlights(self, action: Action, view: dict, seat: int | None) -> list:
        """Rects on the board to outline when `action` has focus in the panel."""
        return []

    def board_buttons(self, seat: int | None) -> list[Button]:
        """Objects on the board that join the focus ring (the kit's lit targets); none by
        default."""
        return []

    def board_object_at(self, pos) -> bool:
        """Whether `pos` is on an object the board drew (a click there is the board's)."""
        return False

    def point_at(self, seat: int, object_id: str) -> Action | None:
        """The action that pointing at a board object (from the focus ring) plays, or None."""
        return None

    def drop_picked(self) -> bool:
        """Put down an object picked up for a two-step move; False when none is held."""
        return False

    def recap_after(self, shown: list[str], events: list) -> list[str]:
        """The recap lines once the seat looking receives `events` (its own, oldest first)
        with `shown` on screen: by default the lines add up. A game whose log policy keeps
        no history during play overrides it (the Grungeon: each update replaces the last)."""
        return shown + [e.text for e in events if e.text]

    def first_focus(self, legal: list, seat: int) -> int:
        """Which move takes focus when a new decision starts (an index into `legal`): by
        default the first. A game may skip moves its seat can see are pointless (the
        Grungeon: a walk into a wall of the seat's own room); from `view_for(seat)` only."""
        return 0

    def focus_within_decision(self, before: list, index: int, legal: list) -> int:
        """Which move takes focus when the moves change within one decision (a queued
        step, another seat's commit): by default the move at about the same place, so
        Enter lands on a move, never on Hint or Menu because the list shrank."""
        return min(index, len(legal) - 1)

    # ---- helpers ------------------------------------------------------------------------
    @staticmethod
    def format_value(value) -> str:
        if value is None:
            return "\u2014"
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, (list, tuple)):
            return ", ".join(TableScene.format_value(v) for v in value) or "\u2014"
        if isinstance(value, dict):
            return "; ".join(f"{k}: {TableScene.format_value(v)}" for k, v in value.items())
        return str(value)

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name or f"Seat {seat + 1}"

    def seat_rgb(self, seat: int) -> tuple:
        return theme.seat_colour(self.match.seats[seat].colour, seat)

    def seat_role(self, seat: int) -> str:
        """The seat's role in the rules, shown under its name (`Game.seat_roles`; "": none)."""
        roles = self.match.game.seat_roles(len(self.match.seats))
        return roles[seat] if 0 <= seat < len(roles) else ""

    def only_bots_left(self) -> bool:
        """Whether people play some seats and every one of them is out of the game that
        goes on (`GameState.out_of_game`): only bots still play."""
        state = self.match.state
        humans = self.curtain.human_seats()
        return bool(humans) and not state.is_over() \
            and all(state.out_of_game(s) for s in humans)

    def check_out(self) -> None:
        """Tell each seat a person plays, once, that it is out of the game (a moment over
        the board for everyone, and a line on the curtain: it is public), then ask once
        whether to watch the bots or skip to the end when nobody else plays."""
        state = self.match.state
        for seat in self.curtain.human_seats():
            if seat in self.out_told or not state.out_of_game(seat):
                continue
            self.out_told.add(seat)
            word = self.seat_out(seat) or "out"
            self.show_moment(Moment(seat, f"You are {word}: the table goes on without you.",
                                    "loss"))
            self.out_news = f"{self.seat_name(seat)} is out of the game."
            self._built_for = None
        if self.bots_only is None and self.only_bots_left():
            self.bots_only = "ask"
            self.lower()  # nobody's view: the choice is on the public table
            self.ring.index = 0
            self._built_for = None
            self.app.dirty = True

    def skip_to_end(self) -> None:
        """"Skip to the end": the bots play the game out now, quickly (search bots on the
        quick budget), with no step shown and no autosave on the way, then the results.
        Only offered when no person plays any more: nobody sees anything of it but the
        results."""
        from ..engine.search import QUICK

        match = self.match
        match.set_think(QUICK)
        saving, match.on_change = match.on_change, None
        try:
            for _ in range(SKIP_TO_END_DECISIONS):
                if match.state.is_over() or not match.bot_step():
                    break
        finally:
            match.on_change = saving
        self._events_seen = len(match.history)  # none of it plays as steps
        self.end_beats()
        if match.state.is_over():
            self.finish()
        else:
            self.bots_only = "watch"  # stuck bots: watch what they do
            self._built_for = None

    def seat_out(self, seat: int) -> str:
        """A word for a seat that is out of play ("dead", "escaped"), shown on its chip in
        the banner; "" while it plays. Games whose seats can leave play override it."""
        return ""

    def view_for(self, seat: int | None) -> dict:
        """The state's view for `seat`, cached until the match changes."""
        state = self.shown_state()  # the held state while a queue of steps plays
        key = (seat, self.match.revision, id(state))
        view = self._views.get(key)
        if view is None:
            if len(self._views) > 8:
                self._views.clear()
            view = state.view(seat)
            self._views[key] = view
        return view

    def table_for(self, seat: int | None):
        """The state's typed view for `seat` (`GameState.table_view`), cached until the match
        changes, as `view_for` is."""
        state = self.shown_state()
        key = ("table", seat, self.match.revision, id(state))
        table = self._views.get(key)
        if table is None:
            if len(self._views) > 8:
                self._views.clear()
            table = self._views[key] = state.table_view(seat)
        return table

    def legal_for(self, seat: int | None) -> list[Action]:
        """The seat's legal actions as the panel lists them; none while steps or the
        turn-change beat show (nothing is asked before the table has shown what happened and
        whose turn it is). The kinds in `LISTED_FIRST` come first and those in
        `LISTED_LAST` last, the rules' order kept within each; the rules' own list (the one
        bots choose from) is not changed."""
        state = self.match.state
        if seat is None or state.is_over() or seat not in state.to_act() \
                or self.beat_playing():
            return []
        legal = state.legal_actions(seat)
        if not (self.LISTED_FIRST or self.LISTED_LAST):
            return legal
        return sorted(legal, key=lambda a: 0 if a.kind in self.LISTED_FIRST
                      else 2 if a.kind in self.LISTED_LAST else 1)

    def public_log(self, count: int) -> list[str]:
        """The last `count` public events, oldest first (what everyone at the table saw)."""
        out: list[str] = []
        for event in reversed(self.shown_history()):
            if len(out) >= count:
                break
            if event.to is None and event.text:
                out.append(event.text)
        return out[::-1]

    def last_public(self) -> str:
        for event in reversed(self.shown_history()):
            if event.to is None:
                return event.text
        return ""

    # ---- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        """A table that opens on a person's turn with nothing to hide (an open game, or a
        continued one) greets those eyes at once: recap and first-turn walkthrough."""
        if self.curtain.eyes() is not None:
            self.on_eyes_changed()

    def pause(self) -> None:
        """Anything covering the table (pause, a lost pad) drops the curtain first, and the
        clocks, stopped now, are saved: quitting from the menu finds them where they were."""
        self.save_table()
        if self.curtain.private:
            self.lower()
        else:  # nothing private on screen: keep the recap for when the menu closes
            self.close_hint()
            self._built_for = None

    def apply_think(self) -> None:
        """The hard bots think for the settings' time (unless the match has its own)."""
        if self.think_from_settings:
            from ..engine.search import Budget

            self.match.set_think(Budget(ms=self.app.settings.hard_think_ms))

    def resume(self) -> None:
        self.curtain.inactivity = self.app.settings.inactivity_seconds
        self.apply_think()
        self._built_for = None

    def exit(self) -> None:
        """Leaving the table (quit to the launcher, the window closed): save the clocks."""
        self.save_table()

    def lower(self) -> None:
        self.curtain.lower()
        self.forget_private()

    def forget_private(self) -> None:
        self.recap = []
        self.recap_seat = None
        self.notice = ""
        self.close_hint()
        self._built_for = None

    def animating(self) -> bool:
        """Only the hold bar moves smoothly; bots, clocks and the end of the game are driven
        by `update`, which the loop calls ~30 times a second even when idle, and they mark
        the frame dirty when something visible changes."""
        return self.curtain.holding is not None

    def clock_running(self) -> int | None:
        """The seat whose clock ticks now: a timer is on and that seat is looking (not at its
        first-turn guide, which covers part of the board: reading it costs no time)."""
        seat = self.curtain.eyes()
        if seat is None or seat not in self.curtain.humans_to_act() or self.walkthrough == seat \
                or self.beat_playing():
            return None
        if not timer_seconds(self.match, seat):
            return None
        if self.match.state.timeout_action(seat) is None:
            return None
        return seat

    # ---- time -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        state = self.match.state
        if state.is_over():
            self.take_events()
            self.tick_beats(dt)
            if self.beats.playing:
                return  # the final blow plays out before the results
            self.lower()
            self.over_clock += dt
            if self.over_clock >= RESULTS_DELAY:
                self.finish()
            return
        eyes_before = self.curtain.eyes()
        if self.curtain.tick(dt, self.app.input.held):
            self.app.dirty = True
        if self.curtain.eyes() != eyes_before:
            self.on_eyes_changed()
            if self.curtain.looking is not None:
                self.out_news = ""  # the curtain told it
                self.lifted(self.curtain.looking)  # "Pass to NAME" said whose turn it is
            if self.beats.playing:
                self.end_beats()  # its steps were for the eyes that went: the recap tells
        called = self.curtain.called()
        if self.pad_missing(called, dt):
            return
        # what a person's move (or a clock, or a forced move) did plays first (`beats`)
        self.take_events()
        self.keep_shown()
        self.tick_beats(dt)
        self.check_turn()
        self.think_hint()
        if self.beat_playing():
            return  # nobody acts, no clock runs, until the table has shown it all
        self.check_out()
        if self.bots_only == "ask":
            return  # the bots wait for "Watch" or "Skip to the end"
        if called != self._called_before:
            self._called_before = called
            if called is not None:
                self.app.cue("turn")
        if self.match.bot_to_act() is not None or self.match.thinking_seat() is not None:
            self.bot_clock += dt
            if self.bot_clock >= self.app.settings.bot_delay:
                # a search bot thinks a slice per frame, so the table keeps drawing
                eyes, revision = self.curtain.eyes(), self.match.revision
                if self.match.bot_think() != "thinking":
                    self.bot_clock = 0.0  # the pace's beat starts after a seen decision
                if self.match.revision != revision:
                    self.after_change(eyes)
                    self.take_events(by_bot=True)  # its steps play before anything else
                    if self.beat_playing():
                        return
                self.app.dirty = True
        forced = self.forced_move()
        if forced is None:
            self.forced_clock = 0.0
        else:
            self.forced_clock += dt
            if self.forced_clock >= FORCED_BEAT:
                self.forced_clock = 0.0
                self.act(*forced)
        acting = self.curtain.humans_to_act()
        for done in [s for s in self.clock_left if s not in acting]:
            self.clock_left.pop(done, None)  # its decision is over; the next one starts afresh
        seat = self.clock_running()
        if seat is not None:
            epoch = self.decision_epoch(seat)
            if self.clock_epoch.get(seat) != epoch:
                self.clock_epoch[seat] = epoch
                self.clock_left.pop(seat, None)
            before = self.clock_left.get(seat, timer_seconds(self.match, seat))
            left = before - dt
            self.clock_left[seat] = left
            if int(before + 0.999) != int(left + 0.999):
                self.app.dirty = True  # the seconds shown changed
            if left <= 0:
                self.clock_left.pop(seat, None)
                action = state.timeout_action(seat)
                if action is not None and self.act(seat, action):
                    self.match.state.forget_undo()
            else:
                self._clock_unsaved += dt
                if self._clock_unsaved >= CLOCK_SAVE_EVERY:
                    self.save_table()
                    self._clock_unsaved = 0.0

    def decision_epoch(self, seat: int) -> tuple:
        """What makes a new decision for the clock while `seat` stays to act: its time
        allowance, and the phase, round and turn its view names (when the game has them)."""
        view = self.view_for(seat)
        get = view.get if isinstance(view, dict) else (lambda key: None)
        return (timer_seconds(self.match, seat), get("phase"), get("round"), get("turn"))

    PAD_GRACE = 1.5
    """Seconds a called seat's gamepad may be missing before the table stops for it (pads
    that were plugged in before the box started announce themselves after the first frame)."""

    def pad_missing(self, seat: int | None, dt: float) -> bool:
        """Stop the table with "reconnect or switch controller" when the called seat's pad is
        not plugged in; True when it did."""
        source = self.curtain.controller(seat) if seat is not None else "kbd"
        if not source.startswith("pad") or self.app.input.pad_by_source(source) is not None:
            self.missing_for = 0.0
            return False
        self.missing_for += dt
        if self.missing_for < self.PAD_GRACE:
            return False
        from .pause import PadLostScene

        self.missing_for = 0.0
        self.lower()
        self.app.push(PadLostScene(self.app, self, source))
        return True

    def on_eyes_changed(self) -> None:
        """A new pair of eyes is on the screen: show its recap, forget the last one's."""
        self.forget_private()
        self._recap_before = []  # while a queue plays, these eyes' recap grows step by step
        seat = self.curtain.eyes()
        if seat is not None:
            self.recap = self.recap_after([], self.match.take_recap(seat))
            self.recap_seat = seat
            if seat not in self.taught and seat in self.curtain.humans_to_act():
                self.taught.add(seat)
                if self.first_time(seat):
                    self.walkthrough = seat

    def first_time(self, seat: int) -> bool:
        """Whether the person in `seat` plays this game for the first time on this box (by
        name): then the first-turn guide shows, and the name is remembered in the settings."""
        guided = self.app.settings.guided.setdefault(self.match.game.id, [])
        name = self.seat_name(seat)
        if name in guided:
            return False
        guided.append(name)
        self.app.save_settings()
        return True

    def after_change(self, eyes_before: int | None) -> None:
        """After any action: recap lines for the seat looking, and a fresh panel."""
        self._built_for = None
        self.app.dirty = True
        self._recap_before = list(self.recap)  # what the recap held before (`beats`)
        if self.curtain.private and self.curtain.looking is not None \
                and self.curtain.looking not in self.curtain.humans_to_act() \
                and len(self.curtain.human_seats()) > 1:
            self.lower()
        if self.curtain.eyes() != eyes_before:
            self.on_eyes_changed()
        elif self.recap_seat is not None:
            self.recap = self.recap_after(self.recap, self.match.take_recap(self.recap_seat))
            self.recap = self.recap[-12:]

    def act(self, seat: int, action: Action) -> bool:
        """Send one decision through the match; a refusal is shown to the seat, not raised."""
        eyes = self.curtain.eyes()
        try:
            events = self.match.act(seat, action)
        except IllegalAction as exc:
            self.notice = exc.message
            self.app.cue("failure")
            self.app.dirty = True
            return False
        self.notice = ""
        if seat not in self.curtain.humans_to_act() and seat in self.clock_left:
            self.clock_sent[seat] = (self.clock_epoch.get(seat), self.clock_left.pop(seat))
        # A seat still to act (queueing several steps of one turn) keeps its running clock:
        # restarting it on every step would let queue-and-clear stall the table for ever.
        if self.walkthrough == seat:
            self.walkthrough = None
        if self.heard(events) or seat not in self.curtain.humans_to_act():
            self.app.cue("success")
        self.after_change(eyes)
        return True

    def heard(self, events) -> bool:
        """Whether the whole room may hear a sound for a decision that made `events`. In a
        game with hidden information, a step nobody else sees (a queued Grungeon move, or
        its take-back) makes none: a sound per step would let everyone count them."""
        return not self.match.game.hidden_information or shows_table(events)

    def finish(self) -> None:
        """The game is over: the autosave has done its job; show the results."""
        from .results import ResultsScene

        if self.match.autosave_path is not None:
            try:
                retire(self.match.autosave_path)
            except OSError:
                pass  # the save stays in the continue list, which offers to view it
        self.app.cue("big")
        self.app.replace(ResultsScene(self.app, self.match, seated=self.seated,
                                      taught=self.taught))

    # ---- the hint -------------------------------------------------------------------------------
    def press_hint(self) -> None:
        """The hint key: the advice box beside the board (the move a strong bot would make,
        and why), then every move in words, then closed."""
        if self.advice_open:
            self.advice_open, self.hint_open = False, True
        elif self.hint_open:
            self.close_hint()
        else:
            self.advice_open = True
        self.app.dirty = True

    def close_hint(self) -> None:
        """Close the hint and forget it: it was for these eyes and this decision only."""
        self.advice_open = self.hint_open = False
        self.adviser = self.advice = self.hint_for = None

    def think_hint(self) -> None:
        """One frame's slice of the hint's search (`engine.advice.Adviser`), for the seat
        looking while it is to act; a new decision (the match changed) is thought afresh.
        Once thought, its move takes the focus, which lights its targets on the board, so
        confirm plays it."""
        seat = self.curtain.eyes()
        if not self.advice_open or seat is None \
                or seat not in self.curtain.humans_to_act():
            return
        legal = self.legal_for(seat)
        if not legal:
            return  # steps or the turn banner play: nothing is asked yet
        key = (seat, self.match.revision)
        if self.hint_for != key:
            seen = [e for e in self.match.history if e.visible_to(seat)]
            self.hint_for, self.advice = key, None
            self.adviser = Adviser(self.match.game, self.match.state, seat, seen,
                                   self.hint_budget)
        if self.advice is not None or self.adviser is None:
            return
        if not self.adviser.run(THINK_SLICE):
            self.app.dirty = True  # the loop keeps turning (no idle sleep) while it thinks
            return
        self.advice = self.adviser.advice()
        self.adviser = None
        if self.advice.action in legal:
            self.layout()
            self.ring.index = legal.index(self.advice.action)
            self._built_for = None
        self.app.dirty = True

    # ---- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface)
        waiting = self.curtain.down_for()
        if waiting is not None and art.image("curtain.png") is not None:
            self.draw_curtain(surface, waiting)  # the drape covers the whole window
            return
        banner, board, side = self.regions(surface)
        surface.blit(self.backdrop(surface, banner, side), (0, 0))
        seat = self.curtain.eyes()
        view = self.view_for(seat)
        self.draw_board(surface, board, view, seat)
        if self.shake > 0:
            moments.shake(surface, board, self.shake)
        focused = self.ring.focused
        if focused is not None and focused.value[0] == "act" and seat is not None:
            legal = self.legal_for(seat)
            if focused.value[1] < len(legal):
                for rect in self.board_highlights(legal[focused.value[1]], view, seat):
                    pygame.draw.rect(surface, theme.FOCUS, rect,
                                     width=max(2, round(theme.unit(surface) * 0.35)),
                                     border_radius=round(theme.unit(surface) * 0.6))
        self.draw_banner(surface, banner)
        self.draw_side(surface, side, seat)
        if self.hint_open and seat is not None:
            self.draw_hint(surface, board, seat)  # every move in words (the game's list)
        elif self.walkthrough is not None and self.walkthrough == seat:
            self.draw_walkthrough(surface, board, seat)
        self.draw_beats(surface, board, seat)
        if waiting is not None:
            self.draw_curtain(surface, waiting)
