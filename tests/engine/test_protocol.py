"""The game protocol: actions as values, legality, views, events, clone and JSON round trip."""
from __future__ import annotations

import json

import pytest

from gamebox.engine.events import events_for
from gamebox.engine.protocol import Action, ActionParseError, Event, IllegalAction, Option


def test_action_text_round_trip_and_hash():
    action = Action("feed", (2, "slot3"))
    assert str(action) == "feed 2 slot3"
    assert Action.parse("feed 2 slot3") == action
    assert repr(action) == "Action.parse('feed 2 slot3')"
    assert eval(repr(action)) == action  # the repr rebuilds the value
    assert {action: 1}[Action.parse(str(action))] == 1
    assert Action.parse("hunger -3").args == (-3,)


def test_action_parse_rejects_empty_text():
    with pytest.raises(ActionParseError):
        Action.parse("   ")


def test_illegal_action_quotes_the_rule():
    exc = IllegalAction("You cannot feed a Food into a Condiment slot.",
                        rule="Condiments go in the three slots between.")
    assert exc.rule == "Condiments go in the three slots between."
    assert "Rule: \u201cCondiments go in the three slots between.\u201d" in str(exc)
    assert isinstance(exc, ValueError)


def test_option_parse_checks_type_range_and_choices():
    timer = Option("turn_seconds", 30, minimum=0, maximum=300)
    assert timer.parse("45") == 45
    assert (timer.parse("0"), timer.parse("300")) == (0, 300)  # both ends included
    with pytest.raises(ValueError, match="at least 0"):
        timer.parse("-1")
    with pytest.raises(ValueError, match="whole number"):
        timer.parse("soon")
    with pytest.raises(ValueError, match="at most 300"):
        timer.parse("301")
    flag = Option("random_maze", False)
    assert flag.parse("yes") is True and flag.parse("off") is False
    with pytest.raises(ValueError, match="yes or no"):
        flag.parse("maybe")
    mode = Option("mode", "normal", choices=("normal", "first_game"))
    with pytest.raises(ValueError, match="one of normal, first_game"):
        mode.parse("fast")


def test_unknown_option_suggests_the_close_one(highcard):
    with pytest.raises(ValueError, match="did you mean 'fast'"):
        highcard.new_state(2, {"fats": True})


def test_seat_count_outside_the_range_is_refused(highcard):
    with pytest.raises(ValueError, match="2-4 seats"):
        highcard.new_state(5)


def test_simultaneous_commit_lists_every_seat_that_has_not_committed(highcard):
    state = highcard.new_state(3, seed=4)
    assert state.to_act() == (0, 1, 2)
    state.apply(1, state.legal_actions(1)[0])
    assert state.to_act() == (0, 2)
    assert state.legal_actions(1) == []


def test_apply_refuses_out_of_turn_and_illegal_actions_with_a_readable_message(highcard):
    state = highcard.new_state(2, seed=4)
    state.apply(0, state.legal_actions(0)[0])
    with pytest.raises(IllegalAction, match="not Player 1's turn"):
        state.apply(0, state.legal_actions(1)[0])
    with pytest.raises(IllegalAction, match="only play a card from your hand"):
        state.apply(1, Action("play", ("c999",)))


def test_views_hide_other_hands_and_public_view_hides_all(highcard):
    state = highcard.new_state(3, seed=9)
    for seat in range(3):
        view = state.view(seat)
        assert view["hand"] == state.hands[seat]
        for other in range(3):
            if other != seat:
                for card in state.hands[other]:
                    assert card not in json.dumps(view)
    assert state.view(None)["hand"] is None


def test_events_are_addressed_to_the_seats_allowed_to_see_them(highcard):
    state = highcard.new_state(2, seed=2)
    dealt = state.initial_events()
    assert [len(events_for(dealt, s)) for s in (0, 1, None)] == [1, 1, 0]
    public = Event("reveal", "Cards shown.")
    private = Event("draw", "You drew c3.", to=frozenset({1}))
    assert public.visible_to(None) and public.visible_to(0)
    assert private.visible_to(1) and not private.visible_to(0) and not private.visible_to(None)


