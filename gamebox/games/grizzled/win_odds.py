"""The chance that a table of normal bots makes peace, read off the public counts at the start
of a Mission: what the hard bot's rollouts are scored by when they stop there
(`playout.HeuristicPlayout`).

A logistic fit per seat count (`COEFFICIENTS`, made by `win_odds_fit` from normal tables'
games) on the counts that decide the war (`FEATURES`): the Trials still to play out (the deck
and the hands), the Morale Reserve left, the Hard Knocks held (all together, the heaviest
Grizzled's, and how many are one from breaking). Every count is public, so a score never
reads a hidden card.

The Solo has no fit of its own (a normal Solo makes peace too seldom, 0.2% of games, for a
fit to learn from): it plays three Grizzled, and is scored by the three-seat fit
(`BORROWED`).
"""
from __future__ import annotations

import math

FEATURES = ("deck", "reserve", "hands", "knocks", "heaviest", "near_breaking")
"""What a state is read as, in this order (see `features`). What the table may still spend
(Good Luck Charms, Speech tokens) is left out on purpose: in normal tables' games much of it
unspent goes with winning, but a search that trusted that weight would hoard it."""

COEFFICIENTS: dict[int, tuple[float, ...]] = {
    2: (1.7668, -0.2809, 0.1078, -0.3338, -0.3145, -0.2997, -0.6466),
    3: (0.7653, -0.2702, 0.1341, -0.3092, -0.3142, -0.1394, -0.8839),
    4: (1.5462, -0.2781, 0.1168, -0.3419, -0.3084, -0.3033, -0.5596),
    5: (1.5129, -0.2939, 0.1126, -0.3094, -0.3119, -0.1850, -0.5811),
}
"""Per seat count: the intercept, then a weight per feature (`FEATURES`' order), in log-odds
of peace. Fitted by ``python -m gamebox.games.grizzled.win_odds_fit`` (its docstring says
on which games)."""

BORROWED = {1: 3}
"""A seat count with no fit of its own -> the seat count whose fit scores it."""


def features(state) -> tuple[int, ...]:
    """`state`'s public counts, in `FEATURES`' order."""
    weights = [state.weight(a) for a in range(state.n)]
    return (len(state.deck), len(state.reserve), state.cards_in_hands(), sum(weights),
            max(weights), sum(1 for w in weights if w >= 3))


def log_odds(weights: tuple[float, ...], counts: tuple[int, ...]) -> float:
    """The fit's log-odds of peace for `counts` (`features`) under `weights`
    (`COEFFICIENTS`' shape)."""
    return weights[0] + sum(w * x for w, x in zip(weights[1:], counts))


def probability(z: float) -> float:
    """The chance 0-1 for log-odds `z` (clamped to +-30, where it is 0 or 1 to 1e-13, so
    no `z` overflows)."""
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def chance(state) -> float:
    """The chance 0-1 of peace from `state` (meant for the start of a Mission, where the
    fit was made)."""
    weights = COEFFICIENTS[BORROWED.get(state.seats, state.seats)]
    return probability(log_odds(weights, features(state)))
