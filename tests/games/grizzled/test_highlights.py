"""The Grizzled's end-of-game summary: a shared war told per seat (the Hard Knocks each
carries, Mission by Mission) and highlights from the public events
(`games/grizzled/highlights.py`), with no line about a lead in a cooperative game."""
from __future__ import annotations

from gamebox.engine import registry
from gamebox.engine.events import Event
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.summary import score_series, summarize
from gamebox.games.grizzled.highlights import Ending, highlights

NAMES = ["Gus", "Leo", "Max"]


def _begun(mission: int = 2, leader: int = 0) -> Event:
    """The public event that opens a Mission (a compact position starts inside Mission 2)."""
    return Event("mission", f"Mission {mission} begins.", {"mission": mission,
                                                           "leader": leader})


def _withdraw_all(gz, s, tiles):
    events = []
    while s.phase == "play" and not s.pending:
        events += gz.act(s, f"withdraw {tiles[s.turn]}")
    return events


def _finished(seed: int, seats: int = 3):
    match = Match.start(registry.get("grizzled"), [SeatSpec("bot", "normal", n)
                                                   for n in ("Ann", "Rob", "Cy")[:seats]],
                        None, seed)
    while not match.state.is_over():
        match.bot_step()
    return match


def test_a_failed_mission_names_the_threat_that_stood_three_times(gz):
    """The Mission is a Failure when 3 identical Threats are present in No Man's Land,
    including the Phobias and Traumas of the non-withdrawn players: the costliest Mission is
    the failed one, named with its third Threat."""
    s = gz.position(4, hands={0: ["Rain + Shell"]}, nml=["Night + Shell"],
                    knocks={2: ["Phobia (Shell)"]})
    events = [_begun()] + gz.play(s, "Rain + Shell")
    (end,) = [e for e in events if e.kind == "end"]
    assert end.to is None and end.data == {"success": False, "threats": [4]}  # Shell
    assert "Costliest: Mission 2, failed on a third Shell." in s.highlights(events)


def test_a_failure_outweighs_a_mission_that_handed_out_more_hard_knocks():
    history = [_begun(1), Event("play", "", {"actor": 0, "card": 1, "to": "knocks"}),
               Event("draw", "", {"actor": 1, "card": 2, "to": "knocks"}),
               Event("end", "", {"success": True, "threats": []}),
               _begun(2), Event("play", "", {"actor": 2, "card": 3, "to": "nml"}),
               Event("end", "", {"success": False, "threats": [0, 5]})]
    lines = highlights(NAMES, history, Ending(False, "hands", 4, 9))
    assert lines[1] == "Costliest: Mission 2, failed on a third Rain and a third Whistle."
    lines = highlights(NAMES, history[:4], Ending(False, "knocks", 4, 9))
    assert lines[1] == "Costliest: Mission 1, 2 Hard Knocks handed out."


def test_the_missions_line_tells_how_close_the_piles_came():
    """Won: the Morale left at Peace; lost to the Monument: the Trials Deck left; else both."""
    history = [_begun(1), Event("end", "", {"success": True, "threats": []}),
               _begun(2), Event("end", "", {"success": False, "threats": [1]}),
               _begun(3), Event("end", "", {"success": True, "threats": []})]
    assert highlights(NAMES, history, Ending(True, "", 0, 4))[0] == \
        "Peace after 3 Missions (2 won, 1 failed), 4 cards to spare in the Morale Reserve."
    assert highlights(NAMES, history, Ending(False, "monument", 1, 0))[0] == \
        "3 Missions: 2 won, 1 failed; the Monument showed with 1 card still in the Trials Deck."
    assert highlights(NAMES, history, Ending(False, "knocks", 6, 11))[0] == \
        "3 Missions: 2 won, 1 failed; 6 cards left in the Trials Deck, 11 in the Morale Reserve."


def test_the_monument_showing_is_told_from_a_real_resolution(gz):
    """As soon as the group's Morale Reserve is empty and the Monument card becomes visible,
    the Chapter is lost!"""
    s = gz.position(3, tiles=[["L"]] * 3)
    s.deck += s.reserve[3:]
    del s.reserve[3:]
    events = [_begun()] + _withdraw_all(gz, s, ["L"] * 3)
    assert s.is_over() and s.defeat == "monument"
    assert s.highlights(events)[0] == (f"1 Mission: 1 won, 0 failed; the Monument showed "
                                       f"with {len(s.deck)} cards still in the Trials Deck.")


def test_the_most_supported_grizzled_is_named(gz):
    """If a player has received more Support than any others, that player benefits from the
    help of the group."""
    s = gz.position(4, knocks={1: ["Mute"]}, tiles=[["L"], ["L"], ["R"], ["LL"]])
    events = [_begun()] + _withdraw_all(gz, s, ["L", "L", "R", "LL"])  # three to actor 1
    assert f"Most supported: {s.whos[1]}, once." in s.highlights(events)


