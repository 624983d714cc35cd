"""The chance that a table of normal bots makes peace, read off the public counts at the start
of a Mission: what the hard bot's rollouts are scored by when they stop there
(`playout.HeuristicPlayout`).

A logistic fit per seat count (`COEFFICIENTS`, made by `win_odds_fit` from normal tables'
games) on the counts that decide the war (`FEATURES`): the Trials still to play out (the deck
and the hands), the Morale Reserve left, the Hard Knocks held (all together, the heaviest
Grizzled's, and how many are one from breaking), the Good Luck Charms spent and the Speech
tokens held. Every count is public, so a score never reads a hidden card.

The Solo has no fit of its own (a normal Solo makes peace too seldom, 0.2% of games, for a
fit to learn from): it plays three Grizzled, and is scored by the three-seat fit
(`BORROWED`).
"""
from __future__ import annotations

import math

FEATURES = ("deck", "reserve", "hands", "knocks", "heaviest", "near_breaking",
            "charms_spent", "speech_tokens")
"""What a state is read as, in this order (see `features`)."""

COEFFICIENTS: dict[int, tuple[float, ...]] = {
    2: (2.1340, -0.2845, 0.1076, -0.3456, -0.3092, -0.3154, -0.6268, -0.1657, 0.1436),
    3: (1.0447, -0.2725, 0.1352, -0.3168, -0.3122, -0.1551, -0.8488, -0.1753, 0.0196),
    4: (1.9621, -0.2830, 0.1167, -0.3522, -0.3036, -0.3189, -0.5383, -0.1666, 0.1287),
    5: (2.0100, -0.2993, 0.1114, -0.3167, -0.3113, -0.1952, -0.5683, -0.1342, 0.1341),
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
            max(weights), sum(1 for w in weights if w >= 3),
            sum(1 for up in state.charm_up if not up), sum(state.speech))


def log_odds(weights: tuple[float, ...], counts: tuple[int, ...]) -> float:
    """The fit's log-odds of peace for `counts` (`features`) under `weights`
    (`COEFFICIENTS`' shape)."""
    return weights[0] + sum(w * x for w, x in zip(weights[1:], counts))


def chance(state) -> float:
    """The chance 0-1 of peace from `state` (meant for the start of a Mission, where the
    fit was made)."""
    weights = COEFFICIENTS[BORROWED.get(state.seats, state.seats)]
    z = log_odds(weights, features(state))
    return 1.0 / (1.0 + math.exp(-z))
