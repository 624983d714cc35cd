"""The game protocol: the one shape every game in the box takes.

A game registers one `Game` object (metadata, options, a factory for states). A `GameState`
holds one match; the engine base class here owns what every game shares (the action log,
seeded randomness, legality checks, undo checkpoints, clone, JSON round-trip) and each game
fills in its rules through a handful of methods:

- `setup()`                      deal, shuffle, place: the start of the game;
- `to_act()`                     the seats that may act now (several for simultaneous commits;
                                 none exactly when the game is over);
- `legal_actions(seat)`          the one source of legal moves for UI, bots and tests;
- `_apply(seat, action)`         mutate the state and return the events it caused;
- `is_over()` / `result()`       the end of the game as data (an `Outcome`);
- `view(seat)`                   what a seat may know (`None`: the public table);
- `snapshot()` / `restore(data)` the full state as JSON-friendly data (saves and equality);
- `timeout_action(seat)`         what a seat's clock running out means, as an ordinary action.

and, for the table kit that draws it (`table.py` holds the values):

- `decision(seat)`               what the seat is asked: a prompt, may it pass, which step;
- `table_view(seat)`             the seat's view as named zones of pieces;
- `touches(action, seat)`        which pieces and places an action points at;
- `moves(event, seat)`           which pieces an event moved from zone to zone.

Speed tricks (`new_event`, the slot copier of `clone`) live in `speed.py`, not here.

Rules modules never import pygame; the engine imports nothing above it.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, ClassVar, Sequence

from .events import Event
from .rng import Rng
from .speed import game_slots, slot_copier
from .table import Decision, Move, Table


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message is written for a player.

    `rule` carries the rulebook sentence that forbids the move, where one does.
    """

    def __init__(self, message: str, rule: str | None = None):
        super().__init__(message if not rule else f"{message} Rule: \u201c{rule}\u201d")
        self.message = message
        self.rule = rule


class ActionParseError(ValueError):
    """Text that does not spell an action."""


