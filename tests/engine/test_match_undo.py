"""Matches: seats, bots, per-seat recaps, undo under the Board Game Arena policy."""
from __future__ import annotations

import pytest

from gamebox.engine.match import Match, parse_seat, parse_seats
from gamebox.engine.protocol import IllegalAction


def test_seat_specs_parse_and_reject_nonsense():
    seats = parse_seats("human:kbd,human:pad1,bot:hard")
    assert [s.to_text() for s in seats] == ["human:kbd", "human:pad1", "bot:hard"]
    assert parse_seat("bot").level == "normal"
    with pytest.raises(ValueError, match="padN"):
        parse_seat("human:joystick")
    with pytest.raises(ValueError, match="padN"):
        parse_seat("human:padx")  # a pad is numbered
    with pytest.raises(ValueError, match="not one of easy, normal, hard"):
        parse_seat("bot:godlike")
    with pytest.raises(ValueError, match="human or bot"):
        parse_seat("robot")


def test_recap_holds_only_the_seats_own_events(highcard):
    match = Match.start(highcard, parse_seats("human,human,bot"), seed=7)
    mine = match.take_recap(0)
    assert [e.kind for e in mine] == ["dealt"]
    assert mine[0].data["cards"] == match.state.hands[0]
    assert match.take_recap(0) == []
    other = match.take_recap(1)
    assert other[0].data["cards"] != mine[0].data["cards"]


def test_bots_only_observe_their_own_events(highcard):
    match = Match.start(highcard, parse_seats("human,bot"), seed=7)
    seen = []

    class Recorder(type(match.bots[1])):
        def observe(self, events):
            seen.extend(events)

    match.bots[1].__class__ = Recorder
    match.act(0, match.state.legal_actions(0)[0])
    while match.bot_step():
        pass
    assert seen and all(e.visible_to(1) for e in seen)
    assert not any(e.to == frozenset({0}) for e in seen)


def test_bot_games_replay_exactly(highcard):
    match = Match.start(highcard, parse_seats("bot:easy,bot:hard,bot"), seed=21)
    while match.bot_step():
        pass
    assert match.state.is_over()
    again = Match.start(highcard, parse_seats("bot:easy,bot:hard,bot"), seed=21)
    while again.bot_step():
        pass
    assert again.state.log == match.state.log


def test_undo_own_decision_while_nothing_was_revealed(highcard):
    match = Match.start(highcard, parse_seats("human,human,human"), seed=3, undo=True)
    state = match.state
    before = state.clone()
    state.apply(0, state.legal_actions(0)[0])
    assert state.can_undo(0) and not state.can_undo(1)
    with pytest.raises(IllegalAction):
        state.undo(1)
    state.undo(0)
    assert state == before and state.log == []


def test_no_undo_after_a_reveal(highcard):
    match = Match.start(highcard, parse_seats("human,human"), seed=3, undo=True)
    state = match.state
    state.apply(0, state.legal_actions(0)[0])
    state.apply(1, state.legal_actions(1)[0])  # the last commit reveals both cards
    assert not state.can_undo(1) and not state.can_undo(0)
    with pytest.raises(IllegalAction, match="Nothing of yours"):
        state.undo(1)


def test_hand_to_bot_and_take_seat_keep_the_game_going(highcard):
    match = Match.start(highcard, parse_seats("human,human"), seed=5)
    match.act(0, match.state.legal_actions(0)[0])
    match.hand_to_bot(1, "easy")
    assert match.bot_step()
    match.take_seat(1)
    assert 1 not in match.bots and match.seats[1].kind == "human"
    assert match.seats[1].name == "Player 2"


def _finish(match, human_choice=0):
    """Play a match to its end: humans take legal action `human_choice`, bots decide."""
    while not match.state.is_over():
        if not match.bot_step():
            seat = match.state.to_act()[0]
            legal = match.state.legal_actions(seat)
            match.act(seat, legal[human_choice % len(legal)])
    return [str(action) for _, action in match.state.log]


def test_a_replayed_match_resumes_with_the_same_bot_decisions(highcard):
    """Bots think their logged turns through again, so their randomness resumes where it was."""
    seats = "human,bot,bot,bot"
    original = Match.start(highcard, parse_seats(seats), seed=31)
    original.act(0, original.state.legal_actions(0)[1])
    while original.bot_step():
        pass
    resumed = Match.replay(highcard, parse_seats(seats), None, 31, None, original.state.log)
    assert resumed.state == original.state
    assert _finish(resumed, 2) == _finish(original, 2)


