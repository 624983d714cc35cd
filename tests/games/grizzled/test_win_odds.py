"""The chance of peace from a Mission's start (`win_odds`) and its fit (`win_odds_fit`): what
the hard bot's rollouts are scored by.

Rulebook: "If the Trials deck is empty and no player has any cards left in hand, the players
win"; "If the Morale Reserve is empty [...] the players lose"; a Grizzled with four Hard
Knocks loses the game for everyone. The chance reads exactly those counts, all public.
"""
from __future__ import annotations

import math
import random

from gamebox.engine.rng import Rng
from gamebox.games.grizzled import win_odds
from gamebox.games.grizzled.win_odds_fit import fit, mission_starts, roc_area


def test_the_chance_of_peace_follows_the_counts_that_decide_the_war(gz):
    """More Trials ahead (deck or hands) or more Hard Knocks lower it; a fuller Morale
    Reserve raises it."""
    for seats in (2, 3, 4, 5):
        s = gz.new(seats, seed=3)
        base = win_odds.chance(s)
        assert 0.0 < base < 1.0
        deeper = s.clone()
        deeper.deck.append(deeper.reserve.pop())
        assert win_odds.chance(deeper) < base
        fuller = s.clone()
        fuller.reserve.append(fuller.deck.pop())
        assert win_odds.chance(fuller) > base
        hurt = s.clone()
        hurt.knocks[0].append(next(c for c in hurt.deck if hurt.cards.weight[c] == 1))
        assert win_odds.chance(hurt) < base


def test_the_chance_does_not_reward_hoarding_charms_or_speech_tokens(gz):
    """A charm spent, or Speech tokens held, leave the chance as it was: what they buy shows
    in the other counts, so a search scored by it has no reason to keep them back."""
    for seats in (2, 3, 4, 5):
        s = gz.new(seats, seed=5)
        base = win_odds.chance(s)
        spent = s.clone()
        spent.charm_up[0] = False
        held = s.clone()
        held.speech[-1] += 2
        assert win_odds.chance(spent) == win_odds.chance(held) == base


def test_the_chance_reads_only_public_counts(gz):
    """A determinization for any seat (other hands and the deck's order drawn again) has
    the same chance of peace as the real state."""
    s = gz.new(4, seed=9)
    for seat in range(4):
        for k in range(5):
            assert win_odds.chance(s.determinize(seat, Rng(k))) == win_odds.chance(s)


def test_the_solo_is_scored_by_the_three_seat_fit(gz):
    """The Solo plays three Grizzled and has too few wins to fit: three seats' weights
    score it."""
    solo = gz.new(1, seed=1)
    weights = win_odds.COEFFICIENTS[3]
    expected = 1 / (1 + math.exp(-win_odds.log_odds(weights, win_odds.features(solo))))
    assert win_odds.chance(solo) == expected


def test_the_fit_finds_the_weights_that_made_the_outcomes():
    """Outcomes drawn from a known logistic model are fitted back close to its weights."""
    rnd = random.Random(4)
    truth = (-1.0, 0.8, -0.5)
    rows, won = [], []
    for _ in range(4000):
        x = (rnd.randint(0, 5), rnd.randint(0, 5))
        p = 1 / (1 + math.exp(-win_odds.log_odds(truth, x)))
        rows.append(x)
        won.append(rnd.random() < p)
    got = fit(rows, won)
    assert all(abs(a - b) < 0.15 for a, b in zip(got, truth)), got


def test_the_roc_area_is_the_chance_a_win_outscores_a_loss():
    assert roc_area([0.9, 0.8, 0.1, 0.2], [True, True, False, False]) == 1.0
    assert roc_area([0.1, 0.2, 0.9, 0.8], [True, True, False, False]) == 0.0
    assert roc_area([0.5, 0.5], [True, False]) == 0.5
    assert roc_area([0.3, 0.6, 0.2], [True, True, False]) == 1.0
    assert roc_area([0.3, 0.6, 0.4], [True, True, False]) == 0.5


def test_the_fit_reads_every_mission_start_after_the_first(gz):
    """One row per Mission begun after the first, read when its number has just gone up
    (where the hard bot's rollouts stop), with the game's outcome."""
    content = gz.content
    for seats, seed in ((3, 2), (5, 4)):
        rows, won = mission_starts(seats, seed, content)
        assert rows and all(len(r) == len(win_odds.FEATURES) for r in rows)
        reserves = [r[win_odds.FEATURES.index("reserve")] for r in rows]
        assert reserves == sorted(reserves, reverse=True)  # Morale only ever drops
