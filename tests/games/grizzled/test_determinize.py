"""`determinize`: a state a seat cannot tell from the real one, its unseen cards drawn afresh.

Over many seeds a determinized state gives the seat exactly the same view and legal actions,
and over many draws the hidden cards spread over every place still possible."""
from __future__ import annotations

from collections import Counter

import pytest

from gamebox.engine.rng import Rng


def _states(gz, seats, seed, every=3):
    s = gz.new(seats, seed=seed)
    rng = Rng(seed * 7 + 1)
    while not s.is_over():
        if len(s.log) % every == 0:
            yield s
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_same_view_and_legal_actions_over_many_seeds(gz, seats):
    checked = 0
    for seed in range(12):
        for state in _states(gz, seats, seed):
            seat = state.to_act()[0]
            det = state.determinize(seat, Rng(seed * 1000 + checked))
            assert det.view(seat) == state.view(seat)
            assert det.view(None) == state.view(None)
            assert det.legal_actions(seat) == state.legal_actions(seat)
            assert det.to_act() == state.to_act()
            det.check_invariants()
            assert det.rng.state != state.rng.state
            checked += 1
    assert checked > 30


def test_hidden_cards_spread_over_other_hands_and_the_deck(gz):
    state = gz.new(4, seed=9)
    seat = state.to_act()[0]
    mine = set(state.hands[seat])
    places = Counter()
    for k in range(200):
        det = state.determinize(seat, Rng(k))
        assert set(det.hands[seat]) == mine
        for h in range(4):
            if h != seat:
                places.update(("hand", c) for c in det.hands[h])
        places.update(("deck", c) for c in det.deck)
    unseen = [c for c in range(len(state.cards)) if c not in mine
              and (c in state.deck or c in state.reserve or any(c in h for h in state.hands))]
    assert sum(1 for c in unseen if places[("hand", c)] > 0) > 0.9 * len(unseen)
    assert sum(1 for c in unseen if places[("deck", c)] > 0) > 0.9 * len(unseen)


def test_the_duo_redraws_the_seats_own_other_hand(gz):
    state = gz.new(2, seed=4)
    seat = state.to_act()[0]
    held = state.hand_of[state.held[seat]]
    other = next(h for h in range(4) if state.owner[h] == seat and h != held)
    draws = {tuple(state.determinize(seat, Rng(k)).hands[other]) for k in range(20)}
    assert len(draws) > 1, "the hand it may not look at is unknown to it"
