"""Enter the Grungeon, the registered game: metadata, options, maps, bots (the rules are
`rules.GrungeonState`)."""
from __future__ import annotations

from ...engine.protocol import Game, Option
from .board_content import DEFAULT_KEY, load_default_content, validate_map_file
from .map_options import MapOption, content_for, map_note, resolve_map
from .rules import GrungeonState
from .seats import SEAT_NAMES, role_subtitles


class Grungeon(Game):
    """Enter the Grungeon (DM9): a three-seat memory maze death match."""

    id = "grungeon"
    name = "Enter the Grungeon"
    pitch = "Memorise the maze, slay the Grunkletaur, escape first with its Token."
    min_seats = 3
    max_seats = 3
    log_policy = "none"
    hidden_information = True
    rules_file = "enter-the-grungeon.txt"
    state_class = GrungeonState
    options = (
        Option("preview_seconds", 180, "Preview time (s)", minimum=10, maximum=900,
               help="How long everyone may study the maze; ends early when all confirm."),
        Option("corner_seconds", 40, "Corner choice time (s)", minimum=5, maximum=300,
               help="Time each seat has to pick its corner; a random free one on timeout."),
        Option("turn_seconds", 30, "Turn time (s, 0 = untimed)", minimum=0, maximum=600,
               help="Time each seat has to queue its actions; empty slots do nothing."),
        Option("turn_limit", 200, "Turn limit", minimum=20, maximum=2000,
               help="After this many turns the Grungeon collapses and nobody wins."),
        Option("easy_memory", False, "Easy memory (trail)",
               help="Show each seat a trail of the rooms it visited; marked on the results."),
    )

    fixed_options = options

    @property
    def options(self) -> tuple[Option, ...]:  # type: ignore[override]
        """The fixed options with the map choice first; its choices are the maps found now."""
        return (MapOption.now(),) + self.fixed_options

    def seat_names(self, seats: int) -> list[str]:
        """"Player 1" to "Player 3": the rulebook's roles are subtitles, not names."""
        return list(SEAT_NAMES[:seats])

    def seat_roles(self, seats: int) -> list[str]:
        """"DMO 2 \u00b7 picks a corner first, ...": each seat's role and its meaning."""
        return role_subtitles(seats)

    def default_options(self) -> dict:
        return {"map": DEFAULT_KEY, **{o.key: o.default for o in self.fixed_options}}

    def resolve_options(self, options: dict | None) -> dict:
        """As for every game, plus the map: named by key, file stem or name; the old
        ``random_maze`` option of earlier saves reads as ``map=random``. A map that is not
        in the folders now is kept as named: a save brings its own copy (see `new_state`).

        The map folders are only looked at when a map is named: simulations start thousands
        of default games."""
        rest = dict(options or {})
        legacy = rest.pop("random_maze", None)
        wanted = rest.pop("map", None)
        resolved = self.default_options()
        resolved.update(self.checked_options(rest, self.fixed_options, also=("map",)))
        resolved["map"] = resolve_map(wanted, legacy)
        return resolved

    def content_for(self, options: dict, content=None):
        """The chosen map: `content` when it is that map (a save's copy), else the map file
        read now (ValueError naming the maps when there is none)."""
        if content is None and options["map"] == DEFAULT_KEY:
            content = self.load_content()
        return content_for(options["map"], content)

    def options_note(self, options: dict) -> str:
        """The map, unless it is the shipped one."""
        key = resolve_map(options.get("map"), options.get("random_maze"))
        return "" if key == DEFAULT_KEY else MapOption.now().text(key)

    def content_note(self, state) -> str:
        return map_note(state)

    def save_summary(self, state) -> str:
        """"turn 7 · 2 in the maze", or the preview or corner choice still under way, from the
        public table (where anyone is and what they hold stay secret)."""
        table = state.view(None)
        if table["phase"] == "preview":
            return "studying the maze"
        if table["phase"] == "corners":
            return "choosing corners"
        alive = sum(1 for a, out in zip(table["alive"], table["escaped"]) if a and not out)
        parts = [f"turn {table['turn']}", f"{alive} in the maze"]
        return " \u00b7 ".join(parts)

    def load_content(self, roots=None):
        return load_default_content()

    def validate_file(self, path) -> list:
        return validate_map_file(path)

    def reference_cards(self):
        """The nine weapons, the items and the Token, and the marks of the maze
        (`item_cards`)."""
        from .item_cards import sections

        return sections()

    def card_look(self):
        from .item_cards import LOOK

        return LOOK

    def make_bot(self, seat: int, level: str, seed: int, think=None):
        """A bot: ``easy`` and ``normal`` are `bots.GrungeonBot`s; ``hard`` (or its old name
        ``expert``) searches (`engine.search`) for `think` (a `Budget`; None: a second) per
        decision, a plain player's plan in its rollouts (`playout.py`), as a second opinion
        on the playout's sense (`PLAYOUT_SENSE`: the `GrungeonBot` that forgets nothing of
        the maze and fights hard; asked for by that name, it plays alone, deciding at once,
        for the ladder and the tests; no seat's level)."""
        from ...engine.bots import PLAYOUT_SENSE, SEARCH_LEVEL, level_named
        from .bots import GrungeonBot

        level = level_named(level, sense=True)
        if level == SEARCH_LEVEL:
            from ...engine.search import SearchBot
            from .playout import HeuristicPlayout

            # the sense's memory of the maze and of what the seat saw: the search's prior
            return SearchBot(seat, level, seed, think, HeuristicPlayout(),
                             prior=GrungeonBot(seat, PLAYOUT_SENSE, seed))

        return GrungeonBot(seat, level, seed)

    def advice_effects(self):
        """The hint's words: damage dealt, HP, the Token (`advice.GrungeonEffects`)."""
        from .advice import EFFECTS

        return EFFECTS


GAME = Grungeon()