def _arg_from_text(text: str) -> int | str:
    if text.lstrip("-").isdigit():
        return int(text)
    return text


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of one seat: a small, hashable, JSON-friendly value.

    The text form is the kind followed by its arguments, separated by spaces
    (``feed 2 slot3``); `Action.parse` reads it back. Arguments are ints, or strings
    without white space that do not look like ints.

    >>> a = Action("move", ("up",))
    >>> str(a), Action.parse(str(a)) == a
    ('move up', True)
    """

    kind: str
    """What sort of decision this is (``move``, ``feed``, ``commit``...)."""
    args: tuple = ()
    """Its parameters, ints or single-word strings."""

    def __str__(self) -> str:
        if not self.args:
            return self.kind
        return self.kind + " " + " ".join(str(a) for a in self.args)

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> "Action":
        """Read an action back from its text form."""
        parts = text.split()
        if not parts:
            raise ActionParseError("an empty text is not an action")
        return cls(parts[0], tuple(_arg_from_text(p) for p in parts[1:]))


@dataclass(frozen=True)
class Outcome:
    """The end of a game as data."""

    winners: tuple[int, ...]
    """Seats that won (several for a shared or cooperative win; empty when nobody did)."""
    reason: str
    """One sentence a player reads on the results screen."""
    scores: tuple | None = None
    """What the results show beside each seat: its final score where the game keeps score,
    else a short standing where one says more than the winners (the Grungeon: "dead",
    "18/20 HP")."""
    details: dict = field(default_factory=dict, compare=False, hash=False)
    """Game-specific extras (campaign outcome, tokens...)."""


@dataclass(frozen=True)
class Option:
    """One option of a game (variant, timer, difficulty) with its default."""

    key: str
    """Name used on the command line (``--option key=value``) and in saves."""
    default: Any
    """Value when the option is not given."""
    label: str = ""
    """Short text for the seat-setup screen."""
    choices: tuple | None = None
    """Allowed values, if it is a choice."""
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    """One sentence explaining the option."""

    def parse(self, text: str) -> Any:
        """Convert command-line text to this option's type, checking range and choices."""
        default = self.default
        if isinstance(default, bool):
            low = text.strip().lower()
            if low in ("1", "true", "yes", "on"):
                value: Any = True
            elif low in ("0", "false", "no", "off"):
                value = False
            else:
                raise ValueError(f"option {self.key} expects yes or no, not {text!r}")
        elif isinstance(default, int):
            try:
                value = int(text)
            except ValueError:
                raise ValueError(f"option {self.key} expects a whole number, not {text!r}") from None
        else:
            value = text
        return self.check(value)

    def text(self, value: Any) -> str:
        """How the seat-setup screen writes `value` (games with named choices override)."""
        if isinstance(self.default, bool):
            return "on" if value else "off"
        return str(value)

    def check(self, value: Any) -> Any:
        """Raise ValueError when `value` is not allowed; return it otherwise."""
        default = self.default
        if isinstance(default, bool) and not isinstance(value, bool):
            raise ValueError(f"option {self.key} expects yes or no, not {value!r}")
        if isinstance(default, int) and not isinstance(default, bool) \
                and (isinstance(value, bool) or not isinstance(value, int)):
            raise ValueError(f"option {self.key} expects a whole number, not {value!r}")
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise ValueError(f"option {self.key} must be one of {allowed}, not {value!r}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"option {self.key} must be at least {self.minimum}, not {value}")
        if self.maximum is not None and value > self.maximum:
            raise ValueError(f"option {self.key} must be at most {self.maximum}, not {value}")
        return value


LogEntry = tuple[int, Action]
"""A log entry: the pair ``(seat, action)`` of one applied decision, unpacked where read
(``for seat, action in state.log``). A plain pair, because every action in every
simulation logs one: a tuple costs a fraction of an object with named fields."""


def entry_to_json(entry: LogEntry) -> list:
    """A log entry as saved: ``[seat, action text]``."""
    seat, action = entry
    return [seat, str(action)]


def entry_from_json(data: Sequence) -> LogEntry:
    """A log entry read back from ``[seat, action text]``; ValueError when it is not one."""
    if not (isinstance(data, (list, tuple)) and len(data) == 2
            and isinstance(data[0], int) and isinstance(data[1], str)):
        raise ValueError(f"a log entry is [seat, action text], not {data!r}")
    return data[0], Action.parse(data[1])


@dataclass(frozen=True)
class CardSection:
    """One group of a game's card reference (`Game.reference_cards`): the rules screen draws
    its faces as cards, under its heading."""

    heading: str
    """What the group is (``Foods``, ``Weapons``)."""
    faces: tuple[dict, ...]
    """Faces as the game's `Game.card_look` draws them. Two keys are the rules screen's own:
    ``caption``, a line written under the card (``2 copies``), and ``picture``, ``(image
    path, x, y, width, height)``, a part of an image (a tile of a tileset) shown in the
    card's art window."""
    note: str = ""
    """A sentence under the heading, before the cards ("" for none)."""


class Game:
    """The registered object of one game: metadata and a factory for states.

    Subclasses set the class attributes and `state_class`; they override `load_content`
    when the game reads packs or maps.
    """

    id: ClassVar[str] = ""
    """Short name used on the command line and in saves (``grungeon``)."""
    name: ClassVar[str] = ""
    """Display name (``Enter the Grungeon``)."""
    pitch: ClassVar[str] = ""
    """One line for the launcher tile."""
    min_seats: ClassVar[int] = 1
    max_seats: ClassVar[int] = 1
    options: ClassVar[tuple[Option, ...]] = ()
    log_policy: ClassVar[str] = "full"
    """``full``: players may scroll the history during play; ``none``: no history is shown
    until the game is over (the Grungeon deletes its messages)."""
    hidden_information: ClassVar[bool] = True
    """False for games whose views are all equal to the public view (no curtain needed)."""
    rules_file: ClassVar[str] = ""
    """The original rulebook's file name under ``shared/rules`` beside the checkout: for
    developers only (a player's copy has no such folder). What players read ships in
    ``content/rules/<id>/`` (`gamebox.scenes.rules_content`)."""
    rulebook_captions: ClassVar[frozenset[str]] = frozenset()
    """Lines of the rulebook file that were labels on its pictures (a text file has no
    pictures): the rules screen leaves them out."""
    rulebook_notes: ClassVar[dict[str, str]] = {}
    """A line of the rulebook (a heading) -> a note the rules screen shows under it: where
    the rulebook leaves a section empty, say, the note tells where the house rules fill it."""
    state_class: ClassVar[type["GameState"]]

    def seat_names(self, seats: int) -> list[str]:
        """Default names of the seats (games with role names override)."""
        return [f"Player {i + 1}" for i in range(seats)]

    def seat_roles(self, seats: int) -> list[str]:
        """A subtitle per seat for a role the rules give it ("DMO 2 \u00b7 picks a corner
        first"): the seat setup and the table show it under the name, never as the name.
        Default: no roles ("")."""
        return [""] * seats

    def check_seat_count(self, seats: int) -> None:
        """Raise a ValueError saying how many seats this game takes, unless `seats` fits.

        The one wording of it, for the command line's checks and for `new_state` alike.
        """
        if not self.min_seats <= seats <= self.max_seats:
            takes = (str(self.min_seats) if self.min_seats == self.max_seats
                     else f"{self.min_seats}-{self.max_seats}")
            raise ValueError(f"{self.name} takes {takes} seats, not {seats}")

    def default_options(self) -> dict:
        return {o.key: o.default for o in self.options}

    def resolve_options(self, options: dict | None) -> dict:
        """Defaults filled in, unknown keys refused, values checked."""
        result = self.default_options()
        result.update(self.checked_options(options, self.options))
        return result

    def checked_options(self, options: dict | None, known, also: tuple[str, ...] = ()
                        ) -> dict:
        """Each of `options` checked by the option of its key among `known` (`Option`s);
        ValueError for a key that is none of them, with a did-you-mean among them and the
        keys a game resolves itself (`also`: a map, a scenario)."""
        by_key = {o.key: o for o in known}
        out = {}
        for key, value in (options or {}).items():
            if key not in by_key:
                import difflib

                hint = difflib.get_close_matches(key, [*by_key, *also], n=1)
                extra = f" (did you mean {hint[0]!r}?)" if hint else ""
                raise ValueError(f"{self.name} has no option {key!r}{extra}")
            out[key] = by_key[key].check(value)
        return out

    def make_bot(self, seat: int, level: str, seed: int):
        """A bot for `seat` at `level` (``easy``, ``normal``, ``hard``); default: random."""
        from .bots import RandomBot

        return RandomBot(seat, level, seed)

    def read_entry(self, seat: int, action: Action) -> list[LogEntry]:
        """A logged decision of a save made by an earlier version, as this version plays it:
        a game whose actions changed shape turns an old one into the new ones (Guts' feed
        was one action, card and slot; it is two now). By default it stays as it is."""
        return [(seat, action)]

    def content_from_data(self, data):
        """Content rebuilt from the copy kept in a save."""
        from .content import Content

        return None if data is None else Content.of(data)

    def options_note(self, options: dict) -> str:
        """A few words on what sets a match with these options apart (its map...), shown on
        a saved game's Continue button; "" when there is nothing worth saying (the default)."""
        return ""

    def save_summary(self, state: "GameState") -> str:
        """A few words on where a match stands (its round, the scores, whose turn), shown on
        its saved game's Continue button and stored in the save; "" by default.

        Anyone at the launcher reads it: it must come from the public table (`view(None)`),
        never from a hand or anything else a seat keeps to itself."""
        return ""

    def content_note(self, state: "GameState") -> str:
        """A sentence for players resuming `state` when the files its saved copy of the
        content came from are gone or changed since ("" when nothing changed, the default)."""
        return ""

    def advice_effects(self):
        """The hint's hook (`engine.advice.Effects`): what a move does, measured on
        determinized states and said in a few words ("+3 glory"). Default: None (the hint
        names the move and the search's estimate only)."""
        return None

    def reference_cards(self) -> list[CardSection]:
        """Every card (or item) a player meets, in groups, for the rules screen's reference
        page: drawn with `card_look` as cards, never as a table of text. A game that loads
        the user's own content (packs) shows it too, in a group of its own. Empty by default
        (no reference page). May raise `gamebox.errors.ContentError` when the content is
        broken: the page then says why."""
        return []

    def card_look(self):
        """The `gamebox.ui.card_look.CardLook` (plain data, no pygame) that draws the faces of
        `reference_cards`; None by default."""
        return None

    def load_content(self, roots: Sequence | None = None):
        """Load and validate this game's packs and maps; return a `Content` (or None)."""
        return None

    def validate_file(self, path) -> list:
        """Problems (`gamebox.errors.Problem`) in one of this game's pack or map files.

        `gamebox validate` calls it for every file under ``content/packs/<id>/`` and
        ``content/maps/<id>/``; games override it with their own checks. The default only
        checks that the file parses (YAML or Tiled XML).
        """
        from .content import parse_only

        return parse_only(path)

    def new_state(self, seats: int, options: dict | None = None, seed: int = 0,
                  content=None, names: Sequence[str] | None = None) -> "GameState":
        """A new match with `seats` seats, checked options and every random event from `seed`.

        `names` are the people's names for the seats (default: `seat_names`); the rules use
        them in every sentence they write.
        """
        self.check_seat_count(seats)
        resolved = self.resolve_options(options)
        return self.state_class(self, seats, resolved, seed,
                                self.content_for(resolved, content), names)

    def content_for(self, options: dict, content=None):
        """The content a new match with these (resolved) options plays with: `content` when
        given (a save's copy, one load shared by many games), else the shipped content.
        Games whose options choose content (a map) override it."""
        return self.load_content() if content is None else content


class GameState:
    """One match. The base class keeps the log, the RNG and the undo checkpoints.

    A game's state keeps its fields in an instance dict (the default) or declares them in
    `__slots__` (a game whose state has many fields and a hot simulation loop: CPython 3.11
    keeps at most 30 attributes in its fast per-instance layout, and past that every method
    call and attribute access on the state costs more). A game with slots declares every field
    there and lists `__slots__ = ()` on its mixins; clone and undo copy either kind.
    """

    __slots__ = ("game", "seats", "names", "options", "seed", "content", "rng", "log",
                 "undo_enabled", "_checkpoints")

    def __init__(self, game: Game, seats: int, options: dict, seed: int, content=None,
                 names: Sequence[str] | None = None):
        self.game = game
        self.seats = seats
        self.names = list(names) if names else game.seat_names(seats)
        """The name of each seat, as the rules write it in events and results."""
        self.options = options
        self.seed = seed
        self.content = content
        self.rng = Rng(seed)
        self.log: list[LogEntry] = []
        self.undo_enabled = False
        self._checkpoints: list[tuple[int, "GameState"]] = []
        self.setup()

    # ---- what each game writes -------------------------------------------------------
    def setup(self) -> None:
        """Set up the table (deal, shuffle, place), drawing randomness from `self.rng`."""

    def to_act(self) -> tuple[int, ...]:
        """The seats that may act now: several for a simultaneous commit, none exactly when
        the game is over (the bench's playout loop stops on that)."""
        raise NotImplementedError

    def out_of_game(self, seat: int) -> bool:
        """Whether `seat` has left the game while it goes on (a Grungeon seat that died): it
        is never to act again. Public knowledge: the table tells everyone once, never
        passes the screen to that seat again and, when every seat a person plays is out,
        offers to watch the bots or skip to the end (`scenes/table.py`). Default: no seat
        leaves a game before it ends."""
        return False

    def keeps_secrets(self) -> bool:
        """Whether some seat's view now shows what the others may not see (a hand, a choice
        not yet revealed): the table's curtain asks (`scenes.curtain`). Default: whether the
        game has hidden information at all; a game open but for a phase (Guts' secret
        declarations) says when."""
        return self.game.hidden_information

    def legal_actions(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def _apply(self, seat: int, action: Action) -> list[Event]:
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def result(self) -> Outcome | None:
        raise NotImplementedError

    def view(self, seat: int | None) -> dict:
        raise NotImplementedError

    def snapshot(self) -> dict:
        """The whole game state (without log, options or seed) as JSON-friendly data."""
        raise NotImplementedError

    def restore(self, data: dict) -> None:
        """Set the game state from `snapshot()` data."""
        raise NotImplementedError

    def initial_events(self) -> list[Event]:
        """Events of the setup (a private deal), delivered when a match starts."""
        return []

    def timeout_action(self, seat: int) -> Action | None:
        """The action a seat's running-out clock stands for (None: the game has no clock).

        The clock's decision is not the seat's own, so it is never taken back: an action of
        kind ``timeout`` clears the take-back checkpoints (in a saved game too, as its log
        replays), and the table forgets them after any clock-made decision."""
        return None

    def story(self, history: list[Event]) -> list[str]:
        """The tale of a finished game for the results screen, from every event it made.

        The default tells the public events in order, with a run of the same line folded into
        one ("DMO 1 is ready. (x3)"). A seat's private events were written for that seat's eyes
        ("You drew..."); games whose story lives in them override this to retell it.
        """
        lines: list[str] = []
        repeats = 0
        for event in history:
            if event.to is not None or not event.text:
                continue
            if lines and event.text == lines[-1].rsplit(" (x", 1)[0]:
                repeats += 1
                lines[-1] = f"{event.text} (x{repeats + 1})"
            else:
                repeats = 0
                lines.append(event.text)
        return lines

    # ---- the end-of-game summary (the results screen; `engine/summary.py`) --------------
    score_name: ClassVar[str] = ""
    """What the running score of `score_now` is called on the results chart ("Glory")."""
    round_word: ClassVar[str] = "round"
    """What the game calls the steps of `round_now` ("round", "turn")."""
    score_is_race: ClassVar[bool] = True
    """Whether the highest running score leads (a race for glory); False for a score that
    tells a shared story (the Grizzled's Hard Knocks), where "the lead" means nothing and
    the summary writes no lead line."""

    def score_now(self) -> list[int] | None:
        """Each seat's running score now (glory, HP), sampled round by round by replaying
        the log for the results' chart; None: the game keeps no running score."""
        return None

    def round_now(self) -> int:
        """The round (or turn) the game is in: the chart's steps along."""
        return 0

    def highlights(self, history: list[Event]) -> list[str]:
        """A few lines about the finished game, picked from its events (the biggest swing,
        the final blow), best first; the results add generic ones after them. Public
        knowledge only: the results show them to everyone."""
        return []

    def timer_seconds(self, seat: int) -> float | None:
        """Seconds `seat` has for its current decision, for games whose clock changes by phase.

        None leaves it to the game's timer option (the app's default); 0 means untimed now.
        """
        return None

    def describe(self, action: Action, seat: int | None = None) -> str:
        """A sentence a player reads for `action` (menus, hints, the log)."""
        return str(action)

    def check_invariants(self) -> None:
        """Raise AssertionError when the state breaks a rule of conservation or range."""

    def plant_private_marker(self, seat: int, marker: str) -> bool:
        """Put `marker` into something only `seat` may know (a test hook for leak tests).

        Return False when the seat holds nothing private now.
        """
        return False

    def determinize(self, seat: int, rng: Rng) -> "GameState":
        """A new full state `seat` cannot tell from this one: the same view and legal
        actions for `seat`, with everything it cannot see (other hands, the deck's order,
        the RNG of chance still to come) drawn from `rng` among what is still possible
        (OpenSpiel's `resample_from_infostate`). Search bots play on these and never on the
        state itself; what is drawn must not depend on any hidden field of `self`."""
        raise NotImplementedError(f"{self.game.name} cannot be determinized yet: search "
                                  "bots need GameState.determinize")

    # ---- what the table kit reads (typed views: gamebox/engine/table.py) --------------
    table_module: ClassVar[Any] = None
    """The game's module of typed-view functions (``games/<g>/table.py``): ``table(state,
    seat)``, ``decision(state, seat)``, ``touches(state, action, seat)`` and ``moves(state,
    event, seat)``, which the four methods below call. None: a game the kit cannot draw."""

    def decision(self, seat: int) -> Decision | None:
        """What `seat` is asked now, or None when it is not to act: the prompt in the game's
        own words, the step of a multi-step choice, whether the answer is secret. Without a
        `table_module`, only whose move it is."""
        if self.table_module is not None:
            return self.table_module.decision(self, seat)
        if self.is_over() or seat not in self.to_act():
            return None
        return Decision(seat, f"{self.seat_name(seat)} to move")

    def table_view(self, seat: int | None) -> Table:
        """`seat`'s typed view of the game: zones of pieces (None: the public table).

        It must show no more than `view(seat)` does; a face-down piece is named by its
        place alone (`Piece.hidden`). A game without one cannot be drawn by the table kit."""
        if self.table_module is None:
            raise NotImplementedError(f"{self.game.name} has no typed view (table_module)")
        return self.table_module.table(self, seat)

    def touches(self, action: Action, seat: int) -> tuple[str, ...]:
        """The ids of the pieces and places (`table.place_id`) or the zone names `action`
        involves, in the order a player points at them: what a click on the table picks,
        and what lights up as its targets (nothing, without a `table_module`)."""
        if self.table_module is None:
            return ()
        return self.table_module.touches(self, action, seat)

    def moves(self, event: Event, seat: int | None) -> tuple[Move, ...]:
        """The pieces `event` moved from zone to zone, as `seat` may see them: what the
        table flies (nothing, without a `table_module`)."""
        if self.table_module is None:
            return ()
        return self.table_module.moves(self, event, seat)

    # ---- the engine's part ---------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Check `action` is legal for `seat`, apply it, log it, and return its events."""
        if self.is_over():
            raise IllegalAction("The game is over.")
        if seat not in self.to_act():
            raise IllegalAction(f"It is not {self.seat_name(seat)}'s turn to act.")
        if action not in self.legal_actions(seat) and action != self.timeout_action(seat):
            raise IllegalAction(self.why_illegal(seat, action))
        return self.apply_unchecked(seat, action)

    def apply_unchecked(self, seat: int, action: Action) -> list[Event]:
        """Apply an action already known to be legal (bots and replays from a checked log)."""
        if not self.undo_enabled:  # simulations and bots: the hottest path, kept bare
            events = self._apply(seat, action)
            self.log.append((seat, action))
            return events
        checkpoint = self.clone()
        draws = self.rng.draws
        events = self._apply(seat, action)
        self.log.append((seat, action))
        # a `timeout` action is the clock's decision, not the seat's: nothing to take back
        if action.kind == "timeout" or self.rng.draws != draws or any(e.reveals for e in events):
            self._checkpoints.clear()
        else:
            self._checkpoints.append((seat, checkpoint))
        return events

    def why_illegal(self, seat: int, action: Action) -> str:
        """Explain a refused action; games override to quote the rule that forbids it."""
        return f"{self.describe(action, seat)} is not possible now."

    def seat_name(self, seat: int) -> str:
        """The name the rules call `seat` by (the person's, or the game's default)."""
        return self.names[seat] if 0 <= seat < len(self.names) else f"seat {seat}"

    def can_undo(self, seat: int) -> bool:
        """True when `seat` made the last decision and nothing was revealed or drawn since."""
        return bool(self._checkpoints) and self._checkpoints[-1][0] == seat

    def undo_description(self, seat: int) -> str:
        """The decision `undo` would take back, as it read when it was made."""
        if not self.can_undo(seat):
            return ""
        _, before = self._checkpoints[-1]
        _, action = self.log[-1]
        return before.describe(action, seat)

    def forget_undo(self) -> None:
        """Nothing done so far can be taken back any more (a seat's clock ran out and made
        its decision for it: that is no decision of the seat's own)."""
        self._checkpoints.clear()

    def undo(self, seat: int) -> None:
        """Take back `seat`'s last decision (see `can_undo`)."""
        if not self.can_undo(seat):
            raise IllegalAction("Nothing of yours can be taken back now.")
        _, before = self._checkpoints.pop()
        self.log = before.log
        self.rng = before.rng
        before._share_game_fields(self)

    def clone(self) -> "GameState":
        """An independent copy; games override `_clone_into` for speed."""
        new = object.__new__(type(self))
        new.game = self.game
        new.seats = self.seats
        new.names = self.names
        new.options = self.options
        new.seed = self.seed
        new.content = self.content
        new.log = list(self.log)
        new.rng = self.rng.clone()
        new._checkpoints = []
        new.undo_enabled = False
        self._share_game_fields(new)
        self._clone_into(new)
        return new

    def _share_game_fields(self, other: "GameState") -> None:
        """Set every field the game keeps (not the engine's own) on `other`, shared, not copied."""
        slot_copier(type(self), GameState)(self, other)
        if hasattr(self, "__dict__"):
            other.__dict__.update(self.__dict__)

    def _clone_into(self, new: "GameState") -> None:
        """Give `new` its own copies of the mutable game fields (`clone` shared them).

        The default deep-copies every field the engine does not own; games with hot
        simulation loops override it with cheap list copies.
        """
        for name in game_slots(type(self), GameState):
            setattr(new, name, copy.deepcopy(getattr(self, name)))
        if hasattr(self, "__dict__"):
            for key, value in self.__dict__.items():
                new.__dict__[key] = copy.deepcopy(value)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return (self.game.id == other.game.id and self.seats == other.seats
                and self.rng.state == other.rng.state and self.snapshot() == other.snapshot())

    __hash__ = None  # type: ignore[assignment]

    def to_json(self) -> dict:
        """Everything needed to rebuild this state: options, seed, log and a snapshot."""
        return {
            "game": self.game.id,
            "seats": self.seats,
            "names": list(self.names),
            "options": dict(self.options),
            "seed": self.seed,
            "log": [entry_to_json(e) for e in self.log],
            "rng": self.rng.state,
            "snapshot": self.snapshot(),
        }

    @classmethod
    def from_json(cls, game: Game, data: dict, content=None, replay: bool = False) -> "GameState":
        """Rebuild a state; with `replay` the log is replayed instead of trusting the snapshot."""
        if content is None:
            content = game.load_content()
        state = game.new_state(data["seats"], data["options"], data["seed"], content,
                               data.get("names"))
        entries = [new for e in data["log"] for new in game.read_entry(*entry_from_json(e))]
        if replay or "snapshot" not in data:
            for seat, action in entries:
                state.apply(seat, action)
        else:
            state.restore(data["snapshot"])
            state.rng.state = data["rng"]
            state.log = entries
        return state

    def replay(self) -> "GameState":
        """A fresh state built by replaying this state's log from its seed."""
        fresh = self.game.new_state(self.seats, self.options, self.seed, self.content,
                                    self.names)
        for seat, action in self.log:
            fresh.apply(seat, action)
        return fresh
