"""Random simulation of every game in the box (OpenSpiel's random_sim_test, for all at once).

Each game plays seeded bot games with every per-step check of `gamebox.engine.checks`: clone
equals the original, the JSON round trip keeps the state, invariants hold, every acting seat has
a legal action, no seat's planted private marker shows in another seat's view or actions, and at
the end a replay of the log from the seed reproduces the state exactly.
"""
from __future__ import annotations

import os

import pytest

import fixture_game
from gamebox.engine import registry, simulate

GAMES_PER_GAME = int(os.environ.get("GAMEBOX_SIM_GAMES", "200"))
"""Checked games per game; a game whose checked game is slow names fewer (its `sim_games`),
unless GAMEBOX_SIM_GAMES asks for a number."""
CHUNKS = 4


def games_for(game) -> int:
    """How many checked games `game` plays here: GAMEBOX_SIM_GAMES when set, else the
    game's own `sim_games` when it names one (a game whose checked games take seconds each,
    such as Grunt, Growl and Tear), else `GAMES_PER_GAME`."""
    if "GAMEBOX_SIM_GAMES" in os.environ:
        return GAMES_PER_GAME
    return getattr(game, "sim_games", GAMES_PER_GAME)


def _all_games():
    return registry.available_ids() + [fixture_game.GAME.id]


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("game_id", _all_games())
def test_random_games_keep_every_invariant(game_id, chunk):
    game = fixture_game.GAME if game_id == fixture_game.GAME.id else registry.get(game_id)
    per_chunk = max(games_for(game) // CHUNKS, 1)
    report = simulate.run(game, per_chunk, seed=1000 * chunk, check=True)
    assert report.failures == []
    assert report.games == per_chunk and report.actions > 0


def test_random_sim_detects_a_broken_game(highcard, monkeypatch):
    """The checks are not toothless: a game whose clone forgets a field fails them."""
    cls = type(highcard.new_state(2))

    def forgetful_clone_into(self, new):
        new.scores = [0] * self.seats  # loses the score
        new.deck, new.hands = list(self.deck), [list(h) for h in self.hands]
        new.committed, new.last_reveal = list(self.committed), list(self.last_reveal)

    monkeypatch.setattr(cls, "_clone_into", forgetful_clone_into)
    report = simulate.run(highcard, 5, check=True)
    assert report.failures and "clone() is not equal" in report.failures[0]


def test_random_sim_detects_a_leaking_view(highcard, monkeypatch):
    cls = type(highcard.new_state(2))
    honest = cls.view

    def leaky(self, seat):
        view = honest(self, seat)
        view["all_hands"] = [list(h) for h in self.hands]
        return view

    monkeypatch.setattr(cls, "view", leaky)
    report = simulate.run(highcard, 2, check=True)
    assert report.failures and "private marker leaks" in report.failures[0]


def test_random_sim_detects_a_leaking_event(highcard, monkeypatch):
    """An event every seat sees must not carry another seat's hand."""
    from gamebox.engine.protocol import Event

    cls = type(highcard.new_state(2))
    honest = cls._apply

    def gossip(self, seat, action):
        events = honest(self, seat, action)
        return events + [Event("gossip", f"Hands now: {self.hands}")]

    monkeypatch.setattr(cls, "_apply", gossip)
    report = simulate.run(highcard, 2, check=True)
    assert report.failures and "leaks into the event 'gossip'" in report.failures[0]
