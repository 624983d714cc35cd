"""Bots: seats played by the computer, from the same legal actions as everyone.

A bot sees only what its seat may see: the seat's view and the events addressed to it.
Its private memory and its randomness come from the game seed, its seat and its level, so a
saved game with bots replays and resumes exactly.
"""
from __future__ import annotations

from typing import Sequence

from .protocol import Action, Event
from .rng import Rng

LEVELS = ("easy", "normal", "hard", "expert")
"""Every bot level, weakest first. ``expert`` is the search bot (`engine.search`), which
thinks for a budget; the others decide at once from their view."""
QUICK_LEVELS = LEVELS[:3]
"""The levels that decide at once, with no search."""


class Bot:
    """Base class: override `choose`; `observe` receives this seat's events."""

    listens = False
    """Whether `observe` does anything (set for every class that overrides it), so a match
    need not hand events to bots that ignore them."""
    searches = False
    """Whether the bot decides from the match's state through `decide(state, legal)`
    rather than from a view (a search bot, `engine.search`: it reads the state only
    through `GameState.determinize`)."""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.listens = cls.observe is not Bot.observe

    def __init__(self, seat: int, level: str, seed: int):
        if level not in LEVELS:
            raise ValueError(f"bot level must be one of {', '.join(LEVELS)}, not {level!r}")
        self.seat = seat
        self.level = level
        self.rng = Rng(Rng.derive(seed, "bot", seat, level))

    def observe(self, events: Sequence[Event]) -> None:
        """Events this seat may see, in order (already filtered)."""

    def choose(self, view: dict, legal: Sequence[Action]) -> Action:
        """Pick one of `legal` using only `view` and what was observed."""
        raise NotImplementedError

    def choose_unseen(self, legal: Sequence[Action]) -> Action | None:
        """A pick that needs no look at the table (one option, a random declaration), or None
        (the default): the match then builds the view and calls `choose`.

        Building a view is a fifth of a bot game's cost, so a bot that often decides without
        it says so here. What it draws must be what `choose` would draw for the same list, so
        a game goes the same whichever of the two decides."""
        return None


class RandomBot(Bot):
    """Chooses uniformly among the legal actions (the random-playout baseline)."""

    def choose(self, view: dict, legal: Sequence[Action]) -> Action:
        return self.rng.choice(legal)
