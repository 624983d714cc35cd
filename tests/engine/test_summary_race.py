"""The summary's switch for a score that is no race (`GameState.score_is_race`, carried on
`Series.race`): a cooperative game's running score tells a shared story, so the generic
highlights write no line about the lead; and the last word is never the end's own line."""
from __future__ import annotations

import pytest

from gamebox.engine import registry
from gamebox.engine.events import Event
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import GameState
from gamebox.engine.summary import Series, generic_highlights, score_series

SWINGING = ((0, 0), (3, 0), (3, 4), (5, 4))
"""A lead that changes hands twice (Ann, then Bob, then Ann)."""


def test_a_race_gets_its_lead_line():
    lines = generic_highlights(Series("Glory", (0, 1, 2, 3), SWINGING), ["Ann", "Bob"], [])
    assert "The lead changed hands 2 times." in lines


def test_a_score_that_is_no_race_gets_no_lead_line_but_keeps_its_swing():
    series = Series("Hard Knocks", (1, 2, 3, 4), SWINGING, "Mission", race=False)
    lines = generic_highlights(series, ["Ann", "Bob"], [Event("x", "Ann withdraws.", {})])
    assert lines == ["Biggest swing: Bob +4 hard knocks in Mission 3.",
                     "The last word: Ann withdraws."]


@pytest.mark.parametrize("game_id, race", [("guts", True), ("grizzled", False)])
def test_the_series_carries_whether_the_game_is_a_race(game_id, race):
    """Games race unless they say otherwise (`GameState.score_is_race`); the Grizzled, a
    cooperative game, says so."""
    assert GameState.score_is_race is True
    match = Match.start(registry.get(game_id), [SeatSpec("bot", "easy", n)
                                                for n in ("Ann", "Rob", "Cy")], None, 5)
    while not match.state.is_over():
        match.bot_step()
    assert score_series(match.state).race is race


def test_a_swing_of_one_is_said_in_the_singular():
    series = Series("Hard Knocks", (1, 2), ((0, 0), (0, 1)), "Mission", race=False)
    assert generic_highlights(series, ["Ann", "Bob"], [])[0] == \
        "Biggest swing: Bob +1 hard knock in Mission 2."


def test_the_last_word_is_not_the_ending_already_shown():
    """The results already say why the game ended: the last word is the event before it."""
    history = [Event("rip_pulp", "Ann stomps Bob into a pulp.", {}),
               Event("over", "Ann is the last Monster standing.", {"winners": [0]})]
    assert generic_highlights(None, ["Ann", "Bob"], history) == [
        "The last word: Ann stomps Bob into a pulp."]
