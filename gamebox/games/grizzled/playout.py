"""What The Grizzled gives its search bot: a rollout policy and a score for unfinished games.

The game is cooperative: every seat shares one score. A finished game scores 1 for peace and
0 for a defeat. The hard level's rollouts play to the start of the next Mission and score
it by the chance a normal table makes peace from there (`win_odds`, a fit on the public
counts). Random rollouts (the bench's) score an unfinished game by how much of the war is
behind the group (`group_score`).
"""
from __future__ import annotations

import random
from typing import Sequence

from ...engine.bots import PLAYOUT_SENSE
from ...engine.protocol import Action, GameState
from ...engine.search import BotPlayout, Playout
from . import win_odds
from .bots import GrizzledBot


def group_score(state) -> float:
    """The shared score 0-1 of an unfinished game."""
    ahead = len(state.deck) + state.cards_in_hands()
    reserve = len(state.reserve)
    score = 0.5 + 0.5 * (reserve - ahead) / (reserve + ahead + 1)
    worst = max(state.weight(a) for a in range(state.n))
    if worst >= 3:
        score *= 0.6
    return max(0.0, min(1.0, score))


def shares(state) -> list[float]:
    if state.is_over():
        won = 1.0 if state.won else 0.0
        return [won] * state.seats
    return [group_score(state)] * state.seats


class RandomPlayout(Playout):
    """Random rollouts, scored by `shares`."""

    depth = 40

    def values(self, state: GameState) -> list[float]:
        return shares(state)


class HeuristicPlayout(BotPlayout, RandomPlayout):
    """Rollouts played by the normal bot's sense in every seat (the hard level's), to the
    start of the next Mission (`cut`), scored there by `win_odds.chance`. Each bot is told
    the Support tiles revealed so far from the public record of the state it plays
    (`GrizzledBot.tell_reveals`), so it lays its tile by the same plan as the normal bots at
    the table.

    Chances of peace sit close together (a normal table makes it about one game in ten), so
    the search overrules its normal sense by how sure it is, not by a fixed margin: another
    action must score better by two standard errors, tried 30 times and as often as the
    proposal (docs/bots.md, the Grizzled)."""

    depth = 150
    """A bound only: a Mission of five Grizzled plays out in fewer actions."""
    overrule = 0.0
    overrule_visits = 30
    overrule_z = 2.0

    def make_bot(self, seat: int, seed: int):
        return GrizzledBot(seat, PLAYOUT_SENSE, seed)

    def start(self, state: GameState, rng: random.Random) -> None:
        super().start(state, rng)
        self.mission = state.mission

    def cut(self, state: GameState) -> bool:
        """At the start of the Mission after the decision's (its number is public)."""
        return state.mission > self.mission

    def values(self, state: GameState) -> list[float]:
        if state.is_over():
            return shares(state)
        return [win_odds.chance(state)] * state.seats

    def policy(self, state: GameState, seat: int, legal: Sequence[Action],
               rng: random.Random) -> Action:
        bot = self.bots[seat]
        if len(legal) == 1:
            return legal[0]
        bot.tell_reveals(state.tile_reveals)
        return bot.choose(state.view(seat), legal)


