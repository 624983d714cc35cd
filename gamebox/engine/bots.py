"""Bots: seats played by the computer, from the same legal actions as everyone.

A bot sees only what its seat may see: the seat's view and the events addressed to it.
Its private memory and its randomness come from the game seed, its seat and its level, so a
saved game with bots replays and resumes exactly.
"""
from __future__ import annotations

from typing import Sequence

from .protocol import Action, Event
from .rng import Rng

LEVELS = ("easy", "normal", "hard")
"""Every bot level a player picks, weakest first. ``hard`` is the search bot
(`engine.search`), which thinks for a budget; easy and normal decide at once from their
view."""
SEARCH_LEVEL = "hard"
"""The level that searches, in a game with a search bot (`Match.set_think` hands the thinking
budget to its bots); easy and normal decide at once."""
OLD_LEVELS = {"expert": "hard"}
"""Level names of earlier versions -> the level they are now. The search bot was ``expert``,
a fourth level above a heuristic hard, until it became the hard level; saves, remembered seat
setups and command lines that say ``expert`` still load, as hard."""
PLAYOUT_SENSE = "playout"
"""The heuristic a game's search plays its rollouts with, or takes as its prior: the hand-
written sense that was the hard level before the search became it. A game's `make_bot` makes
it when asked by this name (for its search, the bot ladder and the tests), but it is no level
a player picks: the seat setup and the command line offer `LEVELS` only."""


def level_named(name: str, sense: bool = False) -> str:
    """The level `name` means now: one of `LEVELS`, an old name (`OLD_LEVELS`) as the level
    it became, and with `sense` also `PLAYOUT_SENSE`; ValueError for anything else.

    >>> level_named("expert")
    'hard'
    """
    name = OLD_LEVELS.get(name, name)
    if name in LEVELS or (sense and name == PLAYOUT_SENSE):
        return name
    raise ValueError(f"bot level {name!r} is not one of {', '.join(LEVELS)}")


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
        """`level`: one of `LEVELS`, an old name (kept as the level it became) or
        `PLAYOUT_SENSE`; ValueError for anything else."""
        level = level_named(level, sense=True)
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
