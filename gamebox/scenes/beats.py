"""Beats: what an action did, played out one step at a time; moments; whose turn it is now.

Applying one action can do a lot at once (a Guts spew that makes a spew, a swallow that fires
a power, a Grungeon turn that hits several seats). The rules have done it all by the time the
table hears of it: the state is already at the end. The table plays the action's events as a
queue of `Step`s, one at a time at the pace the settings choose (`Settings.pace`), each with
its caption, its pieces flying from zone to zone, the game's flashed words and a sound.

**Design: the board holds the view as it was before the queue until the queue drains.**
The table keeps a copy of the state as it was last shown (`GameState.clone`, taken whenever
no queue plays: microseconds for both shipped games) and draws every view from it while
steps play; the steps themselves add only what they show (a caption, a card in flight, a card
that landed). When the queue drains the new view appears at once. Drawing "the view as of each
step" would need the rules to stop between the events of one action, which no game's `apply`
does, and rebuilding intermediate states outside the rules would be a second rules path. The
held view was already on screen, so it reveals nothing; each step shows one event the seat
looking may see (`Event.visible_to`), so nothing shows before its turn in the queue. The
recap, the banner's last event and the public log are held the same way (`told_upto`).
While steps play nobody is asked anything: the panel lists no moves, bots do not act, the
clock does not run and forced moves wait; confirm, Skip (K / Y) or a click hurry to the end.

A **moment** (`engine.events.Moment`) is an event a game marks as happening *to* a seat
(`moments` hook): shown big to that seat's eyes (a banner, a shake, a sound). It reaches only
its seat, and only when that seat may see the event; on the public table of a game without
hidden information (everyone's eyes) a public event's moment is shown with the seat's name.

The **turn-change beat**: when the screen comes to a human seat for a new turn (another seat
before, or the same person keeping the screen into their next turn), a banner with the seat's
name in its colour shows for a short beat before anything is asked; confirm skips it. A seat
that has just lifted its curtain ("Pass to NAME" said it already) gets none.

A **flip** (`Flip`, from the `flips` hook) turns several face-down cards over together
where they lie on the held view (GGT's Test: both cards at once): each card narrows to its
edge as a back and widens again as its face. A step that flips lasts long enough to see the
faces; the faces stay over the held view until the queue drains (a hurry ends them at once).

At the "instant" pace none of this waits: all events land at once, as the table always did.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..engine.events import Event, Moment

TURN_BEAT_STEPS = 1.6
"""The turn-change beat lasts this many steps of the pace."""
MOMENT_STEPS = 2.2
"""A step that carries a moment for the eyes on the screen lasts this many steps."""
MOMENT_SECONDS = 1.8
"""How long a moment's banner stays (at any pace but instant, where it goes with the move)."""
SHAKE_SECONDS = 0.4
"""How long the board shakes for a ``hit`` moment."""
MOMENT_CUES = {"hit": "failure", "loss": "failure", "gain": "success", "threat": "turn"}
"""The sound of a moment, by its kind."""
FLIP_SECONDS = 0.5
"""How long face-down cards take to turn over (a flip)."""
FLIP_HOLD = 3.0
"""A flip started with no queue to hold it (the instant pace) stays this many turns long."""


@dataclass(frozen=True)
class Flip:
    """Face-down cards turned over together where they lie: the places of `zone` as the
    table last drew them, from `first` on (None: the last ``len(faces)`` places), each turned
    to the face at its index in `faces`.

    >>> Flip("test", ({"name": "7"}, {"name": "K"}), first=2).first
    2
    """

    zone: str
    faces: tuple[Mapping[str, Any], ...]
    """The faces they show once turned (what the event reveals to the seat looking)."""
    first: int | None = None


@dataclass
class Step:
    """One step of a queue: what one event (or one line of it) shows."""

    index: int
    """Its event's place in `Match.history` (what has been told once it starts)."""
    caption: str
    """The line shown over the board while it plays ("" for a step that only moves)."""
    moves: tuple = ()
    """The pieces it flies (`GameState.moves` for the seat looking)."""
    flashes: tuple = ()
    """Words over places (`KitBoard.flashes`)."""
    moment: Moment | None = None
    """What it does to the seat looking, if anything."""
    flips: tuple = ()
    """Face-down cards it turns over together (`Flip`)."""
    seconds: float = 0.0
    """How long it stays on screen."""


