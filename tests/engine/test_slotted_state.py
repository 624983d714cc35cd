"""A game may keep its state's fields in `__slots__`; clone, undo, checks and saves treat it
like a game that keeps them in a dict (High Card in both forms, `tests/fixture_game.py`)."""
from __future__ import annotations

import json

import pytest

import fixture_game
from gamebox.engine.protocol import GameState
from gamebox.engine.speed import game_slots
from gamebox.engine.simulate import default_seats, play_one

GAMES = [fixture_game.GAME, fixture_game.SLOTTED_GAME]


def test_the_slotted_state_has_no_instance_dict():
    state = fixture_game.SLOTTED_GAME.new_state(2, seed=1)
    assert not hasattr(state, "__dict__")
    assert game_slots(type(state), GameState) == fixture_game.SlottedHighCardState.__slots__
    assert hasattr(fixture_game.GAME.new_state(2, seed=1), "__dict__")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_clone_copies_every_field_and_shares_no_list(game):
    state = game.new_state(3, seed=4)
    state.apply(0, state.legal_actions(0)[0])
    copy = state.clone()
    assert copy == state and copy.hands == state.hands and copy.round == state.round
    copy.hands[1].clear()
    copy.scores[0] = 99
    assert state.hands[1] and state.scores[0] != 99, "the clone shared a list"
    assert copy.rng is not state.rng and copy.log is not state.log


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_undo_puts_every_field_back(game):
    state = game.new_state(2, seed=3)
    state.undo_enabled = True
    before = state.clone()
    card = state.legal_actions(0)[0]
    state.apply(0, card)
    assert state.committed[0] == card.args[0]
    state.undo(0)
    assert state == before and state.log == [] and state.committed == [None, None]
    assert card.args[0] in state.hands[0]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_whole_games_pass_every_check_and_round_trip(game):
    for seed in range(5):
        state = play_one(game, default_seats(game), seed, check=True).state
        data = json.loads(json.dumps(state.to_json()))
        assert type(state).from_json(game, data) == state
        assert type(state).from_json(game, data, replay=True) == state
