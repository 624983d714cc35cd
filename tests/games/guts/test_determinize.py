"""`determinize`: a state a seat cannot tell from the real one, its deck drawn afresh.

The issue's contract: over many seeds a determinized state gives the seat exactly the same
view and legal actions, and over many draws the hidden cards spread over every place still
possible (here: every copy of the set not seen on the table, at every depth of the deck).
"""
from __future__ import annotations

from collections import Counter

import pytest

from gamebox.engine.rng import Rng
from gamebox.games.guts import rules
from gamebox.games.guts.cards import CONDIMENT, FOOD
from gamebox.games.guts.determinize import visible_cards
from gamebox.games.guts.game import GAME


def _states(content, seats: int, seed: int, first_game: bool = False, every: int = 7):
    """States met along a seeded random game (every `every`-th action)."""
    state = GAME.new_state(seats, {"first_game": first_game}, seed, content)
    rng = Rng(seed * 31 + 5)
    while not state.is_over():
        if len(state.log) % every == 0:
            yield state
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def _kinds(state, cards) -> Counter:
    return Counter(state.table.kind[c] for c in cards)


@pytest.mark.parametrize("seats,first_game", [(2, False), (3, False), (4, False), (2, True)])
def test_same_view_and_legal_actions_and_a_consistent_deck(gx, seats, first_game):
    checked = reshuffled = 0
    for seed in range(8):
        for state in _states(gx.content, seats, seed, first_game):
            rng = Rng(seed * 1000 + checked)
            seat = state.to_act()[0]
            det = state.determinize(seat, rng)
            # the seat's own view and the public one; another seat's differs only in its
            # hunger and anger while they are secret (redrawn: see the declaration tests)
            assert det.view(seat) == state.view(seat) and det.view(None) == state.view(None)
            for s in range(seats):
                if state.phase != rules.DECLARE:
                    assert det.view(s) == state.view(s)
                assert det.legal_actions(s) == state.legal_actions(s)
            assert det.to_act() == state.to_act()
            assert len(det.deck) == len(state.deck)
            assert _kinds(det, det.deck) == _kinds(state, state.deck), \
                "the deck's Foods and Condiments are counted by everyone"
            det.check_invariants()
            assert det.rng.state != state.rng.state, "chance to come is drawn afresh"
            if state.reshuffles:
                reshuffled += 1
                assert sorted(det.deck) == sorted(state.deck), \
                    "after a reshuffle every card of the game has been seen"
            if first_game:
                assert sorted(det.game_cards) == sorted(state.game_cards)
            checked += 1
    assert checked > 100
    assert seats > 2 or first_game or reshuffled, "some positions come after a reshuffle"


def test_the_hidden_cards_spread_over_every_unseen_copy_and_every_depth(gx):
    # a position early in a two-seat game: 24 of the set's cards dealt, most never seen
    state = next(s for s in _states(gx.content, 2, 3, every=1) if len(s.log) >= 12)
    table = state.table
    seen = Counter(visible_cards(state))
    unseen = {kind: set((Counter(table.piles[kind]) - seen).elements()) for kind in (FOOD,
                                                                                  CONDIMENT)}
    assert len(unseen[FOOD]) > 1 and len(unseen[CONDIMENT]) > 1
    rng = Rng(77)
    in_deck: set[int] = set()
    top: set[int] = set()
    bottom: set[int] = set()
    for _ in range(600):
        deck = state.determinize(0, rng).deck
        in_deck.update(deck)
        top.add(deck[-1])
        bottom.add(deck[0])
    assert in_deck == unseen[FOOD] | unseen[CONDIMENT]
    assert top == bottom == in_deck, "every unseen card may be anywhere in the deck"


def test_the_first_game_decks_known_top_stays_on_top_until_drawn(gx):
    state = GAME.new_state(2, {"first_game": True}, 4, gx.content)
    on_top = [state.table.index[n] for n in state.table.first_game["on_top"]]
    for k in range(20):
        deck = state.determinize(0, Rng(k)).deck
        assert deck[len(deck) - len(on_top):] == on_top[::-1]
        assert sorted(deck) == sorted(state.deck)


def test_determinizing_reads_neither_the_deck_nor_the_rng(gx):
    """Two states that differ only in what nobody sees give the same determinization."""
    for state in _states(gx.content, 3, 9, every=25):
        poisoned = state.clone()
        poisoned.rng = Rng(12345)
        if not state.reshuffles:
            poisoned.deck = state.deck[::-1]
        else:
            poisoned.deck = state.deck[1:] + state.deck[:1]
        a = state.determinize(1, Rng(5))
        b = poisoned.determinize(1, Rng(5))
        assert a.deck == b.deck and a.rng.state == b.rng.state