def test_speeches_are_counted_per_grizzled_and_ties_for_support_are_shared():
    history = [_begun(1), Event("speech", "", {"actor": 2, "threat": 0}),
               Event("speech", "", {"actor": 0, "threat": 1}),
               Event("speech", "", {"actor": 2, "threat": 3}),
               Event("supported", "", {"actor": 0, "shed": 2}),
               Event("end", "", {"success": True, "threats": []}), _begun(2),
               Event("supported", "", {"actor": 1, "shed": 2}),
               Event("end", "", {"success": True, "threats": []})]
    lines = highlights(NAMES, history, Ending(True, "", 0, 2))
    assert lines[1:] == ["Most supported: Gus and Leo, once each.", "3 Speeches: Max 2, Gus 1."]
    everyone = history + [Event("supported", "", {"actor": 2, "shed": 1})]
    assert highlights(NAMES, everyone, Ending(True, "", 0, 2))[1] == \
        "Most supported: every Grizzled alike, once each."


def test_the_running_score_is_the_hard_knocks_each_seat_carries(gz):
    """Wounded counts as two Hard Knocks toward the four that lose (`weight`); in the Duo a
    seat carries the Hard Knocks of both its Grizzled."""
    s = gz.position(4, knocks={1: ["Mute", "Wounded"], 3: ["Fragile"]})
    assert s.score_now() == [0, 3, 0, 1]
    duo = gz.position(2, knocks={0: ["Mute"], 1: ["Wounded"], 3: ["Fragile"]})
    assert duo.score_now() == [3, 1]
    assert s.score_name == "Hard Knocks" and s.round_word == "Mission"
    assert s.score_is_race is False


def test_a_missions_sample_is_taken_after_its_support(gz):
    """The chart's point for a Mission is its Hard Knocks once the supported Grizzled has shed
    his: until the next Mission's Intensity is set, the game still counts the Mission just
    resolved."""
    s = gz.position(4, knocks={1: ["Mute", "Wounded", "Fragile"]},
                    tiles=[["L"], ["L"], ["R"], ["LL"]])
    _withdraw_all(gz, s, ["L", "L", "R", "LL"])
    assert s.round_now() == 2 and s.score_now()[1] == 4
    gz.act(s, f"shed {gz.ids(s, 'Wounded')[0]}")
    gz.act(s, "done")
    assert s.phase == "intensity" and s.mission == 3
    assert s.round_now() == 2 and s.score_now()[1] == 2
    gz.act(s, "intensity 2")
    assert s.round_now() == 3


def test_the_summary_of_a_shared_war_has_no_lead_line():
    """A cooperative game's score is no race: the summary never says the lead changed
    hands."""
    for seed in (1, 2, 3, 7):
        match = _finished(seed)
        summary = summarize(match.state, match.history)
        assert summary.series.race is False and summary.series.name == "Hard Knocks"
        assert len(summary.highlights) == 4
        assert not any("lead" in line for line in summary.highlights)
        assert "Missions" in summary.highlights[0].split(";")[0]


def test_the_series_ends_on_the_final_hard_knocks_mission_by_mission():
    match = _finished(2)
    series = score_series(match.state)
    assert list(series.values[-1]) == match.state.score_now()
    assert series.rounds == tuple(range(1, match.state.mission + 1))


def test_the_summary_names_no_card_a_seat_kept_hidden():
    """Nothing hidden: the hands, the cards dealt and the Support tiles before their reveal
    never reach the summary. The highlights and the score are the same whatever the hands
    and the unrevealed tiles hold and whether the private events are there or not; a marker
    planted in them shows nowhere."""
    # a game that ended with cards in every hand (the first such seed for these bots)
    match = next(m for m in map(_finished, range(8, 80)) if all(m.state.hands))
    state = match.state
    public = [e for e in match.history if e.to is None]
    told = state.highlights(match.history)
    scores = state.score_now()
    marker = "SECRET-TILE-9q"
    secret = [Event("dealt", f"You are dealt: {marker}.", {"actor": 0, "cards": [marker]},
                    to=frozenset({0}), reveals=True),
              Event("speech", marker, {"actor": 1, "threat": 2}, to=frozenset({1})),
              Event("end", marker, {"success": False, "threats": [3]}, to=frozenset({2}))]
    hidden = [state.cards.names[c] for h in state.hands for c in h]
    for hand in state.hands:  # other cards in every hand
        hand[:] = [c for c in state.discard if c not in hand][:len(hand)]
    state.tiles[0].append(marker)
    summary = summarize(state, match.history + secret)
    assert state.highlights(public) == told == state.highlights(match.history + secret)
    assert state.score_now() == scores
    words = " ".join(summary.highlights) + summary.series.name
    assert marker not in words and hidden
    assert not any(name in words for name in hidden if name not in " ".join(
        e.text for e in public))