def test_clone_is_equal_and_independent(highcard):
    state = highcard.new_state(2, seed=11)
    copy = state.clone()
    assert copy == state
    copy.apply(0, copy.legal_actions(0)[0])
    assert copy != state
    assert len(state.log) == 0


def test_json_round_trip_with_snapshot_and_with_replay(highcard):
    state = highcard.new_state(3, seed=5)
    for _ in range(4):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    data = json.loads(json.dumps(state.to_json()))
    assert type(state).from_json(highcard, data) == state
    assert type(state).from_json(highcard, data, replay=True) == state


def test_same_seed_same_game_different_seed_different_deal(highcard):
    a, b, c = highcard.new_state(2, seed=1), highcard.new_state(2, seed=1), \
        highcard.new_state(2, seed=2)
    assert a == b
    assert a.hands != c.hands


def test_timeout_is_an_ordinary_logged_action(highcard):
    state = highcard.new_state(2, seed=3)
    expired = state.timeout_action(0)
    assert expired is not None
    state.apply(0, expired)
    _, action = state.log[-1]
    assert action == expired
    assert state.replay() == state


def test_game_end_is_data(highcard):
    state = highcard.new_state(2, seed=8)
    assert state.result() is None
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    outcome = state.result()
    assert outcome.winners and set(outcome.winners) <= {0, 1}
    assert outcome.scores is not None and sum(outcome.scores) == 3
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply(0, Action("play", ("c1",)))


def test_default_story_tells_public_events_and_folds_repeats(highcard):
    state = highcard.new_state(2, seed=1)
    history = [Event("ready", "A is ready."), Event("ready", "A is ready."),
               Event("draw", "You drew c3.", to=frozenset({0})), Event("ready", "A is ready."),
               Event("win", "A wins.")]
    assert state.story(history) == ["A is ready. (x3)", "A wins."]


def test_an_event_finishes_its_text_and_data_when_first_read():
    """Hot loops hand events their text and data unfinished; readers never see the difference."""
    from gamebox.engine.speed import new_event

    later = new_event("chew", ("{} chews {} ({}/{}).", "Ann", "Toast", 1, 3),
                      (("seat", "slot"), 0, 4), reveals=True)
    now = Event("chew", "Ann chews Toast (1/3).", {"seat": 0, "slot": 4}, reveals=True)
    assert later.text == "Ann chews Toast (1/3)." and later.data == {"seat": 0, "slot": 4}
    assert later == now and later.visible_to(1)
    assert "Ann chews Toast" in repr(later) and "'slot': 4" in repr(later)
    later.text = "Changed."
    assert later.text == "Changed." and later != now
    assert Event("x", "y").data == {} and Event("x", "y") != "x"
    with pytest.raises(TypeError):
        hash(now)


def test_replay_rebuilds_from_the_log_and_ignores_a_tampered_snapshot(highcard):
    """`from_json(replay=True)` trusts only the seed and the log: a hand-edited snapshot
    changes nothing then (the saves replay this way), while a plain load takes it."""
    state = highcard.new_state(3, seed=5)
    for _ in range(4):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    data = json.loads(json.dumps(state.to_json()))
    data["rng"] = data["rng"] ^ 1  # what a tampered file could hold
    assert type(state).from_json(highcard, data, replay=True) == state
    assert type(state).from_json(highcard, data).rng.state != state.rng.state


def test_a_seat_past_the_names_is_called_by_its_number(highcard):
    state = highcard.new_state(2, seed=1)
    assert state.seat_name(1) == state.names[1]
    assert (state.seat_name(2), state.seat_name(-1)) == ("seat 2", "seat -1")
