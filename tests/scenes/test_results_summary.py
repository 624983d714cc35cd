"""The end-of-game summary: the winner, each seat's score, a chart of the score over the
rounds and highlights picked from the events, with the full log one press away
(`engine/summary.py`, `scenes/results.py`)."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine import registry
from gamebox.engine.events import Event
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.summary import generic_highlights, score_series, summarize, Series
from gamebox.games.guts.highlights import highlights as guts_highlights
from gamebox.input.intents import Intent
from gamebox.scenes.results import ResultsScene
from gamebox.ui import score_chart


def _finished(game_id, seed=7):
    game = registry.get(game_id)
    match = Match.start(game, [SeatSpec("bot", "normal", n) for n in ("Ann", "Rob", "Cy")],
                        None, seed)
    while not match.state.is_over():
        match.bot_step()
    return match


@pytest.mark.parametrize("game_id", ["guts", "grungeon"])
def test_the_series_ends_on_the_final_scores(game_id):
    """The chart's last sample is each seat's score when the game ended (glory; HP)."""
    match = _finished(game_id)
    series = score_series(match.state)
    assert series.name == {"guts": "Glory", "grungeon": "HP"}[game_id]
    assert list(series.values[-1]) == match.state.score_now()
    assert list(series.rounds) == sorted(series.rounds) and len(series.rounds) > 2


def test_a_game_without_a_running_score_has_no_chart(highcard):
    match = Match.start(highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")], None, 1)
    while not match.state.is_over():
        match.bot_step()
    assert score_series(match.state) is None
    assert not summarize(match.state, match.history).worth_showing


def test_generic_highlights_name_the_biggest_swing_and_lead_changes():
    series = Series("Glory", (0, 1, 2, 3), ((0, 0), (3, 0), (3, 4), (5, 4)))
    lines = generic_highlights(series, ["Ann", "Bob"], [Event("x", "Ann swallows.", {})])
    assert lines[0] == "Biggest swing: Bob +4 glory in round 2."
    assert lines[1] == "The lead changed hands 2 times."
    assert lines[2] == "The last word: Ann swallows."


def test_guts_highlights_name_the_final_blow_and_the_longest_chain():
    history = [Event("turn", "Bob's turn.", {"seat": 1}),
               Event("spew_at", "a", {"seat": 1, "target": 0, "card": 1, "glory_cards": 0}),
               Event("spew_at", "b", {"seat": 0, "target": 1, "card": 2, "glory_cards": 0}),
               Event("spew_at", "c", {"seat": 1, "target": 0, "card": 3, "glory_cards": 0}),
               Event("glory", "Ann gains 4 glory (swallowing): 4.",
                     {"seat": 0, "delta": 4, "glory": 4}),
               Event("steal", "Bob steals X.", {"seat": 1, "from": 0, "slot": 0,
                                                "to_slot": 0, "card": 1}),
               Event("glory", "Bob gains 7 glory (swallowing): 7.",
                     {"seat": 1, "delta": 7, "glory": 7})]
    lines = guts_highlights(["Ann", "Bob"], history)
    assert lines == ["The final blow: Bob reached 7 glory (+7).",
                     "Biggest gain: Ann, +4 glory at once.",
                     "Longest spew chain: 3 cards flew in one of Bob's turns.",
                     "Most thieving: Bob stole 1 card."]


def test_grungeon_highlights_tell_how_it_ended_and_the_hardest_hit():
    match = _finished("grungeon")
    lines = summarize(match.state, match.history).highlights
    assert 3 <= len(lines) <= 4
    assert lines[0].startswith("The final blow:")
    assert any(line.startswith("Hardest hit:") for line in lines)


@pytest.mark.parametrize("game_id", ["guts", "grungeon"])
def test_the_summary_shows_winner_scores_chart_and_highlights_and_the_log_is_a_press_away(
        app, rendered, monkeypatch, game_id):
    charts = []
    original = score_chart.draw_chart
    monkeypatch.setattr("gamebox.scenes.results.draw_chart",
                        lambda *a, **k: charts.append(a) or original(*a, **k))
    match = _finished(game_id)
    results = ResultsScene(app, match)
    app.push(results)
    app.apply_pending()
    results.age = 5.0
    app.draw(pygame.Surface((1920, 1080)))
    winner = match.seats[match.state.result().winners[0]].name
    assert any(winner in t and "win" in t for t in rendered)
    assert "Highlights" in rendered
    assert all(line in " ".join(rendered) or line[:30] in " ".join(rendered)
               for line in results.summary.highlights)
    assert charts and charts[0][2].endswith(
        {"guts": "over the rounds", "grungeon": "over the turns"}[game_id])
    assert "How it went" not in rendered
    rendered.clear()
    results.handle(Intent("hint", "kbd"))  # F1 / X: the full log
    app.draw(pygame.Surface((1920, 1080)))
    assert results.page == "log" and "How it went" in rendered
    button = next(b for b in results.ring.buttons if b.value == ("page",))
    assert button.label == "Summary"
