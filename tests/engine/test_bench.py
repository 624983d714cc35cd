"""The engine's speed figures measure the game and little else, and say so when a game is stuck."""
import random

import pytest
from fixture_game import GAME, HighCardState

from gamebox.engine import bench, simulate


def test_fixed_work_counts_every_action_of_every_game():
    """`games=N` plays seeds 1..N with the bench's random player: the actions it reports are
    the actions those games logged, and no clone is timed."""
    figures = bench.random_playouts(GAME, None, games=5)
    seats = len(simulate.default_seats(GAME))
    draw = random.Random(1).random
    logged = 0
    for k in range(5):
        state = GAME.new_state(seats, None, 1 + k, None)
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            state.apply_unchecked(seat, legal[int(draw() * len(legal))])
        logged += len(state.log)
    assert figures["random_games"] == 5 and figures["random_actions"] == logged
    assert figures["clone_us"] is None


def test_timed_run_reports_a_clone_time():
    figures = bench.random_playouts(GAME, None, seconds=0.05)
    assert figures["random_games"] >= 1 and figures["actions_per_s"] > 0
    assert figures["clone_us"] > 0


class _StuckState(HighCardState):
    """Nobody may act, yet the game is not over: a broken position."""

    def to_act(self):
        return ()


class _StuckGame(type(GAME)):
    name = "Stuck Card"
    state_class = _StuckState


def test_a_game_with_nobody_to_act_before_its_end_is_reported_not_counted():
    """The playout loop stops when `to_act` is empty, which the protocol promises only of a
    finished game: any other stop is an error naming the game."""
    with pytest.raises(RuntimeError, match="Stuck Card: nobody is left to act"):
        bench.random_playouts(_StuckGame(), None, games=1)


def test_search_figures_count_the_hard_bots_own_iterations():
    """The search row reports the random-rollout rate and, beside it, the rate the hard bot
    itself makes with its game's playout in real decisions against its budget."""
    from gamebox.games.grizzled.game import GAME as GRIZZLED

    figures = bench.search_figures(GRIZZLED, GRIZZLED.load_content(), seconds=0.05,
                                   think_ms=20, decisions=2)
    assert figures["determinizations_per_s"] > 0
    assert figures["search_iterations_per_s"] > 0
    assert figures["hard_iterations_per_s"] > 0
    assert figures["hard_budget_ms"] == 20
