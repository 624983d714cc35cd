"""The seats keep their rulebook roles, and the rules call them by the names people chose."""
from __future__ import annotations

from gamebox.engine.match import Match, parse_seats
from gamebox.engine.protocol import Action
from gamebox.games.grungeon.game import GAME


def test_events_and_results_use_the_chosen_names():
    seats = parse_seats("human,bot,bot")
    seats[0].name = "Ann"
    match = Match.start(GAME, seats, seed=5)
    assert match.state.seat_name(0) == "Ann" and match.state.seat_name(1) == "DMO 1"
    events = match.act(0, Action("ready"))
    assert events[0].text == "Ann has memorised the maze."
    assert match.state.view(0)["names"] == ["Ann", "DMO 1", "EC"]
    while not match.state.is_over():
        if not match.bot_step():
            seat = match.state.to_act()[0]
            match.act(seat, match.state.timeout_action(seat))
    story = "\n".join(match.state.story(match.history))
    assert "DMO 2" not in story and "Ann" in story
