"""What Guts of Glory gives its search bot: a rollout policy and a score for unfinished games.

The policy is the playout's sense (`bots.GutsBot` at `PLAYOUT_SENSE`), one bot per seat,
reading the determinized state's view (the whole table: in Guts every view is public). The
score turns each seat's glory, and the glory its mouth is close to swallowing, into a share
of the win.
"""
from __future__ import annotations

import math

from ...engine.bots import PLAYOUT_SENSE
from ...engine.protocol import GameState
from ...engine.search import BotPlayout, Playout, outcome_values
from .bots import GutsBot
from .cards import FOOD
from .board import NSLOT, WIN_GLORY

STEEPNESS = 0.9
"""How sharply a glory lead turns into a share of the win (a softmax's inverse temperature,
per point of glory)."""
IN_MOUTH = 0.6
"""What a card's glory counts for per chew already on it, as a share of its toughness (it
may still be stolen, spewed or pushed out)."""


def glory_score(state, seat: int) -> float:
    """`seat`'s glory plus what its mouth's half-chewed cards promise."""
    table = state.table
    score = float(state.glory[seat])
    base = seat * NSLOT
    for x in range(NSLOT):
        card = state.mouth[base + x]
        if card < 0:
            continue
        worth = state.gcards[base + x] + (table.glory[card] if table.kind[card] == FOOD else 0)
        if worth:
            score += IN_MOUTH * worth * state.chews[base + x] / table.toughness[card]
    return score


def shares(state) -> list[float]:
    """Each seat's share of the win: the game's outcome, or a softmax of `glory_score`."""
    if state.is_over():
        return outcome_values(state)
    scores = [glory_score(state, s) for s in range(state.seats)]
    top = max(scores)
    if top >= WIN_GLORY:  # (cannot happen unfinished; kept safe for hand-made positions)
        top = WIN_GLORY
    weights = [math.exp(STEEPNESS * (s - top)) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


class RandomPlayout(Playout):
    """Random rollouts, scored by `shares` (the bench's figure)."""

    depth = 40

    def values(self, state: GameState) -> list[float]:
        return shares(state)


class HeuristicPlayout(BotPlayout, RandomPlayout):
    """Rollouts played by the playout's sense in every seat (the hard level's)."""

    depth = 24

    def make_bot(self, seat: int, seed: int):
        return GutsBot(seat, PLAYOUT_SENSE, seed)