@dataclass
class BeatQueue:
    """The steps still to play and the one playing (no pygame, no match: a plain queue).

    >>> q = BeatQueue()
    >>> q.add([Step(0, "a", seconds=1.0), Step(1, "b", seconds=1.0)])
    >>> [s.caption for s in q.tick(0.0)], q.current.caption
    (['a'], 'a')
    >>> [s.caption for s in q.tick(1.0)], q.current.caption
    (['b'], 'b')
    >>> q.hurry(); q.playing
    False
    """

    waiting: list[Step] = field(default_factory=list)
    current: Step | None = None
    age: float = 0.0
    """Seconds the current step has been on screen."""
    told: list[Step] = field(default_factory=list)
    """The steps started since the queue was last empty, oldest first."""

    @property
    def playing(self) -> bool:
        return self.current is not None or bool(self.waiting)

    def add(self, steps: list[Step]) -> None:
        self.waiting.extend(steps)

    def tick(self, dt: float) -> list[Step]:
        """Let `dt` seconds pass; the steps that start now (at most one per call, so each
        gets at least one frame on screen)."""
        if self.current is not None:
            self.age += dt
            if self.age < self.current.seconds:
                return []
            self.current = None
        if not self.waiting:
            return []
        self.current = self.waiting.pop(0)
        self.age = 0.0
        self.told.append(self.current)
        return [self.current]

    def hurry(self) -> None:
        """Everything still to play is done: the queue is empty."""
        self.waiting = []
        self.current = None
        self.age = 0.0

    @property
    def progress(self) -> tuple[int, int]:
        """(steps started, steps in all) since the queue was last empty."""
        return len(self.told), len(self.told) + len(self.waiting)


