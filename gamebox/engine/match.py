"""A match as the app and the simulator run it: a state, its seats, bots, recaps, autosave.

The scenes talk to a `Match`, never to the rules directly, so every path (a click, a pad, a
bot, a replayed save) goes through the same `act`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from pathlib import Path
from typing import Callable

from .bots import OLD_LEVELS, Bot, level_named
from .protocol import Action, Event, Game, GameState, IllegalAction

SEAT_COLOURS = ("#e4572e", "#29b6f6", "#ffc914", "#76b041", "#b07bd6", "#f28ab2")
_LISTENS = attrgetter("listens")
THINK_SLICE = 0.006
"""Seconds of a search bot's thinking per `Match.bot_think` call: a frame's share that leaves a
60 fps frame time for the table to draw."""
SECRET_STEPS_AT_ONCE = 64
"""At most this many secret decisions of one bot follow each other in one `bot_step` (a bound
for a bot that would queue and clear for ever)."""


def shows_table(events: list[Event]) -> bool:
    """Whether any of `events` is public: the table sees that something happened."""
    for event in events:
        if event.to is None:
            return True
    return False


@dataclass
class SeatSpec:
    """Who sits in a seat: a human on a controller, or a bot at a level."""

    kind: str = "human"
    """``human`` or ``bot``."""
    controller: str = "kbd"
    """For humans: ``kbd`` (keyboard and mouse) or ``padN``; for bots: the level."""
    name: str = ""
    colour: str = ""

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    @property
    def level(self) -> str:
        return self.controller if self.is_bot else ""

    def to_text(self) -> str:
        return f"{self.kind}:{self.controller}"

    def to_json(self) -> dict:
        return {"kind": self.kind, "controller": self.controller, "name": self.name,
                "colour": self.colour}

    @classmethod
    def from_json(cls, data: dict) -> "SeatSpec":
        """A seat as saved; a bot level of an earlier version as the level it became
        (`bots.OLD_LEVELS`: an ``expert`` seat of an old save is a hard one)."""
        kind, controller = str(data["kind"]), str(data["controller"])
        if kind == "bot":
            controller = OLD_LEVELS.get(controller, controller)
        return cls(kind, controller, str(data.get("name", "")), str(data.get("colour", "")))


def parse_seat(text: str) -> SeatSpec:
    """``human:kbd``, ``human:pad1``, ``bot:hard``, or just ``bot`` / ``human``.

    A level's old name is read as the level it became (``bot:expert`` is ``bot:hard``, the
    search bot: `bots.OLD_LEVELS`).

    >>> parse_seat("bot:hard").level
    'hard'
    >>> parse_seat("bot:expert").to_text()
    'bot:hard'
    """
    kind, _, ctrl = text.strip().partition(":")
    kind = kind.lower()
    if kind == "bot":
        ctrl = level_named(ctrl or "normal")
    elif kind == "human":
        ctrl = ctrl or "kbd"
        if ctrl != "kbd" and not (ctrl.startswith("pad") and ctrl[3:].isdigit()):
            raise ValueError(f"controller {ctrl!r} is not kbd or padN (pad1, pad2...)")
    else:
        raise ValueError(f"seat {text!r} must start with human or bot")
    return SeatSpec(kind, ctrl)


def make_bot(game: Game, seat: int, level: str, seed: int, think=None) -> Bot:
    """`game.make_bot`, then the search budget `think` (when one is set) for a bot that
    searches (the ``hard`` level of a game with a search bot). A game without one (the
    protocol's default bots) takes no budget, and its hard bot decides at once."""
    bot = game.make_bot(seat, level, seed)
    if think is not None and bot.searches:
        bot.budget = think
    return bot


def parse_seats(spec: str) -> list[SeatSpec]:
    """A comma-separated seat list, as on the command line."""
    return [parse_seat(part) for part in spec.split(",") if part.strip()]


@dataclass
class Match:
    """A running game with its seats; the single entry point for decisions."""

    game: Game
    seats: list[SeatSpec]
    state: GameState
    bots: dict[int, Bot] = field(default_factory=dict)
    unseen: dict[int, list[Event]] = field(default_factory=dict)
    """Per seat, its events since it last looked (the recap)."""
    history: list[Event] = field(default_factory=list)
    """Every event, for the results screen's story (never shown during play if hidden)."""
    on_change: Callable[["Match"], None] | None = None
    """Called after every applied action (autosave)."""
    autosave_path: Path | None = None
    """The file the match autosaves to, once `saves.enable_autosave` set it up."""
    history_marks: list[int] = field(default_factory=list)
    """For each logged action, how long `history` was before it (to take its events back)."""
    revision: int = 0
    """Counts the match's changes (every action and every take-back). Screens key what they
    keep on it: a log length comes back after a take-back, with another position behind it."""
    dropped_options: list[str] = field(default_factory=list)
    """Options its save named that the game no longer has, left out when `saves.load_match`
    rebuilt it (the launcher says so before the game goes on)."""
    think: object = None
    """How long its search bots (level ``hard``) think per decision: an
    `engine.search.Budget`, or None for the default (a second)."""
    pending: list | None = field(default=None, repr=False)
    """A search bot's decision under way (`bot_think`): [seat, its `Search`, secret steps made
    in a row]; never saved (see `bot_think`)."""

    @classmethod
    def start(cls, game: Game, seats: list[SeatSpec], options: dict | None = None,
              seed: int = 0, content=None, undo: bool = False, think=None) -> "Match":
        names = game.seat_names(len(seats))
        for i, spec in enumerate(seats):
            spec.name = spec.name or names[i]
            spec.colour = spec.colour or SEAT_COLOURS[i % len(SEAT_COLOURS)]
        state = game.new_state(len(seats), options, seed, content, [s.name for s in seats])
        state.undo_enabled = undo
        match = cls(game, seats, state)
        match.think = think
        match.bots = {i: make_bot(game, i, s.level, seed, think)
                      for i, s in enumerate(seats) if s.is_bot}
        match.unseen = {i: [] for i in range(len(seats))}
        match._deliver(state.initial_events())
        return match

    def _deliver(self, events: list[Event]) -> None:
        self.history.extend(events)
        bots = self.bots
        if len(bots) == len(self.unseen) and not any(map(_LISTENS, bots.values())):
            return  # bots in every seat, none of them listening (most simulations)
        public = True
        for event in events:
            if event.to is not None:
                public = False
                break
        for seat, pending in self.unseen.items():
            bot = bots.get(seat)
            if bot is not None and not bot.listens:
                continue
            # most actions make only public events: no need to filter them seat by seat
            mine = events if public else [e for e in events if e.visible_to(seat)]
            if not mine:
                continue
            if bot is None:
                pending.extend(mine)
            else:
                bot.observe(mine)

    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply a seat's decision (checked), tell every seat what it may see, autosave."""
        return self._after(self.state.apply(seat, action))

    @classmethod
    def replay(cls, game: Game, seats: list[SeatSpec], options: dict | None, seed: int,
               content, log: list, undo: bool = False, think=None) -> "Match":
        """A match rebuilt from its action log (a save, an undo).

        Bots think through their own logged turns again (their choice is discarded: the log
        decides), so their memory and their randomness end where the original's did, and a
        resumed game goes on exactly as it would have.
        """
        match = cls.start(game, seats, options, seed, content, undo, think)
        for seat, action in log:
            match.replay_entry(seat, action)
        return match

    def replay_entry(self, seat: int, action: Action) -> list[Event]:
        """Apply one logged action (checked), letting a bot in that seat think it through."""
        bot = self.bots.get(seat)
        if bot is not None and seat in self.state.to_act() and not self.state.is_over():
            if bot.searches:  # its decisions draw from fresh generators: no search again
                bot.skip(self.state, self.state.legal_actions(seat))
            else:
                self.bot_choice(bot, seat, self.state.legal_actions(seat))
        return self.act(seat, action)

    def can_undo(self, seat: int) -> bool:
        """Whether a human seat may take back its last decision now (see `GameState.undo`)."""
        return seat not in self.bots and self.state.can_undo(seat)

    def undo(self, seat: int) -> list[Event]:
        """Take back `seat`'s last decision: the state, its events, and what the bots saw.

        Returns the events taken back (oldest first), for a screen that showed them."""
        if seat in self.bots:
            raise IllegalAction("A bot's decisions are not taken back.")
        self.state.undo(seat)
        self.pending = None
        self.revision += 1
        mark = self.history_marks[len(self.state.log)]
        del self.history_marks[len(self.state.log):]
        taken_back = self.history[mark:]
        undone = {id(e) for e in taken_back}
        del self.history[mark:]
        for pending in self.unseen.values():
            pending[:] = [e for e in pending if id(e) not in undone]
        if self.bots:
            # the bots saw the events taken back: they forget them by thinking the game over
            again = Match.replay(self.game, self.seats, self.state.options, self.state.seed,
                                 self.state.content, self.state.log, think=self.think)
            self.bots = again.bots
        if self.on_change:
            self.on_change(self)
        return taken_back

    def _after(self, events: list[Event]) -> list[Event]:
        self.revision += 1
        self.history_marks.append(len(self.history))
        self._deliver(events)
        if self.on_change:
            self.on_change(self)
        return events

    def bot_to_act(self) -> int | None:
        """A bot seat that may act now, if any."""
        for seat in self.state.to_act():
            if seat in self.bots:
                return seat
        return None

    def bot_choice(self, bot: Bot, seat: int, legal: list[Action]) -> Action:
        """What `bot`, in `seat` (to act), picks from `legal`: without the view when it can
        (`Bot.choose_unseen`), else from the view."""
        if bot.searches:
            return bot.decide(self.state, legal)
        action = bot.choose_unseen(legal)
        if action is None:
            action = bot.choose(self.state.view(seat), legal)
        return action

    def bot_step(self, single: bool = False) -> bool:
        """Let one bot decide; False when no bot is to act.

        In a game with hidden information a decision that shows the public table nothing
        (no public event: a Grungeon bot queueing a move) is followed at once by the same
        bot's next one, until one the table sees (its commit). The table gives each
        `bot_step` one beat of the bot pace, so a beat per secret step would let everyone
        count a bot's queued actions with a watch. With `single`, exactly one decision is
        made (the simulator's `--check` checks the state after every one); the bots decide
        the same either way.
        """
        seat = self.bot_to_act()
        if seat is None or self.state.is_over():
            return False
        events = self._bot_decide(seat)
        if self.game.hidden_information and not single:
            state = self.state
            for _ in range(SECRET_STEPS_AT_ONCE):
                if state.is_over() or seat not in state.to_act() or shows_table(events):
                    break
                events = self._bot_decide(seat)
        return True

    def bot_think(self, seconds: float = THINK_SLICE) -> str:
        """One frame's share of a bot's decision, for a screen that keeps its frame rate:
        ``"idle"`` (no bot to act), ``"thinking"`` (a search bot is on it: call again next
        frame, and show that it thinks) or ``"acted"`` (as after one `bot_step`: a decision
        the table sees was made; start the bot pace's beat).

        A bot that decides at once takes its whole `bot_step` here. A search bot's search
        runs `seconds` at a time and waits in `pending` between calls; its choice is applied
        once the budget is spent, if the seat is still to act with the same legal actions
        (else it is dropped, and the next call thinks again). As in `bot_step`, a decision
        the table does not see (a Grungeon queue) is followed by the same bot's next one,
        each thought in slices. Nothing under way is in the state: quitting or saving
        mid-thought loses nothing, and a resumed game thinks that decision again from the
        same draws (a search bot counts a decision when it is made)."""
        state = self.state
        pending = self.pending
        if pending is None:
            seat = self.bot_to_act()
            if seat is None or state.is_over():
                return "idle"
            bot = self.bots[seat]
            if not bot.searches:
                self.bot_step()
                return "acted"
            pending = self.pending = [seat, bot.begin(state, state.legal_actions(seat)), 0]
        seat, job, steps = pending
        if not job.run(seconds):
            return "thinking"
        self.pending = None
        bot = self.bots.get(seat)
        still = not state.is_over() and seat in state.to_act()
        legal = state.legal_actions(seat) if still else []
        if bot is None or not bot.searches or list(legal) != job.legal:
            return "thinking"  # the table moved on meanwhile: think again from here
        events = self._after(state.apply_unchecked(seat, bot.finish(job)))
        if (self.game.hidden_information and not shows_table(events) and not state.is_over()
                and seat in state.to_act() and steps + 1 < SECRET_STEPS_AT_ONCE):
            self.pending = [seat, bot.begin(state, state.legal_actions(seat)), steps + 1]
            return "thinking"
        return "acted"

    def set_think(self, think) -> None:
        """Give the match's search bots the budget `think` (an `engine.search.Budget`) from
        their next decision on: the thinking time the settings choose."""
        self.think = think
        for bot in self.bots.values():
            if bot.searches:
                bot.budget = think

    def thinking_seat(self) -> int | None:
        """The seat whose search bot is thinking now (`bot_think`), or None."""
        return self.pending[0] if self.pending else None

    def moves_seen(self) -> int:
        """How many logged decisions the public table saw being made: those that made a
        public event (every one in a game without hidden information). A count of the whole
        log would tell everyone how many secret steps were taken (the launcher's Continue
        button shows this count)."""
        log_length = len(self.state.log)
        if not self.game.hidden_information:
            return log_length
        marks = self.history_marks[-log_length:] if log_length else []
        ends = marks[1:] + [len(self.history)]
        history = self.history
        return sum(1 for start, end in zip(marks, ends) if shows_table(history[start:end]))

    def _bot_decide(self, seat: int) -> list[Event]:
        """One decision of the bot in `seat` (to act), applied; its events."""
        legal = self.state.legal_actions(seat)
        action = self.bot_choice(self.bots[seat], seat, legal)
        for listed in legal:  # bots hand back a listed action: found by identity, fast
            if listed is action:
                break
        else:
            if action not in legal:  # (compares by value, calling Action.__eq__ each time)
                raise IllegalAction(f"the {self.seats[seat].level} bot of "
                                    f"{self.seats[seat].name} chose {action}, which is not "
                                    "legal now")
        # legality is settled against the list the bot chose from: no second generation
        return self._after(self.state.apply_unchecked(seat, action))

    def take_recap(self, seat: int) -> list[Event]:
        """The seat's events since it last looked; clears them."""
        events, self.unseen[seat] = self.unseen.get(seat, []), []
        return events

    def hand_to_bot(self, seat: int, level: str = "normal") -> None:
        """From pause: a bot takes over `seat`, learning what the seat saw so far."""
        self.seats[seat] = SeatSpec("bot", level, self.seats[seat].name, self.seats[seat].colour)
        bot = make_bot(self.game, seat, level, self.state.seed, self.think)
        if bot.searches:  # the seat's earlier decisions were not its: count them all the same
            bot.decisions = sum(1 for s, _ in self.state.log if s == seat)
        bot.observe([e for e in self.history if e.visible_to(seat)])
        self.bots[seat] = bot

    def take_seat(self, seat: int, controller: str = "kbd") -> None:
        """From pause: a human takes a bot's seat."""
        spec = self.seats[seat]
        self.seats[seat] = SeatSpec("human", controller, spec.name, spec.colour)
        self.bots.pop(seat, None)
        if self.pending and self.pending[0] == seat:
            self.pending = None
        self.unseen[seat] = []
