"""What The Grizzled gives its search bot: a rollout policy and a score for unfinished games.

The game is cooperative: every seat shares one score. A finished game scores 1 for peace and
0 for a defeat; an unfinished one scores how much of the war is behind the group (Trials
played out of the deck and hands, against the Morale Reserve left), less a risk for a
Grizzled close to four Hard Knocks.
"""
from __future__ import annotations

import random
from typing import Sequence

from ...engine.bots import PLAYOUT_SENSE
from ...engine.protocol import Action, GameState
from ...engine.search import BotPlayout, Playout
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
    """Rollouts played by the normal bot's sense in every seat (the hard level's). Each bot
    is told the Support tiles revealed so far from the public record of the state it plays
    (`GrizzledBot.tell_reveals`), so it lays its tile by the same plan as the normal bots
    at the table."""

    depth = 30
    # a lower bar (0.05 after 10 tries) was measured with these rollouts: more wins at
    # three seats, fewer at two and five, fewer in all (docs/bots.md, the Grizzled)
    overrule = 0.15
    overrule_visits = 30

    def make_bot(self, seat: int, seed: int):
        return GrizzledBot(seat, PLAYOUT_SENSE, seed)

    def policy(self, state: GameState, seat: int, legal: Sequence[Action],
               rng: random.Random) -> Action:
        bot = self.bots[seat]
        if len(legal) == 1:
            return legal[0]
        bot.tell_reveals(state.tile_reveals)
        return bot.choose(state.view(seat), legal)


