"""What Grunt, Growl and Tear gives its search bots: a rollout policy and a score.

The policy is the normal bot's sense (`bots.GgtBot`) in every seat, reading the
determinized state's view of that seat; the score of an unfinished game is a softmax of
each living Monster's standing: its health pool, its limbs, its Strength and its Power.
The hard bot searches only within `HeuristicPlayout.judge_steps` of a foe (`foe_steps`):
farther off, its rollouts end before anyone fights and it plays the normal bot's choice.
"""
from __future__ import annotations

import math

from ...engine.protocol import GameState
from ...engine.search import BotPlayout, Playout, outcome_values
from .bots import GgtBot, terrain_steps

FAR = 10 ** 6
"""`foe_steps` when there is no way or no foe."""
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


def foe_steps(state, seat: int) -> int:
    """Steps on foot (round the trees: `bots.terrain_steps`) from `seat`'s Monster to the
    nearest other one, read from the seat's own view; `FAR` when either is off the map."""
    view = state.view(seat)
    monsters = view["monsters"]
    here = monsters[seat]["cell"]
    if here is None or not monsters[seat]["alive"]:
        return FAR
    here = tuple(here)
    return min((terrain_steps(view, tuple(m["cell"])).get(here, FAR)
                for s, m in enumerate(monsters)
                if s != seat and m["alive"] and m["cell"] is not None), default=FAR)


class RandomPlayout(Playout):
    """Random rollouts, scored by `shares`."""

    depth = 40

    def values(self, state: GameState) -> list[float]:
        return shares(state)


class HeuristicPlayout(BotPlayout, RandomPlayout):
    """Rollouts played by the normal bot in every seat (the hard level's).

    The hard bot searches as a second opinion on the normal bot (its prior): it plays
    another action when that one scored `overrule` better after `overrule_visits` tries
    (the engine's 0.05 after 20 almost never fires at 40 iterations over a turn's ten or
    more actions).

    It searches only within `judge_steps` steps on foot of a foe (`judges`): farther, a
    rollout of `depth` actions ends before anyone fights, every action scores the same
    standing plus the draws' noise, and an overrule there plays noise (in the Suicide
    Woods it shoved a log along a one-hex path and stalled both Monsters to the round
    limit). There, and for the Monster and start space, it plays the normal bot's choice
    unsearched. Figures: docs/bots.md, GGT."""

    depth = 20
    """Actions a rollout plays (near a foe a fight comes within them; 30 was no stronger
    over the three maps and 30% dearer)."""
    overrule = 0.03
    overrule_visits = 8
    judge_steps = 6
    """How near a foe (steps on foot) the search is asked at all (3 was weaker in the
    Woods; docs/bots.md)."""

    def judges(self, state: GameState, seat: int) -> bool:
        """Within `judge_steps` of a foe on foot (public facts: the Monsters' cells)."""
        return foe_steps(state, seat) <= self.judge_steps

    def make_bot(self, seat: int, seed: int):
        return GgtBot(seat, "normal", seed)
