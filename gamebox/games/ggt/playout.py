"""What Grunt, Growl and Tear gives its search bots: a rollout policy and a score.

The policy is the normal bot's sense (`bots.GgtBot`) in every seat, reading the
determinized state's view of that seat; the score of an unfinished game is a softmax of
each living Monster's standing: its health pool, its limbs, its Strength and its Power.
"""
from __future__ import annotations

import math

from ...engine.protocol import GameState
from ...engine.search import BotPlayout, Playout, outcome_values
from .bots import GgtBot

STEEPNESS = 0.35
"""How sharply a lead in standing turns into a share of the win."""


def standing(state, seat: int) -> float:
    """How well `seat`'s Monster stands: 0 when it is out of the game."""
    if not state.alive[seat] or state.monster[seat] < 0:
        return 0.0
    return (state.pool[seat] + 3 * len(state.limbs_of(seat)) + state.stat(seat, 1)
            + 0.5 * state.power[seat] + 0.5 * len(state.hand[seat]))


def shares(state) -> list[float]:
    """Each seat's share of the win: the game's outcome, or a softmax of `standing`."""
    if state.is_over():
        return outcome_values(state)
    scores = [standing(state, s) for s in range(state.seats)]
    top = max(scores)
    weights = [math.exp(STEEPNESS * (s - top)) if s > 0 else 0.0 for s in scores]
    total = sum(weights) or 1.0
    return [w / total for w in weights]


class RandomPlayout(Playout):
    """Random rollouts, scored by `shares`."""

    depth = 40

    def values(self, state: GameState) -> list[float]:
        return shares(state)


class HeuristicPlayout(BotPlayout, RandomPlayout):
    """Rollouts played by the normal bot in every seat (the hard level's).

    The hard bot searches as a second opinion on the normal bot (its prior): it plays
    another action when that one scored `overrule` better after `overrule_visits` tries.
    The engine's 0.05 after 20 tries almost never fired at 40 iterations a decision (a turn
    offers ten or more actions) and the hard bot won 50% against normal; 0.03 after 8 tries
    wins more (docs/bots.md, GGT section)."""

    depth = 30
    overrule = 0.03
    overrule_visits = 8

    def make_bot(self, seat: int, seed: int):
        return GgtBot(seat, "normal", seed)