def test_undo_takes_back_the_events_and_what_the_bots_saw(highcard):
    match = Match.start(highcard, parse_seats("human,human,bot"), seed=8, undo=True)
    saves = []
    match.on_change = saves.append
    match.take_recap(0), match.take_recap(1)
    history_before = list(match.history)
    made = match.act(0, match.state.legal_actions(0)[0])
    assert match.unseen[1] and match.can_undo(0) and not match.can_undo(2)
    assert not match.can_undo(1), "only the seat that made the last decision takes it back"
    assert match.undo(0) == made  # the events taken back, for a screen that showed them
    assert match.history == history_before and match.unseen[1] == [] and match.state.log == []
    assert len(saves) == 2  # the undo is saved too
    # the game goes on as if the taken-back decision had never been made
    fresh = Match.start(highcard, parse_seats("human,human,bot"), seed=8)
    assert _finish(match, 1) == _finish(fresh, 1)
    with pytest.raises(IllegalAction, match="bot's decisions"):
        match.undo(2)


def test_the_rules_call_seats_by_the_names_people_chose(highcard):
    seats = parse_seats("human,bot")
    seats[0].name = "Ann"
    match = Match.start(highcard, seats, seed=2)
    assert match.state.seat_name(0) == "Ann" and match.state.seat_name(1) == "Player 2"
    events = match.act(0, match.state.legal_actions(0)[0])
    assert events[0].text == "Ann has chosen a card."
    import json

    data = json.loads(json.dumps(match.state.to_json()))
    back = type(match.state).from_json(highcard, data)
    assert back.names == ["Ann", "Player 2"] and back.replay().names == ["Ann", "Player 2"]


def test_the_undo_offer_describes_the_decision_as_it_was_made(highcard, monkeypatch):
    cls = type(highcard.new_state(2))
    monkeypatch.setattr(cls, "describe", lambda self, a, seat=None:
                        f"{a} with {len(self.hands[seat])} cards in hand")
    match = Match.start(highcard, parse_seats("human,human"), seed=3, undo=True)
    assert match.state.undo_description(0) == ""
    action = match.state.legal_actions(0)[0]
    match.act(0, action)
    assert match.state.undo_description(0) == f"{action} with 3 cards in hand"


def test_only_bots_that_listen_are_handed_events(highcard):
    """A bot class that keeps the base `observe` (which ignores events) is marked as not
    listening, so a match skips handing it every event; overriding `observe` marks it."""
    from gamebox.engine.bots import Bot, RandomBot
    from gamebox.games.grungeon.bots import GrungeonBot

    class Quiet(RandomBot):
        pass

    class Keen(RandomBot):
        def observe(self, events):
            self.heard = getattr(self, "heard", 0) + len(events)

    assert not Bot.listens and not RandomBot.listens and not Quiet.listens
    assert Keen.listens and GrungeonBot.listens
    match = Match.start(highcard, parse_seats("bot,bot"), seed=3)
    match.bots[1].__class__ = Keen
    while match.bot_step():
        pass
    assert match.bots[1].heard > 0


def test_a_bot_step_takes_an_equal_copy_of_a_listed_action_and_refuses_the_rest(highcard):
    """The legality check finds the bot's choice by identity first (the fast path), yet a
    bot that hands back an equal copy is still obeyed and an unlisted action is refused."""
    from gamebox.engine.bots import RandomBot
    from gamebox.engine.protocol import Action

    class Copier(RandomBot):
        def choose(self, view, legal):
            return Action.parse(str(legal[-1]))

    class Cheat(RandomBot):
        def choose(self, view, legal):
            return Action("play", ("c999",))

    match = Match.start(highcard, parse_seats("bot,bot"), seed=3)
    match.bots[0].__class__ = Copier
    expected = match.state.legal_actions(0)[-1]
    assert match.bot_step() and match.state.log[-1] == (0, expected)
    match.bots[1].__class__ = Cheat
    with pytest.raises(IllegalAction, match="c999, which is not legal now"):
        match.bot_step()