class Beats:
    """The table's queue of steps, moments and turn-change beat (mixed into `TableScene`).

    Hooks a game may override: `moments(event)`, `step_captions(event, seat)`,
    `turn_of(seat)` and `beats_drained(told)`."""

    def beats_start(self) -> None:
        """Call from `TableScene.__init__`."""
        self.beats = BeatQueue()
        self._events_seen = len(self.match.history)
        """How much of the match's history the table has taken in."""
        self.told_upto = len(self.match.history)
        """How much of the history has been shown (a queue tells it step by step)."""
        self._shown_state = None
        self._shown_revision = -1
        self._shown_events = -1
        """A copy of the state as last shown (the revision and the length of the history
        it is of), held while a queue plays."""
        self.held = None
        """The state drawn while a queue plays, else None (draw the match's own)."""
        self._recap_before: list[str] = []
        self.recap_hold: list[str] | None = None
        """The recap as it was before the queue started, while it plays."""
        self.moment: list | None = None
        """[Moment, seconds shown] on screen now."""
        self.shake = 0.0
        """Seconds of shaking left."""
        self.turn_beat: list | None = None
        """[seat, seconds shown, seconds in all] of the turn-change beat on screen."""
        self._announced: tuple | None = None
        """(seat, turn) the last turn-change beat was for."""
        self.flipping: list[list] = []
        """Flips on screen: [faces, rects where they lie, seconds shown]."""

    # ---- hooks ------------------------------------------------------------------------
    def moments(self, event: Event) -> tuple[Moment, ...]:
        """What `event` does to a seat, to show big to that seat (none by default). The
        table shows only those of the seat looking, and only when it may see `event`."""
        return ()

    def step_captions(self, event: Event, seat: int | None) -> list[str]:
        """The lines `event` plays as, one step each (by default its text as one step;
        the Grungeon plays a turn's report line by line)."""
        return [event.text] if event.text else []

    def turn_of(self, seat: int) -> tuple:
        """What makes a new turn for `seat` while it keeps the screen: by default the
        round, turn and current seat its view names (when the game has them)."""
        view = self.view_for(seat)
        get = view.get if isinstance(view, dict) else (lambda key: None)
        return (get("round"), get("turn"), get("current"))

    def beats_drained(self, told: list[Step]) -> None:
        """The queue has played out (or was hurried); `told` are the steps it showed."""

    def flips(self, event: Event, seat: int | None) -> tuple[Flip, ...]:
        """The face-down cards `event` turns over together for `seat`'s eyes (none by
        default; only asked of an event that seat may see)."""
        return ()

    # ---- the kit's part (`KitBoard` flies the moves) -------------------------------------
    def fly_step(self, step: Step, held: bool) -> None:
        """Start a step's flights and flashes; `held`: the board holds the old view."""

    def fly_at_once(self, steps: list[Step]) -> None:
        """Every step's flights at once, over the new view (the instant pace)."""

    # ---- state -----------------------------------------------------------------------
    @property
    def pace(self) -> float:
        return self.app.settings.step_seconds

    def beat_playing(self) -> bool:
        """Whether the table is showing steps or whose turn it is (nothing is asked)."""
        return self.beats.playing or self.turn_beat is not None

    def shown_state(self):
        """The state every view is drawn from: the held copy while a queue plays."""
        return self.held if self.held is not None else self.match.state

    def shown_history(self) -> list[Event]:
        """The events told so far (all of them unless a queue plays)."""
        history = self.match.history
        if not self.beats.playing or self.told_upto >= len(history):
            return history
        return history[:self.told_upto]

    def moment_for_eyes(self, moment: Moment, event: Event, eyes: int | None) -> bool:
        """Whether `moment` may be shown to the eyes on the screen: its own seat looking at
        an event it may see, or (a game without hidden information, on the public table)
        a public event's moment of a seat a person plays."""
        if moment.seat == eyes:
            return event.visible_to(eyes)
        return (eyes is None and event.to is None and not self.match.game.hidden_information
                and moment.seat not in self.match.bots)

    # ---- taking events in -----------------------------------------------------------------
    def take_events(self, by_bot: bool = False) -> None:
        """Queue what the match did since the last call. A person's own move that shows at
        most one step plays at once (their click already said it), as does everything at
        the instant pace or behind a curtain."""
        history = self.match.history
        if len(history) < self._events_seen:  # a take-back: nothing plays back
            self._events_seen = len(history)
            self.end_beats()
            return
        start = self._events_seen
        if start == len(history):
            return
        self._events_seen = len(history)
        eyes = self.curtain.eyes()
        steps: list[Step] = []
        for index in range(start, len(history)):
            event = history[index]
            if event.visible_to(eyes):
                steps += self.make_steps(index, event, eyes)
        hold = self.pace > 0 and self.curtain.down_for() is None and steps \
            and (by_bot or len(steps) > 1 or self.beats.playing)
        if hold and not self.beats.playing:
            if self._shown_state is None or self._shown_events != start:
                # the copy kept is not of the state just before these events (none kept
                # yet): holding it would show an older table, so all lands at once
                hold = False
            else:
                self.held = self._shown_state
                self.recap_hold = list(self._recap_before)
                self.told_upto = start
        if not hold:
            self.fly_at_once(steps)
            for step in steps:
                self.start_flips(step)
                if step.moment is not None:
                    self.show_moment(step.moment)
            if not self.beats.playing:
                self.told_upto = len(history)
            return
        self.beats.add(steps)
        self._built_for = None  # the panel asks nothing while steps play
        self.app.dirty = True

    def make_steps(self, index: int, event: Event, eyes: int | None) -> list[Step]:
        """The steps `event` plays as for `eyes` (none when it shows nothing). Each moment
        for these eyes goes with the line that tells it (a caption equal to its headline),
        else with the event's last line."""
        moves = tuple(self.match.state.moves(event, eyes))
        flashes = tuple(self.flashes(event, eyes))
        mine = [m for m in self.moments(event) if self.moment_for_eyes(m, event, eyes)]
        flips = tuple(self.flips(event, eyes))
        captions = self.step_captions(event, eyes)
        if not captions and (moves or flashes or mine or flips):
            captions = [""]
        steps = [Step(index, caption, moves if n == 0 else (), flashes if n == 0 else (),
                      flips=flips if n == 0 else ()) for n, caption in enumerate(captions)]
        for moment in mine:
            at = next((s for s in steps if s.caption == moment.headline and s.moment is None),
                      steps[-1])
            at.moment = at.moment or moment
        for step in steps:
            step.seconds = self.pace * (MOMENT_STEPS if step.moment is not None else 1.0)
            if step.flips:  # long enough to see the faces once turned
                step.seconds = max(step.seconds, FLIP_SECONDS * 2.5)
        return steps

    def flashes(self, event, seat: int | None) -> tuple:
        return ()

    # ---- time ------------------------------------------------------------------------------
    def tick_beats(self, dt: float) -> None:
        """Advance the moment, the shake, the turn-change beat and the queue."""
        if self.moment is not None:
            self.moment[1] += dt
            if self.moment[1] >= max(MOMENT_SECONDS, self.pace * MOMENT_STEPS):
                self.moment = None
            self.app.dirty = True
        if self.shake > 0:
            self.shake = max(0.0, self.shake - dt)
            self.app.dirty = True
        if self.turn_beat is not None:
            self.turn_beat[1] += dt
            if self.turn_beat[1] >= self.turn_beat[2]:
                self.turn_beat = None
                self._built_for = None
            self.app.dirty = True
        if self.flipping:
            for flip in self.flipping:
                flip[2] += dt
            # held by the queue; else (the instant pace) for a few turns' time
            if not self.beats.playing:
                self.flipping = [f for f in self.flipping if f[2] < FLIP_SECONDS * FLIP_HOLD]
            self.app.dirty = True
        if self.beats.playing:
            for step in self.beats.tick(dt):
                self.start_step(step)
            if not self.beats.playing:
                self.end_beats()
            self.app.dirty = True

    def start_step(self, step: Step) -> None:
        self.told_upto = max(self.told_upto, step.index + 1)
        self.fly_step(step, held=True)
        self.start_flips(step)
        if step.moment is not None:
            self.show_moment(step.moment)
        else:
            self.app.cue("click")

    def show_moment(self, moment: Moment) -> None:
        self.moment = [moment, 0.0]
        if moment.kind == "hit":
            self.shake = SHAKE_SECONDS
        self.app.cue(MOMENT_CUES.get(moment.kind, "turn"))
        self.app.dirty = True

    # ---- flips ---------------------------------------------------------------------------
    def start_flips(self, step: Step) -> None:
        """Start `step`'s flips where the last frame drew their places (the held view)."""
        for flip in step.flips:
            rects = self.flip_rects(flip)
            if rects:
                self.flipping.append([flip.faces, rects, 0.0])
                self.app.dirty = True

    def flip_rects(self, flip: Flip) -> list:
        """Where `flip`'s cards lie: the places the kit board last drew in its zone, in
        drawing order, from `Flip.first` on; past the last place drawn, more to its right
        (a card played in the same move was never drawn face down)."""
        area = getattr(self, "zone_areas", {}).get(flip.zone)
        if area is None:
            return []
        places = [r for r in getattr(self, "hits", {}).values() if area.contains(r)]
        if not places:
            return []
        n = len(flip.faces)
        first = max(0, len(places) - n) if flip.first is None else flip.first
        rects = [r.copy() for r in places[first:first + n]]
        last = rects[-1] if rects else places[-1]
        while len(rects) < n:
            last = last.move(last.width + max(4, last.width // 10), 0)
            rects.append(last)
        return rects

    def draw_flips(self, surface) -> None:
        """The flips on screen, over the zones (the kit board calls it)."""
        from ..ui.moments import draw_flip

        for faces, rects, age in self.flipping:
            draw_flip(surface, rects, faces, self.look, age / FLIP_SECONDS)

    def end_beats(self) -> None:
        """The queue is done (played out, hurried, or a take-back): the new view shows."""
        told = list(self.beats.told)
        self.flipping = []
        self.beats.hurry()
        self.beats.told = []
        self.held = None
        self.recap_hold = None
        self.told_upto = len(self.match.history)
        self._built_for = None
        self.app.dirty = True
        self.keep_shown()  # a bot may act in this very frame: hold from here, not before
        self.beats_drained(told)

    def hurry(self) -> bool:
        """Confirm, Skip or a click while steps or the turn beat show: straight to the end.
        True when there was something to hurry."""
        if self.beats.playing:
            self.end_beats()
            return True
        if self.turn_beat is not None:
            self.turn_beat = None
            self._built_for = None
            self.app.dirty = True
            return True
        return False

    def keep_shown(self) -> None:
        """While no queue plays, keep a copy of the state as shown (to hold when one
        starts); only when the pace holds anything."""
        if self.beats.playing or self.pace <= 0 or self._shown_revision == self.match.revision:
            return
        self._shown_state = self.match.state.clone()
        self._shown_revision = self.match.revision
        self._shown_events = len(self.match.history)

    def check_turn(self) -> None:
        """Start the turn-change beat when the screen serves a human seat in a new turn."""
        if self.beats.playing or self.match.state.is_over():
            return
        eyes = self.curtain.eyes()
        if eyes is None or eyes not in self.curtain.humans_to_act() \
                or self.curtain.down_for() is not None:
            return
        key = (eyes, self.turn_of(eyes))
        if key == self._announced:
            return
        self._announced = key
        if self.pace > 0:
            self.turn_beat = [eyes, 0.0, self.pace * TURN_BEAT_STEPS]
            self._built_for = None
            self.app.cue("turn")
            self.app.dirty = True

    def lifted(self, seat: int) -> None:
        """A seat lifted its curtain: "Pass to NAME" has said whose turn it is."""
        self._announced = (seat, self.turn_of(seat))
